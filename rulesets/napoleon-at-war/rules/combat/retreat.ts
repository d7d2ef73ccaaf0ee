import { enemyControls, terrainTable, zocTables, type Board } from '../../board.js';
import { ROAD } from '../../context.js';
import type { CombatState, NawUnit } from '../../types.js';

/** Ids of every unit taking part in the combat, which are not "uninvolved" and so cannot be displaced (NAW 7.81). */
export function participants(combat: CombatState): Set<string> {
  return new Set([...combat.attackers, ...combat.bombarding, ...combat.defenders]);
}

/**
 * The hexes a unit could step back into, ignoring who occupies them: one hex away, across a hexside it may cross,
 * into terrain it may enter, not into an enemy unit or an enemy-controlled hex (NAW 7.71-7.72, 7.81).
 */
function openNeighbours(board: Board, unit: NawUnit, unitIndex: number): number[] {
  const { state, ctx } = board;
  // The neighbours across a hexside that does not bar the unit (`hexsideBars`) are those of its zone-of-control
  // table (see `zocTables`); the terrain of every hex, looked up once.
  const across = zocTables(ctx, state.options)[unit.kind === 'infantry' ? 0 : 1];
  const terrains = terrainTable(ctx, state.options);
  const out: number[] = [];
  for (let dir = 0; dir < 6; dir++) {
    const hex = unit.hex >= 0 ? across[unit.hex * 6 + dir]! : -1;
    if (hex < 0) continue;
    const terrain = terrains[hex]!;
    if (terrain.cost === null || (terrain.roadOnly && (ctx.map.hexsideFeatures(unit.hex, dir) & ROAD) === 0)) continue;
    const confined = ctx.confinement[unitIndex];
    if (confined && confined[hex] !== 1) continue;
    const other = state.units[board.occupant[hex]! - 1];
    if ((other && other.side !== unit.side) || enemyControls(board, hex, unit.side)) continue;
    out.push(hex);
  }
  return out;
}

/**
 * Where a unit may retreat (or be displaced) now: the permitted vacant hexes; only if there are none, the hexes of
 * uninvolved friendly units that can themselves be displaced without anyone being eliminated (NAW 7.73, 7.81-7.82).
 * Empty means the unit is eliminated (7.72). `chain` holds the units already in this displacement chain.
 *
 * `freed` is a hex about to be vacated (the retreating unit's own) when looking ahead before it moves.
 */
export function retreatOptions(board: Board, unitId: string, involved: ReadonlySet<string>, chain: readonly string[], freed = -1): number[] {
  const index = board.ctx.unitIndex.get(unitId)!;
  const unit = board.state.units[index]!;
  const open = openNeighbours(board, unit, index);
  const vacant = open.filter((hex) => board.count[hex] === 0 || hex === freed);
  if (vacant.length > 0) return vacant;
  // The one hex a retreat leaves empty is the retreating unit's own: every displaced unit's hex is taken by the unit
  // that pushes it. So: the freed hex of the lookahead, else the unit's own hex if it is the retreating unit itself.
  const origin = freed >= 0 ? freed : chain.length === 0 && board.count[unit.hex] === 1 ? unit.hex : -1;
  return open.filter((hex) => {
    if (board.count[hex] !== 1) return false;
    const other = board.state.units[board.occupant[hex]! - 1]!;
    if (involved.has(other.id) || chain.includes(other.id)) return false;
    return retreatOptions(board, other.id, involved, [...chain, unitId], origin).length > 0;
  });
}

/** The retreat options of a unit in the combat in progress of the state's board. */
export function optionsFor(board: Board, unitId: string, chain: readonly string[]): number[] {
  return retreatOptions(board, unitId, participants(board.state.combat!), chain);
}
