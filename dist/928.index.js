export const id = 928;
export const ids = [928];
export const modules = {

/***/ 4928:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ho: () => (/* binding */ listedFiles),
/* harmony export */   I0: () => (/* binding */ insideSkill),
/* harmony export */   KJ: () => (/* binding */ TRIGGER_SET_NAME),
/* harmony export */   KT: () => (/* binding */ parseEvalSuite),
/* harmony export */   Vb: () => (/* binding */ EVALS_FILE),
/* harmony export */   X3: () => (/* binding */ EVALS_LIMITS),
/* harmony export */   c4: () => (/* binding */ EVALS_NEGATIVE_LIFT),
/* harmony export */   e2: () => (/* binding */ EVALS_FINDING_SEVERITY),
/* harmony export */   lr: () => (/* binding */ parseEvals),
/* harmony export */   qq: () => (/* binding */ EVALS_DIR)
/* harmony export */ });
/* unused harmony exports EVALS_INVALID, EVALS_MISSING_FILE, EVALS_SKILL_NAME_MISMATCH, TYPED_KINDS, parseTriggerSet */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _rules_catalog_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1212);
/* harmony import */ var _parse_safeRegex_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5171);
// Authors' own evals beside a skill: `evals/evals.json` (skill-creator's format, with typed
// assertions accepted beside the plain statements) and trigger sets (a JSON list of
// `{query, should_trigger}`). Pure: bytes in, a validated suite and findings out. Every problem
// names the file and the JSON path where it is, e.g. `$.evals[2].expectations[0].type`.



