// npm run bench:start — how long the Action takes to load: dist/index.js run with an invalid
// input, so it loads its modules, reads the inputs and stops before any scoring. Node's own start
// (an empty script) is measured the same way and reported apart. It also times the Action on a
// pull request event to its first request to the GitHub API (a loopback server that answers 500 and
// ends the run): what the runner pays before any work on every pull request. Two workspaces: one
// that is no git checkout (the first request reads the base's configuration through the contents
// API), and a git repository holding the base and head commits, as a runner's checkout usually
// is (the configuration comes from git; the first request lists the pull request's files). `DIST=<folder>`
// measures another bundle (e.g. an older dist/ extracted with `git archive`); `DIST2=<folder>` times
// a second bundle alternating with the first and prints the ratios of the medians.
import { spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:http';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';

const RUNS = Number(process.env.RUNS) || 15;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.resolve(process.env.DIST || path.join(root, 'dist'));
const dist2 = process.env.DIST2 ? path.resolve(process.env.DIST2) : null;
const tmp = mkdtempSync(path.join(os.tmpdir(), 'pe-start-'));

function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

function time(args, env) {
  const samples = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = process.hrtime.bigint();
    spawnSync(process.execPath, args, { env, stdio: 'ignore' });
    samples.push(Number(process.hrtime.bigint() - t0) / 1e6);
  }
  return median(samples);
}

/** A process's CPU time so far in ms (user + system, from /proc; NaN where there is none), less load-bound than wall time. */
function cpuMsOf(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return NaN;
  }
}

/** Wall and CPU milliseconds from starting `entry` on a pull_request event to the GitHub API's first request. */
function toFirstRequest(entry, env, server) {
  return new Promise((resolve, reject) => {
    const t0 = process.hrtime.bigint();
    const child = spawn(process.execPath, [entry], { env, stdio: 'ignore' });
    server.removeAllListeners('request');
    server.on('request', (req, res) => {
      const ms = Number(process.hrtime.bigint() - t0) / 1e6;
      const cpuMs = cpuMsOf(child.pid);
      res.writeHead(500).end();
      child.kill();
      resolve({ ms, cpuMs, request: `${req.method} ${req.url.replace(/\?.*/, '')}` });
    });
    child.on('exit', () => setTimeout(() => reject(new Error(`${entry} ended before any GitHub request`)), 100));
  });
}

