export const id = 857;
export const ids = [857];
export const modules = {

/***/ 5335:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L$: () => (/* binding */ describeDimensions),
/* harmony export */   L5: () => (/* binding */ staticMeasurement),
/* harmony export */   _2: () => (/* binding */ hasUnmeasured),
/* harmony export */   ku: () => (/* binding */ measurementOf),
/* harmony export */   mY: () => (/* binding */ DEFAULT_ON_UNMEASURED),
/* harmony export */   mw: () => (/* binding */ onUnmeasuredNamed),
/* harmony export */   vR: () => (/* binding */ ON_UNMEASURED_MODES)
/* harmony export */ });
/* unused harmony exports droppedLabel, expectedLayers, isPartial */
/* harmony import */ var _contract_weights_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8175);
// What a result really measured, dimension by dimension: every layer the depth asks for should
// have measured each dimension it feeds, with every one of its calls. A layer that did not run,
// or that left a dimension out (metadata.unmeasured), leaves it unmeasured; one that measured it
// from fewer runs or calls than it planned (transport failures, the budget, the deadline:
// metadata.partial) leaves it partial. A result that is not completely measured never keeps its
// depth's label, and a score gate cannot pass on a dimension nobody measured (src/action/gate.ts,
// the CLI) under `on-unmeasured: fail`; by default it is gated on the score as measured, never a plain pass.

/** What a score gate does with a target that has an unmeasured dimension: fail, neutral (default), pass. */
const ON_UNMEASURED_MODES = ['fail', 'neutral', 'pass'];
/**
 * Neutral: a fork's pull request or a run without a key is gated on its static score (labelled
 * Estimated) and its check is neutral, which required checks accept; failing would fail every
 * such pull request whatever its score. `fail` is there for a gate that wants the LLM layers.
 */
const DEFAULT_ON_UNMEASURED = 'neutral';
/** Older spellings still read: `failure` (fail), `ignore` (pass). */
const ON_UNMEASURED_ALIASES = { failure: 'fail', ignore: 'pass' };
/** The mode a value names ('' → the default), or null when unknown. */
function onUnmeasuredNamed(value) {
    const v = (value ?? '').trim().toLowerCase();
    if (v === '')
        return DEFAULT_ON_UNMEASURED;
    if (ON_UNMEASURED_MODES.includes(v))
        return v;
    return ON_UNMEASURED_ALIASES[v] ?? null;
}
/** The labels in rank order, lowest first. */
const LABEL_RANK = ['Estimated', 'Assessed', 'Certified', 'Certified+'];
/**
 * The label of a result that is not completely measured: never a certification (Certified and
 * Certified+ become Assessed), and one rank below Assessed (Estimated) at standard depth.
 */
function droppedLabel(full) {
    if (full === 'Certified' || full === 'Certified+')
        return 'Assessed';
    return 'Estimated';
}
function lower(a, b) {
    return LABEL_RANK.indexOf(a) <= LABEL_RANK.indexOf(b) ? a : b;
}
/** The LLM layers a depth asks for (the static layer always runs). */
function expectedLayers(depth) {
    if (depth === 'quick')
        return ['static'];
    return _contract_weights_js__WEBPACK_IMPORTED_MODULE_0__/* .MONTE_CARLO_RUNS */ .jn[depth] > 0 ? ['static', 'judge', 'monte_carlo'] : ['static', 'judge'];
}
function entries(raw) {
    return (Array.isArray(raw) ? raw : []).map((u) => typeof u === 'object' && u !== null ? u : { dimension: u });
}
function sourceOf(name, layerName, layers, missing) {
    const layer = layers.find((l) => l.layer === layerName);
    if (!layer)
        return { layer: layerName, status: 'unmeasured', reason: missing };
    if (layer.dimensions[name] === undefined) {
        const why = entries(layer.metadata.unmeasured).find((u) => u.dimension === name);
        return {
            layer: layerName,
            status: 'unmeasured',
            reason: why?.reason !== undefined ? String(why.reason) : 'not measured',
        };
    }
    const partial = entries(layer.metadata.partial).find((u) => u.dimension === name);
    if (!partial)
        return { layer: layerName, status: 'measured' };
    return {
        layer: layerName,
        status: 'partial',
        reason: String(partial.reason ?? 'some units were not measured'),
        ...(typeof partial.measured === 'number' ? { measured: partial.measured } : {}),
        ...(typeof partial.planned === 'number' ? { planned: partial.planned } : {}),
    };
}
/**
 * The measurement of a skill's result from the layers the composite blends (after the evals
 * layer took output_quality, when it did). `earned` is the label the layers earned
 * (earnedConfidence); `missing` says why an absent LLM layer did not run.
 */
/** Per depth: each dimension with the expected layers that feed it (a table, computed once per depth). */
const feedingByDepth = new Map();
function feedingOf(depth) {
    let table = feedingByDepth.get(depth);
    if (!table) {
        const expected = expectedLayers(depth);
        table = _contract_weights_js__WEBPACK_IMPORTED_MODULE_0__/* .DIMENSIONS */ .Yf.map((d) => ({
            name: d.name,
            feeding: expected.filter((l) => d.blend[l] !== undefined),
        }));
        feedingByDepth.set(depth, table);
    }
    return table;
}
const EVALS_ONLY = ['evals'];
function measurementOf(depth, layers, earned, missing = 'the layer did not run') {
    const evalsQuality = layers.find((l) => l.layer === 'evals')?.dimensions.output_quality !== undefined;
    const dimensions = [];
    for (const d of feedingOf(depth)) {
        // When the evals layer measured output quality it alone gives that dimension.
        const feeding = d.name === 'output_quality' && evalsQuality ? EVALS_ONLY : d.feeding;
        if (feeding.length === 0)
            continue;
        const sources = feeding.map((l) => sourceOf(d.name, l, layers, missing));
        const measured = sources.filter((s) => s.status !== 'unmeasured').length;
        const status = measured === 0 ? 'unmeasured' : sources.every((s) => s.status === 'measured') ? 'measured' : 'partial';
        dimensions.push({ name: d.name, status, sources });
    }
    const unmeasured = dimensions.filter((d) => d.status === 'unmeasured').map((d) => d.name);
    const partial = dimensions.filter((d) => d.status === 'partial').map((d) => d.name);
    const complete = unmeasured.length === 0 && partial.length === 0;
    const full = _contract_weights_js__WEBPACK_IMPORTED_MODULE_0__/* .CONFIDENCE_BY_DEPTH */ .R[depth];
    const shown = complete ? earned : lower(earned, droppedLabel(full));
    return { complete, unmeasured, partial, dimensions, label: { full, shown, dropped: shown !== full } };
}
/** The measurement of a static-only result (a plugin, or any target at quick depth): complete. */
function staticMeasurement(label = 'Estimated') {
    return {
        complete: true,
        unmeasured: [],
        partial: [],
        dimensions: [],
        label: { full: label, shown: label, dropped: false },
    };
}
/** One line: `output quality (judge: HTTP 529 Overloaded); robustness (monte carlo: 9 of 50 runs lost: HTTP 529)`. */
function describeDimensions(m, status) {
    return m.dimensions
        .filter((d) => d.status === status)
        .map((d) => {
        const why = d.sources
            .filter((s) => s.status !== 'measured')
            .map((s) => `${s.layer.replace('_', ' ')}: ${s.measured !== undefined && s.planned !== undefined ? `${s.measured} of ${s.planned} measured, ` : ''}${s.reason ?? 'not measured'}`);
        return `${d.name.replace(/_/g, ' ')} (${why.join('; ')})`;
    })
        .join('; ');
}
/** Whether a result has a dimension its depth asks for that no layer measured. */
function hasUnmeasured(result) {
    return (result.measurement?.unmeasured.length ?? 0) > 0;
}
/** Whether every dimension was measured, but some from fewer runs or calls than planned. */
function isPartial(result) {
    return !hasUnmeasured(result) && (result.measurement?.partial.length ?? 0) > 0;
}


