// Authors' own evals beside a skill: `evals/evals.json` (skill-creator's format, with typed
// assertions accepted beside the plain statements) and trigger sets (a JSON list of
// `{query, should_trigger}`). Pure: bytes in, a validated suite and findings out. Every problem
// names the file and the JSON path where it is, e.g. `$.evals[2].expectations[0].type`.
import * as path from 'node:path';
import { evalsInvalid, evalsMissingFile, evalsMoreProblems, evalsSkillNameMismatch } from '../rules/evals/index.js';
import type { EvalsSnapshot, Finding } from '../contract/types.js';

export type { EvalsSnapshot };
import { checkSafeRegex } from '../parse/safeRegex.js';

/** Limits: hostile files must cost bounded time, memory and tokens. */
export const EVALS_LIMITS = {
  /** Bytes of evals/evals.json or of one trigger set. */
  maxFileBytes: 256 * 1024,
  /** Evals used from one file (the rest are ignored, with a finding). */
  maxCases: 50,
  /** Expectations used per eval. */
  maxExpectations: 20,
  /** Code points of one prompt, expected output or expectation. */
  maxTextChars: 20_000,
  /** Files attached per eval. */
  maxFilesPerCase: 5,
  /** Bytes of one attached file read; longer files are cut (and said to be). */
  maxAttachmentBytes: 64 * 1024,
  /**
   * Bytes of all the files one skill's evals attach, together (each file counted once): 16 files
   * at the per-file limit, about 300k tokens spread over the evals' prompts. Files past it are
   * cut to what is left (and said to be).
   */
  maxAttachmentsTotalBytes: 1024 * 1024,
  /** Queries used from one trigger set. */
  maxTriggerQueries: 100,
  /** Problems reported per file; the last finding says how many more there were. */
  maxFindingsPerFile: 20,
} as const;

/** The folder inside a skill that holds its evals. */
export const EVALS_DIR = 'evals';
export const EVALS_FILE = 'evals/evals.json';
/** Names of trigger-set files inside evals/ (skill-creator's description optimiser writes one). */
export const TRIGGER_SET_NAME = /^trigger[-_]?(?:evals?|set|queries)?\.json$|^triggers\.json$/i;

export type TypedKind = 'contains' | 'not_contains' | 'regex';
export const TYPED_KINDS: readonly TypedKind[] = ['contains', 'not_contains', 'regex'];

export type Expectation =
  { kind: 'statement'; name: string; text: string } | { kind: TypedKind; name: string; value: string };

export interface EvalCase {
  id: string;
  prompt: string;
  expectedOutput: string | null;
  /** Paths relative to the skill folder, inside it. */
  files: string[];
  expectations: Expectation[];
}

export interface EvalSuite {
  file: string;
  skillName: string | null;
  cases: EvalCase[];
}

export interface TriggerQuery {
  query: string;
  shouldTrigger: boolean;
}

export interface TriggerSet {
  file: string;
  queries: TriggerQuery[];
}

export interface ParsedEvals {
  suite: EvalSuite | null;
  triggerSets: TriggerSet[];
  findings: Finding[];
}

type Json = unknown;

class Problems {
  readonly findings: Finding[] = [];
  private dropped = 0;
  constructor(private readonly file: string) {}

  add(finding: Finding): void {
    if (this.findings.length >= EVALS_LIMITS.maxFindingsPerFile) {
      this.dropped++;
      return;
    }
    this.findings.push(finding);
  }

  invalid(path: string, what: string): void {
    this.add(evalsInvalid(this.file, path, what));
  }

  done(): Finding[] {
    if (this.dropped > 0) this.findings.push(evalsMoreProblems(this.file, this.dropped));
    return this.findings;
  }
}

/** A path inside the skill folder (POSIX, normalised), or null when it climbs out or is absolute. */
export function insideSkill(rel: string): string | null {
  const p = rel.trim().replace(/\\/g, '/');
  if (p === '' || path.posix.isAbsolute(p) || /^[A-Za-z]:/.test(p)) return null;
  const n = path.posix.normalize(p).replace(/\/$/, '');
  if (n === '.' || n === '..' || n.startsWith('../')) return null;
  return n;
}

const isObject = (v: Json): v is Record<string, Json> => v !== null && typeof v === 'object' && !Array.isArray(v);
const typeName = (v: Json) =>
  v === null ? 'null' : Array.isArray(v) ? 'a list' : typeof v === 'object' ? 'an object' : `a ${typeof v}`;
/** A JSON path segment for a key (dotted when it is a plain identifier). */
const keyPath = (base: string, key: string) =>
  /^[A-Za-z_][A-Za-z0-9_]*$/.test(key) ? `${base}.${key}` : `${base}[${JSON.stringify(key)}]`;

function cpLength(text: string): number {
  let n = 0;
  for (const _ of text) n++;
  return n;
}

function decodeJson(file: string, bytes: Uint8Array, problems: Problems): { ok: true; value: Json } | { ok: false } {
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
function text(value: Json, path: string, problems: Problems, required: boolean): string | null {
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
  let id = String(index + 1);
  if (typeof value.id === 'number' && Number.isFinite(value.id)) id = String(value.id);
  else if (typeof value.id === 'string' && value.id.trim() !== '') id = value.id.trim().slice(0, 100);
  else if (value.id !== undefined)
    problems.invalid(`${path}.id`, `expected an integer or a string, found ${typeName(value.id)}`);
  if (seenIds.has(id)) {
    problems.invalid(`${path}.id`, `duplicate id ${JSON.stringify(id)}`);
    return null;
  }
  seenIds.add(id);

  const prompt = text(value.prompt, `${path}.prompt`, problems, true);
  const expectedOutput = text(value.expected_output, `${path}.expected_output`, problems, false);

  const files: string[] = [];
  if (value.files !== undefined && value.files !== null) {
    if (!Array.isArray(value.files))
      problems.invalid(`${path}.files`, `expected a list of paths, found ${typeName(value.files)}`);
    else {
      value.files.forEach((f, i) => {
        const p = `${path}.files[${i}]`;
        if (typeof f !== 'string' || f.trim() === '')
          return problems.invalid(p, `expected a path, found ${typeName(f)}`);
        const inside = insideSkill(f);
        if (inside === null) return problems.invalid(p, `${JSON.stringify(f).slice(0, 200)} leaves the skill folder`);
        if (files.length >= EVALS_LIMITS.maxFilesPerCase)
          return problems.invalid(p, `more than ${EVALS_LIMITS.maxFilesPerCase} files; not attached`);
        if (!files.includes(inside)) files.push(inside);
      });
    }
  }

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
