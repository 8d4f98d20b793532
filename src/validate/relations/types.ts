// What a relation is: an edit of a skill's tree and the family that says what the edit must do.
import type { Tree } from './tree.js';

export type Family = 'neutral' | 'gaming' | 'degrading' | 'link-truth';
export const FAMILIES: Family[] = ['neutral', 'gaming', 'degrading', 'link-truth'];

export interface Relation {
  family: Family;
  name: string;
  /** The edited tree, or null when the edit does not apply to this skill. */
  edit(tree: Tree, skill: string): Tree | null;
  /** Degrading edits that must raise this flag (else: lower the score). */
  flag?: string;
  /**
   * Neutral edits that are exactly what this flag asks for: on a skill that carries the flag before the
   * edit, the score may rise (it must still not fall, nor add a flag). Moving the longest section of an
   * oversized SKILL.md into a linked file is the fix OVERSIZED_MAIN_FILE names, not a neutral move.
   */
  mayGainWhen?: string;
}

/** Limits of the relations (README "Relation suite"). */
export const LIMITS = { neutralPoints: 2, gamingPoints: 0.5 } as const;
