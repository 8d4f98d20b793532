// Two results compared in HTML: both side by side per dimension, the winner, what changed.
import { COMPARE_WORDS, type Comparison, type DiffWords, movedDimensions } from '../comparison.js';
import { badgePill } from './badges.js';
import { compareChart } from './charts.js';
import { htmlEscape as esc, prose } from './escape.js';
import { page } from './page.js';
import { summariseFlags } from '../shared/antiPatterns.js';
import { dimensionLabel } from '../shared/dimensions.js';
import { sortFindings } from '../shared/findings.js';
import { fmtDelta, fmtFraction, fmtScore } from '../shared/numbers.js';

/** The compare view: both targets side by side per dimension, the winner, what changed. */
export function renderCompareHtml(cmp: Comparison, words: DiffWords = COMPARE_WORDS): string {
  const winnerName = (w: string) => (w === 'A' ? words.a : w === 'B' ? words.b : w);
  const cell = (v: number | null, grade: string | null, win: boolean) =>
    `<td class="num"${win ? ' data-winner="true" style="font-weight:700"' : ''}>${fmtScore(v)}${grade && grade !== '—' ? ` <span class="muted">${esc(grade)}</span>` : ''}${win ? ' <span aria-label="winner">✔</span>' : ''}</td>`;
  const delta = (r: Comparison['rows'][number]) => {
    if (r.a === null || r.b === null) return '<td class="num">—</td>';
    const text = fmtDelta(r.b, r.a);
    const cls = text.startsWith('▲') ? 'up' : text.startsWith('▼') ? 'down' : '';
    return `<td class="num${cls ? ` ${cls}` : ''}">${esc(text)}</td>`;
  };
  const rows = cmp.rows
    .map(
      (r) =>
        `<tr data-row="${esc(r.name)}"><th scope="row">${r.name === 'overall' ? 'Overall' : esc(dimensionLabel(r.name))}</th><td class="num">${r.weight === null ? '' : fmtFraction(r.weight, 2)}</td>${cell(r.a, r.grade_a, r.winner === 'A')}${cell(r.b, r.grade_b, r.winner === 'B')}${delta(r)}<td>${esc(winnerName(r.winner))}</td></tr>`,
    )
    .join('\n');
  const codes = (xs: string[]) =>
    summariseFlags(xs)
      .split(', ')
      .map((x) => `<code>${esc(x)}</code>`)
      .join(', ');
  const findingItems = (label: string, xs: Comparison['changes']['findings_only_a']) =>
    sortFindings(xs).map(
      (f) =>
        `<li>${esc(label)}: <code>${esc(f.rule)}</code> <span class="muted">${esc(f.category)}, ${esc(f.level)}</span> — ${prose(f.message)}</li>`,
    );
  const moved = movedDimensions(cmp);
  const changes = [
    moved.length
      ? `<li>Dimensions that moved: ${moved.map((r) => `${esc(dimensionLabel(r.name))} ${esc(fmtDelta(r.b as number, r.a as number))}`).join(', ')}</li>`
      : '',
    cmp.changes.flags_only_a.length ? `<li>${esc(words.flagsRemoved)}: ${codes(cmp.changes.flags_only_a)}</li>` : '',
    cmp.changes.flags_only_b.length ? `<li>${esc(words.flagsAdded)}: ${codes(cmp.changes.flags_only_b)}</li>` : '',
    ...findingItems(words.findingsRemoved, cmp.changes.findings_only_a),
    ...findingItems(words.findingsAdded, cmp.changes.findings_only_b),
  ].join('');
  const sameFlags =
    !cmp.changes.flags_only_a.length &&
    !cmp.changes.flags_only_b.length &&
    !cmp.changes.findings_only_a.length &&
    !cmp.changes.findings_only_b.length;
  const side = (tag: string, s: Comparison['a']) =>
    `<div class="stat" data-side="${esc(tag)}"><span class="muted">${esc(tag)} · ${esc(s.kind)} · ${esc(s.name)}</span><b>${fmtScore(s.score)} <small class="muted">/ 100</small></b>${badgePill(s.badge)} <span class="muted">${esc(s.confidence)}</span><div><code>${esc(s.path)}</code></div></div>`;
  const verdict =
    cmp.winner === 'tie'
      ? 'Tie overall.'
      : `${esc(winnerName(cmp.winner))} wins overall by ${fmtScore(Math.abs(cmp.b.score - cmp.a.score))} points.`;
  const body = `<header><p class="eyebrow">PluginEval · compare</p><h1>${esc(cmp.a.name)} vs ${esc(cmp.b.name)}</h1></header>
<section class="stats sides" aria-label="The two targets">${side(words.a, cmp.a)}${side(words.b, cmp.b)}</section>
<p data-testid="verdict"><strong>${verdict}</strong> Dimensions won: ${esc(words.a)} ${cmp.tally.a}, ${esc(words.b)} ${cmp.tally.b}, tied ${cmp.tally.tie}.</p>
<section aria-labelledby="cmp-h"><h2 id="cmp-h">Head to head</h2>
${compareChart(cmp, words)}
<table id="compare"><caption>Scores out of 100 per dimension; ✔ marks the winner of each row</caption>
<thead><tr><th scope="col">Dimension</th><th scope="col" class="num">Weight</th><th scope="col" class="num">${esc(words.a)}</th><th scope="col" class="num">${esc(words.b)}</th><th scope="col" class="num">${esc(words.b)} − ${esc(words.a)}</th><th scope="col">Winner</th></tr></thead>
<tbody>${rows}</tbody></table></section>
<section aria-labelledby="chg-h"><h2 id="chg-h">What changed</h2>${changes ? `<ul id="changes">${changes}</ul>` : ''}${sameFlags ? `<p>${esc(words.same)}</p>` : ''}</section>`;
  return page(`PluginEval: ${cmp.a.name} vs ${cmp.b.name}`, body);
}