/***/ }),

/***/ 3579:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AA: () => (/* binding */ DEFAULT_METHOD),
/* harmony export */   D_: () => (/* binding */ DEPTHS),
/* harmony export */   I0: () => (/* binding */ TargetError),
/* harmony export */   J8: () => (/* binding */ METHODS),
/* harmony export */   OW: () => (/* binding */ isJsonObject),
/* harmony export */   aw: () => (/* binding */ llmMethodOf),
/* harmony export */   gY: () => (/* binding */ DEFAULT_LLM_METHOD),
/* harmony export */   tc: () => (/* binding */ methodNamed)
/* harmony export */ });
// The data that flows through the engine: read → parse → rules → layers → composite → reports.
// Every stage is a pure function of the previous stage's output; file systems, GitHub and the
// Anthropic API live in src/adapters and src/read.
const DEPTHS = ['quick', 'standard', 'deep', 'thorough'];
const METHODS = ['calibrated', 'reference'];
const DEFAULT_METHOD = 'calibrated';
/**
 * The static method a `--method` / `method` value names (`measured` is an alias of calibrated); undefined when unknown.
 */
function methodNamed(value) {
    const v = (value ?? '').trim().toLowerCase();
    if (v === '')
        return DEFAULT_METHOD;
    if (v === 'reference')
        return 'reference';
    if (v === 'calibrated' || v === 'measured')
        return 'calibrated';
    return undefined;
}
/** The LLM layers' method that goes with a static method (the calibrated method measures; the reference reproduces). */
function llmMethodOf(method) {
    return method === 'reference' ? 'reference' : 'measured';
}
/** The LLM layers' method when none is given: the one that goes with DEFAULT_METHOD. */
const DEFAULT_LLM_METHOD = llmMethodOf(DEFAULT_METHOD);
/** A clear, per-target error: what file, which field, what is wrong. Never thrown past a target. */
class TargetError extends Error {
    file;
    field;
    constructor(message, file, field) {
        super(message);
        this.file = file;
        this.field = field;
        this.name = 'TargetError';
    }
}
/** A JSON object: not null, not an array (what a parsed report, label file or manifest must be). */
function isJsonObject(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}


/***/ }),

/***/ 8175:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $I: () => (/* binding */ AGREEMENT_MIN_ITEMS),
/* harmony export */   CS: () => (/* binding */ METHOD_DIFF_SHOWN),
/* harmony export */   F1: () => (/* binding */ SARIF_LEVEL),
/* harmony export */   F4: () => (/* binding */ GRADES),
/* harmony export */   FP: () => (/* binding */ CONFIG_FILE_ALTERNATIVES),
/* harmony export */   GR: () => (/* binding */ PENALTY),
/* harmony export */   Gr: () => (/* binding */ ORCHESTRATION),
/* harmony export */   IY: () => (/* binding */ PLUGIN_DIMENSION_ORDER),
/* harmony export */   MQ: () => (/* binding */ UNMEASURED_GRADE),
/* harmony export */   PS: () => (/* binding */ FAILING_GRADE),
/* harmony export */   Pe: () => (/* binding */ ECOSYSTEM),
/* harmony export */   R: () => (/* binding */ CONFIDENCE_BY_DEPTH),
/* harmony export */   RI: () => (/* binding */ FRONTMATTER),
/* harmony export */   Sr: () => (/* binding */ AGENT),
/* harmony export */   Yf: () => (/* binding */ DIMENSIONS),
/* harmony export */   c3: () => (/* binding */ ANTI_PATTERN),
/* harmony export */   ee: () => (/* binding */ PORTABILITY),
/* harmony export */   g2: () => (/* binding */ CONFIG_FILE),
/* harmony export */   hc: () => (/* binding */ BADGES),
/* harmony export */   jn: () => (/* binding */ MONTE_CARLO_RUNS),
/* harmony export */   lJ: () => (/* binding */ DEFAULT_JUDGES_BY_DEPTH),
/* harmony export */   mX: () => (/* binding */ STRUCTURE),
/* harmony export */   rb: () => (/* binding */ SCORE_NOISE_DECIMALS),
/* harmony export */   ri: () => (/* binding */ SWEEP_WORKERS),
/* harmony export */   t_: () => (/* binding */ STATIC_SUBSCORES),
/* harmony export */   u4: () => (/* binding */ PROGRESSIVE),
/* harmony export */   xZ: () => (/* binding */ TOKENS),
/* harmony export */   xs: () => (/* binding */ ELO_BADGE),
/* harmony export */   yl: () => (/* binding */ PROJECT)
/* harmony export */ });
/** Spec §5: dimension weights and how much each layer counts inside a dimension. */
const DIMENSIONS = [
    { name: 'triggering_accuracy', weight: 0.25, blend: { static: 0.15, judge: 0.25, monte_carlo: 0.6 } },
    { name: 'orchestration_fitness', weight: 0.2, blend: { static: 0.1, judge: 0.7 } },
    // evals: only present with the calibrated method, which then leaves output_quality to it alone
    // (src/engine/evaluate.ts).
    { name: 'output_quality', weight: 0.15, blend: { judge: 0.4, monte_carlo: 0.6, evals: 1 } },
    { name: 'scope_calibration', weight: 0.12, blend: { judge: 0.55 } },
    { name: 'progressive_disclosure', weight: 0.1, blend: { static: 0.8 } },
    { name: 'token_efficiency', weight: 0.06, blend: { static: 0.4, monte_carlo: 0.5 } },
    { name: 'robustness', weight: 0.05, blend: { monte_carlo: 0.8 } },
    { name: 'structural_completeness', weight: 0.03, blend: { static: 0.9 } },
    { name: 'code_template_quality', weight: 0.02, blend: {} },
    { name: 'ecosystem_coherence', weight: 0.02, blend: { static: 0.85 } },
];
/** Spec §3: the static layer's sub-scores, their weights (in summation order) and the dimension each feeds. */
const STATIC_SUBSCORES = [
    { name: 'frontmatter_quality', weight: 0.32, dimension: 'triggering_accuracy' },
    { name: 'orchestration_wiring', weight: 0.23, dimension: 'orchestration_fitness' },
    { name: 'progressive_disclosure', weight: 0.14, dimension: 'progressive_disclosure' },
    { name: 'structural_completeness', weight: 0.1, dimension: 'structural_completeness' },
    { name: 'token_efficiency', weight: 0.09, dimension: 'token_efficiency' },
    { name: 'ecosystem_coherence', weight: 0.06, dimension: 'ecosystem_coherence' },
    { name: 'harness_portability', weight: 0.06, dimension: null },
];
/**
 * Spec §5: the reference's static mapping, whose order a plugin's composite sums follow (its
 * measured weight sum and its weighted sum), so that a plugin at 0.9 gets exactly 90.0.
 */
