import { CAL_MAIN_FILE } from '../../contract/calibratedWeights.js';
import { BYTES_PER_TOKEN } from '../../text/tokenEstimate.js';
import { linksOwnMaterial, mainBodySize } from '../documentMeasures.js';
import { defineRule } from '../rule.js';
import type { QualityDetector } from './signal.js';

const detect: QualityDetector = (ctx) => {
  const { bytes, tokens } = mainBodySize(ctx);
  const over = tokens - CAL_MAIN_FILE.tokenBudget;
  if (over <= 0) return [];
  const n = (x: number) => x.toLocaleString('en-US');
  // A main file that links nothing of its own is a monolith: every part of it is loaded on every
  // use, and none of it can be left for a linked file to supply when a task needs it.
  const monolith = !linksOwnMaterial(ctx.document);
  return [
    {
      amount: (over / CAL_MAIN_FILE.tokensPerUnit) * (monolith ? CAL_MAIN_FILE.monolithFactor : 1),
      fact:
        `SKILL.md's body is about ${n(tokens)} tokens (${n(bytes)} bytes ÷ ${BYTES_PER_TOKEN}), ${n(over)} over the budget of ${n(CAL_MAIN_FILE.tokenBudget)}` +
        (monolith ? ', and it links no file of its own to hold the detail' : ''),
    },
  ];
};

export const oversizedMainFile = defineRule({
  id: 'OVERSIZED_MAIN_FILE',
  family: 'quality',
  title: 'Main file over its token budget',
  description:
    "SKILL.md's body is over about 5,000 tokens (estimated at four bytes a token); a main file that links no file of its own counts twice.",
  why: "All of SKILL.md enters the context each time the skill runs, before any of the user's work: every token past the budget is paid on every use, crowds out the conversation, and buries the steps the model needs among material it needs only now and then.",
  bad: 'SKILL.md: 70 KB (about 17,000 tokens) of rules, API dumps and examples in one file.',
  good: 'SKILL.md: the workflow and its rules in 12 KB, linking references/api.md and references/examples.md for the parts a task needs.',
  fix: 'Keep the workflow, the decisions and the rules every run needs in SKILL.md; move reference material (API listings, long examples, catalogues, edge cases of one sub-task) into files it links, each named for what it holds.',
  detect,
});
