export const id = 357;
export const ids = [357];
export const modules = {

/***/ 4896:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M1: () => (/* binding */ writeBadges)
/* harmony export */ });
/* unused harmony exports OVERALL_BADGE, BADGES_README, badgeOfScore, targetBadge, overallBadge */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var badge_maker__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8833);
/* harmony import */ var _reports_format_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7712);
/* harmony import */ var _contract_weights_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8175);
/* harmony import */ var _sweep_run_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1012);
// Status badges of a sweep: one SVG (made with badge-maker, shields.io's own library) and one
// shields.io endpoint JSON per target, an overall pair, and README-badges.md showing how to embed
// them. Used by the Action's sweep mode and by `plugin-eval merge`.






/** File stem of the overall badge. */
const OVERALL_BADGE = 'plugin-eval';
const BADGES_README = 'README-badges.md';
/** Colour of a target that could not be scored. */
const ERROR_COLOUR = '#6e7781';
/** Badge of a mean score: the same thresholds as a target's badge. */
function badgeOfScore(score) {
    return _contract_weights_js__WEBPACK_IMPORTED_MODULE_4__/* .BADGES */ .hc.find((b) => score >= b.minScore)?.badge ?? 'no_badge';
}
function targetBadge(outcome) {
    if (!outcome.ok)
        return { schemaVersion: 1, label: outcome.error.plugin_path, message: 'error', color: ERROR_COLOUR };
    const r = outcome.result;
    const badge = r.composite.badge;
    const message = badge === 'no_badge'
        ? (0,_reports_format_js__WEBPACK_IMPORTED_MODULE_3__/* .fmtScore */ .M8)(r.composite.score)
        : `${(0,_reports_format_js__WEBPACK_IMPORTED_MODULE_3__/* .fmtScore */ .M8)(r.composite.score)} ${(0,_reports_format_js__WEBPACK_IMPORTED_MODULE_3__/* .badgeLabel */ .KT)(badge).toLowerCase()}`;
    return { schemaVersion: 1, label: r.name, message, color: _reports_format_js__WEBPACK_IMPORTED_MODULE_3__/* .BADGE_COLOUR */ .rP[badge] };
}
function overallBadge(summary) {
    if (summary.mean_score === null)
        return { schemaVersion: 1, label: 'plugin-eval', message: 'no scores', color: ERROR_COLOUR };
    const badge = badgeOfScore(summary.mean_score);
    const n = summary.counts.scored;
    return {
        schemaVersion: 1,
        label: 'plugin-eval',
        message: `${(0,_reports_format_js__WEBPACK_IMPORTED_MODULE_3__/* .fmtScore */ .M8)(summary.mean_score)} mean · ${n} target${n === 1 ? '' : 's'}`,
        color: _reports_format_js__WEBPACK_IMPORTED_MODULE_3__/* .BADGE_COLOUR */ .rP[badge],
    };
}
function svgOf(b) {
    return (0,badge_maker__WEBPACK_IMPORTED_MODULE_2__/* .makeBadge */ .O)({ label: b.label, message: b.message, color: b.color, style: 'flat' });
}
/** Writes the badge files into `dir`; returns the paths written. */
async function writeBadges(dir, outcomes, summary, options = {}) {
    await node_fs__WEBPACK_IMPORTED_MODULE_0__.promises.mkdir(dir, { recursive: true });
    const written = [];
    const write = async (name, content) => {
        const file = node_path__WEBPACK_IMPORTED_MODULE_1__.join(dir, name);
        await node_fs__WEBPACK_IMPORTED_MODULE_0__.promises.writeFile(file, content);
        written.push(file);
    };
    const entries = [];
    for (const o of outcomes) {
        const targetPath = o.ok ? o.result.plugin_path : o.error.plugin_path;
        entries.push({ stem: (0,_sweep_run_js__WEBPACK_IMPORTED_MODULE_5__/* .targetFileStem */ .VZ)(targetPath), path: targetPath, badge: targetBadge(o) });
    }
    entries.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
    const overall = overallBadge(summary);
    await write(`${OVERALL_BADGE}.svg`, svgOf(overall));
    await write(`${OVERALL_BADGE}.json`, JSON.stringify(overall, null, 2) + '\n');
    for (const e of entries) {
        await write(`${e.stem}.svg`, svgOf(e.badge));
        await write(`${e.stem}.json`, JSON.stringify(e.badge, null, 2) + '\n');
    }
    await write(BADGES_README, renderBadgesReadme(entries, options));
    return written;
}
function oneLine(text) {
    return text.replace(/[\r\n\t]+/g, ' ');
}
function renderBadgesReadme(entries, options) {
    const base = options.publicBaseUrl?.replace(/\/+$/, '');
    const url = (name) => (base ? `${base}/${name}` : name);
    const endpoint = (name) => base
        ? `https://img.shields.io/endpoint?url=${encodeURIComponent(url(name))}`
        : `https://img.shields.io/endpoint?url=<public URL of ${name}>`;
    const lines = [
        '# PluginEval badges',
        '',
        'Each target has a ready-made SVG badge and a [shields.io endpoint](https://shields.io/badges/endpoint-badge) JSON.',
        'Commit this folder (or publish it) and embed either form in a README.',
        '',
        '## Overall',
        '',
        '```markdown',
        `![PluginEval](${url(`${OVERALL_BADGE}.svg`)})`,
        `![PluginEval](${endpoint(`${OVERALL_BADGE}.json`)})`,
        '```',
        '',
        '## Targets',
        '',
        '| Target | Badge | Markdown |',
        '| :--- | :--- | :--- |',
        ...entries.map((e) => {
            // Names and paths come from the repository: one table row each, whatever they hold.
            const md = `![${oneLine(e.badge.label).replace(/[[\]|<>]/g, '')}](${url(`${e.stem}.svg`)})`;
            return `| \`${oneLine(e.path).replace(/[`|]/g, '')}\` | ${md} | \`${md.replace(/`/g, '')}\` |`;
        }),
        '',
    ];
    return lines.join('\n');
}


