// Agent Skills specification checks: the frontmatter rules of agentskills.io
// plus the fields Claude Code documents on top of it. Findings only, never in the composite.
import { cpLength } from '../parse/pytext.js';
import { frontmatterKeyLines } from '../parse/skill.js';
import type { Finding, ParsedSkill } from '../contract/types.js';
import { registerRules, type RuleInfo } from './catalog.js';
import { LEVEL_SEVERITY } from './security.js';

// ---- Limits (agentskills.io specification) ----------------------------------------------------

export const NAME_MAX_CHARS = 64;
export const DESCRIPTION_MAX_CHARS = 1024;
export const COMPATIBILITY_MAX_CHARS = 500;
/** Unknown-field findings kept per skill; the last one says how many more there were. */
export const MAX_UNKNOWN_FIELD_FINDINGS = 20;
/** Lower-case ASCII letters and digits in groups joined by single hyphens. */
const NAME_FORMAT_RE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/u;

/** Frontmatter fields of the Agent Skills specification. */
export const SPEC_FIELDS = ['name', 'description', 'license', 'compatibility', 'metadata', 'allowed-tools'] as const;
/** Fields Claude Code documents for skills on top of the specification. */
export const CLAUDE_CODE_FIELDS = [
  'when_to_use',
  'argument-hint',
  'arguments',
  'disable-model-invocation',
  'user-invocable',
  'allowed-tools',
  'disallowed-tools',
  'model',
  'effort',
  'context',
  'agent',
  'hooks',
  'paths',
  'shell',
  'version',
] as const;
const KNOWN_FIELDS = new Set<string>([...SPEC_FIELDS, ...CLAUDE_CODE_FIELDS]);

type Shape = 'string' | 'boolean' | 'mapping' | 'string-or-list' | 'string-or-number';
/** The type each known field must have when it is present and not empty. */
const FIELD_SHAPES: Record<string, Shape> = {
  name: 'string',
  description: 'string',
  license: 'string',
  compatibility: 'string',
  metadata: 'mapping',
  'allowed-tools': 'string-or-list',
  'disallowed-tools': 'string-or-list',
  when_to_use: 'string',
  'argument-hint': 'string',
  arguments: 'string-or-list',
  'disable-model-invocation': 'boolean',
  'user-invocable': 'boolean',
  model: 'string',
  effort: 'string',
  context: 'string',
  agent: 'string',
  hooks: 'mapping',
  paths: 'string-or-list',
  shell: 'string',
  version: 'string-or-number',
};

// ---- Rules ------------------------------------------------------------------------------------

export const SPEC_NO_FRONTMATTER = 'SPEC_NO_FRONTMATTER';
export const SPEC_MISSING_FIELD = 'SPEC_MISSING_FIELD';
export const SPEC_NAME_FORMAT = 'SPEC_NAME_FORMAT';
export const SPEC_NAME_MISMATCH = 'SPEC_NAME_MISMATCH';
export const SPEC_DESCRIPTION_LENGTH = 'SPEC_DESCRIPTION_LENGTH';
export const SPEC_COMPATIBILITY_LENGTH = 'SPEC_COMPATIBILITY_LENGTH';
export const SPEC_FIELD_TYPE = 'SPEC_FIELD_TYPE';
export const SPEC_UNKNOWN_FIELD = 'SPEC_UNKNOWN_FIELD';
export const SPEC_INVALID_YAML = 'SPEC_INVALID_YAML';
export const SPEC_DUPLICATE_KEY = 'SPEC_DUPLICATE_KEY';

