export const id = 334;
export const ids = [334];
export const modules = {

/***/ 8784:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   De: () => (/* binding */ badgeFor),
/* harmony export */   GF: () => (/* binding */ compositeScore),
/* harmony export */   IO: () => (/* binding */ earnedConfidence),
/* harmony export */   bg: () => (/* binding */ roundNoise),
/* harmony export */   dw: () => (/* binding */ penaltyFor),
/* harmony export */   sN: () => (/* binding */ composite)
/* harmony export */ });
/* unused harmony exports COMPOSITE_CI_METHOD, gradeFor */
/* harmony import */ var _contract_weights_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8175);
// Blending, composite, grades, badges and confidence (spec §5). The arithmetic follows the spec's
// order of operations exactly: grades and badges are decided on unrounded IEEE doubles.

const LAYER_ORDER = ['static', 'judge', 'monte_carlo', 'evals'];
/**
 * What the composite's ci_lower/ci_upper are: the weighted sum of the dimensions' interval ends,
 * every dimension at its end at once — a bound, wider than a joint 95% interval, not one.
 */
const COMPOSITE_CI_METHOD = "bound: the dimensions' 95% interval ends summed with the composite's weights (every dimension at its end at once), times the penalty; not a joint 95% interval";
/** Rounds away float noise (calibrated method): the one place a composite or dimension score is rounded. */
function roundNoise(x, decimals = _contract_weights_js__WEBPACK_IMPORTED_MODULE_0__/* .SCORE_NOISE_DECIMALS */ .rb) {
    const f = 10 ** decimals;
    return Math.round(x * f) / f;
}
/** roundNoise for a 0–1 value: the same grid as the 0–100 composite (two more decimals). */
const roundUnitNoise = (x) => roundNoise(x, _contract_weights_js__WEBPACK_IMPORTED_MODULE_0__/* .SCORE_NOISE_DECIMALS */ .rb + 2);
function penaltyFor(flagCount) {
    return Math.max(_contract_weights_js__WEBPACK_IMPORTED_MODULE_0__/* .PENALTY */ .GR.floor, 1 - _contract_weights_js__WEBPACK_IMPORTED_MODULE_0__/* .PENALTY */ .GR.perFlag * flagCount);
}
function gradeFor(score) {
    const pct = score * 100;
    return _contract_weights_js__WEBPACK_IMPORTED_MODULE_0__/* .GRADES */ .F4.find((g) => pct >= g.min)?.grade ?? _contract_weights_js__WEBPACK_IMPORTED_MODULE_0__/* .FAILING_GRADE */ .PS;
}
/** The highest badge whose line the composite clears and, when there is an Elo rating, the rating too (spec §5). */
function badgeFor(composite, elo) {
    const hasElo = elo !== undefined && elo !== null;
    for (const b of _contract_weights_js__WEBPACK_IMPORTED_MODULE_0__/* .BADGES */ .hc) {
        if (composite >= b.minScore && (!hasElo || elo >= b.minElo))
            return b.badge;
    }
    return 'no_badge';
}
/** The layers by LAYER_ORDER position: the first of each name, as `layers.find` would give it. */
function layersByOrder(layers) {
    const out = [undefined, undefined, undefined, undefined];
    for (const l of layers) {
        const k = LAYER_ORDER.indexOf(l.layer);
        if (k >= 0 && out[k] === undefined)
            out[k] = l;
    }
    return out;
}
/** A layer's value for a dimension, with a raise applied. */
function valueOf(layer, name, raise) {
    return raise !== undefined && layer === raise.layer && name === raise.name ? raise.value : layer.dimensions[name];
}
/** One dimension, blended over the layers that measured it (renormalised blend weights). */
function blendDimension(name, byOrder, blend) {
    const score = blendScore(name, byOrder, blend, undefined);
    if (score === undefined)
        return null;
    const present = [];
    for (let k = 0; k < LAYER_ORDER.length; k++) {
        const b = blend[LAYER_ORDER[k]];
        const layer = byOrder[k];
        const value = layer?.dimensions[name];
        if (b !== undefined && layer && value !== undefined)
            present.push({ layer, b, score: value });
    }
    let total = 0;
    for (const p of present)
        total += p.b;
    let lower = 0;
    let upper = 0;
    let hasInterval = false;
    for (const p of present) {
        const ci = p.layer.dimension_ci?.[name];
        if (ci)
            hasInterval = true;
        lower += ((ci ? ci[0] : p.score) * p.b) / total;
        upper += ((ci ? ci[1] : p.score) * p.b) / total;
    }
    return {
        score,
        ci: hasInterval ? [lower, upper] : null,
        evidence: present.map((p) => `${p.layer.layer}: ${p.score.toFixed(3)} (blend ${p.b})`),
    };
}
/**
 * A dimension's blended score (with a raise applied), or undefined when no layer measured it: the one place the blend's
 * arithmetic is written.
 */
function blendScore(name, byOrder, blend, raise) {
    let total = 0;
    let any = false;
    for (let k = 0; k < LAYER_ORDER.length; k++) {
        const b = blend[LAYER_ORDER[k]];
        const layer = byOrder[k];
        if (b !== undefined && layer && valueOf(layer, name, raise) !== undefined) {
            total += b;
            any = true;
        }
    }
    if (!any)
        return undefined;
    let score = 0;
    for (let k = 0; k < LAYER_ORDER.length; k++) {
        const b = blend[LAYER_ORDER[k]];
        const layer = byOrder[k];
        if (b === undefined || !layer)
            continue;
        const v = valueOf(layer, name, raise);
        if (v !== undefined)
            score += (v * b) / total;
    }
    return score;
}
/**
 * The measured dimensions' weight and their weighted sum, each weight renormalised over the measured
 * ones and each score settled, added in `order` (spec §5: IEEE addition is not associative, and the
 * order decides badges at their lines).
 */
function weightedSum(order, scores, settleUnit) {
    let measuredWeight = 0;
    for (const i of order)
        if (scores[i] !== undefined)
            measuredWeight += _contract_weights_js__WEBPACK_IMPORTED_MODULE_0__/* .DIMENSIONS */ .Yf[i].weight;
    let sum = 0;
    for (const i of order) {
        const s = scores[i];
        if (s !== undefined)
            sum += (_contract_weights_js__WEBPACK_IMPORTED_MODULE_0__/* .DIMENSIONS */ .Yf[i].weight / measuredWeight) * settleUnit(s);
    }
    return { measuredWeight, sum };
}
/**
 * Indexes into DIMENSIONS in the order the sums run: table order for a skill, the static mapping's for a plugin (spec
 * §5).
 */
const SKILL_SUM_ORDER = _contract_weights_js__WEBPACK_IMPORTED_MODULE_0__/* .DIMENSIONS */ .Yf.map((_, i) => i);
const PLUGIN_SUM_ORDER = [
    ..._contract_weights_js__WEBPACK_IMPORTED_MODULE_0__/* .PLUGIN_DIMENSION_ORDER */ .IY,
    ..._contract_weights_js__WEBPACK_IMPORTED_MODULE_0__/* .DIMENSIONS */ .Yf.map((d) => d.name).filter((n) => !_contract_weights_js__WEBPACK_IMPORTED_MODULE_0__/* .PLUGIN_DIMENSION_ORDER */ .IY.includes(n)),
].map((name) => _contract_weights_js__WEBPACK_IMPORTED_MODULE_0__/* .DIMENSIONS */ .Yf.findIndex((d) => d.name === name));
const clampScore = (x) => Math.min(100, Math.max(0, x));
const identity = (x) => x;
function composite(input) {
    const byOrder = layersByOrder(input.layers);
    const blended = _contract_weights_js__WEBPACK_IMPORTED_MODULE_0__/* .DIMENSIONS */ .Yf.map((d) => {
        if (input.unblended) {
            const s = byOrder[0]?.dimensions[d.name];
            return s === undefined
                ? null
                : {
                    score: s,
                    ci: null,
                    evidence: [`static: ${s.toFixed(3)} (${input.unblendedSource ?? 'plugin layer score'})`],
                };
        }
        return blendDimension(d.name, byOrder, d.blend);
    });
    const sumOrder = input.unblended ? PLUGIN_SUM_ORDER : SKILL_SUM_ORDER;
    const penalty = input.penalty ?? penaltyFor(input.flagCount);
    const reference = input.method === 'reference';
    const settle = reference ? identity : roundNoise;
    const settleUnit = reference ? identity : roundUnitNoise;
    const { measuredWeight, sum } = weightedSum(sumOrder, blended.map((b) => b?.score), settleUnit);
    // The interval's bounds add up in the same order.
    let lower = 0;
    let upper = 0;
    let anyInterval = false;
    for (const i of sumOrder) {
        const b = blended[i];
        if (!b)
            continue;
        const w = _contract_weights_js__WEBPACK_IMPORTED_MODULE_0__/* .DIMENSIONS */ .Yf[i].weight / measuredWeight;
        const dimScore = settleUnit(b.score);
        lower += w * (b.ci ? b.ci[0] : dimScore);
        upper += w * (b.ci ? b.ci[1] : dimScore);
        if (b.ci)
            anyInterval = true;
    }
    const dimensions = _contract_weights_js__WEBPACK_IMPORTED_MODULE_0__/* .DIMENSIONS */ .Yf.map((d, i) => {
        const b = blended[i];
        if (!b) {
            return {
                name: d.name,
                weight: d.weight,
                score: 0,
                ci_lower: null,
                ci_upper: null,
                grade: _contract_weights_js__WEBPACK_IMPORTED_MODULE_0__/* .UNMEASURED_GRADE */ .MQ,
                evidence: ['not measured'],
                weighted_score: 0,
                contribution: 0,
            };
        }
        const dimScore = settleUnit(b.score);
        return {
            name: d.name,
            weight: d.weight,
            score: dimScore,
            ci_lower: b.ci ? settleUnit(b.ci[0]) : null,
            ci_upper: b.ci ? settleUnit(b.ci[1]) : null,
            grade: gradeFor(dimScore),
            evidence: b.evidence,
            weighted_score: d.weight * dimScore,
            contribution: (d.weight / measuredWeight) * dimScore,
        };
    });
    const score = measuredWeight > 0 ? settle(clampScore(sum * 100 * penalty)) : 0;
    return {
        score,
        ci_lower: anyInterval ? settle(clampScore(lower * 100 * penalty)) : null,
        ci_upper: anyInterval ? settle(clampScore(upper * 100 * penalty)) : null,
        ...(anyInterval ? { ci_method: COMPOSITE_CI_METHOD } : {}),
        anti_pattern_penalty: penalty,
        dimensions,
        badge: badgeFor(score, input.elo),
        confidence_label: input.confidence,
    };
}
/**
 * `composite(input).score`, optionally with one dimension of one layer raised, without building the
 * dimensions' results and evidence: the same operations in the same order, so the same double.
 * The advice recomputes the composite once per fix; a plugin scores each member.
 */
function compositeScore(input, raise) {
    const byOrder = layersByOrder(input.layers);
    const scores = [];
    for (const d of _contract_weights_js__WEBPACK_IMPORTED_MODULE_0__/* .DIMENSIONS */ .Yf) {
        scores.push(input.unblended
            ? byOrder[0]
                ? valueOf(byOrder[0], d.name, raise)
                : undefined
            : blendScore(d.name, byOrder, d.blend, raise));
    }
    const reference = input.method === 'reference';
    const { measuredWeight, sum } = weightedSum(input.unblended ? PLUGIN_SUM_ORDER : SKILL_SUM_ORDER, scores, reference ? identity : roundUnitNoise);
    if (!(measuredWeight > 0))
        return 0;
    const penalty = input.penalty ?? penaltyFor(input.flagCount);
    const total = clampScore(sum * 100 * penalty);
    return reference ? total : roundNoise(total);
}
/**
 * The confidence a result has earned: the label of the deepest layer that really produced scores,
 * never more than the depth asked for. A run whose judge measured nothing is `Estimated`.
 */
function earnedConfidence(depth, layers) {
    const measured = (name) => {
        const l = layers.find((x) => x.layer === name);
        return l !== undefined && Object.keys(l.dimensions).length > 0;
    };
    const judged = measured('judge');
    const simulated = measured('monte_carlo');
    if (judged && simulated && (depth === 'deep' || depth === 'thorough'))
        return _contract_weights_js__WEBPACK_IMPORTED_MODULE_0__/* .CONFIDENCE_BY_DEPTH */ .R[depth];
    if ((judged || simulated) && depth !== 'quick')
        return _contract_weights_js__WEBPACK_IMPORTED_MODULE_0__/* .CONFIDENCE_BY_DEPTH */ .R.standard;
    return _contract_weights_js__WEBPACK_IMPORTED_MODULE_0__/* .CONFIDENCE_BY_DEPTH */ .R.quick;
}


/***/ }),

/***/ 2334:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  ENGINE_VERSION: () => (/* binding */ ENGINE_VERSION),
  discoverTargets: () => (/* reexport */ target/* discoverTargets */.KK),
  evaluateTarget: () => (/* binding */ evaluateTarget),
  loadTarget: () => (/* reexport */ target/* loadTarget */.K),
  methodOf: () => (/* binding */ methodOf),
  scoreSnapshot: () => (/* binding */ scoreSnapshot),
  skillFindings: () => (/* binding */ skillFindings),
  staticScoresBothWays: () => (/* binding */ staticScoresBothWays),
  usageOf: () => (/* binding */ usageOf),
  withEvalsQuality: () => (/* reexport */ withEvalsQuality)
});

// EXTERNAL MODULE: ./src/composite/composite.ts
var composite = __webpack_require__(8784);
// EXTERNAL MODULE: ./src/rules/index.ts
var rules = __webpack_require__(5755);
// EXTERNAL MODULE: ./src/contract/weights.ts
var contract_weights = __webpack_require__(8175);
;// CONCATENATED MODULE: ./src/composite/advice.ts
// The points each fix would bring: the composite recomputed with one static sub-score at its
// maximum, without one anti-pattern's flags, or (plugins) with one member at 100. Pure.



/** Gains smaller than this (composite points) are not advice. */
const MIN_ADVICE_GAIN = 0.05;
/** A dimension this close to 1 is at its maximum. */
const AT_MAX = 1e-9;
const item = (f, file) => ({
    rule: f.rule,
    fact: f.fact,
    ...(f.quote !== undefined ? { quote: f.quote } : {}),
    ...(f.line !== undefined ? { line: f.line } : {}),
    ...(file ? { file } : {}),
    fix: (0,rules/* fixFor */.jc)(f.rule),
});
function byGain(a, b) {
    return b.gain - a.gain || a.name.localeCompare(b.name);
}
/** The composite points `layer`'s dimension `name` at `value` would win. */
function dimensionGain(input, result, layer, name, value) {
    return (0,composite/* compositeScore */.GF)(input, { layer, name, value }) - result.score;
}
/**
 * Each static dimension below its maximum that would win MIN_ADVICE_GAIN or more at it, with the
 * items `itemsFor` gives it (a dimension given none is left out).
 */
