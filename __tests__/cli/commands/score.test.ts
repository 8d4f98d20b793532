// `plugin-eval score` / `certify` run in-process: output formats, exit codes, warnings, the root
// the files are read from, and bad input (spec D1, D2) giving one clear line and exit code 2.
import { execFileSync } from 'node:child_process';
import * as path from 'node:path';
import { addFiles, goodSkill, makeTree, removeTree, runCli, weakSkill } from '../../helpers/tree.js';

const PLUGIN_JSON = JSON.stringify({ name: 'csv-kit', version: '1.0.0' });

let tmp: string;
beforeAll(() => {
  tmp = makeTree({
    'skills/csv-import/SKILL.md': goodSkill('csv-import', 'See also skills/csv-export for the reverse.\n'),
    'skills/csv-export/SKILL.md': goodSkill('csv-export'),
    'skills/weak/SKILL.md': weakSkill('weak'),
    'bom/same/SKILL.md': '\uFEFF' + goodSkill('same'),
    'plain/same/SKILL.md': goodSkill('same'),
    'skills/desc-list/SKILL.md': '---\nname: desc-list\ndescription: [a, b]\n---\n# x\n',
    'skills/name-number/SKILL.md':
      '---\nname: 42\ndescription: Converts things. Use when asked to convert.\n---\n# x\n',
    'skills/fm-list/SKILL.md': '---\n- one\n- two\n---\n# x\n',
    'skills/latin1/SKILL.md': Buffer.concat([
      Buffer.from('---\nname: latin1\ndescription: caf'),
      Buffer.from([0xe9]),
      Buffer.from(' menu. Use when ordering.\n---\n# x\n'),
    ]),
    'plugins/csv-kit/.claude-plugin/plugin.json': PLUGIN_JSON,
    'plugins/csv-kit/skills/one/SKILL.md': goodSkill('one'),
    'plugins/csv-kit/agents/helper.md':
      '---\nname: helper\ndescription: Helps with CSV. Use proactively after an import.\ntools: Read\n---\nHelp.\n',
    'not-a-target/readme.txt': 'nothing here',
  });
});
afterAll(() => removeTree(tmp));

const at = (rel: string) => path.join(tmp, rel);

