// The calibrated static method: the reference's seven sub-scores and six anti-patterns, each
// measuring what it claims to. One small named rule per check; every rule is one pass over the
// skill's document (SKILL.md plus the markdown files it links inside its folder).
import { describe } from '../catalog.js';
import { pyStrip, cpLength } from '../../parse/pytext.js';
import type { AntiPattern, ParsedSkill, ResolvedPath } from '../../types.js';
import { ANTI_PATTERN } from '../../tables.js';
import { readDescription, type DescriptionReading } from './description.js';
import { bodyStartLine, type Mention } from './mentions.js';
import { preparedText } from './prepared.js';
import { contentWords, wordCount, type Doc } from './text.js';
import { CAL_ANTI_PATTERN, CAL_ECOSYSTEM, CAL_FRONTMATTER, CAL_ORCHESTRATION, CAL_PROGRESSIVE, CAL_STRUCTURE, CAL_TOKENS } from './tables.js';

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
  const out: SkillDocument = { main, linked, parts: [main, ...linked], resolved, description: readDescription(s.description, whenToUse) };
  cache.set(s, out);
  return out;
}

function proseLines(part: DocPart) {
  return part.doc.lines.filter((l) => l.index >= part.start && !l.inFence && !l.fence);
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

/** A skill relies on its description unless it is never invoked by the model or loads by paths. */
export function reliesOnDescription(skill: ParsedSkill): boolean {
  const fm = skill.frontmatter;
  if (fm['disable-model-invocation'] === true) return false;
  const paths = fm.paths;
  if (typeof paths === 'string' && paths.length > 0) return false;
  return true;
}

/** Whether SKILL.md links material of its own that holds real content (a file or a folder). */
export function linksOwnMaterial(d: SkillDocument): boolean {
  return d.main.mentions.some((m) => {
    const r = lookup(d, m);
    return r !== undefined && r.type !== null && r.inSkill && r.substantive;
  });
}

const MUST = /\b(?:MUST|NEVER|ALWAYS)\b/g;

/** MUST / NEVER / ALWAYS in the prose of the document (code examples excluded), with the first line of one in SKILL.md. */
export function mustWords(d: SkillDocument): { count: number; firstLine: number | null } {
  let count = 0;
  let firstLine: number | null = null;
  for (const part of d.parts) {
    for (const l of proseLines(part)) {
      MUST.lastIndex = 0;
      const n = (l.prose.match(MUST) ?? []).length;
      if (n > 0 && firstLine === null && part === d.main) firstLine = l.index + 1;
      count += n;
    }
  }
  return { count, firstLine };
}

const RULE = /\b(MUST NOT|MUST|NEVER|ALWAYS|DO NOT|DON'T)\b((?:\s+[\w'-]+){1,4})/g;
const RULE_SKIP = new Set(['always', 'never', 'be', 'you', 'to', 'not', 'ever']);

