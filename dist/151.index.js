export const id = 151;
export const ids = [151,243];
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
/* harmony import */ var _evalGate_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3057);
/* harmony import */ var _text_escape_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(7388);
/* harmony import */ var _reports_comparison_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7570);
/* harmony import */ var _reports_markdown_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8022);
/* harmony import */ var _reports_format_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7712);
/* harmony import */ var _llm_cost_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8750);
/* harmony import */ var _composite_measurement_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(5335);
/* harmony import */ var _rules_security_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(4465);
/* harmony import */ var _gate_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(243);
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
        out.push(`The base version could not be scored: ${(0,_reports_format_js__WEBPACK_IMPORTED_MODULE_3__/* .mdText */ .bC)(row.base.error.error)}`);
    if (row.base?.ok && row.head.ok) {
        const cmp = (0,_reports_comparison_js__WEBPACK_IMPORTED_MODULE_1__/* .compareResults */ .ex)(row.base.result, row.head.result);
        out.push(`Against the base version: ${(0,_reports_format_js__WEBPACK_IMPORTED_MODULE_3__/* .fmtDelta */ .OJ)(row.head.result.composite.score, row.base.result.composite.score)} (was ${(0,_reports_format_js__WEBPACK_IMPORTED_MODULE_3__/* .fmtScore */ .M8)(row.base.result.composite.score)}).`);
        // The same diff as `plugin-eval compare`: dimensions that moved, anti-patterns and findings added or removed.
        out.push(...(0,_reports_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .renderChangeLines */ .eq)(cmp, _reports_comparison_js__WEBPACK_IMPORTED_MODULE_1__/* .BASE_HEAD_WORDS */ .pm));
    }
    return out;
}
/** The details block of one row: the shared target details, with what changed against base. */
function renderRowDetails(row) {
    if (!row.head.ok) {
        const e = row.head.error;
        const field = e.field ? ` (field <code>${(0,_reports_format_js__WEBPACK_IMPORTED_MODULE_3__/* .mdText */ .bC)(e.field)}</code>)` : '';
        return `<details><summary><b>${(0,_text_escape_js__WEBPACK_IMPORTED_MODULE_8__/* .mdHtmlText */ .cM)(e.plugin_path)}</b> — could not be scored</summary>\n\n<code>${(0,_reports_format_js__WEBPACK_IMPORTED_MODULE_3__/* .mdText */ .bC)(e.file)}</code>${field}: ${(0,_reports_format_js__WEBPACK_IMPORTED_MODULE_3__/* .mdText */ .bC)(e.error)}\n\n</details>`;
    }
    const details = (0,_reports_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .renderTargetDetails */ .Yy)(row.head.result);
    const notes = changeNotes(row);
    if (notes.length === 0)
        return details;
    const block = `\n**Change against base**\n\n${notes.map((n) => `- ${n}`).join('\n')}\n`;
    const end = details.lastIndexOf('</details>');
    return end < 0 ? details + block : `${details.slice(0, end)}${block}\n${details.slice(end)}`;
}
/** Inline code that a backtick or a line break in a path cannot break. */
function code(text) {
    return (0,_reports_format_js__WEBPACK_IMPORTED_MODULE_3__/* .mdCode */ .xs)(text);
}
/** Text from outside (a server's error, a finding's message) on one line of inline markdown. */
function inline(text) {
    return (0,_reports_format_js__WEBPACK_IMPORTED_MODULE_3__/* .mdText */ .bC)(text.replace(/\s+/g, ' ').trim());
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
        `↔️ ${code(row.head.result.plugin_path)}: ${(0,_reports_format_js__WEBPACK_IMPORTED_MODULE_3__/* .fmtScore */ .M8)(c.score)}, bound [${(0,_reports_format_js__WEBPACK_IMPORTED_MODULE_3__/* .fmtScore */ .M8)(c.ci_lower)}, ${(0,_reports_format_js__WEBPACK_IMPORTED_MODULE_3__/* .fmtScore */ .M8)(c.ci_upper)}] around the threshold ${threshold} — ` +
            `${c.score >= threshold ? 'passes' : 'fails'} on its score, but the measurement cannot tell it apart from the threshold.`,
    ];
}
function attentionLines(row) {
    if (!row.head.ok)
        return [];
    const r = row.head.result;
    const where = code(r.plugin_path);
    const out = [];
    if ((0,_rules_security_js__WEBPACK_IMPORTED_MODULE_6__/* .hasJudgeInjection */ .nC)(r.findings) && llmScored(r)) {
        const lines = r.findings
            .filter((f) => f.rule === _rules_security_js__WEBPACK_IMPORTED_MODULE_6__/* .PROMPT_INJECTION_JUDGE */ .x6 && f.line !== undefined)
            .map((f) => f.line);
        out.push(`🚩 ${where}: its LLM scores were taken while it holds text aimed at the judge (\`${_rules_security_js__WEBPACK_IMPORTED_MODULE_6__/* .PROMPT_INJECTION_JUDGE */ .x6}\`${lines.length ? `, line ${lines.join(', ')}` : ''}). ` +
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
    const gaps = (0,_gate_js__WEBPACK_IMPORTED_MODULE_7__.llmGaps)(r);
    if (gaps.length)
        out.push(`⏳ ${where}: not fully measured by the LLM layers — ${inline((0,_gate_js__WEBPACK_IMPORTED_MODULE_7__.describeGaps)(gaps))}.`);
    const m = r.measurement;
    if (gaps.length === 0 && m && !m.complete && m.partial.length) {
        out.push(`⏳ ${where}: partly measured — ${inline((0,_composite_measurement_js__WEBPACK_IMPORTED_MODULE_5__/* .describeDimensions */ .L$)(m, 'partial'))}; labelled ${m.label.shown}${m.label.dropped ? `, not ${m.label.full}` : ''}.`);
    }
    return out;
}
function headline(report) {
    return ['### PluginEval', '', report.gate.line];
}
/** What this run's model calls cost: the head and the base versions scored for the report. */
function prCost(report) {
    const results = report.rows.flatMap((r) => [r.head, r.base]).flatMap((o) => (o && o.ok ? [o.result] : []));
    return (0,_llm_cost_js__WEBPACK_IMPORTED_MODULE_4__/* .costOf */ .ho)(results.map((r) => r.model_usage));
}
function footer(report) {
    const base = report.baseSha ? ` against base \`${report.baseSha.slice(0, 7)}\`` : '';
    return `<sub>Depth \`${report.depth}\` · head \`${report.headSha.slice(0, 7)}\`${base} · cost ${(0,_reports_format_js__WEBPACK_IMPORTED_MODULE_3__/* .fmtCost */ .F0)(prCost(report))} · updated on every push.</sub>`;
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
            lines.push('', ...report.notes.map((n) => `> ${(0,_reports_format_js__WEBPACK_IMPORTED_MODULE_3__/* .mdText */ .bC)(n)}`));
        lines.push('', footer(report));
        return { body: lines.join('\n') + '\n', trimmedDetails: 0, trimmedRows: 0 };
    }
    const details = withDetails ? rows.map(renderRowDetails) : [];
    const compose = (shownRows, shownDetails) => {
        const parts = [];
        if (options.marker)
            parts.push(options.marker);
        parts.push(headline(report).join('\n'));
        parts.push((0,_reports_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .renderBadgeTable */ .iM)(rows.slice(0, shownRows).map((r) => ({ outcome: r.head, baseScore: baseScore(r) })), { threshold: report.threshold }));
        if (shownRows < rows.length) {
            parts.push(`_…and ${rows.length - shownRows} more target(s) not shown to stay under GitHub's ${GITHUB_BODY_LIMIT.toLocaleString('en-US')}-character limit; see the job summary and the JSON report._`);
        }
        const attention = rows
            .slice(0, shownRows)
            .flatMap((row) => [
            ...intervalLine(row, report.threshold),
            ...attentionLines(row),
            ...(0,_evalGate_js__WEBPACK_IMPORTED_MODULE_0__/* .evalLines */ .gK)({ path: row.target.path, head: row.head, base: row.base }),
        ]);
        if (attention.length)
            parts.push(attention.map((l) => `- ${l}`).join('\n'));
        const removed = removedLine(report);
        if (removed)
            parts.push(removed);
        const methodRows = rows
            .slice(0, shownRows)
            .flatMap((r) => report.methods?.[r.target.path] ? [['', r.target.path, report.methods[r.target.path]]] : []);
        const methodLines = (0,_reports_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .renderMethodLines */ .NR)(methodRows);
        if (methodLines)
            parts.push(`Static layer by method, where the calibrated and reference numbers differ by more than a point:\n\n${methodLines}`);
        if (report.notes.length)
            parts.push(report.notes.map((n) => `> ${(0,_reports_format_js__WEBPACK_IMPORTED_MODULE_3__/* .mdText */ .bC)(n)}`).join('\n'));
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

/***/ 243:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   actionOutputs: () => (/* binding */ actionOutputs),
/* harmony export */   describeGaps: () => (/* binding */ describeGaps),
/* harmony export */   llmGaps: () => (/* binding */ llmGaps),
/* harmony export */   pullRequestGate: () => (/* binding */ pullRequestGate),
/* harmony export */   sweepGate: () => (/* binding */ sweepGate)
/* harmony export */ });
/* harmony import */ var _reports_format_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7712);
/* harmony import */ var _contract_weights_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8175);
/* harmony import */ var _composite_measurement_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5335);
/* harmony import */ var _rules_failOn_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5934);




