export const id = 743;
export const ids = [743];
export const modules = {

/***/ 7570:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   RS: () => (/* binding */ methodsDiffer),
/* harmony export */   ex: () => (/* binding */ compareResults),
/* harmony export */   l6: () => (/* binding */ movedDimensions),
/* harmony export */   pm: () => (/* binding */ BASE_HEAD_WORDS),
/* harmony export */   s4: () => (/* binding */ COMPARE_WORDS)
/* harmony export */ });
/* unused harmony export TIE_TOLERANCE */
/* harmony import */ var _shared_antiPatterns_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9410);
/* harmony import */ var _shared_dimensions_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(820);
/* harmony import */ var _contract_weights_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8175);



/** Differences smaller than this on the 0–100 scale are shown as equal, so are a tie. */
const TIE_TOLERANCE = 0.05;
function side(r) {
    return {
        path: r.plugin_path,
        name: r.name,
        kind: r.kind,
        score: r.composite.score,
        badge: r.composite.badge,
        confidence: r.composite.confidence_label,
        penalty: r.composite.anti_pattern_penalty,
    };
}
function winnerOf(a, b) {
    if (a === null && b === null)
        return '—';
    if (a === null)
        return 'B';
    if (b === null)
        return 'A';
    if (Math.abs(a - b) < TIE_TOLERANCE)
        return 'tie';
    return a > b ? 'A' : 'B';
}
/** Multiset difference: items of `xs` not matched (by key) by an item of `ys`. */
function minus(xs, ys, key) {
    const left = new Map();
    for (const y of ys)
        left.set(key(y), (left.get(key(y)) ?? 0) + 1);
    const out = [];
    for (const x of xs) {
        const n = left.get(key(x)) ?? 0;
        if (n > 0)
            left.set(key(x), n - 1);
        else
            out.push(x);
    }
    return out;
}
const same = (x) => x;
const findingKey = (f) => `${f.rule}\u0000${f.message}`;
const changedFinding = (f) => ({
    rule: f.rule,
    category: f.category,
    level: f.level,
    message: f.message,
});
function compareResults(a, b) {
    const rows = [
        {
            name: 'overall',
            weight: null,
            a: a.composite.score,
            b: b.composite.score,
            grade_a: null,
            grade_b: null,
            delta: b.composite.score - a.composite.score,
            winner: winnerOf(a.composite.score, b.composite.score),
        },
    ];
    const tally = { a: 0, b: 0, tie: 0 };
    for (const da of a.composite.dimensions) {
        const db = b.composite.dimensions.find((d) => d.name === da.name);
        const sa = (0,_shared_dimensions_js__WEBPACK_IMPORTED_MODULE_0__/* .isMeasured */ .V2)(da) ? da.score * 100 : null;
        const sb = db && (0,_shared_dimensions_js__WEBPACK_IMPORTED_MODULE_0__/* .isMeasured */ .V2)(db) ? db.score * 100 : null;
        const winner = winnerOf(sa, sb);
        if (winner === 'A')
            tally.a += 1;
        else if (winner === 'B')
            tally.b += 1;
        else if (winner === 'tie')
            tally.tie += 1;
        rows.push({
            name: da.name,
            weight: da.weight,
            a: sa,
            b: sb,
            grade_a: da.grade,
            grade_b: db?.grade ?? null,
            delta: sa !== null && sb !== null ? sb - sa : null,
            winner,
        });
    }
    const flagsA = (0,_shared_antiPatterns_js__WEBPACK_IMPORTED_MODULE_2__/* .antiPatternsOf */ .$4)(a).map((x) => x.flag);
    const flagsB = (0,_shared_antiPatterns_js__WEBPACK_IMPORTED_MODULE_2__/* .antiPatternsOf */ .$4)(b).map((x) => x.flag);
    const findA = (a.findings ?? []).map(changedFinding);
    const findB = (b.findings ?? []).map(changedFinding);
    return {
        a: side(a),
        b: side(b),
        rows,
        winner: rows[0].winner,
        tally,
        changes: {
            flags_only_a: minus(flagsA, flagsB, same),
            flags_only_b: minus(flagsB, flagsA, same),
            findings_only_a: minus(findA, findB, findingKey),
            findings_only_b: minus(findB, findA, findingKey),
        },
    };
}
/** Dimensions both sides measured whose score changed, the largest drop (B below A) first. */
function movedDimensions(cmp) {
    return cmp.rows
        .filter((r) => r.name !== 'overall' && r.delta !== null && Math.abs(r.delta) >= TIE_TOLERANCE)
        .sort((x, y) => x.delta - y.delta);
}
const COMPARE_WORDS = {
    a: 'A',
    b: 'B',
    flagsRemoved: 'Anti-patterns only in A',
    flagsAdded: 'Anti-patterns only in B',
    findingsRemoved: 'Findings only in A',
    findingsAdded: 'Findings only in B',
    same: 'Same anti-patterns and findings.',
};
const BASE_HEAD_WORDS = {
    a: 'base',
    b: 'head',
    flagsAdded: 'New anti-patterns',
    flagsRemoved: 'Fixed anti-patterns',
    findingsAdded: 'New findings',
    findingsRemoved: 'Resolved findings',
    same: 'No anti-pattern or finding changed.',
};
/** Whether two methods' numbers differ by more than METHOD_DIFF_SHOWN points (so both are shown). */
function methodsDiffer(pair) {
    return (!!pair &&
        pair.calibrated !== null &&
        pair.reference !== null &&
        Math.abs(pair.calibrated - pair.reference) > _contract_weights_js__WEBPACK_IMPORTED_MODULE_1__/* .METHOD_DIFF_SHOWN */ .CS);
}


/***/ }),

/***/ 9743:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  BADGE_TEXT_COLOUR: () => (/* reexport */ BADGE_TEXT_COLOUR),
  THEMES: () => (/* reexport */ THEMES),
  badgeChart: () => (/* reexport */ badgeChart),
  compareChart: () => (/* reexport */ compareChart),
  dimensionChart: () => (/* reexport */ dimensionChart),
  renderCompareHtml: () => (/* reexport */ renderCompareHtml),
  renderHtml: () => (/* reexport */ renderHtml),
  renderSweepHtml: () => (/* reexport */ renderSweepHtml)
});

// EXTERNAL MODULE: ./src/reports/comparison.ts
var comparison = __webpack_require__(7570);
// EXTERNAL MODULE: ./src/reports/shared/badges.ts
var shared_badges = __webpack_require__(7449);
// EXTERNAL MODULE: ./src/reports/shared/dimensions.ts
var dimensions = __webpack_require__(820);
// EXTERNAL MODULE: ./src/reports/shared/numbers.ts
var numbers = __webpack_require__(1231);
// EXTERNAL MODULE: ./src/reports/html/escape.ts
var html_escape = __webpack_require__(7042);
;// CONCATENATED MODULE: ./src/reports/html/charts.ts





