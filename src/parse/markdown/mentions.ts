// The paths a skill's text names, as its reader would take them: markdown links and cross-references
// in prose are links; text inside code spans and fences, and a skill's own "❌ Bad:" examples, are
// examples — they may show that a file is used (credit), they are never flagged. Pure and linear:
// the loader (src/read/target.ts) resolves the keys on the file source, the rules read the answers.
import * as path from 'node:path';
import { IN_FENCE, FENCE, PROSE, fenceMarker, readDoc, splitInlineCode, type Doc } from './document.js';
import { afterSkillRoot } from './skillRoot.js';
import { perDoc } from './perDoc.js';

export type MentionKind = 'link' | 'xref' | 'path';

export interface Mention {
  kind: MentionKind;
  /** Resolution key (`kind:normalised target`), shared by every mention of the same target. */
  key: string;
  /**
   * In a linked document: the key read from the skill's folder instead (text moved out of SKILL.md keeps its paths);
   * for a cross-reference, the key read from the document's own folder (`xref:<folder>|<target>`: a sub-skill's
   * SKILL.md names its siblings).
   */
  altKey?: string;
  /** The target as written. */
  target: string;
  /** 0-based line in the document it was found in. */
  line: number;
  /** In prose, outside any example: a missing target is a defect worth a flag. */
  flaggable: boolean;
}

/** Plural nouns that follow `skills/` in ordinary prose ("skills/agents", "skills/tools"). */
const PROSE_ALTERNATIVES = new Set([
  'agents',
  'agent',
  'tools',
  'tool',
  'commands',
  'command',
  'plugins',
  'plugin',
  'hooks',
  'hook',
  'prompts',
  'prompt',
  'scripts',
  'workflows',
  'rules',
  'abilities',
  'knowledge',
  'capabilities',
  'instructions',
  'resources',
  'templates',
  'mcp',
  'mcps',
  'subagents',
  'experience',
  'expertise',
  'techniques',
  'methods',
  'tasks',
  'features',
  'apps',
  'settings',
  'roles',
  'personas',
  'docs',
  'documentation',
  'guides',
  'references',
  'examples',
  'extensions',
  'integrations',
  'sub-skills',
  'skills',
  'modes',
  'behaviors',
  'behaviours',
  'tips',
  'recipes',
]);

/** File extensions that make a bare word a file name (`forms.md`, `fill.py`). */
const FILE_EXTENSIONS = new Set([
  'md',
  'markdown',
  'txt',
  'py',
  'sh',
  'bash',
  'js',
  'mjs',
  'cjs',
  'ts',
  'tsx',
  'jsx',
  'json',
  'yaml',
  'yml',
  'toml',
  'html',
  'htm',
  'css',
  'csv',
  'xml',
  'sql',
  'rb',
  'go',
  'rs',
  'java',
  'kt',
  'swift',
  'c',
  'h',
  'cpp',
  'hpp',
  'cs',
  'php',
  'pl',
  'lua',
  'r',
  'ipynb',
  'xsd',
  'svg',
  'png',
  'jpg',
  'jpeg',
  'gif',
  'pdf',
  'docx',
  'pptx',
  'xlsx',
  'ttf',
  'otf',
  'woff',
  'woff2',
  'zip',
  'ini',
  'cfg',
  'conf',
  'env',
  'ps1',
  'bat',
  'template',
  'tmpl',
  'j2',
  'jinja',
  'hbs',
  'mustache',
  'ejs',
  'dot',
  'mmd',
  'tex',
  'rst',
  'adoc',
]);

