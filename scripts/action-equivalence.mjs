// Runs two bundled Actions (this checkout's dist/index.js and another checkout's) in pull request
// mode and in sweep mode against a loopback fake of the GitHub REST API that records every request,
// and compares what each run sent and wrote byte for byte: every request (method, path, query,
// body: the comment, the check run and its annotations), GITHUB_OUTPUT, the job summary and the
// files of output-dir and badges-dir. Time stamps and the check run's run-unique external id are
// blanked. The check for a change to the Action that must not change what it does.
//
//   node scripts/action-equivalence.mjs OTHER_CHECKOUT [THIS_DIST]   (both bundled: npm run bundle)
// THIS_DIST: a folder of this checkout's bundle other than dist/ (ncc build src/index.ts -o DIR).
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import * as http from 'node:http';
import * as os from 'node:os';
import * as path from 'node:path';

const HERE = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const OTHER = process.argv[2] ? path.resolve(process.argv[2]) : null;
if (!OTHER) {
  console.error('usage: node scripts/action-equivalence.mjs OTHER_CHECKOUT');
  process.exit(2);
}
const DISTS = {
  this: path.join(process.argv[3] ? path.resolve(process.argv[3]) : path.join(HERE, 'dist'), 'index.js'),
  other: path.join(OTHER, 'dist', 'index.js'),
};
for (const [name, file] of Object.entries(DISTS))
  if (!existsSync(file)) throw new Error(`${name}: no ${file} (run npm run bundle there)`);

const OWNER = 'octo';
const REPO = 'skills';
const PR_NUMBER = 7;

// ------------------------------------------------------------------------------------------------
// The fake GitHub: the endpoints the Action uses, every request recorded.

function fakeGitHub(pull, existingComment) {
  const requests = [];
  // An earlier run's sticky comment, for the run to find and update.
  const comments = existingComment
    ? [{ id: 999, body: `${existingComment}\nearlier report`, user: { login: 'github-actions[bot]' } }]
    : [];
  const checkRuns = [];
  let nextId = 1000;
  const prefix = `/repos/${OWNER}/${REPO}`;
  const send = (res, status, body) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const route = (req, res) => {
    const p = req.path;
    let m;
    if (req.method === 'GET' && p === `${prefix}/pulls/${PR_NUMBER}/files`) return send(res, 200, pull.files);
    if (req.method === 'GET' && p === `${prefix}/pulls/${PR_NUMBER}`)
      return send(res, 200, {
        number: PR_NUMBER,
        head: { sha: pull.headSha, ref: 'feature' },
        base: { sha: pull.baseSha, ref: 'main' },
        changed_files: pull.files.length,
      });
    if (p === `${prefix}/issues/${PR_NUMBER}/comments`) {
      if (req.method === 'GET') return send(res, 200, comments);
      const c = { id: nextId++, body: String(req.body?.body ?? ''), user: { login: 'github-actions[bot]' } };
      comments.push(c);
      return send(res, 201, c);
    }
    if (req.method === 'PATCH' && (m = new RegExp(`^${prefix}/issues/comments/(\\d+)$`).exec(p)))
      return send(res, 200, { id: Number(m[1]) });
    if (req.method === 'POST' && p === `${prefix}/check-runs`) {
      const run = { id: nextId++, name: req.body?.name, external_id: req.body?.external_id };
      checkRuns.push(run);
      return send(res, 201, run);
    }
    if (req.method === 'PATCH' && (m = new RegExp(`^${prefix}/check-runs/(\\d+)$`).exec(p)))
      return send(res, 200, { id: Number(m[1]) });
    if (req.method === 'GET' && /\/commits\/[^/]+\/check-runs$/.test(p))
      return send(res, 200, { total_count: checkRuns.length, check_runs: checkRuns });
    if (req.method === 'POST' && p === '/graphql')
      return send(res, 200, { data: { viewer: { login: 'github-actions[bot]' } } });
    if (req.method === 'GET' && p === '/user')
      return send(res, 403, { message: 'Resource not accessible by integration' });
    send(res, 404, { message: `no route for ${req.method} ${p}` });
  };
  const server = http.createServer((req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const text = Buffer.concat(chunks).toString('utf8');
      const rec = {
        method: req.method,
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        body: text ? JSON.parse(text) : null,
      };
      requests.push(rec);
      route(rec, res);
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${server.address().port}`,
        requests,
        close: () => new Promise((r) => server.close(r)),
      }),
    ),
  );
}

// ------------------------------------------------------------------------------------------------
// The repository: the example marketplace at the base; at the head one skill edited, one with
// security findings added and one removed.

function git(cwd, ...args) {
  return execFileSync('git', args, {
    cwd,
    encoding: 'utf8',
    env: {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      HOME: cwd,
      GIT_CONFIG_NOSYSTEM: '1',
      GIT_AUTHOR_NAME: 'Test',
      GIT_AUTHOR_EMAIL: 'test@example.com',
      GIT_COMMITTER_NAME: 'Test',
      GIT_COMMITTER_EMAIL: 'test@example.com',
      GIT_AUTHOR_DATE: '2026-01-01T00:00:00Z',
      GIT_COMMITTER_DATE: '2026-01-01T00:00:00Z',
    },
  }).trim();
}

function buildRepository(dir) {
  mkdirSync(dir, { recursive: true });
  cpSync(path.join(HERE, 'fixtures', 'marketplace'), dir, { recursive: true });
  cpSync(path.join(HERE, 'fixtures', 'security', 'clean-rubric'), path.join(dir, 'skills', 'rubric'), {
    recursive: true,
  });
  git(dir, 'init', '-q', '-b', 'main');
  git(dir, 'add', '-A');
  git(dir, 'commit', '-q', '-m', 'base');
  const baseSha = git(dir, 'rev-parse', 'HEAD');
  const notes = path.join(dir, 'skills', 'quick-notes', 'SKILL.md');
  writeFileSync(notes, `${readFileSync(notes, 'utf8')}\n## Examples\n\n- "Note this down": append it to notes.md.\n`);
  cpSync(path.join(HERE, 'fixtures', 'security', 'token-echo'), path.join(dir, 'skills', 'token-echo'), {
    recursive: true,
  });
  rmSync(path.join(dir, 'skills', 'rubric'), { recursive: true });
  git(dir, 'add', '-A');
  git(dir, 'commit', '-q', '-m', 'head');
  const headSha = git(dir, 'rev-parse', 'HEAD');
  const status = { A: 'added', M: 'modified', D: 'removed' };
  const files = git(dir, 'diff', '--name-status', baseSha, headSha)
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [s, filename] = line.split('\t');
      return { filename, status: status[s[0]] ?? 'modified' };
    });
  return { baseSha, headSha, files };
}

