export const id = 12;
export const ids = [12];
export const modules = {

/***/ 3493:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   aB: () => (/* binding */ toJson)
/* harmony export */ });
/* unused harmony exports renderJson, renderErrorJson, renderCompareJson */
/**
 * Any report object as pretty JSON with a trailing newline. Non-finite numbers become null (JSON.stringify's own rule;
 * no replacer, which would slow every key).
 */
function toJson(value) {
    return JSON.stringify(value, null, 2) + '\n';
}
/** The JSON report of one target. */
function renderJson(result) {
    return toJson(result);
}
/** The JSON printed for a target that could not be scored. */
function renderErrorJson(error) {
    return toJson({ ok: false, ...error });
}
/** The JSON of `compare A B`. */
function renderCompareJson(comparison) {
    return toJson(comparison);
}


/***/ }),

/***/ 1809:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   VZ: () => (/* binding */ targetFileStem),
/* harmony export */   oT: () => (/* binding */ outcomePath)
/* harmony export */ });
/* unused harmony export RESERVED_STEMS */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
// Where a target's report files go: a file stem per target path, safe on any file system, that never collides with
// another target's or with the report's fixed files.

/** Longest per-target file stem before it is shortened and given a hash. */
const MAX_STEM_LENGTH = 120;
/** How a hashed stem ends: `-` and 8 hex digits of the path's SHA-1. */
const HASHED_STEM_END = /-[0-9a-f]{8}$/;
/**
 * Stems of the fixed files of the report and badge folders (and of the root target): a target
 * named like one gets a hash, so it cannot overwrite them (compared ignoring case, as some file
 * systems do). src/action/badges.ts's overall badge and README are among them.
 */
const RESERVED_STEMS = ['root', 'summary', 'index', 'plugin-eval', 'readme-badges'];
/** File stem of a target's report files: its path with `/` → `__`, plus a hash when it had to change. */
function targetFileStem(targetPath) {
    const p = targetPath.replace(/^\.\/+/, '').replace(/\/+$/, '');
    if (p === '' || p === '.')
        return 'root';
    const safe = p
        .replace(/\//g, '__')
        .replace(/[^A-Za-z0-9._-]/g, '_')
        .replace(/^\.+/, '_');
    // A stem without a hash must decode to one path only: `/` becomes `__`, so a path holding `__`
    // or a `_` beside a `/` (`a__bad` against `a/bad`), or ending like a hashed stem, takes a hash.
    const ambiguous = /__|_\/|\/_/.test(p) || HASHED_STEM_END.test(safe);
    const needsHash = ambiguous ||
        safe !== p.replace(/\//g, '__') ||
        safe.length > MAX_STEM_LENGTH ||
        RESERVED_STEMS.includes(safe.toLowerCase());
    if (!needsHash)
        return safe;
    const hash = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha1').update(p).digest('hex').slice(0, 8);
    return `${safe.slice(0, MAX_STEM_LENGTH)}-${hash}`;
}
function outcomePath(o) {
    return o.ok ? o.result.plugin_path : o.error.plugin_path;
}


/***/ }),

/***/ 5336:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   IA: () => (/* reexport safe */ _types_js__WEBPACK_IMPORTED_MODULE_7__.IA),
/* harmony export */   LP: () => (/* binding */ scoreOnThreads),
/* harmony export */   U3: () => (/* binding */ sweepThreads)
/* harmony export */ });
/* unused harmony exports DEFAULT_WORKER_LIMITS, workerEntry, automaticThreads, chunkTargets */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3136);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_url__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_worker_threads__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5919);
/* harmony import */ var node_worker_threads__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_worker_threads__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _read_source_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5233);
/* harmony import */ var _score_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(5637);
/* harmony import */ var _contract_weights_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(8175);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(9961);
// Scoring a sweep's targets on worker threads across the machine's cores. Each worker scores whole
// chunks of targets with the same code as the main thread (src/sweep/score.ts), which scores chunks
// too; the outcomes come back in the targets' order, the progress callback runs once per target on
// the main thread, and a plugin and its skills that are targets stay in one chunk, so that they
// share their reading and static scoring as in one thread (src/read/shared.ts).
//
// Only worth it when scoring is CPU work on files: a disk source (memory and git sources stay in
// this thread), no LLM layers (those sweeps wait on the network), enough targets, and CPUs that
// other work leaves idle: a worker costs CPU of its own (loading the engine, compiling it again,
// copying the results), which a machine already busy pays in wall time.









/**
 * Each worker's old generation when the caller sets no limits: V8 lets an unbounded heap grow to
 * several times its live data between collections, and a worker's live data (its caches and a
 * chunk's results) stays near 50 MB. A worker that runs out fails and this thread scores its chunk.
 */
const DEFAULT_WORKER_LIMITS = { maxOldGenerationSizeMb: 160 };
/** The worker's own entry file, beside this module in build/. */
const WORKER_FILE = './worker.js';
/** The bundle's entry, beside the chunk this module is in (dist/). */
const BUNDLE_ENTRY = './index.js';
/**
 * The file a worker runs: build/sweep/worker.js beside build/sweep/pool.js; in the ncc bundle, where
 * this module is in one of the chunks of dist/, the bundle's entry dist/index.js (src/index.ts
 * starts the worker instead of the Action when it is loaded in one). Null when neither is there
 * (the sources run as TypeScript).
 */
