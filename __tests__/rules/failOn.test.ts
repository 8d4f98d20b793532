// `--fail-on` and the Action's `fail-on`: findings of the named kinds, at or above the level the
// table names, fail the gate (exit 1 / a failed check); without it findings never do.
import { pullRequestGate, sweepGate } from '../../src/action/gate.js';
import { InputError, readInputs } from '../../src/action/inputs.js';
import { evaluateTarget } from '../../src/engine/evaluate.js';
import { MemorySource } from '../../src/read/source.js';
import { FAIL_ON_MIN_LEVEL, gatingFindings, parseFailOn } from '../../src/rules/suppressions/failOn.js';
import { summarise } from '../../src/sweep/run.js';
import type { EvalOutcome } from '../../src/contract/types.js';
import * as path from 'node:path';
import { makeTree, removeTree, runCli } from '../helpers/tree.js';

const GOOD = (name: string) =>
  `---\nname: ${name}\ndescription: Extracts text and tables from PDF files. Use when the user asks to read or merge PDFs.\n---\n\n# PDF\n\n## Usage\n\nRun the extractor.\n`;
const UNKNOWN_FIELD = (name: string) => GOOD(name).replace('---\n\n', 'colour: blue\n---\n\n');

const files = {
  'good/SKILL.md': GOOD('good'),
  'renamed/SKILL.md': GOOD('other-name'),
  'styled/SKILL.md': UNKNOWN_FIELD('styled'),
};

async function outcomes(): Promise<Record<string, EvalOutcome>> {
  const src = new MemorySource(files, 'repo', 'repo');
  const out: Record<string, EvalOutcome> = {};
  for (const dir of ['good', 'renamed', 'styled']) out[dir] = await evaluateTarget(src, dir, { depth: 'quick' });
  return out;
}

test('parsing: kinds, duplicates, spaces; an unknown kind is refused', () => {
  expect(parseFailOn('spec, security,spec')).toEqual(['spec', 'security']);
  expect(parseFailOn('')).toEqual([]);
  expect(() => parseFailOn('spec,style')).toThrow(/unknown kind "style"/);
  expect(FAIL_ON_MIN_LEVEL.security).toBe('medium');
});

test('which findings gate: a name differing from its folder (medium spec) does, an unknown field (low) does not', async () => {
  const o = await outcomes();
  const res = (k: string) => {
    const x = o[k];
    if (!x.ok) throw new Error(x.error.error);
    return x.result;
  };
  expect(gatingFindings(res('renamed'), ['spec']).map((f) => f.rule)).toEqual(['SPEC_NAME_MISMATCH']);
  expect(gatingFindings(res('renamed'), ['security'])).toEqual([]);
  expect(res('styled').findings.some((f) => f.rule === 'SPEC_UNKNOWN_FIELD')).toBe(true);
  expect(gatingFindings(res('styled'), ['spec'])).toEqual([]);
  expect(gatingFindings(res('good'), ['spec', 'security'])).toEqual([]);
});

test('the Action gates: pull request and sweep fail with fail-on, pass without', async () => {
  const o = await outcomes();
  const all = [o.good, o.renamed];
  const base = { threshold: null, failOnError: true, securityGate: false };
  expect(pullRequestGate(all, base).passed).toBe(true);
  const pr = pullRequestGate(all, { ...base, failOn: ['spec'] });
  expect(pr.passed).toBe(false);
  expect(pr.conclusion).toBe('failure');
  expect(pr.failing).toEqual(['renamed']);
  expect(pr.line).toMatch(/SPEC_NAME_MISMATCH/);
  const summary = summarise(all, { root: '.', depth: 'quick' });
  expect(sweepGate(summary, all, base).passed).toBe(true);
  expect(sweepGate(summary, all, { ...base, failOn: ['spec'] }).passed).toBe(false);
  // The sweep summary (report) says it too.
  const failing = summarise(all, { root: '.', depth: 'quick', failOn: ['spec'] });
  expect(failing.passed).toBe(false);
  expect(failing.gate).toMatch(/spec findings that fail the gate/);
});

test('the Action input fail-on', () => {
  expect(readInputs((n) => (n === 'fail-on' ? 'spec,security' : '')).failOn).toEqual(['spec', 'security']);
  expect(readInputs(() => '').failOn).toEqual([]);
  expect(() => readInputs((n) => (n === 'fail-on' ? 'everything' : ''))).toThrow(InputError);
});

describe('CLI --fail-on', () => {
  let root = '';
  beforeAll(() => {
    root = makeTree({ ...files, 'bad-yaml/SKILL.md': '---\nname: bad-yaml\ndescription: a: b\n---\n# x\n' });
  });
  afterAll(() => removeTree(root));

  test('score: exit 1 with the finding named; exit 0 without the flag or for a clean skill', async () => {
    const flagged = await runCli(['score', 'renamed', '--depth', 'quick', '--fail-on', 'spec,security'], { cwd: root });
    expect(flagged.code).toBe(1);
    expect(flagged.stderr).toMatch(/SPEC_NAME_MISMATCH/);
    expect((await runCli(['score', 'renamed', '--depth', 'quick'], { cwd: root })).code).toBe(0);
    expect((await runCli(['score', 'good', '--depth', 'quick', '--fail-on', 'spec'], { cwd: root })).code).toBe(0);
    expect((await runCli(['score', 'good', '--depth', 'quick', '--fail-on', 'nonsense'], { cwd: root })).code).toBe(2);
  });

  test('score: frontmatter that is not valid YAML is exit 2 with the message and line; report scores the others', async () => {
    const bad = await runCli(['score', 'bad-yaml', '--depth', 'quick'], { cwd: root });
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/not valid YAML: .*\(line 3\)/);
    const out = path.join(root, 'out');
    const report = await runCli(['report', '.', '--output-dir', out, '--no-html', '--fail-on', 'spec'], { cwd: root });
    expect(report.code).toBe(1);
    expect(report.stdout).toMatch(/3 scored, 1 could not be scored/);
    expect(report.stdout).toMatch(/not valid YAML/);
  });
});