// ------------------------------------------------------------------------------------------------
// One run of a bundled Action, with the variables a runner sets.

function runNode(args, cwd, env) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    child.stdout.on('data', (c) => (stdout += c));
    child.stderr.on('data', () => {});
    child.on('close', (code) => resolve({ code, stdout }));
  });
}

/** Every file under `dir`, path → text. */
function filesUnder(dir, root = dir, out = {}) {
  if (!existsSync(dir)) return out;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const abs = path.join(dir, entry.name);
    if (entry.isDirectory()) filesUnder(abs, root, out);
    else out[path.relative(root, abs)] = readFileSync(abs, 'utf8');
  }
  return out;
}

async function runAction(dist, scenario, template, work) {
  // The same paths for both Actions: whatever a report says of them is the same.
  const workspace = path.join(work, 'ws');
  const runnerDir = path.join(work, 'runner');
  rmSync(workspace, { recursive: true, force: true });
  rmSync(runnerDir, { recursive: true, force: true });
  cpSync(template, workspace, { recursive: true });
  mkdirSync(runnerDir);
  const fake = await fakeGitHub(scenario.pull, scenario.existingComment);
  const files = { output: 'output', summary: 'summary.md', event: 'event.json' };
  for (const f of Object.values(files)) writeFileSync(path.join(runnerDir, f), '');
  writeFileSync(path.join(runnerDir, files.event), JSON.stringify(scenario.payload));
  const env = {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOME: runnerDir,
    GITHUB_ACTIONS: 'true',
    CI: 'true',
    RUNNER_TEMP: runnerDir,
    GITHUB_EVENT_NAME: scenario.eventName,
    GITHUB_EVENT_PATH: path.join(runnerDir, files.event),
    GITHUB_REPOSITORY: `${OWNER}/${REPO}`,
    GITHUB_SHA: scenario.pull.headSha,
    GITHUB_WORKSPACE: workspace,
    GITHUB_API_URL: fake.url,
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_OUTPUT: path.join(runnerDir, files.output),
    GITHUB_STEP_SUMMARY: path.join(runnerDir, files.summary),
    GIT_CONFIG_NOSYSTEM: '1',
  };
  for (const [name, value] of Object.entries(scenario.inputs)) env[`INPUT_${name.toUpperCase()}`] = value;
  const { code } = await runNode([dist], workspace, env);
  await fake.close();
  return {
    'exit code': String(code),
    requests: JSON.stringify(fake.requests, null, 2),
    GITHUB_OUTPUT: readFileSync(env.GITHUB_OUTPUT, 'utf8'),
    'step summary': readFileSync(env.GITHUB_STEP_SUMMARY, 'utf8'),
    ...Object.fromEntries(
      Object.entries(filesUnder(path.join(workspace, 'plugin-eval-report'))).map(([f, t]) => [`report ${f}`, t]),
    ),
    ...Object.fromEntries(
      Object.entries(filesUnder(path.join(workspace, 'badges'))).map(([f, t]) => [`badge ${f}`, t]),
    ),
  };
}

