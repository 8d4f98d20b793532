// The static layer's rules (spec §2, §3): anti-patterns, sub-scores and portability findings.
// Each rule is small, named after what it checks, and takes its numbers from src/contract/weights.ts and
// its words from the catalog.
import { describe } from './catalog.js';
import {
  cpLength,
  countMatches,
  forEachPyLine,
  isPySpaceRange,
  lineIndex,
  pyRegex,
  pyStrip,
  pyStripRange,
} from '../parse/pytext.js';
import {
  ANTI_PATTERN,
  ECOSYSTEM,
  FRONTMATTER,
  ORCHESTRATION,
  PORTABILITY,
  PROGRESSIVE,
  STATIC_SUBSCORES,
  STRUCTURE,
  TOKENS,
  type StaticSubscoreName,
} from '../contract/weights.js';
import type { AntiPattern, Finding, ParsedSkill } from '../contract/types.js';

// ---------------------------------------------------------------- patterns

const TRIGGER_PHRASE = pyRegex(
  '\\b(?:(?:should\\s+be\\s+)?used?\\s+(?:this\\s+skill\\s+)?(?:immediately\\s+)?(?:when|after|before|whenever)' +
    '|use\\s+proactively|triggers?\\s+(?:when|on)|auto(?:-|\\s)?loads?\\s+(?:when|on))\\b',
  'i',
);
const PROACTIVELY = pyRegex('\\bproactively\\b', 'i');
const PUSHY_KEYWORD = pyRegex('\\b(?:automatically|trigger|invoke|always\\s+use)\\b', 'i');
const CONTEXT_ITEM = pyRegex(
  ',\\s*(?:or\\s+)?(?:when|for|during|implementing|building|creating|debugging|testing|deploying|configuring|setting up)',
  'g',
);
const GERUND_CONTEXT = pyRegex('\\b(?:when|for|during)\\s+\\w+ing\\b', 'i');

// A line with `output` … `format`, `format` … `output`, or `return` … `json`. `return` only has to
// start a word and `json` only has to end one (the reference's `\breturn.*json\b`): "returns JSON",
// "return user.from_json(" and "returning GeoJSON" all count.
const OUTPUT_FORMAT_PAIRS: ReadonlyArray<readonly [NextMatch, NextMatch]> = [
  [regexEnd(pyRegex('\\boutput\\b', 'g')), regexStart(pyRegex('\\bformat\\b', 'g'))],
  [regexEnd(pyRegex('\\bformat\\b', 'g')), regexStart(pyRegex('\\boutput\\b', 'g'))],
  [regexEnd(pyRegex('\\breturn', 'g')), regexStart(pyRegex('json\\b', 'g'))],
];
const PRODUCES_WORDS = pyRegex('\\b(?:returns?|produces?|outputs?|generates?)\\b');
const INPUT_WORDS = pyRegex('\\b(?:input|receives?|accepts?|parameters?|args?)\\b');
const ORCHESTRATOR_WORDS = pyRegex('\\b(?:orchestrat|coordinat|dispatch)');

const DECISION_WORDS = ['decision', 'when to use', 'comparison', 'tradeoff'];
const RELATED_WORDS = pyRegex('\\b(?:related|see also|companion)\\b|\\bcomplement');

/**
 * Every `(references/<path>)` link, as `/\(references\/([^)]+)\)/g` finds them, but in linear time:
 * the regex re-scans to the end of the text from every `(references/` that is never closed.
 * Once no `)` follows, no later match can exist either.
 */
export function referenceLinks(text: string): Array<{ index: number; path: string }> {
  const out: Array<{ index: number; path: string }> = [];
  const open = '(references/';
  for (let at = text.indexOf(open); at >= 0;) {
    const close = text.indexOf(')', at + open.length);
    if (close < 0) break;
    if (close > at + open.length) {
      out.push({ index: at, path: text.slice(at + open.length, close) });
      at = text.indexOf(open, close + 1);
    } else {
      at = text.indexOf(open, at + 1);
    }
  }
  return out;
}
const TOOL_ALT = PORTABILITY.toolNames.join('|');
const TOOL_REF = pyRegex(
  `\\b(?:the|use|using|call|calling|invoke|invoking|via)\\s+\`(${TOOL_ALT})\`|\`(${TOOL_ALT})\`\\s+tool\\b`,
  'gi',
);
const TOOL_PROSE = pyRegex(`\\b[Tt][Hh][Ee]\\s+\`?(?:${TOOL_ALT})\`?\\s+tool\\b`);

const MUST_WORD = pyRegex('\\b(?:MUST|NEVER|ALWAYS)\\b');
const CROSS_REF_AT = pyRegex('(?<![\\w-])(?:skills?/|sub-skills/)[a-z0-9-]+(?:/[a-z0-9-]+)*', 'g');

