// A file source that reads another one with some files replaced or added: a skill edited in memory
// and read as the loader reads the disk (listings, stats and reads all see the edit).
import * as path from 'node:path';
import type { DirEntry, EntryType, FileSource } from '../../src/read/source.js';

export class OverlaySource implements FileSource {
  readonly label: string;
  readonly rootName?: string;
  private readonly files: Map<string, Uint8Array>;

  constructor(
    private readonly base: FileSource,
    files: Record<string, string>,
  ) {
    this.label = `${base.label}+edit`;
    if (base.rootName !== undefined) this.rootName = base.rootName;
    this.files = new Map(Object.entries(files).map(([p, t]) => [p, new TextEncoder().encode(t)]));
  }

  async readFile(rel: string, maxBytes?: number): Promise<Uint8Array> {
    return this.files.get(rel) ?? this.base.readFile(rel, maxBytes);
  }

  async list(rel: string): Promise<DirEntry[] | null> {
    const entries = await this.base.list(rel);
    if (entries === null) return null;
    const names = new Set(entries.map((e) => e.name));
    const added: DirEntry[] = [];
    for (const p of this.files.keys())
      if (path.posix.dirname(p) === (rel === '' ? '.' : rel) && !names.has(path.posix.basename(p)))
        added.push({ name: path.posix.basename(p), type: 'file' });
    return [...entries, ...added].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  }

  async stat(rel: string): Promise<EntryType | null> {
    return this.files.has(rel) ? 'file' : this.base.stat(rel);
  }
}
