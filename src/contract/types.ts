// The data that flows through the engine: read → parse → rules → layers → composite → reports.
// Every stage is a pure function of the previous stage's output; file systems, GitHub and the
// Anthropic API live in src/adapters and src/read.

export type Depth = 'quick' | 'standard' | 'deep' | 'thorough';
export const DEPTHS: readonly Depth[] = ['quick', 'standard', 'deep', 'thorough'];

export type DimensionName =
  | 'triggering_accuracy'
  | 'orchestration_fitness'
  | 'output_quality'
  | 'scope_calibration'
  | 'progressive_disclosure'
  | 'token_efficiency'
  | 'robustness'
  | 'structural_completeness'
  | 'code_template_quality'
  | 'ecosystem_coherence';

/** `evals`: the author's own evals run with and without the skill (src/layers/evals.ts). */
export type LayerName = 'static' | 'judge' | 'monte_carlo' | 'evals';

/**
 * How the static layer detects what it scores: `calibrated` (default) measures what each heuristic
 * claims to measure; `reference` reproduces the reference PluginEval exactly (spec §1–§4). The LLM
 * layers follow: calibrated ⇒ their measured methods, reference ⇒ the reference's.
 */
export type Method = 'calibrated' | 'reference';
export const METHODS: readonly Method[] = ['calibrated', 'reference'];
export const DEFAULT_METHOD: Method = 'calibrated';

/**
 * The static method a `--method` / `method` value names (`measured` is an alias of calibrated); undefined when unknown.
 */
export function methodNamed(value: string | undefined): Method | undefined {
  const v = (value ?? '').trim().toLowerCase();
  if (v === '') return DEFAULT_METHOD;
  if (v === 'reference') return 'reference';
  if (v === 'calibrated' || v === 'measured') return 'calibrated';
  return undefined;
}

/**
 * How the LLM layers measure. `measured` (default): triggering and Monte Carlo activation from a
 * catalogue of skills with a load_skill tool, near-misses that must not trigger, replies graded
 * against the skill's instructions. `reference`: the reference's own methods (self-reported F1, a
 * non-empty reply counts as activation, quality from reply length).
 */
export type LlmMethod = 'measured' | 'reference';

/** The LLM layers' method that goes with a static method (the calibrated method measures; the reference reproduces). */
export function llmMethodOf(method: Method): LlmMethod {
  return method === 'reference' ? 'reference' : 'measured';
}

/** The LLM layers' method when none is given: the one that goes with DEFAULT_METHOD. */
export const DEFAULT_LLM_METHOD: LlmMethod = llmMethodOf(DEFAULT_METHOD);

/** A path named in SKILL.md (or a file it links), resolved against the files of the target's source. */
export interface ResolvedPath {
  /** What is there: a file, a folder, or nothing (null). */
  type: 'file' | 'dir' | null;
  /** Whether it lies inside the skill's own folder. */
  inSkill: boolean;
  /** Whether it holds real content: a file with substance, or a folder holding at least one such file. */
  substantive: boolean;
  /** The text of a linked markdown file inside the skill folder (part of the skill's document), when read. */
  text?: string;
}

/** The names inside a skill's folder, relative to it (src/read/skillTree.ts). */
export interface SkillTree {
  files: string[];
  dirs: string[];
  /** Folders listed but not looked into (too deep, or installed content): what is under them is unknown. */
  unlisted: string[];
  /** Names SKILL.md gives to open or run that are not in the folder but are in a folder above it. */
  foundAbove: string[];
  /** False when the entry cap cut the listing short: a name not found may still be there. */
  complete: boolean;
}

export type Badge = 'platinum' | 'gold' | 'silver' | 'bronze' | 'no_badge';
export type ConfidenceLabel = 'Estimated' | 'Assessed' | 'Certified' | 'Certified+';

