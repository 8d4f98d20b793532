export const id = 275;
export const ids = [275];
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

/***/ 1275:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  iM: () => (/* reexport */ badgeTable_renderBadgeTable),
  eq: () => (/* reexport */ renderChangeLines),
  NR: () => (/* reexport */ renderMethodLines),
  Xf: () => (/* reexport */ sweepSummary/* renderSweepSummary */.X),
  Yy: () => (/* reexport */ renderTargetDetails)
});

// UNUSED EXPORTS: ADVICE_HEADING, renderAdvice, renderAntiPatterns, renderCompareMarkdown, renderDimensionTable, renderFindings, renderHeadline, renderLayerTable, renderMarkdown, renderMarketplaceMarkdown, renderMeasurementLines, renderModelUsage

// EXTERNAL MODULE: ./src/reports/markdown/blocks.ts + 1 modules
var blocks = __webpack_require__(1058);
// EXTERNAL MODULE: ./src/reports/shared/dimensions.ts
var dimensions = __webpack_require__(820);
// EXTERNAL MODULE: ./src/reports/shared/numbers.ts
var numbers = __webpack_require__(1231);
// EXTERNAL MODULE: ./src/rules/index.ts
var rules = __webpack_require__(5755);
// EXTERNAL MODULE: ./src/text/escape.ts
var text_escape = __webpack_require__(7388);
;// CONCATENATED MODULE: ./src/reports/markdown/advice.ts





/** Heading of the advice section. */
const advice_ADVICE_HEADING = 'Where the points went';
function adviceTitle(a) {
    if (a.kind === 'dimension')
        return `${(0,dimensions/* dimensionLabel */.ZL)(a.name)} ${(0,numbers/* fmtUnit */.wc)(a.score)}`;
    if (a.kind === 'anti_pattern')
        return `${(0,rules/* ruleInfo */.PI)(a.name)?.title ?? a.name} ${(0,blocks/* code */.aY)(a.name)} (penalty)`;
    if (a.kind === 'quality')
        return `${(0,rules/* ruleInfo */.PI)(a.name)?.title ?? a.name} ${(0,blocks/* code */.aY)(a.name)}`;
    return `Member ${(0,blocks/* code */.aY)(a.name)} ${(0,numbers/* fmtUnit */.wc)(a.score)}`;
}
/**
 * Every place the composite lost points, largest gain first: the measured fact (quoted, with its
 * line), the points a fix would bring and the rule's fix; under the calibrated method each item also
 * states the points applying its own fix wins (measured).
 */
function advice_renderAdvice(result, withFile = false) {
    const advice = result.advice ?? [];
    if (advice.length === 0)
        return '_Nothing to gain: every measured dimension is at its maximum and no anti-pattern counts._';
    return advice
        .map((a) => {
        const items = a.items.map((i) => {
            const quoted = i.quote ? `: \u201c${(0,text_escape/* mdText */.bC)(i.quote)}\u201d` : '';
            const place = (0,blocks/* where */._M)(i.line, i.file, withFile, result.plugin_path);
            const points = i.points !== undefined ? ` (**+${(0,numbers/* fmtScore */.M8)(i.points)}** points)` : '';
            return `  - ${(0,text_escape/* mdText */.bC)(i.fact)}${quoted}${place}.${i.fix ? ` **Fix:** ${(0,text_escape/* mdText */.bC)(i.fix)}` : ''}${points}`;
        });
        return [`- **${adviceTitle(a)}** — a fix brings up to **+${(0,numbers/* fmtScore */.M8)(a.gain)}** points`, ...items].join('\n');
    })
        .join('\n');
}

// EXTERNAL MODULE: ./src/reports/shared/antiPatterns.ts
var shared_antiPatterns = __webpack_require__(9410);
;// CONCATENATED MODULE: ./src/reports/markdown/antiPatterns.ts




/**
 * One bullet per anti-pattern flag (repeats grouped, with their places), its description and the rule's one-line
 * fix.
 */
