// Security findings: what a pull request slips into a skill that will run inside other people's
// agents. Deterministic, reported in the PR comment and as annotations, never counted in the
// composite. Every scan is linear in the text (SKILL.md may be 1 MiB): patterns start with a literal
// keyword, gaps are bounded, and runs of characters are counted by hand, not by regex.
// One file per rule family; the shared prefilter (prefilter.ts) gates the phrase patterns.
import { lineIndex } from '../../parse/pytext.js';
import type { Finding, ParsedSkill } from '../../contract/types.js';
import { encodedBlobs } from './blobs.js';
import { Collector } from './collector.js';
import { credentials } from './credentials.js';
import { hiddenAfterBlanks, hiddenComments } from './hidden.js';
import { promptInjection } from './injection.js';
import { invisibleCharacters } from './invisible.js';
import { network } from './network.js';
import { pipeToShell } from './pipeToShell.js';
import { foldCase, NeedleIndex } from './prefilter.js';
import { HIGH_SEVERITY } from './thresholds.js';
import { PROMPT_INJECTION_JUDGE } from './rules.js';
import { ASCII_ONLY_RE, logicalLines, normalise } from './text.js';

export * from './thresholds.js';
export * from './rules.js';
export { excerpt } from './text.js';
export { ALLOWED_POST_HOSTS, EXFILTRATION_HOSTS } from './network.js';

/** All security findings of a skill, sorted by line. Pure and deterministic. */
export function securityFindings(skill: ParsedSkill): Finding[] {
  return scanSecurity(skill, { prefilter: true });
}

export interface ScanOptions {
  /** Skip lines that cannot match a pattern (see Prefilter). Off only to check that it changes nothing. */
  prefilter: boolean;
}

/** securityFindings with the prefilter selectable. */
export function scanSecurity(skill: ParsedSkill, options: ScanOptions): Finding[] {
  const text = skill.text;
  const lines = text.split('\n');
  const lineOf = lineIndex(text);
  // ASCII text needs no normalising (see normalise): one test of the whole text spares one per line.
  const ascii = ASCII_ONLY_RE.test(text);
  const normalised = ascii ? lines : lines.map(normalise);
  const logical = logicalLines(normalised);
  // ASCII text is its own normalised form: it is folded once, for the index and the network rule.
  const folded = ascii && options.prefilter ? foldCase(text) : undefined;
  const index = NeedleIndex.of(normalised, options.prefilter, ascii ? text : undefined, folded);
  const logicalIndex = index.forLogical(logical);
  const out = new Collector(skill.file);
  hiddenComments(text, lines, lineOf, out);
  hiddenAfterBlanks(lines, options.prefilter, out);
  if (!ascii) invisibleCharacters(lines, out);
  promptInjection(normalised, index, out, ascii);
  pipeToShell(logical, logicalIndex, out);
  encodedBlobs(lines, options.prefilter, out);
  network(text, logical, lineOf, options.prefilter, out, folded);
  credentials(logical, logicalIndex, out);
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
