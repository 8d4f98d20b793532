// SKILL.md and agent files → parsed form (spec §1). Pure: bytes in, ParsedSkill out, or a
// TargetError naming the file and the field (divergences D1, D2).
import { splitFrontmatter, type YamlProblem } from './frontmatter.js';
import { countChar, countMatches, cpLength, pyRegex, pyStrip } from './pytext.js';
import { TargetError, type Method, type ParsedSkill, type SkillSnapshot } from '../contract/types.js';

const MUST_WORDS = pyRegex('\\b(?:MUST|NEVER|ALWAYS)\\b', 'g');
const FENCE = pyRegex('```(\\w*)', 'g');
const EXAMPLE_MARKERS = ['## example', '### example', '## usage'];
const TROUBLESHOOTING_MARKERS = ['## troubleshoot', '## common issue', '## faq'];

/** UTF-8 → text with universal newlines; a leading BOM is dropped (D1). */
export function decodeText(bytes: Uint8Array, file: string): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw new TargetError(`${file} is not valid UTF-8`, file, 'encoding');
  }
  if (text.includes('\u0000')) throw new TargetError(`${file} contains NUL bytes (a binary file?)`, file, 'encoding');
  return text.includes('\r') ? text.replace(/\r\n?/g, '\n') : text;
}

const ASCII_ONLY = /^[\x00-\x7f]*$/;

/** Bytes of a text in UTF-8, what TextEncoder's encode(text).length is, without making the bytes. */
export function utf8Length(text: string): number {
  if (ASCII_ONLY.test(text)) return text.length;
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) n += 1;
    else if (c < 0x800) n += 2;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      // A surrogate pair: one code point of four bytes.
      n += 4;
      i++;
    } else n += 3; // the rest of the BMP; a lone surrogate is encoded as U+FFFD
  }
  return n;
}

export interface Frontmatter {
  data: Record<string, unknown>;
  found: boolean;
  body: string;
  /** The block is there but is not valid YAML. */
  error?: YamlProblem;
  /** A repeated key (the last one was kept). */
  duplicateKey?: YamlProblem;
}

/**
 * Frontmatter as a mapping; anything else that parsed is a clear error (D2). `pyyaml`: as the
 * reference's PyYAML reads it (`--method reference`), else as js-yaml does (see FrontmatterSplit.pyyaml).
 */
export function readFrontmatter(text: string, file: string, pyyaml = false): Frontmatter {
  const both = splitFrontmatter(text);
  const split = pyyaml ? (both.pyyaml ?? both) : both;
  if (!split.found) return { data: {}, found: false, body: split.body, ...(split.error ? { error: split.error } : {}) };
  const data = split.data;
  if (typeof data !== 'object' || data === null || Array.isArray(data) || data instanceof Date) {
    const kind = Array.isArray(data) ? 'a list' : data instanceof Date ? 'a date' : `a ${typeof data}`;
    throw new TargetError(`${file}: frontmatter is ${kind}, not a mapping of fields`, file, 'frontmatter');
  }
  return {
    data: data as Record<string, unknown>,
    found: true,
    body: split.body,
    ...(split.duplicateKey ? { duplicateKey: split.duplicateKey } : {}),
  };
}

/** A frontmatter field that must be a string when present; null/absent give the fallback. */
export function stringField(fm: Record<string, unknown>, field: string, fallback: string, file: string): string {
  const v = fm[field];
  if (v === undefined || v === null) return fallback;
  if (typeof v !== 'string') {
    const kind = Array.isArray(v) ? 'a list' : v instanceof Date ? 'a date' : `a ${typeof v}`;
    throw new TargetError(`${file}: frontmatter field '${field}' is ${kind}, not a string`, file, field);
  }
  return v;
}

