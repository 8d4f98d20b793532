export const id = 151;
export const ids = [151];
export const modules = {

/***/ 1151:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   COMMENT_MAX_CHARS: () => (/* binding */ COMMENT_MAX_CHARS),
/* harmony export */   GITHUB_BODY_LIMIT: () => (/* binding */ GITHUB_BODY_LIMIT),
/* harmony export */   JOB_SUMMARY_MAX_BYTES: () => (/* binding */ JOB_SUMMARY_MAX_BYTES),
/* harmony export */   MAX_FINDINGS_NAMED: () => (/* binding */ MAX_FINDINGS_NAMED),
/* harmony export */   STICKY_MARKER: () => (/* binding */ STICKY_MARKER),
/* harmony export */   attentionLines: () => (/* binding */ attentionLines),
/* harmony export */   intervalLine: () => (/* binding */ intervalLine),
/* harmony export */   llmScored: () => (/* binding */ llmScored),
/* harmony export */   prCost: () => (/* binding */ prCost),
/* harmony export */   renderPrReport: () => (/* binding */ renderPrReport),
/* harmony export */   renderRowDetails: () => (/* binding */ renderRowDetails),
/* harmony export */   stickyMarker: () => (/* binding */ stickyMarker),
/* harmony export */   upsertStickyComment: () => (/* binding */ upsertStickyComment),
/* harmony export */   utf8Bytes: () => (/* binding */ utf8Bytes)
/* harmony export */ });
/* harmony import */ var _evalGate_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(3057);
/* harmony import */ var _text_escape_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(7388);
/* harmony import */ var _reports_comparison_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7570);
/* harmony import */ var _reports_markdown_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1275);
/* harmony import */ var _reports_format_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7712);
/* harmony import */ var _llm_cost_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8750);
/* harmony import */ var _composite_measurement_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5335);
/* harmony import */ var _rules_security_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(417);
/* harmony import */ var _gate_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(243);
// The pull request report in markdown (sticky comment, job summary, check-run summary) and the
// sticky comment itself: one per pull request, found again by a hidden marker and updated in place.









