export const id = 906;
export const ids = [906];
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

/***/ 9906:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   badgesPublicUrl: () => (/* binding */ badgesPublicUrl),
/* harmony export */   runSweepMode: () => (/* binding */ runSweepMode)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _config_settings_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4661);
/* harmony import */ var _engine_evaluate_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8448);
/* harmony import */ var _read_source_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2003);
/* harmony import */ var _text_escape_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(7388);
/* harmony import */ var _reports_markdown_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1275);
/* harmony import */ var _sweep_run_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1012);
/* harmony import */ var _badges_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(4896);
/* harmony import */ var _context_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(645);
/* harmony import */ var _gate_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(243);
/* harmony import */ var _modes_mode_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(4550);
/* harmony import */ var _project_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(9550);
// Sweep mode (the weekly badge report): every plugin folder and every skill matched by `paths`,
// a stable shard of them when `shard` is set, the report files of `plugin-eval report`, and the
// badges. The scoring and the files are the CLI's own (src/sweep/run.ts).












/** The public folder of committed badges, for the README snippet (raw.githubusercontent.com). */
function badgesPublicUrl(env, badgesDir) {
    if (!env.repo || !env.defaultBranch || node_path__WEBPACK_IMPORTED_MODULE_0__.isAbsolute(badgesDir))
        return undefined;
    const rel = node_path__WEBPACK_IMPORTED_MODULE_0__.posix
        .normalize(badgesDir.split(node_path__WEBPACK_IMPORTED_MODULE_0__.sep).join('/'))
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
    const matching = await (0,_context_js__WEBPACK_IMPORTED_MODULE_7__/* .skillDirsMatching */ .fZ)(ctx.env.workspace, inputs.paths);
    const roots = (0,_context_js__WEBPACK_IMPORTED_MODULE_7__/* .pathsRoots */ .sf)(inputs.paths);
    const project = ctx.project ?? null;
    const all = await (0,_engine_evaluate_js__WEBPACK_IMPORTED_MODULE_2__.discoverTargets)(source, '', ctx.warn);
    for (const w of (0,_config_settings_js__WEBPACK_IMPORTED_MODULE_1__/* .unmatchedPatterns */ .xo)(project?.config ?? null, all.map((t) => t.path)))
        ctx.warn(w);
    const discovered = all.filter((t) => !(0,_project_js__WEBPACK_IMPORTED_MODULE_9__/* .ignoredTarget */ .AL)(project, t.path) && (t.kind === 'skill' ? matching.has(t.path) : (0,_context_js__WEBPACK_IMPORTED_MODULE_7__/* .underRoots */ .yj)(t.path, roots)));
    return { discovered, targets: (0,_sweep_run_js__WEBPACK_IMPORTED_MODULE_5__/* .selectShard */ .Xm)(discovered, inputs.shard) };
}
async function runSweepMode(ctx) {
    const inputs = ctx.inputs;
    const source = new _read_source_js__WEBPACK_IMPORTED_MODULE_3__/* .DiskSource */ .pU(ctx.env.workspace);
    const project = ctx.project ?? null;
    const { discovered, targets } = await sweepTargets(ctx, source);
    const outcomes = await (0,_sweep_run_js__WEBPACK_IMPORTED_MODULE_5__/* .scoreTargets */ .Ji)(source, targets, {
        depth: inputs.depth,
        method: inputs.method,
        llm: ctx.llm,
        warn: ctx.targetWarn,
        // With batches every target waits on the same few batches: all of them are in flight at once.
        concurrency: inputs.batch && ctx.llm ? Number.MAX_SAFE_INTEGER : inputs.concurrency,
        config: { mode: 'sweep', ...(inputs.shard ? { shard: `${inputs.shard.index}/${inputs.shard.count}` } : {}) },
        // The configuration's overrides by path: each target's method and rules.
        optionsFor: (t) => (0,_project_js__WEBPACK_IMPORTED_MODULE_9__/* .targetOptions */ .Gl)(project, t.path),
        workers: inputs.workers ?? undefined,
        onThreads: (s) => {
            if (s.threads === 1)
                return;
            const failed = s.failedWorkers
                ? `; ${s.failedWorkers} worker(s) failed and the main thread scored what they left`
                : '';
            ctx.info?.(`Scored ${targets.length} target(s) on ${s.threads} threads, ${s.workerTargets} by worker threads${failed}.`);
        },
    });
    (0,_modes_mode_js__WEBPACK_IMPORTED_MODULE_10__/* .noteDeadline */ .Z)(ctx);
    // Marks each problem new or baselined before the summary counts them.
    const baseline = (0,_project_js__WEBPACK_IMPORTED_MODULE_9__/* .baselineVerdict */ .NV)(project, outcomes);
    const summary = (0,_sweep_run_js__WEBPACK_IMPORTED_MODULE_5__/* .summarise */ .fS)(outcomes, {
        root: '.',
        ...(ctx.env.repo ? { name: ctx.env.repo.repo } : {}),
        depth: inputs.depth,
        threshold: inputs.threshold,
        shard: inputs.shard,
        onUnmeasured: inputs.onUnmeasured,
    });
    if (project) {
        const note = (0,_project_js__WEBPACK_IMPORTED_MODULE_9__/* .projectNote */ .Ui)(project);
        if (note)
            ctx.notes.push(note);
        ctx.notes.push(...project.notes);
    }
    if (baseline)
        ctx.notes.push(baseline.note);
    const gate = (0,_project_js__WEBPACK_IMPORTED_MODULE_9__/* .withProjectErrors */ .Nu)((0,_gate_js__WEBPACK_IMPORTED_MODULE_8__/* .sweepGate */ .mW)(summary, outcomes, { ...inputs, excused: baseline?.excused, targetGate: (p) => (0,_project_js__WEBPACK_IMPORTED_MODULE_9__/* .targetGate */ .$C)(project, p) }), project?.error ? [project.error] : []);
    await (0,_sweep_run_js__WEBPACK_IMPORTED_MODULE_5__/* .writeSweep */ .QJ)(node_path__WEBPACK_IMPORTED_MODULE_0__.resolve(inputs.outputDir), outcomes, summary);
    const written = [];
    if (inputs.badgesDir) {
        written.push(...(await (0,_badges_js__WEBPACK_IMPORTED_MODULE_6__/* .writeBadges */ .M1)(node_path__WEBPACK_IMPORTED_MODULE_0__.resolve(inputs.badgesDir), outcomes, summary, {
            publicBaseUrl: badgesPublicUrl(ctx.env, inputs.badgesDir),
        })));
    }
    const shardNote = inputs.shard
        ? `\n> Shard ${inputs.shard.index}/${inputs.shard.count}: ${targets.length} of ${discovered.length} targets. Join the shards with \`plugin-eval merge\`.\n`
        : '';
    const notes = ctx.notes.length ? `\n${ctx.notes.map((n) => `> ${(0,_text_escape_js__WEBPACK_IMPORTED_MODULE_11__/* .mdText */ .bC)(n)}`).join('\n')}\n` : '';
    const badgesNote = written.length ? `\nBadges: ${written.length} files in \`${inputs.badgesDir}\`.\n` : '';
    return {
        outcomes,
        gate,
        reportPath: node_path__WEBPACK_IMPORTED_MODULE_0__.join(inputs.outputDir, _sweep_run_js__WEBPACK_IMPORTED_MODULE_5__/* .SUMMARY_JSON */ .qJ),
        summaryMarkdown: `${(0,_reports_markdown_js__WEBPACK_IMPORTED_MODULE_4__/* .renderSweepSummary */ .Xf)(summary)}${shardNote}${notes}${badgesNote}\n**Gate:** ${gate.line}\n`,
        publish: async () => { },
    };
}


/***/ })

};
