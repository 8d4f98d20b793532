export const id = 887;
export const ids = [887];
export const modules = {

/***/ 243:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $t: () => (/* binding */ llmGaps),
/* harmony export */   CW: () => (/* binding */ pullRequestGate),
/* harmony export */   Xr: () => (/* binding */ describeGaps),
/* harmony export */   dr: () => (/* binding */ actionOutputs),
/* harmony export */   mW: () => (/* binding */ sweepGate)
/* harmony export */ });
/* harmony import */ var _reports_format_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7712);
/* harmony import */ var _contract_weights_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8175);
/* harmony import */ var _composite_measurement_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5335);
/* harmony import */ var _rules_suppressions_failOn_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5099);




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
        const violations = (0,_rules_suppressions_failOn_js__WEBPACK_IMPORTED_MODULE_3__/* .failOnViolations */ .uw)([o], failOn);
        const text = (0,_rules_suppressions_failOn_js__WEBPACK_IMPORTED_MODULE_3__/* .failOnReason */ .kZ)(violations, failOn);
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
    return r.findings.filter((f) => f.category === 'security' && f.level === 'high' && (0,_rules_suppressions_failOn_js__WEBPACK_IMPORTED_MODULE_3__/* .countsForGate */ .$G)(f)).length;
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
    const violations = (0,_rules_suppressions_failOn_js__WEBPACK_IMPORTED_MODULE_3__/* .failOnViolations */ .uw)(own.runWide, options.failOn ?? []);
    const failOnText = (0,_rules_suppressions_failOn_js__WEBPACK_IMPORTED_MODULE_3__/* .failOnReason */ .kZ)(violations, options.failOn ?? []);
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
    return prPass({ outcomes, scored, errored, unmeasured, floor, excused, ownCount: own.own }, options);
}
/** A target the LLM layers could not fully measure is not a pass: the gate line says why (empty when none). */
function unmeasuredNote(unmeasured, mode, neutral) {
    if (!unmeasured.length)
        return '';
    return mode === 'pass'
        ? ` ⚠️ ${unmeasuredReason(unmeasured)}: gated on the score as measured (on-unmeasured: pass).`
        : ` ⚠️ But ${unmeasuredReason(unmeasured)}: ${neutral}.`;
}
/** Pull request mode's verdict when nothing failed: a pass, neutral when something is unmeasured or ungated. */
function prPass(facts, options) {
    const { outcomes, scored, errored, unmeasured, floor, excused, ownCount } = facts;
    const ownNote = ownCount
        ? ` (${ownCount} held to ${ownCount === 1 ? 'its' : 'their'} own threshold from the configuration's overrides)`
        : '';
    const mode = options.onUnmeasured ?? _composite_measurement_js__WEBPACK_IMPORTED_MODULE_2__/* .DEFAULT_ON_UNMEASURED */ .mY;
    const n = outcomes.length;
    const targets = `${n} changed target${n === 1 ? '' : 's'}`;
    const note = errored.length ? ` (${errored.length} could not be scored; fail-on-error is off)` : '';
    const gapNote = unmeasuredNote(unmeasured, mode, 'the check is neutral, not a pass');
    if (floor === null && options.threshold === null && ownCount === 0) {
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
    const failOnText = (0,_rules_suppressions_failOn_js__WEBPACK_IMPORTED_MODULE_3__/* .failOnReason */ .kZ)((0,_rules_suppressions_failOn_js__WEBPACK_IMPORTED_MODULE_3__/* .failOnViolations */ .uw)(own.runWide, options.failOn ?? []), options.failOn ?? []);
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
    const gapNote = unmeasuredNote(unmeasured, mode, 'neutral, not a pass');
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

/***/ 7712:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $4: () => (/* reexport safe */ _shared_antiPatterns_js__WEBPACK_IMPORTED_MODULE_1__.$4),
/* harmony export */   F0: () => (/* reexport safe */ _shared_cost_js__WEBPACK_IMPORTED_MODULE_3__.F),
/* harmony export */   KT: () => (/* reexport safe */ _shared_badges_js__WEBPACK_IMPORTED_MODULE_2__.KT),
/* harmony export */   M8: () => (/* reexport safe */ _shared_numbers_js__WEBPACK_IMPORTED_MODULE_8__.M8),
/* harmony export */   OJ: () => (/* reexport safe */ _shared_numbers_js__WEBPACK_IMPORTED_MODULE_8__.OJ),
/* harmony export */   Vv: () => (/* reexport safe */ _shared_badges_js__WEBPACK_IMPORTED_MODULE_2__.Vv),
/* harmony export */   bC: () => (/* reexport safe */ _text_escape_js__WEBPACK_IMPORTED_MODULE_9__.bC),
/* harmony export */   rP: () => (/* reexport safe */ _shared_badges_js__WEBPACK_IMPORTED_MODULE_2__.rP),
/* harmony export */   xs: () => (/* reexport safe */ _text_escape_js__WEBPACK_IMPORTED_MODULE_9__.xs)
/* harmony export */ });
/* harmony import */ var _contract_weights_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8175);
/* harmony import */ var _shared_antiPatterns_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9410);
/* harmony import */ var _shared_badges_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7449);
/* harmony import */ var _shared_cost_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1404);
/* harmony import */ var _shared_dimensions_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(820);
/* harmony import */ var _shared_elo_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6987);
/* harmony import */ var _shared_findings_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(5955);
/* harmony import */ var _shared_llmMethods_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(3046);
/* harmony import */ var _shared_numbers_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(1231);
/* harmony import */ var _text_escape_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(7388);
// Shared formatting for every report (terminal markdown, PR comment, job summary, HTML): numbers,
// badges, grades and deltas look the same wherever a reader meets them. One import for the modules
// around the reports (the Action, the commands); the reports import the pieces from shared/.












