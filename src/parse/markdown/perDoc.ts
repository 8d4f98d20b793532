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

/** `read` computed once per document and line it starts from; what it gives is read-only for every caller. */
export function perDocFrom<T>(read: (doc: Doc, from: number) => T): (doc: Doc, from: number) => T {
  const kept = new WeakMap<Doc, Map<number, T>>();
  return (doc, from) => {
    let byStart = kept.get(doc);
    if (byStart === undefined) {
      byStart = new Map();
      kept.set(doc, byStart);
    }
    let value = byStart.get(from);
    if (value === undefined) {
      value = read(doc, from);
      byStart.set(from, value);
    }
    return value;
  };
}
