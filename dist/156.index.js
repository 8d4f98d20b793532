export const id = 156;
export const ids = [156];
export const modules = {

/***/ 8289:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gw: () => (/* binding */ PRICES_AS_OF),
/* harmony export */   L6: () => (/* binding */ MODELS),
/* harmony export */   gi: () => (/* binding */ modelInfo),
/* harmony export */   pO: () => (/* binding */ requestCostUsd)
/* harmony export */ });
/* unused harmony exports minCacheableTokens, pricesFor */
// One table of the Claude models the LLM layers may call: list prices, prompt-cache prices,
// prompt-length price tiers, the minimum cacheable prefix, and two behaviours that change how a
// request must be built (thinking on by default; forced tool_choice refused).
//
// Sources (read 2026-12-01): platform.claude.com/docs/en/about-claude/pricing ("Model pricing");
// the model overview pages (platform.claude.com/docs/en/models/<model>/overview: thinking and
// default effort, Haiku 5.5's prompt-length tier, Sonnet 5.5's cache-read cut of 2026-10-07,
// Sonnet 5.5 / Opus 5.5 / Fable 5.1 refusing forced tool use); the prompt-caching guide
// (platform.claude.com/docs/en/build-with-claude/prompt-caching, "Cache limitations": 512 tokens
// for Opus 5.x, Fable 5.x, Mythos 5.x and Haiku 5.5; 1,024 for Sonnet 4.x/5.x, Opus 4.8 and Opus
// 4/4.1; 2,048 for Opus 4.7 and the Haiku 3.x models; 4,096 for Opus 4.5/4.6 and Haiku 4.5).
// Shorter prefixes are silently not cached. This module imports nothing (the test fake reads it).
/** The date the prices below were read from the pricing page (reports name it beside every cost). */
const PRICES_AS_OF = '2026-12-01';
const p = (input, output, cacheWrite, cacheRead) => ({
    input,
    output,
    cacheWrite,
    cacheRead,
});
/** The models by id (aliases; a dated id takes its alias's row by longest prefix). */
const MODELS = {
    'claude-fable-5-1': {
        ...p(10, 50, 12.5, 0.25),
        minCacheableTokens: 512,
        thinksByDefault: true,
        refusesForcedTool: true,
    },
    'claude-mythos-5-1': {
        ...p(10, 50, 12.5, 0.25),
        minCacheableTokens: 512,
        thinksByDefault: true,
        refusesForcedTool: true,
    },
    'claude-fable-5': { ...p(10, 50, 12.5, 1), minCacheableTokens: 512, thinksByDefault: true, refusesForcedTool: false },
    'claude-mythos-5': {
        ...p(10, 50, 12.5, 1),
        minCacheableTokens: 512,
        thinksByDefault: true,
        refusesForcedTool: false,
    },
    'claude-opus-5-5': { ...p(4, 20, 5, 0.2), minCacheableTokens: 512, thinksByDefault: true, refusesForcedTool: true },
    'claude-opus-5': { ...p(5, 25, 6.25, 0.5), minCacheableTokens: 512, thinksByDefault: true, refusesForcedTool: false },
    'claude-opus-4-8': {
        ...p(5, 25, 6.25, 0.5),
        minCacheableTokens: 1024,
        thinksByDefault: false,
        refusesForcedTool: false,
    },
    'claude-opus-4-7': {
        ...p(5, 25, 6.25, 0.5),
        minCacheableTokens: 2048,
        thinksByDefault: false,
        refusesForcedTool: false,
    },
    'claude-opus-4-6': {
        ...p(5, 25, 6.25, 0.5),
        minCacheableTokens: 4096,
        thinksByDefault: false,
        refusesForcedTool: false,
    },
    'claude-opus-4-5': {
        ...p(5, 25, 6.25, 0.5),
        minCacheableTokens: 4096,
        thinksByDefault: false,
        refusesForcedTool: false,
    },
    'claude-opus-4-1': {
        ...p(15, 75, 18.75, 1.5),
        minCacheableTokens: 1024,
        thinksByDefault: false,
        refusesForcedTool: false,
    },
    'claude-opus-4': {
        ...p(15, 75, 18.75, 1.5),
        minCacheableTokens: 1024,
        thinksByDefault: false,
        refusesForcedTool: false,
    },
    'claude-sonnet-5-5': {
        ...p(2, 10, 2.5, 0.1),
        minCacheableTokens: 1024,
        thinksByDefault: true,
        refusesForcedTool: true,
    },
    'claude-sonnet-5': {
        ...p(2, 10, 2.5, 0.2),
        minCacheableTokens: 1024,
        thinksByDefault: true,
        refusesForcedTool: false,
    },
    'claude-sonnet-4-6': {
        ...p(3, 15, 3.75, 0.3),
        minCacheableTokens: 1024,
        thinksByDefault: false,
        refusesForcedTool: false,
    },
    'claude-sonnet-4-5': {
        ...p(3, 15, 3.75, 0.3),
        minCacheableTokens: 1024,
        thinksByDefault: false,
        refusesForcedTool: false,
    },
    'claude-sonnet-4': {
        ...p(3, 15, 3.75, 0.3),
        minCacheableTokens: 1024,
        thinksByDefault: false,
        refusesForcedTool: false,
    },
    'claude-haiku-5-5': {
        ...p(0.1, 0.5, 0.125, 0.01),
        longPrompt: { aboveTokens: 100_000, prices: p(0.5, 2.5, 0.625, 0.05) },
        minCacheableTokens: 512,
        thinksByDefault: true,
        refusesForcedTool: false,
    },
    'claude-haiku-4-5': {
        ...p(1, 5, 1.25, 0.1),
        minCacheableTokens: 4096,
        thinksByDefault: false,
        refusesForcedTool: false,
    },
    'claude-3-5-haiku': {
        ...p(0.8, 4, 1, 0.08),
        minCacheableTokens: 2048,
        thinksByDefault: false,
        refusesForcedTool: false,
    },
    'claude-3-haiku': {
        ...p(0.25, 1.25, 0.3, 0.03),
        minCacheableTokens: 2048,
        thinksByDefault: false,
        refusesForcedTool: false,
    },
};
/** Unknown ids by tier word (the tier's current model), else the Sonnet tier. */
const TIER_FALLBACK = [
    [/fable|mythos/i, 'claude-fable-5-1'],
    [/opus/i, 'claude-opus-5-5'],
    [/sonnet/i, 'claude-sonnet-5-5'],
    [/haiku/i, 'claude-haiku-5-5'],
];
/** The table row of a model id: exact, else the longest alias it starts with, else by tier word. */
function modelInfo(model) {
    if (MODELS[model])
        return MODELS[model];
    const prefix = Object.keys(MODELS)
        .filter((id) => model.startsWith(id))
        .sort((a, b) => b.length - a.length)[0];
    if (prefix)
        return MODELS[prefix];
    const tier = TIER_FALLBACK.find(([pattern]) => pattern.test(model))?.[1] ?? 'claude-sonnet-5-5';
    return MODELS[tier];
}
function minCacheableTokens(model) {
    return modelInfo(model).minCacheableTokens;
}
/** The prices one request pays: its prompt length picks the tier. */
function pricesFor(model, usage) {
    const info = modelInfo(model);
    if (info.longPrompt && usage) {
        const prompt = usage.input_tokens + usage.cache_creation_input_tokens + usage.cache_read_input_tokens;
        if (prompt > info.longPrompt.aboveTokens)
            return info.longPrompt.prices;
    }
    return { input: info.input, output: info.output, cacheWrite: info.cacheWrite, cacheRead: info.cacheRead };
}
/** Estimated USD of one request (direct-call prices; batches apply their own factor). */
function requestCostUsd(model, usage) {
    const price = pricesFor(model, usage);
    return ((usage.input_tokens * price.input +
        usage.cache_creation_input_tokens * price.cacheWrite +
        usage.cache_read_input_tokens * price.cacheRead +
        usage.output_tokens * price.output) /
        1_000_000);
}


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