let entry;
function workerEntry() {
    if (entry !== undefined)
        return entry;
    // Read into a variable: ncc would otherwise take `new URL('…', import.meta.url)` for an asset to copy.
    const here = import.meta.url;
    let url = null;
    if (here.endsWith('/sweep/pool.js'))
        url = new URL(WORKER_FILE, here);
    else if (here.endsWith('.js') || here.endsWith('.mjs'))
        url = new URL(BUNDLE_ENTRY, here);
    try {
        entry = url && (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)((0,node_url__WEBPACK_IMPORTED_MODULE_2__.fileURLToPath)(url)) ? url : null;
    }
    catch {
        entry = null;
    }
    return entry;
}
/**
 * How many threads score these targets, the main thread included (1: this thread only). Workers
 * need a plain disk source (re-opened in each worker), no LLM layers and no work shared by the
 * caller, and `workers` above 1; with `auto`, also SWEEP_WORKERS.minTargets targets and more than
 * one idle CPU (automaticThreads). `machine` is this machine unless a test says otherwise.
 */
function sweepThreads(source, targets, options, machine = { cpus: (0,node_os__WEBPACK_IMPORTED_MODULE_1__.availableParallelism)(), load: (0,node_os__WEBPACK_IMPORTED_MODULE_1__.loadavg)()[0] }) {
    const requested = options.workers;
    if (requested === undefined || (requested !== 'auto' && requested <= 1))
        return 1;
    if (!(source instanceof _read_source_js__WEBPACK_IMPORTED_MODULE_4__/* .DiskSource */ .pU) || Object.getPrototypeOf(source) !== _read_source_js__WEBPACK_IMPORTED_MODULE_4__/* .DiskSource */ .pU.prototype)
        return 1;
    if (options.llm || options.shared !== undefined)
        return 1;
    const chunks = Math.ceil(targets.length / _contract_weights_js__WEBPACK_IMPORTED_MODULE_6__/* .SWEEP_WORKERS */ .ri.chunkTargets);
    const wanted = requested !== 'auto'
        ? requested
        : targets.length >= _contract_weights_js__WEBPACK_IMPORTED_MODULE_6__/* .SWEEP_WORKERS */ .ri.minTargets
            ? automaticThreads(machine.cpus, machine.load)
            : 1;
    const threads = Math.min(Math.floor(wanted), _contract_weights_js__WEBPACK_IMPORTED_MODULE_6__/* .SWEEP_WORKERS */ .ri.maxThreads, chunks);
    if (threads <= 1 || workerEntry() === null)
        return 1;
    return threads;
}
/**
 * Threads for a large sweep when none were asked for: one per CPU that the last minute's load
 * average leaves idle, this one's included (the load is 0 where the system does not report it).
 */
function automaticThreads(cpus, load) {
    return Math.max(1, Math.min(cpus, Math.round(cpus - load)));
}
/**
 * Consecutive targets cut into chunks of about SWEEP_WORKERS.chunkTargets, never between a plugin and a
 * skill of its own that is a target (`<plugin>/skills/<name>`, the skills it reads): indexes into targets.
 */
function chunkTargets(targets, size = _contract_weights_js__WEBPACK_IMPORTED_MODULE_6__/* .SWEEP_WORKERS */ .ri.chunkTargets) {
    const normal = (p) => (p === '.' ? '' : p);
    const plugins = new Set(targets.filter((t) => t.kind === 'plugin').map((t) => normal(t.path)));
    // Each target's group: its plugin's path for such a skill, its own path otherwise.
    const groupOf = (t) => {
        const p = normal(t.path);
        if (t.kind !== 'skill')
            return p;
        const skillsDir = p.slice(0, Math.max(0, p.lastIndexOf('/')));
        const slash = skillsDir.lastIndexOf('/');
        if (skillsDir === '' || skillsDir.slice(slash + 1) !== 'skills')
            return p;
        const plugin = slash < 0 ? '' : skillsDir.slice(0, slash);
        return plugins.has(plugin) ? plugin : p;
    };
    const groups = new Map();
    targets.forEach((t, i) => {
        const owner = groupOf(t);
        const key = t.kind === 'plugin' || owner !== normal(t.path) ? `plugin:${owner}` : `skill:${owner}`;
        const g = groups.get(key);
        if (g)
            g.push(i);
        else
            groups.set(key, [i]);
    });
    const chunks = [];
    let current = [];
    for (const g of groups.values()) {
        current.push(...g);
        if (current.length >= size) {
            chunks.push(current);
            current = [];
        }
    }
    if (current.length)
        chunks.push(current);
    return chunks;
}
/** The options every worker gets: the caller's, less what lives in this thread (callbacks, shared work). */
function commonOptions(options) {
    const { onProgress: _p, optionsFor: _o, warn: _w, shared: _s, llm: _l, workers: _n, workerLimits: _r, onThreads: _t, onOutcome: _c, ...rest } = options;
    const common = {};
    for (const [k, v] of Object.entries(rest))
        if (typeof v !== 'function')
            common[k] = v;
    return common;
}
function signal(state) {
    const w = state.wake;
    state.wake = null;
    w?.();
}
/** Takes in the outcomes of a scored chunk: warnings, progress, and each outcome at its target's index. */
function finish(state, chunk, scored, warnings) {
    const { options, targets, outcomes } = state;
    for (const m of warnings)
        options.warn?.(m);
    chunk.forEach((index, k) => {
        state.done += 1;
        options.onProgress?.(state.done, targets.length, scored[k]);
        outcomes[index] = options.onOutcome ? options.onOutcome(index, scored[k]) : scored[k];
    });
}
/**
 * Starts one worker (added to `workers`) that takes chunks from the queue, two at a time, and gives
 * back what it had not finished when it fails. False when the worker cannot start.
 */
