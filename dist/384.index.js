export const id = 384;
export const ids = [384,666];
export const modules = {

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

/***/ 666:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  baseOutcomes: () => (/* binding */ baseOutcomes),
  scoreChange: () => (/* binding */ scoreChange)
});

// EXTERNAL MODULE: ./src/engine/evaluate.ts + 21 modules
var evaluate = __webpack_require__(2334);
;// CONCATENATED MODULE: ./src/rules/suppressions/trust.ts
/** Why a revoked suppression does not count (kept in the finding's JSON). */
const REVOKED_REASON = 'suppression added by this pull request: a security finding is silenced only by a suppression already on the base branch or by the base configuration';
/** A fingerprint without the counter that tells repeats of the same text apart (`…:1`). */
function sameText(fingerprint) {
    const colon = fingerprint.indexOf(':');
    return colon === -1 ? fingerprint : fingerprint.slice(0, colon);
}
/** The fingerprints of the findings the base version already silenced. */
function silencedAtBase(base) {
    const out = new Set();
    for (const f of base?.findings ?? [])
        if (f.suppressed === true && f.fingerprint)
            out.add(sameText(f.fingerprint));
    return out;
}
/**
 * Revokes the suppressions of the head's security findings that neither the base version nor the
 * base configuration (`disabledByConfig`: the rules it turns off for this target) accounts for.
 * Returns the findings whose suppression was revoked.
 */
function revokeAddedSuppressions(head, base, disabledByConfig) {
    const trusted = silencedAtBase(base);
    const revoked = [];
    for (const f of head.findings) {
        if (f.category !== 'security' || f.suppressed !== true)
            continue;
        if (disabledByConfig(f.rule))
            continue;
        if (f.fingerprint && trusted.has(sameText(f.fingerprint)))
            continue;
        f.suppressed = false;
        f.suppression_reason = REVOKED_REASON;
        revoked.push(f);
    }
    return revoked;
}

// EXTERNAL MODULE: ./src/sweep/run.ts + 1 modules
var run = __webpack_require__(1012);
// EXTERNAL MODULE: ./src/action/base.ts
var action_base = __webpack_require__(3585);
// EXTERNAL MODULE: ./src/action/evalGate.ts
var evalGate = __webpack_require__(3057);
// EXTERNAL MODULE: ./src/action/gate.ts
var gate = __webpack_require__(243);
// EXTERNAL MODULE: ./src/action/modes/mode.ts
var mode = __webpack_require__(4550);
// EXTERNAL MODULE: ./src/action/project.ts + 1 modules
var action_project = __webpack_require__(8280);
// EXTERNAL MODULE: ./src/action/pr/targets.ts + 1 modules
var pr_targets = __webpack_require__(7373);
;// CONCATENATED MODULE: ./src/action/pr/score.ts









/**
 * The base version's outcome of each target: in the same folder, else in the folder it moved from
 * (basePath), null when it is new, undefined when the base could not be read.
 */
async function baseOutcomes(ctx, repoDir, pr, targets, options) {
    const none = targets.map(() => ({ basePath: null, outcome: undefined }));
    if (targets.length === 0)
        return none;
    const base = await (0,action_base/* openBaseSource */.B)(repoDir, pr.baseSha, ctx.api, ctx.warn);
    if (!base) {
        ctx.notes.push('The base version could not be read, so there is no change column.');
        return none;
    }
    if (base.via === 'api')
        ctx.notes.push('Base version read through the contents API (the base commit could not be fetched locally).');
    // Where each target was at the base: same folder, else the folder it moved from, else new.
    const located = await Promise.all(targets.map(async (t) => {
        try {
            if (await (0,pr_targets/* targetAt */.to)(base.source, t.path))
                return t.path;
            if (t.movedFrom !== null && (await (0,pr_targets/* targetAt */.to)(base.source, t.movedFrom)))
                return t.movedFrom;
            return null;
        }
        catch (err) {
            ctx.warn(`Could not look up ${t.path} in the base version: ${err instanceof Error ? err.message : String(err)}`);
            return undefined;
        }
    }));
    const present = targets
        .map((t, i) => ({ kind: t.kind, path: located[i] }))
        .filter((t) => typeof t.path === 'string');
    const scored = await (0,run/* scoreTargets */.Ji)(base.source, present, { ...options, warn: () => { } });
    const byPath = new Map(present.map((t, i) => [t.path, scored[i]]));
    return located.map((p) => typeof p === 'string' ? { basePath: p, outcome: byPath.get(p) } : { basePath: null, outcome: p });
}
/**
 * Revokes the suppressions the pull request adds to its own security findings (those the base
 * version did not already silence and the base configuration does not allow), on every head result.
 */
