import type { Draft } from 'immer';
import type { Emit } from 'kriegsspiel';
import type { MibContext } from '../context.js';
import type { MibEvent } from '../events.js';
import { ARMY_MORALE } from '../tables.js';
import type { MibState } from '../types.js';
import { changeArmyMorale } from './armyMorale.js';
import { moveMarkers } from './orders.js';
import { placeArrivals } from './reinforcements.js';
import { isNight } from './unitStatus.js';
import { endIfBroken, endOfGame, updateHeld } from './victory.js';

/** The formations whose chit is still in the cup (MiB SoP): not yet activated, with a unit on the map. */
export function cup(ctx: MibContext, state: MibState): number[] {
  return state.formations.flatMap((f, i) => (!f.activated && ctx.formationUnits[i]!.some((u) => state.units[u]!.hex >= 0) ? [i] : []));
}

/** The great bridge is rolled for this turn (MiB 16.1, option `roll`): a day turn from turn 2, the bridge standing. */
export const needsBridgeRoll = (ctx: MibContext, state: MibState): boolean =>
  state.phase === 'reinforcement' && ctx.scenario.bridge !== null && state.options.bridgeBreaks === 'roll' && state.turn >= 2 && !isNight(ctx, state) && !state.bridge.broken;

/** Breaks or mends the great bridge (MiB 16.1): −1 French army morale per break. */
export function setBridge(ctx: MibContext, draft: Draft<MibState>, broken: boolean, roll: number | null, emit: Emit<MibEvent>): void {
  if (draft.bridge.broken === broken) return;
  draft.bridge.broken = broken;
  emit?.({ type: 'bridge', rule: 'MiB 16.1', broken, roll });
  if (broken && ctx.scenario.bridge !== null) changeArmyMorale(draft, ctx.scenario.bridge.side, ARMY_MORALE.bridgeBroken, 'the great bridge broke', emit);
}

/** Starts a turn: its label, the historical bridge, then the reinforcement phase unless a bridge roll comes first. */
export function startTurn(ctx: MibContext, draft: Draft<MibState>, emit: Emit<MibEvent>): void {
  const info = ctx.scenario.turns[draft.turn - 1]!;
  draft.phase = 'reinforcement';
  emit?.({ type: 'turnStarted', rule: 'MiB SoP', turn: draft.turn, label: info.label, night: info.night });
  const bridge = ctx.scenario.bridge;
  if (bridge !== null && draft.options.bridgeBreaks === 'historical') {
    for (const b of bridge.breaks) {
      if (b.turn === draft.turn) setBridge(ctx, draft, true, null, emit);
      if (b.repaired === draft.turn) setBridge(ctx, draft, false, null, emit);
    }
  } else if (draft.bridge.broken && draft.bridge.repairTurn === draft.turn) {
    draft.bridge.repairTurn = 0;
    setBridge(ctx, draft, false, null, emit);
  }
  if (!needsBridgeRoll(ctx, draft)) reinforce(ctx, draft, emit);
}

/** The reinforcement phase, then the orders phase: markers move, the French order first (MiB SoP, 3.2, 3.3). */
export function reinforce(ctx: MibContext, draft: Draft<MibState>, emit: Emit<MibEvent>): void {
  placeArrivals(ctx, draft, emit);
  updateHeld(ctx, draft, emit);
  draft.phase = 'orders';
  draft.toAct = 'french';
  draft.hqMoved = false;
  moveMarkers(ctx, draft, emit);
}

/** Ends a side's orders: the Austrians order next, then the operations phase starts (MiB 3.3, 3.4). */
export function endOrders(draft: Draft<MibState>): void {
  draft.hqMoved = false;
  if (draft.toAct === 'french') {
    draft.toAct = 'austrian';
    return;
  }
  draft.phase = 'operations';
  for (const f of draft.formations) f.activated = false;
  draft.active = -1;
}

/**
 * Chains what needs no decision after every action: objectives held, broken armies, the end of the operations
 * phase when the cup is empty, the next turn, and the end of the game after the last.
 */
export function advance(ctx: MibContext, draft: Draft<MibState>, emit: Emit<MibEvent>): void {
  if (draft.phase === 'over') return;
  updateHeld(ctx, draft, emit);
  if (endIfBroken(draft, emit)) return;
  while (draft.phase === 'operations' && draft.active < 0 && draft.combat === null && cup(ctx, draft).length === 0) {
    if (draft.turn >= ctx.scenario.turns.length) return endOfGame(ctx, draft, emit);
    draft.turn++;
    startTurn(ctx, draft, emit);
    if (endIfBroken(draft, emit)) return;
  }
}
