// This repository installed as a plugin by Claude Code itself (the @anthropic-ai/claude-code
// devDependency, pinned): `claude plugin validate` accepts the plugin and marketplace manifests
// (and refuses a broken one), `claude plugin marketplace add <folder>` + `claude plugin install`
// install it, and the command line its commands run works from the installed copy. Offline and
// without an account: HOME is a temp folder, no key is set, telemetry and non-essential traffic are
// off, and npm (which the install runs in the plugin folder) points at a closed loopback port.
import { execFile } from 'node:child_process';
import { cpSync, existsSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tempDir } from '../helpers/tempDir.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const CLAUDE_BIN = path.join(ROOT, 'node_modules', '.bin', 'claude');
/** Finds the platform's native package itself when npm ran no install scripts. */
const CLAUDE_WRAPPER = path.join(ROOT, 'node_modules', '@anthropic-ai', 'claude-code', 'cli-wrapper.cjs');
/** What a clone of the repository gives Claude Code's installer (the marketplace's source is `./`). */
const PLUGIN_FILES = [
  '.claude-plugin',
  'commands',
  'agents',
  'skills',
  'bin',
  'src',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'tsconfig.build.json',
  'README.md',
];
const PLUGIN_ID = 'plugin-eval@plugin-eval';
const TIMEOUT_MS = 180_000;

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

function run(file: string, args: string[], env: Record<string, string>, cwd: string): Promise<Run> {
  return new Promise((resolve) => {
    execFile(file, args, { env, cwd, timeout: TIMEOUT_MS, maxBuffer: 64 * 1024 * 1024 }, (err, stdout, stderr) => {
      const code = err
        ? typeof (err as { code?: unknown }).code === 'number'
          ? (err as { code: number }).code
          : -1
        : 0;
      resolve({ code, stdout: String(stdout), stderr: String(stderr) });
    });
  });
}

const home = tempDir('pe-claude-home-');
const env: Record<string, string> = {
  PATH: process.env.PATH ?? '/usr/bin:/bin',
  HOME: home,
  DISABLE_TELEMETRY: '1',
  DISABLE_ERROR_REPORTING: '1',
  DISABLE_AUTOUPDATER: '1',
  CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: '1',
  // The installer runs `npm ci --ignore-scripts` in the plugin's folder: no registry is reachable.
  npm_config_offline: 'true',
  npm_config_registry: 'http://127.0.0.1:9/',
  GIT_CONFIG_NOSYSTEM: '1',
};

/** `claude …`: the bin link when npm ran the package's install script, else its own wrapper. */
let claudeCommand: [string, string[]] | null = null;
async function claude(...args: string[]): Promise<Run> {
  if (!claudeCommand) throw new Error('no claude binary');
  return run(claudeCommand[0], [...claudeCommand[1], ...args], env, home);
}

function copyPlugin(prefix: string): string {
  const dir = tempDir(prefix);
  for (const f of PLUGIN_FILES) cpSync(path.join(ROOT, f), path.join(dir, f), { recursive: true });
  return dir;
}

beforeAll(async () => {
  for (const candidate of [
    [CLAUDE_BIN, []],
    [process.execPath, [CLAUDE_WRAPPER]],
  ] as Array<[string, string[]]>) {
    const v = await run(candidate[0], [...candidate[1], '--version'], env, home);
    if (v.code === 0 && /Claude Code/.test(v.stdout)) {
      claudeCommand = candidate;
      break;
    }
  }
  if (!claudeCommand) {
    throw new Error(
      `Claude Code's CLI is not usable: neither ${CLAUDE_BIN} nor ${CLAUDE_WRAPPER} runs. It is a devDependency ` +
        '(@anthropic-ai/claude-code, with its native binary in a per-platform optional package): run `npm ci`.',
    );
  }
}, TIMEOUT_MS);

