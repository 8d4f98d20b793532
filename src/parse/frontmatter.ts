// Frontmatter the way the reference finds it (spec §1): only when the text starts with `---`,
// cut at the next two occurrences of the substring `---`; YAML parsed with YAML 1.1 booleans
// (yes/no/on/off), as PyYAML's safe_load does.
import yaml from 'js-yaml';
import { CST, Lexer, isMap, isScalar, isSeq, parseDocument, visit } from 'yaml';
import { countChar } from './pytext.js';

const YAML11_TRUE = /^(?:true|True|TRUE|yes|Yes|YES|on|On|ON)$/;
const YAML11_BOOL = /^(?:true|True|TRUE|false|False|FALSE|yes|Yes|YES|no|No|NO|on|On|ON|off|Off|OFF)$/;

const yaml11Bool = new yaml.Type('tag:yaml.org,2002:bool', {
  kind: 'scalar',
  resolve: (data: string | null) => data !== null && YAML11_BOOL.test(data),
  construct: (data: string) => YAML11_TRUE.test(data),
  predicate: (obj: unknown) => typeof obj === 'boolean',
  represent: { lowercase: (obj: unknown) => (obj ? 'true' : 'false') },
  defaultStyle: 'lowercase',
});

/** js-yaml's safe schema with YAML 1.1 booleans (yes/no/on/off), as PyYAML reads them. */
export const PYYAML_LIKE_SCHEMA = new yaml.Schema({ include: [yaml.DEFAULT_SAFE_SCHEMA], implicit: [yaml11Bool] });

// PyYAML's own implicit resolvers (yaml/resolver.py) where js-yaml's differ: a float needs a dot
// and a signed exponent (`1e3` is a string), an int may end in `_`, and `=` is the `value` tag,
// which safe_load cannot construct (an error). Used for the reference method's reading only.
const PYYAML_FLOAT =
  /^(?:[-+]?(?:[0-9][0-9_]*)\.[0-9_]*(?:[eE][-+][0-9]+)?|\.[0-9][0-9_]*(?:[eE][-+][0-9]+)?|[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+\.[0-9_]*|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN))$/;
const PYYAML_INT =
  /^(?:[-+]?0b[0-1_]+|[-+]?0[0-7_]+|[-+]?(?:0|[1-9][0-9_]*)|[-+]?0x[0-9a-fA-F_]+|[-+]?[1-9][0-9_]*(?::[0-5]?[0-9])+)$/;

/** The number a PyYAML int or float scalar stands for (only its type matters to the rules). */
function pyyamlNumber(data: string): number {
  const v = data.replace(/_/g, '');
  const sign = v.startsWith('-') ? -1 : 1;
  const digits = v.replace(/^[-+]/, '');
  if (/^\.(?:inf)$/i.test(digits)) return sign * Infinity;
  if (/^\.nan$/i.test(digits)) return NaN;
  if (digits.includes(':')) return sign * digits.split(':').reduce((acc, part) => acc * 60 + Number(part), 0);
  if (digits.startsWith('0b')) return sign * parseInt(digits.slice(2) || '0', 2);
  if (digits.startsWith('0x')) return sign * parseInt(digits.slice(2) || '0', 16);
  if (/^0[0-7]+$/.test(digits)) return sign * parseInt(digits, 8);
  return sign * Number(digits);
}

const pyyamlFloat = new yaml.Type('tag:yaml.org,2002:float', {
  kind: 'scalar',
  resolve: (data: string | null) => data !== null && PYYAML_FLOAT.test(data),
  construct: pyyamlNumber,
  predicate: (obj: unknown) => typeof obj === 'number',
});
const pyyamlInt = new yaml.Type('tag:yaml.org,2002:int', {
  kind: 'scalar',
  resolve: (data: string | null) => data !== null && PYYAML_INT.test(data),
  construct: pyyamlNumber,
  predicate: (obj: unknown) => typeof obj === 'number' && Number.isInteger(obj),
});
const pyyamlValue = new yaml.Type('tag:yaml.org,2002:value', {
  kind: 'scalar',
  resolve: (data: string | null) => data === '=',
  construct: () => {
    throw new Error("could not determine a constructor for the tag 'tag:yaml.org,2002:value'");
  },
});

