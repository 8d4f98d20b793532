// Collects findings per rule: one per rule and line, capped per rule, sorted by line.
import type { Finding } from '../../contract/types.js';
import { LEVEL_SEVERITY, MAX_FINDINGS_PER_RULE } from './thresholds.js';

export class Collector {
  private readonly byRule = new Map<string, Finding[]>();
  private readonly seen = new Set<string>();
  private readonly overflow = new Map<string, number>();

  constructor(private readonly file: string) {}

  add(rule: string, level: Finding['level'], line: number, message: string): void {
    const key = `${rule}:${line}`;
    if (this.seen.has(key)) return;
    this.seen.add(key);
    const list = this.byRule.get(rule) ?? [];
    if (list.length >= MAX_FINDINGS_PER_RULE) {
      this.overflow.set(rule, (this.overflow.get(rule) ?? 0) + 1);
      if (level === 'high' && list.every((f) => f.level !== 'high'))
        list[list.length - 1] = this.make(rule, level, line, message);
      return;
    }
    list.push(this.make(rule, level, line, message));
    this.byRule.set(rule, list);
  }

  private make(rule: string, level: Finding['level'], line: number, message: string): Finding {
    return { rule, category: 'security', severity: LEVEL_SEVERITY[level], level, message, line, file: this.file };
  }

  findings(): Finding[] {
    const out: Finding[] = [];
    for (const [rule, list] of this.byRule) {
      const more = this.overflow.get(rule);
      if (more) {
        const last = list[list.length - 1];
        list[list.length - 1] = { ...last, message: `${last.message} (and ${more} more of this kind)` };
      }
      out.push(...list);
    }
    return out.sort((a, b) => (a.line ?? 0) - (b.line ?? 0) || (a.rule < b.rule ? -1 : a.rule > b.rule ? 1 : 0));
  }
}
