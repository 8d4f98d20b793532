// The Action's view of `.plugin-eval.yml`: which inputs count as set, how they layer over the
// file, what an override may change per target, and what a pull request's own change to the file
// does (a note, and an error when the new file is invalid).
import { describe, expect, test } from '@jest/globals';
import { readInputs } from '../../src/action/inputs.js';
import {
  headChanges,
  projectFrom,
  ProjectFileError,
  readProjectFiles,
  targetGate,
  targetOptions,
  withProjectErrors,
} from '../../src/action/project.js';
import { DiskSource } from '../../src/read/source.js';
import { writeTree } from '../helpers/actionRun.js';
import { tempDir } from '../helpers/tempDir.js';

const inputsOf = (given: Record<string, string>) => readInputs((name) => given[name] ?? '');
const files = (config: string | null, baseline: string | null = null) => ({
  config: config === null ? null : { name: '.plugin-eval.yml', text: config },
  baseline: baseline === null ? null : { name: '.plugin-eval-baseline.json', text: baseline },
});

describe('explicit inputs', () => {
  test('only non-empty inputs are explicit; their values are parsed as before', () => {
    expect(inputsOf({}).explicit).toEqual({});
    expect(
      inputsOf({ depth: 'standard', method: 'measured', threshold: '70', 'min-score': '50', 'fail-on': 'spec' })
        .explicit,
    ).toEqual({
      depth: 'standard',
      method: 'calibrated',
      threshold: 70,
      'min-score': 50,
      'fail-on': ['spec'],
    });
    // `none` is an explicit empty list: it turns the file's fail-on off.
    expect(inputsOf({ 'fail-on': 'none' }).explicit).toEqual({ 'fail-on': [] });
  });
});

describe('projectFrom', () => {
  const config =
    'depth: standard\nthreshold: 80\nfail-on: [spec]\nmethod: reference\noverrides:\n  - files: ["skills/legacy/**"]\n    method: calibrated\n    rules: { MISSING_TRIGGER: off }\n    threshold: 10\n';

  test('the file fills what no input set; an input wins', () => {
    const p = projectFrom(inputsOf({ threshold: '60' }), files(config), 'the workspace');
    expect(p.error).toBeNull();
    expect(p.inputs).toMatchObject({
      depth: 'standard',
      threshold: 60,
      failOn: ['spec'],
      method: 'reference',
      minScore: null,
    });
    expect(p.settings.threshold.source).toBe('command line');
    expect(p.settings.depth.source).toBe('config');
    // The top-level value, not an override's, is the run's.
    expect(p.settings.method.value).toBe('reference');
  });

  test('overrides give a target its method, rules and gate values; a depth they set is named in a note', () => {
    const p = projectFrom(inputsOf({}), files(config), 'the workspace');
    expect(targetOptions(p, 'skills/legacy/old')).toEqual({
      method: 'calibrated',
      rules: { MISSING_TRIGGER: { enabled: false } },
    });
    expect(targetOptions(p, 'skills/new')).toEqual({ method: 'reference', rules: {} });
    expect(targetGate(p, 'skills/legacy/old')).toEqual({ threshold: 10 });
    expect(targetGate(p, 'skills/new')).toBeNull();
    // An input set for the run wins over an override's value too.
    expect(targetGate(projectFrom(inputsOf({ threshold: '70' }), files(config), 'x'), 'skills/legacy/old')).toBeNull();
    expect(p.notes).toEqual([]);
    const withDepth = projectFrom(inputsOf({}), files(`${config}  - files: ["x/**"]\n    depth: deep\n`), 'x');
    expect(withDepth.notes).toEqual([expect.stringContaining('overrides[1] sets depth')]);
    // An explicit method input wins over the override too.
    expect(
      targetOptions(projectFrom(inputsOf({ method: 'reference' }), files(config), 'x'), 'skills/legacy/old').method,
    ).toBe('reference');
  });

  test('an invalid file leaves the inputs and defaults in charge and keeps the error with its line', () => {
    const p = projectFrom(inputsOf({}), files('depth: quick\nthreshold: [1]\n'), 'the workspace');
    expect(p.error).toBeInstanceOf(ProjectFileError);
    expect(p.error?.line).toBe(2);
    expect(p.error?.message).toContain('.plugin-eval.yml:2: threshold');
    expect(p.inputs).toMatchObject({ depth: 'quick', threshold: null, method: 'calibrated' });
  });

  test('an invalid baseline is an error naming the file', () => {
    const p = projectFrom(inputsOf({}), files(null, '{"tool":"other"}'), 'the workspace');
    expect(p.error?.file).toBe('.plugin-eval-baseline.json');
    expect(p.error?.message).toContain('not a plugin-eval baseline');
  });
});

describe('headChanges', () => {
  const base = projectFrom(inputsOf({}), files('threshold: 80\n'), 'the base commit abc');

  test('the same files: nothing to say', () => {
    expect(headChanges(base, files('threshold: 80\n'))).toEqual({ notes: [], error: null });
  });

  test('a changed, added or removed file: a note; an invalid new file: its error', () => {
    expect(headChanges(base, files('threshold: 10\n')).notes).toEqual([
      expect.stringContaining('changes .plugin-eval.yml: the change takes effect after merge'),
    ]);
    expect(headChanges(base, files(null)).notes).toEqual([expect.stringContaining('removes .plugin-eval.yml')]);
    expect(headChanges(base, files('threshold: 80\n', '{}')).notes).toEqual([
      expect.stringContaining('adds .plugin-eval-baseline.json'),
    ]);
    const broken = headChanges(base, files('threshold: 80\nthreshhold: 3\n'));
    expect(broken.error?.line).toBe(2);
    expect(broken.error?.message).toContain('threshhold: unknown key');
  });
});

describe('readProjectFiles', () => {
  test('reads the .yaml spelling too, and refuses a file over the size limit by its size', async () => {
    const dir = tempDir('pe-project-');
    writeTree(dir, { '.plugin-eval.yaml': 'threshold: 5\n' });
    expect((await readProjectFiles(new DiskSource(dir))).config).toEqual({
      name: '.plugin-eval.yaml',
      text: 'threshold: 5\n',
    });
    writeTree(dir, { '.plugin-eval.yml': `# ${'x'.repeat(70 * 1024)}\n` });
    await expect(readProjectFiles(new DiskSource(dir))).rejects.toThrow('.plugin-eval.yml: larger than 65536 bytes');
  });
});

describe('withProjectErrors', () => {
  test("fails the gate with the message, escaped: a pull request's own file cannot put markdown in the comment", () => {
    const base = projectFrom(inputsOf({}), files('threshold: 80\n'), 'the base commit abc');
    const { error } = headChanges(
      base,
      files('threshold: 80\n"![x](https://example.com/t.png) <b>hi</b> @someone": 1\n'),
    );
    expect(error).not.toBeNull();
    const gate = withProjectErrors(
      { passed: true, conclusion: 'success', line: '✅ All 1 changed target meet the threshold 80.', failing: [] },
      [error!],
    );
    expect(gate).toMatchObject({ passed: false, conclusion: 'failure' });
    expect(gate.line).toMatch(/^❌ Configuration error: \.plugin-eval\.yml:2: /);
    expect(gate.line).not.toContain('![x](');
    expect(gate.line).not.toContain('<b>');
    expect(gate.line).toContain('&lt;b&gt;');
  });
});
