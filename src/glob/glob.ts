// The configuration's globs (`ignore`, `overrides.files`), matched against target folders the way
// .gitignore users expect, in time linear in the path: each glob becomes a small automaton (NFA)
// run once over the path, never a backtracking search, so a hostile pattern or folder name costs
// at most (path length × pattern length) steps.
//   *   any characters but /          ?  one character but /        [a-z] [!a-z]  one of a set
//   **  as a whole segment: any folders (none included)              {a,b}  either (expanded)
//   \x  the character x
// A pattern without a slash (a trailing one aside) matches at any depth; one with a slash is
// relative to the repository root. A pattern that matches a folder matches everything under it,
// and `dir/**` (the folder's contents) matches the folder itself.

export class GlobError extends Error {}

/** Most alternatives a pattern's braces may expand to. */
export const MAX_BRACE_ALTERNATIVES = 64;

const SLASH = 0x2f;
type CharTest = (c: number) => boolean;

interface GlobNode {
  /** Nodes reached without reading a character. */
  eps: number[];
  /** Nodes reached by reading a character that passes the test. */
  edges: Array<{ test: CharTest; to: number }>;
}

/** One alternative of a pattern: its automaton (start 0) and accepting node; `all` matches anything. */
interface Automaton {
  nodes: GlobNode[];
  accept: number;
  all: boolean;
}

export interface CompiledGlob {
  source: string;
  automata: Automaton[];
}

const notSlash: CharTest = (c) => c !== SLASH;

/** The group of braces to expand first: its span and its top-level parts, or null. */
function braceGroup(p: string): { start: number; end: number; parts: string[] } | null {
  for (let start = 0; start < p.length; start++) {
    if (p[start] === '\\') {
      start++;
      continue;
    }
    if (p[start] !== '{') continue;
    let depth = 0;
    let from = start + 1;
    const parts: string[] = [];
    for (let i = start; i < p.length; i++) {
      const c = p[i];
      if (c === '\\') i++;
      else if (c === '{') depth++;
      else if (c === ',' && depth === 1) {
        parts.push(p.slice(from, i));
        from = i + 1;
      } else if (c === '}' && --depth === 0) {
        if (parts.length === 0) break; // `{a}`: literal braces
        parts.push(p.slice(from, i));
        return { start, end: i, parts };
      }
    }
  }
  return null;
}

/** Every alternative of a pattern's braces (each internal step splits in two or more: bounded). */
export function expandBraces(p: string, out: string[] = []): string[] {
  const g = braceGroup(p);
  if (!g) {
    out.push(p);
    if (out.length > MAX_BRACE_ALTERNATIVES)
      throw new GlobError(`its braces expand to more than ${MAX_BRACE_ALTERNATIVES} alternatives`);
    return out;
  }
  for (const part of g.parts) expandBraces(p.slice(0, g.start) + part + p.slice(g.end + 1), out);
  return out;
}

/** A `[…]` set at `at`: its test and the index after it, or null when it is not closed. */
function charClass(seg: string, at: number): { test: CharTest; next: number } | null {
  let i = at + 1;
  const negated = seg[i] === '!' || seg[i] === '^';
  if (negated) i++;
  const ranges: Array<[number, number]> = [];
  let first = true;
  for (; i < seg.length; i++) {
    if (seg[i] === ']' && !first) {
      const inSet = (c: number) => ranges.some(([a, b]) => c >= a && c <= b);
      return { test: (c) => c !== SLASH && inSet(c) !== negated, next: i + 1 };
    }
    first = false;
    let lo = seg[i];
    if (lo === '\\' && i + 1 < seg.length) lo = seg[++i];
    let hi = lo;
    if (seg[i + 1] === '-' && i + 2 < seg.length && seg[i + 2] !== ']') {
      hi = seg[i + 2];
      i += 2;
    }
    ranges.push([lo.charCodeAt(0), hi.charCodeAt(0)]);
  }
  return null;
}

/** Builds automata node by node. */
class Builder {
  readonly nodes: GlobNode[] = [{ eps: [], edges: [] }];
  cur = 0;

  private add(): number {
    this.nodes.push({ eps: [], edges: [] });
    return this.nodes.length - 1;
  }

  /** Reads one character that passes `test`. */
  step(test: CharTest): void {
    const next = this.add();
    this.nodes[this.cur].edges.push({ test, to: next });
    this.cur = next;
  }

