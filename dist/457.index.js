export const id = 457;
export const ids = [457,151];
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

/***/ 4457:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  finishRun: () => (/* binding */ finishRun)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: ./src/action/runner/commands.ts
var commands = __webpack_require__(7203);
;// CONCATENATED MODULE: ./src/action/runner/files.ts
// The runner's file commands, as @actions/core writes them: step outputs appended to the file
// GITHUB_OUTPUT names (`name<<delimiter`, the value, the delimiter: a random delimiter the value
// cannot contain, so a multi-line value cannot forge another output) and markdown appended to the
// job summary (GITHUB_STEP_SUMMARY).




const SUMMARY_ENV = 'GITHUB_STEP_SUMMARY';
/** `name<<delimiter` EOL value EOL delimiter; refuses a name or value that holds the delimiter. */
function keyValueMessage(name, value, delimiter = `ghadelimiter_${(0,external_node_crypto_.randomUUID)()}`) {
    if (name.includes(delimiter))
        throw new Error(`Unexpected input: name should not contain the delimiter "${delimiter}"`);
    if (value.includes(delimiter)) {
        throw new Error(`Unexpected input: value should not contain the delimiter "${delimiter}"`);
    }
    return `${name}<<${delimiter}${external_node_os_.EOL}${value}${external_node_os_.EOL}${delimiter}`;
}
/** A step output: into GITHUB_OUTPUT, or the older `::set-output` command where the runner sets no file. */
function setOutput(name, value, env = process.env) {
    const file = env.GITHUB_OUTPUT || '';
    if (!file) {
        process.stdout.write(external_node_os_.EOL + (0,commands/* commandLine */.ay)('set-output', { name }, value) + external_node_os_.EOL);
        return;
    }
    if (!(0,external_node_fs_.existsSync)(file))
        throw new Error(`Missing file at path: ${file}`);
    (0,external_node_fs_.appendFileSync)(file, `${keyValueMessage(name, value)}${external_node_os_.EOL}`, { encoding: 'utf8' });
}
/** Appends markdown to the job summary. */
async function appendSummary(markdown, env = process.env) {
    const file = env[SUMMARY_ENV];
    if (!file) {
        throw new Error(`Unable to find environment variable for $${SUMMARY_ENV}. Check if your runtime environment supports job summaries.`);
    }
    try {
        await external_node_fs_.promises.access(file, external_node_fs_.constants.R_OK | external_node_fs_.constants.W_OK);
    }
    catch {
        throw new Error(`Unable to access summary file: '${file}'. Check if the file has correct read/write permissions.`);
    }
    await external_node_fs_.promises.appendFile(file, markdown, { encoding: 'utf8' });
}

// EXTERNAL MODULE: ./src/text/redact.ts
var text_redact = __webpack_require__(3326);
// EXTERNAL MODULE: ./src/action/comment.ts
var comment = __webpack_require__(1151);
// EXTERNAL MODULE: ./src/action/gate.ts
var gate = __webpack_require__(243);
// EXTERNAL MODULE: ./src/action/links.ts
var action_links = __webpack_require__(2684);
// EXTERNAL MODULE: ./src/action/log.ts
var action_log = __webpack_require__(8592);
;// CONCATENATED MODULE: ./src/action/finish.ts
// The end of every run, whatever the mode: the job summary, the outputs and the SARIF file first
// (the report files are written), then what the mode posts, then the gate decides whether the step
// fails. Loaded with the reports, after the mode's first GitHub requests.








/** Writes the SARIF log of the scored targets beside the report, for code scanning; its path. */
async function writeSarifFile(outputDir, outcomes, redact) {
    const [{ renderSarif, SARIF_REPORT_FILE }, { ENGINE_VERSION }] = await Promise.all([
        __webpack_require__.e(/* import() */ 923).then(__webpack_require__.bind(__webpack_require__, 6923)),
        Promise.all(/* import() */[__webpack_require__.e(66), __webpack_require__.e(164), __webpack_require__.e(567), __webpack_require__.e(269), __webpack_require__.e(334)]).then(__webpack_require__.bind(__webpack_require__, 2334)),
    ]);
    const file = external_node_path_.join(outputDir, SARIF_REPORT_FILE);
    const results = outcomes.flatMap((o) => (o.ok ? [o.result] : []));
    const errors = outcomes.flatMap((o) => (o.ok ? [] : [o.error]));
    await external_node_fs_.promises.mkdir(external_node_path_.resolve(outputDir), { recursive: true });
    await external_node_fs_.promises.writeFile(external_node_path_.resolve(file), redact(renderSarif(results, errors, { toolVersion: ENGINE_VERSION })));
    return file;
}
/** Cuts markdown to fit `max` UTF-8 bytes, at a line break, saying where the rest is. */
function clipToBytes(markdown, max, utf8Bytes) {
    if (utf8Bytes(markdown) <= max)
        return markdown;
    const note = '\n\n_…cut to fit the 1 MiB job summary; the full report is in the JSON and markdown files of output-dir._\n';
    let cut = Buffer.from(markdown, 'utf8')
        .subarray(0, max - utf8Bytes(note))
        .toString('utf8');
    cut = cut.slice(0, Math.max(0, cut.lastIndexOf('\n')));
    return cut + note;
}
/** Adds markdown to the job summary; a failure to write it is a warning. */
async function addToSummary(markdown, log) {
    try {
        await appendSummary(markdown);
    }
    catch (err) {
        log.warn(`Could not write the job summary: ${(0,text_redact/* errorMessage */.gJ)(err, log.redact)}`);
    }
}
/** The summary, the outputs and the SARIF file: written whatever GitHub says next. */
async function writeResults(result, settings, log) {
    const { redact } = log;
    await addToSummary(clipToBytes(redact(result.summaryMarkdown), comment.JOB_SUMMARY_MAX_BYTES, comment.utf8Bytes), log);
    const outputs = (0,gate/* actionOutputs */.dr)(result.outcomes, result.reportPath, result.gate);
    for (const [name, value] of Object.entries(outputs))
        setOutput(name, value);
    try {
        setOutput('sarif-file', await writeSarifFile(settings.inputs.outputDir, result.outcomes, redact));
    }
    catch (err) {
        log.warn(`Could not write the SARIF file: ${(0,text_redact/* errorMessage */.gJ)(err, redact)}`);
    }
}
async function finishRun(result, settings, log) {
    const { deadline } = settings;
    // The work is done and its report files written: publishing may use the deadline's margin.
    deadline?.startPublishing();
    const targetWarnings = log.targetWarnings;
    if (targetWarnings.length) {
        log.warn(`${targetWarnings.length} target warning(s), e.g. "${targetWarnings[0]}"; each is in its target's JSON report.`);
    }
    await writeResults(result, settings, log);
    await result.publish();
    // What was posted: the check run's page as an output, and both linked from the summary.
    const links = result.links ?? {};
    setOutput('check-url', links.check ?? '');
    const posted = (0,action_links/* linksMarkdown */.VB)(links);
    if (posted)
        await addToSummary(posted, log);
    // What the deadline cut while publishing too (the comment could only say what it cut before).
    const cut = deadline?.note();
    if (cut)
        log.warn(cut);
    const line = log.redact(result.gate.line);
    (0,action_log/* info */.pq)(line);
    if (!result.gate.passed)
        (0,action_log/* fail */.fJ)(line.replace(/^❌\s*/, ''));
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


/***/ })

};
