// Security findings: what a pull request slips into a skill that will run inside other people's
// agents. Deterministic, reported in the PR comment and as annotations, never counted in the
// composite. Every scan is linear in the text (SKILL.md may be 1 MiB): patterns start with a literal
// keyword, gaps are bounded, and runs of characters are counted by hand, not by regex.
// One module per rule; the work they share (normalised and logical lines, the prefilter's needle
// index, the passes two rules read) is computed once per skill by the scan (scan.ts).
import type { Finding, ParsedSkill } from '../../contract/types.js';
import { ruleContext } from '../context.js';
import { bidiOverride } from './bidiOverride.js';
import { Collector } from './collector.js';
import { credentialAccess } from './credentialAccess.js';
import { encodedBlob } from './encodedBlob.js';
import { exfiltrationEndpoint } from './exfiltrationEndpoint.js';
import { hiddenAfterBlankLines } from './hiddenAfterBlankLines.js';
import { hiddenCommentInstructions } from './hiddenCommentInstructions.js';
import { invisibleCharacters } from './invisibleCharacters.js';
import { pipeToShell } from './pipeToShell.js';
import { postToUnknownHost } from './postToUnknownHost.js';
import { PROMPT_INJECTION_JUDGE, promptInjectionJudge } from './promptInjectionJudge.js';
import { promptInjectionOverride } from './promptInjectionOverride.js';
import { SecurityScan, type SecurityRule } from './scan.js';
import { sharedDetector } from '../rule.js';
import { HIGH_SEVERITY } from './thresholds.js';

export * from './thresholds.js';
export { PROMPT_INJECTION_JUDGE } from './promptInjectionJudge.js';
export { excerpt } from './text.js';
export { ALLOWED_POST_HOSTS, EXFILTRATION_HOSTS } from './webRequests.js';
export type { SecurityDetector, SecurityRule } from './scan.js';

/** The security rules, in the order they are evaluated (findings are sorted by line, then rule). */
export const SECURITY_RULES: readonly SecurityRule[] = [
  hiddenCommentInstructions,
  hiddenAfterBlankLines,
  invisibleCharacters,
  bidiOverride,
  promptInjectionOverride,
  promptInjectionJudge,
  pipeToShell,
  encodedBlob,
  postToUnknownHost,
  exfiltrationEndpoint,
  credentialAccess,
];

/** All security findings of a skill, sorted by line. Pure and deterministic. */
export function securityFindings(skill: ParsedSkill): Finding[] {
  return scanSecurity(skill, { prefilter: true });
}

export interface ScanOptions {
  /** Skip lines that cannot match a pattern (see NeedleIndex). Off only to check that it changes nothing. */
  prefilter: boolean;
}

/** securityFindings with the prefilter selectable. */
export function scanSecurity(skill: ParsedSkill, options: ScanOptions): Finding[] {
  const ctx = ruleContext(skill);
  const scan = new SecurityScan(ctx, options.prefilter);
  const out = new Collector(skill.file);
  for (const rule of SECURITY_RULES) sharedDetector(rule)(ctx, scan, out);
  return out.findings();
}

/** Whether the `security-gate` should fail: any high-severity security finding. */
export function hasHighSeverity(findings: readonly Finding[]): boolean {
  return findings.some((f) => f.category === 'security' && f.level === HIGH_SEVERITY);
}

/** Whether LLM scores were taken with text aimed at the judge present (the PR comment marks it). */
export function hasJudgeInjection(findings: readonly Finding[]): boolean {
  return findings.some((f) => f.rule === PROMPT_INJECTION_JUDGE);
}
