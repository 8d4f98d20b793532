// A variable that stands for the skill's own folder, written before a path: `${CLAUDE_SKILL_DIR}/`,
// `$SKILL_DIR/`, `{baseDir}/` (Claude Code tells the model the skill's base directory, and skills
// write paths from it). The path after it is read from the skill's folder, wherever it is written.

/** The variable and the `/` after it, at the start of a path. */
export const SKILL_ROOT = /^(?:\$\{?(?:CLAUDE_SKILL_DIR|SKILL_DIR|SKILL_ROOT)\}?|\{baseDir\})\//;

/** The path after a skill-folder variable (`{baseDir}/references/a.md` → `references/a.md`), or null. */
export function afterSkillRoot(target: string): string | null {
  const rooted = SKILL_ROOT.exec(target);
  return rooted ? target.slice(rooted[0].length) : null;
}
