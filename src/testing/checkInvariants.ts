import type { RulesetTypes } from '../core/rulesetTypes.js';
import { isDeepStrictEqual } from 'node:util';
import { limitsOf, erased, type ConformanceConfig } from './conformanceConfig.js';
import { ConformanceFailure } from './conformanceFailure.js';
import { gameSpecs, type GameRange } from './gameSpecs.js';
import { visitGame } from './visitGame.js';

const CHECK = 'invariants';

/**
 * Every state of some random games (`4 × sampleGames`) is plain JSON data (a JSON round trip gives a deep-equal
 * value: no `undefined`, class instance, `Map`, `NaN` or function anywhere) and satisfies the ruleset's own
 * `config.invariants` (stacking, no unit in an enemy hex, losses accounted...).
 *
 * @example
 * ```ts
 * import { checkInvariants } from 'kriegsspiel/testing';
 * checkInvariants({ ...config, invariants: (s) => (s.turn > 20 ? 'turn past the end' : null) });
 * ```
 */
export function checkInvariants<T extends RulesetTypes>(
  typed: ConformanceConfig<T>,
  range?: GameRange,
): void {
  const config = erased(typed);
  const limits = limitsOf(config);
  for (const game of gameSpecs(config, range ?? { count: 4 * limits.sampleGames, salt: 60_000 })) {
    visitGame(config, CHECK, game, (state, context) => {
      if (!isDeepStrictEqual(JSON.parse(JSON.stringify(state)), state)) {
        throw new ConformanceFailure(CHECK, 'the state is not plain JSON data (a JSON round trip changes it)', context);
      }
      const broken = config.invariants?.(state) ?? null;
      if (broken !== null) throw new ConformanceFailure(CHECK, `invariant broken: ${broken}`, context);
    });
  }
}
