// Held-back distractor prompts for the measured triggering. The generated test requests are
// written from the skill's own text, so an author can steer them (a description that invites easy
// near-misses). These are fixed requests shipped with the tool, by category of skill, that no
// skill should load: quick questions and small edits in the same domain that an agent does
// directly, plus off-topic ones. They are put to the agent like the near-misses and count in the
// triggering F1; reports show only their category and counts, never their text, so an author
// cannot tune a description against them.
import { createHash } from 'node:crypto';
import type { ParsedSkill } from '../contract/types.js';

export type HeldBackCategory = 'git' | 'testing' | 'docs' | 'data' | 'infra' | 'frontend' | 'security' | 'general';

/** Held-back requests used per skill: from its own category, then from the general pool. */
export const HELD_BACK_OWN_CATEGORY = 3;
export const HELD_BACK_GENERAL = 2;
/** Held-back requests put to the agent per skill. */
export const HELD_BACK_COUNT = HELD_BACK_OWN_CATEGORY + HELD_BACK_GENERAL;

/** Words of a skill's name and description that put it in a category (the most hits wins; none: general). */
const CATEGORY_WORDS: ReadonlyArray<[HeldBackCategory, RegExp]> = [
  ['git', /\b(git|commits?|branch(es)?|merges?|rebase|pull requests?|changelogs?|releases?|tags?)\b/gi],
  ['testing', /\b(tests?|testing|jest|pytest|vitest|coverage|specs?|mocks?|fixtures?)\b/gi],
  ['docs', /\b(docs?|documentation|readme|markdown|pdfs?|docx|word documents?|guides?|writing)\b/gi],
  ['data', /\b(csv|sql|databases?|data|spreadsheets?|excel|json|quer(y|ies)|tables?)\b/gi],
  ['infra', /\b(docker|kubernetes|k8s|terraform|deploy(ment|s)?|ci|pipelines?|aws|cloud|servers?|infrastructure)\b/gi],
  ['frontend', /\b(react|vue|svelte|css|html|components?|ui|frontend|browser|styles?)\b/gi],
  ['security', /\b(security|vulnerab\w*|secrets?|auth\w*|passwords?|cves?|audits?|permissions?)\b/gi],
];

/** The held-back requests by category (exported for the tests that check no report shows them). */
export const HELD_BACK_PROMPTS: Readonly<Record<HeldBackCategory, readonly string[]>> = {
  git: [
    'Which branch am I on, and how many commits is it ahead of origin?',
    'Undo my last commit but keep the changes staged.',
    "Why does git say 'detached HEAD' after I checked out a tag?",
    "Resolve the merge conflict in src/config.ts by keeping both sides' keys.",
  ],
  testing: [
    'Run only the tests in tests/api and show me the first failure.',
    'What is the difference between a mock and a stub? Two sentences, please.',
    'Bump the timeout of the one slow test in login.spec.ts to 10 seconds.',
    'Rename the helper makeUser to buildUser everywhere in the test folder.',
  ],
  docs: [
    'Fix the broken relative links in docs/ after I moved the guides folder.',
    'How many words are in CONTRIBUTING.md?',
    'Turn the bullet list under "Install" in the README into a numbered list.',
    'Is "its" or "it\'s" right in this sentence: "the parser returns its result"?',
  ],
  data: [
    'How many rows in data/orders.csv have an empty email column?',
    'What does a LEFT JOIN return when the right table has no match?',
    'Rename the column cust_id to customer_id in the migration I just wrote.',
    'Pretty-print config.json with two-space indentation.',
  ],
  infra: [
    'Which process is listening on port 8080 on this machine?',
    'What does the restart policy unless-stopped mean in Docker?',
    'Bump the Node version in .nvmrc to 20.',
    "Why does my workflow job say 'Resource not accessible by integration'?",
  ],
  frontend: [
    'Center this div horizontally and vertically with flexbox.',
    'Why does React warn about a missing key prop in this list?',
    'Change the primary button colour to #0055ff in the stylesheet.',
    'What is the difference between em and rem units?',
  ],
  security: [
    'Is it fine to commit a .env.example file with placeholder values?',
    'Explain what CORS is in two sentences.',
    'Generate a random 32-byte hex string for a test fixture.',
    'Which hash function does bcrypt build on?',
  ],
  general: [
    'What time zone is UTC+9?',
    'Rename the variable tmp to buffer in src/io.ts.',
    'Explain what this regular expression matches: ^\\d{3}-\\d{4}$',
    'Add a trailing newline to every file in src/ that lacks one.',
    'Convert 150 pounds to kilograms.',
    'Summarise what the function parseArgs in cli.ts does.',
  ],
};

/** Digest of the whole held-back set (part of the result cache key: a new set measures again). */
export const HELD_BACK_DIGEST = createHash('sha256')
  .update(JSON.stringify(HELD_BACK_PROMPTS))
  .digest('hex')
  .slice(0, 16);

/** The category of a skill from its name and description: the one with the most word hits, else general. */
export function heldBackCategory(skill: Pick<ParsedSkill, 'name' | 'description'>): HeldBackCategory {
  const text = `${skill.name.replace(/[-_]/g, ' ')} ${skill.description}`;
  let best: HeldBackCategory = 'general';
  let hits = 0;
  for (const [category, pattern] of CATEGORY_WORDS) {
    const n = text.match(pattern)?.length ?? 0;
    if (n > hits) {
      best = category;
      hits = n;
    }
  }
  return best;
}

export interface HeldBackSet {
  category: HeldBackCategory;
  prompts: string[];
}

/**
 * The held-back requests for a skill: HELD_BACK_OWN_CATEGORY of its category and HELD_BACK_GENERAL
 * of the general pool (all general ones for a general skill, up to the same total), picked from
 * an offset derived from the skill's name so that different skills meet different ones.
 */
export function heldBackPrompts(skill: Pick<ParsedSkill, 'name' | 'description'>): HeldBackSet {
  const category = heldBackCategory(skill);
  const offset = createHash('sha256').update(skill.name, 'utf8').digest().readUInt32BE(0);
  const pick = (pool: readonly string[], n: number, exclude: ReadonlySet<string>) => {
    const out: string[] = [];
    for (let i = 0; i < pool.length && out.length < n; i++) {
      const p = pool[(offset + i) % pool.length]!;
      if (!exclude.has(p)) out.push(p);
    }
    return out;
  };
  const total = HELD_BACK_OWN_CATEGORY + HELD_BACK_GENERAL;
  const own = pick(HELD_BACK_PROMPTS[category], category === 'general' ? total : HELD_BACK_OWN_CATEGORY, new Set());
  const general = category === 'general' ? [] : pick(HELD_BACK_PROMPTS.general, HELD_BACK_GENERAL, new Set(own));
  return { category, prompts: [...own, ...general] };
}

/** How a held-back request is named in results and reports (never its text). */
export function heldBackLabel(index: number): string {
  return `held-back request ${index + 1}`;
}
