import { IN_FENCE } from '../../parse/markdown/document.js';
import { lineAt } from '../../parse/pytext.js';
import type { Method, ParsedSkill } from '../../contract/types.js';
import { skillDocument } from '../../parse/markdown/skillDocument.js';
import { affirmsOrchestration } from '../subscores/calibrated/orchestrationWiring.js';
import { defineRule } from '../rule.js';
import { firstLineOfWords, quote, word, type AdviceDetector } from './fact.js';

const ID = 'ADVICE_ORCHESTRATOR';
/** `\b(?:orchestrat|coordinat|dispatch)`. */
const ORCHESTRATOR_WORDS = [
  word('orchestrat', true, false),
  word('coordinat', true, false),
  word('dispatch', true, false),
];

/**
 * The first line (1-based) read as coordinating work: any orchestration word for the reference; for
 * the calibrated method only a line its sub-score counts (outside code, not negated, agent words).
 */
function orchestratorLine(skill: ParsedSkill, lower: string, method: Method): number | null {
  const first = firstLineOfWords(lower, ORCHESTRATOR_WORDS);
  if (method === 'reference' || first === null) return first;
  const doc = skillDocument(skill).main.doc;
  const lines = lower.split('\n');
  for (let i = first - 1; i < lines.length; i++)
    if (doc.kind[i] !== IN_FENCE && affirmsOrchestration(lines[i], doc.raw[i])) return i + 1;
  return null;
}

const detect: AdviceDetector = ({ skill, lowerText }, method) => {
  const line = orchestratorLine(skill, lowerText, method);
  if (!line) return null;
  return {
    dimension: 'orchestration_fitness',
    rule: ID,
    fact: 'The text describes coordinating or dispatching work',
    quote: quote(lineAt(skill.text, line)),
    line,
  };
};

export const adviceOrchestrator = defineRule({
  id: ID,
  family: 'advice',
  title: 'Coordinates other work',
  description:
    'The skill describes itself as orchestrating or dispatching, which the static layer reads as a weaker fit for one task.',
  why: 'A skill that presents itself as a coordinator reads as a fit for every request and for none in particular: the model has no one task to match it to, and loads it late or for the wrong request.',
  bad: 'This skill orchestrates the review: it dispatches work to the other agents.',
  good: 'This skill reviews a pull request for security problems and writes one comment per finding.',
  fix: 'If the skill does one job, describe that job; keep coordination to the steps that need it.',
  methods:
    'The reference quotes the first line with an orchestration word; the calibrated method only a line its sub-score counts: outside code, not negated, not a name ("published to Orchestrator"), about agents.',
  detect,
});
