// Every number of the calibrated static method: the same sub-scores, maxima and flags as the
// reference (src/contract/weights.ts), measured on what each claims to measure. docs/methodology.md "Methods"
// explains each.
import { STRUCTURE, TOKENS, type StaticSubscoreName } from './weights.js';

/** frontmatter_quality = name + description information + clarityWeight × clarity. */
export const CAL_FRONTMATTER = {
  nameEqualsFolder: 0.15,
  nameDiffers: 0.05,
  /** Distinct specific words of the description (repeats, filler and stuffed fragments excluded). */
  information: [
    { min: 10, score: 0.25 },
    { min: 7, score: 0.2 },
    { min: 4, score: 0.15 },
    { min: 2, score: 0.05 },
  ],
  clarityWeight: 0.6,
  clarity: {
    /** It says when to use the skill (any phrasing, or `when_to_use`). */
    trigger: 0.55,
    /**
     * The share of `trigger` a description without one earns when it says specifically what the
     * skill does (`what`'s top step).
     */
    untriggeredSpecific: 0.5,
    /** It says what the skill does: specific words outside the trigger clause. */
    what: [
      { min: 3, score: 0.25 },
      { min: 1, score: 0.12 },
    ],
    /** Its situations name something specific; saturates, so lists and stuffing add nothing. */
    situations: [
      { min: 2, score: 0.2 },
      { min: 1, score: 0.1 },
    ],
    /** Situation words beyond those the situations need also say what the skill does. */
    situationWordsForSituations: 2,
  },
  /** EMPTY_DESCRIPTION below this many distinct specific words (as well as below 20 characters). */
  minUnits: 3,
} as const;

/**
 * orchestration_wiring = base + what the skill specifies. A contract is earned: a heading or label
 * about the output (or the inputs) followed by what specifies it (a code block, a table, a list,
 * fields); naming "inputs" or "returns JSON" earns nothing. CAL_FIT's stretch sets the scale.
 */
export const CAL_ORCHESTRATION = {
  base: 0.7,
  /**
   * A body with no text at all (blank, or headings and empty code blocks only) wires nothing: no
   * steps, no output, no inputs. It scores this instead of the base and its credits.
   */
  emptyBody: 0.2,
  /** An output contract: an output/returns/report-format heading or label with its specification. */
  outputContract: 0.15,
  /** Inputs specified: an inputs/arguments/usage heading or label with its specification, or `argument-hint`. */
  inputsSpecified: 0.1,
  /** At least one non-empty code block. */
  codeBlock: 0.05,
  /** Only when the skill orchestrates agents (orchestrat*, coordinat*, dispatch* with agent words on the line). */
  orchestrator: -0.15,
} as const;

export const CAL_PROGRESSIVE = {
  /** A body with less than this holds nothing to disclose. */
  emptyBody: { maxChars: 150, maxLines: 3, score: 0.2 },
  /**
   * A body with something to disclose scores `lean` whatever its length: a main file's bloat is
   * measured in tokens and costs through OVERSIZED_MAIN_FILE (CAL_MAIN_FILE), once.
   */
  lean: 0.9,
  /**
   * SKILL.md discloses material of its own: a script, an asset or a folder with real content, or
   * linked documents that would take its body over CAL_MAIN_FILE's budget were they written into it
   * (pro rata up to a unit over: documentMeasures.ts disclosedMaterial).
   */
  linkedMaterial: 0.08,
} as const;

/** As the reference's structural_completeness (STRUCTURE), but counting non-empty code blocks, not fences. */
export const CAL_STRUCTURE = {
  /** Headings (levels 2–4) with content under them. */
  headings: STRUCTURE.headings,
  /** Non-empty code blocks. */
  blocks: [
    { min: 3, score: 0.2 },
    { min: 2, score: 0.15 },
    { min: 1, score: 0.1 },
  ],
  languages: STRUCTURE.languages,
  examples: STRUCTURE.examples,
  troubleshooting: STRUCTURE.troubleshooting,
  table: STRUCTURE.table,
  decisionWords: STRUCTURE.decisionWords,
} as const;

export const CAL_TOKENS = {
  base: TOKENS.base,
  /** MUST / NEVER / ALWAYS per 100 words of prose. */
  density: [
    { above: 8, penalty: 0.4 },
    { above: 4, penalty: 0.2 },
    { above: 2, penalty: 0.1 },
  ],
  repetitionWeight: TOKENS.repetitionWeight,
  /** Lines shorter than this (after normalising) are not compared for repetition. */
  minComparedLine: 12,
  perContradiction: 0.1,
  maxContradictionPenalty: 0.3,
} as const;

export const CAL_ECOSYSTEM = {
  base: 0.5,
  perResolvedRef: 0.125,
  refCap: 0.25,
  /**
   * A related / see-also pointer (on its line, or in the section under a "Related" heading) that
   * names something that resolves outside the skill, or only a skill's name (kebab-case, code,
   * a link, `plugin:skill`). Related words that name nothing earn nothing.
   */
  relatedWithRef: 0.25,
  relatedNamed: 0.125,
} as const;

export const CAL_ANTI_PATTERN = {
  maxMustCount: 15,
  /** OVER_CONSTRAINED also when this many rules contradict each other (MUST x … NEVER x). */
  contradictions: 2,
  /** BLOATED_SKILL: SKILL.md's body over this many estimated tokens (twice CAL_MAIN_FILE's budget). */
  bloatedTokens: 10_000,
} as const;

