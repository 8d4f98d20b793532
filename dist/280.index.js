export const id = 280;
export const ids = [280];
export const modules = {

/***/ 8280:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  ProjectFileError: () => (/* reexport */ projectFiles/* ProjectFileError */.S),
  baselineVerdict: () => (/* binding */ baselineVerdict),
  headChanges: () => (/* binding */ headChanges),
  ignoredTarget: () => (/* binding */ ignoredTarget),
  loadProject: () => (/* binding */ loadProject),
  parseProjectFiles: () => (/* binding */ parseProjectFiles),
  projectAnnotation: () => (/* binding */ projectAnnotation),
  projectErrorLine: () => (/* binding */ projectErrorLine),
  projectFrom: () => (/* binding */ projectFrom),
  projectJson: () => (/* binding */ projectJson),
  projectNote: () => (/* binding */ projectNote),
  readHeadFiles: () => (/* binding */ readHeadFiles),
  readProjectFiles: () => (/* reexport */ projectFiles/* readProjectFiles */.b),
  targetGate: () => (/* binding */ targetGate),
  targetOptions: () => (/* binding */ targetOptions),
  unreadableProject: () => (/* binding */ unreadableProject),
  withProjectErrors: () => (/* binding */ withProjectErrors)
});

// EXTERNAL MODULE: ./src/config/baseline.ts
var config_baseline = __webpack_require__(5244);
// EXTERNAL MODULE: ./src/config/settings.ts
var config_settings = __webpack_require__(4661);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(8815);
// EXTERNAL MODULE: ./src/rules/suppressions/failOn.ts
var failOn = __webpack_require__(5099);
// EXTERNAL MODULE: ./src/glob/glob.ts
var glob = __webpack_require__(978);
// EXTERNAL MODULE: ./src/contract/types.ts
var types = __webpack_require__(3579);
;// CONCATENATED MODULE: ./src/config/parse.ts
// Parses and checks the text of a configuration file (YAML, pure) and reads one from disk. Unknown
// keys and wrong types are errors that name the key and its line. Apart from config.ts so that the
// YAML parser is loaded only when there is a configuration file.






