// How many tokens a text costs a model, estimated without a tokenizer: one token per four bytes of
// UTF-8. English prose runs about four to five characters a token and code about three to four;
// a letter outside ASCII takes two to four bytes and often a token of its own, which bytes count
// more fairly than characters do. Good to a few tens of percent: enough to tell a 5k-token file
// from a 20k-token one, which is all a size budget asks.

export const BYTES_PER_TOKEN = 4;

/** The length of `text` in UTF-8 bytes, in one pass (a surrogate pair is one four-byte character). */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length;) {
    const b = utf8BytesAt(text, i);
    bytes += b;
    i += b === 4 ? 2 : 1;
  }
  return bytes;
}

/**
 * UTF-8 bytes of the character starting at unit `i`: a surrogate pair is one code point of four
 * bytes (over two units); a lone surrogate is written as U+FFFD, three bytes.
 */
export function utf8BytesAt(text: string, i: number): number {
  const c = text.charCodeAt(i);
  if (c < 0x80) return 1;
  if (c < 0x800) return 2;
  return c >= 0xd800 && c <= 0xdbff && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00 ? 4 : 3;
}

/** Estimated tokens of a text of `bytes` UTF-8 bytes. */
export function tokensOfBytes(bytes: number): number {
  return Math.ceil(bytes / BYTES_PER_TOKEN);
}
