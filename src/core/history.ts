import type { ChanceAction } from './action.js';
import type { ChanceEvent } from './event.js';
import { hiddenKeys } from './hidden.js';
import type { Ruleset } from './ruleset.js';
import type { RulesetTypes } from './rulesetTypes.js';
import { violation, type Violation } from './violation.js';

/** One played action, with the state before it and whether it may be undone. */
export interface HistoryEntry<T extends RulesetTypes> {
  /** The state before the action. */
  readonly before: T['state'];
  /** The action played. */
  readonly action: T['action'] | ChanceAction;
  /** Who played it. */
  readonly actor: T['side'] | 'chance';
  /** Set when the action rolled a die or revealed hidden information: it cannot be undone. */
  readonly barrier: boolean;
}

/** A game with its past, for front ends offering undo. */
export interface History<T extends RulesetTypes> {
  /** The state now. */
  readonly current: T['state'];
  /** Every action so far, oldest first. */
  readonly entries: readonly HistoryEntry<T>[];
}

/** The outcome of playing or undoing in a {@link History}. */
export type HistoryResult<T extends RulesetTypes> =
  | { readonly ok: true; readonly history: History<T>; readonly events: readonly (T['event'] | ChanceEvent)[] }
  | { readonly ok: false; readonly violation: Violation; readonly history: History<T> };

/**
 * A history starting at `state`.
 *
 * @example
 * ```ts
 * import { playInHistory, startHistory, undoInHistory } from 'kriegsspiel';
 * import { napoleonAtWar } from 'kriegsspiel/rulesets/napoleon-at-war';
 * const setup = napoleonAtWar.setup('skirmish', {}, 42);
 * if (!setup.ok) throw new Error(setup.violation.message);
 * let h = startHistory(napoleonAtWar, setup.state);
 * const played = playInHistory(napoleonAtWar, h, { type: 'move', unit: 'F1', to: '0203' });
 * if (played.ok) h = played.history;
 * const undone = undoInHistory(h, 'french'); // refused if the move rolled a die
 * ```
 */
export function startHistory<T extends RulesetTypes>(_ruleset: Ruleset<T>, state: T['state']): History<T> {
  return { current: state, entries: [] };
}

/**
 * Plays an action and records it. The engine marks the entry as a barrier when the action drew from the PRNG,
 * was a chance outcome, or made a hidden marker disappear from any side's view (information was revealed).
 */
export function playInHistory<T extends RulesetTypes>(
  ruleset: Ruleset<T>,
  history: History<T>,
  action: T['action'] | ChanceAction,
): HistoryResult<T> {
  const before = history.current;
  const actor = ruleset.actorOf(before, action);
  const applied = ruleset.apply(before, action);
  if (!applied.ok || actor === null) {
    const refused = applied.ok ? violation('not-your-decision', 'core', 'nobody may take this action') : applied.violation;
    return { ok: false, violation: refused, history };
  }
  const after = applied.state;
  const barrier = actor === 'chance' || !sameNumbers(before.rng, after.rng) || revealsHidden(ruleset, before, after);
  const entry: HistoryEntry<T> = { before, action, actor, barrier };
  return { ok: true, history: { current: after, entries: [...history.entries, entry] }, events: applied.events };
}

/** Whether `side` may undo the last action now: it was theirs and it is not a barrier. */
export function canUndo<T extends RulesetTypes>(history: History<T>, side: T['side']): boolean {
  const last = history.entries.at(-1);
  return last !== undefined && last.actor === side && !last.barrier;
}

/** Takes back `side`'s last action, or says why it cannot be taken back. */
export function undoInHistory<T extends RulesetTypes>(
  history: History<T>,
  side: T['side'],
): { readonly ok: true; readonly history: History<T> } | { readonly ok: false; readonly violation: Violation } {
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

function revealsHidden<T extends RulesetTypes>(ruleset: Ruleset<T>, before: T['state'], after: T['state']): boolean {
  for (const side of ruleset.sides) {
    const was = ruleset.view(before, side);
    const now = ruleset.view(after, side);
    if (!was.ok || !now.ok) return true; // a view that cannot be taken is treated as a reveal: no undo past it
    const still = hiddenKeys(now.view);
    for (const key of hiddenKeys(was.view)) if (!still.has(key)) return true;
  }
  return false;
}
