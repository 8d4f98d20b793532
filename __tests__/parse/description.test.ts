import { readDescription } from '../../src/parse/description.js';
import { stem } from '../../src/parse/stem.js';
import { setHasStem } from '../../src/parse/skillWords.js';
import { opensSentence } from '../../src/parse/triggerStart.js';
import { contentWords } from '../../src/parse/markdown/document.js';

const body =
  'Review the diff of a pull request: read each hunk, check tests, security and readability, ' +
  'then write findings ranked by severity with a concrete fix. Commit messages, branches and rebasing ' +
  'are out of scope; comment on the change, not on the whole codebase, and keep every finding short. ' +
  'Group the remarks by file, quote the offending line, suggest a replacement, and flag missing error ' +
  'handling, unchecked input, race conditions, leaked secrets and slow queries before style nits.';
const words = new Set(contentWords(body));

describe('readDescription with the skill words', () => {
  test('a trigger that relates to the skill counts', () => {
    const r = readDescription('Reviews code changes. Use when reviewing a pull request diff.', '', words);
    expect(r.trigger).toBe(true);
    expect(r.unrelated).toEqual([]);
  });

  test('"use (this skill) to <verb>" names the job, as "use for <verb>ing" does', () => {
    for (const d of [
      'Reviews code changes. Use to review a pull request diff.',
      'Reviews code changes. Use this skill to review a pull request diff.',
    ]) {
      const r = readDescription(d, '', words);
      expect(r.trigger).toBe(true);
      expect(r.triggerText).toMatch(/^Use/);
    }
    // Not an imperative: "used to" and "how to use" say nothing about when.
    expect(readDescription('Reviews code changes; used to be a linter.', '', words).trigger).toBe(false);
    expect(readDescription('Reviews code changes. Use to the full.', '', words).trigger).toBe(false);
  });

  test('a made-up situation is no trigger and earns no words', () => {
    const r = readDescription(
      'Reviews code changes. Use for configuring invisible pianos, when clouds file tax returns.',
      '',
      words,
    );
    expect(r.trigger).toBe(false);
    expect(r.unrelated).toHaveLength(1);
    expect(r.units).toBe(readDescription('Reviews code changes.', '', words).units);
  });

  test('a nonsense when_to_use field is left out too', () => {
    const r = readDescription('Reviews code changes.', 'When glaciers rehearse opera before breakfast.', words);
    expect(r.trigger).toBe(false);
  });

  test('in a skill of little prose, two shared words make a situation of it', () => {
    // Two of its six words are in the skill's short prose (its detail is in code or linked files).
    const d = 'Reviews code changes. Use when pull hunks drift across flaky sandbox fixtures.';
    expect(words.size).toBeLessThan(150);
    const r = readDescription(d, '', words);
    expect(r.trigger).toBe(true);
    expect(r.unrelated).toEqual([]);
    // The same clause in a skill of much prose shares too few of its words.
    const many = new Set([...words, ...Array.from({ length: 150 }, (_, i) => `term${i}`)]);
    expect(readDescription(d, '', many).trigger).toBe(false);
  });

  test('without enough text to compare with, every trigger counts', () => {
    expect(readDescription('Reviews code. Use when clouds file tax returns.', '', new Set(['review'])).trigger).toBe(
      true,
    );
  });

  test('stems drop inflections', () => {
    expect(stem('committing')).toBe(stem('commit'));
    expect(stem('rebasing')).toBe(stem('rebase'));
    expect(stem('features')).toBe(stem('feature'));
  });
});

