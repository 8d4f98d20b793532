export const id = 355;
export const ids = [355,156];
export const modules = {

/***/ 4856:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  DEFAULT_MAX_RETRIES: () => (/* reexport */ DEFAULT_MAX_RETRIES),
  DEFAULT_MODELS: () => (/* reexport */ DEFAULT_MODELS),
  clampConcurrency: () => (/* reexport */ clampConcurrency),
  createLlmLayers: () => (/* binding */ createLlmLayers)
});

// UNUSED EXPORTS: BATCH_PRICE_FACTOR, BUDGET_OUTPUT_ALLOWANCE_TOKENS, CIRCUIT_BREAKER_FAILURES, CIRCUIT_BREAKER_TIMEOUTS, DEFAULT_BATCH_IDLE_MS, DEFAULT_BATCH_POLL_MS, DEFAULT_BATCH_STATE_FILE, DEFAULT_CONCURRENCY, DEFAULT_LLM_METHOD, DEFAULT_TIMEOUT_MS, MAX_CONCURRENCY, MIN_CONCURRENCY, NO_FORCED_TOOL_CHOICE, PRICES, asStructuredOutput, eloReferencesDigest, estimateCostUsd, estimateRequestCostUsd, isSpendLimit, priceFor

// EXTERNAL MODULE: ./node_modules/p-limit/index.js + 1 modules
var p_limit = __webpack_require__(370);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
;// CONCATENATED MODULE: ./src/llm/cache/resultCache.ts
// Content-addressed cache of LLM layer results: re-running on an unchanged skill with the same
// models and depth costs no API call and gives the same result. One JSON file per key, written
// atomically, so that a folder restored by actions/cache (or shared by parallel runs) is never
// read half-written.




/**
 * Part of every key: bump it whenever prompts, parsing or statistics of the LLM layers change,
 * so that results computed by older code are not served as if they were current.
 */
const CACHE_FORMAT_VERSION = 'plugin-eval-0.1.0/llm-3';
function sha256(text) {
    return (0,external_node_crypto_.createHash)('sha256').update(text, 'utf8').digest('hex');
}
/** JSON with object keys sorted at every level, so that equal values give equal text. */
function canonicalJson(value) {
    if (Array.isArray(value))
        return `[${value.map(canonicalJson).join(',')}]`;
    if (value !== null && typeof value === 'object') {
        const entries = Object.entries(value)
            .filter(([, v]) => v !== undefined)
            .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
        return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
    }
    return JSON.stringify(value ?? null);
}
function resultCacheKey(parts) {
    return sha256(canonicalJson({
        engine: CACHE_FORMAT_VERSION,
        layer: parts.layer,
        skill_sha256: sha256(parts.skillText),
        references: parts.references === null ? null : [...parts.references].sort(),
        runs: parts.runs ?? null,
        models: parts.models,
        extra: parts.extra ?? {},
    }));
}
/** Bytes of one entry: far above any layer result (an evals report with every output is a few MB). */
const MAX_CACHE_ENTRY_BYTES = 32 * 1024 * 1024;
// Non-blocking: a named pipe in place of an entry must not wait for a writer. No link is followed
// (entries are written by rename, never as links).
const OPEN_FLAGS = external_node_fs_.constants.O_RDONLY | (external_node_fs_.constants.O_NONBLOCK ?? 0) | (external_node_fs_.constants.O_NOFOLLOW ?? 0);
class ResultCache {
    dir;
    warn;
    /** `warn` hears of entries that are there but cannot be used (the run goes on without them). */
    constructor(dir, warn) {
        this.dir = dir;
        this.warn = warn;
    }
    fileFor(key) {
        return external_node_path_.join(this.dir, key.slice(0, 2), `${key}.json`);
    }
    /**
     * The stored value, or null on a miss: absent, or unusable (not a regular file, over the size
     * limit, unreadable, corrupt, for another key or engine version; said through `warn`).
     */
    async get(key) {
        const text = await this.readEntry(key);
        if (text === null)
            return null;
        try {
            const entry = JSON.parse(text);
            if (entry?.key === key && entry.engine === CACHE_FORMAT_VERSION && entry.value !== undefined)
                return entry.value;
            // Another engine version's entry is an ordinary miss; anything else was not written by us.
            if (entry?.key !== key || entry.value === undefined)
                this.unusable(key, 'not an entry for its key');
            return null;
        }
        catch {
            this.unusable(key, 'not valid JSON');
            return null;
        }
    }
    /** Warns that the entry of `key` is not used (the result is computed again). */
    unusable(key, why) {
        this.warn?.(`result cache: ${this.fileFor(key)} ignored (${why}); computed again`);
    }
    /** An entry's text, read only when it is a regular file within the size limit; null otherwise. */
    async readEntry(key) {
        const file = this.fileFor(key);
        let handle;
        try {
            handle = await external_node_fs_.promises.open(file, OPEN_FLAGS);
        }
        catch (err) {
            if (err.code !== 'ENOENT')
                this.unusable(key, `cannot be opened: ${err.code ?? String(err)}`);
            return null;
        }
        try {
            const st = await handle.stat();
            const refused = !st.isFile()
                ? 'not a regular file'
                : st.size > MAX_CACHE_ENTRY_BYTES
                    ? `${st.size} bytes, over the ${MAX_CACHE_ENTRY_BYTES}-byte limit`
                    : null;
            if (refused) {
                this.unusable(key, refused);
                return null;
            }
            const buf = Buffer.alloc(st.size);
            let got = 0;
            while (got < st.size) {
                const { bytesRead } = await handle.read(buf, got, st.size - got, got);
                if (bytesRead === 0)
                    break;
                got += bytesRead;
            }
            return buf.subarray(0, got).toString('utf8');
        }
        catch (err) {
            this.unusable(key, `cannot be read: ${err instanceof Error ? err.message : String(err)}`);
            return null;
        }
        finally {
            await handle.close();
        }
    }
    /** Stores a value; throws on an I/O error (the caller warns and goes on). */
    async set(key, value) {
        const file = this.fileFor(key);
        await external_node_fs_.promises.mkdir(external_node_path_.dirname(file), { recursive: true });
        const entry = { key, engine: CACHE_FORMAT_VERSION, stored_at: new Date().toISOString(), value };
        const temp = `${file}.${process.pid}.${(0,external_node_crypto_.randomBytes)(4).toString('hex')}.tmp`;
        await external_node_fs_.promises.writeFile(temp, JSON.stringify(entry), 'utf8');
        try {
            await external_node_fs_.promises.rename(temp, file);
        }
        catch (error) {
            await external_node_fs_.promises.rm(temp, { force: true });
            throw error;
        }
    }
}

// EXTERNAL MODULE: ./src/layers/judge.ts + 6 modules
var judge = __webpack_require__(1567);
// EXTERNAL MODULE: ./src/llm/call.ts + 1 modules
var llm_call = __webpack_require__(6989);
// EXTERNAL MODULE: ./src/layers/llm/evals.ts
var evals = __webpack_require__(2193);
// EXTERNAL MODULE: ./src/layers/llm/judge.ts
var llm_judge = __webpack_require__(5993);
// EXTERNAL MODULE: ./src/layers/llm/monteCarlo/layer.ts + 9 modules
var monteCarlo_layer = __webpack_require__(5430);
// EXTERNAL MODULE: ./src/layers/triggering.ts + 7 modules
var triggering = __webpack_require__(9684);
// EXTERNAL MODULE: ./src/layers/evals.ts + 6 modules
var layers_evals = __webpack_require__(6342);
// EXTERNAL MODULE: ./src/evals/parse.ts + 6 modules
var parse = __webpack_require__(1066);
;// CONCATENATED MODULE: ./src/evals/draft.ts


