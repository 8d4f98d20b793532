// Escaping of text that comes from outside (folder names, frontmatter, SKILL.md excerpts, server
// errors) on its way to a reader: the log (where a line starting with `::` is a workflow command)
// and markdown (where `@name` pings, `#1` links, `![x](…)` loads an image). One module, used by the
// Action, the CLI and every markdown report.

/** Line breaks and control characters: C0, DEL, C1, and the Unicode line/paragraph separators. */
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;
/**
 * Invisible characters that can hide or reorder text: soft hyphen, bidi marks and overrides,
 * zero-width characters, word joiner and the other format characters, byte-order mark.
 */
const INVISIBLE = /[\u00ad\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u206f\ufeff\ufff9-\ufffb]/g;

/** The zero-width space markdown escaping puts between `@` and a name (and `#` and a number). */
export const ZWSP = '\u200b';

function percentBytes(ch: string): string {
  return [...Buffer.from(ch, 'utf8')].map((b) => `%${b.toString(16).toUpperCase().padStart(2, '0')}`).join('');
}

/**
 * Text for one log line. As @actions/core escapes command values (`%` → `%25`, CR → `%0D`,
 * LF → `%0A`), extended to every control character (ANSI escapes: ESC → `%1B`), invisible
 * formatting character and line separator; a leading `::` (a workflow command, after any
 * spaces) and `##[` anywhere (the runner's older command form) are broken with `%3A` / `%5B`.
 * The result is one line that the runner shows as it is and never runs. `keepPercent` leaves `%`
 * alone (the CLI's messages to a person, where no command value is ever decoded).
 */
export function logText(text: string, options: { keepPercent?: boolean } = {}): string {
  const out = (options.keepPercent ? String(text) : String(text).replace(/%/g, '%25'))
    .replace(CONTROL, percentBytes)
    .replace(INVISIBLE, percentBytes)
    .replace(/##\[/g, '##%5B');
  return out.replace(/^(\s*)::/, '$1%3A:');
}

/**
 * Many lines of our own (a report on stdout): tabs and line feeds stay, every other control
 * character is encoded as logText does, and no line can start a workflow command.
 */
export function logLines(text: string): string {
  return String(text)
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029]/g, percentBytes)
    .replace(/##\[/g, '##%5B')
    .replace(/^([^\S\n]*)::/gm, '$1%3A:');
}

/**
 * Text for the message of a workflow command (`warning`, `setFailed` of src/action/runner/commands.ts,
 * which escape `%`, CR and LF themselves as @actions/core does), so only the other control and
 * invisible characters are encoded here (encoding `%` twice would show `%25` to the reader).
 */
export function commandText(text: string): string {
  return String(text)
    .replace(/[\u0000-\u0009\u000b\u000c\u000e-\u001f\u007f-\u009f\u2028\u2029]/g, percentBytes)
    .replace(INVISIBLE, percentBytes);
}

/** Text on one line: control characters and line breaks become spaces, invisible characters go. */
export function oneLineText(text: string): string {
  return String(text).replace(INVISIBLE, '').replace(CONTROL, ' ');
}

/**
 * Text for markdown that renders as exactly this text and nothing else, anywhere inline
 * (paragraphs, list items, table cells, inside `<b>`/`<code>`/`<summary>`):
 * - on one line, runs of spaces as one (no heading, list, code block or table row can start);
 * - HTML and entities shown, not parsed (`&`, `<`, `>` as entities);
 * - no link, image, code span, math, emphasis or table break (`\ \` [ ] | $ * ~` and `_` at a
 *   word's edge backslash-escaped);
 * - no mention, issue reference or autolink: a zero-width space after `@` and `#`, inside `://`,
 *   after `www` and in `GH-1`, since GitHub finds those in the rendered text, after escapes.
 */
export function mdText(text: string): string {
  return (
    oneLineText(text)
      .replace(/\s{2,}/g, ' ')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/[\\`[\]|$*~]/g, (c) => `\\${c}`)
      // `_` emphasises only at a word's edge (`snake_case` stays as it is).
      .replace(/(?<![\p{L}\p{N}])_|_(?![\p{L}\p{N}])/gu, '\\_')
      .replace(REFERENCE, breakReference)
  );
}

/**
 * Markdown for a terminal, where GitHub does not render it: without the zero-width spaces mdText
 * puts after `@` and `#` (a reader copying `## Examples` would copy them too). Dropping one that
 * came from a skill's own text hides nothing: it is invisible on a terminal anyway.
 */
export function terminalText(markdown: string): string {
  return markdown.split(ZWSP).join('');
}

/** What GitHub links in rendered text: mentions, issue references, autolinked URLs. */
const REFERENCE = /[@#]|:\/\/|\bwww\.|\bGH-(?=\d)/gi;
function breakReference(found: string): string {
  return found.length === 1
    ? `${found}${ZWSP}`
    : found === '://'
      ? `:${ZWSP}//`
      : `${found.slice(0, -1)}${ZWSP}${found.slice(-1)}`;
}

/**
 * Text on a raw HTML line of markdown (`<details><summary>…</summary>` starts an HTML block, where
 * markdown is not parsed and backslashes would show): HTML-escaped, on one line, with mentions,
 * references and autolinks broken as mdText does.
 */
export function mdHtmlText(text: string): string {
  return oneLineText(text)
    .replace(/\s{2,}/g, ' ')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(REFERENCE, breakReference);
}

/**
 * Our own markdown (numbers, labels, code spans we wrote) in a table cell: only what would break
 * the row is escaped. Text from outside takes mdText or mdCode instead.
 */
export function mdOwnCell(text: string): string {
  return oneLineText(text)
    .replace(/\\(?=\|)/g, `\\${ZWSP}`)
    .replace(/\|/g, '\\|');
}

/** The same as mdText: its escapes keep a table row whole too (kept as a name for table cells). */
export const mdCell = mdText;

/**
 * Inline code showing exactly `text` (on one line): a fence longer than any run of backticks in
 * it, so none can close it early. Nothing inside a code span is a link, a mention or HTML. In a
 * table cell (`cell`), pipes are escaped as GFM tables need (the table removes the backslash),
 * with a zero-width space after a backslash that precedes one.
 */
export function mdCode(text: string, options: { cell?: boolean } = {}): string {
  let t = oneLineText(text);
  if (options.cell) t = t.replace(/\\(?=\|)/g, `\\${ZWSP}`).replace(/\|/g, '\\|');
  if (t === '') return '` `';
  const longest = Math.max(0, ...(t.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  const pad =
    t.startsWith('`') || t.endsWith('`') || (t.startsWith(' ') && t.endsWith(' ') && t.trim() !== '') ? ' ' : '';
  return `${fence}${pad}${t}${pad}${fence}`;
}
