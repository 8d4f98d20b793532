// Anthropic API faults end to end through the installed command: `node bin/plugin-eval.js score
// --depth standard` as a child process, with ANTHROPIC_API_KEY and ANTHROPIC_BASE_URL pointing at
// the loopback fake of the Messages API. 429, 529 and 500 answers, timeouts, truncated and garbled
// bodies and dropped connections are retried by the SDK, then leave the judge's dimensions
// unmeasured: the run still ends with a report, the exit code follows the threshold, stderr says
// what could not be measured and why, and the label is not Assessed when nothing was measured.
import { execFileSync } from 'node:child_process';
import * as path from 'node:path';
import {
  errorReply,
  rawReply,
  resetReply,
  schemaModel,
  startFakeAnthropic,
  type FakeAnthropic,
  type FakeReply,
  type FakeRouter,
  wantedTool,
} from '../helpers/fakeAnthropic.js';
import { goodSkill, makeTree, removeTree, runCli } from '../helpers/tree.js';
import { runNode, type NodeRun } from '../helpers/actionRun.js';
import {
  CIRCUIT_BREAKER_FAILURES,
  CIRCUIT_BREAKER_TIMEOUTS,
  DEFAULT_CONCURRENCY,
  DEFAULT_MAX_RETRIES,
} from '../../src/adapters/anthropic.js';
import { JUDGE_DIMENSIONS } from '../../src/layers/judge.js';
import { OVERLOAD_UNIT_ENV } from '../../src/adapters/modelTiming.js';

const ROOT = process.cwd();
const BIN = path.join(ROOT, 'bin', 'plugin-eval.js');
const KEY = 'sk-ant-api03-cliFaultKey-7d1f';
/** Every judge call: the first attempt and the SDK's retries. */
const ATTEMPTS = DEFAULT_MAX_RETRIES + 1;
/** The server asks for a 1 ms wait, so the SDK's retries take no time. */
const FAST_RETRY = { 'retry-after-ms': '1' };
/**
 * An overload is waited out for 5 minutes: in these runs, for 1.5 s (5 ms per second of its schedule), long enough
 * for more tries than the breaker allows even on a loaded machine, where a try may take tens of milliseconds.
 */
const FAST_OVERLOAD = { [OVERLOAD_UNIT_ENV]: '5' };

/** The command as a child process (asynchronous: the fake answers from this process). */
function bin(args: string[], env: Record<string, string>): Promise<NodeRun> {
  return runNode([BIN, ...args], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: ROOT, ...FAST_OVERLOAD, ...env },
  });
}

let tmp: string;
let skillDir: string;
let quickScore: number;
beforeAll(async () => {
  execFileSync('npm', ['run', 'build', '--silent'], { cwd: ROOT, stdio: 'pipe' });
  tmp = makeTree({ 'skills/csv-import/SKILL.md': goodSkill('csv-import') });
  skillDir = path.join(tmp, 'skills/csv-import');
  quickScore = JSON.parse((await runCli(['score', skillDir, '--output', 'json'])).stdout).composite.score;
}, 120_000);
afterAll(() => removeTree(tmp));

async function withFake<T>(router: FakeRouter, run: (fake: FakeAnthropic) => Promise<T>): Promise<T> {
  const fake = await startFakeAnthropic({ router });
  try {
    return await run(fake);
  } finally {
    await fake.close();
  }
}

function score(fake: FakeAnthropic, extra: string[] = []): Promise<NodeRun> {
  return bin(['score', skillDir, '--depth', 'standard', '--output', 'json', ...extra], {
    ANTHROPIC_API_KEY: KEY,
    ANTHROPIC_BASE_URL: fake.url,
  });
}

/** The judge layer of a JSON report. */

function judgeOf(json: any) {
  return json.layers.find((l: any) => l.layer === 'judge');
}

/** What every run where the judge measured nothing must show. */

function expectNothingMeasured(run: NodeRun, reason: RegExp): any {
  const json = JSON.parse(run.stdout);
  const judge = judgeOf(json);
  expect(judge.metadata.measured).toEqual([]);
  const unmeasured = judge.metadata.unmeasured as Array<{ dimension: string; reason: string }>;
  expect(unmeasured.map((u) => u.dimension).sort()).toEqual([...JUDGE_DIMENSIONS].sort());
  for (const u of unmeasured) expect(u.reason).toMatch(reason);
  // Not Assessed: nothing of the judge was measured, so the result is as good as a static estimate.
  expect(json.composite.confidence_label).toBe('Estimated');
  expect(json.composite.score).toBe(quickScore);
  // The judge-only dimensions show as not measured, not as zero.
  const scope = json.composite.dimensions.find((d: { name: string }) => d.name === 'scope_calibration');
  expect(scope).toMatchObject({ grade: '—', evidence: ['not measured'] });
  // stderr says which dimensions and why, on one warning line per skill.
  const warning = run.stderr.split('\n').find((l) => l.includes('the judge could not measure')) ?? '';
  expect(warning).toMatch(/^plugin-eval: warning: .*csv-import: the judge could not measure /);
  for (const d of JUDGE_DIMENSIONS) expect(warning).toContain(d);
  expect(warning).toMatch(reason);
  expect(run.stdout + run.stderr).not.toContain(KEY);
  return json;
}

