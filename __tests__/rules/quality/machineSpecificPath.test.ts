import { parseSkill } from '../../../src/parse/skill.js';
import { ruleContext } from '../../../src/rules/context.js';
import { machineSpecificPath } from '../../../src/rules/quality/machineSpecificPath.js';
import { detectorFor } from '../../../src/rules/rule.js';
import { skillSnapshot, skillWith } from '../../helpers/skills.js';

function facts(body: string): string[] {
  const detect = detectorFor(machineSpecificPath, 'calibrated');
  const ctx = ruleContext(parseSkill(skillSnapshot(skillWith(body)), 'calibrated'));
  return (detect?.(ctx) ?? []).map((s) => `${s.line}: ${s.fact}`);
}

describe('MACHINE_SPECIFIC_PATH', () => {
  it('flags a real user home folder, once per path', () => {
    expect(facts('Load `/Users/alex/data/ticks.parquet`.\nAgain: `/Users/alex/data/ticks.parquet`.')).toEqual([
      '6: SKILL.md points at `/Users/alex/data/ticks.parquet`, a path on one machine.',
    ]);
  });

  it('flags Windows and Linux home folders', () => {
    expect(facts('Notes in C:\\Users\\dana\\notes\\a.md and /home/tca/cache/b.csv.')).toHaveLength(2);
  });

  it('flags a temporary document given as material to read', () => {
    expect(facts('## References\n\n- Handbook: `/tmp/HANDBOOK.md` (523 lines)')).toEqual([
      '8: SKILL.md points at `/tmp/HANDBOOK.md`, a path on one machine.',
    ]);
    expect(facts('See `/tmp/plan.md` for the plan.')).toHaveLength(1);
  });

  it.each([
    ['a placeholder user', 'Projects live in `/Users/you/code` or `/home/user/code`.'],
    ['an example mapping', '`/Users/alex/app` → `-Users-alex-app`'],
    ['an example', 'Paths look like `/Users/alex/app`, for example.'],
    ['scratch output in /tmp', 'Write the report to `/tmp/report.md`.'],
    ['a temporary file that is not named to read', 'The CLI keeps state in `/tmp/state.md`.'],
    ['a generated name', '## Output\n\n- Markdown source: `/tmp/out-YYYYMMDD.md`'],
    ['fenced code', '```bash\ncat /home/alex/notes.md\n```'],
  ])('does not flag %s', (_what, body) => {
    expect(facts(body)).toEqual([]);
  });
});
