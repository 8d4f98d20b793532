// Rewrites the generated parts of docs/ (the Action's inputs and outputs, every command's help)
// from their sources (run `npm run build` first). `npm run docs`;
// __tests__/docs/pages.test.ts fails when a committed page is stale.
import { readFileSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { fillPart, GENERATED_PARTS } from '../build/docs/generated.js';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const sources = { actionYml: readFileSync(path.join(root, 'action.yml'), 'utf8') };
const pages = new Map();
for (const part of GENERATED_PARTS) {
  const file = path.join(root, 'docs', part.page);
  const text = pages.get(file) ?? readFileSync(file, 'utf8');
  pages.set(file, fillPart(text, part.name, part.render(sources)));
}
for (const [file, text] of pages) writeFileSync(file, text);
console.log(`wrote ${GENERATED_PARTS.length} generated part(s) in ${pages.size} page(s)`);
