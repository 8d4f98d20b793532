import { defineRule } from '../rule.js';
import type { AdviceDetector } from './fact.js';

const ID = 'ADVICE_NO_INPUTS';
const INPUT_WORDS = /\b(?:input|receives?|accepts?|parameters?|args?)\b/u;

const detect: AdviceDetector = ({ lowerText }) =>
  INPUT_WORDS.test(lowerText)
    ? null
    : { dimension: 'orchestration_fitness', rule: ID, fact: 'No line says what the skill takes as input' };

export const adviceNoInputs = defineRule({
  id: ID,
  family: 'advice',
  title: 'No inputs described',
  description: 'The skill never says what it takes as input.',
  why: 'An agent that does not know what the skill needs starts without it and guesses, or stops to ask; a caller (a user or another skill) cannot tell what to hand over.',
  bad: 'Generate the release notes.',
  good: 'Input: the tag of the previous release (argument), or the latest tag when none is given.\nGenerate the release notes.',
  fix: 'Say what the skill needs from the user or the caller (files, arguments, parameters).',
  methods:
    'The calibrated method reads SKILL.md and the files it links, with the sub-score\'s words (arguments included), and gives no item when a heading or label about the inputs ("## Usage") is followed by what they are, or an `argument-hint` names them; the item\'s points are measured by adding an Inputs section and scoring the skill again.',
  detect,
});
