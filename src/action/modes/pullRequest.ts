// Pull request mode: scores what a pull request (or a merge group) changes at its head and base.
import type { ActionMode } from './mode.js';

export const pullRequestMode: ActionMode = {
  name: 'pr',
  events: ['pull_request', 'pull_request_target', 'merge_group'],
  usesGitHub: true,
  configFrom: 'base',
  llm: 'on',
  run: async (ctx) => (await import('../pr/run.js')).runPullRequest(ctx),
};
