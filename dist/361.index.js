export const id = 361;
export const ids = [361];
export const modules = {

/***/ 8784:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   De: () => (/* binding */ badgeFor),
/* harmony export */   GF: () => (/* binding */ compositeScore),
/* harmony export */   IO: () => (/* binding */ earnedConfidence),
/* harmony export */   dw: () => (/* binding */ penaltyFor),
/* harmony export */   sN: () => (/* binding */ composite)
/* harmony export */ });
/* unused harmony exports COMPOSITE_CI_METHOD, roundNoise, gradeFor */
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
                : { score: s, ci: null, evidence: [`static: ${s.toFixed(3)} (plugin layer score)`] };
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

/***/ 4361:
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
  withEvalsQuality: () => (/* binding */ withEvalsQuality)
});

// EXTERNAL MODULE: ./src/composite/composite.ts
var composite = __webpack_require__(8784);
// EXTERNAL MODULE: ./src/rules/catalog.ts
var catalog = __webpack_require__(1212);
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
    fix: (0,catalog/* fixFor */.jc)(f.rule),
});
function byGain(a, b) {
    return b.gain - a.gain || a.name.localeCompare(b.name);
}
/** Advice for a skill: each static dimension below its maximum, and each anti-pattern's penalty. */
/**
 * `facts`: the skill's facts, or a function giving one dimension's (called only for the dimensions
 * advised, so the others' facts are never looked for).
 */
function skillAdvice(input, result, facts, file) {
    const out = [];
    const stat = input.layers.find((l) => l.layer === 'static');
    if (stat) {
        for (const [name, value] of Object.entries(stat.dimensions)) {
            if (value >= 1 - AT_MAX)
                continue;
            const gain = (0,composite/* compositeScore */.GF)(input, { layer: stat, name, value: 1 }) - result.score;
            if (gain < MIN_ADVICE_GAIN)
                continue;
            const mine = typeof facts === 'function' ? facts(name) : facts.filter((f) => f.dimension === name);
            const items = mine.length
                ? mine.map((f) => item(f, file))
                : [
                    item({ rule: 'ADVICE_MEASURED', fact: `The static sub-score for this dimension is ${value.toFixed(3)} of 1` }, file),
                ];
            out.push({
                kind: 'dimension',
                name,
                score: result.dimensions.find((d) => d.name === name)?.score ?? value,
                gain,
                items,
            });
        }
    }
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
/** Advice for a plugin scored as the mean of its members (calibrated): each member below 100. */
function memberAdvice(members, result) {
    const n = members.length;
    if (n === 0)
        return [];
    const out = [];
    for (const m of members) {
        const gain = ((1 - m.score) * 100) / n;
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
                    fact: `${m.path} scores ${cut(m.score * 100)} against the plugin's ${cut(result.score)}`,
                }, m.path),
            ],
        });
    }
    return out.sort(byGain);
}
/** One decimal, cut as reports show scores (so the text agrees with the badges next to it). */
function cut(x) {
    return (Math.floor(x * 10 + 1e-9) / 10).toFixed(1);
}

// EXTERNAL MODULE: ./src/parse/pytext.ts
var pytext = __webpack_require__(7795);
// EXTERNAL MODULE: ./src/contract/weights.ts
var weights = __webpack_require__(8175);
;// CONCATENATED MODULE: ./src/rules/static.ts
// The static layer's rules (spec §2, §3): anti-patterns, sub-scores and portability findings.
// Each rule is small, named after what it checks, and takes its numbers from src/contract/weights.ts and
// its words from the catalog.



// ---------------------------------------------------------------- patterns
const TRIGGER_PHRASE = (0,pytext/* pyRegex */.vR)('\\b(?:(?:should\\s+be\\s+)?used?\\s+(?:this\\s+skill\\s+)?(?:immediately\\s+)?(?:when|after|before|whenever)' +
    '|use\\s+proactively|triggers?\\s+(?:when|on)|auto(?:-|\\s)?loads?\\s+(?:when|on))\\b', 'i');
const PROACTIVELY = (0,pytext/* pyRegex */.vR)('\\bproactively\\b', 'i');
const PUSHY_KEYWORD = (0,pytext/* pyRegex */.vR)('\\b(?:automatically|trigger|invoke|always\\s+use)\\b', 'i');
const CONTEXT_ITEM = (0,pytext/* pyRegex */.vR)(',\\s*(?:or\\s+)?(?:when|for|during|implementing|building|creating|debugging|testing|deploying|configuring|setting up)', 'g');
const GERUND_CONTEXT = (0,pytext/* pyRegex */.vR)('\\b(?:when|for|during)\\s+\\w+ing\\b', 'i');
// A line with `output` … `format`, `format` … `output`, or `return` … `json`. `return` only has to
// start a word and `json` only has to end one (the reference's `\breturn.*json\b`): "returns JSON",
// "return user.from_json(" and "returning GeoJSON" all count.
const OUTPUT_FORMAT_PAIRS = [
    [regexEnd((0,pytext/* pyRegex */.vR)('\\boutput\\b', 'g')), regexStart((0,pytext/* pyRegex */.vR)('\\bformat\\b', 'g'))],
    [regexEnd((0,pytext/* pyRegex */.vR)('\\bformat\\b', 'g')), regexStart((0,pytext/* pyRegex */.vR)('\\boutput\\b', 'g'))],
    [regexEnd((0,pytext/* pyRegex */.vR)('\\breturn', 'g')), regexStart((0,pytext/* pyRegex */.vR)('json\\b', 'g'))],
];
const PRODUCES_WORDS = (0,pytext/* pyRegex */.vR)('\\b(?:returns?|produces?|outputs?|generates?)\\b');
const INPUT_WORDS = (0,pytext/* pyRegex */.vR)('\\b(?:input|receives?|accepts?|parameters?|args?)\\b');
const ORCHESTRATOR_WORDS = (0,pytext/* pyRegex */.vR)('\\b(?:orchestrat|coordinat|dispatch)');
const DECISION_WORDS = ['decision', 'when to use', 'comparison', 'tradeoff'];
const RELATED_WORDS = (0,pytext/* pyRegex */.vR)('\\b(?:related|see also|companion)\\b|\\bcomplement');
/**
 * Every `(references/<path>)` link, as `/\(references\/([^)]+)\)/g` finds them, but in linear time:
 * the regex re-scans to the end of the text from every `(references/` that is never closed.
 * Once no `)` follows, no later match can exist either.
 */
function referenceLinks(text) {
    const out = [];
    const open = '(references/';
    for (let at = text.indexOf(open); at >= 0;) {
        const close = text.indexOf(')', at + open.length);
        if (close < 0)
            break;
        if (close > at + open.length) {
            out.push({ index: at, path: text.slice(at + open.length, close) });
            at = text.indexOf(open, close + 1);
        }
        else {
            at = text.indexOf(open, at + 1);
        }
    }
    return out;
}
const TOOL_ALT = weights/* PORTABILITY */.ee.toolNames.join('|');
const TOOL_REF = (0,pytext/* pyRegex */.vR)(`\\b(?:the|use|using|call|calling|invoke|invoking|via)\\s+\`(${TOOL_ALT})\`|\`(${TOOL_ALT})\`\\s+tool\\b`, 'gi');
const TOOL_PROSE = (0,pytext/* pyRegex */.vR)(`\\b[Tt][Hh][Ee]\\s+\`?(?:${TOOL_ALT})\`?\\s+tool\\b`);
const MUST_WORD = (0,pytext/* pyRegex */.vR)('\\b(?:MUST|NEVER|ALWAYS)\\b');
const CROSS_REF_AT = (0,pytext/* pyRegex */.vR)('(?<![\\w-])(?:skills?/|sub-skills/)[a-z0-9-]+(?:/[a-z0-9-]+)*', 'g');
// ---------------------------------------------------------------- helpers
function strippedDescriptionLength(skill) {
    return (0,pytext/* cpLength */.OT)((0,pytext/* pyStrip */.m0)(skill.description));
}
function hasTriggerPhrase(description) {
    return TRIGGER_PHRASE.test(description);
}
/** A skill relies on its description unless it is never invoked by the model or loads by paths. */
function reliesOnDescription(skill) {
    const fm = skill.frontmatter;
    if (fm['disable-model-invocation'] === true)
        return false;
    const paths = fm.paths;
    if (typeof paths === 'string' && paths.length > 0)
        return false;
    return true;
}
function firstAtLeast(steps, value) {
    return steps.find((s) => value >= s.min);
}
const clamp01 = (x) => Math.min(1, Math.max(0, x));
/** The last text lower-cased: several sub-scores and the advice read the same skill's lower-case text. */
let lastLower = { text: '', lower: '' };
/** `text.toLowerCase()`, computed once for consecutive calls on the same text. */
function lowerText(text) {
    if (text !== lastLower.text)
        lastLower = { text, lower: text.toLowerCase() };
    return lastLower.lower;
}
const ANTI_PATTERN_RULES = [
    {
        flag: 'OVER_CONSTRAINED',
        find: (s) => {
            if (s.mustCount <= weights/* ANTI_PATTERN */.c3.maxMustCount)
                return [];
            const m = MUST_WORD.exec(s.text);
            return [m ? (0,pytext/* lineIndex */.Dp)(s.text)(m.index) : null];
        },
    },
    {
        flag: 'EMPTY_DESCRIPTION',
        find: (s) => (strippedDescriptionLength(s) < weights/* ANTI_PATTERN */.c3.minDescriptionLength ? [s.descriptionLine] : []),
    },
    {
        flag: 'MISSING_TRIGGER',
        find: (s) => (reliesOnDescription(s) && !hasTriggerPhrase(s.description) ? [s.descriptionLine] : []),
    },
    {
        flag: 'BLOATED_SKILL',
        find: (s) => (s.lineCount > weights/* ANTI_PATTERN */.c3.bloatedLineCount && s.references === null ? [null] : []),
    },
    {
        flag: 'ORPHAN_REFERENCE',
        find: (s) => {
            if (s.references === null)
                return [];
            const present = new Set(s.references.map((f) => f.toLowerCase()));
            const lineOf = (0,pytext/* lineIndex */.Dp)(s.text);
            const lines = [];
            for (const m of referenceLinks(s.text)) {
                const last = m.path.split('/').pop();
                if (!present.has(last.toLowerCase()))
                    lines.push(lineOf(m.index));
            }
            return lines;
        },
    },
    {
        flag: 'DEAD_CROSS_REF',
        find: (s) => {
            const offset = s.text.length - s.body.length;
            const lineOf = (0,pytext/* lineIndex */.Dp)(s.text);
            const lines = [];
            let i = 0;
            for (const m of s.body.matchAll(CROSS_REF_AT)) {
                const ref = s.crossRefs[i++];
                if (!s.crossRefExists[ref])
                    lines.push(lineOf(offset + m.index));
            }
            return lines;
        },
    },
];
function findAntiPatterns(skill) {
    const out = [];
    for (const rule of ANTI_PATTERN_RULES) {
        for (const line of rule.find(skill)) {
            const ap = {
                flag: rule.flag,
                description: (0,catalog/* describe */.q0)(rule.flag),
                severity: weights/* ANTI_PATTERN */.c3.severity[rule.flag],
                file: skill.file,
            };
            if (line !== null)
                ap.line = line;
            out.push(ap);
        }
    }
    return out;
}
// ---------------------------------------------------------------- sub-scores
function frontmatterQuality(s) {
    const P = weights/* FRONTMATTER */.RI.pushiness;
    const d = s.description;
    const len = strippedDescriptionLength(s);
    const name = s.name === '' ? 0 : s.name !== s.dirName ? weights/* FRONTMATTER */.RI.nameDiffers : weights/* FRONTMATTER */.RI.nameEqualsFolder;
    const length = firstAtLeast(weights/* FRONTMATTER */.RI.descriptionLength, len)?.score ?? 0;
    const contextItems = (0,pytext/* countMatches */.b7)(CONTEXT_ITEM, d.toLowerCase());
    let push = 0;
    if (hasTriggerPhrase(d))
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
    return name + length + weights/* FRONTMATTER */.RI.pushinessWeight * Math.min(1, push);
}
/** A `g` regex as inOrderOnALine's `first`: the end of its next match. */
function regexEnd(re) {
    return (text, from) => {
        re.lastIndex = from;
        const m = re.exec(text);
        return m ? m.index + m[0].length : -1;
    };
}
/** A `g` regex as inOrderOnALine's `second`: the start of its next match. */
function regexStart(re) {
    return (text, from) => {
        re.lastIndex = from;
        const m = re.exec(text);
        return m ? m.index : -1;
    };
}
/**
 * Whether a line has a match of `first` and, starting at or after its end, a match of `second`
 * (`first.*second` as one regex, `.` stopping where `lineEnd` ends a line), in one pass over the
 * text: a line's earliest `first` leaves `second` the most room, so each line needs its first
 * `first` and the next `second` after it. Both match words only (never a line break), so a match in
 * the whole text is a match in its line: a line break is a non-word character, as a line's edge is.
 */