/** PYYAML_LIKE_SCHEMA with PyYAML's int, float and value resolvers (the reference method). */
export const PYYAML_SCHEMA = new yaml.Schema({
  include: [PYYAML_LIKE_SCHEMA],
  implicit: [pyyamlInt, pyyamlFloat, pyyamlValue],
});

/** Scalars that PYYAML_SCHEMA may type differently from PYYAML_LIKE_SCHEMA. */
const PYYAML_TYPING = /[0-9][eE]|=|[0-9]_/;

/** A YAML problem in the frontmatter: the parser's words and the 1-based line of SKILL.md. */
export interface YamlProblem {
  message: string;
  line: number;
}

export interface FrontmatterSplit {
  /** Whether YAML was found and parsed (to anything). */
  found: boolean;
  /** The parsed YAML document; undefined when none. */
  data: unknown;
  /** The raw YAML text between the delimiters. */
  yamlText: string;
  body: string;
  /** The frontmatter block is there but is not valid YAML (the reference then reads no frontmatter). */
  error?: YamlProblem;
  /** A mapping repeats a key; the last one wins, as PyYAML reads it (the first repeat is named). */
  duplicateKey?: YamlProblem;
  /**
   * How PyYAML (the reference's parser, `--method reference`) reads the block, when that differs
   * from the above (js-yaml, as Claude Code's YAML 1.2 parsers read it): see pyyamlSplit.
   */
  pyyaml?: FrontmatterSplit;
}

/** A line that holds only a `#` comment (gray-matter's test for a block with nothing but comments). */
const COMMENT_LINE = /^\s*#[^\n]+/gm;

function parseYaml(text: string, lastKeyWins: boolean, schema: yaml.Schema): unknown {
  // As gray-matter reads `---\n${text}\n---\n` (text holds no `---`, so the block ends at the
  // appended line): the engine gets the block with its leading newline, a block of nothing but
  // blanks and comments is {} without parsing, and a null document is {}. `json: true` makes a
  // repeated key override, as in PyYAML. Done here rather than through gray-matter, which copies
  // the text into a Buffer on every call and loads its own modules.
  const block = `\n${text}`;
  const empty = text.includes('#') ? block.replace(COMMENT_LINE, '').trim() === '' : text.trim() === '';
  if (empty) return {};
  return yaml.safeLoad(block, { schema, json: lastKeyWins }) ?? {};
}

/**
 * The parser's reason and the SKILL.md line. The YAML text starts on line 1, after `---`; gray-matter
 * hands the engine one more leading newline, so the parser's 0-based line is the file's 1-based one.
 */
function problemOf(err: unknown): YamlProblem {
  const e = err as { reason?: unknown; message?: unknown; mark?: { line?: unknown } };
  const message = typeof e.reason === 'string' && e.reason ? e.reason : String(e.message ?? err).split('\n')[0];
  const line = typeof e.mark?.line === 'number' ? Math.max(1, e.mark.line) : 1;
  return { message, line };
}

/** The last texts split, by text: the loader and the parser both split a SKILL.md. Read-only for callers. */
const recent = new Map<string, FrontmatterSplit>();
const RECENT_TEXTS = 8;

/**
 * The frontmatter of a text, as the reference finds it (the same object for the same text read lately: do not change
 * it).
 */
export function splitFrontmatter(text: string): FrontmatterSplit {
  const hit = recent.get(text);
  if (hit) return hit;
  const split = splitUncached(text);
  recent.set(text, split);
  if (recent.size > RECENT_TEXTS) recent.delete(recent.keys().next().value as string);
  return split;
}

