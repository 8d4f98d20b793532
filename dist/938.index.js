export const id = 938;
export const ids = [938];
export const modules = {

/***/ 2381:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   XW: () => (/* binding */ splitFrontmatter)
/* harmony export */ });
/* unused harmony exports PYYAML_LIKE_SCHEMA, PYYAML_SCHEMA, pyyamlScanProblem */
/* harmony import */ var js_yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4281);
/* harmony import */ var js_yaml__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(js_yaml__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8815);
/* harmony import */ var _pytext_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7795);
// Frontmatter the way the reference finds it (spec §1): only when the text starts with `---`,
// cut at the next two occurrences of the substring `---`; YAML parsed with YAML 1.1 booleans
// (yes/no/on/off), as PyYAML's safe_load does.



const YAML11_TRUE = /^(?:true|True|TRUE|yes|Yes|YES|on|On|ON)$/;
const YAML11_BOOL = /^(?:true|True|TRUE|false|False|FALSE|yes|Yes|YES|no|No|NO|on|On|ON|off|Off|OFF)$/;
const yaml11Bool = new (js_yaml__WEBPACK_IMPORTED_MODULE_0___default().Type)('tag:yaml.org,2002:bool', {
    kind: 'scalar',
    resolve: (data) => data !== null && YAML11_BOOL.test(data),
    construct: (data) => YAML11_TRUE.test(data),
    predicate: (obj) => typeof obj === 'boolean',
    represent: { lowercase: (obj) => (obj ? 'true' : 'false') },
    defaultStyle: 'lowercase',
});
/** js-yaml's safe schema with YAML 1.1 booleans (yes/no/on/off), as PyYAML reads them. */
const PYYAML_LIKE_SCHEMA = new (js_yaml__WEBPACK_IMPORTED_MODULE_0___default().Schema)({ include: [(js_yaml__WEBPACK_IMPORTED_MODULE_0___default().DEFAULT_SAFE_SCHEMA)], implicit: [yaml11Bool] });
// PyYAML's own implicit resolvers (yaml/resolver.py) where js-yaml's differ: a float needs a dot
// and a signed exponent (`1e3` is a string), an int may end in `_`, and `=` is the `value` tag,
// which safe_load cannot construct (an error). Used for the reference method's reading only.
const PYYAML_FLOAT = /^(?:[-+]?(?:[0-9][0-9_]*)\.[0-9_]*(?:[eE][-+][0-9]+)?|\.[0-9][0-9_]*(?:[eE][-+][0-9]+)?|[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+\.[0-9_]*|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN))$/;
const PYYAML_INT = /^(?:[-+]?0b[0-1_]+|[-+]?0[0-7_]+|[-+]?(?:0|[1-9][0-9_]*)|[-+]?0x[0-9a-fA-F_]+|[-+]?[1-9][0-9_]*(?::[0-5]?[0-9])+)$/;
/** The number a PyYAML int or float scalar stands for (only its type matters to the rules). */
function pyyamlNumber(data) {
    const v = data.replace(/_/g, '');
    const sign = v.startsWith('-') ? -1 : 1;
    const digits = v.replace(/^[-+]/, '');
    if (/^\.(?:inf)$/i.test(digits))
        return sign * Infinity;
    if (/^\.nan$/i.test(digits))
        return NaN;
    if (digits.includes(':'))
        return sign * digits.split(':').reduce((acc, part) => acc * 60 + Number(part), 0);
    if (digits.startsWith('0b'))
        return sign * parseInt(digits.slice(2) || '0', 2);
    if (digits.startsWith('0x'))
        return sign * parseInt(digits.slice(2) || '0', 16);
    if (/^0[0-7]+$/.test(digits))
        return sign * parseInt(digits, 8);
    return sign * Number(digits);
}
const pyyamlFloat = new (js_yaml__WEBPACK_IMPORTED_MODULE_0___default().Type)('tag:yaml.org,2002:float', {
    kind: 'scalar',
    resolve: (data) => data !== null && PYYAML_FLOAT.test(data),
    construct: pyyamlNumber,
    predicate: (obj) => typeof obj === 'number',
});
const pyyamlInt = new (js_yaml__WEBPACK_IMPORTED_MODULE_0___default().Type)('tag:yaml.org,2002:int', {
    kind: 'scalar',
    resolve: (data) => data !== null && PYYAML_INT.test(data),
    construct: pyyamlNumber,
    predicate: (obj) => typeof obj === 'number' && Number.isInteger(obj),
});
const pyyamlValue = new (js_yaml__WEBPACK_IMPORTED_MODULE_0___default().Type)('tag:yaml.org,2002:value', {
    kind: 'scalar',
    resolve: (data) => data === '=',
    construct: () => {
        throw new Error("could not determine a constructor for the tag 'tag:yaml.org,2002:value'");
    },
});
/** PYYAML_LIKE_SCHEMA with PyYAML's int, float and value resolvers (the reference method). */
const PYYAML_SCHEMA = new (js_yaml__WEBPACK_IMPORTED_MODULE_0___default().Schema)({
    include: [PYYAML_LIKE_SCHEMA],
    implicit: [pyyamlInt, pyyamlFloat, pyyamlValue],
});
/** Scalars that PYYAML_SCHEMA may type differently from PYYAML_LIKE_SCHEMA. */
const PYYAML_TYPING = /[0-9][eE]|=|[0-9]_/;
/** A line that holds only a `#` comment (gray-matter's test for a block with nothing but comments). */
const COMMENT_LINE = /^\s*#[^\n]+/gm;
function parseYaml(text, lastKeyWins, schema) {
    // As gray-matter reads `---\n${text}\n---\n` (text holds no `---`, so the block ends at the
    // appended line): the engine gets the block with its leading newline, a block of nothing but
    // blanks and comments is {} without parsing, and a null document is {}. `json: true` makes a
    // repeated key override, as in PyYAML. Done here rather than through gray-matter, which copies
    // the text into a Buffer on every call and loads its own modules.
    const block = `\n${text}`;
    const empty = text.includes('#') ? block.replace(COMMENT_LINE, '').trim() === '' : text.trim() === '';
    if (empty)
        return {};
    return js_yaml__WEBPACK_IMPORTED_MODULE_0___default().safeLoad(block, { schema, json: lastKeyWins }) ?? {};
}
/**
 * The parser's reason and the SKILL.md line. The YAML text starts on line 1, after `---`; gray-matter
 * hands the engine one more leading newline, so the parser's 0-based line is the file's 1-based one.
 */
function problemOf(err) {
    const e = err;
    const message = typeof e.reason === 'string' && e.reason ? e.reason : String(e.message ?? err).split('\n')[0];
    const line = typeof e.mark?.line === 'number' ? Math.max(1, e.mark.line) : 1;
    return { message, line };
}
/** The last texts split, by text: the loader and the parser both split a SKILL.md. Read-only for callers. */
const recent = new Map();
const RECENT_TEXTS = 8;
/**
 * The frontmatter of a text, as the reference finds it (the same object for the same text read lately: do not change
 * it).
 */
function splitFrontmatter(text) {
    const hit = recent.get(text);
    if (hit)
        return hit;
    const split = splitUncached(text);
    recent.set(text, split);
    if (recent.size > RECENT_TEXTS)
        recent.delete(recent.keys().next().value);
    return split;
}
function splitUncached(text) {
    const none = { found: false, data: undefined, yamlText: '', body: text };
    if (!text.startsWith('---'))
        return none;
    const second = text.indexOf('---', 3);
    if (second < 0)
        return none;
    const yamlText = text.slice(3, second);
    const split = parseBlock(text, yamlText, second, yamlText);
    // PyYAML's reading is worked out only when the reference method asks for it.
    let pyyaml;
    Object.defineProperty(split, 'pyyaml', {
        enumerable: true,
        get: () => (pyyaml === undefined ? (pyyaml = pyyamlSplit(text, yamlText, second)) : pyyaml) ?? undefined,
    });
    return split;
}
/** PyYAML's line breaks that YAML 1.2 (js-yaml) reads as ordinary characters. */
const PYYAML_ONLY_BREAKS = /[\x85\u2028\u2029]/gu;
/**
 * The block as PyYAML's safe_load reads it, when that can differ from js-yaml (null when it
 * cannot). PyYAML's scanner takes NEL, LS and PS for line breaks (its folding keeps the character or
 * a space where js-yaml then reads a newline or a space: the same whitespace to every rule), never
 * skips a tab between tokens (a tab outside quotes, a comment or a block scalar's text is an error:
 * "found character '\t' that cannot start any token"), and wants a quoted scalar followed by a
 * space, a line end or an indicator.
 */
function pyyamlSplit(text, yamlText, second) {
    const breaks = yamlText.search(PYYAML_ONLY_BREAKS) >= 0;
    const tabs = yamlText.includes('\t');
    const quotes = yamlText.includes("'") || yamlText.includes('"');
    const collections = yamlText.includes('[') || yamlText.includes('{') || yamlText.includes('?');
    const typing = PYYAML_TYPING.test(yamlText);
    const long = yamlText.length > PYYAML_MAX_SIMPLE_KEY;
    const unended = (yamlText.includes('|') || yamlText.includes('>')) && !/\n *$/.test(yamlText);
    if (!breaks && !tabs && !quotes && !collections && !typing && !long && !unended)
        return null;
    const pyText = breaks ? yamlText.replace(PYYAML_ONLY_BREAKS, '\n') : yamlText;
    const problem = (tabs || quotes || long ? pyyamlScanProblem(pyText) : null) ?? (collections ? unhashableKey(pyText) : null);
    if (problem)
        return { found: false, data: undefined, yamlText: '', body: text, error: problem };
    const blockAtEnd = unended && endsInBlockScalar(pyText);
    if (!breaks && !typing && !blockAtEnd)
        return null;
    const split = parseBlock(text, yamlText, second, pyText, PYYAML_SCHEMA);
    if (blockAtEnd)
        dropFinalBreak(split.data, lastWrittenKey(pyText));
    return split;
}
/**
 * Whether the block ends inside a block scalar (`|`, `>`, not `-` chomped) with no line break after
 * its last line (the closing `---` on that line): PyYAML then adds no final newline to the value,
 * js-yaml does.
 */
function endsInBlockScalar(yamlText) {
    if (!yamlText.includes('|') && !yamlText.includes('>'))
        return false;
    if (/\n[ ]*$/.test(yamlText))
        return false;
    let header = '';
    let last = '';
    for (const token of new yaml__WEBPACK_IMPORTED_MODULE_1__/* .Lexer */ .JG().lex(yamlText)) {
        if (token === yaml__WEBPACK_IMPORTED_MODULE_1__/* .CST */ .DB.SCALAR || token === yaml__WEBPACK_IMPORTED_MODULE_1__/* .CST */ .DB.DOCUMENT || token === yaml__WEBPACK_IMPORTED_MODULE_1__/* .CST */ .DB.FLOW_END)
            continue;
        const type = yaml__WEBPACK_IMPORTED_MODULE_1__/* .CST */ .DB.tokenType(token);
        if (type === 'block-scalar-header')
            header = token;
        else if (type !== 'newline' && type !== 'space' && type !== 'comment' && type !== undefined)
            header = '';
        last = type ?? 'scalar';
        if (type === undefined && header === '')
            last = 'other';
    }
    return header !== '' && !header.includes('-') && (last === 'scalar' || last === 'space');
}
/**
 * The last top-level value, when it is a string ending in a line break, loses that break. "Last" is
 * the last pair written (`key`, when known): with a duplicated key, the object keeps the key where
 * it first stood, and its value is the last one written.
 */
function dropFinalBreak(data, key) {
    if (typeof data !== 'object' || data === null || Array.isArray(data))
        return;
    const map = data;
    const keys = Object.keys(map);
    const last = key !== undefined && Object.hasOwn(map, key) ? key : keys[keys.length - 1];
    const value = last === undefined ? undefined : map[last];
    if (typeof value === 'string' && value.endsWith('\n'))
        map[last] = value.slice(0, -1);
}
/** The key of the last pair written in a top-level mapping, when it is a plain or quoted string. */
function lastWrittenKey(yamlText) {
    const doc = (0,yaml__WEBPACK_IMPORTED_MODULE_1__/* .parseDocument */ .Tp)(yamlText, { uniqueKeys: false });
    if (!(0,yaml__WEBPACK_IMPORTED_MODULE_1__/* .isMap */ .jh)(doc.contents))
        return undefined;
    const pair = doc.contents.items[doc.contents.items.length - 1];
    return (0,yaml__WEBPACK_IMPORTED_MODULE_1__/* .isScalar */ .jn)(pair?.key) && typeof pair.key.value === 'string' ? pair.key.value : undefined;
}
/** The first place where PyYAML's scanner fails and js-yaml's does not (see pyyamlSplit), or null. */
function pyyamlScanProblem(yamlText) {
    let scalarNext = false;
    let blockNext = false;
    let afterQuoted = false;
    /** Where the scalar that may be a key (before a `:`) started, or -1. */
    let keyStart = -1;
    let flow = 0;
    let offset = 0;
    const at = (message, index) => ({ message, line: countLines(yamlText, index) });
    const tabAt = (index) => at("found character '\\t' that cannot start any token", index);
    for (const token of new yaml__WEBPACK_IMPORTED_MODULE_1__/* .Lexer */ .JG().lex(yamlText)) {
        const start = offset;
        if (token !== yaml__WEBPACK_IMPORTED_MODULE_1__/* .CST */ .DB.SCALAR && token !== yaml__WEBPACK_IMPORTED_MODULE_1__/* .CST */ .DB.DOCUMENT && token !== yaml__WEBPACK_IMPORTED_MODULE_1__/* .CST */ .DB.FLOW_END)
            offset += token.length;
        if (token === yaml__WEBPACK_IMPORTED_MODULE_1__/* .CST */ .DB.SCALAR) {
            if (afterQuoted)
                return at('expected a space or an indicator after a quoted scalar', start);
            scalarNext = true;
            continue;
        }
        const type = yaml__WEBPACK_IMPORTED_MODULE_1__/* .CST */ .DB.tokenType(token);
        if (scalarNext) {
            scalarNext = false;
            if (blockNext) {
                blockNext = false;
                keyStart = -1;
                const tab = blockScalarTab(token);
                if (tab >= 0)
                    return tabAt(start + tab);
            }
            else {
                if (token.includes('\t'))
                    return tabAt(start + token.indexOf('\t'));
                keyStart = start;
            }
            afterQuoted = false;
            continue;
        }
        if (type === 'single-quoted-scalar' || type === 'double-quoted-scalar') {
            if (afterQuoted)
                return at('expected a space or an indicator after a quoted scalar', start);
            afterQuoted = true;
            keyStart = start;
            continue;
        }
        if (type === 'space') {
            if (token.includes('\t'))
                return tabAt(start + token.indexOf('\t'));
            continue; // a scalar after a quoted one and spaces is an error too (`d: "x" b:`)
        }
        if (type === 'map-value-ind' && flow === 0 && keyStart >= 0 && start - keyStart > PYYAML_MAX_SIMPLE_KEY) {
            // PyYAML forgets a possible simple key more than 1024 characters back: "could not find expected ':'".
            return at("could not find expected ':' (a key longer than 1024 characters)", keyStart);
        }
        if (type === 'flow-map-start' || type === 'flow-seq-start')
            flow++;
        else if ((type === 'flow-map-end' || type === 'flow-seq-end') && flow > 0)
            flow--;
        if (type === 'block-scalar-header') {
            blockNext = true;
            if (token.includes('\t'))
                return tabAt(start);
        }
        else if (type !== 'comment' && token.includes('\t')) {
            return tabAt(start + token.indexOf('\t')); // comments may hold tabs
        }
        afterQuoted = false;
        keyStart = -1;
    }
    return null;
}
/** How far back PyYAML's scanner keeps a possible simple key (yaml/scanner.py, stale_possible_simple_keys). */
const PYYAML_MAX_SIMPLE_KEY = 1024;
/**
 * A mapping key that is a list or a mapping: PyYAML's constructor fails on it ("found unhashable
 * key"), js-yaml turns it into a string. Null when there is none (or the document does not parse).
 */