function startWorker(state, setup, workers) {
    const { options, targets } = state;
    let worker;
    try {
        worker = new node_worker_threads__WEBPACK_IMPORTED_MODULE_3__.Worker(workerEntry(), {
            workerData: setup,
            resourceLimits: options.workerLimits ?? DEFAULT_WORKER_LIMITS,
        });
    }
    catch {
        // Options that cannot be sent to a thread: this thread scores them all.
        return false;
    }
    workers.push(worker);
    state.running += 1;
    const inFlight = new Map();
    let nextId = 0;
    let alive = true;
    const feed = () => {
        const chunk = state.queue.shift();
        if (!chunk)
            return;
        const id = nextId++;
        inFlight.set(id, chunk);
        const extras = options.optionsFor ? chunk.map((i) => options.optionsFor(targets[i])) : null;
        const message = { id, targets: chunk.map((i) => targets[i]), extras };
        try {
            worker.postMessage(message);
        }
        catch {
            inFlight.delete(id);
            state.retry.push(chunk);
            void worker.terminate();
        }
    };
    worker.on('message', (msg) => {
        const chunk = inFlight.get(msg.id);
        if (!chunk || !alive)
            return;
        inFlight.delete(msg.id);
        state.stats.workerTargets += chunk.length;
        finish(state, chunk, msg.outcomes, msg.warnings);
        feed();
        if (inFlight.size === 0) {
            // Nothing left to hand out: this worker is done.
            alive = false;
            state.running -= 1;
            signal(state);
        }
    });
    const fail = () => {
        if (!alive)
            return;
        alive = false;
        state.running -= 1;
        state.stats.failedWorkers += 1;
        for (const chunk of inFlight.values())
            state.retry.push(chunk);
        inFlight.clear();
        signal(state);
    };
    worker.on('error', fail);
    worker.on('messageerror', () => void worker.terminate());
    worker.on('exit', fail);
    // Two chunks each: the next is waiting while one is scored.
    feed();
    feed();
    if (inFlight.size === 0) {
        alive = false;
        state.running -= 1;
    }
    return true;
}
/** This thread takes chunks from the same queue, then what failed workers left, until the workers are done. */
async function scoreHere(state) {
    const { source, targets, options } = state;
    for (;;) {
        const chunk = state.queue.shift() ?? state.retry.shift();
        if (chunk) {
            // Warnings go straight to the caller here; progress is counted with the workers' targets.
            const scored = await (0,_score_js__WEBPACK_IMPORTED_MODULE_5__/* .scoreInProcess */ .B1)(source, chunk.map((i) => targets[i]), { ...options, onProgress: undefined, onOutcome: undefined });
            finish(state, chunk, scored, []);
            // Let the workers' messages in (scoring may not have yielded to them), then the next chunk.
            await new Promise((resolve) => setImmediate(resolve));
            continue;
        }
        if (state.running === 0)
            break;
        await new Promise((resolve) => {
            state.wake = resolve;
        });
    }
}
/**
 * Scores targets on `threads` threads: threads − 1 workers and this one, taking chunks from one
 * queue. A worker that fails (or cannot start) gives its unfinished chunk back to this thread,
 * which scores it as it would have; the workers are ended before this returns.
 */
async function scoreOnThreads(source, targets, options, threads) {
    const state = {
        source,
        targets,
        options,
        outcomes: new Array(targets.length),
        queue: chunkTargets(targets),
        retry: [],
        done: 0,
        running: 0,
        stats: { threads, workerTargets: 0, failedWorkers: 0 },
        wake: null,
    };
    const setup = {
        kind: _types_js__WEBPACK_IMPORTED_MODULE_7__/* .SWEEP_WORKER */ .IA,
        root: source.root,
        options: commonOptions(options),
        warn: options.warn !== undefined,
    };
    const workers = [];
    try {
        for (let n = 1; n < threads; n++)
            if (!startWorker(state, setup, workers))
                break;
        state.stats.threads = 1 + workers.length;
        await scoreHere(state);
    }
    finally {
        await Promise.all(workers.map((w) => w.terminate()));
    }
    options.onThreads?.(state.stats);
    return state.outcomes;
}


/***/ }),

/***/ 1731:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O: () => (/* binding */ readSweepOutcomes)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _fileStem_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1809);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9961);
// Reading a sweep's per-target reports back (merging shards).




/**
 * Reads the per-target JSON files of sweep output folders back into outcomes (for merging
 * shards). summary.json and other files are skipped; unreadable files are reported, not thrown.
 */