/** A file that belongs to a target, as read from some file source (disk, a git commit, memory). */
export interface SkillSnapshot {
  kind: 'skill';
  /** Path of the skill folder as given by the caller (for display and reports). */
  path: string;
  /** The folder's own name (last path component). */
  dirName: string;
  /** Display path of SKILL.md. */
  file: string;
  /** Raw bytes of SKILL.md. */
  bytes: Uint8Array;
  /** Names of regular files directly inside references/, or null when the folder does not exist. */
  references: string[] | null;
  /** Names of regular files directly inside assets/, or null when the folder does not exist. */
  assets: string[] | null;
  /** For each cross-reference found in the body: whether it resolves (see spec §1, DEAD_CROSS_REF). */
  crossRefExists: Record<string, boolean>;
  /** Problems the reader met that are not fatal (symlinks skipped, …): shown as findings. */
  readFindings: Finding[];
  /**
   * Paths SKILL.md names (links, cross-references, file mentions), resolved on the source, keyed by
   * the calibrated method's mention keys (src/parse/markdown/mentions.ts). Absent: none resolved.
   */
  resolved?: Record<string, ResolvedPath>;
  /** The names inside the skill's folder (absent: not listed, e.g. an in-memory skill). */
  tree?: SkillTree;
  /** The skill's evals/ folder as read (absent or null: none). */
  evals?: EvalsSnapshot | null;
  /** The lines the skill's collection shares (src/read/collection.ts); absent or null: none read. */
  collection?: CollectionLines | null;
}

/**
 * What a skill's collection (its sibling skill folders, itself included) shares: the keys
 * (src/parse/markdown/lineKeys.ts) of the paragraphs that three or more of its skills hold.
 */
export interface CollectionLines {
  /** Skill folders whose SKILL.md was read. */
  members: number;
  /** Keys of paragraphs held by at least three of them. */
  shared: ReadonlySet<number>;
  /**
   * Keys of paragraphs held by exactly two of them: shared by two siblings with a file a skill links,
   * since its own SKILL.md (counted among the members) does not hold them. A paragraph moved from
   * SKILL.md into a linked file is held by as many siblings as before.
   */
  oneShort?: ReadonlySet<number>;
}

/** What was read of a skill's evals folder (src/evals/parse.ts validates it). */
export interface EvalsSnapshot {
  /** Display path of evals/evals.json and its bytes (or why it could not be read), or null when absent. */
  evals: { file: string; bytes: Uint8Array; unreadable?: string } | null;
  /** Trigger sets ([{query, should_trigger}]) found in evals/ (or why one could not be read). */
  triggerSets: Array<{ file: string; bytes: Uint8Array; unreadable?: string }>;
  /** Why each file the evals name that is not there cannot be attached, by path relative to the skill folder. */
  missingAttachments: Record<string, string>;
  /** Reads the first bytes of the files the evals name; called only when the evals run (none is read before). */
  readAttachments(): Promise<Attachments>;
}

/**
 * The files an eval attaches, by path relative to the skill folder: their first bytes and whole size, or why they are
 * not there.
 */
export type Attachments = Record<string, { bytes: Uint8Array; size: number } | { missing: string }>;

export interface AgentSnapshot {
  file: string;
  bytes: Uint8Array;
}

export interface PluginSnapshot {
  kind: 'plugin';
  path: string;
  dirName: string;
  /** Display path of .claude-plugin/plugin.json (may not exist). */
  manifestFile: string;
  /** Raw bytes of .claude-plugin/plugin.json, or null when absent. */
  manifest: Uint8Array | null;
  /** skills/*\/SKILL.md, sorted by folder name; each may have failed to read. */
  skills: Array<SkillSnapshot | TargetError>;
  /** agents/*.md sorted by file name. */
  agents: AgentSnapshot[];
}

export type TargetSnapshot = SkillSnapshot | PluginSnapshot;

/** A clear, per-target error: what file, which field, what is wrong. Never thrown past a target. */
export class TargetError extends Error {
  constructor(
    message: string,
    readonly file: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'TargetError';
  }
}

/** A skill after parsing (spec §1). All lengths are in code points. */
export interface ParsedSkill {
  path: string;
  file: string;
  dirName: string;
  /** Whole text after BOM removal and newline normalisation. */
  text: string;
  body: string;
  frontmatter: Record<string, unknown>;
  /** Whether frontmatter was found and parsed. */
  hasFrontmatter: boolean;
  /** 1-based line in `text` where the frontmatter description key is, when known. */
  descriptionLine: number | null;
  name: string;
  description: string;
  lineCount: number;
  mustCount: number;
  fenceCount: number;
  fenceLanguages: string[];
  h2Count: number;
  h3Count: number;
  hasExamples: boolean;
  hasTroubleshooting: boolean;
  references: string[] | null;
  assets: string[] | null;
  crossRefs: string[];
  crossRefExists: Record<string, boolean>;
  utf8Bytes: number;
  readFindings: Finding[];
  /** See SkillSnapshot.resolved (absent: nothing resolved). */
  resolved?: Record<string, ResolvedPath>;
  /** See SkillSnapshot.collection (absent: no collection read). */
  collection?: CollectionLines;
  /** See SkillSnapshot.tree (absent: not listed). */
  tree?: SkillTree;
  /** The frontmatter block is not valid YAML: the parser's words and the SKILL.md line. */
  frontmatterError?: { message: string; line: number };
  /** The frontmatter repeats a key (the last one was kept, as the reference reads it). */
  duplicateKey?: { message: string; line: number };
}

