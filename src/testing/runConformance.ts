import type { RulesetTypes } from '../core/rulesetTypes.js';
import { checkActionSpace } from './checkActionSpace.js';
import { checkEncoding } from './checkEncoding.js';
import { checkCorruptActions, checkCorruptRecords, checkCorruptStates } from './checkBadInput.js';
import { checkExplicitChance } from './checkExplicitChance.js';
import { checkInvariants } from './checkInvariants.js';
import { checkLegalActions } from './checkLegalActions.js';
import { checkNoMutation } from './checkNoMutation.js';
import { checkRandomGames } from './checkRandomGames.js';
import { checkRollout } from './checkRollout.js';
import { checkSameSeed } from './checkSameSeed.js';
import { checkSaveLoad } from './checkSaveLoad.js';
import { checkViews } from './checkViews.js';
import { checkHiddenInformation } from './checkHiddenInformation.js';
import { checkNonsenseStates } from './checkNonsenseStates.js';
import { erased, limitsOf, type ConformanceConfig } from './conformanceConfig.js';

/**
 * The two functions of a test runner the suite registers its tests with: vitest's, jest's, mocha's and
 * `node:test`'s `describe` and `it` all fit. Failures are thrown `Error`s, so any runner reports them.
 */
export interface TestRegistrar {
  /** Groups tests under a name. */
  describe(name: string, body: () => void): unknown;
  /** Registers one test. */
  it(name: string, body: () => void): unknown;
}

/**
 * Registers the ruleset conformance suite, one named test per check: legal actions agree with `check`; the action
 * space, if any, holds every legal action once; seeded random games end without a throw, an internal error or a dead
 * end (split into tests of `gamesPerTest` games); save/load and record/replay round trips; same seed, same game; no
 * input is mutated; explicit chance outcomes; rollout path equals immutable path; invariants; views hide hidden
 * data; corrupt states, records and actions are refused naming the field. Every check is also exported as a plain
 * function.
 *
 * @example
 * ```ts
 * import { describe, it } from 'vitest';
 * import { runConformance } from 'kriegsspiel/testing';
 * import { napoleonAtWar, type NawState } from 'kriegsspiel/rulesets/napoleon-at-war';
 * const invariants = (state: NawState) => (state.units.some((u) => u.strength < 0) ? 'negative strength' : null);
 * runConformance({ ruleset: napoleonAtWar, games: 500, invariants }, { describe, it });
 * ```
 */
export function runConformance<T extends RulesetTypes>(
  config: ConformanceConfig<T>,
  { describe, it }: TestRegistrar,
): void {
  const loose = erased(config);
  const limits = limitsOf(loose);
  describe(`conformance: ${config.name ?? config.ruleset.id}`, () => {
    it('legal actions agree with check', () => checkLegalActions(loose));
    it('the action space holds every legal action once', () => checkActionSpace(loose));
    it('action indices, legal masks and observations agree with the rules', () => checkEncoding(loose));
    for (let first = 0; first < limits.games; first += limits.gamesPerTest) {
      const count = Math.min(limits.gamesPerTest, limits.games - first);
      it(`random games ${first + 1}-${first + count} end without errors or dead ends`, () =>
        checkRandomGames(loose, { first, count }));
    }
    it('saved states load back equal at every step, records replay', () => checkSaveLoad(loose));
    it('the same seed plays the same game', () => checkSameSeed(loose));
    it('frozen inputs are never mutated', () => checkNoMutation(loose));
    it('explicit chance outcomes are the legal actions and sum to 1', () => checkExplicitChance(loose));
    it('the rollout path equals the immutable path', () => checkRollout(loose));
    it('invariants hold at every visited state', () => checkInvariants(loose));
    it('views leak no hidden data', () => checkViews(loose));
    it('determinized views and perturbed hidden data change nothing a side sees', () => checkHiddenInformation(loose));
    it('corrupt saved states are refused naming the field', () => checkCorruptStates(loose));
    it('corrupt game records are refused naming the field', () => checkCorruptRecords(loose));
    it('corrupt actions are refused naming the field', () => checkCorruptActions(loose));
    it('valid-looking nonsense in saved states is refused or plays on without errors', () => checkNonsenseStates(loose));
  });
}
