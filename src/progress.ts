// Progress of long runs (Monte Carlo runs, `report` sweeps) on stderr: a bar when stderr is a
// terminal, plain lines otherwise (CI logs), so stdout stays clean for JSON and reports.
import cliProgress from 'cli-progress';

export type ProgressCallback = (done: number, total: number, label: string) => void;

export interface ProgressReporter {
  /** Pass this as `onProgress` (LlmSettings, sweeps). */
  onProgress: ProgressCallback;
  /** Ends a bar left open (e.g. a run that stopped early). */
  stop(): void;
}

/** Plain mode prints a line at most every this fraction of the total (and always the last one). */
const PLAIN_STEP_FRACTION = 0.1;

export function createProgressReporter(
  stream: NodeJS.WritableStream & { isTTY?: boolean } = process.stderr,
  options: { tty?: boolean } = {},
): ProgressReporter {
  const tty = options.tty ?? Boolean(stream.isTTY);
  return tty ? barReporter(stream) : lineReporter(stream);
}

function barReporter(stream: NodeJS.WritableStream): ProgressReporter {
  let bar: cliProgress.SingleBar | null = null;
  let current = '';
  const stop = () => {
    bar?.stop();
    bar = null;
    current = '';
  };
  return {
    onProgress: (done, total, label) => {
      if (bar === null || label !== current) {
        stop();
        current = label;
        bar = new cliProgress.SingleBar(
          { stream, format: `${label} [{bar}] {value}/{total} | {duration_formatted}`, hideCursor: null, fps: 10 },
          cliProgress.Presets.shades_classic,
        );
        bar.start(total, done);
      } else {
        bar.setTotal(total);
        bar.update(done);
      }
      if (done >= total) stop();
    },
    stop,
  };
}

function lineReporter(stream: NodeJS.WritableStream): ProgressReporter {
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
