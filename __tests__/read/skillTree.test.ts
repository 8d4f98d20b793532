import { MemorySource } from '../../src/read/source.js';
import { listSkillTree, namesFoundAbove, TREE_LIMITS } from '../../src/read/skillTree.js';

describe('listSkillTree', () => {
  it("lists the skill folder's files and folders, relative to it, with their exact case", async () => {
    const source = new MemorySource({
      'skills/a/SKILL.md': 'x',
      'skills/a/references/Guide.md': 'x',
      'skills/a/node_modules/pkg/index.js': 'x',
      'skills/b/SKILL.md': 'x',
    });
    const tree = await listSkillTree(source, 'skills/a');
    expect(tree.files.sort()).toEqual(['SKILL.md', 'references/Guide.md']);
    expect(tree.dirs.sort()).toEqual(['node_modules', 'references']);
    expect(tree.unlisted).toEqual(['node_modules']);
    expect(tree.complete).toBe(true);
  });

  it('stops at the entry cap and says so', async () => {
    const files: Record<string, string> = { 'SKILL.md': 'x' };
    for (let i = 0; i <= TREE_LIMITS.maxEntries; i++) files[`f${i}.md`] = 'x';
    const tree = await listSkillTree(new MemorySource(files), '');
    expect(tree.complete).toBe(false);
    expect(tree.files.length + tree.dirs.length).toBe(TREE_LIMITS.maxEntries);
  });
});

describe('namesFoundAbove', () => {
  it('finds the named files that are in a folder above the skill, not in it', async () => {
    const text = '---\nname: a\n---\n```bash\npython scripts/release.py\npython scripts/gone.py\n```\n';
    const source = new MemorySource({ 'skills/a/SKILL.md': text, 'scripts/release.py': 'x' });
    const tree = await listSkillTree(source, 'skills/a');
    expect(await namesFoundAbove(source, 'skills/a', text, 3, tree)).toEqual(['scripts/release.py']);
  });
});
