// A plugin marketplace (`.claude-plugin/marketplace.json`): its listing, checked against what
// Claude Code reads (`name`, `owner.name`, `plugins[].name` and `source`). Pure: text in, listing
// and findings out; the reader (src/read/target.ts) resolves local sources on the file system.
import { isJsonObject, type Finding } from '../../contract/types.js';
import { defineRule } from '../rule.js';

export const MARKETPLACE_INVALID = 'MARKETPLACE_INVALID';

export const marketplaceInvalid = defineRule({
  id: MARKETPLACE_INVALID,
  family: 'marketplace',
  title: 'Marketplace listing problem',
  description:
    'marketplace.json is not what Claude Code reads: not JSON, a required field missing or of the wrong type, a plugin listed twice, or a local source that is not there.',
  why: 'Claude Code refuses a marketplace it cannot read, or skips the entries it cannot resolve: users who add the marketplace get an error, or a list without the plugin they came for.',
  bad: '{"name": "My Tools", "plugins": [{"name": "sql-tools", "source": "../sql-tools"}]}',
  good: '{"name": "my-tools", "owner": {"name": "Ada"}, "plugins": [{"name": "sql-tools", "source": "./plugins/sql-tools"}]}',
  fix: 'Give the marketplace a kebab-case `name`, an `owner` with a `name`, and for each plugin a unique `name` and a `source` (`./path` inside the repository, or a github/url/git source object).',
});

const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/u;

export interface MarketplacePlugin {
  name: string;
  /** The source as written (a string path, or `github:owner/repo`-style text for a source object). */
  source: string;
  /** A local source relative to the marketplace's folder (`plugins/x`), or null for a remote one. */
  localPath: string | null;
}

export interface MarketplaceListing {
  name: string | null;
  owner: string | null;
  plugins: MarketplacePlugin[];
  findings: Finding[];
}

/** A relative source inside the repository, normalised (`./plugins/x/` → `plugins/x`), or null if it climbs out. */
function localSource(raw: string, pluginRoot: string): string | null {
  const joined =
    raw.startsWith('./') || raw.startsWith('../') || raw === '.' ? raw : `${pluginRoot.replace(/\/+$/u, '')}/${raw}`;
  const parts: string[] = [];
  for (const seg of joined.split('/')) {
    if (seg === '' || seg === '.') continue;
    if (seg === '..') {
      if (parts.length === 0) return null;
      parts.pop();
    } else parts.push(seg);
  }
  return parts.join('/');
}

/** Reads marketplace.json text (`file` is its display path). */
export function readMarketplace(text: string, file: string): MarketplaceListing {
  const findings: Finding[] = [];
  const add = (level: Finding['level'], message: string) =>
    findings.push({
      rule: MARKETPLACE_INVALID,
      category: 'spec',
      severity: level === 'high' ? 0.5 : level === 'medium' ? 0.25 : 0.1,
      level,
      message,
      file,
      line: 1,
    });
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (err) {
    add('high', `marketplace.json is not valid JSON: ${(err as Error).message}`);
    return { name: null, owner: null, plugins: [], findings };
  }
  if (!isJsonObject(data)) {
    add('high', 'marketplace.json is not a JSON object');
    return { name: null, owner: null, plugins: [], findings };
  }
  const name = typeof data.name === 'string' ? data.name : null;
  if (data.name === undefined) add('medium', 'No `name`');
  else if (name === null) add('medium', '`name` is not a string');
  else if (!KEBAB.test(name)) add('low', `\`name\` ${JSON.stringify(name)} is not kebab-case`);
  let owner: string | null = null;
  if (data.owner === undefined) add('medium', 'No `owner` (an object with a `name`)');
  else if (!isJsonObject(data.owner) || typeof data.owner.name !== 'string' || data.owner.name.trim() === '')
    add('medium', '`owner` must be an object with a non-empty `name`');
  else owner = data.owner.name;
  const pluginRoot =
    isJsonObject(data.metadata) && typeof data.metadata.pluginRoot === 'string' ? data.metadata.pluginRoot : '.';
  const plugins: MarketplacePlugin[] = [];
  if (!Array.isArray(data.plugins)) {
    add('medium', data.plugins === undefined ? 'No `plugins` list' : '`plugins` is not a list');
    return { name, owner, plugins, findings };
  }
  const seen = new Set<string>();
  data.plugins.forEach((entry: unknown, i: number) => {
    const where = `plugins[${i}]`;
    if (!isJsonObject(entry)) {
      add('medium', `${where} is not an object`);
      return;
    }
    const pname = typeof entry.name === 'string' && entry.name.trim() !== '' ? entry.name : null;
    if (pname === null) add('medium', `${where} has no \`name\``);
    else if (seen.has(pname)) add('medium', `${where}: plugin ${JSON.stringify(pname)} is listed twice`);
    else if (!KEBAB.test(pname)) add('low', `${where}: name ${JSON.stringify(pname)} is not kebab-case`);
    if (pname) seen.add(pname);
    const src = entry.source;
    let source = '';
    let localPath: string | null = null;
    if (typeof src === 'string' && src.trim() !== '') {
      source = src;
      localPath = localSource(src, pluginRoot);
      if (localPath === null) add('high', `${where}: source ${JSON.stringify(src)} leaves the repository`);
    } else if (isJsonObject(src) && typeof src.source === 'string') {
      const target = [src.repo, src.url, src.package].find((x) => typeof x === 'string');
      if (target === undefined)
        add('medium', `${where}: source object of kind ${JSON.stringify(src.source)} names no \`repo\` or \`url\``);
      source = `${src.source}:${String(target ?? '?')}`;
    } else {
      add('medium', `${where} has no \`source\` (a ./path or a source object)`);
    }
    plugins.push({ name: pname ?? `(${where})`, source, localPath });
  });
  return { name, owner, plugins, findings };
}
