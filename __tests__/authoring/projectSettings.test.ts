// The configuration file and the baseline through the CLI: a typed flag wins over the file, the
// file over defaults, overrides by path; with a baseline only what is new fails the gate.
import { execFileSync } from 'node:child_process';
import { appendFileSync } from 'node:fs';
import * as path from 'node:path';
import { makeTree, removeTree, runCli, weakSkill } from '../helpers/tree.js';

let repo: string;
beforeAll(() => {
  repo = makeTree({
    '.plugin-eval.yml':
      'threshold: 95\nrules:\n  MISSING_TRIGGER: off\noverrides:\n  - files: ["skills/legacy*"]\n    threshold: 5\n',
    'skills/weak/SKILL.md': weakSkill('weak'),
    'skills/legacy/SKILL.md': weakSkill('legacy'),
  });
  execFileSync('git', ['init', '-q'], { cwd: repo });
});
afterAll(() => removeTree(repo));

const at = (rel: string) => path.join(repo, rel);

test('the file sets the threshold and turns a rule off; an override and a typed flag win', async () => {
  const r = await runCli(['score', at('skills/weak'), '--depth', 'quick', '--output', 'json']);
  expect(r.code).toBe(1);
  expect(r.stderr).toMatch(/below the threshold 95/);
  const json = JSON.parse(r.stdout);
  const trigger = json.layers[0].anti_patterns.find((a: { flag: string }) => a.flag === 'MISSING_TRIGGER');
  expect(trigger).toMatchObject({ suppressed: true, suppression_reason: 'disabled in the configuration' });
  expect((await runCli(['score', at('skills/legacy'), '--depth', 'quick'])).code).toBe(0);
  expect((await runCli(['score', at('skills/weak'), '--depth', 'quick', '--threshold', '5'])).code).toBe(0);
  const bad = await runCli(['score', at('skills/weak'), '--depth', 'quick', '--config', at('nope.yml')]);
  expect(bad.code).toBe(2);
  expect(bad.stderr).toMatch(/configuration error: .*nope\.yml: not found/);
});

test('with a baseline, only new problems fail', async () => {
  expect((await runCli(['baseline', repo])).code).toBe(0);
  const same = await runCli(['score', at('skills/weak'), '--depth', 'quick', '--output', 'json']);
  expect(same.code).toBe(0);
  expect(same.stderr).toMatch(/baseline: 0 new, \d+ already in the baseline, 0 gone/);
  expect(same.stderr).toMatch(/nothing is new since the baseline/);
  const counted = JSON.parse(same.stdout).layers[0].anti_patterns.filter(
    (a: { suppressed?: boolean }) => !a.suppressed,
  );
  expect(counted.length).toBeGreaterThan(0);
  expect(counted.every((a: { baseline?: string }) => a.baseline === 'baselined')).toBe(true);
  const sweep = await runCli(['report', repo, '--output-dir', at('out'), '--no-html', '--threshold', '95']);
  expect(sweep.code).toBe(0);

  appendFileSync(at('skills/weak/SKILL.md'), '\nThen use skills/vanished for the rest.\n');
  const worse = await runCli(['score', at('skills/weak'), '--depth', 'quick']);
  expect(worse.code).toBe(1);
  expect(worse.stderr).toMatch(/baseline: 1 new/);
  expect(
    (await runCli(['score', at('skills/weak'), '--depth', 'quick', '--no-baseline', '--threshold', '5'])).code,
  ).toBe(0);
});