const LEVELS = ['high', 'medium', 'low', 'info'];
const SETTING_KEYS = ['method', 'depth', 'threshold', 'min-score', 'fail-on', 'rules'];
const TOP_KEYS = [...SETTING_KEYS, 'ignore', 'overrides'];
const OVERRIDE_KEYS = ['files', ...SETTING_KEYS];
/** Reads the nodes of one configuration file; every error names the key and its line. */
class ConfigReader {
    file;
    lineCounter;
    constructor(file, lineCounter) {
        this.file = file;
        this.lineCounter = lineCounter;
    }
    lineOf(node) {
        return node?.range ? this.lineCounter.linePos(node.range[0]).line : undefined;
    }
    fail(message, node) {
        throw new config_settings/* ConfigError */.xL(message, this.file, this.lineOf(node));
    }
    /** A mapping's values by key, every key one of `allowed`. */
    readSettings(map, allowed, where) {
        if (!(0,dist/* isMap */.jh)(map))
            this.fail(`${where} must be a mapping`, map);
        const out = {};
        for (const pair of map.items) {
            const key = (0,dist/* isScalar */.jn)(pair.key) ? String(pair.key.value) : null;
            if (key === null)
                this.fail(`${where}: keys must be plain names`, pair.key);
            if (!allowed.includes(key)) {
                this.fail(`${where ? `${where}.` : ''}${key}: unknown key (allowed: ${allowed.join(', ')})`, pair.key);
            }
            out[key] = pair.value;
        }
        return out;
    }
    scalar(node, key) {
        if (!(0,dist/* isScalar */.jn)(node))
            this.fail(`${key}: expected a single value`, node);
        return node.value;
    }
    oneOf(node, key, choices) {
        const v = this.scalar(node, key);
        if (typeof v !== 'string' || !choices.includes(v))
            this.fail(`${key}: expected one of ${choices.join(', ')}, got ${JSON.stringify(v)}`, node);
        return v;
    }
    score(node, key) {
        const v = this.scalar(node, key);
        if (typeof v !== 'number' || !Number.isFinite(v) || v < 0 || v > 100)
            this.fail(`${key}: expected a number from 0 to 100, got ${JSON.stringify(v)}`, node);
        return v;
    }
    /** A list of strings, or one comma-separated string. */
    stringList(node, key) {
        if ((0,dist/* isScalar */.jn)(node) && typeof node.value === 'string')
            return node.value
                .split(',')
                .map((s) => s.trim())
                .filter(Boolean);
        if (!(0,dist/* isSeq */.oP)(node))
            this.fail(`${key}: expected a list of strings`, node);
        return node.items.map((item) => {
            const v = this.scalar(item, key);
            if (typeof v !== 'string')
                this.fail(`${key}: expected strings, got ${JSON.stringify(v)}`, item);
            return v;
        });
    }
    /** A list of globs, each checked to compile. */
    globs(node, key) {
        const list = this.stringList(node, key);
        if (list.length > config_settings/* CONFIG_LIMITS */.iO.maxGlobs)
            this.fail(`${key}: more than ${config_settings/* CONFIG_LIMITS */.iO.maxGlobs} patterns`, node);
        const items = (0,dist/* isSeq */.oP)(node) ? node.items : [];
        list.forEach((g, i) => {
            if (g.length > config_settings/* CONFIG_LIMITS */.iO.maxGlobLength)
                this.fail(`${key}: a pattern longer than ${config_settings/* CONFIG_LIMITS */.iO.maxGlobLength} characters`, node);
            try {
                (0,glob/* compileGlob */.SO)(g);
            }
            catch (err) {
                if (!(err instanceof glob/* GlobError */.pZ))
                    throw err;
                this.fail(`${key}: ${JSON.stringify(g)}: ${err.message}`, items[i] ?? node);
            }
        });
        return list;
    }
    /** `rules:` a setting per rule id. */
    rules(node) {
        if (!(0,dist/* isMap */.jh)(node))
            this.fail('rules: expected a mapping of rule ids', node);
        const out = {};
        for (const pair of node.items) {
            const id = (0,dist/* isScalar */.jn)(pair.key) ? String(pair.key.value) : '';
            if (!/^[A-Z][A-Z0-9_]*$/.test(id))
                this.fail(`rules: ${JSON.stringify(id)} is not a rule id (e.g. MISSING_TRIGGER)`, pair.key);
            out[id] = this.ruleSetting(pair.value, `rules.${id}`);
        }
        return out;
    }
    /** One rule's setting: `off`, `on`, a level, or a mapping of `enabled` and `level`. */
    ruleSetting(node, key) {
        if ((0,dist/* isScalar */.jn)(node)) {
            // Shorthand: `RULE: off`, `RULE: false`, or a finding level.
            const v = node.value;
            if (v === false || v === 'off')
                return { enabled: false };
            if (v === true || v === 'on')
                return { enabled: true };
            if (typeof v === 'string' && LEVELS.includes(v))
                return { level: v };
            this.fail(`${key}: expected off, on, a level (${LEVELS.join(', ')}) or a mapping`, node);
        }
        const fields = this.readSettings(node, ['enabled', 'level'], key);
        const setting = {};
        if (fields.enabled !== undefined) {
            const v = this.scalar(fields.enabled, `${key}.enabled`);
            if (typeof v !== 'boolean')
                this.fail(`${key}.enabled: expected true or false, got ${JSON.stringify(v)}`, fields.enabled);
            setting.enabled = v;
        }
        if (fields.level !== undefined)
            setting.level = this.oneOf(fields.level, `${key}.level`, LEVELS);
        return setting;
    }
    /** `fail-on:` finding kinds. */
    failOn(node, key) {
        const list = this.stringList(node, key);
        for (const k of list)
            if (!failOn/* FAIL_ON_KINDS */.TI.includes(k))
                this.fail(`${key}: expected some of ${failOn/* FAIL_ON_KINDS */.TI.join(', ')}, got ${JSON.stringify(k)}`, node);
        return list;
    }
    /** The settings of the top level or of an override: method, depth, threshold, min-score, fail-on, rules. */
    settings(fields, where) {
        const p = where ? `${where}.` : '';
        const s = {};
        if (fields.method !== undefined)
            s.method = this.oneOf(fields.method, `${p}method`, types/* METHODS */.J8);
        if (fields.depth !== undefined)
            s.depth = this.oneOf(fields.depth, `${p}depth`, types/* DEPTHS */.D_);
        if (fields.threshold !== undefined)
            s.threshold = this.score(fields.threshold, `${p}threshold`);
        if (fields['min-score'] !== undefined)
            s['min-score'] = this.score(fields['min-score'], `${p}min-score`);
        if (fields['fail-on'] !== undefined)
            s['fail-on'] = this.failOn(fields['fail-on'], `${p}fail-on`);
        if (fields.rules !== undefined)
            s.rules = this.rules(fields.rules);
        return s;
    }
    /** `overrides:` a list of settings, each for the targets its `files` globs match. */
    overrides(node) {
        if (!(0,dist/* isSeq */.oP)(node))
            this.fail('overrides: expected a list of { files, … }', node);
        const items = node.items;
        if (items.length > config_settings/* CONFIG_LIMITS */.iO.maxOverrides)
            this.fail(`overrides: more than ${config_settings/* CONFIG_LIMITS */.iO.maxOverrides} entries`, node);
        return items.map((item, i) => {
            const where = `overrides[${i}]`;
            const fields = this.readSettings(item, OVERRIDE_KEYS, where);
            if (fields.files === undefined)
                this.fail(`${where}: 'files' is required (globs of target paths)`, item);
            return { files: this.globs(fields.files, `${where}.files`), ...this.settings(fields, where) };
        });
    }
}
/** Parses and checks the text of a configuration file. Throws ConfigError. */
function parseConfig(text, file) {
    if (Buffer.byteLength(text, 'utf8') > config_settings/* CONFIG_LIMITS */.iO.maxBytes)
        throw new config_settings/* ConfigError */.xL(`larger than ${config_settings/* CONFIG_LIMITS */.iO.maxBytes} bytes`, file);
    const lineCounter = new dist/* LineCounter */.HN();
    const doc = (0,dist/* parseDocument */.Tp)(text, { lineCounter, uniqueKeys: true, prettyErrors: false });
    if (doc.errors.length > 0) {
        const e = doc.errors[0];
        throw new config_settings/* ConfigError */.xL(`not valid YAML: ${e.message.split('\n')[0]}`, file, e.linePos?.[0]?.line);
    }
    const reader = new ConfigReader(file, lineCounter);
    const root = doc.contents;
    if (root === null || ((0,dist/* isScalar */.jn)(root) && (root.value === null || root.value === '')))
        return { file, overrides: [] };
    if (!(0,dist/* isMap */.jh)(root))
        throw new config_settings/* ConfigError */.xL('the top level must be a mapping of settings', file, reader.lineOf(root));
    const top = reader.readSettings(root, TOP_KEYS, '');
    const config = { file, ...reader.settings(top, ''), overrides: [] };
    if (top.ignore !== undefined)
        config.ignore = reader.globs(top.ignore, 'ignore');
    if (top.overrides !== undefined)
        config.overrides.push(...reader.overrides(top.overrides));
    return config;
}
/** Reads and parses a configuration file, checking its size before reading. Throws ConfigError. */
async function loadConfigFile(file, displayPath) {
    const st = await fsp.lstat(file).catch(() => null);
    if (!st?.isFile())
        throw new ConfigError('not found (or not a regular file)', displayPath);
    if (st.size > CONFIG_LIMITS.maxBytes)
        throw new ConfigError(`larger than ${CONFIG_LIMITS.maxBytes} bytes`, displayPath);
    return parseConfig(await fsp.readFile(file, 'utf8'), displayPath);
}

