// Security findings (issue 6): what a pull request slips into a skill that will run inside other
// people's agents. Deterministic, reported in the PR comment and as annotations, never counted in
// the composite. Every scan is linear in the text (SKILL.md may be 1 MiB): patterns start with a
// literal keyword, gaps are bounded, and runs of characters are counted by hand, not by regex.
import { lineIndex } from '../parse/pytext.js';
import type { Finding, ParsedSkill } from '../types.js';
import { registerRules, type RuleInfo } from './catalog.js';

// ---- Thresholds -------------------------------------------------------------------------------

/** Consecutive blank lines after which further text counts as hidden. */
export const BLANK_RUN_MIN = 20;
/** Spaces or tabs before text on one line after which it counts as pushed off-screen. */
export const HORIZONTAL_PAD_MIN = 120;
/** Shortest base64 run (characters) reported as an encoded blob. */
export const BASE64_MIN_CHARS = 200;
/** Shortest hexadecimal run (digits) reported as an encoded blob: longer than a SHA-512 digest (128),
 *  which a skill that verifies its downloads legitimately quotes. */
export const HEX_MIN_CHARS = 129;
/** A line made only of base64 characters and at least this long continues a wrapped blob. */
export const BASE64_WRAPPED_LINE_MIN = 40;
/** A base64 run with more than 1 slash per this many characters is a path, not a blob. */
export const BASE64_CHARS_PER_SLASH = 16;
/** Words an HTML comment needs before it can be an instruction (`<!-- TODO -->` is not). */
export const COMMENT_MIN_WORDS = 3;
/** How far apart (characters, same logical line) a verb and a credential may be. */
export const CREDENTIAL_PROXIMITY = 80;
/** Longest path token looked at around a credential needle (either side). */
export const MAX_PATH_TOKEN = 256;
/** How far before a verb a negation ("never print the token") is looked for. */
export const NEGATION_WINDOW = 40;
/** How far after `fetch(` its options (`method: 'POST'`) are looked for. */
export const FETCH_OPTIONS_WINDOW = 400;
/** How far back on its line a comment looks for an opening backtick (inline code spans are short). */
export const INLINE_CODE_LOOKBACK = 200;
/** Findings kept per rule; the last one kept says how many more there were. */
export const MAX_FINDINGS_PER_RULE = 20;
/** Excerpts quoted in messages are cut to this many code points. */
export const EXCERPT_MAX = 80;

/** Sort weight of each level (Finding.severity). */
export const LEVEL_SEVERITY: Record<Finding['level'], number> = { high: 0.9, medium: 0.6, low: 0.3, info: 0.1 };
/** The level the Action's `security-gate` input fails on. */
export const HIGH_SEVERITY: Finding['level'] = 'high';

// ---- Rules ------------------------------------------------------------------------------------

export const HIDDEN_COMMENT = 'HIDDEN_COMMENT_INSTRUCTIONS';
export const HIDDEN_AFTER_BLANKS = 'HIDDEN_AFTER_BLANK_LINES';
export const INVISIBLE_CHARACTERS = 'INVISIBLE_CHARACTERS';
export const BIDI_OVERRIDE = 'BIDI_OVERRIDE';
export const PROMPT_INJECTION_OVERRIDE = 'PROMPT_INJECTION_OVERRIDE';
export const PROMPT_INJECTION_JUDGE = 'PROMPT_INJECTION_JUDGE';
export const PIPE_TO_SHELL = 'PIPE_TO_SHELL';
export const ENCODED_BLOB = 'ENCODED_BLOB';
export const POST_TO_UNKNOWN_HOST = 'POST_TO_UNKNOWN_HOST';
export const EXFILTRATION_ENDPOINT = 'EXFILTRATION_ENDPOINT';
export const CREDENTIAL_ACCESS = 'CREDENTIAL_ACCESS';

export const SECURITY_RULES: RuleInfo[] = [
  {
    id: HIDDEN_COMMENT,
    title: 'Instructions hidden in an HTML comment',
    description: 'An HTML comment, invisible on the rendered page but read by the model, contains instructions.',
    fix: 'Move the instructions into visible text where reviewers can read them, or delete the comment.',
  },
  {
    id: HIDDEN_AFTER_BLANKS,
    title: 'Text hidden after blank space',
    description: `Text follows ${BLANK_RUN_MIN}+ blank lines (or ${HORIZONTAL_PAD_MIN}+ spaces), out of sight of a reviewer scrolling the page.`,
    fix: 'Remove the padding so all text is visible, or delete the hidden text.',
  },
  {
    id: INVISIBLE_CHARACTERS,
    title: 'Invisible characters',
    description: 'Zero-width or Unicode tag characters can hide text or split words so that reviewers and filters miss them.',
    fix: 'Delete the invisible characters (most editors can show them); keep only those emoji or scripts need.',
  },
  {
    id: BIDI_OVERRIDE,
    title: 'Bidirectional override characters',
    description: 'Bidirectional control characters make text display in a different order from the order the model reads it.',
    fix: 'Delete the bidirectional control characters (U+202A–U+202E, U+2066–U+2069).',
  },
  {
    id: PROMPT_INJECTION_OVERRIDE,
    title: 'Prompt-injection override',
    description: 'The text tries to override the agent\'s instructions ("ignore previous instructions", "you are now …", a new system prompt).',
    fix: 'Remove the override; a skill should add guidance, not replace the agent\'s instructions.',
  },
  {
    id: PROMPT_INJECTION_JUDGE,
    title: 'Prompt injection aimed at the judge',
    description: 'The text addresses the evaluator or asks for a score ("give this skill full marks"); LLM scores taken with it present are suspect.',
    fix: 'Remove text addressed to graders; let the skill be judged on its content.',
  },
  {
    id: PIPE_TO_SHELL,
    title: 'Download piped into a shell',
    description: 'A command runs code straight from the network (`curl … | sh`, `iwr … | iex`) without letting anyone see or verify it.',
    fix: 'Download to a file, verify a pinned checksum or signature, then run it; or use a package manager.',
  },
  {
    id: ENCODED_BLOB,
    title: 'Long encoded blob',
    description: `A base64 run of ${BASE64_MIN_CHARS}+ characters or a hex run of ${HEX_MIN_CHARS}+ digits hides content from review.`,
    fix: 'Ship the content as a readable file (or drop it) and reference it; never embed encoded payloads or keys.',
  },
  {
    id: POST_TO_UNKNOWN_HOST,
    title: 'Data posted to an unknown host',
    description: 'A command or code sample sends data (POST, upload, form) to a host outside the well-known allow-list.',
    fix: 'Make sure the host is the service the skill is about; do not send local files or data elsewhere.',
  },
  {
    id: EXFILTRATION_ENDPOINT,
    title: 'Exfiltration endpoint',
    description: 'The text points at a paste, tunnel or request-capture service (pastebin, ngrok, webhook.site, requestbin, …) often used to exfiltrate data.',
    fix: 'Remove the endpoint; a skill has no reason to send data to a capture service.',
  },
  {
    id: CREDENTIAL_ACCESS,
    title: 'Credential access',
    description: 'The text reads, prints or sends credentials (`~/.ssh`, `.env`, `~/.aws/credentials`, tokens, API keys).',
    fix: 'Never have a skill read or disclose secrets; let tools take credentials from the environment themselves.',
  },
];

registerRules(SECURITY_RULES);

// ---- Text helpers -----------------------------------------------------------------------------

