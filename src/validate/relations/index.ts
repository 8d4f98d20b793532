// The relation suite: relations any sensible scorer satisfies (neutral rewrites barely move the
// score, gaming earns nothing, degrading edits cost points or raise the right flag, links to what
// exists are never flagged), run on fixture trees (the tests) and on real repositories
// (scripts/validity/relations.mjs).
export * from './types.js';
export * from './tree.js';
export * from './run.js';
export { descriptionField, triggerParts } from './edits.js';