/**
 * Splits off the targets with gate values of their own and checks each against them: the reasons
 * they fail, and the outcomes left to the run-wide gate.
 */
function ownGates(outcomes, options, defaultGate) {
    if (!options.targetGate)
        return { runWide: [...outcomes], reasons: [], failing: [], own: 0 };
    const runWide = [];
    const reasons = [];
    const failing = [];
    let own = 0;
    for (const o of outcomes) {
        const g = o.ok ? options.targetGate(o.result.plugin_path) : null;
        if (!o.ok || g === null) {
            runWide.push(o);
            continue;
        }
        own += 1;
        const r = o.result;
        // A target's own threshold is a floor for it (a mean of one is its score); what its overrides
        // leave unset is the run's: the threshold where it applies to each target, min-score, fail-on.
        const runThreshold = (options.gate ?? defaultGate) === 'each' ? options.threshold : null;
        const floors = [
            g.threshold !== undefined ? g.threshold : runThreshold,
            g.minScore !== undefined ? g.minScore : (options.minScore ?? null),
        ].filter((x) => x !== null);
        const floor = floors.length ? Math.max(...floors) : null;
        const failOn = g.failOn ?? options.failOn ?? [];
        if (floor !== null && r.composite.score < floor && options.excused?.(r) !== true) {
            reasons.push(`${(0,_reports_format_js__WEBPACK_IMPORTED_MODULE_0__/* .mdCode */ .xs)(r.plugin_path)} scored ${(0,_reports_format_js__WEBPACK_IMPORTED_MODULE_0__/* .fmtScore */ .M8)(r.composite.score)}, below its own threshold ${floor} (overrides)`);
            failing.push(r.plugin_path);
        }
        const violations = (0,_rules_failOn_js__WEBPACK_IMPORTED_MODULE_3__/* .failOnViolations */ .uw)([o], failOn);
        const text = (0,_rules_failOn_js__WEBPACK_IMPORTED_MODULE_3__/* .failOnReason */ .kZ)(violations, failOn);
        if (text) {
            reasons.push(`${text} (overrides)`);
            failing.push(r.plugin_path);
        }
    }
    return { runWide, reasons, failing, own };
}
/** The scored targets below `floor` that fail it, and those a baseline excuses. */
function belowFloor(results, floor, options) {
    const below = results.filter((r) => r.composite.score < floor);
    const excused = below.filter((r) => options.excused?.(r) === true);
    return {
        failing: below.filter((r) => !excused.includes(r)).map((r) => r.plugin_path),
        excused: excused.map((r) => r.plugin_path),
    };
}
/** ` (2 below it, but nothing is new since the baseline)` or ''. */
function excusedNote(paths) {
    return paths.length ? ` (${paths.length} below it, but nothing is new since the baseline: ${list([...paths])})` : '';
}
/** The lowest score each target must reach (the per-target threshold and min-score), or null. */
function perTargetFloor(options, defaultGate) {
    const each = (options.gate ?? defaultGate) === 'each' ? options.threshold : null;
    const floors = [each, options.minScore ?? null].filter((x) => x !== null);
    return floors.length ? Math.max(...floors) : null;
}
function meanOf(results) {
    return results.length ? results.reduce((s, r) => s + r.composite.score, 0) / results.length : null;
}
/**
 * What the LLM layers of a skill's result could not measure: above quick depth the judge (and
 * from deep on, the Monte Carlo layer) should have measured its dimensions. A layer that did not
 * run (no key, a fork) or that left a dimension unmeasured (API failures, unreadable answers) is a
 * gap. Plugins are scored by the static layer at every depth: never a gap.
 */
