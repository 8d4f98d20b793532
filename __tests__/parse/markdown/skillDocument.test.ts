// A skill edited in its frontmatter alone reads SKILL.md's body through the part of the skill it was
// made from (the calibrated advice rescores each edit): only when the body reads the same in both,
// and always with the measures a fresh reading of the edited skill gives.
import { parseText } from '../../helpers/skills.js';
import type { ParsedSkill } from '../../../src/contract/types.js';
import { calibratedDimensions } from '../../../src/layers/calibratedDimensions.js';
import { readsApartFromLead } from '../../../src/parse/markdown/prepared.js';
import { skillDocument } from '../../../src/parse/markdown/skillDocument.js';

const parsed = (text: string): ParsedSkill => parseText(text, 'skill');

const BODY = [
  '# Ledger export',
  '',
  'Exports the ledger. You MUST check the totals row and NEVER skip the dates.',
  '',
  '## Steps',
  '',
  '1. Read the ledger from `ledger.csv`.',
  '2. Check the totals row once more.',
  '',
  '```bash',
  'export-ledger --month 2026-11',
  '```',
  '',
  '## Examples',
  '',
  'A request for the November ledger gives `ledger-2026-11.csv`.',
  '',
].join('\n');

function skillText(frontmatter: string[]): string {
  return ['---', ...frontmatter, '---', BODY].join('\n');
}

const DESCRIBED = (description: string, extra: string[] = []) =>
  skillText(['name: skill', `description: ${description}`, ...extra]);

test('a new description reads the body through the scored skill’s part, with the measures a fresh reading gives', () => {
  const base = parsed(DESCRIBED('Exports the ledger.'));
  const text = DESCRIBED('"Exports the monthly ledger to CSV. Use when the user asks for the ledger export."');
  const edited = parsed(text);
  expect(skillDocument(edited, base).main).toBe(skillDocument(base).main);
  // A copy read on its own, without the skill it was made from, measures the same.
  expect(calibratedDimensions(edited)).toEqual(calibratedDimensions(parsed(text)));
  expect(skillDocument(edited).description).toEqual(skillDocument(parsed(text)).description);
});

test('a frontmatter line that opens a fence, a heading or a bad example keeps the edited skill’s own reading', () => {
  for (const extra of [['example: |', '  ```', '  run it'], ['# Comment heading'], ['avoid: the old exporter']]) {
    const base = parsed(DESCRIBED('Exports the ledger.', extra));
    const text = DESCRIBED('"Exports the monthly ledger. Use when the user asks for the ledger export."', extra);
    const edited = parsed(text);
    expect(skillDocument(edited, base).main).not.toBe(skillDocument(base).main);
    expect(calibratedDimensions(edited)).toEqual(calibratedDimensions(parsed(text)));
  }
});

test('an edit of the body, or one that moves the body to another line, keeps the edited skill’s own reading', () => {
  const base = parsed(DESCRIBED('Exports the ledger.'));
  const changedBody = parsed(`${DESCRIBED('Exports the ledger.')}\n## Related skills\n\nSee also the tax skill.\n`);
  expect(skillDocument(changedBody, base).main).not.toBe(skillDocument(base).main);
  const moved = parsed(DESCRIBED('Exports the ledger.', ['license: MIT']));
  expect(skillDocument(moved, base).main).not.toBe(skillDocument(base).main);
});

test('readsApartFromLead: lines that open nothing pass; a fence, a heading or a bad example does not', () => {
  expect(readsApartFromLead('---\nname: x\ndescription: y\n---\nbody', 4)).toBe(true);
  expect(readsApartFromLead('---\n```\n---\nbody', 3)).toBe(false);
  expect(readsApartFromLead('---\n## Title\n---\nbody', 3)).toBe(false);
  expect(readsApartFromLead('---\nBad: this\n---\nbody', 3)).toBe(false);
  expect(readsApartFromLead('---\nnote: ❌ never\n---\nbody', 3)).toBe(false);
  // Lines after `firstLine` are not read.
  expect(readsApartFromLead('---\nname: x\n---\n```', 3)).toBe(true);
});
