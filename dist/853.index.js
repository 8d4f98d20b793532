export const id = 853;
export const ids = [853];
export const modules = {

/***/ 3585:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ openBaseSource),
/* harmony export */   r: () => (/* binding */ pullRequestFromPayload)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _adapters_github_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3978);
/* harmony import */ var _adapters_git_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6960);
// What the Action reads of a pull request before any scoring: the event's pull request fields and
// the base version as a file source. Kept apart from the pull request run (src/action/pr.ts) so that
// the Action reaches GitHub without loading the engine.



function pullRequestFromPayload(payload) {
    const pr = payload.pull_request;
    if (!pr || typeof pr.number !== 'number' || !pr.head?.sha || !pr.base?.sha)
        return null;
    const headRepo = pr.head.repo?.full_name;
    const baseRepo = pr.base.repo?.full_name;
    // A deleted fork has head.repo null: still a fork.
    const fromFork = pr.head.repo === null || (headRepo !== undefined && baseRepo !== undefined && headRepo !== baseRepo);
    return { number: pr.number, headSha: pr.head.sha, baseSha: pr.base.sha, fromFork };
}
/**
 * The base version as a FileSource: local git when the commit is (or can be fetched) here, else the
 * contents API. `checkout`: whether `workspace` is a git checkout, when the caller knows.
 */
async function openBaseSource(workspace, baseSha, api, warn, checkout) {
    const missing = await (0,_adapters_git_js__WEBPACK_IMPORTED_MODULE_2__/* .ensureCommit */ .q$)(workspace, baseSha, [], checkout);
    // The root folder keeps the checkout's name, so a skill at the root is named the same at both ends.
    const rootName = node_path__WEBPACK_IMPORTED_MODULE_0__.basename(workspace);
    if (missing === null)
        return { source: new _adapters_git_js__WEBPACK_IMPORTED_MODULE_2__/* .GitSource */ .Gh(workspace, baseSha, rootName), via: 'git' };
    if (api) {
        warn(`Base version read through the contents API (${missing}).`);
        return { source: new _adapters_github_js__WEBPACK_IMPORTED_MODULE_1__/* .ContentsSource */ .QC(api, baseSha, rootName), via: 'api' };
    }
    warn(`The base version could not be read (${missing}); no change column.`);
    return null;
}


/***/ }),

/***/ 8988:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ZX: () => (/* binding */ locateRepository),
/* harmony export */   g6: () => (/* binding */ enclosingPlugin),
/* harmony export */   ns: () => (/* binding */ changedFilesOf),
/* harmony export */   pz: () => (/* binding */ changeFromEvent),
/* harmony export */   w4: () => (/* binding */ openHeadSource)
/* harmony export */ });
/* unused harmony exports CHANGE_EVENTS, isChangeEvent */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _adapters_github_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3978);
/* harmony import */ var _adapters_git_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6960);
/* harmony import */ var _read_source_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5233);
// What a change event (pull_request, pull_request_target, merge_group) asks to score, read as data
// from git objects by SHA whatever the workflow checked out: where the repository is under the
// workspace, the head version as a FileSource, the full list of changed files (the REST list stops
// at 3,000), the `paths` globs matched against repository paths, and the plugins around changed
// skills and agents. Nothing of the head is checked out or executed.





/** The events scored like a pull request. */
const CHANGE_EVENTS = (/* unused pure expression or super */ null && (['pull_request', 'pull_request_target', 'merge_group']));
function isChangeEvent(eventName) {
    return CHANGE_EVENTS.includes(eventName);
}
function str(x) {
    return typeof x === 'string' && x !== '' ? x : null;
}
/** The change an event payload describes, or null when the payload has none. */
function changeFromEvent(eventName, payload) {
    if (eventName === 'merge_group') {
        const mg = payload.merge_group;
        const headSha = str(mg?.head_sha);
        const baseSha = str(mg?.base_sha);
        if (!headSha || !baseSha)
            return null;
        return { event: 'merge_group', number: null, headSha, baseSha, fromFork: false, changedFiles: null };
    }
    const pr = payload.pull_request;
    if (!pr || typeof pr.number !== 'number')
        return null;
    const headSha = str(pr.head?.sha);
    const baseSha = str(pr.base?.sha);
    if (!headSha || !baseSha)
        return null;
    const headRepo = str(pr.head?.repo?.full_name);
    const baseRepo = str(pr.base?.repo?.full_name);
    // A deleted fork has head.repo null: still a fork.
    const fromFork = pr.head?.repo === null || (headRepo !== null && baseRepo !== null && headRepo !== baseRepo);
    const event = eventName === 'pull_request_target' ? 'pull_request_target' : 'pull_request';
    const changedFiles = typeof pr.changed_files === 'number' && Number.isInteger(pr.changed_files) ? pr.changed_files : null;
    return { event, number: pr.number, headSha, baseSha, fromFork, changedFiles };
}
/** Folders never searched for a checkout. */
const SKIPPED_DIRS = new Set(['node_modules']);
/** How deep under the workspace a checkout is looked for (`path: a/b` of actions/checkout). */
const DISCOVERY_DEPTH = 2;
async function gitDirsUnder(root, depth) {
    const found = [];
    let level = [root];
    for (let d = 0; d < depth && level.length; d++) {
        const next = [];
        for (const dir of level) {
            let entries;
            try {
                entries = await node_fs__WEBPACK_IMPORTED_MODULE_0__.promises.readdir(dir, { withFileTypes: true });
            }
            catch {
                continue;
            }
            for (const e of entries) {
                if (!e.isDirectory() || e.name.startsWith('.') || SKIPPED_DIRS.has(e.name))
                    continue;
                const sub = node_path__WEBPACK_IMPORTED_MODULE_1__.join(dir, e.name);
                // Only whether `.git` exists is asked: nothing under it is read.
                if (await node_fs__WEBPACK_IMPORTED_MODULE_0__.promises.lstat(node_path__WEBPACK_IMPORTED_MODULE_1__.join(sub, '.git')).then(() => true, () => false))
                    found.push(sub);
                else
                    next.push(sub);
            }
        }
        level = next;
    }
    return found.sort();
}
/**
 * The repository's folder: the `working-directory` input (relative to the workspace), else the
 * workspace when it is a checkout, else the one checkout found under it (actions/checkout with
 * `path:`); with several, the one holding the change's commits. Throws when it cannot choose.
 */
async function locateRepository(workspace, workingDirectory, shas) {
    if (workingDirectory.trim() !== '') {
        const dir = node_path__WEBPACK_IMPORTED_MODULE_1__.resolve(workspace, workingDirectory.trim());
        const st = await node_fs__WEBPACK_IMPORTED_MODULE_0__.promises.stat(dir).catch(() => null);
        if (!st?.isDirectory())
            throw new Error(`input "working-directory": ${workingDirectory.trim()} is not a folder under the workspace`);
        return { dir, how: 'input' };
    }
    if (await (0,_adapters_git_js__WEBPACK_IMPORTED_MODULE_3__/* .isGitCheckout */ .dl)(workspace))
        return { dir: workspace, how: 'workspace' };
    const found = await gitDirsUnder(workspace, DISCOVERY_DEPTH);
    if (found.length === 1)
        return { dir: found[0], how: 'discovered' };
    if (found.length > 1) {
        const holding = [];
        for (const dir of found) {
            for (const sha of shas) {
                if (await (0,_adapters_git_js__WEBPACK_IMPORTED_MODULE_3__/* .hasLocalCommit */ .vK)(dir, sha)) {
                    holding.push(dir);
                    break;
                }
            }
        }
        if (holding.length === 1)
            return { dir: holding[0], how: 'discovered' };
        const names = found.map((d) => node_path__WEBPACK_IMPORTED_MODULE_1__.relative(workspace, d)).join(', ');
        throw new Error(`several checkouts under the workspace (${names}): set the working-directory input to the repository's folder`);
    }
    return { dir: workspace, how: 'no-git' };
}
/**
 * The change's head version, read by SHA: from git objects (fetching the head commit when it is
 * missing: objects only, no checkout), else the checkout when it is at the head commit, else the
 * contents API. Under pull_request and merge_group the checkout is the head (or its merge), so it
 * may stand in, with a caveat; under pull_request_target it is the base, so it never does.
 */
async function openHeadSource(repoDir, change, api) {
    const rootName = node_path__WEBPACK_IMPORTED_MODULE_1__.basename(repoDir);
    const refs = change.number !== null ? [`refs/pull/${change.number}/head`] : [];
    const missing = await (0,_adapters_git_js__WEBPACK_IMPORTED_MODULE_3__/* .ensureCommit */ .q$)(repoDir, change.headSha, refs);
    if (missing === null)
        return { source: new _adapters_git_js__WEBPACK_IMPORTED_MODULE_3__/* .GitSource */ .Gh(repoDir, change.headSha, rootName), via: 'git' };
    const checkedOut = await (0,_adapters_git_js__WEBPACK_IMPORTED_MODULE_3__/* .headCommit */ .Qo)(repoDir);
    if (checkedOut !== null && checkedOut.toLowerCase() === change.headSha.toLowerCase()) {
        return { source: new _read_source_js__WEBPACK_IMPORTED_MODULE_4__/* .DiskSource */ .pU(repoDir), via: 'checkout' };
    }
    if (api && change.event === 'pull_request_target') {
        return { source: new _adapters_github_js__WEBPACK_IMPORTED_MODULE_2__/* .ContentsSource */ .QC(api, change.headSha, rootName), via: 'api' };
    }
    if (change.event !== 'pull_request_target') {
        return {
            source: new _read_source_js__WEBPACK_IMPORTED_MODULE_4__/* .DiskSource */ .pU(repoDir),
            via: 'checkout',
            caveat: `The head commit ${change.headSha.slice(0, 12)} could not be read from git (${missing}), so the checked-out files were scored as the head.`,
        };
    }
    throw new Error(`pull_request_target: the head commit ${change.headSha.slice(0, 12)} could not be read (${missing}) and the checkout is the base ` +
        'branch, not the head; scoring it would report the base as the pull request. Give the Action a github-token, or a checkout from which origin can be fetched.');
}
async function gitDiff(repoDir, change) {
    for (const sha of [change.baseSha, change.headSha]) {
        const refs = sha === change.headSha && change.number !== null ? [`refs/pull/${change.number}/head`] : [];
        const missing = await (0,_adapters_git_js__WEBPACK_IMPORTED_MODULE_3__/* .ensureCommit */ .q$)(repoDir, sha, refs);
        if (missing !== null)
            return { error: missing };
    }
    const diff = await (0,_adapters_git_js__WEBPACK_IMPORTED_MODULE_3__/* .diffNameStatus */ .Nt)(repoDir, change.baseSha, change.headSha);
    return diff
        ? { files: diff }
        : { error: `git diff ${change.baseSha.slice(0, 12)}..${change.headSha.slice(0, 12)} failed` };
}
/**
 * The change's files: the pull request files API, unless it is capped (GitHub lists at most
 * 3,000; the payload's `changed_files` says how many there are) or fails, or there is no pull
 * request (merge group): then `git diff base..head`. A capped list that git cannot complete is an
 * error (never a silent pass); other failures return null (the caller scores every target).
 */
async function changedFilesOf(api, change, repoDir, warn) {
    if (api && change.number !== null) {
        let listed = null;
        try {
            listed = await api.listPullFiles(change.number);
        }
        catch (err) {
            warn(`${err instanceof Error ? err.message : String(err)}; using git diff instead`);
        }
        if (listed) {
            const total = change.changedFiles;
            const capped = (total !== null && total > listed.length) || listed.length >= _adapters_github_js__WEBPACK_IMPORTED_MODULE_2__/* .GITHUB_MAX_PR_FILES */ .Gz;
            if (!capped)
                return { files: listed, via: 'api' };
            const diff = await gitDiff(repoDir, change);
            const count = total !== null ? `${total} files` : `more than ${listed.length} files`;
            if ('error' in diff) {
                throw new Error(`the pull request changes ${count} but GitHub lists only ${listed.length}, and git could not diff the base and head commits ` +
                    `(${diff.error}); the changed skills cannot all be found. Check out with enough history (or a fetchable origin) and run again.`);
            }
            return {
                files: diff.files,
                via: 'git',
                note: `The pull request changes ${count}; GitHub lists only ${listed.length}, so the changed files were taken from git diff base..head.`,
            };
        }
    }
    const diff = await gitDiff(repoDir, change);
    if ('error' in diff) {
        warn(`Could not diff the base and head commits with git: ${diff.error}`);
        return null;
    }
    return {
        files: diff.files,
        via: 'git',
        note: change.number === null
            ? undefined
            : 'Changed files taken from the local git diff base..head (the pull request files API failed).',
    };
}
/** The nearest folder above `dir` (exclusive) that is a plugin in `source`, or null. */
async function enclosingPlugin(source, dir) {
    const parts = dir === '.' ? [] : dir.split('/');
    // Loaded here: the Action reads its event and project (and reaches GitHub) without the parsers.
    const { targetKind } = await Promise.all(/* import() */[__webpack_require__.e(281), __webpack_require__.e(815), __webpack_require__.e(938), __webpack_require__.e(66), __webpack_require__.e(164)]).then(__webpack_require__.bind(__webpack_require__, 8164));
    for (let i = parts.length - 1; i >= 0; i--) {
        const up = parts.slice(0, i).join('/');
        if ((await targetKind(source, up)) === 'plugin')
            return up === '' ? '.' : up;
    }
    return null;
}


/***/ }),

/***/ 645:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   QK: () => (/* binding */ softly),
/* harmony export */   fZ: () => (/* binding */ skillDirsMatching),
/* harmony export */   kI: () => (/* binding */ readActionEnv),
/* harmony export */   sf: () => (/* binding */ pathsRoots),
/* harmony export */   yj: () => (/* binding */ underRoots)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _runner_commands_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7203);
/* harmony import */ var _pathPatterns_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9140);
/* harmony import */ var _text_escape_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7388);
/* harmony import */ var _adapters_github_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3978);
// What the runner tells the Action (environment and event payload), the `paths` glob, and the
// helper that turns a failed GitHub call into a warning so a run always finishes its report.






const warning = (message) => _runner_commands_js__WEBPACK_IMPORTED_MODULE_2__/* .warning */ .$e((0,_text_escape_js__WEBPACK_IMPORTED_MODULE_5__/* .commandText */ .jt)(message));
async function readActionEnv(env = process.env) {
    let payload = {};
    if (env.GITHUB_EVENT_PATH) {
        try {
            const parsed = JSON.parse(await node_fs__WEBPACK_IMPORTED_MODULE_0__.promises.readFile(env.GITHUB_EVENT_PATH, 'utf8'));
            if (parsed && typeof parsed === 'object')
                payload = parsed;
        }
        catch (err) {
            warning(`Could not read the event payload ${env.GITHUB_EVENT_PATH}: ${err instanceof Error ? err.message : String(err)}`);
        }
    }
    let repo = null;
    const full = env.GITHUB_REPOSITORY ?? '';
    const slash = full.indexOf('/');
    if (slash > 0 && slash < full.length - 1)
        repo = { owner: full.slice(0, slash), repo: full.slice(slash + 1) };
    const repository = payload.repository;
    const defaultBranch = typeof repository?.default_branch === 'string'
        ? repository.default_branch
        : env.GITHUB_REF_NAME
            ? env.GITHUB_REF_NAME
            : null;
    return {
        workspace: node_path__WEBPACK_IMPORTED_MODULE_1__.resolve(env.GITHUB_WORKSPACE || process.cwd()),
        eventName: env.GITHUB_EVENT_NAME ?? '',
        payload,
        repo,
        sha: env.GITHUB_SHA ?? '',
        serverUrl: (env.GITHUB_SERVER_URL ?? 'https://github.com').replace(/\/+$/, ''),
        defaultBranch,
    };
}
/** Folders never searched for skills. */
/**
 * Skill folders (workspace-relative, '.' for the root) whose SKILL.md matches the `paths` input:
 * one glob a line, `!` to exclude, relative to the workspace.
 */
async function skillDirsMatching(workspace, patterns) {
    const anchored = (0,_pathPatterns_js__WEBPACK_IMPORTED_MODULE_3__/* .pathPatterns */ .h)(patterns)
        .map(({ negated, body }) => {
        const abs = node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute(body) ? body : node_path__WEBPACK_IMPORTED_MODULE_1__.join(workspace, body);
        return negated ? `!${abs}` : abs;
    })
        .join('\n');
    const dirs = new Set();
    if (anchored === '')
        return dirs;
    // Loaded only when the paths input is used.
    const glob = await Promise.all(/* import() */[__webpack_require__.e(581), __webpack_require__.e(119), __webpack_require__.e(25)]).then(__webpack_require__.bind(__webpack_require__, 2025));
    const globber = await glob.create(anchored, {
        followSymbolicLinks: false,
        matchDirectories: false,
        implicitDescendants: false,
    });
    for await (const file of globber.globGenerator()) {
        if (node_path__WEBPACK_IMPORTED_MODULE_1__.basename(file) !== 'SKILL.md')
            continue;
        const rel = node_path__WEBPACK_IMPORTED_MODULE_1__.relative(workspace, node_path__WEBPACK_IMPORTED_MODULE_1__.dirname(file)).split(node_path__WEBPACK_IMPORTED_MODULE_1__.sep).join('/');
        // Outside the workspace (a folder named `..dots` is inside).
        if (rel === '..' || rel.startsWith(`..${node_path__WEBPACK_IMPORTED_MODULE_1__.sep}`) || rel.startsWith('../') || node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute(rel))
            continue;
        if (rel.split('/').some((seg) => _pathPatterns_js__WEBPACK_IMPORTED_MODULE_3__/* .IGNORED_SEGMENTS */ .u.has(seg)))
            continue;
        dirs.add(rel === '' ? '.' : rel);
    }
    return dirs;
}
/**
 * Runs a GitHub step that may fail without failing the run: a refusal of the token (a fork's
 * read-only token, or missing permissions) or a failure after the retries becomes a warning.
 */
async function softly(what, step) {
    try {
        return await step();
    }
    catch (err) {
        if (err instanceof _adapters_github_js__WEBPACK_IMPORTED_MODULE_4__/* .GitHubApiError */ .OS && err.permissionDenied) {
            warning(`Skipped ${what}: the token may not do it (${err.message}). Pull requests from forks get a read-only token; ` +
                'otherwise grant the workflow `pull-requests: write` and `checks: write`.');
        }
        else {
            warning(`Skipped ${what}: ${err instanceof Error ? err.message : String(err)}`);
        }
        return null;
    }
}
const GLOB_CHARS = /[*?[\]{}!]/;
/**
 * The fixed leading folders of the positive `paths` patterns ('' = the whole repository):
 * `fixtures/**\/SKILL.md` → `fixtures`. Plugin folders are scored when they lie under one.
 */
function pathsRoots(patterns) {
    const roots = new Set();
    for (const raw of patterns.split('\n')) {
        const p = raw.trim();
        if (p === '' || p.startsWith('#') || p.startsWith('!'))
            continue;
        const parts = p.split('/').filter((s) => s !== '' && s !== '.');
        const fixed = [];
        // The last part names the file (SKILL.md), never a folder.
        for (const part of parts.slice(0, -1)) {
            if (GLOB_CHARS.test(part))
                break;
            fixed.push(part);
        }
        roots.add(fixed.join('/'));
    }
    return [...roots];
}
/** Whether folder `dir` ('.' = root) lies under one of `roots`. */
function underRoots(dir, roots) {
    const d = dir === '.' ? '' : dir;
    return roots.some((r) => r === '' || d === r || d.startsWith(`${r}/`));
}


/***/ }),

/***/ 3057:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D: () => (/* binding */ rowChange),
/* harmony export */   Lc: () => (/* binding */ evalGateFailures),
/* harmony export */   Xe: () => (/* binding */ codePath),
/* harmony export */   gK: () => (/* binding */ evalLines),
/* harmony export */   p4: () => (/* binding */ parseEvalGate)
/* harmony export */ });
/* unused harmony exports EVAL_CHANGE_SEED, evalChange */
/* harmony import */ var _reports_evals_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5900);
/* harmony import */ var _stats_stats_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3168);


