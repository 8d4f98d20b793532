// Badges drawn with CSS, not emoji, so the pages look the same on machines without an emoji font.
import type { Badge } from '../../contract/types.js';
import { BADGE_COLOUR, badgeLabel } from '../shared/badges.js';
import { htmlEscape as esc } from './escape.js';

/** The badge as a coloured pill (white text on the badge colour). */
export function badgePill(badge: Badge): string {
  return `<span class="badge" data-badge="${esc(badge)}" style="background:${BADGE_COLOUR[badge]}">${esc(badgeLabel(badge))}</span>`;
}

/** The badge as a coloured dot and its name in the text colour (for tables). */
export function badgeDot(badge: Badge): string {
  return `<span class="dot" aria-hidden="true" style="background:${BADGE_COLOUR[badge]}"></span>${esc(badgeLabel(badge))}`;
}
