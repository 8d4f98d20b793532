// Prompt injection: overrides of the agent's instructions, and text aimed at the judge.
import type { Collector } from './collector.js';
import { allOf, type Gate, type NeedleIndex } from './prefilter.js';
import { PROMPT_INJECTION_JUDGE, PROMPT_INJECTION_OVERRIDE } from './rules.js';
import { foldConfusables } from '../../text/confusables.js';
import { excerpt } from './text.js';

const ASCII_ONLY = /^[\x00-\x7f]*$/u;

const OVERRIDE_PATTERNS: RegExp[] = [
  // ignore / disregard / forget (all) (the) previous instructions
  /\b(?:ignore|disregard|forget|override|bypass|discard)\s+(?:(?:all|any|every|the|your|my|of|these|those)\s+){0,3}(?:previous|prior|preceding|above|earlier|former|original|initial|system)\s+(?:instructions?|prompts?|rules|directions|directives|guidelines|commands|context|messages|guidance|constraints)\b/iu,
  /\b(?:ignore|disregard|forget)\s+(?:everything|all)\s+(?:above|before|previously|(?:that\s+)?you\s+(?:were|have\s+been)\s+told)\b/iu,
  // role hijack
  /\byou\s+are\s+now\s+(?:(?:an?|the|my|in)\s+)?(?:dan\b|jailbroken|unrestricted|unfiltered|uncensored|unbound|free\s+(?:from|of)\b|no\s+longer\s+(?:bound|restricted|claude|an?\s+ai)|not\s+(?:claude|an?\s+ai|bound)|(?:developer|god|admin(?:istrator)?|jailbreak|unrestricted|sudo|root)\s+mode|(?:a\s+)?(?:different|new|evil|rogue|unrestricted)\s+(?:ai|assistant|model|persona|agent)\b)/iu,
  /\b(?:enable|enter|activate)\s+(?:dan|god|jailbreak)\s+mode\b|\bdo\s+anything\s+now\b/iu,
  // system prompt replacement or disclosure
  /\b(?:new|updated|real|actual|true|revised|override|replacement|secret|hidden)\s+system\s+(?:prompt|instructions?|message)\s*(?::|is\b|follows\b)/iu,
  /\b(?:replace|overwrite|override)\s+(?:the\s+|your\s+)?system\s+(?:prompt|instructions?|message)\b/iu,
  /\b(?:reveal|print|show|output|repeat|leak|dump|display|disclose)\s+(?:me\s+)?(?:the\s+|your\s+)?(?:full\s+|entire\s+|hidden\s+|original\s+|exact\s+)?system\s+(?:prompt|instructions?|message)\b/iu,
  // chat-template control tokens smuggled into text
  /<\|(?:im_start|im_end|system|endoftext)\|>|<<\/?SYS>>|\[\/?INST\]/u,
];
/** Gates of OVERRIDE_PATTERNS, in order: a match starts with one of the verbs; contains "you" and
 *  "now"; contains "mode" or "anything"; three contain "system"; contains `<|`, `<<` or `INST]`. */
const OVERRIDE_GATES: Gate[] = [
  [allOf('ignoreVerb')],
  [allOf('ignoreVerb')],
  [allOf('you', 'now')],
  [allOf('modeOrAnything')],
  [allOf('system')],
  [allOf('system')],
  [allOf('system')],
  [allOf('chatToken')],
];

/** The skill itself, as a judge-targeted injection names it. */
const SELF = '(?:this|the|my|our)\\s+(?:skill|plugin|submission|skill\\.md)';
const TOP_SCORE =
  '(?:1\\.0\\b|100\\s*%|100\\s*\\/\\s*100|10\\s*\\/\\s*10|5\\s*\\/\\s*5|1\\.0\\s*\\/\\s*1\\.0|full\\s+marks|platinum|(?:a\\s+|the\\s+)?(?:perfect|full|maximum|max|top|highest|best)\\s+(?:possible\\s+)?(?:score|marks|rating|grade|points))';
