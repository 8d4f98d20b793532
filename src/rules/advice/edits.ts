// Edits of a skill that the calibrated advice applies and rescores: each is what an author would do
// to follow one piece of advice, written out mechanically so its gain is measured, not estimated.
// Pure text functions (a skill's text in, the edited text and any new file out).
import { IN_FENCE, type Doc } from '../../parse/markdown/document.js';
import type { ParsedSkill } from '../../contract/types.js';
import type { SkillDocument } from '../../parse/markdown/skillDocument.js';
import { normaliseLine } from '../subscores/calibrated/tokenEfficiency.js';

/** A skill after one fix: SKILL.md's new text and the files the fix adds (paths relative to the skill folder). */
export interface SkillEdit {
  text: string;
  files?: ReadonlyArray<{ path: string; text: string }>;
}

/** The text with a `## title` section holding `body` appended at its end. */
export function appendSection(text: string, title: string, body: string): string {
  const trimmed = text.trimEnd();
  return `${trimmed}\n\n## ${title}\n\n${body}\n`;
}

/** The line range (0-based, end exclusive) of the frontmatter's `description` value, or null. */
function descriptionRange(lines: readonly string[], descriptionLine: number | null): [number, number] | null {
  if (descriptionLine === null || lines[0]?.trim() !== '---') return null;
  const start = descriptionLine - 1;
  if (!/^description\s*:/u.test(lines[start] ?? '')) return null;
  let end = start + 1;
  // The value goes on over indented lines and blank lines followed by indented ones (block scalars).
  while (end < lines.length && !lines[end].startsWith('---')) {
    if (/^\s+\S/u.test(lines[end])) end++;
    else if (lines[end].trim() === '' && /^\s+\S/u.test(lines[end + 1] ?? '')) end++;
    else break;
  }
  return [start, end];
}

/** The text with the frontmatter's description replaced (a double-quoted scalar), or null when it has none. */
export function withDescription(skill: ParsedSkill, description: string): string | null {
  const lines = skill.text.split('\n');
  const range = descriptionRange(lines, skill.descriptionLine);
  if (range === null) return null;
  // A JSON string is a YAML double-quoted scalar.
  lines.splice(range[0], range[1] - range[0], `description: ${JSON.stringify(description)}`);
  return lines.join('\n');
}

/** A file name from a heading title: lower-case words joined by hyphens. */
function slug(title: string): string {
  const s = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/gu, '-')
    .replace(/^-+|-+$/gu, '')
    .slice(0, 40);
  return s === '' ? 'details' : s;
}

/** The largest `##` section of SKILL.md's body: its first line, end (exclusive) and title; null with none. */
function largestSection(doc: Doc, start: number): { from: number; to: number; title: string } | null {
  let best: { from: number; to: number; title: string } | null = null;
  let open: { from: number; title: string } | null = null;
  // One pass: a section ends at the next heading of level 1 or 2 (or at the end of the text).
  const close = (to: number) => {
    if (open !== null && (best === null || to - open.from > best.to - best.from)) best = { ...open, to };
    open = null;
  };
  for (const h of doc.headings) {
    if (h.line < start || h.level > 2) continue;
    close(h.line);
    if (h.level === 2) open = { from: h.line, title: h.title };
  }
  close(doc.raw.length);
  return best;
}

/** Sections shorter than this are not worth a file of their own. */
const MIN_MOVED_LINES = 6;

/**
 * SKILL.md with its largest section moved into a file beside it, linked from where it was: the
 * detail is loaded on demand. The file sits in the skill's own folder so its relative links still
 * lead where they did. Null when there is no section long enough to move.
 */
export function movedSection(skill: ParsedSkill, document: SkillDocument): SkillEdit | null {
  const { doc, start } = document.main;
  const section = largestSection(doc, start);
  if (section === null || section.to - section.from < MIN_MOVED_LINES) return null;
  let name = `${slug(section.title)}.md`;
  const taken = new Set(Object.keys(skill.resolved ?? {}).map((k) => k.slice(k.indexOf(':') + 1)));
  for (let n = 2; taken.has(name); n++) name = `${slug(section.title)}-${n}.md`;
  const lines = skill.text.split('\n');
  const moved = lines.slice(section.from, section.to).join('\n');
  const heading = lines[section.from];
  const link = `For the details, read [${name}](${name}).`;
  lines.splice(section.from, section.to - section.from, heading, '', link, '');
  return { text: lines.join('\n'), files: [{ path: name, text: `${moved.trimEnd()}\n` }] };
}

/** Lines shorter than this (normalised) are ordinary repeats ("## Example", "```"): kept. */
const MIN_REPEATED = 12;

/** SKILL.md without the later copies of the prose lines it repeats, how many went, the first repeated line. */
export function withoutRepeatedLines(
  skill: ParsedSkill,
  document: SkillDocument,
): { text: string; removed: number; line: number } | null {
  const { doc, start } = document.main;
  const firstSeen = new Map<string, number>();
  const lines = skill.text.split('\n');
  const kept: string[] = [];
  let firstRepeated = -1;
  for (let i = 0; i < lines.length; i++) {
    // A line of the frontmatter or of code is kept as it is: normalised only when it may be counted.
    const prose = i >= start && doc.kind[i] !== IN_FENCE && !lines[i].trim().startsWith('```');
    const n = prose ? normaliseLine(lines[i]) : '';
    if (prose && !n.startsWith('#') && n.length >= MIN_REPEATED && !/^[\s|:-]+$/u.test(n)) {
      const seen = firstSeen.get(n);
      if (seen !== undefined) {
        if (firstRepeated < 0) firstRepeated = seen;
        continue;
      }
      firstSeen.set(n, i);
    }
    kept.push(lines[i]);
  }
  if (firstRepeated < 0) return null;
  return { text: kept.join('\n'), removed: lines.length - kept.length, line: firstRepeated + 1 };
}

const ABSOLUTE = /\b(MUST|NEVER|ALWAYS)\b/gu;

/** SKILL.md's body with MUST / NEVER / ALWAYS written as ordinary words (the frontmatter left as it is). */
export function withPlainRules(skill: ParsedSkill, document: SkillDocument): string | null {
  const lines = skill.text.split('\n');
  let changed = false;
  for (let i = document.main.start; i < lines.length; i++) {
    const next = lines[i].replace(ABSOLUTE, (w) => w.toLowerCase());
    if (next !== lines[i]) {
      lines[i] = next;
      changed = true;
    }
  }
  return changed ? lines.join('\n') : null;
}
