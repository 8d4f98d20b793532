// Boilerplate: text pasted where it says nothing new. Both measures are an amount of pasted text,
// thousands of characters as compared (whitespace collapsed, case folded), never a share of the
// skill: a paragraph of the skill's own adds nothing to it and dilutes nothing, and deleting a
// pasted copy lowers it. Appending text could otherwise thin a share and raise the score, and
// deleting what the skill says of its own could raise the share and lower it.
// - within the skill: one comment line pasted into three or more code blocks, its copies beyond the
//   first. Prose lines repeated within the skill are token_efficiency's (its repetition term reads
//   prose lines only), so only lines inside code blocks are counted here: no repeat is counted twice.
// - across the skill's collection: prose paragraphs of SKILL.md and the markdown it links with real
//   content that two or more sibling skills hold in their SKILL.md as well (the reading layer counts
//   them once per collection: src/read/collection.ts), each once however often the skill holds it.
//   Where in the skill a paragraph stands does not matter: moving a section of SKILL.md into a
//   linked file changes neither the paragraphs nor the amount.
import { FENCE, IN_FENCE } from '../../parse/markdown/document.js';
import { partMemo, type DocPart, type SkillDocument } from '../../parse/markdown/skillDocument.js';
import { sharedLineKeysOfDoc } from '../../parse/markdown/lineKeys.js';
import type { CollectionLines } from '../../contract/types.js';
import type { RuleContext } from '../context.js';
import { defineRule } from '../rule.js';
import { isWhiteSpace } from '../../text/whiteSpace.js';
import type { QualityDetector, QualitySignal } from './signal.js';

/** Code blocks a comment line must be pasted into to be boilerplate… */
export const MIN_BLOCKS = 3;
/** …and this share of the code blocks of its files: a label over a few of many blocks is not pasted into each. */
export const MIN_BLOCK_SHARE = 0.5;
/** Shared paragraphs must hold this many characters in all: one shared "Do not use this for:" is no boilerplate. */
export const MIN_SHARED_CHARS = 80;
/** Characters of pasted text (as compared) that make one unit of the amount. */
export const CHARS_PER_UNIT = 1000;
/**
 * A comment as its block's language writes it: # (not #!, #[, a # @directive or a ## heading), //,
 * -- , /*, *, <!--, ;, REM; the text after it of three words at least (a path or a two-word label
 * names the code it stands over, it is no pasted sentence).
 */
