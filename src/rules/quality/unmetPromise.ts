// UNMET_PROMISE: the description or the introduction promises what the body does not hold —
// "step-by-step" with no numbered steps, "with examples" with no example, "templates" with none,
// "a checklist" with no checklist, "covers X, Y and Z" where a named topic never comes up again.
// Only promises whose fulfilment can be checked structurally are read, and each is judged
// leniently (any sign of what was promised fulfils it): a false accusation costs more than a miss.
import { contentWords, FENCE, PROSE, specificWords, type Doc } from '../../parse/markdown/document.js';
import { lowerWholeText, partMemo, type DocPart, type SkillDocument } from '../../parse/markdown/skillDocument.js';
import { lineContentWords } from '../../parse/markdown/lineWords.js';
import { NUMBERED_ITEM } from '../../parse/markdown/specified.js';
import { defineRule } from '../rule.js';
import type { RuleContext } from '../context.js';
import type { QualityDetector, QualitySignal } from './signal.js';

/** At most this many unmet promises count (a longer list says no more about the skill). */
export const MAX_UNMET = 3;
/** The introduction: prose before the first section heading, at most this many lines. */
const INTRO_LINES = 15;

const OFFER = String.raw`\b(?:with|includes?|including|plus|provides?|contains?|gives?|offers?|ships?|shows?)\s+(?:(?:an?|\w+)\s+)?`;
const PROMISES = {
  steps: /\bstep[- ]by[- ]step\b/,
  examples: new RegExp(`${OFFER}(?:worked\\s+)?examples?\\b`),
  templates: new RegExp(`${OFFER}templates?\\b`),
  checklist: /\bcheck-?lists?\b/,
  covers: /\b(?:covers?|covering)\s+([^.;:!?()\n]+)/,
} as const;
type Kind = Exclude<keyof typeof PROMISES, 'covers'>;
const WHAT: Record<Kind, string> = {
  steps: 'step-by-step instructions, but the body has no numbered steps',
  examples: 'examples, but the body has none',
  templates: 'templates, but the body has none',
  checklist: 'a checklist, but the body has none',
};

/** A claim found: what it says, where, and the line to leave out when looking for its fulfilment. */
interface Claim {
  text: string;
  line: number | null;
  /** 0-based line of SKILL.md the promise is on (-1 for the description). */
  bodyLine: number;
}

/** What the body holds, read once: the fulfilment of each kind of promise, and its words. */
interface BodyFacts {
  numberedSteps: number;
  stepHeading: boolean;
  codeBlock: boolean;
  taskItem: boolean;
  checkHeading: boolean;
  words: Set<string>;
}

const STEP_HEADING = /^(?:(?:step|phase|stage)\b|\d+[.)]?\s)/;
const STEP_LABEL = /^\s*(?:\*\*|__)?(?:step|phase)\s*\d/i;
const TASK_ITEM = /^\s*[-*+]\s+\[[ xX]\]/;

/**
 * A word's first letters, as a lenient stem: "revocation" and "revoke" meet at "revo". Lenient on
 * purpose: a topic mentioned in another form is not a broken promise.
 */
const STEM = 4;
function stemOf(w: string): string {
  return `~${w.slice(0, STEM)}`;
}

/**
 * Whether the body holds what `test` asks, reading SKILL.md first: each test asks for something
 * present (a count reached, a kind of line, a word), and the whole body holds all that SKILL.md
 * holds, so a test SKILL.md passes is passed; the files it links are read only for the others.
 */
function bodyTest(d: SkillDocument, skip: ReadonlySet<number>): (test: (f: BodyFacts) => boolean) => boolean {
  const main = skippedFacts(d.main, skip);
  let whole: BodyFacts | undefined;
  return (test) => test(main) || (d.linked.length > 0 && test((whole ??= wholeBody(d, main))));
}

/** The facts of the whole body: SKILL.md's with those of each file it links. */
function wholeBody(d: SkillDocument, main: BodyFacts): BodyFacts {
  const f = noFacts();
  for (const part of d.parts) {
    // A linked file's facts do not depend on the promises (only SKILL.md's lines are skipped): read once per part.
    const p = part === d.main ? main : linkedFacts(part);
    f.numberedSteps += p.numberedSteps;
    f.stepHeading ||= p.stepHeading;
    f.codeBlock ||= p.codeBlock;
    f.taskItem ||= p.taskItem;
    f.checkHeading ||= p.checkHeading;
    for (const w of p.words) f.words.add(w);
  }
  return f;
}

function noFacts(): BodyFacts {
  return {
    numberedSteps: 0,
    stepHeading: false,
    codeBlock: false,
    taskItem: false,
    checkHeading: false,
    words: new Set(),
  };
}

const NO_SKIP: ReadonlySet<number> = new Set();

/** A part's facts by the lines left out (their numbers in order, joined), made once per part. */
const newFactsStore = (): Map<string, BodyFacts> => new Map();

/**
 * partFacts of a part with the lines of `skip` left out, once per part and lines left out: a skill
 * whose description alone was edited (the advice rescores such a fix) reads SKILL.md's body through
 * the scored skill's part, and its promises leave out the same lines of it.
 */
function skippedFacts(part: DocPart, skip: ReadonlySet<number>): BodyFacts {
  const byLines = partMemo(part, newFactsStore);
  const key = [...skip]
    .filter((i) => i >= part.start)
    .sort((a, b) => a - b)
    .join(',');
  let facts = byLines.get(key);
  if (facts === undefined) {
    facts = partFacts(part, skip);
    byLines.set(key, facts);
  }
  return facts;
}
const linkedFacts = (part: DocPart): BodyFacts => partMemo(part, allFacts);
// A linked file is read once: its lines are not worth keeping among the lines read last.
const allFacts = (part: DocPart): BodyFacts => partFacts(part, NO_SKIP, contentWords);

