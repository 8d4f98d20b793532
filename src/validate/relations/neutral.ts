// Neutral rewrites: same meaning, same score (±2 points), no new flag.
import {
  addField,
  editDescription,
  editSkill,
  hasField,
  joinParts,
  md,
  paragraphs,
  mapProseLines,
  rewrap,
  rewriteTrigger,
  sections,
  split,
  triggerParts,
  withFile,
  wrapInto,
} from './edits.js';
import { exists, type Tree } from './tree.js';
import type { Relation } from './types.js';

const trigger = (name: string, make: (w: string, s: string) => string): Relation => ({
  family: 'neutral',
  name: `trigger "${name}"`,
  edit: rewriteTrigger(make),
});

/** The body's longest paragraph (in words), re-wrapped into `n` lines. */
function rewrapLongestParagraph(n: number) {
  return (tree: Tree, skill: string) =>
    editSkill(tree, skill, (t) => {
      const parts = split(t);
      if (parts === null) return null;
      const lines = parts.body.split('\n');
      const words = (p: { start: number; end: number }) =>
        lines.slice(p.start, p.end).join(' ').split(/\s+/).filter(Boolean);
      const longest = paragraphs(lines).reduce<{ start: number; end: number } | null>(
        (a, p) => (a === null || words(p).length > words(a).length ? p : a),
        null,
      );
      if (longest === null || words(longest).length < 2 * n) return null;
      const wrapped = wrapInto(words(longest), n);
      return parts.fm + [...lines.slice(0, longest.start), ...wrapped, ...lines.slice(longest.end)].join('\n');
    });
}

const LIST_ITEM = /^(\s*)([-*+]|\d+[.)])(\s+)(.*)$/;