function dimensionAdviceOf(input, result, itemsFor) {
    const stat = input.layers.find((l) => l.layer === 'static');
    if (!stat)
        return [];
    const out = [];
    for (const [name, value] of Object.entries(stat.dimensions)) {
        if (value >= 1 - AT_MAX)
            continue;
        const gain = dimensionGain(input, result, stat, name, 1);
        if (gain < MIN_ADVICE_GAIN)
            continue;
        const items = itemsFor(name, value, stat);
        if (items.length === 0)
            continue;
        out.push({
            kind: 'dimension',
            name,
            score: result.dimensions.find((d) => d.name === name)?.score ?? value,
            gain,
            items,
        });
    }
    return out;
}
/**
 * Advice for a skill: each static dimension below its maximum, and each anti-pattern's penalty.
 * `facts`: the skill's facts, or a function giving one dimension's (called only for the dimensions
 * advised, so the others' facts are never looked for).
 */
function skillAdvice(input, result, facts, file) {
    const out = dimensionAdviceOf(input, result, (name, value) => {
        const mine = typeof facts === 'function' ? facts(name) : facts.filter((f) => f.dimension === name);
        if (mine.length)
            return mine.map((f) => item(f, file));
        return [
            item({ rule: 'ADVICE_MEASURED', fact: `The static sub-score for this dimension is ${value.toFixed(3)} of 1` }, file),
        ];
    });
    const stat = input.layers.find((l) => l.layer === 'static');
    out.push(...penaltyAdvice(input, result, stat?.anti_patterns ?? [], file));
    return out.sort(byGain);
}
/** Advice for each anti-pattern flag that counts in the penalty: the composite without it. */
function penaltyAdvice(input, result, antiPatterns, file) {
    if (input.penalty !== undefined)
        return [];
    const groups = new Map();
    for (const a of antiPatterns) {
        const list = groups.get(a.flag);
        if (list)
            list.push(a);
        else
            groups.set(a.flag, [a]);
    }
    const out = [];
    for (const [flag, list] of groups) {
        const gain = (0,composite/* compositeScore */.GF)({ ...input, flagCount: Math.max(0, input.flagCount - list.length) }) - result.score;
        if (gain < MIN_ADVICE_GAIN)
            continue;
        out.push({
            kind: 'anti_pattern',
            name: flag,
            score: null,
            gain,
            items: list.map((a) => item({ rule: flag, fact: a.description, ...(a.line !== undefined ? { line: a.line } : {}) }, a.file ?? file)),
        });
    }
    return out;
}
/**
 * Advice for a plugin scored from its members: each member below 100, with `gainOf(index)` the points
 * the plugin gains with that member at 100 (computed by the plugin's own aggregate).
 */
function memberAdvice(members, result, gainOf) {
    const out = [];
    for (const [index, m] of members.entries()) {
        if (m.score >= 1 - AT_MAX)
            continue;
        const gain = gainOf(index);
        if (gain < MIN_ADVICE_GAIN)
            continue;
        out.push({
            kind: 'member',
            name: m.path,
            score: m.score,
            gain,
            items: [
                item({
                    rule: 'ADVICE_PLUGIN_MEMBER',
                    fact: `${m.path} scores ${cut(m.score * 100)} against the plugin's ${cut(result.score)}` +
                        (m.costliest ? `; it loses most on ${m.costliest}` : ''),
                }, m.path),
            ],
        });
    }
    return out.sort(byGain);
}
/**
 * `orchestration fitness 41.5, triggering accuracy 74.0`: the member's dimensions that cost it the
 * most composite points (the shortfall times the dimension's weight), costliest first.
 */
function costliestDimensions(dimensions, count = 2) {
    const cost = (name, v) => (1 - v) * contract_weights/* DIMENSIONS */.Yf.find((d) => d.name === name).weight;
    return Object.entries(dimensions)
        .filter(([name, v]) => cost(name, v) > AT_MAX)
        .sort((a, b) => cost(b[0], b[1]) - cost(a[0], a[1]) || a[0].localeCompare(b[0]))
        .slice(0, count)
        .map(([name, v]) => `${name.replace(/_/g, ' ')} ${cut(v * 100)}`)
        .join(', ');
}
/** One decimal, cut as reports show scores (so the text agrees with the badges next to it). */
function cut(x) {
    return (Math.floor(x * 10 + 1e-9) / 10).toFixed(1);
}

// EXTERNAL MODULE: ./src/contract/calibratedWeights.ts
var calibratedWeights = __webpack_require__(6746);
// EXTERNAL MODULE: ./src/contract/types.ts
var types = __webpack_require__(3579);
// EXTERNAL MODULE: ./src/rules/context.ts
var context = __webpack_require__(7184);
// EXTERNAL MODULE: ./src/rules/quality/index.ts + 11 modules
var quality = __webpack_require__(8480);
// EXTERNAL MODULE: ./src/rules/rule.ts
var rules_rule = __webpack_require__(281);
;// CONCATENATED MODULE: ./src/rules/quality/measure.ts


/** One quality rule's occurrences in the skill, or null when it has none (or they amount to nothing). */
function qualityHitOf(rule, ctx) {
    const signals = (0,rules_rule/* detectorFor */.EW)(rule, 'calibrated')?.(ctx) ?? [];
    let amount = 0;
    for (const s of signals)
        amount += s.amount;
    return signals.length > 0 && amount > 0 ? { rule: rule.id, amount, signals } : null;
}
/** Every quality rule's occurrences in the skill, in the family's order (rules with none left out). */
function qualityHits(ctx) {
    const out = [];
    for (const rule of quality/* QUALITY_RULES */.Q) {
        const hit = qualityHitOf(rule, ctx);
        if (hit)
            out.push(hit);
    }
    return out;
}
/** What one hit costs each sub-score it lowers. */
function deductionOf(hit, fit) {
    const w = fit.quality[hit.rule];
    return w ? Math.min(w.max, Math.max(0, w.perUnit) * hit.amount) : 0;
}
/**
 * The measured sub-scores (unclamped) lowered by the hits' deductions, then their distance from
 * the maximum stretched by the fit's stretch (1: as measured; a perfect sub-score stays perfect),
 * each clamped to [0, 1]. A deduction is stretched as a shortfall the sub-score measured itself.
 */
function adjustSubscores(raw, hits, fit) {
    const lowered = { ...raw };
    for (const hit of hits) {
        const d = deductionOf(hit, fit);
        for (const name of fit.quality[hit.rule]?.subscores ?? [])
            lowered[name] -= d;
    }
    const out = {};
    for (const name of Object.keys(lowered))
        out[name] = stretched(fit, name, lowered[name]);
    return out;
}
/** adjustSubscores' last step for one sub-score lowered by its deductions: its distance from 1 stretched, in [0, 1]. */
const stretched = (fit, name, lowered) => Math.min(1, Math.max(0, 1 - fit.stretch[name] * (1 - lowered)));

// EXTERNAL MODULE: ./src/rules/anti-patterns/missingTrigger.ts
var missingTrigger = __webpack_require__(766);
// EXTERNAL MODULE: ./src/rules/subscores/subscores.ts
var subscores = __webpack_require__(5384);
// EXTERNAL MODULE: ./src/rules/subscores/calibrated/shortfall.ts
var shortfall = __webpack_require__(5098);
;// CONCATENATED MODULE: ./src/rules/subscores/calibrated/frontmatterQuality.ts




function nameScore(s) {
    if (s.name === '')
        return 0;
    return s.name === s.dirName ? calibratedWeights/* CAL_FRONTMATTER */.Ie.nameEqualsFolder : calibratedWeights/* CAL_FRONTMATTER */.Ie.nameDiffers;
}
/** Specific words a description needs for full information credit (fewer say too little to match requests to). */
const FULL_UNITS = calibratedWeights/* CAL_FRONTMATTER */.Ie.information[0].min;
/** "has 5 specific words (10+ earn full credit)": what a description short of information lacks. */
const fewWordsFact = (units) => `has ${(0,shortfall/* count */.U9)(units, 'specific word')} (${FULL_UNITS}+ earn full credit)`;
// The fixes for a description short of specific words or of a trigger (the rules' own fix texts
// ask for 100+ characters, the reference's measure; these say what the calibrated method counts).
const FIX_FEW_WORDS = `Say what the skill does and the situations it is for ("Use when …") in one or two sentences, naming the files, tools and tasks it handles (${FULL_UNITS}+ specific words).`;
const FIX_NO_TRIGGER = 'Add the situations the skill is for to the description ("Use when …"), in the words users use.';
/**
 * A description that does not say when to use the skill but says specifically what it does still
 * lets the model match requests to it: part of the trigger credit (reviewers mark a missing "Use
 * when" down, but far less than a vague description).
 */
function untriggeredCredit(r) {
    const C = calibratedWeights/* CAL_FRONTMATTER */.Ie.clarity;
    return r.whatWords >= C.what[0].min ? C.untriggeredSpecific * C.trigger : 0;
}
function frontmatterCredits(ctx) {
    const s = ctx.skill;
    const r = ctx.document.description;
    const relies = (0,missingTrigger/* reliesOnDescription */.iI)(s);
    const C = calibratedWeights/* CAL_FRONTMATTER */.Ie.clarity;
    // Situation words beyond the few a trigger needs say what the skill does too, but only the
    // description's own: a `when_to_use` field full of situations says nothing of what it does.
    const extraSituation = Math.max(0, r.descriptionSituationWords - C.situationWordsForSituations);
    return {
        name: nameScore(s),
        information: (0,subscores/* firstAtLeast */.JE)(calibratedWeights/* CAL_FRONTMATTER */.Ie.information, r.units)?.score ?? 0,
        trigger: !relies || r.trigger ? C.trigger : untriggeredCredit(r),
        what: (0,subscores/* firstAtLeast */.JE)(C.what, r.whatWords + extraSituation)?.score ?? 0,
        situations: !relies ? C.situations[0].score : ((0,subscores/* firstAtLeast */.JE)(C.situations, r.situationWords)?.score ?? 0),
    };
}
function frontmatterQuality(ctx) {
    const c = frontmatterCredits(ctx);
    return c.name + c.information + calibratedWeights/* CAL_FRONTMATTER */.Ie.clarityWeight * (c.trigger + c.what + c.situations);
}
function frontmatterShortfalls(ctx) {
    const c = frontmatterCredits(ctx);
    const r = ctx.document.description;
    const C = calibratedWeights/* CAL_FRONTMATTER */.Ie.clarity;
    const w = calibratedWeights/* CAL_FRONTMATTER */.Ie.clarityWeight;
    return new shortfall/* Shortfalls */.Lj()
        .add(c.name, calibratedWeights/* CAL_FRONTMATTER */.Ie.nameEqualsFolder, ctx.skill.name === '' ? 'The skill has no name' : "The skill's name is not its folder's name", 'Give the skill the name of its folder, in the frontmatter.')
        .add(c.information, calibratedWeights/* CAL_FRONTMATTER */.Ie.information[0].score, () => `The description ${fewWordsFact(r.units)}`, FIX_FEW_WORDS)
        .add(w * c.trigger, w * C.trigger, 'The description does not say when to use the skill', FIX_NO_TRIGGER)
        .add(w * c.what, w * C.what[0].score, () => `The description names ${(0,shortfall/* count */.U9)(r.whatWords, 'specific word')} of what the skill does, outside its trigger (${C.what[0].min}+ earn full credit)`, 'Say what the skill does: the files, tools and tasks it handles.')
        .add(w * c.situations, w * C.situations[0].score, () => `The situations the description gives hold ${(0,shortfall/* count */.U9)(r.situationWords, 'specific word')} (${C.situations[0].min}+ earn full credit)`, 'Name the situations the skill is for as users put them: the file types, tools or tasks.').list;
}

// EXTERNAL MODULE: ./src/rules/subscores/calibrated/orchestrationWiring.ts
var orchestrationWiring = __webpack_require__(1738);
// EXTERNAL MODULE: ./src/rules/documentMeasures.ts
var documentMeasures = __webpack_require__(6247);
// EXTERNAL MODULE: ./src/text/whiteSpace.ts
var whiteSpace = __webpack_require__(1154);
;// CONCATENATED MODULE: ./src/rules/subscores/calibrated/progressiveDisclosure.ts
// progressive_disclosure, calibrated: a SKILL.md with a body is complete however short; material
// disclosed from it adds a little (a script, an asset or a folder it links, or linked documents as
// far as they would not fit its token budget beside it: a lean skill split in two files discloses
// nothing). Its size and whether it holds its own content are quality rules (OVERSIZED_MAIN_FILE,
// HOLLOW_MAIN_FILE), which lower this sub-score.




/** Whether the body holds anything at all to disclose. */
function bodyIsEmpty(d) {
    const { raw } = d.main.doc;
    let lines = 0;
    let chars = 0;
    for (let i = d.main.start; i < raw.length; i++) {
        const l = raw[i];
        if (l.trim() === '')
            continue;
        lines++;
        if (chars < calibratedWeights/* CAL_PROGRESSIVE */.js.emptyBody.maxChars)
            chars += (0,whiteSpace/* visibleLength */.t)(l);
        // Past both bounds the answer is known.
        if (chars >= calibratedWeights/* CAL_PROGRESSIVE */.js.emptyBody.maxChars && lines >= calibratedWeights/* CAL_PROGRESSIVE */.js.emptyBody.maxLines)
            return false;
    }
    return chars < calibratedWeights/* CAL_PROGRESSIVE */.js.emptyBody.maxChars || lines < calibratedWeights/* CAL_PROGRESSIVE */.js.emptyBody.maxLines;
}
function progressiveDisclosure(ctx) {
    const d = ctx.document;
    const P = calibratedWeights/* CAL_PROGRESSIVE */.js;
    if (bodyIsEmpty(d))
        return P.emptyBody.score;
    // Length costs nothing here: bloat is measured in tokens by OVERSIZED_MAIN_FILE, which lowers this
    // sub-score (lines miss a 36 KB file of 134 long lines, and re-wrapping must not move a score).
    let score = P.lean;
    score += P.linkedMaterial * (0,documentMeasures/* disclosedMaterial */.ut)(ctx);
    return score;
}
function progressiveShortfalls(ctx) {
    const P = calibratedWeights/* CAL_PROGRESSIVE */.js;
    if (bodyIsEmpty(ctx.document))
        return new shortfall/* Shortfalls */.Lj().add(P.emptyBody.score, P.lean, `SKILL.md's body holds almost nothing (under ${P.emptyBody.maxChars} characters or ${P.emptyBody.maxLines} lines)`, 'Write the procedure into SKILL.md: the steps, the commands and what to check.').list;
    return new shortfall/* Shortfalls */.Lj().add(P.linkedMaterial * (0,documentMeasures/* disclosedMaterial */.ut)(ctx), P.linkedMaterial, 'SKILL.md discloses little of its own: no script, asset or folder it links, or linked documents that would fit in it', 'Keep in SKILL.md what every use needs, and move what only some uses need (long references, scripts, templates) into files it links.').list;
}

