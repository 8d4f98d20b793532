// The calibrated static method: the reference's seven sub-scores and six anti-patterns, each
// measuring what it claims to. One small named rule per check; every rule is one pass over the
// skill's document (SKILL.md plus the markdown files it links inside its folder).
import { describe } from '../catalog.js';
import { negatedBefore } from '../security/text.js';
import { pyStrip, cpLength } from '../../parse/pytext.js';
import type { AntiPattern, ParsedSkill, ResolvedPath } from '../../contract/types.js';
import { ANTI_PATTERN } from '../../contract/weights.js';
import { reliesOnDescription, type SkillSubscoreRules } from '../static.js';
import { readDescription, type DescriptionReading } from '../../parse/description.js';
import { bodyStartLine, type Mention } from '../../parse/markdown/mentions.js';
import { preparedText } from '../../parse/markdown/prepared.js';
import { contentWords, hasWord, IN_FENCE, PROSE, proseOf, wordCount, type Doc } from '../../parse/markdown/document.js';
import {
  CAL_ANTI_PATTERN,
  CAL_ECOSYSTEM,
  CAL_FRONTMATTER,
  CAL_ORCHESTRATION,
  CAL_PROGRESSIVE,
  CAL_STRUCTURE,
  CAL_TOKENS,
} from '../../contract/calibratedWeights.js';

// ---------------------------------------------------------------- the skill's document

export interface DocPart {
  /** Display path of the file. */
  file: string;
  /** Key of the mention that linked it ('' for SKILL.md). */
  key: string;
  doc: Doc;
  /** First line of prose (after frontmatter) for SKILL.md, 0 for linked files. */
  start: number;
  mentions: Mention[];
}

export interface SkillDocument {
  main: DocPart;
  linked: DocPart[];
  parts: DocPart[];
  resolved: Record<string, ResolvedPath> | null;
  description: DescriptionReading;
}

const cache = new WeakMap<ParsedSkill, SkillDocument>();

function folderOfKey(key: string): string {
  const target = key.slice(key.indexOf(':') + 1);
  const slash = target.lastIndexOf('/');
  return slash < 0 ? '' : target.slice(0, slash);
}

/** SKILL.md and the markdown files it links inside its folder, read once per skill. */
export function skillDocument(s: ParsedSkill): SkillDocument {
  const hit = cache.get(s);
  if (hit) return hit;
  const start = bodyStartLine(s.text);
  const { doc, mentions } = preparedText(s.text, '', start);
  const main: DocPart = { file: s.file, key: '', doc, start, mentions };
  const resolved = s.resolved ?? null;
  const linked: DocPart[] = [];
  const seen = new Set<string>();
  for (const m of main.mentions) {
    if (m.kind === 'xref') continue;
    const r = resolved?.[m.key];
    const target = m.key.slice(m.key.indexOf(':') + 1);
    if (!r || r.text === undefined || seen.has(target)) continue;
    seen.add(target);
    const { doc: d, mentions: more } = preparedText(r.text, folderOfKey(m.key), 0);
    const folder = s.file.slice(0, s.file.length - 'SKILL.md'.length);
    linked.push({ file: `${folder}${target}`, key: m.key, doc: d, start: 0, mentions: more });
  }
  const whenToUse = typeof s.frontmatter.when_to_use === 'string' ? s.frontmatter.when_to_use : '';
  const out: SkillDocument = {
    main,
    linked,
    parts: [main, ...linked],
    resolved,
    description: readDescription(s.description, whenToUse),
  };
  cache.set(s, out);
  return out;
}

// Rules read a part's prose as one string (proseOf) and look at single lines only where a search
// of that string found what they need: a million-line SKILL.md costs a few passes, not a few
// million regex calls.
const proseTexts = new WeakMap<DocPart, { prose: string; lower?: string }>();