/** Horizontal bars: for each dimension its weight (track) and what it earned, weight × score (fill). */
function dimensionChart(result) {
    const dims = result.composite.dimensions;
    const maxWeight = Math.max(...dims.map((d) => d.weight), 0.0001);
    const labelW = 190;
    const barW = 520;
    const rowH = 26;
    const height = dims.length * rowH + 24;
    const rows = dims
        .map((d, i) => {
        const y = i * rowH + 4;
        const track = (d.weight / maxWeight) * barW;
        const measured = (0,dimensions/* isMeasured */.V2)(d);
        const fill = measured ? Math.max(0, Math.min(1, d.score)) * track : 0;
        const label = measured
            ? `${(0,numbers/* fmtUnit */.wc)(d.score)} (${d.grade}) × weight ${(0,numbers/* fmtFraction */["if"])(d.weight, 2)}`
            : `not measured × weight ${(0,numbers/* fmtFraction */["if"])(d.weight, 2)}`;
        const value = measured
            ? `${(0,numbers/* fmtUnit */.wc)(d.score, 0)} ${d.grade} · weight ${(0,numbers/* fmtFraction */["if"])(d.weight, 2)}`
            : `not measured · weight ${(0,numbers/* fmtFraction */["if"])(d.weight, 2)}`;
        return `<g data-dimension="${(0,html_escape/* htmlEscape */.z)(d.name)}"><title>${(0,html_escape/* htmlEscape */.z)((0,dimensions/* dimensionLabel */.ZL)(d.name))}: ${(0,html_escape/* htmlEscape */.z)(label)}</title>
<text x="0" y="${y + 14}">${(0,html_escape/* htmlEscape */.z)((0,dimensions/* dimensionLabel */.ZL)(d.name))}</text>
<rect class="${measured ? 'track' : 'none'}" x="${labelW}" y="${y}" width="${track.toFixed(1)}" height="18" rx="3"/>
${measured ? `<rect class="fill" x="${labelW}" y="${y}" width="${fill.toFixed(1)}" height="18" rx="3"/>` : ''}
<text x="${(labelW + track + 8).toFixed(1)}" y="${y + 14}"${measured ? '' : ' class="muted"'}>${(0,html_escape/* htmlEscape */.z)(value)}</text></g>`;
    })
        .join('\n');
    return `<svg role="img" aria-labelledby="dimchart-title" viewBox="0 0 ${labelW + barW + 190} ${height}" width="100%">
<title id="dimchart-title">Dimension scores against their weights: bar length is the weight, the filled part is weight times score</title>
${rows}
<text x="${labelW}" y="${height - 4}" class="muted">bar length = weight (largest ${(0,numbers/* fmtFraction */["if"])(maxWeight, 2)}); filled part = weight × score; dashed = not measured at this depth</text>
</svg>`;
}
/** Vertical bars of the badge distribution, each with its count and share. */
function badgeChart(badges) {
    const total = shared_badges/* BADGE_ORDER */.FP.reduce((s, b) => s + (badges[b] ?? 0), 0);
    const max = Math.max(1, ...shared_badges/* BADGE_ORDER */.FP.map((b) => badges[b] ?? 0));
    const colW = 110;
    const chartH = 140;
    const base = chartH + 20;
    const bars = shared_badges/* BADGE_ORDER */.FP.map((b, i) => {
        const n = badges[b] ?? 0;
        const hgt = (n / max) * chartH;
        const x = i * colW + 20;
        const share = total ? ` (${Math.round((100 * n) / total)}%)` : '';
        return `<g data-badge="${(0,html_escape/* htmlEscape */.z)(b)}"><title>${(0,html_escape/* htmlEscape */.z)((0,shared_badges/* badgeLabel */.KT)(b))}: ${n}${share}</title>
<rect x="${x}" y="${(base - hgt).toFixed(1)}" width="70" height="${hgt.toFixed(1)}" rx="3" style="fill:${shared_badges/* BADGE_COLOUR */.rP[b]}"/>
<text x="${x + 35}" y="${(base - hgt - 6).toFixed(1)}" text-anchor="middle">${n}${share}</text>
<text x="${x + 35}" y="${base + 18}" text-anchor="middle">${(0,html_escape/* htmlEscape */.z)((0,shared_badges/* badgeLabel */.KT)(b))}</text></g>`;
    }).join('\n');
    const width = shared_badges/* BADGE_ORDER */.FP.length * colW + 20;
    return `<svg role="img" aria-labelledby="badgechart-title" viewBox="0 0 ${width} ${chartH + 48}" width="100%" style="max-width:640px">
<title id="badgechart-title">Badge distribution: ${shared_badges/* BADGE_ORDER */.FP.map((b) => `${(0,shared_badges/* badgeLabel */.KT)(b)} ${badges[b] ?? 0}`).join(', ')}</title>
<line class="axis" x1="10" y1="${base}" x2="${width - 10}" y2="${base}"/>
${bars}
</svg>`;
}
/** Paired bars per dimension: A above B, out of 100; unmeasured sides are dashed outlines. */
function compareChart(cmp, words = comparison/* COMPARE_WORDS */.s4) {
    const dims = cmp.rows.filter((r) => r.name !== 'overall');
    const labelW = 190;
    const barW = 600;
    const rowH = 34;
    const height = dims.length * rowH + 8;
    const bar = (v, y, cls) => v === null
        ? `<rect class="none" x="${labelW}" y="${y}" width="${barW}" height="12" rx="2"/>`
        : `<rect class="track" x="${labelW}" y="${y}" width="${barW}" height="12" rx="2"/><rect class="${cls}" x="${labelW}" y="${y}" width="${((Math.max(0, Math.min(100, v)) / 100) * barW).toFixed(1)}" height="12" rx="2"/>`;
    const rows = dims
        .map((r, i) => {
        const y = i * rowH + 4;
        const name = (0,dimensions/* dimensionLabel */.ZL)(r.name);
        return `<g data-dimension="${(0,html_escape/* htmlEscape */.z)(r.name)}"><title>${(0,html_escape/* htmlEscape */.z)(name)}: ${(0,html_escape/* htmlEscape */.z)(words.a)} ${(0,numbers/* fmtScore */.M8)(r.a)}, ${(0,html_escape/* htmlEscape */.z)(words.b)} ${(0,numbers/* fmtScore */.M8)(r.b)}</title>
<text x="0" y="${y + 18}">${(0,html_escape/* htmlEscape */.z)(name)}</text>
${bar(r.a, y, 'fill')}${bar(r.b, y + 14, 'fill2')}
<text x="${labelW + barW + 8}" y="${y + 11}">${(0,numbers/* fmtScore */.M8)(r.a)}</text><text x="${labelW + barW + 8}" y="${y + 25}">${(0,numbers/* fmtScore */.M8)(r.b)}</text></g>`;
    })
        .join('\n');
    return `<div class="legend" aria-hidden="true"><span><span class="swatch" style="background:var(--bar)"></span>${(0,html_escape/* htmlEscape */.z)(words.a)}</span><span><span class="swatch" style="background:var(--bar2)"></span>${(0,html_escape/* htmlEscape */.z)(words.b)}</span></div>
<svg role="img" aria-labelledby="cmpchart-title" viewBox="0 0 ${labelW + barW + 60} ${height}" width="100%" style="max-width:${labelW + barW + 60}px">
<title id="cmpchart-title">Each dimension out of 100: ${(0,html_escape/* htmlEscape */.z)(words.a)} (upper bar) and ${(0,html_escape/* htmlEscape */.z)(words.b)} (lower bar)</title>
${rows}
</svg>`;
}

