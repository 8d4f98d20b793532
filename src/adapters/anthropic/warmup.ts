// The prompt cache's warm-up: the first call with a given cacheable prefix goes alone, and the
// others wait for its answer, so they read the prefix from the prompt cache instead of each
// writing it (the cache entry exists only once that first response has begun).
import { cachePrefixKey, type CallOutcome, type MessageRequest } from '../../llm/call.js';

export class CacheWarmup {
  private readonly warming = new Map<string, Promise<void>>();
  private readonly warmed = new Set<string>();

  /** Off (promptCaching false): every call goes at once. */
  constructor(private readonly promptCaching: boolean) {}

  async first(request: MessageRequest, call: () => Promise<CallOutcome>): Promise<CallOutcome> {
    const key = this.promptCaching ? cachePrefixKey(request) : null;
    if (key === null || this.warmed.has(key)) return call();
    const pending = this.warming.get(key);
    if (pending) {
      await pending;
      return call();
    }
    let release!: () => void;
    this.warming.set(key, new Promise<void>((resolve) => (release = resolve)));
    try {
      return await call();
    } finally {
      this.warmed.add(key);
      this.warming.delete(key);
      release();
    }
  }
}