function antiPatterns_renderAntiPatterns(antiPatterns, withFile = false, base = '') {
    if (antiPatterns.length === 0)
        return '_None._';
    return (0,shared_antiPatterns/* groupAntiPatterns */.fy)(antiPatterns, withFile, base)
        .map((g) => {
        const title = (0,rules/* ruleInfo */.PI)(g.flag)?.title ?? g.flag;
        const fix = (0,rules/* fixFor */.jc)(g.flag);
        const places = (0,shared_antiPatterns/* fmtPlaces */.EV)(g.places);
        return `- **${(0,text_escape/* mdText */.bC)(title)}** ${(0,blocks/* code */.aY)(g.flag)}${g.count > 1 ? ` ×${g.count}` : ''}${places ? ` (${(0,text_escape/* mdText */.bC)(places)})` : ''}${g.suppressed ? ` ${shared_antiPatterns/* SUPPRESSED_MARK */.hw}` : ''}${g.baseline ? ` ${(0,shared_antiPatterns/* baselineMark */.bi)(g.baseline)}` : ''} — ${(0,text_escape/* mdText */.bC)(g.description)}${fix ? `  \n  **Fix:** ${(0,text_escape/* oneLineText */.gs)(fix)}` : ''}`;
    })
        .join('\n');
}

// EXTERNAL MODULE: ./src/reports/shared/badges.ts
var badges = __webpack_require__(7449);
// EXTERNAL MODULE: ./src/reports/shared/findings.ts
var shared_findings = __webpack_require__(5955);
;// CONCATENATED MODULE: ./src/reports/markdown/badgeTable.ts






/** The badge table: target, score, badge, change against base, confidence, anti-patterns. */
function badgeTable_renderBadgeTable(rows, options = {}) {
    const withChange = rows.some((r) => r.baseScore !== undefined);
    // Findings (security, specification, portability) get a column only when some target has one.
    const withFindings = rows.some((r) => r.outcome.ok && (r.outcome.result.findings ?? []).length > 0);
    const threshold = options.threshold ?? null;
    const header = [
        ...(threshold !== null ? [''] : []),
        'Target',
        'Score',
        'Badge',
        ...(withChange ? ['Change'] : []),
        'Confidence',
        'Anti-patterns',
        ...(withFindings ? ['Findings'] : []),
    ];
    const align = [
        ...(threshold !== null ? ['c'] : []),
        'l',
        'r',
        'l',
        ...(withChange ? ['r'] : []),
        'l',
        'l',
        ...(withFindings ? ['l'] : []),
    ];
    const body = rows.map((row) => {
        const o = row.outcome;
        const targetPath = o.ok ? o.result.plugin_path : o.error.plugin_path;
        const label = row.href ? `[${(0,text_escape/* mdCell */.cz)(targetPath)}](${row.href})` : (0,text_escape/* mdCode */.xs)(targetPath, { cell: true });
        if (!o.ok) {
            return [
                ...(threshold !== null ? ['❌'] : []),
                label,
                '—',
                '❗ error',
                ...(withChange ? [''] : []),
                '—',
                (0,text_escape/* mdCell */.cz)(`${o.error.file}${o.error.field ? ` (${o.error.field})` : ''}: ${o.error.error}`),
                ...(withFindings ? [''] : []),
            ];
        }
        const r = o.result;
        const flags = (0,shared_antiPatterns/* summariseFlags */.GZ)((0,shared_antiPatterns/* antiPatternsOf */.$4)(r).map((a) => a.flag));
        return [
            ...(threshold !== null ? [r.composite.score >= threshold ? '✅' : '❌'] : []),
            label,
            (0,numbers/* fmtScore */.M8)(r.composite.score),
            (0,badges/* badgeText */.Vv)(r.composite.badge),
            ...(withChange ? [row.baseScore === undefined ? '' : (0,numbers/* fmtDelta */.OJ)(r.composite.score, row.baseScore)] : []),
            r.composite.confidence_label,
            flags ? (0,text_escape/* mdCell */.cz)(flags) : '—',
            ...(withFindings ? [(r.findings ?? []).length ? (0,text_escape/* mdCell */.cz)((0,shared_findings/* summariseFindings */.tI)(r.findings)) : '—'] : []),
        ];
    });
    return (0,blocks/* table */.tp)(header, align, body);
}

