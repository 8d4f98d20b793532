// Where a clause of a description written in Chinese, Japanese or Korean starts to say when to use
// the skill. These scripts write words without spaces, so the English reading (a use-verb, then a
// situation word) never sees them: "当用户需要…时触发" is "use when the user needs …". A situation
// is opened by 当 ("when") before a subject or a need, or announced by a label ("触发场景：",
// "使用场景"); a use-verb after "时" or "場合に" ("…时使用", "…場合に使用") closes one, which
// starts at the 在/当 before it, or at the clause's start.

/**
 * 当 ("when") opening a situation: before who acts or what is needed, or closed by 时 ("at the
 * time"). Not 当 inside another word: 相当 (quite), 适当 (fitting), 应当 (should), 当前 (current),
 * 当天 (that day), 当然 (of course)…
 */
const WHEN_OPENS =
  /(?<![相适应恰妥正充担])当(?:用户|使用者|你|您|需要|要|想|遇到|涉及|处理|出现|在)|(?<![相适应恰妥正充担])当(?![前天然地年日时中初即场下今])[^。！？；\n]{1,60}?(?:(?<![实及同临定按准随平暂计小超耗历当何])时|的时候)/u;
/** A label that announces the situations ("trigger scenarios", "use scenarios", "trigger words"). */
const SITUATION_LABEL = /(?:触发|使用|适用|调用)(?:场景|条件|时机|词|关键词)|トリガー|使用場面|사용\s*시점/u;
/**
 * 时 ("at the time") that closes a situation, not inside a word of time: 实时 (real-time), 同时
 * (at once), 临时 (temporary), 小时 (hour), 超时 (timeout)…
 */
const AT_THE_TIME = '(?<![实及同临定按准随平暂计小超耗历当何])时';
/** A use-verb closing a situation: "…时使用", "…场合に使用", "…때 사용". */
const CLOSES = new RegExp(
  `(?:${AT_THE_TIME}|的时候|時|場合|とき|際)(?:に)?(?:使用|调用|触发|启用|加载|使う|呼び出|起動)|때\\s*(?:사용|호출)`,
  'u',
);
/** Where a situation closed by CLOSES opens: 在 ("in/at") or 当 ("when"). */
const SITUATION_START = /[在当]/gu;

/** Char offset in `clause` where its trigger starts, or -1 when it says no situation in these scripts. */
export function cjkTriggerOffset(clause: string): number {
  let best = -1;
  const opens = WHEN_OPENS.exec(clause);
  if (opens) best = opens.index;
  const label = SITUATION_LABEL.exec(clause);
  if (label && (best < 0 || label.index < best)) best = label.index;
  const closes = CLOSES.exec(clause);
  if (closes) {
    let start = 0;
    for (const m of clause.slice(0, closes.index).matchAll(SITUATION_START)) start = m.index;
    if (best < 0 || start < best) best = start;
  }
  return best;
}

/** Whether a trigger clause is only a label announcing the situations listed after it ("触发场景："). */
export function announcesCjkSituations(trigger: string): boolean {
  const t = trigger.trim();
  return SITUATION_LABEL.exec(t)?.index === 0 && /[:：]$/u.test(t);
}
