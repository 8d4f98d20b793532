// summary.md of a sweep: counts, badges, what needs attention, errors, every target ranked.
import { code, h, table } from './blocks.js';
import { summariseFlags } from '../shared/antiPatterns.js';
import { BADGE_ORDER, badgeEmoji, badgeLabel, badgeText } from '../shared/badges.js';
import { fmtCost } from '../shared/cost.js';
import { dimensionLabel } from '../shared/dimensions.js';
import { fmtInt, fmtScore, fmtUnit, plural } from '../shared/numbers.js';
import { sweepTitle } from '../shared/sweepTitle.js';
import type { SweepSummary } from '../../sweep/types.js';
import { mdCell, mdCode } from '../../text/escape.js';

/** `- Baseline: 2 new problems (in `a`, `b`), 5 baselined` */
function baselineLine(b: NonNullable<SweepSummary['baseline']>): string {
  const shown = b.targets_with_new
    .slice(0, 10)
    .map((p) => mdCode(p))
    .join(', ');
  const more = b.targets_with_new.length > 10 ? ` and ${b.targets_with_new.length - 10} more` : '';
  return `- Baseline: ${plural(b.new, 'new problem')}${b.new ? ` (in ${shown}${more})` : ''}, ${fmtInt(b.baselined)} baselined`;
}

/** The sweep in a few bullets: counts, scores, depth, cost, baseline and the gate. */
function overview(s: SweepSummary): string {
  const c = s.counts;
  return [
    `- ${plural(c.targets, 'target')} (${plural(c.plugins, 'plugin')}, ${plural(c.skills, 'skill')}): ${fmtInt(c.scored)} scored, ${fmtInt(c.errors)} could not be scored`,
    `- Mean score **${fmtScore(s.mean_score)}** (median ${fmtScore(s.median_score)}, min ${fmtScore(s.min_score)}, max ${fmtScore(s.max_score)})`,
    `- ${fmtInt(c.with_anti_patterns)} with anti-patterns, ${fmtInt(c.below_attention)} below ${s.attention_score}`,
    `- Depth ${s.depth}${s.shard ? `, shard ${s.shard.index}/${s.shard.count}` : ''}; generated ${s.generated_at}`,
    ...(s.cost ? [`- Cost: ${fmtCost(s.cost)}`] : []),
    ...(s.baseline ? [baselineLine(s.baseline)] : []),
    `- ${!s.passed ? '❌' : s.threshold === null ? 'ℹ️' : '✅'} ${s.gate}`,
  ].join('\n');
}

/** How many targets earned each badge, and their share of the scored ones. */
function badgeCounts(s: SweepSummary): string {
  const scored = s.counts.scored;
  return table(
    ['Badge', 'Targets', 'Share'],
    ['l', 'r', 'r'],
    BADGE_ORDER.map((b) => [
      badgeText(b),
      fmtInt(s.badges[b]),
      scored ? `${((100 * s.badges[b]) / scored).toFixed(1)}%` : '—',
    ]),
  );
}

/** The targets below the line or with anti-patterns, worst first. */
function attentionTable(s: SweepSummary): string {
  if (!s.attention.length) return '_Nothing below the line and no anti-patterns._';
  return (
    `Below ${s.attention_score} or with anti-patterns, worst first.\n\n` +
    table(
      ['Target', 'Kind', 'Score', 'Badge', 'Anti-patterns', 'Weakest dimensions'],
      ['l', 'l', 'r', 'l', 'l', 'l'],
      s.attention.map((r) => [
        mdCode(r.path, { cell: true }),
        r.kind,
        fmtScore(r.score),
        badgeEmoji(r.badge),
        mdCell(summariseFlags(r.anti_patterns)) || '—',
        mdCell(r.weakest.map((d) => `${dimensionLabel(d.name)} ${fmtUnit(d.score, 0)} (${d.grade})`).join(', ')) || '—',
      ]),
    )
  );
}

/** The targets that could not be scored, and why. */
function errorTable(s: SweepSummary): string {
  if (!s.errors.length) return '_Every target was scored._';
  return table(
    ['Target', 'Kind', 'File', 'Field', 'Error'],
    ['l', 'l', 'l', 'l', 'l'],
    s.errors.map((e) => [
      mdCode(e.plugin_path, { cell: true }),
      e.kind,
      mdCode(e.file, { cell: true }),
      e.field ? mdCode(e.field, { cell: true }) : '—',
      mdCell(e.error),
    ]),
  );
}

/** Every scored target, best first. */
function rankedTable(s: SweepSummary): string {
  if (!s.ranked.length) return '_No target was scored._';
  return table(
    ['#', 'Target', 'Kind', 'Score', 'Badge', 'Confidence', 'Anti-patterns'],
    ['r', 'l', 'l', 'r', 'l', 'l', 'l'],
    s.ranked.map((r) => [
      String(r.rank),
      mdCode(r.path, { cell: true }),
      r.kind,
      fmtScore(r.score),
      `${badgeEmoji(r.badge)} ${badgeLabel(r.badge)}`,
      r.confidence,
      mdCell(summariseFlags(r.anti_patterns)) || '—',
    ]),
  );
}

/** summary.md of a sweep. */
export function renderSweepSummary(s: SweepSummary): string {
  return (
    [
      h(1, `PluginEval report: ${code(sweepTitle(s))}`),
      overview(s),
      h(2, 'Badges'),
      badgeCounts(s),
      h(2, `Needs attention (${s.attention.length})`),
      attentionTable(s),
      h(2, `Errors (${s.errors.length})`),
      errorTable(s),
      h(2, `All targets (${s.ranked.length})`),
      rankedTable(s),
    ].join('\n\n') + '\n'
  );
}
