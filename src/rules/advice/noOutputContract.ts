import { lineAt } from '../../parse/pytext.js';
import { nextWord, type BoundedWord } from '../../parse/markdown/document.js';
import { defineRule } from '../rule.js';
import { inOrderOnALine, type NextMatch } from '../../text/lineSearch.js';
import { firstLine, quote, word, type AdviceDetector } from './fact.js';

const ID = 'ADVICE_NO_OUTPUT_CONTRACT';

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

/** `output` … `format`, `format` … `output` or `return` … `json` on one line (`\boutput\b`, `\breturn`, `json\b`). */
const OUTPUT_CONTRACT: ReadonlyArray<readonly [NextMatch, NextMatch]> = [
  [wordEnd(word('output', true, true)), wordStart(word('format', true, true))],
  [wordEnd(word('format', true, true)), wordStart(word('output', true, true))],
  [wordEnd(word('return', true, false)), wordStart(word('json', false, true))],
];

const OUTPUT_LINE = /\b(?:output|format|returns?|produces?|generates?)\b/u;

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

/** Whether a lower-cased text has a line stating the output and its format. */
export function statesOutputContract(lower: string): boolean {
  return OUTPUT_CONTRACT.some(([a, b]) => inOrderOnALine(lower, a, b, nextLineEnd));
}

const detect: AdviceDetector = ({ skill, lowerText: lower }) => {
  if (statesOutputContract(lower)) return null;
  const near = firstLine(lower, OUTPUT_LINE);
  return {
    dimension: 'orchestration_fitness',
    rule: ID,
    fact: 'No line states the output and its format',
    ...(near ? { quote: quote(lineAt(skill.text, near)), line: near } : {}),
  };
};

export const adviceNoOutputContract = defineRule({
  id: ID,
  family: 'advice',
  title: 'No output contract',
  description: 'No line says what the skill produces or in which format.',
  why: 'Without a stated result the agent improvises its shape each time, so whoever uses the output (a person, a script or another skill) gets a different format from one run to the next.',
  bad: 'Summarise the pull request for the reviewer.',
  good: 'Summarise the pull request for the reviewer.\nOutput format: a markdown list of changes, then one line "Risk: low|medium|high".',
  fix: 'State what the skill returns and its format (e.g. "Output: a markdown table of …" or "returns JSON with fields …").',
  methods:
    "The calibrated method reads SKILL.md and the files it links, and gives no item when a line states the output and its format or a heading, label or sentence about the output is followed by its specification (what the orchestration sub-score credits); the item's points are measured by adding an Output section stating the format and scoring the skill again.",
  detect,
});