/** What one part holds, its lines in `skip` left out (`wordsOf`: a line's content words). */
function partFacts(
  part: DocPart,
  skip: ReadonlySet<number>,
  wordsOf: (line: string) => readonly string[] = lineContentWords,
): BodyFacts {
  const f = noFacts();
  const doc: Doc = part.doc;
  f.codeBlock = doc.blocks.some((b) => b.contentLines > 0);
  for (const h of doc.headings) {
    if (h.line < part.start) continue;
    f.stepHeading ||= STEP_HEADING.test(h.title);
    f.checkHeading ||= /\bcheck|\bverif/.test(h.title);
  }
  const lines = lowerWholeText(part).split('\n');
  for (let i = part.start; i < lines.length; i++) {
    if (skip.has(i)) continue;
    const k = doc.kind[i];
    if (k === PROSE) {
      if (NUMBERED_ITEM.test(lines[i])) f.numberedSteps++;
      f.stepHeading ||= STEP_LABEL.test(lines[i]);
      f.taskItem ||= TASK_ITEM.test(lines[i]);
    }
    if (k === FENCE) continue;
    // Hyphenated words count for their parts too: "semantic-only" mentions "semantic".
    for (const w of wordsOf(lines[i].replace(/-/g, ' '))) f.words.add(w).add(stemOf(w));
    for (const w of wordsOf(lines[i])) f.words.add(w);
  }
  return f;
}

function fulfilled(kind: Kind, f: BodyFacts, ctx: RuleContext): boolean {
  const files = [...(ctx.skill.references ?? []), ...(ctx.skill.assets ?? [])].join(' ').toLowerCase();
  switch (kind) {
    case 'steps':
      return f.numberedSteps >= 2 || f.stepHeading;
    case 'examples':
      return f.words.has('example') || f.codeBlock || files.includes('example');
    case 'templates':
      return f.words.has('template') || f.codeBlock || files.includes('templat');
    case 'checklist':
      return f.words.has('checklist') || f.taskItem || f.checkHeading || files.includes('checklist');
  }
}

/** The topics of "covers X, Y and Z" (two or more), each as its specific words. */
export function coveredTopics(text: string): string[][] {
  const m = PROMISES.covers.exec(text);
  if (!m) return [];
  const items = m[1]
    .split(/,|\band\b|\bor\b|&/)
    .map((s) => specificWords(s))
    .filter((w) => w.length > 0);
  return items.length >= 2 ? items : [];
}

/** The description, then each prose line of the introduction, as promises. */
function promisesOf(ctx: RuleContext): Claim[] {
  const out: Claim[] = [{ text: ctx.skill.description.toLowerCase(), line: ctx.skill.descriptionLine, bodyLine: -1 }];
  const main: DocPart = ctx.document.main;
  const firstSection = main.doc.headings.find((h) => h.line >= main.start && h.level >= 2)?.line ?? main.doc.raw.length;
  const end = Math.min(firstSection, main.start + INTRO_LINES, main.doc.raw.length);
  for (let i = main.start; i < end; i++) {
    if (main.doc.kind[i] !== PROSE) continue;
    const text = main.doc.raw[i].toLowerCase();
    if (text.trim() !== '' && !text.trimStart().startsWith('#')) out.push({ text, line: i + 1, bodyLine: i });
  }
  return out;
}

const detect: QualityDetector = (ctx) => {
  const promises = promisesOf(ctx).filter(
    (p) => coveredTopics(p.text).length > 0 || (Object.keys(WHAT) as Kind[]).some((k) => PROMISES[k].test(p.text)),
  );
  if (promises.length === 0) return [];
  const holds = bodyTest(ctx.document, new Set(promises.map((p) => p.bodyLine)));
  const out: QualitySignal[] = [];
  const seen = new Set<string>();
  const add = (p: Claim, key: string, fact: string) => {
    if (seen.has(key) || out.length >= MAX_UNMET) return;
    seen.add(key);
    out.push({ amount: 1, fact, ...(p.line !== null ? { line: p.line } : {}) });
  };
  for (const p of promises) {
    const where = p.bodyLine < 0 ? 'The description' : 'The introduction';
    for (const kind of Object.keys(WHAT) as Kind[])
      if (PROMISES[kind].test(p.text) && !holds((f) => fulfilled(kind, f, ctx)))
        add(p, kind, `${where} promises ${WHAT[kind]}.`);
    for (const topic of coveredTopics(p.text))
      if (!holds((f) => topic.some((w) => f.words.has(w) || f.words.has(stemOf(w)))))
        add(
          p,
          `covers:${topic.join(' ')}`,
          `${where} says it covers "${topic.join(' ')}", which the body never mentions.`,
        );
  }
  return out;
};

export const unmetPromise = defineRule({
  id: 'UNMET_PROMISE',
  family: 'quality',
  title: 'Claim the body does not keep',
  description:
    'The description or introduction promises something the body lacks: step-by-step instructions, examples, templates, a checklist, or a topic it says it covers.',
  why: 'Claude loads the skill on the strength of its description and then finds no steps, example or template to follow, so it improvises what the skill said it would supply; a reviewer reads the gap as a skill that was never finished.',
  bad: 'description: Step-by-step guide to rotating API keys, with examples. (the body is two paragraphs of prose, no numbered steps, no example)',
  good: 'description: Step-by-step guide to rotating API keys, with examples. (the body has "## Steps" with 1. … 5. and an "## Example" with a command)',
  fix: 'Add what the description promises (numbered steps, an example, the template, the checklist, a section on each topic named), or take the promise out of the description.',
  detect,
});
