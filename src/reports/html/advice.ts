// Where a result lost points, in HTML: what a fix would bring and how.
import type { EvalResult } from '../../contract/types.js';
import { htmlEscape as esc, prose } from './escape.js';
import { dimensionLabel } from '../shared/dimensions.js';
import { fmtScore, fmtUnit } from '../shared/numbers.js';
import { ruleInfo } from '../../rules/index.js';

/** Where the points went: each dimension below its maximum (or penalty, or member), the fact, the gain and the fix. */
export function adviceBlocks(result: EvalResult): string {
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
            : a.kind === 'quality'
              ? (ruleInfo(a.name)?.title ?? a.name)
              : `Member ${a.name} ${fmtUnit(a.score)}`;
      const items = a.items
        .map(
          (i) =>
            `<li>${esc(i.fact)}${i.quote ? `: <q>${esc(i.quote)}</q>` : ''}${i.line !== undefined ? ` <span class="muted">(line ${i.line})</span>` : ''}${i.points !== undefined ? ` <strong>+${fmtScore(i.points)}</strong> points` : ''}${i.fix ? `<div class="fix"><strong>Fix:</strong> ${prose(i.fix)}</div>` : ''}</li>`,
        )
        .join('');
      return `<div class="flag" data-advice="${esc(a.name)}"><strong>${esc(title)}</strong> — a fix brings up to <strong>+${fmtScore(a.gain)}</strong> points<ul>${items}</ul></div>`;
    })
    .join('\n');
}
