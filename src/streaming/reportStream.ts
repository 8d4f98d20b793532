// Writing a sweep's reports while it runs, so that a sweep of any size holds only what its summary
// needs: each target's files are written as soon as it is scored, and the sweep keeps of each
// result only the parts the summary, the SARIF log and the gate read. Not waiting for the targets
// before it: one slow target would hold every later report in memory. The order cannot change a
// file: each target has a file stem of its own (targetFileStem), and two targets whose stems differ
// only in case cannot both exist on a file system that ignores case.
import { weakestDimensions } from '../reports/shared/dimensions.js';
import type { ReportFolder } from '../sweep/run.js';
import type { EvalOutcome, EvalResult } from '../contract/types.js';

/** What summarise, renderSarif and failOnViolations read of a result; the rest is in its files. */
export function summaryPart(outcome: EvalOutcome): EvalOutcome {
  if (!outcome.ok) return outcome;
  const r = outcome.result;
  const part = {
    plugin_path: r.plugin_path,
    kind: r.kind,
    name: r.name,
    layers: r.layers.map((l) => ({ layer: l.layer, anti_patterns: l.anti_patterns })),
    // The summary shows only the weakest dimensions, by name, score and grade; weakestFirst orders
    // these few as it ordered them among all.
    composite: {
      score: r.composite.score,
      badge: r.composite.badge,
      confidence_label: r.composite.confidence_label,
      dimensions: weakestDimensions(r).map((d) => ({ name: d.name, weight: d.weight, score: d.score, grade: d.grade })),
    },
    findings: r.findings,
    model_usage: r.model_usage,
    measurement: r.measurement && { unmeasured: r.measurement.unmeasured, partial: r.measurement.partial },
  };
  return { ok: true, result: part as unknown as EvalResult };
}

export class StreamedReports {
  private count = 0;
  /** The first write that failed: nothing more is written, and the caller throws it at the end. */
  private failure: unknown = null;

  constructor(private readonly folder: ReportFolder) {}

  /** For the sweep's onOutcome: writes the target's files and keeps its summary part. */
  readonly accept = (_index: number, outcome: EvalOutcome): EvalOutcome => {
    this.count += 1;
    if (this.failure === null) {
      try {
        this.folder.writeOutcome(outcome);
      } catch (err) {
        // Thrown from here it would escape a worker's message handler: kept for the caller.
        this.failure = err;
      }
    }
    return summaryPart(outcome);
  };

  /** Throws the first write error, or when some target's files were never written. */
  finish(targets: number): void {
    if (this.failure !== null) throw this.failure;
    if (this.count !== targets)
      throw new Error(`internal error: ${targets - this.count} target report(s) were not written`);
  }
}

/**
 * A sweep's target files: written as each target is scored, or — when a baseline must first mark
 * every result, in its files too — all at once after scoring.
 */
export class TargetReports {
  private readonly stream: StreamedReports | null;

  constructor(
    private readonly folder: ReportFolder,
    options: { streamed: boolean },
  ) {
    this.stream = options.streamed ? new StreamedReports(folder) : null;
  }

  /** The sweep's onOutcome while streaming (none otherwise). */
  get onOutcome(): ((index: number, outcome: EvalOutcome) => EvalOutcome) | undefined {
    return this.stream?.accept;
  }

  /** After scoring (and any baseline's marks): every target's files are written, or this throws why not. */
  finish(outcomes: readonly EvalOutcome[]): void {
    if (this.stream) this.stream.finish(outcomes.length);
    else for (const outcome of outcomes) this.folder.writeOutcome(outcome);
  }
}