/** The prose of a part from its start line, line for line (see proseOf). */
function proseText(part: DocPart): string {
  let p = proseTexts.get(part);
  if (p === undefined) {
    p = { prose: proseOf(part.doc, part.start) };
    proseTexts.set(part, p);
  }
  return p.prose;
}

/** proseText lower-cased (which keeps its lines: lower-casing makes and removes no line break). */
function lowerProseText(part: DocPart): string {
  proseText(part);
  const p = proseTexts.get(part) as { prose: string; lower?: string };
  p.lower ??= p.prose.toLowerCase();
  return p.lower;
}

/**
 * Calls `fn` with the 0-based index, start and end of each line (split at \n) of `text` holding a
 * match of `re` (g flag; its matches must not hold a line break), once per line, in order.
 */
function forLinesMatching(
  text: string,
  re: RegExp,
  fn: (line: number, start: number, end: number) => boolean | void,
): void {
  let line = 0;
  let counted = 0;
  re.lastIndex = 0;
  for (;;) {
    const m = re.exec(text);
    if (!m) return;
    for (let i = text.indexOf('\n', counted); i >= 0 && i < m.index; i = text.indexOf('\n', i + 1)) line++;
    const start = text.lastIndexOf('\n', m.index - 1) + 1;
    const nl = text.indexOf('\n', m.index);
    const end = nl < 0 ? text.length : nl;
    if (fn(line, start, end) === true || nl < 0) return;
    line++;
    counted = nl + 1;
    re.lastIndex = nl + 1;
  }
}

/** Whether some line of `text` holds a match of `find` (g flag) for which `holds` is true. */
function someLineMatching(
  text: string,
  find: RegExp,
  holds: (line: number, start: number, end: number) => boolean,
): boolean {
  let found = false;
  forLinesMatching(text, find, (line, start, end) => (found = holds(line, start, end)));
  return found;
}

function firstAtLeast<T extends { min: number }>(steps: readonly T[], value: number): T | undefined {
  return steps.find((s) => value >= s.min);
}

/** What a mention resolved to; undefined when it was not resolved (an in-memory skill, or over the cap). */
function lookup(d: SkillDocument, m: Mention): ResolvedPath | undefined {
  const r = d.resolved?.[m.key];
  if (r?.type) return r;
  const alt = m.altKey ? d.resolved?.[m.altKey] : undefined;
  return alt?.type ? alt : r;
}

// ---------------------------------------------------------------- shared measurements

/** Whether SKILL.md links material of its own that holds real content (a file or a folder). */
export function linksOwnMaterial(d: SkillDocument): boolean {
  return d.main.mentions.some((m) => {
    const r = lookup(d, m);
    return r !== undefined && r.type !== null && r.inSkill && r.substantive;
  });
}

const MUST = /\b(?:MUST|NEVER|ALWAYS)\b/g;

const mustCache = new WeakMap<SkillDocument, { count: number; firstLine: number | null }>();

/**
 * MUST / NEVER / ALWAYS in the prose of the document (code examples excluded), with the first line of one in SKILL.md.
 */
export function mustWords(d: SkillDocument): { count: number; firstLine: number | null } {
  const hit = mustCache.get(d);
  if (hit) return hit;
  let count = 0;
  let firstLine: number | null = null;
  for (const part of d.parts) {
    const prose = proseText(part);
    MUST.lastIndex = 0;
    for (let m = MUST.exec(prose); m !== null; m = MUST.exec(prose)) {
      if (count === 0 && part === d.main) firstLine = countNewlines(prose, m.index) + 1;
      count++;
    }
  }
  const out = { count, firstLine };
  mustCache.set(d, out);
  return out;
}

/** Line breaks in text[0, end). */
function countNewlines(text: string, end: number): number {
  let n = 0;
  for (let i = text.indexOf('\n'); i >= 0 && i < end; i = text.indexOf('\n', i + 1)) n++;
  return n;
}

