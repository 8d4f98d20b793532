// Which targets a pull request touches: its changed files mapped to the skills and plugins they
// belong to (renames followed, deletions listed), the plugin around each, filtered by `paths` and
// the configuration.
import type { ChangedFile } from '../../adapters/github.js';
import type { FileSource } from '../../read/source.js';
import type { AffectedTarget, TargetKind } from '../affected.js';
import { enclosingPlugin } from '../change.js';
import { pathsMatcher } from '../pathsMatcher.js';
import { pathsRoots, underRoots } from '../context.js';
import type { ActionInputs } from '../inputs.js';
import { ignoredTarget, type ActionProject } from '../project.js';

export interface PrChanges {
  /** Targets to score, sorted by path. */
  targets: AffectedTarget[];
  /** Targets the pull request deletes (not scored). */
  removed: AffectedTarget[];
}

const SKILL_FILE = 'SKILL.md';
const PLUGIN_DIR = '.claude-plugin';
const PLUGIN_MANIFEST = 'plugin.json';
const AGENTS_DIR = 'agents';
/** Sub-folders of a skill whose files feed its score. */
const SKILL_RESOURCE_DIRS = new Set(['references', 'assets']);

function folderOf(parts: string[]): string {
  return parts.length === 0 ? '.' : parts.join('/');
}

/**
 * The targets a changed file could belong to, nearest first; existence is checked by the caller.
 * `SKILL.md` → its folder; `…/references/…`, `…/assets/…` → the folder holding that sub-folder;
 * `.claude-plugin/plugin.json` and `agents/*.md` → the plugin folder.
 */
export function candidateTargets(file: string): Array<{ kind: TargetKind; path: string }> {
  const parts = file.split('/').filter((p) => p !== '' && p !== '.');
  const name = parts[parts.length - 1] ?? '';
  const out: Array<{ kind: TargetKind; path: string }> = [];
  if (name === SKILL_FILE) out.push({ kind: 'skill', path: folderOf(parts.slice(0, -1)) });
  for (let i = parts.length - 2; i >= 0; i--) {
    if (SKILL_RESOURCE_DIRS.has(parts[i])) out.push({ kind: 'skill', path: folderOf(parts.slice(0, i)) });
  }
  if (name === PLUGIN_MANIFEST && parts[parts.length - 2] === PLUGIN_DIR) {
    out.push({ kind: 'plugin', path: folderOf(parts.slice(0, -2)) });
  }
  if (name.toLowerCase().endsWith('.md') && parts[parts.length - 2] === AGENTS_DIR) {
    out.push({ kind: 'plugin', path: folderOf(parts.slice(0, -2)) });
  }
  return out;
}

/** What target `dir` holds in `source` (a skill wins over a plugin, as the engine decides), or null. */
export async function targetAt(source: FileSource, dir: string): Promise<TargetKind | null> {
  // Loaded here (with the parsers it brings): a pull request run lists its changed files first.
  const { targetKind } = await import('../../read/target.js');
  return targetKind(source, dir === '.' ? '' : dir);
}

/** The first candidate of `file` that is a target in `source`, with the kind the engine sees there. */
async function resolveCandidate(source: FileSource, file: string): Promise<{ kind: TargetKind; path: string } | null> {
  for (const c of candidateTargets(file)) {
    const kind = await targetAt(source, c.path);
    if (kind) return { kind, path: c.path };
  }
  return null;
}

/** A target named by a file's path alone (for deleted targets, whose folder is gone). */
function markerTarget(file: string): { kind: TargetKind; path: string } | null {
  const c = candidateTargets(file)[0];
  if (!c) return null;
  const name = file.split('/').pop();
  // Only deleting the marker file itself deletes the target.
  return (c.kind === 'skill' && name === SKILL_FILE) || (c.kind === 'plugin' && name === PLUGIN_MANIFEST) ? c : null;
}

