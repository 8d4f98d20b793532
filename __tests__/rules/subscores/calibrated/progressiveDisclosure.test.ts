import { CAL_PROGRESSIVE as P } from '../../../../src/contract/calibratedWeights.js';
import { parseSkill } from '../../../../src/parse/skill.js';
import { loadSkill } from '../../../../src/read/target.js';
import { MemorySource } from '../../../../src/read/source.js';
import { ruleContext } from '../../../../src/rules/context.js';
import { progressiveDisclosure } from '../../../../src/rules/subscores/calibrated/progressiveDisclosure.js';

/** The sub-score of the skill whose files (paths relative to its folder `s`) are given. */
async function disclosure(files: Record<string, string>): Promise<number> {
  const tree = Object.fromEntries(Object.entries(files).map(([p, text]) => [`s/${p}`, text]));
  const snap = await loadSkill(new MemorySource(tree, 'repo', 'repo'), 's');
  return progressiveDisclosure(ruleContext(parseSkill(snap, 'calibrated')));
}

const FRONT = '---\nname: s\ndescription: Calls the Billing API. Use when a task reads or changes billing data.\n---\n';
const STEPS =
  '## Steps\n\n1. Read the account the user names and check that the token can reach it.\n' +
  '2. Call the endpoint for each invoice the task names, one at a time.\n' +
  '3. Report what changed, what failed and why, with the invoice numbers.\n';
/** Text with real content (varied words), then filler lines to about `bytes` bytes. */
const VARIED =
  'Each endpoint takes an account number and a token; invoices come back newest first, fifty to a page, ' +
  'with their totals, currency, due dates and payment status. Refunds, credit notes and disputes have ' +
  'routes of their own, described below with the fields they return and the errors they raise.\n';
const text = (bytes: number) =>
  VARIED +
  'GET /invoices lists the invoices of an account, newest first.\n'.repeat(Math.ceil(bytes / 62)).slice(0, bytes);
const SCRIPT = `# Fetch the invoices of an account and print them as JSON.\n# ${VARIED}import json, sys\nprint(json.dumps(sys.argv))\n`;

describe('calibrated progressive_disclosure credits material disclosed, not a lean skill split in two', () => {
  test('a section of a lean SKILL.md moved into a linked file earns nothing', async () => {
    const section = `## Endpoints\n\n${text(3000)}`;
    const whole = await disclosure({ 'SKILL.md': `${FRONT}\n${STEPS}\n${section}` });
    const moved = await disclosure({
      'SKILL.md': `${FRONT}\n${STEPS}\n## Endpoints\n\nSee [the endpoints](references/endpoints.md).\n`,
      'references/endpoints.md': section.replace(/^## /, '# '),
    });
    expect(whole).toBeCloseTo(P.lean);
    expect(moved).toBeCloseTo(whole);
  });

  test('linked documents that would take SKILL.md over its token budget are disclosure', async () => {
    const files = {
      'SKILL.md': `${FRONT}\n${STEPS}\nSee [the endpoints](references/endpoints.md).\n`,
      'references/endpoints.md': `# Endpoints\n\n${text(24_000)}`,
    };
    expect(await disclosure(files)).toBeCloseTo(P.lean + P.linkedMaterial);
  });

  test('a linked script or folder is disclosure whatever its size; a placeholder is not', async () => {
    const script = {
      'SKILL.md': `${FRONT}\n${STEPS}\nRun [the script](scripts/fetch.py).\n`,
      'scripts/fetch.py': SCRIPT,
    };
    expect(await disclosure(script)).toBeCloseTo(P.lean + P.linkedMaterial);
    const placeholder = {
      'SKILL.md': `${FRONT}\n${STEPS}\nSee [the notes](references/notes.md).\n`,
      'references/notes.md': 'TODO\n',
    };
    expect(await disclosure(placeholder)).toBeCloseTo(P.lean);
  });
});
