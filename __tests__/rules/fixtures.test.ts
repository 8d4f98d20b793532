// Every rule of the registry against its fixture pair, under both methods: fixtures/rules/<ID>/flagged
// must yield exactly the findings its markers name (rule, file, line) and nothing else of that
// rule; fixtures/rules/<ID>/clean must yield none of it. The markers (see ../helpers/ruleFixtures.ts)
// must change nothing: a marker-free copy of each fixture is scored too and must give the same
// findings, at the same lines. Targets are scored as `plugin-eval score` scores them: a skill or
// plugin folder through evaluateTarget, a marketplace folder through loadMarketplace.
import { existsSync, readdirSync } from 'node:fs';
import * as path from 'node:path';
import { createLlmLayers } from '../../src/adapters/anthropic.js';
import { llmMethodOf, METHODS, type EvalOutcome, type Method } from '../../src/contract/types.js';
// The engine imports every rule family, so that the registry lists them all.
import { evaluateTarget, type EvaluateOptions } from '../../src/engine/evaluate.js';
import { DiskSource, MemorySource, type FileSource } from '../../src/read/source.js';
import { isMarketplace, loadMarketplace } from '../../src/read/target.js';
import { allRules, ruleInfo } from '../../src/rules/index.js';
import { evalsModel, startFakeAnthropic, type FakeAnthropic } from '../helpers/fakeAnthropic.js';
import { llmSettings } from '../helpers/llmFixtures.js';
import {
  FIXTURE_KINDS,
  foundIn,
  inOriginalLines,
  placesOf,
  readFixture,
  RULE_FIXTURES,
  type Fixture,
  type Found,
} from '../helpers/ruleFixtures.js';

/**
 * Rules no fixture pair can show, each with where it is tested instead. Empty today: every rule,
 * the LLM-only one included (below), has its pair; the test fails if an exempted rule gets one.
 */
const EXEMPT: Readonly<Record<string, string>> = {};

/**
 * Advice whose calibrated items exist only when rescoring the skill with its fix wins points and
 * raises the fix's own dimension: on the stretched scale the fixture's tiny skills sit where a
 * fix's points, or an edit naming a sibling that resolves on disk but not in the marker-free copy,
 * decide it. Their calibrated behaviour is
 * checked by __tests__/engine/measuredAdvice.test.ts and the property test on real skills
 * (__tests__/properties/measuredAdvice.test.ts); their fixtures are checked under the reference.
 */
const CALIBRATED_BY_RESCORING = new Set([
  'ADVICE_MEASURED',
  'ADVICE_NO_LINKED_DETAIL',
  'ADVICE_NO_RELATED',
  'ADVICE_STRUCTURE',
]);
/**
 * Under the calibrated method a plugin has member advice for every member short of 100, and an agent
 * file, read as a skill with nothing it names resolved, cannot reach 100: no plugin of agents is
 * clean. Its calibrated advice is checked by __tests__/engine/plugin.test.ts (the points stated are
 * won) and its flagged fixture here under both methods.
 */
const CLEAN_UNDER_REFERENCE_ONLY = new Set(['ADVICE_PLUGIN_MEMBER']);
const methodsFor = (id: string, kind: string): readonly Method[] =>
  CALIBRATED_BY_RESCORING.has(id) || (kind === 'clean' && CLEAN_UNDER_REFERENCE_ONLY.has(id))
    ? METHODS.filter((m) => m === 'reference')
    : METHODS;

/**
 * Rules found only when the LLM layers run, and how their fixtures are scored: against the
 * loopback fake of the Messages API, through the real adapter. EVALS_NEGATIVE_LIFT needs the
 * author's evals run with and without the skill; the fake agent follows the skill when it loaded
 * it (answers with the skill's text) and otherwise repeats the request, and the evals' typed
 * expectations are graded by code, so the lift is decided by the fixture's text alone.
 */
const LLM_RULES: ReadonlySet<string> = new Set(['EVALS_NEGATIVE_LIFT']);

const RULE_IDS = allRules().map((r) => r.id);
const hasPair = (id: string) => FIXTURE_KINDS.every((kind) => existsSync(path.join(RULE_FIXTURES, id, kind)));

let fake: FakeAnthropic | null = null;
afterAll(async () => {
  await fake?.close();
});

async function llmOptions(method: Method): Promise<Partial<EvaluateOptions>> {
  fake ??= await startFakeAnthropic({
    router: evalsModel({
      loads: ['flagged', 'clean'],
      answer: (request, skillText) => skillText ?? request,
    }),
  });
  return { evals: true, llm: createLlmLayers(llmSettings(fake, { method: llmMethodOf(method), evalRepetitions: 1 })) };
}

