// Thresholds of the security rules: named so that rule descriptions, messages and tests agree.
import type { Finding } from '../../contract/types.js';

/** Consecutive blank lines after which further text counts as hidden. */
export const BLANK_RUN_MIN = 20;
/** Spaces or tabs before text on one line after which it counts as pushed off-screen. */
export const HORIZONTAL_PAD_MIN = 120;
/** Shortest base64 run (characters) reported as an encoded blob. */
export const BASE64_MIN_CHARS = 200;
/** Shortest hexadecimal run (digits) reported as an encoded blob: longer than a SHA-512 digest (128),
 *  which a skill that verifies its downloads legitimately quotes. */
export const HEX_MIN_CHARS = 129;
/** A line made only of base64 characters and at least this long continues a wrapped blob. */
export const BASE64_WRAPPED_LINE_MIN = 40;
/** A base64 run with more than 1 slash per this many characters is a path, not a blob. */
export const BASE64_CHARS_PER_SLASH = 16;
/** Words an HTML comment needs before it can be an instruction (`<!-- TODO -->` is not). */
export const COMMENT_MIN_WORDS = 3;
/** How far apart (characters, same logical line) a verb and a credential may be. */
export const CREDENTIAL_PROXIMITY = 80;
/** Longest path token looked at around a credential needle (either side). */
export const MAX_PATH_TOKEN = 256;
/** How far before a verb a negation ("never print the token") is looked for. */
export const NEGATION_WINDOW = 40;
/** How far after `fetch(` its options (`method: 'POST'`) are looked for. */
export const FETCH_OPTIONS_WINDOW = 400;
/** How far back on its line a comment looks for an opening backtick (inline code spans are short). */
export const INLINE_CODE_LOOKBACK = 200;
/** Findings kept per rule; the last one kept says how many more there were. */
export const MAX_FINDINGS_PER_RULE = 20;
/** Excerpts quoted in messages are cut to this many code points. */
export const EXCERPT_MAX = 80;

/** Sort weight of each level (Finding.severity). */
export const LEVEL_SEVERITY: Record<Finding['level'], number> = { high: 0.9, medium: 0.6, low: 0.3, info: 0.1 };
/** The level the Action's `security-gate` input fails on. */
export const HIGH_SEVERITY: Finding['level'] = 'high';
