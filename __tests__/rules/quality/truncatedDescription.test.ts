// TRUNCATED_DESCRIPTION: ends and starts that were cut off, beside complete descriptions that end
// in a code span, a file name, a bare trigger list or a stranded preposition a sentence may end on.
import { ruleContext } from '../../../src/rules/context.js';
import { detectorFor } from '../../../src/rules/rule.js';
import { cutEnd, cutStart, truncatedDescription } from '../../../src/rules/quality/truncatedDescription.js';
import { parseText } from '../../helpers/skills.js';

const LEAD = 'Diagnoses and recovers Claude Code session files that went missing.';
const signals = (description: string) =>
  detectorFor(truncatedDescription, 'calibrated')!(
    ruleContext(parseText(`---\nname: sample\ndescription: ${JSON.stringify(description)}\n---\n\n# Sample\n`)),
  );

describe('cut ends', () => {
  test.each([
    `${LEAD} Use whenever the`,
    `${LEAD} Use whenever the.`,
    `${LEAD} Renamed from 'hooks' to avoid clashing with.`,
    `${LEAD} Use when the user wants to list files, sync folders, or.`,
    `${LEAD} Covers cargo-audit, cargo-deny, cargo-vet,`,
    `${LEAD} Works with monitoring tools (noti, ntfy, mprocs`,
    `${LEAD} Avoids clashing with Claude Code's.`,
    `${LEAD} Use when the user asks for...`,
    `${LEAD} Triggers:`,
  ])('%s', (d) => {
    expect(cutEnd(d)).not.toBeNull();
  });
});

describe('complete ends', () => {
  test.each([
    `${LEAD} Use when the user runs \`claude --resume\``,
    `${LEAD} Writes its report to session-report.md`,
    `${LEAD} Copies the scripts into <repo>/scripts/`,
    `${LEAD} TRIGGERS - session recovery, missing session, corrupted session`,
    `${LEAD} Not for live sessions (use session-monitor for that).`,
    `${LEAD} Use when the user is not logged in.`,
    `${LEAD} Deletes messages for everyone or just for themselves.`,
    `${LEAD} Works with C++`,
    'Use whenever the.',
  ])('%s', (d) => {
    expect(cutEnd(d)).toBeNull();
  });
});

describe('cut starts', () => {
  test.each([
    'user wants to send a message on Telegram as their personal account.',
    'deciding whether to pivot or persist, whether to ship or hold a release.',
    'actively investigating a hypothesis by running a sweep of experiments.',
    'a hypothesis has failed and needs archiving with resurrection conditions.',
  ])('%s', (d) => {
    expect(cutStart(d)).not.toBeNull();
  });

  test.each([
    'macOS disk cleanup, cache pruning and stale file detection for a laptop.',
    'backtesting.py configuration for SQL oracle validation of range bars.',
    'logging helpers for Python services that write structured JSON lines.',
    'Summarises a CSV file into a table of its columns and their types.',
  ])('%s is a complete start', (d) => {
    expect(cutStart(d)).toBeNull();
  });
});

test('a description cut at both ends is two units at its line', () => {
  const found = signals('user wants to list files, download from Drive, sync folders, or.');
  expect(found.map((s) => [s.amount, s.line])).toEqual([
    [1, 3],
    [1, 3],
  ]);
  expect(found[0].fact).toContain('ends on "or"');
});

test('a complete description has none', () => {
  expect(signals(`${LEAD} Use when a session no longer shows in /resume.`)).toEqual([]);
});
