import type { Finding } from '../../contract/types.js';
import { defineRule } from '../rule.js';
import { evalsFinding } from './finding.js';

export const EVALS_MISSING_FILE = 'EVALS_MISSING_FILE';

/** Eval `caseId` of `file` lists `listed`, which `missing` says why it cannot be attached. */
export function evalsMissingFile(file: string, caseId: string, listed: string, missing: string): Finding {
  return evalsFinding(
    EVALS_MISSING_FILE,
    'medium',
    `${file}: eval ${JSON.stringify(caseId)} lists ${JSON.stringify(listed)}, which ${missing}; the eval runs without it.`,
    file,
  );
}

export const evalsMissingFileRule = defineRule({
  id: EVALS_MISSING_FILE,
  family: 'evals',
  title: 'Eval file not found',
  description: 'An eval lists an input file that is not in the skill folder; the eval runs without it.',
  why: 'The eval runs without its input, so the agent fails it for a reason that has nothing to do with the skill, and the measured lift understates (or misstates) what the skill does for its users.',
  bad: '"files": ["evals/files/orders.csv"]   (no such file in the skill folder)',
  good: '"files": ["evals/files/orders.csv"]   (evals/files/orders.csv committed beside SKILL.md)',
  fix: 'Add the file under the skill folder (paths are relative to it, e.g. evals/files/input.csv) or remove it from `files`.',
});
