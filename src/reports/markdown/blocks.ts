// The building blocks of the markdown reports: headings, tables (padded to line up in a terminal), code spans,
// places in a file.
import { displayWidth } from '../shared/columns.js';
import { mdCode } from '../../text/escape.js';

export function h(level: number, text: string): string {
  return `${'#'.repeat(Math.min(6, Math.max(1, level)))} ${text}`;
}

/**
 * A markdown table. With `padded`, cells are padded to their column's width (right-aligned
 * columns on the left) so the raw text reads as a table in a terminal.
 */
export function table(header: string[], align: Array<'l' | 'r' | 'c'>, rows: string[][], padded = false): string {
  const sep = align.map((a) => (a === 'r' ? '---:' : a === 'c' ? ':---:' : ':---'));
  if (!padded) return [header, sep, ...rows].map((r) => `| ${r.join(' | ')} |`).join('\n');
  const widths = header.map((_, i) =>
    Math.max(sep[i].length, ...[header, ...rows].map((r) => displayWidth(r[i] ?? ''))),
  );
  const pad = (cell: string, i: number) => {
    const room = widths[i] - displayWidth(cell);
    if (align[i] === 'r') return ' '.repeat(room) + cell;
    if (align[i] === 'c') return ' '.repeat(room >> 1) + cell + ' '.repeat(room - (room >> 1));
    return cell + ' '.repeat(room);
  };
  const rule = align.map((a, i) => {
    const dashes = '-'.repeat(widths[i] - (a === 'l' ? 1 : a === 'r' ? 1 : 2));
    return a === 'r' ? `${dashes}:` : a === 'c' ? `:${dashes}:` : `:${dashes}`;
  });
  return [header.map(pad), rule, ...rows.map((r) => r.map(pad))].map((r) => `| ${r.join(' | ')} |`).join('\n');
}

export function code(text: string): string {
  return mdCode(text);
}

export function where(line: number | undefined, file: string | undefined, withFile: boolean, base = ''): string {
  const parts: string[] = [];
  const prefix = base && base !== '.' ? `${base}/` : '';
  if (withFile && file) parts.push(code(prefix && file.startsWith(prefix) ? file.slice(prefix.length) : file));
  if (line !== undefined) parts.push(`line ${line}`);
  return parts.length ? ` (${parts.join(', ')})` : '';
}
