export const id = 83;
export const ids = [83];
export const modules = {

/***/ 4421:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Nm: () => (/* binding */ publishCheckRun),
/* harmony export */   P: () => (/* binding */ buildAnnotations),
/* harmony export */   yV: () => (/* binding */ errorFieldLines)
/* harmony export */ });
/* unused harmony exports CHECK_NAME, MAX_ANNOTATIONS */
/* harmony import */ var _adapters_github_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8526);
/* harmony import */ var _parse_skill_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7342);
/* harmony import */ var _read_target_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4306);
/* harmony import */ var _reports_format_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7712);
/* harmony import */ var _rules_index_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5755);





const CHECK_NAME = 'PluginEval';
/** Annotations sent at most (a check run shows them all, but each 50 cost one more request). */
const MAX_ANNOTATIONS = 500;
/** GitHub's limits on an annotation's fields. */
const ANNOTATION_MESSAGE_MAX = 64 * 1024 - 1;
const ANNOTATION_TITLE_MAX = 255;
const SKILL_FILE = 'SKILL.md';
function clip(text, max) {
    return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}
function findingLevel(f) {
    if (f.level === 'high')
        return 'failure';
    if (f.level === 'medium')
        return 'warning';
    return 'notice';
}
function message(id, what) {
    const fix = (0,_rules_index_js__WEBPACK_IMPORTED_MODULE_4__/* .fixFor */ .jc)(id);
    return fix ? `${what}\nFix: ${fix}` : what;
}
/**
 * The line of an errored target's bad frontmatter field (`description:` …), read from the head
 * version, so its annotation sits where the problem is; 1 when there is none.
 */
async function errorFieldLines(outcomes, source) {
    const lines = new Map();
    for (const o of outcomes) {
        if (o.ok || !o.error.field)
            continue;
        try {
            const line = (0,_parse_skill_js__WEBPACK_IMPORTED_MODULE_1__/* .frontmatterKeyLine */ .KT)((0,_parse_skill_js__WEBPACK_IMPORTED_MODULE_1__/* .decodeText */ .g7)(await source.readFile(o.error.file, _read_target_js__WEBPACK_IMPORTED_MODULE_2__/* .READ_LIMITS */ .Cl.maxSkillBytes), o.error.file), o.error.field);
            if (line !== null)
                lines.set(`${o.error.file}\0${o.error.field}`, line);
        }
        catch {
            // Unreadable: the annotation stays on line 1.
        }
    }
    return lines;
}
/**
 * Annotations for every anti-pattern and finding of the head results, and for each errored
 * target; the same note on the same line (a plugin repeats its skills' flags) is sent once.
 */
function buildAnnotations(outcomes, options) {
    const out = [];
    for (const o of outcomes) {
        if (!o.ok) {
            const file = o.error.file || o.error.plugin_path;
            const line = (o.error.field && options.fieldLines?.get(`${o.error.file}\0${o.error.field}`)) || 1;
            out.push({
                path: file,
                start_line: line,
                end_line: line,
                annotation_level: options.failOnError ? 'failure' : 'warning',
                title: clip(`Could not be scored${o.error.field ? `: ${o.error.field}` : ''}`, ANNOTATION_TITLE_MAX),
                message: clip(o.error.error, ANNOTATION_MESSAGE_MAX),
            });
            continue;
        }
        const r = o.result;
        const fallbackFile = r.kind === 'skill' ? joinPath(r.plugin_path, SKILL_FILE) : r.plugin_path;
        for (const ap of (0,_reports_format_js__WEBPACK_IMPORTED_MODULE_3__/* .antiPatternsOf */ .$4)(r)) {
            const line = ap.line ?? 1;
            out.push({
                path: ap.file ?? fallbackFile,
                start_line: line,
                end_line: line,
                annotation_level: 'warning',
                title: clip(`${(0,_rules_index_js__WEBPACK_IMPORTED_MODULE_4__/* .ruleInfo */ .PI)(ap.flag)?.title ?? ap.flag} (${ap.flag})`, ANNOTATION_TITLE_MAX),
                message: clip(message(ap.flag, ap.description), ANNOTATION_MESSAGE_MAX),
            });
        }
        for (const f of r.findings) {
            const line = f.line ?? 1;
            out.push({
                path: f.file ?? fallbackFile,
                start_line: line,
                end_line: line,
                annotation_level: findingLevel(f),
                title: clip(`${(0,_rules_index_js__WEBPACK_IMPORTED_MODULE_4__/* .ruleInfo */ .PI)(f.rule)?.title ?? f.rule} (${f.rule}, ${f.category})`, ANNOTATION_TITLE_MAX),
                message: clip(message(f.rule, f.message), ANNOTATION_MESSAGE_MAX),
            });
        }
    }
    const seen = new Set();
    return out.filter((a) => {
        const key = [a.path, a.start_line, a.annotation_level, a.title, a.message].join('\0');
        if (seen.has(key))
            return false;
        seen.add(key);
        return true;
    });
}
function joinPath(dir, name) {
    return dir === '.' || dir === '' ? name : `${dir.replace(/\/+$/, '')}/${name}`;
}
/**
 * Creates the completed check run with the first batch of annotations and adds the rest with
 * updates. Throws GitHubApiError (the caller degrades a 403 to a warning).
 */
