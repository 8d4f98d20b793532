// Trigger language that claims almost any request: a universal over generic work ("any sort of
// artifact", "before any creative work", "anything involving …", "all user requests") or a trigger
// phrase made only of words every request could contain ("audit this", "check the implementation",
// "what happened"). Each such clause is one unit; a scoped trigger ("Use when the user asks to
// review a pull request") names something only some requests are about, and is not one.
import { opensSentence } from '../../parse/triggerStart.js';
import { reliesOnDescription } from '../anti-patterns/missingTrigger.js';
import { whenToUseOf } from '../../parse/skill.js';
import { defineRule } from '../rule.js';
import type { QualityDetector, QualitySignal } from './signal.js';

/** Clauses counted at most: past a few, the description's triggering is broken either way. */
const MAX_CLAUSES = 3;

/** Nouns for work in general: "any task", "every request", "all kinds of output". */
const WORK_NOUNS =
  'tasks?|requests?|questions?|work|jobs?|problems?|conversations?|messages?|prompts?|situations?|' +
  'artifacts?|outputs?|content|changes?|projects?|code|coding|programming|features?|topics?|ideas?';
/**
 * "any/every" or "all kinds of" (optionally one adjective) and a work noun that ends the phrase
 * ("before any creative work.", "any sort of artifact that …"); a noun that goes on ("any task
 * hitting the API", "every change to auth modules") is scoped, and "all" alone is an object's
 * quantifier ("commit all changes"), not a trigger's.
 */
const UNIVERSAL_WORK = new RegExp(
  `\\b(?:any|every|all\\s+(?:kinds?|sorts?|types?)\\s+of)\\s+(?:(?:kinds?|sorts?|types?)\\s+of\\s+)?(?:([a-z-]+)(\\s+))?(${WORK_NOUNS})` +
    `(?=\\s*(?:[.,;:!?)\\n]|$)|\\s+(?:that|which|where|when|whenever|before|after|and|or)\\b)`,
  'gu',
);
/**
 * Whether the adjective of a universal (`lower[at, at + length)`) is written with a capital in
 * `text` while its noun is not: a name ("any Cloudflare-related problems", "any ANSI-colored
 * output", "every React component") scopes the work to what it names; "any creative work" has none.
 */
function namedAdjective(text: string, lower: string, at: number, length: number, nounEnd: number): boolean {
  // Lower-casing keeps offsets only where it keeps the length (it does for every letter but a few).
  if (text.length !== lower.length) return false;
  const written = text.slice(at, at + length);
  return (
    written !== lower.slice(at, at + length) && text.slice(at + length, nounEnd) === lower.slice(at + length, nounEnd)
  );
}

/**
 * Words that carry "anything/everything" on to what it spans ("anything involving text", "anything
 * the user asks", "anything else"); another word after it qualifies it ("anything real",
 * "everything outstanding"), and a universal so qualified claims only what it names.
 */
const UNIVERSAL_GOES_ON =
  /^\s+(?:involving|with|about|in|on|at|to|for|from|related|relating|regarding|concerning|touching|else|that|which|who|you|they|we|the|a|an|and|or|but|your|their|our|users?|people)\b/u;

/** Whether "anything/everything" ending at `end` is followed by a word that qualifies it. */
function qualifiedUniversal(lower: string, end: number): boolean {
  const next = lower.slice(end, end + 40);
  return /^\s+\p{L}/u.test(next) && !UNIVERSAL_GOES_ON.test(next);
}

/** "anything/everything" and "general questions/help": no scope at all. */
const UNIVERSAL_ANY =
  /(?<![\w-])(?:anything|everything)(?![\w-])|\bgeneral(?:[- ]purpose)?\s+(?:questions?|requests?|tasks?|help|coding|programming)\b/gu;
