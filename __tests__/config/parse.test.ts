// .plugin-eval.yml: parsing with errors that name the key and line, found up to the repository
// root and never above it, overrides by path glob, and where each effective value came from.
import * as path from 'node:path';
import { ConfigError, effectiveSettings, findConfigFile, matchesAny } from '../../src/config/settings.js';
import { parseConfig } from '../../src/config/parse.js';
import { makeTree, removeTree, runCli, weakSkill } from '../helpers/tree.js';

const DEFAULTS = { method: 'calibrated', depth: 'standard' } as const;

describe('parseConfig', () => {
  test('every setting, rule shorthands and overrides', () => {
    const c = parseConfig(
      [
        'method: reference',
        'depth: quick',
        'threshold: 70',
        'min-score: 50',
        'fail-on: [spec, security]',
        'ignore: ["examples/**"]',
        'rules:',
        '  CLAUDE_TOOL_REFS: off',
        '  SPEC_UNKNOWN_FIELD: high',
        '  DEAD_CROSS_REF: { enabled: true, level: low }',
        'overrides:',
        '  - files: ["skills/legacy-*"]',
        '    threshold: 40',
        '',
      ].join('\n'),
      '.plugin-eval.yml',
    );
    expect(c).toMatchObject({
      method: 'reference',
      depth: 'quick',
      threshold: 70,
      'min-score': 50,
      'fail-on': ['spec', 'security'],
      ignore: ['examples/**'],
      rules: {
        CLAUDE_TOOL_REFS: { enabled: false },
        SPEC_UNKNOWN_FIELD: { level: 'high' },
        DEAD_CROSS_REF: { enabled: true, level: 'low' },
      },
      overrides: [{ files: ['skills/legacy-*'], threshold: 40 }],
    });
  });

  test.each([
    ['threshold: 70\nthreshhold: 60\n', /:2: threshhold: unknown key/],
    ['threshold: high\n', /:1: threshold: expected a number from 0 to 100/],
    ['threshold: 170\n', /:1: threshold: expected a number/],
    ['method: best\n', /:1: method: expected one of calibrated, reference/],
    ['fail-on: [spec, style]\n', /:1: fail-on: expected some of security, spec/],
    ['rules:\n  X_Y:\n    enabled: maybe\n', /:3: rules\.X_Y\.enabled: expected true or false/],
    ['rules:\n  lower: off\n', /:2: rules: "lower" is not a rule id/],
    ['overrides:\n  - threshold: 3\n', /:2: overrides\[0\]: 'files' is required/],
    ['overrides:\n  - files: [a]\n    ignore: [b]\n', /:3: overrides\[0\]\.ignore: unknown key/],
    ['a: [unclosed\n', /not valid YAML/],
    ['- a\n- b\n', /the top level must be a mapping/],
    ['a: 1\na: 2\n', /not valid YAML/],
  ])('%j is an error naming the key and line', (text, message) => {
    expect(() => parseConfig(text, '.plugin-eval.yml')).toThrow(ConfigError);
    expect(() => parseConfig(text, '.plugin-eval.yml')).toThrow(message);
  });

  test('an empty file is no settings', () => {
    expect(parseConfig('', 'c.yml')).toEqual({ file: 'c.yml', overrides: [] });
  });
});

describe('effectiveSettings', () => {
  const config = parseConfig(
    'threshold: 70\nrules:\n  A_RULE: off\noverrides:\n  - files: ["skills/legacy-*"]\n    threshold: 40\n    rules:\n      B_RULE: low\n',
    '.plugin-eval.yml',
  );
  test('defaults < file < matching overrides < command line, each with its source', () => {
    const legacy = effectiveSettings(config, 'skills/legacy-pdf', {}, DEFAULTS);
    expect(legacy.threshold).toEqual({ value: 40, source: 'override', from: '.plugin-eval.yml overrides[0]' });
    expect(legacy.rules.value).toEqual({ A_RULE: { enabled: false }, B_RULE: { level: 'low' } });
    expect(legacy.method).toEqual({ value: 'calibrated', source: 'default' });
    const other = effectiveSettings(config, 'skills/pdf', {}, DEFAULTS);
    expect(other.threshold).toMatchObject({ value: 70, source: 'config' });
    const cli = effectiveSettings(config, 'skills/legacy-pdf', { threshold: 90 }, DEFAULTS);
    expect(cli.threshold).toMatchObject({ value: 90, source: 'command line' });
  });

  test('globs match a folder and everything under it', () => {
    expect(matchesAny('examples/a/b', ['examples'])).toBe(true);
    expect(matchesAny('skills/x', ['examples/**'])).toBe(false);
    expect(matchesAny('.hidden/x', ['**/x'])).toBe(true);
  });
});

describe('finding the file', () => {
  let tmp: string;
  beforeAll(() => {
    tmp = makeTree({
      '.plugin-eval.yml': 'threshold: 99\n',
      'repo/.plugin-eval.yml': 'threshold: 50\n',
      'repo/skills/a/SKILL.md': weakSkill('a'),
      'repo/skills/b/.plugin-eval.yml': 'threshold: 10\n',
      'repo/skills/b/SKILL.md': weakSkill('b'),
      'bare/skills/c/SKILL.md': weakSkill('c'),
    });
  });
  afterAll(() => removeTree(tmp));

  test('the nearest file from the target up to the root', async () => {
    expect(await findConfigFile(path.join(tmp, 'repo'), path.join(tmp, 'repo/skills/a'))).toBe(
      path.join(tmp, 'repo/.plugin-eval.yml'),
    );
    expect(await findConfigFile(path.join(tmp, 'repo'), path.join(tmp, 'repo/skills/b'))).toBe(
      path.join(tmp, 'repo/skills/b/.plugin-eval.yml'),
    );
  });

  test('never above the root', async () => {
    expect(await findConfigFile(path.join(tmp, 'bare'), path.join(tmp, 'bare/skills/c'))).toBeNull();
  });

  test('config --print shows each value and where it came from; a bad file is exit 2 naming the line', async () => {
    const r = await runCli([
      'config',
      '--print',
      path.join(tmp, 'repo/skills/a'),
      '--config',
      path.join(tmp, 'repo/.plugin-eval.yml'),
    ]);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^threshold: 50 +# config/m);
    expect(r.stdout).toMatch(/^method: "calibrated" +# default/m);
    const bad = makeTree({ 'c.yml': 'threshold: 50\nmethd: reference\n' });
    try {
      const b = await runCli(['config', path.join(tmp, 'repo/skills/a'), '--config', path.join(bad, 'c.yml')]);
      expect(b.code).toBe(2);
      expect(b.stderr).toMatch(/c\.yml:2: methd: unknown key/);
    } finally {
      removeTree(bad);
    }
  });
});
