// The configuration file `.plugin-eval.yml`: parsed and checked here (pure), found on disk by
// findConfigFile (from the target up to the repository root, never above it). Unknown keys and
// wrong types are errors that name the key and its line. `effectiveSettings` layers defaults,
// the file, its matching `overrides` and the command line, remembering where each value came from.
import { promises as fsp } from 'node:fs';
import * as path from 'node:path';
import { minimatch } from 'minimatch';
import { FAIL_ON_KINDS, type FailOnKind } from './rules/failOn.js';
import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Node as YamlNode } from 'yaml';
import { DEPTHS, METHODS, type Depth, type Finding, type Method, type RuleSetting, type RuleSettings } from './types.js';

export const CONFIG_FILE = '.plugin-eval.yml';
/** Other names accepted for the same file. */
export const CONFIG_FILE_ALTERNATIVES = ['.plugin-eval.yaml'];
/** Limits on a configuration from a repository (hostile input in a pull request). */
export const CONFIG_LIMITS = { maxBytes: 64 * 1024, maxGlobs: 200, maxGlobLength: 300, maxOverrides: 100 } as const;

const LEVELS: readonly Finding['level'][] = ['high', 'medium', 'low', 'info'];

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

const SETTING_KEYS = ['method', 'depth', 'threshold', 'min-score', 'fail-on', 'rules'] as const;
const TOP_KEYS = [...SETTING_KEYS, 'ignore', 'overrides'];
const OVERRIDE_KEYS = ['files', ...SETTING_KEYS];

/** Parses and checks the text of a configuration file. Throws ConfigError. */
export function parseConfig(text: string, file: string): ConfigFile {
  if (Buffer.byteLength(text, 'utf8') > CONFIG_LIMITS.maxBytes) throw new ConfigError(`larger than ${CONFIG_LIMITS.maxBytes} bytes`, file);
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, uniqueKeys: true, prettyErrors: false });
  const lineOf = (node: YamlNode | null | undefined): number | undefined => (node?.range ? lineCounter.linePos(node.range[0]).line : undefined);
  if (doc.errors.length > 0) {
    const e = doc.errors[0];
    throw new ConfigError(`not valid YAML: ${e.message.split('\n')[0]}`, file, e.linePos?.[0]?.line);
  }
  const root = doc.contents;
  if (root === null || (isScalar(root) && (root.value === null || root.value === ''))) return { file, overrides: [] };
  if (!isMap(root)) throw new ConfigError('the top level must be a mapping of settings', file, lineOf(root));
  const fail = (message: string, node: YamlNode | null | undefined): never => {
    throw new ConfigError(message, file, lineOf(node));
  };

  const readSettings = (map: YamlNode, allowed: readonly string[], where: string): Record<string, YamlNode> => {
    if (!isMap(map)) fail(`${where} must be a mapping`, map);
    const out: Record<string, YamlNode> = {};
    for (const pair of (map as unknown as { items: Array<{ key: YamlNode; value: YamlNode }> }).items) {
      const key = isScalar(pair.key) ? String(pair.key.value) : null;
      if (key === null) fail(`${where}: keys must be plain names`, pair.key);
      if (!allowed.includes(key as string)) {
        fail(`${where ? `${where}.` : ''}${key}: unknown key (allowed: ${allowed.join(', ')})`, pair.key);
      }
      out[key as string] = pair.value;
    }
    return out;
  };

  const scalar = (node: YamlNode, key: string): unknown => {
    if (!isScalar(node)) fail(`${key}: expected a single value`, node);
    return (node as unknown as { value: unknown }).value;
  };
  const oneOf = <T extends string>(node: YamlNode, key: string, choices: readonly T[]): T => {
    const v = scalar(node, key);
    if (typeof v !== 'string' || !choices.includes(v as T)) fail(`${key}: expected one of ${choices.join(', ')}, got ${JSON.stringify(v)}`, node);
    return v as T;
  };
  const score = (node: YamlNode, key: string): number => {
    const v = scalar(node, key);
    if (typeof v !== 'number' || !Number.isFinite(v) || v < 0 || v > 100) fail(`${key}: expected a number from 0 to 100, got ${JSON.stringify(v)}`, node);
    return v as number;
  };
  const stringList = (node: YamlNode, key: string): string[] => {
    if (isScalar(node) && typeof node.value === 'string') return node.value.split(',').map((s) => s.trim()).filter(Boolean);
    if (!isSeq(node)) fail(`${key}: expected a list of strings`, node);
    return (node as unknown as { items: YamlNode[] }).items.map((item) => {
      const v = scalar(item, key);
      if (typeof v !== 'string') fail(`${key}: expected strings, got ${JSON.stringify(v)}`, item);
      return v as string;
    });
  };
  const globs = (node: YamlNode, key: string): string[] => {
    const list = stringList(node, key);
    if (list.length > CONFIG_LIMITS.maxGlobs) fail(`${key}: more than ${CONFIG_LIMITS.maxGlobs} patterns`, node);
    for (const g of list) if (g.length > CONFIG_LIMITS.maxGlobLength) fail(`${key}: a pattern longer than ${CONFIG_LIMITS.maxGlobLength} characters`, node);
    return list;
  };
  const rules = (node: YamlNode): Record<string, RuleSetting> => {
    if (!isMap(node)) fail('rules: expected a mapping of rule ids', node);
    const out: Record<string, RuleSetting> = {};
    for (const pair of (node as unknown as { items: Array<{ key: YamlNode; value: YamlNode }> }).items) {
      const id = isScalar(pair.key) ? String(pair.key.value) : '';
      if (!/^[A-Z][A-Z0-9_]*$/.test(id)) fail(`rules: ${JSON.stringify(id)} is not a rule id (e.g. MISSING_TRIGGER)`, pair.key);
      const key = `rules.${id}`;
      if (isScalar(pair.value)) {
        // Shorthand: `RULE: off`, `RULE: false`, or a finding level.
        const v = pair.value.value;
        if (v === false || v === 'off') out[id] = { enabled: false };
        else if (v === true || v === 'on') out[id] = { enabled: true };
        else if (typeof v === 'string' && LEVELS.includes(v as Finding['level'])) out[id] = { level: v as Finding['level'] };
        else fail(`${key}: expected off, on, a level (${LEVELS.join(', ')}) or a mapping`, pair.value);
        continue;
      }
      const fields = readSettings(pair.value, ['enabled', 'level'], key);
      const setting: RuleSetting = {};
      if (fields.enabled !== undefined) {
        const v = scalar(fields.enabled, `${key}.enabled`);
        if (typeof v !== 'boolean') fail(`${key}.enabled: expected true or false, got ${JSON.stringify(v)}`, fields.enabled);
        setting.enabled = v as boolean;
      }
      if (fields.level !== undefined) setting.level = oneOf(fields.level, `${key}.level`, LEVELS);
      out[id] = setting;
    }
    return out;
  };
  const settings = (fields: Record<string, YamlNode>, where: string): Settings => {
    const p = where ? `${where}.` : '';
    const s: Settings = {};
    if (fields.method !== undefined) s.method = oneOf(fields.method, `${p}method`, METHODS);
    if (fields.depth !== undefined) s.depth = oneOf(fields.depth, `${p}depth`, DEPTHS);
    if (fields.threshold !== undefined) s.threshold = score(fields.threshold, `${p}threshold`);
    if (fields['min-score'] !== undefined) s['min-score'] = score(fields['min-score'], `${p}min-score`);
    if (fields['fail-on'] !== undefined) {
      const list = stringList(fields['fail-on'], `${p}fail-on`);
      for (const k of list) if (!FAIL_ON_KINDS.includes(k as FailOnKind)) fail(`${p}fail-on: expected some of ${FAIL_ON_KINDS.join(', ')}, got ${JSON.stringify(k)}`, fields['fail-on']);
      s['fail-on'] = list as FailOnKind[];
    }
    if (fields.rules !== undefined) s.rules = rules(fields.rules);
    return s;
  };

  const top = readSettings(root, TOP_KEYS, '');
  const config: ConfigFile = { file, ...settings(top, ''), overrides: [] };
  if (top.ignore !== undefined) config.ignore = globs(top.ignore, 'ignore');
  if (top.overrides !== undefined) {
    if (!isSeq(top.overrides)) fail('overrides: expected a list of { files, … }', top.overrides);
    const items = (top.overrides as unknown as { items: YamlNode[] }).items;
    if (items.length > CONFIG_LIMITS.maxOverrides) fail(`overrides: more than ${CONFIG_LIMITS.maxOverrides} entries`, top.overrides);
    items.forEach((item, i) => {
      const where = `overrides[${i}]`;
      const fields = readSettings(item, OVERRIDE_KEYS, where);
      if (fields.files === undefined) fail(`${where}: 'files' is required (globs of target paths)`, item);
      config.overrides.push({ files: globs(fields.files, `${where}.files`), ...settings(fields, where) });
    });
  }
  return config;
}