;// CONCATENATED MODULE: ./src/reports/html/badges.ts


/** The badge as a coloured pill (white text on the badge colour). */
function badgePill(badge) {
    return `<span class="badge" data-badge="${(0,html_escape/* htmlEscape */.z)(badge)}" style="background:${shared_badges/* BADGE_COLOUR */.rP[badge]}">${(0,html_escape/* htmlEscape */.z)((0,shared_badges/* badgeLabel */.KT)(badge))}</span>`;
}
/** The badge as a coloured dot and its name in the text colour (for tables). */
function badgeDot(badge) {
    return `<span class="dot" aria-hidden="true" style="background:${shared_badges/* BADGE_COLOUR */.rP[badge]}"></span>${(0,html_escape/* htmlEscape */.z)((0,shared_badges/* badgeLabel */.KT)(badge))}`;
}

;// CONCATENATED MODULE: ./src/reports/html/theme.ts
// The look of every HTML page: the colours of the light and dark themes and the stylesheet built from them.
const THEMES = {
    light: {
        bg: '#ffffff',
        fg: '#1f2328',
        muted: '#59636e',
        card: '#f6f8fa',
        border: '#d1d9e0',
        bar: '#0969da',
        bar2: '#8250df',
        track: '#dde4ea',
        link: '#0969da',
        warn: '#9a6700',
        bad: '#b42318',
        good: '#1a7f37',
    },
    dark: {
        bg: '#0d1117',
        fg: '#e6edf3',
        muted: '#9198a1',
        card: '#151b23',
        border: '#3d444d',
        bar: '#4493f8',
        bar2: '#ab7df8',
        track: '#2a313c',
        link: '#4493f8',
        warn: '#d29922',
        bad: '#f47067',
        good: '#3fb950',
    },
};
/** Text drawn on a badge's colour. */
const BADGE_TEXT_COLOUR = '#ffffff';
function themeVars(t) {
    return Object.entries(t)
        .map(([k, v]) => `--${k}:${v}`)
        .join(';');
}
const STYLE = `
:root{color-scheme:light dark;${themeVars(THEMES.light)}}
@media (prefers-color-scheme:dark){:root{${themeVars(THEMES.dark)}}}
*{box-sizing:border-box}
body{margin:0;background:var(--bg);color:var(--fg);font:15px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{max-width:1200px;margin:0 auto;padding:24px}
a{color:var(--link)}
a:focus-visible,button:focus-visible,input:focus-visible,select:focus-visible{outline:2px solid var(--bar);outline-offset:2px}
h1{font-size:1.6rem;margin:.2em 0}
h2{font-size:1.25rem;margin:1.6em 0 .6em;border-bottom:1px solid var(--border);padding-bottom:.3em}
h3{font-size:1.05rem;margin:1.2em 0 .4em}
.muted{color:var(--muted)}
.eyebrow{margin:0;color:var(--muted)}
.hero{display:flex;flex-wrap:wrap;gap:24px;align-items:center;background:var(--card);border:1px solid var(--border);border-radius:10px;padding:18px 22px}
.score{font-size:3rem;font-weight:700;line-height:1}
.score small{font-size:1rem;font-weight:400;color:var(--muted)}
.badge{display:inline-block;padding:.15em .75em;border-radius:999px;color:${BADGE_TEXT_COLOUR};font-weight:600;white-space:nowrap}
.dot{display:inline-block;width:.75em;height:.75em;border-radius:50%;margin-right:.35em;vertical-align:-.05em}
.stats{display:grid;grid-template-columns:repeat(auto-fit,minmax(125px,1fr));gap:12px}
.stat{background:var(--card);border:1px solid var(--border);border-radius:8px;padding:10px 14px}
.stat b{display:block;font-size:1.4rem}
.sides{grid-template-columns:repeat(auto-fit,minmax(280px,1fr))}
table{border-collapse:collapse;width:100%;margin:.4em 0 1em}
caption{text-align:left;color:var(--muted);padding:.3em 0}
th,td{border-bottom:1px solid var(--border);padding:6px 8px;text-align:left;vertical-align:top}
thead th{background:var(--card)}
tbody th{font-weight:600}
td.num,th.num{text-align:right;font-variant-numeric:tabular-nums}
th.num button{text-align:right}
td.small{font-size:.9em}
code{font-family:ui-monospace,SFMono-Regular,Menlo,monospace;font-size:.9em;overflow-wrap:anywhere}
.flag{border-left:4px solid var(--warn);background:var(--card);padding:8px 12px;margin:8px 0;border-radius:4px}
.flag.level-high{border-left-color:var(--bad)}
.flag.level-low,.flag.level-info{border-left-color:var(--bar)}
.fix{margin-top:4px}
.level{font-weight:600;color:var(--muted)}.level.level-high{color:var(--bad)}.level.level-medium{color:var(--warn)}
.gate-pass{color:var(--good)}.gate-fail{color:var(--bad)}
.up{color:var(--good)}.down{color:var(--bad)}
svg text{fill:var(--fg);font:12px system-ui,sans-serif}
svg .muted{fill:var(--muted)}
svg .track{fill:var(--track)}svg .fill{fill:var(--bar)}svg .fill2{fill:var(--bar2)}
svg .none{fill:none;stroke:var(--muted);stroke-dasharray:3 3}
svg .axis{stroke:var(--border)}
.legend{display:flex;gap:16px;flex-wrap:wrap;margin:.2em 0 .6em}
.swatch{display:inline-block;width:.9em;height:.9em;border-radius:2px;margin-right:.35em;vertical-align:-.1em}
.controls{display:flex;flex-wrap:wrap;gap:12px;align-items:center;margin:8px 0}
.controls label{display:flex;gap:6px;align-items:center}
input,select{font:inherit;padding:4px 6px;background:var(--bg);color:var(--fg);border:1px solid var(--border);border-radius:6px}
th button{font:inherit;font-weight:600;color:inherit;background:none;border:0;padding:0;cursor:pointer;text-align:left;white-space:nowrap}
.nowrap{white-space:nowrap}
#targets tbody th{min-width:15em}
td code,th code{overflow-wrap:break-word}
th button::after{content:" ↕";color:var(--muted)}
th[aria-sort=ascending] button::after{content:" ▲";color:inherit}
th[aria-sort=descending] button::after{content:" ▼";color:inherit}
.sr-only{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.warn{color:var(--warn)}
`;

;// CONCATENATED MODULE: ./src/reports/html/page.ts
// A standalone HTML page: inline CSS, an inline icon, a little inline script, nothing fetched from the network.


/**
 * An inline icon (a dot in the given colour) so the browser does not ask the server for
 * /favicon.ico: the page stays self-contained.
 */