  /** `*`: any run of characters but /. */
  star(): void {
    const next = this.add();
    this.nodes[this.cur].edges.push({ test: notSlash, to: this.cur });
    this.nodes[this.cur].eps.push(next);
    this.cur = next;
  }

  /** `**` as a segment: any number of whole folders, each with its slash. */
  folders(): void {
    const entry = this.cur;
    const inside = this.add();
    const exit = this.add();
    this.nodes[entry].eps.push(exit);
    this.nodes[entry].edges.push({ test: notSlash, to: inside });
    this.nodes[inside].edges.push({ test: notSlash, to: inside }, { test: (c) => c === SLASH, to: entry });
    this.cur = exit;
  }

  segment(seg: string): void {
    for (let i = 0; i < seg.length; i++) {
      const ch = seg[i];
      const set = ch === '[' ? charClass(seg, i) : null;
      if (ch === '*') {
        while (seg[i + 1] === '*') i++;
        this.star();
      } else if (ch === '?') this.step(notSlash);
      else if (set) {
        this.step(set.test);
        i = set.next - 1;
      } else {
        const lit = (ch === '\\' && i + 1 < seg.length ? seg[++i] : ch).charCodeAt(0);
        this.step((c) => c === lit);
      }
    }
  }
}

/** One brace alternative: anchoring and folder rules applied, then its automaton. */
function automaton(alt: string): Automaton {
  let p = alt.replace(/^(?:\.\/)+/u, '');
  // A slash at the start or in the middle (not only at the end) ties the pattern to the root.
  const anchored = p.replace(/\/+$/u, '').includes('/');
  p = p.replace(/^\/+/u, '');
  // `dir/` and `dir/**` name the folder (its contents); a match of a folder covers what is under it.
  for (let prev = ''; prev !== p;) {
    prev = p;
    p = p.replace(/\/+$/u, '').replace(/\/\*\*$/u, '');
  }
  if (p === '' || p === '**') return { nodes: [], accept: 0, all: true };
  const segments = p.split('/').filter((s) => s !== '');
  if (!anchored) segments.unshift('**');
  const b = new Builder();
  segments.forEach((seg, i) => {
    if (seg === '**') return b.folders();
    b.segment(seg);
    if (i < segments.length - 1) b.step((c) => c === SLASH);
  });
  return { nodes: b.nodes, accept: b.cur, all: false };
}

const compiled = new Map<string, CompiledGlob>();

/** A pattern compiled (and remembered); GlobError when it cannot be. */
export function compileGlob(pattern: string): CompiledGlob {
  let g = compiled.get(pattern);
  if (g) return g;
  if (pattern.startsWith('!')) throw new GlobError('negated patterns (!) are not supported; list only what to match');
  g = { source: pattern, automata: expandBraces(pattern).map(automaton) };
  if (compiled.size > 1000) compiled.clear();
  compiled.set(pattern, g);
  return g;
}

/** Whether the automaton accepts `path` or one of its parent folders (a prefix ending before a /). */
function acceptsPathOrParent(a: Automaton, path: string): boolean {
  if (a.all) return true;
  const n = a.nodes.length;
  // Node sets as arrays with a generation mark: no allocation per character.
  const seen = new Int32Array(n).fill(-1);
  let active = new Int32Array(n);
  let next = new Int32Array(n);
  const stack = new Int32Array(n);
  let size: number;
  let nextSize = 0;
  const enter = (node: number, gen: number): void => {
    let top = 0;
    stack[top++] = node;
    while (top > 0) {
      const x = stack[--top];
      if (seen[x] === gen) continue;
      seen[x] = gen;
      next[nextSize++] = x;
      for (const e of a.nodes[x].eps) if (seen[e] !== gen) stack[top++] = e;
    }
  };
  enter(0, 0);
  [active, next, size, nextSize] = [next, active, nextSize, 0];
  for (let i = 0; i < path.length; i++) {
    const c = path.charCodeAt(i);
    if (c === SLASH && seen[a.accept] === i) return true;
    for (let k = 0; k < size; k++) for (const e of a.nodes[active[k]].edges) if (e.test(c)) enter(e.to, i + 1);
    if (nextSize === 0) return false;
    [active, next, size, nextSize] = [next, active, nextSize, 0];
  }
  return seen[a.accept] === path.length;
}

/** Whether a target folder (repository-relative, POSIX; '' or '.' = the root) matches the glob. */
export function globMatchesFolder(glob: CompiledGlob, folder: string): boolean {
  const p = folder === '' ? '.' : folder;
  return glob.automata.some((a) => acceptsPathOrParent(a, p));
}
