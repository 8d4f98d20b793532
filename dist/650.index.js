export const id = 650;
export const ids = [650];
export const modules = {

/***/ 7650:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  createOctokitApi: () => (/* binding */ createOctokitApi)
});

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: ./src/adapters/github/types.ts
var types = __webpack_require__(1531);
;// CONCATENATED MODULE: ./src/adapters/github/checkRuns.ts
// Check runs: creating a completed one (once) and adding to its output.


function checkRunsEndpoints(client) {
    const { octokit, owner, repo } = client;
    return {
        createCheckRun: (headSha, name, conclusion, output) => {
            // Unique to this run: what a failed try made is found by it, never an earlier run's check.
            const externalId = `plugin-eval-${(0,external_node_crypto_.randomUUID)()}`;
            const existing = async () => {
                const res = await octokit.rest.checks.listForRef({
                    owner,
                    repo,
                    ref: headSha,
                    check_name: name,
                    filter: 'all',
                    per_page: types/* GITHUB_PAGE_SIZE */.Cs,
                });
                const hit = res.data.check_runs.find((c) => c.external_id === externalId);
                return hit ? { id: hit.id } : null;
            };
            return client.guarded(`creating the ${name} check run`, () => client.createOnce(async () => {
                const res = await octokit.rest.checks.create({
                    owner,
                    repo,
                    name,
                    head_sha: headSha,
                    external_id: externalId,
                    status: 'completed',
                    conclusion,
                    completed_at: new Date().toISOString(),
                    output,
                    request: { retries: 0 },
                });
                return { id: res.data.id };
            }, existing));
        },
        updateCheckRun: (checkRunId, output) => client.guarded(`adding annotations to check run ${checkRunId}`, async () => {
            await octokit.rest.checks.update({ owner, repo, check_run_id: checkRunId, output });
        }),
    };
}

// EXTERNAL MODULE: ./node_modules/@actions/github/lib/github.js
var github = __webpack_require__(1351);
// EXTERNAL MODULE: ./node_modules/@actions/github/lib/utils.js + 18 modules
var utils = __webpack_require__(4321);
// EXTERNAL MODULE: ./node_modules/@octokit/plugin-retry/dist-bundle/index.js
var dist_bundle = __webpack_require__(9735);
// EXTERNAL MODULE: ./node_modules/@octokit/plugin-throttling/dist-bundle/index.js
var plugin_throttling_dist_bundle = __webpack_require__(6856);
// EXTERNAL MODULE: ./src/text/redact.ts
var text_redact = __webpack_require__(3326);
// EXTERNAL MODULE: ./src/runtime/deadline.ts
var runtime_deadline = __webpack_require__(4506);
// EXTERNAL MODULE: ./src/adapters/github/calls.ts
var calls = __webpack_require__(5759);
;// CONCATENATED MODULE: ./src/adapters/github/client.ts
// The request core of the endpoint families on Octokit: @actions/github's Octokit with the retry and
// throttling plugins, so that 5xx answers, connection resets and rate limits are retried with
// backoff; each try and each request bounded in time and by the run's deadline (src/adapters/github/calls.ts).
// Loaded only when a run makes such a request: its modules (and undici) take a while to load.








/** A failure after which the request may still have been carried out: a 5xx answer or none at all. */
function mayHaveLanded(err) {
    const status = (0,calls/* statusOf */.c2)(err);
    return status === 0 || status >= 500;
}
/**
 * Runs `create` without the client's automatic retries; when a try fails in a way that may have
 * landed, asks `existing` for what it made before trying again (so a retry never duplicates).
 */
