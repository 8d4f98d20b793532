// The files SKILL.md tells Claude to open or run by name, as it writes them: a script after an
// interpreter (`python scripts/fill.py`, `bash ./run.sh`), a path alone in a code span, the lead
// code span of a list item ("- `gates/g5.py` – RNG validator"). Links are left to ORPHAN_REFERENCE.
// Names the text makes (create, write, save, > redirect, -o) are collected apart, so a file the
// skill tells Claude to create is never taken for one it says is there. Pure and linear: one pass
// over the lines, a bounded amount of work per code span.
import { FENCE, IN_FENCE, type Doc } from './document.js';
import { badExampleLines, nestedTemplateLines, pathTokens } from './mentions.js';
import { afterSkillRoot } from './skillRoot.js';
import { perDocFrom } from './perDoc.js';

export type NamedHow = 'command' | 'span' | 'listed';

export interface NamedFile {
  /** As written (the token). */
  written: string;
  /** 0-based line. */
  line: number;
  how: NamedHow;
  /** Written after a variable that stands for the skill's own folder (`${CLAUDE_SKILL_DIR}/…`). */
  skillRooted: boolean;
  /** For `listed`: the list or table it leads an item of (its first line), so siblings can be compared. */
  list?: number;
  /** Its line, or the sentence leading into its code block, speaks of the user's project or repository. */
  theirs: boolean;
}

export interface NamedFiles {
  named: NamedFile[];
  /** Every path-like token on a line that makes or writes files (tokens as written, `./` dropped). */
  made: Set<string>;
}

/** Interpreters and loaders whose next argument is a script to run. */
const RUNNER =
  /(?:^|[\s;&|(!])(?:python3?|bash|sh|zsh|node|bun|deno\s+run|tsx|ts-node|ruby|perl|pwsh|uv\s+run|source|\.)\s+(\S+)/g;
const RUNS = new RegExp(RUNNER.source);
/** Lines that make, write or move files: their names are outputs, not material the skill ships. */
const MAKES =
  /\b(?:creat\w*|writ\w*|generat\w*|sav\w*|output\w*|produc\w*|touch|mkdir|scaffold\w*|emit\w*|cop(?:y|ies)|cp|mv|renam\w*|tee|export\w*|add (?:a|an|the) (?:new )?file|new file)\b|>\s*\S|\s-o\s|--out/i;
const LIST_ITEM = /^\s*(?:[-*+]|\d+[.)]|\|)\s*(?:\*\*|__)?`[^`]+`/;
/** Words that place a name in the user's project, not in the skill. */
const THEIRS = /\b(?:repo|repos|repository|project|projects|your|codebase|workspace|monorepo|lives in|user's)\b/i;
const BLANK = /^\s*$/;

/** The text of each inline code span of a line, with where it starts. */
function codeSpans(line: string): Array<{ text: string; at: number }> {
  const out: Array<{ text: string; at: number }> = [];
  let i = line.indexOf('`');
  while (i >= 0) {
    let run = i;
    while (run < line.length && line[run] === '`') run++;
    const ticks = line.slice(i, run);
    const close = line.indexOf(ticks, run);
    if (close < 0) {
      i = line.indexOf('`', run);
      continue;
    }
    out.push({ text: line.slice(run, close), at: i });
    i = line.indexOf('`', close + ticks.length);
  }
  return out;
}

