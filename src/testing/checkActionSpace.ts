import type { RulesetTypes } from '../core/rulesetTypes.js';
import { canonicalJson } from '../core/scenarioHash.js';
import { limitsOf, erased, type ConformanceConfig } from './conformanceConfig.js';
import { ConformanceFailure } from './conformanceFailure.js';
import { gameSpecs, type GameRange } from './gameSpecs.js';
import { visitGame } from './visitGame.js';

const CHECK = 'action-space';

/**
 * Where the ruleset offers an action space (`Ruleset.actionSpace`), it is a superset of the legal actions that holds
 * each action once, at every state of a few random games: its size is a non-negative integer, no two indices give
 * the same action and every listed legal action is among them (compared by canonical JSON). Sampling from it with
 * rejection is then uniform over the legal actions. Rulesets without the hook pass trivially.
 *
 * @example
 * ```ts
 * import { checkActionSpace } from 'kriegsspiel/testing';
 * checkActionSpace(config); // throws a ConformanceFailure naming the state (and the missing action)
 * ```
 */
export function checkActionSpace<T extends RulesetTypes>(
  typed: ConformanceConfig<T>,
  range?: GameRange,
): void {
  const config = erased(typed);
  const limits = limitsOf(config);
  for (const game of gameSpecs(config, range ?? { count: limits.sampleGames, salt: 110_000 })) {
    visitGame(config, CHECK, game, (state, context) => {
      const space = config.ruleset.actionSpace(state);
      if (space === null) return;
      if (!Number.isSafeInteger(space.size) || space.size < 0) {
        throw new ConformanceFailure(CHECK, `the action space's size ${space.size} is not a non-negative integer`, context);
      }
      const keys = new Set<string>();
      for (let index = 0; index < space.size; index++) {
        const action = space.at(index);
        const key = canonicalJson(action);
        if (keys.has(key)) throw new ConformanceFailure(CHECK, `the action space holds an action twice (again at index ${index})`, { ...context, action });
        keys.add(key);
      }
      for (const action of config.ruleset.legalActions(state)) {
        if (!keys.has(canonicalJson(action))) throw new ConformanceFailure(CHECK, 'the action space misses a legal action', { ...context, action });
      }
    });
  }
}