// EXTERNAL MODULE: ./src/reports/comparison.ts
var comparison = __webpack_require__(7570);
;// CONCATENATED MODULE: ./src/reports/markdown/comparison.ts
// Two results compared in markdown: the compare table, what changed from A to B, where the two static methods
// differ.








function findingItem(f) {
    return `${(0,blocks/* code */.aY)(f.rule)} (${f.category}, ${f.level}: ${(0,text_escape/* mdText */.bC)(f.message)})`;
}
/**
 * What changed from A to B, one line each: dimensions that moved (largest drop first), anti-patterns
 * and findings added and removed. The PR comment uses it for base → head; `compare` for A → B.
 */
function renderChangeLines(cmp, words = comparison/* COMPARE_WORDS */.s4) {
    const out = [];
    const moved = (0,comparison/* movedDimensions */.l6)(cmp);
    if (moved.length) {
        const line = moved.map((r) => `${(0,dimensions/* dimensionLabel */.ZL)(r.name)} ${(0,numbers/* fmtDelta */.OJ)(r.b, r.a)} (${(0,numbers/* fmtScore */.M8)(r.a)} → ${(0,numbers/* fmtScore */.M8)(r.b)})`);
        out.push(`Dimensions that moved: ${line.join(', ')}.`);
    }
    const ch = cmp.changes;
    if (ch.flags_only_b.length)
        out.push(`${words.flagsAdded}: ${(0,shared_antiPatterns/* summariseFlags */.GZ)(ch.flags_only_b).split(', ').map(blocks/* code */.aY).join(', ')}.`);
    if (ch.flags_only_a.length)
        out.push(`${words.flagsRemoved}: ${(0,shared_antiPatterns/* summariseFlags */.GZ)(ch.flags_only_a).split(', ').map(blocks/* code */.aY).join(', ')}.`);
    if (ch.findings_only_b.length)
        out.push(`${words.findingsAdded}: ${(0,shared_findings/* sortFindings */.Tc)(ch.findings_only_b).map(findingItem).join('; ')}.`);
    if (ch.findings_only_a.length)
        out.push(`${words.findingsRemoved}: ${(0,shared_findings/* sortFindings */.Tc)(ch.findings_only_a).map(findingItem).join('; ')}.`);
    return out;
}
/** The head-to-head table of `compare`, with the winner of each row and what changed. */
function renderCompareMarkdown(cmp, options = {}) {
    const words = options.words ?? COMPARE_WORDS;
    const mark = (w, s) => (w === s ? ' ✔' : '');
    const rows = cmp.rows.map((r) => [
        r.name === 'overall' ? '**Overall**' : dimensionLabel(r.name),
        r.weight === null ? '' : fmtFraction(r.weight, 2),
        `${fmtScore(r.a)}${r.grade_a && r.grade_a !== '—' ? ` ${r.grade_a}` : ''}${mark(r.winner, 'A')}`,
        `${fmtScore(r.b)}${r.grade_b && r.grade_b !== '—' ? ` ${r.grade_b}` : ''}${mark(r.winner, 'B')}`,
        r.a !== null && r.b !== null ? fmtDelta(r.b, r.a).replace(/^= /, '±') : '—',
        r.winner === 'tie' ? 'tie' : r.winner === '—' ? '—' : `**${r.winner}**`,
    ]);
    const who = (s) => `${code(s.path)} — ${fmtScore(s.score)} ${badgeText(s.badge)} (${s.confidence})`;
    const verdict = cmp.winner === 'tie'
        ? 'The two score the same overall.'
        : cmp.winner === 'A'
            ? `**A wins** by ${fmtScore(cmp.a.score - cmp.b.score)} points.`
            : `**B wins** by ${fmtScore(cmp.b.score - cmp.a.score)} points.`;
    const ch = cmp.changes;
    const changes = [];
    if (ch.flags_only_a.length)
        changes.push(`- ${words.flagsRemoved}: ${ch.flags_only_a.map(code).join(', ')}`);
    if (ch.flags_only_b.length)
        changes.push(`- ${words.flagsAdded}: ${ch.flags_only_b.map(code).join(', ')}`);
    for (const f of sortFindings(ch.findings_only_a))
        changes.push(`- ${words.findingsRemoved}: ${findingItem(f)}`);
    for (const f of sortFindings(ch.findings_only_b))
        changes.push(`- ${words.findingsAdded}: ${findingItem(f)}`);
    const methodLines = cmp.methods && (methodsDiffer(cmp.methods.a) || methodsDiffer(cmp.methods.b))
        ? [
            h(2, 'Both methods (static layer)'),
            renderMethodLines([
                ['A', cmp.a.path, cmp.methods.a],
                ['B', cmp.b.path, cmp.methods.b],
            ]),
        ]
        : [];
    return ([
        h(1, 'PluginEval: compare'),
        `- **A**: ${who(cmp.a)}\n- **B**: ${who(cmp.b)}`,
        table(['', 'Weight', 'A', 'B', 'B − A', 'Winner'], ['l', 'r', 'r', 'r', 'r', 'c'], rows, options.aligned ?? true),
        `${verdict} Dimensions won: A ${cmp.tally.a}, B ${cmp.tally.b}, tied ${cmp.tally.tie}.`,
        h(2, 'What changed'),
        changes.length ? changes.join('\n') : `_${words.same}_`,
        ...methodLines,
    ].join('\n\n') + '\n');
}
/**
 * One line per target whose static composite differs by more than a point between the methods:
 * `- A \`skills/x\`: calibrated 72.4 · reference 61.0 (+11.4)`.
 */