/** Limits: hostile files must cost bounded time, memory and tokens. */
const EVALS_LIMITS = {
    /** Bytes of evals/evals.json or of one trigger set. */
    maxFileBytes: 256 * 1024,
    /** Evals used from one file (the rest are ignored, with a finding). */
    maxCases: 50,
    /** Expectations used per eval. */
    maxExpectations: 20,
    /** Code points of one prompt, expected output or expectation. */
    maxTextChars: 20_000,
    /** Files attached per eval. */
    maxFilesPerCase: 5,
    /** Bytes of one attached file read; longer files are cut (and said to be). */
    maxAttachmentBytes: 64 * 1024,
    /**
     * Bytes of all the files one skill's evals attach, together (each file counted once): 16 files
     * at the per-file limit, about 300k tokens spread over the evals' prompts. Files past it are
     * cut to what is left (and said to be).
     */
    maxAttachmentsTotalBytes: 1024 * 1024,
    /** Queries used from one trigger set. */
    maxTriggerQueries: 100,
    /** Problems reported per file; the last finding says how many more there were. */
    maxFindingsPerFile: 20,
};
/** The folder inside a skill that holds its evals. */
const EVALS_DIR = 'evals';
const EVALS_FILE = 'evals/evals.json';
/** Names of trigger-set files inside evals/ (skill-creator's description optimiser writes one). */
const TRIGGER_SET_NAME = /^trigger[-_]?(?:evals?|set|queries)?\.json$|^triggers\.json$/i;
const EVALS_INVALID = 'EVALS_INVALID';
const EVALS_MISSING_FILE = 'EVALS_MISSING_FILE';
const EVALS_SKILL_NAME_MISMATCH = 'EVALS_SKILL_NAME_MISMATCH';
const EVALS_NEGATIVE_LIFT = 'EVALS_NEGATIVE_LIFT';
const RULES = [
    {
        id: EVALS_INVALID,
        title: 'Invalid evals file',
        description: 'evals/evals.json or a trigger set does not have the expected shape; the entries at the JSON path named are not used.',
        fix: 'Fix the value at the JSON path given: evals.json is {skill_name, evals: [{id, prompt, expected_output, files, expectations}]}, a trigger set is [{query, should_trigger}].',
    },
    {
        id: EVALS_MISSING_FILE,
        title: 'Eval file not found',
        description: 'An eval lists an input file that is not in the skill folder; the eval runs without it.',
        fix: 'Add the file under the skill folder (paths are relative to it, e.g. evals/files/input.csv) or remove it from `files`.',
    },
    {
        id: EVALS_SKILL_NAME_MISMATCH,
        title: 'Evals name another skill',
        description: "The `skill_name` of evals/evals.json differs from the skill's frontmatter name.",
        fix: "Set `skill_name` to the skill's name, or move the evals beside the skill they test.",
    },
    {
        id: EVALS_NEGATIVE_LIFT,
        title: 'The skill makes its own evals worse',
        description: "The agent met the author's expectations less often with the skill than without it.",
        fix: 'Read the failing expectations of the with-skill outputs in the evals report and change the instructions that lead the agent away from them.',
    },
];
(0,_rules_catalog_js__WEBPACK_IMPORTED_MODULE_1__/* .registerRules */ .x1)(RULES);
/** Severities of these findings (they are not counted in the composite). */
const EVALS_FINDING_SEVERITY = { high: 0.9, medium: 0.6, low: 0.3, info: 0.1 };
const TYPED_KINDS = ['contains', 'not_contains', 'regex'];
class Problems {
    file;
    findings = [];
    dropped = 0;
    constructor(file) {
        this.file = file;
    }
    add(rule, level, message) {
        if (this.findings.length >= EVALS_LIMITS.maxFindingsPerFile) {
            this.dropped++;
            return;
        }
        this.findings.push({
            rule,
            category: 'spec',
            severity: EVALS_FINDING_SEVERITY[level],
            level,
            message,
            file: this.file,
        });
    }
    invalid(path, what) {
        this.add(EVALS_INVALID, 'medium', `${this.file} at ${path}: ${what}.`);
    }
    done() {
        if (this.dropped > 0) {
            this.findings.push({
                rule: EVALS_INVALID,
                category: 'spec',
                severity: EVALS_FINDING_SEVERITY.info,
                level: 'info',
                message: `${this.file}: ${this.dropped} more problem${this.dropped === 1 ? '' : 's'} not listed.`,
                file: this.file,
            });
        }
        return this.findings;
    }
}
/** A path inside the skill folder (POSIX, normalised), or null when it climbs out or is absolute. */
function insideSkill(rel) {
    const p = rel.trim().replace(/\\/g, '/');
    if (p === '' || node_path__WEBPACK_IMPORTED_MODULE_0__.posix.isAbsolute(p) || /^[A-Za-z]:/.test(p))
        return null;
    const n = node_path__WEBPACK_IMPORTED_MODULE_0__.posix.normalize(p).replace(/\/$/, '');
    if (n === '.' || n === '..' || n.startsWith('../'))
        return null;
    return n;
}
const isObject = (v) => v !== null && typeof v === 'object' && !Array.isArray(v);
const typeName = (v) => v === null ? 'null' : Array.isArray(v) ? 'a list' : typeof v === 'object' ? 'an object' : `a ${typeof v}`;
/** A JSON path segment for a key (dotted when it is a plain identifier). */
const keyPath = (base, key) => /^[A-Za-z_][A-Za-z0-9_]*$/.test(key) ? `${base}.${key}` : `${base}[${JSON.stringify(key)}]`;
function cpLength(text) {
    let n = 0;
    for (const _ of text)
        n++;
    return n;
}
function decodeJson(file, bytes, problems) {
    if (bytes.length > EVALS_LIMITS.maxFileBytes) {
        problems.invalid('$', `the file is ${bytes.length} bytes, over the ${EVALS_LIMITS.maxFileBytes}-byte limit; not read`);
        return { ok: false };
    }
    let text;
    try {
        text = new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
    }
    catch {
        problems.invalid('$', 'the file is not UTF-8 text');
        return { ok: false };
    }
    try {
        return { ok: true, value: JSON.parse(text) };
    }
    catch (err) {
        problems.invalid('$', `not valid JSON (${err.message.replace(/\s+/g, ' ').slice(0, 120)})`);
        return { ok: false };
    }
}
/** A non-empty string within the length limit, or null (with a finding). */
function text(value, path, problems, required) {
    if (value === undefined || value === null) {
        if (required)
            problems.invalid(path, 'missing (a non-empty string is required)');
        return null;
    }
    if (typeof value !== 'string') {
        problems.invalid(path, `expected a string, found ${typeName(value)}`);
        return null;
    }
    if (value.trim() === '') {
        if (required)
            problems.invalid(path, 'empty string');
        return null;
    }
    if (cpLength(value) > EVALS_LIMITS.maxTextChars) {
        problems.invalid(path, `longer than ${EVALS_LIMITS.maxTextChars} characters`);
        return null;
    }
    return value;
}
function expectation(value, path, index, problems) {
    if (typeof value === 'string') {
        const t = text(value, path, problems, true);
        return t === null ? null : { kind: 'statement', name: `expectation ${index + 1}`, text: t };
    }
    if (!isObject(value)) {
        problems.invalid(path, `expected a statement (string) or {name, type, value}, found ${typeName(value)}`);
        return null;
    }
    const name = typeof value.name === 'string' && value.name.trim() !== ''
        ? value.name.trim().slice(0, 200)
        : `expectation ${index + 1}`;
    if (value.name !== undefined && typeof value.name !== 'string')
        problems.invalid(`${path}.name`, `expected a string, found ${typeName(value.name)}`);
    // A statement written as an object ({text} as in skill-creator's grading output, or {type: 'statement'}).
    if (value.type === undefined || value.type === 'statement' || value.type === 'llm') {
        if (value.type === undefined && value.text === undefined) {
            problems.invalid(`${path}.type`, `missing: one of ${TYPED_KINDS.join(', ')} (or a string statement)`);
            return null;
        }
        const t = text(value.text ?? value.value, `${path}.${value.text !== undefined ? 'text' : 'value'}`, problems, true);
        return t === null ? null : { kind: 'statement', name, text: t };
    }
    if (typeof value.type !== 'string' || !TYPED_KINDS.includes(value.type)) {
        problems.invalid(`${path}.type`, `unknown type ${JSON.stringify(value.type).slice(0, 60)} (expected ${TYPED_KINDS.join(', ')})`);
        return null;
    }
    const kind = value.type;
    const v = text(value.value, `${path}.value`, problems, true);
    if (v === null)
        return null;
    if (kind === 'regex') {
        const unsafe = (0,_parse_safeRegex_js__WEBPACK_IMPORTED_MODULE_2__/* .checkSafeRegex */ .jn)(v);
        if (unsafe) {
            problems.invalid(`${path}.value`, `regular expression not used: ${unsafe}`);
            return null;
        }
    }
    return { kind, name, value: v };
}
function evalCase(value, path, index, seenIds, problems) {
    if (!isObject(value)) {
        problems.invalid(path, `expected an object, found ${typeName(value)}`);
        return null;
    }
    let id = String(index + 1);
    if (typeof value.id === 'number' && Number.isFinite(value.id))
        id = String(value.id);
    else if (typeof value.id === 'string' && value.id.trim() !== '')
        id = value.id.trim().slice(0, 100);
    else if (value.id !== undefined)
        problems.invalid(`${path}.id`, `expected an integer or a string, found ${typeName(value.id)}`);
    if (seenIds.has(id)) {
        problems.invalid(`${path}.id`, `duplicate id ${JSON.stringify(id)}`);
        return null;
    }
    seenIds.add(id);
    const prompt = text(value.prompt, `${path}.prompt`, problems, true);
    const expectedOutput = text(value.expected_output, `${path}.expected_output`, problems, false);
    const files = [];
    if (value.files !== undefined && value.files !== null) {
        if (!Array.isArray(value.files))
            problems.invalid(`${path}.files`, `expected a list of paths, found ${typeName(value.files)}`);
        else {
            value.files.forEach((f, i) => {
                const p = `${path}.files[${i}]`;
                if (typeof f !== 'string' || f.trim() === '')
                    return problems.invalid(p, `expected a path, found ${typeName(f)}`);
                const inside = insideSkill(f);
                if (inside === null)
                    return problems.invalid(p, `${JSON.stringify(f).slice(0, 200)} leaves the skill folder`);
                if (files.length >= EVALS_LIMITS.maxFilesPerCase)
                    return problems.invalid(p, `more than ${EVALS_LIMITS.maxFilesPerCase} files; not attached`);
                if (!files.includes(inside))
                    files.push(inside);
            });
        }
    }
    const expectations = [];
    for (const key of ['expectations', 'assertions']) {
        const list = value[key];
        if (list === undefined || list === null)
            continue;
        if (!Array.isArray(list)) {
            problems.invalid(`${path}.${key}`, `expected a list, found ${typeName(list)}`);
            continue;
        }
        list.forEach((item, i) => {
            if (expectations.length >= EVALS_LIMITS.maxExpectations) {
                if (expectations.length === EVALS_LIMITS.maxExpectations && i === EVALS_LIMITS.maxExpectations) {
                    problems.invalid(`${path}.${key}[${i}]`, `more than ${EVALS_LIMITS.maxExpectations} expectations; the rest are not graded`);
                }
                return;
            }
            const e = expectation(item, `${path}.${key}[${i}]`, expectations.length, problems);
            if (e)
                expectations.push(e);
        });
    }
    // Without expectations, the expected output is the one statement to grade.
    if (expectations.length === 0 && expectedOutput !== null)
        expectations.push({ kind: 'statement', name: 'expected output', text: expectedOutput });
    if (prompt === null)
        return null;
    if (expectations.length === 0) {
        problems.invalid(path, 'no usable expectations, assertions or expected_output: nothing to grade');
        return null;
    }
    return { id, prompt, expectedOutput, files, expectations };
}
/** Parses and validates evals/evals.json. `skillName` is the skill's frontmatter name. */
function parseEvalSuite(file, bytes, skillName) {
    const problems = new Problems(file);
    const decoded = decodeJson(file, bytes, problems);
    if (!decoded.ok)
        return { suite: null, findings: problems.done() };
    const root = decoded.value;
    if (!isObject(root)) {
        problems.invalid('$', `expected an object {skill_name, evals}, found ${typeName(root)}`);
        return { suite: null, findings: problems.done() };
    }
    let suiteName = null;
    if (root.skill_name !== undefined && root.skill_name !== null) {
        if (typeof root.skill_name !== 'string')
            problems.invalid('$.skill_name', `expected a string, found ${typeName(root.skill_name)}`);
        else {
            suiteName = root.skill_name;
            if (suiteName.trim() !== skillName.trim()) {
                problems.add(EVALS_SKILL_NAME_MISMATCH, 'low', `${file} at $.skill_name: ${JSON.stringify(suiteName.slice(0, 100))} is not the skill's name ${JSON.stringify(skillName.slice(0, 100))}.`);
            }
        }
    }
    if (!Array.isArray(root.evals)) {
        problems.invalid('$.evals', root.evals === undefined
            ? 'missing (a list of evals is required)'
            : `expected a list, found ${typeName(root.evals)}`);
        return { suite: null, findings: problems.done() };
    }
    const seen = new Set();
    const cases = [];
    root.evals.forEach((item, i) => {
        if (i >= EVALS_LIMITS.maxCases) {
            if (i === EVALS_LIMITS.maxCases)
                problems.invalid(`$.evals[${i}]`, `more than ${EVALS_LIMITS.maxCases} evals; the rest are not run`);
            return;
        }
        const c = evalCase(item, `$.evals[${i}]`, i, seen, problems);
        if (c)
            cases.push(c);
    });
    if (cases.length === 0)
        problems.invalid('$.evals', 'no usable eval');
    return { suite: cases.length > 0 ? { file, skillName: suiteName, cases } : null, findings: problems.done() };
}
/** Parses a trigger set: `[{query, should_trigger}]` (or `{evals: [{prompt, should_trigger}]}`). */
function parseTriggerSet(file, bytes) {
    const problems = new Problems(file);
    const decoded = decodeJson(file, bytes, problems);
    if (!decoded.ok)
        return { set: null, findings: problems.done() };
    let list = decoded.value;
    let base = '$';
    if (isObject(list) && Array.isArray(list.evals)) {
        list = list.evals;
        base = '$.evals';
    }
    if (!Array.isArray(list)) {
        problems.invalid('$', `expected a list of {query, should_trigger}, found ${typeName(decoded.value)}`);
        return { set: null, findings: problems.done() };
    }
    const queries = [];
    const seen = new Set();
    list.forEach((item, i) => {
        const path = `${base}[${i}]`;
        if (i >= EVALS_LIMITS.maxTriggerQueries) {
            if (i === EVALS_LIMITS.maxTriggerQueries)
                problems.invalid(path, `more than ${EVALS_LIMITS.maxTriggerQueries} queries; the rest are not used`);
            return;
        }
        if (!isObject(item))
            return problems.invalid(path, `expected {query, should_trigger}, found ${typeName(item)}`);
        const key = item.query !== undefined ? 'query' : item.prompt !== undefined ? 'prompt' : 'query';
        const query = text(item[key], keyPath(path, key), problems, true);
        const should = item.should_trigger;
        if (typeof should !== 'boolean') {
            problems.invalid(`${path}.should_trigger`, should === undefined ? 'missing (true or false)' : `expected true or false, found ${typeName(should)}`);
            return;
        }
        if (query === null)
            return;
        const t = query.trim();
        if (seen.has(t))
            return problems.invalid(keyPath(path, key), 'duplicate query');
        seen.add(t);
        queries.push({ query: t, shouldTrigger: should });
    });
    for (const label of [true, false]) {
        if (queries.length > 0 && !queries.some((q) => q.shouldTrigger === label)) {
            problems.invalid(base, `no query with should_trigger ${label}: precision and recall need both`);
        }
    }
    return { set: queries.length > 0 ? { file, queries } : null, findings: problems.done() };
}
/**
 * Everything the evals folder holds, validated: the suite, the trigger sets, and findings for
 * malformed files, listed files that are missing, and a `skill_name` that is not the skill's.
 */