function splitUncached(text: string): FrontmatterSplit {
  const none: FrontmatterSplit = { found: false, data: undefined, yamlText: '', body: text };
  if (!text.startsWith('---')) return none;
  const second = text.indexOf('---', 3);
  if (second < 0) return none;
  const yamlText = text.slice(3, second);
  const split = parseBlock(text, yamlText, second, yamlText);
  // PyYAML's reading is worked out only when the reference method asks for it.
  let pyyaml: FrontmatterSplit | null | undefined;
  Object.defineProperty(split, 'pyyaml', {
    enumerable: true,
    get: () => (pyyaml === undefined ? (pyyaml = pyyamlSplit(text, yamlText, second)) : pyyaml) ?? undefined,
  });
  return split;
}

/** PyYAML's line breaks that YAML 1.2 (js-yaml) reads as ordinary characters. */
const PYYAML_ONLY_BREAKS = /[\x85\u2028\u2029]/gu;

/**
 * The block as PyYAML's safe_load reads it, when that can differ from js-yaml (null when it
 * cannot). PyYAML's scanner takes NEL, LS and PS for line breaks (its folding keeps the character or
 * a space where js-yaml then reads a newline or a space: the same whitespace to every rule), never
 * skips a tab between tokens (a tab outside quotes, a comment or a block scalar's text is an error:
 * "found character '\t' that cannot start any token"), and wants a quoted scalar followed by a
 * space, a line end or an indicator.
 */
function pyyamlSplit(text: string, yamlText: string, second: number): FrontmatterSplit | null {
  const breaks = yamlText.search(PYYAML_ONLY_BREAKS) >= 0;
  const tabs = yamlText.includes('\t');
  const quotes = yamlText.includes("'") || yamlText.includes('"');
  const collections = yamlText.includes('[') || yamlText.includes('{') || yamlText.includes('?');
  const typing = PYYAML_TYPING.test(yamlText);
  const long = yamlText.length > PYYAML_MAX_SIMPLE_KEY;
  const unended = (yamlText.includes('|') || yamlText.includes('>')) && !/\n *$/.test(yamlText);
  if (!breaks && !tabs && !quotes && !collections && !typing && !long && !unended) return null;
  const pyText = breaks ? yamlText.replace(PYYAML_ONLY_BREAKS, '\n') : yamlText;
  const problem =
    (tabs || quotes || long ? pyyamlScanProblem(pyText) : null) ?? (collections ? unhashableKey(pyText) : null);
  if (problem) return { found: false, data: undefined, yamlText: '', body: text, error: problem };
  const blockAtEnd = unended && endsInBlockScalar(pyText);
  if (!breaks && !typing && !blockAtEnd) return null;
  const split = parseBlock(text, yamlText, second, pyText, PYYAML_SCHEMA);
  if (blockAtEnd) dropFinalBreak(split.data, lastWrittenKey(pyText));
  return split;
}

/**
 * Whether the block ends inside a block scalar (`|`, `>`, not `-` chomped) with no line break after
 * its last line (the closing `---` on that line): PyYAML then adds no final newline to the value,
 * js-yaml does.
 */
function endsInBlockScalar(yamlText: string): boolean {
  if (!yamlText.includes('|') && !yamlText.includes('>')) return false;
  if (/\n[ ]*$/.test(yamlText)) return false;
  let header = '';
  let last = '';
  for (const token of new Lexer().lex(yamlText)) {
    if (token === CST.SCALAR || token === CST.DOCUMENT || token === CST.FLOW_END) continue;
    const type = CST.tokenType(token);
    if (type === 'block-scalar-header') header = token;
    else if (type !== 'newline' && type !== 'space' && type !== 'comment' && type !== undefined) header = '';
    last = type ?? 'scalar';
    if (type === undefined && header === '') last = 'other';
  }
  return header !== '' && !header.includes('-') && (last === 'scalar' || last === 'space');
}

/**
 * The last top-level value, when it is a string ending in a line break, loses that break. "Last" is
 * the last pair written (`key`, when known): with a duplicated key, the object keeps the key where
 * it first stood, and its value is the last one written.
 */
