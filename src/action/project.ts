// The repository's `.plugin-eval.yml` and `.plugin-eval-baseline.json` as the Action reads them:
// at the repository root, from the pull request's base commit (so that a pull request cannot
// loosen its own gate) or from the workspace (sweep), through a FileSource — so a link that leads
// out of the tree or into .git is refused, never followed, and sizes are checked before reading.
// Inputs the workflow set explicitly win over the file; the file wins over the defaults.
import {
  applyBaseline,
  BASELINE_FILE,
  parseBaseline,
  regressedAgainstBaseline,
  summariseBaseline,
  type Baseline,
} from '../config/baseline.js';
import {
  CONFIG_FILE,
  ConfigError,
  effectiveSettings,
  matchesAny,
  type ConfigFile,
  type EffectiveSettings,
} from '../config/settings.js';
import { parseConfig } from '../config/parse.js';
import type { EvaluateOptions } from '../engine/evaluate.js';
import { mdText } from '../text/escape.js';
import type { FileSource } from '../read/source.js';
import type { CheckAnnotation } from '../adapters/github.js';
import { DEFAULT_METHOD, type EvalOutcome, type EvalResult } from '../contract/types.js';
import { DEFAULT_DEPTH, type ActionInputs } from './inputs.js';
import { ProjectFileError, readProjectFiles, type ProjectFiles, type ProjectFileText } from './projectFiles.js';

export { ProjectFileError, readProjectFiles, type ProjectFiles, type ProjectFileText };
import type { GateDecision, TargetGate } from './gate.js';

/** Keys of an override that the Action cannot apply per target (one depth per run). */
const RUN_WIDE_KEYS = ['depth'] as const;

/** Parses what readProjectFiles read. Throws ProjectFileError naming the file and line. */
export function parseProjectFiles(files: ProjectFiles): { config: ConfigFile | null; baseline: Baseline | null } {
  let config: ConfigFile | null = null;
  if (files.config) {
    try {
      config = parseConfig(files.config.text, files.config.name);
    } catch (err) {
      if (err instanceof ConfigError) throw new ProjectFileError(err.message, err.file, err.line);
      throw err;
    }
  }
  let baseline: Baseline | null = null;
  if (files.baseline) {
    try {
      baseline = parseBaseline(files.baseline.text, files.baseline.name);
    } catch (err) {
      throw new ProjectFileError(err instanceof Error ? err.message : String(err), files.baseline.name);
    }
  }
  return { config, baseline };
}

/** What the Action runs with: the inputs with the configuration applied, and where it came from. */
export interface ActionProject {
  /** The inputs, with depth, method, threshold, min-score and fail-on from the file where no input set them. */
  inputs: ActionInputs;
  /** The run-wide settings and where each came from (`command line` = an input). */
  settings: EffectiveSettings;
  config: ConfigFile | null;
  baseline: Baseline | null;
  /** Where the files were read: `the base commit 0123abcd…` or `the workspace`. */
  where: string;
  /** The files as read (a pull request's head is compared against them). */
  files: ProjectFiles;
  /** The configuration or baseline could not be used: the gate fails with this message. */
  error: ProjectFileError | null;
  /** Things to tell in the comment and summary (overrides the Action cannot apply). */
  notes: string[];
}

/**
 * Applies the files read from `where` to the inputs. An unusable file leaves the inputs and the
 * defaults in charge and is kept as `error` (the run still scores and writes its report, then fails).
 */
export function projectFrom(
  inputs: ActionInputs,
  files: ProjectFiles | ProjectFileError,
  where: string,
): ActionProject {
  let parsed: { config: ConfigFile | null; baseline: Baseline | null } = { config: null, baseline: null };
  let error: ProjectFileError | null = null;
  if (files instanceof ProjectFileError) error = files;
  else {
    try {
      parsed = parseProjectFiles(files);
    } catch (err) {
      if (!(err instanceof ProjectFileError)) throw err;
      error = err;
    }
  }
  const config = parsed.config;
  // The run-wide values: the file's top level (its overrides apply per target), under the inputs.
  const settings = effectiveSettings(config ? { ...config, overrides: [] } : null, '.', inputs.explicit, {
    method: DEFAULT_METHOD,
    depth: DEFAULT_DEPTH,
  });
  const notes: string[] = [];
  config?.overrides.forEach((o, i) => {
    const ignored = RUN_WIDE_KEYS.filter((k) => o[k] !== undefined);
    if (ignored.length) {
      notes.push(
        `${config.file} overrides[${i}] sets depth: the Action scores the whole run at one depth, so that key is not applied per target.`,
      );
    }
  });
  return {
    inputs: {
      ...inputs,
      depth: settings.depth.value,
      method: settings.method.value,
      threshold: settings.threshold.value,
      minScore: settings['min-score'].value,
      failOn: settings['fail-on'].value,
    },
    settings,
    config,
    baseline: parsed.baseline,
    where,
    files: files instanceof ProjectFileError ? { config: null, baseline: null } : files,
    error,
    notes,
  };
}

