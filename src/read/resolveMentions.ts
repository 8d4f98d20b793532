// Resolving the paths a SKILL.md names (src/parse/markdown/mentions.ts) on the file source:
// what is there, whether it lies in the skill's folder, whether it holds real content, and the
// text of linked markdown files (part of the skill's document). Bounded: a capped number of
// targets, files and bytes, one level of linked documents.
import * as path from 'node:path';
import type { Mention } from '../parse/markdown/mentions.js';
import { preparedText } from '../parse/markdown/prepared.js';
import { hasSubstance } from '../parse/markdown/document.js';
import { FileTooLargeError, joinInside, type FileSource } from './source.js';
import type { ResolvedPath } from '../contract/types.js';
import { xrefCandidates } from './xrefCandidates.js';

export const RESOLVE_LIMITS = {
  /** Distinct targets resolved per skill. */
  maxTargets: 200,
  /** Bytes read from one file to judge its content. */
  maxFileBytes: 256 * 1024,
  /** Files looked at inside one linked folder (two levels deep). */
  maxFolderFiles: 20,
  /** Total text of linked documents kept per skill. */
  maxDocumentBytes: 1024 * 1024,
} as const;

const DOC_EXTENSIONS = new Set(['.md', '.markdown', '.txt', '.mdx']);
/** Strict UTF-8 (each call decodes a whole file, so nothing carries over between calls). */
const UTF8 = new TextDecoder('utf-8', { fatal: true });

type Substance = { substantive: boolean; bytes: Uint8Array | null };
/** What files read for one skill held, by path (a text often names one file several ways); kept
 *  up to a bounded number of bytes, past which a file is read again when named again. */
interface SubstanceCache {
  files: Map<string, Substance>;
  bytes: number;
}

async function fileSubstance(source: FileSource, rel: string, seen: SubstanceCache): Promise<Substance> {
  let found = seen.files.get(rel);
  if (found === undefined) {
    found = await readSubstance(source, rel);
    const size = found.bytes?.length ?? 0;
    if (seen.bytes + size <= RESOLVE_LIMITS.maxDocumentBytes) {
      seen.files.set(rel, found);
      seen.bytes += size;
    }
  }
  return found;
}

async function readSubstance(source: FileSource, rel: string): Promise<Substance> {
  try {
    // The size is checked before reading: a large file has content, and is not read for it.
    const bytes = await source.readFile(rel, RESOLVE_LIMITS.maxFileBytes);
    return { substantive: hasSubstance(bytes), bytes };
  } catch (err) {
    return { substantive: err instanceof FileTooLargeError, bytes: null };
  }
}

async function folderSubstance(source: FileSource, rel: string, seen: SubstanceCache): Promise<boolean> {
  let looked = 0;
  const walk = async (dir: string, depth: number): Promise<boolean> => {
    const entries = (await source.list(dir).catch(() => null)) ?? [];
    for (const e of entries) {
      if (looked >= RESOLVE_LIMITS.maxFolderFiles) return false;
      const p = `${dir}/${e.name}`;
      if (e.type === 'file') {
        looked++;
        if ((await fileSubstance(source, p, seen)).substantive) return true;
      } else if (e.type === 'dir' && depth < 1 && (await walk(p, depth + 1))) return true;
    }
    return false;
  };
  return walk(rel, 0);
}

function insideSkill(skillRel: string, p: string): boolean {
  return skillRel === '' ? true : p === skillRel || p.startsWith(`${skillRel}/`);
}

