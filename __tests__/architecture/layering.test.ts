// The folders of src/ are floors: the core (what a score is made of) never imports the application around it (the
// engine that assembles a score, the reports, the CLI, the Action, the adapters to outside services, sweeps,
// configuration, corpora, validation). The entry points are the only loose files of src/.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { importGraph, type ImportGraph } from '../helpers/importGraph.js';

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src');

const CORE = ['contract', 'text', 'stats', 'runtime', 'glob', 'parse', 'read', 'rules', 'llm', 'layers', 'composite'];
const APPLICATION = ['engine', 'reports', 'action', 'cli', 'adapters', 'sweep', 'config', 'corpus', 'validate'];
/** The Action's entry and the CLI's. */
const ENTRY_FILES = ['cli.ts', 'index.ts'];

/**
 * Core → application imports that exist today and are still to be removed. The test fails when one of them is gone
 * (delete it here), so the list can only shrink.
 */
const ALLOWED_EDGES: string[] = [];

const topFolder = (file: string): string => file.split('/')[0];

/** Every import from a core folder into an application folder, as `from -> to`. */
function coreToApplicationEdges(graph: ImportGraph): string[] {
  const edges: string[] = [];
  for (const [from, targets] of graph) {
    if (!CORE.includes(topFolder(from))) continue;
    for (const to of targets) if (APPLICATION.includes(topFolder(to))) edges.push(`${from} -> ${to}`);
  }
  return edges.sort();
}

/** The .ts files directly in `root` other than the entry points. */
function looseFiles(root: string): string[] {
  return fs
    .readdirSync(root, { withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.ts') && !ENTRY_FILES.includes(e.name))
    .map((e) => e.name)
    .sort();
}

describe('layering of src/', () => {
  it('has no .ts file in its root but the two entry points', () => {
    expect(looseFiles(SRC)).toEqual([]);
    for (const entry of ENTRY_FILES) expect(fs.existsSync(path.join(SRC, entry))).toBe(true);
  });

  it('core folders import nothing from the application folders (beyond the listed edges still to remove)', () => {
    const graph = importGraph(SRC);
    expect(graph.size).toBeGreaterThan(20);
    expect(coreToApplicationEdges(graph)).toEqual([...ALLOWED_EDGES].sort());
  });
});

describe('the layering checks', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pe-layering-'));
  });
  afterEach(() => {
    fs.rmSync(dir, { recursive: true, force: true });
  });

  function write(rel: string, text: string): void {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), text);
  }

  it('find a core module importing the application (type-only and dynamic imports too) and a loose file', () => {
    write('index.ts', "import './engine/run.js';\n");
    write('cli.ts', "export { main } from './cli/main.js';\n");
    write('cli/main.ts', "import { run } from '../engine/run.js';\nexport const main = run;\n");
    write('engine/run.ts', "import { x } from '../contract/types.js';\nexport const run = () => x;\n");
    write('contract/types.ts', "import type { Run } from '../reports/shape.js';\nexport const x: Run | 1 = 1;\n");
    write('reports/shape.ts', 'export type Run = number;\n');
    write('layers/late.ts', "export const late = () => import('../adapters/api.js');\n");
    write('adapters/api.ts', 'export const api = 1;\n');
    write('stray.ts', 'export const stray = 1;\n');
    expect(coreToApplicationEdges(importGraph(dir))).toEqual([
      'contract/types.ts -> reports/shape.ts',
      'layers/late.ts -> adapters/api.ts',
    ]);
    expect(looseFiles(dir)).toEqual(['stray.ts']);
  });
});