/** Seed of the bootstrap of the change between base and head. */
const EVAL_CHANGE_SEED = 0xc4a9;
/** Parses the `eval-gate` input: `off`, `regression`, or `min-lift:X` with X in points of pass rate (−100 to 100). */
function parseEvalGate(raw) {
    const v = raw.trim().toLowerCase();
    if (v === '' || v === 'off')
        return { mode: 'off' };
    if (v === 'regression')
        return { mode: 'regression' };
    const m = /^min-lift:\s*([+-]?\d+(?:\.\d+)?)\s*%?$/.exec(v);
    if (m) {
        const x = Number(m[1]);
        if (x >= -100 && x <= 100)
            return { mode: 'min-lift', minLift: x / 100 };
    }
    return `expected off, regression or min-lift:X (X in points of pass rate, e.g. min-lift:10), got "${raw}"`;
}
const rates = (cases) => new Map(cases.filter((c) => c.with_skill.pass_rate !== null).map((c) => [c.id, c.with_skill.pass_rate]));
/** The change of the with-skill pass rate from base to head, with a bootstrap interval. */
function evalChange(head, base) {
    if (!base || head.with_skill.pass_rate === null || base.with_skill.pass_rate === null)
        return { head, base, change: null, change_ci: null };
    const change = head.with_skill.pass_rate - base.with_skill.pass_rate;
    const h = rates(head.cases);
    const b = rates(base.cases);
    const common = [...h.keys()].filter((id) => b.has(id));
    let ci;
    if (common.length === h.size && common.length === b.size) {
        // The same evals at both ends: paired differences.
        ci = (0,_stats_stats_js__WEBPACK_IMPORTED_MODULE_0__/* .bootstrapInterval */ .kd)(common.map((id) => h.get(id) - b.get(id)), (d) => (0,_stats_stats_js__WEBPACK_IMPORTED_MODULE_0__/* .mean */ .i2)(d), { seed: EVAL_CHANGE_SEED });
    }
    else {
        ci = (0,_stats_stats_js__WEBPACK_IMPORTED_MODULE_0__/* .bootstrapGroupsInterval */ .kZ)([[...h.values()], [...b.values()]], ([x, y]) => (0,_stats_stats_js__WEBPACK_IMPORTED_MODULE_0__/* .mean */ .i2)(x) - (0,_stats_stats_js__WEBPACK_IMPORTED_MODULE_0__/* .mean */ .i2)(y), {
            seed: EVAL_CHANGE_SEED,
        });
    }
    return { head, base, change, change_ci: ci ? (0,_stats_stats_js__WEBPACK_IMPORTED_MODULE_0__/* .holding */ .G)(ci, change) : null };
}
function rowChange(row) {
    const head = row.head.ok ? (0,_reports_evals_js__WEBPACK_IMPORTED_MODULE_1__/* .evalsOf */ .dI)(row.head.result) : null;
    if (!head)
        return null;
    const base = row.base?.ok ? (0,_reports_evals_js__WEBPACK_IMPORTED_MODULE_1__/* .evalsOf */ .dI)(row.base.result) : null;
    return evalChange(head, base);
}
/** A path as inline code in the comment: a backtick or a line break in it cannot end the span or the line. */
function codePath(p) {
    return `\`${p.replace(/`/g, "'").replace(/[\r\n]+/g, ' ')}\``;
}
/** The comment's line for a changed skill with evals. */
function evalLines(row) {
    const c = rowChange(row);
    if (!c)
        return [];
    const head = `lift ${(0,_reports_evals_js__WEBPACK_IMPORTED_MODULE_1__/* .fmtLift */ .hG)(c.head.lift)} ${(0,_reports_evals_js__WEBPACK_IMPORTED_MODULE_1__/* .fmtLiftInterval */ .sL)(c.head.lift_ci)}, pass rate ${(0,_reports_evals_js__WEBPACK_IMPORTED_MODULE_1__/* .fmtPct */ .pT)(c.head.with_skill.pass_rate)} (without the skill ${(0,_reports_evals_js__WEBPACK_IMPORTED_MODULE_1__/* .fmtPct */ .pT)(c.head.without_skill.pass_rate)})`;
    const base = c.base
        ? `; base: lift ${(0,_reports_evals_js__WEBPACK_IMPORTED_MODULE_1__/* .fmtLift */ .hG)(c.base.lift)} ${(0,_reports_evals_js__WEBPACK_IMPORTED_MODULE_1__/* .fmtLiftInterval */ .sL)(c.base.lift_ci)}, pass rate ${(0,_reports_evals_js__WEBPACK_IMPORTED_MODULE_1__/* .fmtPct */ .pT)(c.base.with_skill.pass_rate)}; change ${(0,_reports_evals_js__WEBPACK_IMPORTED_MODULE_1__/* .fmtLift */ .hG)(c.change)} points ${(0,_reports_evals_js__WEBPACK_IMPORTED_MODULE_1__/* .fmtLiftInterval */ .sL)(c.change_ci)}`
        : '; no evals at the base';
    return [`${codePath(row.path)} evals: ${head}${base}.`];
}
/** Why the eval gate fails, per row (empty: it passes). */
function evalGateFailures(rows, gate) {
    if (gate.mode === 'off')
        return [];
    const out = [];
    for (const row of rows) {
        const c = rowChange(row);
        if (!c)
            continue;
        if (gate.mode === 'regression') {
            // A drop counts only beyond the interval: its upper end is below zero.
            if (c.change !== null && c.change_ci !== null && c.change_ci[1] < 0) {
                out.push({
                    path: row.path,
                    reason: `pass rate fell from ${(0,_reports_evals_js__WEBPACK_IMPORTED_MODULE_1__/* .fmtPct */ .pT)(c.base.with_skill.pass_rate)} to ${(0,_reports_evals_js__WEBPACK_IMPORTED_MODULE_1__/* .fmtPct */ .pT)(c.head.with_skill.pass_rate)} (change ${(0,_reports_evals_js__WEBPACK_IMPORTED_MODULE_1__/* .fmtLift */ .hG)(c.change)} points ${(0,_reports_evals_js__WEBPACK_IMPORTED_MODULE_1__/* .fmtLiftInterval */ .sL)(c.change_ci)})`,
                });
            }
        }
        else if (c.head.lift === null || c.head.lift < gate.minLift) {
            out.push({ path: row.path, reason: `lift ${(0,_reports_evals_js__WEBPACK_IMPORTED_MODULE_1__/* .fmtLift */ .hG)(c.head.lift)} points is under ${(0,_reports_evals_js__WEBPACK_IMPORTED_MODULE_1__/* .fmtLift */ .hG)(gate.minLift)}` });
        }
    }
    return out;
}


/***/ }),

/***/ 1729:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ko: () => (/* binding */ readInputs),
/* harmony export */   uy: () => (/* binding */ DEFAULT_DEPTH)
/* harmony export */ });
/* unused harmony exports ON_UNMEASURED, GATE_KINDS, COMMENT_KEY_PATTERN, DEFAULT_CHECK_NAME, CHECK_NAME_MAX, MAX_CONCURRENCY, InputError, parseShardInput, deadlineInput */
/* harmony import */ var _runner_inputs_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(9128);
/* harmony import */ var _contract_types_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3579);
/* harmony import */ var _sweep_types_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(9961);
/* harmony import */ var _evalGate_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(3057);
/* harmony import */ var _rules_suppressions_failOn_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5099);
/* harmony import */ var _composite_measurement_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5335);
/* harmony import */ var _runtime_deadline_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4506);
/* harmony import */ var _contract_weights_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8175);
// Every input of action.yml is read and validated here, once; the rest of the Action takes an
// ActionInputs. A bad value is an InputError with a message naming the input.






/** Depth when neither the input nor the configuration file gives one. */
const DEFAULT_DEPTH = 'quick';


const ON_UNMEASURED = _composite_measurement_js__WEBPACK_IMPORTED_MODULE_2__/* .ON_UNMEASURED_MODES */ .vR;
const GATE_KINDS = ['each', 'mean'];
/** A comment key: a short token that cannot close the HTML comment it sits in. */
const COMMENT_KEY_PATTERN = /^[A-Za-z0-9._-]{0,64}$/;
const DEFAULT_CHECK_NAME = 'PluginEval';
/** GitHub's limit on a check run's name is not documented; names past this are refused here. */
const CHECK_NAME_MAX = 100;
const MAX_CONCURRENCY = 64;
class InputError extends Error {
    input;
    constructor(input, message) {
        super(`input "${input}": ${message}`);
        this.input = input;
        this.name = 'InputError';
    }
}
const fromCore = (name) => (0,_runner_inputs_js__WEBPACK_IMPORTED_MODULE_5__/* .getInput */ .V)(name);
function bool(read, name, fallback) {
    const raw = read(name).toLowerCase();
    if (raw === '')
        return fallback;
    if (['true', 'yes', 'on', '1'].includes(raw))
        return true;
    if (['false', 'no', 'off', '0'].includes(raw))
        return false;
    throw new InputError(name, `expected true or false, got "${read(name)}"`);
}
/** `i/n` as the sweep reads it (src/sweep/run.ts), or null when empty; errors name the input. */
function parseShardInput(raw) {
    if (raw.trim() === '')
        return null;
    try {
        return (0,_sweep_types_js__WEBPACK_IMPORTED_MODULE_6__/* .parseShard */ .uK)(raw);
    }
    catch (err) {
        throw new InputError('shard', err instanceof Error ? err.message : String(err));
    }
}
/** A score input (0–100), or null when empty. */
function score(read, name) {
    const raw = read(name);
    if (raw === '')
        return null;
    const n = Number(raw);
    if (!Number.isFinite(n) || n < 0 || n > 100)
        throw new InputError(name, `expected a number from 0 to 100, got "${raw}"`);
    return n;
}
function failOnInput(raw) {
    try {
        return (0,_rules_suppressions_failOn_js__WEBPACK_IMPORTED_MODULE_1__/* .parseFailOn */ .XV)(raw);
    }
    catch (err) {
        throw new InputError('fail-on', err instanceof Error ? err.message : String(err));
    }
}
/** The `deadline` input: empty is the default, `none` is no deadline, else a duration (src/runtime/deadline.ts). */
function deadlineInput(raw) {
    const text = raw.trim() === '' ? _runtime_deadline_js__WEBPACK_IMPORTED_MODULE_3__/* .DEFAULT_ACTION_DEADLINE */ .Yc : raw.trim();
    if (text.toLowerCase() === _runtime_deadline_js__WEBPACK_IMPORTED_MODULE_3__/* .NO_DEADLINE */ .ji)
        return null;
    try {
        return (0,_runtime_deadline_js__WEBPACK_IMPORTED_MODULE_3__/* .readDeadline */ .Ne)(text);
    }
    catch (err) {
        throw new InputError('deadline', `${err instanceof Error ? err.message : String(err)}, or ${_runtime_deadline_js__WEBPACK_IMPORTED_MODULE_3__/* .NO_DEADLINE */ .ji}`);
    }
}
/** What is scored and how it is gated: depth, method and the score floors. */
function scoringInputs(read) {
    const depth = (read('depth') || DEFAULT_DEPTH).toLowerCase();
    if (!_contract_types_js__WEBPACK_IMPORTED_MODULE_0__/* .DEPTHS */ .D_.includes(depth)) {
        throw new InputError('depth', `expected one of ${_contract_types_js__WEBPACK_IMPORTED_MODULE_0__/* .DEPTHS */ .D_.join(', ')}, got "${depth}"`);
    }
    const method = (0,_contract_types_js__WEBPACK_IMPORTED_MODULE_0__/* .methodNamed */ .tc)(read('method'));
    if (method === undefined) {
        throw new InputError('method', `expected ${_contract_types_js__WEBPACK_IMPORTED_MODULE_0__/* .METHODS */ .J8.join(' or ')} (or measured), got "${read('method')}"`);
    }
    const threshold = score(read, 'threshold');
    const minScore = score(read, 'min-score');
    const gateRaw = read('gate').toLowerCase();
    if (gateRaw !== '' && !GATE_KINDS.includes(gateRaw)) {
        throw new InputError('gate', `expected each or mean, got "${read('gate')}"`);
    }
    return { depth: depth, method, threshold, minScore, gate: gateRaw === '' ? null : gateRaw };
}
/** The mode, and what the modes that read files of other runs need (merge: shard reports, publish: the report). */
function modeInputs(read) {
    const mode = (read('mode') || 'auto').toLowerCase();
    if (mode !== 'auto' && mode !== 'pr' && mode !== 'sweep' && mode !== 'publish' && mode !== 'merge') {
        throw new InputError('mode', `expected auto, pr, sweep, merge or publish, got "${mode}"`);
    }
    const shardReports = read('shard-reports')
        .split('\n')
        .map((l) => l.trim())
        .filter((l) => l !== '');
    if (mode === 'merge' && shardReports.length === 0)
        throw new InputError('shard-reports', 'mode "merge" needs the folders of the shards\' reports');
    const reportPath = read('report-path');
    if (mode === 'publish' && reportPath === '')
        throw new InputError('report-path', 'mode "publish" needs the path of the downloaded pull-request.json');
    return { mode, shardReports, reportPath };
}
/** How much the run may use: parallel calls, worker threads, money and time. */
function limitInputs(read) {
    const concurrencyRaw = read('concurrency') || '4';
    const concurrency = Number(concurrencyRaw);
    if (!Number.isInteger(concurrency) || concurrency < 1 || concurrency > MAX_CONCURRENCY) {
        throw new InputError('concurrency', `expected a whole number from 1 to ${MAX_CONCURRENCY}, got "${concurrencyRaw}"`);
    }
    const workersRaw = read('workers');
    const workers = workersRaw === '' ? null : workersRaw === 'auto' ? 'auto' : Number(workersRaw);
    if (typeof workers === 'number' &&
        (!Number.isInteger(workers) || workers < 1 || workers > _contract_weights_js__WEBPACK_IMPORTED_MODULE_4__/* .SWEEP_WORKERS */ .ri.maxThreads)) {
        throw new InputError('workers', `expected auto or a whole number from 1 to ${_contract_weights_js__WEBPACK_IMPORTED_MODULE_4__/* .SWEEP_WORKERS */ .ri.maxThreads}, got "${workersRaw}"`);
    }
    const budgetRaw = read('budget-usd');
    const budgetUsd = budgetRaw === '' ? null : Number(budgetRaw);
    if (budgetUsd !== null && (!Number.isFinite(budgetUsd) || budgetUsd < 0)) {
        throw new InputError('budget-usd', `expected an amount in USD, 0 or more, got "${budgetRaw}"`);
    }
    return { concurrency, workers, budgetUsd, deadline: deadlineInput(read('deadline')) };
}
/** What the gate makes of unmeasured dimensions and of the skills' own evals. */
function measurementInputs(read) {
    const onUnmeasured = (0,_composite_measurement_js__WEBPACK_IMPORTED_MODULE_2__/* .onUnmeasuredNamed */ .mw)(read('on-unmeasured'));
    if (onUnmeasured === null) {
        throw new InputError('on-unmeasured', `expected ${ON_UNMEASURED.join(', ')} (or failure, ignore), got "${read('on-unmeasured')}"`);
    }
    const evalGate = (0,_evalGate_js__WEBPACK_IMPORTED_MODULE_7__/* .parseEvalGate */ .p4)(read('eval-gate'));
    if (typeof evalGate === 'string')
        throw new InputError('eval-gate', evalGate);
    return { onUnmeasured, evalGate };
}
/** The names of what the run posts: the sticky comment's key and the check run's name. */
function postingNames(read) {
    const commentKey = read('comment-key');
    if (!COMMENT_KEY_PATTERN.test(commentKey)) {
        throw new InputError('comment-key', `expected at most 64 letters, digits, ".", "_" or "-", got "${commentKey}"`);
    }
    const checkName = read('check-name') || DEFAULT_CHECK_NAME;
    if (checkName.length > CHECK_NAME_MAX || /[\u0000-\u001f\u007f-\u009f]/.test(checkName)) {
        throw new InputError('check-name', `expected one line of at most ${CHECK_NAME_MAX} characters`);
    }
    return { commentKey, checkName };
}
/** The settings of `.plugin-eval.yml` the workflow set itself (a non-empty input): these win over the file. */
function explicitSettings(read, scoring, failOn) {
    const explicit = {};
    if (read('depth') !== '')
        explicit.depth = scoring.depth;
    if (read('method') !== '')
        explicit.method = scoring.method;
    if (scoring.threshold !== null)
        explicit.threshold = scoring.threshold;
    if (scoring.minScore !== null)
        explicit['min-score'] = scoring.minScore;
    if (read('fail-on') !== '')
        explicit['fail-on'] = failOn;
    return explicit;
}
function readInputs(read = fromCore) {
    // Read in this order so that, of several bad inputs, the same one is named first.
    const scoring = scoringInputs(read);
    const modes = modeInputs(read);
    const limits = limitInputs(read);
    const outputDir = read('output-dir') || 'plugin-eval-report';
    const measurement = measurementInputs(read);
    const names = postingNames(read);
    const failOn = failOnInput(read('fail-on'));
    const explicit = explicitSettings(read, scoring, failOn);
    return {
        githubToken: read('github-token'),
        depth: scoring.depth,
        method: scoring.method,
        threshold: scoring.threshold,
        paths: read('paths') || '**/SKILL.md',
        mode: modes.mode,
        comment: bool(read, 'comment', true),
        checkRun: bool(read, 'check-run', true),
        anthropicApiKey: read('anthropic-api-key'),
        budgetUsd: limits.budgetUsd,
        deadline: limits.deadline,
        concurrency: limits.concurrency,
        workers: limits.workers,
        outputDir,
        badgesDir: read('badges-dir'),
        shard: parseShardInput(read('shard')),
        failOnError: bool(read, 'fail-on-error', true),
        securityGate: bool(read, 'security-gate', false),
        failOn,
        allowLlmOnForks: bool(read, 'allow-llm-on-forks', false),
        onUnmeasured: measurement.onUnmeasured,
        batch: bool(read, 'batch', false),
        evalGate: measurement.evalGate,
        workingDirectory: read('working-directory'),
        minScore: scoring.minScore,
        gate: scoring.gate,
        reportPath: modes.reportPath,
        shardReports: modes.shardReports,
        commentKey: names.commentKey,
        checkName: names.checkName,
        explicit,
    };
}


/***/ }),

/***/ 8592:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Md: () => (/* binding */ createRunLog),
/* harmony export */   fJ: () => (/* binding */ fail),
/* harmony export */   pq: () => (/* binding */ info)
/* harmony export */ });
/* harmony import */ var _runner_commands_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7203);
/* harmony import */ var _text_escape_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7388);
/* harmony import */ var _text_redact_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3326);
// The Action's log: every line escaped so that no text from outside runs as a workflow command,
// every text redacted of the run's secrets, each warning given once, and the warnings about single
// targets kept as plain lines that the end of the run counts in one annotation.



const info = (message) => _runner_commands_js__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq((0,_text_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .logText */ .kc)(message));
const warning = (message) => _runner_commands_js__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e((0,_text_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .commandText */ .jt)(message));
const fail = (message) => _runner_commands_js__WEBPACK_IMPORTED_MODULE_0__/* .setFailed */ .C1((0,_text_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .commandText */ .jt)(message));
function createRunLog(secrets) {
    let redact = (0,_text_redact_js__WEBPACK_IMPORTED_MODULE_2__/* .createRedactor */ .lY)(secrets);
    const seen = new Set();
    const targetWarnings = [];
    return {
        get redact() {
            return redact;
        },
        warn: (raw) => {
            const message = redact(raw);
            if (seen.has(message))
                return;
            seen.add(message);
            warning(message);
        },
        targetWarn: (raw) => {
            const message = redact(raw);
            targetWarnings.push(message);
            info(`warning: ${message}`);
        },
        targetWarnings,
        keepSecret: (...kept) => {
            for (const secret of kept)
                if (secret)
                    _runner_commands_js__WEBPACK_IMPORTED_MODULE_0__/* .setSecret */ .Pq(secret);
            redact = (0,_text_redact_js__WEBPACK_IMPORTED_MODULE_2__/* .createRedactor */ .lY)(kept);
        },
    };
}


/***/ }),

/***/ 3853:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  run: () => (/* binding */ run)
});

// EXTERNAL MODULE: ./src/action/runner/inputs.ts
var inputs = __webpack_require__(9128);
// EXTERNAL MODULE: ./src/text/redact.ts
var text_redact = __webpack_require__(3326);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/adapters/batch.ts
var batch = __webpack_require__(3652);
// EXTERNAL MODULE: ./src/contract/types.ts
var types = __webpack_require__(3579);
// EXTERNAL MODULE: ./src/action/base.ts
var action_base = __webpack_require__(3585);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
;// CONCATENATED MODULE: ./src/action/batchState.ts
// Where a sweep with `batch: true` keeps its batch state. The state's results answer any request
// with the same digest without a call, so a state file that came with the repository (committed,
// or merged from a pull request) could put forged model answers into the weekly badges: the
// Action keeps the file under RUNNER_TEMP, outside the checkout, and never reads one that is
// inside the checkout when the run starts.



/** The state file: in the runner's temporary folder, else (no runner) in the output folder. */
function batchStateFile(runnerTemp, outputDir) {
    return external_node_path_.resolve(runnerTemp?.trim() ? runnerTemp : outputDir, batch/* DEFAULT_BATCH_STATE_FILE */.As);
}
/** A path with its existing part resolved through links (what is inside what is decided on real paths). */
function realPath(p) {
    const abs = external_node_path_.resolve(p);
    const missing = [];
    let at = abs;
    for (;;) {
        try {
            return external_node_path_.join(external_node_fs_.realpathSync.native(at), ...missing.reverse());
        }
        catch {
            const parent = external_node_path_.dirname(at);
            if (parent === at)
                return abs;
            missing.push(external_node_path_.basename(at));
            at = parent;
        }
    }
}
function isInside(dir, file) {
    const rel = external_node_path_.relative(realPath(dir), realPath(file));
    return rel !== '' && !rel.startsWith('..') && !external_node_path_.isAbsolute(rel);
}
/**
 * Why a state file must not be read, or null when it may: one inside the checkout that is there
 * before the run wrote anything came from the repository (committed, tracked or not) or from a
 * step before this one.
 */
function untrustedBatchState(stateFile, workspace) {
    if (!isInside(workspace, stateFile) || !(0,external_node_fs_.existsSync)(stateFile))
        return null;
    return (`batch state ${external_node_path_.relative(workspace, stateFile)} is inside the repository checkout and was there before this run; ` +
        'its results would answer requests without a call, so it is not read: the run starts afresh');
}

// EXTERNAL MODULE: ./src/action/log.ts
var action_log = __webpack_require__(8592);
;// CONCATENATED MODULE: ./src/action/llm.ts
// The LLM layers of a run: only where the mode scores with them, the depth or the eval gate asks
// for them, a key is set and the pull request may spend it; every result redacted on the way in.







/**
 * The LLM layers for this run, or null (quick depth, no key, or a fork without permission: a
 * stranger's pull request must not spend the repository's API budget).
 */
async function llmFor(inputs, env, batchable, warn, notes, deadline) {
    // The eval gate needs the author's evals run, at any depth.
    if (inputs.depth === 'quick' && inputs.evalGate.mode === 'off')
        return null;
    const pr = (0,action_base/* pullRequestFromPayload */.r)(env.payload);
    if (pr?.fromFork && !inputs.allowLlmOnForks) {
        const note = `Depth ${inputs.depth}: this pull request comes from a fork, so only the static layer ran (set allow-llm-on-forks to change that).`;
        warn(note);
        notes.push(note);
        return null;
    }
    if (!inputs.anthropicApiKey) {
        const note = `Depth ${inputs.depth}: no anthropic-api-key, so the LLM judge and Monte Carlo layers did not run; scores come from the static layer.`;
        warn(note);
        notes.push(note);
        return null;
    }
    // The adapter (and the SDK, most of the bundle) is loaded only when an LLM layer runs: a quick
    // run starts without it.
    const { createLlmLayers, DEFAULT_MAX_RETRIES, DEFAULT_MODELS, clampConcurrency } = await Promise.all(/* import() */[__webpack_require__.e(736), __webpack_require__.e(66), __webpack_require__.e(567), __webpack_require__.e(269), __webpack_require__.e(355)]).then(__webpack_require__.bind(__webpack_require__, 4856));
    return createLlmLayers({
        apiKey: inputs.anthropicApiKey,
        baseURL: process.env.ANTHROPIC_BASE_URL?.trim() || undefined,
        models: DEFAULT_MODELS,
        concurrency: clampConcurrency(inputs.concurrency),
        maxRetries: DEFAULT_MAX_RETRIES,
        cacheDir: null,
        judges: (await Promise.all(/* import() */[__webpack_require__.e(567), __webpack_require__.e(156)]).then(__webpack_require__.bind(__webpack_require__, 1567))).DEFAULT_JUDGES_BY_DEPTH[inputs.depth],
        method: (0,types/* llmMethodOf */.aw)(inputs.method),
        budgetUsd: inputs.budgetUsd,
        deadline,
        // Batches suit the weekly sweep (nobody waits on it); a pull request's check wants answers now.
        batch: inputs.batch && batchable ? batchSettings(inputs.outputDir, env.workspace, warn) : null,
        warn,
    });
}
/**
 * Batches keep their state under RUNNER_TEMP, so that a re-run on the same runner resumes and
 * nothing in the checkout can answer for the model (src/action/batchState.ts).
 */
