// Secrets (the Anthropic API key, the GitHub token) must never reach a log line, a comment, a
// check run or a report, even when a server or a proxy echoes a request header back in an error
// message. Every place where an error becomes text passes it through a redactor.

/** What a secret is replaced with (the runner's own mask). */
export const REDACTED = '***';
/** Shorter values are not treated as secrets: masking them would mangle ordinary text. */
export const MIN_SECRET_LENGTH = 8;

export type Redactor = (text: string) => string;

/**
 * The base64 text that encodes `bytes` wherever they sit in a longer encoded value: one form for
 * each of the three alignments (a header such as `basic base64("x-access-token:" + token)` puts the
 * token at any), keeping only the characters that depend on the secret's bytes alone. Standard
 * and URL-safe alphabets.
 */
function base64FormsOf(bytes: Buffer): string[] {
  const out: string[] = [];
  for (let shift = 0; shift < 3; shift++) {
    const encoded = Buffer.concat([Buffer.alloc(shift), bytes]).toString('base64');
    const start = [0, 2, 3][shift]; // characters that still carry bits of the bytes before
    const end = Math.floor((shift + bytes.length) / 3) * 4; // the last full group; after it come bytes that follow
    const core = encoded.slice(start, end);
    if (core.length >= MIN_SECRET_LENGTH) out.push(core, core.replace(/\+/g, '-').replace(/\//g, '_'));
  }
  return out;
}

/** The forms a secret may take in text: as is, JSON-escaped, URL-encoded and base64-encoded. */
function formsOf(secret: string): string[] {
  const forms = new Set([secret, JSON.stringify(secret).slice(1, -1)]);
  try {
    const encoded = encodeURIComponent(secret);
    forms.add(encoded);
    forms.add(encoded.replace(/%[0-9A-F]{2}/g, (h) => h.toLowerCase())); // lower-case escapes decode the same
    forms.add(encoded.replace(/%20/g, '+')); // form encoding
  } catch {
    // A lone surrogate cannot be URL-encoded; the raw form is still masked.
  }
  for (const form of base64FormsOf(Buffer.from(secret, 'utf8'))) forms.add(form);
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
