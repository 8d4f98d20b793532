// orchestration_wiring, calibrated: whether the document specifies its output and its inputs
// (whatever file they sit in), and whether it orchestrates agents. A contract is credited only
// where a heading or label about it is followed by what specifies it (fields, a format, a code
// block, a table, a list); a sentence that only names inputs or "returns JSON" earns nothing. A body
// with no text at all (blank, or headings and empty code blocks only) wires nothing, and earns no base.
import { CAL_ORCHESTRATION } from '../../../contract/calibratedWeights.js';
import { holdsText } from '../../../parse/markdown/lineKeys.js';
import { hasWord, IN_FENCE, PROSE, specificWords, type Doc } from '../../../parse/markdown/document.js';
import { lowerWholeText, partMemo, type DocPart } from '../../../parse/markdown/skillDocument.js';
import {
  headingCursor,
  paragraphEnd,
  paragraphText,
  sectionEnd,
  specifiedBelow,
} from '../../../parse/markdown/specified.js';
import { forLinesMatching, someLineMatching } from '../../../text/lineSearch.js';
import { negatedBefore } from '../../security/text.js';
import type { RuleContext } from '../../context.js';
import { Shortfalls, type Shortfall } from './shortfall.js';

const ORCHESTRATES = /\b(?:orchestrat|coordinat|dispatch)/;
/** ORCHESTRATES's words, for hasWord (a line is read only when the text holds one). */
const ORCHESTRATES_WORDS = ['orchestrat', 'coordinat', 'dispatch'];
const AGENT_WORDS = /\b(?:agents?|subagents?|sub-agents?|workers?|skills?)\b/;
const AGENT_WORDS_G = new RegExp(AGENT_WORDS.source, 'g');
const ORCHESTRATES_G = new RegExp(ORCHESTRATES.source, 'g');
const ORCHESTRATES_ON_LINE = new RegExp(ORCHESTRATES.source, 'g');

/** What a contract is about: its output, or its inputs. */
interface ContractWords {
  /** A heading title (lower-cased) about it. */
  heading: RegExp;
  /** A label opening a line ("**Output:**", "- Returns:", "Arguments:"), g and m flags. */
  label: RegExp;
  /** Words of a sentence that introduces it ("The script returns:"), g flag. */
  intro: RegExp;
}

const LABEL_START = String.raw`^[ \t>]*(?:[-*+][ \t]+)?(?:\*\*|__)?`;
const LABEL_END = String.raw`(?:\*\*|__)?[ \t]*:`;
const label = (words: string) => new RegExp(`${LABEL_START}(?:${words})${LABEL_END}`, 'gm');

const OUTPUT: ContractWords = {
  heading:
    /\b(?:outputs?|returns?|deliverables?)\b|\b(?:report(?:ing)?|response|result|verdict|finding)s? (?:format|template|structure|shape|schema|contract)\b|\b(?:final|completion|summary) (?:report|output)\b|\b(?:final|completion) (?:summary|verdict)\b/,
  label: label('outputs?(?: format| shape| contract| schema)?|returns?|deliverables?|results? format|response format'),
  intro: /\b(?:returns?|outputs?|produces?|prints?|emits?|generates?)\b/g,
};

const INPUT: ContractWords = {
  heading: /\b(?:inputs?|arguments?|args|parameters?|params|usage|invocation)\b/,
  label: label('(?:required )?inputs?|arguments?|args|parameters?|params|usage'),
  intro: /\b(?:inputs?|arguments?|parameters?|accepts?|expects?|takes)\b/g,
};

/** A label's own text specifies when it quotes code or names enough specific things. */
const MIN_LABEL_WORDS = 4;

