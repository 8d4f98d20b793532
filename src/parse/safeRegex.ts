// Regex assertions come from the repository under test, which may be hostile. Two guards, both
// needed because JavaScript's backtracking engine has no linear mode without a start-up flag:
// 1. a safe subset, checked before use: no backreferences, no lookaround, no quantifier applied
//    to a group that already holds a quantifier or an alternation (`(a+)+`, `(a|ab)*`: the
//    exponential cases), at most MAX_QUANTIFIERS quantifiers (bounds the polynomial ones), and a
//    pattern of at most MAX_PATTERN_CHARS;
// 2. a bound on the text (the first MAX_SUBJECT_CHARS of an output) and on the time: the match
//    runs in a vm context with a timeout, and a match that runs out of time fails the expectation
//    with that reason instead of hanging the run.
import * as vm from 'node:vm';

export const REGEX_LIMITS = {
  maxPatternChars: 500,
  maxQuantifiers: 6,
  /** Code units of the output a pattern is matched against. */
  maxSubjectChars: 100_000,
  /** Milliseconds one match may take. */
  timeoutMs: 200,
} as const;

/** Why a pattern is outside the safe subset, or null when it is inside. */
export function checkSafeRegex(pattern: string): string | null {
  if (pattern.length > REGEX_LIMITS.maxPatternChars) return `longer than ${REGEX_LIMITS.maxPatternChars} characters`;
  try {
    new RegExp(pattern, 'u');
  } catch (err) {
    return `invalid (${(err as Error).message.replace(/\s+/g, ' ').slice(0, 120)})`;
  }
  // Group stack: whether each open group holds a quantifier or an alternation.
  const stack: Array<{ risky: boolean }> = [{ risky: false }];
  let quantifiers = 0;
  let lastClosedRisky = false;
  let inClass = false;
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i]!;
    const prevClosedRisky = lastClosedRisky;
    lastClosedRisky = false;
    if (c === '\\') {
      const n = pattern[i + 1] ?? '';
      if (!inClass && (/[1-9]/.test(n) || n === 'k')) return 'backreferences are not allowed';
      i++;
      continue;
    }
    if (inClass) {
      if (c === ']') inClass = false;
      continue;
    }
    if (c === '[') {
      inClass = true;
      continue;
    }
    if (c === '(') {
      if (pattern[i + 1] === '?' && /^\?(?:[=!]|<[=!])/.test(pattern.slice(i + 1, i + 4)))
        return 'lookaround is not allowed';
      stack.push({ risky: false });
      continue;
    }
    if (c === ')') {
      const closed = stack.pop();
      if (!closed || stack.length === 0) return 'unbalanced parentheses';
      lastClosedRisky = closed.risky;
      // A group's risk is its parent's too (a quantifier over the parent would repeat it).
      if (closed.risky) stack[stack.length - 1]!.risky = true;
      continue;
    }
    if (c === '|') {
      stack[stack.length - 1]!.risky = true;
      continue;
    }
    const quantifier = c === '*' || c === '+' || c === '?' || (c === '{' && /^\{\d+(,\d*)?\}/.test(pattern.slice(i)));
    if (quantifier) {
      if (c === '?' && /[*+?}]/.test(pattern[i - 1] ?? '')) continue; // lazy modifier, not a new quantifier
      if (c === '{') i = pattern.indexOf('}', i);
      if (prevClosedRisky && c !== '?')
        return 'a repeated group contains a quantifier or an alternation (catastrophic backtracking)';
      quantifiers++;
      if (quantifiers > REGEX_LIMITS.maxQuantifiers) return `more than ${REGEX_LIMITS.maxQuantifiers} quantifiers`;
      stack[stack.length - 1]!.risky = true;
    }
  }
  return null;
}

export type RegexOutcome = { ok: true; matched: boolean; match: string | null } | { ok: false; reason: string };

/** Matches a pattern (already checked safe) against the first MAX_SUBJECT_CHARS of `subject`, under the time limit. */
export function safeRegexTest(pattern: string, subject: string): RegexOutcome {
  const unsafe = checkSafeRegex(pattern);
  if (unsafe) return { ok: false, reason: `pattern not used: ${unsafe}` };
  const text = subject.slice(0, REGEX_LIMITS.maxSubjectChars);
  try {
    const found = vm.runInNewContext(
      'const m = new RegExp(p, "u").exec(s); m === null ? null : m[0]',
      { p: pattern, s: text },
      { timeout: REGEX_LIMITS.timeoutMs },
    ) as string | null;
    return { ok: true, matched: found !== null, match: found };
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'ERR_SCRIPT_EXECUTION_TIMEOUT')
      return { ok: false, reason: `match took longer than ${REGEX_LIMITS.timeoutMs} ms; not graded as met` };
    return { ok: false, reason: `match failed: ${(err as Error).message}` };
  }
}
