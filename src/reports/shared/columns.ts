// Plain-text columns that line up in a terminal, emoji and wide characters included.

/** Code points a terminal draws two columns wide: emoji and East Asian wide characters. */
function isWide(cp: number): boolean {
  return (
    (cp >= 0x1f000 && cp <= 0x1faff) ||
    (cp >= 0x1100 && cp <= 0x115f) ||
    (cp >= 0x2e80 && cp <= 0xa4cf) ||
    (cp >= 0xac00 && cp <= 0xd7a3) ||
    (cp >= 0xf900 && cp <= 0xfaff) ||
    (cp >= 0xff00 && cp <= 0xff60) ||
    [
      0x231a, 0x231b, 0x23f0, 0x23f3, 0x26a1, 0x26aa, 0x26ab, 0x26bd, 0x26be, 0x26d4, 0x2705, 0x274c, 0x274e, 0x2753,
      0x2754, 0x2755, 0x2757, 0x2b50, 0x2b55,
    ].includes(cp)
  );
}

/** Columns a string takes in a terminal (emoji count two, variation selectors and joiners none). */
export function displayWidth(text: string): number {
  let width = 0;
  for (const ch of text) {
    const cp = ch.codePointAt(0) ?? 0;
    if (cp === 0xfe0f) {
      width += 1; // an emoji presentation selector widens the symbol before it (⚠️)
    } else if (cp === 0x200d || cp === 0xfe0e || (cp >= 0x300 && cp <= 0x36f)) {
      continue;
    } else {
      width += isWide(cp) ? 2 : 1;
    }
  }
  return width;
}

/** Pads cells so a plain-text table lines up (the terminal compare table). */
export function alignColumns(rows: string[][], rightAligned: readonly number[] = []): string[] {
  const widths: number[] = [];
  for (const row of rows) row.forEach((cell, i) => (widths[i] = Math.max(widths[i] ?? 0, displayWidth(cell))));
  return rows.map((row) =>
    row
      .map((cell, i) => {
        const pad = ' '.repeat(widths[i] - displayWidth(cell));
        return rightAligned.includes(i) ? pad + cell : cell + pad;
      })
      .join('  ')
      .trimEnd(),
  );
}
