import type { Finding } from '../../contract/types.js';
import { defineRule } from '../rule.js';
import { evalsFinding } from './finding.js';

export const EVALS_INVALID = 'EVALS_INVALID';

/** A value of `file` at a JSON path (e.g. `$.evals[2].expectations[0].type`) that is not what it should be. */
export function evalsInvalid(file: string, path: string, what: string): Finding {
  return evalsFinding(EVALS_INVALID, 'medium', `${file} at ${path}: ${what}.`, file);
}

/** The last finding of a file that had more problems than are listed. */
export function evalsMoreProblems(file: string, dropped: number): Finding {
  return evalsFinding(
    EVALS_INVALID,
    'info',
    `${file}: ${dropped} more problem${dropped === 1 ? '' : 's'} not listed.`,
    file,
  );
}

export const evalsInvalidRule = defineRule({
  id: EVALS_INVALID,
  family: 'evals',
  title: 'Invalid evals file',
  description:
    'evals/evals.json or a trigger set does not have the expected shape; the entries at the JSON path named are not used.',
  why: 'The entries that do not parse are skipped, so the evals the author counts on to catch a regression in the skill do not run, and the score they would have measured is missing or rests on fewer cases.',
  bad: '{"skill_name": "sql-format", "evals": [{"id": 1, "prompt": "Format this query", "expectations": "uppercase keywords"}]}',
  good: '{"skill_name": "sql-format", "evals": [{"id": 1, "prompt": "Format this query", "expectations": ["uppercase keywords"]}]}',
  fix: 'Fix the value at the JSON path given: evals.json is {skill_name, evals: [{id, prompt, expected_output, files, expectations}]}, a trigger set is [{query, should_trigger}].',
});
