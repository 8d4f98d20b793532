// How the LLM layers measured (their methods, the judges' spread), read from the JSON as the layers wrote it
// (defensively: a report never throws on a result from an older version). Each view is null when there is nothing to
// show, so a quick run's report is unchanged.
import { isJsonObject as isRecord, type EvalResult } from '../../contract/types.js';
import { finiteOrNull as num } from './readJson.js';
import { dimensionLabel, layerLabel } from './dimensions.js';
import { fmtFraction, fmtUnit } from './numbers.js';

/** The layers that call a model. */
const LLM_LAYERS = new Set(['judge', 'monte_carlo']);

/** What `config.method` means, for readers. */
const RUN_METHOD_TEXT: Record<string, string> = {
  measured:
    "measured — triggering and activation observed from a catalogue of skills, replies graded; the reference's numbers are kept beside them",
  reference:
    "reference — the reference implementation's methods (self-reported triggering, activation = a non-empty reply, quality = reply length)",
};

export interface MethodView {
  /** `measured — …` from config.method, or null when the run did not record one. */
  run: string | null;
  /** Per LLM layer: its dimensions grouped by method label (`measured: Triggering accuracy; judged: …`). */
  layers: Array<{ layer: string; methods: string }>;
  /** What the reference's method would have reported beside the measured numbers. */
  reference: string[];
}

/** `measured: activation rate …` → `measured`; `judged: mean of 3 samples` → `judged`. */
function methodLabel(text: string): string {
  const i = text.indexOf(':');
  return (i > 0 ? text.slice(0, i) : text).trim();
}

/** The method labels of the LLM layers, or null when no LLM layer ran. */
export function methodView(result: EvalResult): MethodView | null {
  const llm = result.layers.filter((l) => LLM_LAYERS.has(l.layer));
  if (llm.length === 0) return null;
  // The LLM layers' method (`llm_method`); older reports kept it in `method`, which now names the static method.
  const llmMethod =
    result.config.llm_method ?? (result.config.method === 'calibrated' ? undefined : result.config.method);
  const configured = typeof llmMethod === 'string' ? llmMethod : null;
  const layers: MethodView['layers'] = [];
  const reference: string[] = [];
  for (const l of llm) {
    const md = l.metadata ?? {};
    if (isRecord(md.method)) {
      const groups = new Map<string, string[]>();
      for (const [dimension, text] of Object.entries(md.method)) {
        if (typeof text !== 'string') continue;
        const label = methodLabel(text);
        groups.set(label, [...(groups.get(label) ?? []), dimensionLabel(dimension)]);
      }
      if (groups.size)
        layers.push({
          layer: layerLabel(l.layer),
          methods: [...groups.entries()].map(([label, dims]) => `${label}: ${dims.join(', ')}`).join('; '),
        });
    }
    const trig = isRecord(md.triggering) ? md.triggering : null;
    const selfReported = trig && isRecord(trig.reference) ? num(trig.reference.f1) : null;
    if (trig && trig.method !== 'self-reported' && num(trig.f1) !== null && selfReported !== null) {
      reference.push(
        `${layerLabel(l.layer)}: triggering F1 measured ${fmtFraction(num(trig.f1))}, self-reported ${fmtFraction(selfReported)}`,
      );
    }
    const ref = isRecord(md.reference) && md.reference.method === 'reference' ? md.reference : null;
    if (ref) {
      const parts = [
        num(ref.activation_rate) !== null
          ? `activation rate ${fmtFraction(num(ref.activation_rate))} (measured ${fmtFraction(num(isRecord(md.activation) ? md.activation.rate : null))})`
          : '',
        num(ref.score) !== null ? `layer score ${fmtUnit(num(ref.score))} (measured ${fmtUnit(l.score)})` : '',
      ].filter(Boolean);
      if (parts.length) reference.push(`${layerLabel(l.layer)}: ${parts.join(', ')}`);
    }
  }
  const run = configured ? (RUN_METHOD_TEXT[configured] ?? configured) : null;
  if (run === null && layers.length === 0 && reference.length === 0) return null;
  return { run, layers, reference };
}

export interface JudgeSpreadView {
  /** Number of judge samples. */
  judges: number;
  /** `Orchestration fitness 11.8, Output quality 4.1` (std dev in score points out of 100). */
  std: string | null;
  /** `Krippendorff's alpha 0.25`, or why the agreement is not reported (older reports: kappa). */
  agreement: string | null;
}

/** The spread of the judge samples, or null with fewer than two judges. */
export function judgeSpreadView(result: EvalResult): JudgeSpreadView | null {
  const judge = result.layers.find((l) => l.layer === 'judge');
  const judges = judge && isRecord(judge.metadata?.judges) ? judge.metadata.judges : null;
  const n = judges ? num(judges.n) : null;
  if (!judges || n === null || n < 2) return null;
  const std = isRecord(judges.std)
    ? Object.entries(judges.std)
        .filter(([, v]) => num(v) !== null)
        .map(([dimension, v]) => `${dimensionLabel(dimension)} ${fmtUnit(v as number)}`)
        .join(', ')
    : '';
  let agreement: string | null = null;
  if (isRecord(judges.agreement)) {
    const a = judges.agreement;
    const alpha = num(a.alpha);
    const kappa = num(a.kappa);
    if (alpha !== null) agreement = `Krippendorff's alpha ${fmtFraction(alpha, 2)}`;
    else if (kappa !== null)
      agreement = `${typeof a.method === 'string' && a.method.includes("Light's") ? "Light's kappa" : "Cohen's kappa"} ${fmtFraction(kappa, 2)}`;
    else if (typeof a.note === 'string') agreement = `agreement ${a.note}`;
  }
  return { judges: n, std: std || null, agreement };
}