function unhashableKey(yamlText) {
    const doc = (0,yaml__WEBPACK_IMPORTED_MODULE_1__/* .parseDocument */ .Tp)(yamlText, { uniqueKeys: false, version: '1.1' });
    if (doc.errors.length > 0)
        return null;
    let problem = null;
    (0,yaml__WEBPACK_IMPORTED_MODULE_1__/* .visit */ .YR)(doc, {
        Pair(_, pair) {
            const key = pair.key;
            if ((0,yaml__WEBPACK_IMPORTED_MODULE_1__/* .isMap */ .jh)(key) || (0,yaml__WEBPACK_IMPORTED_MODULE_1__/* .isSeq */ .oP)(key)) {
                problem = { message: 'found unhashable key', line: countLines(yamlText, key.range?.[0] ?? 0) };
                return yaml__WEBPACK_IMPORTED_MODULE_1__/* .visit */ .YR.BREAK;
            }
            return undefined;
        },
    });
    return problem;
}
/**
 * Offset of a tab that ends a block scalar's text and then starts a token (PyYAML's error), or -1:
 * a tab before the scalar's indentation (the leading spaces of its first non-blank line, at least
 * one: the frontmatter's keys are at column 0) is reached.
 */
function blockScalarTab(source) {
    let indent = -1;
    let lineStart = 0;
    while (lineStart <= source.length) {
        let end = source.indexOf('\n', lineStart);
        if (end < 0)
            end = source.length;
        let spaces = 0;
        while (source[lineStart + spaces] === ' ')
            spaces++;
        const next = source[lineStart + spaces];
        // The first text line sets the indentation with its spaces (a tab after them is text); a line
        // indented less ends the scalar, and a tab there then starts a token.
        if (next === '\t' && (indent < 0 ? spaces === 0 : spaces < indent))
            return lineStart + spaces;
        if (indent < 0 && lineStart + spaces < end)
            indent = spaces;
        lineStart = end + 1;
    }
    return -1;
}
/** 1-based line (of SKILL.md: the block starts on its first line) of an offset in the block. */
function countLines(s, index) {
    return 1 + (0,_pytext_js__WEBPACK_IMPORTED_MODULE_2__/* .countChar */ .El)(s.slice(0, index), '\n');
}
/**
 * The blocks parsed last with PYYAML_LIKE_SCHEMA, by their text: each edit of a skill the advice
 * scores again that leaves its frontmatter alone has the same block (only the PyYAML reading,
 * which changes its data, is never kept).
 */
const recentBlocks = new Map();
const RECENT_BLOCKS = 64;
/** The split of `text` with the YAML block `yamlText` (ending at `second`), parsed from `parsed`. */
function parseBlock(text, yamlText, second, parsed, schema = PYYAML_LIKE_SCHEMA) {
    const kept = schema === PYYAML_LIKE_SCHEMA ? recentBlocks.get(parsed) : undefined;
    if (kept !== undefined)
        return foundSplit(text, yamlText, second, kept);
    const none = { found: false, data: undefined, yamlText: '', body: text };
    let data;
    let duplicateKey;
    try {
        data = parseYaml(parsed, false, schema);
    }
    catch (err) {
        const problem = problemOf(err);
        if (problem.message !== 'duplicated mapping key')
            return { ...none, error: problem };
        duplicateKey = problem;
        try {
            data = parseYaml(parsed, true, schema);
        }
        catch (again) {
            return { ...none, error: problemOf(again) };
        }
    }
    const block = { data: data ?? {}, ...(duplicateKey ? { duplicateKey } : {}) };
    if (schema === PYYAML_LIKE_SCHEMA) {
        recentBlocks.set(parsed, block);
        if (recentBlocks.size > RECENT_BLOCKS)
            recentBlocks.delete(recentBlocks.keys().next().value);
    }
    return foundSplit(text, yamlText, second, block);
}
function foundSplit(text, yamlText, second, block) {
    return {
        found: true,
        data: block.data,
        yamlText,
        body: text.slice(second + 3),
        ...(block.duplicateKey ? { duplicateKey: block.duplicateKey } : {}),
    };
}


/***/ }),

/***/ 9332:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AK: () => (/* binding */ FENCE),
/* harmony export */   AR: () => (/* binding */ eachContentWord),
/* harmony export */   AZ: () => (/* binding */ IN_FENCE),
/* harmony export */   DU: () => (/* binding */ leavesNoOpenBlock),
/* harmony export */   IJ: () => (/* binding */ fenceMarker),
/* harmony export */   LT: () => (/* binding */ codeAt),
/* harmony export */   N0: () => (/* binding */ readDoc),
/* harmony export */   Qn: () => (/* binding */ nextWord),
/* harmony export */   SL: () => (/* binding */ specificWords),
/* harmony export */   Vf: () => (/* binding */ hasWord),
/* harmony export */   W_: () => (/* binding */ PROSE),
/* harmony export */   ZF: () => (/* binding */ contentWords),
/* harmony export */   e: () => (/* binding */ wordCount),
/* harmony export */   jv: () => (/* binding */ proseOf),
/* harmony export */   pV: () => (/* binding */ hasSubstance),
/* harmony export */   rw: () => (/* binding */ splitInlineCode),
/* harmony export */   uO: () => (/* binding */ lineOffset),
/* harmony export */   x2: () => (/* binding */ proseAt)
/* harmony export */ });
/* unused harmony exports proseAndCodeAt, collapse, STOPWORDS, wordKey, SUBSTANCE */
// Reading a markdown document the way its reader does: prose apart from code (fenced blocks and
// inline code spans are examples, not instructions or links), headings with the content under
// them, content words. Every function here is one pass over its input.
/** What a line of a markdown document is. */
const PROSE = 0;
/** A fence marker line (``` or ~~~ opening or closing a block). */
const FENCE = 1;
/** Inside a fenced block (not the markers themselves). */
const IN_FENCE = 2;
/** A line with inline code spans blanked out; '' for fence and fenced lines. */
function proseAt(doc, i) {
    if (doc.kind[i] !== PROSE)
        return '';
    return doc.ticks[i] === 1 ? splitInlineCode(doc.raw[i]).prose : doc.raw[i];
}
/** The text of a line's inline code spans (joined by spaces), or the whole line inside a fence. */
function codeAt(doc, i) {
    const k = doc.kind[i];
    if (k === IN_FENCE)
        return doc.raw[i];
    if (k === FENCE)
        return '';
    return doc.ticks[i] === 1 ? splitInlineCode(doc.raw[i]).code : '';
}
/** proseAt and codeAt of a line at once. */
function proseAndCodeAt(doc, i) {
    if (doc.kind[i] === PROSE && doc.ticks[i] === 1)
        return splitInlineCode(doc.raw[i]);
    return { prose: proseAt(doc, i), code: codeAt(doc, i) };
}
/** The fence marker a line opens or closes with (``` or ~~~, three or more), or null. */
function fenceMarker(line) {
    // A marker starts with up to three spaces, then ` or ~: most lines are ruled out by their first character.
    const first = line.charCodeAt(0);
    if (first !== 0x20 && first !== 0x60 && first !== 0x7e)
        return null;
    let i = 0;
    while (i < line.length && i < 4 && line[i] === ' ')
        i++;
    const c = line[i];
    if (c !== '`' && c !== '~')
        return null;
    let j = i;
    while (j < line.length && line[j] === c)
        j++;
    if (j - i < 3)
        return null;
    return { char: c, len: j - i, info: line.slice(j).trim() };
}
/** Blanks inline code spans (`…`, ``…``) out of a line; returns the prose and the code text. */
function splitInlineCode(line) {
    if (!line.includes('`'))
        return { prose: line, code: '' };
    let prose = '';
    const code = [];
    let i = 0;
    while (i < line.length) {
        if (line[i] !== '`') {
            const next = line.indexOf('`', i);
            const end = next < 0 ? line.length : next;
            prose += line.slice(i, end);
            i = end;
            continue;
        }
        let run = i;
        while (run < line.length && line[run] === '`')
            run++;
        const ticks = line.slice(i, run);
        const close = line.indexOf(ticks, run);
        if (close < 0) {
            // An unmatched run is literal text.
            prose += ticks;
            i = run;
            continue;
        }
        code.push(line.slice(run, close));
        prose += ' '.repeat(close + ticks.length - i);
        i = close + ticks.length;
    }
    return { prose, code: code.join(' ') };
}
const HEADING_START = /^ {0,3}(#{1,6})[ \t]+/;
/**
 * `s` without a closing run of #s and the whitespace after it (what replace(/#+\s*$/, '') does, by hand: the regex
 * retries the run from each #).
 */
function stripClosingHashes(s) {
    let end = s.length;
    while (end > 0 && /\s/.test(s[end - 1]))
        end--;
    let start = end;
    while (start > 0 && s.charCodeAt(start - 1) === 0x23)
        start--;
    return start === end ? s : s.slice(0, start);
}
/**
 * Whether readDoc reads the lines after `line` as it would after any other line of its kind: it
 * opens no fenced block and is no heading (a line before any heading marks no heading's content).
 */
function leavesNoOpenBlock(line) {
    return fenceMarker(line) === null && !HEADING_START.test(line);
}
/** The document's lines, code blocks and headings, in one pass. */
function readDoc(text) {
    const split = text.split('\n');
    const raw = text.includes('\r') ? split.map((l) => (l.endsWith('\r') ? l.slice(0, -1) : l)) : split;
    const kind = new Uint8Array(raw.length);
    const ticks = new Uint8Array(raw.length);
    const blocks = [];
    const headings = [];
    let open = null;
    for (let index = 0; index < raw.length; index++) {
        const line = raw[index];
        const marker = fenceMarker(line);
        if (open) {
            if (marker && marker.char === open.char && marker.len >= open.len && marker.info === '') {
                open = null;
                kind[index] = FENCE;
            }
            else {
                if (line.trim() !== '') {
                    open.block.contentLines++;
                    if (headings.length > 0)
                        headings[headings.length - 1].hasContent = true;
                }
                kind[index] = IN_FENCE;
            }
            continue;
        }
        if (marker) {
            const lang = /^[\w+#.-]*/u.exec(marker.info)?.[0] ?? '';
            const block = { lang: lang.toLowerCase(), contentLines: 0 };
            blocks.push(block);
            open = { char: marker.char, len: marker.len, block };
            kind[index] = FENCE;
            continue;
        }
        if (line.includes('`'))
            ticks[index] = 1;
        const c = line.charCodeAt(0);
        const h = c === 0x20 || c === 0x23 ? HEADING_START.exec(line) : null;
        if (h) {
            headings.push({
                level: h[1].length,
                title: collapse(stripClosingHashes(line.slice(h[0].length))).toLowerCase(),
                line: index,
                hasContent: false,
            });
        }
        else if (headings.length > 0 && line.trim() !== '') {
            headings[headings.length - 1].hasContent = true;
        }
    }
    return { text, raw, kind, ticks, blocks, headings };
}
function collapse(s) {
    return s.replace(/\s+/g, ' ').trim();
}
/** Offset of the first character of line `line` (0-based) in `text`, or -1 when it has fewer lines. */
function lineOffset(text, line) {
    let offset = 0;
    for (let i = 0; i < line && offset >= 0; i++)
        offset = text.indexOf('\n', offset) + 1 || -1;
    return offset;
}
/**
 * The prose of a document from line `from` on, as one string with the document's lines (lines
 * before `from`, fence lines and fenced lines are empty): a word or a phrase without a line break
 * is found in it exactly where it is in the prose of a line.
 */
function proseOf(doc, from = 0) {
    const n = doc.raw.length;
    if (doc.blocks.length === 0 && !doc.text.includes('`') && !doc.text.includes('\r')) {
        // Plain text: the prose is the text itself.
        const offset = lineOffset(doc.text, from);
        if (offset < 0 || from >= n)
            return '\n'.repeat(Math.max(0, n - 1));
        return '\n'.repeat(from) + doc.text.slice(offset);
    }
    const parts = new Array(n);
    for (let i = 0; i < n; i++)
        parts[i] = i >= from ? proseAt(doc, i) : '';
    return parts.join('\n');
}
/** Function words and words that say nothing about what a skill does or when (pushy filler included). */
const STOPWORDS = new Set(('a an the and or but nor so yet of to in on at by for from with without into onto over under about as is are was were be been being ' +
    'it its this that these those there here then than thus also just very really quite any all each every some such other another more most ' +
    'can could should would may might must will shall do does did done has have had not no yes if when whenever while where which who whom whose what why how ' +
    'i you your yours we our us they them their he she his her me my mine one ones etc e.g i.e via per up out off too only own same both either neither ' +
    'use uses used using usage skill skills claude user users agent model this tool tools ' +
    'proactively automatically always never trigger triggers triggered triggering invoke invoked invoking activate activates auto automatic ' +
    'help helps helping assist assists various several many much lots things thing stuff like need needs needed want wants').split(' '));
/** Words too generic to name a situation on their own (the stuff of nonsense "for X, when Y" lists). */
const GENERIC = new Set(('working work works task tasks file files building build creating create testing test debugging debug deploying deploy configuring configure ' +
    'setting set implementing implement doing making make handling handle managing manage running run writing write reading read ' +
    'stuff general generic anything everything something code coding project projects development developing').split(' '));
// A word, as contentWords and wordCount find it by hand: a match of /[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu.
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
/** A word's comparison form: lower case, a plural or possessive `s` dropped. */
function wordKey(w) {
    let k = w.toLowerCase().replace(/['’]s$/, '');
    if (k.length > 4 && k.endsWith('s') && !k.endsWith('ss'))
        k = k.slice(0, -1);
    return k;
}
/** Content words of a text (lower-cased keys), in order, with repeats. CJK runs count a word per two characters. */
function contentWords(text) {
    const out = [];
    eachContentWord(text, (w) => out.push(w));
    return out;
}
/** The content words of a word (a match of the word pattern): its key, none for a stop word, pairs of a CJK run. */
function wordContent(word, visit) {
    const w = withoutSuspendedHyphen(word);
    if (CJK.test(w)) {
        for (let i = 0; i < w.length; i += 2)
            visit(w.slice(i, i + 2));
        return;
    }
    const lower = w.toLowerCase();
    if (lower.length < 3 || STOPWORDS.has(lower))
        return;
    visit(wordKey(lower));
}
/**
 * A word without the hyphens it ends with: the first part of a compound whose second part is written
 * once for several ("function-, class- or line-focused" names functions and classes), not a word of
 * its own.
 */
function withoutSuspendedHyphen(w) {
    let end = w.length;
    while (end > 0 && w.charCodeAt(end - 1) === 0x2d)
        end--;
    return end === w.length ? w : w.slice(0, end);
}
/** wordContent for a word of ASCII letters, numbers, apostrophes and hyphens (no CJK, no ’). */
function asciiWordContent(word, visit) {
    const w = withoutSuspendedHyphen(word);
    if (w.length < 3)
        return;
    const lower = w.toLowerCase();
    if (STOPWORDS.has(lower))
        return;
    const end = lower.length;
    let k = end >= 2 && lower.charCodeAt(end - 1) === 0x73 && lower.charCodeAt(end - 2) === 0x27 ? lower.slice(0, -2) : lower;
    if (k.length > 4 && k.endsWith('s') && !k.endsWith('ss'))
        k = k.slice(0, -1);
    visit(k);
}
/** A UTF-16 unit that is an ASCII letter or number. */
function isAsciiAlnum(c) {
    return (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a) || (c >= 0x30 && c <= 0x39);
}
/** Whether the code point at `i` is a letter or a number (\p{L}\p{N}), for units outside ASCII. */
function letterOrNumberAt(text, i) {
    LETTER_OR_NUMBER_AT.lastIndex = i;
    return LETTER_OR_NUMBER_AT.test(text);
}
/** Units of the code point at `i`: 2 for a surrogate pair, else 1 (a lone surrogate is one, as under the u flag). */
function unitsAt(text, i) {
    const c = text.charCodeAt(i);
    return c >= 0xd800 && c <= 0xdbff && i + 1 < text.length && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00 ? 2 : 1;
}
/**
 * contentWords, each word handed to `visit` in order: the matches of the word pattern found by hand (a match
 * object per word was most of the cost of matchAll), the words of ASCII alone read without regexes.
 */
function eachContentWord(text, visit) {
    const n = text.length;
    let i = 0;
    while (i < n) {
        const c = text.charCodeAt(i);
        const starts = c < 0x80 ? isAsciiAlnum(c) : letterOrNumberAt(text, i);
        if (!starts) {
            i += c < 0x80 ? 1 : unitsAt(text, i);
            continue;
        }
        const start = i;
        let ascii = c < 0x80;
        i += ascii ? 1 : unitsAt(text, i);
        while (i < n) {
            const d = text.charCodeAt(i);
            if (d < 0x80) {
                if (!isAsciiAlnum(d) && d !== 0x27 && d !== 0x2d)
                    break;
                i++;
            }
            else if (d === 0x2019 || letterOrNumberAt(text, i)) {
                ascii = false;
                i += unitsAt(text, i);
            }
            else
                break;
        }
        const w = text.slice(start, i);
        if (ascii)
            asciiWordContent(w, visit);
        else
            wordContent(w, visit);
    }
}
/** Content words that name something specific (not generic activity words). */
function specificWords(text) {
    return contentWords(text).filter((w) => !GENERIC.has(w) && !GENERIC.has(w + 's'));
}
/** A letter or a number ([\p{L}\p{N}]) at a given offset, for code points outside ASCII. */
const LETTER_OR_NUMBER_AT = /[\p{L}\p{N}]/uy;
/**
 * How many matches of the word pattern a text holds, counted by hand (a match object per word is most of the
 * cost of matchAll): a match starts at a letter or number that no match runs through, and runs on
 * over letters, numbers, apostrophes and hyphens.
 */
function wordCount(text) {
    let n = 0;
    let inWord = false;
    for (let i = 0; i < text.length; i++) {
        const c = text.charCodeAt(i);
        if (c < 0x80) {
            if ((c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a) || (c >= 0x30 && c <= 0x39)) {
                if (!inWord)
                    n++;
                inWord = true;
            }
            else if (c !== 0x27 && c !== 0x2d) {
                inWord = false;
            }
            continue;
        }
        // One code point (a surrogate pair is one, a lone surrogate is one too, as under the u flag).
        const pair = c >= 0xd800 && c <= 0xdbff && i + 1 < text.length && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00;
        LETTER_OR_NUMBER_AT.lastIndex = i;
        if (LETTER_OR_NUMBER_AT.test(text)) {
            if (!inWord)
                n++;
            inWord = true;
        }
        else if (c !== 0x2019) {
            inWord = false;
        }
        if (pair)
            i++;
    }
    return n;
}
/** Whether a UTF-16 unit is a word character of a regex without the u and i flags ([A-Za-z0-9_]). */
function isAsciiWordUnit(c) {
    return (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a) || (c >= 0x30 && c <= 0x39) || c === 0x5f;
}
/**
 * The first offset at or after `from` where `w` matches as its regex would (/\bword\b/, or without
 * either \b; the leftmost match), or -1: found by indexOf rather than a regex tried at every offset.
 */
function nextWord(text, w, from) {
    for (let at = text.indexOf(w.text, from); at >= 0; at = text.indexOf(w.text, at + 1)) {
        if (w.boundaryBefore && at > 0 && isAsciiWordUnit(text.charCodeAt(at - 1)))
            continue;
        const end = at + w.text.length;
        if (w.boundaryAfter && end < text.length && isAsciiWordUnit(text.charCodeAt(end)))
            continue;
        return at;
    }
    return -1;
}
/**
 * Whether `text` holds one of `words` with a word boundary (\b, ASCII) before it, and after it when
 * `whole`: what /\b(?:w1|w2|…)\b/.test(text) (or without the last \b) says, for words that start and
 * end with a word character.
 */
function hasWord(text, words, whole) {
    for (const w of words)
        if (nextWord(text, { text: w, boundaryBefore: true, boundaryAfter: whole }, 0) >= 0)
            return true;
    return false;
}
/** Below these a file holds no real content: a placeholder ("x", "TODO"), a stub, or padding. */
const SUBSTANCE = { minChars: 60, minDistinctWords: 8, minDistinctRatio: 0.2, minBinaryBytes: 64 };
const PLACEHOLDER = /^(?:x+|todo|tbd|tba|wip|placeholder|coming soon|lorem ipsum|stub|empty|n\/a|\.+|-+)\b/i;
/** Strict UTF-8 (each call decodes a whole file, so nothing carries over between calls). */
const STRICT_UTF8 = new TextDecoder('utf-8', { fatal: true });
/** ASCII units that do not count as visible: \s and the markup punctuation of SUBSTANCE's count. */
const INVISIBLE_ASCII = new Uint8Array(128);
for (const ch of '\t\n\v\f\r #*_`>|=~[]()!:.,;\'"-')
    INVISIBLE_ASCII[ch.charCodeAt(0)] = 1;
/** \s (no u flag) at one offset, for units outside ASCII. */
const SPACE_AT = /\s/y;
/** A word of the distinct-word count: two or more letters, numbers or underscores. */
const SUBSTANCE_WORD = /[\p{L}\p{N}_]{2,}/gu;
/**
 * How many UTF-16 units of `text` are neither white space nor markup punctuation, counted up to
 * `cap`: what the length of text.replace(/[\s#*_`>|=~[\]()!:.,;'"-]+/g, '') says, up to `cap`.
 */
function visibleUnits(text, cap) {
    let n = 0;
    for (let i = 0; i < text.length && n < cap; i++) {
        const c = text.charCodeAt(i);
        if (c < 0x80) {
            if (INVISIBLE_ASCII[c] === 0)
                n++;
            continue;
        }
        SPACE_AT.lastIndex = i;
        if (!SPACE_AT.test(text))
            n++;
    }
    return n;
}
/**
 * Whether the words of `text` are varied enough: at least minDistinctWords distinct (lower-cased),
 * and either 40 distinct or a distinct share of minDistinctRatio. Stops reading at the 40th
 * distinct word, where the answer is known.
 */
function variedWords(text) {
    const distinct = new Set();
    let count = 0;
    SUBSTANCE_WORD.lastIndex = 0;
    for (let m = SUBSTANCE_WORD.exec(text); m !== null; m = SUBSTANCE_WORD.exec(text)) {
        count++;
        distinct.add(m[0].toLowerCase());
        if (distinct.size >= 40)
            return true;
    }
    if (distinct.size < SUBSTANCE.minDistinctWords)
        return false;
    return distinct.size / count >= SUBSTANCE.minDistinctRatio;
}
/** Whether a file's bytes hold real content (text with enough distinct words, or a non-trivial binary). */
function hasSubstance(bytes) {
    let text;
    try {
        text = STRICT_UTF8.decode(bytes);
    }
    catch {
        return bytes.length >= SUBSTANCE.minBinaryBytes;
    }
    if (text.includes('\u0000'))
        return bytes.length >= SUBSTANCE.minBinaryBytes;
    // Only whether the visible text reaches 60 and 200 units matters.
    const visible = visibleUnits(text, 200);
    if (visible < SUBSTANCE.minChars)
        return false;
    if (visible < 200 && PLACEHOLDER.test(text.trim()))
        return false;
    return variedWords(text);
}


/***/ }),

/***/ 4651:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   My: () => (/* binding */ holdsText),
/* harmony export */   j_: () => (/* binding */ sharedLineKeysOfDoc),
/* harmony export */   qD: () => (/* binding */ sharedLineKeys)
/* harmony export */ });
/* unused harmony exports MIN_SHARED_LINE_CHARS, normaliseSharedLine, lineKey */
/* harmony import */ var _mentions_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(758);
/* harmony import */ var _document_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9332);
/* harmony import */ var _specified_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1879);
/* harmony import */ var _text_whiteSpace_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1154);
// Paragraphs of a SKILL.md that can be boilerplate shared between the skills of one collection (the
// sibling skill folders of a repository or plugin), each reduced to a numeric key. The reading
// layer counts the keys of every skill of a collection once (src/read/collection.ts) and keeps only
// the keys; REPEATED_BOILERPLATE looks the skill's own keys up. Both go through this one function,
// so that a paragraph matches exactly when its normalised text does (but for a hash collision, about
// one in 2^52). A paragraph (its lines joined: where it is wrapped is no part of what it says) is
// one unit of text, as a list item, a table row or a line of code is.




