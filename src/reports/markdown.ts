// Markdown reports: the CLI's default output, the PR comment's pieces (badge table, per-target
// details), the sweep's summary.md and the compare table. Words about flags come from the rule registry.
// One import for the modules around the reports; each report lives in markdown/.
export { ADVICE_HEADING, renderAdvice } from './markdown/advice.js';
export { renderAntiPatterns } from './markdown/antiPatterns.js';
export { renderBadgeTable, type BadgeTableOptions, type BadgeTableRow } from './markdown/badgeTable.js';
export {
  renderChangeLines,
  renderCompareMarkdown,
  renderMethodLines,
  type CompareMarkdownOptions,
} from './markdown/comparison.js';
export { renderFindings } from './markdown/findings.js';
export { renderMarketplaceMarkdown, type MarketplaceView } from './markdown/marketplace.js';
export {
  renderHeadline,
  renderMarkdown,
  renderMeasurementLines,
  renderTargetDetails,
  type MarkdownOptions,
} from './markdown/result.js';
export { renderDimensionTable, renderLayerTable, renderModelUsage } from './markdown/resultTables.js';
export { renderSweepSummary } from './markdown/sweepSummary.js';
