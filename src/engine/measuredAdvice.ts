// The calibrated method's advice, measured: each fix is applied to the skill (src/rules/advice/
// calibrated.ts writes the edit), the skill is scored again statically, and the item's points are
// the composite after minus before. Quality hits get the composite without their deduction; the
// orchestration penalty, which no edit removes mechanically, gets the points of its own part.
import { compositeScore, type CompositeInput } from '../composite/composite.js';
import {
  AT_MAX,
  byGain,
  dimensionAdviceOf,
  dimensionGain,
  MIN_ADVICE_GAIN,
  penaltyAdvice,
} from '../composite/advice.js';
import { CAL_FIT, CAL_ORCHESTRATION, type CalibratedSubscoreName } from '../contract/calibratedWeights.js';
import { STATIC_SUBSCORES } from '../contract/weights.js';
import {
  TargetError,
  type Advice,
  type AdviceItem,
  type CompositeResult,
  type DimensionName,
  type LayerResult,
  type ParsedSkill,
  type ResolvedPath,
  type SkillSnapshot,
} from '../contract/types.js';
import { calibratedDimensions, dimensionAbove } from '../layers/calibratedDimensions.js';
import type { CalibratedMeasures } from '../layers/static.js';
import { hasSubstance } from '../parse/markdown/document.js';
import { bodyStartLine } from '../parse/markdown/mentions.js';
import { preparedText } from '../parse/markdown/prepared.js';
import { skillDocument } from '../parse/markdown/skillDocument.js';
import { parseSkill, parseSkillText } from '../parse/skill.js';
import { CALIBRATED_FIXES, type CalibratedFix } from '../rules/advice/calibrated.js';
import type { SkillEdit } from '../rules/advice/edits.js';
import { adviceOrchestrator } from '../rules/advice/orchestrator.js';
import { ruleContext, type RuleContext } from '../rules/context.js';
import { fixFor } from '../rules/index.js';
import { adjustSubscores, qualityHits, type QualityHit } from '../rules/quality/measure.js';
import { CALIBRATED_SUBSCORES } from '../rules/subscores/calibrated/index.js';
import { measuredSubscores } from '../rules/subscores/subscores.js';
import { detectorFor } from '../rules/rule.js';
import { shortfallItems, type ShortfallBase } from './shortfallAdvice.js';

const UTF8 = new TextEncoder();

/** The snapshot after an edit: SKILL.md's new bytes, and each added file resolved as the reader would. */
export function editedSnapshot(snap: SkillSnapshot, edit: SkillEdit): SkillSnapshot {
  return { ...snap, bytes: UTF8.encode(edit.text), resolved: editedResolutions(snap, edit) };
}

/**
 * The skill's resolutions after an edit: each added file resolved as the reader would. An edit that
 * adds no file keeps the skill's own (read-only), not a copy of them for each fix.
 */
function editedResolutions(snap: SkillSnapshot, edit: SkillEdit): Record<string, ResolvedPath> {
  if (!edit.files || edit.files.length === 0) return snap.resolved ?? {};
  const resolved: Record<string, ResolvedPath> = { ...(snap.resolved ?? {}) };
  const mentions = preparedText(edit.text, '', bodyStartLine(edit.text)).mentions;
  for (const f of edit.files) {
    const r: ResolvedPath = {
      type: 'file',
      inSkill: true,
      substantive: hasSubstance(UTF8.encode(f.text)),
      text: f.text,
    };
    for (const m of mentions) if (m.kind !== 'xref' && m.target === f.path) resolved[m.key] = r;
  }
  return resolved;
}

/** String.prototype.isWellFormed (Node 20 has it; the ES2023 library this is compiled against does not name it). */
const isWellFormed = (text: string): boolean => (text as string & { isWellFormed(): boolean }).isWellFormed();

/**
 * Whether decodeText would give `text` back from its UTF-8 bytes: a well-formed text without a
 * leading BOM (dropped), a carriage return (normalised) or a NUL (refused).
 */
function decodesToItself(text: string): boolean {
  if (text.startsWith('\uFEFF') || text.includes('\r') || text.includes('\u0000')) return false;
  // A well-formed text (no lone surrogate) is what UTF-8 carries unchanged.
  return isWellFormed(text);
}