function inOrderOnALine(text, first, second, lineEnd = nextNewline) {
    // The next `second` at or after `from` is found once and kept while `from` stays at or before it.
    let secondFrom = -1;
    let secondAt = -1;
    for (let pos = 0; pos <= text.length;) {
        const from = first(text, pos);
        if (from < 0)
            return false;
        const end = lineEnd(text, from);
        if (secondFrom < 0 || from < secondFrom || (secondAt >= 0 && from > secondAt)) {
            secondFrom = from;
            secondAt = second(text, from);
        }
        if (secondAt < 0)
            return false;
        if (secondAt < end)
            return true;
        pos = end + 1;
    }
    return false;
}
/** Offset of the \n ending the line that holds `from` (the text's length on the last line). */
function nextNewline(text, from) {
    const i = text.indexOf('\n', from);
    return i < 0 ? text.length : i;
}
function orchestrationWiring(s) {
    const t = lowerText(s.text);
    let score = weights/* ORCHESTRATION */.Gr.base;
    if (OUTPUT_FORMAT_PAIRS.some(([a, b]) => inOrderOnALine(t, a, b)))
        score += weights/* ORCHESTRATION */.Gr.outputFormat;
    if (PRODUCES_WORDS.test(t))
        score += weights/* ORCHESTRATION */.Gr.producesWords;
    if (INPUT_WORDS.test(t))
        score += weights/* ORCHESTRATION */.Gr.inputWords;
    if (s.fenceCount >= weights/* ORCHESTRATION */.Gr.fences.min)
        score += weights/* ORCHESTRATION */.Gr.fences.score;
    if (ORCHESTRATOR_WORDS.test(t))
        score += weights/* ORCHESTRATION */.Gr.orchestratorWords;
    return score;
}
function progressiveDisclosure(s) {
    const L = s.lineCount;
    let score = weights/* PROGRESSIVE */.u4.byLines.find((r) => L >= r.min && L <= r.max)?.score ?? 0;
    if (s.references !== null && s.references.length > 0) {
        score += L >= weights/* PROGRESSIVE */.u4.referencesLong.minLines ? weights/* PROGRESSIVE */.u4.referencesLong.score : weights/* PROGRESSIVE */.u4.referencesShort;
    }
    if (s.assets !== null && s.assets.length > 0)
        score += weights/* PROGRESSIVE */.u4.assets;
    return score;
}
function structuralCompleteness(s) {
    let score = 0;
    score += firstAtLeast(weights/* STRUCTURE */.mX.headings, s.h2Count + s.h3Count)?.score ?? 0;
    score += firstAtLeast(weights/* STRUCTURE */.mX.fences, s.fenceCount)?.score ?? 0;
    score += firstAtLeast(weights/* STRUCTURE */.mX.languages, new Set(s.fenceLanguages).size)?.score ?? 0;
    if (s.hasExamples)
        score += weights/* STRUCTURE */.mX.examples;
    if (s.hasTroubleshooting)
        score += weights/* STRUCTURE */.mX.troubleshooting;
    if (hasLineWithPipes(s.text, 3))
        score += weights/* STRUCTURE */.mX.table;
    const lower = lowerText(s.text);
    if (DECISION_WORDS.some((w) => lower.includes(w)))
        score += weights/* STRUCTURE */.mX.decisionWords;
    return score;
}
function tokenEfficiency(s) {
    let score = weights/* TOKENS */.xZ.base;
    const density = s.mustCount / Math.max(s.lineCount, 1);
    const step = weights/* TOKENS */.xZ.density.find((d) => density > d.above);
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
        score -= weights/* TOKENS */.xZ.repetitionWeight * (1 - distinct.size / lines);
    return score;
}
/** Whether some line (split at \n) holds at least `min` pipes; one pass, by indexOf. */
function hasLineWithPipes(text, min) {
    for (let p = text.indexOf('|'); p >= 0;) {
        const end = nextNewline(text, p);
        let n = 0;
        for (let q = p; q >= 0 && q < end; q = text.indexOf('|', q + 1))
            if (++n >= min)
                return true;
        p = text.indexOf('|', end);
    }
    return false;
}
function ecosystemCoherence(s) {
    let score = weights/* ECOSYSTEM */.Pe.base + Math.min(weights/* ECOSYSTEM */.Pe.crossRefCap, weights/* ECOSYSTEM */.Pe.perCrossRef * s.crossRefs.length);
    if (RELATED_WORDS.test(lowerText(s.text)))
        score += weights/* ECOSYSTEM */.Pe.relatedWords;
    return score;
}
/** Harness-portability findings (spec §3); they lower harness_portability, they are not anti-patterns. */
function portabilityFindings(s) {
    const out = [];
    const base = { category: 'portability', file: s.file };
    if (s.utf8Bytes > weights/* PORTABILITY */.ee.codexCapBytes && s.references === null) {
        out.push({
            ...base,
            rule: 'SKILL_OVER_CODEX_CAP',
            severity: weights/* PORTABILITY */.ee.codexCapSeverity,
            level: 'medium',
            message: (0,catalog/* describe */.q0)('SKILL_OVER_CODEX_CAP'),
        });
    }
    const names = new Set();
    let firstRef = null;
    for (const m of s.text.matchAll(TOOL_REF)) {
        names.add((m[1] ?? m[2]));
        firstRef ??= m.index;
    }
    if (names.size > 0) {
        out.push({
            ...base,
            rule: 'CLAUDE_TOOL_REFS',
            severity: Math.min(weights/* PORTABILITY */.ee.toolRefCap, weights/* PORTABILITY */.ee.toolRefPerName * names.size),
            level: 'low',
            message: `${(0,catalog/* describe */.q0)('CLAUDE_TOOL_REFS')} Found: ${[...names].join(', ')}.`,
            line: (0,pytext/* lineIndex */.Dp)(s.text)(firstRef),
        });
    }
    const prose = TOOL_PROSE.exec(s.text);
    if (prose) {
        out.push({
            ...base,
            rule: 'CLAUDE_TOOL_PROSE',
            severity: weights/* PORTABILITY */.ee.toolProseSeverity,
            level: 'low',
            message: (0,catalog/* describe */.q0)('CLAUDE_TOOL_PROSE'),
            line: (0,pytext/* lineIndex */.Dp)(s.text)(prose.index),
        });
    }
    return out;
}
function harnessPortability(findings) {
    let total = 0;
    for (const f of findings)
        total += f.severity;
    return Math.max(0, 1 - total);
}
/** The harness_portability sub-score alone (the calibrated method takes it from the reference). */
function harnessPortabilitySubscore(portability) {
    return clamp01(harnessPortability(portability));
}
/** The reference's sub-score rules (spec §3). */
const REFERENCE_SUBSCORES = {
    frontmatter_quality: frontmatterQuality,
    orchestration_wiring: orchestrationWiring,
    progressive_disclosure: progressiveDisclosure,
    structural_completeness: structuralCompleteness,
    token_efficiency: tokenEfficiency,
    ecosystem_coherence: ecosystemCoherence,
};
/** A skill's sub-scores by one method's rules, each clamped to [0, 1] (spec §3), in the table's order. */
function skillSubscores(rules, skill, portability) {
    const out = {};
    for (const { name } of weights/* STATIC_SUBSCORES */.t_)
        out[name] = name === 'harness_portability' ? harnessPortabilitySubscore(portability) : clamp01(rules[name](skill));
    return out;
}

// EXTERNAL MODULE: ./src/parse/markdown/document.ts
var markdown_document = __webpack_require__(9332);
// EXTERNAL MODULE: ./src/rules/security/text.ts
var security_text = __webpack_require__(7247);
;// CONCATENATED MODULE: ./src/parse/description.ts
// What a description says: whether it names when to use the skill (in any of the ways people
// write it), what the skill does, and how much specific information it carries. Repeated words,
// filler ("proactively", "automatically") and runs of bare "for X, when Y" fragments carry none.

