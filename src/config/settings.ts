// The configuration file `.plugin-eval.yml`: its settings, found on disk by findConfigFile (from
// the target up to the repository root, never above it); configFile.ts parses and checks its text.
// `effectiveSettings` layers defaults, the file, its matching `overrides` and the command line,
// remembering where each value came from.
import { promises as fsp } from 'node:fs';
import * as path from 'node:path';
import { compileGlob, globMatchesFolder } from '../glob/glob.js';
import type { FailOnKind } from '../rules/suppressions/failOn.js';
import type { Depth, Method, RuleSetting, RuleSettings } from '../contract/types.js';
import { CONFIG_FILE, CONFIG_FILE_ALTERNATIVES } from '../contract/weights.js';

export { CONFIG_FILE, CONFIG_FILE_ALTERNATIVES };
/** Limits on a configuration from a repository (hostile input in a pull request). */
export const CONFIG_LIMITS = { maxBytes: 64 * 1024, maxGlobs: 200, maxGlobLength: 300, maxOverrides: 100 } as const;

/** The settings a configuration can give (all optional). */
export interface Settings {
  method?: Method;
  depth?: Depth;
  threshold?: number;
  'min-score'?: number;
  'fail-on'?: FailOnKind[];
  ignore?: string[];
  rules?: Record<string, RuleSetting>;
}

export interface Override extends Omit<Settings, 'ignore'> {
  /** Globs of target paths (relative to the repository root) that this override applies to. */
  files: string[];
}

export interface ConfigFile extends Settings {
  /** Display path of the file. */
  file: string;
  overrides: Override[];
}

export class ConfigError extends Error {
  constructor(
    message: string,
    readonly file: string,
    readonly line?: number,
  ) {
    super(line !== undefined ? `${file}:${line}: ${message}` : `${file}: ${message}`);
    this.name = 'ConfigError';
  }
}

/**
 * Whether a target path (relative to the repository root, POSIX) matches one of the globs, as
 * .gitignore would leave its folder out (src/glob/glob.ts). Linear in the path.
 */
export function matchesAny(targetPath: string, patterns: readonly string[]): boolean {
  return patterns.some((g) => globMatchesFolder(compileGlob(g), targetPath));
}

/** Names of the overrides (`overrides[i] (files: …)`) whose `files` match a target, in order. */
export function appliedOverrides(config: ConfigFile | null, targetPath: string): string[] {
  const out: string[] = [];
  config?.overrides.forEach((o, i) => {
    if (matchesAny(targetPath, o.files)) out.push(`overrides[${i}] (files: ${o.files.join(', ')})`);
  });
  return out;
}

/**
 * Warnings for the `ignore` and `overrides[i].files` patterns that match none of a sweep's targets
 * (a pattern that silently does nothing is usually a mistake in it).
 */
export function unmatchedPatterns(config: ConfigFile | null, targetPaths: readonly string[]): string[] {
  if (!config) return [];
  const lists: Array<[string, readonly string[]]> = [
    ['ignore', config.ignore ?? []],
    ...config.overrides.map((o, i): [string, readonly string[]] => [`overrides[${i}].files`, o.files]),
  ];
  const out: string[] = [];
  for (const [key, patterns] of lists) {
    for (const g of patterns) {
      if (!targetPaths.some((t) => matchesAny(t, [g])))
        out.push(`${config.file}: ${key} pattern ${JSON.stringify(g)} matches no skill or plugin`);
    }
  }
  return out;
}

/** Where an effective value came from. */
export type SettingSource = 'default' | 'config' | 'override' | 'command line';

export interface Effective<T> {
  value: T;
  source: SettingSource;
  /** The file and override that set it, for `config --print`. */
  from?: string;
}

export interface EffectiveSettings {
  method: Effective<Method>;
  depth: Effective<Depth>;
  threshold: Effective<number | null>;
  'min-score': Effective<number | null>;
  'fail-on': Effective<FailOnKind[]>;
  ignore: Effective<string[]>;
  rules: Effective<RuleSettings>;
}

export interface Defaults {
  method: Method;
  depth: Depth;
}

/**
 * The settings for one target: defaults, then the file's top level, then each override whose
 * `files` match the target (in order), then what the command line gave.
 */
export function effectiveSettings(
  config: ConfigFile | null,
  targetPath: string,
  cli: Settings,
  defaults: Defaults,
): EffectiveSettings {
  const eff: EffectiveSettings = {
    method: { value: defaults.method, source: 'default' },
    depth: { value: defaults.depth, source: 'default' },
    threshold: { value: null, source: 'default' },
    'min-score': { value: null, source: 'default' },
    'fail-on': { value: [], source: 'default' },
    ignore: { value: [], source: 'default' },
    rules: { value: {}, source: 'default' },
  };
  const apply = (s: Settings, source: SettingSource, from?: string) => {
    if (s.method !== undefined) eff.method = { value: s.method, source, from };
    if (s.depth !== undefined) eff.depth = { value: s.depth, source, from };
    if (s.threshold !== undefined) eff.threshold = { value: s.threshold, source, from };
    if (s['min-score'] !== undefined) eff['min-score'] = { value: s['min-score'], source, from };
    if (s['fail-on'] !== undefined) eff['fail-on'] = { value: s['fail-on'], source, from };
    if (s.ignore !== undefined) eff.ignore = { value: s.ignore, source, from };
    if (s.rules !== undefined) {
      // Rule settings merge per rule: an override changes only the rules it names.
      const merged: Record<string, RuleSetting> = { ...eff.rules.value };
      for (const [id, r] of Object.entries(s.rules)) merged[id] = { ...merged[id], ...r };
      eff.rules = { value: merged, source, from };
    }
  };
  if (config) {
    apply(config, 'config', config.file);
    config.overrides.forEach((o, i) => {
      if (matchesAny(targetPath, o.files)) apply(o, 'override', `${config.file} overrides[${i}]`);
    });
  }
  apply(cli, 'command line');
  return eff;
}

/** `config --print`: each effective setting, its value and where it came from (and the overrides that apply). */
export function renderEffectiveSettings(
  eff: EffectiveSettings,
  configFile: string | null,
  overrides: readonly string[] = [],
): string {
  const lines = [`# configuration file: ${configFile ?? 'none found'}`];
  if (configFile)
    lines.push(overrides.length ? `# overrides that apply: ${overrides.join('; ')}` : '# overrides that apply: none');
  for (const [key, e] of Object.entries(eff) as Array<[string, Effective<unknown>]>) {
    lines.push(
      `${key}: ${JSON.stringify(e.value)}    # ${e.source}${e.from && e.source !== 'command line' ? ` (${e.from})` : ''}`,
    );
  }
  return `${lines.join('\n')}\n`;
}

/**
 * Finds the configuration file for a target: looks in the target's folder, then each parent, up to
 * and including `root` (the repository root) — never above it. Links are not followed.
 */
export async function findConfigFile(root: string, targetAbs: string): Promise<string | null> {
  const rootAbs = path.resolve(root);
  let dir = path.resolve(targetAbs);
  const rel = path.relative(rootAbs, dir);
  if (rel.startsWith('..') || path.isAbsolute(rel)) dir = rootAbs;
  for (;;) {
    for (const name of [CONFIG_FILE, ...CONFIG_FILE_ALTERNATIVES]) {
      const candidate = path.join(dir, name);
      const st = await fsp.lstat(candidate).catch(() => null);
      if (st?.isFile()) return candidate;
    }
    if (dir === rootAbs) return null;
    const parent = path.dirname(dir);
    if (parent === dir) return null;
    dir = parent;
  }
}
