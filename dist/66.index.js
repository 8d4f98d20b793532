export const id = 66;
export const ids = [66];
export const modules = {

/***/ 1066:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  qq: () => (/* reexport */ EVALS_DIR),
  Vb: () => (/* reexport */ EVALS_FILE),
  X3: () => (/* reexport */ EVALS_LIMITS),
  KJ: () => (/* reexport */ TRIGGER_SET_NAME),
  I0: () => (/* reexport */ insideSkill),
  Ho: () => (/* binding */ listedFiles),
  KT: () => (/* reexport */ parseEvalSuite),
  lr: () => (/* binding */ parseEvals)
});

// UNUSED EXPORTS: TYPED_KINDS, parseTriggerSet

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
;// CONCATENATED MODULE: ./src/evals/files.ts
// Where a skill's evals are, and how much of them is read: hostile files must cost bounded time,
// memory and tokens.

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
/** A path inside the skill folder (POSIX, normalised), or null when it climbs out or is absolute. */
function insideSkill(rel) {
    const p = rel.trim().replace(/\\/g, '/');
    if (p === '' || external_node_path_.posix.isAbsolute(p) || /^[A-Za-z]:/.test(p))
        return null;
    const n = external_node_path_.posix.normalize(p).replace(/\/$/, '');
    if (n === '.' || n === '..' || n.startsWith('../'))
        return null;
    return n;
}

// EXTERNAL MODULE: ./src/rules/evals/index.ts + 5 modules
var evals = __webpack_require__(1450);
;// CONCATENATED MODULE: ./src/evals/findings.ts


class Problems {
    file;
    findings = [];
    dropped = 0;
    constructor(file) {
        this.file = file;
    }
    add(finding) {
        if (this.findings.length >= EVALS_LIMITS.maxFindingsPerFile) {
            this.dropped++;
            return;
        }
        this.findings.push(finding);
    }
    invalid(path, what) {
        this.add((0,evals/* evalsInvalid */.LG)(this.file, path, what));
    }
    done() {
        if (this.dropped > 0)
            this.findings.push((0,evals/* evalsMoreProblems */.X9)(this.file, this.dropped));
        return this.findings;
    }
}

;// CONCATENATED MODULE: ./src/evals/json.ts
// Reading JSON values leniently: decoding a file within the limits, naming a value's type and
// its JSON path, and taking a string within the length limit.

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
function json_text(value, path, problems, required) {
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

// EXTERNAL MODULE: ./src/parse/safeRegex.ts
var safeRegex = __webpack_require__(5171);
;// CONCATENATED MODULE: ./src/evals/types.ts
const TYPED_KINDS = ['contains', 'not_contains', 'regex'];

;// CONCATENATED MODULE: ./src/evals/suite.ts






function expectation(value, path, index, problems) {
    if (typeof value === 'string') {
        const t = json_text(value, path, problems, true);
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
        const t = json_text(value.text ?? value.value, `${path}.${value.text !== undefined ? 'text' : 'value'}`, problems, true);
        return t === null ? null : { kind: 'statement', name, text: t };
    }
    if (typeof value.type !== 'string' || !TYPED_KINDS.includes(value.type)) {
        problems.invalid(`${path}.type`, `unknown type ${JSON.stringify(value.type).slice(0, 60)} (expected ${TYPED_KINDS.join(', ')})`);
        return null;
    }
    const kind = value.type;
    const v = json_text(value.value, `${path}.value`, problems, true);
    if (v === null)
        return null;
    if (kind === 'regex') {
        const unsafe = (0,safeRegex/* checkSafeRegex */.jn)(v);
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
    const id = caseId(value.id, `${path}.id`, index, seenIds, problems);
    if (id === null)
        return null;
    const prompt = json_text(value.prompt, `${path}.prompt`, problems, true);
    const expectedOutput = json_text(value.expected_output, `${path}.expected_output`, problems, false);
    const files = caseFiles(value.files, `${path}.files`, problems);
    const expectations = caseExpectations(value, path, problems);
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
/** An eval's id (its position when it has none), or null when another eval has it already. */
function caseId(value, path, index, seenIds, problems) {
    let id = String(index + 1);
    if (typeof value === 'number' && Number.isFinite(value))
        id = String(value);
    else if (typeof value === 'string' && value.trim() !== '')
        id = value.trim().slice(0, 100);
    else if (value !== undefined)
        problems.invalid(path, `expected an integer or a string, found ${typeName(value)}`);
    if (seenIds.has(id)) {
        problems.invalid(path, `duplicate id ${JSON.stringify(id)}`);
        return null;
    }
    seenIds.add(id);
    return id;
}
/** The files an eval attaches: inside the skill folder, each once, at most the per-eval limit. */
function caseFiles(value, path, problems) {
    const files = [];
    if (value === undefined || value === null)
        return files;
    if (!Array.isArray(value)) {
        problems.invalid(path, `expected a list of paths, found ${typeName(value)}`);
        return files;
    }
    value.forEach((f, i) => {
        const p = `${path}[${i}]`;
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
    return files;
}
/** An eval's expectations and assertions (both lists are read), at most the per-eval limit. */
function caseExpectations(value, path, problems) {
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
    return expectations;
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
            const mismatch = (0,evals/* evalsSkillNameMismatch */.S1)(file, suiteName, skillName);
            if (mismatch)
                problems.add(mismatch);
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

;// CONCATENATED MODULE: ./src/evals/triggerSet.ts



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
        const query = json_text(item[key], keyPath(path, key), problems, true);
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

;// CONCATENATED MODULE: ./src/evals/parse.ts










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
                if (missing !== undefined)
                    findings.push((0,evals/* evalsMissingFile */.Yw)(snapshot.evals.file, c.id, f, missing));
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


/***/ })

};
