import { memoKey } from 'kriegsspiel';
import type { NawContext } from '../context.js';
import type { NawState, Side } from '../types.js';
import type { ReachCopy } from './reachMemo.js';

/** Per side: 1 on every hex of a place whose one-time award that side wins by entering it (Wagram 17.11). */
const AWARD_HEXES = memoKey<Record<Side, Uint8Array>>('entry award hexes');

function awardHexes(ctx: NawContext): Record<Side, Uint8Array> {
  return ctx.memo.get(AWARD_HEXES, () => {
    const out = { french: new Uint8Array(ctx.map.grid.size), coalition: new Uint8Array(ctx.map.grid.size) };
    for (const award of ctx.scenario.victory.places) {
      if (award.onEntry) for (const hex of ctx.map.place(award.place) ?? []) out[award.side][hex] = 1;
    }
    return out;
  });
}

/**
 * Whether a move of a unit of `side` with this reach could win a one-time place award (Wagram 17.11): some hex of a
 * place whose award `side` has not won yet is the unit's start or within its reach. A path never leaves the start
 * and the reach, so when this is false no path of the move can enter such a place, and the path need not be found.
 */
export function entryAwardWithin(ctx: NawContext, state: NawState, side: Side, reach: ReachCopy): boolean {
  const hexes = awardHexes(ctx)[side];
  if (reach.start < hexes.length && hexes[reach.start] === 1 && awardOpenAt(ctx, state, side, reach.start)) return true;
  for (const hex of reach.nodes) if (hexes[hex] === 1 && awardOpenAt(ctx, state, side, hex)) return true;
  return false;
}

/** Whether `hex` belongs to a place whose entry award `side` has not won yet. */
function awardOpenAt(ctx: NawContext, state: NawState, side: Side, hex: number): boolean {
  for (const award of ctx.scenario.victory.places) {
    if (award.onEntry && award.side === side && !state.awarded.includes(`enter:${award.place}`) && ctx.map.place(award.place)?.includes(hex)) return true;
  }
  return false;
}
