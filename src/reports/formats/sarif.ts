// SARIF for code scanning: findings of results and errors as locations; a comparison has none.
import type { Formatter } from './formatter.js';

const renderers = () => import('../sarif.js');

export const sarif: Formatter = {
  name: 'sarif',
  renders: ['result', 'error', 'sweep'],
  result: async (result, { toolVersion }) => (await renderers()).renderSarif([result], [], { toolVersion }),
  error: async (error, { toolVersion }) => (await renderers()).renderSarif([], [error], { toolVersion }),
  sweep: async ({ summary, results, toolVersion }) =>
    (await renderers()).renderSarif(results, summary.errors, { toolVersion }),
};
