// The author's evals in the reports: a summary line (lift with its interval, pass rates of both
// arms), a per-eval table in markdown, and in HTML each case with both outputs side by side and
// every grade with its evidence. Everything that came from the repository or a model is escaped.
import type { ArmSummary, EvalCaseResult, EvalsReport, Grade } from '../layers/evals.js';
import type { EvalResult } from '../contract/types.js';
import { htmlEscape as esc } from './html/escape.js';
import { fmtInt, fmtUsd } from './shared/numbers.js';
import { mdCell, mdText } from '../text/escape.js';

/** The evals report of a result, or null when its evals did not run. */
export function evalsOf(result: EvalResult): EvalsReport | null {
  const layer = result.layers.find((l) => l.layer === 'evals');
  const report = layer?.metadata.evals as EvalsReport | undefined;
  return report && Array.isArray(report.cases) ? report : null;
}

/** `72%` */
export const fmtPct = (x: number | null | undefined) =>
  x === null || x === undefined || !Number.isFinite(x) ? '—' : `${Math.round(x * 100)}%`;
/** Lift in points of pass rate: `+42` / `−8` / `0`. */
export function fmtLift(x: number | null | undefined): string {
  if (x === null || x === undefined || !Number.isFinite(x)) return '—';
  const p = Math.round(x * 100);
  return p > 0 ? `+${p}` : p < 0 ? `−${Math.abs(p)}` : '0';
}
export function fmtLiftInterval(ci: readonly [number, number] | null | undefined): string {
  return ci ? `[${fmtLift(ci[0])}, ${fmtLift(ci[1])}]` : '';
}

/** One line: lift with its interval, pass rates, pass@k, flags. */
export function evalsSummary(report: EvalsReport): string {
  const flags = [
    report.non_discriminating ? `${report.non_discriminating} non-discriminating` : '',
    report.never_met ? `${report.never_met} never met` : '',
  ].filter(Boolean);
  return (
    `lift ${fmtLift(report.lift)} points ${fmtLiftInterval(report.lift_ci)} · pass rate ${fmtPct(report.with_skill.pass_rate)} with the skill, ` +
    `${fmtPct(report.without_skill.pass_rate)} without · pass@${report.k} ${fmtPct(report.with_skill.pass_at_k)} / ${fmtPct(report.without_skill.pass_at_k)} · ` +
    `${report.evals} eval${report.evals === 1 ? '' : 's'} × ${report.repetitions}${flags.length ? ` · ${flags.join(', ')}` : ''}`
  );
}

const cell = (text: string) => mdCell(mdText(text));

/** Markdown: the summary, a table per eval, the flagged expectations and the cost of both arms. */
export function renderEvalsMarkdown(report: EvalsReport): string {
  const lines: string[] = [];
  lines.push(`${mdText(evalsSummary(report))} (method: measured, ${mdText(report.file)})`);
  lines.push('');
  lines.push('| Eval | With skill | Without | Lift | pass@1 with / without |');
  lines.push('|---|--:|--:|--:|--:|');
  for (const c of report.cases) {
    lines.push(
      `| ${cell(c.id)} | ${fmtPct(c.with_skill.pass_rate)} | ${fmtPct(c.without_skill.pass_rate)} | ${fmtLift(c.lift)} | ${fmtPct(c.with_skill.pass_at_1)} / ${fmtPct(c.without_skill.pass_at_1)} |`,
    );
  }
  const flagged = report.cases.flatMap((c) => c.expectations.filter((e) => e.flag).map((e) => ({ c, e })));
  if (flagged.length) {
    lines.push('');
    lines.push('Expectations that do not tell the arms apart:');
    for (const { c, e } of flagged) {
      lines.push(
        `- eval ${mdText(c.id)}, ${mdText(e.name)}: ${e.flag === 'never_met' ? 'never met (fails in both arms)' : 'non-discriminating (passes in both arms)'} — ${mdText(e.text.slice(0, 160))}`,
      );
    }
  }
  lines.push('');
  lines.push(
    `Cost: with the skill ${fmtInt(report.with_skill.input_tokens)} input / ${fmtInt(report.with_skill.output_tokens)} output tokens (${fmtUsd(report.with_skill.estimated_cost_usd)}), ` +
      `without ${fmtInt(report.without_skill.input_tokens)} / ${fmtInt(report.without_skill.output_tokens)} (${fmtUsd(report.without_skill.estimated_cost_usd)}), grading ${fmtUsd(report.grader.estimated_cost_usd)}.`,
  );
  return lines.join('\n');
}