function revokeAddedSuppressionsAll(project, heads, bases) {
    const revoked = [];
    heads.forEach((h, i) => {
        if (!h.ok)
            return;
        const base = bases[i].outcome;
        const rules = (0,action_project.targetOptions)(project, h.result.plugin_path).rules ?? {};
        revoked.push(...revokeAddedSuppressions(h.result, base?.ok ? base.result : null, (rule) => rules[rule]?.enabled === false));
    });
    return revoked;
}
/** Says which security findings still count although the pull request suppresses them. */
function noteRevoked(ctx, revoked) {
    if (revoked.length === 0)
        return;
    const shown = revoked
        .slice(0, 5)
        .map((f) => `${f.rule} (${f.file ?? '?'}${f.line !== undefined ? `:${f.line}` : ''})`);
    const more = revoked.length > 5 ? ` and ${revoked.length - 5} more` : '';
    const note = `${revoked.length} security finding(s) still count although this pull request suppresses them: ${shown.join(', ')}${more}. Only a suppression already on the base branch, or the base configuration, silences a security finding.`;
    ctx.notes.push(note);
    ctx.warn(note);
}
/** The eval gate's failures folded into the verdict: the check fails and the line says why. */
function withEvalGate(gate, failures) {
    if (failures.length === 0)
        return gate;
    const why = failures.map((f) => `${(0,evalGate/* codePath */.Xe)(f.path)} ${f.reason}`).join('; ');
    const line = gate.passed ? `❌ Eval gate: ${why}.` : `${gate.line} Eval gate: ${why}.`;
    return {
        ...gate,
        passed: false,
        conclusion: 'failure',
        line,
        failing: [...new Set([...gate.failing, ...failures.map((f) => f.path)])],
    };
}
/** How every target is scored, at head and base alike. */
function scoringOptions(ctx) {
    const { inputs } = ctx;
    return {
        depth: inputs.depth,
        method: inputs.method,
        llm: ctx.llm,
        warn: ctx.targetWarn,
        concurrency: inputs.concurrency,
        config: { mode: 'pr' },
        evals: inputs.evalGate.mode !== 'off' ? true : undefined,
        // The file's overrides by path: each target's method and rules (at head and base alike).
        optionsFor: (t) => (0,action_project.targetOptions)(ctx.project ?? null, t.path),
    };
}
/** The gate over the head scores, with the eval gate's failures and the configuration's errors folded in. */
function prGate(ctx, rows, excused, projectErrors) {
    const heads = rows.map((r) => r.head);
    const scoreGate = (0,gate/* pullRequestGate */.CW)(heads, {
        ...ctx.inputs,
        excused,
        targetGate: (p) => (0,action_project.targetGate)(ctx.project ?? null, p),
    });
    const evalFailures = (0,evalGate/* evalGateFailures */.Lc)(rows.map((r) => ({ path: r.target.path, head: r.head, base: r.base })), ctx.inputs.evalGate);
    return (0,action_project.withProjectErrors)(withEvalGate(scoreGate, evalFailures), projectErrors);
}
/** The static layer both ways (cheap, no model calls): the comment shows both where they disagree. */
async function bothMethods(change, heads) {
    const methods = {};
    for (const [i, t] of change.changes.targets.entries())
        if (heads[i].ok)
            methods[t.path] = await (0,evaluate.staticScoresBothWays)(change.head, t.path);
    return methods;
}
/** Scores the change at its head and base and decides the gate: the report the comment, check and files show. */
async function scoreChange(ctx, change) {
    const { pr, changes } = change;
    const options = scoringOptions(ctx);
    const heads = await (0,run/* scoreTargets */.Ji)(change.head, changes.targets, options);
    const bases = await baseOutcomes(ctx, change.repoDir, pr, changes.targets, options);
    (0,mode/* noteDeadline */.Z)(ctx);
    noteRevoked(ctx, revokeAddedSuppressionsAll(ctx.project ?? null, heads, bases));
    const baseline = (0,action_project.baselineVerdict)(ctx.project ?? null, heads);
    if (baseline)
        ctx.notes.push(baseline.note);
    const rows = changes.targets.map((target, i) => ({
        target,
        head: heads[i],
        basePath: bases[i].basePath,
        base: bases[i].outcome,
    }));
    const gate = prGate(ctx, rows, baseline?.excused, change.projectErrors);
    return {
        methods: await bothMethods(change, heads),
        rows,
        removed: changes.removed,
        gate,
        threshold: ctx.inputs.threshold,
        depth: ctx.inputs.depth,
        headSha: pr.headSha,
        baseSha: pr.baseSha,
        notes: ctx.notes,
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


/***/ }),

/***/ 3003:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  publishedGate: () => (/* binding */ publishedGate),
  renderPublished: () => (/* binding */ renderPublished),
  runPublish: () => (/* binding */ runPublish),
  unverifiedGate: () => (/* binding */ unverifiedGate)
});

