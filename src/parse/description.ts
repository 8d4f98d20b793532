// What a description says: whether it names when to use the skill (in any of the ways people
// write it), what the skill does, and how much specific information it carries. Repeated words,
// filler ("proactively", "automatically") and runs of bare "for X, when Y" fragments carry none.
import { contentWords, specificWords } from './markdown/document.js';
import { unionOfWords, type SkillWords } from './skillWords.js';
import { stem } from './stem.js';
import { announcesCjkSituations, cjkTriggerOffset } from './cjkTrigger.js';
import { tokenOffset, triggerStart } from './triggerStart.js';

export interface DescriptionReading {
  /** The description (or `when_to_use`) says when to use the skill. */
  trigger: boolean;
  /** The text of the trigger clauses (the situations). */
  triggerText: string;
  /** The rest: what the skill does. */
  whatText: string;
  /** Distinct specific words of the whole description, stuffed fragments left out. */
  units: number;
  /** Distinct specific words of the situations, and of the rest. */
  situationWords: number;
  whatWords: number;
  /** Distinct specific words of the description's own situations (`when_to_use` left out). */
  descriptionSituationWords: number;
  /** Fragments left out as keyword stuffing. */
  stuffed: string[];
  /** Trigger clauses left out because they share too few words with the skill (see readDescription). */
  unrelated: string[];
  /**
   * What carries nothing: the stuffed fragments, the unrelated trigger clauses, and the clauses
   * without a specific word ("Always use this skill.", "Invoke it automatically and proactively.").
   */
  idle: string[];
}

/**
 * A trigger clause counts when its specific words occur in the skill (its name, its body, the rest
 * of its description): at least `words` of them, or at least `share` of them (compared as stems),
 * when the skill has `minSkillWords` distinct words or more to compare with; in a skill of fewer
 * than `fewerFromSkillWords`, whose prose holds few words to share (its body mostly code or
 * linked), `fewerWords` are enough, since a made-up situation rarely finds two. In a skill of
 * `topicFromSkillWords` distinct words or more, where a clause finds common words by chance, one of
 * the words it shares must also be one of the skill's topic words (its name, SKILL.md's headings
 * over text, what the description says it does), unless all its words are the skill's
 * (`shareWithoutTopic`) or it opens a description that says nothing else. A situation of the
 * skill shares its words and names its subject; a made-up one ("when clouds file tax returns") does
 * not, though a long skill holds "cloud" and "return" somewhere.
 */
export const RELATED = {
  words: 3,
  share: 1 / 2,
  shareWithoutTopic: 1,
  minSkillWords: 40,
  fewerWords: 2,
  fewerFromSkillWords: 150,
  topicFromSkillWords: 400,
} as const;

/**
 * Words of a request itself ("the user asks / says / mentions …") or of any situation ("involved in
 * any way, as input or output"), not of its subject.
 */
const REQUEST_WORDS = new Set(
  (
    'ask asks asked asking say says said saying mention mentions request requests tell tells type types wording phrase phrases ' +
    'involve involved involving way ways input output both case time'
  ).split(' '),
);

/**
 * Whether a clause's specific words occur enough in the skill's words, one of them a topic word
 * when `topic` is given (all as stems; a clause without any specific word passes).
 */
function relatedClause(
  clause: string,
  hasStem: (key: string) => boolean,
  topic: ReadonlySet<string> | null,
  fewWords: boolean,
  named: ReadonlySet<string> | null = null,
): boolean {
  const keys = new Set(
    specificWords(clause)
      .filter((w) => !REQUEST_WORDS.has(w))
      .map(stem),
  );
  if (keys.size === 0) return true;
  let shared = 0;
  let onTopic = topic === null;
  for (const k of keys) {
    if (!hasStem(k)) continue;
    shared++;
    if (topic?.has(k)) onTopic = true;
  }
  const enough = shared >= (fewWords ? RELATED.fewerWords : RELATED.words) || shared >= RELATED.share * keys.size;
  if (!enough) return false;
  return onTopic || shared >= RELATED.shareWithoutTopic * keys.size || namesSubjectInGenericWord(clause, named);
}

/**
 * Whether one of a clause's generic words is a word of the skill's name (`named`, as stems): too
 * general to count as shared, but the subject the name states ("code tasks" in a skill named
 * slicing-code-context). Only the name: a generic word of headings or prose ("file", "configure")
 * says nothing of what the skill is about.
 */
function namesSubjectInGenericWord(clause: string, named: ReadonlySet<string> | null): boolean {
  if (named === null || named.size === 0) return false;
  return contentWords(clause).some((w) => !REQUEST_WORDS.has(w) && named.has(stem(w)));
}

