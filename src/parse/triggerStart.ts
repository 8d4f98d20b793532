// Where a clause of a description starts to say when to use the skill: a situation opener ("When
// …", "Any time …"), a use-verb followed by a situation word ("Use when …", "Invoke before …"), an
// adjective of fit ("useful when …"), or "when"/"if" followed by a subject or a gerund.

/** Words that open a situation at the start of a sentence or clause. */
const OPENERS = ['when', 'whenever', 'if', 'anytime', 'before', 'after', 'once', 'while', 'during'];
const OPENER_PAIRS = ['any time', 'every time', 'in case', 'as soon as'];
/** Verbs that, followed by a situation word, make a trigger ("use … when", "invoke before", "trigger on"). */
const USE_VERBS = new Set([
  'use',
  'used',
  'uses',
  'invoke',
  'invoked',
  'invokes',
  'trigger',
  'triggers',
  'triggered',
  'activate',
  'activates',
  'activated',
  'apply',
  'applies',
  'applied',
  'load',
  'loads',
  'loaded',
  'autoload',
  'autoloads',
  'auto-load',
  'auto-loads',
  'consult',
  'call',
  'run',
  'choose',
  'pick',
]);
/** Adverbs that open a pushing sentence ("Always use …", "Also for …", "Never skip …"). */
const PUSH_OPENERS = new Set(['always', 'also', 'never', 'must']);

/**
 * Whether a word, capitalised, opens a new sentence of a description: a use-verb, a situation
 * opener or a pushing adverb ("Use", "When", "Always"). A run of bare terms with no full stop after
 * it ends there ("TRIGGERS - a, b, what happened Use for …").
 */
export function opensSentence(word: string): boolean {
  const first = word.charAt(0);
  if (first === '' || first === first.toLowerCase()) return false;
  const w = word.toLowerCase();
  return USE_VERBS.has(w) || OPENERS.includes(w) || PUSH_OPENERS.has(w);
}

/** Imperative use-verbs that, followed by "to" and a verb, name the job the skill is for. */
const PURPOSE_VERBS = new Set(['use', 'invoke', 'load', 'consult']);
/** Words allowed between the verb and the situation word. */
const FILLER = new Set([
  'this',
  'it',
  'skill',
  'the',
  'these',
  'tool',
  'plugin',
  'agent',
  'immediately',
  'proactively',
  'automatically',
  'always',
  'only',
  'also',
  'and',
  'or',
  'should',
  'be',
  'must',
  'you',
  'me',
  'them',
  'whenever',
  'just',
  'right',
  'first',
  'especially',
  'instead',
  'then',
]);
/** Situation words after a use-verb. `for` and `on` only directly after the verb and its fillers. */
const SITUATION = new Set([
  'when',
  'whenever',
  'before',
  'after',
  'if',
  'anytime',
  'during',
  'while',
  'once',
  'for',
  'on',
  'whenever:',
  'when:',
]);
/** Adjectives that, followed by a situation word, say when ("useful when", "intended for use when"). */
const FIT_WORDS = new Set([
  'useful',
  'helpful',
  'relevant',
  'applicable',
  'appropriate',
  'ideal',
  'intended',
  'designed',
  'meant',
  'suited',
  'suitable',
  'needed',
  'required',
  'best',
]);
/** After `when`/`if` anywhere: a subject or a gerund makes it a situation ("when the user …", "if working on …"). */
const SUBJECTS = new Set([
  'the',
  'a',
  'an',
  'user',
  'users',
  'you',
  'your',
  'someone',
  'claude',
  'asked',
  'there',
  "it's",
  'they',
  'we',
  'somebody',
  'people',
  'anyone',
  'requested',
  'needed',
  'given',
  'presented',
  'dealing',
  'about',
]);