/** Shorter paragraphs (after normalising) are ordinary phrases such as "Do not use it for:", never boilerplate. */
const MIN_SHARED_LINE_CHARS = 30;
/** A list marker or a block quote marker, with the whitespace after it. */
const LEADING_MARK = /^(?:\s*(?:[-*+>]|\d+[.)]))+\s+/;
const HEADING = /^ {0,3}#{1,6}(?:\s|$)/;
const TABLE_SEPARATOR = /^\|?[\s:|-]+\|?$/;
const HTML_COMMENT_ONLY = /^<!--.*-->$/;
/** A line whose first visible character may open a table separator (| : -) or an HTML comment (<). */
const MAY_BE_MARKUP_ONLY = /^\s*[|:<-]/;
const LETTER = /\p{L}/u;
/** A paragraph as compared across skills: no list marker, whitespace collapsed, lower-cased. */
function normaliseSharedLine(raw) {
    return raw.replace(LEADING_MARK, '').replace(/\s+/g, ' ').trim().toLowerCase();
}
/** The seeds of lineKey's two hashes. */
const SEED_A = 0x811c9dc5;
const SEED_B = 0x9747b28c;
/** lineKey's first hash (FNV-1a) after one more unit. */
const stepA = (a, c) => Math.imul(a ^ c, 0x01000193);
/** lineKey's second hash (murmur-style) after one more unit. */
function stepB(b, c) {
    const m = Math.imul(b ^ c, 0x5bd1e995);
    return m ^ (m >>> 13);
}
/** The two hashes as one safe integer. */
const keyOf = (a, b) => (a >>> 0) * 0x100000 + ((b >>> 0) & 0xfffff);
/**
 * A 52-bit key of a string: two 32-bit multiplicative hashes (FNV-1a and a murmur-style mix) side
 * by side, kept as one safe integer so that a collection's counts hold numbers, not texts.
 */
function lineKey(s) {
    let a = SEED_A;
    let b = SEED_B;
    for (let i = 0; i < s.length; i++) {
        const c = s.charCodeAt(i);
        a = stepA(a, c);
        b = stepB(b, c);
    }
    return keyOf(a, b);
}
/** Whether a line is blank (only white space), without the copy trim() makes. */
function isBlank(raw) {
    for (let i = 0; i < raw.length; i++)
        if (!(0,_text_whiteSpace_js__WEBPACK_IMPORTED_MODULE_3__/* .isWhiteSpace */ .i)(raw.charCodeAt(i)))
            return false;
    return true;
}
/**
 * Whether a line that is not blank is markup only: a table separator or a lone HTML comment, as
 * TABLE_SEPARATOR and HTML_COMMENT_ONLY read it with its white space collapsed and trimmed. Read in
 * place (the collapsed copy was garbage per list item): the separator is a line of white space,
 * `|`, `:` and `-` alone; the comment a line that, trimmed, opens with `<!--` and closes with `-->`
 * after it (collapsing keeps both, and keeps them apart).
 */
function markupOnly(raw) {
    let separator = true;
    for (let i = 0; i < raw.length && separator; i++) {
        const c = raw.charCodeAt(i);
        separator = c === 0x7c || c === 0x3a || c === 0x2d || (0,_text_whiteSpace_js__WEBPACK_IMPORTED_MODULE_3__/* .isWhiteSpace */ .i)(c);
    }
    if (separator)
        return true;
    let start = 0;
    let end = raw.length;
    while ((0,_text_whiteSpace_js__WEBPACK_IMPORTED_MODULE_3__/* .isWhiteSpace */ .i)(raw.charCodeAt(start)))
        start++;
    while ((0,_text_whiteSpace_js__WEBPACK_IMPORTED_MODULE_3__/* .isWhiteSpace */ .i)(raw.charCodeAt(end - 1)))
        end--;
    return end - start >= 7 && raw.startsWith('<!--', start) && raw.endsWith('-->', end);
}
/**
 * Whether a line says something: not blank, not a fence line, and in prose not a heading, a table
 * separator, a rule or a lone HTML comment. REPEATED_BOILERPLATE's finding counts its shared
 * paragraphs among the units of such lines: a heading names what follows and a fence wraps it, so
 * empty headings and empty code blocks are none.
 */
function holdsText(doc, i) {
    const raw = doc.raw[i];
    const k = doc.kind[i];
    if (k === _document_js__WEBPACK_IMPORTED_MODULE_1__/* .FENCE */ .AK || isBlank(raw))
        return false;
    if (k !== _document_js__WEBPACK_IMPORTED_MODULE_1__/* .PROSE */ .W_)
        return true;
    if (HEADING.test(raw))
        return false;
    // Only a line opening on one of these can be a separator or a comment: most lines are known at once.
    if (!MAY_BE_MARKUP_ONLY.test(raw))
        return true;
    return !markupOnly(raw);
}
/** A paragraph's lines joined, normalised; null when it cannot be boilerplate. */
function sharedText(doc, from, to) {
    const joined = (0,_specified_js__WEBPACK_IMPORTED_MODULE_2__/* .paragraphText */ .ex)(doc, from, to);
    // A text shorter than the minimum cannot reach it after normalising (lower-casing at most doubles it).
    if (joined.length * 2 < MIN_SHARED_LINE_CHARS)
        return null;
    const n = normaliseSharedLine(joined);
    if (n.length < MIN_SHARED_LINE_CHARS || TABLE_SEPARATOR.test(n) || HTML_COMMENT_ONLY.test(n))
        return null;
    return LETTER.test(n) ? n : null;
}
/** A paragraph's key through its normalised text (sharedText); null when it cannot be boilerplate. */
function paragraphKeyOfText(doc, from, to) {
    const n = sharedText(doc, from, to);
    return n === null ? null : { key: lineKey(n), chars: n.length };
}
/** A unit LEADING_MARK can consume: white space, a list or quote mark, a digit, `.` or `)`. */
function markUnit(c) {
    return ((0,_text_whiteSpace_js__WEBPACK_IMPORTED_MODULE_3__/* .isWhiteSpace */ .i)(c) ||
        c === 0x2d ||
        c === 0x2a ||
        c === 0x2b ||
        c === 0x3e ||
        c === 0x2e ||
        c === 0x29 ||
        (c >= 0x30 && c <= 0x39));
}
/**
 * Where LEADING_MARK's match ends in a paragraph opening with the line `first` (0: none), or -1 when
 * the match could run on into the next line. It consumes mark units only, so a line holding
 * another unit decides it alone.
 */
function markEnd(first) {
    let i = 0;
    while (i < first.length && markUnit(first.charCodeAt(i)))
        i++;
    if (i === first.length)
        return -1;
    const m = LEADING_MARK.exec(first);
    return m === null ? 0 : m[0].length;
}
/**
 * paragraphKeyOfText read in place, without the joined and normalised copies it makes of every
 * paragraph: the units of the lines joined by spaces, from the end of the list marker on, white
 * space collapsed and trimmed, ASCII letters lower-cased, hashed as lineKey hashes them, with what
 * sharedText asks of the text noted on the way (its length, whether it is all separator units, how
 * it opens and closes, a letter). Undefined when the paragraph holds a unit outside ASCII that is
 * no white space (lower-casing it is Unicode's), or a marker that may run on: it is read through
 * the text instead.
 */
