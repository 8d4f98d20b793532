// Network: data posted to unknown hosts, and paste, tunnel or capture services.
import type { Collector } from './collector.js';
import { foldCase } from './prefilter.js';
import { EXFILTRATION_ENDPOINT, POST_TO_UNKNOWN_HOST } from './rules.js';
import { allMatches, excerpt, type Line } from './text.js';
import { FETCH_OPTIONS_WINDOW } from './thresholds.js';

/** Hosts a skill may post to without a finding (suffix match): code hosting, Anthropic, local, RFC 2606. */
export const ALLOWED_POST_HOSTS = [
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
export const EXFILTRATION_HOSTS = [
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
const EXFILTRATION_PATHS: Array<[string, string]> = [
  ['discord.com', '/api/webhooks'],
  ['discordapp.com', '/api/webhooks'],
];

const URL_RE = /\bhttps?:\/\/[^\s"'`<>()[\]{}|\\^]+/giu;

interface ParsedUrl {
  url: string;
  host: string;
  path: string;
}

function parseUrl(url: string): ParsedUrl | null {
  const rest = url.replace(/^https?:\/\//iu, '');
  const cut = rest.search(/[/?#]/u);
  let authority = cut < 0 ? rest : rest.slice(0, cut);
  const path = cut < 0 ? '' : rest.slice(cut);
  authority = authority.slice(authority.lastIndexOf('@') + 1);
  let host: string;
  if (authority.startsWith('['))
    host = authority.slice(1, authority.indexOf(']') < 0 ? undefined : authority.indexOf(']'));
  else host = authority.replace(/:\d*$/u, '');
  host = host.toLowerCase();
  // Trailing dots dropped by hand: /\.+$/ retries a run of dots from each dot.
  let end = host.length;
  while (end > 0 && host.charCodeAt(end - 1) === 0x2e) end--;
  host = host.slice(0, end);
  if (host === '' || !/^[a-z0-9.:-]+$/u.test(host)) return null; // placeholders like ${HOST}
  return { url, host, path };
}

function hostIn(host: string, list: readonly string[]): boolean {
  return list.some((h) => host === h || host.endsWith('.' + h));
}

function isExfiltrationUrl(u: ParsedUrl): boolean {
  if (hostIn(u.host, EXFILTRATION_HOSTS)) return true;
  return EXFILTRATION_PATHS.some(([h, p]) => hostIn(u.host, [h]) && u.path.toLowerCase().startsWith(p));
}

/** Hosts without a dot (other than localhost) are placeholders such as `http://server/`. */
function isJudgeableHost(host: string): boolean {
  return host.includes('.') || host.includes(':') || host === 'localhost';
}

// curl's data flags are case-sensitive (-d data, -D dump headers; -F form, -f fail; -T upload, -t telnet).
const CURL_SENDS_RE =
  /\s-(?:d|F|T)(?=[\s"'@={]|$)|\s-[a-zA-Z]*[dFT](?=\s)|\s--(?:data(?:-raw|-binary|-urlencode|-ascii)?|form(?:-string)?|upload-file|json)\b|\s-X\s*["']?(?:POST|PUT|PATCH)\b|\s--request[\s=]+["']?(?:POST|PUT|PATCH)\b/u;
const WGET_SENDS_RE = /\s--(?:post-data|post-file|body-data|body-file)\b|\s--method[=\s]+["']?(?:POST|PUT|PATCH)\b/iu;
const PS_SENDS_RE =
  /\b(?:iwr|irm|invoke-webrequest|invoke-restmethod)\b[^\n]{0,300}?-method\s+["']?(?:post|put|patch)\b/iu;
const CODE_SENDS_RE =
  /\b(?:requests|httpx|axios|aiohttp|session|client|http|https|got|superagent|urllib3|needle|ky)\.(?:post|put|patch)\s*\(|\bnavigator\.sendBeacon\s*\(/iu;
const FETCH_RE = /\bfetch\s*\(\s*[`'"](https?:\/\/[^`'"\s]+)/giu;
const POST_METHOD_RE = /\bmethod\s*:\s*[`'"](?:POST|PUT|PATCH)[`'"]/iu;

function sendsData(text: string): boolean {
  if (/\bcurl\b/iu.test(text) && CURL_SENDS_RE.test(text)) return true;
  if (/\bwget\b/iu.test(text) && WGET_SENDS_RE.test(text)) return true;
  return PS_SENDS_RE.test(text) || CODE_SENDS_RE.test(text);
}

function reportPost(u: ParsedUrl, line: number, out: Collector): void {
  if (isExfiltrationUrl(u)) {
    out.add(EXFILTRATION_ENDPOINT, 'high', line, `Data sent to a capture service: ${excerpt(u.url)}`);
  } else if (isJudgeableHost(u.host) && !hostIn(u.host, ALLOWED_POST_HOSTS)) {
    out.add(POST_TO_UNKNOWN_HOST, 'medium', line, `Data sent to ${u.host}: ${excerpt(u.url)}`);
  }
}

/** `folded`, when given, is foldCase(text). */
export function network(
  text: string,
  logical: readonly Line[],
  lineOf: (o: number) => number,
  prefilter: boolean,
  out: Collector,
  folded?: string,
): void {
  for (const { line, text: l } of logical) {
    if (!/https?:\/\//iu.test(l)) continue;
    const urls = allMatches(URL_RE, l)
      .map((m) => parseUrl(m[0]))
      .filter((u): u is ParsedUrl => u !== null);
    for (const u of urls) {
      if (isExfiltrationUrl(u))
        out.add(EXFILTRATION_ENDPOINT, 'high', line, `Paste, tunnel or capture service: ${excerpt(u.url)}`);
    }
    if (sendsData(l)) for (const u of urls) reportPost(u, line, out);
  }
  // fetch(url, { method: 'POST' }) with the options on the following lines (each match holds "fetch").
  if (prefilter && !(folded ?? foldCase(text)).includes('fetch')) return;
  for (const m of allMatches(FETCH_RE, text)) {
    const at = m.index as number;
    if (!POST_METHOD_RE.test(text.slice(at, at + FETCH_OPTIONS_WINDOW))) continue;
    const u = parseUrl(m[1]);
    if (u) reportPost(u, lineOf(at), out);
  }
}
