// The relation suite (src/validate/relations/) on real skills: every relation applied to every
// SKILL.md of a tree of repositories (`<root>/<owner>+<name>/…/SKILL.md`, each repository the
// tree a skill is scored in), scored before and after with both methods. Prints the pass rates per
// relation and per family, and the relations that failed under the calibrated method.
//
// node scripts/validity/relations.mjs [ROOT] [--methods calibrated,reference] [--every N] [--limit N] [--failures N] [--json FILE]
//
// ROOT defaults to /work/validity-repos. A SKILL.md met twice in a repository (the same text in two
// folders) is run once. --every N takes every N-th skill (a sample, in path order). Needs a build
// (`npx tsc -p tsconfig.build.json`).
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { diskSkillTree, passTable, relationTable, relationsOnSkill, skillFoldersOnDisk } = await import(
  path.join(HERE, 'build/validate/relations/index.js')
);

function options(argv) {
  const o = {
    root: '/work/validity-repos',
    methods: ['calibrated', 'reference'],
    every: 1,
    limit: Infinity,
    failures: 40,
    json: null,
  };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--methods') o.methods = argv[++i].split(',');
    else if (a === '--every') o.every = Number(argv[++i]);
    else if (a === '--limit') o.limit = Number(argv[++i]);
    else if (a === '--failures') o.failures = Number(argv[++i]);
    else if (a === '--json') o.json = argv[++i];
    else o.root = a;
  }
  return o;
}

const opts = options(process.argv.slice(2));
/** One folder per distinct SKILL.md text of a repository. */
function distinct(all) {
  const seen = new Set();
  return all.filter((f) => {
    const text = readFileSync(path.join(opts.root, f, 'SKILL.md'));
    const key = `${f.split('/')[0]}:${createHash('sha256').update(text).digest('hex')}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

const folders = distinct(skillFoldersOnDisk(opts.root).filter((f) => f.includes('/')))
  .filter((_f, i) => i % opts.every === 0)
  .slice(0, opts.limit);
const outcomes = [];
let done = 0;
for (const folder of folders) {
  const { tree, skill } = diskSkillTree(opts.root, folder);
  try {
    for (const o of await relationsOnSkill(tree, skill, opts.methods)) outcomes.push({ ...o, skill: folder });
  } catch (err) {
    process.stderr.write(`${folder}: ${err.message}\n`);
  }
  if (++done % 25 === 0) process.stderr.write(`${done} / ${folders.length} skills\n`);
}

const { table } = passTable(outcomes, opts.methods);
console.log(`Relation suite on ${folders.length} skills under ${opts.root}\n`);
console.log(`${table}\n`);
console.log(`${relationTable(outcomes, opts.methods)}\n`);
const failed = outcomes.filter((o) => o.method === opts.methods[0] && !o.held);
console.log(
  `${failed.length} failed under ${opts.methods[0]}${failed.length > opts.failures ? ` (first ${opts.failures})` : ''}:`,
);
for (const o of failed.slice(0, opts.failures)) console.log(`- ${o.family}: ${o.relation} on ${o.skill} (${o.detail})`);
if (opts.json) writeFileSync(opts.json, JSON.stringify(outcomes, null, 1));
