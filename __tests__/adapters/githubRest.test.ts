// The contents API and the pull request reads on the small client (src/adapters/github/rest.ts),
// which a run uses before it loads Octokit, against the same endpoints on the Octokit client (retry and throttling plugins), both
// against the loopback fake: the same requests (paths encoded alike, the same tries), the same answers
// and the same errors and notices, fault by fault. Counts and messages are asserted, not times.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from '@jest/globals';
import {
  CALL_TIMEOUT_ENV,
  createGitHubApi,
  GITHUB_MAX_RETRIES,
  GitHubApiError,
  RETRY_BASE_ENV,
  type GitHubApi,
  type GitHubClientOptions,
} from '../../src/adapters/github.js';
import { createOctokitApi } from '../../src/adapters/github/octokitApi.js';
import { proxied } from '../../src/adapters/github/proxy.js';
import { nextPageOf } from '../../src/adapters/github/pullsRest.js';
import { errorMessageOf, rateLimitOf, RestError } from '../../src/adapters/github/rest.js';
import { Deadline } from '../../src/runtime/deadline.js';
import { startFakeGitHub, type Fault, type FakeGitHub, type PullFile } from '../helpers/fakeGitHub.js';

const PROXY_VARS = ['https_proxy', 'HTTPS_PROXY', 'http_proxy', 'HTTP_PROXY'];
const SAVED = Object.fromEntries([RETRY_BASE_ENV, CALL_TIMEOUT_ENV, ...PROXY_VARS].map((n) => [n, process.env[n]]));
const TOKEN = 't0ken-secret-value';
const REF = 'c'.repeat(40);
const TREE = {
  '.plugin-eval.yml': 'depth: quick\n',
  'skills/a b/SKILL.md': '---\nname: a b\n---\n',
  "skills/odd (1)!*'~#?/SKILL.md": 'odd',
  'skills/ünï/SKILL.md': 'unicode',
};

beforeAll(() => {
  for (const n of PROXY_VARS) delete process.env[n];
});
beforeEach(() => {
  process.env[RETRY_BASE_ENV] = '1';
  process.env[CALL_TIMEOUT_ENV] = '300';
});
afterAll(() => {
  for (const [n, v] of Object.entries(SAVED)) {
    if (v === undefined) delete process.env[n];
    else process.env[n] = v;
  }
});

interface Outcome {
  answer?: unknown;
  error?: { name: string; message: string; status: number; permissionDenied: boolean };
  requests: string[];
  notices: string[];
  cut?: string | null;
}

const fakes: FakeGitHub[] = [];
const deadlines: Deadline[] = [];
afterEach(async () => {
  await Promise.all(fakes.splice(0).map((f) => f.close()));
  deadlines.splice(0).forEach((d) => d.dispose());
});

/** Runs `calls` through one client made against `gh` with `faults` added: what came back and what the fake saw. */
async function clientOutcome(
  gh: FakeGitHub,
  make: (o: GitHubClientOptions) => GitHubApi,
  faults: Fault[],
  deadlineMs: number | undefined,
  calls: (api: GitHubApi) => AsyncIterable<unknown>,
): Promise<Outcome> {
  fakes.push(gh);
  for (const f of faults) gh.addFault({ ...f });
  const notices: string[] = [];
  const deadline = deadlineMs === undefined ? null : new Deadline(deadlineMs, { label: `${deadlineMs}ms` });
  if (deadline) deadlines.push(deadline);
  const api = make({
    token: TOKEN,
    repo: { owner: 'octo', repo: 'skills' },
    baseUrl: gh.url,
    log: (m) => notices.push(m.replace(gh.url, '<api>')),
    deadline,
  });
  const answers: unknown[] = [];
  let error: Outcome['error'];
  try {
    for await (const answer of calls(api)) answers.push(answer);
  } catch (err) {
    const e = err as GitHubApiError;
    // How a dropped connection is reported depends on when the socket closed, not on the client.
    const message = e.message.replace(/other side closed|read ECONNRESET|socket hang up/, '<reset>');
    error = { name: e.name, message, status: e.status, permissionDenied: e.permissionDenied };
  }
  const requests = gh.requests.map(
    (r) => `${r.method} ${r.path}?${new URLSearchParams(r.query).toString()} ${r.status}`,
  );
  for (const r of gh.requests) {
    expect(r.headers.authorization).toBe(`token ${TOKEN}`);
    expect(r.headers.accept).toBe('application/vnd.github.v3+json');
  }
  return { answer: answers, error, requests, notices, cut: deadline?.note() ?? null };
}

