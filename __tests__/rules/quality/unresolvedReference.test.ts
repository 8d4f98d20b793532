import type { SkillTree } from '../../../src/contract/types.js';
import { parseSkill } from '../../../src/parse/skill.js';
import { ruleContext } from '../../../src/rules/context.js';
import { unresolvedReference } from '../../../src/rules/quality/unresolvedReference.js';
import { detectorFor } from '../../../src/rules/rule.js';
import { skillSnapshot, skillWith } from '../../helpers/skills.js';

const TREE: SkillTree = {
  files: ['SKILL.md', 'scripts/validate.py', 'references/reference.md', 'references/lowcode/flows/a.md'],
  dirs: ['scripts', 'references', 'references/lowcode', 'references/lowcode/flows'],
  unlisted: [],
  foundAbove: [],
  complete: true,
};

function facts(body: string, tree: SkillTree | null = TREE): string[] {
  const snap = { ...skillSnapshot(skillWith(body)), ...(tree ? { tree } : {}) };
  const detect = detectorFor(unresolvedReference, 'calibrated');
  return (detect?.(ruleContext(parseSkill(snap, 'calibrated'))) ?? []).map((s) => `${s.line}: ${s.fact}`);
}

describe('UNRESOLVED_REFERENCE', () => {
  it('flags a script run from a folder the skill has, when the script is not in it', () => {
    expect(facts('```bash\npython scripts/report.py\n```')).toEqual([
      "7: SKILL.md runs `scripts/report.py`, which is not in the skill's folder.",
    ]);
  });

  it('flags a name that differs from the file only in case, and names the file', () => {
    expect(facts('Read `References/Reference.md` first.')).toEqual([
      "6: SKILL.md names `References/Reference.md`, which is not in the skill's folder (the folder has `references/reference.md`).",
    ]);
  });

  it('flags the missing names of a list of the skill files written from its folder', () => {
    const body = '- `scripts/validate.py` - checks\n- `orchestrator.py` - runs all\n- `reference.md` - docs';
    expect(facts(body)).toEqual([
      "7: SKILL.md names `orchestrator.py`, which is not in the skill's folder.",
      "8: SKILL.md names `reference.md`, which is not in the skill's folder (the folder has `references/reference.md`).",
    ]);
  });

  it('flags a file missing from a folder the skill has, written from references/', () => {
    expect(facts('See `lowcode/flows/b.md` and `lowcode/flows/a.md`.')).toEqual([
      "6: SKILL.md names `lowcode/flows/b.md`, which is not in the skill's folder.",
    ]);
  });

  it('flags a script after a variable for the skill folder', () => {
    expect(facts('Run `bash ${CLAUDE_SKILL_DIR}/run.sh`.')).toEqual([
      "6: SKILL.md runs `run.sh`, which is not in the skill's folder.",
    ]);
  });

  it.each([
    ['a file that is there', 'Run `python scripts/validate.py`.'],
    ['a name that ends a path of the skill', 'Read `reference.md` in references/.'],
    ['a placeholder', '```bash\npython scripts/<name>.py\npython path/to/your_script.py\n```'],
    [
      'a file the skill tells Claude to create',
      'Create `scripts/new_check.py`, then run `python scripts/new_check.py`.',
    ],
    ['a redirect target', '```bash\npython scripts/validate.py > scripts/out.md\n```'],
    ['a file of the user project', "Run your project's checks: `python scripts/lint.py`."],
    ['a folder the skill does not have', '```bash\npython tools/lint.py\n```'],
    ['a link (ORPHAN_REFERENCE reports it)', 'See [the notes](scripts/notes.md) and `scripts/notes.md`.'],
    ['a URL', 'Fetch `https://example.com/scripts/x.py`.'],
    ['a bare name in prose', 'The `helper.py` module does the rest.'],
    ['a "Bad" example', '❌ Bad: `python scripts/gone.py`'],
  ])('does not flag %s', (_what, body) => {
    expect(facts(body)).toEqual([]);
  });

  it('does not flag a name found in a folder above the skill', () => {
    const tree = { ...TREE, foundAbove: ['scripts/release.py'] };
    expect(facts('```bash\npython scripts/release.py\n```', tree)).toEqual([]);
  });

  it('says nothing without a listing, or with one cut short', () => {
    expect(facts('```bash\npython scripts/report.py\n```', null)).toEqual([]);
    expect(facts('```bash\npython scripts/report.py\n```', { ...TREE, complete: false })).toEqual([]);
  });
});
