// A skill as one markdown document: SKILL.md and the markdown files it links inside its folder,
// each read once (prose apart from code, headings, mentions), with what its mentions resolved to
// and a reading of its description. The calibrated rules, sub-scores and advice all read this.
import type { ParsedSkill, ResolvedPath } from '../../contract/types.js';
import { readDescription, type DescriptionReading } from '../description.js';
import { unionOfWords, type SkillWords } from '../skillWords.js';
import { whenToUseOf } from '../skill.js';
import { bodyStartLine, type Mention } from './mentions.js';
import { preparedText, readsApartFromLead } from './prepared.js';
import { contentWords, eachContentWord, lineOffset, proseOf, type Doc } from './document.js';
import { wrappedLineCount } from './length.js';
import { lineContentWords } from './lineWords.js';

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
  readonly description: DescriptionReading;
  /** SKILL.md's length in lines: frontmatter as written, body prose as wrapped at 80 columns (length.ts). */
  readonly lines: number;
}

const documents = new WeakMap<ParsedSkill, SkillDocument>();

function folderOfKey(key: string): string {
  const target = key.slice(key.indexOf(':') + 1);
  const slash = target.lastIndexOf('/');
  return slash < 0 ? '' : target.slice(0, slash);
}

/**
 * Linked files read, by what their mention resolved to. A skill edited and scored again (the
 * calibrated advice) shares these objects with the skill it was made from, so the files it links
 * are read once however many edits are scored; a part depends only on the file's text, its key and
 * its display path, which the entry's key holds.
 */
const linkedParts = new WeakMap<ResolvedPath, Map<string, DocPart>>();

function linkedPart(r: ResolvedPath, text: string, file: string, key: string): DocPart {
  let byKey = linkedParts.get(r);
  if (byKey === undefined) {
    byKey = new Map();
    linkedParts.set(r, byKey);
  }
  const at = `${key}\n${file}`;
  let part = byKey.get(at);
  if (part === undefined) {
    const { doc, mentions } = preparedText(text, folderOfKey(key), 0);
    part = { file, key, doc, start: 0, mentions };
    byKey.set(at, part);
  }
  return part;
}

/**
 * Whether `s` reads SKILL.md's body as `basis`, the skill it was edited from, read it in `part`:
 * the same lines from the same line on, and neither frontmatter changing how they read. A part
 * depends on nothing else (see partMemo), so `s` may read its body through `part`.
 */
function readsBodyAs(s: ParsedSkill, basis: ParsedSkill, part: DocPart, start: number): boolean {
  if (s.file !== part.file || start !== part.start) return false;
  const from = lineOffset(s.text, start);
  const basisFrom = lineOffset(basis.text, start);
  if (from < 0 || basisFrom < 0 || s.text.length - from !== basis.text.length - basisFrom) return false;
  return (
    s.text.slice(from) === basis.text.slice(basisFrom) &&
    readsApartFromLead(s.text, start) &&
    readsApartFromLead(basis.text, start)
  );
}

/** SKILL.md's part: `basis`'s own when `s` is `basis` with its frontmatter edited (see readsBodyAs), else read. */
function mainPart(s: ParsedSkill, start: number, basis: ParsedSkill | undefined): DocPart {
  if (basis !== undefined) {
    const lent = skillDocument(basis).main;
    if (readsBodyAs(s, basis, lent, start)) return lent;
  }
  const { doc, mentions } = preparedText(s.text, '', start);
  return { file: s.file, key: '', doc, start, mentions };
}

/**
 * SKILL.md and the markdown files it links inside its folder, read once per skill. `basis` is a
 * skill that `s` was made from by an edit (the calibrated advice rescores each): when the edit left
 * SKILL.md's body as it was (a new description), `s` reads the body through `basis`'s part, so
 * what the rules measure of the body alone is not measured again.
 */
