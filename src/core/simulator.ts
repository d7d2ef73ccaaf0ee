import type { Draft } from 'immer';
import type { ChanceAction } from './action.js';
import type { Decision } from './decision.js';
import { currentStep, decide, stepAndSettle } from './engine.js';
import { GameError } from './gameError.js';
import type { GameResult } from './result.js';
import type { Ruleset } from './ruleset.js';
import type { RulesetTypes } from './rulesetTypes.js';

/**
 * The rollout path: one private copy of a state that actions mutate in place, with the same step recipes as the
 * immutable path but no proxies, no validation, no guard and no events. For bots and simulations that play many
 * moves. Only play actions taken from `legalActions()` (nothing is checked). Made by {@link createSimulator}.
 */
export interface Simulator<T extends RulesetTypes> {
  /** The live state (mutated by `play`; copy it with the ruleset's clone to keep it). */
  readonly state: T['state'];
  /** Who decides now. */
  decision(): Decision<T['side']>;
  /** The legal actions now. */
  legalActions(): (T['action'] | ChanceAction)[];
  /** Applies a legal action in place (and, in auto chance mode, the dice that follow). */
  play(action: T['action'] | ChanceAction): void;
  /** Whether the game is over, and the scores. */
  result(): GameResult<T['side']>;
  /** Starts over from a copy of `state` (of the same scenario). */
  reset(state: T['state']): void;
}

/**
 * Starts a rollout from a copy of `state` (one clone). The context of the state's scenario is resolved once, here:
 * a state this ruleset instance cannot resolve throws a {@link GameError} (the simulator is a convenience for
 * trusted states, like `Game`; everything else in the contract returns values).
 *
 * @example
 * ```ts
 * import { createSimulator } from 'kriegsspiel';
 * import { napoleonAtWar } from 'kriegsspiel/rulesets/napoleon-at-war';
 * const setup = napoleonAtWar.setup('skirmish', {}, 3);
 * if (!setup.ok) throw new Error(setup.violation.message);
 * const sim = createSimulator(napoleonAtWar, setup.state);
 * for (let ply = 0; ply < 50 && sim.decision().kind !== 'terminal'; ply++) sim.play(sim.legalActions()[0]!);
 * ```
 */
export function createSimulator<T extends RulesetTypes>(ruleset: Ruleset<T>, state: T['state']): Simulator<T> {
  const def = ruleset.definition;
  const resolved = ruleset.contextOf(state);
  if (!resolved.ok) throw new GameError(resolved.violation);
  const ctx = resolved.context;
  let live = def.clone(state);
  return {
    get state() {
      return live;
    },
    decision: () => decide(def, ctx, live),
    legalActions() {
      const step = currentStep(def, ctx, live);
      if (step === null) return [];
      if (step.kind === 'chance') return step.chance(ctx, live).values.map((value) => ({ type: 'chance', value }));
      return step.legalActions(ctx, live);
    },
    play(action) {
      stepAndSettle(def, ctx, live as Draft<T['state']>, action, undefined);
    },
    result: () => def.result(ctx, live),
    reset(next) {
      live = def.clone(next);
    },
  };
}
