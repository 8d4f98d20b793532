export const id = 191;
export const ids = [191];
export const modules = {

/***/ 2191:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  PR_REPORT_FILE: () => (/* reexport */ PR_REPORT_FILE),
  affectedTargets: () => (/* reexport */ targets/* affectedTargets */.jT),
  baseOutcomes: () => (/* reexport */ score/* baseOutcomes */.L),
  candidateTargets: () => (/* reexport */ targets/* candidateTargets */.Wm),
  noteDeadline: () => (/* reexport */ mode/* noteDeadline */.Z),
  openBaseSource: () => (/* reexport */ base/* openBaseSource */.B),
  pullRequestFromPayload: () => (/* reexport */ base/* pullRequestFromPayload */.r),
  runPullRequest: () => (/* binding */ runPullRequest),
  targetAt: () => (/* reexport */ targets/* targetAt */.to),
  targetFilter: () => (/* reexport */ targets/* targetFilter */.gu),
  withEnclosingPlugins: () => (/* reexport */ targets/* withEnclosingPlugins */.ji)
});

// EXTERNAL MODULE: ./src/action/comment.ts
var comment = __webpack_require__(1151);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 14 modules
var core = __webpack_require__(6421);
// EXTERNAL MODULE: ./src/engine/evaluate.ts + 18 modules
var evaluate = __webpack_require__(8448);
// EXTERNAL MODULE: ./src/text/escape.ts
var text_escape = __webpack_require__(7388);
// EXTERNAL MODULE: ./src/action/change.ts
var action_change = __webpack_require__(8988);
// EXTERNAL MODULE: ./src/action/project.ts + 2 modules
var project = __webpack_require__(9550);
// EXTERNAL MODULE: ./src/action/pr/targets.ts
var targets = __webpack_require__(2135);
;// CONCATENATED MODULE: ./src/action/pr/collect.ts
// The first step of pull request mode: the change (from the event), the repository and the head
// version (read by SHA), the configuration's notes on it, and the targets it touches.







const info = (message) => core/* info */.pq((0,text_escape/* logText */.kc)(message));
/** The change, the repository and its head version; the notes say how the head was read. */
async function openChange(ctx) {
    const { inputs, env } = ctx;
    const pr = (0,action_change/* changeFromEvent */.pz)(env.eventName, env.payload);
    if (!pr) {
        throw new Error(`mode "pr" needs a pull_request event payload (or pull_request_target, merge_group; event "${env.eventName || 'unknown'}" has none); use mode "sweep"`);
    }
    // The repository may sit in a sub-folder of the workspace (actions/checkout `path:`).
    const repo = await (0,action_change/* locateRepository */.ZX)(env.workspace, inputs.workingDirectory, [pr.headSha, pr.baseSha]);
    if (repo.how === 'discovered')
        info(`Repository found in ${external_node_path_.relative(env.workspace, repo.dir)}/ (set working-directory to choose).`);
    // The head is read by SHA from git objects, whatever is checked out (under pull_request_target the
    // checkout is the base; nothing of the head is checked out or run).
    const headRead = await (0,action_change/* openHeadSource */.w4)(repo.dir, pr, ctx.api);
    if (headRead.caveat) {
        ctx.warn(headRead.caveat);
        ctx.notes.push(headRead.caveat);
    }
    if (headRead.via === 'api')
        ctx.notes.push('Head version read through the contents API (the head commit could not be fetched with git).');
    return { pr, repoDir: repo.dir, head: headRead.source };
}
/**
 * The configuration governs from the base; a pull request that changes it is told so (and fails
 * when its new file is invalid, before it can break the gate of every later run).
 */