function batchSettings(outputDir, workspace, warn) {
    // PLUGIN_EVAL_BATCH_POLL_MS tunes the poll interval (tests poll in milliseconds).
    const poll = Number(process.env.PLUGIN_EVAL_BATCH_POLL_MS);
    const pollIntervalMs = Number.isFinite(poll) && poll > 0 ? poll : batch/* DEFAULT_BATCH_POLL_MS */.W_;
    const stateFile = batchStateFile(process.env.RUNNER_TEMP, outputDir);
    // The output folder is where the state was kept before: one found there is said to be ignored too.
    const candidates = [...new Set([stateFile, external_node_path_.resolve(outputDir, batch/* DEFAULT_BATCH_STATE_FILE */.As)])];
    const untrusted = candidates.map((f) => untrustedBatchState(f, workspace));
    for (const why of untrusted)
        if (why)
            warn(why);
    return {
        stateFile,
        readExisting: untrusted[0] === null,
        pollIntervalMs,
        idleMs: Math.min(batch/* DEFAULT_BATCH_IDLE_MS */.Xd, pollIntervalMs),
        onStatus: (m) => (0,action_log/* info */.pq)(m),
    };
}
/**
 * The LLM layers with every result redacted: error reasons from the API (or a proxy echoing
 * headers) end up in reports, the comment and the check run, so the secrets are masked on the way in.
 */
function redactingLlm(llm, redact) {
    return {
        measure: async (layer, skill, input) => (0,text_redact/* redactDeep */.KL)(await llm.measure(layer, skill, input), redact),
        elo: llm.elo ? async (skill, references) => (0,text_redact/* redactDeep */.KL)(await llm.elo(skill, references), redact) : undefined,
        usage: () => llm.usage(),
    };
}
/** The run's LLM layers, redacted, or null; a note says why they do not run where they could. */
async function llmForRun(settings, log, notes) {
    const { mode, inputs, env, deadline } = settings;
    if (mode.llm === 'off')
        return null;
    const llm = await llmFor(inputs, env, mode.llm === 'batchable', log.warn, notes, deadline);
    return llm ? redactingLlm(llm, log.redact) : null;
}

// EXTERNAL MODULE: ./src/action/runner/commands.ts
var commands = __webpack_require__(7203);
// EXTERNAL MODULE: ./src/read/source.ts + 1 modules
var source = __webpack_require__(5233);
// EXTERNAL MODULE: ./src/runtime/deadline.ts
var runtime_deadline = __webpack_require__(4506);
// EXTERNAL MODULE: ./src/text/escape.ts
var text_escape = __webpack_require__(7388);
// EXTERNAL MODULE: ./src/adapters/github.ts + 2 modules
var github = __webpack_require__(3978);
;// CONCATENATED MODULE: ./src/action/api.ts
// The GitHub API as the Action uses it: made only for a mode that talks to GitHub and has a token,
// with every body it posts redacted (the comment and the check run are public).



/** The GitHub API with every body we post redacted. */
function redactingApi(api, redact) {
    return {
        repo: api.repo,
        listPullFiles: (n) => api.listPullFiles(n),
        getPull: (n) => api.getPull(n),
        viewerLogin: () => api.viewerLogin(),
        findComments: (n, marker) => api.findComments(n, marker),
        createComment: (n, body, existing) => api.createComment(n, redact(body), existing),
        updateComment: (id, body) => api.updateComment(id, redact(body)),
        createCheckRun: (sha, name, conclusion, output) => api.createCheckRun(sha, name, conclusion, (0,text_redact/* redactDeep */.KL)(output, redact)),
        updateCheckRun: (id, output) => api.updateCheckRun(id, (0,text_redact/* redactDeep */.KL)(output, redact)),
        getContents: (p, ref) => api.getContents(p, ref),
    };
}
/** The run's GitHub API, or null (and a warning) without a token or a repository. */
function gitHubFor(inputs, env, deadline, log) {
    if (inputs.githubToken && env.repo) {
        return redactingApi((0,github/* createGitHubApi */._j)({ token: inputs.githubToken, repo: env.repo, log: (m) => (0,action_log/* info */.pq)(m), deadline }), log.redact);
    }
    log.warn('No github-token or GITHUB_REPOSITORY: the pull request is read from local git and nothing is posted.');
    return null;
}

// EXTERNAL MODULE: ./src/action/change.ts
var action_change = __webpack_require__(8988);
// EXTERNAL MODULE: ./src/action/context.ts
var context = __webpack_require__(645);
// EXTERNAL MODULE: ./src/action/inputs.ts
var action_inputs = __webpack_require__(1729);
;// CONCATENATED MODULE: ./src/action/modes/merge.ts
const mergeMode = {
    name: 'merge',
    events: [],
    usesGitHub: false,
    configFrom: 'workspace',
    llm: 'off',
    run: async (ctx) => (await Promise.all(/* import() */[__webpack_require__.e(281), __webpack_require__.e(815), __webpack_require__.e(833), __webpack_require__.e(938), __webpack_require__.e(66), __webpack_require__.e(164), __webpack_require__.e(420), __webpack_require__.e(567), __webpack_require__.e(269), __webpack_require__.e(334), __webpack_require__.e(887), __webpack_require__.e(275), __webpack_require__.e(12), __webpack_require__.e(280), __webpack_require__.e(107)]).then(__webpack_require__.bind(__webpack_require__, 3107))).runMergeMode(ctx),
};

;// CONCATENATED MODULE: ./src/action/modes/publish.ts
const publishMode = {
    name: 'publish',
    events: [],
    usesGitHub: true,
    configFrom: null,
    llm: 'off',
    run: async (ctx) => (await Promise.all(/* import() */[__webpack_require__.e(281), __webpack_require__.e(815), __webpack_require__.e(581), __webpack_require__.e(938), __webpack_require__.e(66), __webpack_require__.e(164), __webpack_require__.e(420), __webpack_require__.e(567), __webpack_require__.e(269), __webpack_require__.e(334), __webpack_require__.e(887), __webpack_require__.e(275), __webpack_require__.e(12), __webpack_require__.e(280), __webpack_require__.e(337), __webpack_require__.e(384)]).then(__webpack_require__.bind(__webpack_require__, 3003))).runPublish(ctx),
};

;// CONCATENATED MODULE: ./src/action/modes/pullRequest.ts
const pullRequestMode = {
    name: 'pr',
    events: ['pull_request', 'pull_request_target', 'merge_group'],
    usesGitHub: true,
    configFrom: 'base',
    llm: 'on',
    run: async (ctx) => (await Promise.all(/* import() */[__webpack_require__.e(815), __webpack_require__.e(581), __webpack_require__.e(280), __webpack_require__.e(379)]).then(__webpack_require__.bind(__webpack_require__, 6379))).runPullRequest(ctx),
};

;// CONCATENATED MODULE: ./src/action/modes/sweep.ts
const sweepMode = {
    name: 'sweep',
    // A schedule, a push, a manual run: anything that is not a change to review.
    events: 'otherwise',
    usesGitHub: false,
    configFrom: 'workspace',
    llm: 'batchable',
    run: async (ctx) => (await Promise.all(/* import() */[__webpack_require__.e(281), __webpack_require__.e(815), __webpack_require__.e(833), __webpack_require__.e(938), __webpack_require__.e(66), __webpack_require__.e(164), __webpack_require__.e(420), __webpack_require__.e(567), __webpack_require__.e(269), __webpack_require__.e(334), __webpack_require__.e(887), __webpack_require__.e(275), __webpack_require__.e(12), __webpack_require__.e(280), __webpack_require__.e(357)]).then(__webpack_require__.bind(__webpack_require__, 9357))).runSweepMode(ctx),
};

;// CONCATENATED MODULE: ./src/action/modes/index.ts




const MODES = [pullRequestMode, sweepMode, publishMode, mergeMode];
function modeFor(mode, eventName) {
    const named = mode !== 'auto'
        ? MODES.find((m) => m.name === mode)
        : (MODES.find((m) => m.events !== 'otherwise' && m.events.includes(eventName ?? '')) ??
            MODES.find((m) => m.events === 'otherwise'));
    if (!named)
        throw new Error(`no mode serves ${mode === 'auto' ? `the event "${eventName}"` : `mode "${mode}"`}`);
    return named;
}

// EXTERNAL MODULE: ./src/action/projectFiles.ts
var projectFiles = __webpack_require__(560);
;// CONCATENATED MODULE: ./src/action/settings.ts
// The run's settings, built once: the inputs, the event, the mode it picks, the deadline, and
// `.plugin-eval.yml`, which sets what no input set explicitly (depth, method, the gate), so it is
// read before anything depends on them.












/**
 * Reads and applies the files at the root of `source` (src/action/project.ts, loadProject), loading
 * what parses and applies them while they are read: on a pull request the read is the run's first
 * GitHub request, which need not wait for the parser. A read failure becomes the project's error.
 */
async function loadProjectWhileReading(inputs, source, where) {
    const reading = (0,projectFiles/* readProjectFiles */.b)(source).catch((err) => (err instanceof projectFiles/* ProjectFileError */.S ? err : { failed: err }));
    const { projectFrom } = await Promise.all(/* import() */[__webpack_require__.e(815), __webpack_require__.e(280)]).then(__webpack_require__.bind(__webpack_require__, 8280));
    const files = await reading;
    if ('failed' in files)
        throw files.failed;
    return projectFrom(inputs, files, where);
}
/** The project when no configuration could be read at all (the base commit is out of reach). */
async function unreadable(inputs, where, why) {
    return (await Promise.all(/* import() */[__webpack_require__.e(815), __webpack_require__.e(280)]).then(__webpack_require__.bind(__webpack_require__, 8280))).unreadableProject(inputs, where, why);
}
/**
 * The repository's `.plugin-eval.yml` and baseline: on a pull request (or merge group) from its
 * base commit, so that the pull request cannot change its own gate; otherwise from the workspace.
 * Null when there is nothing to read them from (publish mode; a pull request mode without a
 * change event, which fails on its own).
 */
async function projectFor(inputs, env, mode, api, warn) {
    if (mode.configFrom === null)
        return null;
    if (mode.configFrom === 'workspace')
        return loadProjectWhileReading(inputs, new source/* DiskSource */.pU(env.workspace), 'the workspace');
    const change = (0,action_change/* changeFromEvent */.pz)(env.eventName, env.payload);
    if (!change)
        return null;
    const repo = await (0,action_change/* locateRepository */.ZX)(env.workspace, inputs.workingDirectory, [change.headSha, change.baseSha]);
    const where = `the base commit ${change.baseSha.slice(0, 12)}`;
    // Where locateRepository asked git whether the folder is a checkout (the workspace), it is not asked again.
    const checkout = repo.how === 'workspace' ? true : repo.how === 'no-git' ? false : undefined;
    const base = await (0,action_base/* openBaseSource */.B)(repo.dir, change.baseSha, api, warn, checkout);
    if (!base)
        return unreadable(inputs, where, 'neither git nor the contents API could reach it');
    try {
        return await loadProjectWhileReading(inputs, base.source, where);
    }
    catch (err) {
        return unreadable(inputs, where, (0,text_redact/* errorMessage */.gJ)(err, (t) => t));
    }
}
/** An unusable configuration: an error annotation on the file and line it names. */
function annotateProjectError(project, redact) {
    const e = project?.error;
    if (!e)
        return;
    commands/* error */.z3((0,text_escape/* commandText */.jt)(redact(e.message)), {
        title: 'PluginEval configuration',
        file: e.file,
        startLine: e.line ?? 1,
    });
}
/** Reads the inputs (their secrets kept from here on), the event and the configuration, once. */
async function readSettings(log) {
    const raw = (0,action_inputs/* readInputs */.Ko)();
    // Masked in every log line from here on (by the runner); our own texts are redacted as well.
    log.keepSecret(raw.githubToken, raw.anthropicApiKey);
    const deadline = raw.deadline ? new runtime_deadline/* Deadline */.B2(raw.deadline.ms, { label: raw.deadline.label }) : null;
    const env = await (0,context/* readActionEnv */.kI)();
    const mode = modeFor(raw.mode, env.eventName);
    const api = mode.usesGitHub ? gitHubFor(raw, env, deadline, log) : null;
    const project = await projectFor(raw, env, mode, api, log.warn);
    annotateProjectError(project, log.redact);
    return { inputs: project ? project.inputs : raw, env, mode, deadline, project, api };
}

;// CONCATENATED MODULE: ./src/action/main.ts
// The GitHub Action: read the settings once, pick the mode the event (or the `mode` input) asks
// for, run it, then always write the JSON report, the job summary and the outputs before the gate
// decides whether the step fails.





async function run() {
    // Until the inputs are read, the secrets are taken straight from the runner's variables.
    const log = (0,action_log/* createRunLog */.Md)([(0,inputs/* getInput */.V)('github-token'), (0,inputs/* getInput */.V)('anthropic-api-key')]);
    try {
        const settings = await readSettings(log);
        const { inputs, mode } = settings;
        const notes = [];
        const llm = await llmForRun(settings, log, notes);
        (0,action_log/* info */.pq)(`PluginEval: ${mode.name} mode, depth ${inputs.depth}${inputs.threshold === null ? '' : `, threshold ${inputs.threshold}`}.`);
        // The modes load their steps (the engine with them) as they run, and the end of the run only
        // after: the Action reads its inputs and its project, and makes its first GitHub requests, without them.
        const result = await mode.run({
            inputs,
            env: settings.env,
            api: settings.api,
            llm,
            warn: log.warn,
            targetWarn: log.targetWarn,
            info: action_log/* info */.pq,
            notes,
            project: settings.project,
            deadline: settings.deadline,
        });
        const { finishRun } = await Promise.all(/* import() */[__webpack_require__.e(281), __webpack_require__.e(815), __webpack_require__.e(938), __webpack_require__.e(420), __webpack_require__.e(887), __webpack_require__.e(275), __webpack_require__.e(457)]).then(__webpack_require__.bind(__webpack_require__, 4457));
        await finishRun(result, settings, log);
    }
    catch (err) {
        (0,action_log/* fail */.fJ)((0,text_redact/* errorMessage */.gJ)(err, log.redact));
    }
}


/***/ }),

/***/ 9140:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   h: () => (/* binding */ pathPatterns),
/* harmony export */   u: () => (/* binding */ IGNORED_SEGMENTS)
/* harmony export */ });
// The `paths` input read into patterns: one a line, blank lines and `#` comments skipped, `!` to
// exclude. Shared by the matcher of changed files and the finder of skill folders.
/** Folders never matched by `paths`. */
const IGNORED_SEGMENTS = new Set(['.git', 'node_modules']);
function pathPatterns(patterns) {
    return patterns
        .split('\n')
        .map((p) => p.trim())
        .filter((p) => p !== '' && !p.startsWith('#'))
        .map((p) => {
        const negated = p.startsWith('!');
        return { negated, body: negated ? p.slice(1) : p };
    });
}


/***/ }),

/***/ 560:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   S: () => (/* binding */ ProjectFileError),
/* harmony export */   b: () => (/* binding */ readProjectFiles)
/* harmony export */ });
/* harmony import */ var _config_baseline_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5244);
/* harmony import */ var _config_settings_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4661);
/* harmony import */ var _read_source_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5233);
// The repository's `.plugin-eval.yml` and `.plugin-eval-baseline.json` as read at the root of a
// version of the repository, through a FileSource (a link that leads out of the tree or into .git is
// refused, sizes are checked before reading), and nothing more: their parser and what applies them
// (src/action/project.ts) can load while the files are read.



/** A configuration or baseline that cannot be used: the message names the file, the key and its line. */
class ProjectFileError extends Error {
    file;
    line;
    constructor(message, file, line) {
        super(message);
        this.file = file;
        this.line = line;
        this.name = 'ProjectFileError';
    }
}
async function readRootFile(source, name, maxBytes) {
    const type = await source.stat(name);
    if (type === null)
        return null;
    if (type === 'symlink-outside')
        throw new ProjectFileError(`${name}: a symbolic link that leads out of the repository (or into .git); not read`, name);
    if (type !== 'file')
        throw new ProjectFileError(`${name}: not a regular file`, name);
    try {
        return Buffer.from(await source.readFile(name, maxBytes)).toString('utf8');
    }
    catch (err) {
        if (err instanceof _read_source_js__WEBPACK_IMPORTED_MODULE_1__/* .FileTooLargeError */ .yq)
            throw new ProjectFileError(`${name}: larger than ${maxBytes} bytes`, name);
        throw new ProjectFileError(`${name}: could not be read (${err instanceof Error ? err.message : String(err)})`, name);
    }
}
/** Reads the configuration (the first of its names present) and the baseline at the root of `source`. */
async function readProjectFiles(source) {
    let config = null;
    for (const name of [_config_settings_js__WEBPACK_IMPORTED_MODULE_0__/* .CONFIG_FILE */ .g2, ..._config_settings_js__WEBPACK_IMPORTED_MODULE_0__/* .CONFIG_FILE_ALTERNATIVES */ .FP]) {
        const text = await readRootFile(source, name, _config_settings_js__WEBPACK_IMPORTED_MODULE_0__/* .CONFIG_LIMITS */ .iO.maxBytes);
        if (text !== null) {
            config = { name, text };
            break;
        }
    }
    const baselineText = await readRootFile(source, _config_baseline_js__WEBPACK_IMPORTED_MODULE_2__/* .BASELINE_FILE */ .tu, _config_baseline_js__WEBPACK_IMPORTED_MODULE_2__/* .BASELINE_MAX_BYTES */ .PS);
    return { config, baseline: baselineText === null ? null : { name: _config_baseline_js__WEBPACK_IMPORTED_MODULE_2__/* .BASELINE_FILE */ .tu, text: baselineText } };
}


/***/ }),

/***/ 7203:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $e: () => (/* binding */ warning),
/* harmony export */   C1: () => (/* binding */ setFailed),
/* harmony export */   Pq: () => (/* binding */ setSecret),
/* harmony export */   ay: () => (/* binding */ commandLine),
/* harmony export */   pq: () => (/* binding */ info),
/* harmony export */   z3: () => (/* binding */ error)
/* harmony export */ });
/* unused harmony exports escapeData, escapeProperty */
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_0__);
// The runner's protocol on stdout, as @actions/core speaks it, without loading it (it brings an
// HTTP client and its undici for OIDC tokens the Action never asks for): plain log lines and
// `::name key=value,…::message` workflow commands, whose message and property values are escaped
// so that a line break or a `::` in them cannot end the command or start another.

/** A value as the runner reads it: strings as they are, anything else as JSON, nothing as ''. */
function commandValue(input) {
    if (input === null || input === undefined)
        return '';
    if (typeof input === 'string' || input instanceof String)
        return String(input);
    return JSON.stringify(input);
}
/** A command's message: `%`, CR and LF encoded (the runner decodes them). */
function escapeData(value) {
    return commandValue(value).replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}
/** A property value: as a message, and `:` and `,` too, which would end the value. */
function escapeProperty(value) {
    return escapeData(value).replace(/:/g, '%3A').replace(/,/g, '%2C');
}
/** The line of a workflow command; properties without a value are left out. */
function commandLine(name, properties, message) {
    const props = Object.entries(properties)
        .filter(([, value]) => value)
        .map(([key, value]) => `${key}=${escapeProperty(value)}`)
        .join(',');
    return `::${name}${props ? ` ${props}` : ''}::${escapeData(message)}`;
}
function issue(name, properties, message) {
    process.stdout.write(commandLine(name, properties, message) + node_os__WEBPACK_IMPORTED_MODULE_0__.EOL);
}
/** The runner's names for the properties of an annotation. */
function annotationProperties(p) {
    return {
        title: p.title,
        file: p.file,
        line: p.startLine,
        endLine: p.endLine,
        col: p.startColumn,
        endColumn: p.endColumn,
    };
}
/** A plain log line (the caller escapes text from outside: src/text/escape.ts). */
function info(message) {
    process.stdout.write(message + node_os__WEBPACK_IMPORTED_MODULE_0__.EOL);
}
function warning(message, properties = {}) {
    issue('warning', annotationProperties(properties), message);
}
function error(message, properties = {}) {
    issue('error', annotationProperties(properties), message);
}
/** An error annotation, and the step fails when the process ends. */
function setFailed(message) {
    process.exitCode = 1;
    error(message);
}
/** The runner masks this value in every later log line. */
function setSecret(secret) {
    issue('add-mask', {}, secret);
}


/***/ }),

/***/ 9128:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V: () => (/* binding */ getInput)
/* harmony export */ });
// An input of the step as the runner passes it: INPUT_<NAME> (upper case, spaces to `_`, hyphens
// kept), trimmed, '' when unset, as @actions/core reads it.
function getInput(name, env = process.env) {
    return (env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] || '').trim();
}


/***/ }),

/***/ 3652:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   As: () => (/* binding */ DEFAULT_BATCH_STATE_FILE),
/* harmony export */   TB: () => (/* binding */ BATCH_PRICE_FACTOR),
/* harmony export */   W_: () => (/* binding */ DEFAULT_BATCH_POLL_MS),
/* harmony export */   Xd: () => (/* binding */ DEFAULT_BATCH_IDLE_MS),
/* harmony export */   _N: () => (/* binding */ BatchQueue)
/* harmony export */ });
/* unused harmony exports MAX_IDLE_WINDOWS, DEFAULT_BATCH_MAX_REQUESTS, MAX_POLL_FAILURES, BATCH_STATE_VERSION, requestDigest */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _runtime_sleep_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3083);




