// Commands for setting a repository up and living with the rules: `explain RULE`,
// `config --print`, `baseline` and `init-workflow`. The rules' pages and the sweep are loaded by
// the actions that use them.
import { promises as fsp } from 'node:fs';
import * as path from 'node:path';
import { Option, type Command } from 'commander';
import {
  buildBaseline,
  BASELINE_FILE,
  BASELINE_MAX_BYTES,
  parseBaseline,
  renderBaseline,
  type Baseline,
} from '../../config/baseline.js';
import type { ConfigFile, EffectiveSettings, Settings } from '../../config/settings.js';
import { CONFIG_FILE } from '../../contract/weights.js';
import type { FailOnKind } from '../../rules/suppressions/failOn.js';
import { DEFAULT_METHOD, type Depth, type EvalResult } from '../../contract/types.js';
import { errorLine, EXIT, UsageError, type CliContext, type CommandModule } from '../common.js';
import { locate, type Located } from '../locate.js';
import { ACTION_PLACEHOLDER, ACTION_REF_PATTERN, workflowFiles, type RepositoryLayout } from './workflows.js';

/** The configuration for a located target: `--config PATH`, else the nearest file up to the root. */
export async function configFor(loc: Located, explicit: string | undefined, cwd: string): Promise<ConfigFile | null> {
  // The configuration's module (and its glob matcher) is loaded by the commands that read one.
  const { ConfigError, findConfigFile } = await import('../../config/settings.js');
  const file = explicit ? path.resolve(cwd, explicit) : await findConfigFile(loc.root, loc.abs);
  if (!file) return null;
  const shown = explicit ?? (path.relative(loc.root, file).split(path.sep).join('/') || CONFIG_FILE);
  try {
    // The YAML parser is loaded only when there is a file to parse.
    const { loadConfigFile } = await import('../../config/parse.js');
    return await loadConfigFile(file, shown);
  } catch (err) {
    if (err instanceof ConfigError) throw new UsageError(`configuration error: ${err.message}`);
    throw err;
  }
}

function registerExplain(program: Command, ctx: CliContext): void {
  program
    .command('explain')
    .description('print the documentation page of a rule (what it checks, why, examples, the fix)')
    .argument('<rule>', 'rule id, e.g. MISSING_TRIGGER')
    .action(async (id: string) => {
      const { findRule, renderRulePage, similarRules } = await import('../../rules/docs.js');
      const rule = findRule(id);
      if (!rule) {
        const similar = similarRules(id);
        throw new UsageError(
          `no rule named ${JSON.stringify(id)}${similar.length ? ` (did you mean ${similar.join(', ')}?)` : ''}; docs/rules/README.md lists them all`,
        );
      }
      ctx.stdout(renderRulePage(rule));
    });
}

function registerConfig(program: Command, ctx: CliContext): void {
  program
    .command('config')
    .description(
      `show the effective settings for a target and where each came from (${CONFIG_FILE}, overrides, defaults)`,
    )
    .argument('[path]', 'skill, plugin or repository folder', '.')
    .option('--print', 'print the effective settings (the default action)')
    .option('--config <file>', `configuration file (default: the nearest ${CONFIG_FILE} up to the repository root)`)
    .action(async (p: string, opts: { config?: string }) => {
      const loc = await locate(p, ctx.cwd);
      const config = await configFor(loc, opts.config, ctx.cwd);
      const { appliedOverrides, effectiveSettings, renderEffectiveSettings } = await import('../../config/settings.js');
      const eff = effectiveSettings(config, loc.rel, {}, { method: DEFAULT_METHOD, depth: 'standard' });
      ctx.stdout(renderEffectiveSettings(eff, config?.file ?? null, appliedOverrides(config, loc.rel)));
    });
}