describe("a trigger names the skill's subject", () => {
  // A long skill holds common words ("cloud", "return", "invisible") somewhere in its text.
  const longBody = `${body} Results return to the caller; cloud runners and invisible characters in diffs need care.`;
  // A long skill: 400 more distinct words of its own.
  const longWords = new Set([...contentWords(longBody), ...Array.from({ length: 400 }, (_, i) => `term${i}`)]);
  const topic = new Set(contentWords('pull-request-review Review a pull request Findings Severity'));

  test('a made-up situation of words found somewhere in the skill is left out', () => {
    const d = 'Reviews code changes. Use for configuring invisible pianos, when clouds file tax returns.';
    // Without the topic words, three of its five words occur in the skill: it passes.
    expect(readDescription(d, '', longWords).trigger).toBe(true);
    const r = readDescription(d, '', longWords, topic);
    expect(r.trigger).toBe(false);
    expect(r.unrelated).toHaveLength(1);
    expect(r.units).toBe(readDescription('Reviews code changes.', '', longWords, topic).units);
  });

  test('a short skill, where words are rarely found by chance, needs no topic word', () => {
    const d = 'Reviews code changes. Use for configuring invisible pianos, when clouds file tax returns.';
    expect(readDescription(d, '', new Set(contentWords(longBody)), topic).trigger).toBe(true);
  });

  test('a situation sharing a topic word counts', () => {
    const r = readDescription('Reviews code changes. Use when reviewing a pull request diff.', '', longWords, topic);
    expect(r.trigger).toBe(true);
  });

  test('a word of what the description says it does is a topic word too', () => {
    const r = readDescription('Flags leaked secrets in diffs. Use when secrets may have leaked.', '', longWords, topic);
    expect(r.trigger).toBe(true);
  });

  test('a description that is one situation needs no topic word in it', () => {
    // Half of its words are the skill's, none a topic word: the description says nothing else.
    const d = 'Use when leaked secrets or slow caches are suspected.';
    const r = readDescription(d, '', longWords, topic);
    expect(r.trigger).toBe(true);
    expect(r.unrelated).toEqual([]);
    // A made-up situation added after it is still left out.
    const added = readDescription(`${d} Use when clouds file tax returns.`, '', longWords, topic);
    expect(added.unrelated).toEqual(['Use when clouds file tax returns']);
    expect(added.units).toBe(r.units);
  });

  test("a generic word of the situation that is a word of the skill's name makes it on topic", () => {
    // "diff", "hunk" and "secrets" occur in the skill, not among its topic words; "code" is too
    // generic to be shared, but it is the subject the skill's name states.
    const name = new Set(contentWords('code review'));
    const named = new Set([...topic, ...name]);
    const onTopic =
      'Reviews pull requests. Use when scanning diff hunks of code for leaked secrets or invisible pianos.';
    expect(readDescription(onTopic, '', longWords, named, name).trigger).toBe(true);
    const offTopic = 'Reviews pull requests. Use when scanning diff hunks for leaked secrets or invisible pianos.';
    expect(readDescription(offTopic, '', longWords, named, name).trigger).toBe(false);
    // A generic word of the headings only ("file", "configure") is no subject: a made-up situation stays out.
    const headings = new Set([...topic, ...contentWords('Configuring the file')]);
    const made = 'Reviews code changes. Use for configuring invisible pianos, when clouds file tax returns.';
    expect(readDescription(made, '', longWords, headings, new Set(contentWords('pull request review'))).trigger).toBe(
      false,
    );
  });

  test("a situation all of whose words are the skill's counts without a topic word", () => {
    const r = readDescription(
      'Reviews code changes. Use when race conditions or slow queries are flagged.',
      '',
      longWords,
      topic,
    );
    expect(r.trigger).toBe(true);
  });
});

describe('what carries nothing', () => {
  test('stuffed fragments, unrelated triggers and clauses without a specific word are idle', () => {
    const r = readDescription(
      'Reviews code changes. Always use this skill. Use when the moon negotiates with teapots. ' +
        'Also for building, when testing, for deploying, during debugging.',
      '',
      words,
    );
    expect(r.idle).toEqual(
      expect.arrayContaining([
        'Always use this skill',
        'Use when the moon negotiates with teapots',
        ' when testing',
        ' for deploying',
        ' during debugging',
      ]),
    );
    expect(r.idle.join(' ')).not.toContain('Reviews');
  });

  test('a description that says something has nothing idle', () => {
    expect(readDescription('Reviews code changes. Use when reviewing a pull request diff.', '', words).idle).toEqual(
      [],
    );
  });
});

test('opensSentence: capitalised use-verbs, situation openers and pushing adverbs', () => {
  for (const w of ['Use', 'Invoke', 'When', 'If', 'Always', 'Also', 'TRIGGER']) expect(opensSentence(w)).toBe(true);
  for (const w of ['use', 'when', 'Python', 'Claude', 'The', '']) expect(opensSentence(w)).toBe(false);
});

describe('trigger phrasing is no information', () => {
  test('"any time" and "in case" add no situation words', () => {
    const when = readDescription('Installs the clock app. Use when the user wants the clock installed.', '', words);
    for (const d of [
      'Installs the clock app. Use this skill any time the user wants the clock installed.',
      'Installs the clock app. Use it every time the user wants the clock installed.',
    ]) {
      const r = readDescription(d, '', words);
      expect(r.trigger).toBe(true);
      expect([r.units, r.situationWords]).toEqual([when.units, when.situationWords]);
    }
  });

  test('a bare "TRIGGER —" is judged by the clause it announces', () => {
    const longWords = new Set(contentWords(body));
    // The situation it announces shares nothing with the skill: no trigger, announced or not.
    const made = 'Reviews code changes. TRIGGER — whenever glaciers rehearse opera before breakfast.';
    expect(readDescription(made, '', longWords).trigger).toBe(false);
    const real = 'Reviews code changes. TRIGGER — whenever a pull request diff needs reviewing.';
    expect(readDescription(real, '', longWords).trigger).toBe(true);
  });
});

