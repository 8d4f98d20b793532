import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { importCycles, importGraph } from '../helpers/importGraph.js';

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src');

describe('import graph of src/', () => {
  it('has no cycles (shared types and constants live a floor below the modules using them)', () => {
    const graph = importGraph(SRC);
    expect(graph.size).toBeGreaterThan(20);
    expect(graph.get('engine/evaluate.ts')).toEqual(expect.arrayContaining(['contract/types.ts']));
    expect(importCycles(graph)).toEqual([]);
  });
});

describe('importCycles', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pe-cycles-'));
  });
  afterEach(() => {
    fs.rmSync(dir, { recursive: true, force: true });
  });

  function write(rel: string, text: string): void {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), text);
  }

  it('finds a cycle through type-only, re-export and dynamic imports, and not an acyclic import', () => {
    write('a.ts', "import type { B } from './sub/b.js';\nexport type A = B;\n");
    write('sub/b.ts', "export * from '../c.js';\nexport type B = number;\n");
    write('c.ts', "export async function f() { return import('./a.js'); }\n");
    write('d.ts', "import { f } from './c.js';\nimport fs from 'node:fs';\nexport const g = [f, fs];\n");
    write('e.ts', "import { h } from './e.js';\nexport const h = 1;\n");
    expect(importCycles(importGraph(dir))).toEqual([['a.ts', 'c.ts', 'sub/b.ts'], ['e.ts']]);
  });
});