/** Rules that contradict each other: the same action required (MUST/ALWAYS x) and forbidden (NEVER/MUST NOT x). */
export function contradictions(d: SkillDocument): number {
  const required = new Set<string>();
  const forbidden = new Set<string>();
  for (const part of d.parts) {
    for (const l of proseLines(part)) {
      if (!/[A-Z]{4}/.test(l.prose)) continue;
      for (const m of l.prose.matchAll(RULE)) {
        const words = m[2].toLowerCase().split(/\s+/).filter((w) => w !== '' && !RULE_SKIP.has(w));
        if (words.length < 1) continue;
        const key = words.slice(0, 3).join(' ');
        const negative = m[1] === 'NEVER' || m[1] === 'MUST NOT' || m[1] === 'DO NOT' || m[1] === "DON'T";
        (negative ? forbidden : required).add(key);
      }
    }
  }
  let n = 0;
  for (const k of required) if (forbidden.has(k)) n++;
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
const PRODUCES = /\b(?:returns?|produces?|outputs?|generates?)\b/;
const INPUTS = /\b(?:inputs?|receives?|accepts?|parameters?|args?|arguments?)\b/;
const ORCHESTRATES = /\b(?:orchestrat|coordinat|dispatch)/;
const AGENT_WORDS = /\b(?:agents?|subagents?|sub-agents?|workers?|skills?)\b/;

/** Whether the document states its inputs and outputs (whatever file they sit in), and whether it orchestrates agents. */
export function orchestrationWiring(s: ParsedSkill): number {
  const d = skillDocument(s);
  const C = CAL_ORCHESTRATION;
  let contract = false;
  let produces = false;
  let inputs = false;
  let orchestrates = false;
  for (const part of d.parts) {
    for (const l of part.doc.lines) {
      if (l.index < part.start) continue;
      const t = l.raw.toLowerCase();
      if (!contract && ((OUTPUT_WORD.test(t) && FORMAT_WORD.test(t)) || (RETURN_WORD.test(t) && JSON_WORD.test(t)))) contract = true;
      if (!produces && PRODUCES.test(t)) produces = true;
      if (!inputs && INPUTS.test(t)) inputs = true;
      if (!orchestrates && !l.inFence && ORCHESTRATES.test(t) && AGENT_WORDS.test(t)) orchestrates = true;
    }
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
  const lines = d.main.doc.lines.filter((l) => l.index >= d.main.start && l.raw.trim() !== '');
  let chars = 0;
  for (const l of lines) chars += l.raw.replace(/\s+/g, '').length;
  return chars < CAL_PROGRESSIVE.emptyBody.maxChars || lines.length < CAL_PROGRESSIVE.emptyBody.maxLines;
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
const TROUBLE_TITLES = /troubleshoot|common (?:issue|problem|mistake|error|pitfall)|faq|pitfall|gotcha|known (?:issue|limitation)|error handling|when things go wrong/;
const TABLE_SEPARATOR = /^\s*\|?\s*:?-{3,}:?\s*(?:\|\s*:?-{3,}:?\s*)+\|?\s*$/;
const DECISION_WORDS = /\b(?:decision|when to use|when not to use|comparison|trade-?offs?)\b/;

/** Sections with content, non-empty code blocks, examples, troubleshooting, tables: empty scaffolding earns nothing. */
export function structuralCompleteness(s: ParsedSkill): number {
  const d = skillDocument(s);
  const C = CAL_STRUCTURE;
  const headings = d.parts.flatMap((p) => p.doc.headings.filter((h) => h.line >= p.start && h.level >= 2 && h.level <= 4 && h.hasContent && h.title !== ''));
  const blocks = d.parts.flatMap((p) => p.doc.blocks.filter((b) => b.contentLines > 0));
  const langs = new Set(blocks.map((b) => b.lang).filter((l) => l !== ''));
  let score = 0;
  score += firstAtLeast(C.headings, headings.length)?.score ?? 0;
  score += firstAtLeast(C.blocks, blocks.length)?.score ?? 0;
  score += firstAtLeast(C.languages, langs.size)?.score ?? 0;
  const boldExample = d.parts.some((p) => proseLines(p).some((l) => /^\s*(?:[-*]\s+)?\*\*examples?\b/i.test(l.prose)));
  if (headings.some((h) => EXAMPLE_TITLES.test(h.title)) || boldExample) score += C.examples;
  if (headings.some((h) => TROUBLE_TITLES.test(h.title))) score += C.troubleshooting;
  const table = d.parts.some((p) => {
    const ls = proseLines(p);
    return ls.some((l, i) => i > 0 && TABLE_SEPARATOR.test(l.raw) && (ls[i - 1].raw.match(/\|/g) ?? []).length >= 2);
  });
  if (table) score += C.table;
  if (d.parts.some((p) => proseLines(p).some((l) => DECISION_WORDS.test(l.prose.toLowerCase())))) score += C.decisionWords;
  return score;
}

function normaliseLine(raw: string): string {
  return raw
    .replace(/^\s*(?:[-*+>]|\d+[.)])\s+/, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

/** Hard-rule density per 100 words of prose, repeated lines, contradictory rules. */
export function tokenEfficiency(s: ParsedSkill): number {
  const d = skillDocument(s);
  const C = CAL_TOKENS;
  let words = 0;
  const lines: string[] = [];
  for (const part of d.parts) {
    for (const l of proseLines(part)) {
      words += wordCount(l.prose);
      const n = normaliseLine(l.raw);
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

const RELATED = /\b(?:related|see also|companion)\b|\bcomplement/;

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
  const related = d.parts.some((p) => proseLines(p).some((l) => RELATED.test(l.prose.toLowerCase())));
  if (related) score += refs.size > 0 ? C.relatedWithRef : C.relatedAlone;
  return score;
}

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
      return must.count > CAL_ANTI_PATTERN.maxMustCount || contradictions(d) >= CAL_ANTI_PATTERN.contradictions ? [{ line: must.firstLine }] : [];
    },
  },
  {
    flag: 'EMPTY_DESCRIPTION',
    find: (s, d) =>
      cpLength(pyStrip(s.description)) < ANTI_PATTERN.minDescriptionLength || d.description.units < CAL_FRONTMATTER.minUnits ? [{ line: s.descriptionLine }] : [],
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

export function calibratedAntiPatterns(skill: ParsedSkill): AntiPattern[] {
  const d = skillDocument(skill);
  const out: AntiPattern[] = [];
  for (const rule of RULES) {
    for (const o of rule.find(skill, d)) {
      const ap: AntiPattern = { flag: rule.flag, description: describe(rule.flag), severity: ANTI_PATTERN.severity[rule.flag], file: o.file ?? skill.file };
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