const DRAFT_MIN_CASES = 3;
const DRAFT_MAX_CASES = 5;
/** The drafting model reads this much of SKILL.md. */
const DRAFT_EXCERPT_CHARS = 12_000;
const DRAFT_MAX_TOKENS = 8192;
const DRAFT_TOOL = {
    name: 'write_evals',
    description: `Return ${DRAFT_MIN_CASES} to ${DRAFT_MAX_CASES} test cases for the skill.`,
    input_schema: {
        type: 'object',
        properties: {
            evals: {
                type: 'array',
                minItems: DRAFT_MIN_CASES,
                maxItems: DRAFT_MAX_CASES,
                items: {
                    type: 'object',
                    properties: {
                        prompt: { type: 'string', description: 'A request a user would really type, with the details it needs.' },
                        expected_output: { type: 'string', description: 'What a good answer looks like, in one or two sentences.' },
                        expectations: {
                            type: 'array',
                            minItems: 2,
                            maxItems: 6,
                            items: { type: 'string', description: 'One statement a grader can check from the output alone.' },
                        },
                    },
                    required: ['prompt', 'expected_output', 'expectations'],
                },
            },
        },
        required: ['evals'],
    },
};
const DRAFT_SYSTEM = `You write evaluation cases for Claude Code skills. ${llm_call/* UNTRUSTED_NOTICE */.AY} Answer by calling the tool you are given.`;
function draftRequest(skill, model, caching) {
    return (0,llm_call/* toolRequest */.EN)(model, DRAFT_MAX_TOKENS, DRAFT_SYSTEM, DRAFT_TOOL, [
        (0,llm_call/* skillBlock */.XS)((0,llm_call/* firstCodePoints */.jk)(skill.text, DRAFT_EXCERPT_CHARS), caching),
        {
            type: 'text',
            text: `Above, between the <${llm_call/* SKILL_TAG */.fP}> tags, is a skill's SKILL.md. Write ${DRAFT_MIN_CASES} to ${DRAFT_MAX_CASES} realistic requests this skill is meant ` +
                'to handle, each with the expected output and 2 to 6 expectations: statements a grader can check from the answer alone, that an agent ' +
                'following the skill would meet and one without it might miss (not ones any answer meets). Cover different parts of the skill. ' +
                `Answer with ${DRAFT_TOOL.name}.`,
        },
    ]);
}
/** The drafted cases as an evals.json object, or why they cannot be used. */
function draftToSuite(skillName, value) {
    const raw = Array.isArray(value.evals) ? value.evals : [];
    const evals = [];
    for (const item of raw.slice(0, DRAFT_MAX_CASES)) {
        const c = item;
        const expectations = Array.isArray(c.expectations)
            ? c.expectations.filter((e) => typeof e === 'string' && e.trim() !== '').map((e) => e.trim())
            : [];
        if (typeof c.prompt !== 'string' || c.prompt.trim() === '' || expectations.length === 0)
            continue;
        evals.push({
            id: evals.length + 1,
            prompt: c.prompt.trim(),
            expected_output: typeof c.expected_output === 'string' ? c.expected_output.trim() : '',
            files: [],
            expectations,
        });
    }
    if (evals.length < DRAFT_MIN_CASES)
        return {
            ok: false,
            reason: `the model drafted ${evals.length} usable case${evals.length === 1 ? '' : 's'} (at least ${DRAFT_MIN_CASES} are needed)`,
        };
    const suite = { skill_name: skillName, evals };
    // The draft must read back as a valid suite.
    const check = (0,parse/* parseEvalSuite */.KT)('evals/evals.json', new TextEncoder().encode(JSON.stringify(suite)), skillName);
    if (!check.suite || check.findings.length > 0)
        return { ok: false, reason: check.findings[0]?.message ?? 'the draft is not a valid evals.json' };
    return { ok: true, suite };
}
/** Asks the model for a draft. Never throws. */
async function draftEvals(skill, caller, model) {
    const answer = await caller.send(draftRequest(skill, model, caller.promptCaching));
    if (!answer.ok)
        return { ok: false, reason: answer.reason };
    const structured = (0,llm_call/* readStructured */.cW)(answer.message, DRAFT_TOOL.name);
    if (!structured.ok)
        return { ok: false, reason: structured.reason };
    return draftToSuite(skill.name, structured.value);
}

// EXTERNAL MODULE: ./src/text/redact.ts
var text_redact = __webpack_require__(3326);
// EXTERNAL MODULE: ./src/llm/models.ts
var models = __webpack_require__(8289);
;// CONCATENATED MODULE: ./src/adapters/anthropic/budget.ts

/** Output tokens a call is assumed to use when its cost is estimated before it is sent (the budget's check). */
const BUDGET_OUTPUT_ALLOWANCE_TOKENS = 1024;
/**
 * Upper estimate of a call's cost before it is sent: its whole prompt (⌈characters / 4⌉ tokens)
 * at the uncached input price, plus the output allowance (at most max_tokens) at the output price.
 */
function estimateRequestCostUsd(request) {
    const promptTokens = Math.ceil(JSON.stringify([request.tools ?? [], request.system ?? '', request.messages]).length / 4);
    const output = Math.min(request.max_tokens, BUDGET_OUTPUT_ALLOWANCE_TOKENS);
    return (0,models/* requestCostUsd */.pO)(request.model, {
        input_tokens: promptTokens,
        output_tokens: output,
        cache_creation_input_tokens: 0,
        cache_read_input_tokens: 0,
    });
}
/** The spend cap: what the answered calls cost, plus the estimates of the calls in flight. */
class SpendBudget {
    warn;
    spent = 0;
    reserved = 0;
    overBudget = null;
    /** The cap in USD; null when none (or not a finite number) is set: every call goes out. */
    capUsd;
    constructor(budgetUsd, warn) {
        this.warn = warn;
        this.capUsd =
            budgetUsd !== undefined && budgetUsd !== null && Number.isFinite(budgetUsd) ? Math.max(0, budgetUsd) : null;
    }
    /** Makes the call when its estimate fits in what is left; once one does not, no call is made. */
    async within(request, call) {
        if (this.capUsd === null)
            return call();
        const estimate = estimateRequestCostUsd(request);
        if (!this.overBudget && this.spent + this.reserved + estimate > this.capUsd) {
            this.overBudget = `budget: --budget-usd ${this.capUsd} reached (spent $${this.spent.toFixed(4)}; the next call would pass it)`;
            this.warn?.(`${this.overBudget}; no further call is made, and what was left is unmeasured`);
        }
        if (this.overBudget)
            return { ok: false, reason: this.overBudget, authFailure: false, unsent: true };
        this.reserved += estimate;
        try {
            const outcome = await call();
            if (outcome.ok)
                this.spent += outcome.usage.estimated_cost_usd;
            return outcome;
        }
        finally {
            this.reserved -= estimate;
        }
    }
}

