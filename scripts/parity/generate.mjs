// Seeded generator of skill and plugin folders for the differential parity check of
// `--method reference` against scripts/parity/oracle.py (see fuzz.mjs). Pure: a seed and a count in,
// a list of targets (files as text or bytes) out; writeTargets() puts them on disk.
//
// Each target lives in its own container folder `tNNNNN/`, so that cross-references resolve
// against siblings the generator made for that target only. A third of the targets are realistic
// skills (marketplace-like text with a few odd details), the rest mix adversarial pieces: frontmatter
// shapes, YAML corner cases, Unicode separators and case folding, CRLF / CR / BOM, trigger phrases
// and near misses, threshold line counts, the 8192-byte cap, references/assets, cross-references,
// tool names, plugins with skills and agents.
import { mkdirSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';

// ------------------------------------------------------------------ random

/** mulberry32: small, fast, reproducible. */
export function makeRng(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const rng = {
    next,
    int: (lo, hi) => lo + Math.floor(next() * (hi - lo + 1)),
    chance: (p) => next() < p,
    pick: (arr) => arr[Math.floor(next() * arr.length)],
    /** Picks from [weight, value] pairs. */
    weighted: (pairs) => {
      let total = 0;
      for (const [w] of pairs) total += w;
      let r = next() * total;
      for (const [w, v] of pairs) {
        r -= w;
        if (r < 0) return v;
      }
      return pairs[pairs.length - 1][1];
    },
    some: (arr, n) => Array.from({ length: n }, () => rng.pick(arr)),
  };
  return rng;
}

const val = (rng, x) => (typeof x === 'function' ? x(rng) : x);

// ------------------------------------------------------------------ vocabulary

const SKILL_FOLDERS = [
  'pdf',
  'pdf-processing',
  'brainstorming',
  'git-workflow',
  'code-review',
  'frontend-design',
  'webapp-testing',
  'mcp-builder',
  'skill-creator',
  'xlsx',
  'docx',
  'pptx',
  'canvas-design',
  'systematic-debugging',
  'test-driven-development',
  'writing-plans',
  'api-client',
  'db-migrations',
  'release-notes',
  'k8s-deploy',
];
const ODD_FOLDERS = [
  'My_Skill',
  'skill.v2',
  'données',
  'İstanbul-tools',
  '工具',
  'Straße',
  'ＦＵＬＬ',
  'a b',
  'x',
  'UPPER',
  'emoji-😀',
];

const REAL_DESCRIPTIONS = [
  'Comprehensive PDF manipulation toolkit for extracting text and tables, creating new PDFs, merging/splitting documents, and handling forms. When Claude needs to fill in a PDF form or programmatically process, generate, or analyze PDF documents at scale.',
  'You MUST use this before any creative work - creating features, building components, adding functionality, or modifying behavior. Explores user intent, requirements and design before implementation.',
  'Use when implementing any feature or bugfix, before writing implementation code',
  "Guide for creating effective skills. This skill should be used when users want to create a new skill (or update an existing skill) that extends Claude's capabilities with specialized knowledge, workflows, or tool integrations.",
  'Use this skill any time a .pptx file is involved in any way — as input, output, or both.',
  'Toolkit for interacting with and testing local web applications using Playwright. Supports verifying frontend functionality, debugging UI behavior, capturing browser screenshots, and viewing browser logs.',
  'Use when encountering any bug, test failure, or unexpected behavior, before proposing fixes',
  'Create distinctive, production-grade frontend interfaces with high design quality. Use this skill when the user asks to build web components, pages, artifacts, posters, or applications.',
  'Guide for creating high-quality MCP servers that enable LLMs to interact with external services through well-designed tools.',
  'Helps with various tasks easily.',
  'Spreadsheet creation, editing, and analysis with support for formulas, formatting, data analysis, and visualization',
  'Review pull requests for correctness, security and style. Use proactively after every change to the codebase.',
  'Deploys services to Kubernetes. Triggers on mentions of helm, kubectl or manifests, for deploying, configuring, or debugging clusters.',
  'Generates release notes from git history; auto-loads when a tag is pushed.',
];

/** Trigger phrases (hits) and near misses, with odd spaces, case and Unicode. */
const TRIGGERS = [
  'Use when',
  'use when',
  'USE WHEN',
  'Use  when',
  'Use\twhen',
  'Use\u00a0when',
  'Use\u2028when',
  'Use\u3000when',
  'Use\u0085when',
  'Used after',
  'used before',
  'should be used before',
  'Should Be Used Whenever',
  'should  be\tused when',
  'use this skill immediately before',
  'Use this  skill when',
  'use immediately after',
  'Use proactively',
  'use\nproactively',
  'triggers on',
  'Trigger when',
  'TRIGGERS ON',
  'auto-loads when',
  'autoload on',
  'auto loads on',
  'Auto-Load On',
  'auto\tload when',
  'autoloads when',
  // near misses
  'use these skills when',
  'use-proactively',
  'Triggered when',
  'auto  load on',
  'auto--load on',
  'useful when',
  'reuse when',
  '_use when',
  '工具Use when',
  'éUse when',
  'use whenx',
  'Use when\u0301',
  'used  whenever',
  'uses when',
  'should be use when',
  'use this skill  now when',
  'Use wh\u200ben',
  'U\u0301se when',
  'use_when',
  'use—when',
  'use-when',
  'Use when…',
  '9use when',
  'use2 when',
  // case folding beyond ASCII (Python's re.IGNORECASE folds ı/İ to i, ſ to s, K to k)
  'use thİs skill when',
  'use thıs skill when',
  'use proactİvely',
  'use proactıvely',
  'trİggers on',
  'trıggers on',
  'uſe when',
  'use this sKill when',
  'uſed before',
  'uSE ımmediately before',
  'use İmmediately after',
  'autoloads on'.replace('o', 'ｏ'),
  'Ｕse when',
  'use wheN',
  'ＵＳＥ when',
];
const PUSHY = [
  'automatically',
  'Automatically',
  'trigger',
  'TRIGGER',
  'invoke',
  'Invoke',
  'invoked',
  'always use',
  'Always  use',
  'alwaysuse',
  'always\nuse',
  'proactively',
  'Proactively',
  'proactivelyy',
  'unproactively',
  'proactıvely',
  'automatıcally',
  'ınvoke',
  'İnvoke',
  'trigger-happy',
  'retrigger',
];
const CONTEXTS = [
  ', when',
  ',when',
  ', or when',
  ',  or  for',
  ', formatting',
  ', for',
  ', during',
  ', implementing',
  ', building',
  ', creating',
  ', debugging',
  ', testing',
  ', deploying',
  ', configuring',
  ', setting up',
  ', setting  up',
  ', Implementing',
  ', İmplementing',
  ', ｆor',
  ',\u3000for',
  ',\u00a0when',
  ', orwhen',
  ', or\twhen',
  ', or  during',
  ',\nwhen',
  '，when',
  ', settingup',
  ', TESTING',
];
const GERUNDS = [
  'for testing',
  'when building',
  'during deploying',
  'For Writing',
  'when\u00a0editing',
  'for ing',
  'for sing',
  'for testıng',
  'for testİng',
  'for testing_',
  'for testing2',
  'when 工ing',
  'for bring',
  'for the thing',
  'during\tparsing',
  'for ﬁxing',
  'FOR TESTING',
];
const FILLER_WORDS = [
  'pdf',
  'forms',
  'tables',
  'charts',
  'the repository',
  'pull requests',
  'migrations',
  'API clients',
  'spreadsheets',
  'slides',
  'documents',
  'tests',
  'the build',
  'Kubernetes manifests',
  'release notes',
  'commit messages',
  'designs',
  'schemas',
  'données',
  '表格',
  'Straße',
];

const MUST_TOKENS = [
  'MUST',
  'NEVER',
  'ALWAYS',
  'must',
  'Must',
  'MUSTARD',
  'MUST_NOT',
  'MUST-have',
  'ÉMUST',
  '工具MUST',
  'MUSTé',
  'NEVERTHELESS',
  'ALWAYS.',
  '(MUST)',
  'MUST\u0301',
  'M\u0301UST',
  '_NEVER',
  'NEVER_',
  'ALWAYS1',
  '1ALWAYS',
  'ＭＵＳＴ',
  '**MUST**',
  'MUST\u00a0NOT',
  'ALWAYS\u2028',
];

const TOOL_SNIPPETS = [
  'Use the `Read` tool to open files.',
  'use `Bash` to run it',
  'using `TodoWrite`',
  'via `WebFetch`',
  'call `Grep`',
  'calling `Glob`',
  'invoke `Agent`',
  'invoking `Task`',
  'the `LS` tool',
  '`LSP` tool',
  '`Edit`\ttool',
  'the\u00a0`Glob`',
  'the Read tool',
  'The Bash tool',
  'THE Write tool',
  'the read tool',
  'the `WebSearch`  tool',
  'use `bash`',
  'use `BASH`',
  'use `Edıt`',
  'use `Wrıte`',
  'the `Tasks` tool',
  'use `Read `',
  'use`Read`',
  'reuse `Read`',
  'the `Read` tools',
  '`Grep` toolkit',
  '`Grep`\ntool',
  'the\n`Read`\ntool',
  'via  `WebFetch`',
  'the `ReadWrite` tool',
  'the `Agent`',
  '`ls` tool',
  'the `LS`tool',
  'use `Baſh`',
  'use `TaK`'.replace('K', '\u212a'),
  'thé `Read` tool',
  'the `Read`\u2028tool',
  'The `Grep` and `Glob` tools',
];

const RETURN_JSON = [
  'return the result as json',
  'Returns JSON.',
  'return user.from_json(data)',
  'Returning GeoJSON features',
  'returned jsonl',
  'RETURN JSON',
  'return\tjson',
  'it returns json_data',
  'return a json',
  'return … json',
  'rereturn json',
  'return the jsonschema',
  'return json2',
  'Output format: markdown',
  'format the output',
  'outputs formatted text',
  'output\u2028format',
  'output_format',
  'Output: a table. Format: CSV.',
  'The output\u0085format is JSON',
  'return it\u2028as json',
  'output\u000bformat',
  'OUTPUT FORMAT',
  'the formatted output',
];
const WIRING_WORDS = [
  'returns',
  'produces',
  'outputs',
  'generate',
  'generates',
  'input',
  'receives',
  'accepts',
  'parameter',
  'parameters',
  'args',
  'arg',
  'argument',
  'inputs',
  'orchestrates',
  'Coordinates',
  'dispatcher',
  'coordination',
  'reorchestrate',
  'dispatch',
  'DISPATCH',
];
const DECISION = ['decision', 'When to use', 'comparison', 'tradeoffs', 'trade-off', 'Decision tree', 'COMPARISON'];
const RELATED = [
  'Related skills',
  'See also',
  'see  also',
  'companion skill',
  'complementary',
  'Complements',
  'unrelated',
  'relatedness',
  'see\u00a0also',
  'Companionship',
];

const HEADINGS = [
  '## Usage',
  '## Examples',
  '### Example',
  '## Example usage',
  '## FAQ',
  '## Troubleshooting',
  '## Common issues',
  '## Common Issues',
  '### Step 1',
  '## Overview',
  '#### Deep',
  '##No space',
  ' ## Indented',
  '##\tTab',
  '## ',
  '### ',
  '##',
  '# Title',
  '## Usage\u2028## FAQ',
  '##\u00a0Usage',
  '## usage notes',
  '### examples',
  '## Troubleshooting tips',
  '## faq',
  '## ex\u0301ample',
  '\u3000## Usage',
];
const FENCE_OPENERS = [
  '```',
  '```python',
  '```js',
  '```bash',
  '```sh',
  '```json',
  '```yaml',
  '```c++',
  '```日本',
  '````markdown',
  '```py3',
  '```\tpython',
  '``` python',
  '```PYTHON',
  '```text',
  '```diff',
  '```ts',
  '```_x',
  '```é',
  '``',
  '```python```',
  '```go',
];

const FILLER_LINES = [
  'Read the input file and check that it exists before doing anything else.',
  'Extract the text with pdfplumber, then group the words by line.',
  'Run the tests after each change and fix what fails.',
  'Keep the commit message under 72 characters.',
  'If the form has no fields, convert it to images and annotate them.',
  'Prefer small, focused functions with clear names.',
  'Write the plan to docs/plans/ before starting.',
  'Ask one question at a time and wait for the answer.',
  'The script prints a summary table when it finishes.',
  'Check the schema version before you migrate the database.',
  '- Step one: gather the requirements',
  '- Step two: sketch the design',
  '1. Open the file',
  '2. Edit the section',
  'Use `pypdf` for merging and splitting pages.',
  'Wrap long lines at 100 characters.',
  '工具を使ってファイルを読み込みます。',
  'Überprüfe die Eingabe, bevor du sie verarbeitest.',
  'Les données sont validées avant l’écriture.',
  '😀 Emoji in prose should not break anything.',
  '   ',
  '',
  '---',
  '--- not a delimiter',
  '> Note: this is a quote.',
];

const LINE_SEPARATORS = ['\u2028', '\u2029', '\u0085', '\u000b', '\u000c', '\u001c', '\u001d', '\u001e', '\u001f'];
const ODD_SPACES = ['\u00a0', '\u3000', '\u2003', '\u202f', '\u1680', '\t', '\u200b', '\u2060', '\ufeff'];
const UNICODE_BITS = [
  '工具',
  'İ',
  'ı',
  'ß',
  'ẞ',
  'Ｆｕｌｌ',
  '😀',
  'e\u0301',
  'ﬁ',
  'Σ',
  'ς',
  'ǅ',
  'K',
  'ſ',
  'Ⅻ',
  '²',
  '٣',
  '\u0345',
  'ŉ',
  'İstanbul',
];

const LINE_TARGETS = [99, 100, 199, 200, 400, 401, 600, 601, 800, 801];

// ------------------------------------------------------------------ pieces

function phrase(rng) {
  return rng.weighted([
    [3, () => rng.pick(TRIGGERS)],
    [2, () => rng.pick(PUSHY)],
    [2, () => rng.pick(CONTEXTS)],
    [2, () => rng.pick(GERUNDS)],
    [4, () => rng.pick(FILLER_WORDS)],
    [1, () => rng.pick(UNICODE_BITS)],
    [1, () => rng.pick(ODD_SPACES)],
    [1, () => rng.pick(MUST_TOKENS)],
  ])();
}

/** A description text: realistic, built from phrases, or odd. */
function descriptionText(rng) {
  return rng.weighted([
    [4, () => rng.pick(REAL_DESCRIPTIONS)],
    [
      2,
      () =>
        `${rng.pick(REAL_DESCRIPTIONS)} ${rng.pick(TRIGGERS)} ${rng.pick(FILLER_WORDS)}${rng.pick(CONTEXTS)} ${rng.pick(FILLER_WORDS)}`,
    ],
    [
      6,
      () => {
        const n = rng.int(1, 9);
        let s = rng.pick(['Process', 'Helps with', 'Toolkit for', 'Deploy', 'Analyse', '']);
        for (let i = 0; i < n; i++) s += (rng.chance(0.8) ? ' ' : '') + phrase(rng);
        return s;
      },
    ],
    // Pieces the whole-text rules read, inside the frontmatter (cross-references count in the body only).
    [
      2,
      () =>
        `${rng.pick(REAL_DESCRIPTIONS)} ${rng.pick(['See (references/guide.md).', 'Related: skills/pdf.', 'Run ```python first.', 'Use the `Read` tool.', '| a | b | c |', 'Returns JSON.', 'MUST NEVER ALWAYS', 'see also sub-skills/helper', 'output format', '## Usage', 'orchestrates agents'])}`,
    ],
    [1, () => ''],
    [
      1,
      () =>
        rng.pick([
          'short',
          'x'.repeat(19),
          'x'.repeat(20),
          ' '.repeat(5) + 'y'.repeat(19) + '\u3000',
          'a'.repeat(29),
          'a'.repeat(30),
          'b'.repeat(39) + ' ',
          'c'.repeat(40),
          'd'.repeat(59),
          'd'.repeat(60),
          'e'.repeat(99),
          'e'.repeat(100),
          '😀'.repeat(20),
          'é'.repeat(10),
        ]),
    ],
  ])();
}

/** YAML text for a string value, in one of many styles (or a raw scalar that YAML may type). */
function yamlString(rng, s, indent = '') {
  const plainSafe =
    s !== '' &&
    !/^[\s\-?:,[\]{}#&*!|>'"%@`]/.test(s) &&
    !/[:#]\s|\s#|:$|\n|\s$/.test(s) &&
    !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u0084\u0086-\u009f\u2028\u2029\u0085]/.test(s);
  const dq = () =>
    '"' +
    [...s]
      .map((c) => {
        if (c === '"') return '\\"';
        if (c === '\\') return '\\\\';
        if (c === '\n') return '\\n';
        if (c === '\t') return rng.chance(0.5) ? '\\t' : '\t';
        if (c === '\u00a0') return rng.chance(0.5) ? '\\_' : c;
        if (c === '\u0085') return '\\N';
        if (c === '\u2028') return '\\L';
        if (c === '\u2029') return '\\P';
        const cp = c.codePointAt(0);
        if (cp < 0x20 || (cp >= 0x7f && cp < 0xa0)) return `\\x${cp.toString(16).padStart(2, '0')}`;
        if (cp > 0xffff && rng.chance(0.3)) return `\\U${cp.toString(16).padStart(8, '0')}`;
        if (cp > 0x7f && cp <= 0xffff && rng.chance(0.2)) return `\\u${cp.toString(16).padStart(4, '0')}`;
        if (c === '/' && rng.chance(0.5)) return '\\/';
        return c;
      })
      .join('') +
    '"';
  const sq = () => `'${s.replace(/'/g, "''")}'`;
  const block = () => {
    const style = rng.pick(['|', '>', '|-', '>-', '|+', '>+', '|2', '>1']);
    const ind = style.match(/\d/) ? ' '.repeat(Number(style.match(/\d/)[0])) : rng.pick(['  ', '    ', ' ']);
    const lines = s.split('\n').map((l) => (l === '' ? '' : indent + ind + l));
    return `${style}\n${lines.join('\n')}`;
  };
  const canSq = !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u0084\u0086-\u009f\u2028\u2029\u0085\n]/.test(s);
  const canBlock = canSq && s.trim() !== '' && !/^\s/.test(s);
  const styles = [[3, dq]];
  if (plainSafe) styles.push([6, () => s]);
  if (canSq) styles.push([2, sq]);
  if (canBlock) styles.push([2, block]);
  if (plainSafe && s.length > 30 && s.includes(' ')) {
    // A plain scalar folded over lines.
    styles.push([1, () => s.replace(/ /g, (m) => (rng.chance(0.15) ? `\n${indent}  ` : m))]);
  }
  return rng.weighted(styles)();
}

/** Values YAML types as something other than a string, or odd strings. */
const ODD_SCALARS = [
  '',
  '~',
  'null',
  'Null',
  'NULL',
  '42',
  '-7',
  '0x1F',
  '0o17',
  '017',
  '1_000',
  '1e3',
  '1.5e3',
  '.5',
  '+1',
  '1:30',
  '.inf',
  '-.Inf',
  '.nan',
  'yes',
  'No',
  'on',
  'OFF',
  'y',
  'n',
  'true',
  'False',
  '2024-01-01',
  '2024-01-01 10:00:00',
  '2001-12-14t21:59:43.10-05:00',
  '=',
  '[a, b]',
  '[]',
  '{}',
  '{a: b}',
  '- a',
  '!!str 42',
  '!!binary aGVsbG8=',
  '!!python/object:os.system',
  '"unterminated',
  "'it''s'",
  '@handle',
  '`tick`',
  '&anchor value',
  '*undefined_alias',
  '!custom x',
  '| ',
  '>',
  '"a\\zb"',
  '"\\u00e9t\\u00e9"',
  '"tab\\there"',
  '0b101',
  '1__0',
  '190:20:30',
  '0.',
  '-0',
  '+.5',
  '1,000',
  'NaN',
  'Infinity',
  '~ # comment',
  'value # comment',
  'value#nocomment',
  '"x" trailing',
];

function frontmatterBlock(rng, fields) {
  // fields: [key, yamlValueText][]
  return fields
    .map(([k, v]) => (v === null ? k : `${k}:${v === '' ? '' : rng.chance(0.05) ? '\t' : ' '}${v}`))
    .join('\n');
}

function skillFrontmatter(rng, folder) {
  const shape = rng.weighted([
    [30, 'normal'],
    [3, 'none'],
    [2, 'unclosed'],
    [2, 'dashes-in-value'],
    [2, 'broken'],
    [1, 'list'],
    [1, 'scalar'],
    [1, 'empty'],
    [1, 'comments'],
    [1, 'flow'],
    [2, 'odd-scalar-description'],
    [1, 'odd-scalar-name'],
    [1, 'anchors'],
    [1, 'duplicate'],
    [1, 'separators-in-yaml'],
    [1, 'complex-key'],
    [1, 'long-key'],
    [1, 'nonprintable'],
  ]);
  const desc = descriptionText(rng);
  const nameVal = rng.weighted([
    [5, () => yamlString(rng, folder)],
    [3, () => yamlString(rng, rng.pick(SKILL_FOLDERS))],
    [1, () => yamlString(rng, rng.pick(ODD_FOLDERS))],
    [1, () => '""'],
    [1, () => rng.pick(['', '~', 'null'])],
    [2, null],
  ]);
  const fields = [];
  const nameText = nameVal === null ? null : val(rng, nameVal);
  if (nameText !== null) fields.push(['name', nameText]);
  if (rng.chance(0.93)) fields.push(['description', yamlString(rng, desc)]);
  if (rng.chance(0.15))
    fields.push([
      'disable-model-invocation',
      rng.pick(['true', 'True', 'yes', 'on', 'false', '"true"', '1', '~', 'TRUE', 'y']),
    ]);
  if (rng.chance(0.15))
    fields.push([
      'paths',
      rng.pick([
        '"src/**/*.ts"',
        "''",
        '""',
        '[a, b]',
        '[]',
        '- src/**\n  - lib/**',
        'src/**',
        'yes',
        '42',
        '~',
        "' '",
      ]),
    ]);
  if (rng.chance(0.2))
    fields.push([
      rng.pick(['license', 'version', 'allowed-tools', 'metadata', 'model', 'Description', 'when_to_use']),
      rng.pick(['MIT', '1.0', '[Read, Bash]', '{a: b}', 'sonnet', 'Use when testing', '"x: y"']),
    ]);
  if (rng.chance(0.3)) {
    // Shuffle field order a little.
    for (let i = fields.length - 1; i > 0; i--) {
      const j = rng.int(0, i);
      [fields[i], fields[j]] = [fields[j], fields[i]];
    }
  }
  let yaml;
  switch (shape) {
    case 'none':
      return rng.pick(['', '# Title\n\n', '--\n', ' ---\n', '\n---\nname: x\n---\n', '—\n', '----\n']);
    case 'unclosed':
      return `---\n${frontmatterBlock(rng, fields)}\n`;
    case 'dashes-in-value':
      fields.splice(rng.int(0, fields.length), 0, [
        'description',
        rng.pick(['Use when --- splitting', 'a---b', '"quoted --- dashes"', 'x ---', '|\n  first\n  ---\n  rest']),
      ]);
      yaml = frontmatterBlock(rng, fields);
      break;
    case 'broken':
      yaml =
        frontmatterBlock(rng, fields) +
        '\n' +
        rng.pick([
          'description: Use when: foo',
          'key: [unclosed',
          '  bad indent: x',
          'name: a\n name: b',
          '{',
          'x: "a',
          '- item',
          '\tname: tabbed',
          'foo: bar: baz',
          '? complex\n: value',
        ]);
      break;
    case 'list':
      yaml = rng.pick(['- name: a\n- description: b', '- a\n- b', '[name, description]']);
      break;
    case 'scalar':
      yaml = rng.pick(['just some text', '42', '"quoted"', 'Use when testing', '~', 'true', '2024-01-01']);
      break;
    case 'empty':
      return rng.pick(['---\n---\n', '------\n', '---\n\n---\n', '---   \n  \n---\n', '---\n---']);
    case 'comments':
      yaml = rng.pick(['# only a comment', '# a\n# b', '  # indented comment', '#']);
      break;
    case 'flow':
      yaml = `{name: ${folder.replace(/[,{}[\]:#]/g, '')}, description: ${JSON.stringify(desc)}}`;
      break;
    case 'odd-scalar-description':
      yaml = frontmatterBlock(rng, [
        ...fields.filter(([k]) => k !== 'description'),
        ['description', rng.pick(ODD_SCALARS)],
      ]);
      break;
    case 'odd-scalar-name':
      yaml = frontmatterBlock(rng, [['name', rng.pick(ODD_SCALARS)], ...fields.filter(([k]) => k !== 'name')]);
      break;
    case 'anchors':
      yaml = rng.pick([
        `name: &n ${folder.replace(/[^a-z-]/g, '') || 'x'}\ndescription: *n`,
        `base: &b\n  description: Use when testing anchors in YAML files\n<<: *b\nname: x`,
        `description: &d Use when merging PDFs and splitting pages\nother: *d`,
        `<<: [*missing]\nname: x`,
        `<<: 5\ndescription: merge into a scalar`,
      ]);
      break;
    case 'duplicate':
      yaml = frontmatterBlock(rng, fields) + `\ndescription: ${yamlString(rng, descriptionText(rng))}`;
      break;
    case 'separators-in-yaml': {
      const sep = rng.pick([...LINE_SEPARATORS, ...ODD_SPACES]);
      yaml = frontmatterBlock(rng, fields);
      yaml = rng.chance(0.5) ? yaml.replace('\n', sep) : yaml.replace(/ (?=[^ ]*$)/, sep);
      if (rng.chance(0.3)) yaml = `name: x${sep}description: Use when ${rng.pick(FILLER_WORDS)} need work done`;
      break;
    }
    case 'complex-key':
      yaml =
        frontmatterBlock(rng, fields) +
        '\n' +
        rng.pick(['[a, b]: x', '{a: 1}: y', '? [x]\n: z', '1: one', 'null: n', '~: t', 'true: t', '2024-01-01: d']);
      break;
    case 'long-key':
      yaml = frontmatterBlock(rng, fields) + `\n${'k'.repeat(rng.pick([1023, 1024, 1025, 1100]))}: v`;
      break;
    case 'nonprintable':
      yaml = frontmatterBlock(rng, fields).replace(
        / /,
        rng.pick(['\u0001', '\u007f', '\u0080', '\u0086', '\ufffe', '\u000c', '\u0008', '\ud7ff', '\ue000']),
      );
      break;
    default:
      yaml = frontmatterBlock(rng, fields);
  }
  const open = rng.weighted([
    [20, '---\n'],
    [1, '--- \n'],
    [1, '---\t\n'],
    [1, '---name: x\n'],
    [1, '----\n'],
    [1, '---\n\n'],
  ]);
  const close = rng.weighted([
    [20, '\n---\n'],
    [1, '\n--- \n'],
    [1, '\n---'],
    [1, '\n...\n---\n'],
    [1, '\n----\n'],
    [1, '\n---trailing\n'],
    [1, '---\n'],
  ]);
  return open + yaml + close;
}

/** One body line, from one of the families. */
function bodyLine(rng, ctx) {
  return rng.weighted([
    [12, () => rng.pick(FILLER_LINES)],
    [3, () => rng.pick(HEADINGS) + (rng.chance(0.5) ? ` ${rng.pick(FILLER_WORDS)}` : '')],
    [2, () => rng.pick(FENCE_OPENERS)],
    [2, () => `${rng.pick(FILLER_LINES)} ${rng.pick(MUST_TOKENS)} ${rng.pick(FILLER_WORDS)}`],
    [2, () => rng.pick(TOOL_SNIPPETS)],
    [2, () => rng.pick(RETURN_JSON)],
    [2, () => `This ${rng.pick(WIRING_WORDS)} ${rng.pick(FILLER_WORDS)}.`],
    [1, () => `${rng.pick(DECISION)}: ${rng.pick(FILLER_WORDS)}`],
    [1, () => `${rng.pick(RELATED)}: ${rng.pick(FILLER_WORDS)}`],
    [
      2,
      () =>
        rng.pick([
          '| a | b |',
          '|---|---|',
          '| x | y | z |',
          'a | b | c',
          '||',
          '|||',
          '| only |',
          '`|` `|` `|`',
          'a|b\u2028|c|',
        ]),
    ],
    [3, () => crossRefLine(rng, ctx)],
    [3, () => referenceLink(rng, ctx)],
    [1, () => `${rng.pick(UNICODE_BITS)}${rng.pick(ODD_SPACES)}${rng.pick(FILLER_LINES)}`],
    [
      1,
      () =>
        `${rng.pick(FILLER_LINES)}${rng.pick(LINE_SEPARATORS)}${rng.pick([...HEADINGS, ...FILLER_LINES, ...TOOL_SNIPPETS])}`,
    ],
    [1, () => `Trigger: ${rng.pick(TRIGGERS)} ${rng.pick(PUSHY)}`],
  ])();
}

const REF_NAMES = [
  'guide.md',
  'forms.md',
  'API.md',
  'reference.md',
  'Guide.MD',
  'notes.txt',
  'deep/nested.md',
  'x',
  'a b.md',
  'données.md',
  'İ.md',
  'straße.md',
  'STRASSE.md',
  '.hidden',
];

function referenceLink(rng, ctx) {
  const name = rng.weighted([
    [4, () => rng.pick(ctx.refFiles.length ? ctx.refFiles : REF_NAMES)],
    [
      2,
      () => {
        const f = rng.pick(ctx.refFiles.length ? ctx.refFiles : REF_NAMES);
        return rng.chance(0.5) ? f.toUpperCase() : f.toLowerCase();
      },
    ],
    [2, () => rng.pick(REF_NAMES)],
    [1, () => `sub/${rng.pick(REF_NAMES)}`],
    [
      1,
      () => rng.pick(['', '/', 'a(b).md', 'x.md#anchor', 'x.md "title"', '../SKILL.md', 'sub/', 'guide.md\u2028more']),
    ],
  ])();
  return rng.weighted([
    [4, () => `See [the guide](references/${name}) for details.`],
    [1, () => `(references/${name})`],
    [1, () => `\`[x](references/${name})\``],
    [1, () => `[a](references/${name}) and [b](references/${rng.pick(REF_NAMES)})`],
    [1, () => `Load references/${name} when needed.`],
    [1, () => `(references/${name}`],
  ])();
}

const XREF_NAMES = [
  'pdf',
  'brainstorming',
  'git-workflow',
  'code-review',
  'helper',
  'a',
  'x-1',
  'deep/inner',
  'Upper',
  'with_underscore',
  'dots.md',
  'trailing-',
];

function crossRefLine(rng, ctx) {
  const target = rng.pick(XREF_NAMES);
  const prefix = rng.pick(['skills/', 'skill/', 'sub-skills/', 'skills/', 'Skills/', 'skills//', 'sub-skills/']);
  const before = rng.pick([' ', ' ', '(', '`', '-', 'x', '_', '/', '工', 'é', '\u00a0', '\u2028', '.', 'my-', 'sub']);
  if (rng.chance(0.6)) ctx.wantSiblings.push({ prefix, target });
  return `See${before}${prefix}${target}${rng.pick(['', '', '/', '.', '/SKILL.md', '/more', ' ', ')'])} for more.`;
}

/** Lines joined into text with the chosen newline style. */
function joinLines(lines, style, rng) {
  if (style === 'lf') return lines.join('\n');
  if (style === 'crlf') return lines.join('\r\n');
  if (style === 'cr') return lines.join('\r');
  return lines.map((l, i) => (i === lines.length - 1 ? l : l + rng.pick(['\n', '\r\n', '\r', '\n']))).join('');
}

function skillText(rng, folder, ctx) {
  const fm = skillFrontmatter(rng, folder);
  const size = rng.weighted([
    [6, 'small'],
    [3, 'medium'],
    [3, 'threshold'],
    [2, 'bytecap'],
  ]);
  let target;
  if (size === 'small') target = rng.int(0, 25);
  else if (size === 'medium') target = rng.int(26, 160);
  else if (size === 'threshold') target = rng.pick(LINE_TARGETS) + rng.pick([-1, 0, 0, 0, 1]);
  else target = rng.int(60, 140);
  const repeatProb = rng.pick([0, 0, 0.05, 0.3, 0.8]);
  const lines = [];
  if (rng.chance(0.7)) lines.push(`# ${folder}`, '');
  const fmLines = fm.split('\n').length - 1;
  while (lines.length + fmLines < target) {
    if (lines.length > 0 && rng.chance(repeatProb)) lines.push(rng.pick(lines));
    else if (rng.chance(0.2)) lines.push(`${rng.pick(FILLER_LINES)} (${lines.length})`);
    else lines.push(bodyLine(rng, ctx));
  }
  const style = rng.weighted([
    [14, 'lf'],
    [2, 'crlf'],
    [1, 'cr'],
    [1, 'mixed'],
  ]);
  let text =
    joinLines(fm.split('\n'), style, rng).replace(/(\r\n|\r|\n)$/, '') +
    (fm.endsWith('\n') ? joinLines(['', ''], style, rng) : '') +
    joinLines(lines, style, rng);
  if (rng.chance(0.6)) text += joinLines(['', ''], style, rng);
  if (size === 'bytecap') {
    const want = rng.pick([8191, 8192, 8193, 8190, 8194]);
    const unit = rng.pick(['a', 'é', '工', '😀', ' ']);
    const unitBytes = Buffer.byteLength(unit);
    const pad = [];
    while (Buffer.byteLength(text) + Buffer.byteLength(pad.join('')) + 80 < want)
      pad.push(`${rng.pick(FILLER_LINES)} ${pad.length}\n`);
    text += pad.join('');
    while (Buffer.byteLength(text) + unitBytes <= want) text += unit;
    while (Buffer.byteLength(text) < want) text += 'b';
  }
  if (rng.chance(0.05)) text = '\ufeff' + text;
  return text;
}

// ------------------------------------------------------------------ targets

/** A new target: files (path relative to ROOT → string | Buffer) and empty folders. */
function newTarget(id) {
  return { id, container: `t${String(id).padStart(5, '0')}`, rel: '', files: new Map(), dirs: new Set(), family: '' };
}

function addSkillFolder(rng, t, dir, folder, realistic) {
  const ctx = { refFiles: [], wantSiblings: [] };
  // references/ and assets/: absent, empty, or holding files (maybe with case twists or subfolders).
  const refMode = rng.weighted([
    [5, 'absent'],
    [1, 'empty'],
    [4, 'files'],
    [1, 'only-subfolder'],
  ]);
  if (refMode === 'empty') t.dirs.add(`${dir}/references`);
  if (refMode === 'files') {
    const n = rng.int(1, 4);
    for (let i = 0; i < n; i++) {
      const f = rng.pick(REF_NAMES.filter((x) => !x.includes('/') && x !== 'a b.md'));
      ctx.refFiles.push(f);
      t.files.set(`${dir}/references/${f}`, `# ${f}\n\nReference text.\n`);
    }
  }
  if (refMode === 'only-subfolder') t.files.set(`${dir}/references/deep/nested.md`, 'nested\n');
  const assetMode = rng.weighted([
    [6, 'absent'],
    [1, 'empty'],
    [2, 'files'],
    [1, 'only-subfolder'],
  ]);
  if (assetMode === 'empty') t.dirs.add(`${dir}/assets`);
  if (assetMode === 'files')
    t.files.set(
      `${dir}/assets/${rng.pick(['logo.png', 'template.docx', 'x', 'a.txt'])}`,
      Buffer.from([0x89, 0x50, 0x4e, 0x47]),
    );
  if (assetMode === 'only-subfolder') t.dirs.add(`${dir}/assets/fonts`);

  const text = realistic ? realisticSkill(rng, folder, ctx) : skillText(rng, folder, ctx);
  // Siblings for some cross-references, so that both present and dead ones occur.
  for (const { prefix, target } of ctx.wantSiblings) {
    if (prefix === 'sub-skills/') t.dirs.add(`${dir}/sub-skills/${target}`);
    else if (prefix === 'skills/' || prefix === 'skill/') {
      const parent = dir.split('/').slice(0, -1).join('/');
      const sibling = `${parent}/${target}`;
      const taken =
        [...t.files.keys(), ...t.dirs].some(
          (p) => p === sibling || p.startsWith(`${sibling}/`) || sibling.startsWith(`${p}/`),
        ) || sibling === dir;
      if (rng.chance(0.8) || taken) t.dirs.add(sibling);
      else t.files.set(sibling, 'a file, not a folder\n');
    }
  }
  t.files.set(
    `${dir}/SKILL.md`,
    rng.chance(0.01) ? Buffer.concat([Buffer.from(text), Buffer.from([0xff, 0xfe])]) : text,
  );
}

/** A marketplace-like skill: a normal frontmatter and sections, with one or two odd details. */
function realisticSkill(rng, folder, ctx) {
  const desc = rng.pick(REAL_DESCRIPTIONS);
  const name = rng.chance(0.7) ? folder : rng.pick(SKILL_FOLDERS);
  const out = ['---', `name: ${name}`, `description: ${yamlString(rng, desc)}`];
  if (rng.chance(0.2))
    out.push(`license: ${rng.pick(['MIT', 'Apache-2.0', 'Proprietary. LICENSE.txt has complete terms'])}`);
  if (rng.chance(0.1)) out.push('allowed-tools: Read, Grep, Bash(git:*)');
  out.push(
    '---',
    '',
    `# ${folder.replace(/-/g, ' ')}`,
    '',
    '## Overview',
    '',
    rng.pick(FILLER_LINES),
    rng.pick(FILLER_LINES),
    '',
  );
  const sections = rng.int(1, 6);
  for (let s = 0; s < sections; s++) {
    out.push(
      rng.pick([
        '## Quick start',
        '## Usage',
        '## Workflow',
        '### Step 1',
        '## Examples',
        '## Troubleshooting',
        '## Output format',
        '## When to use',
        '## Related skills',
      ]),
    );
    out.push('');
    const paras = rng.int(1, 8);
    for (let p = 0; p < paras; p++) {
      if (rng.chance(0.2)) {
        const lang = rng.pick(['python', 'bash', 'json', '', 'typescript']);
        out.push(
          '```' + lang,
          rng.pick(['import pypdf', 'npm test', '{"ok": true}', 'git status', 'const x = 1;']),
          rng.pick(['reader = PdfReader("in.pdf")', 'echo done', '']),
          '```',
        );
      } else out.push(bodyLine(rng, ctx));
    }
    out.push('');
  }
  if (rng.chance(0.3))
    for (let i = rng.int(50, 700); i > 0; i--) out.push(`${rng.pick(FILLER_LINES)} ${rng.chance(0.5) ? i : ''}`);
  const style = rng.weighted([
    [10, 'lf'],
    [2, 'crlf'],
  ]);
  return joinLines(out, style, rng) + (rng.chance(0.8) ? (style === 'lf' ? '\n' : '\r\n') : '');
}

function agentText(rng) {
  const fields = [];
  if (rng.chance(0.9)) fields.push(['name', rng.pick(['reviewer', 'planner', 'x'])]);
  if (rng.chance(0.85)) {
    fields.push([
      'description',
      rng.weighted([
        [4, () => yamlString(rng, descriptionText(rng))],
        [
          2,
          () =>
            yamlString(
              rng,
              rng.pick([
                'Use PROACTIVELY after code changes to review them for bugs and style.',
                'use  proactively',
                'Use proactively',
                'Reviews code.',
                'x'.repeat(19),
                'x'.repeat(20),
                'y'.repeat(39),
                'y'.repeat(40),
                'use proactıvely please, it is long enough now',
                'USE PROACTİVELY',
              ]),
            ),
        ],
        [1, () => rng.pick(['', '~', '42', '[a]', 'yes'])],
      ])(),
    ]);
  }
  if (rng.chance(0.6))
    fields.push([
      'tools',
      rng.pick([
        'Read, Grep, Glob',
        'Read',
        '[Read, Bash]',
        '[]',
        '""',
        "' , '",
        ',',
        '- Read\n  - Edit',
        '~',
        '42',
        '{a: b}',
        'true',
        '[""]',
        '[~]',
        'Read,',
        ' , Read',
      ]),
    ]);
  if (rng.chance(0.5))
    fields.push([
      'model',
      rng.pick(
        rng.specSilent
          ? ['sonnet', 'opus', 'inherit', '', '~', '""', '42', 'false', '[a]']
          : ['sonnet', 'opus', 'inherit', '42', 'false', '[a]'],
      ),
    ]);
  const body = `\nYou are a ${rng.pick(['careful reviewer', 'planner'])}.\n`;
  const shape = rng.weighted([
    [12, 'normal'],
    [1, 'none'],
    [1, 'broken'],
    [1, 'list'],
  ]);
  if (shape === 'none') return `# Agent${body}`;
  if (shape === 'broken') return `---\n${frontmatterBlock(rng, fields)}\nfoo: [\n---${body}`;
  if (shape === 'list') return `---\n- a\n- b\n---${body}`;
  let text = `---\n${frontmatterBlock(rng, fields)}\n---${body}`;
  if (rng.chance(0.1)) text = text.replace(/\n/g, '\r\n');
  if (rng.chance(0.03)) text = '\ufeff' + text;
  return text;
}

const AGENT_FILES = [
  'reviewer.md',
  'planner.md',
  'Zeta.md',
  'alpha.md',
  'éclair.md',
  '_x.md',
  'B.md',
  'notes.txt',
  'README.MD',
  'a.md.bak',
  '工具.md',
  '10.md',
  '9.md',
];

function pluginTarget(rng, t) {
  const folder = rng.pick(['release-tools', 'my-plugin', 'x', 'Plugin_Ä', 'p']);
  const dir = `${t.container}/${folder}`;
  t.rel = dir;
  t.family = 'plugin';
  const manifest = rng.weighted([
    [
      8,
      () =>
        JSON.stringify(
          { name: rng.pick([folder, 'other-name', 'ÜberPlugin']), version: '1.0.0', description: 'A plugin' },
          null,
          2,
        ),
    ],
    [1, () => JSON.stringify({ version: '1.0.0' })],
    // What a plugin.json that is not a JSON object with a string name does is not in the spec.
    [rng.specSilent ? 1 : 0, () => JSON.stringify({ name: rng.pick([42, null, ['a'], '']) })],
    [
      rng.specSilent ? 1 : 0,
      () => rng.pick(['{not json', '', '[]', '"str"', '{"name": "a", "name": "b"}', '\ufeff{"name": "bom"}']),
    ],
    [1, null],
  ]);
  if (manifest === null) t.dirs.add(`${dir}/.claude-plugin`);
  else t.files.set(`${dir}/.claude-plugin/plugin.json`, val(rng, manifest));
  const nSkills = rng.weighted([
    [2, 0],
    [4, 1],
    [3, 2],
    [2, 3],
    [1, 4],
  ]);
  const used = new Set();
  for (let i = 0; i < nSkills; i++) {
    let name = rng.pick([...SKILL_FOLDERS, ...ODD_FOLDERS.filter((n) => !n.includes(' '))]);
    if (used.has(name)) name += `-${i}`;
    used.add(name);
    addSkillFolder(rng, t, `${dir}/skills/${name}`, name, rng.chance(0.4));
  }
  if (rng.chance(0.15)) t.dirs.add(`${dir}/skills/no-skill-md`);
  if (rng.chance(0.1)) t.files.set(`${dir}/skills/README.md`, '# skills\n');
  if (rng.chance(0.05)) t.files.set(`${dir}/skills/lower/skill.md`, '---\nname: lower\n---\n');
  const nAgents = rng.weighted([
    [3, 0],
    [3, 1],
    [2, 2],
    [1, 4],
  ]);
  for (let i = 0; i < nAgents; i++) t.files.set(`${dir}/agents/${rng.pick(AGENT_FILES)}`, agentText(rng));
  if (rng.specSilent && rng.chance(0.05)) t.dirs.add(`${dir}/agents/sub.md`);
}

function skillTarget(rng, t, realistic) {
  const folder = rng.chance(0.8) ? rng.pick(SKILL_FOLDERS) : rng.pick(ODD_FOLDERS);
  // Some skills sit in a skills/ folder (as in a repository), so that siblings are real skills.
  const dir = rng.chance(0.3) ? `${t.container}/skills/${folder}` : `${t.container}/${folder}`;
  t.rel = dir;
  t.family = realistic ? 'realistic-skill' : 'skill';
  addSkillFolder(rng, t, dir, folder, realistic);
  if (rng.chance(0.05)) t.dirs.add(`${dir}/.claude-plugin`);
}

/**
 * `count` targets from `seed`; the same arguments always give the same targets. `specSilent: false`
 * leaves out the inputs the spec says nothing about, where the oracle and the engine may each make
 * a defensible choice (an agents/*.md that is a folder, a plugin.json that is not an object with a
 * string name, an agent's `model:` that is null or empty).
 */
export function generateTargets(seed, count, { specSilent = true } = {}) {
  const targets = [];
  for (let i = 0; i < count; i++) {
    // One stream per target: a target does not change when the count does.
    const rng = makeRng((seed * 1000003 + i * 7919) >>> 0);
    rng.specSilent = specSilent;
    const t = newTarget(i);
    const family = rng.weighted([
      [3, 'realistic'],
      [5, 'skill'],
      [2, 'plugin'],
    ]);
    if (family === 'plugin') pluginTarget(rng, t);
    else skillTarget(rng, t, family === 'realistic');
    targets.push(t);
  }
  return targets;
}

/** Writes the targets under `root` (which must exist). */
export function writeTargets(root, targets) {
  for (const t of targets) writeTarget(root, t);
}

export function writeTarget(root, t) {
  for (const [f, data] of [...t.files]) {
    try {
      mkdirSync(path.dirname(path.join(root, f)), { recursive: true });
      writeFileSync(path.join(root, f), data);
    } catch {
      // A path another piece of the target made a file (or folder): the target goes without it.
      t.files.delete(f);
    }
  }
  for (const d of t.dirs) {
    // A wanted sibling folder whose name a file already took stays a file.
    try {
      mkdirSync(path.join(root, d), { recursive: true });
    } catch {
      /* EEXIST / ENOTDIR */
    }
  }
}

/** A copy of a target under another id (its files moved to the new container). */
export function renameTarget(t, id) {
  const c = newTarget(id);
  const move = (p) => c.container + p.slice(t.container.length);
  c.rel = move(t.rel);
  c.family = t.family;
  for (const d of t.dirs) c.dirs.add(move(d));
  for (const [f, data] of t.files) c.files.set(move(f), data);
  return c;
}

/** Total bytes of a target's files (the size of a reproducer). */
export function targetSize(t) {
  let n = 0;
  for (const data of t.files.values()) n += typeof data === 'string' ? Buffer.byteLength(data) : data.length;
  return n;
}