/** Words that open a situation at the start of a sentence or clause. */
const OPENERS = ['when', 'whenever', 'if', 'anytime', 'before', 'after', 'once', 'while', 'during'];
const OPENER_PAIRS = ['any time', 'every time', 'in case', 'as soon as'];
/** Verbs that, followed by a situation word, make a trigger ("use … when", "invoke before", "trigger on"). */
const USE_VERBS = new Set([
    'use',
    'used',
    'uses',
    'invoke',
    'invoked',
    'invokes',
    'trigger',
    'triggers',
    'triggered',
    'activate',
    'activates',
    'activated',
    'apply',
    'applies',
    'applied',
    'load',
    'loads',
    'loaded',
    'autoload',
    'autoloads',
    'auto-load',
    'auto-loads',
    'consult',
    'call',
    'run',
    'choose',
    'pick',
]);
/** Words allowed between the verb and the situation word. */
const FILLER = new Set([
    'this',
    'it',
    'skill',
    'the',
    'these',
    'tool',
    'plugin',
    'agent',
    'immediately',
    'proactively',
    'automatically',
    'always',
    'only',
    'also',
    'and',
    'or',
    'should',
    'be',
    'must',
    'you',
    'me',
    'them',
    'whenever',
    'just',
    'right',
    'first',
    'especially',
    'instead',
    'then',
]);
/** Situation words after a use-verb. `for` and `on` only directly after the verb and its fillers. */
const SITUATION = new Set([
    'when',
    'whenever',
    'before',
    'after',
    'if',
    'anytime',
    'during',
    'while',
    'once',
    'for',
    'on',
    'whenever:',
    'when:',
]);
/** Adjectives that, followed by a situation word, say when ("useful when", "intended for use when"). */
const FIT_WORDS = new Set([
    'useful',
    'helpful',
    'relevant',
    'applicable',
    'appropriate',
    'ideal',
    'intended',
    'designed',
    'meant',
    'suited',
    'suitable',
    'needed',
    'required',
    'best',
]);
/** After `when`/`if` anywhere: a subject or a gerund makes it a situation ("when the user …", "if working on …"). */
const SUBJECTS = new Set([
    'the',
    'a',
    'an',
    'user',
    'users',
    'you',
    'your',
    'someone',
    'claude',
    'asked',
    'there',
    "it's",
    'they',
    'we',
    'somebody',
    'people',
    'anyone',
    'requested',
    'needed',
    'given',
    'presented',
    'dealing',
    'about',
]);
const TOKEN = /[\p{L}\p{N}][\p{L}\p{N}'’:-]*|[—–]/gu;
/** Sentences and clauses of a description: split at . ! ? ; newlines and dashes used as separators. */
function clauses(text) {
    const out = [];
    let start = 0;
    for (let i = 0; i < text.length; i++) {
        const c = text[i];
        const next = text[i + 1];
        const end = c === '\n' ||
            c === ';' ||
            c === '—' ||
            c === '–' ||
            ((c === '.' || c === '!' || c === '?') && (next === undefined || next === ' ' || next === '\n')) ||
            (c === ' ' && next === '-' && text[i + 2] === ' ');
        if (end) {
            out.push(text.slice(start, i));
            start = i + 1;
        }
    }
    out.push(text.slice(start));
    return out.map((s) => s.trim()).filter((s) => s !== '');
}
function tokens(clause) {
    return Array.from(clause.toLowerCase().matchAll(TOKEN), (m) => m[0]);
}
/** Index of the token where the clause's trigger starts, or -1. */
function triggerStart(clause) {
    const t = tokens(clause);
    if (t.length === 0)
        return -1;
    // A token without its trailing colons and apostrophes (by hand: /[:’']+$/ retries a run from each of its characters).
    const word = (i) => {
        const w = t[i] ?? '';
        let end = w.length;
        while (end > 0 && ":’'".includes(w[end - 1]))
            end--;
        return w.slice(0, end);
    };
    // A clause opening on a situation ("When Claude needs to …", "Any time a .pptx file is involved").
    if (OPENERS.includes(word(0)) && word(1) !== 'to')
        return 0;
    if (OPENER_PAIRS.some((p) => `${word(0)} ${word(1)}` === p || `${word(0)} ${word(1)} ${word(2)}` === p))
        return 0;
    for (let i = 0; i < t.length; i++) {
        const w = word(i);
        if (USE_VERBS.has(w) || (w === 'auto' && (word(i + 1) === 'load' || word(i + 1) === 'loads'))) {
            let j = i + 1;
            if (w === 'auto')
                j++;
            // "TRIGGER:" / "Triggers —" announce a list of situations.
            if ((w === 'trigger' || w === 'triggers') &&
                (t[i].endsWith(':') || t[j] === '—' || t[j] === '–' || j >= t.length))
                return i;
            let skipped = 0;
            while (j < t.length && (FILLER.has(word(j)) || t[j] === '—' || t[j] === '–') && skipped < 5) {
                j++;
                skipped++;
            }
            const s = word(j);
            if (SITUATION.has(s) ||
                (s === 'any' && word(j + 1) === 'time') ||
                (s === 'every' && word(j + 1) === 'time') ||
                (s === 'in' && word(j + 1) === 'case')) {
                // "for" and "on" only right after the verb and its fillers, and not "use for free".
                return i;
            }
            if (w === 'use' && s === 'whenever')
                return i;
        }
        if (FIT_WORDS.has(w)) {
            let j = i + 1;
            if (word(j) === 'for' && word(j + 1) === 'use')
                j += 2;
            const s = word(j);
            if (['when', 'whenever', 'if', 'before', 'after', 'during', 'while'].includes(s))
                return i;
        }
        if ((w === 'when' || w === 'if' || w === 'once' || w === 'while') && word(i + 1) !== 'to') {
            const n = word(i + 1);
            if (SUBJECTS.has(n) || /ing$/.test(n))
                return i;
        }
        if (w === 'whenever' || w === 'anytime' || ((w === 'any' || w === 'every') && word(i + 1) === 'time'))
            return i;
    }
    return -1;
}
/** Char offset of the n-th token of a clause. */
function tokenOffset(clause, n) {
    let i = 0;
    for (const m of clause.toLowerCase().matchAll(TOKEN)) {
        if (i++ === n)
            return m.index;
    }
    return clause.length;
}
/** Connectives that open bare list fragments ("for merging", "when deploying"). */
const CONNECTIVES = new Set([
    'for',
    'when',
    'during',
    'while',
    'on',
    'with',
    'in',
    'if',
    'after',
    'before',
    'whenever',
]);
/**
 * Runs of three or more comma-separated fragments, each a connective and at most two words
 * ("for extracting, for merging, when deploying"): keyword lists, not descriptions.
 */
function stuffedFragments(text) {
    const out = [];
    for (const clause of clauses(text)) {
        const parts = clause.split(',');
        let run = [];
        const flush = () => {
            if (run.length >= 3)
                out.push(...run);
            run = [];
        };
        for (const part of parts) {
            const words = part.trim().toLowerCase().split(/\s+/).filter(Boolean);
            if (words[0] === 'or' || words[0] === 'and')
                words.shift();
            if (words.length >= 2 && words.length <= 3 && CONNECTIVES.has(words[0]))
                run.push(part);
            else
                flush();
        }
        flush();
    }
    return out;
}
/**
 * Characters copied in all removing stuffed fragments from a description (1024 characters hold fewer than 250
 * fragments: 256 kB).
 */
const STUFFED_COPY_BUDGET = 2 * 1024 * 1024;
/** Reads a description and an optional `when_to_use` field. */
function readDescription(description, whenToUse = '') {
    const stuffed = stuffedFragments(description);
    let cleaned = description;
    // Each removal copies the description: once STUFFED_COPY_BUDGET characters are copied the rest
    // stay (a description within the specification's 1024 characters never gets near it), so a huge
    // one costs linear time.
    let copied = 0;
    for (const f of stuffed) {
        copied += cleaned.length;
        if (copied > STUFFED_COPY_BUDGET)
            break;
        cleaned = cleaned.replace(f, ' ');
    }
    const trig = [];
    const what = [];
    for (const clause of clauses(cleaned)) {
        const at = triggerStart(clause);
        if (at < 0)
            what.push(clause);
        else {
            const off = tokenOffset(clause, at);
            what.push(clause.slice(0, off));
            trig.push(clause.slice(off));
        }
    }
    if (whenToUse.trim() !== '')
        trig.push(whenToUse);
    const triggerText = trig.join(' ');
    const whatText = what.join(' ');
    const situation = new Set((0,markdown_document/* specificWords */.SL)(triggerText));
    const rest = new Set((0,markdown_document/* specificWords */.SL)(whatText));
    const all = new Set([...situation, ...rest]);
    return {
        trigger: trig.length > 0,
        triggerText,
        whatText,
        units: all.size,
        situationWords: situation.size,
        whatWords: rest.size,
        stuffed,
    };
}

// EXTERNAL MODULE: ./src/parse/markdown/mentions.ts
var markdown_mentions = __webpack_require__(758);
// EXTERNAL MODULE: ./src/parse/markdown/prepared.ts
var prepared = __webpack_require__(7760);
;// CONCATENATED MODULE: ./src/contract/calibratedWeights.ts
// Every number of the calibrated static method: the same sub-scores, maxima and flags as the
// reference (src/contract/weights.ts), measured on what each claims to measure. docs/methodology.md "Methods"
// explains each.

/** frontmatter_quality = name + description information + clarityWeight × clarity. */
const CAL_FRONTMATTER = {
    nameEqualsFolder: 0.15,
    nameDiffers: 0.05,
    /** Distinct specific words of the description (repeats, filler and stuffed fragments excluded). */
    information: [
        { min: 10, score: 0.25 },
        { min: 7, score: 0.2 },
        { min: 4, score: 0.15 },
        { min: 2, score: 0.05 },
    ],
    clarityWeight: 0.6,
    clarity: {
        /** It says when to use the skill (any phrasing, or `when_to_use`). */
        trigger: 0.55,
        /** It says what the skill does: specific words outside the trigger clause. */
        what: [
            { min: 3, score: 0.25 },
            { min: 1, score: 0.12 },
        ],
        /** Its situations name something specific; saturates, so lists and stuffing add nothing. */
        situations: [
            { min: 2, score: 0.2 },
            { min: 1, score: 0.1 },
        ],
        /** Situation words beyond those the situations need also say what the skill does. */
        situationWordsForSituations: 2,
    },
    /** EMPTY_DESCRIPTION below this many distinct specific words (as well as below 20 characters). */
    minUnits: 3,
};
const CAL_ORCHESTRATION = {
    base: 0.7,
    outputContract: 0.1,
    producesWords: 0.05,
    inputWords: 0.1,
    /** At least one non-empty code block. */
    codeBlock: 0.05,
    /** Only when the skill orchestrates agents (orchestrat*, coordinat*, dispatch* with agent words on the line). */
    orchestrator: -0.15,
};
const CAL_PROGRESSIVE = {
    /** A body with less than this holds nothing to disclose. */
    emptyBody: { maxChars: 150, maxLines: 3, score: 0.2 },
    /** A lean SKILL.md scores `lean`; past `leanLines` it falls by `slope` per line to `floor`. */
    lean: 0.9,
    leanLines: 500,
    slope: 0.4 / 1000,
    floor: 0.5,
    /** SKILL.md links material of its own (files or folders with real content). */
    linkedMaterial: 0.08,
};
/** As the reference's structural_completeness (STRUCTURE), but counting non-empty code blocks, not fences. */
const CAL_STRUCTURE = {
    /** Headings (levels 2–4) with content under them. */
    headings: weights/* STRUCTURE */.mX.headings,
    /** Non-empty code blocks. */
    blocks: [
        { min: 3, score: 0.2 },
        { min: 2, score: 0.15 },
        { min: 1, score: 0.1 },
    ],
    languages: weights/* STRUCTURE */.mX.languages,
    examples: weights/* STRUCTURE */.mX.examples,
    troubleshooting: weights/* STRUCTURE */.mX.troubleshooting,
    table: weights/* STRUCTURE */.mX.table,
    decisionWords: weights/* STRUCTURE */.mX.decisionWords,
};
const CAL_TOKENS = {
    base: weights/* TOKENS */.xZ.base,
    /** MUST / NEVER / ALWAYS per 100 words of prose. */
    density: [
        { above: 8, penalty: 0.4 },
        { above: 4, penalty: 0.2 },
        { above: 2, penalty: 0.1 },
    ],
    repetitionWeight: weights/* TOKENS */.xZ.repetitionWeight,
    /** Lines shorter than this (after normalising) are not compared for repetition. */
    minComparedLine: 12,
    perContradiction: 0.1,
    maxContradictionPenalty: 0.3,
};
const CAL_ECOSYSTEM = {
    base: 0.5,
    perResolvedRef: 0.125,
    refCap: 0.25,
    /** A related / see-also pointer, and whether it points at something that exists. */
    relatedWithRef: 0.25,
    relatedAlone: 0.125,
};
const CAL_ANTI_PATTERN = {
    maxMustCount: 15,
    /** OVER_CONSTRAINED also when this many rules contradict each other (MUST x … NEVER x). */
    contradictions: 2,
    bloatedLineCount: 800,
};

;// CONCATENATED MODULE: ./src/rules/calibrated/index.ts
// The calibrated static method: the reference's seven sub-scores and six anti-patterns, each
// measuring what it claims to. One small named rule per check; every rule is one pass over the
// skill's document (SKILL.md plus the markdown files it links inside its folder).










const cache = new WeakMap();
function folderOfKey(key) {
    const target = key.slice(key.indexOf(':') + 1);
    const slash = target.lastIndexOf('/');
    return slash < 0 ? '' : target.slice(0, slash);
}
/** SKILL.md and the markdown files it links inside its folder, read once per skill. */
function skillDocument(s) {
    const hit = cache.get(s);
    if (hit)
        return hit;
    const start = (0,markdown_mentions/* bodyStartLine */.$R)(s.text);
    const { doc, mentions } = (0,prepared/* preparedText */.t)(s.text, '', start);
    const main = { file: s.file, key: '', doc, start, mentions };
    const resolved = s.resolved ?? null;
    const linked = [];
    const seen = new Set();
    for (const m of main.mentions) {
        if (m.kind === 'xref')
            continue;
        const r = resolved?.[m.key];
        const target = m.key.slice(m.key.indexOf(':') + 1);
        if (!r || r.text === undefined || seen.has(target))
            continue;
        seen.add(target);
        const { doc: d, mentions: more } = (0,prepared/* preparedText */.t)(r.text, folderOfKey(m.key), 0);
        const folder = s.file.slice(0, s.file.length - 'SKILL.md'.length);
        linked.push({ file: `${folder}${target}`, key: m.key, doc: d, start: 0, mentions: more });
    }
    const whenToUse = typeof s.frontmatter.when_to_use === 'string' ? s.frontmatter.when_to_use : '';
    const out = {
        main,
        linked,
        parts: [main, ...linked],
        resolved,
        description: readDescription(s.description, whenToUse),
    };
    cache.set(s, out);
    return out;
}
// Rules read a part's prose as one string (proseOf) and look at single lines only where a search
// of that string found what they need: a million-line SKILL.md costs a few passes, not a few
// million regex calls.
const proseTexts = new WeakMap();
/** The prose of a part from its start line, line for line (see proseOf). */
function proseText(part) {
    let p = proseTexts.get(part);
    if (p === undefined) {
        p = { prose: (0,markdown_document/* proseOf */.jv)(part.doc, part.start) };
        proseTexts.set(part, p);
    }
    return p.prose;
}
/** proseText lower-cased (which keeps its lines: lower-casing makes and removes no line break). */
function lowerProseText(part) {
    proseText(part);
    const p = proseTexts.get(part);
    p.lower ??= p.prose.toLowerCase();
    return p.lower;
}
/**
 * Calls `fn` with the 0-based index, start and end of each line (split at \n) of `text` holding a
 * match of `re` (g flag; its matches must not hold a line break), once per line, in order.
 */
function forLinesMatching(text, re, fn) {
    let line = 0;
    let counted = 0;
    re.lastIndex = 0;
    for (;;) {
        const m = re.exec(text);
        if (!m)
            return;
        for (let i = text.indexOf('\n', counted); i >= 0 && i < m.index; i = text.indexOf('\n', i + 1))
            line++;
        const start = text.lastIndexOf('\n', m.index - 1) + 1;
        const nl = text.indexOf('\n', m.index);
        const end = nl < 0 ? text.length : nl;
        if (fn(line, start, end) === true || nl < 0)
            return;
        line++;
        counted = nl + 1;
        re.lastIndex = nl + 1;
    }
}
/** Whether some line of `text` holds a match of `find` (g flag) for which `holds` is true. */
function someLineMatching(text, find, holds) {
    let found = false;
    forLinesMatching(text, find, (line, start, end) => (found = holds(line, start, end)));
    return found;
}
function calibrated_firstAtLeast(steps, value) {
    return steps.find((s) => value >= s.min);
}
/** What a mention resolved to; undefined when it was not resolved (an in-memory skill, or over the cap). */
function lookup(d, m) {
    const r = d.resolved?.[m.key];
    if (r?.type)
        return r;
    const alt = m.altKey ? d.resolved?.[m.altKey] : undefined;
    return alt?.type ? alt : r;
}
// ---------------------------------------------------------------- shared measurements
/** Whether SKILL.md links material of its own that holds real content (a file or a folder). */
function linksOwnMaterial(d) {
    return d.main.mentions.some((m) => {
        const r = lookup(d, m);
        return r !== undefined && r.type !== null && r.inSkill && r.substantive;
    });
}
const MUST = /\b(?:MUST|NEVER|ALWAYS)\b/g;
const mustCache = new WeakMap();
/**
 * MUST / NEVER / ALWAYS in the prose of the document (code examples excluded), with the first line of one in SKILL.md.
 */
function mustWords(d) {
    const hit = mustCache.get(d);
    if (hit)
        return hit;
    let count = 0;
    let firstLine = null;
    for (const part of d.parts) {
        const prose = proseText(part);
        MUST.lastIndex = 0;
        for (let m = MUST.exec(prose); m !== null; m = MUST.exec(prose)) {
            if (count === 0 && part === d.main)
                firstLine = countNewlines(prose, m.index) + 1;
            count++;
        }
    }
    const out = { count, firstLine };
    mustCache.set(d, out);
    return out;
}
/** Line breaks in text[0, end). */
function countNewlines(text, end) {
    let n = 0;
    for (let i = text.indexOf('\n'); i >= 0 && i < end; i = text.indexOf('\n', i + 1))
        n++;
    return n;
}
const RULE = /\b(MUST NOT|MUST|NEVER|ALWAYS|DO NOT|DON'T)\b((?:\s+[\w'-]+){1,4})/g;
const RULE_SKIP = new Set(['always', 'never', 'be', 'you', 'to', 'not', 'ever']);
const CAPITALS = /[A-Z]{4}/g;
/** What every RULE match starts with (DO: DO NOT and DON'T). */
const RULE_HEADS = ['MUST', 'NEVER', 'ALWAYS', 'DO'];
const contradictionCache = new WeakMap();
/** Rules that contradict each other: the same action required (MUST/ALWAYS x) and forbidden (NEVER/MUST NOT x). */
function contradictions(d) {
    const hit = contradictionCache.get(d);
    if (hit !== undefined)
        return hit;
    const required = new Set();
    const forbidden = new Set();
    for (const part of d.parts) {
        const prose = proseText(part);
        // A rule word is four capitals: only lines holding four in a row are read. Every RULE match
        // starts with one of RULE_HEADS, so a line holding none is not sliced; the next offset of each
        // in the prose is kept while lines move past it (one forward search per word).
        const next = RULE_HEADS.map((w) => prose.indexOf(w));
        forLinesMatching(prose, CAPITALS, (_line, start, end) => {
            let head = false;
            for (let k = 0; k < RULE_HEADS.length; k++) {
                if (next[k] >= 0 && next[k] < start)
                    next[k] = prose.indexOf(RULE_HEADS[k], start);
                if (next[k] >= 0 && next[k] < end)
                    head = true;
            }
            if (!head)
                return;
            for (const m of prose.slice(start, end).matchAll(RULE)) {
                const words = m[2]
                    .toLowerCase()
                    .split(/\s+/)
                    .filter((w) => w !== '' && !RULE_SKIP.has(w));
                if (words.length < 1)
                    continue;
                const key = words.slice(0, 3).join(' ');
                const negative = m[1] === 'NEVER' || m[1] === 'MUST NOT' || m[1] === 'DO NOT' || m[1] === "DON'T";
                (negative ? forbidden : required).add(key);
            }
        });
    }
    let n = 0;
    for (const k of required)
        if (forbidden.has(k))
            n++;
    contradictionCache.set(d, n);
    return n;
}
// ---------------------------------------------------------------- sub-scores
function nameScore(s) {
    if (s.name === '')
        return 0;
    return s.name === s.dirName ? CAL_FRONTMATTER.nameEqualsFolder : CAL_FRONTMATTER.nameDiffers;
}
/** Name, the information the description carries, and whether it says what the skill does and when. */
function calibrated_frontmatterQuality(s) {
    const r = skillDocument(s).description;
    const relies = reliesOnDescription(s);
    const C = CAL_FRONTMATTER.clarity;
    const info = calibrated_firstAtLeast(CAL_FRONTMATTER.information, r.units)?.score ?? 0;
    const trigger = !relies || r.trigger ? C.trigger : 0;
    const extraSituation = Math.max(0, r.situationWords - C.situationWordsForSituations);
    const what = calibrated_firstAtLeast(C.what, r.whatWords + extraSituation)?.score ?? 0;
    const situations = !relies ? C.situations[0].score : (calibrated_firstAtLeast(C.situations, r.situationWords)?.score ?? 0);
    return nameScore(s) + info + CAL_FRONTMATTER.clarityWeight * (trigger + what + situations);
}
const OUTPUT_WORD = /\boutputs?\b/;
const FORMAT_WORD = /\bformat\b/;
const RETURN_WORD = /\breturn/;
const JSON_WORD = /json\b/;
// Found early in most texts: a regex stops at the first, where a search per word would scan on.
const PRODUCES = /\b(?:returns?|produces?|outputs?|generates?)\b/;
const INPUTS = /\b(?:inputs?|receives?|accepts?|parameters?|args?|arguments?)\b/;
const ORCHESTRATES = /\b(?:orchestrat|coordinat|dispatch)/;
/** ORCHESTRATES's words, for hasWord (a line is read only when the text holds one). */
const ORCHESTRATES_WORDS = ['orchestrat', 'coordinat', 'dispatch'];
const AGENT_WORDS = /\b(?:agents?|subagents?|sub-agents?|workers?|skills?)\b/;
const OUTPUT_WORD_G = new RegExp(OUTPUT_WORD.source, 'g');
const RETURN_WORD_G = new RegExp(RETURN_WORD.source, 'g');
const ORCHESTRATES_G = new RegExp(ORCHESTRATES.source, 'g');
const ORCHESTRATES_ON_LINE = new RegExp(ORCHESTRATES.source, 'g');
/**
 * Whether a line says the skill orchestrates agents: an orchestration word, not negated ("not a subagent dispatch"),
 * with agent words.
 */
