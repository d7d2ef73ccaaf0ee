import { current, isDraft, type Draft } from 'immer';
import { isChanceAction, type ChanceAction } from './action.js';
import type { Decision } from './decision.js';
import { chanceEvent, type ChanceEvent, type Emit } from './event.js';
import { drawChance } from './rng.js';
import type { RulesetDefinition } from './rulesetDefinition.js';
import type { RulesetTypes } from './rulesetTypes.js';
import type { Step } from './step.js';

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

/** The step a state is in, or `null` when the game is over; throws on a step name the table lacks (a ruleset bug). */
export function currentStep<T extends RulesetTypes>(def: RulesetDefinition<T>, ctx: T['context'], state: T['state']): Step<T> | null {
  const name = def.stepOf(ctx, state);
  if (name === null) return null;
  if (!Object.hasOwn(def.steps, name)) throw new Error(`stepOf named "${name}", which is not in the step table`);
  return def.steps[name]!;
}

/** Who takes `action` in a state (see `Ruleset.actorOf`): `'chance'` for a chance outcome, or `null` if nobody may. */
export function actorAt<T extends RulesetTypes>(def: RulesetDefinition<T>, ctx: T['context'], state: T['state'], action: T['action'] | ChanceAction): T['side'] | 'chance' | null {
  return actorIn(currentStep(def, ctx, state), ctx, state, action);
}

/** {@link actorAt} with the current step already found (`null` once the game is over). */
export function actorIn<T extends RulesetTypes>(step: Step<T> | null, ctx: T['context'], state: T['state'], action: T['action'] | ChanceAction): T['side'] | 'chance' | null {
  if (step === null) return null;
  if (step.kind === 'chance') return isChanceAction(action) ? 'chance' : null;
  if (isChanceAction(action)) return null;
  if (step.kind === 'side') return step.who(ctx, state);
  const side = step.sideOf(action);
  return side !== null && step.who(ctx, state).includes(side) ? side : null;
}

/** Who decides in a state: the kind of its step and who owes it (see `Ruleset.decision`). */
export function decide<T extends RulesetTypes>(def: RulesetDefinition<T>, ctx: T['context'], state: T['state']): Decision<T['side']> {
  const name = def.stepOf(ctx, state);
  if (name === null) return { kind: 'terminal' };
  const step = currentStep(def, ctx, state)!;
  switch (step.kind) {
    case 'side':
      return { kind: 'side', side: step.who(ctx, state), step: name };
    case 'simultaneous':
      return { kind: 'simultaneous', sides: step.who(ctx, state), step: name };
    case 'chance':
      return { kind: 'chance', step: name };
  }
}

/**
 * Applies one legal action to a mutable state through its step's `apply` and then, in auto chance mode, resolves
 * every chance decision that follows from the state's PRNG. The same function runs on immer drafts (immutable path)
 * and on plain clones (rollout path), so both paths give identical states, events and dice.
 */
export function stepAndSettle<T extends RulesetTypes>(
  def: RulesetDefinition<T>,
  ctx: T['context'],
  draft: Draft<T['state']>,
  action: T['action'] | ChanceAction,
  emit: Emit<T['event'] | ChanceEvent>,
): void {
  const state = draft as unknown as T['state'];
  const step = currentStep(def, ctx, state);
  if (step === null) throw new Error('no step to apply an action to: the game is over');
  if (step.kind === 'chance') {
    const value = (action as ChanceAction).value;
    const spec = step.chance(ctx, state);
    emit?.(chanceEvent(spec, value));
    step.apply(ctx, draft, value, emit);
  } else {
    step.apply(ctx, draft, action as T['action'], emit);
  }
  settle(def, ctx, draft, emit);
}

/** Resolves pending chance decisions from the PRNG while the state is in auto chance mode. */
export function settle<T extends RulesetTypes>(
  def: RulesetDefinition<T>,
  ctx: T['context'],
  draft: Draft<T['state']>,
  emit: Emit<T['event'] | ChanceEvent>,
): void {
  const state = draft as unknown as T['state'];
  if (state.chanceMode !== 'auto') return;
  for (let step = currentStep(def, ctx, state); step?.kind === 'chance'; step = currentStep(def, ctx, state)) {
    const spec = step.chance(ctx, state);
    // a roll private to a side draws from its own stream when the state has one (RulesetDefinition.privateRolls)
    const streams = state.privateRng;
    const own = spec.privateTo === undefined ? undefined : streams?.[spec.privateTo];
    const drawn = drawChance(own ?? state.rng, spec);
    if (own === undefined) (draft as { rng: readonly number[] }).rng = drawn.rng;
    else (draft as { privateRng: Record<string, readonly number[]> }).privateRng[spec.privateTo!] = drawn.rng;
    emit?.(chanceEvent(spec, drawn.value));
    step.apply(ctx, draft, drawn.value, emit);
  }
}
