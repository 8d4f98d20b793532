// The `paths` input read into patterns: one a line, blank lines and `#` comments skipped, `!` to
// exclude. Shared by the matcher of changed files and the finder of skill folders.

/** Folders never matched by `paths`. */
export const IGNORED_SEGMENTS = new Set(['.git', 'node_modules']);

export interface PathPattern {
  negated: boolean;
  /** The pattern without its `!`. */
  body: string;
}

export function pathPatterns(patterns: string): PathPattern[] {
  return patterns
    .split('\n')
    .map((p) => p.trim())
    .filter((p) => p !== '' && !p.startsWith('#'))
    .map((p) => {
      const negated = p.startsWith('!');
      return { negated, body: negated ? p.slice(1) : p };
    });
}
