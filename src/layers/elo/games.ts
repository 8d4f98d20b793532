// The games: each reference judged against the skill twice, in both orders, so that a judge
// preferring whichever skill comes first shows up and cancels out.
import { mean } from '../../stats/stats.js';
import { readStructured, type UsageTally } from '../../llm/call.js';
import { COMPARE_TOOL, compareRequest, readVerdict, scoreOf } from './compare.js';
import { ratingOfComposite } from './rating.js';
import type { EloGame, EloOptions, EloReference, EloResult, Verdict } from './types.js';

/** The games played so far, filled in as the answers come. */
export interface GamesInPlay {
  games: EloGame[];
  /** Why calls failed or gave no verdict, in the order they came. */
  failures: string[];
  /** Verdicts that named a winner, and of those the ones that went to the skill shown first. */
  decisive: number;
  firstWins: number;
}

/** One verdict of the judge on two excerpts; null when the call failed or gave none (the reason is recorded). */
async function judgePair(
  first: string,
  second: string,
  options: EloOptions,
  tally: UsageTally,
  play: GamesInPlay,
): Promise<Verdict | null> {
  const outcome = await options.caller.send(compareRequest(first, second, options.model));
  if (!outcome.ok) {
    play.failures.push(outcome.reason);
    return null;
  }
  tally.add(options.model, outcome.usage);
  const structured = readStructured(outcome.message, COMPARE_TOOL.name);
  const verdict = structured.ok ? readVerdict(structured.value) : null;
  if (verdict === null)
    play.failures.push(structured.ok ? 'no verdict (better must be first, second or tie)' : structured.reason);
  return verdict;
}

/** The game against one reference; not recorded when neither order was answered. */
export async function playGame(
  excerpt: string,
  ref: EloReference,
  options: EloOptions,
  tally: UsageTally,
  play: GamesInPlay,
): Promise<void> {
  const [skillFirst, referenceFirst] = await Promise.all([
    judgePair(excerpt, ref.excerpt, options, tally, play),
    judgePair(ref.excerpt, excerpt, options, tally, play),
  ]);
  const scores = [
    skillFirst === null ? null : scoreOf(skillFirst, true),
    referenceFirst === null ? null : scoreOf(referenceFirst, false),
  ].filter((x): x is number => x !== null);
  for (const v of [skillFirst, referenceFirst]) {
    if (v === 'first' || v === 'second') {
      play.decisive++;
      if (v === 'first') play.firstWins++;
    }
  }
  if (scores.length === 0) return;
  play.games.push({
    reference: ref.name,
    path: ref.path,
    category: ref.category,
    opponent: ratingOfComposite(ref.composite),
    score: mean(scores),
    skill_first: skillFirst,
    reference_first: referenceFirst,
    position_consistent:
      skillFirst !== null && referenceFirst !== null
        ? scoreOf(skillFirst, true) === scoreOf(referenceFirst, false)
        : null,
  });
}

/** How often the verdict flipped with the order, and the share of decisive verdicts won by the first shown. */
export function positionBias(games: readonly EloGame[], play: GamesInPlay): EloResult['position_bias'] {
  const checked = games.filter((g) => g.position_consistent !== null);
  const inconsistent = checked.filter((g) => g.position_consistent === false).length;
  return {
    pairs_checked: checked.length,
    inconsistent,
    rate: checked.length > 0 ? inconsistent / checked.length : null,
    first_position_win_share: play.decisive > 0 ? play.firstWins / play.decisive : null,
  };
}
