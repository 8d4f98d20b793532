export const id = 379;
export const ids = [379];
export const modules = {

/***/ 6379:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runPullRequest: () => (/* binding */ runPullRequest)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/action/runner/commands.ts
var commands = __webpack_require__(7203);
// EXTERNAL MODULE: ./src/text/escape.ts
var text_escape = __webpack_require__(7388);
// EXTERNAL MODULE: ./src/action/change.ts
var action_change = __webpack_require__(8988);
// EXTERNAL MODULE: ./src/action/project.ts + 1 modules
var project = __webpack_require__(8280);
// EXTERNAL MODULE: ./src/action/pr/targets.ts + 1 modules
var targets = __webpack_require__(7373);
;// CONCATENATED MODULE: ./src/action/pr/collect.ts
// The first step of pull request mode: the change (from the event), the repository and the head
// version (read by SHA), the configuration's notes on it, and the targets it touches.






const info = (message) => commands/* info */.pq((0,text_escape/* logText */.kc)(message));
/** The change, the repository and its head version; the notes say how the head was read. */
async function openChange(ctx) {
    const { inputs, env } = ctx;
    const pr = (0,action_change/* changeFromEvent */.pz)(env.eventName, env.payload);
    if (!pr) {
        throw new Error(`mode "pr" needs a pull_request event payload (or pull_request_target, merge_group; event "${env.eventName || 'unknown'}" has none); use mode "sweep"`);
    }
    // The repository may sit in a sub-folder of the workspace (actions/checkout `path:`).
    const repo = await (0,action_change/* locateRepository */.ZX)(env.workspace, inputs.workingDirectory, [pr.headSha, pr.baseSha]);
    if (repo.how === 'discovered')
        info(`Repository found in ${external_node_path_.relative(env.workspace, repo.dir)}/ (set working-directory to choose).`);
    // The head is read by SHA from git objects, whatever is checked out (under pull_request_target the
    // checkout is the base; nothing of the head is checked out or run).
    const headRead = await (0,action_change/* openHeadSource */.w4)(repo.dir, pr, ctx.api);
    if (headRead.caveat) {
        ctx.warn(headRead.caveat);
        ctx.notes.push(headRead.caveat);
    }
    if (headRead.via === 'api')
        ctx.notes.push('Head version read through the contents API (the head commit could not be fetched with git).');
    return { pr, repoDir: repo.dir, head: headRead.source };
}
/**
 * The configuration governs from the base; a pull request that changes it is told so (and fails
 * when its new file is invalid, before it can break the gate of every later run).
 */
async function configurationNotes(ctx, head) {
    const projectErrors = [];
    if (!ctx.project)
        return projectErrors;
    const note = (0,project.projectNote)(ctx.project);
    if (note)
        ctx.notes.push(note);
    ctx.notes.push(...ctx.project.notes);
    if (ctx.project.error)
        projectErrors.push(ctx.project.error);
    else {
        const changed = (0,project.headChanges)(ctx.project, await (0,project.readHeadFiles)(head));
        ctx.notes.push(...changed.notes);
        if (changed.error)
            projectErrors.push(changed.error);
    }
    return projectErrors;
}
/** The targets the changed files touch, with the plugin around each; every target when nothing can list them. */
async function changedTargets(ctx, change, whileListing) {
    const { pr, repoDir, head } = change;
    const include = (0,targets/* targetFilter */.gu)(ctx.inputs, ctx.project ?? null, repoDir);
    let changes;
    const listing = (0,action_change/* changedFilesOf */.ns)(ctx.api, pr, repoDir, ctx.warn);
    whileListing();
    const listed = await listing;
    if (listed) {
        changes = await (0,targets/* affectedTargets */.jT)(listed.files, head, include);
        if (listed.note)
            ctx.notes.push(listed.note);
    }
    else {
        // Neither the API nor git could say what changed: score everything rather than nothing.
        ctx.warn('Could not list the changed files through the API or git; scoring every target instead.');
        ctx.notes.push('The changed files could not be listed, so every skill and plugin was scored.');
        const { discoverTargets } = await Promise.all(/* import() */[__webpack_require__.e(281), __webpack_require__.e(938), __webpack_require__.e(66), __webpack_require__.e(164), __webpack_require__.e(420), __webpack_require__.e(567), __webpack_require__.e(269), __webpack_require__.e(334)]).then(__webpack_require__.bind(__webpack_require__, 2334));
        const all = await discoverTargets(head, '');
        changes = { targets: all.filter(include).map((t) => ({ ...t, movedFrom: null })), removed: [] };
    }
    // A plugin is scored with its skills and agents: when one of them changes, the plugin joins.
    return (0,targets/* withEnclosingPlugins */.ji)(changes, head, include);
}
/** The change; `whileListing` is called once its files are being listed (the run's first request, as a rule). */
async function collectChange(ctx, whileListing = () => { }) {
    const opened = await openChange(ctx);
    const projectErrors = await configurationNotes(ctx, opened.head);
    const changes = await changedTargets(ctx, opened, whileListing);
    return { ...opened, changes, projectErrors };
}

;// CONCATENATED MODULE: ./src/action/pr/run.ts

/** The steps after the collection, loaded together. */
async function loadSteps() {
    const [comment, score, report, publish] = await Promise.all([
        Promise.all(/* import() */[__webpack_require__.e(281), __webpack_require__.e(938), __webpack_require__.e(420), __webpack_require__.e(887), __webpack_require__.e(275), __webpack_require__.e(151)]).then(__webpack_require__.bind(__webpack_require__, 1151)),
        Promise.all(/* import() */[__webpack_require__.e(281), __webpack_require__.e(938), __webpack_require__.e(66), __webpack_require__.e(164), __webpack_require__.e(420), __webpack_require__.e(567), __webpack_require__.e(269), __webpack_require__.e(334), __webpack_require__.e(887), __webpack_require__.e(12), __webpack_require__.e(666)]).then(__webpack_require__.bind(__webpack_require__, 666)),
        Promise.all(/* import() */[__webpack_require__.e(281), __webpack_require__.e(938), __webpack_require__.e(66), __webpack_require__.e(164), __webpack_require__.e(420), __webpack_require__.e(567), __webpack_require__.e(269), __webpack_require__.e(334), __webpack_require__.e(887), __webpack_require__.e(275), __webpack_require__.e(12), __webpack_require__.e(123)]).then(__webpack_require__.bind(__webpack_require__, 7123)),
        Promise.all(/* import() */[__webpack_require__.e(281), __webpack_require__.e(938), __webpack_require__.e(66), __webpack_require__.e(164), __webpack_require__.e(420), __webpack_require__.e(887), __webpack_require__.e(275), __webpack_require__.e(337), __webpack_require__.e(874)]).then(__webpack_require__.bind(__webpack_require__, 7493)),
    ]);
    return { ...comment, ...score, ...report, ...publish };
}
/**
 * Pull request mode: score what the pull request changed at its head and at its base, write the
 * report, and prepare the sticky comment and the check run.
 */
async function runPullRequest(ctx) {
    let steps = null;
    const stepsLoaded = () => (steps ??= loadSteps());
    const change = await collectChange(ctx, () => void stepsLoaded());
    const { scoreChange, writePrReport, renderPrReport, publishPrReport, JOB_SUMMARY_MAX_BYTES, utf8Bytes } = await stepsLoaded();
    const report = await scoreChange(ctx, change);
    const reportPath = await writePrReport(ctx, change.pr, report);
    const links = {};
    return {
        outcomes: report.rows.map((r) => r.head),
        gate: report.gate,
        reportPath,
        summaryMarkdown: renderPrReport(report, { maxChars: JOB_SUMMARY_MAX_BYTES, measure: utf8Bytes }).body,
        links,
        publish: () => publishPrReport(ctx, change, report, links),
    };
}


/***/ }),

