// Markdown reports: the CLI's default output, the PR comment's pieces (badge table, per-target
// details), the sweep's summary.md and the compare table. Words about flags come from the catalog.
import { mdHtmlText, mdOwnCell, oneLineText } from '../text/escape.js';
import { fixFor, ruleInfo } from '../rules/catalog.js';
import type { SweepSummary } from '../sweep/types.js';
import type { Advice, AntiPattern, EvalOutcome, EvalResult, Finding, LayerResult } from '../contract/types.js';
import { authorTriggeringLine, evalsOf, heldBackLine, renderEvalsMarkdown } from './evals.js';
import {
  COMPARE_WORDS,
  methodsDiffer,
  movedDimensions,
  type ChangedFinding,
  type Comparison,
  type DiffWords,
  type MethodPair,
} from './comparison.js';
import {
  BADGE_ORDER,
  antiPatternsOf,
  badgeEmoji,
  badgeLabel,
  badgeText,
  dimensionLabel,
  displayWidth,
  eloView,
  findingCategoryLabel,
  fmtDelta,
  fmtDuration,
  fmtFraction,
  fmtInt,
  fmtInterval,
  fmtScore,
  fmtUnit,
  fmtPlaces,
  fmtUsd,
  fmtCost,
  costOfResult,
  isPartialDimension,
  measurementNote,
  groupAntiPatterns,
  isMeasured,
  judgeSpreadView,
  layerLabel,
  mdCell,
  methodView,
  mdCode,
  mdText,
  plural,
  sortFindings,
  summariseFindings,
  summariseFlags,
  unmeasuredNames,
  weakestFirst,
  SUPPRESSED_MARK,
  baselineMark,
  sweepTitle,
} from './format.js';

export interface MarkdownOptions {
  /** Adds every layer's sub-scores and metadata. */
  verbose?: boolean;
  /** Heading level of the report's title (1 for a standalone document, deeper when embedded). */
  headingLevel?: number;
  /**
   * Pads table cells so columns line up in the raw text too (default true: the CLI prints this
   * report to a terminal). Rendered markdown looks the same either way.
   */
  aligned?: boolean;
}

function h(level: number, text: string): string {
  return `${'#'.repeat(Math.min(6, Math.max(1, level)))} ${text}`;
}

/**
 * A markdown table. With `padded`, cells are padded to their column's width (right-aligned
 * columns on the left) so the raw text reads as a table in a terminal.
 */
function table(header: string[], align: Array<'l' | 'r' | 'c'>, rows: string[][], padded = false): string {
  const sep = align.map((a) => (a === 'r' ? '---:' : a === 'c' ? ':---:' : ':---'));
  if (!padded) return [header, sep, ...rows].map((r) => `| ${r.join(' | ')} |`).join('\n');
  const widths = header.map((_, i) =>
    Math.max(sep[i].length, ...[header, ...rows].map((r) => displayWidth(r[i] ?? ''))),
  );
  const pad = (cell: string, i: number) => {
    const room = widths[i] - displayWidth(cell);
    if (align[i] === 'r') return ' '.repeat(room) + cell;
    if (align[i] === 'c') return ' '.repeat(room >> 1) + cell + ' '.repeat(room - (room >> 1));
    return cell + ' '.repeat(room);
  };
  const rule = align.map((a, i) => {
    const dashes = '-'.repeat(widths[i] - (a === 'l' ? 1 : a === 'r' ? 1 : 2));
    return a === 'r' ? `${dashes}:` : a === 'c' ? `:${dashes}:` : `:${dashes}`;
  });
  return [header.map(pad), rule, ...rows.map((r) => r.map(pad))].map((r) => `| ${r.join(' | ')} |`).join('\n');
}

function code(text: string): string {
  return mdCode(text);
}

function where(line: number | undefined, file: string | undefined, withFile: boolean, base = ''): string {
  const parts: string[] = [];
  const prefix = base && base !== '.' ? `${base}/` : '';
  if (withFile && file) parts.push(code(prefix && file.startsWith(prefix) ? file.slice(prefix.length) : file));
  if (line !== undefined) parts.push(`line ${line}`);
  return parts.length ? ` (${parts.join(', ')})` : '';
}

/**
 * One bullet per anti-pattern flag (repeats grouped, with their places), its description and the catalog's one-line
 * fix.
 */
