// TRUNCATED_DESCRIPTION: ends and starts that were cut off, beside complete descriptions that end
// in a code span, a file name, a bare trigger list or a stranded preposition a sentence may end on.
import { ruleContext } from '../../../src/rules/context.js';
import { detectorFor } from '../../../src/rules/rule.js';
import { cutEnd, cutInside, cutStart, truncatedDescription } from '../../../src/rules/quality/truncatedDescription.js';
import { parseText } from '../../helpers/skills.js';

const LEAD = 'Diagnoses and recovers Claude Code session files that went missing.';
const signals = (description: string, more = '') =>
  detectorFor(truncatedDescription, 'calibrated')!(
    ruleContext(parseText(`---\nname: sample\ndescription: ${JSON.stringify(description)}\n${more}---\n\n# Sample\n`)),
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

describe('sentences cut off inside the description', () => {
  test.each([
    [`${LEAD} Renamed from 'hooks' to avoid clashing with. Use when installing hooks.`, '"with"'],
    [`${LEAD} Renamed to avoid clashing with Claude Code's. Always use this skill.`, "Code's"],
    [`${LEAD} Use when the user wants to completely uninstall the. Invoke it proactively.`, '"the"'],
    [`${LEAD} When running the oracle against, use this skill.`, '"against"'],
  ])('%s', (d, where) => {
    expect(cutEnd(d)).toBeNull();
    expect(cutInside(d)).toContain(where);
  });

  test.each([
    `${LEAD} Works with any language, e.g. Python or Go, and with both.`,
    `${LEAD} Compares React vs. Vue builds. Use when choosing one.`,
    `${LEAD} Follows Plan A. Use when the first plan fails.`,
    `${LEAD} Deletes messages for everyone or just for themselves. Use when cleaning up a chat.`,
    `${LEAD} Covers install, upgrade and removal, with a dry run first.`,
  ])('%s is whole', (d) => {
    expect(cutInside(d)).toBeNull();
  });

  test('text appended to a cut end leaves it cut: the same one unit', () => {
    const cut = `${LEAD} Renamed from 'hooks' to avoid clashing with.`;
    const appended = signals(`${cut} Use for configuring invisible pianos, when clouds file tax returns.`);
    expect(appended.map((s) => s.amount)).toEqual(signals(cut).map((s) => s.amount));
    expect(appended).toHaveLength(1);
    expect(appended[0].fact).toContain('inside it ends on "with" ("…');
    expect(appended[0].fact).toContain('clashing with.');
  });

  test('a cut when_to_use field is one unit, as the cut description it was moved from', () => {
    const found = signals(LEAD, 'when_to_use: "Use when the user wants to completely uninstall the."\n');
    expect(found.map((s) => s.amount)).toEqual([1]);
    expect(signals(LEAD, 'when_to_use: "Use when the user wants to uninstall the app."\n')).toEqual([]);
  });
});