// ---------------------------------------------------------------- helpers

function strippedDescriptionLength(skill: ParsedSkill): number {
  return cpLength(pyStrip(skill.description));
}

export function hasTriggerPhrase(description: string): boolean {
  return TRIGGER_PHRASE.test(description);
}

/** A skill relies on its description unless it is never invoked by the model or loads by paths. */
export function reliesOnDescription(skill: ParsedSkill): boolean {
  const fm = skill.frontmatter;
  if (fm['disable-model-invocation'] === true) return false;
  const paths = fm.paths;
  if (typeof paths === 'string' && paths.length > 0) return false;
  return true;
}

function firstAtLeast<T extends { min: number }>(steps: readonly T[], value: number): T | undefined {
  return steps.find((s) => value >= s.min);
}

const clamp01 = (x: number): number => Math.min(1, Math.max(0, x));

/** The last text lower-cased: several sub-scores and the advice read the same skill's lower-case text. */
let lastLower = { text: '', lower: '' };

/** `text.toLowerCase()`, computed once for consecutive calls on the same text. */
export function lowerText(text: string): string {
  if (text !== lastLower.text) lastLower = { text, lower: text.toLowerCase() };
  return lastLower.lower;
}

// ---------------------------------------------------------------- anti-patterns

interface AntiPatternRule {
  flag: keyof typeof ANTI_PATTERN.severity;
  /** One entry per occurrence: the line it is on (or null when it has none). */
  find(skill: ParsedSkill): Array<number | null>;
}

const ANTI_PATTERN_RULES: AntiPatternRule[] = [
  {
    flag: 'OVER_CONSTRAINED',
    find: (s) => {
      if (s.mustCount <= ANTI_PATTERN.maxMustCount) return [];
      const m = MUST_WORD.exec(s.text);
      return [m ? lineIndex(s.text)(m.index) : null];
    },
  },
  {
    flag: 'EMPTY_DESCRIPTION',
    find: (s) => (strippedDescriptionLength(s) < ANTI_PATTERN.minDescriptionLength ? [s.descriptionLine] : []),
  },
  {
    flag: 'MISSING_TRIGGER',
    find: (s) => (reliesOnDescription(s) && !hasTriggerPhrase(s.description) ? [s.descriptionLine] : []),
  },
  {
    flag: 'BLOATED_SKILL',
    find: (s) => (s.lineCount > ANTI_PATTERN.bloatedLineCount && s.references === null ? [null] : []),
  },
  {
    flag: 'ORPHAN_REFERENCE',
    find: (s) => {
      if (s.references === null) return [];
      const present = new Set(s.references.map((f) => f.toLowerCase()));
      const lineOf = lineIndex(s.text);
      const lines: number[] = [];
      for (const m of referenceLinks(s.text)) {
        const last = m.path.split('/').pop() as string;
        if (!present.has(last.toLowerCase())) lines.push(lineOf(m.index));
      }
      return lines;
    },
  },
  {
    flag: 'DEAD_CROSS_REF',
    find: (s) => {
      const offset = s.text.length - s.body.length;
      const lineOf = lineIndex(s.text);
      const lines: number[] = [];
      let i = 0;
      for (const m of s.body.matchAll(CROSS_REF_AT)) {
        const ref = s.crossRefs[i++];
        if (!s.crossRefExists[ref]) lines.push(lineOf(offset + m.index));
      }
      return lines;
    },
  },
];

export function findAntiPatterns(skill: ParsedSkill): AntiPattern[] {
  const out: AntiPattern[] = [];
  for (const rule of ANTI_PATTERN_RULES) {
    for (const line of rule.find(skill)) {
      const ap: AntiPattern = {
        flag: rule.flag,
        description: describe(rule.flag),
        severity: ANTI_PATTERN.severity[rule.flag],
        file: skill.file,
      };
      if (line !== null) ap.line = line;
      out.push(ap);
    }
  }
  return out;
}

// ---------------------------------------------------------------- sub-scores

function frontmatterQuality(s: ParsedSkill): number {
  const P = FRONTMATTER.pushiness;
  const d = s.description;
  const len = strippedDescriptionLength(s);
  const name = s.name === '' ? 0 : s.name !== s.dirName ? FRONTMATTER.nameDiffers : FRONTMATTER.nameEqualsFolder;
  const length = firstAtLeast(FRONTMATTER.descriptionLength, len)?.score ?? 0;
  const contextItems = countMatches(CONTEXT_ITEM, d.toLowerCase());
  let push = 0;
  if (hasTriggerPhrase(d)) push += P.triggerPhrase;
  if (PROACTIVELY.test(d)) push += P.proactively;
  if (PUSHY_KEYWORD.test(d)) push += P.keyword;
  if (contextItems >= P.manyContextItems.min) push += P.manyContextItems.score;
  else if (contextItems >= P.someContextItems.min) push += P.someContextItems.score;
  if (GERUND_CONTEXT.test(d)) push += P.gerundContext;
  if (len >= P.longDescription.min) push += P.longDescription.score;
  return name + length + FRONTMATTER.pushinessWeight * Math.min(1, push);
}