/** Zero-width characters (and the invisible math operators and the Mongolian vowel separator). */
function isZeroWidth(cp: number): boolean {
  return (cp >= 0x200b && cp <= 0x200d) || (cp >= 0x2060 && cp <= 0x2064) || cp === 0xfeff || cp === 0x180e;
}
/** Unicode tag characters: invisible ASCII look-alikes ("ASCII smuggling"). */
function isTagChar(cp: number): boolean {
  return cp >= 0xe0000 && cp <= 0xe007f;
}
function isBidiControl(cp: number): boolean {
  return (cp >= 0x202a && cp <= 0x202e) || (cp >= 0x2066 && cp <= 0x2069);
}

const INVISIBLE_CLASS = '[\\u200b-\\u200d\\u2060-\\u2064\\ufeff\\u180e\\u202a-\\u202e\\u2066-\\u2069\\u{e0000}-\\u{e007f}]';
const INVISIBLE_RE = new RegExp(INVISIBLE_CLASS, 'gu');
const HAS_INVISIBLE_RE = new RegExp(INVISIBLE_CLASS, 'u');
const EMOJI_RE = /[\p{Extended_Pictographic}\p{Emoji_Modifier}\ufe0f\u20e3]/u;
const LETTER_OR_MARK_RE = /[\p{L}\p{M}]/u;

const ASCII_ONLY_RE = /^[\x00-\x7f]*$/u;

/** Text the phrase rules look at: compatibility-normalised, invisible characters removed. */
function normalise(line: string): string {
  // ASCII is NFKC-stable and holds no invisible character: most lines need no work.
  if (ASCII_ONLY_RE.test(line)) return line;
  return line.normalize('NFKC').replace(INVISIBLE_RE, '');
}

function hex(cp: number): string {
  return 'U+' + cp.toString(16).toUpperCase().padStart(4, '0');
}

/** A short, safe quote of hostile text: controls and invisibles shown as U+XXXX, whitespace collapsed. */
export function excerpt(s: string, max = EXCERPT_MAX): string {
  let out = '';
  let n = 0;
  for (const ch of s.replace(/\s+/g, ' ').trim()) {
    const cp = ch.codePointAt(0) as number;
    const shown = cp < 0x20 || (cp >= 0x7f && cp < 0xa0) || isZeroWidth(cp) || isTagChar(cp) || isBidiControl(cp) ? `<${hex(cp)}>` : ch;
    out += shown;
    if (++n >= max) return out + '…';
  }
  return out;
}

interface Line {
  /** 1-based line number of the first physical line. */
  line: number;
  text: string;
}

/** A shell line continued on the next: it ends with a backslash, or with PowerShell's lone backtick
 *  after a space (a backtick closing Markdown inline code is not one). */
function continuesOnNextLine(line: string): boolean {
  if (/\\\s*$/u.test(line)) return true;
  return /\s`\s*$/u.test(line) && line.indexOf('`') === line.lastIndexOf('`');
}

/** Physical lines joined where a shell command continues on the next line. */
function logicalLines(lines: readonly string[]): Line[] {
  const out: Line[] = [];
  let current: Line | null = null;
  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i];
    const continues = continuesOnNextLine(raw);
    const piece = continues ? raw.replace(/[\\`]\s*$/u, ' ') : raw;
    if (current) current.text += piece;
    else current = { line: i + 1, text: piece };
    if (!continues) {
      out.push(current);
      current = null;
    }
  }
  if (current) out.push(current);
  return out;
}