// Markdown escaping lives with the log escaping (one module for every text from outside).



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

/***/ 9410:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $4: () => (/* binding */ antiPatternsOf),
/* harmony export */   EV: () => (/* binding */ fmtPlaces),
/* harmony export */   GZ: () => (/* binding */ summariseFlags),
/* harmony export */   Rc: () => (/* binding */ penaltyCountNote),
/* harmony export */   bi: () => (/* binding */ baselineMark),
/* harmony export */   fy: () => (/* binding */ groupAntiPatterns),
/* harmony export */   hw: () => (/* binding */ SUPPRESSED_MARK),
/* harmony export */   km: () => (/* binding */ flagsInMembers)
/* harmony export */ });
/** Anti-pattern flags of a result in order (repeats kept), from every layer. */
function antiPatternsOf(result) {
    return result.layers.flatMap((l) => l.anti_patterns);
}
/** Anti-patterns grouped by flag, in first-seen order, so a flag repeated eleven times reads once. */
function groupAntiPatterns(items, withFile, 
/** Shown file paths are made relative to this folder (a plugin's own path). */
base = '') {
    const prefix = base && base !== '.' ? `${base.replace(/\/+$/, '')}/` : '';
    const groups = new Map();
    for (const ap of items) {
        const key = `${ap.flag}${ap.suppressed ? '\0suppressed' : ''}${ap.baseline ? `\0${ap.baseline}` : ''}`;
        let g = groups.get(key);
        if (!g) {
            g = {
                flag: ap.flag,
                description: ap.description,
                count: 0,
                places: [],
                suppressed: ap.suppressed === true,
                ...(ap.baseline ? { baseline: ap.baseline } : {}),
            };
            groups.set(key, g);
        }
        g.count += 1;
        const file = withFile && ap.file ? (prefix && ap.file.startsWith(prefix) ? ap.file.slice(prefix.length) : ap.file) : '';
        const place = file && ap.line !== undefined ? `${file}:${ap.line}` : file || (ap.line !== undefined ? `line ${ap.line}` : '');
        if (place && !g.places.includes(place))
            g.places.push(place);
    }
    return [...groups.values()];
}
/** The mark shown beside a suppressed anti-pattern or finding. */
const SUPPRESSED_MARK = '(suppressed: not counted)';
/** The mark beside an anti-pattern or finding when a baseline was applied ('' without one). */
function baselineMark(state) {
    return state === 'new' ? '🆕 new since the baseline' : state === 'baselined' ? '(baselined)' : '';
}
/** `lines 3, 8` / `a/SKILL.md:3` — at most `max` places, then `…`. */
function fmtPlaces(places, max = 8) {
    if (places.length === 0)
        return '';
    const lineOnly = places.every((p) => p.startsWith('line '));
    const shown = lineOnly ? places.map((p) => p.slice(5)) : [...places];
    const head = shown.slice(0, max).join(', ') + (shown.length > max ? `, … (${shown.length - max} more)` : '');
    return lineOnly ? `${shown.length > 1 ? 'lines' : 'line'} ${head}` : head;
}
/** `MISSING_TRIGGER, ORPHAN_REFERENCE ×2` */
function summariseFlags(flags) {
    if (flags.length === 0)
        return '';
    const counts = new Map();
    for (const f of flags)
        counts.set(f, (counts.get(f) ?? 0) + 1);
    return [...counts.entries()].map(([f, n]) => (n > 1 ? `${f} ×${n}` : f)).join(', ');
}
/**
 * Whether a result's flags count through its members (a plugin under the calibrated method): each
 * penalises its own member's score, and the plugin's penalty is those penalties together.
 */
