// Rule fixtures: fixtures/rules/<RULE_ID>/flagged/ and fixtures/rules/<RULE_ID>/clean/, each a
// skill, plugin or marketplace folder, with the findings expected of it written inline where they
// belong, as markdownlint's fixtures do. Other folders beside them (a sibling skill the fixture
// points at) are part of the fixture's surroundings, never scored themselves.
//
// Marker syntax. A marker is an HTML comment in a markdown file, or a YAML comment (`# …`) on a
// line of SKILL.md's frontmatter block (from the opening `---` to the next line starting with
// `---`). Only markdown files are read for markers; JSON files cannot hold comments, so their
// findings are declared from a markdown file of the fixture with `@ path`. Forms (`ID, ID` names several findings; one finding per name):
//
//   <!-- expect: ID -->             trailing on a line: a finding of ID on this line
//   <!-- expect-next: ID -->        alone on its line: a finding on the next line that is not a
//                                   marker line (for a line where a trailing comment would change
//                                   what is detected, e.g. the last of a run of blank lines)
//   <!-- expect-file: ID -->        anywhere: a finding of ID without a line, in this file
//   <!-- expect-file: ID @ p -->    a finding without a line in the file or folder p (relative to
//                                   the fixture folder); `@ p:N` puts it on line N of p
//   <!-- expect-error: ID -->       the target cannot be scored (a TargetError) because of ID
//   name: X  # expect: ID           the same forms on a frontmatter line (YAML comment); the
//                                   opening line may carry one too (`--- # expect: ID`)
//
// `expect(calibrated)`, `expect-next(reference)`, … limit a marker to one method. A marker line
// (nothing but markers) is dropped from the marker-free copy; a trailing marker is cut with the
// spaces before it. The test scores both copies and checks that the markers change nothing found.
import { readdirSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import type { EvalOutcome, Method } from '../../src/contract/types.js';

export type FixtureKind = 'flagged' | 'clean';
export const FIXTURE_KINDS: readonly FixtureKind[] = ['flagged', 'clean'];
export const RULE_FIXTURES = path.join(process.cwd(), 'fixtures', 'rules');

/** One finding, anti-pattern or advice item: its rule, file (relative to the pair's folder) and line. */
export interface Found {
  rule: string;
  file: string;
  line: number | null;
}

export interface Expected extends Found {
  /** The method the marker is limited to, or null for both. */
  method: Method | null;
}

export interface ExpectedError {
  rule: string;
  method: Method | null;
}

export interface Fixture {
  /** The pair's folder (fixtures/rules/<ID>), the root the target is read from. */
  root: string;
  /** The target folder relative to root: `flagged` or `clean`. */
  rel: FixtureKind;
  expected: Expected[];
  errors: ExpectedError[];
  /** Every file under root, markers removed, for a MemorySource. */
  stripped: Record<string, string | Uint8Array>;
  /** Per markdown file (relative to root): the original number of each line of the stripped copy. */
  originalLines: Map<string, readonly number[]>;
}

const BODY =
  '(expect(?:-next|-file|-error)?)(?:\\((calibrated|reference)\\))?:\\s*' +
  '([A-Z][A-Z0-9_]*(?:\\s*,\\s*[A-Z][A-Z0-9_]*)*)(?:\\s+@\\s*([^\\s:]+)(?::(\\d+))?)?';
const HTML_MARKER = new RegExp(`[ \\t]*<!--\\s*${BODY}\\s*-->`, 'g');
const YAML_MARKER = new RegExp(`(?:^|[ \\t]+)#\\s*${BODY}\\s*$`, 'g');

interface RawMarker {
  form: 'expect' | 'expect-next' | 'expect-file' | 'expect-error';
  method: Method | null;
  rules: string[];
  at: string | null;
  atLine: number | null;
}

function toMarker(m: RegExpMatchArray): RawMarker {
  return {
    form: m[1] as RawMarker['form'],
    method: (m[2] as Method | undefined) ?? null,
    rules: m[3].split(',').map((r) => r.trim()),
    at: m[4] ?? null,
    atLine: m[5] === undefined ? null : Number(m[5]),
  };
}

/** Lines 1..n of SKILL.md's frontmatter block (where `# expect` markers are read), or 0. */
function frontmatterEnd(lines: readonly string[]): number {
  if (!lines[0]?.startsWith('---')) return 0;
  for (let i = 1; i < lines.length; i++) if (lines[i].startsWith('---')) return i + 1;
  return 0;
}

interface FileMarkers {
  markers: Array<RawMarker & { line: number }>;
  /** The file without its markers. */
  text: string;
  /** The original number (1-based) of each line of `text`. */
  originalLines: number[];
}

/** The markers of one markdown file, each with its 1-based line, and the file without them. */
export function readMarkers(text: string, isSkillMd: boolean): FileMarkers {
  const lines = text.split('\n');
  const yamlEnd = isSkillMd ? frontmatterEnd(lines) : 0;
  const markers: FileMarkers['markers'] = [];
  const kept: string[] = [];
  const originalLines: number[] = [];
  lines.forEach((line, i) => {
    const re = i < yamlEnd ? YAML_MARKER : HTML_MARKER;
    const found = [...line.matchAll(re)];
    const rest = found.length ? line.replace(re, '') : line;
    const alone = found.length > 0 && rest.trim() === '';
    for (const m of found) {
      const marker = { ...toMarker(m), line: i + 1 };
      if (marker.form === 'expect' && alone)
        throw new Error(`line ${i + 1}: 'expect' alone on its line; use 'expect-next'`);
      if (marker.form === 'expect-next' && !alone)
        throw new Error(`line ${i + 1}: 'expect-next' must be alone on its line`);
      markers.push(marker);
    }
    if (!alone) {
      kept.push(rest);
      originalLines.push(i + 1);
    }
  });
  return { markers, text: kept.join('\n'), originalLines };
}

function walk(dir: string, prefix = ''): string[] {
  const out: string[] = [];
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const rel = prefix ? `${prefix}/${e.name}` : e.name;
    if (e.isDirectory()) out.push(...walk(path.join(dir, e.name), rel));
    else if (e.isFile()) out.push(rel);
  }
  return out.sort();
}

