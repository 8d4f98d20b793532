// The tables of one result in HTML: dimensions, layers, model usage.
import type { EvalResult } from '../../contract/types.js';
import {
  dimensionLabel,
  isMeasured,
  isPartialDimension,
  layerLabel,
  unmeasuredNames,
  weakestFirst,
} from '../shared/dimensions.js';
import { fmtFraction, fmtInt, fmtInterval, fmtUnit, fmtUsd } from '../shared/numbers.js';
import { htmlEscape as esc } from './escape.js';

export function dimensionTable(result: EvalResult): string {
  const measured = weakestFirst(result.composite.dimensions);
  const unmeasured = result.composite.dimensions.filter((d) => !isMeasured(d));
  const rows = [
    ...measured.map(
      (d) =>
        `<tr><th scope="row">${esc(dimensionLabel(d.name))}</th><td class="num">${fmtFraction(d.weight, 2)}</td><td class="num">${fmtUnit(d.score)}</td><td>${esc(d.grade)}</td><td class="num">${fmtUnit(d.weighted_score, 2)}</td><td>${esc([fmtInterval(d.ci_lower, d.ci_upper, true), isPartialDimension(result, d.name) ? 'partly measured' : ''].filter(Boolean).join(' · '))}</td></tr>`,
    ),
    ...unmeasured.map(
      (d) =>
        `<tr><th scope="row">${esc(dimensionLabel(d.name))}</th><td class="num">${fmtFraction(d.weight, 2)}</td><td class="num">—</td><td>—</td><td class="num">—</td><td class="muted">not measured</td></tr>`,
    ),
  ];
  return `<table id="dimensions"><caption>Dimensions, weakest measured first (scores out of 100)</caption>
<thead><tr><th scope="col">Dimension</th><th scope="col" class="num">Weight</th><th scope="col" class="num">Score</th><th scope="col">Grade</th><th scope="col" class="num">Weighted</th><th scope="col">Interval</th></tr></thead>
<tbody>${rows.join('\n')}</tbody></table>`;
}

export function layerTable(result: EvalResult): string {
  const rows = result.layers.map((l) => {
    const unmeasured = Array.isArray(l.metadata?.unmeasured) ? unmeasuredNames(l.metadata.unmeasured as unknown[]) : '';
    const runs = typeof l.metadata?.runs === 'number' ? `${l.metadata.runs} runs` : '';
    const notes = [unmeasured ? `unmeasured: ${unmeasured}` : '', runs].filter(Boolean).join('; ');
    return `<tr><th scope="row">${esc(layerLabel(l.layer))}</th><td class="num">${fmtUnit(l.score)}</td><td class="num">${l.anti_patterns.length}</td><td>${esc(notes)}</td></tr>`;
  });
  return `<table id="layers"><caption>Layers that ran (scores out of 100)</caption>
<thead><tr><th scope="col">Layer</th><th scope="col" class="num">Score</th><th scope="col" class="num">Anti-patterns</th><th scope="col">Notes</th></tr></thead>
<tbody>${rows.join('\n')}</tbody></table>`;
}

export function usageTable(result: EvalResult): string {
  const entries = Object.entries(result.model_usage ?? {});
  if (entries.length === 0) return '<p>No model calls (static analysis only).</p>';
  const total = entries.reduce((s, [, u]) => s + u.estimated_cost_usd, 0);
  const rows = entries.map(
    ([m, u]) =>
      `<tr><th scope="row"><code>${esc(m)}</code></th><td class="num">${fmtInt(u.calls)}</td><td class="num">${fmtInt(u.input_tokens)}</td><td class="num">${fmtInt(u.output_tokens)}</td><td class="num">${fmtInt(u.cache_creation_input_tokens)}</td><td class="num">${fmtInt(u.cache_read_input_tokens)}</td><td class="num">${fmtUsd(u.estimated_cost_usd)}</td></tr>`,
  );
  return `<table id="usage"><caption>Model usage and estimated cost</caption>
<thead><tr><th scope="col">Model</th><th scope="col" class="num">Calls</th><th scope="col" class="num">Input tokens</th><th scope="col" class="num">Output tokens</th><th scope="col" class="num">Cache write</th><th scope="col" class="num">Cache read</th><th scope="col" class="num">Est. cost</th></tr></thead>
<tbody>${rows.join('\n')}</tbody><tfoot><tr><th scope="row">Total</th><td colspan="5"></td><td class="num">${fmtUsd(total)}</td></tr></tfoot></table>`;
}