const RULE = /\b(MUST NOT|MUST|NEVER|ALWAYS|DO NOT|DON'T)\b((?:\s+[\w'-]+){1,4})/g;
const RULE_SKIP = new Set(['always', 'never', 'be', 'you', 'to', 'not', 'ever']);
const CAPITALS = /[A-Z]{4}/g;
/** What every RULE match starts with (DO: DO NOT and DON'T). */
const RULE_HEADS = ['MUST', 'NEVER', 'ALWAYS', 'DO'];

const contradictionCache = new WeakMap<SkillDocument, number>();

/** Rules that contradict each other: the same action required (MUST/ALWAYS x) and forbidden (NEVER/MUST NOT x). */
export function contradictions(d: SkillDocument): number {
  const hit = contradictionCache.get(d);
  if (hit !== undefined) return hit;
  const required = new Set<string>();
  const forbidden = new Set<string>();
  for (const part of d.parts) {
    const prose = proseText(part);
    // A rule word is four capitals: only lines holding four in a row are read. Every RULE match
    // starts with one of RULE_HEADS, so a line holding none is not sliced; the next offset of each
    // in the prose is kept while lines move past it (one forward search per word).
    const next = RULE_HEADS.map((w) => prose.indexOf(w));
    forLinesMatching(prose, CAPITALS, (_line, start, end) => {
      let head = false;
      for (let k = 0; k < RULE_HEADS.length; k++) {
        if (next[k] >= 0 && next[k] < start) next[k] = prose.indexOf(RULE_HEADS[k], start);
        if (next[k] >= 0 && next[k] < end) head = true;
      }
      if (!head) return;
      for (const m of prose.slice(start, end).matchAll(RULE)) {
        const words = m[2]
          .toLowerCase()
          .split(/\s+/)
          .filter((w) => w !== '' && !RULE_SKIP.has(w));
        if (words.length < 1) continue;
        const key = words.slice(0, 3).join(' ');
        const negative = m[1] === 'NEVER' || m[1] === 'MUST NOT' || m[1] === 'DO NOT' || m[1] === "DON'T";
        (negative ? forbidden : required).add(key);
      }
    });
  }
  let n = 0;
  for (const k of required) if (forbidden.has(k)) n++;
  contradictionCache.set(d, n);
  return n;
}

// ---------------------------------------------------------------- sub-scores

function nameScore(s: ParsedSkill): number {
  if (s.name === '') return 0;
  return s.name === s.dirName ? CAL_FRONTMATTER.nameEqualsFolder : CAL_FRONTMATTER.nameDiffers;
}

/** Name, the information the description carries, and whether it says what the skill does and when. */
export function frontmatterQuality(s: ParsedSkill): number {
  const r = skillDocument(s).description;
  const relies = reliesOnDescription(s);
  const C = CAL_FRONTMATTER.clarity;
  const info = firstAtLeast(CAL_FRONTMATTER.information, r.units)?.score ?? 0;
  const trigger = !relies || r.trigger ? C.trigger : 0;
  const extraSituation = Math.max(0, r.situationWords - C.situationWordsForSituations);
  const what = firstAtLeast(C.what, r.whatWords + extraSituation)?.score ?? 0;
  const situations = !relies ? C.situations[0].score : (firstAtLeast(C.situations, r.situationWords)?.score ?? 0);
  return nameScore(s) + info + CAL_FRONTMATTER.clarityWeight * (trigger + what + situations);
}

