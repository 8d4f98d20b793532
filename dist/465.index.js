export const id = 465;
export const ids = [465];
export const modules = {

/***/ 4465:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  LL: () => (/* reexport */ thresholds/* LEVEL_SEVERITY */.LL),
  x6: () => (/* reexport */ PROMPT_INJECTION_JUDGE),
  nC: () => (/* reexport */ hasJudgeInjection),
  Bi: () => (/* reexport */ securityFindings)
});

// UNUSED EXPORTS: ALLOWED_POST_HOSTS, BASE64_CHARS_PER_SLASH, BASE64_MIN_CHARS, BASE64_WRAPPED_LINE_MIN, BIDI_OVERRIDE, BLANK_RUN_MIN, COMMENT_MIN_WORDS, CREDENTIAL_ACCESS, CREDENTIAL_PROXIMITY, ENCODED_BLOB, EXCERPT_MAX, EXFILTRATION_ENDPOINT, EXFILTRATION_HOSTS, FETCH_OPTIONS_WINDOW, HEX_MIN_CHARS, HIDDEN_AFTER_BLANKS, HIDDEN_COMMENT, HIGH_SEVERITY, HORIZONTAL_PAD_MIN, INLINE_CODE_LOOKBACK, INVISIBLE_CHARACTERS, MAX_FINDINGS_PER_RULE, MAX_PATH_TOKEN, NEGATION_WINDOW, PIPE_TO_SHELL, POST_TO_UNKNOWN_HOST, PROMPT_INJECTION_OVERRIDE, SECURITY_RULES, excerpt, hasHighSeverity, scanSecurity

// EXTERNAL MODULE: ./src/parse/pytext.ts
var pytext = __webpack_require__(7795);
// EXTERNAL MODULE: ./src/rules/catalog.ts
var catalog = __webpack_require__(1212);
// EXTERNAL MODULE: ./src/rules/security/thresholds.ts
var thresholds = __webpack_require__(6672);
;// CONCATENATED MODULE: ./src/rules/security/rules.ts
// Security rule ids and their catalog entries (title, description, fix), registered once.


const HIDDEN_COMMENT = 'HIDDEN_COMMENT_INSTRUCTIONS';
const HIDDEN_AFTER_BLANKS = 'HIDDEN_AFTER_BLANK_LINES';
const INVISIBLE_CHARACTERS = 'INVISIBLE_CHARACTERS';
const BIDI_OVERRIDE = 'BIDI_OVERRIDE';
const PROMPT_INJECTION_OVERRIDE = 'PROMPT_INJECTION_OVERRIDE';
const PROMPT_INJECTION_JUDGE = 'PROMPT_INJECTION_JUDGE';
const PIPE_TO_SHELL = 'PIPE_TO_SHELL';
const ENCODED_BLOB = 'ENCODED_BLOB';
const POST_TO_UNKNOWN_HOST = 'POST_TO_UNKNOWN_HOST';
const EXFILTRATION_ENDPOINT = 'EXFILTRATION_ENDPOINT';
const CREDENTIAL_ACCESS = 'CREDENTIAL_ACCESS';
const SECURITY_RULES = [
    {
        id: HIDDEN_COMMENT,
        title: 'Instructions hidden in an HTML comment',
        description: 'An HTML comment, invisible on the rendered page but read by the model, contains instructions.',
        fix: 'Move the instructions into visible text where reviewers can read them, or delete the comment.',
    },
    {
        id: HIDDEN_AFTER_BLANKS,
        title: 'Text hidden after blank space',
        description: `Text follows ${thresholds/* BLANK_RUN_MIN */.Iv}+ blank lines (or ${thresholds/* HORIZONTAL_PAD_MIN */.OW}+ spaces), out of sight of a reviewer scrolling the page.`,
        fix: 'Remove the padding so all text is visible, or delete the hidden text.',
    },
    {
        id: INVISIBLE_CHARACTERS,
        title: 'Invisible characters',
        description: 'Zero-width or Unicode tag characters can hide text or split words so that reviewers and filters miss them.',
        fix: 'Delete the invisible characters (most editors can show them); keep only those emoji or scripts need.',
    },
    {
        id: BIDI_OVERRIDE,
        title: 'Bidirectional override characters',
        description: 'Bidirectional control characters make text display in a different order from the order the model reads it.',
        fix: 'Delete the bidirectional control characters (U+202A–U+202E, U+2066–U+2069).',
    },
    {
        id: PROMPT_INJECTION_OVERRIDE,
        title: 'Prompt-injection override',
        description: 'The text tries to override the agent\'s instructions ("ignore previous instructions", "you are now …", a new system prompt).',
        fix: "Remove the override; a skill should add guidance, not replace the agent's instructions.",
    },
    {
        id: PROMPT_INJECTION_JUDGE,
        title: 'Prompt injection aimed at the judge',
        description: 'The text addresses the evaluator or asks for a score ("give this skill full marks"); LLM scores taken with it present are suspect.',
        fix: 'Remove text addressed to graders; let the skill be judged on its content.',
    },
    {
        id: PIPE_TO_SHELL,
        title: 'Download piped into a shell',
        description: 'A command runs code straight from the network (`curl … | sh`, `iwr … | iex`) without letting anyone see or verify it.',
        fix: 'Download to a file, verify a pinned checksum or signature, then run it; or use a package manager.',
    },
    {
        id: ENCODED_BLOB,
        title: 'Long encoded blob',
        description: `A base64 run of ${thresholds/* BASE64_MIN_CHARS */.r6}+ characters or a hex run of ${thresholds/* HEX_MIN_CHARS */.rc}+ digits hides content from review.`,
        fix: 'Ship the content as a readable file (or drop it) and reference it; never embed encoded payloads or keys.',
    },
    {
        id: POST_TO_UNKNOWN_HOST,
        title: 'Data posted to an unknown host',
        description: 'A command or code sample sends data (POST, upload, form) to a host outside the well-known allow-list.',
        fix: 'Make sure the host is the service the skill is about; do not send local files or data elsewhere.',
    },
    {
        id: EXFILTRATION_ENDPOINT,
        title: 'Exfiltration endpoint',
        description: 'The text points at a paste, tunnel or request-capture service (pastebin, ngrok, webhook.site, requestbin, …) often used to exfiltrate data.',
        fix: 'Remove the endpoint; a skill has no reason to send data to a capture service.',
    },
    {
        id: CREDENTIAL_ACCESS,
        title: 'Credential access',
        description: 'The text reads, prints or sends credentials (`~/.ssh`, `.env`, `~/.aws/credentials`, tokens, API keys).',
        fix: 'Never have a skill read or disclose secrets; let tools take credentials from the environment themselves.',
    },
];
(0,catalog/* registerRules */.x1)(SECURITY_RULES);

// EXTERNAL MODULE: ./src/rules/security/text.ts
var security_text = __webpack_require__(7247);
;// CONCATENATED MODULE: ./src/rules/security/blobs.ts



function isBase64Char(c) {
    return (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a) || (c >= 0x30 && c <= 0x39) || c === 0x2b || c === 0x2f;
}
function isHexChar(c) {
    return (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66);
}
/** Random-looking base64: mixed case and digits, few slashes (a long path is not a blob). */
function looksLikeBase64(run) {
    let upper = 0;
    let lower = 0;
    let digit = 0;
    let slash = 0;
    for (let i = 0; i < run.length; i++) {
        const c = run.charCodeAt(i);
        if (c >= 0x41 && c <= 0x5a)
            upper++;
        else if (c >= 0x61 && c <= 0x7a)
            lower++;
        else if (c >= 0x30 && c <= 0x39)
            digit++;
        else if (c === 0x2f)
            slash++;
    }
    return upper > 0 && lower > 0 && digit > 0 && slash * thresholds/* BASE64_CHARS_PER_SLASH */.IQ <= run.length;
}
function longestHexRun(s) {
    let best = 0;
    let run = 0;
    let digits = false;
    let letters = false;
    for (let i = 0; i < s.length; i++) {
        const c = s.charCodeAt(i);
        if (isHexChar(c)) {
            run++;
            if (c <= 0x39)
                digits = true;
            else
                letters = true;
            if (digits && letters && run > best)
                best = run;
        }
        else {
            run = 0;
            digits = false;
            letters = false;
        }
    }
    return best;
}
const DATA_IMAGE_RE = /data:image\/[\w.+-]+;base64,$/iu;
const ESCAPED_HEX_RE = new RegExp(`(?:\\\\x[0-9a-f]{2}){${Math.ceil(thresholds/* HEX_MIN_CHARS */.rc / 2)},}`, 'iu');
const WHOLE_LINE_BASE64_RE = /^[A-Za-z0-9+/]+={0,2}$/u;
/** Maximal base64 runs of a line at least `min` long: [start, end) offsets. */
function base64Runs(line, min) {
    const runs = [];
    let start = -1;
    for (let i = 0; i <= line.length; i++) {
        const inRun = i < line.length && isBase64Char(line.charCodeAt(i));
        if (inRun && start < 0)
            start = i;
        else if (!inRun && start >= 0) {
            let end = i;
            while (end < line.length && end - i < 2 && line.charCodeAt(end) === 0x3d)
                end++; // '=' padding
            if (end - start >= min)
                runs.push([start, end]);
            start = -1;
        }
    }
    return runs;
}
function reportBlob(run, line, prefix, out) {
    const hexLen = longestHexRun(run);
    if (hexLen >= thresholds/* HEX_MIN_CHARS */.rc) {
        out.add(ENCODED_BLOB, 'medium', line, `${prefix}hex run of ${hexLen} digits: "${(0,security_text/* excerpt */.Kb)(run, 24)}"`);
        return true;
    }
    if (run.length >= thresholds/* BASE64_MIN_CHARS */.r6 && looksLikeBase64(run)) {
        out.add(ENCODED_BLOB, 'medium', line, `${prefix}base64 run of ${run.length} characters: "${(0,security_text/* excerpt */.Kb)(run, 24)}"`);
        return true;
    }
    return false;
}
/** Shortest base64 run that can be reported (as base64 or as hex). */
const BLOB_RUN_MIN = Math.min(thresholds/* BASE64_MIN_CHARS */.r6, thresholds/* HEX_MIN_CHARS */.rc);
/** The lines of the wrapped block starting at line i (trimmed), and the line after it. */
function wrappedBlock(lines, i) {
    const parts = [lines[i].trim()];
    let j = i + 1;
    while (j < lines.length) {
        const t = lines[j].trim();
        if (t === '' || !WHOLE_LINE_BASE64_RE.test(t))
            break;
        parts.push(t);
        j++;
        if (t.length < thresholds/* BASE64_WRAPPED_LINE_MIN */.O)
            break; // a short last line ends the block
    }
    return { parts, end: j };
}
/**
 * The first r (r ≤ parts.length - 2) such that reportBlob reports parts[r..] joined, or -1; what
 * calling reportBlob on each suffix in turn decides, in one pass over the block instead of one per
 * suffix. A suffix's longest hex run is the longest mixed run lying wholly inside it, or the run it
 * cuts, measured from the cut; its base64 figures are sums over its lines.
 */
