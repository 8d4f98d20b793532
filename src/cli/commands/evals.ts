// `plugin-eval evals init PATH`: drafts evals/evals.json for a skill that has none (a model writes
// 3–5 cases with expectations from the skill; the author edits them). Never overwrites an
// existing file without --force.
import { promises as fsp } from 'node:fs';
import * as path from 'node:path';
import type { Command } from 'commander';
import { EXIT, UsageError, type CliContext } from '../common.js';
import { locate } from '../locate.js';

interface InitOptions {
  force?: boolean;
  modelRubric?: string;
  timeout?: number;
}

export function registerEvals(program: Command, ctx: CliContext): void {
  const evals = program
    .command('evals')
    .description(
      "the skill's own evals (evals/evals.json), run with and without the skill at depth standard or deeper",
    );
  evals
    .command('init')
    .description(
      'draft evals/evals.json for a skill: a model writes 3–5 realistic cases with expectations from the skill, for you to edit',
    )
    .argument('<path>', 'skill folder (with SKILL.md)')
    .option('--force', 'replace an existing evals/evals.json')
    .option('--model-rubric <model>', 'model that drafts the cases (Sonnet tier)')
    .action(async (arg: string, opts: InitOptions) => {
      const loc = await locate(arg, ctx.cwd);
      const [{ EVALS_FILE }, { parseSkill }, { loadTarget }] = await Promise.all([
        import('../../evals/parse.js'),
        import('../../parse/skill.js'),
        import('../../read/target.js'),
      ]);
      const snapshot = await loadTarget(loc.source, loc.rel).catch((err: Error) => {
        throw new UsageError(err.message);
      });
      if (snapshot.kind !== 'skill') throw new UsageError(`${arg} is not a skill folder (no SKILL.md)`);
      const target = path.join(loc.abs, ...EVALS_FILE.split('/'));
      const exists = await fsp.stat(target).then(
        () => true,
        () => false,
      );
      if (exists && !opts.force)
        throw new UsageError(
          `${path.relative(ctx.cwd, target) || target} already exists; edit it, or draft a new one with --force`,
        );
      const apiKey = ctx.env.ANTHROPIC_API_KEY?.trim();
      if (!apiKey) throw new UsageError('evals init needs a model: set ANTHROPIC_API_KEY');
      const adapter = await import('../../adapters/anthropic.js');
      const llm = adapter.createLlmLayers({
        apiKey,
        baseURL: ctx.env.ANTHROPIC_BASE_URL?.trim() || undefined,
        models: { ...adapter.DEFAULT_MODELS, rubric: opts.modelRubric ?? adapter.DEFAULT_MODELS.rubric },
        concurrency: 1,
        maxRetries: adapter.DEFAULT_MAX_RETRIES,
        warn: ctx.warn,
      });
      const skill = parseSkill(snapshot);
      const draft = await llm.draftEvals(skill);
      if (!draft.ok) {
        ctx.say(`evals init: no draft for ${skill.name} (${draft.reason})`);
        ctx.exitCode = EXIT.usage;
        return;
      }
      await fsp.mkdir(path.dirname(target), { recursive: true });
      await fsp.writeFile(target, `${JSON.stringify(draft.suite, null, 2)}\n`, 'utf8');
      ctx.say(
        `wrote ${path.relative(ctx.cwd, target) || target}: ${draft.suite.evals.length} drafted evals for ${skill.name}. Read and edit them before you rely on them.`,
      );
    });
}
