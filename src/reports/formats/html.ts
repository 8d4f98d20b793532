// HTML: a self-contained page for one result or a comparison. A sweep's pages (one per target and
// an index) are written by the sweep itself.
import type { Formatter } from './formatter.js';

const renderers = () => import('../html.js');

export const html: Formatter = {
  name: 'html',
  renders: ['result', 'comparison'],
  result: async (result) => (await renderers()).renderHtml(result),
  comparison: async (comparison) => (await renderers()).renderCompareHtml(comparison),
};