async function readSweepOutcomes(dirs) {
    const byPath = new Map();
    const problems = [];
    for (const dir of dirs) {
        let names;
        try {
            names = (await node_fs__WEBPACK_IMPORTED_MODULE_0__.promises.readdir(dir)).filter((n) => n.endsWith('.json') && n !== _types_js__WEBPACK_IMPORTED_MODULE_3__/* .SUMMARY_JSON */ .qJ).sort();
        }
        catch (err) {
            problems.push(`${dir}: ${err instanceof Error ? err.message : String(err)}`);
            continue;
        }
        for (const name of names) {
            const file = node_path__WEBPACK_IMPORTED_MODULE_1__.join(dir, name);
            try {
                const data = JSON.parse(await node_fs__WEBPACK_IMPORTED_MODULE_0__.promises.readFile(file, 'utf8'));
                if (typeof data.plugin_path !== 'string')
                    throw new Error('not a plugin-eval target report');
                let outcome;
                if (data.ok === false || typeof data.error === 'string') {
                    const { ok: _ok, ...error } = data;
                    outcome = { ok: false, error: error };
                }
                else {
                    outcome = { ok: true, result: data };
                }
                byPath.set(data.plugin_path, outcome);
            }
            catch (err) {
                problems.push(`${file}: ${err instanceof Error ? err.message : String(err)}`);
            }
        }
    }
    const outcomes = [...byPath.values()].sort((a, b) => (0,_fileStem_js__WEBPACK_IMPORTED_MODULE_2__/* .outcomePath */ .oT)(a) < (0,_fileStem_js__WEBPACK_IMPORTED_MODULE_2__/* .outcomePath */ .oT)(b) ? -1 : (0,_fileStem_js__WEBPACK_IMPORTED_MODULE_2__/* .outcomePath */ .oT)(a) > (0,_fileStem_js__WEBPACK_IMPORTED_MODULE_2__/* .outcomePath */ .oT)(b) ? 1 : 0);
    return { outcomes, problems };
}


/***/ }),

/***/ 1012:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  LC: () => (/* reexport */ ReportFolder),
  qJ: () => (/* reexport */ types/* SUMMARY_JSON */.qJ),
  Ji: () => (/* binding */ scoreTargets),
  Xm: () => (/* binding */ selectShard),
  fS: () => (/* reexport */ summarise/* summarise */.f),
  VZ: () => (/* reexport */ fileStem/* targetFileStem */.VZ),
  QJ: () => (/* reexport */ writeSweep)
});

// UNUSED EXPORTS: ATTENTION_SCORE, DEFAULT_SWEEP_CONCURRENCY, INDEX_HTML, RESERVED_STEMS, SUMMARY_MD, outcomeJson, overwriteFile, parseShard, readSweepOutcomes, runSweep, shardOf

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: ./src/engine/evaluate.ts + 21 modules
var evaluate = __webpack_require__(2334);
// EXTERNAL MODULE: ./src/config/settings.ts
var settings = __webpack_require__(4661);
// EXTERNAL MODULE: ./src/sweep/score.ts + 1 modules
var score = __webpack_require__(5637);
// EXTERNAL MODULE: ./src/sweep/pool.ts
var pool = __webpack_require__(5336);
// EXTERNAL MODULE: ./src/sweep/types.ts
var types = __webpack_require__(9961);
// EXTERNAL MODULE: ./src/sweep/fileStem.ts
var fileStem = __webpack_require__(1809);
// EXTERNAL MODULE: ./src/sweep/summarise.ts
var summarise = __webpack_require__(6164);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/reports/json.ts
var json = __webpack_require__(3493);
// EXTERNAL MODULE: ./src/reports/markdown/sweepSummary.ts
var sweepSummary = __webpack_require__(5873);
;// CONCATENATED MODULE: ./src/sweep/reportFolder.ts
// Writing a sweep's report folder: one JSON (and page) per target, summary.json, summary.md and index.html.






/** The JSON written for one target: its report, or its error. */
function outcomeJson(outcome) {
    return outcome.ok ? (0,json/* toJson */.aB)(outcome.result) : (0,json/* toJson */.aB)({ ...outcome.error, ok: false });
}
/**
 * Writes `text` to `file`, creating it or overwriting it in place and cutting it to the new length.
 * Synchronous: hundreds of small files cost a third of the CPU of promise-based writes. Not opened
 * with O_TRUNC: ext4 flushes a file truncated to zero on close (so that a rewrite cannot lose
 * data), which makes every rewrite of a report folder wait on the disk. The text is handed to the
 * write as it is (Node encodes it outside the JavaScript heap): a buffer of every report's bytes
 * made here was garbage the collector had to follow.
 */
