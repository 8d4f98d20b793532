// A word's stem, as the description reading compares words ("committing", "commits" → "commit").

/** A line break: `.` does not match one. */
const LINE_BREAK = /[\n\r\u2028\u2029]/;

/**
 * What /^(.{4,}?)(?:ing|ed|es|e|s)$/ captures, or null when it does not match, without the
 * pattern's retries: the shortest base of 4 or more characters is the one before the longest
 * ending (a description reading stems hundreds of a skill's words, again for each edit the advice
 * scores).
 */
function inflectionBase(key: string): string | null {
  if (LINE_BREAK.test(key)) return /^(.{4,}?)(?:ing|ed|es|e|s)$/.exec(key)?.[1] ?? null;
  const n = key.length;
  if (n >= 7 && key.endsWith('ing')) return key.slice(0, -3);
  if (n >= 6 && (key.endsWith('ed') || key.endsWith('es'))) return key.slice(0, -2);
  if (n >= 5 && (key.endsWith('e') || key.endsWith('s'))) return key.slice(0, -1);
  return null;
}

/** A word key without its inflection ("committing", "commits" → "commit"; "rebasing", "rebase" → "rebas"). */
export function stem(key: string): string {
  const base = inflectionBase(key);
  if (base === null) return key;
  // A doubled final consonant is the inflection's ("committ" → "commit").
  const n = base.length;
  return n > 4 && base[n - 1] === base[n - 2] && !'aeiouls'.includes(base[n - 1]) ? base.slice(0, -1) : base;
}