// EXTERNAL MODULE: ./src/rules/subscores/calibrated/structuralCompleteness.ts
var structuralCompleteness = __webpack_require__(8562);
// EXTERNAL MODULE: ./src/parse/markdown/document.ts
var markdown_document = __webpack_require__(9332);
// EXTERNAL MODULE: ./src/parse/markdown/skillDocument.ts + 5 modules
var skillDocument = __webpack_require__(7903);
;// CONCATENATED MODULE: ./src/rules/subscores/calibrated/tokenEfficiency.ts
// token_efficiency, calibrated: hard-rule density per 100 words of prose, repeated lines,
// contradictory rules.






const LIST_MARK = /^\s*(?:[-*+>]|\d+[.)])\s+/;
/** Whitespace other than single spaces: without any, collapsing runs of whitespace changes nothing. */
const UNEVEN_SPACE = /[^\S ]| {2}/;
/** A line without its list marker, whitespace collapsed, trimmed, lower-cased: how repeated lines are compared. */
function normaliseLine(raw) {
    let s = raw;
    // A list marker starts with whitespace, `-`, `*`, `+`, `>` or a digit (\s outside ASCII included).
    const c = s.charCodeAt(0);
    if (c <= 0x20 || c === 0x2d || c === 0x2a || c === 0x2b || c === 0x3e || (c >= 0x30 && c <= 0x39) || c > 0x7f)
        s = s.replace(LIST_MARK, '');
    if (UNEVEN_SPACE.test(s))
        s = s.replace(/\s+/g, ' ');
    return s.trim().toLowerCase();
}
/** Lower-casing at most doubles a length (U+0130 becomes two units): a shorter line cannot reach `n`. */
const mayReach = (raw, n) => raw.length * 2 >= n;
/** A part's prose words and its prose lines as compared (long enough, no table separators). */
function proseLines(part) {
    const C = calibratedWeights/* CAL_TOKENS */.MW;
    // A word holds no line break: the words of the prose are the words of its lines.
    const words = (0,markdown_document/* wordCount */.e)((0,skillDocument/* proseText */.lz)(part));
    const lines = [];
    const { raw, kind } = part.doc;
    for (let i = part.start; i < raw.length; i++) {
        if (kind[i] !== markdown_document/* PROSE */.W_ || !mayReach(raw[i], C.minComparedLine))
            continue;
        const n = normaliseLine(raw[i]);
        if (n.length >= C.minComparedLine && !structuralCompleteness/* TABLE_SEPARATOR */.Fr.test(n))
            lines.push(n);
    }
    return { words, lines };
}
/** What the prose holds, as the sub-score counts it. */
function tokenFacts(ctx) {
    let words = 0;
    let compared = 0;
    const distinct = new Set();
    for (const part of ctx.document.parts) {
        const p = (0,skillDocument/* partMemo */.iR)(part, proseLines);
        words += p.words;
        compared += p.lines.length;
        for (const line of p.lines)
            distinct.add(line);
    }
    const must = (0,documentMeasures/* mustWords */.Tr)(ctx).count;
    return { words, compared, distinct: distinct.size, must, contradictions: (0,documentMeasures/* contradictions */.vM)(ctx) };
}
/** Each penalty the sub-score takes off its base. */
function tokenPenalties(ctx) {
    const C = calibratedWeights/* CAL_TOKENS */.MW;
    const f = tokenFacts(ctx);
    const per100 = (f.must / Math.max(f.words, 1)) * 100;
    return {
        facts: f,
        per100,
        density: C.density.find((x) => per100 > x.above)?.penalty ?? 0,
        repetition: f.compared > 0 ? C.repetitionWeight * (1 - f.distinct / f.compared) : 0,
        contradictions: Math.min(C.maxContradictionPenalty, C.perContradiction * f.contradictions),
    };
}
function tokenEfficiency(ctx) {
    const p = tokenPenalties(ctx);
    return calibratedWeights/* CAL_TOKENS */.MW.base - p.density - p.repetition - p.contradictions;
}
function tokenShortfalls(ctx) {
    const p = tokenPenalties(ctx);
    const f = p.facts;
    return new shortfall/* Shortfalls */.Lj()
        .add(-p.density, 0, () => `${(0,shortfall/* count */.U9)(f.must, 'MUST/NEVER/ALWAYS', 'MUST/NEVER/ALWAYS')} in ${(0,shortfall/* count */.U9)(f.words, 'word')} of prose (${p.per100.toFixed(1)} per 100 words; over ${calibratedWeights/* CAL_TOKENS */.MW.density[calibratedWeights/* CAL_TOKENS */.MW.density.length - 1].above} costs)`, 'Keep the hard rules for what must never go wrong; say the rest plainly, with the reason.')
        .add(-p.repetition, 0, () => `${(0,shortfall/* count */.U9)(f.compared - f.distinct, 'line')} of prose ${(0,shortfall/* verb */.w3)(f.compared - f.distinct, 'repeats', 'repeat')} another line (of ${f.compared} compared)`, 'Say each thing once: remove the repeated lines, or move what they share into one place.')
        .add(-p.contradictions, 0, () => `${(0,shortfall/* count */.U9)(f.contradictions, 'rule')} ${(0,shortfall/* verb */.w3)(f.contradictions, 'contradicts', 'contradict')} another (MUST x … NEVER x)`, 'Make the rules agree: keep one of each contradicting pair, or say when each applies.').list;
}

// EXTERNAL MODULE: ./src/parse/markdown/specified.ts
var specified = __webpack_require__(1879);
// EXTERNAL MODULE: ./src/text/lineSearch.ts
var lineSearch = __webpack_require__(5341);
;// CONCATENATED MODULE: ./src/rules/subscores/calibrated/ecosystemCoherence.ts
// ecosystem_coherence, calibrated: skills and files outside this one that its prose points at and
// that exist; a related-skills pointer that names what it points at.






