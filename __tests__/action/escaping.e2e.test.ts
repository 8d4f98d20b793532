// Folder names that try to run workflow commands from the log, or ping, link and break tables in
// the comment, the check run and the job summary, through the bundled Action and the fake GitHub.
import { afterEach, beforeEach, expect, test } from '@jest/globals';
import MarkdownIt from 'markdown-it';
import { pullRequestPayload, runAction } from '../helpers/actionRun.js';
import { startFakeGitHub, type FakeGitHub } from '../helpers/fakeGitHub.js';
import { buildRepo } from '../helpers/pluginRepo.js';
import { goodSkill } from '../helpers/tree.js';

const md = new MarkdownIt({ html: true, linkify: true });
md.linkify.set({ fuzzyEmail: false });

/** Folder names (legal on Linux) aimed at the log and at markdown. */
const EVIL = [
  'x\n::set-output name=passed::true\n::error file=a::pwned\n::add-mask::token',
  'ansi\u001b[31m\u001b[2Jred',
  'a` @octocat `b',
  'c` torvalds/linux#1 `d',
  'cr\r## injected\n| a | b |',
  '![img](https:⁄⁄evil.example⁄p.png) [log in](https:⁄⁄evil.example)',
];

let gh: FakeGitHub;
beforeEach(async () => {
  gh = await startFakeGitHub({ owner: 'octo', repo: 'skills' });
});
afterEach(async () => {
  await gh.close();
});

type Token = ReturnType<typeof md.parse>[number];
const flat = (ts: Token[]): Token[] => ts.flatMap((t) => [t, ...flat(t.children ?? [])]);

/** What in rendered markdown is live: links, images, raw HTML, mentions and references in the text. */
function liveParts(markdown: string): string[] {
  const tokens = flat(md.parse(markdown, {}));
  const out: string[] = [];
  for (const t of tokens) {
    if (t.type === 'image') out.push(`image ${t.attrGet('src')}`);
    if (t.type === 'link_open') out.push(`link ${t.attrGet('href')}`);
    if (t.type === 'html_inline' || t.type === 'html_block') {
      // Our own tags only; what is left of an HTML block is text, checked like text.
      const rest = t.content.replace(/<\/?(details|summary|b|code|sub|br)>|<!-- plugin-eval:sticky[^>]*-->/g, '');
      if (/[<>]/.test(rest)) out.push(`html ${t.content}`);
      if (
        t.type === 'html_block' &&
        (/(^|[^\w])@octocat/.test(rest) || /linux#1/.test(rest) || /https?:\/\//.test(rest))
      )
        out.push(`live text in ${rest}`);
    }
    if (t.type === 'text') {
      if (/(^|[^\w])@octocat/.test(t.content)) out.push(`mention in "${t.content}"`);
      if (/linux#1/.test(t.content)) out.push(`reference in "${t.content}"`);
    }
    if (t.type === 'heading_open') out.push(`heading ${t.tag}`);
  }
  return out;
}

test('hostile folder names: no workflow command or control character in the log, nothing live in the comment, check run or summary', async () => {
  const changes: Record<string, string> = {};
  EVIL.forEach((dir, i) => (changes[`skills/${dir}/SKILL.md`] = goodSkill(`evil-${i}`)));
  const repo = buildRepo({ 'README.md': '# x\n' }, changes);
  gh.setPullFiles(
    9,
    Object.keys(changes).map((filename) => ({ filename, status: 'added' as const })),
  );
  const run = await runAction({
    workspace: repo.dir,
    eventName: 'pull_request',
    payload: pullRequestPayload({ number: 9, headSha: repo.headSha, baseSha: repo.baseSha }),
    apiUrl: gh.url,
    sha: repo.headSha,
    // Every target is below 100: the gate line names each folder (the line the issue saw).
    inputs: { 'github-token': 'ghs_escapingToken', threshold: '100' },
  });
  expect(run.code).toBe(1);
  expect(run.outputs.passed).toBe('false');

  // The log: commands the Action meant (warnings, the failure, masks, @actions/glob debug lines), nothing else.
  const commands = run.stdout.split('\n').filter((l) => /^\s*::/.test(l));
  for (const l of commands) expect(l).toMatch(/^::(warning|error|add-mask|debug)::/);
  expect(commands.filter((l) => l.startsWith('::error::'))).toHaveLength(1);
  expect(run.stdout).not.toMatch(/set-output name=passed::true\s*$/m);
  expect(run.stdout).not.toMatch(/^\s*::(set-output|add-mask::token|error file=a)/m);
  expect(run.stdout).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f]/);
  expect(run.stdout).not.toContain('##[');
  // The gate line is printed whole, on one line: a name's control characters are spaces there.
  const gateLine = run.stdout.split('\n').find((l) => l.startsWith('❌ Of 6 changed targets'));
  expect(gateLine).toContain('`skills/ansi [31m [2Jred`');
  expect(gateLine).toContain('and 1 more).');

  const [comment] = [...gh.comments.values()];
  const [check] = [...gh.checkRuns.values()];
  for (const [where, text] of [
    ['comment', comment.body],
    ['check run', check.output.summary ?? ''],
    ['job summary', run.summary],
  ] as const) {
    // Our own links to this pull request's comment and check run (built from GitHub's answers) are expected.
    const live = liveParts(text).filter(
      (p) =>
        !(p === 'heading h3' && text.includes('### PluginEval')) &&
        !p.startsWith('link https://github.com/octo/skills/'),
    );
    expect({ where, live }).toEqual({ where, live: [] });
    // Every table row has as many cells as its header.
    const rows = text.split('\n').filter((l) => l.startsWith('| '));
    const tables = flat(md.parse(text, {})).filter((t) => t.type === 'tr_open').length;
    expect(tables).toBe(rows.length - text.split('\n').filter((l) => /^\| :?-/.test(l)).length);
  }
});
