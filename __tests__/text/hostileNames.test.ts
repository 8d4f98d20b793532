// Hostile names (issue 6): folder names and frontmatter names with spaces, line breaks, tabs,
// Unicode, `..`, markdown and HTML, or the names of the report's own files. Each target is scored
// or reported as a clear error, never an exception; every file lands inside the output folder,
// one per target (nothing overwrites the summary or another target); and no name can start a
// heading or open HTML in the markdown the reports are made of.
import { describe, expect, test } from '@jest/globals';
import fc from 'fast-check';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { OVERALL_BADGE, BADGES_README } from '../../src/action/badges.js';
import { RESERVED_STEMS, SUMMARY_JSON, SUMMARY_MD, INDEX_HTML, targetFileStem } from '../../src/sweep/run.js';
import { HOSTILE_DIRS, HOSTILE_NAMES, hostileTree, listFiles } from '../helpers/hostile.js';
import { goodSkill, makeTree, removeTree, runCli } from '../helpers/tree.js';

/** Markdown without its inline code spans (text inside backticks is shown as is, never as HTML). */
function outsideCode(md: string): string {
  return md.replace(/`[^`\n]*`/g, '`…`');
}

describe('targetFileStem is a safe, distinct file name for any target path', () => {
  const out = path.resolve('/tmp/report-dir');
  const hostilePath = fc.oneof(
    fc.string(),
    fc.string({ unit: 'binary', maxLength: 60 }),
    fc
      .array(
        fc.constantFrom(
          '..',
          '.',
          '',
          'a',
          'b c',
          '/',
          '\\',
          '\n',
          'summary',
          'index',
          'root',
          'plugin-eval',
          'ü',
          '名',
        ),
        { maxLength: 8 },
      )
      .map((a) => a.join('')),
    fc.constantFrom(
      ...HOSTILE_DIRS,
      ...HOSTILE_NAMES,
      '../../x',
      '/etc/passwd',
      'C:\\Windows',
      '..\\..\\x',
      '.',
      './',
      '...',
    ),
  );
  const normalised = (p: string) => {
    const n = p.replace(/^\.\/+/, '').replace(/\/+$/, '');
    return n === '.' ? '' : n;
  };

  test('one plain file name inside the output folder, never a reserved one', () => {
    fc.assert(
      fc.property(hostilePath, (p) => {
        const stem = targetFileStem(p);
        expect(stem).toMatch(/^[A-Za-z0-9_-][A-Za-z0-9._-]*$/);
        expect(stem.length).toBeLessThanOrEqual(130);
        for (const ext of ['.json', '.html', '.svg']) expect(path.dirname(path.resolve(out, stem + ext))).toBe(out);
        if (normalised(p) !== '') expect(RESERVED_STEMS).not.toContain(stem.toLowerCase());
      }),
      { numRuns: 2000 },
    );
  });

  test('two different paths never share a file', () => {
    fc.assert(
      fc.property(hostilePath, hostilePath, (a, b) => {
        fc.pre(normalised(a) !== normalised(b));
        expect(targetFileStem(a)).not.toBe(targetFileStem(b));
      }),
      { numRuns: 2000 },
    );
  });

  test('the fixed files of the report and badge folders are reserved', () => {
    for (const fixed of [SUMMARY_JSON, SUMMARY_MD, INDEX_HTML, `${OVERALL_BADGE}.svg`, BADGES_README]) {
      expect(RESERVED_STEMS).toContain(fixed.replace(/\.[a-z]+$/, '').toLowerCase());
    }
    expect(targetFileStem('summary')).toMatch(/^summary-[0-9a-f]{8}$/);
    expect(targetFileStem('Plugin-Eval')).toMatch(/^Plugin-Eval-[0-9a-f]{8}$/);
  });
});

describe('the CLI on a tree of hostile names', () => {
  test('report: every target scored or a clear error, one file each, all inside the output folder', async () => {
    const root = makeTree(hostileTree());
    try {
      const before = listFiles(root);
      // Outside a git checkout, targets are named from the folder's parent: `<folder>/skills/…`.
      const base = path.basename(root);
      const r = await runCli(['report', '.', '--output-dir', 'out'], { cwd: root });
      expect(r.stderr).not.toMatch(/internal error/);
      expect(r.code).toBe(0);
      const summary = JSON.parse(readFileSync(path.join(root, 'out', SUMMARY_JSON), 'utf8'));
      const total = HOSTILE_DIRS.length + HOSTILE_NAMES.length + 2;
      expect(summary.counts.targets).toBe(total);
      // Non-string names and a list frontmatter are errors naming the file; the rest are scored.
      expect(summary.errors.map((e: { plugin_path: string }) => e.plugin_path).sort()).toEqual([
        `${base}/named/list`,
        `${base}/named/number`,
      ]);
      for (const e of summary.errors) expect(e.error.length).toBeGreaterThan(10);
      const paths = summary.ranked.map((x: { path: string }) => x.path);
      for (const dir of HOSTILE_DIRS) expect(paths).toContain(`${base}/skills/${dir}`);

      // Nothing written outside out/, and inside it one JSON and one page per target plus the fixed files.
      const after = listFiles(root);
      expect(after.filter((f) => !f.startsWith(`out${path.sep}`))).toEqual(before);
      const written = listFiles(path.join(root, 'out'));
      expect(written.filter((f) => f.endsWith('.json'))).toHaveLength(total + 1);
      expect(written.filter((f) => f.endsWith('.html'))).toHaveLength(total - 2 + 1);
      for (const row of summary.ranked) {
        const own = JSON.parse(readFileSync(path.join(root, 'out', row.file), 'utf8'));
        expect(own.plugin_path).toBe(row.path);
      }
      // summary.md: no name or folder starts a heading of its own or opens HTML.
      const md = readFileSync(path.join(root, 'out', SUMMARY_MD), 'utf8');
      expect(
        md
          .split('\n')
          .filter((l) => l.startsWith('#'))
          .every((l) => /^#{1,3} (PluginEval report|Badges|Needs attention|Errors|All targets)/.test(l)),
      ).toBe(true);
      expect(outsideCode(md)).not.toMatch(/<img|<script/);
      expect(r.stdout).toBe(md);
    } finally {
      removeTree(root);
    }
  });

  test('score and --output markdown on each hostile folder: a report, no heading injected, no raw HTML', async () => {
    const root = makeTree(hostileTree());
    try {
      for (const rel of [...HOSTILE_DIRS.map((d) => `skills/${d}`), ...HOSTILE_NAMES.map((_, i) => `named/n${i}`)]) {
        const r = await runCli(['score', rel, '--depth', 'quick', '--output', 'markdown'], { cwd: root });
        expect([rel, r.code, r.stderr]).toEqual([rel, 0, '']);
        const headings = r.stdout.split('\n').filter((l) => /^#{1,6} /.test(l));
        expect(headings[0]).toMatch(/^# PluginEval: .* \(skill\)$/);
        expect(headings.slice(1).every((h) => /^## /.test(h))).toBe(true);
        expect(outsideCode(r.stdout)).not.toMatch(/<img|<script/);
        expect(outsideCode(r.stdout)).not.toMatch(/@octocat/);
      }
    } finally {
      removeTree(root);
    }
  });

  test('merge: shard files whose plugin_path climbs out cannot make it write outside the output folder', async () => {
    const root = makeTree({ 'skills/a/SKILL.md': goodSkill('a') });
    try {
      const shard = path.join(root, 'shard');
      expect((await runCli(['report', '.', '--output-dir', 'shard'], { cwd: root })).code).toBe(0);
      const [row] = JSON.parse(readFileSync(path.join(shard, SUMMARY_JSON), 'utf8')).ranked;
      const own = JSON.parse(readFileSync(path.join(shard, row.file), 'utf8'));
      const hostile = ['../../escaped', '/etc/evil', '..', '../summary', 'summary', 'C:\\evil', 'x/../../../y'];
      hostile.forEach((p, i) =>
        writeFileSync(path.join(shard, `h${i}.json`), JSON.stringify({ ...own, plugin_path: p })),
      );
      mkdirSync(path.join(root, 'deep', 'er'), { recursive: true });
      const before = listFiles(root);
      const r = await runCli(['merge', 'shard', '--output-dir', 'deep/er/merged', '--badges-dir', 'deep/er/badges'], {
        cwd: root,
      });
      expect(r.stderr).not.toMatch(/internal error/);
      expect(r.code).toBe(0);
      const after = listFiles(root);
      const outside = after.filter(
        (f) =>
          !before.includes(f) &&
          !f.startsWith(path.join('deep', 'er', 'merged') + path.sep) &&
          !f.startsWith(path.join('deep', 'er', 'badges') + path.sep),
      );
      expect(outside).toEqual([]);
      const merged = JSON.parse(readFileSync(path.join(root, 'deep/er/merged', SUMMARY_JSON), 'utf8'));
      expect(merged.counts.targets).toBe(hostile.length + 1);
      // One file per target in each folder, besides the fixed ones.
      expect(listFiles(path.join(root, 'deep/er/merged')).filter((f) => f.endsWith('.json'))).toHaveLength(
        hostile.length + 2,
      );
      expect(listFiles(path.join(root, 'deep/er/badges')).filter((f) => f.endsWith('.svg'))).toHaveLength(
        hostile.length + 2,
      );
    } finally {
      removeTree(root);
    }
  });
});