/** Reads `paths` through one client against a fresh fake with `faults`. */
async function outcome(
  make: (o: GitHubClientOptions) => GitHubApi,
  paths: string[],
  faults: Fault[],
  deadlineMs?: number,
): Promise<Outcome> {
  const gh = await startFakeGitHub();
  gh.setTree(REF, TREE);
  return clientOutcome(gh, make, faults, deadlineMs, async function* (api) {
    for (const p of paths) yield await api.getContents(p, REF);
  });
}

const viaSmallClient = (o: GitHubClientOptions) => createGitHubApi(o);

describe('the contents API on the small client, as on Octokit', () => {
  test('the client is the small one where no proxy is set', () => {
    expect(proxied('http://127.0.0.1:1')).toBe(false);
  });

  test('the same requests and answers: folders, files, encoded names, nothing there', async () => {
    const paths = [
      '',
      'skills',
      'skills/a b',
      'skills/a b/SKILL.md',
      "skills/odd (1)!*'~#?/SKILL.md",
      'skills/ünï',
      'none',
    ];
    const ours = await outcome(viaSmallClient, paths, []);
    const theirs = await outcome(createOctokitApi, paths, []);
    expect(ours).toEqual(theirs);
    expect(ours.error).toBeUndefined();
    expect((ours.answer as unknown[])[6]).toBeNull();
    expect(ours.requests[0]).toBe(`GET /repos/octo/skills/contents?ref=${REF} 200`);
  }, 30_000);

  const faults: Array<[string, Fault[], number?]> = [
    ['a 500 every time: three retries, then the status', [{ path: /contents/, status: 500 }]],
    ['a 500 once: retried, then the answer', [{ path: /contents/, status: 500, times: 1 }]],
    ['a dropped connection every time', [{ path: /contents/, reset: true }]],
    ['a dropped connection once', [{ path: /contents/, reset: true, times: 1 }]],
    [
      'a 403 of a read-only token: not retried',
      [
        {
          path: /contents/,
          status: 403,
          body: { message: 'Resource not accessible by integration', documentation_url: 'https://docs' },
        },
      ],
    ],
    [
      'a 422 with errors, its message echoing the token',
      [{ path: /contents/, status: 422, body: { message: `bad ${TOKEN}`, errors: [{ code: 'invalid' }] } }],
    ],
    ['a 502 with an HTML page', [{ path: /contents/, status: 502, body: '<html>\n<p>Bad gateway</p>' }]],
    [
      'a secondary rate limit with retry-after, once: waited out',
      [
        {
          path: /contents/,
          status: 403,
          times: 1,
          body: { message: 'You have exceeded a secondary rate limit.' },
          headers: { 'retry-after': '1' },
        },
      ],
    ],
    [
      'a secondary rate limit every time: given up after two waits',
      [
        {
          path: /contents/,
          status: 403,
          body: { message: 'You have exceeded a secondary rate limit.' },
          headers: { 'retry-after': '1' },
        },
      ],
    ],
    [
      'a primary rate limit resetting in an hour: given up at once',
      [
        {
          path: /contents/,
          status: 403,
          body: { message: 'API rate limit exceeded' },
          headers: { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(Math.floor(Date.now() / 1000) + 3600) },
        },
      ],
    ],
    ['a 429 without rate-limit headers: retried as a 5xx', [{ path: /contents/, status: 429, times: 2 }]],
    ['an endpoint that never answers: its budget, retries included', [{ path: /contents/, hang: true }]],
  ];

  test.each(faults)(
    '%s',
    async (_what, scripted) => {
      const ours = await outcome(viaSmallClient, ['', 'skills/a b/SKILL.md'], scripted);
      const theirs = await outcome(createOctokitApi, ['', 'skills/a b/SKILL.md'], scripted);
      expect(ours).toEqual(theirs);
      expect(JSON.stringify(ours)).not.toContain(TOKEN);
    },
    20_000,
  );

  test('a dropped connection is a 500 that says so', async () => {
    const ours = await outcome(viaSmallClient, [''], [{ path: /contents/, reset: true }]);
    expect(ours.requests).toHaveLength(GITHUB_MAX_RETRIES + 1);
    expect(ours.error?.message).toMatch(/failed \(HTTP 500: <reset>\)$/);
  });

  test('500s are tried GITHUB_MAX_RETRIES more times and fail as a GitHubApiError naming what was read', async () => {
    const ours = await outcome(viaSmallClient, [''], [{ path: /contents/, status: 500 }]);
    expect(ours.requests).toHaveLength(GITHUB_MAX_RETRIES + 1);
    expect(ours.error).toEqual({
      name: 'GitHubApiError',
      message: `reading / at ${REF.slice(0, 12)} through the contents API failed (HTTP 500: Server Error)`,
      status: 500,
      permissionDenied: false,
    });
  });

  test('a deadline that ends while the endpoint hangs: the deadline is named, and its note says what it cut', async () => {
    const ours = await outcome(viaSmallClient, [''], [{ path: /contents/, hang: true }], 1_000);
    const theirs = await outcome(createOctokitApi, [''], [{ path: /contents/, hang: true }], 1_000);
    expect(ours).toEqual(theirs);
    expect(ours.error?.message).toContain('no answer before the 1000ms deadline');
    expect(ours.cut).toContain('contents API');
  }, 20_000);
});

