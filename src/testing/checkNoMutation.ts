import type { RulesetTypes } from '../core/rulesetTypes.js';
import type { Action, ChanceAction } from '../core/action.js';
import type { BaseState } from '../core/baseState.js';
import { createSimulator } from '../core/simulator.js';
import { limitsOf, type AnyConformanceConfig, erased, type ConformanceConfig } from './conformanceConfig.js';
import { ConformanceFailure, type FailureContext } from './conformanceFailure.js';
import { deepFreeze } from './deepFreeze.js';
import { gameSpecs, type GameRange } from './gameSpecs.js';
import { subSeed } from './randomGame.js';
import { createTestRng, type TestRng } from './testRng.js';
import { visitGame } from './visitGame.js';

const CHECK = 'no-mutation';

/** Legal actions tried per visited state. */
const ACTIONS_PER_STATE = 6;

/**
 * Inputs are never mutated, at every state of a few random games: with the state and action deep-frozen, every
 * ruleset function runs and a legal action still applies (a write would throw), and with unfrozen copies the
 * state and action are unchanged afterwards (compared with a JSON snapshot taken before). The rollout path is held
 * to the same: `createSimulator` on a frozen state must copy it deeply enough that playing never writes to it.
 *
 * @example
 * ```ts
 * import { checkNoMutation } from 'kriegsspiel/testing';
 * checkNoMutation(config);
 * ```
 */
export function checkNoMutation<T extends RulesetTypes>(
  typed: ConformanceConfig<T>,
  range?: GameRange,
): void {
  const config = erased(typed);
  const limits = limitsOf(config);
  const rng = createTestRng(subSeed(limits.seed, 202));
  for (const game of gameSpecs(config, range ?? { count: limits.sampleGames, salt: 40_000 })) {
    visitGame(config, CHECK, game, (state, context) => {
      readAll(config, deepFreeze(structuredClone(state)), context);
      const copy = structuredClone(state);
      readAll(config, copy, context);
      if (JSON.stringify(copy) !== JSON.stringify(state)) {
        throw new ConformanceFailure(CHECK, 'a read-only ruleset function changed its input state', context);
      }
      for (const action of sample(config.ruleset.legalActions(state), rng)) {
        const at = { ...context, action };
        tryOnFrozen(config, state, action, at);
        tryOnCopies(config, state, action, at);
      }
    });
  }
}

function sample(actions: readonly (Action | ChanceAction)[], rng: TestRng): (Action | ChanceAction)[] {
  if (actions.length <= ACTIONS_PER_STATE) return [...actions];
  return Array.from({ length: ACTIONS_PER_STATE }, () => rng.pick(actions)).filter((a) => a !== undefined);
}

function tryOnFrozen(
  config: AnyConformanceConfig,
  state: BaseState,
  action: Action | ChanceAction,
  at: FailureContext,
): void {
  const frozenState = deepFreeze(structuredClone(state));
  const frozenAction = deepFreeze(structuredClone(action));
  const applied = config.ruleset.apply(frozenState, frozenAction);
  if (!applied.ok) {
    throw new ConformanceFailure(
      CHECK,
      `a legal action failed on a frozen state (does a rule write to its input?): ${applied.violation.message}`,
      at,
    );
  }
  try {
    createSimulator(config.ruleset, frozenState).play(frozenAction);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new ConformanceFailure(
      CHECK,
      `the rollout path wrote to a frozen input state (is clone deep enough?): ${message}`,
      at,
    );
  }
}

function tryOnCopies(
  config: AnyConformanceConfig,
  state: BaseState,
  action: Action | ChanceAction,
  at: FailureContext,
): void {
  const before = JSON.stringify(state);
  const actionBefore = JSON.stringify(action);
  const stateCopy = structuredClone(state);
  const actionCopy = structuredClone(action);
  config.ruleset.apply(stateCopy, actionCopy);
  config.ruleset.check(stateCopy, actionCopy);
  config.ruleset.actorOf(stateCopy, actionCopy);
  if (JSON.stringify(stateCopy) !== before)
    throw new ConformanceFailure(CHECK, 'applying an action changed its input state', at);
  if (JSON.stringify(actionCopy) !== actionBefore)
    throw new ConformanceFailure(CHECK, 'applying an action changed the action', at);
}

/** Runs every read-only ruleset function on `state` (frozen inputs make any write throw). */
function readAll(config: AnyConformanceConfig, state: BaseState, at: FailureContext): void {
  const { ruleset } = config;
  try {
    ruleset.decision(state);
    ruleset.legalActions(state);
    ruleset.chanceOutcomes(state);
    ruleset.result(state);
    for (const side of ruleset.sides) ruleset.view(state, side);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new ConformanceFailure(CHECK, `a read-only ruleset function threw on a frozen state: ${message}`, at);
  }
}