/** Sentences and clauses of a description: split at . ! ? ; (and 。！？；), newlines and dashes used as separators. */
function clauses(text: string): string[] {
  const out: string[] = [];
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    const next = text[i + 1];
    const end =
      c === '\n' ||
      c === ';' ||
      c === '—' ||
      c === '–' ||
      ((c === '.' || c === '!' || c === '?') && (next === undefined || next === ' ' || next === '\n')) ||
      // Chinese and Japanese full stops, exclamation and question marks, semicolons: no space follows them.
      c === '。' ||
      c === '！' ||
      c === '？' ||
      c === '；' ||
      (c === ' ' && next === '-' && text[i + 2] === ' ');
    if (end) {
      out.push(text.slice(start, i));
      start = i + 1;
    }
  }
  out.push(text.slice(start));
  return out.map((s) => s.trim()).filter((s) => s !== '');
}

/** Connectives that open bare list fragments ("for merging", "when deploying"). */
const CONNECTIVES = new Set([
  'for',
  'when',
  'during',
  'while',
  'on',
  'with',
  'in',
  'if',
  'after',
  'before',
  'whenever',
]);

const NON_SPACE = /\S+/g;

/** The first `max` words of a text split at white space, lower-cased (a long text's every word is never needed). */
function leadingWords(text: string, max: number): string[] {
  const out: string[] = [];
  NON_SPACE.lastIndex = 0;
  for (let m = NON_SPACE.exec(text); m !== null && out.length < max; m = NON_SPACE.exec(text))
    out.push(m[0].toLowerCase());
  return out;
}

/**
 * Runs of three or more comma-separated fragments, each a connective and at most two words
 * ("for extracting, for merging, when deploying"): keyword lists, not descriptions.
 */
export function stuffedFragments(text: string): string[] {
  const out: string[] = [];
  for (const clause of clauses(text)) {
    const parts = clause.split(',');
    let run: string[] = [];
    let head: string | null = null;
    const flush = () => {
      if (run.length >= 3) {
        // A trigger heading the list ("Use when working with X files, for …, for …") is part of it.
        if (head !== null && triggerStart(head) >= 0) out.push(head);
        out.push(...run);
      }
      run = [];
    };
    for (const part of parts) {
      const words = leadingWords(part, 5);
      if (words[0] === 'or' || words[0] === 'and') words.shift();
      if (words.length >= 2 && words.length <= 3 && CONNECTIVES.has(words[0])) run.push(part);
      else {
        flush();
        head = part;
      }
    }
    flush();
  }
  return out;
}

/** A trigger clause that only announces the next one ("TRIGGER —", "Triggers:"). */
const ANNOUNCER = /^triggers?:?$/iu;

/** A text without the nouns of "any time", "every time" and "in case": a trigger's phrasing, not its words. */
function withoutOpenerWords(text: string): string {
  return text.replace(/\b(any|every)\s+time\b/giu, '$1').replace(/\bin\s+case\b/giu, 'in');
}

/**
 * Characters copied in all removing stuffed fragments from a description (1024 characters hold fewer than 250
 * fragments: 256 kB).
 */
export const STUFFED_COPY_BUDGET = 2 * 1024 * 1024;

/**
 * What a description (and `when_to_use`) says read apart from the skill it describes: its stuffed
 * fragments, its clauses without a specific word, its trigger clauses and what it does. Read-only:
 * kept for the descriptions read last (see clausesOf).
 */
interface DescriptionClauses {
  stuffed: readonly string[];
  empty: readonly string[];
  /** The trigger clauses: the description's own, then `when_to_use` when there is one. */
  trig: readonly string[];
  /** How many of `trig` are the description's own. */
  own: number;
  /** What a trigger clause is judged by: itself, or for a bare "TRIGGER —" the clause it announces. */
  judgedBy: ReadonlyMap<string, string>;
  whatText: string;
  /** The specific words of `whatText`. */
  rest: ReadonlySet<string>;
  /** The stems of `whatText`'s content words, made when first asked for (whatStemsOf). */
  whatStems?: ReadonlySet<string>;
}

/**
 * A description without its stuffed fragments. Each removal copies the description: once
 * STUFFED_COPY_BUDGET characters are copied the rest stay (a description within the specification's
 * 1024 characters never gets near it), so a huge one costs linear time.
 */
function withoutFragments(description: string, stuffed: readonly string[]): string {
  let cleaned = description;
  let copied = 0;
  for (const f of stuffed) {
    copied += cleaned.length;
    if (copied > STUFFED_COPY_BUDGET) break;
    cleaned = cleaned.replace(f, ' ');
  }
  return cleaned;
}