const PULL = 7;
/** More files than the fake's pages hold, renamed ones among them: four pages of 10. */
const PULL_FILES: PullFile[] = Array.from({ length: 35 }, (_, i) =>
  i % 7 === 3
    ? { filename: `skills/s${i}/SKILL.md`, status: 'renamed', previous_filename: `old/s${i}/SKILL.md` }
    : { filename: `skills/s${i}/SKILL.md`, status: i % 2 ? 'modified' : 'added' },
);

/** Lists pull request PULL's files, then reads it, through one client against a fresh fake (pages of 10) with `faults`. */
async function pullOutcome(
  make: (o: GitHubClientOptions) => GitHubApi,
  faults: Fault[],
  deadlineMs?: number,
): Promise<Outcome> {
  const gh = await startFakeGitHub({ maxPerPage: 10 });
  gh.setPullFiles(PULL, PULL_FILES);
  gh.setPullHead(PULL, 'h'.repeat(40), 'b'.repeat(40));
  return clientOutcome(gh, make, faults, deadlineMs, async function* (api) {
    yield await api.listPullFiles(PULL);
    yield await api.getPull(PULL);
  });
}

describe("a pull request's files and the pull itself on the small client, as on Octokit", () => {
  test('the same requests and answers, every page followed by its Link header', async () => {
    const ours = await pullOutcome(viaSmallClient, []);
    const theirs = await pullOutcome(createOctokitApi, []);
    expect(ours).toEqual(theirs);
    expect(ours.error).toBeUndefined();
    const [files, pull] = ours.answer as [unknown[], unknown];
    expect(files).toHaveLength(PULL_FILES.length);
    expect(files[3]).toEqual({
      filename: 'skills/s3/SKILL.md',
      status: 'renamed',
      previous_filename: 'old/s3/SKILL.md',
    });
    expect(pull).toEqual({ headSha: 'h'.repeat(40), baseSha: 'b'.repeat(40), changedFiles: PULL_FILES.length });
    expect(ours.requests).toEqual([
      `GET /repos/octo/skills/pulls/${PULL}/files?per_page=100 200`,
      `GET /repos/octo/skills/pulls/${PULL}/files?per_page=10&page=2 200`,
      `GET /repos/octo/skills/pulls/${PULL}/files?per_page=10&page=3 200`,
      `GET /repos/octo/skills/pulls/${PULL}/files?per_page=10&page=4 200`,
      `GET /repos/octo/skills/pulls/${PULL}? 200`,
    ]);
  }, 30_000);

  const files = /\/pulls\/\d+\/files$/;
  const pull = /\/pulls\/\d+$/;
  const faults: Array<[string, Fault[]]> = [
    ['a 500 every time on the first page', [{ path: files, status: 500 }]],
    [
      'a 500 once on the third page: retried, the listing goes on',
      [{ path: files, query: { page: '3' }, status: 500, times: 1 }],
    ],
    ['a 500 every time on the second page', [{ path: files, query: { page: '2' }, status: 500 }]],
    ['a dropped connection once on the second page', [{ path: files, query: { page: '2' }, reset: true, times: 1 }]],
    ['a dropped connection every time on the pull', [{ path: pull, reset: true }]],
    [
      'a 404: the pull is not there',
      [{ path: files, status: 404, body: { message: 'Not Found', documentation_url: 'https://docs' } }],
    ],
    [
      'a 409 on the first page: an empty listing, as Octokit iterates it',
      [{ path: files, status: 409, body: { message: 'Git Repository is empty.' } }],
    ],
    ['a 409 on the second page: the listing ends there', [{ path: files, query: { page: '2' }, status: 409 }]],
    [
      'a 403 of a read-only token on the pull, its message echoing the token',
      [{ path: pull, status: 403, body: { message: `Resource not accessible by integration ${TOKEN}` } }],
    ],
    ['a 502 with an HTML page on the pull', [{ path: pull, status: 502, body: '<html>\n<p>Bad gateway</p>' }]],
    [
      'a secondary rate limit once on the second page: waited out',
      [
        {
          path: files,
          query: { page: '2' },
          status: 403,
          times: 1,
          body: { message: 'You have exceeded a secondary rate limit.' },
          headers: { 'retry-after': '1' },
        },
      ],
    ],
    [
      'a secondary rate limit every time on the pull: given up after two waits',
      [
        {
          path: pull,
          status: 429,
          body: { message: 'You have exceeded a secondary rate limit.' },
          headers: { 'retry-after': '1' },
        },
      ],
    ],
    [
      'a primary rate limit resetting in an hour on the first page: given up at once',
      [
        {
          path: files,
          status: 403,
          body: { message: 'API rate limit exceeded' },
          headers: { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(Math.floor(Date.now() / 1000) + 3600) },
        },
      ],
    ],
    ['a 429 without rate-limit headers on the pull: retried as a 5xx', [{ path: pull, status: 429, times: 2 }]],
    ['a page that never answers: its budget, retries included', [{ path: files, query: { page: '3' }, hang: true }]],
  ];

  test.each(faults)(
    '%s',
    async (_what, scripted) => {
      const ours = await pullOutcome(viaSmallClient, scripted);
      const theirs = await pullOutcome(createOctokitApi, scripted);
      expect(ours).toEqual(theirs);
      expect(JSON.stringify(ours)).not.toContain(TOKEN);
    },
    20_000,
  );

  test('a failed page fails the listing as a GitHubApiError naming the pull', async () => {
    const ours = await pullOutcome(viaSmallClient, [{ path: files, query: { page: '2' }, status: 500 }]);
    expect(ours.requests.filter((r) => r.includes('page=2'))).toHaveLength(GITHUB_MAX_RETRIES + 1);
    expect(ours.error).toEqual({
      name: 'GitHubApiError',
      message: `listing the files of pull request #${PULL} failed (HTTP 500: Server Error)`,
      status: 500,
      permissionDenied: false,
    });
  });

  test('a deadline that ends while a page hangs: the deadline is named, and its note says what it cut', async () => {
    const hang: Fault[] = [{ path: files, query: { page: '2' }, hang: true }];
    const ours = await pullOutcome(viaSmallClient, hang, 1_000);
    const theirs = await pullOutcome(createOctokitApi, hang, 1_000);
    expect(ours).toEqual(theirs);
    expect(ours.error?.message).toContain('no answer before the 1000ms deadline');
    expect(ours.cut).toContain(`pull request #${PULL}`);
  }, 20_000);
});

