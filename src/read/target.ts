// Reading a skill or plugin folder from a FileSource into a snapshot, and finding every target
// under a folder. This is the only engine stage that touches files; it never climbs out of the
// source's root and stops at the size limits below.
import { extractCrossRefs, decodeText } from '../parse/skill.js';
import { splitFrontmatter } from '../parse/frontmatter.js';
import { readEvals } from './evalsFiles.js';
import { FileTooLargeError, joinInside, type FileSource } from './source.js';
import { MARKETPLACE_INVALID, readMarketplace, type MarketplaceListing } from '../rules/marketplace/index.js';
import { listSkillTree, namesFoundAbove } from './skillTree.js';
import { resolveMentions } from './resolveMentions.js';
import { collectionOf } from './collection.js';
import { bodyStartLine } from '../parse/markdown/mentions.js';
import type { SharedWork } from './shared.js';
import {
  TargetError,
  type Finding,
  type PluginSnapshot,
  type SkillSnapshot,
  type TargetSnapshot,
} from '../contract/types.js';

/** Limits on what one target may hold (hostile input must cost bounded time and memory). */
export const READ_LIMITS = {
  maxSkillBytes: 1024 * 1024,
  maxAgentBytes: 1024 * 1024,
  maxManifestBytes: 256 * 1024,
  maxFolderEntries: 10_000,
  maxDiscoveryDepth: 16,
  maxTargets: 20_000,
} as const;

/** Folders never searched for targets. */
const SKIPPED_FOLDERS = new Set(['.git', 'node_modules']);

const basename = (rel: string) => rel.split('/').pop() as string;
const rootNameOf = (source: FileSource) => source.rootName ?? basename(source.label.replace(/\/+$/, ''));

/** A target's display path and its folder's own name (the root has no name in `rel`). */
function folderOf(source: FileSource, rel: string): { path: string; dirName: string } {
  return rel === '' ? { path: '.', dirName: rootNameOf(source) } : { path: rel, dirName: basename(rel) };
}

function displayJoin(...parts: string[]): string {
  return joinInside(...parts) ?? parts.join('/');
}

async function readCapped(source: FileSource, rel: string, max: number, what: string): Promise<Uint8Array> {
  const type = await source.stat(rel);
  if (type === 'symlink-outside')
    throw new TargetError(
      `${rel} is a symbolic link pointing outside the repository or into .git; not followed`,
      rel,
      'path',
    );
  if (type !== 'file') throw new TargetError(`${rel}: no ${what} there`, rel);
  try {
    return await source.readFile(rel, max);
  } catch (err) {
    if (err instanceof FileTooLargeError)
      throw new TargetError(`${rel} is ${err.size} bytes, over the ${max}-byte limit for ${what}`, rel, 'size');
    throw err;
  }
}

async function listChecked(source: FileSource, rel: string) {
  const entries = await source.list(rel);
  if (entries && entries.length > READ_LIMITS.maxFolderEntries) {
    throw new TargetError(
      `${rel} has ${entries.length} entries, over the limit of ${READ_LIMITS.maxFolderEntries}`,
      rel,
      'size',
    );
  }
  return entries;
}

/** Regular files directly inside a folder, or null when it is not a folder; outside links become findings. */
async function filesIn(source: FileSource, rel: string, findings: Finding[]): Promise<string[] | null> {
  const type = await source.stat(rel);
  if (type === 'symlink-outside') {
    findings.push(outsideLink(rel));
    return null;
  }
  const entries = await listChecked(source, rel);
  if (entries === null) return null;
  const files: string[] = [];
  for (const e of entries) {
    if (e.type === 'file') files.push(e.name);
    else if (e.type === 'symlink-outside') findings.push(outsideLink(displayJoin(rel, e.name)));
  }
  return files;
}

function outsideLink(rel: string): Finding {
  return {
    rule: 'SYMLINK_OUTSIDE_ROOT',
    category: 'read',
    severity: 0.5,
    level: 'high',
    message: `${rel} is a symbolic link pointing outside the repository or into .git; it was skipped, not followed.`,
    file: rel,
  };
}