// EXTERNAL MODULE: ./src/contract/types.ts
var types = __webpack_require__(3579);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/action/runner/commands.ts
var commands = __webpack_require__(7203);
// EXTERNAL MODULE: ./src/composite/composite.ts
var composite = __webpack_require__(8784);
// EXTERNAL MODULE: ./src/text/escape.ts
var text_escape = __webpack_require__(7388);
// EXTERNAL MODULE: ./src/reports/format.ts
var format = __webpack_require__(7712);
// EXTERNAL MODULE: ./src/action/checks.ts
var checks = __webpack_require__(4421);
// EXTERNAL MODULE: ./src/action/comment.ts
var comment = __webpack_require__(1151);
// EXTERNAL MODULE: ./src/action/context.ts
var context = __webpack_require__(645);
// EXTERNAL MODULE: ./src/action/project.ts + 1 modules
var action_project = __webpack_require__(8280);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: ./src/adapters/git.ts
var git = __webpack_require__(6960);
;// CONCATENATED MODULE: ./src/action/publishedReport.ts
// The report an unprivileged pull request run uploads (pull-request.json), as publish mode reads
// it: untrusted data, since a fork can change the workflow that wrote it. Its size is checked
// before it is read and every field is validated; nothing in it is trusted beyond its shape.



/** A report larger than this is refused unread. */
const PUBLISHED_REPORT_MAX_BYTES = 4 * 1024 * 1024;
const PUBLISHED_MAX_TARGETS = 5_000;
const MAX_PATH_CHARS = 1_000;
const MAX_NOTE_CHARS = 2_000;
const MAX_NOTES = 50;
const MAX_ERROR_CHARS = 500;
class ReportError extends Error {
    constructor(where, what) {
        super(`the published report is not valid: ${where} ${what}`);
        this.name = 'ReportError';
    }
}
function publishedReport_text(x, where, max) {
    if (typeof x !== 'string')
        throw new ReportError(where, 'is not a string');
    if (x.length > max)
        throw new ReportError(where, `is longer than ${max} characters`);
    return x;
}
function scoreOrNull(x, where) {
    if (x === null || x === undefined)
        return null;
    if (typeof x !== 'number' || !Number.isFinite(x) || x < 0 || x > 100)
        throw new ReportError(where, 'is not a score from 0 to 100');
    return x;
}
function kind(x, where) {
    if (x !== 'skill' && x !== 'plugin')
        throw new ReportError(where, 'is not "skill" or "plugin"');
    return x;
}
/** Validates the parsed pull-request.json; throws on anything unexpected. */
function validateReport(raw) {
    if (!(0,types/* isJsonObject */.OW)(raw))
        throw new ReportError('the top level', 'is not an object');
    const pr = raw.pull_request;
    if (typeof pr !== 'number' || !Number.isInteger(pr) || pr < 1)
        throw new ReportError('pull_request', 'is not a pull request number');
    const head = publishedReport_text(raw.head_sha, 'head_sha', 64);
    const base = publishedReport_text(raw.base_sha, 'base_sha', 64);
    if (!(0,git/* isCommitSha */._$)(head))
        throw new ReportError('head_sha', 'is not a commit SHA');
    if (!(0,git/* isCommitSha */._$)(base))
        throw new ReportError('base_sha', 'is not a commit SHA');
    if (!Array.isArray(raw.targets))
        throw new ReportError('targets', 'is not a list');
    if (raw.targets.length > PUBLISHED_MAX_TARGETS)
        throw new ReportError('targets', `has more than ${PUBLISHED_MAX_TARGETS} entries`);
    const targets = raw.targets.map((t, i) => {
        const where = `targets[${i}]`;
        if (!(0,types/* isJsonObject */.OW)(t))
            throw new ReportError(where, 'is not an object');
        const status = t.status;
        if (status !== 'new' && status !== 'changed' && status !== 'not compared')
            throw new ReportError(`${where}.status`, 'is unknown');
        const error = t.error === undefined || t.error === null
            ? null
            : (0,types/* isJsonObject */.OW)(t.error)
                ? publishedReport_text(t.error.error, `${where}.error.error`, 100_000)
                : publishedReport_text(t.error, `${where}.error`, 100_000);
        const score = scoreOrNull(t.score, `${where}.score`);
        if (score === null && error === null)
            throw new ReportError(where, 'has neither a score nor an error');
        return {
            path: publishedReport_text(t.path, `${where}.path`, MAX_PATH_CHARS),
            kind: kind(t.kind, `${where}.kind`),
            score,
            base_score: scoreOrNull(t.base_score, `${where}.base_score`),
            status,
            error: error === null ? null : error.slice(0, MAX_ERROR_CHARS),
        };
    });
    const removedRaw = raw.removed === undefined ? [] : raw.removed;
    if (!Array.isArray(removedRaw) || removedRaw.length > PUBLISHED_MAX_TARGETS)
        throw new ReportError('removed', 'is not a list of targets');
    const removed = removedRaw.map((r, i) => {
        if (!(0,types/* isJsonObject */.OW)(r))
            throw new ReportError(`removed[${i}]`, 'is not an object');
        return { path: publishedReport_text(r.path, `removed[${i}].path`, MAX_PATH_CHARS), kind: kind(r.kind, `removed[${i}].kind`) };
    });
    const notesRaw = raw.notes === undefined ? [] : raw.notes;
    if (!Array.isArray(notesRaw))
        throw new ReportError('notes', 'is not a list');
    const notes = notesRaw.slice(0, MAX_NOTES).map((n, i) => publishedReport_text(n, `notes[${i}]`, MAX_NOTE_CHARS));
    return { pull_request: pr, head_sha: head.toLowerCase(), base_sha: base.toLowerCase(), targets, removed, notes };
}
/** Reads the report file, refusing it unread when it is not a regular file or too large. */
async function readPublishedReport(file) {
    const st = await external_node_fs_.promises.lstat(file).catch(() => null);
    if (!st)
        throw new Error(`input "report-path": ${file} does not exist (was the artifact downloaded?)`);
    if (!st.isFile())
        throw new Error(`input "report-path": ${file} is not a regular file`);
    if (st.size > PUBLISHED_REPORT_MAX_BYTES)
        throw new Error(`input "report-path": ${file} is larger than ${PUBLISHED_REPORT_MAX_BYTES} bytes`);
    let parsed;
    try {
        parsed = JSON.parse(await external_node_fs_.promises.readFile(file, 'utf8'));
    }
    catch (err) {
        throw new Error(`input "report-path": ${file} is not JSON (${err instanceof Error ? err.message.slice(0, 200) : String(err)})`, { cause: err });
    }
    return validateReport(parsed);
}