function renderMethodLines(rows) {
    return rows
        .filter(([, , pair]) => (0,comparison/* methodsDiffer */.RS)(pair))
        .map(([label, p, pair]) => `- ${label ? `${label} ` : ''}${(0,blocks/* code */.aY)(p)}: calibrated ${(0,numbers/* fmtScore */.M8)(pair.calibrated)} · reference ${(0,numbers/* fmtScore */.M8)(pair.reference)} (${(0,numbers/* fmtDelta */.OJ)(pair.calibrated, pair.reference).replace(/^[▲▼] /, '')})`)
        .join('\n');
}

;// CONCATENATED MODULE: ./src/reports/markdown/findings.ts





const LEVEL_MARK = { high: '🔴', medium: '🟠', low: '🟡', info: 'ℹ️' };
/**
 * One bullet per finding, security first and worst first: category and level, title, place,
 * message and the rule's one-line fix. Findings are not counted in the score.
 */
function findings_renderFindings(findings, withFile = false, base = '') {
    if (findings.length === 0)
        return '_None._';
    return (0,shared_findings/* sortFindings */.Tc)(findings)
        .map((f) => {
        const fix = (0,rules/* fixFor */.jc)(f.rule);
        const title = (0,rules/* ruleInfo */.PI)(f.rule)?.title ?? f.rule;
        return `- ${LEVEL_MARK[f.level] ?? ''} ${(0,shared_findings/* findingCategoryLabel */.WA)(f.category)}, ${f.level}: **${(0,text_escape/* mdText */.bC)(title)}** ${(0,blocks/* code */.aY)(f.rule)}${(0,blocks/* where */._M)(f.line, f.file, withFile, base)}${f.suppressed ? ` ${shared_antiPatterns/* SUPPRESSED_MARK */.hw}` : ''}${f.baseline ? ` ${(0,shared_antiPatterns/* baselineMark */.bi)(f.baseline)}` : ''} — ${(0,text_escape/* mdText */.bC)(f.message)}${fix ? `  \n  **Fix:** ${(0,text_escape/* oneLineText */.gs)(fix)}` : ''}`;
    })
        .join('\n');
}

