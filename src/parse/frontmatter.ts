// Frontmatter the way the reference finds it (spec §1): only when the text starts with `---`,
// cut at the next two occurrences of the substring `---`; YAML parsed with YAML 1.1 booleans
// (yes/no/on/off), as PyYAML's safe_load does.
import matter from 'gray-matter';
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

const PYYAML_LIKE_SCHEMA = new yaml.Schema({ include: [yaml.DEFAULT_SAFE_SCHEMA], implicit: [yaml11Bool] });

export interface FrontmatterSplit {
  /** Whether YAML was found and parsed (to anything). */
  found: boolean;
  /** The parsed YAML document; undefined when none. */
  data: unknown;
  /** The raw YAML text between the delimiters. */
  yamlText: string;
  body: string;
}

function parseYaml(text: string): unknown {
  // gray-matter drives the parse so that front matter is read the same way everywhere; the engine
  // is ours for the YAML 1.1 schema.
  const file = matter(`---\n${text}\n---\n`, {
    engines: { yaml: (s: string) => yaml.safeLoad(s, { schema: PYYAML_LIKE_SCHEMA }) as object },
  });
  return (file as unknown as { data: unknown }).data;
}

export function splitFrontmatter(text: string): FrontmatterSplit {
  const none: FrontmatterSplit = { found: false, data: undefined, yamlText: '', body: text };
  if (!text.startsWith('---')) return none;
  const second = text.indexOf('---', 3);
  if (second < 0) return none;
  const yamlText = text.slice(3, second);
  let data: unknown;
  try {
    data = parseYaml(yamlText);
  } catch {
    return none;
  }
  return { found: true, data: data ?? {}, yamlText, body: text.slice(second + 3) };
}