/** Batches are billed at half the price of direct calls. */
const BATCH_PRICE_FACTOR = 0.5;
const DEFAULT_BATCH_POLL_MS = 30_000;
/** Requests arriving within this quiet time of each other go into the same batch. */
const DEFAULT_BATCH_IDLE_MS = 2_000;
/** A batch waits for quiet at most this many idle windows after its first request, even if calls keep trickling in. */
const MAX_IDLE_WINDOWS = 5;
/** Requests per batch at most (the API allows 100,000 or 256 MB). */
const DEFAULT_BATCH_MAX_REQUESTS = 10_000;
/** Polls failing in a row (after the SDK's own retries) before a batch's calls go direct. */
const MAX_POLL_FAILURES = 5;
const BATCH_STATE_VERSION = 1;
/** The state file's name in a sweep's output folder (no .json suffix: it is not a target report). */
const DEFAULT_BATCH_STATE_FILE = '.plugin-eval-batch-state';
/** JSON with sorted object keys: equal requests give equal keys. */
function canonical(value) {
    if (Array.isArray(value))
        return `[${value.map(canonical).join(',')}]`;
    if (value !== null && typeof value === 'object') {
        return `{${Object.entries(value)
            .filter(([, v]) => v !== undefined)
            .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
            .map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`)
            .join(',')}}`;
    }
    return JSON.stringify(value ?? null);
}
function requestDigest(request) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(canonical(request)).digest('hex');
}
class BatchQueue {
    client;
    settings;
    state = { version: BATCH_STATE_VERSION, next_id: 1, batches: {}, results: {} };
    ready;
    /**
     * How often each digest was asked for in this run: identical requests (judge samples, repetitions) are distinct
     * calls.
     */
    occurrences = new Map();
    pending = [];
    idleTimer = null;
    /** When the oldest pending request arrived. */
    pendingSince = 0;
    /** Waiters of submitted batches, by batch id then custom_id. */
    waiting = new Map();
    polling = new Set();
    saving = Promise.resolve();
    counts = { batches_submitted: 0, requests_submitted: 0, succeeded: 0, resumed: 0, not_answered: 0 };
    /**
     * Set when the API refused to create a batch (a proxy without batches, a key without access): the rest of the run
     * goes direct.
     */
    disabled = null;
    pollMs;
    idleMs;
    maxRequests;
    constructor(client, settings) {
        this.client = client;
        this.settings = settings;
        this.pollMs = settings.pollIntervalMs ?? DEFAULT_BATCH_POLL_MS;
        this.idleMs = settings.idleMs ?? DEFAULT_BATCH_IDLE_MS;
        this.maxRequests = Math.max(1, settings.maxRequests ?? DEFAULT_BATCH_MAX_REQUESTS);
        this.ready = this.load();
    }
    stats() {
        return { ...this.counts, state_file: this.settings.stateFile };
    }
    async load() {
        if (this.settings.readExisting === false)
            return;
        let text;
        try {
            text = await node_fs__WEBPACK_IMPORTED_MODULE_1__.promises.readFile(this.settings.stateFile, 'utf8');
        }
        catch {
            return;
        }
        try {
            const data = JSON.parse(text);
            if (data?.version === BATCH_STATE_VERSION && data.batches && data.results && Number.isInteger(data.next_id)) {
                this.state = data;
                const running = Object.values(data.batches).filter((b) => !b.ended).length;
                this.settings.onStatus?.(`batch state ${this.settings.stateFile}: ${Object.keys(data.results).length} result(s) kept, ${running} batch(es) still to collect`);
                return;
            }
        }
        catch {
            // fall through: an unreadable state file is replaced, not trusted
        }
        this.settings.onStatus?.(`batch state ${this.settings.stateFile} is not a plugin-eval batch state; starting afresh`);
    }
    /** Saves the state atomically; saves are chained so that they never interleave. */
    save() {
        const file = this.settings.stateFile;
        const text = JSON.stringify(this.state);
        this.saving = this.saving
            .then(async () => {
            await node_fs__WEBPACK_IMPORTED_MODULE_1__.promises.mkdir(node_path__WEBPACK_IMPORTED_MODULE_2__.dirname(node_path__WEBPACK_IMPORTED_MODULE_2__.resolve(file)), { recursive: true });
            const temp = `${file}.${process.pid}.${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(4).toString('hex')}.tmp`;
            await node_fs__WEBPACK_IMPORTED_MODULE_1__.promises.writeFile(temp, text, 'utf8');
            await node_fs__WEBPACK_IMPORTED_MODULE_1__.promises.rename(temp, file);
        })
            .catch((error) => {
            this.settings.onStatus?.(`batch state: could not write ${file}: ${error instanceof Error ? error.message : String(error)}`);
        });
        return this.saving;
    }
    /** Answers a request from a batch (or from the state of an earlier, interrupted run). */
    async submit(request) {
        await this.ready;
        const digest = requestDigest(request);
        const occurrence = this.occurrences.get(digest) ?? 0;
        this.occurrences.set(digest, occurrence + 1);
        const key = `${digest}#${occurrence}`;
        const kept = this.state.results[key];
        if (kept) {
            this.counts.resumed++;
            return { ok: true, message: kept, resumed: true };
        }
        if (this.disabled)
            return this.tally({ ok: false, reason: this.disabled });
        return new Promise((resolve) => {
            const waiter = { key, request, resolve: (answer) => resolve(this.tally(answer)) };
            for (const [id, batch] of Object.entries(this.state.batches)) {
                if (batch.ended)
                    continue;
                const customId = Object.keys(batch.requests).find((c) => batch.requests[c] === key);
                if (customId === undefined)
                    continue;
                this.waitersOf(id).set(customId, waiter);
                this.poll(id);
                return;
            }
            if (this.pending.length === 0)
                this.pendingSince = Date.now();
            this.pending.push(waiter);
            if (this.pending.length >= this.maxRequests)
                this.flush();
            else
                this.armIdleTimer();
        });
    }
    tally(answer) {
        if (answer.ok)
            this.counts.succeeded++;
        else
            this.counts.not_answered++;
        return answer;
    }
    waitersOf(id) {
        let waiters = this.waiting.get(id);
        if (!waiters)
            this.waiting.set(id, (waiters = new Map()));
        return waiters;
    }
    armIdleTimer() {
        if (this.idleTimer)
            clearTimeout(this.idleTimer);
        const deadline = this.pendingSince + MAX_IDLE_WINDOWS * this.idleMs;
        this.idleTimer = setTimeout(() => this.flush(), Math.max(0, Math.min(this.idleMs, deadline - Date.now())));
    }
    flush() {
        if (this.idleTimer)
            clearTimeout(this.idleTimer);
        this.idleTimer = null;
        if (this.stopped)
            return;
        const waiters = this.pending.splice(0, this.maxRequests);
        if (waiters.length === 0)
            return;
        void this.create(waiters);
        if (this.pending.length > 0) {
            this.pendingSince = Date.now();
            this.armIdleTimer();
        }
    }
    get stopped() {
        return this.settings.signal?.aborted === true;
    }
    async create(waiters) {
        if (this.stopped)
            return;
        const customIds = waiters.map(() => `pe-${this.state.next_id++}`);
        let batch;
        try {
            batch = await this.client.messages.batches.create({
                requests: waiters.map((w, i) => ({ custom_id: customIds[i], params: w.request })),
            });
        }
        catch (error) {
            const reason = `batch not submitted: ${error instanceof Error ? error.message : String(error)}`.slice(0, 200);
            // A refusal (4xx other than a rate limit) will not change during the run: stop trying.
            // (Read by shape, not by class: this module does not load the SDK, so the CLI can name the state file cheaply.)
            const status = error?.status;
            if (typeof status === 'number' && status >= 400 && status < 500 && status !== 429) {
                this.disabled = reason;
                for (const w of this.pending.splice(0))
                    w.resolve({ ok: false, reason });
            }
            this.settings.onStatus?.(`${reason}; sending its ${waiters.length} call(s) directly${this.disabled ? ', and the rest of the run too' : ''}`);
            for (const w of waiters)
                w.resolve({ ok: false, reason });
            return;
        }
        this.counts.batches_submitted++;
        this.counts.requests_submitted += waiters.length;
        this.state.batches[batch.id] = {
            created_at: new Date().toISOString(),
            ended: false,
            requests: Object.fromEntries(waiters.map((w, i) => [customIds[i], w.key])),
        };
        // Recorded before anything else: an interruption from here on resumes this batch.
        await this.save();
        const mine = this.waitersOf(batch.id);
        waiters.forEach((w, i) => mine.set(customIds[i], w));
        this.settings.onStatus?.(`batch ${batch.id}: ${waiters.length} call(s) submitted`);
        this.poll(batch.id);
    }
    /** Polls a batch until it has ended, then answers its waiters (once per batch). */
    poll(id) {
        if (this.polling.has(id))
            return;
        this.polling.add(id);
        void (async () => {
            let failures = 0;
            for (;;) {
                await (0,_runtime_sleep_js__WEBPACK_IMPORTED_MODULE_3__/* .sleep */ .y)(this.pollMs, this.settings.signal);
                if (this.stopped)
                    return;
                try {
                    const batch = await this.client.messages.batches.retrieve(id);
                    failures = 0;
                    if (batch.processing_status === 'ended')
                        break;
                }
                catch (error) {
                    const lastError = error instanceof Error ? error.message : String(error);
                    if (++failures >= MAX_POLL_FAILURES) {
                        this.release(id, `batch ${id} could not be polled: ${lastError}`.slice(0, 200));
                        return;
                    }
                }
            }
            if (!this.stopped)
                await this.collect(id);
        })();
    }
    /** Reads an ended batch's results into the state, then answers every waiter. */
    async collect(id) {
        const stored = this.state.batches[id];
        const outcomes = new Map();
        try {
            const results = await this.client.messages.batches.results(id);
            for await (const line of results) {
                const key = stored.requests[line.custom_id];
                if (key === undefined)
                    continue;
                const result = line.result;
                if (result.type === 'succeeded') {
                    this.state.results[key] = result.message;
                    outcomes.set(line.custom_id, { ok: true, message: result.message, resumed: false });
                }
                else {
                    const detail = result.type === 'errored' ? `: ${result.error?.error?.message ?? 'error'}` : '';
                    outcomes.set(line.custom_id, { ok: false, reason: `batch item ${result.type}${detail}`.slice(0, 200) });
                }
            }
        }
        catch (error) {
            this.release(id, `batch ${id}: results not readable: ${error instanceof Error ? error.message : String(error)}`.slice(0, 200));
            return;
        }
        stored.ended = true;
        await this.save();
        const ok = [...outcomes.values()].filter((o) => o.ok).length;
        this.settings.onStatus?.(`batch ${id}: ended, ${ok} of ${Object.keys(stored.requests).length} answered`);
        const waiters = this.waiting.get(id) ?? new Map();
        this.waiting.delete(id);
        this.polling.delete(id);
        for (const [customId, waiter] of waiters)
            waiter.resolve(outcomes.get(customId) ?? { ok: false, reason: 'no result in the batch' });
    }
    /** Gives up on a batch for this run: its waiters go direct. */
    release(id, reason) {
        this.settings.onStatus?.(`${reason}; sending its calls directly`);
        const waiters = this.waiting.get(id) ?? new Map();
        this.waiting.delete(id);
        this.polling.delete(id);
        for (const waiter of waiters.values())
            waiter.resolve({ ok: false, reason });
    }
}


/***/ }),

/***/ 6960:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gh: () => (/* binding */ GitSource),
/* harmony export */   Nt: () => (/* binding */ diffNameStatus),
/* harmony export */   Qo: () => (/* binding */ headCommit),
/* harmony export */   _$: () => (/* binding */ isCommitSha),
/* harmony export */   dl: () => (/* binding */ isGitCheckout),
/* harmony export */   q$: () => (/* binding */ ensureCommit),
/* harmony export */   vK: () => (/* binding */ hasLocalCommit)
/* harmony export */ });
/* unused harmony exports GIT_FETCH_TIMEOUT_MS, GIT_COMMAND_TIMEOUT_MS, GIT_MAX_BLOB_BYTES, gitHead, git */
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _read_source_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5233);
// Local git as a file source: the pull request's base version read straight from the object
// database of the Action's checkout (one `git ls-tree` for the tree, one `git cat-file` per file
// read), so base scoring costs no API calls. Nothing is checked out and nothing outside the
// commit's tree is read: a symbolic link that points out of the tree or into .git is reported,
// never followed, and a blob over the caller's limit is refused by its listed size, unread.



/** A base commit fetch that takes longer than this is abandoned (the contents API takes over). */
const GIT_FETCH_TIMEOUT_MS = 120_000;
/** Any other git command. */
const GIT_COMMAND_TIMEOUT_MS = 60_000;
/** Blobs larger than this are not read (the engine caps SKILL.md far below it). */
const GIT_MAX_BLOB_BYTES = 16 * 1024 * 1024;
/** Output of `git ls-tree` for a whole commit may be large in monorepos. */
const GIT_MAX_LISTING_BYTES = 256 * 1024 * 1024;
/** Hops followed through chains of symbolic links before giving up. */
const MAX_SYMLINK_HOPS = 8;
/** Bytes of a link's target: longer ones are no path (PATH_MAX is 4096). */
const MAX_LINK_BYTES = 4096;
const SHA_RE = /^[0-9a-f]{40}([0-9a-f]{24})?$/i;
function isCommitSha(value) {
    return SHA_RE.test(value);
}
/**
 * The first `maxBytes` bytes git writes for `args` (a blob): read from its output as it comes, then
 * the pipe is closed and git stopped, so no more than that is ever held here.
 */
function gitHead(cwd, args, maxBytes, timeoutMs = GIT_COMMAND_TIMEOUT_MS) {
    return new Promise((resolve) => {
        const child = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawn)('git', args, {
            cwd,
            env: { ...process.env, GIT_TERMINAL_PROMPT: '0' },
            stdio: ['ignore', 'pipe', 'pipe'],
            windowsHide: true,
        });
        const out = Buffer.alloc(maxBytes);
        let got = 0;
        let stderr = '';
        let full = false;
        const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
        child.stdout.on('data', (chunk) => {
            if (full)
                return;
            const n = Math.min(chunk.length, maxBytes - got);
            chunk.copy(out, got, 0, n);
            got += n;
            if (got < maxBytes)
                return;
            full = true;
            child.stdout.destroy();
            child.kill('SIGKILL');
        });
        child.stderr.on('data', (c) => (stderr = (stderr + c.toString('utf8')).slice(0, 4096)));
        const settle = (ok) => {
            clearTimeout(timer);
            resolve({ ok, stdout: out.subarray(0, got), stderr: stderr.trim() });
        };
        child.on('error', () => settle(false));
        child.on('close', (code) => settle(full || code === 0));
    });
}
/** Runs git without a shell; never throws (a missing git binary is just a failed result). */
function git(cwd, args, options = {}) {
    return new Promise((resolve) => {
        const child = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.execFile)('git', args, {
            cwd,
            encoding: 'buffer',
            timeout: options.timeoutMs ?? GIT_COMMAND_TIMEOUT_MS,
            maxBuffer: options.maxBuffer ?? GIT_MAX_BLOB_BYTES + 1024,
            // Never wait for a password prompt in CI.
            env: { ...process.env, GIT_TERMINAL_PROMPT: '0' },
            windowsHide: true,
        }, (err, stdout, stderr) => {
            resolve({
                ok: !err,
                stdout: stdout ?? Buffer.alloc(0),
                stderr: (stderr ?? Buffer.alloc(0)).toString('utf8').trim(),
            });
        });
        if (options.input !== undefined) {
            // A git that fails early closes its input; the result says so, not an unhandled EPIPE.
            child.stdin?.on('error', () => { });
            child.stdin?.end(options.input);
        }
    });
}
async function hasCommit(cwd, sha) {
    return (await git(cwd, ['cat-file', '-e', `${sha}^{commit}`])).ok;
}
/**
 * Makes sure `sha` is in the local object database, fetching just that commit (depth 1) from
 * `origin` when it is not. Returns why it could not, or null when the commit is there. `checkout`
 * says whether `cwd` is a git checkout when the caller has just asked git (saves asking again).
 */
async function ensureCommit(cwd, sha, fallbackRefs = [], checkout) {
    if (!isCommitSha(sha))
        return `"${sha}" is not a commit SHA`;
    if (!(checkout ?? (await isGitCheckout(cwd))))
        return `${cwd} is not a git checkout`;
    if (await hasCommit(cwd, sha))
        return null;
    // Only objects are fetched (into FETCH_HEAD): nothing is checked out, no hook or filter runs.
    const fetchArgs = ['fetch', '--no-tags', '--no-recurse-submodules', '--no-write-fetch-head', '--depth=1', 'origin'];
    const fetched = await git(cwd, [...fetchArgs, sha], { timeoutMs: GIT_FETCH_TIMEOUT_MS });
    if (fetched.ok && (await hasCommit(cwd, sha)))
        return null;
    // A server that refuses fetches by SHA may still serve a ref that points at it (refs/pull/N/head).
    for (const ref of fallbackRefs) {
        const byRef = await git(cwd, [...fetchArgs, ref], { timeoutMs: GIT_FETCH_TIMEOUT_MS });
        if (byRef.ok && (await hasCommit(cwd, sha)))
            return null;
    }
    return `git fetch of ${sha.slice(0, 12)} failed${fetched.stderr ? `: ${fetched.stderr.split('\n')[0]}` : ''}`;
}
/** The commit the checkout's HEAD is at, or null (no git, or no commit yet). */
async function headCommit(cwd) {
    const res = await git(cwd, ['rev-parse', '--verify', '-q', 'HEAD^{commit}']);
    const sha = res.stdout.toString('utf8').trim();
    return res.ok && isCommitSha(sha) ? sha : null;
}
/** Whether `cwd` is inside a git work tree. */
async function isGitCheckout(cwd) {
    return (await git(cwd, ['rev-parse', '--is-inside-work-tree'])).ok;
}
/** Whether commit `sha` is in the local object database (no fetch). */
async function hasLocalCommit(cwd, sha) {
    return isCommitSha(sha) && hasCommit(cwd, sha);
}
/** What changed between two commits, as the pull request files API would say it (renames detected). */
async function diffNameStatus(cwd, from, to) {
    const res = await git(cwd, ['diff', '--no-ext-diff', '--name-status', '-z', '-M', from, to, '--'], {
        maxBuffer: GIT_MAX_LISTING_BYTES,
    });
    if (!res.ok)
        return null;
    const parts = res.stdout.toString('utf8').split('\0');
    const out = [];
    for (let i = 0; i < parts.length && parts[i] !== '';) {
        const code = parts[i++];
        if (code.startsWith('R') || code.startsWith('C')) {
            const previous = parts[i++];
            const filename = parts[i++];
            if (code.startsWith('R'))
                out.push({ filename, status: 'renamed', previous_filename: previous });
            else
                out.push({ filename, status: 'added' });
        }
        else {
            const filename = parts[i++];
            const status = code === 'A' ? 'added' : code === 'D' ? 'removed' : 'modified';
            out.push({ filename, status });
        }
    }
    return out;
}
/** The text of every link blob (of usable size) in a tree, by blob id, read by one git process. */
async function readLinkBlobs(cwd, tree) {
    const oids = new Set();
    let bytes = 0;
    for (const e of tree.values()) {
        if (e.kind !== 'link' || e.size > MAX_LINK_BYTES || oids.has(e.oid))
            continue;
        oids.add(e.oid);
        bytes += e.size + 100;
    }
    const texts = new Map();
    if (oids.size === 0)
        return texts;
    const res = await git(cwd, ['cat-file', '--batch'], { input: [...oids].join('\n') + '\n', maxBuffer: bytes + 1024 });
    if (!res.ok)
        throw new Error(`cannot read the links of the tree: ${res.stderr.split('\n')[0]}`);
    // Each answer: "<oid> blob <size>\n<content>\n".
    const out = res.stdout;
    let at = 0;
    while (at < out.length) {
        const eol = out.indexOf(0x0a, at);
        if (eol < 0)
            break;
        const [oid, type, size] = out.subarray(at, eol).toString('utf8').split(' ');
        const n = Number(size);
        // "<oid> missing": no content follows, and the link leads nowhere.
        if (type !== 'blob' || !Number.isInteger(n)) {
            at = eol + 1;
            continue;
        }
        texts.set(oid, out.subarray(eol + 1, eol + 1 + n).toString('utf8'));
        at = eol + 1 + n + 1;
    }
    return texts;
}
/** The tree of one commit, read through git. */
class GitSource {
    cwd;
    commit;
    label;
    /** Name of the root folder (a skill at the root is named after it), as for the checkout. */
    rootName;
    tree = null;
    linkTargets = new Map();
    linkTexts = null;
    constructor(cwd, commit, rootName) {
        this.cwd = cwd;
        this.commit = commit;
        if (!isCommitSha(commit))
            throw new Error(`"${commit}" is not a commit SHA`);
        this.label = `git:${commit.slice(0, 12)}`;
        this.rootName = rootName ?? node_path__WEBPACK_IMPORTED_MODULE_1__.basename(node_path__WEBPACK_IMPORTED_MODULE_1__.resolve(cwd));
    }
    entries() {
        if (!this.tree) {
            this.tree = git(this.cwd, ['ls-tree', '-r', '-t', '-l', '-z', '--full-tree', this.commit], {
                maxBuffer: GIT_MAX_LISTING_BYTES,
            }).then((res) => {
                if (!res.ok)
                    throw new Error(`cannot list ${this.label}: ${res.stderr.split('\n')[0]}`);
                const map = new Map();
                for (const line of res.stdout.toString('utf8').split('\0')) {
                    if (!line)
                        continue;
                    // "<mode> <type> <oid> <size>\t<path>"
                    const tab = line.indexOf('\t');
                    const [mode, type, oid, size] = line.slice(0, tab).trim().split(/\s+/);
                    const kind = mode === '120000' ? 'link' : type === 'blob' ? 'blob' : type === 'tree' ? 'tree' : 'other';
                    map.set(line.slice(tab + 1), { kind, oid, size: Number(size) || 0 });
                }
                return map;
            });
        }
        return this.tree;
    }
    async readBlob(rel, entry) {
        if (entry.size > GIT_MAX_BLOB_BYTES)
            throw new Error(`${rel}: over ${GIT_MAX_BLOB_BYTES} bytes at ${this.label}`);
        const res = await git(this.cwd, ['cat-file', 'blob', entry.oid]);
        if (!res.ok)
            throw new Error(`${rel}: cannot read at ${this.label}: ${res.stderr.split('\n')[0]}`);
        return res.stdout;
    }
    /** Where a link at `rel` points, inside the tree, or null when it leaves it. */
    linkTarget(rel, entry) {
        let cached = this.linkTargets.get(rel);
        if (!cached) {
            cached = this.linkText(entry).then((target) => {
                if (target === null || node_path__WEBPACK_IMPORTED_MODULE_1__.posix.isAbsolute(target))
                    return null;
                return (0,_read_source_js__WEBPACK_IMPORTED_MODULE_2__/* .joinInside */ .lG)(node_path__WEBPACK_IMPORTED_MODULE_1__.posix.dirname(rel), target);
            });
            this.linkTargets.set(rel, cached);
        }
        return cached;
    }
    /**
     * The text of a link's blob. Every link of the tree is read by one `git cat-file --batch` the
     * first time one is followed (a tree of many links costs one process, not one each); a blob
     * longer than any path can be is not a usable link (null).
     */
    async linkText(entry) {
        if (entry.size > MAX_LINK_BYTES)
            return null;
        if (!this.linkTexts)
            this.linkTexts = this.entries().then((tree) => readLinkBlobs(this.cwd, tree));
        return (await this.linkTexts).get(entry.oid) ?? null;
    }
    /** Follows links; returns the final path and entry, 'outside', or null when nothing is there. */
    async resolve(rel) {
        const tree = await this.entries();
        let current = (0,_read_source_js__WEBPACK_IMPORTED_MODULE_2__/* .joinInside */ .lG)(rel);
        // A path that itself climbs out names nothing (as on disk); only links can lead outside.
        if (current === null)
            return null;
        // Nothing under .git is read; a link that leads there is refused like one that leads out.
        if ((0,_read_source_js__WEBPACK_IMPORTED_MODULE_2__/* .underGit */ .vM)(current))
            return null;
        for (let hop = 0; hop <= MAX_SYMLINK_HOPS; hop++) {
            if (current === null || (hop > 0 && (0,_read_source_js__WEBPACK_IMPORTED_MODULE_2__/* .underGit */ .vM)(current)))
                return 'outside';
            if (current === '')
                return { path: '', entry: { kind: 'tree', oid: '', size: 0 } };
            // A link may sit on any component of the path, not just the last.
            const parts = current.split('/');
            let rewritten;
            for (let i = 1; i <= parts.length; i++) {
                const prefix = parts.slice(0, i).join('/');
                const entry = tree.get(prefix);
                if (!entry)
                    return null;
                if (entry.kind === 'link') {
                    const target = await this.linkTarget(prefix, entry);
                    rewritten = target === null ? null : (0,_read_source_js__WEBPACK_IMPORTED_MODULE_2__/* .joinInside */ .lG)(target, ...parts.slice(i));
                    break;
                }
                if (i === parts.length)
                    return { path: current, entry };
            }
            current = rewritten === undefined ? null : rewritten;
            if (rewritten === null)
                return 'outside';
        }
        return 'outside';
    }
    async stat(rel) {
        const found = await this.resolve(rel);
        if (found === null)
            return null;
        if (found === 'outside')
            return 'symlink-outside';
        return found.entry.kind === 'blob' ? 'file' : found.entry.kind === 'tree' ? 'dir' : 'other';
    }
    async readFile(rel, maxBytes = _read_source_js__WEBPACK_IMPORTED_MODULE_2__/* .DEFAULT_MAX_READ_BYTES */ .W2) {
        if ((0,_read_source_js__WEBPACK_IMPORTED_MODULE_2__/* .joinInside */ .lG)(rel) === null)
            throw new Error(`${rel}: path leaves the repository root`);
        const found = await this.resolve(rel);
        if (found === null)
            throw new Error(`${rel}: no such file at ${this.label}`);
        if (found === 'outside')
            throw new Error(`${rel}: symbolic link points outside the repository root or into .git`);
        if (found.entry.kind !== 'blob')
            throw new Error(`${rel}: not a file at ${this.label}`);
        // The tree listing gives each blob's size: an oversized one is refused without reading it.
        if (found.entry.size > maxBytes)
            throw new _read_source_js__WEBPACK_IMPORTED_MODULE_2__/* .FileTooLargeError */ .yq(rel, found.entry.size, maxBytes);
        return new Uint8Array(await this.readBlob(rel, found.entry));
    }
    async identify(rel) {
        const found = await this.resolve(rel);
        if (found === null || found === 'outside' || found.entry.kind !== 'blob')
            return null;
        return { id: found.entry.oid, size: found.entry.size };
    }
    async readHead(rel, maxBytes) {
        const found = await this.resolve(rel);
        if (found === null || found === 'outside' || found.entry.kind !== 'blob')
            throw new Error(`${rel}: not a file at ${this.label}`);
        const want = Math.min(found.entry.size, maxBytes);
        if (want === 0)
            return { bytes: new Uint8Array(0), size: found.entry.size };
        const res = await gitHead(this.cwd, ['cat-file', 'blob', found.entry.oid], want);
        if (!res.ok)
            throw new Error(`${rel}: cannot read at ${this.label}: ${res.stderr.split('\n')[0]}`);
        return {
            bytes: new Uint8Array(res.stdout.buffer, res.stdout.byteOffset, res.stdout.length),
            size: found.entry.size,
        };
    }
    async list(rel) {
        const found = await this.resolve(rel);
        if (found === null || found === 'outside' || found.entry.kind !== 'tree')
            return null;
        const tree = await this.entries();
        const prefix = found.path === '' ? '' : found.path + '/';
        const out = [];
        for (const key of tree.keys()) {
            if (!key.startsWith(prefix))
                continue;
            const name = key.slice(prefix.length);
            if (name.includes('/') || (0,_read_source_js__WEBPACK_IMPORTED_MODULE_2__/* .isGitName */ .M$)(name))
                continue;
            const type = await this.stat(prefix + name);
            if (type !== null)
                out.push({ name, type });
        }
        return out.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    }
}