;// CONCATENATED MODULE: ./src/reports/markdown/marketplace.ts





function renderMarketplaceMarkdown(market, outcomes, threshold = null) {
    const out = [];
    out.push(h(1, `PluginEval: marketplace ${mdText(market.name ?? market.path)}`));
    out.push([
        `- Path: ${code(market.path)}${market.owner ? `; owner ${mdText(market.owner)}` : ''}`,
        `- ${plural(market.plugins.length, 'listed plugin')}; ${plural(outcomes.length, 'target')} scored from its local sources (a marketplace is not scored itself)`,
    ].join('\n'));
    out.push(h(2, 'Listed plugins'));
    out.push(market.plugins.length
        ? table(['Plugin', 'Source', 'Where'], ['l', 'l', 'l'], market.plugins.map((p) => [
            mdCell(mdText(p.name)),
            code(mdCell(p.source)),
            p.localPath === null ? 'remote (not scored)' : code(mdCell(p.localPath || '.')),
        ]))
        : '_None._');
    out.push(h(2, `Listing findings (${market.findings.length})`));
    out.push(renderFindings(market.findings));
    out.push(h(2, 'Scores'));
    out.push(outcomes.length
        ? renderBadgeTable(outcomes.map((outcome) => ({ outcome })), { threshold })
        : '_Nothing local to score._');
    return out.join('\n\n') + '\n';
}

// EXTERNAL MODULE: ./src/reports/evals.ts
var evals = __webpack_require__(5900);
;// CONCATENATED MODULE: ./src/reports/markdown/resultTables.ts




/** The ten dimensions, weakest measured first, then the unmeasured ones. */
function resultTables_renderDimensionTable(result, padded = false) {
    const measured = (0,dimensions/* weakestFirst */.D0)(result.composite.dimensions);
    const unmeasured = result.composite.dimensions.filter((d) => !(0,dimensions/* isMeasured */.V2)(d));
    const rows = [
        ...measured.map((d) => [
            (0,dimensions/* dimensionLabel */.ZL)(d.name),
            (0,numbers/* fmtFraction */["if"])(d.weight, 2),
            (0,numbers/* fmtUnit */.wc)(d.score),
            d.grade,
            (0,numbers/* fmtUnit */.wc)(d.weighted_score, 2),
            [(0,numbers/* fmtInterval */.XB)(d.ci_lower, d.ci_upper, true), (0,dimensions/* isPartialDimension */.EK)(result, d.name) ? 'partly measured' : '']
                .filter(Boolean)
                .join(' · '),
        ]),
        ...unmeasured.map((d) => [(0,dimensions/* dimensionLabel */.ZL)(d.name), (0,numbers/* fmtFraction */["if"])(d.weight, 2), '—', '—', '—', 'not measured']),
    ];
    const hasCi = result.composite.dimensions.some((d) => d.ci_lower !== null && d.ci_upper !== null);
    const header = ['Dimension', 'Weight', 'Score', 'Grade', 'Weighted', hasCi ? 'Interval' : 'Note'];
    return (0,blocks/* table */.tp)(header, ['l', 'r', 'r', 'c', 'r', 'l'], rows.map((r) => r.map(text_escape/* mdOwnCell */.IX)), padded);
}
/**
 * A layer's notes as a finished table cell. Metadata may come from outside (a cache entry, a
 * merged report): its words take mdText, whose breaks of links and mentions mdOwnCell would undo.
 */