function dropFinalBreak(data: unknown, key: string | undefined): void {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return;
  const map = data as Record<string, unknown>;
  const keys = Object.keys(map);
  const last = key !== undefined && Object.hasOwn(map, key) ? key : keys[keys.length - 1];
  const value = last === undefined ? undefined : map[last];
  if (typeof value === 'string' && value.endsWith('\n')) map[last as string] = value.slice(0, -1);
}

/** The key of the last pair written in a top-level mapping, when it is a plain or quoted string. */
function lastWrittenKey(yamlText: string): string | undefined {
  const doc = parseDocument(yamlText, { uniqueKeys: false });
  if (!isMap(doc.contents)) return undefined;
  const pair = doc.contents.items[doc.contents.items.length - 1];
  return isScalar(pair?.key) && typeof pair.key.value === 'string' ? pair.key.value : undefined;
}

/** The first place where PyYAML's scanner fails and js-yaml's does not (see pyyamlSplit), or null. */
export function pyyamlScanProblem(yamlText: string): YamlProblem | null {
  let scalarNext = false;
  let blockNext = false;
  let afterQuoted = false;
  /** Where the scalar that may be a key (before a `:`) started, or -1. */
  let keyStart = -1;
  let flow = 0;
  let offset = 0;
  const at = (message: string, index: number): YamlProblem => ({ message, line: countLines(yamlText, index) });
  const tabAt = (index: number) => at("found character '\\t' that cannot start any token", index);
  for (const token of new Lexer().lex(yamlText)) {
    const start = offset;
    if (token !== CST.SCALAR && token !== CST.DOCUMENT && token !== CST.FLOW_END) offset += token.length;
    if (token === CST.SCALAR) {
      if (afterQuoted) return at('expected a space or an indicator after a quoted scalar', start);
      scalarNext = true;
      continue;
    }
    const type = CST.tokenType(token);
    if (scalarNext) {
      scalarNext = false;
      if (blockNext) {
        blockNext = false;
        keyStart = -1;
        const tab = blockScalarTab(token);
        if (tab >= 0) return tabAt(start + tab);
      } else {
        if (token.includes('\t')) return tabAt(start + token.indexOf('\t'));
        keyStart = start;
      }
      afterQuoted = false;
      continue;
    }
    if (type === 'single-quoted-scalar' || type === 'double-quoted-scalar') {
      if (afterQuoted) return at('expected a space or an indicator after a quoted scalar', start);
      afterQuoted = true;
      keyStart = start;
      continue;
    }
    if (type === 'space') {
      if (token.includes('\t')) return tabAt(start + token.indexOf('\t'));
      continue; // a scalar after a quoted one and spaces is an error too (`d: "x" b:`)
    }
    if (type === 'map-value-ind' && flow === 0 && keyStart >= 0 && start - keyStart > PYYAML_MAX_SIMPLE_KEY) {
      // PyYAML forgets a possible simple key more than 1024 characters back: "could not find expected ':'".
      return at("could not find expected ':' (a key longer than 1024 characters)", keyStart);
    }
    if (type === 'flow-map-start' || type === 'flow-seq-start') flow++;
    else if ((type === 'flow-map-end' || type === 'flow-seq-end') && flow > 0) flow--;
    if (type === 'block-scalar-header') {
      blockNext = true;
      if (token.includes('\t')) return tabAt(start);
    } else if (type !== 'comment' && token.includes('\t')) {
      return tabAt(start + token.indexOf('\t')); // comments may hold tabs
    }
    afterQuoted = false;
    keyStart = -1;
  }
  return null;
}

/** How far back PyYAML's scanner keeps a possible simple key (yaml/scanner.py, stale_possible_simple_keys). */
const PYYAML_MAX_SIMPLE_KEY = 1024;

/**
 * A mapping key that is a list or a mapping: PyYAML's constructor fails on it ("found unhashable
 * key"), js-yaml turns it into a string. Null when there is none (or the document does not parse).
 */