/***/ 7373:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  jT: () => (/* binding */ affectedTargets),
  to: () => (/* binding */ targetAt),
  gu: () => (/* binding */ targetFilter),
  ji: () => (/* binding */ withEnclosingPlugins)
});

// UNUSED EXPORTS: candidateTargets

// EXTERNAL MODULE: ./src/action/change.ts
var change = __webpack_require__(8988);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./node_modules/minimatch/dist/esm/index.js + 7 modules
var esm = __webpack_require__(3581);
// EXTERNAL MODULE: ./src/action/pathPatterns.ts
var pathPatterns = __webpack_require__(9140);
;// CONCATENATED MODULE: ./src/action/pathsMatcher.ts
// The `paths` input as a matcher of the files a change touches. Apart from the change event's
// reading (src/action/change.ts) so that minimatch loads when a change is matched, not before the
// run's first GitHub request.



/**
 * The `paths` input as a matcher of repository-relative file paths (`!` excludes; the last pattern
 * that matches decides, as with @actions/glob). Patterns are relative to the repository's folder.
 */
function pathsMatcher(patterns, repoDir) {
    const rules = (0,pathPatterns/* pathPatterns */.h)(patterns).map(({ negated, body }) => {
        const relative = external_node_path_.isAbsolute(body) ? external_node_path_.relative(repoDir, body).split(external_node_path_.sep).join('/') : body;
        return { negated, body: relative.replace(/^\.\/+/, '') };
    });
    return (file) => {
        if (file.split('/').some((seg) => pathPatterns/* IGNORED_SEGMENTS */.u.has(seg)))
            return false;
        let hit = false;
        for (const r of rules)
            if ((0,esm/* minimatch */.xF)(file, r.body, { dot: true }))
                hit = !r.negated;
        return hit;
    };
}

