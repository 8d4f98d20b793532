// The engine's front: load a target from a FileSource, run the layers the depth asks for, blend
// them into the composite. Adapters (CLI, Action) call only this module and src/reports.
import { composite, compositeScore, earnedConfidence, type CompositeInput } from '../composite/composite.js';
import { skillAdvice } from '../composite/advice.js';
import { calibratedSkillAdvice, type AdviceBase } from './measuredAdvice.js';
import { scorePluginMembers } from './plugin.js';
import { dimensionFacts } from '../rules/advice/index.js';
import { staticLayer, type CalibratedMeasures } from '../layers/static.js';
import type { CalibrationFit } from '../contract/calibratedWeights.js';
import { decodeText, parseAgent, parseSkill, type ParsedAgent } from '../parse/skill.js';
import { discoverTargets, loadTarget } from '../read/target.js';
import { siblingSkills } from '../read/neighbours.js';
import type { SkillSummary } from '../layers/catalogue.js';
import { eloBadge, type EloReference, type EloResult } from '../layers/elo.js';
import type { FileSource } from '../read/source.js';
import { findingRules } from '../rules/findings.js';
import { sumUsage } from '../llm/call.js';
import { costOf } from '../llm/cost.js';
import { measurementOf, staticMeasurement } from '../composite/measurement.js';
import { applySuppressions, counts } from '../rules/suppressions/index.js';
import { parseEvals, type ParsedEvals } from '../evals/parse.js';
import type { SharedWork } from '../read/shared.js';
import type { LlmContext } from '../layers/llm/layer.js';
import { layerAsk, runLlmLayers, withEvalsQuality, type LlmLayers } from './llmLayers.js';
import {
  DEFAULT_METHOD,
  TargetError,
  type Advice,
  type CompositeResult,
  type Depth,
  type EvalOutcome,
  type AntiPattern,
  type EvalResult,
  type Finding,
  type RuleSetting,
  type RuleSettings,
  type LayerResult,
  type Method,
  type ModelUsage,
  type ParsedSkill,
  type PluginSnapshot,
  type SkillSnapshot,
  type TargetSnapshot,
} from '../contract/types.js';

export { discoverTargets, loadTarget };
export type { LlmContext, LlmLayers };
export { withEvalsQuality };
export type { DiscoveredTarget } from '../read/target.js';

export const ENGINE_VERSION = '0.1.0';

export interface EvaluateOptions {
  depth: Depth;
  /**
   * Static detection and LLM methods: `calibrated` (default; the LLM layers' measured methods) or
   * `reference` (exact reproduction of the reference PluginEval; conformance and parity tests pass
   * it). The LLM layers passed in `llm` must have been built with the same choice (the adapters do).
   */
  method?: Method;
  /** The LLM layers; null = the caller decided there are none and has told the user why. */
  llm?: LlmLayers | null;
  /** Where warnings go (the CLI writes them to stderr); they are also kept in the result. */
  warn?: (message: string) => void;
  /** Extra settings echoed into `config` of the JSON report. */
  config?: Record<string, unknown>;
  /**
   * Skills beside the target, for measured triggering. Undefined: evaluateTarget reads the
   * sibling skill folders itself when the LLM layers run; null: none.
   */
  neighbours?: readonly SkillSummary[] | null;
  /**
   * The reference corpus (from `init`); when set and the LLM layers run, the skill gets an Elo rating, which the badge
   * also uses.
   */
  eloReferences?: readonly EloReference[] | null;
  /**
   * The author's evals (evals/evals.json): true runs them at any depth, false never; absent: at
   * depth standard or deeper. They need the LLM layers (a key) either way.
   */
  evals?: boolean;
  /** Per-rule settings from the configuration file: rules turned off, finding levels changed. */
  rules?: RuleSettings;
  /**
   * Work shared by the targets of one sweep (set by the sweep): a plugin's skills that are also
   * targets are read and scored statically once. Every other option must be the same for them.
   */
  shared?: SharedWork | null;
  /** The calibrated method's fitted parameters (default CAL_FIT); the fitting script tries others. */
  fit?: CalibrationFit;
  /**
   * Called with what a calibrated skill's composite was computed from, so that the fitting script
   * can recompute it for another fit (refitStaticLayer, then compositeScore) without scoring again.
   */
  onSkillComposite?: (sample: SkillCompositeSample) => void;
}

/** A skill's composite input, its static layer in it and what that layer was made of. */
export interface SkillCompositeSample {
  input: CompositeInput;
  staticLayer: LayerResult;
  measures: CalibratedMeasures;
}

export type { RuleSetting, RuleSettings };

const NO_RULES: ReadonlySet<string> = new Set();
/** The rules each settings object turns off, computed once per object (a sweep passes the same one to every target). */
const disabledBySettings = new WeakMap<RuleSettings, ReadonlySet<string>>();

