// What `score` shows for a plugin marketplace: its listing, the listing's findings, the scores of what it lists.
import type { EvalOutcome, Finding } from '../../contract/types.js';
import { renderBadgeTable } from './badgeTable.js';
import { code, h, table } from './blocks.js';
import { renderFindings } from './findings.js';
import { plural } from '../shared/numbers.js';
import { mdCell, mdText } from '../../text/escape.js';

/** What `score` shows for a plugin marketplace: its listing, the listing's findings, the scores of what it lists. */
export interface MarketplaceView {
  path: string;
  name: string | null;
  owner: string | null;
  plugins: ReadonlyArray<{ name: string; source: string; localPath: string | null }>;
  findings: readonly Finding[];
}

export function renderMarketplaceMarkdown(
  market: MarketplaceView,
  outcomes: readonly EvalOutcome[],
  threshold: number | null = null,
): string {
  const out: string[] = [];
  out.push(h(1, `PluginEval: marketplace ${mdText(market.name ?? market.path)}`));
  out.push(
    [
      `- Path: ${code(market.path)}${market.owner ? `; owner ${mdText(market.owner)}` : ''}`,
      `- ${plural(market.plugins.length, 'listed plugin')}; ${plural(outcomes.length, 'target')} scored from its local sources (a marketplace is not scored itself)`,
    ].join('\n'),
  );
  out.push(h(2, 'Listed plugins'));
  out.push(
    market.plugins.length
      ? table(
          ['Plugin', 'Source', 'Where'],
          ['l', 'l', 'l'],
          market.plugins.map((p) => [
            mdCell(mdText(p.name)),
            code(mdCell(p.source)),
            p.localPath === null ? 'remote (not scored)' : code(mdCell(p.localPath || '.')),
          ]),
        )
      : '_None._',
  );
  out.push(h(2, `Listing findings (${market.findings.length})`));
  out.push(renderFindings(market.findings));
  out.push(h(2, 'Scores'));
  out.push(
    outcomes.length
      ? renderBadgeTable(
          outcomes.map((outcome) => ({ outcome })),
          { threshold },
        )
      : '_Nothing local to score._',
  );
  return out.join('\n\n') + '\n';
}
