// The runner's protocol of our own (src/action/runner/) against @actions/core, which it replaces on
// the Action's start: the same bytes on stdout for every command, whatever the text, and the same
// step outputs and job summary.
import { afterEach, describe, expect, jest, test } from '@jest/globals';
import * as core from '@actions/core';
import * as fc from 'fast-check';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import {
  commandLine,
  error,
  escapeData,
  escapeProperty,
  info,
  setFailed,
  setSecret,
  warning,
  type AnnotationProperties,
} from '../../src/action/runner/commands.js';
import { appendSummary, keyValueMessage, setOutput } from '../../src/action/runner/files.js';
import { getInput } from '../../src/action/runner/inputs.js';
import { parseOutputFile } from '../helpers/actionRun.js';
import { tempDir } from '../helpers/tempDir.js';

/** What `run` writes to stdout. */
function stdoutOf(run: () => void): string {
  let out = '';
  const spy = jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    out += String(chunk);
    return true;
  });
  try {
    run();
  } finally {
    spy.mockRestore();
  }
  return out;
}

const savedExitCode = process.exitCode;
afterEach(() => {
  process.exitCode = savedExitCode;
});

/** Text that tries to end a command or start another: line breaks, `::`, `%`, `,` and `:` in properties. */
const HOSTILE = [
  'plain',
  '',
  '100% sure',
  'two\nlines',
  'cr\rlf\r\n',
  '::error::forged',
  'a,b:c',
  '%0A already encoded',
  'tab\tand \u001b[31mcolour',
  'ünïcödé 🎉',
];

describe('workflow commands', () => {
  test('message escaping: %, CR and LF encoded, nothing else', () => {
    expect(escapeData('100%\r\n::x')).toBe('100%25%0D%0A::x');
    expect(escapeProperty('a,b:c%\n')).toBe('a%2Cb%3Ac%25%0A');
  });

  test('a message or property cannot end its command line or start another, and reads back as it was', () => {
    const decode = (t: string) =>
      t.replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%3A/g, ':').replace(/%2C/g, ',').replace(/%25/g, '%');
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        const line = commandLine('warning', { title: text }, text);
        const m = /^::warning(?: title=([^:,\r\n]*))?::([^\r\n]*)$/.exec(line);
        expect(m).not.toBeNull();
        expect(decode(m![1] ?? '')).toBe(text);
        expect(decode(m![2])).toBe(text);
      }),
    );
  });

  test.each(HOSTILE)('the same bytes as @actions/core for %j', (text) => {
    const props: AnnotationProperties = { title: text, file: `dir/${text}`, startLine: 3 };
    expect(stdoutOf(() => warning(text))).toBe(stdoutOf(() => core.warning(text)));
    expect(stdoutOf(() => warning(text, props))).toBe(stdoutOf(() => core.warning(text, props)));
    expect(stdoutOf(() => error(text, props))).toBe(stdoutOf(() => core.error(text, props)));
    expect(stdoutOf(() => error(text, { endLine: 4, startColumn: 1, endColumn: 2 }))).toBe(
      stdoutOf(() => core.error(text, { endLine: 4, startColumn: 1, endColumn: 2 })),
    );
    expect(stdoutOf(() => info(text))).toBe(stdoutOf(() => core.info(text)));
    expect(stdoutOf(() => setSecret(text))).toBe(stdoutOf(() => core.setSecret(text)));
  });

  test('setFailed writes the error command and makes the step fail, as @actions/core does', () => {
    const ours = stdoutOf(() => setFailed('broken\nbadly'));
    expect(process.exitCode).toBe(1);
    process.exitCode = 0;
    expect(ours).toBe(stdoutOf(() => core.setFailed('broken\nbadly')));
    expect(process.exitCode).toBe(1);
  });
});