/***/ }),

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

/***/ 9357:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  badgesPublicUrl: () => (/* binding */ badgesPublicUrl),
  runSweepMode: () => (/* binding */ runSweepMode)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/config/settings.ts
var settings = __webpack_require__(4661);
// EXTERNAL MODULE: ./src/engine/evaluate.ts + 21 modules
var evaluate = __webpack_require__(2334);
// EXTERNAL MODULE: ./src/read/source.ts + 1 modules
var read_source = __webpack_require__(5233);
// EXTERNAL MODULE: external "node:v8"
var external_node_v8_ = __webpack_require__(8877);
;// CONCATENATED MODULE: ./src/runtime/heapGrowth.ts
// How far V8 lets a sweep's heap grow between two full collections. A sweep's live heap stays
// small (40 to 90 MB after a full collection, however large the tree: each report is written as
// it is scored), but on a machine with memory to spare V8 lets the heap grow to four times what a
// collection left before it collects again, so one large target being scored when a collection
// runs sets the process's peak for the rest of the sweep (a 90 MB moment became a 380 MB heap).
// Capping the growth keeps the peak near the live heap; collecting more often cost no CPU on the
// real tree measured (docs/performance.md), since the heap walked is small.

/** How much of what a full collection left the heap may grow by before the next (V8's default: up to 300 %). */
const SWEEP_HEAP_GROWTH_PERCENT = 50;
const FLAG = 'heap-growing-percent';
/** Whether the process was started with its own growth setting (command line or NODE_OPTIONS), which is left alone. */
function heapGrowthSetByUser(execArgv, nodeOptions) {
    const mentions = (arg) => arg.replace(/_/g, '-').startsWith(`--${FLAG}`);
    return execArgv.some(mentions) || (nodeOptions ?? '').split(/\s+/).some(mentions);
}
/** The V8 flag that caps the heap's growth at `percent`. */
function heapGrowthFlag(percent) {
    return `--${FLAG}=${Math.max(1, Math.round(percent))}`;
}
/**
 * Caps the heap's growth between full collections for the rest of the process (its worker threads
 * included), unless the process was started with a setting of its own. Only the garbage
 * collector's pace changes, never what is computed. True when the cap was set.
 */
function boundHeapGrowth(percent = SWEEP_HEAP_GROWTH_PERCENT) {
    if (heapGrowthSetByUser(process.execArgv, process.env.NODE_OPTIONS))
        return false;
    (0,external_node_v8_.setFlagsFromString)(heapGrowthFlag(percent));
    return true;
}

// EXTERNAL MODULE: ./src/text/escape.ts
var text_escape = __webpack_require__(7388);
// EXTERNAL MODULE: ./src/reports/markdown.ts + 8 modules
var markdown = __webpack_require__(1275);
// EXTERNAL MODULE: ./src/sweep/run.ts + 1 modules
var run = __webpack_require__(1012);
// EXTERNAL MODULE: ./src/reports/shared/dimensions.ts
var dimensions = __webpack_require__(820);
;// CONCATENATED MODULE: ./src/streaming/reportStream.ts
// Writing a sweep's reports while it runs, so that a sweep of any size holds only what its summary
// needs: each target's files are written as soon as it is scored, and the sweep keeps of each
// result only the parts the summary, the SARIF log and the gate read. Not waiting for the targets
// before it: one slow target would hold every later report in memory. The order cannot change a
// file: each target has a file stem of its own (targetFileStem), and two targets whose stems differ
// only in case cannot both exist on a file system that ignores case.

