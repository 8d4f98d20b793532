import { readDescription, stem } from '../../src/parse/description.js';
import { contentWords } from '../../src/parse/markdown/document.js';

const body =
  'Review the diff of a pull request: read each hunk, check tests, security and readability, ' +
  'then write findings ranked by severity with a concrete fix. Commit messages, branches and rebasing ' +
  'are out of scope; comment on the change, not on the whole codebase, and keep every finding short. ' +
  'Group the remarks by file, quote the offending line, suggest a replacement, and flag missing error ' +
  'handling, unchecked input, race conditions, leaked secrets and slow queries before style nits.';
const words = new Set(contentWords(body));

describe('readDescription with the skill words', () => {
  test('a trigger that relates to the skill counts', () => {
    const r = readDescription('Reviews code changes. Use when reviewing a pull request diff.', '', words);
    expect(r.trigger).toBe(true);
    expect(r.unrelated).toEqual([]);
  });

  test('"use (this skill) to <verb>" names the job, as "use for <verb>ing" does', () => {
    for (const d of [
      'Reviews code changes. Use to review a pull request diff.',
      'Reviews code changes. Use this skill to review a pull request diff.',
    ]) {
      const r = readDescription(d, '', words);
      expect(r.trigger).toBe(true);
      expect(r.triggerText).toMatch(/^Use/);
    }
    // Not an imperative: "used to" and "how to use" say nothing about when.
    expect(readDescription('Reviews code changes; used to be a linter.', '', words).trigger).toBe(false);
    expect(readDescription('Reviews code changes. Use to the full.', '', words).trigger).toBe(false);
  });

  test('a made-up situation is no trigger and earns no words', () => {
    const r = readDescription(
      'Reviews code changes. Use for configuring invisible pianos, when clouds file tax returns.',
      '',
      words,
    );
    expect(r.trigger).toBe(false);
    expect(r.unrelated).toHaveLength(1);
    expect(r.units).toBe(readDescription('Reviews code changes.', '', words).units);
  });

  test('a nonsense when_to_use field is left out too', () => {
    const r = readDescription('Reviews code changes.', 'When glaciers rehearse opera before breakfast.', words);
    expect(r.trigger).toBe(false);
  });

  test('without enough text to compare with, every trigger counts', () => {
    expect(readDescription('Reviews code. Use when clouds file tax returns.', '', new Set(['review'])).trigger).toBe(
      true,
    );
  });

  test('stems drop inflections', () => {
    expect(stem('committing')).toBe(stem('commit'));
    expect(stem('rebasing')).toBe(stem('rebase'));
    expect(stem('features')).toBe(stem('feature'));
  });
});