/** Reads and applies the files at the root of `source`; a read failure becomes the project's error. */
export async function loadProject(inputs: ActionInputs, source: FileSource, where: string): Promise<ActionProject> {
  let files: ProjectFiles | ProjectFileError;
  try {
    files = await readProjectFiles(source);
  } catch (err) {
    if (!(err instanceof ProjectFileError)) throw err;
    files = err;
  }
  return projectFrom(inputs, files, where);
}

/** The project when no configuration could be read at all (the base commit is out of reach). */
export function unreadableProject(inputs: ActionInputs, where: string, why: string): ActionProject {
  return projectFrom(
    inputs,
    new ProjectFileError(
      `the configuration could not be read from ${where} (${why}), so the gate it sets cannot be applied`,
      CONFIG_FILE,
    ),
    where,
  );
}

/** Whether a target (path relative to the repository root) is left out by `ignore`. */
export function ignoredTarget(project: ActionProject | null, targetPath: string): boolean {
  const ignore = project?.settings.ignore.value ?? [];
  // The same matching as the CLI's sweep.
  return ignore.length > 0 && matchesAny(targetPath, ignore);
}

/**
 * The gate values the configuration's overrides give one target (threshold, min-score, fail-on),
 * or null when none of them is set for it by an override (or an input set it for the whole run).
 */
export function targetGate(project: ActionProject | null, targetPath: string): TargetGate | null {
  if (!project?.config?.overrides.length) return null;
  const eff = effectiveSettings(project.config, targetPath, project.inputs.explicit, {
    method: DEFAULT_METHOD,
    depth: DEFAULT_DEPTH,
  });
  const gate: TargetGate = {};
  if (eff.threshold.source === 'override') gate.threshold = eff.threshold.value;
  if (eff['min-score'].source === 'override') gate.minScore = eff['min-score'].value;
  if (eff['fail-on'].source === 'override') gate.failOn = eff['fail-on'].value;
  return Object.keys(gate).length ? gate : null;
}

/** The engine options for one target: its method and rules, from the file's overrides that match it. */
export function targetOptions(
  project: ActionProject | null,
  targetPath: string,
): Pick<EvaluateOptions, 'method' | 'rules'> {
  if (!project) return {};
  const eff = effectiveSettings(project.config, targetPath, project.inputs.explicit, {
    method: DEFAULT_METHOD,
    depth: DEFAULT_DEPTH,
  });
  return { method: eff.method.value, rules: eff.rules.value };
}

/**
 * Marks the results' anti-patterns and findings new or baselined, and says what the baseline
 * excuses: a target below a score floor that has nothing new and did not fall. Null without a baseline.
 */
export function baselineVerdict(
  project: ActionProject | null,
  outcomes: readonly EvalOutcome[],
): { note: string; excused: (r: EvalResult) => boolean } | null {
  const baseline = project?.baseline;
  if (!baseline) return null;
  const results = outcomes.flatMap((o) => (o.ok ? [o.result] : []));
  const comparison = applyBaseline(results, baseline);
  return {
    note: `Baseline ${BASELINE_FILE} (from ${project!.where}): ${summariseBaseline(comparison)}. Only new problems fail the gate.`,
    excused: (r) => !regressedAgainstBaseline(r, baseline),
  };
}

/** The run's annotation for an unusable configuration, on the line it names. */
export function projectAnnotation(error: ProjectFileError): CheckAnnotation {
  const line = error.line ?? 1;
  return {
    path: error.file,
    start_line: line,
    end_line: line,
    annotation_level: 'failure',
    title: 'PluginEval configuration',
    message: error.message,
  };
}

/**
 * One line for the gate: why the configuration fails the run. The gate line is markdown in the
 * comment and the check run, and a pull request's own file can put any key in the message: escaped.
 */
