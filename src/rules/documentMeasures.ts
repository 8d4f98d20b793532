// Measurements of a skill's document that a calibrated rule and a calibrated sub-score share:
// hard-rule words, rules that contradict each other, linked material, mentions that lead nowhere,
// the size of SKILL.md's body in tokens.
// Each is computed once per skill (ctx.memo).
import { CAL_MAIN_FILE } from '../contract/calibratedWeights.js';
import type { RuleContext } from './context.js';
import {
  partMemo,
  proseText,
  resolvedMention,
  type DocPart,
  type SkillDocument,
} from '../parse/markdown/skillDocument.js';
import { countNewlines, forLinesMatching } from '../text/lineSearch.js';
import { tokensOfBytes, utf8BytesAt } from '../text/tokenEstimate.js';
import { isWhiteSpace } from '../text/whiteSpace.js';

/** Whether SKILL.md links material of its own that holds real content (a file or a folder). */
export function linksOwnMaterial(d: SkillDocument): boolean {
  return d.main.mentions.some((m) => {
    const r = resolvedMention(d, m);
    return r !== undefined && r.type !== null && r.inSkill && r.substantive;
  });
}

const MUST = /\b(?:MUST|NEVER|ALWAYS)\b/g;

/** A part's MUST / NEVER / ALWAYS in its prose: how many, and the offset of the first (-1 with none). */
function partMustWords(part: DocPart): { count: number; first: number } {
  const prose = proseText(part);
  let count = 0;
  let first = -1;
  MUST.lastIndex = 0;
  for (let m = MUST.exec(prose); m !== null; m = MUST.exec(prose)) {
    if (count === 0) first = m.index;
    count++;
  }
  return { count, first };
}

function countMustWords(ctx: RuleContext): { count: number; firstLine: number | null } {
  const d = ctx.document;
  let count = 0;
  let firstLine: number | null = null;
  for (const part of d.parts) {
    const found = partMemo(part, partMustWords);
    if (count === 0 && found.count > 0 && part === d.main) firstLine = countNewlines(proseText(part), found.first) + 1;
    count += found.count;
  }
  return { count, firstLine };
}

/**
 * MUST / NEVER / ALWAYS in the prose of the document (code examples excluded), with the first line of one in SKILL.md.
 */
export function mustWords(ctx: RuleContext): { count: number; firstLine: number | null } {
  return ctx.memo(countMustWords);
}

const RULE = /\b(MUST NOT|MUST|NEVER|ALWAYS|DO NOT|DON'T)\b((?:\s+[\w'-]+){1,4})/g;
const RULE_SKIP = new Set(['always', 'never', 'be', 'you', 'to', 'not', 'ever']);
const CAPITALS = /[A-Z]{4}/g;
/** What every RULE match starts with (DO: DO NOT and DON'T). */
const RULE_HEADS = ['MUST', 'NEVER', 'ALWAYS', 'DO'];

/** Adds the actions a line's rules require or forbid to `required` and `forbidden`. */
function readRules(line: string, required: Set<string>, forbidden: Set<string>): void {
  for (const m of line.matchAll(RULE)) {
    const words = m[2]
      .toLowerCase()
      .split(/\s+/)
      .filter((w) => w !== '' && !RULE_SKIP.has(w));
    if (words.length < 1) continue;
    const key = words.slice(0, 3).join(' ');
    const negative = m[1] === 'NEVER' || m[1] === 'MUST NOT' || m[1] === 'DO NOT' || m[1] === "DON'T";
    (negative ? forbidden : required).add(key);
  }
}

/** The actions a part's rules require and forbid. */
function partRules(part: DocPart): { required: ReadonlySet<string>; forbidden: ReadonlySet<string> } {
  const required = new Set<string>();
  const forbidden = new Set<string>();
  const prose = proseText(part);
  // A rule word is four capitals: only lines holding four in a row are read. Every RULE match
  // starts with one of RULE_HEADS, so a line holding none is not sliced; the next offset of each
  // in the prose is kept while lines move past it (one forward search per word).
  const next = RULE_HEADS.map((w) => prose.indexOf(w));
  forLinesMatching(prose, CAPITALS, (_line, start, end) => {
    let head = false;
    for (let k = 0; k < RULE_HEADS.length; k++) {
      if (next[k] >= 0 && next[k] < start) next[k] = prose.indexOf(RULE_HEADS[k], start);
      if (next[k] >= 0 && next[k] < end) head = true;
    }
    if (head) readRules(prose.slice(start, end), required, forbidden);
  });
  return { required, forbidden };
}

