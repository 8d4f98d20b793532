// Writes the parameters `plugin-eval validate LABELS --cross-validate --fit-out FIT.json` fitted on
// every label into CAL_FIT (src/contract/calibratedWeights.ts), then formats the file with
// prettier. Run `npm run build` first. Usage: node scripts/adopt-fit.mjs FIT.json
import { readFileSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import { adoptFit } from '../build/validate/adoptFit.js';

const [fitFile] = process.argv.slice(2);
if (!fitFile) {
  console.error('usage: node scripts/adopt-fit.mjs FIT.json');
  process.exit(2);
}
const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const target = path.join(root, 'src', 'contract', 'calibratedWeights.ts');
const fit = JSON.parse(readFileSync(fitFile, 'utf8'));
const text = adoptFit(readFileSync(target, 'utf8'), fit);
const options = { ...(await prettier.resolveConfig(target)), filepath: target };
writeFileSync(target, await prettier.format(text, options));
console.log(`CAL_FIT in ${path.relative(process.cwd(), target)} now holds the fit of ${fitFile}`);