async function createOnce(create, existing, waitMs, log, deadline = null, budgetMs = Infinity) {
    const started = performance.now();
    for (let attempt = 1;; attempt++) {
        try {
            return await create();
        }
        catch (err) {
            if ((0,runtime_deadline/* isDeadlineError */.Tz)(err) || !mayHaveLanded(err) || attempt >= types/* GITHUB_CREATE_TRIES */.f$)
                throw err;
            const made = existing ? await existing().catch(() => null) : null;
            if (made) {
                log(`The create failed (HTTP ${(0,calls/* statusOf */.c2)(err) || 'no answer'}) but GitHub had stored it; using that one.`);
                return made;
            }
            // No wait that would end past the deadline, and no try once the budget of one request is spent.
            if (deadline && waitMs(attempt) >= deadline.remainingMs())
                throw err;
            if (performance.now() - started + waitMs(attempt) >= budgetMs)
                throw err;
            await new Promise((r) => setTimeout(r, waitMs(attempt)));
        }
    }
}
/** A rate-limit handler of the throttling plugin: waits within the limits, else gives up (and says so). */
function onRateLimit(what, limits, log) {
    return (after, req, _o, count) => {
        const again = count < types/* GITHUB_MAX_RATE_LIMIT_RETRIES */.XI && after <= types/* GITHUB_MAX_RATE_LIMIT_WAIT_S */.uA && limits.waitFits(after);
        log(`GitHub ${what} on ${req.method} ${req.url}; ${again ? `retrying in ${after} s` : 'giving up'}`);
        return again;
    };
}
/** The fetch of @actions/github: the runner's proxy-aware one. */
const runnerFetch = utils/* defaults */.NT.request?.fetch ?? fetch;
function octokitFor(options, limits, log) {
    const baseUrl = (options.baseUrl ?? process.env.GITHUB_API_URL ?? 'https://api.github.com').replace(/\/+$/, '');
    const { retryAfterBaseValue } = limits;
    return (0,github/* getOctokit */.Q)(options.token, {
        baseUrl,
        request: { ...utils/* defaults */.NT.request, fetch: (0,calls/* timedFetch */.kn)(runnerFetch, limits.deadline, limits.tryMs) },
        log: { debug: () => { }, info: () => { }, warn: (m) => log(m), error: (m) => log(m) },
        retry: { retries: types/* GITHUB_MAX_RETRIES */.o0, retryAfterBaseValue },
        throttle: {
            retryAfterBaseValue,
            onRateLimit: onRateLimit('rate limit', limits, log),
            onSecondaryRateLimit: onRateLimit('secondary rate limit', limits, log),
        },
    }, dist_bundle/* retry */.L, plugin_throttling_dist_bundle/* throttling */.A);
}
/** The retry plugin's backoff before a retry: none that would end past the deadline. */
function fitRetriesToDeadline(octokit, limits) {
    if (!limits.deadline)
        return;
    const retryApi = octokit.retry;
    if (!retryApi)
        return;
    const retryRequest = retryApi.retryRequest;
    retryApi.retryRequest = (error, retries, retryAfter) => retryRequest(error, limits.waitFits(retryAfter) ? retries : 0, retryAfter);
}
/**
 * Outermost around the retry and throttling plugins: a request, with all its retries and waits,
 * ends when its budget is spent or the deadline comes, and none starts after the deadline.
 */
function boundEachRequest(octokit, limits) {
    const { deadline, budgetMs } = limits;
    octokit.hook.wrap('request', async (request, requestOptions) => {
        if (deadline?.expired)
            throw new runtime_deadline/* DeadlineError */.j3((0,calls/* noAnswerBefore */.fi)(deadline));
        const budget = AbortSignal.timeout(budgetMs);
        const own = requestOptions.request?.signal;
        // Reaches the fetch of every try, so that a try in flight ends with the budget.
        requestOptions.request = { ...requestOptions.request, signal: own ? AbortSignal.any([own, budget]) : budget };
        const ends = deadline ? AbortSignal.any([budget, deadline.signal]) : budget;
        return (0,runtime_deadline/* raceSignal */.WU)(Promise.resolve(request(requestOptions)), ends).catch((err) => {
            if (deadline && ((0,runtime_deadline/* isDeadlineError */.Tz)(err) || deadline.expired))
                throw new runtime_deadline/* DeadlineError */.j3((0,calls/* noAnswerBefore */.fi)(deadline));
            throw budget.aborted ? (0,calls/* budgetSpent */.m2)(budgetMs) : err;
        });
    });
}
function createGitHubClient(options) {
    const redact = (0,text_redact/* createRedactor */.lY)([options.token]);
    const log = (message) => options.log?.(redact(message));
    const deadline = options.deadline ?? null;
    const limits = (0,calls/* limitsFor */.I9)(deadline, types/* GITHUB_REQUEST_BUDGET_TRIES */.CH);
    const { retryAfterBaseValue } = limits;
    const octokit = octokitFor(options, limits, log);
    fitRetriesToDeadline(octokit, limits);
    boundEachRequest(octokit, limits);
    // The retry plugin's schedule (1 s, 4 s, 9 s … scaled like its own) between tries of a create.
    const waitMs = (attempt) => retryAfterBaseValue * attempt * attempt;
    return {
        octokit,
        owner: options.repo.owner,
        repo: options.repo.repo,
        deadline,
        redact,
        log,
        guarded: (operation, call) => (0,calls/* guardedCall */.PE)(operation, call, redact, deadline),
        createOnce: (create, existing) => createOnce(create, existing, waitMs, log, deadline, limits.budgetMs),
    };
}