const PLUGIN_DIMENSION_ORDER = [
    'triggering_accuracy',
    'orchestration_fitness',
    'structural_completeness',
    'progressive_disclosure',
    'token_efficiency',
    'ecosystem_coherence',
];
/** Spec §2: anti-pattern severities and limits. */
const ANTI_PATTERN = {
    severity: {
        OVER_CONSTRAINED: 0.1,
        EMPTY_DESCRIPTION: 0.1,
        MISSING_TRIGGER: 0.15,
        BLOATED_SKILL: 0.1,
        ORPHAN_REFERENCE: 0.05,
        DEAD_CROSS_REF: 0.05,
    },
    maxMustCount: 15,
    minDescriptionLength: 20,
    bloatedLineCount: 800,
};
/** Spec §2: penalty = max(floor, 1 − perFlag × flags). */
const PENALTY = { perFlag: 0.05, floor: 0.5 };
/** Spec §3: frontmatter_quality. */
const FRONTMATTER = {
    nameDiffers: 0.15,
    nameEqualsFolder: 0.1,
    descriptionLength: [
        { min: 100, score: 0.25 },
        { min: 60, score: 0.2 },
        { min: 30, score: 0.15 },
        { min: 10, score: 0.05 },
    ],
    pushinessWeight: 0.6,
    pushiness: {
        triggerPhrase: 0.25,
        proactively: 0.15,
        keyword: 0.1,
        manyContextItems: { min: 3, score: 0.2 },
        someContextItems: { min: 1, score: 0.1 },
        gerundContext: 0.15,
        longDescription: { min: 40, score: 0.1 },
    },
};
/** Spec §3: orchestration_wiring. */
const ORCHESTRATION = {
    base: 0.7,
    outputFormat: 0.1,
    producesWords: 0.05,
    inputWords: 0.1,
    fences: { min: 2, score: 0.05 },
    orchestratorWords: -0.15,
};
/** Spec §3: progressive_disclosure by line count, then the folders' bonuses. */
const PROGRESSIVE = {
    byLines: [
        { min: 200, max: 600, score: 0.6 },
        { min: 100, max: 199, score: 0.5 },
        { min: 601, max: 800, score: 0.4 },
        { min: -Infinity, max: 99, score: 0.2 },
        { min: 801, max: Infinity, score: 0.15 },
    ],
    referencesLong: { minLines: 401, score: 0.25 },
    referencesShort: 0.15,
    assets: 0.15,
};
/** Spec §3: structural_completeness. */
const STRUCTURE = {
    headings: [
        { min: 6, score: 0.2 },
        { min: 4, score: 0.15 },
        { min: 2, score: 0.1 },
    ],
    fences: [
        { min: 5, score: 0.2 },
        { min: 3, score: 0.15 },
        { min: 1, score: 0.1 },
    ],
    languages: [
        { min: 3, score: 0.15 },
        { min: 2, score: 0.1 },
    ],
    examples: 0.15,
    troubleshooting: 0.15,
    table: 0.1,
    decisionWords: 0.05,
};
/** Spec §3: token_efficiency. */
const TOKENS = {
    base: 1.0,
    density: [
        { above: 0.5, penalty: 0.4 },
        { above: 0.2, penalty: 0.2 },
        { above: 0.1, penalty: 0.1 },
    ],
    repetitionWeight: 0.4,
};
/** Spec §3: ecosystem_coherence. */
const ECOSYSTEM = { base: 0.5, perCrossRef: 0.08, crossRefCap: 0.25, relatedWords: 0.25 };
/** Spec §3: harness_portability findings. */
const PORTABILITY = {
    codexCapBytes: 8192,
    codexCapSeverity: 0.15,
    toolRefPerName: 0.02,
    toolRefCap: 0.1,
    toolProseSeverity: 0.05,
    toolNames: [
        'Read',
        'Edit',
        'Write',
        'Bash',
        'Grep',
        'Glob',
        'Agent',
        'Task',
        'TodoWrite',
        'WebFetch',
        'WebSearch',
        'LS',
        'LSP',
    ],
};
/** Spec §4: agent scores. */
const AGENT = {
    base: 0.5,
    useProactively: 0.2,
    tools: 0.1,
    longDescription: { min: 40, score: 0.1 },
    shortDescription: { min: 20, score: 0.05 },
    model: 0.1,
    emptyPluginScore: 0.5,
};
/** Spec §5: grades of score×100, highest first. */
const GRADES = [
    { min: 97, grade: 'A+' },
    { min: 93, grade: 'A' },
    { min: 90, grade: 'A-' },
    { min: 87, grade: 'B+' },
    { min: 83, grade: 'B' },
    { min: 80, grade: 'B-' },
    { min: 77, grade: 'C+' },
    { min: 73, grade: 'C' },
    { min: 70, grade: 'C-' },
    { min: 67, grade: 'D+' },
    { min: 63, grade: 'D' },
    { min: 60, grade: 'D-' },
];
const FAILING_GRADE = 'F';
const UNMEASURED_GRADE = '—';
/** Spec §5: badges by composite, and by Elo when there is a rating. */
const BADGES = [
    { badge: 'platinum', minScore: 90, minElo: 1600 },
    { badge: 'gold', minScore: 80, minElo: 1500 },
    { badge: 'silver', minScore: 70, minElo: 1400 },
    { badge: 'bronze', minScore: 60, minElo: 1300 },
];
/**
 * Calibrated method: an Elo rating clears a badge line (spec §5: with a rating, the badge needs it
 * too) only when its interval's lower bound clears it and the pairwise judge was consistent when
 * the order was swapped — at most `maxPositionInconsistency` of the pairs flipped, over at least
 * `minPairsChecked` pairs. A judge that always prefers the skill shown first flips every pair: its
 * rating (the opponents' mean) confirms no line. The reference method uses the point rating.
 */
const ELO_BADGE = { maxPositionInconsistency: 0.25, minPairsChecked: 3 };
/**
 * Agreement of the judges (Krippendorff's ordinal alpha over their rubric levels) is reported only
 * over at least this many items rated by two or more judges: over the three rubric dimensions of
 * one skill it would be noise.
 */
const AGREEMENT_MIN_ITEMS = 10;
const CONFIDENCE_BY_DEPTH = {
    quick: 'Estimated',
    standard: 'Assessed',
    deep: 'Certified',
    thorough: 'Certified+',
};
/**
 * Judge samples when none is asked for: one at standard depth (the reference's cost), three at
 * deep and thorough, so that a Certified result's judged dimensions have a real spread.
 */
const DEFAULT_JUDGES_BY_DEPTH = { quick: 1, standard: 1, deep: 3, thorough: 3 };
/** Spec §7: simulated runs per depth (0 = no Monte Carlo layer). */
const MONTE_CARLO_RUNS = { quick: 0, standard: 0, deep: 50, thorough: 100 };
/**
 * Calibrated method: composite and dimension scores are rounded once to this many decimals before
 * grades and badges are decided, so IEEE noise (0.7 * 0.1 / 0.1 = 0.6999999999999998) never moves
 * a grade or badge. Reports show scores truncated to one decimal, so a shown score and its badge agree.
 */
const SCORE_NOISE_DECIMALS = 9;
/** The configuration file's name in a repository, and the other names accepted for it. */
const CONFIG_FILE = '.plugin-eval.yml';
const CONFIG_FILE_ALTERNATIVES = ['.plugin-eval.yaml'];
/** Where the project lives: rule pages and SARIF help links point into it. */
const PROJECT = {
    repository: 'plugin-eval/plugin-eval',
    url: 'https://github.com/plugin-eval/plugin-eval',
    /** Folder of the generated rule pages, relative to the repository root. */
    ruleDocsDir: 'docs/rules',
};
/** SARIF levels for anti-patterns and for each finding level (code scanning shows error/warning/note). */
const SARIF_LEVEL = {
    antiPattern: 'warning',
    targetError: 'error',
    finding: { high: 'error', medium: 'warning', low: 'note', info: 'note' },
};
/**
 * `compare` and the PR comment show both methods' static numbers when they differ by more than this (composite points).
 */
