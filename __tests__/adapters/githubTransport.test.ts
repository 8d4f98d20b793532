// The small client's GET over node:http (src/adapters/github/transport.ts): answers kept whole,
// redirects followed as fetch follows them, the token never sent to another origin.
import { afterEach, expect, test } from '@jest/globals';
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import { httpGet } from '../../src/adapters/github/transport.js';

const servers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(r))));
});

/** A loopback server; `seen` records each request's path and authorization header. */
async function serve(
  handler: (req: http.IncomingMessage, res: http.ServerResponse) => void,
): Promise<{ url: string; seen: string[] }> {
  const seen: string[] = [];
  const server = http.createServer((req, res) => {
    seen.push(`${req.url} ${req.headers.authorization ?? '-'}`);
    handler(req, res);
  });
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen };
}

const init = () => ({
  headers: { authorization: 'token t', accept: 'application/json' },
  signal: new AbortController().signal,
});

test('an answer: status, lower-case headers, the whole body', async () => {
  const a = await serve((_req, res) => {
    res.writeHead(418, { 'X-Thing': 'yes', 'Content-Type': 'text/plain' });
    res.write('one ');
    res.end('two');
  });
  const answer = await httpGet(`${a.url}/x?y=1`, init());
  expect(answer.status).toBe(418);
  expect(answer.headers['x-thing']).toBe('yes');
  expect(answer.body.toString()).toBe('one two');
  expect(a.seen).toEqual(['/x?y=1 token t']);
});

test('redirects are followed; the token goes along on the same origin only', async () => {
  const other = await serve((_req, res) => res.end('moved here'));
  const a = await serve((req, res) => {
    if (req.url === '/first') res.writeHead(301, { location: '/second' }).end();
    else if (req.url === '/second') res.writeHead(307, { location: `${other.url}/third` }).end();
    else res.end();
  });
  const answer = await httpGet(`${a.url}/first`, init());
  expect(answer.body.toString()).toBe('moved here');
  expect(a.seen).toEqual(['/first token t', '/second token t']);
  expect(other.seen).toEqual(['/third -']);
});

test('a redirect loop ends, as fetch ends one', async () => {
  const a = await serve((_req, res) => res.writeHead(302, { location: '/again' }).end());
  await expect(httpGet(`${a.url}/again`, init())).rejects.toThrow('redirect count exceeded');
  expect(a.seen).toHaveLength(21);
});

test('an abort stops the request', async () => {
  const a = await serve(() => {});
  const controller = new AbortController();
  const pending = httpGet(`${a.url}/hang`, { headers: {}, signal: controller.signal });
  controller.abort();
  await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
});

test('only http and https', async () => {
  await expect(httpGet('ftp://example.com/x', init())).rejects.toThrow('unsupported protocol ftp:');
});
