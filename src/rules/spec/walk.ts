// The frontmatter as the specification rules read it, walked once per skill (through the rule
// context's memo) and shared by every rule of the family: the state of the frontmatter, the line
// of each key, the unknown keys and each known field's value sorted into what the rules check.
import { frontmatterKeyLines } from '../../parse/skill.js';
import type { Finding } from '../../contract/types.js';
import type { RuleContext } from '../context.js';
import { LEVEL_SEVERITY } from '../security.js';
import { FIELD_SHAPES, fitsShape, KNOWN_FIELDS } from './fields.js';

/**
 * A finding and its rank: the specification findings are listed by line, and findings on one line
 * in rank order. The ranks keep the order of the single pass the rules once were: the repeated key,
 * the missing frontmatter, the missing fields, the unknown fields, then each known field in the
 * frontmatter's order.
 */
export interface SpecHit {
  finding: Finding;
  rank: number;
}

/** A specification rule's detector: the hits of one skill. */
export type SpecDetector = (ctx: RuleContext) => SpecHit[];

export const RANK = { duplicateKey: 0, noFrontmatter: 1, missingName: 2, missingDescription: 3 } as const;
/** The rank of the `i`th unknown field (i < MAX_UNKNOWN_FIELD_FINDINGS). */
export const unknownFieldRank = (i: number): number => 10 + i;
/** The rank of a check of the known field at `index`; `second` for a second check of the same field. */
export const knownFieldRank = (index: number, second = false): number => 100 + 2 * index + (second ? 1 : 0);

/**
 * What the field checks see of a known field: `empty` (a null or '' name or description), `unset`
 * (another field left empty: nothing set), `wrong-type`, or `typed` (the value has its type).
 */
export type FieldState = 'empty' | 'unset' | 'wrong-type' | 'typed';

export interface KnownField {
  key: string;
  value: unknown;
  /** 1-based line of the key (1 when the line is not known). */
  line: number;
  /** Position among the known fields, in the frontmatter's order. */
  index: number;
  state: FieldState;
}

export interface FrontmatterWalk {
  /** `invalid-yaml` (nothing else is checked), `none` (no frontmatter) or `present`. */
  state: 'invalid-yaml' | 'none' | 'present';
  /** 1-based line of a top-level key; 1 when the line is not known. */
  lineOf: (key: string) => number;
  /** The keys no specification defines, in order. */
  unknown: string[];
  known: KnownField[];
}

function fieldState(key: string, value: unknown): FieldState {
  if ((key === 'description' || key === 'name') && (value === null || value === '')) return 'empty';
  if (value === null) return 'unset';
  return fitsShape(value, FIELD_SHAPES[key]) ? 'typed' : 'wrong-type';
}

function walkFrontmatter(ctx: RuleContext): FrontmatterWalk {
  const { skill } = ctx;
  const keyLine = frontmatterKeyLines(skill.text);
  const lineOf = (key: string) => keyLine.get(key) ?? 1;
  if (skill.frontmatterError) return { state: 'invalid-yaml', lineOf, unknown: [], known: [] };
  if (!skill.hasFrontmatter) return { state: 'none', lineOf, unknown: [], known: [] };
  const unknown: string[] = [];
  const known: KnownField[] = [];
  for (const [key, value] of Object.entries(skill.frontmatter)) {
    if (!KNOWN_FIELDS.has(key)) unknown.push(key);
    else known.push({ key, value, line: lineOf(key), index: known.length, state: fieldState(key, value) });
  }
  return { state: 'present', lineOf, unknown, known };
}

/** The frontmatter walk of a skill, computed once per rule context. */
export function frontmatterWalk(ctx: RuleContext): FrontmatterWalk {
  return ctx.memo(walkFrontmatter);
}

/** The known field `key`, when the frontmatter has it. */
export function knownField(ctx: RuleContext, key: string): KnownField | undefined {
  return frontmatterWalk(ctx).known.find((f) => f.key === key);
}

/** A specification finding on SKILL.md. */
export function specHit(
  ctx: RuleContext,
  rule: string,
  level: Finding['level'],
  line: number,
  message: string,
  rank: number,
): SpecHit {
  const finding: Finding = {
    rule,
    category: 'spec',
    severity: LEVEL_SEVERITY[level],
    level,
    message,
    line,
    file: ctx.skill.file,
  };
  return { finding, rank };
}
