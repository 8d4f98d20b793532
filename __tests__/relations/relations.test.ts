// The relation suite (README "Relation suite"): pass rates per family for both methods. The
// calibrated method must hold ≥ 97 % of each family and ≥ 99 % overall; the reference method's
// rates are reported, not asserted (it reproduces the reference's misfires on purpose).
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadTree, passTable, runRelations, type RelationOutcome } from '../../src/validate/relations/index.js';

const RELATIONS_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../fixtures/relations');

let outcomes: RelationOutcome[] = [];

beforeAll(async () => {
  outcomes = await runRelations(['calibrated', 'reference'], loadTree(RELATIONS_ROOT));
});

describe('relation suite', () => {
  test('covers every family on every fixture skill', () => {
    const skills = new Set(outcomes.map((o) => o.skill));
    expect(skills.size).toBeGreaterThanOrEqual(5);
    for (const fam of ['neutral', 'gaming', 'degrading', 'link-truth']) {
      expect(outcomes.filter((o) => o.family === fam && o.method === 'calibrated').length).toBeGreaterThanOrEqual(20);
    }
  });

  test('the calibrated method holds ≥ 97 % of each family and ≥ 99 % overall', () => {
    const { table, rates } = passTable(outcomes, ['calibrated', 'reference']);
    process.stdout.write(`\nRelation suite (fixtures/relations):\n${table}\n`);
    const failed = outcomes
      .filter((o) => o.method === 'calibrated' && !o.held)
      .map((o) => `${o.family}: ${o.relation} on ${o.skill} (${o.detail})`);
    for (const fam of ['neutral', 'gaming', 'degrading', 'link-truth']) {
      if (rates.calibrated[fam] < 97)
        throw new Error(`${fam}: ${rates.calibrated[fam].toFixed(1)} % < 97 %\n${failed.join('\n')}`);
    }
    if (rates.calibrated.overall < 99)
      throw new Error(`overall ${rates.calibrated.overall.toFixed(1)} % < 99 %\n${failed.join('\n')}`);
  });

  test('the suite can fail: the reference method breaks relations of every family but link truth', () => {
    const { rates } = passTable(outcomes, ['reference']);
    // What the suite detects: the reference's misfires (reported in the README, not a goal).
    expect(rates.reference.overall).toBeLessThan(99);
    expect(rates.reference.neutral).toBeLessThan(97);
    expect(rates.reference.gaming).toBeLessThan(97);
  });
});
