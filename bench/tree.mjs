// The bench's generated tree: plugins (manifest, 3 skills, 1 agent; each plugin and each of its
// skills is a target) and standalone skills of varied size and quality, the same for a given size.
// `node bench/tree.mjs DIR TARGETS` writes one (to profile or time `report` on it by hand).
import { mkdirSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Deterministic pseudo-random numbers, so every run measures the same tree. */
function rng(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const TOPICS = [
  'csv',
  'pdf',
  'docker',
  'kubernetes',
  'sql',
  'graphql',
  'terraform',
  'react',
  'rust',
  'python',
  'release',
  'security',
  'logging',
  'i18n',
  'billing',
];
const VERBS = ['import', 'validate', 'migrate', 'review', 'format', 'deploy', 'debug', 'document', 'test', 'profile'];

function skillText(name, rand, siblings) {
  const topic = TOPICS[Math.floor(rand() * TOPICS.length)];
  const verb = VERBS[Math.floor(rand() * VERBS.length)];
  const quality = rand();
  const description =
    quality < 0.15
      ? `Does ${topic}.`
      : quality < 0.35
        ? `Helps to ${verb} ${topic} projects and files with sensible defaults.`
        : `${verb[0].toUpperCase()}${verb.slice(1)}s ${topic} projects: checks inputs, explains problems and returns a JSON report. Use when the user asks to ${verb} ${topic} work, for preparing releases, or when debugging ${topic} failures.`;
  const sections = 2 + Math.floor(rand() * 10);
  const lines = [`---`, `name: ${name}`, `description: ${JSON.stringify(description)}`, `---`, '', `# ${name}`, ''];
  for (let s = 0; s < sections; s++) {
    lines.push(
      `## ${['Inputs', 'Steps', 'Output format', 'Examples', 'Troubleshooting', 'When to use', 'Notes'][s % 7]} ${s}`,
      '',
    );
    const paragraphs = 1 + Math.floor(rand() * 6);
    for (let p = 0; p < paragraphs; p++) {
      lines.push(
        `Step ${s}.${p}: ${verb} the ${topic} input, then compare the output with the expected result and report differences.`,
      );
      if (rand() < 0.2) lines.push('You MUST keep the original file; NEVER overwrite it.');
    }
    if (rand() < 0.5) lines.push('', '```bash', `${topic}-tool ${verb} --check ./input`, '```');
    if (rand() < 0.3) lines.push('', '| Case | Action |', '|---|---|', `| ${topic} | ${verb} |`);
    lines.push('');
  }
  if (siblings.length && rand() < 0.5)
    lines.push(`See also skills/${siblings[Math.floor(rand() * siblings.length)]} for the related workflow.`);
  if (rand() < 0.1) lines.push('See skills/missing-skill for more.');
  if (rand() < 0.3) lines.push('Details are in [the reference](references/guide.md).');
  return lines.join('\n') + '\n';
}

function writeSkill(dir, name, rand, siblings) {
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'SKILL.md'), skillText(name, rand, siblings));
  if (rand() < 0.4) {
    mkdirSync(path.join(dir, 'references'), { recursive: true });
    writeFileSync(path.join(dir, 'references', 'guide.md'), `# Guide for ${name}\n\n${'More detail.\n'.repeat(40)}`);
  }
}

/** A tree of exactly `targets` targets: plugins of 4 targets each (itself + 3 skills) for ~57%, the rest standalone skills. */
export function generateTree(root, targets) {
  const rand = rng(targets);
  const plugins = Math.floor((targets * 0.57) / 4);
  const standalone = targets - plugins * 4;
  for (let p = 0; p < plugins; p++) {
    const dir = path.join(root, 'plugins', `plugin-${p}`);
    mkdirSync(path.join(dir, '.claude-plugin'), { recursive: true });
    writeFileSync(
      path.join(dir, '.claude-plugin', 'plugin.json'),
      JSON.stringify({ name: `plugin-${p}`, version: '1.0.0' }),
    );
    const names = [0, 1, 2].map((s) => `p${p}-skill-${s}`);
    for (const name of names)
      writeSkill(
        path.join(dir, 'skills', name),
        name,
        rand,
        names.filter((n) => n !== name),
      );
    mkdirSync(path.join(dir, 'agents'), { recursive: true });
    writeFileSync(
      path.join(dir, 'agents', 'reviewer.md'),
      `---\nname: reviewer\ndescription: Reviews plugin-${p} output. Use proactively after changes.\ntools: Read, Grep\n---\nReview the changes.\n`,
    );
  }
  const names = Array.from({ length: standalone }, (_, i) => `skill-${i}`);
  for (const name of names) writeSkill(path.join(root, 'skills', name), name, rand, names.slice(0, 20));
  return { plugins, standalone };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [dir, targets] = process.argv.slice(2);
  if (!dir || !Number(targets)) {
    console.error('usage: node bench/tree.mjs DIR TARGETS');
    process.exit(2);
  }
  console.log(JSON.stringify(generateTree(dir, Number(targets))));
}