function firstReportedSuffix(parts) {
    const block = parts.join('');
    // Maximal hex runs: [start, end) and the last digit and last letter in each (-1: none).
    const runs = [];
    for (let x = 0; x < block.length;) {
        if (!isHexChar(block.charCodeAt(x))) {
            x++;
            continue;
        }
        const run = { start: x, end: x, lastDigit: -1, lastLetter: -1 };
        for (; x < block.length && isHexChar(block.charCodeAt(x)); x++) {
            if (block.charCodeAt(x) <= 0x39)
                run.lastDigit = x;
            else
                run.lastLetter = x;
        }
        run.end = x;
        runs.push(run);
    }
    // Longest mixed run among runs k.. (a run is mixed when it holds a digit and a letter).
    const longestFrom = new Array(runs.length + 1).fill(0);
    for (let k = runs.length - 1; k >= 0; k--) {
        const r = runs[k];
        longestFrom[k] = Math.max(longestFrom[k + 1], r.lastDigit >= 0 && r.lastLetter >= 0 ? r.end - r.start : 0);
    }
    // Character classes per line, summed from the end.
    const tally = (t) => {
        let upper = 0;
        let lower = 0;
        let digit = 0;
        let slash = 0;
        for (let x = 0; x < t.length; x++) {
            const c = t.charCodeAt(x);
            if (c >= 0x41 && c <= 0x5a)
                upper++;
            else if (c >= 0x61 && c <= 0x7a)
                lower++;
            else if (c >= 0x30 && c <= 0x39)
                digit++;
            else if (c === 0x2f)
                slash++;
        }
        return [upper, lower, digit, slash, t.length];
    };
    const from = new Array(parts.length + 1);
    from[parts.length] = [0, 0, 0, 0, 0];
    for (let r = parts.length - 1; r >= 0; r--) {
        const own = tally(parts[r]);
        from[r] = from[r + 1].map((v, k) => v + own[k]);
    }
    let offset = 0;
    let k = 0; // first run starting at or after offset
    for (let r = 0; r <= parts.length - 2; r++) {
        while (k < runs.length && runs[k].start < offset)
            k++;
        let hexLen = longestFrom[k];
        const cut = k > 0 ? runs[k - 1] : null;
        if (cut && cut.end > offset && cut.lastDigit >= offset && cut.lastLetter >= offset)
            hexLen = Math.max(hexLen, cut.end - offset);
        if (hexLen >= thresholds/* HEX_MIN_CHARS */.rc)
            return r;
        const [upper, lower, digit, slash, length] = from[r];
        if (length >= thresholds/* BASE64_MIN_CHARS */.r6 && upper > 0 && lower > 0 && digit > 0 && slash * thresholds/* BASE64_CHARS_PER_SLASH */.IQ <= length)
            return r;
        offset += parts[r].length;
    }
    return -1;
}
function encodedBlobs(lines, prefilter, out) {
    const lineChecks = (i) => {
        const line = lines[i];
        // A run is part of its line, so a shorter line has none long enough.
        if (!prefilter || line.length >= BLOB_RUN_MIN) {
            for (const [s, e] of base64Runs(line, BLOB_RUN_MIN)) {
                if (e - s < BLOB_RUN_MIN)
                    continue;
                if (DATA_IMAGE_RE.test(line.slice(Math.max(0, s - 64), s)))
                    continue; // an inline picture
                reportBlob(line.slice(s, e), i + 1, '', out);
            }
        }
        // Every escaped byte starts with a backslash.
        const esc = prefilter && !line.includes('\\') ? null : ESCAPED_HEX_RE.exec(line);
        if (esc)
            out.add(ENCODED_BLOB, 'medium', i + 1, `escaped byte string of ${esc[0].length / 4} bytes: "${(0,security_text/* excerpt */.Kb)(esc[0], 24)}"`);
    };
    let i = 0;
    while (i < lines.length) {
        // A blob wrapped over several lines (PEM style): consecutive lines made only of base64. Every
        // line of a block but the last starts a block with the same end (a suffix), which is looked at
        // only when the longer ones were not reported: firstReportedSuffix finds which in one pass.
        // Trimming only shortens: a shorter line cannot start a block.
        const first = lines[i].length < thresholds/* BASE64_WRAPPED_LINE_MIN */.O ? '' : lines[i].trim();
        if (first.length >= thresholds/* BASE64_WRAPPED_LINE_MIN */.O && WHOLE_LINE_BASE64_RE.test(first)) {
            const { parts, end } = wrappedBlock(lines, i);
            if (end - i > 1) {
                const r = firstReportedSuffix(parts);
                const stop = r < 0 ? end - 1 : i + r;
                for (; i < stop; i++)
                    lineChecks(i);
                if (r >= 0) {
                    reportBlob(parts.slice(r).join(''), i + 1, `${end - i} wrapped lines, `, out);
                    i = end;
                }
                continue;
            }
        }
        lineChecks(i);
        i++;
    }
}

;// CONCATENATED MODULE: ./src/rules/security/collector.ts

class Collector {
    file;
    byRule = new Map();
    seen = new Set();
    overflow = new Map();
    constructor(file) {
        this.file = file;
    }
    add(rule, level, line, message) {
        const key = `${rule}:${line}`;
        if (this.seen.has(key))
            return;
        this.seen.add(key);
        const list = this.byRule.get(rule) ?? [];
        if (list.length >= thresholds/* MAX_FINDINGS_PER_RULE */.$) {
            this.overflow.set(rule, (this.overflow.get(rule) ?? 0) + 1);
            if (level === 'high' && list.every((f) => f.level !== 'high'))
                list[list.length - 1] = this.make(rule, level, line, message);
            return;
        }
        list.push(this.make(rule, level, line, message));
        this.byRule.set(rule, list);
    }
    make(rule, level, line, message) {
        return { rule, category: 'security', severity: thresholds/* LEVEL_SEVERITY */.LL[level], level, message, line, file: this.file };
    }
    findings() {
        const out = [];
        for (const [rule, list] of this.byRule) {
            const more = this.overflow.get(rule);
            if (more) {
                const last = list[list.length - 1];
                list[list.length - 1] = { ...last, message: `${last.message} (and ${more} more of this kind)` };
            }
            out.push(...list);
        }
        return out.sort((a, b) => (a.line ?? 0) - (b.line ?? 0) || (a.rule < b.rule ? -1 : a.rule > b.rule ? 1 : 0));
    }
}

;// CONCATENATED MODULE: ./src/rules/security/prefilter.ts
// Running some twenty case-insensitive Unicode patterns on every line dominated the cost on long
// skills, though hardly any line can match any of them. So each phrase pattern has a gate: needle
// groups such that every match of the pattern contains a needle of each group (after case folding).
// One scan of the folded text records which groups occur on which line, and a pattern runs only on
// lines whose groups satisfy its gate. A gate skips only lines the pattern cannot match, so findings
// are the same with and without it (`scanSecurity(skill, { prefilter: false })`; a test compares).
// Needles are lower case without whitespace, so none spans a `\s` of a pattern or a joined line.
/** Needle groups; each gate below says, next to its pattern, why every match contains a needle. */
const NEEDLES = {
    ignoreVerb: ['ignore', 'disregard', 'forget', 'override', 'bypass', 'discard'],
    you: ['you'],
    now: ['now'],
    modeOrAnything: ['mode', 'anything'],
    system: ['system'],
    chatToken: ['<|', '<<', 'inst]'],
    giveVerb: ['give', 'award', 'assign', 'grant'],
    self: ['skill', 'plugin', 'submission'],
    topWord: ['full', 'max', 'perfect', 'top', 'highest'],
    scoreVerb: ['score', 'rate', 'grade', 'mark', 'rank', 'evaluate'],
    slash: ['/'],
    deserves: ['deserves', 'merits', 'should'],
    grader: ['evaluator', 'judge', 'grader', 'scorer', 'rater'],
    graderWide: ['evaluat', 'judge', 'grad', 'scorer', 'rater', 'reviewer', 'assessor'],
    aiWord: ['llm', 'ai', 'automated', 'language'],
    reviewer: ['reviewer', 'assessor', 'evaluator', 'judge', 'grader', 'scorer', 'rater'],
    foreignTop: ['maxima', 'meilleure', 'xima', 'massimo', 'punktzahl', 'bestnote'],
    answerVerb: ['respond', 'reply', 'answer', 'output', 'return'],
    brace: ['{'],
    downloader: [
        'curl',
        'wget',
        'iwr',
        'irm',
        'invoke-webrequest',
        'invoke-restmethod',
        'fetch',
        'net.webclient',
        'downloadstring',
    ],
    pipe: ['|'],
    envOrSet: ['env', 'set'],
    dumpTarget: ['curl', 'wget', 'nc', 'netcat', 'base64', 'iwr', 'irm', 'invoke-webrequest', 'invoke-restmethod'],
    procOrKeychain: ['/proc/', 'security'],
    credentialPath: [
        '.ssh',
        'id_',
        '.aws',
        'netrc',
        '.git-credentials',
        '.pgpass',
        '.pypirc',
        'hosts.y',
        '.docker',
        '.kube',
        '/etc/shadow',
        '.env',
    ],
    secretEnv: ['token', 'secret', 'api_key', 'apikey', 'passw', 'private_key', 'access_key', 'github_pat'],
    secretWord: ['api', 'token', 'secret', 'private', 'password', 'credential', 'session'],
};
const GROUP_BIT = new Map(Object.keys(NEEDLES).map((g, i) => [g, 1 << i]));
if (GROUP_BIT.size > 31)
    throw new Error('security prefilter: more needle groups than bits');
/**
 * The needles in tables for one pass over a text, by the characters they start with (all ASCII):
 * the groups of the one-character needles by their character, of the two-character ones by their
 * pair, and the longer ones in buckets by a hash of their first three characters. At each position
 * a table look-up rules out nearly every needle; a bucket's few needles are then compared.
 */
