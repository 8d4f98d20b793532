// One GET over node:http / node:https, for the fetch client (src/adapters/github/rest.ts). Not
// Node's global fetch: its first call loads Node's own undici, which costs a run about as much CPU as
// everything else before its first request (measured: ~90 ms against ~20 ms for node:http). Redirects
// are followed as fetch follows them (the token is not sent to another origin); the body is read
// whole, and the answer's headers are kept with lower-case names.
import type { IncomingMessage, RequestOptions } from 'node:http';

/** An answer: its status, headers (lower-case names, repeated ones joined) and body. */
export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** A GET of `url` with `headers`, stopped when `signal` aborts. */
export type Transport = (
  url: string,
  init: { headers: Record<string, string>; signal: AbortSignal },
) => Promise<RawAnswer>;

/** Redirects followed before giving up, as many as fetch follows. */
const MAX_REDIRECTS = 20;
const REDIRECT_STATUSES = [301, 302, 303, 307, 308];

type Get = (
  url: URL,
  options: RequestOptions,
  callback: (res: IncomingMessage) => void,
) => { on(e: 'error', f: (err: Error) => void): void };

async function getterFor(url: URL): Promise<Get> {
  if (url.protocol === 'https:') return (await import('node:https')).get;
  if (url.protocol === 'http:') return (await import('node:http')).get;
  throw new TypeError(`unsupported protocol ${url.protocol}`);
}

function headersOf(res: IncomingMessage): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(res.headers)) {
    if (value !== undefined) out[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return out;
}

/** One request, no redirect followed. */
async function getOnce(url: URL, headers: Record<string, string>, signal: AbortSignal): Promise<RawAnswer> {
  const get = await getterFor(url);
  return new Promise((resolve, reject) => {
    const req = get(url, { headers, signal }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: headersOf(res), body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
      res.on('aborted', () => reject(new Error('the connection closed before the answer ended')));
    });
    req.on('error', reject);
  });
}

/** GET over node:http(s), following redirects. */
export const httpGet: Transport = async (url, { headers, signal }) => {
  let at = new URL(url);
  let sent = headers;
  for (let redirects = 0; ; redirects++) {
    const answer = await getOnce(at, sent, signal);
    const location = answer.headers.location;
    if (!REDIRECT_STATUSES.includes(answer.status) || !location) return answer;
    if (redirects >= MAX_REDIRECTS) throw new TypeError('redirect count exceeded');
    const next = new URL(location, at);
    // As fetch does: credentials stay with the origin they were given for.
    if (next.origin !== at.origin)
      sent = Object.fromEntries(Object.entries(sent).filter(([n]) => n !== 'authorization'));
    at = next;
  }
};