async function configurationNotes(ctx, head) {
    const projectErrors = [];
    if (!ctx.project)
        return projectErrors;
    const note = (0,project/* projectNote */.Ui)(ctx.project);
    if (note)
        ctx.notes.push(note);
    ctx.notes.push(...ctx.project.notes);
    if (ctx.project.error)
        projectErrors.push(ctx.project.error);
    else {
        const changed = (0,project/* headChanges */.EP)(ctx.project, await (0,project/* readHeadFiles */.mt)(head));
        ctx.notes.push(...changed.notes);
        if (changed.error)
            projectErrors.push(changed.error);
    }
    return projectErrors;
}
/** The targets the changed files touch, with the plugin around each; every target when nothing can list them. */
async function changedTargets(ctx, change) {
    const { pr, repoDir, head } = change;
    const include = (0,targets/* targetFilter */.gu)(ctx.inputs, ctx.project ?? null, repoDir);
    let changes;
    const listed = await (0,action_change/* changedFilesOf */.ns)(ctx.api, pr, repoDir, ctx.warn);
    if (listed) {
        changes = await (0,targets/* affectedTargets */.jT)(listed.files, head, include);
        if (listed.note)
            ctx.notes.push(listed.note);
    }
    else {
        // Neither the API nor git could say what changed: score everything rather than nothing.
        ctx.warn('Could not list the changed files through the API or git; scoring every target instead.');
        ctx.notes.push('The changed files could not be listed, so every skill and plugin was scored.');
        const all = await (0,evaluate.discoverTargets)(head, '');
        changes = { targets: all.filter(include).map((t) => ({ ...t, movedFrom: null })), removed: [] };
    }
    // A plugin is scored with its skills and agents: when one of them changes, the plugin joins.
    return (0,targets/* withEnclosingPlugins */.ji)(changes, head, include);
}
async function collectChange(ctx) {
    const opened = await openChange(ctx);
    const projectErrors = await configurationNotes(ctx, opened.head);
    const changes = await changedTargets(ctx, opened);
    return { ...opened, changes, projectErrors };
}

// EXTERNAL MODULE: ./src/action/checks.ts
var checks = __webpack_require__(4421);
// EXTERNAL MODULE: ./src/action/context.ts
var context = __webpack_require__(645);
// EXTERNAL MODULE: ./src/action/links.ts
var action_links = __webpack_require__(2684);
;// CONCATENATED MODULE: ./src/action/pr/publish.ts
// The last step of pull request mode: the sticky comment and the check run, each degrading to a
// warning when GitHub refuses it; the pages of what was posted are kept for the summary.







