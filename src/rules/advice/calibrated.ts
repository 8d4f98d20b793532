// The calibrated method's advice: each kind proposes an edit of the skill (the fix, written out) with
// the fact that calls for it. The engine applies the edit, rescores the skill and keeps the item only
// when the composite rises; its points are that rise. So the advice and the number come from the same
// detectors: whatever the sub-scores measure, an item promises only what applying its fix wins.
import type { DimensionName } from '../../contract/types.js';
import { hasWord, wordCount } from '../../parse/markdown/document.js';
import { lowerProseText, lowerWholeText, proseText } from '../../parse/markdown/skillDocument.js';
import { lineAt } from '../../parse/pytext.js';
import type { RuleContext } from '../context.js';
import { linksOwnMaterial, mustWords } from '../documentMeasures.js';
import { FIX_FEW_WORDS, FIX_NO_TRIGGER, fewWordsFact, FULL_UNITS } from '../subscores/calibrated/frontmatterQuality.js';
import { bodyIsEmpty } from '../subscores/calibrated/progressiveDisclosure.js';
import { specifiesInputs, specifiesOutput } from '../subscores/calibrated/orchestrationWiring.js';
import {
  appendSection,
  movedSection,
  withDescription,
  withoutRepeatedLines,
  withPlainRules,
  type SkillEdit,
} from './edits.js';
import { quote } from './fact.js';
import { statesOutputContract } from './noOutputContract.js';

/** What a kind proposes for one skill: the fact, where it is, and the edit that fixes it. */
export interface Proposal {
  fact: string;
  quote?: string;
  line?: number;
  /** What to do, where the rule's fix text counts what the calibrated method does not. */
  fix?: string;
  edit: SkillEdit;
}

export interface CalibratedFix {
  /** The ADVICE_* rule whose fix text the item shows. */
  rule: string;
  /** The dimension the item is listed under (its fix may move others too: the points count them all). */
  dimension: DimensionName;
  propose(ctx: RuleContext): Proposal | null;
}

const wholeTexts = (ctx: RuleContext) => ctx.document.parts.map(lowerWholeText);

