// The markdown report of one result: the CLI's default output, and the collapsible details of a target in a PR
// comment or job summary.
import type { EvalResult } from '../../contract/types.js';
import { authorTriggeringLine, evalsOf, heldBackLine, renderEvalsMarkdown } from '../evals.js';
import { ADVICE_HEADING, renderAdvice } from './advice.js';
import { renderAntiPatterns } from './antiPatterns.js';
import { code, h } from './blocks.js';
import { renderFindings } from './findings.js';
import { renderDimensionTable, renderLayerTable, renderModelUsage, renderSubScores } from './resultTables.js';
import { antiPatternsOf, flagsInMembers, penaltyCountNote } from '../shared/antiPatterns.js';
import { badgeEmoji, badgeText } from '../shared/badges.js';
import { costOfResult, fmtCost } from '../shared/cost.js';
import { measurementNote } from '../shared/dimensions.js';
import { eloView } from '../shared/elo.js';
import { judgeSpreadView, methodView } from '../shared/llmMethods.js';
import { fmtDuration, fmtFraction, fmtInterval, fmtScore } from '../shared/numbers.js';
import { mdHtmlText, mdText } from '../../text/escape.js';

export interface MarkdownOptions {
  /** Adds every layer's sub-scores and metadata. */
  verbose?: boolean;
  /** Heading level of the report's title (1 for a standalone document, deeper when embedded). */
  headingLevel?: number;
  /**
   * Pads table cells so columns line up in the raw text too (default true: the CLI prints this
   * report to a terminal). Rendered markdown looks the same either way.
   */
  aligned?: boolean;
}

/**
 * What the LLM layers measured and how: the method of each layer's dimensions (measured
 * beside what the reference would have reported), the judges' spread and the Elo rating, one
 * bullet each. Empty when none of it is in the result (a quick run).
 */
export function renderMeasurementLines(result: EvalResult): string[] {
  const lines: string[] = [];
  const methods = methodView(result);
  if (methods) {
    if (methods.run) lines.push(`- **Method:** ${mdText(methods.run)}`);
    for (const l of methods.layers) lines.push(`- ${l.layer}: ${mdText(l.methods)}`);
    if (methods.reference.length)
      lines.push(`- The reference would have reported: ${mdText(methods.reference.join('; '))}`);
  }
  const heldBack = heldBackLine(result);
  if (heldBack) lines.push(`- **Held-back requests:** ${mdText(heldBack)}`);
  const spread = judgeSpreadView(result);
  if (spread) {
    const parts = [spread.std ? `std dev (out of 100) ${spread.std}` : '', spread.agreement ?? ''].filter(Boolean);
    lines.push(`- **Judges:** ${spread.judges} samples${parts.length ? ` · ${mdText(parts.join(' · '))}` : ''}`);
  }
  const elo = eloView(result);
  if (elo) {
    lines.push(
      elo.rating === null
        ? `- **Elo:** not measured (${mdText(elo.unmeasured ?? 'unknown')})`
        : `- **Elo:** ${elo.rating}${elo.percentile ? ` · ${elo.percentile}` : ''} · ${elo.comparisons}${elo.positionBias ? ` · position bias: ${mdText(elo.positionBias)}` : ''}${elo.badgeRule ? ` · ${mdText(elo.badgeRule)}` : ''}`,
    );
  }
  return lines;
}

/** `**84.3** / 100 · 🥇 Gold · Estimated` */
export function renderHeadline(result: EvalResult): string {
  const c = result.composite;
  const ci = fmtInterval(c.ci_lower, c.ci_upper);
  // A bound, not a joint interval (composite.ci_method).
  return `**${fmtScore(c.score)}** / 100${ci ? ` (bound ${ci})` : ''} · ${badgeText(c.badge)} · ${c.confidence_label}`;
}