test(
  'claude plugin validate accepts the plugin and the marketplace manifests, and lists what the plugin provides',
  async () => {
    const dir = copyPlugin('pe-claude-validate-');
    const plugin = await claude(
      'plugin',
      'validate',
      '--strict',
      '--json',
      path.join(dir, '.claude-plugin', 'plugin.json'),
    );
    expect([plugin.code, plugin.stderr]).toEqual([0, '']);
    const report = JSON.parse(plugin.stdout);
    expect(report).toMatchObject({ success: true, manifest: { type: 'plugin', errors: [], warnings: [] } });
    expect(report.provides.commands.sort()).toEqual([
      'plugin-eval:certify',
      'plugin-eval:compare',
      'plugin-eval:eval',
      'plugin-eval:report',
    ]);
    expect(report.provides.agents).toEqual(['plugin-eval:skill-improver']);
    expect(report.provides.skills).toEqual(['plugin-eval:plugin-eval-methodology']);

    const market = await claude(
      'plugin',
      'validate',
      '--strict',
      '--json',
      path.join(dir, '.claude-plugin', 'marketplace.json'),
    );
    expect(market.code).toBe(0);
    expect(JSON.parse(market.stdout)).toMatchObject({
      success: true,
      manifest: { type: 'marketplace', errors: [], warnings: [] },
    });
  },
  TIMEOUT_MS,
);

test(
  'the validator refuses a broken plugin.json, naming the fields',
  async () => {
    const dir = copyPlugin('pe-claude-broken-');
    const file = path.join(dir, '.claude-plugin', 'plugin.json');
    const manifest = JSON.parse(readFileSync(file, 'utf8'));
    writeFileSync(file, JSON.stringify({ ...manifest, name: 'Plugin Eval', version: 1 }));
    const res = await claude('plugin', 'validate', '--json', file);
    expect(res.code).toBe(1);
    const paths = JSON.parse(res.stdout)
      .manifest.errors.map((e: { path: string }) => e.path)
      .sort();
    expect(paths).toEqual(['name', 'version']);
  },
  TIMEOUT_MS,
);

test(
  'marketplace add + install from the repository folder; the installed copy runs the CLI its commands call',
  async () => {
    const repo = copyPlugin('pe-claude-repo-');
    const added = await claude('plugin', 'marketplace', 'add', repo);
    expect(added.code).toBe(0);
    expect(added.stdout).toContain('Successfully added marketplace: plugin-eval');
    const installed = await claude('plugin', 'install', PLUGIN_ID);
    expect(installed.code).toBe(0);
    expect(installed.stdout).toContain(`Successfully installed plugin: ${PLUGIN_ID}`);

    const list = await claude('plugin', 'list', '--json');
    expect(list.code).toBe(0);
    const entry = (
      JSON.parse(list.stdout) as Array<{ id: string; version: string; enabled: boolean; installPath: string }>
    ).find((p) => p.id === PLUGIN_ID);
    const version = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).version;
    expect(entry).toMatchObject({ id: PLUGIN_ID, version, enabled: true });
    const copy = entry!.installPath;
    expect(copy.startsWith(home)).toBe(true);
    for (const f of [
      'commands/eval.md',
      'agents/skill-improver.md',
      'skills/plugin-eval-methodology/SKILL.md',
      'bin/plugin-eval.js',
    ]) {
      expect([f, existsSync(path.join(copy, f))]).toEqual([f, true]);
    }

    // Claude Code's `npm ci --ignore-scripts` leaves the dependencies but no build/ (here npm is
    // offline, so the repository's own dependencies stand in): the launcher builds the CLI once.
    expect(existsSync(path.join(copy, 'build'))).toBe(false);
    if (!existsSync(path.join(copy, 'node_modules')))
      symlinkSync(path.join(ROOT, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
    const scored = await run(
      process.execPath,
      [
        path.join(copy, 'bin', 'plugin-eval.js'),
        'score',
        'skills/plugin-eval-methodology',
        '--depth',
        'quick',
        '--output',
        'json',
      ],
      env,
      copy,
    );
    expect([scored.code, scored.stderr]).toEqual([0, expect.stringContaining('building the CLI once')]);
    expect(JSON.parse(scored.stdout).composite.score).toBeGreaterThanOrEqual(90);
  },
  2 * TIMEOUT_MS,
);