// EXTERNAL MODULE: ./node_modules/@anthropic-ai/sdk/client.mjs + 229 modules
var sdk_client = __webpack_require__(6152);
// EXTERNAL MODULE: ./src/runtime/deadline.ts
var runtime_deadline = __webpack_require__(4506);
// EXTERNAL MODULE: ./src/adapters/batch.ts
var batch = __webpack_require__(3652);
;// CONCATENATED MODULE: ./src/adapters/modelTiming.ts
// How long a model call may take, and how long an overloaded API is waited for. Each call's
// timeout is scaled to the answer it may write (max_tokens at a slow output rate), so a call to an
// API that never answers ends in minutes, not at the run's deadline. An overload (429, 503, 529) is
// waited out with exponential backoff and jitter, within a bounded time for the whole run, before
// anything is left unmeasured. Nothing here touches the network.
/**
 * Milliseconds per "second" of the call timeouts below (default 1,000). Only tests lower it, so
 * that an API that never answers costs them seconds instead of minutes.
 */
const MODEL_TIMEOUT_UNIT_ENV = 'PLUGIN_EVAL_MODEL_TIMEOUT_UNIT_MS';
/** The same for the overload schedule (waits, the server's retry-after, the patience). */
const OVERLOAD_UNIT_ENV = 'PLUGIN_EVAL_OVERLOAD_UNIT_MS';
/** Seconds every call may take before its first token (connection, queueing, reading the prompt). */
const MODEL_CALL_BASE_S = 20;
/** The slowest output rate waited for, in tokens per second: a call may write all its max_tokens at it. */
const MODEL_MIN_TOKENS_PER_S = 30;
/** Answer statuses that mean "busy, try later": rate limited, unavailable, overloaded. */
const OVERLOAD_STATUSES = new Set([429, 503, 529]);
/** The first wait after an overload answer, in seconds; each further wait of a call doubles it… */
const OVERLOAD_FIRST_WAIT_S = 1;
/** …up to this long (a server's longer retry-after is cut to it). */
const OVERLOAD_MAX_WAIT_S = 30;
/** How long an overload may last, from its first answer to the last wait, before the run stops calling. */
const OVERLOAD_PATIENCE_S = 300;
/** A schedule's unit from the environment variable `name` when it is a positive number, else 1,000 ms. */
function timeUnitMs(name, env = process.env) {
    const raw = env[name];
    const unit = Number(raw);
    return raw && Number.isFinite(unit) && unit > 0 ? unit : 1000;
}
/** A call's timeout: the base, plus all of max_tokens at the slowest output rate. */
function answerTimeoutMs(maxTokens, unitMs) {
    const tokens = Number.isFinite(maxTokens) && maxTokens > 0 ? maxTokens : 0;
    return Math.ceil((MODEL_CALL_BASE_S + tokens / MODEL_MIN_TOKENS_PER_S) * unitMs);
}
/**
 * The run's overload: when it began (the first overload answer since the API last answered a
 * call), and how long a call waits before trying again. Shared by every call of a run: once the
 * run has been overloaded past the patience, a call that meets an overload fails at once instead
 * of each call waiting out its own patience; the first answered call ends the overload.
 */
class Overload {
    unitMs;
    random;
    now;
    since = null;
    constructor(unitMs, random = Math.random, now = () => performance.now()) {
        this.unitMs = unitMs;
        this.random = random;
        this.now = now;
    }
    /** An overload answer: the overload starts now, unless it already had. */
    seen() {
        this.since ??= this.now();
    }
    /** A call was answered: the overload, if any, is over. */
    over() {
        this.since = null;
    }
    /** Now, on the overload's clock (a call notes when its own first overload answer came). */
    clock() {
        return this.now();
    }
    /**
     * The wait before a call's next try after its `attempt`-th overload answer (0 for the first):
     * a random point in the upper half of 1 s, 2 s, 4 s … (at most OVERLOAD_MAX_WAIT_S), and no
     * shorter than the server's retry-after. Null when the wait would end past the patience,
     * counted from the run's overload or from this call's first overload answer (`callSince`),
     * whichever began first (a call may meet overloads while others are answered).
     */
    nextWaitMs(attempt, retryAfterS, callSince) {
        const cap = OVERLOAD_MAX_WAIT_S * this.unitMs;
        const ceiling = Math.min(cap, OVERLOAD_FIRST_WAIT_S * this.unitMs * 2 ** Math.min(attempt, 30));
        const jittered = ceiling / 2 + (this.random() * ceiling) / 2;
        const asked = retryAfterS !== null && Number.isFinite(retryAfterS) && retryAfterS > 0
            ? Math.min(cap, retryAfterS * this.unitMs)
            : 0;
        const waitMs = Math.max(jittered, asked);
        const began = Math.min(callSince, this.since ?? callSince);
        return this.now() - began + waitMs > OVERLOAD_PATIENCE_S * this.unitMs ? null : waitMs;
    }
}
/** The retry-after of an answer in seconds (retry-after-ms first, then retry-after as seconds), or null. */
function retryAfterSeconds(headers) {
    const ms = Number(headers?.get('retry-after-ms'));
    if (headers?.get('retry-after-ms') && Number.isFinite(ms))
        return ms / 1000;
    const s = Number(headers?.get('retry-after'));
    return headers?.get('retry-after') && Number.isFinite(s) ? s : null;
}

// EXTERNAL MODULE: ./src/runtime/sleep.ts
var sleep = __webpack_require__(3083);
;// CONCATENATED MODULE: ./src/adapters/anthropic/failure.ts
// The reason a model call failed, as warnings and `metadata.unmeasured` show it.

const MAX_REASON_LENGTH = 200;
/**
 * A short reason for a failed call, for warnings and `metadata.unmeasured`, with the API key
 * masked (a proxy may echo request headers in its error body) before it is cut to length.
 */
function describeFailure(error, timeoutMs, redact) {
    const { reason, authFailure } = rawFailure(error, timeoutMs, redact);
    // One line: a server's text must not start a new line of a log or a report.
    return { reason: reason.replace(/\s+/g, ' ').trim().slice(0, MAX_REASON_LENGTH), authFailure };
}
function rawFailure(error, timeoutMs, redact) {
    if (error instanceof sdk_client/* Anthropic */.N.APIConnectionTimeoutError)
        return { reason: `timeout after ${timeoutMs} ms`, authFailure: false };
    if (error instanceof sdk_client/* Anthropic */.N.APIConnectionError) {
        const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
        return { reason: redact(`connection error${cause}`), authFailure: false };
    }
    if (error instanceof sdk_client/* Anthropic */.N.APIError && typeof error.status === 'number') {
        const body = error.error;
        const detail = body?.error?.message ?? body?.error?.type ?? error.message;
        return {
            reason: redact(`HTTP ${error.status}${detail ? ` ${detail}` : ''}`),
            authFailure: error.status === 401 || error.status === 403,
        };
    }
    const message = error instanceof Error ? error.message : String(error);
    return { reason: redact(message), authFailure: false };
}

// EXTERNAL MODULE: ./src/contract/types.ts
var types = __webpack_require__(3579);
;// CONCATENATED MODULE: ./src/adapters/anthropic/settings.ts


/**
 * Default models, chosen for fidelity where it decides a score and for cost where it does not
 * (docs/llm.md): the agent being simulated (skill choices from the catalogue and
 * replies with the skill loaded) is the current Sonnet, the tier most Claude Code sessions run;
 * the rubric judge is Sonnet 5, the newest Sonnet that answers a forced tool call (Sonnet 5.5
 * refuses one); the prompt writer is the cheapest current model, Haiku 5.5.
 */
