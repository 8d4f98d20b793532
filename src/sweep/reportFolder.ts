// Writing a sweep's report folder: one JSON (and page) per target, summary.json, summary.md and index.html.
import { closeSync, constants as fsConstants, ftruncateSync, mkdirSync, openSync, writeSync } from 'node:fs';
import * as path from 'node:path';
import type { EvalOutcome } from '../contract/types.js';
import { toJson } from '../reports/json.js';
import { renderSweepSummary } from '../reports/markdown/sweepSummary.js';
import { outcomePath, targetFileStem } from './fileStem.js';
import { INDEX_HTML, SUMMARY_JSON, SUMMARY_MD, type SweepSummary } from './types.js';

export interface WriteSweepOptions {
  /** Also write index.html and one HTML page per scored target (default true). */
  html?: boolean;
}

/** The JSON written for one target: its report, or its error. */
export function outcomeJson(outcome: EvalOutcome): string {
  return outcome.ok ? toJson(outcome.result) : toJson({ ...outcome.error, ok: false });
}

/**
 * Writes `text` to `file`, creating it or overwriting it in place and cutting it to the new length.
 * Synchronous: hundreds of small files cost a third of the CPU of promise-based writes. Not opened
 * with O_TRUNC: ext4 flushes a file truncated to zero on close (so that a rewrite cannot lose
 * data), which makes every rewrite of a report folder wait on the disk. The text is handed to the
 * write as it is (Node encodes it outside the JavaScript heap): a buffer of every report's bytes
 * made here was garbage the collector had to follow.
 */
export function overwriteFile(file: string, text: string): void {
  const length = Buffer.byteLength(text, 'utf8');
  const fd = openSync(file, fsConstants.O_WRONLY | fsConstants.O_CREAT, 0o666);
  try {
    let n = writeSync(fd, text, 0, 'utf8');
    if (n < length) {
      // A short write (a full disk, a signal): the rest from the encoded bytes, or the error it meets.
      const data = Buffer.from(text, 'utf8');
      while (n < length) n += writeSync(fd, data, n, length - n, n);
    }
    ftruncateSync(fd, length);
  } finally {
    closeSync(fd);
  }
}

/** The HTML renderer, loaded only when pages are written. */
export type PageRenderer = typeof import('../reports/html.js');

/** Writes files of a report folder, each rendered only when it is written; collects the paths. */
export class ReportFolder {
  readonly written: string[] = [];
  private made = false;
  constructor(
    readonly outDir: string,
    readonly pages: PageRenderer | null,
  ) {}

  /**
   * The folder (made at its first file, so not before a sweep has found its targets) and the renderer loaded when HTML
   * pages are wanted (default true).
   */
  static async open(outDir: string, options: WriteSweepOptions = {}): Promise<ReportFolder> {
    const pages = (options.html ?? true) ? await import('../reports/html.js') : null;
    return new ReportFolder(outDir, pages);
  }

  write(name: string, render: () => string): void {
    if (!this.made) {
      mkdirSync(this.outDir, { recursive: true });
      this.made = true;
    }
    const file = path.join(this.outDir, name);
    overwriteFile(file, render());
    this.written.push(file);
  }

  /** One target's JSON, and its page when it was scored and pages are written. */
  writeOutcome(outcome: EvalOutcome): void {
    const stem = targetFileStem(outcomePath(outcome));
    this.write(`${stem}.json`, () => outcomeJson(outcome));
    const pages = this.pages;
    if (pages && outcome.ok)
      this.write(`${stem}.html`, () => pages.renderHtml(outcome.result, { indexHref: INDEX_HTML }));
  }

  /** summary.json, summary.md and the index page. */
  writeSummary(summary: SweepSummary): void {
    this.write(SUMMARY_JSON, () => toJson(summary));
    this.write(SUMMARY_MD, () => renderSweepSummary(summary));
    const pages = this.pages;
    if (pages)
      this.write(INDEX_HTML, () =>
        pages.renderSweepHtml(summary, { targetPage: (row) => row.file.replace(/\.json$/, '.html') }),
      );
  }
}

/**
 * Writes one JSON per target, summary.json, summary.md (and index.html plus a page per target)
 * into outDir, creating it. Returns the paths written. Existing unrelated files are left alone.
 * A later file of the same name overwrites an earlier one, as written in order.
 */
export async function writeSweep(
  outDir: string,
  outcomes: readonly EvalOutcome[],
  summary: SweepSummary,
  options: WriteSweepOptions = {},
): Promise<string[]> {
  const folder = await ReportFolder.open(outDir, options);
  for (const outcome of outcomes) folder.writeOutcome(outcome);
  folder.writeSummary(summary);
  return folder.written;
}
