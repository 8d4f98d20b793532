// HTML reports: standalone pages (inline CSS, inline SVG, a little inline script, nothing fetched
// from the network), light and dark themes, built from the same pieces as the markdown reports.
// Badges are drawn with CSS, not emoji, so the pages look the same on machines without an emoji font.
import { authorTriggeringLine, evalsOf, heldBackLine, renderEvalsHtml } from './evals.js';
import { fixFor, ruleInfo } from '../rules/catalog.js';
import type { SweepRow, SweepSummary } from '../sweep/types.js';
import type { AntiPattern, Badge, EvalResult, Finding } from '../contract/types.js';
import { COMPARE_WORDS, movedDimensions, type Comparison, type DiffWords } from './comparison.js';
import {
  BADGE_COLOUR,
  BADGE_ORDER,
  FINDING_CATEGORY_ORDER,
  antiPatternsOf,
  badgeLabel,
  dimensionLabel,
  eloView,
  findingCategoryLabel,
  fmtDelta,
  fmtDuration,
  fmtFraction,
  fmtInt,
  fmtInterval,
  fmtPlaces,
  fmtScore,
  fmtUnit,
  fmtUsd,
  fmtCost,
  costOfResult,
  isPartialDimension,
  measurementNote,
  groupAntiPatterns,
  htmlEscape as esc,
  isMeasured,
  judgeSpreadView,
  layerLabel,
  methodView,
  sortFindings,
  summariseFlags,
  unmeasuredNames,
  weakestFirst,
  SUPPRESSED_MARK,
  plural,
  sweepTitle,
  baselineMark,
} from './format.js';

/** The colours of one theme. Text colours (fg, muted, link, warn, bad, good) pass WCAG AA on bg and card. */
export interface Theme {
  bg: string;
  fg: string;
  muted: string;
  card: string;
  border: string;
  /** Chart fill and focus ring. */
  bar: string;
  /** A second chart series (B in a comparison). */
  bar2: string;
  track: string;
  link: string;
  warn: string;
  bad: string;
  good: string;
}

export const THEMES: { light: Theme; dark: Theme } = {
  light: {
    bg: '#ffffff',
    fg: '#1f2328',
    muted: '#59636e',
    card: '#f6f8fa',
    border: '#d1d9e0',
    bar: '#0969da',
    bar2: '#8250df',
    track: '#dde4ea',
    link: '#0969da',
    warn: '#9a6700',
    bad: '#b42318',
    good: '#1a7f37',
  },
  dark: {
    bg: '#0d1117',
    fg: '#e6edf3',
    muted: '#9198a1',
    card: '#151b23',
    border: '#3d444d',
    bar: '#4493f8',
    bar2: '#ab7df8',
    track: '#2a313c',
    link: '#4493f8',
    warn: '#d29922',
    bad: '#f47067',
    good: '#3fb950',
  },
};

/** Text drawn on a badge's colour. */
export const BADGE_TEXT_COLOUR = '#ffffff';

function themeVars(t: Theme): string {
  return Object.entries(t)
    .map(([k, v]) => `--${k}:${v}`)
    .join(';');
}