/** Time stamps, durations, the check run's run-unique id and GITHUB_OUTPUT's random delimiters blanked. */
function normalise(text) {
  return text
    .replace(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z/g, '<time>')
    .replace(/("[a-z_]*duration_ms":\s*)\d+/g, '$1<ms>')
    .replace(/· \d+ ms ·/g, '· <ms> ms ·')
    .replace(/plugin-eval-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, 'plugin-eval-<uuid>')
    .replace(/ghadelimiter_[0-9a-f-]+/g, 'ghadelimiter_<id>');
}

function firstDifference(a, b) {
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return `at character ${i}: this «${a.slice(Math.max(0, i - 80), i + 80)}» other «${b.slice(Math.max(0, i - 80), i + 80)}»`;
}

async function main() {
  const work = mkdtempSync(path.join(os.tmpdir(), 'action-equivalence-'));
  try {
    const template = path.join(work, 'template');
    const pull = buildRepository(template);
    const prPayload = {
      action: 'synchronize',
      number: PR_NUMBER,
      pull_request: {
        number: PR_NUMBER,
        head: { sha: pull.headSha, ref: 'feature', repo: { full_name: `${OWNER}/${REPO}`, fork: false } },
        base: { sha: pull.baseSha, ref: 'main', repo: { full_name: `${OWNER}/${REPO}`, fork: false } },
      },
      repository: { full_name: `${OWNER}/${REPO}`, name: REPO, default_branch: 'main', owner: { login: OWNER } },
    };
    const scenarios = [
      {
        name: 'pull request',
        eventName: 'pull_request',
        payload: prPayload,
        pull,
        inputs: { 'github-token': 'ghs_equivalence', threshold: '70', 'security-gate': 'true' },
      },
      {
        name: 'pull request, comment updated',
        eventName: 'pull_request',
        payload: prPayload,
        pull,
        existingComment: '<!-- plugin-eval:sticky -->',
        inputs: { 'github-token': 'ghs_equivalence', threshold: '40' },
      },
      {
        name: 'sweep',
        eventName: 'schedule',
        payload: { repository: { full_name: `${OWNER}/${REPO}`, default_branch: 'main' } },
        pull,
        inputs: { 'github-token': 'ghs_equivalence', threshold: '60', 'badges-dir': 'badges' },
      },
    ];
    let differences = 0;
    for (const scenario of scenarios) {
      const here = await runAction(DISTS.this, scenario, template, work);
      const there = await runAction(DISTS.other, scenario, template, work);
      const names = [...new Set([...Object.keys(here), ...Object.keys(there)])].sort();
      for (const name of names) {
        const a = normalise(here[name] ?? '<missing>');
        const b = normalise(there[name] ?? '<missing>');
        if (a === b) continue;
        differences++;
        console.log(`✗ ${scenario.name}: ${name} differs ${firstDifference(a, b)}`);
      }
      const posted = JSON.parse(here.requests).map((r) => `${r.method} ${r.path}`);
      console.log(
        `${scenario.name}: ${names.length} things compared, exit code ${here['exit code']}, ${posted.length} requests: ${posted.join(', ')}`,
      );
    }
    console.log(differences === 0 ? 'every request, output, summary and file matches' : `${differences} differ`);
    process.exitCode = differences === 0 ? 0 : 1;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
