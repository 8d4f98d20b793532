// Publish mode: the privileged half of the fork workflow, run on `workflow_run` by name only (the
// event serves other workflows too), posts what an unprivileged run reported after checking it.
import type { ActionMode } from './mode.js';

export const publishMode: ActionMode = {
  name: 'publish',
  events: [],
  usesGitHub: true,
  configFrom: null,
  llm: 'off',
  run: async (ctx) => (await import('../publish.js')).runPublish(ctx),
};