export const SPEC_RULES: RuleInfo[] = [
  {
    id: SPEC_NO_FRONTMATTER,
    title: 'No frontmatter',
    description: 'SKILL.md does not start with a YAML frontmatter block (or its YAML does not parse).',
    fix: 'Start SKILL.md with a `---` block holding at least `name` and `description`, then a closing `---`.',
  },
  {
    id: SPEC_MISSING_FIELD,
    title: 'Required field missing',
    description: 'The specification requires `name` and `description` in the frontmatter.',
    fix: 'Add the missing field to the frontmatter.',
  },
  {
    id: SPEC_NAME_FORMAT,
    title: 'Name format',
    description: `\`name\` must be 1–${NAME_MAX_CHARS} lower-case letters, digits and single hyphens, not starting or ending with a hyphen.`,
    fix: 'Rename the skill in kebab-case, e.g. `pdf-processing`.',
  },
  {
    id: SPEC_NAME_MISMATCH,
    title: 'Name differs from folder',
    description: '`name` must match the name of the folder holding SKILL.md.',
    fix: 'Rename the folder or the `name` so that they are the same.',
  },
  {
    id: SPEC_DESCRIPTION_LENGTH,
    title: 'Description length',
    description: `\`description\` must be 1–${DESCRIPTION_MAX_CHARS} characters.`,
    fix: `Write a description of what the skill does and when to use it, at most ${DESCRIPTION_MAX_CHARS} characters.`,
  },
  {
    id: SPEC_COMPATIBILITY_LENGTH,
    title: 'Compatibility length',
    description: `\`compatibility\`, when present, must be 1–${COMPATIBILITY_MAX_CHARS} characters.`,
    fix: `Shorten \`compatibility\` to the essential requirements (at most ${COMPATIBILITY_MAX_CHARS} characters), or remove it.`,
  },
  {
    id: SPEC_FIELD_TYPE,
    title: 'Field has the wrong type',
    description:
      'A frontmatter field has a type the specification or Claude Code does not accept (e.g. a list where a string is expected).',
    fix: 'Give the field the documented type (strings quoted if YAML would read them as numbers, dates or booleans).',
  },
  {
    id: SPEC_UNKNOWN_FIELD,
    title: 'Unknown frontmatter field',
    description:
      'The frontmatter has a field that neither the Agent Skills specification nor Claude Code defines; harnesses ignore it.',
    fix: 'Remove the field, fix its spelling, or move custom data under `metadata`.',
  },
  {
    id: SPEC_INVALID_YAML,
    title: 'Frontmatter is not valid YAML',
    description:
      'The frontmatter block does not parse as YAML, so Claude Code does not load the skill (the calibrated method reports it as an error; the reference scores it as if there were no frontmatter).',
    fix: 'Fix the YAML at the line given (quote values holding `: `, `#` or leading special characters).',
  },
  {
    id: SPEC_DUPLICATE_KEY,
    title: 'Repeated frontmatter key',
    description: 'A frontmatter key appears twice; parsers disagree on which one counts (the last one was kept).',
    fix: 'Keep one occurrence of the key, with the value you mean.',
  },
];

registerRules(SPEC_RULES);

// ---- Checks -----------------------------------------------------------------------------------

function kindOf(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'a list';
  if (v instanceof Date) return 'a date';
  if (typeof v === 'object') return 'a mapping';
  return `a ${typeof v}`;
}

function isMapping(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v) && !(v instanceof Date);
}

function fitsShape(v: unknown, shape: Shape): boolean {
  switch (shape) {
    case 'string':
      return typeof v === 'string';
    case 'boolean':
      return typeof v === 'boolean';
    case 'mapping':
      return isMapping(v);
    case 'string-or-list':
      return typeof v === 'string' || (Array.isArray(v) && v.every((x) => typeof x === 'string'));
    case 'string-or-number':
      return typeof v === 'string' || typeof v === 'number';
  }
}

const SHAPE_WORDS: Record<Shape, string> = {
  string: 'a string',
  boolean: 'true or false',
  mapping: 'a mapping',
  'string-or-list': 'a string or a list of strings',
  'string-or-number': 'a string',
};

/** Why a name breaks the format rule, or null when it is fine. */
function nameProblem(name: string): string | null {
  const len = cpLength(name);
  if (len === 0) return 'is empty';
  if (len > NAME_MAX_CHARS) return `is ${len} characters long (at most ${NAME_MAX_CHARS})`;
  if (NAME_FORMAT_RE.test(name)) return null;
  if (name.startsWith('-') || name.endsWith('-')) return 'starts or ends with a hyphen';
  if (name.includes('--')) return 'has consecutive hyphens';
  if (/[A-Z]/u.test(name)) return 'has upper-case letters';
  return 'has characters other than a-z, 0-9 and -';
}

function show(v: string, max = 40): string {
  const chars = Array.from(v.replace(/\s+/gu, ' '));
  return JSON.stringify(chars.length > max ? chars.slice(0, max).join('') + '…' : chars.join(''));
}

