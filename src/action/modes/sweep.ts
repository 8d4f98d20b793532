// Sweep mode: every target of the workspace, with its badges (the weekly report).
import type { ActionMode } from './mode.js';

export const sweepMode: ActionMode = {
  name: 'sweep',
  // A schedule, a push, a manual run: anything that is not a change to review.
  events: 'otherwise',
  usesGitHub: false,
  configFrom: 'workspace',
  llm: 'batchable',
  run: async (ctx) => (await import('../sweep.js')).runSweepMode(ctx),
};
