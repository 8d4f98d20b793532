// The frontmatter fields the Agent Skills specification (agentskills.io) and Claude Code define,
// their limits and types, and the words the specification rules use to describe a value.
import { cpLength } from '../../parse/pytext.js';

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
export const KNOWN_FIELDS: ReadonlySet<string> = new Set<string>([...SPEC_FIELDS, ...CLAUDE_CODE_FIELDS]);

export type Shape = 'string' | 'boolean' | 'mapping' | 'string-or-list' | 'string-or-number';
/** The type each known field must have when it is present and not empty. */
export const FIELD_SHAPES: Readonly<Record<string, Shape>> = {
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

export const SHAPE_WORDS: Readonly<Record<Shape, string>> = {
  string: 'a string',
  boolean: 'true or false',
  mapping: 'a mapping',
  'string-or-list': 'a string or a list of strings',
  'string-or-number': 'a string',
};

export function kindOf(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'a list';
  if (v instanceof Date) return 'a date';
  if (typeof v === 'object') return 'a mapping';
  return `a ${typeof v}`;
}

function isMapping(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v) && !(v instanceof Date);
}

export function fitsShape(v: unknown, shape: Shape): boolean {
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

/** Why a name breaks the format rule, or null when it is fine. */
export function nameProblem(name: string): string | null {
  const len = cpLength(name);
  if (len === 0) return 'is empty';
  if (len > NAME_MAX_CHARS) return `is ${len} characters long (at most ${NAME_MAX_CHARS})`;
  if (NAME_FORMAT_RE.test(name)) return null;
  if (name.startsWith('-') || name.endsWith('-')) return 'starts or ends with a hyphen';
  if (name.includes('--')) return 'has consecutive hyphens';
  if (/[A-Z]/u.test(name)) return 'has upper-case letters';
  return 'has characters other than a-z, 0-9 and -';
}

/** A value quoted for a message, on one line and cut after `max` code points. */
export function show(v: string, max = 40): string {
  const chars = Array.from(v.replace(/\s+/gu, ' '));
  return JSON.stringify(chars.length > max ? chars.slice(0, max).join('') + '…' : chars.join(''));
}