/** Hidden marker that identifies our comment among a pull request's comments. */
const STICKY_MARKER = '<!-- plugin-eval:sticky -->';
/** GitHub refuses comment bodies (and check-run summaries) longer than this many characters. */
const GITHUB_BODY_LIMIT = 65_536;
/** Room kept under the limit: GitHub counts characters its own way; JS lengths count UTF-16 units. */
const BODY_LIMIT_MARGIN = 512;
const COMMENT_MAX_CHARS = GITHUB_BODY_LIMIT - BODY_LIMIT_MARGIN;
/** A job summary may hold up to 1 MiB (bytes); a longer one is not shown at all. */
const JOB_SUMMARY_MAX_BYTES = 1024 * 1024 - 4 * BODY_LIMIT_MARGIN;
/** Size of a text in UTF-8 bytes (the job summary's unit). */
function utf8Bytes(text) {
    return Buffer.byteLength(text, 'utf8');
}
function baseScore(row) {
    if (row.base === null)
        return null;
    if (row.base === undefined || !row.base.ok)
        return undefined;
    return row.base.result.composite.score;
}
/** What changed against the base version, as bullets (empty when there is nothing to say). */
function changeNotes(row) {
    const out = [];
    if (row.basePath !== null && row.basePath !== row.target.path)
        out.push(`Moved from ${code(row.basePath)}.`);
    if (row.base === null)
        out.push('New in this pull request.');
    if (row.base && !row.base.ok)
        out.push(`The base version could not be scored: ${(0,_reports_format_js__WEBPACK_IMPORTED_MODULE_2__/* .mdText */ .bC)(row.base.error.error)}`);
    if (row.base?.ok && row.head.ok) {
        const cmp = (0,_reports_comparison_js__WEBPACK_IMPORTED_MODULE_0__/* .compareResults */ .ex)(row.base.result, row.head.result);
        out.push(`Against the base version: ${(0,_reports_format_js__WEBPACK_IMPORTED_MODULE_2__/* .fmtDelta */ .OJ)(row.head.result.composite.score, row.base.result.composite.score)} (was ${(0,_reports_format_js__WEBPACK_IMPORTED_MODULE_2__/* .fmtScore */ .M8)(row.base.result.composite.score)}).`);
        // The same diff as `plugin-eval compare`: dimensions that moved, anti-patterns and findings added or removed.
        out.push(...(0,_reports_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .renderChangeLines */ .eq)(cmp, _reports_comparison_js__WEBPACK_IMPORTED_MODULE_0__/* .BASE_HEAD_WORDS */ .pm));
    }
    return out;
}
/** The details block of one row: the shared target details, with what changed against base. */
function renderRowDetails(row) {
    if (!row.head.ok) {
        const e = row.head.error;
        const field = e.field ? ` (field <code>${(0,_reports_format_js__WEBPACK_IMPORTED_MODULE_2__/* .mdText */ .bC)(e.field)}</code>)` : '';
        return `<details><summary><b>${(0,_text_escape_js__WEBPACK_IMPORTED_MODULE_7__/* .mdHtmlText */ .cM)(e.plugin_path)}</b> — could not be scored</summary>\n\n<code>${(0,_reports_format_js__WEBPACK_IMPORTED_MODULE_2__/* .mdText */ .bC)(e.file)}</code>${field}: ${(0,_reports_format_js__WEBPACK_IMPORTED_MODULE_2__/* .mdText */ .bC)(e.error)}\n\n</details>`;
    }
    const details = (0,_reports_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .renderTargetDetails */ .Yy)(row.head.result);
    const notes = changeNotes(row);
    if (notes.length === 0)
        return details;
    const block = `\n**Change against base**\n\n${notes.map((n) => `- ${n}`).join('\n')}\n`;
    const end = details.lastIndexOf('</details>');
    return end < 0 ? details + block : `${details.slice(0, end)}${block}\n${details.slice(end)}`;
}
/** Inline code that a backtick or a line break in a path cannot break. */
function code(text) {
    return (0,_reports_format_js__WEBPACK_IMPORTED_MODULE_2__/* .mdCode */ .xs)(text);
}
/** Text from outside (a server's error, a finding's message) on one line of inline markdown. */
function inline(text) {
    return (0,_reports_format_js__WEBPACK_IMPORTED_MODULE_2__/* .mdText */ .bC)(text.replace(/\s+/g, ' ').trim());
}
/** Security findings named per target in the attention list (the details list them all). */
const MAX_FINDINGS_NAMED = 5;
/** Whether an LLM layer (judge or Monte Carlo) measured at least one dimension of this result. */
function llmScored(result) {
    return result.layers.some((l) => {
        const measured = l.layer === 'static' ? undefined : l.metadata?.measured;
        return Array.isArray(measured) && measured.length > 0;
    });
}
/**
 * What a reviewer should look at before the scores, for one changed target: LLM scores taken
 * while the skill holds text aimed at the judge, its security findings (not counted in the
 * score), and LLM layers that could not measure it. Empty when there is nothing to say.
 */
/**
 * The composite's interval when it straddles the threshold: the pass or fail is within
 * what the LLM layers could measure. Empty otherwise, or without an interval or a threshold.
 */