/** The line a marker names: its own, the next line that is not a marker line, none, or `@ p:N`'s. */
function targetLine(m: RawMarker & { line: number }, fm: FileMarkers): number | null {
  if (m.form === 'expect') return m.line;
  if (m.form === 'expect-file') return m.atLine;
  const next = fm.originalLines.find((l) => l > m.line);
  if (next === undefined) throw new Error(`line ${m.line}: 'expect-next' with no line after it`);
  return next;
}

/** Reads fixtures/rules/<id>/<kind>: its expectations (markers anywhere in the pair's folder) and a marker-free copy. */
export function readFixture(id: string, kind: FixtureKind): Fixture {
  const root = path.join(RULE_FIXTURES, id);
  const fixture: Fixture = { root, rel: kind, expected: [], errors: [], stripped: {}, originalLines: new Map() };
  for (const file of walk(root)) {
    const bytes = readFileSync(path.join(root, file));
    if (!file.endsWith('.md')) {
      fixture.stripped[file] = new Uint8Array(bytes);
      continue;
    }
    let fm: FileMarkers;
    try {
      fm = readMarkers(bytes.toString('utf8'), path.posix.basename(file) === 'SKILL.md');
    } catch (err) {
      throw new Error(`${id}/${file}: ${(err as Error).message}`, { cause: err });
    }
    fixture.stripped[file] = fm.text;
    fixture.originalLines.set(file, fm.originalLines);
    // Markers count for the target they lie in; markers of the surroundings are not read.
    if (!file.startsWith(`${kind}/`)) continue;
    for (const m of fm.markers) {
      if (m.form === 'expect-error') {
        for (const rule of m.rules) fixture.errors.push({ rule, method: m.method });
        continue;
      }
      const where = m.at === null ? file : path.posix.join(kind, m.at);
      const line = targetLine(m, fm);
      for (const rule of m.rules) fixture.expected.push({ rule, file: where, line, method: m.method });
    }
  }
  return fixture;
}

/** Everything a result flags, unsuppressed: anti-patterns, findings and ADVICE_* advice items. */
export function foundIn(outcome: EvalOutcome): Found[] {
  if (!outcome.ok) return [];
  const r = outcome.result;
  const out: Found[] = [];
  for (const layer of r.layers)
    for (const a of layer.anti_patterns)
      if (!a.suppressed) out.push({ rule: a.flag, file: a.file ?? '', line: a.line ?? null });
  for (const f of r.findings) if (!f.suppressed) out.push({ rule: f.rule, file: f.file ?? '', line: f.line ?? null });
  // An anti-pattern's own advice item repeats the anti-pattern; only the ADVICE_* rules are advice's own.
  for (const advice of r.advice ?? [])
    for (const item of advice.items)
      if (item.rule.startsWith('ADVICE_'))
        out.push({ rule: item.rule, file: item.file ?? '', line: item.line ?? null });
  return out;
}

/** `file:line` of each item of `rule`, sorted, for comparing what was found with what was expected. */
export function placesOf(items: readonly Found[], rule: string): string[] {
  return items
    .filter((f) => f.rule === rule)
    .map((f) => `${f.file}:${f.line ?? '-'}`)
    .sort();
}

/** Found items of the marker-free copy, moved back to the original's line numbers (for comparison). */
export function inOriginalLines(found: readonly Found[], fixture: Fixture): Found[] {
  return found.map((f) => {
    const lines = fixture.originalLines.get(f.file);
    return f.line === null || !lines ? f : { ...f, line: lines[f.line - 1] ?? f.line };
  });
}
