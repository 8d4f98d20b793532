// Shared formatting: deltas, scores, badges, grouping of repeated flags, escaping.
import {
  ordinal,
  BADGE_ORDER,
  LOWEST_BADGE_SCORE,
  alignColumns,
  badgeText,
  displayWidth,
  fmtDelta,
  fmtInterval,
  fmtPlaces,
  fmtScore,
  fmtUnit,
  groupAntiPatterns,
  htmlEscape,
  mdCell,
  plural,
  sortFindings,
  summariseFindings,
  summariseFlags,
  weakestFirst,
} from '../../src/reports/format.js';
import type { DimensionResult, Finding } from '../../src/contract/types.js';

test('deltas: arrows with a sign, a true minus, "new" without a base, rounding before the sign', () => {
  expect(fmtDelta(84.2, 80)).toBe('▲ +4.2');
  expect(fmtDelta(77, 80)).toBe('▼ −3.0');
  expect(fmtDelta(70, null)).toBe('new');
  expect(fmtDelta(70, undefined)).toBe('new');
  expect(fmtDelta(70.04, 70)).toBe('= 0.0');
  expect(fmtDelta(69.96, 70)).toBe('= 0.0');
  expect(fmtDelta(70.06, 70)).toBe('▲ +0.1');
});

test('scores and intervals', () => {
  expect(fmtScore(84.349)).toBe('84.3');
  expect(fmtScore(null)).toBe('—');
  expect(fmtScore(Number.NaN)).toBe('—');
  expect(fmtUnit(0.6999999999999998)).toBe('70.0');
  expect(fmtScore(89.96)).toBe('89.9');
  expect(fmtInterval(null, 3)).toBe('');
  expect(fmtInterval(0.61, 0.7, true)).toBe('[61.0, 70.0]');
  expect(plural(1, 'plugin')).toBe('1 plugin');
  expect(plural(1200, 'skill')).toBe('1,200 skills');
});

test('badges: order best first, labels with emoji, the lowest badge line', () => {
  expect(BADGE_ORDER).toEqual(['platinum', 'gold', 'silver', 'bronze', 'no_badge']);
  expect(badgeText('gold')).toBe('🥇 Gold');
  expect(badgeText('no_badge')).toBe('⚪ No badge');
  expect(LOWEST_BADGE_SCORE).toBe(60);
});

function dim(name: DimensionResult['name'], score: number, weight: number, grade = 'B'): DimensionResult {
  return {
    name,
    score,
    weight,
    grade,
    ci_lower: null,
    ci_upper: null,
    evidence: [],
    weighted_score: 0,
    contribution: 0,
  };
}

test('weakest first skips unmeasured dimensions and breaks ties by weight', () => {
  const dims = [
    dim('triggering_accuracy', 0.5, 0.25),
    dim('output_quality', 0, 0.15, '—'),
    dim('token_efficiency', 0.5, 0.06),
    dim('structural_completeness', 0.1, 0.03),
  ];
  expect(weakestFirst(dims).map((d) => d.name)).toEqual([
    'structural_completeness',
    'triggering_accuracy',
    'token_efficiency',
  ]);
});

test('repeated flags are grouped with their places', () => {
  const groups = groupAntiPatterns(
    [
      { flag: 'ORPHAN_REFERENCE', description: 'd', line: 4 },
      { flag: 'MISSING_TRIGGER', description: 'm', line: 3 },
      { flag: 'ORPHAN_REFERENCE', description: 'd', line: 9 },
      { flag: 'ORPHAN_REFERENCE', description: 'd', line: 9 },
    ],
    false,
  );
  expect(groups.map((g) => [g.flag, g.count])).toEqual([
    ['ORPHAN_REFERENCE', 3],
    ['MISSING_TRIGGER', 1],
  ]);
  expect(fmtPlaces(groups[0].places)).toBe('lines 4, 9');
  expect(fmtPlaces(groups[1].places)).toBe('line 3');
  const withFiles = groupAntiPatterns([{ flag: 'X', description: '', file: 'a/SKILL.md', line: 2 }], true);
  expect(fmtPlaces(withFiles[0].places)).toBe('a/SKILL.md:2');
  expect(
    fmtPlaces(
      Array.from({ length: 12 }, (_, i) => `line ${i + 1}`),
      3,
    ),
  ).toBe('lines 1, 2, 3, … (9 more)');
  expect(summariseFlags(['A', 'B', 'A'])).toBe('A ×2, B');
});

test('escaping for markdown cells and HTML', () => {
  expect(mdCell('a|b\nc')).toBe('a\\|b c');
  expect(htmlEscape(`<img src=x onerror="alert('x')">&`)).toBe(
    '&lt;img src=x onerror=&quot;alert(&#39;x&#39;)&quot;&gt;&amp;',
  );
});

test('aligned plain-text columns count terminal columns: wide characters and emoji take two', () => {
  expect(
    alignColumns(
      [
        ['名前', '1'],
        ['ab', '100'],
      ],
      [1],
    ),
  ).toEqual(['名前    1', 'ab    100']);
  expect(displayWidth('abc')).toBe(3);
  expect(displayWidth('🥇 Gold')).toBe(7);
  expect(displayWidth('⚪ No badge')).toBe(11);
  expect(displayWidth('✅')).toBe(2);
  expect(displayWidth('⚠️ x')).toBe(4);
  expect(displayWidth('▲ +4.2')).toBe(6);
  expect(displayWidth('✔')).toBe(1);
});

test('findings sorted security first and worst first; summarised per category', () => {
  const f = (category: Finding['category'], level: Finding['level'], rule: string): Finding => ({
    rule,
    category,
    level,
    severity: 0.5,
    message: rule,
  });
  const list = [
    f('portability', 'low', 'P'),
    f('spec', 'low', 'S1'),
    f('security', 'medium', 'X1'),
    f('spec', 'medium', 'S2'),
    f('security', 'high', 'X2'),
    f('read', 'info', 'R'),
  ];
  expect(sortFindings(list).map((x) => x.rule)).toEqual(['X2', 'X1', 'S2', 'S1', 'P', 'R']);
  expect(summariseFindings(list)).toBe('security 2 (high), spec 2, portability 1, read 1');
  expect(summariseFindings([])).toBe('');
});

test('ordinals for percentiles: 1st, 2nd, 3rd, 4th, 11th–13th, 21st, 62nd, 100th', () => {
  expect([1, 2, 3, 4, 11, 12, 13, 21, 62, 100, 111, 62.4, 0].map(ordinal)).toEqual([
    '1st',
    '2nd',
    '3rd',
    '4th',
    '11th',
    '12th',
    '13th',
    '21st',
    '62nd',
    '100th',
    '111th',
    '62nd',
    '0th',
  ]);
});