async function publishCheckRun(api, headSha, report) {
    const kept = report.annotations.slice(0, MAX_ANNOTATIONS);
    const dropped = report.annotations.length - kept.length;
    const summary = dropped
        ? `${report.summary}\n\n_${dropped} further annotation(s) not shown (at most ${MAX_ANNOTATIONS} are sent)._`
        : report.summary;
    const batches = [];
    for (let i = 0; i < kept.length; i += _adapters_github_js__WEBPACK_IMPORTED_MODULE_0__/* .GITHUB_ANNOTATIONS_PER_REQUEST */ .hY) {
        batches.push(kept.slice(i, i + _adapters_github_js__WEBPACK_IMPORTED_MODULE_0__/* .GITHUB_ANNOTATIONS_PER_REQUEST */ .hY));
    }
    const output = { title: report.title, summary, ...(report.text ? { text: report.text } : {}) };
    const created = await api.createCheckRun(headSha, report.name ?? CHECK_NAME, report.conclusion, {
        ...output,
        annotations: batches[0] ?? [],
    });
    for (const batch of batches.slice(1)) {
        await api.updateCheckRun(created.id, { title: report.title, summary, annotations: batch });
    }
    return {
        id: created.id,
        requests: Math.max(1, batches.length),
        annotationsSent: kept.length,
        annotationsDropped: dropped,
    };
}


/***/ }),