const publish_info = (message) => core/* info */.pq((0,text_escape/* logText */.kc)(message));
async function postComment(ctx, api, prNumber, report, links) {
    const marker = (0,comment/* stickyMarker */.YL)(ctx.inputs.commentKey);
    const { body, trimmedDetails } = (0,comment/* renderPrReport */.B0)(report, { maxChars: comment/* COMMENT_MAX_CHARS */.dq, marker });
    if (trimmedDetails)
        publish_info(`Comment: details of ${trimmedDetails} target(s) trimmed to fit GitHub's limit.`);
    const done = await (0,context/* softly */.QK)('the pull request comment', () => (0,comment/* upsertStickyComment */.qD)(api, prNumber, body, marker));
    if (done?.identityUnknown)
        ctx.warn('Could not tell which account the github-token belongs to, so no earlier comment was edited; a new one was made.');
    if (done) {
        links.comment = (0,action_links/* commentUrl */.NP)(ctx.env, prNumber, done.id);
        publish_info(`Comment ${done.action} (id ${done.id}${done.author ? `, as ${done.author}` : ''}).`);
    }
}
async function postCheckRun(ctx, api, change, report, links) {
    const { gate } = report;
    const heads = report.rows.map((r) => r.head);
    const scored = heads.length;
    const title = scored === 0
        ? 'No skill or plugin changed'
        : `${scored} target${scored === 1 ? '' : 's'}: ${gate.passed ? 'passed' : 'failed'}`;
    const { body } = (0,comment/* renderPrReport */.B0)(report, { maxChars: comment/* COMMENT_MAX_CHARS */.dq });
    const fieldLines = await (0,checks/* errorFieldLines */.yV)(heads, change.head);
    const annotations = [
        ...change.projectErrors.map(project/* projectAnnotation */.R7),
        ...(0,checks/* buildAnnotations */.P)(heads, { failOnError: ctx.inputs.failOnError, fieldLines }),
    ];
    const done = await (0,context/* softly */.QK)('the PluginEval check run', () => (0,checks/* publishCheckRun */.Nm)(api, change.pr.headSha, {
        name: ctx.inputs.checkName,
        conclusion: gate.conclusion,
        title,
        summary: body,
        annotations,
    }));
    if (done)
        links.check = (0,action_links/* checkRunUrl */.hI)(ctx.env, done.id);
    if (done)
        publish_info(`Check run ${done.id}: ${gate.conclusion}, ${done.annotationsSent} annotation(s) in ${done.requests} request(s).`);
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

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: ./src/reports/json.ts
var json = __webpack_require__(3493);
// EXTERNAL MODULE: ./src/sweep/run.ts + 1 modules
var run = __webpack_require__(1012);
// EXTERNAL MODULE: ./src/action/evalGate.ts
var evalGate = __webpack_require__(3057);
// EXTERNAL MODULE: ./src/action/gate.ts
var gate = __webpack_require__(243);
;// CONCATENATED MODULE: ./src/action/pr/report.ts
// The third step of pull request mode: the report files, written before anything is posted so
// that whatever happens to the GitHub calls, the work is kept.








const PR_REPORT_FILE = 'pull-request.json';
/** A target's evals in the JSON report: lift and pass rates at head and base, and the change. */
function evalsJson(row) {
    const c = (0,evalGate/* rowChange */.D)(row);
    if (!c)
        return {};
    const side = (r) => ({
        lift: r.lift,
        lift_ci: r.lift_ci,
        pass_rate_with_skill: r.with_skill.pass_rate,
        pass_rate_without_skill: r.without_skill.pass_rate,
    });
    return {
        evals: { head: side(c.head), base: c.base ? side(c.base) : null, change: c.change, change_ci: c.change_ci },
    };
}
/** One target's line in pull-request.json. */
function targetJson(r) {
    return {
        path: r.target.path,
        kind: r.target.kind,
        base_path: r.basePath,
        score: r.head.ok ? r.head.result.composite.score : null,
        base_score: r.base?.ok ? r.base.result.composite.score : null,
        status: r.base === null ? 'new' : r.base === undefined ? 'not compared' : 'changed',
        report: `${(0,run/* targetFileStem */.VZ)(r.target.path)}.json`,
        ...(r.head.ok && (0,gate/* llmGaps */.$t)(r.head.result).length ? { llm_unmeasured: (0,gate/* llmGaps */.$t)(r.head.result) } : {}),
        ...evalsJson({ path: r.target.path, head: r.head, base: r.base }),
        ...(r.head.ok ? {} : { error: r.head.error }),
    };
}
/** Writes each head target's report files and pull-request.json; the path of the latter. */
async function writePrReport(ctx, pr, report) {
    const { inputs } = ctx;
    const { gate, rows } = report;
    const heads = rows.map((r) => r.head);
    const outDir = external_node_path_.resolve(inputs.outputDir);
    const summary = (0,run/* summarise */.fS)(heads, {
        root: '.',
        depth: inputs.depth,
        threshold: inputs.threshold,
        onUnmeasured: inputs.onUnmeasured,
    });
    await (0,run/* writeSweep */.QJ)(outDir, heads, summary);
    const reportPath = external_node_path_.join(inputs.outputDir, PR_REPORT_FILE);
    await external_node_fs_.promises.writeFile(external_node_path_.resolve(reportPath), (0,json/* toJson */.aB)({
        event: pr.event,
        pull_request: pr.number,
        head_sha: pr.headSha,
        base_sha: pr.baseSha,
        depth: inputs.depth,
        threshold: inputs.threshold,
        passed: gate.passed,
        conclusion: gate.conclusion,
        gate: gate.line,
        unmeasured: gate.unmeasured ?? [],
        cost: (0,comment/* prCost */.Qq)(report),
        targets: rows.map(targetJson),
        removed: report.removed.map((t) => ({ path: t.path, kind: t.kind })),
        configuration: (0,project/* projectJson */.eM)(ctx.project ?? null),
        notes: ctx.notes,
    }));
    return reportPath;
}

// EXTERNAL MODULE: ./src/action/pr/score.ts + 1 modules
var score = __webpack_require__(666);
// EXTERNAL MODULE: ./src/action/modes/mode.ts
var mode = __webpack_require__(4550);
// EXTERNAL MODULE: ./src/action/base.ts
var base = __webpack_require__(3585);
;// CONCATENATED MODULE: ./src/action/pr.ts










/**
 * Pull request mode: score what the pull request changed at its head and at its base, write the
 * report, and prepare the sticky comment and the check run.
 */
async function runPullRequest(ctx) {
    const change = await collectChange(ctx);
    const report = await (0,score/* scoreChange */.J)(ctx, change);
    const reportPath = await writePrReport(ctx, change.pr, report);
    const links = {};
    return {
        outcomes: report.rows.map((r) => r.head),
        gate: report.gate,
        reportPath,
        summaryMarkdown: (0,comment/* renderPrReport */.B0)(report, { maxChars: comment/* JOB_SUMMARY_MAX_BYTES */.m9, measure: comment/* utf8Bytes */.dy }).body,
        links,
        publish: () => publishPrReport(ctx, change, report, links),
    };
}


/***/ })

};