export function renderAntiPatterns(antiPatterns: readonly AntiPattern[], withFile = false, base = ''): string {
  if (antiPatterns.length === 0) return '_None._';
  return groupAntiPatterns(antiPatterns, withFile, base)
    .map((g) => {
      const title = ruleInfo(g.flag)?.title ?? g.flag;
      const fix = fixFor(g.flag);
      const places = fmtPlaces(g.places);
      return `- **${mdText(title)}** ${code(g.flag)}${g.count > 1 ? ` ×${g.count}` : ''}${places ? ` (${mdText(places)})` : ''}${g.suppressed ? ` ${SUPPRESSED_MARK}` : ''}${g.baseline ? ` ${baselineMark(g.baseline)}` : ''} — ${mdText(g.description)}${fix ? `  \n  **Fix:** ${oneLineText(fix)}` : ''}`;
    })
    .join('\n');
}

const LEVEL_MARK: Record<Finding['level'], string> = { high: '🔴', medium: '🟠', low: '🟡', info: 'ℹ️' };

/**
 * One bullet per finding, security first and worst first: category and level, title, place,
 * message and the catalog's one-line fix. Findings are not counted in the score.
 */
export function renderFindings(findings: readonly Finding[], withFile = false, base = ''): string {
  if (findings.length === 0) return '_None._';
  return sortFindings(findings)
    .map((f) => {
      const fix = fixFor(f.rule);
      const title = ruleInfo(f.rule)?.title ?? f.rule;
      return `- ${LEVEL_MARK[f.level] ?? ''} ${findingCategoryLabel(f.category)}, ${f.level}: **${mdText(title)}** ${code(f.rule)}${where(f.line, f.file, withFile, base)}${f.suppressed ? ` ${SUPPRESSED_MARK}` : ''}${f.baseline ? ` ${baselineMark(f.baseline)}` : ''} — ${mdText(f.message)}${fix ? `  \n  **Fix:** ${oneLineText(fix)}` : ''}`;
    })
    .join('\n');
}

/** The ten dimensions, weakest measured first, then the unmeasured ones. */
export function renderDimensionTable(result: EvalResult, padded = false): string {
  const measured = weakestFirst(result.composite.dimensions);
  const unmeasured = result.composite.dimensions.filter((d) => !isMeasured(d));
  const rows = [
    ...measured.map((d) => [
      dimensionLabel(d.name),
      fmtFraction(d.weight, 2),
      fmtUnit(d.score),
      d.grade,
      fmtUnit(d.weighted_score, 2),
      [fmtInterval(d.ci_lower, d.ci_upper, true), isPartialDimension(result, d.name) ? 'partly measured' : '']
        .filter(Boolean)
        .join(' · '),
    ]),
    ...unmeasured.map((d) => [dimensionLabel(d.name), fmtFraction(d.weight, 2), '—', '—', '—', 'not measured']),
  ];
  const hasCi = result.composite.dimensions.some((d) => d.ci_lower !== null && d.ci_upper !== null);
  const header = ['Dimension', 'Weight', 'Score', 'Grade', 'Weighted', hasCi ? 'Interval' : 'Note'];
  return table(
    header,
    ['l', 'r', 'r', 'c', 'r', 'l'],
    rows.map((r) => r.map(mdOwnCell)),
    padded,
  );
}

/**
 * A layer's notes as a finished table cell. Metadata may come from outside (a cache entry, a
 * merged report): its words take mdText, whose breaks of links and mentions mdOwnCell would undo.
 */
function layerNote(layer: Omit<LayerResult, 'dimensions' | 'dimension_ci'>): string {
  const md = layer.metadata ?? {};
  const notes: string[] = [];
  if (Array.isArray(md.unmeasured) && md.unmeasured.length)
    notes.push(`unmeasured: ${mdText(unmeasuredNames(md.unmeasured))}`);
  if (typeof md.runs === 'number') notes.push(`${md.runs} runs`);
  if (typeof md.cache === 'string') notes.push(`cache ${mdText(md.cache)}`);
  if (layer.anti_patterns.length) notes.push(`${layer.anti_patterns.length} anti-pattern(s)`);
  return notes.join('; ');
}

/** Layer table: each layer's score and notes. */
export function renderLayerTable(result: EvalResult, padded = false): string {
  const rows = result.layers.map((l) => [mdOwnCell(layerLabel(l.layer)), mdOwnCell(fmtUnit(l.score)), layerNote(l)]);
  return table(['Layer', 'Score', 'Notes'], ['l', 'r', 'l'], rows, padded);
}

