import { D6, differentialColumn } from 'kriegsspiel';
import type { Board } from '../../board.js';
import { HILLCREST } from '../../context.js';
import type { AttackBreakdown } from '../../events.js';
import type { Side } from '../../vocabulary.js';
import { artilleryEffective } from '../../variants.js';
import { terrainOf } from '../terrain.js';

/** The attack's breakdown (ACG 9.5-9.13) and its final column index on the attacker's CRT row. */
export interface AttackSum {
  readonly breakdown: AttackBreakdown;
  readonly column: number;
}

/**
 * Whether attacks from these directions around the defender enfilade it (ACG 9.12): two from opposite hexes, three
 * with one hex between each, or more than three.
 */
export function enfilades(directions: readonly number[]): boolean {
  const has = new Set(directions);
  if (has.size > 3) return true;
  for (const d of has) {
    if (has.has((d + 3) % 6)) return true;
    if (has.has((d + 2) % 6) && has.has((d + 4) % 6)) return true;
  }
  return false;
}

/**
 * Works an attack out as the rules do by hand (ACG 9.5): attack factors plus the marker's artillery factors, at
 * most as many as the units' (9.13.1), doubled against infantry in an All-Pond hex (9.13.2, the limit applied
 * first, as its second example shows); minus the defender's factors; the column that differential falls in,
 * rounded down (9.6); then the shifts (9.7): the defender's Town or Fortress (9.9), a hillcrest climbed by every
 * attacker (9.11), enfilade (9.12, never against a Town or Fortress); the final column stays on the table.
 */
export function attackSum(board: Board, side: Side, target: number, attackers: readonly number[], marker: number): AttackSum {
  const { ctx, state } = board;
  const options = state.options;
  const grid = ctx.map.grid;
  const defender = state.units[board.occupant[target]! - 1]!;
  const factors = attackers.reduce((n, u) => n + state.units[u]!.steps, 0);
  const terrain = terrainOf(ctx, target);
  let added = 0;
  if (marker >= 0) {
    added = Math.min(state.markers[marker]!.value, factors); // ACG 9.13.1
    if (terrain === 'all-pond' && defender.arm === 'infantry') added *= 2; // ACG 9.13.2
    if (artilleryEffective(state, side)) added += 1; // ACG 9.13.1's note: Variant 5, beyond the limit
  }
  const differential = factors + added - defender.steps;
  const table = options.crt[side];
  const base = differentialColumn({ columns: table.columns, dieFaces: D6, rows: table.rows }, differential, 0).index;
  const shifts: { rule: string; columns: number }[] = [];
  const effect = options.terrain[terrain];
  if (effect.shift > 0) shifts.push({ rule: 'ACG 9.9', columns: -effect.shift });
  const directions = attackers.map((u) => grid.directionTo(target, state.units[u]!.hex));
  const uphill = directions.every((d) => (ctx.map.hexsideFeatures(target, d) & HILLCREST) !== 0 && ctx.map.uphillOf(target, d) === target);
  if (uphill && options.hexsides.uphillShift > 0) shifts.push({ rule: 'ACG 9.11', columns: -options.hexsides.uphillShift });
  if (!effect.noEnfilade && enfilades(directions)) shifts.push({ rule: 'ACG 9.12', columns: 1 });
  const shifted = base + shifts.reduce((n, s) => n + s.columns, 0);
  const column = Math.max(0, Math.min(table.columns.length - 1, shifted));
  const breakdown: AttackBreakdown = {
    attackers: attackers.map((u) => ({ unit: state.units[u]!.id, hex: ctx.hexIds[state.units[u]!.hex]!, steps: state.units[u]!.steps })),
    marker: marker < 0 ? null : { id: state.markers[marker]!.id, value: state.markers[marker]!.value, added },
    defender: { unit: defender.id, hex: ctx.hexIds[target]!, steps: defender.steps },
    differential,
    column: table.columns[base]!.label,
    finalColumn: table.columns[column]!.label,
    shifts,
  };
  return { breakdown, column };
}
