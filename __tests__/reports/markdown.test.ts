// Markdown reports built from real engine results: the CLI report, the PR comment's badge table
// and details, the compare table and the sweep summary.
import { HELD_BACK_PROMPTS } from '../../src/layers/heldBack.js';
import { fixFor } from '../../src/rules/index.js';
import { renderRowDetails } from '../../src/action/comment.js';
import { BASE_HEAD_WORDS, compareResults } from '../../src/reports/comparison.js';
import type { EloResult } from '../../src/layers/elo.js';
import { displayWidth, fmtScore, fmtUnit, ordinal } from '../../src/reports/format.js';
import {
  renderBadgeTable,
  renderChangeLines,
  renderCompareMarkdown,
  renderMarkdown,
  renderSweepSummary,
  renderTargetDetails,
} from '../../src/reports/markdown.js';
import { summarise } from '../../src/sweep/run.js';
import type { EvalOutcome, EvalResult } from '../../src/contract/types.js';
import { goodResult, scored, scoreFiles, weakResult, withJudge } from '../helpers/results.js';
import { weakSkill } from '../helpers/tree.js';
import { ELO_REFERENCES, llmResult } from './llmResult.js';
import { riskyResult } from './pages.js';
import { AGREEMENT_MIN_ITEMS } from '../../src/contract/weights.js';

let good: EvalResult;
let weak: EvalResult;
let broken: EvalOutcome;
let risky: EvalResult;
beforeAll(async () => {
  good = await goodResult();
  weak = await weakResult();
  risky = await riskyResult();
  broken = await scoreFiles({ 'skills/bad/SKILL.md': '---\ndescription: 12\n---\n' }, 'skills/bad');
});

/** Rows of the first markdown table after a heading. */
function tableAfter(md: string, heading: string): string[][] {
  const start = md.indexOf(heading);
  const lines = md.slice(start).split('\n');
  const first = lines.findIndex((l) => l.startsWith('|'));
  const rows: string[][] = [];
  for (let i = first + 2; i < lines.length && lines[i].startsWith('|'); i++)
    rows.push(lines[i].split(' | ').map((c) => c.replace(/^\| ?| ?\|$/g, '').trim()));
  return rows;
}

/** The lines of the first markdown table after a heading, as printed. */
function tableLinesAfter(md: string, heading: string): string[] {
  const lines = md.slice(md.indexOf(heading)).split('\n');
  const first = lines.findIndex((l) => l.startsWith('|'));
  const end = lines.findIndex((l, i) => i > first && !l.startsWith('|'));
  return lines.slice(first, end < 0 ? undefined : end);
}

/** Terminal columns of the pipes of a line. */
function pipeColumns(line: string): number[] {
  const chars = [...line];
  return chars.flatMap((ch, i) => (ch === '|' ? [displayWidth(chars.slice(0, i).join(''))] : []));
}