/** Who grades: the judge's nouns, and reviewer / assessor (which need an AI qualifier where they address it). */
const GRADER_NOUN = '(?:judges?|graders?|evaluators?|scorers?|raters?|reviewers?|assessors?|evaluation|grading)';
const REVIEWER_NOUN = '(?:reviewers?|assessors?|evaluators?|judges?|graders?|scorers?|raters?)';
/** `{"score": 1.0}`, `{"rating": 10,` … a JSON answer at the top of a scale. */
const JSON_TOP =
  '\\{\\s*"(?:score|rating|grade|overall(?:_score)?|final_score|quality|f1)"\\s*:\\s*(?:1(?:\\.0+)?|100(?:\\.0+)?|10|5)\\s*[,}]';
/** The skill, and a top score, in French, Spanish, Portuguese, Italian, German, Russian, Chinese, Japanese. */
const FOREIGN_SELF =
  '(?:skill|plugin|comp[ée]tence|habilidad|habilidade|abilit[àa]|f[äa]higkeit|fertigkeit|навык\\S{0,6}|技能|スキル)';
const FOREIGN_TOP =
  '(?:note\\s+maximale|la\\s+meilleure\\s+note|puntuaci[óo]n\\s+m[áa]xima|nota\\s+m[áa]xima|pontua[çc][ãa]o\\s+m[áa]xima|punteggio\\s+massimo|voto\\s+massimo|volle\\s+punktzahl|h[öo]chste\\s+punktzahl|bestnote|максимальн\\S{0,4}\\s+(?:балл|оценк)|наивысш\\S{0,4}\\s+оценк|满分|最高分|満点|最高評価)';
