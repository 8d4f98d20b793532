// Measured triggering. The reference asks a small model to guess how well a description
// would trigger and takes its self-reported F1; nothing checks the guess. Here a small model
// writes 5 requests that should trigger the skill and 5 near-misses that should not (sharing its
// vocabulary, needing something else), and each is put R times to a model acting as an agent that
// sees the installed skills by name and description only (src/layers/catalogue.ts). A
// should-trigger request passes when the skill under test was loaded in more than half of its
// answered repetitions, a near-miss when in fewer than half; precision, recall and F1 follow,
// with a two-level bootstrap interval (requests within each label, then repetitions). A few fixed,
// held-back distractors (src/layers/heldBack.ts) join the near-misses, so an author cannot steer
// every request that should not trigger; results name them by label only.
import type Anthropic from '@anthropic-ai/sdk';
import { bootstrapGroupsInterval, holding, mulberry32, type Interval } from '../stats/stats.js';
import type { ParsedSkill } from '../contract/types.js';
import type { TriggerSet } from '../evals/parse.js';
import { decisionFailure, decisionRequest, triggeredSkillUnderTest, loadedSkill, type Catalogue } from './catalogue.js';
import { heldBackLabel, heldBackPrompts, type HeldBackCategory } from './heldBack.js';
import {
  SKILL_TAG,
  UNTRUSTED_NOTICE,
  UsageTally,
  firstCodePoints,
  readStructured,
  skillBlock,
  type MessageRequest,
  type ModelCaller,
} from '../llm/call.js';

/** Labelled requests per label: 5 should trigger, 5 are near-misses. */
export const TRIGGER_PROMPTS_PER_LABEL = 5;
/** Times each request is put to the agent by default. */
export const DEFAULT_TRIGGER_REPETITIONS = 3;
export const MAX_TRIGGER_REPETITIONS = 10;
/** A should-trigger request passes above this trigger rate; a near-miss below it. */
export const TRIGGER_PASS_RATE = 0.5;
/** The prompt writer reads this much of SKILL.md (the rubric calls' excerpt). */
export const TRIGGER_WRITER_EXCERPT = 3000;
export const TRIGGER_WRITER_MAX_TOKENS = 4096;
/** Seed of the bootstrap of F1 (prompts, then repetitions within each). */
export const TRIGGER_BOOTSTRAP_SEED = 0x7219;

export type TriggerLabel = 'should_trigger' | 'should_not_trigger';

export interface TriggerPromptResult {
  prompt: string;
  label: TriggerLabel;
  /** Repetitions answered (failed calls are left out). */
  trials: number;
  /** Of those, how many loaded the skill under test. */
  triggers: number;
  rate: number | null;
  passed: boolean | null;
  /** Which skill each answered repetition loaded (null: none). */
  loaded: Array<string | null>;
  errors: string[];
  /** A held-back distractor (src/layers/heldBack.ts): `prompt` is its label, never its text. */
  held_back?: true;
}

/** The held-back distractors' outcome: counts only, so their text stays unknown to authors. */
export interface HeldBackTriggering {
  category: HeldBackCategory;
  count: number;
  /** Requests answered at least once. */
  answered: number;
  /** Requests that passed (the skill was loaded in fewer than half of their answered repetitions). */
  passed: number;
  /** Answered repetitions that loaded the skill under test. */
  false_triggers: number;
  decisions: number;
}

/** The author's own trigger set, measured beside the generated requests. */
export interface AuthorTriggering {
  files: string[];
  f1: number;
  precision: number;
  recall: number;
  ci: Interval;
  confusion: { tp: number; fn: number; fp: number; tn: number };
  prompts: TriggerPromptResult[];
}

/** Author's queries used at most (over all trigger sets), so a long set costs bounded calls. */
export const MAX_AUTHOR_TRIGGER_QUERIES = 40;

export interface MeasuredTriggering {
  method: 'measured';
  /** With an author's trigger set: F1 of the generated requests alone (the headline F1 is over both). */
  generated?: { f1: number; precision: number; recall: number; ci: Interval };
  author?: AuthorTriggering;
  /** Held-back distractors, counted in the F1 as near-misses; reported as counts only. */
  held_back?: HeldBackTriggering;
  f1: number;
  precision: number;
  recall: number;
  ci: Interval;
  confusion: { tp: number; fn: number; fp: number; tn: number };
  repetitions: number;
  prompts: TriggerPromptResult[];
  model: string;
  catalogue: { size: number; neighbours: number; bundled: number; position: number };
  failed_calls: number;
}

