// orchestration_wiring, calibrated: whether the document states its inputs and outputs (whatever
// file they sit in), and whether it orchestrates agents.
import { CAL_ORCHESTRATION } from '../../../contract/calibratedWeights.js';
import { hasWord, IN_FENCE } from '../../../parse/markdown/document.js';
import { lowerWholeText } from '../../../parse/markdown/skillDocument.js';
import { someLineMatching } from '../../../text/lineSearch.js';
import { negatedBefore } from '../../security/text.js';
import type { RuleContext } from '../../context.js';

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

export function orchestrationWiring(ctx: RuleContext): number {
  const d = ctx.document;
  const C = CAL_ORCHESTRATION;
  let contract = false;
  let produces = false;
  let inputs = false;
  let orchestrates = false;
  // Every word looked for lies on one line, so each is searched in the part's whole text at once;
  // the words that must share a line are compared on the lines where the first was found.
  for (const part of d.parts) {
    const t = lowerWholeText(part);
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
