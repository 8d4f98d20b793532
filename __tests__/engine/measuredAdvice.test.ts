// The calibrated advice read from the detectors that make the number: the three ways it used to
// disagree with the score (a linked examples file called "no reference files", a description counted
// in characters where the method counts words, points promised for an edit that wins none), a
// quality hit's advice, and points that stay what a fresh scoring of the edited skill gives although
// the rescoring reuses what the skill's own scoring read.
import type { Advice, EvalResult, SkillSnapshot } from '../../src/contract/types.js';
import { evaluateTarget, loadTarget } from '../../src/engine/evaluate.js';
import { parseSkill } from '../../src/parse/skill.js';
import { MemorySource } from '../../src/read/source.js';
import { CALIBRATED_FIXES } from '../../src/rules/advice/calibrated.js';
import { ruleContext } from '../../src/rules/context.js';

const source = (files: Record<string, string>) => new MemorySource(files, 'repo', 'repo');

async function scoreSkill(files: Record<string, string>): Promise<EvalResult> {
  const outcome = await evaluateTarget(source(files), 'skill', {
    depth: 'quick',
    method: 'calibrated',
    llm: null,
    neighbours: null,
  });
  if (!outcome.ok) throw new Error(outcome.error.error);
  return outcome.result;
}

const rules = (advice: readonly Advice[] | undefined) => (advice ?? []).flatMap((a) => a.items.map((i) => i.rule));

const STEPS = Array.from(
  { length: 12 },
  (_, i) =>
    `${i + 1}. Step ${i + 1} of the export: check the ${['header', 'rows', 'totals', 'dates'][i % 4]} once more.`,
).join('\n');

function skill(description: string, body: string): string {
  return `---\nname: skill\ndescription: ${description}\n---\n\n# Export\n\n${body}\n`;
}

const DESCRIPTION =
  'Exports the monthly ledger to CSV for the accountant. Use when the user asks for the ledger export.';

test('a fix the parser would refuse (the name, "\\0" in YAML, written into the text) is left out, the skill still scored', async () => {
  const result = await scoreSkill({ 'skill/SKILL.md': '---\nname: "\\0"\ndescription: \'\'\n\n---\n' });
  expect(result.composite.score).toBeGreaterThanOrEqual(0);
  // The Examples section the structure fix writes names the skill: with a NUL in it, it cannot be measured.
  expect(rules(result.advice)).not.toContain('ADVICE_STRUCTURE');
});

test('a skill linking examples/*.md or a file beside SKILL.md is not told it has no reference files', async () => {
  const example =
    '# Example\n\nA ledger of three months exported to CSV, with the totals row and the dates in ISO form.\n';
  for (const [link, file] of [
    ['examples/march.md', 'skill/examples/march.md'],
    ['march.md', 'skill/march.md'],
  ]) {
    const result = await scoreSkill({
      'skill/SKILL.md': skill(DESCRIPTION, `## Steps\n\n${STEPS}\n\nSee [an example](${link}).`),
      [file]: example,
    });
    expect(rules(result.advice)).not.toContain('ADVICE_NO_LINKED_DETAIL');
  }
});

test('the description advice counts specific words, as the calibrated method does, not characters', async () => {
  // 100+ characters of repeated filler: long, but few specific words.
  const filler =
    'A skill. A skill. A skill. A skill. A skill. A skill. A skill. A skill. A skill. A skill. A skill. A skill.';
  const result = await scoreSkill({ 'skill/SKILL.md': skill(filler, `## Steps\n\n${STEPS}`) });
  const item = (result.advice ?? []).flatMap((a) => a.items).find((i) => i.rule === 'ADVICE_SHORT_DESCRIPTION');
  expect(item?.fact).toMatch(/specific word/);
  expect(item?.fact).not.toMatch(/characters/);
  expect(item?.fix).not.toMatch(/characters/);
  expect(item?.points).toBeGreaterThan(0);
});

test('a long description without a trigger is advised to add one, not to reach 100 characters', async () => {
  const described =
    'Exports the monthly ledger of invoices, refunds and payments to a CSV file for the accountant, grouped by customer and currency.';
  const result = await scoreSkill({ 'skill/SKILL.md': skill(described, `## Steps\n\n${STEPS}`) });
  const item = (result.advice ?? []).flatMap((a) => a.items).find((i) => i.rule === 'ADVICE_SHORT_DESCRIPTION');
  expect(item?.fact).toBe('The description does not say when to use the skill');
  expect(item?.fix).toMatch(/Use when/);
  expect(item?.fix).not.toMatch(/characters/);
});

test('no item promises points for an edit that wins none: "## Inputs" is not advised when the text names its arguments', async () => {
  const result = await scoreSkill({
    'skill/SKILL.md': skill(DESCRIPTION, `## Steps\n\nThe month is given as an argument.\n\n${STEPS}`),
  });
  expect(rules(result.advice)).not.toContain('ADVICE_NO_INPUTS');
  // Every item with points is a measured gain of at least the smallest advised.
  for (const a of result.advice ?? [])
    for (const i of a.items) if (i.points !== undefined) expect(i.points).toBeGreaterThanOrEqual(0.05);
});

