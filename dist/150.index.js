export const id = 150;
export const ids = [150];
export const modules = {

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
