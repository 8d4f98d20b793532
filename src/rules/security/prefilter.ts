// The shared prefilter of the security rules: one needle scan per text, one gate per pattern.
import type { Line } from './text.js';

// Running some twenty case-insensitive Unicode patterns on every line dominated the cost on long
// skills, though hardly any line can match any of them. So each phrase pattern has a gate: needle
// groups such that every match of the pattern contains a needle of each group (after case folding).
// One scan of the folded text records which groups occur on which line, and a pattern runs only on
// lines whose groups satisfy its gate. A gate skips only lines the pattern cannot match, so findings
// are the same with and without it (`scanSecurity(skill, { prefilter: false })`; a test compares).
// Needles are lower case without whitespace, so none spans a `\s` of a pattern or a joined line.

/** Needle groups; each gate below says, next to its pattern, why every match contains a needle. */
export const NEEDLES = {
  ignoreVerb: ['ignore', 'disregard', 'forget', 'override', 'bypass', 'discard'],
  you: ['you'],
  now: ['now'],
  modeOrAnything: ['mode', 'anything'],
  system: ['system'],
  chatToken: ['<|', '<<', 'inst]'],
  giveVerb: ['give', 'award', 'assign', 'grant'],
  self: ['skill', 'plugin', 'submission'],
  topWord: ['full', 'max', 'perfect', 'top', 'highest'],
  scoreVerb: ['score', 'rate', 'grade', 'mark', 'rank', 'evaluate'],
  slash: ['/'],
  deserves: ['deserves', 'merits', 'should'],
  grader: ['evaluator', 'judge', 'grader', 'scorer', 'rater'],
  graderWide: ['evaluat', 'judge', 'grad', 'scorer', 'rater', 'reviewer', 'assessor'],
  aiWord: ['llm', 'ai', 'automated', 'language'],
  reviewer: ['reviewer', 'assessor', 'evaluator', 'judge', 'grader', 'scorer', 'rater'],
  foreignTop: ['maxima', 'meilleure', 'xima', 'massimo', 'punktzahl', 'bestnote'],
  answerVerb: ['respond', 'reply', 'answer', 'output', 'return'],
  brace: ['{'],
  downloader: [
    'curl',
    'wget',
    'iwr',
    'irm',
    'invoke-webrequest',
    'invoke-restmethod',
    'fetch',
    'net.webclient',
    'downloadstring',
  ],
  pipe: ['|'],
  envOrSet: ['env', 'set'],
  dumpTarget: ['curl', 'wget', 'nc', 'netcat', 'base64', 'iwr', 'irm', 'invoke-webrequest', 'invoke-restmethod'],
  procOrKeychain: ['/proc/', 'security'],
  credentialPath: [
    '.ssh',
    'id_',
    '.aws',
    'netrc',
    '.git-credentials',
    '.pgpass',
    '.pypirc',
    'hosts.y',
    '.docker',
    '.kube',
    '/etc/shadow',
    '.env',
  ],
  secretEnv: ['token', 'secret', 'api_key', 'apikey', 'passw', 'private_key', 'access_key', 'github_pat'],
  secretWord: ['api', 'token', 'secret', 'private', 'password', 'credential', 'session'],
} as const;
export type NeedleGroup = keyof typeof NEEDLES;

const GROUP_BIT = new Map<NeedleGroup, number>((Object.keys(NEEDLES) as NeedleGroup[]).map((g, i) => [g, 1 << i]));
if (GROUP_BIT.size > 31) throw new Error('security prefilter: more needle groups than bits');

/**
 * The needles in tables for one pass over a text, by the characters they start with (all ASCII):
 * the groups of the one-character needles by their character, of the two-character ones by their
 * pair, and the longer ones in buckets by a hash of their first three characters. At each position
 * a table look-up rules out nearly every needle; a bucket's few needles are then compared.
 */
