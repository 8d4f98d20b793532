// structural_completeness, calibrated: sections with content, non-empty code blocks, examples,
// troubleshooting, tables, decision guidance; empty scaffolding earns nothing.
import { CAL_STRUCTURE } from '../../../contract/calibratedWeights.js';
import { hasWord, PROSE } from '../../../parse/markdown/document.js';
import { lowerProseText, partMemo, proseText, type DocPart } from '../../../parse/markdown/skillDocument.js';
import { someLineMatching } from '../../../text/lineSearch.js';
import type { RuleContext } from '../../context.js';
import { firstAtLeast } from '../subscores.js';
import { count, Shortfalls, type Shortfall } from './shortfall.js';

const EXAMPLE_TITLES = /example|usage|quick ?start|walkthrough|how to use/;
const TROUBLE_TITLES =
  /troubleshoot|common (?:issue|problem|mistake|error|pitfall)|faq|pitfall|gotcha|known (?:issue|limitation)|error handling|when things go wrong/;
/**
 * A table's separator row (`|---|:---:|`). Written as
 * /^\s*\|?\s*:?-{3,}:?\s*(?:\|\s*:?-{3,}:?\s*)+\|?\s*$/, the same rows, but that form tries every way
 * of sharing a run of spaces between `\s*\|?\s*` (quadratic on a long line); here a pipe always
 * follows the spaces before it, so each character has one way to match.
 */
export const TABLE_SEPARATOR = /^\s*(?:\|\s*)?:?-{3,}:?\s*(?:\|\s*:?-{3,}:?\s*)+(?:\|\s*)?$/;
/** /\b(?:decision|when to use|when not to use|comparison|trade-?offs?)\b/, as words for hasWord. */
const DECISION_WORDS = [
  'decision',
  'when to use',
  'when not to use',
  'comparison',
  'tradeoff',
  'tradeoffs',
  'trade-off',
  'trade-offs',
];
/** A list item or a table row: where decision guidance is laid out, not merely named. */
const GUIDANCE_LINE = /^\s*(?:[-*+]\s|\d+[.)]\s|\|)/;
const BOLD_EXAMPLE = /^\s*(?:[-*]\s+)?\*\*examples?\b/i;
const BOLD = /\*\*/g;
const RULER = /---/g;

/**
 * Decision guidance: a section with content titled with a decision word, or a list item or table row
 * holding one. A decision word in a lone paragraph or an empty heading only names a decision.
 */
function hasDecisionGuidance(d: RuleContext['document'], headings: { title: string }[]): boolean {
  if (headings.some((h) => hasWord(h.title.toLowerCase(), DECISION_WORDS, true))) return true;
  return d.parts.some((p) => partMemo(p, guidanceIn));
}

/** Whether a part lays out decision guidance in a list item or a table row. */
function guidanceIn(p: DocPart): boolean {
  const prose = lowerProseText(p);
  if (!hasWord(prose, DECISION_WORDS, true)) return false;
  return prose.split('\n').some((l) => GUIDANCE_LINE.test(l) && hasWord(l, DECISION_WORDS, true));
}

/** Whether a part's prose has a bold "**Example**" label opening a line. */
function boldExampleIn(p: DocPart): boolean {
  const prose = proseText(p);
  return someLineMatching(prose, BOLD, (_i, a, b) => BOLD_EXAMPLE.test(prose.slice(a, b)));
}

/** Whether a part has a table: a separator row right under a prose line with two pipes or more. */
function hasTable(p: DocPart): boolean {
  const { raw, kind } = p.doc;
  // Every separator row holds `---`; the row above is the prose line before it.
  return someLineMatching(p.doc.text, RULER, (i) => {
    if (i < p.start || kind[i] !== PROSE) return false;
    let above = i - 1;
    while (above >= p.start && kind[above] !== PROSE) above--;
    if (above < p.start || !TABLE_SEPARATOR.test(raw[i])) return false;
    return (raw[above].match(/\|/g) ?? []).length >= 2;
  });
}

/** What the skill's structure holds, as the sub-score counts it. */
function structureFacts(ctx: RuleContext) {
  const d = ctx.document;
  const headings = d.parts.flatMap((p) =>
    p.doc.headings.filter((h) => h.line >= p.start && h.level >= 2 && h.level <= 4 && h.hasContent && h.title !== ''),
  );
  const blocks = d.parts.flatMap((p) => p.doc.blocks.filter((b) => b.contentLines > 0));
  const langs = new Set(blocks.map((b) => b.lang).filter((l) => l !== ''));
  // Each part's answers once per part: a linked file's part serves every edit the advice rescores.
  const boldExample = d.parts.some((p) => partMemo(p, boldExampleIn));
  return {
    headings: headings.length,
    blocks: blocks.length,
    languages: langs.size,
    examples: headings.some((h) => EXAMPLE_TITLES.test(h.title)) || boldExample,
    troubleshooting: headings.some((h) => TROUBLE_TITLES.test(h.title)),
    table: d.parts.some((p) => partMemo(p, hasTable)),
    decisions: hasDecisionGuidance(d, headings),
  };
}

/** Each part's credit, in the order the sub-score adds them. */
function structureCredits(ctx: RuleContext) {
  const C = CAL_STRUCTURE;
  const f = structureFacts(ctx);
  return {
    facts: f,
    headings: firstAtLeast(C.headings, f.headings)?.score ?? 0,
    blocks: firstAtLeast(C.blocks, f.blocks)?.score ?? 0,
    languages: firstAtLeast(C.languages, f.languages)?.score ?? 0,
    examples: f.examples ? C.examples : 0,
    troubleshooting: f.troubleshooting ? C.troubleshooting : 0,
    table: f.table ? C.table : 0,
    decisions: f.decisions ? C.decisionWords : 0,
  };
}

export function structuralCompleteness(ctx: RuleContext): number {
  const c = structureCredits(ctx);
  return c.headings + c.blocks + c.languages + c.examples + c.troubleshooting + c.table + c.decisions;
}

export function structureShortfalls(ctx: RuleContext): Shortfall[] {
  const C = CAL_STRUCTURE;
  const c = structureCredits(ctx);
  const f = c.facts;
  return new Shortfalls()
    .add(
      c.headings,
      C.headings[0].score,
      () => `${count(f.headings, 'section')} with content (${C.headings[0].min}+ earn full credit)`,
      'Give each step or topic its own "##" section with its content.',
    )
    .add(
      c.blocks,
      C.blocks[0].score,
      () => `${count(f.blocks, 'non-empty code block')} (${C.blocks[0].min}+ earn full credit)`,
      'Show the commands, inputs and outputs the skill works with in fenced code blocks.',
    )
    .add(
      c.languages,
      C.languages[0].score,
      () => `Code blocks in ${count(f.languages, 'named language')} (${C.languages[0].min}+ earn full credit)`,
      "Name each code block's language after its opening fence (```bash, ```json).",
    )
    .add(c.examples, C.examples, 'No "Examples" section', 'Add an "## Examples" section with a worked example.')
    .add(
      c.troubleshooting,
      C.troubleshooting,
      'No "Troubleshooting" section',
      'Add a "## Troubleshooting" section: the errors users meet and what fixes each.',
    )
    .add(c.table, C.table, 'No table', 'Put a comparison or reference that has columns into a table.')
    .add(
      c.decisions,
      C.decisionWords,
      'No decision guidance (when to use, when not to use, a comparison or trade-offs, laid out)',
      'Say when to use the skill and when not to, as a list or a section.',
    ).list;
}