function labelSpecifies(rest: string): boolean {
  if (/`[^`]+`|\{[^}]*\}/.test(rest)) return true;
  return specificWords(rest).length >= MIN_LABEL_WORDS;
}

/** Whether a line, stripped of trailing emphasis and spaces, ends with a colon: it introduces what follows. */
function endsWithColon(line: string): boolean {
  return /:[\s*_]*$/.test(line);
}

/**
 * Whether the part specifies what `words` are about: a heading, label or introducing sentence
 * followed by its specification. A label is read with its whole paragraph, an introducing sentence
 * as the last sentence of its paragraph, however either is wrapped; what follows is looked for
 * after the paragraph. Each paragraph is judged once, from its first line holding a label (or an
 * introducing word): what follows a later one is part of what follows the first.
 */
function specifies(part: DocPart, words: ContractWords): boolean {
  const doc: Doc = part.doc;
  for (let h = 0; h < doc.headings.length; h++) {
    const heading = doc.headings[h];
    if (heading.line < part.start || !words.heading.test(heading.title)) continue;
    if (specifiedBelow(doc, heading.line + 1, sectionEnd(doc, h))) return true;
  }
  const t = lowerWholeText(part);
  let found = false;
  const labels = headingCursor(doc);
  let judged = -1;
  forLinesMatching(t, words.label, (i, a, b) => {
    if (doc.kind[i] !== PROSE || i <= judged) return false;
    judged = paragraphEnd(doc, i);
    const line = t.slice(a, b);
    const after = line.slice(line.indexOf(':') + 1);
    const rest = judged > i ? `${after} ${paragraphText(doc, i + 1, judged)}` : after;
    found = labelSpecifies(rest) || specifiedBelow(doc, judged + 1, labels(judged));
    return found;
  });
  if (found) return true;
  const intros = headingCursor(doc);
  judged = -1;
  forLinesMatching(t, words.intro, (i) => {
    if (doc.kind[i] !== PROSE || i <= judged) return false;
    judged = paragraphEnd(doc, i);
    found =
      endsWithColon(doc.raw[judged]) &&
      introducesInLastSentence(paragraphText(doc, i, judged), words.intro) &&
      specifiedBelow(doc, judged + 1, intros(judged));
    return found;
  });
  return found;
}

/** Where a sentence ends within a paragraph: . ! or ? (closing quotes or brackets after it), then a space. */
const SENTENCE_END = /[.!?]["')\]]*\s/g;

/**
 * Whether the last sentence of a paragraph's text (the one ending with the colon: what introduces
 * the specification) holds an introducing word. The text starts at the paragraph's first line with
 * such a word, so a sentence that began on an earlier line holds none before it.
 */
function introducesInLastSentence(text: string, intro: RegExp): boolean {
  let from = 0;
  SENTENCE_END.lastIndex = 0;
  for (let m = SENTENCE_END.exec(text); m !== null; m = SENTENCE_END.exec(text)) from = m.index + m[0].length;
  // A copy without the g flag: the caller is walking the text with `intro` itself.
  return new RegExp(intro.source).test(text.slice(from).toLowerCase());
}

/** What may stand between a sentence's start and its first word: spaces, emphasis, quotes, brackets. */
const OPENING_MARKUP = /[\s*_`"'([]/;
/** What ends where a sentence, list item, heading, quote or table cell starts. */
const SENTENCE_OPENER = /[.!?:;|>#*+-]/;

/**
 * Whether the text before `at` ends where a sentence starts (after any markup). Reads back over
 * the markup and a list number only, so the words of a line are judged in time linear in it.
 */
function opensSentenceAt(line: string, at: number): boolean {
  let i = at - 1;
  while (i >= 0 && OPENING_MARKUP.test(line.charAt(i))) i--;
  if (i < 0 || SENTENCE_OPENER.test(line.charAt(i))) return true;
  if (line.charAt(i) !== ')') return false;
  // "1) Orchestrate …": a number opening the line.
  let j = i - 1;
  while (j >= 0 && /\d/.test(line.charAt(j))) j--;
  if (j === i - 1) return false;
  while (j >= 0 && /\s/.test(line.charAt(j))) j--;
  return j < 0;
}

/**
 * Whether the word at `at` is a name: capitalised inside a sentence ("published to Orchestrator",
 * a product), not a verb or role the skill takes on.
 */
function isNameAt(rawLine: string, at: number): boolean {
  const first = rawLine.charAt(at);
  return first !== first.toLowerCase() && !opensSentenceAt(rawLine, at);
}

/** Whether the word at `at` is a part of a path ("scripts/dispatch/kv"), not a word of the sentence. */
function inPath(line: string, at: number): boolean {
  if (line.charAt(at - 1) === '/') return true;
  let end = at;
  while (end < line.length && /\w/.test(line.charAt(end))) end++;
  return line.charAt(end) === '/';
}

/** Whether a word of `re` (g flag) stands on the line as a word of its sentence: not a name, not in a path. */
function someWordAt(lowerLine: string, rawLine: string, re: RegExp, negatable: boolean): boolean {
  const cased = rawLine.length === lowerLine.length;
  for (const m of lowerLine.matchAll(re)) {
    if (negatable && negatedBefore(lowerLine, m.index)) continue;
    if ((cased && isNameAt(rawLine, m.index)) || inPath(lowerLine, m.index)) continue;
    return true;
  }
  return false;
}

/**
 * Whether a line says the skill orchestrates agents: an orchestration word, not negated ("not a
 * subagent dispatch"), with agent words; neither kind of word counts as a name ("published to
 * Orchestrator", "list Workers") or inside a path ("scripts/dispatch/kv"). `rawLine` is the line as
 * written (for capitals); when lower-casing changed its length, names are not told apart.
 */
export function affirmsOrchestration(lowerLine: string, rawLine: string = lowerLine): boolean {
  if (!AGENT_WORDS.test(lowerLine) || !someWordAt(lowerLine, rawLine, AGENT_WORDS_G, false)) return false;
  return someWordAt(lowerLine, rawLine, ORCHESTRATES_ON_LINE, true);
}

function orchestratesAgents(part: DocPart): boolean {
  const t = lowerWholeText(part);
  return (
    hasWord(t, ORCHESTRATES_WORDS, false) &&
    someLineMatching(
      t,
      ORCHESTRATES_G,
      (i, a, b) => part.doc.kind[i] !== IN_FENCE && affirmsOrchestration(t.slice(a, b), part.doc.raw[i]),
    )
  );
}

/** An `argument-hint` in the frontmatter specifies the arguments. */
function argumentHint(ctx: RuleContext): boolean {
  const hint = ctx.skill.frontmatter['argument-hint'];
  return typeof hint === 'string' && hint.trim() !== '';
}

// Each part's answers, once per part (a linked file is read once for every edit the advice scores).
const outputIn = (part: DocPart): boolean => specifies(part, OUTPUT);
const inputsIn = (part: DocPart): boolean => specifies(part, INPUT);

/** Whether the skill specifies its output (what the advice on a missing output contract can read). */
export function specifiesOutput(ctx: RuleContext): boolean {
  return ctx.document.parts.some((p) => partMemo(p, outputIn));
}

/** Whether the skill specifies its inputs (an `argument-hint`, or a heading or label with what they are). */
export function specifiesInputs(ctx: RuleContext): boolean {
  return argumentHint(ctx) || ctx.document.parts.some((p) => partMemo(p, inputsIn));
}

/** What the skill specifies and does, as the sub-score reads it. */
function wiringFacts(ctx: RuleContext) {
  const d = ctx.document;
  return {
    output: specifiesOutput(ctx),
    inputs: specifiesInputs(ctx),
    orchestrates: d.parts.some((p) => partMemo(p, orchestratesAgents)),
    hasBlock: d.parts.some((p) => p.doc.blocks.some((b) => b.contentLines > 0)),
  };
}

/** Each part's credit (the orchestrator's a deduction), in the order the sub-score adds them. */
function wiringCredits(ctx: RuleContext) {
  const C = CAL_ORCHESTRATION;
  const f = wiringFacts(ctx);
  return {
    output: f.output ? C.outputContract : 0,
    inputs: f.inputs ? C.inputsSpecified : 0,
    codeBlock: f.hasBlock ? C.codeBlock : 0,
    orchestrator: f.orchestrates ? C.orchestrator : 0,
  };
}

/** Whether SKILL.md's body holds no text at all: blank lines, headings and fence lines only. */
function bodyHoldsNothing(ctx: RuleContext): boolean {
  const { doc, start } = ctx.document.main;
  for (let i = start; i < doc.raw.length; i++) if (holdsText(doc, i)) return false;
  return true;
}

export function orchestrationWiring(ctx: RuleContext): number {
  // Deleting the body must not leave the base, above what a skill whose pasted boilerplate lowers it keeps.
  if (bodyHoldsNothing(ctx)) return CAL_ORCHESTRATION.emptyBody;
  const c = wiringCredits(ctx);
  return CAL_ORCHESTRATION.base + c.output + c.inputs + c.codeBlock + c.orchestrator;
}

export function orchestrationShortfalls(ctx: RuleContext): Shortfall[] {
  const C = CAL_ORCHESTRATION;
  if (bodyHoldsNothing(ctx))
    return new Shortfalls().add(
      C.emptyBody,
      C.base,
      "SKILL.md's body holds no text: no steps, output or inputs",
      'Write the procedure into SKILL.md: the steps, what the skill takes and what it gives back.',
    ).list;
  const c = wiringCredits(ctx);
  return new Shortfalls()
    .add(
      c.output,
      C.outputContract,
      'No heading or label about the output is followed by what it is (its fields, a format, a table, a list or a code block)',
      'Under an "Output" heading, give the output\'s format: its fields, a template or an example.',
    )
    .add(
      c.inputs,
      C.inputsSpecified,
      'No heading or label about the inputs is followed by what they are, and the frontmatter has no argument-hint',
      'Under an "Inputs" heading, list what the skill takes: each argument or file and what it is.',
    )
    .add(
      c.codeBlock,
      C.codeBlock,
      'The skill has no code block',
      'Show a command or an example in a fenced code block.',
    )
    .add(
      c.orchestrator,
      0,
      'A line says the skill orchestrates, coordinates or dispatches agents',
      'If the skill does one job, describe that job; keep coordination to the steps that need it.',
    ).list;
}
