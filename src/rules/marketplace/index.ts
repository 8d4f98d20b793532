// The marketplace rules, found in `.claude-plugin/marketplace.json` rather than in a skill's text:
// src/read/target.ts reads the listing through readMarketplace.
import type { RuleDefinition } from '../rule.js';
import { marketplaceInvalid } from './invalid.js';

export { MARKETPLACE_INVALID, readMarketplace, type MarketplaceListing, type MarketplacePlugin } from './invalid.js';

export const MARKETPLACE_RULES: readonly RuleDefinition[] = [marketplaceInvalid];
