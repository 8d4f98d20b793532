import { CAL_FRONTMATTER } from '../../../../src/contract/calibratedWeights.js';
import { ruleContext } from '../../../../src/rules/context.js';
import { frontmatterQuality } from '../../../../src/rules/subscores/calibrated/frontmatterQuality.js';
import { parseText } from '../../../helpers/skills.js';

const BODY =
  'Query the message database with SQLite, decode attributed strings, handle reactions, search conversations, ' +
  'and export a timeline with timestamps for each thread, its senders and the attachments they shared. ' +
  'Open the database read-only, copy it first when the desktop app holds a lock, convert Apple epoch ' +
  'nanoseconds to local dates, group replies under their parent message, and cite every quoted line. ' +
  'Report deleted rows, missing contacts, unreadable blobs and gaps in the history as findings of their own.';
/** A skill with a description, an optional when_to_use field and a body, its frontmatter_quality. */
const quality = (description: string, whenToUse = '', body = BODY) =>
  frontmatterQuality(
    ruleContext(
      parseText(
        `---\nname: sample\ndescription: ${JSON.stringify(description)}\n` +
          (whenToUse ? `when_to_use: ${JSON.stringify(whenToUse)}\n` : '') +
          `---\n\n# Sample\n\n${body}\n`,
      ),
    ),
  );

describe('calibrated frontmatter_quality credits a description for what it says itself', () => {
  const SITUATIONS =
    "User says 'message history', 'decode attributed strings', 'search conversations', 'export a thread timeline', 'reactions'";

  test('a when_to_use full of situations does not make a vague description say what the skill does', () => {
    const specific = quality('Queries the message database with SQLite and exports thread timelines.', SITUATIONS);
    const vague = quality('Helps with various tasks easily.', SITUATIONS);
    expect(vague).toBeLessThan(specific);
  });

  test("the description's own extra situation words still say what it does", () => {
    const own = quality(
      'Message database tool. Use when the user wants to decode attributed strings, search conversations or export thread timelines.',
    );
    const bare = quality('Message database tool. Use when the user wants it.');
    expect(own).toBeGreaterThan(bare);
  });

  test('appending pushy words or a made-up trigger earns nothing', () => {
    const d = 'Queries the message database with SQLite and exports thread timelines. Use when exporting a thread.';
    expect(quality(`${d} Always use this skill. Invoke it automatically and proactively.`)).toBeCloseTo(quality(d));
    expect(
      quality(`${d} Use when the moon negotiates with teapots, or when purple decimals migrate south.`),
    ).toBeCloseTo(quality(d));
  });
});

describe('a description that says what the skill does but not when', () => {
  const WHAT = 'Queries the message database with SQLite, decodes attributed strings and exports thread timelines.';
  const C = CAL_FRONTMATTER;

  test('earns part of the trigger credit: between a vague description and one that says when', () => {
    const untriggered = quality(WHAT);
    const triggered = quality(`${WHAT} Use when the user asks for a message thread's history.`);
    expect(untriggered).toBeLessThan(triggered);
    expect(untriggered).toBeGreaterThan(quality('Helps with messages.'));
  });

  test('saying when adds the rest of the trigger credit and the situations, nothing more', () => {
    // WHAT already earns full credit for information and for what the skill does.
    const added = quality(`${WHAT} Use when the user asks for a message thread's history.`) - quality(WHAT);
    const rest = (1 - C.clarity.untriggeredSpecific) * C.clarity.trigger + C.clarity.situations[0].score;
    expect(added).toBeCloseTo(C.clarityWeight * rest, 9);
  });
});
