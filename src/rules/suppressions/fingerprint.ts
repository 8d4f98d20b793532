// The stable fingerprint of a flag or finding: what a suppression, a baseline and the pull request
// trust check recognise an item by after lines have moved.
import * as crypto from 'node:crypto';

const NON_ASCII = /[^\x00-\x7f]/;

/** The last text normalised: the findings on one (maybe very long) line share it. */
let lastNormalised = { text: '', normalised: '' };

function normalise(s: string): string {
  if (s === lastNormalised.text) return lastNormalised.normalised;
  // ASCII text is its own NFKC form.
  const nfkc = NON_ASCII.test(s) ? s.normalize('NFKC') : s;
  lastNormalised = { text: s, normalised: nfkc.replace(/\s+/g, ' ').trim().toLowerCase() };
  return lastNormalised.normalised;
}

/**
 * A fingerprint that survives moving lines: the rule, the file and the normalised text of the
 * flagged line (the message when there is no line), with a counter for repeats of the same text.
 */
export function fingerprintOf(rule: string, file: string, text: string): string {
  return sha256Hex(`${rule}\0${file}\0${normalise(text)}`).slice(0, 32);
}

/** One-shot SHA-256 (crypto.hash, Node 20.12+: no Hash object per call), else createHash. */
const oneShot = (crypto as { hash?: (algorithm: string, data: string, encoding: 'hex') => string }).hash;
function sha256Hex(data: string): string {
  return oneShot ? oneShot('sha256', data, 'hex') : crypto.createHash('sha256').update(data).digest('hex');
}
