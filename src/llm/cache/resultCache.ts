// Content-addressed cache of LLM layer results: re-running on an unchanged skill with the same
// models and depth costs no API call and gives the same result. One JSON file per key, written
// atomically, so that a folder restored by actions/cache (or shared by parallel runs) is never
// read half-written.
import { createHash, randomBytes } from 'node:crypto';
import * as fs from 'node:fs';
import { promises as fsp } from 'node:fs';
import * as path from 'node:path';

/**
 * Part of every key: bump it whenever prompts, parsing or statistics of the LLM layers change,
 * so that results computed by older code are not served as if they were current.
 */
export const CACHE_FORMAT_VERSION = 'plugin-eval-0.1.0/llm-3';

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
      engine: CACHE_FORMAT_VERSION,
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

/** Bytes of one entry: far above any layer result (an evals report with every output is a few MB). */
export const MAX_CACHE_ENTRY_BYTES = 32 * 1024 * 1024;

// Non-blocking: a named pipe in place of an entry must not wait for a writer. No link is followed
// (entries are written by rename, never as links).
const OPEN_FLAGS = fs.constants.O_RDONLY | (fs.constants.O_NONBLOCK ?? 0) | (fs.constants.O_NOFOLLOW ?? 0);

export class ResultCache {
  /** `warn` hears of entries that are there but cannot be used (the run goes on without them). */
  constructor(
    readonly dir: string,
    private readonly warn?: (message: string) => void,
  ) {}

  private fileFor(key: string): string {
    return path.join(this.dir, key.slice(0, 2), `${key}.json`);
  }

  /**
   * The stored value, or null on a miss: absent, or unusable (not a regular file, over the size
   * limit, unreadable, corrupt, for another key or engine version; said through `warn`).
   */
  async get(key: string): Promise<unknown | null> {
    const text = await this.readEntry(key);
    if (text === null) return null;
    try {
      const entry = JSON.parse(text) as StoredEntry;
      if (entry?.key === key && entry.engine === CACHE_FORMAT_VERSION && entry.value !== undefined) return entry.value;
      // Another engine version's entry is an ordinary miss; anything else was not written by us.
      if (entry?.key !== key || entry.value === undefined) this.unusable(key, 'not an entry for its key');
      return null;
    } catch {
      this.unusable(key, 'not valid JSON');
      return null;
    }
  }

  /** Warns that the entry of `key` is not used (the result is computed again). */
  unusable(key: string, why: string): void {
    this.warn?.(`result cache: ${this.fileFor(key)} ignored (${why}); computed again`);
  }

  /** An entry's text, read only when it is a regular file within the size limit; null otherwise. */
  private async readEntry(key: string): Promise<string | null> {
    const file = this.fileFor(key);
    let handle: fsp.FileHandle;
    try {
      handle = await fsp.open(file, OPEN_FLAGS);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT')
        this.unusable(key, `cannot be opened: ${(err as NodeJS.ErrnoException).code ?? String(err)}`);
      return null;
    }
    try {
      const st = await handle.stat();
      const refused = !st.isFile()
        ? 'not a regular file'
        : st.size > MAX_CACHE_ENTRY_BYTES
          ? `${st.size} bytes, over the ${MAX_CACHE_ENTRY_BYTES}-byte limit`
          : null;
      if (refused) {
        this.unusable(key, refused);
        return null;
      }
      const buf = Buffer.alloc(st.size);
      let got = 0;
      while (got < st.size) {
        const { bytesRead } = await handle.read(buf, got, st.size - got, got);
        if (bytesRead === 0) break;
        got += bytesRead;
      }
      return buf.subarray(0, got).toString('utf8');
    } catch (err) {
      this.unusable(key, `cannot be read: ${err instanceof Error ? err.message : String(err)}`);
      return null;
    } finally {
      await handle.close();
    }
  }

  /** Stores a value; throws on an I/O error (the caller warns and goes on). */
  async set(key: string, value: unknown): Promise<void> {
    const file = this.fileFor(key);
    await fsp.mkdir(path.dirname(file), { recursive: true });
    const entry: StoredEntry = { key, engine: CACHE_FORMAT_VERSION, stored_at: new Date().toISOString(), value };
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
