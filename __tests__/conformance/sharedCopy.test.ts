// fixtures/conformance is a copy of the shared public conformance set (../shared/conformance beside
// the project, or PLUGIN_EVAL_SHARED_CONFORMANCE): the same files, byte for byte, line endings
// included. A clone with nothing beside it has no shared set; the comparison is then skipped with
// a note, and the conformance test still runs on the project's copy.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const PROJECT_COPY = path.resolve(here, '../../fixtures/conformance');
const SHARED = process.env.PLUGIN_EVAL_SHARED_CONFORMANCE
  ? path.resolve(process.env.PLUGIN_EVAL_SHARED_CONFORMANCE)
  : path.resolve(here, '../../../shared/conformance');

/** Every regular file under root (dotfiles too), as sorted `/`-separated relative paths. */
function filesUnder(root: string, rel = ''): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(path.join(root, rel), { withFileTypes: true })) {
    const child = rel ? `${rel}/${entry.name}` : entry.name;
    if (entry.isDirectory()) out.push(...filesUnder(root, child));
    else out.push(child);
  }
  return out.sort();
}

/** Files that differ between two trees: missing on either side, or different bytes. */
function treeDifferences(a: string, b: string): string[] {
  const left = filesUnder(a);
  const right = filesUnder(b);
  const diffs = [
    ...left.filter((f) => !right.includes(f)).map((f) => `only in ${a}: ${f}`),
    ...right.filter((f) => !left.includes(f)).map((f) => `only in ${b}: ${f}`),
  ];
  for (const f of left.filter((x) => right.includes(x))) {
    if (!readFileSync(path.join(a, f)).equals(readFileSync(path.join(b, f)))) diffs.push(`bytes differ: ${f}`);
  }
  return diffs;
}

const sharedPresent = existsSync(path.join(SHARED, 'expected.json'));
if (!sharedPresent) {
  // Visible in the test output: the copy was not compared on this machine.
  console.warn(
    `conformance copy not compared: no shared set at ${SHARED} (a clone with nothing beside it); fixtures/conformance is used as is`,
  );
}

describe('fixtures/conformance', () => {
  test('keeps the CRLF case byte for byte (a checkout that converted line endings would fail here)', () => {
    const crlf = readFileSync(path.join(PROJECT_COPY, 'cases/skills/crlf/SKILL.md'));
    expect(crlf.includes(Buffer.from('\r\n'))).toBe(true);
  });

  (sharedPresent ? test : test.skip)('is byte for byte the shared conformance set', () => {
    expect(filesUnder(PROJECT_COPY).length).toBeGreaterThan(66);
    expect(treeDifferences(PROJECT_COPY, SHARED)).toEqual([]);
  });
});
