// Anti-patterns in markdown: one bullet per flag, its places, its description and the rule's fix.
import type { AntiPattern } from '../../contract/types.js';
import { code } from './blocks.js';
import { SUPPRESSED_MARK, baselineMark, fmtPlaces, groupAntiPatterns } from '../shared/antiPatterns.js';
import { fixFor, ruleInfo } from '../../rules/index.js';
import { mdText, oneLineText } from '../../text/escape.js';

/**
 * One bullet per anti-pattern flag (repeats grouped, with their places), its description and the rule's one-line
 * fix.
 */
export function renderAntiPatterns(antiPatterns: readonly AntiPattern[], withFile = false, base = ''): string {
  if (antiPatterns.length === 0) return '_None._';
  return groupAntiPatterns(antiPatterns, withFile, base)
    .map((g) => {
      const title = ruleInfo(g.flag)?.title ?? g.flag;
      const fix = fixFor(g.flag);
      const places = fmtPlaces(g.places);
      return `- **${mdText(title)}** ${code(g.flag)}${g.count > 1 ? ` ×${g.count}` : ''}${places ? ` (${mdText(places)})` : ''}${g.suppressed ? ` ${SUPPRESSED_MARK}` : ''}${g.baseline ? ` ${baselineMark(g.baseline)}` : ''} — ${mdText(g.description)}${fix ? `  \n  **Fix:** ${oneLineText(fix)}` : ''}`;
    })
    .join('\n');
}