/** Which lines (0-based) lie inside fenced code blocks (``` or ~~~), fences included. */
function fencedLines(lines: readonly string[]): boolean[] {
  const inside: boolean[] = new Array(lines.length).fill(false);
  let open: { ch: string; len: number } | null = null;
  for (let i = 0; i < lines.length; i++) {
    const m = /^ {0,3}(`{3,}|~{3,})/.exec(lines[i]);
    if (open) {
      inside[i] = true;
      if (m && m[1][0] === open.ch && m[1].length >= open.len && lines[i].trim() === m[1]) open = null;
    } else if (m) {
      inside[i] = true;
      open = { ch: m[1][0], len: m[1].length };
    }
  }
  return inside;
}

const NEGATION_RE = /\b(?:never|not|don'?t|do\s+not|avoid|without|no|cannot|can'?t|mustn'?t|shouldn'?t|won'?t|refuse|forbidden|prohibited)\b/iu;

/** Whether the clause just before `at` negates what follows ("never print the token"). */
function negatedBefore(text: string, at: number): boolean {
  const window = text.slice(Math.max(0, at - NEGATION_WINDOW), at);
  const clause = window.split(/[.!?;:]/u).pop() ?? '';
  return NEGATION_RE.test(clause);
}

function allMatches(re: RegExp, s: string): RegExpMatchArray[] {
  re.lastIndex = 0;
  return [...s.matchAll(re)];
}

// ---- Prefilter --------------------------------------------------------------------------------
// Running some twenty case-insensitive Unicode patterns on every line dominated the cost on long
// skills, though hardly any line can match any of them. So each phrase pattern has a gate: needle
// groups such that every match of the pattern contains a needle of each group (after case folding).
// One scan of the folded text records which groups occur on which line, and a pattern runs only on
// lines whose groups satisfy its gate. A gate skips only lines the pattern cannot match, so findings
// are the same with and without it (`scanSecurity(skill, { prefilter: false })`; a test compares).
// Needles are lower case without whitespace, so none spans a `\s` of a pattern or a joined line.

/** Needle groups; each gate below says, next to its pattern, why every match contains a needle. */
const NEEDLES = {
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
  answerVerb: ['respond', 'reply', 'answer', 'output', 'return'],
  brace: ['{'],
  downloader: ['curl', 'wget', 'iwr', 'irm', 'invoke-webrequest', 'invoke-restmethod', 'fetch', 'net.webclient', 'downloadstring'],
  pipe: ['|'],
  envOrSet: ['env', 'set'],
  dumpTarget: ['curl', 'wget', 'nc', 'netcat', 'base64', 'iwr', 'irm', 'invoke-webrequest', 'invoke-restmethod'],
  procOrKeychain: ['/proc/', 'security'],
  credentialPath: ['.ssh', 'id_', '.aws', 'netrc', '.git-credentials', '.pgpass', '.pypirc', 'hosts.y', '.docker', '.kube', '/etc/shadow', '.env'],
  secretEnv: ['token', 'secret', 'api_key', 'apikey', 'passw', 'private_key', 'access_key', 'github_pat'],
  secretWord: ['api', 'token', 'secret', 'private', 'password', 'credential', 'session'],
} as const;
type NeedleGroup = keyof typeof NEEDLES;

const GROUP_BIT = new Map<NeedleGroup, number>((Object.keys(NEEDLES) as NeedleGroup[]).map((g, i) => [g, 1 << i]));
if (GROUP_BIT.size > 31) throw new Error('security prefilter: more needle groups than bits');

/** Groups each needle belongs to; a needle also stands for the needles that are prefixes of it, since
 *  the scan reports only the longest needle starting at a position. */
const NEEDLE_BITS = (() => {
  const own = new Map<string, number>();
  for (const [group, needles] of Object.entries(NEEDLES) as Array<[NeedleGroup, readonly string[]]>) {
    for (const n of needles) {
      if (n !== n.toLowerCase() || /\s/u.test(n) || n === '') throw new Error(`security prefilter: bad needle "${n}"`);
      own.set(n, (own.get(n) ?? 0) | (GROUP_BIT.get(group) as number));
    }
  }
  const closed = new Map<string, number>();
  for (const n of own.keys()) {
    let bits = 0;
    for (const [m, b] of own) if (n.startsWith(m)) bits |= b;
    closed.set(n, bits);
  }
  return closed;
})();
/** All needles, longest first so that the alternative taken at a position is the longest there. */
const NEEDLE_RE = new RegExp(
  [...NEEDLE_BITS.keys()]
    .sort((a, b) => b.length - a.length)
    .map((n) => n.replace(/[.*+?^${}()|[\]\\/]/gu, '\\$&'))
    .join('|'),
  'g',
);

/** A gate: the pattern can match only where all groups of at least one conjunction occur. */
type Gate = readonly number[];
function allOf(...groups: NeedleGroup[]): number {
  return groups.reduce((bits, g) => bits | (GROUP_BIT.get(g) as number), 0);
}

/** Case folding as /iu patterns see ASCII: toLowerCase maps the Kelvin sign to k; the long s (U+017F),
 *  which /iu equates with s, toLowerCase leaves alone. Only these fold onto ASCII letters. */
function foldCase(s: string): string {
  return s.toLowerCase().replace(/\u017f/gu, 's');
}

/** Which needle groups occur on each line; with the prefilter off every gate passes. */
class NeedleIndex {
  private constructor(private readonly masks: Uint32Array | null) {}

  static of(lines: readonly string[], enabled: boolean): NeedleIndex {
    if (!enabled) return new NeedleIndex(null);
    const masks = new Uint32Array(lines.length);
    // Folded whole (faster than line by line); folding never makes or removes a line break.
    const joined = foldCase(lines.join('\n'));
    let k = 0;
    let lineEnd = joined.indexOf('\n');
    if (lineEnd < 0) lineEnd = joined.length;
    NEEDLE_RE.lastIndex = 0;
    for (let m = NEEDLE_RE.exec(joined); m; m = NEEDLE_RE.exec(joined)) {
      while (m.index > lineEnd) {
        k++;
        lineEnd = joined.indexOf('\n', lineEnd + 1);
        if (lineEnd < 0) lineEnd = joined.length;
      }
      masks[k] |= NEEDLE_BITS.get(m[0]) as number;
      NEEDLE_RE.lastIndex = m.index + 1; // needles may overlap
    }
    return new NeedleIndex(masks);
  }

  /** The index of logical lines: a needle in a logical line lies within one of its physical lines. */
  forLogical(logical: readonly Line[], physicalCount: number): NeedleIndex {
    if (!this.masks) return this;
    const masks = new Uint32Array(logical.length);
    for (let j = 0; j < logical.length; j++) {
      const end = j + 1 < logical.length ? logical[j + 1].line - 1 : physicalCount;
      for (let i = logical[j].line - 1; i < end; i++) masks[j] |= this.masks[i];
    }
    return new NeedleIndex(masks);
  }

  passes(line: number, gate: Gate): boolean {
    if (!this.masks) return true;
    const mask = this.masks[line];
    return gate.some((bits) => (mask & bits) === bits);
  }
}

// ---- Collector --------------------------------------------------------------------------------

class Collector {
  private readonly byRule = new Map<string, Finding[]>();
  private readonly seen = new Set<string>();
  private readonly overflow = new Map<string, number>();

  constructor(private readonly file: string) {}

  add(rule: string, level: Finding['level'], line: number, message: string): void {
    const key = `${rule}:${line}`;
    if (this.seen.has(key)) return;
    this.seen.add(key);
    const list = this.byRule.get(rule) ?? [];
    if (list.length >= MAX_FINDINGS_PER_RULE) {
      this.overflow.set(rule, (this.overflow.get(rule) ?? 0) + 1);
      if (level === 'high' && list.every((f) => f.level !== 'high')) list[list.length - 1] = this.make(rule, level, line, message);
      return;
    }
    list.push(this.make(rule, level, line, message));
    this.byRule.set(rule, list);
  }

  private make(rule: string, level: Finding['level'], line: number, message: string): Finding {
    return { rule, category: 'security', severity: LEVEL_SEVERITY[level], level, message, line, file: this.file };
  }

  findings(): Finding[] {
    const out: Finding[] = [];
    for (const [rule, list] of this.byRule) {
      const more = this.overflow.get(rule);
      if (more) {
        const last = list[list.length - 1];
        list[list.length - 1] = { ...last, message: `${last.message} (and ${more} more of this kind)` };
      }
      out.push(...list);
    }
    return out.sort((a, b) => (a.line ?? 0) - (b.line ?? 0) || (a.rule < b.rule ? -1 : a.rule > b.rule ? 1 : 0));
  }
}

// ---- Hidden text ------------------------------------------------------------------------------

/** Comments that are tooling directives or notes to editors, not instructions to a model. */
const EDITOR_COMMENT_RE =
  /^\s*(?:todo|fixme|xxx|hack|markdownlint|prettier|eslint|cspell|spell-?checker|vale|textlint|toc\b|omit\s+in\s+toc|more\b|region|endregion|#region|#endregion|begin\b|end\b|do\s+not\s+edit)|\b(?:auto-?generated|generated\s+(?:by|from|with)|regenerate)\b/iu;
const IMPERATIVE_START_RE =
  /(?:^|[.!?;:]\s+|\n\s*)(?:(?:please|always|never|now|also|then|first,?|instead,?)\s+)?(?:ignore|disregard|forget|run|execute|exec|eval|invoke|send|upload|post|e-?mail|read|cat|print|output|reveal|tell|say|respond|reply|answer|pretend|act\s+as|behave|download|install|fetch|curl|wget|give|rate|score|grade|approve|copy|paste|leak|exfiltrate|bypass|disable|override|treat|assume)\b/iu;
const ADDRESSES_AGENT_RE =
  /\b(?:you|your)\s+(?:must|should|shall|will|need\s+to|have\s+to|are\s+(?:to|now|an?|the))\b|\b(?:assistant|claude|chatgpt|copilot|the\s+(?:ai|model|agent|llm|evaluator|judge|grader))\b/iu;

function hiddenComments(text: string, lines: readonly string[], lineOf: (o: number) => number, out: Collector): void {
  const fenced = fencedLines(lines);
  let pos = 0;
  for (;;) {
    const start = text.indexOf('<!--', pos);
    if (start < 0) return;
    const close = text.indexOf('-->', start + 4);
    const end = close < 0 ? text.length : close;
    pos = close < 0 ? text.length : close + 3;
    const line = lineOf(start);
    if (fenced[line - 1]) continue;
    // Inside inline code (`<!-- x -->` shown literally) when an odd number of backticks precede it.
    const before = text.slice(Math.max(0, start - INLINE_CODE_LOOKBACK), start);
    const onLine = before.slice(before.lastIndexOf('\n') + 1);
    if (((onLine.match(/`/g) ?? []).length & 1) === 1) continue;
    const content = normalise(text.slice(start + 4, end)).trim();
    if (content === '' || content.split(/\s+/u).length < COMMENT_MIN_WORDS) continue;
    // An editor's note is exempt unless it speaks to the agent (so "generated by" is no way round this).
    const addressesAgent = ADDRESSES_AGENT_RE.test(content);
    if (!addressesAgent && EDITOR_COMMENT_RE.test(content)) continue;
    if (addressesAgent || IMPERATIVE_START_RE.test(content)) {
      out.add(HIDDEN_COMMENT, 'medium', line, `HTML comment with instructions: "${excerpt(content)}"`);
    }
  }
}

function isBlank(line: string): boolean {
  return line.replace(INVISIBLE_RE, '').trim() === '';
}

