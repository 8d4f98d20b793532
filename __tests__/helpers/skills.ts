// A skill in memory for the rule tests: one SKILL.md, no references/, assets/ or cross-references.
import { parseSkill } from '../../src/parse/skill.js';
import type { ParsedSkill, SkillSnapshot } from '../../src/contract/types.js';

/** The snapshot of a lone SKILL.md in folder `dirName` at `folder` (default: the folder itself). */
export function skillSnapshot(text: string | Uint8Array, dirName = 'sample', folder = dirName): SkillSnapshot {
  return {
    kind: 'skill',
    path: folder,
    dirName,
    file: `${folder}/SKILL.md`,
    bytes: typeof text === 'string' ? new TextEncoder().encode(text) : text,
    references: null,
    assets: null,
    crossRefExists: {},
    readFindings: [],
  };
}

export function parseText(text: string | Uint8Array, dirName = 'sample', folder = dirName): ParsedSkill {
  return parseSkill(skillSnapshot(text, dirName, folder));
}

/** A valid SKILL.md around `body`. */
export function skillWith(body: string): string {
  return `---\nname: sample\ndescription: A sample skill. Use when testing the security rules.\n---\n\n${body}\n`;
}