/***/ 1151:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B0: () => (/* binding */ renderPrReport),
/* harmony export */   Ll: () => (/* binding */ STICKY_MARKER),
/* harmony export */   Qq: () => (/* binding */ prCost),
/* harmony export */   YL: () => (/* binding */ stickyMarker),
/* harmony export */   dq: () => (/* binding */ COMMENT_MAX_CHARS),
/* harmony export */   dy: () => (/* binding */ utf8Bytes),
/* harmony export */   m9: () => (/* binding */ JOB_SUMMARY_MAX_BYTES),
/* harmony export */   qD: () => (/* binding */ upsertStickyComment)
/* harmony export */ });
/* unused harmony exports GITHUB_BODY_LIMIT, renderRowDetails, MAX_FINDINGS_NAMED, llmScored, intervalLine, attentionLines */
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
    const gaps = (0,_gate_js__WEBPACK_IMPORTED_MODULE_6__/* .llmGaps */ .$t)(r);
    if (gaps.length)
        out.push(`⏳ ${where}: not fully measured by the LLM layers — ${inline((0,_gate_js__WEBPACK_IMPORTED_MODULE_6__/* .describeGaps */ .Xr)(gaps))}.`);
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
/** The report of a pull request that changes no target. */
function renderEmptyReport(report, marker) {
    const lines = [...(marker ? [marker] : []), ...headline(report)];
    const removed = removedLine(report);
    if (removed)
        lines.push('', removed);
    if (report.notes.length)
        lines.push('', ...report.notes.map((n) => `> ${(0,_reports_format_js__WEBPACK_IMPORTED_MODULE_2__/* .mdText */ .bC)(n)}`));
    lines.push('', footer(report));
    return { body: lines.join('\n') + '\n', trimmedDetails: 0, trimmedRows: 0 };
}
/** The bullets under the table: intervals, what needs attention, evals, removals and both methods. */
function belowTable(report, shown) {
    const parts = [];
    const attention = shown.flatMap((row) => [
        ...intervalLine(row, report.threshold),
        ...attentionLines(row),
        ...(0,_evalGate_js__WEBPACK_IMPORTED_MODULE_8__/* .evalLines */ .gK)({ path: row.target.path, head: row.head, base: row.base }),
    ]);
    if (attention.length)
        parts.push(attention.map((l) => `- ${l}`).join('\n'));
    const removed = removedLine(report);
    if (removed)
        parts.push(removed);
    const methodRows = shown.flatMap((r) => report.methods?.[r.target.path] ? [['', r.target.path, report.methods[r.target.path]]] : []);
    const methodLines = (0,_reports_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .renderMethodLines */ .NR)(methodRows);
    if (methodLines)
        parts.push(`Static layer by method, where the calibrated and reference numbers differ by more than a point:\n\n${methodLines}`);
    return parts;
}
/** The report with the first `shownRows` rows of the table and the first `shownDetails` details. */
function composeReport(report, rows, details, shown, marker) {
    const parts = [];
    if (marker)
        parts.push(marker);
    parts.push(headline(report).join('\n'));
    parts.push((0,_reports_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .renderBadgeTable */ .iM)(rows.slice(0, shown.rows).map((r) => ({ outcome: r.head, baseScore: baseScore(r) })), { threshold: report.threshold }));
    if (shown.rows < rows.length) {
        parts.push(`_…and ${rows.length - shown.rows} more target(s) not shown to stay under GitHub's ${GITHUB_BODY_LIMIT.toLocaleString('en-US')}-character limit; see the job summary and the JSON report._`);
    }
    parts.push(...belowTable(report, rows.slice(0, shown.rows)));
    if (report.notes.length)
        parts.push(report.notes.map((n) => `> ${(0,_reports_format_js__WEBPACK_IMPORTED_MODULE_2__/* .mdText */ .bC)(n)}`).join('\n'));
    if (shown.details > 0)
        parts.push(details.slice(0, shown.details).join('\n\n'));
    const left = details.length - shown.details;
    if (left > 0) {
        parts.push(`_Details of ${left} target${left === 1 ? '' : 's'} left out to keep this under GitHub's ${GITHUB_BODY_LIMIT.toLocaleString('en-US')}-character limit; the job summary and the JSON report have them all._`);
    }
    parts.push(footer(report));
    return parts.join('\n\n') + '\n';
}
/** The most of `max` that still fits (what is measured grows with the count), found by bisection. */
function mostThatFits(max, fits) {
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
}
/** The pull request report as markdown, kept under `maxChars` by trimming details first (and saying so). */
function renderPrReport(report, options = {}) {
    const maxChars = options.maxChars ?? Infinity;
    const size = options.measure ?? ((text) => text.length);
    const withDetails = options.withDetails ?? true;
    const rows = ordered(report);
    if (rows.length === 0)
        return renderEmptyReport(report, options.marker);
    const details = withDetails ? rows.map(renderRowDetails) : [];
    const compose = (shownRows, shownDetails) => composeReport(report, rows, details, { rows: shownRows, details: shownDetails }, options.marker);
    let shownRows = rows.length;
    let shownDetails = details.length;
    let body = compose(shownRows, shownDetails);
    if (size(body) > maxChars) {
        shownDetails = mostThatFits(details.length, (n) => size(compose(rows.length, n)) <= maxChars);
        body = compose(shownRows, shownDetails);
    }
    if (size(body) > maxChars) {
        // Even the bare table is too long: keep the most rows that fit.
        shownRows = mostThatFits(rows.length, (n) => size(compose(n, 0)) <= maxChars);
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

/***/ 2684:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   NP: () => (/* binding */ commentUrl),
/* harmony export */   VB: () => (/* binding */ linksMarkdown),
/* harmony export */   hI: () => (/* binding */ checkRunUrl)
/* harmony export */ });
/** The check run's page (github.com/<owner>/<repo>/runs/<id>), or undefined without a repository. */
function checkRunUrl(env, id) {
    return env.repo ? `${env.serverUrl}/${env.repo.owner}/${env.repo.repo}/runs/${id}` : undefined;
}
/** A pull request comment's anchor (…/pull/<n>#issuecomment-<id>). */
function commentUrl(env, pr, id) {
    return env.repo ? `${env.serverUrl}/${env.repo.owner}/${env.repo.repo}/pull/${pr}#issuecomment-${id}` : undefined;
}
/** Lines for the end of the job summary linking the comment and the check run. */
function linksMarkdown(links) {
    const parts = [
        links.comment ? `[the pull request comment](${links.comment})` : '',
        links.check ? `[the PluginEval check run](${links.check})` : '',
    ].filter(Boolean);
    return parts.length ? `\n\nPosted: ${parts.join(' · ')}\n` : '';
}


