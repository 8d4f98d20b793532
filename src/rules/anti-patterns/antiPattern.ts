// What an anti-pattern detector returns: one entry per occurrence of the flag. The static layer
// turns each into an `anti_patterns[]` entry (the rule's words, its severity from the weights).
import type { RuleContext } from '../context.js';
import type { RuleDefinition } from '../rule.js';
import { resolvedMention, type SkillDocument } from '../../parse/markdown/skillDocument.js';

export interface Occurrence {
  /** 1-based line, or null when the flag is about the whole file. */
  line: number | null;
  /** Display path of the file it is in, when not SKILL.md. */
  file?: string;
}

export type FindOccurrences = (ctx: RuleContext) => Occurrence[];

export type AntiPatternRule = RuleDefinition<FindOccurrences>;

/** Unresolved, flaggable mentions of one kind across the document, once per target (the calibrated method). */
export function unresolvedMentions(d: SkillDocument, kind: 'link' | 'xref'): Occurrence[] {
  if (d.resolved === null) return [];
  const out: Occurrence[] = [];
  const seen = new Set<string>();
  for (const part of d.parts) {
    for (const m of part.mentions) {
      if (m.kind !== kind || !m.flaggable || seen.has(m.key)) continue;
      const r = resolvedMention(d, m);
      if (r === undefined || r.type !== null) continue;
      seen.add(m.key);
      out.push(part === d.main ? { line: m.line + 1 } : { line: m.line + 1, file: part.file });
    }
  }
  return out;
}