const STYLE = `
:root{color-scheme:light dark;${themeVars(THEMES.light)}}
@media (prefers-color-scheme:dark){:root{${themeVars(THEMES.dark)}}}
*{box-sizing:border-box}
body{margin:0;background:var(--bg);color:var(--fg);font:15px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{max-width:1200px;margin:0 auto;padding:24px}
a{color:var(--link)}
a:focus-visible,button:focus-visible,input:focus-visible,select:focus-visible{outline:2px solid var(--bar);outline-offset:2px}
h1{font-size:1.6rem;margin:.2em 0}
h2{font-size:1.25rem;margin:1.6em 0 .6em;border-bottom:1px solid var(--border);padding-bottom:.3em}
h3{font-size:1.05rem;margin:1.2em 0 .4em}
.muted{color:var(--muted)}
.eyebrow{margin:0;color:var(--muted)}
.hero{display:flex;flex-wrap:wrap;gap:24px;align-items:center;background:var(--card);border:1px solid var(--border);border-radius:10px;padding:18px 22px}
.score{font-size:3rem;font-weight:700;line-height:1}
.score small{font-size:1rem;font-weight:400;color:var(--muted)}
.badge{display:inline-block;padding:.15em .75em;border-radius:999px;color:${BADGE_TEXT_COLOUR};font-weight:600;white-space:nowrap}
.dot{display:inline-block;width:.75em;height:.75em;border-radius:50%;margin-right:.35em;vertical-align:-.05em}
.stats{display:grid;grid-template-columns:repeat(auto-fit,minmax(125px,1fr));gap:12px}
.stat{background:var(--card);border:1px solid var(--border);border-radius:8px;padding:10px 14px}
.stat b{display:block;font-size:1.4rem}
.sides{grid-template-columns:repeat(auto-fit,minmax(280px,1fr))}
table{border-collapse:collapse;width:100%;margin:.4em 0 1em}
caption{text-align:left;color:var(--muted);padding:.3em 0}
th,td{border-bottom:1px solid var(--border);padding:6px 8px;text-align:left;vertical-align:top}
thead th{background:var(--card)}
tbody th{font-weight:600}
td.num,th.num{text-align:right;font-variant-numeric:tabular-nums}
th.num button{text-align:right}
td.small{font-size:.9em}
code{font-family:ui-monospace,SFMono-Regular,Menlo,monospace;font-size:.9em;overflow-wrap:anywhere}
.flag{border-left:4px solid var(--warn);background:var(--card);padding:8px 12px;margin:8px 0;border-radius:4px}
.flag.level-high{border-left-color:var(--bad)}
.flag.level-low,.flag.level-info{border-left-color:var(--bar)}
.fix{margin-top:4px}
.level{font-weight:600;color:var(--muted)}.level.level-high{color:var(--bad)}.level.level-medium{color:var(--warn)}
.gate-pass{color:var(--good)}.gate-fail{color:var(--bad)}
.up{color:var(--good)}.down{color:var(--bad)}
svg text{fill:var(--fg);font:12px system-ui,sans-serif}
svg .muted{fill:var(--muted)}
svg .track{fill:var(--track)}svg .fill{fill:var(--bar)}svg .fill2{fill:var(--bar2)}
svg .none{fill:none;stroke:var(--muted);stroke-dasharray:3 3}
svg .axis{stroke:var(--border)}
.legend{display:flex;gap:16px;flex-wrap:wrap;margin:.2em 0 .6em}
.swatch{display:inline-block;width:.9em;height:.9em;border-radius:2px;margin-right:.35em;vertical-align:-.1em}
.controls{display:flex;flex-wrap:wrap;gap:12px;align-items:center;margin:8px 0}
.controls label{display:flex;gap:6px;align-items:center}
input,select{font:inherit;padding:4px 6px;background:var(--bg);color:var(--fg);border:1px solid var(--border);border-radius:6px}
th button{font:inherit;font-weight:600;color:inherit;background:none;border:0;padding:0;cursor:pointer;text-align:left;white-space:nowrap}
.nowrap{white-space:nowrap}
#targets tbody th{min-width:15em}
td code,th code{overflow-wrap:break-word}
th button::after{content:" ↕";color:var(--muted)}
th[aria-sort=ascending] button::after{content:" ▲";color:inherit}
th[aria-sort=descending] button::after{content:" ▼";color:inherit}
.sr-only{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.warn{color:var(--warn)}
`;

/**
 * An inline icon (a dot in the given colour) so the browser does not ask the server for
 * /favicon.ico: the page stays self-contained.
 */
function favicon(colour: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><circle cx="8" cy="8" r="7" fill="${colour}"/></svg>`;
  return `<link rel="icon" href="data:image/svg+xml,${encodeURIComponent(svg)}">`;
}

function page(title: string, body: string, script = '', iconColour = THEMES.light.bar): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<title>${esc(title)}</title>
${favicon(iconColour)}
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
<footer><p class="muted">Generated by plugin-eval.</p></footer>
</main>${script ? `\n<script>${script}</script>` : ''}
</body>
</html>
`;
}