function asciiParagraphKey(doc, from, to) {
    const first = markEnd(doc.raw[from]);
    if (first < 0)
        return undefined;
    let a = SEED_A;
    let b = SEED_B;
    let chars = 0;
    let space = false;
    let separator = true;
    let letter = false;
    let head = 0;
    let tail = 0;
    for (let j = from; j <= to; j++) {
        const line = doc.raw[j];
        // The space joining a line to the one before it is white space like any other.
        if (j > from && chars > 0)
            space = true;
        for (let i = j === from ? first : 0; i < line.length; i++) {
            let c = line.charCodeAt(i);
            if ((0,_text_whiteSpace_js__WEBPACK_IMPORTED_MODULE_3__/* .isWhiteSpace */ .i)(c)) {
                space = chars > 0;
                continue;
            }
            if (c >= 0x80)
                return undefined;
            if (c >= 0x41 && c <= 0x5a)
                c += 0x20;
            if (space) {
                a = stepA(a, 0x20);
                b = stepB(b, 0x20);
                if (chars < 4)
                    head = head * 0x100 + 0x20;
                tail = ((tail << 8) | 0x20) & 0xffffff;
                chars++;
                space = false;
            }
            a = stepA(a, c);
            b = stepB(b, c);
            if (chars < 4)
                head = head * 0x100 + c;
            tail = ((tail << 8) | c) & 0xffffff;
            chars++;
            separator &&= c === 0x7c || c === 0x3a || c === 0x2d;
            letter ||= c >= 0x61 && c <= 0x7a;
        }
    }
    // The checks of sharedText: TABLE_SEPARATOR (all `|`, `:`, `-` and spaces), HTML_COMMENT_ONLY
    // (`<!--` … `-->`, seven units at least), LETTER.
    const comment = chars >= 7 && head === COMMENT_HEAD && tail === COMMENT_TAIL;
    if (chars < MIN_SHARED_LINE_CHARS || separator || comment || !letter)
        return null;
    return { key: keyOf(a, b), chars };
}
/** `<!--` and `-->` as asciiParagraphKey packs a text's first four and last three units. */
const COMMENT_HEAD = 0x3c212d2d;
const COMMENT_TAIL = 0x2d2d3e;
/** The key of a paragraph that can be boilerplate, read in place when it is ASCII; null when it cannot be. */
function paragraphKey(doc, from, to) {
    const found = asciiParagraphKey(doc, from, to);
    return found === undefined ? paragraphKeyOfText(doc, from, to) : found;
}
/**
 * The keys of a document's prose paragraphs long enough to be boilerplate, from line `start` on (not
 * in a code block, not a heading, a table separator or a lone HTML comment), and its units of text.
 * One pass: each line is read once, a paragraph's lines when it is met.
 */
function sharedLineKeysOfDoc(doc, start) {
    const keys = new Map();
    let units = 0;
    for (let i = start; i < doc.raw.length; i++) {
        if (!holdsText(doc, i))
            continue;
        units++;
        if (doc.kind[i] !== _document_js__WEBPACK_IMPORTED_MODULE_1__/* .PROSE */ .W_)
            continue;
        const end = (0,_specified_js__WEBPACK_IMPORTED_MODULE_2__/* .paragraphEnd */ .C1)(doc, i);
        const found = paragraphKey(doc, i, end);
        if (found !== null && !keys.has(found.key))
            keys.set(found.key, { line: i, chars: found.chars });
        i = end;
    }
    return { keys, units };
}
/** sharedLineKeysOfDoc of a SKILL.md's body (after the frontmatter). */
function sharedLineKeys(text) {
    return sharedLineKeysOfDoc((0,_document_js__WEBPACK_IMPORTED_MODULE_1__/* .readDoc */ .N0)(text), (0,_mentions_js__WEBPACK_IMPORTED_MODULE_0__/* .bodyStartLine */ .$R)(text));
}


/***/ }),

/***/ 758:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $R: () => (/* binding */ bodyStartLine),
/* harmony export */   PB: () => (/* binding */ extractMentions),
/* harmony export */   RV: () => (/* binding */ nestedTemplateLines),
/* harmony export */   _s: () => (/* binding */ pathTokens),
/* harmony export */   jb: () => (/* binding */ opensBadExample),
/* harmony export */   vJ: () => (/* binding */ badExampleLines)
/* harmony export */ });
/* unused harmony exports localTarget, normaliseFrom, PATHLIKE, MAX_MENTIONS */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _document_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9332);
/* harmony import */ var _skillRoot_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2144);
/* harmony import */ var _perDoc_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6366);
// The paths a skill's text names, as its reader would take them: markdown links and cross-references
// in prose are links; text inside code spans and fences, and a skill's own "❌ Bad:" examples, are
// examples — they may show that a file is used (credit), they are never flagged. Pure and linear:
// the loader (src/read/target.ts) resolves the keys on the file source, the rules read the answers.




/** Plural nouns that follow `skills/` in ordinary prose ("skills/agents", "skills/tools"). */
const PROSE_ALTERNATIVES = new Set([
    'agents',
    'agent',
    'tools',
    'tool',
    'commands',
    'command',
    'plugins',
    'plugin',
    'hooks',
    'hook',
    'prompts',
    'prompt',
    'scripts',
    'workflows',
    'rules',
    'abilities',
    'knowledge',
    'capabilities',
    'instructions',
    'resources',
    'templates',
    'mcp',
    'mcps',
    'subagents',
    'experience',
    'expertise',
    'techniques',
    'methods',
    'tasks',
    'features',
    'apps',
    'settings',
    'roles',
    'personas',
    'docs',
    'documentation',
    'guides',
    'references',
    'examples',
    'extensions',
    'integrations',
    'sub-skills',
    'skills',
    'modes',
    'behaviors',
    'behaviours',
    'tips',
    'recipes',
]);
/** File extensions that make a bare word a file name (`forms.md`, `fill.py`). */
const FILE_EXTENSIONS = new Set([
    'md',
    'markdown',
    'txt',
    'py',
    'sh',
    'bash',
    'js',
    'mjs',
    'cjs',
    'ts',
    'tsx',
    'jsx',
    'json',
    'yaml',
    'yml',
    'toml',
    'html',
    'htm',
    'css',
    'csv',
    'xml',
    'sql',
    'rb',
    'go',
    'rs',
    'java',
    'kt',
    'swift',
    'c',
    'h',
    'cpp',
    'hpp',
    'cs',
    'php',
    'pl',
    'lua',
    'r',
    'ipynb',
    'xsd',
    'svg',
    'png',
    'jpg',
    'jpeg',
    'gif',
    'pdf',
    'docx',
    'pptx',
    'xlsx',
    'ttf',
    'otf',
    'woff',
    'woff2',
    'zip',
    'ini',
    'cfg',
    'conf',
    'env',
    'ps1',
    'bat',
    'template',
    'tmpl',
    'j2',
    'jinja',
    'hbs',
    'mustache',
    'ejs',
    'dot',
    'mmd',
    'tex',
    'rst',
    'adoc',
]);
const BAD_MARKS = /[❌🚫⛔✗✘]/u;
const BAD_LABEL = /^[\s>*_+#\d.)-]*(?:bad|wrong|incorrect|don'?t|do not|avoid|anti-?pattern|not this|never do)\b[^\n:]{0,40}:/i;
const GOOD_LABEL = /[✅✔👍]|^[\s>*_+#\d.)-]*(?:good|correct|right|better|do|instead|fixed|preferred)\b[^\n:]{0,40}:/iu;
const NON_ASCII = /[^\x00-\x7f]/u;
/** Whether a line opens a bad example (badExampleLines; `marks`: it may hold a mark, `colon`: it holds a colon). */
const opensBadExample = (line, marks = true, colon = line.includes(':')) => (marks && BAD_MARKS.test(line)) || (colon && BAD_LABEL.test(line));
/**
 * Lines that hold or follow a "❌ Bad:" label, up to a blank line or a "✅ Good:" label (1: such a
 * line). Read once per document (the mentions, the named files and a rule all ask); read-only.
 */
const badExampleLines = (0,_perDoc_js__WEBPACK_IMPORTED_MODULE_2__/* .perDoc */ .S)(readBadExampleLines);
function readBadExampleLines(doc) {
    const bad = new Uint8Array(doc.raw.length);
    // The marks are not ASCII and a label ends with a colon: other lines cannot start or end an example.
    const marks = NON_ASCII.test(doc.text);
    let inBad = false;
    for (let i = 0; i < doc.raw.length; i++) {
        const text = doc.raw[i];
        const colon = text.includes(':');
        if (opensBadExample(text, marks, colon)) {
            inBad = true;
            bad[i] = 1;
            continue;
        }
        if (!inBad)
            continue;
        const inFence = doc.kind[i] === _document_js__WEBPACK_IMPORTED_MODULE_1__/* .IN_FENCE */ .AZ;
        if (((colon || marks) && GOOD_LABEL.test(text) && !inFence) || (text.trim() === '' && !inFence))
            inBad = false;
        if (inBad)
            bad[i] = 1;
    }
    return bad;
}
/** Fence languages of a document template, whose own code blocks authors nest inside it. */
const TEMPLATE_LANGS = new Set(['markdown', 'md', 'mdx']);
/**
 * Where a markdown template fence really ends when its author nested code blocks inside it:
 * an inner opener with a language opens a level, a bare marker closes one, and the bare marker at
 * level 0 ends the template. The index of that line, or -1 when the nesting never balances.
 */
function nestedTemplateEnd(doc, opener, open) {
    let depth = 0;
    for (let i = opener + 1; i < doc.raw.length; i++) {
        const m = (0,_document_js__WEBPACK_IMPORTED_MODULE_1__/* .fenceMarker */ .IJ)(doc.raw[i]);
        if (!m || m.char !== open.char || m.len < open.len)
            continue;
        if (m.info !== '')
            depth++;
        else if (depth === 0)
            return i;
        else
            depth--;
    }
    return -1;
}
/**
 * Lines that the fence rules read as prose but that sit inside a markdown template whose author
 * nested code blocks in it (```markdown … ```bash … ``` … ```): template text, not the skill's own
 * links (1: such a line). Each template is scanned once; one that never balances stops the search.
 * Read once per document; read-only.
 */
const nestedTemplateLines = (0,_perDoc_js__WEBPACK_IMPORTED_MODULE_2__/* .perDoc */ .S)(readNestedTemplateLines);
function readNestedTemplateLines(doc) {
    const inside = new Uint8Array(doc.raw.length);
    // Fence lines alternate: each opens a block or closes the open one.
    let open = false;
    for (let i = 0; i < doc.raw.length; i++) {
        if (doc.kind[i] !== _document_js__WEBPACK_IMPORTED_MODULE_1__/* .FENCE */ .AK)
            continue;
        open = !open;
        if (!open)
            continue;
        const m = (0,_document_js__WEBPACK_IMPORTED_MODULE_1__/* .fenceMarker */ .IJ)(doc.raw[i]);
        const lang = m ? (/^[\w+#.-]*/u.exec(m.info)?.[0] ?? '').toLowerCase() : '';
        if (!m || !TEMPLATE_LANGS.has(lang))
            continue;
        const end = nestedTemplateEnd(doc, i, m);
        if (end < 0)
            break;
        for (let k = i + 1; k < end; k++) {
            if (doc.kind[k] === _document_js__WEBPACK_IMPORTED_MODULE_1__/* .PROSE */ .W_)
                inside[k] = 1;
            else if (doc.kind[k] === _document_js__WEBPACK_IMPORTED_MODULE_1__/* .FENCE */ .AK)
                open = !open;
        }
        i = end - 1;
    }
    return inside;
}
/** A link target that points at a local file: no scheme, no anchor-only, no protocol-relative URL. */
function localTarget(raw) {
    let t = raw.trim();
    if (t.startsWith('<') && t.endsWith('>'))
        t = t.slice(1, -1);
    const space = t.search(/\s/);
    if (space >= 0)
        t = t.slice(0, space);
    if (t === '' || t.startsWith('#') || t.startsWith('//') || /^[a-z][a-z0-9+.-]*:/i.test(t))
        return null;
    t = t.replace(/[#?].*$/, '');
    try {
        t = decodeURIComponent(t);
    }
    catch {
        // Leave a malformed escape as written.
    }
    return t === '' ? null : t;
}
/** `a/b/../c` relative to `from` (a folder relative to the skill), normalised; may start with `../`. */
function normaliseFrom(from, target) {
    if (target.startsWith('/'))
        return node_path__WEBPACK_IMPORTED_MODULE_0__.posix.normalize(target);
    const joined = node_path__WEBPACK_IMPORTED_MODULE_0__.posix.normalize(from === '' ? target : `${from}/${target}`);
    return joined.replace(/\/$/, '') || '.';
}
/** Markdown link targets on a line of prose: `[text](target)` and `![alt](target)`. */
function linkTargets(prose) {
    const out = [];
    let i = prose.indexOf('](');
    while (i >= 0) {
        const start = i + 2;
        let depth = 0;
        let j = start;
        for (; j < prose.length; j++) {
            const c = prose[j];
            if (c === '(')
                depth++;
            else if (c === ')') {
                if (depth === 0)
                    break;
                depth--;
            }
            else if (c === '\n')
                break;
        }
        if (j < prose.length && prose[j] === ')')
            out.push({ target: prose.slice(start, j) });
        i = prose.indexOf('](', Math.max(j, start));
    }
    return out;
}
/**
 * A skill named with its plugin, `plugin:skill` ("superpowers:test-driven-development"): both
 * names kebab-case, the token standing alone (not a URL, a time or a `key:value` in a path).
 */
const PLUGIN_SKILL = /(?<![\w\-/.:@$])([a-z][a-z0-9]*(?:-[a-z0-9]+)*):([a-z][a-z0-9]*(?:-[a-z0-9]+)*)(?![\w\-/:@]|\.\w)/g;
/** The skills a line names as `plugin:skill` (the skill's folder name). */
function pluginSkillNames(text) {
    if (!text.includes(':'))
        return [];
    return Array.from(text.matchAll(PLUGIN_SKILL), (m) => m[2]);
}
const REF_DEFINITION = /^ {0,3}\[[^\]\n]{1,200}\]:[ \t]*(\S+)/;
const XREF = /(?<![\w\-/.])(?:\.{1,2}\/)*(?:skills?|sub-skills)\/[\w.-]+(?:\/[\w.-]+)*/gu;
const PATHLIKE = /(?<![\w\-/.@:])(?:\.{1,2}\/)*[\w][\w.-]*(?:\/[\w.-]+)*\/?/gu;
/** PATHLIKE tried at one position only (its look-behind is checked by hand: see pathTokens). */
const PATHLIKE_AT = /(?:\.{1,2}\/)*[\w][\w.-]*(?:\/[\w.-]+)*\/?/y;
/** Whether a UTF-16 unit is one PATHLIKE consumes: [\w./-] (ASCII \w: the pattern has no `i` flag). */
function isPathUnit(c) {
    return (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a) || (c >= 0x2d && c <= 0x39) || c === 0x5f;
}
/**
 * The matches of PATHLIKE in `s` that hold a `.` or a `/`, in order: what `s.matchAll(PATHLIKE)`
 * filtered to those gives (less those whose only dots end them: no path once trimmed), without
 * matching every word. A match consumes only [\w./-] and its look-behind refuses those before it,
 * so a match starts only where a maximal run of such units starts (and not after `@` or `:`), one
 * per run at most; only runs holding `.` or `/` are tried.
 */
function pathTokens(s, fn) {
    // The next `.` and `/` at or after the end of the last run (found natively).
    let dot = s.indexOf('.');
    let slash = s.indexOf('/');
    let runEnd = 0;
    while (dot >= 0 || slash >= 0) {
        const q = dot < 0 ? slash : slash < 0 ? dot : Math.min(dot, slash);
        let start = q;
        while (start > runEnd && isPathUnit(s.charCodeAt(start - 1)))
            start--;
        runEnd = q + 1;
        while (runEnd < s.length && isPathUnit(s.charCodeAt(runEnd)))
            runEnd++;
        const slashed = slash >= 0 && slash < runEnd;
        if (dot >= 0 && dot < runEnd)
            dot = s.indexOf('.', runEnd);
        if (slashed)
            slash = s.indexOf('/', runEnd);
        const before = start > 0 ? s.charCodeAt(start - 1) : -1;
        if (before === 0x40 || before === 0x3a)
            continue; // `@` or `:`
        if (!slashed) {
            // Without a `/` the match is the whole run when it starts with a word character ([\w][\w.-]*),
            // and there is none when it starts with `.` or `-`. A run whose dots all end it (most: "word.")
            // is no path once they are trimmed: skipped without making its string.
            const first = s.charCodeAt(start);
            if (first === 0x2e || first === 0x2d)
                continue;
            let end = runEnd;
            while (end > q && s.charCodeAt(end - 1) === 0x2e)
                end--;
            if (end > q)
                fn(s.slice(start, runEnd));
            continue;
        }
        PATHLIKE_AT.lastIndex = start;
        const m = PATHLIKE_AT.exec(s);
        if (m !== null && (m[0].includes('.') || m[0].includes('/')))
            fn(m[0]);
    }
}
const TRAILING_PUNCTUATION = new Set(Array.from('.,:;!?)]\'"', (c) => c.charCodeAt(0)));
/**
 * `t` without trailing punctuation (replace(/[.,:;!?)\]'"]+$/, '') by hand: the regex retries a run from each of its
 * characters).
 */
function trimTrailing(t) {
    let end = t.length;
    while (end > 0 && TRAILING_PUNCTUATION.has(t.charCodeAt(end - 1)))
        end--;
    return end === t.length ? t : t.slice(0, end);
}
/** A plural noun of plain letters ("transcripts"): after `skills/` in prose it reads as "skills or transcripts". */
const PLAIN_PLURAL = /^[a-z]{2,}[a-rt-z]s$/;
/**
 * Whether a bare `skills/…` token reads as a reference to a skill, not as words joined by slashes
 * ("skills/agents", "skills/commands/agents", "skill/agent/command", "skills/transcripts").
 */
function xrefLooksMeant(token) {
    const rest = token.replace(/^(?:\.{1,2}\/)*(?:skills?|sub-skills)\//, '');
    const segs = rest.split('/').filter(Boolean);
    if (segs.length === 0)
        return false;
    if (segs.every((seg) => PROSE_ALTERNATIVES.has(seg.toLowerCase())))
        return false;
    if (segs.length >= 2)
        return true;
    const seg = segs[0];
    if (seg.includes('.'))
        return true;
    return !PLAIN_PLURAL.test(seg.toLowerCase());
}
function extensionOf(token) {
    const base = token.slice(token.lastIndexOf('/') + 1);
    const dot = base.lastIndexOf('.');
    if (dot <= 0 || dot === base.length - 1)
        return null;
    return base.slice(dot + 1).toLowerCase();
}
/**
 * Whether a bare token in text is a path to a file or folder of the skill (`scripts/fill.py`, `forms.md`, `modules/`).
 */
function pathLike(token) {
    if (token.length < 3 || token.length > 300)
        return false;
    if (/^\d/.test(token) && !token.includes('/'))
        return false;
    const ext = extensionOf(token);
    if (ext !== null && FILE_EXTENSIONS.has(ext))
        return true;
    if (!token.includes('/'))
        return false;
    // A folder path: letters in every segment (not 1/2, n/a, and/or).
    const segs = token.split('/').filter((s) => s !== '' && s !== '.' && s !== '..');
    return (segs.length >= 1 &&
        segs.every((s) => /[a-z]/i.test(s) && s.length >= 2) &&
        (token.endsWith('/') || segs.length >= 2));
}
/** Cap on mentions taken from one document, so a hostile file costs bounded resolution work. */
const MAX_MENTIONS = 400;
/**
 * Every path a document names. `from` is the document's folder relative to the skill folder
 * ('' for SKILL.md), except for a link written after a skill-folder variable (`{baseDir}/…`: read
 * from the skill folder); `firstLine` skips the frontmatter.
 */
function extractMentions(text, from = '', firstLine = 0, doc = (0,_document_js__WEBPACK_IMPORTED_MODULE_1__/* .readDoc */ .N0)(text)) {
    const out = [];
    const seenPerLine = new Set();
    const bad = badExampleLines(doc);
    const template = nestedTemplateLines(doc);
    const push = (kind, target, line, flaggable, rooted = false) => {
        if (out.length >= MAX_MENTIONS)
            return;
        const norm = kind === 'xref' ? target.replace(/^(?:\.{1,2}\/)+/, '') : normaliseFrom(rooted ? '' : from, target);
        const key = `${kind}:${norm}`;
        const dedupe = `${line}|${key}`;
        if (seenPerLine.has(dedupe))
            return;
        seenPerLine.add(dedupe);
        const mention = { kind, key, target, line, flaggable };
        if (from !== '' && !rooted)
            mention.altKey = kind === 'xref' ? `xref:${from}|${norm}` : `${kind}:${normaliseFrom('', target)}`;
        out.push(mention);
    };
    let line = 0;
    const take = (m) => {
        const token = trimTrailing(m);
        if (pathLike(token))
            push('path', token, line, false);
    };
    for (let i = firstLine; i < doc.raw.length; i++) {
        const kind = doc.kind[i];
        if (kind === _document_js__WEBPACK_IMPORTED_MODULE_1__/* .FENCE */ .AK)
            continue;
        line = i;
        const example = bad[i] === 1 || template[i] === 1;
        let prose = '';
        let code = '';
        if (kind === _document_js__WEBPACK_IMPORTED_MODULE_1__/* .IN_FENCE */ .AZ)
            code = doc.raw[i];
        else if (doc.ticks[i] === 1)
            ({ prose, code } = (0,_document_js__WEBPACK_IMPORTED_MODULE_1__/* .splitInlineCode */ .rw)(doc.raw[i]));
        else
            prose = doc.raw[i];
        if (kind === _document_js__WEBPACK_IMPORTED_MODULE_1__/* .PROSE */ .W_) {
            // Each pattern needs a literal first looked for natively: `](` or `]:` of a link, `skill` of a cross-reference.
            const def = prose.includes(']:') ? REF_DEFINITION.exec(prose) : null;
            const targets = prose.includes('](') ? linkTargets(prose) : [];
            if (def)
                targets.push({ target: def[1] });
            let linked = null;
            for (const { target } of targets) {
                const written = localTarget(target);
                if (written === null)
                    continue;
                const rooted = (0,_skillRoot_js__WEBPACK_IMPORTED_MODULE_3__/* .afterSkillRoot */ .K)(written);
                const local = rooted ?? written;
                (linked ??= new Set()).add(local);
                const isXref = rooted === null && /^(?:skills?|sub-skills)\//.test(local);
                push(isXref ? 'xref' : 'link', local, i, !example, rooted !== null);
            }
            if (prose.includes('skill')) {
                for (const m of prose.matchAll(XREF)) {
                    const token = trimTrailing(m[0]);
                    if (linked?.has(token))
                        continue;
                    push('xref', token, i, !example && xrefLooksMeant(token));
                }
            }
        }
        if (kind === _document_js__WEBPACK_IMPORTED_MODULE_1__/* .PROSE */ .W_ && (prose.includes(':') || code.includes(':'))) {
            // A sibling skill named with its plugin: resolved like a cross-reference, never flagged (the
            // same form, which holds a colon, names other plugins' skills, which are not in this tree).
            for (const name of pluginSkillNames(`${prose} ${code}`))
                push('xref', name, i, false);
        }
        // Paths anywhere (prose, code spans, fenced code): evidence that a file is used, never flagged.
        // The tokens of `${prose} ${code}` (no token spans the space between them).
        pathTokens(prose, take);
        pathTokens(code, take);
    }
    return out;
}
/** First line of the body: after a frontmatter block closed by a `---` line (0 when there is none). */
function bodyStartLine(text) {
    if (!text.startsWith('---'))
        return 0;
    let start = text.indexOf('\n');
    let line = 1;
    while (start >= 0) {
        const end = text.indexOf('\n', start + 1);
        const l = text.slice(start + 1, end < 0 ? text.length : end).trim();
        if (l === '---')
            return line + 1;
        start = end;
        line++;
    }
    return 0;
}


/***/ }),

/***/ 8994:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ relativeName),
/* harmony export */   V: () => (/* binding */ namedFiles)
/* harmony export */ });
/* harmony import */ var _document_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9332);
/* harmony import */ var _mentions_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(758);
/* harmony import */ var _skillRoot_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2144);
/* harmony import */ var _perDoc_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6366);
// The files SKILL.md tells Claude to open or run by name, as it writes them: a script after an
// interpreter (`python scripts/fill.py`, `bash ./run.sh`), a path alone in a code span, the lead
// code span of a list item ("- `gates/g5.py` – RNG validator"). Links are left to ORPHAN_REFERENCE.
// Names the text makes (create, write, save, > redirect, -o) are collected apart, so a file the
// skill tells Claude to create is never taken for one it says is there. Pure and linear: one pass
// over the lines, a bounded amount of work per code span.