export async function loadSkill(source: FileSource, rel: string): Promise<SkillSnapshot> {
  const file = displayJoin(rel, 'SKILL.md');
  const bytes = await readCapped(source, file, READ_LIMITS.maxSkillBytes, 'SKILL.md');
  const readFindings: Finding[] = [];
  const references = await filesIn(source, displayJoin(rel, 'references'), readFindings);
  const assets = await filesIn(source, displayJoin(rel, 'assets'), readFindings);

  // Cross-references resolve against the skill's parent (siblings) or, for sub-skills, the skill itself.
  const crossRefExists: Record<string, boolean> = {};
  let bodies: string[] = [];
  let text = '';
  try {
    text = decodeText(bytes, file);
    // The body as js-yaml finds it, and the whole text: where PyYAML (the reference method) fails
    // on a block js-yaml reads, the reference's body is the whole text.
    const split = splitFrontmatter(text);
    bodies = split.body === text ? [text] : [split.body, text];
  } catch {
    // Undecodable: parsing reports it; there is nothing to resolve.
  }
  for (const ref of bodies.flatMap(extractCrossRefs)) {
    if (ref in crossRefExists) continue;
    const candidates = [joinInside(rel, '..', ref)];
    if (ref.startsWith('sub-skills/')) candidates.push(joinInside(rel, ref));
    let exists = false;
    for (const c of candidates) {
      const t = c === null ? null : await source.stat(c);
      if (t === 'file' || t === 'dir' || t === 'other') exists = true;
    }
    crossRefExists[ref] = exists;
  }
  // The calibrated method's view: every path the text names, resolved (links, cross-references, file mentions).
  const resolved = text === '' ? {} : await resolveMentions(source, rel, text, bodyStartLine(text));
  const tree = await listSkillTree(source, rel);
  if (text !== '') tree.foundAbove = await namesFoundAbove(source, rel, text, bodyStartLine(text), tree);
  return {
    kind: 'skill',
    ...folderOf(source, rel),
    file,
    bytes,
    references,
    assets,
    crossRefExists,
    readFindings,
    resolved,
    tree,
    evals: await readEvals(source, rel),
    // The sibling skills' shared lines, read once per collection (REPEATED_BOILERPLATE).
    collection: text === '' ? await collectionOf(source, rel) : await collectionOf(source, rel, text),
  };
}

/** Reads the skill folder at `rel`, once for the targets of a sweep that share it. */
function loadSkillShared(
  source: FileSource,
  rel: string,
  shared: SharedWork | null | undefined,
): Promise<SkillSnapshot> {
  return shared ? shared.loadSkill(rel, () => loadSkill(source, rel)) : loadSkill(source, rel);
}

export async function loadPlugin(source: FileSource, rel: string, shared?: SharedWork | null): Promise<PluginSnapshot> {
  const manifestFile = displayJoin(rel, '.claude-plugin', 'plugin.json');
  const manifestType = await source.stat(manifestFile);
  const manifest =
    manifestType === 'file'
      ? await readCapped(source, manifestFile, READ_LIMITS.maxManifestBytes, 'plugin.json')
      : null;

  const skills: PluginSnapshot['skills'] = [];
  const skillsDir = displayJoin(rel, 'skills');
  for (const e of (await listChecked(source, skillsDir)) ?? []) {
    if (e.type !== 'dir') continue;
    const dir = displayJoin(skillsDir, e.name);
    if ((await source.stat(displayJoin(dir, 'SKILL.md'))) === null) continue;
    try {
      skills.push(await loadSkillShared(source, dir, shared));
    } catch (err) {
      skills.push(err instanceof TargetError ? err : new TargetError(String(err), displayJoin(dir, 'SKILL.md')));
    }
  }
  const agents: PluginSnapshot['agents'] = [];
  const agentsDir = displayJoin(rel, 'agents');
  for (const e of (await listChecked(source, agentsDir)) ?? []) {
    if (!e.name.endsWith('.md')) continue;
    const file = displayJoin(agentsDir, e.name);
    // A folder named *.md is matched as an agent file by the reference, which then fails to read it (D2).
    if (e.type === 'dir') throw new TargetError(`${file} is a folder, not an agent file`, file);
    if (e.type !== 'file') continue;
    agents.push({ file, bytes: await readCapped(source, file, READ_LIMITS.maxAgentBytes, 'an agent file') });
  }
  return {
    kind: 'plugin',
    ...folderOf(source, rel),
    manifestFile,
    manifest,
    skills,
    agents,
  };
}

/**
 * What a folder is: a skill (has SKILL.md — wins), a plugin (has .claude-plugin/), or neither. A
 * `.claude-plugin/` holding marketplace.json and no plugin.json is a marketplace, not a plugin
 * (see isMarketplace): it lists plugins, it is not scored as one.
 */
export async function targetKind(source: FileSource, rel: string): Promise<'skill' | 'plugin' | null> {
  const skillMd = await source.stat(displayJoin(rel, 'SKILL.md'));
  if (skillMd === 'file' || skillMd === 'symlink-outside') return 'skill';
  if ((await source.stat(displayJoin(rel, '.claude-plugin'))) === 'dir')
    return (await isMarketplace(source, rel)) ? null : 'plugin';
  return null;
}

/** A folder whose `.claude-plugin/` holds marketplace.json and no plugin.json. */
export async function isMarketplace(source: FileSource, rel: string): Promise<boolean> {
  if ((await source.stat(displayJoin(rel, '.claude-plugin', 'marketplace.json'))) !== 'file') return false;
  return (await source.stat(displayJoin(rel, '.claude-plugin', 'plugin.json'))) === null;
}

