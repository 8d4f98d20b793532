// The result cache's key for an evals run: the suite and the files it attaches.
import { createHash } from 'node:crypto';
import type { Attachments } from '../../contract/types.js';
import type { EvalSuite } from '../../evals/parse.js';

/** Digest of a suite and the files it attaches (for the result cache key). */
export function evalsDigest(suite: EvalSuite, attachments: Attachments): string {
  const hash = createHash('sha256').update(JSON.stringify(suite.cases));
  for (const f of [...new Set(suite.cases.flatMap((c) => c.files))].sort()) {
    const a = attachments[f];
    hash.update(`\n${f}\n`);
    if (a && !('missing' in a)) hash.update(a.bytes).update(`:${a.size}`);
    else hash.update('missing');
  }
  return hash.digest('hex');
}
