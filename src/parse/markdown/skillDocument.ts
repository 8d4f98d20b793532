// A skill as one markdown document: SKILL.md and the markdown files it links inside its folder,
// each read once (prose apart from code, headings, mentions), with what its mentions resolved to
// and a reading of its description. The calibrated rules, sub-scores and advice all read this.
import type { ParsedSkill, ResolvedPath } from '../../contract/types.js';
import { readDescription, type DescriptionReading } from '../description.js';
import { bodyStartLine, type Mention } from './mentions.js';
import { preparedText } from './prepared.js';
import { contentWords, eachContentWord, proseOf, type Doc } from './document.js';
import { wrappedLineCount } from './length.js';

export interface DocPart {
  /** Display path of the file. */
  file: string;
  /** Key of the mention that linked it ('' for SKILL.md). */
  key: string;
  doc: Doc;
  /** First line of prose (after frontmatter) for SKILL.md, 0 for linked files. */
  start: number;
  mentions: Mention[];
}

export interface SkillDocument {
  main: DocPart;
  linked: DocPart[];
  parts: DocPart[];
  resolved: Record<string, ResolvedPath> | null;
  description: DescriptionReading;
  /** SKILL.md's length in lines: frontmatter as written, body prose as wrapped at 80 columns (length.ts). */
  lines: number;
}

const documents = new WeakMap<ParsedSkill, SkillDocument>();

function folderOfKey(key: string): string {
  const target = key.slice(key.indexOf(':') + 1);
  const slash = target.lastIndexOf('/');
  return slash < 0 ? '' : target.slice(0, slash);
}

/** SKILL.md and the markdown files it links inside its folder, read once per skill. */
export function skillDocument(s: ParsedSkill): SkillDocument {
  const hit = documents.get(s);
  if (hit) return hit;
  const start = bodyStartLine(s.text);
  const { doc, mentions } = preparedText(s.text, '', start);
  const main: DocPart = { file: s.file, key: '', doc, start, mentions };
  const resolved = s.resolved ?? null;
  const linked: DocPart[] = [];
  const seen = new Set<string>();
  for (const m of main.mentions) {
    if (m.kind === 'xref') continue;
    const r = resolved?.[m.key];
    const target = m.key.slice(m.key.indexOf(':') + 1);
    if (!r || r.text === undefined || seen.has(target)) continue;
    seen.add(target);
    const { doc: d, mentions: more } = preparedText(r.text, folderOfKey(m.key), 0);
    const folder = s.file.slice(0, s.file.length - 'SKILL.md'.length);
    linked.push({ file: `${folder}${target}`, key: m.key, doc: d, start: 0, mentions: more });
  }
  const whenToUse = typeof s.frontmatter.when_to_use === 'string' ? s.frontmatter.when_to_use : '';
  const out: SkillDocument = {
    main,
    linked,
    parts: [main, ...linked],
    resolved,
    description: readDescription(s.description, whenToUse, skillWords(s.name, [main, ...linked])),
    lines: start + wrappedLineCount(doc, start),
  };
  documents.set(s, out);
  return out;
}

/** Content-word keys of the name and the prose of SKILL.md and its linked files: what its triggers must relate to. */
function skillWords(name: string, parts: DocPart[]): Set<string> {
  const words = new Set(contentWords(name.replace(/[-_.]/g, ' ')));
  const add = (w: string) => words.add(w);
  for (const p of parts) eachContentWord(proseText(p), add);
  return words;
}

/** What a mention resolved to; undefined when it was not resolved (an in-memory skill, or over the cap). */
export function resolvedMention(d: SkillDocument, m: Mention): ResolvedPath | undefined {
  const r = d.resolved?.[m.key];
  if (r?.type) return r;
  const alt = m.altKey ? d.resolved?.[m.altKey] : undefined;
  return alt?.type ? alt : r;
}

// Rules read a part's prose as one string (proseOf) and look at single lines only where a search
// of that string found what they need: a million-line SKILL.md costs a few passes, not a few
// million regex calls.
const partTexts = new WeakMap<DocPart, { prose?: string; lowerProse?: string; lowerWhole?: string }>();

function textsOf(part: DocPart): { prose?: string; lowerProse?: string; lowerWhole?: string } {
  let t = partTexts.get(part);
  if (t === undefined) {
    t = {};
    partTexts.set(part, t);
  }
  return t;
}

/** The prose of a part from its start line, line for line (see proseOf). */
export function proseText(part: DocPart): string {
  const t = textsOf(part);
  return (t.prose ??= proseOf(part.doc, part.start));
}

/** proseText lower-cased (which keeps its lines: lower-casing makes and removes no line break). */
export function lowerProseText(part: DocPart): string {
  const t = textsOf(part);
  return (t.lowerProse ??= proseText(part).toLowerCase());
}

/** The part's whole text (code included) from its start line, lower-cased, its lines kept in place. */
export function lowerWholeText(part: DocPart): string {
  const t = textsOf(part);
  if (t.lowerWhole === undefined) {
    let offset = 0;
    for (let i = 0; i < part.start && offset >= 0; i++) offset = part.doc.text.indexOf('\n', offset) + 1 || -1;
    t.lowerWhole = offset < 0 ? '' : '\n'.repeat(part.start) + part.doc.text.slice(offset).toLowerCase();
  }
  return t.lowerWhole;
}
