// What a calibrated sub-score's parts fell short of: the facts behind a dimension below its most,
// read from the same credits as the number, so that the advice names what the number missed.

/** A part of a calibrated sub-score the skill did not earn in full. */
export interface Shortfall {
  /** What the part would add to the sub-score (before the fit's stretch) at its most. */
  gap: number;
  /** What the skill lacks. */
  fact: string;
  /** What to do about it. */
  fix: string;
}

/** Below this a gap is rounding, not a part the skill missed. */
const NO_GAP = 1e-9;

/** The parts of one sub-score, each added with what it earned and the most it can earn. */
export class Shortfalls {
  readonly list: Shortfall[] = [];

  add(earned: number, most: number, fact: string | (() => string), fix: string): this {
    const gap = most - earned;
    if (gap > NO_GAP) this.list.push({ gap, fact: typeof fact === 'string' ? fact : fact(), fix });
    return this;
  }
}

/** "1 word", "3 words". */
export const count = (n: number, noun: string, plural = `${noun}s`): string => `${n} ${n === 1 ? noun : plural}`;

/** The verb agreeing with `n` things. */
export const verb = (n: number, one: string, many: string): string => (n === 1 ? one : many);