function disabledRules(rules: RuleSettings | undefined): ReadonlySet<string> {
  if (!rules) return NO_RULES;
  let set = disabledBySettings.get(rules);
  if (!set) {
    set = new Set(
      Object.entries(rules)
        .filter(([, r]) => r.enabled === false)
        .map(([id]) => id),
    );
    disabledBySettings.set(rules, set);
  }
  return set;
}

/**
 * Fingerprints, inline suppressions and the configuration's rule settings on one SKILL.md's
 * anti-patterns and findings; adds the findings of unused suppressions.
 */
function markSkill(
  skill: ParsedSkill,
  antiPatterns: AntiPattern[],
  findings: Finding[],
  rules: RuleSettings | undefined,
): Finding[] {
  const unused = applySuppressions(skill.text, skill.file, antiPatterns, findings, disabledRules(rules));
  for (const f of unused) findings.push(f);
  if (rules) {
    for (const f of findings) {
      const level = rules[f.rule]?.level;
      if (level) f.level = level;
    }
  }
  return findings;
}

export function methodOf(options: Pick<EvaluateOptions, 'method'>): Method {
  return options.method ?? DEFAULT_METHOD;
}

function serialiseLayer(l: LayerResult): EvalResult['layers'][number] {
  return {
    layer: l.layer,
    ...(l.method ? { method: l.method } : {}),
    score: l.score,
    sub_scores: l.sub_scores,
    anti_patterns: l.anti_patterns,
    metadata: l.metadata,
  };
}

function errorOutcome(
  snapshot: { path: string; kind: 'skill' | 'plugin' | 'unknown' },
  err: unknown,
  fallbackFile: string,
): EvalOutcome {
  const te = err instanceof TargetError ? err : null;
  return {
    ok: false,
    error: {
      plugin_path: snapshot.path,
      kind: snapshot.kind,
      error: err instanceof Error ? err.message : String(err),
      file: te?.file ?? fallbackFile,
      ...(te?.field ? { field: te.field } : {}),
    },
  };
}

/**
 * What this target's LLM calls used, per model: the sum of its layers' own tallies (the adapter's
 * running total spans every target of a sweep). A layer read from the result cache cost nothing now.
 */
export function usageOf(
  layers: LayerResult[],
  extra: ReadonlyArray<Record<string, ModelUsage> | undefined> = [],
): Record<string, ModelUsage> {
  return sumUsage([
    ...layers
      .filter((layer) => layer.metadata.cache !== 'hit')
      .map((layer) => layer.metadata.model_usage as Record<string, ModelUsage> | undefined),
    // Calls made beside the layers (the Elo comparisons).
    ...extra,
  ]);
}

/** Deterministic findings that are not counted in the composite (security, specification, reading). */
export function skillFindings(skill: ParsedSkill): Finding[] {
  const out = skill.readFindings.slice();
  for (const rule of findingRules) for (const f of rule(skill)) out.push(f);
  return out;
}

/**
 * Calibrated method: frontmatter that is not valid YAML is an error (Claude Code would not load the
 * skill); the reference scores it as if there were no frontmatter, with a spec finding.
 */
function rejectInvalidYaml(skill: ParsedSkill, options: EvaluateOptions): void {
  const e = skill.frontmatterError;
  if (!e || methodOf(options) === 'reference') return;
  throw new TargetError(
    `${skill.file}: the frontmatter is not valid YAML: ${e.message} (line ${e.line}); Claude Code would not load this skill`,
    skill.file,
    'frontmatter',
  );
}

/** A skill's static scoring: the same inside its plugin and on its own. */
interface SkillStatic {
  parsed: ParsedSkill;
  layer: LayerResult;
  /** Calibrated only: what the static sub-scores were made of. */
  measures?: CalibratedMeasures;
  /** Static, security, specification, reading and evals findings, marked (suppressions, rule settings). */
  findings: Finding[];
  evals: ParsedEvals;
}

function computeSkillStatic(snap: SkillSnapshot, options: EvaluateOptions): SkillStatic {
  const parsed = parseSkill(snap, methodOf(options));
  rejectInvalidYaml(parsed, options);
  const stat = staticLayer(parsed, methodOf(options), options.fit);
  const evals = parseEvals(snap.evals, parsed.name);
  const found = stat.findings.slice();
  for (const f of skillFindings(parsed)) found.push(f);
  for (const f of evals.findings) found.push(f);
  const findings = markSkill(parsed, stat.layer.anti_patterns, found, options.rules);
  return { parsed, layer: stat.layer, measures: stat.measures, findings, evals };
}

