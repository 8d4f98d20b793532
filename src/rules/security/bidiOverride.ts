// BIDI_OVERRIDE: bidirectional controls, which make text display in another order than it is read.
import type { RuleContext } from '../context.js';
import { defineRule } from '../rule.js';
import type { Collector } from './collector.js';
import { countList, invisibleCounts } from './invisibleCounts.js';
import type { SecurityDetector, SecurityScan } from './scan.js';

const ID = 'BIDI_OVERRIDE';

function detect(_ctx: RuleContext, scan: SecurityScan, out: Collector): void {
  for (const { line, bidi } of scan.memo(invisibleCounts)) {
    if (bidi.size > 0) out.add(ID, 'high', line, `Bidirectional control characters: ${countList(bidi)}`);
  }
}

export const bidiOverride = defineRule<SecurityDetector>({
  id: ID,
  family: 'security',
  title: 'Bidirectional override characters',
  description:
    'Bidirectional control characters make text display in a different order from the order the model reads it.',
  why: 'The reviewer sees the characters in one order and the model reads them in another, so a file name or command that looks harmless on screen is something else when it runs (the "Trojan Source" trick).',
  bad: 'Attach the file invoice<U+202E>fdp.exe to the reply.\n(U+202E reverses what follows: the name displays as "invoiceexe.pdf")',
  good: 'Attach the file invoice.pdf to the reply.',
  fix: 'Delete the bidirectional control characters (U+202A–U+202E, U+2066–U+2069).',
  detect,
});
