// Configuration globs through the CLI, the way .gitignore users write them: `template/**` leaves out
// the folder `template` itself, a pattern without a slash matches at any depth, an override on
// `dir/**` applies to the target `dir` (and `config --print` says which overrides apply); a pattern
// that matches no target is a one-line warning, not silence.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { makeTree, removeTree, runCli } from '../helpers/tree.js';
import { skillMd } from '../helpers/pluginRepo.js';

let repo: string;
const skill = (name: string) => skillMd(name, `Formats ${name} notes. Use when the user asks for ${name} notes.`);
beforeAll(() => {
  repo = makeTree({
    '.plugin-eval.yml': [
      "ignore: ['template/**', 'drafts', 'nothing/**']",
      'overrides:',
      "  - files: ['skills/theme-factory/**']",
      '    threshold: 7',
      "  - files: ['typo-factory/**']",
      '    threshold: 5',
      '',
    ].join('\n'),
    'template/SKILL.md': skill('template'),
    'skills/template/SKILL.md': skill('template'),
    'skills/drafts/vague/SKILL.md': skill('vague'),
    'skills/theme-factory/SKILL.md': skill('theme-factory'),
  });
  execFileSync('git', ['init', '-q'], { cwd: repo });
});
afterAll(() => removeTree(repo));

test('report leaves out what the patterns name, and warns once for each pattern that matches nothing', async () => {
  const out = path.join(repo, 'out');
  const r = await runCli(['report', repo, '--output-dir', out, '--no-html']);
  expect(r.code).toBe(0);
  const summary = JSON.parse(readFileSync(path.join(out, 'summary.json'), 'utf8')) as {
    ranked: Array<{ path: string }>;
  };
  expect(summary.ranked.map((t) => t.path).sort()).toEqual(['skills/template', 'skills/theme-factory']);
  const warnings = r.stderr.split('\n').filter((l) => l.startsWith('plugin-eval: warning:'));
  expect(warnings).toEqual([
    'plugin-eval: warning: .plugin-eval.yml: ignore pattern "nothing/**" matches no skill or plugin',
    'plugin-eval: warning: .plugin-eval.yml: overrides[1].files pattern "typo-factory/**" matches no skill or plugin',
  ]);
});

test('config --print shows the override on dir/** applying to the target dir', async () => {
  const r = await runCli(['config', '--print', path.join(repo, 'skills/theme-factory')]);
  expect(r.code).toBe(0);
  expect(r.stdout).toContain('# overrides that apply: overrides[0] (files: skills/theme-factory/**)');
  expect(r.stdout).toContain('threshold: 7    # override (.plugin-eval.yml overrides[0])');
  const other = await runCli(['config', '--print', path.join(repo, 'skills/template')]);
  expect(other.stdout).toContain('# overrides that apply: none');
  expect(other.stdout).toContain('threshold: null    # default');
});
