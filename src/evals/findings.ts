// The findings about evals files: their rules (registered with the rule catalogue), severities,
// and the list of one file's problems, each naming the JSON path where it is.
import type { Finding } from '../contract/types.js';
import { registerRules, type RuleInfo } from '../rules/catalog.js';
import { EVALS_LIMITS } from './files.js';

export const EVALS_INVALID = 'EVALS_INVALID';
export const EVALS_MISSING_FILE = 'EVALS_MISSING_FILE';
export const EVALS_SKILL_NAME_MISMATCH = 'EVALS_SKILL_NAME_MISMATCH';
export const EVALS_NEGATIVE_LIFT = 'EVALS_NEGATIVE_LIFT';

const RULES: RuleInfo[] = [
  {
    id: EVALS_INVALID,
    title: 'Invalid evals file',
    description:
      'evals/evals.json or a trigger set does not have the expected shape; the entries at the JSON path named are not used.',
    fix: 'Fix the value at the JSON path given: evals.json is {skill_name, evals: [{id, prompt, expected_output, files, expectations}]}, a trigger set is [{query, should_trigger}].',
  },
  {
    id: EVALS_MISSING_FILE,
    title: 'Eval file not found',
    description: 'An eval lists an input file that is not in the skill folder; the eval runs without it.',
    fix: 'Add the file under the skill folder (paths are relative to it, e.g. evals/files/input.csv) or remove it from `files`.',
  },
  {
    id: EVALS_SKILL_NAME_MISMATCH,
    title: 'Evals name another skill',
    description: "The `skill_name` of evals/evals.json differs from the skill's frontmatter name.",
    fix: "Set `skill_name` to the skill's name, or move the evals beside the skill they test.",
  },
  {
    id: EVALS_NEGATIVE_LIFT,
    title: 'The skill makes its own evals worse',
    description: "The agent met the author's expectations less often with the skill than without it.",
    fix: 'Read the failing expectations of the with-skill outputs in the evals report and change the instructions that lead the agent away from them.',
  },
];
registerRules(RULES);

/** Severities of these findings (they are not counted in the composite). */
export const EVALS_FINDING_SEVERITY: Record<Finding['level'], number> = { high: 0.9, medium: 0.6, low: 0.3, info: 0.1 };

/** One file's problems, up to the per-file limit; the last finding says how many more there were. */
export class Problems {
  readonly findings: Finding[] = [];
  private dropped = 0;
  constructor(private readonly file: string) {}

  add(rule: string, level: Finding['level'], message: string): void {
    if (this.findings.length >= EVALS_LIMITS.maxFindingsPerFile) {
      this.dropped++;
      return;
    }
    this.findings.push({
      rule,
      category: 'spec',
      severity: EVALS_FINDING_SEVERITY[level],
      level,
      message,
      file: this.file,
    });
  }

  invalid(path: string, what: string): void {
    this.add(EVALS_INVALID, 'medium', `${this.file} at ${path}: ${what}.`);
  }

  done(): Finding[] {
    if (this.dropped > 0) {
      this.findings.push({
        rule: EVALS_INVALID,
        category: 'spec',
        severity: EVALS_FINDING_SEVERITY.info,
        level: 'info',
        message: `${this.file}: ${this.dropped} more problem${this.dropped === 1 ? '' : 's'} not listed.`,
        file: this.file,
      });
    }
    return this.findings;
  }
}
