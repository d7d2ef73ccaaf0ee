import { enemyOf } from './board.js';
import type { EvalGround } from './evaluateGround.js';
import { placeStake } from './evaluateReach.js';
import type { EvalTables, EvalWeights } from './evaluateTables.js';
import type { BySide, NawState, Side } from './types.js';

/**
 * The ground-and-line margin of `side` over its enemy, summed unit by unit for both armies (own units count for the
 * side, enemy units against it):
 *
 * - **garrison** (`w.holdEnemyPlace`): a unit in a place the enemy scores for, worth the points the enemy could still
 *   score there divided by the place's hexes (Wagram 17.11-17.12: the bridgehead towns);
 * - **hold** (`w.holdEnemyRegion`): a unit on a hex where the enemy scores per strength point (the Russbach heights);
 *   both count less the farther the nearest enemy unit is (`w.holdRange`);
 * - **cover** (`w.cover`): a unit within two hexes of an enemy, per strength point, times the cover of its hex
 *   (`EvalGround.cover`: towns, slopes, streams; NAW 9.0);
 * - **isolated** (`-w.isolated`): a unit within two hexes of an enemy with no friend within two hexes;
 * - **exposed flank** (`-w.exposedFlank`): a unit in an enemy zone of control with no friend next to it.
 *
 * `t.occupant` and `zoc` must be filled for the state.
 */
export function lineMargin(state: NawState, side: Side, t: EvalTables, ground: EvalGround, zoc: BySide<Uint8Array>, w: EvalWeights): number {
  const near = t.near;
  const occupant = t.occupant;
  const units = state.units;
  let margin = 0;
  for (const unit of units) {
    if (unit.status !== 'active') continue;
    const hex = unit.hex;
    const enemy = enemyOf(unit.side);
    let value = 0;
    const place = t.placeGroupAt[enemy][hex]!;
    const region = t.perStrength[enemy]?.[hex] ?? 0;
    if (place >= 0 || region > 0) {
      const pressed = Math.max(0, 1 - (nearestEnemy(state, t, unit.side, hex) - 1) / w.holdRange);
      if (place >= 0) {
        const group = t.groups[enemy][place]!;
        value += (pressed * w.holdEnemyPlace * placeStake(state, enemy, group, t)) / group.hexes.length;
      }
      if (region > 0) value += pressed * w.holdEnemyRegion * region;
    }
    let friends = 0;
    let adjacent = 0;
    let enemies = 0;
    for (let k = 0; k < 18; k++) {
      const other = near[hex * 18 + k]!;
      const there = other >= 0 ? occupant[other]! : 0;
      if (there === 0) continue;
      if (units[there - 1]!.side === unit.side) {
        friends++;
        if (k < 6) adjacent++;
      } else enemies++;
    }
    if (enemies > 0) {
      value += w.cover * unit.strength * ground.cover[hex]!;
      if (friends === 0) value -= w.isolated;
    }
    if (zoc[enemy][hex] === 1 && adjacent === 0) value -= w.exposedFlank;
    margin += unit.side === side ? value : -value;
  }
  return margin;
}

/** Hexes from `hex` to the nearest active unit not of `side` (a large number when there is none). */
function nearestEnemy(state: NawState, t: EvalTables, side: Side, hex: number): number {
  const { q, r } = t;
  let nearest = 1e9;
  for (const other of state.units) {
    if (other.status !== 'active' || other.side === side) continue;
    const dq = q[hex]! - q[other.hex]!;
    const dr = r[hex]! - r[other.hex]!;
    nearest = Math.min(nearest, (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2);
  }
  return nearest;
}
