// Badges as every report shows them: their order, emoji, names and colours.
import { BADGES } from '../../contract/weights.js';
import type { Badge } from '../../contract/types.js';

/** Badge order, best first (also the order of the badge distribution tables). */
export const BADGE_ORDER: readonly Badge[] = [...BADGES.map((b) => b.badge), 'no_badge'];

/** The lowest score that earns any badge (bronze): the line below which a target needs attention. */
export const LOWEST_BADGE_SCORE = Math.min(...BADGES.map((b) => b.minScore));

const BADGE_EMOJI: Record<Badge, string> = {
  platinum: '💎',
  gold: '🥇',
  silver: '🥈',
  bronze: '🥉',
  no_badge: '⚪',
};

const BADGE_LABEL: Record<Badge, string> = {
  platinum: 'Platinum',
  gold: 'Gold',
  silver: 'Silver',
  bronze: 'Bronze',
  no_badge: 'No badge',
};

/**
 * Badge colours shared by the HTML report and the shields.io badges. Dark enough that white text
 * on them passes WCAG AA (4.5:1); the HTML test checks it.
 */
export const BADGE_COLOUR: Record<Badge, string> = {
  platinum: '#4a5d78',
  gold: '#8a6508',
  silver: '#5c6670',
  bronze: '#a0522d',
  no_badge: '#b42318',
};

export function badgeEmoji(badge: Badge): string {
  return BADGE_EMOJI[badge] ?? '⚪';
}

export function badgeLabel(badge: Badge): string {
  return BADGE_LABEL[badge] ?? String(badge);
}

/** `🥇 Gold` */
export function badgeText(badge: Badge): string {
  return `${badgeEmoji(badge)} ${badgeLabel(badge)}`;
}
