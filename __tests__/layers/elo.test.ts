// Elo from the corpus (issue 5): the math (expected score, maximum-likelihood rating, percentile,
// closest references), pairwise judgements with the order swapped against the loopback fake, and
// the engine giving the rating to the badge.
import { createLlmLayers, DEFAULT_MODELS } from '../../src/adapters/anthropic.js';
import { badgeFor } from '../../src/composite/composite.js';
import { buildCorpus } from '../../src/corpus/corpus.js';
import { evaluateTarget } from '../../src/engine/evaluate.js';
import {
  categoryOf,
  closestReferences,
  corpusPercentile,
  ELO_EXCERPT_CODE_POINTS,
  eloReferencesFromCorpus,
  expectedScore,
  performanceRating,
  ratingOfComposite,
  type EloReference,
  type EloResult,
} from '../../src/layers/elo.js';
import { MemorySource } from '../../src/read/source.js';
import {
  errorReply,
  schemaModel,
  startFakeAnthropic,
  toolReply,
  type FakeAnthropic,
  type RecordedRequest,
  wantedTool,
} from '../helpers/fakeAnthropic.js';
import { llmSettings, makeSkill } from '../helpers/llmFixtures.js';

const ref = (name: string, composite: number, extra: Partial<EloReference> = {}): EloReference => ({
  name,
  path: `skills/${name}`,
  category: 'skills',
  composite,
  bytes: 1000,
  excerpt: `REF-${name} excerpt`,
  ...extra,
});

describe('Elo math', () => {
  test('expected score on the 400-point logistic scale', () => {
    expect(expectedScore(1500, 1500)).toBe(0.5);
    expect(expectedScore(1600, 1200)).toBeCloseTo(1 / 1.1, 15);
    expect(expectedScore(1200, 1600)).toBeCloseTo(1 - 1 / 1.1, 15);
  });

  test('reference ratings follow the badge lines: composite 60 → 1300, 90 → 1600', () => {
    expect(ratingOfComposite(60)).toBe(1300);
    expect(ratingOfComposite(90)).toBe(1600);
    expect(badgeFor(80, ratingOfComposite(80))).toBe(badgeFor(80));
  });

  test('with a rating, a badge needs both the composite and the Elo over its line', () => {
    expect(badgeFor(88.45, 955)).toBe('no_badge');
    expect(badgeFor(88.45, 1550)).toBe('gold');
    expect(badgeFor(88.45, 1700)).toBe('gold');
    expect(badgeFor(95, 1450)).toBe('silver');
    expect(badgeFor(59.99, 1700)).toBe('no_badge');
    expect(badgeFor(95, null)).toBe('platinum');
    expect(badgeFor(95)).toBe('platinum');
  });

  test('maximum-likelihood rating with one virtual draw against the mean opponent', () => {
    expect(
      performanceRating(
        [
          { opponent: 1400, score: 1 },
          { opponent: 1600, score: 0 },
        ],
        1500,
      ),
    ).toBeCloseTo(1500, 6);
    // Three wins against 1500 and the virtual draw: 4E = 3.5, so R = 1500 + 400·log10(7).
    expect(performanceRating(Array(3).fill({ opponent: 1500, score: 1 }), 1500)).toBeCloseTo(
      1500 + 400 * Math.log10(7),
      6,
    );
    expect(performanceRating(Array(3).fill({ opponent: 1500, score: 0 }), 1500)).toBeCloseTo(
      1500 - 400 * Math.log10(7),
      6,
    );
    expect(performanceRating([], 1420)).toBeCloseTo(1420, 6);
  });

  test('corpus percentile: share rated below, ties half', () => {
    expect(corpusPercentile(1500, [1400, 1500, 1600, 1700])).toBe(37.5);
    expect(corpusPercentile(2000, [1400, 1500])).toBe(100);
    expect(corpusPercentile(1500, [])).toBeNull();
  });

  test('closest references: same category first, then nearest in size; the skill itself and entries without text left out', () => {
    const refs = [
      ref('far-same', 70, { category: 'pdf', bytes: 50_000 }),
      ref('near-other', 70, { category: 'git', bytes: 1_100 }),
      ref('near-same', 70, { category: 'pdf', bytes: 900 }),
      ref('itself', 70, { category: 'pdf', bytes: 1_000, excerpt: 'SELF' }),
      ref('no-text', 70, { category: 'pdf', bytes: 1_000, excerpt: '' }),
    ];
    const picked = closestReferences({ category: 'pdf', bytes: 1_000, excerpt: 'SELF', name: 'me' }, refs, 3);
    expect(picked.map((r) => r.name)).toEqual(['near-same', 'far-same', 'near-other']);
  });

  test('categoryOf: the plugin of a plugin skill, else the folder holding it', () => {
    expect(categoryOf('plugins/release-tools/skills/tag-release')).toBe('release-tools');
    expect(categoryOf('skills/pdf')).toBe('skills');
    expect(categoryOf('pdf')).toBe('');
  });
});

