// Advice: for each static dimension below its maximum, the measured facts that held it down, each
// quoting the text and line where it can, with a fix from the catalog. Pure (a parsed skill in,
// facts out); src/composite/advice.ts adds the points each fix would bring.
import { cpLength, forEachPyLine, lineAt, pyStrip, pyStripRange } from '../parse/pytext.js';
import { inOrderOnALine, type NextMatch } from '../text/lineSearch.js';
import { ruleContext } from './context.js';
import { nextWord, type BoundedWord } from '../parse/markdown/document.js';
import type { AntiPattern, DimensionName, Method, ParsedSkill } from '../contract/types.js';
import { affirmsOrchestration } from './subscores/calibrated/orchestrationWiring.js';
import { skillDocument } from '../parse/markdown/skillDocument.js';
import { IN_FENCE } from '../parse/markdown/document.js';
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
  {
    id: 'ADVICE_SHORT_DESCRIPTION',
    title: 'Short description',
    description: 'The description says little about what the skill does and when to use it.',
    fix: 'Say what the skill does and the situations it is for in one or two sentences (100+ characters), in the words users use.',
  },
  {
    id: 'ADVICE_NO_OUTPUT_CONTRACT',
    title: 'No output contract',
    description: 'No line says what the skill produces or in which format.',
    fix: 'State what the skill returns and its format (e.g. "Output: a markdown table of …" or "returns JSON with fields …").',
  },
  {
    id: 'ADVICE_NO_INPUTS',
    title: 'No inputs described',
    description: 'The skill never says what it takes as input.',
    fix: 'Say what the skill needs from the user or the caller (files, arguments, parameters).',
  },
  {
    id: 'ADVICE_ORCHESTRATOR',
    title: 'Coordinates other work',
    description:
      'The skill describes itself as orchestrating or dispatching, which the static layer reads as a weaker fit for one task.',
    fix: 'If the skill does one job, describe that job; keep coordination to the steps that need it.',
  },
  {
    id: 'ADVICE_NO_LINKED_DETAIL',
    title: 'No linked detail',
    description: 'SKILL.md links no reference files for detail to be loaded on demand.',
    fix: 'Move long reference material into files under references/ and link each from the step that needs it.',
  },
  {
    id: 'ADVICE_STRUCTURE',
    title: 'Missing structure',
    description: 'The body lacks parts readers and models rely on: sections, worked examples, troubleshooting.',
    fix: 'Add the missing parts named in the advice: an Examples section with a fenced example, a Troubleshooting section, sections per step.',
  },
  {
    id: 'ADVICE_DENSE_RULES',
    title: 'Dense absolute rules',
    description: 'MUST / NEVER / ALWAYS are a large share of the lines.',
    fix: 'Keep absolute words for the few rules that are absolute; explain the rest with reasons.',
  },
  {
    id: 'ADVICE_REPEATED_LINES',
    title: 'Repeated lines',
    description: 'The same lines appear several times, spending tokens without adding information.',
    fix: 'Say each thing once; refer back to it instead of repeating it.',
  },
  {
    id: 'ADVICE_NO_RELATED',
    title: 'No related skills',
    description: 'The skill does not point to related or companion skills.',
    fix: 'Name the skills to use before, after or instead of this one (a "Related skills" line), if there are any.',
  },
  {
    id: 'ADVICE_PLUGIN_MEMBER',
    title: 'Weaker plugin member',
    description: 'A skill or agent of the plugin scores below the others and pulls the plugin down.',
    fix: "Open that member's own report and apply its advice.",
  },
  {
    id: 'ADVICE_MEASURED',
    title: 'Below the maximum',
    description: 'The sub-score is below its maximum and no single fact explains it.',
    fix: 'See the sub-score in the verbose report (--verbose) for the parts it is made of.',
  },
];
registerRules(ADVICE_RULES);

const FULL_DESCRIPTION = 100;
const FULL_HEADINGS = 6;
const FULL_FENCES = 5;
const DENSE_RULES = 0.1;
const QUOTE_MAX = 120;

/** The text on one line, cut after QUOTE_MAX code points (a pair of surrogates is one, a lone one is one). */
function quote(text: string): string {
  const one = text.replace(/\s+/gu, ' ').trim();
  if (one.length <= QUOTE_MAX) return one;
  let at = 0;
  for (let n = 0; n < QUOTE_MAX && at < one.length; n++) {
    const c = one.charCodeAt(at);
    const pair = c >= 0xd800 && c <= 0xdbff && at + 1 < one.length && (one.charCodeAt(at + 1) & 0xfc00) === 0xdc00;
    at += pair ? 2 : 1;
  }
  return at < one.length ? `${one.slice(0, at)}…` : one;
}

const word = (text: string, boundaryBefore: boolean, boundaryAfter: boolean): BoundedWord => ({
  text,
  boundaryBefore,
  boundaryAfter,
});

