import type { Draft } from 'immer';
import type { Emit } from 'kriegsspiel';
import type { MibContext } from '../context.js';
import type { MibEvent } from '../events.js';
import type { MibState } from '../types.js';
import { SIDES, type Side } from '../vocabulary.js';
import { isBroken } from './armyMorale.js';
import { isCombat } from './unitStatus.js';

/** Records who holds each objective hex: the last side with a combat unit in it (MiB 16.2). */
export function updateHeld(ctx: MibContext, draft: Draft<MibState>, emit: Emit<MibEvent>): void {
  for (const [u, unit] of draft.units.entries()) {
    if (unit.hex < 0 || !isCombat(ctx, u)) continue;
    const i = ctx.objectiveHexes.indexOf(unit.hex);
    const side = SIDES[ctx.unitSide[u]!]!;
    if (i < 0 || draft.held[i] === side) continue;
    draft.held[i] = side;
    emit?.({ type: 'held', rule: 'MiB 16.2', hex: ctx.hexIds[unit.hex]!, side });
  }
}

/** Whether `side` holds every hex of an objective (MiB 16.2). */
export function holds(ctx: MibContext, state: MibState, hexes: readonly number[], side: Side): boolean {
  return hexes.length > 0 && hexes.every((h) => state.held[ctx.objectiveHexes.indexOf(h)] === side);
}

/** Ends the game with a winner (or `null`, a draw). */
export function endGame(draft: Draft<MibState>, winner: Side | null, rule: string, summary: string, emit: Emit<MibEvent>): void {
  draft.phase = 'over';
  draft.winner = winner;
  draft.outcome = { rule, summary };
  draft.active = -1;
  draft.combat = null;
  draft.roll = null;
  emit?.({ type: 'gameEnded', rule, winner, summary });
}

/** Ends the game when an army is broken (MiB 12); returns whether it did. */
export function endIfBroken(draft: Draft<MibState>, emit: Emit<MibEvent>): boolean {
  const broken = SIDES.filter((s) => isBroken(draft, s));
  if (broken.length === 0) return false;
  const winner = broken.length === 2 ? null : broken[0] === 'french' ? 'austrian' : 'french';
  endGame(draft, winner, 'MiB 12', broken.length === 2 ? 'both armies broke' : `the ${broken[0] === 'french' ? 'French' : 'Austrian'} army broke`, emit);
  return true;
}

/**
 * The end of the last turn (MiB 16.2): the French win holding the church, the granary and the bridgehead; the
 * Austrians win holding the bridgehead or both villages' objectives; anything else is a draw.
 */
export function endOfGame(ctx: MibContext, draft: Draft<MibState>, emit: Emit<MibEvent>): void {
  const { church, granary, bridgehead } = ctx.objectives;
  if (holds(ctx, draft, bridgehead, 'austrian')) return endGame(draft, 'austrian', 'MiB 16.2', 'the Austrians hold the bridgehead', emit);
  if (holds(ctx, draft, church, 'austrian') && holds(ctx, draft, granary, 'austrian')) return endGame(draft, 'austrian', 'MiB 16.2', 'the Austrians hold Aspern church and the Essling granary', emit);
  if (holds(ctx, draft, church, 'french') && holds(ctx, draft, granary, 'french') && holds(ctx, draft, bridgehead, 'french')) {
    return endGame(draft, 'french', 'MiB 16.2', 'the French hold Aspern church, the Essling granary and the bridgehead', emit);
  }
  endGame(draft, null, 'MiB 16.2', 'neither side reached its goal', emit);
}
