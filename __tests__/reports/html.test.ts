// HTML pages: standalone (nothing fetched from the network), escaped, accessible (headings in
// order, table semantics, contrast), with the chart, tables and links a reader needs. The pages
// are also opened in a real browser: browser.e2e.test.ts.
import { fixFor } from '../../src/rules/index.js';
import { compareResults, BASE_HEAD_WORDS } from '../../src/reports/comparison.js';
import type { EloResult } from '../../src/layers/elo.js';
import { BADGE_COLOUR, fmtScore, htmlEscape, ordinal } from '../../src/reports/format.js';
import {
  BADGE_TEXT_COLOUR,
  THEMES,
  compareChart,
  dimensionChart,
  renderCompareHtml,
  renderHtml,
  renderSweepHtml,
} from '../../src/reports/html.js';
import { summarise } from '../../src/sweep/run.js';
import type { EvalResult } from '../../src/contract/types.js';
import { goodResult, weakResult, withJudge } from '../helpers/results.js';
import { llmResult } from './llmResult.js';
import { externalResources, riskyResult } from './pages.js';

let good: EvalResult;
let weak: EvalResult;
let risky: EvalResult;
beforeAll(async () => {
  good = await goodResult();
  weak = await weakResult();
  risky = await riskyResult();
});

/** WCAG 2 contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const lum = (hex: string) =>
    [0, 2, 4]
      .map((i) => parseInt(hex.slice(1 + i, 3 + i), 16) / 255)
      .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
      .reduce((sum, c, i) => sum + c * [0.2126, 0.7152, 0.0722][i], 0);
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** Heading levels in document order. */
/** A fix or message as the page shows it: escaped, backtick spans as code. */
const asProse = (text: string) => htmlEscape(text).replace(/`([^`\n]+)`/g, '<code>$1</code>');

function headingLevels(html: string): number[] {
  return [...html.matchAll(/<h([1-6])\b/g)].map((m) => Number(m[1]));
}

function expectAccessible(html: string): void {
  const levels = headingLevels(html);
  expect(levels[0]).toBe(1);
  expect(levels.filter((l) => l === 1)).toHaveLength(1);
  levels.forEach((l, i) => i > 0 && expect(l).toBeLessThanOrEqual(levels[i - 1] + 1)); // no skipped level
  const tables = html.match(/<table\b[\s\S]*?<\/table>/g) ?? [];
  for (const t of tables) {
    expect(t).toMatch(/<table[^>]*><caption>/);
    for (const th of t.match(/<th\b[^>]*>/g) ?? []) expect(th).toMatch(/scope="(col|row)"/);
  }
  expect(html).toContain('<html lang="en">');
}

function expectStandalone(html: string): void {
  expect(html.startsWith('<!DOCTYPE html>\n<html lang="en">')).toBe(true);
  expect(externalResources(html)).toEqual([]);
  expect(html).toContain('prefers-color-scheme:dark');
}

describe('standalone pages', () => {
  test('the resource check catches what would load from the network, and allows plain links', () => {
    expect(externalResources('<a href="https://example.com">x</a><p>see https://example.com</p>')).toEqual([]);
    expect(externalResources('<img src="https://example.com/a.png">')).toEqual(expect.arrayContaining(['<img>']));
    expect(externalResources('<link rel="stylesheet" href="https://cdn.example/x.css">')).toEqual([
      '<link href="https://cdn.example/x.css">',
    ]);
    expect(externalResources('<link rel="icon" href="data:image/svg+xml,%3Csvg%3E">')).toEqual([]);
    expect(externalResources('<script src="//cdn.example/x.js"></script>')).toEqual([
      '<script src="//cdn.example/x.js">',
    ]);
    expect(externalResources('<style>body{background:url(https://x/y.png)}</style>')).toEqual(['url()']);
    expect(externalResources('<style>@import "https://x/y.css";</style>')).toEqual(['@import']);
    expect(externalResources('<script>fetch("https://x")</script>')).toEqual(['network call in a script']);
    expect(externalResources('<div style="background:url(x.png)"></div>')).toEqual(['url()']);
  });

  test('every page loads nothing from the network (a security finding quoting a URL is text)', () => {
    const s = summarise(
      [
        { ok: true, result: good },
        { ok: true, result: risky },
      ],
      { root: 'repo', depth: 'quick' },
    );
    const pages = [
      renderHtml(withJudge(weak)),
      renderHtml(risky),
      renderSweepHtml(s, { targetPage: (r) => r.file.replace(/\.json$/, '.html') }),
      renderCompareHtml(compareResults(risky, good)),
    ];
    for (const html of pages) expectStandalone(html);
    expect(pages[1]).toContain('https://setup.example.io/agent');
  });
});

describe('one target', () => {
  test('score, badge, confidence, chart, dimension and layer tables, flags with fixes, usage', () => {
    const html = renderHtml(withJudge(weak));
    expectAccessible(html);
    expect(html).toContain(
      `<div class="score" data-testid="score">${fmtScore(weak.composite.score)}<small> / 100</small></div>`,
    );
    expect(html).toMatch(/<span class="badge" data-badge="no_badge" style="background:#[0-9a-f]{6}">No badge<\/span>/);
    expect(html).toContain('Confidence: <strong data-testid="confidence">Assessed</strong>');
    expect(html).toContain('<h2 id="dims-h">Dimensions</h2>');
    expect(html).toContain('<h2 id="layers-h">Layer breakdown</h2>');
    expect(html).toMatch(
      /<th scope="row">LLM judge<\/th><td class="num">80\.0<\/td><td class="num">0<\/td><td>unmeasured: output_quality<\/td>/,
    );
    expect(html).toContain('<strong>Missing trigger phrase</strong>');
    expect(html).toContain(`<strong>Fix:</strong> ${asProse(fixFor('MISSING_TRIGGER'))}`);
    expect(html).toContain('<code>claude-sonnet-test</code>');
    expect(html).toContain('$0.0562');
  });

  test('findings under a heading per category, security first, each with its level, line and fix', () => {
    const html = renderHtml(risky);
    expectAccessible(html);
    const categories = [
      ...html.matchAll(
        /<section aria-labelledby="find-(\w+)-h" data-category="\w+"><h3 id="find-\w+-h">([^<]+)<\/h3>/g,
      ),
    ].map((m) => m[2]);
    expect(categories).toEqual(['Security (1)', 'Specification (3)', 'Portability (1)']);
    expect(html).toMatch(
      /<div class="flag finding level-high" data-rule="PIPE_TO_SHELL">[\s\S]*?line 11[\s\S]*?<strong>Fix:<\/strong>/,
    );
    for (const rule of [
      'PIPE_TO_SHELL',
      'SPEC_NAME_FORMAT',
      'SPEC_NAME_MISMATCH',
      'SPEC_UNKNOWN_FIELD',
      'CLAUDE_TOOL_PROSE',
    ]) {
      expect(fixFor(rule)).not.toBe('');
      expect(html).toContain(`<strong>Fix:</strong> ${asProse(fixFor(rule))}`);
    }
    expect(html).toContain('<h2 id="find-h">Findings (5)</h2>');
    expect(html).toContain(
      '<div><code>name</code> &quot;Risky_Name&quot; differs from the folder name &quot;risky&quot;</div>',
    );
    expect(html).toContain('<span class="level level-high">high</span>');
  });

  test('the dimension chart has a row per dimension against its weight; unmeasured ones are dashed outlines', () => {
    const svg = dimensionChart(good);
    expect(svg.match(/<g data-dimension=/g)).toHaveLength(10);
    const unmeasured = good.composite.dimensions.filter((d) => d.grade === '—').length;
    expect(svg.match(/class="none"/g)).toHaveLength(unmeasured);
    expect(svg).toContain('role="img"');
    // The heaviest dimension's track is the full bar width; the others are in proportion to their weight.
    const tracks = [
      ...svg.matchAll(
        /<g data-dimension="(\w+)">[\s\S]*?<rect class="(?:track|none)" x="\d+" y="\d+" width="([\d.]+)"/g,
      ),
    ].map((m) => [m[1], Number(m[2])] as const);
    const weights = Object.fromEntries(good.composite.dimensions.map((d) => [d.name, d.weight]));
    const maxW = Math.max(...Object.values(weights));
    for (const [name, width] of tracks) expect(width).toBeCloseTo((weights[name] / maxW) * 520, 0);
  });

  test('text from the skill is escaped', () => {
    const html = renderHtml({ ...good, name: '</title><script>alert(1)</script>', plugin_path: 'a"b' });
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('&lt;/title&gt;&lt;script&gt;');
    expect(html).toContain('a&quot;b');
  });

  test('a page that belongs to a sweep links back to its index', () => {
    expect(renderHtml(good, { indexHref: 'index.html' })).toContain(
      '<nav><a href="index.html">← All targets</a></nav>',
    );
    expect(renderHtml(good)).not.toContain('<nav>');
  });
});

describe('themes and contrast', () => {
  test('text colours pass WCAG AA (4.5:1) on the page and card backgrounds, in both themes', () => {
    for (const [name, t] of Object.entries(THEMES)) {
      for (const text of [t.fg, t.muted, t.link, t.warn, t.bad, t.good]) {
        for (const bg of [t.bg, t.card]) {
          const ratio = contrast(text, bg);
          if (ratio < 4.5) throw new Error(`${name}: ${text} on ${bg} has contrast ${ratio.toFixed(2)}`);
        }
      }
      // Chart bars and borders of findings are graphics: 3:1 against the page.
      for (const g of [t.bar, t.bar2, t.bad, t.warn]) expect(contrast(g, t.bg)).toBeGreaterThanOrEqual(3);
    }
    expect(THEMES.light.bg).not.toBe(THEMES.dark.bg);
  });

  test('badge pills: white text on every badge colour passes AA', () => {
    for (const [badge, colour] of Object.entries(BADGE_COLOUR)) {
      const ratio = contrast(BADGE_TEXT_COLOUR, colour);
      if (ratio < 4.5) throw new Error(`${badge}: contrast ${ratio.toFixed(2)}`);
    }
  });

  test('both themes are in the page: light by default, dark under prefers-color-scheme', () => {
    const html = renderHtml(good);
    expect(html).toContain(`:root{color-scheme:light dark;--bg:${THEMES.light.bg};`);
    expect(html).toContain(`@media (prefers-color-scheme:dark){:root{--bg:${THEMES.dark.bg};`);
    expect(html).toContain('<meta name="color-scheme" content="light dark">');
  });
});

describe('sweep index', () => {
  test('counts, badge chart, a sortable filterable table linking to each page, errors', () => {
    const s = summarise(
      [
        { ok: true, result: good },
        { ok: true, result: weak },
        {
          ok: false,
          error: {
            plugin_path: 'skills/x',
            kind: 'skill',
            error: 'skills/x/SKILL.md is not valid UTF-8',
            file: 'skills/x/SKILL.md',
            field: 'encoding',
          },
        },
      ],
      { root: 'repo', depth: 'quick', threshold: 90 },
    );
    const html = renderSweepHtml(s, { targetPage: (row) => row.file.replace(/\.json$/, '.html') });
    expectStandalone(html);
    expectAccessible(html);
    expect(html).toContain('<table id="targets">');
    expect(html.match(/<tr data-kind="skill"/g)).toHaveLength(2);
    expect(html).toContain(
      '<th scope="row"><a href="skills__csv-import.html"><code title="skills/csv-import">skills/<wbr>csv-import</code></a></th>',
    );
    // Under a swept folder, paths are shown relative to it (the full path in the title).
    const under = renderSweepHtml(
      summarise([{ ok: true, result: { ...good, plugin_path: 'repo/skills/csv-import' } }], {
        root: 'repo',
        depth: 'quick',
      }),
    );
    expect(under).toContain('<code title="repo/skills/csv-import">skills/<wbr>csv-import</code>');
    expect(under).toContain('paths under <code>repo</code>');
    // Sortable headings are buttons; the current order (by rank) is announced with aria-sort.
    expect(html).toContain(
      '<th scope="col" data-type="number" class="num" aria-sort="ascending"><button type="button">#</button></th>',
    );
    expect(html).toContain('<th scope="col" data-type="number" class="num"><button type="button">Score</button></th>');
    expect(html.match(/<th[^>]*aria-sort=/g)).toHaveLength(1);
    expect(html).toContain('id="filter-text"');
    expect(html).toContain('<script>');
    expect(html).toContain('class="gate-fail"');
    expect(html).toContain('skills/x/SKILL.md is not valid UTF-8');
    expect(html).toContain('aria-labelledby="badgechart-title"');
    const count = (badge: string) => [good, weak].filter((r) => r.composite.badge === badge).length;
    expect(count('no_badge')).toBe(1);
    expect(html).toContain(
      `<title id="badgechart-title">Badge distribution: Platinum ${count('platinum')}, Gold ${count('gold')}, Silver ${count('silver')}, Bronze ${count('bronze')}, No badge ${count('no_badge')}</title>`,
    );
  });
});

describe('compare page', () => {
  test('both sides, a paired chart, the winner per row, what changed (flags and findings)', () => {
    const html = renderCompareHtml(compareResults(risky, good));
    expectStandalone(html);
    expectAccessible(html);
    expect(html).toMatch(/<strong>B wins overall by \d+\.\d points\.<\/strong>/);
    expect(html.match(/<tr data-row=/g)).toHaveLength(11);
    expect(compareChart(compareResults(risky, good)).match(/<g data-dimension=/g)).toHaveLength(10);
    expect(html).toMatch(
      /<li>Findings only in A: <code>PIPE_TO_SHELL<\/code> <span class="muted">security, high<\/span>/,
    );
    expect(html).toContain('<li>Findings only in A: <code>SPEC_UNKNOWN_FIELD</code>');
    const self = renderCompareHtml(compareResults(good, good));
    expect(self).toContain('<strong>Tie overall.</strong>');
    expect(self).toContain('<p>Same anti-patterns and findings.</p>');
  });

  test('as base and head of a pull request: the sides are named and changes read as new and fixed', () => {
    const html = renderCompareHtml(compareResults(weak, good), BASE_HEAD_WORDS);
    expect(html).toContain('<strong>head wins overall');
    expect(html).toMatch(
      /<li>Fixed anti-patterns: <code>EMPTY_DESCRIPTION<\/code>, <code>MISSING_TRIGGER<\/code><\/li>/,
    );
    expect(html).toContain('<th scope="col" class="num">head − base</th>');
  });
});

describe('how it was measured (issue 5)', () => {
  // A real deep result from the engine and the Anthropic adapter against the loopback fake.
  let deep: EvalResult;
  beforeAll(async () => {
    deep = await llmResult({ depth: 'deep', method: 'measured', judges: 3, elo: true });
  }, 60_000);

  test("methods per layer, the reference beside them, the judges' spread and the Elo rating, in an accessible section", () => {
    const html = renderHtml(deep);
    expectAccessible(html);
    expectStandalone(html);
    const section = html.slice(
      html.indexOf('<section aria-labelledby="method-h" id="measurement">'),
      html.indexOf('<section aria-labelledby="ap-h"'),
    );
    expect(section).toContain('<h2 id="method-h">How it was measured</h2>');
    // After the layer breakdown, before the anti-patterns.
    expect(html.indexOf('id="layers-h"')).toBeLessThan(html.indexOf('id="method-h"'));
    expect(section).toContain(
      `<li><strong>Method:</strong> measured — triggering and activation observed from a catalogue of skills, replies graded; the reference&#39;s numbers are kept beside them</li>`,
    );
    expect(section).toContain(
      '<li>LLM judge: measured: Triggering accuracy; judged: Orchestration fitness, Output quality, Scope calibration</li>',
    );
    expect(section).toContain(
      '<li>Monte Carlo: measured: Triggering accuracy, Output quality; as the reference: Robustness, Token efficiency</li>',
    );
    // Measured triggering asks for no self-report, so only Monte Carlo's reference figures are shown.
    expect(section).toMatch(
      /<li>The reference would have reported: Monte Carlo: activation rate \d\.\d{3} \(measured \d\.\d{3}\)/,
    );
    expect(section).not.toContain('self-reported');

    expect(section).toMatch(
      /<li data-testid="judges"><strong>Judges:<\/strong> 3 samples · std dev \(out of 100\) Orchestration fitness \d+\.\d[^<]* · agreement not reported: 3 item\(s\) rated by two or more judges/,
    );

    const elo = deep.elo as EloResult;
    const r = (x: number | null) => Math.round(x!);
    expect(section).toContain(
      `<li data-testid="elo"><strong>Elo:</strong> ${r(elo.rating)} [${r(elo.ci_lower)}, ${r(elo.ci_upper)}] · ${ordinal(elo.percentile!)} percentile of ${elo.corpus_size} corpus skills · ${elo.games.length} reference comparisons · position bias: `,
    );
  });

  test('a quick run and a judge layer without method labels have no such section', () => {
    for (const r of [good, weak, withJudge(weak)]) {
      const html = renderHtml(r);
      expect(html).not.toContain('id="measurement"');
      expect(html).not.toContain('How it was measured');
    }
  });
});
