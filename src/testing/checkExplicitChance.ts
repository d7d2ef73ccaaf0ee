import type { RulesetTypes } from '../core/rulesetTypes.js';
import { canonicalJson } from '../core/scenarioHash.js';
import { limitsOf, erased, type ConformanceConfig } from './conformanceConfig.js';
import { ConformanceFailure } from './conformanceFailure.js';
import { gameSpecs, type GameRange } from './gameSpecs.js';
import { visitGame } from './visitGame.js';

const CHECK = 'explicit-chance';

/** How far the probabilities of a chance decision may sum from 1. */
const TOLERANCE = 1e-12;

/**
 * Explicit chance mode, at every state of a few random games played in it: at a chance decision the
 * `chanceOutcomes` probabilities are positive and sum to 1 (within 1e-12) and the legal actions are exactly the
 * outcomes, each once; elsewhere `chanceOutcomes` is empty.
 *
 * @example
 * ```ts
 * import { checkExplicitChance } from 'kriegsspiel/testing';
 * checkExplicitChance(config);
 * ```
 */
export function checkExplicitChance<T extends RulesetTypes>(typed: ConformanceConfig<T>, range?: GameRange): void {
  const config = erased(typed);
  const { ruleset } = config;
  const limits = limitsOf(config);
  for (const game of gameSpecs(config, range ?? { count: limits.sampleGames, salt: 50_000, chanceMode: 'explicit' })) {
    visitGame(config, CHECK, game, (state, context) => {
      const outcomes = ruleset.chanceOutcomes(state);
      if (ruleset.decision(state).kind !== 'chance') {
        if (outcomes.length > 0)
          throw new ConformanceFailure(CHECK, 'chanceOutcomes is not empty while no roll is pending', context);
        return;
      }
      if (outcomes.length === 0) throw new ConformanceFailure(CHECK, 'a chance decision without outcomes', context);
      let total = 0;
      for (const { action, probability } of outcomes) {
        if (!(probability > 0 && probability <= 1)) {
          throw new ConformanceFailure(CHECK, `an outcome has probability ${probability}`, { ...context, action });
        }
        total += probability;
      }
      if (Math.abs(total - 1) > TOLERANCE)
        throw new ConformanceFailure(CHECK, `the outcome probabilities sum to ${total}`, context);
      const fromOutcomes = outcomes.map((o) => canonicalJson(o.action));
      const legal = ruleset.legalActions(state).map((a) => canonicalJson(a));
      if (new Set(fromOutcomes).size !== fromOutcomes.length)
        throw new ConformanceFailure(CHECK, 'an outcome is listed twice', context);
      if (canonicalJson([...legal].sort()) !== canonicalJson([...fromOutcomes].sort())) {
        throw new ConformanceFailure(
          CHECK,
          `the legal actions ${legal.join(' ')} are not the outcomes ${fromOutcomes.join(' ')}`,
          context,
        );
      }
    });
  }
}
