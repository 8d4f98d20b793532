// Every weight and threshold of the scoring contract (spec §2–§7), in one place.
import type { Badge, ConfidenceLabel, Depth, DimensionName } from './types.js';

/** Spec §5: dimension weights and how much each layer counts inside a dimension. */
export const DIMENSIONS: ReadonlyArray<{
  name: DimensionName;
  weight: number;
  blend: { static?: number; judge?: number; monte_carlo?: number; evals?: number };
}> = [
  { name: 'triggering_accuracy', weight: 0.25, blend: { static: 0.15, judge: 0.25, monte_carlo: 0.6 } },
  { name: 'orchestration_fitness', weight: 0.2, blend: { static: 0.1, judge: 0.7 } },
  // evals: only present with the calibrated method, which then leaves output_quality to it alone
  // (src/engine/evaluate.ts).
  { name: 'output_quality', weight: 0.15, blend: { judge: 0.4, monte_carlo: 0.6, evals: 1 } },
  { name: 'scope_calibration', weight: 0.12, blend: { judge: 0.55 } },
  { name: 'progressive_disclosure', weight: 0.1, blend: { static: 0.8 } },
  { name: 'token_efficiency', weight: 0.06, blend: { static: 0.4, monte_carlo: 0.5 } },
  { name: 'robustness', weight: 0.05, blend: { monte_carlo: 0.8 } },
  { name: 'structural_completeness', weight: 0.03, blend: { static: 0.9 } },
  { name: 'code_template_quality', weight: 0.02, blend: {} },
  { name: 'ecosystem_coherence', weight: 0.02, blend: { static: 0.85 } },
];

/** Spec §3: the static layer's sub-scores, their weights (in summation order) and the dimension each feeds. */
export const STATIC_SUBSCORES = [
  { name: 'frontmatter_quality', weight: 0.32, dimension: 'triggering_accuracy' },
  { name: 'orchestration_wiring', weight: 0.23, dimension: 'orchestration_fitness' },
  { name: 'progressive_disclosure', weight: 0.14, dimension: 'progressive_disclosure' },
  { name: 'structural_completeness', weight: 0.1, dimension: 'structural_completeness' },
  { name: 'token_efficiency', weight: 0.09, dimension: 'token_efficiency' },
  { name: 'ecosystem_coherence', weight: 0.06, dimension: 'ecosystem_coherence' },
  { name: 'harness_portability', weight: 0.06, dimension: null },
] as const satisfies ReadonlyArray<{ name: string; weight: number; dimension: DimensionName | null }>;

/**
 * Spec §5: the reference's static mapping, whose order a plugin's composite sums follow (its
 * measured weight sum and its weighted sum), so that a plugin at 0.9 gets exactly 90.0.
 */
export const PLUGIN_DIMENSION_ORDER: readonly DimensionName[] = [
  'triggering_accuracy',
  'orchestration_fitness',
  'structural_completeness',
  'progressive_disclosure',
  'token_efficiency',
  'ecosystem_coherence',
];

export type StaticSubscoreName = (typeof STATIC_SUBSCORES)[number]['name'];

/** Spec §2: anti-pattern severities and limits. */
export const ANTI_PATTERN = {
  severity: {
    OVER_CONSTRAINED: 0.1,
    EMPTY_DESCRIPTION: 0.1,
    MISSING_TRIGGER: 0.15,
    BLOATED_SKILL: 0.1,
    ORPHAN_REFERENCE: 0.05,
    DEAD_CROSS_REF: 0.05,
  },
  maxMustCount: 15,
  minDescriptionLength: 20,
  bloatedLineCount: 800,
} as const;

/** Spec §2: penalty = max(floor, 1 − perFlag × flags). */
export const PENALTY = { perFlag: 0.05, floor: 0.5 } as const;

