// Progress of long runs (Monte Carlo runs, `report` sweeps) on stderr: a bar when stderr is a
// terminal, plain lines otherwise (CI logs), so stdout stays clean for JSON and reports.
import cliProgress from 'cli-progress';
import { lineReporter, type ProgressReporter } from './lines.js';

export type { ProgressCallback, ProgressReporter } from './lines.js';

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
