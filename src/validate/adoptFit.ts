// Writes a fitted CalibrationFit into src/contract/calibratedWeights.ts: the CAL_FIT literal is
// replaced, nothing else. A fit whose rules differ from the file's (a rule added or removed since
// the fit ran) is refused: the fit would silently drop or invent a weight.
import type { CalibrationFit } from '../contract/calibratedWeights.js';

const START = 'export const CAL_FIT: CalibrationFit = {\n';
const END = '\n};\n';

/** Where the CAL_FIT literal is in the file's text (from its `export const` to its closing `};`). */
function literalSpan(source: string): { start: number; end: number } {
  const start = source.indexOf(START);
  if (start < 0) throw new Error('no `export const CAL_FIT: CalibrationFit = {` in the file');
  const end = source.indexOf(END, start);
  if (end < 0) throw new Error('the CAL_FIT literal has no closing `};` at the start of a line');
  return { start, end: end + END.length };
}

/** The quality rules the file's CAL_FIT lists (the keys of its `quality` object). */
export function rulesInSource(source: string): string[] {
  const { start, end } = literalSpan(source);
  const literal = source.slice(start, end);
  const quality = literal.slice(literal.indexOf('  quality: {'));
  return [...quality.matchAll(/^ {4}([A-Z][A-Z0-9_]*):/gm)].map((m) => m[1]!);
}

const number = (x: number): string => String(Math.round(x * 1e6) / 1e6);

/** The CAL_FIT literal of a fit, formatted as prettier formats the file. */
export function renderCalFit(fit: CalibrationFit): string {
  const lines = [START.trimEnd(), '  stretch: {'];
  for (const [name, value] of Object.entries(fit.stretch)) lines.push(`    ${name}: ${number(value)},`);
  lines.push('  },', '  quality: {');
  for (const [rule, w] of Object.entries(fit.quality)) {
    const subscores = w.subscores.map((s) => `'${s}'`).join(', ');
    lines.push(`    ${rule}: { subscores: [${subscores}], perUnit: ${number(w.perUnit)}, max: ${number(w.max)} },`);
  }
  lines.push('  },', '};', '');
  return lines.join('\n');
}

/** The file with its CAL_FIT replaced by the fit; throws when the fit's rules are not the file's. */
export function adoptFit(source: string, fit: CalibrationFit): string {
  const inFile = rulesInSource(source).sort();
  const inFit = Object.keys(fit.quality).sort();
  if (inFile.join() !== inFit.join())
    throw new Error(
      `the fit's rules (${inFit.join(', ')}) are not CAL_FIT's (${inFile.join(', ')}): run the fit again`,
    );
  const { start, end } = literalSpan(source);
  return source.slice(0, start) + renderCalFit(fit) + source.slice(end);
}