/** Spec §3: frontmatter_quality. */
export const FRONTMATTER = {
  nameDiffers: 0.15,
  nameEqualsFolder: 0.1,
  descriptionLength: [
    { min: 100, score: 0.25 },
    { min: 60, score: 0.2 },
    { min: 30, score: 0.15 },
    { min: 10, score: 0.05 },
  ],
  pushinessWeight: 0.6,
  pushiness: {
    triggerPhrase: 0.25,
    proactively: 0.15,
    keyword: 0.1,
    manyContextItems: { min: 3, score: 0.2 },
    someContextItems: { min: 1, score: 0.1 },
    gerundContext: 0.15,
    longDescription: { min: 40, score: 0.1 },
  },
} as const;

/** Spec §3: orchestration_wiring. */
export const ORCHESTRATION = {
  base: 0.7,
  outputFormat: 0.1,
  producesWords: 0.05,
  inputWords: 0.1,
  fences: { min: 2, score: 0.05 },
  orchestratorWords: -0.15,
} as const;

/** Spec §3: progressive_disclosure by line count, then the folders' bonuses. */
export const PROGRESSIVE = {
  byLines: [
    { min: 200, max: 600, score: 0.6 },
    { min: 100, max: 199, score: 0.5 },
    { min: 601, max: 800, score: 0.4 },
    { min: -Infinity, max: 99, score: 0.2 },
    { min: 801, max: Infinity, score: 0.15 },
  ],
  referencesLong: { minLines: 401, score: 0.25 },
  referencesShort: 0.15,
  assets: 0.15,
} as const;

/** Spec §3: structural_completeness. */
export const STRUCTURE = {
  headings: [
    { min: 6, score: 0.2 },
    { min: 4, score: 0.15 },
    { min: 2, score: 0.1 },
  ],
  fences: [
    { min: 5, score: 0.2 },
    { min: 3, score: 0.15 },
    { min: 1, score: 0.1 },
  ],
  languages: [
    { min: 3, score: 0.15 },
    { min: 2, score: 0.1 },
  ],
  examples: 0.15,
  troubleshooting: 0.15,
  table: 0.1,
  decisionWords: 0.05,
} as const;

/** Spec §3: token_efficiency. */
export const TOKENS = {
  base: 1.0,
  density: [
    { above: 0.5, penalty: 0.4 },
    { above: 0.2, penalty: 0.2 },
    { above: 0.1, penalty: 0.1 },
  ],
  repetitionWeight: 0.4,
} as const;

/** Spec §3: ecosystem_coherence. */
export const ECOSYSTEM = { base: 0.5, perCrossRef: 0.08, crossRefCap: 0.25, relatedWords: 0.25 } as const;

/** Spec §3: harness_portability findings. */
export const PORTABILITY = {
  codexCapBytes: 8192,
  codexCapSeverity: 0.15,
  toolRefPerName: 0.02,
  toolRefCap: 0.1,
  toolProseSeverity: 0.05,
  toolNames: [
    'Read',
    'Edit',
    'Write',
    'Bash',
    'Grep',
    'Glob',
    'Agent',
    'Task',
    'TodoWrite',
    'WebFetch',
    'WebSearch',
    'LS',
    'LSP',
  ],
} as const;

/** Spec §4: agent scores. */
export const AGENT = {
  base: 0.5,
  useProactively: 0.2,
  tools: 0.1,
  longDescription: { min: 40, score: 0.1 },
  shortDescription: { min: 20, score: 0.05 },
  model: 0.1,
  emptyPluginScore: 0.5,
} as const;

/** Spec §5: grades of score×100, highest first. */
export const GRADES: ReadonlyArray<{ min: number; grade: string }> = [
  { min: 97, grade: 'A+' },
  { min: 93, grade: 'A' },
  { min: 90, grade: 'A-' },
  { min: 87, grade: 'B+' },
  { min: 83, grade: 'B' },
  { min: 80, grade: 'B-' },
  { min: 77, grade: 'C+' },
  { min: 73, grade: 'C' },
  { min: 70, grade: 'C-' },
  { min: 67, grade: 'D+' },
  { min: 63, grade: 'D' },
  { min: 60, grade: 'D-' },
];
export const FAILING_GRADE = 'F';
export const UNMEASURED_GRADE = '—';

