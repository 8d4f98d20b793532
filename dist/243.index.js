export const id = 243;
export const ids = [243];
export const modules = {

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


/***/ })

};
