// The tables of one result in markdown: dimensions, layers, sub-scores, model usage.
import type { EvalResult, LayerResult } from '../../contract/types.js';
import { code, table } from './blocks.js';
import {
  dimensionLabel,
  isMeasured,
  isPartialDimension,
  layerLabel,
  unmeasuredNames,
  weakestFirst,
} from '../shared/dimensions.js';
import { fmtFraction, fmtInt, fmtInterval, fmtUnit, fmtUsd } from '../shared/numbers.js';
import { mdOwnCell, mdText } from '../../text/escape.js';

/** The ten dimensions, weakest measured first, then the unmeasured ones. */
export function renderDimensionTable(result: EvalResult, padded = false): string {
  const measured = weakestFirst(result.composite.dimensions);
  const unmeasured = result.composite.dimensions.filter((d) => !isMeasured(d));
  const rows = [
    ...measured.map((d) => [
      dimensionLabel(d.name),
      fmtFraction(d.weight, 2),
      fmtUnit(d.score),
      d.grade,
      fmtUnit(d.weighted_score, 2),
      [fmtInterval(d.ci_lower, d.ci_upper, true), isPartialDimension(result, d.name) ? 'partly measured' : '']
        .filter(Boolean)
        .join(' · '),
    ]),
    ...unmeasured.map((d) => [dimensionLabel(d.name), fmtFraction(d.weight, 2), '—', '—', '—', 'not measured']),
  ];
  const hasCi = result.composite.dimensions.some((d) => d.ci_lower !== null && d.ci_upper !== null);
  const header = ['Dimension', 'Weight', 'Score', 'Grade', 'Weighted', hasCi ? 'Interval' : 'Note'];
  return table(
    header,
    ['l', 'r', 'r', 'c', 'r', 'l'],
    rows.map((r) => r.map(mdOwnCell)),
    padded,
  );
}

/**
 * A layer's notes as a finished table cell. Metadata may come from outside (a cache entry, a
 * merged report): its words take mdText, whose breaks of links and mentions mdOwnCell would undo.
 */
function layerNote(layer: Omit<LayerResult, 'dimensions' | 'dimension_ci'>): string {
  const md = layer.metadata ?? {};
  const notes: string[] = [];
  if (Array.isArray(md.unmeasured) && md.unmeasured.length)
    notes.push(`unmeasured: ${mdText(unmeasuredNames(md.unmeasured))}`);
  if (typeof md.runs === 'number') notes.push(`${md.runs} runs`);
  if (typeof md.cache === 'string') notes.push(`cache ${mdText(md.cache)}`);
  if (layer.anti_patterns.length) notes.push(`${layer.anti_patterns.length} anti-pattern(s)`);
  return notes.join('; ');
}

/** Layer table: each layer's score and notes. */
export function renderLayerTable(result: EvalResult, padded = false): string {
  const rows = result.layers.map((l) => [mdOwnCell(layerLabel(l.layer)), mdOwnCell(fmtUnit(l.score)), layerNote(l)]);
  return table(['Layer', 'Score', 'Notes'], ['l', 'r', 'l'], rows, padded);
}

function subScoreValue(v: unknown): string {
  if (typeof v === 'number') return fmtFraction(v);
  if (Array.isArray(v) && v.every((x) => typeof x === 'number'))
    return v.map((x) => fmtFraction(x as number)).join(', ') || '—';
  return JSON.stringify(v);
}

export function renderSubScores(result: EvalResult, padded: boolean): string {
  return result.layers
    .map((l) => {
      const rows = Object.entries(l.sub_scores).map(([k, v]) => [code(k), subScoreValue(v)]);
      const meta = Object.keys(l.metadata ?? {}).length
        ? `\n\n<details><summary>${layerLabel(l.layer)} metadata</summary>\n\n\`\`\`json\n${JSON.stringify(l.metadata, null, 2)}\n\`\`\`\n\n</details>`
        : '';
      return `**${layerLabel(l.layer)}**\n\n${
        rows.length
          ? table(
              ['Sub-score', 'Value'],
              ['l', 'r'],
              rows.map((r) => r.map(mdOwnCell)),
              padded,
            )
          : '_No sub-scores._'
      }${meta}`;
    })
    .join('\n\n');
}

/** Token usage and estimated cost per model. */
export function renderModelUsage(result: EvalResult, padded = false): string {
  const entries = Object.entries(result.model_usage ?? {});
  if (entries.length === 0) return '_No model calls (static analysis only)._';
  const total = entries.reduce((s, [, u]) => s + u.estimated_cost_usd, 0);
  const rows = entries.map(([model, u]) => [
    code(model),
    fmtInt(u.calls),
    fmtInt(u.input_tokens),
    fmtInt(u.output_tokens),
    fmtInt(u.cache_creation_input_tokens),
    fmtInt(u.cache_read_input_tokens),
    fmtUsd(u.estimated_cost_usd),
  ]);
  rows.push(['**Total**', '', '', '', '', '', `**${fmtUsd(total)}**`]);
  return table(
    ['Model', 'Calls', 'Input', 'Output', 'Cache write', 'Cache read', 'Est. cost'],
    ['l', 'r', 'r', 'r', 'r', 'r', 'r'],
    rows,
    padded,
  );
}
