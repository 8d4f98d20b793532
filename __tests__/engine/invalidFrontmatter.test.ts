// Frontmatter problems under both methods: YAML that does not parse (an error in calibrated, the
// reference's "no frontmatter" in reference), repeated keys (the last wins, with a spec finding).
import { evaluateTarget } from '../../src/engine/evaluate.js';
import { MemorySource } from '../../src/read/source.js';
import type { Method } from '../../src/contract/types.js';

const source = (files: Record<string, string>) => new MemorySource(files, 'repo', 'repo');

const BODY = '\n# Tool\n\n## Usage\n\nRun it.\n';
const DESCRIPTION = 'Extracts text and tables from PDF files. Use when the user asks to read or merge PDFs.';

async function score(files: Record<string, string>, rel: string, method: Method) {
  return evaluateTarget(source(files), rel, { depth: 'quick', method });
}

describe('frontmatter that is not valid YAML', () => {
  const bad = { 's/SKILL.md': `---\nname: s\ndescription: Reads PDFs: use when asked\n  - nope: [\n---\n${BODY}` };

  test('calibrated: an error naming the file, the YAML message and the line', async () => {
    const out = await score(bad, 's', 'calibrated');
    if (out.ok) throw new Error('should fail');
    expect(out.error.file).toBe('s/SKILL.md');
    expect(out.error.field).toBe('frontmatter');
    expect(out.error.error).toMatch(/not valid YAML: incomplete explicit mapping pair.* \(line 3\)/);
  });

  test('reference: scored as without frontmatter, with a high spec finding carrying the line', async () => {
    const out = await score(bad, 's', 'reference');
    if (!out.ok) throw new Error(out.error.error);
    expect(out.result.name).toBe('s');
    const f = out.result.findings.find((x) => x.rule === 'SPEC_INVALID_YAML');
    expect(f?.level).toBe('high');
    expect(f?.line).toBe(3);
    expect(f?.message).toMatch(/not valid YAML/);
  });

  test('a plugin holding such a skill is an error in calibrated', async () => {
    const out = await score(
      { 'p/.claude-plugin/plugin.json': '{"name":"p"}', 'p/skills/s/SKILL.md': bad['s/SKILL.md'] },
      'p',
      'calibrated',
    );
    expect(out.ok).toBe(false);
  });
});

describe('repeated frontmatter keys', () => {
  const files = {
    's/SKILL.md': `---\nname: s\ndescription: short\ndescription: ${DESCRIPTION}\n---\n${BODY}`,
    'once/SKILL.md': `---\nname: once\ndescription: ${DESCRIPTION}\n---\n${BODY}`,
  };

  test.each(['reference', 'calibrated'] as Method[])(
    '%s: the last key wins and a spec finding names the line',
    async (method) => {
      const out = await score(files, 's', method);
      if (!out.ok) throw new Error(out.error.error);
      const once = await score(files, 'once', method);
      if (!once.ok) throw new Error(once.error.error);
      // Same description as the single-key skill: the frontmatter was not dropped.
      expect(out.result.layers[0].sub_scores.frontmatter_quality).toBe(
        once.result.layers[0].sub_scores.frontmatter_quality,
      );
      const f = out.result.findings.find((x) => x.rule === 'SPEC_DUPLICATE_KEY');
      expect(f?.line).toBe(4);
      expect(once.result.findings.some((x) => x.rule === 'SPEC_DUPLICATE_KEY')).toBe(false);
    },
  );
});