/** What may follow "anything" to name a kind of file: ".xlsx", or a word before "files"/"documents". */
const FILE_KIND_AFTER =
  /^\s+(?:to\s+do\s+)?(?:with|involving|about|in|on|regarding|related\s+to)\s+(?:(?:the|a|an|their|your|any)\s+)?(?:\.[a-z0-9]{2,5}\b|([a-z0-9][\w+#-]*)\s+(?:files?|documents?)\b)/u;

/** Whether "anything" ending at `end` goes on to name a kind of file ("anything with PDF files"): that is its scope. */
function scopedByFileKind(lower: string, end: number): boolean {
  const m = FILE_KIND_AFTER.exec(lower.slice(end, end + 80));
  return m !== null && (m[1] === undefined || !GENERIC_WORDS.has(m[1]));
}

/** Words any request may contain: a trigger phrase of these alone matches almost every request. */
const GENERIC_WORDS = new Set(
  // doing
  (
    'audit check review research analyze analyse build fix help search test debug improve optimize optimise refactor ' +
    'explain summarize summarise implement design structure make create write do look find show list run update upgrade ' +
    'setup set up clean cleanup report file start stop install configure organize organise ' +
    // pointing and asking
    "this it that these those my our your me us we i you the a an some should how what why can could please let's lets to " +
    "with on for of and or is isn't not doesn't wrong happened going working broken " +
    // things any request is about
    'code codebase implementation project app application thing things stuff component components ui web ' +
    'report reports chart charts status repo repository changes change work question questions issue issues problem problems ' +
    'task tasks bug bugs error errors feature features dashboard dashboards result results output data document documents files'
  ).split(' '),
);

/** Quoted phrases of up to 60 characters: the trigger phrases a description lists. */
const QUOTED = /"([^"\n]{1,60})"|“([^”\n]{1,60})”|(?<![\p{L}\p{N}])['‘]([^'’\n]{1,60})['’](?![\p{L}\p{N}])/gu;
/** A "TRIGGERS -" / "Triggers:" list, to the end of its sentence or line. */
const TRIGGER_LIST = /\btrigger(?:s|\s+phrases|\s+words)?\s*(?:on)?\s*(?::|\s[-–—]\s)([^\n.]{1,400})/giu;

/**
 * A trigger phrase is over-broad when every word of it is a generic word. A quoted single word
 * outside a trigger list is more often a command or a value ("use "list" to see …") than a trigger.
 */
export function isGenericPhrase(phrase: string, minWords = 1): boolean {
  const words = phrase.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? [];
  if (words.length < minWords || words.length === 0 || words.length > 5) return false;
  return words.every((w) => GENERIC_WORDS.has(w.replace(/’/g, "'")));
}

/** A bare list item up to the first word that opens a new sentence (a list left without a full stop). */
function untilNextSentence(item: string): string {
  const words = item.trim().split(/\s+/u);
  const at = words.findIndex((w, i) => i > 0 && opensSentence(w));
  return at < 0 ? item : words.slice(0, at).join(' ');
}

/**
 * A sentence's exclusion, from "do not use / not for / never invoke …" to its end: "Do NOT use for
 * PDFs or general coding tasks" turns requests away, it claims none of them.
 */
const EXCLUSION =
  /\b(?:do\s+not|don['’]t|never|not)\s+(?:use|invoke|trigger|load|apply|(?:meant\s+|intended\s+)?for)\b[^.!?\n]*/giu;

/** The over-broad clauses of a text: universals over generic work, and generic trigger phrases. */
export function overbroadClauses(description: string): string[] {
  const text = description.replace(EXCLUSION, ' ');
  const lower = text.toLowerCase();
  const out: string[] = [];
  for (const m of lower.matchAll(UNIVERSAL_WORK)) {
    const [whole, adjective, space, noun] = m;
    const end = (m.index as number) + whole.length;
    const at = end - noun.length - (space?.length ?? 0) - (adjective?.length ?? 0);
    if (adjective === undefined || !namedAdjective(text, lower, at, adjective.length, end)) out.push(whole);
  }
  for (const m of lower.matchAll(UNIVERSAL_ANY)) {
    const end = (m.index as number) + m[0].length;
    if (m[0].startsWith('general') || !(scopedByFileKind(lower, end) || qualifiedUniversal(lower, end))) out.push(m[0]);
  }
  const quoted: string[] = [];
  for (const m of text.matchAll(QUOTED)) quoted.push(m[1] ?? m[2] ?? m[3] ?? '');
  const listed: string[] = [];
  for (const m of text.matchAll(TRIGGER_LIST)) {
    // A list's items count from one word (quoted or bare, the bare ones separated by commas,
    // semicolons or "or"); quoted phrases elsewhere from two.
    const items = /["“'‘]/u.test(m[1])
      ? Array.from(m[1].matchAll(QUOTED), (q) => q[1] ?? q[2] ?? q[3] ?? '')
      : m[1].split(/[,;]|\bor\b/u).map(untilNextSentence);
    listed.push(...items);
  }
  const seen = new Set<string>();
  const add = (p: string, minWords: number) => {
    const key = p.trim().toLowerCase();
    if (!seen.has(key) && isGenericPhrase(p, minWords)) out.push(`"${p.trim()}"`);
    seen.add(key);
  };
  for (const p of listed) add(p, 1);
  for (const p of quoted) add(p, 2);
  return out;
}

const detect: QualityDetector = ({ skill }) => {
  // A description the model never reads to choose the skill (it is only run by name) claims no request.
  if (!reliesOnDescription(skill)) return [];
  const whenToUse = whenToUseOf(skill);
  const clauses = overbroadClauses(`${skill.description}\n${whenToUse}`);
  const at = skill.descriptionLine !== null ? { line: skill.descriptionLine } : {};
  return clauses.slice(0, MAX_CLAUSES).map((c): QualitySignal => ({
    amount: 1,
    fact: `The trigger claims almost any request: ${c}.`,
    ...at,
  }));
};

export const overbroadTrigger = defineRule({
  id: 'OVERBROAD_TRIGGER',
  family: 'quality',
  title: 'Over-broad trigger',
  description:
    'The description claims almost any request: "anything", "any task", or trigger phrases of generic words only.',
  why: 'Claude loads a skill whose description matches the request; one that matches nearly every request loads where it does not belong, spends context on every conversation and crowds out the skill that fits.',
  bad: 'MUST use before any creative work. Triggers on "audit this", "check the implementation".',
  good: 'Use before writing a design document for a new service. Triggers on "audit the migration plan".',
  fix: 'Name the situations the skill is for (the artifact, tool or domain), and drop phrases any request could contain.',
  methods:
    'The calibrated method only (a quality rule): one unit per over-broad clause (at most 3), each lowering frontmatter_quality by the weight in CAL_FIT.quality; a universal scoped by a name ("any Cloudflare-related problems") or qualified ("anything real") is not one, and a skill the model never chooses by its description (`disable-model-invocation: true`, or `paths`) has none. The reference method does not check it.',
  detect,
});
