import { defineRule } from '../rule.js';
import { MAX_UNKNOWN_FIELD_FINDINGS, show } from './fields.js';
import { frontmatterWalk, specHit, unknownFieldRank, type SpecDetector } from './walk.js';

const ID = 'SPEC_UNKNOWN_FIELD';

/** One finding per unknown field, up to the limit; the last one says how many more there were. */
const detect: SpecDetector = (ctx) => {
  const walk = frontmatterWalk(ctx);
  if (walk.state !== 'present') return [];
  const hits = walk.unknown
    .slice(0, MAX_UNKNOWN_FIELD_FINDINGS)
    .map((key, i) =>
      specHit(ctx, ID, 'low', walk.lineOf(key), `Unknown frontmatter field ${show(key)}`, unknownFieldRank(i)),
    );
  if (walk.unknown.length > MAX_UNKNOWN_FIELD_FINDINGS) {
    const last = hits[hits.length - 1].finding;
    last.message += ` (and ${walk.unknown.length - MAX_UNKNOWN_FIELD_FINDINGS} more unknown fields)`;
  }
  return hits;
};

export const specUnknownField = defineRule({
  id: ID,
  family: 'spec',
  title: 'Unknown frontmatter field',
  description:
    'The frontmatter has a field that neither the Agent Skills specification nor Claude Code defines; harnesses ignore it.',
  why: 'A misspelt field is silently ignored: `allowed_tools` instead of `allowed-tools` leaves the skill with every tool its author meant to withhold, and nothing reports it.',
  bad: '---\nname: sql-format\ndescription: Formats SQL queries. Use when asked to format SQL.\nallowed_tools: Read\n---',
  good: '---\nname: sql-format\ndescription: Formats SQL queries. Use when asked to format SQL.\nallowed-tools: Read\n---',
  fix: 'Remove the field, fix its spelling, or move custom data under `metadata`.',
  detect,
});