/** A git repository with a base commit (a skill and its configuration) and a head commit that edits the skill. */
function gitWorkspace() {
  const dir = path.join(tmp, 'repo');
  mkdirSync(path.join(dir, 'skills', 'demo'), { recursive: true });
  const git = (...args) => {
    const r = spawnSync('git', args, { cwd: dir, encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`git ${args.join(' ')}: ${r.stderr}`);
    return r.stdout.trim();
  };
  git('init', '-q', '-b', 'main');
  git('config', 'user.email', 'bench@example.com');
  git('config', 'user.name', 'bench');
  const skill = path.join(dir, 'skills', 'demo', 'SKILL.md');
  writeFileSync(path.join(dir, '.plugin-eval.yml'), 'depth: quick\n');
  writeFileSync(skill, '---\nname: demo\ndescription: Formats dates. Use when asked to format a date.\n---\n# Demo\n');
  git('add', '-A');
  git('commit', '-q', '-m', 'base');
  const base = git('rev-parse', 'HEAD');
  writeFileSync(skill, `${readFileSync(skill, 'utf8')}\nRun \`date -I\` and report the result.\n`);
  git('commit', '-q', '-am', 'head');
  return { dir, base, head: git('rev-parse', 'HEAD') };
}

async function firstRequestTimes(env, workspace) {
  const server = createServer();
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  const event = path.join(tmp, 'event.json');
  const base = workspace?.base ?? 'a'.repeat(40);
  const head = workspace?.head ?? 'b'.repeat(40);
  writeFileSync(
    event,
    JSON.stringify({
      number: 7,
      pull_request: {
        number: 7,
        base: { sha: base, ref: 'main' },
        head: { sha: head, ref: 'x', repo: { full_name: 'octo/skills' } },
      },
      repository: { full_name: 'octo/skills' },
    }),
  );
  const prEnv = {
    ...env,
    GITHUB_WORKSPACE: workspace?.dir ?? env.GITHUB_WORKSPACE,
    INPUT_DEPTH: 'quick',
    'INPUT_GITHUB-TOKEN': 'token',
    GITHUB_ACTIONS: 'true',
    GITHUB_EVENT_NAME: 'pull_request',
    GITHUB_EVENT_PATH: event,
    GITHUB_REPOSITORY: 'octo/skills',
    GITHUB_SHA: head,
    GITHUB_API_URL: `http://127.0.0.1:${server.address().port}`,
    GITHUB_STEP_SUMMARY: path.join(tmp, 'summary'),
    RUNNER_TEMP: tmp,
    HOME: tmp,
    PLUGIN_EVAL_GITHUB_RETRY_BASE_MS: '5',
  };
  writeFileSync(prEnv.GITHUB_STEP_SUMMARY, '');
  const samples = { a: [], b: [], first: new Set() };
  try {
    for (let i = 0; i < RUNS; i++) {
      samples.a.push(await toFirstRequest(path.join(dist, 'index.js'), prEnv, server));
      if (dist2) samples.b.push(await toFirstRequest(path.join(dist2, 'index.js'), prEnv, server));
    }
    for (const x of [...samples.a, ...samples.b]) samples.first.add(x.request);
  } finally {
    server.close();
  }
  const wall = (xs) => xs.map((x) => x.ms);
  const cpu = (xs) => xs.map((x) => x.cpuMs);
  return {
    first: [...samples.first].join(', '),
    a: median(wall(samples.a)),
    aCpu: median(cpu(samples.a)),
    b: dist2 ? median(wall(samples.b)) : null,
    bCpu: dist2 ? median(cpu(samples.b)) : null,
    pairs: samples.b.map((b, i) => b.ms / samples.a[i].ms),
    cpuPairs: samples.b.map((b, i) => b.cpuMs / samples.a[i].cpuMs),
  };
}

try {
  const output = path.join(tmp, 'output');
  writeFileSync(output, '');
  const env = { PATH: process.env.PATH, GITHUB_OUTPUT: output, INPUT_DEPTH: 'not-a-depth', GITHUB_WORKSPACE: tmp };
  const empty = path.join(tmp, 'empty.mjs');
  writeFileSync(empty, '');
  const nodeMs = time([empty], env);
  const actionMs = time([path.join(dist, 'index.js')], env);
  const files = readdirSync(dist);
  const bytes = files.reduce((s, f) => s + statSync(path.join(dist, f)).size, 0);
  const entry = statSync(path.join(dist, 'index.js')).size;
  const mb = (b) => `${(b / 1024 / 1024).toFixed(2)} MB`;
  console.log(`dist: ${files.length} files, ${mb(bytes)} (index.js ${mb(entry)})`);
  console.log(
    `node itself: ${nodeMs.toFixed(0)} ms; Action load-only: ${actionMs.toFixed(0)} ms (median of ${RUNS}; ${(actionMs - nodeMs).toFixed(0)} ms over node)`,
  );
  const paths = [
    ['no git checkout', await firstRequestTimes(env, null)],
    ['a git checkout with the base and head commits', await firstRequestTimes(env, gitWorkspace())],
  ];
  for (const [what, first] of paths) {
    console.log(
      `Action on a pull request, ${what}, to its first GitHub request (${first.first}): ${first.a.toFixed(0)} ms wall, ${first.aCpu.toFixed(0)} ms CPU (${dist}, medians of ${RUNS})`,
    );
    if (first.b !== null) {
      console.log(
        `  and ${first.b.toFixed(0)} ms wall, ${first.bCpu.toFixed(0)} ms CPU (${dist2}), alternating; ${dist2} / ${dist}: wall ${(first.b / first.a).toFixed(2)} (medians), ${median(first.pairs).toFixed(2)} (median of the pairs' ratios); CPU ${(first.bCpu / first.aCpu).toFixed(2)} (medians), ${median(first.cpuPairs).toFixed(2)} (pairs)`,
      );
    }
  }
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