export type TriggeringRun =
  | { ok: true; value: MeasuredTriggering; complete: boolean }
  | { ok: false; reason: string; complete: false; prompts?: TriggerPromptResult[] };

export interface TriggeringOptions {
  caller: ModelCaller;
  /** Writes the labelled requests (and answers them as the agent when no agentModel is given). */
  model: string;
  /** The agent that chooses from the catalogue: the model being simulated. */
  agentModel?: string;
  repetitions: number;
  catalogue: Catalogue;
  /** The author's trigger sets (evals/): their queries are put to the agent too, and reported apart. */
  authorSets?: readonly TriggerSet[];
}

const WRITER_SYSTEM =
  'You write realistic test requests for checking when an AI coding agent loads a skill. ' +
  `${UNTRUSTED_NOTICE} Answer by calling the tool you are given.`;

const labelled = {
  type: 'array',
  minItems: TRIGGER_PROMPTS_PER_LABEL,
  maxItems: TRIGGER_PROMPTS_PER_LABEL,
  items: { type: 'string' },
} as const;

export const TRIGGER_TESTS_TOOL: Anthropic.Tool = {
  name: 'write_trigger_tests',
  description: `Return ${TRIGGER_PROMPTS_PER_LABEL} requests that should make the agent load the skill and ${TRIGGER_PROMPTS_PER_LABEL} near-misses that should not.`,
  input_schema: {
    type: 'object',
    properties: { should_trigger: labelled, should_not_trigger: labelled },
    required: ['should_trigger', 'should_not_trigger'],
  },
};

/**
 * The prompt writer's request. Its SKILL.md block is not marked cacheable: the writer is called
 * once per skill, and a cache write nobody reads costs 25 % more than plain input.
 */
function writerRequest(skill: ParsedSkill, model: string): MessageRequest {
  return {
    model,
    max_tokens: TRIGGER_WRITER_MAX_TOKENS,
    system: WRITER_SYSTEM,
    tools: [TRIGGER_TESTS_TOOL],
    tool_choice: { type: 'tool', name: TRIGGER_TESTS_TOOL.name },
    messages: [
      {
        role: 'user',
        content: [
          skillBlock(firstCodePoints(skill.text, TRIGGER_WRITER_EXCERPT), false),
          {
            type: 'text',
            text:
              `Above, between the <${SKILL_TAG}> tags, is the start of a skill's SKILL.md. Write ${TRIGGER_PROMPTS_PER_LABEL} requests a ` +
              'developer might really type that this skill is meant to handle, and ' +
              `${TRIGGER_PROMPTS_PER_LABEL} near-miss requests that share its vocabulary or topic but need something else ` +
              '(another tool, a different task on the same files, a question the skill does not answer). Write them ' +
              "as users would, about the job itself — do not copy the skill's name or the wording of its description. " +
              `Answer with ${TRIGGER_TESTS_TOOL.name}.`,
          },
        ],
      },
    ],
  };
}

function cleanPrompts(raw: unknown): string[] {
  if (!Array.isArray(raw)) return [];
  const seen = new Set<string>();
  const out: string[] = [];
  for (const p of raw) {
    if (typeof p !== 'string') continue;
    const t = p.trim();
    if (t === '' || seen.has(t)) continue;
    seen.add(t);
    out.push(t);
  }
  return out.slice(0, TRIGGER_PROMPTS_PER_LABEL);
}

/** Whether one request passes, from its answered repetitions (null when none answered). */
export function promptPasses(label: TriggerLabel, triggers: number, trials: number): boolean | null {
  if (trials === 0) return null;
  const rate = triggers / trials;
  return label === 'should_trigger' ? rate > TRIGGER_PASS_RATE : rate < TRIGGER_PASS_RATE;
}

/** Precision, recall and F1 with "should trigger" as the positive class; 0 where undefined. */
export function f1Of(confusion: { tp: number; fn: number; fp: number }): {
  precision: number;
  recall: number;
  f1: number;
} {
  const { tp, fn, fp } = confusion;
  const precision = tp + fp > 0 ? tp / (tp + fp) : 0;
  const recall = tp + fn > 0 ? tp / (tp + fn) : 0;
  const f1 = precision + recall > 0 ? (2 * precision * recall) / (precision + recall) : 0;
  return { precision, recall, f1 };
}