/** What summarise, renderSarif and failOnViolations read of a result; the rest is in its files. */
function summaryPart(outcome) {
    if (!outcome.ok)
        return outcome;
    const r = outcome.result;
    const part = {
        plugin_path: r.plugin_path,
        kind: r.kind,
        name: r.name,
        layers: r.layers.map((l) => ({ layer: l.layer, anti_patterns: l.anti_patterns })),
        // The summary shows only the weakest dimensions, by name, score and grade; weakestFirst orders
        // these few as it ordered them among all.
        composite: {
            score: r.composite.score,
            badge: r.composite.badge,
            confidence_label: r.composite.confidence_label,
            dimensions: (0,dimensions/* weakestDimensions */.C3)(r).map((d) => ({ name: d.name, weight: d.weight, score: d.score, grade: d.grade })),
        },
        findings: r.findings,
        model_usage: r.model_usage,
        measurement: r.measurement && { unmeasured: r.measurement.unmeasured, partial: r.measurement.partial },
    };
    return { ok: true, result: part };
}
class StreamedReports {
    folder;
    count = 0;
    /** The first write that failed: nothing more is written, and the caller throws it at the end. */
    failure = null;
    constructor(folder) {
        this.folder = folder;
    }
    /** For the sweep's onOutcome: writes the target's files and keeps its summary part. */
    accept = (_index, outcome) => {
        this.count += 1;
        if (this.failure === null) {
            try {
                this.folder.writeOutcome(outcome);
            }
            catch (err) {
                // Thrown from here it would escape a worker's message handler: kept for the caller.
                this.failure = err;
            }
        }
        return summaryPart(outcome);
    };
    /** Throws the first write error, or when some target's files were never written. */
    finish(targets) {
        if (this.failure !== null)
            throw this.failure;
        if (this.count !== targets)
            throw new Error(`internal error: ${targets - this.count} target report(s) were not written`);
    }
}
/**
 * A sweep's target files: written as each target is scored, or — when a baseline must first mark
 * every result, in its files too — all at once after scoring.
 */
class TargetReports {
    folder;
    stream;
    constructor(folder, options) {
        this.folder = folder;
        this.stream = options.streamed ? new StreamedReports(folder) : null;
    }
    /** The sweep's onOutcome while streaming (none otherwise). */
    get onOutcome() {
        return this.stream?.accept;
    }
    /** After scoring (and any baseline's marks): every target's files are written, or this throws why not. */
    finish(outcomes) {
        if (this.stream)
            this.stream.finish(outcomes.length);
        else
            for (const outcome of outcomes)
                this.folder.writeOutcome(outcome);
    }
}

// EXTERNAL MODULE: ./src/action/badges.ts
var badges = __webpack_require__(4896);
// EXTERNAL MODULE: ./src/action/context.ts
var context = __webpack_require__(645);
// EXTERNAL MODULE: ./src/action/gate.ts
var action_gate = __webpack_require__(243);
// EXTERNAL MODULE: ./src/action/modes/mode.ts
var mode = __webpack_require__(4550);
// EXTERNAL MODULE: ./src/action/project.ts + 1 modules
var action_project = __webpack_require__(8280);
;// CONCATENATED MODULE: ./src/action/sweep.ts
// Sweep mode (the weekly badge report): every plugin folder and every skill matched by `paths`,
// a stable shard of them when `shard` is set, the report files of `plugin-eval report`, and the
// badges. The scoring and the files are the CLI's own (src/sweep/run.ts).