/***/ }),

/***/ 666:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  L: () => (/* binding */ baseOutcomes),
  J: () => (/* binding */ scoreChange)
});

// EXTERNAL MODULE: ./src/engine/evaluate.ts + 18 modules
var evaluate = __webpack_require__(8448);
;// CONCATENATED MODULE: ./src/rules/suppressions/trust.ts
/** Why a revoked suppression does not count (kept in the finding's JSON). */
const REVOKED_REASON = 'suppression added by this pull request: a security finding is silenced only by a suppression already on the base branch or by the base configuration';
/** A fingerprint without the counter that tells repeats of the same text apart (`…:1`). */
function sameText(fingerprint) {
    const colon = fingerprint.indexOf(':');
    return colon === -1 ? fingerprint : fingerprint.slice(0, colon);
}
/** The fingerprints of the findings the base version already silenced. */
function silencedAtBase(base) {
    const out = new Set();
    for (const f of base?.findings ?? [])
        if (f.suppressed === true && f.fingerprint)
            out.add(sameText(f.fingerprint));
    return out;
}
/**
 * Revokes the suppressions of the head's security findings that neither the base version nor the
 * base configuration (`disabledByConfig`: the rules it turns off for this target) accounts for.
 * Returns the findings whose suppression was revoked.
 */
function revokeAddedSuppressions(head, base, disabledByConfig) {
    const trusted = silencedAtBase(base);
    const revoked = [];
    for (const f of head.findings) {
        if (f.category !== 'security' || f.suppressed !== true)
            continue;
        if (disabledByConfig(f.rule))
            continue;
        if (f.fingerprint && trusted.has(sameText(f.fingerprint)))
            continue;
        f.suppressed = false;
        f.suppression_reason = REVOKED_REASON;
        revoked.push(f);
    }
    return revoked;
}

// EXTERNAL MODULE: ./src/sweep/run.ts + 1 modules
var run = __webpack_require__(1012);
// EXTERNAL MODULE: ./src/action/base.ts
var action_base = __webpack_require__(3585);
// EXTERNAL MODULE: ./src/action/evalGate.ts
var evalGate = __webpack_require__(3057);
// EXTERNAL MODULE: ./src/action/gate.ts
var gate = __webpack_require__(243);
// EXTERNAL MODULE: ./src/action/modes/mode.ts
var mode = __webpack_require__(4550);
// EXTERNAL MODULE: ./src/action/project.ts + 2 modules
var action_project = __webpack_require__(9550);
// EXTERNAL MODULE: ./src/action/pr/targets.ts
var pr_targets = __webpack_require__(2135);
;// CONCATENATED MODULE: ./src/action/pr/score.ts









/**
 * The base version's outcome of each target: in the same folder, else in the folder it moved from
 * (basePath), null when it is new, undefined when the base could not be read.
 */
async function baseOutcomes(ctx, repoDir, pr, targets, options) {
    const none = targets.map(() => ({ basePath: null, outcome: undefined }));
    if (targets.length === 0)
        return none;
    const base = await (0,action_base/* openBaseSource */.B)(repoDir, pr.baseSha, ctx.api, ctx.warn);
    if (!base) {
        ctx.notes.push('The base version could not be read, so there is no change column.');
        return none;
    }
    if (base.via === 'api')
        ctx.notes.push('Base version read through the contents API (the base commit could not be fetched locally).');
    // Where each target was at the base: same folder, else the folder it moved from, else new.
    const located = await Promise.all(targets.map(async (t) => {
        try {
            if (await (0,pr_targets/* targetAt */.to)(base.source, t.path))
                return t.path;
            if (t.movedFrom !== null && (await (0,pr_targets/* targetAt */.to)(base.source, t.movedFrom)))
                return t.movedFrom;
            return null;
        }
        catch (err) {
            ctx.warn(`Could not look up ${t.path} in the base version: ${err instanceof Error ? err.message : String(err)}`);
            return undefined;
        }
    }));
    const present = targets
        .map((t, i) => ({ kind: t.kind, path: located[i] }))
        .filter((t) => typeof t.path === 'string');
    const scored = await (0,run/* scoreTargets */.Ji)(base.source, present, { ...options, warn: () => { } });
    const byPath = new Map(present.map((t, i) => [t.path, scored[i]]));
    return located.map((p) => typeof p === 'string' ? { basePath: p, outcome: byPath.get(p) } : { basePath: null, outcome: p });
}
/**
 * Revokes the suppressions the pull request adds to its own security findings (those the base
 * version did not already silence and the base configuration does not allow), on every head result.
 */
