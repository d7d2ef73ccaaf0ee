/**
 * What a click on the board can do at a decision: the moves of each unit (the ruleset's `queries.moves`), and the
 * other legal actions placed where a click finds them (an action naming a hex or box: `to`, `hex`, `target`, `box`;
 * else one naming a `unit`). Every legal action stays playable: any action that is not a one-action move is also a
 * button.
 *
 * @module
 */
import type { Action, MoveOption, UnitMoves } from 'kriegsspiel';

/** Where a person's clicks and buttons lead at one decision. */
export interface ClickTargets {
  /** Each unit's destinations (`queries.moves`). */
  readonly moves: UnitMoves<Action>;
  /** The legal actions that are not one-action moves, in the ruleset's order: the buttons. */
  readonly buttons: readonly Action[];
  /** Those of them that name a place, by place. */
  readonly byPlace: ReadonlyMap<string, readonly Action[]>;
  /** Those that name a unit and no place, by unit id. */
  readonly byUnit: ReadonlyMap<string, readonly Action[]>;
}

/** The place an action names, if any. */
export function placeOf(action: Action): string | null {
  const fields = action as unknown as Readonly<Record<string, unknown>>;
  for (const key of ['to', 'hex', 'target', 'box']) {
    const value = fields[key];
    if (typeof value === 'string') return value;
  }
  return null;
}

/** The unit an action names, if any. */
export function unitOf(action: Action): string | null {
  const value = (action as unknown as Readonly<Record<string, unknown>>)['unit'];
  return typeof value === 'string' ? value : null;
}

/** A key to compare actions by content. */
export const actionKey = (action: Action): string => JSON.stringify(action);

const push = <K, V>(map: Map<K, V[]>, key: K, value: V): void => {
  map.set(key, [...(map.get(key) ?? []), value]);
};

/**
 * Sorts `legal` (the person's legal actions now) into clicks and buttons, given the moves the ruleset lists.
 *
 * @example
 * ```ts
 * const targets = clickTargets(napoleonAtWar.queries!.moves(view, 'french'), legal);
 * targets.moves.get('F1'); // its destinations
 * ```
 */
export function clickTargets(moves: UnitMoves<Action>, legal: readonly Action[]): ClickTargets {
  const oneActionMoves = new Set<string>();
  for (const options of moves.values()) {
    for (const option of options) if (option.actions.length === 1) oneActionMoves.add(actionKey(option.actions[0]!));
  }
  const buttons = legal.filter((a) => !oneActionMoves.has(actionKey(a)));
  const byPlace = new Map<string, Action[]>();
  const byUnit = new Map<string, Action[]>();
  for (const action of buttons) {
    const place = placeOf(action);
    const unit = unitOf(action);
    if (place !== null) push(byPlace, place, action);
    else if (unit !== null) push(byUnit, unit, action);
  }
  return { moves, buttons, byPlace, byUnit };
}

/** The option of `unit`'s moves that ends at `place`, if any. */
export function moveTo(targets: ClickTargets, unit: string, place: string): MoveOption<Action> | undefined {
  return targets.moves.get(unit)?.find((option) => option.to === place);
}
