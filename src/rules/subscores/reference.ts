// The reference's sub-scores (spec §3), reproduced exactly: each reads SKILL.md's text with the
// reference's regexes, its numbers from src/contract/weights.ts.
import { countMatches, forEachPyLine, isPySpaceRange, pyRegex, pyStripRange } from '../../parse/pytext.js';
import { ECOSYSTEM, FRONTMATTER, ORCHESTRATION, PROGRESSIVE, STRUCTURE, TOKENS } from '../../contract/weights.js';
import { hasLineWithPipes, inOrderOnALine, regexEnd, regexStart, type NextMatch } from '../../text/lineSearch.js';
import type { RuleContext } from '../context.js';
import { hasTriggerPhrase } from '../anti-patterns/missingTrigger.js';
import { strippedDescriptionLength } from '../anti-patterns/emptyDescription.js';
import { firstAtLeast, type SkillSubscoreRules } from './subscores.js';

const PROACTIVELY = pyRegex('\\bproactively\\b', 'i');
const PUSHY_KEYWORD = pyRegex('\\b(?:automatically|trigger|invoke|always\\s+use)\\b', 'i');
const CONTEXT_ITEM = pyRegex(
  ',\\s*(?:or\\s+)?(?:when|for|during|implementing|building|creating|debugging|testing|deploying|configuring|setting up)',
  'g',
);
const GERUND_CONTEXT = pyRegex('\\b(?:when|for|during)\\s+\\w+ing\\b', 'i');

// A line with `output` … `format`, `format` … `output`, or `return` … `json`. `return` only has to
// start a word and `json` only has to end one (the reference's `\breturn.*json\b`): "returns JSON",
// "return user.from_json(" and "returning GeoJSON" all count.
const OUTPUT_FORMAT_PAIRS: ReadonlyArray<readonly [NextMatch, NextMatch]> = [
  [regexEnd(pyRegex('\\boutput\\b', 'g')), regexStart(pyRegex('\\bformat\\b', 'g'))],
  [regexEnd(pyRegex('\\bformat\\b', 'g')), regexStart(pyRegex('\\boutput\\b', 'g'))],
  [regexEnd(pyRegex('\\breturn', 'g')), regexStart(pyRegex('json\\b', 'g'))],
];
const PRODUCES_WORDS = pyRegex('\\b(?:returns?|produces?|outputs?|generates?)\\b');
const INPUT_WORDS = pyRegex('\\b(?:input|receives?|accepts?|parameters?|args?)\\b');
const ORCHESTRATOR_WORDS = pyRegex('\\b(?:orchestrat|coordinat|dispatch)');

const DECISION_WORDS = ['decision', 'when to use', 'comparison', 'tradeoff'];
const RELATED_WORDS = pyRegex('\\b(?:related|see also|companion)\\b|\\bcomplement');

function frontmatterQuality({ skill: s }: RuleContext): number {
  const P = FRONTMATTER.pushiness;
  const d = s.description;
  const len = strippedDescriptionLength(s);
  const name = s.name === '' ? 0 : s.name !== s.dirName ? FRONTMATTER.nameDiffers : FRONTMATTER.nameEqualsFolder;
  const length = firstAtLeast(FRONTMATTER.descriptionLength, len)?.score ?? 0;
  const contextItems = countMatches(CONTEXT_ITEM, d.toLowerCase());
  let push = 0;
  if (hasTriggerPhrase(d)) push += P.triggerPhrase;
  if (PROACTIVELY.test(d)) push += P.proactively;
  if (PUSHY_KEYWORD.test(d)) push += P.keyword;
  if (contextItems >= P.manyContextItems.min) push += P.manyContextItems.score;
  else if (contextItems >= P.someContextItems.min) push += P.someContextItems.score;
  if (GERUND_CONTEXT.test(d)) push += P.gerundContext;
  if (len >= P.longDescription.min) push += P.longDescription.score;
  return name + length + FRONTMATTER.pushinessWeight * Math.min(1, push);
}

function orchestrationWiring(ctx: RuleContext): number {
  const t = ctx.lowerText;
  let score = ORCHESTRATION.base;
  if (OUTPUT_FORMAT_PAIRS.some(([a, b]) => inOrderOnALine(t, a, b))) score += ORCHESTRATION.outputFormat;
  if (PRODUCES_WORDS.test(t)) score += ORCHESTRATION.producesWords;
  if (INPUT_WORDS.test(t)) score += ORCHESTRATION.inputWords;
  if (ctx.skill.fenceCount >= ORCHESTRATION.fences.min) score += ORCHESTRATION.fences.score;
  if (ORCHESTRATOR_WORDS.test(t)) score += ORCHESTRATION.orchestratorWords;
  return score;
}

function progressiveDisclosure({ skill: s }: RuleContext): number {
  const L = s.lineCount;
  let score = PROGRESSIVE.byLines.find((r) => L >= r.min && L <= r.max)?.score ?? 0;
  if (s.references !== null && s.references.length > 0) {
    score += L >= PROGRESSIVE.referencesLong.minLines ? PROGRESSIVE.referencesLong.score : PROGRESSIVE.referencesShort;
  }
  if (s.assets !== null && s.assets.length > 0) score += PROGRESSIVE.assets;
  return score;
}

function structuralCompleteness(ctx: RuleContext): number {
  const s = ctx.skill;
  let score = 0;
  score += firstAtLeast(STRUCTURE.headings, s.h2Count + s.h3Count)?.score ?? 0;
  score += firstAtLeast(STRUCTURE.fences, s.fenceCount)?.score ?? 0;
  score += firstAtLeast(STRUCTURE.languages, new Set(s.fenceLanguages).size)?.score ?? 0;
  if (s.hasExamples) score += STRUCTURE.examples;
  if (s.hasTroubleshooting) score += STRUCTURE.troubleshooting;
  if (hasLineWithPipes(s.text, 3)) score += STRUCTURE.table;
  const lower = ctx.lowerText;
  if (DECISION_WORDS.some((w) => lower.includes(w))) score += STRUCTURE.decisionWords;
  return score;
}

function tokenEfficiency({ skill: s }: RuleContext): number {
  let score = TOKENS.base;
  const density = s.mustCount / Math.max(s.lineCount, 1);
  const step = TOKENS.density.find((d) => density > d.above);
  if (step) score -= step.penalty;
  let lines = 0;
  const distinct = new Set<string>();
  const t = s.text;
  forEachPyLine(t, (start, end) => {
    if (isPySpaceRange(t, start, end) || t.startsWith('---', start)) return;
    lines++;
    distinct.add(pyStripRange(t, start, end));
  });
  if (lines > 0) score -= TOKENS.repetitionWeight * (1 - distinct.size / lines);
  return score;
}

function ecosystemCoherence(ctx: RuleContext): number {
  let score = ECOSYSTEM.base + Math.min(ECOSYSTEM.crossRefCap, ECOSYSTEM.perCrossRef * ctx.skill.crossRefs.length);
  if (RELATED_WORDS.test(ctx.lowerText)) score += ECOSYSTEM.relatedWords;
  return score;
}

/** The reference's sub-score rules (spec §3). */
export const REFERENCE_SUBSCORES: SkillSubscoreRules = {
  frontmatter_quality: frontmatterQuality,
  orchestration_wiring: orchestrationWiring,
  progressive_disclosure: progressiveDisclosure,
  structural_completeness: structuralCompleteness,
  token_efficiency: tokenEfficiency,
  ecosystem_coherence: ecosystemCoherence,
};