function subScoreValue(v: unknown): string {
  if (typeof v === 'number') return fmtFraction(v);
  if (Array.isArray(v) && v.every((x) => typeof x === 'number'))
    return v.map((x) => fmtFraction(x as number)).join(', ') || '—';
  return JSON.stringify(v);
}

function renderSubScores(result: EvalResult, padded: boolean): string {
  return result.layers
    .map((l) => {
      const rows = Object.entries(l.sub_scores).map(([k, v]) => [code(k), subScoreValue(v)]);
      const meta = Object.keys(l.metadata ?? {}).length
        ? `\n\n<details><summary>${layerLabel(l.layer)} metadata</summary>\n\n\`\`\`json\n${JSON.stringify(l.metadata, null, 2)}\n\`\`\`\n\n</details>`
        : '';
      return `**${layerLabel(l.layer)}**\n\n${
        rows.length
          ? table(
              ['Sub-score', 'Value'],
              ['l', 'r'],
              rows.map((r) => r.map(mdOwnCell)),
              padded,
            )
          : '_No sub-scores._'
      }${meta}`;
    })
    .join('\n\n');
}

/** Token usage and estimated cost per model. */
export function renderModelUsage(result: EvalResult, padded = false): string {
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
  return table(
    ['Model', 'Calls', 'Input', 'Output', 'Cache write', 'Cache read', 'Est. cost'],
    ['l', 'r', 'r', 'r', 'r', 'r', 'r'],
    rows,
    padded,
  );
}

/**
 * What the LLM layers measured and how: the method of each layer's dimensions (measured
 * beside what the reference would have reported), the judges' spread and the Elo rating, one
 * bullet each. Empty when none of it is in the result (a quick run).
 */
export function renderMeasurementLines(result: EvalResult): string[] {
  const lines: string[] = [];
  const methods = methodView(result);
  if (methods) {
    if (methods.run) lines.push(`- **Method:** ${mdText(methods.run)}`);
    for (const l of methods.layers) lines.push(`- ${l.layer}: ${mdText(l.methods)}`);
    if (methods.reference.length)
      lines.push(`- The reference would have reported: ${mdText(methods.reference.join('; '))}`);
  }
  const heldBack = heldBackLine(result);
  if (heldBack) lines.push(`- **Held-back requests:** ${mdText(heldBack)}`);
  const spread = judgeSpreadView(result);
  if (spread) {
    const parts = [spread.std ? `std dev (out of 100) ${spread.std}` : '', spread.agreement ?? ''].filter(Boolean);
    lines.push(`- **Judges:** ${spread.judges} samples${parts.length ? ` · ${mdText(parts.join(' · '))}` : ''}`);
  }
  const elo = eloView(result);
  if (elo) {
    lines.push(
      elo.rating === null
        ? `- **Elo:** not measured (${mdText(elo.unmeasured ?? 'unknown')})`
        : `- **Elo:** ${elo.rating}${elo.percentile ? ` · ${elo.percentile}` : ''} · ${elo.comparisons}${elo.positionBias ? ` · position bias: ${mdText(elo.positionBias)}` : ''}${elo.badgeRule ? ` · ${mdText(elo.badgeRule)}` : ''}`,
    );
  }
  return lines;
}

/** `**84.3** / 100 · 🥇 Gold · Estimated` */
export function renderHeadline(result: EvalResult): string {
  const c = result.composite;
  const ci = fmtInterval(c.ci_lower, c.ci_upper);
  // A bound, not a joint interval (composite.ci_method).
  return `**${fmtScore(c.score)}** / 100${ci ? ` (bound ${ci})` : ''} · ${badgeText(c.badge)} · ${c.confidence_label}`;
}