function favicon(colour) {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><circle cx="8" cy="8" r="7" fill="${colour}"/></svg>`;
    return `<link rel="icon" href="data:image/svg+xml,${encodeURIComponent(svg)}">`;
}
function page(title, body, script = '', iconColour = THEMES.light.bar) {
    return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<title>${(0,html_escape/* htmlEscape */.z)(title)}</title>
${favicon(iconColour)}
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
<footer><p class="muted">Generated by plugin-eval.</p></footer>
</main>${script ? `\n<script>${script}</script>` : ''}
</body>
</html>
`;
}

// EXTERNAL MODULE: ./src/reports/shared/antiPatterns.ts
var antiPatterns = __webpack_require__(9410);
// EXTERNAL MODULE: ./src/reports/shared/findings.ts
var findings = __webpack_require__(5955);
;// CONCATENATED MODULE: ./src/reports/html/comparison.ts
// Two results compared in HTML: both side by side per dimension, the winner, what changed.









/** The compare view: both targets side by side per dimension, the winner, what changed. */
function renderCompareHtml(cmp, words = comparison/* COMPARE_WORDS */.s4) {
    const winnerName = (w) => (w === 'A' ? words.a : w === 'B' ? words.b : w);
    const cell = (v, grade, win) => `<td class="num"${win ? ' data-winner="true" style="font-weight:700"' : ''}>${(0,numbers/* fmtScore */.M8)(v)}${grade && grade !== '—' ? ` <span class="muted">${(0,html_escape/* htmlEscape */.z)(grade)}</span>` : ''}${win ? ' <span aria-label="winner">✔</span>' : ''}</td>`;
    const delta = (r) => {
        if (r.a === null || r.b === null)
            return '<td class="num">—</td>';
        const text = (0,numbers/* fmtDelta */.OJ)(r.b, r.a);
        const cls = text.startsWith('▲') ? 'up' : text.startsWith('▼') ? 'down' : '';
        return `<td class="num${cls ? ` ${cls}` : ''}">${(0,html_escape/* htmlEscape */.z)(text)}</td>`;
    };
    const rows = cmp.rows
        .map((r) => `<tr data-row="${(0,html_escape/* htmlEscape */.z)(r.name)}"><th scope="row">${r.name === 'overall' ? 'Overall' : (0,html_escape/* htmlEscape */.z)((0,dimensions/* dimensionLabel */.ZL)(r.name))}</th><td class="num">${r.weight === null ? '' : (0,numbers/* fmtFraction */["if"])(r.weight, 2)}</td>${cell(r.a, r.grade_a, r.winner === 'A')}${cell(r.b, r.grade_b, r.winner === 'B')}${delta(r)}<td>${(0,html_escape/* htmlEscape */.z)(winnerName(r.winner))}</td></tr>`)
        .join('\n');
    const codes = (xs) => (0,antiPatterns/* summariseFlags */.GZ)(xs)
        .split(', ')
        .map((x) => `<code>${(0,html_escape/* htmlEscape */.z)(x)}</code>`)
        .join(', ');
    const findingItems = (label, xs) => (0,findings/* sortFindings */.Tc)(xs).map((f) => `<li>${(0,html_escape/* htmlEscape */.z)(label)}: <code>${(0,html_escape/* htmlEscape */.z)(f.rule)}</code> <span class="muted">${(0,html_escape/* htmlEscape */.z)(f.category)}, ${(0,html_escape/* htmlEscape */.z)(f.level)}</span> — ${(0,html_escape/* prose */.C)(f.message)}</li>`);
    const moved = (0,comparison/* movedDimensions */.l6)(cmp);
    const changes = [
        moved.length
            ? `<li>Dimensions that moved: ${moved.map((r) => `${(0,html_escape/* htmlEscape */.z)((0,dimensions/* dimensionLabel */.ZL)(r.name))} ${(0,html_escape/* htmlEscape */.z)((0,numbers/* fmtDelta */.OJ)(r.b, r.a))}`).join(', ')}</li>`
            : '',
        cmp.changes.flags_only_a.length ? `<li>${(0,html_escape/* htmlEscape */.z)(words.flagsRemoved)}: ${codes(cmp.changes.flags_only_a)}</li>` : '',
        cmp.changes.flags_only_b.length ? `<li>${(0,html_escape/* htmlEscape */.z)(words.flagsAdded)}: ${codes(cmp.changes.flags_only_b)}</li>` : '',
        ...findingItems(words.findingsRemoved, cmp.changes.findings_only_a),
        ...findingItems(words.findingsAdded, cmp.changes.findings_only_b),
    ].join('');
    const sameFlags = !cmp.changes.flags_only_a.length &&
        !cmp.changes.flags_only_b.length &&
        !cmp.changes.findings_only_a.length &&
        !cmp.changes.findings_only_b.length;
    const side = (tag, s) => `<div class="stat" data-side="${(0,html_escape/* htmlEscape */.z)(tag)}"><span class="muted">${(0,html_escape/* htmlEscape */.z)(tag)} · ${(0,html_escape/* htmlEscape */.z)(s.kind)} · ${(0,html_escape/* htmlEscape */.z)(s.name)}</span><b>${(0,numbers/* fmtScore */.M8)(s.score)} <small class="muted">/ 100</small></b>${badgePill(s.badge)} <span class="muted">${(0,html_escape/* htmlEscape */.z)(s.confidence)}</span><div><code>${(0,html_escape/* htmlEscape */.z)(s.path)}</code></div></div>`;
    const verdict = cmp.winner === 'tie'
        ? 'Tie overall.'
        : `${(0,html_escape/* htmlEscape */.z)(winnerName(cmp.winner))} wins overall by ${(0,numbers/* fmtScore */.M8)(Math.abs(cmp.b.score - cmp.a.score))} points.`;
    const body = `<header><p class="eyebrow">PluginEval · compare</p><h1>${(0,html_escape/* htmlEscape */.z)(cmp.a.name)} vs ${(0,html_escape/* htmlEscape */.z)(cmp.b.name)}</h1></header>
<section class="stats sides" aria-label="The two targets">${side(words.a, cmp.a)}${side(words.b, cmp.b)}</section>
<p data-testid="verdict"><strong>${verdict}</strong> Dimensions won: ${(0,html_escape/* htmlEscape */.z)(words.a)} ${cmp.tally.a}, ${(0,html_escape/* htmlEscape */.z)(words.b)} ${cmp.tally.b}, tied ${cmp.tally.tie}.</p>
<section aria-labelledby="cmp-h"><h2 id="cmp-h">Head to head</h2>
${compareChart(cmp, words)}
<table id="compare"><caption>Scores out of 100 per dimension; ✔ marks the winner of each row</caption>
<thead><tr><th scope="col">Dimension</th><th scope="col" class="num">Weight</th><th scope="col" class="num">${(0,html_escape/* htmlEscape */.z)(words.a)}</th><th scope="col" class="num">${(0,html_escape/* htmlEscape */.z)(words.b)}</th><th scope="col" class="num">${(0,html_escape/* htmlEscape */.z)(words.b)} − ${(0,html_escape/* htmlEscape */.z)(words.a)}</th><th scope="col">Winner</th></tr></thead>
<tbody>${rows}</tbody></table></section>
<section aria-labelledby="chg-h"><h2 id="chg-h">What changed</h2>${changes ? `<ul id="changes">${changes}</ul>` : ''}${sameFlags ? `<p>${(0,html_escape/* htmlEscape */.z)(words.same)}</p>` : ''}</section>`;
    return page(`PluginEval: ${cmp.a.name} vs ${cmp.b.name}`, body);
}