const OUTPUT_WORD = /\boutputs?\b/;
const FORMAT_WORD = /\bformat\b/;
const RETURN_WORD = /\breturn/;
const JSON_WORD = /json\b/;
// Found early in most texts: a regex stops at the first, where a search per word would scan on.
const PRODUCES = /\b(?:returns?|produces?|outputs?|generates?)\b/;
const INPUTS = /\b(?:inputs?|receives?|accepts?|parameters?|args?|arguments?)\b/;
const ORCHESTRATES = /\b(?:orchestrat|coordinat|dispatch)/;
/** ORCHESTRATES's words, for hasWord (a line is read only when the text holds one). */
const ORCHESTRATES_WORDS = ['orchestrat', 'coordinat', 'dispatch'];
const AGENT_WORDS = /\b(?:agents?|subagents?|sub-agents?|workers?|skills?)\b/;
const OUTPUT_WORD_G = new RegExp(OUTPUT_WORD.source, 'g');
const RETURN_WORD_G = new RegExp(RETURN_WORD.source, 'g');
const ORCHESTRATES_G = new RegExp(ORCHESTRATES.source, 'g');

const ORCHESTRATES_ON_LINE = new RegExp(ORCHESTRATES.source, 'g');

/**
 * Whether a line says the skill orchestrates agents: an orchestration word, not negated ("not a subagent dispatch"),
 * with agent words.
 */
export function affirmsOrchestration(lowerLine: string): boolean {
  if (!AGENT_WORDS.test(lowerLine)) return false;
  for (const m of lowerLine.matchAll(ORCHESTRATES_ON_LINE)) if (!negatedBefore(lowerLine, m.index)) return true;
  return false;
}

const lowerTexts = new WeakMap<DocPart, string>();

/** The part's whole text (code included) from its start line, lower-cased, its lines kept in place. */
function lowerText(part: DocPart): string {
  let t = lowerTexts.get(part);
  if (t === undefined) {
    let offset = 0;
    for (let i = 0; i < part.start && offset >= 0; i++) offset = part.doc.text.indexOf('\n', offset) + 1 || -1;
    t = offset < 0 ? '' : '\n'.repeat(part.start) + part.doc.text.slice(offset).toLowerCase();
    lowerTexts.set(part, t);
  }
  return t;
}

/**
 * Whether the document states its inputs and outputs (whatever file they sit in), and whether it orchestrates agents.
 */
export function orchestrationWiring(s: ParsedSkill): number {
  const d = skillDocument(s);
  const C = CAL_ORCHESTRATION;
  let contract = false;
  let produces = false;
  let inputs = false;
  let orchestrates = false;
  // Every word looked for lies on one line, so each is searched in the part's whole text at once;
  // the words that must share a line are compared on the lines where the first was found.
  for (const part of d.parts) {
    const t = lowerText(part);
    const line = (start: number, end: number) => t.slice(start, end);
    contract ||=
      someLineMatching(t, OUTPUT_WORD_G, (_i, a, b) => FORMAT_WORD.test(line(a, b))) ||
      someLineMatching(t, RETURN_WORD_G, (_i, a, b) => JSON_WORD.test(line(a, b)));
    produces ||= PRODUCES.test(t);
    inputs ||= INPUTS.test(t);
    orchestrates ||=
      hasWord(t, ORCHESTRATES_WORDS, false) &&
      someLineMatching(
        t,
        ORCHESTRATES_G,
        (i, a, b) => part.doc.kind[i] !== IN_FENCE && affirmsOrchestration(line(a, b)),
      );
  }
  const hasBlock = d.parts.some((p) => p.doc.blocks.some((b) => b.contentLines > 0));
  let score = C.base;
  if (contract) score += C.outputContract;
  if (produces) score += C.producesWords;
  if (inputs) score += C.inputWords;
  if (hasBlock) score += C.codeBlock;
  if (orchestrates) score += C.orchestrator;
  return score;
}

/** Whether the body holds anything at all to disclose. */
export function bodyIsEmpty(d: SkillDocument): boolean {
  const { raw } = d.main.doc;
  let lines = 0;
  let chars = 0;
  for (let i = d.main.start; i < raw.length; i++) {
    const l = raw[i];
    if (l.trim() === '') continue;
    lines++;
    if (chars < CAL_PROGRESSIVE.emptyBody.maxChars) chars += l.replace(/\s+/g, '').length;
    // Past both bounds the answer is known.
    if (chars >= CAL_PROGRESSIVE.emptyBody.maxChars && lines >= CAL_PROGRESSIVE.emptyBody.maxLines) return false;
  }
  return chars < CAL_PROGRESSIVE.emptyBody.maxChars || lines < CAL_PROGRESSIVE.emptyBody.maxLines;
}