/**
 * Calls were retried, and the circuit breaker ended the run after CIRCUIT_BREAKER_FAILURES
 * consecutive failed attempts: only the attempts already in flight reached the API after that.
 */
function expectEveryCallRetried(fake: FakeAnthropic): void {
  expect(fake.requests.length).toBeGreaterThanOrEqual(CIRCUIT_BREAKER_FAILURES);
  expect(fake.requests.length).toBeLessThanOrEqual(CIRCUIT_BREAKER_FAILURES + DEFAULT_CONCURRENCY);
  const attempts = new Map<string, number>();
  for (const r of fake.requests) {
    const call = JSON.stringify([r.body.tool_choice, r.body.system, r.body.messages]);
    attempts.set(call, (attempts.get(call) ?? 0) + 1);
  }
  expect(Math.max(...attempts.values())).toBeGreaterThan(1);
  expect(Math.max(...attempts.values())).toBeLessThanOrEqual(ATTEMPTS);
}

const always =
  (reply: () => FakeReply): FakeRouter =>
  () =>
    reply();

describe('persistent faults: retried, then unmeasured; the run still reports', () => {
  test.each([
    [
      '429 rate limited',
      () => errorReply(429, { errorType: 'rate_limit_error', message: 'Rate limited', headers: FAST_RETRY }),
      /HTTP 429 Rate limited/,
      true,
    ],
    [
      '529 overloaded',
      () => errorReply(529, { errorType: 'overloaded_error', message: 'Overloaded', headers: FAST_RETRY }),
      /HTTP 529 Overloaded/,
      true,
    ],
    [
      '500 server error',
      () => errorReply(500, { errorType: 'api_error', message: 'Internal server error', headers: FAST_RETRY }),
      /HTTP 500 Internal server error/,
      false,
    ],
  ])('%s on every attempt', async (_name, reply, reason, overload) => {
    await withFake(always(reply), async (fake) => {
      const run = await score(fake, ['--threshold', String(Math.floor(quickScore)), '--on-unmeasured', 'fail']);
      // An overload is waited out until its patience is spent (more tries than the breaker allows a
      // failing API); a 500 is retried, then the breaker opens.
      if (overload) expect(fake.requests.length).toBeGreaterThan(CIRCUIT_BREAKER_FAILURES + DEFAULT_CONCURRENCY);
      else expectEveryCallRetried(fake);
      expectNothingMeasured(run, reason);
      // The static score meets the threshold, but under fail the threshold cannot pass on what was not measured.
      expect(run.code).toBe(1);
      expect(run.stderr).toMatch(
        /not measured: output quality \(judge: .*\); scope calibration .*cannot pass on a dimension that was not measured/,
      );
    });
  });

  test('a persistent fault and a threshold above the static score: exit 1, saying so', async () => {
    await withFake(
      always(() => errorReply(529, { errorType: 'overloaded_error', message: 'Overloaded', headers: FAST_RETRY })),
      async (fake) => {
        const run = await score(fake, ['--threshold', String(Math.ceil(quickScore + 1))]);
        expectNothingMeasured(run, /HTTP 529/);
        expect(run.code).toBe(1);
        expect(run.stderr).toMatch(/scored [\d.]+, below the threshold/);
      },
    );
  });

  test('truncated, garbled and empty bodies are unmeasured at once (a 200 that cannot be read is not retried)', async () => {
    const bodies: FakeReply[] = [
      rawReply(
        200,
        JSON.stringify({
          id: 'msg_1',
          type: 'message',
          role: 'assistant',
          content: [{ type: 'text', text: 'x'.repeat(400) }],
        }),
        { truncate: true },
      ),
      rawReply(200, '{"id": "msg_2", "type": "message", "content": [{"type": "tool_use", '),
      rawReply(200, '<html><body>502 Bad Gateway</body></html>'),
      rawReply(200, ''),
    ];
    let i = 0;
    await withFake(
      () => bodies[i++ % bodies.length],
      async (fake) => {
        const run = await score(fake);
        expect(run.code).toBe(0);
        const json = JSON.parse(run.stdout);
        const judge = judgeOf(json);
        expect(judge.metadata.measured).toEqual([]);
        expect((judge.metadata.unmeasured as unknown[]).length).toBe(JUDGE_DIMENSIONS.length);
        expect(json.composite.confidence_label).toBe('Estimated');
        expect(json.composite.score).toBe(quickScore);
        expect(run.stderr).toContain('the judge could not measure');
        expect(run.stdout + run.stderr).not.toContain(KEY);
      },
    );
  });

  test('a 5xx whose body is HTML, not JSON, is retried and named by its status', async () => {
    await withFake(
      always(() =>
        rawReply(502, '<html><body><h1>502 Bad Gateway</h1></body></html>', {
          headers: { ...FAST_RETRY, 'content-type': 'text/html' },
        }),
      ),
      async (fake) => {
        const run = await score(fake);
        expectEveryCallRetried(fake);
        expectNothingMeasured(run, /HTTP 502/);
        expect(run.code).toBe(0);
      },
    );
  });
});

