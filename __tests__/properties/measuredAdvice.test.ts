// Property: the calibrated advice promises only what its fixes win. For real skills (the relations
// and marketplace fixtures, and the validity repositories when they are on this machine), each
// advice item with points is applied as its rule's edit, the edited skill is read and scored again
// as `score` reads it (through the file source, not the in-memory rescoring that measured it), and
// the composite must rise by at least the points stated (less a 0.05 tolerance).
import { existsSync, readdirSync, statSync } from 'node:fs';
import * as path from 'node:path';
import type { EvalResult, SkillSnapshot } from '../../src/contract/types.js';
import { evaluateTarget, loadTarget, type EvaluateOptions } from '../../src/engine/evaluate.js';
import { parseSkill } from '../../src/parse/skill.js';
import { DiskSource, type FileSource } from '../../src/read/source.js';
import { CALIBRATED_FIXES } from '../../src/rules/advice/calibrated.js';
import { ruleContext } from '../../src/rules/context.js';
import { OverlaySource } from '../helpers/overlaySource.js';

const TOLERANCE = 0.05;
const OPTIONS: EvaluateOptions = { depth: 'quick', method: 'calibrated', llm: null, neighbours: null };
const VALIDITY = '/work/validity-repos';

/** Every folder holding a SKILL.md under `dir` (relative to `root`), skipping .git and node_modules. */
function skillFolders(root: string, dir = ''): string[] {
  const abs = path.join(root, dir);
  const out: string[] = [];
  for (const e of readdirSync(abs, { withFileTypes: true })) {
    if (e.name === '.git' || e.name === 'node_modules') continue;
    const rel = dir === '' ? e.name : `${dir}/${e.name}`;
    if (e.isDirectory()) out.push(...skillFolders(root, rel));
    else if (e.name === 'SKILL.md' && dir !== '') out.push(dir);
  }
  return out;
}

const cases: Array<[string, string]> = [];
for (const root of ['fixtures/relations', 'fixtures/marketplace'])
  for (const rel of skillFolders(path.resolve(root))) cases.push([path.resolve(root), rel]);
// The validity repositories are laid out on the development machine only.
if (!process.env.CI && existsSync(VALIDITY))
  for (const repo of readdirSync(VALIDITY))
    if (statSync(path.join(VALIDITY, repo)).isDirectory())
      for (const rel of skillFolders(path.join(VALIDITY, repo))) cases.push([path.join(VALIDITY, repo), rel]);

const margins: number[] = [];
const byRule = new Map<string, number>();
let skillsWithItems = 0;

async function scored(source: FileSource, rel: string): Promise<EvalResult | null> {
  const outcome = await evaluateTarget(source, rel, OPTIONS);
  return outcome.ok && outcome.result.kind === 'skill' ? outcome.result : null;
}

afterAll(() => {
  const min = margins.length ? Math.min(...margins) : null;
  // The figures the property rests on, for the record (how many fixes were applied, the least margin).
  console.log(
    `measured advice: ${cases.length} skills, ${skillsWithItems} with items, ${margins.length} fixes applied ` +
      `(${[...byRule].map(([r, n]) => `${r} ${n}`).join(', ')}), minimum margin ${min?.toFixed(3)}`,
  );
});

test('there are skills to check', () => {
  expect(cases.length).toBeGreaterThanOrEqual(6);
});

test.each(cases)('%s %s: each fix wins at least the points its item states', async (root, rel) => {
  const disk = new DiskSource(root);
  const before = await scored(disk, rel);
  if (before === null) return;
  const snap = (await loadTarget(disk, rel)) as SkillSnapshot;
  const ctx = ruleContext(parseSkill(snap, 'calibrated'));
  let any = false;
  for (const advice of before.advice ?? []) {
    for (const item of advice.items) {
      const fix = CALIBRATED_FIXES.find((f) => f.rule === item.rule);
      if (item.points === undefined || fix === undefined) continue;
      const proposal = fix.propose(ctx);
      expect(proposal).not.toBeNull();
      if (proposal === null) continue;
      const files: Record<string, string> = { [`${rel}/SKILL.md`]: proposal.edit.text };
      for (const f of proposal.edit.files ?? []) files[`${rel}/${f.path}`] = f.text;
      const after = await scored(new OverlaySource(disk, files), rel);
      expect(after).not.toBeNull();
      const won = (after?.composite.score ?? 0) - before.composite.score;
      margins.push(won - item.points);
      byRule.set(item.rule, (byRule.get(item.rule) ?? 0) + 1);
      any = true;
      expect({ rule: item.rule, won: Math.max(won, item.points - TOLERANCE) }).toEqual({ rule: item.rule, won });
    }
  }
  if (any) skillsWithItems++;
});