function intervalLine(row, threshold) {
    if (!row.head.ok || threshold === null)
        return [];
    const c = row.head.result.composite;
    if (c.ci_lower === null || c.ci_upper === null || !(c.ci_lower < threshold && threshold <= c.ci_upper))
        return [];
    return [
        `↔️ ${code(row.head.result.plugin_path)}: ${(0,_reports_format_js__WEBPACK_IMPORTED_MODULE_2__/* .fmtScore */ .M8)(c.score)}, bound [${(0,_reports_format_js__WEBPACK_IMPORTED_MODULE_2__/* .fmtScore */ .M8)(c.ci_lower)}, ${(0,_reports_format_js__WEBPACK_IMPORTED_MODULE_2__/* .fmtScore */ .M8)(c.ci_upper)}] around the threshold ${threshold} — ` +
            `${c.score >= threshold ? 'passes' : 'fails'} on its score, but the measurement cannot tell it apart from the threshold.`,
    ];
}
function attentionLines(row) {
    if (!row.head.ok)
        return [];
    const r = row.head.result;
    const where = code(r.plugin_path);
    const out = [];
    if ((0,_rules_security_js__WEBPACK_IMPORTED_MODULE_5__/* .hasJudgeInjection */ .nC)(r.findings) && llmScored(r)) {
        const lines = r.findings
            .filter((f) => f.rule === _rules_security_js__WEBPACK_IMPORTED_MODULE_5__/* .PROMPT_INJECTION_JUDGE */ .x6 && f.line !== undefined)
            .map((f) => f.line);
        out.push(`🚩 ${where}: its LLM scores were taken while it holds text aimed at the judge (\`${_rules_security_js__WEBPACK_IMPORTED_MODULE_5__/* .PROMPT_INJECTION_JUDGE */ .x6}\`${lines.length ? `, line ${lines.join(', ')}` : ''}). ` +
            'The judge reads the skill as delimited data and its scores are bounded, but check them by hand.');
    }
    const security = r.findings.filter((f) => f.category === 'security');
    if (security.length) {
        const high = security.filter((f) => f.level === 'high').length;
        const named = security
            .slice(0, MAX_FINDINGS_NAMED)
            .map((f) => `\`${f.rule}\` (${f.level}${f.line !== undefined ? `, line ${f.line}` : ''})`);
        const more = security.length > named.length ? ` and ${security.length - named.length} more` : '';
        out.push(`🛡️ ${where}: ${security.length} security finding${security.length === 1 ? '' : 's'}${high ? `, ${high} high` : ''} — ${named.join(', ')}${more}. Not counted in the score; see the details and the annotations.`);
    }
    const gaps = (0,_gate_js__WEBPACK_IMPORTED_MODULE_6__.llmGaps)(r);
    if (gaps.length)
        out.push(`⏳ ${where}: not fully measured by the LLM layers — ${inline((0,_gate_js__WEBPACK_IMPORTED_MODULE_6__.describeGaps)(gaps))}.`);
    const m = r.measurement;
    if (gaps.length === 0 && m && !m.complete && m.partial.length) {
        out.push(`⏳ ${where}: partly measured — ${inline((0,_composite_measurement_js__WEBPACK_IMPORTED_MODULE_4__/* .describeDimensions */ .L$)(m, 'partial'))}; labelled ${m.label.shown}${m.label.dropped ? `, not ${m.label.full}` : ''}.`);
    }
    return out;
}
function headline(report) {
    return ['### PluginEval', '', report.gate.line];
}
/** What this run's model calls cost: the head and the base versions scored for the report. */
function prCost(report) {
    const results = report.rows.flatMap((r) => [r.head, r.base]).flatMap((o) => (o && o.ok ? [o.result] : []));
    return (0,_llm_cost_js__WEBPACK_IMPORTED_MODULE_3__/* .costOf */ .ho)(results.map((r) => r.model_usage));
}
function footer(report) {
    const base = report.baseSha ? ` against base \`${report.baseSha.slice(0, 7)}\`` : '';
    return `<sub>Depth \`${report.depth}\` · head \`${report.headSha.slice(0, 7)}\`${base} · cost ${(0,_reports_format_js__WEBPACK_IMPORTED_MODULE_2__/* .fmtCost */ .F0)(prCost(report))} · updated on every push.</sub>`;
}
function removedLine(report) {
    if (report.removed.length === 0)
        return null;
    return `Removed (not scored): ${report.removed.map((t) => code(t.path)).join(', ')}.`;
}
/** Rows sorted for the reader: failing targets first, then by path. */
function ordered(report) {
    const failing = new Set(report.gate.failing);
    return [...report.rows].sort((a, b) => {
        const fa = failing.has(a.target.path) ? 0 : 1;
        const fb = failing.has(b.target.path) ? 0 : 1;
        return fa - fb || (a.target.path < b.target.path ? -1 : a.target.path > b.target.path ? 1 : 0);
    });
}
/** The pull request report as markdown, kept under `maxChars` by trimming details first (and saying so). */
function renderPrReport(report, options = {}) {
    const maxChars = options.maxChars ?? Infinity;
    const size = options.measure ?? ((text) => text.length);
    const withDetails = options.withDetails ?? true;
    const rows = ordered(report);
    if (rows.length === 0) {
        const lines = [...(options.marker ? [options.marker] : []), ...headline(report)];
        const removed = removedLine(report);
        if (removed)
            lines.push('', removed);
        if (report.notes.length)
            lines.push('', ...report.notes.map((n) => `> ${(0,_reports_format_js__WEBPACK_IMPORTED_MODULE_2__/* .mdText */ .bC)(n)}`));
        lines.push('', footer(report));
        return { body: lines.join('\n') + '\n', trimmedDetails: 0, trimmedRows: 0 };
    }
    const details = withDetails ? rows.map(renderRowDetails) : [];
    const compose = (shownRows, shownDetails) => {
        const parts = [];
        if (options.marker)
            parts.push(options.marker);
        parts.push(headline(report).join('\n'));
        parts.push((0,_reports_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .renderBadgeTable */ .iM)(rows.slice(0, shownRows).map((r) => ({ outcome: r.head, baseScore: baseScore(r) })), { threshold: report.threshold }));
        if (shownRows < rows.length) {
            parts.push(`_…and ${rows.length - shownRows} more target(s) not shown to stay under GitHub's ${GITHUB_BODY_LIMIT.toLocaleString('en-US')}-character limit; see the job summary and the JSON report._`);
        }
        const attention = rows
            .slice(0, shownRows)
            .flatMap((row) => [
            ...intervalLine(row, report.threshold),
            ...attentionLines(row),
            ...(0,_evalGate_js__WEBPACK_IMPORTED_MODULE_8__/* .evalLines */ .gK)({ path: row.target.path, head: row.head, base: row.base }),
        ]);
        if (attention.length)
            parts.push(attention.map((l) => `- ${l}`).join('\n'));
        const removed = removedLine(report);
        if (removed)
            parts.push(removed);
        const methodRows = rows
            .slice(0, shownRows)
            .flatMap((r) => report.methods?.[r.target.path] ? [['', r.target.path, report.methods[r.target.path]]] : []);
        const methodLines = (0,_reports_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .renderMethodLines */ .NR)(methodRows);
        if (methodLines)
            parts.push(`Static layer by method, where the calibrated and reference numbers differ by more than a point:\n\n${methodLines}`);
        if (report.notes.length)
            parts.push(report.notes.map((n) => `> ${(0,_reports_format_js__WEBPACK_IMPORTED_MODULE_2__/* .mdText */ .bC)(n)}`).join('\n'));
        if (withDetails && shownDetails > 0)
            parts.push(details.slice(0, shownDetails).join('\n\n'));
        const left = details.length - shownDetails;
        if (left > 0) {
            parts.push(`_Details of ${left} target${left === 1 ? '' : 's'} left out to keep this under GitHub's ${GITHUB_BODY_LIMIT.toLocaleString('en-US')}-character limit; the job summary and the JSON report have them all._`);
        }
        parts.push(footer(report));
        return parts.join('\n\n') + '\n';
    };
    // The most of `max` that still fits (compose grows with the count), found by bisection.
    const most = (max, fits) => {
        let lo = 0;
        let hi = max;
        while (lo < hi) {
            const mid = Math.ceil((lo + hi) / 2);
            if (fits(mid))
                lo = mid;
            else
                hi = mid - 1;
        }
        return lo;
    };
    let shownRows = rows.length;
    let shownDetails = details.length;
    let body = compose(shownRows, shownDetails);
    if (size(body) > maxChars) {
        shownDetails = most(details.length, (n) => size(compose(rows.length, n)) <= maxChars);
        body = compose(shownRows, shownDetails);
    }
    if (size(body) > maxChars) {
        // Even the bare table is too long: keep the most rows that fit.
        shownRows = most(rows.length, (n) => size(compose(n, 0)) <= maxChars);
        body = compose(shownRows, 0);
    }
    return { body, trimmedDetails: details.length - shownDetails, trimmedRows: rows.length - shownRows };
}
/** The sticky marker for a `comment-key` ('' = the default marker). */
function stickyMarker(key) {
    return key ? `<!-- plugin-eval:sticky:${key} -->` : STICKY_MARKER;
}
/**
 * Creates the sticky comment, or updates ours: a comment that starts with the marker AND was
 * written by the token's own identity. A comment anyone else wrote is never edited, whatever it
 * carries; when the identity cannot be told, a new comment is made. The identity is asked only
 * when some comment carries the marker (or a create must be checked). Throws GitHubApiError.
 */
