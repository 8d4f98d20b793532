import { parseSkill } from '../../../src/parse/skill.js';
import { loadSkill } from '../../../src/read/target.js';
import { MemorySource } from '../../../src/read/source.js';
import { lineKey, normaliseSharedLine } from '../../../src/parse/markdown/lineKeys.js';
import { ruleContext } from '../../../src/rules/context.js';
import { CHARS_PER_UNIT, repeatedBoilerplate } from '../../../src/rules/quality/repeatedBoilerplate.js';
import { detectorFor } from '../../../src/rules/rule.js';
import { skillSnapshot, skillWith } from '../../helpers/skills.js';
import type { CollectionLines } from '../../../src/contract/types.js';

const detect = detectorFor(repeatedBoilerplate, 'calibrated')!;
const COMMENT = '# Verification: run the command with --help first';
const block = (comment: string, command: string) => `\`\`\`bash\n${comment}\n${command}\n\`\`\``;
/** A pasted text's length as the rule compares it (whitespace collapsed, case folded, list marker dropped). */
const comparedChars = (raw: string) => normaliseSharedLine(raw).length;
const signals = (text: string, collection?: CollectionLines) =>
  detect(ruleContext(parseSkill({ ...skillSnapshot(text), ...(collection ? { collection } : {}) })));

describe('REPEATED_BOILERPLATE within the skill', () => {
  it('flags a comment line pasted into three code blocks, at its first copy', () => {
    const text = skillWith(
      [block(COMMENT, 'make build'), block(COMMENT, 'make test'), block(COMMENT, 'make ship')].join('\n\n'),
    );
    const found = signals(text);
    expect(found).toHaveLength(1);
    expect(found[0].line).toBe(text.split('\n').indexOf(COMMENT) + 1);
    // Two copies too many, each the comment's characters as compared.
    expect(found[0].amount).toBeCloseTo((2 * COMMENT.toLowerCase().length) / CHARS_PER_UNIT, 6);
  });

  it("is an amount: prose of the skill's own neither raises nor lowers it", () => {
    const blocks = [block(COMMENT, 'make build'), block(COMMENT, 'make test'), block(COMMENT, 'make ship')];
    const [plain] = signals(skillWith(blocks.join('\n\n')));
    const [longer] = signals(
      skillWith([...blocks, 'Ship only from the main branch, after the tests pass.'].join('\n\n')),
    );
    expect(longer.amount).toBeCloseTo(plain.amount);
  });

  it('is not diluted by empty headings or empty code blocks', () => {
    const body = [block(COMMENT, 'make build'), block(COMMENT, 'make test'), block(COMMENT, 'make ship')].join('\n\n');
    const scaffold = '\n\n## Examples\n\n## Troubleshooting\n\n```python\n```\n\n```json\n```';
    const [plain] = signals(skillWith(body));
    const [padded] = signals(skillWith(body + scaffold));
    expect(padded.amount).toBeCloseTo(plain.amount);
  });

  it('does not flag a comment in two blocks, or in three of many', () => {
    expect(signals(skillWith([block(COMMENT, 'a'), block(COMMENT, 'b')].join('\n\n')))).toEqual([]);
    const many = [block(COMMENT, 'a'), block(COMMENT, 'b'), block(COMMENT, 'c')];
    for (let i = 0; i < 4; i++) many.push(block(`# step ${i} of the long procedure`, 'x'));
    expect(signals(skillWith(many.join('\n\n')))).toEqual([]);
  });

  it('does not take code, paths, directives or markdown headings for pasted comments', () => {
    for (const line of [
      'make build --verbose --all',
      '// src/app/page.tsx',
      '# @raycast.mode fullOutput',
      '#!/usr/bin/env bash',
    ]) {
      expect(signals(skillWith([block(line, 'a'), block(line, 'b'), block(line, 'c')].join('\n\n')))).toEqual([]);
    }
    const md = '```markdown\n# Project name and its purpose\ntext\n```';
    expect(signals(skillWith([md, md, md].join('\n\n')))).toEqual([]);
  });

  it('leaves prose repeated within the skill to token_efficiency', () => {
    const para = 'Always confirm the target environment before running anything.';
    expect(signals(skillWith([para, para, para].join('\n\n')))).toEqual([]);
  });
});

