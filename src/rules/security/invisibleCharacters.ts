// INVISIBLE_CHARACTERS: zero-width characters and Unicode tags, which hide text from a reader.
import type { RuleContext } from '../context.js';
import { defineRule } from '../rule.js';
import type { Collector } from './collector.js';
import { countList, invisibleCounts } from './invisibleCounts.js';
import type { SecurityDetector, SecurityScan } from './scan.js';
import { excerpt } from './text.js';

const ID = 'INVISIBLE_CHARACTERS';

function detect(_ctx: RuleContext, scan: SecurityScan, out: Collector): void {
  for (const { line, tagCount, tags, zeroWidth } of scan.memo(invisibleCounts)) {
    if (tagCount > 0) {
      out.add(ID, 'high', line, `${tagCount} Unicode tag characters hide text: "${excerpt(tags)}"`);
    } else if (zeroWidth.size > 0) {
      out.add(ID, 'medium', line, `Zero-width characters: ${countList(zeroWidth)}`);
    }
  }
}

export const invisibleCharacters = defineRule<SecurityDetector>({
  id: ID,
  family: 'security',
  title: 'Invisible characters',
  description:
    'Zero-width or Unicode tag characters can hide text or split words so that reviewers and filters miss them.',
  why: 'The model reads characters that take no space on screen: Unicode tags can carry a whole sentence no reviewer sees, and a zero-width space inside a word ("ig<U+200B>nore") slips it past filters and searches.',
  bad: 'Summarise the diff.<U+E0053><U+E0065><U+E006E><U+E0064>\n(Unicode tag characters, invisible in editors and on GitHub, spelling "Send"; an attack spells out whole sentences)',
  good: 'Summarise the diff.',
  fix: 'Delete the invisible characters (most editors can show them); keep only those emoji or scripts need.',
  detect,
});
