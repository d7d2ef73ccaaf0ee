import type { Action, ChanceAction } from './action.js';
import type { ChanceEvent, GameEvent } from './event.js';
import { hiddenKeys } from './hidden.js';
import type { Ruleset } from './ruleset.js';
import type { BaseState } from './rulesetDefinition.js';
import { violation, type Violation } from './violation.js';

/** One played action, with the state before it and whether it may be undone. */
export interface HistoryEntry<S, A, Side> {
  /** The state before the action. */
  readonly before: S;
  /** The action played. */
  readonly action: A | ChanceAction;
  /** Who played it. */
  readonly actor: Side | 'chance';
  /** Set when the action rolled a die or revealed hidden information: it cannot be undone. */
  readonly barrier: boolean;
}

/** A game with its past, for front ends offering undo. */
export interface History<S, A, Side> {
  /** The state now. */
  readonly current: S;
  /** Every action so far, oldest first. */
  readonly entries: readonly HistoryEntry<S, A, Side>[];
}

/** The outcome of playing or undoing in a {@link History}. */
export type HistoryResult<S, A, Side, E> =
  | { readonly ok: true; readonly history: History<S, A, Side>; readonly events: readonly E[] }
  | { readonly ok: false; readonly violation: Violation; readonly history: History<S, A, Side> };

/**
 * A history starting at `state`.
 *
 * @example
 * ```ts
 * import { playInHistory, startHistory, undoInHistory } from 'kriegsspiel';
 * import { napoleonAtWar, type NawAction, type NawState, type Side } from 'kriegsspiel/rulesets/napoleon-at-war';
 * const setup = napoleonAtWar.setup('skirmish', {}, 42);
 * if (!setup.ok) throw new Error(setup.violation.message);
 * let h = startHistory<NawState, NawAction, Side>(setup.state);
 * const played = playInHistory(napoleonAtWar, h, { type: 'move', unit: 'F1', to: '0203' });
 * if (played.ok) h = played.history;
 * const undone = undoInHistory(h, 'french'); // refused if the move rolled a die
 * ```
 */
export function startHistory<S, A, Side>(state: S): History<S, A, Side> {
  return { current: state, entries: [] };
}

/**
 * Plays an action and records it. The engine marks the entry as a barrier when the action drew from the PRNG,
 * was a chance outcome, or made a hidden marker disappear from any side's view (information was revealed).
 */
export function playInHistory<S extends BaseState, A extends Action, E extends GameEvent, Side extends string, Sc, O>(
  ruleset: Ruleset<S, A, E, Side, Sc, O>,
  history: History<S, A, Side>,
  action: A | ChanceAction,
): HistoryResult<S, A, Side, E | ChanceEvent> {
  const before = history.current;
  const actor = ruleset.actorOf(before, action);
  const applied = ruleset.apply(before, action);
  if (!applied.ok || actor === null) {
    const refused = applied.ok ? violation('not-your-decision', 'core', 'nobody may take this action') : applied.violation;
    return { ok: false, violation: refused, history };
  }
  const after = applied.state;
  const barrier = actor === 'chance' || !sameNumbers(before.rng, after.rng) || revealsHidden(ruleset, before, after);
  const entry: HistoryEntry<S, A, Side> = { before, action, actor, barrier };
  return { ok: true, history: { current: after, entries: [...history.entries, entry] }, events: applied.events };
}

/** Whether `side` may undo the last action now: it was theirs and it is not a barrier. */
export function canUndo<S, A, Side>(history: History<S, A, Side>, side: Side): boolean {
  const last = history.entries.at(-1);
  return last !== undefined && last.actor === side && !last.barrier;
}

/** Takes back `side`'s last action, or says why it cannot be taken back. */
export function undoInHistory<S, A, Side>(
  history: History<S, A, Side>,
  side: Side,
): { readonly ok: true; readonly history: History<S, A, Side> } | { readonly ok: false; readonly violation: Violation } {
  const last = history.entries.at(-1);
  if (last === undefined) return { ok: false, violation: violation('nothing-to-undo', 'core', 'no action to undo') };
  if (last.actor !== side) {
    return { ok: false, violation: violation('not-your-action', 'core', 'the last action was not taken by this side') };
  }
  if (last.barrier) {
    return { ok: false, violation: violation('undo-barrier', 'core', 'the last action rolled a die or revealed hidden information') };
  }
  return { ok: true, history: { current: last.before, entries: history.entries.slice(0, -1) } };
}

function sameNumbers(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

function revealsHidden<S extends BaseState, A extends Action, E extends GameEvent, Side extends string, Sc, O>(
  ruleset: Ruleset<S, A, E, Side, Sc, O>,
  before: S,
  after: S,
): boolean {
  for (const side of ruleset.sides) {
    const still = hiddenKeys(ruleset.view(after, side));
    for (const key of hiddenKeys(ruleset.view(before, side))) if (!still.has(key)) return true;
  }
  return false;
}
