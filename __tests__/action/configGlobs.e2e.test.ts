// End to end through dist/index.js in sweep mode: the workspace configuration's globs match folders
// the way .gitignore users expect, and a pattern that matches no target is a warning annotation.
import { describe, expect, test } from '@jest/globals';
import { runAction, writeTree } from '../helpers/actionRun.js';
import { skillMd } from '../helpers/pluginRepo.js';
import { tempDir } from '../helpers/tempDir.js';

const skill = (name: string) => skillMd(name, `Formats ${name} notes. Use when the user asks for ${name} notes.`);

describe('sweep mode: configuration globs', () => {
  test('template/** leaves out the folder template; each pattern that matches nothing is one warning', async () => {
    const ws = tempDir('pe-sweep-globs-');
    writeTree(ws, {
      '.plugin-eval.yml':
        "ignore: ['template/**', 'nothing/**']\noverrides:\n  - files: ['typo/**']\n    threshold: 5\n",
      'template/SKILL.md': skill('template'),
      'skills/tables/SKILL.md': skill('tables'),
    });
    const run = await runAction({ workspace: ws, eventName: 'schedule', inputs: { mode: 'sweep', depth: 'quick' } });
    expect(run.code).toBe(0);
    expect(run.outputs.count).toBe('1');
    const unmatched = run.warnings.filter((w) => w.includes('matches no skill or plugin'));
    expect(unmatched).toEqual([
      '.plugin-eval.yml: ignore pattern "nothing/**" matches no skill or plugin',
      '.plugin-eval.yml: overrides[0].files pattern "typo/**" matches no skill or plugin',
    ]);
  });
});