const METHOD_DIFF_SHOWN = 1;
/**
 * Worker threads of a sweep (src/sweep/pool.ts): the fewest targets for which a sweep starts them
 * on its own (below, their start-up costs about what they save), the targets handed out at once
 * (whole plugins, so a chunk can hold a few more), and the most threads that score, the main one included.
 */
const SWEEP_WORKERS = { minTargets: 200, chunkTargets: 16, maxThreads: 16 };


/***/ }),

/***/ 5403:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   T: () => (/* binding */ GenerationCache)
/* harmony export */ });
// A cache of bounded size for whole-sweep lookups (a file source's folder listings and resolved
// paths): two generations of at most `limit` entries each. New entries go into the current one;
// when it is full it becomes the old one and the previous old one is dropped; an entry found in
// the old one moves back into the current one. Nearly an LRU at two map lookups, so a sweep of
// any size keeps at most 2 × limit entries, and one that fits keeps every entry.
class GenerationCache {
    limit;
    current = new Map();
    old = new Map();
    constructor(limit) {
        this.limit = limit;
    }
    get(key) {
        const found = this.current.get(key);
        if (found !== undefined || this.old.size === 0)
            return found;
        const aged = this.old.get(key);
        if (aged !== undefined) {
            this.old.delete(key);
            this.set(key, aged);
        }
        return aged;
    }
    set(key, value) {
        if (this.current.size >= this.limit && !this.current.has(key)) {
            this.old = this.current;
            this.current = new Map();
        }
        this.current.set(key, value);
    }
    get size() {
        return this.current.size + this.old.size;
    }
}


/***/ }),

/***/ 5233:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  W2: () => (/* binding */ DEFAULT_MAX_READ_BYTES),
  pU: () => (/* binding */ DiskSource),
  yq: () => (/* binding */ FileTooLargeError),
  M$: () => (/* binding */ isGitName),
  lG: () => (/* binding */ joinInside),
  fr: () => (/* binding */ readPrefix),
  vM: () => (/* binding */ underGit)
});

// UNUSED EXPORTS: DISK_CACHE_LIMITS, DISK_FILE_CACHE, MemorySource, compareCodePoints, readCappedFile

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/read/generations.ts
var generations = __webpack_require__(5403);
;// CONCATENATED MODULE: ./src/read/recentFiles.ts
// The bytes of the files a file source read last, kept up to a total size: in a sweep the same
// file is often read again soon (a collection reads its skills' SKILL.md files, then each skill
// reads its own; sibling skills link the same shared documents), and a file kept is not opened
// again. The least recently used file is dropped first, so memory stays bounded however large the tree.
class RecentFiles {
    maxBytes;
    maxFiles;
    /** In order of use, the least recent first (a Map keeps insertion order). */
    files = new Map();
    bytes = 0;
    constructor(
    /** Total bytes kept at most. */
    maxBytes, 
    /** Files kept at most (small files still cost an entry each). */
    maxFiles) {
        this.maxBytes = maxBytes;
        this.maxFiles = maxFiles;
    }
    get(key) {
        const found = this.files.get(key);
        if (found !== undefined) {
            this.files.delete(key);
            this.files.set(key, found);
        }
        return found;
    }
    /** Keeps `bytes` as the most recent; a file larger than a tenth of the total is not kept. */
    set(key, bytes) {
        if (bytes.length * 10 > this.maxBytes)
            return;
        const before = this.files.get(key);
        if (before !== undefined) {
            this.files.delete(key);
            this.bytes -= before.length;
        }
        this.files.set(key, bytes);
        this.bytes += bytes.length;
        for (const [oldest, held] of this.files) {
            if (this.bytes <= this.maxBytes && this.files.size <= this.maxFiles)
                break;
            this.files.delete(oldest);
            this.bytes -= held.length;
        }
    }
    get size() {
        return this.files.size;
    }
    get totalBytes() {
        return this.bytes;
    }
}

;// CONCATENATED MODULE: ./src/read/source.ts
// Where a target's files come from: the disk (CLI, Action workspace), a git commit (the PR base),
// or memory (tests). Paths are POSIX paths relative to the source's root; nothing outside the
// root and nothing under .git is ever read: `..` that climbs out, symbolic links that point out or
// into .git, and files over the caller's size limit are refused.




/** The first `maxBytes` bytes of a file, through the source's readHead, else read whole and copied. */
async function readPrefix(source, rel, maxBytes) {
    if (source.readHead)
        return source.readHead(rel, maxBytes);
    const whole = await source.readFile(rel);
    return { bytes: whole.slice(0, maxBytes), size: whole.length };
}
/**
 * Orders names by code point, as Python's sorted() does (not by UTF-16 unit); only the sign of the
 * result means anything. Without allocating: the first differing unit decides, read as the code
 * point it belongs to (a surrogate pair straddling it is read whole).
 */
function compareCodePoints(a, b) {
    const n = a.length < b.length ? a.length : b.length;
    let i = 0;
    while (i < n && a.charCodeAt(i) === b.charCodeAt(i))
        i++;
    // One is a prefix of the other (in units, hence in code points): the shorter comes first.
    if (i === n)
        return a.length - b.length;
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    // Neither is a surrogate (nearly every name): units and code points order alike.
    if ((x < 0xd800 || x > 0xdfff) && (y < 0xd800 || y > 0xdfff))
        return x - y;
    // A high surrogate just before pairs with a low one here: the code point starts one unit back.
    const prev = i > 0 ? a.charCodeAt(i - 1) : 0;
    const at = prev >= 0xd800 && prev <= 0xdbff && ((x >= 0xdc00 && x <= 0xdfff) || (y >= 0xdc00 && y <= 0xdfff)) ? i - 1 : i;
    return a.codePointAt(at) - b.codePointAt(at);
}
/** Something that keeps a path from being plain: a backslash, an empty, `.` or `..` component. */
const NOT_PLAIN_RE = /\\|^\/|\/$|\/\/|(?:^|\/)\.\.?(?:\/|$)/;
/** As NOT_PLAIN_RE, with backslashes allowed (they are ordinary characters in a POSIX name). */
const NOT_NORMAL_RE = /^\/|\/$|\/\/|(?:^|\/)\.\.?(?:\/|$)/;
/** Joins and normalises POSIX relative paths; returns null when the result climbs out of the root. */
function joinInside(...parts) {
    // Plain names joined by single slashes are already normal (the common case, and a hot one).
    let plain = '';
    let i = 0;
    for (; i < parts.length; i++) {
        const p = parts[i];
        if (p === '')
            continue;
        if (NOT_PLAIN_RE.test(p))
            break;
        plain = plain === '' ? p : `${plain}/${p}`;
    }
    if (i === parts.length)
        return plain;
    const joined = external_node_path_.posix.normalize(parts.filter((p) => p !== '' && p !== '.').join('/') || '.');
    if (joined === '..' || joined.startsWith('../') || external_node_path_.posix.isAbsolute(joined))
        return null;
    return joined === '.' ? '' : joined.replace(/\/$/, '');
}
/** Whether a path component names a git folder, as git itself compares it: case-insensitively,
 *  ignoring the trailing dots and spaces Windows drops, the characters macOS ignores, and the NTFS
 *  short name. Nothing under such a folder is ever read (it holds the checkout's credentials). */