/** Confusion counts of requests that were answered at least once. */
export function confusionOf(prompts: ReadonlyArray<Pick<TriggerPromptResult, 'label' | 'triggers' | 'trials'>>) {
  const c = { tp: 0, fn: 0, fp: 0, tn: 0 };
  for (const p of prompts) {
    const passed = promptPasses(p.label, p.triggers, p.trials);
    if (passed === null) continue;
    if (p.label === 'should_trigger') {
      if (passed) c.tp++;
      else c.fn++;
    } else if (passed) c.tn++;
    else c.fp++;
  }
  return c;
}

/**
 * Two-level percentile bootstrap of F1: resample the requests within each label, then the
 * answered repetitions within each drawn request, and recompute pass/fail and F1.
 */
export function f1Interval(
  prompts: ReadonlyArray<Pick<TriggerPromptResult, 'label' | 'triggers' | 'trials'>>,
): Interval | null {
  const answered = prompts.filter((p) => p.trials > 0);
  const groups = (['should_trigger', 'should_not_trigger'] as const).map((label) =>
    answered
      .filter((p) => p.label === label)
      .map((p) => ({ label, outcomes: Array.from({ length: p.trials }, (_, i) => i < p.triggers) })),
  );
  const repetitionDraws = mulberry32(TRIGGER_BOOTSTRAP_SEED + 1);
  return bootstrapGroupsInterval(
    groups,
    (drawn) => {
      const resampled = drawn.flat().map((p) => {
        let triggers = 0;
        for (let i = 0; i < p.outcomes.length; i++)
          if (p.outcomes[Math.floor(repetitionDraws() * p.outcomes.length)]) triggers++;
        return { label: p.label, triggers, trials: p.outcomes.length };
      });
      return f1Of(confusionOf(resampled)).f1;
    },
    { seed: TRIGGER_BOOTSTRAP_SEED },
  );
}

