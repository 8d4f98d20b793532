// Two results compared in markdown: the compare table, what changed from A to B, where the two static methods
// differ.
import {
  COMPARE_WORDS,
  type ChangedFinding,
  type Comparison,
  type DiffWords,
  type MethodPair,
  methodsDiffer,
  movedDimensions,
} from '../comparison.js';
import { code, h, table } from './blocks.js';
import { summariseFlags } from '../shared/antiPatterns.js';
import { badgeText } from '../shared/badges.js';
import { dimensionLabel } from '../shared/dimensions.js';
import { sortFindings } from '../shared/findings.js';
import { fmtDelta, fmtFraction, fmtScore } from '../shared/numbers.js';
import { mdText } from '../../text/escape.js';

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