function isGitName(name) {
    if (name.length < 4)
        return false;
    // Plain ASCII (nearly every name): only the trailing dots and spaces can be dropped.
    if (/^[\x20-\x7e]*$/.test(name)) {
        let end = name.length;
        while (end > 0 && (name.charCodeAt(end - 1) === 0x2e || name.charCodeAt(end - 1) === 0x20))
            end--;
        if (end !== 4 && end !== 5)
            return false;
        const a = name.slice(0, end).toLowerCase();
        return a === '.git' || a === 'git~1';
    }
    const n = name
        .replace(/[\u200c-\u200f\u202a-\u202e\u206a-\u206f\ufeff]/gu, '')
        .replace(/[ .]+$/u, '')
        .toLowerCase();
    return n === '.git' || n === 'git~1';
}
/** Whether any component of a relative POSIX path names a git folder. */
function underGit(rel) {
    return rel.split('/').some(isGitName);
}
/** Bytes read from one file when the caller names no smaller limit. */
const DEFAULT_MAX_READ_BYTES = 16 * 1024 * 1024;
/** A file over the caller's size limit; thrown before any byte of it is read. */
class FileTooLargeError extends Error {
    rel;
    size;
    maxBytes;
    constructor(rel, size, maxBytes) {
        super(`${rel} is ${size} bytes, over the ${maxBytes}-byte limit`);
        this.rel = rel;
        this.size = size;
        this.maxBytes = maxBytes;
    }
}
const O_NOFOLLOW = external_node_fs_.constants.O_NOFOLLOW ?? 0;
/** A folder's entry: its name (one component, from a listing or a checked path) under its real path. */
function childPath(dir, name) {
    return dir.endsWith(external_node_path_.sep) ? dir + name : dir + external_node_path_.sep + name;
}
/** Entries per generation of DiskSource's caches: the folders of a sweep of several hundred real
 *  targets (about 6,000) fit whole; a path dropped is resolved again from its folder's listing
 *  (no system call while that is kept). A larger sweep keeps the most recently used. */
const DISK_CACHE_LIMITS = { folders: 8192, paths: 16384 };
/** The files DiskSource keeps the bytes of, the most recently read (src/read/recentFiles.ts): in the
 *  real tree measured, nearly every file read twice was read again within the 8 MB read after it. */
const DISK_FILE_CACHE = { bytes: 8 * 1024 * 1024, files: 1024 };
/** Folders above a path looked up in the resolved paths before walking down from the root instead. */
const ANCESTORS_LOOKED_UP = 4;
/**
 * Files under a folder on disk. Symbolic links are followed only when they stay inside the root
 * and out of any .git folder; nothing under .git is listed or read. Each folder is read once
 * (one readdir whose entry types say what is a file, a folder or a link) and each link resolved
 * once, so a sweep costs a few system calls per folder and one open per file read, not a realpath
 * per path. The source sees the tree as it first read it (a sweep too large for its caches may
 * read a folder again): make a new one after changing files.
 */
class DiskSource {
    root;
    label;
    rootName;
    rootReal;
    // The caches are bounded (src/read/generations.ts) so that a sweep's memory does not grow with the
    // tree; a path or folder dropped from them is resolved or read again if asked for again.
    /** Entries of each real folder read so far (null: not a readable folder). */
    folders = new generations/* GenerationCache */.T(DISK_CACHE_LIMITS.folders);
    /** Each link resolved so far, by its real location. */
    links = new generations/* GenerationCache */.T(DISK_CACHE_LIMITS.folders);
    /** Each path resolved so far, as the caller wrote it (a sweep asks for most paths several times). */
    paths = new generations/* GenerationCache */.T(DISK_CACHE_LIMITS.paths);
    /** What `list` gives for each real folder listed so far. */
    listings = new generations/* GenerationCache */.T(DISK_CACHE_LIMITS.folders);
    /** The bytes of the files read last, by real path. */
    recent = new RecentFiles(DISK_FILE_CACHE.bytes, DISK_FILE_CACHE.files);
    constructor(root) {
        this.root = root;
        this.label = root;
        this.rootName = external_node_path_.basename(external_node_path_.resolve(root));
        let real;
        try {
            real = external_node_fs_.realpathSync.native(root);
        }
        catch {
            real = external_node_path_.resolve(root);
        }
        this.rootReal = real;
    }
    entries(realDir) {
        let entries = this.folders.get(realDir);
        if (entries === undefined) {
            try {
                entries = new Map();
                for (const d of external_node_fs_.readdirSync(realDir, { withFileTypes: true })) {
                    entries.set(d.name, d.isSymbolicLink() ? 'link' : d.isFile() ? 'file' : d.isDirectory() ? 'dir' : 'other');
                }
            }
            catch {
                entries = null;
            }
            this.folders.set(realDir, entries);
        }
        return entries;
    }
    /** Where the link at `abs` (whose folder is real) leads; refused when outside the root or into .git. */
    follow(abs) {
        let found = this.links.get(abs);
        if (found === undefined) {
            try {
                const real = external_node_fs_.realpathSync.native(abs); // null when dangling or looping
                const root = this.rootReal;
                const inside = real === root || real.startsWith(root.endsWith(external_node_path_.sep) ? root : root + external_node_path_.sep);
                if (!inside || real.slice(root.length).split(external_node_path_.sep).some(isGitName)) {
                    found = { type: 'symlink-outside' };
                }
                else {
                    const st = external_node_fs_.statSync(real);
                    found = { type: st.isFile() ? 'file' : st.isDirectory() ? 'dir' : 'other', real };
                }
            }
            catch {
                found = null;
            }
            this.links.set(abs, found);
        }
        return found;
    }
    /** Where `rel` leads, resolved once per path. */
    resolve(rel) {
        let found = this.paths.get(rel);
        if (found === undefined) {
            found = this.resolveUncached(rel);
            this.paths.set(rel, found);
        }
        return found;
    }
    /**
     * A normal path is one step from its folder, which a sweep has nearly always resolved already
     * (its listing, or a sibling's path); otherwise from the nearest folder above it that is resolved,
     * each folder on the way kept. Any other path is normalised first.
     */
    resolveUncached(rel) {
        if (rel === '')
            return { type: 'dir', real: this.rootReal };
        if (NOT_NORMAL_RE.test(rel)) {
            const inside = joinInside(rel);
            return inside === null ? null : this.resolve(inside);
        }
        const slash = rel.lastIndexOf('/');
        if (slash < 0)
            return this.step({ type: 'dir', real: this.rootReal }, rel);
        return this.step(this.folderOf(rel, slash), rel.slice(slash + 1));
    }
    /** Where the folder `rel.slice(0, end)` leads: stepped down from the nearest folder above it already resolved. */
    folderOf(rel, end) {
        // Looks a few folders up at most: a path of many components not seen before is walked from the root.
        let cut = end;
        let at;
        for (let tries = 0; tries < ANCESTORS_LOOKED_UP && cut > 0; tries++) {
            at = this.paths.get(rel.slice(0, cut));
            if (at !== undefined)
                break;
            cut = rel.lastIndexOf('/', cut - 1);
        }
        if (at === undefined) {
            at = { type: 'dir', real: this.rootReal };
            cut = -1;
        }
        while (cut < end) {
            if (at === null || at.type === 'symlink-outside')
                return at;
            const next = rel.indexOf('/', cut + 1);
            at = this.step(at, rel.slice(cut + 1, next));
            this.paths.set(rel.slice(0, next), at);
            cut = next;
        }
        return at;
    }
    /** Where the entry `name` of what `at` resolved to leads; a refused link refuses all beneath it. */
    step(at, name) {
        if (at === null || at.type === 'symlink-outside')
            return at;
        if (at.type !== 'dir' || isGitName(name))
            return null;
        const kind = this.entries(at.real)?.get(name);
        if (kind === undefined)
            return null;
        const abs = childPath(at.real, name);
        return kind === 'link' ? this.follow(abs) : { type: kind, real: abs };
    }
    async stat(rel) {
        return this.resolve(rel)?.type ?? null;
    }
    async identify(rel) {
        const found = this.resolve(rel);
        if (found === null || found.type !== 'file')
            return null;
        try {
            return { id: found.real, size: external_node_fs_.statSync(found.real).size };
        }
        catch {
            return null;
        }
    }
    async readHead(rel, maxBytes) {
        return withOpenFile(this.regularFile(rel), rel, (fd, size) => ({
            bytes: readAt(fd, Math.min(size, maxBytes)),
            size,
        }));
    }
    /** A file read again soon is not read from disk again: the bytes returned may be another caller's too. */
    async readFile(rel, maxBytes = DEFAULT_MAX_READ_BYTES) {
        const real = this.regularFile(rel);
        const kept = this.recent.get(real);
        if (kept !== undefined) {
            if (kept.length > maxBytes)
                throw new FileTooLargeError(rel, kept.length, maxBytes);
            return kept;
        }
        const bytes = readCappedFile(real, rel, maxBytes);
        this.recent.set(real, bytes);
        return bytes;
    }
    /** The real path of the regular file at `rel`; throws when there is none. */
    regularFile(rel) {
        const found = this.resolve(rel);
        if (found === null)
            throw new Error(joinInside(rel) === null ? `${rel}: path leaves the repository root` : `${rel}: no such file`);
        if (found.type === 'symlink-outside')
            throw new Error(`${rel}: symbolic link points outside the repository root or into .git`);
        if (found.type !== 'file')
            throw new Error(`${rel}: not a regular file`);
        return found.real;
    }
    async list(rel) {
        const found = this.resolve(rel);
        if (found === null || found.type !== 'dir')
            return null;
        let listing = this.listings.get(found.real);
        if (listing === undefined) {
            listing = this.listUncached(found.real);
            this.listings.set(found.real, listing);
        }
        return listing === null ? null : listing.slice();
    }
    /** A real folder's entries as `list` gives them, sorted by name. */
    listUncached(real) {
        const entries = this.entries(real);
        if (entries === null)
            return null;
        const out = [];
        for (const [name, kind] of entries) {
            if (isGitName(name))
                continue;
            let type;
            if (kind === 'link') {
                const to = this.follow(childPath(real, name));
                if (to === null)
                    continue; // dangling link: nothing there
                // A linked folder is not walked into by listings (links can loop); it can still be read by path.
                type = to.type === 'dir' ? 'other' : to.type;
            }
            else {
                type = kind;
            }
            out.push({ name, type });
        }
        return out.sort((a, b) => compareCodePoints(a.name, b.name));
    }
}
/**
 * Reads a regular file whose path has no link in it: opened without following a link, its size
 * taken from the open descriptor and checked before any byte is read, and never more than that
 * size read (a file that grows meanwhile is cut where it was measured).
 */
