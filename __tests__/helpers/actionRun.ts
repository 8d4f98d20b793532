// Runs the bundled Action (dist/index.js) as a child process with the variables a GitHub runner
// sets, and reads back what it wrote: exit code, log, step outputs, job summary.
import { spawn, execFileSync } from 'node:child_process';
import { promises as fsp, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';

export const REPO_ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..');
export const DIST_ENTRY = path.join(REPO_ROOT, 'dist', 'index.js');

export interface ActionRun {
  code: number | null;
  stdout: string;
  stderr: string;
  outputs: Record<string, string>;
  summary: string;
  /** Lines the runner would show as warnings (`::warning::…`). */
  warnings: string[];
  /** The `::error::` line of a failed step, if any. */
  errors: string[];
}

export interface RunOptions {
  workspace: string;
  inputs: Record<string, string>;
  eventName: string;
  payload?: Record<string, unknown>;
  apiUrl?: string;
  repository?: string;
  sha?: string;
  env?: Record<string, string>;
  /** Kill the Action after this long (its code is then null): a run that would hang fails its test instead of outliving it. */
  killAfterMs?: number;
}

/** Parses the GITHUB_OUTPUT file format of @actions/core (`name<<DELIM` … `DELIM`). */
export interface NodeRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs a Node script as a child process with exactly `env`. Asynchronous, so that loopback fakes
 * served from the test process can answer it.
 */
export function runNode(
  args: string[],
  options: { cwd: string; env: Record<string, string>; killAfterMs?: number },
): Promise<NodeRun> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, {
      cwd: options.cwd,
      env: options.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const killer = options.killAfterMs ? setTimeout(() => child.kill('SIGKILL'), options.killAfterMs) : null;
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString('utf8')));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString('utf8')));
    child.on('close', (code) => {
      if (killer) clearTimeout(killer);
      resolve({ code, stdout, stderr });
    });
  });
}

export function parseOutputFile(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const m = /^([^<=]+)<<(.+)$/.exec(lines[i]);
    if (m) {
      const value: string[] = [];
      i++;
      while (i < lines.length && lines[i] !== m[2]) value.push(lines[i++]);
      out[m[1]] = value.join('\n');
    } else {
      const eq = lines[i].indexOf('=');
      if (eq > 0) out[lines[i].slice(0, eq)] = lines[i].slice(eq + 1);
    }
  }
  return out;
}

/** The runner's `INPUT_<NAME>` variable: upper case, spaces to `_`, hyphens kept. */
export function inputEnvName(name: string): string {
  return `INPUT_${name.replace(/ /g, '_').toUpperCase()}`;
}

export async function runAction(options: RunOptions): Promise<ActionRun> {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'pe-run-'));
  const outputFile = path.join(tmp, 'output');
  const summaryFile = path.join(tmp, 'summary.md');
  const eventFile = path.join(tmp, 'event.json');
  writeFileSync(outputFile, '');
  writeFileSync(summaryFile, '');
  writeFileSync(eventFile, JSON.stringify(options.payload ?? {}));

  // A clean environment: nothing of the test process (proxies, tokens) leaks into the Action.
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOME: tmp,
    GITHUB_ACTIONS: 'true',
    CI: 'true',
    RUNNER_TEMP: tmp,
    GITHUB_EVENT_NAME: options.eventName,
    GITHUB_EVENT_PATH: eventFile,
    GITHUB_REPOSITORY: options.repository ?? 'octo/skills',
    GITHUB_SHA: options.sha ?? '0'.repeat(40),
    GITHUB_WORKSPACE: options.workspace,
    GITHUB_API_URL: options.apiUrl ?? 'http://127.0.0.1:9',
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_OUTPUT: outputFile,
    GITHUB_STEP_SUMMARY: summaryFile,
    // Fault tests retry in milliseconds, not seconds, and wait out an overload for 1.5 s, not 5 min.
    PLUGIN_EVAL_GITHUB_RETRY_BASE_MS: '5',
    PLUGIN_EVAL_OVERLOAD_UNIT_MS: '5',
    GIT_CONFIG_NOSYSTEM: '1',
    ...(options.env ?? {}),
  };
  for (const [name, value] of Object.entries(options.inputs)) env[inputEnvName(name)] = value;

  let code: number | null;
  let stdout: string;
  let stderr: string;
  let outputs: Record<string, string>;
  let summary: string;
  try {
    ({ code, stdout, stderr } = await runNode([DIST_ENTRY], {
      cwd: options.workspace,
      env,
      killAfterMs: options.killAfterMs,
    }));
    outputs = parseOutputFile(await fsp.readFile(outputFile, 'utf8'));
    summary = await fsp.readFile(summaryFile, 'utf8');
  } finally {
    // The runner's files (outputs, summary, event, HOME, RUNNER_TEMP) are read; nothing else needs them.
    await fsp.rm(tmp, { recursive: true, force: true });
  }
  const warnings = stdout
    .split('\n')
    .filter((l) => l.startsWith('::warning::'))
    .map((l) => l.slice('::warning::'.length));
  const errors = stdout
    .split('\n')
    .filter((l) => l.startsWith('::error::'))
    .map((l) => l.slice('::error::'.length));
  return { code, stdout, stderr, outputs, summary, warnings, errors };
}

/** git in a folder, with a fixed identity and dates so commits are reproducible. */
export function git(cwd: string, ...args: string[]): string {
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

/** Writes files (path → content; null deletes) under `root`. */
export function writeTree(root: string, files: Record<string, string | null>): void {
  for (const [rel, content] of Object.entries(files)) {
    const abs = path.join(root, rel);
    if (content === null) {
      rmSync(abs, { recursive: true, force: true });
      continue;
    }
    mkdirSync(path.dirname(abs), { recursive: true });
    writeFileSync(abs, content);
  }
}

/** A realistic pull_request event payload. */
export function pullRequestPayload(options: {
  number: number;
  headSha: string;
  baseSha: string;
  repository?: string;
  headRepository?: string;
  /** The payload's `changed_files` count (GitHub always sends it; omitted unless given here). */
  changedFiles?: number;
}): Record<string, unknown> {
  const full = options.repository ?? 'octo/skills';
  const headFull = options.headRepository ?? full;
  const repo = (name: string, fork: boolean) => ({
    id: 1,
    name: name.split('/')[1],
    full_name: name,
    fork,
    private: false,
    default_branch: 'main',
    owner: { login: name.split('/')[0], type: 'User' },
    html_url: `https://github.com/${name}`,
  });
  return {
    action: 'synchronize',
    number: options.number,
    pull_request: {
      number: options.number,
      state: 'open',
      title: 'Improve skills',
      user: { login: 'contributor', type: 'User' },
      head: {
        label: `${headFull.split('/')[0]}:feature`,
        ref: 'feature',
        sha: options.headSha,
        repo: repo(headFull, headFull !== full),
      },
      base: { label: `${full.split('/')[0]}:main`, ref: 'main', sha: options.baseSha, repo: repo(full, false) },
      draft: false,
      merged: false,
      ...(options.changedFiles !== undefined ? { changed_files: options.changedFiles } : {}),
    },
    repository: repo(full, false),
    sender: { login: 'contributor', type: 'User' },
  };
}
