// Shared formatting for every report (terminal markdown, PR comment, job summary, HTML): numbers,
// badges, grades and deltas look the same wherever a reader meets them. One import for the modules
// around the reports (the Action, the commands); the reports import the pieces from shared/.
export { UNMEASURED_GRADE } from '../contract/weights.js';
export * from './shared/antiPatterns.js';
export * from './shared/badges.js';
export * from './shared/columns.js';
export * from './shared/cost.js';
export * from './shared/dimensions.js';
export * from './shared/elo.js';
export * from './shared/findings.js';
export * from './shared/llmMethods.js';
export * from './shared/numbers.js';
export * from './shared/sweepTitle.js';
export { htmlEscape } from './html/escape.js';
// Markdown escaping lives with the log escaping (one module for every text from outside).
export { mdCell, mdCode, mdText } from '../text/escape.js';
