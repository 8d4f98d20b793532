// Finding the delimiter tags of untrusted text even when written with look-alikes: a space after
// `<`, fullwidth `＜／…＞`, `‹/ …`, zero-width characters inside the name, Cyrillic or Greek letters
// shaped like Latin ones. Matching runs on a normalised view of the text (NFKC per character,
// invisibles dropped, look-alike brackets, slashes and letters mapped) that keeps, for each of its
// characters, where it came from; what matches is replaced in the original text. Linear time.

import { CONFUSABLE_LATIN } from './confusables.js';

/** Invisible characters a tag name could be split with (zero-width, joiners, bidi, variation selectors…). */
// Variation selectors combine with the character before them, which is what an attacker relies on.
const INVISIBLE =
  // eslint-disable-next-line no-misleading-character-class
  /[\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180b-\u180f\u200b-\u200f\u202a-\u202e\u2060-\u206f\u3164\ufe00-\ufe0f\ufeff\uffa0]/u;

/** Characters drawn like `<` or `/` (after NFKC, which already maps the fullwidth and small forms). */
const LOOK_ALIKE: Record<string, string> = {
  '\u2039': '<', // ‹
  '\u3008': '<', // 〈 (NFKC of U+2329)
  '\u27e8': '<', // ⟨
  '\u276e': '<', // ❮
  '\u276c': '<', // ❬
  '\u02c2': '<', // ˂
  '\u1438': '<', // ᐸ
  '\u29fc': '<', // ⧼
  '\u2329': '<', // 〈
  '\u2044': '/', // ⁄
  '\u2215': '/', // ∕
  '\u29f8': '/', // ⧸
  '\u2571': '/', // ╱
  '\u30ce': '/', // ノ
  ...CONFUSABLE_LATIN,
  '\u2010': '-',
  '\u2011': '-',
};

export interface NormalisedView {
  /** The text as it reads: NFKC, lower case, invisibles dropped, look-alikes mapped. */
  text: string;
  /** For each UTF-16 unit of `text`, the index in the original text of the character it came from. */
  origin: number[];
}

/** The normalised view of `text`, each character traced back to the original. */
export function normalisedView(text: string): NormalisedView {
  let out = '';
  const origin: number[] = [];
  let i = 0;
  for (const ch of text) {
    const at = i;
    i += ch.length;
    if (INVISIBLE.test(ch)) continue;
    let n = ch.normalize('NFKC');
    n = [...n]
      .map((c) => LOOK_ALIKE[c] ?? LOOK_ALIKE[c.toLowerCase()] ?? c)
      .join('')
      .toLowerCase();
    for (let k = 0; k < n.length; k++) origin.push(at);
    out += n;
  }
  return { text: out, origin };
}

/** What a tag found in untrusted text becomes. */
export function defusedTag(slash: string, name: string): string {
  return `[defused tag: ${slash}${name}]`;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Every opening or closing tag named `tags` in `text`, look-alikes included, replaced by a plain
 * marker (`[defused tag: /name]`) that no reader takes for the delimiter: no `<`, nor anything
 * drawn like it. Other text is left as it is.
 */
export function defuseLookAlikeTags(text: string, tags: readonly string[]): string {
  const names = [...new Set(tags.map((t) => t.toLowerCase()))];
  if (names.length === 0) return text;
  const view = normalisedView(text);
  // Spaces may sit after `<` and around `/`; the name must end there (not a longer word).
  const pattern = new RegExp(`<[ \\t]*(/?)[ \\t]*(${names.map(escapeRegExp).join('|')})(?![a-z0-9_])`, 'g');
  let out = '';
  let last = 0;
  for (const m of view.text.matchAll(pattern)) {
    const start = view.origin[m.index];
    const endView = m.index + m[0].length;
    // The original end: the start of the character after the match (or the end of the text).
    const end = endView < view.origin.length ? view.origin[endView] : text.length;
    if (start < last) continue;
    out += text.slice(last, start) + defusedTag(m[1], m[2]);
    last = end;
  }
  return out + text.slice(last);
}
