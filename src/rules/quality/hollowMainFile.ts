import { CAL_MAIN_FILE } from '../../contract/calibratedWeights.js';
import { FENCE, PROSE } from '../../parse/markdown/document.js';
import { partMemo, type DocPart } from '../../parse/markdown/skillDocument.js';
import type { RuleContext } from '../context.js';
import { defineRule } from '../rule.js';
import { TABLE_SEPARATOR } from '../subscores/calibrated/structuralCompleteness.js';
import type { QualityDetector } from './signal.js';
import { visibleLength } from '../../text/whiteSpace.js';

/** Lines that carry no content of their own: headings and rules (---, ***); table separators below. */
const SCAFFOLD = /^\s{0,3}(?:#{1,6}(?:\s|$)|(?:[-*_]\s*){3,}$)/u;

/** A part's lines of substance (prose and code, scaffolding and blank lines left out) and their visible characters. */
function substanceOf(part: DocPart): { lines: number; chars: number } {
  const { raw, kind } = part.doc;
  let lines = 0;
  let chars = 0;
  for (let i = part.start; i < raw.length; i++) {
    const l = raw[i];
    if (kind[i] === FENCE || (kind[i] === PROSE && (SCAFFOLD.test(l) || TABLE_SEPARATOR.test(l)))) continue;
    const visible = visibleLength(l);
    if (visible === 0) continue;
    lines++;
    chars += visible;
  }
  return { lines, chars };
}

/** Words that say nothing of what a file holds: a file or link named only with them is a generic pointer. */
const GENERIC = new Set(
  (
    'reference references ref refs detail details detailed more full complete guide instructions instruction ' +
    'docs doc documentation readme notes manual extended extra info information content contents main skill ' +
    'overview usage help body rest all everything long the this that here see file page link read for and of a in'
  ).split(' '),
);
/** Wording that sends the reader elsewhere for everything, not for one sub-task. */
const GENERIC_WORDING =
  /\b(?:for (?:more|further|(?:the )?(?:full|complete|detailed|all|other|additional)?\s*(?:details|information|instructions|steps|documentation|workflow|guidance))\b|(?:full|complete|detailed) (?:instructions|details|documentation|workflow|guide|guidance)\b|everything else\b|the rest\b)/iu;

function allGeneric(words: string): boolean {
  const list = words
    .toLowerCase()
    .split(/[^a-z]+/u)
    .filter((w) => w !== '' && w !== 'md');
  return list.length > 0 && list.every((w) => GENERIC.has(w));
}

/** The text of the markdown link to `target` on a line ('' when the target is not linked there). */
function linkTextBefore(line: string, target: string): string {
  const close = line.indexOf(`](${target}`);
  if (close < 0) return '';
  const open = line.lastIndexOf('[', close);
  return open < 0 ? '' : line.slice(open + 1, close);
}

/** How SKILL.md points at `part` generically (its file name, a link's text, the wording), quoted; or null. */
function genericPointer(ctx: RuleContext, part: DocPart): { line: number; quote: string } | null {
  const { main } = ctx.document;
  const seen = new Set<number>();
  for (const m of main.mentions) {
    if (m.key !== part.key || seen.has(m.line)) continue;
    seen.add(m.line);
    const text = main.doc.raw[m.line] ?? '';
    const name = m.target.slice(m.target.lastIndexOf('/') + 1).replace(/\.[a-z]+$/iu, '');
    const linkText = linkTextBefore(text, m.target);
    if (allGeneric(name) || (linkText !== '' && allGeneric(linkText)) || GENERIC_WORDING.test(text))
      return { line: m.line + 1, quote: text.trim().slice(0, 80) };
  }
  return null;
}

/**
 * Hollow: SKILL.md holds fewer than `hollowMaxLines` lines of its own and one linked file holds more
 * than half of the skill's text, pointed at generically. The amount grows with both: the share past
 * one half (doubled) times how far SKILL.md falls short of the line bound.
 */
const detect: QualityDetector = (ctx) => {
  const d = ctx.document;
  if (d.linked.length === 0) return [];
  // Once per part: a linked file's part serves every edit the advice rescores.
  const main = partMemo(d.main, substanceOf);
  if (main.lines >= CAL_MAIN_FILE.hollowMaxLines) return [];
  let total = main.chars;
  let largest: { part: DocPart; chars: number } | null = null;
  for (const part of d.linked) {
    const { chars } = partMemo(part, substanceOf);
    total += chars;
    if (largest === null || chars > largest.chars) largest = { part, chars };
  }
  if (largest === null || total === 0) return [];
  const share = largest.chars / total;
  if (share <= 0.5) return [];
  const pointer = genericPointer(ctx, largest.part);
  if (pointer === null) return [];
  const amount = (2 * share - 1) * (1 - main.lines / CAL_MAIN_FILE.hollowMaxLines);
  const pct = Math.round(share * 100);
  return [
    {
      amount,
      fact: `SKILL.md holds ${main.lines} lines of its own; ${pct} % of the skill's text is in ${largest.part.file}, sent to by "${pointer.quote}"`,
      line: pointer.line,
    },
  ];
};

export const hollowMainFile = defineRule({
  id: 'HOLLOW_MAIN_FILE',
  family: 'quality',
  title: 'Hollow main file',
  description:
    "SKILL.md holds little of its own and sends the real content to one generically named linked file that holds most of the skill's text.",
  why: 'A skill whose steps all live in one "see REFERENCE.md for more" file makes the model load two files on every run, so nothing is disclosed progressively; SKILL.md no longer tells the model, or a reviewer, what the skill does, and a run that skips the second file works from a stub.',
  bad: '# Deploy\n\nThis skill deploys the service. See [REFERENCE.md](REFERENCE.md) for the full instructions.',
  good: '# Deploy\n\n1. Build the image …\n2. Run the migrations …\n3. Roll out …\n\nRollback: [references/rollback.md](references/rollback.md). Cloud settings: [references/gcp.md](references/gcp.md).',
  fix: 'Put the workflow every run needs (its steps, decisions and rules) in SKILL.md, and split what is left into files named for the sub-task each serves, linked where that sub-task comes up.',
  detect,
});