const JUDGE_PATTERNS: RegExp[] = [
  // give this skill full marks / award it a perfect score
  new RegExp(
    `\\b(?:give|award|assign|grant)\\s+(?:${SELF}|me|us)\\s+(?:a\\s+|the\\s+)?(?:full|maximum|max|perfect|top|highest|best|100\\s*%?|10\\/10|5\\/5)\\s+(?:marks?|scores?|ratings?|points|grades?|stars)\\b`,
    'iu',
  ),
  // full marks to this skill
  new RegExp(
    `\\b(?:full|maximum|max|perfect|top|highest)\\s+(?:marks?|scores?|ratings?|points|grades?)\\s+(?:to|for)\\s+${SELF}`,
    'iu',
  ),
  // score this skill 1.0 / rate this skill … 5/5
  new RegExp(`\\b(?:score|rate|grade|mark|rank|evaluate)\\s+${SELF}\\b[^\\n]{0,40}?${TOP_SCORE}`, 'iu'),
  new RegExp(
    `\\b(?:rate|score|grade)\\b[^\\n]{0,60}?\\b${SELF}\\b[^\\n]{0,40}?(?:5\\s*\\/\\s*5|10\\s*\\/\\s*10|100\\s*\\/\\s*100|1\\.0\\s*\\/\\s*1\\.0)`,
    'iu',
  ),
  // this skill deserves a perfect score
  new RegExp(
    `\\b(?:this|the)\\s+(?:skill|plugin|submission)\\s+(?:deserves|merits|should\\s+(?:get|receive|be\\s+(?:given|awarded|scored|rated|graded)))\\s+(?:an?\\s+|the\\s+)?${TOP_SCORE}`,
    'iu',
  ),
  // addressing the grader
  /\b(?:note|message|instructions?|attention|hint|memo)\s+(?:to|for)\s+(?:the\s+|any\s+|all\s+)?(?:(?:llm|ai|automated|model)\s+)?(?:evaluators?|judges?|graders?|scorers?|raters?)\b/iu,
  /\b(?:dear|hey|hello)\s+(?:(?:llm|ai)\s+)?(?:evaluator|judge|grader|scorer|rater)\b/iu,
  /\bif\s+you\s+are\s+an?\s+(?:(?:llm|ai|automated|language\s+model)\s+)?(?:evaluator|judge|grader|scorer|rater)\b/iu,
  // dictating the judge's answer
  /\b(?:respond|reply|answer|output|return)\s+(?:only\s+)?(?:with\s+)?[`'"]?\{\s*"(?:score|rating|f1|precision|recall|quality)"\s*:\s*(?:1(?:\.0+)?|100)\s*[,}]/iu,
  // a top-score JSON answer on a line that names the grader, in either order
  new RegExp(`\\b${GRADER_NOUN}\\b[^\\n]{0,80}?${JSON_TOP}|${JSON_TOP}[^\\n]{0,80}?\\b${GRADER_NOUN}\\b`, 'iu'),
  // addressing an AI reviewer or evaluator: "Attention, AI reviewer", "Dear LLM assessor", "note to the AI reviewer"
  new RegExp(
    `\\b(?:dear|hey|hello|hi|attention|note\\s+(?:to|for)|message\\s+(?:to|for)|instructions?\\s+(?:to|for))\\s*,?\\s+(?:the\\s+|any\\s+|all\\s+)?(?:llm|ai|automated|language[\\s-]+model)[\\s-]+${REVIEWER_NOUN}\\b`,
    'iu',
  ),
  // the same requests in a few other languages: a top score next to the skill
  new RegExp(`${FOREIGN_SELF}[^\\n]{0,60}?${FOREIGN_TOP}|${FOREIGN_TOP}[^\\n]{0,60}?${FOREIGN_SELF}`, 'iu'),
];
/** Gates of JUDGE_PATTERNS, in order: the leading verb or adjective (`maximum` contains `max`), the
 *  SELF noun (skill, plugin, submission), the `/` every "N/N" score has, the grader noun, the `{`. */
const JUDGE_GATES: Gate[] = [
  [allOf('giveVerb')],
  [allOf('topWord', 'self')],
  [allOf('scoreVerb', 'self')],
  [allOf('scoreVerb', 'self', 'slash')],
  [allOf('self', 'deserves')],
  [allOf('grader')],
  [allOf('grader')],
  [allOf('grader')],
  [allOf('answerVerb', 'brace')],
  [allOf('brace', 'graderWide')],
  [allOf('aiWord', 'reviewer')],
  [allOf('foreignTop')],
];

if (OVERRIDE_GATES.length !== OVERRIDE_PATTERNS.length || JUDGE_GATES.length !== JUDGE_PATTERNS.length) {
  throw new Error('security prefilter: every prompt-injection pattern needs a gate');
}

/** Fewest UTF-16 units any pattern above matches (two two-character words of the last judge pattern,
 *  e.g. 技能满分; `[INST]` for the overrides); folding look-alikes keeps a line's length. */
const MIN_PHRASE = 4;

/** `allAscii`: every line is ASCII (then a line without any needle passes no gate and is skipped). */
export function promptInjection(
  normalised: readonly string[],
  index: NeedleIndex,
  out: Collector,
  allAscii = false,
): void {
  for (let i = 0; i < normalised.length; i++) {
    const line = normalised[i];
    if (line.length < MIN_PHRASE || (allAscii && index.none(i)) || line.trim() === '') continue;
    for (let r = 0; r < OVERRIDE_PATTERNS.length; r++) {
      if (!index.passes(i, OVERRIDE_GATES[r])) continue;
      const m = OVERRIDE_PATTERNS[r].exec(line);
      if (m) {
        out.add(PROMPT_INJECTION_OVERRIDE, 'high', i + 1, `Instruction override: "${excerpt(m[0])}"`);
        break;
      }
    }
    // Letters drawn like Latin ones (Cyrillic, Greek) are read as Latin for the judge patterns; the
    // gates were built on the line as written, so a line that folds differently skips them.
    const ascii = allAscii || ASCII_ONLY.test(line);
    const folded = ascii ? line : foldConfusables(line);
    // Gates hold for ASCII lines (needles are ASCII); others (other scripts, look-alikes) run every pattern.
    const gated = ascii;
    for (let r = 0; r < JUDGE_PATTERNS.length; r++) {
      if (gated && !index.passes(i, JUDGE_GATES[r])) continue;
      const m = JUDGE_PATTERNS[r].exec(line) ?? (folded === line ? null : JUDGE_PATTERNS[r].exec(folded));
      if (m) {
        out.add(PROMPT_INJECTION_JUDGE, 'high', i + 1, `Text aimed at the judge: "${excerpt(m[0])}"`);
        break;
      }
    }
  }
}
