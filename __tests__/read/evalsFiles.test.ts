// The files a skill's evals attach: one big file behind many symbolic links, all listed across
// the evals, costs one read of its first bytes, and only when the evals run; all the attached
// files of a skill together keep a bounded number of bytes. On disk and from git objects alike.
import { mkdirSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { createLlmLayers } from '../../src/adapters/anthropic.js';
import { GitSource } from '../../src/adapters/git.js';
import { evaluateTarget, type EvaluateOptions } from '../../src/engine/evaluate.js';
import { EVALS_LIMITS } from '../../src/evals/parse.js';
import { DiskSource, type FileSource } from '../../src/read/source.js';
import { git } from '../helpers/actionRun.js';
import {
  evalsModel,
  isEvalAgentRequest,
  startFakeAnthropic,
  toolResultText,
  type FakeAnthropic,
} from '../helpers/fakeAnthropic.js';
import { llmSettings } from '../helpers/llmFixtures.js';
import { tempDir } from '../helpers/tempDir.js';

const SKILL =
  '---\nname: big\ndescription: Summarises data files. Use when the user asks for a summary of a data file.\n---\n# Big\n\nRead the attached file and summarise it.\n';
const MiB = 1024 * 1024;

/** A skill whose `cases` evals list `perCase` files each, the i-th listed file being `fileAt(i)`. */
function skillWithEvals(root: string, cases: number, perCase: number, fileAt: (i: number) => string): void {
  const dir = path.join(root, 'big');
  mkdirSync(path.join(dir, 'evals', 'files'), { recursive: true });
  writeFileSync(path.join(dir, 'SKILL.md'), SKILL);
  const evals = Array.from({ length: cases }, (_, c) => ({
    id: c + 1,
    prompt: `Summarise batch ${c + 1}`,
    files: Array.from({ length: perCase }, (_, k) => fileAt(c * perCase + k)),
    expectations: ['Gives a summary'],
  }));
  writeFileSync(path.join(dir, 'evals', 'evals.json'), JSON.stringify({ skill_name: 'big', evals }));
}

/** One file of `bytes` text bytes, and `links` symbolic links to it, listed across 50 evals x 5 files. */
function oneFileManyLinks(root: string, bytes: number, cases = 50, perCase = 5): void {
  const link = (i: number) => `evals/files/link-${String(i).padStart(3, '0')}.txt`;
  skillWithEvals(root, cases, perCase, link);
  const files = path.join(root, 'big', 'evals', 'files');
  writeFileSync(path.join(files, 'big.txt'), Buffer.alloc(bytes, 'all work and no play\n'));
  for (let i = 0; i < cases * perCase; i++) symlinkSync('big.txt', path.join(root, 'big', link(i)));
}

/** The source, counting the bytes every read hands back (whole files and first bytes alike). */
function counting(source: FileSource): { source: FileSource; bytes: () => number } {
  let bytes = 0;
  const counted: FileSource = {
    label: source.label,
    rootName: source.rootName,
    stat: (rel) => source.stat(rel),
    list: (rel) => source.list(rel),
    readFile: async (rel, max) => {
      const got = await source.readFile(rel, max);
      bytes += got.length;
      return got;
    },
  };
  if (source.identify) counted.identify = (rel) => source.identify!(rel);
  if (source.readHead) {
    counted.readHead = async (rel, max) => {
      const got = await source.readHead!(rel, max);
      bytes += got.bytes.length;
      return got;
    };
  }
  return { source: counted, bytes: () => bytes };
}

/** Bytes of SKILL.md and evals.json: what is read when no attached file is. */
const ownFiles = (root: string) =>
  Buffer.byteLength(SKILL) + statSync(path.join(root, 'big', 'evals', 'evals.json')).size;

function commitAll(dir: string): string {
  git(dir, 'init', '-q');
  git(dir, 'add', '-A');
  git(dir, 'commit', '-q', '-m', 'skill');
  return git(dir, 'rev-parse', 'HEAD');
}

let fake: FakeAnthropic | null = null;
afterEach(async () => {
  await fake?.close();
  fake = null;
});

/** Scores the skill with its evals run against the fake (one repetition), and the agent's first turns. */
async function scoreWithEvals(source: FileSource, options: Partial<EvaluateOptions> = {}) {
  fake = await startFakeAnthropic({ router: evalsModel({ loads: [], answer: () => 'A summary of the file.' }) });
  const llm = createLlmLayers(llmSettings(fake, { evalRepetitions: 1 }));
  const outcome = await evaluateTarget(source, 'big', { depth: 'quick', evals: true, llm, ...options });
  if (!outcome.ok) throw new Error(outcome.error.error);
  const firstTurns = fake.calls().filter((r) => isEvalAgentRequest(r) && toolResultText(r) === null);
  return { result: outcome.result, prompts: firstTurns.map((r) => JSON.stringify(r.body.messages)) };
}

describe('one big file behind 250 links, listed across 50 evals x 5 files', () => {
  test('at depth quick, where the evals do not run, none of it is read', async () => {
    const root = tempDir('pe-attach-');
    oneFileManyLinks(root, MiB);
    const { source, bytes } = counting(new DiskSource(root));
    const outcome = await evaluateTarget(source, 'big', { depth: 'quick' });
    expect(outcome.ok).toBe(true);
    expect(bytes()).toBe(ownFiles(root));
  });

  test('when the evals run, its first 64 KiB are read once and attached to every eval', async () => {
    const root = tempDir('pe-attach-');
    oneFileManyLinks(root, MiB, 2, 5);
    const { source, bytes } = counting(new DiskSource(root));
    const { result, prompts } = await scoreWithEvals(source);
    expect(result.layers.some((l) => l.layer === 'evals')).toBe(true);
    expect(bytes()).toBe(ownFiles(root) + EVALS_LIMITS.maxAttachmentBytes);
    expect(prompts).toHaveLength(4);
    for (const p of prompts)
      expect(p.split(`(cut: the first ${EVALS_LIMITS.maxAttachmentBytes} of ${MiB} bytes)`)).toHaveLength(6);
  });

  test('from git objects (a pull request head): the same, one blob read once, and only its first bytes', async () => {
    const root = tempDir('pe-attach-git-');
    oneFileManyLinks(root, MiB);
    const sha = commitAll(root);
    const quick = counting(new GitSource(root, sha));
    expect((await evaluateTarget(quick.source, 'big', { depth: 'quick' })).ok).toBe(true);
    expect(quick.bytes()).toBe(ownFiles(root));
    // The evals run on a smaller list (each prompt carries its five attachments).
    const small = tempDir('pe-attach-git-');
    oneFileManyLinks(small, MiB, 2, 5);
    const run = counting(new GitSource(small, commitAll(small)));
    const { prompts } = await scoreWithEvals(run.source);
    expect(run.bytes()).toBe(ownFiles(small) + EVALS_LIMITS.maxAttachmentBytes);
    expect(prompts).toHaveLength(4);
    expect(prompts[0]).toContain('all work and no play');
    expect(prompts[0]).toContain(`(cut: the first ${EVALS_LIMITS.maxAttachmentBytes} of ${MiB} bytes)`);
  });
});

test('all the files of one skill together keep at most 1 MiB: files past it are attached cut to nothing', async () => {
  const root = tempDir('pe-attach-');
  const file = (i: number) => `evals/files/part-${String(i).padStart(2, '0')}.txt`;
  skillWithEvals(root, 4, 5, file);
  const size = 100 * 1024;
  for (let i = 0; i < 20; i++) writeFileSync(path.join(root, 'big', file(i)), Buffer.alloc(size, `part ${i} `));
  const { source, bytes } = counting(new DiskSource(root));
  const { prompts } = await scoreWithEvals(source);
  expect(bytes()).toBe(ownFiles(root) + MiB);
  const all = prompts.join('\n');
  // 16 files at the per-file limit fill the total; the 4 listed after them keep nothing.
  expect(all.split(`(cut: the first ${EVALS_LIMITS.maxAttachmentBytes} of ${size} bytes)`)).toHaveLength(16 * 2 + 1);
  expect(all.split(`(cut: the first 0 of ${size} bytes)`)).toHaveLength(4 * 2 + 1);
  expect(prompts.filter((p) => p.includes('part-19.txt'))[0]).toContain(`(cut: the first 0 of ${size} bytes)`);
  expect(EVALS_LIMITS.maxAttachmentsTotalBytes).toBe(MiB);
});

test('evals.json and trigger sets over the parser limit are refused by their size, unread, with the same findings', async () => {
  const root = tempDir('pe-attach-');
  skillWithEvals(root, 1, 1, () => 'evals/files/a.txt');
  const big = Buffer.alloc(4 * MiB, ' ');
  writeFileSync(path.join(root, 'big', 'evals', 'evals.json'), big);
  writeFileSync(path.join(root, 'big', 'evals', 'trigger_evals.json'), big);
  const { source, bytes } = counting(new DiskSource(root));
  const outcome = await evaluateTarget(source, 'big', { depth: 'quick' });
  if (!outcome.ok) throw new Error(outcome.error.error);
  expect(bytes()).toBe(Buffer.byteLength(SKILL));
  const messages = outcome.result.findings.filter((f) => f.rule === 'EVALS_INVALID').map((f) => f.message);
  for (const file of ['evals.json', 'trigger_evals.json']) {
    expect(messages).toContain(
      `big/evals/${file} at $: the file is ${4 * MiB} bytes, over the ${EVALS_LIMITS.maxFileBytes}-byte limit; not read.`,
    );
  }
});