// EXTERNAL MODULE: ./src/reports/evals.ts
var evals = __webpack_require__(5900);
// EXTERNAL MODULE: ./src/rules/index.ts
var rules = __webpack_require__(5755);
;// CONCATENATED MODULE: ./src/reports/html/advice.ts




/** Where the points went: each dimension below its maximum (or penalty, or member), the fact, the gain and the fix. */
function adviceBlocks(result) {
    const advice = result.advice ?? [];
    if (advice.length === 0)
        return '<p>Nothing to gain: every measured dimension is at its maximum and no anti-pattern counts.</p>';
    return advice
        .map((a) => {
        const title = a.kind === 'dimension'
            ? `${(0,dimensions/* dimensionLabel */.ZL)(a.name)} ${(0,numbers/* fmtUnit */.wc)(a.score)}`
            : a.kind === 'anti_pattern'
                ? `${(0,rules/* ruleInfo */.PI)(a.name)?.title ?? a.name} (penalty)`
                : a.kind === 'quality'
                    ? ((0,rules/* ruleInfo */.PI)(a.name)?.title ?? a.name)
                    : `Member ${a.name} ${(0,numbers/* fmtUnit */.wc)(a.score)}`;
        const items = a.items
            .map((i) => `<li>${(0,html_escape/* htmlEscape */.z)(i.fact)}${i.quote ? `: <q>${(0,html_escape/* htmlEscape */.z)(i.quote)}</q>` : ''}${i.line !== undefined ? ` <span class="muted">(line ${i.line})</span>` : ''}${i.points !== undefined ? ` <strong>+${(0,numbers/* fmtScore */.M8)(i.points)}</strong> points` : ''}${i.fix ? `<div class="fix"><strong>Fix:</strong> ${(0,html_escape/* prose */.C)(i.fix)}</div>` : ''}</li>`)
            .join('');
        return `<div class="flag" data-advice="${(0,html_escape/* htmlEscape */.z)(a.name)}"><strong>${(0,html_escape/* htmlEscape */.z)(title)}</strong> — a fix brings up to <strong>+${(0,numbers/* fmtScore */.M8)(a.gain)}</strong> points<ul>${items}</ul></div>`;
    })
        .join('\n');
}

;// CONCATENATED MODULE: ./src/reports/html/antiPatterns.ts



function flagBlocks(items, withFile, base) {
    if (items.length === 0)
        return '<p>None.</p>';
    return (0,antiPatterns/* groupAntiPatterns */.fy)(items, withFile, base)
        .map((g) => {
        const title = (0,rules/* ruleInfo */.PI)(g.flag)?.title ?? g.flag;
        const fix = (0,rules/* fixFor */.jc)(g.flag);
        const places = (0,antiPatterns/* fmtPlaces */.EV)(g.places);
        return `<div class="flag" data-flag="${(0,html_escape/* htmlEscape */.z)(g.flag)}"><strong>${(0,html_escape/* htmlEscape */.z)(title)}</strong> <code>${(0,html_escape/* htmlEscape */.z)(g.flag)}</code>${g.count > 1 ? ` ×${g.count}` : ''}${places ? ` <span class="muted">(${(0,html_escape/* htmlEscape */.z)(places)})</span>` : ''}${g.suppressed ? ` <span class="muted">${(0,html_escape/* htmlEscape */.z)(antiPatterns/* SUPPRESSED_MARK */.hw)}</span>` : ''}${g.baseline ? ` <span class="baseline-${g.baseline}">${(0,html_escape/* htmlEscape */.z)((0,antiPatterns/* baselineMark */.bi)(g.baseline))}</span>` : ''}
<div>${(0,html_escape/* prose */.C)(g.description)}</div>${fix ? `<div class="fix"><strong>Fix:</strong> ${(0,html_escape/* prose */.C)(fix)}</div>` : ''}</div>`;
    })
        .join('\n');
}

;// CONCATENATED MODULE: ./src/reports/html/findings.ts




/** Findings under a heading per category (security first), each with its place, level and fix. */
function findingBlocks(items, withFile, base) {
    if (items.length === 0)
        return '<p>None.</p>';
    const prefix = base && base !== '.' ? `${base}/` : '';
    const shown = (file) => (prefix && file.startsWith(prefix) ? file.slice(prefix.length) : file);
    const block = (f) => {
        const title = (0,rules/* ruleInfo */.PI)(f.rule)?.title ?? f.rule;
        const fix = (0,rules/* fixFor */.jc)(f.rule);
        const where = [
            withFile && f.file ? `<code>${(0,html_escape/* htmlEscape */.z)(shown(f.file))}</code>` : '',
            f.line !== undefined ? `line ${f.line}` : '',
        ]
            .filter(Boolean)
            .join(', ');
        return `<div class="flag finding level-${(0,html_escape/* htmlEscape */.z)(f.level)}" data-rule="${(0,html_escape/* htmlEscape */.z)(f.rule)}"><strong>${(0,html_escape/* htmlEscape */.z)(title)}</strong> <code>${(0,html_escape/* htmlEscape */.z)(f.rule)}</code> <span class="level level-${(0,html_escape/* htmlEscape */.z)(f.level)}">${(0,html_escape/* htmlEscape */.z)(f.level)}</span>${where ? ` <span class="muted">${where}</span>` : ''}${f.suppressed ? ` <span class="muted">${(0,html_escape/* htmlEscape */.z)(antiPatterns/* SUPPRESSED_MARK */.hw)}</span>` : ''}${f.baseline ? ` <span class="baseline-${f.baseline}">${(0,html_escape/* htmlEscape */.z)((0,antiPatterns/* baselineMark */.bi)(f.baseline))}</span>` : ''}
<div>${(0,html_escape/* prose */.C)(f.message)}</div>${fix ? `<div class="fix"><strong>Fix:</strong> ${(0,html_escape/* prose */.C)(fix)}</div>` : ''}</div>`;
    };
    const sorted = (0,findings/* sortFindings */.Tc)(items);
    const categories = [
        ...findings/* FINDING_CATEGORY_ORDER */.WS,
        ...new Set(sorted.map((f) => f.category).filter((c) => !findings/* FINDING_CATEGORY_ORDER */.WS.includes(c))),
    ];
    return categories
        .map((category) => {
        const of = sorted.filter((f) => f.category === category);
        if (of.length === 0)
            return '';
        return `<section aria-labelledby="find-${(0,html_escape/* htmlEscape */.z)(category)}-h" data-category="${(0,html_escape/* htmlEscape */.z)(category)}"><h3 id="find-${(0,html_escape/* htmlEscape */.z)(category)}-h">${(0,html_escape/* htmlEscape */.z)((0,findings/* findingCategoryLabel */.WA)(category))} (${of.length})</h3>
${of.map(block).join('\n')}</section>`;
    })
        .filter(Boolean)
        .join('\n');
}

;// CONCATENATED MODULE: ./src/reports/html/resultTables.ts