export function skillDocument(s: ParsedSkill, basis?: ParsedSkill): SkillDocument {
  const hit = documents.get(s);
  if (hit) return hit;
  const start = bodyStartLine(s.text);
  const main = mainPart(s, start, basis);
  const doc = main.doc;
  const resolved = s.resolved ?? null;
  const linked: DocPart[] = [];
  const seen = new Set<string>();
  for (const m of main.mentions) {
    if (m.kind === 'xref') continue;
    const r = resolved?.[m.key];
    const target = m.key.slice(m.key.indexOf(':') + 1);
    if (!r || r.text === undefined || seen.has(target)) continue;
    seen.add(target);
    const folder = s.file.slice(0, s.file.length - 'SKILL.md'.length);
    linked.push(linkedPart(r, r.text, `${folder}${target}`, m.key));
  }
  let description: DescriptionReading | undefined;
  let lines: number | undefined;
  const out: SkillDocument = {
    main,
    linked,
    parts: [main, ...linked],
    resolved,
    // Read when first asked for: most edits the advice rescores are dropped having measured one
    // dimension, most of which never read the description.
    get description() {
      return (description ??= readDescription(
        s.description,
        whenToUseOf(s),
        skillWords(s.name, [main, ...linked]),
        topicWords(s.name, main),
        nameWords(s.name),
      ));
    },
    get lines() {
      return (lines ??= start + wrappedLineCount(doc, start));
    },
  };
  documents.set(s, out);
  return out;
}

/** Content-word keys of the name and the prose of SKILL.md and its linked files: what its triggers must relate to. */
function skillWords(name: string, parts: DocPart[]): SkillWords {
  // Each set asked as it is (see SkillWords): a linked file's words serve every edit of the skill.
  const own = new Set(contentWords(name.replace(/[-_.]/g, ' ')));
  return unionOfWords([() => own, ...parts.map((p) => () => partWords(p))]);
}

/** Content-word keys of a skill's name, its parts read as words (slicing-code-context: slicing, code, context). */
function nameWords(name: string): Set<string> {
  return new Set(contentWords(name.replace(/[-_.]/g, ' ')));
}

/** Content-word keys of the name and of SKILL.md's headings over text: what the skill is about. */
function topicWords(name: string, main: DocPart): Set<string> {
  const words = nameWords(name);
  // An empty heading names nothing the skill covers.
  for (const h of main.doc.headings) if (h.hasContent) for (const w of contentWords(h.title)) words.add(w);
  return words;
}

/** The distinct content words of a part's prose. */
const partWords = (part: DocPart): ReadonlySet<string> => partMemo(part, distinctProseWords);

function distinctProseWords(part: DocPart): ReadonlySet<string> {
  // SKILL.md's lines through the cache of lines read last (an edited copy shares most of them); a
  // linked file is read once anyway.
  const words = new Set<string>();
  if (part.key !== '') {
    eachContentWord(proseText(part), (w) => words.add(w));
    return words;
  }
  for (const line of proseText(part).split('\n')) for (const w of lineContentWords(line)) words.add(w);
  return words;
}

const partMemos = new WeakMap<DocPart, Map<(part: DocPart) => unknown, unknown>>();

/**
 * `compute(part)` once per part: for what depends on the part alone (its text, start, key and
 * path), never on the rest of the skill. A linked file's part serves every edit of its skill (see
 * linkedParts), so what the rules read of it is read once.
 */
export function partMemo<T>(part: DocPart, compute: (part: DocPart) => T): T {
  let memos = partMemos.get(part);
  if (memos === undefined) {
    memos = new Map();
    partMemos.set(part, memos);
  }
  if (memos.has(compute)) return memos.get(compute) as T;
  const value = compute(part);
  memos.set(compute, value);
  return value;
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
    const offset = lineOffset(part.doc.text, part.start);
    t.lowerWhole = offset < 0 ? '' : '\n'.repeat(part.start) + part.doc.text.slice(offset).toLowerCase();
  }
  return t.lowerWhole;
}