const TRIGRAM_BUCKETS = 1 << 12;
const trigramOf = (a: number, b: number, c: number) => (((a * 131 + b) * 131 + c) >>> 0) & (TRIGRAM_BUCKETS - 1);
const NEEDLE_TABLES = (() => {
  const own = new Map<string, number>();
  for (const [group, needles] of Object.entries(NEEDLES) as Array<[NeedleGroup, readonly string[]]>) {
    for (const n of needles) {
      if (n !== n.toLowerCase() || /\s/u.test(n) || n === '' || !/^[\x21-\x7e]+$/u.test(n))
        throw new Error(`security prefilter: bad needle "${n}"`);
      own.set(n, (own.get(n) ?? 0) | (GROUP_BIT.get(group) as number));
    }
  }
  const single = new Uint32Array(128);
  const pair = new Uint32Array(128 * 128);
  /** Bucket of each trigram hash: -1 for none, else an index into `buckets`. */
  const bucketOf = new Int16Array(TRIGRAM_BUCKETS).fill(-1);
  const buckets: Array<{ needles: string[]; bits: number[] }> = [];
  for (const [n, bits] of own) {
    if (n.length === 1) single[n.charCodeAt(0)] |= bits;
    else if (n.length === 2) pair[(n.charCodeAt(0) << 7) | n.charCodeAt(1)] |= bits;
    else {
      const h = trigramOf(n.charCodeAt(0), n.charCodeAt(1), n.charCodeAt(2));
      if (bucketOf[h] < 0) {
        bucketOf[h] = buckets.length;
        buckets.push({ needles: [], bits: [] });
      }
      buckets[bucketOf[h]].needles.push(n);
      buckets[bucketOf[h]].bits.push(bits);
    }
  }
  return { single, pair, bucketOf, buckets };
})();

/** A gate: the pattern can match only where all groups of at least one conjunction occur. */
export type Gate = readonly number[];
export function allOf(...groups: NeedleGroup[]): number {
  return groups.reduce((bits, g) => bits | (GROUP_BIT.get(g) as number), 0);
}

/** Case folding as /iu patterns see ASCII: toLowerCase maps the Kelvin sign to k; the long s (U+017F),
 *  which /iu equates with s, toLowerCase leaves alone. Only these fold onto ASCII letters. */
export function foldCase(s: string): string {
  return s.toLowerCase().replace(/\u017f/gu, 's');
}

/** Which needle groups occur on each line; with the prefilter off every gate passes. */
export class NeedleIndex {
  private constructor(private readonly masks: Uint32Array | null) {}

  /** `text`, when given, is `lines` joined by newlines (saves joining them again); `folded`, foldCase(text). */
  static of(lines: readonly string[], enabled: boolean, text?: string, folded?: string): NeedleIndex {
    if (!enabled) return new NeedleIndex(null);
    const masks = new Uint32Array(lines.length);
    // Folded whole (faster than line by line); folding never makes or removes a line break, but may
    // change lengths, so lines are counted in the folded text.
    const joined = folded ?? foldCase(text ?? lines.join('\n'));
    // One pass: at each position the tables give the needles that can start there (see NEEDLE_TABLES).
    const { single, pair, bucketOf, buckets } = NEEDLE_TABLES;
    const n = joined.length;
    let k = 0;
    let a = n > 0 ? joined.charCodeAt(0) : 0;
    let b = n > 1 ? joined.charCodeAt(1) : 0;
    for (let i = 0; i < n; i++) {
      // The next two characters (0 past the end: no needle holds NUL).
      const c = i + 2 < n ? joined.charCodeAt(i + 2) : 0;
      if (a === 0x0a) {
        k++;
      } else if (a < 128) {
        let found = single[a];
        if (b < 128 && b !== 0) {
          found |= pair[(a << 7) | b];
          const at = c !== 0 && c < 128 ? bucketOf[trigramOf(a, b, c)] : -1;
          if (at >= 0) {
            const { needles, bits } = buckets[at];
            for (let j = 0; j < needles.length; j++) if (joined.startsWith(needles[j], i)) found |= bits[j];
          }
        }
        if (found !== 0) masks[k] |= found;
      }
      a = b;
      b = c;
    }
    return new NeedleIndex(masks);
  }

  /** The index of logical lines: a needle in a logical line lies within one of its physical lines. */
  forLogical(logical: readonly Line[]): NeedleIndex {
    if (!this.masks) return this;
    const masks = new Uint32Array(logical.length);
    for (let j = 0; j < logical.length; j++) {
      for (let i = logical[j].line - 1; i < logical[j].last; i++) masks[j] |= this.masks[i];
    }
    return new NeedleIndex(masks);
  }

  /** Whether the line holds no needle at all (then no gate passes); false with the prefilter off. */
  none(line: number): boolean {
    return this.masks !== null && this.masks[line] === 0;
  }

  passes(line: number, gate: Gate): boolean {
    if (!this.masks) return true;
    const mask = this.masks[line];
    return gate.some((bits) => (mask & bits) === bits);
  }
}