/** The skill after an edit, parsed: from the edited text itself when its bytes would decode to it. */
function parsedEdit(snap: SkillSnapshot, edit: SkillEdit): ParsedSkill | null {
  try {
    if (!decodesToItself(edit.text)) return parseSkill(editedSnapshot(snap, edit), 'calibrated');
    const { bytes: _bytes, ...rest } = snap;
    return parseSkillText({ ...rest, resolved: editedResolutions(snap, edit) }, edit.text, 'calibrated');
  } catch (err) {
    // An edit the parser refuses (a fix that writes the skill's name, "\0" in YAML, into its text)
    // is advice that cannot be measured, not a target that cannot be scored.
    if (err instanceof TargetError) return null;
    throw err;
  }
}

/** What the scored skill's composite was computed from, and the static layer in it. */
export interface AdviceBase {
  snap: SkillSnapshot;
  skill: ParsedSkill;
  /** The composite's input, its static layer's anti-patterns those that count. */
  input: CompositeInput;
  result: CompositeResult;
  /** The static layer as scored (every anti-pattern, suppressed ones too). */
  stat: LayerResult;
  /** What that layer's sub-scores were measured as (its quality hits among them), when the caller kept it. */
  measures?: CalibratedMeasures;
}

const staticOf = (input: CompositeInput) => input.layers.find((l) => l.layer === 'static');

/** The skill after an edit, parsed and its document made, or null when the edited skill cannot be scored. */
function editedSkill(base: AdviceBase, edit: SkillEdit): ParsedSkill | null {
  const parsed = parsedEdit(base.snap, edit);
  if (parsed === null || parsed.frontmatterError) return null;
  // Its document made before the rules read it: a skill whose edit left its body as it was reads
  // the body through the scored skill's, and what was measured of the body alone is reused.
  skillDocument(parsed, base.skill);
  return parsed;
}

/** The composite after an edit. */
function scoreAfter(base: AdviceBase, edited: ParsedSkill): number {
  const { dimensions, antiPatternCount } = calibratedDimensions(edited);
  const before = staticOf(base.input);
  const flagCount = Math.max(0, base.input.flagCount + antiPatternCount - base.stat.anti_patterns.length);
  // The composite reads a layer's name and dimensions only.
  const layers = base.input.layers.map((l) => (l === before ? { ...l, dimensions } : l));
  return compositeScore({ ...base.input, layers, flagCount });
}

/**
 * Whether a fix raises the dimension it is listed under: points it wins only elsewhere (a section
 * appended thins the density of MUST/NEVER rules) are not what its fact is about. Asked before the
 * composite, so an edit that does not is dropped having measured that dimension alone.
 */
function raisesOwnDimension(base: AdviceBase, fix: CalibratedFix, edited: ParsedSkill): boolean {
  return dimensionAbove(edited, fix.dimension, (base.stat.dimensions[fix.dimension] ?? 0) + AT_MAX);
}

function measuredItem(base: AdviceBase, fix: CalibratedFix, ctx: RuleContext): AdviceItem | null {
  const proposal = fix.propose(ctx);
  if (proposal === null) return null;
  const edited = editedSkill(base, proposal.edit);
  if (edited === null || !raisesOwnDimension(base, fix, edited)) return null;
  const points = scoreAfter(base, edited) - base.result.score;
  if (points < MIN_ADVICE_GAIN) return null;
  const { fact, quote, line } = proposal;
  return {
    rule: fix.rule,
    fact,
    ...(quote !== undefined ? { quote } : {}),
    ...(line !== undefined ? { line } : {}),
    file: base.skill.file,
    fix: proposal.fix ?? fixFor(fix.rule),
    points,
  };
}