/** The body's longest list item (one line), re-wrapped into lines indented under its text. */
function rewrapLongestListItem(tree: Tree, skill: string): Tree | null {
  return editSkill(tree, skill, (t) => {
    const parts = split(t);
    if (parts === null) return null;
    const lines = parts.body.split('\n');
    let fence = false;
    let best = -1;
    let bestWords = 0;
    lines.forEach((l, i) => {
      if (/^\s*(?:```|~~~)/.test(l)) fence = !fence;
      const m = fence ? null : LIST_ITEM.exec(l);
      const next = lines[i + 1] ?? '';
      // A one-line item: the next line starts another item, a blank line or less indented text.
      if (m && (next.trim() === '' || LIST_ITEM.test(next))) {
        const n = m[4].split(/\s+/).filter(Boolean).length;
        if (n > bestWords && !m[4].includes('|')) {
          best = i;
          bestWords = n;
        }
      }
    });
    if (best < 0 || bestWords < 12) return null;
    const [, indent, marker, gap, text] = LIST_ITEM.exec(lines[best])!;
    const pad = ' '.repeat(indent.length + marker.length + gap.length);
    const wrapped = wrapInto(text.split(/\s+/).filter(Boolean), Math.min(6, Math.floor(bestWords / 2)));
    const item = wrapped.map((w, k) => (k === 0 ? `${indent}${marker}${gap}${w}` : `${pad}${w}`));
    return parts.fm + [...lines.slice(0, best), ...item, ...lines.slice(best + 1)].join('\n');
  });
}

function moveLongestSection(tree: Tree, skill: string): Tree | null {
  const text = tree.files[md(skill)];
  const parts = split(text);
  if (parts === null || text.includes('\r')) return null;
  const lines = text.replace(/\n*$/, '\n').split('\n');
  const s = sections(lines);
  if (s.length < 2) return null;
  const longest = s.reduce((x, y) => (y.end - y.start > x.end - x.start ? y : x));
  const title = lines[longest.start].slice(3).trim();
  const file = `references/moved-section.md`;
  if (exists(tree, `${skill}/${file}`) || /[[\]()]/.test(title)) return null;
  const moved = lines.slice(longest.start, longest.end).join('\n');
  const stub = `## ${title}\n\nSee [${title}](${file}).\n`;
  const rest = [...lines.slice(0, longest.start), stub, ...lines.slice(longest.end)].join('\n');
  return withFile(withFile(tree, md(skill), rest), `${skill}/${file}`, moved.replace(/^## /, '# '));
}

export const NEUTRAL: Relation[] = [
  trigger('Use this skill whenever …', (w, s) => `${w} Use this skill whenever ${s}.`),
  trigger('Use this skill any time …', (w, s) => `${w} Use this skill any time ${s}.`),
  trigger('You MUST use this skill when …', (w, s) => `${w} You MUST use this skill when ${s}.`),
  trigger('When …, use this skill.', (w, s) => `${w} When ${s}, use this skill.`),
  trigger('TRIGGER — whenever …', (w, s) => `${w} TRIGGER — whenever ${s}.`),
  trigger('Invoke this skill when …', (w, s) => `${w} Invoke this skill when ${s}.`),
  trigger('Use it if …', (w, s) => `${w} Use it if ${s}.`),
  {
    family: 'neutral',
    name: 'trigger moved to a when_to_use field',
    edit: (tree, skill) => {
      if (hasField(tree.files[md(skill)], 'when_to_use')) return null;
      let situation = '';
      const t = editDescription((v) => {
        const p = triggerParts(v);
        if (p === null) return null;
        situation = p.situation;
        return joinParts(p.what, p.tail);
      })(tree, skill);
      return t && editSkill(t, skill, (x) => addField(x, `when_to_use: Use when ${situation}.`));
    },
  },
  {
    family: 'neutral',
    name: 'CRLF line endings',
    edit: (tree, skill) => editSkill(tree, skill, (t) => (t.includes('\r') ? null : t.replace(/\n/g, '\r\n'))),
  },
  {
    family: 'neutral',
    name: 'last two sections swapped',
    edit: (tree, skill) =>
      editSkill(tree, skill, (t) => {
        const lines = t.replace(/\n*$/, '\n').split('\n');
        const s = sections(lines);
        if (s.length < 3) return null;
        const [a, b] = s.slice(-2);
        const A = lines.slice(a.start, a.end).join('\n').replace(/\n*$/, '\n');
        const B = lines.slice(b.start, b.end).join('\n').replace(/\n*$/, '\n');
        return `${lines.slice(0, a.start).join('\n')}\n${B}\n${A}`;
      }),
  },
  {
    family: 'neutral',
    name: 'headings lower-cased',
    edit: (tree, skill) =>
      editSkill(tree, skill, (t) => mapProseLines(t, (l) => (/^#{1,6} /.test(l) ? l.toLowerCase() : l))),
  },
  {
    family: 'neutral',
    name: 'headings in Title Case',
    edit: (tree, skill) =>
      editSkill(tree, skill, (t) =>
        mapProseLines(t, (l) => (/^#{1,6} /.test(l) ? l.replace(/\b([a-z])/g, (c) => c.toUpperCase()) : l)),
      ),
  },
  {
    family: 'neutral',
    name: 'paragraphs unwrapped to one line',
    edit: (tree, skill) => editSkill(tree, skill, (t) => rewrap(t, null)),
  },
  {
    family: 'neutral',
    name: 'paragraphs re-wrapped at 60 columns',
    edit: (tree, skill) => editSkill(tree, skill, (t) => rewrap(t, 60)),
  },
  {
    family: 'neutral',
    name: 'one paragraph re-wrapped into eleven lines',
    edit: rewrapLongestParagraph(11),
  },
  { family: 'neutral', name: 'one list item re-wrapped into lines', edit: rewrapLongestListItem },
  {
    family: 'neutral',
    name: 'trailing spaces and extra blank lines',
    edit: (tree, skill) => editSkill(tree, skill, (t) => mapProseLines(t, (l) => (l === '' ? '\n' : `${l}  `))),
  },
  {
    family: 'neutral',
    name: 'longest section moved verbatim into a linked references/ file',
    edit: moveLongestSection,
    mayGainWhen: 'OVERSIZED_MAIN_FILE',
  },
];
