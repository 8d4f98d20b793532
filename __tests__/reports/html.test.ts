// HTML pages: standalone (nothing fetched from the network), escaped, with the chart, tables and
// links a reader needs. (Rendering in a real browser is tested end to end separately.)
import { compareResults } from '../../src/reports/compare.js';
import { dimensionChart, renderCompareHtml, renderHtml, renderSweepHtml } from '../../src/reports/html.js';
import { summarise } from '../../src/sweep.js';
import type { EvalResult } from '../../src/types.js';
import { goodResult, weakResult, withJudge } from '../helpers/results.js';

let good: EvalResult;
let weak: EvalResult;
beforeAll(async () => {
  good = await goodResult();
  weak = await weakResult();
});

function expectStandalone(html: string): void {
  expect(html.startsWith('<!DOCTYPE html>\n<html lang="en">')).toBe(true);
  expect(html).not.toMatch(/<(link|iframe|img|object|embed)\b/i);
  expect(html).not.toMatch(/(src|href)\s*=\s*["']?(https?:)?\/\//i);
  expect(html).not.toMatch(/@import|url\(/i);
  expect(html).toContain('prefers-color-scheme:dark');
}

test('one target: score, badge, confidence, chart, dimension and layer tables, flags with fixes, usage', () => {
  const html = renderHtml(withJudge(weak));
  expectStandalone(html);
  expect(html).toContain(`<div class="score" data-testid="score">${weak.composite.score.toFixed(1)}<small> / 100</small></div>`);
  expect(html).toContain('No badge');
  expect(html).toContain('Confidence: <strong>Assessed</strong>');
  expect(html).toContain('<h2 id="dims-h">Dimensions</h2>');
  expect(html).toContain('<caption>Dimensions, weakest measured first</caption>');
  expect(html).toContain('<strong>Missing trigger phrase</strong>');
  expect(html).toContain('<strong>Fix:</strong>');
  expect(html).toContain('<code>claude-sonnet-test</code>');
  expect(html).toContain('$0.0562');
});

test('the dimension chart has a row per dimension; unmeasured ones are dashed outlines', () => {
  const svg = dimensionChart(good);
  expect(svg.match(/<g>/g)).toHaveLength(10);
  const unmeasured = good.composite.dimensions.filter((d) => d.grade === '—').length;
  expect(svg.match(/class="none"/g)).toHaveLength(unmeasured);
  expect(svg).toContain('role="img"');
});

test('text from the skill is escaped', () => {
  const html = renderHtml({ ...good, name: '</title><script>alert(1)</script>', plugin_path: 'a"b' });
  expect(html).not.toContain('<script>alert(1)</script>');
  expect(html).toContain('&lt;/title&gt;&lt;script&gt;');
  expect(html).toContain('a&quot;b');
});

test('sweep index: counts, badge chart, a sortable filterable table linking to each page, errors', () => {
  const s = summarise(
    [
      { ok: true, result: good },
      { ok: true, result: weak },
      { ok: false, error: { plugin_path: 'skills/x', kind: 'skill', error: 'skills/x/SKILL.md is not valid UTF-8', file: 'skills/x/SKILL.md', field: 'encoding' } },
    ],
    { root: 'repo', depth: 'quick', threshold: 90 },
  );
  const html = renderSweepHtml(s, { targetPage: (row) => row.file.replace(/\.json$/, '.html') });
  expectStandalone(html);
  expect(html).toContain('<table id="targets">');
  expect(html.match(/<tr data-kind="skill"/g)).toHaveLength(2);
  expect(html).toContain('<a href="skills__csv-import.html"><code>skills/csv-import</code></a>');
  expect(html).toContain('<button type="button">Score</button>');
  expect(html).toContain('id="filter-text"');
  expect(html).toContain('<script>');
  expect(html).toContain('class="gate-fail"');
  expect(html).toContain('skills/x/SKILL.md is not valid UTF-8');
  expect(html).toContain('aria-labelledby="badgechart-title"');
});

test('compare page: both sides, the winner per row, what changed', () => {
  const html = renderCompareHtml(compareResults(weak, good));
  expectStandalone(html);
  expect(html).toContain('B wins overall.');
  expect(html.match(/<tr><th scope="row">/g)).toHaveLength(11);
  expect(html).toContain('Anti-patterns only in A');
});
