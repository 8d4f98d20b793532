// Where a result lost points, in markdown: what a fix would bring and how.
import type { Advice, EvalResult } from '../../contract/types.js';
import { code, where } from './blocks.js';
import { dimensionLabel } from '../shared/dimensions.js';
import { fmtScore, fmtUnit } from '../shared/numbers.js';
import { ruleInfo } from '../../rules/index.js';
import { mdText } from '../../text/escape.js';

/** Heading of the advice section. */
export const ADVICE_HEADING = 'Where the points went';

function adviceTitle(a: Advice): string {
  if (a.kind === 'dimension') return `${dimensionLabel(a.name)} ${fmtUnit(a.score)}`;
  if (a.kind === 'anti_pattern') return `${ruleInfo(a.name)?.title ?? a.name} ${code(a.name)} (penalty)`;
  if (a.kind === 'quality') return `${ruleInfo(a.name)?.title ?? a.name} ${code(a.name)}`;
  return `Member ${code(a.name)} ${fmtUnit(a.score)}`;
}

/**
 * Every place the composite lost points, largest gain first: the measured fact (quoted, with its
 * line), the points a fix would bring and the rule's fix; under the calibrated method each item also
 * states the points applying its own fix wins (measured).
 */
export function renderAdvice(result: EvalResult, withFile = false): string {
  const advice = result.advice ?? [];
  if (advice.length === 0)
    return '_Nothing to gain: every measured dimension is at its maximum and no anti-pattern counts._';
  return advice
    .map((a) => {
      const items = a.items.map((i) => {
        const quoted = i.quote ? `: \u201c${mdText(i.quote)}\u201d` : '';
        const place = where(i.line, i.file, withFile, result.plugin_path);
        const points = i.points !== undefined ? ` (**+${fmtScore(i.points)}** points)` : '';
        return `  - ${mdText(i.fact)}${quoted}${place}.${i.fix ? ` **Fix:** ${mdText(i.fix)}` : ''}${points}`;
      });
      return [`- **${adviceTitle(a)}** — a fix brings up to **+${fmtScore(a.gain)}** points`, ...items].join('\n');
    })
    .join('\n');
}