async function upsertStickyComment(api, issueNumber, body, marker = STICKY_MARKER) {
    let known;
    const whoAmI = async () => (known === undefined ? (known = await api.viewerLogin()) : known);
    const mineOf = (list, me) => list.find((c) => c.author.toLowerCase() === me.toLowerCase()) ?? null;
    const candidates = await api.findComments(issueNumber, marker);
    const me = candidates.length ? await whoAmI() : null;
    const existing = me ? mineOf(candidates, me) : null;
    if (existing) {
        await api.updateComment(existing.id, body);
        return { action: 'updated', id: existing.id, author: me, identityUnknown: false };
    }
    const created = await api.createComment(issueNumber, body, async () => {
        const who = await whoAmI();
        return who ? mineOf(await api.findComments(issueNumber, marker), who) : null;
    });
    return { action: 'created', id: created.id, author: known ?? null, identityUnknown: candidates.length > 0 && !known };
}


/***/ }),

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
// EXTERNAL MODULE: ./src/rules/catalog.ts + 1 modules
var catalog = __webpack_require__(6617);
// EXTERNAL MODULE: ./src/text/escape.ts
var text_escape = __webpack_require__(7388);
;// CONCATENATED MODULE: ./src/reports/markdown/advice.ts





/** Heading of the advice section. */
const advice_ADVICE_HEADING = 'Where the points went';
function adviceTitle(a) {
    if (a.kind === 'dimension')
        return `${(0,dimensions/* dimensionLabel */.ZL)(a.name)} ${(0,numbers/* fmtUnit */.wc)(a.score)}`;
    if (a.kind === 'anti_pattern')
        return `${(0,catalog/* ruleInfo */.PI)(a.name)?.title ?? a.name} ${(0,blocks/* code */.aY)(a.name)} (penalty)`;
    return `Member ${(0,blocks/* code */.aY)(a.name)} ${(0,numbers/* fmtUnit */.wc)(a.score)}`;
}
/**
 * Every place the composite lost points, largest gain first: the measured fact (quoted, with its
 * line), the points a fix would bring and the catalog's fix.
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
            return `  - ${(0,text_escape/* mdText */.bC)(i.fact)}${quoted}${place}.${i.fix ? ` **Fix:** ${(0,text_escape/* mdText */.bC)(i.fix)}` : ''}`;
        });
        return [`- **${adviceTitle(a)}** — a fix brings up to **+${(0,numbers/* fmtScore */.M8)(a.gain)}** points`, ...items].join('\n');
    })
        .join('\n');
}

// EXTERNAL MODULE: ./src/reports/shared/antiPatterns.ts
var shared_antiPatterns = __webpack_require__(9410);
;// CONCATENATED MODULE: ./src/reports/markdown/antiPatterns.ts




/**
 * One bullet per anti-pattern flag (repeats grouped, with their places), its description and the catalog's one-line
 * fix.
 */
function antiPatterns_renderAntiPatterns(antiPatterns, withFile = false, base = '') {
    if (antiPatterns.length === 0)
        return '_None._';
    return (0,shared_antiPatterns/* groupAntiPatterns */.fy)(antiPatterns, withFile, base)
        .map((g) => {
        const title = (0,catalog/* ruleInfo */.PI)(g.flag)?.title ?? g.flag;
        const fix = (0,catalog/* fixFor */.jc)(g.flag);
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
 * message and the catalog's one-line fix. Findings are not counted in the score.
 */
function findings_renderFindings(findings, withFile = false, base = '') {
    if (findings.length === 0)
        return '_None._';
    return (0,shared_findings/* sortFindings */.Tc)(findings)
        .map((f) => {
        const fix = (0,catalog/* fixFor */.jc)(f.rule);
        const title = (0,catalog/* ruleInfo */.PI)(f.rule)?.title ?? f.rule;
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
        `- Depth: ${result.config.depth}; anti-pattern penalty ×${fmtFraction(c.anti_pattern_penalty, 2)} (${aps.length} flag${aps.length === 1 ? '' : 's'})`,
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
// details), the sweep's summary.md and the compare table. Words about flags come from the catalog.
// One import for the modules around the reports; each report lives in markdown/.











/***/ }),

/***/ 1058:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  aY: () => (/* binding */ code),
  h: () => (/* binding */ h),
  tp: () => (/* binding */ table),
  _M: () => (/* binding */ where)
});

;// CONCATENATED MODULE: ./src/reports/shared/columns.ts
// Plain-text columns that line up in a terminal, emoji and wide characters included.
/** Code points a terminal draws two columns wide: emoji and East Asian wide characters. */
function isWide(cp) {
    return ((cp >= 0x1f000 && cp <= 0x1faff) ||
        (cp >= 0x1100 && cp <= 0x115f) ||
        (cp >= 0x2e80 && cp <= 0xa4cf) ||
        (cp >= 0xac00 && cp <= 0xd7a3) ||
        (cp >= 0xf900 && cp <= 0xfaff) ||
        (cp >= 0xff00 && cp <= 0xff60) ||
        [
            0x231a, 0x231b, 0x23f0, 0x23f3, 0x26a1, 0x26aa, 0x26ab, 0x26bd, 0x26be, 0x26d4, 0x2705, 0x274c, 0x274e, 0x2753,
            0x2754, 0x2755, 0x2757, 0x2b50, 0x2b55,
        ].includes(cp));
}
/** Columns a string takes in a terminal (emoji count two, variation selectors and joiners none). */
function displayWidth(text) {
    let width = 0;
    for (const ch of text) {
        const cp = ch.codePointAt(0) ?? 0;
        if (cp === 0xfe0f) {
            width += 1; // an emoji presentation selector widens the symbol before it (⚠️)
        }
        else if (cp === 0x200d || cp === 0xfe0e || (cp >= 0x300 && cp <= 0x36f)) {
            continue;
        }
        else {
            width += isWide(cp) ? 2 : 1;
        }
    }
    return width;
}
/** Pads cells so a plain-text table lines up (the terminal compare table). */
function alignColumns(rows, rightAligned = []) {
    const widths = [];
    for (const row of rows)
        row.forEach((cell, i) => (widths[i] = Math.max(widths[i] ?? 0, displayWidth(cell))));
    return rows.map((row) => row
        .map((cell, i) => {
        const pad = ' '.repeat(widths[i] - displayWidth(cell));
        return rightAligned.includes(i) ? pad + cell : cell + pad;
    })
        .join('  ')
        .trimEnd());
}

// EXTERNAL MODULE: ./src/text/escape.ts
var text_escape = __webpack_require__(7388);
;// CONCATENATED MODULE: ./src/reports/markdown/blocks.ts
// The building blocks of the markdown reports: headings, tables (padded to line up in a terminal), code spans,
// places in a file.


function h(level, text) {
    return `${'#'.repeat(Math.min(6, Math.max(1, level)))} ${text}`;
}
/**
 * A markdown table. With `padded`, cells are padded to their column's width (right-aligned
 * columns on the left) so the raw text reads as a table in a terminal.
 */
function table(header, align, rows, padded = false) {
    const sep = align.map((a) => (a === 'r' ? '---:' : a === 'c' ? ':---:' : ':---'));
    if (!padded)
        return [header, sep, ...rows].map((r) => `| ${r.join(' | ')} |`).join('\n');
    const widths = header.map((_, i) => Math.max(sep[i].length, ...[header, ...rows].map((r) => displayWidth(r[i] ?? ''))));
    const pad = (cell, i) => {
        const room = widths[i] - displayWidth(cell);
        if (align[i] === 'r')
            return ' '.repeat(room) + cell;
        if (align[i] === 'c')
            return ' '.repeat(room >> 1) + cell + ' '.repeat(room - (room >> 1));
        return cell + ' '.repeat(room);
    };
    const rule = align.map((a, i) => {
        const dashes = '-'.repeat(widths[i] - (a === 'l' ? 1 : a === 'r' ? 1 : 2));
        return a === 'r' ? `${dashes}:` : a === 'c' ? `:${dashes}:` : `:${dashes}`;
    });
    return [header.map(pad), rule, ...rows.map((r) => r.map(pad))].map((r) => `| ${r.join(' | ')} |`).join('\n');
}
function code(text) {
    return (0,text_escape/* mdCode */.xs)(text);
}
function where(line, file, withFile, base = '') {
    const parts = [];
    const prefix = base && base !== '.' ? `${base}/` : '';
    if (withFile && file)
        parts.push(code(prefix && file.startsWith(prefix) ? file.slice(prefix.length) : file));
    if (line !== undefined)
        parts.push(`line ${line}`);
    return parts.length ? ` (${parts.join(', ')})` : '';
}


/***/ }),

/***/ 5873:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   X: () => (/* binding */ renderSweepSummary)
/* harmony export */ });
/* harmony import */ var _blocks_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1058);
/* harmony import */ var _shared_antiPatterns_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(9410);
/* harmony import */ var _shared_badges_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7449);
/* harmony import */ var _shared_cost_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1404);
/* harmony import */ var _shared_dimensions_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(820);
/* harmony import */ var _shared_numbers_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1231);
/* harmony import */ var _shared_sweepTitle_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(2391);
/* harmony import */ var _text_escape_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7388);
// summary.md of a sweep: counts, badges, what needs attention, errors, every target ranked.








/** `- Baseline: 2 new problems (in `a`, `b`), 5 baselined` */
function baselineLine(b) {
    const shown = b.targets_with_new
        .slice(0, 10)
        .map((p) => (0,_text_escape_js__WEBPACK_IMPORTED_MODULE_3__/* .mdCode */ .xs)(p))
        .join(', ');
    const more = b.targets_with_new.length > 10 ? ` and ${b.targets_with_new.length - 10} more` : '';
    return `- Baseline: ${(0,_shared_numbers_js__WEBPACK_IMPORTED_MODULE_4__/* .plural */ .LS)(b.new, 'new problem')}${b.new ? ` (in ${shown}${more})` : ''}, ${(0,_shared_numbers_js__WEBPACK_IMPORTED_MODULE_4__/* .fmtInt */ .L5)(b.baselined)} baselined`;
}
/** The sweep in a few bullets: counts, scores, depth, cost, baseline and the gate. */
function overview(s) {
    const c = s.counts;
    return [
        `- ${(0,_shared_numbers_js__WEBPACK_IMPORTED_MODULE_4__/* .plural */ .LS)(c.targets, 'target')} (${(0,_shared_numbers_js__WEBPACK_IMPORTED_MODULE_4__/* .plural */ .LS)(c.plugins, 'plugin')}, ${(0,_shared_numbers_js__WEBPACK_IMPORTED_MODULE_4__/* .plural */ .LS)(c.skills, 'skill')}): ${(0,_shared_numbers_js__WEBPACK_IMPORTED_MODULE_4__/* .fmtInt */ .L5)(c.scored)} scored, ${(0,_shared_numbers_js__WEBPACK_IMPORTED_MODULE_4__/* .fmtInt */ .L5)(c.errors)} could not be scored`,
        `- Mean score **${(0,_shared_numbers_js__WEBPACK_IMPORTED_MODULE_4__/* .fmtScore */ .M8)(s.mean_score)}** (median ${(0,_shared_numbers_js__WEBPACK_IMPORTED_MODULE_4__/* .fmtScore */ .M8)(s.median_score)}, min ${(0,_shared_numbers_js__WEBPACK_IMPORTED_MODULE_4__/* .fmtScore */ .M8)(s.min_score)}, max ${(0,_shared_numbers_js__WEBPACK_IMPORTED_MODULE_4__/* .fmtScore */ .M8)(s.max_score)})`,
        `- ${(0,_shared_numbers_js__WEBPACK_IMPORTED_MODULE_4__/* .fmtInt */ .L5)(c.with_anti_patterns)} with anti-patterns, ${(0,_shared_numbers_js__WEBPACK_IMPORTED_MODULE_4__/* .fmtInt */ .L5)(c.below_attention)} below ${s.attention_score}`,
        `- Depth ${s.depth}${s.shard ? `, shard ${s.shard.index}/${s.shard.count}` : ''}; generated ${s.generated_at}`,
        ...(s.cost ? [`- Cost: ${(0,_shared_cost_js__WEBPACK_IMPORTED_MODULE_1__/* .fmtCost */ .F)(s.cost)}`] : []),
        ...(s.baseline ? [baselineLine(s.baseline)] : []),
        `- ${!s.passed ? '❌' : s.threshold === null ? 'ℹ️' : '✅'} ${s.gate}`,
    ].join('\n');
}
/** How many targets earned each badge, and their share of the scored ones. */
function badgeCounts(s) {
    const scored = s.counts.scored;
    return (0,_blocks_js__WEBPACK_IMPORTED_MODULE_5__/* .table */ .tp)(['Badge', 'Targets', 'Share'], ['l', 'r', 'r'], _shared_badges_js__WEBPACK_IMPORTED_MODULE_0__/* .BADGE_ORDER */ .FP.map((b) => [
        (0,_shared_badges_js__WEBPACK_IMPORTED_MODULE_0__/* .badgeText */ .Vv)(b),
        (0,_shared_numbers_js__WEBPACK_IMPORTED_MODULE_4__/* .fmtInt */ .L5)(s.badges[b]),
        scored ? `${((100 * s.badges[b]) / scored).toFixed(1)}%` : '—',
    ]));
}
/** The targets below the line or with anti-patterns, worst first. */
function attentionTable(s) {
    if (!s.attention.length)
        return '_Nothing below the line and no anti-patterns._';
    return (`Below ${s.attention_score} or with anti-patterns, worst first.\n\n` +
        (0,_blocks_js__WEBPACK_IMPORTED_MODULE_5__/* .table */ .tp)(['Target', 'Kind', 'Score', 'Badge', 'Anti-patterns', 'Weakest dimensions'], ['l', 'l', 'r', 'l', 'l', 'l'], s.attention.map((r) => [
            (0,_text_escape_js__WEBPACK_IMPORTED_MODULE_3__/* .mdCode */ .xs)(r.path, { cell: true }),
            r.kind,
            (0,_shared_numbers_js__WEBPACK_IMPORTED_MODULE_4__/* .fmtScore */ .M8)(r.score),
            (0,_shared_badges_js__WEBPACK_IMPORTED_MODULE_0__/* .badgeEmoji */ .MA)(r.badge),
            (0,_text_escape_js__WEBPACK_IMPORTED_MODULE_3__/* .mdCell */ .cz)((0,_shared_antiPatterns_js__WEBPACK_IMPORTED_MODULE_6__/* .summariseFlags */ .GZ)(r.anti_patterns)) || '—',
            (0,_text_escape_js__WEBPACK_IMPORTED_MODULE_3__/* .mdCell */ .cz)(r.weakest.map((d) => `${(0,_shared_dimensions_js__WEBPACK_IMPORTED_MODULE_2__/* .dimensionLabel */ .ZL)(d.name)} ${(0,_shared_numbers_js__WEBPACK_IMPORTED_MODULE_4__/* .fmtUnit */ .wc)(d.score, 0)} (${d.grade})`).join(', ')) || '—',
        ])));
}
/** The targets that could not be scored, and why. */
function errorTable(s) {
    if (!s.errors.length)
        return '_Every target was scored._';
    return (0,_blocks_js__WEBPACK_IMPORTED_MODULE_5__/* .table */ .tp)(['Target', 'Kind', 'File', 'Field', 'Error'], ['l', 'l', 'l', 'l', 'l'], s.errors.map((e) => [
        (0,_text_escape_js__WEBPACK_IMPORTED_MODULE_3__/* .mdCode */ .xs)(e.plugin_path, { cell: true }),
        e.kind,
        (0,_text_escape_js__WEBPACK_IMPORTED_MODULE_3__/* .mdCode */ .xs)(e.file, { cell: true }),
        e.field ? (0,_text_escape_js__WEBPACK_IMPORTED_MODULE_3__/* .mdCode */ .xs)(e.field, { cell: true }) : '—',
        (0,_text_escape_js__WEBPACK_IMPORTED_MODULE_3__/* .mdCell */ .cz)(e.error),
    ]));
}
/** Every scored target, best first. */
function rankedTable(s) {
    if (!s.ranked.length)
        return '_No target was scored._';
    return (0,_blocks_js__WEBPACK_IMPORTED_MODULE_5__/* .table */ .tp)(['#', 'Target', 'Kind', 'Score', 'Badge', 'Confidence', 'Anti-patterns'], ['r', 'l', 'l', 'r', 'l', 'l', 'l'], s.ranked.map((r) => [
        String(r.rank),
        (0,_text_escape_js__WEBPACK_IMPORTED_MODULE_3__/* .mdCode */ .xs)(r.path, { cell: true }),
        r.kind,
        (0,_shared_numbers_js__WEBPACK_IMPORTED_MODULE_4__/* .fmtScore */ .M8)(r.score),
        `${(0,_shared_badges_js__WEBPACK_IMPORTED_MODULE_0__/* .badgeEmoji */ .MA)(r.badge)} ${(0,_shared_badges_js__WEBPACK_IMPORTED_MODULE_0__/* .badgeLabel */ .KT)(r.badge)}`,
        r.confidence,
        (0,_text_escape_js__WEBPACK_IMPORTED_MODULE_3__/* .mdCell */ .cz)((0,_shared_antiPatterns_js__WEBPACK_IMPORTED_MODULE_6__/* .summariseFlags */ .GZ)(r.anti_patterns)) || '—',
    ]));
}
/** summary.md of a sweep. */
function renderSweepSummary(s) {
    return ([
        (0,_blocks_js__WEBPACK_IMPORTED_MODULE_5__.h)(1, `PluginEval report: ${(0,_blocks_js__WEBPACK_IMPORTED_MODULE_5__/* .code */ .aY)((0,_shared_sweepTitle_js__WEBPACK_IMPORTED_MODULE_7__/* .sweepTitle */ .f)(s))}`),
        overview(s),
        (0,_blocks_js__WEBPACK_IMPORTED_MODULE_5__.h)(2, 'Badges'),
        badgeCounts(s),
        (0,_blocks_js__WEBPACK_IMPORTED_MODULE_5__.h)(2, `Needs attention (${s.attention.length})`),
        attentionTable(s),
        (0,_blocks_js__WEBPACK_IMPORTED_MODULE_5__.h)(2, `Errors (${s.errors.length})`),
        errorTable(s),
        (0,_blocks_js__WEBPACK_IMPORTED_MODULE_5__.h)(2, `All targets (${s.ranked.length})`),
        rankedTable(s),
    ].join('\n\n') + '\n');
}


/***/ }),

/***/ 2391:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   f: () => (/* binding */ sweepTitle)
/* harmony export */ });
// The title of a sweep report, the same in summary.md and index.html.
/** What a sweep report is of: the repository's name when it covers the whole repository, else its folder. */
function sweepTitle(s) {
    const root = s.root || '.';
    return root === '.' && s.name ? s.name : root;
}


/***/ })

};