// EXTERNAL MODULE: ./src/action/context.ts
var context = __webpack_require__(645);
// EXTERNAL MODULE: ./src/action/project.ts + 1 modules
var action_project = __webpack_require__(8280);
;// CONCATENATED MODULE: ./src/action/pr/targets.ts




const SKILL_FILE = 'SKILL.md';
const PLUGIN_DIR = '.claude-plugin';
const PLUGIN_MANIFEST = 'plugin.json';
const AGENTS_DIR = 'agents';
/** Sub-folders of a skill whose files feed its score. */
const SKILL_RESOURCE_DIRS = new Set(['references', 'assets']);
function folderOf(parts) {
    return parts.length === 0 ? '.' : parts.join('/');
}
/**
 * The targets a changed file could belong to, nearest first; existence is checked by the caller.
 * `SKILL.md` → its folder; `…/references/…`, `…/assets/…` → the folder holding that sub-folder;
 * `.claude-plugin/plugin.json` and `agents/*.md` → the plugin folder.
 */
function candidateTargets(file) {
    const parts = file.split('/').filter((p) => p !== '' && p !== '.');
    const name = parts[parts.length - 1] ?? '';
    const out = [];
    if (name === SKILL_FILE)
        out.push({ kind: 'skill', path: folderOf(parts.slice(0, -1)) });
    for (let i = parts.length - 2; i >= 0; i--) {
        if (SKILL_RESOURCE_DIRS.has(parts[i]))
            out.push({ kind: 'skill', path: folderOf(parts.slice(0, i)) });
    }
    if (name === PLUGIN_MANIFEST && parts[parts.length - 2] === PLUGIN_DIR) {
        out.push({ kind: 'plugin', path: folderOf(parts.slice(0, -2)) });
    }
    if (name.toLowerCase().endsWith('.md') && parts[parts.length - 2] === AGENTS_DIR) {
        out.push({ kind: 'plugin', path: folderOf(parts.slice(0, -2)) });
    }
    return out;
}
/** What target `dir` holds in `source` (a skill wins over a plugin, as the engine decides), or null. */
async function targetAt(source, dir) {
    // Loaded here (with the parsers it brings): a pull request run lists its changed files first.
    const { targetKind } = await Promise.all(/* import() */[__webpack_require__.e(281), __webpack_require__.e(938), __webpack_require__.e(66), __webpack_require__.e(164)]).then(__webpack_require__.bind(__webpack_require__, 8164));
    return targetKind(source, dir === '.' ? '' : dir);
}
/** The first candidate of `file` that is a target in `source`, with the kind the engine sees there. */
async function resolveCandidate(source, file) {
    for (const c of candidateTargets(file)) {
        const kind = await targetAt(source, c.path);
        if (kind)
            return { kind, path: c.path };
    }
    return null;
}
/** A target named by a file's path alone (for deleted targets, whose folder is gone). */
function markerTarget(file) {
    const c = candidateTargets(file)[0];
    if (!c)
        return null;
    const name = file.split('/').pop();
    // Only deleting the marker file itself deletes the target.
    return (c.kind === 'skill' && name === SKILL_FILE) || (c.kind === 'plugin' && name === PLUGIN_MANIFEST) ? c : null;
}
/** The part of `file` inside folder `dir` ('.' = the root). */
function insidePart(file, dir) {
    return dir === '.' ? file : file.slice(dir.length + 1);
}
/**
 * Maps a pull request's changed files to the targets to score. A rename counts under its new
 * path (and remembers the old folder, where the base version may be); a target whose marker file
 * is deleted and whose folder is gone at the head is listed as removed; `include` filters the
 * targets to score by the `paths` input (matched at the head, so removed ones are all listed).
 */