// EXTERNAL MODULE: ./src/text/escape.ts
var text_escape = __webpack_require__(7388);
// EXTERNAL MODULE: ./src/action/inputs.ts
var action_inputs = __webpack_require__(1729);
// EXTERNAL MODULE: ./src/action/projectFiles.ts
var projectFiles = __webpack_require__(560);
;// CONCATENATED MODULE: ./src/action/project.ts
// The repository's `.plugin-eval.yml` and `.plugin-eval-baseline.json` as the Action reads them:
// at the repository root, from the pull request's base commit (so that a pull request cannot
// loosen its own gate) or from the workspace (sweep), through a FileSource — so a link that leads
// out of the tree or into .git is refused, never followed, and sizes are checked before reading.
// Inputs the workflow set explicitly win over the file; the file wins over the defaults.








/** Keys of an override that the Action cannot apply per target (one depth per run). */
const RUN_WIDE_KEYS = ['depth'];
/** Parses what readProjectFiles read. Throws ProjectFileError naming the file and line. */
function parseProjectFiles(files) {
    let config = null;
    if (files.config) {
        try {
            config = parseConfig(files.config.text, files.config.name);
        }
        catch (err) {
            if (err instanceof config_settings/* ConfigError */.xL)
                throw new projectFiles/* ProjectFileError */.S(err.message, err.file, err.line);
            throw err;
        }
    }
    let baseline = null;
    if (files.baseline) {
        try {
            baseline = (0,config_baseline/* parseBaseline */.nk)(files.baseline.text, files.baseline.name);
        }
        catch (err) {
            throw new projectFiles/* ProjectFileError */.S(err instanceof Error ? err.message : String(err), files.baseline.name);
        }
    }
    return { config, baseline };
}
/**
 * Applies the files read from `where` to the inputs. An unusable file leaves the inputs and the
 * defaults in charge and is kept as `error` (the run still scores and writes its report, then fails).
 */
