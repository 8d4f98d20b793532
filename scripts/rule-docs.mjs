// Writes docs/rules/<RULE>.md and docs/rules/README.md from the rule registry (run `npm run build` first).
// `npm run docs:rules`; __tests__/docs/pages.test.ts fails when the committed pages are stale.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderRuleDocs } from '../build/rules/docs.js';

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'docs', 'rules');
mkdirSync(dir, { recursive: true });
const pages = renderRuleDocs();
for (const f of readdirSync(dir)) if (f.endsWith('.md') && !pages.has(f)) rmSync(path.join(dir, f));
for (const [name, text] of pages) writeFileSync(path.join(dir, name), text);
console.log(`wrote ${pages.size} page(s) to ${path.relative(process.cwd(), dir) || '.'}`);