// EXTERNAL MODULE: ./src/adapters/github.ts + 2 modules
var github = __webpack_require__(3978);
// EXTERNAL MODULE: ./src/sweep/run.ts + 1 modules
var run = __webpack_require__(1012);
// EXTERNAL MODULE: ./src/action/change.ts
var action_change = __webpack_require__(8988);
// EXTERNAL MODULE: ./src/action/pr/score.ts + 1 modules
var score = __webpack_require__(666);
// EXTERNAL MODULE: ./src/action/pr/targets.ts + 1 modules
var pr_targets = __webpack_require__(7373);
;// CONCATENATED MODULE: ./src/action/recompute.ts
// Publish mode's own view of a pull request: what it changes and the static scores of what it
// touches, derived here from GitHub and the commits by SHA, never from the downloaded report (a
// fork writes that). The changed files come from the pull request files API (or git diff), the
// head and base are read as data from git objects when the workspace holds a checkout, else
// through the contents API, and scored by the static layer only: no model call, nothing of the
// pull request checked out or run.








/** A commit as data: from git objects when the checkout has it (or can fetch it), else the contents API. */
async function openCommit(repoDir, sha, refs, api) {
    const rootName = external_node_path_.basename(repoDir);
    const missing = await (0,git/* ensureCommit */.q$)(repoDir, sha, refs);
    if (missing === null)
        return { source: new git/* GitSource */.Gh(repoDir, sha, rootName), via: 'git' };
    return { source: new github/* ContentsSource */.QC(api, sha, rootName), via: 'api' };
}
/** The configuration at the base commit (the pull request cannot change its own gate). */
async function baseProject(inputs, repoDir, pull, api) {
    const where = `the base commit ${pull.baseSha.slice(0, 12)}`;
    try {
        const base = await openCommit(repoDir, pull.baseSha, [], api);
        return await (0,action_project.loadProject)(inputs, base.source, where);
    }
    catch (err) {
        return (0,action_project.unreadableProject)(inputs, where, err instanceof Error ? err.message : String(err));
    }
}
/** The pull request as a change from a fork: how publish mode lists and reads it. */
function changeOf(pull) {
    return {
        event: 'pull_request',
        number: pull.number,
        headSha: pull.headSha,
        baseSha: pull.baseSha,
        fromFork: true,
        changedFiles: pull.changedFiles,
    };
}
async function listChanged(ctx, pull, repoDir) {
    const change = changeOf(pull);
    const problems = [];
    try {
        const listed = await (0,action_change/* changedFilesOf */.ns)(ctx.api, change, repoDir, (m) => problems.push(m));
        if (listed)
            return { files: listed.files };
    }
    catch (err) {
        problems.push(err instanceof Error ? err.message : String(err));
    }
    return { reason: problems.join('; ') || 'neither the API nor git listed them' };
}
/**
 * Re-derives the pull request's targets and their static scores at its head and base, with the
 * publishing workflow's inputs and the base commit's configuration.
 */
