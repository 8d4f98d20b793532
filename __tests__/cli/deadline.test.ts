// `--deadline` through the installed command (`node bin/plugin-eval.js` as a child process) with
// ANTHROPIC_BASE_URL pointing at a loopback Messages API that never answers: the command ends on
// its own, the static layer is scored, what the hanging calls would have measured is unmeasured
// with the deadline's reason, and `report` still writes its files. No wall time is asserted.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { JUDGE_DIMENSIONS } from '../../src/layers/judge.js';
import { hangReply, startFakeAnthropic, type FakeAnthropic } from '../helpers/fakeAnthropic.js';
import { goodSkill, makeTree, removeTree } from '../helpers/tree.js';
import { runNode, type NodeRun } from '../helpers/actionRun.js';

const ROOT = process.cwd();
const BIN = path.join(ROOT, 'bin', 'plugin-eval.js');
const KEY = 'sk-ant-api03-cliDeadlineKey-3e4f';
const TIMEOUT = 180_000;

function bin(args: string[], env: Record<string, string> = {}): Promise<NodeRun> {
  return runNode([BIN, ...args], { cwd: ROOT, env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: ROOT, ...env } });
}

let tmp: string;
let skillDir: string;
let fake: FakeAnthropic;
beforeAll(async () => {
  execFileSync('npm', ['run', 'build', '--silent'], { cwd: ROOT, stdio: 'pipe' });
  tmp = makeTree({ 'skills/csv-import/SKILL.md': goodSkill('csv-import') });
  skillDir = path.join(tmp, 'skills/csv-import');
  fake = await startFakeAnthropic({ router: () => hangReply });
}, 120_000);
afterAll(async () => {
  await fake.close();
  removeTree(tmp);
});

const env = () => ({ ANTHROPIC_API_KEY: KEY, ANTHROPIC_BASE_URL: fake.url });

function judgeReasons(result: any): string[] {
  const judge = result.layers.find((l: { layer: string }) => l.layer === 'judge');
  return (judge.metadata.unmeasured as Array<{ dimension: string; reason: string }>).map(
    (u) => `${u.dimension}: ${u.reason}`,
  );
}

test(
  'score --deadline: the hanging calls are stopped, the judge is unmeasured for the deadline, the static score is reported',
  async () => {
    const before = fake.calls().length;
    const run = await bin(['score', skillDir, '--depth', 'standard', '--output', 'json', '--deadline', '6s'], env());
    expect(fake.calls().length).toBeGreaterThan(before);
    expect(run.code).toBe(0);
    const result = JSON.parse(run.stdout);
    const reasons = judgeReasons(result);
    expect(reasons.map((r) => r.split(':')[0]).sort()).toEqual([...JUDGE_DIMENSIONS].sort());
    for (const r of reasons) expect(r).toContain('deadline: the 6s deadline was reached before this was measured');
    expect(result.composite.score).toBeGreaterThan(0);
    expect(run.stderr).toContain(
      'warning: deadline: the 6s deadline was reached before this was measured: no further model call is made, and what was left is unmeasured',
    );
  },
  TIMEOUT,
);

test(
  'report --deadline: the report files are written with the deadline named in each target',
  async () => {
    const out = path.join(tmp, 'out');
    const run = await bin(['report', tmp, '--depth', 'standard', '--deadline', '6', '--output-dir', out], env());
    expect(run.code).toBe(0);
    for (const file of ['summary.json', 'summary.md', 'index.html'])
      expect(existsSync(path.join(out, file))).toBe(true);
    const summary = JSON.parse(readFileSync(path.join(out, 'summary.json'), 'utf8'));
    expect(summary.counts.scored).toBe(1);
    const target = JSON.parse(readFileSync(path.join(out, summary.ranked[0].file), 'utf8'));
    for (const r of judgeReasons(target)) expect(r).toContain('deadline: the 6s deadline was reached');
  },
  TIMEOUT,
);

test(
  'a bad --deadline is a usage error (exit 2) naming the syntax',
  async () => {
    for (const bad of ['soon', '0', '10 m']) {
      const run = await bin(['score', skillDir, '--deadline', bad], env());
      expect(run.code).toBe(2);
      expect(run.stderr).toContain(`plugin-eval: option '--deadline <duration>' argument '${bad}' is invalid.`);
      expect(run.stderr).toMatch(
        /expected a duration (such as 90s, 10m, 1h30m or 500ms \(a plain number is seconds\)|above zero)/,
      );
    }
  },
  TIMEOUT,
);