function affirmsOrchestration(lowerLine) {
    if (!AGENT_WORDS.test(lowerLine))
        return false;
    for (const m of lowerLine.matchAll(ORCHESTRATES_ON_LINE))
        if (!(0,security_text/* negatedBefore */.ci)(lowerLine, m.index))
            return true;
    return false;
}
const lowerTexts = new WeakMap();
/** The part's whole text (code included) from its start line, lower-cased, its lines kept in place. */
function calibrated_lowerText(part) {
    let t = lowerTexts.get(part);
    if (t === undefined) {
        let offset = 0;
        for (let i = 0; i < part.start && offset >= 0; i++)
            offset = part.doc.text.indexOf('\n', offset) + 1 || -1;
        t = offset < 0 ? '' : '\n'.repeat(part.start) + part.doc.text.slice(offset).toLowerCase();
        lowerTexts.set(part, t);
    }
    return t;
}
/**
 * Whether the document states its inputs and outputs (whatever file they sit in), and whether it orchestrates agents.
 */
function calibrated_orchestrationWiring(s) {
    const d = skillDocument(s);
    const C = CAL_ORCHESTRATION;
    let contract = false;
    let produces = false;
    let inputs = false;
    let orchestrates = false;
    // Every word looked for lies on one line, so each is searched in the part's whole text at once;
    // the words that must share a line are compared on the lines where the first was found.
    for (const part of d.parts) {
        const t = calibrated_lowerText(part);
        const line = (start, end) => t.slice(start, end);
        contract ||=
            someLineMatching(t, OUTPUT_WORD_G, (_i, a, b) => FORMAT_WORD.test(line(a, b))) ||
                someLineMatching(t, RETURN_WORD_G, (_i, a, b) => JSON_WORD.test(line(a, b)));
        produces ||= PRODUCES.test(t);
        inputs ||= INPUTS.test(t);
        orchestrates ||=
            (0,markdown_document/* hasWord */.Vf)(t, ORCHESTRATES_WORDS, false) &&
                someLineMatching(t, ORCHESTRATES_G, (i, a, b) => part.doc.kind[i] !== markdown_document/* IN_FENCE */.AZ && affirmsOrchestration(line(a, b)));
    }
    const hasBlock = d.parts.some((p) => p.doc.blocks.some((b) => b.contentLines > 0));
    let score = C.base;
    if (contract)
        score += C.outputContract;
    if (produces)
        score += C.producesWords;
    if (inputs)
        score += C.inputWords;
    if (hasBlock)
        score += C.codeBlock;
    if (orchestrates)
        score += C.orchestrator;
    return score;
}
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
        if (chars < CAL_PROGRESSIVE.emptyBody.maxChars)
            chars += l.replace(/\s+/g, '').length;
        // Past both bounds the answer is known.
        if (chars >= CAL_PROGRESSIVE.emptyBody.maxChars && lines >= CAL_PROGRESSIVE.emptyBody.maxLines)
            return false;
    }
    return chars < CAL_PROGRESSIVE.emptyBody.maxChars || lines < CAL_PROGRESSIVE.emptyBody.maxLines;
}
/** A lean SKILL.md is complete however short; detail linked from it (and holding content) adds a little. */
function calibrated_progressiveDisclosure(s) {
    const d = skillDocument(s);
    const P = CAL_PROGRESSIVE;
    if (bodyIsEmpty(d))
        return P.emptyBody.score;
    const L = s.lineCount;
    let score = L <= P.leanLines ? P.lean : Math.max(P.floor, P.lean - P.slope * (L - P.leanLines));
    if (linksOwnMaterial(d))
        score += P.linkedMaterial;
    return score;
}
const EXAMPLE_TITLES = /example|usage|quick ?start|walkthrough|how to use/;
const TROUBLE_TITLES = /troubleshoot|common (?:issue|problem|mistake|error|pitfall)|faq|pitfall|gotcha|known (?:issue|limitation)|error handling|when things go wrong/;
/**
 * A table's separator row (`|---|:---:|`). Written as
 * /^\s*\|?\s*:?-{3,}:?\s*(?:\|\s*:?-{3,}:?\s*)+\|?\s*$/, the same rows, but that form tries every way
 * of sharing a run of spaces between `\s*\|?\s*` (quadratic on a long line); here a pipe always
 * follows the spaces before it, so each character has one way to match.
 */
