// The redactor that keeps the API key and the token out of every message (issue 6).
import { describe, expect, test } from '@jest/globals';
import { createRedactor, errorMessage, MIN_SECRET_LENGTH, REDACTED, redactDeep } from '../../src/text/redact.js';
import { createGitHubApi, GitHubApiError } from '../../src/adapters/github.js';
import { startFakeGitHub } from '../helpers/fakeGitHub.js';

const KEY = 'sk-ant-api03-abc/def+ghi=';
const TOKEN = 'ghs_0123456789abcdef';

describe('createRedactor', () => {
  const redact = createRedactor([KEY, TOKEN, '', undefined, null]);

  test('masks every occurrence, raw, URL-encoded and JSON-escaped', () => {
    expect(redact(`key ${KEY} and again ${KEY}; token=${TOKEN}`)).toBe(
      `key ${REDACTED} and again ${REDACTED}; token=${REDACTED}`,
    );
    expect(redact(`?key=${encodeURIComponent(KEY)}`)).toBe(`?key=${REDACTED}`);
    const quoted = createRedactor(['pass"word\\with-quotes']);
    expect(quoted(JSON.stringify({ error: 'bad pass"word\\with-quotes' }))).toBe(
      JSON.stringify({ error: `bad ${REDACTED}` }),
    );
  });

  test('masks base64 forms at every alignment, standard and URL-safe, and lower-case and form URL escapes', () => {
    for (const secret of [KEY, TOKEN]) {
      for (const prefix of ['', 'x', 'x-', 'x-access-token:']) {
        for (const suffix of ['', 'y', 'yz', '\n']) {
          const b64 = Buffer.from(prefix + secret + suffix).toString('base64');
          for (const encoded of [b64, b64.replace(/\+/g, '-').replace(/\//g, '_')]) {
            const out = redact(`AUTHORIZATION: basic ${encoded}`);
            expect(out).toContain(REDACTED);
            // What is left decodes to no more than a few bytes of the secret at either end.
            const left = out.slice('AUTHORIZATION: basic '.length).split(REDACTED).join('');
            expect(Buffer.from(left, 'base64').toString('latin1')).not.toContain(secret.slice(2, -2));
          }
        }
      }
    }
    const spaced = createRedactor(['pass word/with+signs']);
    expect(spaced(`a=${encodeURIComponent('pass word/with+signs').toLowerCase()}`)).toBe(`a=${REDACTED}`);
    expect(spaced(`a=${encodeURIComponent('pass word/with+signs').replace(/%20/g, '+')}`)).toBe(`a=${REDACTED}`);
  });

  test('leaves text without secrets alone, ignores short or empty secrets, and masks the longer of nested secrets whole', () => {
    expect(redact('nothing to see')).toBe('nothing to see');
    expect(createRedactor(['a'.repeat(MIN_SECRET_LENGTH - 1)])('aaaaaaa bbb')).toBe('aaaaaaa bbb');
    expect(createRedactor([])('x')).toBe('x');
    const nested = createRedactor(['secret-12', 'secret-1234567']);
    expect(nested('secret-1234567')).toBe(REDACTED);
  });

  test('errorMessage and redactDeep', () => {
    expect(errorMessage(new Error(`HTTP 401 invalid x-api-key: ${KEY}`), redact)).toBe(
      `HTTP 401 invalid x-api-key: ${REDACTED}`,
    );
    expect(errorMessage(`thrown ${TOKEN}`, redact)).toBe(`thrown ${REDACTED}`);
    const value = { a: [{ reason: `echo ${KEY}` }], n: 1, clean: 'ok' };
    expect(redactDeep(value, redact)).toEqual({ a: [{ reason: `echo ${REDACTED}` }], n: 1, clean: 'ok' });
    expect(value.a[0].reason).toContain(KEY);
    const clean = { x: 1 };
    expect(redactDeep(clean, redact)).toBe(clean);
  });
});

test('a GitHub error that echoes the token becomes a GitHubApiError without it', async () => {
  const gh = await startFakeGitHub();
  try {
    gh.addFault({ path: /\/pulls\/\d+\/files$/, status: 422, body: { message: `Bad request from token ${TOKEN}` } });
    const logged: string[] = [];
    const api = createGitHubApi({
      token: TOKEN,
      repo: { owner: 'octo', repo: 'skills' },
      baseUrl: gh.url,
      log: (m) => logged.push(m),
    });
    const err = await api.listPullFiles(1).then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(GitHubApiError);
    expect((err as GitHubApiError).message).toBe(
      `listing the files of pull request #1 failed (HTTP 422: Bad request from token ${REDACTED})`,
    );
    expect(gh.requests[0].headers.authorization).toBe(`token ${TOKEN}`);
    expect(logged.join('\n')).not.toContain(TOKEN);
  } finally {
    await gh.close();
  }
});