function parseEvals(snapshot, skillName) {
    if (!snapshot)
        return { suite: null, triggerSets: [], findings: [] };
    const findings = [];
    let suite = null;
    if (snapshot.evals?.unreadable) {
        const problems = new Problems(snapshot.evals.file);
        problems.invalid('$', `the file ${snapshot.evals.unreadable}`);
        findings.push(...problems.done());
    }
    else if (snapshot.evals) {
        const parsed = parseEvalSuite(snapshot.evals.file, snapshot.evals.bytes, skillName);
        suite = parsed.suite;
        findings.push(...parsed.findings);
        for (const c of suite?.cases ?? []) {
            for (const f of c.files) {
                const missing = Object.hasOwn(snapshot.missingAttachments, f) ? snapshot.missingAttachments[f] : undefined;
                if (missing !== undefined) {
                    findings.push({
                        rule: EVALS_MISSING_FILE,
                        category: 'spec',
                        severity: EVALS_FINDING_SEVERITY.medium,
                        level: 'medium',
                        message: `${snapshot.evals.file}: eval ${JSON.stringify(c.id)} lists ${JSON.stringify(f)}, which ${missing}; the eval runs without it.`,
                        file: snapshot.evals.file,
                    });
                }
            }
        }
    }
    const triggerSets = [];
    for (const t of snapshot.triggerSets) {
        if (t.unreadable) {
            const problems = new Problems(t.file);
            problems.invalid('$', `the file ${t.unreadable}`);
            findings.push(...problems.done());
            continue;
        }
        const parsed = parseTriggerSet(t.file, t.bytes);
        if (parsed.set)
            triggerSets.push(parsed.set);
        findings.push(...parsed.findings);
    }
    return { suite, triggerSets, findings };
}
/**
 * The file paths an evals.json names, read leniently (for the reader, before validation): every
 * string in `evals[*].files`, inside the skill folder, at most the per-eval limit.
 */