/** Measured triggering of one skill. Never throws: a failure is `{ok: false, reason}`. */
export async function measureTriggering(
  skill: ParsedSkill,
  options: TriggeringOptions,
  tally: UsageTally,
): Promise<TriggeringRun> {
  const { caller, model, catalogue } = options;
  const repetitions = Math.min(MAX_TRIGGER_REPETITIONS, Math.max(1, Math.floor(options.repetitions)));
  const written = await caller.send(writerRequest(skill, model));
  if (!written.ok) return { ok: false, reason: `prompt writing failed: ${written.reason}`, complete: false };
  tally.add(model, written.usage);
  const structured = readStructured(written.message, TRIGGER_TESTS_TOOL.name);
  if (!structured.ok) return { ok: false, reason: `prompt writing failed: ${structured.reason}`, complete: false };
  const should = cleanPrompts(structured.value.should_trigger);
  const shouldNot = cleanPrompts(structured.value.should_not_trigger);
  if (should.length === 0 || shouldNot.length === 0)
    return { ok: false, reason: 'prompt writing failed: no usable prompts for one of the labels', complete: false };

  const generatedTests: Array<{ prompt: string; label: TriggerLabel }> = [
    ...should.map((prompt) => ({ prompt, label: 'should_trigger' as const })),
    ...shouldNot.map((prompt) => ({ prompt, label: 'should_not_trigger' as const })),
  ];
  const seen = new Set(generatedTests.map((t) => t.prompt));
  const authorTests: Array<{ prompt: string; label: TriggerLabel }> = [];
  for (const set of options.authorSets ?? []) {
    for (const q of set.queries) {
      if (authorTests.length >= MAX_AUTHOR_TRIGGER_QUERIES || seen.has(q.query)) continue;
      seen.add(q.query);
      authorTests.push({ prompt: q.query, label: q.shouldTrigger ? 'should_trigger' : 'should_not_trigger' });
    }
  }
  const heldBack = heldBackPrompts(skill);
  const heldBackTests = heldBack.prompts
    .filter((p) => !seen.has(p))
    .map((prompt) => ({ prompt, label: 'should_not_trigger' as const }));
  const tests = [...generatedTests, ...authorTests, ...heldBackTests];
  const heldBackFrom = generatedTests.length + authorTests.length;
  let failedCalls = 0;
  const agent = options.agentModel ?? model;
  const decide = (prompt: string) => caller.send(decisionRequest(catalogue, prompt, agent, caller.promptCaching));
  // With prompt caching, the first decision writes the catalogue to the cache before the others
  // start, so they read it instead of each writing it again.
  const first = caller.promptCaching && !caller.batched ? await decide(tests[0]!.prompt) : null;
  const prompts: TriggerPromptResult[] = await Promise.all(
    tests.map(async ({ prompt, label }, t) => {
      const outcomes = await Promise.all(
        Array.from({ length: repetitions }, (_, r) => (t === 0 && r === 0 && first ? first : decide(prompt))),
      );
      const loaded: Array<string | null> = [];
      const errors: string[] = [];
      let triggers = 0;
      for (const outcome of outcomes) {
        if (!outcome.ok) {
          errors.push(outcome.reason);
          continue;
        }
        tally.add(agent, outcome.usage);
        const failure = decisionFailure(outcome.message);
        if (failure) {
          errors.push(failure);
          continue;
        }
        loaded.push(loadedSkill(outcome.message));
        if (triggeredSkillUnderTest(outcome.message, catalogue)) triggers++;
      }
      failedCalls += errors.length;
      const trials = loaded.length;
      const shown =
        t >= heldBackFrom ? { prompt: heldBackLabel(t - heldBackFrom), held_back: true as const } : { prompt };
      return {
        ...shown,
        label,
        trials,
        triggers,
        rate: trials > 0 ? triggers / trials : null,
        passed: promptPasses(label, triggers, trials),
        loaded,
        errors,
      };
    }),
  );

  const answered = (label: TriggerLabel) => prompts.some((p) => p.label === label && p.trials > 0);
  if (!answered('should_trigger') || !answered('should_not_trigger')) {
    const reason = prompts.flatMap((p) => p.errors)[0] ?? 'no answer';
    return { ok: false, reason: `no answered request for one of the labels (${reason})`, complete: false, prompts };
  }
  const confusion = confusionOf(prompts);
  const { precision, recall, f1 } = f1Of(confusion);
  const ci = holding(f1Interval(prompts) ?? [f1, f1], f1);
  const summaryOf = (subset: TriggerPromptResult[]) => {
    const c = confusionOf(subset);
    const r = f1Of(c);
    return { ...r, confusion: c, ci: holding(f1Interval(subset) ?? [r.f1, r.f1], r.f1) };
  };
  let split: Pick<MeasuredTriggering, 'generated' | 'author'> = {};
  if (authorTests.length > 0) {
    const generated = summaryOf(prompts.slice(0, generatedTests.length));
    const authorPrompts = prompts.slice(generatedTests.length, heldBackFrom);
    const author = summaryOf(authorPrompts);
    split = {
      generated: { f1: generated.f1, precision: generated.precision, recall: generated.recall, ci: generated.ci },
      author: { files: (options.authorSets ?? []).map((t) => t.file), ...author, prompts: authorPrompts },
    };
  }
  const position = catalogue.entries.findIndex((e) => e.source === 'under_test');
  const heldBackResults = prompts.slice(heldBackFrom);
  const heldBackMeta: HeldBackTriggering | undefined =
    heldBackResults.length > 0
      ? {
          category: heldBack.category,
          count: heldBackResults.length,
          answered: heldBackResults.filter((p) => p.trials > 0).length,
          passed: heldBackResults.filter((p) => p.passed === true).length,
          false_triggers: heldBackResults.reduce((sum, p) => sum + p.triggers, 0),
          decisions: heldBackResults.reduce((sum, p) => sum + p.trials, 0),
        }
      : undefined;
  return {
    ok: true,
    complete:
      failedCalls === 0 &&
      should.length === TRIGGER_PROMPTS_PER_LABEL &&
      shouldNot.length === TRIGGER_PROMPTS_PER_LABEL,
    // `prompts` holds the generated requests, then the author's (when there is a trigger set).
    value: {
      method: 'measured',
      ...split,
      ...(heldBackMeta ? { held_back: heldBackMeta } : {}),
      f1,
      precision,
      recall,
      ci,
      confusion,
      repetitions,
      prompts,
      model,
      catalogue: {
        size: catalogue.entries.length,
        neighbours: catalogue.entries.filter((e) => e.source === 'neighbour').length,
        bundled: catalogue.entries.filter((e) => e.source === 'bundled').length,
        position,
      },
      failed_calls: failedCalls,
    },
  };
}
