// Edits of a skill's SKILL.md that the relations are made of: its description (written plain,
// quoted or as a block), its body's paragraphs, list items and sections.
import { exists, namesIn, type Tree } from './tree.js';

export const md = (skill: string) => `${skill}/SKILL.md`;
export const baseName = (skill: string) => skill.slice(skill.lastIndexOf('/') + 1);

export function withFile(tree: Tree, file: string, text: string): Tree {
  return { ...tree, files: { ...tree.files, [file]: text } };
}

export function withDir(tree: Tree, dir: string): Tree {
  return { ...tree, dirs: [...tree.dirs, dir] };
}

export function editSkill(tree: Tree, skill: string, f: (text: string) => string | null): Tree | null {
  const before = tree.files[md(skill)];
  const after = f(before);
  return after === null || after === before ? null : withFile(tree, md(skill), after);
}

/** The frontmatter (with its closing `---` line) and the body; null without a frontmatter. */
export function split(text: string): { fm: string; body: string } | null {
  const nl = text.includes('\r\n') ? '\r\n' : '\n';
  if (!text.startsWith(`---${nl}`)) return null;
  const end = text.indexOf(`${nl}---${nl}`, 3);
  if (end < 0) return null;
  const cut = end + 2 * nl.length + 3;
  return { fm: text.slice(0, cut), body: text.slice(cut) };
}

/** The description field: its value on one line (quotes and block lines undone) and a writer. */
export interface DescriptionField {
  value: string;
  write(value: string): string;
}

