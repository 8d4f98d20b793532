// Adopting a fit rewrites CAL_FIT's literal and nothing else, in the file's own format, and
// refuses a fit whose rules are not the file's.
import { readFileSync } from 'node:fs';
import * as prettier from 'prettier';
import * as path from 'node:path';
import { CAL_FIT } from '../../src/contract/calibratedWeights.js';
import { adoptFit, rulesInSource } from '../../src/validate/adoptFit.js';
import { copyFit } from '../../src/validate/fitParameters.js';

const FILE = path.resolve('src/contract/calibratedWeights.ts');
const SOURCE = readFileSync(FILE, 'utf8');

/** The file as scripts/adopt-fit.mjs leaves it: adopted, then formatted. */
async function formatted(text: string): Promise<string> {
  return prettier.format(text, { ...(await prettier.resolveConfig(FILE)), filepath: FILE });
}

test("the file's rules are CAL_FIT's", () => {
  expect(rulesInSource(SOURCE).sort()).toEqual(Object.keys(CAL_FIT.quality).sort());
});

test('adopting the shipped fit leaves the file as it is; another fit changes only the numbers', async () => {
  expect(await formatted(adoptFit(SOURCE, CAL_FIT))).toBe(SOURCE);
  const fit = copyFit(CAL_FIT);
  fit.stretch.token_efficiency = 1.35;
  const rule = Object.keys(fit.quality)[0]!;
  fit.quality[rule] = { ...fit.quality[rule]!, perUnit: 1.35 };
  const adopted = await formatted(adoptFit(SOURCE, fit));
  expect(adopted).toContain('    token_efficiency: 1.35,\n');
  expect(adopted).toContain(`perUnit: 1.35,`);
  const changed = adopted.split('\n').filter((line, i) => line !== SOURCE.split('\n')[i]);
  expect(changed).toHaveLength(2);
});

test("a fit whose rules are not the file's is refused", () => {
  const fit = copyFit(CAL_FIT);
  fit.quality.NOT_IN_THE_FILE = { subscores: ['frontmatter_quality'], perUnit: 0.1, max: 0.1 };
  expect(() => adoptFit(SOURCE, fit)).toThrow(/run the fit again/);
});