export function projectErrorLine(error: ProjectFileError): string {
  return `Configuration error: ${mdText(error.message)}${error.line !== undefined && !error.message.includes(`:${error.line}:`) ? ` (line ${error.line})` : ''}`;
}

/**
 * A pull request that changes the configuration or the baseline: a note that the change takes
 * effect after merge (this run follows the base's), and the head's error when its new file is invalid.
 */
export function headChanges(
  project: ActionProject,
  head: ProjectFiles | ProjectFileError,
): { notes: string[]; error: ProjectFileError | null } {
  if (head instanceof ProjectFileError) return { notes: [], error: head };
  const notes: string[] = [];
  const base = project.files;
  const same = (a: ProjectFileText | null, b: ProjectFileText | null) =>
    a === null ? b === null : b !== null && a.name === b.name && a.text === b.text;
  let error: ProjectFileError | null = null;
  if (!same(base.config, head.config)) {
    const name = head.config?.name ?? base.config?.name ?? CONFIG_FILE;
    notes.push(
      `This pull request ${head.config === null ? 'removes' : base.config === null ? 'adds' : 'changes'} ${name}: the change takes effect after merge; this check follows the configuration of the base branch.`,
    );
    if (head.config) {
      try {
        parseProjectFiles({ config: head.config, baseline: null });
      } catch (err) {
        if (!(err instanceof ProjectFileError)) throw err;
        error = err;
      }
    }
  }
  if (!same(base.baseline, head.baseline)) {
    notes.push(
      `This pull request ${head.baseline === null ? 'removes' : base.baseline === null ? 'adds' : 'changes'} ${BASELINE_FILE}: the change takes effect after merge; this check compares against the base branch's baseline.`,
    );
    if (head.baseline && !error) {
      try {
        parseProjectFiles({ config: null, baseline: head.baseline });
      } catch (err) {
        if (!(err instanceof ProjectFileError)) throw err;
        error = err;
      }
    }
  }
  return { notes, error };
}

/** Reads the head's files for headChanges; a read failure is returned, not thrown. */
export async function readHeadFiles(source: FileSource): Promise<ProjectFiles | ProjectFileError> {
  try {
    return await readProjectFiles(source);
  } catch (err) {
    if (err instanceof ProjectFileError) return err;
    throw err;
  }
}

/** The gate with the configuration's errors folded in: the run fails, and the line says why. */
export function withProjectErrors(gate: GateDecision, errors: readonly ProjectFileError[]): GateDecision {
  if (errors.length === 0) return gate;
  const why = errors.map(projectErrorLine).join(' ');
  return { ...gate, passed: false, conclusion: 'failure', line: gate.passed ? `❌ ${why}` : `${gate.line} ${why}` };
}

/** One note: which file set what, and where it was read (`threshold 80, fail-on spec`). */
export function projectNote(project: ActionProject): string | null {
  if (!project.config) return null;
  const fromFile = Object.entries(project.settings)
    .filter(([, e]) => e.source === 'config')
    .map(([k, e]) =>
      k === 'rules'
        ? `settings of ${Object.keys(e.value as object).length} rule(s)`
        : `${k} ${Array.isArray(e.value) ? e.value.join(', ') || 'none' : String(e.value)}`,
    );
  const fromInputs = Object.entries(project.settings)
    .filter(([, e]) => e.source === 'command line')
    .map(([k]) => k);
  const overrides = project.config.overrides.length ? `, ${project.config.overrides.length} override(s) by path` : '';
  return (
    `Configuration ${project.config.file} read from ${project.where}: ${fromFile.length ? fromFile.join(', ') : 'no run-wide setting'}${overrides}` +
    `${fromInputs.length ? `; set by the workflow's inputs instead: ${fromInputs.join(', ')}` : ''}.`
  );
}

/** The configuration in the JSON report: each run-wide value and where it came from. */
export function projectJson(project: ActionProject | null): Record<string, unknown> | null {
  if (!project) return null;
  const settings: Record<string, unknown> = {};
  for (const [k, e] of Object.entries(project.settings))
    settings[k] = { value: e.value, source: e.source === 'command line' ? 'input' : e.source };
  return {
    file: project.config?.file ?? null,
    read_from: project.where,
    baseline: project.baseline ? BASELINE_FILE : null,
    error: project.error?.message ?? null,
    settings,
  };
}