test('a quality hit is advised with the composite points its deduction costs', async () => {
  const result = await scoreSkill({
    'skill/SKILL.md': skill(
      'Exports the monthly ledger of invoices and payments to a CSV file for the accountant. Use when the accountant asks for the month ledger, grouped by',
      `## Steps\n\n${STEPS}`,
    ),
  });
  const advice = (result.advice ?? []).find((a) => a.kind === 'quality' && a.name === 'TRUNCATED_DESCRIPTION');
  expect(advice?.gain).toBeGreaterThan(0);
  expect(advice?.items[0].line).toBe(3);
});

test('an edit that settles what the skill as read lacked wins exactly what a fresh scoring of the edited skill gives', async () => {
  // The description promises examples the body lacks (a quality hit the structure fix's "## Examples"
  // settles); its steps stand in a linked file, which the rescoring of each edit reuses.
  const files = {
    'skill/SKILL.md': skill(
      'Step-by-step export of the monthly ledger to CSV, with examples. Use when the user asks for the ledger export.',
      'Follow [the export guide](references/guide.md) for the month asked.\n\n## Ledger\n\nThe ledger holds invoices and payments.' +
        // Enough structure that the sections the fix adds raise structural completeness itself.
        '\n\n## Columns\n\n| column | meaning |\n|---|---|\n| date | the day |\n\n## When not to use\n\n- For a yearly report, ask for each month.\n\n## Totals\n\nThe totals row sums each column of the month.',
    ),
    'skill/references/guide.md': `# Export guide\n\n${STEPS}\n`,
  };
  const before = await scoreSkill(files);
  const hit = (r: EvalResult) => r.findings.some((f) => f.rule === 'UNMET_PROMISE');
  expect(hit(before)).toBe(true);
  const ctx = ruleContext(parseSkill((await loadTarget(source(files), 'skill')) as SkillSnapshot, 'calibrated'));
  const checked: string[] = [];
  for (const item of (before.advice ?? []).flatMap((a) => a.items)) {
    const edit = CALIBRATED_FIXES.find((f) => f.rule === item.rule)?.propose(ctx)?.edit;
    // An added file is resolved by the reader with the folder listed again: the property test covers it.
    if (item.points === undefined || edit === undefined || (edit.files ?? []).length > 0) continue;
    const after = await scoreSkill({ ...files, 'skill/SKILL.md': edit.text });
    if (item.rule === 'ADVICE_STRUCTURE') expect(hit(after)).toBe(false);
    expect({ rule: item.rule, points: after.composite.score - before.composite.score }).toEqual({
      rule: item.rule,
      points: item.points,
    });
    checked.push(item.rule);
  }
  expect(checked).toContain('ADVICE_STRUCTURE');
  expect(checked.length).toBeGreaterThanOrEqual(2);
});

test('a fix whose points come only from another dimension (a share of repeated lines thinned) is not advised', async () => {
  // Prose lines said twice: any distinct line appended thins their share, which raises token efficiency.
  const said = 'Check the totals row before the export is sent to the accountant.';
  const rulesBody = ['## Checks', '', said, '', 'Keep the dates in ISO form for every month.', '', said].join('\n');
  const files = { 'skill/SKILL.md': skill(DESCRIPTION, `## Steps\n\n${STEPS}\n\n${rulesBody}`) };
  const before = await scoreSkill(files);
  const ctx = ruleContext(parseSkill((await loadTarget(source(files), 'skill')) as SkillSnapshot, 'calibrated'));
  const edit = CALIBRATED_FIXES.find((f) => f.rule === 'ADVICE_NO_RELATED')?.propose(ctx)?.edit;
  expect(edit).toBeDefined();
  const after = await scoreSkill({ ...files, 'skill/SKILL.md': edit!.text });
  const dimension = (r: EvalResult, name: string) => r.composite.dimensions.find((d) => d.name === name)!.score;
  // The premise: the edit wins points, but through token efficiency, not the ecosystem it is about
  // ("See also the skills used before and after this one." names no skill).
  expect(after.composite.score).toBeGreaterThan(before.composite.score);
  expect(dimension(after, 'token_efficiency')).toBeGreaterThan(dimension(before, 'token_efficiency'));
  expect(dimension(after, 'ecosystem_coherence')).toBe(dimension(before, 'ecosystem_coherence'));
  expect(rules(before.advice)).not.toContain('ADVICE_NO_RELATED');
});

test('beside boilerplate pasted from sibling skills, a related-skills line that names no skill is not advised', async () => {
  const shared = [
    '## Remember',
    '',
    'The agent is capable of extraordinary work in this domain; these guidelines unlock that potential.',
    '',
    '## Procedure',
    '',
    '1) Clarify scope and inputs before anything else is done.',
    '2) Execute the core workflow with care and attention to detail.',
    '3) Summarize outputs and next steps for the user at the end.',
  ].join('\n');
  const sibling = (name: string) =>
    skill(
      `Formats ${name} reports as tables for the finance team. Use when the user asks for a ${name} report.`,
      shared,
    );
  const files = {
    'skill/SKILL.md': skill(DESCRIPTION, `## Steps\n\n${STEPS}\n\n${shared}`),
    'a/SKILL.md': sibling('weekly'),
    'b/SKILL.md': sibling('quarterly'),
  };
  const result = await scoreSkill(files);
  expect(result.findings.map((f) => f.rule)).toContain('REPEATED_BOILERPLATE');
  // "See also the skills used before and after this one." names no skill: ecosystem coherence stays.
  expect(rules(result.advice)).not.toContain('ADVICE_NO_RELATED');
});
