// The Action's log: every line escaped so that no text from outside runs as a workflow command,
// every text redacted of the run's secrets, each warning given once, and the warnings about single
// targets kept as plain lines that the end of the run counts in one annotation.
import * as core from './runner/commands.js';
import { commandText, logText } from '../text/escape.js';
import { createRedactor, type Redactor } from '../text/redact.js';

export const info = (message: string): void => core.info(logText(message));
const warning = (message: string): void => core.warning(commandText(message));
export const fail = (message: string): void => core.setFailed(commandText(message));

export interface RunLog {
  /** Masks the run's secrets in a text. */
  readonly redact: Redactor;
  /** A warning annotation, redacted, once per text. */
  warn(message: string): void;
  /** A warning about one target (kept in its JSON report): a plain log line, counted at the end. */
  targetWarn(message: string): void;
  /** The target warnings so far, redacted. */
  readonly targetWarnings: readonly string[];
  /** Masks these secrets from here on, in the runner's log and in our own texts. */
  keepSecret(...secrets: string[]): void;
}

export function createRunLog(secrets: readonly string[]): RunLog {
  let redact = createRedactor(secrets);
  const seen = new Set<string>();
  const targetWarnings: string[] = [];
  return {
    get redact() {
      return redact;
    },
    warn: (raw) => {
      const message = redact(raw);
      if (seen.has(message)) return;
      seen.add(message);
      warning(message);
    },
    targetWarn: (raw) => {
      const message = redact(raw);
      targetWarnings.push(message);
      info(`warning: ${message}`);
    },
    targetWarnings,
    keepSecret: (...kept) => {
      for (const secret of kept) if (secret) core.setSecret(secret);
      redact = createRedactor(kept);
    },
  };
}
