// One entry per thing the engine can flag: what it checks and how to fix it. The CLI, the PR
// comment, the HTML report and the check-run annotations all take their words from here.

export interface RuleInfo {
  /** The flag or finding id, e.g. MISSING_TRIGGER. */
  id: string;
  title: string;
  /** What was found, in one sentence. */
  description: string;
  /** What to do about it, in one sentence. */
  fix: string;
  /** Why it matters (the rule's documentation page; defaults to the description). */
  why?: string;
  /** A short example that the rule flags, and the same thing written so that it passes. */
  bad?: string;
  good?: string;
  /** How the calibrated and reference methods differ on this rule, when they do. */
  methods?: string;
}

const ANTI_PATTERN_RULES: RuleInfo[] = [
  {
    id: 'OVER_CONSTRAINED',
    title: 'Over-constrained',
    description: 'More than 15 MUST / NEVER / ALWAYS: the skill reads as a wall of hard rules.',
    fix: 'Keep the few absolute rules that matter and explain the rest as guidance with reasons.',
    why: 'A skill that is mostly MUST and NEVER leaves the model no room to judge, and the rules that matter drown among the ones that do not.',
    bad: 'You MUST use tabs. You MUST NEVER use spaces. ALWAYS run the linter. NEVER skip tests. \u2026(16 more)',
    good: "Indent with tabs: the repository's formatter expects them.\nNEVER push to main: releases are cut from it.",
  },
  {
    id: 'EMPTY_DESCRIPTION',
    title: 'Empty description',
    description: 'The frontmatter description is missing or shorter than 20 characters.',
    fix: 'Write a description of what the skill does and when to use it (100+ characters).',
    why: 'Claude Code reads only the name and description of every skill to decide which one to load; a missing or tiny description means the skill is never chosen.',
    bad: 'description: PDF stuff',
    good: 'description: Fills, merges and splits PDF files. Use when the user asks to fill a PDF form or combine PDFs.',
  },
  {
    id: 'MISSING_TRIGGER',
    title: 'Missing trigger phrase',
    description: 'The description never says when the skill should be used, so the model cannot tell when to load it.',
    fix: 'Add a trigger phrase to the description, e.g. "Use when …" or "Use proactively after …".',
    why: 'The description is the only part of a skill the model sees before it decides to load it; without a "when" it cannot match a request to the skill.',
    bad: 'description: Utilities for PowerPoint decks and their layouts.',
    good: 'description: Builds and edits PowerPoint decks. Use this skill any time a .pptx file is involved.',
  },
  {
    id: 'BLOATED_SKILL',
    title: 'Bloated skill',
    description: 'SKILL.md is over 800 lines and has no references/ folder to move detail into.',
    fix: 'Move long reference material into references/ files and link to them from SKILL.md.',
    why: "All of SKILL.md enters the context when the skill loads; 800 lines of it crowd out the user's own work.",
    bad: 'SKILL.md: 1,200 lines of API tables, no references/ folder.',
    good: 'SKILL.md: the workflow in 150 lines, linking references/api.md for the tables.',
  },
  {
    id: 'ORPHAN_REFERENCE',
    title: 'Orphan reference',
    description: 'A link points into references/ at a file that is not there.',
    fix: 'Add the missing file to references/ or correct the link.',
    why: 'A link to a file that is not there sends the model looking for material that does not exist.',
    bad: 'Read [the field list](references/fields.md) first.   (references/fields.md is missing)',
    good: 'Read [the field list](references/fields.md) first.   (and the file is committed)',
  },
  {
    id: 'DEAD_CROSS_REF',
    title: 'Dead cross-reference',
    description: 'A skills/… cross-reference names a skill folder that does not exist.',
    fix: 'Point the cross-reference at an existing sibling skill, or remove it.',
    why: 'A pointer to a sibling skill that does not exist tells the model to load nothing.',
    bad: 'Afterwards, use skills/release-notes to write the changelog.   (no such skill folder)',
    good: 'Afterwards, use skills/changelog to write the changelog.   (skills/changelog/SKILL.md exists)',
  },
];

const PORTABILITY_RULES: RuleInfo[] = [
  {
    id: 'SKILL_OVER_CODEX_CAP',
    title: 'Over the 8 KiB skill cap of other harnesses',
    description: 'SKILL.md is over 8,192 bytes and has no references/ folder; some harnesses truncate it.',
    fix: 'Move detail into references/ so SKILL.md stays under 8 KiB.',
  },
  {
    id: 'CLAUDE_TOOL_REFS',
    title: 'Claude Code tool names',
    description: 'The skill names Claude Code tools (`Read`, `Bash`, …) that other harnesses call differently.',
    fix: 'Describe the action ("read the file", "run the command") rather than the tool name.',
  },
  {
    id: 'CLAUDE_TOOL_PROSE',
    title: 'Claude Code tool in prose',
    description: 'The prose says "the Read tool" (or similar), tying the skill to one harness.',
    fix: 'Say what to do instead of which harness tool to call.',
  },
];

const registry = new Map<string, RuleInfo>();

/** Adds rules (security and specification checks register theirs here). */
export function registerRules(rules: readonly RuleInfo[]): void {
  for (const r of rules) registry.set(r.id, r);
}

registerRules(ANTI_PATTERN_RULES);
registerRules(PORTABILITY_RULES);

/** Every registered rule, sorted by id (rule docs, SARIF, `explain`). */
export function allRules(): RuleInfo[] {
  return [...registry.values()].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

export function ruleInfo(id: string): RuleInfo | undefined {
  return registry.get(id);
}

/** The description used in the JSON `anti_patterns[].description`. */
export function describe(id: string): string {
  return registry.get(id)?.description ?? id;
}

export function fixFor(id: string): string {
  return registry.get(id)?.fix ?? '';
}
