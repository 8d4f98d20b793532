// The skill's words as a description reading compares with them: whether there are enough of them,
// and whether one of them has a given stem. Asked of the word sets as they are (SKILL.md's, each
// linked file's, the name's), never merged or stemmed whole: a skill scored again after an edit
// (the calibrated advice) asks a few dozen questions instead of stemming every word it holds.
import { stem } from './stem.js';

export interface SkillWords {
  /** Whether the skill has `n` distinct words or more. */
  atLeast(n: number): boolean;
  /** Whether its words have `n` distinct stems or more. */
  stemsAtLeast(n: number): boolean;
  /** Whether one of its words stems to `key`. */
  hasStem(key: string): boolean;
}

/** Inflections stem() removes; a word stems to `key` only as `key` or as one of these forms of it. */
const SUFFIXES = ['ing', 'ed', 'es', 'e', 's'];

/** Whether `words` holds a word whose stem is `key`: the words that can stem to it, looked up. */
export function setHasStem(words: ReadonlySet<string>, key: string): boolean {
  if (words.has(key) && stem(key) === key) return true;
  // stem() drops a suffix, and then a doubled final consonant: `key` + suffix, or `key` + its last letter + suffix.
  const doubled = key + key.charAt(key.length - 1);
  for (const s of SUFFIXES) {
    const plain = key + s;
    if (words.has(plain) && stem(plain) === key) return true;
    const twice = doubled + s;
    if (words.has(twice) && stem(twice) === key) return true;
  }
  return false;
}

/**
 * The union of word sets, read as SkillWords; each set is made when first asked for (`sets` are
 * functions that give the same set on every call), so a question the first sets answer reads no more.
 */
export function unionOfWords(sets: ReadonlyArray<() => ReadonlySet<string>>): SkillWords {
  return {
    atLeast(n) {
      if (sets.some((s) => s().size >= n)) return true;
      const all = new Set<string>();
      for (const s of sets) for (const w of s()) all.add(w);
      return all.size >= n;
    },
    stemsAtLeast(n) {
      // Stemmed only until there are enough: a long skill's first few hundred words answer.
      const stems = new Set<string>();
      for (const s of sets) for (const w of s()) if (stems.add(stem(w)).size >= n) return true;
      return stems.size >= n;
    },
    hasStem: (key) => sets.some((s) => setHasStem(s(), key)),
  };
}