describe('score: output and exit codes', () => {
  test('the default depth is standard: without a key it says the judge did not run and stays Estimated', async () => {
    const r = await runCli(['score', at('skills/csv-import'), '--output', 'json']);
    expect(r.code).toBe(0);
    const json = JSON.parse(r.stdout);
    expect(json.config.depth).toBe('standard');
    expect(json.composite.confidence_label).toBe('Estimated');
    expect(json.warnings.join('\n')).toMatch(/did not run \(no API key\)/);
    // Said once on stderr, not once per target.
    expect(r.stderr.trim().split('\n')).toEqual([expect.stringMatching(/ANTHROPIC_API_KEY is not set.*did not run/)]);
  });

  test('--output json prints the spec §8 shape and exits 0', async () => {
    const r = await runCli(['score', at('skills/csv-import'), '--depth', 'quick', '--output', 'json']);
    expect(r.code).toBe(0);
    const json = JSON.parse(r.stdout);
    for (const key of [
      'plugin_path',
      'timestamp',
      'config',
      'layers',
      'composite',
      'elo',
      'model_usage',
      'total_duration_ms',
    ])
      expect(json).toHaveProperty(key);
    for (const key of [
      'score',
      'ci_lower',
      'ci_upper',
      'anti_pattern_penalty',
      'dimensions',
      'badge',
      'confidence_label',
    ])
      expect(json.composite).toHaveProperty(key);
    expect(json.composite.dimensions).toHaveLength(10);
    expect(json.layers[0].layer).toBe('static');
    expect(json.config.depth).toBe('quick');
    expect(json.composite.confidence_label).toBe('Estimated');
    expect(r.stderr).toBe('');
  });

  test('--threshold above the score exits 1 with one line on stderr; at or below it exits 0', async () => {
    const first = await runCli(['score', at('skills/weak'), '--output', 'json']);
    const score = JSON.parse(first.stdout).composite.score as number;
    const above = await runCli([
      'score',
      at('skills/weak'),
      '--depth',
      'quick',
      '--threshold',
      String(Math.ceil(score + 1)),
    ]);
    expect(above.code).toBe(1);
    expect(above.stderr.trim().split('\n')).toHaveLength(1);
    expect(above.stderr).toMatch(/below the threshold/);
    const below = await runCli([
      'score',
      at('skills/weak'),
      '--depth',
      'quick',
      '--threshold',
      String(Math.floor(score)),
    ]);
    expect(below.code).toBe(0);
  });

  test('markdown is the default output; html is a standalone page', async () => {
    const md = await runCli(['score', at('skills/weak')]);
    expect(md.stdout).toMatch(/^# PluginEval: weak \(skill\)/);
    expect(md.stdout).toContain('## Dimensions (weakest first)');
    expect(md.stdout).toContain('MISSING_TRIGGER');
    expect(md.stdout).toContain('**Fix:**');
    const html = await runCli(['score', at('skills/weak'), '--output', 'html']);
    expect(html.stdout.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(html.stdout).not.toMatch(/(src|href)="https?:/);
  });

  test('a SKILL.md file stands for its folder', async () => {
    const viaFile = await runCli(['score', at('skills/csv-import/SKILL.md'), '--output', 'json']);
    const viaDir = await runCli(['score', at('skills/csv-import'), '--output', 'json']);
    expect(viaFile.code).toBe(0);
    expect(JSON.parse(viaFile.stdout).composite.score).toBe(JSON.parse(viaDir.stdout).composite.score);
  });

  test('paths resolve against the working directory', async () => {
    const r = await runCli(['score', 'skills/weak', '--output', 'json'], { cwd: tmp });
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout).name).toBe('weak');
  });

  test.each([
    [['score', '/definitely/not/here'], /no such file or folder/],
    [['score', 'PLACEHOLDER_NOT_TARGET'], /neither a skill folder/],
    [['score', 'PLACEHOLDER_FILE'], /is a file/],
    [['score', 'PLACEHOLDER_SKILL', '--depth', 'deepest'], /--depth.*invalid|Allowed choices/],
    [['score', 'PLACEHOLDER_SKILL', '--threshold', 'abc'], /0 to 100/],
    [['score', 'PLACEHOLDER_SKILL', '--threshold', '150'], /0 to 100/],
    [['score', 'PLACEHOLDER_SKILL', '--output', 'pdf'], /Allowed choices/],
    [['score', 'PLACEHOLDER_SKILL', '--concurrency', '0'], /whole number/],
    [['score'], /missing required argument/],
    [['scroe', 'x'], /unknown command/],
    [['score', 'PLACEHOLDER_SKILL', '--bogus'], /unknown option/],
  ])('bad usage %j exits 2 with one line', async (argv, message) => {
    const args = argv.map((a) =>
      a === 'PLACEHOLDER_NOT_TARGET'
        ? at('not-a-target')
        : a === 'PLACEHOLDER_FILE'
          ? at('not-a-target/readme.txt')
          : a === 'PLACEHOLDER_SKILL'
            ? at('skills/weak')
            : a,
    );
    const r = await runCli(args);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    const lines = r.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^plugin-eval: /);
    expect(lines[0]).toMatch(message);
  });

  test('no arguments print help on stderr and exit 2; --help and --version exit 0', async () => {
    const none = await runCli([]);
    expect(none.code).toBe(2);
    expect(none.stderr).toContain('score');
    const help = await runCli(['--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/report/);
    const version = await runCli(['--version']);
    expect(version.code).toBe(0);
    expect(version.stdout.trim()).toMatch(/^\d+\.\d+\.\d+/);
  });
});

describe('score: depth and the layers that really ran', () => {
  test('a plugin above quick depth warns that only the static layer runs', async () => {
    const r = await runCli(['score', at('plugins/csv-kit'), '--depth', 'deep', '--output', 'json']);
    expect(r.code).toBe(0);
    expect(r.stderr).toMatch(/warning: .*plugin is scored by the static layer only/);
    const json = JSON.parse(r.stdout);
    expect(json.kind).toBe('plugin');
    expect(json.composite.confidence_label).toBe('Estimated');
    expect(json.layers.map((l: { layer: string }) => l.layer)).toEqual(['static']);
  });

  test('a skill at standard depth without an API key says the judge did not run and stays Estimated', async () => {
    const r = await runCli(['score', at('skills/csv-import'), '--depth', 'standard', '--output', 'json'], { env: {} });
    expect(r.code).toBe(0);
    expect(r.stderr).toMatch(/ANTHROPIC_API_KEY is not set/);
    expect(r.stderr).toMatch(/did not run/);
    const json = JSON.parse(r.stdout);
    expect(json.composite.confidence_label).toBe('Estimated');
    expect(json.layers.map((l: { layer: string }) => l.layer)).toEqual(['static']);
    expect(json.warnings.join(' ')).toMatch(/did not run/);
    const quick = JSON.parse((await runCli(['score', at('skills/csv-import'), '--output', 'json'])).stdout);
    expect(json.composite.score).toBe(quick.composite.score);
  });

  test('certify is score at deep depth', async () => {
    const r = await runCli(['certify', at('skills/csv-import'), '--output', 'json']);
    expect(r.code).toBe(0);
    const json = JSON.parse(r.stdout);
    expect(json.config.depth).toBe('deep');
    expect(r.stderr).toMatch(/Monte Carlo/);
  });
});

describe('score: the root files are read from', () => {
  test('outside git, the parent folder: sibling cross-references resolve', async () => {
    const r = await runCli(['score', at('skills/csv-import'), '--output', 'json']);
    const json = JSON.parse(r.stdout);
    expect(json.plugin_path).toBe('csv-import');
    expect(JSON.stringify(json.layers[0].anti_patterns)).not.toContain('DEAD_CROSS_REF');
    expect(json.layers[0].sub_scores.ecosystem_coherence).toBeGreaterThan(0.5);
  });

  test('inside a git repository, its top level: paths are repository-relative', async () => {
    const repo = makeTree({
      'plugins/p/.claude-plugin/plugin.json': PLUGIN_JSON,
      'plugins/p/skills/a/SKILL.md': goodSkill('a', 'Pairs with skills/b.\n'),
      'plugins/p/skills/b/SKILL.md': goodSkill('b'),
    });
    try {
      execFileSync('git', ['init', '-q'], { cwd: repo });
      const r = await runCli(['score', 'plugins/p/skills/a', '--output', 'json'], { cwd: repo });
      expect(r.code).toBe(0);
      const json = JSON.parse(r.stdout);
      expect(json.plugin_path).toBe('plugins/p/skills/a');
      expect(JSON.stringify(json.layers[0].anti_patterns)).not.toContain('DEAD_CROSS_REF');
      // A dead reference is still found.
      addFiles(repo, { 'plugins/p/skills/c/SKILL.md': goodSkill('c', 'Pairs with skills/nowhere.\n') });
      const dead = JSON.parse(
        (await runCli(['score', 'plugins/p/skills/c', '--output', 'json'], { cwd: repo })).stdout,
      );
      expect(dead.layers[0].anti_patterns.map((a: { flag: string }) => a.flag)).toContain('DEAD_CROSS_REF');
    } finally {
      removeTree(repo);
    }
  });
});

describe('score: bad input (spec D1, D2)', () => {
  test('D1: a byte-order mark is dropped (same score, frontmatter name read)', async () => {
    const bom = await runCli(['score', at('bom/same'), '--output', 'json']);
    const plain = JSON.parse((await runCli(['score', at('plain/same'), '--output', 'json'])).stdout);
    expect(bom.code).toBe(0);
    const json = JSON.parse(bom.stdout);
    expect(json.name).toBe('same');
    expect(json.layers[0].sub_scores).toEqual(plain.layers[0].sub_scores);
    expect(json.composite.score).toBe(plain.composite.score);
    expect(json.layers[0].anti_patterns).toEqual([]);
  });

  test.each([
    ['desc-list', 'description', /description/],
    ['name-number', 'name', /name/],
    ['fm-list', 'frontmatter', /frontmatter/],
    ['latin1', 'encoding', /UTF-8/],
  ])('D2: %s → exit 2, one line naming the file and the field', async (dir, field, message) => {
    const r = await runCli(['score', at(`skills/${dir}`), '--depth', 'quick']);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    const lines = r.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`${dir}/SKILL.md`);
    expect(lines[0]).toMatch(message);
    const json = await runCli(['score', at(`skills/${dir}`), '--output', 'json']);
    expect(json.code).toBe(2);
    const err = JSON.parse(json.stdout);
    expect(err.ok).toBe(false);
    expect(err.file).toBe(`${dir}/SKILL.md`);
    expect(err.field).toBe(field);
  });

  test('D2: a plugin with a broken skill is an error for the plugin (exit 2)', async () => {
    const repo = makeTree({
      'p/.claude-plugin/plugin.json': PLUGIN_JSON,
      'p/skills/ok/SKILL.md': goodSkill('ok'),
      'p/skills/bad/SKILL.md': '---\ndescription: {a: 1}\n---\n',
    });
    try {
      const r = await runCli(['score', path.join(repo, 'p')]);
      expect(r.code).toBe(2);
      expect(r.stderr).toContain('p/skills/bad/SKILL.md');
    } finally {
      removeTree(repo);
    }
  });
});
