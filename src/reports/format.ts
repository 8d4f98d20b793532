// Shared formatting for every report (terminal markdown, PR comment, job summary, HTML): numbers,
// badges, grades and deltas look the same wherever a reader meets them.
import { BADGES, UNMEASURED_GRADE } from '../contract/weights.js';
import type { Badge, DimensionName, DimensionResult, EvalResult, Finding } from '../contract/types.js';
import type { EloResult } from '../layers/elo.js';
import { costOf, type RunCost } from '../llm/cost.js';
import { describeDimensions } from '../composite/measurement.js';

export { UNMEASURED_GRADE };

/** Badge order, best first (also the order of the badge distribution tables). */
export const BADGE_ORDER: readonly Badge[] = [...BADGES.map((b) => b.badge), 'no_badge'];

/** The lowest score that earns any badge (bronze): the line below which a target needs attention. */
export const LOWEST_BADGE_SCORE = Math.min(...BADGES.map((b) => b.minScore));

const BADGE_EMOJI: Record<Badge, string> = {
  platinum: '💎',
  gold: '🥇',
  silver: '🥈',
  bronze: '🥉',
  no_badge: '⚪',
};

const BADGE_LABEL: Record<Badge, string> = {
  platinum: 'Platinum',
  gold: 'Gold',
  silver: 'Silver',
  bronze: 'Bronze',
  no_badge: 'No badge',
};

/**
 * Badge colours shared by the HTML report and the shields.io badges. Dark enough that white text
 * on them passes WCAG AA (4.5:1); the HTML test checks it.
 */
export const BADGE_COLOUR: Record<Badge, string> = {
  platinum: '#4a5d78',
  gold: '#8a6508',
  silver: '#5c6670',
  bronze: '#a0522d',
  no_badge: '#b42318',
};

/** Finding categories in the order a reader should see them: what can hurt first. */
export const FINDING_CATEGORY_ORDER: readonly Finding['category'][] = ['security', 'spec', 'portability', 'read'];

const FINDING_CATEGORY_LABEL: Record<Finding['category'], string> = {
  security: 'Security',
  spec: 'Specification',
  portability: 'Portability',
  read: 'Reading',
};

const LEVEL_ORDER: readonly Finding['level'][] = ['high', 'medium', 'low', 'info'];

export function findingCategoryLabel(category: Finding['category']): string {
  return FINDING_CATEGORY_LABEL[category] ?? String(category);
}

/** Findings by category (security first), then level (high first); the original order otherwise. */
export function sortFindings<T extends Pick<Finding, 'category' | 'level'>>(findings: readonly T[]): T[] {
  const rank = (xs: readonly string[], x: string) => (xs.includes(x) ? xs.indexOf(x) : xs.length);
  return findings
    .map((f, i) => ({ f, i }))
    .sort(
      (a, b) =>
        rank(FINDING_CATEGORY_ORDER, a.f.category) - rank(FINDING_CATEGORY_ORDER, b.f.category) ||
        rank(LEVEL_ORDER, a.f.level) - rank(LEVEL_ORDER, b.f.level) ||
        a.i - b.i,
    )
    .map(({ f }) => f);
}

/** `security 2 (high), spec 1` — findings counted per category, the worst security level named. */
export function summariseFindings(findings: ReadonlyArray<Pick<Finding, 'category' | 'level'>>): string {
  const parts: string[] = [];
  for (const category of FINDING_CATEGORY_ORDER) {
    const of = findings.filter((f) => f.category === category);
    if (of.length === 0) continue;
    const worst = category === 'security' ? sortFindings(of)[0].level : null;
    parts.push(`${category} ${of.length}${worst ? ` (${worst})` : ''}`);
  }
  return parts.join(', ');
}

/** How many of the weakest dimensions summaries show per target. */
export const WEAKEST_DIMENSIONS_SHOWN = 3;

export function badgeEmoji(badge: Badge): string {
  return BADGE_EMOJI[badge] ?? '⚪';
}

