// The bytes of the files a file source read last, kept up to a total size: in a sweep the same
// file is often read again soon (a collection reads its skills' SKILL.md files, then each skill
// reads its own; sibling skills link the same shared documents), and a file kept is not opened
// again. The least recently used file is dropped first, so memory stays bounded however large the tree.
export class RecentFiles {
  /** In order of use, the least recent first (a Map keeps insertion order). */
  private readonly files = new Map<string, Uint8Array>();
  private bytes = 0;

  constructor(
    /** Total bytes kept at most. */
    private readonly maxBytes: number,
    /** Files kept at most (small files still cost an entry each). */
    private readonly maxFiles: number,
  ) {}

  get(key: string): Uint8Array | undefined {
    const found = this.files.get(key);
    if (found !== undefined) {
      this.files.delete(key);
      this.files.set(key, found);
    }
    return found;
  }

  /** Keeps `bytes` as the most recent; a file larger than a tenth of the total is not kept. */
  set(key: string, bytes: Uint8Array): void {
    if (bytes.length * 10 > this.maxBytes) return;
    const before = this.files.get(key);
    if (before !== undefined) {
      this.files.delete(key);
      this.bytes -= before.length;
    }
    this.files.set(key, bytes);
    this.bytes += bytes.length;
    for (const [oldest, held] of this.files) {
      if (this.bytes <= this.maxBytes && this.files.size <= this.maxFiles) break;
      this.files.delete(oldest);
      this.bytes -= held.length;
    }
  }

  get size(): number {
    return this.files.size;
  }

  get totalBytes(): number {
    return this.bytes;
  }
}