export interface LoadedMarketplace extends MarketplaceListing {
  /** Display path of the marketplace folder. */
  path: string;
  file: string;
  /** Listed local plugins that exist, as paths relative to the source root. */
  localTargets: string[];
}

/** Reads and checks a marketplace folder's listing; a local source that is not there is a finding. */
export async function loadMarketplace(source: FileSource, rel: string): Promise<LoadedMarketplace> {
  const file = displayJoin(rel, '.claude-plugin', 'marketplace.json');
  const bytes = await readCapped(source, file, READ_LIMITS.maxManifestBytes, 'marketplace.json');
  const listing = readMarketplace(decodeText(bytes, file), file);
  const localTargets: string[] = [];
  for (const p of listing.plugins) {
    if (p.localPath === null) continue;
    const at = p.localPath === '' ? rel : displayJoin(rel, p.localPath);
    const type = joinInside(at) === null ? null : await source.stat(at);
    if (type !== 'dir') {
      listing.findings.push({
        rule: MARKETPLACE_INVALID,
        category: 'spec',
        severity: 0.25,
        level: 'medium',
        file,
        line: 1,
        message: `plugin ${JSON.stringify(p.name)}: source ${JSON.stringify(p.source)} is not a folder in the repository`,
      });
      continue;
    }
    if (!localTargets.includes(at)) localTargets.push(at);
  }
  return { ...listing, path: rel === '' ? '.' : rel, file, localTargets };
}

/**
 * Reads a target; every failure is a TargetError naming the file. `shared` (a sweep's) reads a
 * skill folder that two targets use once.
 */
export async function loadTarget(source: FileSource, rel: string, shared?: SharedWork | null): Promise<TargetSnapshot> {
  const inside = joinInside(rel);
  if (inside === null) throw new TargetError(`${rel}: path leaves the repository root`, rel, 'path');
  try {
    const kind = await targetKind(source, inside);
    if (kind === 'skill') return await loadSkillShared(source, inside, shared);
    if (kind === 'plugin') return await loadPlugin(source, inside, shared);
  } catch (err) {
    if (err instanceof TargetError) throw err;
    throw new TargetError(`${rel}: ${err instanceof Error ? err.message : String(err)}`, rel);
  }
  if (await isMarketplace(source, inside)) {
    throw new TargetError(
      `${rel || '.'} is a plugin marketplace (.claude-plugin/marketplace.json), not a plugin: its listed plugins and skills are scored on their own`,
      rel,
      'path',
    );
  }
  throw new TargetError(
    `${rel || '.'} is neither a skill folder (no SKILL.md) nor a plugin folder (no .claude-plugin/)`,
    rel,
    'path',
  );
}

export interface DiscoveredTarget {
  kind: 'skill' | 'plugin';
  path: string;
}

/**
 * Every plugin folder and every skill folder under `rel`, in a stable order (depth-first, by
 * name). A skill inside a plugin is listed both as part of the plugin and on its own.
 */
export async function discoverTargets(
  source: FileSource,
  rel: string,
  warn: (message: string) => void = () => {},
): Promise<DiscoveredTarget[]> {
  const out: DiscoveredTarget[] = [];
  const walk = async (dir: string, depth: number): Promise<void> => {
    if (out.length >= READ_LIMITS.maxTargets) return;
    const kind = await targetKind(source, dir);
    if (kind) out.push({ kind, path: dir === '' ? '.' : dir });
    else if (await isMarketplace(source, dir)) {
      // A marketplace is not scored; its listing problems are said, its plugins are found by the walk.
      try {
        for (const f of (await loadMarketplace(source, dir)).findings) warn(`${f.file}: ${f.message}`);
      } catch (err) {
        warn(err instanceof Error ? err.message : String(err));
      }
    }
    if (depth >= READ_LIMITS.maxDiscoveryDepth) {
      warn(`${dir || '.'}: deeper than ${READ_LIMITS.maxDiscoveryDepth} folders; not searched further`);
      return;
    }
    const entries = await source.list(dir);
    if (!entries) return;
    if (entries.length > READ_LIMITS.maxFolderEntries) {
      warn(`${dir || '.'}: ${entries.length} entries, over the limit of ${READ_LIMITS.maxFolderEntries}; not searched`);
      return;
    }
    for (const e of entries) {
      if (e.type === 'dir' && !SKIPPED_FOLDERS.has(e.name)) await walk(displayJoin(dir, e.name), depth + 1);
    }
  };
  const start = joinInside(rel);
  if (start === null) throw new TargetError(`${rel}: path leaves the repository root`, rel, 'path');
  await walk(start, 0);
  return out;
}