function listedFiles(bytes) {
    if (bytes.length > EVALS_LIMITS.maxFileBytes)
        return [];
    let root;
    try {
        root = JSON.parse(new TextDecoder().decode(bytes).replace(/^\uFEFF/, ''));
    }
    catch {
        return [];
    }
    if (!isObject(root) || !Array.isArray(root.evals))
        return [];
    const out = new Set();
    for (const c of root.evals.slice(0, EVALS_LIMITS.maxCases)) {
        if (!isObject(c) || !Array.isArray(c.files))
            continue;
        for (const f of c.files.slice(0, EVALS_LIMITS.maxFilesPerCase)) {
            if (typeof f !== 'string')
                continue;
            const inside = insideSkill(f);
            if (inside)
                out.add(inside);
        }
    }
    return [...out];
}


/***/ }),

/***/ 5171:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   dz: () => (/* binding */ safeRegexTest),
/* harmony export */   jn: () => (/* binding */ checkSafeRegex)
/* harmony export */ });
/* unused harmony export REGEX_LIMITS */
/* harmony import */ var node_vm__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(714);
/* harmony import */ var node_vm__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_vm__WEBPACK_IMPORTED_MODULE_0__);
// Regex assertions come from the repository under test, which may be hostile. Two guards, both
// needed because JavaScript's backtracking engine has no linear mode without a start-up flag:
// 1. a safe subset, checked before use: no backreferences, no lookaround, no quantifier applied
//    to a group that already holds a quantifier or an alternation (`(a+)+`, `(a|ab)*`: the
//    exponential cases), at most MAX_QUANTIFIERS quantifiers (bounds the polynomial ones), and a
//    pattern of at most MAX_PATTERN_CHARS;
// 2. a bound on the text (the first MAX_SUBJECT_CHARS of an output) and on the time: the match
//    runs in a vm context with a timeout, and a match that runs out of time fails the expectation
//    with that reason instead of hanging the run.