const DEFAULT_MODELS = {
    prompt: 'claude-haiku-5-5',
    rubric: 'claude-sonnet-5',
    simulate: 'claude-sonnet-5-5',
};
const DEFAULT_CONCURRENCY = 4;
const MIN_CONCURRENCY = 1;
const MAX_CONCURRENCY = 20;
/** Timeout of the calls that write no answer (the Message Batches API's), unless `timeoutMs` is set. */
const DEFAULT_TIMEOUT_MS = 120_000;
const DEFAULT_MAX_RETRIES = 4;
/** List prices by model id, from src/models.ts. */
const PRICES = Object.fromEntries(Object.entries(models/* MODELS */.L6).map(([id, m]) => [
    id,
    { input: m.input, output: m.output, cacheWrite: m.cacheWrite, cacheRead: m.cacheRead },
]));
/** A model's prices at its shortest prompt tier (a dated id takes its alias's; an unknown id its tier's). */
function priceFor(model) {
    return pricesFor(model);
}
/** Estimated USD of one request at direct-call prices, its prompt length choosing the price tier. */
function estimateCostUsd(model, usage) {
    return (0,models/* requestCostUsd */.pO)(model, usage);
}
function clampConcurrency(value) {
    if (!Number.isFinite(value))
        return DEFAULT_CONCURRENCY;
    return Math.min(MAX_CONCURRENCY, Math.max(MIN_CONCURRENCY, Math.round(value)));
}

// EXTERNAL MODULE: ./node_modules/@anthropic-ai/sdk/lib/transform-json-schema.mjs
var transform_json_schema = __webpack_require__(8399);
;// CONCATENATED MODULE: ./src/adapters/anthropic/structuredOutput.ts



/**
 * Models that answer a forced tool call (`tool_choice: {type: 'tool'}`) with HTTP 400. They get the
 * tool's JSON schema as a structured-output format instead, and answer in JSON text. A model not
 * listed that refuses a forced tool call is learned at run time and treated the same way.
 */
