// Which targets a pull request touches: changed files → skill and plugin folders.
import { describe, expect, test } from '@jest/globals';
import { affectedTargets, candidateTargets, pullRequestFromPayload } from '../../src/action/pr.js';
import type { ChangedFile } from '../../src/adapters/github.js';
import { MemorySource } from '../../src/read/source.js';
import { pullRequestPayload } from '../helpers/actionRun.js';

const SKILL = '---\nname: x\ndescription: y\n---\n';

/** The head of a repository with a plugin (two skills, an agent), a standalone skill and a skill at the root. */
function head(): MemorySource {
  return new MemorySource({
    'plugins/p/.claude-plugin/plugin.json': '{"name":"p"}',
    'plugins/p/agents/helper.md': '---\nname: helper\n---\n',
    'plugins/p/skills/a/SKILL.md': SKILL,
    'plugins/p/skills/a/references/guide.md': '# g',
    'plugins/p/skills/a/assets/template.txt': 't',
    'plugins/p/skills/b/SKILL.md': SKILL,
    'skills/solo/SKILL.md': SKILL,
    'skills/solo/scripts/run.sh': 'echo',
    'skills/moved-here/SKILL.md': SKILL,
    'skills/moved-here/references/r.md': 'r',
    'docs/readme.md': 'docs',
  });
}

const changed = (filename: string, status: ChangedFile['status'] = 'modified', previous?: string): ChangedFile => ({
  filename,
  status,
  ...(previous ? { previous_filename: previous } : {}),
});

describe('candidateTargets', () => {
  test('maps the files that feed a score to their target folder', () => {
    expect(candidateTargets('skills/solo/SKILL.md')).toEqual([{ kind: 'skill', path: 'skills/solo' }]);
    expect(candidateTargets('SKILL.md')).toEqual([{ kind: 'skill', path: '.' }]);
    expect(candidateTargets('plugins/p/skills/a/references/deep/x.md')).toEqual([
      { kind: 'skill', path: 'plugins/p/skills/a' },
    ]);
    expect(candidateTargets('plugins/p/skills/a/assets/t.txt')).toEqual([
      { kind: 'skill', path: 'plugins/p/skills/a' },
    ]);
    expect(candidateTargets('plugins/p/.claude-plugin/plugin.json')).toEqual([{ kind: 'plugin', path: 'plugins/p' }]);
    expect(candidateTargets('plugins/p/agents/helper.md')).toEqual([{ kind: 'plugin', path: 'plugins/p' }]);
  });

  test('files that do not feed a score map to nothing', () => {
    expect(candidateTargets('README.md')).toEqual([]);
    expect(candidateTargets('skills/solo/scripts/run.sh')).toEqual([]);
    expect(candidateTargets('plugins/p/agents/notes.txt')).toEqual([]);
    expect(candidateTargets('plugins/p/.claude-plugin/marketplace.json')).toEqual([]);
  });
});