export function badgeLabel(badge: Badge): string {
  return BADGE_LABEL[badge] ?? String(badge);
}

/** `🥇 Gold` */
export function badgeText(badge: Badge): string {
  return `${badgeEmoji(badge)} ${badgeLabel(badge)}`;
}

/** See truncated(). */
const DISPLAY_NUDGE = 1e-9;

/**
 * `x` cut (not rounded) to `digits` decimals. A shown score is then never above the score that
 * decided its badge or grade: 89.96 shows as 89.9 (gold), not 90.0 beside a gold badge, and every
 * badge, grade and one-decimal threshold line falls on the same side for the shown figure as for `x`.
 */
export function truncated(x: number, digits: number): string {
  const f = 10 ** digits;
  // The tiny nudge absorbs the noise of `x * f` itself (0.29 * 100 = 28.999999999999996 shows as
  // 29.0); it is far below the 1e-9 grid the calibrated composite is rounded to.
  const cut = Math.floor(x * f + DISPLAY_NUDGE) / f;
  // -0 would print as "-0.0".
  return (cut === 0 ? 0 : cut).toFixed(digits);
}

/** A 0–100 score with one decimal, truncated so it agrees with its badge: `84.3`. */
export function fmtScore(score: number | null | undefined, digits = 1): string {
  if (score === null || score === undefined || !Number.isFinite(score)) return '—';
  return truncated(score, digits);
}

/** A 0–1 value as a 0–100 figure with one decimal, truncated so it agrees with its grade. */
export function fmtUnit(value: number | null | undefined, digits = 1): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  return truncated(value * 100, digits);
}

/** A 0–1 value with three decimals, as the JSON carries it but readable: `0.734`. */
export function fmtFraction(value: number | null | undefined, digits = 3): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  return value.toFixed(digits);
}

/** `12,345` */
export function fmtInt(n: number): string {
  const r = Math.round(n);
  // By hand: the first toLocaleString call loads the locale data (about 0.1 s of a quick run).
  if (!Number.isSafeInteger(r) || Object.is(r, -0)) return r.toLocaleString('en-US');
  const digits = String(Math.abs(r));
  let out = digits.slice(0, ((digits.length - 1) % 3) + 1);
  for (let i = out.length; i < digits.length; i += 3) out += `,${digits.slice(i, i + 3)}`;
  return r < 0 ? `-${out}` : out;
}

/** `1 plugin`, `3 plugins` */
export function plural(n: number, word: string, many = `${word}s`): string {
  return `${fmtInt(n)} ${n === 1 ? word : many}`;
}

/** `$0.0123` */
export function fmtUsd(n: number): string {
  return n >= 1 ? `$${n.toFixed(2)}` : `$${n.toFixed(4)}`;
}

/**
 * What a result did not completely measure, in one sentence (null when it measured everything the
 * depth asks for): the label it dropped from, the unmeasured and the partial dimensions and why.
 */
export function measurementNote(result: Pick<EvalResult, 'measurement'>): string | null {
  const m = result.measurement;
  if (!m || m.complete) return null;
  const parts = [
    `Not completely measured: the label is ${m.label.shown}${m.label.dropped ? `, not ${m.label.full}` : ''}.`,
  ];
  if (m.unmeasured.length) parts.push(`Not measured: ${describeDimensions(m, 'unmeasured')}.`);
  if (m.partial.length) parts.push(`Partly measured: ${describeDimensions(m, 'partial')}.`);
  return parts.join(' ');
}

/** Whether a dimension of a result was measured from fewer runs or calls than planned. */
export function isPartialDimension(result: Pick<EvalResult, 'measurement'>, name: string): boolean {
  return result.measurement?.partial.includes(name as DimensionName) ?? false;
}

/** A result's cost: its own `cost`, else summed from its model usage (reports written before `cost` existed). */
export function costOfResult(result: Pick<EvalResult, 'model_usage'> & { cost?: RunCost }): RunCost {
  return result.cost ?? costOf(result.model_usage);
}

