// The URLs of a skill and the requests that send data to them, found in one pass that
// POST_TO_UNKNOWN_HOST and EXFILTRATION_ENDPOINT both read (`scan.memo(webRequests)`), and the
// host lists they judge the URLs by.
import type { SecurityScan } from './scan.js';
import { allMatches } from './text.js';
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

export interface ParsedUrl {
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

export function hostIn(host: string, list: readonly string[]): boolean {
  return list.some((h) => host === h || host.endsWith('.' + h));
}

export function isExfiltrationUrl(u: ParsedUrl): boolean {
  if (hostIn(u.host, EXFILTRATION_HOSTS)) return true;
  return EXFILTRATION_PATHS.some(([h, p]) => hostIn(u.host, [h]) && u.path.toLowerCase().startsWith(p));
}

/** Hosts without a dot (other than localhost) are placeholders such as `http://server/`. */
export function isJudgeableHost(host: string): boolean {
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

/** The URLs of one logical line, and whether a command or call on it sends data. */
export interface UrlLine {
  /** 1-based line number (of the logical line's first physical line). */
  line: number;
  urls: readonly ParsedUrl[];
  sends: boolean;
}

/** A `fetch(url, { method: 'POST' })` call: its URL and the line of `fetch`. */
export interface FetchPost {
  line: number;
  url: ParsedUrl;
}

export interface WebRequests {
  /** The logical lines holding a URL, in order. */
  urlLines: readonly UrlLine[];
  /** The fetch calls that post, in order (their options may sit on the lines after the call). */
  fetchPosts: readonly FetchPost[];
}

function urlLines(scan: SecurityScan): UrlLine[] {
  const found: UrlLine[] = [];
  for (const { line, text: l } of scan.logical) {
    if (!/https?:\/\//iu.test(l)) continue;
    const urls = allMatches(URL_RE, l)
      .map((m) => parseUrl(m[0]))
      .filter((u): u is ParsedUrl => u !== null);
    found.push({ line, urls, sends: sendsData(l) });
  }
  return found;
}

function fetchPosts(scan: SecurityScan): FetchPost[] {
  const { text, lineOf } = scan.ctx;
  // Each match holds "fetch".
  if (scan.prefilter && !scan.folded.includes('fetch')) return [];
  const found: FetchPost[] = [];
  for (const m of allMatches(FETCH_RE, text)) {
    const at = m.index as number;
    if (!POST_METHOD_RE.test(text.slice(at, at + FETCH_OPTIONS_WINDOW))) continue;
    const url = parseUrl(m[1]);
    if (url) found.push({ line: lineOf(at), url });
  }
  return found;
}

export function webRequests(scan: SecurityScan): WebRequests {
  return { urlLines: urlLines(scan), fetchPosts: fetchPosts(scan) };
}
