// JSON: every result, error, comparison and sweep summary, as the engine holds it.
import type { Formatter } from './formatter.js';

const renderers = () => import('../json.js');

export const json: Formatter = {
  name: 'json',
  renders: ['result', 'error', 'comparison', 'sweep'],
  result: async (result) => (await renderers()).renderJson(result),
  error: async (error) => (await renderers()).renderErrorJson(error),
  async comparison(comparison, { elo }) {
    const { renderCompareJson, toJson } = await renderers();
    return elo ? toJson({ ...comparison, elo: { a: elo.a.elo, b: elo.b.elo } }) : renderCompareJson(comparison);
  },
  sweep: async ({ summary }) => (await renderers()).toJson(summary),
};
