// Reading a skill's evals/ folder: evals/evals.json, the trigger sets beside it, and the input
// files the evals name. Never fails the target: what cannot be read is recorded and becomes a
// finding when the evals are parsed. The named files are only looked at here; their first bytes
// are read when the evals run, each file once however many paths lead to it, within a total.
import { EVALS_DIR, EVALS_FILE, EVALS_LIMITS, TRIGGER_SET_NAME, insideSkill, listedFiles } from '../evals/parse.js';
import type { Attachments, EvalsSnapshot } from '../contract/types.js';
import { FileTooLargeError, joinInside, readPrefix, type FileSource } from './source.js';

const join = (...parts: string[]) => joinInside(...parts) ?? parts.join('/');
const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err));

/** Why `rel` is not a regular file that can be read, or null when it is one. */
async function notRegular(source: FileSource, rel: string): Promise<string | null> {
  const type = await source.stat(rel);
  if (type === null) return 'does not exist';
  if (type === 'symlink-outside') return 'is a symbolic link pointing outside the repository';
  if (type !== 'file') return 'is not a regular file';
  return null;
}

type JsonRead = { bytes: Uint8Array } | { unreadable: string; tooLarge: boolean };

/** A JSON file of the evals folder, read only when it is within the parser's size limit. */
async function readJson(source: FileSource, rel: string): Promise<JsonRead> {
  const why = await notRegular(source, rel);
  if (why !== null) return { unreadable: why, tooLarge: false };
  try {
    return { bytes: await source.readFile(rel, EVALS_LIMITS.maxFileBytes) };
  } catch (err) {
    if (err instanceof FileTooLargeError)
      return {
        unreadable: `is ${err.size} bytes, over the ${EVALS_LIMITS.maxFileBytes}-byte limit; not read`,
        tooLarge: true,
      };
    return { unreadable: `could not be read (${messageOf(err)})`, tooLarge: false };
  }
}

/**
 * The first bytes of each file in `files` (paths relative to the skill folder at `rel`): a file
 * reached by several paths (links, the same blob) is read once, and all of them together keep at
 * most maxAttachmentsTotalBytes (a file past the total keeps what is left of it, possibly nothing).
 */
export async function readAttachments(source: FileSource, rel: string, files: readonly string[]): Promise<Attachments> {
  // Without a prototype: a file may be named __proto__.
  const out: Attachments = Object.create(null) as Attachments;
  const byId = new Map<string, Attachments[string]>();
  let left: number = EVALS_LIMITS.maxAttachmentsTotalBytes;
  for (const inside of files) {
    const file = join(rel, inside);
    const identity = source.identify ? await source.identify(file) : { id: file };
    if (identity === null) {
      out[inside] = { missing: 'is not a regular file' };
      continue;
    }
    let attached = byId.get(identity.id);
    if (attached === undefined) {
      try {
        const head = await readPrefix(source, file, Math.min(EVALS_LIMITS.maxAttachmentBytes, left));
        left -= head.bytes.length;
        attached = head;
      } catch (err) {
        attached = { missing: `could not be read (${messageOf(err)})` };
      }
      byId.set(identity.id, attached);
    }
    out[inside] = attached;
  }
  return out;
}

/** The evals folder of the skill at `rel`, or null when it has neither evals.json nor a trigger set. */
export async function readEvals(source: FileSource, rel: string): Promise<EvalsSnapshot | null> {
  const dir = join(rel, EVALS_DIR);
  const entries = await source.list(dir);
  if (!entries) return null;
  const present: string[] = [];
  const snapshot: EvalsSnapshot = {
    evals: null,
    triggerSets: [],
    missingAttachments: Object.create(null) as Record<string, string>,
    readAttachments: () => readAttachments(source, rel, present),
  };
  const evalsFile = join(rel, EVALS_FILE);
  const evalsEntry = entries.find((e) => e.name === 'evals.json');
  if (evalsEntry && (evalsEntry.type === 'file' || evalsEntry.type === 'symlink-outside')) {
    const read = await readJson(source, evalsFile);
    snapshot.evals =
      'bytes' in read
        ? { file: evalsFile, bytes: read.bytes }
        : { file: evalsFile, bytes: new Uint8Array(), unreadable: read.unreadable };
  }
  for (const e of entries.slice(0, 1000)) {
    if (e.type !== 'file' || !TRIGGER_SET_NAME.test(e.name)) continue;
    const file = join(dir, e.name);
    const read = await readJson(source, file);
    // A set too large to read becomes a finding; one that cannot be read at all is left out.
    if ('bytes' in read) snapshot.triggerSets.push({ file, bytes: read.bytes });
    else if (read.tooLarge) snapshot.triggerSets.push({ file, bytes: new Uint8Array(), unreadable: read.unreadable });
  }
  if (snapshot.evals) {
    for (const f of listedFiles(snapshot.evals.bytes)) {
      const inside = insideSkill(f);
      if (inside === null) continue;
      const why = await notRegular(source, join(rel, inside));
      if (why === null) present.push(inside);
      else snapshot.missingAttachments[inside] = why;
    }
  }
  return snapshot.evals || snapshot.triggerSets.length > 0 ? snapshot : null;
}
