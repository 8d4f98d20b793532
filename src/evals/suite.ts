// evals/evals.json (skill-creator's format, with typed assertions accepted beside the plain
// statements), validated into a suite of evals.
import type { Finding } from '../contract/types.js';
import { checkSafeRegex } from '../parse/safeRegex.js';
import { EVALS_LIMITS, insideSkill } from './files.js';
import { evalsSkillNameMismatch } from '../rules/evals/index.js';
import { Problems } from './findings.js';
import { decodeJson, isObject, text, typeName, type Json } from './json.js';
import { TYPED_KINDS, type EvalCase, type EvalSuite, type Expectation, type TypedKind } from './types.js';

function expectation(value: Json, path: string, index: number, problems: Problems): Expectation | null {
  if (typeof value === 'string') {
    const t = text(value, path, problems, true);
    return t === null ? null : { kind: 'statement', name: `expectation ${index + 1}`, text: t };
  }
  if (!isObject(value)) {
    problems.invalid(path, `expected a statement (string) or {name, type, value}, found ${typeName(value)}`);
    return null;
  }
  const name =
    typeof value.name === 'string' && value.name.trim() !== ''
      ? value.name.trim().slice(0, 200)
      : `expectation ${index + 1}`;
  if (value.name !== undefined && typeof value.name !== 'string')
    problems.invalid(`${path}.name`, `expected a string, found ${typeName(value.name)}`);
  // A statement written as an object ({text} as in skill-creator's grading output, or {type: 'statement'}).
  if (value.type === undefined || value.type === 'statement' || value.type === 'llm') {
    if (value.type === undefined && value.text === undefined) {
      problems.invalid(`${path}.type`, `missing: one of ${TYPED_KINDS.join(', ')} (or a string statement)`);
      return null;
    }
    const t = text(value.text ?? value.value, `${path}.${value.text !== undefined ? 'text' : 'value'}`, problems, true);
    return t === null ? null : { kind: 'statement', name, text: t };
  }
  if (typeof value.type !== 'string' || !(TYPED_KINDS as readonly string[]).includes(value.type)) {
    problems.invalid(
      `${path}.type`,
      `unknown type ${JSON.stringify(value.type).slice(0, 60)} (expected ${TYPED_KINDS.join(', ')})`,
    );
    return null;
  }
  const kind = value.type as TypedKind;
  const v = text(value.value, `${path}.value`, problems, true);
  if (v === null) return null;
  if (kind === 'regex') {
    const unsafe = checkSafeRegex(v);
    if (unsafe) {
      problems.invalid(`${path}.value`, `regular expression not used: ${unsafe}`);
      return null;
    }
  }
  return { kind, name, value: v };
}

function evalCase(value: Json, path: string, index: number, seenIds: Set<string>, problems: Problems): EvalCase | null {
  if (!isObject(value)) {
    problems.invalid(path, `expected an object, found ${typeName(value)}`);
    return null;
  }
  const id = caseId(value.id, `${path}.id`, index, seenIds, problems);
  if (id === null) return null;
  const prompt = text(value.prompt, `${path}.prompt`, problems, true);
  const expectedOutput = text(value.expected_output, `${path}.expected_output`, problems, false);
  const files = caseFiles(value.files, `${path}.files`, problems);
  const expectations = caseExpectations(value, path, problems);
  // Without expectations, the expected output is the one statement to grade.
  if (expectations.length === 0 && expectedOutput !== null)
    expectations.push({ kind: 'statement', name: 'expected output', text: expectedOutput });
  if (prompt === null) return null;
  if (expectations.length === 0) {
    problems.invalid(path, 'no usable expectations, assertions or expected_output: nothing to grade');
    return null;
  }
  return { id, prompt, expectedOutput, files, expectations };
}

/** An eval's id (its position when it has none), or null when another eval has it already. */
function caseId(value: Json, path: string, index: number, seenIds: Set<string>, problems: Problems): string | null {
  let id = String(index + 1);
  if (typeof value === 'number' && Number.isFinite(value)) id = String(value);
  else if (typeof value === 'string' && value.trim() !== '') id = value.trim().slice(0, 100);
  else if (value !== undefined) problems.invalid(path, `expected an integer or a string, found ${typeName(value)}`);
  if (seenIds.has(id)) {
    problems.invalid(path, `duplicate id ${JSON.stringify(id)}`);
    return null;
  }
  seenIds.add(id);
  return id;
}