const REGEX_LIMITS = {
    maxPatternChars: 500,
    maxQuantifiers: 6,
    /** Code units of the output a pattern is matched against. */
    maxSubjectChars: 100_000,
    /** Milliseconds one match may take. */
    timeoutMs: 200,
};
/** Why a pattern is outside the safe subset, or null when it is inside. */
function checkSafeRegex(pattern) {
    if (pattern.length > REGEX_LIMITS.maxPatternChars)
        return `longer than ${REGEX_LIMITS.maxPatternChars} characters`;
    try {
        new RegExp(pattern, 'u');
    }
    catch (err) {
        return `invalid (${err.message.replace(/\s+/g, ' ').slice(0, 120)})`;
    }
    // Group stack: whether each open group holds a quantifier or an alternation.
    const stack = [{ risky: false }];
    let quantifiers = 0;
    let lastClosedRisky = false;
    let inClass = false;
    for (let i = 0; i < pattern.length; i++) {
        const c = pattern[i];
        const prevClosedRisky = lastClosedRisky;
        lastClosedRisky = false;
        if (c === '\\') {
            const n = pattern[i + 1] ?? '';
            if (!inClass && (/[1-9]/.test(n) || n === 'k'))
                return 'backreferences are not allowed';
            i++;
            continue;
        }
        if (inClass) {
            if (c === ']')
                inClass = false;
            continue;
        }
        if (c === '[') {
            inClass = true;
            continue;
        }
        if (c === '(') {
            if (pattern[i + 1] === '?' && /^\?(?:[=!]|<[=!])/.test(pattern.slice(i + 1, i + 4)))
                return 'lookaround is not allowed';
            stack.push({ risky: false });
            continue;
        }
        if (c === ')') {
            const closed = stack.pop();
            if (!closed || stack.length === 0)
                return 'unbalanced parentheses';
            lastClosedRisky = closed.risky;
            // A group's risk is its parent's too (a quantifier over the parent would repeat it).
            if (closed.risky)
                stack[stack.length - 1].risky = true;
            continue;
        }
        if (c === '|') {
            stack[stack.length - 1].risky = true;
            continue;
        }
        const quantifier = c === '*' || c === '+' || c === '?' || (c === '{' && /^\{\d+(,\d*)?\}/.test(pattern.slice(i)));
        if (quantifier) {
            if (c === '?' && /[*+?}]/.test(pattern[i - 1] ?? ''))
                continue; // lazy modifier, not a new quantifier
            if (c === '{')
                i = pattern.indexOf('}', i);
            if (prevClosedRisky && c !== '?')
                return 'a repeated group contains a quantifier or an alternation (catastrophic backtracking)';
            quantifiers++;
            if (quantifiers > REGEX_LIMITS.maxQuantifiers)
                return `more than ${REGEX_LIMITS.maxQuantifiers} quantifiers`;
            stack[stack.length - 1].risky = true;
        }
    }
    return null;
}
/** Matches a pattern (already checked safe) against the first MAX_SUBJECT_CHARS of `subject`, under the time limit. */
function safeRegexTest(pattern, subject) {
    const unsafe = checkSafeRegex(pattern);
    if (unsafe)
        return { ok: false, reason: `pattern not used: ${unsafe}` };
    const text = subject.slice(0, REGEX_LIMITS.maxSubjectChars);
    try {
        const found = node_vm__WEBPACK_IMPORTED_MODULE_0__.runInNewContext('const m = new RegExp(p, "u").exec(s); m === null ? null : m[0]', { p: pattern, s: text }, { timeout: REGEX_LIMITS.timeoutMs });
        return { ok: true, matched: found !== null, match: found };
    }
    catch (err) {
        const code = err.code;
        if (code === 'ERR_SCRIPT_EXECUTION_TIMEOUT')
            return { ok: false, reason: `match took longer than ${REGEX_LIMITS.timeoutMs} ms; not graded as met` };
        return { ok: false, reason: `match failed: ${err.message}` };
    }
}


