// Merge mode: joins the reports of a sharded sweep; named by the `mode` input only.
import type { ActionMode } from './mode.js';

export const mergeMode: ActionMode = {
  name: 'merge',
  events: [],
  usesGitHub: false,
  configFrom: 'workspace',
  llm: 'off',
  run: async (ctx) => (await import('../merge.js')).runMergeMode(ctx),
};
