// A description that is a list of search terms rather than sentences: "Keywords: a, b, c, …", a
// trigger list of fifteen bare phrases, or a long run of short comma-separated nouns. The amount is
// the share of the description's words that sit in such lists (0 to 1), counted among the words
// that carry something (with those of `when_to_use`, where the trigger may have moved): appending
// pushy filler, a nonsense trigger or another list does not thin it.
import { whenToUseOf } from '../../parse/skill.js';
import { defineRule } from '../rule.js';
import type { QualityDetector } from './signal.js';

/** Words an item of a bare term list has at most ("fork analysis", "cast to txt"). */
const MAX_ITEM_WORDS = 3;
/** Items a list needs, by what its label says it is: keywords are stuffing sooner than triggers. */
const MIN_ITEMS = { keywords: 5, triggers: 15, unlabelled: 12 } as const;
type ListKind = keyof typeof MIN_ITEMS;
/**
 * A shorter list is stuffing too when it spells one word many ways ("MiniMax M3, MiniMax-M3, M3
 * model, M3 options, …"): at least this many items, one word in at least REPEATED_ITEMS of them.
 */
const MIN_ITEMS_REPEATED = 8;
const REPEATED_ITEMS = 5;

/** What ends an item (a separator) or a whole list (a sentence end, a colon, a spaced dash). */
const TERMINATOR = /[,;|·•]|\s\/\s|[.!?。](?=\s|$)|:(?=\s|$)|\s[-–—]\s|[—–]/gu;
const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’.+#-]*/gu;

interface TermList {
  kind: ListKind;
  items: number;
  words: number;
  /** Items the most repeated word is in, and that word. */
  repeats: number;
  repeated: string;
}

/** Words of a piece, counted without an array of them (a long description's would cross V8's large-object size). */
function wordsOf(piece: string): number {
  let n = 0;
  WORD.lastIndex = 0;
  while (WORD.test(piece)) n++;
  return n;
}

/** The words of an item, each once, as compared: lower case, split at hyphens, a plural `s` dropped. */
function stemsOf(piece: string): Set<string> {
  const out = new Set<string>();
  for (const w of piece.toLowerCase().split(/[^\p{L}\p{N}]+/u)) {
    if (w.length >= 2) out.add(w.length > 3 && w.endsWith('s') ? w.slice(0, -1) : w);
  }
  return out;
}

/** What the words before a colon or dash announce. */
function labelKind(piece: string): ListKind {
  const tail = piece.trim().toLowerCase().slice(-30);
  if (/\b(?:keywords?|key ?words?|tags?|key terms|search terms|topics)$/u.test(tail)) return 'keywords';
  if (/\btrigger(?:s|\s+on|\s+phrases|\s+words|\s+terms)?$/u.test(tail)) return 'triggers';
  return 'unlabelled';
}

/** Every run of bare terms in a text, in order, with its kind, item count and words. */
export function termLists(text: string): TermList[] {
  const out: TermList[] = [];
  const empty = (kind: ListKind): TermList => ({ kind, items: 0, words: 0, repeats: 0, repeated: '' });
  let run = empty('unlabelled');
  let stems = new Map<string, number>();
  let start = 0;
  const close = (next: ListKind) => {
    if (run.items > 0) out.push(run);
    run = empty(next);
    stems = new Map();
  };
  const pieces = [...text.matchAll(TERMINATOR), null];
  for (const m of pieces) {
    const end = m ? m.index : text.length;
    const piece = text.slice(start, end);
    start = m ? m.index + m[0].length : text.length;
    const term = m ? m[0].trim() : '.';
    const words = wordsOf(piece.replace(/^\s*(?:and|or|&)\s+/iu, ''));
    if (words > MAX_ITEM_WORDS) close('unlabelled');
    else if (words > 0) {
      run.items++;
      run.words += words;
      for (const stem of stemsOf(piece)) {
        const n = (stems.get(stem) ?? 0) + 1;
        stems.set(stem, n);
        if (n > run.repeats) [run.repeats, run.repeated] = [n, stem];
      }
    }
    // A colon or a dash ends this list and names the next; a sentence end just ends it.
    if (term === ':' || term === '-' || term === '–' || term === '—') close(labelKind(piece));
    else if (/^[.!?。]$/u.test(term)) close('unlabelled');
  }
  close('unlabelled');
  return out;
}