/** A lean SKILL.md is complete however short; detail linked from it (and holding content) adds a little. */
export function progressiveDisclosure(s: ParsedSkill): number {
  const d = skillDocument(s);
  const P = CAL_PROGRESSIVE;
  if (bodyIsEmpty(d)) return P.emptyBody.score;
  const L = s.lineCount;
  let score = L <= P.leanLines ? P.lean : Math.max(P.floor, P.lean - P.slope * (L - P.leanLines));
  if (linksOwnMaterial(d)) score += P.linkedMaterial;
  return score;
}

const EXAMPLE_TITLES = /example|usage|quick ?start|walkthrough|how to use/;
const TROUBLE_TITLES =
  /troubleshoot|common (?:issue|problem|mistake|error|pitfall)|faq|pitfall|gotcha|known (?:issue|limitation)|error handling|when things go wrong/;
/**
 * A table's separator row (`|---|:---:|`). Written as
 * /^\s*\|?\s*:?-{3,}:?\s*(?:\|\s*:?-{3,}:?\s*)+\|?\s*$/, the same rows, but that form tries every way
 * of sharing a run of spaces between `\s*\|?\s*` (quadratic on a long line); here a pipe always
 * follows the spaces before it, so each character has one way to match.
 */
export const TABLE_SEPARATOR = /^\s*(?:\|\s*)?:?-{3,}:?\s*(?:\|\s*:?-{3,}:?\s*)+(?:\|\s*)?$/;
/** /\b(?:decision|when to use|when not to use|comparison|trade-?offs?)\b/, as words for hasWord. */
const DECISION_WORDS = [
  'decision',
  'when to use',
  'when not to use',
  'comparison',
  'tradeoff',
  'tradeoffs',
  'trade-off',
  'trade-offs',
];
const BOLD_EXAMPLE = /^\s*(?:[-*]\s+)?\*\*examples?\b/i;
const BOLD = /\*\*/g;
const RULER = /---/g;

/** Whether a part has a table: a separator row right under a prose line with two pipes or more. */
function hasTable(p: DocPart): boolean {
  const { raw, kind } = p.doc;
  // Every separator row holds `---`; the row above is the prose line before it.
  return someLineMatching(p.doc.text, RULER, (i) => {
    if (i < p.start || kind[i] !== PROSE) return false;
    let above = i - 1;
    while (above >= p.start && kind[above] !== PROSE) above--;
    if (above < p.start || !TABLE_SEPARATOR.test(raw[i])) return false;
    return (raw[above].match(/\|/g) ?? []).length >= 2;
  });
}

/** Sections with content, non-empty code blocks, examples, troubleshooting, tables: empty scaffolding earns nothing. */
export function structuralCompleteness(s: ParsedSkill): number {
  const d = skillDocument(s);
  const C = CAL_STRUCTURE;
  const headings = d.parts.flatMap((p) =>
    p.doc.headings.filter((h) => h.line >= p.start && h.level >= 2 && h.level <= 4 && h.hasContent && h.title !== ''),
  );
  const blocks = d.parts.flatMap((p) => p.doc.blocks.filter((b) => b.contentLines > 0));
  const langs = new Set(blocks.map((b) => b.lang).filter((l) => l !== ''));
  let score = 0;
  score += firstAtLeast(C.headings, headings.length)?.score ?? 0;
  score += firstAtLeast(C.blocks, blocks.length)?.score ?? 0;
  score += firstAtLeast(C.languages, langs.size)?.score ?? 0;
  const boldExample = d.parts.some((p) => {
    const prose = proseText(p);
    return someLineMatching(prose, BOLD, (_i, a, b) => BOLD_EXAMPLE.test(prose.slice(a, b)));
  });
  if (headings.some((h) => EXAMPLE_TITLES.test(h.title)) || boldExample) score += C.examples;
  if (headings.some((h) => TROUBLE_TITLES.test(h.title))) score += C.troubleshooting;
  if (d.parts.some(hasTable)) score += C.table;
  if (d.parts.some((p) => hasWord(lowerProseText(p), DECISION_WORDS, true))) score += C.decisionWords;
  return score;
}