function llmGaps(result) {
    const depth = result.config.depth;
    if (result.kind !== 'skill' || depth === 'quick')
        return [];
    const expected = _contract_weights_js__WEBPACK_IMPORTED_MODULE_1__/* .MONTE_CARLO_RUNS */ .jn[depth] > 0 ? ['judge', 'monte_carlo'] : ['judge'];
    const gaps = [];
    for (const name of expected) {
        const layer = result.layers.find((l) => l.layer === name);
        if (!layer) {
            gaps.push({ layer: name, dimensions: [], reason: 'did not run' });
            continue;
        }
        const raw = layer.metadata?.unmeasured;
        // `{dimension, reason}` entries as the layers write them; a bare name is read too.
        const unmeasured = (Array.isArray(raw) ? raw : []).map((u) => typeof u === 'object' && u !== null ? u : { dimension: u });
        if (unmeasured.length === 0)
            continue;
        gaps.push({
            layer: name,
            dimensions: unmeasured.map((u) => String(u.dimension)),
            reason: String(unmeasured[0].reason ?? 'unknown'),
        });
    }
    return gaps;
}
/** One line about a skill's gaps: `judge: output_quality, scope_calibration (HTTP 529 Overloaded)`. */
function describeGaps(gaps) {
    return gaps
        .map((g) => `${g.layer === 'judge' ? 'judge' : 'Monte Carlo'}${g.dimensions.length ? `: ${g.dimensions.join(', ')}` : ''} (${g.reason})`)
        .join('; ');
}
function unmeasuredOf(results) {
    return results.filter(_composite_measurement_js__WEBPACK_IMPORTED_MODULE_2__/* .hasUnmeasured */ ._2).map((r) => r.plugin_path);
}
function unmeasuredReason(paths) {
    return `${paths.length} not fully measured by the LLM layers (${list(paths)})`;
}
/** The gate's reason for failing unmeasured targets under `on-unmeasured: fail`. */
function cannotPass(paths) {
    return `${unmeasuredReason(paths)}: a threshold cannot pass on a dimension that was not measured (on-unmeasured: fail)`;
}
function pathOf(o) {
    return o.ok ? o.result.plugin_path : o.error.plugin_path;
}
/** High security findings that count: the same rule as `fail-on` (suppressions, baseline). */
function highSecurityFindings(r) {
    return r.findings.filter((f) => f.category === 'security' && f.level === 'high' && (0,_rules_failOn_js__WEBPACK_IMPORTED_MODULE_3__/* .countsForGate */ .$G)(f)).length;
}
function list(paths, max = 5) {
    const shown = paths.slice(0, max).map((p) => (0,_reports_format_js__WEBPACK_IMPORTED_MODULE_0__/* .mdCode */ .xs)(p));
    return paths.length > max ? `${shown.join(', ')} and ${paths.length - max} more` : shown.join(', ');
}
/** Pull request mode: every changed target must meet the threshold. */
function pullRequestGate(outcomes, options) {
    if (outcomes.length === 0) {
        return { passed: true, conclusion: 'success', line: 'No skill or plugin changed: nothing to score.', failing: [] };
    }
    const reasons = [];
    const failing = new Set();
    const errored = outcomes.filter((o) => !o.ok).map(pathOf);
    if (errored.length && options.failOnError) {
        reasons.push(`${errored.length} could not be scored (${list(errored)})`);
        errored.forEach((p) => failing.add(p));
    }
    const scored = outcomes.filter((o) => o.ok).map((o) => o.result);
    // Targets with gate values of their own are held to those; the run's values apply to the rest.
    const own = ownGates(outcomes, options, 'each');
    reasons.push(...own.reasons);
    own.failing.forEach((p) => failing.add(p));
    const runWide = own.runWide.filter((o) => o.ok).map((o) => o.result);
    const floor = perTargetFloor(options, 'each');
    let excused = [];
    if (floor !== null) {
        const { failing: below, excused: kept } = belowFloor(runWide, floor, options);
        excused = kept;
        const what = floor === options.threshold && (options.gate ?? 'each') === 'each' ? 'the threshold' : 'the minimum score';
        if (below.length)
            reasons.push(`${below.length} below ${what} ${floor} (${list(below)})`);
        below.forEach((p) => failing.add(p));
    }
    if (options.gate === 'mean' && options.threshold !== null) {
        const mean = meanOf(scored);
        const allExcused = scored.length > 0 && scored.every((r) => options.excused?.(r) === true);
        if (mean !== null && mean < options.threshold && !allExcused)
            reasons.push(`the mean score ${(0,_reports_format_js__WEBPACK_IMPORTED_MODULE_0__/* .fmtScore */ .M8)(mean)} is below the threshold ${options.threshold}`);
    }
    if (options.securityGate) {
        const flagged = scored.filter((r) => highSecurityFindings(r) > 0).map((r) => r.plugin_path);
        if (flagged.length)
            reasons.push(`${flagged.length} with high-severity security findings (${list(flagged)})`);
        flagged.forEach((p) => failing.add(p));
    }
    const violations = (0,_rules_failOn_js__WEBPACK_IMPORTED_MODULE_3__/* .failOnViolations */ .uw)(own.runWide, options.failOn ?? []);
    const failOnText = (0,_rules_failOn_js__WEBPACK_IMPORTED_MODULE_3__/* .failOnReason */ .kZ)(violations, options.failOn ?? []);
    if (failOnText) {
        reasons.push(failOnText);
        violations.forEach((v) => failing.add(v.path));
    }
    const unmeasured = unmeasuredOf(scored);
    const mode = options.onUnmeasured ?? _composite_measurement_js__WEBPACK_IMPORTED_MODULE_2__/* .DEFAULT_ON_UNMEASURED */ .mY;
    const scoreGate = floor !== null || (options.gate === 'mean' && options.threshold !== null) || own.own > 0;
    if (unmeasured.length && scoreGate && mode === 'fail') {
        reasons.push(cannotPass(unmeasured));
        unmeasured.forEach((p) => failing.add(p));
    }
    const ownNote = own.own
        ? ` (${own.own} held to ${own.own === 1 ? 'its' : 'their'} own threshold from the configuration's overrides)`
        : '';
    const n = outcomes.length;
    const targets = `${n} changed target${n === 1 ? '' : 's'}`;
    if (reasons.length) {
        return {
            passed: false,
            conclusion: 'failure',
            line: `❌ Of ${targets}: ${reasons.join('; ')}.`,
            failing: [...failing],
            unmeasured,
        };
    }
    const note = errored.length ? ` (${errored.length} could not be scored; fail-on-error is off)` : '';
    // A score the LLM layers could not fully measure is not a pass: neutral, and the line says why.
    const gapNote = !unmeasured.length
        ? ''
        : mode === 'pass'
            ? ` ⚠️ ${unmeasuredReason(unmeasured)}: gated on the score as measured (on-unmeasured: pass).`
            : ` ⚠️ But ${unmeasuredReason(unmeasured)}: the check is neutral, not a pass.`;
    if (floor === null && options.threshold === null && own.own === 0) {
        return {
            passed: true,
            conclusion: 'neutral',
            line: `ℹ️ No threshold set: report only${note}.${gapNote}`,
            failing: [],
            unmeasured,
        };
    }
    const min = scored.length ? Math.min(...scored.map((r) => r.composite.score)) : null;
    const all = scored.length === n ? targets : `${scored.length} scored of ${targets}`;
    const meets = floor !== null
        ? `All ${all} meet the ${floor === options.threshold ? 'threshold' : 'minimum score'} ${floor} (lowest ${(0,_reports_format_js__WEBPACK_IMPORTED_MODULE_0__/* .fmtScore */ .M8)(min)})${excusedNote(excused)}${ownNote}${note}.`
        : options.threshold !== null
            ? `The mean score ${(0,_reports_format_js__WEBPACK_IMPORTED_MODULE_0__/* .fmtScore */ .M8)(meanOf(scored))} of ${all} meets the threshold ${options.threshold}${ownNote}${note}.`
            : `All ${all} meet their own thresholds from the configuration's overrides (lowest ${(0,_reports_format_js__WEBPACK_IMPORTED_MODULE_0__/* .fmtScore */ .M8)(min)})${note}.`;
    if (unmeasured.length && mode !== 'pass')
        return { passed: true, conclusion: 'neutral', line: `⚠️ ${meets}${gapNote}`, failing: [], unmeasured };
    return { passed: true, conclusion: 'success', line: `✅ ${meets}${gapNote}`, failing: [], unmeasured };
}
/** Sweep mode: the mean must meet the threshold, as `plugin-eval report` decides. */
function sweepGate(summary, outcomes, options) {
    const errored = outcomes.filter((o) => !o.ok).map(pathOf);
    const reasons = [];
    const floor = perTargetFloor(options, 'mean');
    const results = outcomes.filter((o) => o.ok).map((o) => o.result);
    // Targets with gate values of their own are held to those (the mean is still over every target).
    const own = ownGates(outcomes, options, 'mean');
    reasons.push(...own.reasons);
    const runWide = own.runWide.filter((o) => o.ok).map((o) => o.result);
    let excused = [];
    if (floor !== null) {
        const { failing: below, excused: kept } = belowFloor(runWide, floor, options);
        excused = kept;
        const what = floor === options.threshold && options.gate === 'each' ? 'the threshold' : 'the minimum score';
        if (below.length)
            reasons.push(`${below.length} target(s) below ${what} ${floor} (${list(below)})`);
    }
    const allExcused = results.length > 0 && results.every((r) => options.excused?.(r) === true);
    let meanExcused = false;
    // A shard's mean is not the whole's: the merge gates it (the shard's summary.json keeps the threshold).
    const meanGate = options.threshold !== null && (options.gate ?? 'mean') === 'mean' && !summary.shard;
    if (meanGate && options.threshold !== null) {
        if (summary.mean_score === null)
            reasons.push(`no target could be scored, so the mean cannot meet the threshold ${options.threshold}`);
        else if (summary.mean_score < options.threshold && allExcused)
            meanExcused = true;
        else if (summary.mean_score < options.threshold) {
            reasons.push(`the mean score ${(0,_reports_format_js__WEBPACK_IMPORTED_MODULE_0__/* .fmtScore */ .M8)(summary.mean_score)} is below the threshold ${options.threshold}`);
        }
    }
    if (errored.length && options.failOnError)
        reasons.push(`${errored.length} target(s) could not be scored (${list(errored)})`);
    if (options.securityGate) {
        const flagged = outcomes.filter((o) => o.ok && highSecurityFindings(o.result) > 0).map(pathOf);
        if (flagged.length)
            reasons.push(`${flagged.length} with high-severity security findings (${list(flagged)})`);
    }
    const failOnText = (0,_rules_failOn_js__WEBPACK_IMPORTED_MODULE_3__/* .failOnReason */ .kZ)((0,_rules_failOn_js__WEBPACK_IMPORTED_MODULE_3__/* .failOnViolations */ .uw)(own.runWide, options.failOn ?? []), options.failOn ?? []);
    if (failOnText)
        reasons.push(failOnText);
    const unmeasured = unmeasuredOf(outcomes.filter((o) => o.ok).map((o) => o.result));
    const mode = options.onUnmeasured ?? _composite_measurement_js__WEBPACK_IMPORTED_MODULE_2__/* .DEFAULT_ON_UNMEASURED */ .mY;
    const scoreGate = floor !== null || meanGate || own.own > 0;
    if (unmeasured.length && scoreGate && mode === 'fail')
        reasons.push(cannotPass(unmeasured));
    if (reasons.length)
        return {
            passed: false,
            conclusion: 'failure',
            line: `❌ ${capitalise(reasons.join('; '))}.`,
            failing: errored,
            unmeasured,
        };
    const gapNote = !unmeasured.length
        ? ''
        : mode === 'pass'
            ? ` ⚠️ ${unmeasuredReason(unmeasured)}: gated on the score as measured (on-unmeasured: pass).`
            : ` ⚠️ But ${unmeasuredReason(unmeasured)}: neutral, not a pass.`;
    const deferred = options.threshold !== null && !meanGate && summary.shard
        ? `the threshold ${options.threshold} applies to the mean of the merged shards (merge mode), not to shard ${summary.shard.index}/${summary.shard.count}'s own mean`
        : null;
    if (!meanGate && floor === null && own.own === 0) {
        const line = deferred ? `ℹ️ ${capitalise(deferred)}.${gapNote}` : `ℹ️ No threshold set: report only.${gapNote}`;
        return { passed: true, conclusion: 'neutral', line, failing: [], unmeasured };
    }
    const parts = deferred ? [capitalise(deferred)] : [];
    if (meanGate) {
        parts.push(meanExcused
            ? `The mean score ${(0,_reports_format_js__WEBPACK_IMPORTED_MODULE_0__/* .fmtScore */ .M8)(summary.mean_score)} is below the threshold ${options.threshold}, but nothing is new since the baseline`
            : `The mean score ${(0,_reports_format_js__WEBPACK_IMPORTED_MODULE_0__/* .fmtScore */ .M8)(summary.mean_score)} meets the threshold ${options.threshold}`);
    }
    if (floor !== null)
        parts.push(`${parts.length ? 'every' : 'Every'} target reaches ${floor} (lowest ${(0,_reports_format_js__WEBPACK_IMPORTED_MODULE_0__/* .fmtScore */ .M8)(summary.min_score)})`);
    if (own.own)
        parts.push(`${parts.length ? 'every' : 'Every'} target with its own threshold from the configuration's overrides reaches it`);
    const meets = `${parts.join(' and ')}${excusedNote(excused)}.`;
    if (unmeasured.length && mode !== 'pass')
        return { passed: true, conclusion: 'neutral', line: `⚠️ ${meets}${gapNote}`, failing: [], unmeasured };
    return { passed: true, conclusion: 'success', line: `✅ ${meets}${gapNote}`, failing: [], unmeasured };
}
function capitalise(s) {
    return s.charAt(0).toUpperCase() + s.slice(1);
}
/** Output figures keep two decimals: enough to compare with a threshold in a later step. */
function figure(x) {
    return x === null ? '' : x.toFixed(2);
}
function actionOutputs(outcomes, reportPath, gate) {
    const scores = outcomes
        .filter((o) => o.ok)
        .map((o) => o.result.composite.score);
    return {
        report: reportPath,
        count: String(outcomes.length),
        'min-score': figure(scores.length ? Math.min(...scores) : null),
        'mean-score': figure(scores.length ? scores.reduce((s, x) => s + x, 0) / scores.length : null),
        passed: String(gate.passed),
    };
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
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7712);
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
        const sa = (0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .isMeasured */ .V2)(da) ? da.score * 100 : null;
        const sb = db && (0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .isMeasured */ .V2)(db) ? db.score * 100 : null;
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
    const flagsA = (0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .antiPatternsOf */ .$4)(a).map((x) => x.flag);
    const flagsB = (0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .antiPatternsOf */ .$4)(b).map((x) => x.flag);
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

