// Grading of the measured Monte Carlo runs: a sample of the answered replies, spread evenly, is
// graded against the skill's instructions; and the agent's decision (which skill it loads) is read.
import type { ParsedSkill } from '../../../contract/types.js';
import { decisionFailure, loadedSkill, triggeredSkillUnderTest, type Catalogue } from '../../catalogue.js';
import { GRADE_TOOL, rubricModelRequest } from '../../judge.js';
import {
  ANSWER_WITH,
  ANY_TOOL,
  firstCodePoints,
  readStructured,
  readUnitScore,
  wrapUntrusted,
  type CallOutcome,
  type MessageRequest,
  type ModelCaller,
  type UsageTally,
} from '../../../llm/call.js';
import { MC_GRADED_EVERY, MC_GRADER_MAX_TOKENS, MC_GRADER_REPLY_CODE_POINTS, MC_MIN_GRADED } from './constants.js';
import { spread } from './summary.js';
import type { RunRecord } from './types.js';

const GRADE_ANCHORS =
  "- 1: follows the skill's instructions where they apply and fully, correctly serves the request.\n" +
  '- 0.75: follows them, with minor gaps or small errors.\n' +
  '- 0.5: partly follows them, or serves the request with noticeable gaps.\n' +
  '- 0.25: mostly ignores the instructions, or is largely wrong.\n' +
  '- 0: wrong, unusable, or contrary to the instructions.';

/**
 * A grading call: the rubric model's shared prefix (system, tools, the whole SKILL.md), then the request and the reply.
 */
function graderRequest(
  skill: ParsedSkill,
  prompt: string,
  reply: string,
  model: string,
  caching: boolean,
): MessageRequest {
  return {
    model,
    max_tokens: MC_GRADER_MAX_TOKENS,
    ...rubricModelRequest(
      skill.text,
      true,
      caching,
      `An agent that had loaded this skill received this request:\n` +
        `${wrapUntrusted(prompt, 'user_request')}\n\nIt replied:\n${wrapUntrusted(firstCodePoints(reply, MC_GRADER_REPLY_CODE_POINTS), 'reply_under_evaluation')}\n\n` +
        `Grade the reply:\n${GRADE_ANCHORS}\n${ANSWER_WITH}${GRADE_TOOL.name}: score (one anchor) and a one-sentence rationale.`,
    ),
    tool_choice: ANY_TOOL,
  };
}

export interface MeasuredRun extends RunRecord {
  prompt: string;
  /** Whether the agent loaded the skill under test from the catalogue; null when the decision call failed. */
  chosen: boolean | null;
  loaded: string | null;
  decisionError?: string;
}

export interface Decision {
  chosen: boolean | null;
  loaded: string | null;
  error?: string;
}

export function readDecision(outcome: CallOutcome, catalogue: Catalogue): Decision {
  if (!outcome.ok) return { chosen: null, loaded: null, error: outcome.reason };
  const failure = decisionFailure(outcome.message);
  if (failure) return { chosen: null, loaded: null, error: failure };
  return { chosen: triggeredSkillUnderTest(outcome.message, catalogue), loaded: loadedSkill(outcome.message) };
}

/** How many runs are graded: one in MC_GRADED_EVERY, at least MC_MIN_GRADED, at most those answered. */
export function gradedCount(runs: number, answered: number): number {
  return Math.min(answered, Math.max(MC_MIN_GRADED, Math.ceil(runs / MC_GRADED_EVERY)));
}

/** Sends a request and adds its usage to the layer's tally. */
export type Send = (request: MessageRequest) => Promise<CallOutcome>;

export function tallyingSend(caller: ModelCaller, tally: UsageTally): Send {
  return async (request: MessageRequest): Promise<CallOutcome> => {
    const outcome = await caller.send(request);
    if (outcome.ok) tally.add(request.model, outcome.usage);
    return outcome;
  };
}

export type Grade = { score?: number; reason?: string; rationale?: unknown; prompt: string };

/** A run was answered: it did not error and its reply is not empty. */
export const isAnswered = (r: MeasuredRun) => !r.errored && (r.reply ?? '') !== '';

export interface Grader {
  grades: Grade[];
  graded: Set<MeasuredRun>;
  /** Grades fresh answered runs until one in MC_GRADED_EVERY of the runs so far is graded. */
  gradeUpTo(sofar: readonly MeasuredRun[]): Promise<void>;
}

export function createGrader(
  skill: ParsedSkill,
  send: Send,
  graderModel: string,
  caching: boolean,
  serialFirst: boolean,
): Grader {
  const grade = async (run: MeasuredRun): Promise<Grade> => {
    const outcome = await send(graderRequest(skill, run.prompt, run.reply ?? '', graderModel, caching));
    if (!outcome.ok) return { reason: outcome.reason, prompt: run.prompt };
    const structured = readStructured(outcome.message, GRADE_TOOL.name);
    if (!structured.ok) return { reason: structured.reason, prompt: run.prompt };
    const read = readUnitScore(structured.value, 'score');
    return read.ok
      ? { score: read.score, rationale: structured.value.rationale, prompt: run.prompt }
      : { reason: read.reason, prompt: run.prompt };
  };
  const grades: Grade[] = [];
  const graded = new Set<MeasuredRun>();
  const gradeUpTo = async (sofar: readonly MeasuredRun[]) => {
    const answeredSoFar = sofar.filter(isAnswered);
    const target = gradedCount(sofar.filter((r) => !r.transportFailure).length, answeredSoFar.length);
    const fresh = answeredSoFar.filter((r) => !graded.has(r));
    const need = Math.min(target - graded.size, fresh.length);
    if (need <= 0) return;
    const pick = spread(fresh.length, need).map((i) => fresh[i]!);
    for (const r of pick) graded.add(r);
    const firstGrade = serialFirst && grades.length === 0 ? [await grade(pick[0]!)] : [];
    grades.push(...firstGrade, ...(await Promise.all(pick.slice(firstGrade.length).map(grade))));
  };
  return { grades, graded, gradeUpTo };
}
