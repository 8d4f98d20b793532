// The API key and the GitHub token never appear in any output (issue 6), even when the servers
// echo them back in error messages. The bundled Action (PR mode, LLM layers on) and the installed
// CLI run against loopback fakes that put the key or the token they received into their error
// bodies; then EVERY output is searched: stdout, stderr, the step outputs, the job summary, every
// file of the report folder, and every request body the fake GitHub received (the comment and the
// check run). The one place a secret may appear is the runner's `::add-mask::` command.
import { afterEach, beforeAll, beforeEach, describe, expect, test } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import * as path from 'node:path';
import { pullRequestPayload, runAction, runNode, type ActionRun, type NodeRun } from './helpers/actionRun.js';
import {
  errorReply,
  schemaModel,
  startFakeAnthropic,
  type FakeAnthropic,
  type FakeRouter,
  type RecordedRequest,
  wantedTool,
} from './helpers/fakeAnthropic.js';
import { startFakeGitHub, type FakeGitHub } from './helpers/fakeGitHub.js';
import { buildRepo, skillMd, type PrRepo } from './helpers/pluginRepo.js';
import { goodSkill, makeTree, removeTree } from './helpers/tree.js';

const ROOT = process.cwd();
const BIN = path.join(ROOT, 'bin', 'plugin-eval.js');
const KEY = 'sk-ant-api03-SECRETkeyQ7zX9wV2mN4pL8kJ6hG3fD1sA-leakcheck';
const TOKEN = 'ghs_SECRETtokenR5tY7uI9oP2aS4dF6gH8jK';
const PR_NUMBER = 21;
const FAST_RETRY = { 'retry-after-ms': '1' };

/** Every 12-character window of a secret: a cut-off or partly masked secret is a leak too. */
function fragments(secret: string): string[] {
  const out: string[] = [];
  for (let i = 0; i + 12 <= secret.length; i += 4) out.push(secret.slice(i, i + 12));
  return out;
}

/** Fails naming the output and the fragment when any part of a secret is found. */
function expectNoSecret(outputs: Record<string, string>): void {
  for (const [name, text] of Object.entries(outputs)) {
    for (const secret of [KEY, TOKEN]) {
      const leaked = fragments(secret).filter((f) => text.includes(f));
      expect([name, leaked]).toEqual([name, []]);
    }
  }
}

/** The log without the runner's `::add-mask::` commands. */
function unmasked(stdout: string): string {
  return stdout
    .split('\n')
    .filter((l) => !l.startsWith('::add-mask::'))
    .join('\n');
}

/** Every file under `dir`, path → content. */
function filesUnder(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of readdirSync(dir)) {
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) Object.assign(out, filesUnder(p));
    else out[p] = readFileSync(p, 'utf8');
  }
  return out;
}

/** What the client sent as its key (x-api-key, or a bearer token). */
function sentKey(r: RecordedRequest): string {
  return String(r.headers['x-api-key'] ?? r.headers.authorization ?? '');
}

/**
 * A Messages API that echoes the key it got: the scope rubric answers 401 "invalid x-api-key:
 * <key>" (not retried), the triggering calls 500 with the headers in the message (retried, then
 * given up); the rest answer like a cooperative model, so the reports have LLM scores too.
 */
const echoingApi: FakeRouter = (request) => {
  const tool = String(wantedTool(request) ?? '');
  if (tool === 'rate_scope_calibration') {
    return errorReply(401, { errorType: 'authentication_error', message: `invalid x-api-key: ${sentKey(request)}` });
  }
  if (tool.includes('trigger')) {
    return errorReply(500, {
      message: `upstream proxy error; request headers: authorization=${request.headers.authorization ?? ''} x-api-key=${request.headers['x-api-key'] ?? ''}`,
      headers: FAST_RETRY,
    });
  }
  return schemaModel({ number: 0.75 })(request);
};

let llm: FakeAnthropic;
beforeEach(async () => {
  llm = await startFakeAnthropic({ router: echoingApi });
});
afterEach(async () => {
  await llm.close();
});

/** The fake did receive the key, so its error bodies did carry it. */
function expectKeyWasEchoed(): void {
  expect(llm.requests.length).toBeGreaterThan(0);
  expect(llm.requests.every((r) => sentKey(r).endsWith(KEY))).toBe(true);
}

