import { evaluateTarget } from '../../src/engine/evaluate.js';
import { EVALS_INVALID, EVALS_MISSING_FILE, EVALS_SKILL_NAME_MISMATCH } from '../../src/rules/evals/index.js';
import { EVALS_LIMITS, parseEvalSuite, parseEvals, parseTriggerSet } from '../../src/evals/parse.js';
import { checkSafeRegex, safeRegexTest } from '../../src/parse/safeRegex.js';
import { MemorySource } from '../../src/read/source.js';
import { fixFor, ruleInfo } from '../../src/rules/index.js';

const enc = (v: unknown) => new TextEncoder().encode(typeof v === 'string' ? v : JSON.stringify(v));
const FILE = 'my-skill/evals/evals.json';

describe('evals/evals.json', () => {
  test('the skill-creator format: string expectations, integer ids, files', () => {
    const { suite, findings } = parseEvalSuite(
      FILE,
      enc({
        skill_name: 'my-skill',
        evals: [
          {
            id: 1,
            prompt: 'Summarise the CSV',
            expected_output: 'A summary',
            files: ['evals/files/a.csv'],
            expectations: ['Mentions the row count', 'Names the columns'],
          },
          { id: 2, prompt: 'Second', expected_output: 'Only this' },
        ],
      }),
      'my-skill',
    );
    expect(findings).toEqual([]);
    expect(suite?.cases.map((c) => c.id)).toEqual(['1', '2']);
    expect(suite?.cases[0]!.files).toEqual(['evals/files/a.csv']);
    expect(suite?.cases[0]!.expectations).toEqual([
      { kind: 'statement', name: 'expectation 1', text: 'Mentions the row count' },
      { kind: 'statement', name: 'expectation 2', text: 'Names the columns' },
    ]);
    // Without expectations, the expected output is graded.
    expect(suite?.cases[1]!.expectations).toEqual([{ kind: 'statement', name: 'expected output', text: 'Only this' }]);
  });

  test('typed assertions, beside statements', () => {
    const { suite, findings } = parseEvalSuite(
      FILE,
      enc({
        skill_name: 'my-skill',
        evals: [
          {
            id: 'a',
            prompt: 'p',
            assertions: [
              { name: 'has header', type: 'contains', value: '# Report' },
              { name: 'no todo', type: 'not_contains', value: 'TODO' },
              { name: 'date', type: 'regex', value: '\\d{4}-\\d{2}-\\d{2}' },
              'Is polite',
            ],
          },
        ],
      }),
      'my-skill',
    );
    expect(findings).toEqual([]);
    expect(suite?.cases[0]!.expectations.map((e) => e.kind)).toEqual([
      'contains',
      'not_contains',
      'regex',
      'statement',
    ]);
  });

  test.each([
    ['not JSON', '{"evals": [', '$'],
    ['a list at the root', '[]', '$'],
    ['no evals', { skill_name: 'my-skill' }, '$.evals'],
    ['evals not a list', { evals: {} }, '$.evals'],
    [
      'an eval without prompt',
      {
        evals: [
          { id: 1, expectations: ['x'] },
          { id: 2, prompt: 'ok', expectations: ['y'] },
        ],
      },
      '$.evals[0].prompt',
    ],
    [
      'an unknown assertion type',
      { evals: [{ id: 1, prompt: 'p', assertions: [{ type: 'equals', value: 'x' }, 'y'] }] },
      '$.evals[0].assertions[0].type',
    ],
    [
      'a typed assertion without value',
      { evals: [{ id: 1, prompt: 'p', assertions: [{ type: 'contains' }, 'y'] }] },
      '$.evals[0].assertions[0].value',
    ],
    [
      'a duplicate id',
      {
        evals: [
          { id: 1, prompt: 'p', expectations: ['x'] },
          { id: 1, prompt: 'q', expectations: ['x'] },
        ],
      },
      '$.evals[1].id',
    ],
    ['files not a list', { evals: [{ id: 1, prompt: 'p', files: 'a.csv', expectations: ['x'] }] }, '$.evals[0].files'],
    [
      'a file outside the skill',
      { evals: [{ id: 1, prompt: 'p', files: ['../other/secret.txt'], expectations: ['x'] }] },
      '$.evals[0].files[0]',
    ],
    [
      'a catastrophic regex',
      { evals: [{ id: 1, prompt: 'p', assertions: [{ type: 'regex', value: '^(a+)+$' }, 'y'] }] },
      '$.evals[0].assertions[0].value',
    ],
    ['nothing to grade', { evals: [{ id: 1, prompt: 'p' }] }, '$.evals[0]'],
  ])('%s is EVALS_INVALID at its JSON path', (_label, content, path) => {
    const { findings } = parseEvalSuite(FILE, enc(content), 'my-skill');
    const invalid = findings.filter((f) => f.rule === EVALS_INVALID);
    expect(invalid.length).toBeGreaterThan(0);
    expect(invalid.some((f) => f.message.includes(`at ${path}:`))).toBe(true);
    expect(invalid.every((f) => f.file === FILE && f.category === 'spec')).toBe(true);
  });

  test('valid evals survive an invalid neighbour', () => {
    const { suite } = parseEvalSuite(
      FILE,
      enc({ evals: [{ id: 1 }, { id: 2, prompt: 'ok', expectations: ['y'] }] }),
      'my-skill',
    );
    expect(suite?.cases.map((c) => c.id)).toEqual(['2']);
  });

  test("a skill_name that is not the skill's name", () => {
    const { findings } = parseEvalSuite(
      FILE,
      enc({ skill_name: 'other', evals: [{ id: 1, prompt: 'p', expectations: ['x'] }] }),
      'my-skill',
    );
    expect(findings.map((f) => f.rule)).toEqual([EVALS_SKILL_NAME_MISMATCH]);
    expect(findings[0]!.message).toContain('"other"');
  });

  test('problems per file are capped, with a count of the rest', () => {
    const evals = Array.from({ length: 40 }, (_, i) => ({ id: i, prompt: 7 }));
    const { findings } = parseEvalSuite(FILE, enc({ evals }), 'my-skill');
    expect(findings.length).toBe(EVALS_LIMITS.maxFindingsPerFile + 1);
    expect(findings[findings.length - 1]!.message).toMatch(/more problems not listed/);
  });

  test('every rule is in the registry with fix text', () => {
    for (const id of [EVALS_INVALID, EVALS_MISSING_FILE, EVALS_SKILL_NAME_MISMATCH, 'EVALS_NEGATIVE_LIFT']) {
      expect(ruleInfo(id)?.title).toBeTruthy();
      expect(fixFor(id).length).toBeGreaterThan(20);
    }
  });
});

