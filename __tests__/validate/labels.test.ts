// The groups of labelled targets, which cross-validation holds out in turn: a panel item's
// repository, a plain item's `group` field or else the first folder of its path.
import { LabelsError, parseLabels } from '../../src/validate/labels.js';

describe('groups of labelled targets', () => {
  test('a panel item is grouped by its repository', () => {
    const targets = parseLabels(
      {
        items: [
          { repo: 'acme/alpha', path: 'skills/a/SKILL.md', expert_score: 50 },
          { repo: 'acme/beta', path: 'skills/a', expert_score: 60 },
          { repo: 'acme/alpha', path: 'b', expert_score: 70 },
        ],
      },
      '/root',
    );
    expect(targets.map((t) => t.group)).toEqual(['acme/alpha', 'acme/beta', 'acme/alpha']);
  });

  test("a plain item is grouped by its `group`, else by its path's first folder", () => {
    const targets = parseLabels(
      [
        { path: 'one/skills/a', score: 10 },
        { path: './two/b/SKILL.md', score: 20 },
        { path: 'one/c', score: 30, group: 'elsewhere' },
        { path: 'SKILL.md', score: 40 },
      ],
      '/root',
    );
    expect(targets.map((t) => t.group)).toEqual(['one', 'two', 'elsewhere', '.']);
  });

  test('a group that is not a non-empty string is refused', () => {
    expect(() => parseLabels([{ path: 'a', score: 1, group: 3 }], '/root')).toThrow(LabelsError);
    expect(() => parseLabels([{ path: 'a', score: 1, group: ' ' }], '/root')).toThrow(/group/);
  });
});
