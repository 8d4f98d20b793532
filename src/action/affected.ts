// The skills and plugins a pull request touches, as the PR scan finds them and the comment lists
// them; a floor below pr.ts and comment.ts so that neither imports the other.
export type TargetKind = 'skill' | 'plugin';

/** A skill or plugin the pull request touches. */
export interface AffectedTarget {
  kind: TargetKind;
  /** Folder at the head of the pull request ('.' for the repository root). */
  path: string;
  /** The folder it was renamed from, when the pull request moved it (its base version may be there). */
  movedFrom: string | null;
}