function revokeAddedSuppressionsAll(project, heads, bases) {
    const revoked = [];
    heads.forEach((h, i) => {
        if (!h.ok)
            return;
        const base = bases[i].outcome;
        const rules = (0,action_project/* targetOptions */.Gl)(project, h.result.plugin_path).rules ?? {};
        revoked.push(...revokeAddedSuppressions(h.result, base?.ok ? base.result : null, (rule) => rules[rule]?.enabled === false));
    });
    return revoked;
}
/** Says which security findings still count although the pull request suppresses them. */
function noteRevoked(ctx, revoked) {
    if (revoked.length === 0)
        return;
    const shown = revoked
        .slice(0, 5)
        .map((f) => `${f.rule} (${f.file ?? '?'}${f.line !== undefined ? `:${f.line}` : ''})`);
    const more = revoked.length > 5 ? ` and ${revoked.length - 5} more` : '';
    const note = `${revoked.length} security finding(s) still count although this pull request suppresses them: ${shown.join(', ')}${more}. Only a suppression already on the base branch, or the base configuration, silences a security finding.`;
    ctx.notes.push(note);
    ctx.warn(note);
}
/** The eval gate's failures folded into the verdict: the check fails and the line says why. */
function withEvalGate(gate, failures) {
    if (failures.length === 0)
        return gate;
    const why = failures.map((f) => `${(0,evalGate/* codePath */.Xe)(f.path)} ${f.reason}`).join('; ');
    const line = gate.passed ? `❌ Eval gate: ${why}.` : `${gate.line} Eval gate: ${why}.`;
    return {
        ...gate,
        passed: false,
        conclusion: 'failure',
        line,
        failing: [...new Set([...gate.failing, ...failures.map((f) => f.path)])],
    };
}
/** How every target is scored, at head and base alike. */
function scoringOptions(ctx) {
    const { inputs } = ctx;
    return {
        depth: inputs.depth,
        method: inputs.method,
        llm: ctx.llm,
        warn: ctx.targetWarn,
        concurrency: inputs.concurrency,
        config: { mode: 'pr' },
        evals: inputs.evalGate.mode !== 'off' ? true : undefined,
        // The file's overrides by path: each target's method and rules (at head and base alike).
        optionsFor: (t) => (0,action_project/* targetOptions */.Gl)(ctx.project ?? null, t.path),
    };
}
/** The gate over the head scores, with the eval gate's failures and the configuration's errors folded in. */
function prGate(ctx, rows, excused, projectErrors) {
    const heads = rows.map((r) => r.head);
    const scoreGate = (0,gate/* pullRequestGate */.CW)(heads, {
        ...ctx.inputs,
        excused,
        targetGate: (p) => (0,action_project/* targetGate */.$C)(ctx.project ?? null, p),
    });
    const evalFailures = (0,evalGate/* evalGateFailures */.Lc)(rows.map((r) => ({ path: r.target.path, head: r.head, base: r.base })), ctx.inputs.evalGate);
    return (0,action_project/* withProjectErrors */.Nu)(withEvalGate(scoreGate, evalFailures), projectErrors);
}
/** The static layer both ways (cheap, no model calls): the comment shows both where they disagree. */
async function bothMethods(change, heads) {
    const methods = {};
    for (const [i, t] of change.changes.targets.entries())
        if (heads[i].ok)
            methods[t.path] = await (0,evaluate.staticScoresBothWays)(change.head, t.path);
    return methods;
}
/** Scores the change at its head and base and decides the gate: the report the comment, check and files show. */
async function scoreChange(ctx, change) {
    const { pr, changes } = change;
    const options = scoringOptions(ctx);
    const heads = await (0,run/* scoreTargets */.Ji)(change.head, changes.targets, options);
    const bases = await baseOutcomes(ctx, change.repoDir, pr, changes.targets, options);
    (0,mode/* noteDeadline */.Z)(ctx);
    noteRevoked(ctx, revokeAddedSuppressionsAll(ctx.project ?? null, heads, bases));
    const baseline = (0,action_project/* baselineVerdict */.NV)(ctx.project ?? null, heads);
    if (baseline)
        ctx.notes.push(baseline.note);
    const rows = changes.targets.map((target, i) => ({
        target,
        head: heads[i],
        basePath: bases[i].basePath,
        base: bases[i].outcome,
    }));
    const gate = prGate(ctx, rows, baseline?.excused, change.projectErrors);
    return {
        methods: await bothMethods(change, heads),
        rows,
        removed: changes.removed,
        gate,
        threshold: ctx.inputs.threshold,
        depth: ctx.inputs.depth,
        headSha: pr.headSha,
        baseSha: pr.baseSha,
        notes: ctx.notes,
    };
}


