// Markdown reports built from real engine results: the CLI report, the PR comment's badge table
// and details, the compare table and the sweep summary.
import { fixFor } from '../../src/rules/catalog.js';
import { compareResults } from '../../src/reports/compare.js';
import {
  renderBadgeTable,
  renderCompareMarkdown,
  renderMarkdown,
  renderSweepSummary,
  renderTargetDetails,
} from '../../src/reports/markdown.js';
import { summarise } from '../../src/sweep.js';
import type { EvalOutcome, EvalResult } from '../../src/types.js';
import { goodResult, scoreFiles, weakResult, withJudge } from '../helpers/results.js';

let good: EvalResult;
let weak: EvalResult;
let broken: EvalOutcome;
beforeAll(async () => {
  good = await goodResult();
  weak = await weakResult();
  broken = await scoreFiles({ 'skills/bad/SKILL.md': '---\ndescription: 12\n---\n' }, 'skills/bad');
});

/** Rows of the first markdown table after a heading. */
function tableAfter(md: string, heading: string): string[][] {
  const start = md.indexOf(heading);
  const lines = md.slice(start).split('\n');
  const first = lines.findIndex((l) => l.startsWith('|'));
  const rows: string[][] = [];
  for (let i = first + 2; i < lines.length && lines[i].startsWith('|'); i++) rows.push(lines[i].split(' | ').map((c) => c.replace(/^\| ?| ?\|$/g, '').trim()));
  return rows;
}

describe('renderMarkdown', () => {
  test('overall score, layers, the ten dimensions weakest first, anti-patterns with their fix', () => {
    const md = renderMarkdown(weak);
    expect(md).toContain(`**${weak.composite.score.toFixed(1)}** / 100 · ⚪ No badge · Estimated`);
    expect(md).toContain('## Layers');
    const dims = tableAfter(md, '## Dimensions');
    expect(dims).toHaveLength(10);
    const measured = dims.filter((r) => r[3] !== '—').map((r) => Number(r[2]));
    expect(measured).toEqual([...measured].sort((a, b) => a - b));
    expect(dims.slice(measured.length).every((r) => r[5] === 'not measured')).toBe(true);
    expect(md).toContain('**Missing trigger phrase** `MISSING_TRIGGER`');
    expect(md).toContain(`**Fix:** ${fixFor('MISSING_TRIGGER')}`);
    expect(md).toContain('_No model calls (static analysis only)._');
  });

  test('model usage per model with a total; intervals when a layer gives them; unmeasured judge dimensions named', () => {
    const md = renderMarkdown(withJudge(good));
    const usage = tableAfter(md, '## Model usage');
    expect(usage.map((r) => r[0])).toEqual(['`claude-haiku-test`', '`claude-sonnet-test`', '**Total**']);
    expect(usage[1]).toEqual(['`claude-sonnet-test`', '3', '9,000', '900', '2,500', '5,000', '$0.0535']);
    expect(usage[2][6]).toBe('**$0.0562**');
    expect(md).toMatch(/\| Scope calibration \| 0\.12 \| 75\.0 \| C\+ \| .* \| \[60\.0, 90\.0\] \|/);
    expect(md).toMatch(/\| LLM judge \| 80\.0 \| unmeasured: output_quality \|/);
  });

  test('--verbose adds the sub-scores', () => {
    expect(renderMarkdown(good)).not.toContain('## Sub-scores');
    const md = renderMarkdown(good, { verbose: true });
    expect(md).toContain('## Sub-scores');
    expect(md).toContain('`frontmatter_quality`');
  });

  test('hostile names cannot inject HTML or mentions', () => {
    const evil: EvalResult = { ...good, name: '<img src=x onerror=alert(1)> @octocat' };
    const md = renderMarkdown(evil);
    expect(md).not.toContain('<img');
    expect(md).toContain('&lt;img');
    expect(md).not.toMatch(/@octocat/);
  });
});

