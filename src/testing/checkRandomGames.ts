import type { RulesetTypes } from '../core/rulesetTypes.js';
import { limitsOf, erased, type ConformanceConfig } from './conformanceConfig.js';
import { ConformanceFailure } from './conformanceFailure.js';
import { gameSpecs, type GameRange } from './gameSpecs.js';
import { visitGame } from './visitGame.js';

const CHECK = 'random-games';

/**
 * Seeded random games end, within `maxPlies`, without a throw or a refused legal action (`internal-error`
 * included); on the way there is no dead end (a state that is not over has a legal action, for every side owing a
 * simultaneous choice), `result` agrees with `decision` about the game being over, and auto chance mode never
 * rests on a chance decision. Plays `range` (default: all `config.games` games). The bots list the legal actions
 * of every decision (for each owing side of a simultaneous one), so a dead end fails as a throw.
 *
 * @example
 * ```ts
 * import { checkRandomGames } from 'kriegsspiel/testing';
 * checkRandomGames(config, { first: 0, count: 100 });
 * ```
 */
export function checkRandomGames<T extends RulesetTypes>(typed: ConformanceConfig<T>, range?: GameRange): void {
  const config = erased(typed);
  const { ruleset } = config;
  const limits = limitsOf(config);
  for (const game of gameSpecs(config, range ?? { count: limits.games })) {
    const played = visitGame(config, CHECK, game, (state, context) => {
      const decision = ruleset.decision(state);
      const result = ruleset.result(state);
      if (result.terminal !== (decision.kind === 'terminal')) {
        throw new ConformanceFailure(
          CHECK,
          `result says terminal=${result.terminal} but the decision is ${decision.kind}`,
          context,
        );
      }
      if (!result.terminal && result.winner !== null)
        throw new ConformanceFailure(CHECK, 'a winner before the game is over', context);
      if (decision.kind === 'chance' && state.chanceMode === 'auto') {
        throw new ConformanceFailure(CHECK, 'auto chance mode left a chance decision pending', context);
      }
      if (decision.kind === 'simultaneous' && decision.sides.length === 0) {
        throw new ConformanceFailure(CHECK, 'a simultaneous decision that no side owes', context);
      }
      // Dead ends are caught by the bots: each side owing a choice is asked for one of its own legal actions.
    });
    if (!played.result.terminal) {
      throw new ConformanceFailure(CHECK, `the game is not over after maxPlies (${limits.maxPlies}) plies`, {
        game,
        ply: played.plies,
      });
    }
  }
}
