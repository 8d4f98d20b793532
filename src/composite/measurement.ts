// What a result really measured, dimension by dimension: every layer the depth asks for should
// have measured each dimension it feeds, with every one of its calls. A layer that did not run,
// or that left a dimension out (metadata.unmeasured), leaves it unmeasured; one that measured it
// from fewer runs or calls than it planned (transport failures, the budget, the deadline:
// metadata.partial) leaves it partial. A result that is not completely measured never keeps its
// depth's label, and a score gate cannot pass on a dimension nobody measured (src/action/gate.ts,
// the CLI) under `on-unmeasured: fail`; by default it is gated on the score as measured, never a plain pass.
import { CONFIDENCE_BY_DEPTH, DIMENSIONS, MONTE_CARLO_RUNS } from '../contract/weights.js';
import type {
  ConfidenceLabel,
  Depth,
  DimensionMeasurement,
  DimensionName,
  LayerName,
  LayerResult,
  Measurement,
  MeasurementStatus,
  SourceMeasurement,
} from '../contract/types.js';

export type {
  DimensionMeasurement,
  Measurement,
  MeasurementStatus,
  PartialEntry,
  SourceMeasurement,
} from '../contract/types.js';

/** What a score gate does with a target that has an unmeasured dimension: fail, neutral (default), pass. */
export const ON_UNMEASURED_MODES = ['fail', 'neutral', 'pass'] as const;
export type OnUnmeasuredMode = (typeof ON_UNMEASURED_MODES)[number];
/**
 * Neutral: a fork's pull request or a run without a key is gated on its static score (labelled
 * Estimated) and its check is neutral, which required checks accept; failing would fail every
 * such pull request whatever its score. `fail` is there for a gate that wants the LLM layers.
 */
export const DEFAULT_ON_UNMEASURED: OnUnmeasuredMode = 'neutral';
/** Older spellings still read: `failure` (fail), `ignore` (pass). */
const ON_UNMEASURED_ALIASES: Readonly<Record<string, OnUnmeasuredMode>> = { failure: 'fail', ignore: 'pass' };

/** The mode a value names ('' → the default), or null when unknown. */
export function onUnmeasuredNamed(value: string | undefined): OnUnmeasuredMode | null {
  const v = (value ?? '').trim().toLowerCase();
  if (v === '') return DEFAULT_ON_UNMEASURED;
  if ((ON_UNMEASURED_MODES as readonly string[]).includes(v)) return v as OnUnmeasuredMode;
  return ON_UNMEASURED_ALIASES[v] ?? null;
}

/** The labels in rank order, lowest first. */
const LABEL_RANK: readonly ConfidenceLabel[] = ['Estimated', 'Assessed', 'Certified', 'Certified+'];

/**
 * The label of a result that is not completely measured: never a certification (Certified and
 * Certified+ become Assessed), and one rank below Assessed (Estimated) at standard depth.
 */
export function droppedLabel(full: ConfidenceLabel): ConfidenceLabel {
  if (full === 'Certified' || full === 'Certified+') return 'Assessed';
  return 'Estimated';
}

function lower(a: ConfidenceLabel, b: ConfidenceLabel): ConfidenceLabel {
  return LABEL_RANK.indexOf(a) <= LABEL_RANK.indexOf(b) ? a : b;
}

/** The LLM layers a depth asks for (the static layer always runs). */
export function expectedLayers(depth: Depth): LayerName[] {
  if (depth === 'quick') return ['static'];
  return MONTE_CARLO_RUNS[depth] > 0 ? ['static', 'judge', 'monte_carlo'] : ['static', 'judge'];
}

interface Entry {
  dimension?: unknown;
  reason?: unknown;
  measured?: unknown;
  planned?: unknown;
}

function entries(raw: unknown): Entry[] {
  return (Array.isArray(raw) ? (raw as unknown[]) : []).map((u) =>
    typeof u === 'object' && u !== null ? (u as Entry) : { dimension: u },
  );
}

function sourceOf(
  name: DimensionName,
  layerName: LayerName,
  layers: readonly LayerResult[],
  missing: string,
): SourceMeasurement {
  const layer = layers.find((l) => l.layer === layerName);
  if (!layer) return { layer: layerName, status: 'unmeasured', reason: missing };
  if (layer.dimensions[name] === undefined) {
    const why = entries(layer.metadata.unmeasured).find((u) => u.dimension === name);
    return {
      layer: layerName,
      status: 'unmeasured',
      reason: why?.reason !== undefined ? String(why.reason) : 'not measured',
    };
  }
  const partial = entries(layer.metadata.partial).find((u) => u.dimension === name);
  if (!partial) return { layer: layerName, status: 'measured' };
  return {
    layer: layerName,
    status: 'partial',
    reason: String(partial.reason ?? 'some units were not measured'),
    ...(typeof partial.measured === 'number' ? { measured: partial.measured } : {}),
    ...(typeof partial.planned === 'number' ? { planned: partial.planned } : {}),
  };
}