describe('affectedTargets', () => {
  test('SKILL.md, references and assets re-score the skill; plugin.json and agents the plugin; duplicates merge', async () => {
    const r = await affectedTargets(
      [
        changed('plugins/p/skills/a/SKILL.md'),
        changed('plugins/p/skills/a/references/guide.md', 'added'),
        changed('plugins/p/skills/a/assets/template.txt'),
        changed('plugins/p/agents/helper.md'),
        changed('plugins/p/.claude-plugin/plugin.json'),
        changed('skills/solo/scripts/run.sh'),
        changed('docs/readme.md'),
      ],
      head(),
    );
    expect(r.targets).toEqual([
      { kind: 'plugin', path: 'plugins/p', movedFrom: null },
      { kind: 'skill', path: 'plugins/p/skills/a', movedFrom: null },
    ]);
    expect(r.removed).toEqual([]);
  });

  test('a removed SKILL.md removes the skill; a removed reference re-scores the skill that is still there', async () => {
    const r = await affectedTargets(
      [
        changed('skills/gone/SKILL.md', 'removed'),
        changed('skills/gone/references/x.md', 'removed'),
        changed('plugins/p/skills/b/references/old.md', 'removed'),
      ],
      head(),
    );
    expect(r.targets).toEqual([{ kind: 'skill', path: 'plugins/p/skills/b', movedFrom: null }]);
    expect(r.removed).toEqual([{ kind: 'skill', path: 'skills/gone', movedFrom: null }]);
  });

  test('a renamed skill counts under its new path and remembers the old one; the old folder is not "removed"', async () => {
    const r = await affectedTargets(
      [
        changed('skills/moved-here/references/r.md', 'renamed', 'skills/old-place/references/r.md'),
        changed('skills/moved-here/SKILL.md', 'renamed', 'skills/old-place/SKILL.md'),
      ],
      head(),
    );
    expect(r.targets).toEqual([{ kind: 'skill', path: 'skills/moved-here', movedFrom: 'skills/old-place' }]);
    expect(r.removed).toEqual([]);
  });

  test('a file moved in from elsewhere re-scores the skill without calling it a move', async () => {
    const r = await affectedTargets(
      [changed('skills/solo/notes.md', 'renamed', 'skills/other/references/notes.md')],
      head(),
    );
    // Not a file that feeds the score at its new place; its old skill is not removed either.
    expect(r.targets).toEqual([]);
    expect(r.removed).toEqual([]);
    const r2 = await affectedTargets([changed('skills/moved-here/references/r.md', 'renamed', 'docs/r.md')], head());
    expect(r2.targets).toEqual([{ kind: 'skill', path: 'skills/moved-here', movedFrom: null }]);
  });

  test('a reference moved from one skill to another re-scores both', async () => {
    const r = await affectedTargets(
      [changed('skills/solo/references/x.md', 'renamed', 'plugins/p/skills/b/references/x.md')],
      head(),
    );
    expect(r.targets.map((t) => t.path)).toEqual(['plugins/p/skills/b', 'skills/solo']);
    expect(r.removed).toEqual([]);
  });

  test('a SKILL.md moved out of a folder that is gone lists that folder as removed', async () => {
    const r = await affectedTargets([changed('docs/old-skill.md', 'renamed', 'skills/retired/SKILL.md')], head());
    expect(r.targets).toEqual([]);
    expect(r.removed).toEqual([{ kind: 'skill', path: 'skills/retired', movedFrom: null }]);
  });

  test('the include filter (the paths input) keeps only matching targets', async () => {
    const r = await affectedTargets(
      [changed('skills/solo/SKILL.md'), changed('plugins/p/skills/a/SKILL.md'), changed('plugins/p/agents/helper.md')],
      head(),
      (t) => t.path.startsWith('plugins/'),
    );
    expect(r.targets.map((t) => t.path)).toEqual(['plugins/p', 'plugins/p/skills/a']);
  });

  test('a skill at the repository root', async () => {
    const src = new MemorySource({ 'SKILL.md': SKILL, 'references/a.md': 'a' });
    const r = await affectedTargets([changed('references/a.md')], src);
    expect(r.targets).toEqual([{ kind: 'skill', path: '.', movedFrom: null }]);
  });
});

describe('pullRequestFromPayload', () => {
  test('reads the number, head and base, and tells a fork by its head repository', () => {
    const same = pullRequestFromPayload(
      pullRequestPayload({ number: 3, headSha: 'h'.repeat(40), baseSha: 'b'.repeat(40) }),
    );
    expect(same).toEqual({ number: 3, headSha: 'h'.repeat(40), baseSha: 'b'.repeat(40), fromFork: false });
    const fork = pullRequestFromPayload(
      pullRequestPayload({ number: 3, headSha: 'h', baseSha: 'b', headRepository: 'stranger/skills' }),
    );
    expect(fork?.fromFork).toBe(true);
    const deletedFork = pullRequestPayload({ number: 3, headSha: 'h', baseSha: 'b' });
    (deletedFork.pull_request as { head: { repo: unknown } }).head.repo = null;
    expect(pullRequestFromPayload(deletedFork)?.fromFork).toBe(true);
  });

  test('no pull request in the payload → null', () => {
    expect(pullRequestFromPayload({})).toBeNull();
    expect(pullRequestFromPayload({ pull_request: { number: 1 } })).toBeNull();
  });
});
