// Where a cross-reference (`skills/<name>`, `sub-skills/<name>`, a bare `plugin:skill` name) may
// point, read from the folder of the skill or of the document that names it.
import * as path from 'node:path';

/** Candidate locations of a cross-reference, relative to the source root, most specific first. */
export function xrefCandidates(skillRel: string, token: string): string[] {
  const bare = token.replace(/^(?:\.{1,2}\/)+/, '');
  const rest = bare.replace(/^(?:skills?)\//, '');
  const parent = path.posix.dirname(skillRel === '' ? '.' : skillRel);
  const grand = path.posix.dirname(parent);
  const out = [
    // A sibling skill (the reference's rule), or a file inside it.
    `${parent}/${rest}`,
    // sub-skills/… inside the skill itself.
    `${skillRel}/${bare}`,
    // skills/… written from the plugin or repository root.
    `${grand}/${bare}`,
    bare,
  ];
  // skills/… written from the folder named skills that holds the skill, however deep
  // (.claude/skills/problem-solving/when-stuck names skills/problem-solving/scale-game).
  const skillsFolder = /^(?:.*\/)?skills(?=\/)/.exec(skillRel)?.[0];
  if (skillsFolder !== undefined && rest !== bare) out.push(`${skillsFolder}/${rest}`);
  return out.map((p) => path.posix.normalize(p).replace(/^\.\//, '').replace(/\/$/, ''));
}
