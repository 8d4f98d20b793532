// The CLI's flags for what goes beyond the reference (issue 5): --method, --judges, --trigger-reps,
// --elo with the corpus of `init`, and `report --batch` with its resumable state — in-process,
// against the loopback fake of the Messages API.
import { BATCH_PRICE_FACTOR, DEFAULT_BATCH_STATE_FILE } from '../../src/adapters/batch.js';
import { existsSync, mkdirSync, readdirSync, renameSync } from 'node:fs';
import * as path from 'node:path';
import { HELD_BACK_COUNT } from '../../src/layers/heldBack.js';
import { requestCostUsd, type TokenCounts } from '../../src/llm/models.js';
import { BATCH_STATE_FILE } from '../../src/cli/main.js';
import {
  schemaModel,
  startFakeAnthropic,
  toolReply,
  type FakeAnthropic,
  wantedTool,
} from '../helpers/fakeAnthropic.js';
import { goodSkill, makeTree, removeTree, runCli } from '../helpers/tree.js';

const KEY = 'sk-ant-test-measured-0123';
let fake: FakeAnthropic;
let tmp: string;
/** A cooperative model; pairwise comparisons prefer the skill shown first. */
const model = () => {
  const base = schemaModel({ number: 0.75 });
  return (r: Parameters<typeof base>[0]) =>
    wantedTool(r) === 'compare_skills' ? toolReply('compare_skills', { better: 'first', rationale: 'r' }) : base(r);
};
beforeEach(async () => {
  fake = await startFakeAnthropic({ router: model() });
  tmp = makeTree({
    'repo/skills/csv-import/SKILL.md': goodSkill('csv-import'),
    'repo/skills/csv-export/SKILL.md': goodSkill('csv-export'),
    'corpus-src/skills/json-lint/SKILL.md': goodSkill('json-lint'),
    'corpus-src/skills/yaml-lint/SKILL.md': goodSkill('yaml-lint'),
  });
});
afterEach(async () => {
  await fake.close();
  removeTree(tmp);
});

const env = () => ({ ANTHROPIC_API_KEY: KEY, ANTHROPIC_BASE_URL: fake.url });
const skill = () => path.join(tmp, 'repo/skills/csv-import');

describe('methods and judges', () => {
  test("--method reference --judges 1 makes the reference's calls: 4 + 1 + 50 at deep", async () => {
    const r = await runCli(
      ['score', skill(), '--depth', 'deep', '--method', 'reference', '--judges', '1', '--output', 'json'],
      { env: env() },
    );
    expect(r.code).toBe(0);
    expect(fake.requests).toHaveLength(55);
    expect(JSON.parse(r.stdout).config).toMatchObject({ method: 'reference', llm_method: 'reference', judges: 1 });
  });

  test('--judges 2 --trigger-reps 1 at standard: 2 × 3 rubric + 1 + (10 + held-back) decisions (no self-report); the sibling skill is in the catalogue', async () => {
    const r = await runCli(
      ['score', skill(), '--depth', 'standard', '--judges', '2', '--trigger-reps', '1', '--output', 'json'],
      { env: env() },
    );
    expect(r.code).toBe(0);
    expect(fake.requests).toHaveLength(6 + 1 + 10 + HELD_BACK_COUNT);
    const judge = JSON.parse(r.stdout).layers.find((l: { layer: string }) => l.layer === 'judge');
    expect(judge.metadata.judges.n).toBe(2);
    expect(judge.metadata.method.triggering_accuracy).toBe('measured');
    const decision = fake.requests.find((q) => q.body.tool_choice?.type === 'auto')!;
    expect(
      decision.body.tools.find((t: { name: string }) => t.name === 'load_skill').input_schema.properties.name.enum,
    ).toContain('csv-export');
  });

  test('bad values are one-line usage errors (exit 2)', async () => {
    for (const args of [
      ['--judges', '6'],
      ['--judges', '0'],
      ['--trigger-reps', '11'],
      ['--method', 'guess'],
    ]) {
      const r = await runCli(['score', skill(), '--depth', 'standard', ...args], { env: env() });
      expect(r.code).toBe(2);
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
    }
    expect(fake.requests).toHaveLength(0);
  });
});