const LIST_MARK = /^\s*(?:[-*+>]|\d+[.)])\s+/;
/** Whitespace other than single spaces: without any, collapsing runs of whitespace changes nothing. */
const UNEVEN_SPACE = /[^\S ]| {2}/;

/** A line without its list marker, whitespace collapsed, trimmed, lower-cased. */
function normaliseLine(raw: string): string {
  let s = raw;
  // A list marker starts with whitespace, `-`, `*`, `+`, `>` or a digit (\s outside ASCII included).
  const c = s.charCodeAt(0);
  if (c <= 0x20 || c === 0x2d || c === 0x2a || c === 0x2b || c === 0x3e || (c >= 0x30 && c <= 0x39) || c > 0x7f)
    s = s.replace(LIST_MARK, '');
  if (UNEVEN_SPACE.test(s)) s = s.replace(/\s+/g, ' ');
  return s.trim().toLowerCase();
}

/** Lower-casing at most doubles a length (U+0130 becomes two units): a shorter line cannot reach `n`. */
const mayReach = (raw: string, n: number) => raw.length * 2 >= n;

/** Hard-rule density per 100 words of prose, repeated lines, contradictory rules. */
export function tokenEfficiency(s: ParsedSkill): number {
  const d = skillDocument(s);
  const C = CAL_TOKENS;
  let words = 0;
  const lines: string[] = [];
  for (const part of d.parts) {
    // A word holds no line break: the words of the prose are the words of its lines.
    words += wordCount(proseText(part));
    const { raw, kind } = part.doc;
    for (let i = part.start; i < raw.length; i++) {
      if (kind[i] !== PROSE || !mayReach(raw[i], C.minComparedLine)) continue;
      const n = normaliseLine(raw[i]);
      if (n.length >= C.minComparedLine && !TABLE_SEPARATOR.test(n)) lines.push(n);
    }
  }
  let score = C.base;
  const per100 = (mustWords(d).count / Math.max(words, 1)) * 100;
  const step = C.density.find((x) => per100 > x.above);
  if (step) score -= step.penalty;
  if (lines.length > 0) score -= C.repetitionWeight * (1 - new Set(lines).size / lines.length);
  score -= Math.min(C.maxContradictionPenalty, C.perContradiction * contradictions(d));
  return score;
}

/** /\b(?:related|see also|companion)\b|\bcomplement/, as words for hasWord. */
const RELATED = ['related', 'see also', 'companion'];
const RELATED_PREFIX = ['complement'];

/** Skills and files outside this one that its prose points at and that exist; a related-skills pointer. */
export function ecosystemCoherence(s: ParsedSkill): number {
  const d = skillDocument(s);
  const C = CAL_ECOSYSTEM;
  const refs = new Set<string>();
  for (const part of d.parts) {
    for (const m of part.mentions) {
      if (m.kind === 'path') continue;
      const r = lookup(d, m);
      if (r?.type && !r.inSkill) refs.add(m.key);
    }
  }
  let score = C.base + Math.min(C.refCap, C.perResolvedRef * refs.size);
  const related = d.parts.some(
    (p) => hasWord(lowerProseText(p), RELATED, true) || hasWord(lowerProseText(p), RELATED_PREFIX, false),
  );
  if (related) score += refs.size > 0 ? C.relatedWithRef : C.relatedAlone;
  return score;
}