/** Escaped text with its `backtick spans` (as rule messages and fixes write them) shown as code. */
function prose(text: string): string {
  return esc(text).replace(/`([^`\n]+)`/g, '<code>$1</code>');
}

/** The badge as a coloured pill (white text on the badge colour). */
function badgePill(badge: Badge): string {
  return `<span class="badge" data-badge="${esc(badge)}" style="background:${BADGE_COLOUR[badge]}">${esc(badgeLabel(badge))}</span>`;
}

/** The badge as a coloured dot and its name in the text colour (for tables). */
function badgeDot(badge: Badge): string {
  return `<span class="dot" aria-hidden="true" style="background:${BADGE_COLOUR[badge]}"></span>${esc(badgeLabel(badge))}`;
}

// ---------------------------------------------------------------------------------------------
// One target

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

/** Baseline: 2 new problems (in a, b), 5 baselined — of a sweep's index page. */
function baselineHtml(b: NonNullable<SweepSummary['baseline']>): string {
  const shown = b.targets_with_new
    .slice(0, 10)
    .map((p) => `<code>${esc(p)}</code>`)
    .join(', ');
  const more = b.targets_with_new.length > 10 ? ` and ${b.targets_with_new.length - 10} more` : '';
  return `Baseline: <span class="baseline-new">${esc(plural(b.new, 'new problem'))}</span>${b.new ? ` (in ${shown}${more})` : ''}, ${esc(fmtInt(b.baselined))} baselined`;
}

function flagBlocks(items: ReadonlyArray<AntiPattern>, withFile: boolean, base: string): string {
  if (items.length === 0) return '<p>None.</p>';
  return groupAntiPatterns(items, withFile, base)
    .map((g) => {
      const title = ruleInfo(g.flag)?.title ?? g.flag;
      const fix = fixFor(g.flag);
      const places = fmtPlaces(g.places);
      return `<div class="flag" data-flag="${esc(g.flag)}"><strong>${esc(title)}</strong> <code>${esc(g.flag)}</code>${g.count > 1 ? ` ×${g.count}` : ''}${places ? ` <span class="muted">(${esc(places)})</span>` : ''}${g.suppressed ? ` <span class="muted">${esc(SUPPRESSED_MARK)}</span>` : ''}${g.baseline ? ` <span class="baseline-${g.baseline}">${esc(baselineMark(g.baseline))}</span>` : ''}
<div>${prose(g.description)}</div>${fix ? `<div class="fix"><strong>Fix:</strong> ${prose(fix)}</div>` : ''}</div>`;
    })
    .join('\n');
}

/** Where the points went: each dimension below its maximum (or penalty, or member), the fact, the gain and the fix. */
function adviceBlocks(result: EvalResult): string {
  const advice = result.advice ?? [];
  if (advice.length === 0)
    return '<p>Nothing to gain: every measured dimension is at its maximum and no anti-pattern counts.</p>';
  return advice
    .map((a) => {
      const title =
        a.kind === 'dimension'
          ? `${dimensionLabel(a.name)} ${fmtUnit(a.score)}`
          : a.kind === 'anti_pattern'
            ? `${ruleInfo(a.name)?.title ?? a.name} (penalty)`
            : `Member ${a.name} ${fmtUnit(a.score)}`;
      const items = a.items
        .map(
          (i) =>
            `<li>${esc(i.fact)}${i.quote ? `: <q>${esc(i.quote)}</q>` : ''}${i.line !== undefined ? ` <span class="muted">(line ${i.line})</span>` : ''}${i.fix ? `<div class="fix"><strong>Fix:</strong> ${prose(i.fix)}</div>` : ''}</li>`,
        )
        .join('');
      return `<div class="flag" data-advice="${esc(a.name)}"><strong>${esc(title)}</strong> — a fix brings up to <strong>+${fmtScore(a.gain)}</strong> points<ul>${items}</ul></div>`;
    })
    .join('\n');
}

/** Findings under a heading per category (security first), each with its place, level and fix. */
function findingBlocks(items: ReadonlyArray<Finding>, withFile: boolean, base: string): string {
  if (items.length === 0) return '<p>None.</p>';
  const prefix = base && base !== '.' ? `${base}/` : '';
  const shown = (file: string) => (prefix && file.startsWith(prefix) ? file.slice(prefix.length) : file);
  const block = (f: Finding) => {
    const title = ruleInfo(f.rule)?.title ?? f.rule;
    const fix = fixFor(f.rule);
    const where = [
      withFile && f.file ? `<code>${esc(shown(f.file))}</code>` : '',
      f.line !== undefined ? `line ${f.line}` : '',
    ]
      .filter(Boolean)
      .join(', ');
    return `<div class="flag finding level-${esc(f.level)}" data-rule="${esc(f.rule)}"><strong>${esc(title)}</strong> <code>${esc(f.rule)}</code> <span class="level level-${esc(f.level)}">${esc(f.level)}</span>${where ? ` <span class="muted">${where}</span>` : ''}${f.suppressed ? ` <span class="muted">${esc(SUPPRESSED_MARK)}</span>` : ''}${f.baseline ? ` <span class="baseline-${f.baseline}">${esc(baselineMark(f.baseline))}</span>` : ''}
