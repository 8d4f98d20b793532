// `compare` and the PR comment show both methods' static numbers when they differ by more than a
// point (the static layer is run both ways; no model calls).
import { renderPrReport, type PrReport } from '../../src/action/comment.js';
import { evaluateTarget, staticScoresBothWays } from '../../src/engine/evaluate.js';
import { MemorySource } from '../../src/read/source.js';
import { methodsDiffer } from '../../src/reports/comparison.js';
import { renderMethodLines } from '../../src/reports/markdown.js';
import { makeTree, removeTree, runCli } from '../helpers/tree.js';

// A plugin of several flagged skills: the reference penalises every flag of every skill, the
// calibrated method averages the skills' own scores on its stretched scale, so the two differ by
// many points.
const weak = (n: string) =>
  `---\nname: ${n}\ndescription: Does things\n---\n\n# ${n}\n\nSee skills/missing-${n} and skills/gone-${n}.\n`;
const plugin: Record<string, string> = { 'p/.claude-plugin/plugin.json': '{"name":"p"}' };
for (const n of ['a', 'b', 'c', 'd']) plugin[`p/skills/${n}/SKILL.md`] = weak(n);

test('the static layer both ways, and when they count as different', async () => {
  const pair = await staticScoresBothWays(new MemorySource(plugin, 'repo', 'repo'), 'p');
  expect(pair.calibrated).not.toBeNull();
  expect(pair.reference).not.toBeNull();
  expect(Math.abs((pair.calibrated as number) - (pair.reference as number))).toBeGreaterThan(1);
  expect(methodsDiffer(pair)).toBe(true);
  expect(methodsDiffer({ calibrated: 70.4, reference: 70 })).toBe(false);
  expect(renderMethodLines([['A', 'x', { calibrated: 70.4, reference: 70 }]])).toBe('');
  expect(renderMethodLines([['', 'p', pair]])).toMatch(/^- `p`: calibrated [\d.]+ · reference [\d.]+ \([+−-][\d.]+\)$/);
});

test('compare shows both numbers for a side where they differ', async () => {
  const root = makeTree({
    ...plugin,
    'q/.claude-plugin/plugin.json': '{"name":"q"}',
    'q/skills/a/SKILL.md': weak('a'),
  });
  try {
    const run = await runCli(['compare', 'p', 'q', '--depth', 'quick'], { cwd: root });
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(
      /## Both methods \(static layer\)\n\n- A `[^`]*p`: calibrated [\d.]+ · reference [\d.]+/,
    );
    const json = JSON.parse(
      (await runCli(['compare', 'p', 'q', '--depth', 'quick', '--output', 'json'], { cwd: root })).stdout,
    );
    expect(Math.abs(json.methods.a.reference - json.methods.a.calibrated)).toBeGreaterThan(1);
  } finally {
    removeTree(root);
  }
});

test('the PR comment lists the targets whose methods differ', async () => {
  const src = new MemorySource(plugin, 'repo', 'repo');
  const head = await evaluateTarget(src, 'p', { depth: 'quick' });
  const pair = await staticScoresBothWays(src, 'p');
  const report = {
    rows: [{ target: { kind: 'plugin', path: 'p', movedFrom: null }, head, basePath: null, base: null }],
    removed: [],
    gate: { passed: true, conclusion: 'success', line: 'ok', failing: [] },
    threshold: null,
    depth: 'quick',
    headSha: 'h',
    baseSha: 'b',
    notes: [],
    methods: { p: pair },
  } as unknown as PrReport;
  const body = renderPrReport(report).body;
  expect(body).toMatch(/Static layer by method[^\n]*\n\n- `p`: calibrated [\d.]+ · reference [\d.]+/);
  // Methods that agree are not listed.
  expect(renderPrReport({ ...report, methods: { p: { calibrated: 50, reference: 50.5 } } }).body).not.toMatch(
    /by method/,
  );
});