/** The description of a SKILL.md, when it is a plain, quoted or block value of the frontmatter. */
export function descriptionField(text: string): DescriptionField | null {
  const parts = split(text);
  if (parts === null || parts.fm.includes('\r')) return null;
  const lines = parts.fm.split('\n');
  const at = lines.findIndex((l) => /^description:/.test(l));
  if (at < 0) return null;
  const raw = lines[at].slice('description:'.length).trim();
  let end = at + 1;
  while (end < lines.length - 2 && (/^\s+\S/.test(lines[end]) || lines[end] === '')) end++;
  const rebuild = (field: string[]) => [...lines.slice(0, at), ...field, ...lines.slice(end)].join('\n') + parts.body;
  if (/^[|>][-+]?$/.test(raw)) {
    const block = lines.slice(at + 1, end);
    const indent = /^\s+/.exec(block.find((l) => l.trim() !== '') ?? '  ')?.[0] ?? '  ';
    // A literal block keeps its line breaks (they part clauses); a folded one reads as one line.
    const value = block
      .map((l) => l.trim())
      .filter(Boolean)
      .join(raw.startsWith('|') ? '\n' : ' ');
    const write = (v: string) => rebuild([`description: ${raw}`, ...v.split('\n').map((l) => `${indent}${l}`)]);
    return { value, write };
  }
  if (end !== at + 1) return null;
  const q = raw[0];
  if ((q === '"' || q === "'") && raw.endsWith(q) && raw.length >= 2) {
    const value = raw.slice(1, -1);
    if (value.includes(q)) return null;
    return { value, write: (v) => rebuild([`description: ${q}${v}${q}`]) };
  }
  if (raw === '' || /^[[{&*!%@`]/.test(raw)) return null;
  return { value: raw, write: (v) => rebuild([`description: ${v}`]) };
}

export function editDescription(f: (value: string) => string | null) {
  return (tree: Tree, skill: string) =>
    editSkill(tree, skill, (t) => {
      const d = descriptionField(t);
      const v = d && f(d.value);
      return d && v !== null ? d.write(v) : null;
    });
}

/** Whether the frontmatter has a field. */
export function hasField(text: string, name: string): boolean {
  const parts = split(text);
  return parts !== null && new RegExp(`^${name}:`, 'm').test(parts.fm);
}

/** A new frontmatter field written after the description's. */
export function addField(text: string, line: string): string | null {
  const parts = split(text);
  if (parts === null || parts.fm.includes('\r')) return null;
  const nl = parts.fm.lastIndexOf('\n---\n');
  return parts.fm.slice(0, nl + 1) + line + '\n' + parts.fm.slice(nl + 1) + parts.body;
}

const TRIGGER_AT = /\b(?:Use (?:this skill )?when|Use this when|Use it when) /;

/** The description's "what" part, its "Use when" situation, and what follows that sentence. */
export function triggerParts(value: string): { what: string; situation: string; tail: string } | null {
  const m = TRIGGER_AT.exec(value);
  if (m === null || m.index === 0) return null;
  const after = value.slice(m.index + m[0].length);
  // The sentence ends at a full stop (not the one of "e.g." or "i.e."), or at a line break of a literal block.
  const stop = /(?<!\b(?:e\.g|i\.e))\.(?=\s|$)|\n/.exec(after);
  const situation = (stop ? after.slice(0, stop.index) : after).trim().replace(/\.$/, '');
  if (situation.split(/\s+/).length < 2 || /[:"]/.test(situation)) return null;
  const tail = stop ? after.slice(stop.index + (stop[0] === '.' ? 1 : 0)) : '';
  return { what: value.slice(0, m.index).replace(/[ \t]+$/, ''), situation, tail };
}

/** Parts joined back: the tail keeps the line break or space that followed the sentence. */
export function joinParts(head: string, tail: string): string {
  if (tail.trim() === '') return head;
  return /^\s/.test(tail) ? head + tail : `${head} ${tail}`;
}

export function rewriteTrigger(make: (what: string, situation: string) => string) {
  return editDescription((v) => {
    const p = triggerParts(v);
    return p ? joinParts(make(p.what, p.situation).trim(), p.tail) : null;
  });
}

/** A description cut off mid-sentence: text appended to it would also complete it, a change of its own. */
const CUT_OFF = /(?:[,:;(—–-]|\b(?:and|or|with|the|a|for|to))\s*$/i;

export function appendToDescription(extra: string) {
  return editDescription((v) => (CUT_OFF.test(v) ? null : `${v.trimEnd()}${extra}`));
}

export function appendToBody(extra: string) {
  return (tree: Tree, skill: string) => editSkill(tree, skill, (t) => `${t.replace(/\n*$/, '\n')}\n${extra}\n`);
}

/** The body's h2 sections: [start, end) line ranges. */
export function sections(lines: string[]): Array<{ start: number; end: number }> {
  const starts: number[] = [];
  let fence = false;
  lines.forEach((l, i) => {
    if (l.startsWith('```')) fence = !fence;
    if (!fence && l.startsWith('## ')) starts.push(i);
  });
  return starts.map((s, i) => ({ start: s, end: i + 1 < starts.length ? starts[i + 1] : lines.length }));
}

/** Each body line through `f` (fenced code left alone). */
export function mapProseLines(text: string, f: (line: string) => string): string | null {
  const parts = split(text);
  if (parts === null) return null;
  let fence = false;
  const body = parts.body
    .split('\n')
    .map((l) => {
      if (l.startsWith('```')) fence = !fence;
      return fence || l.startsWith('```') ? l : f(l);
    })
    .join('\n');
  return parts.fm + body;
}

/** Paragraph lines (plain prose: not headings, lists, tables, quotes, code, HTML or rules). */
export const isParagraphLine = (l: string) =>
  l.trim() !== '' && !/^\s*(?:#|[-*+>|<]|\d+[.)]\s|```|~~~|={3,}|_{3,})/.test(l) && !/^\s{2,}/.test(l);

/** The body's paragraphs (runs of paragraph lines outside fences): [start, end) line ranges. */
export function paragraphs(lines: string[]): Array<{ start: number; end: number }> {
  const out: Array<{ start: number; end: number }> = [];
  let fence = false;
  let start = -1;
  lines.forEach((l, i) => {
    const isFence = /^\s*(?:```|~~~)/.test(l);
    if (isFence) fence = !fence;
    const para = !fence && !isFence && isParagraphLine(l);
    if (para && start < 0) start = i;
    if (!para && start >= 0) {
      out.push({ start, end: i });
      start = -1;
    }
  });
  if (start >= 0) out.push({ start, end: lines.length });
  return out;
}

/** Words spread over `n` lines as evenly as they go. */
export function wrapInto(words: string[], n: number): string[] {
  const lines: string[] = [];
  const per = Math.ceil(words.length / n);
  for (let i = 0; i < words.length; i += per) lines.push(words.slice(i, i + per).join(' '));
  return lines;
}

/** Every paragraph of the body unwrapped (width null) or re-wrapped at a width. */
export function rewrap(text: string, width: number | null): string | null {
  const parts = split(text);
  if (parts === null) return null;
  const lines = parts.body.split('\n');
  const out: string[] = [];
  let from = 0;
  for (const p of paragraphs(lines)) {
    out.push(...lines.slice(from, p.start));
    const words = lines.slice(p.start, p.end).join(' ').split(/\s+/).filter(Boolean);
    if (width === null) out.push(words.join(' '));
    else {
      let line = '';
      for (const w of words) {
        if (line && line.length + 1 + w.length > width) {
          out.push(line);
          line = w;
        } else line = line ? `${line} ${w}` : w;
      }
      if (line) out.push(line);
    }
    from = p.end;
  }
  out.push(...lines.slice(from));
  return parts.fm + out.join('\n');
}

/** Sibling skills of a skill (folders beside it holding a SKILL.md), by name. */
export function siblingSkills(tree: Tree, skill: string): string[] {
  const parent = skill.includes('/') ? skill.slice(0, skill.lastIndexOf('/')) : '';
  return namesIn(tree, parent).filter(
    (n) => n !== baseName(skill) && exists(tree, parent ? `${parent}/${n}/SKILL.md` : `${n}/SKILL.md`),
  );
}