<div>${prose(f.message)}</div>${fix ? `<div class="fix"><strong>Fix:</strong> ${prose(fix)}</div>` : ''}</div>`;
  };
  const sorted = sortFindings(items);
  const categories = [
    ...FINDING_CATEGORY_ORDER,
    ...new Set(sorted.map((f) => f.category).filter((c) => !FINDING_CATEGORY_ORDER.includes(c))),
  ];
  return categories
    .map((category) => {
      const of = sorted.filter((f) => f.category === category);
      if (of.length === 0) return '';
      return `<section aria-labelledby="find-${esc(category)}-h" data-category="${esc(category)}"><h3 id="find-${esc(category)}-h">${esc(findingCategoryLabel(category))} (${of.length})</h3>
${of.map(block).join('\n')}</section>`;
    })
    .filter(Boolean)
    .join('\n');
}

function dimensionTable(result: EvalResult): string {
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

function layerTable(result: EvalResult): string {
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

/**
 * How the LLM layers measured: methods per layer beside the reference's numbers, the
 * judges' spread, the Elo rating. '' when the result has none of it (a quick run).
 */
function measurementSection(result: EvalResult): string {
  const items: string[] = [];
  const methods = methodView(result);
  if (methods) {
    if (methods.run) items.push(`<li><strong>Method:</strong> ${esc(methods.run)}</li>`);
    for (const l of methods.layers) items.push(`<li>${esc(l.layer)}: ${esc(l.methods)}</li>`);
    if (methods.reference.length)
      items.push(`<li>The reference would have reported: ${esc(methods.reference.join('; '))}</li>`);
  }
  const heldBack = heldBackLine(result);
  if (heldBack) items.push(`<li data-testid="held-back"><strong>Held-back requests:</strong> ${esc(heldBack)}</li>`);
  const spread = judgeSpreadView(result);
  if (spread) {
    const parts = [spread.std ? `std dev (out of 100) ${spread.std}` : '', spread.agreement ?? ''].filter(Boolean);
    items.push(
      `<li data-testid="judges"><strong>Judges:</strong> ${spread.judges} samples${parts.length ? ` · ${esc(parts.join(' · '))}` : ''}</li>`,
    );
  }
  const elo = eloView(result);
  if (elo) {
    const text =
      elo.rating === null
        ? `not measured (${elo.unmeasured ?? 'unknown'})`
        : `${elo.rating}${elo.percentile ? ` · ${elo.percentile}` : ''} · ${elo.comparisons}${elo.positionBias ? ` · position bias: ${elo.positionBias}` : ''}${elo.badgeRule ? ` · ${elo.badgeRule}` : ''}`;
    items.push(`<li data-testid="elo"><strong>Elo:</strong> ${esc(text)}</li>`);
  }
  if (items.length === 0) return '';
  return `<section aria-labelledby="method-h" id="measurement"><h2 id="method-h">How it was measured</h2>
<ul>${items.join('\n')}</ul>
</section>
`;
}

function usageTable(result: EvalResult): string {
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

export interface TargetHtmlOptions {
  /** Relative link back to the sweep's index page, when the page is part of one. */
  indexHref?: string;
}

/** The standalone page of one target. */
function evalsSection(result: EvalResult): string {
  const report = evalsOf(result);
  const triggering = authorTriggeringLine(result);
  const line = triggering ? `<p data-testid="author-triggering">${esc(triggering)}</p>\n` : '';
  return report ? `${renderEvalsHtml(report)}\n${line}` : line;
}

export function renderHtml(result: EvalResult, options: TargetHtmlOptions = {}): string {
  const c = result.composite;
  const aps = antiPatternsOf(result);
  const findings = result.findings ?? [];
  const ci = fmtInterval(c.ci_lower, c.ci_upper);
  const withFile = result.kind === 'plugin';
  const back = options.indexHref ? `<nav><a href="${esc(options.indexHref)}">← All targets</a></nav>\n` : '';
  const body = `${back}<header>