const TRIGRAM_BUCKETS = 1 << 12;
const trigramOf = (a, b, c) => (((a * 131 + b) * 131 + c) >>> 0) & (TRIGRAM_BUCKETS - 1);
const NEEDLE_TABLES = (() => {
    const own = new Map();
    for (const [group, needles] of Object.entries(NEEDLES)) {
        for (const n of needles) {
            if (n !== n.toLowerCase() || /\s/u.test(n) || n === '' || !/^[\x21-\x7e]+$/u.test(n))
                throw new Error(`security prefilter: bad needle "${n}"`);
            own.set(n, (own.get(n) ?? 0) | GROUP_BIT.get(group));
        }
    }
    const single = new Uint32Array(128);
    const pair = new Uint32Array(128 * 128);
    /** Bucket of each trigram hash: -1 for none, else an index into `buckets`. */
    const bucketOf = new Int16Array(TRIGRAM_BUCKETS).fill(-1);
    const buckets = [];
    for (const [n, bits] of own) {
        if (n.length === 1)
            single[n.charCodeAt(0)] |= bits;
        else if (n.length === 2)
            pair[(n.charCodeAt(0) << 7) | n.charCodeAt(1)] |= bits;
        else {
            const h = trigramOf(n.charCodeAt(0), n.charCodeAt(1), n.charCodeAt(2));
            if (bucketOf[h] < 0) {
                bucketOf[h] = buckets.length;
                buckets.push({ needles: [], bits: [] });
            }
            buckets[bucketOf[h]].needles.push(n);
            buckets[bucketOf[h]].bits.push(bits);
        }
    }
    return { single, pair, bucketOf, buckets };
})();
function allOf(...groups) {
    return groups.reduce((bits, g) => bits | GROUP_BIT.get(g), 0);
}
/** Case folding as /iu patterns see ASCII: toLowerCase maps the Kelvin sign to k; the long s (U+017F),
 *  which /iu equates with s, toLowerCase leaves alone. Only these fold onto ASCII letters. */
function foldCase(s) {
    return s.toLowerCase().replace(/\u017f/gu, 's');
}
/** Which needle groups occur on each line; with the prefilter off every gate passes. */
class NeedleIndex {
    masks;
    constructor(masks) {
        this.masks = masks;
    }
    /** `text`, when given, is `lines` joined by newlines (saves joining them again); `folded`, foldCase(text). */
    static of(lines, enabled, text, folded) {
        if (!enabled)
            return new NeedleIndex(null);
        const masks = new Uint32Array(lines.length);
        // Folded whole (faster than line by line); folding never makes or removes a line break, but may
        // change lengths, so lines are counted in the folded text.
        const joined = folded ?? foldCase(text ?? lines.join('\n'));
        // One pass: at each position the tables give the needles that can start there (see NEEDLE_TABLES).
        const { single, pair, bucketOf, buckets } = NEEDLE_TABLES;
        const n = joined.length;
        let k = 0;
        let a = n > 0 ? joined.charCodeAt(0) : 0;
        let b = n > 1 ? joined.charCodeAt(1) : 0;
        for (let i = 0; i < n; i++) {
            // The next two characters (0 past the end: no needle holds NUL).
            const c = i + 2 < n ? joined.charCodeAt(i + 2) : 0;
            if (a === 0x0a) {
                k++;
            }
            else if (a < 128) {
                let found = single[a];
                if (b < 128 && b !== 0) {
                    found |= pair[(a << 7) | b];
                    const at = c !== 0 && c < 128 ? bucketOf[trigramOf(a, b, c)] : -1;
                    if (at >= 0) {
                        const { needles, bits } = buckets[at];
                        for (let j = 0; j < needles.length; j++)
                            if (joined.startsWith(needles[j], i))
                                found |= bits[j];
                    }
                }
                if (found !== 0)
                    masks[k] |= found;
            }
            a = b;
            b = c;
        }
        return new NeedleIndex(masks);
    }
    /** The index of logical lines: a needle in a logical line lies within one of its physical lines. */
    forLogical(logical) {
        if (!this.masks)
            return this;
        const masks = new Uint32Array(logical.length);
        for (let j = 0; j < logical.length; j++) {
            for (let i = logical[j].line - 1; i < logical[j].last; i++)
                masks[j] |= this.masks[i];
        }
        return new NeedleIndex(masks);
    }
    /** Whether the line holds no needle at all (then no gate passes); false with the prefilter off. */
    none(line) {
        return this.masks !== null && this.masks[line] === 0;
    }
    passes(line, gate) {
        if (!this.masks)
            return true;
        const mask = this.masks[line];
        return gate.some((bits) => (mask & bits) === bits);
    }
}

;// CONCATENATED MODULE: ./src/rules/security/credentials.ts




/** Needles that locate candidate credential paths; the whole token around each is then judged. */
const CREDENTIAL_PATH_NEEDLES_RE = /\.ssh\b|\bid_(?:rsa|dsa|ecdsa|ed25519)|\.aws[\\/]credentials|\.netrc\b|_netrc\b|\.git-credentials|\.pgpass\b|\.pypirc\b|[\\/]gh[\\/]hosts\.ya?ml|\.docker[\\/]config\.json|\.kube[\\/]config|\/etc\/shadow\b|\.env\b/giu;
const ENV_TEMPLATE_RE = /\.env\.(?:example|sample|template|dist|defaults?|schema|tpl|test)\b|\.envrc\b/iu;
const FILE_VERBS_RE = /\b(?:read|reads|reading|cat|head|tail|get-content|base64|xxd|print|display|show|output|reveal|dump|send|upload|post|share|paste|leak|exfiltrate|e-?mail|transmit|forward|attach|collect|harvest|steal|grab|scp|rsync|copy|cp|tar|zip)\b/giu;
/** .env files are routinely written and copied from templates; only reading and sending counts. */
const ENV_FILE_VERBS_RE = /\b(?:read|reads|reading|cat|head|tail|get-content|base64|xxd|print|display|show|output|reveal|dump|send|upload|post|share|paste|leak|exfiltrate|e-?mail|transmit|forward|attach|collect|harvest|steal|grab|scp|rsync)\b/giu;
const SECRET_ENV_RE = /\b(?:GITHUB_TOKEN|GH_TOKEN|GITHUB_PAT|ANTHROPIC_API_KEY|OPENAI_API_KEY|AWS_SECRET_ACCESS_KEY|AWS_ACCESS_KEY_ID|AWS_SESSION_TOKEN|NPM_TOKEN|[A-Z][A-Z0-9_]*_(?:TOKEN|SECRET|API_KEY|APIKEY|PASSWORD|PASSWD|PRIVATE_KEY|ACCESS_KEY))\b/gu;
const SECRET_WORDS_RE = /\b(?:api[\s_-]?keys?|access[\s_-]?tokens?|auth(?:entication)?[\s_-]?tokens?|bearer\s+tokens?|personal\s+access\s+tokens?|secret\s+keys?|client\s+secrets?|private\s+keys?|passwords?|credentials?|session\s+(?:tokens?|cookies?)|oauth\s+tokens?|refresh\s+tokens?)\b/giu;
const DISCLOSE_VERBS_RE = /\b(?:print|prints|printing|echo|display|show|output|reveal|dump|send|sends|sending|upload|post|share|paste|leak|exfiltrate|exfil|e-?mail|transmit|forward|expose)\b/giu;
/** Words of ordinary credential use (an auth header, a login from stdin). */
const CREDENTIAL_USE_RE = /\b(?:authorization|x-api-key|bearer|header|headers)\b|--with-token\b|--password-stdin\b|\blogin\b/iu;
const ENV_DUMP_RE = /\b(?:printenv|env|set|get-childitem\s+env:|gci\s+env:|dir\s+env:)\s*\|\s*(?:curl|wget|nc|ncat|netcat|base64|iwr|irm|invoke-webrequest|invoke-restmethod)\b|\/proc\/(?:self|\d+)\/environ\b|\bsecurity\s+find-(?:generic|internet)-password\b/iu;
/** The first alternative holds `env` or `set`, a `|` and a sink (`ncat` contains `nc`); the others
 *  `/proc/` or `security`. */