async function recomputeChange(ctx, pull) {
    const repo = await (0,action_change/* locateRepository */.ZX)(ctx.env.workspace, ctx.inputs.workingDirectory, [pull.headSha, pull.baseSha]);
    const project = await baseProject(ctx.inputs, repo.dir, pull, ctx.api);
    const inputs = project.inputs;
    const head = await openCommit(repo.dir, pull.headSha, [`refs/pull/${pull.number}/head`], ctx.api);
    ctx.info(`Re-scoring the head ${pull.headSha.slice(0, 12)} from ${head.via === 'git' ? 'git objects' : 'the contents API'}.`);
    const listed = await listChanged(ctx, pull, repo.dir);
    if ('reason' in listed)
        return { listed: false, unlistedReason: listed.reason, targets: [], removed: [], via: head.via, project };
    const include = (0,pr_targets/* targetFilter */.gu)(inputs, project, repo.dir);
    const changes = await (0,pr_targets/* withEnclosingPlugins */.ji)(await (0,pr_targets/* affectedTargets */.jT)(listed.files, head.source, include), head.source, include);
    const options = {
        depth: 'quick',
        method: inputs.method,
        llm: null,
        warn: () => { },
        concurrency: inputs.concurrency,
        config: { mode: 'publish' },
        optionsFor: (t) => (0,action_project.targetOptions)(project, t.path),
    };
    const heads = await (0,run/* scoreTargets */.Ji)(head.source, changes.targets, options);
    const change = changeOf(pull);
    const bases = await (0,score.baseOutcomes)({ api: ctx.api, warn: ctx.info, notes: [] }, repo.dir, change, changes.targets, options);
    const targets = changes.targets.map((target, i) => ({ target, head: heads[i], base: bases[i].outcome }));
    return { listed: true, targets, removed: changes.removed, via: head.via, project };
}

;// CONCATENATED MODULE: ./src/action/verification.ts
// What a downloaded report says against what publish mode recomputed: each target the pull
// request touches with its verified static score and what the report claimed, and every point
// where the two disagree. A disagreement is either a layer this run cannot repeat (the LLM layers
// need secrets) or a report made up by the fork: the two cannot be told apart, so both are
// "unverified" and the check is never a pass on them.

/** Scores are compared to this precision (the JSON report carries full doubles). */
const SCORE_EPSILON = 1e-6;
function scoreOf(outcome) {
    return outcome?.ok ? outcome.result.composite.score : null;
}
/** A recomputed target in the report's shape, for the gate and the table. */
function verifiedTarget(r) {
    return {
        path: r.target.path,
        kind: r.target.kind,
        score: scoreOf(r.head),
        base_score: scoreOf(r.base),
        status: r.base === null ? 'new' : r.base === undefined ? 'not compared' : 'changed',
        error: r.head.ok ? null : r.head.error.error,
    };
}
function sameScore(a, b) {
    return a === null || b === null ? a === b : Math.abs(a - b) < SCORE_EPSILON;
}
const fmt = (x) => (x === null ? 'none' : (0,format/* fmtScore */.M8)(x));
/** Where one listed target's claims differ from the recomputation. */
function targetDiscrepancies(verified, claimed) {
    const out = [];
    if (!sameScore(verified.score, claimed.score)) {
        out.push({
            path: verified.path,
            what: `the report says ${fmt(claimed.score)}, the static layer here ${fmt(verified.score)}`,
        });
    }
    if (verified.status !== 'not compared' && claimed.status !== verified.status) {
        out.push({ path: verified.path, what: `the report says "${claimed.status}", here it is "${verified.status}"` });
    }
    else if (verified.status === 'changed' && !sameScore(verified.base_score, claimed.base_score)) {
        out.push({
            path: verified.path,
            what: `the report gives the base ${fmt(claimed.base_score)}, the static layer here ${fmt(verified.base_score)}`,
        });
    }
    if (verified.kind !== claimed.kind)
        out.push({ path: verified.path, what: `the report calls it a ${claimed.kind}, it is a ${verified.kind}` });
    return out;
}
/** Compares the report with the recomputation, target by target, and the removed targets. */
function verifyReport(report, recomputed) {
    const discrepancies = [];
    if (!recomputed.listed) {
        discrepancies.push({
            path: null,
            what: `the pull request's changed files could not be listed here (${recomputed.unlistedReason ?? 'unknown'}), so no part of the report could be checked`,
        });
        return { rows: [], discrepancies };
    }
    const claimedByPath = new Map();
    for (const t of report.targets)
        if (!claimedByPath.has(t.path))
            claimedByPath.set(t.path, t);
    const rows = recomputed.targets.map((r) => {
        const verified = verifiedTarget(r);
        const claimed = claimedByPath.get(verified.path) ?? null;
        claimedByPath.delete(verified.path);
        if (claimed === null) {
            discrepancies.push({ path: verified.path, what: 'the pull request changes it, but the report does not list it' });
            return { verified, claimed, disagrees: true };
        }
        const found = targetDiscrepancies(verified, claimed);
        discrepancies.push(...found);
        return { verified, claimed, disagrees: found.length > 0 };
    });
    for (const extra of claimedByPath.values())
        discrepancies.push({ path: extra.path, what: 'the report lists it, but the pull request does not change it' });
    const removed = new Set(recomputed.removed.map((t) => t.path));
    for (const r of report.removed)
        if (!removed.delete(r.path))
            discrepancies.push({ path: r.path, what: 'the report says it is removed; it is not' });
    for (const p of removed)
        discrepancies.push({ path: p, what: 'the pull request removes it; the report does not say so' });
    return { rows, discrepancies };
}