/**
 * The measurement of a skill's result from the layers the composite blends (after the evals
 * layer took output_quality, when it did). `earned` is the label the layers earned
 * (earnedConfidence); `missing` says why an absent LLM layer did not run.
 */
/** Per depth: each dimension with the expected layers that feed it (a table, computed once per depth). */
const feedingByDepth = new Map<Depth, ReadonlyArray<{ name: DimensionName; feeding: readonly LayerName[] }>>();

function feedingOf(depth: Depth): ReadonlyArray<{ name: DimensionName; feeding: readonly LayerName[] }> {
  let table = feedingByDepth.get(depth);
  if (!table) {
    const expected = expectedLayers(depth);
    table = DIMENSIONS.map((d) => ({
      name: d.name,
      feeding: expected.filter((l) => d.blend[l as keyof typeof d.blend] !== undefined),
    }));
    feedingByDepth.set(depth, table);
  }
  return table;
}

const EVALS_ONLY: readonly LayerName[] = ['evals'];

export function measurementOf(
  depth: Depth,
  layers: readonly LayerResult[],
  earned: ConfidenceLabel,
  missing = 'the layer did not run',
): Measurement {
  const evalsQuality = layers.find((l) => l.layer === 'evals')?.dimensions.output_quality !== undefined;
  const dimensions: DimensionMeasurement[] = [];
  for (const d of feedingOf(depth)) {
    // When the evals layer measured output quality it alone gives that dimension.
    const feeding = d.name === 'output_quality' && evalsQuality ? EVALS_ONLY : d.feeding;
    if (feeding.length === 0) continue;
    const sources = feeding.map((l) => sourceOf(d.name, l, layers, missing));
    const measured = sources.filter((s) => s.status !== 'unmeasured').length;
    const status: MeasurementStatus =
      measured === 0 ? 'unmeasured' : sources.every((s) => s.status === 'measured') ? 'measured' : 'partial';
    dimensions.push({ name: d.name, status, sources });
  }
  const unmeasured = dimensions.filter((d) => d.status === 'unmeasured').map((d) => d.name);
  const partial = dimensions.filter((d) => d.status === 'partial').map((d) => d.name);
  const complete = unmeasured.length === 0 && partial.length === 0;
  const full = CONFIDENCE_BY_DEPTH[depth];
  const shown = complete ? earned : lower(earned, droppedLabel(full));
  return { complete, unmeasured, partial, dimensions, label: { full, shown, dropped: shown !== full } };
}

/** The measurement of a static-only result (a plugin, or any target at quick depth): complete. */
export function staticMeasurement(label: ConfidenceLabel = 'Estimated'): Measurement {
  return {
    complete: true,
    unmeasured: [],
    partial: [],
    dimensions: [],
    label: { full: label, shown: label, dropped: false },
  };
}

/** One line: `output quality (judge: HTTP 529 Overloaded); robustness (monte carlo: 9 of 50 runs lost: HTTP 529)`. */
export function describeDimensions(m: Pick<Measurement, 'dimensions'>, status: MeasurementStatus): string {
  return m.dimensions
    .filter((d) => d.status === status)
    .map((d) => {
      const why = d.sources
        .filter((s) => s.status !== 'measured')
        .map(
          (s) =>
            `${s.layer.replace('_', ' ')}: ${s.measured !== undefined && s.planned !== undefined ? `${s.measured} of ${s.planned} measured, ` : ''}${s.reason ?? 'not measured'}`,
        );
      return `${d.name.replace(/_/g, ' ')} (${why.join('; ')})`;
    })
    .join('; ');
}

/** Whether a result has a dimension its depth asks for that no layer measured. */
export function hasUnmeasured(result: { measurement?: Measurement }): boolean {
  return (result.measurement?.unmeasured.length ?? 0) > 0;
}

/** Whether every dimension was measured, but some from fewer runs or calls than planned. */
export function isPartial(result: { measurement?: Measurement }): boolean {
  return !hasUnmeasured(result) && (result.measurement?.partial.length ?? 0) > 0;
}
