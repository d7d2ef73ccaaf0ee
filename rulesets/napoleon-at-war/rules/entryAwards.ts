import { memoKey } from 'kriegsspiel';
import type { NawContext } from '../context.js';
import type { NawState, Side } from '../types.js';
import type { ReachCopy } from './reachMemo.js';

/** Per side: 1 on every hex of a place whose one-time award that side wins by entering it (Wagram 17.11). */
const AWARD_HEXES = memoKey<{ hexes: Record<Side, Uint8Array> | null; keys: readonly string[] | null }>('entry award hexes');
const newSlot = (): { hexes: Record<Side, Uint8Array> | null; keys: readonly string[] | null } => ({ hexes: null, keys: null });

function awardHexes(ctx: NawContext): Record<Side, Uint8Array> {
  // A slot filled here: a builder closing over `ctx` would be a new closure per call (one per move).
  const slot = ctx.memo.get(AWARD_HEXES, newSlot);
  if (slot.hexes !== null) return slot.hexes;
  const out = { french: new Uint8Array(ctx.map.grid.size), coalition: new Uint8Array(ctx.map.grid.size) };
  for (const award of ctx.scenario.victory.places) {
    if (award.onEntry) for (const hex of ctx.map.place(award.place) ?? []) out[award.side][hex] = 1;
  }
  return (slot.hexes = out);
}

/**
 * Per place award of the scenario (same order as `victory.places`): the key `state.awarded` holds once its entry
 * award is won (`enter:<place>`, see `noteEntered`), built once per context instead of once per test.
 */
export function entryKeys(ctx: NawContext): readonly string[] {
  const slot = ctx.memo.get(AWARD_HEXES, newSlot);
  return (slot.keys ??= ctx.scenario.victory.places.map((award) => `enter:${award.place}`));
}

/** Whether `side` has a one-time place award still to win by entering the place (Wagram 17.11). */
export function entryAwardOpen(ctx: NawContext, state: NawState, side: Side): boolean {
  const places = ctx.scenario.victory.places;
  const keys = entryKeys(ctx);
  for (let i = 0; i < places.length; i++) {
    const award = places[i]!;
    if (award.onEntry && award.side === side && !state.awarded.includes(keys[i]!)) return true;
  }
  return false;
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
  const places = ctx.scenario.victory.places;
  const keys = entryKeys(ctx);
  for (let i = 0; i < places.length; i++) {
    const award = places[i]!;
    if (award.onEntry && award.side === side && !state.awarded.includes(keys[i]!) && ctx.map.place(award.place)?.includes(hex)) return true;
  }
  return false;
}
