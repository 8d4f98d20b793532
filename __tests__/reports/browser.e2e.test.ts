// End to end in a real browser: the CLI writes a sweep over fixtures/marketplace (index.html and a
// page per target), a single-target page with every kind of finding and a compare page; a loopback
// HTTP server serves them; headless Chromium (driven by playwright-core) opens them, checks what a
// reader sees, sorts and filters the table, follows links, switches to the dark theme, checks the
// contrast of every piece of text and saves screenshots under __tests__/artifacts/browser/.
// Any console error, page error, failed request or request that leaves 127.0.0.1 fails the test.
// Chromium is required: CI installs it (.ci/run); without it this test fails and says how to get it.
import { fmtScore } from '../../src/reports/format.js';
import { afterAll, afterEach, beforeAll, describe, expect, test } from '@jest/globals';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as os from 'node:os';
import * as path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { fixFor } from '../../src/rules/index.js';
import { THEMES } from '../../src/reports/html.js';
import type { EvalResult } from '../../src/contract/types.js';
import { REPO_ROOT } from '../helpers/actionRun.js';
import { makeTree, removeTree, runCli } from '../helpers/tree.js';
import {
  bodyColoursInPage,
  focusedTextInPage,
  lowContrastInPage,
  shownColumnInPage,
  structureProblemsInPage,
} from './inPage.js';
import { RISKY_SKILL } from './pages.js';

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const ARTIFACTS = path.join(REPO_ROOT, '__tests__', 'artifacts', 'browser');
const VIEWPORT = { width: 1280, height: 900 };

interface SweepSummaryJson {
  counts: { targets: number; scored: number };
  badges: Record<string, number>;
  ranked: Array<{ path: string; name: string; kind: string; score: number; badge: string; file: string }>;
}

let tmp: string;
let out: string;
let userDataDir: string;
let server: Server;
let origin: string;
let context: BrowserContext;
let page: Page;
let summary: SweepSummaryJson;
/** Everything that went wrong in the browser since the last test. */
const problems: string[] = [];

function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(file, 'utf8')) as T;
}

function serve(dir: string): Promise<Server> {
  const s = createServer((req, res) => {
    const name =
      decodeURIComponent(new URL(req.url ?? '/', 'http://127.0.0.1').pathname).replace(/^\/+/, '') || 'index.html';
    const file = path.join(dir, name);
    if (!file.startsWith(dir + path.sep) || !existsSync(file)) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    const type = file.endsWith('.html')
      ? 'text/html; charset=utf-8'
      : file.endsWith('.json')
        ? 'application/json'
        : 'text/plain; charset=utf-8';
    res.writeHead(200, { 'content-type': type }).end(readFileSync(file));
  });
  return new Promise((resolve) => s.listen(0, '127.0.0.1', () => resolve(s)));
}

beforeAll(async () => {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium is required for the browser test and was not found at ${CHROMIUM_PATH}. ` +
        'Install it (Debian: apt-get install -y chromium; .ci/run does this) or set CHROMIUM_PATH to a Chromium or Chrome binary.',
    );
  }
  mkdirSync(ARTIFACTS, { recursive: true });
  tmp = mkdtempSync(path.join(os.tmpdir(), 'plugin-eval-browser-'));
  out = path.join(tmp, 'site');
  userDataDir = path.join(tmp, 'profile');

  // The pages, written by the CLI as a user would run it.
  const report = await runCli(['report', 'fixtures/marketplace', '--output-dir', out], { cwd: REPO_ROOT });
  expect(report.code).toBe(0);
  summary = readJson<SweepSummaryJson>(path.join(out, 'summary.json'));
  const risky = makeTree({ 'repo/skills/risky/SKILL.md': RISKY_SKILL });
  try {
    const one = await runCli(['score', path.join(risky, 'repo/skills/risky'), '--output', 'html']);
    expect(one.code).toBe(0);
    writeFileSync(path.join(out, 'risky.html'), one.stdout);
    const json = await runCli(['score', path.join(risky, 'repo/skills/risky'), '--output', 'json']);
    writeFileSync(path.join(out, 'risky.json'), json.stdout);
  } finally {
    removeTree(risky);
  }
  const cmp = await runCli(
    [
      'compare',
      'fixtures/marketplace/skills/quick-notes',
      'fixtures/marketplace/skills/pdf-form-filler',
      '--output',
      'html',
    ],
    { cwd: REPO_ROOT },
  );
  expect(cmp.code).toBe(0);
  writeFileSync(path.join(out, 'compare.html'), cmp.stdout);

  server = await serve(out);
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  // A fresh profile every run: nothing cached, nothing remembered.
  context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
    viewport: VIEWPORT,
    colorScheme: 'light',
  });
  context.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console error: ${m.text()} (${m.location().url})`);
  });
  context.on('weberror', (e) => problems.push(`page error: ${e.error().message}`));
  context.on('requestfailed', (r) => problems.push(`request failed: ${r.url()} (${r.failure()?.errorText ?? '?'})`));
  context.on('request', (r) => {
    if (!r.url().startsWith(`${origin}/`)) problems.push(`request outside the local server: ${r.url()}`);
  });
  context.on('response', (r) => {
    if (r.status() >= 400) problems.push(`HTTP ${r.status()} for ${r.url()}`);
  });
  page = context.pages()[0] ?? (await context.newPage());
});