/** Interpreters and loaders whose next argument is a script to run. */
const RUNNER = /(?:^|[\s;&|(!])(?:python3?|bash|sh|zsh|node|bun|deno\s+run|tsx|ts-node|ruby|perl|pwsh|uv\s+run|source|\.)\s+(\S+)/g;
const RUNS = new RegExp(RUNNER.source);
/** Lines that make, write or move files: their names are outputs, not material the skill ships. */
const MAKES = /\b(?:creat\w*|writ\w*|generat\w*|sav\w*|output\w*|produc\w*|touch|mkdir|scaffold\w*|emit\w*|cop(?:y|ies)|cp|mv|renam\w*|tee|export\w*|add (?:a|an|the) (?:new )?file|new file)\b|>\s*\S|\s-o\s|--out/i;
const LIST_ITEM = /^\s*(?:[-*+]|\d+[.)]|\|)\s*(?:\*\*|__)?`[^`]+`/;
/** Words that place a name in the user's project, not in the skill. */
const THEIRS = /\b(?:repo|repos|repository|project|projects|your|codebase|workspace|monorepo|lives in|user's)\b/i;
const BLANK = /^\s*$/;
/** The text of each inline code span of a line, with where it starts. */
function codeSpans(line) {
    const out = [];
    let i = line.indexOf('`');
    while (i >= 0) {
        let run = i;
        while (run < line.length && line[run] === '`')
            run++;
        const ticks = line.slice(i, run);
        const close = line.indexOf(ticks, run);
        if (close < 0) {
            i = line.indexOf('`', run);
            continue;
        }
        out.push({ text: line.slice(run, close), at: i });
        i = line.indexOf('`', close + ticks.length);
    }
    return out;
}
/** A script argument as written, its quotes dropped; the skill-folder variable noted. */
function scriptOf(token) {
    const t = token.replace(/^["']|["';)]+$/g, '');
    const rooted = (0,_skillRoot_js__WEBPACK_IMPORTED_MODULE_2__/* .afterSkillRoot */ .K)(t);
    return rooted !== null ? { written: rooted, skillRooted: true } : { written: t, skillRooted: false };
}
function pushCommands(code, line, theirs, out) {
    if (!/[.\s]/.test(code))
        return;
    for (const m of code.matchAll(RUNNER)) {
        const { written, skillRooted } = scriptOf(m[1]);
        if (written.includes('.'))
            out.push({ written, line, how: 'command', skillRooted, theirs });
    }
}
function readProseLine(raw, i, state, out) {
    const item = LIST_ITEM.test(raw);
    if (item) {
        if (!state.open)
            state.start = i;
        state.open = true;
    }
    else if (!BLANK.test(raw) && !/^\s/.test(raw))
        state.open = false;
    const theirs = THEIRS.test(raw);
    if (!BLANK.test(raw))
        state.leadInTheirs = theirs;
    if (!raw.includes('`'))
        return;
    const spans = codeSpans(raw);
    for (let k = 0; k < spans.length; k++) {
        const span = spans[k].text.trim();
        if (RUNS.test(span)) {
            pushCommands(span, i, theirs, out);
            continue;
        }
        if (/\s/.test(span))
            continue;
        const { written, skillRooted } = scriptOf(span);
        const named = { written, line: i, how: 'span', skillRooted, theirs };
        if (item && k === 0)
            Object.assign(named, { how: 'listed', list: state.start });
        out.push(named);
    }
}
/**
 * The files SKILL.md's body names to open or run, and the names it makes. Fenced code gives
 * commands only; prose gives its code spans; "❌ Bad" examples and markdown templates give nothing.
 * Read once per document (read-only): the loader looks for the names above the skill's folder and
 * UNRESOLVED_REFERENCE then reads the same document, as does every edit the advice rescores that
 * leaves the body as it was.
 */
function namedFiles(doc, start) {
    return namedFrom(doc, start);
}
/** What namedFiles found, by document read and by first line: read-only for its callers. */
const namedFrom = (0,_perDoc_js__WEBPACK_IMPORTED_MODULE_3__/* .perDocFrom */ .c)(readNamedFiles);
function readNamedFiles(doc, start) {
    const named = [];
    const made = new Set();
    const bad = (0,_mentions_js__WEBPACK_IMPORTED_MODULE_1__/* .badExampleLines */ .vJ)(doc);
    const template = (0,_mentions_js__WEBPACK_IMPORTED_MODULE_1__/* .nestedTemplateLines */ .RV)(doc);
    const state = { start: -1, open: false, leadInTheirs: false };
    const addMade = (token) => made.add(token.replace(/^\.\//, '').replace(/[.,:;)]+$/, ''));
    for (let i = start; i < doc.raw.length; i++) {
        const kind = doc.kind[i];
        if (kind === _document_js__WEBPACK_IMPORTED_MODULE_0__/* .FENCE */ .AK)
            continue;
        const raw = doc.raw[i];
        if (MAKES.test(raw))
            (0,_mentions_js__WEBPACK_IMPORTED_MODULE_1__/* .pathTokens */ ._s)(raw, addMade);
        if (bad[i] === 1 || template[i] === 1)
            continue;
        if (kind === _document_js__WEBPACK_IMPORTED_MODULE_0__/* .IN_FENCE */ .AZ)
            pushCommands(raw, i, state.leadInTheirs || THEIRS.test(raw), named);
        else
            readProseLine(raw, i, state, named);
    }
    return { named, made };
}
/** Extensions of files a skill ships and tells Claude to open or run. */
const SHIPPED = /\.(?:md|markdown|txt|py|sh|bash|zsh|js|mjs|cjs|ts|tsx|rb|pl|ps1|json|ya?ml|toml|csv|xml|html|sql|j2|jinja|tmpl|template)$/i;
/** Placeholders and examples: angle brackets, braces, globs, variables, ellipses, stock names. */
const PLACEHOLDER = /[<>{}*?[\]$%|\\]|\.\.\.|…|(?:^|\/)(?:path\/to|to\/)|\b(?:your|my|some|example|sample|foo|bar|baz|xxx+|yyyy|name|file|script|tmp|temp)[\w-]*\.\w+$|(?:^|[/_-])(?:your|my|example)[_-]/i;
/**
 * A named file as a path relative to the folder it is read from (`./` dropped), or null when it is
 * not one to look for: a placeholder, an absolute or home path, a URL, a parent path, a skill
 * cross-reference, a file of a kind skills do not ship.
 */
function relativeName(n) {
    const w = n.written.replace(/^(?:\.\/)+/, '');
    if (w.length < 4 || w.length > 200 || !SHIPPED.test(w) || PLACEHOLDER.test(w))
        return null;
    if (/^(?:[/~]|\.\.\/|[a-z][\w+.-]*:)/i.test(w) || /^skills?\//.test(w) || !/^[\w./@+-]+$/.test(w))
        return null;
    return w;
}


/***/ }),

/***/ 6366:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   S: () => (/* binding */ perDoc),
/* harmony export */   c: () => (/* binding */ perDocFrom)
/* harmony export */ });
/** `read` computed once per document; the lines it gives are read-only for every caller. */
function perDoc(read) {
    const kept = new WeakMap();
    return (doc) => {
        let lines = kept.get(doc);
        if (lines === undefined) {
            lines = read(doc);
            kept.set(doc, lines);
        }
        return lines;
    };
}
/** `read` computed once per document and line it starts from; what it gives is read-only for every caller. */
function perDocFrom(read) {
    const kept = new WeakMap();
    return (doc, from) => {
        let byStart = kept.get(doc);
        if (byStart === undefined) {
            byStart = new Map();
            kept.set(doc, byStart);
        }
        let value = byStart.get(from);
        if (value === undefined) {
            value = read(doc, from);
            byStart.set(from, value);
        }
        return value;
    };
}


/***/ }),

/***/ 7760:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   t: () => (/* binding */ preparedText),
/* harmony export */   y: () => (/* binding */ readsApartFromLead)
/* harmony export */ });
/* harmony import */ var _mentions_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(758);
/* harmony import */ var _document_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9332);
// A document's reading (readDoc) and the paths it names (extractMentions), kept for the few texts
// read last: the loader resolves a skill's mentions and the calibrated rules then read the same
// text again, so each text is read once. Both results are treated as read-only by every user.


/**
 * How many texts are kept, and how many characters in all (a text costs several times its size in
 * memory). The characters bound the memory; the count only has to hold every text of the skills
 * scored at once: a skill may link dozens of files, and each rescoring of its advice reads them all
 * again (a count of 16 re-read each linked file once per rescoring).
 */