/** The public folder of committed badges, for the README snippet (raw.githubusercontent.com). */
function badgesPublicUrl(env, badgesDir) {
    if (!env.repo || !env.defaultBranch || external_node_path_.isAbsolute(badgesDir))
        return undefined;
    const rel = external_node_path_.posix
        .normalize(badgesDir.split(external_node_path_.sep).join('/'))
        .replace(/^\.\/+/, '')
        .replace(/\/+$/, '');
    if (rel === '..' || rel.startsWith('../'))
        return undefined;
    const host = env.serverUrl === 'https://github.com' ? 'https://raw.githubusercontent.com' : `${env.serverUrl}/raw`;
    return `${host}/${env.repo.owner}/${env.repo.repo}/${env.defaultBranch}/${rel}`;
}
/** The targets `paths` matches and the configuration does not ignore, and this run's shard of them. */
async function sweepTargets(ctx, source) {
    const { inputs } = ctx;
    const matching = await (0,context/* skillDirsMatching */.fZ)(ctx.env.workspace, inputs.paths);
    const roots = (0,context/* pathsRoots */.sf)(inputs.paths);
    const project = ctx.project ?? null;
    const all = await (0,evaluate.discoverTargets)(source, '', ctx.warn);
    for (const w of (0,settings/* unmatchedPatterns */.xo)(project?.config ?? null, all.map((t) => t.path)))
        ctx.warn(w);
    const discovered = all.filter((t) => !(0,action_project.ignoredTarget)(project, t.path) && (t.kind === 'skill' ? matching.has(t.path) : (0,context/* underRoots */.yj)(t.path, roots)));
    return { discovered, targets: (0,run/* selectShard */.Xm)(discovered, inputs.shard) };
}
async function runSweepMode(ctx) {
    const inputs = ctx.inputs;
    // The peak memory of a large sweep is the heap V8 lets grow between collections, not what it holds.
    boundHeapGrowth();
    const source = new read_source/* DiskSource */.pU(ctx.env.workspace);
    const project = ctx.project ?? null;
    const { discovered, targets } = await sweepTargets(ctx, source);
    const folder = await run/* ReportFolder */.LC.open(external_node_path_.resolve(inputs.outputDir));
    // Only each target's summary part is kept (what the gate and the badges read) while its files are streamed.
    const reports = new TargetReports(folder, { streamed: !project?.baseline });
    const outcomes = await (0,run/* scoreTargets */.Ji)(source, targets, {
        depth: inputs.depth,
        method: inputs.method,
        llm: ctx.llm,
        warn: ctx.targetWarn,
        // With batches every target waits on the same few batches: all of them are in flight at once.
        concurrency: inputs.batch && ctx.llm ? Number.MAX_SAFE_INTEGER : inputs.concurrency,
        config: { mode: 'sweep', ...(inputs.shard ? { shard: `${inputs.shard.index}/${inputs.shard.count}` } : {}) },
        // The configuration's overrides by path: each target's method and rules.
        optionsFor: (t) => (0,action_project.targetOptions)(project, t.path),
        workers: inputs.workers ?? undefined,
        onThreads: (s) => {
            if (s.threads === 1)
                return;
            const failed = s.failedWorkers
                ? `; ${s.failedWorkers} worker(s) failed and the main thread scored what they left`
                : '';
            ctx.info?.(`Scored ${targets.length} target(s) on ${s.threads} threads, ${s.workerTargets} by worker threads${failed}.`);
        },
        onOutcome: reports.onOutcome,
    });
    (0,mode/* noteDeadline */.Z)(ctx);
    // Marks each problem new or baselined before the summary counts them.
    const baseline = (0,action_project.baselineVerdict)(project, outcomes);
    const summary = (0,run/* summarise */.fS)(outcomes, {
        root: '.',
        ...(ctx.env.repo ? { name: ctx.env.repo.repo } : {}),
        depth: inputs.depth,
        threshold: inputs.threshold,
        shard: inputs.shard,
        onUnmeasured: inputs.onUnmeasured,
    });
    if (project) {
        const note = (0,action_project.projectNote)(project);
        if (note)
            ctx.notes.push(note);
        ctx.notes.push(...project.notes);
    }
    if (baseline)
        ctx.notes.push(baseline.note);
    const gate = (0,action_project.withProjectErrors)((0,action_gate/* sweepGate */.mW)(summary, outcomes, { ...inputs, excused: baseline?.excused, targetGate: (p) => (0,action_project.targetGate)(project, p) }), project?.error ? [project.error] : []);
    reports.finish(outcomes);
    folder.writeSummary(summary);
    const written = [];
    if (inputs.badgesDir) {
        written.push(...(await (0,badges/* writeBadges */.M1)(external_node_path_.resolve(inputs.badgesDir), outcomes, summary, {
            publicBaseUrl: badgesPublicUrl(ctx.env, inputs.badgesDir),
        })));
    }
    const shardNote = inputs.shard
        ? `\n> Shard ${inputs.shard.index}/${inputs.shard.count}: ${targets.length} of ${discovered.length} targets. Join the shards with \`plugin-eval merge\`.\n`
        : '';
    const notes = ctx.notes.length ? `\n${ctx.notes.map((n) => `> ${(0,text_escape/* mdText */.bC)(n)}`).join('\n')}\n` : '';
    const badgesNote = written.length ? `\nBadges: ${written.length} files in \`${inputs.badgesDir}\`.\n` : '';
    return {
        outcomes,
        gate,
        reportPath: external_node_path_.join(inputs.outputDir, run/* SUMMARY_JSON */.qJ),
        summaryMarkdown: `${(0,markdown/* renderSweepSummary */.Xf)(summary)}${shardNote}${notes}${badgesNote}\n**Gate:** ${gate.line}\n`,
        publish: async () => { },
    };
}


/***/ })

};