function flagsInMembers(result) {
    return result.kind === 'plugin' && result.config.method !== 'reference';
}
/** What the penalty beside it counts: `4 flags`, or a plugin's `4 flags in members, each penalising …`. */
function penaltyCountNote(result, count, noun) {
    const counted = `${count} ${noun}${count === 1 ? '' : 's'}`;
    return flagsInMembers(result) && count > 0 ? `${counted} in members, each penalising its member's score` : counted;
}


/***/ }),

/***/ 7449:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FP: () => (/* binding */ BADGE_ORDER),
/* harmony export */   KT: () => (/* binding */ badgeLabel),
/* harmony export */   MA: () => (/* binding */ badgeEmoji),
/* harmony export */   Vv: () => (/* binding */ badgeText),
/* harmony export */   g0: () => (/* binding */ LOWEST_BADGE_SCORE),
/* harmony export */   rP: () => (/* binding */ BADGE_COLOUR)
/* harmony export */ });
/* harmony import */ var _contract_weights_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8175);
// Badges as every report shows them: their order, emoji, names and colours.

/** Badge order, best first (also the order of the badge distribution tables). */
const BADGE_ORDER = [..._contract_weights_js__WEBPACK_IMPORTED_MODULE_0__/* .BADGES */ .hc.map((b) => b.badge), 'no_badge'];
/** The lowest score that earns any badge (bronze): the line below which a target needs attention. */
const LOWEST_BADGE_SCORE = Math.min(..._contract_weights_js__WEBPACK_IMPORTED_MODULE_0__/* .BADGES */ .hc.map((b) => b.minScore));
const BADGE_EMOJI = {
    platinum: '💎',
    gold: '🥇',
    silver: '🥈',
    bronze: '🥉',
    no_badge: '⚪',
};
const BADGE_LABEL = {
    platinum: 'Platinum',
    gold: 'Gold',
    silver: 'Silver',
    bronze: 'Bronze',
    no_badge: 'No badge',
};
/**
 * Badge colours shared by the HTML report and the shields.io badges. Dark enough that white text
 * on them passes WCAG AA (4.5:1); the HTML test checks it.
 */
const BADGE_COLOUR = {
    platinum: '#4a5d78',
    gold: '#8a6508',
    silver: '#5c6670',
    bronze: '#a0522d',
    no_badge: '#b42318',
};
function badgeEmoji(badge) {
    return BADGE_EMOJI[badge] ?? '⚪';
}
function badgeLabel(badge) {
    return BADGE_LABEL[badge] ?? String(badge);
}
/** `🥇 Gold` */
function badgeText(badge) {
    return `${badgeEmoji(badge)} ${badgeLabel(badge)}`;
}


/***/ }),

/***/ 1404:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ fmtCost),
/* harmony export */   s: () => (/* binding */ costOfResult)
/* harmony export */ });
/* harmony import */ var _llm_cost_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8750);
/* harmony import */ var _numbers_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1231);
// What a run cost, in one line.


/** A result's cost: its own `cost`, else summed from its model usage (reports written before `cost` existed). */
function costOfResult(result) {
    return result.cost ?? (0,_llm_cost_js__WEBPACK_IMPORTED_MODULE_0__/* .costOf */ .ho)(result.model_usage);
}
/**
 * `$0.0123 (est.) · 45 calls · 12,345 input, 2,345 output, 1,000 cache-write, 30,000 cache-read tokens`,
 * or `$0 · no model calls`.
 */
function fmtCost(cost) {
    if (cost.calls === 0)
        return '$0 · no model calls';
    return (`${(0,_numbers_js__WEBPACK_IMPORTED_MODULE_1__/* .fmtUsd */ .Ss)(cost.estimated_usd)} (est.) · ${(0,_numbers_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(cost.calls, 'call')} · ${(0,_numbers_js__WEBPACK_IMPORTED_MODULE_1__/* .fmtInt */ .L5)(cost.input_tokens)} input, ${(0,_numbers_js__WEBPACK_IMPORTED_MODULE_1__/* .fmtInt */ .L5)(cost.output_tokens)} output, ` +
        `${(0,_numbers_js__WEBPACK_IMPORTED_MODULE_1__/* .fmtInt */ .L5)(cost.cache_creation_input_tokens)} cache-write, ${(0,_numbers_js__WEBPACK_IMPORTED_MODULE_1__/* .fmtInt */ .L5)(cost.cache_read_input_tokens)} cache-read tokens`);
}


/***/ }),

/***/ 820:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C3: () => (/* binding */ weakestDimensions),
/* harmony export */   D0: () => (/* binding */ weakestFirst),
/* harmony export */   E5: () => (/* binding */ layerLabel),
/* harmony export */   EK: () => (/* binding */ isPartialDimension),
/* harmony export */   Hm: () => (/* binding */ measurementNote),
/* harmony export */   V2: () => (/* binding */ isMeasured),
/* harmony export */   ZL: () => (/* binding */ dimensionLabel),
/* harmony export */   yv: () => (/* binding */ unmeasuredNames)
/* harmony export */ });
/* unused harmony export WEAKEST_DIMENSIONS_SHOWN */
/* harmony import */ var _contract_weights_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8175);
/* harmony import */ var _composite_measurement_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5335);
// Dimensions and layers for readers: their names, which were measured, the weakest ones.