function gradeList(grades: readonly Grade[]): string {
  if (grades.length === 0) return '<p class="muted">Not graded.</p>';
  return `<ul class="grades">${grades
    .map((g) => {
      const mark = g.passed === null ? '?' : g.passed ? '✓' : '✗';
      const state = g.passed === null ? 'ungraded' : g.passed ? 'pass' : 'fail';
      return `<li class="grade-${state}" data-grade="${state}"><strong>${mark}</strong> ${esc(g.name)} <span class="muted">(${esc(g.kind)})</span>${g.evidence ? `<br><q>${esc(g.evidence)}</q>` : ''}</li>`;
    })
    .join('')}</ul>`;
}

function armColumn(label: string, arm: ArmSummary): string {
  const run = arm.runs.find((r) => r.error === undefined) ?? arm.runs[0];
  const output = run ? (run.error ? `(no answer: ${run.error})` : run.output || '(empty output)') : '(not run)';
  return `<div class="arm"><h4>${esc(label)} · ${fmtPct(arm.pass_rate)}</h4>
<pre class="output">${esc(output)}</pre>
${run ? gradeList(run.grades) : ''}</div>`;
}

function caseBlock(c: EvalCaseResult): string {
  return `<details class="eval-case" data-eval="${esc(c.id)}"><summary>Eval ${esc(c.id)} · lift ${esc(fmtLift(c.lift))} · ${fmtPct(c.with_skill.pass_rate)} with, ${fmtPct(c.without_skill.pass_rate)} without</summary>
<p><strong>Prompt:</strong> ${esc(c.prompt.slice(0, 2000))}</p>
<div class="arms" style="display:grid;grid-template-columns:1fr 1fr;gap:1rem">
${armColumn('With the skill', c.with_skill)}
${armColumn('Without the skill', c.without_skill)}
</div>
</details>`;
}

/** HTML section: the summary, each case with both first outputs side by side and the grades with evidence. */
export function renderEvalsHtml(report: EvalsReport): string {
  return `<section aria-labelledby="evals-h" id="evals"><h2 id="evals-h">Author's evals</h2>
<p data-testid="evals-summary">${esc(evalsSummary(report))}</p>
<p class="muted">From <code>${esc(report.file)}</code>: each eval ran ${report.repetitions} times with the skill and ${report.repetitions} times without it; the first answered run of each arm is shown. Statements were graded by a model that saw only the output; typed expectations by code.</p>
${report.cases.map(caseBlock).join('\n')}
</section>`;
}

/** The held-back distractors of the measured triggering, as counts (their text is never shown), or null. */
export function heldBackLine(result: EvalResult): string | null {
  const judge = result.layers.find((l) => l.layer === 'judge');
  const h = (
    judge?.metadata.triggering as
      | {
          held_back?: {
            category: string;
            count: number;
            answered: number;
            passed: number;
            false_triggers: number;
            decisions: number;
          };
        }
      | undefined
  )?.held_back;
  if (!h) return null;
  return (
    `${h.count} held-back distractor requests (category ${h.category}; not shown), counted in the triggering F1 as near-misses: ` +
    `${h.passed} of ${h.answered} answered passed; the skill was loaded in ${h.false_triggers} of ${h.decisions} decisions.`
  );
}

/** Measured triggering with the author's trigger set: both F1s in one line, or null. */
export function authorTriggeringLine(result: EvalResult): string | null {
  const judge = result.layers.find((l) => l.layer === 'judge');
  const t = judge?.metadata.triggering as
    | {
        author?: { f1: number; ci: [number, number]; files: string[]; prompts: unknown[] };
        generated?: { f1: number; ci: [number, number] };
      }
    | undefined;
  if (!t?.author || !t.generated) return null;
  const f = (x: number) => x.toFixed(2);
  return (
    `Triggering F1 on the author's trigger set (${t.author.files.join(', ')}, ${t.author.prompts.length} queries): ${f(t.author.f1)} [${f(t.author.ci[0])}, ${f(t.author.ci[1])}]; ` +
    `on the generated requests: ${f(t.generated.f1)} [${f(t.generated.ci[0])}, ${f(t.generated.ci[1])}]; the triggering score uses both.`
  );
}