describe('the Action', () => {
  let gh: FakeGitHub;
  beforeEach(async () => {
    gh = await startFakeGitHub({ owner: 'octo', repo: 'skills' });
  });
  afterEach(async () => {
    await gh.close();
  });

  function pr(): PrRepo {
    return buildRepo(
      { 'skills/csv/SKILL.md': skillMd('csv', 'Tables.') },
      { 'skills/csv/SKILL.md': goodSkill('csv'), 'skills/weak/SKILL.md': skillMd('weak', 'Does things.') },
    );
  }

  async function run(repo: PrRepo): Promise<ActionRun> {
    gh.setPullFiles(PR_NUMBER, repo.files);
    return runAction({
      workspace: repo.dir,
      eventName: 'pull_request',
      payload: pullRequestPayload({ number: PR_NUMBER, headSha: repo.headSha, baseSha: repo.baseSha }),
      apiUrl: gh.url,
      sha: repo.headSha,
      env: { ANTHROPIC_BASE_URL: llm.url },
      inputs: {
        'github-token': TOKEN,
        'anthropic-api-key': KEY,
        depth: 'standard',
        threshold: '10',
        'output-dir': 'plugin-eval-report',
      },
    });
  }

  function everything(repo: PrRepo, r: ActionRun): Record<string, string> {
    return {
      stdout: unmasked(r.stdout),
      stderr: r.stderr,
      outputs: JSON.stringify(r.outputs),
      summary: r.summary,
      ...filesUnder(path.join(repo.dir, 'plugin-eval-report')),
      'GitHub request bodies': JSON.stringify(gh.requests.map((q) => q.body ?? null)),
      'GitHub request paths': JSON.stringify(gh.requests.map((q) => `${q.path}?${new URLSearchParams(q.query)}`)),
      comments: JSON.stringify([...gh.comments.values()]),
      'check runs': JSON.stringify([...gh.checkRuns.values()]),
    };
  }

  const echoToken = (what: string) => ({ message: `${what} failed for a request with Authorization: token ${TOKEN}` });

  test('the check run echoes the token back (422) and the API echoes the key: neither appears anywhere', async () => {
    const repo = pr();
    gh.addFault({
      method: 'GET',
      path: /\/issues\/\d+\/comments$/,
      status: 500,
      times: 1,
      body: echoToken('Listing comments'),
    });
    gh.addFault({ method: 'POST', path: /\/check-runs$/, status: 422, body: echoToken('Validation') });
    const r = await run(repo);
    expectKeyWasEchoed();
    expect(r.stdout).toContain(`::add-mask::${KEY}`);
    expect(r.stdout).toContain(`::add-mask::${TOKEN}`);
    // The echoed texts did reach the outputs, masked.
    expect(r.warnings.some((w) => w.startsWith('Skipped the PluginEval check run') && w.includes('token ***'))).toBe(
      true,
    );
    const all = everything(repo, r);
    expect(Object.values(all).join('\n')).toMatch(/invalid x-api-key: (Bearer )?\*\*\*/);
    expect(gh.comments.size).toBe(1);
    expectNoSecret(all);
  });

  test('the comment echoes the token back (422); the check run is posted; neither secret appears anywhere', async () => {
    const repo = pr();
    gh.addFault({
      method: 'POST',
      path: /\/issues\/\d+\/comments$/,
      status: 422,
      body: echoToken('Creating the comment'),
    });
    const r = await run(repo);
    expectKeyWasEchoed();
    expect(r.warnings.some((w) => w.startsWith('Skipped the pull request comment') && w.includes('token ***'))).toBe(
      true,
    );
    expect(gh.checkRuns.size).toBe(1);
    const check = [...gh.checkRuns.values()][0];
    expect(check.output.summary).toContain('skills/csv');
    expectNoSecret(everything(repo, r));
  });
});

describe('the CLI', () => {
  let tmp: string;
  beforeAll(() => {
    execFileSync('npm', ['run', 'build', '--silent'], { cwd: ROOT, stdio: 'pipe' });
  }, 120_000);
  beforeEach(() => {
    tmp = makeTree({
      'skills/csv/SKILL.md': goodSkill('csv'),
      'skills/weak/SKILL.md': skillMd('weak', 'Does things.'),
    });
  });
  afterEach(() => removeTree(tmp));

  function bin(args: string[]): Promise<NodeRun> {
    return runNode([BIN, ...args], {
      cwd: tmp,
      env: {
        PATH: process.env.PATH ?? '/usr/bin:/bin',
        HOME: tmp,
        ANTHROPIC_API_KEY: KEY,
        ANTHROPIC_BASE_URL: llm.url,
      },
    });
  }

  test.each(['json', 'markdown', 'html'])('score --output %s --verbose: the key appears nowhere', async (format) => {
    const r = await bin(['score', 'skills/csv', '--depth', 'standard', '--output', format, '--verbose']);
    expectKeyWasEchoed();
    expect(r.code).toBe(0);
    expect(r.stdout + r.stderr).toMatch(/invalid x-api-key: (Bearer )?\*\*\*/);
    expectNoSecret({ stdout: r.stdout, stderr: r.stderr });
  });

  test('report: every file written, stdout and stderr are free of the key', async () => {
    const r = await bin(['report', '.', '--depth', 'standard', '--output-dir', 'out', '--verbose']);
    expectKeyWasEchoed();
    expect(r.code).toBe(0);
    const files = filesUnder(path.join(tmp, 'out'));
    expect(Object.keys(files).length).toBeGreaterThan(3);
    expect(Object.values(files).join('\n')).toMatch(/invalid x-api-key: (Bearer )?\*\*\*/);
    expectNoSecret({ stdout: r.stdout, stderr: r.stderr, ...files });
  });
});