const KEEP = { texts: 4096, chars: 4 * 1024 * 1024 };
/** By text, then by `from` and `firstLine`; oldest text first. */
const kept = new Map();
let keptChars = 0;
/**
 * readDoc(text) and extractMentions(text, from, firstLine, doc), computed once for the texts read
 * last. The key is the text itself, so a hit is always the same text.
 */
function preparedText(text, from = '', firstLine = 0) {
    const variant = `${firstLine}:${from}`;
    let byText = kept.get(text);
    const hit = byText?.get(variant);
    if (hit)
        return hit;
    const doc = byText?.values().next().value?.doc ?? (0,_document_js__WEBPACK_IMPORTED_MODULE_1__/* .readDoc */ .N0)(text);
    const prepared = { doc, mentions: (0,_mentions_js__WEBPACK_IMPORTED_MODULE_0__/* .extractMentions */ .PB)(text, from, firstLine, doc) };
    if (text.length > KEEP.chars)
        return prepared;
    if (!byText) {
        byText = new Map();
        kept.set(text, byText);
        keptChars += text.length;
        for (const [t] of kept) {
            if (kept.size <= KEEP.texts && keptChars <= KEEP.chars)
                break;
            kept.delete(t);
            keptChars -= t.length;
        }
    }
    byText.set(variant, prepared);
    return prepared;
}
/**
 * Whether the reading of `text` from line `firstLine` on (readDoc's kinds, ticks, code blocks and
 * headings of those lines; extractMentions' mentions from `firstLine`) is what it would be after any
 * other lines before it that pass this test too: none of them opens a fenced block, a heading or a
 * bad example, which are the only states those readings carry from line to line.
 */
function readsApartFromLead(text, firstLine) {
    let start = 0;
    for (let i = 0; i < firstLine; i++) {
        const nl = text.indexOf('\n', start);
        const line = text.slice(start, nl < 0 ? text.length : nl);
        if (!(0,_document_js__WEBPACK_IMPORTED_MODULE_1__/* .leavesNoOpenBlock */ .DU)(line) || (0,_mentions_js__WEBPACK_IMPORTED_MODULE_0__/* .opensBadExample */ .jb)(line))
            return false;
        if (nl < 0)
            return true;
        start = nl + 1;
    }
    return true;
}


/***/ }),

/***/ 2144:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K: () => (/* binding */ afterSkillRoot)
/* harmony export */ });
/* unused harmony export SKILL_ROOT */
// A variable that stands for the skill's own folder, written before a path: `${CLAUDE_SKILL_DIR}/`,
// `$SKILL_DIR/`, `{baseDir}/` (Claude Code tells the model the skill's base directory, and skills
// write paths from it). The path after it is read from the skill's folder, wherever it is written.
/** The variable and the `/` after it, at the start of a path. */
const SKILL_ROOT = /^(?:\$\{?(?:CLAUDE_SKILL_DIR|SKILL_DIR|SKILL_ROOT)\}?|\{baseDir\})\//;
/** The path after a skill-folder variable (`{baseDir}/references/a.md` → `references/a.md`), or null. */
function afterSkillRoot(target) {
    const rooted = SKILL_ROOT.exec(target);
    return rooted ? target.slice(rooted[0].length) : null;
}


/***/ }),

/***/ 1879:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C1: () => (/* binding */ paragraphEnd),
/* harmony export */   Fn: () => (/* binding */ headingCursor),
/* harmony export */   JD: () => (/* binding */ SPEC_WINDOW),
/* harmony export */   ex: () => (/* binding */ paragraphText),
/* harmony export */   nb: () => (/* binding */ sectionEnd),
/* harmony export */   vn: () => (/* binding */ NUMBERED_ITEM),
/* harmony export */   wk: () => (/* binding */ specifiedBelow)
/* harmony export */ });
/* unused harmony export LIST_ITEM */
/* harmony import */ var _document_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9332);
// Whether a heading or a label is followed by what it announces: content that specifies (a code
// block, a table, a list), not a sentence that only names the thing. Each check reads at most a
// fixed window of lines, so a document of n lines costs O(n) however many anchors it holds.

/** How many lines past an anchor its specification is looked for. */
const SPEC_WINDOW = 40;
/** A list item: -, *, + or a number with . or ), then text. */
const LIST_ITEM = /^\s*(?:[-*+]|\d+[.)])\s+\S/;
/** A numbered list item (1. or 1)). */
const NUMBERED_ITEM = /^\s*\d+[.)]\s+\S/;
const TABLE_ROW = /^\s*\|.*\|\s*$/;
const HEADING_LINE = /^ {0,3}#{1,6}(?:[ \t]|$)/;
/** A line that starts a block of its own: a list item, a table row, a block quote. */
const BLOCK_START = /^\s*(?:(?:[-*+]|\d+[.)])\s|\||>)/;
/**
 * Whether lines [from, end) (at most SPEC_WINDOW of them) hold a specification: a non-empty code
 * block, two table rows, or two list items.
 */
function specifiedBelow(doc, from, end) {
    const stop = Math.min(end, from + SPEC_WINDOW, doc.raw.length);
    let items = 0;
    let rows = 0;
    for (let i = from; i < stop; i++) {
        const k = doc.kind[i];
        if (k === _document_js__WEBPACK_IMPORTED_MODULE_0__/* .IN_FENCE */ .AZ) {
            if (doc.raw[i].trim() !== '')
                return true;
            continue;
        }
        if (k === _document_js__WEBPACK_IMPORTED_MODULE_0__/* .FENCE */ .AK)
            continue;
        const line = doc.raw[i];
        if (TABLE_ROW.test(line) && ++rows >= 2)
            return true;
        if (LIST_ITEM.test(line) && ++items >= 2)
            return true;
    }
    return false;
}
/**
 * The line where the section under heading `h` (an index into doc.headings) ends: the next
 * heading of its level or above, within SPEC_WINDOW.
 */
function sectionEnd(doc, h) {
    const level = doc.headings[h].level;
    const limit = doc.headings[h].line + SPEC_WINDOW;
    for (let j = h + 1; j < doc.headings.length; j++) {
        const next = doc.headings[j];
        if (next.line > limit)
            break;
        if (next.level <= level)
            return next.line;
    }
    return doc.raw.length;
}
/**
 * Where what a line introduces ends, for lines visited in increasing order: at the next heading of
 * the level of the section holding the line or above (its sub-headings may be the specification:
 * "Structure the output as follows:" then "### 1. Summary"), within SPEC_WINDOW. A cursor over the
 * document's headings that only moves forward.
 */
function headingCursor(doc) {
    let h = 0;
    return (line) => {
        while (h < doc.headings.length && doc.headings[h].line <= line)
            h++;
        const level = h > 0 ? doc.headings[h - 1].level : 1;
        const limit = line + 1 + SPEC_WINDOW;
        for (let j = h; j < doc.headings.length && doc.headings[j].line < limit; j++)
            if (doc.headings[j].level <= level)
                return doc.headings[j].line;
        return Math.min(limit, doc.raw.length);
    };
}
/**
 * The last line of the paragraph that holds prose line `i`: the lines after it that continue it (not
 * blank, not code, not a heading, nor the start of a list item, a table row or a block quote). A
 * heading is a paragraph of its own. Where a paragraph is wrapped is no part of what it says, so
 * what an anchor introduces is read after its paragraph, not after its line.
 */
function paragraphEnd(doc, i) {
    if (HEADING_LINE.test(doc.raw[i]))
        return i;
    let j = i;
    while (j + 1 < doc.raw.length) {
        const next = doc.raw[j + 1];
        if (doc.kind[j + 1] !== _document_js__WEBPACK_IMPORTED_MODULE_0__/* .PROSE */ .W_ || next.trim() === '' || HEADING_LINE.test(next) || BLOCK_START.test(next))
            break;
        j++;
    }
    return j;
}
/** Lines `from` to `to` of a paragraph joined with single spaces: a wrapped paragraph read as one line. */
function paragraphText(doc, from, to) {
    let out = doc.raw[from];
    for (let j = from + 1; j <= to; j++)
        out += ` ${doc.raw[j]}`;
    return out;
}


/***/ }),

/***/ 7795:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dp: () => (/* binding */ lineIndex),
/* harmony export */   El: () => (/* binding */ countChar),
/* harmony export */   Fw: () => (/* binding */ isPySpaceRange),
/* harmony export */   OT: () => (/* binding */ cpLength),
/* harmony export */   aM: () => (/* binding */ forEachPyLine),
/* harmony export */   b7: () => (/* binding */ countMatches),
/* harmony export */   m0: () => (/* binding */ pyStrip),
/* harmony export */   mh: () => (/* binding */ lineAt),
/* harmony export */   ti: () => (/* binding */ pyStripRange),
/* harmony export */   vR: () => (/* binding */ pyRegex)
/* harmony export */ });
/* unused harmony exports W, S, B, pySplitlines, lineStarts */
// Text semantics of the reference (Python 3 `str` and `re`), which the static layer must follow
// exactly: Unicode-aware \w, \b, \s, strip() and splitlines(); lengths in code points.
const W_INNER = '\\p{L}\\p{N}_';
const S_INNER = '\\t\\n\\v\\f\\r\\x1c-\\x1f \\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000';
/** Python's `\w` on str: letters, digits/numerics, underscore. */
const W = `[${W_INNER}]`;
/** Python's `\s` / str.isspace(). */
const S = `[${S_INNER}]`;
/** Python's `\b`: between a word character and a non-word character (or the text's edge). */
const B = `(?:(?<=${W})(?!${W})|(?<!${W})(?=${W}))`;
const LINE_BREAK = /\r\n|[\n\r\v\f\x1c\x1d\x1e\x85\u2028\u2029]/u;
const WORD_LITERAL = /[A-Za-z0-9_]/;
/** Index of the `)` closing the group opened at `open`, and its top-level alternatives. */
function groupAt(pattern, open) {
    let depth = 0;
    let inClass = false;
    let altStart = open + (pattern.startsWith('(?:', open) ? 3 : 1);
    const alternatives = [];
    for (let i = open; i < pattern.length; i++) {
        const c = pattern[i];
        if (c === '\\') {
            i++;
            continue;
        }
        if (inClass) {
            if (c === ']')
                inClass = false;
            continue;
        }
        if (c === '[')
            inClass = true;
        else if (c === '(')
            depth++;
        else if (c === ')') {
            depth--;
            if (depth === 0) {
                alternatives.push(pattern.slice(altStart, i));
                return { close: i, alternatives };
            }
        }
        else if (c === '|' && depth === 1) {
            alternatives.push(pattern.slice(altStart, i));
            altStart = i + 1;
        }
    }
    return null;
}
/** Whether every match of the pattern piece starts with a word character (plain literals only). */
function startsWithWord(piece) {
    if (piece.startsWith('(?:')) {
        const g = groupAt(piece, 0);
        if (g === null || !g.alternatives.every(startsWithWord))
            return false;
        const q = piece[g.close + 1];
        if (q === '?' || q === '*')
            return startsWithWord(piece.slice(g.close + 2));
        return q !== '{';
    }
    let first = 1;
    if (piece[0] === '[') {
        // A class of plain word literals, e.g. [Tt].
        const close = piece.indexOf(']');
        if (close < 0 || !/^[A-Za-z0-9_]+$/.test(piece.slice(1, close)))
            return false;
        first = close + 1;
    }
    else if (!WORD_LITERAL.test(piece[0] ?? '')) {
        return false;
    }
    const q = piece[first];
    return q !== '?' && q !== '*' && q !== '{';
}
/** Whether every match of the pattern piece ends with a word character (a plain literal, maybe `s?`). */
function endsWithWord(piece) {
    const n = piece.length;
    const literal = (i) => i >= 0 && WORD_LITERAL.test(piece[i]) && piece[i - 1] !== '\\';
    if (literal(n - 1))
        return true;
    return piece[n - 1] === '?' && literal(n - 2) && literal(n - 3);
}
/**
 * Builds a regex from a pattern written with the placeholders \w, \s and \b meaning Python's
 * Unicode classes. Always uses the `u` flag; `i` for re.IGNORECASE. A \b next to a plain word
 * literal becomes the one-sided check it is equivalent to there, which keeps V8's literal
 * search fast (the two-sided form is ~50× slower on long texts).
 */
function pyRegex(pattern, flags = '') {
    // re.IGNORECASE is done here, letter by letter, not with the `i` flag: under /iu JavaScript
    // case-folds the \w and \s classes too (U+0345 folds to a Greek letter, so it would be a word
    // character), while Python's \w stays category-based.
    const ignoreCase = flags.includes('i');
    let out = '';
    let inClass = false;
    for (let i = 0; i < pattern.length; i++) {
        const c = pattern[i];
        if (c === '\\' && i + 1 < pattern.length) {
            const n = pattern[i + 1];
            if (n === 'w')
                out += inClass ? W_INNER : W;
            else if (n === 's')
                out += inClass ? S_INNER : S;
            else if (n === 'b' && !inClass)
                out += boundaryAt(pattern, i);
            else if ((n === 'p' || n === 'P') && pattern[i + 2] === '{' && pattern.indexOf('}', i) > 0) {
                // A property escape is copied whole (its name is not letters of the pattern).
                const close = pattern.indexOf('}', i);
                out += pattern.slice(i, close + 1);
                i = close - 1;
            }
            else
                out += c + n;
            i++;
        }
        else if (ignoreCase && /[A-Za-z]/.test(c)) {
            if (inClass && pattern[i + 1] === '-' && /[A-Za-z]/.test(pattern[i + 2] ?? '')) {
                // A letter range: both cases, and the extra letters of the ones it covers.
                const lo = c.toLowerCase();
                const hi = pattern[i + 2].toLowerCase();
                out += `${lo}-${hi}${lo.toUpperCase()}-${hi.toUpperCase()}`;
                for (const [letter, extra] of Object.entries(PY_IGNORECASE_EXTRA))
                    if (letter >= lo && letter <= hi)
                        out += extra;
                i += 2;
            }
            else {
                const set = caseSet(c);
                out += inClass ? set : `[${set}]`;
            }
        }
        else {
            if (c === '[')
                inClass = true;
            else if (c === ']')
                inClass = false;
            out += c;
        }
    }
    const plain = flags.replace('i', '');
    return new RegExp(out, plain.includes('u') ? plain : plain + 'u');
}
/**
 * What an ASCII letter matches under Python's re.IGNORECASE on str beyond its two cases (computed
 * with sre: the characters whose simple lower case is the letter, and sre's extra equivalences).
 */
const PY_IGNORECASE_EXTRA = { i: '\u0130\u0131', k: '\u212a', s: '\u017f' };
/** The class body of what letter `c` matches case-insensitively, as Python's re does. */
function caseSet(c) {
    const lower = c.toLowerCase();
    return lower + lower.toUpperCase() + (PY_IGNORECASE_EXTRA[lower] ?? '');
}
/** The cheapest exact form of Python's \b at `pattern[at]` (the backslash). */
function boundaryAt(pattern, at) {
    const after = pattern.slice(at + 2);
    if (startsWithWord(after))
        return `(?<!${W})`;
    const before = pattern.slice(0, at);
    if (before.endsWith(')')) {
        // Find the group that this `)` closes.
        for (let open = before.lastIndexOf('('); open >= 0; open = before.lastIndexOf('(', open - 1)) {
            const g = groupAt(before, open);
            if (g && g.close === before.length - 1) {
                const plainGroup = before.startsWith('(?:', open) || before[open + 1] !== '?';
                if (plainGroup && g.alternatives.every(endsWithWord))
                    return `(?!${W})`;
                break;
            }
        }
    }
    else if (endsWithWord(before)) {
        return `(?!${W})`;
    }
    return B;
}
/** Python's whitespace characters are all in the BMP, so strip() can scan UTF-16 units. */
const SPACE_UNITS = new Set(Array.from('\t\n\v\f\r\x1c\x1d\x1e\x1f \x85\xa0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000', (c) => c.charCodeAt(0)));
/** Python's str.strip() with no argument. */
function pyStrip(s) {
    let start = 0;
    let end = s.length;
    while (start < end && SPACE_UNITS.has(s.charCodeAt(start)))
        start++;
    while (end > start && SPACE_UNITS.has(s.charCodeAt(end - 1)))
        end--;
    return start === 0 && end === s.length ? s : s.slice(start, end);
}
/** Whether a UTF-16 unit ends a line for Python's str.splitlines(). */
function isPyLineBreak(c) {
    return (c === 0x0a ||
        c === 0x0d ||
        c === 0x0b ||
        c === 0x0c ||
        (c >= 0x1c && c <= 0x1e) ||
        c === 0x85 ||
        c === 0x2028 ||
        c === 0x2029);
}
/** Any line break of splitlines() other than \n (text that holds none splits like split('\n')). */
const OTHER_LINE_BREAK = /[\r\v\f\x1c\x1d\x1e\x85\u2028\u2029]/u;
/**
 * The lines of Python's str.splitlines() as [start, end) offsets, passed to `fn` in order with their
 * 0-based index; no string is made. `fn` returning true stops the walk.
 */