<p class="eyebrow">PluginEval · ${esc(result.kind)}</p>
<h1>${esc(result.name)}</h1>
<p><code>${esc(result.plugin_path)}</code></p>
</header>
<section class="hero" aria-label="Overall score">
<div class="score" data-testid="score">${fmtScore(c.score)}<small> / 100</small></div>
<div>${badgePill(c.badge)}</div>
<div><div>Confidence: <strong data-testid="confidence">${esc(c.confidence_label)}</strong>${ci ? ` · <span title="${esc(c.ci_method ?? '')}">bound ${esc(ci)}</span>` : ''}</div>
<div data-testid="cost">Cost: ${esc(fmtCost(costOfResult(result)))}</div>${measurementNote(result) ? `\n<div class="warn" data-testid="measurement">⚠️ ${esc(measurementNote(result)!)}</div>` : ''}
<div class="muted">Depth ${esc(String(result.config.depth))} · penalty ×${fmtFraction(c.anti_pattern_penalty, 2)} (${aps.length} anti-pattern${aps.length === 1 ? '' : 's'}) · ${findings.length} finding${findings.length === 1 ? '' : 's'} · ${esc(fmtDuration(result.total_duration_ms))} · ${esc(result.timestamp)}</div></div>
</section>
${result.warnings.length ? `<section aria-labelledby="warn-h"><h2 id="warn-h">Warnings</h2><ul>${result.warnings.map((w) => `<li class="warn">${esc(w)}</li>`).join('')}</ul></section>` : ''}
<section aria-labelledby="dims-h"><h2 id="dims-h">Dimensions</h2>
${dimensionChart(result)}
${dimensionTable(result)}
</section>
<section aria-labelledby="layers-h"><h2 id="layers-h">Layer breakdown</h2>
${layerTable(result)}
</section>
${measurementSection(result)}${evalsSection(result)}<section aria-labelledby="advice-h" id="advice"><h2 id="advice-h">Where the points went (${(result.advice ?? []).length})</h2>
${adviceBlocks(result)}
</section>
<section aria-labelledby="ap-h" id="anti-patterns"><h2 id="ap-h">Anti-patterns (${aps.length})</h2>
<p class="muted">Each one lowers the score (penalty ×${fmtFraction(c.anti_pattern_penalty, 2)}).</p>
${flagBlocks(aps, withFile, result.plugin_path)}
</section>
<section aria-labelledby="find-h" id="findings"><h2 id="find-h">Findings (${findings.length})</h2>
<p class="muted">Security, specification and portability findings are not counted in the score.</p>
${findingBlocks(findings, withFile, result.plugin_path)}
</section>
<section aria-labelledby="usage-h"><h2 id="usage-h">Model usage</h2>
${usageTable(result)}
</section>`;
  return page(`PluginEval: ${result.name} — ${fmtScore(c.score)}`, body, '', BADGE_COLOUR[c.badge]);
}

// ---------------------------------------------------------------------------------------------
// A sweep

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

/**
 * Sorting and filtering of the sweep table. Sort buttons sit in the column headings (so Enter and
 * Space work); the heading carries aria-sort; a live region says what happened.
 */
const SORT_SCRIPT = `
(function(){
var table=document.getElementById('targets');if(!table)return;
var tbody=table.tBodies[0];var rows=Array.prototype.slice.call(tbody.rows);
var q=document.getElementById('filter-text'),kind=document.getElementById('filter-kind'),badge=document.getElementById('filter-badge'),count=document.getElementById('shown-count'),empty=document.getElementById('no-match'),status=document.getElementById('sort-status');
function apply(){var t=(q.value||'').trim().toLowerCase(),k=kind.value,b=badge.value,n=0;
rows.forEach(function(r){var ok=(!t||r.textContent.toLowerCase().indexOf(t)>=0)&&(!k||r.getAttribute('data-kind')===k)&&(!b||r.getAttribute('data-badge')===b);r.hidden=!ok;if(ok)n++;});
count.textContent=String(n);empty.hidden=n!==0;}
[q,kind,badge].forEach(function(el){el.addEventListener('input',apply);el.addEventListener('change',apply);});
var ths=table.tHead.rows[0].cells;
function key(r,i){var c=r.cells[i];var v=c.getAttribute('data-value');return v===null?c.textContent.trim():v;}
Array.prototype.forEach.call(ths,function(th,i){var btn=th.querySelector('button');if(!btn)return;
btn.addEventListener('click',function(){var dir=th.getAttribute('aria-sort')==='ascending'?'descending':'ascending';
Array.prototype.forEach.call(ths,function(o){o.removeAttribute('aria-sort');});th.setAttribute('aria-sort',dir);
var numeric=th.getAttribute('data-type')==='number';
rows.sort(function(a,b){var x=key(a,i),y=key(b,i);var c=numeric?(parseFloat(x)-parseFloat(y)):x.localeCompare(y,'en',{numeric:true,sensitivity:'base'});
if(dir==='descending')c=-c;return c||(parseInt(a.getAttribute('data-rank'),10)-parseInt(b.getAttribute('data-rank'),10));});
rows.forEach(function(r){tbody.appendChild(r);});
status.textContent='Sorted by '+btn.textContent+', '+dir+'.';});});
apply();})();`;

export interface SweepHtmlOptions {
  /** Relative link of a target's own page, when there is one. */
  targetPage?: (row: SweepRow) => string | null;
}

/** index.html of a sweep: counts, badge chart, a sortable, filterable table of every target, errors. */
export function renderSweepHtml(s: SweepSummary, options: SweepHtmlOptions = {}): string {
  const c = s.counts;
  // Paths are shown relative to the swept folder (named in the heading), with break points after slashes.
  const prefix = s.root && s.root !== '.' ? `${s.root.replace(/\/+$/, '')}/` : '';
  const shown = (p: string) => (prefix && p.startsWith(prefix) ? p.slice(prefix.length) : p);
  const breakable = (p: string) => esc(p).replace(/\//g, '/<wbr>');
  const link = (row: SweepRow) => {
    const href = options.targetPage?.(row);
    const text = `<code title="${esc(row.path)}">${breakable(shown(row.path))}</code>`;
    return href ? `<a href="${esc(href)}">${text}</a>` : text;
  };
  const stat = (label: string, value: string) =>
    `<div class="stat"><span class="muted">${esc(label)}</span><b>${esc(value)}</b></div>`;
  const gateClass = s.threshold === null ? '' : s.passed ? 'gate-pass' : 'gate-fail';
  const rows = s.ranked
    .map(
      (r) =>
        `<tr data-kind="${esc(r.kind)}" data-badge="${esc(r.badge)}" data-rank="${r.rank}"><td class="num" data-value="${r.rank}">${r.rank}</td><th scope="row">${link(r)}</th><td>${esc(r.name)}</td><td>${esc(r.kind)}</td><td class="num" data-value="${r.score}">${fmtScore(r.score)}</td><td class="nowrap" data-value="${BADGE_ORDER.indexOf(r.badge)}">${badgeDot(r.badge)}</td><td>${esc(r.confidence)}</td><td class="small" data-value="${r.anti_patterns.length}">${r.anti_patterns.length ? esc(summariseFlags(r.anti_patterns)) : '—'}</td><td class="small">${esc(r.weakest.map((d) => `${dimensionLabel(d.name)} ${fmtUnit(d.score, 0)}`).join(', '))}</td></tr>`,
    )
    .join('\n');
  const th = (label: string, type: 'number' | 'text', cls = '', sort = '') =>
    `<th scope="col" data-type="${type}"${cls ? ` class="${cls}"` : ''}${sort ? ` aria-sort="${sort}"` : ''}><button type="button">${esc(label)}</button></th>`;
  const errors = s.errors.length
    ? `<table id="errors"><caption>Targets that could not be scored</caption><thead><tr><th scope="col">Target</th><th scope="col">File</th><th scope="col">Field</th><th scope="col">Error</th></tr></thead><tbody>${s.errors
        .map(
          (e) =>
            `<tr><th scope="row"><code>${esc(e.plugin_path)}</code></th><td><code>${esc(e.file)}</code></td><td>${e.field ? `<code>${esc(e.field)}</code>` : '—'}</td><td>${esc(e.error)}</td></tr>`,
        )
        .join('\n')}</tbody></table>`
    : '<p>Every target was scored.</p>';
  const body = `<header><p class="eyebrow">PluginEval · sweep</p><h1>Report for <code>${esc(sweepTitle(s))}</code></h1>