const TABLE_SEPARATOR = /^\s*(?:\|\s*)?:?-{3,}:?\s*(?:\|\s*:?-{3,}:?\s*)+(?:\|\s*)?$/;
/** /\b(?:decision|when to use|when not to use|comparison|trade-?offs?)\b/, as words for hasWord. */
const calibrated_DECISION_WORDS = [
    'decision',
    'when to use',
    'when not to use',
    'comparison',
    'tradeoff',
    'tradeoffs',
    'trade-off',
    'trade-offs',
];
const BOLD_EXAMPLE = /^\s*(?:[-*]\s+)?\*\*examples?\b/i;
const BOLD = /\*\*/g;
const RULER = /---/g;
/** Whether a part has a table: a separator row right under a prose line with two pipes or more. */
function hasTable(p) {
    const { raw, kind } = p.doc;
    // Every separator row holds `---`; the row above is the prose line before it.
    return someLineMatching(p.doc.text, RULER, (i) => {
        if (i < p.start || kind[i] !== markdown_document/* PROSE */.W_)
            return false;
        let above = i - 1;
        while (above >= p.start && kind[above] !== markdown_document/* PROSE */.W_)
            above--;
        if (above < p.start || !TABLE_SEPARATOR.test(raw[i]))
            return false;
        return (raw[above].match(/\|/g) ?? []).length >= 2;
    });
}
/** Sections with content, non-empty code blocks, examples, troubleshooting, tables: empty scaffolding earns nothing. */
function calibrated_structuralCompleteness(s) {
    const d = skillDocument(s);
    const C = CAL_STRUCTURE;
    const headings = d.parts.flatMap((p) => p.doc.headings.filter((h) => h.line >= p.start && h.level >= 2 && h.level <= 4 && h.hasContent && h.title !== ''));
    const blocks = d.parts.flatMap((p) => p.doc.blocks.filter((b) => b.contentLines > 0));
    const langs = new Set(blocks.map((b) => b.lang).filter((l) => l !== ''));
    let score = 0;
    score += calibrated_firstAtLeast(C.headings, headings.length)?.score ?? 0;
    score += calibrated_firstAtLeast(C.blocks, blocks.length)?.score ?? 0;
    score += calibrated_firstAtLeast(C.languages, langs.size)?.score ?? 0;
    const boldExample = d.parts.some((p) => {
        const prose = proseText(p);
        return someLineMatching(prose, BOLD, (_i, a, b) => BOLD_EXAMPLE.test(prose.slice(a, b)));
    });
    if (headings.some((h) => EXAMPLE_TITLES.test(h.title)) || boldExample)
        score += C.examples;
    if (headings.some((h) => TROUBLE_TITLES.test(h.title)))
        score += C.troubleshooting;
    if (d.parts.some(hasTable))
        score += C.table;
    if (d.parts.some((p) => (0,markdown_document/* hasWord */.Vf)(lowerProseText(p), calibrated_DECISION_WORDS, true)))
        score += C.decisionWords;
    return score;
}
const LIST_MARK = /^\s*(?:[-*+>]|\d+[.)])\s+/;
/** Whitespace other than single spaces: without any, collapsing runs of whitespace changes nothing. */
const UNEVEN_SPACE = /[^\S ]| {2}/;
/** A line without its list marker, whitespace collapsed, trimmed, lower-cased. */
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
/** Hard-rule density per 100 words of prose, repeated lines, contradictory rules. */
function calibrated_tokenEfficiency(s) {
    const d = skillDocument(s);
    const C = CAL_TOKENS;
    let words = 0;
    const lines = [];
    for (const part of d.parts) {
        // A word holds no line break: the words of the prose are the words of its lines.
        words += (0,markdown_document/* wordCount */.e)(proseText(part));
        const { raw, kind } = part.doc;
        for (let i = part.start; i < raw.length; i++) {
            if (kind[i] !== markdown_document/* PROSE */.W_ || !mayReach(raw[i], C.minComparedLine))
                continue;
            const n = normaliseLine(raw[i]);
            if (n.length >= C.minComparedLine && !TABLE_SEPARATOR.test(n))
                lines.push(n);
        }
    }
    let score = C.base;
    const per100 = (mustWords(d).count / Math.max(words, 1)) * 100;
    const step = C.density.find((x) => per100 > x.above);
    if (step)
        score -= step.penalty;
    if (lines.length > 0)
        score -= C.repetitionWeight * (1 - new Set(lines).size / lines.length);
    score -= Math.min(C.maxContradictionPenalty, C.perContradiction * contradictions(d));
    return score;
}
/** /\b(?:related|see also|companion)\b|\bcomplement/, as words for hasWord. */
const RELATED = ['related', 'see also', 'companion'];
const RELATED_PREFIX = ['complement'];
/** Skills and files outside this one that its prose points at and that exist; a related-skills pointer. */
function calibrated_ecosystemCoherence(s) {
    const d = skillDocument(s);
    const C = CAL_ECOSYSTEM;
    const refs = new Set();
    for (const part of d.parts) {
        for (const m of part.mentions) {
            if (m.kind === 'path')
                continue;
            const r = lookup(d, m);
            if (r?.type && !r.inSkill)
                refs.add(m.key);
        }
    }
    let score = C.base + Math.min(C.refCap, C.perResolvedRef * refs.size);
    const related = d.parts.some((p) => (0,markdown_document/* hasWord */.Vf)(lowerProseText(p), RELATED, true) || (0,markdown_document/* hasWord */.Vf)(lowerProseText(p), RELATED_PREFIX, false));
    if (related)
        score += refs.size > 0 ? C.relatedWithRef : C.relatedAlone;
    return score;
}
/** The calibrated method's sub-score rules (harness_portability is the reference's). */
const CALIBRATED_SUBSCORES = {
    frontmatter_quality: calibrated_frontmatterQuality,
    orchestration_wiring: calibrated_orchestrationWiring,
    progressive_disclosure: calibrated_progressiveDisclosure,
    structural_completeness: calibrated_structuralCompleteness,
    token_efficiency: calibrated_tokenEfficiency,
    ecosystem_coherence: calibrated_ecosystemCoherence,
};
/** Unresolved, flaggable mentions of one kind across the document, once per target. */
function unresolved(d, kind) {
    if (d.resolved === null)
        return [];
    const out = [];
    const seen = new Set();
    for (const part of d.parts) {
        for (const m of part.mentions) {
            if (m.kind !== kind || !m.flaggable || seen.has(m.key))
                continue;
            const r = lookup(d, m);
            if (r === undefined || r.type !== null)
                continue;
            seen.add(m.key);
            out.push(part === d.main ? { line: m.line + 1 } : { line: m.line + 1, file: part.file });
        }
    }
    return out;
}
const RULES = [
    {
        flag: 'OVER_CONSTRAINED',
        find: (_s, d) => {
            const must = mustWords(d);
            return must.count > CAL_ANTI_PATTERN.maxMustCount || contradictions(d) >= CAL_ANTI_PATTERN.contradictions
                ? [{ line: must.firstLine }]
                : [];
        },
    },
    {
        flag: 'EMPTY_DESCRIPTION',
        find: (s, d) => (0,pytext/* cpLength */.OT)((0,pytext/* pyStrip */.m0)(s.description)) < weights/* ANTI_PATTERN */.c3.minDescriptionLength ||
            d.description.units < CAL_FRONTMATTER.minUnits
            ? [{ line: s.descriptionLine }]
            : [],
    },
    {
        flag: 'MISSING_TRIGGER',
        find: (s, d) => (reliesOnDescription(s) && !d.description.trigger ? [{ line: s.descriptionLine }] : []),
    },
    {
        flag: 'BLOATED_SKILL',
        find: (s, d) => (s.lineCount > CAL_ANTI_PATTERN.bloatedLineCount && !linksOwnMaterial(d) ? [{ line: null }] : []),
    },
    { flag: 'ORPHAN_REFERENCE', find: (_s, d) => unresolved(d, 'link') },
    { flag: 'DEAD_CROSS_REF', find: (_s, d) => unresolved(d, 'xref') },
];
/** What the calibrated flags detect where that differs from the catalogue's (the reference's) wording. */
const CALIBRATED_DESCRIPTIONS = {
    // Any local link is resolved, not only those into references/.
    ORPHAN_REFERENCE: 'A link points at a local file that is not there.',
};
function calibratedAntiPatterns(skill) {
    const d = skillDocument(skill);
    const out = [];
    for (const rule of RULES) {
        for (const o of rule.find(skill, d)) {
            const ap = {
                flag: rule.flag,
                description: CALIBRATED_DESCRIPTIONS[rule.flag] ?? (0,catalog/* describe */.q0)(rule.flag),
                severity: weights/* ANTI_PATTERN */.c3.severity[rule.flag],
                file: o.file ?? skill.file,
            };
            if (o.line !== null)
                ap.line = o.line;
            out.push(ap);
        }
    }
    return out;
}
/** Content words of the description, for reports that quote what held a score down. */
function descriptionWords(s) {
    return contentWords(s.description);
}

;// CONCATENATED MODULE: ./src/rules/advice.ts
// Advice: for each static dimension below its maximum, the measured facts that held it down, each
// quoting the text and line where it can, with a fix from the catalog. Pure (a parsed skill in,
// facts out); src/composite/advice.ts adds the points each fix would bring.






const ADVICE_RULES = [
    {
        id: 'ADVICE_SHORT_DESCRIPTION',
        title: 'Short description',
        description: 'The description says little about what the skill does and when to use it.',
        fix: 'Say what the skill does and the situations it is for in one or two sentences (100+ characters), in the words users use.',
    },
    {
        id: 'ADVICE_NO_OUTPUT_CONTRACT',
        title: 'No output contract',
        description: 'No line says what the skill produces or in which format.',
        fix: 'State what the skill returns and its format (e.g. "Output: a markdown table of …" or "returns JSON with fields …").',
    },
    {
        id: 'ADVICE_NO_INPUTS',
        title: 'No inputs described',
        description: 'The skill never says what it takes as input.',
        fix: 'Say what the skill needs from the user or the caller (files, arguments, parameters).',
    },
    {
        id: 'ADVICE_ORCHESTRATOR',
        title: 'Coordinates other work',
        description: 'The skill describes itself as orchestrating or dispatching, which the static layer reads as a weaker fit for one task.',
        fix: 'If the skill does one job, describe that job; keep coordination to the steps that need it.',
    },
    {
        id: 'ADVICE_NO_LINKED_DETAIL',
        title: 'No linked detail',
        description: 'SKILL.md links no reference files for detail to be loaded on demand.',
        fix: 'Move long reference material into files under references/ and link each from the step that needs it.',
    },
    {
        id: 'ADVICE_STRUCTURE',
        title: 'Missing structure',
        description: 'The body lacks parts readers and models rely on: sections, worked examples, troubleshooting.',
        fix: 'Add the missing parts named in the advice: an Examples section with a fenced example, a Troubleshooting section, sections per step.',
    },
    {
        id: 'ADVICE_DENSE_RULES',
        title: 'Dense absolute rules',
        description: 'MUST / NEVER / ALWAYS are a large share of the lines.',
        fix: 'Keep absolute words for the few rules that are absolute; explain the rest with reasons.',
    },
    {
        id: 'ADVICE_REPEATED_LINES',
        title: 'Repeated lines',
        description: 'The same lines appear several times, spending tokens without adding information.',
        fix: 'Say each thing once; refer back to it instead of repeating it.',
    },
    {
        id: 'ADVICE_NO_RELATED',
        title: 'No related skills',
        description: 'The skill does not point to related or companion skills.',
        fix: 'Name the skills to use before, after or instead of this one (a "Related skills" line), if there are any.',
    },
    {
        id: 'ADVICE_PLUGIN_MEMBER',
        title: 'Weaker plugin member',
        description: 'A skill or agent of the plugin scores below the others and pulls the plugin down.',
        fix: "Open that member's own report and apply its advice.",
    },
    {
        id: 'ADVICE_MEASURED',
        title: 'Below the maximum',
        description: 'The sub-score is below its maximum and no single fact explains it.',
        fix: 'See the sub-score in the verbose report (--verbose) for the parts it is made of.',
    },
];
(0,catalog/* registerRules */.x1)(ADVICE_RULES);
const FULL_DESCRIPTION = 100;
const FULL_HEADINGS = 6;
const FULL_FENCES = 5;
const DENSE_RULES = 0.1;
const QUOTE_MAX = 120;
/** The text on one line, cut after QUOTE_MAX code points (a pair of surrogates is one, a lone one is one). */
function quote(text) {
    const one = text.replace(/\s+/gu, ' ').trim();
    if (one.length <= QUOTE_MAX)
        return one;
    let at = 0;
    for (let n = 0; n < QUOTE_MAX && at < one.length; n++) {
        const c = one.charCodeAt(at);
        const pair = c >= 0xd800 && c <= 0xdbff && at + 1 < one.length && (one.charCodeAt(at + 1) & 0xfc00) === 0xdc00;
        at += pair ? 2 : 1;
    }
    return at < one.length ? `${one.slice(0, at)}…` : one;
}
const word = (text, boundaryBefore, boundaryAfter) => ({
    text,
    boundaryBefore,
    boundaryAfter,
});
/** `output` … `format`, `format` … `output` or `return` … `json` on one line (`\boutput\b`, `\breturn`, `json\b`). */
const OUTPUT_CONTRACT = [
    [wordEnd(word('output', true, true)), wordStart(word('format', true, true))],
    [wordEnd(word('format', true, true)), wordStart(word('output', true, true))],
    [wordEnd(word('return', true, false)), wordStart(word('json', false, true))],
];
/** A word as inOrderOnALine's `first`: the end of its next occurrence. */
function wordEnd(w) {
    return (text, from) => {
        const at = (0,markdown_document/* nextWord */.Qn)(text, w, from);
        return at < 0 ? -1 : at + w.text.length;
    };
}
/** A word as inOrderOnALine's `second`: the start of its next occurrence. */
function wordStart(w) {
    return (text, from) => (0,markdown_document/* nextWord */.Qn)(text, w, from);
}
const LINE_END = /[\n\r\u2028\u2029]/gu;
/**
 * Offset of the line terminator `.` stops at that ends the line holding `from` (or the text's
 * length): the advice reads lines as a regex's `.` does.
 */
function nextLineEnd(text, from) {
    LINE_END.lastIndex = from;
    const m = LINE_END.exec(text);
    return m ? m.index : text.length;
}
/**
 * The first line (split at \n, 1-based) with a match of `re`, found by one search of the whole
 * text: `re` matches words only, and a line's edge is a non-word character as \n is.
 */
function firstLine(text, re) {
    const m = re.exec(text);
    return m ? lineOfOffset(text, m.index) : null;
}
/** The line (split at \n, 1-based) holding offset `at`. */
function lineOfOffset(text, at) {
    let line = 1;
    for (let i = text.indexOf('\n'); i >= 0 && i < at; i = text.indexOf('\n', i + 1))
        line++;
    return line;
}
/** firstLine for the alternation of `words`: the leftmost match of any is the regex's match. */
function firstLineOfWords(text, words) {
    let at = -1;
    for (const w of words) {
        const i = (0,markdown_document/* nextWord */.Qn)(text, w, 0);
        if (i >= 0 && (at < 0 || i < at))
            at = i;
    }
    return at < 0 ? null : lineOfOffset(text, at);
}
const OUTPUT_LINE = /\b(?:output|format|returns?|produces?|generates?)\b/u;
const advice_INPUT_WORDS = /\b(?:input|receives?|accepts?|parameters?|args?)\b/u;
/** `\b(?:orchestrat|coordinat|dispatch)`. */
const advice_ORCHESTRATOR_WORDS = [
    word('orchestrat', true, false),
    word('coordinat', true, false),
    word('dispatch', true, false),
];
const RULE_WORDS = /\b(?:MUST|NEVER|ALWAYS)\b/u;
/** `\b(?:related|see also|companion)\b|\bcomplement`. */
const advice_RELATED_WORDS = [
    word('related', true, true),
    word('see also', true, true),
    word('companion', true, true),
    word('complement', true, false),
];
function descriptionFacts(skill, facts) {
    const len = (0,pytext/* cpLength */.OT)((0,pytext/* pyStrip */.m0)(skill.description));
    // Said even when EMPTY_DESCRIPTION is flagged: the flag's advice is the penalty, this is the dimension.
    if (len < FULL_DESCRIPTION) {
        facts.push({
            dimension: 'triggering_accuracy',
            rule: 'ADVICE_SHORT_DESCRIPTION',
            fact: `The description is ${len} characters (${FULL_DESCRIPTION}+ earn full credit)`,
            ...(skill.description ? { quote: quote(skill.description) } : {}),
            ...(skill.descriptionLine !== null ? { line: skill.descriptionLine } : {}),
        });
    }
}
/**
 * The first line (1-based) read as coordinating work: any orchestration word for the reference; for
 * the calibrated method only a line its sub-score counts (outside code, not negated, agent words).
 */