function countContradictions(ctx: RuleContext): number {
  const required = new Set<string>();
  const forbidden = new Set<string>();
  for (const part of ctx.document.parts) {
    const rules = partMemo(part, partRules);
    for (const k of rules.required) required.add(k);
    for (const k of rules.forbidden) forbidden.add(k);
  }
  let n = 0;
  for (const k of required) if (forbidden.has(k)) n++;
  return n;
}

/** Rules that contradict each other: the same action required (MUST/ALWAYS x) and forbidden (NEVER/MUST NOT x). */
export function contradictions(ctx: RuleContext): number {
  return ctx.memo(countContradictions);
}

/**
 * A run of spaces (table padding, indentation) or of dashes (a table's separator row) is one token
 * or so to a tokenizer whatever its length: each counts as the few bytes of its shortest form, so
 * re-aligning a table does not change the estimate. Spaces at the end of a line count for nothing.
 * The UTF-8 bytes of `line.trimEnd().replace(/[ \t]{2,}/g, ' ').replace(/-{4,}/g, '---')` (0: a blank
 * line), counted in place: the copies were garbage per line.
 */
export function paddingFreeBytes(line: string): number {
  let end = line.length;
  while (end > 0 && isWhiteSpace(line.charCodeAt(end - 1))) end--;
  let bytes = 0;
  let i = 0;
  while (i < end) {
    const c = line.charCodeAt(i);
    if (c === 0x20 || c === 0x09) {
      // A run of spaces and tabs is one space (or the one tab).
      while (i < end && (line.charCodeAt(i) === 0x20 || line.charCodeAt(i) === 0x09)) i++;
      bytes += 1;
    } else if (c === 0x2d) {
      // A run of dashes is at most `---`.
      const start = i;
      while (i < end && line.charCodeAt(i) === 0x2d) i++;
      bytes += i - start >= 4 ? 3 : i - start;
    } else {
      // Whitespace ends the trimmed line, so a pair never straddles `end`.
      const b = utf8BytesAt(line, i);
      bytes += b;
      i += b === 4 ? 2 : 1;
    }
  }
  return bytes;
}

/**
 * A part's text (SKILL.md's after the frontmatter) in UTF-8 bytes, runs of padding counted short
 * and a run of blank lines as one.
 */
function partBytes(part: DocPart): number {
  const { raw } = part.doc;
  let bytes = 0;
  let blank = false;
  for (let i = part.start; i < raw.length; i++) {
    const line = paddingFreeBytes(raw[i]);
    if (line === 0 && blank) continue;
    blank = line === 0;
    bytes += line + 1;
  }
  // Line breaks between the lines only (a \r before one is not counted: CRLF weighs what LF does).
  return Math.max(0, bytes - 1);
}

function countBodyBytes(ctx: RuleContext): number {
  // Per part: a skill whose edit left its body as it was reads it through the same part.
  return partMemo(ctx.document.main, partBytes);
}

/**
 * SKILL.md's body (what follows the frontmatter: what enters the context when the skill loads) in
 * UTF-8 bytes, runs of padding counted short, and in estimated tokens (text/tokenEstimate.ts).
 */
export function mainBodySize(ctx: RuleContext): { bytes: number; tokens: number } {
  const bytes = ctx.memo(countBodyBytes);
  return { bytes, tokens: tokensOfBytes(bytes) };
}

/**
 * How much SKILL.md discloses of material of its own, from 0 to 1: all of it when it links a
 * script, an asset or a folder with real content (used or opened when a task needs it, never read
 * into the context whole); for documents with real content, how far they would take SKILL.md's
 * body over the main file's token budget were they written into it, in OVERSIZED_MAIN_FILE's units
 * (a unit over: all of it). Documents that fit the budget with SKILL.md are the same text in two
 * files: splitting them keeps nothing out of the context that a main file of that size should not
 * hold, so moving a section of a lean SKILL.md into a linked file changes nothing.
 */
export function disclosedMaterial(ctx: RuleContext): number {
  return ctx.memo(measureDisclosedMaterial);
}

function measureDisclosedMaterial(ctx: RuleContext): number {
  const d = ctx.document;
  let documents = false;
  for (const m of d.main.mentions) {
    const r = resolvedMention(d, m);
    if (r === undefined || r.type === null || !r.inSkill || !r.substantive) continue;
    // A file read as a document holds its text; anything else (a script, an asset, a folder, a
    // document too large to read) is material of its own whatever its size.
    if (r.text === undefined) return 1;
    documents = true;
  }
  if (!documents) return 0;
  let bytes = mainBodySize(ctx).bytes;
  for (const part of d.linked) bytes += partMemo(part, partBytes) + 1;
  const over = tokensOfBytes(bytes) - CAL_MAIN_FILE.tokenBudget;
  return Math.min(1, Math.max(0, over / CAL_MAIN_FILE.tokensPerUnit));
}
