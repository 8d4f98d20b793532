// Secrets (the Anthropic API key, the GitHub token) must never reach a log line, a comment, a
// check run or a report, even when a server or a proxy echoes a request header back in an error
// message. Every place where an error becomes text passes it through a redactor.

/** What a secret is replaced with (the runner's own mask). */
export const REDACTED = '***';
/** Shorter values are not treated as secrets: masking them would mangle ordinary text. */
export const MIN_SECRET_LENGTH = 8;

export type Redactor = (text: string) => string;

/** The forms a secret may take in text: as is, JSON-escaped and URL-encoded. */
function formsOf(secret: string): string[] {
  const forms = new Set([secret, JSON.stringify(secret).slice(1, -1)]);
  try {
    forms.add(encodeURIComponent(secret));
  } catch {
    // A lone surrogate cannot be URL-encoded; the raw form is still masked.
  }
  return [...forms];
}

/** A redactor that replaces every occurrence of each secret (empty or short ones are ignored). */
export function createRedactor(secrets: ReadonlyArray<string | undefined | null>): Redactor {
  const forms = [
    ...new Set(
      secrets
        .map((s) => (s ?? '').trim())
        .filter((s) => s.length >= MIN_SECRET_LENGTH)
        .flatMap(formsOf),
    ),
  ].sort((a, b) => b.length - a.length); // longest first, so a secret inside another is not half-masked
  if (forms.length === 0) return (text) => text;
  return (text) => {
    let out = text;
    for (const form of forms) if (out.includes(form)) out = out.split(form).join(REDACTED);
    return out;
  };
}

/** The message of an error (or anything thrown), redacted. */
export function errorMessage(err: unknown, redact: Redactor): string {
  return redact(err instanceof Error ? err.message : String(err));
}

/** A JSON-serialisable value with every string redacted (a copy; the value itself is left alone). */
export function redactDeep<T>(value: T, redact: Redactor): T {
  const text = JSON.stringify(value);
  if (text === undefined) return value;
  const clean = redact(text);
  return clean === text ? value : (JSON.parse(clean) as T);
}
