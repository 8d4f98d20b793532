// Trigger sets: a JSON list of `{query, should_trigger}` (skill-creator's description optimiser
// writes one), validated.
import type { Finding } from '../contract/types.js';
import { EVALS_LIMITS } from './files.js';
import { Problems } from './findings.js';
import { decodeJson, isObject, keyPath, text, typeName, type Json } from './json.js';
import type { TriggerQuery, TriggerSet } from './types.js';

/** Parses a trigger set: `[{query, should_trigger}]` (or `{evals: [{prompt, should_trigger}]}`). */
export function parseTriggerSet(file: string, bytes: Uint8Array): { set: TriggerSet | null; findings: Finding[] } {
  const problems = new Problems(file);
  const decoded = decodeJson(file, bytes, problems);
  if (!decoded.ok) return { set: null, findings: problems.done() };
  let list: Json = decoded.value;
  let base = '$';
  if (isObject(list) && Array.isArray(list.evals)) {
    list = list.evals;
    base = '$.evals';
  }
  if (!Array.isArray(list)) {
    problems.invalid('$', `expected a list of {query, should_trigger}, found ${typeName(decoded.value)}`);
    return { set: null, findings: problems.done() };
  }
  const queries: TriggerQuery[] = [];
  const seen = new Set<string>();
  list.forEach((item, i) => {
    const path = `${base}[${i}]`;
    if (i >= EVALS_LIMITS.maxTriggerQueries) {
      if (i === EVALS_LIMITS.maxTriggerQueries)
        problems.invalid(path, `more than ${EVALS_LIMITS.maxTriggerQueries} queries; the rest are not used`);
      return;
    }
    if (!isObject(item)) return problems.invalid(path, `expected {query, should_trigger}, found ${typeName(item)}`);
    const key = item.query !== undefined ? 'query' : item.prompt !== undefined ? 'prompt' : 'query';
    const query = text(item[key], keyPath(path, key), problems, true);
    const should = item.should_trigger;
    if (typeof should !== 'boolean') {
      problems.invalid(
        `${path}.should_trigger`,
        should === undefined ? 'missing (true or false)' : `expected true or false, found ${typeName(should)}`,
      );
      return;
    }
    if (query === null) return;
    const t = query.trim();
    if (seen.has(t)) return problems.invalid(keyPath(path, key), 'duplicate query');
    seen.add(t);
    queries.push({ query: t, shouldTrigger: should });
  });
  for (const label of [true, false]) {
    if (queries.length > 0 && !queries.some((q) => q.shouldTrigger === label)) {
      problems.invalid(base, `no query with should_trigger ${label}: precision and recall need both`);
    }
  }
  return { set: queries.length > 0 ? { file, queries } : null, findings: problems.done() };
}
