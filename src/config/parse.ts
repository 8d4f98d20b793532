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

/** Parses and checks the text of a configuration file. Throws ConfigError. */
export function parseConfig(text: string, file: string): ConfigFile {
  if (Buffer.byteLength(text, 'utf8') > CONFIG_LIMITS.maxBytes)
    throw new ConfigError(`larger than ${CONFIG_LIMITS.maxBytes} bytes`, file);
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, uniqueKeys: true, prettyErrors: false });
  const lineOf = (node: YamlNode | null | undefined): number | undefined =>
    node?.range ? lineCounter.linePos(node.range[0]).line : undefined;
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
    if (typeof v !== 'string' || !choices.includes(v as T))
      fail(`${key}: expected one of ${choices.join(', ')}, got ${JSON.stringify(v)}`, node);
    return v as T;
  };
  const score = (node: YamlNode, key: string): number => {
    const v = scalar(node, key);
    if (typeof v !== 'number' || !Number.isFinite(v) || v < 0 || v > 100)
      fail(`${key}: expected a number from 0 to 100, got ${JSON.stringify(v)}`, node);
    return v as number;
  };
  const stringList = (node: YamlNode, key: string): string[] => {
    if (isScalar(node) && typeof node.value === 'string')
      return node.value
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
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
    const items = isSeq(node) ? (node as unknown as { items: YamlNode[] }).items : [];
    list.forEach((g, i) => {
      if (g.length > CONFIG_LIMITS.maxGlobLength)
        fail(`${key}: a pattern longer than ${CONFIG_LIMITS.maxGlobLength} characters`, node);
      try {
        compileGlob(g);
      } catch (err) {
        if (!(err instanceof GlobError)) throw err;
        fail(`${key}: ${JSON.stringify(g)}: ${err.message}`, items[i] ?? node);
      }
    });
    return list;
  };
  const rules = (node: YamlNode): Record<string, RuleSetting> => {
    if (!isMap(node)) fail('rules: expected a mapping of rule ids', node);
    const out: Record<string, RuleSetting> = {};
    for (const pair of (node as unknown as { items: Array<{ key: YamlNode; value: YamlNode }> }).items) {
      const id = isScalar(pair.key) ? String(pair.key.value) : '';
      if (!/^[A-Z][A-Z0-9_]*$/.test(id))
        fail(`rules: ${JSON.stringify(id)} is not a rule id (e.g. MISSING_TRIGGER)`, pair.key);
      const key = `rules.${id}`;
      if (isScalar(pair.value)) {
        // Shorthand: `RULE: off`, `RULE: false`, or a finding level.
        const v = pair.value.value;
        if (v === false || v === 'off') out[id] = { enabled: false };
        else if (v === true || v === 'on') out[id] = { enabled: true };
        else if (typeof v === 'string' && LEVELS.includes(v as Finding['level']))
          out[id] = { level: v as Finding['level'] };
        else fail(`${key}: expected off, on, a level (${LEVELS.join(', ')}) or a mapping`, pair.value);
        continue;
      }
      const fields = readSettings(pair.value, ['enabled', 'level'], key);
      const setting: RuleSetting = {};
      if (fields.enabled !== undefined) {
        const v = scalar(fields.enabled, `${key}.enabled`);
        if (typeof v !== 'boolean')
          fail(`${key}.enabled: expected true or false, got ${JSON.stringify(v)}`, fields.enabled);
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
      for (const k of list)
        if (!FAIL_ON_KINDS.includes(k as FailOnKind))
          fail(
            `${p}fail-on: expected some of ${FAIL_ON_KINDS.join(', ')}, got ${JSON.stringify(k)}`,
            fields['fail-on'],
          );
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
    if (items.length > CONFIG_LIMITS.maxOverrides)
      fail(`overrides: more than ${CONFIG_LIMITS.maxOverrides} entries`, top.overrides);
    items.forEach((item, i) => {
      const where = `overrides[${i}]`;
      const fields = readSettings(item, OVERRIDE_KEYS, where);
      if (fields.files === undefined) fail(`${where}: 'files' is required (globs of target paths)`, item);
      config.overrides.push({ files: globs(fields.files, `${where}.files`), ...settings(fields, where) });
    });
  }
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