function orchestratorLine(skill, lower, method) {
    const first = firstLineOfWords(lower, advice_ORCHESTRATOR_WORDS);
    if (method === 'reference' || first === null)
        return first;
    const doc = skillDocument(skill).main.doc;
    const lines = lower.split('\n');
    for (let i = first - 1; i < lines.length; i++)
        if (doc.kind[i] !== markdown_document/* IN_FENCE */.AZ && affirmsOrchestration(lines[i]))
            return i + 1;
    return null;
}
function orchestrationFacts(skill, facts, method) {
    const lower = lowerText(skill.text);
    if (!OUTPUT_CONTRACT.some(([a, b]) => inOrderOnALine(lower, a, b, nextLineEnd))) {
        const near = firstLine(lower, OUTPUT_LINE);
        facts.push({
            dimension: 'orchestration_fitness',
            rule: 'ADVICE_NO_OUTPUT_CONTRACT',
            fact: 'No line states the output and its format',
            ...(near ? { quote: quote((0,pytext/* lineAt */.mh)(skill.text, near)), line: near } : {}),
        });
    }
    if (!advice_INPUT_WORDS.test(lower)) {
        facts.push({
            dimension: 'orchestration_fitness',
            rule: 'ADVICE_NO_INPUTS',
            fact: 'No line says what the skill takes as input',
        });
    }
    const orchestrator = orchestratorLine(skill, lower, method);
    if (orchestrator) {
        facts.push({
            dimension: 'orchestration_fitness',
            rule: 'ADVICE_ORCHESTRATOR',
            fact: 'The text describes coordinating or dispatching work',
            quote: quote((0,pytext/* lineAt */.mh)(skill.text, orchestrator)),
            line: orchestrator,
        });
    }
}
function disclosureFacts(skill, facts) {
    if (skill.references === null || skill.references.length === 0) {
        facts.push({
            dimension: 'progressive_disclosure',
            rule: 'ADVICE_NO_LINKED_DETAIL',
            fact: `SKILL.md is ${skill.lineCount} lines and has no reference files to link detail from`,
        });
    }
}
function structureFacts(skill, facts) {
    const missing = [];
    const headings = skill.h2Count + skill.h3Count;
    if (headings < FULL_HEADINGS)
        missing.push(`${headings} section heading${headings === 1 ? '' : 's'} (${FULL_HEADINGS}+ earn full credit)`);
    const blocks = Math.floor(skill.fenceCount / 2);
    if (skill.fenceCount < FULL_FENCES)
        missing.push(`${blocks} fenced code example${blocks === 1 ? '' : 's'}`);
    if (!skill.hasExamples)
        missing.push('no "## Examples" or "## Usage" section');
    if (!skill.hasTroubleshooting)
        missing.push('no "## Troubleshooting" section');
    if (missing.length)
        facts.push({
            dimension: 'structural_completeness',
            rule: 'ADVICE_STRUCTURE',
            fact: `The body has ${missing.join(', ')}`,
        });
}
function tokenFacts(skill, facts) {
    const density = skill.mustCount / Math.max(skill.lineCount, 1);
    if (density > DENSE_RULES) {
        const first = firstLine(skill.text, RULE_WORDS);
        facts.push({
            dimension: 'token_efficiency',
            rule: 'ADVICE_DENSE_RULES',
            fact: `${skill.mustCount} MUST/NEVER/ALWAYS in ${skill.lineCount} lines`,
            ...(first ? { quote: quote((0,pytext/* lineAt */.mh)(skill.text, first)), line: first } : {}),
        });
    }
    // Each distinct stripped line (not blank, not starting with ---) gets a slot, in order of first sight.
    const slotOf = new Map();
    const counts = [];
    const firstLines = [];
    const text = skill.text;
    (0,pytext/* forEachPyLine */.aM)(text, (start, end, i) => {
        if (text.startsWith('---', start))
            return;
        const s = (0,pytext/* pyStripRange */.ti)(text, start, end);
        if (s === '')
            return;
        const slot = slotOf.get(s);
        if (slot === undefined) {
            slotOf.set(s, counts.length);
            counts.push(1);
            firstLines.push(i + 1);
        }
        else {
            counts[slot]++;
        }
    });
    // The worst is the first line (in order of first sight) with the highest count above one.
    let worst = -1;
    let repeats = 0;
    for (let k = 0; k < counts.length; k++) {
        if (counts[k] > 1) {
            repeats += counts[k] - 1;
            if (worst < 0 || counts[k] > counts[worst])
                worst = k;
        }
    }
    if (worst >= 0) {
        let worstText = '';
        for (const [s, slot] of slotOf) {
            if (slot === worst) {
                worstText = s;
                break;
            }
        }
        facts.push({
            dimension: 'token_efficiency',
            rule: 'ADVICE_REPEATED_LINES',
            fact: `${repeats} repeated line${repeats === 1 ? '' : 's'}; this one appears ${counts[worst]} times`,
            quote: quote(worstText),
            line: firstLines[worst],
        });
    }
}
function ecosystemFacts(skill, facts) {
    if (skill.crossRefs.length === 0 && !advice_RELATED_WORDS.some((w) => (0,markdown_document/* nextWord */.Qn)(lowerText(skill.text), w, 0) >= 0)) {
        facts.push({
            dimension: 'ecosystem_coherence',
            rule: 'ADVICE_NO_RELATED',
            fact: 'The skill names no related or companion skill',
        });
    }
}
/** The fact finders of each dimension, in the order the facts are listed. */
const FACT_FINDERS = [
    ['triggering_accuracy', descriptionFacts],
    ['orchestration_fitness', orchestrationFacts],
    ['progressive_disclosure', disclosureFacts],
    ['structural_completeness', structureFacts],
    ['token_efficiency', tokenFacts],
    ['ecosystem_coherence', ecosystemFacts],
];
/** The facts of a skill, given its static anti-patterns (their flags already carry their own advice). */
function adviceFacts(skill, _antiPatterns = [], method = 'reference') {
    const facts = [];
    for (const [, find] of FACT_FINDERS)
        find(skill, facts, method);
    return facts;
}
/**
 * The facts of one dimension (adviceFacts' entries for it, in order): the advice asks only for the dimensions it shows.
 */
function dimensionFacts(skill, dimension, method = 'reference') {
    const facts = [];
    for (const [d, find] of FACT_FINDERS)
        if (d === dimension)
            find(skill, facts, method);
    return facts;
}

// EXTERNAL MODULE: ./src/contract/types.ts
var types = __webpack_require__(3579);
;// CONCATENATED MODULE: ./src/layers/static.ts
// The static layer (spec §2–§4): deterministic, no network.






/** Which method produced each sub-score (shown in the JSON). */
function subScoreMethods(method) {
    const out = {};
    for (const s of weights/* STATIC_SUBSCORES */.t_)
        out[s.name] = method;
    // Portability findings are the same under both methods.
    if (method === 'calibrated')
        out.harness_portability = 'reference';
    return out;
}
function staticLayer(skill, method = types/* DEFAULT_METHOD */.AA) {
    const portability = portabilityFindings(skill);
    // Calibrated: only portability comes from the reference, so its other sub-scores are not computed.
    const subs = skillSubscores(method === 'reference' ? REFERENCE_SUBSCORES : CALIBRATED_SUBSCORES, skill, portability);
    const antiPatterns = method === 'reference' ? findAntiPatterns(skill) : calibratedAntiPatterns(skill);
    let weighted = 0;
    for (const s of weights/* STATIC_SUBSCORES */.t_)
        weighted += subs[s.name] * s.weight;
    const score = weighted * (0,composite/* penaltyFor */.dw)(antiPatterns.length);
    const dimensions = {};
    for (const s of weights/* STATIC_SUBSCORES */.t_)
        if (s.dimension)
            dimensions[s.dimension] = subs[s.name];
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
        findings: portability,
    };
}
function agentScore(agent) {
    let score = weights/* AGENT */.Sr.base;
    if (agent.description.toLowerCase().includes('use proactively'))
        score += weights/* AGENT */.Sr.useProactively;
    if (agent.hasTools)
        score += weights/* AGENT */.Sr.tools;
    const len = (0,pytext/* cpLength */.OT)((0,pytext/* pyStrip */.m0)(agent.description));
    if (len >= weights/* AGENT */.Sr.longDescription.min)
        score += weights/* AGENT */.Sr.longDescription.score;
    else if (len >= weights/* AGENT */.Sr.shortDescription.min)
        score += weights/* AGENT */.Sr.shortDescription.score;
    if (agent.hasModel)
        score += weights/* AGENT */.Sr.model;
    return Math.min(1, score);
}
/**
 * What both methods' plugin layers share (spec §4): the agents' scores, the mean of the members'
 * scores (skills first, then agents; AGENT.emptyPluginScore with none), its skills' flags, and that
 * mean as every static dimension.
 */
