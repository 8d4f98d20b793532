// Parses and checks the text of a configuration file (YAML, pure) and reads one from disk. Unknown
// keys and wrong types are errors that name the key and its line. Apart from config.ts so that the
// YAML parser is loaded only when there is a configuration file.
import { promises as fsp } from 'node:fs';
import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Node as YamlNode } from 'yaml';
import { CONFIG_LIMITS, ConfigError, type ConfigFile, type Settings } from './settings.js';
import { FAIL_ON_KINDS, type FailOnKind } from '../rules/suppressions/failOn.js';
import { compileGlob, GlobError } from '../glob/glob.js';
import { DEPTHS, METHODS, type Finding, type RuleSetting } from '../contract/types.js';

const LEVELS: readonly Finding['level'][] = ['high', 'medium', 'low', 'info'];

const SETTING_KEYS = ['method', 'depth', 'threshold', 'min-score', 'fail-on', 'rules'] as const;
const TOP_KEYS = [...SETTING_KEYS, 'ignore', 'overrides'];
const OVERRIDE_KEYS = ['files', ...SETTING_KEYS];

type YamlPair = { key: YamlNode; value: YamlNode };

/** Reads the nodes of one configuration file; every error names the key and its line. */
class ConfigReader {
  constructor(
    readonly file: string,
    private readonly lineCounter: LineCounter,
  ) {}

  lineOf(node: YamlNode | null | undefined): number | undefined {
    return node?.range ? this.lineCounter.linePos(node.range[0]).line : undefined;
  }

  fail(message: string, node: YamlNode | null | undefined): never {
    throw new ConfigError(message, this.file, this.lineOf(node));
  }

  /** A mapping's values by key, every key one of `allowed`. */
  readSettings(map: YamlNode, allowed: readonly string[], where: string): Record<string, YamlNode> {
    if (!isMap(map)) this.fail(`${where} must be a mapping`, map);
    const out: Record<string, YamlNode> = {};
    for (const pair of (map as unknown as { items: YamlPair[] }).items) {
      const key = isScalar(pair.key) ? String(pair.key.value) : null;
      if (key === null) this.fail(`${where}: keys must be plain names`, pair.key);
      if (!allowed.includes(key as string)) {
        this.fail(`${where ? `${where}.` : ''}${key}: unknown key (allowed: ${allowed.join(', ')})`, pair.key);
      }
      out[key as string] = pair.value;
    }
    return out;
  }

  scalar(node: YamlNode, key: string): unknown {
    if (!isScalar(node)) this.fail(`${key}: expected a single value`, node);
    return (node as unknown as { value: unknown }).value;
  }

  oneOf<T extends string>(node: YamlNode, key: string, choices: readonly T[]): T {
    const v = this.scalar(node, key);
    if (typeof v !== 'string' || !choices.includes(v as T))
      this.fail(`${key}: expected one of ${choices.join(', ')}, got ${JSON.stringify(v)}`, node);
    return v as T;
  }

  score(node: YamlNode, key: string): number {
    const v = this.scalar(node, key);
    if (typeof v !== 'number' || !Number.isFinite(v) || v < 0 || v > 100)
      this.fail(`${key}: expected a number from 0 to 100, got ${JSON.stringify(v)}`, node);
    return v as number;
  }

  /** A list of strings, or one comma-separated string. */
  stringList(node: YamlNode, key: string): string[] {
    if (isScalar(node) && typeof node.value === 'string')
      return node.value
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
    if (!isSeq(node)) this.fail(`${key}: expected a list of strings`, node);
    return (node as unknown as { items: YamlNode[] }).items.map((item) => {
      const v = this.scalar(item, key);
      if (typeof v !== 'string') this.fail(`${key}: expected strings, got ${JSON.stringify(v)}`, item);
      return v as string;
    });
  }

  /** A list of globs, each checked to compile. */
  globs(node: YamlNode, key: string): string[] {
    const list = this.stringList(node, key);
    if (list.length > CONFIG_LIMITS.maxGlobs) this.fail(`${key}: more than ${CONFIG_LIMITS.maxGlobs} patterns`, node);
    const items = isSeq(node) ? (node as unknown as { items: YamlNode[] }).items : [];
    list.forEach((g, i) => {
      if (g.length > CONFIG_LIMITS.maxGlobLength)
        this.fail(`${key}: a pattern longer than ${CONFIG_LIMITS.maxGlobLength} characters`, node);
      try {
        compileGlob(g);
      } catch (err) {
        if (!(err instanceof GlobError)) throw err;
        this.fail(`${key}: ${JSON.stringify(g)}: ${err.message}`, items[i] ?? node);
      }
    });
    return list;
  }

  /** `rules:` a setting per rule id. */
  rules(node: YamlNode): Record<string, RuleSetting> {
    if (!isMap(node)) this.fail('rules: expected a mapping of rule ids', node);
    const out: Record<string, RuleSetting> = {};
    for (const pair of (node as unknown as { items: YamlPair[] }).items) {
      const id = isScalar(pair.key) ? String(pair.key.value) : '';
      if (!/^[A-Z][A-Z0-9_]*$/.test(id))
        this.fail(`rules: ${JSON.stringify(id)} is not a rule id (e.g. MISSING_TRIGGER)`, pair.key);
      out[id] = this.ruleSetting(pair.value, `rules.${id}`);
    }
    return out;
  }