describe('inputs', () => {
  const names = ['github-token', 'depth', 'fail on', 'Mixed-Case'];
  const saved = Object.fromEntries(names.map((n) => [n, process.env[`INPUT_${n.replace(/ /g, '_').toUpperCase()}`]]));
  afterEach(() => {
    for (const [n, v] of Object.entries(saved)) {
      const key = `INPUT_${n.replace(/ /g, '_').toUpperCase()}`;
      if (v === undefined) delete process.env[key];
      else process.env[key] = v;
    }
  });

  test('read from INPUT_<NAME> (upper case, spaces to _, hyphens kept), trimmed, as @actions/core reads them', () => {
    process.env['INPUT_GITHUB-TOKEN'] = '  tok  ';
    process.env.INPUT_FAIL_ON = '\nsecurity\n';
    process.env['INPUT_MIXED-CASE'] = 'x';
    delete process.env.INPUT_DEPTH;
    for (const n of names) expect(getInput(n)).toBe(core.getInput(n));
    expect(getInput('github-token')).toBe('tok');
    expect(getInput('fail on')).toBe('security');
    expect(getInput('depth')).toBe('');
  });
});

describe('log lines', () => {
  test('a plain line is written as it is (the caller escapes it), with a line break', () => {
    expect(stdoutOf(() => info('::not escaped here'))).toBe('::not escaped here\n');
  });
});

describe('file commands', () => {
  test('setOutput writes what @actions/core writes, but for the random delimiter', () => {
    const dir = tempDir('pe-runner-');
    const ours = path.join(dir, 'ours');
    const theirs = path.join(dir, 'theirs');
    writeFileSync(ours, '');
    writeFileSync(theirs, '');
    const values = ['one line', 'two\nlines', 'forged<<EOF\nx=1\nEOF', '', '=starts with equals'];
    for (const [i, v] of values.entries()) {
      setOutput(`out${i}`, v, { GITHUB_OUTPUT: ours });
      const before = process.env.GITHUB_OUTPUT;
      process.env.GITHUB_OUTPUT = theirs;
      try {
        core.setOutput(`out${i}`, v);
      } finally {
        if (before === undefined) delete process.env.GITHUB_OUTPUT;
        else process.env.GITHUB_OUTPUT = before;
      }
    }
    const delimiters = (text: string) => text.replace(/ghadelimiter_[0-9a-f-]{36}/g, 'DELIM');
    expect(delimiters(readFileSync(ours, 'utf8'))).toBe(delimiters(readFileSync(theirs, 'utf8')));
    // Each value comes back whole: a value cannot forge another output.
    const parsed = parseOutputFile(readFileSync(ours, 'utf8'));
    expect(parsed).toEqual(Object.fromEntries(values.map((v, i) => [`out${i}`, v])));
  });

  test('a value that holds the delimiter is refused, as @actions/core refuses it', () => {
    expect(keyValueMessage('name', 'a\nb', 'DELIM')).toBe('name<<DELIM\na\nb\nDELIM');
    expect(() => keyValueMessage('name', 'x\nDELIM\ny', 'DELIM')).toThrow(
      'Unexpected input: value should not contain the delimiter "DELIM"',
    );
    expect(() => keyValueMessage('nDELIM', 'x', 'DELIM')).toThrow('name should not contain the delimiter');
  });

  test('setOutput without GITHUB_OUTPUT uses the ::set-output command; a missing file is an error', () => {
    expect(stdoutOf(() => setOutput('n', 'a\nb', {}))).toBe('\n::set-output name=n::a%0Ab\n');
    expect(() => setOutput('n', 'v', { GITHUB_OUTPUT: '/nonexistent/pe-output' })).toThrow(
      'Missing file at path: /nonexistent/pe-output',
    );
  });

  test('appendSummary appends markdown as it is, and says why it cannot', async () => {
    const file = path.join(tempDir('pe-summary-'), 'summary.md');
    writeFileSync(file, 'before\n');
    await appendSummary('# one\n', { GITHUB_STEP_SUMMARY: file });
    await appendSummary('two', { GITHUB_STEP_SUMMARY: file });
    expect(readFileSync(file, 'utf8')).toBe('before\n# one\ntwo');
    await expect(appendSummary('x', {})).rejects.toThrow(
      'Unable to find environment variable for $GITHUB_STEP_SUMMARY',
    );
    await expect(appendSummary('x', { GITHUB_STEP_SUMMARY: `${file}.missing` })).rejects.toThrow(
      `Unable to access summary file: '${file}.missing'`,
    );
    expect(existsSync(`${file}.missing`)).toBe(false);
  });
});
