// Held-back distractors: a skill's category from its name and description, and a fixed selection
// of requests from that category and the general pool that no skill should load.
import {
  HELD_BACK_COUNT,
  HELD_BACK_GENERAL,
  HELD_BACK_OWN_CATEGORY,
  HELD_BACK_PROMPTS,
  heldBackCategory,
  heldBackPrompts,
} from '../../src/layers/heldBack.js';

describe('held-back distractors', () => {
  test('the category is the one with the most word hits; none gives general', () => {
    expect(
      heldBackCategory({
        name: 'release-notes',
        description: 'Write release notes from merged pull requests and commit history.',
      }),
    ).toBe('git');
    expect(heldBackCategory({ name: 'csv-import', description: 'Import CSV files into a SQL database table.' })).toBe(
      'data',
    );
    expect(
      heldBackCategory({
        name: 'react-tests',
        description: 'Write Jest tests for React components; mock network calls in tests.',
      }),
    ).toBe('testing');
    expect(heldBackCategory({ name: 'haiku-poet', description: 'Writes a haiku about the weather.' })).toBe('general');
  });

  test('own-category requests first, then general ones; distinct, fixed for a skill, different across skills', () => {
    const skill = { name: 'csv-import', description: 'Import CSV files into a SQL database table.' };
    const set = heldBackPrompts(skill);
    expect(set.category).toBe('data');
    expect(set.prompts).toHaveLength(HELD_BACK_COUNT);
    expect(new Set(set.prompts).size).toBe(HELD_BACK_COUNT);
    for (const p of set.prompts.slice(0, HELD_BACK_OWN_CATEGORY)) expect(HELD_BACK_PROMPTS.data).toContain(p);
    for (const p of set.prompts.slice(HELD_BACK_OWN_CATEGORY)) expect(HELD_BACK_PROMPTS.general).toContain(p);
    expect(set.prompts.slice(HELD_BACK_OWN_CATEGORY)).toHaveLength(HELD_BACK_GENERAL);
    expect(heldBackPrompts(skill)).toEqual(set);
    const others = ['a', 'b', 'c', 'd', 'e', 'f'].map((n) =>
      heldBackPrompts({ name: `csv-${n}`, description: skill.description }).prompts.join('|'),
    );
    expect(new Set(others).size).toBeGreaterThan(1);
  });

  test('a general skill gets the whole count from the general pool', () => {
    const set = heldBackPrompts({ name: 'haiku-poet', description: 'Writes a haiku about the weather.' });
    expect(set.prompts).toHaveLength(HELD_BACK_COUNT);
    for (const p of set.prompts) expect(HELD_BACK_PROMPTS.general).toContain(p);
  });
});
