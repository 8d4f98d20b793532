export const id = 666;
export const ids = [666];
export const modules = {

/***/ 4550:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Z: () => (/* binding */ noteDeadline)
/* harmony export */ });
/** Adds the deadline's note (what it cut) to the run's notes and warnings, when it cut anything. */
function noteDeadline(ctx) {
    const note = ctx.deadline?.note();
    if (!note)
        return;
    ctx.notes.push(note);
    ctx.warn(note);
}


/***/ }),

/***/ 666:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  baseOutcomes: () => (/* binding */ baseOutcomes),
  scoreChange: () => (/* binding */ scoreChange)
});

// EXTERNAL MODULE: ./src/engine/evaluate.ts + 21 modules
var evaluate = __webpack_require__(2334);
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
// EXTERNAL MODULE: ./src/action/project.ts + 1 modules
var action_project = __webpack_require__(8280);
// EXTERNAL MODULE: ./src/action/pr/targets.ts + 1 modules
var pr_targets = __webpack_require__(7373);
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
        const rules = (0,action_project.targetOptions)(project, h.result.plugin_path).rules ?? {};
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
        optionsFor: (t) => (0,action_project.targetOptions)(ctx.project ?? null, t.path),
    };
}
/** The gate over the head scores, with the eval gate's failures and the configuration's errors folded in. */
function prGate(ctx, rows, excused, projectErrors) {
    const heads = rows.map((r) => r.head);
    const scoreGate = (0,gate/* pullRequestGate */.CW)(heads, {
        ...ctx.inputs,
        excused,
        targetGate: (p) => (0,action_project.targetGate)(ctx.project ?? null, p),
    });
    const evalFailures = (0,evalGate/* evalGateFailures */.Lc)(rows.map((r) => ({ path: r.target.path, head: r.head, base: r.base })), ctx.inputs.evalGate);
    return (0,action_project.withProjectErrors)(withEvalGate(scoreGate, evalFailures), projectErrors);
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
    const baseline = (0,action_project.baselineVerdict)(ctx.project ?? null, heads);
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


/***/ })

};
