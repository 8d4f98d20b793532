// Markdown: the default of every command; prints nothing for an error (its line on stderr says it).
import type { Formatter } from './formatter.js';

const renderers = () => import('../markdown.js');

export const markdown: Formatter = {
  name: 'markdown',
  renders: ['result', 'comparison', 'sweep'],
  result: async (result, { verbose }) => (await renderers()).renderMarkdown(result, { verbose }),
  async comparison(comparison, { elo }) {
    const [{ renderCompareMarkdown }, { eloText }] = await Promise.all([renderers(), import('../shared/elo.js')]);
    const lines = elo ? `\n## Elo against the corpus\n\n- A: ${eloText(elo.a)}\n- B: ${eloText(elo.b)}\n` : '';
    return renderCompareMarkdown(comparison) + lines;
  },
  sweep: async ({ summary }) => (await renderers()).renderSweepSummary(summary),
};
