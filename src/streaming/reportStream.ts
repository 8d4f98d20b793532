// Writing a sweep's reports while it runs, so that a sweep of any size holds only what its summary
// needs: each target's files are written once it and every target before it are scored (in the
// targets' order, as writeSweep writes them, so a later file of the same name still wins), and the
// sweep keeps of each result only the parts the summary, the SARIF log and the gate read.
import type { ReportFolder } from '../sweep.js';
import type { EvalOutcome, EvalResult } from '../types.js';

/** What summarise, renderSarif and failOnViolations read of a result; the rest is in its files. */
export function summaryPart(outcome: EvalOutcome): EvalOutcome {
  if (!outcome.ok) return outcome;
  const r = outcome.result;
  const part = {
    plugin_path: r.plugin_path,
    kind: r.kind,
    name: r.name,
    layers: r.layers.map((l) => ({ layer: l.layer, anti_patterns: l.anti_patterns })),
    composite: r.composite,
    findings: r.findings,
    model_usage: r.model_usage,
    measurement: r.measurement && { unmeasured: r.measurement.unmeasured, partial: r.measurement.partial },
  };
  return { ok: true, result: part as unknown as EvalResult };
}

export class StreamedReports {
  private next = 0;
  /** Scored targets whose files wait for an earlier target's (a few chunks at most). */
  private readonly waiting = new Map<number, EvalOutcome>();
  /** The first write that failed: nothing more is written, and the caller throws it at the end. */
  private failure: unknown = null;

  constructor(private readonly folder: ReportFolder) {}

  /** For the sweep's onOutcome: queues the target's files, writes what is in order, keeps its summary part. */
  readonly accept = (index: number, outcome: EvalOutcome): EvalOutcome => {
    this.waiting.set(index, outcome);
    for (let o = this.waiting.get(this.next); o !== undefined; o = this.waiting.get(this.next)) {
      this.waiting.delete(this.next);
      this.next += 1;
      if (this.failure !== null) continue;
      try {
        this.folder.writeOutcome(o);
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
    if (this.next !== targets) throw new Error(`internal error: ${targets - this.next} target report(s) were not written`);
  }
}
