// Which suppressions a pull request may rely on. A plugin-eval-disable comment is text the pull
// request controls, so on its own it would let a change silence its own security findings. A
// security finding stays silenced only when the base branch already silenced it (the same rule on
// the same text, by fingerprint) or when the base configuration turns its rule off; otherwise its
// suppression is revoked before the gate sees it. Pure, apart from marking the head's findings.
import type { EvalResult, Finding } from '../../contract/types.js';

/** Why a revoked suppression does not count (kept in the finding's JSON). */
export const REVOKED_REASON =
  'suppression added by this pull request: a security finding is silenced only by a suppression already on the base branch or by the base configuration';

/** A fingerprint without the counter that tells repeats of the same text apart (`…:1`). */
function sameText(fingerprint: string): string {
  const colon = fingerprint.indexOf(':');
  return colon === -1 ? fingerprint : fingerprint.slice(0, colon);
}

/** The fingerprints of the findings the base version already silenced. */
function silencedAtBase(base: EvalResult | null): Set<string> {
  const out = new Set<string>();
  for (const f of base?.findings ?? []) if (f.suppressed === true && f.fingerprint) out.add(sameText(f.fingerprint));
  return out;
}

/**
 * Revokes the suppressions of the head's security findings that neither the base version nor the
 * base configuration (`disabledByConfig`: the rules it turns off for this target) accounts for.
 * Returns the findings whose suppression was revoked.
 */
export function revokeAddedSuppressions(
  head: EvalResult,
  base: EvalResult | null,
  disabledByConfig: (rule: string) => boolean,
): Finding[] {
  const trusted = silencedAtBase(base);
  const revoked: Finding[] = [];
  for (const f of head.findings) {
    if (f.category !== 'security' || f.suppressed !== true) continue;
    if (disabledByConfig(f.rule)) continue;
    if (f.fingerprint && trusted.has(sameText(f.fingerprint))) continue;
    f.suppressed = false;
    f.suppression_reason = REVOKED_REASON;
    revoked.push(f);
  }
  return revoked;
}
