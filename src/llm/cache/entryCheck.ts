// Results read back from the result cache. Whoever can write the cache folder (a shared
// actions/cache restore) can edit its entries, so an entry is used only when its shape and ranges
// are those the layers write: what the reports show or the composite blends is checked here, and
// an entry that fails is a miss (recomputed), never a score of 700 or markup in a report.
import { DIMENSIONS } from '../../contract/weights.js';
import { isJsonObject, type LayerName } from '../../contract/types.js';

type Json = Record<string, unknown>;
/** Why a value is not what was expected, or null when it is. */
type Check = (value: unknown) => string | null;

const DIMENSION_NAMES: ReadonlySet<string> = new Set(DIMENSIONS.map((d) => d.name));

const inRange = (lo: number, hi: number) => (v: unknown) =>
  typeof v === 'number' && Number.isFinite(v) && v >= lo && v <= hi;
const unit = inRange(0, 1);
const signedUnit = inRange(-1, 1);
const count = (v: unknown) => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;
const nullOr = (ok: (v: unknown) => boolean) => (v: unknown) => v === null || v === undefined || ok(v);
const interval = (ok: (v: unknown) => boolean) => (v: unknown) =>
  Array.isArray(v) && v.length === 2 && ok(v[0]) && ok(v[1]) && (v[0] as number) <= (v[1] as number);
const text = (v: unknown) => typeof v === 'string';

/** The first field of `value` that fails its test, named. */
function fields(value: unknown, where: string, tests: Record<string, (v: unknown) => boolean>): string | null {
  if (!isJsonObject(value)) return `${where} is not an object`;
  for (const [name, ok] of Object.entries(tests))
    if (!ok(value[name])) return `${where}.${name} is out of range or of the wrong type`;
  return null;
}

/** As fields, for a part that may be absent. */
const optional = (value: unknown, where: string, tests: Record<string, (v: unknown) => boolean>) =>
  value === undefined ? null : fields(value, where, tests);

/** Every entry of an object (dimensions, sub-scores) passes `ok`, under a known name when `names` is given. */
function entries(
  value: unknown,
  where: string,
  ok: (v: unknown) => boolean,
  names?: ReadonlySet<string>,
): string | null {
  if (!isJsonObject(value)) return `${where} is not an object`;
  for (const [name, v] of Object.entries(value)) {
    if (names && !names.has(name)) return `${where} names an unknown dimension`;
    if (!ok(v)) return `${where}.${name} is out of range or of the wrong type`;
  }
  return null;
}

function list(value: unknown, where: string, check: Check): string | null {
  if (!Array.isArray(value)) return `${where} is not a list`;
  for (let i = 0; i < value.length; i++) {
    const problem = check(value[i]);
    if (problem) return `${where}[${i}]: ${problem}`;
  }
  return null;
}

/** `metadata.unmeasured`: known dimensions, each with a reason. */
const unmeasuredEntry: Check = (u) =>
  isJsonObject(u) && DIMENSION_NAMES.has(u.dimension as string) && text(u.reason)
    ? null
    : 'not a {dimension, reason} of a known dimension';
const dimensionName: Check = (d) => (DIMENSION_NAMES.has(d as string) ? null : 'not a known dimension');

/** The judges' agreement: a coefficient of at most 1 (or none, with a note). */
const agreementOk = (v: unknown) =>
  v === null || (isJsonObject(v) && nullOr(inRange(-1e6, 1))(v.alpha) && nullOr(inRange(-1e6, 1))(v.kappa));

function metadataProblem(metadata: unknown): string | null {
  if (!isJsonObject(metadata)) return 'metadata is not an object';
  if (metadata.unmeasured !== undefined) {
    const problem = list(metadata.unmeasured, 'metadata.unmeasured', unmeasuredEntry);
    if (problem) return problem;
  }
  if (metadata.measured !== undefined) {
    const problem = list(metadata.measured, 'metadata.measured', dimensionName);
    if (problem) return problem;
  }
  if (metadata.runs !== undefined && !count(metadata.runs)) return 'metadata.runs is not a count';
  if (metadata.triggering !== undefined) {
    const problem = triggeringProblem(metadata.triggering);
    if (problem) return problem;
  }
  const shown =
    optional(metadata.judges, 'metadata.judges', {
      n: count,
      std: (v) => v === undefined || entries(v, '', nullOr(unit)) === null,
      agreement: (v) => v === undefined || agreementOk(v),
    }) ??
    optional(metadata.activation, 'metadata.activation', { rate: nullOr(unit) }) ??
    optional(metadata.reference, 'metadata.reference', { activation_rate: nullOr(unit), score: nullOr(unit) });
  if (shown) return shown;
  return metadata.evals === undefined ? null : evalsReportProblem(metadata.evals);
}

