// A loopback fake of the GitHub REST API, for the Action's end-to-end tests (the bundled
// dist/index.js runs as a child process with GITHUB_API_URL pointing here). It records every
// request (method, path, query, body, headers) and serves the endpoints the Action uses: pull
// request files (paginated with Link headers), issue comments (list, create, update), check runs
// (create, update) and the contents API. Faults are scripted per route: a status with a body and
// headers (403 for a fork's read-only token, 500s, a secondary rate limit with retry-after) or a
// dropped connection, for a number of times or for ever.
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  index: number;
  method: string;
  /** Path without the query string, e.g. /repos/o/r/pulls/7/files */
  path: string;
  query: Record<string, string>;
  headers: http.IncomingHttpHeaders;

  body: any;
  /** The status the fake answered (0 when it dropped the connection). */
  status: number;
}

export interface PullFile {
  filename: string;
  status: 'added' | 'removed' | 'modified' | 'renamed' | 'copied' | 'changed' | 'unchanged';
  previous_filename?: string;
}

export interface Fault {
  method?: string;
  /** Matched against the path (without the query). */
  path: RegExp;
  /** …and, when given, these query parameters (e.g. one page of a listing: { page: '2' }). */
  query?: Record<string, string>;
  /** How many matching requests get the fault (default: all). */
  times?: number;
  /** Answer with this status… */
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
  /** …or drop the connection without an answer… */
  reset?: boolean;
  /** …or never answer, holding the connection open. */
  hang?: boolean;
  /** Carry the request out first, then answer with the fault (a 502 after the write went through). */
  afterWrite?: boolean;
}

export interface StoredComment {
  id: number;
  body: string;
  user: { login: string; type: string };
}

export interface StoredCheckRun {
  id: number;
  name: string;
  head_sha: string;
  status: string;
  conclusion: string | null;
  output: { title?: string; summary?: string; text?: string };
  annotations: Array<Record<string, unknown>>;
  external_id?: string;
}

export interface FakeGitHubOptions {
  owner?: string;
  repo?: string;
  /** Largest page the fake serves, whatever per_page asks (to exercise pagination). */
  maxPerPage?: number;
  /**
   * Who the token is (GraphQL viewer, the author of the comments it creates). A `[bot]` login is
   * an installation token: GET /user answers 403 for it, as GitHub does. Default github-actions[bot].
   */
  viewer?: string;
}

export interface FakeGitHub {
  url: string;
  requests: RecordedRequest[];
  comments: Map<number, StoredCommentWithIssue>;
  checkRuns: Map<number, StoredCheckRun>;
  /** The files of pull request `n` (listed up to GitHub's 3,000). */
  setPullFiles(n: number, files: PullFile[]): void;
  /** Pull request `n`'s current head commit (GET /pulls/n), and its base commit when given. */
  setPullHead(n: number, sha: string, baseSha?: string): void;
  /** Tree for the contents API at `ref`: path → file content. */
  setTree(ref: string, files: Record<string, string>): void;
  addComment(issue: number, body: string, login?: string): StoredComment;
  addFault(fault: Fault): void;
  clearFaults(): void;
  /** Requests other than the contents API (the count the Action promises to keep small). */
  apiCalls(): RecordedRequest[];
  close(): Promise<void>;
}

export interface StoredCommentWithIssue extends StoredComment {
  issue: number;
}