const COMMENT = /^(?:#(?![!#[])(?!\s*@)|\/\/|--(?=\s)|\/\*+|\*|<!--|;|rem(?=\s))\s*(.*)$/i;
/** The first characters COMMENT can start with (before lower-casing, which makes no other one of them): most
 *  code lines are no comment, and are left without being copied. */
const COMMENT_START = new Set(['#', '/', '-', '*', '<', ';', 'r', 'R']);
const WORD = /\p{L}{2,}/u;
const MIN_WORDS = 3;
/** Blocks whose `#` lines are headings, not comments. */
const MARKDOWN_BLOCK = /^(?:md|markdown|mdx)$/;

interface Repeat {
  /** Code blocks holding the line. */
  blocks: number;
  /** Code blocks of the files holding the line. */
  blocksAround: number;
  copies: number;
  file: string | null;
  line: number;
}

/** The first character of a line that is not white space ('' for none): what trimStart().charAt(0) gives, uncopied. */
function firstVisible(raw: string): string {
  let i = 0;
  while (i < raw.length && isWhiteSpace(raw.charCodeAt(i))) i++;
  return raw.charAt(i);
}

/** A code line as compared: whitespace collapsed, trimmed, lower-cased; null when it is no comment sentence. */
function commentKey(raw: string, markdown: boolean): string | null {
  if (raw.length < 8 || !COMMENT_START.has(firstVisible(raw))) return null;
  const n = raw.replace(/\s+/g, ' ').trim().toLowerCase();
  const m = COMMENT.exec(n);
  if (m === null || (markdown && n.startsWith('#'))) return null;
  let words = 0;
  for (const token of m[1].split(' ')) if (WORD.test(token)) words++;
  return words >= MIN_WORDS ? n : null;
}

/** One part's comment lines (each with its code blocks, copies, first line) and code blocks. */
interface PartComments {
  seen: Map<string, { blocks: number; copies: number; line: number }>;
  blocks: number;
}

/**
 * Counts each comment line's code blocks in one part. A block lies in one part (a part's fenced
 * lines follow its own opening fence), so the skill's counts are the sums of its parts'.
 */
function partComments(part: DocPart): PartComments {
  const { doc, start: from } = part;
  const seen: PartComments['seen'] = new Map();
  let blocks = 0;
  let open = false;
  const lastBlock = new Map<string, number>();
  for (let i = from; i < doc.raw.length; i++) {
    const raw = doc.raw[i];
    // Fence lines open and close blocks in turn; readDoc lists a block at each opening.
    if (doc.kind[i] === FENCE) {
      open = !open;
      if (open) blocks++;
      continue;
    }
    if (doc.kind[i] !== IN_FENCE) continue;
    const key = commentKey(raw, MARKDOWN_BLOCK.test(doc.blocks[blocks - 1]?.lang ?? ''));
    if (key === null) continue;
    let r = seen.get(key);
    if (r === undefined) {
      r = { blocks: 0, copies: 0, line: i + 1 };
      seen.set(key, r);
    }
    r.copies++;
    if (lastBlock.get(key) !== blocks) {
      r.blocks++;
      lastBlock.set(key, blocks);
    }
  }
  return { seen, blocks };
}

const partSharedKeys = (part: DocPart) => sharedLineKeysOfDoc(part.doc, part.start);

/** The parts that say something: SKILL.md and the linked files with real content (a placeholder says nothing). */
function partsWithText(d: SkillDocument): DocPart[] {
  return d.parts.filter((p) => p === d.main || d.resolved?.[p.key]?.substantive !== false);
}

/** The units of text of the parts (what the finding's fact counts the shared paragraphs among). */
function unitsOf(parts: readonly DocPart[]): number {
  let units = 0;
  for (const part of parts) units += partMemo(part, partSharedKeys).units;
  return units;
}

function withinSkill(ctx: RuleContext): QualitySignal[] {
  const seen = new Map<string, Repeat>();
  const parts = partsWithText(ctx.document);
  for (const part of parts) {
    const counted = partMemo(part, partComments);
    for (const [key, c] of counted.seen) {
      let r = seen.get(key);
      if (r === undefined) {
        r = {
          blocks: 0,
          blocksAround: 0,
          copies: 0,
          file: part === ctx.document.main ? null : part.file,
          line: c.line,
        };
        seen.set(key, r);
      }
      r.blocks += c.blocks;
      r.copies += c.copies;
      r.blocksAround += counted.blocks;
    }
  }
  const out: QualitySignal[] = [];
  for (const [text, r] of seen) {
    if (r.blocks < MIN_BLOCKS || r.blocks < MIN_BLOCK_SHARE * r.blocksAround) continue;
    out.push({
      amount: ((r.copies - 1) * text.length) / CHARS_PER_UNIT,
      fact: `The line "${text.slice(0, 60)}" is pasted into ${r.blocks} of ${r.blocksAround} code blocks.`,
      line: r.line,
      ...(r.file !== null ? { file: r.file } : {}),
    });
  }
  return out;
}

/**
 * Whether two or more sibling skills hold a paragraph in their SKILL.md. The collection counts the
 * skill's own SKILL.md among its members: a paragraph it holds must be held by SHARED_BY of them, one
 * only a linked file holds by one fewer.
 */
function sharedWithSiblings(collection: CollectionLines, key: number, inOwnSkillMd: boolean): boolean {
  return collection.shared.has(key) || (!inOwnSkillMd && collection.oneShort?.has(key) === true);
}

function acrossSkills(ctx: RuleContext): QualitySignal[] {
  const collection = ctx.skill.collection;
  if (!collection || collection.shared.size === 0) return [];
  const counted = new Set<number>();
  const parts = partsWithText(ctx.document);
  let chars = 0;
  let first: { part: DocPart; line: number } | null = null;
  const own = partMemo(ctx.document.main, partSharedKeys).keys;
  for (const part of parts) {
    for (const [key, { line, chars: n }] of partMemo(part, partSharedKeys).keys) {
      if (counted.has(key) || !sharedWithSiblings(collection, key, part === ctx.document.main || own.has(key)))
        continue;
      counted.add(key);
      chars += n;
      // Parts in order, each part's keys in line order: the first shared line met is the first one.
      first ??= { part, line };
    }
  }
  if (first === null || chars < MIN_SHARED_CHARS) return [];
  const units = unitsOf(parts);
  const quote = first.part.doc.raw[first.line].trim().slice(0, 60);
  const inMain = first.part === ctx.document.main;
  return [
    {
      amount: chars / CHARS_PER_UNIT,
      fact: `${counted.size} of the ${units} paragraphs, list items and lines of the skill (${chars} characters) also stand in the SKILL.md of two or more sibling skills, e.g. "${quote}".`,
      line: first.line + 1,
      ...(inMain ? {} : { file: first.part.file }),
    },
  ];
}

const detect: QualityDetector = (ctx) => [...withinSkill(ctx), ...acrossSkills(ctx)];

export const repeatedBoilerplate = defineRule({
  id: 'REPEATED_BOILERPLATE',
  family: 'quality',
  title: 'Boilerplate pasted into every block or every skill',
  description:
    'A comment line is pasted into three or more code blocks, or paragraphs of the skill stand word for word in the SKILL.md of two or more sibling skills.',
  why: 'Every pasted copy is loaded into the context each time the skill runs and tells Claude nothing the first copy did not; text pasted across a collection is usually generic (a "self-improving skill" note, a reflection checklist, a "Procedure: clarify scope, execute, summarise") rather than about the task: it stands where the skill\'s own steps and checks should be, and reviewers read it as filler. What counts is how much is pasted, not its share of the skill: text of the skill\'s own neither hides it nor adds to it.',
  bad: '```bash\n# Verification: run with --help first\ntool build\n```\n```bash\n# Verification: run with --help first\ntool test\n```\n```bash\n# Verification: run with --help first\ntool deploy\n```',
  good: 'Run `tool <command> --help` first to check the flags.\n\n```bash\ntool build\ntool test\ntool deploy\n```',
  fix: 'Say a line that applies to every block once, before the blocks; move text that every skill of the collection shares into one shared file (or the plugin README) and leave in each skill only what is about its task.',
  detect,
});
