// What the Elo layer compares with, is given and returns.
import type { ModelUsage } from '../../contract/types.js';
import type { ModelCaller } from '../../llm/call.js';

/** A reference skill from the corpus. */
export interface EloReference {
  name: string;
  path: string;
  category: string;
  /** Its composite (0–100) in the corpus, which anchors its rating. */
  composite: number;
  bytes: number;
  /** The first ELO_EXCERPT_CODE_POINTS of its SKILL.md ('' when the corpus has none). */
  excerpt: string;
}

export interface EloGame {
  reference: string;
  path: string;
  category: string;
  /** The reference's anchored rating. */
  opponent: number;
  /** The skill's score against it: 1 win, 0.5 draw, 0 loss (mean of the two orders). */
  score: number;
  /** The judge's verdict with the skill shown first, then with the reference first (null: the call failed). */
  skill_first: Verdict | null;
  reference_first: Verdict | null;
  /** Both orders named the same winner (or both a tie). Null when only one order was answered. */
  position_consistent: boolean | null;
}

export type Verdict = 'first' | 'second' | 'tie';

export interface EloResult {
  method: 'measured';
  rating: number | null;
  ci_lower: number | null;
  ci_upper: number | null;
  /** Share of the corpus rated below (ties count half), 0–100. */
  percentile: number | null;
  corpus_size: number;
  games: EloGame[];
  position_bias: {
    pairs_checked: number;
    inconsistent: number;
    rate: number | null;
    /** Of the decisive verdicts, the share that went to whichever skill was shown first (0.5 = no bias). */
    first_position_win_share: number | null;
  };
  model: string;
  anchor: string;
  ci_method: string;
  unmeasured?: string;
  failures: string[];
  /** What the comparisons used, per model. */
  model_usage: Record<string, ModelUsage>;
  /** Served from the result cache (its calls cost nothing now), computed now, or no cache. */
  cache?: 'hit' | 'miss' | 'off';
  /** What the rating does to the badge (set by the engine; absent without a rating). */
  badge?: EloBadge;
}

/** The rating's part in the badge: the value compared with the Elo badge lines, and why. */
export interface EloBadge {
  /** Compared with each badge's Elo line; -Infinity when the rating may confirm none. */
  value: number;
  rule: string;
}

export interface EloOptions {
  caller: ModelCaller;
  model: string;
  count?: number;
}