/** The full markdown report of one target (CLI `--output markdown`). */
export function renderMarkdown(result: EvalResult, options: MarkdownOptions = {}): string {
  const level = options.headingLevel ?? 1;
  const padded = options.aligned ?? true;
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
      `- Cost: ${fmtCost(costOfResult(result))}`,
      ...(measurementNote(result) ? [`- ⚠️ ${mdText(measurementNote(result)!)}`] : []),
    ].join('\n'),
  );
  if (result.warnings.length) {
    out.push(h(level + 1, 'Warnings'));
    out.push(result.warnings.map((w) => `- ⚠️ ${mdText(w)}`).join('\n'));
  }
  out.push(h(level + 1, 'Layers'));
  out.push(renderLayerTable(result, padded));
  const measurement = renderMeasurementLines(result);
  if (measurement.length) {
    out.push(h(level + 1, 'How it was measured'));
    out.push(measurement.join('\n'));
  }
  const evals = evalsOf(result);
  const authorTriggering = authorTriggeringLine(result);
  if (evals || authorTriggering) {
    out.push(h(level + 1, "Author's evals"));
    out.push(
      [evals ? renderEvalsMarkdown(evals) : '', authorTriggering ? mdText(authorTriggering) : '']
        .filter(Boolean)
        .join('\n\n'),
    );
  }
  out.push(h(level + 1, 'Dimensions (weakest first)'));
  out.push(renderDimensionTable(result, padded));
  out.push(h(level + 1, `${ADVICE_HEADING} (${(result.advice ?? []).length})`));
  out.push(renderAdvice(result, result.kind === 'plugin'));
  out.push(h(level + 1, `Anti-patterns (${aps.length})`));
  out.push(renderAntiPatterns(aps, result.kind === 'plugin', result.plugin_path));
  out.push(h(level + 1, `Findings (${result.findings.length})`));
  out.push(
    `${renderFindings(result.findings, result.kind === 'plugin', result.plugin_path)}\n\n_Findings are not counted in the score._`,
  );
  out.push(h(level + 1, 'Model usage'));
  out.push(renderModelUsage(result, padded));
  if (options.verbose) {
    out.push(h(level + 1, 'Sub-scores'));
    out.push(renderSubScores(result, padded));
  }
  return out.join('\n\n') + '\n';
}

/**
 * Collapsible details of one target for a PR comment or job summary: headline, dimension table
 * with grades, each anti-pattern with what to do about it, findings.
 */
