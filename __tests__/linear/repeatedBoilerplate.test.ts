// REPEATED_BOILERPLATE is linear in the size of the tree and of the skill: a sweep reads each
// SKILL.md of a collection once for the collection (not once per sibling that asks), and the
// detector's time grows with its input as a line does, not as a square.
import { parseSkill } from '../../src/parse/skill.js';
import { lineKey, normaliseSharedLine } from '../../src/parse/markdown/lineKeys.js';
import { MemorySource, type FileSource } from '../../src/read/source.js';
import { ruleContext } from '../../src/rules/context.js';
import { repeatedBoilerplate } from '../../src/rules/quality/repeatedBoilerplate.js';
import { detectorFor } from '../../src/rules/rule.js';
import { runSweep } from '../../src/sweep/run.js';
import { skillSnapshot } from '../helpers/skills.js';

const SHARED = 'After the skill completes, update this file so the next run needs no workaround at all.';

/** A plugin whose `k` skills share a paragraph, with a MemorySource that counts reads. */
function pluginOf(k: number): { source: FileSource; reads: () => number } {
  const files: Record<string, string> = { 'p/.claude-plugin/plugin.json': '{"name":"p"}' };
  for (let i = 0; i < k; i++) {
    files[`p/skills/s${i}/SKILL.md`] =
      `---\nname: s${i}\ndescription: Skill ${i}. Use when testing.\n---\n\nSkill number ${i} of the plugin does its own task.\n\n${SHARED}\n`;
  }
  const inner = new MemorySource(files);
  let reads = 0;
  const source: FileSource = {
    label: inner.label,
    rootName: inner.rootName,
    stat: (rel) => inner.stat(rel),
    list: (rel) => inner.list(rel),
    readFile: (rel, max) => {
      if (rel.endsWith('SKILL.md')) reads++;
      return inner.readFile(rel, max);
    },
  };
  return { source, reads: () => reads };
}

describe('REPEATED_BOILERPLATE in a sweep', () => {
  it.each([10, 40])('reads each SKILL.md of a %i-skill collection at most twice', async (k) => {
    const { source, reads } = pluginOf(k);
    const run = await runSweep(source, '', { depth: 'quick', method: 'calibrated', llm: null, concurrency: 4 });
    expect(run.targets).toHaveLength(k + 1);
    // Once as a target (shared with the plugin), once for the collection.
    expect(reads()).toBeLessThanOrEqual(2 * k);
    const flagged = run.outcomes.filter(
      (o) => o.ok && o.result.kind === 'skill' && o.result.findings.some((f) => f.rule === 'REPEATED_BOILERPLATE'),
    );
    expect(flagged).toHaveLength(k);
  });
});

const detect = detectorFor(repeatedBoilerplate, 'calibrated')!;

/** A SKILL.md of about n characters: code blocks each under one pasted comment, and shared prose lines. */
function skillOfSize(n: number): string {
  const unit = '```bash\n# Verification: run the command with --help first\nmake build\n```\n\n' + SHARED + '\n\n';
  return `---\nname: big\ndescription: A big skill. Use when testing.\n---\n\n${unit.repeat(Math.ceil(n / unit.length))}`;
}

function cpuMs(text: string): number {
  const collection = { members: 3, shared: new Set([lineKey(normaliseSharedLine(SHARED))]) };
  let best = Infinity;
  for (let round = 0; round < 3; round++) {
    const skill = parseSkill({ ...skillSnapshot(text), collection });
    const started = process.cpuUsage();
    detect(ruleContext(skill));
    const used = process.cpuUsage(started);
    best = Math.min(best, (used.user + used.system) / 1000);
  }
  return best;
}

describe('REPEATED_BOILERPLATE detector', () => {
  it('takes time linear in the size of the skill', () => {
    const n = 128 * 1024;
    const small = cpuMs(skillOfSize(n));
    const large = cpuMs(skillOfSize(2 * n));
    expect(detect(ruleContext(parseSkill(skillSnapshot(skillOfSize(1000)))))).toHaveLength(1);
    expect(large / Math.max(small, 1)).toBeLessThanOrEqual(3);
  });
});
