import { defineRule } from '../rule.js';
import { FIELD_SHAPES, kindOf, SHAPE_WORDS } from './fields.js';
import { frontmatterWalk, knownFieldRank, specHit, type KnownField, type SpecDetector, type SpecHit } from './walk.js';

const ID = 'SPEC_FIELD_TYPE';

/** The `metadata` keys whose values are not strings, as a message, or null. */
function metadataProblem(field: KnownField): string | null {
  const bad = Object.entries(field.value as Record<string, unknown>)
    .filter(([, v]) => typeof v !== 'string')
    .map(([k]) => k);
  if (bad.length === 0) return null;
  return `\`metadata\` values must be strings; not: ${bad
    .slice(0, 5)
    .map((k) => `\`${k}\``)
    .join(', ')}`;
}

const detect: SpecDetector = (ctx) => {
  const hits: SpecHit[] = [];
  for (const field of frontmatterWalk(ctx).known) {
    const rank = knownFieldRank(field.index);
    if (field.state === 'wrong-type') {
      const level = field.key === 'name' || field.key === 'description' ? 'medium' : 'low';
      const expected = SHAPE_WORDS[FIELD_SHAPES[field.key]];
      hits.push(
        specHit(ctx, ID, level, field.line, `\`${field.key}\` is ${kindOf(field.value)}, expected ${expected}`, rank),
      );
    } else if (field.state === 'typed' && field.key === 'metadata') {
      const problem = metadataProblem(field);
      if (problem) hits.push(specHit(ctx, ID, 'low', field.line, problem, rank));
    }
  }
  return hits;
};

export const specFieldType = defineRule({
  id: ID,
  family: 'spec',
  title: 'Field has the wrong type',
  description:
    'A frontmatter field has a type the specification or Claude Code does not accept (e.g. a list where a string is expected).',
  why: 'A field of the wrong type is ignored or misread by the harness, so the skill runs with settings its author did not write: `user-invocable: "no"` is a string, not false, and the skill its author meant to keep out of the menu stays in it.',
  bad: 'user-invocable: "no"',
  good: 'user-invocable: false',
  fix: 'Give the field the documented type (strings quoted if YAML would read them as numbers, dates or booleans).',
  detect,
});
