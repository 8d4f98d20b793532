// A set of words written as one space-separated string: long word lists read as prose, one per line
// of source at most, instead of an array literal of quoted words.
export function wordSet(words: string): ReadonlySet<string> {
  return new Set(words.split(' '));
}