function dimensionTable(result) {
    const measured = (0,dimensions/* weakestFirst */.D0)(result.composite.dimensions);
    const unmeasured = result.composite.dimensions.filter((d) => !(0,dimensions/* isMeasured */.V2)(d));
    const rows = [
        ...measured.map((d) => `<tr><th scope="row">${(0,html_escape/* htmlEscape */.z)((0,dimensions/* dimensionLabel */.ZL)(d.name))}</th><td class="num">${(0,numbers/* fmtFraction */["if"])(d.weight, 2)}</td><td class="num">${(0,numbers/* fmtUnit */.wc)(d.score)}</td><td>${(0,html_escape/* htmlEscape */.z)(d.grade)}</td><td class="num">${(0,numbers/* fmtUnit */.wc)(d.weighted_score, 2)}</td><td>${(0,html_escape/* htmlEscape */.z)([(0,numbers/* fmtInterval */.XB)(d.ci_lower, d.ci_upper, true), (0,dimensions/* isPartialDimension */.EK)(result, d.name) ? 'partly measured' : ''].filter(Boolean).join(' · '))}</td></tr>`),
        ...unmeasured.map((d) => `<tr><th scope="row">${(0,html_escape/* htmlEscape */.z)((0,dimensions/* dimensionLabel */.ZL)(d.name))}</th><td class="num">${(0,numbers/* fmtFraction */["if"])(d.weight, 2)}</td><td class="num">—</td><td>—</td><td class="num">—</td><td class="muted">not measured</td></tr>`),
    ];
    return `<table id="dimensions"><caption>Dimensions, weakest measured first (scores out of 100)</caption>
<thead><tr><th scope="col">Dimension</th><th scope="col" class="num">Weight</th><th scope="col" class="num">Score</th><th scope="col">Grade</th><th scope="col" class="num">Weighted</th><th scope="col">Interval</th></tr></thead>
<tbody>${rows.join('\n')}</tbody></table>`;
}
function layerTable(result) {
    const rows = result.layers.map((l) => {
        const unmeasured = Array.isArray(l.metadata?.unmeasured) ? (0,dimensions/* unmeasuredNames */.yv)(l.metadata.unmeasured) : '';
        const runs = typeof l.metadata?.runs === 'number' ? `${l.metadata.runs} runs` : '';
        const notes = [unmeasured ? `unmeasured: ${unmeasured}` : '', runs].filter(Boolean).join('; ');
        return `<tr><th scope="row">${(0,html_escape/* htmlEscape */.z)((0,dimensions/* layerLabel */.E5)(l.layer))}</th><td class="num">${(0,numbers/* fmtUnit */.wc)(l.score)}</td><td class="num">${l.anti_patterns.length}</td><td>${(0,html_escape/* htmlEscape */.z)(notes)}</td></tr>`;
    });
    return `<table id="layers"><caption>Layers that ran (scores out of 100)</caption>
<thead><tr><th scope="col">Layer</th><th scope="col" class="num">Score</th><th scope="col" class="num">Anti-patterns</th><th scope="col">Notes</th></tr></thead>
<tbody>${rows.join('\n')}</tbody></table>`;
}
function usageTable(result) {
    const entries = Object.entries(result.model_usage ?? {});
    if (entries.length === 0)
        return '<p>No model calls (static analysis only).</p>';
    const total = entries.reduce((s, [, u]) => s + u.estimated_cost_usd, 0);
    const rows = entries.map(([m, u]) => `<tr><th scope="row"><code>${(0,html_escape/* htmlEscape */.z)(m)}</code></th><td class="num">${(0,numbers/* fmtInt */.L5)(u.calls)}</td><td class="num">${(0,numbers/* fmtInt */.L5)(u.input_tokens)}</td><td class="num">${(0,numbers/* fmtInt */.L5)(u.output_tokens)}</td><td class="num">${(0,numbers/* fmtInt */.L5)(u.cache_creation_input_tokens)}</td><td class="num">${(0,numbers/* fmtInt */.L5)(u.cache_read_input_tokens)}</td><td class="num">${(0,numbers/* fmtUsd */.Ss)(u.estimated_cost_usd)}</td></tr>`);
    return `<table id="usage"><caption>Model usage and estimated cost</caption>
<thead><tr><th scope="col">Model</th><th scope="col" class="num">Calls</th><th scope="col" class="num">Input tokens</th><th scope="col" class="num">Output tokens</th><th scope="col" class="num">Cache write</th><th scope="col" class="num">Cache read</th><th scope="col" class="num">Est. cost</th></tr></thead>
<tbody>${rows.join('\n')}</tbody><tfoot><tr><th scope="row">Total</th><td colspan="5"></td><td class="num">${(0,numbers/* fmtUsd */.Ss)(total)}</td></tr></tfoot></table>`;
}

// EXTERNAL MODULE: ./src/reports/shared/cost.ts
var cost = __webpack_require__(1404);
// EXTERNAL MODULE: ./src/reports/shared/elo.ts
var shared_elo = __webpack_require__(6987);
// EXTERNAL MODULE: ./src/reports/shared/llmMethods.ts
var llmMethods = __webpack_require__(3046);
;// CONCATENATED MODULE: ./src/reports/html/result.ts
















/** A plugin's flags counted in its members (calibrated), before its penalty. */
const MEMBERS_LOWER = "Each one lowers its member's score (the members' penalties together";
/**
 * How the LLM layers measured: methods per layer beside the reference's numbers, the
 * judges' spread, the Elo rating. '' when the result has none of it (a quick run).
 */
