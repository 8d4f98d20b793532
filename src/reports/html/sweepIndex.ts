// index.html of a sweep: counts, badge chart, a sortable, filterable table of every target, errors.
import { badgeDot } from './badges.js';
import { badgeChart } from './charts.js';
import { page } from './page.js';
import { summariseFlags } from '../shared/antiPatterns.js';
import { BADGE_ORDER, badgeLabel } from '../shared/badges.js';
import { fmtCost } from '../shared/cost.js';
import { dimensionLabel } from '../shared/dimensions.js';
import { fmtInt, fmtScore, fmtUnit, plural } from '../shared/numbers.js';
import { sweepTitle } from '../shared/sweepTitle.js';
import type { SweepRow, SweepSummary } from '../../sweep/types.js';
import { htmlEscape as esc } from './escape.js';

/** Baseline: 2 new problems (in a, b), 5 baselined — of a sweep's index page. */
function baselineHtml(b: NonNullable<SweepSummary['baseline']>): string {
  const shown = b.targets_with_new
    .slice(0, 10)
    .map((p) => `<code>${esc(p)}</code>`)
    .join(', ');
  const more = b.targets_with_new.length > 10 ? ` and ${b.targets_with_new.length - 10} more` : '';
  return `Baseline: <span class="baseline-new">${esc(plural(b.new, 'new problem'))}</span>${b.new ? ` (in ${shown}${more})` : ''}, ${esc(fmtInt(b.baselined))} baselined`;
}

/**
 * Sorting and filtering of the sweep table. Sort buttons sit in the column headings (so Enter and
 * Space work); the heading carries aria-sort; a live region says what happened.
 */
const SORT_SCRIPT = `
(function(){
var table=document.getElementById('targets');if(!table)return;
var tbody=table.tBodies[0];var rows=Array.prototype.slice.call(tbody.rows);
var q=document.getElementById('filter-text'),kind=document.getElementById('filter-kind'),badge=document.getElementById('filter-badge'),count=document.getElementById('shown-count'),empty=document.getElementById('no-match'),status=document.getElementById('sort-status');
function apply(){var t=(q.value||'').trim().toLowerCase(),k=kind.value,b=badge.value,n=0;
rows.forEach(function(r){var ok=(!t||r.textContent.toLowerCase().indexOf(t)>=0)&&(!k||r.getAttribute('data-kind')===k)&&(!b||r.getAttribute('data-badge')===b);r.hidden=!ok;if(ok)n++;});
count.textContent=String(n);empty.hidden=n!==0;}
[q,kind,badge].forEach(function(el){el.addEventListener('input',apply);el.addEventListener('change',apply);});
var ths=table.tHead.rows[0].cells;
function key(r,i){var c=r.cells[i];var v=c.getAttribute('data-value');return v===null?c.textContent.trim():v;}
Array.prototype.forEach.call(ths,function(th,i){var btn=th.querySelector('button');if(!btn)return;
btn.addEventListener('click',function(){var dir=th.getAttribute('aria-sort')==='ascending'?'descending':'ascending';
Array.prototype.forEach.call(ths,function(o){o.removeAttribute('aria-sort');});th.setAttribute('aria-sort',dir);
var numeric=th.getAttribute('data-type')==='number';
rows.sort(function(a,b){var x=key(a,i),y=key(b,i);var c=numeric?(parseFloat(x)-parseFloat(y)):x.localeCompare(y,'en',{numeric:true,sensitivity:'base'});
if(dir==='descending')c=-c;return c||(parseInt(a.getAttribute('data-rank'),10)-parseInt(b.getAttribute('data-rank'),10));});
rows.forEach(function(r){tbody.appendChild(r);});
status.textContent='Sorted by '+btn.textContent+', '+dir+'.';});});
apply();})();`;

export interface SweepHtmlOptions {
  /** Relative link of a target's own page, when there is one. */
  targetPage?: (row: SweepRow) => string | null;
}