<p class="muted">Depth ${esc(s.depth)}${s.shard ? ` · shard ${s.shard.index}/${s.shard.count}` : ''} · generated ${esc(s.generated_at)}</p>${s.cost ? `\n<p data-testid="cost">Cost: ${esc(fmtCost(s.cost))}</p>` : ''}${s.baseline ? `\n<p data-testid="baseline">${baselineHtml(s.baseline)}</p>` : ''}</header>
<section class="stats" aria-label="Totals">
${stat('Targets', fmtInt(c.targets))}${stat('Plugins', fmtInt(c.plugins))}${stat('Skills', fmtInt(c.skills))}${stat('Errors', fmtInt(c.errors))}${stat('Mean score', fmtScore(s.mean_score))}${stat('Median', fmtScore(s.median_score))}${stat('With anti-patterns', fmtInt(c.with_anti_patterns))}${stat(`Below ${s.attention_score}`, fmtInt(c.below_attention))}
</section>
<p class="${gateClass}"><strong>${esc(s.gate)}</strong></p>
<section aria-labelledby="badges-h"><h2 id="badges-h">Badge distribution</h2>
${badgeChart(s.badges)}
</section>
<section aria-labelledby="all-h"><h2 id="all-h">All targets</h2>
<div class="controls" role="search">
<label>Filter <input id="filter-text" type="search" placeholder="path, name, flag…"></label>
<label>Kind <select id="filter-kind"><option value="">all</option><option value="skill">skill</option><option value="plugin">plugin</option></select></label>
<label>Badge <select id="filter-badge"><option value="">all</option>${BADGE_ORDER.map((b) => `<option value="${b}">${esc(badgeLabel(b))}</option>`).join('')}</select></label>
<span class="muted" aria-live="polite"><span id="shown-count">${s.ranked.length}</span> of ${s.ranked.length} shown</span>
</div>
<p id="sort-status" class="sr-only" aria-live="polite"></p>
<table id="targets"><caption>Every scored target, best first${prefix ? `, paths under <code>${esc(s.root)}</code>` : ''}; the column headings are buttons that sort the table</caption>
<thead><tr>${th('#', 'number', 'num', 'ascending')}${th('Target', 'text')}${th('Name', 'text')}${th('Kind', 'text')}${th('Score', 'number', 'num')}${th('Badge', 'number')}${th('Confidence', 'text')}${th('Anti-patterns', 'number')}<th scope="col">Weakest dimensions</th></tr></thead>
<tbody>
${rows}
</tbody></table>
<p id="no-match" hidden>No target matches the filter.</p>
</section>
<section aria-labelledby="err-h"><h2 id="err-h">Errors (${s.errors.length})</h2>
${errors}
</section>`;
  return page(`PluginEval report: ${sweepTitle(s)}`, body, SORT_SCRIPT);
}

// ---------------------------------------------------------------------------------------------
// Two targets (or two versions of one)

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

/** The compare view: both targets side by side per dimension, the winner, what changed. */
export function renderCompareHtml(cmp: Comparison, words: DiffWords = COMPARE_WORDS): string {
  const winnerName = (w: string) => (w === 'A' ? words.a : w === 'B' ? words.b : w);
  const cell = (v: number | null, grade: string | null, win: boolean) =>
    `<td class="num"${win ? ' data-winner="true" style="font-weight:700"' : ''}>${fmtScore(v)}${grade && grade !== '—' ? ` <span class="muted">${esc(grade)}</span>` : ''}${win ? ' <span aria-label="winner">✔</span>' : ''}</td>`;
  const delta = (r: Comparison['rows'][number]) => {
    if (r.a === null || r.b === null) return '<td class="num">—</td>';
    const text = fmtDelta(r.b, r.a);
    const cls = text.startsWith('▲') ? 'up' : text.startsWith('▼') ? 'down' : '';
    return `<td class="num${cls ? ` ${cls}` : ''}">${esc(text)}</td>`;
  };
  const rows = cmp.rows
    .map(
      (r) =>
        `<tr data-row="${esc(r.name)}"><th scope="row">${r.name === 'overall' ? 'Overall' : esc(dimensionLabel(r.name))}</th><td class="num">${r.weight === null ? '' : fmtFraction(r.weight, 2)}</td>${cell(r.a, r.grade_a, r.winner === 'A')}${cell(r.b, r.grade_b, r.winner === 'B')}${delta(r)}<td>${esc(winnerName(r.winner))}</td></tr>`,
    )
    .join('\n');
  const codes = (xs: string[]) =>
    summariseFlags(xs)
      .split(', ')
      .map((x) => `<code>${esc(x)}</code>`)
      .join(', ');
  const findingItems = (label: string, xs: Comparison['changes']['findings_only_a']) =>
    sortFindings(xs).map(
      (f) =>
        `<li>${esc(label)}: <code>${esc(f.rule)}</code> <span class="muted">${esc(f.category)}, ${esc(f.level)}</span> — ${prose(f.message)}</li>`,
    );
  const moved = movedDimensions(cmp);
  const changes = [
    moved.length
      ? `<li>Dimensions that moved: ${moved.map((r) => `${esc(dimensionLabel(r.name))} ${esc(fmtDelta(r.b as number, r.a as number))}`).join(', ')}</li>`
      : '',
    cmp.changes.flags_only_a.length ? `<li>${esc(words.flagsRemoved)}: ${codes(cmp.changes.flags_only_a)}</li>` : '',
    cmp.changes.flags_only_b.length ? `<li>${esc(words.flagsAdded)}: ${codes(cmp.changes.flags_only_b)}</li>` : '',
    ...findingItems(words.findingsRemoved, cmp.changes.findings_only_a),
    ...findingItems(words.findingsAdded, cmp.changes.findings_only_b),
  ].join('');
  const sameFlags =
    !cmp.changes.flags_only_a.length &&
    !cmp.changes.flags_only_b.length &&
    !cmp.changes.findings_only_a.length &&
    !cmp.changes.findings_only_b.length;
  const side = (tag: string, s: Comparison['a']) =>
    `<div class="stat" data-side="${esc(tag)}"><span class="muted">${esc(tag)} · ${esc(s.kind)} · ${esc(s.name)}</span><b>${fmtScore(s.score)} <small class="muted">/ 100</small></b>${badgePill(s.badge)} <span class="muted">${esc(s.confidence)}</span><div><code>${esc(s.path)}</code></div></div>`;
  const verdict =
    cmp.winner === 'tie'
      ? 'Tie overall.'
      : `${esc(winnerName(cmp.winner))} wins overall by ${fmtScore(Math.abs(cmp.b.score - cmp.a.score))} points.`;
  const body = `<header><p class="eyebrow">PluginEval · compare</p><h1>${esc(cmp.a.name)} vs ${esc(cmp.b.name)}</h1></header>
