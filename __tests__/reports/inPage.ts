/* eslint-disable @typescript-eslint/ban-ts-comment -- the page's functions are type-checked by no one. */
// @ts-nocheck -- these functions run inside the browser (page.evaluate serialises them), where the
// DOM exists; the project compiles against Node's types only, so they are not type-checked here.
// They must not refer to anything outside themselves.

/**
 * Every visible piece of text whose contrast with what is behind it is below WCAG AA (4.5:1, or
 * 3:1 for large text). SVG text is measured by its fill against the background behind the chart.
 */
export function lowContrastInPage(): string[] {
  const parse = (c) => {
    const m = /rgba?\(([\d.]+)[ ,]+([\d.]+)[ ,]+([\d.]+)(?:[ ,/]+([\d.]+))?\)/.exec(c);
    return m ? [Number(m[1]), Number(m[2]), Number(m[3]), m[4] === undefined ? 1 : Number(m[4])] : null;
  };
  const lum = ([r, g, b]) =>
    [r, g, b]
      .map((v) => v / 255)
      .map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4))
      .reduce((s, v, i) => s + v * [0.2126, 0.7152, 0.0722][i], 0);
  const behind = (el) => {
    for (let e = el; e; e = e.parentElement) {
      const bg = parse(getComputedStyle(e).backgroundColor);
      if (bg && bg[3] >= 0.99) return bg;
    }
    return [255, 255, 255, 1];
  };
  const bad = [];
  for (const el of Array.from(document.querySelectorAll('body *'))) {
    const ownText = Array.from(el.childNodes).some(
      (n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim() !== '',
    );
    if (!ownText) continue;
    const rect = el.getBoundingClientRect();
    const style = getComputedStyle(el);
    if (rect.width <= 1 || rect.height <= 1 || style.visibility === 'hidden' || style.display === 'none') continue;
    const isSvg = el instanceof SVGElement;
    const fg = parse(isSvg ? style.fill : style.color);
    if (!fg) continue;
    const bg = behind(isSvg ? el.closest('svg') : el);
    const [hi, lo] = [lum(fg), lum(bg)].sort((a, b) => b - a);
    const ratio = (hi + 0.05) / (lo + 0.05);
    const size = parseFloat(style.fontSize);
    const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
    if (ratio < (large ? 3 : 4.5))
      bad.push(`${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}" ${ratio.toFixed(2)}:1`);
  }
  return bad;
}

/** Headings in order (one h1, no skipped level), tables with captions and scoped headers, a language. */
export function structureProblemsInPage(): string[] {
  const out = [];
  const levels = Array.from(document.querySelectorAll('h1,h2,h3,h4,h5,h6')).map((h) => Number(h.tagName[1]));
  if (levels[0] !== 1 || levels.filter((l) => l === 1).length !== 1) out.push(`headings start ${levels.join(',')}`);
  levels.forEach((l, i) => i > 0 && l > levels[i - 1] + 1 && out.push(`heading skips from h${levels[i - 1]} to h${l}`));
  for (const t of Array.from(document.querySelectorAll('table'))) {
    if (!t.caption || !(t.caption.textContent ?? '').trim()) out.push(`table ${t.id} has no caption`);
    for (const th of Array.from(t.querySelectorAll('th')))
      if (!['col', 'row'].includes(th.getAttribute('scope') ?? '')) out.push(`th "${th.textContent}" has no scope`);
  }
  if (document.documentElement.lang !== 'en') out.push('no lang');
  return out;
}

/** Texts of one column of the targets table, for the rows that are shown. */
export function shownColumnInPage(index: number): string[] {
  return Array.from(document.querySelectorAll('#targets tbody tr:not([hidden])')).map((r) =>
    (r.cells[index].textContent ?? '').trim(),
  );
}

/** The text of the focused element. */
export function focusedTextInPage(): string | null {
  return document.activeElement?.textContent ?? null;
}

/** The page's background and text colours as computed (rgb(…)). */
export function bodyColoursInPage(): { background: string; color: string } {
  const s = getComputedStyle(document.body);
  return { background: s.backgroundColor, color: s.color };
}
