// False findings users met in real skills, each beside a control that must still be found: slashes
// in prose read as cross-references, links in fenced templates, GitHub Actions' masked secrets,
// "Email format, password strength", `plugin:skill` related skills, a negated orchestration word,
// a product named Orchestrator or Workers, an orchestration word inside a path.
import { evaluateTarget } from '../../../src/engine/evaluate.js';
import { MemorySource } from '../../../src/read/source.js';
import { securityFindings } from '../../../src/rules/security.js';
import type { EvalResult, Method } from '../../../src/contract/types.js';
import { parseText, skillWith } from '../../helpers/skills.js';

const skill = (name: string, body: string) =>
  `---\nname: ${name}\ndescription: Reviews pull requests for style and naming problems. Use when the user asks for a review of a pull request or a diff.\n---\n\n# ${name}\n\n## Steps\n\n1. Read the diff.\n2. List each problem with its line.\n\n${body}\n`;

async function scored(files: Record<string, string>, rel: string, method: Method = 'calibrated'): Promise<EvalResult> {
  const outcome = await evaluateTarget(new MemorySource(files, 'repo', 'repo'), rel, {
    depth: 'quick',
    method,
    llm: null,
  });
  if (!outcome.ok) throw new Error(outcome.error.error);
  return outcome.result;
}

const flags = (r: EvalResult, flag: string) => r.layers[0]!.anti_patterns.filter((a) => a.flag === flag);
const subScore = (r: EvalResult, name: string) => (r.layers[0]!.sub_scores as Record<string, number>)[name];

describe('DEAD_CROSS_REF', () => {
  test('words joined by slashes after skills/ are prose, not cross-references', async () => {
    const body = [
      'Quote from skills/transcripts where relevant.',
      'All skills/commands/agents are listed in the index.',
      '',
      '| Where | What |',
      '|---|---|',
      '| In skill/agent/command | the name |',
    ].join('\n');
    const r = await scored({ 'skills/review/SKILL.md': skill('review', body) }, 'skills/review');
    expect(flags(r, 'DEAD_CROSS_REF')).toEqual([]);
  });

  test('a missing sibling skill is still flagged', async () => {
    const r = await scored(
      {
        'skills/review/SKILL.md': skill(
          'review',
          'Then continue with skills/release-notes.\nSee also skills/pdf-tools/forms.md.',
        ),
      },
      'skills/review',
    );
    expect(flags(r, 'DEAD_CROSS_REF').map((a) => a.line)).toEqual([13, 14]);
  });
});