/** The skill's `##` titles, for words that say what it covers. */
function sectionTitles(ctx: RuleContext): string[] {
  const { doc, start } = ctx.document.main;
  return doc.headings
    .filter((h) => h.level === 2 && h.line >= start && h.title !== '')
    .map((h) => h.title.replace(/[#*`_]/gu, '').trim())
    .filter((t) => t !== '')
    .slice(0, 5);
}

const shortDescription: CalibratedFix = {
  rule: 'ADVICE_SHORT_DESCRIPTION',
  dimension: 'triggering_accuracy',
  propose(ctx) {
    const r = ctx.document.description;
    const missing: string[] = [];
    if (r.units < FULL_UNITS) missing.push(fewWordsFact(r.units));
    if (!r.trigger) missing.push('does not say when to use the skill');
    if (missing.length === 0) return null;
    const name = ctx.skill.name.replace(/[-_]+/gu, ' ').trim() || 'this task';
    let description = ctx.skill.description.trim();
    if (description !== '' && !/[.!?]$/u.test(description)) description += '.';
    const titles = sectionTitles(ctx);
    if (r.units < FULL_UNITS && titles.length > 0) description += ` Covers ${titles.join(', ')}.`;
    if (!r.trigger) description += ` Use when the user asks for ${name}.`;
    const text = withDescription(ctx.skill, description.trim());
    if (text === null) return null;
    const s = ctx.skill;
    return {
      fact: `The description ${missing.join(' and ')}`,
      ...(s.description ? { quote: quote(s.description) } : {}),
      ...(s.descriptionLine !== null ? { line: s.descriptionLine } : {}),
      fix: r.units < FULL_UNITS ? FIX_FEW_WORDS : FIX_NO_TRIGGER,
      edit: { text },
    };
  },
};

const outputContract: CalibratedFix = {
  rule: 'ADVICE_NO_OUTPUT_CONTRACT',
  dimension: 'orchestration_fitness',
  propose(ctx) {
    // A section that specifies the output (a heading, label or sentence, then its format) is a
    // stated output too: the fact must be true of the skill, whichever way it states it.
    if (wholeTexts(ctx).some(statesOutputContract) || specifiesOutput(ctx)) return null;
    return {
      fact: 'No line of SKILL.md or the files it links states the output and its format',
      edit: {
        text: appendSection(
          ctx.text,
          'Output',
          'Output format: a short markdown report of what was done and the result.',
        ),
      },
    };
  },
};

const INPUTS = /\b(?:inputs?|receives?|accepts?|parameters?|args?|arguments?)\b/u;

const inputs: CalibratedFix = {
  rule: 'ADVICE_NO_INPUTS',
  dimension: 'orchestration_fitness',
  propose(ctx) {
    // A "## Usage" section over its invocations, or an `argument-hint`, says what the skill takes too.
    if (wholeTexts(ctx).some((t) => INPUTS.test(t)) || specifiesInputs(ctx)) return null;
    return {
      fact: 'No line of SKILL.md or the files it links says what the skill takes as input',
      edit: {
        text: appendSection(ctx.text, 'Inputs', 'Input: the files, text or arguments the user gives with the request.'),
      },
    };
  },
};

const linkedDetail: CalibratedFix = {
  rule: 'ADVICE_NO_LINKED_DETAIL',
  dimension: 'progressive_disclosure',
  propose(ctx) {
    if (bodyIsEmpty(ctx.document) || linksOwnMaterial(ctx.document)) return null;
    const edit = movedSection(ctx.skill, ctx.document);
    if (edit === null) return null;
    return {
      fact: `SKILL.md is ${ctx.skill.lineCount} lines and links no file of its own holding detail`,
      edit,
    };
  },
};

const EXAMPLE_TITLE = /example|usage|quick ?start|walkthrough|how to use/u;
const TROUBLE_TITLE =
  /troubleshoot|common (?:issue|problem|mistake|error|pitfall)|faq|pitfall|gotcha|known (?:issue|limitation)|error handling/u;

const structure: CalibratedFix = {
  rule: 'ADVICE_STRUCTURE',
  dimension: 'structural_completeness',
  propose(ctx) {
    const titles = ctx.document.parts.flatMap((p) =>
      p.doc.headings.filter((h) => h.line >= p.start).map((h) => h.title),
    );
    const missing: string[] = [];
    let text = ctx.text;
    if (!titles.some((t) => EXAMPLE_TITLE.test(t))) {
      missing.push('no "## Examples" section');
      const name = ctx.skill.name || 'the skill';
      text = appendSection(
        text,
        'Examples',
        `A typical request and what ${name} does with it:\n\n\`\`\`text\nUser: run ${name} on the current project\n\`\`\``,
      );
    }
    if (!titles.some((t) => TROUBLE_TITLE.test(t))) {
      missing.push('no "## Troubleshooting" section');
      text = appendSection(
        text,
        'Troubleshooting',
        '- If a step fails, show the error and the step that failed before trying anything else.',
      );
    }
    if (missing.length === 0) return null;
    return { fact: `The skill has ${missing.join(' and ')}`, edit: { text } };
  },
};

const denseRules: CalibratedFix = {
  rule: 'ADVICE_DENSE_RULES',
  dimension: 'token_efficiency',
  propose(ctx) {
    const must = mustWords(ctx);
    if (must.count === 0) return null;
    const text = withPlainRules(ctx.skill, ctx.document);
    if (text === null) return null;
    let words = 0;
    for (const p of ctx.document.parts) words += wordCount(proseText(p));
    const line = must.firstLine;
    return {
      fact: `${must.count} MUST/NEVER/ALWAYS in ${words} words of prose`,
      ...(line !== null && line <= ctx.lines.length ? { quote: quote(lineAt(ctx.text, line)), line } : {}),
      edit: { text },
    };
  },
};

const repeatedLines: CalibratedFix = {
  rule: 'ADVICE_REPEATED_LINES',
  dimension: 'token_efficiency',
  propose(ctx) {
    const found = withoutRepeatedLines(ctx.skill, ctx.document);
    if (found === null) return null;
    const { text, removed, line } = found;
    return {
      fact: `${removed} line${removed === 1 ? ' repeats' : 's repeat'} an earlier line of SKILL.md`,
      quote: quote(lineAt(ctx.text, line)),
      line,
      edit: { text },
    };
  },
};

const RELATED = ['related', 'see also', 'companion'];

const related: CalibratedFix = {
  rule: 'ADVICE_NO_RELATED',
  dimension: 'ecosystem_coherence',
  propose(ctx) {
    const prose = ctx.document.parts.map(lowerProseText);
    if (prose.some((t) => hasWord(t, RELATED, true) || hasWord(t, ['complement'], false))) return null;
    return {
      fact: 'The skill names no related or companion skill',
      edit: { text: appendSection(ctx.text, 'Related skills', 'See also the skills used before and after this one.') },
    };
  },
};

/** Every kind, in the order items are listed within a dimension. */
export const CALIBRATED_FIXES: readonly CalibratedFix[] = [
  shortDescription,
  outputContract,
  inputs,
  linkedDetail,
  structure,
  denseRules,
  repeatedLines,
  related,
];