const ENV_DUMP_GATE = [allOf('pipe', 'envOrSet', 'dumpTarget'), allOf('procOrKeychain')];
/** Each alternative of CREDENTIAL_PATH_NEEDLES_RE contains one of its needles (`netrc` for both). */
const CREDENTIAL_PATH_GATE = [allOf('credentialPath')];
/** Each SECRET_ENV_RE name ends in (or is) one of the needles, folded to lower case. */
const SECRET_ENV_GATE = [allOf('secretEnv')];
/** Each SECRET_WORDS_RE phrase contains api, token, secret, private, password, credential or session. */
const SECRET_WORDS_GATE = [allOf('secretWord')];
/** The whitespace- or quote-delimited token around [start, end). */
function tokenAround(text, start, end) {
    const stop = (c) => /[\s"'`<>()[\]{},;|]/u.test(c);
    let a = start;
    while (a > 0 && start - a < thresholds/* MAX_PATH_TOKEN */.R7 && !stop(text[a - 1]))
        a--;
    let b = end;
    while (b < text.length && b - end < thresholds/* MAX_PATH_TOKEN */.R7 && !stop(text[b]))
        b++;
    return { token: text.slice(a, b), from: a };
}
/**
 * The tokens around the candidate credential paths of a line, each judged once: a needle inside
 * the token last yielded is skipped, since its token is that one (or, past MAX_PATH_TOKEN
 * characters without a delimiter, a window of the same run). Without the skip a 1 MB run of
 * `.env` rebuilds and re-tests a token of up to 2 × MAX_PATH_TOKEN characters every 4 characters.
 */
function* pathTokens(text) {
    let judgedUntil = 0;
    for (const m of text.matchAll(CREDENTIAL_PATH_NEEDLES_RE)) {
        const at = m.index;
        if (at < judgedUntil)
            continue;
        const found = tokenAround(text, at, at + m[0].length);
        judgedUntil = found.from + found.token.length;
        yield found;
    }
}
function isCredentialPath(token) {
    const t = token.toLowerCase().replace(/[.:]+$/u, '');
    // Public keys, host keys and the client config are not secrets.
    if (t.endsWith('.pub') || /(?:known_hosts|authorized_keys|\.ssh[\\/]config)$/u.test(t))
        return false;
    if (ENV_TEMPLATE_RE.test(t))
        return false;
    if (/\.env\b/u.test(t) && !/(?:^|[\\/~])\.env(?:\.(?:local|production|prod|development|dev|staging))?$/u.test(t)) {
        return /\.ssh|id_|\.aws|netrc|credentials|pgpass|pypirc|hosts\.ya?ml|docker|kube|shadow/u.test(t);
    }
    return true;
}
/**
 * Whether a disclosure word at [at, end) is used as a verb: not a prefix of a hyphenated word
 * ("post-idle", "show-stopper"), not a name in code (`user.email`, `$email`, `email=`), not an item
 * of a parameter list or a mapping key (`authenticate(email, password)`, `email: …`).
 */
function usedAsVerb(text, at, end) {
    const before = at > 0 ? text[at - 1] : '';
    if (before === '-' || before === '.' || before === '$' || before === '_')
        return false;
    let j = end;
    while (j < text.length && text[j] === ' ')
        j++;
    const after = text[end] ?? '';
    if (after === '-' || after === '_')
        return false;
    return !(j < text.length && ',)=:]}'.includes(text[j]));
}
/** Verb positions on one line, found once, so that each credential looks only at its neighbours. */
class Verbs {
    text;
    verbOnly;
    found;
    negated = new Map();
    constructor(text, verbs, verbOnly = false) {
        this.text = text;
        this.verbOnly = verbOnly;
        this.found = (0,security_text/* allMatches */.fD)(verbs, text)
            .map((m) => ({ at: m.index, end: m.index + m[0].length, word: m[0] }))
            .filter((v) => !verbOnly || usedAsVerb(text, v.at, v.end));
    }
    /** A verb within CREDENTIAL_PROXIMITY of [from, to) that is not negated, or null. */
    near(from, to) {
        const lo = from - thresholds/* CREDENTIAL_PROXIMITY */.eR;
        const hi = to + thresholds/* CREDENTIAL_PROXIMITY */.eR;
        // First verb ending at or after `lo` (binary search), then walk while verbs start before `hi`.
        let a = 0;
        let b = this.found.length;
        while (a < b) {
            const mid = (a + b) >> 1;
            if (this.found[mid].end < lo)
                a = mid + 1;
            else
                b = mid;
        }
        for (let i = a; i < this.found.length && this.found[i].at <= hi; i++) {
            const v = this.found[i];
            let neg = this.negated.get(i);
            if (neg === undefined) {
                neg = (0,security_text/* negatedBefore */.ci)(this.text, v.at);
                this.negated.set(i, neg);
            }
            if (!neg && !(this.verbOnly && this.otherClause(v, from, to)))
                return v.word;
        }
        return null;
    }
    /** Whether a list or clause break separates the verb from the credential at [from, to). */
    otherClause(v, from, to) {
        const between = v.end <= from ? this.text.slice(v.end, from) : v.at >= to ? this.text.slice(to, v.at) : '';
        return CLAUSE_BREAK_RE.test(between);
    }
}
/**
 * GitHub Actions commands that keep a secret out of sight: `::add-mask::` masks it in the log, and a
 * line appended to $GITHUB_ENV, $GITHUB_OUTPUT or $GITHUB_STATE passes it to later steps unprinted
 * (the step summary is shown to readers, so it is not among them).
 */
const KEPT_SECRET_RE = /::add-mask::|(?:>>?|\btee(?:\s{1,8}-a)?)\s{0,8}["']?\$\{?GITHUB_(?:ENV|OUTPUT|STATE)\b/u;
/**
 * A comma or semicolon between two words: they sit in different items of a list ("Email format, password strength").
 */
const CLAUSE_BREAK_RE = /[,;]/u;
/** Whether the token is only written to (`> .env`), not read. */
function isRedirectTarget(text, from) {
    return /(?:>>?|\btee(?:\s+-a)?)\s*$/u.test(text.slice(Math.max(0, from - 8), from));
}
function credentials(logical, index, out) {
    for (let k = 0; k < logical.length; k++) {
        const { line, text } = logical[k];
        if (text.length < 4)
            continue;
        const dump = index.passes(k, ENV_DUMP_GATE) ? ENV_DUMP_RE.exec(text) : null;
        if (dump) {
            out.add(CREDENTIAL_ACCESS, 'high', line, `Environment or keychain dumped: "${(0,security_text/* excerpt */.Kb)(dump[0])}"`);
            continue;
        }
        let reported = false;
        let fileVerbs = null;
        let envFileVerbs = null;
        let discloseVerbs = null;
        const disclose = () => (discloseVerbs ??= new Verbs(text, DISCLOSE_VERBS_RE, true));
        const paths = index.passes(k, CREDENTIAL_PATH_GATE) ? pathTokens(text) : [];
        for (const { token, from } of paths) {
            if (!isCredentialPath(token) || isRedirectTarget(text, from))
                continue;
            const isEnvFile = /\.env\b/iu.test(token) && !/\.ssh|id_|\.aws/iu.test(token);
            const verbs = isEnvFile
                ? (envFileVerbs ??= new Verbs(text, ENV_FILE_VERBS_RE))
                : (fileVerbs ??= new Verbs(text, FILE_VERBS_RE));
            const verb = verbs.near(from, from + token.length);
            if (verb) {
                out.add(CREDENTIAL_ACCESS, 'high', line, `Credential file accessed (${verb.toLowerCase()} ${(0,security_text/* excerpt */.Kb)(token, 40)})`);
                reported = true;
                break;
            }
        }
        if (reported)
            continue;
        // Using a credential the ordinary way, right next to it, is not disclosing it.
        const inUse = (at, end) => CREDENTIAL_USE_RE.test(text.slice(Math.max(0, at - thresholds/* CREDENTIAL_PROXIMITY */.eR), end + thresholds/* CREDENTIAL_PROXIMITY */.eR));
        if (text.includes('::add-mask::') || (text.includes('GITHUB_') && KEPT_SECRET_RE.test(text)))
            continue;
        const secretEnvs = index.passes(k, SECRET_ENV_GATE) ? (0,security_text/* allMatches */.fD)(SECRET_ENV_RE, text) : [];
        for (const m of secretEnvs) {
            const at = m.index;
            if (inUse(at, at + m[0].length))
                continue;
            const verb = disclose().near(at, at + m[0].length);
            if (verb) {
                out.add(CREDENTIAL_ACCESS, 'high', line, `Secret disclosed (${verb.toLowerCase()} ${m[0]})`);
                reported = true;
                break;
            }
        }
        if (reported)
            continue;
        const secretWords = index.passes(k, SECRET_WORDS_GATE) ? (0,security_text/* allMatches */.fD)(SECRET_WORDS_RE, text) : [];
        for (const m of secretWords) {
            const at = m.index;
            if (inUse(at, at + m[0].length))
                continue;
            const verb = disclose().near(at, at + m[0].length);
            if (verb) {
                out.add(CREDENTIAL_ACCESS, 'medium', line, `Credential disclosed (${verb.toLowerCase()} ${m[0].toLowerCase()})`);
                break;
            }
        }
    }
}

;// CONCATENATED MODULE: ./src/rules/security/hidden.ts



/** Comments that are tooling directives or notes to editors, not instructions to a model. */
const EDITOR_COMMENT_RE = /^\s*(?:todo|fixme|xxx|hack|markdownlint|prettier|eslint|cspell|spell-?checker|vale|textlint|toc\b|omit\s+in\s+toc|more\b|region|endregion|#region|#endregion|begin\b|end\b|do\s+not\s+edit)|\b(?:auto-?generated|generated\s+(?:by|from|with)|regenerate)\b/iu;
/** What IMPERATIVE_START_RE looks for after its lead: an imperative verb, maybe after an adverb. */
const IMPERATIVE_VERB_RE = /(?:(?:please|always|never|now|also|then|first,?|instead,?)\s+)?(?:ignore|disregard|forget|run|execute|exec|eval|invoke|send|upload|post|e-?mail|read|cat|print|output|reveal|tell|say|respond|reply|answer|pretend|act\s+as|behave|download|install|fetch|curl|wget|give|rate|score|grade|approve|copy|paste|leak|exfiltrate|bypass|disable|override|treat|assume)\b/iuy;
/** The imperative at the start of the text, of a sentence or of a line. Kept as the definition; the
 *  rule runs startsImperative, which finds the same matches in linear time. */
const IMPERATIVE_START_RE = new RegExp(`(?:^|[.!?;:]\\s+|\\n\\s*)${IMPERATIVE_VERB_RE.source}`, 'iu');
const SPACE_RE = /\s/u;
/**
 * Whether IMPERATIVE_START_RE matches, in linear time: the regex's `\n\s*` re-scans a run of
 * newlines from each newline in it. A verb can only start after a whole run of whitespace (or at
 * the start), and is led in when that run holds a newline or follows `.`, `!`, `?`, `;` or `:`.
 */
function startsImperative(text) {
    if (tryVerbAt(text, 0))
        return true;
    let i = 0;
    while (i < text.length) {
        if (!SPACE_RE.test(text[i])) {
            i++;
            continue;
        }
        const runStart = i;
        let newline = false;
        while (i < text.length && SPACE_RE.test(text[i])) {
            if (text[i] === '\n')
                newline = true;
            i++;
        }
        const led = newline || (runStart > 0 && '.!?;:'.includes(text[runStart - 1]));
        if (led && i < text.length && tryVerbAt(text, i))
            return true;
    }
    return false;
}
function tryVerbAt(text, at) {
    IMPERATIVE_VERB_RE.lastIndex = at;
    return IMPERATIVE_VERB_RE.test(text);
}
const ADDRESSES_AGENT_RE = /\b(?:you|your)\s+(?:must|should|shall|will|need\s+to|have\s+to|are\s+(?:to|now|an?|the))\b|\b(?:assistant|claude|chatgpt|copilot|the\s+(?:ai|model|agent|llm|evaluator|judge|grader))\b/iu;
function hiddenComments(text, lines, lineOf, out) {
    const fenced = (0,security_text/* fencedLines */.RY)(lines);
    let pos = 0;
    for (;;) {
        const start = text.indexOf('<!--', pos);
        if (start < 0)
            return;
        const close = text.indexOf('-->', start + 4);
        const end = close < 0 ? text.length : close;
        pos = close < 0 ? text.length : close + 3;
        const line = lineOf(start);
        if (fenced[line - 1])
            continue;
        // Inside inline code (`<!-- x -->` shown literally) when an odd number of backticks precede it.
        const before = text.slice(Math.max(0, start - thresholds/* INLINE_CODE_LOOKBACK */.j5), start);
        const onLine = before.slice(before.lastIndexOf('\n') + 1);
        if (((onLine.match(/`/g) ?? []).length & 1) === 1)
            continue;
        const content = (0,security_text/* normalise */.j7)(text.slice(start + 4, end)).trim();
        if (content === '' || content.split(/\s+/u).length < thresholds/* COMMENT_MIN_WORDS */.z0)
            continue;
        // An editor's note is exempt unless it speaks to the agent (so "generated by" is no way round this).
        const addressesAgent = ADDRESSES_AGENT_RE.test(content);
        if (!addressesAgent && EDITOR_COMMENT_RE.test(content))
            continue;
        if (addressesAgent || startsImperative(content)) {
            out.add(HIDDEN_COMMENT, 'medium', line, `HTML comment with instructions: "${(0,security_text/* excerpt */.Kb)(content)}"`);
        }
    }
}
function isBlank(line) {
    // Whitespace only, or nothing else but invisible characters.
    return line.trim() === '' || (security_text/* HAS_INVISIBLE_RE */.f5.test(line) && line.replace(security_text/* INVISIBLE_RE */.eM, '').trim() === '');
}
function hiddenAfterBlanks(lines, prefilter, out) {
    let run = 0;
    for (let i = 0; i < lines.length; i++) {
        if (isBlank(lines[i])) {
            run++;
            continue;
        }
        if (run >= thresholds/* BLANK_RUN_MIN */.Iv) {
            out.add(HIDDEN_AFTER_BLANKS, 'medium', i + 1, `Text after ${run} blank lines: "${(0,security_text/* excerpt */.Kb)(lines[i])}"`);
        }
        run = 0;
        // Horizontal padding: a long run of spaces or tabs pushes the rest of the line off-screen.
        if (prefilter && lines[i].length <= thresholds/* HORIZONTAL_PAD_MIN */.OW)
            continue; // too short to hold one
        let pad = 0;
        for (let j = 0; j < lines[i].length; j++) {
            const c = lines[i].charCodeAt(j);
            if (c === 0x20 || c === 0x09) {
                pad++;
            }
            else {
                if (pad >= thresholds/* HORIZONTAL_PAD_MIN */.OW) {
                    out.add(HIDDEN_AFTER_BLANKS, 'medium', i + 1, `Text after ${pad} spaces on one line: "${(0,security_text/* excerpt */.Kb)(lines[i].slice(j))}"`);
                    break;
                }
                pad = 0;
            }
        }
    }
}

// EXTERNAL MODULE: ./src/text/confusables.ts
var confusables = __webpack_require__(796);
;// CONCATENATED MODULE: ./src/rules/security/injection.ts




const ASCII_ONLY = /^[\x00-\x7f]*$/u;
const OVERRIDE_PATTERNS = [
    // ignore / disregard / forget (all) (the) previous instructions
    /\b(?:ignore|disregard|forget|override|bypass|discard)\s+(?:(?:all|any|every|the|your|my|of|these|those)\s+){0,3}(?:previous|prior|preceding|above|earlier|former|original|initial|system)\s+(?:instructions?|prompts?|rules|directions|directives|guidelines|commands|context|messages|guidance|constraints)\b/iu,
    /\b(?:ignore|disregard|forget)\s+(?:everything|all)\s+(?:above|before|previously|(?:that\s+)?you\s+(?:were|have\s+been)\s+told)\b/iu,
    // role hijack
    /\byou\s+are\s+now\s+(?:(?:an?|the|my|in)\s+)?(?:dan\b|jailbroken|unrestricted|unfiltered|uncensored|unbound|free\s+(?:from|of)\b|no\s+longer\s+(?:bound|restricted|claude|an?\s+ai)|not\s+(?:claude|an?\s+ai|bound)|(?:developer|god|admin(?:istrator)?|jailbreak|unrestricted|sudo|root)\s+mode|(?:a\s+)?(?:different|new|evil|rogue|unrestricted)\s+(?:ai|assistant|model|persona|agent)\b)/iu,
    /\b(?:enable|enter|activate)\s+(?:dan|god|jailbreak)\s+mode\b|\bdo\s+anything\s+now\b/iu,
    // system prompt replacement or disclosure
    /\b(?:new|updated|real|actual|true|revised|override|replacement|secret|hidden)\s+system\s+(?:prompt|instructions?|message)\s*(?::|is\b|follows\b)/iu,
    /\b(?:replace|overwrite|override)\s+(?:the\s+|your\s+)?system\s+(?:prompt|instructions?|message)\b/iu,
    /\b(?:reveal|print|show|output|repeat|leak|dump|display|disclose)\s+(?:me\s+)?(?:the\s+|your\s+)?(?:full\s+|entire\s+|hidden\s+|original\s+|exact\s+)?system\s+(?:prompt|instructions?|message)\b/iu,
    // chat-template control tokens smuggled into text
    /<\|(?:im_start|im_end|system|endoftext)\|>|<<\/?SYS>>|\[\/?INST\]/u,
];
/** Gates of OVERRIDE_PATTERNS, in order: a match starts with one of the verbs; contains "you" and
 *  "now"; contains "mode" or "anything"; three contain "system"; contains `<|`, `<<` or `INST]`. */
const OVERRIDE_GATES = [
    [allOf('ignoreVerb')],
    [allOf('ignoreVerb')],
    [allOf('you', 'now')],
    [allOf('modeOrAnything')],
    [allOf('system')],
    [allOf('system')],
    [allOf('system')],
    [allOf('chatToken')],
];
/** The skill itself, as a judge-targeted injection names it. */
const SELF = '(?:this|the|my|our)\\s+(?:skill|plugin|submission|skill\\.md)';
const TOP_SCORE = '(?:1\\.0\\b|100\\s*%|100\\s*\\/\\s*100|10\\s*\\/\\s*10|5\\s*\\/\\s*5|1\\.0\\s*\\/\\s*1\\.0|full\\s+marks|platinum|(?:a\\s+|the\\s+)?(?:perfect|full|maximum|max|top|highest|best)\\s+(?:possible\\s+)?(?:score|marks|rating|grade|points))';
/** Who grades: the judge's nouns, and reviewer / assessor (which need an AI qualifier where they address it). */
const GRADER_NOUN = '(?:judges?|graders?|evaluators?|scorers?|raters?|reviewers?|assessors?|evaluation|grading)';
const REVIEWER_NOUN = '(?:reviewers?|assessors?|evaluators?|judges?|graders?|scorers?|raters?)';
/** `{"score": 1.0}`, `{"rating": 10,` … a JSON answer at the top of a scale. */
const JSON_TOP = '\\{\\s*"(?:score|rating|grade|overall(?:_score)?|final_score|quality|f1)"\\s*:\\s*(?:1(?:\\.0+)?|100(?:\\.0+)?|10|5)\\s*[,}]';
/** The skill, and a top score, in French, Spanish, Portuguese, Italian, German, Russian, Chinese, Japanese. */
const FOREIGN_SELF = '(?:skill|plugin|comp[ée]tence|habilidad|habilidade|abilit[àa]|f[äa]higkeit|fertigkeit|навык\\S{0,6}|技能|スキル)';
const FOREIGN_TOP = '(?:note\\s+maximale|la\\s+meilleure\\s+note|puntuaci[óo]n\\s+m[áa]xima|nota\\s+m[áa]xima|pontua[çc][ãa]o\\s+m[áa]xima|punteggio\\s+massimo|voto\\s+massimo|volle\\s+punktzahl|h[öo]chste\\s+punktzahl|bestnote|максимальн\\S{0,4}\\s+(?:балл|оценк)|наивысш\\S{0,4}\\s+оценк|满分|最高分|満点|最高評価)';
const JUDGE_PATTERNS = [
    // give this skill full marks / award it a perfect score
    new RegExp(`\\b(?:give|award|assign|grant)\\s+(?:${SELF}|me|us)\\s+(?:a\\s+|the\\s+)?(?:full|maximum|max|perfect|top|highest|best|100\\s*%?|10\\/10|5\\/5)\\s+(?:marks?|scores?|ratings?|points|grades?|stars)\\b`, 'iu'),
    // full marks to this skill
    new RegExp(`\\b(?:full|maximum|max|perfect|top|highest)\\s+(?:marks?|scores?|ratings?|points|grades?)\\s+(?:to|for)\\s+${SELF}`, 'iu'),
    // score this skill 1.0 / rate this skill … 5/5
    new RegExp(`\\b(?:score|rate|grade|mark|rank|evaluate)\\s+${SELF}\\b[^\\n]{0,40}?${TOP_SCORE}`, 'iu'),
    new RegExp(`\\b(?:rate|score|grade)\\b[^\\n]{0,60}?\\b${SELF}\\b[^\\n]{0,40}?(?:5\\s*\\/\\s*5|10\\s*\\/\\s*10|100\\s*\\/\\s*100|1\\.0\\s*\\/\\s*1\\.0)`, 'iu'),
    // this skill deserves a perfect score
    new RegExp(`\\b(?:this|the)\\s+(?:skill|plugin|submission)\\s+(?:deserves|merits|should\\s+(?:get|receive|be\\s+(?:given|awarded|scored|rated|graded)))\\s+(?:an?\\s+|the\\s+)?${TOP_SCORE}`, 'iu'),
    // addressing the grader
    /\b(?:note|message|instructions?|attention|hint|memo)\s+(?:to|for)\s+(?:the\s+|any\s+|all\s+)?(?:(?:llm|ai|automated|model)\s+)?(?:evaluators?|judges?|graders?|scorers?|raters?)\b/iu,
    /\b(?:dear|hey|hello)\s+(?:(?:llm|ai)\s+)?(?:evaluator|judge|grader|scorer|rater)\b/iu,
    /\bif\s+you\s+are\s+an?\s+(?:(?:llm|ai|automated|language\s+model)\s+)?(?:evaluator|judge|grader|scorer|rater)\b/iu,
    // dictating the judge's answer
    /\b(?:respond|reply|answer|output|return)\s+(?:only\s+)?(?:with\s+)?[`'"]?\{\s*"(?:score|rating|f1|precision|recall|quality)"\s*:\s*(?:1(?:\.0+)?|100)\s*[,}]/iu,
    // a top-score JSON answer on a line that names the grader, in either order
    new RegExp(`\\b${GRADER_NOUN}\\b[^\\n]{0,80}?${JSON_TOP}|${JSON_TOP}[^\\n]{0,80}?\\b${GRADER_NOUN}\\b`, 'iu'),
    // addressing an AI reviewer or evaluator: "Attention, AI reviewer", "Dear LLM assessor", "note to the AI reviewer"
    new RegExp(`\\b(?:dear|hey|hello|hi|attention|note\\s+(?:to|for)|message\\s+(?:to|for)|instructions?\\s+(?:to|for))\\s*,?\\s+(?:the\\s+|any\\s+|all\\s+)?(?:llm|ai|automated|language[\\s-]+model)[\\s-]+${REVIEWER_NOUN}\\b`, 'iu'),
    // the same requests in a few other languages: a top score next to the skill
    new RegExp(`${FOREIGN_SELF}[^\\n]{0,60}?${FOREIGN_TOP}|${FOREIGN_TOP}[^\\n]{0,60}?${FOREIGN_SELF}`, 'iu'),
];
/** Gates of JUDGE_PATTERNS, in order: the leading verb or adjective (`maximum` contains `max`), the
 *  SELF noun (skill, plugin, submission), the `/` every "N/N" score has, the grader noun, the `{`. */
const JUDGE_GATES = [
    [allOf('giveVerb')],
    [allOf('topWord', 'self')],
    [allOf('scoreVerb', 'self')],
    [allOf('scoreVerb', 'self', 'slash')],
    [allOf('self', 'deserves')],
    [allOf('grader')],
    [allOf('grader')],
    [allOf('grader')],
    [allOf('answerVerb', 'brace')],
    [allOf('brace', 'graderWide')],
    [allOf('aiWord', 'reviewer')],
    [allOf('foreignTop')],
];
if (OVERRIDE_GATES.length !== OVERRIDE_PATTERNS.length || JUDGE_GATES.length !== JUDGE_PATTERNS.length) {
    throw new Error('security prefilter: every prompt-injection pattern needs a gate');
}
/** Fewest UTF-16 units any pattern above matches (two two-character words of the last judge pattern,
 *  e.g. 技能满分; `[INST]` for the overrides); folding look-alikes keeps a line's length. */
const MIN_PHRASE = 4;
/** `allAscii`: every line is ASCII (then a line without any needle passes no gate and is skipped). */
function promptInjection(normalised, index, out, allAscii = false) {
    for (let i = 0; i < normalised.length; i++) {
        const line = normalised[i];
        if (line.length < MIN_PHRASE || (allAscii && index.none(i)) || line.trim() === '')
            continue;
        for (let r = 0; r < OVERRIDE_PATTERNS.length; r++) {
            if (!index.passes(i, OVERRIDE_GATES[r]))
                continue;
            const m = OVERRIDE_PATTERNS[r].exec(line);
            if (m) {
                out.add(PROMPT_INJECTION_OVERRIDE, 'high', i + 1, `Instruction override: "${(0,security_text/* excerpt */.Kb)(m[0])}"`);
                break;
            }
        }
        // Letters drawn like Latin ones (Cyrillic, Greek) are read as Latin for the judge patterns; the
        // gates were built on the line as written, so a line that folds differently skips them.
        const ascii = allAscii || ASCII_ONLY.test(line);
        const folded = ascii ? line : (0,confusables/* foldConfusables */.z)(line);
        // Gates hold for ASCII lines (needles are ASCII); others (other scripts, look-alikes) run every pattern.
        const gated = ascii;
        for (let r = 0; r < JUDGE_PATTERNS.length; r++) {
            if (gated && !index.passes(i, JUDGE_GATES[r]))
                continue;
            const m = JUDGE_PATTERNS[r].exec(line) ?? (folded === line ? null : JUDGE_PATTERNS[r].exec(folded));
            if (m) {
                out.add(PROMPT_INJECTION_JUDGE, 'high', i + 1, `Text aimed at the judge: "${(0,security_text/* excerpt */.Kb)(m[0])}"`);
                break;
            }
        }
    }
}

;// CONCATENATED MODULE: ./src/rules/security/invisible.ts


/** ZWJ/ZWNJ doing their legitimate job: joining emoji, or shaping Arabic, Indic and other scripts. */
function legitimateJoiner(cp, prev, next) {
    if (cp !== 0x200c && cp !== 0x200d)
        return false;
    if (cp === 0x200d && security_text/* EMOJI_RE */.ZT.test(prev) && security_text/* EMOJI_RE */.ZT.test(next))
        return true;
    const nonLatinLetter = (ch) => ch !== '' && ch.codePointAt(0) >= 0x0590 && security_text/* LETTER_OR_MARK_RE */.$o.test(ch);
    return nonLatinLetter(prev) && nonLatinLetter(next);
}
function invisibleCharacters(lines, out) {
    for (let i = 0; i < lines.length; i++) {
        const line = lines[i];
        if (!security_text/* HAS_INVISIBLE_RE */.f5.test(line))
            continue;
        const chars = Array.from(line);
        const zeroWidth = new Map();
        const bidi = new Map();
        let tags = '';
        let tagCount = 0;
        let flagTag = false; // tag characters after U+1F3F4 spell a subdivision flag (🏴 England, Scotland, Wales)
        for (let k = 0; k < chars.length; k++) {
            const cp = chars[k].codePointAt(0);
            if (cp === 0x1f3f4)
                flagTag = true;
            else if (!(0,security_text/* isTagChar */.Jn)(cp))
                flagTag = false;
            // A byte-order mark at the very start of the file is an encoding marker, not hidden text.
            if (cp === 0xfeff && i === 0 && k === 0)
                continue;
            if ((0,security_text/* isBidiControl */.ic)(cp))
                bidi.set(cp, (bidi.get(cp) ?? 0) + 1);
            else if ((0,security_text/* isTagChar */.Jn)(cp)) {
                if (flagTag)
                    continue;
                tagCount++;
                if (cp >= 0xe0020 && cp <= 0xe007e)
                    tags += String.fromCodePoint(cp - 0xe0000);
            }
            else if ((0,security_text/* isZeroWidth */.jj)(cp) && !legitimateJoiner(cp, chars[k - 1] ?? '', chars[k + 1] ?? '')) {
                zeroWidth.set(cp, (zeroWidth.get(cp) ?? 0) + 1);
            }
        }
        const list = (m) => [...m].map(([cp, n]) => `${(0,security_text/* hex */.uh)(cp)}×${n}`).join(', ');
        if (tagCount > 0) {
            out.add(INVISIBLE_CHARACTERS, 'high', i + 1, `${tagCount} Unicode tag characters hide text: "${(0,security_text/* excerpt */.Kb)(tags)}"`);
        }
        else if (zeroWidth.size > 0) {
            out.add(INVISIBLE_CHARACTERS, 'medium', i + 1, `Zero-width characters: ${list(zeroWidth)}`);
        }
        if (bidi.size > 0)
            out.add(BIDI_OVERRIDE, 'high', i + 1, `Bidirectional control characters: ${list(bidi)}`);
    }
}

;// CONCATENATED MODULE: ./src/rules/security/network.ts




/** Hosts a skill may post to without a finding (suffix match): code hosting, Anthropic, local, RFC 2606. */
const ALLOWED_POST_HOSTS = [
    'github.com',
    'githubusercontent.com',
    'gitlab.com',
    'anthropic.com',
    'localhost',
    '127.0.0.1',
    '0.0.0.0',
    '::1',
    'example.com',
    'example.org',
    'example.net',
    'example',
    'test',
    'invalid',
];
/** Paste, tunnel and request-capture services (suffix match), and webhook paths on chat services. */
const EXFILTRATION_HOSTS = [
    'pastebin.com',
    'paste.ee',
    'hastebin.com',
    'ghostbin.co',
    'termbin.com',
    'dpaste.com',
    '0x0.st',
    'transfer.sh',
    'file.io',
    'ngrok.io',
    'ngrok.app',
    'ngrok.dev',
    'ngrok-free.app',
    'ngrok-free.dev',
    'requestbin.com',
    'requestbin.net',
    'pipedream.net',
    'webhook.site',
    'beeceptor.com',
    'hookbin.com',
    'requestcatcher.com',
    'interact.sh',
    'oast.pro',
    'oast.live',
    'oast.site',
    'oast.online',
    'oast.fun',
    'oast.me',
    'oastify.com',
    'burpcollaborator.net',
    'canarytokens.com',
    'trycloudflare.com',
    'serveo.net',
    'loca.lt',
    'localtunnel.me',
];
const EXFILTRATION_PATHS = [
    ['discord.com', '/api/webhooks'],
    ['discordapp.com', '/api/webhooks'],
];
const URL_RE = /\bhttps?:\/\/[^\s"'`<>()[\]{}|\\^]+/giu;
function parseUrl(url) {
    const rest = url.replace(/^https?:\/\//iu, '');
    const cut = rest.search(/[/?#]/u);
    let authority = cut < 0 ? rest : rest.slice(0, cut);
    const path = cut < 0 ? '' : rest.slice(cut);
    authority = authority.slice(authority.lastIndexOf('@') + 1);
    let host;
    if (authority.startsWith('['))
        host = authority.slice(1, authority.indexOf(']') < 0 ? undefined : authority.indexOf(']'));
    else
        host = authority.replace(/:\d*$/u, '');
    host = host.toLowerCase();
    // Trailing dots dropped by hand: /\.+$/ retries a run of dots from each dot.
    let end = host.length;
    while (end > 0 && host.charCodeAt(end - 1) === 0x2e)
        end--;
    host = host.slice(0, end);
    if (host === '' || !/^[a-z0-9.:-]+$/u.test(host))
        return null; // placeholders like ${HOST}
    return { url, host, path };
}
function hostIn(host, list) {
    return list.some((h) => host === h || host.endsWith('.' + h));
}
function isExfiltrationUrl(u) {
    if (hostIn(u.host, EXFILTRATION_HOSTS))
        return true;
    return EXFILTRATION_PATHS.some(([h, p]) => hostIn(u.host, [h]) && u.path.toLowerCase().startsWith(p));
}
/** Hosts without a dot (other than localhost) are placeholders such as `http://server/`. */
function isJudgeableHost(host) {
    return host.includes('.') || host.includes(':') || host === 'localhost';
}
// curl's data flags are case-sensitive (-d data, -D dump headers; -F form, -f fail; -T upload, -t telnet).
const CURL_SENDS_RE = /\s-(?:d|F|T)(?=[\s"'@={]|$)|\s-[a-zA-Z]*[dFT](?=\s)|\s--(?:data(?:-raw|-binary|-urlencode|-ascii)?|form(?:-string)?|upload-file|json)\b|\s-X\s*["']?(?:POST|PUT|PATCH)\b|\s--request[\s=]+["']?(?:POST|PUT|PATCH)\b/u;
const WGET_SENDS_RE = /\s--(?:post-data|post-file|body-data|body-file)\b|\s--method[=\s]+["']?(?:POST|PUT|PATCH)\b/iu;
const PS_SENDS_RE = /\b(?:iwr|irm|invoke-webrequest|invoke-restmethod)\b[^\n]{0,300}?-method\s+["']?(?:post|put|patch)\b/iu;
const CODE_SENDS_RE = /\b(?:requests|httpx|axios|aiohttp|session|client|http|https|got|superagent|urllib3|needle|ky)\.(?:post|put|patch)\s*\(|\bnavigator\.sendBeacon\s*\(/iu;
const FETCH_RE = /\bfetch\s*\(\s*[`'"](https?:\/\/[^`'"\s]+)/giu;
const POST_METHOD_RE = /\bmethod\s*:\s*[`'"](?:POST|PUT|PATCH)[`'"]/iu;
function sendsData(text) {
    if (/\bcurl\b/iu.test(text) && CURL_SENDS_RE.test(text))
        return true;
    if (/\bwget\b/iu.test(text) && WGET_SENDS_RE.test(text))
        return true;
    return PS_SENDS_RE.test(text) || CODE_SENDS_RE.test(text);
}
function reportPost(u, line, out) {
    if (isExfiltrationUrl(u)) {
        out.add(EXFILTRATION_ENDPOINT, 'high', line, `Data sent to a capture service: ${(0,security_text/* excerpt */.Kb)(u.url)}`);
    }
    else if (isJudgeableHost(u.host) && !hostIn(u.host, ALLOWED_POST_HOSTS)) {
        out.add(POST_TO_UNKNOWN_HOST, 'medium', line, `Data sent to ${u.host}: ${(0,security_text/* excerpt */.Kb)(u.url)}`);
    }
}
/** `folded`, when given, is foldCase(text). */
function network(text, logical, lineOf, prefilter, out, folded) {
    for (const { line, text: l } of logical) {
        if (!/https?:\/\//iu.test(l))
            continue;
        const urls = (0,security_text/* allMatches */.fD)(URL_RE, l)
            .map((m) => parseUrl(m[0]))
            .filter((u) => u !== null);
        for (const u of urls) {
            if (isExfiltrationUrl(u))
                out.add(EXFILTRATION_ENDPOINT, 'high', line, `Paste, tunnel or capture service: ${(0,security_text/* excerpt */.Kb)(u.url)}`);
        }
        if (sendsData(l))
            for (const u of urls)
                reportPost(u, line, out);
    }
    // fetch(url, { method: 'POST' }) with the options on the following lines (each match holds "fetch").
    if (prefilter && !(folded ?? foldCase(text)).includes('fetch'))
        return;
    for (const m of (0,security_text/* allMatches */.fD)(FETCH_RE, text)) {
        const at = m.index;
        if (!POST_METHOD_RE.test(text.slice(at, at + thresholds/* FETCH_OPTIONS_WINDOW */.nq)))
            continue;
        const u = parseUrl(m[1]);
        if (u)
            reportPost(u, lineOf(at), out);
    }
}

;// CONCATENATED MODULE: ./src/rules/security/pipeToShell.ts



const DOWNLOADER_RE = /\b(?:curl|wget|iwr|irm|invoke-webrequest|invoke-restmethod|fetch)\b|\bnet\.webclient\b|\bdownloadstring\b/iu;
/** Every DOWNLOADER_RE match is one of the downloader needles. */
const DOWNLOADER_GATE = [allOf('downloader')];
const SHELL_SEGMENT_RE = /^(?:(?:ba|z|da|k|fi|c|tc)?sh|iex|invoke-expression|pwsh|powershell(?:\.exe)?)\b|^(?:python[23]?|node|perl|ruby|php)(?:\s+-)?\s*$/iu;
const PIPE_FORMS = [
    /\b(?:ba|z|da|k)?sh\s+<\(\s*(?:curl|wget)\b/iu,
    /\b(?:ba|z|da|k)?sh\s+-c\s+["']?(?:\$\(|`)\s*(?:curl|wget)\b/iu,
    /\b(?:eval|source)\s+["']?(?:\$\(|`|<\()\s*(?:curl|wget)\b/iu,
    /\b(?:iex|invoke-expression)\b[\s(&]*(?:iwr|irm|invoke-webrequest|invoke-restmethod|new-object\s+(?:system\.)?net\.webclient)\b/iu,
];
/** Strips `sudo -E`, `env X=1` and the like from the front of a pipeline segment. */
function stripPrefix(segment) {
    let s = segment.trim();
    for (let k = 0; k < 4; k++) {
        const m = /^(?:sudo(?:\s+-[\w-]+)*|env(?:\s+[\w]+=\S*)*|[\w]+=\S*|exec|command|time|nohup)\s+/iu.exec(s);
        if (!m)
            break;
        s = s.slice(m[0].length);
    }
    return s;
}
/**
 * `s` without trailing quotes and parentheses (replace(/[`'")]+$/u, '') by hand: the regex retries a run from each of
 * its characters).
 */
function withoutClosingQuotes(s) {
    let end = s.length;
    while (end > 0 && '`\'")'.includes(s[end - 1]))
        end--;
    return s.slice(0, end);
}
/** Whether a command line pipes a download into an interpreter (any later stage of the pipeline). */
function pipesDownloadIntoShell(command) {
    if (!DOWNLOADER_RE.test(command))
        return false;
    if (command.includes('|')) {
        let downloaded = false;
        for (const seg of command.split(/(?<!\|)\|(?!\|)/u)) {
            if (downloaded && SHELL_SEGMENT_RE.test(withoutClosingQuotes(stripPrefix(seg))))
                return true;
            if (DOWNLOADER_RE.test(seg))
                downloaded = true;
        }
    }
    return PIPE_FORMS.some((re) => re.test(command));
}
function pipeToShell(logical, index, out) {
    for (let k = 0; k < logical.length; k++) {
        const { line, text } = logical[k];
        if (!index.passes(k, DOWNLOADER_GATE) || !DOWNLOADER_RE.test(text))
            continue;
        // In a Markdown table row `|` separates cells; a pipe inside a cell is written `\|`.
        const commands = /^\s*\|/u.test(text)
            ? text.split(/(?<!\\)\|/u).map((cell) => cell.replace(/\\\|/gu, '|'))
            : [text];
        const hit = commands.find(pipesDownloadIntoShell);
        if (hit !== undefined)
            out.add(PIPE_TO_SHELL, 'high', line, `Remote code run unverified: "${(0,security_text/* excerpt */.Kb)(hit)}"`);
    }
}

;// CONCATENATED MODULE: ./src/rules/security/index.ts
// Security findings: what a pull request slips into a skill that will run inside other people's
// agents. Deterministic, reported in the PR comment and as annotations, never counted in the
// composite. Every scan is linear in the text (SKILL.md may be 1 MiB): patterns start with a literal
// keyword, gaps are bounded, and runs of characters are counted by hand, not by regex.
// One file per rule family; the shared prefilter (prefilter.ts) gates the phrase patterns.

















/** All security findings of a skill, sorted by line. Pure and deterministic. */
function securityFindings(skill) {
    return scanSecurity(skill, { prefilter: true });
}
/** securityFindings with the prefilter selectable. */
function scanSecurity(skill, options) {
    const text = skill.text;
    const lines = text.split('\n');
    const lineOf = (0,pytext/* lineIndex */.Dp)(text);
    // ASCII text needs no normalising (see normalise): one test of the whole text spares one per line.
    const ascii = security_text/* ASCII_ONLY_RE */.vX.test(text);
    const normalised = ascii ? lines : lines.map(security_text/* normalise */.j7);
    const logical = (0,security_text/* logicalLines */.Nj)(normalised);
    // ASCII text is its own normalised form: it is folded once, for the index and the network rule.
    const folded = ascii && options.prefilter ? foldCase(text) : undefined;
    const index = NeedleIndex.of(normalised, options.prefilter, ascii ? text : undefined, folded);
    const logicalIndex = index.forLogical(logical);
    const out = new Collector(skill.file);
    hiddenComments(text, lines, lineOf, out);
    hiddenAfterBlanks(lines, options.prefilter, out);
    if (!ascii)
        invisibleCharacters(lines, out);
    promptInjection(normalised, index, out, ascii);
    pipeToShell(logical, logicalIndex, out);
    encodedBlobs(lines, options.prefilter, out);
    network(text, logical, lineOf, options.prefilter, out, folded);
    credentials(logical, logicalIndex, out);
    return out.findings();
}
/** Whether the `security-gate` should fail: any high-severity security finding. */
function hasHighSeverity(findings) {
    return findings.some((f) => f.category === 'security' && f.level === HIGH_SEVERITY);
}
/** Whether LLM scores were taken with text aimed at the judge present (the PR comment marks it). */
function hasJudgeInjection(findings) {
    return findings.some((f) => f.rule === PROMPT_INJECTION_JUDGE);
}

;// CONCATENATED MODULE: ./src/rules/security.ts
// Security findings: the rules live in ./security/, one file per rule family plus the shared
// prefilter; this module is their public face.



/***/ }),

/***/ 7247:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $o: () => (/* binding */ LETTER_OR_MARK_RE),
/* harmony export */   Jn: () => (/* binding */ isTagChar),
/* harmony export */   Kb: () => (/* binding */ excerpt),
/* harmony export */   Nj: () => (/* binding */ logicalLines),
/* harmony export */   RY: () => (/* binding */ fencedLines),
/* harmony export */   ZT: () => (/* binding */ EMOJI_RE),
/* harmony export */   ci: () => (/* binding */ negatedBefore),
/* harmony export */   eM: () => (/* binding */ INVISIBLE_RE),
/* harmony export */   f5: () => (/* binding */ HAS_INVISIBLE_RE),
/* harmony export */   fD: () => (/* binding */ allMatches),
/* harmony export */   ic: () => (/* binding */ isBidiControl),
/* harmony export */   j7: () => (/* binding */ normalise),
/* harmony export */   jj: () => (/* binding */ isZeroWidth),
/* harmony export */   uh: () => (/* binding */ hex),
/* harmony export */   vX: () => (/* binding */ ASCII_ONLY_RE)
/* harmony export */ });
/* unused harmony exports isJsSpace, MIN_LOGICAL_LINE */
/* harmony import */ var _thresholds_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6672);
// Text helpers shared by the security rules: normalisation, safe excerpts, logical lines, fences.

/** Zero-width characters (and the invisible math operators and the Mongolian vowel separator). */
function isZeroWidth(cp) {
    return (cp >= 0x200b && cp <= 0x200d) || (cp >= 0x2060 && cp <= 0x2064) || cp === 0xfeff || cp === 0x180e;
}
/** Unicode tag characters: invisible ASCII look-alikes ("ASCII smuggling"). */
function isTagChar(cp) {
    return cp >= 0xe0000 && cp <= 0xe007f;
}
function isBidiControl(cp) {
    return (cp >= 0x202a && cp <= 0x202e) || (cp >= 0x2066 && cp <= 0x2069);
}
const INVISIBLE_CLASS = '[\\u200b-\\u200d\\u2060-\\u2064\\ufeff\\u180e\\u202a-\\u202e\\u2066-\\u2069\\u{e0000}-\\u{e007f}]';
const INVISIBLE_RE = new RegExp(INVISIBLE_CLASS, 'gu');
const HAS_INVISIBLE_RE = new RegExp(INVISIBLE_CLASS, 'u');
const EMOJI_RE = /[\p{Extended_Pictographic}\p{Emoji_Modifier}\ufe0f\u20e3]/u;
const LETTER_OR_MARK_RE = /[\p{L}\p{M}]/u;
const ASCII_ONLY_RE = /^[\x00-\x7f]*$/u;
/** Text the phrase rules look at: compatibility-normalised, invisible characters removed. */
function normalise(line) {
    // ASCII is NFKC-stable and holds no invisible character: most lines need no work.
    if (ASCII_ONLY_RE.test(line))
        return line;
    return line.normalize('NFKC').replace(INVISIBLE_RE, '');
}
function hex(cp) {
    return 'U+' + cp.toString(16).toUpperCase().padStart(4, '0');
}
/** A short, safe quote of hostile text: controls and invisibles shown as U+XXXX, whitespace collapsed. */
function excerpt(s, max = _thresholds_js__WEBPACK_IMPORTED_MODULE_0__/* .EXCERPT_MAX */ .P0) {
    let out = '';
    let n = 0;
    for (const ch of s.replace(/\s+/g, ' ').trim()) {
        const cp = ch.codePointAt(0);
        const shown = cp < 0x20 || (cp >= 0x7f && cp < 0xa0) || isZeroWidth(cp) || isTagChar(cp) || isBidiControl(cp)
            ? `<${hex(cp)}>`
            : ch;
        out += shown;
        if (++n >= max)
            return out + '…';
    }
    return out;
}
/** JavaScript's `\s` (what `/\s/u` matches), by code unit. */
function isJsSpace(c) {
    return (c === 0x20 ||
        (c >= 0x09 && c <= 0x0d) ||
        c === 0xa0 ||
        c === 0x1680 ||
        (c >= 0x2000 && c <= 0x200a) ||
        c === 0x2028 ||
        c === 0x2029 ||
        c === 0x202f ||
        c === 0x205f ||
        c === 0x3000 ||
        c === 0xfeff);
}
/** A shell line continued on the next: it ends with a backslash, or with PowerShell's lone backtick
 *  after a space (a backtick closing Markdown inline code is not one). Returns the offset of that
 *  backslash or backtick (the rest of the line is whitespace), or -1 when the line does not continue. */
function continuation(line) {
    let e = line.length;
    while (e > 0 && isJsSpace(line.charCodeAt(e - 1)))
        e--;
    if (e === 0)
        return -1;
    const c = line.charCodeAt(e - 1);
    if (c === 0x5c)
        return e - 1;
    if (c === 0x60 && e >= 2 && isJsSpace(line.charCodeAt(e - 2)) && line.indexOf('`') === e - 1)
        return e - 1;
    return -1;
}
/** Shortest logical line a rule reads: none of them can match fewer characters (a downloader and a
 *  pipe, a URL, a credential), so shorter lines are left out. */
const MIN_LOGICAL_LINE = 4;
/** Physical lines joined where a shell command continues on the next line (the continuation mark
 *  becomes a space); logical lines shorter than MIN_LOGICAL_LINE are left out. */
function logicalLines(lines) {
    const out = [];
    let current = null;
    for (let i = 0; i < lines.length; i++) {
        const raw = lines[i];
        const cut = continuation(raw);
        if (current === null && cut < 0) {
            if (raw.length >= MIN_LOGICAL_LINE)
                out.push({ line: i + 1, last: i + 1, text: raw });
            continue;
        }
        const piece = cut < 0 ? raw : raw.slice(0, cut) + ' ';
        if (current) {
            current.text += piece;
            current.last = i + 1;
        }
        else {
            current = { line: i + 1, last: i + 1, text: piece };
        }
        if (cut < 0) {
            if (current.text.length >= MIN_LOGICAL_LINE)
                out.push(current);
            current = null;
        }
    }
    if (current && current.text.length >= MIN_LOGICAL_LINE)
        out.push(current);
    return out;
}
/** Which lines (0-based) lie inside fenced code blocks (``` or ~~~), fences included: 1 inside, 0 not. */
function fencedLines(lines) {
    const inside = new Uint8Array(lines.length);
    let open = null;
    for (let i = 0; i < lines.length; i++) {
        const line = lines[i];
        // A fence starts with up to three spaces, then ` or ~.
        const c = line.charCodeAt(0);
        const m = c === 0x20 || c === 0x60 || c === 0x7e ? /^ {0,3}(`{3,}|~{3,})/.exec(line) : null;
        if (open) {
            inside[i] = 1;
            if (m && m[1][0] === open.ch && m[1].length >= open.len && line.trim() === m[1])
                open = null;
        }
        else if (m) {
            inside[i] = 1;
            open = { ch: m[1][0], len: m[1].length };
        }
    }
    return inside;
}
const NEGATION_RE = /\b(?:never|not|don'?t|do\s+not|avoid|without|no|cannot|can'?t|mustn'?t|shouldn'?t|won'?t|refuse|forbidden|prohibited)\b/iu;
/** Whether the clause just before `at` negates what follows ("never print the token"). */
function negatedBefore(text, at) {
    const window = text.slice(Math.max(0, at - _thresholds_js__WEBPACK_IMPORTED_MODULE_0__/* .NEGATION_WINDOW */ .xH), at);
    const clause = window.split(/[.!?;:]/u).pop() ?? '';
    return NEGATION_RE.test(clause);
}
function allMatches(re, s) {
    re.lastIndex = 0;
    return [...s.matchAll(re)];
}


/***/ }),

/***/ 6672:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ MAX_FINDINGS_PER_RULE),
/* harmony export */   IQ: () => (/* binding */ BASE64_CHARS_PER_SLASH),
/* harmony export */   Iv: () => (/* binding */ BLANK_RUN_MIN),
/* harmony export */   LL: () => (/* binding */ LEVEL_SEVERITY),
/* harmony export */   O: () => (/* binding */ BASE64_WRAPPED_LINE_MIN),
/* harmony export */   OW: () => (/* binding */ HORIZONTAL_PAD_MIN),
/* harmony export */   P0: () => (/* binding */ EXCERPT_MAX),
/* harmony export */   R7: () => (/* binding */ MAX_PATH_TOKEN),
/* harmony export */   eR: () => (/* binding */ CREDENTIAL_PROXIMITY),
/* harmony export */   j5: () => (/* binding */ INLINE_CODE_LOOKBACK),
/* harmony export */   nq: () => (/* binding */ FETCH_OPTIONS_WINDOW),
/* harmony export */   r6: () => (/* binding */ BASE64_MIN_CHARS),
/* harmony export */   rc: () => (/* binding */ HEX_MIN_CHARS),
/* harmony export */   xH: () => (/* binding */ NEGATION_WINDOW),
/* harmony export */   z0: () => (/* binding */ COMMENT_MIN_WORDS)
/* harmony export */ });
/* unused harmony export HIGH_SEVERITY */
/** Consecutive blank lines after which further text counts as hidden. */
const BLANK_RUN_MIN = 20;
/** Spaces or tabs before text on one line after which it counts as pushed off-screen. */
const HORIZONTAL_PAD_MIN = 120;
/** Shortest base64 run (characters) reported as an encoded blob. */
const BASE64_MIN_CHARS = 200;
/** Shortest hexadecimal run (digits) reported as an encoded blob: longer than a SHA-512 digest (128),
 *  which a skill that verifies its downloads legitimately quotes. */
const HEX_MIN_CHARS = 129;
/** A line made only of base64 characters and at least this long continues a wrapped blob. */
const BASE64_WRAPPED_LINE_MIN = 40;
/** A base64 run with more than 1 slash per this many characters is a path, not a blob. */
const BASE64_CHARS_PER_SLASH = 16;
/** Words an HTML comment needs before it can be an instruction (`<!-- TODO -->` is not). */
const COMMENT_MIN_WORDS = 3;
/** How far apart (characters, same logical line) a verb and a credential may be. */
const CREDENTIAL_PROXIMITY = 80;
/** Longest path token looked at around a credential needle (either side). */
const MAX_PATH_TOKEN = 256;
/** How far before a verb a negation ("never print the token") is looked for. */
const NEGATION_WINDOW = 40;
/** How far after `fetch(` its options (`method: 'POST'`) are looked for. */
const FETCH_OPTIONS_WINDOW = 400;
/** How far back on its line a comment looks for an opening backtick (inline code spans are short). */
const INLINE_CODE_LOOKBACK = 200;
/** Findings kept per rule; the last one kept says how many more there were. */
const MAX_FINDINGS_PER_RULE = 20;
/** Excerpts quoted in messages are cut to this many code points. */
const EXCERPT_MAX = 80;
/** Sort weight of each level (Finding.severity). */
const LEVEL_SEVERITY = { high: 0.9, medium: 0.6, low: 0.3, info: 0.1 };
/** The level the Action's `security-gate` input fails on. */
const HIGH_SEVERITY = 'high';


/***/ }),

/***/ 796:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O: () => (/* binding */ CONFUSABLE_LATIN),
/* harmony export */   z: () => (/* binding */ foldConfusables)
/* harmony export */ });
// Letters drawn like Latin ones (Cyrillic, Greek, dotless i): text meant for a model or a reviewer
// can spell a word with them and still read as the Latin word. Used to see through such spellings.
/** A confusable letter → the Latin letter it looks like (lower case). */
const CONFUSABLE_LATIN = {
    '\u0430': 'a',
    '\u0441': 'c',
    '\u0435': 'e',
    '\u0456': 'i',
    '\u0458': 'j',
    '\u043e': 'o',
    '\u0440': 'p',
    '\u0455': 's',
    '\u0443': 'y',
    '\u0445': 'x',
    '\u04bb': 'h',
    '\u0501': 'd',
    '\u051b': 'q',
    '\u04cf': 'l',
    '\u0261': 'g',
    '\u0432': 'b',
    '\u03b1': 'a',
    '\u03bf': 'o',
    '\u03bd': 'v',
    '\u03b9': 'i',
    '\u03ba': 'k',
    '\u03c1': 'p',
    '\u03c5': 'u',
    '\u03c4': 't',
    '\u0410': 'a',
    '\u0421': 'c',
    '\u0415': 'e',
    '\u0406': 'i',
    '\u041e': 'o',
    '\u0420': 'p',
    '\u0405': 's',
    '\u041a': 'k',
    '\u0391': 'a',
    '\u039f': 'o',
    '\u039d': 'n',
    '\u0399': 'i',
    '\u039a': 'k',
    '\u03a4': 't',
    '\u0392': 'b',
    '\u0395': 'e',
    '\u0131': 'i', // dotless i
};
const CONFUSABLE_RE = new RegExp(`[${Object.keys(CONFUSABLE_LATIN).join('')}]`, 'gu');
/** `text` with every confusable letter replaced by its Latin look-alike (the rest unchanged). */
function foldConfusables(text) {
    return text.replace(CONFUSABLE_RE, (c) => CONFUSABLE_LATIN[c]);
}


/***/ })

};