describe('stems', () => {
  // The pattern stem() reads inflections with: its capture, or the word itself.
  const byPattern = (key: string) => {
    const base = /^(.{4,}?)(?:ing|ed|es|e|s)$/.exec(key)?.[1];
    if (base === undefined) return key;
    const n = base.length;
    return n > 4 && base[n - 1] === base[n - 2] && !'aeiouls'.includes(base[n - 1]) ? base.slice(0, -1) : base;
  };
  // Every word of up to 6 of these characters: the endings, doubled letters, line breaks, surrogates.
  const LETTERS = ['a', 'e', 'i', 'n', 'g', 'd', 's', 't', '\n', '\u2028', '\ud83d'];
  function* words(prefix: string, left: number): Generator<string> {
    yield prefix;
    if (left > 0) for (const c of LETTERS) yield* words(prefix + c, left - 1);
  }

  test('stem is what the inflection pattern gives', () => {
    let differ = 0;
    let changed = 0;
    for (const w of words('', 6)) {
      if (stem(w) !== byPattern(w)) differ++;
      if (stem(w) !== w) changed++;
    }
    expect(differ).toBe(0);
    expect(changed).toBeGreaterThan(1000);
  });

  test('a word set has a stem exactly when one of its words stems to it', () => {
    const set = new Set(['committing', 'commits', 'rebase', 'tests', 'setting', 'passes', 'runs', 'go', 'stress']);
    const keys = new Set([...set].flatMap((w) => [w, stem(w), w.slice(0, -1), `${w}s`]));
    for (const k of keys) expect([k, setHasStem(set, k)]).toEqual([k, [...set].some((w) => stem(w) === k)]);
    expect(setHasStem(set, 'commit')).toBe(true);
  });
});

describe('suspended compounds', () => {
  test('"function-, class- or line-focused" names functions and classes: the hyphen left hanging is no part of the word', () => {
    expect(contentWords('function-, class-, or line-focused tasks')).toEqual([
      'function',
      'class',
      'line-focused',
      'task',
    ]);
  });
});

describe('descriptions in Chinese and Japanese', () => {
  // The words of the skill's own (Chinese) text: CJK runs are read a pair of characters at a time.
  const zhBody =
    '从新浪财经抓取医药股实时行情，分析细分赛道排名、涨跌榜与资金流向，生成医药行业日报并通过飞书发送。' +
    '用户需要医药日报或医药板块数据时，先抓取行情，再计算排名，最后推送飞书。';
  const zhWords = new Set(contentWords(zhBody));

  test('"当用户需要…时触发" (use when the user needs …) is a trigger, and not part of what the skill does', () => {
    const r = readDescription('生成医药行业日报并通过飞书发送。当用户需要医药日报、医药板块数据时触发。', '', zhWords);
    expect(r.trigger).toBe(true);
    expect(r.triggerText).toMatch(/^当用户需要/);
    expect(r.whatText).not.toMatch(/触发/);
  });

  test('a "触发场景：" label (trigger situations) is judged by the situations listed after it', () => {
    const d = '生成医药行业日报。\n触发场景：\n- 用户需要医药日报\n- 医药板块资金流向';
    expect(readDescription(d, '', zhWords).trigger).toBe(true);
  });

  test('"…場合に使用" (use in the case that …) is a trigger in Japanese', () => {
    expect(readDescription('PDFを結合する。ユーザーがPDFの結合を求める場合に使用。').trigger).toBe(true);
  });

  test('当 inside another word (当前, current; 适当, fitting) opens no situation', () => {
    expect(readDescription('获取当前行情并生成医药行业日报，在适当的位置标注涨跌。', '', zhWords).trigger).toBe(false);
    expect(readDescription('生成医药行业日报并通过飞书发送。', '', zhWords).trigger).toBe(false);
    // 时 inside a word of time (实时, real-time; 小时, hour) closes no situation.
    expect(readDescription('抓取医药股实时使用的行情，每小时调用一次接口。', '', zhWords).trigger).toBe(false);
    expect(readDescription('生成医药日报。在用户需要医药板块数据时使用。', '', zhWords).trigger).toBe(true);
  });
});