const TOKEN = /[\p{L}\p{N}][\p{L}\p{N}'’:-]*|[—–]/gu;

/** How many tokens behind the one read last a Tokens keeps before dropping them. */
const TOKENS_KEPT = 64;

/**
 * The lower-cased tokens of a clause, read as far as asked for and kept only a few behind: a long
 * clause's every token in one array would cross V8's large-object size.
 */
class Tokens {
  private readonly pattern = new RegExp(TOKEN.source, TOKEN.flags);
  private readonly text: string;
  private kept: string[] = [];
  /** Index of kept[0]. */
  private first = 0;
  private ended = false;

  constructor(clause: string) {
    this.text = clause.toLowerCase();
  }

  /** Token i, or undefined past the last (i at least the last index passed to `forget`). */
  at(i: number): string | undefined {
    while (!this.ended && i >= this.first + this.kept.length) {
      const m = this.pattern.exec(this.text);
      if (m === null) this.ended = true;
      else this.kept.push(m[0]);
    }
    return this.kept[i - this.first];
  }

  /** Tokens before i are not asked for again. */
  forget(i: number): void {
    if (i - this.first <= TOKENS_KEPT) return;
    this.kept = this.kept.slice(i - this.first);
    this.first = i;
  }
}

/** Index of the token where the clause's trigger starts, or -1. */
export function triggerStart(clause: string): number {
  const tokens = new Tokens(clause);
  const t = (i: number) => tokens.at(i);
  if (t(0) === undefined) return -1;
  // A token without its trailing colons and apostrophes (by hand: /[:’']+$/ retries a run from each of its characters).
  const word = (i: number) => {
    const w = t(i) ?? '';
    let end = w.length;
    while (end > 0 && ":’'".includes(w[end - 1])) end--;
    return w.slice(0, end);
  };
  // A clause opening on a situation ("When Claude needs to …", "Any time a .pptx file is involved").
  if (OPENERS.includes(word(0)) && word(1) !== 'to') return 0;
  if (OPENER_PAIRS.some((p) => `${word(0)} ${word(1)}` === p || `${word(0)} ${word(1)} ${word(2)}` === p)) return 0;
  for (let i = 0; t(i) !== undefined; i++) {
    tokens.forget(i);
    const w = word(i);
    if (USE_VERBS.has(w) || (w === 'auto' && (word(i + 1) === 'load' || word(i + 1) === 'loads'))) {
      let j = i + 1;
      if (w === 'auto') j++;
      // "TRIGGER:" / "Triggers —" announce a list of situations.
      if (
        (w === 'trigger' || w === 'triggers') &&
        (t(i)?.endsWith(':') || t(j) === '—' || t(j) === '–' || t(j) === undefined)
      )
        return i;
      let skipped = 0;
      while (t(j) !== undefined && (FILLER.has(word(j)) || t(j) === '—' || t(j) === '–') && skipped < 5) {
        j++;
        skipped++;
      }
      const s = word(j);
      if (
        SITUATION.has(s) ||
        (s === 'any' && word(j + 1) === 'time') ||
        (s === 'every' && word(j + 1) === 'time') ||
        (s === 'in' && word(j + 1) === 'case')
      ) {
        // "for" and "on" only right after the verb and its fillers, and not "use for free".
        return i;
      }
      if (w === 'use' && s === 'whenever') return i;
      // "Use to discover …", "Use this skill to audit …": the job it is used for, as "use for auditing".
      if (PURPOSE_VERBS.has(t(i) ?? '') && s === 'to' && /^\p{L}+$/u.test(word(j + 1)) && !FILLER.has(word(j + 1)))
        return i;
    }
    if (FIT_WORDS.has(w)) {
      let j = i + 1;
      if (word(j) === 'for' && word(j + 1) === 'use') j += 2;
      const s = word(j);
      if (['when', 'whenever', 'if', 'before', 'after', 'during', 'while'].includes(s)) return i;
    }
    if ((w === 'when' || w === 'if' || w === 'once' || w === 'while') && word(i + 1) !== 'to') {
      const n = word(i + 1);
      if (SUBJECTS.has(n) || /ing$/.test(n)) return i;
    }
    if (w === 'whenever' || w === 'anytime' || ((w === 'any' || w === 'every') && word(i + 1) === 'time')) return i;
  }
  return -1;
}

/** Char offset of the n-th token of a clause. */
export function tokenOffset(clause: string, n: number): number {
  let i = 0;
  for (const m of clause.toLowerCase().matchAll(TOKEN)) {
    if (i++ === n) return m.index;
  }
  return clause.length;
}
