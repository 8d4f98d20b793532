// The relation suite (README "Relation suite"): pass rates per family for both methods. The
// calibrated method must hold ≥ 97 % of each family and ≥ 99 % overall; the reference method's
// rates are reported, not asserted (it reproduces the reference's misfires on purpose).
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { EvalResult } from '../../src/contract/types.js';
import {
  judge,
  loadTree,
  passTable,
  runRelations,
  type Relation,
  type RelationOutcome,
} from '../../src/validate/relations/index.js';

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

describe('judging a neutral edit that is what a flag asks for', () => {
  // OVERSIZED_MAIN_FILE is a quality rule: it comes as a finding, other flags as anti-patterns.
  const result = (score: number, flags: string[]) =>
    ({
      composite: { score },
      layers: [{ anti_patterns: flags.filter((f) => f !== 'OVERSIZED_MAIN_FILE').map((flag) => ({ flag })) }],
      findings: flags.filter((f) => f === 'OVERSIZED_MAIN_FILE').map((rule) => ({ rule })),
    }) as unknown as EvalResult;
  const move: Relation = { family: 'neutral', name: 'move', edit: () => null, mayGainWhen: 'OVERSIZED_MAIN_FILE' };

  test('may gain on a skill that carries the flag', () => {
    expect(judge(move, result(40, ['OVERSIZED_MAIN_FILE']), result(60, [])).held).toBe(true);
  });

  test('must still not fall, nor add a flag', () => {
    expect(judge(move, result(40, ['OVERSIZED_MAIN_FILE']), result(30, [])).held).toBe(false);
    expect(judge(move, result(40, ['OVERSIZED_MAIN_FILE']), result(60, ['OVERSIZED_MAIN_FILE', 'X'])).held).toBe(false);
  });

  test('stays neutral on a skill without the flag', () => {
    expect(judge(move, result(40, []), result(60, [])).held).toBe(false);
    expect(judge(move, result(40, []), result(41, [])).held).toBe(true);
  });
});