function projectFrom(inputs, files, where) {
    let parsed = { config: null, baseline: null };
    let error = null;
    if (files instanceof projectFiles/* ProjectFileError */.S)
        error = files;
    else {
        try {
            parsed = parseProjectFiles(files);
        }
        catch (err) {
            if (!(err instanceof projectFiles/* ProjectFileError */.S))
                throw err;
            error = err;
        }
    }
    const config = parsed.config;
    // The run-wide values: the file's top level (its overrides apply per target), under the inputs.
    const settings = (0,config_settings/* effectiveSettings */.f)(config ? { ...config, overrides: [] } : null, '.', inputs.explicit, {
        method: types/* DEFAULT_METHOD */.AA,
        depth: action_inputs/* DEFAULT_DEPTH */.uy,
    });
    const notes = [];
    config?.overrides.forEach((o, i) => {
        const ignored = RUN_WIDE_KEYS.filter((k) => o[k] !== undefined);
        if (ignored.length) {
            notes.push(`${config.file} overrides[${i}] sets depth: the Action scores the whole run at one depth, so that key is not applied per target.`);
        }
    });
    return {
        inputs: {
            ...inputs,
            depth: settings.depth.value,
            method: settings.method.value,
            threshold: settings.threshold.value,
            minScore: settings['min-score'].value,
            failOn: settings['fail-on'].value,
        },
        settings,
        config,
        baseline: parsed.baseline,
        where,
        files: files instanceof projectFiles/* ProjectFileError */.S ? { config: null, baseline: null } : files,
        error,
        notes,
    };
}
/** Reads and applies the files at the root of `source`; a read failure becomes the project's error. */
async function loadProject(inputs, source, where) {
    let files;
    try {
        files = await (0,projectFiles/* readProjectFiles */.b)(source);
    }
    catch (err) {
        if (!(err instanceof projectFiles/* ProjectFileError */.S))
            throw err;
        files = err;
    }
    return projectFrom(inputs, files, where);
}
/** The project when no configuration could be read at all (the base commit is out of reach). */
function unreadableProject(inputs, where, why) {
    return projectFrom(inputs, new projectFiles/* ProjectFileError */.S(`the configuration could not be read from ${where} (${why}), so the gate it sets cannot be applied`, config_settings/* CONFIG_FILE */.g2), where);
}
/** Whether a target (path relative to the repository root) is left out by `ignore`. */
function ignoredTarget(project, targetPath) {
    const ignore = project?.settings.ignore.value ?? [];
    // The same matching as the CLI's sweep.
    return ignore.length > 0 && (0,config_settings/* matchesAny */._I)(targetPath, ignore);
}
/**
 * The gate values the configuration's overrides give one target (threshold, min-score, fail-on),
 * or null when none of them is set for it by an override (or an input set it for the whole run).
 */