describe('the corpus keeps excerpts for comparisons', () => {
  test('init stores the first 3,000 code points of each SKILL.md', async () => {
    const long = `---\nname: long\ndescription: A long skill. Use when testing.\n---\n${'😀 body '.repeat(800)}`;
    const source = new MemorySource({
      'skills/long/SKILL.md': long,
      'skills/short/SKILL.md': '---\nname: short\ndescription: Short. Use when testing.\n---\nHi.\n',
    });
    const corpus = await buildCorpus(source, 'skills');
    const byName = Object.fromEntries(corpus.entries.map((e) => [e.name, e]));
    expect([...byName.long!.excerpt!]).toHaveLength(ELO_EXCERPT_CODE_POINTS);
    expect(byName.short!.excerpt).toContain('Hi.');
    const references = eloReferencesFromCorpus(corpus);
    expect(references.find((r) => r.name === 'long')).toMatchObject({
      category: 'skills',
      bytes: byName.long!.sizes.bytes,
      composite: byName.long!.composite,
    });
  });
});

/** A judge comparing by the excerpts' markers: the skill beats A, loses to B, and against any other the judge picks whichever is shown first. */
function pairwiseJudge(request: RecordedRequest) {
  const text: string = request.body.messages[0].content[0].text;
  const first = /<skill_first>\n([\s\S]*?)\n<\/skill_first>/.exec(text)![1]!;
  const skillFirst = first.includes('CANDIDATE');
  const other = text.includes('REF-a') ? 'a' : text.includes('REF-b') ? 'b' : 'c';
  const winner = other === 'a' ? 'skill' : other === 'b' ? 'ref' : skillFirst ? 'skill' : 'ref';
  const better = (winner === 'skill') === skillFirst ? 'first' : 'second';
  return toolReply('compare_skills', { better, rationale: 'r' });
}

let fake: FakeAnthropic;
afterEach(async () => {
  await fake?.close();
});