function forEachPyLine(s, fn) {
    const n = s.length;
    if (n === 0)
        return;
    const onlyNewlines = !OTHER_LINE_BREAK.test(s);
    let start = 0;
    let index = 0;
    for (;;) {
        let end;
        if (onlyNewlines) {
            end = s.indexOf('\n', start);
            if (end < 0)
                end = n;
        }
        else {
            end = start;
            while (end < n && !isPyLineBreak(s.charCodeAt(end)))
                end++;
        }
        // A trailing line break does not start a new (empty) line.
        if (end === n) {
            if (start < n)
                fn(start, n, index);
            return;
        }
        if (fn(start, end, index++) === true)
            return;
        start = s.charCodeAt(end) === 0x0d && s.charCodeAt(end + 1) === 0x0a ? end + 2 : end + 1;
        if (start === n)
            return;
    }
}
/** Python's str.splitlines() (without keepends). */
function pySplitlines(s) {
    if (s === '')
        return [];
    const parts = s.split(LINE_BREAK);
    // A trailing line break does not start a new (empty) line.
    if (parts.length > 0 && parts[parts.length - 1] === '' && LINE_BREAK.test(s.slice(-1)))
        parts.pop();
    return parts;
}
/** Whether the code units in [start, end) of `s` are all Python whitespace (true for an empty range). */
function isPySpaceRange(s, start, end) {
    for (let i = start; i < end; i++)
        if (!SPACE_UNITS.has(s.charCodeAt(i)))
            return false;
    return true;
}
/** pyStrip(s.slice(start, end)), slicing only what is kept. */
function pyStripRange(s, start, end) {
    while (start < end && SPACE_UNITS.has(s.charCodeAt(start)))
        start++;
    while (end > start && SPACE_UNITS.has(s.charCodeAt(end - 1)))
        end--;
    return s.slice(start, end);
}
/** Length in Unicode code points, as Python's len(). */
function cpLength(s) {
    let n = 0;
    for (const _ of s)
        n++;
    return n;
}
/** Number of non-overlapping matches (re.findall count). The regex must have the g flag. */
function countMatches(re, s) {
    re.lastIndex = 0;
    let n = 0;
    for (const _ of s.matchAll(re))
        n++;
    return n;
}
/** How many times `ch` (one UTF-16 unit) occurs in `s`. */
function countChar(s, ch) {
    let n = 0;
    for (let i = s.indexOf(ch); i >= 0; i = s.indexOf(ch, i + 1))
        n++;
    return n;
}
/** Offsets where each line (split at \n) starts, for the last text asked about. */
let startsOf = null;
/** Offsets where the lines of `text` (split at \n) start; computed once per text. */
function lineStarts(text) {
    if (startsOf !== null && startsOf.text === text)
        return startsOf.starts;
    const starts = new Int32Array(countChar(text, '\n') + 1);
    let k = 1;
    for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1))
        starts[k++] = i + 1;
    startsOf = { text, starts };
    return starts;
}
/** Maps string offsets in `text` to 1-based line numbers (the table is built on the first call). */
function lineIndex(text) {
    let starts = null;
    return (offset) => {
        starts ??= lineStarts(text);
        let lo = 0;
        let hi = starts.length - 1;
        while (lo < hi) {
            const mid = (lo + hi + 1) >> 1;
            if (starts[mid] <= offset)
                lo = mid;
            else
                hi = mid - 1;
        }
        return lo + 1;
    };
}
/** The 1-based line `line` of `text` (split at \n), without its newline; '' past the end. */
function lineAt(text, line) {
    const starts = lineStarts(text);
    if (line < 1 || line > starts.length)
        return '';
    const end = line < starts.length ? starts[line] - 1 : text.length;
    return text.slice(starts[line - 1], end);
}


/***/ }),

/***/ 7342:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G5: () => (/* binding */ parseSkillText),
/* harmony export */   KT: () => (/* binding */ frontmatterKeyLine),
/* harmony export */   N8: () => (/* binding */ parseAgent),
/* harmony export */   OM: () => (/* binding */ stringField),
/* harmony export */   YV: () => (/* binding */ extractCrossRefs),
/* harmony export */   g7: () => (/* binding */ decodeText),
/* harmony export */   hj: () => (/* binding */ frontmatterKeyLines),
/* harmony export */   oc: () => (/* binding */ whenToUseOf),
/* harmony export */   vv: () => (/* binding */ parseSkill),
/* harmony export */   zT: () => (/* binding */ readFrontmatter)
/* harmony export */ });
/* unused harmony export utf8Length */
/* harmony import */ var _frontmatter_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2381);
/* harmony import */ var _pytext_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7795);
/* harmony import */ var _contract_types_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3579);
// SKILL.md and agent files → parsed form (spec §1). Pure: bytes in, ParsedSkill out, or a
// TargetError naming the file and the field (divergences D1, D2).



const MUST_WORDS = (0,_pytext_js__WEBPACK_IMPORTED_MODULE_1__/* .pyRegex */ .vR)('\\b(?:MUST|NEVER|ALWAYS)\\b', 'g');
const FENCE = (0,_pytext_js__WEBPACK_IMPORTED_MODULE_1__/* .pyRegex */ .vR)('```(\\w*)', 'g');
const EXAMPLE_MARKERS = ['## example', '### example', '## usage'];
const TROUBLESHOOTING_MARKERS = ['## troubleshoot', '## common issue', '## faq'];
/** UTF-8 → text with universal newlines; a leading BOM is dropped (D1). */
function decodeText(bytes, file) {
    let text;
    try {
        text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
    }
    catch {
        throw new _contract_types_js__WEBPACK_IMPORTED_MODULE_2__/* .TargetError */ .I0(`${file} is not valid UTF-8`, file, 'encoding');
    }
    if (text.includes('\u0000'))
        throw new _contract_types_js__WEBPACK_IMPORTED_MODULE_2__/* .TargetError */ .I0(`${file} contains NUL bytes (a binary file?)`, file, 'encoding');
    return text.includes('\r') ? text.replace(/\r\n?/g, '\n') : text;
}
const ASCII_ONLY = /^[\x00-\x7f]*$/;
/** Bytes of a text in UTF-8, what TextEncoder's encode(text).length is, without making the bytes. */
function utf8Length(text) {
    if (ASCII_ONLY.test(text))
        return text.length;
    let n = 0;
    for (let i = 0; i < text.length; i++) {
        const c = text.charCodeAt(i);
        if (c < 0x80)
            n += 1;
        else if (c < 0x800)
            n += 2;
        else if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
            // A surrogate pair: one code point of four bytes.
            n += 4;
            i++;
        }
        else
            n += 3; // the rest of the BMP; a lone surrogate is encoded as U+FFFD
    }
    return n;
}
/**
 * Frontmatter as a mapping; anything else that parsed is a clear error (D2). `pyyaml`: as the
 * reference's PyYAML reads it (`--method reference`), else as js-yaml does (see FrontmatterSplit.pyyaml).
 */
function readFrontmatter(text, file, pyyaml = false) {
    const both = (0,_frontmatter_js__WEBPACK_IMPORTED_MODULE_0__/* .splitFrontmatter */ .XW)(text);
    const split = pyyaml ? (both.pyyaml ?? both) : both;
    if (!split.found)
        return { data: {}, found: false, body: split.body, ...(split.error ? { error: split.error } : {}) };
    const data = split.data;
    if (typeof data !== 'object' || data === null || Array.isArray(data) || data instanceof Date) {
        const kind = Array.isArray(data) ? 'a list' : data instanceof Date ? 'a date' : `a ${typeof data}`;
        throw new _contract_types_js__WEBPACK_IMPORTED_MODULE_2__/* .TargetError */ .I0(`${file}: frontmatter is ${kind}, not a mapping of fields`, file, 'frontmatter');
    }
    return {
        data: data,
        found: true,
        body: split.body,
        ...(split.duplicateKey ? { duplicateKey: split.duplicateKey } : {}),
    };
}
/** A frontmatter field that must be a string when present; null/absent give the fallback. */
function stringField(fm, field, fallback, file) {
    const v = fm[field];
    if (v === undefined || v === null)
        return fallback;
    if (typeof v !== 'string') {
        const kind = Array.isArray(v) ? 'a list' : v instanceof Date ? 'a date' : `a ${typeof v}`;
        throw new _contract_types_js__WEBPACK_IMPORTED_MODULE_2__/* .TargetError */ .I0(`${file}: frontmatter field '${field}' is ${kind}, not a string`, file, field);
    }
    return v;
}
/** 1-based line of each top-level key in the frontmatter region (first occurrence), read once. */
function frontmatterKeyLines(text) {
    const lines = new Map();
    if (!text.startsWith('---'))
        return lines;
    const end = text.indexOf('---', 3);
    if (end < 0)
        return lines;
    // Line by line in place, by hand rather than by regex or split: no array of lines (its garbage
    // grows faster than the text), and the next colon is found once for all the lines before it.
    let nextColon = -1;
    for (let start = 0, lineNo = 1; start <= end; lineNo++) {
        let nl = text.indexOf('\n', start);
        if (nl < 0 || nl > end)
            nl = end;
        if (nextColon < start) {
            nextColon = text.indexOf(':', start);
            if (nextColon < 0)
                break;
        }
        if (nextColon > start && nextColon < nl && !/^[\s#-]/u.test(text[start])) {
            let key = text.slice(start, nextColon).trimEnd();
            const q = key[0];
            if ((q === '"' || q === "'") && key.length >= 2 && key.endsWith(q))
                key = key.slice(1, -1);
            if (!lines.has(key))
                lines.set(key, lineNo);
        }
        start = nl + 1;
    }
    return lines;
}
/** 1-based line of a top-level frontmatter key, when the frontmatter has it. */
function frontmatterKeyLine(text, key) {
    return frontmatterKeyLines(text).get(key) ?? null;
}
/** The spec's cross-reference pattern, tried at one offset. */
const CROSS_REF_AT = (0,_pytext_js__WEBPACK_IMPORTED_MODULE_1__/* .pyRegex */ .vR)('(?<![\\w-])(skills?/|sub-skills/)([a-z0-9-]+(?:/[a-z0-9-]+)*)', 'y');
/**
 * Cross-references in a body (spec §1): `skills/x` and `skill/x` lose their prefix; `sub-skills/…` stays whole.
 * What matchAll finds with that pattern (flag g), tried only where a match can start: at each `skill` and four
 * before it (`sub-`), in order, past the end of the last match (the regex's own scan tries every offset).
 */
function extractCrossRefs(body) {
    const refs = [];
    let end = 0;
    for (let at = body.indexOf('skill'); at >= 0; at = body.indexOf('skill', Math.max(at + 1, end))) {
        for (const start of at >= 4 && body.startsWith('sub-', at - 4) ? [at - 4, at] : [at]) {
            if (start < end)
                continue;
            CROSS_REF_AT.lastIndex = start;
            const m = CROSS_REF_AT.exec(body);
            if (m === null)
                continue;
            refs.push(m[1] === 'sub-skills/' ? m[1] + m[2] : m[2]);
            end = start + m[0].length;
            break;
        }
    }
    return refs;
}
/** The `when_to_use` field (the trigger moved out of the description), or '' when there is none. */
function whenToUseOf(skill) {
    return typeof skill.frontmatter.when_to_use === 'string' ? skill.frontmatter.when_to_use : '';
}
/** A SKILL.md parsed; with the reference method its frontmatter is read as PyYAML reads it. */
function parseSkill(snap, method) {
    return parseSkillText(snap, decodeText(snap.bytes, snap.file), method);
}
/** parseSkill of a snapshot whose SKILL.md is already decoded (`text` is what decodeText gave). */
function parseSkillText(snap, text, method) {
    const fm = readFrontmatter(text, snap.file, method === 'reference');
    const name = stringField(fm.data, 'name', snap.dirName, snap.file);
    const description = stringField(fm.data, 'description', '', snap.file);
    const body = fm.body;
    const fenceLanguages = [];
    let fenceCount = 0;
    FENCE.lastIndex = 0;
    for (const m of text.matchAll(FENCE)) {
        fenceCount++;
        if (m[1])
            fenceLanguages.push(m[1]);
    }
    let h2Count = 0;
    let h3Count = 0;
    // Lines split at \n: the spec names str.splitlines() only for token efficiency, and its other
    // line tests (line_count, `.` in patterns, the table line) are \n lines too.
    const stripped = (0,_pytext_js__WEBPACK_IMPORTED_MODULE_1__/* .pyStrip */ .m0)(body);
    for (let start = 0; start >= 0 && start <= stripped.length;) {
        if (stripped.startsWith('## ', start))
            h2Count++;
        else if (stripped.startsWith('### ', start))
            h3Count++;
        const nl = stripped.indexOf('\n', start);
        start = nl < 0 ? -1 : nl + 1;
    }
    const lowerBody = body.toLowerCase();
    return {
        path: snap.path,
        file: snap.file,
        dirName: snap.dirName,
        text,
        body,
        frontmatter: fm.data,
        hasFrontmatter: fm.found,
        descriptionLine: frontmatterKeyLine(text, 'description'),
        name,
        description,
        lineCount: (0,_pytext_js__WEBPACK_IMPORTED_MODULE_1__/* .countChar */ .El)(text, '\n') + 1,
        mustCount: (0,_pytext_js__WEBPACK_IMPORTED_MODULE_1__/* .countMatches */ .b7)(MUST_WORDS, text),
        fenceCount,
        fenceLanguages,
        h2Count,
        h3Count,
        hasExamples: EXAMPLE_MARKERS.some((m) => lowerBody.includes(m)),
        hasTroubleshooting: TROUBLESHOOTING_MARKERS.some((m) => lowerBody.includes(m)),
        references: snap.references,
        assets: snap.assets,
        crossRefs: extractCrossRefs(body),
        crossRefExists: snap.crossRefExists,
        utf8Bytes: utf8Length(text),
        readFindings: snap.readFindings,
        resolved: snap.resolved ?? {},
        ...(snap.collection ? { collection: snap.collection } : {}),
        ...(snap.tree ? { tree: snap.tree } : {}),
        ...(fm.error ? { frontmatterError: fm.error } : {}),
        ...(fm.duplicateKey ? { duplicateKey: fm.duplicateKey } : {}),
    };
}
/** An agent file of a plugin (spec §4). */
function parseAgent(file, bytes, method) {
    const text = decodeText(bytes, file);
    const fm = readFrontmatter(text, file, method === 'reference');
    const description = stringField(fm.data, 'description', '', file);
    const tools = fm.data.tools;
    let hasTools;
    if (tools === undefined || tools === null)
        hasTools = false;
    else if (Array.isArray(tools))
        hasTools = tools.length > 0;
    else if (typeof tools === 'string')
        hasTools = tools.split(',').some((t) => (0,_pytext_js__WEBPACK_IMPORTED_MODULE_1__/* .pyStrip */ .m0)(t) !== '');
    // Spec §4 credits a list or a comma-separated string, and D2 makes only a non-string name or
    // description an error: to the reference any other `tools` is no tools.
    else if (method === 'reference')
        hasTools = false;
    else
        throw new _contract_types_js__WEBPACK_IMPORTED_MODULE_2__/* .TargetError */ .I0(`${file}: frontmatter field 'tools' is a ${typeof tools}, not a list or a string`, file, 'tools');
    return { file, text, description, hasTools, hasModel: pyTruthy(fm.data.model) };
}
/** Python's truth value of a YAML value: the reference credits an agent's `model` when it is truthy. */
function pyTruthy(v) {
    if (v === undefined || v === null || v === false)
        return false;
    if (typeof v === 'number')
        return v !== 0;
    if (typeof v === 'string' || Array.isArray(v) || v instanceof Uint8Array)
        return v.length > 0;
    if (v instanceof Date)
        return true;
    if (typeof v === 'object')
        return Object.keys(v).length > 0;
    return true;
}



/***/ }),