/***/ }),

/***/ 3978:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  QC: () => (/* reexport */ contents/* ContentsSource */.QC),
  hY: () => (/* reexport */ types/* GITHUB_ANNOTATIONS_PER_REQUEST */.hY),
  Gz: () => (/* reexport */ types/* GITHUB_MAX_PR_FILES */.Gz),
  OS: () => (/* reexport */ types/* GitHubApiError */.OS),
  _j: () => (/* binding */ createGitHubApi)
});

// UNUSED EXPORTS: CALL_TIMEOUT_ENV, GITHUB_CALL_TIMEOUT_MS, GITHUB_CREATE_TRIES, GITHUB_MAX_RATE_LIMIT_RETRIES, GITHUB_MAX_RATE_LIMIT_WAIT_S, GITHUB_MAX_RETRIES, GITHUB_PAGE_SIZE, GITHUB_REQUEST_BUDGET_TRIES, RETRY_BASE_ENV

// EXTERNAL MODULE: ./src/adapters/github/calls.ts
var calls = __webpack_require__(5759);
// EXTERNAL MODULE: ./src/adapters/github/contents.ts
var contents = __webpack_require__(4354);
;// CONCATENATED MODULE: ./src/adapters/github/proxy.ts
// Whether the runner routes requests to an API URL through a proxy (https_proxy / HTTPS_PROXY for
// https, http_proxy / HTTP_PROXY for http, as @actions/http-client reads them). Node's own fetch
// ignores these variables, so a proxied run makes every request with the Octokit client, whose
// fetch honours them (and no_proxy: a bypassed URL still goes through Octokit, only later loaded).
function proxied(apiUrl, env = process.env) {
    let https;
    try {
        https = new URL(apiUrl).protocol === 'https:';
    }
    catch {
        return true;
    }
    return Boolean(https ? env.https_proxy || env.HTTPS_PROXY : env.http_proxy || env.HTTP_PROXY);
}

// EXTERNAL MODULE: ./src/adapters/github/pulls.ts
var pulls = __webpack_require__(3206);
// EXTERNAL MODULE: ./src/adapters/github/rest.ts + 1 modules
var github_rest = __webpack_require__(3007);
// EXTERNAL MODULE: ./src/adapters/github/types.ts
var types = __webpack_require__(1531);
;// CONCATENATED MODULE: ./src/adapters/github/pullsRest.ts
// The pull request reads (src/adapters/github/pulls.ts) on the small client: the first requests of
// a pull request run whose checkout has its base commit, made before Octokit is loaded. Pages are
// followed by the Link header's rel="next" URL, as Octokit's paginate iterator follows them.



/** The endpoint as the log names it (the pages of the files: by their URL, as Octokit's iterator does). */
const PULL_ROUTE = 'GET /repos/{owner}/{repo}/pulls/{pull_number}';
/** The URL of the next page in a Link header, if any. */
function nextPageOf(link) {
    return (link ?? '').match(/<([^<>]+)>;\s*rel="next"/)?.[1];
}
function pullPath(repo, pullNumber) {
    return `/repos/${(0,github_rest/* encodeSegment */.ug)(repo.owner)}/${(0,github_rest/* encodeSegment */.ug)(repo.repo)}/pulls/${pullNumber}`;
}
function restPullReads(rest, repo) {
    return {
        filePages: async function* (pullNumber) {
            let target = `${pullPath(repo, pullNumber)}/files?per_page=${types/* GITHUB_PAGE_SIZE */.Cs}`;
            while (target) {
                let answer;
                try {
                    answer = await rest.get(null, target);
                }
                catch (err) {
                    // Octokit's iterator ends the listing on a 409 (an empty repository) instead of failing.
                    if ((0,calls/* statusOf */.c2)(err) === 409)
                        return;
                    throw err;
                }
                target = nextPageOf(answer.headers.link);
                yield answer.data;
            }
        },
        pull: async (pullNumber) => (await rest.get(PULL_ROUTE, pullPath(repo, pullNumber))).data,
    };
}

// EXTERNAL MODULE: ./src/text/redact.ts
var text_redact = __webpack_require__(3326);
;// CONCATENATED MODULE: ./src/adapters/github.ts
// The GitHub REST API as the Action needs it: one interface (GitHubApi, src/adapters/github/types.ts),
// one module per endpoint family under src/adapters/github/. The reads a pull request run starts
// with — the contents API (its base's configuration), the pull's files and the pull itself — go
// through a small client on node:http (src/adapters/github/rest.ts); every other endpoint, and
// every request behind a proxy, through @actions/github's Octokit (src/adapters/github/client.ts),
// loaded on the first such request. Both
// retry 5xx answers, connection resets and rate limits with backoff; what still fails surfaces as a
// GitHubApiError that callers degrade on (a fork's read-only token answering 403 is a warning, not a crash).









/** The contents and pull request reads on the small client, with the Octokit client's guard and notices. */
function restReads(options) {
    const redact = (0,text_redact/* createRedactor */.lY)([options.token]);
    const log = (message) => options.log?.(redact(message));
    const rest = (0,github_rest/* createRestClient */.mg)(options, log);
    const deadline = options.deadline ?? null;
    const guarded = (operation, call) => (0,calls/* guardedCall */.PE)(operation, call, redact, deadline);
    return {
        ...(0,contents/* contentsEndpoints */.P2)((0,contents/* restContentsRead */.Pl)(rest, options.repo), guarded),
        ...(0,pulls/* pullsEndpoints */.J)(restPullReads(rest, options.repo), guarded),
    };
}
function createGitHubApi(options) {
    let loaded = null;
    const octokitApi = () => (loaded ??= Promise.all(/* import() */[__webpack_require__.e(119), __webpack_require__.e(392), __webpack_require__.e(650)]).then(__webpack_require__.bind(__webpack_require__, 7650)).then((m) => m.createOctokitApi(options)));
    const reads = proxied((0,github_rest/* apiBaseUrl */.tj)(options))
        ? {
            getContents: async (p, ref) => (await octokitApi()).getContents(p, ref),
            listPullFiles: async (n) => (await octokitApi()).listPullFiles(n),
            getPull: async (n) => (await octokitApi()).getPull(n),
        }
        : restReads(options);
    return {
        repo: options.repo,
        viewerLogin: async () => (await octokitApi()).viewerLogin(),
        findComments: async (n, marker) => (await octokitApi()).findComments(n, marker),
        createComment: async (n, body, existing) => (await octokitApi()).createComment(n, body, existing),
        updateComment: async (id, body) => (await octokitApi()).updateComment(id, body),
        createCheckRun: async (sha, name, conclusion, output) => (await octokitApi()).createCheckRun(sha, name, conclusion, output),
        updateCheckRun: async (id, output) => (await octokitApi()).updateCheckRun(id, output),
        ...reads,
    };
}


/***/ }),

/***/ 5759:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I9: () => (/* binding */ limitsFor),
/* harmony export */   PE: () => (/* binding */ guardedCall),
/* harmony export */   Uc: () => (/* binding */ describeError),
/* harmony export */   c2: () => (/* binding */ statusOf),
/* harmony export */   fi: () => (/* binding */ noAnswerBefore),
/* harmony export */   kn: () => (/* binding */ timedFetch),
/* harmony export */   m2: () => (/* binding */ budgetSpent)
/* harmony export */ });
/* unused harmony exports callTimeoutMs, retryBaseMs */
/* harmony import */ var _runtime_deadline_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4506);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1531);


function noAnswerBefore(deadline) {
    return `no answer before the ${deadline.label} deadline`;
}
/**
 * `base` (a fetch, or another transport) with each try ending after `tryMs`, or when the deadline
 * leaves less. A try that timed out on its own fails like a dropped connection (retried as a 5xx);
 * one the deadline or the request's budget (`init.signal`) stopped fails as an abort, which nothing
 * retries.
 */
function timedFetch(base, deadline, tryMs) {
    return async (url, init) => {
        if (deadline?.expired)
            throw new _runtime_deadline_js__WEBPACK_IMPORTED_MODULE_0__/* .DeadlineError */ .j3(noAnswerBefore(deadline));
        const limit = deadline ? deadline.callTimeoutMs(tryMs) : tryMs;
        const timeout = AbortSignal.timeout(limit);
        const signals = [timeout, ...(init?.signal ? [init.signal] : []), ...(deadline ? [deadline.signal] : [])];
        try {
            return await base(url, { ...init, signal: AbortSignal.any(signals) });
        }
        catch (err) {
            // The deadline's own signal, or a timeout it had shortened to the time left.
            if (deadline && (deadline.expired || (timeout.aborted && limit < tryMs)))
                throw new _runtime_deadline_js__WEBPACK_IMPORTED_MODULE_0__/* .DeadlineError */ .j3(noAnswerBefore(deadline));
            if (timeout.aborted && !init?.signal?.aborted)
                throw new Error(`no answer within ${limit} ms`, { cause: err });
            throw err;
        }
    };
}
/** The try timeout: CALL_TIMEOUT_ENV when it is a positive number, else GITHUB_CALL_TIMEOUT_MS. */
function callTimeoutMs() {
    const raw = process.env[_types_js__WEBPACK_IMPORTED_MODULE_1__/* .CALL_TIMEOUT_ENV */ .Z];
    const ms = Number(raw);
    return raw && Number.isFinite(ms) && ms > 0 ? ms : _types_js__WEBPACK_IMPORTED_MODULE_1__/* .GITHUB_CALL_TIMEOUT_MS */ .uk;
}
/** Milliseconds per "second" of the backoff schedules: RETRY_BASE_ENV when set (tests), else 1000. */
function retryBaseMs() {
    const baseMs = Number(process.env[_types_js__WEBPACK_IMPORTED_MODULE_1__/* .RETRY_BASE_ENV */ .BJ]);
    return Number.isFinite(baseMs) && baseMs >= 0 && process.env[_types_js__WEBPACK_IMPORTED_MODULE_1__/* .RETRY_BASE_ENV */ .BJ] ? baseMs : 1000;
}
/** A request that used up its budget (its tries and waits) without an answer. */
function budgetSpent(budgetMs) {
    return new Error(`no answer within ${formatSeconds(budgetMs)}, retries included`);
}
function formatSeconds(ms) {
    return ms >= 1000 ? `${Number((ms / 1000).toFixed(1))} s` : `${ms} ms`;
}
function statusOf(err) {
    const s = err?.status;
    return typeof s === 'number' ? s : 0;
}
/**
 * A short, secret-free description of a failed request: never the headers, and the token masked
 * should the server echo it (before the message is cut, so no part of it survives).
 */
function describeError(err, redact) {
    const status = statusOf(err);
    const raw = redact(err instanceof Error ? err.message : String(err));
    // Keep the first line only: error messages can carry a whole HTML error page.
    const first = raw.split('\n')[0].slice(0, 300);
    return status ? `HTTP ${status}: ${first}` : first;
}
/** Runs a call; its failure becomes a GitHubApiError, and one the deadline stopped is recorded as cut. */
async function guardedCall(operation, call, redact, deadline) {
    try {
        return await call();
    }
    catch (err) {
        if ((0,_runtime_deadline_js__WEBPACK_IMPORTED_MODULE_0__/* .isDeadlineError */ .Tz)(err))
            deadline?.recordCut('github', operation);
        throw new _types_js__WEBPACK_IMPORTED_MODULE_1__/* .GitHubApiError */ .OS(`${operation} failed (${describeError(err, redact)})`, statusOf(err), operation);
    }
}
function limitsFor(deadline, budgetTries) {
    const retryAfterBaseValue = retryBaseMs();
    const tryMs = callTimeoutMs();
    return {
        deadline,
        retryAfterBaseValue,
        tryMs,
        budgetMs: budgetTries * tryMs,
        waitFits: (afterSeconds) => !deadline || afterSeconds * retryAfterBaseValue < deadline.remainingMs(),
    };
}


/***/ }),

/***/ 4354:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P2: () => (/* binding */ contentsEndpoints),
/* harmony export */   Pl: () => (/* binding */ restContentsRead),
/* harmony export */   QC: () => (/* binding */ ContentsSource)
/* harmony export */ });
/* unused harmony exports CONTENTS_ROUTE, contentsPath */
/* harmony import */ var _read_source_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5233);
/* harmony import */ var _calls_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5759);
/* harmony import */ var _rest_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3007);



function contentsEndpoints(read, guarded) {
    return {
        getContents: (path, ref) => guarded(`reading ${path || '/'} at ${ref.slice(0, 12)} through the contents API`, async () => {
            try {
                return (await read(path, ref));
            }
            catch (err) {
                if ((0,_calls_js__WEBPACK_IMPORTED_MODULE_1__/* .statusOf */ .c2)(err) === 404)
                    return null;
                throw err;
            }
        }),
    };
}
/** The endpoint as the log names it. */
const CONTENTS_ROUTE = 'GET /repos/{owner}/{repo}/contents/{path}';
/** The contents API's path and query for `path` at `ref`, encoded as Octokit encodes them. */
function contentsPath(repo, path, ref) {
    const at = path === '' ? '' : `/${(0,_rest_js__WEBPACK_IMPORTED_MODULE_2__/* .encodeSegment */ .ug)(path)}`;
    return `/repos/${(0,_rest_js__WEBPACK_IMPORTED_MODULE_2__/* .encodeSegment */ .ug)(repo.owner)}/${(0,_rest_js__WEBPACK_IMPORTED_MODULE_2__/* .encodeSegment */ .ug)(repo.repo)}/contents${at}?ref=${encodeURIComponent(ref)}`;
}
/** The contents API read through the fetch client. */
function restContentsRead(rest, repo) {
    return async (path, ref) => (await rest.get(CONTENTS_ROUTE, contentsPath(repo, path, ref))).data;
}
/**
 * A FileSource over the contents API at one commit: the PR's base version when local git cannot
 * fetch it. Folders are listed once and cached; files are read on demand. Symbolic links are
 * never followed (the engine sees them as pointing outside), so nothing outside the tree is read.
 */
class ContentsSource {
    api;
    ref;
    label;
    /** Name of the root folder (a skill at the root is named after it). */
    rootName;
    dirs = new Map();
    constructor(api, ref, rootName) {
        this.api = api;
        this.ref = ref;
        this.label = `${api.repo.owner}/${api.repo.repo}@${ref.slice(0, 12)}`;
        this.rootName = rootName ?? api.repo.repo;
    }
    list(rel) {
        const p = (0,_read_source_js__WEBPACK_IMPORTED_MODULE_0__/* .joinInside */ .lG)(rel);
        if (p === null)
            return Promise.resolve(null);
        let cached = this.dirs.get(p);
        if (!cached) {
            cached = this.api.getContents(p, this.ref).then((answer) => {
                if (!Array.isArray(answer))
                    return null;
                return answer
                    .map((e) => ({ name: e.name, type: contentsType(e.type) }))
                    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
            });
            this.dirs.set(p, cached);
        }
        return cached;
    }
    async stat(rel) {
        const p = (0,_read_source_js__WEBPACK_IMPORTED_MODULE_0__/* .joinInside */ .lG)(rel);
        if (p === null)
            return null;
        if (p === '')
            return 'dir';
        const slash = p.lastIndexOf('/');
        const parent = slash < 0 ? '' : p.slice(0, slash);
        const entries = await this.list(parent);
        return entries?.find((e) => e.name === p.slice(slash + 1))?.type ?? null;
    }
    async readFile(rel) {
        const p = (0,_read_source_js__WEBPACK_IMPORTED_MODULE_0__/* .joinInside */ .lG)(rel);
        if (p === null)
            throw new Error(`${rel}: path leaves the repository root`);
        const type = await this.stat(p);
        if (type === 'symlink-outside')
            throw new Error(`${rel}: symbolic links are not followed in the base version`);
        if (type !== 'file')
            throw new Error(`${rel}: no such file at ${this.label}`);
        const answer = await this.api.getContents(p, this.ref);
        if (!answer || Array.isArray(answer) || answer.type !== 'file' || typeof answer.content !== 'string') {
            throw new Error(`${rel}: no such file at ${this.label}`);
        }
        if (answer.encoding !== 'base64')
            throw new Error(`${rel}: too large for the contents API at ${this.label}`);
        return new Uint8Array(Buffer.from(answer.content, 'base64'));
    }
}
function contentsType(type) {
    if (type === 'file')
        return 'file';
    if (type === 'dir')
        return 'dir';
    // A link's target is not resolved through the API: treat it as leaving the tree (never followed).
    if (type === 'symlink')
        return 'symlink-outside';
    return 'other';
}


/***/ }),

/***/ 3206:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ octokitPullReads),
/* harmony export */   J: () => (/* binding */ pullsEndpoints)
/* harmony export */ });
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1531);

function pullsEndpoints(reads, guarded) {
    return {
        listPullFiles: (pullNumber) => guarded(`listing the files of pull request #${pullNumber}`, async () => {
            const files = [];
            for await (const page of reads.filePages(pullNumber)) {
                for (const f of page) {
                    files.push({ filename: f.filename, status: f.status, previous_filename: f.previous_filename });
                }
                if (files.length >= _types_js__WEBPACK_IMPORTED_MODULE_0__/* .GITHUB_MAX_PR_FILES */ .Gz)
                    break;
            }
            return files;
        }),
        getPull: (pullNumber) => guarded(`reading pull request #${pullNumber}`, async () => {
            const { head, base, changed_files: changed } = await reads.pull(pullNumber);
            return {
                headSha: head.sha,
                baseSha: typeof base?.sha === 'string' && base.sha !== '' ? base.sha : null,
                changedFiles: typeof changed === 'number' && Number.isInteger(changed) ? changed : null,
            };
        }),
    };
}
/** The reads on the Octokit client (its paginate iterator follows the Link header). */
function octokitPullReads(client) {
    const { octokit, owner, repo } = client;
    return {
        filePages: async function* (pullNumber) {
            const pages = octokit.paginate.iterator(octokit.rest.pulls.listFiles, {
                owner,
                repo,
                pull_number: pullNumber,
                per_page: _types_js__WEBPACK_IMPORTED_MODULE_0__/* .GITHUB_PAGE_SIZE */ .Cs,
            });
            for await (const page of pages)
                yield page.data;
        },
        pull: async (pullNumber) => (await octokit.rest.pulls.get({ owner, repo, pull_number: pullNumber })).data,
    };
}


/***/ }),

/***/ 3007:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  tj: () => (/* binding */ apiBaseUrl),
  mg: () => (/* binding */ createRestClient),
  ug: () => (/* binding */ encodeSegment)
});

// UNUSED EXPORTS: RestError, errorMessageOf, rateLimitOf