function unhashableKey(yamlText: string): YamlProblem | null {
  const doc = parseDocument(yamlText, { uniqueKeys: false, version: '1.1' });
  if (doc.errors.length > 0) return null;
  let problem: YamlProblem | null = null;
  visit(doc, {
    Pair(_, pair) {
      const key = pair.key;
      if (isMap(key) || isSeq(key)) {
        problem = { message: 'found unhashable key', line: countLines(yamlText, key.range?.[0] ?? 0) };
        return visit.BREAK;
      }
      return undefined;
    },
  });
  return problem;
}

/**
 * Offset of a tab that ends a block scalar's text and then starts a token (PyYAML's error), or -1:
 * a tab before the scalar's indentation (the leading spaces of its first non-blank line, at least
 * one: the frontmatter's keys are at column 0) is reached.
 */
function blockScalarTab(source: string): number {
  let indent = -1;
  let lineStart = 0;
  while (lineStart <= source.length) {
    let end = source.indexOf('\n', lineStart);
    if (end < 0) end = source.length;
    let spaces = 0;
    while (source[lineStart + spaces] === ' ') spaces++;
    const next = source[lineStart + spaces];
    // The first text line sets the indentation with its spaces (a tab after them is text); a line
    // indented less ends the scalar, and a tab there then starts a token.
    if (next === '\t' && (indent < 0 ? spaces === 0 : spaces < indent)) return lineStart + spaces;
    if (indent < 0 && lineStart + spaces < end) indent = spaces;
    lineStart = end + 1;
  }
  return -1;
}

/** 1-based line (of SKILL.md: the block starts on its first line) of an offset in the block. */
function countLines(s: string, index: number): number {
  return 1 + countChar(s.slice(0, index), '\n');
}

/** A block's mapping as parsed with PYYAML_LIKE_SCHEMA, and its repeated key. Read-only for callers. */
interface ParsedBlock {
  data: unknown;
  duplicateKey?: YamlProblem;
}

/**
 * The blocks parsed last with PYYAML_LIKE_SCHEMA, by their text: each edit of a skill the advice
 * scores again that leaves its frontmatter alone has the same block (only the PyYAML reading,
 * which changes its data, is never kept).
 */
const recentBlocks = new Map<string, ParsedBlock>();
const RECENT_BLOCKS = 64;

/** The split of `text` with the YAML block `yamlText` (ending at `second`), parsed from `parsed`. */
function parseBlock(
  text: string,
  yamlText: string,
  second: number,
  parsed: string,
  schema: yaml.Schema = PYYAML_LIKE_SCHEMA,
): FrontmatterSplit {
  const kept = schema === PYYAML_LIKE_SCHEMA ? recentBlocks.get(parsed) : undefined;
  if (kept !== undefined) return foundSplit(text, yamlText, second, kept);
  const none: FrontmatterSplit = { found: false, data: undefined, yamlText: '', body: text };
  let data: unknown;
  let duplicateKey: YamlProblem | undefined;
  try {
    data = parseYaml(parsed, false, schema);
  } catch (err) {
    const problem = problemOf(err);
    if (problem.message !== 'duplicated mapping key') return { ...none, error: problem };
    duplicateKey = problem;
    try {
      data = parseYaml(parsed, true, schema);
    } catch (again) {
      return { ...none, error: problemOf(again) };
    }
  }
  const block: ParsedBlock = { data: data ?? {}, ...(duplicateKey ? { duplicateKey } : {}) };
  if (schema === PYYAML_LIKE_SCHEMA) {
    recentBlocks.set(parsed, block);
    if (recentBlocks.size > RECENT_BLOCKS) recentBlocks.delete(recentBlocks.keys().next().value as string);
  }
  return foundSplit(text, yamlText, second, block);
}

function foundSplit(text: string, yamlText: string, second: number, block: ParsedBlock): FrontmatterSplit {
  return {
    found: true,
    data: block.data,
    yamlText,
    body: text.slice(second + 3),
    ...(block.duplicateKey ? { duplicateKey: block.duplicateKey } : {}),
  };
}
