// The result cache (`--cache-dir`) read back after someone edited it, as a shared actions/cache
// restore allows: an entry whose shape or ranges are not the layers' is a miss with a warning (the
// layer is computed again), nothing of it reaches the markdown unescaped, and an entry that is a
// named pipe is refused without waiting for a writer.
import { execFileSync } from 'node:child_process';
import { closeSync, constants, openSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { renderMarkdown } from '../../src/reports/markdown.js';
import type { EvalResult } from '../../src/contract/types.js';
import { schemaModel, startFakeAnthropic, type FakeAnthropic } from '../helpers/fakeAnthropic.js';
import { goodSkill, makeTree, removeTree, runCli } from '../helpers/tree.js';

const KEY = 'sk-ant-test-key-cache-0123456789';
const HOSTILE = '<img src=x onerror=alert(1)> [win](https://evil.example) @octocat';

let fake: FakeAnthropic;
let tmp: string;
const fifos: string[] = [];
beforeEach(async () => {
  fake = await startFakeAnthropic({ router: schemaModel({ number: 0.75 }) });
  tmp = makeTree({ 'skills/csv-import/SKILL.md': goodSkill('csv-import') });
});
afterEach(async () => {
  // A reader still blocked on a pipe (the behaviour this file tests against) is let go.
  for (const f of fifos.splice(0)) {
    try {
      closeSync(openSync(f, constants.O_WRONLY | constants.O_NONBLOCK));
    } catch {
      // No reader waiting.
    }
  }
  await fake.close();
  removeTree(tmp);
});

const cacheDir = () => path.join(tmp, 'cache');
const score = (...extra: string[]) =>
  runCli(['score', path.join(tmp, 'skills/csv-import'), '--depth', 'standard', '--cache-dir', cacheDir(), ...extra], {
    env: { ANTHROPIC_API_KEY: KEY, ANTHROPIC_BASE_URL: fake.url },
  });

/** The cache file holding the judge's result (the run at depth standard stores only it). */
function judgeEntry(): string {
  const files = readdirSync(cacheDir(), { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.json'));
  const judge = files
    .map((f) => path.join(cacheDir(), f))
    .filter((f) => JSON.parse(readFileSync(f, 'utf8')).value.layer === 'judge');
  expect(judge).toHaveLength(1);
  return judge[0]!;
}

function editJudge(edit: (value: Record<string, any>) => void): string {
  const file = judgeEntry();
  const entry = JSON.parse(readFileSync(file, 'utf8'));
  edit(entry.value);
  writeFileSync(file, JSON.stringify(entry));
  return file;
}

async function firstRun(): Promise<number> {
  const first = await score('--output', 'json');
  expect(first.code).toBe(0);
  return fake.calls().length;
}

test('an entry as the layer wrote it is still served: no call, marked as a hit', async () => {
  const calls = await firstRun();
  const again = await score('--output', 'json');
  expect(fake.calls().length).toBe(calls);
  expect(JSON.parse(again.stdout).layers.find((l: { layer: string }) => l.layer === 'judge').metadata.cache).toBe(
    'hit',
  );
  expect(again.stderr).not.toMatch(/result cache/);
});

test('markup, a live link and a mention put into metadata.unmeasured: the entry is refused and computed again', async () => {
  const calls = await firstRun();
  const file = editJudge((v) => {
    v.metadata.unmeasured = [{ dimension: HOSTILE, reason: HOSTILE }];
  });
  const again = await score('--output', 'markdown');
  expect(again.code).toBe(0);
  expect(fake.calls().length).toBeGreaterThan(calls);
  expect(again.stderr).toContain(
    `result cache: ${file} ignored (metadata.unmeasured[0]: not a {dimension, reason} of a known dimension); computed again`,
  );
  expect(again.stdout).not.toContain('<img');
  expect(again.stdout).not.toContain('](https://evil.example)');
  expect(again.stdout).not.toContain('@octocat');
  expect(again.stdout).toMatch(/\| LLM judge \| +[\d.]+ \| cache miss \|/);
});

test('a layer score of 7 on the 0-1 scale: refused, never shown as 700.0', async () => {
  const calls = await firstRun();
  editJudge((v) => {
    v.score = 7;
  });
  const again = await score('--output', 'markdown');
  expect(fake.calls().length).toBeGreaterThan(calls);
  expect(again.stderr).toMatch(/ignored \(score is not between 0 and 1\)/);
  expect(again.stdout).not.toContain('700.0');
  // And a dimension out of range, the same way.
  editJudge((v) => {
    v.dimensions.orchestration_fitness = 7;
  });
  const third = await score('--output', 'json');
  expect(third.stderr).toMatch(/ignored \(dimensions\.orchestration_fitness is out of range or of the wrong type\)/);
  const judge = JSON.parse(third.stdout).layers.find((l: { layer: string }) => l.layer === 'judge');
  expect(judge.score).toBeLessThanOrEqual(1);
});

test('a named pipe in place of an entry: refused at once, the run finishes within its deadline', async () => {
  await firstRun();
  const file = judgeEntry();
  rmSync(file);
  execFileSync('mkfifo', [file]);
  fifos.push(file);
  const again = await score('--output', 'json', '--deadline', '5s');
  expect(again.code).toBe(0);
  expect(again.stderr).toContain(`result cache: ${file} ignored (not a regular file); computed again`);
  expect(JSON.parse(again.stdout).layers.find((l: { layer: string }) => l.layer === 'judge').metadata.cache).toBe(
    'miss',
  );
}, 20_000);

test('markdown escapes what metadata.unmeasured holds, wherever the result came from (a merged report)', async () => {
  const run = await score('--output', 'json');
  const result = JSON.parse(run.stdout) as EvalResult;
  result.layers.find((l) => l.layer === 'judge')!.metadata.unmeasured = [{ dimension: HOSTILE, reason: 'x' }];
  // The layer table's row (the metadata's JSON below it is a code block, where nothing renders).
  const row = renderMarkdown(result)
    .split('\n')
    .find((l) => l.startsWith('| LLM judge |'))!;
  expect(row).toContain(
    'unmeasured: &lt;img src=x onerror=alert(1)&gt; \\[win\\](https:\u200b//evil.example) @\u200boctocat',
  );
  expect(row).not.toContain('<img');
  expect(row).not.toContain('](https://evil.example)');
  expect(row).not.toContain('@octocat');
});