/** How many of the weakest dimensions summaries show per target. */
const WEAKEST_DIMENSIONS_SHOWN = 3;
/** `triggering_accuracy` → `Triggering accuracy` */
function dimensionLabel(name) {
    const words = name.split('_').join(' ');
    return words.charAt(0).toUpperCase() + words.slice(1);
}
/** `monte_carlo` → `Monte Carlo` */
function layerLabel(layer) {
    if (layer === 'monte_carlo')
        return 'Monte Carlo';
    if (layer === 'judge')
        return 'LLM judge';
    if (layer === 'static')
        return 'Static';
    if (layer === 'evals')
        return "Author's evals";
    return dimensionLabel(layer);
}
function isMeasured(d) {
    return d.grade !== _contract_weights_js__WEBPACK_IMPORTED_MODULE_0__/* .UNMEASURED_GRADE */ .MQ;
}
/** Measured dimensions, weakest first (ties: heavier weight first, then table order). */
function weakestFirst(dimensions) {
    return dimensions
        .map((d, i) => ({ d, i }))
        .filter(({ d }) => isMeasured(d))
        .sort((a, b) => a.d.score - b.d.score || b.d.weight - a.d.weight || a.i - b.i)
        .map(({ d }) => d);
}
/** The few weakest measured dimensions of a result. */
function weakestDimensions(result, count = WEAKEST_DIMENSIONS_SHOWN) {
    return weakestFirst(result.composite.dimensions).slice(0, count);
}
/**
 * What a result did not completely measure, in one sentence (null when it measured everything the
 * depth asks for): the label it dropped from, the unmeasured and the partial dimensions and why.
 */
function measurementNote(result) {
    const m = result.measurement;
    if (!m || m.complete)
        return null;
    const parts = [
        `Not completely measured: the label is ${m.label.shown}${m.label.dropped ? `, not ${m.label.full}` : ''}.`,
    ];
    if (m.unmeasured.length)
        parts.push(`Not measured: ${(0,_composite_measurement_js__WEBPACK_IMPORTED_MODULE_1__/* .describeDimensions */ .L$)(m, 'unmeasured')}.`);
    if (m.partial.length)
        parts.push(`Partly measured: ${(0,_composite_measurement_js__WEBPACK_IMPORTED_MODULE_1__/* .describeDimensions */ .L$)(m, 'partial')}.`);
    return parts.join(' ');
}
/** Whether a dimension of a result was measured from fewer runs or calls than planned. */
function isPartialDimension(result, name) {
    return result.measurement?.partial.includes(name) ?? false;
}
/** The dimensions a layer left unmeasured (`{dimension, reason}` entries, or bare names), comma-separated. */
function unmeasuredNames(entries) {
    return entries
        .map((u) => u && typeof u === 'object' && 'dimension' in u ? String(u.dimension) : String(u))
        .join(', ');
}


/***/ }),

/***/ 6987:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GE: () => (/* binding */ eloView)
/* harmony export */ });
/* unused harmony exports eloSummary, eloText */
/* harmony import */ var _contract_types_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3579);
/* harmony import */ var _readJson_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1503);
/* harmony import */ var _numbers_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1231);
// The Elo rating of a result for readers, read from the JSON as the Elo layer wrote it (defensively: a report never
// throws on a result from an older version).



