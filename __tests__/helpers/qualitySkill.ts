// A skill folder in memory, read as the loader reads one (linked files resolved), for the quality
// rules' tests: each rule's signals on it.
import { parseSkill } from '../../src/parse/skill.js';
import { loadSkill } from '../../src/read/target.js';
import { MemorySource } from '../../src/read/source.js';
import { ruleContext } from '../../src/rules/context.js';
import { detectorFor, type RuleDefinition } from '../../src/rules/rule.js';
import type { QualityDetector, QualitySignal } from '../../src/rules/quality/signal.js';

/** The signals of `rule` on the skill whose files (paths relative to the skill folder `s`) are given. */
export async function qualitySignals(
  rule: RuleDefinition<QualityDetector>,
  files: Record<string, string>,
): Promise<readonly QualitySignal[]> {
  const tree = Object.fromEntries(Object.entries(files).map(([p, text]) => [`s/${p}`, text]));
  const snap = await loadSkill(new MemorySource(tree, 'repo', 'repo'), 's');
  const detect = detectorFor(rule, 'calibrated');
  if (!detect) throw new Error(`${rule.id} has no calibrated detector`);
  return detect(ruleContext(parseSkill(snap, 'calibrated')));
}