/** Whether a target path (relative to the repository root, POSIX) matches one of the globs. */
export function matchesAny(targetPath: string, patterns: readonly string[]): boolean {
  const p = targetPath === '' ? '.' : targetPath;
  return patterns.some((g) => minimatch(p, g, { dot: true }) || minimatch(p, `${g.replace(/\/+$/, '')}/**`, { dot: true }));
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
export function effectiveSettings(config: ConfigFile | null, targetPath: string, cli: Settings, defaults: Defaults): EffectiveSettings {
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

/** `config --print`: each effective setting, its value and where it came from. */
export function renderEffectiveSettings(eff: EffectiveSettings, configFile: string | null): string {
  const lines = [`# configuration file: ${configFile ?? 'none found'}`];
  for (const [key, e] of Object.entries(eff) as Array<[string, Effective<unknown>]>) {
    lines.push(`${key}: ${JSON.stringify(e.value)}    # ${e.source}${e.from && e.source !== 'command line' ? ` (${e.from})` : ''}`);
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

/** Reads and parses a configuration file, checking its size before reading. Throws ConfigError. */
export async function loadConfigFile(file: string, displayPath: string): Promise<ConfigFile> {
  const st = await fsp.lstat(file).catch(() => null);
  if (!st?.isFile()) throw new ConfigError('not found (or not a regular file)', displayPath);
  if (st.size > CONFIG_LIMITS.maxBytes) throw new ConfigError(`larger than ${CONFIG_LIMITS.maxBytes} bytes`, displayPath);
  return parseConfig(await fsp.readFile(file, 'utf8'), displayPath);
}