/** The main file: its size (OVERSIZED_MAIN_FILE) and whether it holds content of its own (HOLLOW_MAIN_FILE). */
export const CAL_MAIN_FILE = {
  /**
   * Estimated tokens of SKILL.md's body a skill is kept under: Claude Code's guidance keeps SKILL.md
   * lean, about 500 lines (about 5,000 tokens), with detail in files it links.
   */
  tokenBudget: 5000,
  /** OVERSIZED_MAIN_FILE's unit: a thousand estimated tokens over the budget. */
  tokensPerUnit: 1000,
  /**
   * OVERSIZED_MAIN_FILE counts this many times over when SKILL.md links no file of its own: reviewers
   * mark "one long file, no references" down beyond its size, since nothing can stay unloaded.
   */
  monolithFactor: 2,
  /** HOLLOW_MAIN_FILE: a SKILL.md with fewer lines of substance than this may be hollow. */
  hollowMaxLines: 40,
} as const;

/**
 * A plugin's members (calibrated): skills and agents are weighed apart, skills first. An agent's score
 * is four checks of its frontmatter, easily full, while a skill's is six measured sub-scores and its
 * anti-patterns; so when a plugin has both, its skills share `skillShare` of the weight equally and
 * its agents the rest. A plugin of one kind only gives that kind all of it.
 */
export const CAL_PLUGIN_MEMBERS = { skillShare: 0.8 } as const;

/** The sub-scores the calibrated method measures itself (harness_portability is the reference's). */
export type CalibratedSubscoreName = Exclude<StaticSubscoreName, 'harness_portability'>;

/**
 * How a quality rule's measured amount lowers sub-scores: each listed sub-score loses
 * min(max, perUnit × amount). `perUnit` is fitted (scripts/validity, leave-one-repository-out);
 * `max` bounds what one rule can cost and is chosen, not fitted.
 */
export interface QualityWeight {
  subscores: readonly CalibratedSubscoreName[];
  perUnit: number;
  max: number;
}

/**
 * The tuned part of the calibrated method: the stretch of each measured sub-score's distance from
 * its maximum, 1 − stretch × (1 − measured) (the scale: chosen without labels by
 * scripts/validity/scale-anchor.mjs; a perfect sub-score stays perfect), and the weight of each
 * quality rule (fitted leaving one repository out). docs/validity.md tells how, and the
 * cross-validated agreement they reach.
 */
export interface CalibrationFit {
  stretch: Record<CalibratedSubscoreName, number>;
  quality: Record<string, QualityWeight>;
}

/**
 * The quality rules' weights as judged before any label was read (each rule's docs/methodology.md
 * row says why). The fit starts from them and is regularised towards them, so that a
 * cross-validation run never leans on weights that have already seen every label.
 */
export const CAL_QUALITY_PRIORS: Readonly<Record<string, number>> = {
  TRUNCATED_DESCRIPTION: 0.3,
  OVERBROAD_TRIGGER: 0.08,
  KEYWORD_STUFFED_DESCRIPTION: 0.25,
  REPEATED_BOILERPLATE: 0.2,
  UNRESOLVED_REFERENCE: 0.1,
  MACHINE_SPECIFIC_PATH: 0.05,
  OVERSIZED_MAIN_FILE: 0.04,
  HOLLOW_MAIN_FILE: 0.4,
  UNLOADABLE_SKILL: 0.5,
  UNMET_PROMISE: 0.1,
};

export const CAL_FIT: CalibrationFit = {
  stretch: {
    frontmatter_quality: 1.8,
    orchestration_wiring: 1.8,
    progressive_disclosure: 1.8,
    structural_completeness: 1.8,
    token_efficiency: 1.8,
    ecosystem_coherence: 1.8,
  },
  quality: {
    TRUNCATED_DESCRIPTION: { subscores: ['frontmatter_quality'], perUnit: 0.15, max: 0.3 },
    OVERBROAD_TRIGGER: { subscores: ['frontmatter_quality'], perUnit: 0.15, max: 0.2 },
    KEYWORD_STUFFED_DESCRIPTION: { subscores: ['frontmatter_quality'], perUnit: 0.75, max: 0.25 },
    REPEATED_BOILERPLATE: {
      subscores: ['token_efficiency', 'orchestration_wiring', 'structural_completeness'],
      perUnit: 0.35,
      max: 0.25,
    },
    UNRESOLVED_REFERENCE: { subscores: ['ecosystem_coherence', 'orchestration_wiring'], perUnit: 0.1, max: 0.3 },
    MACHINE_SPECIFIC_PATH: { subscores: ['ecosystem_coherence', 'progressive_disclosure'], perUnit: 0.05, max: 0.2 },
    OVERSIZED_MAIN_FILE: { subscores: ['progressive_disclosure', 'token_efficiency'], perUnit: 0.1, max: 0.4 },
    HOLLOW_MAIN_FILE: { subscores: ['progressive_disclosure', 'structural_completeness'], perUnit: 0.4, max: 0.4 },
    UNLOADABLE_SKILL: {
      subscores: [
        'frontmatter_quality',
        'orchestration_wiring',
        'progressive_disclosure',
        'structural_completeness',
        'token_efficiency',
        'ecosystem_coherence',
      ],
      perUnit: 0.5,
      max: 0.5,
    },
    UNMET_PROMISE: { subscores: ['structural_completeness'], perUnit: 0.1, max: 0.3 },
  },
};