/** The Elo rating of a result, or null when none was attempted (quick runs, plugins, no corpus). */
function eloView(result) {
    const elo = result.elo;
    if (!(0,_contract_types_js__WEBPACK_IMPORTED_MODULE_0__/* .isJsonObject */ .OW)(elo) || !('rating' in elo))
        return null;
    const round = (x) => (x === null ? '?' : Math.round(x).toString());
    const rating = (0,_readJson_js__WEBPACK_IMPORTED_MODULE_1__/* .finiteOrNull */ .E)(elo.rating);
    const lower = (0,_readJson_js__WEBPACK_IMPORTED_MODULE_1__/* .finiteOrNull */ .E)(elo.ci_lower);
    const upper = (0,_readJson_js__WEBPACK_IMPORTED_MODULE_1__/* .finiteOrNull */ .E)(elo.ci_upper);
    const pct = (0,_readJson_js__WEBPACK_IMPORTED_MODULE_1__/* .finiteOrNull */ .E)(elo.percentile);
    const corpus = (0,_readJson_js__WEBPACK_IMPORTED_MODULE_1__/* .finiteOrNull */ .E)(elo.corpus_size);
    const games = Array.isArray(elo.games) ? elo.games.length : 0;
    const bias = (0,_contract_types_js__WEBPACK_IMPORTED_MODULE_0__/* .isJsonObject */ .OW)(elo.position_bias) ? elo.position_bias : {};
    const checked = (0,_readJson_js__WEBPACK_IMPORTED_MODULE_1__/* .finiteOrNull */ .E)(bias.pairs_checked);
    const inconsistent = (0,_readJson_js__WEBPACK_IMPORTED_MODULE_1__/* .finiteOrNull */ .E)(bias.inconsistent);
    const firstShare = (0,_readJson_js__WEBPACK_IMPORTED_MODULE_1__/* .finiteOrNull */ .E)(bias.first_position_win_share);
    const biasParts = [];
    if (checked !== null && checked > 0 && inconsistent !== null)
        biasParts.push(`${inconsistent} of ${(0,_numbers_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(checked, 'pair')} changed verdict when the order was swapped`);
    if (firstShare !== null)
        biasParts.push(`the skill shown first won ${(0,_numbers_js__WEBPACK_IMPORTED_MODULE_2__/* .fmtPercent */ .J0)(firstShare)} of decisive verdicts`);
    return {
        rating: rating === null
            ? null
            : `${round(rating)}${lower !== null && upper !== null ? ` [${round(lower)}, ${round(upper)}]` : ''}`,
        unmeasured: rating === null ? (typeof elo.unmeasured === 'string' ? elo.unmeasured : 'unknown') : null,
        percentile: rating !== null && pct !== null
            ? `${(0,_numbers_js__WEBPACK_IMPORTED_MODULE_2__/* .ordinal */ .IE)(pct)} percentile${corpus !== null ? ` of ${(0,_numbers_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(corpus, 'corpus skill')}` : ''}`
            : null,
        comparisons: (0,_numbers_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(games, 'reference comparison'),
        positionBias: biasParts.length ? biasParts.join('; ') : null,
        badgeRule: (0,_contract_types_js__WEBPACK_IMPORTED_MODULE_0__/* .isJsonObject */ .OW)(elo.badge) && typeof elo.badge.rule === 'string' ? `badge: ${elo.badge.rule}` : null,
    };
}
/** One line for reports: `Elo 1523 [1450, 1601] · 62nd percentile of 40 · 6 references, …`. */
function eloSummary(elo) {
    if (elo.rating === null)
        return `Elo not measured (${elo.unmeasured ?? 'unknown'})`;
    const r = (x) => (x === null ? '?' : Math.round(x).toString());
    const pct = elo.percentile === null ? '' : ` · ${ordinal(elo.percentile)} percentile of ${elo.corpus_size} corpus skills`;
    const bias = elo.position_bias.rate === null
        ? ''
        : `, ${elo.position_bias.inconsistent} of ${elo.position_bias.pairs_checked} pairs changed with the order`;
    const badge = elo.badge ? ` · badge: ${elo.badge.rule}` : '';
    return `Elo ${r(elo.rating)} [${r(elo.ci_lower)}, ${r(elo.ci_upper)}]${pct} · ${elo.games.length} reference comparison(s)${bias} (method: measured)${badge}`;
}
/** A result's Elo line, or why it has none. */
function eloText(result) {
    const elo = result.elo;
    return elo ? eloSummary(elo) : 'not rated (a plugin, or the LLM layers did not run)';
}


/***/ }),

/***/ 5955:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Tc: () => (/* binding */ sortFindings),
/* harmony export */   WA: () => (/* binding */ findingCategoryLabel),
/* harmony export */   WS: () => (/* binding */ FINDING_CATEGORY_ORDER),
/* harmony export */   tI: () => (/* binding */ summariseFindings)
/* harmony export */ });
/** Finding categories in the order a reader should see them: what can hurt first. */
const FINDING_CATEGORY_ORDER = [
    'security',
    'spec',
    'portability',
    'read',
    'quality',
];
const FINDING_CATEGORY_LABEL = {
    security: 'Security',
    spec: 'Specification',
    portability: 'Portability',
    read: 'Reading',
    quality: 'Quality',
};
const LEVEL_ORDER = ['high', 'medium', 'low', 'info'];
function findingCategoryLabel(category) {
    return FINDING_CATEGORY_LABEL[category] ?? String(category);
}
/** Findings by category (security first), then level (high first); the original order otherwise. */
function sortFindings(findings) {
    const rank = (xs, x) => (xs.includes(x) ? xs.indexOf(x) : xs.length);
    return findings
        .map((f, i) => ({ f, i }))
        .sort((a, b) => rank(FINDING_CATEGORY_ORDER, a.f.category) - rank(FINDING_CATEGORY_ORDER, b.f.category) ||
        rank(LEVEL_ORDER, a.f.level) - rank(LEVEL_ORDER, b.f.level) ||
        a.i - b.i)
        .map(({ f }) => f);
}
/** `security 2 (high), spec 1` — findings counted per category, the worst security level named. */
function summariseFindings(findings) {
    const parts = [];
    for (const category of FINDING_CATEGORY_ORDER) {
        const of = findings.filter((f) => f.category === category);
        if (of.length === 0)
            continue;
        const worst = category === 'security' ? sortFindings(of)[0].level : null;
        parts.push(`${category} ${of.length}${worst ? ` (${worst})` : ''}`);
    }
    return parts.join(', ');
}