/** Where a mention key points, relative to the source root (candidates in order), or [] when it leaves the root. */
function candidatesOf(skillRel: string, key: string): string[] {
  const colon = key.indexOf(':');
  const kind = key.slice(0, colon);
  const target = key.slice(colon + 1);
  if (kind === 'xref') {
    // `<folder>|<target>`: named in a linked document, read from that document's folder.
    const bar = target.indexOf('|');
    const from = bar < 0 ? skillRel : path.posix.join(skillRel, target.slice(0, bar));
    const c = xrefCandidates(from, target.slice(bar + 1));
    return [...c, ...c.filter((p) => !path.posix.extname(p)).map((p) => `${p}.md`)].filter(
      (p) => joinInside(p) !== null,
    );
  }
  const p = target.startsWith('/') ? joinInside(target.slice(1)) : joinInside(skillRel, target);
  return p === null ? [] : [p];
}

async function resolveOne(
  source: FileSource,
  skillRel: string,
  key: string,
  docs: { bytes: number },
  seen: SubstanceCache,
): Promise<ResolvedPath> {
  for (const c of candidatesOf(skillRel, key)) {
    const type = await source.stat(c);
    if (type !== 'file' && type !== 'dir') continue;
    const inSkill = insideSkill(skillRel, c) && c !== (skillRel === '' ? 'SKILL.md' : `${skillRel}/SKILL.md`);
    if (!inSkill) return { type, inSkill, substantive: true };
    if (type === 'dir') return { type, inSkill, substantive: await folderSubstance(source, c, seen) };
    const { substantive, bytes } = await fileSubstance(source, c, seen);
    const out: ResolvedPath = { type, inSkill, substantive };
    if (
      bytes &&
      DOC_EXTENSIONS.has(path.posix.extname(c).toLowerCase()) &&
      docs.bytes + bytes.length <= RESOLVE_LIMITS.maxDocumentBytes
    ) {
      try {
        const text = UTF8.decode(bytes);
        out.text = text.includes('\r') ? text.replace(/\r\n?/g, '\n') : text;
        docs.bytes += bytes.length;
      } catch {
        // Not text: judged by its bytes only.
      }
    }
    return out;
  }
  return { type: null, inSkill: false, substantive: false };
}

/** The folder (relative to the skill) a linked document sits in, from its mention key. */
export function docFolderOf(key: string): string {
  const target = key.slice(key.indexOf(':') + 1);
  const dir = path.posix.dirname(target);
  return dir === '.' ? '' : dir;
}

/**
 * Resolves every path SKILL.md names, then the paths its linked documents name (one level).
 * `text` is SKILL.md's decoded text, `firstLine` the first line of its body.
 */
export async function resolveMentions(
  source: FileSource,
  skillRel: string,
  text: string,
  firstLine: number,
): Promise<Record<string, ResolvedPath>> {
  const resolved: Record<string, ResolvedPath> = {};
  const docs = { bytes: 0 };
  const seen: SubstanceCache = { files: new Map(), bytes: 0 };
  // The keys resolved, looked up in a set: most mentions repeat a key, and looking a property of an
  // object up by a string made per mention costs interning that string.
  const done = new Set<string>();
  const resolveAll = async (mentions: Mention[]) => {
    for (const m of mentions) {
      // Its key, then its key read from the skill's folder (no array made per mention).
      for (let k = 0; k < 2; k++) {
        const key = k === 0 ? m.key : m.altKey;
        if (!key || done.has(key)) continue;
        if (done.size >= RESOLVE_LIMITS.maxTargets) return;
        done.add(key);
        resolved[key] = await resolveOne(source, skillRel, key, docs, seen);
      }
    }
  };
  // Read through the calibrated rules' cache: they read the same text next.
  await resolveAll(preparedText(text, '', firstLine).mentions);
  const firstLevel = Object.entries(resolved).filter(([k, r]) => r.text !== undefined && !k.startsWith('xref:'));
  for (const [key, r] of firstLevel) {
    const more = preparedText(r.text as string, docFolderOf(key)).mentions;
    // A linked document's own links: resolved, but their text is not read further.
    const before = docs.bytes;
    docs.bytes = RESOLVE_LIMITS.maxDocumentBytes;
    await resolveAll(more);
    docs.bytes = before;
  }
  return resolved;
}
