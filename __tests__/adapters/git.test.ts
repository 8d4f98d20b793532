// GitSource (a commit read through git) against DiskSource (the same files checked out): same
// listings, same bytes, same scores; links out of the tree are refused; diffs detect renames.
import { describe, expect, test } from '@jest/globals';
import { symlinkSync } from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { diffNameStatus, ensureCommit, GitSource, isCommitSha } from '../../src/adapters/git.js';
import { evaluateTarget } from '../../src/engine/evaluate.js';
import { DiskSource } from '../../src/read/source.js';
import { git, writeTree } from '../helpers/actionRun.js';
import { BASE_FILES, buildPluginPr, PLUGIN, SKILLS } from '../helpers/pluginRepo.js';
import { tempDir } from '../helpers/tempDir.js';

function committed(files: Record<string, string>, links: Array<[string, string]> = []): { dir: string; sha: string } {
  const dir = tempDir('pe-git-');
  git(dir, 'init', '-q', '-b', 'main');
  writeTree(dir, files);
  for (const [at, target] of links) symlinkSync(target, path.join(dir, at));
  git(dir, 'add', '-A');
  git(dir, 'commit', '-q', '-m', 'x');
  return { dir, sha: git(dir, 'rev-parse', 'HEAD') };
}

describe('GitSource', () => {
  test('lists, stats and reads like the checkout of the same commit', async () => {
    const { dir, sha } = committed(BASE_FILES);
    const viaGit = new GitSource(dir, sha);
    const onDisk = new DiskSource(dir);
    for (const folder of ['', PLUGIN, SKILLS, `${SKILLS}/alpha`, `${SKILLS}/alpha/references`, 'nope']) {
      expect(await viaGit.list(folder)).toEqual((await onDisk.list(folder))?.filter((e) => e.name !== '.git') ?? null);
    }
    for (const p of [`${SKILLS}/alpha/SKILL.md`, `${SKILLS}/alpha`, 'missing', '../outside']) {
      expect(await viaGit.stat(p)).toEqual(await onDisk.stat(p));
    }
    expect(Buffer.from(await viaGit.readFile(`${SKILLS}/beta/SKILL.md`))).toEqual(
      Buffer.from(await onDisk.readFile(`${SKILLS}/beta/SKILL.md`)),
    );
    await expect(viaGit.readFile('missing')).rejects.toThrow('no such file');
  });

  test('scores every target exactly as from the disk', async () => {
    const { dir, sha } = committed(BASE_FILES);
    for (const target of [PLUGIN, `${SKILLS}/alpha`, `${SKILLS}/beta`, 'skills/standalone']) {
      const a = await evaluateTarget(new GitSource(dir, sha), target, { depth: 'quick' });
      const b = await evaluateTarget(new DiskSource(dir), target, { depth: 'quick' });
      expect(a.ok).toBe(true);
      if (a.ok && b.ok) {
        expect(a.result.composite).toEqual(b.result.composite);
        expect(a.result.layers).toEqual(b.result.layers);
        expect(a.result.findings).toEqual(b.result.findings);
      }
    }
  });

  test('reads the old version, not the working tree', async () => {
    const repo = buildPluginPr();
    const base = new GitSource(repo.dir, repo.baseSha);
    expect(await base.stat(`${SKILLS}/old-name/SKILL.md`)).toBe('file');
    expect(await base.stat(`${SKILLS}/new-name/SKILL.md`)).toBeNull();
    expect(await base.stat(`${SKILLS}/doomed/SKILL.md`)).toBe('file');
  });

  test('a symbolic link inside the tree is followed; one that leaves it is reported, never read', async () => {
    const { dir, sha } = committed(
      { 'skills/real/SKILL.md': '---\nname: real\n---\n', 'skills/real/references/a.md': 'a' },
      [
        ['skills/alias', 'real'],
        ['skills/escape', '../../etc'],
        ['skills/abs', '/etc/passwd'],
      ],
    );
    const src = new GitSource(dir, sha);
    expect(await src.stat('skills/alias/SKILL.md')).toBe('file');
    expect(await src.list('skills/alias/references')).toEqual([{ name: 'a.md', type: 'file' }]);
    expect(await src.stat('skills/escape')).toBe('symlink-outside');
    expect(await src.stat('skills/abs')).toBe('symlink-outside');
    await expect(src.readFile('skills/abs')).rejects.toThrow('outside');
    await expect(src.readFile('skills/escape/passwd')).rejects.toThrow('outside');
  });

  test('refuses what is not a commit SHA', () => {
    expect(isCommitSha('a'.repeat(40))).toBe(true);
    expect(isCommitSha('--upload-pack=x')).toBe(false);
    expect(() => new GitSource('.', 'HEAD')).toThrow('not a commit SHA');
  });
});

describe('git helpers', () => {
  test('diffNameStatus lists renames, additions and deletions like the files API', async () => {
    const repo = buildPluginPr();
    const diff = await diffNameStatus(repo.dir, repo.baseSha, repo.headSha);
    expect(diff).toEqual(expect.arrayContaining(repo.files));
    expect(diff).toContainEqual({
      filename: `${SKILLS}/new-name/SKILL.md`,
      status: 'renamed',
      previous_filename: `${SKILLS}/old-name/SKILL.md`,
    });
    expect(diff).toContainEqual({ filename: `${SKILLS}/doomed/SKILL.md`, status: 'removed' });
  });

  test('ensureCommit: present → null; not a repository or unknown commit → a reason', async () => {
    const repo = buildPluginPr();
    expect(await ensureCommit(repo.dir, repo.baseSha)).toBeNull();
    expect(await ensureCommit(os.tmpdir(), repo.baseSha)).toMatch(/not a git checkout/);
    expect(await ensureCommit(repo.dir, 'f'.repeat(40))).toMatch(/git fetch of ffffffffffff failed/);
    expect(await ensureCommit(repo.dir, 'main')).toMatch(/not a commit SHA/);
  });
});
