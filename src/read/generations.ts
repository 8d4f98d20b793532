// A cache of bounded size for whole-sweep lookups (a file source's folder listings and resolved
// paths): two generations of at most `limit` entries each. New entries go into the current one;
// when it is full it becomes the old one and the previous old one is dropped; an entry found in
// the old one moves back into the current one. Nearly an LRU at two map lookups, so a sweep of
// any size keeps at most 2 × limit entries, and one that fits keeps every entry.
export class GenerationCache<K, V> {
  private current = new Map<K, V>();
  private old = new Map<K, V>();

  constructor(private readonly limit: number) {}

  get(key: K): V | undefined {
    const found = this.current.get(key);
    if (found !== undefined || this.old.size === 0) return found;
    const aged = this.old.get(key);
    if (aged !== undefined) {
      this.old.delete(key);
      this.set(key, aged);
    }
    return aged;
  }

  set(key: K, value: V): void {
    if (this.current.size >= this.limit && !this.current.has(key)) {
      this.old = this.current;
      this.current = new Map();
    }
    this.current.set(key, value);
  }

  get size(): number {
    return this.current.size + this.old.size;
  }
}