function registerBaseline(program: Command, ctx: CliContext): void {
  program
    .command('baseline')
    .description(`record every current anti-pattern and finding in ${BASELINE_FILE}, so that only new ones fail a gate`)
    .argument('[root]', 'repository folder to sweep', '.')
    .option('--file <file>', `where to write it (default: ${BASELINE_FILE} in the repository root)`)
    .option('--config <file>', `configuration file (default: the nearest ${CONFIG_FILE})`)
    .addOption(new Option('--method <method>', 'static method').choices(['calibrated', 'reference']))
    .action(async (rootArg: string, opts: { file?: string; config?: string; method?: 'calibrated' | 'reference' }) => {
      const loc = await locate(rootArg, ctx.cwd);
      const config = await configFor(loc, opts.config, ctx.cwd);
      const { effectiveSettings } = await import('../../config/settings.js');
      const eff = effectiveSettings(config, loc.rel, opts.method ? { method: opts.method } : {}, {
        method: 'calibrated',
        depth: 'quick',
      });
      const { runSweep } = await import('../../sweep/run.js');
      const run = await runSweep(loc.source, loc.rel, {
        depth: 'quick',
        method: eff.method.value,
        rules: eff.rules.value,
        warn: () => undefined,
        ignore: eff.ignore.value,
      });
      const results: EvalResult[] = [];
      for (const o of run.outcomes) {
        if (o.ok) results.push(o.result);
        else ctx.say(errorLine(o.error));
      }
      const baseline = buildBaseline(results, eff.method.value);
      const file = opts.file ? path.resolve(ctx.cwd, opts.file) : path.join(loc.root, BASELINE_FILE);
      await fsp.writeFile(file, renderBaseline(baseline));
      ctx.stdout(
        `Recorded ${baseline.entries.length} anti-pattern(s) and finding(s) of ${results.length} target(s) in ${file}.\nCommit it; from now on only new ones fail a gate, and fixed ones are reported as gone.\n`,
      );
      if (run.outcomes.some((o) => !o.ok)) ctx.exitCode = EXIT.usage;
    });
}

async function detectLayout(root: string): Promise<RepositoryLayout> {
  const exists = (p: string) =>
    fsp.lstat(path.join(root, p)).then(
      () => true,
      () => false,
    );
  if (await exists('.claude-plugin/marketplace.json')) return 'marketplace';
  if (await exists('SKILL.md')) return 'skill';
  if ((await exists('plugins')) || (await exists('.claude-plugin/plugin.json'))) return 'marketplace';
  return 'skill';
}

function registerInitWorkflow(program: Command, ctx: CliContext): void {
  program
    .command('init-workflow')
    .description('write the pull-request workflow, the weekly sweep and a starter configuration into a repository')
    .argument('[root]', 'repository folder', '.')
    .addOption(
      new Option(
        '--layout <layout>',
        'a single-skill repository or a marketplace of plugins and skills (default: detected)',
      ).choices(['skill', 'marketplace']),
    )
    .option('--force', 'overwrite files that already exist')
    .option(
      '--action <owner/repo@ref>',
      `what the workflows' uses: names (default: the placeholder ${ACTION_PLACEHOLDER}, to fill in)`,
    )
    .action(async (rootArg: string, opts: { layout?: RepositoryLayout; force?: boolean; action?: string }) => {
      if (opts.action !== undefined && !ACTION_REF_PATTERN.test(opts.action)) {
        throw new UsageError(
          `--action: expected owner/repo@ref (a tag, branch or commit), got ${JSON.stringify(opts.action)}`,
        );
      }
      const root = path.resolve(ctx.cwd, rootArg);
      const st = await fsp.stat(root).catch(() => null);
      if (!st?.isDirectory()) throw new UsageError(`no such folder: ${rootArg}`);
      const layout = opts.layout ?? (await detectLayout(root));
      const files = workflowFiles(layout, opts.action);
      const written: string[] = [];
      const skipped: string[] = [];
      for (const [rel, text] of files) {
        const file = path.join(root, rel);
        const there = await fsp.lstat(file).then(
          () => true,
          () => false,
        );
        if (there && !opts.force) {
          skipped.push(rel);
          continue;
        }
        await fsp.mkdir(path.dirname(file), { recursive: true });
        await fsp.writeFile(file, text);
        written.push(rel);
      }
      const lines = [
        `Set up plugin-eval for a ${layout === 'skill' ? 'single-skill repository' : 'marketplace'} in ${root}.`,
      ];
      if (written.length) lines.push('', 'Wrote:', ...written.map((f) => `  ${f}`));
      if (skipped.length) lines.push('', 'Kept (already there; --force overwrites):', ...skipped.map((f) => `  ${f}`));
      if (opts.action === undefined && written.some((f) => f.startsWith('.github/'))) {
        lines.push(
          '',
          `Before committing, replace ${ACTION_PLACEHOLDER} in the workflows with the repository you use the Action from and`,
          'a tag or commit of it (or run again with --force --action owner/repo@ref): this tool does not know a published name.',
        );
      }
      lines.push(
        '',
        'Commit them:',
        `  git add ${written.join(' ') || files.map(([f]: [string, string]) => f).join(' ')}`,
        '  git commit -m "Score skills with plugin-eval on pull requests and weekly"',
        '',
        'For the LLM layers, add an ANTHROPIC_API_KEY repository secret; without it the static layer scores alone.',
        'The gate (threshold, min-score, fail-on) is set in .plugin-eval.yml; the workflows do not override it.',
        '',
      );
      ctx.stdout(lines.join('\n'));
    });
}