const F1 = { f1: unit, ci: interval(unit) };

/** The measured triggering's figures the reports show (F1s with intervals, held-back counts). */
function triggeringProblem(triggering: unknown): string | null {
  if (!isJsonObject(triggering)) return 'metadata.triggering is not an object';
  if (!nullOr(unit)(triggering.f1)) return 'metadata.triggering.f1 is out of range or of the wrong type';
  return (
    optional(triggering.reference, 'metadata.triggering.reference', { f1: nullOr(unit) }) ??
    optional(triggering.author, 'metadata.triggering.author', {
      ...F1,
      files: (v) => Array.isArray(v) && v.every(text),
      prompts: Array.isArray,
    }) ??
    optional(triggering.generated, 'metadata.triggering.generated', F1) ??
    optional(triggering.held_back, 'metadata.triggering.held_back', {
      category: text,
      count,
      answered: count,
      passed: count,
      false_triggers: count,
      decisions: count,
    })
  );
}

const ARM_TOTALS = {
  pass_rate: nullOr(unit),
  pass_rate_ci: nullOr(interval(unit)),
  pass_at_1: nullOr(unit),
  pass_at_k: nullOr(unit),
  input_tokens: count,
  output_tokens: count,
  trigger_rate: nullOr(unit),
};
const ARM = { pass_rate: nullOr(unit), pass_at_1: nullOr(unit), pass_at_k: nullOr(unit), runs: Array.isArray };
const EXPECTATION = { name: text, text: text, with_rate: nullOr(unit), without_rate: nullOr(unit) };

const evalCase: Check = (c) =>
  fields(c, 'case', { id: (v) => text(v) || count(v), lift: nullOr(signedUnit), expectations: Array.isArray }) ??
  fields((c as Json).with_skill, 'case.with_skill', ARM) ??
  fields((c as Json).without_skill, 'case.without_skill', ARM) ??
  list((c as Json).expectations, 'case.expectations', (e) => fields(e, 'expectation', EXPECTATION));

/** The evals layer's report: the figures and texts the reports show. */
function evalsReportProblem(report: unknown): string | null {
  return (
    fields(report, 'metadata.evals', {
      file: text,
      repetitions: count,
      k: count,
      evals: count,
      lift: nullOr(signedUnit),
      lift_ci: nullOr(interval(signedUnit)),
      non_discriminating: count,
      never_met: count,
    }) ??
    fields((report as Json).with_skill, 'metadata.evals.with_skill', ARM_TOTALS) ??
    fields((report as Json).without_skill, 'metadata.evals.without_skill', ARM_TOTALS) ??
    list((report as Json).cases, 'metadata.evals.cases', evalCase)
  );
}

/** Why a cached value is not a result of `layer` as the layers write it, or null when it is. */
export function cachedLayerProblem(value: unknown, layer: LayerName): string | null {
  if (!isJsonObject(value)) return 'not an object';
  if (value.layer !== layer) return `not a ${layer} layer`;
  if (!unit(value.score)) return 'score is not between 0 and 1';
  if (!Array.isArray(value.anti_patterns) || value.anti_patterns.length > 0)
    return 'anti_patterns is not an empty list';
  const ci =
    value.dimension_ci === undefined
      ? null
      : entries(value.dimension_ci, 'dimension_ci', interval(unit), DIMENSION_NAMES);
  return (
    entries(value.dimensions, 'dimensions', unit, DIMENSION_NAMES) ??
    ci ??
    entries(value.sub_scores, 'sub_scores', nullOr(signedUnit)) ??
    metadataProblem(value.metadata)
  );
}

/** Why a cached Elo rating is not one as the Elo layer writes it, or null when it is. */
export function cachedEloProblem(value: unknown): string | null {
  const problem = fields(value, 'elo', {
    method: (v) => v === 'measured',
    rating: nullOr(inRange(0, 10_000)),
    ci_lower: nullOr(inRange(0, 10_000)),
    ci_upper: nullOr(inRange(0, 10_000)),
    percentile: nullOr(inRange(0, 100)),
    corpus_size: count,
    games: Array.isArray,
    model: text,
    anchor: text,
    ci_method: text,
    unmeasured: (v) => v === undefined || text(v),
    failures: (v) => Array.isArray(v) && v.every(text),
    model_usage: isJsonObject,
  });
  if (problem) return problem;
  const elo = value as Json;
  if (typeof elo.ci_lower === 'number' && typeof elo.ci_upper === 'number' && elo.ci_lower > elo.ci_upper)
    return 'elo interval is reversed';
  return fields(elo.position_bias, 'elo.position_bias', {
    pairs_checked: count,
    inconsistent: count,
    rate: nullOr(unit),
    first_position_win_share: nullOr(unit),
  });
}
