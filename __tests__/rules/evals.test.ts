// The evals family: its rules' documentation, and the findings its modules make.
import { EVALS_RULES, evalsNegativeLift, evalsSkillNameMismatch } from '../../src/rules/evals/index.js';

describe('evals rules', () => {
  it('each says why it matters (not its description again) and shows a flagged and a passing example', () => {
    expect(EVALS_RULES.map((r) => r.id)).toEqual([
      'EVALS_INVALID',
      'EVALS_SKILL_NAME_MISMATCH',
      'EVALS_MISSING_FILE',
      'EVALS_NEGATIVE_LIFT',
    ]);
    for (const r of EVALS_RULES) {
      expect(r.family).toBe('evals');
      expect(r.why).not.toBe(r.description);
      expect(r.bad).not.toBe(r.good);
    }
  });

  it('a skill_name differing only in surrounding spaces is the same name', () => {
    expect(evalsSkillNameMismatch('evals/evals.json', ' sql-format ', 'sql-format')).toBeNull();
    expect(evalsSkillNameMismatch('evals/evals.json', 'sql-lint', 'sql-format')?.level).toBe('low');
  });

  it('a negative lift is medium when its whole interval is below 0, low when the interval includes 0', () => {
    const report = (lift_ci: [number, number] | null) => ({
      file: 'evals/evals.json',
      lift: -0.15,
      lift_ci,
      with_skill: { pass_rate: 0.55 },
      without_skill: { pass_rate: 0.7 },
    });
    expect(evalsNegativeLift(report([-0.3, -0.05])).level).toBe('medium');
    const unsure = evalsNegativeLift(report([-0.3, 0.05]));
    expect(unsure.level).toBe('low');
    expect(unsure.message).toContain('the interval includes 0');
    expect(evalsNegativeLift(report(null)).message).toContain('95% interval -15 to -15');
  });
});
