// The skills beside a target: the sibling folders holding a SKILL.md, by name and
// description only. Measured triggering offers the skill under test among them, as an agent meets
// it in its own repository. Reading is bounded and never fails a target: an unreadable sibling is
// skipped.
import type { SkillSummary } from '../layers/catalogue.js';
import { decodeText, readFrontmatter, stringField } from '../parse/skill.js';
import type { FileSource } from './source.js';
import { READ_LIMITS } from './target.js';

/** Sibling folders looked at, at most (sorted by name), so a huge folder costs bounded reads. */
export const MAX_SIBLINGS_READ = 50;

/** Name and description of every sibling skill folder of `rel` (not `rel` itself). Never throws. */
export async function siblingSkills(source: FileSource, rel: string): Promise<SkillSummary[]> {
  const parts = rel.split('/').filter((p) => p !== '' && p !== '.');
  if (parts.length === 0) return [];
  const self = parts[parts.length - 1]!;
  const parent = parts.slice(0, -1).join('/');
  let entries;
  try {
    entries = await source.list(parent);
  } catch {
    return [];
  }
  if (!entries) return [];
  const out: SkillSummary[] = [];
  let looked = 0;
  for (const entry of entries) {
    if (entry.type !== 'dir' || entry.name === self) continue;
    if (++looked > MAX_SIBLINGS_READ) break;
    const dir = parent === '' ? entry.name : `${parent}/${entry.name}`;
    const file = `${dir}/SKILL.md`;
    try {
      if ((await source.stat(file)) !== 'file') continue;
      const bytes = await source.readFile(file, READ_LIMITS.maxSkillBytes);
      const { data } = readFrontmatter(decodeText(bytes, file), file);
      out.push({
        name: stringField(data, 'name', entry.name, file),
        description: stringField(data, 'description', '', file),
      });
    } catch {
      // An unreadable or malformed sibling is simply not offered in the catalogue.
    }
  }
  return out;
}