function overwriteFile(file, text) {
    const length = Buffer.byteLength(text, 'utf8');
    const fd = (0,external_node_fs_.openSync)(file, external_node_fs_.constants.O_WRONLY | external_node_fs_.constants.O_CREAT, 0o666);
    try {
        let n = (0,external_node_fs_.writeSync)(fd, text, 0, 'utf8');
        if (n < length) {
            // A short write (a full disk, a signal): the rest from the encoded bytes, or the error it meets.
            const data = Buffer.from(text, 'utf8');
            while (n < length)
                n += (0,external_node_fs_.writeSync)(fd, data, n, length - n, n);
        }
        (0,external_node_fs_.ftruncateSync)(fd, length);
    }
    finally {
        (0,external_node_fs_.closeSync)(fd);
    }
}
/** Writes files of a report folder, each rendered only when it is written; collects the paths. */
class ReportFolder {
    outDir;
    pages;
    written = [];
    made = false;
    constructor(outDir, pages) {
        this.outDir = outDir;
        this.pages = pages;
    }
    /**
     * The folder (made at its first file, so not before a sweep has found its targets) and the renderer loaded when HTML
     * pages are wanted (default true).
     */
    static async open(outDir, options = {}) {
        const pages = (options.html ?? true) ? await __webpack_require__.e(/* import() */ 743).then(__webpack_require__.bind(__webpack_require__, 9743)) : null;
        return new ReportFolder(outDir, pages);
    }
    write(name, render) {
        if (!this.made) {
            (0,external_node_fs_.mkdirSync)(this.outDir, { recursive: true });
            this.made = true;
        }
        const file = external_node_path_.join(this.outDir, name);
        overwriteFile(file, render());
        this.written.push(file);
    }
    /** One target's JSON, and its page when it was scored and pages are written. */
    writeOutcome(outcome) {
        const stem = (0,fileStem/* targetFileStem */.VZ)((0,fileStem/* outcomePath */.oT)(outcome));
        this.write(`${stem}.json`, () => outcomeJson(outcome));
        const pages = this.pages;
        if (pages && outcome.ok)
            this.write(`${stem}.html`, () => pages.renderHtml(outcome.result, { indexHref: types/* INDEX_HTML */.B4 }));
    }
    /** summary.json, summary.md and the index page. */
    writeSummary(summary) {
        this.write(types/* SUMMARY_JSON */.qJ, () => (0,json/* toJson */.aB)(summary));
        this.write(types/* SUMMARY_MD */.Hr, () => (0,sweepSummary/* renderSweepSummary */.X)(summary));
        const pages = this.pages;
        if (pages)
            this.write(types/* INDEX_HTML */.B4, () => pages.renderSweepHtml(summary, { targetPage: (row) => row.file.replace(/\.json$/, '.html') }));
    }
}
/**
 * Writes one JSON per target, summary.json, summary.md (and index.html plus a page per target)
 * into outDir, creating it. Returns the paths written. Existing unrelated files are left alone.
 * A later file of the same name overwrites an earlier one, as written in order.
 */
async function writeSweep(outDir, outcomes, summary, options = {}) {
    const folder = await ReportFolder.open(outDir, options);
    for (const outcome of outcomes)
        folder.writeOutcome(outcome);
    folder.writeSummary(summary);
    return folder.written;
}

// EXTERNAL MODULE: ./src/sweep/readOutcomes.ts
var readOutcomes = __webpack_require__(1731);
;// CONCATENATED MODULE: ./src/sweep/run.ts
// The batch sweep behind `plugin-eval report` and the Action's sweep mode: find every plugin and
// skill folder under a root, score them all under a concurrency limit, summarise, write the files.
// One broken target becomes an errors row; the others are still scored and the files are always
// written. The summary (summarise.ts), the files (reportFolder.ts, fileStem.ts) and reading them back
// (readOutcomes.ts) are modules of their own, exported here too for the modules that sweep.












// ---------------------------------------------------------------------------------------------
// Shards
/** Which shard (0-based) a path belongs to: a hash of the path, so it never depends on the others. */
function shardOf(p, count) {
    return (0,external_node_crypto_.createHash)('sha1').update(p).digest().readUInt32BE(0) % count;
}
/** The paths of one shard, in their original order; all of them when shard is null. */
function selectShard(items, shard) {
    if (shard === null || shard === undefined || shard === '')
        return [...items];
    const s = typeof shard === 'string' ? (0,types/* parseShard */.uK)(shard) : shard;
    if (s.count === 1)
        return [...items];
    return items.filter((it) => shardOf(typeof it === 'string' ? it : it.path, s.count) === s.index - 1);
}
// ---------------------------------------------------------------------------------------------
// Scoring
/**
 * Scores targets; outcomes come back in the targets' order, onProgress runs once per target. A
 * large sweep from disk without LLM layers is scored on worker threads too (src/sweep/pool.ts),
 * with the same outcomes.
 */
async function scoreTargets(source, targets, options) {
    const threads = (0,pool/* sweepThreads */.U3)(source, targets, options);
    if (threads > 1)
        return (0,pool/* scoreOnThreads */.LP)(source, targets, options, threads);
    const outcomes = await (0,score/* scoreInProcess */.B1)(source, targets, options);
    options.onThreads?.({ threads: 1, workerTargets: 0, failedWorkers: 0 });
    return outcomes;
}
/** Discovers every plugin and skill folder under `root` (relative to the source) and scores them. */
async function runSweep(source, root, options) {
    const started = Date.now();
    const discovered = await discoverTargets(source, root, options.warnDiscovery ?? options.warn);
    const ignore = options.ignore ?? [];
    const kept = ignore.length ? discovered.filter((t) => !matchesAny(t.path, ignore)) : discovered;
    const targets = selectShard(kept, options.shard ?? null);
    let threads = 1;
    const outcomes = await scoreTargets(source, targets, {
        ...options,
        onThreads: (stats) => {
            threads = stats.threads;
            options.onThreads?.(stats);
        },
    });
    return {
        root,
        targets,
        outcomes,
        duration_ms: Date.now() - started,
        threads,
        discovered: discovered.map((t) => t.path),
    };
}


