// The GitHub Action: read the settings once, pick the mode the event (or the `mode` input) asks
// for, run it, then always write the JSON report, the job summary and the outputs before the gate
// decides whether the step fails.
import { getInput } from './runner/inputs.js';
import { errorMessage } from '../text/redact.js';
import { llmForRun } from './llm.js';
import { createRunLog, fail, info } from './log.js';
import { readSettings } from './settings.js';

export async function run(): Promise<void> {
  // Until the inputs are read, the secrets are taken straight from the runner's variables.
  const log = createRunLog([getInput('github-token'), getInput('anthropic-api-key')]);
  try {
    const settings = await readSettings(log);
    const { inputs, mode } = settings;
    const notes: string[] = [];
    const llm = await llmForRun(settings, log, notes);
    info(
      `PluginEval: ${mode.name} mode, depth ${inputs.depth}${inputs.threshold === null ? '' : `, threshold ${inputs.threshold}`}.`,
    );
    // The modes load their steps (the engine with them) as they run, and the end of the run only
    // after: the Action reads its inputs and its project, and makes its first GitHub requests, without them.
    const result = await mode.run({
      inputs,
      env: settings.env,
      api: settings.api,
      llm,
      warn: log.warn,
      targetWarn: log.targetWarn,
      info,
      notes,
      project: settings.project,
      deadline: settings.deadline,
    });
    const { finishRun } = await import('./finish.js');
    await finishRun(result, settings, log);
  } catch (err) {
    fail(errorMessage(err, log.redact));
  }
}