/** A script argument as written, its quotes dropped; the skill-folder variable noted. */
function scriptOf(token: string): { written: string; skillRooted: boolean } {
  const t = token.replace(/^["']|["';)]+$/g, '');
  const rooted = afterSkillRoot(t);
  return rooted !== null ? { written: rooted, skillRooted: true } : { written: t, skillRooted: false };
}

function pushCommands(code: string, line: number, theirs: boolean, out: NamedFile[]): void {
  if (!/[.\s]/.test(code)) return;
  for (const m of code.matchAll(RUNNER)) {
    const { written, skillRooted } = scriptOf(m[1]);
    if (written.includes('.')) out.push({ written, line, how: 'command', skillRooted, theirs });
  }
}

/** What the reading carries from line to line: the list or table being read (its first line, whether
 *  it is still open) and the last line of prose before a code block. */
interface LineState {
  start: number;
  open: boolean;
  leadInTheirs: boolean;
}

function readProseLine(raw: string, i: number, state: LineState, out: NamedFile[]): void {
  const item = LIST_ITEM.test(raw);
  if (item) {
    if (!state.open) state.start = i;
    state.open = true;
  } else if (!BLANK.test(raw) && !/^\s/.test(raw)) state.open = false;
  const theirs = THEIRS.test(raw);
  if (!BLANK.test(raw)) state.leadInTheirs = theirs;
  if (!raw.includes('`')) return;
  const spans = codeSpans(raw);
  for (let k = 0; k < spans.length; k++) {
    const span = spans[k].text.trim();
    if (RUNS.test(span)) {
      pushCommands(span, i, theirs, out);
      continue;
    }
    if (/\s/.test(span)) continue;
    const { written, skillRooted } = scriptOf(span);
    const named: NamedFile = { written, line: i, how: 'span', skillRooted, theirs };
    if (item && k === 0) Object.assign(named, { how: 'listed', list: state.start });
    out.push(named);
  }
}

/**
 * The files SKILL.md's body names to open or run, and the names it makes. Fenced code gives
 * commands only; prose gives its code spans; "❌ Bad" examples and markdown templates give nothing.
 * Read once per document (read-only): the loader looks for the names above the skill's folder and
 * UNRESOLVED_REFERENCE then reads the same document, as does every edit the advice rescores that
 * leaves the body as it was.
 */
export function namedFiles(doc: Doc, start: number): NamedFiles {
  return namedFrom(doc, start);
}

/** What namedFiles found, by document read and by first line: read-only for its callers. */
const namedFrom = perDocFrom(readNamedFiles);

function readNamedFiles(doc: Doc, start: number): NamedFiles {
  const named: NamedFile[] = [];
  const made = new Set<string>();
  const bad = badExampleLines(doc);
  const template = nestedTemplateLines(doc);
  const state: LineState = { start: -1, open: false, leadInTheirs: false };
  const addMade = (token: string) => made.add(token.replace(/^\.\//, '').replace(/[.,:;)]+$/, ''));
  for (let i = start; i < doc.raw.length; i++) {
    const kind = doc.kind[i];
    if (kind === FENCE) continue;
    const raw = doc.raw[i];
    if (MAKES.test(raw)) pathTokens(raw, addMade);
    if (bad[i] === 1 || template[i] === 1) continue;
    if (kind === IN_FENCE) pushCommands(raw, i, state.leadInTheirs || THEIRS.test(raw), named);
    else readProseLine(raw, i, state, named);
  }
  return { named, made };
}

/** Extensions of files a skill ships and tells Claude to open or run. */
const SHIPPED =
  /\.(?:md|markdown|txt|py|sh|bash|zsh|js|mjs|cjs|ts|tsx|rb|pl|ps1|json|ya?ml|toml|csv|xml|html|sql|j2|jinja|tmpl|template)$/i;
/** Placeholders and examples: angle brackets, braces, globs, variables, ellipses, stock names. */
const PLACEHOLDER =
  /[<>{}*?[\]$%|\\]|\.\.\.|…|(?:^|\/)(?:path\/to|to\/)|\b(?:your|my|some|example|sample|foo|bar|baz|xxx+|yyyy|name|file|script|tmp|temp)[\w-]*\.\w+$|(?:^|[/_-])(?:your|my|example)[_-]/i;

/**
 * A named file as a path relative to the folder it is read from (`./` dropped), or null when it is
 * not one to look for: a placeholder, an absolute or home path, a URL, a parent path, a skill
 * cross-reference, a file of a kind skills do not ship.
 */
export function relativeName(n: NamedFile): string | null {
  const w = n.written.replace(/^(?:\.\/)+/, '');
  if (w.length < 4 || w.length > 200 || !SHIPPED.test(w) || PLACEHOLDER.test(w)) return null;
  if (/^(?:[/~]|\.\.\/|[a-z][\w+.-]*:)/i.test(w) || /^skills?\//.test(w) || !/^[\w./@+-]+$/.test(w)) return null;
  return w;
}