/** `output` … `format`, `format` … `output` or `return` … `json` on one line (`\boutput\b`, `\breturn`, `json\b`). */
const OUTPUT_CONTRACT: ReadonlyArray<readonly [NextMatch, NextMatch]> = [
  [wordEnd(word('output', true, true)), wordStart(word('format', true, true))],
  [wordEnd(word('format', true, true)), wordStart(word('output', true, true))],
  [wordEnd(word('return', true, false)), wordStart(word('json', false, true))],
];

/** A word as inOrderOnALine's `first`: the end of its next occurrence. */
function wordEnd(w: BoundedWord): NextMatch {
  return (text, from) => {
    const at = nextWord(text, w, from);
    return at < 0 ? -1 : at + w.text.length;
  };
}

/** A word as inOrderOnALine's `second`: the start of its next occurrence. */
function wordStart(w: BoundedWord): NextMatch {
  return (text, from) => nextWord(text, w, from);
}

const LINE_END = /[\n\r\u2028\u2029]/gu;

/**
 * Offset of the line terminator `.` stops at that ends the line holding `from` (or the text's
 * length): the advice reads lines as a regex's `.` does.
 */
function nextLineEnd(text: string, from: number): number {
  LINE_END.lastIndex = from;
  const m = LINE_END.exec(text);
  return m ? m.index : text.length;
}

/**
 * The first line (split at \n, 1-based) with a match of `re`, found by one search of the whole
 * text: `re` matches words only, and a line's edge is a non-word character as \n is.
 */
function firstLine(text: string, re: RegExp): number | null {
  const m = re.exec(text);
  return m ? lineOfOffset(text, m.index) : null;
}

/** The line (split at \n, 1-based) holding offset `at`. */
function lineOfOffset(text: string, at: number): number {
  let line = 1;
  for (let i = text.indexOf('\n'); i >= 0 && i < at; i = text.indexOf('\n', i + 1)) line++;
  return line;
}

/** firstLine for the alternation of `words`: the leftmost match of any is the regex's match. */
function firstLineOfWords(text: string, words: readonly BoundedWord[]): number | null {
  let at = -1;
  for (const w of words) {
    const i = nextWord(text, w, 0);
    if (i >= 0 && (at < 0 || i < at)) at = i;
  }
  return at < 0 ? null : lineOfOffset(text, at);
}

const OUTPUT_LINE = /\b(?:output|format|returns?|produces?|generates?)\b/u;
const INPUT_WORDS = /\b(?:input|receives?|accepts?|parameters?|args?)\b/u;
/** `\b(?:orchestrat|coordinat|dispatch)`. */
const ORCHESTRATOR_WORDS: readonly BoundedWord[] = [
  word('orchestrat', true, false),
  word('coordinat', true, false),
  word('dispatch', true, false),
];
const RULE_WORDS = /\b(?:MUST|NEVER|ALWAYS)\b/u;
/** `\b(?:related|see also|companion)\b|\bcomplement`. */
const RELATED_WORDS: readonly BoundedWord[] = [
  word('related', true, true),
  word('see also', true, true),
  word('companion', true, true),
  word('complement', true, false),
];

type FactFinder = (skill: ParsedSkill, facts: AdviceFact[], method: Method) => void;

function descriptionFacts(skill: ParsedSkill, facts: AdviceFact[]): void {
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
}

/**
 * The first line (1-based) read as coordinating work: any orchestration word for the reference; for
 * the calibrated method only a line its sub-score counts (outside code, not negated, agent words).
 */
function orchestratorLine(skill: ParsedSkill, lower: string, method: Method): number | null {
  const first = firstLineOfWords(lower, ORCHESTRATOR_WORDS);
  if (method === 'reference' || first === null) return first;
  const doc = skillDocument(skill).main.doc;
  const lines = lower.split('\n');
  for (let i = first - 1; i < lines.length; i++)
    if (doc.kind[i] !== IN_FENCE && affirmsOrchestration(lines[i])) return i + 1;
  return null;
}

function orchestrationFacts(skill: ParsedSkill, facts: AdviceFact[], method: Method): void {
  const lower = ruleContext(skill).lowerText;
  if (!OUTPUT_CONTRACT.some(([a, b]) => inOrderOnALine(lower, a, b, nextLineEnd))) {
    const near = firstLine(lower, OUTPUT_LINE);
    facts.push({
      dimension: 'orchestration_fitness',
      rule: 'ADVICE_NO_OUTPUT_CONTRACT',
      fact: 'No line states the output and its format',
      ...(near ? { quote: quote(lineAt(skill.text, near)), line: near } : {}),
    });
  }
  if (!INPUT_WORDS.test(lower)) {
    facts.push({
      dimension: 'orchestration_fitness',
      rule: 'ADVICE_NO_INPUTS',
      fact: 'No line says what the skill takes as input',
    });
  }
  const orchestrator = orchestratorLine(skill, lower, method);
  if (orchestrator) {
    facts.push({
      dimension: 'orchestration_fitness',
      rule: 'ADVICE_ORCHESTRATOR',
      fact: 'The text describes coordinating or dispatching work',
      quote: quote(lineAt(skill.text, orchestrator)),
      line: orchestrator,
    });
  }
}