/***/ }),

/***/ 2135:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Wm: () => (/* binding */ candidateTargets),
/* harmony export */   gu: () => (/* binding */ targetFilter),
/* harmony export */   jT: () => (/* binding */ affectedTargets),
/* harmony export */   ji: () => (/* binding */ withEnclosingPlugins),
/* harmony export */   to: () => (/* binding */ targetAt)
/* harmony export */ });
/* harmony import */ var _read_target_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4306);
/* harmony import */ var _change_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8988);
/* harmony import */ var _context_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(645);
/* harmony import */ var _project_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9550);




const SKILL_FILE = 'SKILL.md';
const PLUGIN_DIR = '.claude-plugin';
const PLUGIN_MANIFEST = 'plugin.json';
const AGENTS_DIR = 'agents';
/** Sub-folders of a skill whose files feed its score. */
const SKILL_RESOURCE_DIRS = new Set(['references', 'assets']);
function folderOf(parts) {
    return parts.length === 0 ? '.' : parts.join('/');
}
/**
 * The targets a changed file could belong to, nearest first; existence is checked by the caller.
 * `SKILL.md` → its folder; `…/references/…`, `…/assets/…` → the folder holding that sub-folder;
 * `.claude-plugin/plugin.json` and `agents/*.md` → the plugin folder.
 */
function candidateTargets(file) {
    const parts = file.split('/').filter((p) => p !== '' && p !== '.');
    const name = parts[parts.length - 1] ?? '';
    const out = [];
    if (name === SKILL_FILE)
        out.push({ kind: 'skill', path: folderOf(parts.slice(0, -1)) });
    for (let i = parts.length - 2; i >= 0; i--) {
        if (SKILL_RESOURCE_DIRS.has(parts[i]))
            out.push({ kind: 'skill', path: folderOf(parts.slice(0, i)) });
    }
    if (name === PLUGIN_MANIFEST && parts[parts.length - 2] === PLUGIN_DIR) {
        out.push({ kind: 'plugin', path: folderOf(parts.slice(0, -2)) });
    }
    if (name.toLowerCase().endsWith('.md') && parts[parts.length - 2] === AGENTS_DIR) {
        out.push({ kind: 'plugin', path: folderOf(parts.slice(0, -2)) });
    }
    return out;
}
/** What target `dir` holds in `source` (a skill wins over a plugin, as the engine decides), or null. */
async function targetAt(source, dir) {
    return (0,_read_target_js__WEBPACK_IMPORTED_MODULE_0__.targetKind)(source, dir === '.' ? '' : dir);
}
/** The first candidate of `file` that is a target in `source`, with the kind the engine sees there. */
async function resolveCandidate(source, file) {
    for (const c of candidateTargets(file)) {
        const kind = await targetAt(source, c.path);
        if (kind)
            return { kind, path: c.path };
    }
    return null;
}
/** A target named by a file's path alone (for deleted targets, whose folder is gone). */
function markerTarget(file) {
    const c = candidateTargets(file)[0];
    if (!c)
        return null;
    const name = file.split('/').pop();
    // Only deleting the marker file itself deletes the target.
    return (c.kind === 'skill' && name === SKILL_FILE) || (c.kind === 'plugin' && name === PLUGIN_MANIFEST) ? c : null;
}
/** The part of `file` inside folder `dir` ('.' = the root). */
function insidePart(file, dir) {
    return dir === '.' ? file : file.slice(dir.length + 1);
}
/**
 * Maps a pull request's changed files to the targets to score. A rename counts under its new
 * path (and remembers the old folder, where the base version may be); a target whose marker file
 * is deleted and whose folder is gone at the head is listed as removed; `include` filters the
 * targets to score by the `paths` input (matched at the head, so removed ones are all listed).
 */