/** The orchestration part: the composite with the sub-score free of its orchestrator deduction. */
function orchestratorItem(base: AdviceBase, ctx: RuleContext, stat: LayerResult): AdviceItem | null {
  const found = detectorFor(adviceOrchestrator, 'calibrated')?.(ctx, 'calibrated');
  const value = stat.dimensions.orchestration_fitness;
  if (!found || value === undefined) return null;
  const raised = Math.min(1, value - CAL_ORCHESTRATION.orchestrator);
  const points = dimensionGain(base.input, base.result, stat, 'orchestration_fitness', raised);
  if (points < MIN_ADVICE_GAIN) return null;
  const { dimension: _dimension, ...fact } = found;
  return { ...fact, file: base.skill.file, fix: fixFor(found.rule), points };
}

/** A static dimension's measured items: its fixes', the orchestration part's, else its shortfalls. */
function dimensionItems(base: AdviceBase, ctx: RuleContext, name: DimensionName, stat: LayerResult): AdviceItem[] {
  const items: AdviceItem[] = [];
  for (const fix of CALIBRATED_FIXES) {
    if (fix.dimension !== name) continue;
    const item = measuredItem(base, fix, ctx);
    if (item) items.push(item);
  }
  if (name === 'orchestration_fitness') {
    const item = orchestratorItem(base, ctx, stat);
    if (item) items.push(item);
  }
  // No proposed edit explains the shortfall: the parts of the sub-score it is made of.
  if (items.length === 0) items.push(...shortfallItems(shortfallBase(base, ctx, stat), ctx, name));
  return items.sort((a, b) => (b.points ?? 0) - (a.points ?? 0));
}

// The layer's own measures when given: the same skill measured again would give the same.
const rawOf = (base: AdviceBase, ctx: RuleContext) =>
  base.measures?.raw ?? measuredSubscores(CALIBRATED_SUBSCORES, ctx);
const hitsOf = (base: AdviceBase, ctx: RuleContext) => base.measures?.hits ?? qualityHits(ctx);

/** The measures a dimension's shortfalls are read against. */
function shortfallBase(base: AdviceBase, ctx: RuleContext, stat: LayerResult): ShortfallBase {
  return {
    input: base.input,
    result: base.result,
    stat,
    raw: rawOf(base, ctx),
    hits: hitsOf(base, ctx),
    file: base.skill.file,
  };
}

const dimensionOf = (name: CalibratedSubscoreName): DimensionName | null =>
  STATIC_SUBSCORES.find((s) => s.name === name)?.dimension ?? null;

/** Each quality hit: the composite with the sub-scores it lowers free of its deduction (generic over the rules). */
function qualityAdvice(base: AdviceBase, ctx: RuleContext): Advice[] {
  const stat = staticOf(base.input);
  const hits = hitsOf(base, ctx);
  if (!stat || hits.length === 0) return [];
  const raw = rawOf(base, ctx);
  const out: Advice[] = [];
  for (const hit of hits) {
    const without = adjustSubscores(
      raw,
      hits.filter((h: QualityHit) => h !== hit),
      CAL_FIT,
    );
    const dimensions = { ...stat.dimensions };
    for (const name of CAL_FIT.quality[hit.rule]?.subscores ?? []) {
      const d = dimensionOf(name);
      if (d) dimensions[d] = without[name];
    }
    const layers = base.input.layers.map((l) => (l === stat ? { ...stat, dimensions } : l));
    const gain = compositeScore({ ...base.input, layers }) - base.result.score;
    if (gain < MIN_ADVICE_GAIN) continue;
    const items = hit.signals.map((s): AdviceItem => ({
      rule: hit.rule,
      fact: s.fact,
      ...(s.line !== undefined ? { line: s.line } : {}),
      file: s.file ?? base.skill.file,
      fix: fixFor(hit.rule),
    }));
    out.push({ kind: 'quality', name: hit.rule, score: null, gain, items });
  }
  return out;
}

/** The calibrated advice of a skill: measured dimension items, quality hits and anti-pattern penalties. */
export function calibratedSkillAdvice(base: AdviceBase): Advice[] {
  const ctx = ruleContext(base.skill);
  const stat = staticOf(base.input);
  return [
    ...dimensionAdviceOf(base.input, base.result, (name, _value, layer) => dimensionItems(base, ctx, name, layer)),
    ...qualityAdvice(base, ctx),
    ...penaltyAdvice(base.input, base.result, stat?.anti_patterns ?? [], base.skill.file),
  ].sort(byGain);
}