function pluginMembers(skills, skillScores, agents) {
    const agentScores = agents.map(agentScore);
    let sum = 0;
    for (const x of skillScores)
        sum += x;
    for (const x of agentScores)
        sum += x;
    const members = skillScores.length + agentScores.length;
    const score = members === 0 ? weights/* AGENT */.Sr.emptyPluginScore : sum / members;
    const antiPatterns = skills.flatMap((l) => l.anti_patterns);
    const dimensions = {};
    for (const s of weights/* STATIC_SUBSCORES */.t_)
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
/**
 * A plugin's static layer, calibrated method: the mean of its members' own scores — each skill's
 * composite as it scores alone (its anti-pattern penalty included) and each agent's score — so a
 * member at or above the plugin's score never lowers it. The flags stay listed; the composite
 * applies no second penalty for them.
 */
function calibratedPluginLayer(skills, skillComposites, agents) {
    const skillScores = skillComposites.map((c) => c / 100);
    const { agentScores, score, antiPatterns, dimensions } = pluginMembers(skills, skillScores, agents);
    const members = skillScores.length + agentScores.length;
    const flagsPerMember = members === 0 ? 0 : antiPatterns.length / members;
    return {
        layer: 'static',
        method: 'calibrated',
        score,
        sub_scores: {
            skill_scores: skillScores,
            agent_scores: agentScores,
            skill_static_scores: skills.map((l) => l.score),
        },
        anti_patterns: antiPatterns,
        metadata: {
            skills: skills.length,
            agents: agents.length,
            agent_files: agents.map((a) => a.file),
            plugin_method: "calibrated: mean of the members' own scores (each skill's penalty included); no second penalty",
            flags_per_member: flagsPerMember,
        },
        dimensions,
    };
}

// EXTERNAL MODULE: ./src/parse/skill.ts
var parse_skill = __webpack_require__(7342);
// EXTERNAL MODULE: ./src/read/target.ts + 3 modules
var target = __webpack_require__(3824);
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

// EXTERNAL MODULE: ./src/layers/elo.ts
var layers_elo = __webpack_require__(9412);
// EXTERNAL MODULE: ./src/rules/security.ts + 11 modules
var security = __webpack_require__(4465);
;// CONCATENATED MODULE: ./src/rules/spec.ts
// Agent Skills specification checks: the frontmatter rules of agentskills.io
// plus the fields Claude Code documents on top of it. Findings only, never in the composite.




// ---- Limits (agentskills.io specification) ----------------------------------------------------
const NAME_MAX_CHARS = 64;
const DESCRIPTION_MAX_CHARS = 1024;
const COMPATIBILITY_MAX_CHARS = 500;
/** Unknown-field findings kept per skill; the last one says how many more there were. */
const MAX_UNKNOWN_FIELD_FINDINGS = 20;
/** Lower-case ASCII letters and digits in groups joined by single hyphens. */
const NAME_FORMAT_RE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/u;
/** Frontmatter fields of the Agent Skills specification. */
const SPEC_FIELDS = ['name', 'description', 'license', 'compatibility', 'metadata', 'allowed-tools'];
/** Fields Claude Code documents for skills on top of the specification. */
const CLAUDE_CODE_FIELDS = [
    'when_to_use',
    'argument-hint',
    'arguments',
    'disable-model-invocation',
    'user-invocable',
    'allowed-tools',
    'disallowed-tools',
    'model',
    'effort',
    'context',
    'agent',
    'hooks',
    'paths',
    'shell',
    'version',
];
const KNOWN_FIELDS = new Set([...SPEC_FIELDS, ...CLAUDE_CODE_FIELDS]);
/** The type each known field must have when it is present and not empty. */
const FIELD_SHAPES = {
    name: 'string',
    description: 'string',
    license: 'string',
    compatibility: 'string',
    metadata: 'mapping',
    'allowed-tools': 'string-or-list',
    'disallowed-tools': 'string-or-list',
    when_to_use: 'string',
    'argument-hint': 'string',
    arguments: 'string-or-list',
    'disable-model-invocation': 'boolean',
    'user-invocable': 'boolean',
    model: 'string',
    effort: 'string',
    context: 'string',
    agent: 'string',
    hooks: 'mapping',
    paths: 'string-or-list',
    shell: 'string',
    version: 'string-or-number',
};
// ---- Rules ------------------------------------------------------------------------------------
const SPEC_NO_FRONTMATTER = 'SPEC_NO_FRONTMATTER';
const SPEC_MISSING_FIELD = 'SPEC_MISSING_FIELD';
const SPEC_NAME_FORMAT = 'SPEC_NAME_FORMAT';
const SPEC_NAME_MISMATCH = 'SPEC_NAME_MISMATCH';
const SPEC_DESCRIPTION_LENGTH = 'SPEC_DESCRIPTION_LENGTH';
const SPEC_COMPATIBILITY_LENGTH = 'SPEC_COMPATIBILITY_LENGTH';
const SPEC_FIELD_TYPE = 'SPEC_FIELD_TYPE';
const SPEC_UNKNOWN_FIELD = 'SPEC_UNKNOWN_FIELD';
const SPEC_INVALID_YAML = 'SPEC_INVALID_YAML';
const SPEC_DUPLICATE_KEY = 'SPEC_DUPLICATE_KEY';
const SPEC_RULES = [
    {
        id: SPEC_NO_FRONTMATTER,
        title: 'No frontmatter',
        description: 'SKILL.md does not start with a YAML frontmatter block (or its YAML does not parse).',
        fix: 'Start SKILL.md with a `---` block holding at least `name` and `description`, then a closing `---`.',
    },
    {
        id: SPEC_MISSING_FIELD,
        title: 'Required field missing',
        description: 'The specification requires `name` and `description` in the frontmatter.',
        fix: 'Add the missing field to the frontmatter.',
    },
    {
        id: SPEC_NAME_FORMAT,
        title: 'Name format',
        description: `\`name\` must be 1–${NAME_MAX_CHARS} lower-case letters, digits and single hyphens, not starting or ending with a hyphen.`,
        fix: 'Rename the skill in kebab-case, e.g. `pdf-processing`.',
    },
    {
        id: SPEC_NAME_MISMATCH,
        title: 'Name differs from folder',
        description: '`name` must match the name of the folder holding SKILL.md.',
        fix: 'Rename the folder or the `name` so that they are the same.',
    },
    {
        id: SPEC_DESCRIPTION_LENGTH,
        title: 'Description length',
        description: `\`description\` must be 1–${DESCRIPTION_MAX_CHARS} characters.`,
        fix: `Write a description of what the skill does and when to use it, at most ${DESCRIPTION_MAX_CHARS} characters.`,
    },
    {
        id: SPEC_COMPATIBILITY_LENGTH,
        title: 'Compatibility length',
        description: `\`compatibility\`, when present, must be 1–${COMPATIBILITY_MAX_CHARS} characters.`,
        fix: `Shorten \`compatibility\` to the essential requirements (at most ${COMPATIBILITY_MAX_CHARS} characters), or remove it.`,
    },
    {
        id: SPEC_FIELD_TYPE,
        title: 'Field has the wrong type',
        description: 'A frontmatter field has a type the specification or Claude Code does not accept (e.g. a list where a string is expected).',
        fix: 'Give the field the documented type (strings quoted if YAML would read them as numbers, dates or booleans).',
    },
    {
        id: SPEC_UNKNOWN_FIELD,
        title: 'Unknown frontmatter field',
        description: 'The frontmatter has a field that neither the Agent Skills specification nor Claude Code defines; harnesses ignore it.',
        fix: 'Remove the field, fix its spelling, or move custom data under `metadata`.',
    },
    {
        id: SPEC_INVALID_YAML,
        title: 'Frontmatter is not valid YAML',
        description: 'The frontmatter block does not parse as YAML, so Claude Code does not load the skill (the calibrated method reports it as an error; the reference scores it as if there were no frontmatter).',
        fix: 'Fix the YAML at the line given (quote values holding `: `, `#` or leading special characters).',
    },
    {
        id: SPEC_DUPLICATE_KEY,
        title: 'Repeated frontmatter key',
        description: 'A frontmatter key appears twice; parsers disagree on which one counts (the last one was kept).',
        fix: 'Keep one occurrence of the key, with the value you mean.',
    },
];
(0,catalog/* registerRules */.x1)(SPEC_RULES);
// ---- Checks -----------------------------------------------------------------------------------
function kindOf(v) {
    if (v === null)
        return 'null';
    if (Array.isArray(v))
        return 'a list';
    if (v instanceof Date)
        return 'a date';
    if (typeof v === 'object')
        return 'a mapping';
    return `a ${typeof v}`;
}
function isMapping(v) {
    return typeof v === 'object' && v !== null && !Array.isArray(v) && !(v instanceof Date);
}
function fitsShape(v, shape) {
    switch (shape) {
        case 'string':
            return typeof v === 'string';
        case 'boolean':
            return typeof v === 'boolean';
        case 'mapping':
            return isMapping(v);
        case 'string-or-list':
            return typeof v === 'string' || (Array.isArray(v) && v.every((x) => typeof x === 'string'));
        case 'string-or-number':
            return typeof v === 'string' || typeof v === 'number';
    }
}
const SHAPE_WORDS = {
    string: 'a string',
    boolean: 'true or false',
    mapping: 'a mapping',
    'string-or-list': 'a string or a list of strings',
    'string-or-number': 'a string',
};
/** Why a name breaks the format rule, or null when it is fine. */
function nameProblem(name) {
    const len = (0,pytext/* cpLength */.OT)(name);
    if (len === 0)
        return 'is empty';
    if (len > NAME_MAX_CHARS)
        return `is ${len} characters long (at most ${NAME_MAX_CHARS})`;
    if (NAME_FORMAT_RE.test(name))
        return null;
    if (name.startsWith('-') || name.endsWith('-'))
        return 'starts or ends with a hyphen';
    if (name.includes('--'))
        return 'has consecutive hyphens';
    if (/[A-Z]/u.test(name))
        return 'has upper-case letters';
    return 'has characters other than a-z, 0-9 and -';
}
function show(v, max = 40) {
    const chars = Array.from(v.replace(/\s+/gu, ' '));
    return JSON.stringify(chars.length > max ? chars.slice(0, max).join('') + '…' : chars.join(''));
}
/** Specification findings for a skill, sorted by line. Pure and deterministic. */
function specFindings(skill) {
    const out = [];
    const keyLine = (0,parse_skill/* frontmatterKeyLines */.hj)(skill.text);
    const lineOf = (key) => keyLine.get(key) ?? 1;
    const add = (rule, level, line, message) => out.push({ rule, category: 'spec', severity: security/* LEVEL_SEVERITY */.LL[level], level, message, line, file: skill.file });
    if (skill.frontmatterError) {
        const e = skill.frontmatterError;
        // The parser can name a line past the end (an unclosed construct at the end of the text): annotate the last one.
        add(SPEC_INVALID_YAML, 'high', Math.min(Math.max(1, e.line), Math.max(1, skill.lineCount)), `The frontmatter is not valid YAML: ${e.message} (line ${e.line}); Claude Code would not load this skill`);
        return out;
    }
    if (skill.duplicateKey) {
        const d = skill.duplicateKey;
        add(SPEC_DUPLICATE_KEY, 'medium', d.line, `The frontmatter repeats a key (line ${d.line}); the last value was kept`);
    }
    if (!skill.hasFrontmatter) {
        add(SPEC_NO_FRONTMATTER, 'medium', 1, 'SKILL.md has no YAML frontmatter (or it does not parse), so it has no name or description');
        return out;
    }
    const fm = skill.frontmatter;
    const has = (key) => Object.prototype.hasOwnProperty.call(fm, key);
    if (!has('name'))
        add(SPEC_MISSING_FIELD, 'low', 1, `No \`name\` in the frontmatter (Claude Code falls back to the folder name "${skill.dirName}")`);
    if (!has('description'))
        add(SPEC_MISSING_FIELD, 'medium', 1, 'No `description` in the frontmatter');
    const unknown = Object.keys(fm).filter((key) => !KNOWN_FIELDS.has(key));
    for (const key of unknown.slice(0, MAX_UNKNOWN_FIELD_FINDINGS)) {
        add(SPEC_UNKNOWN_FIELD, 'low', lineOf(key), `Unknown frontmatter field ${show(key)}`);
    }
    if (unknown.length > MAX_UNKNOWN_FIELD_FINDINGS) {
        const last = out[out.length - 1];
        last.message += ` (and ${unknown.length - MAX_UNKNOWN_FIELD_FINDINGS} more unknown fields)`;
    }
    for (const key of Object.keys(fm)) {
        if (!KNOWN_FIELDS.has(key))
            continue;
        const value = fm[key];
        const line = lineOf(key);
        if (key === 'description' && (value === null || value === '')) {
            add(SPEC_DESCRIPTION_LENGTH, 'medium', line, '`description` is empty');
            continue;
        }
        if (key === 'name' && (value === null || value === '')) {
            add(SPEC_NAME_FORMAT, 'medium', line, '`name` is empty');
            continue;
        }
        if (value === null)
            continue; // an empty optional field: nothing set
        const shape = FIELD_SHAPES[key];
        if (!fitsShape(value, shape)) {
            const level = key === 'name' || key === 'description' ? 'medium' : 'low';
            add(SPEC_FIELD_TYPE, level, line, `\`${key}\` is ${kindOf(value)}, expected ${SHAPE_WORDS[shape]}`);
            continue;
        }
        if (key === 'name') {
            const name = value;
            const problem = nameProblem(name);
            if (problem)
                add(SPEC_NAME_FORMAT, 'medium', line, `\`name\` ${show(name)} ${problem}`);
            if (name !== skill.dirName)
                add(SPEC_NAME_MISMATCH, 'medium', line, `\`name\` ${show(name)} differs from the folder name ${show(skill.dirName)}`);
        }
        else if (key === 'description') {
            const len = (0,pytext/* cpLength */.OT)(value);
            if (len > DESCRIPTION_MAX_CHARS) {
                add(SPEC_DESCRIPTION_LENGTH, 'medium', line, `\`description\` is ${len} characters long (at most ${DESCRIPTION_MAX_CHARS})`);
            }
            else if (value.trim() === '') {
                add(SPEC_DESCRIPTION_LENGTH, 'medium', line, '`description` is blank');
            }
        }
        else if (key === 'compatibility') {
            const len = (0,pytext/* cpLength */.OT)(value);
            if (len === 0 || len > COMPATIBILITY_MAX_CHARS) {
                add(SPEC_COMPATIBILITY_LENGTH, 'low', line, `\`compatibility\` is ${len} characters long (1–${COMPATIBILITY_MAX_CHARS})`);
            }
        }
        else if (key === 'metadata') {
            const bad = Object.entries(value)
                .filter(([, v]) => typeof v !== 'string')
                .map(([k]) => k);
            if (bad.length > 0) {
                add(SPEC_FIELD_TYPE, 'low', line, `\`metadata\` values must be strings; not: ${bad
                    .slice(0, 5)
                    .map((k) => `\`${k}\``)
                    .join(', ')}`);
            }
        }
    }
    return out.sort((x, y) => (x.line ?? 0) - (y.line ?? 0));
}

;// CONCATENATED MODULE: ./src/rules/findings.ts
// The deterministic checks that produce findings outside the composite (security, specification).
// Each entry is a pure function of the parsed skill; importing a rules module also registers its
// fix texts in the catalog.


const findingRules = [specFindings, security/* securityFindings */.Bi];

// EXTERNAL MODULE: ./src/llm/call.ts + 1 modules
var call = __webpack_require__(6989);
// EXTERNAL MODULE: ./src/llm/cost.ts
var cost = __webpack_require__(8750);
// EXTERNAL MODULE: ./src/composite/measurement.ts
var composite_measurement = __webpack_require__(5335);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
;// CONCATENATED MODULE: ./src/rules/suppressions.ts
// Inline suppressions in SKILL.md, and the stable fingerprint of a flag or finding.
//   <!-- plugin-eval-disable RULE[,RULE…] [reason] -->            the whole file
//   <!-- plugin-eval-disable-next-line RULE[,RULE…] [reason] -->  the next line only
// A suppressed anti-pattern or finding stays in the reports, marked, but does not count (penalty,
// gates). A suppression that matches nothing is itself a finding. The scan is one pass over the
// text: each comment is found with indexOf, never with a backtracking pattern.


const UNUSED_SUPPRESSION = 'UNUSED_SUPPRESSION';
/** Longest comment read as a suppression (longer ones are ordinary comments). */
const MAX_DIRECTIVE_LENGTH = 500;
const DIRECTIVE = /^plugin-eval-(disable-next-line|disable)\s+([A-Z0-9_,\s]*[A-Z0-9_])(?:\s+(.*))?$/s;
(0,catalog/* registerRules */.x1)([
    {
        id: UNUSED_SUPPRESSION,
        title: 'Unused suppression',
        description: 'A plugin-eval-disable comment names a rule that does not fire where it applies.',
        fix: 'Remove the comment, or correct the rule id or its place.',
        why: 'A stale suppression hides the next real problem of that rule without anyone deciding to.',
        bad: '<!-- plugin-eval-disable-next-line MISSING_TRIGGER -->\nA line that triggers nothing.',
        good: 'The same line without the comment.',
    },
]);
/** The suppression comments of a text, in order. */
function parseSuppressions(text) {
    const out = [];
    let line = 1;
    let counted = 0;
    let at = text.indexOf('<!--');
    while (at !== -1) {
        const end = text.indexOf('-->', at + 4);
        if (end === -1)
            break;
        for (let i = text.indexOf('\n', counted); i !== -1 && i < at; i = text.indexOf('\n', i + 1))
            line++;
        counted = at;
        const inner = text.slice(at + 4, end).trim();
        if (inner.length <= MAX_DIRECTIVE_LENGTH && inner.startsWith('plugin-eval-disable')) {
            const m = DIRECTIVE.exec(inner);
            if (m) {
                const rules = m[2].split(/[\s,]+/).filter(Boolean);
                out.push({ rules, scope: m[1] === 'disable' ? 'file' : 'next-line', line, reason: (m[3] ?? '').trim() });
            }
        }
        at = text.indexOf('<!--', end + 3);
    }
    return out;
}
const NON_ASCII = /[^\x00-\x7f]/;
/** The last text normalised: the findings on one (maybe very long) line share it. */
let lastNormalised = { text: '', normalised: '' };
function normalise(s) {
    if (s === lastNormalised.text)
        return lastNormalised.normalised;
    // ASCII text is its own NFKC form.
    const nfkc = NON_ASCII.test(s) ? s.normalize('NFKC') : s;
    lastNormalised = { text: s, normalised: nfkc.replace(/\s+/g, ' ').trim().toLowerCase() };
    return lastNormalised.normalised;
}
/**
 * A fingerprint that survives moving lines: the rule, the file and the normalised text of the
 * flagged line (the message when there is no line), with a counter for repeats of the same text.
 */
function fingerprintOf(rule, file, text) {
    return sha256Hex(`${rule}\0${file}\0${normalise(text)}`).slice(0, 32);
}
/** One-shot SHA-256 (crypto.hash, Node 20.12+: no Hash object per call), else createHash. */
const oneShot = external_node_crypto_.hash;
function sha256Hex(data) {
    return oneShot ? oneShot('sha256', data, 'hex') : external_node_crypto_.createHash('sha256').update(data).digest('hex');
}
/**
 * Line `n` (1-based) of `text` split at \n, as `text.split('\n')[n - 1]` gives it, without splitting
 * the whole text: the offsets of the \n are found once, when a first line is asked for.
 */
function lineReader(text) {
    let breaks = null;
    return (n) => {
        if (breaks === null) {
            breaks = [];
            for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1))
                breaks.push(i);
        }
        if (!Number.isInteger(n) || n < 1 || n > breaks.length + 1)
            return undefined;
        const start = n === 1 ? 0 : breaks[n - 2] + 1;
        const end = n === breaks.length + 1 ? text.length : breaks[n - 1];
        return text.slice(start, end);
    };
}
/**
 * Marks the anti-patterns and findings of one SKILL.md: fingerprints on all, `suppressed` on those a
 * comment (or `disabled`, the rules a configuration turns off) silences. Returns the findings for
 * unused suppressions. Items of other files are fingerprinted but not suppressed here.
 */
function applySuppressions(text, file, antiPatterns, findings, disabled = new Set()) {
    const lineAt = lineReader(text);
    const suppressions = parseSuppressions(text);
    const used = suppressions.map(() => false);
    const seen = new Map();
    const mark = (item, target) => {
        const lineText = item.file === file && item.line !== undefined ? (lineAt(item.line) ?? '') : '';
        const base = fingerprintOf(item.rule, item.file ?? file, lineText.trim() !== '' ? lineText : item.message);
        const n = seen.get(base) ?? 0;
        seen.set(base, n + 1);
        target.fingerprint = n === 0 ? base : `${base}:${n}`;
        if (disabled.has(item.rule)) {
            target.suppressed = true;
            target.suppression_reason = 'disabled in the configuration';
            return;
        }
        if (item.file !== undefined && item.file !== file)
            return;
        suppressions.forEach((s, i) => {
            if (!s.rules.includes(item.rule))
                return;
            const applies = s.scope === 'file' || (item.line !== undefined && item.line === s.line + 1);
            if (!applies)
                return;
            used[i] = true;
            target.suppressed = true;
            if (s.reason)
                target.suppression_reason = s.reason;
        });
    };
    for (const ap of antiPatterns)
        mark({ rule: ap.flag, file: ap.file, line: ap.line, message: ap.description }, ap);
    for (const f of findings)
        mark({ rule: f.rule, file: f.file, line: f.line, message: f.message }, f);
    const unused = [];
    suppressions.forEach((s, i) => {
        if (used[i])
            return;
        unused.push({
            rule: UNUSED_SUPPRESSION,
            category: 'spec',
            severity: 0,
            level: 'low',
            message: `The ${s.scope === 'file' ? 'file' : 'next-line'} suppression of ${s.rules.join(', ')} matches nothing${s.scope === 'next-line' ? ' on the next line' : ''}.`,
            file,
            line: s.line,
        });
    });
    for (const f of unused)
        f.fingerprint = fingerprintOf(f.rule, file, lineAt(f.line ?? 1) ?? f.message);
    return unused;
}
/** Whether an anti-pattern or finding counts (is not suppressed). */
function counts(item) {
    return item.suppressed !== true;
}

// EXTERNAL MODULE: ./src/evals/parse.ts
var parse = __webpack_require__(4928);
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
    const unused = applySuppressions(skill.text, skill.file, antiPatterns, findings, disabledRules(rules));
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
    const stat = staticLayer(parsed, methodOf(options));
    const evals = (0,parse/* parseEvals */.lr)(snap.evals, parsed.name);
    const found = stat.findings.slice();
    for (const f of skillFindings(parsed))
        found.push(f);
    for (const f of evals.findings)
        found.push(f);
    const findings = markSkill(parsed, stat.layer.anti_patterns, found, options.rules);
    return { parsed, layer: stat.layer, findings, evals };
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
    const { parsed, layer, findings, evals } = done.value;
    return {
        parsed,
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
    const { parsed: skill, layer: stat, findings, evals } = skillStatic(snap, options);
    const layers = [stat];
    const { depth, llm } = options;
    if (depth !== 'quick') {
        if (!llm) {
            const message = `${snap.path}: the LLM judge${weights/* MONTE_CARLO_RUNS */.jn[depth] ? ' and Monte Carlo layers' : ' layer'} did not run (no API key); scored from the static layer only.`;
            // `llm: null` means the caller decided there are none and has said why (once per run); keep it in the result
            // only.
            if (llm === null)
                warnings.push(message);
            else
                warn(message);
        }
        else {
            const runs = weights/* MONTE_CARLO_RUNS */.jn[depth];
            const context = {
                neighbours: options.neighbours ?? [],
                ...(evals.triggerSets.length ? { triggerSets: evals.triggerSets } : {}),
            };
            const [judge, mc] = await Promise.all([
                llm.judge(skill, context),
                runs > 0 ? llm.monteCarlo(skill, runs, context) : Promise.resolve(null),
            ]);
            layers.push({ method: (0,types/* llmMethodOf */.aw)(method), ...judge });
            if (mc)
                layers.push({ method: (0,types/* llmMethodOf */.aw)(method), ...mc });
            const unmeasured = judge.metadata.unmeasured ?? [];
            if (unmeasured.length > 0) {
                warn(`${snap.path}: the judge could not measure ${unmeasured.map((u) => `${u.dimension} (${u.reason})`).join(', ')}.`);
            }
        }
    }
    if (evals.suite && (options.evals ?? depth !== 'quick')) {
        if (!llm?.evals) {
            const message = `${snap.path}: the evals in ${evals.suite.file} did not run (${llm ? 'the LLM layers cannot run them' : 'no API key'}).`;
            if (llm === null)
                warnings.push(message);
            else
                warn(message);
        }
        else {
            // The attached files are read only now, when the evals run.
            const attachments = snap.evals ? await snap.evals.readAttachments() : {};
            const layer = await llm.evals(skill, evals.suite, attachments, { neighbours: options.neighbours ?? [] });
            layers.push(layer);
            const report = layer.metadata.evals;
            if (!report || report.lift === null)
                warn(`${snap.path}: the evals in ${evals.suite.file} were not measured (${unmeasuredReason(layer)}).`);
            else if (report.lift < 0 && options.rules?.[parse/* EVALS_NEGATIVE_LIFT */.c4]?.enabled !== false) {
                const finding = negativeLift(report);
                findings.push({ ...finding, level: options.rules?.[parse/* EVALS_NEGATIVE_LIFT */.c4]?.level ?? finding.level });
            }
        }
    }
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
    const counted = stat.anti_patterns.filter(counts);
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
        advice: skillAdvice({
            ...compositeInput,
            layers: compositeInput.layers.map((l) => (l === stat ? { ...l, anti_patterns: counted } : l)),
        }, scored, (dimension) => dimensionFacts(skill, dimension, method), skill.file),
        elo,
        model_usage: usage,
        cost: (0,cost/* costOf */.ho)(usage),
        measurement,
        warnings,
        total_duration_ms: Date.now() - started,
    };
}
function unmeasuredReason(layer) {
    const unmeasured = layer.metadata.unmeasured;
    return unmeasured?.[0]?.reason ?? 'unknown';
}
const pct = (x) => (x === null ? '—' : `${(x * 100).toFixed(0)}%`);
function negativeLift(report) {
    const [lo, hi] = report.lift_ci ?? [report.lift, report.lift];
    const sure = hi < 0;
    const level = sure ? 'medium' : 'low';
    return {
        rule: parse/* EVALS_NEGATIVE_LIFT */.c4,
        category: 'spec',
        severity: parse/* EVALS_FINDING_SEVERITY */.e2[level],
        level,
        message: `${report.file}: with the skill the agent met ${pct(report.with_skill.pass_rate)} of the expectations, without it ${pct(report.without_skill.pass_rate)} ` +
            `(lift ${(report.lift * 100).toFixed(0)} points, 95% interval ${(lo * 100).toFixed(0)} to ${(hi * 100).toFixed(0)}${sure ? '' : '; the interval includes 0'}).`,
        file: report.file,
    };
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
        reference && reference.grade !== weights/* UNMEASURED_GRADE */.MQ
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
/** How many anti-patterns count (are not suppressed). */
function countedFlags(antiPatterns) {
    let n = 0;
    for (const a of antiPatterns)
        if (counts(a))
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
    const layer = method === 'reference'
        ? pluginStaticLayer(skillLayers, agents, method)
        : calibratedPluginLayer(skillLayers, skillComposites, agents);
    layer.metadata.agent_scores = agents.map((a) => ({ file: a.file, score: agentScore(a) }));
    // Calibrated: each member's score already carries its own penalty; flags are not counted twice.
    const pluginInput = {
        layers: [layer],
        flagCount: layer.anti_patterns.filter(counts).length,
        unblended: true,
        confidence: 'Estimated',
        method,
        ...(method === 'reference' ? {} : { penalty: 1 }),
    };
    const pluginComposite = (0,composite/* composite */.sN)(pluginInput);
    const memberScores = method === 'reference' ? skillLayers.map((l) => l.score) : skillComposites.map((c) => c / 100);
    const members = [
        ...snap.skills.map((s, i) => ({ path: s instanceof types/* TargetError */.I0 ? s.file : s.path, score: memberScores[i] })),
        ...agents.map((a) => ({ path: a.file, score: agentScore(a) })),
    ];
    return {
        plugin_path: snap.path,
        kind: 'plugin',
        name,
        timestamp: new Date().toISOString(),
        config: { depth: options.depth, method, ...options.config },
        layers: [serialiseLayer(layer)],
        composite: pluginComposite,
        findings,
        advice: [
            ...memberAdvice(members, pluginComposite),
            ...penaltyAdvice(pluginInput, pluginComposite, layer.anti_patterns.filter(counts)),
        ].sort((a, b) => b.gain - a.gain),
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
