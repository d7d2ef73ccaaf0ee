import { Immer, current, isDraft, type Draft } from 'immer';
import type { Action, ChanceAction } from './action.js';
import type { ChanceEvent, Emit, GameEvent } from './event.js';
import { drawChance } from './rng.js';
import type { BaseState, RulesetDefinition } from './rulesetDefinition.js';

/** The engine's own immer instance: no auto-freeze on the production path (it costs ~5x). */
const immer = new Immer({ autoFreeze: false });

/**
 * Turns deep-freezing of produced states on or off (off by default). Turn it on in development and tests to
 * catch code that mutates a state it does not own.
 *
 * @example
 * ```ts
 * import { setFreezing } from 'kriegsspiel';
 * setFreezing(true); // e.g. in a test setup file
 * ```
 */
export function setFreezing(on: boolean): void {
  immer.setAutoFreeze(on);
}

/**
 * The plain object behind a state that may be an immer draft: a snapshot of the draft as it stands (immer
 * `current`, which returns the base state itself while the draft is unmodified), or the object itself when it is
 * not a draft. Read-only use: read a draft's rule inputs at plain-object speed, e.g. before a search that would
 * otherwise go through immer's proxies on every step. Never write to the result; write to the draft.
 *
 * @example
 * ```ts
 * import { plainState, type Draft } from 'kriegsspiel';
 * interface State { units: { hex: number }[] }
 * function recipe(draft: Draft<State>): void {
 *   const plain = plainState(draft); // the draft itself on the rollout path, a snapshot under produce
 *   const last = Math.max(...plain.units.map((unit) => unit.hex)); // reads only
 *   draft.units[0]!.hex = last; // writes go to the draft
 * }
 * ```
 */
export function plainState<S>(state: S | Draft<S>): S {
  return isDraft(state) ? (current(state as Draft<S>) as S) : (state as S);
}

/** Runs a recipe under immer `produce`: the immutable path. */
export function produceState<S>(state: S, recipe: (draft: Draft<S>) => void): S {
  return immer.produce(state, recipe);
}

/** Any definition, for the engine functions below that do not care about the exact types. */
type AnyDefinition<S extends BaseState, A extends Action, E extends GameEvent> = RulesetDefinition<S, A, E, string, unknown, unknown>;

/**
 * Applies one legal action to a mutable state and then, in auto chance mode, resolves every chance decision that
 * follows from the state's PRNG. The same function runs on immer drafts (immutable path) and on plain clones
 * (rollout path), so both paths give identical states, events and dice.
 */
export function stepAndSettle<S extends BaseState, A extends Action, E extends GameEvent>(
  def: AnyDefinition<S, A, E>,
  draft: Draft<S>,
  action: A | ChanceAction,
  emit: Emit<E | ChanceEvent>,
): void {
  const state = draft as unknown as S;
  if (action.type === 'chance') {
    const spec = def.chance(state);
    emit?.({ type: 'chance', rule: spec.rule, what: spec.what, value: (action as ChanceAction).value });
  }
  def.step(draft, action, emit);
  settle(def, draft, emit);
}

/** Resolves pending chance decisions from the PRNG while the state is in auto chance mode. */
export function settle<S extends BaseState, A extends Action, E extends GameEvent>(
  def: AnyDefinition<S, A, E>,
  draft: Draft<S>,
  emit: Emit<E | ChanceEvent>,
): void {
  const state = draft as unknown as S;
  while (state.chanceMode === 'auto' && def.decision(state).kind === 'chance') {
    const spec = def.chance(state);
    const drawn = drawChance(state.rng, spec);
    (draft as { rng: readonly number[] }).rng = drawn.rng;
    emit?.({ type: 'chance', rule: spec.rule, what: spec.what, value: drawn.value });
    def.step(draft, { type: 'chance', value: drawn.value }, emit);
  }
}