/**
 * computeSkillStatic, once per snapshot in a sweep (a plugin's skill is also a target of its own).
 * Each caller gets its own layer, findings and anti-pattern objects, so marking one result (the
 * baseline) or adding to its findings never reaches the other.
 */
function skillStatic(snap: SkillSnapshot, options: EvaluateOptions): SkillStatic {
  const memo = options.shared?.scored;
  if (!memo) return computeSkillStatic(snap, options);
  let done = memo.get(snap) as { value: SkillStatic } | { error: unknown } | undefined;
  if (done === undefined) {
    try {
      done = { value: computeSkillStatic(snap, options) };
    } catch (error) {
      done = { error };
    }
    memo.set(snap, done);
  }
  if ('error' in done) throw done.error;
  const { parsed, layer, measures, findings, evals } = done.value;
  return {
    parsed,
    measures,
    layer: { ...layer, anti_patterns: layer.anti_patterns.map((a) => ({ ...a })) },
    findings: findings.map((f) => ({ ...f })),
    evals,
  };
}

async function scoreSkill(snap: SkillSnapshot, options: EvaluateOptions, started: number): Promise<EvalResult> {
  const warnings: string[] = [];
  const warn = (m: string) => {
    warnings.push(m);
    options.warn?.(m);
  };
  const method = methodOf(options);
  const { parsed: skill, layer: stat, measures, findings, evals } = skillStatic(snap, options);
  const layers: LayerResult[] = [stat];
  const { depth, llm } = options;
  const ask = layerAsk(snap, evals, options);
  const notes = { warn, keep: (m: string) => warnings.push(m), findings };
  for (const layer of await runLlmLayers(llm, skill, ask, method, notes)) layers.push(layer);
  const blended = withEvalsQuality(layers);
  // A result not completely measured never keeps its depth's label (src/composite/measurement.ts).
  const measurement = measurementOf(
    depth,
    blended,
    earnedConfidence(depth, layers),
    llm ? 'the layer did not run' : 'the LLM layers did not run (no API key)',
  );
  const confidence = measurement.label.shown;
  let elo: EloResult | null = null;
  if (options.eloReferences && depth !== 'quick' && llm?.elo) {
    elo = await llm.elo(skill, options.eloReferences);
    if (elo.rating === null) warn(`${snap.path}: no Elo rating (${elo.unmeasured ?? 'unknown'}).`);
  }
  const counted = stat.anti_patterns.filter(counts);
  // What the rating may do to the badge (calibrated: its lower bound, and only from a consistent judge).
  const badgeElo = eloBadge(elo, method);
  if (elo && badgeElo) elo.badge = badgeElo;
  const compositeInput: CompositeInput = {
    layers: blended,
    flagCount: counted.length,
    confidence,
    elo: badgeElo?.value ?? null,
    method: methodOf(options),
  };
  const scored = composite(compositeInput);
  if (measures && options.onSkillComposite) {
    const staticInBlend = blended.find((l) => l.layer === 'static') ?? stat;
    options.onSkillComposite({ input: compositeInput, staticLayer: staticInBlend, measures });
  }
  // A rating read from the result cache cost nothing now.
  const usage = usageOf(layers, [elo?.cache === 'hit' ? undefined : elo?.model_usage]);
  return {
    plugin_path: snap.path,
    kind: 'skill',
    name: skill.name,
    timestamp: new Date().toISOString(),
    config: { depth, method, ...options.config },
    layers: layers.map(serialiseLayer),
    composite: scored,
    findings,
    advice: adviceOf({ snap, skill, stat, measures }, counted, compositeInput, scored, method),
    elo,
    model_usage: usage,
    cost: costOf(usage),
    measurement,
    warnings,
    total_duration_ms: Date.now() - started,
  };
}

/**
 * A skill's advice: the calibrated method measures each fix by scoring the edited skill again; the
 * reference estimates it with the dimension at its maximum.
 */
function adviceOf(
  scoredSkill: Pick<AdviceBase, 'snap' | 'skill' | 'stat' | 'measures'>,
  counted: AntiPattern[],
  compositeInput: CompositeInput,
  scored: CompositeResult,
  method: Method,
): Advice[] {
  const { skill, stat } = scoredSkill;
  const input = {
    ...compositeInput,
    layers: compositeInput.layers.map((l) => (l === stat ? { ...l, anti_patterns: counted } : l)),
  };
  if (method === 'calibrated') return calibratedSkillAdvice({ ...scoredSkill, input, result: scored });
  return skillAdvice(input, scored, (dimension) => dimensionFacts(skill, dimension, method), skill.file);
}

/** How many anti-patterns count (are not suppressed). */
function countedFlags(antiPatterns: readonly AntiPattern[]): number {
  let n = 0;
  for (const a of antiPatterns) if (counts(a)) n++;
  return n;
}