describe('slow faults (the SDK backs off on its own schedule: these take a few seconds)', () => {
  test('dropped connections: retried, then unmeasured as connection errors', async () => {
    await withFake(
      always(() => resetReply),
      async (fake) => {
        const run = await score(fake);
        expectEveryCallRetried(fake);
        expectNothingMeasured(run, /connection error/);
        expect(run.code).toBe(0);
      },
    );
  }, 60_000);

  test('--timeout: replies slower than it are unmeasured as timeouts; two in a row with no answer open the breaker', async () => {
    await withFake(
      always(() => ({ kind: 'error', status: 500, delayMs: 3_000 })),
      async (fake) => {
        const run = await score(fake, ['--timeout', '0.2']);
        // Only the attempts in flight when the second timeout came reached the API.
        expect(fake.requests.length).toBeGreaterThanOrEqual(CIRCUIT_BREAKER_TIMEOUTS);
        expect(fake.requests.length).toBeLessThanOrEqual(CIRCUIT_BREAKER_TIMEOUTS + DEFAULT_CONCURRENCY);
        expectNothingMeasured(run, /timeout after 200 ms/);
        expect(run.code).toBe(0);
      },
    );
  }, 60_000);
});

describe('transient faults are retried until the call succeeds', () => {
  test('429, 529, 500 or a dropped connection before the answer: every dimension measured, Assessed', async () => {
    const faults: FakeReply[] = [
      errorReply(429, { errorType: 'rate_limit_error', headers: FAST_RETRY }),
      errorReply(529, { errorType: 'overloaded_error', headers: FAST_RETRY }),
      errorReply(500, { headers: FAST_RETRY }),
      resetReply,
    ];
    const good = schemaModel({ number: 0.75 });
    const judgeTools = [
      'write_trigger_tests',
      'rate_orchestration_fitness',
      'rate_output_quality',
      'rate_scope_calibration',
    ];
    const seen = new Map<string, number>();
    const router: FakeRouter = (request) => {
      const tool = String(wantedTool(request));
      const n = seen.get(tool) ?? 0;
      seen.set(tool, n + 1);
      // Each judge assessment fails on its first attempt, each with a different fault.
      return judgeTools.includes(tool) && n === 0 ? faults[judgeTools.indexOf(tool)] : good(request);
    };
    await withFake(router, async (fake) => {
      const run = await score(fake);
      expect(run.code).toBe(0);
      const json = JSON.parse(run.stdout);
      expect(judgeOf(json).metadata.unmeasured).toEqual([]);
      expect(json.composite.confidence_label).toBe('Assessed');
      expect(Object.fromEntries(judgeTools.map((t) => [t, seen.get(t)]))).toEqual(
        Object.fromEntries(judgeTools.map((t) => [t, 2])),
      );
      expect(run.stderr).not.toContain('could not measure');
    });
  });
});

test('the markdown report names the unmeasured dimensions (not "[object Object]") and why', async () => {
  await withFake(
    always(() => errorReply(529, { errorType: 'overloaded_error', message: 'Overloaded', headers: FAST_RETRY })),
    async (fake) => {
      const run = await bin(['score', skillDir, '--depth', 'standard'], {
        ANTHROPIC_API_KEY: KEY,
        ANTHROPIC_BASE_URL: fake.url,
      });
      expect(run.code).toBe(0);
      const judgeRow = run.stdout.split('\n').find((l) => l.startsWith('| LLM judge')) ?? '';
      for (const d of JUDGE_DIMENSIONS) expect(judgeRow).toContain(d);
      expect(run.stdout).not.toContain('[object Object]');
      expect(run.stdout).toMatch(/could not measure .*HTTP 529 Overloaded/);
      expect(run.stdout).toMatch(/· Estimated/);
    },
  );
});