describe('trigger sets', () => {
  test('[{query, should_trigger}] and {evals: [{prompt, should_trigger}]}', () => {
    const a = parseTriggerSet(
      't.json',
      enc([
        { query: 'yes', should_trigger: true },
        { query: 'no', should_trigger: false },
      ]),
    );
    expect(a.findings).toEqual([]);
    expect(a.set?.queries).toEqual([
      { query: 'yes', shouldTrigger: true },
      { query: 'no', shouldTrigger: false },
    ]);
    const b = parseTriggerSet(
      't.json',
      enc({
        evals: [
          { prompt: 'yes', should_trigger: true },
          { prompt: 'no', should_trigger: false },
        ],
      }),
    );
    expect(b.set?.queries.length).toBe(2);
  });

  test('malformed entries are EVALS_INVALID at their path', () => {
    const { set, findings } = parseTriggerSet(
      't.json',
      enc([{ query: 'a', should_trigger: 'yes' }, { should_trigger: true }, { query: 'b', should_trigger: true }]),
    );
    expect(set?.queries).toEqual([{ query: 'b', shouldTrigger: true }]);
    const messages = findings.map((f) => f.message).join('\n');
    expect(messages).toContain('at $[0].should_trigger:');
    expect(messages).toContain('at $[1].query:');
    expect(messages).toContain('no query with should_trigger false');
  });
});

describe('regular expressions from hostile repositories', () => {
  test.each(['(a+)+$', '(a|aa)*b', '(x*)*', '(.*a){12}', '(\\w+\\s?)+$', '(a)\\1', '(?=a)b', '(?<!a)b'])(
    '%s is outside the safe subset',
    (p) => {
      expect(checkSafeRegex(p)).not.toBeNull();
    },
  );

  test.each(['\\d{4}-\\d{2}', '^# Report$', '(foo|bar) baz', '[a-z]+@[a-z]+\\.com', '(ab)?c+', 'colou?r'])(
    '%s is allowed',
    (p) => {
      expect(checkSafeRegex(p)).toBeNull();
    },
  );

  test('a pattern over the length limit is outside the subset', () => {
    expect(checkSafeRegex('a'.repeat(600))).toMatch(/longer than/);
  });

  test('a match is bounded and reports what matched', () => {
    expect(safeRegexTest('\\d{4}', 'year 2026!')).toEqual({ ok: true, matched: true, match: '2026' });
    expect(safeRegexTest('\\d{4}', 'no year')).toEqual({ ok: true, matched: false, match: null });
    expect(safeRegexTest('(a+)+$', 'aaaa')).toMatchObject({ ok: false });
  });
});

describe("reading a skill's evals folder", () => {
  const skill =
    '---\nname: my-skill\ndescription: Summarises CSV files. Use when the user asks for a summary of a CSV.\n---\n\n# My skill\n';

  test('findings for a missing file and a bad trigger set reach the result', async () => {
    const source = new MemorySource({
      'my-skill/SKILL.md': skill,
      'my-skill/evals/evals.json': JSON.stringify({
        skill_name: 'my-skill',
        evals: [
          { id: 1, prompt: 'Summarise', files: ['evals/files/a.csv', 'evals/files/gone.csv'], expectations: ['x'] },
        ],
      }),
      'my-skill/evals/files/a.csv': 'a,b\n1,2\n',
      'my-skill/evals/trigger_evals.json': '[{"query": 1}]',
    });
    const outcome = await evaluateTarget(source, 'my-skill', { depth: 'quick' });
    if (!outcome.ok) throw new Error(outcome.error.error);
    const rules = outcome.result.findings.map((f) => f.rule);
    expect(rules.filter((r) => r === EVALS_MISSING_FILE)).toHaveLength(1);
    expect(outcome.result.findings.find((f) => f.rule === EVALS_MISSING_FILE)!.message).toContain(
      'evals/files/gone.csv',
    );
    expect(
      outcome.result.findings.some((f) => f.rule === EVALS_INVALID && f.file === 'my-skill/evals/trigger_evals.json'),
    ).toBe(true);
  });

  test('no evals folder, no findings', () => {
    expect(parseEvals(null, 'x')).toEqual({ suite: null, triggerSets: [], findings: [] });
  });
});
