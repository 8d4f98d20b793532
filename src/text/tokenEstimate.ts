// How many tokens a text costs a model, estimated without a tokenizer: one token per four bytes of
// UTF-8. English prose runs about four to five characters a token and code about three to four;
// a letter outside ASCII takes two to four bytes and often a token of its own, which bytes count
// more fairly than characters do. Good to a few tens of percent: enough to tell a 5k-token file
// from a 20k-token one, which is all a size budget asks.

export const BYTES_PER_TOKEN = 4;

/** The length of `text` in UTF-8 bytes, in one pass (a surrogate pair is one four-byte character). */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) bytes += 1;
    else if (c < 0x800) bytes += 2;
    else if (c >= 0xd800 && c <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      // A pair is one code point of four bytes; a lone surrogate is written as U+FFFD, three bytes.
      if (next >= 0xdc00 && next <= 0xdfff) {
        bytes += 4;
        i++;
      } else bytes += 3;
    } else bytes += 3;
  }
  return bytes;
}

/** Estimated tokens of a text of `bytes` UTF-8 bytes. */
export function tokensOfBytes(bytes: number): number {
  return Math.ceil(bytes / BYTES_PER_TOKEN);
}