/***/ 8022:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   NR: () => (/* binding */ renderMethodLines),
/* harmony export */   Xf: () => (/* binding */ renderSweepSummary),
/* harmony export */   Yy: () => (/* binding */ renderTargetDetails),
/* harmony export */   eq: () => (/* binding */ renderChangeLines),
/* harmony export */   iM: () => (/* binding */ renderBadgeTable)
/* harmony export */ });
/* unused harmony exports renderAntiPatterns, renderFindings, renderDimensionTable, renderLayerTable, renderModelUsage, renderMeasurementLines, renderHeadline, renderMarkdown, renderCompareMarkdown, renderMarketplaceMarkdown, ADVICE_HEADING, renderAdvice */
/* harmony import */ var _text_escape_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7388);
/* harmony import */ var _rules_catalog_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1212);
/* harmony import */ var _evals_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5900);
/* harmony import */ var _comparison_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7570);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7712);
// Markdown reports: the CLI's default output, the PR comment's pieces (badge table, per-target
// details), the sweep's summary.md and the compare table. Words about flags come from the catalog.





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
    const widths = header.map((_, i) => Math.max(sep[i].length, ...[header, ...rows].map((r) => (0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .displayWidth */ .F1)(r[i] ?? ''))));
    const pad = (cell, i) => {
        const room = widths[i] - (0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .displayWidth */ .F1)(cell);
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
    return (0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .mdCode */ .xs)(text);
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
/**
 * One bullet per anti-pattern flag (repeats grouped, with their places), its description and the catalog's one-line
 * fix.
 */
function renderAntiPatterns(antiPatterns, withFile = false, base = '') {
    if (antiPatterns.length === 0)
        return '_None._';
    return (0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .groupAntiPatterns */ .fy)(antiPatterns, withFile, base)
        .map((g) => {
        const title = (0,_rules_catalog_js__WEBPACK_IMPORTED_MODULE_0__/* .ruleInfo */ .PI)(g.flag)?.title ?? g.flag;
        const fix = (0,_rules_catalog_js__WEBPACK_IMPORTED_MODULE_0__/* .fixFor */ .jc)(g.flag);
        const places = (0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .fmtPlaces */ .EV)(g.places);
        return `- **${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .mdText */ .bC)(title)}** ${code(g.flag)}${g.count > 1 ? ` ×${g.count}` : ''}${places ? ` (${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .mdText */ .bC)(places)})` : ''}${g.suppressed ? ` ${_format_js__WEBPACK_IMPORTED_MODULE_3__/* .SUPPRESSED_MARK */ .hw}` : ''}${g.baseline ? ` ${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .baselineMark */ .bi)(g.baseline)}` : ''} — ${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .mdText */ .bC)(g.description)}${fix ? `  \n  **Fix:** ${(0,_text_escape_js__WEBPACK_IMPORTED_MODULE_4__/* .oneLineText */ .gs)(fix)}` : ''}`;
    })
        .join('\n');
}
const LEVEL_MARK = { high: '🔴', medium: '🟠', low: '🟡', info: 'ℹ️' };
/**
 * One bullet per finding, security first and worst first: category and level, title, place,
 * message and the catalog's one-line fix. Findings are not counted in the score.
 */
