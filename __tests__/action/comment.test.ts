// The pull request report in markdown: table, pass/fail line, details with the change against
// base, and the trimming that keeps a comment under GitHub's 65,536-character limit.
import { describe, expect, test } from '@jest/globals';
import {
  COMMENT_MAX_CHARS,
  GITHUB_BODY_LIMIT,
  renderPrReport,
  STICKY_MARKER,
  type PrReport,
  type PrRow,
} from '../../src/action/comment.js';
import { pullRequestGate } from '../../src/action/gate.js';
import { evaluateTarget } from '../../src/engine/evaluate.js';
import { MemorySource } from '../../src/read/source.js';
import type { EvalOutcome } from '../../src/contract/types.js';

const GOOD =
  'Converts CSV files to markdown tables. Use when the user asks for a table, for reports, during documentation work.';

function skill(name: string, description: string, bodyLines = 5): string {
  const body = Array.from(
    { length: bodyLines },
    (_, i) => `Line ${i} of ${name}: MUST read (references/missing-${i}.md).`,
  ).join('\n');
  return `---\nname: ${name}\ndescription: ${description}\n---\n# ${name}\n\n${body}\n`;
}

async function outcome(files: Record<string, string>, rel: string): Promise<EvalOutcome> {
  return evaluateTarget(new MemorySource(files), rel, { depth: 'quick' });
}

async function report(rows: PrRow[], threshold: number | null = 50): Promise<PrReport> {
  return {
    rows,
    removed: [],
    gate: pullRequestGate(
      rows.map((r) => r.head),
      { threshold, failOnError: true, securityGate: false },
    ),
    threshold,
    depth: 'quick',
    headSha: 'a'.repeat(40),
    baseSha: 'b'.repeat(40),
    notes: [],
  };
}

describe('renderPrReport', () => {
  test('table, gate line and details with the change against the base version', async () => {
    const head = await outcome({ 'skills/a/SKILL.md': skill('a', GOOD) }, 'skills/a');
    const base = await outcome({ 'skills/a/SKILL.md': skill('a', 'Tables.') }, 'skills/a');
    const fresh = await outcome({ 'skills/n/SKILL.md': skill('n', 'x') }, 'skills/n');
    const r = await report([
      { target: { kind: 'skill', path: 'skills/a', movedFrom: null }, head, base, basePath: 'skills/a' },
      { target: { kind: 'skill', path: 'skills/n', movedFrom: null }, head: fresh, base: null, basePath: null },
    ]);
    const { body, trimmedDetails } = renderPrReport(r, { marker: STICKY_MARKER });
    expect(trimmedDetails).toBe(0);
    expect(body.split('\n')[0]).toBe(STICKY_MARKER);
    expect(body).toContain(r.gate.line);
    const rowA = body.split('\n').find((l) => l.startsWith('|') && l.includes('`skills/a`')) ?? '';
    expect(rowA).toMatch(/▲ \+\d/);
    const rowN = body.split('\n').find((l) => l.startsWith('|') && l.includes('`skills/n`')) ?? '';
    expect(rowN).toContain('| new |');
    expect(body).toContain('**Change against base**');
    expect(body).toContain('Fixed anti-patterns: `EMPTY_DESCRIPTION`');
    expect(body).toContain('New in this pull request.');
    // Failing targets come first.
    expect(body.indexOf('`skills/n`')).toBeLessThan(body.indexOf('`skills/a`'));
  });

  test('a hostile error message cannot inject HTML into the details', async () => {
    const broken = await outcome({ 'skills/<b>x</b>/SKILL.md': '---\nname: [1]\n---\n' }, 'skills/<b>x</b>');
    expect(broken.ok).toBe(false);
    const r = await report([
      {
        target: { kind: 'skill', path: 'skills/<b>x</b>', movedFrom: null },
        head: broken,
        base: undefined,
        basePath: null,
      },
    ]);
    const { body } = renderPrReport(r);
    const details = body.slice(body.indexOf('<details>'));
    expect(details).not.toContain('<b>x</b>');
    expect(details).toContain('&lt;b&gt;x&lt;/b&gt;');
  });

  test('over the limit, details are trimmed first (worst targets keep theirs) and the comment says so', async () => {
    const rows: PrRow[] = [];
    for (let i = 0; i < 120; i++) {
      const name = `skill-${String(i).padStart(3, '0')}`;
      const head = await outcome(
        { [`s/${name}/SKILL.md`]: skill(name, i % 2 ? GOOD : 'x', 40), [`s/${name}/references/r.md`]: 'r' },
        `s/${name}`,
      );
      rows.push({
        target: { kind: 'skill', path: `s/${name}`, movedFrom: null },
        head,
        base: undefined,
        basePath: null,
      });
    }
    const r = await report(rows);
    const full = renderPrReport(r).body;
    expect(full.length).toBeGreaterThan(GITHUB_BODY_LIMIT);
    const { body, trimmedDetails, trimmedRows } = renderPrReport(r, {
      maxChars: COMMENT_MAX_CHARS,
      marker: STICKY_MARKER,
    });
    expect(body.length).toBeLessThanOrEqual(COMMENT_MAX_CHARS);
    expect(trimmedDetails).toBeGreaterThan(0);
    expect(trimmedRows).toBe(0);
    expect(body).toContain(`Details of ${trimmedDetails} targets left out`);
    // Every row of the table is still there.
    for (const row of rows) expect(body).toContain(`\`${row.target.path}\``);
    const kept = (body.match(/<details>/g) ?? []).length;
    expect(kept).toBe(rows.length - trimmedDetails);
    // The details kept are those of failing targets (sorted first).
    const failing = new Set(r.gate.failing);
    const firstKept = /<code>(s\/skill-\d+)<\/code><\/summary>/.exec(body)?.[1] ?? '';
    expect(failing.has(firstKept)).toBe(true);
  });

  test('when even the table is too long, rows are cut and the comment says how many', async () => {
    const head = await outcome({ 's/a/SKILL.md': skill('a', GOOD) }, 's/a');
    const rows: PrRow[] = Array.from({ length: 400 }, (_, i) => ({
      target: { kind: 'skill' as const, path: `s/a${i}`, movedFrom: null },
      head,
      base: undefined,
      basePath: null,
    }));
    const { body, trimmedRows } = renderPrReport(await report(rows), { maxChars: 8000 });
    expect(body.length).toBeLessThanOrEqual(8000);
    expect(trimmedRows).toBeGreaterThan(0);
    expect(body).toContain(`…and ${trimmedRows} more target(s) not shown`);
  });

  test('no changed target: a short report that says so', async () => {
    const r = await report([]);
    const { body } = renderPrReport(
      { ...r, removed: [{ kind: 'skill', path: 'skills/old', movedFrom: null }] },
      { marker: STICKY_MARKER },
    );
    expect(body).toContain('No skill or plugin changed');
    expect(body).toContain('Removed (not scored): `skills/old`');
    expect(body).not.toContain('| Target |');
    expect(body.length).toBeLessThan(500);
  });
});
