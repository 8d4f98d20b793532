// Progress as plain lines (CI logs, any stderr that is not a terminal). Apart from progress.ts, whose
// bar needs cli-progress, so that a run without a terminal does not load it.

export type ProgressCallback = (done: number, total: number, label: string) => void;

export interface ProgressReporter {
  /** Pass this as `onProgress` (LlmSettings, sweeps). */
  onProgress: ProgressCallback;
  /** Ends a bar left open (e.g. a run that stopped early). */
  stop(): void;
}

/** Plain mode prints a line at most every this fraction of the total (and always the last one). */
const PLAIN_STEP_FRACTION = 0.1;

export function lineReporter(stream: NodeJS.WritableStream): ProgressReporter {
  let lastPrinted = new Map<string, number>();
  return {
    onProgress: (done, total, label) => {
      const step = Math.max(1, Math.floor(total * PLAIN_STEP_FRACTION));
      const previous = lastPrinted.get(label);
      const due = done >= total || previous === undefined || done - previous >= step;
      if (!due || done === previous) return;
      lastPrinted.set(label, done);
      stream.write(`${label}: ${done}/${total}\n`);
      if (done >= total) lastPrinted.delete(label);
    },
    stop: () => {
      lastPrinted = new Map();
    },
  };
}