/** /\b(?:related|see also|companion)\b|\bcomplement/: a pointer to other skills. */
const RELATED_G = /\b(?:related|see also|companion)\b|\bcomplement/g;
const RELATED = new RegExp(RELATED_G.source);
/** A skill's name written in prose: kebab-case ("writing-plans"), a slash command or `plugin:skill`. */
const NAME_IN_PROSE = /(?:^|[\s(,;"'])\/?[a-z][a-z0-9]+(?:-[a-z0-9]+)+\b|\b[a-z][\w-]*:[a-z][\w-]+/g;
/** Hyphenated words of ordinary prose that open as these are not names. */
const COMMON_PREFIX = new Set('non self multi pre post sub co re anti cross well built follow step real long short high low read end up top all one two first third out in on off over under half full'.split(' '));
/** What a related pointer's lines name: nothing, a name, or something that resolves. */
const NOTHING = 0;
const A_NAME = 1;
const RESOLVES = 2;
function namesInProse(line) {
    for (const m of line.matchAll(NAME_IN_PROSE)) {
        const name = m[0].replace(/^[\s(,;"'/]+/, '');
        if (name.includes(':') || !COMMON_PREFIX.has(name.slice(0, name.indexOf('-'))))
            return true;
    }
    return false;
}
/** What a line of a part names, given the lines where a mention resolves outside the skill and where any mention is. */
function namedOn(part, i, resolvedLines, mentionLines) {
    if (resolvedLines.has(i))
        return RESOLVES;
    if (mentionLines.has(i) || (0,markdown_document/* codeAt */.LT)(part.doc, i).trim() !== '' || namesInProse((0,markdown_document/* proseAt */.x2)(part.doc, i)))
        return A_NAME;
    return NOTHING;
}
/**
 * The lines of a part's prose holding a related pointer, found once per part: a skill edited and
 * scored again (the calibrated advice) shares its linked files' parts, and often SKILL.md's.
 */
function relatedLines(part) {
    const lines = [];
    (0,lineSearch/* forLinesMatching */.cJ)((0,skillDocument/* lowerProseText */.ml)(part), RELATED_G, (i) => {
        lines.push(i);
    });
    return lines;
}
/** The most a part's related pointers name: on their own line, or in the section under a related heading. */
function relatedNaming(d, part) {
    const resolvedLines = new Set();
    const mentionLines = new Set();
    for (const m of part.mentions) {
        mentionLines.add(m.line);
        const r = (0,skillDocument/* resolvedMention */.nB)(d, m);
        if (m.kind !== 'path' && r?.type && !r.inSkill)
            resolvedLines.add(m.line);
    }
    let best = NOTHING;
    for (const i of (0,skillDocument/* partMemo */.iR)(part, relatedLines)) {
        best = Math.max(best, namedOn(part, i, resolvedLines, mentionLines));
        if (best === RESOLVES)
            break;
    }
    const doc = part.doc;
    for (let h = 0; h < doc.headings.length && best < RESOLVES; h++) {
        const heading = doc.headings[h];
        if (heading.line < part.start || !RELATED.test(heading.title))
            continue;
        const end = Math.min((0,specified/* sectionEnd */.nb)(doc, h), heading.line + 1 + specified/* SPEC_WINDOW */.JD);
        for (let i = heading.line + 1; i < end && best < RESOLVES; i++)
            best = Math.max(best, namedOn(part, i, resolvedLines, mentionLines));
    }
    return best;
}
/** Skills and files outside this one that the prose points at and that exist, and what its related pointers name. */
function ecosystemFacts(ctx) {
    const d = ctx.document;
    const refs = new Set();
    for (const part of d.parts) {
        for (const m of part.mentions) {
            if (m.kind === 'path')
                continue;
            const r = (0,skillDocument/* resolvedMention */.nB)(d, m);
            if (r?.type && !r.inSkill)
                refs.add(m.key);
        }
    }
    let related = NOTHING;
    for (const part of d.parts)
        related = Math.max(related, relatedNaming(d, part));
    return { refs: refs.size, related };
}
function ecosystemCredits(ctx) {
    const C = calibratedWeights/* CAL_ECOSYSTEM */.ER;
    const f = ecosystemFacts(ctx);
    const related = f.related === RESOLVES ? C.relatedWithRef : f.related === A_NAME ? C.relatedNamed : 0;
    return { facts: f, refs: Math.min(C.refCap, C.perResolvedRef * f.refs), related };
}
function ecosystemCoherence(ctx) {
    const c = ecosystemCredits(ctx);
    return calibratedWeights/* CAL_ECOSYSTEM */.ER.base + c.refs + c.related;
}
function ecosystemShortfalls(ctx) {
    const C = calibratedWeights/* CAL_ECOSYSTEM */.ER;
    const c = ecosystemCredits(ctx);
    const full = Math.ceil(C.refCap / C.perResolvedRef);
    return new shortfall/* Shortfalls */.Lj()
        .add(c.refs, C.refCap, () => `The prose points at ${(0,shortfall/* count */.U9)(c.facts.refs, 'skill or file', 'skills or files')} outside this skill that exist (${full}+ earn full credit)`, "Link the skills and files this one works with (a sibling skill, the repository's docs) where the text needs them.")
        .add(c.related, C.relatedWithRef, c.facts.related === NOTHING
        ? 'No related-skills pointer names another skill'
        : 'Its related-skills pointer names a skill, but no link or name of it resolves in the repository', 'Under a "Related skills" heading, name or link the skills used before, after or instead of this one.').list;
}

;// CONCATENATED MODULE: ./src/rules/subscores/calibrated/index.ts






const CALIBRATED_SUBSCORES = {
    frontmatter_quality: frontmatterQuality,
    orchestration_wiring: orchestrationWiring/* orchestrationWiring */.Kg,
    progressive_disclosure: progressiveDisclosure,
    structural_completeness: structuralCompleteness/* structuralCompleteness */.SX,
    token_efficiency: tokenEfficiency,
    ecosystem_coherence: ecosystemCoherence,
};
/** Each measured sub-score's parts the skill fell short of, read from the same credits as its number. */
const CALIBRATED_SHORTFALLS = {
    frontmatter_quality: frontmatterShortfalls,
    orchestration_wiring: orchestrationWiring/* orchestrationShortfalls */.O1,
    progressive_disclosure: progressiveShortfalls,
    structural_completeness: structuralCompleteness/* structureShortfalls */.id,
    token_efficiency: tokenShortfalls,
    ecosystem_coherence: ecosystemShortfalls,
};

// EXTERNAL MODULE: ./src/parse/pytext.ts
var pytext = __webpack_require__(7795);
// EXTERNAL MODULE: ./src/rules/anti-patterns/emptyDescription.ts
var emptyDescription = __webpack_require__(2067);
;// CONCATENATED MODULE: ./src/rules/subscores/reference.ts
// The reference's sub-scores (spec §3), reproduced exactly: each reads SKILL.md's text with the
// reference's regexes, its numbers from src/contract/weights.ts.






const PROACTIVELY = (0,pytext/* pyRegex */.vR)('\\bproactively\\b', 'i');
const PUSHY_KEYWORD = (0,pytext/* pyRegex */.vR)('\\b(?:automatically|trigger|invoke|always\\s+use)\\b', 'i');
const CONTEXT_ITEM = (0,pytext/* pyRegex */.vR)(',\\s*(?:or\\s+)?(?:when|for|during|implementing|building|creating|debugging|testing|deploying|configuring|setting up)', 'g');
const GERUND_CONTEXT = (0,pytext/* pyRegex */.vR)('\\b(?:when|for|during)\\s+\\w+ing\\b', 'i');
// A line with `output` … `format`, `format` … `output`, or `return` … `json`. `return` only has to
// start a word and `json` only has to end one (the reference's `\breturn.*json\b`): "returns JSON",
// "return user.from_json(" and "returning GeoJSON" all count.
const OUTPUT_FORMAT_PAIRS = [
    [(0,lineSearch/* regexEnd */.ZM)((0,pytext/* pyRegex */.vR)('\\boutput\\b', 'g')), (0,lineSearch/* regexStart */.iU)((0,pytext/* pyRegex */.vR)('\\bformat\\b', 'g'))],
    [(0,lineSearch/* regexEnd */.ZM)((0,pytext/* pyRegex */.vR)('\\bformat\\b', 'g')), (0,lineSearch/* regexStart */.iU)((0,pytext/* pyRegex */.vR)('\\boutput\\b', 'g'))],
    [(0,lineSearch/* regexEnd */.ZM)((0,pytext/* pyRegex */.vR)('\\breturn', 'g')), (0,lineSearch/* regexStart */.iU)((0,pytext/* pyRegex */.vR)('json\\b', 'g'))],
];
const PRODUCES_WORDS = (0,pytext/* pyRegex */.vR)('\\b(?:returns?|produces?|outputs?|generates?)\\b');
const INPUT_WORDS = (0,pytext/* pyRegex */.vR)('\\b(?:input|receives?|accepts?|parameters?|args?)\\b');
const ORCHESTRATOR_WORDS = (0,pytext/* pyRegex */.vR)('\\b(?:orchestrat|coordinat|dispatch)');
const DECISION_WORDS = ['decision', 'when to use', 'comparison', 'tradeoff'];
const RELATED_WORDS = (0,pytext/* pyRegex */.vR)('\\b(?:related|see also|companion)\\b|\\bcomplement');
function reference_frontmatterQuality({ skill: s }) {
    const P = contract_weights/* FRONTMATTER */.RI.pushiness;
    const d = s.description;
    const len = (0,emptyDescription/* strippedDescriptionLength */._)(s);
    const name = s.name === '' ? 0 : s.name !== s.dirName ? contract_weights/* FRONTMATTER */.RI.nameDiffers : contract_weights/* FRONTMATTER */.RI.nameEqualsFolder;
    const length = (0,subscores/* firstAtLeast */.JE)(contract_weights/* FRONTMATTER */.RI.descriptionLength, len)?.score ?? 0;
    const contextItems = (0,pytext/* countMatches */.b7)(CONTEXT_ITEM, d.toLowerCase());
    let push = 0;
    if ((0,missingTrigger/* hasTriggerPhrase */.Ut)(d))
        push += P.triggerPhrase;
    if (PROACTIVELY.test(d))
        push += P.proactively;
    if (PUSHY_KEYWORD.test(d))
        push += P.keyword;
    if (contextItems >= P.manyContextItems.min)
        push += P.manyContextItems.score;
    else if (contextItems >= P.someContextItems.min)
        push += P.someContextItems.score;
    if (GERUND_CONTEXT.test(d))
        push += P.gerundContext;
    if (len >= P.longDescription.min)
        push += P.longDescription.score;
    return name + length + contract_weights/* FRONTMATTER */.RI.pushinessWeight * Math.min(1, push);
}
function reference_orchestrationWiring(ctx) {
    const t = ctx.lowerText;
    let score = contract_weights/* ORCHESTRATION */.Gr.base;
    if (OUTPUT_FORMAT_PAIRS.some(([a, b]) => (0,lineSearch/* inOrderOnALine */.m6)(t, a, b)))
        score += contract_weights/* ORCHESTRATION */.Gr.outputFormat;
    if (PRODUCES_WORDS.test(t))
        score += contract_weights/* ORCHESTRATION */.Gr.producesWords;
    if (INPUT_WORDS.test(t))
        score += contract_weights/* ORCHESTRATION */.Gr.inputWords;
    if (ctx.skill.fenceCount >= contract_weights/* ORCHESTRATION */.Gr.fences.min)
        score += contract_weights/* ORCHESTRATION */.Gr.fences.score;
    if (ORCHESTRATOR_WORDS.test(t))
        score += contract_weights/* ORCHESTRATION */.Gr.orchestratorWords;
    return score;
}
function reference_progressiveDisclosure({ skill: s }) {
    const L = s.lineCount;
    let score = contract_weights/* PROGRESSIVE */.u4.byLines.find((r) => L >= r.min && L <= r.max)?.score ?? 0;
    if (s.references !== null && s.references.length > 0) {
        score += L >= contract_weights/* PROGRESSIVE */.u4.referencesLong.minLines ? contract_weights/* PROGRESSIVE */.u4.referencesLong.score : contract_weights/* PROGRESSIVE */.u4.referencesShort;
    }
    if (s.assets !== null && s.assets.length > 0)
        score += contract_weights/* PROGRESSIVE */.u4.assets;
    return score;
}
function reference_structuralCompleteness(ctx) {
    const s = ctx.skill;
    let score = 0;
    score += (0,subscores/* firstAtLeast */.JE)(contract_weights/* STRUCTURE */.mX.headings, s.h2Count + s.h3Count)?.score ?? 0;
    score += (0,subscores/* firstAtLeast */.JE)(contract_weights/* STRUCTURE */.mX.fences, s.fenceCount)?.score ?? 0;
    score += (0,subscores/* firstAtLeast */.JE)(contract_weights/* STRUCTURE */.mX.languages, new Set(s.fenceLanguages).size)?.score ?? 0;
    if (s.hasExamples)
        score += contract_weights/* STRUCTURE */.mX.examples;
    if (s.hasTroubleshooting)
        score += contract_weights/* STRUCTURE */.mX.troubleshooting;
    if ((0,lineSearch/* hasLineWithPipes */.sq)(s.text, 3))
        score += contract_weights/* STRUCTURE */.mX.table;
    const lower = ctx.lowerText;
    if (DECISION_WORDS.some((w) => lower.includes(w)))
        score += contract_weights/* STRUCTURE */.mX.decisionWords;
    return score;
}
function reference_tokenEfficiency({ skill: s }) {
    let score = contract_weights/* TOKENS */.xZ.base;
    const density = s.mustCount / Math.max(s.lineCount, 1);
    const step = contract_weights/* TOKENS */.xZ.density.find((d) => density > d.above);
    if (step)
        score -= step.penalty;
    let lines = 0;
    const distinct = new Set();
    const t = s.text;
    (0,pytext/* forEachPyLine */.aM)(t, (start, end) => {
        if ((0,pytext/* isPySpaceRange */.Fw)(t, start, end) || t.startsWith('---', start))
            return;
        lines++;
        distinct.add((0,pytext/* pyStripRange */.ti)(t, start, end));
    });
    if (lines > 0)
        score -= contract_weights/* TOKENS */.xZ.repetitionWeight * (1 - distinct.size / lines);
    return score;
}
function reference_ecosystemCoherence(ctx) {
    let score = contract_weights/* ECOSYSTEM */.Pe.base + Math.min(contract_weights/* ECOSYSTEM */.Pe.crossRefCap, contract_weights/* ECOSYSTEM */.Pe.perCrossRef * ctx.skill.crossRefs.length);
    if (RELATED_WORDS.test(ctx.lowerText))
        score += contract_weights/* ECOSYSTEM */.Pe.relatedWords;
    return score;
}
/** The reference's sub-score rules (spec §3). */
const REFERENCE_SUBSCORES = {
    frontmatter_quality: reference_frontmatterQuality,
    orchestration_wiring: reference_orchestrationWiring,
    progressive_disclosure: reference_progressiveDisclosure,
    structural_completeness: reference_structuralCompleteness,
    token_efficiency: reference_tokenEfficiency,
    ecosystem_coherence: reference_ecosystemCoherence,
};

// EXTERNAL MODULE: ./src/rules/anti-patterns/index.ts + 5 modules
var anti_patterns = __webpack_require__(3364);
// EXTERNAL MODULE: ./src/rules/portability/index.ts + 3 modules
var portability = __webpack_require__(4029);
;// CONCATENATED MODULE: ./src/layers/static.ts
// The static layer (spec §2–§4): deterministic, no network.













/** Which method produced each sub-score (shown in the JSON). */
function subScoreMethods(method) {
    const out = {};
    for (const s of contract_weights/* STATIC_SUBSCORES */.t_)
        out[s.name] = method;
    // Portability findings are the same under both methods.
    if (method === 'calibrated')
        out.harness_portability = 'reference';
    return out;
}
/** Every anti-pattern a method's detectors find, rule by rule in the family's order. */
function antiPatternsOf(ctx, method) {
    const out = [];
    for (const rule of anti_patterns/* ANTI_PATTERNS */.$) {
        const find = (0,rules_rule/* detectorFor */.EW)(rule, method);
        if (find === undefined)
            continue;
        const flag = rule.id;
        for (const o of find(ctx)) {
            const ap = {
                flag,
                description: (0,rules_rule/* descriptionFor */.yA)(rule, method),
                severity: contract_weights/* ANTI_PATTERN */.c3.severity[flag],
                file: o.file ?? ctx.skill.file,
            };
            if (o.line !== null)
                ap.line = o.line;
            out.push(ap);
        }
    }
    return out;
}
/** How many anti-patterns a method's detectors find (antiPatternsOf's length, without the objects). */
function antiPatternCount(ctx, method) {
    let count = 0;
    for (const rule of anti_patterns/* ANTI_PATTERNS */.$)
        count += (0,rules_rule/* detectorFor */.EW)(rule, method)?.(ctx).length ?? 0;
    return count;
}
/** Harness-portability findings (spec §3), the same under both methods; they lower harness_portability. */
function portabilityFindings(ctx, method) {
    const out = [];
    for (const rule of portability/* PORTABILITY_RULES */.q) {
        const hit = (0,rules_rule/* detectorFor */.EW)(rule, method)?.(ctx);
        if (!hit)
            continue;
        const description = (0,rules_rule/* descriptionFor */.yA)(rule, method);
        const finding = {
            category: 'portability',
            file: ctx.skill.file,
            rule: rule.id,
            severity: hit.severity,
            level: hit.level,
            message: hit.detail === undefined ? description : `${description} ${hit.detail}`,
        };
        if (hit.line !== undefined)
            finding.line = hit.line;
        out.push(finding);
    }
    return out;
}
/** One finding per occurrence of each quality hit, its message saying what the rule costs. */
function qualityFindings(ctx, hits, fit) {
    const out = [];
    for (const hit of hits) {
        const cost = deductionOf(hit, fit);
        const on = fit.quality[hit.rule]?.subscores.join(', ') ?? '';
        for (const s of hit.signals) {
            const f = {
                category: 'quality',
                file: s.file ?? ctx.skill.file,
                rule: hit.rule,
                severity: cost,
                level: 'low',
                message: cost > 0 ? `${s.fact} (${on} −${cost.toFixed(2)})` : s.fact,
            };
            if (s.line !== undefined)
                f.line = s.line;
            out.push(f);
        }
    }
    return out;
}
function calibratedMeasures(ctx, portability) {
    return {
        raw: (0,subscores/* measuredSubscores */.CT)(CALIBRATED_SUBSCORES, ctx),
        hits: qualityHits(ctx),
        portability: (0,subscores/* harnessPortabilitySubscore */.Io)(portability),
    };
}
/** The calibrated sub-scores, in the table's order: the measures moved and lowered by the fit. */
function calibratedSubscoreValues(measures, fit) {
    const subs = { ...adjustSubscores(measures.raw, measures.hits, fit), harness_portability: measures.portability };
    const ordered = {};
    for (const { name } of contract_weights/* STATIC_SUBSCORES */.t_)
        ordered[name] = subs[name];
    return ordered;
}
/** Each static dimension's sub-score (harness_portability maps to none). */
function dimensionsOf(subscore) {
    const dimensions = {};
    for (const s of contract_weights/* STATIC_SUBSCORES */.t_)
        if (s.dimension)
            dimensions[s.dimension] = subscore(s.name);
    return dimensions;
}
/** A skill's static score and dimensions from its sub-scores and its number of anti-patterns. */
function staticNumbers(subs, antiPatternCount) {
    let weighted = 0;
    for (const s of contract_weights/* STATIC_SUBSCORES */.t_)
        weighted += subs[s.name] * s.weight;
    return { score: weighted * (0,composite/* penaltyFor */.dw)(antiPatternCount), dimensions: dimensionsOf((name) => subs[name]) };
}
/**
 * A calibrated skill's static layer as another fit would make it: the same layer with the
 * sub-scores, score and dimensions recomputed from its measures (the anti-patterns do not depend
 * on the fit). With the fit that made the layer, the numbers are the layer's own.
 */
function refitStaticLayer(layer, measures, fit) {
    const subs = calibratedSubscoreValues(measures, fit);
    const { score, dimensions } = staticNumbers(subs, layer.anti_patterns.length);
    return { ...layer, score, sub_scores: subs, dimensions };
}
function staticLayer(skill, method = types/* DEFAULT_METHOD */.AA, fit = calibratedWeights/* CAL_FIT */.r6) {
    const ctx = (0,context/* ruleContext */.w)(skill);
    const portability = portabilityFindings(ctx, method);
    // Calibrated: only portability comes from the reference, so its other sub-scores are not computed.
    const measures = method === 'reference' ? undefined : calibratedMeasures(ctx, portability);
    const subs = measures
        ? calibratedSubscoreValues(measures, fit)
        : (0,subscores/* skillSubscores */.XU)(REFERENCE_SUBSCORES, skill, portability);
    const quality = measures ? qualityFindings(ctx, measures.hits, fit) : [];
    const antiPatterns = antiPatternsOf(ctx, method);
    const { score, dimensions } = staticNumbers(subs, antiPatterns.length);
    return {
        layer: {
            layer: 'static',
            method,
            score,
            sub_scores: subs,
            anti_patterns: antiPatterns,
            metadata: {
                line_count: skill.lineCount,
                must_count: skill.mustCount,
                fence_count: skill.fenceCount,
                cross_refs: skill.crossRefs.length,
                utf8_bytes: skill.utf8Bytes,
                has_references: skill.references !== null,
                has_assets: skill.assets !== null,
                portability_findings: portability.map((f) => f.rule),
                sub_score_methods: subScoreMethods(method),
            },
            dimensions,
        },
        findings: quality.length > 0 ? [...portability, ...quality] : portability,
        ...(measures ? { measures } : {}),
    };
}
function agentScore(agent) {
    let score = contract_weights/* AGENT */.Sr.base;
    if (agent.description.toLowerCase().includes('use proactively'))
        score += contract_weights/* AGENT */.Sr.useProactively;
    if (agent.hasTools)
        score += contract_weights/* AGENT */.Sr.tools;
    const len = (0,pytext/* cpLength */.OT)((0,pytext/* pyStrip */.m0)(agent.description));
    if (len >= contract_weights/* AGENT */.Sr.longDescription.min)
        score += contract_weights/* AGENT */.Sr.longDescription.score;
    else if (len >= contract_weights/* AGENT */.Sr.shortDescription.min)
        score += contract_weights/* AGENT */.Sr.shortDescription.score;
    if (agent.hasModel)
        score += contract_weights/* AGENT */.Sr.model;
    return Math.min(1, score);
}
/**
 * The reference plugin layer's members (spec §4): the agents' scores, the mean of the members'
 * scores (skills first, then agents; AGENT.emptyPluginScore with none), its skills' flags, and that
 * mean as every static dimension. The calibrated layer is layers/pluginMembers.ts.
 */
function pluginMembers(skills, skillScores, agents) {
    const agentScores = agents.map(agentScore);
    let sum = 0;
    for (const x of skillScores)
        sum += x;
    for (const x of agentScores)
        sum += x;
    const members = skillScores.length + agentScores.length;
    const score = members === 0 ? contract_weights/* AGENT */.Sr.emptyPluginScore : sum / members;
    const antiPatterns = skills.flatMap((l) => l.anti_patterns);
    const dimensions = {};
    for (const s of contract_weights/* STATIC_SUBSCORES */.t_)
        if (s.dimension)
            dimensions[s.dimension] = score;
    return { agentScores, score, antiPatterns, dimensions };
}
/** A plugin's static layer (spec §4): the mean of its skills' and agents' scores. */
function pluginStaticLayer(skills, agents, method = types/* DEFAULT_METHOD */.AA) {
    const skillScores = skills.map((l) => l.score);
    const { agentScores, score, antiPatterns, dimensions } = pluginMembers(skills, skillScores, agents);
    return {
        layer: 'static',
        method,
        score,
        sub_scores: { skill_scores: skillScores, agent_scores: agentScores },
        anti_patterns: antiPatterns,
        metadata: { skills: skills.length, agents: agents.length, agent_files: agents.map((a) => a.file) },
        dimensions,
    };
}

;// CONCATENATED MODULE: ./src/layers/calibratedDimensions.ts







const SUBSCORE_NAMES = Object.keys(CALIBRATED_SUBSCORES);
function partMeasures(ctx) {
    const raws = new Map();
    const hits = new Map();
    return {
        raw(name) {
            let value = raws.get(name);
            if (value === undefined)
                raws.set(name, (value = CALIBRATED_SUBSCORES[name](ctx)));
            return value;
        },
        hit(index) {
            let found = hits.get(index);
            if (found === undefined)
                hits.set(index, (found = qualityHitOf(quality/* QUALITY_RULES */.Q[index], ctx)));
            return found;
        },
    };
}
const measuresOf = (skill) => (0,context/* ruleContext */.w)(skill).memo(partMeasures);
/**
 * What a composite reads of a skill's calibrated static layer: its dimensions (staticLayer's, the
 * same numbers: measuredSubscores' and qualityHits' in their order) and how many anti-patterns it
 * has. Harness_portability, which maps to no dimension, the findings, the anti-patterns' objects
 * and the metadata would be made only to be thrown away.
 */
function calibratedDimensions(skill, fit = calibratedWeights/* CAL_FIT */.r6) {
    const measures = measuresOf(skill);
    const raw = {};
    for (const name of SUBSCORE_NAMES)
        raw[name] = measures.raw(name);
    const hits = [];
    for (let i = 0; i < quality/* QUALITY_RULES */.Q.length; i++) {
        const hit = measures.hit(i);
        if (hit)
            hits.push(hit);
    }
    const subs = adjustSubscores(raw, hits, fit);
    const dimensions = dimensionsOf((name) => subs[name]);
    return { dimensions, antiPatternCount: antiPatternCount((0,context/* ruleContext */.w)(skill), 'calibrated') };
}
/** The measured sub-score a dimension is made of (harness_portability makes none). */
function subscoreOf(dimension) {
    let found = null;
    // The last one, as dimensionsOf writes them.
    for (const s of contract_weights/* STATIC_SUBSCORES */.t_)
        if (s.dimension === dimension)
            found = s.name;
    return found;
}
/**
 * Whether the dimension of the skill's calibrated layer is above `floor`: calibratedDimensions'
 * number for it, compared, measuring only its sub-score and the quality rules that lower it. A
 * quality rule only lowers (its deduction is at least 0 when its cap is), so a sub-score whose
 * measure alone is not above the floor is not, and those rules are not run.
 */
function dimensionAbove(skill, dimension, floor, fit = calibratedWeights/* CAL_FIT */.r6) {
    const name = subscoreOf(dimension);
    if (name === null)
        return (calibratedDimensions(skill, fit).dimensions[dimension] ?? 0) > floor;
    const measures = measuresOf(skill);
    let lowered = measures.raw(name);
    const lowering = [];
    for (let i = 0; i < quality/* QUALITY_RULES */.Q.length; i++) {
        const subscores = fit.quality[quality/* QUALITY_RULES */.Q[i].id]?.subscores ?? [];
        if (subscores.includes(name))
            lowering.push(i);
    }
    const onlyLowers = fit.stretch[name] >= 0 && lowering.every((i) => (fit.quality[quality/* QUALITY_RULES */.Q[i].id]?.max ?? 0) >= 0);
    if (onlyLowers && !(stretched(fit, name, lowered) > floor))
        return false;
    // The deductions in adjustSubscores' order (the family's), so the number is the same to the bit.
    for (const i of lowering) {
        const hit = measures.hit(i);
        if (hit === null)
            continue;
        const d = deductionOf(hit, fit);
        for (const n of fit.quality[hit.rule].subscores)
            if (n === name)
                lowered -= d;
    }
    return stretched(fit, name, lowered) > floor;
}

// EXTERNAL MODULE: ./src/parse/markdown/mentions.ts
var markdown_mentions = __webpack_require__(758);
// EXTERNAL MODULE: ./src/parse/markdown/prepared.ts
var prepared = __webpack_require__(7760);
// EXTERNAL MODULE: ./src/parse/skill.ts
var parse_skill = __webpack_require__(7342);
;// CONCATENATED MODULE: ./src/rules/advice/edits.ts
// Edits of a skill that the calibrated advice applies and rescores: each is what an author would do
// to follow one piece of advice, written out mechanically so its gain is measured, not estimated.
// Pure text functions (a skill's text in, the edited text and any new file out).


/** The text with a `## title` section holding `body` appended at its end. */
function appendSection(text, title, body) {
    const trimmed = text.trimEnd();
    return `${trimmed}\n\n## ${title}\n\n${body}\n`;
}
/** The line range (0-based, end exclusive) of the frontmatter's `description` value, or null. */
function descriptionRange(lines, descriptionLine) {
    if (descriptionLine === null || lines[0]?.trim() !== '---')
        return null;
    const start = descriptionLine - 1;
    if (!/^description\s*:/u.test(lines[start] ?? ''))
        return null;
    let end = start + 1;
    // The value goes on over indented lines and blank lines followed by indented ones (block scalars).
    while (end < lines.length && !lines[end].startsWith('---')) {
        if (/^\s+\S/u.test(lines[end]))
            end++;
        else if (lines[end].trim() === '' && /^\s+\S/u.test(lines[end + 1] ?? ''))
            end++;
        else
            break;
    }
    return [start, end];
}
/** The text with the frontmatter's description replaced (a double-quoted scalar), or null when it has none. */
function withDescription(skill, description) {
    const lines = skill.text.split('\n');
    const range = descriptionRange(lines, skill.descriptionLine);
    if (range === null)
        return null;
    // A JSON string is a YAML double-quoted scalar.
    lines.splice(range[0], range[1] - range[0], `description: ${JSON.stringify(description)}`);
    return lines.join('\n');
}
/** A file name from a heading title: lower-case words joined by hyphens. */
function slug(title) {
    const s = title
        .toLowerCase()
        .replace(/[^a-z0-9]+/gu, '-')
        .replace(/^-+|-+$/gu, '')
        .slice(0, 40);
    return s === '' ? 'details' : s;
}
/** The largest `##` section of SKILL.md's body: its first line, end (exclusive) and title; null with none. */
function largestSection(doc, start) {
    let best = null;
    let open = null;
    // One pass: a section ends at the next heading of level 1 or 2 (or at the end of the text).
    const close = (to) => {
        if (open !== null && (best === null || to - open.from > best.to - best.from))
            best = { ...open, to };
        open = null;
    };
    for (const h of doc.headings) {
        if (h.line < start || h.level > 2)
            continue;
        close(h.line);
        if (h.level === 2)
            open = { from: h.line, title: h.title };
    }
    close(doc.raw.length);
    return best;
}
/** Sections shorter than this are not worth a file of their own. */
const MIN_MOVED_LINES = 6;
/**
 * SKILL.md with its largest section moved into a file beside it, linked from where it was: the
 * detail is loaded on demand. The file sits in the skill's own folder so its relative links still
 * lead where they did. Null when there is no section long enough to move.
 */
function movedSection(skill, document) {
    const { doc, start } = document.main;
    const section = largestSection(doc, start);
    if (section === null || section.to - section.from < MIN_MOVED_LINES)
        return null;
    let name = `${slug(section.title)}.md`;
    const taken = new Set(Object.keys(skill.resolved ?? {}).map((k) => k.slice(k.indexOf(':') + 1)));
    for (let n = 2; taken.has(name); n++)
        name = `${slug(section.title)}-${n}.md`;
    const lines = skill.text.split('\n');
    const moved = lines.slice(section.from, section.to).join('\n');
    const heading = lines[section.from];
    const link = `For the details, read [${name}](${name}).`;
    lines.splice(section.from, section.to - section.from, heading, '', link, '');
    return { text: lines.join('\n'), files: [{ path: name, text: `${moved.trimEnd()}\n` }] };
}
/** Lines shorter than this (normalised) are ordinary repeats ("## Example", "```"): kept. */
const MIN_REPEATED = 12;
/** SKILL.md without the later copies of the prose lines it repeats, how many went, the first repeated line. */
function withoutRepeatedLines(skill, document) {
    const { doc, start } = document.main;
    const firstSeen = new Map();
    const lines = skill.text.split('\n');
    const kept = [];
    let firstRepeated = -1;
    for (let i = 0; i < lines.length; i++) {
        // A line of the frontmatter or of code is kept as it is: normalised only when it may be counted.
        const prose = i >= start && doc.kind[i] !== markdown_document/* IN_FENCE */.AZ && !lines[i].trim().startsWith('```');
        const n = prose ? normaliseLine(lines[i]) : '';
        if (prose && !n.startsWith('#') && n.length >= MIN_REPEATED && !/^[\s|:-]+$/u.test(n)) {
            const seen = firstSeen.get(n);
            if (seen !== undefined) {
                if (firstRepeated < 0)
                    firstRepeated = seen;
                continue;
            }
            firstSeen.set(n, i);
        }
        kept.push(lines[i]);
    }
    if (firstRepeated < 0)
        return null;
    return { text: kept.join('\n'), removed: lines.length - kept.length, line: firstRepeated + 1 };
}
const ABSOLUTE = /\b(MUST|NEVER|ALWAYS)\b/gu;
/** SKILL.md's body with MUST / NEVER / ALWAYS written as ordinary words (the frontmatter left as it is). */
function withPlainRules(skill, document) {
    const lines = skill.text.split('\n');
    let changed = false;
    for (let i = document.main.start; i < lines.length; i++) {
        const next = lines[i].replace(ABSOLUTE, (w) => w.toLowerCase());
        if (next !== lines[i]) {
            lines[i] = next;
            changed = true;
        }
    }
    return changed ? lines.join('\n') : null;
}

// EXTERNAL MODULE: ./src/rules/advice/fact.ts
var fact = __webpack_require__(3920);
// EXTERNAL MODULE: ./src/rules/advice/noOutputContract.ts
var noOutputContract = __webpack_require__(4126);
;// CONCATENATED MODULE: ./src/rules/advice/calibrated.ts










const wholeTexts = (ctx) => ctx.document.parts.map(skillDocument/* lowerWholeText */.KJ);
/** The skill's `##` titles, for words that say what it covers. */
function sectionTitles(ctx) {
    const { doc, start } = ctx.document.main;
    return doc.headings
        .filter((h) => h.level === 2 && h.line >= start && h.title !== '')
        .map((h) => h.title.replace(/[#*`_]/gu, '').trim())
        .filter((t) => t !== '')
        .slice(0, 5);
}
const shortDescription = {
    rule: 'ADVICE_SHORT_DESCRIPTION',
    dimension: 'triggering_accuracy',
    propose(ctx) {
        const r = ctx.document.description;
        const missing = [];
        if (r.units < FULL_UNITS)
            missing.push(fewWordsFact(r.units));
        if (!r.trigger)
            missing.push('does not say when to use the skill');
        if (missing.length === 0)
            return null;
        const name = ctx.skill.name.replace(/[-_]+/gu, ' ').trim() || 'this task';
        let description = ctx.skill.description.trim();
        if (description !== '' && !/[.!?]$/u.test(description))
            description += '.';
        const titles = sectionTitles(ctx);
        if (r.units < FULL_UNITS && titles.length > 0)
            description += ` Covers ${titles.join(', ')}.`;
        if (!r.trigger)
            description += ` Use when the user asks for ${name}.`;
        const text = withDescription(ctx.skill, description.trim());
        if (text === null)
            return null;
        const s = ctx.skill;
        return {
            fact: `The description ${missing.join(' and ')}`,
            ...(s.description ? { quote: (0,fact/* quote */.hD)(s.description) } : {}),
            ...(s.descriptionLine !== null ? { line: s.descriptionLine } : {}),
            fix: r.units < FULL_UNITS ? FIX_FEW_WORDS : FIX_NO_TRIGGER,
            edit: { text },
        };
    },
};
const outputContract = {
    rule: 'ADVICE_NO_OUTPUT_CONTRACT',
    dimension: 'orchestration_fitness',
    propose(ctx) {
        // A section that specifies the output (a heading, label or sentence, then its format) is a
        // stated output too: the fact must be true of the skill, whichever way it states it.
        if (wholeTexts(ctx).some(noOutputContract/* statesOutputContract */.k) || (0,orchestrationWiring/* specifiesOutput */.li)(ctx))
            return null;
        return {
            fact: 'No line of SKILL.md or the files it links states the output and its format',
            edit: {
                text: appendSection(ctx.text, 'Output', 'Output format: a short markdown report of what was done and the result.'),
            },
        };
    },
};
const INPUTS = /\b(?:inputs?|receives?|accepts?|parameters?|args?|arguments?)\b/u;
const inputs = {
    rule: 'ADVICE_NO_INPUTS',
    dimension: 'orchestration_fitness',
    propose(ctx) {
        // A "## Usage" section over its invocations, or an `argument-hint`, says what the skill takes too.
        if (wholeTexts(ctx).some((t) => INPUTS.test(t)) || (0,orchestrationWiring/* specifiesInputs */.d)(ctx))
            return null;
        return {
            fact: 'No line of SKILL.md or the files it links says what the skill takes as input',
            edit: {
                text: appendSection(ctx.text, 'Inputs', 'Input: the files, text or arguments the user gives with the request.'),
            },
        };
    },
};
const linkedDetail = {
    rule: 'ADVICE_NO_LINKED_DETAIL',
    dimension: 'progressive_disclosure',
    propose(ctx) {
        if (bodyIsEmpty(ctx.document) || (0,documentMeasures/* linksOwnMaterial */.Rz)(ctx.document))
            return null;
        const edit = movedSection(ctx.skill, ctx.document);
        if (edit === null)
            return null;
        return {
            fact: `SKILL.md is ${ctx.skill.lineCount} lines and links no file of its own holding detail`,
            edit,
        };
    },
};
const EXAMPLE_TITLE = /example|usage|quick ?start|walkthrough|how to use/u;
const TROUBLE_TITLE = /troubleshoot|common (?:issue|problem|mistake|error|pitfall)|faq|pitfall|gotcha|known (?:issue|limitation)|error handling/u;
const structure = {
    rule: 'ADVICE_STRUCTURE',
    dimension: 'structural_completeness',
    propose(ctx) {
        const titles = ctx.document.parts.flatMap((p) => p.doc.headings.filter((h) => h.line >= p.start).map((h) => h.title));
        const missing = [];
        let text = ctx.text;
        if (!titles.some((t) => EXAMPLE_TITLE.test(t))) {
            missing.push('no "## Examples" section');
            const name = ctx.skill.name || 'the skill';
            text = appendSection(text, 'Examples', `A typical request and what ${name} does with it:\n\n\`\`\`text\nUser: run ${name} on the current project\n\`\`\``);
        }
        if (!titles.some((t) => TROUBLE_TITLE.test(t))) {
            missing.push('no "## Troubleshooting" section');
            text = appendSection(text, 'Troubleshooting', '- If a step fails, show the error and the step that failed before trying anything else.');
        }
        if (missing.length === 0)
            return null;
        return { fact: `The skill has ${missing.join(' and ')}`, edit: { text } };
    },
};
const denseRules = {
    rule: 'ADVICE_DENSE_RULES',
    dimension: 'token_efficiency',
    propose(ctx) {
        const must = (0,documentMeasures/* mustWords */.Tr)(ctx);
        if (must.count === 0)
            return null;
        const text = withPlainRules(ctx.skill, ctx.document);
        if (text === null)
            return null;
        let words = 0;
        for (const p of ctx.document.parts)
            words += (0,markdown_document/* wordCount */.e)((0,skillDocument/* proseText */.lz)(p));
        const line = must.firstLine;
        return {
            fact: `${must.count} MUST/NEVER/ALWAYS in ${words} words of prose`,
            ...(line !== null && line <= ctx.lines.length ? { quote: (0,fact/* quote */.hD)((0,pytext/* lineAt */.mh)(ctx.text, line)), line } : {}),
            edit: { text },
        };
    },
};
const repeatedLines = {
    rule: 'ADVICE_REPEATED_LINES',
    dimension: 'token_efficiency',
    propose(ctx) {
        const found = withoutRepeatedLines(ctx.skill, ctx.document);
        if (found === null)
            return null;
        const { text, removed, line } = found;
        return {
            fact: `${removed} line${removed === 1 ? ' repeats' : 's repeat'} an earlier line of SKILL.md`,
            quote: (0,fact/* quote */.hD)((0,pytext/* lineAt */.mh)(ctx.text, line)),
            line,
            edit: { text },
        };
    },
};
const calibrated_RELATED = ['related', 'see also', 'companion'];
const related = {
    rule: 'ADVICE_NO_RELATED',
    dimension: 'ecosystem_coherence',
    propose(ctx) {
        const prose = ctx.document.parts.map(skillDocument/* lowerProseText */.ml);
        if (prose.some((t) => (0,markdown_document/* hasWord */.Vf)(t, calibrated_RELATED, true) || (0,markdown_document/* hasWord */.Vf)(t, ['complement'], false)))
            return null;
        return {
            fact: 'The skill names no related or companion skill',
            edit: { text: appendSection(ctx.text, 'Related skills', 'See also the skills used before and after this one.') },
        };
    },
};
/** Every kind, in the order items are listed within a dimension. */
const CALIBRATED_FIXES = [
    shortDescription,
    outputContract,
    inputs,
    linkedDetail,
    structure,
    denseRules,
    repeatedLines,
    related,
];

// EXTERNAL MODULE: ./src/rules/advice/orchestrator.ts
var orchestrator = __webpack_require__(6734);
;// CONCATENATED MODULE: ./src/engine/shortfallAdvice.ts





const RULE = 'ADVICE_MEASURED';
function shortfallAdvice_subscoreOf(dimension) {
    const s = contract_weights/* STATIC_SUBSCORES */.t_.find((x) => x.dimension === dimension);
    return s && s.name !== 'harness_portability' ? s.name : null;
}
/** The composite points a sub-score raised by `gap` (before the fit) would win. */
function pointsOf(base, dimension, name, gap) {
    const value = adjustSubscores({ ...base.raw, [name]: base.raw[name] + gap }, base.hits, calibratedWeights/* CAL_FIT */.r6)[name];
    return dimensionGain(base.input, base.result, base.stat, dimension, value);
}
/** The quality rules that lower a sub-score, as one item (their own advice gives their points). */
function loweredBy(base, name) {
    const rules = [
        ...new Set(base.hits.filter((h) => calibratedWeights/* CAL_FIT */.r6.quality[h.rule]?.subscores.includes(name)).map((h) => h.rule)),
    ];
    if (rules.length === 0)
        return null;
    return {
        rule: RULE,
        fact: `The sub-score is lowered by ${rules.join(', ')}, listed with ${rules.length === 1 ? 'its' : 'their'} own points`,
        file: base.file,
        fix: `Fix what ${rules.length === 1 ? 'that item names' : 'those items name'}.`,
    };
}
/** The items of a dimension that no proposed edit explains: its sub-score's shortfalls, then what lowers it. */
function shortfallItems(base, ctx, dimension) {
    const name = shortfallAdvice_subscoreOf(dimension);
    if (name === null)
        return [];
    const shortfalls = CALIBRATED_SHORTFALLS[name](ctx);
    const items = [];
    for (const s of shortfalls) {
        const points = pointsOf(base, dimension, name, s.gap);
        if (points >= MIN_ADVICE_GAIN)
            items.push({ rule: RULE, fact: s.fact, file: base.file, fix: s.fix, points });
    }
    // A dimension far below its most moves only when several parts are earned: each is listed, with
    // no points of its own (the dimension states what all of them would win).
    if (items.length === 0)
        for (const s of shortfalls)
            items.push({ rule: RULE, fact: s.fact, file: base.file, fix: s.fix });
    const lowered = loweredBy(base, name);
    if (lowered)
        items.push(lowered);
    return items;
}

;// CONCATENATED MODULE: ./src/engine/measuredAdvice.ts
// The calibrated method's advice, measured: each fix is applied to the skill (src/rules/advice/
// calibrated.ts writes the edit), the skill is scored again statically, and the item's points are
// the composite after minus before. Quality hits get the composite without their deduction; the
// orchestration penalty, which no edit removes mechanically, gets the points of its own part.




















const UTF8 = new TextEncoder();
/** The snapshot after an edit: SKILL.md's new bytes, and each added file resolved as the reader would. */
function editedSnapshot(snap, edit) {
    return { ...snap, bytes: UTF8.encode(edit.text), resolved: editedResolutions(snap, edit) };
}
/**
 * The skill's resolutions after an edit: each added file resolved as the reader would. An edit that
 * adds no file keeps the skill's own (read-only), not a copy of them for each fix.
 */
function editedResolutions(snap, edit) {
    if (!edit.files || edit.files.length === 0)
        return snap.resolved ?? {};
    const resolved = { ...(snap.resolved ?? {}) };
    const mentions = (0,prepared/* preparedText */.t)(edit.text, '', (0,markdown_mentions/* bodyStartLine */.$R)(edit.text)).mentions;
    for (const f of edit.files) {
        const r = {
            type: 'file',
            inSkill: true,
            substantive: (0,markdown_document/* hasSubstance */.pV)(UTF8.encode(f.text)),
            text: f.text,
        };
        for (const m of mentions)
            if (m.kind !== 'xref' && m.target === f.path)
                resolved[m.key] = r;
    }
    return resolved;
}
/** String.prototype.isWellFormed (Node 20 has it; the ES2023 library this is compiled against does not name it). */
const isWellFormed = (text) => text.isWellFormed();
/**
 * Whether decodeText would give `text` back from its UTF-8 bytes: a well-formed text without a
 * leading BOM (dropped), a carriage return (normalised) or a NUL (refused).
 */
function decodesToItself(text) {
    if (text.startsWith('\uFEFF') || text.includes('\r') || text.includes('\u0000'))
        return false;
    // A well-formed text (no lone surrogate) is what UTF-8 carries unchanged.
    return isWellFormed(text);
}
/** The skill after an edit, parsed: from the edited text itself when its bytes would decode to it. */
function parsedEdit(snap, edit) {
    try {
        if (!decodesToItself(edit.text))
            return (0,parse_skill/* parseSkill */.vv)(editedSnapshot(snap, edit), 'calibrated');
        const { bytes: _bytes, ...rest } = snap;
        return (0,parse_skill/* parseSkillText */.G5)({ ...rest, resolved: editedResolutions(snap, edit) }, edit.text, 'calibrated');
    }
    catch (err) {
        // An edit the parser refuses (a fix that writes the skill's name, "\0" in YAML, into its text)
        // is advice that cannot be measured, not a target that cannot be scored.
        if (err instanceof types/* TargetError */.I0)
            return null;
        throw err;
    }
}
const staticOf = (input) => input.layers.find((l) => l.layer === 'static');
/** The skill after an edit, parsed and its document made, or null when the edited skill cannot be scored. */
function editedSkill(base, edit) {
    const parsed = parsedEdit(base.snap, edit);
    if (parsed === null || parsed.frontmatterError)
        return null;
    // Its document made before the rules read it: a skill whose edit left its body as it was reads
    // the body through the scored skill's, and what was measured of the body alone is reused.
    (0,skillDocument/* skillDocument */.Nx)(parsed, base.skill);
    return parsed;
}
/** The composite after an edit. */
function scoreAfter(base, edited) {
    const { dimensions, antiPatternCount } = calibratedDimensions(edited);
    const before = staticOf(base.input);
    const flagCount = Math.max(0, base.input.flagCount + antiPatternCount - base.stat.anti_patterns.length);
    // The composite reads a layer's name and dimensions only.
    const layers = base.input.layers.map((l) => (l === before ? { ...l, dimensions } : l));
    return (0,composite/* compositeScore */.GF)({ ...base.input, layers, flagCount });
}
/**
 * Whether a fix raises the dimension it is listed under: points it wins only elsewhere (a section
 * appended thins the density of MUST/NEVER rules) are not what its fact is about. Asked before the
 * composite, so an edit that does not is dropped having measured that dimension alone.
 */
function raisesOwnDimension(base, fix, edited) {
    return dimensionAbove(edited, fix.dimension, (base.stat.dimensions[fix.dimension] ?? 0) + AT_MAX);
}
function measuredItem(base, fix, ctx) {
    const proposal = fix.propose(ctx);
    if (proposal === null)
        return null;
    const edited = editedSkill(base, proposal.edit);
    if (edited === null || !raisesOwnDimension(base, fix, edited))
        return null;
    const points = scoreAfter(base, edited) - base.result.score;
    if (points < MIN_ADVICE_GAIN)
        return null;
    const { fact, quote, line } = proposal;
    return {
        rule: fix.rule,
        fact,
        ...(quote !== undefined ? { quote } : {}),
        ...(line !== undefined ? { line } : {}),
        file: base.skill.file,
        fix: proposal.fix ?? (0,rules/* fixFor */.jc)(fix.rule),
        points,
    };
}
/** The orchestration part: the composite with the sub-score free of its orchestrator deduction. */
function orchestratorItem(base, ctx, stat) {
    const found = (0,rules_rule/* detectorFor */.EW)(orchestrator/* adviceOrchestrator */.Z, 'calibrated')?.(ctx, 'calibrated');
    const value = stat.dimensions.orchestration_fitness;
    if (!found || value === undefined)
        return null;
    const raised = Math.min(1, value - calibratedWeights/* CAL_ORCHESTRATION */.zV.orchestrator);
    const points = dimensionGain(base.input, base.result, stat, 'orchestration_fitness', raised);
    if (points < MIN_ADVICE_GAIN)
        return null;
    const { dimension: _dimension, ...fact } = found;
    return { ...fact, file: base.skill.file, fix: (0,rules/* fixFor */.jc)(found.rule), points };
}
/** A static dimension's measured items: its fixes', the orchestration part's, else its shortfalls. */
function dimensionItems(base, ctx, name, stat) {
    const items = [];
    for (const fix of CALIBRATED_FIXES) {
        if (fix.dimension !== name)
            continue;
        const item = measuredItem(base, fix, ctx);
        if (item)
            items.push(item);
    }
    if (name === 'orchestration_fitness') {
        const item = orchestratorItem(base, ctx, stat);
        if (item)
            items.push(item);
    }
    // No proposed edit explains the shortfall: the parts of the sub-score it is made of.
    if (items.length === 0)
        items.push(...shortfallItems(shortfallBase(base, ctx, stat), ctx, name));
    return items.sort((a, b) => (b.points ?? 0) - (a.points ?? 0));
}
// The layer's own measures when given: the same skill measured again would give the same.
const rawOf = (base, ctx) => base.measures?.raw ?? (0,subscores/* measuredSubscores */.CT)(CALIBRATED_SUBSCORES, ctx);
const hitsOf = (base, ctx) => base.measures?.hits ?? qualityHits(ctx);
/** The measures a dimension's shortfalls are read against. */
function shortfallBase(base, ctx, stat) {
    return {
        input: base.input,
        result: base.result,
        stat,
        raw: rawOf(base, ctx),
        hits: hitsOf(base, ctx),
        file: base.skill.file,
    };
}
const dimensionOf = (name) => contract_weights/* STATIC_SUBSCORES */.t_.find((s) => s.name === name)?.dimension ?? null;
/** Each quality hit: the composite with the sub-scores it lowers free of its deduction (generic over the rules). */
function qualityAdvice(base, ctx) {
    const stat = staticOf(base.input);
    const hits = hitsOf(base, ctx);
    if (!stat || hits.length === 0)
        return [];
    const raw = rawOf(base, ctx);
    const out = [];
    for (const hit of hits) {
        const without = adjustSubscores(raw, hits.filter((h) => h !== hit), calibratedWeights/* CAL_FIT */.r6);
        const dimensions = { ...stat.dimensions };
        for (const name of calibratedWeights/* CAL_FIT */.r6.quality[hit.rule]?.subscores ?? []) {
            const d = dimensionOf(name);
            if (d)
                dimensions[d] = without[name];
        }
        const layers = base.input.layers.map((l) => (l === stat ? { ...stat, dimensions } : l));
        const gain = (0,composite/* compositeScore */.GF)({ ...base.input, layers }) - base.result.score;
        if (gain < MIN_ADVICE_GAIN)
            continue;
        const items = hit.signals.map((s) => ({
            rule: hit.rule,
            fact: s.fact,
            ...(s.line !== undefined ? { line: s.line } : {}),
            file: s.file ?? base.skill.file,
            fix: (0,rules/* fixFor */.jc)(hit.rule),
        }));
        out.push({ kind: 'quality', name: hit.rule, score: null, gain, items });
    }
    return out;
}
/** The calibrated advice of a skill: measured dimension items, quality hits and anti-pattern penalties. */
function calibratedSkillAdvice(base) {
    const ctx = (0,context/* ruleContext */.w)(base.skill);
    const stat = staticOf(base.input);
    return [
        ...dimensionAdviceOf(base.input, base.result, (name, _value, layer) => dimensionItems(base, ctx, name, layer)),
        ...qualityAdvice(base, ctx),
        ...penaltyAdvice(base.input, base.result, stat?.anti_patterns ?? [], base.skill.file),
    ].sort(byGain);
}

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/rules/suppressions/apply.ts + 1 modules
var apply = __webpack_require__(4069);
// EXTERNAL MODULE: ./src/rules/suppressions/index.ts
var suppressions = __webpack_require__(4379);
;// CONCATENATED MODULE: ./src/layers/agentMember.ts
// A plugin's agent file under the calibrated method, scored as a skill is: its description must say
// what the agent does and when to hand work to it, its body is its instructions, and the same
// detectors read both. The reference's agent score (a base plus credit for having `tools`, `model`,
// "use proactively" and 40 characters of description) gives nearly every agent 0.9 to 1, so a plugin
// of agents was platinum whatever its agents said. Pure: nothing outside the agent file is read.






/**
 * The agent file read as a SKILL.md whose folder has the agent's file name without `.md` (what its
 * frontmatter name is checked against, and its name when it gives none). Nothing it names is
 * resolved (an agent has no folder of its own to resolve against), so no link of it counts as dead,
 * and no cross-reference either.
 */
function agentAsSkill(agent) {
    const crossRefExists = {};
    const skill = (0,parse_skill/* parseSkillText */.G5)({
        kind: 'skill',
        path: agent.file,
        dirName: external_node_path_.posix.basename(agent.file, '.md'),
        file: agent.file,
        references: null,
        assets: null,
        crossRefExists,
        readFindings: [],
    }, agent.text, 'calibrated');
    for (const ref of (0,parse_skill/* extractCrossRefs */.YV)(skill.body))
        crossRefExists[ref] = true;
    return skill;
}
/** An agent's calibrated score, dimensions and anti-patterns: those of its file read as a skill, at depth quick. */
function calibratedAgentScore(agent) {
    const { layer } = staticLayer(agentAsSkill(agent), 'calibrated');
    (0,apply/* applySuppressions */.p)(agent.text, agent.file, layer.anti_patterns, []);
    const flagCount = layer.anti_patterns.filter(suppressions/* counts */.tQ).length;
    const score = (0,composite/* compositeScore */.GF)({ layers: [layer], flagCount, confidence: 'Estimated' }) / 100;
    return { score, dimensions: layer.dimensions, antiPatterns: layer.anti_patterns };
}

;// CONCATENATED MODULE: ./src/layers/pluginMembers.ts
// A plugin's static layer under the calibrated method: the weighted mean of its members' own scores,
// and for each static dimension the same weighted mean of the members' values for it. Pure.




/** The members' penalty factor's decimals: far below what a report shows or a score moves by. */
const PENALTY_DECIMALS = 12;
/** Skills share CAL_PLUGIN_MEMBERS.skillShare of the weight, agents the rest; one kind alone takes it all. */
function memberWeights(kinds) {
    const skills = kinds.filter((k) => k === 'skill').length;
    const agents = kinds.length - skills;
    const skillShare = agents === 0 ? 1 : skills === 0 ? 0 : calibratedWeights/* CAL_PLUGIN_MEMBERS */.xj.skillShare;
    return kinds.map((k) => (k === 'skill' ? skillShare / skills : (1 - skillShare) / agents));
}
/** The weighted mean of the members' values for one dimension, over the members that have one. */
function dimensionMean(members, weights, name) {
    let sum = 0;
    let weight = 0;
    members.forEach((m, i) => {
        const v = m.dimensions[name];
        if (v === undefined)
            return;
        sum += weights[i] * v;
        weight += weights[i];
    });
    return weight > 0 ? sum / weight : undefined;
}
/** The composite of static dimensions with no penalty, as the plugin composite weighs them (0–1). */
function unpenalised(dimensions) {
    let sum = 0;
    let weight = 0;
    for (const name of contract_weights/* PLUGIN_DIMENSION_ORDER */.IY) {
        const v = dimensions[name];
        const w = contract_weights/* DIMENSIONS */.Yf.find((d) => d.name === name).weight;
        if (v === undefined)
            continue;
        sum += w * v;
        weight += w;
    }
    return weight > 0 ? sum / weight : 0;
}
/** The plugin's score, dimensions and penalty from its members; `empty` is the score without any. */
function aggregateMembers(members, empty) {
    const dimensions = {};
    if (members.length === 0) {
        for (const name of contract_weights/* PLUGIN_DIMENSION_ORDER */.IY)
            dimensions[name] = empty;
        return { weights: [], score: empty, dimensions, penalty: 1 };
    }
    const weights = memberWeights(members.map((m) => m.kind));
    let score = 0;
    members.forEach((m, i) => (score += weights[i] * m.score));
    for (const name of contract_weights/* PLUGIN_DIMENSION_ORDER */.IY) {
        const v = dimensionMean(members, weights, name);
        if (v !== undefined)
            dimensions[name] = v;
    }
    const whole = unpenalised(dimensions);
    // Rounded so float noise (an agent's 0.9999999999999999) does not read as a penalty.
    const penalty = whole > 0 ? Math.min(1, (0,composite/* roundNoise */.bg)(score / whole, PENALTY_DECIMALS)) : 1;
    return { weights, score, dimensions, penalty };
}
/** The members with one of them at its maximum: score 1 and every dimension it has at 1. */
function withMemberAtMax(members, index) {
    return members.map((m, i) => {
        if (i !== index)
            return m;
        const dimensions = {};
        for (const name of Object.keys(m.dimensions))
            dimensions[name] = 1;
        return { kind: m.kind, score: 1, dimensions };
    });
}
/**
 * A plugin's static layer, calibrated method: the weighted mean of its
 * members' own scores — each skill's composite as it scores alone (its penalty included) and each
 * agent's score, skills weighing more than agents — and for each dimension the same mean of the
 * members' values. `penalty` is the members' penalties as one factor, for the composite to apply.
 */
function calibratedPluginLayer(skills, skillComposites, agents) {
    const skillScores = skillComposites.map((c) => c / 100);
    const agentMembers = agents.map(calibratedAgentScore);
    const agentScores = agentMembers.map((a) => a.score);
    const members = pluginMemberList(skills, skillScores, agentMembers);
    const aggregate = aggregateMembers(members, contract_weights/* AGENT */.Sr.emptyPluginScore);
    const antiPatterns = [
        ...skills.flatMap((l) => l.anti_patterns),
        ...agentMembers.flatMap((a) => a.antiPatterns),
    ];
    const layer = {
        layer: 'static',
        method: 'calibrated',
        score: aggregate.score,
        sub_scores: {
            skill_scores: skillScores,
            agent_scores: agentScores,
            skill_static_scores: skills.map((l) => l.score),
            member_weights: aggregate.weights,
        },
        anti_patterns: antiPatterns,
        metadata: {
            skills: skills.length,
            agents: agents.length,
            agent_files: agents.map((a) => a.file),
            plugin_method: PLUGIN_METHOD,
            members_penalty: aggregate.penalty,
        },
        dimensions: aggregate.dimensions,
    };
    return { layer, members, penalty: aggregate.penalty };
}
const PLUGIN_METHOD = "calibrated: weighted mean of the members' own scores (skills share " +
    `${calibratedWeights/* CAL_PLUGIN_MEMBERS */.xj.skillShare} of the weight when there are agents); each dimension the same mean of ` +
    "the members' values; the members' penalties applied as one factor";
/** The members in order (skills, then agents), each with its score and static dimensions. */
function pluginMemberList(skills, skillScores, agents) {
    const out = skills.map((l, i) => ({
        kind: 'skill',
        score: skillScores[i],
        dimensions: l.dimensions,
    }));
    for (const a of agents)
        out.push({ kind: 'agent', score: a.score, dimensions: a.dimensions });
    return out;
}

;// CONCATENATED MODULE: ./src/engine/plugin.ts
// A plugin's composite and advice from its members' layers, under either method.






/**
 * `skillComposites`: each skill's composite alone (0–100), `memberPaths`: the skills' then the
 * agents' paths, for the advice.
 */
function scorePluginMembers(method, skillLayers, skillComposites, agents, memberPaths) {
    return method === 'reference'
        ? referencePlugin(skillLayers, agents, memberPaths)
        : calibratedPlugin(skillLayers, skillComposites, agents, memberPaths);
}
/** The composite's input for a plugin's static layer (the agents' scores its layer made, recorded in its metadata). */
function pluginInput(layer, agents, method) {
    const agentScores = layer.sub_scores.agent_scores;
    layer.metadata.agent_scores = agents.map((a, i) => ({ file: a.file, score: agentScores[i] }));
    return {
        layers: [layer],
        flagCount: layer.anti_patterns.filter(suppressions/* counts */.tQ).length,
        unblended: true,
        confidence: 'Estimated',
        method,
    };
}
/** The reference: the plain mean of skills' static scores and agents' scores, its flags penalised. */
function referencePlugin(skillLayers, agents, memberPaths) {
    const layer = pluginStaticLayer(skillLayers, agents, 'reference');
    const input = pluginInput(layer, agents, 'reference');
    const result = (0,composite/* composite */.sN)(input);
    const scores = [...skillLayers.map((l) => l.score), ...layer.sub_scores.agent_scores];
    const members = memberPaths.map((path, i) => ({ path, score: scores[i] }));
    const n = members.length;
    const advice = [
        ...memberAdvice(members, result, (i) => ((1 - members[i].score) * 100) / n),
        ...penaltyAdvice(input, result, layer.anti_patterns.filter(suppressions/* counts */.tQ)),
    ].sort((a, b) => b.gain - a.gain);
    return { layer, composite: result, advice };
}
/**
 * Calibrated: the members' weighted mean (layers/pluginMembers.ts); the flags count through their
 * members' scores, so the composite applies the members' penalties as one factor, not a second one.
 */
function calibratedPlugin(skillLayers, skillComposites, agents, memberPaths) {
    const { layer, members, penalty } = calibratedPluginLayer(skillLayers, skillComposites, agents);
    const input = {
        ...pluginInput(layer, agents, 'calibrated'),
        penalty,
        unblendedSource: "the members' weighted mean",
    };
    const result = (0,composite/* composite */.sN)(input);
    const scoreOf = (raised) => {
        const aggregate = aggregateMembers(raised, contract_weights/* AGENT */.Sr.emptyPluginScore);
        const raisedLayer = { ...layer, dimensions: aggregate.dimensions };
        return (0,composite/* compositeScore */.GF)({ ...input, layers: [raisedLayer], penalty: aggregate.penalty });
    };
    // An agent has no report of its own to open: the advice names where it loses most.
    const paths = memberPaths.map((path, i) => ({
        path,
        score: members[i].score,
        ...(members[i].kind === 'agent' ? { costliest: costliestDimensions(members[i].dimensions) } : {}),
    }));
    const advice = memberAdvice(paths, result, (i) => scoreOf(withMemberAtMax(members, i)) - result.score);
    return { layer, composite: result, advice };
}

// EXTERNAL MODULE: ./src/rules/advice/index.ts + 9 modules
var advice = __webpack_require__(1147);
// EXTERNAL MODULE: ./src/read/target.ts + 5 modules
var target = __webpack_require__(8164);
;// CONCATENATED MODULE: ./src/read/neighbours.ts


/** Sibling folders looked at, at most (sorted by name), so a huge folder costs bounded reads. */
const MAX_SIBLINGS_READ = 50;
/** Name and description of every sibling skill folder of `rel` (not `rel` itself). Never throws. */
async function siblingSkills(source, rel) {
    const parts = rel.split('/').filter((p) => p !== '' && p !== '.');
    if (parts.length === 0)
        return [];
    const self = parts[parts.length - 1];
    const parent = parts.slice(0, -1).join('/');
    let entries;
    try {
        entries = await source.list(parent);
    }
    catch {
        return [];
    }
    if (!entries)
        return [];
    const out = [];
    let looked = 0;
    for (const entry of entries) {
        if (entry.type !== 'dir' || entry.name === self)
            continue;
        if (++looked > MAX_SIBLINGS_READ)
            break;
        const dir = parent === '' ? entry.name : `${parent}/${entry.name}`;
        const file = `${dir}/SKILL.md`;
        try {
            if ((await source.stat(file)) !== 'file')
                continue;
            const bytes = await source.readFile(file, target/* READ_LIMITS */.Cl.maxSkillBytes);
            const { data } = (0,parse_skill/* readFrontmatter */.zT)((0,parse_skill/* decodeText */.g7)(bytes, file), file);
            out.push({
                name: (0,parse_skill/* stringField */.OM)(data, 'name', entry.name, file),
                description: (0,parse_skill/* stringField */.OM)(data, 'description', '', file),
            });
        }
        catch {
            // An unreadable or malformed sibling is simply not offered in the catalogue.
        }
    }
    return out;
}

// EXTERNAL MODULE: ./src/layers/elo.ts + 7 modules
var layers_elo = __webpack_require__(2270);
// EXTERNAL MODULE: ./src/rules/security.ts
var security = __webpack_require__(417);
// EXTERNAL MODULE: ./src/rules/spec/index.ts + 10 modules
var spec = __webpack_require__(2200);
;// CONCATENATED MODULE: ./src/rules/findings.ts
// The deterministic checks that produce findings outside the composite: one entry per family whose
// rules are found in a skill's text, each running its family's detectors in the family's order
// (the specification rules: SPEC_RULES in ./spec/index.ts). Each entry is a pure function of the
// parsed skill.


const findingRules = [spec/* specFindings */.Se, security/* securityFindings */.Bi];

// EXTERNAL MODULE: ./src/llm/call.ts + 1 modules
var call = __webpack_require__(6989);
// EXTERNAL MODULE: ./src/llm/cost.ts
var cost = __webpack_require__(8750);
// EXTERNAL MODULE: ./src/composite/measurement.ts
var composite_measurement = __webpack_require__(5335);
// EXTERNAL MODULE: ./src/evals/parse.ts + 6 modules
var parse = __webpack_require__(1066);
// EXTERNAL MODULE: ./src/layers/llm/evals.ts
var evals = __webpack_require__(2193);
// EXTERNAL MODULE: ./src/layers/llm/judge.ts
var judge = __webpack_require__(5993);
// EXTERNAL MODULE: ./src/layers/llm/monteCarlo/layer.ts + 9 modules
var monteCarlo_layer = __webpack_require__(5430);
;// CONCATENATED MODULE: ./src/layers/llm/index.ts
// The LLM layers, in the order they run and appear in a result: the adapter serves each one
// (result cache, failures) and the engine asks for each one in turn. A new layer is a module
// implementing LlmLayer (./layer.ts) and its line here.



const LLM_LAYERS = [judge/* judgeLayer */.V, monteCarlo_layer/* monteCarloLayer */.g, evals/* evalsLayer */.b];

;// CONCATENATED MODULE: ./src/engine/llmLayers.ts
// The engine's side of the LLM layers: the interface the adapters implement (LlmLayers), the asking
// for each layer of LLM_LAYERS the skill and depth want, in their order (a layer runs beside the
// ones before it unless it waits for them), each layer's reading of its own result (warnings,
// findings), what is said when they did not run, and how the evals' output_quality is blended.




/** What the LLM layers are told of a skill (EvaluateOptions' part of it). */
function layerAsk(snap, evals, options) {
    return {
        path: snap.path,
        depth: options.depth,
        evals,
        context: {
            neighbours: options.neighbours ?? [],
            ...(evals.triggerSets.length ? { triggerSets: evals.triggerSets } : {}),
        },
        runEvals: options.evals,
        rules: options.rules,
        readAttachments: async () => (snap.evals ? await snap.evals.readAttachments() : {}),
    };
}
/**
 * The results of the LLM layers `ask` wants, in LLM_LAYERS order. `llm: null` means the caller has
 * said there are none (once per run): the result keeps why, without a warning.
 */
async function runLlmLayers(llm, skill, ask, method, notes) {
    const wanted = LLM_LAYERS.filter((layer) => layer.wanted(ask));
    if (!llm) {
        const say = llm === null ? notes.keep : notes.warn;
        for (const message of notRunMessages(wanted, ask))
            say(message);
        return [];
    }
    const results = [];
    for (const group of startingTogether(wanted)) {
        const answers = await Promise.all(group.map(async (layer) => llm.measure(layer, skill, await layer.input(ask))));
        group.forEach((layer, i) => {
            results.push(layer.labelled ? { method: (0,types/* llmMethodOf */.aw)(method), ...answers[i] } : answers[i]);
        });
        group.forEach((layer, i) => layer.review?.(answers[i], ask, notes));
    }
    return results;
}
/** The layers in runs that start together: a layer that waits for the ones before it starts a new run. */
function startingTogether(layers) {
    const groups = [];
    for (const layer of layers) {
        if (groups.length === 0 || layer.afterPrevious)
            groups.push([layer]);
        else
            groups[groups.length - 1].push(layer);
    }
    return groups;
}
/** One sentence for the layers without a message of their own, then each other layer's. */
function notRunMessages(wanted, ask) {
    const together = wanted.filter((layer) => !layer.notRun).map((layer) => layer.title);
    const messages = [];
    for (const layer of wanted) {
        if (layer.notRun)
            messages.push(layer.notRun(ask));
        else if (layer.title === together[0]) {
            const names = together.length > 1
                ? `${together.slice(0, -1).join(', ')} and ${together.at(-1)} layers`
                : `${together[0]} layer`;
            messages.push(`${ask.path}: the LLM ${names} did not run (no API key); scored from the static layer only.`);
        }
    }
    return messages;
}
/**
 * The layers as the composite blends them: when the evals layer measured output_quality (the
 * calibrated method), it alone gives that dimension; the judge's and Monte Carlo's values (the
 * reference method) stay in their own layers' JSON and in the evals layer's metadata.
 */
function withEvalsQuality(layers) {
    const evals = layers.find((l) => l.layer === 'evals');
    if (evals?.dimensions.output_quality === undefined)
        return layers;
    const reference = (0,composite/* composite */.sN)({
        layers: layers.filter((l) => l !== evals),
        flagCount: 0,
        confidence: 'Estimated',
    }).dimensions.find((d) => d.name === 'output_quality');
    evals.metadata.output_quality_reference =
        reference && reference.grade !== contract_weights/* UNMEASURED_GRADE */.MQ
            ? { method: 'reference', score: reference.score, evidence: reference.evidence }
            : null;
    return layers.map((l) => {
        if (l === evals || l.dimensions.output_quality === undefined)
            return l;
        const { output_quality: _q, ...dimensions } = l.dimensions;
        const { output_quality: _ci, ...dimension_ci } = l.dimension_ci ?? {};
        return { ...l, dimensions, dimension_ci };
    });
}

;// CONCATENATED MODULE: ./src/engine/evaluate.ts
// The engine's front: load a target from a FileSource, run the layers the depth asks for, blend
// them into the composite. Adapters (CLI, Action) call only this module and src/reports.




















const ENGINE_VERSION = '0.1.0';
const NO_RULES = new Set();
/** The rules each settings object turns off, computed once per object (a sweep passes the same one to every target). */
const disabledBySettings = new WeakMap();
function disabledRules(rules) {
    if (!rules)
        return NO_RULES;
    let set = disabledBySettings.get(rules);
    if (!set) {
        set = new Set(Object.entries(rules)
            .filter(([, r]) => r.enabled === false)
            .map(([id]) => id));
        disabledBySettings.set(rules, set);
    }
    return set;
}
/**
 * Fingerprints, inline suppressions and the configuration's rule settings on one SKILL.md's
 * anti-patterns and findings; adds the findings of unused suppressions.
 */
function markSkill(skill, antiPatterns, findings, rules) {
    const unused = (0,suppressions/* applySuppressions */.px)(skill.text, skill.file, antiPatterns, findings, disabledRules(rules));
    for (const f of unused)
        findings.push(f);
    if (rules) {
        for (const f of findings) {
            const level = rules[f.rule]?.level;
            if (level)
                f.level = level;
        }
    }
    return findings;
}
function methodOf(options) {
    return options.method ?? types/* DEFAULT_METHOD */.AA;
}
function serialiseLayer(l) {
    return {
        layer: l.layer,
        ...(l.method ? { method: l.method } : {}),
        score: l.score,
        sub_scores: l.sub_scores,
        anti_patterns: l.anti_patterns,
        metadata: l.metadata,
    };
}
function errorOutcome(snapshot, err, fallbackFile) {
    const te = err instanceof types/* TargetError */.I0 ? err : null;
    return {
        ok: false,
        error: {
            plugin_path: snapshot.path,
            kind: snapshot.kind,
            error: err instanceof Error ? err.message : String(err),
            file: te?.file ?? fallbackFile,
            ...(te?.field ? { field: te.field } : {}),
        },
    };
}
/**
 * What this target's LLM calls used, per model: the sum of its layers' own tallies (the adapter's
 * running total spans every target of a sweep). A layer read from the result cache cost nothing now.
 */
function usageOf(layers, extra = []) {
    return (0,call/* sumUsage */.Rl)([
        ...layers
            .filter((layer) => layer.metadata.cache !== 'hit')
            .map((layer) => layer.metadata.model_usage),
        // Calls made beside the layers (the Elo comparisons).
        ...extra,
    ]);
}
/** Deterministic findings that are not counted in the composite (security, specification, reading). */
function skillFindings(skill) {
    const out = skill.readFindings.slice();
    for (const rule of findingRules)
        for (const f of rule(skill))
            out.push(f);
    return out;
}
/**
 * Calibrated method: frontmatter that is not valid YAML is an error (Claude Code would not load the
 * skill); the reference scores it as if there were no frontmatter, with a spec finding.
 */
function rejectInvalidYaml(skill, options) {
    const e = skill.frontmatterError;
    if (!e || methodOf(options) === 'reference')
        return;
    throw new types/* TargetError */.I0(`${skill.file}: the frontmatter is not valid YAML: ${e.message} (line ${e.line}); Claude Code would not load this skill`, skill.file, 'frontmatter');
}
function computeSkillStatic(snap, options) {
    const parsed = (0,parse_skill/* parseSkill */.vv)(snap, methodOf(options));
    rejectInvalidYaml(parsed, options);
    const stat = staticLayer(parsed, methodOf(options), options.fit);
    const evals = (0,parse/* parseEvals */.lr)(snap.evals, parsed.name);
    const found = stat.findings.slice();
    for (const f of skillFindings(parsed))
        found.push(f);
    for (const f of evals.findings)
        found.push(f);
    const findings = markSkill(parsed, stat.layer.anti_patterns, found, options.rules);
    return { parsed, layer: stat.layer, measures: stat.measures, findings, evals };
}
/**
 * computeSkillStatic, once per snapshot in a sweep (a plugin's skill is also a target of its own).
 * Each caller gets its own layer, findings and anti-pattern objects, so marking one result (the
 * baseline) or adding to its findings never reaches the other.
 */
function skillStatic(snap, options) {
    const memo = options.shared?.scored;
    if (!memo)
        return computeSkillStatic(snap, options);
    let done = memo.get(snap);
    if (done === undefined) {
        try {
            done = { value: computeSkillStatic(snap, options) };
        }
        catch (error) {
            done = { error };
        }
        memo.set(snap, done);
    }
    if ('error' in done)
        throw done.error;
    const { parsed, layer, measures, findings, evals } = done.value;
    return {
        parsed,
        measures,
        layer: { ...layer, anti_patterns: layer.anti_patterns.map((a) => ({ ...a })) },
        findings: findings.map((f) => ({ ...f })),
        evals,
    };
}
async function scoreSkill(snap, options, started) {
    const warnings = [];
    const warn = (m) => {
        warnings.push(m);
        options.warn?.(m);
    };
    const method = methodOf(options);
    const { parsed: skill, layer: stat, measures, findings, evals } = skillStatic(snap, options);
    const layers = [stat];
    const { depth, llm } = options;
    const ask = layerAsk(snap, evals, options);
    const notes = { warn, keep: (m) => warnings.push(m), findings };
    for (const layer of await runLlmLayers(llm, skill, ask, method, notes))
        layers.push(layer);
    const blended = withEvalsQuality(layers);
    // A result not completely measured never keeps its depth's label (src/composite/measurement.ts).
    const measurement = (0,composite_measurement/* measurementOf */.ku)(depth, blended, (0,composite/* earnedConfidence */.IO)(depth, layers), llm ? 'the layer did not run' : 'the LLM layers did not run (no API key)');
    const confidence = measurement.label.shown;
    let elo = null;
    if (options.eloReferences && depth !== 'quick' && llm?.elo) {
        elo = await llm.elo(skill, options.eloReferences);
        if (elo.rating === null)
            warn(`${snap.path}: no Elo rating (${elo.unmeasured ?? 'unknown'}).`);
    }
    const counted = stat.anti_patterns.filter(suppressions/* counts */.tQ);
    // What the rating may do to the badge (calibrated: its lower bound, and only from a consistent judge).
    const badgeElo = (0,layers_elo/* eloBadge */.AJ)(elo, method);
    if (elo && badgeElo)
        elo.badge = badgeElo;
    const compositeInput = {
        layers: blended,
        flagCount: counted.length,
        confidence,
        elo: badgeElo?.value ?? null,
        method: methodOf(options),
    };
    const scored = (0,composite/* composite */.sN)(compositeInput);
    if (measures && options.onSkillComposite) {
        const staticInBlend = blended.find((l) => l.layer === 'static') ?? stat;
        options.onSkillComposite({ input: compositeInput, staticLayer: staticInBlend, measures });
    }
    // A rating read from the result cache cost nothing now.
    const usage = usageOf(layers, [elo?.cache === 'hit' ? undefined : elo?.model_usage]);
    return {
        plugin_path: snap.path,
        kind: 'skill',
        name: skill.name,
        timestamp: new Date().toISOString(),
        config: { depth, method, ...options.config },
        layers: layers.map(serialiseLayer),
        composite: scored,
        findings,
        advice: adviceOf({ snap, skill, stat, measures }, counted, compositeInput, scored, method),
        elo,
        model_usage: usage,
        cost: (0,cost/* costOf */.ho)(usage),
        measurement,
        warnings,
        total_duration_ms: Date.now() - started,
    };
}
/**
 * A skill's advice: the calibrated method measures each fix by scoring the edited skill again; the
 * reference estimates it with the dimension at its maximum.
 */
function adviceOf(scoredSkill, counted, compositeInput, scored, method) {
    const { skill, stat } = scoredSkill;
    const input = {
        ...compositeInput,
        layers: compositeInput.layers.map((l) => (l === stat ? { ...l, anti_patterns: counted } : l)),
    };
    if (method === 'calibrated')
        return calibratedSkillAdvice({ ...scoredSkill, input, result: scored });
    return skillAdvice(input, scored, (dimension) => (0,advice/* dimensionFacts */.wu)(skill, dimension, method), skill.file);
}
/** How many anti-patterns count (are not suppressed). */
function countedFlags(antiPatterns) {
    let n = 0;
    for (const a of antiPatterns)
        if ((0,suppressions/* counts */.tQ)(a))
            n++;
    return n;
}
function pluginName(snap) {
    if (!snap.manifest)
        return snap.dirName;
    const text = (0,parse_skill/* decodeText */.g7)(snap.manifest, snap.manifestFile);
    let data;
    try {
        data = JSON.parse(text);
    }
    catch (err) {
        throw new types/* TargetError */.I0(`${snap.manifestFile} is not valid JSON: ${err.message}`, snap.manifestFile, 'plugin.json');
    }
    // The reference reads the name with a dict's `.get`: a manifest that is JSON but not an object crashes it (D2).
    if (typeof data !== 'object' || data === null || Array.isArray(data)) {
        throw new types/* TargetError */.I0(`${snap.manifestFile} is not a JSON object (${data === null ? 'null' : Array.isArray(data) ? 'an array' : `a ${typeof data}`})`, snap.manifestFile, 'plugin.json');
    }
    const name = data.name;
    if (name === undefined || name === null)
        return snap.dirName;
    if (typeof name !== 'string')
        throw new types/* TargetError */.I0(`${snap.manifestFile}: field 'name' is not a string`, snap.manifestFile, 'name');
    return name;
}
async function scorePlugin(snap, options, started) {
    const warnings = [];
    if (options.depth !== 'quick') {
        const m = `${snap.path}: a plugin is scored by the static layer only; depth '${options.depth}' applies to its skills when they are scored on their own.`;
        warnings.push(m);
        options.warn?.(m);
    }
    const name = pluginName(snap);
    const method = methodOf(options);
    const skillLayers = [];
    const skillComposites = [];
    const findings = [];
    for (const s of snap.skills) {
        if (s instanceof types/* TargetError */.I0)
            throw s;
        const st = skillStatic(s, options);
        skillLayers.push(st.layer);
        findings.push(...st.findings);
        skillComposites.push((0,composite/* compositeScore */.GF)({
            layers: [st.layer],
            flagCount: countedFlags(st.layer.anti_patterns),
            confidence: 'Estimated',
            method,
        }));
    }
    const agents = snap.agents.map((a) => (0,parse_skill/* parseAgent */.N8)(a.file, a.bytes, method));
    const memberPaths = [
        ...snap.skills.map((s) => (s instanceof types/* TargetError */.I0 ? s.file : s.path)),
        ...agents.map((a) => a.file),
    ];
    const plugin = scorePluginMembers(method, skillLayers, skillComposites, agents, memberPaths);
    return {
        plugin_path: snap.path,
        kind: 'plugin',
        name,
        timestamp: new Date().toISOString(),
        config: { depth: options.depth, method, ...options.config },
        layers: [serialiseLayer(plugin.layer)],
        composite: plugin.composite,
        findings,
        advice: plugin.advice,
        elo: null,
        model_usage: {},
        cost: (0,cost/* costOf */.ho)({}),
        measurement: (0,composite_measurement/* staticMeasurement */.L5)(),
        warnings,
        total_duration_ms: Date.now() - started,
    };
}
/** Scores a loaded target. Never throws: bad input becomes `{ok: false, error}`. */
async function scoreSnapshot(snapshot, options) {
    const started = Date.now();
    try {
        const result = snapshot.kind === 'skill'
            ? await scoreSkill(snapshot, options, started)
            : await scorePlugin(snapshot, options, started);
        return { ok: true, result };
    }
    catch (err) {
        const file = snapshot.kind === 'skill' ? snapshot.file : snapshot.manifestFile;
        return errorOutcome(snapshot, err, file);
    }
}
/** Loads and scores the target at `rel` in `source`. Never throws. */
async function evaluateTarget(source, rel, options) {
    let snapshot;
    try {
        snapshot = await (0,target/* loadTarget */.K)(source, rel, options.shared);
    }
    catch (err) {
        return errorOutcome({ path: rel || '.', kind: 'unknown' }, err, rel || '.');
    }
    if (options.neighbours === undefined && snapshot.kind === 'skill' && options.llm && options.depth !== 'quick') {
        return scoreSnapshot(snapshot, { ...options, neighbours: await siblingSkills(source, rel) });
    }
    return scoreSnapshot(snapshot, options);
}
/** Scores the static layer both ways (cheap: no model calls), for `compare` and the PR comment. */
async function staticScoresBothWays(source, rel) {
    const [calibrated, reference] = await Promise.all(['calibrated', 'reference'].map((method) => evaluateTarget(source, rel, { depth: 'quick', method, llm: null, neighbours: null })));
    return {
        calibrated: calibrated.ok ? calibrated.result.composite.score : null,
        reference: reference.ok ? reference.result.composite.score : null,
    };
}


/***/ })

};