/***/ }),

/***/ 5637:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  B1: () => (/* binding */ scoreInProcess)
});

// UNUSED EXPORTS: DEFAULT_SWEEP_CONCURRENCY, unexpectedError

// EXTERNAL MODULE: ./node_modules/p-limit/index.js + 1 modules
var p_limit = __webpack_require__(370);
// EXTERNAL MODULE: ./src/engine/evaluate.ts + 21 modules
var evaluate = __webpack_require__(2334);
;// CONCATENATED MODULE: ./src/read/shared.ts
const normal = (p) => (p === '.' ? '' : p);
function parentOf(p) {
    const slash = p.lastIndexOf('/');
    return slash < 0 ? '' : p.slice(0, slash);
}
class SharedWork {
    /** Skill folders read by more than one target, with how many reads are still to come. */
    pending = new Map();
    loads = new Map();
    /** What the engine computed once for a snapshot (its static scoring), by snapshot. */
    scored = new WeakMap();
    /**
     * The sharing plan of a list of targets: a skill target at `<plugin>/skills/<name>` is also read
     * by the plugin target at `<plugin>` (the only place a plugin reads skills from).
     */
    constructor(targets) {
        const plugins = new Set(targets.filter((t) => t.kind === 'plugin').map((t) => normal(t.path)));
        if (plugins.size === 0)
            return;
        for (const t of targets) {
            if (t.kind !== 'skill')
                continue;
            const p = normal(t.path);
            const skillsDir = parentOf(p);
            if (skillsDir.slice(skillsDir.lastIndexOf('/') + 1) !== 'skills')
                continue;
            if (plugins.has(parentOf(skillsDir)) && skillsDir !== '' && p !== '')
                this.pending.set(p, 2);
        }
    }
    /** The skill folder at `rel` (a normalised path), read by `read` once when two targets need it. */
    loadSkill(rel, read) {
        const left = this.pending.get(rel);
        if (left === undefined)
            return read();
        let load = this.loads.get(rel);
        if (load === undefined) {
            load = read();
            this.loads.set(rel, load);
        }
        if (left <= 1) {
            this.pending.delete(rel);
            this.loads.delete(rel);
        }
        else {
            this.pending.set(rel, left - 1);
        }
        return load;
    }
}

;// CONCATENATED MODULE: ./src/sweep/score.ts
// Scoring a list of sweep targets in this thread, under a concurrency limit: the work of
// src/sweep/run.ts's scoreTargets, and of each worker thread of src/sweep/pool.ts on its share. Kept
// apart from sweep.ts so that a worker loads the engine only, not the report renderers.



/** Default number of targets scored at once. */
const DEFAULT_SWEEP_CONCURRENCY = 4;
function unexpectedError(target, err) {
    return {
        plugin_path: target.path,
        kind: target.kind,
        error: `internal error while scoring: ${err instanceof Error ? err.message : String(err)}`,
        file: target.path,
    };
}
/** Scores targets in this thread under a concurrency limit; outcomes come back in the targets' order. */
async function scoreInProcess(source, targets, options) {
    const limit = (0,p_limit/* default */.A)(Math.max(1, options.concurrency ?? DEFAULT_SWEEP_CONCURRENCY));
    // A plugin's skills that are targets too are read and scored statically once — once per set of
    // per-target options (a configuration's overrides), since a static result depends on them.
    const sharedBy = new Map();
    const scoringFor = (target) => {
        const extra = options.optionsFor?.(target) ?? {};
        const key = JSON.stringify(extra);
        let shared = sharedBy.get(key);
        if (shared === undefined) {
            shared = options.shared === undefined ? new SharedWork(targets) : options.shared;
            sharedBy.set(key, shared);
        }
        return { ...options, ...extra, shared };
    };
    let done = 0;
    return Promise.all(targets.map((target, index) => limit(async () => {
        let outcome;
        try {
            outcome = await (0,evaluate.evaluateTarget)(source, target.path, scoringFor(target));
        }
        catch (err) {
            // The engine turns bad input into an error outcome; anything else still must not lose the sweep.
            outcome = { ok: false, error: unexpectedError(target, err) };
        }
        done += 1;
        options.onProgress?.(done, targets.length, outcome);
        return options.onOutcome ? options.onOutcome(index, outcome) : outcome;
    })));
}


/***/ }),

/***/ 6164:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   f: () => (/* binding */ summarise)
/* harmony export */ });
/* unused harmony export ATTENTION_SCORE */
/* harmony import */ var _reports_shared_antiPatterns_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(9410);
/* harmony import */ var _reports_shared_badges_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7449);
/* harmony import */ var _reports_shared_dimensions_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(820);
/* harmony import */ var _reports_shared_numbers_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(1231);
/* harmony import */ var _rules_suppressions_failOn_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5099);
/* harmony import */ var _llm_cost_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8750);
/* harmony import */ var _composite_measurement_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5335);
/* harmony import */ var _fileStem_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1809);








