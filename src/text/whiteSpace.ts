// White space as a regular expression's `\s` means it, tested by code unit: rules that scan lines
// by hand, and the visible length of a line counted in place (a copy of each line without its
// spaces was garbage per line).

/** Whether a UTF-16 unit is white space as a regular expression's `\s` means it. */
export function isWhiteSpace(c: number): boolean {
  if (c <= 0x20) return c === 0x20 || (c >= 0x09 && c <= 0x0d);
  if (c < 0xa0) return false;
  return (
    c === 0xa0 ||
    c === 0x1680 ||
    (c >= 0x2000 && c <= 0x200a) ||
    c === 0x2028 ||
    c === 0x2029 ||
    c === 0x202f ||
    c === 0x205f ||
    c === 0x3000 ||
    c === 0xfeff
  );
}

/** `text.replace(/\s+/g, '').length`, without the copy. */
export function visibleLength(text: string): number {
  let n = 0;
  for (let i = 0; i < text.length; i++) if (!isWhiteSpace(text.charCodeAt(i))) n++;
  return n;
}
