import type { RulesetTypes } from '../core/rulesetTypes.js';
import { isDeepStrictEqual } from 'node:util';
import * as fc from 'fast-check';
import type { BaseState } from '../core/baseState.js';
import { createSimulator } from '../core/simulator.js';
import { arbitraryGameSpec } from './arbitraries.js';
import { canonicalJson } from '../core/scenarioHash.js';
import { propertyParameters, erased, type ConformanceConfig } from './conformanceConfig.js';
import { ConformanceFailure } from './conformanceFailure.js';
import { visitGame } from './visitGame.js';

const CHECK = 'rollout';

/**
 * The rollout path (`createSimulator`, rules run on a private clone) and the immutable path (`apply` under immer)
 * agree: for random games over fast-check-drawn seeds, scenarios and chance modes, replaying the same actions on a
 * simulator gives a deep-equal state, the same decision and the same result after every ply.
 *
 * @example
 * ```ts
 * import { checkRollout } from 'kriegsspiel/testing';
 * checkRollout(config); // config.numRuns games
 * ```
 */
export function checkRollout<T extends RulesetTypes>(
  typed: ConformanceConfig<T>,
): void {
  const config = erased(typed);
  const { ruleset } = config;
  fc.assert(
    fc.property(arbitraryGameSpec(config), (game) => {
      const states: BaseState[] = [];
      const played = visitGame(config, CHECK, game, (state) => void states.push(state));
      const simulator = createSimulator(ruleset, played.initial);
      played.actions.forEach((action, i) => {
        const context = { game, ply: i + 1, action };
        simulator.play(action);
        const expected = states[i + 1];
        if (!isDeepStrictEqual(simulator.state, expected)) {
          throw new ConformanceFailure(CHECK, `the rollout state differs: ${canonicalJson(simulator.state)}`, context);
        }
        if (canonicalJson(simulator.decision()) !== canonicalJson(ruleset.decision(expected as BaseState))) {
          throw new ConformanceFailure(CHECK, 'the rollout decision differs', context);
        }
      });
      if (canonicalJson(simulator.result()) !== canonicalJson(played.result)) {
        throw new ConformanceFailure(CHECK, 'the rollout result differs', { game, ply: played.plies });
      }
    }),
    propertyParameters(config),
  );
}
