// orchestration_wiring, calibrated: whether the document specifies its output and its inputs
// (whatever file they sit in), and whether it orchestrates agents. A contract is credited only
// where a heading or label about it is followed by what specifies it (fields, a format, a code
// block, a table, a list); a sentence that only names inputs or "returns JSON" earns nothing.
import { CAL_ORCHESTRATION } from '../../../contract/calibratedWeights.js';
import { hasWord, IN_FENCE, PROSE, specificWords, type Doc } from '../../../parse/markdown/document.js';
import { lowerWholeText, partMemo, type DocPart } from '../../../parse/markdown/skillDocument.js';
import { headingCursor, sectionEnd, specifiedBelow } from '../../../parse/markdown/specified.js';
import { forLinesMatching, someLineMatching } from '../../../text/lineSearch.js';
import { negatedBefore } from '../../security/text.js';
import type { RuleContext } from '../../context.js';

const ORCHESTRATES = /\b(?:orchestrat|coordinat|dispatch)/;
/** ORCHESTRATES's words, for hasWord (a line is read only when the text holds one). */
const ORCHESTRATES_WORDS = ['orchestrat', 'coordinat', 'dispatch'];
const AGENT_WORDS = /\b(?:agents?|subagents?|sub-agents?|workers?|skills?)\b/;
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
    /\b(?:outputs?|returns?|deliverables?)\b|\b(?:report|response|result)s? (?:format|template|structure|shape|schema|contract)\b|\b(?:final|completion|summary) (?:report|output)\b/,
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
 * followed by its specification.
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
  forLinesMatching(t, words.label, (i, a, b) => {
    if (doc.kind[i] !== PROSE) return false;
    const line = t.slice(a, b);
    const colon = line.indexOf(':');
    found = labelSpecifies(line.slice(colon + 1)) || specifiedBelow(doc, i + 1, labels(i));
    return found;
  });
  if (found) return true;
  const intros = headingCursor(doc);
  forLinesMatching(t, words.intro, (i, a, b) => {
    found = doc.kind[i] === PROSE && endsWithColon(t.slice(a, b)) && specifiedBelow(doc, i + 1, intros(i));
    return found;
  });
  return found;
}

/**
 * Whether a line says the skill orchestrates agents: an orchestration word, not negated ("not a subagent dispatch"),
 * with agent words.
 */
export function affirmsOrchestration(lowerLine: string): boolean {
  if (!AGENT_WORDS.test(lowerLine)) return false;
  for (const m of lowerLine.matchAll(ORCHESTRATES_ON_LINE)) if (!negatedBefore(lowerLine, m.index)) return true;
  return false;
}

function orchestratesAgents(part: DocPart): boolean {
  const t = lowerWholeText(part);
  return (
    hasWord(t, ORCHESTRATES_WORDS, false) &&
    someLineMatching(
      t,
      ORCHESTRATES_G,
      (i, a, b) => part.doc.kind[i] !== IN_FENCE && affirmsOrchestration(t.slice(a, b)),
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

export function orchestrationWiring(ctx: RuleContext): number {
  const d = ctx.document;
  const C = CAL_ORCHESTRATION;
  const output = specifiesOutput(ctx);
  const inputs = specifiesInputs(ctx);
  const orchestrates = d.parts.some((p) => partMemo(p, orchestratesAgents));
  const hasBlock = d.parts.some((p) => p.doc.blocks.some((b) => b.contentLines > 0));
  let score = C.base;
  if (output) score += C.outputContract;
  if (inputs) score += C.inputsSpecified;
  if (hasBlock) score += C.codeBlock;
  if (orchestrates) score += C.orchestrator;
  return score;
}