/**
 * Words of the description and its `when_to_use` field (the trigger moved out of it) outside what
 * carries nothing (parse/description.ts `idle`).
 */
function carryingWords(description: string, whenToUse: string, idle: readonly string[]): number {
  let idleWords = 0;
  for (const part of idle) idleWords += wordsOf(part);
  return wordsOf(description) + wordsOf(whenToUse) - idleWords;
}

/** Whether a term list spells one word many ways ("MiniMax M3, MiniMax-M3, M3 model, …"). */
function isRepetitive(list: TermList): boolean {
  return list.items >= MIN_ITEMS_REPEATED && list.repeats >= REPEATED_ITEMS;
}

/** Whether a term list is stuffing: enough items for its kind, or one word spelled many ways. */
function isStuffing(list: TermList): boolean {
  return list.items >= MIN_ITEMS[list.kind] || isRepetitive(list);
}

const detect: QualityDetector = ({ skill, document }) => {
  const lists = termLists(skill.description).filter(isStuffing);
  const listed = lists.reduce((n, l) => n + l.words, 0);
  // Never fewer than the listed words: an idle part may hold a list.
  const whenToUse = whenToUseOf(skill);
  const total = Math.max(carryingWords(skill.description, whenToUse, document.description.idle), listed);
  if (total <= 0 || lists.length === 0) return [];
  const at = skill.descriptionLine !== null ? { line: skill.descriptionLine } : {};
  // One finding for the description, however many lists it holds; the share is summed as the
  // quality measure sums a rule's amounts (capped at the whole description).
  let share = 0;
  for (const list of lists) share += Math.min(1 - share, list.words / total);
  const several = lists.length > 1 ? `${lists.length} lists, ` : '';
  return [
    {
      amount: share,
      fact: `The description lists ${describeLists(lists)} (${several}${Math.round(share * 100)}% of its words) instead of saying what the skill does and when.`,
      ...at,
    },
  ];
};

/** "15 bare triggers", "6 bare keywords and 111 bare terms", and the word spelled most ways ("m3" in 6 of them). */
function describeLists(lists: readonly TermList[]): string {
  const items = new Map<ListKind, number>();
  for (const l of lists) items.set(l.kind, (items.get(l.kind) ?? 0) + l.items);
  const kinds = [...items].map(([kind, n]) => `${n} bare ${kind === 'unlabelled' ? 'terms' : kind}`);
  const repeated = lists.filter(isRepetitive).sort((a, b) => b.repeats - a.repeats)[0];
  const of = lists.length > 1 ? 'of one list' : 'of them';
  return kinds.join(' and ') + (repeated ? `, "${repeated.repeated}" in ${repeated.repeats} ${of}` : '');
}

export const keywordStuffedDescription = defineRule({
  id: 'KEYWORD_STUFFED_DESCRIPTION',
  family: 'quality',
  title: 'Keyword-stuffed description',
  description: 'The description is a list of keywords or synonyms rather than sentences.',
  why: 'A list of terms says neither what the skill does nor when to use it: Claude matches it against requests that merely share a word, a reader cannot tell the skill apart from its neighbours, and the terms use up the description budget the situations need.',
  bad: 'PDF tool. Keywords: pdf, pdfs, pdf files, extract, extraction, merge, merging, split, forms, fill, ocr, tables.',
  good: 'Extracts text and tables from PDF files, fills PDF forms and merges documents. Use when the user works with a .pdf file.',
  fix: 'Write one sentence on what the skill does and one on when to use it; keep the few terms a user really types.',
  methods:
    "The calibrated method only (a quality rule): the unit is the share of the description's words that sit in stuffed term lists (0 to 1; words of parts that carry nothing, such as pushy filler or an unrelated trigger, are not counted), lowering frontmatter_quality by the weight in CAL_FIT.quality. The reference method does not check it.",
  detect,
});