  /** One rule's setting: `off`, `on`, a level, or a mapping of `enabled` and `level`. */
  ruleSetting(node: YamlNode, key: string): RuleSetting {
    if (isScalar(node)) {
      // Shorthand: `RULE: off`, `RULE: false`, or a finding level.
      const v = node.value;
      if (v === false || v === 'off') return { enabled: false };
      if (v === true || v === 'on') return { enabled: true };
      if (typeof v === 'string' && LEVELS.includes(v as Finding['level'])) return { level: v as Finding['level'] };
      this.fail(`${key}: expected off, on, a level (${LEVELS.join(', ')}) or a mapping`, node);
    }
    const fields = this.readSettings(node, ['enabled', 'level'], key);
    const setting: RuleSetting = {};
    if (fields.enabled !== undefined) {
      const v = this.scalar(fields.enabled, `${key}.enabled`);
      if (typeof v !== 'boolean')
        this.fail(`${key}.enabled: expected true or false, got ${JSON.stringify(v)}`, fields.enabled);
      setting.enabled = v as boolean;
    }
    if (fields.level !== undefined) setting.level = this.oneOf(fields.level, `${key}.level`, LEVELS);
    return setting;
  }

  /** `fail-on:` finding kinds. */
  failOn(node: YamlNode, key: string): FailOnKind[] {
    const list = this.stringList(node, key);
    for (const k of list)
      if (!FAIL_ON_KINDS.includes(k as FailOnKind))
        this.fail(`${key}: expected some of ${FAIL_ON_KINDS.join(', ')}, got ${JSON.stringify(k)}`, node);
    return list as FailOnKind[];
  }

  /** The settings of the top level or of an override: method, depth, threshold, min-score, fail-on, rules. */
  settings(fields: Record<string, YamlNode>, where: string): Settings {
    const p = where ? `${where}.` : '';
    const s: Settings = {};
    if (fields.method !== undefined) s.method = this.oneOf(fields.method, `${p}method`, METHODS);
    if (fields.depth !== undefined) s.depth = this.oneOf(fields.depth, `${p}depth`, DEPTHS);
    if (fields.threshold !== undefined) s.threshold = this.score(fields.threshold, `${p}threshold`);
    if (fields['min-score'] !== undefined) s['min-score'] = this.score(fields['min-score'], `${p}min-score`);
    if (fields['fail-on'] !== undefined) s['fail-on'] = this.failOn(fields['fail-on'], `${p}fail-on`);
    if (fields.rules !== undefined) s.rules = this.rules(fields.rules);
    return s;
  }

  /** `overrides:` a list of settings, each for the targets its `files` globs match. */
  overrides(node: YamlNode): ConfigFile['overrides'] {
    if (!isSeq(node)) this.fail('overrides: expected a list of { files, … }', node);
    const items = (node as unknown as { items: YamlNode[] }).items;
    if (items.length > CONFIG_LIMITS.maxOverrides)
      this.fail(`overrides: more than ${CONFIG_LIMITS.maxOverrides} entries`, node);
    return items.map((item, i) => {
      const where = `overrides[${i}]`;
      const fields = this.readSettings(item, OVERRIDE_KEYS, where);
      if (fields.files === undefined) this.fail(`${where}: 'files' is required (globs of target paths)`, item);
      return { files: this.globs(fields.files, `${where}.files`), ...this.settings(fields, where) };
    });
  }
}

/** Parses and checks the text of a configuration file. Throws ConfigError. */
export function parseConfig(text: string, file: string): ConfigFile {
  if (Buffer.byteLength(text, 'utf8') > CONFIG_LIMITS.maxBytes)
    throw new ConfigError(`larger than ${CONFIG_LIMITS.maxBytes} bytes`, file);
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, uniqueKeys: true, prettyErrors: false });
  if (doc.errors.length > 0) {
    const e = doc.errors[0];
    throw new ConfigError(`not valid YAML: ${e.message.split('\n')[0]}`, file, e.linePos?.[0]?.line);
  }
  const reader = new ConfigReader(file, lineCounter);
  const root = doc.contents;
  if (root === null || (isScalar(root) && (root.value === null || root.value === ''))) return { file, overrides: [] };
  if (!isMap(root)) throw new ConfigError('the top level must be a mapping of settings', file, reader.lineOf(root));
  const top = reader.readSettings(root, TOP_KEYS, '');
  const config: ConfigFile = { file, ...reader.settings(top, ''), overrides: [] };
  if (top.ignore !== undefined) config.ignore = reader.globs(top.ignore, 'ignore');
  if (top.overrides !== undefined) config.overrides.push(...reader.overrides(top.overrides));
  return config;
}

/** Reads and parses a configuration file, checking its size before reading. Throws ConfigError. */
export async function loadConfigFile(file: string, displayPath: string): Promise<ConfigFile> {
  const st = await fsp.lstat(file).catch(() => null);
  if (!st?.isFile()) throw new ConfigError('not found (or not a regular file)', displayPath);
  if (st.size > CONFIG_LIMITS.maxBytes)
    throw new ConfigError(`larger than ${CONFIG_LIMITS.maxBytes} bytes`, displayPath);
  return parseConfig(await fsp.readFile(file, 'utf8'), displayPath);
}