function layerNote(layer) {
    const md = layer.metadata ?? {};
    const notes = [];
    if (Array.isArray(md.unmeasured) && md.unmeasured.length)
        notes.push(`unmeasured: ${mdText(unmeasuredNames(md.unmeasured))}`);
    if (typeof md.runs === 'number')
        notes.push(`${md.runs} runs`);
    if (typeof md.cache === 'string')
        notes.push(`cache ${mdText(md.cache)}`);
    if (layer.anti_patterns.length)
        notes.push(`${layer.anti_patterns.length} anti-pattern(s)`);
    return notes.join('; ');
}
/** Layer table: each layer's score and notes. */
function resultTables_renderLayerTable(result, padded = false) {
    const rows = result.layers.map((l) => [mdOwnCell(layerLabel(l.layer)), mdOwnCell(fmtUnit(l.score)), layerNote(l)]);
    return table(['Layer', 'Score', 'Notes'], ['l', 'r', 'l'], rows, padded);
}
function subScoreValue(v) {
    if (typeof v === 'number')
        return fmtFraction(v);
    if (Array.isArray(v) && v.every((x) => typeof x === 'number'))
        return v.map((x) => fmtFraction(x)).join(', ') || '—';
    return JSON.stringify(v);
}
function resultTables_renderSubScores(result, padded) {
    return result.layers
        .map((l) => {
        const rows = Object.entries(l.sub_scores).map(([k, v]) => [code(k), subScoreValue(v)]);
        const meta = Object.keys(l.metadata ?? {}).length
            ? `\n\n<details><summary>${layerLabel(l.layer)} metadata</summary>\n\n\`\`\`json\n${JSON.stringify(l.metadata, null, 2)}\n\`\`\`\n\n</details>`
            : '';
        return `**${layerLabel(l.layer)}**\n\n${rows.length
            ? table(['Sub-score', 'Value'], ['l', 'r'], rows.map((r) => r.map(mdOwnCell)), padded)
            : '_No sub-scores._'}${meta}`;
    })
        .join('\n\n');
}
/** Token usage and estimated cost per model. */
function resultTables_renderModelUsage(result, padded = false) {
    const entries = Object.entries(result.model_usage ?? {});
    if (entries.length === 0)
        return '_No model calls (static analysis only)._';
    const total = entries.reduce((s, [, u]) => s + u.estimated_cost_usd, 0);
    const rows = entries.map(([model, u]) => [
        code(model),
        fmtInt(u.calls),
        fmtInt(u.input_tokens),
        fmtInt(u.output_tokens),
        fmtInt(u.cache_creation_input_tokens),
        fmtInt(u.cache_read_input_tokens),
        fmtUsd(u.estimated_cost_usd),
    ]);
    rows.push(['**Total**', '', '', '', '', '', `**${fmtUsd(total)}**`]);
    return table(['Model', 'Calls', 'Input', 'Output', 'Cache write', 'Cache read', 'Est. cost'], ['l', 'r', 'r', 'r', 'r', 'r', 'r'], rows, padded);
}

// EXTERNAL MODULE: ./src/reports/shared/cost.ts
var cost = __webpack_require__(1404);
// EXTERNAL MODULE: ./src/reports/shared/elo.ts
var shared_elo = __webpack_require__(6987);
// EXTERNAL MODULE: ./src/reports/shared/llmMethods.ts
var llmMethods = __webpack_require__(3046);
;// CONCATENATED MODULE: ./src/reports/markdown/result.ts














/**
 * What the LLM layers measured and how: the method of each layer's dimensions (measured
 * beside what the reference would have reported), the judges' spread and the Elo rating, one
 * bullet each. Empty when none of it is in the result (a quick run).
 */
