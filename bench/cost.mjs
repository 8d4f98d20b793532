// npm run bench:cost — what LLM evaluation of a typical ~2,000-token SKILL.md costs at each depth
// with the default models, and what prompt caching saves. It runs the compiled layers (build/)
// through the real SDK against the loopback fake Messages API, which reports usage as the real API
// does and caches a prefix only from each model's documented minimum length on (src/llm/models.ts).
// Billed-input equivalent = input + cache writes × 1.25 + cache reads × 0.1, compared with the
// same run without caching. Every row (standard, deep, thorough) must bill ≤ 20 % of its uncached
// input (exit code 1 if not). The table makes every Monte Carlo run (--no-early-stop: the most
// calls); a second deep row lets the runs stop early, as they do by default, on the fake's uniform
// replies (the fewest calls) and must meet the target too. Also: the batch run's cost against
// direct calls (batch price: 50 %).
//
// The fake lives in __tests__/helpers/fakeAnthropic.ts; it imports node built-ins and the model
// table, so it is transpiled here on the fly with that import pointed at build/llm/models.js.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import * as os from 'node:os';
import * as path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';

const TARGET_RATIO = 0.2;
const WRITE_FACTOR = 1.25;
const READ_FACTOR = 0.1;
const DEPTHS = [
  { depth: 'standard', runs: 0 },
  { depth: 'deep', runs: 50 },
  { depth: 'thorough', runs: 100 },
];

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tmp = await mkdtemp(path.join(os.tmpdir(), 'plugin-eval-bench-'));
try {
  const source = await readFile(path.join(root, '__tests__/helpers/fakeAnthropic.ts'), 'utf8');
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  });
  const fakePath = path.join(tmp, 'fakeAnthropic.mjs');
  const modelsUrl = pathToFileURL(path.join(root, 'build/llm/models.js')).href;
  await writeFile(
    fakePath,
    outputText.replace(/(['"])\.\.\/\.\.\/src\/llm\/models\.js\1/, JSON.stringify(modelsUrl)),
    'utf8',
  );
  const fake = await import(pathToFileURL(fakePath).href);
  const { createLlmLayers, DEFAULT_MODELS } = await import(
    pathToFileURL(path.join(root, 'build/adapters/anthropic.js')).href
  );
  const { DEFAULT_JUDGES_BY_DEPTH } = await import(pathToFileURL(path.join(root, 'build/cli/llm.js')).href);

  const { parseSkill } = await import(pathToFileURL(path.join(root, 'build/parse/skill.js')).href);
  const skill = benchSkill(parseSkill);
  const skillTokens = fake.estimateTokens(skill.text);

  /** One evaluation at `depth` as score/certify run it; minCacheableTokens undefined = each model's documented minimum. */
  async function evaluate({ depth, runs, promptCaching, minCacheableTokens, batch = false, earlyStop = false }) {
    const server = await fake.startFakeAnthropic({
      // The agent loads the skill for the requests written to trigger it, not for the near-misses.
      router: fake.schemaModel({
        text: 'Here is how I would do it, step by step. '.repeat(16),
        chooseSkill: (prompt, names) =>
          /^(prompts|should_trigger)/.test(prompt) ? (names.find((n) => n === skill.name) ?? null) : null,
      }),
      ...(minCacheableTokens === undefined ? {} : { minCacheableTokens }),
    });
    try {
      const layers = createLlmLayers({
        apiKey: 'bench-key',
        baseURL: server.url,
        models: DEFAULT_MODELS,
        concurrency: 4,
        timeoutMs: 30_000,
        maxRetries: 0,
        cacheDir: null,
        promptCaching,
        earlyStop,
        judges: DEFAULT_JUDGES_BY_DEPTH[depth],
        batch: batch
          ? { stateFile: path.join(tmp, `batch-${depth}-${Date.now()}.json`), pollIntervalMs: 5, idleMs: 5 }
          : null,
      });
      const [judge, mc] = await Promise.all([
        layers.judge(skill),
        runs > 0 ? layers.monteCarlo(skill, runs) : Promise.resolve(null),
      ]);
      if (judge.metadata.unmeasured.length > 0 || (mc && Object.keys(mc.dimensions).length !== 4))
        throw new Error('the fake did not answer every call');
      if (batch && server.requests.some((r) => r.path === '/v1/messages'))
        throw new Error('a batch run made direct calls');
      const totals = {
        calls: server.calls().length,
        batches: server.batches.length,
        input: 0,
        write: 0,
        read: 0,
        output: 0,
      };
      for (const usage of server.usage.values()) {
        totals.input += usage.input_tokens;
        totals.write += usage.cache_creation_input_tokens;
        totals.read += usage.cache_read_input_tokens;
        totals.output += usage.output_tokens;
      }
      if (process.env.BENCH_DETAIL && depth === 'deep' && promptCaching) {
        const groups = {};
        for (const r of server.calls()) {
          const u = server.usage.get(r.index);
          const kind = `${r.body.model} ${r.body.tool_choice?.name ?? r.body.tool_choice?.type ?? 'text'}`;
          const g = (groups[kind] ??= { calls: 0, billed: 0, uncached: 0 });
          g.calls++;
          g.billed +=
            u.input_tokens + WRITE_FACTOR * u.cache_creation_input_tokens + READ_FACTOR * u.cache_read_input_tokens;
          g.uncached += u.input_tokens + u.cache_creation_input_tokens + u.cache_read_input_tokens;
        }
        console.error(groups);
      }
      const billed = totals.input + WRITE_FACTOR * totals.write + READ_FACTOR * totals.read;
      const uncachedInput = totals.input + totals.write + totals.read;
      const usd = Object.values(layers.usage()).reduce((sum, u) => sum + u.estimated_cost_usd, 0);
      return { ...totals, billed, uncachedInput, usd };
    } finally {
      await server.close();
    }
  }

  const fmt = (n) => Math.round(n).toLocaleString('en-US');
  const pct = (x) => `${(x * 100).toFixed(1)}%`;
  console.log(
    `A typical SKILL.md of ${fmt(skillTokens)} tokens; models: prompt ${DEFAULT_MODELS.prompt}, rubric ${DEFAULT_MODELS.rubric}, simulate ${DEFAULT_MODELS.simulate};`,
  );
  console.log(
    "each model's documented minimum cacheable prefix applied. Billed input = input + cache writes × 1.25 + cache reads × 0.1.\n",
  );
  console.log(
    '| depth | calls | input tokens (uncached) | billed input, cached | billed / uncached | output tokens | USD, cached | USD, uncached |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
  const ratios = {};
  const rows = {};
  for (const { depth, runs } of DEPTHS) {
    const cached = await evaluate({ depth, runs, promptCaching: true });
    const uncached = await evaluate({ depth, runs, promptCaching: false });
    const ratio = cached.billed / uncached.billed;
    ratios[depth] = ratio;
    rows[depth] = cached;
    console.log(
      `| ${depth} | ${cached.calls} | ${fmt(uncached.billed)} | ${fmt(cached.billed)} | ${pct(ratio)} | ${fmt(cached.output)} | $${cached.usd.toFixed(4)} | $${uncached.usd.toFixed(4)} |`,
    );
  }
  console.log('');
  for (const [depth, ratio] of Object.entries(ratios)) {
    console.log(
      `${depth}: billed input ${pct(ratio)} of uncached (target ≤ ${TARGET_RATIO * 100}%: ${ratio <= TARGET_RATIO ? 'met' : 'MISSED'})`,
    );
  }
  // Runs stopped early (the default): fewer cheap cached replies, so a higher share billed.
  const early = await evaluate({ depth: 'deep', runs: 50, promptCaching: true, earlyStop: true });
  const earlyBase = await evaluate({ depth: 'deep', runs: 50, promptCaching: false, earlyStop: true });
  ratios['deep, stopped early'] = early.billed / earlyBase.billed;
  console.log(
    `deep, runs stopped early (${early.calls} calls, $${early.usd.toFixed(4)}): billed input ${pct(ratios['deep, stopped early'])} of uncached (target ≤ ${TARGET_RATIO * 100}%: ${ratios['deep, stopped early'] <= TARGET_RATIO ? 'met' : 'MISSED'})`,
  );
  const allMet = Object.values(ratios).every((ratio) => ratio <= TARGET_RATIO);

  // Every marked prefix cached, whatever its length: what the ordering alone would give.
  const ideal = await evaluate({ depth: 'deep', runs: 50, promptCaching: true, minCacheableTokens: 0 });
  const idealBase = await evaluate({ depth: 'deep', runs: 50, promptCaching: false, minCacheableTokens: 0 });
  console.log(`deep, had every marked prefix been cached: ${pct(ideal.billed / idealBase.billed)}`);

  // The same deep certification through the Message Batches API (certify --batch, report --batch): same calls, half the price.
  const batched = await evaluate({ depth: 'deep', runs: 50, promptCaching: true, batch: true });
  const batchRatio = batched.usd / rows.deep.usd;
  console.log(
    `deep through batches (${batched.batches} batches, ${batched.calls} calls): $${batched.usd.toFixed(4)} = ${pct(batchRatio)} of direct calls (batch price: 50%)`,
  );
  process.exitCode = allMet && Math.abs(batchRatio - 0.5) < 0.05 ? 0 : 1;
} finally {
  await rm(tmp, { recursive: true, force: true });
}

/** A ~2,000-token SKILL.md (about 8,000 characters), the same every run, parsed by the engine's parser. */
function benchSkill(parseSkill) {
  const name = 'release-notes';
  const description =
    'Write release notes from merged pull requests and commit history. Use when the user asks for a changelog, ' +
    'release notes or a summary of changes between two tags.';
  const sections = [];
  for (let i = 1; i <= 12; i++) {
    sections.push(
      `## Step ${i}: ${['Collect', 'Group', 'Summarise', 'Check', 'Format', 'Publish', 'Review'][i % 7]} the changes\n\n` +
        `Read the pull requests merged since the previous tag (part ${i}). For each one, note the title, the labels, ` +
        'the linked issues and whether it changes public behaviour. Breaking changes go first, then features, then ' +
        'fixes, then internal work. Keep each entry to one line that says what changed for the user, not how.\n\n' +
        '```bash\n' +
        `git log --merges --pretty=format:'%s' v1.${i}.0..HEAD | grep -i 'pull request'\n` +
        '```\n\n' +
        `| Label | Section | Example (${i}) |\n|---|---|---|\n| breaking | Breaking changes | Removed the --legacy flag |\n` +
        '| feature | New | Added JSON output |\n| fix | Fixed | Crash on empty input |\n',
    );
  }
  const body = `# Release notes\n\nTurn merged work into notes a user can read in a minute.\n\n${sections.join('\n')}\n## Troubleshooting\n\nIf a pull request has no label, read its diff and decide; say so in the notes.\n`;
  const text = `---\nname: ${name}\ndescription: ${description}\n---\n${body}`;
  return parseSkill({
    kind: 'skill',
    path: `skills/${name}`,
    dirName: name,
    file: `skills/${name}/SKILL.md`,
    bytes: new TextEncoder().encode(text),
    references: null,
    assets: null,
    crossRefExists: {},
    readFindings: [],
  });
}
