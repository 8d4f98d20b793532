// The checks a result read back from the result cache passes before it is used: the shapes and
// ranges the layers write, field by field, so that an edited entry is a miss and not a score.
import { cachedEloProblem, cachedLayerProblem } from '../../../src/llm/cache/entryCheck.js';

const judge = () => ({
  layer: 'judge',
  score: 0.7,
  sub_scores: { orchestration_fitness: 0.7 },
  anti_patterns: [],
  dimensions: { orchestration_fitness: 0.7, triggering_accuracy: 0.6 },
  dimension_ci: { triggering_accuracy: [0.5, 0.7] },
  metadata: {
    method: 'measured',
    measured: ['orchestration_fitness'],
    unmeasured: [{ dimension: 'output_quality', reason: 'timeout' }],
  },
});

const arm = () => ({
  pass_rate: 0.5,
  pass_rate_ci: [0.4, 0.6],
  pass_at_1: 0.5,
  pass_at_k: 0.8,
  input_tokens: 10,
  output_tokens: 5,
  estimated_cost_usd: 0.01,
});
const evalsLayer = () => ({
  layer: 'evals',
  score: 0.6,
  sub_scores: { lift: 0.2, pass_rate_with_skill: 0.6, pass_rate_without_skill: 0.4 },
  anti_patterns: [],
  dimensions: { output_quality: 0.6 },
  metadata: {
    evals: {
      file: 'evals/evals.json',
      repetitions: 3,
      k: 3,
      evals: 1,
      lift: 0.2,
      lift_ci: [-0.1, 0.5],
      non_discriminating: 0,
      never_met: 0,
      with_skill: arm(),
      without_skill: arm(),
      cases: [
        {
          id: '1',
          lift: 0.2,
          with_skill: { pass_rate: 1, pass_at_1: 1, pass_at_k: 1, runs: [] },
          without_skill: { pass_rate: 0.8, pass_at_1: 0, pass_at_k: 1, runs: [] },
          expectations: [{ name: 'x', text: 'y', with_rate: 1, without_rate: 0.8 }],
        },
      ],
    },
  },
});

const elo = () => ({
  method: 'measured',
  rating: 1450,
  ci_lower: 1400,
  ci_upper: 1500,
  percentile: 62,
  corpus_size: 12,
  games: [],
  model: 'm',
  anchor: 'a',
  ci_method: 'bootstrap',
  failures: [],
  model_usage: {},
  position_bias: { pairs_checked: 4, inconsistent: 0, rate: 0, first_position_win_share: 0.5 },
});

test('results as the layers write them pass', () => {
  expect(cachedLayerProblem(judge(), 'judge')).toBeNull();
  expect(cachedLayerProblem(evalsLayer(), 'evals')).toBeNull();
  expect(cachedEloProblem(elo())).toBeNull();
});

test.each<[string, (v: any) => void, RegExp]>([
  ['a score of 7', (v) => (v.score = 7), /score is not between 0 and 1/],
  ['another layer', (v) => (v.layer = 'monte_carlo'), /not a judge layer/],
  ['a dimension of 7', (v) => (v.dimensions.triggering_accuracy = 7), /dimensions\.triggering_accuracy/],
  ['an unknown dimension', (v) => (v.dimensions['<b>x</b>'] = 0.5), /unknown dimension/],
  [
    'a reversed interval',
    (v) => (v.dimension_ci.triggering_accuracy = [0.7, 0.5]),
    /dimension_ci\.triggering_accuracy/,
  ],
  [
    'a sub-score that is text',
    (v) => (v.sub_scores.orchestration_fitness = '<img src=x onerror=alert(1)>'),
    /sub_scores\.orchestration_fitness/,
  ],
  [
    'markup as an unmeasured dimension',
    (v) => (v.metadata.unmeasured[0].dimension = '<img src=x onerror=alert(1)>'),
    /metadata\.unmeasured\[0\]/,
  ],
  ['anti-patterns from nowhere', (v) => v.anti_patterns.push({ flag: 'X' }), /anti_patterns/],
  ['no metadata', (v) => delete v.metadata, /metadata is not an object/],
  ['a triggering F1 of 7', (v) => (v.metadata.triggering = { f1: 7 }), /metadata\.triggering\.f1/],
  [
    'a judges spread of 7',
    (v) => (v.metadata.judges = { n: 3, std: { orchestration_fitness: 7 } }),
    /metadata\.judges\.std/,
  ],
])('a judge entry with %s is refused', (_what, edit, problem) => {
  const v = judge();
  edit(v);
  expect(cachedLayerProblem(v, 'judge')).toMatch(problem);
});

test.each<[string, (v: any) => void, RegExp]>([
  ['a lift of 7', (v) => (v.metadata.evals.lift = 7), /metadata\.evals\.lift/],
  ['a pass rate of 2', (v) => (v.metadata.evals.with_skill.pass_rate = 2), /with_skill\.pass_rate/],
  [
    'a case without expectations text',
    (v) => (v.metadata.evals.cases[0].expectations[0].text = 3),
    /expectation\.text/,
  ],
])('an evals entry with %s is refused', (_what, edit, problem) => {
  const v = evalsLayer();
  edit(v);
  expect(cachedLayerProblem(v, 'evals')).toMatch(problem);
});

test.each<[string, (v: any) => void]>([
  ['a rating of 1e9', (v) => (v.rating = 1e9)],
  ['a percentile of 700', (v) => (v.percentile = 700)],
  ['a reversed interval', (v) => ((v.ci_lower = 1500), (v.ci_upper = 1400))],
  ['a bias rate of 3', (v) => (v.position_bias.rate = 3)],
  ['another method', (v) => (v.method = 'reference')],
])('an Elo entry with %s is refused', (_what, edit) => {
  const v = elo();
  edit(v);
  expect(cachedEloProblem(v)).not.toBeNull();
});
