// Findings in markdown: one bullet each, security and the worst first, with the rule's fix.
import type { Finding } from '../../contract/types.js';
import { code, where } from './blocks.js';
import { SUPPRESSED_MARK, baselineMark } from '../shared/antiPatterns.js';
import { findingCategoryLabel, sortFindings } from '../shared/findings.js';
import { fixFor, ruleInfo } from '../../rules/index.js';
import { mdText, oneLineText } from '../../text/escape.js';

const LEVEL_MARK: Record<Finding['level'], string> = { high: '🔴', medium: '🟠', low: '🟡', info: 'ℹ️' };

/**
 * One bullet per finding, security first and worst first: category and level, title, place,
 * message and the rule's one-line fix. Findings are not counted in the score.
 */
export function renderFindings(findings: readonly Finding[], withFile = false, base = ''): string {
  if (findings.length === 0) return '_None._';
  return sortFindings(findings)
    .map((f) => {
      const fix = fixFor(f.rule);
      const title = ruleInfo(f.rule)?.title ?? f.rule;
      return `- ${LEVEL_MARK[f.level] ?? ''} ${findingCategoryLabel(f.category)}, ${f.level}: **${mdText(title)}** ${code(f.rule)}${where(f.line, f.file, withFile, base)}${f.suppressed ? ` ${SUPPRESSED_MARK}` : ''}${f.baseline ? ` ${baselineMark(f.baseline)}` : ''} — ${mdText(f.message)}${fix ? `  \n  **Fix:** ${oneLineText(fix)}` : ''}`;
    })
    .join('\n');
}