// EXTERNAL MODULE: ./node_modules/p-limit/index.js + 1 modules
var p_limit = __webpack_require__(370);
// EXTERNAL MODULE: ./src/runtime/deadline.ts
var runtime_deadline = __webpack_require__(4506);
// EXTERNAL MODULE: ./src/runtime/sleep.ts
var sleep = __webpack_require__(3083);
// EXTERNAL MODULE: ./src/adapters/github/calls.ts
var calls = __webpack_require__(5759);
;// CONCATENATED MODULE: ./src/adapters/github/transport.ts
/** Redirects followed before giving up, as many as fetch follows. */
const MAX_REDIRECTS = 20;
const REDIRECT_STATUSES = [301, 302, 303, 307, 308];
async function getterFor(url) {
    if (url.protocol === 'https:')
        return (await Promise.resolve(/* import() */).then(__webpack_require__.t.bind(__webpack_require__, 4708, 23))).get;
    if (url.protocol === 'http:')
        return (await Promise.resolve(/* import() */).then(__webpack_require__.t.bind(__webpack_require__, 7067, 23))).get;
    throw new TypeError(`unsupported protocol ${url.protocol}`);
}
function headersOf(res) {
    const out = {};
    for (const [name, value] of Object.entries(res.headers)) {
        if (value !== undefined)
            out[name] = Array.isArray(value) ? value.join(', ') : value;
    }
    return out;
}
/** One request, no redirect followed. */
async function getOnce(url, headers, signal) {
    const get = await getterFor(url);
    return new Promise((resolve, reject) => {
        const req = get(url, { headers, signal }, (res) => {
            const chunks = [];
            res.on('data', (c) => chunks.push(c));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: headersOf(res), body: Buffer.concat(chunks) }));
            res.on('error', reject);
            res.on('aborted', () => reject(new Error('the connection closed before the answer ended')));
        });
        req.on('error', reject);
    });
}
/** GET over node:http(s), following redirects. */
const httpGet = async (url, { headers, signal }) => {
    let at = new URL(url);
    let sent = headers;
    for (let redirects = 0;; redirects++) {
        const answer = await getOnce(at, sent, signal);
        const location = answer.headers.location;
        if (!REDIRECT_STATUSES.includes(answer.status) || !location)
            return answer;
        if (redirects >= MAX_REDIRECTS)
            throw new TypeError('redirect count exceeded');
        const next = new URL(location, at);
        // As fetch does: credentials stay with the origin they were given for.
        if (next.origin !== at.origin)
            sent = Object.fromEntries(Object.entries(sent).filter(([n]) => n !== 'authorization'));
        at = next;
    }
};

// EXTERNAL MODULE: ./src/adapters/github/types.ts
var types = __webpack_require__(1531);
;// CONCATENATED MODULE: ./src/adapters/github/rest.ts
// A small GitHub REST client on node:http (src/adapters/github/transport.ts), for the requests a run
// makes before it needs Octokit (src/adapters/github/client.ts), whose modules take longer to load
// than the request takes: the same headers, the same errors (a status and GitHub's message), and the same schedule
// as Octokit's retry and throttling plugins give the Octokit client — 5xx answers and dropped
// connections tried again after 1, 4 and 9 backoff units, rate limits waited out within bounds,
// at most 10 requests at once — within each try's timeout, the request's budget and the deadline.






/** Answers Octokit's retry plugin never tries again: the same request would get the same answer. */
const FINAL_STATUSES = [400, 401, 403, 404, 410, 422, 451];
/** Requests in flight at once (Octokit's throttling plugin allows as many). */
const MAX_CONCURRENT = 10;
/** A secondary rate limit without retry-after is waited out this long (seconds), as Octokit does. */
const SECONDARY_RATE_LIMIT_WAIT_S = 60;
/** A request that failed: the HTTP status (500 when no answer came, as Octokit reports it) and GitHub's message. */
class RestError extends Error {
    status;
    headers;
    constructor(message, status, 
    /** The answer's headers, lower-case names. */
    headers = {}, options) {
        super(message, options);
        this.status = status;
        this.headers = headers;
        this.name = 'HttpError';
    }
}
/** A path segment encoded as Octokit encodes one (RFC 3986 unreserved characters only). */
function encodeSegment(text) {
    return encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}
/** The API's URL: the option, else GITHUB_API_URL, else github.com's, without a trailing slash. */
function apiBaseUrl(options) {
    return (options.baseUrl ?? process.env.GITHUB_API_URL ?? 'https://api.github.com').replace(/\/+$/, '');
}
/** The user agent, with the runner's orchestration id as @actions/github adds it. */
function userAgent() {
    const orchestration = process.env.ACTIONS_ORCHESTRATION_ID?.trim();
    const base = 'plugin-eval';
    return orchestration ? `${base} actions_orchestration_id/${orchestration.replace(/[^a-z0-9_.-]/gi, '_')}` : base;
}
/** The body of an answer: JSON when it says so, text when it is text, else bytes (as Octokit reads it). */
function bodyOf(answer) {
    const contentType = answer.headers['content-type'];
    const text = () => answer.body.toString('utf8');
    if (!contentType)
        return text();
    const [type, ...params] = contentType.split(';').map((p) => p.trim().toLowerCase());
    if (type === 'application/json' || type === 'application/scim+json') {
        try {
            return JSON.parse(text());
        }
        catch {
            return text();
        }
    }
    if (type.startsWith('text/') || (params.includes('charset=utf-8') && type !== 'application/octet-stream'))
        return text();
    const { buffer, byteOffset, byteLength } = answer.body;
    return buffer.slice(byteOffset, byteOffset + byteLength);
}
/** GitHub's message in an error answer, as Octokit words it. */
function errorMessageOf(data) {
    if (typeof data === 'string')
        return data;
    // By its tag: bytes may come from another realm than this module's ArrayBuffer.
    if (Object.prototype.toString.call(data) === '[object ArrayBuffer]')
        return 'Unknown error';
    if (typeof data === 'object' && data !== null && 'message' in data) {
        const d = data;
        const suffix = 'documentation_url' in d ? ` - ${String(d.documentation_url)}` : '';
        const errors = Array.isArray(d.errors) ? `: ${d.errors.map((e) => JSON.stringify(e)).join(', ')}` : '';
        return `${String(d.message)}${errors}${suffix}`;
    }
    return `Unknown error: ${JSON.stringify(data)}`;
}
/** Why a request got no answer ("socket hang up", "connect ECONNREFUSED …"; a fetch error's cause). */
function noAnswerMessage(err) {
    // Duck-typed: fetch's errors may come from another realm than this module's Error.
    const e = err;
    if (typeof e !== 'object' || e === null || typeof e.message !== 'string')
        return 'Unknown Error';
    const cause = e.cause;
    if (e.name === 'TypeError' && typeof cause === 'object' && typeof cause?.message === 'string')
        return cause.message;
    if (e.name === 'TypeError' && typeof cause === 'string')
        return cause;
    return e.message;
}
/** One try: the parsed answer, or a RestError (an abort, the deadline's included, passes as it is). */
async function tryOnce(get, url, headers, signal) {
    let answer;
    try {
        answer = await get(url, { headers, signal });
    }
    catch (err) {
        if ((0,runtime_deadline/* isDeadlineError */.Tz)(err) || signal.aborted)
            throw err;
        throw new RestError(noAnswerMessage(err), 500, undefined, { cause: err });
    }
    const { status } = answer;
    if (status === 204 || status === 205)
        return { data: '', headers: answer.headers };
    const data = bodyOf(answer);
    if (status === 304)
        throw new RestError('Not modified', 304, answer.headers);
    if (status >= 400)
        throw new RestError(errorMessageOf(data), status, answer.headers);
    return { data, headers: answer.headers };
}
/** Tries until an answer, a final status, or GITHUB_MAX_RETRIES retries (none whose wait would pass the deadline). */
async function withRetries(once, limits, signal) {
    for (let retry = 0;; retry++) {
        try {
            return await once();
        }
        catch (err) {
            if (!(err instanceof RestError) || err.status < 400 || FINAL_STATUSES.includes(err.status))
                throw err;
            const afterSeconds = (retry + 1) ** 2;
            const retries = limits.waitFits(afterSeconds) ? types/* GITHUB_MAX_RETRIES */.o0 : 0;
            if (retry >= retries || signal.aborted)
                throw err;
            await (0,sleep/* sleep */.y)(afterSeconds * limits.retryAfterBaseValue, signal);
        }
    }
}
/** How long a rate-limited answer asks to wait (seconds), and which limit it is; null when it is no rate limit. */
function rateLimitOf(err, now = Date.now()) {
    if (!(err instanceof RestError) || (err.status !== 403 && err.status !== 429))
        return null;
    if (/\bsecondary rate\b/i.test(err.message)) {
        const after = Number(err.headers['retry-after']) || SECONDARY_RATE_LIMIT_WAIT_S;
        return { what: 'secondary rate limit', afterSeconds: after };
    }
    if (err.headers['x-ratelimit-remaining'] === '0') {
        const resetMs = new Date(~~Number(err.headers['x-ratelimit-reset']) * 1000).getTime();
        // One second after the reset, as GitHub advises.
        return { what: 'rate limit', afterSeconds: Math.max(Math.ceil((resetMs - now) / 1000) + 1, 0) };
    }
    return null;
}
/** Waits out a rate limit (at most GITHUB_MAX_RATE_LIMIT_RETRIES times, none too long or past the deadline). */
async function throughRateLimits(attempt, route, limits, log, signal) {
    for (let count = 0;; count++) {
        try {
            return await attempt();
        }
        catch (err) {
            const limit = rateLimitOf(err);
            if (!limit)
                throw err;
            const after = limit.afterSeconds;
            const again = count < types/* GITHUB_MAX_RATE_LIMIT_RETRIES */.XI && after <= types/* GITHUB_MAX_RATE_LIMIT_WAIT_S */.uA && limits.waitFits(after);
            log(`GitHub ${limit.what} on ${route}; ${again ? `retrying in ${after} s` : 'giving up'}`);
            if (!again || signal.aborted)
                throw err;
            await (0,sleep/* sleep */.y)(after * limits.retryAfterBaseValue, signal);
        }
    }
}
/** The client; `log` gets its notices (rate limits), `transport` makes the requests. */
function createRestClient(options, log, transport = httpGet) {
    const deadline = options.deadline ?? null;
    const limits = (0,calls/* limitsFor */.I9)(deadline, types/* GITHUB_REQUEST_BUDGET_TRIES */.CH);
    const timedGet = (0,calls/* timedFetch */.kn)(transport, deadline, limits.tryMs);
    const baseUrl = apiBaseUrl(options);
    const headers = {
        accept: 'application/vnd.github.v3+json',
        authorization: `token ${options.token}`,
        'user-agent': userAgent(),
    };
    const queue = (0,p_limit/* default */.A)(MAX_CONCURRENT);
    return {
        get: async (route, target) => {
            if (deadline?.expired)
                throw new runtime_deadline/* DeadlineError */.j3((0,calls/* noAnswerBefore */.fi)(deadline));
            const budget = AbortSignal.timeout(limits.budgetMs);
            const ends = deadline ? AbortSignal.any([budget, deadline.signal]) : budget;
            // As Octokit does: a whole URL is requested as it is, a path under the API's URL.
            const url = /^http/.test(target) ? target : `${baseUrl}${target}`;
            const once = () => tryOnce(timedGet, url, headers, budget);
            const named = route ?? `GET ${url}`;
            const request = queue(() => throughRateLimits(() => withRetries(once, limits, ends), named, limits, log, ends));
            return (0,runtime_deadline/* raceSignal */.WU)(request, ends).catch((err) => {
                if (deadline && ((0,runtime_deadline/* isDeadlineError */.Tz)(err) || deadline.expired))
                    throw new runtime_deadline/* DeadlineError */.j3((0,calls/* noAnswerBefore */.fi)(deadline));
                throw budget.aborted ? (0,calls/* budgetSpent */.m2)(limits.budgetMs) : err;
            });
        },
    };
}


/***/ }),

/***/ 1531:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BJ: () => (/* binding */ RETRY_BASE_ENV),
/* harmony export */   CH: () => (/* binding */ GITHUB_REQUEST_BUDGET_TRIES),
/* harmony export */   Cs: () => (/* binding */ GITHUB_PAGE_SIZE),
/* harmony export */   Gz: () => (/* binding */ GITHUB_MAX_PR_FILES),
/* harmony export */   OS: () => (/* binding */ GitHubApiError),
/* harmony export */   XI: () => (/* binding */ GITHUB_MAX_RATE_LIMIT_RETRIES),
/* harmony export */   Z: () => (/* binding */ CALL_TIMEOUT_ENV),
/* harmony export */   f$: () => (/* binding */ GITHUB_CREATE_TRIES),
/* harmony export */   hY: () => (/* binding */ GITHUB_ANNOTATIONS_PER_REQUEST),
/* harmony export */   o0: () => (/* binding */ GITHUB_MAX_RETRIES),
/* harmony export */   uA: () => (/* binding */ GITHUB_MAX_RATE_LIMIT_WAIT_S),
/* harmony export */   uk: () => (/* binding */ GITHUB_CALL_TIMEOUT_MS)
/* harmony export */ });
/** Retries of one request after a 5xx or a reset (the retry plugin's backoff: 1 s, 4 s, 9 s …). */
const GITHUB_MAX_RETRIES = 3;
/** Rate-limit waits longer than this are not waited for: the run degrades instead (it fits a request's budget). */
const GITHUB_MAX_RATE_LIMIT_WAIT_S = 30;
/** How many times a rate-limited request is tried again. */
const GITHUB_MAX_RATE_LIMIT_RETRIES = 2;
/** Page size for list endpoints (GitHub's maximum). */
const GITHUB_PAGE_SIZE = 100;
/** Tries of a create (comment, check run), each after looking for what the previous try made. */
const GITHUB_CREATE_TRIES = 3;
/** GitHub lists at most this many files of a pull request. */
const GITHUB_MAX_PR_FILES = 3000;
/**
 * One try of a request that has not answered in this long is abandoned and retried like a 5xx
 * (GitHub itself ends a REST request after 10 s; without it a socket that never answers holds the job).
 */
const GITHUB_CALL_TIMEOUT_MS = 15_000;
/**
 * A request with all its tries and waits (retries, rate limits) ends after this many try timeouts
 * (45 s): an endpoint that never answers costs each GitHub call under a minute, never the deadline.
 */
const GITHUB_REQUEST_BUDGET_TRIES = 3;
/** Overrides GITHUB_CALL_TIMEOUT_MS (milliseconds; tests lower it so that a hang costs them seconds). */
const CALL_TIMEOUT_ENV = 'PLUGIN_EVAL_GITHUB_TIMEOUT_MS';
/** The check-runs API takes at most this many annotations per request. */
const GITHUB_ANNOTATIONS_PER_REQUEST = 50;
/**
 * Scales every backoff (milliseconds per "second" of the plugins' schedules). Only tests lower it,
 * through this environment variable, so that fault scenarios do not take minutes.
 */
const RETRY_BASE_ENV = 'PLUGIN_EVAL_GITHUB_RETRY_BASE_MS';
/** A GitHub call that failed after the retries; `status` is 0 when no answer came (reset, DNS…). */
class GitHubApiError extends Error {
    status;
    operation;
    constructor(message, status, operation) {
        super(message);
        this.status = status;
        this.operation = operation;
        this.name = 'GitHubApiError';
    }
    /** The token may not do this: a fork's read-only token, or missing `permissions:` in the workflow. */
    get permissionDenied() {
        return this.status === 403 || this.status === 401;
    }
}


/***/ }),

/***/ 5244:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   PS: () => (/* binding */ BASELINE_MAX_BYTES),
/* harmony export */   Qp: () => (/* binding */ applyBaseline),
/* harmony export */   Vi: () => (/* binding */ regressedAgainstBaseline),
/* harmony export */   nk: () => (/* binding */ parseBaseline),
/* harmony export */   tu: () => (/* binding */ BASELINE_FILE),
/* harmony export */   uk: () => (/* binding */ summariseBaseline)
/* harmony export */ });
/* unused harmony exports BASELINE_VERSION, BASELINE_SCORE_TOLERANCE, buildBaseline, renderBaseline */
const BASELINE_FILE = '.plugin-eval-baseline.json';
const BASELINE_VERSION = 1;
/** Largest baseline file read (it comes from the repository). */
const BASELINE_MAX_BYTES = 16 * 1024 * 1024;
/** A target whose score falls by more than this below its baseline score has regressed. */
const BASELINE_SCORE_TOLERANCE = 0.05;
function entriesOf(result) {
    const out = [];
    const staticLayer = result.layers.find((l) => l.layer === 'static');
    for (const ap of staticLayer?.anti_patterns ?? []) {
        if (ap.fingerprint)
            out.push({
                entry: {
                    fingerprint: ap.fingerprint,
                    rule: ap.flag,
                    kind: 'anti-pattern',
                    target: result.plugin_path,
                    file: ap.file,
                },
                item: ap,
            });
    }
    for (const f of result.findings) {
        if (f.fingerprint)
            out.push({
                entry: { fingerprint: f.fingerprint, rule: f.rule, kind: 'finding', target: result.plugin_path, file: f.file },
                item: f,
            });
    }
    return out;
}
/** The baseline of a set of results (suppressed items are left out: they are already accepted). */
function buildBaseline(results, method, now = new Date()) {
    const entries = [];
    const seen = new Set();
    const targets = {};
    for (const r of results) {
        targets[r.plugin_path] = { score: Math.round(r.composite.score * 1e6) / 1e6 };
        for (const { entry, item } of entriesOf(r)) {
            const key = `${entry.kind}\0${entry.fingerprint}`;
            if (item.suppressed || seen.has(key))
                continue;
            seen.add(key);
            entries.push(entry);
        }
    }
    entries.sort((a, b) => (a.target + a.rule + a.fingerprint < b.target + b.rule + b.fingerprint ? -1 : 1));
    return {
        tool: 'plugin-eval',
        version: BASELINE_VERSION,
        generated: now.toISOString(),
        ...(method ? { method } : {}),
        targets,
        entries,
    };
}
function renderBaseline(b) {
    return `${JSON.stringify(b, null, 2)}\n`;
}
/** Reads a baseline file's text; throws an Error naming what is wrong. */
function parseBaseline(text, file) {
    let data;
    try {
        data = JSON.parse(text);
    }
    catch (err) {
        throw new Error(`${file}: not valid JSON (${err.message})`, { cause: err });
    }
    const b = data;
    if (!b || typeof b !== 'object' || b.tool !== 'plugin-eval')
        throw new Error(`${file}: not a plugin-eval baseline (no "tool": "plugin-eval")`);
    if (b.version !== BASELINE_VERSION)
        throw new Error(`${file}: baseline version ${String(b.version)} is not supported (expected ${BASELINE_VERSION}); write it again with plugin-eval baseline`);
    if (!Array.isArray(b.entries) || typeof b.targets !== 'object' || b.targets === null)
        throw new Error(`${file}: "entries" and "targets" are required`);
    b.entries.forEach((e, i) => {
        if (!e ||
            typeof e.fingerprint !== 'string' ||
            typeof e.rule !== 'string' ||
            typeof e.target !== 'string' ||
            (e.kind !== 'anti-pattern' && e.kind !== 'finding')) {
            throw new Error(`${file}: entries[${i}] needs fingerprint, rule, target and kind`);
        }
    });
    return b;
}
/**
 * Marks every anti-pattern and finding of the results `baseline: 'new' | 'baselined'` and says
 * what is new and what is gone (only for the targets in `results`).
 */
function applyBaseline(results, baseline) {
    const known = new Set(baseline.entries.map((e) => `${e.kind}\0${e.fingerprint}`));
    const present = new Set();
    const comparison = { new: [], baselined: 0, gone: [] };
    for (const r of results) {
        for (const { entry, item } of entriesOf(r)) {
            const key = `${entry.kind}\0${entry.fingerprint}`;
            present.add(key);
            if (known.has(key)) {
                item.baseline = 'baselined';
                comparison.baselined += 1;
            }
            else {
                item.baseline = 'new';
                if (!item.suppressed)
                    comparison.new.push(entry);
            }
        }
    }
    const scored = new Set(results.map((r) => r.plugin_path));
    comparison.gone = baseline.entries.filter((e) => scored.has(e.target) && !present.has(`${e.kind}\0${e.fingerprint}`));
    return comparison;
}
/**
 * Whether a target below the threshold fails with a baseline: only when it has something new
 * (an anti-pattern, or a finding the gate counts) or its score fell below its baseline score.
 */
function regressedAgainstBaseline(result, baseline, countsFinding = () => false) {
    const staticLayer = result.layers.find((l) => l.layer === 'static');
    const newFlag = (staticLayer?.anti_patterns ?? []).some((ap) => ap.baseline === 'new' && !ap.suppressed);
    const newFinding = result.findings.some((f) => f.baseline === 'new' && !f.suppressed && countsFinding(f));
    const before = baseline.targets[result.plugin_path]?.score;
    const fell = before === undefined || result.composite.score < before - BASELINE_SCORE_TOLERANCE;
    return newFlag || newFinding || fell;
}
/** `2 new, 5 already in the baseline, 1 gone` */
function summariseBaseline(c) {
    return `${c.new.length} new, ${c.baselined} already in the baseline, ${c.gone.length} gone`;
}


/***/ }),

/***/ 4661:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FP: () => (/* reexport safe */ _contract_weights_js__WEBPACK_IMPORTED_MODULE_3__.FP),
/* harmony export */   _I: () => (/* binding */ matchesAny),
/* harmony export */   f: () => (/* binding */ effectiveSettings),
/* harmony export */   g2: () => (/* reexport safe */ _contract_weights_js__WEBPACK_IMPORTED_MODULE_3__.g2),
/* harmony export */   iO: () => (/* binding */ CONFIG_LIMITS),
/* harmony export */   xL: () => (/* binding */ ConfigError),
/* harmony export */   xo: () => (/* binding */ unmatchedPatterns)
/* harmony export */ });
/* unused harmony exports appliedOverrides, renderEffectiveSettings, findConfigFile */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _glob_glob_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(978);
/* harmony import */ var _contract_weights_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8175);
// The configuration file `.plugin-eval.yml`: its settings, found on disk by findConfigFile (from
// the target up to the repository root, never above it); configFile.ts parses and checks its text.
// `effectiveSettings` layers defaults, the file, its matching `overrides` and the command line,
// remembering where each value came from.





/** Limits on a configuration from a repository (hostile input in a pull request). */
const CONFIG_LIMITS = { maxBytes: 64 * 1024, maxGlobs: 200, maxGlobLength: 300, maxOverrides: 100 };
class ConfigError extends Error {
    file;
    line;
    constructor(message, file, line) {
        super(line !== undefined ? `${file}:${line}: ${message}` : `${file}: ${message}`);
        this.file = file;
        this.line = line;
        this.name = 'ConfigError';
    }
}
/**
 * Whether a target path (relative to the repository root, POSIX) matches one of the globs, as
 * .gitignore would leave its folder out (src/glob/glob.ts). Linear in the path.
 */
function matchesAny(targetPath, patterns) {
    return patterns.some((g) => (0,_glob_glob_js__WEBPACK_IMPORTED_MODULE_2__/* .globMatchesFolder */ .Ku)((0,_glob_glob_js__WEBPACK_IMPORTED_MODULE_2__/* .compileGlob */ .SO)(g), targetPath));
}
/** Names of the overrides (`overrides[i] (files: …)`) whose `files` match a target, in order. */
function appliedOverrides(config, targetPath) {
    const out = [];
    config?.overrides.forEach((o, i) => {
        if (matchesAny(targetPath, o.files))
            out.push(`overrides[${i}] (files: ${o.files.join(', ')})`);
    });
    return out;
}
/**
 * Warnings for the `ignore` and `overrides[i].files` patterns that match none of a sweep's targets
 * (a pattern that silently does nothing is usually a mistake in it).
 */
