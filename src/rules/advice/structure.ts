import { defineRule } from '../rule.js';
import type { AdviceDetector } from './fact.js';

const ID = 'ADVICE_STRUCTURE';
const FULL_HEADINGS = 6;
const FULL_FENCES = 5;

const detect: AdviceDetector = ({ skill }) => {
  const missing: string[] = [];
  const headings = skill.h2Count + skill.h3Count;
  if (headings < FULL_HEADINGS)
    missing.push(`${headings} section heading${headings === 1 ? '' : 's'} (${FULL_HEADINGS}+ earn full credit)`);
  const blocks = Math.floor(skill.fenceCount / 2);
  if (skill.fenceCount < FULL_FENCES) missing.push(`${blocks} fenced code example${blocks === 1 ? '' : 's'}`);
  if (!skill.hasExamples) missing.push('no "## Examples" or "## Usage" section');
  if (!skill.hasTroubleshooting) missing.push('no "## Troubleshooting" section');
  if (missing.length === 0) return null;
  return { dimension: 'structural_completeness', rule: ID, fact: `The body has ${missing.join(', ')}` };
};

export const adviceStructure = defineRule({
  id: ID,
  family: 'advice',
  title: 'Missing structure',
  description: 'The body lacks parts readers and models rely on: sections, worked examples, troubleshooting.',
  why: 'Without a worked example the agent guesses what a good result looks like; without a troubleshooting section it has no next step when a command fails, and the user is left with the error.',
  bad: '# Deploy\nRun the deploy script with the environment name.',
  good: '# Deploy\n## Steps\nRun `./deploy.sh staging`.\n## Examples\n```sh\n./deploy.sh production --dry-run\n```\n## Troubleshooting\n"permission denied": run `gcloud auth login` first.',
  fix: 'Add the missing parts named in the advice: an Examples section with a fenced example, a Troubleshooting section, sections per step.',
  methods:
    "The calibrated method names the missing Examples and Troubleshooting sections; the item's points are measured by adding them (with a fenced example) and scoring the skill again.",
  detect,
});