function renderMeasurementLines(result) {
    const lines = [];
    const methods = (0,llmMethods/* methodView */.n)(result);
    if (methods) {
        if (methods.run)
            lines.push(`- **Method:** ${(0,text_escape/* mdText */.bC)(methods.run)}`);
        for (const l of methods.layers)
            lines.push(`- ${l.layer}: ${(0,text_escape/* mdText */.bC)(l.methods)}`);
        if (methods.reference.length)
            lines.push(`- The reference would have reported: ${(0,text_escape/* mdText */.bC)(methods.reference.join('; '))}`);
    }
    const heldBack = (0,evals/* heldBackLine */.JF)(result);
    if (heldBack)
        lines.push(`- **Held-back requests:** ${(0,text_escape/* mdText */.bC)(heldBack)}`);
    const spread = (0,llmMethods/* judgeSpreadView */.C)(result);
    if (spread) {
        const parts = [spread.std ? `std dev (out of 100) ${spread.std}` : '', spread.agreement ?? ''].filter(Boolean);
        lines.push(`- **Judges:** ${spread.judges} samples${parts.length ? ` · ${(0,text_escape/* mdText */.bC)(parts.join(' · '))}` : ''}`);
    }
    const elo = (0,shared_elo/* eloView */.GE)(result);
    if (elo) {
        lines.push(elo.rating === null
            ? `- **Elo:** not measured (${(0,text_escape/* mdText */.bC)(elo.unmeasured ?? 'unknown')})`
            : `- **Elo:** ${elo.rating}${elo.percentile ? ` · ${elo.percentile}` : ''} · ${elo.comparisons}${elo.positionBias ? ` · position bias: ${(0,text_escape/* mdText */.bC)(elo.positionBias)}` : ''}${elo.badgeRule ? ` · ${(0,text_escape/* mdText */.bC)(elo.badgeRule)}` : ''}`);
    }
    return lines;
}
/** `**84.3** / 100 · 🥇 Gold · Estimated` */
function renderHeadline(result) {
    const c = result.composite;
    const ci = (0,numbers/* fmtInterval */.XB)(c.ci_lower, c.ci_upper);
    // A bound, not a joint interval (composite.ci_method).
    return `**${(0,numbers/* fmtScore */.M8)(c.score)}** / 100${ci ? ` (bound ${ci})` : ''} · ${(0,badges/* badgeText */.Vv)(c.badge)} · ${c.confidence_label}`;
}
/** The full markdown report of one target (CLI `--output markdown`). */
function renderMarkdown(result, options = {}) {
    const level = options.headingLevel ?? 1;
    const padded = options.aligned ?? true;
    const c = result.composite;
    const aps = antiPatternsOf(result);
    const out = [];
    out.push(h(level, `PluginEval: ${mdText(result.name)} (${result.kind})`));
    out.push([
        renderHeadline(result),
        '',
        `- Path: ${code(result.plugin_path)}`,
        `- Depth: ${result.config.depth}; anti-pattern penalty ×${fmtFraction(c.anti_pattern_penalty, 2)} (${penaltyCountNote(result, aps.length, 'flag')})`,
        `- Scored ${result.timestamp} in ${fmtDuration(result.total_duration_ms)}`,
        `- Cost: ${fmtCost(costOfResult(result))}`,
        ...(measurementNote(result) ? [`- ⚠️ ${mdText(measurementNote(result))}`] : []),
    ].join('\n'));
    if (result.warnings.length) {
        out.push(h(level + 1, 'Warnings'));
        out.push(result.warnings.map((w) => `- ⚠️ ${mdText(w)}`).join('\n'));
    }
    out.push(h(level + 1, 'Layers'));
    out.push(renderLayerTable(result, padded));
    const measurement = renderMeasurementLines(result);
    if (measurement.length) {
        out.push(h(level + 1, 'How it was measured'));
        out.push(measurement.join('\n'));
    }
    const evals = evalsOf(result);
    const authorTriggering = authorTriggeringLine(result);
    if (evals || authorTriggering) {
        out.push(h(level + 1, "Author's evals"));
        out.push([evals ? renderEvalsMarkdown(evals) : '', authorTriggering ? mdText(authorTriggering) : '']
            .filter(Boolean)
            .join('\n\n'));
    }
    out.push(h(level + 1, 'Dimensions (weakest first)'));
    out.push(renderDimensionTable(result, padded));
    out.push(h(level + 1, `${ADVICE_HEADING} (${(result.advice ?? []).length})`));
    out.push(renderAdvice(result, result.kind === 'plugin'));
    out.push(h(level + 1, `Anti-patterns (${aps.length})`));
    out.push(renderAntiPatterns(aps, result.kind === 'plugin', result.plugin_path));
    out.push(h(level + 1, `Findings (${result.findings.length})`));
    out.push(`${renderFindings(result.findings, result.kind === 'plugin', result.plugin_path)}\n\n_Findings are not counted in the score._`);
    out.push(h(level + 1, 'Model usage'));
    out.push(renderModelUsage(result, padded));
    if (options.verbose) {
        out.push(h(level + 1, 'Sub-scores'));
        out.push(renderSubScores(result, padded));
    }
    return out.join('\n\n') + '\n';
}
/** A plugin's flags counted in its members: what they are and the penalty they come to. */
function membersPenaltyLine(result, count) {
    const penalty = (0,numbers/* fmtFraction */["if"])(result.composite.anti_pattern_penalty, 2);
    return `_${(0,shared_antiPatterns/* penaltyCountNote */.Rc)(result, count, 'flag')}: penalty ×${penalty} in all._`;
}
/**
 * Collapsible details of one target for a PR comment or job summary: headline, dimension table
 * with grades, each anti-pattern with what to do about it, findings.
 */