const BAD_MARKS = /[❌🚫⛔✗✘]/u;
const BAD_LABEL =
  /^[\s>*_+#\d.)-]*(?:bad|wrong|incorrect|don'?t|do not|avoid|anti-?pattern|not this|never do)\b[^\n:]{0,40}:/i;
const GOOD_LABEL = /[✅✔👍]|^[\s>*_+#\d.)-]*(?:good|correct|right|better|do|instead|fixed|preferred)\b[^\n:]{0,40}:/iu;

const NON_ASCII = /[^\x00-\x7f]/u;

/** Whether a line opens a bad example (badExampleLines; `marks`: it may hold a mark, `colon`: it holds a colon). */
export const opensBadExample = (line: string, marks = true, colon = line.includes(':')): boolean =>
  (marks && BAD_MARKS.test(line)) || (colon && BAD_LABEL.test(line));

/**
 * Lines that hold or follow a "❌ Bad:" label, up to a blank line or a "✅ Good:" label (1: such a
 * line). Read once per document (the mentions, the named files and a rule all ask); read-only.
 */
export const badExampleLines: (doc: Doc) => Uint8Array = perDoc(readBadExampleLines);

function readBadExampleLines(doc: Doc): Uint8Array {
  const bad = new Uint8Array(doc.raw.length);
  // The marks are not ASCII and a label ends with a colon: other lines cannot start or end an example.
  const marks = NON_ASCII.test(doc.text);
  let inBad = false;
  for (let i = 0; i < doc.raw.length; i++) {
    const text = doc.raw[i];
    const colon = text.includes(':');
    if (opensBadExample(text, marks, colon)) {
      inBad = true;
      bad[i] = 1;
      continue;
    }
    if (!inBad) continue;
    const inFence = doc.kind[i] === IN_FENCE;
    if (((colon || marks) && GOOD_LABEL.test(text) && !inFence) || (text.trim() === '' && !inFence)) inBad = false;
    if (inBad) bad[i] = 1;
  }
  return bad;
}

/** Fence languages of a document template, whose own code blocks authors nest inside it. */
const TEMPLATE_LANGS = new Set(['markdown', 'md', 'mdx']);

/**
 * Where a markdown template fence really ends when its author nested code blocks inside it:
 * an inner opener with a language opens a level, a bare marker closes one, and the bare marker at
 * level 0 ends the template. The index of that line, or -1 when the nesting never balances.
 */
function nestedTemplateEnd(doc: Doc, opener: number, open: { char: string; len: number }): number {
  let depth = 0;
  for (let i = opener + 1; i < doc.raw.length; i++) {
    const m = fenceMarker(doc.raw[i]);
    if (!m || m.char !== open.char || m.len < open.len) continue;
    if (m.info !== '') depth++;
    else if (depth === 0) return i;
    else depth--;
  }
  return -1;
}

/**
 * Lines that the fence rules read as prose but that sit inside a markdown template whose author
 * nested code blocks in it (```markdown … ```bash … ``` … ```): template text, not the skill's own
 * links (1: such a line). Each template is scanned once; one that never balances stops the search.
 * Read once per document; read-only.
 */
export const nestedTemplateLines: (doc: Doc) => Uint8Array = perDoc(readNestedTemplateLines);

function readNestedTemplateLines(doc: Doc): Uint8Array {
  const inside = new Uint8Array(doc.raw.length);
  // Fence lines alternate: each opens a block or closes the open one.
  let open = false;
  for (let i = 0; i < doc.raw.length; i++) {
    if (doc.kind[i] !== FENCE) continue;
    open = !open;
    if (!open) continue;
    const m = fenceMarker(doc.raw[i]);
    const lang = m ? (/^[\w+#.-]*/u.exec(m.info)?.[0] ?? '').toLowerCase() : '';
    if (!m || !TEMPLATE_LANGS.has(lang)) continue;
    const end = nestedTemplateEnd(doc, i, m);
    if (end < 0) break;
    for (let k = i + 1; k < end; k++) {
      if (doc.kind[k] === PROSE) inside[k] = 1;
      else if (doc.kind[k] === FENCE) open = !open;
    }
    i = end - 1;
  }
  return inside;
}

/** A link target that points at a local file: no scheme, no anchor-only, no protocol-relative URL. */
export function localTarget(raw: string): string | null {
  let t = raw.trim();
  if (t.startsWith('<') && t.endsWith('>')) t = t.slice(1, -1);
  const space = t.search(/\s/);
  if (space >= 0) t = t.slice(0, space);
  if (t === '' || t.startsWith('#') || t.startsWith('//') || /^[a-z][a-z0-9+.-]*:/i.test(t)) return null;
  t = t.replace(/[#?].*$/, '');
  try {
    t = decodeURIComponent(t);
  } catch {
    // Leave a malformed escape as written.
  }
  return t === '' ? null : t;
}

/** `a/b/../c` relative to `from` (a folder relative to the skill), normalised; may start with `../`. */
export function normaliseFrom(from: string, target: string): string {
  if (target.startsWith('/')) return path.posix.normalize(target);
  const joined = path.posix.normalize(from === '' ? target : `${from}/${target}`);
  return joined.replace(/\/$/, '') || '.';
}

/** Markdown link targets on a line of prose: `[text](target)` and `![alt](target)`. */
function linkTargets(prose: string): Array<{ target: string }> {
  const out: Array<{ target: string }> = [];
  let i = prose.indexOf('](');
  while (i >= 0) {
    const start = i + 2;
    let depth = 0;
    let j = start;
    for (; j < prose.length; j++) {
      const c = prose[j];
      if (c === '(') depth++;
      else if (c === ')') {
        if (depth === 0) break;
        depth--;
      } else if (c === '\n') break;
    }
    if (j < prose.length && prose[j] === ')') out.push({ target: prose.slice(start, j) });
    i = prose.indexOf('](', Math.max(j, start));
  }
  return out;
}

/**
 * A skill named with its plugin, `plugin:skill` ("superpowers:test-driven-development"): both
 * names kebab-case, the token standing alone (not a URL, a time or a `key:value` in a path).
 */
const PLUGIN_SKILL =
  /(?<![\w\-/.:@$])([a-z][a-z0-9]*(?:-[a-z0-9]+)*):([a-z][a-z0-9]*(?:-[a-z0-9]+)*)(?![\w\-/:@]|\.\w)/g;

/** The skills a line names as `plugin:skill` (the skill's folder name). */
function pluginSkillNames(text: string): string[] {
  if (!text.includes(':')) return [];
  return Array.from(text.matchAll(PLUGIN_SKILL), (m) => m[2]);
}

const REF_DEFINITION = /^ {0,3}\[[^\]\n]{1,200}\]:[ \t]*(\S+)/;
const XREF = /(?<![\w\-/.])(?:\.{1,2}\/)*(?:skills?|sub-skills)\/[\w.-]+(?:\/[\w.-]+)*/gu;
export const PATHLIKE = /(?<![\w\-/.@:])(?:\.{1,2}\/)*[\w][\w.-]*(?:\/[\w.-]+)*\/?/gu;
/** PATHLIKE tried at one position only (its look-behind is checked by hand: see pathTokens). */
const PATHLIKE_AT = /(?:\.{1,2}\/)*[\w][\w.-]*(?:\/[\w.-]+)*\/?/y;

/** Whether a UTF-16 unit is one PATHLIKE consumes: [\w./-] (ASCII \w: the pattern has no `i` flag). */
function isPathUnit(c: number): boolean {
  return (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a) || (c >= 0x2d && c <= 0x39) || c === 0x5f;
}

/**
 * The matches of PATHLIKE in `s` that hold a `.` or a `/`, in order: what `s.matchAll(PATHLIKE)`
 * filtered to those gives (less those whose only dots end them: no path once trimmed), without
 * matching every word. A match consumes only [\w./-] and its look-behind refuses those before it,
 * so a match starts only where a maximal run of such units starts (and not after `@` or `:`), one
 * per run at most; only runs holding `.` or `/` are tried.
 */
export function pathTokens(s: string, fn: (token: string) => void): void {
  // The next `.` and `/` at or after the end of the last run (found natively).
  let dot = s.indexOf('.');
  let slash = s.indexOf('/');
  let runEnd = 0;
  while (dot >= 0 || slash >= 0) {
    const q = dot < 0 ? slash : slash < 0 ? dot : Math.min(dot, slash);
    let start = q;
    while (start > runEnd && isPathUnit(s.charCodeAt(start - 1))) start--;
    runEnd = q + 1;
    while (runEnd < s.length && isPathUnit(s.charCodeAt(runEnd))) runEnd++;
    const slashed = slash >= 0 && slash < runEnd;
    if (dot >= 0 && dot < runEnd) dot = s.indexOf('.', runEnd);
    if (slashed) slash = s.indexOf('/', runEnd);
    const before = start > 0 ? s.charCodeAt(start - 1) : -1;
    if (before === 0x40 || before === 0x3a) continue; // `@` or `:`
    if (!slashed) {
      // Without a `/` the match is the whole run when it starts with a word character ([\w][\w.-]*),
      // and there is none when it starts with `.` or `-`. A run whose dots all end it (most: "word.")
      // is no path once they are trimmed: skipped without making its string.
      const first = s.charCodeAt(start);
      if (first === 0x2e || first === 0x2d) continue;
      let end = runEnd;
      while (end > q && s.charCodeAt(end - 1) === 0x2e) end--;
      if (end > q) fn(s.slice(start, runEnd));
      continue;
    }
    PATHLIKE_AT.lastIndex = start;
    const m = PATHLIKE_AT.exec(s);
    if (m !== null && (m[0].includes('.') || m[0].includes('/'))) fn(m[0]);
  }
}

const TRAILING_PUNCTUATION = new Set(Array.from('.,:;!?)]\'"', (c) => c.charCodeAt(0)));

/**
 * `t` without trailing punctuation (replace(/[.,:;!?)\]'"]+$/, '') by hand: the regex retries a run from each of its
 * characters).
 */
function trimTrailing(t: string): string {
  let end = t.length;
  while (end > 0 && TRAILING_PUNCTUATION.has(t.charCodeAt(end - 1))) end--;
  return end === t.length ? t : t.slice(0, end);
}

/** A plural noun of plain letters ("transcripts"): after `skills/` in prose it reads as "skills or transcripts". */
const PLAIN_PLURAL = /^[a-z]{2,}[a-rt-z]s$/;

/**
 * Whether a bare `skills/…` token reads as a reference to a skill, not as words joined by slashes
 * ("skills/agents", "skills/commands/agents", "skill/agent/command", "skills/transcripts").
 */
function xrefLooksMeant(token: string): boolean {
  const rest = token.replace(/^(?:\.{1,2}\/)*(?:skills?|sub-skills)\//, '');
  const segs = rest.split('/').filter(Boolean);
  if (segs.length === 0) return false;
  if (segs.every((seg) => PROSE_ALTERNATIVES.has(seg.toLowerCase()))) return false;
  if (segs.length >= 2) return true;
  const seg = segs[0];
  if (seg.includes('.')) return true;
  return !PLAIN_PLURAL.test(seg.toLowerCase());
}

function extensionOf(token: string): string | null {
  const base = token.slice(token.lastIndexOf('/') + 1);
  const dot = base.lastIndexOf('.');
  if (dot <= 0 || dot === base.length - 1) return null;
  return base.slice(dot + 1).toLowerCase();
}

/**
 * Whether a bare token in text is a path to a file or folder of the skill (`scripts/fill.py`, `forms.md`, `modules/`).
 */
function pathLike(token: string): boolean {
  if (token.length < 3 || token.length > 300) return false;
  if (/^\d/.test(token) && !token.includes('/')) return false;
  const ext = extensionOf(token);
  if (ext !== null && FILE_EXTENSIONS.has(ext)) return true;
  if (!token.includes('/')) return false;
  // A folder path: letters in every segment (not 1/2, n/a, and/or).
  const segs = token.split('/').filter((s) => s !== '' && s !== '.' && s !== '..');
  return (
    segs.length >= 1 &&
    segs.every((s) => /[a-z]/i.test(s) && s.length >= 2) &&
    (token.endsWith('/') || segs.length >= 2)
  );
}

/** Cap on mentions taken from one document, so a hostile file costs bounded resolution work. */
export const MAX_MENTIONS = 400;

/**
 * Every path a document names. `from` is the document's folder relative to the skill folder
 * ('' for SKILL.md), except for a link written after a skill-folder variable (`{baseDir}/…`: read
 * from the skill folder); `firstLine` skips the frontmatter.
 */
export function extractMentions(text: string, from = '', firstLine = 0, doc: Doc = readDoc(text)): Mention[] {
  const out: Mention[] = [];
  const seenPerLine = new Set<string>();
  const bad = badExampleLines(doc);
  const template = nestedTemplateLines(doc);
  const push = (kind: MentionKind, target: string, line: number, flaggable: boolean, rooted = false) => {
    if (out.length >= MAX_MENTIONS) return;
    const norm = kind === 'xref' ? target.replace(/^(?:\.{1,2}\/)+/, '') : normaliseFrom(rooted ? '' : from, target);
    const key = `${kind}:${norm}`;
    const dedupe = `${line}|${key}`;
    if (seenPerLine.has(dedupe)) return;
    seenPerLine.add(dedupe);
    const mention: Mention = { kind, key, target, line, flaggable };
    if (from !== '' && !rooted)
      mention.altKey = kind === 'xref' ? `xref:${from}|${norm}` : `${kind}:${normaliseFrom('', target)}`;
    out.push(mention);
  };
  let line = 0;
  const take = (m: string) => {
    const token = trimTrailing(m);
    if (pathLike(token)) push('path', token, line, false);
  };
  for (let i = firstLine; i < doc.raw.length; i++) {
    const kind = doc.kind[i];
    if (kind === FENCE) continue;
    line = i;
    const example = bad[i] === 1 || template[i] === 1;
    let prose = '';
    let code = '';
    if (kind === IN_FENCE) code = doc.raw[i];
    else if (doc.ticks[i] === 1) ({ prose, code } = splitInlineCode(doc.raw[i]));
    else prose = doc.raw[i];
    if (kind === PROSE) {
      // Each pattern needs a literal first looked for natively: `](` or `]:` of a link, `skill` of a cross-reference.
      const def = prose.includes(']:') ? REF_DEFINITION.exec(prose) : null;
      const targets = prose.includes('](') ? linkTargets(prose) : [];
      if (def) targets.push({ target: def[1] });
      let linked: Set<string> | null = null;
      for (const { target } of targets) {
        const written = localTarget(target);
        if (written === null) continue;
        const rooted = afterSkillRoot(written);
        const local = rooted ?? written;
        (linked ??= new Set()).add(local);
        const isXref = rooted === null && /^(?:skills?|sub-skills)\//.test(local);
        push(isXref ? 'xref' : 'link', local, i, !example, rooted !== null);
      }
      if (prose.includes('skill')) {
        for (const m of prose.matchAll(XREF)) {
          const token = trimTrailing(m[0]);
          if (linked?.has(token)) continue;
          push('xref', token, i, !example && xrefLooksMeant(token));
        }
      }
    }
    if (kind === PROSE && (prose.includes(':') || code.includes(':'))) {
      // A sibling skill named with its plugin: resolved like a cross-reference, never flagged (the
      // same form, which holds a colon, names other plugins' skills, which are not in this tree).
      for (const name of pluginSkillNames(`${prose} ${code}`)) push('xref', name, i, false);
    }
    // Paths anywhere (prose, code spans, fenced code): evidence that a file is used, never flagged.
    // The tokens of `${prose} ${code}` (no token spans the space between them).
    pathTokens(prose, take);
    pathTokens(code, take);
  }
  return out;
}

/** First line of the body: after a frontmatter block closed by a `---` line (0 when there is none). */
export function bodyStartLine(text: string): number {
  if (!text.startsWith('---')) return 0;
  let start = text.indexOf('\n');
  let line = 1;
  while (start >= 0) {
    const end = text.indexOf('\n', start + 1);
    const l = text.slice(start + 1, end < 0 ? text.length : end).trim();
    if (l === '---') return line + 1;
    start = end;
    line++;
  }
  return 0;
}