/***/ }),

/***/ 3046:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ judgeSpreadView),
/* harmony export */   n: () => (/* binding */ methodView)
/* harmony export */ });
/* harmony import */ var _contract_types_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3579);
/* harmony import */ var _readJson_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1503);
/* harmony import */ var _dimensions_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(820);
/* harmony import */ var _numbers_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1231);
// How the LLM layers measured (their methods, the judges' spread), read from the JSON as the layers wrote it
// (defensively: a report never throws on a result from an older version). Each view is null when there is nothing to
// show, so a quick run's report is unchanged.




/** The layers that call a model. */
const LLM_LAYERS = new Set(['judge', 'monte_carlo']);
/** What `config.method` means, for readers. */
const RUN_METHOD_TEXT = {
    measured: "measured — triggering and activation observed from a catalogue of skills, replies graded; the reference's numbers are kept beside them",
    reference: "reference — the reference implementation's methods (self-reported triggering, activation = a non-empty reply, quality = reply length)",
};
/** `measured: activation rate …` → `measured`; `judged: mean of 3 samples` → `judged`. */
function methodLabel(text) {
    const i = text.indexOf(':');
    return (i > 0 ? text.slice(0, i) : text).trim();
}
/** The method labels of the LLM layers, or null when no LLM layer ran. */
function methodView(result) {
    const llm = result.layers.filter((l) => LLM_LAYERS.has(l.layer));
    if (llm.length === 0)
        return null;
    // The LLM layers' method (`llm_method`); older reports kept it in `method`, which now names the static method.
    const llmMethod = result.config.llm_method ?? (result.config.method === 'calibrated' ? undefined : result.config.method);
    const configured = typeof llmMethod === 'string' ? llmMethod : null;
    const layers = [];
    const reference = [];
    for (const l of llm) {
        const md = l.metadata ?? {};
        if ((0,_contract_types_js__WEBPACK_IMPORTED_MODULE_0__/* .isJsonObject */ .OW)(md.method)) {
            const groups = new Map();
            for (const [dimension, text] of Object.entries(md.method)) {
                if (typeof text !== 'string')
                    continue;
                const label = methodLabel(text);
                groups.set(label, [...(groups.get(label) ?? []), (0,_dimensions_js__WEBPACK_IMPORTED_MODULE_1__/* .dimensionLabel */ .ZL)(dimension)]);
            }
            if (groups.size)
                layers.push({
                    layer: (0,_dimensions_js__WEBPACK_IMPORTED_MODULE_1__/* .layerLabel */ .E5)(l.layer),
                    methods: [...groups.entries()].map(([label, dims]) => `${label}: ${dims.join(', ')}`).join('; '),
                });
        }
        const trig = (0,_contract_types_js__WEBPACK_IMPORTED_MODULE_0__/* .isJsonObject */ .OW)(md.triggering) ? md.triggering : null;
        const selfReported = trig && (0,_contract_types_js__WEBPACK_IMPORTED_MODULE_0__/* .isJsonObject */ .OW)(trig.reference) ? (0,_readJson_js__WEBPACK_IMPORTED_MODULE_2__/* .finiteOrNull */ .E)(trig.reference.f1) : null;
        if (trig && trig.method !== 'self-reported' && (0,_readJson_js__WEBPACK_IMPORTED_MODULE_2__/* .finiteOrNull */ .E)(trig.f1) !== null && selfReported !== null) {
            reference.push(`${(0,_dimensions_js__WEBPACK_IMPORTED_MODULE_1__/* .layerLabel */ .E5)(l.layer)}: triggering F1 measured ${(0,_numbers_js__WEBPACK_IMPORTED_MODULE_3__/* .fmtFraction */ ["if"])((0,_readJson_js__WEBPACK_IMPORTED_MODULE_2__/* .finiteOrNull */ .E)(trig.f1))}, self-reported ${(0,_numbers_js__WEBPACK_IMPORTED_MODULE_3__/* .fmtFraction */ ["if"])(selfReported)}`);
        }
        const ref = (0,_contract_types_js__WEBPACK_IMPORTED_MODULE_0__/* .isJsonObject */ .OW)(md.reference) && md.reference.method === 'reference' ? md.reference : null;
        if (ref) {
            const parts = [
                (0,_readJson_js__WEBPACK_IMPORTED_MODULE_2__/* .finiteOrNull */ .E)(ref.activation_rate) !== null
                    ? `activation rate ${(0,_numbers_js__WEBPACK_IMPORTED_MODULE_3__/* .fmtFraction */ ["if"])((0,_readJson_js__WEBPACK_IMPORTED_MODULE_2__/* .finiteOrNull */ .E)(ref.activation_rate))} (measured ${(0,_numbers_js__WEBPACK_IMPORTED_MODULE_3__/* .fmtFraction */ ["if"])((0,_readJson_js__WEBPACK_IMPORTED_MODULE_2__/* .finiteOrNull */ .E)((0,_contract_types_js__WEBPACK_IMPORTED_MODULE_0__/* .isJsonObject */ .OW)(md.activation) ? md.activation.rate : null))})`
                    : '',
                (0,_readJson_js__WEBPACK_IMPORTED_MODULE_2__/* .finiteOrNull */ .E)(ref.score) !== null ? `layer score ${(0,_numbers_js__WEBPACK_IMPORTED_MODULE_3__/* .fmtUnit */ .wc)((0,_readJson_js__WEBPACK_IMPORTED_MODULE_2__/* .finiteOrNull */ .E)(ref.score))} (measured ${(0,_numbers_js__WEBPACK_IMPORTED_MODULE_3__/* .fmtUnit */ .wc)(l.score)})` : '',
            ].filter(Boolean);
            if (parts.length)
                reference.push(`${(0,_dimensions_js__WEBPACK_IMPORTED_MODULE_1__/* .layerLabel */ .E5)(l.layer)}: ${parts.join(', ')}`);
        }
    }
    const run = configured ? (RUN_METHOD_TEXT[configured] ?? configured) : null;
    if (run === null && layers.length === 0 && reference.length === 0)
        return null;
    return { run, layers, reference };
}
/** The spread of the judge samples, or null with fewer than two judges. */
function judgeSpreadView(result) {
    const judge = result.layers.find((l) => l.layer === 'judge');
    const judges = judge && (0,_contract_types_js__WEBPACK_IMPORTED_MODULE_0__/* .isJsonObject */ .OW)(judge.metadata?.judges) ? judge.metadata.judges : null;
    const n = judges ? (0,_readJson_js__WEBPACK_IMPORTED_MODULE_2__/* .finiteOrNull */ .E)(judges.n) : null;
    if (!judges || n === null || n < 2)
        return null;
    const std = (0,_contract_types_js__WEBPACK_IMPORTED_MODULE_0__/* .isJsonObject */ .OW)(judges.std)
        ? Object.entries(judges.std)
            .filter(([, v]) => (0,_readJson_js__WEBPACK_IMPORTED_MODULE_2__/* .finiteOrNull */ .E)(v) !== null)
            .map(([dimension, v]) => `${(0,_dimensions_js__WEBPACK_IMPORTED_MODULE_1__/* .dimensionLabel */ .ZL)(dimension)} ${(0,_numbers_js__WEBPACK_IMPORTED_MODULE_3__/* .fmtUnit */ .wc)(v)}`)
            .join(', ')
        : '';
    let agreement = null;
    if ((0,_contract_types_js__WEBPACK_IMPORTED_MODULE_0__/* .isJsonObject */ .OW)(judges.agreement)) {
        const a = judges.agreement;
        const alpha = (0,_readJson_js__WEBPACK_IMPORTED_MODULE_2__/* .finiteOrNull */ .E)(a.alpha);
        const kappa = (0,_readJson_js__WEBPACK_IMPORTED_MODULE_2__/* .finiteOrNull */ .E)(a.kappa);
        if (alpha !== null)
            agreement = `Krippendorff's alpha ${(0,_numbers_js__WEBPACK_IMPORTED_MODULE_3__/* .fmtFraction */ ["if"])(alpha, 2)}`;
        else if (kappa !== null)
            agreement = `${typeof a.method === 'string' && a.method.includes("Light's") ? "Light's kappa" : "Cohen's kappa"} ${(0,_numbers_js__WEBPACK_IMPORTED_MODULE_3__/* .fmtFraction */ ["if"])(kappa, 2)}`;
        else if (typeof a.note === 'string')
            agreement = `agreement ${a.note}`;
    }
    return { judges: n, std: std || null, agreement };
}


