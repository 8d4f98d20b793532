export const id = 440;
export const ids = [440];
export const modules = {

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

/***/ 7440:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   isSweepWorker: () => (/* binding */ isSweepWorker)
/* harmony export */ });
/* harmony import */ var node_worker_threads__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5919);
/* harmony import */ var node_worker_threads__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_worker_threads__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _read_source_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5233);
/* harmony import */ var _score_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5637);
/* harmony import */ var _pool_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5336);
// A sweep's worker thread (src/sweep/pool.ts): re-opens the disk source, then scores each chunk of
// targets it is sent with the main thread's code and sends back the outcomes and the warnings.
// Its own entry file in build/, so that a worker loads the engine only; in the ncc bundle,
// src/index.ts imports it and starts no Action in a worker thread.




const setup = node_worker_threads__WEBPACK_IMPORTED_MODULE_0__.workerData;
/** Whether this thread is a sweep's worker (it then scores the chunks it is sent, and nothing else). */
const isSweepWorker = !node_worker_threads__WEBPACK_IMPORTED_MODULE_0__.isMainThread && node_worker_threads__WEBPACK_IMPORTED_MODULE_0__.parentPort !== null && setup?.kind === _pool_js__WEBPACK_IMPORTED_MODULE_3__/* .SWEEP_WORKER */ .IA;
if (isSweepWorker && node_worker_threads__WEBPACK_IMPORTED_MODULE_0__.parentPort && setup) {
    const port = node_worker_threads__WEBPACK_IMPORTED_MODULE_0__.parentPort;
    const source = new _read_source_js__WEBPACK_IMPORTED_MODULE_1__/* .DiskSource */ .pU(setup.root);
    // Chunks are scored one after the other, as they come.
    let turn = Promise.resolve();
    port.on('message', (msg) => {
        turn = turn.then(async () => {
            const warnings = [];
            const extras = new Map();
            if (msg.extras)
                msg.targets.forEach((t, i) => extras.set(t, msg.extras[i]));
            const outcomes = await (0,_score_js__WEBPACK_IMPORTED_MODULE_2__/* .scoreInProcess */ .B1)(source, msg.targets, {
                ...setup.options,
                warn: setup.warn ? (m) => warnings.push(m) : undefined,
                optionsFor: msg.extras ? (t) => extras.get(t) ?? {} : undefined,
            });
            const done = { id: msg.id, outcomes, warnings };
            port.postMessage(done);
        });
    });
}


/***/ })

};