/***/ 1450:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  c4: () => (/* reexport */ EVALS_NEGATIVE_LIFT),
  Se: () => (/* binding */ EVALS_RULES),
  LG: () => (/* reexport */ evalsInvalid),
  Yw: () => (/* reexport */ evalsMissingFile),
  X9: () => (/* reexport */ evalsMoreProblems),
  gM: () => (/* reexport */ evalsNegativeLift),
  S1: () => (/* reexport */ evalsSkillNameMismatch)
});

// UNUSED EXPORTS: EVALS_FINDING_SEVERITY, EVALS_INVALID, EVALS_MISSING_FILE, EVALS_SKILL_NAME_MISMATCH

// EXTERNAL MODULE: ./src/rules/rule.ts
var rule = __webpack_require__(281);
;// CONCATENATED MODULE: ./src/rules/evals/finding.ts
/** Severities of these findings (they are not counted in the composite). */
const EVALS_FINDING_SEVERITY = { high: 0.9, medium: 0.6, low: 0.3, info: 0.1 };
/** An evals finding on `file` (the evals file, relative to the skill's target). */
function evalsFinding(rule, level, message, file) {
    return { rule, category: 'spec', severity: EVALS_FINDING_SEVERITY[level], level, message, file };
}

;// CONCATENATED MODULE: ./src/rules/evals/invalid.ts


const EVALS_INVALID = 'EVALS_INVALID';
/** A value of `file` at a JSON path (e.g. `$.evals[2].expectations[0].type`) that is not what it should be. */
function evalsInvalid(file, path, what) {
    return evalsFinding(EVALS_INVALID, 'medium', `${file} at ${path}: ${what}.`, file);
}
/** The last finding of a file that had more problems than are listed. */
function evalsMoreProblems(file, dropped) {
    return evalsFinding(EVALS_INVALID, 'info', `${file}: ${dropped} more problem${dropped === 1 ? '' : 's'} not listed.`, file);
}
const evalsInvalidRule = (0,rule/* defineRule */.Km)({
    id: EVALS_INVALID,
    family: 'evals',
    title: 'Invalid evals file',
    description: 'evals/evals.json or a trigger set does not have the expected shape; the entries at the JSON path named are not used.',
    why: 'The entries that do not parse are skipped, so the evals the author counts on to catch a regression in the skill do not run, and the score they would have measured is missing or rests on fewer cases.',
    bad: '{"skill_name": "sql-format", "evals": [{"id": 1, "prompt": "Format this query", "expectations": "uppercase keywords"}]}',
    good: '{"skill_name": "sql-format", "evals": [{"id": 1, "prompt": "Format this query", "expectations": ["uppercase keywords"]}]}',
    fix: 'Fix the value at the JSON path given: evals.json is {skill_name, evals: [{id, prompt, expected_output, files, expectations}]}, a trigger set is [{query, should_trigger}].',
});

;// CONCATENATED MODULE: ./src/rules/evals/missingFile.ts


const EVALS_MISSING_FILE = 'EVALS_MISSING_FILE';
/** Eval `caseId` of `file` lists `listed`, which `missing` says why it cannot be attached. */
function evalsMissingFile(file, caseId, listed, missing) {
    return evalsFinding(EVALS_MISSING_FILE, 'medium', `${file}: eval ${JSON.stringify(caseId)} lists ${JSON.stringify(listed)}, which ${missing}; the eval runs without it.`, file);
}
const evalsMissingFileRule = (0,rule/* defineRule */.Km)({
    id: EVALS_MISSING_FILE,
    family: 'evals',
    title: 'Eval file not found',
    description: 'An eval lists an input file that is not in the skill folder; the eval runs without it.',
    why: 'The eval runs without its input, so the agent fails it for a reason that has nothing to do with the skill, and the measured lift understates (or misstates) what the skill does for its users.',
    bad: '"files": ["evals/files/orders.csv"]   (no such file in the skill folder)',
    good: '"files": ["evals/files/orders.csv"]   (evals/files/orders.csv committed beside SKILL.md)',
    fix: 'Add the file under the skill folder (paths are relative to it, e.g. evals/files/input.csv) or remove it from `files`.',
});

;// CONCATENATED MODULE: ./src/rules/evals/negativeLift.ts


const EVALS_NEGATIVE_LIFT = 'EVALS_NEGATIVE_LIFT';
const pct = (x) => (x === null ? '—' : `${(x * 100).toFixed(0)}%`);
/** The finding for a measured negative lift: medium when its whole interval is below 0, else low. */
function evalsNegativeLift(report) {
    const [lo, hi] = report.lift_ci ?? [report.lift, report.lift];
    const sure = hi < 0;
    return evalsFinding(EVALS_NEGATIVE_LIFT, sure ? 'medium' : 'low', `${report.file}: with the skill the agent met ${pct(report.with_skill.pass_rate)} of the expectations, without it ${pct(report.without_skill.pass_rate)} ` +
        `(lift ${(report.lift * 100).toFixed(0)} points, 95% interval ${(lo * 100).toFixed(0)} to ${(hi * 100).toFixed(0)}${sure ? '' : '; the interval includes 0'}).`, report.file);
}
const evalsNegativeLiftRule = (0,rule/* defineRule */.Km)({
    id: EVALS_NEGATIVE_LIFT,
    family: 'evals',
    title: 'The skill makes its own evals worse',
    description: "The agent met the author's expectations less often with the skill than without it.",
    why: 'Installing the skill makes the agent worse at the very tasks its author wrote it for: users who load it get poorer results than they would without it.',
    bad: 'with the skill 55% of the expectations met, without it 70% (lift -15 points)',
    good: 'with the skill 85% of the expectations met, without it 70% (lift +15 points)',
    fix: 'Read the failing expectations of the with-skill outputs in the evals report and change the instructions that lead the agent away from them.',
    methods: 'Measured only when the evals run (an API key, and a depth other than quick or --evals).',
});

;// CONCATENATED MODULE: ./src/rules/evals/skillNameMismatch.ts


const EVALS_SKILL_NAME_MISMATCH = 'EVALS_SKILL_NAME_MISMATCH';
/** The finding when the suite's `skill_name` is not the skill's name, or null. */
function evalsSkillNameMismatch(file, suiteName, skillName) {
    if (suiteName.trim() === skillName.trim())
        return null;
    return evalsFinding(EVALS_SKILL_NAME_MISMATCH, 'low', `${file} at $.skill_name: ${JSON.stringify(suiteName.slice(0, 100))} is not the skill's name ${JSON.stringify(skillName.slice(0, 100))}.`, file);
}
const evalsSkillNameMismatchRule = (0,rule/* defineRule */.Km)({
    id: EVALS_SKILL_NAME_MISMATCH,
    family: 'evals',
    title: 'Evals name another skill',
    description: "The `skill_name` of evals/evals.json differs from the skill's frontmatter name.",
    why: 'Evals copied from another skill, or left behind by a rename, test instructions this skill does not have: they pass or fail for reasons unrelated to it, and its real behaviour goes untested.',
    bad: 'skills/sql-format/evals/evals.json: {"skill_name": "sql-lint", "evals": […]}',
    good: 'skills/sql-format/evals/evals.json: {"skill_name": "sql-format", "evals": […]}',
    fix: "Set `skill_name` to the skill's name, or move the evals beside the skill they test.",
});

;// CONCATENATED MODULE: ./src/rules/evals/index.ts









const EVALS_RULES = [
    evalsInvalidRule,
    evalsSkillNameMismatchRule,
    evalsMissingFileRule,
    evalsNegativeLiftRule,
];


/***/ }),

/***/ 3411:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  m6: () => (/* reexport */ MARKETPLACE_INVALID),
  yi: () => (/* binding */ MARKETPLACE_RULES),
  QP: () => (/* reexport */ readMarketplace)
});

// EXTERNAL MODULE: ./src/contract/types.ts
var types = __webpack_require__(3579);
// EXTERNAL MODULE: ./src/rules/rule.ts
var rule = __webpack_require__(281);
;// CONCATENATED MODULE: ./src/rules/marketplace/invalid.ts
// A plugin marketplace (`.claude-plugin/marketplace.json`): its listing, checked against what
// Claude Code reads (`name`, `owner.name`, `plugins[].name` and `source`). Pure: text in, listing
// and findings out; the reader (src/read/target.ts) resolves local sources on the file system.


const MARKETPLACE_INVALID = 'MARKETPLACE_INVALID';
const marketplaceInvalid = (0,rule/* defineRule */.Km)({
    id: MARKETPLACE_INVALID,
    family: 'marketplace',
    title: 'Marketplace listing problem',
    description: 'marketplace.json is not what Claude Code reads: not JSON, a required field missing or of the wrong type, a plugin listed twice, or a local source that is not there.',
    why: 'Claude Code refuses a marketplace it cannot read, or skips the entries it cannot resolve: users who add the marketplace get an error, or a list without the plugin they came for.',
    bad: '{"name": "My Tools", "plugins": [{"name": "sql-tools", "source": "../sql-tools"}]}',
    good: '{"name": "my-tools", "owner": {"name": "Ada"}, "plugins": [{"name": "sql-tools", "source": "./plugins/sql-tools"}]}',
    fix: 'Give the marketplace a kebab-case `name`, an `owner` with a `name`, and for each plugin a unique `name` and a `source` (`./path` inside the repository, or a github/url/git source object).',
});
const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/u;
/** A relative source inside the repository, normalised (`./plugins/x/` → `plugins/x`), or null if it climbs out. */
function localSource(raw, pluginRoot) {
    const joined = raw.startsWith('./') || raw.startsWith('../') || raw === '.' ? raw : `${pluginRoot.replace(/\/+$/u, '')}/${raw}`;
    const parts = [];
    for (const seg of joined.split('/')) {
        if (seg === '' || seg === '.')
            continue;
        if (seg === '..') {
            if (parts.length === 0)
                return null;
            parts.pop();
        }
        else
            parts.push(seg);
    }
    return parts.join('/');
}
/** Reads marketplace.json text (`file` is its display path). */
function readMarketplace(text, file) {
    const findings = [];
    const add = (level, message) => findings.push({
        rule: MARKETPLACE_INVALID,
        category: 'spec',
        severity: level === 'high' ? 0.5 : level === 'medium' ? 0.25 : 0.1,
        level,
        message,
        file,
        line: 1,
    });
    let data;
    try {
        data = JSON.parse(text);
    }
    catch (err) {
        add('high', `marketplace.json is not valid JSON: ${err.message}`);
        return { name: null, owner: null, plugins: [], findings };
    }
    if (!(0,types/* isJsonObject */.OW)(data)) {
        add('high', 'marketplace.json is not a JSON object');
        return { name: null, owner: null, plugins: [], findings };
    }
    const name = typeof data.name === 'string' ? data.name : null;
    if (data.name === undefined)
        add('medium', 'No `name`');
    else if (name === null)
        add('medium', '`name` is not a string');
    else if (!KEBAB.test(name))
        add('low', `\`name\` ${JSON.stringify(name)} is not kebab-case`);
    let owner = null;
    if (data.owner === undefined)
        add('medium', 'No `owner` (an object with a `name`)');
    else if (!(0,types/* isJsonObject */.OW)(data.owner) || typeof data.owner.name !== 'string' || data.owner.name.trim() === '')
        add('medium', '`owner` must be an object with a non-empty `name`');
    else
        owner = data.owner.name;
    const pluginRoot = (0,types/* isJsonObject */.OW)(data.metadata) && typeof data.metadata.pluginRoot === 'string' ? data.metadata.pluginRoot : '.';
    const plugins = [];
    if (!Array.isArray(data.plugins)) {
        add('medium', data.plugins === undefined ? 'No `plugins` list' : '`plugins` is not a list');
        return { name, owner, plugins, findings };
    }
    const seen = new Set();
    data.plugins.forEach((entry, i) => {
        const where = `plugins[${i}]`;
        if (!(0,types/* isJsonObject */.OW)(entry)) {
            add('medium', `${where} is not an object`);
            return;
        }
        const pname = typeof entry.name === 'string' && entry.name.trim() !== '' ? entry.name : null;
        if (pname === null)
            add('medium', `${where} has no \`name\``);
        else if (seen.has(pname))
            add('medium', `${where}: plugin ${JSON.stringify(pname)} is listed twice`);
        else if (!KEBAB.test(pname))
            add('low', `${where}: name ${JSON.stringify(pname)} is not kebab-case`);
        if (pname)
            seen.add(pname);
        const src = entry.source;
        let source = '';
        let localPath = null;
        if (typeof src === 'string' && src.trim() !== '') {
            source = src;
            localPath = localSource(src, pluginRoot);
            if (localPath === null)
                add('high', `${where}: source ${JSON.stringify(src)} leaves the repository`);
        }
        else if ((0,types/* isJsonObject */.OW)(src) && typeof src.source === 'string') {
            const target = [src.repo, src.url, src.package].find((x) => typeof x === 'string');
            if (target === undefined)
                add('medium', `${where}: source object of kind ${JSON.stringify(src.source)} names no \`repo\` or \`url\``);
            source = `${src.source}:${String(target ?? '?')}`;
        }
        else {
            add('medium', `${where} has no \`source\` (a ./path or a source object)`);
        }
        plugins.push({ name: pname ?? `(${where})`, source, localPath });
    });
    return { name, owner, plugins, findings };
}

;// CONCATENATED MODULE: ./src/rules/marketplace/index.ts


const MARKETPLACE_RULES = [marketplaceInvalid];


/***/ }),

/***/ 281:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EW: () => (/* binding */ detectorFor),
/* harmony export */   KN: () => (/* binding */ sharedDetector),
/* harmony export */   Km: () => (/* binding */ defineRule),
/* harmony export */   yA: () => (/* binding */ descriptionFor)
/* harmony export */ });
function isByMethod(d) {
    return typeof d === 'object' && d !== null && 'reference' in d && 'calibrated' in d;
}
/** The detector a method uses. */
function detectorFor(rule, method) {
    const d = rule.detect;
    if (d === undefined)
        return undefined;
    return isByMethod(d) ? d[method] : d;
}
/** The one detector of a rule that reads a skill the same way under both methods (spec, security). */
function sharedDetector(rule) {
    const d = rule.detect;
    if (d === undefined || isByMethod(d))
        throw new Error(`rule ${rule.id}: expected one detector for both methods`);
    return d;
}
/** The words a finding of the rule carries under a method. */
function descriptionFor(rule, method) {
    return rule.descriptionUnder?.[method] ?? rule.description;
}
/** Defines a rule; the identity function, there for type checking and to read as a declaration. */
function defineRule(rule) {
    return rule;
}


/***/ }),

/***/ 1154:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   i: () => (/* binding */ isWhiteSpace),
/* harmony export */   t: () => (/* binding */ visibleLength)
/* harmony export */ });
// White space as a regular expression's `\s` means it, tested by code unit: rules that scan lines
// by hand, and the visible length of a line counted in place (a copy of each line without its
// spaces was garbage per line).
/** Whether a UTF-16 unit is white space as a regular expression's `\s` means it. */
function isWhiteSpace(c) {
    if (c <= 0x20)
        return c === 0x20 || (c >= 0x09 && c <= 0x0d);
    if (c < 0xa0)
        return false;
    return (c === 0xa0 ||
        c === 0x1680 ||
        (c >= 0x2000 && c <= 0x200a) ||
        c === 0x2028 ||
        c === 0x2029 ||
        c === 0x202f ||
        c === 0x205f ||
        c === 0x3000 ||
        c === 0xfeff);
}
/** `text.replace(/\s+/g, '').length`, without the copy. */
function visibleLength(text) {
    let n = 0;
    for (let i = 0; i < text.length; i++)
        if (!isWhiteSpace(text.charCodeAt(i)))
            n++;
    return n;
}


/***/ })

};