function disclosureFacts(skill: ParsedSkill, facts: AdviceFact[]): void {
  if (skill.references === null || skill.references.length === 0) {
    facts.push({
      dimension: 'progressive_disclosure',
      rule: 'ADVICE_NO_LINKED_DETAIL',
      fact: `SKILL.md is ${skill.lineCount} lines and has no reference files to link detail from`,
    });
  }
}

function structureFacts(skill: ParsedSkill, facts: AdviceFact[]): void {
  const missing: string[] = [];
  const headings = skill.h2Count + skill.h3Count;
  if (headings < FULL_HEADINGS)
    missing.push(`${headings} section heading${headings === 1 ? '' : 's'} (${FULL_HEADINGS}+ earn full credit)`);
  const blocks = Math.floor(skill.fenceCount / 2);
  if (skill.fenceCount < FULL_FENCES) missing.push(`${blocks} fenced code example${blocks === 1 ? '' : 's'}`);
  if (!skill.hasExamples) missing.push('no "## Examples" or "## Usage" section');
  if (!skill.hasTroubleshooting) missing.push('no "## Troubleshooting" section');
  if (missing.length)
    facts.push({
      dimension: 'structural_completeness',
      rule: 'ADVICE_STRUCTURE',
      fact: `The body has ${missing.join(', ')}`,
    });
}

function tokenFacts(skill: ParsedSkill, facts: AdviceFact[]): void {
  const density = skill.mustCount / Math.max(skill.lineCount, 1);
  if (density > DENSE_RULES) {
    const first = firstLine(skill.text, RULE_WORDS);
    facts.push({
      dimension: 'token_efficiency',
      rule: 'ADVICE_DENSE_RULES',
      fact: `${skill.mustCount} MUST/NEVER/ALWAYS in ${skill.lineCount} lines`,
      ...(first ? { quote: quote(lineAt(skill.text, first)), line: first } : {}),
    });
  }
  // Each distinct stripped line (not blank, not starting with ---) gets a slot, in order of first sight.
  const slotOf = new Map<string, number>();
  const counts: number[] = [];
  const firstLines: number[] = [];
  const text = skill.text;
  forEachPyLine(text, (start, end, i) => {
    if (text.startsWith('---', start)) return;
    const s = pyStripRange(text, start, end);
    if (s === '') return;
    const slot = slotOf.get(s);
    if (slot === undefined) {
      slotOf.set(s, counts.length);
      counts.push(1);
      firstLines.push(i + 1);
    } else {
      counts[slot]++;
    }
  });
  // The worst is the first line (in order of first sight) with the highest count above one.
  let worst = -1;
  let repeats = 0;
  for (let k = 0; k < counts.length; k++) {
    if (counts[k] > 1) {
      repeats += counts[k] - 1;
      if (worst < 0 || counts[k] > counts[worst]) worst = k;
    }
  }
  if (worst >= 0) {
    let worstText = '';
    for (const [s, slot] of slotOf) {
      if (slot === worst) {
        worstText = s;
        break;
      }
    }
    facts.push({
      dimension: 'token_efficiency',
      rule: 'ADVICE_REPEATED_LINES',
      fact: `${repeats} repeated line${repeats === 1 ? '' : 's'}; this one appears ${counts[worst]} times`,
      quote: quote(worstText),
      line: firstLines[worst],
    });
  }
}

function ecosystemFacts(skill: ParsedSkill, facts: AdviceFact[]): void {
  if (skill.crossRefs.length === 0 && !RELATED_WORDS.some((w) => nextWord(ruleContext(skill).lowerText, w, 0) >= 0)) {
    facts.push({
      dimension: 'ecosystem_coherence',
      rule: 'ADVICE_NO_RELATED',
      fact: 'The skill names no related or companion skill',
    });
  }
}

/** The fact finders of each dimension, in the order the facts are listed. */
const FACT_FINDERS: ReadonlyArray<readonly [DimensionName, FactFinder]> = [
  ['triggering_accuracy', descriptionFacts],
  ['orchestration_fitness', orchestrationFacts],
  ['progressive_disclosure', disclosureFacts],
  ['structural_completeness', structureFacts],
  ['token_efficiency', tokenFacts],
  ['ecosystem_coherence', ecosystemFacts],
];

/** The facts of a skill, given its static anti-patterns (their flags already carry their own advice). */
export function adviceFacts(
  skill: ParsedSkill,
  _antiPatterns: readonly AntiPattern[] = [],
  method: Method = 'reference',
): AdviceFact[] {
  const facts: AdviceFact[] = [];
  for (const [, find] of FACT_FINDERS) find(skill, facts, method);
  return facts;
}

/**
 * The facts of one dimension (adviceFacts' entries for it, in order): the advice asks only for the dimensions it shows.
 */
export function dimensionFacts(
  skill: ParsedSkill,
  dimension: DimensionName,
  method: Method = 'reference',
): AdviceFact[] {
  const facts: AdviceFact[] = [];
  for (const [d, find] of FACT_FINDERS) if (d === dimension) find(skill, facts, method);
  return facts;
}