/** An anti-pattern flag (counted in the penalty). */
export interface AntiPattern {
  flag: string;
  description: string;
  severity: number;
  /** 1-based line in SKILL.md where it is, when it has one. */
  line?: number;
  /** Display path of the file it is in. */
  file?: string;
  /** Stable id of this occurrence (rule, file, normalised text): SARIF and the baseline match on it. */
  fingerprint?: string;
  /** Silenced by a plugin-eval-disable comment or the configuration: shown, but not counted. */
  suppressed?: boolean;
  suppression_reason?: string;
  /** With a baseline: whether this was already there when the baseline was written. */
  baseline?: 'new' | 'baselined';
}

/** A finding that is not an anti-pattern: portability, security, specification, reading. */
export interface Finding {
  rule: string;
  category: 'portability' | 'security' | 'spec' | 'read' | 'quality';
  severity: number;
  level: 'high' | 'medium' | 'low' | 'info';
  message: string;
  line?: number;
  file?: string;
  /** Stable id of this occurrence (rule, file, normalised text): SARIF and the baseline match on it. */
  fingerprint?: string;
  /** Silenced by a plugin-eval-disable comment or the configuration: shown, but not counted. */
  suppressed?: boolean;
  suppression_reason?: string;
  /** With a baseline: whether this was already there when the baseline was written. */
  baseline?: 'new' | 'baselined';
}

export interface LayerResult {
  layer: LayerName;
  /** Which method produced the layer: static `calibrated`/`reference`, LLM layers `measured`/`reference`. */
  method?: string;
  score: number;
  sub_scores: Record<string, unknown>;
  anti_patterns: AntiPattern[];
  metadata: Record<string, unknown>;
  /** What this layer contributes to each dimension (0..1), before blending. Not serialised. */
  dimensions: Partial<Record<DimensionName, number>>;
  /** Optional intervals for the contributions above. */
  dimension_ci?: Partial<Record<DimensionName, [number, number]>>;
}

export interface DimensionResult {
  name: DimensionName;
  weight: number;
  score: number;
  ci_lower: number | null;
  ci_upper: number | null;
  grade: string;
  evidence: string[];
  /** weight × score, as the reference reports it (0 when unmeasured). */
  weighted_score: number;
  /** The dimension's share of the composite before the penalty: weight / (Σ weights of measured dimensions) × score. */
  contribution: number;
}

export interface CompositeResult {
  score: number;
  /** A bound, not a joint interval: see ci_method. */
  ci_lower: number | null;
  ci_upper: number | null;
  /** How ci_lower/ci_upper were made (present when they are). */
  ci_method?: string;
  anti_pattern_penalty: number;
  dimensions: DimensionResult[];
  badge: Badge;
  confidence_label: ConfidenceLabel;
}

export interface ModelUsage {
  input_tokens: number;
  output_tokens: number;
  cache_creation_input_tokens: number;
  cache_read_input_tokens: number;
  calls: number;
  estimated_cost_usd: number;
}

/** How far the layers a depth asks for measured one dimension (src/composite/measurement.ts). */
export type MeasurementStatus = 'measured' | 'partial' | 'unmeasured';

/** A layer's note that it measured a dimension from fewer units (runs, calls, samples) than planned. */
export interface PartialEntry {
  dimension: string;
  reason: string;
  /** Units measured and planned, when the layer counts them. */
  measured?: number;
  planned?: number;
}

export interface SourceMeasurement {
  layer: LayerName;
  status: MeasurementStatus;
  reason?: string;
  measured?: number;
  planned?: number;
}

export interface DimensionMeasurement {
  name: DimensionName;
  status: MeasurementStatus;
  /** Each layer the depth asks to measure this dimension, and how far it did. */
  sources: SourceMeasurement[];
}

