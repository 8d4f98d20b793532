// Reading a sweep's per-target reports back (merging shards).
import { promises as fsp } from 'node:fs';
import * as path from 'node:path';
import type { EvalError, EvalOutcome, EvalResult } from '../contract/types.js';
import { outcomePath } from './fileStem.js';
import { SUMMARY_JSON } from './types.js';

/**
 * Reads the per-target JSON files of sweep output folders back into outcomes (for merging
 * shards). summary.json and other files are skipped; unreadable files are reported, not thrown.
 */
export async function readSweepOutcomes(
  dirs: readonly string[],
): Promise<{ outcomes: EvalOutcome[]; problems: string[] }> {
  const byPath = new Map<string, EvalOutcome>();
  const problems: string[] = [];
  for (const dir of dirs) {
    let names: string[];
    try {
      names = (await fsp.readdir(dir)).filter((n) => n.endsWith('.json') && n !== SUMMARY_JSON).sort();
    } catch (err) {
      problems.push(`${dir}: ${err instanceof Error ? err.message : String(err)}`);
      continue;
    }
    for (const name of names) {
      const file = path.join(dir, name);
      try {
        const data = JSON.parse(await fsp.readFile(file, 'utf8')) as Record<string, unknown>;
        if (typeof data.plugin_path !== 'string') throw new Error('not a plugin-eval target report');
        let outcome: EvalOutcome;
        if (data.ok === false || typeof data.error === 'string') {
          const { ok: _ok, ...error } = data;
          outcome = { ok: false, error: error as unknown as EvalError };
        } else {
          outcome = { ok: true, result: data as unknown as EvalResult };
        }
        byPath.set(data.plugin_path, outcome);
      } catch (err) {
        problems.push(`${file}: ${err instanceof Error ? err.message : String(err)}`);
      }
    }
  }
  const outcomes = [...byPath.values()].sort((a, b) =>
    outcomePath(a) < outcomePath(b) ? -1 : outcomePath(a) > outcomePath(b) ? 1 : 0,
  );
  return { outcomes, problems };
}
