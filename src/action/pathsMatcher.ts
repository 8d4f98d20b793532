// The `paths` input as a matcher of the files a change touches. Apart from the change event's
// reading (src/action/change.ts) so that minimatch loads when a change is matched, not before the
// run's first GitHub request.
import * as path from 'node:path';
import { minimatch } from 'minimatch';
import { IGNORED_SEGMENTS, pathPatterns } from './pathPatterns.js';

/**
 * The `paths` input as a matcher of repository-relative file paths (`!` excludes; the last pattern
 * that matches decides, as with @actions/glob). Patterns are relative to the repository's folder.
 */
export function pathsMatcher(patterns: string, repoDir: string): (file: string) => boolean {
  const rules = pathPatterns(patterns).map(({ negated, body }) => {
    const relative = path.isAbsolute(body) ? path.relative(repoDir, body).split(path.sep).join('/') : body;
    return { negated, body: relative.replace(/^\.\/+/, '') };
  });
  return (file) => {
    if (file.split('/').some((seg) => IGNORED_SEGMENTS.has(seg))) return false;
    let hit = false;
    for (const r of rules) if (minimatch(file, r.body, { dot: true })) hit = !r.negated;
    return hit;
  };
}