/** Targets scoring below this (the bronze line, 60) are listed in the summary's attention table. */
const ATTENTION_SCORE = _reports_shared_badges_js__WEBPACK_IMPORTED_MODULE_0__/* .LOWEST_BADGE_SCORE */ .g0;
/** New and baselined problems of a result, or undefined when no baseline marked them. */
function baselineCountsOf(result) {
    const items = [...result.layers.flatMap((l) => l.anti_patterns), ...result.findings].filter((i) => !i.suppressed && i.baseline);
    if (items.length === 0)
        return undefined;
    return {
        new: items.filter((i) => i.baseline === 'new').length,
        baselined: items.filter((i) => i.baseline === 'baselined').length,
    };
}
/** The run's totals over rows that carry baseline counts, or undefined when none does. */
function baselineTotals(rows) {
    const marked = rows.filter((r) => r.baseline);
    if (marked.length === 0)
        return undefined;
    return {
        new: marked.reduce((s, r) => s + r.baseline.new, 0),
        baselined: marked.reduce((s, r) => s + r.baseline.baselined, 0),
        targets_with_new: marked.filter((r) => r.baseline.new > 0).map((r) => r.path),
    };
}
function rowOf(result) {
    const baseline = baselineCountsOf(result);
    return {
        rank: 0,
        path: result.plugin_path,
        kind: result.kind,
        name: result.name,
        score: result.composite.score,
        badge: result.composite.badge,
        confidence: result.composite.confidence_label,
        anti_patterns: (0,_reports_shared_antiPatterns_js__WEBPACK_IMPORTED_MODULE_6__/* .antiPatternsOf */ .$4)(result).map((a) => a.flag),
        weakest: (0,_reports_shared_dimensions_js__WEBPACK_IMPORTED_MODULE_1__/* .weakestDimensions */ .C3)(result).map((d) => ({ name: d.name, score: d.score, grade: d.grade })),
        file: `${(0,_fileStem_js__WEBPACK_IMPORTED_MODULE_5__/* .targetFileStem */ .VZ)(result.plugin_path)}.json`,
        unmeasured: result.measurement?.unmeasured ?? [],
        partial: result.measurement?.partial ?? [],
        ...(baseline ? { baseline } : {}),
    };
}
function median(sorted) {
    if (sorted.length === 0)
        return null;
    const mid = sorted.length >> 1;
    return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}
