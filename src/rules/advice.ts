// Advice: for each static dimension below its maximum, the measured facts that held it down, each
// quoting the text and line where it can, with a fix from the catalog. Pure (a parsed skill in,
// facts out); src/composite/advice.ts adds the points each fix would bring.
import { countChar, cpLength, forEachPyLine, isPySpaceRange, lineAt, pyStrip, pyStripRange } from '../parse/pytext.js';
import { inOrderOnALine, lowerText } from './static.js';
import type { AntiPattern, DimensionName, ParsedSkill } from '../types.js';
import { registerRules, type RuleInfo } from './catalog.js';

/** A measured fact that holds a dimension below its maximum. */
export interface AdviceFact {
  dimension: DimensionName;
  /** Catalog id whose fix text applies. */
  rule: string;
  fact: string;
  quote?: string;
  line?: number;
}

export const ADVICE_RULES: RuleInfo[] = [
  { id: 'ADVICE_SHORT_DESCRIPTION', title: 'Short description', description: 'The description says little about what the skill does and when to use it.', fix: 'Say what the skill does and the situations it is for in one or two sentences (100+ characters), in the words users use.' },
  { id: 'ADVICE_NO_OUTPUT_CONTRACT', title: 'No output contract', description: 'No line says what the skill produces or in which format.', fix: 'State what the skill returns and its format (e.g. "Output: a markdown table of …" or "returns JSON with fields …").' },
  { id: 'ADVICE_NO_INPUTS', title: 'No inputs described', description: 'The skill never says what it takes as input.', fix: 'Say what the skill needs from the user or the caller (files, arguments, parameters).' },
  { id: 'ADVICE_ORCHESTRATOR', title: 'Coordinates other work', description: 'The skill describes itself as orchestrating or dispatching, which the static layer reads as a weaker fit for one task.', fix: 'If the skill does one job, describe that job; keep coordination to the steps that need it.' },
  { id: 'ADVICE_NO_LINKED_DETAIL', title: 'No linked detail', description: 'SKILL.md links no reference files for detail to be loaded on demand.', fix: 'Move long reference material into files under references/ and link each from the step that needs it.' },
  { id: 'ADVICE_STRUCTURE', title: 'Missing structure', description: 'The body lacks parts readers and models rely on: sections, worked examples, troubleshooting.', fix: 'Add the missing parts named in the advice: an Examples section with a fenced example, a Troubleshooting section, sections per step.' },
  { id: 'ADVICE_DENSE_RULES', title: 'Dense absolute rules', description: 'MUST / NEVER / ALWAYS are a large share of the lines.', fix: 'Keep absolute words for the few rules that are absolute; explain the rest with reasons.' },
  { id: 'ADVICE_REPEATED_LINES', title: 'Repeated lines', description: 'The same lines appear several times, spending tokens without adding information.', fix: 'Say each thing once; refer back to it instead of repeating it.' },
  { id: 'ADVICE_NO_RELATED', title: 'No related skills', description: 'The skill does not point to related or companion skills.', fix: 'Name the skills to use before, after or instead of this one (a "Related skills" line), if there are any.' },
  { id: 'ADVICE_PLUGIN_MEMBER', title: 'Weaker plugin member', description: 'A skill or agent of the plugin scores below the others and pulls the plugin down.', fix: 'Open that member\'s own report and apply its advice.' },
  { id: 'ADVICE_MEASURED', title: 'Below the maximum', description: 'The sub-score is below its maximum and no single fact explains it.', fix: 'See the sub-score in the verbose report (--verbose) for the parts it is made of.' },
];
registerRules(ADVICE_RULES);

const FULL_DESCRIPTION = 100;
const FULL_HEADINGS = 6;
const FULL_FENCES = 5;
const DENSE_RULES = 0.1;
const QUOTE_MAX = 120;

function quote(text: string): string {
  const one = text.replace(/\s+/gu, ' ').trim();
  const chars = Array.from(one);
  return chars.length > QUOTE_MAX ? `${chars.slice(0, QUOTE_MAX).join('')}…` : one;
}

/** `output` … `format`, `format` … `output` or `return` … `json` on one line. */
const OUTPUT_CONTRACT: ReadonlyArray<readonly [RegExp, RegExp]> = [
  [/\boutput\b/gu, /\bformat\b/gu],
  [/\bformat\b/gu, /\boutput\b/gu],
  [/\breturn/gu, /json\b/gu],
];

const LINE_END = /[\n\r\u2028\u2029]/gu;

/** Offset of the line terminator `.` stops at that ends the line holding `from` (or the text's length). */
function nextLineEnd(text: string, from: number): number {
  LINE_END.lastIndex = from;
  const m = LINE_END.exec(text);
  return m ? m.index : text.length;
}

/**
 * Whether `first.*second` matches (`.` stops at a line terminator), in linear time: the regex
 * re-scans the rest of a line from every `first`; inOrderOnALine looks at each line's earliest one.
 */
function inOrderOnOneLine(text: string, first: RegExp, second: RegExp): boolean {
  return inOrderOnALine(text, first, second, nextLineEnd);
}

/**
 * The first line (split at \n, 1-based) with a match of `re`, found by one search of the whole
 * text: `re` matches words only, and a line's edge is a non-word character as \n is.
 */