describe('renderMarkdown', () => {
  test('overall score, layers, the ten dimensions weakest first, anti-patterns with their fix', () => {
    const md = renderMarkdown(weak);
    expect(md).toContain(`**${fmtScore(weak.composite.score)}** / 100 · ⚪ No badge · Estimated`);
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
    const scope = tableAfter(md, '## Dimensions').find((r) => r[0] === 'Scope calibration');
    expect(scope).toEqual(['Scope calibration', '0.12', '75.0', 'C+', expect.any(String), '[60.0, 90.0]']);
    expect(tableAfter(md, '## Layers')).toContainEqual(['LLM judge', '80.0', 'unmeasured: output_quality']);
  });

  test('tables line up in the raw text too: pipes in the same columns, numbers right-aligned', () => {
    const md = renderMarkdown(withJudge(good));
    for (const heading of ['## Layers', '## Dimensions', '## Model usage']) {
      const block = tableLinesAfter(md, heading);
      expect(block.length).toBeGreaterThan(2);
      const pipes = block.map((l) => pipeColumns(l).join(','));
      expect(new Set(pipes).size).toBe(1);
    }
    const usage = tableLinesAfter(md, '## Model usage');
    expect(usage[1]).toMatch(/^\| :-+ \| -+: \|/);
    expect(usage[3]).toMatch(/^\| `claude-sonnet-test` \|\s+3 \|\s+9,000 \|/);
    // Unaligned (for places that render the markdown) keeps single spaces.
    expect(renderMarkdown(good, { aligned: false })).toContain(
      '| Dimension | Weight | Score | Grade | Weighted | Note |',
    );
  });

  test('findings: security first, then specification and portability, each with level, line and fix', () => {
    const md = renderMarkdown(risky);
    const bullets = md
      .slice(md.indexOf('## Findings (5)'))
      .split('\n')
      .filter((l) => l.startsWith('- '));
    expect(bullets.map((b) => /`([A-Z_]+)`/.exec(b)?.[1])).toEqual([
      'PIPE_TO_SHELL',
      'SPEC_NAME_FORMAT',
      'SPEC_NAME_MISMATCH',
      'SPEC_UNKNOWN_FIELD',
      'CLAUDE_TOOL_PROSE',
    ]);
    expect(bullets[0]).toMatch(/^- 🔴 Security, high: \*\*.+\*\* `PIPE_TO_SHELL` \(line 11\) — /);
    expect(bullets[1]).toMatch(/^- 🟠 Specification, medium: /);
    expect(md).toContain(`**Fix:** ${fixFor('PIPE_TO_SHELL')}`);
    expect(md).toContain(`**Fix:** ${fixFor('SPEC_NAME_MISMATCH')}`);
  });

  test('--verbose adds the sub-scores', () => {
    expect(renderMarkdown(good)).not.toContain('## Sub-scores');
    const md = renderMarkdown(good, { verbose: true });
    expect(md).toContain('## Sub-scores');
    expect(md).toContain('`frontmatter_quality`');
  });

  test("a plugin's flags name the skill file, relative to the plugin, with the line", async () => {
    const plugin = await scored(
      { 'repo/kit/.claude-plugin/plugin.json': '{"name": "kit"}', 'repo/kit/skills/weak/SKILL.md': weakSkill('weak') },
      'repo/kit',
    );
    const md = renderMarkdown(plugin);
    expect(md).toMatch(/`MISSING_TRIGGER` \(skills\/weak\/SKILL\.md:3\)/);
    expect(md).not.toContain('repo/kit/skills/weak/SKILL.md');
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

  test('target details show security and specification findings with their fix; the badge table counts them', () => {
    const details = renderTargetDetails(risky);
    expect(details).toContain('**Findings (5)**');
    expect(details).toMatch(/- 🔴 Security, high: .*`PIPE_TO_SHELL`/);
    expect(details).toContain(`**Fix:** ${fixFor('SPEC_UNKNOWN_FIELD')}`);
    // The weakest dimension is the first row of the details' table.
    const firstRow = details.split('\n').filter((l) => l.startsWith('|'))[2];
    const weakest = risky.composite.dimensions.filter((d) => d.grade !== '—').sort((a, b) => a.score - b.score)[0];
    expect(
      firstRow.startsWith(`| ${weakest.name.charAt(0).toUpperCase()}${weakest.name.slice(1).replace(/_/g, ' ')} |`),
    ).toBe(true);
    const table = renderBadgeTable([
      { outcome: { ok: true, result: risky } },
      { outcome: { ok: true, result: good } },
    ]).split('\n');
    expect(table[0]).toBe('| Target | Score | Badge | Confidence | Anti-patterns | Findings |');
    expect(table[2]).toMatch(/\| security 1 \(high\), spec 3, portability 1 \|$/);
    expect(table[3]).toMatch(/\| — \|$/);
  });

  test('the change against the base version: dimensions that moved (drops first), flags and findings added and removed', () => {
    const lines = renderChangeLines(compareResults(good, risky), BASE_HEAD_WORDS);
    expect(lines[0]).toMatch(/^Dimensions that moved: /);
    const moved = [...lines[0].matchAll(/([▲▼]) [+−](\d+\.\d)/g)].map((m) =>
      m[1] === '▼' ? -Number(m[2]) : Number(m[2]),
    );
    expect(moved.length).toBeGreaterThan(0);
    expect(moved).toEqual([...moved].sort((a, b) => a - b));
    expect(lines).toContainEqual(
      expect.stringMatching(/^New findings: `PIPE_TO_SHELL` \(security, high: .*\); `SPEC_NAME_FORMAT`/),
    );
    const back = renderChangeLines(compareResults(risky, good), BASE_HEAD_WORDS);
    expect(back).toContainEqual(expect.stringMatching(/^Resolved findings: `PIPE_TO_SHELL`/));
    expect(renderChangeLines(compareResults(weak, good), BASE_HEAD_WORDS)).toContain(
      'Fixed anti-patterns: `EMPTY_DESCRIPTION`, `MISSING_TRIGGER`.',
    );
    expect(renderChangeLines(compareResults(good, good), BASE_HEAD_WORDS)).toEqual([]);
  });

  test("the PR comment's details of a changed skill carry the same diff, base to head", () => {
    const head = { ...risky, plugin_path: 'skills/csv-import', name: 'csv-import' };
    const details = renderRowDetails({
      target: { kind: 'skill', path: 'skills/csv-import', movedFrom: null },
      head: { ok: true, result: head },
      base: { ok: true, result: good },
      basePath: 'skills/csv-import',
    });
    const block = details.slice(details.indexOf('**Change against base**'));
    for (const line of renderChangeLines(compareResults(good, head), BASE_HEAD_WORDS))
      expect(block).toContain(`- ${line}`);
    expect(block).toMatch(/- New findings: `PIPE_TO_SHELL` \(security, high: /);
    expect(details.trimEnd().endsWith('</details>')).toBe(true);
  });
});

describe('compare and sweep summary', () => {
  test('compare: a row per dimension, winners marked, flags that differ', () => {
    const md = renderCompareMarkdown(compareResults(good, weak), { aligned: false });
    expect(md).toContain('**A wins**');
    const rows = tableAfter(md, '# PluginEval: compare');
    expect(rows).toHaveLength(11);
    expect(rows[0][0]).toBe('**Overall**');
    expect(rows[0][5]).toBe('**A**');
    expect(md).toContain('Anti-patterns only in B: `EMPTY_DESCRIPTION`, `MISSING_TRIGGER`');
    const self = renderCompareMarkdown(compareResults(good, good));
    expect(self).toContain('The two score the same overall.');
    expect(self).toContain('_Same anti-patterns and findings._');
    const withFindings = renderCompareMarkdown(compareResults(good, risky));
    expect(withFindings).toMatch(/- Findings only in B: `PIPE_TO_SHELL` \(security, high: /);
    // Aligned by default (the winner marks ✔ and grades included).
    const tableLines = tableLinesAfter(withFindings, '# PluginEval: compare');
    expect(tableLines).toHaveLength(13);
    expect(new Set(tableLines.map((l) => pipeColumns(l).join(','))).size).toBe(1);
  });

  test('summary.md: counts, badges, attention with weakest dimensions, errors with file and field, ranked table', () => {
    const s = summarise([{ ok: true, result: good }, { ok: true, result: weak }, broken], {
      root: 'repo',
      depth: 'quick',
      threshold: 40,
    });
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

describe('how it was measured (issue 5): methods, judges, Elo', () => {
  // Real results from the engine and the Anthropic adapter against the loopback fake.
  let deep: EvalResult;
  let reference: EvalResult;
  beforeAll(async () => {
    deep = await llmResult({ depth: 'deep', method: 'measured', judges: 3, elo: true });
    reference = await llmResult({
      depth: 'standard',
      method: 'reference',
      judges: 2,
      elo: ELO_REFERENCES.map((r) => ({ ...r, excerpt: '' })),
    });
  }, 60_000);

  const section = (md: string) => {
    const start = md.indexOf('## How it was measured');
    return start < 0 ? '' : md.slice(start, md.indexOf('\n## ', start + 1));
  };
  const meta = (r: EvalResult, layer: string) =>
    r.layers.find((l) => l.layer === layer)!.metadata as Record<string, any>;

  test("deep, measured, 3 judges, Elo: each method labelled, the reference beside it, the judges' spread, the rating", () => {
    const md = renderMarkdown(deep);
    const lines = section(md).split('\n');
    // Between the layers and the dimensions.
    expect(md.indexOf('## Layers')).toBeLessThan(md.indexOf('## How it was measured'));
    expect(md.indexOf('## How it was measured')).toBeLessThan(md.indexOf('## Dimensions'));

    expect(lines).toContain(
      `- **Method:** measured — triggering and activation observed from a catalogue of skills, replies graded; the reference's numbers are kept beside them`,
    );
    expect(lines).toContain(
      '- LLM judge: measured: Triggering accuracy; judged: Orchestration fitness, Output quality, Scope calibration',
    );
    expect(lines).toContain(
      '- Monte Carlo: measured: Triggering accuracy, Output quality; as the reference: Robustness, Token efficiency',
    );

    const judge = meta(deep, 'judge');
    const mc = meta(deep, 'monte_carlo');
    const mcLayer = deep.layers.find((l) => l.layer === 'monte_carlo')!;
    const referenceLine = lines.find((l) => l.startsWith('- The reference would have reported: '))!;
    // Measured triggering no longer asks the model to self-report, so there is no self-reported F1 to show.
    expect(judge.triggering.reference).toEqual({ method: 'self-reported', not_asked: 'triggering was measured' });
    expect(referenceLine).not.toContain('self-reported');
    expect(referenceLine).toContain(
      `Monte Carlo: activation rate ${mc.reference.activation_rate.toFixed(3)} (measured ${(mcLayer.metadata.activation as { rate: number }).rate.toFixed(3)})`,
    );
    expect(referenceLine).toContain(`layer score ${fmtUnit(mc.reference.score)} (measured ${fmtUnit(mcLayer.score)})`);

    // The judges disagree (the fake answers 0.5, 0.75, 1): their spread and agreement are shown.
    expect(judge.judges.n).toBe(3);
    const std = (d: string) => fmtUnit(judge.judges.std[d]);
    expect(Number(std('scope_calibration'))).toBeGreaterThan(0);
    expect(lines).toContain(
      `- **Judges:** 3 samples · std dev (out of 100) Orchestration fitness ${std('orchestration_fitness')}, Output quality ${std('output_quality')}, Scope calibration ${std('scope_calibration')} · agreement not reported: 3 item(s) rated by two or more judges; at least ${AGREEMENT_MIN_ITEMS} are needed for the agreement to mean anything`,
    );

    const elo = deep.elo as EloResult;
    expect(elo.rating).not.toBeNull();
    const r = (x: number | null) => Math.round(x!);
    const pct = Math.round(elo.percentile!);
    const bias = elo.position_bias;
    expect(bias.inconsistent).toBeGreaterThan(0); // the fake's judge prefers whichever skill comes first
    expect(lines).toContain(
      `- **Elo:** ${r(elo.rating)} [${r(elo.ci_lower)}, ${r(elo.ci_upper)}] · ${ordinal(pct)} percentile of ${elo.corpus_size} corpus skills · ${elo.games.length} reference comparisons · position bias: ${bias.inconsistent} of ${bias.pairs_checked} pairs changed verdict when the order was swapped; the skill shown first won ${Math.round(100 * bias.first_position_win_share!)}% of decisive verdicts · badge: ${elo.badge!.rule}`,
    );
    // The held-back requests as counts only: their text is never in a report.
    const heldBack = (judge as unknown as { triggering: { held_back: { count: number } } }).triggering.held_back;
    expect(
      lines.some(
        (l) =>
          l.startsWith(`- **Held-back requests:** ${heldBack.count} held-back distractor requests (category `) &&
          l.includes('; not shown)'),
      ),
    ).toBe(true);
    const everything = `${renderMarkdown(deep, { verbose: true })}\n${JSON.stringify(deep)}`;
    for (const prompt of Object.values(HELD_BACK_PROMPTS).flat()) expect(everything).not.toContain(prompt);
    // The judge flips every pair: its rating confirms no badge line.
    expect(elo.badge!.rule).toMatch(/^no line confirmed: the verdict flipped with the order/);
    expect(lines.filter((l) => l.startsWith('- '))).toHaveLength(7);

    // The PR comment's details carry the same lines, before the dimension table.
    const details = renderTargetDetails(deep);
    for (const line of lines.filter((l) => l.startsWith('- '))) expect(details).toContain(line);
    expect(details.indexOf('- **Elo:**')).toBeLessThan(details.indexOf('| Dimension'));
  });

  test('standard, reference method, 2 judges, a corpus without excerpts: self-reported labelled, no agreement over 3 items, Elo not measured', () => {
    const lines = section(renderMarkdown(reference)).split('\n');
    expect(lines).toContain(
      `- **Method:** reference — the reference implementation's methods (self-reported triggering, activation = a non-empty reply, quality = reply length)`,
    );
    expect(lines).toContain(
      '- LLM judge: self-reported: Triggering accuracy; judged: Orchestration fitness, Output quality, Scope calibration',
    );
    // Nothing measured, so nothing to set beside the reference's numbers; no Monte Carlo at standard depth.
    expect(lines.some((l) => l.startsWith('- The reference would have reported'))).toBe(false);
    expect(lines.some((l) => l.startsWith('- Monte Carlo'))).toBe(false);
    const judgesLine = lines.find((l) => l.startsWith('- **Judges:** 2 samples'))!;
    // Over three items no agreement is reported (neither kappa nor alpha).
    expect(judgesLine).toContain('agreement not reported: 3 item(s)');
    expect(judgesLine).not.toContain('kappa');
    const elo = reference.elo as EloResult;
    expect(elo.rating).toBeNull();
    expect(lines).toContain(`- **Elo:** not measured (${elo.unmeasured})`);
  });

  test('one judge: no spread line (a single sample has none)', async () => {
    const one = await llmResult({ depth: 'standard', method: 'measured', judges: 1, elo: false });
    const lines = section(renderMarkdown(one)).split('\n');
    expect(lines).toContain(
      '- LLM judge: measured: Triggering accuracy; judged: Orchestration fitness, Output quality, Scope calibration',
    );
    expect(lines.some((l) => l.includes('**Judges:**'))).toBe(false);
    expect(lines.some((l) => l.includes('**Elo:**'))).toBe(false);
  }, 60_000);

  test('a quick run, and a judge layer without method labels, show nothing new', () => {
    for (const r of [good, weak, withJudge(good)]) {
      const md = renderMarkdown(r);
      expect(md).not.toContain('How it was measured');
      const details = renderTargetDetails(r);
      for (const label of ['**Method:**', '**Judges:**', '**Elo:**', 'would have reported']) {
        expect(md).not.toContain(label);
        expect(details).not.toContain(label);
      }
    }
  });
});