/** The part of `file` inside folder `dir` ('.' = the root). */
function insidePart(file: string, dir: string): string {
  return dir === '.' ? file : file.slice(dir.length + 1);
}

/**
 * Maps a pull request's changed files to the targets to score. A rename counts under its new
 * path (and remembers the old folder, where the base version may be); a target whose marker file
 * is deleted and whose folder is gone at the head is listed as removed; `include` filters the
 * targets to score by the `paths` input (matched at the head, so removed ones are all listed).
 */
export async function affectedTargets(
  files: readonly ChangedFile[],
  head: FileSource,
  include: (target: { kind: TargetKind; path: string }) => boolean = () => true,
): Promise<PrChanges> {
  const byPath = new Map<string, AffectedTarget>();
  const removed = new Map<string, AffectedTarget>();

  for (const f of files) {
    if (f.status === 'unchanged') continue;
    const previous = f.status === 'renamed' && f.previous_filename ? f.previous_filename : undefined;
    const hit = await resolveCandidate(head, f.filename);
    if (hit) {
      const known = byPath.get(hit.path) ?? { ...hit, movedFrom: null };
      if (previous && f.status !== 'removed') {
        // The whole folder moved when the file kept its place inside it.
        const old = candidateTargets(previous).find(
          (c) => c.path !== hit.path && insidePart(previous, c.path) === insidePart(f.filename, hit.path),
        );
        const isMarker = markerTarget(f.filename) !== null;
        if (old && (known.movedFrom === null || isMarker)) known.movedFrom = old.path;
      }
      byPath.set(hit.path, known);
    } else if (f.status === 'removed') {
      const gone = markerTarget(f.filename);
      if (gone) removed.set(gone.path, { ...gone, movedFrom: null });
    }
    if (previous) {
      // The folder the file left changed too, when it is still a target.
      const left = await resolveCandidate(head, previous);
      if (left && !byPath.has(left.path)) byPath.set(left.path, { ...left, movedFrom: null });
      // A marker file moved away: its old folder is gone unless a target is still there.
      const gone = markerTarget(previous);
      if (gone && !(await targetAt(head, gone.path))) removed.set(gone.path, { ...gone, movedFrom: null });
    }
  }

  // A folder that moved is reported once, under its new path.
  for (const t of byPath.values()) if (t.movedFrom !== null) removed.delete(t.movedFrom);

  const byName = (a: AffectedTarget, b: AffectedTarget): number => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0);
  return { targets: [...byPath.values()].filter(include).sort(byName), removed: [...removed.values()].sort(byName) };
}

/** Adds the plugin around each changed skill or agent (when `include` keeps it), sorted by path. */
export async function withEnclosingPlugins(
  changes: PrChanges,
  head: FileSource,
  include: (target: { kind: TargetKind; path: string }) => boolean,
): Promise<PrChanges> {
  const byPath = new Map(changes.targets.map((t) => [t.path, t]));
  for (const t of changes.targets) {
    if (t.kind !== 'skill') continue;
    const plugin = await enclosingPlugin(head, t.path);
    if (plugin === null || byPath.has(plugin)) continue;
    const added: AffectedTarget = { kind: 'plugin', path: plugin, movedFrom: null };
    if (include(added)) byPath.set(plugin, added);
  }
  const targets = [...byPath.values()].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return { ...changes, targets };
}

/** Which targets a run scores: those the `paths` input matches and the configuration does not ignore. */
export function targetFilter(
  inputs: Pick<ActionInputs, 'paths'>,
  project: ActionProject | null,
  repoDir: string,
): (target: { kind: TargetKind; path: string }) => boolean {
  const matchesPaths = pathsMatcher(inputs.paths, repoDir);
  const roots = pathsRoots(inputs.paths);
  return (t) =>
    !ignoredTarget(project, t.path) &&
    (t.kind === 'skill'
      ? matchesPaths(t.path === '.' ? SKILL_FILE : `${t.path}/${SKILL_FILE}`)
      : underRoots(t.path, roots));
}
