// Advice: for each static dimension below its maximum, the measured facts that held it down, each
// quoting the text and line where it can, with a fix from the rule registry. Pure (a parsed skill in,
// facts out); src/composite/advice.ts adds the points each fix would bring.
import type { AntiPattern, DimensionName, Method, ParsedSkill } from '../../contract/types.js';
import { ruleContext } from '../context.js';
import { detectorFor, type RuleDefinition } from '../rule.js';
import { adviceDenseRules } from './denseRules.js';
import type { AdviceDetector, AdviceFact } from './fact.js';
import { adviceMeasured } from './measured.js';
import { adviceNoInputs } from './noInputs.js';
import { adviceNoLinkedDetail } from './noLinkedDetail.js';
import { adviceNoOutputContract } from './noOutputContract.js';
import { adviceNoRelated } from './noRelated.js';
import { adviceOrchestrator } from './orchestrator.js';
import { advicePluginMember } from './pluginMember.js';
import { adviceRepeatedLines } from './repeatedLines.js';
import { adviceShortDescription } from './shortDescription.js';
import { adviceStructure } from './structure.js';

export type { AdviceFact } from './fact.js';

type AdviceRule = RuleDefinition<AdviceDetector>;

/** The rules that read a skill's text, by the dimension they explain, in the order the facts are listed. */
const BY_DIMENSION: ReadonlyArray<readonly [DimensionName, readonly AdviceRule[]]> = [
  ['triggering_accuracy', [adviceShortDescription]],
  ['orchestration_fitness', [adviceNoOutputContract, adviceNoInputs, adviceOrchestrator]],
  ['progressive_disclosure', [adviceNoLinkedDetail]],
  ['structural_completeness', [adviceStructure]],
  ['token_efficiency', [adviceDenseRules, adviceRepeatedLines]],
  ['ecosystem_coherence', [adviceNoRelated]],
];

/** Every advice rule, in evaluation order: the composite writes the last two itself. */
export const ADVICE_RULES: readonly RuleDefinition[] = [
  ...BY_DIMENSION.flatMap(([, rules]) => rules),
  advicePluginMember,
  adviceMeasured,
];

function factsOf(skill: ParsedSkill, rules: readonly AdviceRule[], method: Method, facts: AdviceFact[]): void {
  const ctx = ruleContext(skill);
  for (const rule of rules) {
    const fact = detectorFor(rule, method)?.(ctx, method);
    if (fact) facts.push(fact);
  }
}

/** The facts of a skill, given its static anti-patterns (their flags already carry their own advice). */
export function adviceFacts(
  skill: ParsedSkill,
  _antiPatterns: readonly AntiPattern[] = [],
  method: Method = 'reference',
): AdviceFact[] {
  const facts: AdviceFact[] = [];
  for (const [, rules] of BY_DIMENSION) factsOf(skill, rules, method, facts);
  return facts;
}

/**
 * The facts of one dimension (adviceFacts' entries for it, in order): the advice asks only for the dimensions it shows.
 */
export function dimensionFacts(
  skill: ParsedSkill,
  dimension: DimensionName,
  method: Method = 'reference',
): AdviceFact[] {
  const facts: AdviceFact[] = [];
  for (const [d, rules] of BY_DIMENSION) if (d === dimension) factsOf(skill, rules, method, facts);
  return facts;
}