describe('behind a proxy', () => {
  afterEach(() => {
    delete process.env.HTTP_PROXY;
  });

  test('with HTTP_PROXY set for an http API, the contents API goes through Octokit (whose fetch honours it)', async () => {
    const gh = await startFakeGitHub();
    fakes.push(gh);
    gh.setTree(REF, TREE);
    const options = { token: TOKEN, repo: { owner: 'octo', repo: 'skills' }, baseUrl: gh.url };
    await createGitHubApi(options).getContents('', REF);
    // The runner's proxy settings leave loopback addresses alone: the request reaches the fake.
    process.env.HTTP_PROXY = 'http://127.0.0.1:9';
    await createGitHubApi(options).getContents('', REF);
    const agents = gh.requests.map((r) => String(r.headers['user-agent']));
    expect(agents[0]).toMatch(/^plugin-eval/);
    expect(agents[1]).toMatch(/octokit/);
  });
});

describe('pieces of the small client', () => {
  test("the next page of a Link header, as Octokit's iterator reads it", () => {
    const link =
      '<https://a/x?page=3>; rel="next", <https://a/x?page=9>; rel="last", <https://a/x?page=1>; rel="first"';
    expect(nextPageOf(link)).toBe('https://a/x?page=3');
    expect(nextPageOf('<https://a/x?page=1>; rel="prev"')).toBeUndefined();
    expect(nextPageOf(undefined)).toBeUndefined();
  });

  test("GitHub's error message as Octokit words it", () => {
    expect(errorMessageOf({ message: 'Not Found', documentation_url: 'https://d' })).toBe('Not Found - https://d');
    expect(errorMessageOf({ message: 'Invalid', errors: [{ a: 1 }, 'x'] })).toBe('Invalid: {"a":1}, "x"');
    expect(errorMessageOf('plain text')).toBe('plain text');
    expect(errorMessageOf(new ArrayBuffer(2))).toBe('Unknown error');
    expect(errorMessageOf({ other: 1 })).toBe('Unknown error: {"other":1}');
  });

  test('rate limits: secondary (retry-after, else 60 s), primary (until the reset, plus a second), and none', () => {
    const headers = (h: Record<string, string>) => h;
    expect(
      rateLimitOf(new RestError('You have exceeded a secondary rate limit', 403, headers({ 'retry-after': '7' }))),
    ).toEqual({
      what: 'secondary rate limit',
      afterSeconds: 7,
    });
    expect(rateLimitOf(new RestError('secondary rate limit', 429))).toEqual({
      what: 'secondary rate limit',
      afterSeconds: 60,
    });
    const now = 1_700_000_000_000;
    const primary = new RestError(
      'API rate limit exceeded',
      403,
      headers({ 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(now / 1000 + 10) }),
    );
    expect(rateLimitOf(primary, now)).toEqual({ what: 'rate limit', afterSeconds: 11 });
    expect(rateLimitOf(new RestError('Resource not accessible by integration', 403))).toBeNull();
    expect(rateLimitOf(new RestError('secondary rate limit', 500))).toBeNull();
    expect(rateLimitOf(new Error('secondary rate limit'))).toBeNull();
  });

  test("a proxy for the API URL's scheme sends every request through Octokit", () => {
    expect(proxied('https://api.github.com', { HTTPS_PROXY: 'http://proxy:3128' })).toBe(true);
    expect(proxied('https://api.github.com', { https_proxy: 'http://proxy:3128' })).toBe(true);
    expect(proxied('https://api.github.com', { HTTP_PROXY: 'http://proxy:3128' })).toBe(false);
    expect(proxied('http://ghe.local/api/v3', { http_proxy: 'http://proxy:3128' })).toBe(true);
    expect(proxied('http://ghe.local/api/v3', { HTTPS_PROXY: 'http://proxy:3128' })).toBe(false);
    expect(proxied('https://api.github.com', {})).toBe(false);
    expect(proxied('not a url', {})).toBe(true);
  });
});
