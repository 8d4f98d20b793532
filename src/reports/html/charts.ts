// The SVG charts of the pages: a result's dimensions, a sweep's badges, two results side by side.
import type { EvalResult } from '../../contract/types.js';
import { COMPARE_WORDS, type Comparison, type DiffWords } from '../comparison.js';
import { BADGE_COLOUR, BADGE_ORDER, badgeLabel } from '../shared/badges.js';
import { dimensionLabel, isMeasured } from '../shared/dimensions.js';
import { fmtFraction, fmtScore, fmtUnit } from '../shared/numbers.js';
import { htmlEscape as esc } from './escape.js';

/** Horizontal bars: for each dimension its weight (track) and what it earned, weight × score (fill). */
export function dimensionChart(result: EvalResult): string {
  const dims = result.composite.dimensions;
  const maxWeight = Math.max(...dims.map((d) => d.weight), 0.0001);
  const labelW = 190;
  const barW = 520;
  const rowH = 26;
  const height = dims.length * rowH + 24;
  const rows = dims
    .map((d, i) => {
      const y = i * rowH + 4;
      const track = (d.weight / maxWeight) * barW;
      const measured = isMeasured(d);
      const fill = measured ? Math.max(0, Math.min(1, d.score)) * track : 0;
      const label = measured
        ? `${fmtUnit(d.score)} (${d.grade}) × weight ${fmtFraction(d.weight, 2)}`
        : `not measured × weight ${fmtFraction(d.weight, 2)}`;
      const value = measured
        ? `${fmtUnit(d.score, 0)} ${d.grade} · weight ${fmtFraction(d.weight, 2)}`
        : `not measured · weight ${fmtFraction(d.weight, 2)}`;
      return `<g data-dimension="${esc(d.name)}"><title>${esc(dimensionLabel(d.name))}: ${esc(label)}</title>
<text x="0" y="${y + 14}">${esc(dimensionLabel(d.name))}</text>
<rect class="${measured ? 'track' : 'none'}" x="${labelW}" y="${y}" width="${track.toFixed(1)}" height="18" rx="3"/>
${measured ? `<rect class="fill" x="${labelW}" y="${y}" width="${fill.toFixed(1)}" height="18" rx="3"/>` : ''}
<text x="${(labelW + track + 8).toFixed(1)}" y="${y + 14}"${measured ? '' : ' class="muted"'}>${esc(value)}</text></g>`;
    })
    .join('\n');
  return `<svg role="img" aria-labelledby="dimchart-title" viewBox="0 0 ${labelW + barW + 190} ${height}" width="100%">
<title id="dimchart-title">Dimension scores against their weights: bar length is the weight, the filled part is weight times score</title>
${rows}
<text x="${labelW}" y="${height - 4}" class="muted">bar length = weight (largest ${fmtFraction(maxWeight, 2)}); filled part = weight × score; dashed = not measured at this depth</text>
</svg>`;
}

/** Vertical bars of the badge distribution, each with its count and share. */
export function badgeChart(badges: Record<string, number>): string {
  const total = BADGE_ORDER.reduce((s, b) => s + (badges[b] ?? 0), 0);
  const max = Math.max(1, ...BADGE_ORDER.map((b) => badges[b] ?? 0));
  const colW = 110;
  const chartH = 140;
  const base = chartH + 20;
  const bars = BADGE_ORDER.map((b, i) => {
    const n = badges[b] ?? 0;
    const hgt = (n / max) * chartH;
    const x = i * colW + 20;
    const share = total ? ` (${Math.round((100 * n) / total)}%)` : '';
    return `<g data-badge="${esc(b)}"><title>${esc(badgeLabel(b))}: ${n}${share}</title>
<rect x="${x}" y="${(base - hgt).toFixed(1)}" width="70" height="${hgt.toFixed(1)}" rx="3" style="fill:${BADGE_COLOUR[b]}"/>
<text x="${x + 35}" y="${(base - hgt - 6).toFixed(1)}" text-anchor="middle">${n}${share}</text>
<text x="${x + 35}" y="${base + 18}" text-anchor="middle">${esc(badgeLabel(b))}</text></g>`;
  }).join('\n');
  const width = BADGE_ORDER.length * colW + 20;
  return `<svg role="img" aria-labelledby="badgechart-title" viewBox="0 0 ${width} ${chartH + 48}" width="100%" style="max-width:640px">
<title id="badgechart-title">Badge distribution: ${BADGE_ORDER.map((b) => `${badgeLabel(b)} ${badges[b] ?? 0}`).join(', ')}</title>
<line class="axis" x1="10" y1="${base}" x2="${width - 10}" y2="${base}"/>
${bars}
</svg>`;
}

/** Paired bars per dimension: A above B, out of 100; unmeasured sides are dashed outlines. */
export function compareChart(cmp: Comparison, words: DiffWords = COMPARE_WORDS): string {
  const dims = cmp.rows.filter((r) => r.name !== 'overall');
  const labelW = 190;
  const barW = 600;
  const rowH = 34;
  const height = dims.length * rowH + 8;
  const bar = (v: number | null, y: number, cls: string) =>
    v === null
      ? `<rect class="none" x="${labelW}" y="${y}" width="${barW}" height="12" rx="2"/>`
      : `<rect class="track" x="${labelW}" y="${y}" width="${barW}" height="12" rx="2"/><rect class="${cls}" x="${labelW}" y="${y}" width="${((Math.max(0, Math.min(100, v)) / 100) * barW).toFixed(1)}" height="12" rx="2"/>`;
  const rows = dims
    .map((r, i) => {
      const y = i * rowH + 4;
      const name = dimensionLabel(r.name);
      return `<g data-dimension="${esc(r.name)}"><title>${esc(name)}: ${esc(words.a)} ${fmtScore(r.a)}, ${esc(words.b)} ${fmtScore(r.b)}</title>
<text x="0" y="${y + 18}">${esc(name)}</text>
${bar(r.a, y, 'fill')}${bar(r.b, y + 14, 'fill2')}
<text x="${labelW + barW + 8}" y="${y + 11}">${fmtScore(r.a)}</text><text x="${labelW + barW + 8}" y="${y + 25}">${fmtScore(r.b)}</text></g>`;
    })
    .join('\n');
  return `<div class="legend" aria-hidden="true"><span><span class="swatch" style="background:var(--bar)"></span>${esc(words.a)}</span><span><span class="swatch" style="background:var(--bar2)"></span>${esc(words.b)}</span></div>
<svg role="img" aria-labelledby="cmpchart-title" viewBox="0 0 ${labelW + barW + 60} ${height}" width="100%" style="max-width:${labelW + barW + 60}px">
<title id="cmpchart-title">Each dimension out of 100: ${esc(words.a)} (upper bar) and ${esc(words.b)} (lower bar)</title>
${rows}
</svg>`;
}