/***/ }),

/***/ 1212:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   PI: () => (/* binding */ ruleInfo),
/* harmony export */   jc: () => (/* binding */ fixFor),
/* harmony export */   q0: () => (/* binding */ describe),
/* harmony export */   x1: () => (/* binding */ registerRules)
/* harmony export */ });
/* unused harmony export allRules */
// One entry per thing the engine can flag: what it checks and how to fix it. The CLI, the PR
// comment, the HTML report and the check-run annotations all take their words from here.
const ANTI_PATTERN_RULES = [
    {
        id: 'OVER_CONSTRAINED',
        title: 'Over-constrained',
        description: 'More than 15 MUST / NEVER / ALWAYS: the skill reads as a wall of hard rules.',
        fix: 'Keep the few absolute rules that matter and explain the rest as guidance with reasons.',
        why: 'A skill that is mostly MUST and NEVER leaves the model no room to judge, and the rules that matter drown among the ones that do not.',
        bad: 'You MUST use tabs. You MUST NEVER use spaces. ALWAYS run the linter. NEVER skip tests. \u2026(16 more)',
        good: "Indent with tabs: the repository's formatter expects them.\nNEVER push to main: releases are cut from it.",
    },
    {
        id: 'EMPTY_DESCRIPTION',
        title: 'Empty description',
        description: 'The frontmatter description is missing or shorter than 20 characters.',
        fix: 'Write a description of what the skill does and when to use it (100+ characters).',
        why: 'Claude Code reads only the name and description of every skill to decide which one to load; a missing or tiny description means the skill is never chosen.',
        bad: 'description: PDF stuff',
        good: 'description: Fills, merges and splits PDF files. Use when the user asks to fill a PDF form or combine PDFs.',
    },
    {
        id: 'MISSING_TRIGGER',
        title: 'Missing trigger phrase',
        description: 'The description never says when the skill should be used, so the model cannot tell when to load it.',
        fix: 'Add a trigger phrase to the description, e.g. "Use when …" or "Use proactively after …".',
        why: 'The description is the only part of a skill the model sees before it decides to load it; without a "when" it cannot match a request to the skill.',
        bad: 'description: Utilities for PowerPoint decks and their layouts.',
        good: 'description: Builds and edits PowerPoint decks. Use this skill any time a .pptx file is involved.',
    },
    {
        id: 'BLOATED_SKILL',
        title: 'Bloated skill',
        description: 'SKILL.md is over 800 lines and has no references/ folder to move detail into.',
        fix: 'Move long reference material into references/ files and link to them from SKILL.md.',
        why: "All of SKILL.md enters the context when the skill loads; 800 lines of it crowd out the user's own work.",
        bad: 'SKILL.md: 1,200 lines of API tables, no references/ folder.',
        good: 'SKILL.md: the workflow in 150 lines, linking references/api.md for the tables.',
    },
    {
        id: 'ORPHAN_REFERENCE',
        title: 'Orphan reference',
        description: 'A link points into references/ at a file that is not there.',
        fix: 'Add the missing file to references/ or correct the link.',
        why: 'A link to a file that is not there sends the model looking for material that does not exist.',
        bad: 'Read [the field list](references/fields.md) first.   (references/fields.md is missing)',
        good: 'Read [the field list](references/fields.md) first.   (and the file is committed)',
    },
    {
        id: 'DEAD_CROSS_REF',
        title: 'Dead cross-reference',
        description: 'A skills/… cross-reference names a skill folder that does not exist.',
        fix: 'Point the cross-reference at an existing sibling skill, or remove it.',
        why: 'A pointer to a sibling skill that does not exist tells the model to load nothing.',
        bad: 'Afterwards, use skills/release-notes to write the changelog.   (no such skill folder)',
        good: 'Afterwards, use skills/changelog to write the changelog.   (skills/changelog/SKILL.md exists)',
    },
];
const PORTABILITY_RULES = [
    {
        id: 'SKILL_OVER_CODEX_CAP',
        title: 'Over the 8 KiB skill cap of other harnesses',
        description: 'SKILL.md is over 8,192 bytes and has no references/ folder; some harnesses truncate it.',
        fix: 'Move detail into references/ so SKILL.md stays under 8 KiB.',
    },
    {
        id: 'CLAUDE_TOOL_REFS',
        title: 'Claude Code tool names',
        description: 'The skill names Claude Code tools (`Read`, `Bash`, …) that other harnesses call differently.',
        fix: 'Describe the action ("read the file", "run the command") rather than the tool name.',
    },
    {
        id: 'CLAUDE_TOOL_PROSE',
        title: 'Claude Code tool in prose',
        description: 'The prose says "the Read tool" (or similar), tying the skill to one harness.',
        fix: 'Say what to do instead of which harness tool to call.',
    },
];
const registry = new Map();
/** Adds rules (security and specification checks register theirs here). */
function registerRules(rules) {
    for (const r of rules)
        registry.set(r.id, r);
}
registerRules(ANTI_PATTERN_RULES);
registerRules(PORTABILITY_RULES);
/** Every registered rule, sorted by id (rule docs, SARIF, `explain`). */
function allRules() {
    return [...registry.values()].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}
function ruleInfo(id) {
    return registry.get(id);
}
/** The description used in the JSON `anti_patterns[].description`. */
function describe(id) {
    return registry.get(id)?.description ?? id;
}
function fixFor(id) {
    return registry.get(id)?.fix ?? '';
}


/***/ })

};
