// The judge's fixed numbers: what the rubric calls read, the rubric's anchors, the limits of `--judges`.
import { DEFAULT_JUDGES_BY_DEPTH } from '../../contract/weights.js';
import type { JudgeDimension } from './types.js';

/** The rubric calls read this many code points of SKILL.md (spec §6). */
export const JUDGE_EXCERPT_CODE_POINTS = 3000;
/**
 * Room for the longest structured answer (ten predicted prompts), and for adaptive thinking on models that think by
 * default.
 */
export const JUDGE_MAX_TOKENS = 8192;
/** The five anchors of the rubric. */
export const RUBRIC_ANCHORS = [0, 0.25, 0.5, 0.75, 1] as const;
/** Limits of `--judges`. */
export const MIN_JUDGES = 1;
export const MAX_JUDGES = 5;
export const DEFAULT_JUDGES = 1;

export { DEFAULT_JUDGES_BY_DEPTH };

export function clampJudges(value: number | undefined): number {
  if (value === undefined || !Number.isFinite(value)) return DEFAULT_JUDGES;
  return Math.min(MAX_JUDGES, Math.max(MIN_JUDGES, Math.round(value)));
}

export const JUDGE_DIMENSIONS: readonly JudgeDimension[] = [
  'triggering_accuracy',
  'orchestration_fitness',
  'output_quality',
  'scope_calibration',
];
