// MACHINE_SPECIFIC_PATH: SKILL.md places material the skill relies on at an absolute path of one
// machine — a home folder with a real user name (/Users/<name>/, /home/<name>/, C:\Users\<name>\)
// or a document in a temporary folder (/tmp/…, /var/folders/…) given as something to read. Scratch
// output written to /tmp, placeholder users (/Users/you, /home/user), example mappings and fenced
// code are not flagged. Pure and linear: one pass over SKILL.md's lines, heading state carried along.
import { FENCE, IN_FENCE, type Doc } from '../../parse/markdown/document.js';
import { badExampleLines } from '../../parse/markdown/mentions.js';
import { defineRule } from '../rule.js';
import type { QualityDetector, QualitySignal } from './signal.js';

/** A home-folder path: its user name is group 1 (POSIX) or 2 (Windows). */
const HOME_PATH =
  /(?<![\w./~-])(?:\/(?:Users|home)\/([^/\s`'"()[\]<>]+)\/[^\s`'"()<>]*|[A-Za-z]:\\Users\\([^\\\s`'"()<>]+)\\[^\s`'"()<>]*)/g;
/** A document in a temporary folder. */
const TEMP_DOC =
  /(?<![\w./~-])(?:\/private)?(?:\/tmp|\/var\/folders)\/[^\s`'"()<>]*\.(?:md|markdown|txt|pdf|html?|rst|docx?)(?![\w])/gi;
/** User names that stand for anyone: placeholders and the stock names of examples and CI machines. */
const PLACEHOLDER_USERS = new Set(
  (
    'user users username user-name user_name you your yourname yourusername your-username your_username your-name ' +
    'me myname myuser name runner ubuntu ec2-user linuxbrew admin administrator root dev developer john jane johndoe ' +
    'john.doe jane.doe jdoe jsmith alice bob carol example foo bar test tester someone shared guest default public x xxx'
  ).split(' '),
);
/** Lines that show a path as an example, a mapping or a thing not to do. */
const EXAMPLE_LINE =
  /→|(?<!-)->|=>|\be\.g\.|\bexample|\bfor instance|\bsuch as|\bredact|\breplace|\binstead of|\bnever\b|\bavoid|\bdon'?t\b|\bdo not\b/i;
/** Words that make a temporary document something written, not material to read. */
const WRITES =
  /\b(?:writ\w*|sav\w*|output\w*|creat\w*|generat\w*|dump\w*|stor\w*|log\w*|export\w*|produc\w*|tee|location)\b|>\s*\S|\s-o\s/i;
/** Words or section titles that give a document as material to read. */
const READS =
  /\b(?:see|read|refer to|consult|handbook|documentation|docs?|guide|reference|references|spec|specification|plan|summary|notes|resources?|further reading|sources?)\b/i;

/** A file name made when the skill runs (a date or a variable in it): an output, not material. */
const GENERATED_NAME = /YYYY|MMDD|HHMM|timestamp|[$%]/i;

function placeholderUser(name: string): boolean {
  return PLACEHOLDER_USERS.has(name.toLowerCase()) || /[^\w.-]|^\.|^\d+$/.test(name);
}

/** 1 for each line under a heading that names material to read (References, See also, Docs …). */
function readingSections(doc: Doc): Uint8Array {
  const out = new Uint8Array(doc.raw.length);
  let h = 0;
  let reading = 0;
  for (let i = 0; i < doc.raw.length; i++) {
    while (h < doc.headings.length && doc.headings[h].line <= i) {
      const title = doc.headings[h++].title;
      reading = READS.test(title) && !WRITES.test(title) ? 1 : 0;
    }
    out[i] = reading;
  }
  return out;
}

function pathsOnLine(raw: string, inReadingSection: boolean, fn: (path: string) => void): void {
  if (raw.includes('/Users/') || raw.includes('/home/') || raw.includes(':\\')) {
    for (const m of raw.matchAll(HOME_PATH)) if (!placeholderUser(m[1] ?? m[2])) fn(m[0].replace(/[.,:;]+$/, ''));
  }
  if ((raw.includes('/tmp/') || raw.includes('/var/folders/')) && !WRITES.test(raw)) {
    if (inReadingSection || READS.test(raw)) {
      for (const m of raw.matchAll(TEMP_DOC)) if (!GENERATED_NAME.test(m[0])) fn(m[0]);
    }
  }
}

const detect: QualityDetector = (ctx) => {
  const { doc, start } = ctx.document.main;
  if (!/\/(?:Users|home|tmp|var\/folders)\/|:\\Users\\/.test(doc.text)) return [];
  const bad = badExampleLines(doc);
  const sections = readingSections(doc);
  const out: QualitySignal[] = [];
  const seen = new Set<string>();
  for (let i = start; i < doc.raw.length; i++) {
    if (doc.kind[i] === FENCE || doc.kind[i] === IN_FENCE || bad[i] === 1) continue;
    const raw = doc.raw[i];
    if (EXAMPLE_LINE.test(raw)) continue;
    pathsOnLine(raw, sections[i] === 1, (path) => {
      if (seen.has(path)) return;
      seen.add(path);
      out.push({ amount: 1, fact: `SKILL.md points at \`${path}\`, a path on one machine.`, line: i + 1 });
    });
  }
  return out;
};

export const machineSpecificPath = defineRule({
  id: 'MACHINE_SPECIFIC_PATH',
  family: 'quality',
  title: 'Material on one machine',
  description: "SKILL.md points at material in a path of one machine: a user's home folder or a temporary folder.",
  why: "On any other machine the path does not exist: Claude looks for the handbook or data the skill relies on, finds nothing, and works without it; a reviewer reads a skill that only ever ran on its author's computer.",
  bad: 'Main handbook: `/tmp/AUDIT_HANDBOOK.md`; data in `/Users/alex/data/ticks/`.',
  good: 'Main handbook: [references/audit-handbook.md](references/audit-handbook.md); data in `$DATA_DIR/ticks/` (set it first).',
  fix: 'Move the material into the skill folder (references/, assets/) and link it, or name the location with a variable or placeholder the user sets.',
  detect,
});
