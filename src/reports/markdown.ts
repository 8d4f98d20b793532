// Markdown reports: the CLI's default output, the PR comment's pieces (badge table, per-target
// details), the sweep's summary.md and the compare table. Words about flags come from the catalog.
import { fixFor, ruleInfo } from '../rules/catalog.js';
import type { SweepSummary } from '../sweep.js';
import type { AntiPattern, EvalOutcome, EvalResult, Finding, LayerResult } from '../types.js';
import type { Comparison } from './compare.js';
import {
  BADGE_ORDER,
  antiPatternsOf,
  badgeEmoji,
  badgeLabel,
  badgeText,
  dimensionLabel,
  fmtDelta,
  fmtDuration,
  fmtFraction,
  fmtInt,
  fmtInterval,
  fmtScore,
  fmtUnit,
  fmtPlaces,
  fmtUsd,
  groupAntiPatterns,
  isMeasured,
  layerLabel,
  mdCell,
  mdText,
  plural,
  summariseFlags,
  weakestFirst,
} from './format.js';

export interface MarkdownOptions {
  /** Adds every layer's sub-scores and metadata. */
  verbose?: boolean;
  /** Heading level of the report's title (1 for a standalone document, deeper when embedded). */
  headingLevel?: number;
}

function h(level: number, text: string): string {
  return `${'#'.repeat(Math.min(6, Math.max(1, level)))} ${text}`;
}

function table(header: string[], align: Array<'l' | 'r' | 'c'>, rows: string[][]): string {
  const sep = align.map((a) => (a === 'r' ? '---:' : a === 'c' ? ':---:' : ':---'));
  return [header, sep, ...rows].map((r) => `| ${r.join(' | ')} |`).join('\n');
}