afterEach(() => {
  const seen = problems.splice(0);
  expect(seen).toEqual([]);
});

afterAll(async () => {
  await context?.close();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  if (tmp) removeTree(tmp);
});

async function open(name: string): Promise<void> {
  const res = await page.goto(`${origin}/${name}`);
  expect(res?.status()).toBe(200);
}

async function shot(name: string): Promise<void> {
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`), fullPage: true });
}

/** Texts of a column of the targets table, for the rows that are shown. */
function column(index: number): Promise<string[]> {
  return page.evaluate(shownColumnInPage, index);
}

function lowContrast(): Promise<string[]> {
  return page.evaluate(lowContrastInPage);
}

function structureProblems(): Promise<string[]> {
  return page.evaluate(structureProblemsInPage);
}

/** A target's path as the index shows it: relative to the swept folder. */
const shown = (p: string) => p.replace(/^fixtures\/marketplace\//, '');

function rgb(hex: string): string {
  const n = parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
}

describe('sweep index', () => {
  test('counts, badge chart and a table of every target, linking to their pages; accessible; screenshot', async () => {
    await open('index.html');
    expect(await page.title()).toBe('PluginEval report: fixtures/marketplace');
    expect(await page.textContent('h1')).toBe('Report for fixtures/marketplace');
    const stats = await page.$$eval('.stat', (els) =>
      els.map((e) => [e.querySelector('span')?.textContent, e.querySelector('b')?.textContent]),
    );
    expect(stats).toContainEqual(['Targets', String(summary.counts.targets)]);
    // Badge chart: one bar per badge, with its count.
    const bars = await page.$$eval('svg[aria-labelledby="badgechart-title"] g[data-badge]', (gs) =>
      gs.map((g) => [
        g.getAttribute('data-badge'),
        Number(g.querySelector('rect')?.getAttribute('height') ?? '0'),
        g.querySelector('text')?.textContent ?? '',
      ]),
    );
    expect(bars.map((b) => b[0])).toEqual(['platinum', 'gold', 'silver', 'bronze', 'no_badge']);
    for (const [badge, height, label] of bars) {
      expect(label).toMatch(new RegExp(`^${summary.badges[badge as string]}\\b`));
      expect(height > 0).toBe(summary.badges[badge as string] > 0);
    }
    // The table: every scored target, best first, each linking to its own page.
    expect(await column(1)).toEqual(summary.ranked.map((r) => shown(r.path)));
    expect(await page.$$eval('#targets tbody code', (cs) => cs.map((c) => c.getAttribute('title')))).toEqual(
      summary.ranked.map((r) => r.path),
    );
    expect(await column(4)).toEqual(summary.ranked.map((r) => fmtScore(r.score)));
    const hrefs = await page.$$eval('#targets tbody a', (as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(summary.ranked.map((r) => r.file.replace(/\.json$/, '.html')));
    expect(await structureProblems()).toEqual([]);
    expect(await lowContrast()).toEqual([]);
    await shot('index-light');
  });

  test('sorting: a click on a heading sorts by that column, a second click reverses; aria-sort follows', async () => {
    await open('index.html');
    const scoreHeading = page.locator('#targets thead th', { hasText: 'Score' });
    expect(await page.getAttribute('#targets thead th:first-child', 'aria-sort')).toBe('ascending');
    const byScore = summary.ranked.map((r) => r.score);

    await scoreHeading.locator('button').click();
    expect(await scoreHeading.getAttribute('aria-sort')).toBe('ascending');
    expect(await page.getAttribute('#targets thead th:first-child', 'aria-sort')).toBeNull();
    expect((await column(4)).map(Number)).toEqual([...byScore].sort((a, b) => a - b).map((s) => Number(fmtScore(s))));

    await scoreHeading.locator('button').click();
    expect(await scoreHeading.getAttribute('aria-sort')).toBe('descending');
    expect((await column(4)).map(Number)).toEqual([...byScore].sort((a, b) => b - a).map((s) => Number(fmtScore(s))));

    // Text columns sort alphabetically.
    await page.locator('#targets thead th', { hasText: 'Target' }).locator('button').click();
    const paths = summary.ranked.map((r) => shown(r.path));
    expect(await column(1)).toEqual(
      [...paths].sort((a, b) => a.localeCompare(b, 'en', { numeric: true, sensitivity: 'base' })),
    );
    expect(await page.textContent('#sort-status')).toBe('Sorted by Target, ascending.');
    await shot('index-sorted-by-target');
  });

  test('sorting with the keyboard: Tab to a heading button, Enter sorts, Space reverses', async () => {
    await open('index.html');
    const nameButton = page.locator('#targets thead th', { hasText: 'Name' }).locator('button');
    await nameButton.focus();
    expect(await page.evaluate(focusedTextInPage)).toBe('Name');
    await page.keyboard.press('Enter');
    const names = summary.ranked.map((r) => r.name);
    expect(await column(2)).toEqual(
      [...names].sort((a, b) => a.localeCompare(b, 'en', { numeric: true, sensitivity: 'base' })),
    );
    await page.keyboard.press('Space');
    expect(await column(2)).toEqual(
      [...names].sort((a, b) => b.localeCompare(a, 'en', { numeric: true, sensitivity: 'base' })),
    );
    expect(await page.locator('#targets thead th', { hasText: 'Name' }).getAttribute('aria-sort')).toBe('descending');
    // Tab moves from one heading button to the next.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(focusedTextInPage)).toBe('Kind');
  });

  test('filtering by text, kind and badge; the count follows; nothing matching says so', async () => {
    await open('index.html');
    await page.fill('#filter-text', 'release-tools');
    const release = summary.ranked.filter((r) => r.path.includes('release-tools'));
    expect(await column(1)).toEqual(release.map((r) => shown(r.path)));
    expect(await page.textContent('#shown-count')).toBe(String(release.length));

    await page.selectOption('#filter-kind', 'plugin');
    expect(await column(1)).toEqual(release.filter((r) => r.kind === 'plugin').map((r) => shown(r.path)));
    expect(await page.textContent('#shown-count')).toBe('1');

    await page.fill('#filter-text', '');
    await page.selectOption('#filter-kind', '');
    await page.selectOption('#filter-badge', 'no_badge');
    expect(await column(1)).toEqual(summary.ranked.filter((r) => r.badge === 'no_badge').map((r) => shown(r.path)));
    await shot('index-filtered-no-badge');

    await page.fill('#filter-text', 'no such target anywhere');
    expect(await column(1)).toEqual([]);
    expect(await page.isVisible('#no-match')).toBe(true);
    expect(await page.textContent('#shown-count')).toBe('0');
  });

  test('following a link opens the target page: score, badge, chart, layers, each anti-pattern with its fix', async () => {
    await open('index.html');
    const target = summary.ranked.find((r) => r.path.endsWith('/tag-release'));
    if (!target) throw new Error('fixture tag-release missing from the sweep');
    await Promise.all([
      page.waitForURL(`${origin}/${target.file.replace(/\.json$/, '.html')}`),
      page.click(`#targets a:has-text("${shown(target.path)}")`),
    ]);
    const result = readJson<EvalResult>(path.join(out, target.file));
    expect(await page.textContent('h1')).toBe(result.name);
    expect(await page.textContent('[data-testid=score]')).toBe(`${fmtScore(result.composite.score)} / 100`);
    expect(await page.getAttribute('.hero .badge', 'data-badge')).toBe(result.composite.badge);
    expect(await page.textContent('[data-testid=confidence]')).toBe(result.composite.confidence_label);
    expect(await page.locator('svg[aria-labelledby="dimchart-title"] g[data-dimension]').count()).toBe(10);
    expect(await page.locator('#dimensions tbody tr').count()).toBe(10);
    expect(await page.$$eval('#layers tbody th', (ths) => ths.map((t) => t.textContent))).toEqual(['Static']);
    const flags = [...new Set(result.layers.flatMap((l) => l.anti_patterns.map((a) => a.flag)))];
    expect(flags.length).toBeGreaterThan(0);
    for (const flag of flags) {
      const fix = await page.textContent(`#anti-patterns .flag[data-flag="${flag}"] .fix`);
      expect(fix).toBe(`Fix: ${fixFor(flag).replace(/`/g, '')}`);
    }
    expect(await structureProblems()).toEqual([]);
    expect(await lowContrast()).toEqual([]);
    await shot('target-tag-release-light');
    await page.goBack();
    expect(await page.textContent('h1')).toBe('Report for fixtures/marketplace');
  });
});

describe('single target and compare pages', () => {
  test('score --output html: findings by category, security first, each with its fix; model usage', async () => {
    await open('risky.html');
    const result = readJson<EvalResult>(path.join(out, 'risky.json'));
    expect(await page.textContent('h1')).toBe(result.name);
    const headings = await page.$$eval('#findings h3', (hs) => hs.map((h) => h.textContent));
    expect(headings).toEqual(['Security (1)', 'Specification (3)', 'Portability (1)']);
    for (const f of result.findings) {
      const block = page.locator(`#findings .finding[data-rule="${f.rule}"]`);
      expect(await block.count()).toBe(1);
      expect(await block.locator('.fix').textContent()).toBe(`Fix: ${fixFor(f.rule).replace(/`/g, '')}`);
    }
    expect(await page.getAttribute('#findings .finding[data-rule="PIPE_TO_SHELL"]', 'class')).toContain('level-high');
    expect(await page.textContent('#usage-h')).toBe('Model usage');
    expect(await structureProblems()).toEqual([]);
    expect(await lowContrast()).toEqual([]);
    await shot('target-findings-light');
  });

  test('compare: both sides, the winner of each row, a paired chart, what changed', async () => {
    await open('compare.html');
    expect(await page.textContent('h1')).toBe('quick-notes vs pdf-form-filler');
    expect(await page.textContent('[data-testid=verdict] strong')).toMatch(/^B wins overall by \d+\.\d points\.$/);
    expect(await page.locator('#compare tbody tr').count()).toBe(11);
    expect(await page.locator('svg[aria-labelledby="cmpchart-title"] g[data-dimension]').count()).toBe(10);
    expect(await page.textContent('#changes')).toContain('Anti-patterns only in A');
    expect(await structureProblems()).toEqual([]);
    expect(await lowContrast()).toEqual([]);
    await shot('compare-light');
  });
});

describe('dark theme', () => {
  afterAll(async () => {
    await page?.emulateMedia({ colorScheme: 'light' });
  });

  test('prefers-color-scheme: dark switches every page to the dark colours, with enough contrast', async () => {
    await page.emulateMedia({ colorScheme: 'dark' });
    for (const [name, file] of [
      ['index', 'index.html'],
      [
        'target-tag-release',
        summary.ranked.find((r) => r.path.endsWith('/tag-release'))?.file.replace(/\.json$/, '.html') ?? '',
      ],
      ['target-findings', 'risky.html'],
      ['compare', 'compare.html'],
    ]) {
      await open(file);
      expect(await page.evaluate(bodyColoursInPage)).toEqual({
        background: rgb(THEMES.dark.bg),
        color: rgb(THEMES.dark.fg),
      });
      expect(await lowContrast()).toEqual([]);
      await shot(`${name}-dark`);
    }
    await page.emulateMedia({ colorScheme: 'light' });
    await open('index.html');
    expect(await page.evaluate(bodyColoursInPage)).toEqual({
      background: rgb(THEMES.light.bg),
      color: rgb(THEMES.light.fg),
    });
  });
});