async function affectedTargets(files, head, include = () => true) {
    const byPath = new Map();
    const removed = new Map();
    for (const f of files) {
        if (f.status === 'unchanged')
            continue;
        const previous = f.status === 'renamed' && f.previous_filename ? f.previous_filename : undefined;
        const hit = await resolveCandidate(head, f.filename);
        if (hit) {
            const known = byPath.get(hit.path) ?? { ...hit, movedFrom: null };
            if (previous && f.status !== 'removed') {
                // The whole folder moved when the file kept its place inside it.
                const old = candidateTargets(previous).find((c) => c.path !== hit.path && insidePart(previous, c.path) === insidePart(f.filename, hit.path));
                const isMarker = markerTarget(f.filename) !== null;
                if (old && (known.movedFrom === null || isMarker))
                    known.movedFrom = old.path;
            }
            byPath.set(hit.path, known);
        }
        else if (f.status === 'removed') {
            const gone = markerTarget(f.filename);
            if (gone)
                removed.set(gone.path, { ...gone, movedFrom: null });
        }
        if (previous) {
            // The folder the file left changed too, when it is still a target.
            const left = await resolveCandidate(head, previous);
            if (left && !byPath.has(left.path))
                byPath.set(left.path, { ...left, movedFrom: null });
            // A marker file moved away: its old folder is gone unless a target is still there.
            const gone = markerTarget(previous);
            if (gone && !(await targetAt(head, gone.path)))
                removed.set(gone.path, { ...gone, movedFrom: null });
        }
    }
    // A folder that moved is reported once, under its new path.
    for (const t of byPath.values())
        if (t.movedFrom !== null)
            removed.delete(t.movedFrom);
    const byName = (a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0);
    return { targets: [...byPath.values()].filter(include).sort(byName), removed: [...removed.values()].sort(byName) };
}
/** Adds the plugin around each changed skill or agent (when `include` keeps it), sorted by path. */
async function withEnclosingPlugins(changes, head, include) {
    const byPath = new Map(changes.targets.map((t) => [t.path, t]));
    for (const t of changes.targets) {
        if (t.kind !== 'skill')
            continue;
        const plugin = await (0,_change_js__WEBPACK_IMPORTED_MODULE_1__/* .enclosingPlugin */ .g6)(head, t.path);
        if (plugin === null || byPath.has(plugin))
            continue;
        const added = { kind: 'plugin', path: plugin, movedFrom: null };
        if (include(added))
            byPath.set(plugin, added);
    }
    const targets = [...byPath.values()].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
    return { ...changes, targets };
}
/** Which targets a run scores: those the `paths` input matches and the configuration does not ignore. */
function targetFilter(inputs, project, repoDir) {
    const matchesPaths = (0,_change_js__WEBPACK_IMPORTED_MODULE_1__/* .pathsMatcher */ .$8)(inputs.paths, repoDir);
    const roots = (0,_context_js__WEBPACK_IMPORTED_MODULE_2__/* .pathsRoots */ .sf)(inputs.paths);
    return (t) => !(0,_project_js__WEBPACK_IMPORTED_MODULE_3__/* .ignoredTarget */ .AL)(project, t.path) &&
        (t.kind === 'skill'
            ? matchesPaths(t.path === '.' ? SKILL_FILE : `${t.path}/${SKILL_FILE}`)
            : (0,_context_js__WEBPACK_IMPORTED_MODULE_2__/* .underRoots */ .yj)(t.path, roots));
}


/***/ }),

/***/ 370:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  A: () => (/* binding */ pLimit)
});

// UNUSED EXPORTS: limitFunction

