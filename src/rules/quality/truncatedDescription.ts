// A description cut off: by a length limit, a generator or an edit that stopped halfway. The end
// says so (a dangling article, conjunction or preposition, with or without a full stop added after
// it; a trailing comma; a bracket never closed; "..."), and so does a start that continues a
// sentence whose opening was lost ("user wants to …", "deciding whether …"). A sentence cut off the
// same way inside the description ("… to avoid clashing with. Use when …") is cut too: text put
// after a cut end does not finish it.
import { whenToUseOf } from '../../parse/skill.js';
import { defineRule } from '../rule.js';
import type { QualityDetector, QualitySignal } from './signal.js';
import { wordSet } from '../../text/wordSet.js';

/** Words no finished sentence ends on, even with a full stop after them ("Use whenever the."). */
const NEVER_LAST = new Set(
  (
    'a an the and or nor but to of for with from into onto via against than plus versus vs ' +
    'when whenever if whether because including such e.g i.e your my our their its whose'
  ).split(' '),
);
/**
 * Words a sentence can end on ("whatever it is.", "the pages they link to that.") but a description
 * without a full stop does not: it stopped there.
 */
const NOT_LAST_BARE = wordSet(
  'at by about that which who is are be was were will would can could should must may might has have had do does',
);
/** Words ending in -ing that are nouns, not a gerund continuing a lost "Use when …". */
const ING_NOUNS = wordSet(
  'string thing spring ring king ping morning evening building setting logging routing pricing meeting heading padding mapping listing wording',
);
/** NEVER_LAST words no clause ends on before a comma either ("uninstall the, use this skill"). */
const NEVER_BEFORE_COMMA = wordSet('a an the to of for with from into onto via against than');
/** NEVER_LAST words written with a full stop that is not a sentence's end ("e.g. Python", "React vs. Vue"). */
const ABBREVIATIONS = wordSet('e.g i.e vs');
/** Shorter descriptions are judged by the frontmatter rules, not here. */
const MIN_CHARS = 40;

/** Depth of ( and [ left open at the end of the text. */
function openBrackets(text: string): number {
  let depth = 0;
  for (const c of text) {
    if (c === '(' || c === '[') depth++;
    else if ((c === ')' || c === ']') && depth > 0) depth--;
  }
  return depth;
}

/** Why the end of the description reads as cut off, or null. */
export function cutEnd(description: string): string | null {
  const d = description.trim();
  if (d.length < MIN_CHARS) return null;
  if (/(?:\.\.\.|…)$/u.test(d)) return 'it ends in an ellipsis';
  if (/[,;:([{&–—-]$/u.test(d)) return `it ends on "${d.slice(-1)}"`;
  if (openBrackets(d) > 0) return 'a bracket is left open';
  // A closing bracket, quote or code span ends a finished thought (a file name, an example).
  if (/[)"'`\]*»”’]$/u.test(d)) return null;
  const stop = /[.!?。]$/u.test(d);
  const last = lastWord(d);
  const word = last.toLowerCase().replace(/^[.’']+|[.’']+$/gu, '');
  if (NEVER_LAST.has(word) || (!stop && NOT_LAST_BARE.has(word))) return `it ends on "${last}"`;
  if (/\p{L}['’]s$/u.test(last)) return `it ends on the possessive "${last}"`;
  return null;
}

/** The last word of a text (at most its last 40 characters), without the stops around it. */
function lastWord(text: string): string {
  return /([\p{L}.’']+?)[.!?。]?$/u.exec(text.slice(-40))?.[1] ?? '';
}

/**
 * Why a sentence inside the description (one a full stop, "!" or "?" and a space end, with more text
 * after it) reads as cut off, or null: it ends on a lower-case word no finished sentence ends on, or
 * on a possessive; or a clause ends on an article or a preposition before a comma. The first such
 * place is the one named.
 */
export function cutInside(description: string): string | null {
  const d = description.trim();
  for (let i = MIN_CHARS - 1; i < d.length - 1; i++) {
    const c = d[i];
    const stop = c === '.' || c === '!' || c === '?';
    if ((!stop && c !== ',') || !/\s/u.test(d[i + 1])) continue;
    const before = d.slice(Math.max(0, i - 40), i + 1);
    const last = lastWord(stop ? before : before.slice(0, -1));
    const word = last.replace(/^[.’']+|[.’']+$/gu, '');
    const at = `("…${before}")`;
    // A capitalised word is a name or a label ("Plan A."), not a stranded article or preposition.
    const lower = word === word.toLowerCase();
    if (!stop) {
      if (lower && NEVER_BEFORE_COMMA.has(word)) return `a clause inside it ends on "${word}" ${at}`;
    } else if (lower && NEVER_LAST.has(word) && !ABBREVIATIONS.has(word))
      return `a sentence inside it ends on "${word}" ${at}`;
    else if (/\p{L}['’]s$/u.test(last)) return `a sentence inside it ends on the possessive "${last}" ${at}`;
  }
  return null;
}

/**
 * Why the start of the description reads as the rest of a lost sentence, or null: a lower-case
 * article, "user", or a gerund ("actively investigating …"), where a description opens with what
 * the skill does or "Use when".
 */
export function cutStart(description: string): string | null {
  const d = description.trim();
  if (d.length < MIN_CHARS) return null;
  const m = /^(\p{Ll}+)\s+(\p{Ll}+)/u.exec(d);
  if (!m) return null;
  const [, first, second] = m;
  const fragment =
    ['a', 'an', 'the', 'user', 'users'].includes(first) ||
    (/..ing$/u.test(first) && !ING_NOUNS.has(first)) ||
    (/ly$/u.test(first) && /..ing$/u.test(second));
  return fragment ? `it starts mid-sentence ("${first} ${second} …")` : null;
}

const detect: QualityDetector = ({ skill }) => {
  const out: QualitySignal[] = [];
  const at = skill.descriptionLine !== null ? { line: skill.descriptionLine } : {};
  // A cut inside counts as the cut end: text appended to a cut end leaves the sentence cut. So does
  // a cut `when_to_use`, the description's trigger moved to a field of its own.
  for (const text of [skill.description, whenToUseOf(skill)]) {
    const end = cutEnd(text);
    // A cut inside quotes its own place.
    const fact = end !== null ? `${end} ("…${text.trim().slice(-40)}")` : cutInside(text);
    if (fact === null) continue;
    out.push({ amount: 1, fact: `The description is cut off: ${fact}.`, ...at });
    break;
  }
  const start = cutStart(skill.description);
  if (start !== null) out.push({ amount: 1, fact: `The description is cut off: ${start}.`, ...at });
  return out;
};

export const truncatedDescription = defineRule({
  id: 'TRUNCATED_DESCRIPTION',
  family: 'quality',
  title: 'Description cut off',
  description: 'The description is cut off: it ends or starts mid-sentence.',
  why: 'Claude reads only the description when it decides whether to load the skill; a sentence cut off loses the part that says when to use it, and tells a reviewer the skill was not proof-read.',
  bad: 'Generates release notes from merged pull requests and groups them by',
  good: 'Generates release notes from merged pull requests and groups them by label. Use when preparing a release.',
  fix: 'Finish the sentence, or shorten the description so that it ends where a sentence ends.',
  methods:
    'The calibrated method only (a quality rule): one unit per cut end (or, with a whole end, a sentence cut off inside the description) and per cut start, each lowering frontmatter_quality by the weight in CAL_FIT.quality. The reference method does not check it.',
  detect,
});
