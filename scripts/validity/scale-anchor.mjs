// The scale of the calibrated method, set without labels: the shared stretch of CAL_FIT is the one
// at which the median composite of real, unlabelled skills is the panel protocol's anchor — "a
// typical decent skill about 65" (docs/validity.md). Every SKILL.md folder under the trees is
// scored once (depth quick, calibrated); each candidate shift is applied with the engine's own
// functions, as the fit does. Labels are never read.
// Usage (after `npm run build`): node scripts/validity/scale-anchor.mjs TREE... [--anchor 65]
import { readdirSync, statSync } from 'node:fs';
import * as path from 'node:path';
import { DiskSource } from '../../build/read/source.js';
import { evaluateTarget } from '../../build/engine/evaluate.js';
import { predictComposite } from '../../build/validate/fitParameters.js';
import { CAL_FIT } from '../../build/contract/calibratedWeights.js';

const args = process.argv.slice(2);
const at = args.indexOf('--anchor');
const anchor = at >= 0 ? Number(args.splice(at, 2)[1]) : 65;
if (args.length === 0 || !Number.isFinite(anchor)) {
  console.error('usage: node scripts/validity/scale-anchor.mjs TREE... [--anchor 65]');
  process.exit(2);
}

/** Folders holding a SKILL.md, never under .git or node_modules, links not followed. */
function skillFolders(root) {
  const out = [];
  const walk = (dir) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      if (e.isSymbolicLink() || e.name === '.git' || e.name === 'node_modules') continue;
      if (e.isDirectory()) walk(path.join(dir, e.name));
      else if (e.name === 'SKILL.md' && statSync(path.join(dir, e.name)).size < 4 << 20) out.push(dir);
    }
  };
  walk(root);
  return out;
}

const samples = [];
for (const tree of args) {
  const root = path.resolve(tree);
  const source = new DiskSource(root);
  for (const dir of skillFolders(root)) {
    let sample;
    const rel = path.relative(root, dir) || '.';
    const outcome = await evaluateTarget(source, rel, {
      depth: 'quick',
      method: 'calibrated',
      llm: null,
      onSkillComposite: (s) => (sample = s),
    });
    if (outcome.ok && sample) samples.push(sample);
  }
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const withStretch = (stretch) => {
  const fit = { ...CAL_FIT, stretch: Object.fromEntries(Object.keys(CAL_FIT.stretch).map((k) => [k, stretch])) };
  return median(samples.map((s) => predictComposite(s, fit)));
};
let best = null;
for (let i = 100; i <= 400; i += 5) {
  const stretch = i / 100;
  const m = withStretch(stretch);
  if (best === null || Math.abs(m - anchor) < Math.abs(best.m - anchor)) best = { stretch, m };
}
const shipped = CAL_FIT.stretch.frontmatter_quality;
console.log(
  `${samples.length} skills scored; median at the shipped stretch (${shipped}): ${withStretch(shipped).toFixed(1)}`,
);
console.log(`stretch ${best.stretch.toFixed(2)} puts the median at ${best.m.toFixed(1)} (anchor ${anchor})`);
