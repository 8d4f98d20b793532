// What a quality rule measures: facts an expert reviewer marks a skill down for (a description cut
// off mid-sentence, a link to a file that is not there, boilerplate pasted into every block), each
// with an amount in the rule's own unit. The calibrated method turns the amounts into deductions
// from sub-scores (CAL_FIT in contract/calibratedWeights.ts); each signal is also a finding at its
// line, so the number, the finding and the advice come from one detector.
import type { RuleContext } from '../context.js';

export interface QualitySignal {
  /** How much of what the rule measures this occurrence is, in the rule's unit (≥ 0). */
  amount: number;
  /** What was found, in one sentence, quoting the text where it helps. */
  fact: string;
  /** 1-based line in `file` (SKILL.md when `file` is absent). */
  line?: number;
  /** Display path of a linked file the occurrence is in, when not SKILL.md. */
  file?: string;
}

/** A quality rule's detector: every occurrence in one skill (none: an empty list). */
export type QualityDetector = (ctx: RuleContext) => readonly QualitySignal[];