interface Scored {
  outcome: EvalOutcome | null;
  found: Found[];
}

/** Scores the fixture's target from `source` as the CLI's `score` would. */
async function score(id: string, fixture: Fixture, method: Method, source: FileSource): Promise<Scored> {
  if (await isMarketplace(source, fixture.rel)) {
    const market = await loadMarketplace(source, fixture.rel);
    return {
      outcome: null,
      found: market.findings.map((f) => ({ rule: f.rule, file: f.file ?? '', line: f.line ?? null })),
    };
  }
  const options: EvaluateOptions = {
    depth: 'quick',
    method,
    llm: null,
    neighbours: null,
    ...(LLM_RULES.has(id) ? await llmOptions(method) : {}),
  };
  const outcome = await evaluateTarget(source, fixture.rel, options);
  return { outcome, found: foundIn(outcome) };
}

const sortedPlaces = (items: readonly Found[]) => items.map((f) => `${f.rule} ${f.file}:${f.line ?? '-'}`).sort();

const withPairs = RULE_IDS.filter(hasPair);

describe.each(withPairs)('%s', (id) => {
  describe.each(FIXTURE_KINDS)('%s', (kind) => {
    test.each(methodsFor(id, kind))('%s', async (method) => {
      const fixture = readFixture(id, kind);
      const expected = fixture.expected.filter((e) => e.method === null || e.method === method);
      const errors = fixture.errors.filter((e) => e.method === null || e.method === method);
      if (kind === 'clean') {
        expect([...expected, ...errors].filter((e) => e.rule === id)).toEqual([]);
      }
      const { outcome, found } = await score(id, fixture, method, new DiskSource(fixture.root));
      // First, the markers change nothing: the marker-free copy yields the same, line for line.
      const bare = await score(id, fixture, method, new MemorySource(fixture.stripped, fixture.root, id));
      // Other rules' advice is left out: its points are measured by rescoring edits, and an edit
      // that names a sibling skill resolves on disk but not in the marker-free copy in memory.
      const compared = (items: readonly Found[]) => items.filter((f) => f.rule === id || !f.rule.startsWith('ADVICE_'));
      expect({
        markersChangeNothing: {
          ok: bare.outcome?.ok,
          found: sortedPlaces(compared(inOriginalLines(bare.found, fixture))),
        },
      }).toEqual({
        markersChangeNothing: { ok: outcome?.ok, found: sortedPlaces(compared(found)) },
      });
      if (errors.length > 0) {
        expect(outcome?.ok).toBe(false);
      } else if (outcome && !outcome.ok) {
        throw new Error(`${id}/${kind} (${method}) could not be scored: ${outcome.error.error}`);
      }
      // The rule under test, and every rule a marker names, exactly where the markers say.
      const rules = [...new Set([id, ...expected.map((e) => e.rule)])].sort();
      const got = Object.fromEntries(rules.map((r) => [r, placesOf(found, r)]));
      const want = Object.fromEntries(rules.map((r) => [r, placesOf(expected, r)]));
      expect(got).toEqual(want);
      // Quality rules are the calibrated method's own: under the reference they find nothing.
      const applies = ruleInfo(id)?.family !== 'quality' || method === 'calibrated';
      if (kind === 'flagged' && errors.length === 0 && applies) expect(want[id].length).toBeGreaterThan(0);
    });
  });
});

describe('the registry and the fixtures', () => {
  test('every rule has a flagged and a clean fixture (or is exempted, with the reason)', () => {
    expect(RULE_IDS.filter((id) => !hasPair(id) && !(id in EXEMPT))).toEqual([]);
  });

  test('the exemptions are minimal: each names a rule of the registry that has no fixture pair', () => {
    expect(Object.keys(EXEMPT).filter((id) => !RULE_IDS.includes(id) || hasPair(id))).toEqual([]);
  });

  test('every fixture folder is named after a rule of the registry', () => {
    const folders = readdirSync(RULE_FIXTURES).sort();
    expect(folders.filter((id) => !RULE_IDS.includes(id))).toEqual([]);
  });

  test('every rule is documented: a why of its own, a bad and a good example, a page under docs/rules/', () => {
    const problems: string[] = [];
    for (const rule of allRules()) {
      if (!rule.why || rule.why === rule.description) problems.push(`${rule.id}: no why of its own`);
      if (!rule.bad) problems.push(`${rule.id}: no bad example`);
      if (!rule.good) problems.push(`${rule.id}: no good example`);
      if (!existsSync(path.join(process.cwd(), 'docs', 'rules', `${rule.id}.md`)))
        problems.push(`${rule.id}: no docs/rules/${rule.id}.md`);
    }
    expect(problems).toEqual([]);
  });
});
