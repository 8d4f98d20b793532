// The end of every run, whatever the mode: the job summary, the outputs and the SARIF file first
// (the report files are written), then what the mode posts, then the gate decides whether the step
// fails. Loaded with the reports, after the mode's first GitHub requests.
import { promises as fsp } from 'node:fs';
import * as path from 'node:path';
import { appendSummary, setOutput } from './runner/files.js';
import type { EvalOutcome } from '../contract/types.js';
import { errorMessage, type Redactor } from '../text/redact.js';
import { JOB_SUMMARY_MAX_BYTES, utf8Bytes } from './comment.js';
import { actionOutputs } from './gate.js';
import { linksMarkdown } from './links.js';
import { fail, info, type RunLog } from './log.js';
import type { ModeResult } from './modes/mode.js';
import type { ActionSettings } from './settings.js';

/** Writes the SARIF log of the scored targets beside the report, for code scanning; its path. */
async function writeSarifFile(outputDir: string, outcomes: readonly EvalOutcome[], redact: Redactor): Promise<string> {
  const [{ renderSarif, SARIF_REPORT_FILE }, { ENGINE_VERSION }] = await Promise.all([
    import('../reports/sarif.js'),
    import('../engine/evaluate.js'),
  ]);
  const file = path.join(outputDir, SARIF_REPORT_FILE);
  const results = outcomes.flatMap((o) => (o.ok ? [o.result] : []));
  const errors = outcomes.flatMap((o) => (o.ok ? [] : [o.error]));
  await fsp.mkdir(path.resolve(outputDir), { recursive: true });
  await fsp.writeFile(path.resolve(file), redact(renderSarif(results, errors, { toolVersion: ENGINE_VERSION })));
  return file;
}

/** Cuts markdown to fit `max` UTF-8 bytes, at a line break, saying where the rest is. */
function clipToBytes(markdown: string, max: number, utf8Bytes: (text: string) => number): string {
  if (utf8Bytes(markdown) <= max) return markdown;
  const note =
    '\n\n_…cut to fit the 1 MiB job summary; the full report is in the JSON and markdown files of output-dir._\n';
  let cut = Buffer.from(markdown, 'utf8')
    .subarray(0, max - utf8Bytes(note))
    .toString('utf8');
  cut = cut.slice(0, Math.max(0, cut.lastIndexOf('\n')));
  return cut + note;
}

/** Adds markdown to the job summary; a failure to write it is a warning. */
async function addToSummary(markdown: string, log: RunLog): Promise<void> {
  try {
    await appendSummary(markdown);
  } catch (err) {
    log.warn(`Could not write the job summary: ${errorMessage(err, log.redact)}`);
  }
}

/** The summary, the outputs and the SARIF file: written whatever GitHub says next. */
async function writeResults(result: ModeResult, settings: ActionSettings, log: RunLog): Promise<void> {
  const { redact } = log;
  await addToSummary(clipToBytes(redact(result.summaryMarkdown), JOB_SUMMARY_MAX_BYTES, utf8Bytes), log);
  const outputs = actionOutputs(result.outcomes, result.reportPath, result.gate);
  for (const [name, value] of Object.entries(outputs)) setOutput(name, value);
  try {
    setOutput('sarif-file', await writeSarifFile(settings.inputs.outputDir, result.outcomes, redact));
  } catch (err) {
    log.warn(`Could not write the SARIF file: ${errorMessage(err, redact)}`);
  }
}

export async function finishRun(result: ModeResult, settings: ActionSettings, log: RunLog): Promise<void> {
  const { deadline } = settings;
  // The work is done and its report files written: publishing may use the deadline's margin.
  deadline?.startPublishing();
  const targetWarnings = log.targetWarnings;
  if (targetWarnings.length) {
    log.warn(
      `${targetWarnings.length} target warning(s), e.g. "${targetWarnings[0]}"; each is in its target's JSON report.`,
    );
  }
  await writeResults(result, settings, log);
  await result.publish();
  // What was posted: the check run's page as an output, and both linked from the summary.
  const links = result.links ?? {};
  setOutput('check-url', links.check ?? '');
  const posted = linksMarkdown(links);
  if (posted) await addToSummary(posted, log);

  // What the deadline cut while publishing too (the comment could only say what it cut before).
  const cut = deadline?.note();
  if (cut) log.warn(cut);

  const line = log.redact(result.gate.line);
  info(line);
  if (!result.gate.passed) fail(line.replace(/^❌\s*/, ''));
}