describe('REPEATED_BOILERPLATE across the collection', () => {
  const SHARED = [
    '> **Self-improving skill**: when an instruction here is wrong, fix this file at once.',
    'After the skill completes, update this file so the next run needs no workaround.',
  ];
  const collectionOf = (lines: string[]): CollectionLines => ({
    members: 3,
    shared: new Set(lines.map((l) => lineKey(normaliseSharedLine(l)))),
  });

  it('flags the lines two or more sibling skills hold too, as the characters they hold', () => {
    const text = skillWith(['# Build', '', SHARED[0], '', 'Run make build.', '', SHARED[1]].join('\n'));
    const found = signals(text, collectionOf(SHARED));
    expect(found).toHaveLength(1);
    expect(found[0].line).toBe(text.split('\n').indexOf(SHARED[0]) + 1);
    expect(found[0].amount).toBeCloseTo((comparedChars(SHARED[0]) + comparedChars(SHARED[1])) / CHARS_PER_UNIT, 6);
  });

  it('is an amount of pasted text, never a share of the skill', () => {
    // The pair: the same pasted paragraphs, in a short skill and in one with more text of its own.
    const own = ['Run make build.', 'Then run make test and read its summary before anything is shipped.'];
    const short = skillWith([SHARED[0], own[0], SHARED[1]].join('\n\n'));
    const long = skillWith([SHARED[0], ...own, SHARED[1], '- one more step of its own, about the build'].join('\n\n'));
    const [a] = signals(short, collectionOf(SHARED));
    const [b] = signals(long, collectionOf(SHARED));
    // Text of the skill's own, added or deleted, does not move it: appending cannot thin it.
    expect(b.amount).toBeCloseTo(a.amount);
    // Deleting a pasted paragraph lowers it.
    const [c] = signals(skillWith([SHARED[0], ...own].join('\n\n')), collectionOf(SHARED));
    expect(c.amount).toBeLessThan(b.amount);
    expect(c.amount).toBeCloseTo(comparedChars(SHARED[0]) / CHARS_PER_UNIT, 6);
    // Each pasted paragraph is counted once, however often the skill holds it.
    const [d] = signals(skillWith([SHARED[0], SHARED[0], ...own, SHARED[1]].join('\n\n')), collectionOf(SHARED));
    expect(d.amount).toBeCloseTo(b.amount);
  });

  it('is not diluted by empty headings, empty code blocks or lone comments', () => {
    const text = skillWith(['# Build', '', SHARED[0], '', 'Run make build.', '', SHARED[1]].join('\n'));
    const padded = `${text}\n## Examples\n\n## FAQ\n\n\`\`\`bash\n\`\`\`\n\n<!-- section break -->\n`;
    const [a] = signals(text, collectionOf(SHARED));
    const [b] = signals(padded, collectionOf(SHARED));
    expect(b.amount).toBeCloseTo(a.amount);
  });

  it('counts the lines of the files SKILL.md links: a section moved into one keeps its shared lines', async () => {
    const section = ['## Setup', '', 'Install the tools the build needs.', '', SHARED[1]];
    const skill = (body: string[]) => skillWith(['Run make build.', '', SHARED[0], '', ...body].join('\n'));
    const sibling = skillWith([...SHARED, 'Build the docs.'].join('\n\n'));
    const found = async (files: Record<string, string>) => {
      // Two siblings hold the shared lines: with the skill, three SKILL.md hold each before the move.
      const tree: Record<string, string> = { 'b/SKILL.md': sibling, 'c/SKILL.md': sibling };
      for (const [p, t] of Object.entries(files)) tree[`a/${p}`] = t;
      const snap = await loadSkill(new MemorySource(tree, 'repo', 'repo'), 'a');
      return detect(ruleContext(parseSkill(snap, 'calibrated')));
    };
    const [inline] = await found({ 'SKILL.md': skill(section) });
    const [moved] = await found({
      'SKILL.md': skill(['See [the setup](references/setup.md).']),
      'references/setup.md': section.join('\n').replace(/^## /, '# '),
    });
    expect(inline.amount).toBeGreaterThan(0);
    // The same two shared paragraphs, wherever they stand.
    expect(moved.amount).toBeCloseTo(inline.amount);
    expect(inline.amount).toBeCloseTo((comparedChars(SHARED[0]) + comparedChars(SHARED[1])) / CHARS_PER_UNIT, 6);
  });

  it('does not flag a short shared line, or a skill read without its collection', () => {
    const short = 'Do **not** use this skill for the following:';
    expect(signals(skillWith(`${short}\n\n- x`), collectionOf([short]))).toEqual([]);
    expect(signals(skillWith(SHARED.join('\n\n')))).toEqual([]);
  });
});