describe('ORPHAN_REFERENCE', () => {
  const template = [
    'Write the report from this template:',
    '',
    '```markdown',
    '# Report',
    '',
    '```bash',
    'npm test',
    '```',
    '',
    'Details in [the log](logs/run.md).',
    '```',
  ].join('\n');

  test('a link inside a markdown template that nests a code block is template text', async () => {
    const r = await scored({ 'skills/review/SKILL.md': skill('review', template) }, 'skills/review');
    expect(flags(r, 'ORPHAN_REFERENCE')).toEqual([]);
  });

  test('a missing link in prose is flagged, and the message does not say references/ when the link does not point there', async () => {
    const r = await scored(
      { 'skills/review/SKILL.md': skill('review', `Also read [the guide](guide/missing.md).\n\n${template}`) },
      'skills/review',
    );
    const found = flags(r, 'ORPHAN_REFERENCE');
    expect(found.map((a) => a.line)).toEqual([13]);
    expect(found[0]!.description).not.toMatch(/references\//);
    expect(found[0]!.description).toMatch(/local file that is not there/);
  });

  test('--method reference keeps its own wording', async () => {
    const files = {
      'skills/review/SKILL.md': skill('review', 'Read [the fields](references/fields.md).'),
      'skills/review/references/other.md': '# Other\n',
    };
    const r = await scored(files, 'skills/review', 'reference');
    expect(flags(r, 'ORPHAN_REFERENCE')[0]!.description).toBe(
      'A link points into references/ at a file that is not there.',
    );
  });
});

describe('CREDENTIAL_ACCESS', () => {
  const found = (body: string) =>
    securityFindings(parseText(skillWith(body))).filter((f) => f.rule === 'CREDENTIAL_ACCESS');

  test('a secret masked and passed on through $GITHUB_ENV is not disclosed', () => {
    const body =
      '```yaml\n- run: |\n    echo "::add-mask::$DB_PASSWORD"\n    echo "DB_PASSWORD=$SECRET" >> $GITHUB_ENV\n    echo "API_TOKEN=${{ secrets.API_TOKEN }}" >> "$GITHUB_OUTPUT"\n```';
    expect(found(body)).toEqual([]);
  });

  test('a secret echoed to the log or the step summary still is', () => {
    expect(found('```bash\necho "DB_PASSWORD=$DB_PASSWORD"\n```').map((f) => f.level)).toEqual(['high']);
    expect(found('```bash\necho "DB_PASSWORD=$DB_PASSWORD" >> $GITHUB_STEP_SUMMARY\n```').map((f) => f.level)).toEqual([
      'high',
    ]);
  });

  test('"Email format, password strength" is a list, not e-mailing a password', () => {
    expect(found('Validate All Input: Email format, password strength')).toEqual([]);
    expect(found('Email the password to the new user.').map((f) => f.message)).toEqual([
      'Credential disclosed (email password)',
    ]);
  });
});

describe('ecosystem: related skills named plugin:skill', () => {
  const body =
    'Related skills: **superpowers:test-driven-development** before coding, then `superpowers:verification`.';
  const files = (withSiblings: boolean): Record<string, string> => ({
    '.claude-plugin/plugin.json': '{"name":"superpowers"}',
    'skills/review/SKILL.md': skill('review', body),
    ...(withSiblings
      ? {
          'skills/test-driven-development/SKILL.md': skill('test-driven-development', 'Write the test first.'),
          'skills/verification/SKILL.md': skill('verification', 'Run the checks.'),
        }
      : {}),
  });

  test('sibling skills named with their plugin count as cross-references that resolve', async () => {
    const present = await scored(files(true), 'skills/review');
    const absent = await scored(files(false), 'skills/review');
    expect(subScore(present, 'ecosystem_coherence')).toBeGreaterThan(subScore(absent, 'ecosystem_coherence'));
    // Another plugin's skill is not in the tree: not a dead cross-reference.
    expect(flags(absent, 'DEAD_CROSS_REF')).toEqual([]);
  });
});

describe('orchestration: a negated orchestration word', () => {
  const files = (line: string) => ({ 'skills/review/SKILL.md': skill('review', `## Notes\n\n${line}`) });
  const orchestratorAdvice = (r: EvalResult) =>
    (r.advice ?? []).flatMap((a) => a.items).filter((i) => i.rule === 'ADVICE_ORCHESTRATOR');

  test('"not a subagent dispatch" is not orchestrator evidence', async () => {
    const negated = await scored(files('This is not a subagent dispatch: do the review yourself.'), 'skills/review');
    const neutral = await scored(files('Do the review yourself, in one pass.'), 'skills/review');
    expect(subScore(negated, 'orchestration_wiring')).toBe(subScore(neutral, 'orchestration_wiring'));
    expect(orchestratorAdvice(negated)).toEqual([]);
  });

  test('a product named Orchestrator inside a sentence is not orchestrator evidence', async () => {
    const named = await scored(
      files('Wrap an existing coded-agent process (published to Orchestrator) as a server.'),
      'skills/review',
    );
    const neutral = await scored(files('Do the review yourself, in one pass.'), 'skills/review');
    expect(subScore(named, 'orchestration_wiring')).toBe(subScore(neutral, 'orchestration_wiring'));
    expect(orchestratorAdvice(named)).toEqual([]);
  });

  test('a product named Workers, and an orchestration word inside a path, are not orchestrator evidence', async () => {
    const named = await scored(
      files('3) Inventory: list Workers inventory (scripts/dispatch/KV metadata) using the IDs.'),
      'skills/review',
    );
    const neutral = await scored(files('Do the review yourself, in one pass.'), 'skills/review');
    expect(subScore(named, 'orchestration_wiring')).toBe(subScore(neutral, 'orchestration_wiring'));
    expect(orchestratorAdvice(named)).toEqual([]);
  });

  test('a capitalised orchestration word opening a sentence or an item still is', async () => {
    const neutral = await scored(files('Do the review yourself, in one pass.'), 'skills/review');
    for (const line of [
      'Orchestrate one subagent per file.',
      '- **Dispatches** the review agents in turn.',
      '2) Dispatch the workers, one per file.',
    ]) {
      const affirmed = await scored(files(line), 'skills/review');
      expect(subScore(affirmed, 'orchestration_wiring')).toBeLessThan(subScore(neutral, 'orchestration_wiring'));
    }
  });

  test('an orchestrating line still is', async () => {
    const affirmed = await scored(files('Dispatch a subagent for each changed file.'), 'skills/review');
    const neutral = await scored(files('Do the review yourself, in one pass.'), 'skills/review');
    expect(subScore(affirmed, 'orchestration_wiring')).toBeLessThan(subScore(neutral, 'orchestration_wiring'));
  });
});
