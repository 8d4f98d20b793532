// Scoring a list of sweep targets in this thread, under a concurrency limit: the work of
// src/sweep/run.ts's scoreTargets, and of each worker thread of src/sweep/pool.ts on its share. Kept
// apart from sweep.ts so that a worker loads the engine only, not the report renderers.
import pLimit from 'p-limit';
import { evaluateTarget, type EvaluateOptions } from '../engine/evaluate.js';
import type { FileSource } from '../read/source.js';
import { SharedWork } from '../read/shared.js';
import type { EvalError, EvalOutcome } from '../contract/types.js';

/** Default number of targets scored at once. */
export const DEFAULT_SWEEP_CONCURRENCY = 4;

export interface SweepTarget {
  kind: 'skill' | 'plugin';
  path: string;
}

/** What scoring a list of targets needs beside the engine's options. */
export interface ScoreOptions extends EvaluateOptions {
  /** Targets scored at once (the LLM layers have their own limit on API calls). */
  concurrency?: number;
  /** Called after each target. */
  onProgress?: (done: number, total: number, outcome: EvalOutcome) => void;
  /**
   * Called once per target as it is scored (in any order), with its index in the targets; what it
   * returns is kept in the sweep's outcomes instead (a caller that writes each report as it comes
   * keeps only what its summary needs).
   */
  onOutcome?: (index: number, outcome: EvalOutcome) => EvalOutcome;
  /** Per-target changes to the options (a configuration's overrides by path). */
  optionsFor?: (target: SweepTarget) => Partial<EvaluateOptions>;
}

export function unexpectedError(target: SweepTarget, err: unknown): EvalError {
  return {
    plugin_path: target.path,
    kind: target.kind,
    error: `internal error while scoring: ${err instanceof Error ? err.message : String(err)}`,
    file: target.path,
  };
}

/** Scores targets in this thread under a concurrency limit; outcomes come back in the targets' order. */
export async function scoreInProcess(
  source: FileSource,
  targets: readonly SweepTarget[],
  options: ScoreOptions,
): Promise<EvalOutcome[]> {
  const limit = pLimit(Math.max(1, options.concurrency ?? DEFAULT_SWEEP_CONCURRENCY));
  // A plugin's skills that are targets too are read and scored statically once — once per set of
  // per-target options (a configuration's overrides), since a static result depends on them.
  const sharedBy = new Map<string, SharedWork | null>();
  const scoringFor = (target: SweepTarget): EvaluateOptions => {
    const extra = options.optionsFor?.(target) ?? {};
    const key = JSON.stringify(extra);
    let shared = sharedBy.get(key);
    if (shared === undefined) {
      shared = options.shared === undefined ? new SharedWork(targets) : options.shared;
      sharedBy.set(key, shared);
    }
    return { ...options, ...extra, shared };
  };
  let done = 0;
  return Promise.all(
    targets.map((target, index) =>
      limit(async () => {
        let outcome: EvalOutcome;
        try {
          outcome = await evaluateTarget(source, target.path, scoringFor(target));
        } catch (err) {
          // The engine turns bad input into an error outcome; anything else still must not lose the sweep.
          outcome = { ok: false, error: unexpectedError(target, err) };
        }
        done += 1;
        options.onProgress?.(done, targets.length, outcome);
        return options.onOutcome ? options.onOutcome(index, outcome) : outcome;
      }),
    ),
  );
}
