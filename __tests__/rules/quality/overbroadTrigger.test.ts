// OVERBROAD_TRIGGER: universals over generic work and trigger phrases of generic words, beside
// scoped triggers that must pass.
import { ruleContext } from '../../../src/rules/context.js';
import { detectorFor } from '../../../src/rules/rule.js';
import { isGenericPhrase, overbroadClauses, overbroadTrigger } from '../../../src/rules/quality/overbroadTrigger.js';
import { parseText } from '../../helpers/skills.js';

const signals = (frontmatter: string) =>
  detectorFor(overbroadTrigger, 'calibrated')!(
    ruleContext(parseText(`---\nname: sample\n${frontmatter}\n---\n\n# Sample\n`)),
  );

describe('over-broad clauses', () => {
  test.each([
    ['Creates designs. Use for any sort of artifact that may benefit from a design.', 'any sort of artifact'],
    ['Brainstorms a design. You MUST use this before any creative work.', 'any creative work'],
    ['Edits documents. Use for anything involving text.', 'anything'],
    ['Answers questions. Use whenever the user asks anything.', 'anything'],
    ['Organises folders. Use for anything with files.', 'anything'],
    ['Writes. Use for anything involving data files or code.', 'anything'],
    ['A helper. Use when the user asks general questions.', 'general questions'],
    ['Reviews code. Use on every request.', 'every request'],
    // A capital on the adjective names nothing when the noun has one too: shouting, not a name.
    ['Brainstorms a design. You MUST use this before ANY CREATIVE WORK.', 'any creative work'],
    ['Answers questions. Use for anything the user asks.', 'anything'],
    // An exclusion ends with its sentence.
    ['Drafts memos, not for slides. Use for any task.', 'any task'],
    ['Audits code. Triggers on: "audit this", "check the implementation".', '"audit this"'],
    ['Summarises recordings. TRIGGERS - summarize recording, what happened', '"what happened"'],
    // A list left without a full stop ends where the next sentence starts.
    ['Summarises recordings. TRIGGERS - summarize recording, what happened Always use this skill.', '"what happened"'],
    ['Summarises recordings. TRIGGERS - analyze session, what happened Use for tax returns.', '"what happened"'],
  ])('%s', (text, clause) => {
    expect(overbroadClauses(text)).toContain(clause);
  });

  test.each([
    'Reviews pull requests for naming problems. Use when the user asks to review a pull request.',
    'Reviews auth code. Use PROACTIVELY on every change to auth modules.',
    'Runs UiPath operations. Use for ANY task hitting UiPath Cloud or Orchestrator.',
    'Commits work. Use when the user wants to commit all changes and push them.',
    'Reference guide for CLI-Anything, which builds CLI harnesses for GUI apps.',
    'Tracks personas. Use "list" to see who is registered. Use when testing a web app as a persona.',
    'Pins messages. TRIGGERS - pin message, unpin telegram message, pinned messages',
    'Reads code. TRIGGERS - analyze Python code, read TypeScript sources',
    "Renamed from 'upgrade' to avoid clashing with a built-in command. Use when upgrading Kokoro.",
    // "anything" that names a kind of file is scoped by it.
    'Handles PDFs. Use whenever the user wants to do anything with PDF files.',
    'Edits sheets. Use for anything involving .xlsx or .csv.',
    // What the skill is not for turns requests away.
    'Edits Word files. Do NOT use for PDFs, spreadsheets, or general coding tasks unrelated to documents.',
    'Edits Word files. Don\'t use it for anything else, and not for "fix my code".',
    // A named adjective scopes the universal to what it names.
    'Investigates Cloudflare issues. Use when troubleshooting SSL errors or any Cloudflare-related problems.',
    'Renders terminal output to PNG. Use when debugging ripgrep matches or any ANSI-colored output.',
    // A word after "anything/everything" qualifies it.
    'Writes property tests. Also use when judging whether existing property tests assert anything real.',
    'Triages issues. Assigns priority estimates for everything outstanding. Use when triaging open issues.',
  ])('%s', (text) => {
    expect(overbroadClauses(text)).toEqual([]);
  });
});

test('a phrase is generic only when every word is', () => {
  expect(isGenericPhrase('audit my code')).toBe(true);
  expect(isGenericPhrase('audit the migration plan')).toBe(false);
  expect(isGenericPhrase('setup')).toBe(true);
  expect(isGenericPhrase('setup', 2)).toBe(false);
});

test('when_to_use is read too, and the clauses are capped', () => {
  const found = signals(
    'description: Files UiPath bug reports via the feedback command.\n' +
      "when_to_use: \"User says 'report issue', 'file a bug', 'this is broken', 'fix my code', 'help me'.\"",
  );
  expect(found).toHaveLength(3);
  expect(found.every((s) => s.amount === 1 && s.line === 3)).toBe(true);
});

test('a skill the model never chooses by its description (run only by name) claims no request', () => {
  const broad = 'description: Triages issues. Use for any task.';
  expect(signals(broad)).toHaveLength(1);
  expect(signals(`${broad}\ndisable-model-invocation: true`)).toEqual([]);
});

test('a scoped trigger has none', () => {
  expect(signals('description: Reviews pull requests. Use when the user asks to review a pull request.')).toEqual([]);
});
