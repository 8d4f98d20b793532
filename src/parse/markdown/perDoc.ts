// What a function of a document alone says of its lines, read once per document: several readers
// ask it of the same document (the mentions, the named files, a rule).
import type { Doc } from './document.js';

/** `read` computed once per document; the lines it gives are read-only for every caller. */
export function perDoc(read: (doc: Doc) => Uint8Array): (doc: Doc) => Uint8Array {
  const kept = new WeakMap<Doc, Uint8Array>();
  return (doc) => {
    let lines = kept.get(doc);
    if (lines === undefined) {
      lines = read(doc);
      kept.set(doc, lines);
    }
    return lines;
  };
}
