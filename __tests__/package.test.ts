// The npm package: its version agrees with the changelog, its production dependencies install on
// Node 20 without engine warnings, and `npm pack` makes a tarball that runs with no build step and
// no devDependencies (installed offline from the npm cache into a temp folder).
import { describe, expect, test } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { createRequire } from 'node:module';
import { REPO_ROOT } from './helpers/actionRun.js';

// semver (a devDependency) ships no types of its own.
const semver = createRequire(import.meta.url)('semver') as {
  satisfies(version: string, range: string): boolean;
  minVersion(range: string): { version: string } | null;
};
const pkg = JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as {
  version: string;
  engines: { node: string };
  scripts: Record<string, string>;
};
const NODE_MIN = semver.minVersion(pkg.engines.node)?.version ?? '20.0.0';

describe('npm package', () => {
  test('package.json version has the newest CHANGELOG.md entry', () => {
    const changelog = readFileSync(path.join(REPO_ROOT, 'CHANGELOG.md'), 'utf8');
    // Changes not yet released gather under "## Unreleased" above the newest version.
    const first = /^## (?!Unreleased$)(\S+)$/m.exec(changelog)?.[1];
    expect(first).toBe(pkg.version);
  });

  test(`every production dependency accepts Node ${NODE_MIN} (no engine warning at install)`, () => {
    const lock = JSON.parse(readFileSync(path.join(REPO_ROOT, 'package-lock.json'), 'utf8')) as {
      packages: Record<string, { dev?: boolean; engines?: { node?: string } | string[] }>;
    };
    const refusing = Object.entries(lock.packages)
      .filter(([name, p]) => name !== '' && !p.dev && p.engines && !Array.isArray(p.engines) && p.engines.node)
      .filter(([, p]) => !semver.satisfies(NODE_MIN, (p.engines as { node: string }).node))
      .map(([name, p]) => `${name} ${(p.engines as { node: string }).node}`);
    expect(refusing).toEqual([]);
  });

  // Development needs a current Node 20 (20.19 on, which npm does not warn about): ESLint 10 and
  // entities ask for it. Users of the package and of the Action need only Node 20.0.
  const DEV_NODE_MIN = '20.19.0';

  test(`every development dependency accepts Node ${DEV_NODE_MIN}, but one named (content-type pinned to 2.x by overrides)`, () => {
    const lock = JSON.parse(readFileSync(path.join(REPO_ROOT, 'package-lock.json'), 'utf8')) as {
      packages: Record<string, { dev?: boolean; engines?: { node?: string } | string[] }>;
    };
    const refusing = Object.entries(lock.packages)
      .filter(([name, p]) => name !== '' && p.dev && p.engines && !Array.isArray(p.engines) && p.engines.node)
      .filter(([, p]) => !semver.satisfies(DEV_NODE_MIN, (p.engines as { node: string }).node))
      .map(([name, p]) => `${name} ${(p.engines as { node: string }).node}`);
    // Left: the Claude Code CLI (pinned, for its end-to-end test; it needs Node 22).
    expect(refusing).toEqual(['node_modules/@anthropic-ai/claude-code >=22.0.0']);
  });

  test('npm pack gives a tarball that runs from an --omit=dev offline install', () => {
    const tmp = mkdtempSync(path.join(os.tmpdir(), 'pe-pack-'));
    try {
      const env = {
        ...process.env,
        npm_config_update_notifier: 'false',
        npm_config_fund: 'false',
        npm_config_audit: 'false',
      };
      const out = execFileSync('npm', ['pack', '--json', '--pack-destination', tmp], {
        cwd: REPO_ROOT,
        env,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const [{ filename, files }] = JSON.parse(out.slice(out.indexOf('['))) as Array<{
        filename: string;
        files: Array<{ path: string }>;
      }>;
      const shipped = files.map((f) => f.path);
      expect(shipped).toContain('build/cli.js');
      expect(shipped.some((f) => f.startsWith('src/') || f.startsWith('__tests__/'))).toBe(false);
      // A consumer whose lock file pins the tarball and our production dependencies (the npm
      // cache holds their tarballs, not the registry's metadata): `npm ci` works offline.
      const app = path.join(tmp, 'app');
      mkdirSync(app);
      const tgz = `file:../${filename}`;
      const ours = JSON.parse(readFileSync(path.join(REPO_ROOT, 'package-lock.json'), 'utf8')) as {
        packages: Record<string, { dev?: boolean }>;
      };
      const full = JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as Record<string, unknown>;
      const packages: Record<string, unknown> = {
        '': { name: 'consumer', version: '1.0.0', dependencies: { 'plugin-eval': tgz } },
        'node_modules/plugin-eval': {
          version: pkg.version,
          resolved: tgz,
          dependencies: full.dependencies,
          bin: full.bin,
          engines: full.engines,
        },
      };
      for (const [key, entry] of Object.entries(ours.packages))
        if (key.startsWith('node_modules/') && !entry.dev) packages[key] = entry;
      writeFileSync(
        path.join(app, 'package.json'),
        JSON.stringify({ name: 'consumer', version: '1.0.0', private: true, dependencies: { 'plugin-eval': tgz } }),
      );
      writeFileSync(
        path.join(app, 'package-lock.json'),
        JSON.stringify({ name: 'consumer', version: '1.0.0', lockfileVersion: 3, requires: true, packages }),
      );
      execFileSync('npm', ['ci', '--omit=dev', '--offline', '--ignore-scripts'], { cwd: app, env, stdio: 'pipe' });
      const bin = path.join(app, 'node_modules', '.bin', 'plugin-eval');
      expect(execFileSync(bin, ['--version'], { cwd: app, encoding: 'utf8' }).trim()).toBe(pkg.version);
      const skill = path.join(REPO_ROOT, 'fixtures', 'marketplace');
      const scored = execFileSync(
        bin,
        ['report', skill, '--depth', 'quick', '--output-dir', path.join(tmp, 'report'), '--no-html'],
        { cwd: app, encoding: 'utf8' },
      );
      expect(scored).toMatch(/\| *\d+ *\|/);
      // No build tool was needed: the installed tree holds no TypeScript compiler.
      expect(() =>
        execFileSync('node', ['-e', "require.resolve('typescript')"], { cwd: app, stdio: 'pipe' }),
      ).toThrow();
    } finally {
      rmSync(tmp, { recursive: true, force: true });
    }
  }, 300_000);
});