function firstLine(text: string, re: RegExp): number | null {
  const m = re.exec(text);
  return m ? countChar(text.slice(0, m.index), '\n') + 1 : null;
}

/** The facts of a skill, given its static anti-patterns (their flags already carry their own advice). */
export function adviceFacts(skill: ParsedSkill, antiPatterns: readonly AntiPattern[] = []): AdviceFact[] {
  const facts: AdviceFact[] = [];
  const lower = lowerText(skill.text);
  const flagged = new Set(antiPatterns.map((a) => a.flag));

  const len = cpLength(pyStrip(skill.description));
  // Said even when EMPTY_DESCRIPTION is flagged: the flag's advice is the penalty, this is the dimension.
  if (len < FULL_DESCRIPTION) {
    facts.push({
      dimension: 'triggering_accuracy',
      rule: 'ADVICE_SHORT_DESCRIPTION',
      fact: `The description is ${len} characters (${FULL_DESCRIPTION}+ earn full credit)`,
      ...(skill.description ? { quote: quote(skill.description) } : {}),
      ...(skill.descriptionLine !== null ? { line: skill.descriptionLine } : {}),
    });
  }

  const outputLine = /\b(?:output|format|returns?|produces?|generates?)\b/u;
  if (!OUTPUT_CONTRACT.some(([a, b]) => inOrderOnOneLine(lower, a, b))) {
    const near = firstLine(lower, outputLine);
    facts.push({ dimension: 'orchestration_fitness', rule: 'ADVICE_NO_OUTPUT_CONTRACT', fact: 'No line states the output and its format', ...(near ? { quote: quote(lineAt(skill.text, near)), line: near } : {}) });
  }
  if (!/\b(?:input|receives?|accepts?|parameters?|args?)\b/u.test(lower)) {
    facts.push({ dimension: 'orchestration_fitness', rule: 'ADVICE_NO_INPUTS', fact: 'No line says what the skill takes as input' });
  }
  const orchestrator = firstLine(lower, /\b(?:orchestrat|coordinat|dispatch)/u);
  if (orchestrator) {
    facts.push({ dimension: 'orchestration_fitness', rule: 'ADVICE_ORCHESTRATOR', fact: 'The text describes coordinating or dispatching work', quote: quote(lineAt(skill.text, orchestrator)), line: orchestrator });
  }

  if (skill.references === null || skill.references.length === 0) {
    facts.push({ dimension: 'progressive_disclosure', rule: 'ADVICE_NO_LINKED_DETAIL', fact: `SKILL.md is ${skill.lineCount} lines and has no reference files to link detail from` });
  }

  const missing: string[] = [];
  const headings = skill.h2Count + skill.h3Count;
  if (headings < FULL_HEADINGS) missing.push(`${headings} section heading${headings === 1 ? '' : 's'} (${FULL_HEADINGS}+ earn full credit)`);
  const blocks = Math.floor(skill.fenceCount / 2);
  if (skill.fenceCount < FULL_FENCES) missing.push(`${blocks} fenced code example${blocks === 1 ? '' : 's'}`);
  if (!skill.hasExamples) missing.push('no "## Examples" or "## Usage" section');
  if (!skill.hasTroubleshooting) missing.push('no "## Troubleshooting" section');
  if (missing.length) facts.push({ dimension: 'structural_completeness', rule: 'ADVICE_STRUCTURE', fact: `The body has ${missing.join(', ')}` });

  const density = skill.mustCount / Math.max(skill.lineCount, 1);
  if (density > DENSE_RULES) {
    const first = firstLine(skill.text, /\b(?:MUST|NEVER|ALWAYS)\b/u);
    facts.push({ dimension: 'token_efficiency', rule: 'ADVICE_DENSE_RULES', fact: `${skill.mustCount} MUST/NEVER/ALWAYS in ${skill.lineCount} lines`, ...(first ? { quote: quote(lineAt(skill.text, first)), line: first } : {}) });
  }
  const seen = new Map<string, { line: number; count: number }>();
  const text = skill.text;
  forEachPyLine(text, (start, end, i) => {
    if (isPySpaceRange(text, start, end) || text.startsWith('---', start)) return;
    const s = pyStripRange(text, start, end);
    const e = seen.get(s);
    if (e) e.count++;
    else seen.set(s, { line: i + 1, count: 1 });
  });
  let worst: [string, { line: number; count: number }] | null = null;
  let repeats = 0;
  for (const entry of seen) {
    if (entry[1].count > 1) repeats += entry[1].count - 1;
    if (entry[1].count > 1 && (!worst || entry[1].count > worst[1].count)) worst = entry;
  }
  if (worst) {
    facts.push({ dimension: 'token_efficiency', rule: 'ADVICE_REPEATED_LINES', fact: `${repeats} repeated line${repeats === 1 ? '' : 's'}; this one appears ${worst[1].count} times`, quote: quote(worst[0]), line: worst[1].line });
  }

  if (!/\b(?:related|see also|companion)\b|\bcomplement/u.test(lower) && skill.crossRefs.length === 0) {
    facts.push({ dimension: 'ecosystem_coherence', rule: 'ADVICE_NO_RELATED', fact: 'The skill names no related or companion skill' });
  }
  return facts;
}
