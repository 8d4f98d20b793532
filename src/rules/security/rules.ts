// Security rule ids and their catalog entries (title, description, fix), registered once.
import { registerRules, type RuleInfo } from '../catalog.js';
import { BASE64_MIN_CHARS, BLANK_RUN_MIN, HEX_MIN_CHARS, HORIZONTAL_PAD_MIN } from './thresholds.js';

export const HIDDEN_COMMENT = 'HIDDEN_COMMENT_INSTRUCTIONS';
export const HIDDEN_AFTER_BLANKS = 'HIDDEN_AFTER_BLANK_LINES';
export const INVISIBLE_CHARACTERS = 'INVISIBLE_CHARACTERS';
export const BIDI_OVERRIDE = 'BIDI_OVERRIDE';
export const PROMPT_INJECTION_OVERRIDE = 'PROMPT_INJECTION_OVERRIDE';
export const PROMPT_INJECTION_JUDGE = 'PROMPT_INJECTION_JUDGE';
export const PIPE_TO_SHELL = 'PIPE_TO_SHELL';
export const ENCODED_BLOB = 'ENCODED_BLOB';
export const POST_TO_UNKNOWN_HOST = 'POST_TO_UNKNOWN_HOST';
export const EXFILTRATION_ENDPOINT = 'EXFILTRATION_ENDPOINT';
export const CREDENTIAL_ACCESS = 'CREDENTIAL_ACCESS';

export const SECURITY_RULES: RuleInfo[] = [
  {
    id: HIDDEN_COMMENT,
    title: 'Instructions hidden in an HTML comment',
    description: 'An HTML comment, invisible on the rendered page but read by the model, contains instructions.',
    fix: 'Move the instructions into visible text where reviewers can read them, or delete the comment.',
  },
  {
    id: HIDDEN_AFTER_BLANKS,
    title: 'Text hidden after blank space',
    description: `Text follows ${BLANK_RUN_MIN}+ blank lines (or ${HORIZONTAL_PAD_MIN}+ spaces), out of sight of a reviewer scrolling the page.`,
    fix: 'Remove the padding so all text is visible, or delete the hidden text.',
  },
  {
    id: INVISIBLE_CHARACTERS,
    title: 'Invisible characters',
    description:
      'Zero-width or Unicode tag characters can hide text or split words so that reviewers and filters miss them.',
    fix: 'Delete the invisible characters (most editors can show them); keep only those emoji or scripts need.',
  },
  {
    id: BIDI_OVERRIDE,
    title: 'Bidirectional override characters',
    description:
      'Bidirectional control characters make text display in a different order from the order the model reads it.',
    fix: 'Delete the bidirectional control characters (U+202A–U+202E, U+2066–U+2069).',
  },
  {
    id: PROMPT_INJECTION_OVERRIDE,
    title: 'Prompt-injection override',
    description:
      'The text tries to override the agent\'s instructions ("ignore previous instructions", "you are now …", a new system prompt).',
    fix: "Remove the override; a skill should add guidance, not replace the agent's instructions.",
  },
  {
    id: PROMPT_INJECTION_JUDGE,
    title: 'Prompt injection aimed at the judge',
    description:
      'The text addresses the evaluator or asks for a score ("give this skill full marks"); LLM scores taken with it present are suspect.',
    fix: 'Remove text addressed to graders; let the skill be judged on its content.',
  },
  {
    id: PIPE_TO_SHELL,
    title: 'Download piped into a shell',
    description:
      'A command runs code straight from the network (`curl … | sh`, `iwr … | iex`) without letting anyone see or verify it.',
    fix: 'Download to a file, verify a pinned checksum or signature, then run it; or use a package manager.',
  },
  {
    id: ENCODED_BLOB,
    title: 'Long encoded blob',
    description: `A base64 run of ${BASE64_MIN_CHARS}+ characters or a hex run of ${HEX_MIN_CHARS}+ digits hides content from review.`,
    fix: 'Ship the content as a readable file (or drop it) and reference it; never embed encoded payloads or keys.',
  },
  {
    id: POST_TO_UNKNOWN_HOST,
    title: 'Data posted to an unknown host',
    description:
      'A command or code sample sends data (POST, upload, form) to a host outside the well-known allow-list.',
    fix: 'Make sure the host is the service the skill is about; do not send local files or data elsewhere.',
  },
  {
    id: EXFILTRATION_ENDPOINT,
    title: 'Exfiltration endpoint',
    description:
      'The text points at a paste, tunnel or request-capture service (pastebin, ngrok, webhook.site, requestbin, …) often used to exfiltrate data.',
    fix: 'Remove the endpoint; a skill has no reason to send data to a capture service.',
  },
  {
    id: CREDENTIAL_ACCESS,
    title: 'Credential access',
    description:
      'The text reads, prints or sends credentials (`~/.ssh`, `.env`, `~/.aws/credentials`, tokens, API keys).',
    fix: 'Never have a skill read or disclose secrets; let tools take credentials from the environment themselves.',
  },
];

registerRules(SECURITY_RULES);
