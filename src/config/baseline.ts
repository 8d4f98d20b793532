// A baseline: the anti-patterns and findings a repository already has, recorded by fingerprint
// (rule, file, normalised text — not line numbers), with each target's score. With a baseline,
// only new problems fail a gate, and problems that were fixed are reported as gone.
import type { EvalResult, Finding } from '../contract/types.js';

export const BASELINE_FILE = '.plugin-eval-baseline.json';
export const BASELINE_VERSION = 1;
/** Largest baseline file read (it comes from the repository). */
export const BASELINE_MAX_BYTES = 16 * 1024 * 1024;
/** A target whose score falls by more than this below its baseline score has regressed. */
export const BASELINE_SCORE_TOLERANCE = 0.05;

export interface BaselineEntry {
  fingerprint: string;
  rule: string;
  kind: 'anti-pattern' | 'finding';
  target: string;
  file?: string;
}

export interface Baseline {
  tool: 'plugin-eval';
  version: number;
  generated: string;
  method?: string;
  targets: Record<string, { score: number }>;
  entries: BaselineEntry[];
}

/** What a baseline says of a set of results. */
export interface BaselineComparison {
  /** Anti-patterns and findings (not suppressed) that the baseline does not have. */
  new: BaselineEntry[];
  baselined: number;
  /** Entries of the baseline that no result has any more (fixed), for the targets scored. */
  gone: BaselineEntry[];
}

function entriesOf(
  result: EvalResult,
): Array<{ entry: BaselineEntry; item: { baseline?: 'new' | 'baselined'; suppressed?: boolean } }> {
  const out: Array<{ entry: BaselineEntry; item: { baseline?: 'new' | 'baselined'; suppressed?: boolean } }> = [];
  const staticLayer = result.layers.find((l) => l.layer === 'static');
  for (const ap of staticLayer?.anti_patterns ?? []) {
    if (ap.fingerprint)
      out.push({
        entry: {
          fingerprint: ap.fingerprint,
          rule: ap.flag,
          kind: 'anti-pattern',
          target: result.plugin_path,
          file: ap.file,
        },
        item: ap,
      });
  }
  for (const f of result.findings) {
    if (f.fingerprint)
      out.push({
        entry: { fingerprint: f.fingerprint, rule: f.rule, kind: 'finding', target: result.plugin_path, file: f.file },
        item: f,
      });
  }
  return out;
}

/** The baseline of a set of results (suppressed items are left out: they are already accepted). */
export function buildBaseline(results: readonly EvalResult[], method?: string, now = new Date()): Baseline {
  const entries: BaselineEntry[] = [];
  const seen = new Set<string>();
  const targets: Baseline['targets'] = {};
  for (const r of results) {
    targets[r.plugin_path] = { score: Math.round(r.composite.score * 1e6) / 1e6 };
    for (const { entry, item } of entriesOf(r)) {
      const key = `${entry.kind}\0${entry.fingerprint}`;
      if (item.suppressed || seen.has(key)) continue;
      seen.add(key);
      entries.push(entry);
    }
  }
  entries.sort((a, b) => (a.target + a.rule + a.fingerprint < b.target + b.rule + b.fingerprint ? -1 : 1));
  return {
    tool: 'plugin-eval',
    version: BASELINE_VERSION,
    generated: now.toISOString(),
    ...(method ? { method } : {}),
    targets,
    entries,
  };
}

export function renderBaseline(b: Baseline): string {
  return `${JSON.stringify(b, null, 2)}\n`;
}

/** Reads a baseline file's text; throws an Error naming what is wrong. */
export function parseBaseline(text: string, file: string): Baseline {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (err) {
    throw new Error(`${file}: not valid JSON (${(err as Error).message})`, { cause: err });
  }
  const b = data as Partial<Baseline> | null;
  if (!b || typeof b !== 'object' || b.tool !== 'plugin-eval')
    throw new Error(`${file}: not a plugin-eval baseline (no "tool": "plugin-eval")`);
  if (b.version !== BASELINE_VERSION)
    throw new Error(
      `${file}: baseline version ${String(b.version)} is not supported (expected ${BASELINE_VERSION}); write it again with plugin-eval baseline`,
    );
  if (!Array.isArray(b.entries) || typeof b.targets !== 'object' || b.targets === null)
    throw new Error(`${file}: "entries" and "targets" are required`);
  b.entries.forEach((e, i) => {
    if (
      !e ||
      typeof e.fingerprint !== 'string' ||
      typeof e.rule !== 'string' ||
      typeof e.target !== 'string' ||
      (e.kind !== 'anti-pattern' && e.kind !== 'finding')
    ) {
      throw new Error(`${file}: entries[${i}] needs fingerprint, rule, target and kind`);
    }
  });
  return b as Baseline;
}

/**
 * Marks every anti-pattern and finding of the results `baseline: 'new' | 'baselined'` and says
 * what is new and what is gone (only for the targets in `results`).
 */
export function applyBaseline(results: readonly EvalResult[], baseline: Baseline): BaselineComparison {
  const known = new Set(baseline.entries.map((e) => `${e.kind}\0${e.fingerprint}`));
  const present = new Set<string>();
  const comparison: BaselineComparison = { new: [], baselined: 0, gone: [] };
  for (const r of results) {
    for (const { entry, item } of entriesOf(r)) {
      const key = `${entry.kind}\0${entry.fingerprint}`;
      present.add(key);
      if (known.has(key)) {
        item.baseline = 'baselined';
        comparison.baselined += 1;
      } else {
        item.baseline = 'new';
        if (!item.suppressed) comparison.new.push(entry);
      }
    }
  }
  const scored = new Set(results.map((r) => r.plugin_path));
  comparison.gone = baseline.entries.filter((e) => scored.has(e.target) && !present.has(`${e.kind}\0${e.fingerprint}`));
  return comparison;
}

/**
 * Whether a target below the threshold fails with a baseline: only when it has something new
 * (an anti-pattern, or a finding the gate counts) or its score fell below its baseline score.
 */
export function regressedAgainstBaseline(
  result: EvalResult,
  baseline: Baseline,
  countsFinding: (f: Finding) => boolean = () => false,
): boolean {
  const staticLayer = result.layers.find((l) => l.layer === 'static');
  const newFlag = (staticLayer?.anti_patterns ?? []).some((ap) => ap.baseline === 'new' && !ap.suppressed);
  const newFinding = result.findings.some((f) => f.baseline === 'new' && !f.suppressed && countsFinding(f));
  const before = baseline.targets[result.plugin_path]?.score;
  const fell = before === undefined || result.composite.score < before - BASELINE_SCORE_TOLERANCE;
  return newFlag || newFinding || fell;
}

/** `2 new, 5 already in the baseline, 1 gone` */
export function summariseBaseline(c: BaselineComparison): string {
  return `${c.new.length} new, ${c.baselined} already in the baseline, ${c.gone.length} gone`;
}
