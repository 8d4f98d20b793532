// Inline suppressions: a silenced anti-pattern stays in the report, marked, and leaves the penalty;
// an unused suppression is a finding; fingerprints do not move with line numbers.
import {
  SUPPRESSION_RULES,
  applySuppressions,
  fingerprintOf,
  parseSuppressions,
} from '../../src/rules/suppressions/index.js';
import { evaluateTarget } from '../../src/engine/evaluate.js';
import { DiskSource } from '../../src/read/source.js';
import type { AntiPattern, Finding } from '../../src/contract/types.js';
import { makeTree, removeTree, weakSkill } from '../helpers/tree.js';

describe('parseSuppressions', () => {
  test('file and next-line comments, several rules, a reason, their lines', () => {
    const text =
      'a\n<!-- plugin-eval-disable MISSING_TRIGGER,EMPTY_DESCRIPTION kept short on purpose -->\nb\n<!-- plugin-eval-disable-next-line OVER_CONSTRAINED -->\nc\n';
    expect(parseSuppressions(text)).toEqual([
      { rules: ['MISSING_TRIGGER', 'EMPTY_DESCRIPTION'], scope: 'file', line: 2, reason: 'kept short on purpose' },
      { rules: ['OVER_CONSTRAINED'], scope: 'next-line', line: 4, reason: '' },
    ]);
  });

  test('ordinary comments, unclosed comments and lower-case ids are not suppressions', () => {
    expect(
      parseSuppressions('<!-- a note -->\n<!-- plugin-eval-disable missing_trigger -->\n<!-- plugin-eval-disable X'),
    ).toEqual([]);
  });

  test('a long text of comments is scanned in one pass', () => {
    const text = '<!-- x -->\n'.repeat(50_000) + '<!-- plugin-eval-disable DEAD_CROSS_REF -->';
    expect(parseSuppressions(text)).toEqual([{ rules: ['DEAD_CROSS_REF'], scope: 'file', line: 50_001, reason: '' }]);
  });
});

describe('applySuppressions', () => {
  const ap = (flag: string, line?: number): AntiPattern => ({
    flag,
    description: flag,
    severity: 0.1,
    file: 's/SKILL.md',
    line,
  });
  test('next-line applies only to the next line; file scope to all; the rest are unused findings', () => {
    const text =
      'x\n<!-- plugin-eval-disable-next-line DEAD_CROSS_REF -->\nsee skills/nope\nsee skills/gone\n<!-- plugin-eval-disable ORPHAN_REFERENCE -->\n<!-- plugin-eval-disable BLOATED_SKILL -->\n';
    const aps = [ap('DEAD_CROSS_REF', 3), ap('DEAD_CROSS_REF', 4), ap('ORPHAN_REFERENCE', 1)];
    const unused = applySuppressions(text, 's/SKILL.md', aps, []);
    expect(aps.map((a) => a.suppressed ?? false)).toEqual([true, false, true]);
    expect(unused.map((f) => [f.rule, f.line])).toEqual([['UNUSED_SUPPRESSION', 6]]);
    for (const a of aps) expect(a.fingerprint).toMatch(/^[0-9a-f]{32}$/);
  });

  test('rules turned off by the configuration are suppressed without a comment', () => {
    const f: Finding = {
      rule: 'CLAUDE_TOOL_REFS',
      category: 'portability',
      severity: 0.02,
      level: 'low',
      message: 'm',
      file: 's/SKILL.md',
      line: 1,
    };
    applySuppressions('Use Read.\n', 's/SKILL.md', [], [f], new Set(['CLAUDE_TOOL_REFS']));
    expect(f.suppressed).toBe(true);
    expect(f.suppression_reason).toMatch(/configuration/);
  });

  test('a fingerprint depends on the rule, the file and the normalised text, not on the line', () => {
    const a1 = ap('DEAD_CROSS_REF', 2);
    const a2 = ap('DEAD_CROSS_REF', 5);
    applySuppressions('x\nsee  skills/nope\n', 's/SKILL.md', [a1], []);
    applySuppressions('x\ny\nz\nw\nSee skills/nope\n', 's/SKILL.md', [a2], []);
    expect(a1.fingerprint).toBe(a2.fingerprint);
    expect(fingerprintOf('A', 'f', 'text')).not.toBe(fingerprintOf('B', 'f', 'text'));
    expect(fingerprintOf('A', 'f', 'text')).not.toBe(fingerprintOf('A', 'g', 'text'));
  });
});

test("UNUSED_SUPPRESSION's documentation: why it matters, and examples it flags and passes", () => {
  for (const r of SUPPRESSION_RULES) {
    expect(r.why).not.toBe(r.description);
    expect(applySuppressions(r.bad, 's/SKILL.md', [], []).map((f) => f.rule)).toEqual([r.id]);
    expect(applySuppressions(r.good, 's/SKILL.md', [], [])).toEqual([]);
  }
});

describe('suppressions in the engine', () => {
  let tmp: string;
  beforeAll(() => {
    tmp = makeTree({
      'plain/weak/SKILL.md': weakSkill('weak'),
      'silenced/weak/SKILL.md': weakSkill('weak').replace(
        '---\n\n',
        '---\n<!-- plugin-eval-disable MISSING_TRIGGER,EMPTY_DESCRIPTION a terse internal helper -->\n<!-- plugin-eval-disable DEAD_CROSS_REF -->\n',
      ),
    });
  });
  afterAll(() => removeTree(tmp));

  test.each(['calibrated', 'reference'] as const)(
    '%s: suppressed flags are shown, marked, and leave the penalty',
    async (method) => {
      const source = new DiskSource(tmp);
      const plain = await evaluateTarget(source, 'plain/weak', { depth: 'quick', method });
      const silenced = await evaluateTarget(source, 'silenced/weak', { depth: 'quick', method });
      if (!plain.ok || !silenced.ok) throw new Error('scoring failed');
      const flags = silenced.result.layers[0].anti_patterns;
      expect(
        flags
          .filter((a) => a.suppressed)
          .map((a) => a.flag)
          .sort(),
      ).toEqual(
        plain.result.layers[0].anti_patterns
          .filter((a) => ['MISSING_TRIGGER', 'EMPTY_DESCRIPTION'].includes(a.flag))
          .map((a) => a.flag)
          .sort(),
      );
      expect(flags.find((a) => a.suppressed)?.suppression_reason).toBe('a terse internal helper');
      expect(silenced.result.composite.anti_pattern_penalty).toBeGreaterThan(
        plain.result.composite.anti_pattern_penalty,
      );
      expect(silenced.result.findings.filter((f) => f.rule === 'UNUSED_SUPPRESSION')).toHaveLength(1);
    },
  );
});
