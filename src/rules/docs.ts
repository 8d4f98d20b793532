// A documentation page per rule, written from the rule registry: what it checks, why it matters,
// an example that is flagged and one that passes, the fix, and how the two methods differ.
// `plugin-eval explain RULE` prints it; docs/rules/<RULE>.md are these pages, generated.
import { PROJECT } from '../contract/weights.js';
import { allRules, ruleInfo } from './index.js';
import type { RuleDocs } from './rule.js';

/** The web address of a rule's page (SARIF helpUri, HTML links). */
export function ruleDocUrl(id: string): string {
  return `${PROJECT.url}/blob/main/${PROJECT.ruleDocsDir}/${encodeURIComponent(id)}.md`;
}

/** The file name of a rule's page inside the docs folder. */
export function ruleDocFile(id: string): string {
  return `${id}.md`;
}

function fence(text: string): string {
  // A fence longer than any run of backticks inside keeps the example verbatim.
  const longest = Math.max(2, ...[...text.matchAll(/`+/g)].map((m) => m[0].length));
  const f = '`'.repeat(longest + 1);
  return `${f}markdown\n${text.replace(/\n+$/, '')}\n${f}`;
}

/** The page of one rule, in markdown. */
export function renderRulePage(rule: RuleDocs): string {
  const lines = [`# ${rule.id}: ${rule.title}`, '', '## What it checks', '', rule.description, ''];
  lines.push('## Why it matters', '', rule.why ?? rule.description, '');
  if (rule.bad || rule.good) {
    lines.push('## Examples', '');
    if (rule.bad) lines.push('Flagged:', '', fence(rule.bad), '');
    if (rule.good) lines.push('Passes:', '', fence(rule.good), '');
  }
  lines.push('## How to fix', '', rule.fix, '');
  lines.push(
    '## Methods',
    '',
    rule.methods ?? 'The calibrated and reference methods check this rule the same way.',
    '',
  );
  lines.push(
    '## Turning it off',
    '',
    `For one line: \`<!-- plugin-eval-disable-next-line ${rule.id} -->\` on the line before. For the whole file:`,
    `\`<!-- plugin-eval-disable ${rule.id} reason -->\`. For a repository or a path: \`rules: { ${rule.id}: { enabled: false } }\``,
    'in `.plugin-eval.yml`. An unused suppression is itself reported.',
    '',
  );
  return lines.join('\n');
}

/** Every rule page by file name, plus an index page (README.md). */
export function renderRuleDocs(): Map<string, string> {
  const pages = new Map<string, string>();
  const rules = allRules();
  for (const r of rules) pages.set(ruleDocFile(r.id), renderRulePage(r));
  const index = [
    '# Rules',
    '',
    'Generated from the rule registry (`src/rules/index.ts` and the rule modules) by `npm run docs:rules`; do not edit by hand.',
    '',
    '| rule | title | what it checks |',
    '|---|---|---|',
    ...rules.map(
      (r) =>
        `| [${r.id}](${ruleDocFile(r.id)}) | ${r.title.replace(/\|/g, '\\|')} | ${r.description.replace(/\|/g, '\\|')} |`,
    ),
    '',
  ];
  pages.set('README.md', index.join('\n'));
  return pages;
}

/** The rule for `explain`: exact id first, then case-insensitive; null when unknown. */
export function findRule(id: string): RuleDocs | null {
  const exact = ruleInfo(id);
  if (exact) return exact;
  const upper = id.trim().toUpperCase().replace(/-/g, '_');
  return allRules().find((r) => r.id.toUpperCase() === upper) ?? null;
}

/** Rule ids that start with or contain the text, for "did you mean". */
export function similarRules(id: string, max = 5): string[] {
  const key = id.trim().toUpperCase().replace(/-/g, '_');
  if (key === '') return [];
  return allRules()
    .map((r) => r.id)
    .filter((r) => r.includes(key) || key.includes(r))
    .slice(0, max);
}