/** 1-based line of each top-level key in the frontmatter region (first occurrence), read once. */
export function frontmatterKeyLines(text: string): Map<string, number> {
  const lines = new Map<string, number>();
  if (!text.startsWith('---')) return lines;
  const end = text.indexOf('---', 3);
  if (end < 0) return lines;
  // Line by line in place, by hand rather than by regex or split: no array of lines (its garbage
  // grows faster than the text), and the next colon is found once for all the lines before it.
  let nextColon = -1;
  for (let start = 0, lineNo = 1; start <= end; lineNo++) {
    let nl = text.indexOf('\n', start);
    if (nl < 0 || nl > end) nl = end;
    if (nextColon < start) {
      nextColon = text.indexOf(':', start);
      if (nextColon < 0) break;
    }
    if (nextColon > start && nextColon < nl && !/^[\s#-]/u.test(text[start]!)) {
      let key = text.slice(start, nextColon).trimEnd();
      const q = key[0];
      if ((q === '"' || q === "'") && key.length >= 2 && key.endsWith(q)) key = key.slice(1, -1);
      if (!lines.has(key)) lines.set(key, lineNo);
    }
    start = nl + 1;
  }
  return lines;
}

/** 1-based line of a top-level frontmatter key, when the frontmatter has it. */
export function frontmatterKeyLine(text: string, key: string): number | null {
  return frontmatterKeyLines(text).get(key) ?? null;
}

/** The spec's cross-reference pattern, tried at one offset. */
const CROSS_REF_AT = pyRegex('(?<![\\w-])(skills?/|sub-skills/)([a-z0-9-]+(?:/[a-z0-9-]+)*)', 'y');

/**
 * Cross-references in a body (spec §1): `skills/x` and `skill/x` lose their prefix; `sub-skills/…` stays whole.
 * What matchAll finds with that pattern (flag g), tried only where a match can start: at each `skill` and four
 * before it (`sub-`), in order, past the end of the last match (the regex's own scan tries every offset).
 */
export function extractCrossRefs(body: string): string[] {
  const refs: string[] = [];
  let end = 0;
  for (let at = body.indexOf('skill'); at >= 0; at = body.indexOf('skill', Math.max(at + 1, end))) {
    for (const start of at >= 4 && body.startsWith('sub-', at - 4) ? [at - 4, at] : [at]) {
      if (start < end) continue;
      CROSS_REF_AT.lastIndex = start;
      const m = CROSS_REF_AT.exec(body);
      if (m === null) continue;
      refs.push(m[1] === 'sub-skills/' ? m[1] + m[2] : m[2]);
      end = start + m[0].length;
      break;
    }
  }
  return refs;
}

/** The `when_to_use` field (the trigger moved out of the description), or '' when there is none. */
export function whenToUseOf(skill: Pick<ParsedSkill, 'frontmatter'>): string {
  return typeof skill.frontmatter.when_to_use === 'string' ? skill.frontmatter.when_to_use : '';
}

/** A SKILL.md parsed; with the reference method its frontmatter is read as PyYAML reads it. */
export function parseSkill(snap: SkillSnapshot, method?: Method): ParsedSkill {
  return parseSkillText(snap, decodeText(snap.bytes, snap.file), method);
}

/** parseSkill of a snapshot whose SKILL.md is already decoded (`text` is what decodeText gave). */
export function parseSkillText(snap: Omit<SkillSnapshot, 'bytes'>, text: string, method?: Method): ParsedSkill {
  const fm = readFrontmatter(text, snap.file, method === 'reference');
  const name = stringField(fm.data, 'name', snap.dirName, snap.file);
  const description = stringField(fm.data, 'description', '', snap.file);
  const body = fm.body;

  const fenceLanguages: string[] = [];
  let fenceCount = 0;
  FENCE.lastIndex = 0;
  for (const m of text.matchAll(FENCE)) {
    fenceCount++;
    if (m[1]) fenceLanguages.push(m[1]);
  }

  let h2Count = 0;
  let h3Count = 0;
  // Lines split at \n: the spec names str.splitlines() only for token efficiency, and its other
  // line tests (line_count, `.` in patterns, the table line) are \n lines too.
  const stripped = pyStrip(body);
  for (let start = 0; start >= 0 && start <= stripped.length;) {
    if (stripped.startsWith('## ', start)) h2Count++;
    else if (stripped.startsWith('### ', start)) h3Count++;
    const nl = stripped.indexOf('\n', start);
    start = nl < 0 ? -1 : nl + 1;
  }

  const lowerBody = body.toLowerCase();
  return {
    path: snap.path,
    file: snap.file,
    dirName: snap.dirName,
    text,
    body,
    frontmatter: fm.data,
    hasFrontmatter: fm.found,
    descriptionLine: frontmatterKeyLine(text, 'description'),
    name,
    description,
    lineCount: countChar(text, '\n') + 1,
    mustCount: countMatches(MUST_WORDS, text),
    fenceCount,
    fenceLanguages,
    h2Count,
    h3Count,
    hasExamples: EXAMPLE_MARKERS.some((m) => lowerBody.includes(m)),
    hasTroubleshooting: TROUBLESHOOTING_MARKERS.some((m) => lowerBody.includes(m)),
    references: snap.references,
    assets: snap.assets,
    crossRefs: extractCrossRefs(body),
    crossRefExists: snap.crossRefExists,
    utf8Bytes: utf8Length(text),
    readFindings: snap.readFindings,
    resolved: snap.resolved ?? {},
    ...(snap.collection ? { collection: snap.collection } : {}),
    ...(snap.tree ? { tree: snap.tree } : {}),
    ...(fm.error ? { frontmatterError: fm.error } : {}),
    ...(fm.duplicateKey ? { duplicateKey: fm.duplicateKey } : {}),
  };
}

export interface ParsedAgent {
  file: string;
  /** The agent file's text, frontmatter included. */
  text: string;
  description: string;
  hasTools: boolean;
  hasModel: boolean;
}

/** An agent file of a plugin (spec §4). */
export function parseAgent(file: string, bytes: Uint8Array, method?: Method): ParsedAgent {
  const text = decodeText(bytes, file);
  const fm = readFrontmatter(text, file, method === 'reference');
  const description = stringField(fm.data, 'description', '', file);
  const tools = fm.data.tools;
  let hasTools: boolean;
  if (tools === undefined || tools === null) hasTools = false;
  else if (Array.isArray(tools)) hasTools = tools.length > 0;
  else if (typeof tools === 'string') hasTools = tools.split(',').some((t) => pyStrip(t) !== '');
  // Spec §4 credits a list or a comma-separated string, and D2 makes only a non-string name or
  // description an error: to the reference any other `tools` is no tools.
  else if (method === 'reference') hasTools = false;
  else
    throw new TargetError(
      `${file}: frontmatter field 'tools' is a ${typeof tools}, not a list or a string`,
      file,
      'tools',
    );
  return { file, text, description, hasTools, hasModel: pyTruthy(fm.data.model) };
}

/** Python's truth value of a YAML value: the reference credits an agent's `model` when it is truthy. */
function pyTruthy(v: unknown): boolean {
  if (v === undefined || v === null || v === false) return false;
  if (typeof v === 'number') return v !== 0;
  if (typeof v === 'string' || Array.isArray(v) || v instanceof Uint8Array) return v.length > 0;
  if (v instanceof Date) return true;
  if (typeof v === 'object') return Object.keys(v).length > 0;
  return true;
}

export { cpLength };
