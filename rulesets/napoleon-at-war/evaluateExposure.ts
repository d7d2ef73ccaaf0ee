import { enemyOf, terrainAt } from './board.js';
import type { NawContext } from './context.js';
import { columnOf, stakeAt, vacated, worth } from './evaluateOdds.js';
import type { EvalTables, EvalWeights } from './evaluateTables.js';
import type { NawState, Side } from './types.js';

/** The most attackers a unit can have: one per neighbouring hex (NAW 7.2). */
const SIDES_OF_A_HEX = 6;

/**
 * The exposure margin of `side` (`EvalWeights.exposure`): what the enemy could win by the CRT on its next turn from
 * the units of the side whose player-turn it is (the phasing side: the other moves next), attacking each with the
 * strongest of its units that could march next to it, beyond what the units already next to it could win (the
 * threat term counts those). A unit may have as many attackers as it has neighbouring hexes not held by its friends;
 * an enemy unit counts when its hex distance is within its movement allowance plus one and it is not held in the
 * side's zone of control (NAW 5.13; terrain and the other targets of the same attackers are left out: an estimate, as
 * the reach term is). A result that empties
 * the hex wins the attacker what it scores by advancing there (`capture`). Counted against the phasing side, for its
 * enemy; so a bot that ends its moves keeps its units in cover, together and out of reach of massed attackers.
 * `t.occupant` and `t.sideAt` must be filled.
 */
export function exposureMargin(ctx: NawContext, state: NawState, side: Side, t: EvalTables, w: EvalWeights): number {
  if (w.exposure === 0 || state.over) return 0;
  const exposed = state.phasing;
  const enemy = enemyOf(exposed);
  const crt = state.options.crt;
  const { q, r, near, sideAt } = t;
  const ownCode = exposed === 'french' ? 1 : 2;
  const top = new Float64Array(SIDES_OF_A_HEX);
  const lockedIn = t.zoc[exposed];
  let total = 0;
  for (const unit of state.units) {
    if (unit.status !== 'active' || unit.side !== exposed) continue;
    const hex = unit.hex;
    let open = 0;
    let adjacent = 0;
    for (let k = 0; k < 6; k++) {
      const next = near[hex * 18 + k]!;
      if (next < 0 || sideAt[next] === ownCode) continue;
      open++;
      const occupant = t.occupant[next]!;
      if (occupant > 0) adjacent += state.units[occupant - 1]!.strength;
    }
    if (open === 0) continue;
    top.fill(0);
    let biggest = 0;
    for (const other of state.units) {
      if (other.status !== 'active' || other.side !== enemy) continue;
      const dq = q[hex]! - q[other.hex]!;
      const dr = r[hex]! - r[other.hex]!;
      const distance = (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
      // NAW 5.13: a unit in an enemy zone of control may not leave it; it attacks only what it is next to.
      if (distance > other.movement + 1 || (distance > 1 && lockedIn[other.hex] === 1)) continue;
      if (other.kind !== 'artillery') biggest = Math.max(biggest, other.strength);
      insert(top, open, other.strength);
    }
    let attack = 0;
    for (let k = 0; k < open; k++) attack += top[k]!;
    if (attack <= adjacent) continue;
    const defense = unit.strength * terrainAt(state, ctx, hex).defense;
    const value = (a: number) => {
      const column = columnOf(crt, a, defense);
      return Math.max(0, worth(crt, column, a, unit.strength, 0) + w.capture * vacated(crt, column) * stakeAt(state, t, enemy, hex, biggest));
    };
    total += Math.max(0, value(attack) - (adjacent > 0 ? value(adjacent) : 0));
  }
  return w.exposure * (side === exposed ? -total : total);
}

/** Keeps the `count` largest values seen in `top` (descending). */
function insert(top: Float64Array, count: number, value: number): void {
  if (value <= top[count - 1]!) return;
  let at = count - 1;
  while (at > 0 && top[at - 1]! < value) {
    top[at] = top[at - 1]!;
    at--;
  }
  top[at] = value;
}