function hiddenAfterBlanks(lines: readonly string[], prefilter: boolean, out: Collector): void {
  let run = 0;
  for (let i = 0; i < lines.length; i++) {
    if (isBlank(lines[i])) {
      run++;
      continue;
    }
    if (run >= BLANK_RUN_MIN) {
      out.add(HIDDEN_AFTER_BLANKS, 'medium', i + 1, `Text after ${run} blank lines: "${excerpt(lines[i])}"`);
    }
    run = 0;
    // Horizontal padding: a long run of spaces or tabs pushes the rest of the line off-screen.
    if (prefilter && lines[i].length <= HORIZONTAL_PAD_MIN) continue; // too short to hold one
    let pad = 0;
    for (let j = 0; j < lines[i].length; j++) {
      const c = lines[i].charCodeAt(j);
      if (c === 0x20 || c === 0x09) {
        pad++;
      } else {
        if (pad >= HORIZONTAL_PAD_MIN) {
          out.add(HIDDEN_AFTER_BLANKS, 'medium', i + 1, `Text after ${pad} spaces on one line: "${excerpt(lines[i].slice(j))}"`);
          break;
        }
        pad = 0;
      }
    }
  }
}

// ---- Invisible and bidirectional characters ---------------------------------------------------

/** ZWJ/ZWNJ doing their legitimate job: joining emoji, or shaping Arabic, Indic and other scripts. */
function legitimateJoiner(cp: number, prev: string, next: string): boolean {
  if (cp !== 0x200c && cp !== 0x200d) return false;
  if (cp === 0x200d && EMOJI_RE.test(prev) && EMOJI_RE.test(next)) return true;
  const nonLatinLetter = (ch: string) => ch !== '' && (ch.codePointAt(0) as number) >= 0x0590 && LETTER_OR_MARK_RE.test(ch);
  return nonLatinLetter(prev) && nonLatinLetter(next);
}

function invisibleCharacters(lines: readonly string[], out: Collector): void {
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (!HAS_INVISIBLE_RE.test(line)) continue;
    const chars = Array.from(line);
    const zeroWidth = new Map<number, number>();
    const bidi = new Map<number, number>();
    let tags = '';
    let tagCount = 0;
    let flagTag = false; // tag characters after U+1F3F4 spell a subdivision flag (🏴 England, Scotland, Wales)
    for (let k = 0; k < chars.length; k++) {
      const cp = chars[k].codePointAt(0) as number;
      if (cp === 0x1f3f4) flagTag = true;
      else if (!isTagChar(cp)) flagTag = false;
      // A byte-order mark at the very start of the file is an encoding marker, not hidden text.
      if (cp === 0xfeff && i === 0 && k === 0) continue;
      if (isBidiControl(cp)) bidi.set(cp, (bidi.get(cp) ?? 0) + 1);
      else if (isTagChar(cp)) {
        if (flagTag) continue;
        tagCount++;
        if (cp >= 0xe0020 && cp <= 0xe007e) tags += String.fromCodePoint(cp - 0xe0000);
      } else if (isZeroWidth(cp) && !legitimateJoiner(cp, chars[k - 1] ?? '', chars[k + 1] ?? '')) {
        zeroWidth.set(cp, (zeroWidth.get(cp) ?? 0) + 1);
      }
    }
    const list = (m: Map<number, number>) => [...m].map(([cp, n]) => `${hex(cp)}×${n}`).join(', ');
    if (tagCount > 0) {
      out.add(INVISIBLE_CHARACTERS, 'high', i + 1, `${tagCount} Unicode tag characters hide text: "${excerpt(tags)}"`);
    } else if (zeroWidth.size > 0) {
      out.add(INVISIBLE_CHARACTERS, 'medium', i + 1, `Zero-width characters: ${list(zeroWidth)}`);
    }
    if (bidi.size > 0) out.add(BIDI_OVERRIDE, 'high', i + 1, `Bidirectional control characters: ${list(bidi)}`);
  }
}

// ---- Prompt injection -------------------------------------------------------------------------

const OVERRIDE_PATTERNS: RegExp[] = [
  // ignore / disregard / forget (all) (the) previous instructions
  /\b(?:ignore|disregard|forget|override|bypass|discard)\s+(?:(?:all|any|every|the|your|my|of|these|those)\s+){0,3}(?:previous|prior|preceding|above|earlier|former|original|initial|system)\s+(?:instructions?|prompts?|rules|directions|directives|guidelines|commands|context|messages|guidance|constraints)\b/iu,
  /\b(?:ignore|disregard|forget)\s+(?:everything|all)\s+(?:above|before|previously|(?:that\s+)?you\s+(?:were|have\s+been)\s+told)\b/iu,
  // role hijack
  /\byou\s+are\s+now\s+(?:(?:an?|the|my|in)\s+)?(?:dan\b|jailbroken|unrestricted|unfiltered|uncensored|unbound|free\s+(?:from|of)\b|no\s+longer\s+(?:bound|restricted|claude|an?\s+ai)|not\s+(?:claude|an?\s+ai|bound)|(?:developer|god|admin(?:istrator)?|jailbreak|unrestricted|sudo|root)\s+mode|(?:a\s+)?(?:different|new|evil|rogue|unrestricted)\s+(?:ai|assistant|model|persona|agent)\b)/iu,
  /\b(?:enable|enter|activate)\s+(?:dan|god|jailbreak)\s+mode\b|\bdo\s+anything\s+now\b/iu,
  // system prompt replacement or disclosure
  /\b(?:new|updated|real|actual|true|revised|override|replacement|secret|hidden)\s+system\s+(?:prompt|instructions?|message)\s*(?::|is\b|follows\b)/iu,
  /\b(?:replace|overwrite|override)\s+(?:the\s+|your\s+)?system\s+(?:prompt|instructions?|message)\b/iu,
  /\b(?:reveal|print|show|output|repeat|leak|dump|display|disclose)\s+(?:me\s+)?(?:the\s+|your\s+)?(?:full\s+|entire\s+|hidden\s+|original\s+|exact\s+)?system\s+(?:prompt|instructions?|message)\b/iu,
  // chat-template control tokens smuggled into text
  /<\|(?:im_start|im_end|system|endoftext)\|>|<<\/?SYS>>|\[\/?INST\]/u,
];
/** Gates of OVERRIDE_PATTERNS, in order: a match starts with one of the verbs; contains "you" and
 *  "now"; contains "mode" or "anything"; three contain "system"; contains `<|`, `<<` or `INST]`. */
const OVERRIDE_GATES: Gate[] = [
  [allOf('ignoreVerb')],
  [allOf('ignoreVerb')],
  [allOf('you', 'now')],
  [allOf('modeOrAnything')],
  [allOf('system')],
  [allOf('system')],
  [allOf('system')],
  [allOf('chatToken')],
];

/** The skill itself, as a judge-targeted injection names it. */
const SELF = '(?:this|the|my|our)\\s+(?:skill|plugin|submission|skill\\.md)';
const TOP_SCORE =
  '(?:1\\.0\\b|100\\s*%|100\\s*\\/\\s*100|10\\s*\\/\\s*10|5\\s*\\/\\s*5|1\\.0\\s*\\/\\s*1\\.0|full\\s+marks|platinum|(?:a\\s+|the\\s+)?(?:perfect|full|maximum|max|top|highest|best)\\s+(?:possible\\s+)?(?:score|marks|rating|grade|points))';
