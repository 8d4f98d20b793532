// End to end (the bundled dist/index.js as a child process, loopback fakes of the REST API and the
// Messages API): a model or GitHub call that never answers does not hold the job. With a deadline
// of a few seconds the process ends on its own; what the hanging calls would have measured is
// unmeasured with the deadline's reason; the report files, job summary and outputs are written,
// and the comment says what the deadline cut. No wall time is asserted: only that the run ends
// (the Jest timeout is generous) and what it published.
import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import { existsSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { JUDGE_DIMENSIONS } from '../../src/layers/judge.js';
import { pullRequestPayload, runAction, type ActionRun } from '../helpers/actionRun.js';
import { DEFAULT_BATCH_STATE_FILE } from '../../src/adapters/batch.js';
import { hangReply, schemaModel, startFakeAnthropic, type FakeAnthropic } from '../helpers/fakeAnthropic.js';
import { startFakeGitHub, type FakeGitHub } from '../helpers/fakeGitHub.js';
import { buildRepo, skillMd, type PrRepo } from '../helpers/pluginRepo.js';
import { tempDir } from '../helpers/tempDir.js';

const TOKEN = 'ghs_deadlineTokenValue1234567890';
const KEY = 'sk-ant-api03-deadlineKey-9a1b';
const PR_NUMBER = 21;
const OUT = 'plugin-eval-report';
const DESCRIPTION =
  'Converts CSV files to markdown tables. Use when the user asks for a table, for reports, during documentation work.';
/** Runs that hang until their deadline: minutes of slack for a loaded machine, no timing asserted. */
const TIMEOUT = 180_000;

let gh: FakeGitHub;
let llm: FakeAnthropic | null = null;
beforeEach(async () => {
  gh = await startFakeGitHub({ owner: 'octo', repo: 'skills' });
});
afterEach(async () => {
  await gh.close();
  await llm?.close();
  llm = null;
});

function oneSkillPr(): PrRepo {
  return buildRepo(
    { 'README.md': '# Skills\n', 'skills/tables/SKILL.md': skillMd('tables', 'Tables.') },
    { 'README.md': '# Skills!\n', 'skills/tables/SKILL.md': skillMd('tables', DESCRIPTION) },
  );
}

function runPr(repo: PrRepo, inputs: Record<string, string>, env: Record<string, string> = {}): Promise<ActionRun> {
  gh.setPullFiles(PR_NUMBER, repo.files);
  return runAction({
    env,
    workspace: repo.dir,
    eventName: 'pull_request',
    payload: pullRequestPayload({ number: PR_NUMBER, headSha: repo.headSha, baseSha: repo.baseSha }),
    apiUrl: gh.url,
    sha: repo.headSha,
    inputs: { 'github-token': TOKEN, 'output-dir': OUT, ...inputs },
  });
}

function readJson(dir: string, ...parts: string[]): any {
  return JSON.parse(readFileSync(path.join(dir, ...parts), 'utf8'));
}

/** The reasons the judge layer of a target's JSON gives for its unmeasured dimensions. */
function judgeReasons(target: {
  layers: Array<{ layer: string; metadata: { unmeasured?: Array<{ dimension: string; reason: string }> } }>;
}): Record<string, string> {
  const judge = target.layers.find((l) => l.layer === 'judge');
  return Object.fromEntries((judge?.metadata.unmeasured ?? []).map((u) => [u.dimension, u.reason]));
}

describe('the Messages API never answers', () => {
  test(
    'pull request: the run ends, the judge is unmeasured for the deadline, and the comment, check, summary, outputs and reports say so',
    async () => {
      const repo = oneSkillPr();
      llm = await startFakeAnthropic({ router: () => hangReply });
      // on-unmeasured: neutral (the default, given here so the test says it): gated on the score as measured.
      const run = await runPr(
        repo,
        { depth: 'standard', 'anthropic-api-key': KEY, threshold: '10', deadline: '10s', 'on-unmeasured': 'neutral' },
        { ANTHROPIC_BASE_URL: llm.url },
      );

      // The calls went out and hung; the deadline stopped them.
      expect(llm.calls().length).toBeGreaterThan(0);
      expect(run.code).toBe(0);
      expect(run.errors).toEqual([]);
      expect(run.outputs.count).toBe('1');
      expect(run.outputs.report).toBe(path.join(OUT, 'pull-request.json'));
      expect(Number(run.outputs['min-score'])).toBeGreaterThan(10);

      const report = readJson(repo.dir, OUT, 'pull-request.json');
      expect(report.unmeasured).toEqual(['skills/tables']);
      expect(report.notes.join('\n')).toMatch(
        /The 10s deadline cut the run \(5s were kept for publishing\): \d+ model call\(s\) were stopped or not made/,
      );
      const target = readJson(repo.dir, OUT, report.targets[0].report);
      const reasons = judgeReasons(target);
      expect(Object.keys(reasons).sort()).toEqual([...JUDGE_DIMENSIONS].sort());
      for (const reason of Object.values(reasons))
        expect(reason).toContain('deadline: the 10s deadline was reached before this was measured');
      // The static layer still scored the skill.
      expect(target.layers.find((l: { layer: string }) => l.layer === 'static').score).toBeGreaterThan(0);

      const comment = [...gh.comments.values()];
      expect(comment).toHaveLength(1);
      for (const text of [comment[0].body, run.summary, [...gh.checkRuns.values()][0]?.output.summary ?? '']) {
        expect(text).toContain('The 10s deadline cut the run');
        expect(text).toContain('`skills/tables`');
        expect(text).toContain('deadline: the 10s deadline was reached before this was measured');
      }
      expect([...gh.checkRuns.values()][0]?.conclusion).toBe('neutral');
      expect(run.warnings.some((w) => w.includes('The 10s deadline cut the run'))).toBe(true);
    },
    TIMEOUT,
  );

  test(
    'sweep: the run ends and the report files and summary are written, the LLM part unmeasured',
    async () => {
      const repo = oneSkillPr();
      llm = await startFakeAnthropic({ router: () => hangReply });
      const run = await runAction({
        workspace: repo.dir,
        eventName: 'schedule',
        apiUrl: gh.url,
        inputs: { 'output-dir': OUT, depth: 'standard', 'anthropic-api-key': KEY, deadline: '6s' },
        env: { ANTHROPIC_BASE_URL: llm.url },
      });
      expect(run.code).toBe(0);
      expect(run.outputs.report).toBe(path.join(OUT, 'summary.json'));
      expect(run.outputs.count).toBe('1');
      expect(existsSync(path.join(repo.dir, OUT, 'summary.md'))).toBe(true);
      const summary = readJson(repo.dir, OUT, 'summary.json');
      expect(summary.counts).toMatchObject({ targets: 1, scored: 1, errors: 0 });
      const target = readJson(repo.dir, OUT, summary.ranked[0].file);
      expect(Object.keys(judgeReasons(target)).length).toBeGreaterThan(0);
      for (const reason of Object.values(judgeReasons(target)))
        expect(reason).toContain('deadline: the 6s deadline was reached');
      expect(run.summary).toContain('The 6s deadline cut the run (3s were kept for publishing)');
    },
    TIMEOUT,
  );
});

describe('a batch that never ends', () => {
  test(
    'sweep with batch: true: the queue stops at the work end, nothing is sent direct, the state file is kept to resume',
    async () => {
      const repo = oneSkillPr();
      llm = await startFakeAnthropic({ router: schemaModel(), batches: { pollsUntilEnded: Number.MAX_SAFE_INTEGER } });
      // The runner's temporary folder, kept past the run to see the state file left there.
      const runnerTemp = tempDir('pe-runner-temp-');
      const run = await runAction({
        workspace: repo.dir,
        eventName: 'schedule',
        apiUrl: gh.url,
        inputs: {
          mode: 'sweep',
          'output-dir': OUT,
          depth: 'standard',
          batch: 'true',
          'anthropic-api-key': KEY,
          deadline: '6s',
        },
        env: { ANTHROPIC_BASE_URL: llm.url, PLUGIN_EVAL_BATCH_POLL_MS: '20', RUNNER_TEMP: runnerTemp },
      });
      expect(run.code).toBe(0);
      expect(llm.batches.length).toBeGreaterThan(0);
      expect(llm.batches.every((b) => !b.ended)).toBe(true);
      expect(llm.requests.filter((r) => r.method === 'POST' && r.path === '/v1/messages')).toHaveLength(0);
      expect(existsSync(path.join(runnerTemp, DEFAULT_BATCH_STATE_FILE))).toBe(true);
      const target = readJson(repo.dir, OUT, 'skills__tables.json');
      const reasons = Object.values(judgeReasons(target));
      expect(reasons.length).toBeGreaterThan(0);
      for (const reason of reasons) expect(reason).toContain('deadline: the 6s deadline was reached');
      expect(run.summary).toContain('The 6s deadline cut the run');
    },
    TIMEOUT,
  );
});

describe('a GitHub endpoint never answers', () => {
  test(
    'the changed-files list hangs: it is cut at the work end, git diff takes over, and the comment and check are posted with the note',
    async () => {
      const repo = oneSkillPr();
      gh.addFault({ method: 'GET', path: /\/pulls\/\d+\/files$/, hang: true });
      const run = await runPr(repo, { threshold: '10', deadline: '10s' });

      expect(gh.requests.filter((r) => r.path.endsWith('/files')).length).toBeGreaterThan(0);
      expect(run.code).toBe(0);
      expect(run.outputs.count).toBe('1');
      expect(
        run.warnings.some((w) =>
          /listing the files of pull request #21 failed \(no answer before the 10s deadline\); using git diff instead/.test(
            w,
          ),
        ),
      ).toBe(true);
      const report = readJson(repo.dir, OUT, 'pull-request.json');
      expect(report.targets.map((t: { path: string }) => t.path)).toEqual(['skills/tables']);
      const note = 'GitHub did not answer in time (listing the files of pull request #21)';
      expect(report.notes.join('\n')).toContain(note);
      const [comment] = [...gh.comments.values()];
      // Markdown defuses `#21` (an issue reference) with an invisible character.
      const visible = (text: string) => text.replace(/[\u200b-\u200d\u2060]/g, '');
      expect(visible(comment.body)).toContain(note);
      expect(visible(run.summary)).toContain(note);
      expect([...gh.checkRuns.values()][0]?.conclusion).toBe('success');
    },
    TIMEOUT,
  );

  test(
    'creating the check run hangs: the run ends at the deadline with the comment, summary, outputs and reports written',
    async () => {
      const repo = oneSkillPr();
      gh.addFault({ method: 'POST', path: /\/check-runs$/, hang: true });
      const run = await runPr(repo, { threshold: '10', deadline: '8s' });

      expect(gh.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/check-runs')).length).toBeGreaterThan(
        0,
      );
      expect(gh.checkRuns.size).toBe(0);
      expect(run.code).toBe(0);
      expect(run.outputs.passed).toBe('true');
      expect(run.outputs['check-url']).toBe('');
      expect([...gh.comments.values()]).toHaveLength(1);
      expect(run.summary).toContain('skills/tables');
      expect(existsSync(path.join(repo.dir, OUT, 'pull-request.json'))).toBe(true);
      expect(
        run.warnings.some((w) =>
          /Skipped the PluginEval check run: creating the PluginEval check run failed \(no answer before the 8s deadline\)/.test(
            w,
          ),
        ),
      ).toBe(true);
      expect(
        run.warnings.some(
          (w) => w.includes('The 8s deadline cut the run') && w.includes('creating the PluginEval check run'),
        ),
      ).toBe(true);
    },
    TIMEOUT,
  );
});

test('a bad deadline fails the step naming the input, before any call', async () => {
  const repo = oneSkillPr();
  const run = await runPr(repo, { deadline: 'soon' });
  expect(run.code).toBe(1);
  expect(run.errors.join('\n')).toContain(
    'input "deadline": expected a duration such as 90s, 10m, 1h30m or 500ms (a plain number is seconds), got "soon", or none',
  );
  expect(gh.requests).toHaveLength(0);
});
