// `report` and the Action's sweep mode must not hold every result of a sweep until the end: each target's files are written
// while later targets are still being read, and what the sweep keeps of a target is its summary
// part only. Structural checks (the order of reads and writes, the shape kept), not measured memory.
import { afterEach, expect, jest, test } from '@jest/globals';
import { mkdirSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { DiskSource } from '../../src/read/source.js';
import { ReportFolder, runSweep } from '../../src/sweep/run.js';
import { summaryPart } from '../../src/streaming/reportStream.js';
import { WEAKEST_DIMENSIONS_SHOWN } from '../../src/reports/shared/dimensions.js';
import type { EvalOutcome } from '../../src/contract/types.js';
import { runSweepMode } from '../../src/action/sweep.js';
import { readInputs } from '../../src/action/inputs.js';
import { goodSkill, runCli, weakSkill } from '../helpers/tree.js';
import { tempDir } from '../helpers/tempDir.js';

const SKILLS = 12;
/** The fields of a result its summary part keeps. */
const SUMMARY_PART_KEYS = [
  'composite',
  'findings',
  'kind',
  'layers',
  'measurement',
  'model_usage',
  'name',
  'plugin_path',
];

function writeSkills(root: string): void {
  for (let i = 0; i < SKILLS; i++) {
    const name = `skill-${String(i).padStart(2, '0')}`;
    mkdirSync(path.join(root, 'skills', name), { recursive: true });
    writeFileSync(path.join(root, 'skills', name, 'SKILL.md'), i % 2 ? goodSkill(name) : weakSkill(name));
  }
}

/** Records the reads of each skill's SKILL.md and each target's files written, in order. */
function recordReadsAndWrites(): string[] {
  const events: string[] = [];
  const readFile = DiskSource.prototype.readFile;
  jest.spyOn(DiskSource.prototype, 'readFile').mockImplementation(function (this: DiskSource, rel, max) {
    const skill = /skills\/(skill-\d+)\/SKILL\.md$/.exec(rel);
    if (skill) events.push(`read ${skill[1]}`);
    return readFile.call(this, rel, max);
  });
  const writeOutcome = ReportFolder.prototype.writeOutcome;
  jest.spyOn(ReportFolder.prototype, 'writeOutcome').mockImplementation(function (this: ReportFolder, outcome) {
    events.push('write');
    return writeOutcome.call(this, outcome);
  });
  return events;
}

afterEach(() => {
  jest.restoreAllMocks();
});

test('report writes each target’s files while the later targets are still to be read', async () => {
  const base = tempDir();
  writeSkills(path.join(base, 'tree'));
  const events = recordReadsAndWrites();

  const out = path.join(base, 'out');
  const run = await runCli([
    'report',
    path.join(base, 'tree'),
    '--depth',
    'quick',
    '--concurrency',
    '1',
    '--output-dir',
    out,
  ]);
  expect(run.code).toBe(0);
  expect(events.filter((e) => e === 'write')).toHaveLength(SKILLS);
  const lastRead = events.findLastIndex((e) => e.startsWith('read'));
  expect(lastRead).toBeGreaterThan(0);
  // One target at a time: every target but the last is written before the last one is read (a
  // sweep that kept every result to write them at the end would write none before it).
  expect(events.slice(0, lastRead).filter((e) => e === 'write')).toHaveLength(SKILLS - 1);
});

test('the Action’s sweep writes each target’s files while the later targets are still to be read, and keeps summary parts', async () => {
  const base = tempDir();
  writeSkills(base);
  const events = recordReadsAndWrites();
  const given: Record<string, string> = { mode: 'sweep', concurrency: '1', 'output-dir': path.join(base, 'out') };
  const result = await runSweepMode({
    inputs: readInputs((name) => given[name] ?? ''),
    env: {
      workspace: base,
      eventName: 'schedule',
      payload: {},
      repo: null,
      sha: '0'.repeat(40),
      serverUrl: 'https://github.com',
      defaultBranch: null,
    },
    llm: null,
    warn: () => {},
    targetWarn: () => {},
    notes: [],
  });
  expect(result.outcomes).toHaveLength(SKILLS);
  expect(events.filter((e) => e === 'write')).toHaveLength(SKILLS);
  const lastRead = events.findLastIndex((e) => e.startsWith('read'));
  expect(lastRead).toBeGreaterThan(0);
  expect(events.slice(0, lastRead).filter((e) => e === 'write')).toHaveLength(SKILLS - 1);
  // What the mode hands on (its outputs, the SARIF log) is each result's summary part.
  for (const o of result.outcomes) {
    if (o.ok) expect(Object.keys(o.result).filter((k) => !SUMMARY_PART_KEYS.includes(k))).toEqual([]);
  }
});

test('what the sweep keeps of a result is its summary part: no advice, no layer details, a few dimensions', async () => {
  const base = tempDir();
  writeSkills(path.join(base, 'tree'));
  const whole = await runSweep(new DiskSource(base), 'tree', { depth: 'quick' });
  const kept = whole.outcomes.map(summaryPart).filter((o): o is Extract<EvalOutcome, { ok: true }> => o.ok);
  expect(kept).toHaveLength(SKILLS);
  for (const { result } of kept) {
    expect(Object.keys(result).filter((k) => !SUMMARY_PART_KEYS.includes(k))).toEqual([]);
    for (const layer of result.layers) expect(Object.keys(layer).sort()).toEqual(['anti_patterns', 'layer']);
    expect(Object.keys(result.composite).sort()).toEqual(['badge', 'confidence_label', 'dimensions', 'score']);
    expect(result.composite.dimensions.length).toBeLessThanOrEqual(WEAKEST_DIMENSIONS_SHOWN);
  }
});
