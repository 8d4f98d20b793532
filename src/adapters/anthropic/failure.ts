// The reason a model call failed, as warnings and `metadata.unmeasured` show it.
import Anthropic from '@anthropic-ai/sdk';
import type { Redactor } from '../../text/redact.js';

const MAX_REASON_LENGTH = 200;

/**
 * A short reason for a failed call, for warnings and `metadata.unmeasured`, with the API key
 * masked (a proxy may echo request headers in its error body) before it is cut to length.
 */
export function describeFailure(
  error: unknown,
  timeoutMs: number,
  redact: Redactor,
): { reason: string; authFailure: boolean } {
  const { reason, authFailure } = rawFailure(error, timeoutMs, redact);
  // One line: a server's text must not start a new line of a log or a report.
  return { reason: reason.replace(/\s+/g, ' ').trim().slice(0, MAX_REASON_LENGTH), authFailure };
}

function rawFailure(error: unknown, timeoutMs: number, redact: Redactor): { reason: string; authFailure: boolean } {
  if (error instanceof Anthropic.APIConnectionTimeoutError)
    return { reason: `timeout after ${timeoutMs} ms`, authFailure: false };
  if (error instanceof Anthropic.APIConnectionError) {
    const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
    return { reason: redact(`connection error${cause}`), authFailure: false };
  }
  if (error instanceof Anthropic.APIError && typeof error.status === 'number') {
    const body = error.error as { error?: { type?: string; message?: string } } | undefined;
    const detail = body?.error?.message ?? body?.error?.type ?? error.message;
    return {
      reason: redact(`HTTP ${error.status}${detail ? ` ${detail}` : ''}`),
      authFailure: error.status === 401 || error.status === 403,
    };
  }
  const message = error instanceof Error ? error.message : String(error);
  return { reason: redact(message), authFailure: false };
}
