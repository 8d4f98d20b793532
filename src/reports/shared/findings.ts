// Findings in the order and words every report uses: what can hurt first.
import type { Finding } from '../../contract/types.js';

/** Finding categories in the order a reader should see them: what can hurt first. */
export const FINDING_CATEGORY_ORDER: readonly Finding['category'][] = [
  'security',
  'spec',
  'portability',
  'read',
  'quality',
];

const FINDING_CATEGORY_LABEL: Record<Finding['category'], string> = {
  security: 'Security',
  spec: 'Specification',
  portability: 'Portability',
  read: 'Reading',
  quality: 'Quality',
};

const LEVEL_ORDER: readonly Finding['level'][] = ['high', 'medium', 'low', 'info'];

export function findingCategoryLabel(category: Finding['category']): string {
  return FINDING_CATEGORY_LABEL[category] ?? String(category);
}

/** Findings by category (security first), then level (high first); the original order otherwise. */
export function sortFindings<T extends Pick<Finding, 'category' | 'level'>>(findings: readonly T[]): T[] {
  const rank = (xs: readonly string[], x: string) => (xs.includes(x) ? xs.indexOf(x) : xs.length);
  return findings
    .map((f, i) => ({ f, i }))
    .sort(
      (a, b) =>
        rank(FINDING_CATEGORY_ORDER, a.f.category) - rank(FINDING_CATEGORY_ORDER, b.f.category) ||
        rank(LEVEL_ORDER, a.f.level) - rank(LEVEL_ORDER, b.f.level) ||
        a.i - b.i,
    )
    .map(({ f }) => f);
}

/** `security 2 (high), spec 1` — findings counted per category, the worst security level named. */
export function summariseFindings(findings: ReadonlyArray<Pick<Finding, 'category' | 'level'>>): string {
  const parts: string[] = [];
  for (const category of FINDING_CATEGORY_ORDER) {
    const of = findings.filter((f) => f.category === category);
    if (of.length === 0) continue;
    const worst = category === 'security' ? sortFindings(of)[0].level : null;
    parts.push(`${category} ${of.length}${worst ? ` (${worst})` : ''}`);
  }
  return parts.join(', ');
}
