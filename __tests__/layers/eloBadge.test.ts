// Elo and the badge, against the loopback fake Messages API: a pairwise judge that always answers
// "first" flips every pair when the order is swapped, so its rating (the opponents' mean) confirms
// no badge line and raises nothing; a consistent judge's rating confirms a line only when its
// interval's lower bound clears it. Elo results are kept in the result cache like the layers.
import { afterEach, describe, expect, test } from '@jest/globals';
import { promises as fsp } from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { createLlmLayers, DEFAULT_MODELS } from '../../src/adapters/anthropic.js';
import { badgeFor } from '../../src/composite/composite.js';
import { evaluateTarget } from '../../src/engine/evaluate.js';
import { eloBadge, type EloReference, type EloResult } from '../../src/layers/elo.js';
import { MemorySource } from '../../src/read/source.js';
import { ELO_BADGE } from '../../src/contract/weights.js';
import type { EvalResult } from '../../src/contract/types.js';
import {
  schemaModel,
  startFakeAnthropic,
  toolReply,
  type FakeAnthropic,
  type FakeRouter,
  type RecordedRequest,
} from '../helpers/fakeAnthropic.js';
import { llmSettings } from '../helpers/llmFixtures.js';

const ref = (name: string, composite: number): EloReference => ({
  name,
  path: `skills/${name}`,
  category: 'skills',
  composite,
  bytes: 1000,
  excerpt: `REF-${name} excerpt`,
});
/** Anchored at composites 61–68: ratings 1310–1380, mean 1350 (above the bronze line 1300). */
const REFERENCES = [ref('a', 61), ref('b', 63), ref('c', 65), ref('d', 66), ref('e', 67), ref('f', 68)];

const SKILL =
  '---\nname: pdf\ndescription: Extracts tables from PDF files into CSV. Use when the user asks to pull tables out of a PDF.\n---\n# PDF tables\n\nCANDIDATE\n\n## Steps\n\n1. Read the PDF.\n2. Write CSV.\n';

const isCompare = (r: RecordedRequest) => r.body.tool_choice?.name === 'compare_skills';
const skillShownFirst = (r: RecordedRequest) =>
  /<skill_first>[\s\S]*CANDIDATE[\s\S]*<\/skill_first>/.test(String(r.body.messages[0].content[0].text));

/** Rubric scores `score`; pairwise verdicts from `verdict`. */
function judge(score: number, verdict: (r: RecordedRequest) => 'first' | 'second' | 'tie'): FakeRouter {
  const rubric = schemaModel({ number: score });
  return (r) => (isCompare(r) ? toolReply('compare_skills', { better: verdict(r), rationale: 'r' }) : rubric(r));
}
const alwaysFirst = () => 'first' as const;
/** Prefers the skill under evaluation in either order. */
const prefersSkill = (r: RecordedRequest) => (skillShownFirst(r) ? ('first' as const) : ('second' as const));

let fake: FakeAnthropic;
afterEach(async () => {
  await fake?.close();
});

async function rate(
  router: FakeRouter,
  method: 'calibrated' | 'reference',
  cacheDir: string | null = null,
): Promise<EvalResult & { elo: EloResult }> {
  fake = await startFakeAnthropic({ router });
  const outcome = await evaluateTarget(new MemorySource({ 'skills/pdf/SKILL.md': SKILL }), 'skills/pdf', {
    depth: 'standard',
    method,
    llm: createLlmLayers(llmSettings(fake, { method: method === 'reference' ? 'reference' : 'measured', cacheDir })),
    eloReferences: REFERENCES,
  });
  await fake.close();
  if (!outcome.ok) throw new Error(outcome.error.error);
  return outcome.result as EvalResult & { elo: EloResult };
}