;// CONCATENATED MODULE: ./src/adapters/github/comments.ts

function commentsEndpoints(client) {
    const { octokit, owner, repo } = client;
    return {
        findComments: (issueNumber, marker) => client.guarded(`listing the comments of pull request #${issueNumber}`, async () => {
            const found = [];
            for await (const page of octokit.paginate.iterator(octokit.rest.issues.listComments, {
                owner,
                repo,
                issue_number: issueNumber,
                per_page: types/* GITHUB_PAGE_SIZE */.Cs,
            })) {
                for (const c of page.data) {
                    if (typeof c.body === 'string' && c.body.trimStart().startsWith(marker))
                        found.push({ id: c.id, author: c.user?.login ?? '' });
                }
            }
            return found;
        }),
        createComment: (issueNumber, body, existing) => client.guarded(`creating a comment on pull request #${issueNumber}`, () => client.createOnce(async () => {
            const res = await octokit.rest.issues.createComment({
                owner,
                repo,
                issue_number: issueNumber,
                body,
                request: { retries: 0 },
            });
            return { id: res.data.id };
        }, existing)),
        updateComment: (commentId, body) => client.guarded(`updating comment ${commentId}`, async () => {
            await octokit.rest.issues.updateComment({ owner, repo, comment_id: commentId, body });
        }),
    };
}

// EXTERNAL MODULE: ./src/adapters/github/contents.ts
var contents = __webpack_require__(4354);
// EXTERNAL MODULE: ./src/adapters/github/pulls.ts
var pulls = __webpack_require__(3206);
;// CONCATENATED MODULE: ./src/adapters/github/viewer.ts
// Which account the token acts as: GraphQL `viewer`, else REST `GET /user`.


function viewerEndpoints(client) {
    const { octokit, deadline, redact, log } = client;
    return {
        viewerLogin: async () => {
            try {
                const answer = await octokit.graphql('query { viewer { login } }');
                if (typeof answer.viewer?.login === 'string' && answer.viewer.login)
                    return answer.viewer.login;
            }
            catch (err) {
                if ((0,runtime_deadline/* isDeadlineError */.Tz)(err)) {
                    deadline?.recordCut('github', 'asking which account the token is');
                    return null;
                }
                log(`GraphQL viewer did not answer (${(0,calls/* describeError */.Uc)(err, redact)}); asking GET /user`);
            }
            try {
                const res = await octokit.rest.users.getAuthenticated();
                return typeof res.data.login === 'string' && res.data.login ? res.data.login : null;
            }
            catch (err) {
                if ((0,runtime_deadline/* isDeadlineError */.Tz)(err))
                    deadline?.recordCut('github', 'asking which account the token is');
                log(`GET /user did not answer (${(0,calls/* describeError */.Uc)(err, redact)})`);
                return null;
            }
        },
    };
}

;// CONCATENATED MODULE: ./src/adapters/github/octokitApi.ts
// Every endpoint family on the Octokit client (src/adapters/github/client.ts). Loaded on the first
// request that needs it (src/adapters/github.ts), so that a run reaches GitHub without waiting for it.






function createOctokitApi(options) {
    const client = createGitHubClient(options);
    const { octokit, owner, repo } = client;
    const readContents = async (path, ref) => (await octokit.rest.repos.getContent({ owner, repo, path, ref })).data;
    return {
        repo: options.repo,
        ...(0,pulls/* pullsEndpoints */.J)((0,pulls/* octokitPullReads */.A)(client), client.guarded),
        ...viewerEndpoints(client),
        ...commentsEndpoints(client),
        ...checkRunsEndpoints(client),
        ...(0,contents/* contentsEndpoints */.P2)(readContents, client.guarded),
    };
}


/***/ })

};