function unmatchedPatterns(config, targetPaths) {
    if (!config)
        return [];
    const lists = [
        ['ignore', config.ignore ?? []],
        ...config.overrides.map((o, i) => [`overrides[${i}].files`, o.files]),
    ];
    const out = [];
    for (const [key, patterns] of lists) {
        for (const g of patterns) {
            if (!targetPaths.some((t) => matchesAny(t, [g])))
                out.push(`${config.file}: ${key} pattern ${JSON.stringify(g)} matches no skill or plugin`);
        }
    }
    return out;
}
/**
 * The settings for one target: defaults, then the file's top level, then each override whose
 * `files` match the target (in order), then what the command line gave.
 */
function effectiveSettings(config, targetPath, cli, defaults) {
    const eff = {
        method: { value: defaults.method, source: 'default' },
        depth: { value: defaults.depth, source: 'default' },
        threshold: { value: null, source: 'default' },
        'min-score': { value: null, source: 'default' },
        'fail-on': { value: [], source: 'default' },
        ignore: { value: [], source: 'default' },
        rules: { value: {}, source: 'default' },
    };
    const apply = (s, source, from) => {
        if (s.method !== undefined)
            eff.method = { value: s.method, source, from };
        if (s.depth !== undefined)
            eff.depth = { value: s.depth, source, from };
        if (s.threshold !== undefined)
            eff.threshold = { value: s.threshold, source, from };
        if (s['min-score'] !== undefined)
            eff['min-score'] = { value: s['min-score'], source, from };
        if (s['fail-on'] !== undefined)
            eff['fail-on'] = { value: s['fail-on'], source, from };
        if (s.ignore !== undefined)
            eff.ignore = { value: s.ignore, source, from };
        if (s.rules !== undefined) {
            // Rule settings merge per rule: an override changes only the rules it names.
            const merged = { ...eff.rules.value };
            for (const [id, r] of Object.entries(s.rules))
                merged[id] = { ...merged[id], ...r };
            eff.rules = { value: merged, source, from };
        }
    };
    if (config) {
        apply(config, 'config', config.file);
        config.overrides.forEach((o, i) => {
            if (matchesAny(targetPath, o.files))
                apply(o, 'override', `${config.file} overrides[${i}]`);
        });
    }
    apply(cli, 'command line');
    return eff;
}
/** `config --print`: each effective setting, its value and where it came from (and the overrides that apply). */
function renderEffectiveSettings(eff, configFile, overrides = []) {
    const lines = [`# configuration file: ${configFile ?? 'none found'}`];
    if (configFile)
        lines.push(overrides.length ? `# overrides that apply: ${overrides.join('; ')}` : '# overrides that apply: none');
    for (const [key, e] of Object.entries(eff)) {
        lines.push(`${key}: ${JSON.stringify(e.value)}    # ${e.source}${e.from && e.source !== 'command line' ? ` (${e.from})` : ''}`);
    }
    return `${lines.join('\n')}\n`;
}
/**
 * Finds the configuration file for a target: looks in the target's folder, then each parent, up to
 * and including `root` (the repository root) — never above it. Links are not followed.
 */
async function findConfigFile(root, targetAbs) {
    const rootAbs = path.resolve(root);
    let dir = path.resolve(targetAbs);
    const rel = path.relative(rootAbs, dir);
    if (rel.startsWith('..') || path.isAbsolute(rel))
        dir = rootAbs;
    for (;;) {
        for (const name of [CONFIG_FILE, ...CONFIG_FILE_ALTERNATIVES]) {
            const candidate = path.join(dir, name);
            const st = await fsp.lstat(candidate).catch(() => null);
            if (st?.isFile())
                return candidate;
        }
        if (dir === rootAbs)
            return null;
        const parent = path.dirname(dir);
        if (parent === dir)
            return null;
        dir = parent;
    }
}


/***/ }),

/***/ 978:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ku: () => (/* binding */ globMatchesFolder),
/* harmony export */   SO: () => (/* binding */ compileGlob),
/* harmony export */   pZ: () => (/* binding */ GlobError)
/* harmony export */ });
/* unused harmony exports MAX_BRACE_ALTERNATIVES, expandBraces */
// The configuration's globs (`ignore`, `overrides.files`), matched against target folders the way
// .gitignore users expect, in time linear in the path: each glob becomes a small automaton (NFA)
// run once over the path, never a backtracking search, so a hostile pattern or folder name costs
// at most (path length × pattern length) steps.
//   *   any characters but /          ?  one character but /        [a-z] [!a-z]  one of a set
//   **  as a whole segment: any folders (none included)              {a,b}  either (expanded)
//   \x  the character x
// A pattern without a slash (a trailing one aside) matches at any depth; one with a slash is
// relative to the repository root. A pattern that matches a folder matches everything under it,
// and `dir/**` (the folder's contents) matches the folder itself.
class GlobError extends Error {
}
/** Most alternatives a pattern's braces may expand to. */
const MAX_BRACE_ALTERNATIVES = 64;
const SLASH = 0x2f;
const notSlash = (c) => c !== SLASH;
/** The group of braces to expand first: its span and its top-level parts, or null. */
function braceGroup(p) {
    for (let start = 0; start < p.length; start++) {
        if (p[start] === '\\') {
            start++;
            continue;
        }
        if (p[start] !== '{')
            continue;
        let depth = 0;
        let from = start + 1;
        const parts = [];
        for (let i = start; i < p.length; i++) {
            const c = p[i];
            if (c === '\\')
                i++;
            else if (c === '{')
                depth++;
            else if (c === ',' && depth === 1) {
                parts.push(p.slice(from, i));
                from = i + 1;
            }
            else if (c === '}' && --depth === 0) {
                if (parts.length === 0)
                    break; // `{a}`: literal braces
                parts.push(p.slice(from, i));
                return { start, end: i, parts };
            }
        }
    }
    return null;
}
/** Every alternative of a pattern's braces (each internal step splits in two or more: bounded). */
function expandBraces(p, out = []) {
    const g = braceGroup(p);
    if (!g) {
        out.push(p);
        if (out.length > MAX_BRACE_ALTERNATIVES)
            throw new GlobError(`its braces expand to more than ${MAX_BRACE_ALTERNATIVES} alternatives`);
        return out;
    }
    for (const part of g.parts)
        expandBraces(p.slice(0, g.start) + part + p.slice(g.end + 1), out);
    return out;
}
/** A `[…]` set at `at`: its test and the index after it, or null when it is not closed. */
function charClass(seg, at) {
    let i = at + 1;
    const negated = seg[i] === '!' || seg[i] === '^';
    if (negated)
        i++;
    const ranges = [];
    let first = true;
    for (; i < seg.length; i++) {
        if (seg[i] === ']' && !first) {
            const inSet = (c) => ranges.some(([a, b]) => c >= a && c <= b);
            return { test: (c) => c !== SLASH && inSet(c) !== negated, next: i + 1 };
        }
        first = false;
        let lo = seg[i];
        if (lo === '\\' && i + 1 < seg.length)
            lo = seg[++i];
        let hi = lo;
        if (seg[i + 1] === '-' && i + 2 < seg.length && seg[i + 2] !== ']') {
            hi = seg[i + 2];
            i += 2;
        }
        ranges.push([lo.charCodeAt(0), hi.charCodeAt(0)]);
    }
    return null;
}
/** Builds automata node by node. */
class Builder {
    nodes = [{ eps: [], edges: [] }];
    cur = 0;
    add() {
        this.nodes.push({ eps: [], edges: [] });
        return this.nodes.length - 1;
    }
    /** Reads one character that passes `test`. */
    step(test) {
        const next = this.add();
        this.nodes[this.cur].edges.push({ test, to: next });
        this.cur = next;
    }
    /** `*`: any run of characters but /. */
    star() {
        const next = this.add();
        this.nodes[this.cur].edges.push({ test: notSlash, to: this.cur });
        this.nodes[this.cur].eps.push(next);
        this.cur = next;
    }
    /** `**` as a segment: any number of whole folders, each with its slash. */
    folders() {
        const entry = this.cur;
        const inside = this.add();
        const exit = this.add();
        this.nodes[entry].eps.push(exit);
        this.nodes[entry].edges.push({ test: notSlash, to: inside });
        this.nodes[inside].edges.push({ test: notSlash, to: inside }, { test: (c) => c === SLASH, to: entry });
        this.cur = exit;
    }
    segment(seg) {
        for (let i = 0; i < seg.length; i++) {
            const ch = seg[i];
            const set = ch === '[' ? charClass(seg, i) : null;
            if (ch === '*') {
                while (seg[i + 1] === '*')
                    i++;
                this.star();
            }
            else if (ch === '?')
                this.step(notSlash);
            else if (set) {
                this.step(set.test);
                i = set.next - 1;
            }
            else {
                const lit = (ch === '\\' && i + 1 < seg.length ? seg[++i] : ch).charCodeAt(0);
                this.step((c) => c === lit);
            }
        }
    }
}
/** One brace alternative: anchoring and folder rules applied, then its automaton. */
function automaton(alt) {
    let p = alt.replace(/^(?:\.\/)+/u, '');
    // A slash at the start or in the middle (not only at the end) ties the pattern to the root.
    const anchored = p.replace(/\/+$/u, '').includes('/');
    p = p.replace(/^\/+/u, '');
    // `dir/` and `dir/**` name the folder (its contents); a match of a folder covers what is under it.
    for (let prev = ''; prev !== p;) {
        prev = p;
        p = p.replace(/\/+$/u, '').replace(/\/\*\*$/u, '');
    }
    if (p === '' || p === '**')
        return { nodes: [], accept: 0, all: true };
    const segments = p.split('/').filter((s) => s !== '');
    if (!anchored)
        segments.unshift('**');
    const b = new Builder();
    segments.forEach((seg, i) => {
        if (seg === '**')
            return b.folders();
        b.segment(seg);
        if (i < segments.length - 1)
            b.step((c) => c === SLASH);
    });
    return { nodes: b.nodes, accept: b.cur, all: false };
}
const compiled = new Map();
/** A pattern compiled (and remembered); GlobError when it cannot be. */
function compileGlob(pattern) {
    let g = compiled.get(pattern);
    if (g)
        return g;
    if (pattern.startsWith('!'))
        throw new GlobError('negated patterns (!) are not supported; list only what to match');
    g = { source: pattern, automata: expandBraces(pattern).map(automaton) };
    if (compiled.size > 1000)
        compiled.clear();
    compiled.set(pattern, g);
    return g;
}
/** Whether the automaton accepts `path` or one of its parent folders (a prefix ending before a /). */
function acceptsPathOrParent(a, path) {
    if (a.all)
        return true;
    const n = a.nodes.length;
    // Node sets as arrays with a generation mark: no allocation per character.
    const seen = new Int32Array(n).fill(-1);
    let active = new Int32Array(n);
    let next = new Int32Array(n);
    const stack = new Int32Array(n);
    let size;
    let nextSize = 0;
    const enter = (node, gen) => {
        let top = 0;
        stack[top++] = node;
        while (top > 0) {
            const x = stack[--top];
            if (seen[x] === gen)
                continue;
            seen[x] = gen;
            next[nextSize++] = x;
            for (const e of a.nodes[x].eps)
                if (seen[e] !== gen)
                    stack[top++] = e;
        }
    };
    enter(0, 0);
    [active, next, size, nextSize] = [next, active, nextSize, 0];
    for (let i = 0; i < path.length; i++) {
        const c = path.charCodeAt(i);
        if (c === SLASH && seen[a.accept] === i)
            return true;
        for (let k = 0; k < size; k++)
            for (const e of a.nodes[active[k]].edges)
                if (e.test(c))
                    enter(e.to, i + 1);
        if (nextSize === 0)
            return false;
        [active, next, size, nextSize] = [next, active, nextSize, 0];
    }
    return seen[a.accept] === path.length;
}
/** Whether a target folder (repository-relative, POSIX; '' or '.' = the root) matches the glob. */
function globMatchesFolder(glob, folder) {
    const p = folder === '' ? '.' : folder;
    return glob.automata.some((a) => acceptsPathOrParent(a, p));
}


/***/ }),

/***/ 5900:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   JF: () => (/* binding */ heldBackLine),
/* harmony export */   KY: () => (/* binding */ authorTriggeringLine),
/* harmony export */   dI: () => (/* binding */ evalsOf),
/* harmony export */   hG: () => (/* binding */ fmtLift),
/* harmony export */   pT: () => (/* binding */ fmtPct),
/* harmony export */   pk: () => (/* binding */ renderEvalsHtml),
/* harmony export */   sL: () => (/* binding */ fmtLiftInterval)
/* harmony export */ });
/* unused harmony exports evalsSummary, renderEvalsMarkdown */
/* harmony import */ var _html_escape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7042);



/** The evals report of a result, or null when its evals did not run. */
function evalsOf(result) {
    const layer = result.layers.find((l) => l.layer === 'evals');
    const report = layer?.metadata.evals;
    return report && Array.isArray(report.cases) ? report : null;
}
/** `72%` */
const fmtPct = (x) => x === null || x === undefined || !Number.isFinite(x) ? '—' : `${Math.round(x * 100)}%`;
/** Lift in points of pass rate: `+42` / `−8` / `0`. */
function fmtLift(x) {
    if (x === null || x === undefined || !Number.isFinite(x))
        return '—';
    const p = Math.round(x * 100);
    return p > 0 ? `+${p}` : p < 0 ? `−${Math.abs(p)}` : '0';
}
function fmtLiftInterval(ci) {
    return ci ? `[${fmtLift(ci[0])}, ${fmtLift(ci[1])}]` : '';
}
/** One line: lift with its interval, pass rates, pass@k, flags. */
function evalsSummary(report) {
    const flags = [
        report.non_discriminating ? `${report.non_discriminating} non-discriminating` : '',
        report.never_met ? `${report.never_met} never met` : '',
    ].filter(Boolean);
    return (`lift ${fmtLift(report.lift)} points ${fmtLiftInterval(report.lift_ci)} · pass rate ${fmtPct(report.with_skill.pass_rate)} with the skill, ` +
        `${fmtPct(report.without_skill.pass_rate)} without · pass@${report.k} ${fmtPct(report.with_skill.pass_at_k)} / ${fmtPct(report.without_skill.pass_at_k)} · ` +
        `${report.evals} eval${report.evals === 1 ? '' : 's'} × ${report.repetitions}${flags.length ? ` · ${flags.join(', ')}` : ''}`);
}
const cell = (text) => mdCell(mdText(text));
/** Markdown: the summary, a table per eval, the flagged expectations and the cost of both arms. */
function renderEvalsMarkdown(report) {
    const lines = [];
    lines.push(`${mdText(evalsSummary(report))} (method: measured, ${mdText(report.file)})`);
    lines.push('');
    lines.push('| Eval | With skill | Without | Lift | pass@1 with / without |');
    lines.push('|---|--:|--:|--:|--:|');
    for (const c of report.cases) {
        lines.push(`| ${cell(c.id)} | ${fmtPct(c.with_skill.pass_rate)} | ${fmtPct(c.without_skill.pass_rate)} | ${fmtLift(c.lift)} | ${fmtPct(c.with_skill.pass_at_1)} / ${fmtPct(c.without_skill.pass_at_1)} |`);
    }
    const flagged = report.cases.flatMap((c) => c.expectations.filter((e) => e.flag).map((e) => ({ c, e })));
    if (flagged.length) {
        lines.push('');
        lines.push('Expectations that do not tell the arms apart:');
        for (const { c, e } of flagged) {
            lines.push(`- eval ${mdText(c.id)}, ${mdText(e.name)}: ${e.flag === 'never_met' ? 'never met (fails in both arms)' : 'non-discriminating (passes in both arms)'} — ${mdText(e.text.slice(0, 160))}`);
        }
    }
    lines.push('');
    lines.push(`Cost: with the skill ${fmtInt(report.with_skill.input_tokens)} input / ${fmtInt(report.with_skill.output_tokens)} output tokens (${fmtUsd(report.with_skill.estimated_cost_usd)}), ` +
        `without ${fmtInt(report.without_skill.input_tokens)} / ${fmtInt(report.without_skill.output_tokens)} (${fmtUsd(report.without_skill.estimated_cost_usd)}), grading ${fmtUsd(report.grader.estimated_cost_usd)}.`);
    return lines.join('\n');
}
function gradeList(grades) {
    if (grades.length === 0)
        return '<p class="muted">Not graded.</p>';
    return `<ul class="grades">${grades
        .map((g) => {
        const mark = g.passed === null ? '?' : g.passed ? '✓' : '✗';
        const state = g.passed === null ? 'ungraded' : g.passed ? 'pass' : 'fail';
        return `<li class="grade-${state}" data-grade="${state}"><strong>${mark}</strong> ${(0,_html_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .htmlEscape */ .z)(g.name)} <span class="muted">(${(0,_html_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .htmlEscape */ .z)(g.kind)})</span>${g.evidence ? `<br><q>${(0,_html_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .htmlEscape */ .z)(g.evidence)}</q>` : ''}</li>`;
    })
        .join('')}</ul>`;
}
function armColumn(label, arm) {
    const run = arm.runs.find((r) => r.error === undefined) ?? arm.runs[0];
    const output = run ? (run.error ? `(no answer: ${run.error})` : run.output || '(empty output)') : '(not run)';
    return `<div class="arm"><h4>${(0,_html_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .htmlEscape */ .z)(label)} · ${fmtPct(arm.pass_rate)}</h4>
<pre class="output">${(0,_html_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .htmlEscape */ .z)(output)}</pre>
${run ? gradeList(run.grades) : ''}</div>`;
}
function caseBlock(c) {
    return `<details class="eval-case" data-eval="${(0,_html_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .htmlEscape */ .z)(c.id)}"><summary>Eval ${(0,_html_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .htmlEscape */ .z)(c.id)} · lift ${(0,_html_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .htmlEscape */ .z)(fmtLift(c.lift))} · ${fmtPct(c.with_skill.pass_rate)} with, ${fmtPct(c.without_skill.pass_rate)} without</summary>
<p><strong>Prompt:</strong> ${(0,_html_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .htmlEscape */ .z)(c.prompt.slice(0, 2000))}</p>
<div class="arms" style="display:grid;grid-template-columns:1fr 1fr;gap:1rem">
${armColumn('With the skill', c.with_skill)}
${armColumn('Without the skill', c.without_skill)}
</div>
</details>`;
}
/** HTML section: the summary, each case with both first outputs side by side and the grades with evidence. */
function renderEvalsHtml(report) {
    return `<section aria-labelledby="evals-h" id="evals"><h2 id="evals-h">Author's evals</h2>
<p data-testid="evals-summary">${(0,_html_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .htmlEscape */ .z)(evalsSummary(report))}</p>
<p class="muted">From <code>${(0,_html_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .htmlEscape */ .z)(report.file)}</code>: each eval ran ${report.repetitions} times with the skill and ${report.repetitions} times without it; the first answered run of each arm is shown. Statements were graded by a model that saw only the output; typed expectations by code.</p>
${report.cases.map(caseBlock).join('\n')}
</section>`;
}
/** The held-back distractors of the measured triggering, as counts (their text is never shown), or null. */
function heldBackLine(result) {
    const judge = result.layers.find((l) => l.layer === 'judge');
    const h = judge?.metadata.triggering?.held_back;
    if (!h)
        return null;
    return (`${h.count} held-back distractor requests (category ${h.category}; not shown), counted in the triggering F1 as near-misses: ` +
        `${h.passed} of ${h.answered} answered passed; the skill was loaded in ${h.false_triggers} of ${h.decisions} decisions.`);
}
/** Measured triggering with the author's trigger set: both F1s in one line, or null. */
function authorTriggeringLine(result) {
    const judge = result.layers.find((l) => l.layer === 'judge');
    const t = judge?.metadata.triggering;
    if (!t?.author || !t.generated)
        return null;
    const f = (x) => x.toFixed(2);
    return (`Triggering F1 on the author's trigger set (${t.author.files.join(', ')}, ${t.author.prompts.length} queries): ${f(t.author.f1)} [${f(t.author.ci[0])}, ${f(t.author.ci[1])}]; ` +
        `on the generated requests: ${f(t.generated.f1)} [${f(t.generated.ci[0])}, ${f(t.generated.ci[1])}]; the triggering score uses both.`);
}


/***/ }),

/***/ 7042:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ prose),
/* harmony export */   z: () => (/* binding */ htmlEscape)
/* harmony export */ });
// Text made safe for HTML: content and attribute values, and prose whose `code spans` are shown as code.
/** Escapes text for HTML content and attribute values. */
function htmlEscape(text) {
    return text
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(/"/g, '&quot;')
        .replace(/'/g, '&#39;');
}
/** Escaped text with its `backtick spans` (as rule messages and fixes write them) shown as code. */
function prose(text) {
    return htmlEscape(text).replace(/`([^`\n]+)`/g, '<code>$1</code>');
}


/***/ }),

/***/ 5099:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $G: () => (/* binding */ countsForGate),
/* harmony export */   TI: () => (/* binding */ FAIL_ON_KINDS),
/* harmony export */   XV: () => (/* binding */ parseFailOn),
/* harmony export */   kZ: () => (/* binding */ failOnReason),
/* harmony export */   uw: () => (/* binding */ failOnViolations)
/* harmony export */ });
/* unused harmony exports FAIL_ON_MIN_LEVEL, gatingFindings */
const FAIL_ON_KINDS = ['security', 'spec', 'portability', 'read'];
const LEVEL_RANK = { high: 3, medium: 2, low: 1, info: 0 };
/**
 * The lowest level that fails the gate, per kind: security high and medium (a skill that reads or
 * sends secrets, or hides instructions); spec medium and up (what the specification or Claude Code
 * rejects: invalid YAML, a missing description, a name that is not the folder's); low findings
 * (unknown fields, style) never fail; portability and reading only when high.
 */
const FAIL_ON_MIN_LEVEL = {
    security: 'medium',
    spec: 'medium',
    portability: 'high',
    read: 'high',
    // Quality findings are counted in the score, which has its own threshold; they never gate alone.
    quality: 'high',
};
/** `spec,security` → the kinds; an unknown kind is an error naming the accepted ones. */
function parseFailOn(raw) {
    const kinds = [];
    for (const part of raw.split(/[\s,]+/u)) {
        const kind = part.trim().toLowerCase();
        if (kind === '' || kind === 'none')
            continue;
        if (!FAIL_ON_KINDS.includes(kind)) {
            throw new Error(`unknown kind "${part}"; expected a comma-separated list of ${FAIL_ON_KINDS.join(', ')}`);
        }
        if (!kinds.includes(kind))
            kinds.push(kind);
    }
    return kinds;
}
/**
 * Whether a finding can fail a gate (`fail-on` and `security-gate` alike): not suppressed, and not
 * already accepted by a baseline. In pull request mode the suppressions the pull request adds to
 * its own security findings are revoked before any gate runs (trust.ts).
 */
function countsForGate(f) {
    return f.suppressed !== true && f.baseline !== 'baselined';
}
/** The findings of a result that fail the gate for these kinds. */
function gatingFindings(result, kinds) {
    if (kinds.length === 0)
        return [];
    return (result.findings ?? []).filter((f) => kinds.includes(f.category) &&
        LEVEL_RANK[f.level] >= LEVEL_RANK[FAIL_ON_MIN_LEVEL[f.category]] &&
        countsForGate(f));
}
/** The paths of the scored targets that fail `--fail-on`, each with its gating findings. */
function failOnViolations(outcomes, kinds) {
    const out = [];
    for (const o of outcomes) {
        if (!o.ok)
            continue;
        const findings = gatingFindings(o.result, kinds);
        if (findings.length)
            out.push({ path: o.result.plugin_path, findings });
    }
    return out;
}
/** `2 with spec or security findings at the --fail-on level (`a`, `b`)`-style reason, or null. */
function failOnReason(violations, kinds) {
    if (violations.length === 0)
        return null;
    const shown = violations
        .slice(0, 5)
        .map((v) => `\`${v.path}\``)
        .join(', ') + (violations.length > 5 ? ` and ${violations.length - 5} more` : '');
    const rules = [...new Set(violations.flatMap((v) => v.findings.map((f) => f.rule)))].slice(0, 5).join(', ');
    return `${violations.length} with ${kinds.join(' or ')} findings that fail the gate (${rules}: ${shown})`;
}


