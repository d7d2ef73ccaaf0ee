import { oddsColumn } from 'kriegsspiel';
import { terrainAt, type Board } from '../../board.js';
import { BRIDGE, SLOPE, STREAM } from '../../context.js';
import type { AttackerLine, CombatBreakdown, DefenderLine } from '../../events.js';
import type { NawUnit } from '../../types.js';

/** The units of a combat as the rules weigh them. */
export interface CombatSides {
  /** Units attacking from adjacent hexes. */
  readonly attackers: readonly NawUnit[];
  /** Artillery bombarding from a distance. */
  readonly bombarding: readonly NawUnit[];
  /** Units in the defending hexes. */
  readonly defenders: readonly NawUnit[];
}

/**
 * Why a defender's hexsides protect it (NAW 9.0): every unit attacking it from an adjacent hex attacks across a
 * stream, or every one across a bridge, or every one up a slope (option `hexsideDefense: 'exclusive'`, the default);
 * with `'mixed'`, each across one of the three in any mix. `''` when they do not (or when it is only bombarded).
 */
function hexsideCover(board: Board, attackers: readonly NawUnit[], defender: NawUnit): string {
  if (attackers.length === 0) return '';
  const grid = board.ctx.map.grid;
  const kinds = new Set<string>();
  for (const attacker of attackers) {
    const dir = grid.directionTo(attacker.hex, defender.hex);
    const features = board.ctx.map.hexsideFeatures(attacker.hex, dir);
    if (features & BRIDGE) kinds.add('bridge');
    else if (features & STREAM) kinds.add('stream');
    else if ((features & SLOPE) !== 0 && board.ctx.map.uphillOf(attacker.hex, dir) === defender.hex) kinds.add('slope');
    else return '';
  }
  if (kinds.size > 1 && board.state.options.hexsideDefense === 'exclusive') return '';
  return [...kinds].sort().join('+');
}

/**
 * The full strength comparison of a combat (NAW 7.0, 7.3, 7.4, 9.0): printed attack strengths summed; each defender
 * multiplied once by the best of its hex terrain and its hexside cover (never cumulative); odds rounded in the
 * defender's favour to a CRT column, clamped to the table (7.6). `column` is the computed column index.
 */
export function weighCombat(board: Board, sides: CombatSides): { breakdown: CombatBreakdown; column: number } {
  const grid = board.ctx.map.grid;
  const attackerLines: AttackerLine[] = [
    ...sides.attackers.map((u) => ({ unit: u.id, hex: grid.idOf(u.hex), strength: u.strength, bombarding: false })),
    ...sides.bombarding.map((u) => ({ unit: u.id, hex: grid.idOf(u.hex), strength: u.strength, bombarding: true })),
  ];
  const defenderLines: DefenderLine[] = sides.defenders.map((d) => {
    const terrain = terrainAt(board.state, board.ctx, d.hex);
    const cover = hexsideCover(board, sides.attackers, d);
    const hexMultiplier = terrain.defense;
    const multiplier = Math.max(hexMultiplier, cover === '' ? 1 : 2);
    const why = multiplier === 1 ? '' : hexMultiplier >= multiplier ? board.ctx.map.terrainName(d.hex) : cover;
    return { unit: d.id, hex: grid.idOf(d.hex), strength: d.strength, multiplier, terrain: why };
  });
  const attack = attackerLines.reduce((sum, line) => sum + line.strength, 0);
  const defense = defenderLines.reduce((sum, line) => sum + line.strength * line.multiplier, 0);
  const crt = board.state.options.crt;
  const column = defense === 0 ? crt.columns.length - 1 : oddsColumn(crt, attack, defense).index;
  const label = crt.columns[column]!.label;
  return {
    breakdown: { attackers: attackerLines, defenders: defenderLines, attack, defense, computedOdds: label, odds: label },
    column,
  };
}
