// Status badges of a sweep: one SVG (made with badge-maker, shields.io's own library) and one
// shields.io endpoint JSON per target, an overall pair, and README-badges.md showing how to embed
// them. Used by the Action's sweep mode and by `plugin-eval merge`.
import { promises as fsp } from 'node:fs';
import * as path from 'node:path';
import { makeBadge } from 'badge-maker';
import { BADGE_COLOUR, badgeLabel, fmtScore } from '../reports/format.js';
import type { SweepSummary } from '../sweep/run.js';
import { BADGES } from '../contract/weights.js';
import { targetFileStem } from '../sweep/run.js';
import type { Badge, EvalOutcome } from '../contract/types.js';

/** File stem of the overall badge. */
export const OVERALL_BADGE = 'plugin-eval';
export const BADGES_README = 'README-badges.md';
/** Colour of a target that could not be scored. */
const ERROR_COLOUR = '#6e7781';

/** The shields.io endpoint format (https://shields.io/badges/endpoint-badge). */
export interface EndpointBadge {
  schemaVersion: 1;
  label: string;
  message: string;
  color: string;
}

/** Badge of a mean score: the same thresholds as a target's badge. */
export function badgeOfScore(score: number): Badge {
  return BADGES.find((b) => score >= b.minScore)?.badge ?? 'no_badge';
}

export function targetBadge(outcome: EvalOutcome): EndpointBadge {
  if (!outcome.ok) return { schemaVersion: 1, label: outcome.error.plugin_path, message: 'error', color: ERROR_COLOUR };
  const r = outcome.result;
  const badge = r.composite.badge;
  const message =
    badge === 'no_badge'
      ? fmtScore(r.composite.score)
      : `${fmtScore(r.composite.score)} ${badgeLabel(badge).toLowerCase()}`;
  return { schemaVersion: 1, label: r.name, message, color: BADGE_COLOUR[badge] };
}

export function overallBadge(summary: SweepSummary): EndpointBadge {
  if (summary.mean_score === null)
    return { schemaVersion: 1, label: 'plugin-eval', message: 'no scores', color: ERROR_COLOUR };
  const badge = badgeOfScore(summary.mean_score);
  const n = summary.counts.scored;
  return {
    schemaVersion: 1,
    label: 'plugin-eval',
    message: `${fmtScore(summary.mean_score)} mean · ${n} target${n === 1 ? '' : 's'}`,
    color: BADGE_COLOUR[badge],
  };
}

function svgOf(b: EndpointBadge): string {
  return makeBadge({ label: b.label, message: b.message, color: b.color, style: 'flat' });
}

export interface BadgeFilesOptions {
  /**
   * Public URL of the badges folder (e.g. a raw.githubusercontent.com address), used in the
   * README snippet; relative paths when absent.
   */
  publicBaseUrl?: string;
}

/** Writes the badge files into `dir`; returns the paths written. */
export async function writeBadges(
  dir: string,
  outcomes: readonly EvalOutcome[],
  summary: SweepSummary,
  options: BadgeFilesOptions = {},
): Promise<string[]> {
  await fsp.mkdir(dir, { recursive: true });
  const written: string[] = [];
  const write = async (name: string, content: string): Promise<void> => {
    const file = path.join(dir, name);
    await fsp.writeFile(file, content);
    written.push(file);
  };
  const entries: Array<{ stem: string; path: string; badge: EndpointBadge }> = [];
  for (const o of outcomes) {
    const targetPath = o.ok ? o.result.plugin_path : o.error.plugin_path;
    entries.push({ stem: targetFileStem(targetPath), path: targetPath, badge: targetBadge(o) });
  }
  entries.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  const overall = overallBadge(summary);
  await write(`${OVERALL_BADGE}.svg`, svgOf(overall));
  await write(`${OVERALL_BADGE}.json`, JSON.stringify(overall, null, 2) + '\n');
  for (const e of entries) {
    await write(`${e.stem}.svg`, svgOf(e.badge));
    await write(`${e.stem}.json`, JSON.stringify(e.badge, null, 2) + '\n');
  }
  await write(BADGES_README, renderBadgesReadme(entries, options));
  return written;
}

function oneLine(text: string): string {
  return text.replace(/[\r\n\t]+/g, ' ');
}

function renderBadgesReadme(
  entries: Array<{ stem: string; path: string; badge: EndpointBadge }>,
  options: BadgeFilesOptions,
): string {
  const base = options.publicBaseUrl?.replace(/\/+$/, '');
  const url = (name: string): string => (base ? `${base}/${name}` : name);
  const endpoint = (name: string): string =>
    base
      ? `https://img.shields.io/endpoint?url=${encodeURIComponent(url(name))}`
      : `https://img.shields.io/endpoint?url=<public URL of ${name}>`;
  const lines = [
    '# PluginEval badges',
    '',
    'Each target has a ready-made SVG badge and a [shields.io endpoint](https://shields.io/badges/endpoint-badge) JSON.',
    'Commit this folder (or publish it) and embed either form in a README.',
    '',
    '## Overall',
    '',
    '```markdown',
    `![PluginEval](${url(`${OVERALL_BADGE}.svg`)})`,
    `![PluginEval](${endpoint(`${OVERALL_BADGE}.json`)})`,
    '```',
    '',
    '## Targets',
    '',
    '| Target | Badge | Markdown |',
    '| :--- | :--- | :--- |',
    ...entries.map((e) => {
      // Names and paths come from the repository: one table row each, whatever they hold.
      const md = `![${oneLine(e.badge.label).replace(/[[\]|<>]/g, '')}](${url(`${e.stem}.svg`)})`;
      return `| \`${oneLine(e.path).replace(/[`|]/g, '')}\` | ${md} | \`${md.replace(/`/g, '')}\` |`;
    }),
    '',
  ];
  return lines.join('\n');
}
