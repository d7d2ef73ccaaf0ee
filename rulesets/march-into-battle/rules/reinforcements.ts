import type { Draft } from 'immer';
import type { Emit } from 'kriegsspiel';
import type { MibContext } from '../context.js';
import type { MibEvent } from '../events.js';
import type { MibState } from '../types.js';
import { SIDES, type Side } from '../vocabulary.js';
import { sideOfUnit, stackingSp } from './unitStatus.js';

/**
 * Places every unit, commander and HQ due by this turn and not yet on the map (MiB 3.2): each in the first hex of
 * its region with room (10 SP, MiB 6.8) and no enemy; one with no room waits for a later turn, and so do the great
 * bridge's arrivals while it is broken (16.1).
 *
 * @example
 * ```ts
 * import type { Draft } from 'kriegsspiel';
 * import { marchIntoBattle, type MibState } from 'kriegsspiel/rulesets/march-into-battle';
 * import { placeArrivals } from './reinforcements.js';
 * const setup = marchIntoBattle.setup('aspern', {}, 1);
 * if (!setup.ok) throw new Error(setup.violation.message);
 * const made = marchIntoBattle.contextOf(setup.state);
 * if (!made.ok) throw new Error(made.violation.message);
 * const [ctx, state] = [made.context, setup.state];
 * const draft = structuredClone(state) as Draft<MibState>;
 * placeArrivals(ctx, draft, undefined); // in the reinforcement phase
 * draft.units.filter((u) => u.hex >= 0).length; // 17: turn 1's arrivals are already on the map at the start
 * ```
 */
export function placeArrivals(ctx: MibContext, draft: Draft<MibState>, emit: Emit<MibEvent>): void {
  const size = ctx.map.grid.size;
  const sp = new Float64Array(size);
  const owner = new Int8Array(size).fill(-1);
  for (const [u, unit] of draft.units.entries()) {
    if (unit.hex < 0) continue;
    sp[unit.hex]! += stackingSp(ctx, draft, u);
    owner[unit.hex] = ctx.unitSide[u]!;
  }
  const bridgeClosed = draft.bridge.broken && ctx.scenario.bridge !== null;
  const due = (piece: string): readonly number[] | null => {
    const p = ctx.placements.get(piece)!;
    if (p.turn > draft.turn) return null;
    if (bridgeClosed && p.turn > 0 && p.hexes.length > 0 && ctx.bridgeEntry.includes(p.hexes[0]!)) return null;
    return p.hexes;
  };
  const say = (piece: string, hex: number) => emit?.({ type: 'arrived', rule: 'MiB 3.2', piece, hex: ctx.hexIds[hex]! });
  for (const [u, unit] of draft.units.entries()) {
    if (unit.hex !== -1) continue;
    const hexes = due(ctx.units[u]!.id);
    if (hexes === null) continue;
    const side = ctx.unitSide[u]!;
    const need = stackingSp(ctx, draft, u);
    const hex = hexes.find((h) => owner[h] !== 1 - side && sp[h]! + need <= draft.options.stacking.limit);
    if (hex === undefined) continue;
    unit.hex = hex;
    unit.facing = ctx.scenario.facing[sideOfUnit(ctx, u)];
    sp[hex]! += need;
    owner[hex] = side;
    say(ctx.units[u]!.id, hex);
  }
  for (const [f, formation] of draft.formations.entries()) {
    if (formation.commander !== -1) continue;
    const id = ctx.scenario.formations[f]!.commander.id;
    const hexes = due(id);
    const hex = hexes?.find((h) => owner[h] !== 1 - ctx.formationSide[f]!);
    if (hex === undefined) continue;
    formation.commander = hex;
    say(id, hex);
  }
  for (const side of SIDES) placeHq(ctx, draft, side, owner, due, say);
}

function placeHq(ctx: MibContext, draft: Draft<MibState>, side: Side, owner: Int8Array, due: (piece: string) => readonly number[] | null, say: (piece: string, hex: number) => void): void {
  if (draft.hq[side] !== -1) return;
  const hex = due(`hq-${side}`)?.find((h) => owner[h] !== 1 - SIDES.indexOf(side));
  if (hex === undefined) return;
  draft.hq[side] = hex;
  say(`hq-${side}`, hex);
}
