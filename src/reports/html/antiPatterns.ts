// Anti-patterns in HTML: one block per flag, its places, its description and the rule's fix.
import type { AntiPattern } from '../../contract/types.js';
import { htmlEscape as esc, prose } from './escape.js';
import { SUPPRESSED_MARK, baselineMark, fmtPlaces, groupAntiPatterns } from '../shared/antiPatterns.js';
import { fixFor, ruleInfo } from '../../rules/index.js';

export function flagBlocks(items: ReadonlyArray<AntiPattern>, withFile: boolean, base: string): string {
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
