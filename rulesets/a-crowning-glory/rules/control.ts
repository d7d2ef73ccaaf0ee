import type { Draft, Emit } from 'kriegsspiel';
import type { AcgContext } from '../context.js';
import type { AcgEvent } from '../events.js';
import type { AcgState } from '../types.js';
import type { Side } from '../vocabulary.js';

/**
 * A unit of `side` enters `hex`: its side controls the hex from now on if the state tracks it (ACG 3.3: control
 * switches the moment a unit of the other side enters, and stays with the last side to occupy or move through it;
 * zones of control never change it).
 */
export function enter(ctx: AcgContext, draft: Draft<AcgState>, hex: number, side: Side, emit: Emit<AcgEvent>): void {
  const id = ctx.hexIds[hex]!;
  const now = draft.control[id];
  if (now === undefined || now === side) return;
  draft.control[id] = side;
  emit?.({ type: 'controlChanged', rule: 'ACG 3.3', hex: id, side });
}

/** Whether the Allies control a Town or Fortress hex west of the initial front line (ACG 4.4, 4.8). */
export function alliedHoldWest(ctx: AcgContext, state: AcgState): boolean {
  return ctx.victoryHexes.some((h) => state.control[ctx.hexIds[h]!] === 'allied');
}
