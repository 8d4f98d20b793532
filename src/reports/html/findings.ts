// Findings in HTML, under a heading per category (security first), each with its place, level and fix.
import type { Finding } from '../../contract/types.js';
import { htmlEscape as esc, prose } from './escape.js';
import { SUPPRESSED_MARK, baselineMark } from '../shared/antiPatterns.js';
import { FINDING_CATEGORY_ORDER, findingCategoryLabel, sortFindings } from '../shared/findings.js';
import { fixFor, ruleInfo } from '../../rules/index.js';

/** Findings under a heading per category (security first), each with its place, level and fix. */
export function findingBlocks(items: ReadonlyArray<Finding>, withFile: boolean, base: string): string {
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
