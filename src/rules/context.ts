// What every detector reads, computed once per skill and only when a detector asks for it: the
// text's lines, offsets to line numbers, the markdown model of SKILL.md and the files it links.
// Family-specific derived data (the security scanner's normalised lines, say) goes through `memo`,
// so that two rules of a family share one pass without a module-level cache.
import type { ParsedSkill } from '../contract/types.js';
import { lineIndex } from '../parse/pytext.js';
import { skillDocument, type SkillDocument } from '../parse/markdown/skillDocument.js';

export interface RuleContext {
  readonly skill: ParsedSkill;
  /** SKILL.md's text (after BOM removal and newline normalisation). */
  readonly text: string;
  /** The text split at \n. */
  readonly lines: readonly string[];
  /** The text lower-cased (its lines kept: lower-casing makes and removes no line break). */
  readonly lowerText: string;
  /** SKILL.md and the markdown files it links, as one document (the calibrated method's model). */
  readonly document: SkillDocument;
  /** 1-based line of a character offset into `text`. */
  readonly lineOf: (offset: number) => number;
  /** The display path of the skill's folder, ending in '/' ('' at the root). */
  readonly folder: string;
  /** `compute(ctx)` once per context: the same function returns the same value on later calls. */
  memo<T>(compute: (ctx: RuleContext) => T): T;
}

const contexts = new WeakMap<ParsedSkill, RuleContext>();

/** The context of a skill; the same object for the same parsed skill. */
export function ruleContext(skill: ParsedSkill): RuleContext {
  const hit = contexts.get(skill);
  if (hit) return hit;
  const made = createContext(skill);
  contexts.set(skill, made);
  return made;
}

function createContext(skill: ParsedSkill): RuleContext {
  const memos = new Map<(ctx: RuleContext) => unknown, unknown>();
  let lines: string[] | undefined;
  let lowerText: string | undefined;
  let lineOf: ((offset: number) => number) | undefined;
  const ctx: RuleContext = {
    skill,
    text: skill.text,
    get lines() {
      return (lines ??= skill.text.split('\n'));
    },
    get lowerText() {
      return (lowerText ??= skill.text.toLowerCase());
    },
    get document() {
      return skillDocument(skill);
    },
    get lineOf() {
      return (lineOf ??= lineIndex(skill.text));
    },
    folder: skill.file.slice(0, skill.file.length - 'SKILL.md'.length),
    memo<T>(compute: (c: RuleContext) => T): T {
      if (memos.has(compute)) return memos.get(compute) as T;
      const value = compute(ctx);
      memos.set(compute, value);
      return value;
    },
  };
  return ctx;
}