function renderTargetDetails(result) {
    const aps = (0,shared_antiPatterns/* antiPatternsOf */.$4)(result);
    const measurement = renderMeasurementLines(result);
    const parts = [
        `<details><summary><b>${(0,text_escape/* mdHtmlText */.cM)(result.name)}</b> — ${(0,numbers/* fmtScore */.M8)(result.composite.score)} ${(0,badges/* badgeEmoji */.MA)(result.composite.badge)} <code>${(0,text_escape/* mdHtmlText */.cM)(result.plugin_path)}</code></summary>`,
        '',
        renderHeadline(result),
        '',
        `Cost: ${(0,cost/* fmtCost */.F)((0,cost/* costOfResult */.s)(result))}`,
        '',
        ...((0,dimensions/* measurementNote */.Hm)(result) ? [`⚠️ ${(0,text_escape/* mdText */.bC)((0,dimensions/* measurementNote */.Hm)(result))}`, ''] : []),
        ...(measurement.length ? [measurement.join('\n'), ''] : []),
        resultTables_renderDimensionTable(result),
        '',
        ...((result.advice ?? []).length
            ? [`**${advice_ADVICE_HEADING}**`, '', advice_renderAdvice(result, result.kind === 'plugin'), '']
            : []),
        `**Anti-patterns (${aps.length})**`,
        '',
        ...((0,shared_antiPatterns/* flagsInMembers */.km)(result) && aps.length ? [membersPenaltyLine(result, aps.length), ''] : []),
        antiPatterns_renderAntiPatterns(aps, result.kind === 'plugin', result.plugin_path),
    ];
    if (result.findings.length)
        parts.push('', `**Findings (${result.findings.length})**`, '', findings_renderFindings(result.findings, result.kind === 'plugin', result.plugin_path));
    if (result.warnings.length)
        parts.push('', result.warnings.map((w) => `> ⚠️ ${(0,text_escape/* mdText */.bC)(w)}`).join('\n'));
    parts.push('', '</details>');
    return parts.join('\n');
}

// EXTERNAL MODULE: ./src/reports/markdown/sweepSummary.ts
var sweepSummary = __webpack_require__(5873);
;// CONCATENATED MODULE: ./src/reports/markdown.ts
// Markdown reports: the CLI's default output, the PR comment's pieces (badge table, per-target
// details), the sweep's summary.md and the compare table. Words about flags come from the rule registry.
// One import for the modules around the reports; each report lives in markdown/.











/***/ })

};
