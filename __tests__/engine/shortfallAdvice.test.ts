// A dimension no proposed edit explains is advised part by part: each part of its sub-score the
// skill fell short of, read from the same credits as the number (the number plus the parts' gaps is
// the sub-score's most), with points that earning the part wins, and no advice for a dimension short
// only of what no skill earns.
import { readdirSync } from 'node:fs';
import * as path from 'node:path';
import { CAL_PROGRESSIVE } from '../../src/contract/calibratedWeights.js';
import type { AdviceItem, EvalResult } from '../../src/contract/types.js';
import { loadTarget } from '../../src/engine/evaluate.js';
import { parseSkill } from '../../src/parse/skill.js';
import { DiskSource } from '../../src/read/source.js';
import { ruleContext } from '../../src/rules/context.js';
import { CALIBRATED_SHORTFALLS, CALIBRATED_SUBSCORES } from '../../src/rules/subscores/calibrated/index.js';
import type { SkillSnapshot } from '../../src/contract/types.js';
import { scored } from '../helpers/results.js';

const RELATIONS = path.resolve('fixtures/relations');

const scoreSkill = (files: Record<string, string>) => scored(files, 'skill');

const itemsOf = (r: EvalResult, dimension: string): AdviceItem[] =>
  (r.advice ?? []).find((a) => a.kind === 'dimension' && a.name === dimension)?.items ?? [];

/** The most each sub-score can reach: 1, but for progressive disclosure what a lean body and its disclosed material give. */
const mostOf = (name: string) =>
  name === 'progressive_disclosure' ? CAL_PROGRESSIVE.lean + CAL_PROGRESSIVE.linkedMaterial : 1;

describe('each sub-score and its shortfalls read the same credits', () => {
  const skills = readdirSync(path.join(RELATIONS, 'skills'));

  test.each(skills)('skills/%s: the number plus its shortfalls is the most', async (name) => {
    const snap = (await loadTarget(new DiskSource(RELATIONS), `skills/${name}`)) as SkillSnapshot;
    const ctx = ruleContext(parseSkill(snap, 'calibrated'));
    for (const [sub, score] of Object.entries(CALIBRATED_SUBSCORES)) {
      const gaps = CALIBRATED_SHORTFALLS[sub as keyof typeof CALIBRATED_SHORTFALLS](ctx);
      const total = score(ctx) + gaps.reduce((s, g) => s + g.gap, 0);
      expect({ sub, total: Number(total.toFixed(9)) }).toEqual({ sub, total: mostOf(sub) });
    }
  });
});

const STEPS = [
  '## Steps',
  '',
  '1. Read the ledger file the user names and check its header row.',
  '2. Sum the rows of each month and compare the sums with the totals row.',
  '3. Write the CSV export beside the ledger, one line per row, dates in ISO form.',
  '',
  '```bash',
  'python3 scripts/export.py ledger.xlsx --out ledger.csv',
  '```',
  '',
  '## Examples',
  '',
  '```text',
  'User: export the March ledger',
  '```',
  '',
  '## Troubleshooting',
  '',
  '- If the header row is missing, ask the user which row holds the column names.',
].join('\n');

const skill = (body: string) =>
  `---\nname: skill\ndescription: Exports the monthly ledger to CSV for the accountant. Use when the user asks for the ledger export or a CSV of the accounts.\n---\n\n# Ledger export\n\n${body}\n`;

test('a part the skill missed is named with the points earning it wins', async () => {
  const before = await scoreSkill({ 'skill/SKILL.md': skill(STEPS) });
  const item = itemsOf(before, 'structural_completeness').find((i) => i.fact === 'No table');
  expect(item).toMatchObject({ rule: 'ADVICE_MEASURED', fix: expect.stringContaining('table') });
  const table = '\n\n| column | meaning |\n|---|---|\n| date | the day of the entry |\n| amount | in euros |';
  const after = await scoreSkill({ 'skill/SKILL.md': skill(STEPS + table) });
  expect(after.composite.score - before.composite.score).toBeCloseTo(item!.points!, 1);
});

test('no advice says to see a report that does not hold the parts', async () => {
  const result = await scoreSkill({ 'skill/SKILL.md': skill(STEPS) });
  const facts = (result.advice ?? []).flatMap((a) => a.items.map((i) => `${i.fact} ${i.fix}`));
  expect(facts.join('\n')).not.toMatch(/--verbose|sub-score for this dimension is/);
});

test('a dimension short only of what no skill earns gets no advice', async () => {
  const files = {
    'skill/SKILL.md': skill(`${STEPS}\n\nThe export script is [scripts/export.py](scripts/export.py).`),
    'skill/scripts/export.py':
      'import csv, sys\n\n\ndef main():\n    rows = list(csv.reader(open(sys.argv[1])))\n    print(len(rows))\n\n\nmain()\n',
  };
  const result = await scoreSkill(files);
  const progressive = result.composite.dimensions.find((d) => d.name === 'progressive_disclosure');
  expect(progressive?.score).toBeLessThan(100);
  expect(itemsOf(result, 'progressive_disclosure')).toEqual([]);
  expect((result.advice ?? []).map((a) => a.name)).not.toContain('progressive_disclosure');
});