export function renderTargetDetails(result: EvalResult): string {
  const aps = antiPatternsOf(result);
  const measurement = renderMeasurementLines(result);
  const parts = [
    `<details><summary><b>${mdHtmlText(result.name)}</b> — ${fmtScore(result.composite.score)} ${badgeEmoji(result.composite.badge)} <code>${mdHtmlText(result.plugin_path)}</code></summary>`,
    '',
    renderHeadline(result),
    '',
    `Cost: ${fmtCost(costOfResult(result))}`,
    '',
    ...(measurementNote(result) ? [`⚠️ ${mdText(measurementNote(result)!)}`, ''] : []),
    ...(measurement.length ? [measurement.join('\n'), ''] : []),
    renderDimensionTable(result),
    '',
    ...((result.advice ?? []).length
      ? [`**${ADVICE_HEADING}**`, '', renderAdvice(result, result.kind === 'plugin'), '']
      : []),
    `**Anti-patterns (${aps.length})**`,
    '',
    renderAntiPatterns(aps, result.kind === 'plugin', result.plugin_path),
  ];
  if (result.findings.length)
    parts.push(
      '',
      `**Findings (${result.findings.length})**`,
      '',
      renderFindings(result.findings, result.kind === 'plugin', result.plugin_path),
    );
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
  // Findings (security, specification, portability) get a column only when some target has one.
  const withFindings = rows.some((r) => r.outcome.ok && (r.outcome.result.findings ?? []).length > 0);
  const threshold = options.threshold ?? null;
  const header = [
    ...(threshold !== null ? [''] : []),
    'Target',
    'Score',
    'Badge',
    ...(withChange ? ['Change'] : []),
    'Confidence',
    'Anti-patterns',
    ...(withFindings ? ['Findings'] : []),
  ];
  const align: Array<'l' | 'r' | 'c'> = [
    ...(threshold !== null ? ['c' as const] : []),
    'l',
    'r',
    'l',
    ...(withChange ? ['r' as const] : []),
    'l',
    'l',
    ...(withFindings ? ['l' as const] : []),
  ];
  const body = rows.map((row) => {
    const o = row.outcome;
    const targetPath = o.ok ? o.result.plugin_path : o.error.plugin_path;
    const label = row.href ? `[${mdCell(targetPath)}](${row.href})` : mdCode(targetPath, { cell: true });
    if (!o.ok) {
      return [
        ...(threshold !== null ? ['❌'] : []),
        label,
        '—',
        '❗ error',
        ...(withChange ? [''] : []),
        '—',
        mdCell(`${o.error.file}${o.error.field ? ` (${o.error.field})` : ''}: ${o.error.error}`),
        ...(withFindings ? [''] : []),
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
      ...(withFindings ? [(r.findings ?? []).length ? mdCell(summariseFindings(r.findings)) : '—'] : []),
    ];
  });
  return table(header, align, body);
}

function findingItem(f: ChangedFinding): string {
  return `${code(f.rule)} (${f.category}, ${f.level}: ${mdText(f.message)})`;
}

/**
 * What changed from A to B, one line each: dimensions that moved (largest drop first), anti-patterns
 * and findings added and removed. The PR comment uses it for base → head; `compare` for A → B.
 */
export function renderChangeLines(cmp: Comparison, words: DiffWords = COMPARE_WORDS): string[] {
  const out: string[] = [];
  const moved = movedDimensions(cmp);
  if (moved.length) {
    const line = moved.map(
      (r) =>
        `${dimensionLabel(r.name)} ${fmtDelta(r.b as number, r.a as number)} (${fmtScore(r.a)} → ${fmtScore(r.b)})`,
    );
    out.push(`Dimensions that moved: ${line.join(', ')}.`);
  }
  const ch = cmp.changes;
  if (ch.flags_only_b.length)
    out.push(`${words.flagsAdded}: ${summariseFlags(ch.flags_only_b).split(', ').map(code).join(', ')}.`);
  if (ch.flags_only_a.length)
    out.push(`${words.flagsRemoved}: ${summariseFlags(ch.flags_only_a).split(', ').map(code).join(', ')}.`);
  if (ch.findings_only_b.length)
    out.push(`${words.findingsAdded}: ${sortFindings(ch.findings_only_b).map(findingItem).join('; ')}.`);
  if (ch.findings_only_a.length)
    out.push(`${words.findingsRemoved}: ${sortFindings(ch.findings_only_a).map(findingItem).join('; ')}.`);
  return out;
}

export interface CompareMarkdownOptions {
  /** Pads the table so it lines up in a terminal (default true). */
  aligned?: boolean;
  words?: DiffWords;
}

/** The head-to-head table of `compare`, with the winner of each row and what changed. */
export function renderCompareMarkdown(cmp: Comparison, options: CompareMarkdownOptions = {}): string {
  const words = options.words ?? COMPARE_WORDS;
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
    cmp.winner === 'tie'
      ? 'The two score the same overall.'
      : cmp.winner === 'A'
        ? `**A wins** by ${fmtScore(cmp.a.score - cmp.b.score)} points.`
        : `**B wins** by ${fmtScore(cmp.b.score - cmp.a.score)} points.`;
  const ch = cmp.changes;
  const changes: string[] = [];
  if (ch.flags_only_a.length) changes.push(`- ${words.flagsRemoved}: ${ch.flags_only_a.map(code).join(', ')}`);
  if (ch.flags_only_b.length) changes.push(`- ${words.flagsAdded}: ${ch.flags_only_b.map(code).join(', ')}`);
  for (const f of sortFindings(ch.findings_only_a)) changes.push(`- ${words.findingsRemoved}: ${findingItem(f)}`);
  for (const f of sortFindings(ch.findings_only_b)) changes.push(`- ${words.findingsAdded}: ${findingItem(f)}`);
  const methodLines =
    cmp.methods && (methodsDiffer(cmp.methods.a) || methodsDiffer(cmp.methods.b))
      ? [
          h(2, 'Both methods (static layer)'),
          renderMethodLines([
            ['A', cmp.a.path, cmp.methods.a],
            ['B', cmp.b.path, cmp.methods.b],
          ]),
        ]
      : [];
  return (
    [
      h(1, 'PluginEval: compare'),
      `- **A**: ${who(cmp.a)}\n- **B**: ${who(cmp.b)}`,
      table(['', 'Weight', 'A', 'B', 'B − A', 'Winner'], ['l', 'r', 'r', 'r', 'r', 'c'], rows, options.aligned ?? true),
      `${verdict} Dimensions won: A ${cmp.tally.a}, B ${cmp.tally.b}, tied ${cmp.tally.tie}.`,
      h(2, 'What changed'),
      changes.length ? changes.join('\n') : `_${words.same}_`,
      ...methodLines,
    ].join('\n\n') + '\n'
  );
}

/** `- Baseline: 2 new problems (in `a`, `b`), 5 baselined` */
function baselineLine(b: NonNullable<SweepSummary['baseline']>): string {
  const shown = b.targets_with_new
    .slice(0, 10)
    .map((p) => mdCode(p))
    .join(', ');
  const more = b.targets_with_new.length > 10 ? ` and ${b.targets_with_new.length - 10} more` : '';
  return `- Baseline: ${plural(b.new, 'new problem')}${b.new ? ` (in ${shown}${more})` : ''}, ${fmtInt(b.baselined)} baselined`;
}

/** summary.md of a sweep. */
export function renderSweepSummary(s: SweepSummary): string {
  const c = s.counts;
  const out: string[] = [];
  out.push(h(1, `PluginEval report: ${code(sweepTitle(s))}`));
  out.push(
    [
      `- ${plural(c.targets, 'target')} (${plural(c.plugins, 'plugin')}, ${plural(c.skills, 'skill')}): ${fmtInt(c.scored)} scored, ${fmtInt(c.errors)} could not be scored`,
      `- Mean score **${fmtScore(s.mean_score)}** (median ${fmtScore(s.median_score)}, min ${fmtScore(s.min_score)}, max ${fmtScore(s.max_score)})`,
      `- ${fmtInt(c.with_anti_patterns)} with anti-patterns, ${fmtInt(c.below_attention)} below ${s.attention_score}`,
      `- Depth ${s.depth}${s.shard ? `, shard ${s.shard.index}/${s.shard.count}` : ''}; generated ${s.generated_at}`,
      ...(s.cost ? [`- Cost: ${fmtCost(s.cost)}`] : []),
      ...(s.baseline ? [baselineLine(s.baseline)] : []),
      `- ${!s.passed ? '❌' : s.threshold === null ? 'ℹ️' : '✅'} ${s.gate}`,
    ].join('\n'),
  );

  out.push(h(2, 'Badges'));
  out.push(
    table(
      ['Badge', 'Targets', 'Share'],
      ['l', 'r', 'r'],
      BADGE_ORDER.map((b) => [
        badgeText(b),
        fmtInt(s.badges[b]),
        c.scored ? `${((100 * s.badges[b]) / c.scored).toFixed(1)}%` : '—',
      ]),
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
              mdCode(r.path, { cell: true }),
              r.kind,
              fmtScore(r.score),
              badgeEmoji(r.badge),
              mdCell(summariseFlags(r.anti_patterns)) || '—',
              mdCell(
                r.weakest.map((d) => `${dimensionLabel(d.name)} ${fmtUnit(d.score, 0)} (${d.grade})`).join(', '),
              ) || '—',
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
          s.errors.map((e) => [
            mdCode(e.plugin_path, { cell: true }),
            e.kind,
            mdCode(e.file, { cell: true }),
            e.field ? mdCode(e.field, { cell: true }) : '—',
            mdCell(e.error),
          ]),
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
            mdCode(r.path, { cell: true }),
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

/** Heading of the advice section. */
export const ADVICE_HEADING = 'Where the points went';

function adviceTitle(a: Advice): string {
  if (a.kind === 'dimension') return `${dimensionLabel(a.name)} ${fmtUnit(a.score)}`;
  if (a.kind === 'anti_pattern') return `${ruleInfo(a.name)?.title ?? a.name} ${code(a.name)} (penalty)`;
  return `Member ${code(a.name)} ${fmtUnit(a.score)}`;
}

/**
 * Every place the composite lost points, largest gain first: the measured fact (quoted, with its
 * line), the points a fix would bring and the catalog's fix.
 */
export function renderAdvice(result: EvalResult, withFile = false): string {
  const advice = result.advice ?? [];
  if (advice.length === 0)
    return '_Nothing to gain: every measured dimension is at its maximum and no anti-pattern counts._';
  return advice
    .map((a) => {
      const items = a.items.map((i) => {
        const quoted = i.quote ? `: \u201c${mdText(i.quote)}\u201d` : '';
        const place = where(i.line, i.file, withFile, result.plugin_path);
        return `  - ${mdText(i.fact)}${quoted}${place}.${i.fix ? ` **Fix:** ${mdText(i.fix)}` : ''}`;
      });
      return [`- **${adviceTitle(a)}** — a fix brings up to **+${fmtScore(a.gain)}** points`, ...items].join('\n');
    })
    .join('\n');
}

/**
 * One line per target whose static composite differs by more than a point between the methods:
 * `- A \`skills/x\`: calibrated 72.4 · reference 61.0 (+11.4)`.
 */
export function renderMethodLines(rows: ReadonlyArray<readonly [string, string, MethodPair]>): string {
  return rows
    .filter(([, , pair]) => methodsDiffer(pair))
    .map(
      ([label, p, pair]) =>
        `- ${label ? `${label} ` : ''}${code(p)}: calibrated ${fmtScore(pair.calibrated)} · reference ${fmtScore(pair.reference)} (${fmtDelta(pair.calibrated as number, pair.reference).replace(/^[▲▼] /, '')})`,
    )
    .join('\n');
}