// EXTERNAL MODULE: ./src/action/links.ts
var action_links = __webpack_require__(2684);
;// CONCATENATED MODULE: ./src/action/publish.ts
// Publish mode: the privileged half of the two-workflow pattern for fork pull requests. An
// unprivileged `pull_request` run scores the change and uploads its report; a `workflow_run` run
// downloads it and posts the comment and the check. The report is untrusted (a fork can change
// the workflow that wrote it), so nothing it says decides the check: the pull request it names is
// confirmed against the run's head commit through the API, its changed files are listed and its
// targets re-scored here from the commits by SHA with the static layer, and the gate is decided
// on those numbers with this workflow's inputs. Where the report says anything else (the LLM
// layers, which need secrets, or a made-up score) it is shown as unverified and the check is at
// best neutral. Nothing from the pull request is checked out or run.














/** The gate over the scores verified here, with this workflow's inputs (never the report's own verdict). */
function publishedGate(targets, options) {
    if (targets.length === 0)
        return { passed: true, conclusion: 'success', line: 'No skill or plugin changed: nothing to score.', failing: [] };
    const reasons = [];
    const failing = new Set();
    const errored = targets.filter((t) => t.score === null).map((t) => t.path);
    if (errored.length && options.failOnError) {
        reasons.push(`${errored.length} could not be scored`);
        errored.forEach((p) => failing.add(p));
    }
    const scored = targets.filter((t) => t.score !== null);
    const each = (options.gate ?? 'each') === 'each' ? options.threshold : null;
    const floors = [each, options.minScore ?? null].filter((x) => x !== null);
    const floor = floors.length ? Math.max(...floors) : null;
    if (floor !== null) {
        const below = scored.filter((t) => t.score < floor).map((t) => t.path);
        if (below.length)
            reasons.push(`${below.length} below ${floor}`);
        below.forEach((p) => failing.add(p));
    }
    const mean = scored.length ? scored.reduce((s, t) => s + t.score, 0) / scored.length : null;
    if (options.gate === 'mean' && options.threshold !== null && mean !== null && mean < options.threshold) {
        reasons.push(`the mean score ${(0,format/* fmtScore */.M8)(mean)} is below the threshold ${options.threshold}`);
    }
    const n = targets.length;
    const of = `${n} changed target${n === 1 ? '' : 's'}`;
    if (reasons.length)
        return { passed: false, conclusion: 'failure', line: `❌ Of ${of}: ${reasons.join('; ')}.`, failing: [...failing] };
    if (floor === null && options.threshold === null)
        return { passed: true, conclusion: 'neutral', line: 'ℹ️ No threshold set: report only.', failing: [] };
    return { passed: true, conclusion: 'success', line: `✅ ${of} pass the gate.`, failing: [] };
}
function code(s) {
    return `\`${(0,format/* mdText */.bC)(s).replace(/`/g, "'").replace(/\|/g, '\\|')}\``;
}
/** Targets the report gives a score that could not be re-scored here: nothing verified says they pass. */
function unscorableClaims(verification) {
    return verification.rows
        .filter((r) => r.verified.score === null && r.claimed !== null && r.claimed.score !== null)
        .map((r) => r.verified.path);
}
/**
 * The verified gate, held back where the report could not be verified. A failure stays a failure;
 * a pass becomes neutral, never success. GitHub lets a neutral check satisfy a required one, so
 * where nothing verified says the change passes (no list of changed files, a target the report
 * scores that could not be re-scored here) the check fails instead.
 */