/** Spec §5: badges by composite, and by Elo when there is a rating. */
export const BADGES: ReadonlyArray<{ badge: Badge; minScore: number; minElo: number }> = [
  { badge: 'platinum', minScore: 90, minElo: 1600 },
  { badge: 'gold', minScore: 80, minElo: 1500 },
  { badge: 'silver', minScore: 70, minElo: 1400 },
  { badge: 'bronze', minScore: 60, minElo: 1300 },
];

/**
 * Calibrated method: an Elo rating clears a badge line (spec §5: with a rating, the badge needs it
 * too) only when its interval's lower bound clears it and the pairwise judge was consistent when
 * the order was swapped — at most `maxPositionInconsistency` of the pairs flipped, over at least
 * `minPairsChecked` pairs. A judge that always prefers the skill shown first flips every pair: its
 * rating (the opponents' mean) confirms no line. The reference method uses the point rating.
 */
export const ELO_BADGE = { maxPositionInconsistency: 0.25, minPairsChecked: 3 } as const;

/**
 * Agreement of the judges (Krippendorff's ordinal alpha over their rubric levels) is reported only
 * over at least this many items rated by two or more judges: over the three rubric dimensions of
 * one skill it would be noise.
 */
export const AGREEMENT_MIN_ITEMS = 10;

export const CONFIDENCE_BY_DEPTH: Record<Depth, ConfidenceLabel> = {
  quick: 'Estimated',
  standard: 'Assessed',
  deep: 'Certified',
  thorough: 'Certified+',
};

/**
 * Judge samples when none is asked for: one at standard depth (the reference's cost), three at
 * deep and thorough, so that a Certified result's judged dimensions have a real spread.
 */
export const DEFAULT_JUDGES_BY_DEPTH: Readonly<Record<Depth, number>> = { quick: 1, standard: 1, deep: 3, thorough: 3 };

/** Spec §7: simulated runs per depth (0 = no Monte Carlo layer). */
export const MONTE_CARLO_RUNS: Record<Depth, number> = { quick: 0, standard: 0, deep: 50, thorough: 100 };

/**
 * Calibrated method: composite and dimension scores are rounded once to this many decimals before
 * grades and badges are decided, so IEEE noise (0.7 * 0.1 / 0.1 = 0.6999999999999998) never moves
 * a grade or badge. Reports show scores truncated to one decimal, so a shown score and its badge agree.
 */
export const SCORE_NOISE_DECIMALS = 9;

/** The configuration file's name in a repository, and the other names accepted for it. */
export const CONFIG_FILE = '.plugin-eval.yml';
export const CONFIG_FILE_ALTERNATIVES = ['.plugin-eval.yaml'];

/** Where the project lives: rule pages and SARIF help links point into it. */
export const PROJECT = {
  repository: 'plugin-eval/plugin-eval',
  url: 'https://github.com/plugin-eval/plugin-eval',
  /** Folder of the generated rule pages, relative to the repository root. */
  ruleDocsDir: 'docs/rules',
} as const;

/** SARIF levels for anti-patterns and for each finding level (code scanning shows error/warning/note). */
export const SARIF_LEVEL = {
  antiPattern: 'warning',
  targetError: 'error',
  finding: { high: 'error', medium: 'warning', low: 'note', info: 'note' },
} as const;

/**
 * `compare` and the PR comment show both methods' static numbers when they differ by more than this (composite points).
 */
export const METHOD_DIFF_SHOWN = 1;

/**
 * Worker threads of a sweep (src/sweep/pool.ts): the fewest targets for which a sweep starts them
 * on its own (below, their start-up costs about what they save), the targets handed out at once
 * (whole plugins, so a chunk can hold a few more), and the most threads that score, the main one included.
 */
export const SWEEP_WORKERS = { minTargets: 200, chunkTargets: 16, maxThreads: 16 } as const;