function targetGate(project, targetPath) {
    if (!project?.config?.overrides.length)
        return null;
    const eff = (0,config_settings/* effectiveSettings */.f)(project.config, targetPath, project.inputs.explicit, {
        method: types/* DEFAULT_METHOD */.AA,
        depth: action_inputs/* DEFAULT_DEPTH */.uy,
    });
    const gate = {};
    if (eff.threshold.source === 'override')
        gate.threshold = eff.threshold.value;
    if (eff['min-score'].source === 'override')
        gate.minScore = eff['min-score'].value;
    if (eff['fail-on'].source === 'override')
        gate.failOn = eff['fail-on'].value;
    return Object.keys(gate).length ? gate : null;
}
/** The engine options for one target: its method and rules, from the file's overrides that match it. */
function targetOptions(project, targetPath) {
    if (!project)
        return {};
    const eff = (0,config_settings/* effectiveSettings */.f)(project.config, targetPath, project.inputs.explicit, {
        method: types/* DEFAULT_METHOD */.AA,
        depth: action_inputs/* DEFAULT_DEPTH */.uy,
    });
    return { method: eff.method.value, rules: eff.rules.value };
}
/**
 * Marks the results' anti-patterns and findings new or baselined, and says what the baseline
 * excuses: a target below a score floor that has nothing new and did not fall. Null without a baseline.
 */
function baselineVerdict(project, outcomes) {
    const baseline = project?.baseline;
    if (!baseline)
        return null;
    const results = outcomes.flatMap((o) => (o.ok ? [o.result] : []));
    const comparison = (0,config_baseline/* applyBaseline */.Qp)(results, baseline);
    return {
        note: `Baseline ${config_baseline/* BASELINE_FILE */.tu} (from ${project.where}): ${(0,config_baseline/* summariseBaseline */.uk)(comparison)}. Only new problems fail the gate.`,
        excused: (r) => !(0,config_baseline/* regressedAgainstBaseline */.Vi)(r, baseline),
    };
}
/** The run's annotation for an unusable configuration, on the line it names. */
function projectAnnotation(error) {
    const line = error.line ?? 1;
    return {
        path: error.file,
        start_line: line,
        end_line: line,
        annotation_level: 'failure',
        title: 'PluginEval configuration',
        message: error.message,
    };
}
/**
 * One line for the gate: why the configuration fails the run. The gate line is markdown in the
 * comment and the check run, and a pull request's own file can put any key in the message: escaped.
 */
function projectErrorLine(error) {
    return `Configuration error: ${(0,text_escape/* mdText */.bC)(error.message)}${error.line !== undefined && !error.message.includes(`:${error.line}:`) ? ` (line ${error.line})` : ''}`;
}
/**
 * A pull request that changes the configuration or the baseline: a note that the change takes
 * effect after merge (this run follows the base's), and the head's error when its new file is invalid.
 */