;// CONCATENATED MODULE: ./node_modules/yocto-queue/index.js
/*
How it works:
`this.#head` is an instance of `Node` which keeps track of its current value and nests another instance of `Node` that keeps the value that comes after it. When a value is provided to `.enqueue()`, the code needs to iterate through `this.#head`, going deeper and deeper to find the last value. However, iterating through every single item is slow. This problem is solved by saving a reference to the last value as `this.#tail` so that it can reference it to add a new value.
*/

class Node {
	value;
	next;

	constructor(value) {
		this.value = value;
	}
}

class Queue {
	#head;
	#tail;
	#size;

	constructor() {
		this.clear();
	}

	enqueue(value) {
		const node = new Node(value);

		if (this.#head) {
			this.#tail.next = node;
			this.#tail = node;
		} else {
			this.#head = node;
			this.#tail = node;
		}

		this.#size++;
	}

	dequeue() {
		const current = this.#head;
		if (!current) {
			return;
		}

		this.#head = this.#head.next;
		this.#size--;

		// Clean up tail reference when queue becomes empty
		if (!this.#head) {
			this.#tail = undefined;
		}

		return current.value;
	}

	peek() {
		if (!this.#head) {
			return;
		}

		return this.#head.value;

		// TODO: Node.js 18.
		// return this.#head?.value;
	}

	clear() {
		this.#head = undefined;
		this.#tail = undefined;
		this.#size = 0;
	}

	get size() {
		return this.#size;
	}

	* [Symbol.iterator]() {
		let current = this.#head;

		while (current) {
			yield current.value;
			current = current.next;
		}
	}

	* drain() {
		while (this.#head) {
			yield this.dequeue();
		}
	}
}

;// CONCATENATED MODULE: ./node_modules/p-limit/index.js


function pLimit(concurrency) {
	validateConcurrency(concurrency);

	const queue = new Queue();
	let activeCount = 0;

	const resumeNext = () => {
		if (activeCount < concurrency && queue.size > 0) {
			queue.dequeue()();
			// Since `pendingCount` has been decreased by one, increase `activeCount` by one.
			activeCount++;
		}
	};

	const next = () => {
		activeCount--;

		resumeNext();
	};

	const run = async (function_, resolve, arguments_) => {
		const result = (async () => function_(...arguments_))();

		resolve(result);

		try {
			await result;
		} catch {}

		next();
	};

	const enqueue = (function_, resolve, arguments_) => {
		// Queue `internalResolve` instead of the `run` function
		// to preserve asynchronous context.
		new Promise(internalResolve => {
			queue.enqueue(internalResolve);
		}).then(
			run.bind(undefined, function_, resolve, arguments_),
		);

		(async () => {
			// This function needs to wait until the next microtask before comparing
			// `activeCount` to `concurrency`, because `activeCount` is updated asynchronously
			// after the `internalResolve` function is dequeued and called. The comparison in the if-statement
			// needs to happen asynchronously as well to get an up-to-date value for `activeCount`.
			await Promise.resolve();

			if (activeCount < concurrency) {
				resumeNext();
			}
		})();
	};

	const generator = (function_, ...arguments_) => new Promise(resolve => {
		enqueue(function_, resolve, arguments_);
	});

	Object.defineProperties(generator, {
		activeCount: {
			get: () => activeCount,
		},
		pendingCount: {
			get: () => queue.size,
		},
		clearQueue: {
			value() {
				queue.clear();
			},
		},
		concurrency: {
			get: () => concurrency,

			set(newConcurrency) {
				validateConcurrency(newConcurrency);
				concurrency = newConcurrency;

				queueMicrotask(() => {
					// eslint-disable-next-line no-unmodified-loop-condition
					while (activeCount < concurrency && queue.size > 0) {
						resumeNext();
					}
				});
			},
		},
	});

	return generator;
}

function limitFunction(function_, option) {
	const {concurrency} = option;
	const limit = pLimit(concurrency);

	return (...arguments_) => limit(() => function_(...arguments_));
}

function validateConcurrency(concurrency) {
	if (!((Number.isInteger(concurrency) || concurrency === Number.POSITIVE_INFINITY) && concurrency > 0)) {
		throw new TypeError('Expected `concurrency` to be a number from 1 and up');
	}
}


/***/ })

};