export const registerSetup: CommandModule = (program, ctx) => {
  registerExplain(program, ctx);
  registerConfig(program, ctx);
  registerBaseline(program, ctx);
  registerInitWorkflow(program, ctx);
};

/** What a command's own flags say, before the configuration file is applied. */
export interface ProjectFlags {
  config?: string;
  /** A baseline file, or false for --no-baseline; undefined: the repository's own, when there is one. */
  baseline?: string | false;
  method?: string;
  depth?: Depth;
  threshold?: number;
  failOn?: FailOnKind[];
}

/** The settings a command runs with: the configuration's, the command line's, and the baseline. */
export interface ProjectSettings {
  config: ConfigFile | null;
  settings: EffectiveSettings;
  baseline: Baseline | null;
}

/**
 * Applies the configuration file under the command line: a flag the user typed wins, a flag left
 * at its default gives way to the file (and its overrides for this target). Reads the baseline.
 */
export async function projectSettings(
  loc: Located,
  flags: ProjectFlags,
  ctx: CliContext,
  cmd?: Command,
  forced: Settings = {},
): Promise<ProjectSettings> {
  const typed = (name: string, value: unknown): boolean =>
    value !== undefined && (cmd ? cmd.getOptionValueSource(name) === 'cli' : true);
  const cli: Settings = { ...forced };
  if (typed('method', flags.method)) cli.method = flags.method === 'reference' ? 'reference' : 'calibrated';
  if (typed('depth', flags.depth) && !forced.depth) cli.depth = flags.depth;
  if (typed('threshold', flags.threshold)) cli.threshold = flags.threshold;
  if (typed('failOn', flags.failOn)) cli['fail-on'] = flags.failOn;
  const config = await configFor(loc, flags.config, ctx.cwd);
  const { effectiveSettings } = await import('../../config/settings.js');
  const settings = effectiveSettings(config, loc.rel, cli, {
    method: DEFAULT_METHOD,
    depth: flags.depth ?? 'standard',
  });
  let baseline: Baseline | null = null;
  if (flags.baseline !== false) {
    const file = flags.baseline ? path.resolve(ctx.cwd, flags.baseline) : path.join(loc.root, BASELINE_FILE);
    const st = await fsp.lstat(file).catch(() => null);
    if (st?.isFile()) {
      if (st.size > BASELINE_MAX_BYTES)
        throw new UsageError(`${file}: baseline larger than ${BASELINE_MAX_BYTES} bytes`);
      try {
        baseline = parseBaseline(await fsp.readFile(file, 'utf8'), file);
      } catch (err) {
        throw new UsageError((err as Error).message);
      }
    } else if (flags.baseline) {
      throw new UsageError(`no baseline at ${flags.baseline}; write one with: plugin-eval baseline`);
    }
  }
  return { config, settings, baseline };
}

/** --config, --baseline and --no-baseline, for the commands that score. */
export function addProjectOptions(cmd: Command): Command {
  return cmd
    .option(
      '--config <file>',
      `configuration file (default: the nearest ${CONFIG_FILE} from the target up to the repository root)`,
    )
    .option(
      '--baseline <file>',
      `baseline of accepted problems (default: ${BASELINE_FILE} at the repository root, when there is one)`,
    )
    .option('--no-baseline', 'ignore any baseline: every problem counts');
}
