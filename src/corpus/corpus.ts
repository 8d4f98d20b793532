// The reference corpus written by `plugin-eval init`: every skill under a folder with its name,
// description, static scores and sizes, so that later comparisons (Elo, `compare`) can pick the
// closest references by category and size without re-reading the skills.
import { promises as fsp } from 'node:fs';
import * as path from 'node:path';
import pLimit from 'p-limit';
import { discoverTargets, loadTarget, scoreSnapshot } from '../engine/evaluate.js';
import { parseSkill } from '../parse/skill.js';
import type { FileSource } from '../read/source.js';
import { TargetError, type DimensionName, type EvalError } from '../contract/types.js';
import { isMeasured } from '../reports/shared/dimensions.js';
import { firstCodePoints } from '../llm/call.js';
import { categoryOf, ELO_EXCERPT_CODE_POINTS } from '../layers/elo.js';
import type { Corpus, CorpusEntry } from '../contract/types.js';

export type { Corpus, CorpusEntry };

/** The corpus file in the corpus folder, under the reference's name. */
export const CORPUS_FILE = 'index.json';
/** The name earlier versions wrote; still read when the folder has no CORPUS_FILE. */
export const LEGACY_CORPUS_FILE = 'corpus.json';
export const CORPUS_VERSION = 1;

// categoryOf lives with the Elo references, which pick the closest ones by category.
export { categoryOf };

async function indexSkill(source: FileSource, rel: string): Promise<CorpusEntry | EvalError> {
  try {
    const snap = await loadTarget(source, rel);
    if (snap.kind !== 'skill') throw new TargetError(`${rel} is not a skill folder`, rel, 'path');
    const parsed = parseSkill(snap);
    const outcome = await scoreSnapshot(snap, { depth: 'quick' });
    if (!outcome.ok) return outcome.error;
    const r = outcome.result;
    const stat = r.layers.find((l) => l.layer === 'static');
    const dimensions: Partial<Record<DimensionName, number>> = {};
    for (const d of r.composite.dimensions) if (isMeasured(d)) dimensions[d.name] = d.score;
    return {
      name: r.name,
      path: r.plugin_path,
      description: parsed.description,
      category: categoryOf(r.plugin_path),
      static: {
        score: stat?.score ?? 0,
        sub_scores: stat?.sub_scores ?? {},
        anti_patterns: (stat?.anti_patterns ?? []).map((a) => a.flag),
      },
      composite: r.composite.score,
      badge: r.composite.badge,
      dimensions,
      sizes: {
        bytes: parsed.utf8Bytes,
        lines: parsed.lineCount,
        references: parsed.references?.length ?? 0,
        assets: parsed.assets?.length ?? 0,
      },
      excerpt: firstCodePoints(parsed.text, ELO_EXCERPT_CODE_POINTS),
    };
  } catch (err) {
    const te = err instanceof TargetError ? err : null;
    return {
      plugin_path: rel,
      kind: 'skill',
      error: err instanceof Error ? err.message : String(err),
      file: te?.file ?? rel,
      ...(te?.field ? { field: te.field } : {}),
    };
  }
}

/** Indexes every skill folder under `root` (plugins' skills included). Never throws for one bad skill. */
export async function buildCorpus(
  source: FileSource,
  root: string,
  options: { concurrency?: number; warn?: (m: string) => void; createdAt?: string } = {},
): Promise<Corpus> {
  const targets = (await discoverTargets(source, root, options.warn)).filter((t) => t.kind === 'skill');
  const limit = pLimit(Math.max(1, options.concurrency ?? 4));
  const indexed = await Promise.all(targets.map((t) => limit(() => indexSkill(source, t.path))));
  const entries = indexed.filter((x): x is CorpusEntry => !('error' in x));
  const errors = indexed.filter((x): x is EvalError => 'error' in x);
  return {
    version: CORPUS_VERSION,
    created_at: options.createdAt ?? new Date().toISOString(),
    source: root,
    count: entries.length,
    entries,
    errors,
  };
}

/** Writes the corpus into `dir`/index.json (creating the folder); returns the file's path. */
export async function writeCorpus(dir: string, corpus: Corpus): Promise<string> {
  await fsp.mkdir(dir, { recursive: true });
  const file = path.join(dir, CORPUS_FILE);
  await fsp.writeFile(file, JSON.stringify(corpus, null, 2) + '\n');
  return file;
}

/**
 * Reads a corpus written by `init`: `dir`/index.json, else the older `dir`/corpus.json. Throws a
 * one-line Error when it is not a corpus, and the ENOENT error of index.json when neither exists.
 */
export async function readCorpus(dir: string): Promise<Corpus> {
  let file = path.join(dir, CORPUS_FILE);
  let text: string;
  try {
    text = await fsp.readFile(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    const legacy = path.join(dir, LEGACY_CORPUS_FILE);
    try {
      text = await fsp.readFile(legacy, 'utf8');
    } catch {
      throw err;
    }
    file = legacy;
  }
  const data = JSON.parse(text) as Partial<Corpus>;
  if (data.version !== CORPUS_VERSION || !Array.isArray(data.entries))
    throw new Error(`${file} is not a plugin-eval corpus (version ${CORPUS_VERSION})`);
  return data as Corpus;
}