describe('an Elo rating raises nothing on no information', () => {
  test.each(['calibrated', 'reference'] as const)(
    'a judge that always answers "first" (%s): every pair flips, the rating is the opponents\' mean',
    async (method) => {
      const low = await rate(judge(0, alwaysFirst), method);
      expect(low.elo.games.every((g) => g.score === 0.5 && g.position_consistent === false)).toBe(true);
      expect(low.elo.position_bias).toMatchObject({
        pairs_checked: 6,
        inconsistent: 6,
        rate: 1,
        first_position_win_share: 1,
      });
      expect(low.elo.rating!).toBeCloseTo(1350, 0);
      expect(low.elo.rating!).toBeGreaterThan(1300);
      // A low composite gets no badge from it, under either method.
      expect(low.composite.score).toBeLessThan(60);
      expect(low.composite.badge).toBe('no_badge');
    },
  );

  test('calibrated: that rating confirms no line, so it cannot hold up a badge either; the reference compares the point rating', async () => {
    const calibrated = await rate(judge(1, alwaysFirst), 'calibrated');
    expect(calibrated.composite.score).toBeGreaterThanOrEqual(60);
    expect(calibrated.elo.badge).toEqual({
      value: -Infinity,
      rule: expect.stringContaining('flipped with the order in 6 of 6 pairs'),
    });
    expect(calibrated.composite.badge).toBe('no_badge');
    expect(JSON.parse(JSON.stringify(calibrated)).elo.badge.value).toBeNull();
    const reference = await rate(judge(1, alwaysFirst), 'reference');
    expect(reference.elo.badge).toEqual({ value: reference.elo.rating, rule: expect.stringContaining('point rating') });
    expect(reference.composite.badge).toBe(badgeFor(reference.composite.score, reference.elo.rating));
  });

  test("a consistent judge: the interval's lower bound decides", async () => {
    const result = await rate(judge(1, prefersSkill), 'calibrated');
    const elo = result.elo;
    expect(elo.position_bias).toMatchObject({ pairs_checked: 6, inconsistent: 0, rate: 0 });
    expect(elo.games.every((g) => g.score === 1)).toBe(true);
    expect(elo.ci_lower!).toBeLessThanOrEqual(elo.rating!);
    expect(elo.badge).toEqual({ value: elo.ci_lower, rule: expect.stringContaining("interval's lower bound") });
    expect(result.composite.badge).toBe(badgeFor(result.composite.score, elo.ci_lower));
  });

  test('the rule on its own: too few pairs, too many flips, or the lower bound', () => {
    const base = { rating: 1450, ci_lower: 1320, ci_upper: 1600 } as EloResult;
    const bias = (pairs: number, inconsistent: number) => ({
      pairs_checked: pairs,
      inconsistent,
      rate: pairs ? inconsistent / pairs : null,
      first_position_win_share: null,
    });
    expect(eloBadge(null, 'calibrated')).toBeNull();
    expect(eloBadge({ ...base, rating: null }, 'calibrated')).toBeNull();
    expect(eloBadge({ ...base, position_bias: bias(ELO_BADGE.minPairsChecked - 1, 0) }, 'calibrated')!.value).toBe(
      -Infinity,
    );
    const limit = Math.floor(6 * ELO_BADGE.maxPositionInconsistency);
    expect(eloBadge({ ...base, position_bias: bias(6, limit) }, 'calibrated')!.value).toBe(1320);
    expect(eloBadge({ ...base, position_bias: bias(6, limit + 1) }, 'calibrated')!.value).toBe(-Infinity);
    expect(eloBadge({ ...base, position_bias: bias(6, 6) }, 'reference')!.value).toBe(1450);
    // 1320 clears bronze (1300) but not silver (1400): the rating's point (1450) would have cleared silver.
    expect(badgeFor(75, 1320)).toBe('bronze');
    expect(badgeFor(75, 1450)).toBe('silver');
  });
});

describe('Elo in the result cache', () => {
  test('a second run on the unchanged skill and corpus makes no comparison and costs nothing; another corpus misses', async () => {
    const dir = await fsp.mkdtemp(path.join(os.tmpdir(), 'plugin-eval-elo-cache-'));
    try {
      const first = await rate(judge(1, prefersSkill), 'calibrated', dir);
      expect(first.elo.cache).toBe('miss');
      expect(first.model_usage[DEFAULT_MODELS.rubric]!.calls).toBeGreaterThanOrEqual(12);
      fake = await startFakeAnthropic({ router: judge(1, prefersSkill) });
      const again = await evaluateTarget(new MemorySource({ 'skills/pdf/SKILL.md': SKILL }), 'skills/pdf', {
        depth: 'standard',
        llm: createLlmLayers(llmSettings(fake, { cacheDir: dir })),
        eloReferences: REFERENCES,
      });
      if (!again.ok) throw new Error(again.error.error);
      const elo = again.result.elo as EloResult;
      expect(elo.cache).toBe('hit');
      expect(fake.requests.filter(isCompare)).toHaveLength(0);
      expect(elo.rating).toBe(first.elo.rating);
      expect(again.result.composite.badge).toBe(first.composite.badge);
      expect(again.result.cost!.calls).toBe(0);
      // Another corpus is another key.
      const other = await createLlmLayers(llmSettings(fake, { cacheDir: dir })).elo!(
        (await import('../helpers/llmFixtures.js')).makeSkill({ body: 'CANDIDATE' }),
        REFERENCES.slice(1),
      );
      expect(other.cache).toBe('miss');
      expect(fake.requests.filter(isCompare).length).toBeGreaterThan(0);
    } finally {
      await fsp.rm(dir, { recursive: true, force: true });
    }
  });
});