describe('Elo from the corpus', () => {
  test('certify --elo without a corpus: exit 2, saying how to build it', async () => {
    const r = await runCli(['certify', skill(), '--elo', '--corpus-dir', path.join(tmp, 'nowhere')], { env: env() });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      /--elo: cannot read the corpus in .*nowhere \(no index\.json \(or corpus\.json\) there\); build it with: plugin-eval init SOURCE --corpus-dir/,
    );
    expect(fake.requests).toHaveLength(0);
  });

  test('init, then certify --elo and compare --elo read the corpus: ratings with intervals and percentiles, two orders per reference', async () => {
    const corpusDir = path.join(tmp, 'corpus');
    expect((await runCli(['init', path.join(tmp, 'corpus-src'), '--corpus-dir', corpusDir])).code).toBe(0);

    const certified = await runCli(['certify', skill(), '--elo', '--corpus-dir', corpusDir, '--output', 'json'], {
      env: env(),
    });
    expect(certified.code).toBe(0);
    const json = JSON.parse(certified.stdout);
    expect(json.elo).toMatchObject({
      method: 'measured',
      corpus_size: 2,
      position_bias: { pairs_checked: 2, inconsistent: 2 },
    });
    // A judge that always prefers the first shown draws every pair once both orders are counted.
    expect(json.elo.games.map((g: { score: number }) => g.score)).toEqual([0.5, 0.5]);
    expect(json.elo.ci_lower).toBeLessThanOrEqual(json.elo.rating);
    expect(typeof json.elo.percentile).toBe('number');
    expect(fake.requests.filter((q) => wantedTool(q) === 'compare_skills')).toHaveLength(4);

    // The markdown report says the rating once, with a proper ordinal.
    const certifiedMd = await runCli(['certify', skill(), '--elo', '--corpus-dir', corpusDir], { env: env() });
    expect(certifiedMd.code).toBe(0);
    expect(certifiedMd.stdout.match(/Elo:?\*{0,2} \d+ \[/g) ?? []).toHaveLength(1);
    expect(certifiedMd.stdout).toMatch(/\d+(?:st|nd|rd|th) percentile/);
    expect(certifiedMd.stdout).not.toMatch(/(?:^|[^1\d])(?:1th|2th|3th)\b/m);

    const md = await runCli(
      [
        'compare',
        skill(),
        path.join(tmp, 'repo/skills/csv-export'),
        '--depth',
        'standard',
        '--elo',
        '--corpus-dir',
        corpusDir,
      ],
      { env: env() },
    );
    expect(md.code).toBe(0);
    expect(md.stdout).toMatch(/## Elo against the corpus\n\n- A: Elo \d+ \[\d+, \d+\]/);
    const cmp = await runCli(
      [
        'compare',
        skill(),
        path.join(tmp, 'repo/skills/csv-export'),
        '--depth',
        'standard',
        '--elo',
        '--corpus-dir',
        corpusDir,
        '--output',
        'json',
      ],
      { env: env() },
    );
    const cmpJson = JSON.parse(cmp.stdout);
    expect(cmpJson.elo.a.method).toBe('measured');
    expect(cmpJson.elo.b.method).toBe('measured');

    // A corpus folder from an earlier version (corpus.json, no index.json) is still read.
    renameSync(path.join(corpusDir, 'index.json'), path.join(corpusDir, 'corpus.json'));
    const legacy = await runCli(['certify', skill(), '--elo', '--corpus-dir', corpusDir, '--output', 'json'], {
      env: env(),
    });
    expect(legacy.code).toBe(0);
    expect(JSON.parse(legacy.stdout).elo).toMatchObject({ method: 'measured', corpus_size: 2 });
  });
});

describe('certify --batch', () => {
  test('every call of the deep certification in batches at half the price, the state file in the current folder; a rerun makes no call', async () => {
    const cwd = path.join(tmp, 'certify-here');
    mkdirSync(cwd);
    const args = ['certify', skill(), '--batch', '--batch-poll', '0.01', '--output', 'json'];
    const before = fake.requests.length;
    const direct = await runCli(['certify', skill(), '--output', 'json', '--no-early-stop'], { env: env() });
    expect(direct.code).toBe(0);
    const directCalls = fake.requests.length - before;
    const items = fake.batchItems.length;
    const first = await runCli(args, { env: env(), cwd });
    expect(first.code).toBe(0);
    expect(fake.requests.slice(before + directCalls).filter((q) => q.path === '/v1/messages')).toHaveLength(0);
    expect(fake.batchItems.length - items).toBe(directCalls);
    expect(first.stderr).toMatch(/batch msgbatch_fake_\d+: \d+ call\(s\) submitted/);
    expect(existsSync(path.join(cwd, DEFAULT_BATCH_STATE_FILE))).toBe(true);
    // Billed at the batch price: half of what the same tokens cost in direct calls.
    const usage = Object.entries(
      JSON.parse(first.stdout).model_usage as Record<string, TokenCounts & { estimated_cost_usd: number }>,
    );
    expect(usage.length).toBeGreaterThan(0);
    for (const [model, u] of usage)
      expect(u.estimated_cost_usd).toBeCloseTo(requestCostUsd(model, u) * BATCH_PRICE_FACTOR, 9);
    expect(JSON.parse(first.stdout).composite.score).toBe(JSON.parse(direct.stdout).composite.score);

    const requests = fake.requests.length;
    const again = await runCli(args, { env: env(), cwd });
    expect(again.code).toBe(0);
    expect(fake.requests).toHaveLength(requests);
  });
});

describe('report --batch', () => {
  test('all calls in batches, the state file in the output folder; a second run with it makes no call; merge ignores it', async () => {
    const out = path.join(tmp, 'out');
    const args = [
      'report',
      path.join(tmp, 'repo'),
      '--depth',
      'standard',
      '--batch',
      '--batch-poll',
      '0.01',
      '--output-dir',
      out,
      '--no-html',
    ];
    const first = await runCli(args, { env: env() });
    expect(first.code).toBe(0);
    expect(fake.requests.filter((q) => q.path === '/v1/messages')).toHaveLength(0);
    expect(fake.batchItems).toHaveLength(2 * (34 + 3 * HELD_BACK_COUNT));
    expect(fake.batches.length).toBeGreaterThanOrEqual(2);
    expect(first.stderr).toMatch(/batch msgbatch_fake_1: \d+ call\(s\) submitted/);
    expect(existsSync(path.join(out, BATCH_STATE_FILE))).toBe(true);

    const requests = fake.requests.length;
    const second = await runCli(args, { env: env() });
    expect(second.code).toBe(0);
    expect(fake.requests).toHaveLength(requests);
    const timeless = (text: string) => text.replace(/generated \S+/g, 'generated …');
    expect(timeless(second.stdout)).toBe(timeless(first.stdout));

    const merged = await runCli(['merge', out, '--output-dir', path.join(tmp, 'merged')]);
    expect(merged.code).toBe(0);
    expect(merged.stderr).not.toContain(BATCH_STATE_FILE);
    expect(readdirSync(path.join(tmp, 'merged'))).not.toContain(BATCH_STATE_FILE);
  });
});
