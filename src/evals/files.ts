// Where a skill's evals are, and how much of them is read: hostile files must cost bounded time,
// memory and tokens.
import * as path from 'node:path';

/** Limits: hostile files must cost bounded time, memory and tokens. */
export const EVALS_LIMITS = {
  /** Bytes of evals/evals.json or of one trigger set. */
  maxFileBytes: 256 * 1024,
  /** Evals used from one file (the rest are ignored, with a finding). */
  maxCases: 50,
  /** Expectations used per eval. */
  maxExpectations: 20,
  /** Code points of one prompt, expected output or expectation. */
  maxTextChars: 20_000,
  /** Files attached per eval. */
  maxFilesPerCase: 5,
  /** Bytes of one attached file read; longer files are cut (and said to be). */
  maxAttachmentBytes: 64 * 1024,
  /**
   * Bytes of all the files one skill's evals attach, together (each file counted once): 16 files
   * at the per-file limit, about 300k tokens spread over the evals' prompts. Files past it are
   * cut to what is left (and said to be).
   */
  maxAttachmentsTotalBytes: 1024 * 1024,
  /** Queries used from one trigger set. */
  maxTriggerQueries: 100,
  /** Problems reported per file; the last finding says how many more there were. */
  maxFindingsPerFile: 20,
} as const;

/** The folder inside a skill that holds its evals. */
export const EVALS_DIR = 'evals';
export const EVALS_FILE = 'evals/evals.json';
/** Names of trigger-set files inside evals/ (skill-creator's description optimiser writes one). */
export const TRIGGER_SET_NAME = /^trigger[-_]?(?:evals?|set|queries)?\.json$|^triggers\.json$/i;

/** A path inside the skill folder (POSIX, normalised), or null when it climbs out or is absolute. */
export function insideSkill(rel: string): string | null {
  const p = rel.trim().replace(/\\/g, '/');
  if (p === '' || path.posix.isAbsolute(p) || /^[A-Za-z]:/.test(p)) return null;
  const n = path.posix.normalize(p).replace(/\/$/, '');
  if (n === '.' || n === '..' || n.startsWith('../')) return null;
  return n;
}
