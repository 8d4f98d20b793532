import type { Finding } from '../../contract/types.js';
import { defineRule } from '../rule.js';
import type { Suppression } from './comments.js';

export const UNUSED_SUPPRESSION = 'UNUSED_SUPPRESSION';

/** The finding for a suppression comment of `file` that matched nothing (its fingerprint is added by the caller). */
export function unusedSuppression(s: Suppression, file: string): Finding {
  return {
    rule: UNUSED_SUPPRESSION,
    category: 'spec',
    severity: 0,
    level: 'low',
    message: `The ${s.scope === 'file' ? 'file' : 'next-line'} suppression of ${s.rules.join(', ')} matches nothing${s.scope === 'next-line' ? ' on the next line' : ''}.`,
    file,
    line: s.line,
  };
}

export const unusedSuppressionRule = defineRule({
  id: UNUSED_SUPPRESSION,
  family: 'suppressions',
  title: 'Unused suppression',
  description: 'A plugin-eval-disable comment names a rule that does not fire where it applies.',
  why: 'A stale suppression hides the next real problem of that rule without anyone deciding to: a later edit can add, say, a hidden instruction on that line and no check will report it to the people who install the skill.',
  bad: '<!-- plugin-eval-disable-next-line MISSING_TRIGGER -->\nA line that triggers nothing.',
  good: 'The same line without the comment.',
  fix: 'Remove the comment, or correct the rule id or its place.',
});