function pluginName(snap: PluginSnapshot): string {
  if (!snap.manifest) return snap.dirName;
  const text = decodeText(snap.manifest, snap.manifestFile);
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (err) {
    throw new TargetError(
      `${snap.manifestFile} is not valid JSON: ${(err as Error).message}`,
      snap.manifestFile,
      'plugin.json',
    );
  }
  // The reference reads the name with a dict's `.get`: a manifest that is JSON but not an object crashes it (D2).
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new TargetError(
      `${snap.manifestFile} is not a JSON object (${data === null ? 'null' : Array.isArray(data) ? 'an array' : `a ${typeof data}`})`,
      snap.manifestFile,
      'plugin.json',
    );
  }
  const name = (data as { name?: unknown }).name;
  if (name === undefined || name === null) return snap.dirName;
  if (typeof name !== 'string')
    throw new TargetError(`${snap.manifestFile}: field 'name' is not a string`, snap.manifestFile, 'name');
  return name;
}

async function scorePlugin(snap: PluginSnapshot, options: EvaluateOptions, started: number): Promise<EvalResult> {
  const warnings: string[] = [];
  if (options.depth !== 'quick') {
    const m = `${snap.path}: a plugin is scored by the static layer only; depth '${options.depth}' applies to its skills when they are scored on their own.`;
    warnings.push(m);
    options.warn?.(m);
  }
  const name = pluginName(snap);
  const method = methodOf(options);
  const skillLayers: LayerResult[] = [];
  const skillComposites: number[] = [];
  const findings: Finding[] = [];
  for (const s of snap.skills) {
    if (s instanceof TargetError) throw s;
    const st = skillStatic(s, options);
    skillLayers.push(st.layer);
    findings.push(...st.findings);
    skillComposites.push(
      compositeScore({
        layers: [st.layer],
        flagCount: countedFlags(st.layer.anti_patterns),
        confidence: 'Estimated',
        method,
      }),
    );
  }
  const agents: ParsedAgent[] = snap.agents.map((a) => parseAgent(a.file, a.bytes, method));
  const memberPaths = [
    ...snap.skills.map((s) => (s instanceof TargetError ? s.file : s.path)),
    ...agents.map((a) => a.file),
  ];
  const plugin = scorePluginMembers(method, skillLayers, skillComposites, agents, memberPaths);
  return {
    plugin_path: snap.path,
    kind: 'plugin',
    name,
    timestamp: new Date().toISOString(),
    config: { depth: options.depth, method, ...options.config },
    layers: [serialiseLayer(plugin.layer)],
    composite: plugin.composite,
    findings,
    advice: plugin.advice,
    elo: null,
    model_usage: {},
    cost: costOf({}),
    measurement: staticMeasurement(),
    warnings,
    total_duration_ms: Date.now() - started,
  };
}

/** Scores a loaded target. Never throws: bad input becomes `{ok: false, error}`. */
export async function scoreSnapshot(snapshot: TargetSnapshot, options: EvaluateOptions): Promise<EvalOutcome> {
  const started = Date.now();
  try {
    const result =
      snapshot.kind === 'skill'
        ? await scoreSkill(snapshot, options, started)
        : await scorePlugin(snapshot, options, started);
    return { ok: true, result };
  } catch (err) {
    const file = snapshot.kind === 'skill' ? snapshot.file : snapshot.manifestFile;
    return errorOutcome(snapshot, err, file);
  }
}

/** Loads and scores the target at `rel` in `source`. Never throws. */
export async function evaluateTarget(source: FileSource, rel: string, options: EvaluateOptions): Promise<EvalOutcome> {
  let snapshot: TargetSnapshot;
  try {
    snapshot = await loadTarget(source, rel, options.shared);
  } catch (err) {
    return errorOutcome({ path: rel || '.', kind: 'unknown' }, err, rel || '.');
  }
  if (options.neighbours === undefined && snapshot.kind === 'skill' && options.llm && options.depth !== 'quick') {
    return scoreSnapshot(snapshot, { ...options, neighbours: await siblingSkills(source, rel) });
  }
  return scoreSnapshot(snapshot, options);
}

/** The static-layer composite of a target under each method (null when it cannot be scored). */
export interface MethodScores {
  calibrated: number | null;
  reference: number | null;
}

/** Scores the static layer both ways (cheap: no model calls), for `compare` and the PR comment. */
export async function staticScoresBothWays(source: FileSource, rel: string): Promise<MethodScores> {
  const [calibrated, reference] = await Promise.all(
    (['calibrated', 'reference'] as const).map((method) =>
      evaluateTarget(source, rel, { depth: 'quick', method, llm: null, neighbours: null }),
    ),
  );
  return {
    calibrated: calibrated.ok ? calibrated.result.composite.score : null,
    reference: reference.ok ? reference.result.composite.score : null,
  };
}