function readClauses(description: string, whenToUse: string): DescriptionClauses {
  const stuffed = stuffedFragments(description);
  const cleaned = withoutFragments(description, stuffed);
  const trig: string[] = [];
  const judgedBy = new Map<string, string>();
  const what: string[] = [];
  const empty: string[] = [];
  const parts = clauses(cleaned);
  parts.forEach((clause, i) => {
    if (specificWords(clause).length === 0) empty.push(clause);
    const at = triggerStart(clause);
    const off = at >= 0 ? tokenOffset(clause, at) : cjkTriggerOffset(clause);
    if (off < 0) what.push(clause);
    else {
      what.push(clause.slice(0, off));
      const t = clause.slice(off);
      trig.push(t);
      if ((ANNOUNCER.test(t.trim()) || announcesCjkSituations(t)) && i + 1 < parts.length)
        judgedBy.set(t, parts[i + 1]);
    }
  });
  const own = trig.length;
  if (whenToUse.trim() !== '') trig.push(whenToUse);
  const whatText = what.join(' ');
  return { stuffed, empty, trig, own, judgedBy, whatText, rest: new Set(specificWords(whatText)) };
}

/**
 * How many descriptions' clauses are kept. The calibrated advice rescores a skill once per fix, and
 * every fix but the description's keeps its description: it is read once, not once per fix.
 */
const KEEP_CLAUSES = 64;
/** By description, oldest first; a hit holds the same `when_to_use` too. */
const keptClauses = new Map<string, { whenToUse: string; clauses: DescriptionClauses }>();

/** readClauses(description, whenToUse), read once while the description is among those read last. */
function clausesOf(description: string, whenToUse: string): DescriptionClauses {
  const hit = keptClauses.get(description);
  if (hit !== undefined && hit.whenToUse === whenToUse) return hit.clauses;
  const clauses = readClauses(description, whenToUse);
  keptClauses.delete(description);
  keptClauses.set(description, { whenToUse, clauses });
  if (keptClauses.size > KEEP_CLAUSES) keptClauses.delete(keptClauses.keys().next().value as string);
  return clauses;
}

/** The stems of the content words of what the description says the skill does, made once per clauses. */
function whatStemsOf(c: DescriptionClauses): ReadonlySet<string> {
  if (c.whatStems === undefined) {
    const stems = new Set<string>();
    for (const w of contentWords(c.whatText)) stems.add(stem(w));
    c.whatStems = stems;
  }
  return c.whatStems;
}

/**
 * Reads a description and an optional `when_to_use` field. With the skill's words (content-word
 * keys of its name and body), a trigger clause that shares too few of its words with them or with
 * the rest of the description is left out: it names no situation of this skill. With its topic
 * words too (content-word keys of its name and headings), one of the shared words must be a topic
 * word or a word of the rest of the description (see RELATED), or a generic word of the clause one
 * of `nameWords` (the name's content-word keys).
 */
export function readDescription(
  description: string,
  whenToUse = '',
  skillWords: ReadonlySet<string> | SkillWords | null = null,
  topicWords: ReadonlySet<string> | null = null,
  nameWords: ReadonlySet<string> | null = null,
): DescriptionReading {
  const read = clausesOf(description, whenToUse);
  const { stuffed, empty, own, judgedBy, whatText, rest } = read;
  let trig = read.trig;
  const unrelated: string[] = [];
  let ownTrig = trig.slice(0, own);
  // A skill with too little text to compare with keeps every trigger clause.
  const skill = skillWords === null || 'hasStem' in skillWords ? skillWords : unionOfWords([() => skillWords]);
  if (skill !== null && skill.atLeast(RELATED.minSkillWords)) {
    // The skill's words are asked stem by stem (SkillWords), the rest of the description's stemmed here.
    const topic = topicWords === null || !skill.stemsAtLeast(RELATED.topicFromSkillWords) ? null : new Set<string>();
    for (const w of topicWords ?? []) topic?.add(stem(w));
    const whatStems = whatStemsOf(read);
    if (topic !== null) for (const k of whatStems) topic.add(k);
    const hasStem = (k: string) => whatStems.has(k) || skill.hasStem(k);
    // A description that is one situation and nothing else states the skill's subject in that
    // situation: there is no rest to share a word with, and the name and headings often word the
    // subject differently ("bug" under "Debugging"). Its opening clause needs no topic word.
    const opening = own > 0 && rest.size === 0 ? trig[0] : null;
    const few = !skill.atLeast(RELATED.fewerFromSkillWords);
    const named = topic === null || nameWords === null ? null : new Set(Array.from(nameWords, stem));
    const related = (t: string) =>
      relatedClause(judgedBy.get(t) ?? t, hasStem, t === opening ? null : topic, few, named);
    unrelated.push(...trig.filter((t) => !related(t)));
    ownTrig = ownTrig.filter(related);
    trig = trig.filter(related);
  }
  const triggerText = trig.join(' ');
  const situation = new Set(specificWords(withoutOpenerWords(triggerText)));
  const all = new Set([...situation, ...rest]);
  return {
    trigger: trig.length > 0,
    triggerText,
    whatText,
    units: all.size,
    situationWords: situation.size,
    whatWords: rest.size,
    descriptionSituationWords: new Set(specificWords(withoutOpenerWords(ownTrig.join(' ')))).size,
    stuffed: [...stuffed],
    unrelated,
    idle: [...stuffed, ...unrelated, ...empty],
  };
}
