// Reading a skill's evals/ folder: evals/evals.json, the trigger sets beside it, and the input
// files the evals name (their first bytes only). Never fails the target: what cannot be read is
// recorded and becomes a finding when the evals are parsed.
import { EVALS_DIR, EVALS_FILE, EVALS_LIMITS, TRIGGER_SET_NAME, insideSkill, listedFiles } from '../evals/parse.js';
import type { EvalsSnapshot } from '../types.js';
import { joinInside, type FileSource } from './source.js';

const join = (...parts: string[]) => joinInside(...parts) ?? parts.join('/');

async function readRegular(source: FileSource, rel: string): Promise<Uint8Array | string> {
  const type = await source.stat(rel);
  if (type === null) return 'does not exist';
  if (type === 'symlink-outside') return 'is a symbolic link pointing outside the repository';
  if (type !== 'file') return 'is not a regular file';
  try {
    return await source.readFile(rel);
  } catch (err) {
    return `could not be read (${err instanceof Error ? err.message : String(err)})`;
  }
}

/** The evals folder of the skill at `rel`, or null when it has neither evals.json nor a trigger set. */
export async function readEvals(source: FileSource, rel: string): Promise<EvalsSnapshot | null> {
  const dir = join(rel, EVALS_DIR);
  const entries = await source.list(dir);
  if (!entries) return null;
  const snapshot: EvalsSnapshot = { evals: null, triggerSets: [], attachments: {} };
  const evalsFile = join(rel, EVALS_FILE);
  const evalsEntry = entries.find((e) => e.name === 'evals.json');
  if (evalsEntry && (evalsEntry.type === 'file' || evalsEntry.type === 'symlink-outside')) {
    const bytes = await readRegular(source, evalsFile);
    snapshot.evals = typeof bytes === 'string' ? { file: evalsFile, bytes: new Uint8Array(), unreadable: bytes } : { file: evalsFile, bytes };
  }
  for (const e of entries.slice(0, 1000)) {
    if (e.type !== 'file' || !TRIGGER_SET_NAME.test(e.name)) continue;
    const file = join(dir, e.name);
    const bytes = await readRegular(source, file);
    if (typeof bytes !== 'string') snapshot.triggerSets.push({ file, bytes });
  }
  if (snapshot.evals) {
    for (const f of listedFiles(snapshot.evals.bytes)) {
      const inside = insideSkill(f);
      if (inside === null) continue;
      const bytes = await readRegular(source, join(rel, inside));
      snapshot.attachments[inside] =
        typeof bytes === 'string' ? { missing: bytes } : { bytes: bytes.subarray(0, EVALS_LIMITS.maxAttachmentBytes), size: bytes.length };
    }
  }
  return snapshot.evals || snapshot.triggerSets.length > 0 ? snapshot : null;
}
