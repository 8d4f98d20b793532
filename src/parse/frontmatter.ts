// Frontmatter the way the reference finds it (spec §1): only when the text starts with `---`,
// cut at the next two occurrences of the substring `---`; YAML parsed with YAML 1.1 booleans
// (yes/no/on/off), as PyYAML's safe_load does.
import yaml from 'js-yaml';

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
}

/** A line that holds only a `#` comment (gray-matter's test for a block with nothing but comments). */
const COMMENT_LINE = /^\s*#[^\n]+/gm;

function parseYaml(text: string, lastKeyWins: boolean): unknown {
  // As gray-matter reads `---\n${text}\n---\n` (text holds no `---`, so the block ends at the
  // appended line): the engine gets the block with its leading newline, a block of nothing but
  // blanks and comments is {} without parsing, and a null document is {}. `json: true` makes a
  // repeated key override, as in PyYAML. Done here rather than through gray-matter, which copies
  // the text into a Buffer on every call and loads its own modules.
  const block = `\n${text}`;
  const empty = text.includes('#') ? block.replace(COMMENT_LINE, '').trim() === '' : text.trim() === '';
  if (empty) return {};
  return yaml.safeLoad(block, { schema: PYYAML_LIKE_SCHEMA, json: lastKeyWins }) ?? {};
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

/** The frontmatter of a text, as the reference finds it (the same object for the same text read lately: do not change it). */
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
  let data: unknown;
  let duplicateKey: YamlProblem | undefined;
  try {
    data = parseYaml(yamlText, false);
  } catch (err) {
    const problem = problemOf(err);
    if (problem.message !== 'duplicated mapping key') return { ...none, error: problem };
    duplicateKey = problem;
    try {
      data = parseYaml(yamlText, true);
    } catch (again) {
      return { ...none, error: problemOf(again) };
    }
  }
  return { found: true, data: data ?? {}, yamlText, body: text.slice(second + 3), ...(duplicateKey ? { duplicateKey } : {}) };
}