describe('pairwise comparisons against the fake', () => {
  test('two orders per reference; a position-biased pair counts as a draw and is reported; rating, interval and percentile', async () => {
    fake = await startFakeAnthropic({ router: pairwiseJudge });
    const references = [
      ref('a', 65),
      ref('b', 85),
      ref('c', 75),
      ref('unrelated', 40, { category: 'other', bytes: 90_000 }),
    ];
    const skill = makeSkill({ body: 'CANDIDATE body' });
    const elo = await createLlmLayers(llmSettings(fake)).elo!(skill, references);

    expect(fake.requests).toHaveLength(2 * 4);
    for (const r of fake.requests) {
      expect(r.body.tool_choice).toEqual({ type: 'tool', name: 'compare_skills' });
      expect(String(r.body.system)).not.toContain('CANDIDATE');
    }
    const byRef = Object.fromEntries(elo.games.map((g) => [g.reference, g]));
    expect(byRef.a).toMatchObject({
      score: 1,
      skill_first: 'first',
      reference_first: 'second',
      position_consistent: true,
      opponent: 1350,
    });
    expect(byRef.b).toMatchObject({ score: 0, position_consistent: true, opponent: 1550 });
    expect(byRef.c).toMatchObject({
      score: 0.5,
      skill_first: 'first',
      reference_first: 'first',
      position_consistent: false,
    });
    expect(byRef.unrelated).toMatchObject({ score: 0.5, position_consistent: false });
    // 8 decisive verdicts: A and B one each for the first shown, C and the other two each.
    expect(elo.position_bias).toEqual({
      pairs_checked: 4,
      inconsistent: 2,
      rate: 0.5,
      first_position_win_share: 6 / 8,
    });

    const games = elo.games.map((g) => ({ opponent: g.opponent, score: g.score }));
    const prior = games.reduce((s, g) => s + g.opponent, 0) / games.length;
    expect(elo.rating).toBeCloseTo(performanceRating(games, prior), 9);
    expect(elo.method).toBe('measured');
    expect(elo.ci_lower!).toBeLessThanOrEqual(elo.rating!);
    expect(elo.ci_upper!).toBeGreaterThanOrEqual(elo.rating!);
    expect(elo.ci_upper! - elo.ci_lower!).toBeGreaterThan(0);
    expect(elo.percentile).toBe(
      corpusPercentile(
        elo.rating!,
        references.map((r) => ratingOfComposite(r.composite)),
      ),
    );
    expect(elo.corpus_size).toBe(4);
  });

  test('a reference whose two calls fail is left out; all failing leaves the rating null with the reason', async () => {
    fake = await startFakeAnthropic({
      router: () => errorReply(500, { message: 'down', headers: { 'x-should-retry': 'false' } }),
    });
    const elo = await createLlmLayers(llmSettings(fake)).elo!(makeSkill(), [ref('a', 70)]);
    expect(elo.rating).toBeNull();
    expect(elo.unmeasured).toBe('every comparison failed: HTTP 500 down');
  });

  test('a corpus without excerpts (written before them) cannot rate, and says to re-run init', async () => {
    fake = await startFakeAnthropic({ router: pairwiseJudge });
    const elo = await createLlmLayers(llmSettings(fake)).elo!(makeSkill(), [ref('a', 70, { excerpt: '' })]);
    expect(fake.requests).toHaveLength(0);
    expect(elo.unmeasured).toMatch(/re-run plugin-eval init/);
  });
});

describe('the engine gives the rating to the badge', () => {
  test('an Elo above every badge line does not raise a composite below them all', async () => {
    // Every rubric score 0 keeps the composite low; the judge prefers the skill to every reference.
    const judge = schemaModel({ number: 0 });
    fake = await startFakeAnthropic({
      router: (r) =>
        wantedTool(r) === 'compare_skills'
          ? toolReply('compare_skills', {
              better:
                JSON.stringify(r.body).indexOf('CANDIDATE') < JSON.stringify(r.body).indexOf('REF-')
                  ? 'first'
                  : 'second',
            })
          : judge(r),
    });
    const source = new MemorySource({
      'skills/pdf/SKILL.md': '---\nname: pdf\ndescription: PDF tables.\n---\nCANDIDATE\n',
    });
    const references = [ref('a', 88), ref('b', 89), ref('c', 90)];
    const outcome = await evaluateTarget(source, 'skills/pdf', {
      depth: 'standard',
      llm: createLlmLayers(llmSettings(fake, { method: 'reference' })),
      eloReferences: references,
    });
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    const { composite, elo } = outcome.result as typeof outcome.result & { elo: EloResult };
    expect(elo.rating!).toBeGreaterThan(1600);
    expect(composite.score).toBeLessThan(60);
    expect(badgeFor(composite.score)).toBe('no_badge');
    expect(composite.badge).toBe('no_badge');
    // The comparisons' usage is the target's too: 3 rubric calls and 3 × 2 comparisons on the rubric model.
    expect(outcome.result.model_usage[DEFAULT_MODELS.rubric]!.calls).toBe(3 + 6);
    expect(elo.model_usage[DEFAULT_MODELS.rubric]!.calls).toBe(6);
  });

  test('without references or at quick depth there is no Elo and no call for it', async () => {
    fake = await startFakeAnthropic({ router: schemaModel() });
    const source = new MemorySource({
      'skills/pdf/SKILL.md': '---\nname: pdf\ndescription: PDF tables. Use when asked.\n---\nBody\n',
    });
    const quick = await evaluateTarget(source, 'skills/pdf', {
      depth: 'quick',
      llm: createLlmLayers(llmSettings(fake)),
      eloReferences: [ref('a', 70)],
    });
    expect(quick.ok && quick.result.elo).toBeNull();
    expect(fake.requests).toHaveLength(0);
  });
});