describe('PR comment pieces', () => {
  test('badge table: score, badge, change against base, confidence, anti-patterns, gate; errors as rows', () => {
    if (broken.ok) throw new Error('should fail');
    const table = renderBadgeTable(
      [
        { outcome: { ok: true, result: good }, baseScore: good.composite.score - 4.2 },
        { outcome: { ok: true, result: weak }, baseScore: null },
        { outcome: broken },
      ],
      { threshold: 50 },
    );
    const lines = table.split('\n');
    expect(lines[0]).toBe('|  | Target | Score | Badge | Change | Confidence | Anti-patterns |');
    expect(lines[1]).toBe('| :---: | :--- | ---: | :--- | ---: | :--- | :--- |');
    expect(lines[2]).toContain('▲ +4.2');
    expect(lines[2].startsWith(`| ${good.composite.score >= 50 ? '✅' : '❌'} | \`skills/csv-import\``)).toBe(true);
    expect(lines[3]).toContain('| new |');
    expect(lines[3]).toContain('EMPTY_DESCRIPTION, MISSING_TRIGGER');
    expect(lines[3].startsWith('| ❌ |')).toBe(true);
    expect(lines[4]).toContain('❗ error');
    expect(lines[4]).toContain('skills/bad/SKILL.md (description)');
  });

  test('badge table without base scores or threshold has no change or gate column', () => {
    const table = renderBadgeTable([{ outcome: { ok: true, result: good }, href: 'https://example.test/blob/x' }]);
    expect(table.split('\n')[0]).toBe('| Target | Score | Badge | Confidence | Anti-patterns |');
    expect(table).toContain('[skills/csv-import](https://example.test/blob/x)');
  });

  test('target details: collapsible, dimension grades, each anti-pattern with what to do', () => {
    const details = renderTargetDetails(weak);
    expect(details.startsWith('<details><summary><b>weak</b>')).toBe(true);
    expect(details.trimEnd().endsWith('</details>')).toBe(true);
    expect(details).toContain('| Dimension | Weight | Score | Grade |');
    expect(details).toContain(`**Fix:** ${fixFor('EMPTY_DESCRIPTION')}`);
  });
});

describe('compare and sweep summary', () => {
  test('compare: a row per dimension, winners marked, flags that differ', () => {
    const md = renderCompareMarkdown(compareResults(good, weak));
    expect(md).toContain('**A wins**');
    const rows = tableAfter(md, '# PluginEval: compare');
    expect(rows).toHaveLength(11);
    expect(rows[0][0]).toBe('**Overall**');
    expect(rows[0][5]).toBe('**A**');
    expect(md).toContain('Anti-patterns only in B: `EMPTY_DESCRIPTION`, `MISSING_TRIGGER`');
    const self = renderCompareMarkdown(compareResults(good, good));
    expect(self).toContain('The two score the same overall.');
    expect(self).toContain('_Same anti-patterns and findings._');
  });

  test('summary.md: counts, badges, attention with weakest dimensions, errors with file and field, ranked table', () => {
    const s = summarise([{ ok: true, result: good }, { ok: true, result: weak }, broken], { root: 'repo', depth: 'quick', threshold: 40 });
    const md = renderSweepSummary(s);
    expect(md).toContain('- 3 targets (0 plugins, 3 skills): 2 scored, 1 could not be scored');
    expect(tableAfter(md, '## Badges')).toHaveLength(5);
    const attention = tableAfter(md, '## Needs attention');
    expect(attention.map((r) => r[0])).toEqual(['`skills/weak`']);
    expect(attention[0][5]).toMatch(/\(F\)/);
    const errors = tableAfter(md, '## Errors');
    expect(errors[0].slice(0, 4)).toEqual(['`skills/bad`', 'skill', '`skills/bad/SKILL.md`', '`description`']);
    const ranked = tableAfter(md, '## All targets');
    expect(ranked.map((r) => r[1])).toEqual(['`skills/csv-import`', '`skills/weak`']);
    expect(md).toMatch(/❌ .*could not be scored/);
  });
});
