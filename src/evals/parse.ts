// Authors' own evals beside a skill: `evals/evals.json` (skill-creator's format, with typed
// assertions accepted beside the plain statements) and trigger sets (a JSON list of
// `{query, should_trigger}`). Pure: bytes in, a validated suite and findings out. Every problem
// names the file and the JSON path where it is, e.g. `$.evals[2].expectations[0].type`.
// The parts live beside this file (files, findings, json, suite, triggerSet, types); this is what
// other modules use of them.
import type { EvalsSnapshot, Finding } from '../contract/types.js';
import { EVALS_LIMITS, insideSkill } from './files.js';
import { evalsMissingFile } from '../rules/evals/index.js';
import { Problems } from './findings.js';
import { isObject, type Json } from './json.js';
import { parseEvalSuite } from './suite.js';
import { parseTriggerSet } from './triggerSet.js';
import type { EvalSuite, ParsedEvals, TriggerSet } from './types.js';

export type { EvalsSnapshot };
export { EVALS_LIMITS, EVALS_DIR, EVALS_FILE, TRIGGER_SET_NAME, insideSkill } from './files.js';
export { TYPED_KINDS } from './types.js';
export type { TypedKind, Expectation, EvalCase, EvalSuite, TriggerQuery, TriggerSet, ParsedEvals } from './types.js';
export { parseEvalSuite } from './suite.js';
export { parseTriggerSet } from './triggerSet.js';

/**
 * Everything the evals folder holds, validated: the suite, the trigger sets, and findings for
 * malformed files, listed files that are missing, and a `skill_name` that is not the skill's.
 */
export function parseEvals(snapshot: EvalsSnapshot | null | undefined, skillName: string): ParsedEvals {
  if (!snapshot) return { suite: null, triggerSets: [], findings: [] };
  const findings: Finding[] = [];
  let suite: EvalSuite | null = null;
  if (snapshot.evals?.unreadable) {
    const problems = new Problems(snapshot.evals.file);
    problems.invalid('$', `the file ${snapshot.evals.unreadable}`);
    findings.push(...problems.done());
  } else if (snapshot.evals) {
    const parsed = parseEvalSuite(snapshot.evals.file, snapshot.evals.bytes, skillName);
    suite = parsed.suite;
    findings.push(...parsed.findings);
    for (const c of suite?.cases ?? []) {
      for (const f of c.files) {
        const missing = Object.hasOwn(snapshot.missingAttachments, f) ? snapshot.missingAttachments[f] : undefined;
        if (missing !== undefined) findings.push(evalsMissingFile(snapshot.evals.file, c.id, f, missing));
      }
    }
  }
  const triggerSets: TriggerSet[] = [];
  for (const t of snapshot.triggerSets) {
    if (t.unreadable) {
      const problems = new Problems(t.file);
      problems.invalid('$', `the file ${t.unreadable}`);
      findings.push(...problems.done());
      continue;
    }
    const parsed = parseTriggerSet(t.file, t.bytes);
    if (parsed.set) triggerSets.push(parsed.set);
    findings.push(...parsed.findings);
  }
  return { suite, triggerSets, findings };
}

/**
 * The file paths an evals.json names, read leniently (for the reader, before validation): every
 * string in `evals[*].files`, inside the skill folder, at most the per-eval limit.
 */
export function listedFiles(bytes: Uint8Array): string[] {
  if (bytes.length > EVALS_LIMITS.maxFileBytes) return [];
  let root: Json;
  try {
    root = JSON.parse(new TextDecoder().decode(bytes).replace(/^\uFEFF/, ''));
  } catch {
    return [];
  }
  if (!isObject(root) || !Array.isArray(root.evals)) return [];
  const out = new Set<string>();
  for (const c of root.evals.slice(0, EVALS_LIMITS.maxCases)) {
    if (!isObject(c) || !Array.isArray(c.files)) continue;
    for (const f of c.files.slice(0, EVALS_LIMITS.maxFilesPerCase)) {
      if (typeof f !== 'string') continue;
      const inside = insideSkill(f);
      if (inside) out.add(inside);
    }
  }
  return [...out];
}