function unverifiedGate(gate, verification, listed) {
    const n = verification.discrepancies.length;
    if (n === 0)
        return gate;
    const why = `⚠️ Unverified: ${n} point${n === 1 ? '' : 's'} of the uploaded report could not be verified here (listed below)`;
    if (!listed)
        return {
            passed: false,
            conclusion: 'failure',
            line: `❌ ${why}: nothing was verified, so the check cannot pass.`,
            failing: [],
        };
    const unscorable = unscorableClaims(verification);
    if (unscorable.length) {
        const line = `❌ ${unscorable.length} target(s) the report scores could not be re-scored here, so the check cannot pass. ${why}.`;
        return {
            ...gate,
            passed: false,
            conclusion: 'failure',
            line,
            failing: [...new Set([...gate.failing, ...unscorable])],
        };
    }
    if (gate.conclusion === 'failure')
        return { ...gate, line: `${gate.line} ${why}.` };
    return {
        ...gate,
        conclusion: 'neutral',
        line: `${why}; the check is neutral, not a pass. The static scores alone: ${gate.line.replace(/^✅\s*/, '')}`,
    };
}
function claimedCell(row) {
    if (row.claimed === null)
        return 'not listed';
    if (!row.disagrees)
        return 'same';
    return `${row.claimed.score === null ? 'no score' : (0,format/* fmtScore */.M8)(row.claimed.score)} (unverified)`;
}
function tableRow(row) {
    const t = row.verified;
    const score = t.score === null ? '—' : (0,format/* fmtScore */.M8)(t.score);
    const badge = t.score === null ? 'could not be scored' : (0,format/* badgeText */.Vv)((0,composite/* badgeFor */.De)(t.score));
    const delta = t.score === null || t.status !== 'changed' ? (t.status === 'new' ? 'new' : '—') : (0,format/* fmtDelta */.OJ)(t.score, t.base_score);
    return `| ${code(t.path)} | ${t.kind} | ${score} | ${delta} | ${badge} | ${claimedCell(row)} |`;
}
function discrepancyLine(d) {
    return `- ${d.path === null ? '' : `${code(d.path)}: `}${(0,format/* mdText */.bC)(d.what)}`;
}
/** What was verified and how, for the line under the gate. */
function provenance(view, baseSha) {
    const how = view.recomputed.via === 'git' ? 'git objects' : 'the contents API';
    return (`_Verified here: the changed files (GitHub API), the targets they touch and their static-layer scores, re-read by SHA from ${how} ` +
        `(head ${view.report.head_sha.slice(0, 12)}, base ${baseSha.slice(0, 12)}). Nothing of the pull request was checked out or run. ` +
        'Anything only the uploaded report says (the LLM layers, which need secrets) is marked unverified._');
}
/** The comment and check summary: the verified table, then every unverified point, every string escaped. */
function renderPublished(view, baseSha, maxChars, marker) {
    const { report, verification, gate, recomputed } = view;
    const head = [
        ...(marker ? [marker] : []),
        '## PluginEval',
        '',
        `**Gate:** ${gate.line}`,
        '',
        provenance(view, baseSha),
        '',
    ];
    const rows = verification.rows;
    const table = rows.length
        ? [
            '| Target | Kind | Score (static, verified) | Δ vs base | Badge | The report said |',
            '|---|---|---:|---:|---|---|',
            ...rows.map(tableRow),
            '',
        ]
        : [];
    const errors = rows
        .filter((r) => r.verified.error)
        .map((r) => `- ${code(r.verified.path)}: ${(0,format/* mdText */.bC)(r.verified.error)}`);
    const unverified = verification.discrepancies.length
        ? [
            "**Unverified** (the uploaded report, written by the pull request's own workflow, says otherwise; LLM-layer results or made up, it cannot be told here)",
            '',
            ...verification.discrepancies.map(discrepancyLine),
            '',
        ]
        : [];
    const removed = recomputed.removed.length
        ? [`Removed: ${recomputed.removed.map((r) => code(r.path)).join(', ')}`, '']
        : [];
    const notes = report.notes.length
        ? ['Notes from the uploaded report (unverified):', '', ...report.notes.map((n) => `> ${(0,format/* mdText */.bC)(n)}`)]
        : [];
    let body = [
        ...head,
        ...table,
        ...(errors.length ? ['**Could not be scored**', '', ...errors, ''] : []),
        ...unverified,
        ...removed,
        ...notes,
    ].join('\n');
    if (body.length > maxChars)
        body = `${body.slice(0, maxChars - 80)}\n\n_…cut to fit GitHub's limit._\n`;
    return body;
}
function workflowRunFrom(payload) {
    const run = payload.workflow_run;
    if (!run || typeof run.head_sha !== 'string')
        return null;
    const prNumbers = Array.isArray(run.pull_requests)
        ? run.pull_requests
            .map((p) => ((0,types/* isJsonObject */.OW)(p) && typeof p.number === 'number' ? p.number : null))
            .filter((n) => n !== null)
        : [];
    return { headSha: run.head_sha.toLowerCase(), event: typeof run.event === 'string' ? run.event : '', prNumbers };
}
/** Checks that the report belongs to the run that triggered this one (its head SHA and pull request). */
function checkTrigger(report, env) {
    if (env.eventName !== 'workflow_run')
        return;
    const run = workflowRunFrom(env.payload);
    if (!run)
        throw new Error('mode "publish": the workflow_run payload has no head_sha');
    if (run.event !== 'pull_request')
        throw new Error(`mode "publish": the triggering run was a ${run.event || 'unknown'} event, not pull_request`);
    if (run.headSha !== report.head_sha) {
        throw new Error(`mode "publish": the report is for ${report.head_sha.slice(0, 12)}, but the triggering run was for ${run.headSha.slice(0, 12)}`);
    }
    if (run.prNumbers.length && !run.prNumbers.includes(report.pull_request)) {
        throw new Error(`mode "publish": the report names pull request #${report.pull_request}, not one of the triggering run's`);
    }
}
/** The pull request the report names, as GitHub has it now: it must be at the report's head. */
async function pullAtHead(api, report) {
    // A fork's run may name any pull request: the one it names must have this head right now.
    const pull = await api.getPull(report.pull_request);
    if (pull.headSha.toLowerCase() !== report.head_sha) {
        throw new Error(`mode "publish": pull request #${report.pull_request} is at ${pull.headSha.slice(0, 12)}, not at the report's ${report.head_sha.slice(0, 12)} (a newer push, or a report for another pull request)`);
    }
    // The base comes from GitHub, never from the report (a made-up base would make up the change).
    if (!pull.baseSha)
        throw new Error(`mode "publish": GitHub did not give pull request #${report.pull_request}'s base commit`);
    return {
        number: report.pull_request,
        headSha: report.head_sha,
        baseSha: pull.baseSha.toLowerCase(),
        changedFiles: pull.changedFiles,
    };
}
/**
 * Publish mode: validates the downloaded report and checks it belongs to the pull request whose
 * run triggered this one, re-derives the change and its static scores here, decides the gate on
 * those, and posts the comment and the check run with every unverified claim of the report marked.
 */