/** The files an eval attaches: inside the skill folder, each once, at most the per-eval limit. */
function caseFiles(value: Json, path: string, problems: Problems): string[] {
  const files: string[] = [];
  if (value === undefined || value === null) return files;
  if (!Array.isArray(value)) {
    problems.invalid(path, `expected a list of paths, found ${typeName(value)}`);
    return files;
  }
  value.forEach((f, i) => {
    const p = `${path}[${i}]`;
    if (typeof f !== 'string' || f.trim() === '') return problems.invalid(p, `expected a path, found ${typeName(f)}`);
    const inside = insideSkill(f);
    if (inside === null) return problems.invalid(p, `${JSON.stringify(f).slice(0, 200)} leaves the skill folder`);
    if (files.length >= EVALS_LIMITS.maxFilesPerCase)
      return problems.invalid(p, `more than ${EVALS_LIMITS.maxFilesPerCase} files; not attached`);
    if (!files.includes(inside)) files.push(inside);
  });
  return files;
}

/** An eval's expectations and assertions (both lists are read), at most the per-eval limit. */
function caseExpectations(value: Record<string, Json>, path: string, problems: Problems): Expectation[] {
  const expectations: Expectation[] = [];
  for (const key of ['expectations', 'assertions'] as const) {
    const list = value[key];
    if (list === undefined || list === null) continue;
    if (!Array.isArray(list)) {
      problems.invalid(`${path}.${key}`, `expected a list, found ${typeName(list)}`);
      continue;
    }
    list.forEach((item, i) => {
      if (expectations.length >= EVALS_LIMITS.maxExpectations) {
        if (expectations.length === EVALS_LIMITS.maxExpectations && i === EVALS_LIMITS.maxExpectations) {
          problems.invalid(
            `${path}.${key}[${i}]`,
            `more than ${EVALS_LIMITS.maxExpectations} expectations; the rest are not graded`,
          );
        }
        return;
      }
      const e = expectation(item, `${path}.${key}[${i}]`, expectations.length, problems);
      if (e) expectations.push(e);
    });
  }
  return expectations;
}

/** Parses and validates evals/evals.json. `skillName` is the skill's frontmatter name. */
export function parseEvalSuite(
  file: string,
  bytes: Uint8Array,
  skillName: string,
): { suite: EvalSuite | null; findings: Finding[] } {
  const problems = new Problems(file);
  const decoded = decodeJson(file, bytes, problems);
  if (!decoded.ok) return { suite: null, findings: problems.done() };
  const root = decoded.value;
  if (!isObject(root)) {
    problems.invalid('$', `expected an object {skill_name, evals}, found ${typeName(root)}`);
    return { suite: null, findings: problems.done() };
  }
  let suiteName: string | null = null;
  if (root.skill_name !== undefined && root.skill_name !== null) {
    if (typeof root.skill_name !== 'string')
      problems.invalid('$.skill_name', `expected a string, found ${typeName(root.skill_name)}`);
    else {
      suiteName = root.skill_name;
      const mismatch = evalsSkillNameMismatch(file, suiteName, skillName);
      if (mismatch) problems.add(mismatch);
    }
  }
  if (!Array.isArray(root.evals)) {
    problems.invalid(
      '$.evals',
      root.evals === undefined
        ? 'missing (a list of evals is required)'
        : `expected a list, found ${typeName(root.evals)}`,
    );
    return { suite: null, findings: problems.done() };
  }
  const seen = new Set<string>();
  const cases: EvalCase[] = [];
  root.evals.forEach((item, i) => {
    if (i >= EVALS_LIMITS.maxCases) {
      if (i === EVALS_LIMITS.maxCases)
        problems.invalid(`$.evals[${i}]`, `more than ${EVALS_LIMITS.maxCases} evals; the rest are not run`);
      return;
    }
    const c = evalCase(item, `$.evals[${i}]`, i, seen, problems);
    if (c) cases.push(c);
  });
  if (cases.length === 0) problems.invalid('$.evals', 'no usable eval');
  return { suite: cases.length > 0 ? { file, skillName: suiteName, cases } : null, findings: problems.done() };
}