/***/ }),

/***/ 1231:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   IE: () => (/* binding */ ordinal),
/* harmony export */   J0: () => (/* binding */ fmtPercent),
/* harmony export */   L5: () => (/* binding */ fmtInt),
/* harmony export */   LS: () => (/* binding */ plural),
/* harmony export */   M8: () => (/* binding */ fmtScore),
/* harmony export */   OJ: () => (/* binding */ fmtDelta),
/* harmony export */   Ss: () => (/* binding */ fmtUsd),
/* harmony export */   XB: () => (/* binding */ fmtInterval),
/* harmony export */   c5: () => (/* binding */ fmtDuration),
/* harmony export */   "if": () => (/* binding */ fmtFraction),
/* harmony export */   wc: () => (/* binding */ fmtUnit)
/* harmony export */ });
/* unused harmony export truncated */
// Numbers as every report prints them: scores truncated so they agree with their badge, counts,
// money, durations, intervals and changes.
/** See truncated(). */
const DISPLAY_NUDGE = 1e-9;
/**
 * `x` cut (not rounded) to `digits` decimals. A shown score is then never above the score that
 * decided its badge or grade: 89.96 shows as 89.9 (gold), not 90.0 beside a gold badge, and every
 * badge, grade and one-decimal threshold line falls on the same side for the shown figure as for `x`.
 */