async function runPublish(ctx) {
    const { inputs, env } = ctx;
    const report = await readPublishedReport(external_node_path_.resolve(env.workspace, inputs.reportPath));
    checkTrigger(report, env);
    if (!ctx.api)
        throw new Error('mode "publish" needs a github-token to post the comment and the check run');
    const api = ctx.api;
    const pull = await pullAtHead(api, report);
    const recomputed = await recomputeChange({ inputs, env, api, info: (m) => commands/* info */.pq((0,text_escape/* logText */.kc)(m)) }, pull);
    const verification = verifyReport(report, recomputed);
    const gateInputs = recomputed.project.inputs;
    const verified = verification.rows.map((r) => r.verified);
    const projectErrors = recomputed.project.error ? [recomputed.project.error] : [];
    const gate = (0,action_project.withProjectErrors)(unverifiedGate(publishedGate(verified, gateInputs), verification, recomputed.listed), projectErrors);
    if (projectErrors.length)
        ctx.warn((0,action_project.projectErrorLine)(projectErrors[0]));
    const view = { report, recomputed, verification, gate };
    const summary = renderPublished(view, pull.baseSha, comment.COMMENT_MAX_CHARS);
    const links = {};
    return {
        outcomes: recomputed.targets.map((t) => t.head),
        gate,
        reportPath: inputs.reportPath,
        summaryMarkdown: summary,
        links,
        publish: async () => {
            if (inputs.comment) {
                const body = renderPublished(view, pull.baseSha, comment.COMMENT_MAX_CHARS, comment.STICKY_MARKER);
                const done = await (0,context/* softly */.QK)('the pull request comment', () => (0,comment.upsertStickyComment)(api, report.pull_request, body));
                if (done) {
                    links.comment = (0,action_links/* commentUrl */.NP)(env, report.pull_request, done.id);
                    commands/* info */.pq(`Comment ${done.action} (id ${done.id}).`);
                }
            }
            if (inputs.checkRun) {
                const n = verified.length;
                const verdict = gate.conclusion === 'neutral' && verification.discrepancies.length
                    ? 'unverified'
                    : gate.passed
                        ? 'passed'
                        : 'failed';
                const title = n === 0
                    ? verification.discrepancies.length
                        ? 'Unverified'
                        : 'No skill or plugin changed'
                    : `${n} target${n === 1 ? '' : 's'}: ${verdict}`;
                const done = await (0,context/* softly */.QK)('the PluginEval check run', () => (0,checks/* publishCheckRun */.Nm)(api, report.head_sha, { conclusion: gate.conclusion, title, summary, annotations: [] }));
                if (done) {
                    links.check = (0,action_links/* checkRunUrl */.hI)(env, done.id);
                    commands/* info */.pq(`Check run ${done.id}: ${gate.conclusion}.`);
                }
            }
        },
    };
}


/***/ })

};
