// The output formats as one registry: each command's --output offers exactly the formats that can
// render what it produces, a format offered elsewhere is a usage error, and each format has a
// renderer for everything it says it renders (and for nothing else).
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { Option } from 'commander';
import { buildProgram, type CliContext } from '../../../src/cli/main.js';
import { FORMATTERS, formatsFor, type Renderable } from '../../../src/reports/formats/index.js';
import { goodSkill, makeTree, removeTree, runCli, weakSkill } from '../../helpers/tree.js';

/** What each command with an --output of formats produces. `validate` has its own text/json, not reports. */
const PRODUCES: Record<string, Renderable> = { score: 'result', certify: 'result', compare: 'comparison' };
const OWN_OUTPUTS = ['validate'];

let tmp: string;
beforeAll(() => {
  tmp = makeTree({ 'a/SKILL.md': goodSkill('a'), 'b/SKILL.md': weakSkill('b') });
});
afterAll(() => removeTree(tmp));

function outputChoices(): Record<string, string[]> {
  const noop = () => {};
  const ctx = { stdout: noop, stderr: noop, env: {}, cwd: tmp, stderrIsTTY: false, exitCode: 0, warn: noop, say: noop };
  const choices: Record<string, string[]> = {};
  for (const command of buildProgram(ctx as CliContext).commands) {
    const output = command.options.find((o: Option) => o.long === '--output');
    if (output && !OWN_OUTPUTS.includes(command.name())) choices[command.name()] = output.argChoices ?? [];
  }
  return choices;
}

test("every command's --output offers what the registry says can render its product", () => {
  const choices = outputChoices();
  expect(Object.keys(choices).sort()).toEqual(Object.keys(PRODUCES).sort());
  for (const [name, what] of Object.entries(PRODUCES)) expect([name, choices[name]]).toEqual([name, formatsFor(what)]);
  expect(formatsFor('result')).toEqual(['json', 'markdown', 'html', 'sarif']);
  expect(formatsFor('comparison')).toEqual(['json', 'markdown', 'html']);
});

test('compare --output sarif is a usage error in one line, not markdown', async () => {
  const r = await runCli([
    'compare',
    path.join(tmp, 'a'),
    path.join(tmp, 'b'),
    '--depth',
    'quick',
    '--output',
    'sarif',
  ]);
  expect(r.code).toBe(2);
  expect(r.stdout).toBe('');
  expect(r.stderr).toMatch(
    /^plugin-eval: option '--output <format>' argument 'sarif' is invalid\. Allowed choices are json, markdown, html\.\n$/,
  );
});

test('compare prints each format it offers', async () => {
  for (const format of formatsFor('comparison')) {
    const r = await runCli([
      'compare',
      path.join(tmp, 'a'),
      path.join(tmp, 'b'),
      '--depth',
      'quick',
      '--output',
      format,
    ]);
    expect([format, r.code]).toEqual([format, 0]);
    expect(r.stdout.length).toBeGreaterThan(0);
  }
});

test('each format renders exactly what it declares, and names are unique', () => {
  const kinds: Renderable[] = ['result', 'error', 'comparison', 'sweep'];
  for (const f of FORMATTERS)
    for (const what of kinds)
      expect([f.name, what, typeof f[what]]).toEqual([
        f.name,
        what,
        f.renders.includes(what) ? 'function' : 'undefined',
      ]);
  expect(new Set(FORMATTERS.map((f) => f.name)).size).toBe(FORMATTERS.length);
});

test('the sweep renderers give what report writes: summary.json and summary.md', async () => {
  const out = path.join(tmp, 'report');
  const r = await runCli(['report', tmp, '--output-dir', out, '--depth', 'quick']);
  expect(r.code).toBe(0);
  const written = (file: string) => fs.readFileSync(path.join(out, file), 'utf8');
  const sweep = { summary: JSON.parse(written('summary.json')), results: [], toolVersion: '' };
  const byName = Object.fromEntries(FORMATTERS.map((f) => [f.name, f]));
  expect(await byName.json.sweep!(sweep)).toBe(written('summary.json'));
  expect(await byName.markdown.sweep!(sweep)).toBe(written('summary.md'));
});