/** The next match at or after `from`: its end offset (as `first`) or its start (as `second`); -1 when none. */
export type NextMatch = (text: string, from: number) => number;

/** A `g` regex as inOrderOnALine's `first`: the end of its next match. */
export function regexEnd(re: RegExp): NextMatch {
  return (text, from) => {
    re.lastIndex = from;
    const m = re.exec(text);
    return m ? m.index + m[0].length : -1;
  };
}

/** A `g` regex as inOrderOnALine's `second`: the start of its next match. */
export function regexStart(re: RegExp): NextMatch {
  return (text, from) => {
    re.lastIndex = from;
    const m = re.exec(text);
    return m ? m.index : -1;
  };
}

/**
 * Whether a line has a match of `first` and, starting at or after its end, a match of `second`
 * (`first.*second` as one regex, `.` stopping where `lineEnd` ends a line), in one pass over the
 * text: a line's earliest `first` leaves `second` the most room, so each line needs its first
 * `first` and the next `second` after it. Both match words only (never a line break), so a match in
 * the whole text is a match in its line: a line break is a non-word character, as a line's edge is.
 */
export function inOrderOnALine(
  text: string,
  first: NextMatch,
  second: NextMatch,
  lineEnd: (text: string, from: number) => number = nextNewline,
): boolean {
  // The next `second` at or after `from` is found once and kept while `from` stays at or before it.
  let secondFrom = -1;
  let secondAt = -1;
  for (let pos = 0; pos <= text.length;) {
    const from = first(text, pos);
    if (from < 0) return false;
    const end = lineEnd(text, from);
    if (secondFrom < 0 || from < secondFrom || (secondAt >= 0 && from > secondAt)) {
      secondFrom = from;
      secondAt = second(text, from);
    }
    if (secondAt < 0) return false;
    if (secondAt < end) return true;
    pos = end + 1;
  }
  return false;
}

/** Offset of the \n ending the line that holds `from` (the text's length on the last line). */
export function nextNewline(text: string, from: number): number {
  const i = text.indexOf('\n', from);
  return i < 0 ? text.length : i;
}

function orchestrationWiring(s: ParsedSkill): number {
  const t = lowerText(s.text);
  let score = ORCHESTRATION.base;
  if (OUTPUT_FORMAT_PAIRS.some(([a, b]) => inOrderOnALine(t, a, b))) score += ORCHESTRATION.outputFormat;
  if (PRODUCES_WORDS.test(t)) score += ORCHESTRATION.producesWords;
  if (INPUT_WORDS.test(t)) score += ORCHESTRATION.inputWords;
  if (s.fenceCount >= ORCHESTRATION.fences.min) score += ORCHESTRATION.fences.score;
  if (ORCHESTRATOR_WORDS.test(t)) score += ORCHESTRATION.orchestratorWords;
  return score;
}

function progressiveDisclosure(s: ParsedSkill): number {
  const L = s.lineCount;
  let score = PROGRESSIVE.byLines.find((r) => L >= r.min && L <= r.max)?.score ?? 0;
  if (s.references !== null && s.references.length > 0) {
    score += L >= PROGRESSIVE.referencesLong.minLines ? PROGRESSIVE.referencesLong.score : PROGRESSIVE.referencesShort;
  }
  if (s.assets !== null && s.assets.length > 0) score += PROGRESSIVE.assets;
  return score;
}

function structuralCompleteness(s: ParsedSkill): number {
  let score = 0;
  score += firstAtLeast(STRUCTURE.headings, s.h2Count + s.h3Count)?.score ?? 0;
  score += firstAtLeast(STRUCTURE.fences, s.fenceCount)?.score ?? 0;
  score += firstAtLeast(STRUCTURE.languages, new Set(s.fenceLanguages).size)?.score ?? 0;
  if (s.hasExamples) score += STRUCTURE.examples;
  if (s.hasTroubleshooting) score += STRUCTURE.troubleshooting;
  if (hasLineWithPipes(s.text, 3)) score += STRUCTURE.table;
  const lower = lowerText(s.text);
  if (DECISION_WORDS.some((w) => lower.includes(w))) score += STRUCTURE.decisionWords;
  return score;
}