/**
 * `$0.0123 (est.) · 45 calls · 12,345 input, 2,345 output, 1,000 cache-write, 30,000 cache-read tokens`,
 * or `$0 · no model calls`.
 */
export function fmtCost(cost: RunCost): string {
  if (cost.calls === 0) return '$0 · no model calls';
  return (
    `${fmtUsd(cost.estimated_usd)} (est.) · ${plural(cost.calls, 'call')} · ${fmtInt(cost.input_tokens)} input, ${fmtInt(cost.output_tokens)} output, ` +
    `${fmtInt(cost.cache_creation_input_tokens)} cache-write, ${fmtInt(cost.cache_read_input_tokens)} cache-read tokens`
  );
}

/** `1.2 s` or `340 ms` */
export function fmtDuration(ms: number): string {
  return ms >= 1000 ? `${(ms / 1000).toFixed(1)} s` : `${Math.round(ms)} ms`;
}

/** Confidence interval `[78.1, 86.4]`, or '' when there is none. */
export function fmtInterval(lower: number | null | undefined, upper: number | null | undefined, unit = false): string {
  if (lower === null || lower === undefined || upper === null || upper === undefined) return '';
  const f = unit ? fmtUnit : fmtScore;
  return `[${f(lower)}, ${f(upper)}]`;
}

/**
 * Change of a score against a base version: `▲ +4.2`, `▼ −3.0`, `= 0.0`, or `new` when there is no
 * base version. Rounded to the shown decimal first, so `+0.04` reads as unchanged.
 */
export function fmtDelta(current: number, base: number | null | undefined, digits = 1): string {
  if (base === null || base === undefined || !Number.isFinite(base)) return 'new';
  const delta = Number((current - base).toFixed(digits));
  if (delta > 0) return `▲ +${delta.toFixed(digits)}`;
  if (delta < 0) return `▼ −${Math.abs(delta).toFixed(digits)}`;
  return `= ${(0).toFixed(digits)}`;
}

