// The standalone page of one result.
import type { EvalResult } from '../../contract/types.js';
import { authorTriggeringLine, evalsOf, heldBackLine, renderEvalsHtml } from '../evals.js';
import { adviceBlocks } from './advice.js';
import { flagBlocks } from './antiPatterns.js';
import { badgePill } from './badges.js';
import { dimensionChart } from './charts.js';
import { findingBlocks } from './findings.js';
import { page } from './page.js';
import { dimensionTable, layerTable, usageTable } from './resultTables.js';
import { antiPatternsOf, flagsInMembers, penaltyCountNote } from '../shared/antiPatterns.js';
import { BADGE_COLOUR } from '../shared/badges.js';
import { costOfResult, fmtCost } from '../shared/cost.js';
import { measurementNote } from '../shared/dimensions.js';
import { eloView } from '../shared/elo.js';
import { judgeSpreadView, methodView } from '../shared/llmMethods.js';
import { fmtDuration, fmtFraction, fmtInterval, fmtScore } from '../shared/numbers.js';
import { htmlEscape as esc } from './escape.js';

/** A plugin's flags counted in its members (calibrated), before its penalty. */
const MEMBERS_LOWER = "Each one lowers its member's score (the members' penalties together";

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

export interface TargetHtmlOptions {
  /** Relative link back to the sweep's index page, when the page is part of one. */
  indexHref?: string;
}

/** The author's evals and their triggering line ('' without either). */
function evalsSection(result: EvalResult): string {
  const report = evalsOf(result);
  const triggering = authorTriggeringLine(result);
  const line = triggering ? `<p data-testid="author-triggering">${esc(triggering)}</p>\n` : '';
  return report ? `${renderEvalsHtml(report)}\n${line}` : line;
}

/** The standalone page of one target. */
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
<div class="muted">Depth ${esc(String(result.config.depth))} · penalty ×${fmtFraction(c.anti_pattern_penalty, 2)} (${esc(penaltyCountNote(result, aps.length, 'anti-pattern'))}) · ${findings.length} finding${findings.length === 1 ? '' : 's'} · ${esc(fmtDuration(result.total_duration_ms))} · ${esc(result.timestamp)}</div></div>
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
<p class="muted">${esc(flagsInMembers(result) ? MEMBERS_LOWER : 'Each one lowers the score (penalty')} ×${fmtFraction(c.anti_pattern_penalty, 2)}).</p>
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
