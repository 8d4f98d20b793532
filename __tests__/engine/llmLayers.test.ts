// The engine's side of the LLM layers: which it asks for at each depth, which start together, and
// what it says when there are none.
import { layerAsk, runLlmLayers, type LlmLayers } from '../../src/engine/llmLayers.js';
import { parseEvals } from '../../src/evals/parse.js';
import type { Depth, EvalsSnapshot, LayerResult } from '../../src/contract/types.js';
import type { LlmLayer } from '../../src/layers/llm/layer.js';
import { makeSkill } from '../helpers/llmFixtures.js';
import { skillSnapshot } from '../helpers/skills.js';

const EVALS = JSON.stringify({ skill_name: 'pdf-tables', evals: [{ id: 1, prompt: 'p', expectations: ['e'] }] });
const snap = skillSnapshot('---\nname: pdf-tables\ndescription: d\n---\n', 'pdf-tables');

/** The skill's evals folder with one eval. */
function evalsFolder(): EvalsSnapshot {
  return {
    evals: { file: 'pdf-tables/evals/evals.json', bytes: new TextEncoder().encode(EVALS) },
    triggerSets: [],
    missingAttachments: {},
    readAttachments: async () => ({}),
  };
}

function ask(depth: Depth, withEvals: boolean, runEvals?: boolean) {
  return layerAsk(snap, parseEvals(withEvals ? evalsFolder() : null, 'pdf-tables'), { depth, evals: runEvals });
}

function notes() {
  const said: string[] = [];
  const kept: string[] = [];
  return { said, kept, notes: { warn: (m: string) => said.push(m), keep: (m: string) => kept.push(m), findings: [] } };
}

const answer = (name: LayerResult['layer']): LayerResult => ({
  layer: name,
  score: 0.5,
  sub_scores: {},
  anti_patterns: [],
  dimensions: {},
  metadata: {},
});

test('without the LLM layers: one sentence for the judge and Monte Carlo, the evals their own', async () => {
  const { said, kept, notes: n } = notes();
  expect(await runLlmLayers(undefined, makeSkill(), ask('deep', true), 'calibrated', n)).toEqual([]);
  expect(said).toEqual([
    'pdf-tables: the LLM judge and Monte Carlo layers did not run (no API key); scored from the static layer only.',
    'pdf-tables: the evals in pdf-tables/evals/evals.json did not run (no API key).',
  ]);
  expect(kept).toEqual([]);
  const quiet = notes();
  await runLlmLayers(null, makeSkill(), ask('standard', false), 'calibrated', quiet.notes);
  expect(quiet.kept).toEqual([
    'pdf-tables: the LLM judge layer did not run (no API key); scored from the static layer only.',
  ]);
  expect(quiet.said).toEqual([]);
});

test('the judge and Monte Carlo start together, the evals once they have answered', async () => {
  const events: string[] = [];
  const llm: LlmLayers = {
    measure: async <Input>(layer: LlmLayer<Input>) => {
      events.push(`start ${layer.name}`);
      await new Promise((resolve) => setTimeout(resolve, 5));
      events.push(`end ${layer.name}`);
      return answer(layer.name);
    },
    usage: () => ({}),
  };
  const results = await runLlmLayers(llm, makeSkill(), ask('deep', true), 'reference', notes().notes);
  expect(events).toEqual([
    'start judge',
    'start monte_carlo',
    'end judge',
    'end monte_carlo',
    'start evals',
    'end evals',
  ]);
  expect(results.map((r) => [r.layer, r.method])).toEqual([
    ['judge', 'reference'],
    ['monte_carlo', 'reference'],
    ['evals', undefined],
  ]);
});

test('at depth quick nothing is asked for unless the evals are', async () => {
  const asked: string[] = [];
  const llm: LlmLayers = {
    measure: async <Input>(layer: LlmLayer<Input>) => (asked.push(layer.name), answer(layer.name)),
    usage: () => ({}),
  };
  expect(await runLlmLayers(llm, makeSkill(), ask('quick', true), 'calibrated', notes().notes)).toEqual([]);
  await runLlmLayers(llm, makeSkill(), ask('quick', true, true), 'calibrated', notes().notes);
  expect(asked).toEqual(['evals']);
});