function code(text: string): string {
  const t = text.replace(/`/g, "'");
  return `\`${t}\``;
}

function where(line: number | undefined, file: string | undefined, withFile: boolean): string {
  const parts: string[] = [];
  if (withFile && file) parts.push(code(file));
  if (line !== undefined) parts.push(`line ${line}`);
  return parts.length ? ` (${parts.join(', ')})` : '';
}

/** One bullet per anti-pattern flag (repeats grouped, with their places), its description and the catalog's one-line fix. */
export function renderAntiPatterns(antiPatterns: readonly AntiPattern[], withFile = false): string {
  if (antiPatterns.length === 0) return '_None._';
  return groupAntiPatterns(antiPatterns, withFile)
    .map((g) => {
      const title = ruleInfo(g.flag)?.title ?? g.flag;
      const fix = fixFor(g.flag);
      const places = fmtPlaces(g.places);
      return `- **${mdText(title)}** ${code(g.flag)}${g.count > 1 ? ` ×${g.count}` : ''}${places ? ` (${mdText(places)})` : ''} — ${mdText(g.description)}${fix ? `  \n  **Fix:** ${mdText(fix)}` : ''}`;
    })
    .join('\n');
}

/** One bullet per finding (portability, security, specification, reading), with its fix. */
export function renderFindings(findings: readonly Finding[], withFile = false): string {
  if (findings.length === 0) return '_None._';
  return findings
    .map((f) => {
      const fix = fixFor(f.rule);
      const title = ruleInfo(f.rule)?.title ?? f.rule;
      return `- **${mdText(title)}** ${code(f.rule)} ${f.category}, ${f.level}${where(f.line, f.file, withFile)} — ${mdText(f.message)}${fix ? `  \n  **Fix:** ${mdText(fix)}` : ''}`;
    })
    .join('\n');
}

/** The ten dimensions, weakest measured first, then the unmeasured ones. */
export function renderDimensionTable(result: EvalResult): string {
  const measured = weakestFirst(result.composite.dimensions);
  const unmeasured = result.composite.dimensions.filter((d) => !isMeasured(d));
  const rows = [
    ...measured.map((d) => [
      dimensionLabel(d.name),
      fmtFraction(d.weight, 2),
      fmtUnit(d.score),
      d.grade,
      fmtUnit(d.weighted_score, 2),
      fmtInterval(d.ci_lower, d.ci_upper, true),
    ]),
    ...unmeasured.map((d) => [dimensionLabel(d.name), fmtFraction(d.weight, 2), '—', '—', '—', 'not measured']),
  ];
  const hasCi = result.composite.dimensions.some((d) => d.ci_lower !== null && d.ci_upper !== null);
  const header = ['Dimension', 'Weight', 'Score', 'Grade', 'Weighted', hasCi ? 'Interval' : 'Note'];
  return table(header, ['l', 'r', 'r', 'c', 'r', 'l'], rows.map((r) => r.map(mdCell)));
}

function layerNote(layer: Omit<LayerResult, 'dimensions' | 'dimension_ci'>): string {
  const md = layer.metadata ?? {};
  const notes: string[] = [];
  if (Array.isArray(md.unmeasured) && md.unmeasured.length) notes.push(`unmeasured: ${md.unmeasured.join(', ')}`);
  if (typeof md.runs === 'number') notes.push(`${md.runs} runs`);
  if (typeof md.cache === 'string') notes.push(`cache ${md.cache}`);
  if (layer.anti_patterns.length) notes.push(`${layer.anti_patterns.length} anti-pattern(s)`);
  return notes.join('; ');
}

/** Layer table: each layer's score and notes. */
export function renderLayerTable(result: EvalResult): string {
  const rows = result.layers.map((l) => [layerLabel(l.layer), fmtUnit(l.score), layerNote(l)]);
  return table(['Layer', 'Score', 'Notes'], ['l', 'r', 'l'], rows.map((r) => r.map(mdCell)));
}

function subScoreValue(v: unknown): string {
  if (typeof v === 'number') return fmtFraction(v);
  if (Array.isArray(v) && v.every((x) => typeof x === 'number')) return v.map((x) => fmtFraction(x as number)).join(', ') || '—';
  return JSON.stringify(v);
}

function renderSubScores(result: EvalResult): string {
  return result.layers
    .map((l) => {
      const rows = Object.entries(l.sub_scores).map(([k, v]) => [code(k), subScoreValue(v)]);
      const meta = Object.keys(l.metadata ?? {}).length ? `\n\n<details><summary>${layerLabel(l.layer)} metadata</summary>\n\n\`\`\`json\n${JSON.stringify(l.metadata, null, 2)}\n\`\`\`\n\n</details>` : '';
      return `**${layerLabel(l.layer)}**\n\n${rows.length ? table(['Sub-score', 'Value'], ['l', 'r'], rows.map((r) => r.map(mdCell))) : '_No sub-scores._'}${meta}`;
    })
    .join('\n\n');
}

/** Token usage and estimated cost per model. */
export function renderModelUsage(result: EvalResult): string {
  const entries = Object.entries(result.model_usage ?? {});
  if (entries.length === 0) return '_No model calls (static analysis only)._';
  const total = entries.reduce((s, [, u]) => s + u.estimated_cost_usd, 0);
  const rows = entries.map(([model, u]) => [
    code(model),
    fmtInt(u.calls),
    fmtInt(u.input_tokens),
    fmtInt(u.output_tokens),
    fmtInt(u.cache_creation_input_tokens),
    fmtInt(u.cache_read_input_tokens),
    fmtUsd(u.estimated_cost_usd),
  ]);
  rows.push(['**Total**', '', '', '', '', '', `**${fmtUsd(total)}**`]);
  return table(['Model', 'Calls', 'Input', 'Output', 'Cache write', 'Cache read', 'Est. cost'], ['l', 'r', 'r', 'r', 'r', 'r', 'r'], rows);
}

/** `**84.3** / 100 · 🥇 Gold · Estimated` */
export function renderHeadline(result: EvalResult): string {
  const c = result.composite;
  const ci = fmtInterval(c.ci_lower, c.ci_upper);
  return `**${fmtScore(c.score)}** / 100${ci ? ` ${ci}` : ''} · ${badgeText(c.badge)} · ${c.confidence_label}`;
}

/** The full markdown report of one target (CLI `--output markdown`). */
export function renderMarkdown(result: EvalResult, options: MarkdownOptions = {}): string {
  const level = options.headingLevel ?? 1;
  const c = result.composite;
  const aps = antiPatternsOf(result);
  const out: string[] = [];
  out.push(h(level, `PluginEval: ${mdText(result.name)} (${result.kind})`));
  out.push(
    [
      renderHeadline(result),
      '',
      `- Path: ${code(result.plugin_path)}`,
      `- Depth: ${result.config.depth}; anti-pattern penalty ×${fmtFraction(c.anti_pattern_penalty, 2)} (${aps.length} flag${aps.length === 1 ? '' : 's'})`,
      `- Scored ${result.timestamp} in ${fmtDuration(result.total_duration_ms)}`,
    ].join('\n'),
  );
  if (result.warnings.length) {
    out.push(h(level + 1, 'Warnings'));
    out.push(result.warnings.map((w) => `- ⚠️ ${mdText(w)}`).join('\n'));
  }
  out.push(h(level + 1, 'Layers'));
  out.push(renderLayerTable(result));
  out.push(h(level + 1, 'Dimensions (weakest first)'));
  out.push(renderDimensionTable(result));
  out.push(h(level + 1, `Anti-patterns (${aps.length})`));
  out.push(renderAntiPatterns(aps, result.kind === 'plugin'));
  out.push(h(level + 1, `Findings (${result.findings.length})`));
  out.push(`${renderFindings(result.findings, result.kind === 'plugin')}\n\n_Findings are not counted in the score._`);
  out.push(h(level + 1, 'Model usage'));
  out.push(renderModelUsage(result));
  if (options.verbose) {
    out.push(h(level + 1, 'Sub-scores'));
    out.push(renderSubScores(result));
  }
  return out.join('\n\n') + '\n';
}

/**
 * Collapsible details of one target for a PR comment or job summary: headline, dimension table
 * with grades, each anti-pattern with what to do about it, findings.
 */
export function renderTargetDetails(result: EvalResult): string {
  const aps = antiPatternsOf(result);
  const parts = [
    `<details><summary><b>${mdText(result.name)}</b> — ${fmtScore(result.composite.score)} ${badgeEmoji(result.composite.badge)} <code>${mdText(result.plugin_path)}</code></summary>`,
    '',
    renderHeadline(result),
    '',
    renderDimensionTable(result),
    '',
    `**Anti-patterns (${aps.length})**`,
    '',
    renderAntiPatterns(aps, result.kind === 'plugin'),
  ];
  if (result.findings.length) parts.push('', `**Findings (${result.findings.length})**`, '', renderFindings(result.findings, result.kind === 'plugin'));
  if (result.warnings.length) parts.push('', result.warnings.map((w) => `> ⚠️ ${mdText(w)}`).join('\n'));
  parts.push('', '</details>');
  return parts.join('\n');
}

export interface BadgeTableRow {
  outcome: EvalOutcome;
  /** The base version's score: a number, null when the target is new, undefined when not compared. */
  baseScore?: number | null;
  /** Optional link for the target's cell. */
  href?: string;
}

export interface BadgeTableOptions {
  /** Adds a pass/fail column against this threshold. */
  threshold?: number | null;
}

/** The badge table: target, score, badge, change against base, confidence, anti-patterns. */
export function renderBadgeTable(rows: readonly BadgeTableRow[], options: BadgeTableOptions = {}): string {
  const withChange = rows.some((r) => r.baseScore !== undefined);
  const threshold = options.threshold ?? null;
  const header = [
    ...(threshold !== null ? [''] : []),
    'Target',
    'Score',
    'Badge',
    ...(withChange ? ['Change'] : []),
    'Confidence',
    'Anti-patterns',
  ];
  const align: Array<'l' | 'r' | 'c'> = [...(threshold !== null ? ['c' as const] : []), 'l', 'r', 'l', ...(withChange ? ['r' as const] : []), 'l', 'l'];
  const body = rows.map((row) => {
    const o = row.outcome;
    const targetPath = o.ok ? o.result.plugin_path : o.error.plugin_path;
    const label = row.href ? `[${mdCell(targetPath)}](${row.href})` : code(mdCell(targetPath));
    if (!o.ok) {
      return [
        ...(threshold !== null ? ['❌'] : []),
        label,
        '—',
        '❗ error',
        ...(withChange ? [''] : []),
        '—',
        mdCell(`${o.error.file}${o.error.field ? ` (${o.error.field})` : ''}: ${o.error.error}`),
      ];
    }
    const r = o.result;
    const flags = summariseFlags(antiPatternsOf(r).map((a) => a.flag));
    return [
      ...(threshold !== null ? [r.composite.score >= threshold ? '✅' : '❌'] : []),
      label,
      fmtScore(r.composite.score),
      badgeText(r.composite.badge),
      ...(withChange ? [row.baseScore === undefined ? '' : fmtDelta(r.composite.score, row.baseScore)] : []),
      r.composite.confidence_label,
      flags ? mdCell(flags) : '—',
    ];
  });
  return table(header, align, body);
}

/** The head-to-head table of `compare`, with the winner of each row and what changed. */
export function renderCompareMarkdown(cmp: Comparison): string {
  const mark = (w: string, s: 'A' | 'B') => (w === s ? ' ✔' : '');
  const rows = cmp.rows.map((r) => [
    r.name === 'overall' ? '**Overall**' : dimensionLabel(r.name),
    r.weight === null ? '' : fmtFraction(r.weight, 2),
    `${fmtScore(r.a)}${r.grade_a && r.grade_a !== '—' ? ` ${r.grade_a}` : ''}${mark(r.winner, 'A')}`,
    `${fmtScore(r.b)}${r.grade_b && r.grade_b !== '—' ? ` ${r.grade_b}` : ''}${mark(r.winner, 'B')}`,
    r.a !== null && r.b !== null ? fmtDelta(r.b, r.a).replace(/^= /, '±') : '—',
    r.winner === 'tie' ? 'tie' : r.winner === '—' ? '—' : `**${r.winner}**`,
  ]);
  const who = (s: Comparison['a']) => `${code(s.path)} — ${fmtScore(s.score)} ${badgeText(s.badge)} (${s.confidence})`;
  const verdict =
    cmp.winner === 'tie' ? 'The two score the same overall.' : cmp.winner === 'A' ? `**A wins** by ${fmtScore(cmp.a.score - cmp.b.score)} points.` : `**B wins** by ${fmtScore(cmp.b.score - cmp.a.score)} points.`;
  const ch = cmp.changes;
  const changes: string[] = [];
  if (ch.flags_only_a.length) changes.push(`- Anti-patterns only in A: ${ch.flags_only_a.map(code).join(', ')}`);
  if (ch.flags_only_b.length) changes.push(`- Anti-patterns only in B: ${ch.flags_only_b.map(code).join(', ')}`);
  if (ch.findings_only_a.length) changes.push(`- Findings only in A: ${ch.findings_only_a.map(code).join(', ')}`);
  if (ch.findings_only_b.length) changes.push(`- Findings only in B: ${ch.findings_only_b.map(code).join(', ')}`);
  return [
    h(1, 'PluginEval: compare'),
    `- **A**: ${who(cmp.a)}\n- **B**: ${who(cmp.b)}`,
    table(['', 'Weight', 'A', 'B', 'B − A', 'Winner'], ['l', 'r', 'r', 'r', 'r', 'c'], rows),
    `${verdict} Dimensions won: A ${cmp.tally.a}, B ${cmp.tally.b}, tied ${cmp.tally.tie}.`,
    h(2, 'What changed'),
    changes.length ? changes.join('\n') : '_Same anti-patterns and findings._',
  ].join('\n\n') + '\n';
}

/** summary.md of a sweep. */
export function renderSweepSummary(s: SweepSummary): string {
  const c = s.counts;
  const out: string[] = [];
  out.push(h(1, `PluginEval report: ${code(s.root || '.')}`));
  out.push(
    [
      `- ${plural(c.targets, 'target')} (${plural(c.plugins, 'plugin')}, ${plural(c.skills, 'skill')}): ${fmtInt(c.scored)} scored, ${fmtInt(c.errors)} could not be scored`,
      `- Mean score **${fmtScore(s.mean_score)}** (median ${fmtScore(s.median_score)}, min ${fmtScore(s.min_score)}, max ${fmtScore(s.max_score)})`,
      `- ${fmtInt(c.with_anti_patterns)} with anti-patterns, ${fmtInt(c.below_attention)} below ${s.attention_score}`,
      `- Depth ${s.depth}${s.shard ? `, shard ${s.shard.index}/${s.shard.count}` : ''}; generated ${s.generated_at}`,
      `- ${s.threshold === null ? 'ℹ️' : s.passed ? '✅' : '❌'} ${s.gate}`,
    ].join('\n'),
  );

  out.push(h(2, 'Badges'));
  out.push(
    table(
      ['Badge', 'Targets', 'Share'],
      ['l', 'r', 'r'],
      BADGE_ORDER.map((b) => [badgeText(b), fmtInt(s.badges[b]), c.scored ? `${((100 * s.badges[b]) / c.scored).toFixed(1)}%` : '—']),
    ),
  );

  out.push(h(2, `Needs attention (${s.attention.length})`));
  out.push(
    s.attention.length
      ? `Below ${s.attention_score} or with anti-patterns, worst first.\n\n` +
          table(
            ['Target', 'Kind', 'Score', 'Badge', 'Anti-patterns', 'Weakest dimensions'],
            ['l', 'l', 'r', 'l', 'l', 'l'],
            s.attention.map((r) => [
              code(mdCell(r.path)),
              r.kind,
              fmtScore(r.score),
              badgeEmoji(r.badge),
              mdCell(summariseFlags(r.anti_patterns)) || '—',
              mdCell(r.weakest.map((d) => `${dimensionLabel(d.name)} ${fmtUnit(d.score, 0)} (${d.grade})`).join(', ')) || '—',
            ]),
          )
      : '_Nothing below the line and no anti-patterns._',
  );

  out.push(h(2, `Errors (${s.errors.length})`));
  out.push(
    s.errors.length
      ? table(
          ['Target', 'Kind', 'File', 'Field', 'Error'],
          ['l', 'l', 'l', 'l', 'l'],
          s.errors.map((e) => [code(mdCell(e.plugin_path)), e.kind, code(mdCell(e.file)), e.field ? code(mdCell(e.field)) : '—', mdCell(e.error)]),
        )
      : '_Every target was scored._',
  );

  out.push(h(2, `All targets (${s.ranked.length})`));
  out.push(
    s.ranked.length
      ? table(
          ['#', 'Target', 'Kind', 'Score', 'Badge', 'Confidence', 'Anti-patterns'],
          ['r', 'l', 'l', 'r', 'l', 'l', 'l'],
          s.ranked.map((r) => [
            String(r.rank),
            code(mdCell(r.path)),
            r.kind,
            fmtScore(r.score),
            `${badgeEmoji(r.badge)} ${badgeLabel(r.badge)}`,
            r.confidence,
            mdCell(summariseFlags(r.anti_patterns)) || '—',
          ]),
        )
      : '_No target was scored._',
  );
  return out.join('\n\n') + '\n';
}
