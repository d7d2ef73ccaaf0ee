import { memoKey, plainState } from 'kriegsspiel';
import type { Board } from '../../board.js';
import type { NawOptions } from '../../options.js';
import type { Side } from '../../types.js';

/**
 * What the combat rules derive from a board that does not depend on the combat being formed: who could attack which
 * hex and the artillery that may attack (`combatReach.ts`), and the obligations to fight (`obligations.ts`). Kept
 * for the last board content seen, so that the listings of one combat phase (before each attack, after each unit
 * added) derive them once while no unit moves, fights or is silenced.
 */
export interface CombatMemo {
  /** See `combatReach`. */
  reach: CombatReach | null;
  /** The board's obligations, in unit order: see `obligations`. */
  bindings: readonly Binding[] | null;
}

/** Who could attack which defending unit: see `combatReach`. */
export interface CombatReach {
  /** Per unit index: `ADJACENT`, `BOMBARDED` or 0. */
  readonly of: readonly number[];
  /** The defending units that may be attacked (`mayBeAttacked`) and whose value is not 0, in unit order. */
  readonly targets: readonly number[];
  /** The phasing side's artillery that may still attack, in unit order. */
  readonly artillery: readonly number[];
}

/**
 * One obligation of a board (NAW 7.11-7.12): a free unit (active, not engaged, not advanced) bound to fight, and the
 * free units on the other side it could fight from an adjacent hex (`partners`: for an obliged attacker, the enemies
 * it may attack; for an obliged defender, the phasing units that may attack it).
 */
export interface Binding {
  readonly unit: number;
  readonly attacks: boolean;
  readonly partners: readonly number[];
}

/** The content the values were derived for, and the values. */
interface Slot extends CombatMemo {
  occupant: Int32Array | null;
  phasing: Side | null;
  options: NawOptions | null;
  /** Per unit: engaged, advanced and silenced, as bits. */
  flags: Uint8Array;
  /** The board asked about last (a board never changes: asked again, the slot is its own without a comparison). */
  board: Board | null;
}

const SLOT = memoKey<Slot>('combat derivations');
const newSlot = (): Slot => ({ occupant: null, phasing: null, options: null, flags: new Uint8Array(0), reach: null, bindings: null, board: null });

/**
 * The combat derivations of a board: those of the last board with the same content, or empty ones. The content is
 * where every unit stands (boards share their `occupant` array exactly when the movement cache found the same
 * places: see `freshBoard`), the phasing side, the options object and each unit's engaged, advanced and silenced
 * flags.
 */
export function combatMemo(board: Board): CombatMemo {
  const slot = board.ctx.memo.get(SLOT, newSlot);
  if (slot.board === board) return slot;
  slot.board = board;
  const { state } = board;
  const units = state.units;
  const options = plainState(state.options);
  let same = slot.occupant === board.occupant && slot.phasing === state.phasing && slot.options === options;
  if (slot.flags.length !== units.length) {
    slot.flags = new Uint8Array(units.length); // kept while the number of units is the same
    same = false;
  }
  for (let i = 0; i < units.length; i++) {
    const unit = units[i]!;
    const bits = (unit.engaged ? 1 : 0) | (unit.advanced ? 2 : 0) | (unit.silenced ? 4 : 0);
    if (slot.flags[i] !== bits) {
      slot.flags[i] = bits;
      same = false;
    }
  }
  if (!same) {
    slot.occupant = board.occupant;
    slot.phasing = state.phasing;
    slot.options = options;
    slot.reach = null;
    slot.bindings = null;
  }
  return slot;
}