function renderFindings(findings, withFile = false, base = '') {
    if (findings.length === 0)
        return '_None._';
    return (0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .sortFindings */ .Tc)(findings)
        .map((f) => {
        const fix = (0,_rules_catalog_js__WEBPACK_IMPORTED_MODULE_0__/* .fixFor */ .jc)(f.rule);
        const title = (0,_rules_catalog_js__WEBPACK_IMPORTED_MODULE_0__/* .ruleInfo */ .PI)(f.rule)?.title ?? f.rule;
        return `- ${LEVEL_MARK[f.level] ?? ''} ${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .findingCategoryLabel */ .WA)(f.category)}, ${f.level}: **${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .mdText */ .bC)(title)}** ${code(f.rule)}${where(f.line, f.file, withFile, base)}${f.suppressed ? ` ${_format_js__WEBPACK_IMPORTED_MODULE_3__/* .SUPPRESSED_MARK */ .hw}` : ''}${f.baseline ? ` ${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .baselineMark */ .bi)(f.baseline)}` : ''} — ${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .mdText */ .bC)(f.message)}${fix ? `  \n  **Fix:** ${(0,_text_escape_js__WEBPACK_IMPORTED_MODULE_4__/* .oneLineText */ .gs)(fix)}` : ''}`;
    })
        .join('\n');
}
/** The ten dimensions, weakest measured first, then the unmeasured ones. */
function renderDimensionTable(result, padded = false) {
    const measured = (0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .weakestFirst */ .D0)(result.composite.dimensions);
    const unmeasured = result.composite.dimensions.filter((d) => !(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .isMeasured */ .V2)(d));
    const rows = [
        ...measured.map((d) => [
            (0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .dimensionLabel */ .ZL)(d.name),
            (0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .fmtFraction */ ["if"])(d.weight, 2),
            (0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .fmtUnit */ .wc)(d.score),
            d.grade,
            (0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .fmtUnit */ .wc)(d.weighted_score, 2),
            [(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .fmtInterval */ .XB)(d.ci_lower, d.ci_upper, true), (0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .isPartialDimension */ .EK)(result, d.name) ? 'partly measured' : '']
                .filter(Boolean)
                .join(' · '),
        ]),
        ...unmeasured.map((d) => [(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .dimensionLabel */ .ZL)(d.name), (0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .fmtFraction */ ["if"])(d.weight, 2), '—', '—', '—', 'not measured']),
    ];
    const hasCi = result.composite.dimensions.some((d) => d.ci_lower !== null && d.ci_upper !== null);
    const header = ['Dimension', 'Weight', 'Score', 'Grade', 'Weighted', hasCi ? 'Interval' : 'Note'];
    return table(header, ['l', 'r', 'r', 'c', 'r', 'l'], rows.map((r) => r.map(_text_escape_js__WEBPACK_IMPORTED_MODULE_4__/* .mdOwnCell */ .IX)), padded);
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
function renderLayerTable(result, padded = false) {
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
function renderSubScores(result, padded) {
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
function renderModelUsage(result, padded = false) {
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
/**
 * What the LLM layers measured and how: the method of each layer's dimensions (measured
 * beside what the reference would have reported), the judges' spread and the Elo rating, one
 * bullet each. Empty when none of it is in the result (a quick run).
 */
function renderMeasurementLines(result) {
    const lines = [];
    const methods = (0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .methodView */ .nb)(result);
    if (methods) {
        if (methods.run)
            lines.push(`- **Method:** ${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .mdText */ .bC)(methods.run)}`);
        for (const l of methods.layers)
            lines.push(`- ${l.layer}: ${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .mdText */ .bC)(l.methods)}`);
        if (methods.reference.length)
            lines.push(`- The reference would have reported: ${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .mdText */ .bC)(methods.reference.join('; '))}`);
    }
    const heldBack = (0,_evals_js__WEBPACK_IMPORTED_MODULE_1__/* .heldBackLine */ .JF)(result);
    if (heldBack)
        lines.push(`- **Held-back requests:** ${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .mdText */ .bC)(heldBack)}`);
    const spread = (0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .judgeSpreadView */ .C5)(result);
    if (spread) {
        const parts = [spread.std ? `std dev (out of 100) ${spread.std}` : '', spread.agreement ?? ''].filter(Boolean);
        lines.push(`- **Judges:** ${spread.judges} samples${parts.length ? ` · ${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .mdText */ .bC)(parts.join(' · '))}` : ''}`);
    }
    const elo = (0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .eloView */ .GE)(result);
    if (elo) {
        lines.push(elo.rating === null
            ? `- **Elo:** not measured (${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .mdText */ .bC)(elo.unmeasured ?? 'unknown')})`
            : `- **Elo:** ${elo.rating}${elo.percentile ? ` · ${elo.percentile}` : ''} · ${elo.comparisons}${elo.positionBias ? ` · position bias: ${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .mdText */ .bC)(elo.positionBias)}` : ''}${elo.badgeRule ? ` · ${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .mdText */ .bC)(elo.badgeRule)}` : ''}`);
    }
    return lines;
}
/** `**84.3** / 100 · 🥇 Gold · Estimated` */
function renderHeadline(result) {
    const c = result.composite;
    const ci = (0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .fmtInterval */ .XB)(c.ci_lower, c.ci_upper);
    // A bound, not a joint interval (composite.ci_method).
    return `**${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .fmtScore */ .M8)(c.score)}** / 100${ci ? ` (bound ${ci})` : ''} · ${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .badgeText */ .Vv)(c.badge)} · ${c.confidence_label}`;
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
    const aps = (0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .antiPatternsOf */ .$4)(result);
    const measurement = renderMeasurementLines(result);
    const parts = [
        `<details><summary><b>${(0,_text_escape_js__WEBPACK_IMPORTED_MODULE_4__/* .mdHtmlText */ .cM)(result.name)}</b> — ${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .fmtScore */ .M8)(result.composite.score)} ${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .badgeEmoji */ .MA)(result.composite.badge)} <code>${(0,_text_escape_js__WEBPACK_IMPORTED_MODULE_4__/* .mdHtmlText */ .cM)(result.plugin_path)}</code></summary>`,
        '',
        renderHeadline(result),
        '',
        `Cost: ${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .fmtCost */ .F0)((0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .costOfResult */ .sH)(result))}`,
        '',
        ...((0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .measurementNote */ .Hm)(result) ? [`⚠️ ${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .mdText */ .bC)((0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .measurementNote */ .Hm)(result))}`, ''] : []),
        ...(measurement.length ? [measurement.join('\n'), ''] : []),
        renderDimensionTable(result),
        '',
        ...((result.advice ?? []).length
            ? [`**${ADVICE_HEADING}**`, '', renderAdvice(result, result.kind === 'plugin'), '']
            : []),
        `**Anti-patterns (${aps.length})**`,
        '',
        renderAntiPatterns(aps, result.kind === 'plugin', result.plugin_path),
    ];
    if (result.findings.length)
        parts.push('', `**Findings (${result.findings.length})**`, '', renderFindings(result.findings, result.kind === 'plugin', result.plugin_path));
    if (result.warnings.length)
        parts.push('', result.warnings.map((w) => `> ⚠️ ${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .mdText */ .bC)(w)}`).join('\n'));
    parts.push('', '</details>');
    return parts.join('\n');
}
/** The badge table: target, score, badge, change against base, confidence, anti-patterns. */
function renderBadgeTable(rows, options = {}) {
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
        const label = row.href ? `[${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .mdCell */ .cz)(targetPath)}](${row.href})` : (0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .mdCode */ .xs)(targetPath, { cell: true });
        if (!o.ok) {
            return [
                ...(threshold !== null ? ['❌'] : []),
                label,
                '—',
                '❗ error',
                ...(withChange ? [''] : []),
                '—',
                (0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .mdCell */ .cz)(`${o.error.file}${o.error.field ? ` (${o.error.field})` : ''}: ${o.error.error}`),
                ...(withFindings ? [''] : []),
            ];
        }
        const r = o.result;
        const flags = (0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .summariseFlags */ .GZ)((0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .antiPatternsOf */ .$4)(r).map((a) => a.flag));
        return [
            ...(threshold !== null ? [r.composite.score >= threshold ? '✅' : '❌'] : []),
            label,
            (0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .fmtScore */ .M8)(r.composite.score),
            (0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .badgeText */ .Vv)(r.composite.badge),
            ...(withChange ? [row.baseScore === undefined ? '' : (0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .fmtDelta */ .OJ)(r.composite.score, row.baseScore)] : []),
            r.composite.confidence_label,
            flags ? (0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .mdCell */ .cz)(flags) : '—',
            ...(withFindings ? [(r.findings ?? []).length ? (0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .mdCell */ .cz)((0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .summariseFindings */ .tI)(r.findings)) : '—'] : []),
        ];
    });
    return table(header, align, body);
}
function findingItem(f) {
    return `${code(f.rule)} (${f.category}, ${f.level}: ${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .mdText */ .bC)(f.message)})`;
}
/**
 * What changed from A to B, one line each: dimensions that moved (largest drop first), anti-patterns
 * and findings added and removed. The PR comment uses it for base → head; `compare` for A → B.
 */