/** index.html of a sweep: counts, badge chart, a sortable, filterable table of every target, errors. */
export function renderSweepHtml(s: SweepSummary, options: SweepHtmlOptions = {}): string {
  const c = s.counts;
  // Paths are shown relative to the swept folder (named in the heading), with break points after slashes.
  const prefix = s.root && s.root !== '.' ? `${s.root.replace(/\/+$/, '')}/` : '';
  const shown = (p: string) => (prefix && p.startsWith(prefix) ? p.slice(prefix.length) : p);
  const breakable = (p: string) => esc(p).replace(/\//g, '/<wbr>');
  const link = (row: SweepRow) => {
    const href = options.targetPage?.(row);
    const text = `<code title="${esc(row.path)}">${breakable(shown(row.path))}</code>`;
    return href ? `<a href="${esc(href)}">${text}</a>` : text;
  };
  const stat = (label: string, value: string) =>
    `<div class="stat"><span class="muted">${esc(label)}</span><b>${esc(value)}</b></div>`;
  const gateClass = s.threshold === null ? '' : s.passed ? 'gate-pass' : 'gate-fail';
  const rows = s.ranked
    .map(
      (r) =>
        `<tr data-kind="${esc(r.kind)}" data-badge="${esc(r.badge)}" data-rank="${r.rank}"><td class="num" data-value="${r.rank}">${r.rank}</td><th scope="row">${link(r)}</th><td>${esc(r.name)}</td><td>${esc(r.kind)}</td><td class="num" data-value="${r.score}">${fmtScore(r.score)}</td><td class="nowrap" data-value="${BADGE_ORDER.indexOf(r.badge)}">${badgeDot(r.badge)}</td><td>${esc(r.confidence)}</td><td class="small" data-value="${r.anti_patterns.length}">${r.anti_patterns.length ? esc(summariseFlags(r.anti_patterns)) : '—'}</td><td class="small">${esc(r.weakest.map((d) => `${dimensionLabel(d.name)} ${fmtUnit(d.score, 0)}`).join(', '))}</td></tr>`,
    )
    .join('\n');
  const th = (label: string, type: 'number' | 'text', cls = '', sort = '') =>
    `<th scope="col" data-type="${type}"${cls ? ` class="${cls}"` : ''}${sort ? ` aria-sort="${sort}"` : ''}><button type="button">${esc(label)}</button></th>`;
  const errors = s.errors.length
    ? `<table id="errors"><caption>Targets that could not be scored</caption><thead><tr><th scope="col">Target</th><th scope="col">File</th><th scope="col">Field</th><th scope="col">Error</th></tr></thead><tbody>${s.errors
        .map(
          (e) =>
            `<tr><th scope="row"><code>${esc(e.plugin_path)}</code></th><td><code>${esc(e.file)}</code></td><td>${e.field ? `<code>${esc(e.field)}</code>` : '—'}</td><td>${esc(e.error)}</td></tr>`,
        )
        .join('\n')}</tbody></table>`
    : '<p>Every target was scored.</p>';
  const body = `<header><p class="eyebrow">PluginEval · sweep</p><h1>Report for <code>${esc(sweepTitle(s))}</code></h1>
<p class="muted">Depth ${esc(s.depth)}${s.shard ? ` · shard ${s.shard.index}/${s.shard.count}` : ''} · generated ${esc(s.generated_at)}</p>${s.cost ? `\n<p data-testid="cost">Cost: ${esc(fmtCost(s.cost))}</p>` : ''}${s.baseline ? `\n<p data-testid="baseline">${baselineHtml(s.baseline)}</p>` : ''}</header>
<section class="stats" aria-label="Totals">
${stat('Targets', fmtInt(c.targets))}${stat('Plugins', fmtInt(c.plugins))}${stat('Skills', fmtInt(c.skills))}${stat('Errors', fmtInt(c.errors))}${stat('Mean score', fmtScore(s.mean_score))}${stat('Median', fmtScore(s.median_score))}${stat('With anti-patterns', fmtInt(c.with_anti_patterns))}${stat(`Below ${s.attention_score}`, fmtInt(c.below_attention))}
</section>
<p class="${gateClass}"><strong>${esc(s.gate)}</strong></p>
<section aria-labelledby="badges-h"><h2 id="badges-h">Badge distribution</h2>
${badgeChart(s.badges)}
</section>
<section aria-labelledby="all-h"><h2 id="all-h">All targets</h2>
<div class="controls" role="search">
<label>Filter <input id="filter-text" type="search" placeholder="path, name, flag…"></label>
<label>Kind <select id="filter-kind"><option value="">all</option><option value="skill">skill</option><option value="plugin">plugin</option></select></label>
<label>Badge <select id="filter-badge"><option value="">all</option>${BADGE_ORDER.map((b) => `<option value="${b}">${esc(badgeLabel(b))}</option>`).join('')}</select></label>
<span class="muted" aria-live="polite"><span id="shown-count">${s.ranked.length}</span> of ${s.ranked.length} shown</span>
</div>
<p id="sort-status" class="sr-only" aria-live="polite"></p>
<table id="targets"><caption>Every scored target, best first${prefix ? `, paths under <code>${esc(s.root)}</code>` : ''}; the column headings are buttons that sort the table</caption>
<thead><tr>${th('#', 'number', 'num', 'ascending')}${th('Target', 'text')}${th('Name', 'text')}${th('Kind', 'text')}${th('Score', 'number', 'num')}${th('Badge', 'number')}${th('Confidence', 'text')}${th('Anti-patterns', 'number')}<th scope="col">Weakest dimensions</th></tr></thead>
<tbody>
${rows}
</tbody></table>
<p id="no-match" hidden>No target matches the filter.</p>
</section>
<section aria-labelledby="err-h"><h2 id="err-h">Errors (${s.errors.length})</h2>
${errors}
</section>`;
  return page(`PluginEval report: ${sweepTitle(s)}`, body, SORT_SCRIPT);
}
