// Inline suppressions in SKILL.md:
//   <!-- plugin-eval-disable RULE[,RULE…] [reason] -->            the whole file
//   <!-- plugin-eval-disable-next-line RULE[,RULE…] [reason] -->  the next line only
// The scan is one pass over the text: each comment is found with indexOf, never with a
// backtracking pattern.

/** Longest comment read as a suppression (longer ones are ordinary comments). */
const MAX_DIRECTIVE_LENGTH = 500;
const DIRECTIVE = /^plugin-eval-(disable-next-line|disable)\s+([A-Z0-9_,\s]*[A-Z0-9_])(?:\s+(.*))?$/s;

export interface Suppression {
  rules: string[];
  scope: 'file' | 'next-line';
  /** 1-based line of the comment. */
  line: number;
  reason: string;
}

/** The suppression comments of a text, in order. */
export function parseSuppressions(text: string): Suppression[] {
  const out: Suppression[] = [];
  let line = 1;
  let counted = 0;
  let at = text.indexOf('<!--');
  while (at !== -1) {
    const end = text.indexOf('-->', at + 4);
    if (end === -1) break;
    for (let i = text.indexOf('\n', counted); i !== -1 && i < at; i = text.indexOf('\n', i + 1)) line++;
    counted = at;
    const inner = text.slice(at + 4, end).trim();
    if (inner.length <= MAX_DIRECTIVE_LENGTH && inner.startsWith('plugin-eval-disable')) {
      const m = DIRECTIVE.exec(inner);
      if (m) {
        const rules = m[2].split(/[\s,]+/).filter(Boolean);
        out.push({ rules, scope: m[1] === 'disable' ? 'file' : 'next-line', line, reason: (m[3] ?? '').trim() });
      }
    }
    at = text.indexOf('<!--', end + 3);
  }
  return out;
}
