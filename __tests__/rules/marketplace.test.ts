// A folder holding only .claude-plugin/marketplace.json is a marketplace: its listing is checked,
// the plugins and skills it lists are scored, and it is never scored as a plugin named ".".
import * as path from 'node:path';
import { discoverTargets, evaluateTarget } from '../../src/engine/evaluate.js';
import { MemorySource } from '../../src/read/source.js';
import { loadMarketplace, targetKind } from '../../src/read/target.js';
import { MARKETPLACE_RULES, readMarketplace } from '../../src/rules/marketplace/index.js';
import { goodSkill, makeTree, removeTree, runCli } from '../helpers/tree.js';

const LISTING = JSON.stringify({
  name: 'team-tools',
  owner: { name: 'Team' },
  plugins: [
    { name: 'pdf', source: './plugins/pdf' },
    { name: 'remote', source: { source: 'github', repo: 'acme/remote' } },
  ],
});

const repo = (listing = LISTING) => ({
  '.claude-plugin/marketplace.json': listing,
  'plugins/pdf/.claude-plugin/plugin.json': '{"name":"pdf"}',
  'plugins/pdf/skills/extract/SKILL.md': goodSkill('extract'),
});

test('discovery: the marketplace folder is not a target; the plugin it lists and its skill are', async () => {
  const src = new MemorySource(repo(), 'repo', 'repo');
  expect(await targetKind(src, '')).toBeNull();
  const found = await discoverTargets(src, '');
  expect(found).toEqual([
    { kind: 'plugin', path: 'plugins/pdf' },
    { kind: 'skill', path: 'plugins/pdf/skills/extract' },
  ]);
  const asPlugin = await evaluateTarget(src, '', { depth: 'quick' });
  if (asPlugin.ok) throw new Error('a marketplace must not be scored as a plugin');
  expect(asPlugin.error.error).toMatch(/plugin marketplace/);
});

test('a folder with plugin.json beside marketplace.json stays a plugin', async () => {
  const src = new MemorySource({ ...repo(), '.claude-plugin/plugin.json': '{"name":"root"}' }, 'repo', 'repo');
  expect(await targetKind(src, '')).toBe('plugin');
});

test('listing checks: name, owner, plugins[].name and source; duplicates; sources leaving the repo or missing', async () => {
  expect(readMarketplace(LISTING, 'm.json').findings).toEqual([]);
  const bad = readMarketplace(
    JSON.stringify({
      name: 'Team Tools',
      plugins: [{ name: 'a', source: './a' }, { name: 'a', source: '../../etc' }, { source: './b' }, { name: 'c' }],
    }),
    'm.json',
  );
  const messages = bad.findings.map((f) => `${f.level}: ${f.message}`);
  expect(messages).toEqual([
    'low: `name` "Team Tools" is not kebab-case',
    'medium: No `owner` (an object with a `name`)',
    'medium: plugins[1]: plugin "a" is listed twice',
    'high: plugins[1]: source "../../etc" leaves the repository',
    'medium: plugins[2] has no `name`',
    'medium: plugins[3] has no `source` (a ./path or a source object)',
  ]);
  expect(readMarketplace('{nope', 'm.json').findings[0].level).toBe('high');
  const missing = await loadMarketplace(
    new MemorySource(repo(LISTING.replace('./plugins/pdf', './plugins/gone')), 'repo', 'repo'),
    '',
  );
  expect(missing.findings.map((f) => f.message)).toEqual([
    'plugin "pdf": source "./plugins/gone" is not a folder in the repository',
  ]);
  expect(missing.localTargets).toEqual([]);
});

test("MARKETPLACE_INVALID's documentation: why it matters, and examples it flags and passes", () => {
  for (const r of MARKETPLACE_RULES) {
    expect(r.why).not.toBe(r.description);
    expect(readMarketplace(r.bad, 'm.json').findings.length).toBeGreaterThan(0);
    expect(readMarketplace(r.good, 'm.json').findings).toEqual([]);
  }
});

describe('CLI score on a marketplace', () => {
  let root = '';
  beforeAll(() => {
    root = makeTree(repo());
  });
  afterAll(() => removeTree(root));

  test('lists and scores what it lists, and says it is a marketplace', async () => {
    const run = await runCli(['score', '.', '--depth', 'quick'], { cwd: root });
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/marketplace team-tools/);
    expect(run.stdout).toMatch(/remote \(not scored\)/);
    // The plugin holds one skill: its score is that skill's (calibrated plugin = mean of its members).
    const pluginScore = /`[^`]*plugins\/pdf` \| (\d+\.\d)/.exec(run.stdout)?.[1];
    expect(pluginScore).toBeDefined();
    expect(run.stdout).toMatch(
      new RegExp(`\`[^\`]*plugins/pdf/skills/extract\` \\| ${pluginScore!.replace('.', '\\.')}`),
    );
    expect(run.stdout).toMatch(/`[^`]*plugins\/pdf\/skills\/extract` \|/);
    expect(run.stdout).not.toMatch(/PluginEval: \. \(plugin\)/);
    const json = JSON.parse(
      (await runCli(['score', '.', '--depth', 'quick', '--output', 'json'], { cwd: root })).stdout,
    );
    expect(json.kind).toBe('marketplace');
    const paths = json.targets.map(
      (t: { plugin_path: string; kind: string }) => `${t.kind} ${t.plugin_path.split('/').slice(1).join('/')}`,
    );
    expect(paths).toEqual(['plugin plugins/pdf', 'skill plugins/pdf/skills/extract']);
  });

  test("--fail-on spec fails on the listing's own problems", async () => {
    const bad = makeTree(repo(JSON.stringify({ name: 'x', plugins: [{ name: 'pdf', source: './plugins/pdf' }] })));
    try {
      const run = await runCli(['score', '.', '--depth', 'quick', '--fail-on', 'spec'], { cwd: bad });
      expect(run.code).toBe(1);
      expect(run.stderr).toMatch(/MARKETPLACE_INVALID No `owner`/);
      expect((await runCli(['score', path.join(bad, '.'), '--depth', 'quick'], { cwd: bad })).code).toBe(0);
    } finally {
      removeTree(bad);
    }
  });
});