/** `triggering_accuracy` → `Triggering accuracy` */
export function dimensionLabel(name: DimensionName | string): string {
  const words = name.split('_').join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** `monte_carlo` → `Monte Carlo` */
export function layerLabel(layer: string): string {
  if (layer === 'monte_carlo') return 'Monte Carlo';
  if (layer === 'judge') return 'LLM judge';
  if (layer === 'static') return 'Static';
  if (layer === 'evals') return "Author's evals";
  return dimensionLabel(layer);
}

export function isMeasured(d: DimensionResult): boolean {
  return d.grade !== UNMEASURED_GRADE;
}

/** Measured dimensions, weakest first (ties: heavier weight first, then table order). */
export function weakestFirst(dimensions: readonly DimensionResult[]): DimensionResult[] {
  return dimensions
    .map((d, i) => ({ d, i }))
    .filter(({ d }) => isMeasured(d))
    .sort((a, b) => a.d.score - b.d.score || b.d.weight - a.d.weight || a.i - b.i)
    .map(({ d }) => d);
}

/** The few weakest measured dimensions of a result. */
export function weakestDimensions(result: EvalResult, count = WEAKEST_DIMENSIONS_SHOWN): DimensionResult[] {
  return weakestFirst(result.composite.dimensions).slice(0, count);
}

/** Anti-pattern flags of a result in order (repeats kept), from every layer. */
export function antiPatternsOf(
  result: EvalResult,
): Array<{ flag: string; description: string; severity: number; line?: number; file?: string }> {
  return result.layers.flatMap((l) => l.anti_patterns);
}

export interface FlagGroup {
  flag: string;
  description: string;
  count: number;
  /** Silenced occurrences are grouped apart and shown as such (they do not count). */
  suppressed: boolean;
  /** `file:line`, `line N` or `file` of each occurrence that has a place. */
  places: string[];
  /** With a baseline: new occurrences and baselined ones are grouped apart. */
  baseline?: 'new' | 'baselined';
}

/** Anti-patterns grouped by flag, in first-seen order, so a flag repeated eleven times reads once. */
export function groupAntiPatterns(
  items: ReadonlyArray<{
    flag: string;
    description: string;
    line?: number;
    file?: string;
    suppressed?: boolean;
    baseline?: 'new' | 'baselined';
  }>,
  withFile: boolean,
  /** Shown file paths are made relative to this folder (a plugin's own path). */
  base = '',
): FlagGroup[] {
  const prefix = base && base !== '.' ? `${base.replace(/\/+$/, '')}/` : '';
  const groups = new Map<string, FlagGroup>();
  for (const ap of items) {
    const key = `${ap.flag}${ap.suppressed ? '\0suppressed' : ''}${ap.baseline ? `\0${ap.baseline}` : ''}`;
    let g = groups.get(key);
    if (!g) {
      g = {
        flag: ap.flag,
        description: ap.description,
        count: 0,
        places: [],
        suppressed: ap.suppressed === true,
        ...(ap.baseline ? { baseline: ap.baseline } : {}),
      };
      groups.set(key, g);
    }
    g.count += 1;
    const file =
      withFile && ap.file ? (prefix && ap.file.startsWith(prefix) ? ap.file.slice(prefix.length) : ap.file) : '';
    const place =
      file && ap.line !== undefined ? `${file}:${ap.line}` : file || (ap.line !== undefined ? `line ${ap.line}` : '');
    if (place && !g.places.includes(place)) g.places.push(place);
  }
  return [...groups.values()];
}

/** What a sweep report is of: the repository's name when it covers the whole repository, else its folder. */
export function sweepTitle(s: { root: string; name?: string }): string {
  const root = s.root || '.';
  return root === '.' && s.name ? s.name : root;
}

/** The mark shown beside a suppressed anti-pattern or finding. */
export const SUPPRESSED_MARK = '(suppressed: not counted)';

/** The mark beside an anti-pattern or finding when a baseline was applied ('' without one). */
export function baselineMark(state: 'new' | 'baselined' | undefined): string {
  return state === 'new' ? '🆕 new since the baseline' : state === 'baselined' ? '(baselined)' : '';
}

/** `lines 3, 8` / `a/SKILL.md:3` — at most `max` places, then `…`. */
export function fmtPlaces(places: readonly string[], max = 8): string {
  if (places.length === 0) return '';
  const lineOnly = places.every((p) => p.startsWith('line '));
  const shown = lineOnly ? places.map((p) => p.slice(5)) : [...places];
  const head = shown.slice(0, max).join(', ') + (shown.length > max ? `, … (${shown.length - max} more)` : '');
  return lineOnly ? `${shown.length > 1 ? 'lines' : 'line'} ${head}` : head;
}

/** `MISSING_TRIGGER, ORPHAN_REFERENCE ×2` */
export function summariseFlags(flags: readonly string[]): string {
  if (flags.length === 0) return '';
  const counts = new Map<string, number>();
  for (const f of flags) counts.set(f, (counts.get(f) ?? 0) + 1);
  return [...counts.entries()].map(([f, n]) => (n > 1 ? `${f} ×${n}` : f)).join(', ');
}

// Markdown escaping lives with the log escaping (one module for every text from outside).
export { mdCell, mdCode, mdText } from '../text/escape.js';

/** The dimensions a layer left unmeasured (`{dimension, reason}` entries, or bare names), comma-separated. */
export function unmeasuredNames(entries: readonly unknown[]): string {
  return entries
    .map((u) =>
      u && typeof u === 'object' && 'dimension' in u ? String((u as { dimension: unknown }).dimension) : String(u),
    )
    .join(', ');
}

/** Escapes text for HTML content and attribute values. */
export function htmlEscape(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Code points a terminal draws two columns wide: emoji and East Asian wide characters. */
function isWide(cp: number): boolean {
  return (
    (cp >= 0x1f000 && cp <= 0x1faff) ||
    (cp >= 0x1100 && cp <= 0x115f) ||
    (cp >= 0x2e80 && cp <= 0xa4cf) ||
    (cp >= 0xac00 && cp <= 0xd7a3) ||
    (cp >= 0xf900 && cp <= 0xfaff) ||
    (cp >= 0xff00 && cp <= 0xff60) ||
    [
      0x231a, 0x231b, 0x23f0, 0x23f3, 0x26a1, 0x26aa, 0x26ab, 0x26bd, 0x26be, 0x26d4, 0x2705, 0x274c, 0x274e, 0x2753,
      0x2754, 0x2755, 0x2757, 0x2b50, 0x2b55,
    ].includes(cp)
  );
}

/** Columns a string takes in a terminal (emoji count two, variation selectors and joiners none). */
export function displayWidth(text: string): number {
  let width = 0;
  for (const ch of text) {
    const cp = ch.codePointAt(0) ?? 0;
    if (cp === 0xfe0f) {
      width += 1; // an emoji presentation selector widens the symbol before it (⚠️)
    } else if (cp === 0x200d || cp === 0xfe0e || (cp >= 0x300 && cp <= 0x36f)) {
      continue;
    } else {
      width += isWide(cp) ? 2 : 1;
    }
  }
  return width;
}

/** Pads cells so a plain-text table lines up (the terminal compare table). */
export function alignColumns(rows: string[][], rightAligned: readonly number[] = []): string[] {
  const widths: number[] = [];
  for (const row of rows) row.forEach((cell, i) => (widths[i] = Math.max(widths[i] ?? 0, displayWidth(cell))));
  return rows.map((row) =>
    row
      .map((cell, i) => {
        const pad = ' '.repeat(widths[i] - displayWidth(cell));
        return rightAligned.includes(i) ? pad + cell : cell + pad;
      })
      .join('  ')
      .trimEnd(),
  );
}

// ---------------------------------------------------------------------------------------------
// The LLM layers' measurements (Elo, methods, judges' spread), read from the JSON as the layers wrote it (defensively:
// a report never
// throws on a result from an older version). Each helper returns null when there is nothing to show,
// so a quick run's report is unchanged.

const isRecord = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** The layers that call a model. */
const LLM_LAYERS = new Set(['judge', 'monte_carlo']);

/** `1st`, `2nd`, `3rd`, `11th`, `62nd` */
export function ordinal(n: number): string {
  const r = Math.round(n);
  const teen = r % 100 >= 11 && r % 100 <= 13;
  const suffix = teen ? 'th' : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[r % 10] ?? 'th');
  return `${r}${suffix}`;
}

/** A 0–1 share as a whole percentage: `75%`. */
export function fmtPercent(value: number): string {
  return `${Math.round(value * 100)}%`;
}

export interface EloView {
  /** `1523 [1450, 1601]`, or null when the rating could not be measured. */
  rating: string | null;
  /** Why there is no rating. */
  unmeasured: string | null;
  /** `62nd percentile of 40 corpus skills` */
  percentile: string | null;
  /** `6 reference comparisons` */
  comparisons: string;
  /** `2 of 6 pairs changed verdict when the order was swapped; the skill shown first won 75% of decisive verdicts` */
  positionBias: string | null;
  /** `badge: the interval's lower bound (1320) must clear the line` */
  badgeRule: string | null;
}

/** The Elo rating of a result, or null when none was attempted (quick runs, plugins, no corpus). */
export function eloView(result: EvalResult): EloView | null {
  const elo = result.elo;
  if (!isRecord(elo) || !('rating' in elo)) return null;
  const round = (x: number | null) => (x === null ? '?' : Math.round(x).toString());
  const rating = num(elo.rating);
  const lower = num(elo.ci_lower);
  const upper = num(elo.ci_upper);
  const pct = num(elo.percentile);
  const corpus = num(elo.corpus_size);
  const games = Array.isArray(elo.games) ? elo.games.length : 0;
  const bias = isRecord(elo.position_bias) ? elo.position_bias : {};
  const checked = num(bias.pairs_checked);
  const inconsistent = num(bias.inconsistent);
  const firstShare = num(bias.first_position_win_share);
  const biasParts: string[] = [];
  if (checked !== null && checked > 0 && inconsistent !== null)
    biasParts.push(`${inconsistent} of ${plural(checked, 'pair')} changed verdict when the order was swapped`);
  if (firstShare !== null) biasParts.push(`the skill shown first won ${fmtPercent(firstShare)} of decisive verdicts`);
  return {
    rating:
      rating === null
        ? null
        : `${round(rating)}${lower !== null && upper !== null ? ` [${round(lower)}, ${round(upper)}]` : ''}`,
    unmeasured: rating === null ? (typeof elo.unmeasured === 'string' ? elo.unmeasured : 'unknown') : null,
    percentile:
      rating !== null && pct !== null
        ? `${ordinal(pct)} percentile${corpus !== null ? ` of ${plural(corpus, 'corpus skill')}` : ''}`
        : null,
    comparisons: plural(games, 'reference comparison'),
    positionBias: biasParts.length ? biasParts.join('; ') : null,
    badgeRule: isRecord(elo.badge) && typeof elo.badge.rule === 'string' ? `badge: ${elo.badge.rule}` : null,
  };
}

/** What `config.method` means, for readers. */
const RUN_METHOD_TEXT: Record<string, string> = {
  measured:
    "measured — triggering and activation observed from a catalogue of skills, replies graded; the reference's numbers are kept beside them",
  reference:
    "reference — the reference implementation's methods (self-reported triggering, activation = a non-empty reply, quality = reply length)",
};

export interface MethodView {
  /** `measured — …` from config.method, or null when the run did not record one. */
  run: string | null;
  /** Per LLM layer: its dimensions grouped by method label (`measured: Triggering accuracy; judged: …`). */
  layers: Array<{ layer: string; methods: string }>;
  /** What the reference's method would have reported beside the measured numbers. */
  reference: string[];
}

/** `measured: activation rate …` → `measured`; `judged: mean of 3 samples` → `judged`. */
function methodLabel(text: string): string {
  const i = text.indexOf(':');
  return (i > 0 ? text.slice(0, i) : text).trim();
}

/** The method labels of the LLM layers, or null when no LLM layer ran. */
export function methodView(result: EvalResult): MethodView | null {
  const llm = result.layers.filter((l) => LLM_LAYERS.has(l.layer));
  if (llm.length === 0) return null;
  // The LLM layers' method (`llm_method`); older reports kept it in `method`, which now names the static method.
  const llmMethod =
    result.config.llm_method ?? (result.config.method === 'calibrated' ? undefined : result.config.method);
  const configured = typeof llmMethod === 'string' ? llmMethod : null;
  const layers: MethodView['layers'] = [];
  const reference: string[] = [];
  for (const l of llm) {
    const md = l.metadata ?? {};
    if (isRecord(md.method)) {
      const groups = new Map<string, string[]>();
      for (const [dimension, text] of Object.entries(md.method)) {
        if (typeof text !== 'string') continue;
        const label = methodLabel(text);
        groups.set(label, [...(groups.get(label) ?? []), dimensionLabel(dimension)]);
      }
      if (groups.size)
        layers.push({
          layer: layerLabel(l.layer),
          methods: [...groups.entries()].map(([label, dims]) => `${label}: ${dims.join(', ')}`).join('; '),
        });
    }
    const trig = isRecord(md.triggering) ? md.triggering : null;
    const selfReported = trig && isRecord(trig.reference) ? num(trig.reference.f1) : null;
    if (trig && trig.method !== 'self-reported' && num(trig.f1) !== null && selfReported !== null) {
      reference.push(
        `${layerLabel(l.layer)}: triggering F1 measured ${fmtFraction(num(trig.f1))}, self-reported ${fmtFraction(selfReported)}`,
      );
    }
    const ref = isRecord(md.reference) && md.reference.method === 'reference' ? md.reference : null;
    if (ref) {
      const parts = [
        num(ref.activation_rate) !== null
          ? `activation rate ${fmtFraction(num(ref.activation_rate))} (measured ${fmtFraction(num(isRecord(md.activation) ? md.activation.rate : null))})`
          : '',
        num(ref.score) !== null ? `layer score ${fmtUnit(num(ref.score))} (measured ${fmtUnit(l.score)})` : '',
      ].filter(Boolean);
      if (parts.length) reference.push(`${layerLabel(l.layer)}: ${parts.join(', ')}`);
    }
  }
  const run = configured ? (RUN_METHOD_TEXT[configured] ?? configured) : null;
  if (run === null && layers.length === 0 && reference.length === 0) return null;
  return { run, layers, reference };
}

export interface JudgeSpreadView {
  /** Number of judge samples. */
  judges: number;
  /** `Orchestration fitness 11.8, Output quality 4.1` (std dev in score points out of 100). */
  std: string | null;
  /** `Krippendorff's alpha 0.25`, or why the agreement is not reported (older reports: kappa). */
  agreement: string | null;
}

/** The spread of the judge samples, or null with fewer than two judges. */
export function judgeSpreadView(result: EvalResult): JudgeSpreadView | null {
  const judge = result.layers.find((l) => l.layer === 'judge');
  const judges = judge && isRecord(judge.metadata?.judges) ? judge.metadata.judges : null;
  const n = judges ? num(judges.n) : null;
  if (!judges || n === null || n < 2) return null;
  const std = isRecord(judges.std)
    ? Object.entries(judges.std)
        .filter(([, v]) => num(v) !== null)
        .map(([dimension, v]) => `${dimensionLabel(dimension)} ${fmtUnit(v as number)}`)
        .join(', ')
    : '';
  let agreement: string | null = null;
  if (isRecord(judges.agreement)) {
    const a = judges.agreement;
    const alpha = num(a.alpha);
    const kappa = num(a.kappa);
    if (alpha !== null) agreement = `Krippendorff's alpha ${fmtFraction(alpha, 2)}`;
    else if (kappa !== null)
      agreement = `${typeof a.method === 'string' && a.method.includes("Light's") ? "Light's kappa" : "Cohen's kappa"} ${fmtFraction(kappa, 2)}`;
    else if (typeof a.note === 'string') agreement = `agreement ${a.note}`;
  }
  return { judges: n, std: std || null, agreement };
}

/** One line for reports: `Elo 1523 [1450, 1601] · 62nd percentile of 40 · 6 references, …`. */
export function eloSummary(elo: EloResult): string {
  if (elo.rating === null) return `Elo not measured (${elo.unmeasured ?? 'unknown'})`;
  const r = (x: number | null) => (x === null ? '?' : Math.round(x).toString());
  const pct =
    elo.percentile === null ? '' : ` · ${ordinal(elo.percentile)} percentile of ${elo.corpus_size} corpus skills`;
  const bias =
    elo.position_bias.rate === null
      ? ''
      : `, ${elo.position_bias.inconsistent} of ${elo.position_bias.pairs_checked} pairs changed with the order`;
  const badge = elo.badge ? ` · badge: ${elo.badge.rule}` : '';
  return `Elo ${r(elo.rating)} [${r(elo.ci_lower)}, ${r(elo.ci_upper)}]${pct} · ${elo.games.length} reference comparison(s)${bias} (method: measured)${badge}`;
}

/** A result's Elo line, or why it has none. */
export function eloText(result: EvalResult): string {
  const elo = result.elo as EloResult | null;
  return elo ? eloSummary(elo) : 'not rated (a plugin, or the LLM layers did not run)';
}