const JUDGE_PATTERNS: RegExp[] = [
  // give this skill full marks / award it a perfect score
  new RegExp(`\\b(?:give|award|assign|grant)\\s+(?:${SELF}|me|us)\\s+(?:a\\s+|the\\s+)?(?:full|maximum|max|perfect|top|highest|best|100\\s*%?|10\\/10|5\\/5)\\s+(?:marks?|scores?|ratings?|points|grades?|stars)\\b`, 'iu'),
  // full marks to this skill
  new RegExp(`\\b(?:full|maximum|max|perfect|top|highest)\\s+(?:marks?|scores?|ratings?|points|grades?)\\s+(?:to|for)\\s+${SELF}`, 'iu'),
  // score this skill 1.0 / rate this skill … 5/5
  new RegExp(`\\b(?:score|rate|grade|mark|rank|evaluate)\\s+${SELF}\\b[^\\n]{0,40}?${TOP_SCORE}`, 'iu'),
  new RegExp(`\\b(?:rate|score|grade)\\b[^\\n]{0,60}?\\b${SELF}\\b[^\\n]{0,40}?(?:5\\s*\\/\\s*5|10\\s*\\/\\s*10|100\\s*\\/\\s*100|1\\.0\\s*\\/\\s*1\\.0)`, 'iu'),
  // this skill deserves a perfect score
  new RegExp(`\\b(?:this|the)\\s+(?:skill|plugin|submission)\\s+(?:deserves|merits|should\\s+(?:get|receive|be\\s+(?:given|awarded|scored|rated|graded)))\\s+(?:an?\\s+|the\\s+)?${TOP_SCORE}`, 'iu'),
  // addressing the grader
  /\b(?:note|message|instructions?|attention|hint|memo)\s+(?:to|for)\s+(?:the\s+|any\s+|all\s+)?(?:(?:llm|ai|automated|model)\s+)?(?:evaluators?|judges?|graders?|scorers?|raters?)\b/iu,
  /\b(?:dear|hey|hello)\s+(?:(?:llm|ai)\s+)?(?:evaluator|judge|grader|scorer|rater)\b/iu,
  /\bif\s+you\s+are\s+an?\s+(?:(?:llm|ai|automated|language\s+model)\s+)?(?:evaluator|judge|grader|scorer|rater)\b/iu,
  // dictating the judge's answer
  /\b(?:respond|reply|answer|output|return)\s+(?:only\s+)?(?:with\s+)?[`'"]?\{\s*"(?:score|rating|f1|precision|recall|quality)"\s*:\s*(?:1(?:\.0+)?|100)\s*[,}]/iu,
];
/** Gates of JUDGE_PATTERNS, in order: the leading verb or adjective (`maximum` contains `max`), the
 *  SELF noun (skill, plugin, submission), the `/` every "N/N" score has, the grader noun, the `{`. */
const JUDGE_GATES: Gate[] = [
  [allOf('giveVerb')],
  [allOf('topWord', 'self')],
  [allOf('scoreVerb', 'self')],
  [allOf('scoreVerb', 'self', 'slash')],
  [allOf('self', 'deserves')],
  [allOf('grader')],
  [allOf('grader')],
  [allOf('grader')],
  [allOf('answerVerb', 'brace')],
];

if (OVERRIDE_GATES.length !== OVERRIDE_PATTERNS.length || JUDGE_GATES.length !== JUDGE_PATTERNS.length) {
  throw new Error('security prefilter: every prompt-injection pattern needs a gate');
}

function promptInjection(normalised: readonly string[], index: NeedleIndex, out: Collector): void {
  for (let i = 0; i < normalised.length; i++) {
    const line = normalised[i];
    if (line.trim() === '') continue;
    for (let r = 0; r < OVERRIDE_PATTERNS.length; r++) {
      if (!index.passes(i, OVERRIDE_GATES[r])) continue;
      const m = OVERRIDE_PATTERNS[r].exec(line);
      if (m) {
        out.add(PROMPT_INJECTION_OVERRIDE, 'high', i + 1, `Instruction override: "${excerpt(m[0])}"`);
        break;
      }
    }
    for (let r = 0; r < JUDGE_PATTERNS.length; r++) {
      if (!index.passes(i, JUDGE_GATES[r])) continue;
      const m = JUDGE_PATTERNS[r].exec(line);
      if (m) {
        out.add(PROMPT_INJECTION_JUDGE, 'high', i + 1, `Text aimed at the judge: "${excerpt(m[0])}"`);
        break;
      }
    }
  }
}

// ---- Commands: download piped into a shell ---------------------------------------------------

const DOWNLOADER_RE = /\b(?:curl|wget|iwr|irm|invoke-webrequest|invoke-restmethod|fetch)\b|\bnet\.webclient\b|\bdownloadstring\b/iu;
/** Every DOWNLOADER_RE match is one of the downloader needles. */
const DOWNLOADER_GATE: Gate = [allOf('downloader')];
const SHELL_SEGMENT_RE =
  /^(?:(?:ba|z|da|k|fi|c|tc)?sh|iex|invoke-expression|pwsh|powershell(?:\.exe)?)\b|^(?:python[23]?|node|perl|ruby|php)(?:\s+-)?\s*$/iu;
const PIPE_FORMS: RegExp[] = [
  /\b(?:ba|z|da|k)?sh\s+<\(\s*(?:curl|wget)\b/iu,
  /\b(?:ba|z|da|k)?sh\s+-c\s+["']?(?:\$\(|`)\s*(?:curl|wget)\b/iu,
  /\b(?:eval|source)\s+["']?(?:\$\(|`|<\()\s*(?:curl|wget)\b/iu,
  /\b(?:iex|invoke-expression)\b[\s(&]*(?:iwr|irm|invoke-webrequest|invoke-restmethod|new-object\s+(?:system\.)?net\.webclient)\b/iu,
];

/** Strips `sudo -E`, `env X=1` and the like from the front of a pipeline segment. */
function stripPrefix(segment: string): string {
  let s = segment.trim();
  for (let k = 0; k < 4; k++) {
    const m = /^(?:sudo(?:\s+-[\w-]+)*|env(?:\s+[\w]+=\S*)*|[\w]+=\S*|exec|command|time|nohup)\s+/iu.exec(s);
    if (!m) break;
    s = s.slice(m[0].length);
  }
  return s;
}

/** Whether a command line pipes a download into an interpreter (any later stage of the pipeline). */
function pipesDownloadIntoShell(command: string): boolean {
  if (!DOWNLOADER_RE.test(command)) return false;
  if (command.includes('|')) {
    let downloaded = false;
    for (const seg of command.split(/(?<!\|)\|(?!\|)/u)) {
      if (downloaded && SHELL_SEGMENT_RE.test(stripPrefix(seg).replace(/[`'")]+$/u, ''))) return true;
      if (DOWNLOADER_RE.test(seg)) downloaded = true;
    }
  }
  return PIPE_FORMS.some((re) => re.test(command));
}

function pipeToShell(logical: readonly Line[], index: NeedleIndex, out: Collector): void {
  for (let k = 0; k < logical.length; k++) {
    const { line, text } = logical[k];
    if (!index.passes(k, DOWNLOADER_GATE) || !DOWNLOADER_RE.test(text)) continue;
    // In a Markdown table row `|` separates cells; a pipe inside a cell is written `\|`.
    const commands = /^\s*\|/u.test(text)
      ? text.split(/(?<!\\)\|/u).map((cell) => cell.replace(/\\\|/gu, '|'))
      : [text];
    const hit = commands.find(pipesDownloadIntoShell);
    if (hit !== undefined) out.add(PIPE_TO_SHELL, 'high', line, `Remote code run unverified: "${excerpt(hit)}"`);
  }
}

// ---- Encoded blobs ----------------------------------------------------------------------------

function isBase64Char(c: number): boolean {
  return (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a) || (c >= 0x30 && c <= 0x39) || c === 0x2b || c === 0x2f;
}
function isHexChar(c: number): boolean {
  return (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66);
}

/** Random-looking base64: mixed case and digits, few slashes (a long path is not a blob). */
function looksLikeBase64(run: string): boolean {
  let upper = 0;
  let lower = 0;
  let digit = 0;
  let slash = 0;
  for (let i = 0; i < run.length; i++) {
    const c = run.charCodeAt(i);
    if (c >= 0x41 && c <= 0x5a) upper++;
    else if (c >= 0x61 && c <= 0x7a) lower++;
    else if (c >= 0x30 && c <= 0x39) digit++;
    else if (c === 0x2f) slash++;
  }
  return upper > 0 && lower > 0 && digit > 0 && slash * BASE64_CHARS_PER_SLASH <= run.length;
}

function longestHexRun(s: string): number {
  let best = 0;
  let run = 0;
  let digits = false;
  let letters = false;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (isHexChar(c)) {
      run++;
      if (c <= 0x39) digits = true;
      else letters = true;
      if (digits && letters && run > best) best = run;
    } else {
      run = 0;
      digits = false;
      letters = false;
    }
  }
  return best;
}

const DATA_IMAGE_RE = /data:image\/[\w.+-]+;base64,$/iu;
const ESCAPED_HEX_RE = new RegExp(`(?:\\\\x[0-9a-f]{2}){${Math.ceil(HEX_MIN_CHARS / 2)},}`, 'iu');
const WHOLE_LINE_BASE64_RE = /^[A-Za-z0-9+/]+={0,2}$/u;

/** Maximal base64 runs of a line: [start, end) offsets. */
function base64Runs(line: string): Array<[number, number]> {
  const runs: Array<[number, number]> = [];
  let start = -1;
  for (let i = 0; i <= line.length; i++) {
    const inRun = i < line.length && isBase64Char(line.charCodeAt(i));
    if (inRun && start < 0) start = i;
    else if (!inRun && start >= 0) {
      let end = i;
      while (end < line.length && end - i < 2 && line.charCodeAt(end) === 0x3d) end++; // '=' padding
      runs.push([start, end]);
      start = -1;
    }
  }
  return runs;
}

function reportBlob(run: string, line: number, prefix: string, out: Collector): boolean {
  const hexLen = longestHexRun(run);
  if (hexLen >= HEX_MIN_CHARS) {
    out.add(ENCODED_BLOB, 'medium', line, `${prefix}hex run of ${hexLen} digits: "${excerpt(run, 24)}"`);
    return true;
  }
  if (run.length >= BASE64_MIN_CHARS && looksLikeBase64(run)) {
    out.add(ENCODED_BLOB, 'medium', line, `${prefix}base64 run of ${run.length} characters: "${excerpt(run, 24)}"`);
    return true;
  }
  return false;
}

/** Shortest base64 run that can be reported (as base64 or as hex). */
const BLOB_RUN_MIN = Math.min(BASE64_MIN_CHARS, HEX_MIN_CHARS);

function encodedBlobs(lines: readonly string[], prefilter: boolean, out: Collector): void {
  let i = 0;
  while (i < lines.length) {
    // A blob wrapped over several lines (PEM style): consecutive lines made only of base64.
    const first = lines[i].trim();
    if (first.length >= BASE64_WRAPPED_LINE_MIN && WHOLE_LINE_BASE64_RE.test(first)) {
      let j = i + 1;
      let block = first;
      while (j < lines.length) {
        const t = lines[j].trim();
        if (t === '' || !WHOLE_LINE_BASE64_RE.test(t)) break;
        block += t;
        j++;
        if (t.length < BASE64_WRAPPED_LINE_MIN) break; // a short last line ends the block
      }
      if (j - i > 1 && reportBlob(block, i + 1, `${j - i} wrapped lines, `, out)) {
        i = j;
        continue;
      }
    }
    const line = lines[i];
    // A run is part of its line, so a shorter line has none long enough.
    const runs = prefilter && line.length < BLOB_RUN_MIN ? [] : base64Runs(line);
    for (const [s, e] of runs) {
      if (e - s < BLOB_RUN_MIN) continue;
      if (DATA_IMAGE_RE.test(line.slice(Math.max(0, s - 64), s))) continue; // an inline picture
      reportBlob(line.slice(s, e), i + 1, '', out);
    }
    // Every escaped byte starts with a backslash.
    const esc = prefilter && !line.includes('\\') ? null : ESCAPED_HEX_RE.exec(line);
    if (esc) out.add(ENCODED_BLOB, 'medium', i + 1, `escaped byte string of ${esc[0].length / 4} bytes: "${excerpt(esc[0], 24)}"`);
    i++;
  }
}

// ---- Network: posting data, exfiltration endpoints --------------------------------------------

/** Hosts a skill may post to without a finding (suffix match): code hosting, Anthropic, local, RFC 2606. */
export const ALLOWED_POST_HOSTS = [
  'github.com',
  'githubusercontent.com',
  'gitlab.com',
  'anthropic.com',
  'localhost',
  '127.0.0.1',
  '0.0.0.0',
  '::1',
  'example.com',
  'example.org',
  'example.net',
  'example',
  'test',
  'invalid',
];

/** Paste, tunnel and request-capture services (suffix match), and webhook paths on chat services. */
export const EXFILTRATION_HOSTS = [
  'pastebin.com',
  'paste.ee',
  'hastebin.com',
  'ghostbin.co',
  'termbin.com',
  'dpaste.com',
  '0x0.st',
  'transfer.sh',
  'file.io',
  'ngrok.io',
  'ngrok.app',
  'ngrok.dev',
  'ngrok-free.app',
  'ngrok-free.dev',
  'requestbin.com',
  'requestbin.net',
  'pipedream.net',
  'webhook.site',
  'beeceptor.com',
  'hookbin.com',
  'requestcatcher.com',
  'interact.sh',
  'oast.pro',
  'oast.live',
  'oast.site',
  'oast.online',
  'oast.fun',
  'oast.me',
  'oastify.com',
  'burpcollaborator.net',
  'canarytokens.com',
  'trycloudflare.com',
  'serveo.net',
  'loca.lt',
  'localtunnel.me',
];
const EXFILTRATION_PATHS: Array<[string, string]> = [
  ['discord.com', '/api/webhooks'],
  ['discordapp.com', '/api/webhooks'],
];

const URL_RE = /\bhttps?:\/\/[^\s"'`<>()[\]{}|\\^]+/giu;

interface ParsedUrl {
  url: string;
  host: string;
  path: string;
}

function parseUrl(url: string): ParsedUrl | null {
  const rest = url.replace(/^https?:\/\//iu, '');
  const cut = rest.search(/[/?#]/u);
  let authority = cut < 0 ? rest : rest.slice(0, cut);
  const path = cut < 0 ? '' : rest.slice(cut);
  authority = authority.slice(authority.lastIndexOf('@') + 1);
  let host: string;
  if (authority.startsWith('[')) host = authority.slice(1, authority.indexOf(']') < 0 ? undefined : authority.indexOf(']'));
  else host = authority.replace(/:\d*$/u, '');
  host = host.toLowerCase().replace(/\.+$/u, '');
  if (host === '' || !/^[a-z0-9.:-]+$/u.test(host)) return null; // placeholders like ${HOST}
  return { url, host, path };
}

function hostIn(host: string, list: readonly string[]): boolean {
  return list.some((h) => host === h || host.endsWith('.' + h));
}

function isExfiltrationUrl(u: ParsedUrl): boolean {
  if (hostIn(u.host, EXFILTRATION_HOSTS)) return true;
  return EXFILTRATION_PATHS.some(([h, p]) => hostIn(u.host, [h]) && u.path.toLowerCase().startsWith(p));
}

/** Hosts without a dot (other than localhost) are placeholders such as `http://server/`. */
function isJudgeableHost(host: string): boolean {
  return host.includes('.') || host.includes(':') || host === 'localhost';
}

// curl's data flags are case-sensitive (-d data, -D dump headers; -F form, -f fail; -T upload, -t telnet).
const CURL_SENDS_RE =
  /\s-(?:d|F|T)(?=[\s"'@={]|$)|\s-[a-zA-Z]*[dFT](?=\s)|\s--(?:data(?:-raw|-binary|-urlencode|-ascii)?|form(?:-string)?|upload-file|json)\b|\s-X\s*["']?(?:POST|PUT|PATCH)\b|\s--request[\s=]+["']?(?:POST|PUT|PATCH)\b/u;
const WGET_SENDS_RE = /\s--(?:post-data|post-file|body-data|body-file)\b|\s--method[=\s]+["']?(?:POST|PUT|PATCH)\b/iu;
const PS_SENDS_RE = /\b(?:iwr|irm|invoke-webrequest|invoke-restmethod)\b[^\n]{0,300}?-method\s+["']?(?:post|put|patch)\b/iu;
const CODE_SENDS_RE =
  /\b(?:requests|httpx|axios|aiohttp|session|client|http|https|got|superagent|urllib3|needle|ky)\.(?:post|put|patch)\s*\(|\bnavigator\.sendBeacon\s*\(/iu;
const FETCH_RE = /\bfetch\s*\(\s*[`'"](https?:\/\/[^`'"\s]+)/giu;
const POST_METHOD_RE = /\bmethod\s*:\s*[`'"](?:POST|PUT|PATCH)[`'"]/iu;

function sendsData(text: string): boolean {
  if (/\bcurl\b/iu.test(text) && CURL_SENDS_RE.test(text)) return true;
  if (/\bwget\b/iu.test(text) && WGET_SENDS_RE.test(text)) return true;
  return PS_SENDS_RE.test(text) || CODE_SENDS_RE.test(text);
}

function reportPost(u: ParsedUrl, line: number, out: Collector): void {
  if (isExfiltrationUrl(u)) {
    out.add(EXFILTRATION_ENDPOINT, 'high', line, `Data sent to a capture service: ${excerpt(u.url)}`);
  } else if (isJudgeableHost(u.host) && !hostIn(u.host, ALLOWED_POST_HOSTS)) {
    out.add(POST_TO_UNKNOWN_HOST, 'medium', line, `Data sent to ${u.host}: ${excerpt(u.url)}`);
  }
}

function network(text: string, logical: readonly Line[], lineOf: (o: number) => number, prefilter: boolean, out: Collector): void {
  for (const { line, text: l } of logical) {
    if (!/https?:\/\//iu.test(l)) continue;
    const urls = allMatches(URL_RE, l)
      .map((m) => parseUrl(m[0]))
      .filter((u): u is ParsedUrl => u !== null);
    for (const u of urls) {
      if (isExfiltrationUrl(u)) out.add(EXFILTRATION_ENDPOINT, 'high', line, `Paste, tunnel or capture service: ${excerpt(u.url)}`);
    }
    if (sendsData(l)) for (const u of urls) reportPost(u, line, out);
  }
  // fetch(url, { method: 'POST' }) with the options on the following lines (each match holds "fetch").
  if (prefilter && !foldCase(text).includes('fetch')) return;
  for (const m of allMatches(FETCH_RE, text)) {
    const at = m.index as number;
    if (!POST_METHOD_RE.test(text.slice(at, at + FETCH_OPTIONS_WINDOW))) continue;
    const u = parseUrl(m[1]);
    if (u) reportPost(u, lineOf(at), out);
  }
}

// ---- Credentials ------------------------------------------------------------------------------

/** Needles that locate candidate credential paths; the whole token around each is then judged. */
const CREDENTIAL_PATH_NEEDLES_RE =
  /\.ssh\b|\bid_(?:rsa|dsa|ecdsa|ed25519)|\.aws[\\/]credentials|\.netrc\b|_netrc\b|\.git-credentials|\.pgpass\b|\.pypirc\b|[\\/]gh[\\/]hosts\.ya?ml|\.docker[\\/]config\.json|\.kube[\\/]config|\/etc\/shadow\b|\.env\b/giu;
const ENV_TEMPLATE_RE = /\.env\.(?:example|sample|template|dist|defaults?|schema|tpl|test)\b|\.envrc\b/iu;
const FILE_VERBS_RE =
  /\b(?:read|reads|reading|cat|head|tail|get-content|base64|xxd|print|display|show|output|reveal|dump|send|upload|post|share|paste|leak|exfiltrate|e-?mail|transmit|forward|attach|collect|harvest|steal|grab|scp|rsync|copy|cp|tar|zip)\b/giu;
/** .env files are routinely written and copied from templates; only reading and sending counts. */
const ENV_FILE_VERBS_RE =
  /\b(?:read|reads|reading|cat|head|tail|get-content|base64|xxd|print|display|show|output|reveal|dump|send|upload|post|share|paste|leak|exfiltrate|e-?mail|transmit|forward|attach|collect|harvest|steal|grab|scp|rsync)\b/giu;
const SECRET_ENV_RE =
  /\b(?:GITHUB_TOKEN|GH_TOKEN|GITHUB_PAT|ANTHROPIC_API_KEY|OPENAI_API_KEY|AWS_SECRET_ACCESS_KEY|AWS_ACCESS_KEY_ID|AWS_SESSION_TOKEN|NPM_TOKEN|[A-Z][A-Z0-9_]*_(?:TOKEN|SECRET|API_KEY|APIKEY|PASSWORD|PASSWD|PRIVATE_KEY|ACCESS_KEY))\b/gu;
const SECRET_WORDS_RE =
  /\b(?:api[\s_-]?keys?|access[\s_-]?tokens?|auth(?:entication)?[\s_-]?tokens?|bearer\s+tokens?|personal\s+access\s+tokens?|secret\s+keys?|client\s+secrets?|private\s+keys?|passwords?|credentials?|session\s+(?:tokens?|cookies?)|oauth\s+tokens?|refresh\s+tokens?)\b/giu;
const DISCLOSE_VERBS_RE =
  /\b(?:print|prints|printing|echo|display|show|output|reveal|dump|send|sends|sending|upload|post|share|paste|leak|exfiltrate|exfil|e-?mail|transmit|forward|expose)\b/giu;
/** Words of ordinary credential use (an auth header, a login from stdin). */
const CREDENTIAL_USE_RE = /\b(?:authorization|x-api-key|bearer|header|headers)\b|--with-token\b|--password-stdin\b|\blogin\b/iu;
const ENV_DUMP_RE =
  /\b(?:printenv|env|set|get-childitem\s+env:|gci\s+env:|dir\s+env:)\s*\|\s*(?:curl|wget|nc|ncat|netcat|base64|iwr|irm|invoke-webrequest|invoke-restmethod)\b|\/proc\/(?:self|\d+)\/environ\b|\bsecurity\s+find-(?:generic|internet)-password\b/iu;
/** The first alternative holds `env` or `set`, a `|` and a sink (`ncat` contains `nc`); the others
 *  `/proc/` or `security`. */
const ENV_DUMP_GATE: Gate = [allOf('pipe', 'envOrSet', 'dumpTarget'), allOf('procOrKeychain')];
/** Each alternative of CREDENTIAL_PATH_NEEDLES_RE contains one of its needles (`netrc` for both). */
const CREDENTIAL_PATH_GATE: Gate = [allOf('credentialPath')];
/** Each SECRET_ENV_RE name ends in (or is) one of the needles, folded to lower case. */
const SECRET_ENV_GATE: Gate = [allOf('secretEnv')];
/** Each SECRET_WORDS_RE phrase contains api, token, secret, private, password, credential or session. */
const SECRET_WORDS_GATE: Gate = [allOf('secretWord')];

/** The whitespace- or quote-delimited token around [start, end). */
function tokenAround(text: string, start: number, end: number): { token: string; from: number } {
  const stop = (c: string) => /[\s"'`<>()[\]{},;|]/u.test(c);
  let a = start;
  while (a > 0 && start - a < MAX_PATH_TOKEN && !stop(text[a - 1])) a--;
  let b = end;
  while (b < text.length && b - end < MAX_PATH_TOKEN && !stop(text[b])) b++;
  return { token: text.slice(a, b), from: a };
}

function isCredentialPath(token: string): boolean {
  const t = token.toLowerCase().replace(/[.:]+$/u, '');
  // Public keys, host keys and the client config are not secrets.
  if (t.endsWith('.pub') || /(?:known_hosts|authorized_keys|\.ssh[\\/]config)$/u.test(t)) return false;
  if (ENV_TEMPLATE_RE.test(t)) return false;
  if (/\.env\b/u.test(t) && !/(?:^|[\\/~])\.env(?:\.(?:local|production|prod|development|dev|staging))?$/u.test(t)) {
    return /\.ssh|id_|\.aws|netrc|credentials|pgpass|pypirc|hosts\.ya?ml|docker|kube|shadow/u.test(t);
  }
  return true;
}

/** Verb positions on one line, found once, so that each credential looks only at its neighbours. */
class Verbs {
  private readonly found: Array<{ at: number; end: number; word: string }>;
  private readonly negated = new Map<number, boolean>();

  constructor(
    private readonly text: string,
    verbs: RegExp,
  ) {
    this.found = allMatches(verbs, text).map((m) => ({ at: m.index as number, end: (m.index as number) + m[0].length, word: m[0] }));
  }

  /** A verb within CREDENTIAL_PROXIMITY of [from, to) that is not negated, or null. */
  near(from: number, to: number): string | null {
    const lo = from - CREDENTIAL_PROXIMITY;
    const hi = to + CREDENTIAL_PROXIMITY;
    // First verb ending at or after `lo` (binary search), then walk while verbs start before `hi`.
    let a = 0;
    let b = this.found.length;
    while (a < b) {
      const mid = (a + b) >> 1;
      if (this.found[mid].end < lo) a = mid + 1;
      else b = mid;
    }
    for (let i = a; i < this.found.length && this.found[i].at <= hi; i++) {
      const v = this.found[i];
      let neg = this.negated.get(i);
      if (neg === undefined) {
        neg = negatedBefore(this.text, v.at);
        this.negated.set(i, neg);
      }
      if (!neg) return v.word;
    }
    return null;
  }
}

/** Whether the token is only written to (`> .env`), not read. */
function isRedirectTarget(text: string, from: number): boolean {
  return /(?:>>?|\btee(?:\s+-a)?)\s*$/u.test(text.slice(Math.max(0, from - 8), from));
}

function credentials(logical: readonly Line[], index: NeedleIndex, out: Collector): void {
  for (let k = 0; k < logical.length; k++) {
    const { line, text } = logical[k];
    if (text.length < 4) continue;
    const dump = index.passes(k, ENV_DUMP_GATE) ? ENV_DUMP_RE.exec(text) : null;
    if (dump) {
      out.add(CREDENTIAL_ACCESS, 'high', line, `Environment or keychain dumped: "${excerpt(dump[0])}"`);
      continue;
    }
    let reported = false;
    let fileVerbs: Verbs | null = null;
    let envFileVerbs: Verbs | null = null;
    let discloseVerbs: Verbs | null = null;
    const disclose = () => (discloseVerbs ??= new Verbs(text, DISCLOSE_VERBS_RE));
    const paths = index.passes(k, CREDENTIAL_PATH_GATE) ? allMatches(CREDENTIAL_PATH_NEEDLES_RE, text) : [];
    for (const m of paths) {
      const at = m.index as number;
      const { token, from } = tokenAround(text, at, at + m[0].length);
      if (!isCredentialPath(token) || isRedirectTarget(text, from)) continue;
      const isEnvFile = /\.env\b/iu.test(token) && !/\.ssh|id_|\.aws/iu.test(token);
      const verbs = isEnvFile ? (envFileVerbs ??= new Verbs(text, ENV_FILE_VERBS_RE)) : (fileVerbs ??= new Verbs(text, FILE_VERBS_RE));
      const verb = verbs.near(from, from + token.length);
      if (verb) {
        out.add(CREDENTIAL_ACCESS, 'high', line, `Credential file accessed (${verb.toLowerCase()} ${excerpt(token, 40)})`);
        reported = true;
        break;
      }
    }
    if (reported) continue;
    // Using a credential the ordinary way, right next to it, is not disclosing it.
    const inUse = (at: number, end: number) =>
      CREDENTIAL_USE_RE.test(text.slice(Math.max(0, at - CREDENTIAL_PROXIMITY), end + CREDENTIAL_PROXIMITY));
    const secretEnvs = index.passes(k, SECRET_ENV_GATE) ? allMatches(SECRET_ENV_RE, text) : [];
    for (const m of secretEnvs) {
      const at = m.index as number;
      if (inUse(at, at + m[0].length)) continue;
      const verb = disclose().near(at, at + m[0].length);
      if (verb) {
        out.add(CREDENTIAL_ACCESS, 'high', line, `Secret disclosed (${verb.toLowerCase()} ${m[0]})`);
        reported = true;
        break;
      }
    }
    if (reported) continue;
    const secretWords = index.passes(k, SECRET_WORDS_GATE) ? allMatches(SECRET_WORDS_RE, text) : [];
    for (const m of secretWords) {
      const at = m.index as number;
      if (inUse(at, at + m[0].length)) continue;
      const verb = disclose().near(at, at + m[0].length);
      if (verb) {
        out.add(CREDENTIAL_ACCESS, 'medium', line, `Credential disclosed (${verb.toLowerCase()} ${m[0].toLowerCase()})`);
        break;
      }
    }
  }
}

// ---- Entry points -----------------------------------------------------------------------------

/** All security findings of a skill, sorted by line. Pure and deterministic. */
export function securityFindings(skill: ParsedSkill): Finding[] {
  return scanSecurity(skill, { prefilter: true });
}

export interface ScanOptions {
  /** Skip lines that cannot match a pattern (see Prefilter). Off only to check that it changes nothing. */
  prefilter: boolean;
}

/** securityFindings with the prefilter selectable. */
export function scanSecurity(skill: ParsedSkill, options: ScanOptions): Finding[] {
  const text = skill.text;
  const lines = text.split('\n');
  const lineOf = lineIndex(text);
  const normalised = lines.map(normalise);
  const logical = logicalLines(normalised);
  const index = NeedleIndex.of(normalised, options.prefilter);
  const logicalIndex = index.forLogical(logical, normalised.length);
  const out = new Collector(skill.file);
  hiddenComments(text, lines, lineOf, out);
  hiddenAfterBlanks(lines, options.prefilter, out);
  invisibleCharacters(lines, out);
  promptInjection(normalised, index, out);
  pipeToShell(logical, logicalIndex, out);
  encodedBlobs(lines, options.prefilter, out);
  network(text, logical, lineOf, options.prefilter, out);
  credentials(logical, logicalIndex, out);
  return out.findings();
}

/** Whether the `security-gate` should fail: any high-severity security finding. */
export function hasHighSeverity(findings: readonly Finding[]): boolean {
  return findings.some((f) => f.category === 'security' && f.level === HIGH_SEVERITY);
}

/** Whether LLM scores were taken with text aimed at the judge present (the PR comment marks it). */
export function hasJudgeInjection(findings: readonly Finding[]): boolean {
  return findings.some((f) => f.rule === PROMPT_INJECTION_JUDGE);
}
