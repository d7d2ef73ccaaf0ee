import type { Draft } from 'immer';
import { isChanceAction, type ChanceAction } from './action.js';
import type { ActionSpace } from './actionSpace.js';
import type { Decision } from './decision.js';
import { actorIn, currentStep, decide, stepAndSettle } from './engine.js';
import { GameError } from './gameError.js';
import type { GameResult } from './result.js';
import type { Ruleset } from './ruleset.js';
import type { RulesetTypes } from './rulesetTypes.js';
import type { Step } from './step.js';
import { violation, type Violation } from './violation.js';

/**
 * The rollout path: one private copy of a state that actions mutate in place, with the same step recipes as the
 * immutable path but no proxies, no validation, no guard and no events. For bots and simulations that play many
 * moves. Only play actions taken from `legalActions()` (nothing is checked). Made by {@link createSimulator}.
 */
export interface Simulator<T extends RulesetTypes> {
  /** The live state (mutated by `play`; copy it with the ruleset's clone to keep it; never change it yourself). */
  readonly state: T['state'];
  /** Who decides now. */
  decision(): Decision<T['side']>;
  /** The legal actions now. */
  legalActions(): (T['action'] | ChanceAction)[];
  /**
   * The ruleset's {@link ActionSpace} at the live state (a superset of the deciding side's legal actions, see
   * `Ruleset.actionSpace`), or `null` where the current step has none. Read it before the next `play`.
   */
  actionSpace(): ActionSpace<T['action']> | null;
  /**
   * Why `action` is illegal now, or `null` when it is legal: `Ruleset.check` on the live state, with the same
   * verdicts for actions of the ruleset's own shape (taken from `legalActions()` or `actionSpace()`), but without
   * validating the shape of arbitrary input and without turning exceptions into values. For samplers that draw
   * candidates from the action space and keep the legal ones (see `randomBot`'s `chooseIn`).
   */
  check(action: T['action'] | ChanceAction): Violation | null;
  /** Who takes `action` now (`Ruleset.actorOf` on the live state): a side, `'chance'`, or `null` when nobody may. */
  actorOf(action: T['action'] | ChanceAction): T['side'] | 'chance' | null;
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
  // Versions of the live state for `RulesetDefinition.touched`: one counter per simulator, whose states are its own.
  let version = 0;
  def.touched?.(ctx, live, ++version);
  // The live state's step, found once between two changes of the state (only `play` and `reset` change it): a
  // sampler asks for it several times per choice (the space, then `check` and `actorOf` per candidate).
  let known: Step<T> | null | undefined;
  const stepNow = (): Step<T> | null => (known === undefined ? (known = currentStep(def, ctx, live)) : known);
  return {
    get state() {
      return live;
    },
    decision: () => decide(def, ctx, live),
    legalActions() {
      const step = stepNow();
      if (step === null) return [];
      if (step.kind === 'chance') return step.chance(ctx, live).values.map((value) => ({ type: 'chance', value }));
      return step.legalActions(ctx, live);
    },
    actionSpace() {
      const step = stepNow();
      return step !== null && step.kind !== 'chance' && step.actionSpace ? step.actionSpace(ctx, live) : null;
    },
    check: (action) => checkOn(stepNow(), ctx, live, action),
    actorOf: (action) => actorIn(stepNow(), ctx, live, action),
    play(action) {
      known = undefined;
      def.touched?.(ctx, live, null);
      try {
        stepAndSettle(def, ctx, live as Draft<T['state']>, action, undefined);
      } finally {
        known = undefined;
      }
      def.touched?.(ctx, live, ++version);
    },
    result: () => def.result(ctx, live),
    reset(next) {
      live = def.clone(next);
      known = undefined;
      def.touched?.(ctx, live, ++version);
    },
  };
}

/** Why `action` is illegal in `state`, whose step is `step` (as `Ruleset.check`, without the shape validation), or `null`. */
function checkOn<T extends RulesetTypes>(step: Step<T> | null, ctx: T['context'], state: T['state'], action: T['action'] | ChanceAction): Violation | null {
  if (step === null) return violation('game-over', 'core', 'the game is over');
  if (isChanceAction(action)) {
    if (step.kind !== 'chance') return violation('not-chance', 'core', 'no die roll or draw is pending');
    const spec = step.chance(ctx, state);
    return spec.values.includes(action.value) ? null : violation('bad-chance-value', 'core', `value: ${action.value} is not a possible outcome of the ${spec.what}`);
  }
  if (step.kind === 'chance') return violation('awaiting-chance', 'core', 'a die roll or draw is pending');
  if (actorIn(step, ctx, state, action) === null) return violation('not-your-decision', 'core', 'side: this side owes no choice now');
  return step.check(ctx, state, action);
}