export async function startFakeGitHub(options: FakeGitHubOptions = {}): Promise<FakeGitHub> {
  const owner = options.owner ?? 'octo';
  const repo = options.repo ?? 'skills';
  const maxPerPage = options.maxPerPage ?? 100;
  const viewer = options.viewer ?? 'github-actions[bot]';
  const viewerType = viewer.endsWith('[bot]') ? 'Bot' : 'User';
  const requests: RecordedRequest[] = [];
  const pullFiles = new Map<number, PullFile[]>();
  const pullHeads = new Map<number, string>();
  const pullBases = new Map<number, string>();
  const trees = new Map<string, Record<string, string>>();
  const comments = new Map<number, StoredCommentWithIssue>();
  const checkRuns = new Map<number, StoredCheckRun>();
  let faults: Array<Fault & { left: number }> = [];
  let nextId = 1000;

  const prefix = `/repos/${owner}/${repo}`;
  let baseUrl = '';

  function page<T>(items: T[], req: RecordedRequest, res: http.ServerResponse): void {
    const perPage = Math.min(Number(req.query.per_page ?? 30) || 30, maxPerPage);
    const pageNo = Math.max(1, Number(req.query.page ?? 1) || 1);
    const last = Math.max(1, Math.ceil(items.length / perPage));
    const slice = items.slice((pageNo - 1) * perPage, pageNo * perPage);
    const links: string[] = [];
    const link = (p: number, rel: string): string => {
      const q = new URLSearchParams({ ...req.query, per_page: String(perPage), page: String(p) });
      return `<${baseUrl}${req.path}?${q.toString()}>; rel="${rel}"`;
    };
    if (pageNo < last) links.push(link(pageNo + 1, 'next'), link(last, 'last'));
    if (pageNo > 1) links.push(link(1, 'first'), link(pageNo - 1, 'prev'));
    send(res, 200, slice, links.length ? { link: links.join(', ') } : {});
  }

  function send(res: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
    const text = body === undefined ? '' : JSON.stringify(body);
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
    res.end(text);
  }

  function contents(ref: string, p: string): unknown {
    const tree = trees.get(ref);
    if (!tree) return null;
    const clean = p.replace(/^\/+|\/+$/g, '');
    if (clean in tree) {
      return {
        type: 'file',
        name: clean.split('/').pop(),
        path: clean,
        encoding: 'base64',
        content: Buffer.from(tree[clean]).toString('base64'),
        size: tree[clean].length,
      };
    }
    const dirPrefix = clean === '' ? '' : `${clean}/`;
    const names = new Map<string, 'file' | 'dir'>();
    for (const f of Object.keys(tree)) {
      if (!f.startsWith(dirPrefix)) continue;
      const rest = f.slice(dirPrefix.length);
      const slash = rest.indexOf('/');
      names.set(slash < 0 ? rest : rest.slice(0, slash), slash < 0 ? 'file' : 'dir');
    }
    if (names.size === 0) return null;
    return [...names.entries()].map(([name, type]) => ({ name, type, path: dirPrefix + name }));
  }

  function route(req: RecordedRequest, res: http.ServerResponse): void {
    const p = req.path;
    let m: RegExpExecArray | null;
    if (req.method === 'GET' && (m = new RegExp(`^${prefix}/pulls/(\\d+)/files$`).exec(p))) {
      const files = pullFiles.get(Number(m[1]));
      if (!files) return send(res, 404, { message: 'Not Found' });
      // GitHub lists at most 3,000 files of a pull request.
      return page(
        files
          .slice(0, 3000)
          .map((f, i) => ({ sha: `${i}`.padStart(40, '0'), additions: 1, deletions: 0, changes: 1, ...f })),
        req,
        res,
      );
    }
    if (req.method === 'GET' && (m = new RegExp(`^${prefix}/pulls/(\\d+)$`).exec(p))) {
      const head = pullHeads.get(Number(m[1]));
      if (!head) return send(res, 404, { message: 'Not Found' });
      const base = pullBases.get(Number(m[1]));
      const changed = pullFiles.get(Number(m[1]))?.length;
      return send(res, 200, {
        number: Number(m[1]),
        state: 'open',
        head: { sha: head, ref: 'feature' },
        base: { ref: 'main', ...(base ? { sha: base } : {}) },
        ...(changed !== undefined ? { changed_files: changed } : {}),
      });
    }
    if ((m = new RegExp(`^${prefix}/issues/(\\d+)/comments$`).exec(p))) {
      const issue = Number(m[1]);
      if (req.method === 'GET')
        return page(
          [...comments.values()].filter((c) => c.issue === issue),
          req,
          res,
        );
      if (req.method === 'POST') {
        const c: StoredCommentWithIssue = {
          id: nextId++,
          issue,
          body: String(req.body?.body ?? ''),
          user: { login: viewer, type: viewerType },
        };
        comments.set(c.id, c);
        return send(res, 201, c);
      }
    }
    if (req.method === 'PATCH' && (m = new RegExp(`^${prefix}/issues/comments/(\\d+)$`).exec(p))) {
      const c = comments.get(Number(m[1]));
      if (!c) return send(res, 404, { message: 'Not Found' });
      c.body = String(req.body?.body ?? c.body);
      return send(res, 200, c);
    }
    if (req.method === 'POST' && p === `${prefix}/check-runs`) {
      const b = req.body ?? {};
      const run: StoredCheckRun = {
        id: nextId++,
        name: b.name,
        head_sha: b.head_sha,
        status: b.status ?? 'queued',
        conclusion: b.conclusion ?? null,
        external_id: b.external_id,
        output: { title: b.output?.title, summary: b.output?.summary, text: b.output?.text },
        annotations: [...(b.output?.annotations ?? [])],
      };
      checkRuns.set(run.id, run);
      return send(res, 201, {
        id: run.id,
        name: run.name,
        head_sha: run.head_sha,
        status: run.status,
        conclusion: run.conclusion,
      });
    }
    if (req.method === 'PATCH' && (m = new RegExp(`^${prefix}/check-runs/(\\d+)$`).exec(p))) {
      const run = checkRuns.get(Number(m[1]));
      if (!run) return send(res, 404, { message: 'Not Found' });
      const b = req.body ?? {};
      if (b.output) {
        run.output = {
          title: b.output.title ?? run.output.title,
          summary: b.output.summary ?? run.output.summary,
          text: b.output.text ?? run.output.text,
        };
        run.annotations.push(...(b.output.annotations ?? []));
      }
      if (b.conclusion) run.conclusion = b.conclusion;
      return send(res, 200, { id: run.id });
    }
    if (req.method === 'GET' && (m = new RegExp(`^${prefix}/commits/([^/]+)/check-runs$`).exec(p))) {
      const runs = [...checkRuns.values()].filter(
        (r) => r.head_sha === m![1] && (!req.query.check_name || r.name === req.query.check_name),
      );
      return send(res, 200, {
        total_count: runs.length,
        check_runs: runs.map((r) => ({
          id: r.id,
          name: r.name,
          head_sha: r.head_sha,
          external_id: r.external_id ?? '',
          status: r.status,
          conclusion: r.conclusion,
        })),
      });
    }
    if (req.method === 'POST' && p === '/graphql') {
      if (/\bviewer\b/.test(String(req.body?.query ?? '')))
        return send(res, 200, { data: { viewer: { login: viewer } } });
      return send(res, 200, { errors: [{ message: 'fake GitHub answers only the viewer query' }] });
    }
    if (req.method === 'GET' && p === '/user') {
      if (viewerType === 'Bot') return send(res, 403, { message: 'Resource not accessible by integration' });
      return send(res, 200, { login: viewer, type: 'User' });
    }
    if (req.method === 'GET' && (m = new RegExp(`^${prefix}/contents(/.*)?$`).exec(p))) {
      const found = contents(req.query.ref ?? '', decodeURIComponent(m[1] ?? ''));
      if (found === null) return send(res, 404, { message: 'Not Found' });
      return send(res, 200, found);
    }
    send(res, 404, { message: `fake GitHub has no route for ${req.method} ${p}` });
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const raw = Buffer.concat(chunks).toString('utf8');
      let body: unknown = undefined;
      if (raw) {
        try {
          body = JSON.parse(raw);
        } catch {
          body = raw;
        }
      }
      const rec: RecordedRequest = {
        index: requests.length,
        method: req.method ?? 'GET',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams.entries()),
        headers: req.headers,
        body,
        status: 0,
      };
      requests.push(rec);
      const fault = faults.find(
        (f) =>
          f.left > 0 &&
          (!f.method || f.method === rec.method) &&
          f.path.test(rec.path) &&
          Object.entries(f.query ?? {}).every(([k, v]) => rec.query[k] === v),
      );
      if (fault) {
        fault.left -= 1;
        if (fault.reset) {
          req.socket.destroy();
          return;
        }
        if (fault.hang) return;
        if (fault.afterWrite) {
          // The write goes through; its answer is lost.
          const sink = { writeHead: () => sink, end: () => sink } as unknown as http.ServerResponse;
          route(rec, sink);
        }
        rec.status = fault.status ?? 500;
        send(res, rec.status, fault.body ?? { message: 'Server Error' }, fault.headers ?? {});
        return;
      }
      const origWriteHead = res.writeHead.bind(res);
      res.writeHead = ((status: number, ...rest: unknown[]) => {
        rec.status = status;
        return (origWriteHead as (...a: unknown[]) => http.ServerResponse)(status, ...rest);
      }) as typeof res.writeHead;
      route(rec, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  baseUrl = `http://127.0.0.1:${port}`;

  return {
    url: baseUrl,
    requests,
    comments,
    checkRuns,
    setPullFiles: (n, files) => void pullFiles.set(n, files),
    setTree: (ref, files) => void trees.set(ref, files),
    setPullHead: (n, sha, baseSha) => {
      pullHeads.set(n, sha);
      if (baseSha) pullBases.set(n, baseSha);
    },
    addComment: (issue, body, login = 'someone') => {
      const c: StoredCommentWithIssue = { id: nextId++, issue, body, user: { login, type: 'User' } };
      comments.set(c.id, c);
      return c;
    },
    addFault: (fault) => void faults.push({ ...fault, left: fault.times ?? Infinity }),
    clearFaults: () => void (faults = []),
    apiCalls: () => requests.filter((r) => !r.path.includes('/contents')),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
