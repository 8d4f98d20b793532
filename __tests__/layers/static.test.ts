// Plugins under the calibrated method: the score is the weighted mean of the members' own scores
// (skills dominating agents), so a skill at or above its fellow skills' mean never lowers it (the
// reference's flag count over every skill does).
import { evaluateTarget } from '../../src/engine/evaluate.js';
import { MemorySource } from '../../src/read/source.js';
import type { Method } from '../../src/contract/types.js';

function skill(name: string, variant: number): string {
  const parts = [`---\nname: ${name}\n`];
  if (variant % 3 !== 0)
    parts.push(
      `description: Converts ${name} files to text and tables. Use when the user asks to read or convert ${name} files.\n`,
    );
  else parts.push('description: Does things\n');
  parts.push('---\n\n# Tool\n');
  for (let i = 0; i < variant % 5; i++)
    // Each skill's lines are its own: text shared by three sibling skills is boilerplate, which costs.
    parts.push(
      `\n## Step ${i}\n\nRun \`tool ${i}\` on the ${name} files and check the output format.\n\n\`\`\`bash\ntool ${i}\n\`\`\`\n`,
    );
  if (variant % 4 === 1) parts.push('\nSee skills/missing-sibling for more.\n');
  return parts.join('');
}

async function resultOf(files: Record<string, string>, rel: string, method: Method = 'calibrated') {
  const out = await evaluateTarget(new MemorySource(files, 'repo', 'repo'), rel, { depth: 'quick', method });
  if (!out.ok) throw new Error(out.error.error);
  return out.result;
}

async function scoreOf(files: Record<string, string>, rel: string, method: Method = 'calibrated'): Promise<number> {
  const out = await evaluateTarget(new MemorySource(files, 'repo', 'repo'), rel, { depth: 'quick', method });
  if (!out.ok) throw new Error(out.error.error);
  return out.result.composite.score;
}

describe('calibrated plugin score', () => {
  test('a plugin of similar skills scores their mean, not below each of them', async () => {
    const files: Record<string, string> = { 'p/.claude-plugin/plugin.json': '{"name":"p"}' };
    const skillScores: number[] = [];
    for (let i = 0; i < 18; i++) {
      files[`p/skills/s${i}/SKILL.md`] = skill(`s${i}`, 4);
      skillScores.push(await scoreOf(files, `p/skills/s${i}`));
    }
    const mean = skillScores.reduce((a, b) => a + b, 0) / skillScores.length;
    const calibrated = await scoreOf(files, 'p');
    expect(calibrated).toBeCloseTo(mean, 6);
    expect(calibrated).toBeGreaterThanOrEqual(Math.min(...skillScores) - 1e-9);
  });

  test("property: adding a skill at or above the skills' mean never lowers the plugin; one below does", async () => {
    let checkedAbove = 0;
    let checkedBelow = 0;
    for (let seed = 0; seed < 12; seed++) {
      const files: Record<string, string> = { 'p/.claude-plugin/plugin.json': '{"name":"p"}' };
      if (seed % 2 === 0)
        files['p/agents/a.md'] =
          '---\ndescription: Reviews code changes. Use proactively after edits.\ntools: Read\n---\nx';
      const count = 1 + (seed % 4);
      for (let i = 0; i < count; i++) files[`p/skills/m${i}/SKILL.md`] = skill(`m${i}`, seed * 7 + i * 3);
      const plugin = await resultOf(files, 'p');
      const before = plugin.composite.score;
      const skillScores = plugin.layers[0].sub_scores.skill_scores as number[];
      const skillMean = (skillScores.reduce((a, b) => a + b, 0) / skillScores.length) * 100;
      for (let v = 0; v < 10; v++) {
        const added = { ...files, [`p/skills/new/SKILL.md`]: skill('new', seed + v * 5) };
        const alone = await scoreOf(added, 'p/skills/new');
        const after = await scoreOf(added, 'p');
        if (alone >= skillMean - 1e-9) {
          checkedAbove++;
          expect(after).toBeGreaterThanOrEqual(before - 1e-9);
        } else {
          checkedBelow++;
          expect(after).toBeLessThan(before);
        }
      }
    }
    // The property was exercised both ways.
    expect(checkedAbove).toBeGreaterThan(5);
    expect(checkedBelow).toBeGreaterThan(5);
  });

  test('reference keeps the reference plugin formula (penalty over every flag of every skill)', async () => {
    const files: Record<string, string> = { 'p/.claude-plugin/plugin.json': '{"name":"p"}' };
    for (let i = 0; i < 12; i++) files[`p/skills/s${i}/SKILL.md`] = skill(`s${i}`, 3);
    const reference = await scoreOf(files, 'p', 'reference');
    const calibrated = await scoreOf(files, 'p');
    const one = await scoreOf(files, 'p/skills/s0', 'reference');
    expect(reference).toBeLessThan(one);
    expect(calibrated).toBeGreaterThan(reference);
  });
});
