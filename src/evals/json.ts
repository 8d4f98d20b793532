// Reading JSON values leniently: decoding a file within the limits, naming a value's type and
// its JSON path, and taking a string within the length limit.
import { EVALS_LIMITS } from './files.js';
import type { Problems } from './findings.js';

export type Json = unknown;

export const isObject = (v: Json): v is Record<string, Json> =>
  v !== null && typeof v === 'object' && !Array.isArray(v);
export const typeName = (v: Json) =>
  v === null ? 'null' : Array.isArray(v) ? 'a list' : typeof v === 'object' ? 'an object' : `a ${typeof v}`;
/** A JSON path segment for a key (dotted when it is a plain identifier). */
export const keyPath = (base: string, key: string) =>
  /^[A-Za-z_][A-Za-z0-9_]*$/.test(key) ? `${base}.${key}` : `${base}[${JSON.stringify(key)}]`;

function cpLength(text: string): number {
  let n = 0;
  for (const _ of text) n++;
  return n;
}

export function decodeJson(
  file: string,
  bytes: Uint8Array,
  problems: Problems,
): { ok: true; value: Json } | { ok: false } {
  if (bytes.length > EVALS_LIMITS.maxFileBytes) {
    problems.invalid(
      '$',
      `the file is ${bytes.length} bytes, over the ${EVALS_LIMITS.maxFileBytes}-byte limit; not read`,
    );
    return { ok: false };
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    problems.invalid('$', 'the file is not UTF-8 text');
    return { ok: false };
  }
  try {
    return { ok: true, value: JSON.parse(text) as Json };
  } catch (err) {
    problems.invalid('$', `not valid JSON (${(err as Error).message.replace(/\s+/g, ' ').slice(0, 120)})`);
    return { ok: false };
  }
}

/** A non-empty string within the length limit, or null (with a finding). */
export function text(value: Json, path: string, problems: Problems, required: boolean): string | null {
  if (value === undefined || value === null) {
    if (required) problems.invalid(path, 'missing (a non-empty string is required)');
    return null;
  }
  if (typeof value !== 'string') {
    problems.invalid(path, `expected a string, found ${typeName(value)}`);
    return null;
  }
  if (value.trim() === '') {
    if (required) problems.invalid(path, 'empty string');
    return null;
  }
  if (cpLength(value) > EVALS_LIMITS.maxTextChars) {
    problems.invalid(path, `longer than ${EVALS_LIMITS.maxTextChars} characters`);
    return null;
  }
  return value;
}