/** The full markdown report of one target (CLI `--output markdown`). */
export function renderMarkdown(result: EvalResult, options: MarkdownOptions = {}): string {
  const level = options.headingLevel ?? 1;
  const padded = options.aligned ?? true;
  const c = result.composite;
  const aps = antiPatternsOf(result);
  const out: string[] = [];
  out.push(h(level, `PluginEval: ${mdText(result.name)} (${result.kind})`));
  out.push(
    [
      renderHeadline(result),
      '',
      `- Path: ${code(result.plugin_path)}`,
      `- Depth: ${result.config.depth}; anti-pattern penalty ×${fmtFraction(c.anti_pattern_penalty, 2)} (${penaltyCountNote(result, aps.length, 'flag')})`,
      `- Scored ${result.timestamp} in ${fmtDuration(result.total_duration_ms)}`,
      `- Cost: ${fmtCost(costOfResult(result))}`,
      ...(measurementNote(result) ? [`- ⚠️ ${mdText(measurementNote(result)!)}`] : []),
    ].join('\n'),
  );
  if (result.warnings.length) {
    out.push(h(level + 1, 'Warnings'));
    out.push(result.warnings.map((w) => `- ⚠️ ${mdText(w)}`).join('\n'));
  }
  out.push(h(level + 1, 'Layers'));
  out.push(renderLayerTable(result, padded));
  const measurement = renderMeasurementLines(result);
  if (measurement.length) {
    out.push(h(level + 1, 'How it was measured'));
    out.push(measurement.join('\n'));
  }
  const evals = evalsOf(result);
  const authorTriggering = authorTriggeringLine(result);
  if (evals || authorTriggering) {
    out.push(h(level + 1, "Author's evals"));
    out.push(
      [evals ? renderEvalsMarkdown(evals) : '', authorTriggering ? mdText(authorTriggering) : '']
        .filter(Boolean)
        .join('\n\n'),
    );
  }
  out.push(h(level + 1, 'Dimensions (weakest first)'));
  out.push(renderDimensionTable(result, padded));
  out.push(h(level + 1, `${ADVICE_HEADING} (${(result.advice ?? []).length})`));
  out.push(renderAdvice(result, result.kind === 'plugin'));
  out.push(h(level + 1, `Anti-patterns (${aps.length})`));
  out.push(renderAntiPatterns(aps, result.kind === 'plugin', result.plugin_path));
  out.push(h(level + 1, `Findings (${result.findings.length})`));
  out.push(
    `${renderFindings(result.findings, result.kind === 'plugin', result.plugin_path)}\n\n_Findings are not counted in the score._`,
  );
  out.push(h(level + 1, 'Model usage'));
  out.push(renderModelUsage(result, padded));
  if (options.verbose) {
    out.push(h(level + 1, 'Sub-scores'));
    out.push(renderSubScores(result, padded));
  }
  return out.join('\n\n') + '\n';
}

/** A plugin's flags counted in its members: what they are and the penalty they come to. */
function membersPenaltyLine(result: EvalResult, count: number): string {
  const penalty = fmtFraction(result.composite.anti_pattern_penalty, 2);
  return `_${penaltyCountNote(result, count, 'flag')}: penalty ×${penalty} in all._`;
}

/**
 * Collapsible details of one target for a PR comment or job summary: headline, dimension table
 * with grades, each anti-pattern with what to do about it, findings.
 */
export function renderTargetDetails(result: EvalResult): string {
  const aps = antiPatternsOf(result);
  const measurement = renderMeasurementLines(result);
  const parts = [
    `<details><summary><b>${mdHtmlText(result.name)}</b> — ${fmtScore(result.composite.score)} ${badgeEmoji(result.composite.badge)} <code>${mdHtmlText(result.plugin_path)}</code></summary>`,
    '',
    renderHeadline(result),
    '',
    `Cost: ${fmtCost(costOfResult(result))}`,
    '',
    ...(measurementNote(result) ? [`⚠️ ${mdText(measurementNote(result)!)}`, ''] : []),
    ...(measurement.length ? [measurement.join('\n'), ''] : []),
    renderDimensionTable(result),
    '',
    ...((result.advice ?? []).length
      ? [`**${ADVICE_HEADING}**`, '', renderAdvice(result, result.kind === 'plugin'), '']
      : []),
    `**Anti-patterns (${aps.length})**`,
    '',
    ...(flagsInMembers(result) && aps.length ? [membersPenaltyLine(result, aps.length), ''] : []),
    renderAntiPatterns(aps, result.kind === 'plugin', result.plugin_path),
  ];
  if (result.findings.length)
    parts.push(
      '',
      `**Findings (${result.findings.length})**`,
      '',
      renderFindings(result.findings, result.kind === 'plugin', result.plugin_path),
    );
  if (result.warnings.length) parts.push('', result.warnings.map((w) => `> ⚠️ ${mdText(w)}`).join('\n'));
  parts.push('', '</details>');
  return parts.join('\n');
}