/** The gate of the mean score against the threshold (a shard's only counts its errors). */
function thresholdGate(threshold, shard, mean, errors) {
    if (threshold === null)
        return { passed: true, text: 'No threshold set: report only.', meanMet: null };
    if (shard) {
        // One shard's mean says nothing about the whole: `merge` gates the merged mean.
        return {
            passed: errors === 0,
            text: `Shard ${shard.index}/${shard.count}: the threshold ${threshold} applies to the mean of the merged shards (plugin-eval merge), not to this shard's ${(0,_reports_shared_numbers_js__WEBPACK_IMPORTED_MODULE_7__/* .fmtScore */ .M8)(mean)}${errors ? `; ${errors} target(s) could not be scored and count as failing` : ''}.`,
            meanMet: null,
        };
    }
    if (mean === null)
        return {
            passed: false,
            text: `No target could be scored, so the mean cannot meet the threshold ${threshold}.`,
            meanMet: null,
        };
    if (mean < threshold)
        return { passed: false, text: `Mean score ${(0,_reports_shared_numbers_js__WEBPACK_IMPORTED_MODULE_7__/* .fmtScore */ .M8)(mean)} is below the threshold ${threshold}.`, meanMet: null };
    if (errors > 0)
        return {
            passed: false,
            text: `Mean score ${(0,_reports_shared_numbers_js__WEBPACK_IMPORTED_MODULE_7__/* .fmtScore */ .M8)(mean)} meets the threshold ${threshold}, but ${errors} target(s) could not be scored and count as failing.`,
            meanMet: null,
        };
    const meanMet = `Mean score ${(0,_reports_shared_numbers_js__WEBPACK_IMPORTED_MODULE_7__/* .fmtScore */ .M8)(mean)} meets the threshold ${threshold}.`;
    return { passed: true, text: meanMet, meanMet };
}
/** The per-target gate (`--min-score`) added to the threshold's. */
function withMinScore(gate, ranked, ascending, threshold, minScore) {
    if (minScore === null)
        return gate;
    const below = ranked.filter((r) => r.score < minScore).map((r) => r.path);
    if (below.length) {
        const named = below.slice(0, 5).join(', ') + (below.length > 5 ? ` and ${below.length - 5} more` : '');
        return {
            ...gate,
            passed: false,
            text: `${threshold === null ? '' : `${gate.text} `}${below.length} target(s) below the minimum score ${minScore}: ${named}.`,
        };
    }
    if (threshold === null)
        return {
            ...gate,
            text: `Every target reaches the minimum score ${minScore}${ascending.length ? ` (lowest ${(0,_reports_shared_numbers_js__WEBPACK_IMPORTED_MODULE_7__/* .fmtScore */ .M8)(ascending[0])})` : ''}.`,
        };
    return gate;
}
/** What the gate says of targets with unmeasured dimensions (and fails on them with --on-unmeasured fail). */
function withUnmeasured(gate, ranked, mode) {
    const unmeasured = ranked.filter((r) => r.unmeasured.length > 0);
    if (!unmeasured.length)
        return gate;
    const named = unmeasured
        .slice(0, 5)
        .map((r) => r.path)
        .join(', ') + (unmeasured.length > 5 ? ` and ${unmeasured.length - 5} more` : '');
    if (mode === 'fail')
        return {
            ...gate,
            passed: false,
            text: `${gate.text} ${unmeasured.length} target(s) with dimensions that were not measured, on which a threshold cannot pass (--on-unmeasured fail): ${named}.`,
        };
    return {
        ...gate,
        text: `${gate.text} ${unmeasured.length} target(s) with dimensions that were not measured (${named}): gated on the score as measured (--on-unmeasured ${mode}).`,
    };
}
/** The gate of a sweep: the threshold, the minimum score, unmeasured dimensions and `--fail-on`, in that order. */
function gateOf(outcomes, ranked, ascending, errors, mean, options) {
    const threshold = options.threshold ?? null;
    const minScore = options.minScore ?? null;
    let g = thresholdGate(threshold, options.shard ?? null, mean, errors);
    g = withMinScore(g, ranked, ascending, threshold, minScore);
    if (threshold !== null || minScore !== null)
        g = withUnmeasured(g, ranked, options.onUnmeasured ?? _composite_measurement_js__WEBPACK_IMPORTED_MODULE_4__/* .DEFAULT_ON_UNMEASURED */ .mY);
    let { passed, text } = g;
    const failOnText = (0,_rules_suppressions_failOn_js__WEBPACK_IMPORTED_MODULE_2__/* .failOnReason */ .kZ)((0,_rules_suppressions_failOn_js__WEBPACK_IMPORTED_MODULE_2__/* .failOnViolations */ .uw)(outcomes, options.failOn ?? []), options.failOn ?? []);
    if (failOnText) {
        passed = false;
        text = `${threshold === null && minScore === null ? '' : `${text} `}${failOnText.charAt(0).toUpperCase()}${failOnText.slice(1)}.`;
    }
    // A failing gate leads with why it fails; that the mean met its threshold comes after.
    if (!passed && g.meanMet && text.startsWith(g.meanMet))
        text = `${text.slice(g.meanMet.length).trim()} (The mean score ${(0,_reports_shared_numbers_js__WEBPACK_IMPORTED_MODULE_7__/* .fmtScore */ .M8)(mean)} meets the threshold ${threshold}.)`;
    return { passed, gate: text };
}
/** Counts, mean, badge distribution, the attention, errors and ranked tables, and the gate. */
function summarise(outcomes, options) {
    const results = outcomes.filter((o) => o.ok).map((o) => o.result);
    const errors = outcomes
        .filter((o) => !o.ok)
        .map((o) => ({ ...o.error, file_name: `${(0,_fileStem_js__WEBPACK_IMPORTED_MODULE_5__/* .targetFileStem */ .VZ)(o.error.plugin_path)}.json` }))
        .sort((a, b) => (a.plugin_path < b.plugin_path ? -1 : a.plugin_path > b.plugin_path ? 1 : 0));
    const ranked = results
        .map(rowOf)
        .sort((a, b) => b.score - a.score || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
        .map((row, i) => ({ ...row, rank: i + 1 }));
    const scores = ranked.map((r) => r.score);
    const ascending = [...scores].sort((a, b) => a - b);
    const mean = scores.length ? scores.reduce((s, x) => s + x, 0) / scores.length : null;
    const badges = Object.fromEntries(_reports_shared_badges_js__WEBPACK_IMPORTED_MODULE_0__/* .BADGE_ORDER */ .FP.map((b) => [b, 0]));
    for (const r of ranked)
        badges[r.badge] += 1;
    const attention = ranked.filter((r) => r.score < ATTENTION_SCORE || r.anti_patterns.length > 0).reverse();
    const baseline = baselineTotals(ranked);
    const threshold = options.threshold ?? null;
    const belowThreshold = threshold === null ? null : ranked.filter((r) => r.score < threshold).length;
    const { passed, gate } = gateOf(outcomes, ranked, ascending, errors.length, mean, options);
    return {
        root: options.root,
        ...(options.name ? { name: options.name } : {}),
        depth: options.depth,
        threshold,
        generated_at: options.generatedAt ?? new Date().toISOString(),
        shard: options.shard ?? null,
        counts: {
            targets: outcomes.length,
            scored: results.length,
            errors: errors.length,
            skills: outcomes.filter((o) => (o.ok ? o.result.kind : o.error.kind) === 'skill').length,
            plugins: outcomes.filter((o) => (o.ok ? o.result.kind : o.error.kind) === 'plugin').length,
            with_anti_patterns: ranked.filter((r) => r.anti_patterns.length > 0).length,
            below_attention: ranked.filter((r) => r.score < ATTENTION_SCORE).length,
            below_threshold: belowThreshold,
        },
        mean_score: mean,
        median_score: median(ascending),
        min_score: ascending.length ? ascending[0] : null,
        max_score: ascending.length ? ascending[ascending.length - 1] : null,
        badges,
        attention,
        errors,
        ranked,
        passed,
        gate,
        attention_score: ATTENTION_SCORE,
        cost: (0,_llm_cost_js__WEBPACK_IMPORTED_MODULE_3__/* .outcomesCost */ .tI)(outcomes),
        ...(baseline ? { baseline } : {}),
    };
}


/***/ })

};