function headChanges(project, head) {
    if (head instanceof projectFiles/* ProjectFileError */.S)
        return { notes: [], error: head };
    const notes = [];
    const base = project.files;
    const same = (a, b) => a === null ? b === null : b !== null && a.name === b.name && a.text === b.text;
    let error = null;
    if (!same(base.config, head.config)) {
        const name = head.config?.name ?? base.config?.name ?? config_settings/* CONFIG_FILE */.g2;
        notes.push(`This pull request ${head.config === null ? 'removes' : base.config === null ? 'adds' : 'changes'} ${name}: the change takes effect after merge; this check follows the configuration of the base branch.`);
        if (head.config) {
            try {
                parseProjectFiles({ config: head.config, baseline: null });
            }
            catch (err) {
                if (!(err instanceof projectFiles/* ProjectFileError */.S))
                    throw err;
                error = err;
            }
        }
    }
    if (!same(base.baseline, head.baseline)) {
        notes.push(`This pull request ${head.baseline === null ? 'removes' : base.baseline === null ? 'adds' : 'changes'} ${config_baseline/* BASELINE_FILE */.tu}: the change takes effect after merge; this check compares against the base branch's baseline.`);
        if (head.baseline && !error) {
            try {
                parseProjectFiles({ config: null, baseline: head.baseline });
            }
            catch (err) {
                if (!(err instanceof projectFiles/* ProjectFileError */.S))
                    throw err;
                error = err;
            }
        }
    }
    return { notes, error };
}
/** Reads the head's files for headChanges; a read failure is returned, not thrown. */
async function readHeadFiles(source) {
    try {
        return await (0,projectFiles/* readProjectFiles */.b)(source);
    }
    catch (err) {
        if (err instanceof projectFiles/* ProjectFileError */.S)
            return err;
        throw err;
    }
}
/** The gate with the configuration's errors folded in: the run fails, and the line says why. */
function withProjectErrors(gate, errors) {
    if (errors.length === 0)
        return gate;
    const why = errors.map(projectErrorLine).join(' ');
    return { ...gate, passed: false, conclusion: 'failure', line: gate.passed ? `❌ ${why}` : `${gate.line} ${why}` };
}
/** One note: which file set what, and where it was read (`threshold 80, fail-on spec`). */
function projectNote(project) {
    if (!project.config)
        return null;
    const fromFile = Object.entries(project.settings)
        .filter(([, e]) => e.source === 'config')
        .map(([k, e]) => k === 'rules'
        ? `settings of ${Object.keys(e.value).length} rule(s)`
        : `${k} ${Array.isArray(e.value) ? e.value.join(', ') || 'none' : String(e.value)}`);
    const fromInputs = Object.entries(project.settings)
        .filter(([, e]) => e.source === 'command line')
        .map(([k]) => k);
    const overrides = project.config.overrides.length ? `, ${project.config.overrides.length} override(s) by path` : '';
    return (`Configuration ${project.config.file} read from ${project.where}: ${fromFile.length ? fromFile.join(', ') : 'no run-wide setting'}${overrides}` +
        `${fromInputs.length ? `; set by the workflow's inputs instead: ${fromInputs.join(', ')}` : ''}.`);
}
/** The configuration in the JSON report: each run-wide value and where it came from. */
function projectJson(project) {
    if (!project)
        return null;
    const settings = {};
    for (const [k, e] of Object.entries(project.settings))
        settings[k] = { value: e.value, source: e.source === 'command line' ? 'input' : e.source };
    return {
        file: project.config?.file ?? null,
        read_from: project.where,
        baseline: project.baseline ? config_baseline/* BASELINE_FILE */.tu : null,
        error: project.error?.message ?? null,
        settings,
    };
}


/***/ })

};
