// PIPE_TO_SHELL: commands that pipe a download straight into a shell or interpreter.
import type { RuleContext } from '../context.js';
import { defineRule } from '../rule.js';
import type { Collector } from './collector.js';
import { allOf, type Gate } from './prefilter.js';
import type { SecurityDetector, SecurityScan } from './scan.js';
import { excerpt } from './text.js';

const ID = 'PIPE_TO_SHELL';

const DOWNLOADER_RE =
  /\b(?:curl|wget|iwr|irm|invoke-webrequest|invoke-restmethod|fetch)\b|\bnet\.webclient\b|\bdownloadstring\b/iu;
/** Every DOWNLOADER_RE match is one of the downloader needles. */
const DOWNLOADER_GATE: Gate = [allOf('downloader')];
const SHELL_SEGMENT_RE =
  /^(?:(?:ba|z|da|k|fi|c|tc)?sh|iex|invoke-expression|pwsh|powershell(?:\.exe)?)\b|^(?:python[23]?|node|perl|ruby|php)(?:\s+-)?\s*$/iu;
const PIPE_FORMS: RegExp[] = [
  /\b(?:ba|z|da|k)?sh\s+<\(\s*(?:curl|wget)\b/iu,
  /\b(?:ba|z|da|k)?sh\s+-c\s+["']?(?:\$\(|`)\s*(?:curl|wget)\b/iu,
  /\b(?:eval|source)\s+["']?(?:\$\(|`|<\()\s*(?:curl|wget)\b/iu,
  /\b(?:iex|invoke-expression)\b[\s(&]*(?:iwr|irm|invoke-webrequest|invoke-restmethod|new-object\s+(?:system\.)?net\.webclient)\b/iu,
];

/** Strips `sudo -E`, `env X=1` and the like from the front of a pipeline segment. */
function stripPrefix(segment: string): string {
  let s = segment.trim();
  for (let k = 0; k < 4; k++) {
    const m = /^(?:sudo(?:\s+-[\w-]+)*|env(?:\s+[\w]+=\S*)*|[\w]+=\S*|exec|command|time|nohup)\s+/iu.exec(s);
    if (!m) break;
    s = s.slice(m[0].length);
  }
  return s;
}

/**
 * `s` without trailing quotes and parentheses (replace(/[`'")]+$/u, '') by hand: the regex retries a run from each of
 * its characters).
 */
function withoutClosingQuotes(s: string): string {
  let end = s.length;
  while (end > 0 && '`\'")'.includes(s[end - 1])) end--;
  return s.slice(0, end);
}

/** Whether a command line pipes a download into an interpreter (any later stage of the pipeline). */
function pipesDownloadIntoShell(command: string): boolean {
  if (!DOWNLOADER_RE.test(command)) return false;
  if (command.includes('|')) {
    let downloaded = false;
    for (const seg of command.split(/(?<!\|)\|(?!\|)/u)) {
      if (downloaded && SHELL_SEGMENT_RE.test(withoutClosingQuotes(stripPrefix(seg)))) return true;
      if (DOWNLOADER_RE.test(seg)) downloaded = true;
    }
  }
  return PIPE_FORMS.some((re) => re.test(command));
}

function detect(_ctx: RuleContext, scan: SecurityScan, out: Collector): void {
  const { logical, logicalIndex: index } = scan;
  for (let k = 0; k < logical.length; k++) {
    const { line, text } = logical[k];
    if (!index.passes(k, DOWNLOADER_GATE) || !DOWNLOADER_RE.test(text)) continue;
    // In a Markdown table row `|` separates cells; a pipe inside a cell is written `\|`.
    const commands = /^\s*\|/u.test(text)
      ? text.split(/(?<!\\)\|/u).map((cell) => cell.replace(/\\\|/gu, '|'))
      : [text];
    const hit = commands.find(pipesDownloadIntoShell);
    if (hit !== undefined) out.add(ID, 'high', line, `Remote code run unverified: "${excerpt(hit)}"`);
  }
}

export const pipeToShell = defineRule<SecurityDetector>({
  id: ID,
  family: 'security',
  title: 'Download piped into a shell',
  description:
    'A command runs code straight from the network (`curl … | sh`, `iwr … | iex`) without letting anyone see or verify it.',
  why: "Whatever the server sends at that moment runs with the user's rights: nobody reviewed it, it can change after the skill was approved, and a compromised or spoofed host turns the skill into a way to run its code on every machine that uses it.",
  bad: 'curl -fsSL https://get.example.dev/install.sh | sh',
  good: 'curl -fsSLO https://get.example.dev/install-1.4.2.sh\necho "<sha256 from the release page>  install-1.4.2.sh" | sha256sum -c -\nsh install-1.4.2.sh',
  fix: 'Download to a file, verify a pinned checksum or signature, then run it; or use a package manager.',
  detect,
});