<section class="stats sides" aria-label="The two targets">${side(words.a, cmp.a)}${side(words.b, cmp.b)}</section>
<p data-testid="verdict"><strong>${verdict}</strong> Dimensions won: ${esc(words.a)} ${cmp.tally.a}, ${esc(words.b)} ${cmp.tally.b}, tied ${cmp.tally.tie}.</p>
<section aria-labelledby="cmp-h"><h2 id="cmp-h">Head to head</h2>
${compareChart(cmp, words)}
<table id="compare"><caption>Scores out of 100 per dimension; ✔ marks the winner of each row</caption>
<thead><tr><th scope="col">Dimension</th><th scope="col" class="num">Weight</th><th scope="col" class="num">${esc(words.a)}</th><th scope="col" class="num">${esc(words.b)}</th><th scope="col" class="num">${esc(words.b)} − ${esc(words.a)}</th><th scope="col">Winner</th></tr></thead>
<tbody>${rows}</tbody></table></section>
<section aria-labelledby="chg-h"><h2 id="chg-h">What changed</h2>${changes ? `<ul id="changes">${changes}</ul>` : ''}${sameFlags ? `<p>${esc(words.same)}</p>` : ''}</section>`;
  return page(`PluginEval: ${cmp.a.name} vs ${cmp.b.name}`, body);
}