function truncated(x, digits) {
    const f = 10 ** digits;
    // The tiny nudge absorbs the noise of `x * f` itself (0.29 * 100 = 28.999999999999996 shows as
    // 29.0); it is far below the 1e-9 grid the calibrated composite is rounded to.
    const cut = Math.floor(x * f + DISPLAY_NUDGE) / f;
    // -0 would print as "-0.0".
    return (cut === 0 ? 0 : cut).toFixed(digits);
}
/** A 0–100 score with one decimal, truncated so it agrees with its badge: `84.3`. */
function fmtScore(score, digits = 1) {
    if (score === null || score === undefined || !Number.isFinite(score))
        return '—';
    return truncated(score, digits);
}
/** A 0–1 value as a 0–100 figure with one decimal, truncated so it agrees with its grade. */
function fmtUnit(value, digits = 1) {
    if (value === null || value === undefined || !Number.isFinite(value))
        return '—';
    return truncated(value * 100, digits);
}
/** A 0–1 value with three decimals, as the JSON carries it but readable: `0.734`. */
function fmtFraction(value, digits = 3) {
    if (value === null || value === undefined || !Number.isFinite(value))
        return '—';
    return value.toFixed(digits);
}
/** `12,345` */
function fmtInt(n) {
    const r = Math.round(n);
    // By hand: the first toLocaleString call loads the locale data (about 0.1 s of a quick run).
    if (!Number.isSafeInteger(r) || Object.is(r, -0))
        return r.toLocaleString('en-US');
    const digits = String(Math.abs(r));
    let out = digits.slice(0, ((digits.length - 1) % 3) + 1);
    for (let i = out.length; i < digits.length; i += 3)
        out += `,${digits.slice(i, i + 3)}`;
    return r < 0 ? `-${out}` : out;
}
/** `1 plugin`, `3 plugins` */
function plural(n, word, many = `${word}s`) {
    return `${fmtInt(n)} ${n === 1 ? word : many}`;
}
/** `$0.0123` */
function fmtUsd(n) {
    return n >= 1 ? `$${n.toFixed(2)}` : `$${n.toFixed(4)}`;
}
/** `1.2 s` or `340 ms` */
function fmtDuration(ms) {
    return ms >= 1000 ? `${(ms / 1000).toFixed(1)} s` : `${Math.round(ms)} ms`;
}
/** Confidence interval `[78.1, 86.4]`, or '' when there is none. */
function fmtInterval(lower, upper, unit = false) {
    if (lower === null || lower === undefined || upper === null || upper === undefined)
        return '';
    const f = unit ? fmtUnit : fmtScore;
    return `[${f(lower)}, ${f(upper)}]`;
}
/**
 * Change of a score against a base version: `▲ +4.2`, `▼ −3.0`, `= 0.0`, or `new` when there is no
 * base version. Rounded to the shown decimal first, so `+0.04` reads as unchanged.
 */
function fmtDelta(current, base, digits = 1) {
    if (base === null || base === undefined || !Number.isFinite(base))
        return 'new';
    const delta = Number((current - base).toFixed(digits));
    if (delta > 0)
        return `▲ +${delta.toFixed(digits)}`;
    if (delta < 0)
        return `▼ −${Math.abs(delta).toFixed(digits)}`;
    return `= ${(0).toFixed(digits)}`;
}
/** `1st`, `2nd`, `3rd`, `11th`, `62nd` */
function ordinal(n) {
    const r = Math.round(n);
    const teen = r % 100 >= 11 && r % 100 <= 13;
    const suffix = teen ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' }[r % 10] ?? 'th');
    return `${r}${suffix}`;
}
/** A 0–1 share as a whole percentage: `75%`. */
function fmtPercent(value) {
    return `${Math.round(value * 100)}%`;
}


/***/ }),

/***/ 1503:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ finiteOrNull)
/* harmony export */ });
// Reading the layers' metadata defensively: a report never throws on a result from an older version.
/** `v` when it is a finite number, else null. */
function finiteOrNull(v) {
    return typeof v === 'number' && Number.isFinite(v) ? v : null;
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