/** Specification findings for a skill, sorted by line. Pure and deterministic. */
export function specFindings(skill: ParsedSkill): Finding[] {
  const out: Finding[] = [];
  const keyLine = frontmatterKeyLines(skill.text);
  const lineOf = (key: string) => keyLine.get(key) ?? 1;
  const add = (rule: string, level: Finding['level'], line: number, message: string) =>
    out.push({ rule, category: 'spec', severity: LEVEL_SEVERITY[level], level, message, line, file: skill.file });

  if (skill.frontmatterError) {
    const e = skill.frontmatterError;
    // The parser can name a line past the end (an unclosed construct at the end of the text): annotate the last one.
    add(
      SPEC_INVALID_YAML,
      'high',
      Math.min(Math.max(1, e.line), Math.max(1, skill.lineCount)),
      `The frontmatter is not valid YAML: ${e.message} (line ${e.line}); Claude Code would not load this skill`,
    );
    return out;
  }
  if (skill.duplicateKey) {
    const d = skill.duplicateKey;
    add(
      SPEC_DUPLICATE_KEY,
      'medium',
      d.line,
      `The frontmatter repeats a key (line ${d.line}); the last value was kept`,
    );
  }
  if (!skill.hasFrontmatter) {
    add(
      SPEC_NO_FRONTMATTER,
      'medium',
      1,
      'SKILL.md has no YAML frontmatter (or it does not parse), so it has no name or description',
    );
    return out;
  }
  const fm = skill.frontmatter;
  const has = (key: string) => Object.prototype.hasOwnProperty.call(fm, key);

  if (!has('name'))
    add(
      SPEC_MISSING_FIELD,
      'low',
      1,
      `No \`name\` in the frontmatter (Claude Code falls back to the folder name "${skill.dirName}")`,
    );
  if (!has('description')) add(SPEC_MISSING_FIELD, 'medium', 1, 'No `description` in the frontmatter');

  const unknown = Object.keys(fm).filter((key) => !KNOWN_FIELDS.has(key));
  for (const key of unknown.slice(0, MAX_UNKNOWN_FIELD_FINDINGS)) {
    add(SPEC_UNKNOWN_FIELD, 'low', lineOf(key), `Unknown frontmatter field ${show(key)}`);
  }
  if (unknown.length > MAX_UNKNOWN_FIELD_FINDINGS) {
    const last = out[out.length - 1];
    last.message += ` (and ${unknown.length - MAX_UNKNOWN_FIELD_FINDINGS} more unknown fields)`;
  }

  for (const key of Object.keys(fm)) {
    if (!KNOWN_FIELDS.has(key)) continue;
    const value = fm[key];
    const line = lineOf(key);
    if (key === 'description' && (value === null || value === '')) {
      add(SPEC_DESCRIPTION_LENGTH, 'medium', line, '`description` is empty');
      continue;
    }
    if (key === 'name' && (value === null || value === '')) {
      add(SPEC_NAME_FORMAT, 'medium', line, '`name` is empty');
      continue;
    }
    if (value === null) continue; // an empty optional field: nothing set
    const shape = FIELD_SHAPES[key];
    if (!fitsShape(value, shape)) {
      const level = key === 'name' || key === 'description' ? 'medium' : 'low';
      add(SPEC_FIELD_TYPE, level, line, `\`${key}\` is ${kindOf(value)}, expected ${SHAPE_WORDS[shape]}`);
      continue;
    }
    if (key === 'name') {
      const name = value as string;
      const problem = nameProblem(name);
      if (problem) add(SPEC_NAME_FORMAT, 'medium', line, `\`name\` ${show(name)} ${problem}`);
      if (name !== skill.dirName)
        add(
          SPEC_NAME_MISMATCH,
          'medium',
          line,
          `\`name\` ${show(name)} differs from the folder name ${show(skill.dirName)}`,
        );
    } else if (key === 'description') {
      const len = cpLength(value as string);
      if (len > DESCRIPTION_MAX_CHARS) {
        add(
          SPEC_DESCRIPTION_LENGTH,
          'medium',
          line,
          `\`description\` is ${len} characters long (at most ${DESCRIPTION_MAX_CHARS})`,
        );
      } else if ((value as string).trim() === '') {
        add(SPEC_DESCRIPTION_LENGTH, 'medium', line, '`description` is blank');
      }
    } else if (key === 'compatibility') {
      const len = cpLength(value as string);
      if (len === 0 || len > COMPATIBILITY_MAX_CHARS) {
        add(
          SPEC_COMPATIBILITY_LENGTH,
          'low',
          line,
          `\`compatibility\` is ${len} characters long (1–${COMPATIBILITY_MAX_CHARS})`,
        );
      }
    } else if (key === 'metadata') {
      const bad = Object.entries(value as Record<string, unknown>)
        .filter(([, v]) => typeof v !== 'string')
        .map(([k]) => k);
      if (bad.length > 0) {
        add(
          SPEC_FIELD_TYPE,
          'low',
          line,
          `\`metadata\` values must be strings; not: ${bad
            .slice(0, 5)
            .map((k) => `\`${k}\``)
            .join(', ')}`,
        );
      }
    }
  }
  return out.sort((x, y) => (x.line ?? 0) - (y.line ?? 0));
}