async function affectedTargets(files, head, include = () => true) {
    const byPath = new Map();
    const removed = new Map();
    for (const f of files) {
        if (f.status === 'unchanged')
            continue;
        const previous = f.status === 'renamed' && f.previous_filename ? f.previous_filename : undefined;
        const hit = await resolveCandidate(head, f.filename);
        if (hit) {
            const known = byPath.get(hit.path) ?? { ...hit, movedFrom: null };
            if (previous && f.status !== 'removed') {
                // The whole folder moved when the file kept its place inside it.
                const old = candidateTargets(previous).find((c) => c.path !== hit.path && insidePart(previous, c.path) === insidePart(f.filename, hit.path));
                const isMarker = markerTarget(f.filename) !== null;
                if (old && (known.movedFrom === null || isMarker))
                    known.movedFrom = old.path;
            }
            byPath.set(hit.path, known);
        }
        else if (f.status === 'removed') {
            const gone = markerTarget(f.filename);
            if (gone)
                removed.set(gone.path, { ...gone, movedFrom: null });
        }
        if (previous) {
            // The folder the file left changed too, when it is still a target.
            const left = await resolveCandidate(head, previous);
            if (left && !byPath.has(left.path))
                byPath.set(left.path, { ...left, movedFrom: null });
            // A marker file moved away: its old folder is gone unless a target is still there.
            const gone = markerTarget(previous);
            if (gone && !(await targetAt(head, gone.path)))
                removed.set(gone.path, { ...gone, movedFrom: null });
        }
    }
    // A folder that moved is reported once, under its new path.
    for (const t of byPath.values())
        if (t.movedFrom !== null)
            removed.delete(t.movedFrom);
    const byName = (a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0);
    return { targets: [...byPath.values()].filter(include).sort(byName), removed: [...removed.values()].sort(byName) };
}
/** Adds the plugin around each changed skill or agent (when `include` keeps it), sorted by path. */
async function withEnclosingPlugins(changes, head, include) {
    const byPath = new Map(changes.targets.map((t) => [t.path, t]));
    for (const t of changes.targets) {
        if (t.kind !== 'skill')
            continue;
        const plugin = await (0,change/* enclosingPlugin */.g6)(head, t.path);
        if (plugin === null || byPath.has(plugin))
            continue;
        const added = { kind: 'plugin', path: plugin, movedFrom: null };
        if (include(added))
            byPath.set(plugin, added);
    }
    const targets = [...byPath.values()].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
    return { ...changes, targets };
}
/** Which targets a run scores: those the `paths` input matches and the configuration does not ignore. */
function targetFilter(inputs, project, repoDir) {
    const matchesPaths = pathsMatcher(inputs.paths, repoDir);
    const roots = (0,context/* pathsRoots */.sf)(inputs.paths);
    return (t) => !(0,action_project.ignoredTarget)(project, t.path) &&
        (t.kind === 'skill'
            ? matchesPaths(t.path === '.' ? SKILL_FILE : `${t.path}/${SKILL_FILE}`)
            : (0,context/* underRoots */.yj)(t.path, roots));
}


/***/ })

};
