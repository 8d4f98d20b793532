// Content-addressed cache of LLM layer results: re-running on an unchanged skill with the same
// models and depth costs no API call and gives the same result. One JSON file per key, written
// atomically, so that a folder restored by actions/cache (or shared by parallel runs) is never
// read half-written.
import { createHash, randomBytes } from 'node:crypto';
import { promises as fsp } from 'node:fs';
import * as path from 'node:path';

/**
 * Part of every key: bump it whenever prompts, parsing or statistics of the LLM layers change,
 * so that results computed by older code are not served as if they were current.
 */
export const ENGINE_VERSION = 'plugin-eval-0.1.0/llm-3';

export interface CacheKeyParts {
  /** 'judge' or 'monte_carlo'. */
  layer: string;
  /** Whole SKILL.md text (after newline normalisation). */
  skillText: string;
  /** Names of the files in references/, or null when there is no such folder. */
  references: string[] | null;
  /** Monte Carlo runs (depth); absent for the judge. */
  runs?: number;
  /** Model per role. */
  models: Record<string, string>;
  /** Anything else that changes the result (e.g. number of judges). */
  extra?: Record<string, unknown>;
}

function sha256(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/** JSON with object keys sorted at every level, so that equal values give equal text. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export function resultCacheKey(parts: CacheKeyParts): string {
  return sha256(
    canonicalJson({
      engine: ENGINE_VERSION,
      layer: parts.layer,
      skill_sha256: sha256(parts.skillText),
      references: parts.references === null ? null : [...parts.references].sort(),
      runs: parts.runs ?? null,
      models: parts.models,
      extra: parts.extra ?? {},
    }),
  );
}

interface StoredEntry {
  key: string;
  engine: string;
  stored_at: string;
  value: unknown;
}

export class ResultCache {
  constructor(readonly dir: string) {}

  private fileFor(key: string): string {
    return path.join(this.dir, key.slice(0, 2), `${key}.json`);
  }

  /** The stored value, or null on a miss (absent, unreadable, corrupt or from another engine version). */
  async get(key: string): Promise<unknown | null> {
    let text: string;
    try {
      text = await fsp.readFile(this.fileFor(key), 'utf8');
    } catch {
      return null;
    }
    try {
      const entry = JSON.parse(text) as StoredEntry;
      if (entry?.key !== key || entry.engine !== ENGINE_VERSION || entry.value === undefined) return null;
      return entry.value;
    } catch {
      return null;
    }
  }

  /** Stores a value; throws on an I/O error (the caller warns and goes on). */
  async set(key: string, value: unknown): Promise<void> {
    const file = this.fileFor(key);
    await fsp.mkdir(path.dirname(file), { recursive: true });
    const entry: StoredEntry = { key, engine: ENGINE_VERSION, stored_at: new Date().toISOString(), value };
    const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
    await fsp.writeFile(temp, JSON.stringify(entry), 'utf8');
    try {
      await fsp.rename(temp, file);
    } catch (error) {
      await fsp.rm(temp, { force: true });
      throw error;
    }
  }
}