export interface Measurement {
  /** Every dimension the depth asks for was measured by every layer that feeds it, with all its units. */
  complete: boolean;
  unmeasured: DimensionName[];
  partial: DimensionName[];
  /** The dimensions the depth asks for (code_template_quality, which no layer measures, is left out). */
  dimensions: DimensionMeasurement[];
  /** The depth's label, and the label shown when the result is not completely measured. */
  label: { full: ConfidenceLabel; shown: ConfidenceLabel; dropped: boolean };
}

/** What a run cost: calls, tokens and estimated USD, summed over models (src/llm/cost.ts). */
export interface RunCost {
  /** Estimated USD of the calls made now (a layer read from the result cache cost nothing). */
  estimated_usd: number;
  calls: number;
  input_tokens: number;
  output_tokens: number;
  cache_creation_input_tokens: number;
  cache_read_input_tokens: number;
  /** Where the prices come from. */
  prices: string;
}

/** The JSON report of one target (spec §8), with our additions (kind, name, findings). */
export interface EvalResult {
  plugin_path: string;
  kind: 'skill' | 'plugin';
  name: string;
  timestamp: string;
  config: { depth: Depth; [key: string]: unknown };
  layers: Array<Omit<LayerResult, 'dimensions' | 'dimension_ci'>>;
  composite: CompositeResult;
  findings: Finding[];
  /** Where the composite lost points and what each fix brings, largest gain first. */
  advice?: Advice[];
  elo: unknown;
  model_usage: Record<string, ModelUsage>;
  /** The cost of this target's calls made now (model_usage summed); absent in reports written before it. */
  cost?: RunCost;
  /**
   * What the layers the depth asks for measured, per dimension (src/composite/measurement.ts); absent in older reports.
   */
  measurement?: Measurement;
  warnings: string[];
  total_duration_ms: number;
}

/** One measured fact behind lost points, with the place it was seen and the rule's fix. */
export interface AdviceItem {
  rule: string;
  fact: string;
  quote?: string;
  line?: number;
  file?: string;
  fix: string;
  /**
   * Calibrated method: the composite points applying this item's fix wins, measured (the skill edited
   * and scored again) or, where no edit applies it, the points of the sub-score's part it names.
   * Absent where no single fix is known to win points (the rest of a dimension).
   */
  points?: number;
}

/**
 * Where points were lost and what a fix brings: a dimension below its maximum, an anti-pattern
 * penalty, or (plugins) a weaker member. `gain` is in composite points: the composite recomputed
 * with that sub-score at its maximum (or without those flags, or with that member at 100).
 */
export interface Advice {
  kind: 'dimension' | 'anti_pattern' | 'quality' | 'member';
  /** Dimension name, flag, quality rule, or member path. */
  name: string;
  /** The dimension's or member's score (0–1), or null for a penalty. */
  score: number | null;
  gain: number;
  items: AdviceItem[];
}

/** A target that could not be scored: kept in reports as an errors row. */
export interface EvalError {
  plugin_path: string;
  kind: 'skill' | 'plugin' | 'unknown';
  error: string;
  file: string;
  field?: string;
}

export type EvalOutcome = { ok: true; result: EvalResult } | { ok: false; error: EvalError };

/** One skill of the reference corpus written by `plugin-eval init` (read by Elo and `compare`). */
export interface CorpusEntry {
  name: string;
  path: string;
  description: string;
  /** The plugin holding the skill, else the folder holding it. */
  category: string;
  static: { score: number; sub_scores: Record<string, unknown>; anti_patterns: string[] };
  composite: number;
  badge: Badge;
  dimensions: Partial<Record<DimensionName, number>>;
  sizes: { bytes: number; lines: number; references: number; assets: number };
  /** The first ELO_EXCERPT_CODE_POINTS of SKILL.md, for pairwise comparisons (Elo); absent in older corpora. */
  excerpt?: string;
}

export interface Corpus {
  version: number;
  created_at: string;
  source: string;
  count: number;
  entries: CorpusEntry[];
  errors: EvalError[];
}

/** What a configuration says of one rule: turned off, or its findings' level changed. */
export interface RuleSetting {
  enabled?: boolean;
  level?: Finding['level'];
}
export type RuleSettings = Readonly<Record<string, RuleSetting>>;

/** A JSON object: not null, not an array (what a parsed report, label file or manifest must be). */
export function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
