// The runner's file commands, as @actions/core writes them: step outputs appended to the file
// GITHUB_OUTPUT names (`name<<delimiter`, the value, the delimiter: a random delimiter the value
// cannot contain, so a multi-line value cannot forge another output) and markdown appended to the
// job summary (GITHUB_STEP_SUMMARY).
import { randomUUID } from 'node:crypto';
import { appendFileSync, constants, existsSync, promises as fsp } from 'node:fs';
import { EOL } from 'node:os';
import { commandLine } from './commands.js';

const SUMMARY_ENV = 'GITHUB_STEP_SUMMARY';

/** `name<<delimiter` EOL value EOL delimiter; refuses a name or value that holds the delimiter. */
export function keyValueMessage(name: string, value: string, delimiter = `ghadelimiter_${randomUUID()}`): string {
  if (name.includes(delimiter))
    throw new Error(`Unexpected input: name should not contain the delimiter "${delimiter}"`);
  if (value.includes(delimiter)) {
    throw new Error(`Unexpected input: value should not contain the delimiter "${delimiter}"`);
  }
  return `${name}<<${delimiter}${EOL}${value}${EOL}${delimiter}`;
}

/** A step output: into GITHUB_OUTPUT, or the older `::set-output` command where the runner sets no file. */
export function setOutput(name: string, value: string, env: NodeJS.ProcessEnv = process.env): void {
  const file = env.GITHUB_OUTPUT || '';
  if (!file) {
    process.stdout.write(EOL + commandLine('set-output', { name }, value) + EOL);
    return;
  }
  if (!existsSync(file)) throw new Error(`Missing file at path: ${file}`);
  appendFileSync(file, `${keyValueMessage(name, value)}${EOL}`, { encoding: 'utf8' });
}

/** Appends markdown to the job summary. */
export async function appendSummary(markdown: string, env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const file = env[SUMMARY_ENV];
  if (!file) {
    throw new Error(
      `Unable to find environment variable for $${SUMMARY_ENV}. Check if your runtime environment supports job summaries.`,
    );
  }
  try {
    await fsp.access(file, constants.R_OK | constants.W_OK);
  } catch {
    throw new Error(`Unable to access summary file: '${file}'. Check if the file has correct read/write permissions.`);
  }
  await fsp.appendFile(file, markdown, { encoding: 'utf8' });
}