const NO_FORCED_TOOL_CHOICE = Object.entries(models/* MODELS */.L6)
    .filter(([, m]) => m.refusesForcedTool)
    .map(([id]) => new RegExp(`^${id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
/** How a 400 answer to a forced tool call says the model refuses one. */
const FORCED_TOOL_REFUSAL = /tool_choice|forced tool|tool use is not supported/i;
/** The tool a request must call: the forced one, or the one a `tool_choice: any` request names. */
function forcedToolName(request) {
    return (0,llm_call/* intendedTool */.E1)(request);
}
/** The same request with the forced tool replaced by a JSON-schema output format. */
function asStructuredOutput(request) {
    const name = forcedToolName(request);
    const tool = request.tools?.find((t) => 'input_schema' in t && t.name === name);
    if (!tool)
        return request;
    const { tools: _tools, tool_choice: _choice, ...rest } = request;
    const messages = rest.messages.map((message, i) => {
        if (i !== rest.messages.length - 1 || message.role !== 'user')
            return message;
        const content = typeof message.content === 'string' ? [{ type: 'text', text: message.content }] : message.content;
        const note = `Instead of calling ${tool.name}, reply with only the JSON object it would take as input.`;
        return { ...message, content: [...content, { type: 'text', text: note }] };
    });
    return {
        ...rest,
        messages,
        output_config: {
            ...rest.output_config,
            format: { type: 'json_schema', schema: (0,transform_json_schema/* transformJSONSchema */.W)(tool.input_schema) },
        },
    };
}

;// CONCATENATED MODULE: ./src/adapters/anthropic/caller.ts
// The run's ModelCaller: one Messages API call at a time per slot of the concurrency limit, after
// the spend cap and the prompt cache's warm-up; the SDK retries 5xx and timeouts, overloads are
// waited out, a model that refuses a forced tool call is asked for JSON, and each answer's usage is
// added to the run's totals. Through the Message Batches API when the run batches.








class AnthropicCaller {
    parts;
    promptCaching;
    batched;
    /** Models seen refusing a forced tool call during this run. */
    refusesForcedTool = new Set();
    deadlineWarned = false;
    constructor(parts) {
        this.parts = parts;
        this.promptCaching = parts.promptCaching;
        this.batched = parts.connection.batches !== null;
    }
    send = (request) => this.parts.connection.deadline?.workOver
        ? Promise.resolve(this.pastDeadline())
        : this.parts.budget.within(request, () => this.sendNow(request));
    /** A successful answer, with its usage added to the run's totals (batch results at the batch price). */
    answered(requested, message, priceFactor) {
        // Usage is keyed and priced by the model the reply reports (what ran), not the one requested.
        const model = typeof message.model === 'string' && message.model.trim() !== '' ? message.model : requested;
        const raw = message.usage;
        const counts = {
            input_tokens: raw?.input_tokens ?? 0,
            output_tokens: raw?.output_tokens ?? 0,
            cache_creation_input_tokens: raw?.cache_creation_input_tokens ?? 0,
            cache_read_input_tokens: raw?.cache_read_input_tokens ?? 0,
        };
        const usage = { model, ...counts, estimated_cost_usd: estimateCostUsd(model, counts) * priceFactor };
        this.parts.totals.add(model, usage);
        return { ok: true, message, usage };
    }
    async sendNow(request) {
        const { batches, deadline } = this.parts.connection;
        if (batches) {
            // A batch item cannot be retried in another format: models known to refuse a forced tool get the JSON format up
            // front.
            const prepared = forcedToolName(request) !== null && this.needsStructuredOutput(request.model)
                ? asStructuredOutput(request)
                : request;
            const submitted = batches.submit(prepared);
            const answer = deadline ? await (0,runtime_deadline/* raceSignal */.WU)(submitted, deadline.workSignal).catch(() => null) : await submitted;
            if (answer === null)
                return this.pastDeadline();
            if (answer.ok)
                return this.answered(request.model, answer.message, batch/* BATCH_PRICE_FACTOR */.TB);
        }
        // Not batched, or the batch could not answer it: a direct call.
        return this.direct(request);
    }
    direct(request) {
        return this.parts.warmup.first(request, () => this.limited(request));
    }
    limited(request) {
        return this.parts.limit(async () => {
            const { client, guard, deadline } = this.parts.connection;
            if (!client)
                return { ok: false, reason: this.parts.unavailable ?? 'no client', authFailure: true, unsent: true };
            // Queued behind the concurrency limit while the deadline came.
            if (deadline?.workOver)
                return this.pastDeadline();
            // A transport already stopped refuses every attempt of this call before it leaves.
            const stoppedBefore = guard.stopped !== null;
            try {
                return this.answered(request.model, await this.createPatiently(request), 1);
            }
            catch (error) {
                if (deadline?.workOver)
                    return this.pastDeadline();
                return {
                    ok: false,
                    ...describeFailure(error, this.parts.connection.callTimeoutMs(request), this.parts.redact),
                    ...(stoppedBefore ? { unsent: true } : {}),
                };
            }
        });
    }
    /** `create`, with overload answers waited out (Overload's schedule) while the run's patience lasts. */
    async createPatiently(request) {
        const { guard, deadline } = this.parts.connection;
        let since = null;
        for (let attempt = 0;; attempt++) {
            try {
                return await this.create(request);
            }
            catch (error) {
                since ??= guard.overload.clock();
                const wait = this.overloadWaitMs(error, attempt, since);
                if (wait === null)
                    throw error;
                // A wait past the work end ends there, and the call with it.
                await (0,sleep/* sleep */.y)(wait, deadline?.workSignal);
                if (deadline?.workOver)
                    throw error;
            }
        }
    }
    async create(request) {
        const { requestOptions } = this.parts.connection;
        const client = this.parts.connection.client;
        const forced = forcedToolName(request) !== null;
        if (forced && this.needsStructuredOutput(request.model))
            return client.messages.create(asStructuredOutput(request), requestOptions(request));
        try {
            return await client.messages.create(request, requestOptions(request));
        }
        catch (error) {
            if (forced &&
                error instanceof sdk_client/* Anthropic */.N.APIError &&
                error.status === 400 &&
                FORCED_TOOL_REFUSAL.test(error.message)) {
                this.refusesForcedTool.add(request.model);
                return client.messages.create(asStructuredOutput(request), requestOptions(request));
            }
            throw error;
        }
    }
    /** How long to wait before trying again after `error`, or null: not an overload, or no patience left for it. */
    overloadWaitMs(error, attempt, since) {
        const { guard, deadline } = this.parts.connection;
        if (!(error instanceof sdk_client/* Anthropic */.N.APIError) ||
            !OVERLOAD_STATUSES.has(error.status ?? 0) ||
            guard.stopped ||
            deadline?.workOver)
            return null;
        return guard.overload.nextWaitMs(attempt, retryAfterSeconds(error.headers), since);
    }
    needsStructuredOutput(model) {
        return this.refusesForcedTool.has(model) || NO_FORCED_TOOL_CHOICE.some((p) => p.test(model));
    }
    /** The deadline: a call it stops or refuses fails with its reason, like a call past the budget. */
    pastDeadline() {
        const deadline = this.parts.connection.deadline;
        deadline.recordCut('model');
        if (!this.deadlineWarned) {
            this.deadlineWarned = true;
            this.parts.warn?.(`${deadline.reason}: no further model call is made, and what was left is unmeasured`);
        }
        return { ok: false, reason: deadline.reason, authFailure: false, unsent: true };
    }
}

;// CONCATENATED MODULE: ./src/adapters/anthropic/transport.ts

/**
 * Consecutive failed attempts (5xx, timeouts, resets, retries included) after which the run stops
 * calling: the API is down. Overload answers are not counted: they are waited out (Overload).
 */
const CIRCUIT_BREAKER_FAILURES = 8;
/**
 * Attempts in a row that timed out with no answer of any kind between them, after which the run
 * stops calling: a call's timeout already allows its whole answer at the slowest output rate, so
 * two of them mean an API that accepts connections and never replies.
 */
const CIRCUIT_BREAKER_TIMEOUTS = 2;
/**
 * Whether an error answer says the account's spend limit is reached (never worth a retry: it
 * lasts until the limit resets or is raised). The API answers it as a 429 rate_limit_error with
 * error.details.error_code `enforced_spend_limit_reached` and no retry-after, or as a 400
 * invalid_request_error "You have reached your specified API usage limits" (a limit the
 * organisation set), or as a 402 billing_error.
 */
function isSpendLimit(status, body) {
    if (status === 402)
        return true;
    if (status !== 429 && status !== 400)
        return false;
    let parsed;
    try {
        parsed = JSON.parse(body);
    }
    catch {
        return false;
    }
    const error = parsed?.error;
    if (error?.details?.error_code === 'enforced_spend_limit_reached')
        return true;
    return (/spend(ing)? limit|specified (workspace )?API usage limits|billing/i.test(error?.message ?? '') &&
        (status === 429 || error?.type === 'invalid_request_error'));
}
async function errorMessage(response) {
    try {
        const body = JSON.parse(await response.clone().text());
        return typeof body?.error?.message === 'string' ? body.error.message : '';
    }
    catch {
        return '';
    }
}
/** A POST to the Messages API itself (not its batches or token counting): a call of a layer. */
function isDirectMessageCall(input, init) {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
    return method.toUpperCase() === 'POST' && /\/v1\/messages(\?|$)/.test(url);
}
/**
 * The run's guard on the transport: spend limits are never retried, and a circuit breaker ends a run against an API
 * that is down.
 */
class TransportGuard {
    fixedTimeoutMs;
    overload;
    redact;
    deadline;
    constructor(
    /** `--timeout`, for messages; null when each call has its own. */
    fixedTimeoutMs, 
    /** The run's overload, timed from the first overload answer to the next answered call. */
    overload, 
    /** Error bodies can echo the key: redacted before anything is kept or cut (a cut key no longer matches). */
    redact, 
    /** Past its work end nothing goes out, and what is in flight is stopped (batch calls included). */
    deadline = null) {
        this.fixedTimeoutMs = fixedTimeoutMs;
        this.overload = overload;
        this.redact = redact;
        this.deadline = deadline;
    }
    consecutive = 0;
    consecutiveTimeouts = 0;
    /** Why every further call fails at once, or null while calls may go out. */
    stopped = null;
    fetch = async (input, init) => {
        if (this.stopped)
            return TransportGuard.refusal(this.stopped);
        const deadline = this.deadline;
        if (deadline?.workOver)
            return TransportGuard.refusal(deadline.reason);
        let response;
        try {
            const signal = deadline
                ? init?.signal
                    ? AbortSignal.any([init.signal, deadline.workSignal])
                    : deadline.workSignal
                : init?.signal;
            response = await fetch(input, { ...init, signal });
        }
        catch (error) {
            // Stopped by the deadline: not a failure of the API, the breaker does not count it.
            if (deadline?.workOver)
                throw error;
            // A reset, a refused connection, or the per-call timeout (the SDK aborts the request).
            const timedOut = this.fixedTimeoutMs === null
                ? "timeout (no answer within the call's own timeout)"
                : `timeout after ${this.fixedTimeoutMs} ms`;
            if (init?.signal?.aborted && ++this.consecutiveTimeouts >= CIRCUIT_BREAKER_TIMEOUTS && !this.stopped) {
                this.stopped = `circuit breaker open after ${CIRCUIT_BREAKER_TIMEOUTS} consecutive timeouts (last: ${timedOut})`;
            }
            this.failed(init?.signal?.aborted
                ? timedOut
                : `connection error: ${error instanceof Error ? error.message : String(error)}`);
            throw error;
        }
        this.consecutiveTimeouts = 0;
        if (response.status === 429 || response.status === 402 || response.status === 400) {
            const body = await response.clone().text();
            if (isSpendLimit(response.status, body)) {
                this.stopped = `spend limit reached (HTTP ${response.status}): not retried`;
                const headers = new Headers(response.headers);
                headers.set('x-should-retry', 'false');
                return new Response(body, { status: response.status, statusText: response.statusText, headers });
            }
        }
        if (OVERLOAD_STATUSES.has(response.status))
            return this.overloaded(input, init, response);
        if (response.status >= 500)
            this.failed(`HTTP ${response.status} ${await errorMessage(response)}`.trim());
        else
            this.consecutive = 0;
        if (response.ok)
            this.overload.over();
        return response;
    };
    /**
     * An overload answer: busy, not down, so the breaker does not count it. A direct message call
     * gets it at once (not retried by the SDK on its short schedule): the caller waits it out.
     */
    overloaded(input, init, response) {
        this.overload.seen();
        if (!isDirectMessageCall(input, init))
            return response;
        const headers = new Headers(response.headers);
        headers.set('x-should-retry', 'false');
        return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
    }
    failed(what) {
        if (++this.consecutive >= CIRCUIT_BREAKER_FAILURES && !this.stopped) {
            this.stopped = `circuit breaker open after ${CIRCUIT_BREAKER_FAILURES} consecutive transport failures (last: ${this.redact(what).slice(0, 120)})`;
        }
    }
    static refusal(reason) {
        return new Response(JSON.stringify({ type: 'error', error: { type: 'api_error', message: reason } }), {
            status: 503,
            headers: { 'content-type': 'application/json', 'x-should-retry': 'false' },
        });
    }
}

;// CONCATENATED MODULE: ./src/adapters/anthropic/client.ts
// The SDK client of a run: its key and base URL, the SDK's retries, the timeout of each call (scaled
// to its answer, or `--timeout`, and never past the deadline), the transport guard, the batch queue.





/** The client for `settings`; `unavailable` (no API key) leaves it null. */
function createClient(settings, redact, unavailable) {
    const fixedTimeoutMs = settings.timeoutMs && settings.timeoutMs > 0 ? settings.timeoutMs : null;
    const timeoutUnitMs = timeUnitMs(MODEL_TIMEOUT_UNIT_ENV);
    const callTimeoutMs = (request) => fixedTimeoutMs ?? answerTimeoutMs(request.max_tokens, timeoutUnitMs);
    const maxRetries = Number.isFinite(settings.maxRetries)
        ? Math.max(0, Math.floor(settings.maxRetries))
        : DEFAULT_MAX_RETRIES;
    const deadline = settings.deadline ?? null;
    const guard = new TransportGuard(fixedTimeoutMs, new Overload(timeUnitMs(OVERLOAD_UNIT_ENV)), redact, deadline);
    const client = unavailable
        ? null
        : new sdk_client/* Anthropic */.N({
            apiKey: settings.apiKey,
            baseURL: settings.baseURL || undefined,
            maxRetries,
            timeout: fixedTimeoutMs ?? DEFAULT_TIMEOUT_MS,
            fetch: guard.fetch,
        });
    return {
        client,
        guard,
        batches: client ? batchQueue(client, settings, redact, deadline) : null,
        deadline,
        callTimeoutMs,
        requestOptions: (request) => {
            const timeout = callTimeoutMs(request);
            return deadline ? { signal: deadline.workSignal, timeout: deadline.callTimeoutMs(timeout) } : { timeout };
        },
    };
}
function batchQueue(client, settings, redact, deadline) {
    if (!settings.batch)
        return null;
    const onBatchStatus = settings.batch.onStatus;
    // The deadline stops the batch queue too (nothing more submitted or polled; the state file keeps what a later run
    // resumes).
    const signal = deadline
        ? settings.batch.signal
            ? AbortSignal.any([settings.batch.signal, deadline.workSignal])
            : deadline.workSignal
        : settings.batch.signal;
    return new batch/* BatchQueue */._N(client, {
        ...settings.batch,
        signal,
        onStatus: onBatchStatus ? (message) => onBatchStatus(redact(message)) : undefined,
    });
}

// EXTERNAL MODULE: ./src/contract/weights.ts
var weights = __webpack_require__(8175);
;// CONCATENATED MODULE: ./src/llm/cache/entryCheck.ts
// Results read back from the result cache. Whoever can write the cache folder (a shared
// actions/cache restore) can edit its entries, so an entry is used only when its shape and ranges
// are those the layers write: what the reports show or the composite blends is checked here, and
// an entry that fails is a miss (recomputed), never a score of 700 or markup in a report.


const DIMENSION_NAMES = new Set(weights/* DIMENSIONS */.Yf.map((d) => d.name));
const inRange = (lo, hi) => (v) => typeof v === 'number' && Number.isFinite(v) && v >= lo && v <= hi;
const unit = inRange(0, 1);
const signedUnit = inRange(-1, 1);
const count = (v) => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;
const nullOr = (ok) => (v) => v === null || v === undefined || ok(v);
const interval = (ok) => (v) => Array.isArray(v) && v.length === 2 && ok(v[0]) && ok(v[1]) && v[0] <= v[1];
const entryCheck_text = (v) => typeof v === 'string';
/** The first field of `value` that fails its test, named. */
function fields(value, where, tests) {
    if (!(0,types/* isJsonObject */.OW)(value))
        return `${where} is not an object`;
    for (const [name, ok] of Object.entries(tests))
        if (!ok(value[name]))
            return `${where}.${name} is out of range or of the wrong type`;
    return null;
}
/** As fields, for a part that may be absent. */
const optional = (value, where, tests) => value === undefined ? null : fields(value, where, tests);
/** Every entry of an object (dimensions, sub-scores) passes `ok`, under a known name when `names` is given. */
function entries(value, where, ok, names) {
    if (!(0,types/* isJsonObject */.OW)(value))
        return `${where} is not an object`;
    for (const [name, v] of Object.entries(value)) {
        if (names && !names.has(name))
            return `${where} names an unknown dimension`;
        if (!ok(v))
            return `${where}.${name} is out of range or of the wrong type`;
    }
    return null;
}
function list(value, where, check) {
    if (!Array.isArray(value))
        return `${where} is not a list`;
    for (let i = 0; i < value.length; i++) {
        const problem = check(value[i]);
        if (problem)
            return `${where}[${i}]: ${problem}`;
    }
    return null;
}
/** `metadata.unmeasured`: known dimensions, each with a reason. */
const unmeasuredEntry = (u) => (0,types/* isJsonObject */.OW)(u) && DIMENSION_NAMES.has(u.dimension) && entryCheck_text(u.reason)
    ? null
    : 'not a {dimension, reason} of a known dimension';
const dimensionName = (d) => (DIMENSION_NAMES.has(d) ? null : 'not a known dimension');
/** The judges' agreement: a coefficient of at most 1 (or none, with a note). */
const agreementOk = (v) => v === null || ((0,types/* isJsonObject */.OW)(v) && nullOr(inRange(-1e6, 1))(v.alpha) && nullOr(inRange(-1e6, 1))(v.kappa));
function metadataProblem(metadata) {
    if (!(0,types/* isJsonObject */.OW)(metadata))
        return 'metadata is not an object';
    if (metadata.unmeasured !== undefined) {
        const problem = list(metadata.unmeasured, 'metadata.unmeasured', unmeasuredEntry);
        if (problem)
            return problem;
    }
    if (metadata.measured !== undefined) {
        const problem = list(metadata.measured, 'metadata.measured', dimensionName);
        if (problem)
            return problem;
    }
    if (metadata.runs !== undefined && !count(metadata.runs))
        return 'metadata.runs is not a count';
    if (metadata.triggering !== undefined) {
        const problem = triggeringProblem(metadata.triggering);
        if (problem)
            return problem;
    }
    const shown = optional(metadata.judges, 'metadata.judges', {
        n: count,
        std: (v) => v === undefined || entries(v, '', nullOr(unit)) === null,
        agreement: (v) => v === undefined || agreementOk(v),
    }) ??
        optional(metadata.activation, 'metadata.activation', { rate: nullOr(unit) }) ??
        optional(metadata.reference, 'metadata.reference', { activation_rate: nullOr(unit), score: nullOr(unit) });
    if (shown)
        return shown;
    return metadata.evals === undefined ? null : evalsReportProblem(metadata.evals);
}
const F1 = { f1: unit, ci: interval(unit) };
/** The measured triggering's figures the reports show (F1s with intervals, held-back counts). */
function triggeringProblem(triggering) {
    if (!(0,types/* isJsonObject */.OW)(triggering))
        return 'metadata.triggering is not an object';
    if (!nullOr(unit)(triggering.f1))
        return 'metadata.triggering.f1 is out of range or of the wrong type';
    return (optional(triggering.reference, 'metadata.triggering.reference', { f1: nullOr(unit) }) ??
        optional(triggering.author, 'metadata.triggering.author', {
            ...F1,
            files: (v) => Array.isArray(v) && v.every(entryCheck_text),
            prompts: Array.isArray,
        }) ??
        optional(triggering.generated, 'metadata.triggering.generated', F1) ??
        optional(triggering.held_back, 'metadata.triggering.held_back', {
            category: entryCheck_text,
            count,
            answered: count,
            passed: count,
            false_triggers: count,
            decisions: count,
        }));
}
const ARM_TOTALS = {
    pass_rate: nullOr(unit),
    pass_rate_ci: nullOr(interval(unit)),
    pass_at_1: nullOr(unit),
    pass_at_k: nullOr(unit),
    input_tokens: count,
    output_tokens: count,
    trigger_rate: nullOr(unit),
};
const ARM = { pass_rate: nullOr(unit), pass_at_1: nullOr(unit), pass_at_k: nullOr(unit), runs: Array.isArray };
const EXPECTATION = { name: entryCheck_text, text: entryCheck_text, with_rate: nullOr(unit), without_rate: nullOr(unit) };
const evalCase = (c) => fields(c, 'case', { id: (v) => entryCheck_text(v) || count(v), lift: nullOr(signedUnit), expectations: Array.isArray }) ??
    fields(c.with_skill, 'case.with_skill', ARM) ??
    fields(c.without_skill, 'case.without_skill', ARM) ??
    list(c.expectations, 'case.expectations', (e) => fields(e, 'expectation', EXPECTATION));
/** The evals layer's report: the figures and texts the reports show. */
function evalsReportProblem(report) {
    return (fields(report, 'metadata.evals', {
        file: entryCheck_text,
        repetitions: count,
        k: count,
        evals: count,
        lift: nullOr(signedUnit),
        lift_ci: nullOr(interval(signedUnit)),
        non_discriminating: count,
        never_met: count,
    }) ??
        fields(report.with_skill, 'metadata.evals.with_skill', ARM_TOTALS) ??
        fields(report.without_skill, 'metadata.evals.without_skill', ARM_TOTALS) ??
        list(report.cases, 'metadata.evals.cases', evalCase));
}
/** Why a cached value is not a result of `layer` as the layers write it, or null when it is. */
function cachedLayerProblem(value, layer) {
    if (!(0,types/* isJsonObject */.OW)(value))
        return 'not an object';
    if (value.layer !== layer)
        return `not a ${layer} layer`;
    if (!unit(value.score))
        return 'score is not between 0 and 1';
    if (!Array.isArray(value.anti_patterns) || value.anti_patterns.length > 0)
        return 'anti_patterns is not an empty list';
    const ci = value.dimension_ci === undefined
        ? null
        : entries(value.dimension_ci, 'dimension_ci', interval(unit), DIMENSION_NAMES);
    return (entries(value.dimensions, 'dimensions', unit, DIMENSION_NAMES) ??
        ci ??
        entries(value.sub_scores, 'sub_scores', nullOr(signedUnit)) ??
        metadataProblem(value.metadata));
}
/** Why a cached Elo rating is not one as the Elo layer writes it, or null when it is. */
function cachedEloProblem(value) {
    const problem = fields(value, 'elo', {
        method: (v) => v === 'measured',
        rating: nullOr(inRange(0, 10_000)),
        ci_lower: nullOr(inRange(0, 10_000)),
        ci_upper: nullOr(inRange(0, 10_000)),
        percentile: nullOr(inRange(0, 100)),
        corpus_size: count,
        games: Array.isArray,
        model: entryCheck_text,
        anchor: entryCheck_text,
        ci_method: entryCheck_text,
        unmeasured: (v) => v === undefined || entryCheck_text(v),
        failures: (v) => Array.isArray(v) && v.every(entryCheck_text),
        model_usage: types/* isJsonObject */.OW,
    });
    if (problem)
        return problem;
    const elo = value;
    if (typeof elo.ci_lower === 'number' && typeof elo.ci_upper === 'number' && elo.ci_lower > elo.ci_upper)
        return 'elo interval is reversed';
    return fields(elo.position_bias, 'elo.position_bias', {
        pairs_checked: count,
        inconsistent: count,
        rate: nullOr(unit),
        first_position_win_share: nullOr(unit),
    });
}

// EXTERNAL MODULE: ./src/layers/elo.ts + 7 modules
var elo = __webpack_require__(2270);
// EXTERNAL MODULE: ./src/layers/llm/layer.ts
var llm_layer = __webpack_require__(4659);
;// CONCATENATED MODULE: ./src/adapters/anthropic/layers.ts
// Serving an LLM layer of LLM_LAYERS: from the result cache when an entry fits, or run and stored
// when every call succeeded; a layer that throws anyway is turned into an unmeasured result.





/** Runs `layer` on `skill` (or reads it from the cache). Never throws. */
async function measureLayer(service, layer, skill, input) {
    try {
        const result = await cachedLayer(service, layer, skill, input);
        return layer.served ? layer.served(result, service.llm) : result;
    }
    catch (error) {
        // The layers never throw by design; this is the last guard so an LLM layer cannot end a run.
        const reason = service.redact(`internal error: ${error instanceof Error ? error.message : String(error)}`);
        service.warn?.(`${layer.name}: not measured (${reason})`);
        return (0,llm_layer/* unmeasuredLayer */.B)(layer.name, layer.dimensions, reason);
    }
}
/** Serves a layer from the result cache, or runs it and stores it when every call succeeded. */
async function cachedLayer({ llm, cache, warn }, layer, skill, input) {
    if (!cache || llm.unavailable) {
        const { result } = await layer.run(skill, input, llm);
        result.metadata.cache = 'off';
        return result;
    }
    const { models, runs, extra } = layer.cacheKey(skill, input, llm);
    const key = resultCacheKey({
        layer: layer.name,
        skillText: skill.text,
        references: skill.references,
        runs,
        models,
        extra,
    });
    const hit = await cache.get(key);
    // The folder may have been edited: an entry is used only as the layers write it.
    const problem = hit === null ? null : cachedLayerProblem(hit, layer.name);
    if (hit !== null && problem === null)
        return { ...hit, metadata: { ...hit.metadata, cache: 'hit', cache_key: key } };
    if (problem !== null)
        cache.unusable(key, problem);
    const { result, complete } = await layer.run(skill, input, llm);
    result.metadata.cache = 'miss';
    result.metadata.cache_key = key;
    if (complete)
        await storeQuietly(cache, key, result, warn);
    return result;
}
/** Stores a result; a cache that cannot be written is warned of, and the run goes on. */
async function storeQuietly(cache, key, value, warn) {
    try {
        await cache.set(key, value);
    }
    catch (error) {
        warn?.(`result cache: could not write ${cache.dir}: ${error instanceof Error ? error.message : String(error)}`);
    }
}
/**
 * The measured triggering of a skill in a catalogue, run once per run and shared by the judge (its F1)
 * and the Monte Carlo layer (its activation); its usage is counted by the first layer that asks.
 */
function sharedTriggering(caller, models, repetitions) {
    const runs = new Map();
    return (skill, catalogue, authorSets) => (tally) => {
        const key = (0,external_node_crypto_.createHash)('sha256')
            .update(JSON.stringify([skill.text, catalogue.digest, authorSets]))
            .digest('hex');
        let run = runs.get(key);
        if (!run) {
            run = (0,triggering/* measureTriggering */.lB)(skill, { caller, model: models.prompt, agentModel: models.simulate, repetitions, catalogue, authorSets }, tally);
            runs.set(key, run);
        }
        return run;
    };
}

;// CONCATENATED MODULE: ./src/adapters/anthropic/elo.ts
// The Elo rating of a skill against a reference corpus, served from the result cache when an entry
// fits (beside the layers: its result is a rating, not a layer).






/** The identity of an Elo corpus for the result cache: each reference's anchor, category, size and text. */
function eloReferencesDigest(references) {
    const hash = (0,external_node_crypto_.createHash)('sha256');
    for (const r of [...references].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))) {
        hash.update(JSON.stringify([r.name, r.path, r.category, r.composite, r.bytes, r.excerpt]));
    }
    return hash.digest('hex');
}
/** The skill's rating against `references`. Never throws (an unmeasured rating is null). */
async function rateElo({ llm, cache, redact, warn }, skill, references) {
    const options = { caller: llm.caller, model: llm.models.rubric };
    try {
        if (llm.unavailable)
            return { ...(await (0,elo/* runElo */.O_)(skill, [], options, new llm_call/* UsageTally */.Ee())), unmeasured: llm.unavailable };
        const compute = () => (0,elo/* runElo */.O_)(skill, references, options, new llm_call/* UsageTally */.Ee());
        if (!cache)
            return { ...(await compute()), cache: 'off' };
        // Keyed by the skill, the model and the references it can be compared with (their text and anchors).
        const key = resultCacheKey({
            layer: 'elo',
            skillText: skill.text,
            references: skill.references,
            models: { rubric: llm.models.rubric },
            extra: { references: eloReferencesDigest(references) },
        });
        const hit = await cache.get(key);
        const problem = hit === null ? null : cachedEloProblem(hit);
        if (hit !== null && problem === null) {
            // The badge's part is the engine's to decide, never the cache's.
            const { badge: _badge, ...rating } = hit;
            return { ...rating, cache: 'hit' };
        }
        if (problem !== null)
            cache.unusable(key, problem);
        const result = { ...(await compute()), cache: 'miss' };
        // Only a rating whose every comparison was answered is kept (as the layers keep only complete runs).
        if (result.rating !== null && result.failures.length === 0)
            await storeQuietly(cache, key, result, warn);
        return result;
    }
    catch (error) {
        const failed = await (0,elo/* runElo */.O_)(skill, [], options, new llm_call/* UsageTally */.Ee());
        return {
            ...failed,
            unmeasured: redact(`internal error: ${error instanceof Error ? error.message : String(error)}`),
        };
    }
}

;// CONCATENATED MODULE: ./src/adapters/anthropic/warmup.ts
// The prompt cache's warm-up: the first call with a given cacheable prefix goes alone, and the
// others wait for its answer, so they read the prefix from the prompt cache instead of each
// writing it (the cache entry exists only once that first response has begun).

class CacheWarmup {
    promptCaching;
    warming = new Map();
    warmed = new Set();
    /** Off (promptCaching false): every call goes at once. */
    constructor(promptCaching) {
        this.promptCaching = promptCaching;
    }
    async first(request, call) {
        const key = this.promptCaching ? (0,llm_call/* cachePrefixKey */.mM)(request) : null;
        if (key === null || this.warmed.has(key))
            return call();
        const pending = this.warming.get(key);
        if (pending) {
            await pending;
            return call();
        }
        let release;
        this.warming.set(key, new Promise((resolve) => (release = resolve)));
        try {
            return await call();
        }
        finally {
            this.warmed.add(key);
            this.warming.delete(key);
            release();
        }
    }
}

;// CONCATENATED MODULE: ./src/adapters/anthropic.ts
// The Anthropic API adapter: builds the LLM layers (LLM_LAYERS: judge, Monte Carlo, evals; and the
// Elo rating) on the official SDK, with one concurrency limiter for every call of a run, the SDK's
// retries (5xx, timeouts, resets), a timeout per call scaled to its answer, overloads (429, 503,
// 529) waited out within a bounded time, token usage and estimated cost per model, and the
// content-addressed result cache. The parts are in ./anthropic/: client, transport guard, budget,
// cache warm-up, caller, and the serving of layers.
























function createLlmLayers(settings) {
    const unavailable = settings.apiKey.trim() === '' ? 'no API key' : null;
    const redact = (0,text_redact/* createRedactor */.lY)([settings.apiKey]);
    const warn = settings.warn ? (message) => settings.warn?.(redact(message)) : undefined;
    const cache = settings.cacheDir ? new ResultCache(settings.cacheDir, warn) : null;
    const totals = new llm_call/* UsageTally */.Ee();
    const connection = createClient(settings, redact, unavailable);
    const promptCaching = settings.promptCaching ?? true;
    const caller = new AnthropicCaller({
        connection,
        limit: (0,p_limit/* default */.A)(clampConcurrency(settings.concurrency)),
        budget: new SpendBudget(settings.budgetUsd, warn),
        warmup: new CacheWarmup(promptCaching),
        totals,
        unavailable,
        promptCaching,
        redact,
        warn,
    });
    const repetitions = settings.triggerRepetitions ?? triggering/* DEFAULT_TRIGGER_REPETITIONS */.E4;
    const llm = {
        caller,
        models: settings.models,
        method: settings.method ?? types/* DEFAULT_LLM_METHOD */.gY,
        judges: (0,judge.clampJudges)(settings.judges),
        triggerRepetitions: repetitions,
        evalRepetitions: settings.evalRepetitions ?? layers_evals/* DEFAULT_EVAL_REPETITIONS */.ip,
        earlyStop: settings.earlyStop ?? true,
        unavailable,
        warn,
        onProgress: settings.onProgress,
        triggering: sharedTriggering(caller, settings.models, repetitions),
    };
    const service = { llm, cache, redact, warn };
    return {
        measure: (layer, skill, input) => measureLayer(service, layer, skill, input),
        judge: (skill, context) => measureLayer(service, llm_judge/* judgeLayer */.V, skill, context ?? {}),
        monteCarlo: (skill, runs, context) => measureLayer(service, monteCarlo_layer/* monteCarloLayer */.g, skill, { runs, context: context ?? {} }),
        evals: (skill, suite, attachments, context) => measureLayer(service, evals/* evalsLayer */.b, skill, { suite, attachments, context: context ?? {} }),
        elo: (skill, references) => rateElo(service, skill, references),
        usage: () => totals.toJSON(),
        batchStats: () => connection.batches?.stats() ?? null,
        draftEvals: async (skill) => unavailable ? { ok: false, reason: unavailable } : draftEvals(skill, caller, settings.models.rubric),
    };
}


/***/ }),

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