function tokenEfficiency(s: ParsedSkill): number {
  let score = TOKENS.base;
  const density = s.mustCount / Math.max(s.lineCount, 1);
  const step = TOKENS.density.find((d) => density > d.above);
  if (step) score -= step.penalty;
  let lines = 0;
  const distinct = new Set<string>();
  const t = s.text;
  forEachPyLine(t, (start, end) => {
    if (isPySpaceRange(t, start, end) || t.startsWith('---', start)) return;
    lines++;
    distinct.add(pyStripRange(t, start, end));
  });
  if (lines > 0) score -= TOKENS.repetitionWeight * (1 - distinct.size / lines);
  return score;
}

/** Whether some line (split at \n) holds at least `min` pipes; one pass, by indexOf. */
function hasLineWithPipes(text: string, min: number): boolean {
  for (let p = text.indexOf('|'); p >= 0;) {
    const end = nextNewline(text, p);
    let n = 0;
    for (let q = p; q >= 0 && q < end; q = text.indexOf('|', q + 1)) if (++n >= min) return true;
    p = text.indexOf('|', end);
  }
  return false;
}

function ecosystemCoherence(s: ParsedSkill): number {
  let score = ECOSYSTEM.base + Math.min(ECOSYSTEM.crossRefCap, ECOSYSTEM.perCrossRef * s.crossRefs.length);
  if (RELATED_WORDS.test(lowerText(s.text))) score += ECOSYSTEM.relatedWords;
  return score;
}

/** Harness-portability findings (spec §3); they lower harness_portability, they are not anti-patterns. */
export function portabilityFindings(s: ParsedSkill): Finding[] {
  const out: Finding[] = [];
  const base = { category: 'portability' as const, file: s.file };
  if (s.utf8Bytes > PORTABILITY.codexCapBytes && s.references === null) {
    out.push({
      ...base,
      rule: 'SKILL_OVER_CODEX_CAP',
      severity: PORTABILITY.codexCapSeverity,
      level: 'medium',
      message: describe('SKILL_OVER_CODEX_CAP'),
    });
  }
  const names = new Set<string>();
  let firstRef: number | null = null;
  for (const m of s.text.matchAll(TOOL_REF)) {
    names.add((m[1] ?? m[2]) as string);
    firstRef ??= m.index;
  }
  if (names.size > 0) {
    out.push({
      ...base,
      rule: 'CLAUDE_TOOL_REFS',
      severity: Math.min(PORTABILITY.toolRefCap, PORTABILITY.toolRefPerName * names.size),
      level: 'low',
      message: `${describe('CLAUDE_TOOL_REFS')} Found: ${[...names].join(', ')}.`,
      line: lineIndex(s.text)(firstRef as number),
    });
  }
  const prose = TOOL_PROSE.exec(s.text);
  if (prose) {
    out.push({
      ...base,
      rule: 'CLAUDE_TOOL_PROSE',
      severity: PORTABILITY.toolProseSeverity,
      level: 'low',
      message: describe('CLAUDE_TOOL_PROSE'),
      line: lineIndex(s.text)(prose.index),
    });
  }
  return out;
}

function harnessPortability(findings: readonly Finding[]): number {
  let total = 0;
  for (const f of findings) total += f.severity;
  return Math.max(0, 1 - total);
}

/** The harness_portability sub-score alone (the calibrated method takes it from the reference). */
export function harnessPortabilitySubscore(portability: readonly Finding[]): number {
  return clamp01(harnessPortability(portability));
}

/** One method's rule for each skill sub-score but harness_portability, which both methods share. */
export type SkillSubscoreRules = Record<
  Exclude<StaticSubscoreName, 'harness_portability'>,
  (skill: ParsedSkill) => number
>;

/** The reference's sub-score rules (spec §3). */
export const REFERENCE_SUBSCORES: SkillSubscoreRules = {
  frontmatter_quality: frontmatterQuality,
  orchestration_wiring: orchestrationWiring,
  progressive_disclosure: progressiveDisclosure,
  structural_completeness: structuralCompleteness,
  token_efficiency: tokenEfficiency,
  ecosystem_coherence: ecosystemCoherence,
};

/** A skill's sub-scores by one method's rules, each clamped to [0, 1] (spec §3), in the table's order. */
export function skillSubscores(
  rules: SkillSubscoreRules,
  skill: ParsedSkill,
  portability: readonly Finding[],
): Record<StaticSubscoreName, number> {
  const out = {} as Record<StaticSubscoreName, number>;
  for (const { name } of STATIC_SUBSCORES)
    out[name] = name === 'harness_portability' ? harnessPortabilitySubscore(portability) : clamp01(rules[name](skill));
  return out;
}
