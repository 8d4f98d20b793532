// HTML reports: standalone pages (inline CSS, inline SVG, a little inline script, nothing fetched
// from the network), light and dark themes, built from the same pieces as the markdown reports.
// One import for the modules around the reports; each page lives in html/.
export { badgeChart, compareChart, dimensionChart } from './html/charts.js';
export { renderCompareHtml } from './html/comparison.js';
export { renderHtml, type TargetHtmlOptions } from './html/result.js';
export { renderSweepHtml, type SweepHtmlOptions } from './html/sweepIndex.js';
export { BADGE_TEXT_COLOUR, THEMES, type Theme } from './html/theme.js';
