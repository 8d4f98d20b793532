// Reference labels read from a file: either the expert-panel format (repos + items, each item a
// skill path inside a repository laid out as <root>/<owner>+<name>/) or a plain [{path, score}] list.
import { isJsonObject } from '../contract/types.js';
import * as path from 'node:path';

/** One labelled target: where it is, its label (0–100) and what the raters wrote about it. */
export interface LabelledTarget {
  /** How the target is named in the output: the path as the labels file gives it. */
  name: string;
  /** Its folder (or SKILL.md), absolute. */
  abs: string;
  label: number;
  /** The repository it comes from: cross-validation holds each group out in turn. */
  group: string;
  issues: string[];
  why: string[];
}

/** A labels file that cannot be used: the message says what is wrong and where. */
export class LabelsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LabelsError';
  }
}

const REPO_NAME = /^[A-Za-z0-9][A-Za-z0-9_.-]*\/[A-Za-z0-9_.-]+$/;

function labelOf(value: unknown, where: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > 100)
    throw new LabelsError(`${where}: the score must be a number from 0 to 100`);
  return value;
}

function relativePath(value: unknown, where: string): string {
  if (typeof value !== 'string' || value.trim() === '') throw new LabelsError(`${where}: no path`);
  // A SKILL.md stands for its folder, as on the command line.
  return value.replace(/\\/g, '/').replace(/(^|\/)SKILL\.md$/, '') || '.';
}

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

/** The raters' notes of a panel item: every rater's issues and why, in order. */
function ratersNotes(raters: unknown): { issues: string[]; why: string[] } {
  const list = Array.isArray(raters) ? raters.filter(isJsonObject) : [];
  return { issues: list.flatMap((r) => strings(r.issues)), why: list.flatMap((r) => strings(r.why)) };
}

function panelItem(item: unknown, index: number, root: string): LabelledTarget {
  const where = `items[${index}]`;
  if (!isJsonObject(item)) throw new LabelsError(`${where}: not an object`);
  if (typeof item.repo !== 'string' || !REPO_NAME.test(item.repo))
    throw new LabelsError(`${where}: repo must be owner/name`);
  const rel = relativePath(item.path, where);
  // A panel item names a file of its repository: it cannot climb out of the repository's folder.
  if (path.posix.isAbsolute(rel) || rel.split('/').includes('..'))
    throw new LabelsError(`${where}: the path must stay inside the repository`);
  const [owner, name] = item.repo.split('/') as [string, string];
  return {
    name: `${item.repo}:${rel}`,
    abs: path.resolve(root, `${owner}+${name}`, rel),
    label: labelOf(item.expert_score, where),
    group: item.repo,
    ...ratersNotes(item.raters),
  };
}

/** A plain item's group: its `group` field, else the first folder of its path. */
function groupOf(value: unknown, rel: string, where: string): string {
  if (value === undefined) return rel.split('/').find((part) => part !== '' && part !== '.') ?? '.';
  if (typeof value !== 'string' || value.trim() === '')
    throw new LabelsError(`${where}: group must be a non-empty string`);
  return value;
}

function plainItem(item: unknown, index: number, root: string): LabelledTarget {
  const where = `[${index}]`;
  if (!isJsonObject(item)) throw new LabelsError(`${where}: not an object`);
  const rel = relativePath(item.path, where);
  return {
    name: rel,
    abs: path.resolve(root, rel),
    label: labelOf(item.score, where),
    group: groupOf(item.group, rel, where),
    issues: strings(item.issues),
    why: strings(item.why),
  };
}

/**
 * The labelled targets of a parsed labels file; paths resolve under `root`. Throws LabelsError
 * for a file that is neither format or has an unusable entry.
 */
export function parseLabels(data: unknown, root: string): LabelledTarget[] {
  let targets: LabelledTarget[];
  if (Array.isArray(data)) targets = data.map((item, i) => plainItem(item, i, root));
  else if (isJsonObject(data) && Array.isArray(data.items))
    targets = data.items.map((item, i) => panelItem(item, i, root));
  else
    throw new LabelsError('expected a list of {path, score} or an object with items (each {repo, path, expert_score})');
  if (targets.length === 0) throw new LabelsError('no labelled targets');
  return targets;
}