function readCappedFile(real, rel, maxBytes) {
    return withOpenFile(real, rel, (fd, size) => {
        if (size > maxBytes)
            throw new FileTooLargeError(rel, size, maxBytes);
        return readAt(fd, size);
    });
}
/** Runs `use` on a regular file opened without following a link, with its size from the descriptor. */
function withOpenFile(real, rel, use) {
    const fd = external_node_fs_.openSync(real, external_node_fs_.constants.O_RDONLY | O_NOFOLLOW);
    try {
        const st = external_node_fs_.fstatSync(fd);
        if (!st.isFile())
            throw new Error(`${rel}: not a regular file`);
        return use(fd, st.size);
    }
    finally {
        external_node_fs_.closeSync(fd);
    }
}
/** Up to `size` bytes from the start of an open file (fewer when it shrank meanwhile). */
function readAt(fd, size) {
    const buf = Buffer.allocUnsafe(size);
    let n = 0;
    while (n < size) {
        const got = external_node_fs_.readSync(fd, buf, n, size - n, n);
        if (got === 0)
            break;
        n += got;
    }
    return new Uint8Array(buf.buffer, buf.byteOffset, n);
}
/** An in-memory tree: `{ 'skills/a/SKILL.md': '...' }`. Used for tests and for the PR base version. */
class MemorySource {
    label;
    rootName;
    files = new Map();
    dirs = new Set(['']);
    /** The names directly inside each folder (files and folders), so a listing costs its own entries. */
    children = new Map([['', new Set()]]);
    constructor(files, label = 'memory', rootName = 'root') {
        this.label = label;
        this.rootName = rootName;
        for (const [p, content] of Object.entries(files))
            this.add(p, content);
    }
    add(p, content) {
        const rel = joinInside(p);
        if (rel === null || rel === '')
            throw new Error(`bad path ${p}`);
        this.files.set(rel, typeof content === 'string' ? new TextEncoder().encode(content) : content);
        const parts = rel.split('/');
        for (let i = 1; i < parts.length; i++)
            this.addFolder(parts.slice(0, i).join('/'));
        this.childrenOf(parts.slice(0, -1).join('/')).add(parts[parts.length - 1]);
    }
    /** Marks a folder as existing even when empty. */
    addDir(p) {
        const rel = joinInside(p);
        if (rel === null)
            throw new Error(`bad path ${p}`);
        const parts = rel.split('/');
        for (let i = 1; i <= parts.length; i++)
            this.addFolder(parts.slice(0, i).join('/'));
    }
    addFolder(rel) {
        if (this.dirs.has(rel))
            return;
        this.dirs.add(rel);
        const slash = rel.lastIndexOf('/');
        this.childrenOf(slash < 0 ? '' : rel.slice(0, slash)).add(rel.slice(slash + 1));
    }
    childrenOf(dir) {
        let names = this.children.get(dir);
        if (names === undefined) {
            names = new Set();
            this.children.set(dir, names);
        }
        return names;
    }
    async stat(rel) {
        const p = joinInside(rel);
        if (p === null || underGit(p))
            return null;
        if (this.files.has(p))
            return 'file';
        if (this.dirs.has(p))
            return 'dir';
        return null;
    }
    async readFile(rel, maxBytes = DEFAULT_MAX_READ_BYTES) {
        const p = joinInside(rel);
        const data = p === null || underGit(p) ? undefined : this.files.get(p);
        if (!data)
            throw new Error(`${rel}: no such file`);
        if (data.length > maxBytes)
            throw new FileTooLargeError(rel, data.length, maxBytes);
        return data;
    }
    async identify(rel) {
        const p = joinInside(rel);
        const data = p === null || underGit(p) ? undefined : this.files.get(p);
        return data && p !== null ? { id: p, size: data.length } : null;
    }
    async readHead(rel, maxBytes) {
        const data = await this.readFile(rel, Infinity);
        return { bytes: data.slice(0, maxBytes), size: data.length };
    }
    async list(rel) {
        const p = joinInside(rel);
        if (p === null || underGit(p) || !this.dirs.has(p))
            return null;
        const prefix = p === '' ? '' : p + '/';
        const out = [];
        // A name that is both a file and a folder (`a` and `a/b` added) lists as the folder.
        for (const name of this.children.get(p) ?? []) {
            if (!isGitName(name))
                out.push({ name, type: this.dirs.has(prefix + name) ? 'dir' : 'file' });
        }
        return out.sort((a, b) => compareCodePoints(a.name, b.name));
    }
}


/***/ }),