function renderChangeLines(cmp, words = _comparison_js__WEBPACK_IMPORTED_MODULE_2__/* .COMPARE_WORDS */ .s4) {
    const out = [];
    const moved = (0,_comparison_js__WEBPACK_IMPORTED_MODULE_2__/* .movedDimensions */ .l6)(cmp);
    if (moved.length) {
        const line = moved.map((r) => `${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .dimensionLabel */ .ZL)(r.name)} ${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .fmtDelta */ .OJ)(r.b, r.a)} (${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .fmtScore */ .M8)(r.a)} → ${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .fmtScore */ .M8)(r.b)})`);
        out.push(`Dimensions that moved: ${line.join(', ')}.`);
    }
    const ch = cmp.changes;
    if (ch.flags_only_b.length)
        out.push(`${words.flagsAdded}: ${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .summariseFlags */ .GZ)(ch.flags_only_b).split(', ').map(code).join(', ')}.`);
    if (ch.flags_only_a.length)
        out.push(`${words.flagsRemoved}: ${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .summariseFlags */ .GZ)(ch.flags_only_a).split(', ').map(code).join(', ')}.`);
    if (ch.findings_only_b.length)
        out.push(`${words.findingsAdded}: ${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .sortFindings */ .Tc)(ch.findings_only_b).map(findingItem).join('; ')}.`);
    if (ch.findings_only_a.length)
        out.push(`${words.findingsRemoved}: ${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .sortFindings */ .Tc)(ch.findings_only_a).map(findingItem).join('; ')}.`);
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
/** `- Baseline: 2 new problems (in `a`, `b`), 5 baselined` */
function baselineLine(b) {
    const shown = b.targets_with_new
        .slice(0, 10)
        .map((p) => (0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .mdCode */ .xs)(p))
        .join(', ');
    const more = b.targets_with_new.length > 10 ? ` and ${b.targets_with_new.length - 10} more` : '';
    return `- Baseline: ${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .plural */ .LS)(b.new, 'new problem')}${b.new ? ` (in ${shown}${more})` : ''}, ${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .fmtInt */ .L5)(b.baselined)} baselined`;
}
/** summary.md of a sweep. */
function renderSweepSummary(s) {
    const c = s.counts;
    const out = [];
    out.push(h(1, `PluginEval report: ${code((0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .sweepTitle */ .fo)(s))}`));
    out.push([
        `- ${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .plural */ .LS)(c.targets, 'target')} (${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .plural */ .LS)(c.plugins, 'plugin')}, ${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .plural */ .LS)(c.skills, 'skill')}): ${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .fmtInt */ .L5)(c.scored)} scored, ${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .fmtInt */ .L5)(c.errors)} could not be scored`,
        `- Mean score **${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .fmtScore */ .M8)(s.mean_score)}** (median ${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .fmtScore */ .M8)(s.median_score)}, min ${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .fmtScore */ .M8)(s.min_score)}, max ${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .fmtScore */ .M8)(s.max_score)})`,
        `- ${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .fmtInt */ .L5)(c.with_anti_patterns)} with anti-patterns, ${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .fmtInt */ .L5)(c.below_attention)} below ${s.attention_score}`,
        `- Depth ${s.depth}${s.shard ? `, shard ${s.shard.index}/${s.shard.count}` : ''}; generated ${s.generated_at}`,
        ...(s.cost ? [`- Cost: ${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .fmtCost */ .F0)(s.cost)}`] : []),
        ...(s.baseline ? [baselineLine(s.baseline)] : []),
        `- ${!s.passed ? '❌' : s.threshold === null ? 'ℹ️' : '✅'} ${s.gate}`,
    ].join('\n'));
    out.push(h(2, 'Badges'));
    out.push(table(['Badge', 'Targets', 'Share'], ['l', 'r', 'r'], _format_js__WEBPACK_IMPORTED_MODULE_3__/* .BADGE_ORDER */ .FP.map((b) => [
        (0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .badgeText */ .Vv)(b),
        (0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .fmtInt */ .L5)(s.badges[b]),
        c.scored ? `${((100 * s.badges[b]) / c.scored).toFixed(1)}%` : '—',
    ])));
    out.push(h(2, `Needs attention (${s.attention.length})`));
    out.push(s.attention.length
        ? `Below ${s.attention_score} or with anti-patterns, worst first.\n\n` +
            table(['Target', 'Kind', 'Score', 'Badge', 'Anti-patterns', 'Weakest dimensions'], ['l', 'l', 'r', 'l', 'l', 'l'], s.attention.map((r) => [
                (0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .mdCode */ .xs)(r.path, { cell: true }),
                r.kind,
                (0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .fmtScore */ .M8)(r.score),
                (0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .badgeEmoji */ .MA)(r.badge),
                (0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .mdCell */ .cz)((0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .summariseFlags */ .GZ)(r.anti_patterns)) || '—',
                (0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .mdCell */ .cz)(r.weakest.map((d) => `${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .dimensionLabel */ .ZL)(d.name)} ${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .fmtUnit */ .wc)(d.score, 0)} (${d.grade})`).join(', ')) || '—',
            ]))
        : '_Nothing below the line and no anti-patterns._');
    out.push(h(2, `Errors (${s.errors.length})`));
    out.push(s.errors.length
        ? table(['Target', 'Kind', 'File', 'Field', 'Error'], ['l', 'l', 'l', 'l', 'l'], s.errors.map((e) => [
            (0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .mdCode */ .xs)(e.plugin_path, { cell: true }),
            e.kind,
            (0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .mdCode */ .xs)(e.file, { cell: true }),
            e.field ? (0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .mdCode */ .xs)(e.field, { cell: true }) : '—',
            (0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .mdCell */ .cz)(e.error),
        ]))
        : '_Every target was scored._');
    out.push(h(2, `All targets (${s.ranked.length})`));
    out.push(s.ranked.length
        ? table(['#', 'Target', 'Kind', 'Score', 'Badge', 'Confidence', 'Anti-patterns'], ['r', 'l', 'l', 'r', 'l', 'l', 'l'], s.ranked.map((r) => [
            String(r.rank),
            (0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .mdCode */ .xs)(r.path, { cell: true }),
            r.kind,
            (0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .fmtScore */ .M8)(r.score),
            `${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .badgeEmoji */ .MA)(r.badge)} ${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .badgeLabel */ .KT)(r.badge)}`,
            r.confidence,
            (0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .mdCell */ .cz)((0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .summariseFlags */ .GZ)(r.anti_patterns)) || '—',
        ]))
        : '_No target was scored._');
    return out.join('\n\n') + '\n';
}
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
/** Heading of the advice section. */
const ADVICE_HEADING = 'Where the points went';
function adviceTitle(a) {
    if (a.kind === 'dimension')
        return `${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .dimensionLabel */ .ZL)(a.name)} ${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .fmtUnit */ .wc)(a.score)}`;
    if (a.kind === 'anti_pattern')
        return `${(0,_rules_catalog_js__WEBPACK_IMPORTED_MODULE_0__/* .ruleInfo */ .PI)(a.name)?.title ?? a.name} ${code(a.name)} (penalty)`;
    return `Member ${code(a.name)} ${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .fmtUnit */ .wc)(a.score)}`;
}
/**
 * Every place the composite lost points, largest gain first: the measured fact (quoted, with its
 * line), the points a fix would bring and the catalog's fix.
 */
function renderAdvice(result, withFile = false) {
    const advice = result.advice ?? [];
    if (advice.length === 0)
        return '_Nothing to gain: every measured dimension is at its maximum and no anti-pattern counts._';
    return advice
        .map((a) => {
        const items = a.items.map((i) => {
            const quoted = i.quote ? `: \u201c${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .mdText */ .bC)(i.quote)}\u201d` : '';
            const place = where(i.line, i.file, withFile, result.plugin_path);
            return `  - ${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .mdText */ .bC)(i.fact)}${quoted}${place}.${i.fix ? ` **Fix:** ${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .mdText */ .bC)(i.fix)}` : ''}`;
        });
        return [`- **${adviceTitle(a)}** — a fix brings up to **+${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .fmtScore */ .M8)(a.gain)}** points`, ...items].join('\n');
    })
        .join('\n');
}
/**
 * One line per target whose static composite differs by more than a point between the methods:
 * `- A \`skills/x\`: calibrated 72.4 · reference 61.0 (+11.4)`.
 */
function renderMethodLines(rows) {
    return rows
        .filter(([, , pair]) => (0,_comparison_js__WEBPACK_IMPORTED_MODULE_2__/* .methodsDiffer */ .RS)(pair))
        .map(([label, p, pair]) => `- ${label ? `${label} ` : ''}${code(p)}: calibrated ${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .fmtScore */ .M8)(pair.calibrated)} · reference ${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .fmtScore */ .M8)(pair.reference)} (${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .fmtDelta */ .OJ)(pair.calibrated, pair.reference).replace(/^[▲▼] /, '')})`)
        .join('\n');
}


/***/ })

};
