export const id = 874;
export const ids = [874];
export const modules = {

/***/ 7493:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   publishPrReport: () => (/* binding */ publishPrReport)
/* harmony export */ });
/* harmony import */ var _runner_commands_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7203);
/* harmony import */ var _text_escape_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7388);
/* harmony import */ var _checks_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4421);
/* harmony import */ var _comment_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1151);
/* harmony import */ var _context_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(645);
/* harmony import */ var _links_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(2684);
/* harmony import */ var _project_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8280);
// The last step of pull request mode: the sticky comment and the check run, each degrading to a
// warning when GitHub refuses it; the pages of what was posted are kept for the summary.







const info = (message) => _runner_commands_js__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq((0,_text_escape_js__WEBPACK_IMPORTED_MODULE_5__/* .logText */ .kc)(message));
async function postComment(ctx, api, prNumber, report, links) {
    const marker = (0,_comment_js__WEBPACK_IMPORTED_MODULE_2__.stickyMarker)(ctx.inputs.commentKey);
    const { body, trimmedDetails } = (0,_comment_js__WEBPACK_IMPORTED_MODULE_2__.renderPrReport)(report, { maxChars: _comment_js__WEBPACK_IMPORTED_MODULE_2__.COMMENT_MAX_CHARS, marker });
    if (trimmedDetails)
        info(`Comment: details of ${trimmedDetails} target(s) trimmed to fit GitHub's limit.`);
    const done = await (0,_context_js__WEBPACK_IMPORTED_MODULE_3__/* .softly */ .QK)('the pull request comment', () => (0,_comment_js__WEBPACK_IMPORTED_MODULE_2__.upsertStickyComment)(api, prNumber, body, marker));
    if (done?.identityUnknown)
        ctx.warn('Could not tell which account the github-token belongs to, so no earlier comment was edited; a new one was made.');
    if (done) {
        links.comment = (0,_links_js__WEBPACK_IMPORTED_MODULE_6__/* .commentUrl */ .NP)(ctx.env, prNumber, done.id);
        info(`Comment ${done.action} (id ${done.id}${done.author ? `, as ${done.author}` : ''}).`);
    }
}
async function postCheckRun(ctx, api, change, report, links) {
    const { gate } = report;
    const heads = report.rows.map((r) => r.head);
    const scored = heads.length;
    const title = scored === 0
        ? 'No skill or plugin changed'
        : `${scored} target${scored === 1 ? '' : 's'}: ${gate.passed ? 'passed' : 'failed'}`;
    const { body } = (0,_comment_js__WEBPACK_IMPORTED_MODULE_2__.renderPrReport)(report, { maxChars: _comment_js__WEBPACK_IMPORTED_MODULE_2__.COMMENT_MAX_CHARS });
    const fieldLines = await (0,_checks_js__WEBPACK_IMPORTED_MODULE_1__/* .errorFieldLines */ .yV)(heads, change.head);
    const annotations = [
        ...change.projectErrors.map(_project_js__WEBPACK_IMPORTED_MODULE_4__.projectAnnotation),
        ...(0,_checks_js__WEBPACK_IMPORTED_MODULE_1__/* .buildAnnotations */ .P)(heads, { failOnError: ctx.inputs.failOnError, fieldLines }),
    ];
    const done = await (0,_context_js__WEBPACK_IMPORTED_MODULE_3__/* .softly */ .QK)('the PluginEval check run', () => (0,_checks_js__WEBPACK_IMPORTED_MODULE_1__/* .publishCheckRun */ .Nm)(api, change.pr.headSha, {
        name: ctx.inputs.checkName,
        conclusion: gate.conclusion,
        title,
        summary: body,
        annotations,
    }));
    if (done)
        links.check = (0,_links_js__WEBPACK_IMPORTED_MODULE_6__/* .checkRunUrl */ .hI)(ctx.env, done.id);
    if (done)
        info(`Check run ${done.id}: ${gate.conclusion}, ${done.annotationsSent} annotation(s) in ${done.requests} request(s).`);
}
/** Posts the comment (on a pull request, not a merge group) and the check run, as the inputs ask. */
async function publishPrReport(ctx, change, report, links) {
    const { inputs } = ctx;
    const api = ctx.api;
    if (!api) {
        if (inputs.comment || inputs.checkRun)
            ctx.warn('No github-token: the comment and the check run are skipped.');
        return;
    }
    const { pr } = change;
    if (inputs.comment && pr.number !== null)
        await postComment(ctx, api, pr.number, report, links);
    if (inputs.checkRun)
        await postCheckRun(ctx, api, change, report, links);
}


/***/ })

};