/***/ 3168:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B3: () => (/* binding */ iqr),
/* harmony export */   B4: () => (/* binding */ bootstrapMeanInterval),
/* harmony export */   Ep: () => (/* binding */ krippendorffAlphaOrdinal),
/* harmony export */   F3: () => (/* binding */ BOOTSTRAP_SEED),
/* harmony export */   G: () => (/* binding */ holding),
/* harmony export */   GP: () => (/* binding */ populationStdDev),
/* harmony export */   JZ: () => (/* binding */ median),
/* harmony export */   W2: () => (/* binding */ outliers),
/* harmony export */   i2: () => (/* binding */ mean),
/* harmony export */   kZ: () => (/* binding */ bootstrapGroupsInterval),
/* harmony export */   kd: () => (/* binding */ bootstrapInterval),
/* harmony export */   mI: () => (/* binding */ clopperPearson),
/* harmony export */   ms: () => (/* binding */ coefficientOfVariation),
/* harmony export */   rF: () => (/* binding */ wilson),
/* harmony export */   sK: () => (/* binding */ mulberry32),
/* harmony export */   uF: () => (/* binding */ BOOTSTRAP_RESAMPLES)
/* harmony export */ });
/* unused harmony exports WILSON_Z, INTERVAL_ALPHA, OUTLIER_FENCE, quantile, logGamma, regularizedIncompleteBeta, betaQuantile, cohensKappa, meanPairwiseKappa */
// Statistics for the Monte Carlo layer (spec §7), in one place and with exact methods:
// Wilson score interval, seeded percentile bootstrap, Clopper-Pearson from the exact beta
// quantile, and the descriptive figures (median, quartiles, population std-dev, CV).
/** Two-sided 95% normal quantile used by the Wilson interval (spec §7). */
const WILSON_Z = 1.96;
/** Resamples of the percentile bootstrap (spec §7). */
const BOOTSTRAP_RESAMPLES = 1000;
/** Seed of the bootstrap when the caller gives none: the same data always gives the same interval. */
const BOOTSTRAP_SEED = 0x5eed;
/** Two-sided error rate of the 95% intervals. */
const INTERVAL_ALPHA = 0.05;
/** Tukey's fence multiplier for token outliers. */
const OUTLIER_FENCE = 1.5;
/** Wilson score interval for `successes` out of `trials`; [0, 1] when there are no trials. */
function wilson(successes, trials, z = WILSON_Z) {
    if (trials <= 0)
        return [0, 1];
    const p = successes / trials;
    const z2 = z * z;
    const denom = 1 + z2 / trials;
    const centre = (p + z2 / (2 * trials)) / denom;
    const half = (z * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials))) / denom;
    return [Math.max(0, centre - half), Math.min(1, centre + half)];
}
/** mulberry32: a small, fast 32-bit PRNG; good enough for resampling and fully reproducible. */
function mulberry32(seed) {
    let state = seed >>> 0;
    return () => {
        state = (state + 0x6d2b79f5) >>> 0;
        let t = state;
        t = Math.imul(t ^ (t >>> 15), t | 1);
        t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
        return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
}
function mean(values) {
    if (values.length === 0)
        return NaN;
    let sum = 0;
    for (const v of values)
        sum += v;
    return sum / values.length;
}
/** Quantile with linear interpolation between order statistics (numpy's default, R type 7). */
function quantile(values, q) {
    if (values.length === 0)
        return NaN;
    const sorted = [...values].sort((a, b) => a - b);
    return quantileSorted(sorted, q);
}
function quantileSorted(sorted, q) {
    const rank = q * (sorted.length - 1);
    const lo = Math.floor(rank);
    const hi = Math.ceil(rank);
    if (lo === hi)
        return sorted[lo];
    return sorted[lo] + (sorted[hi] - sorted[lo]) * (rank - lo);
}
function median(values) {
    return quantile(values, 0.5);
}
/** Interquartile range: [Q1, Q3] and their difference. */
function iqr(values) {
    const sorted = [...values].sort((a, b) => a - b);
    const q1 = quantileSorted(sorted, 0.25);
    const q3 = quantileSorted(sorted, 0.75);
    return { q1, q3, iqr: q3 - q1 };
}
/** Values outside Tukey's fences (Q1 − 1.5·IQR, Q3 + 1.5·IQR). */
function outliers(values) {
    if (values.length === 0)
        return [];
    const { q1, q3, iqr: range } = iqr(values);
    const low = q1 - OUTLIER_FENCE * range;
    const high = q3 + OUTLIER_FENCE * range;
    return values.filter((v) => v < low || v > high);
}
/** Population standard deviation (divides by n, as the reference does). */
function populationStdDev(values) {
    if (values.length === 0)
        return NaN;
    const m = mean(values);
    let sum = 0;
    for (const v of values)
        sum += (v - m) * (v - m);
    return Math.sqrt(sum / values.length);
}
/** Coefficient of variation σ/μ; 0 when every value is 0, +∞ when only the mean is 0. */
function coefficientOfVariation(values) {
    const m = mean(values);
    const sd = populationStdDev(values);
    if (Number.isNaN(m))
        return NaN;
    if (m === 0)
        return sd === 0 ? 0 : Infinity;
    return sd / Math.abs(m);
}
/**
 * Percentile bootstrap interval of the mean: `resamples` resamples with replacement drawn from a
 * seeded PRNG, then the α/2 and 1−α/2 quantiles of the resampled means. Null for no data.
 */
function bootstrapMeanInterval(values, options = {}) {
    const n = values.length;
    if (n === 0)
        return null;
    const resamples = options.resamples ?? BOOTSTRAP_RESAMPLES;
    const alpha = options.alpha ?? INTERVAL_ALPHA;
    const random = mulberry32(options.seed ?? BOOTSTRAP_SEED);
    const means = new Array(resamples);
    for (let r = 0; r < resamples; r++) {
        let sum = 0;
        for (let i = 0; i < n; i++)
            sum += values[Math.floor(random() * n)];
        means[r] = sum / n;
    }
    means.sort((a, b) => a - b);
    return [quantileSorted(means, alpha / 2), quantileSorted(means, 1 - alpha / 2)];
}
// Lanczos approximation (g = 7, n = 9): ln Γ(x) to about 15 significant digits.
const LANCZOS_G = 7;
const LANCZOS_COEFFICIENTS = [
    0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059,
    12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
];
function logGamma(x) {
    if (x < 0.5)
        return Math.log(Math.PI / Math.abs(Math.sin(Math.PI * x))) - logGamma(1 - x);
    const z = x - 1;
    let series = LANCZOS_COEFFICIENTS[0];
    for (let i = 1; i < LANCZOS_COEFFICIENTS.length; i++)
        series += LANCZOS_COEFFICIENTS[i] / (z + i);
    const t = z + LANCZOS_G + 0.5;
    return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(series);
}
const CF_MAX_ITERATIONS = 500;
const CF_EPSILON = 1e-16;
const CF_TINY = 1e-300;
/** Continued fraction of the incomplete beta (modified Lentz), valid for x < (a+1)/(a+b+2). */
function betaContinuedFraction(x, a, b) {
    const qab = a + b;
    const qap = a + 1;
    const qam = a - 1;
    let c = 1;
    let d = 1 - (qab * x) / qap;
    if (Math.abs(d) < CF_TINY)
        d = CF_TINY;
    d = 1 / d;
    let h = d;
    for (let m = 1; m <= CF_MAX_ITERATIONS; m++) {
        const m2 = 2 * m;
        let aa = (m * (b - m) * x) / ((qam + m2) * (a + m2));
        d = 1 + aa * d;
        if (Math.abs(d) < CF_TINY)
            d = CF_TINY;
        c = 1 + aa / c;
        if (Math.abs(c) < CF_TINY)
            c = CF_TINY;
        d = 1 / d;
        h *= d * c;
        aa = (-(a + m) * (qab + m) * x) / ((a + m2) * (qap + m2));
        d = 1 + aa * d;
        if (Math.abs(d) < CF_TINY)
            d = CF_TINY;
        c = 1 + aa / c;
        if (Math.abs(c) < CF_TINY)
            c = CF_TINY;
        d = 1 / d;
        const delta = d * c;
        h *= delta;
        if (Math.abs(delta - 1) < CF_EPSILON)
            break;
    }
    return h;
}
/** Regularised incomplete beta I_x(a, b) for a, b > 0. */
function regularizedIncompleteBeta(x, a, b) {
    if (x <= 0)
        return 0;
    if (x >= 1)
        return 1;
    const logFront = logGamma(a + b) - logGamma(a) - logGamma(b) + a * Math.log(x) + b * Math.log1p(-x);
    if (x < (a + 1) / (a + b + 2))
        return (Math.exp(logFront) * betaContinuedFraction(x, a, b)) / a;
    return 1 - (Math.exp(logFront) * betaContinuedFraction(1 - x, b, a)) / b;
}
/** Exact beta quantile: the x with I_x(a, b) = p, by bisection (I is increasing in x). */
function betaQuantile(p, a, b) {
    if (p <= 0)
        return 0;
    if (p >= 1)
        return 1;
    let lo = 0;
    let hi = 1;
    // 200 halvings reach the spacing of doubles near any x in (0, 1); stop earlier when they meet.
    for (let i = 0; i < 200; i++) {
        const mid = (lo + hi) / 2;
        if (mid <= lo || mid >= hi)
            break;
        if (regularizedIncompleteBeta(mid, a, b) < p)
            lo = mid;
        else
            hi = mid;
    }
    return (lo + hi) / 2;
}
/** Clopper-Pearson ("exact") interval for `successes` out of `trials`; [0, 1] when there are no trials. */
function clopperPearson(successes, trials, alpha = INTERVAL_ALPHA) {
    if (trials <= 0)
        return [0, 1];
    const lower = successes <= 0 ? 0 : betaQuantile(alpha / 2, successes, trials - successes + 1);
    const upper = successes >= trials ? 1 : betaQuantile(1 - alpha / 2, successes + 1, trials - successes);
    return [lower, upper];
}
// ---- resampling of any statistic, and agreement between judges ----------------------------
/**
 * Percentile bootstrap interval of any statistic over groups resampled independently (a
 * stratified bootstrap): each resample draws, within every group, as many items as it holds, with
 * replacement, and evaluates `statistic` on the resampled groups. Seeded, so the same data always
 * gives the same interval. Null when every group is empty.
 */
function bootstrapGroupsInterval(groups, statistic, options = {}) {
    if (groups.every((g) => g.length === 0))
        return null;
    const resamples = options.resamples ?? BOOTSTRAP_RESAMPLES;
    const alpha = options.alpha ?? INTERVAL_ALPHA;
    const random = mulberry32(options.seed ?? BOOTSTRAP_SEED);
    const values = [];
    for (let r = 0; r < resamples; r++) {
        const drawn = groups.map((g) => Array.from({ length: g.length }, () => g[Math.floor(random() * g.length)]));
        const value = statistic(drawn);
        if (Number.isFinite(value))
            values.push(value);
    }
    if (values.length === 0)
        return null;
    values.sort((a, b) => a - b);
    return [quantileSorted(values, alpha / 2), quantileSorted(values, 1 - alpha / 2)];
}
/** Percentile bootstrap interval of any statistic of one sample (see bootstrapGroupsInterval). */
function bootstrapInterval(values, statistic, options = {}) {
    return bootstrapGroupsInterval([values], (groups) => statistic(groups[0]), options);
}
/** An interval widened, when needed, to hold its point estimate (a percentile bootstrap need not). */
function holding(interval, point) {
    return [Math.min(interval[0], point), Math.max(interval[1], point)];
}
/** Cohen's kappa (unweighted) of two raters' levels over the same items. */
function cohensKappa(a, b) {
    if (a.length !== b.length)
        throw new Error(`cohensKappa: ${a.length} and ${b.length} ratings`);
    const n = a.length;
    if (n === 0)
        return { observed: NaN, expected: NaN, kappa: null };
    let same = 0;
    const countA = new Map();
    const countB = new Map();
    for (let i = 0; i < n; i++) {
        if (a[i] === b[i])
            same++;
        countA.set(a[i], (countA.get(a[i]) ?? 0) + 1);
        countB.set(b[i], (countB.get(b[i]) ?? 0) + 1);
    }
    const observed = same / n;
    let expected = 0;
    for (const [level, ca] of countA)
        expected += (ca / n) * ((countB.get(level) ?? 0) / n);
    const kappa = expected >= 1 ? null : (observed - expected) / (1 - expected);
    return { observed, expected, kappa };
}
/**
 * Agreement of several raters over the same items: Cohen's kappa for two, and for more the mean of
 * Cohen's kappa over every pair of raters (Light's kappa). Pairs whose kappa is undefined are left
 * out of the mean (null when all are); `observed` is the mean pairwise share of equal levels.
 */
function meanPairwiseKappa(raters) {
    const kappas = [];
    const observed = [];
    for (let i = 0; i < raters.length; i++) {
        for (let j = i + 1; j < raters.length; j++) {
            const agreement = cohensKappa(raters[i], raters[j]);
            observed.push(agreement.observed);
            if (agreement.kappa !== null)
                kappas.push(agreement.kappa);
        }
    }
    return {
        observed: observed.length ? mean(observed) : NaN,
        kappa: kappas.length ? mean(kappas) : null,
        pairs: observed.length,
    };
}
/**
 * Krippendorff's alpha for ordinal data: `units` holds, per item, the levels (0, 1, … in rank
 * order) the raters gave it (missing ratings left out). Units with fewer than two values are not
 * pairable and are left out. From the coincidence matrix o (each ordered pair of values within a
 * unit counts 1/(m_u − 1)), the ordinal distance δ²(c, k) = (Σ_{g=c..k} n_g − (n_c + n_k)/2)², and
 * α = 1 − (n − 1) · Σ o_ck δ²_ck / Σ n_c n_k δ²_ck. Null when there is no disagreement to expect
 * (every value the same, or fewer than two pairable values).
 */
function krippendorffAlphaOrdinal(units) {
    const pairable = units.filter((u) => u.length >= 2);
    const levels = [...new Set(pairable.flat())].sort((a, b) => a - b);
    const index = new Map(levels.map((l, i) => [l, i]));
    const k = levels.length;
    const o = Array.from({ length: k }, () => new Array(k).fill(0));
    for (const unit of pairable) {
        const m = unit.length;
        for (let i = 0; i < m; i++) {
            for (let j = 0; j < m; j++) {
                if (i !== j)
                    o[index.get(unit[i])][index.get(unit[j])] += 1 / (m - 1);
            }
        }
    }
    const nc = o.map((row) => row.reduce((s, x) => s + x, 0));
    const n = nc.reduce((s, x) => s + x, 0);
    if (n < 2 || k < 2)
        return { alpha: null, pairable: pairable.length, values: Math.round(n) };
    const delta2 = (c, d) => {
        const [lo, hi] = c <= d ? [c, d] : [d, c];
        let sum = 0;
        for (let g = lo; g <= hi; g++)
            sum += nc[g];
        const x = sum - (nc[lo] + nc[hi]) / 2;
        return x * x;
    };
    let observed = 0;
    let expected = 0;
    for (let c = 0; c < k; c++) {
        for (let d = 0; d < k; d++) {
            const w = delta2(c, d);
            observed += o[c][d] * w;
            expected += nc[c] * nc[d] * w;
        }
    }
    return {
        alpha: expected === 0 ? null : 1 - ((n - 1) * observed) / expected,
        pairable: pairable.length,
        values: Math.round(n),
    };
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