function measurementSection(result) {
    const items = [];
    const methods = (0,llmMethods/* methodView */.n)(result);
    if (methods) {
        if (methods.run)
            items.push(`<li><strong>Method:</strong> ${(0,html_escape/* htmlEscape */.z)(methods.run)}</li>`);
        for (const l of methods.layers)
            items.push(`<li>${(0,html_escape/* htmlEscape */.z)(l.layer)}: ${(0,html_escape/* htmlEscape */.z)(l.methods)}</li>`);
        if (methods.reference.length)
            items.push(`<li>The reference would have reported: ${(0,html_escape/* htmlEscape */.z)(methods.reference.join('; '))}</li>`);
    }
    const heldBack = (0,evals/* heldBackLine */.JF)(result);
    if (heldBack)
        items.push(`<li data-testid="held-back"><strong>Held-back requests:</strong> ${(0,html_escape/* htmlEscape */.z)(heldBack)}</li>`);
    const spread = (0,llmMethods/* judgeSpreadView */.C)(result);
    if (spread) {
        const parts = [spread.std ? `std dev (out of 100) ${spread.std}` : '', spread.agreement ?? ''].filter(Boolean);
        items.push(`<li data-testid="judges"><strong>Judges:</strong> ${spread.judges} samples${parts.length ? ` · ${(0,html_escape/* htmlEscape */.z)(parts.join(' · '))}` : ''}</li>`);
    }
    const elo = (0,shared_elo/* eloView */.GE)(result);
    if (elo) {
        const text = elo.rating === null
            ? `not measured (${elo.unmeasured ?? 'unknown'})`
            : `${elo.rating}${elo.percentile ? ` · ${elo.percentile}` : ''} · ${elo.comparisons}${elo.positionBias ? ` · position bias: ${elo.positionBias}` : ''}${elo.badgeRule ? ` · ${elo.badgeRule}` : ''}`;
        items.push(`<li data-testid="elo"><strong>Elo:</strong> ${(0,html_escape/* htmlEscape */.z)(text)}</li>`);
    }
    if (items.length === 0)
        return '';
    return `<section aria-labelledby="method-h" id="measurement"><h2 id="method-h">How it was measured</h2>
<ul>${items.join('\n')}</ul>
</section>
`;
}
/** The author's evals and their triggering line ('' without either). */
function evalsSection(result) {
    const report = (0,evals/* evalsOf */.dI)(result);
    const triggering = (0,evals/* authorTriggeringLine */.KY)(result);
    const line = triggering ? `<p data-testid="author-triggering">${(0,html_escape/* htmlEscape */.z)(triggering)}</p>\n` : '';
    return report ? `${(0,evals/* renderEvalsHtml */.pk)(report)}\n${line}` : line;
}
/** The standalone page of one target. */
function renderHtml(result, options = {}) {
    const c = result.composite;
    const aps = (0,antiPatterns/* antiPatternsOf */.$4)(result);
    const findings = result.findings ?? [];
    const ci = (0,numbers/* fmtInterval */.XB)(c.ci_lower, c.ci_upper);
    const withFile = result.kind === 'plugin';
    const back = options.indexHref ? `<nav><a href="${(0,html_escape/* htmlEscape */.z)(options.indexHref)}">← All targets</a></nav>\n` : '';
    const body = `${back}<header>
<p class="eyebrow">PluginEval · ${(0,html_escape/* htmlEscape */.z)(result.kind)}</p>
<h1>${(0,html_escape/* htmlEscape */.z)(result.name)}</h1>
<p><code>${(0,html_escape/* htmlEscape */.z)(result.plugin_path)}</code></p>
</header>
<section class="hero" aria-label="Overall score">
<div class="score" data-testid="score">${(0,numbers/* fmtScore */.M8)(c.score)}<small> / 100</small></div>
<div>${badgePill(c.badge)}</div>
<div><div>Confidence: <strong data-testid="confidence">${(0,html_escape/* htmlEscape */.z)(c.confidence_label)}</strong>${ci ? ` · <span title="${(0,html_escape/* htmlEscape */.z)(c.ci_method ?? '')}">bound ${(0,html_escape/* htmlEscape */.z)(ci)}</span>` : ''}</div>
<div data-testid="cost">Cost: ${(0,html_escape/* htmlEscape */.z)((0,cost/* fmtCost */.F)((0,cost/* costOfResult */.s)(result)))}</div>${(0,dimensions/* measurementNote */.Hm)(result) ? `\n<div class="warn" data-testid="measurement">⚠️ ${(0,html_escape/* htmlEscape */.z)((0,dimensions/* measurementNote */.Hm)(result))}</div>` : ''}
<div class="muted">Depth ${(0,html_escape/* htmlEscape */.z)(String(result.config.depth))} · penalty ×${(0,numbers/* fmtFraction */["if"])(c.anti_pattern_penalty, 2)} (${(0,html_escape/* htmlEscape */.z)((0,antiPatterns/* penaltyCountNote */.Rc)(result, aps.length, 'anti-pattern'))}) · ${findings.length} finding${findings.length === 1 ? '' : 's'} · ${(0,html_escape/* htmlEscape */.z)((0,numbers/* fmtDuration */.c5)(result.total_duration_ms))} · ${(0,html_escape/* htmlEscape */.z)(result.timestamp)}</div></div>
</section>
${result.warnings.length ? `<section aria-labelledby="warn-h"><h2 id="warn-h">Warnings</h2><ul>${result.warnings.map((w) => `<li class="warn">${(0,html_escape/* htmlEscape */.z)(w)}</li>`).join('')}</ul></section>` : ''}
<section aria-labelledby="dims-h"><h2 id="dims-h">Dimensions</h2>
${dimensionChart(result)}
${dimensionTable(result)}
</section>
<section aria-labelledby="layers-h"><h2 id="layers-h">Layer breakdown</h2>
${layerTable(result)}
</section>
${measurementSection(result)}${evalsSection(result)}<section aria-labelledby="advice-h" id="advice"><h2 id="advice-h">Where the points went (${(result.advice ?? []).length})</h2>
${adviceBlocks(result)}
</section>
<section aria-labelledby="ap-h" id="anti-patterns"><h2 id="ap-h">Anti-patterns (${aps.length})</h2>
<p class="muted">${(0,html_escape/* htmlEscape */.z)((0,antiPatterns/* flagsInMembers */.km)(result) ? MEMBERS_LOWER : 'Each one lowers the score (penalty')} ×${(0,numbers/* fmtFraction */["if"])(c.anti_pattern_penalty, 2)}).</p>
${flagBlocks(aps, withFile, result.plugin_path)}
</section>
<section aria-labelledby="find-h" id="findings"><h2 id="find-h">Findings (${findings.length})</h2>
<p class="muted">Security, specification and portability findings are not counted in the score.</p>
${findingBlocks(findings, withFile, result.plugin_path)}
</section>
<section aria-labelledby="usage-h"><h2 id="usage-h">Model usage</h2>
${usageTable(result)}
</section>`;
    return page(`PluginEval: ${result.name} — ${(0,numbers/* fmtScore */.M8)(c.score)}`, body, '', shared_badges/* BADGE_COLOUR */.rP[c.badge]);
}

// EXTERNAL MODULE: ./src/reports/shared/sweepTitle.ts
var sweepTitle = __webpack_require__(2391);
;// CONCATENATED MODULE: ./src/reports/html/sweepIndex.ts
// index.html of a sweep: counts, badge chart, a sortable, filterable table of every target, errors.