/** The calibrated method's sub-score rules (harness_portability is the reference's). */
export const CALIBRATED_SUBSCORES: SkillSubscoreRules = {
  frontmatter_quality: frontmatterQuality,
  orchestration_wiring: orchestrationWiring,
  progressive_disclosure: progressiveDisclosure,
  structural_completeness: structuralCompleteness,
  token_efficiency: tokenEfficiency,
  ecosystem_coherence: ecosystemCoherence,
};

// ---------------------------------------------------------------- anti-patterns

interface Occurrence {
  line: number | null;
  file?: string;
}

type Flag = keyof typeof ANTI_PATTERN.severity;

/** Unresolved, flaggable mentions of one kind across the document, once per target. */
function unresolved(d: SkillDocument, kind: 'link' | 'xref'): Occurrence[] {
  if (d.resolved === null) return [];
  const out: Occurrence[] = [];
  const seen = new Set<string>();
  for (const part of d.parts) {
    for (const m of part.mentions) {
      if (m.kind !== kind || !m.flaggable || seen.has(m.key)) continue;
      const r = lookup(d, m);
      if (r === undefined || r.type !== null) continue;
      seen.add(m.key);
      out.push(part === d.main ? { line: m.line + 1 } : { line: m.line + 1, file: part.file });
    }
  }
  return out;
}

const RULES: Array<{ flag: Flag; find(s: ParsedSkill, d: SkillDocument): Occurrence[] }> = [
  {
    flag: 'OVER_CONSTRAINED',
    find: (_s, d) => {
      const must = mustWords(d);
      return must.count > CAL_ANTI_PATTERN.maxMustCount || contradictions(d) >= CAL_ANTI_PATTERN.contradictions
        ? [{ line: must.firstLine }]
        : [];
    },
  },
  {
    flag: 'EMPTY_DESCRIPTION',
    find: (s, d) =>
      cpLength(pyStrip(s.description)) < ANTI_PATTERN.minDescriptionLength ||
      d.description.units < CAL_FRONTMATTER.minUnits
        ? [{ line: s.descriptionLine }]
        : [],
  },
  {
    flag: 'MISSING_TRIGGER',
    find: (s, d) => (reliesOnDescription(s) && !d.description.trigger ? [{ line: s.descriptionLine }] : []),
  },
  {
    flag: 'BLOATED_SKILL',
    find: (s, d) => (s.lineCount > CAL_ANTI_PATTERN.bloatedLineCount && !linksOwnMaterial(d) ? [{ line: null }] : []),
  },
  { flag: 'ORPHAN_REFERENCE', find: (_s, d) => unresolved(d, 'link') },
  { flag: 'DEAD_CROSS_REF', find: (_s, d) => unresolved(d, 'xref') },
];

/** What the calibrated flags detect where that differs from the catalogue's (the reference's) wording. */
const CALIBRATED_DESCRIPTIONS: Partial<Record<Flag, string>> = {
  // Any local link is resolved, not only those into references/.
  ORPHAN_REFERENCE: 'A link points at a local file that is not there.',
};

export function calibratedAntiPatterns(skill: ParsedSkill): AntiPattern[] {
  const d = skillDocument(skill);
  const out: AntiPattern[] = [];
  for (const rule of RULES) {
    for (const o of rule.find(skill, d)) {
      const ap: AntiPattern = {
        flag: rule.flag,
        description: CALIBRATED_DESCRIPTIONS[rule.flag] ?? describe(rule.flag),
        severity: ANTI_PATTERN.severity[rule.flag],
        file: o.file ?? skill.file,
      };
      if (o.line !== null) ap.line = o.line;
      out.push(ap);
    }
  }
  return out;
}

/** Content words of the description, for reports that quote what held a score down. */
export function descriptionWords(s: ParsedSkill): string[] {
  return contentWords(s.description);
}
