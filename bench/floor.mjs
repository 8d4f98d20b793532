// The floor under any Node implementation of `report`: start Node, read every file of the tree once,
// and write one file per report of the same size as the real reports (sizes passed as a JSON array
// in a file). No parsing, no scoring. `npm run bench` times it as a whole process, like the CLI, to
// show how much of the CLI's time no scoring code could remove.
//
// node bench/floor.mjs TREE OUT_DIR SIZES_JSON
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';

const [root, out, sizesFile] = process.argv.slice(2);

function readTree(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) readTree(p);
    else if (entry.isFile()) readFileSync(p);
  }
}

readTree(root);
const sizes = JSON.parse(readFileSync(sizesFile, 'utf8'));
mkdirSync(out, { recursive: true });
// Each file is JSON text of the given size, built afresh (as a serialiser would), then written.
sizes.forEach((bytes, i) =>
  writeFileSync(path.join(out, `${i}.json`), JSON.stringify({ report: i, pad: 'x'.repeat(Math.max(0, bytes - 24)) })),
);