/***/ }),

/***/ 4506:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B2: () => (/* binding */ Deadline),
/* harmony export */   Ne: () => (/* binding */ readDeadline),
/* harmony export */   Tz: () => (/* binding */ isDeadlineError),
/* harmony export */   WU: () => (/* binding */ raceSignal),
/* harmony export */   Yc: () => (/* binding */ DEFAULT_ACTION_DEADLINE),
/* harmony export */   j3: () => (/* binding */ DeadlineError),
/* harmony export */   ji: () => (/* binding */ NO_DEADLINE)
/* harmony export */ });
/* unused harmony exports MAX_DEADLINE_MS, PUBLISH_MARGIN_SHARE, MIN_PUBLISH_MARGIN_MS, MAX_PUBLISH_MARGIN_MS, DEADLINE_REASON_PREFIX, DURATION_SYNTAX, parseDuration, formatDuration, publishMarginMs */
/* harmony import */ var node_events__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8474);
/* harmony import */ var node_events__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_events__WEBPACK_IMPORTED_MODULE_0__);
// The run's deadline (`--deadline`, Action input `deadline`): one object every network call obeys.
// It has two instants. At the work end (the deadline less a margin kept for publishing) no new
// model call is started, calls in flight are stopped, and what they would have measured is
// unmeasured; GitHub calls made while scoring stop too. The margin is for publishing: the comment
// and the check run may use it up to the deadline itself. Nothing here touches the network.

/** Duration units of `--deadline` / `deadline`, in milliseconds. */
const UNIT_MS = { h: 3_600_000, m: 60_000, s: 1_000, ms: 1 };
/** Longest deadline accepted (a week; longer timers are not kept exactly by Node). */
const MAX_DEADLINE_MS = 7 * 24 * 3_600_000;
/** Share of the deadline kept for publishing (report files, summary, outputs, comment, check run). */
const PUBLISH_MARGIN_SHARE = 0.1;
/** The publishing margin is at least this long (a short deadline still leaves time to post)… */
const MIN_PUBLISH_MARGIN_MS = 5_000;
/** …and at most this long. */
const MAX_PUBLISH_MARGIN_MS = 5 * 60_000;
/**
 * The Action's deadline when the input is empty: 5 h 30 min, inside GitHub's default job timeout of
 * 6 h with half an hour for the steps before it. A job GitHub kills publishes nothing; a run that
 * reaches this deadline still posts its comment, check run and reports. `none` turns it off.
 */
const DEFAULT_ACTION_DEADLINE = '330m';
/** What the `deadline` input takes to have none. */
const NO_DEADLINE = 'none';
/** Every unmeasured reason the deadline gives starts with this. */
const DEADLINE_REASON_PREFIX = 'deadline';
const DURATION_SYNTAX = 'a duration such as 90s, 10m, 1h30m or 500ms (a plain number is seconds)';
/**
 * Parses a duration: a plain number of seconds (`90`, `2.5`), or number-unit groups with units h,
 * m, s, ms (`10m`, `1h30m`, `90s`). Throws an Error naming the syntax; the value must be positive
 * and at most MAX_DEADLINE_MS.
 */
function parseDuration(text) {
    const raw = text.trim().toLowerCase();
    let ms;
    if (/^\d+(\.\d+)?$/.test(raw))
        ms = Number(raw) * 1000;
    else if (/^(\d+(\.\d+)?(ms|h|m|s))+$/.test(raw)) {
        ms = 0;
        for (const m of raw.matchAll(/(\d+(?:\.\d+)?)(ms|h|m|s)/g))
            ms += Number(m[1]) * UNIT_MS[m[2]];
    }
    else
        throw new Error(`expected ${DURATION_SYNTAX}, got "${text.trim()}"`);
    ms = Math.round(ms);
    if (!(ms > 0))
        throw new Error(`expected a duration above zero, got "${text.trim()}"`);
    if (ms > MAX_DEADLINE_MS)
        throw new Error(`expected at most ${MAX_DEADLINE_MS / 3_600_000}h, got "${text.trim()}"`);
    return ms;
}
/**
 * A deadline as given (`--deadline`, the `deadline` input): its label for messages (a plain number gets `s`) and its
 * length.
 */
function readDeadline(text) {
    const ms = parseDuration(text);
    const label = text.trim().toLowerCase();
    return { label: /^\d+(\.\d+)?$/.test(label) ? `${label}s` : label, ms };
}
/** A duration as people write it: 1h30m, 10m, 4s, 1.5s. */
function formatDuration(ms) {
    if (ms < 10_000 && ms % 1000 !== 0)
        return `${Number((ms / 1000).toFixed(1))}s`;
    let rest = Math.round(ms / 1000);
    const h = Math.floor(rest / 3600);
    rest -= h * 3600;
    const m = Math.floor(rest / 60);
    const s = rest - m * 60;
    return `${h ? `${h}h` : ''}${m ? `${m}m` : ''}${s || (!h && !m) ? `${s}s` : ''}`;
}
/** The part of a deadline kept for publishing: 10 %, within 5 s – 5 min, never more than half of it. */
function publishMarginMs(totalMs) {
    const share = Math.min(MAX_PUBLISH_MARGIN_MS, Math.max(MIN_PUBLISH_MARGIN_MS, totalMs * PUBLISH_MARGIN_SHARE));
    return Math.round(Math.min(share, totalMs / 2));
}
/** The error a call gets when the deadline stops or refuses it (named like an abort, so it is never retried). */
class DeadlineError extends Error {
    deadline = true;
    constructor(message) {
        super(message);
        this.name = 'AbortError';
    }
}
function isDeadlineError(err) {
    return (err instanceof DeadlineError ||
        (typeof err === 'object' && err !== null && err.deadline === true));
}
class Deadline {
    totalMs;
    marginMs;
    /** As the user wrote it, for messages (`10m`). */
    label;
    started;
    work = new AbortController();
    end = new AbortController();
    timers = [];
    publishing = false;
    cuts = { model: 0, github: 0 };
    githubWhat = new Set();
    now;
    constructor(totalMs, options = {}) {
        this.now = options.now ?? (() => performance.now());
        this.totalMs = totalMs;
        this.marginMs = publishMarginMs(totalMs);
        this.label = options.label ?? formatDuration(totalMs);
        this.started = this.now();
        this.arm(this.work, totalMs - this.marginMs);
        this.arm(this.end, totalMs);
        // Every call in flight listens to these two signals by design: no leak warning for many.
        (0,node_events__WEBPACK_IMPORTED_MODULE_0__.setMaxListeners)(0, this.work.signal, this.end.signal);
    }
    arm(controller, ms) {
        const timer = setTimeout(() => controller.abort(new DeadlineError(this.reason)), Math.max(0, ms));
        // The deadline never keeps the process alive by itself.
        timer.unref();
        this.timers.push(timer);
    }
    /** Aborts at the work end: model calls, and GitHub calls made while scoring. */
    get workSignal() {
        return this.work.signal;
    }
    /** Aborts at the deadline itself: the last publishing calls. */
    get endSignal() {
        return this.end.signal;
    }
    /** The signal GitHub calls obey now: the work end while scoring, the deadline once publishing began. */
    get signal() {
        return this.publishing ? this.end.signal : this.work.signal;
    }
    /** From here on GitHub calls may use the publishing margin. */
    startPublishing() {
        this.publishing = true;
    }
    elapsed() {
        return this.now() - this.started;
    }
    /** Milliseconds left before the work end (0 once it has passed). */
    workRemainingMs() {
        return Math.max(0, this.totalMs - this.marginMs - this.elapsed());
    }
    /** Milliseconds left for a call made now: to the work end while scoring, to the deadline when publishing. */
    remainingMs() {
        return this.publishing ? Math.max(0, this.totalMs - this.elapsed()) : this.workRemainingMs();
    }
    /** No new model call may start. */
    get workOver() {
        return this.work.signal.aborted || this.workRemainingMs() <= 0;
    }
    /** A call made now would be refused (scoring: the work end; publishing: the deadline). */
    get expired() {
        return this.signal.aborted || this.remainingMs() <= 0;
    }
    /** A per-call timeout no longer than the time left (at least 1 ms: the SDKs want a positive whole number). */
    callTimeoutMs(perCallMs) {
        return Math.max(1, Math.floor(Math.min(perCallMs, this.remainingMs())));
    }
    /** The unmeasured reason of what the deadline left undone. */
    get reason() {
        return `${DEADLINE_REASON_PREFIX}: the ${this.label} deadline was reached before this was measured`;
    }
    /** Counts a call the deadline stopped or refused (`what` names a GitHub call for the note). */
    recordCut(kind, what) {
        this.cuts[kind]++;
        if (what)
            this.githubWhat.add(what);
    }
    /** Whether the deadline stopped or refused anything. */
    get cut() {
        return this.cuts.model + this.cuts.github > 0;
    }
    /** One line for the comment, the summary and the log, or null when the deadline cut nothing. */
    note() {
        if (!this.cut)
            return null;
        const parts = [];
        if (this.cuts.model)
            parts.push(`${this.cuts.model} model call(s) were stopped or not made, and what they would have measured is marked unmeasured`);
        if (this.cuts.github)
            parts.push(`GitHub did not answer in time (${[...this.githubWhat].slice(0, 3).join('; ') || `${this.cuts.github} call(s)`})`);
        return `The ${this.label} deadline cut the run (${formatDuration(this.marginMs)} were kept for publishing): ${parts.join('; ')}. The static layer and everything measured before it are reported.`;
    }
    /** Clears the timers (tests; the timers never hold the process anyway). */
    dispose() {
        for (const t of this.timers)
            clearTimeout(t);
    }
}
function reasonOf(signal) {
    return signal.reason instanceof Error ? signal.reason : new DeadlineError(String(signal.reason));
}
/** `promise`, or the deadline's error as soon as `signal` aborts (the listener is removed either way). */
async function raceSignal(promise, signal) {
    if (signal.aborted)
        throw reasonOf(signal);
    let onAbort = () => { };
    const aborted = new Promise((_, reject) => {
        onAbort = () => reject(reasonOf(signal));
        signal.addEventListener('abort', onAbort, { once: true });
    });
    try {
        return await Promise.race([promise, aborted]);
    }
    finally {
        signal.removeEventListener('abort', onAbort);
    }
}


/***/ }),

/***/ 3083:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   y: () => (/* binding */ sleep)
/* harmony export */ });
// Waiting that a stop cuts short: a retry's backoff, an overloaded model's wait, a queue's poll interval.
/** Waits `ms`, or less when `signal` aborts (at once when it already has). */
function sleep(ms, signal) {
    return new Promise((resolve) => {
        if (signal?.aborted)
            return resolve();
        const done = () => {
            clearTimeout(timer);
            signal?.removeEventListener('abort', done);
            resolve();
        };
        const timer = setTimeout(done, ms);
        signal?.addEventListener('abort', done, { once: true });
    });
}


/***/ }),

/***/ 7388:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   IX: () => (/* binding */ mdOwnCell),
/* harmony export */   bC: () => (/* binding */ mdText),
/* harmony export */   cM: () => (/* binding */ mdHtmlText),
/* harmony export */   cz: () => (/* binding */ mdCell),
/* harmony export */   gs: () => (/* binding */ oneLineText),
/* harmony export */   jt: () => (/* binding */ commandText),
/* harmony export */   kc: () => (/* binding */ logText),
/* harmony export */   xs: () => (/* binding */ mdCode)
/* harmony export */ });
/* unused harmony exports ZWSP, logLines, terminalText */
// Escaping of text that comes from outside (folder names, frontmatter, SKILL.md excerpts, server
// errors) on its way to a reader: the log (where a line starting with `::` is a workflow command)
// and markdown (where `@name` pings, `#1` links, `![x](…)` loads an image). One module, used by the
// Action, the CLI and every markdown report.
/** Line breaks and control characters: C0, DEL, C1, and the Unicode line/paragraph separators. */
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;
/**
 * Invisible characters that can hide or reorder text: soft hyphen, bidi marks and overrides,
 * zero-width characters, word joiner and the other format characters, byte-order mark.
 */
const INVISIBLE = /[\u00ad\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u206f\ufeff\ufff9-\ufffb]/g;
/** The zero-width space markdown escaping puts between `@` and a name (and `#` and a number). */
const ZWSP = '\u200b';
function percentBytes(ch) {
    return [...Buffer.from(ch, 'utf8')].map((b) => `%${b.toString(16).toUpperCase().padStart(2, '0')}`).join('');
}
/**
 * Text for one log line. As @actions/core escapes command values (`%` → `%25`, CR → `%0D`,
 * LF → `%0A`), extended to every control character (ANSI escapes: ESC → `%1B`), invisible
 * formatting character and line separator; a leading `::` (a workflow command, after any
 * spaces) and `##[` anywhere (the runner's older command form) are broken with `%3A` / `%5B`.
 * The result is one line that the runner shows as it is and never runs. `keepPercent` leaves `%`
 * alone (the CLI's messages to a person, where no command value is ever decoded).
 */
function logText(text, options = {}) {
    const out = (options.keepPercent ? String(text) : String(text).replace(/%/g, '%25'))
        .replace(CONTROL, percentBytes)
        .replace(INVISIBLE, percentBytes)
        .replace(/##\[/g, '##%5B');
    return out.replace(/^(\s*)::/, '$1%3A:');
}
/**
 * Many lines of our own (a report on stdout): tabs and line feeds stay, every other control
 * character is encoded as logText does, and no line can start a workflow command.
 */
function logLines(text) {
    return String(text)
        .replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029]/g, percentBytes)
        .replace(/##\[/g, '##%5B')
        .replace(/^([^\S\n]*)::/gm, '$1%3A:');
}
/**
 * Text for the message of a workflow command (`warning`, `setFailed` of src/action/runner/commands.ts,
 * which escape `%`, CR and LF themselves as @actions/core does), so only the other control and
 * invisible characters are encoded here (encoding `%` twice would show `%25` to the reader).
 */
function commandText(text) {
    return String(text)
        .replace(/[\u0000-\u0009\u000b\u000c\u000e-\u001f\u007f-\u009f\u2028\u2029]/g, percentBytes)
        .replace(INVISIBLE, percentBytes);
}
/** Text on one line: control characters and line breaks become spaces, invisible characters go. */
function oneLineText(text) {
    return String(text).replace(INVISIBLE, '').replace(CONTROL, ' ');
}
/**
 * Text for markdown that renders as exactly this text and nothing else, anywhere inline
 * (paragraphs, list items, table cells, inside `<b>`/`<code>`/`<summary>`):
 * - on one line, runs of spaces as one (no heading, list, code block or table row can start);
 * - HTML and entities shown, not parsed (`&`, `<`, `>` as entities);
 * - no link, image, code span, math, emphasis or table break (`\ \` [ ] | $ * ~` and `_` at a
 *   word's edge backslash-escaped);
 * - no mention, issue reference or autolink: a zero-width space after `@` and `#`, inside `://`,
 *   after `www` and in `GH-1`, since GitHub finds those in the rendered text, after escapes.
 */
function mdText(text) {
    return (oneLineText(text)
        .replace(/\s{2,}/g, ' ')
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(/[\\`[\]|$*~]/g, (c) => `\\${c}`)
        // `_` emphasises only at a word's edge (`snake_case` stays as it is).
        .replace(/(?<![\p{L}\p{N}])_|_(?![\p{L}\p{N}])/gu, '\\_')
        .replace(REFERENCE, breakReference));
}
/**
 * Markdown for a terminal, where GitHub does not render it: without the zero-width spaces mdText
 * puts after `@` and `#` (a reader copying `## Examples` would copy them too). Dropping one that
 * came from a skill's own text hides nothing: it is invisible on a terminal anyway.
 */
function terminalText(markdown) {
    return markdown.split(ZWSP).join('');
}
/** What GitHub links in rendered text: mentions, issue references, autolinked URLs. */
const REFERENCE = /[@#]|:\/\/|\bwww\.|\bGH-(?=\d)/gi;
function breakReference(found) {
    return found.length === 1
        ? `${found}${ZWSP}`
        : found === '://'
            ? `:${ZWSP}//`
            : `${found.slice(0, -1)}${ZWSP}${found.slice(-1)}`;
}
/**
 * Text on a raw HTML line of markdown (`<details><summary>…</summary>` starts an HTML block, where
 * markdown is not parsed and backslashes would show): HTML-escaped, on one line, with mentions,
 * references and autolinks broken as mdText does.
 */
function mdHtmlText(text) {
    return oneLineText(text)
        .replace(/\s{2,}/g, ' ')
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(REFERENCE, breakReference);
}
/**
 * Our own markdown (numbers, labels, code spans we wrote) in a table cell: only what would break
 * the row is escaped. Text from outside takes mdText or mdCode instead.
 */
function mdOwnCell(text) {
    return oneLineText(text)
        .replace(/\\(?=\|)/g, `\\${ZWSP}`)
        .replace(/\|/g, '\\|');
}
/** The same as mdText: its escapes keep a table row whole too (kept as a name for table cells). */
const mdCell = mdText;
/**
 * Inline code showing exactly `text` (on one line): a fence longer than any run of backticks in
 * it, so none can close it early. Nothing inside a code span is a link, a mention or HTML. In a
 * table cell (`cell`), pipes are escaped as GFM tables need (the table removes the backslash),
 * with a zero-width space after a backslash that precedes one.
 */
function mdCode(text, options = {}) {
    let t = oneLineText(text);
    if (options.cell)
        t = t.replace(/\\(?=\|)/g, `\\${ZWSP}`).replace(/\|/g, '\\|');
    if (t === '')
        return '` `';
    const longest = Math.max(0, ...(t.match(/`+/g) ?? []).map((run) => run.length));
    const fence = '`'.repeat(longest + 1);
    const pad = t.startsWith('`') || t.endsWith('`') || (t.startsWith(' ') && t.endsWith(' ') && t.trim() !== '') ? ' ' : '';
    return `${fence}${pad}${t}${pad}${fence}`;
}


/***/ }),

/***/ 3326:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   KL: () => (/* binding */ redactDeep),
/* harmony export */   gJ: () => (/* binding */ errorMessage),
/* harmony export */   lY: () => (/* binding */ createRedactor)
/* harmony export */ });
/* unused harmony exports REDACTED, MIN_SECRET_LENGTH */
// Secrets (the Anthropic API key, the GitHub token) must never reach a log line, a comment, a
// check run or a report, even when a server or a proxy echoes a request header back in an error
// message. Every place where an error becomes text passes it through a redactor.
/** What a secret is replaced with (the runner's own mask). */
const REDACTED = '***';
/** Shorter values are not treated as secrets: masking them would mangle ordinary text. */
const MIN_SECRET_LENGTH = 8;
/**
 * The base64 text that encodes `bytes` wherever they sit in a longer encoded value: one form for
 * each of the three alignments (a header such as `basic base64("x-access-token:" + token)` puts the
 * token at any), keeping only the characters that depend on the secret's bytes alone. Standard
 * and URL-safe alphabets.
 */
function base64FormsOf(bytes) {
    const out = [];
    for (let shift = 0; shift < 3; shift++) {
        const encoded = Buffer.concat([Buffer.alloc(shift), bytes]).toString('base64');
        const start = [0, 2, 3][shift]; // characters that still carry bits of the bytes before
        const end = Math.floor((shift + bytes.length) / 3) * 4; // the last full group; after it come bytes that follow
        const core = encoded.slice(start, end);
        if (core.length >= MIN_SECRET_LENGTH)
            out.push(core, core.replace(/\+/g, '-').replace(/\//g, '_'));
    }
    return out;
}
/** The forms a secret may take in text: as is, JSON-escaped, URL-encoded and base64-encoded. */
function formsOf(secret) {
    const forms = new Set([secret, JSON.stringify(secret).slice(1, -1)]);
    try {
        const encoded = encodeURIComponent(secret);
        forms.add(encoded);
        forms.add(encoded.replace(/%[0-9A-F]{2}/g, (h) => h.toLowerCase())); // lower-case escapes decode the same
        forms.add(encoded.replace(/%20/g, '+')); // form encoding
    }
    catch {
        // A lone surrogate cannot be URL-encoded; the raw form is still masked.
    }
    for (const form of base64FormsOf(Buffer.from(secret, 'utf8')))
        forms.add(form);
    return [...forms];
}
/** A redactor that replaces every occurrence of each secret (empty or short ones are ignored). */
function createRedactor(secrets) {
    const forms = [
        ...new Set(secrets
            .map((s) => (s ?? '').trim())
            .filter((s) => s.length >= MIN_SECRET_LENGTH)
            .flatMap(formsOf)),
    ].sort((a, b) => b.length - a.length); // longest first, so a secret inside another is not half-masked
    if (forms.length === 0)
        return (text) => text;
    return (text) => {
        let out = text;
        for (const form of forms)
            if (out.includes(form))
                out = out.split(form).join(REDACTED);
        return out;
    };
}
/** The message of an error (or anything thrown), redacted. */
function errorMessage(err, redact) {
    return redact(err instanceof Error ? err.message : String(err));
}
/** A JSON-serialisable value with every string redacted (a copy; the value itself is left alone). */
function redactDeep(value, redact) {
    const text = JSON.stringify(value);
    if (text === undefined)
        return value;
    const clean = redact(text);
    return clean === text ? value : JSON.parse(clean);
}


/***/ })

};