/** Baseline: 2 new problems (in a, b), 5 baselined — of a sweep's index page. */
function baselineHtml(b) {
    const shown = b.targets_with_new
        .slice(0, 10)
        .map((p) => `<code>${(0,html_escape/* htmlEscape */.z)(p)}</code>`)
        .join(', ');
    const more = b.targets_with_new.length > 10 ? ` and ${b.targets_with_new.length - 10} more` : '';
    return `Baseline: <span class="baseline-new">${(0,html_escape/* htmlEscape */.z)((0,numbers/* plural */.LS)(b.new, 'new problem'))}</span>${b.new ? ` (in ${shown}${more})` : ''}, ${(0,html_escape/* htmlEscape */.z)((0,numbers/* fmtInt */.L5)(b.baselined))} baselined`;
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
/** index.html of a sweep: counts, badge chart, a sortable, filterable table of every target, errors. */
function renderSweepHtml(s, options = {}) {
    const c = s.counts;
    // Paths are shown relative to the swept folder (named in the heading), with break points after slashes.
    const prefix = s.root && s.root !== '.' ? `${s.root.replace(/\/+$/, '')}/` : '';
    const shown = (p) => (prefix && p.startsWith(prefix) ? p.slice(prefix.length) : p);
    const breakable = (p) => (0,html_escape/* htmlEscape */.z)(p).replace(/\//g, '/<wbr>');
    const link = (row) => {
        const href = options.targetPage?.(row);
        const text = `<code title="${(0,html_escape/* htmlEscape */.z)(row.path)}">${breakable(shown(row.path))}</code>`;
        return href ? `<a href="${(0,html_escape/* htmlEscape */.z)(href)}">${text}</a>` : text;
    };
    const stat = (label, value) => `<div class="stat"><span class="muted">${(0,html_escape/* htmlEscape */.z)(label)}</span><b>${(0,html_escape/* htmlEscape */.z)(value)}</b></div>`;
    const gateClass = s.threshold === null ? '' : s.passed ? 'gate-pass' : 'gate-fail';
    const rows = s.ranked
        .map((r) => `<tr data-kind="${(0,html_escape/* htmlEscape */.z)(r.kind)}" data-badge="${(0,html_escape/* htmlEscape */.z)(r.badge)}" data-rank="${r.rank}"><td class="num" data-value="${r.rank}">${r.rank}</td><th scope="row">${link(r)}</th><td>${(0,html_escape/* htmlEscape */.z)(r.name)}</td><td>${(0,html_escape/* htmlEscape */.z)(r.kind)}</td><td class="num" data-value="${r.score}">${(0,numbers/* fmtScore */.M8)(r.score)}</td><td class="nowrap" data-value="${shared_badges/* BADGE_ORDER */.FP.indexOf(r.badge)}">${badgeDot(r.badge)}</td><td>${(0,html_escape/* htmlEscape */.z)(r.confidence)}</td><td class="small" data-value="${r.anti_patterns.length}">${r.anti_patterns.length ? (0,html_escape/* htmlEscape */.z)((0,antiPatterns/* summariseFlags */.GZ)(r.anti_patterns)) : '—'}</td><td class="small">${(0,html_escape/* htmlEscape */.z)(r.weakest.map((d) => `${(0,dimensions/* dimensionLabel */.ZL)(d.name)} ${(0,numbers/* fmtUnit */.wc)(d.score, 0)}`).join(', '))}</td></tr>`)
        .join('\n');
    const th = (label, type, cls = '', sort = '') => `<th scope="col" data-type="${type}"${cls ? ` class="${cls}"` : ''}${sort ? ` aria-sort="${sort}"` : ''}><button type="button">${(0,html_escape/* htmlEscape */.z)(label)}</button></th>`;
    const errors = s.errors.length
        ? `<table id="errors"><caption>Targets that could not be scored</caption><thead><tr><th scope="col">Target</th><th scope="col">File</th><th scope="col">Field</th><th scope="col">Error</th></tr></thead><tbody>${s.errors
            .map((e) => `<tr><th scope="row"><code>${(0,html_escape/* htmlEscape */.z)(e.plugin_path)}</code></th><td><code>${(0,html_escape/* htmlEscape */.z)(e.file)}</code></td><td>${e.field ? `<code>${(0,html_escape/* htmlEscape */.z)(e.field)}</code>` : '—'}</td><td>${(0,html_escape/* htmlEscape */.z)(e.error)}</td></tr>`)
            .join('\n')}</tbody></table>`
        : '<p>Every target was scored.</p>';
    const body = `<header><p class="eyebrow">PluginEval · sweep</p><h1>Report for <code>${(0,html_escape/* htmlEscape */.z)((0,sweepTitle/* sweepTitle */.f)(s))}</code></h1>
<p class="muted">Depth ${(0,html_escape/* htmlEscape */.z)(s.depth)}${s.shard ? ` · shard ${s.shard.index}/${s.shard.count}` : ''} · generated ${(0,html_escape/* htmlEscape */.z)(s.generated_at)}</p>${s.cost ? `\n<p data-testid="cost">Cost: ${(0,html_escape/* htmlEscape */.z)((0,cost/* fmtCost */.F)(s.cost))}</p>` : ''}${s.baseline ? `\n<p data-testid="baseline">${baselineHtml(s.baseline)}</p>` : ''}</header>
<section class="stats" aria-label="Totals">
${stat('Targets', (0,numbers/* fmtInt */.L5)(c.targets))}${stat('Plugins', (0,numbers/* fmtInt */.L5)(c.plugins))}${stat('Skills', (0,numbers/* fmtInt */.L5)(c.skills))}${stat('Errors', (0,numbers/* fmtInt */.L5)(c.errors))}${stat('Mean score', (0,numbers/* fmtScore */.M8)(s.mean_score))}${stat('Median', (0,numbers/* fmtScore */.M8)(s.median_score))}${stat('With anti-patterns', (0,numbers/* fmtInt */.L5)(c.with_anti_patterns))}${stat(`Below ${s.attention_score}`, (0,numbers/* fmtInt */.L5)(c.below_attention))}
</section>
<p class="${gateClass}"><strong>${(0,html_escape/* htmlEscape */.z)(s.gate)}</strong></p>
<section aria-labelledby="badges-h"><h2 id="badges-h">Badge distribution</h2>
${badgeChart(s.badges)}
</section>
<section aria-labelledby="all-h"><h2 id="all-h">All targets</h2>
<div class="controls" role="search">
<label>Filter <input id="filter-text" type="search" placeholder="path, name, flag…"></label>
<label>Kind <select id="filter-kind"><option value="">all</option><option value="skill">skill</option><option value="plugin">plugin</option></select></label>
<label>Badge <select id="filter-badge"><option value="">all</option>${shared_badges/* BADGE_ORDER */.FP.map((b) => `<option value="${b}">${(0,html_escape/* htmlEscape */.z)((0,shared_badges/* badgeLabel */.KT)(b))}</option>`).join('')}</select></label>
<span class="muted" aria-live="polite"><span id="shown-count">${s.ranked.length}</span> of ${s.ranked.length} shown</span>
</div>
<p id="sort-status" class="sr-only" aria-live="polite"></p>
<table id="targets"><caption>Every scored target, best first${prefix ? `, paths under <code>${(0,html_escape/* htmlEscape */.z)(s.root)}</code>` : ''}; the column headings are buttons that sort the table</caption>
<thead><tr>${th('#', 'number', 'num', 'ascending')}${th('Target', 'text')}${th('Name', 'text')}${th('Kind', 'text')}${th('Score', 'number', 'num')}${th('Badge', 'number')}${th('Confidence', 'text')}${th('Anti-patterns', 'number')}<th scope="col">Weakest dimensions</th></tr></thead>
<tbody>
${rows}
</tbody></table>
<p id="no-match" hidden>No target matches the filter.</p>
</section>
<section aria-labelledby="err-h"><h2 id="err-h">Errors (${s.errors.length})</h2>
${errors}
</section>`;
    return page(`PluginEval report: ${(0,sweepTitle/* sweepTitle */.f)(s)}`, body, SORT_SCRIPT);
}

;// CONCATENATED MODULE: ./src/reports/html.ts
// HTML reports: standalone pages (inline CSS, inline SVG, a little inline script, nothing fetched
// from the network), light and dark themes, built from the same pieces as the markdown reports.
// One import for the modules around the reports; each page lives in html/.







/***/ })

};
