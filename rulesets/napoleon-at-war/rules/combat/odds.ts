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

/** Bits of {@link coverOf}: the hexside kinds a defender is attacked across. */
const BRIDGED = 1;
const UPHILL = 2;
const STREAMED = 4;

/**
 * Why a defender's hexsides protect it (NAW 9.0), as bits: every unit attacking it from an adjacent hex attacks across
 * a stream, or every one across a bridge, or every one up a slope (option `hexsideDefense: 'exclusive'`, the
 * default); with `'mixed'`, each across one of the three in any mix. 0 when they do not (or when it is only bombarded).
 */
function coverOf(board: Board, attackers: readonly NawUnit[], defender: NawUnit): number {
  if (attackers.length === 0) return 0;
  const grid = board.ctx.map.grid;
  let kinds = 0;
  for (const attacker of attackers) {
    const dir = grid.directionTo(attacker.hex, defender.hex);
    const features = board.ctx.map.hexsideFeatures(attacker.hex, dir);
    if (features & BRIDGE) kinds |= BRIDGED;
    else if (features & STREAM) kinds |= STREAMED;
    else if ((features & SLOPE) !== 0 && board.ctx.map.uphillOf(attacker.hex, dir) === defender.hex) kinds |= UPHILL;
    else return 0;
  }
  const several = (kinds & (kinds - 1)) !== 0;
  return several && board.state.options.hexsideDefense === 'exclusive' ? 0 : kinds;
}

/** The names of {@link coverOf}'s bits, sorted and joined by `+` (`''` for none). */
function coverName(kinds: number): string {
  const names: string[] = [];
  if (kinds & BRIDGED) names.push('bridge');
  if (kinds & UPHILL) names.push('slope');
  if (kinds & STREAMED) names.push('stream');
  return names.join('+');
}

/** A defender's multiplier (NAW 9.0): the best of its hex terrain's and its hexside cover's (2), never cumulative. */
function multiplierOf(board: Board, attackers: readonly NawUnit[], defender: NawUnit, cover = coverOf(board, attackers, defender)): number {
  return Math.max(terrainAt(board.state, board.ctx, defender.hex).defense, cover === 0 ? 1 : 2);
}

/** The computed column of a combat (see {@link weighCombat}) without its breakdown. */
export function combatColumn(board: Board, sides: CombatSides): number {
  let attack = 0;
  for (const unit of sides.attackers) attack += unit.strength;
  for (const unit of sides.bombarding) attack += unit.strength;
  let defense = 0;
  for (const defender of sides.defenders) defense += defender.strength * multiplierOf(board, sides.attackers, defender);
  return columnFor(board, attack, defense);
}

/** The CRT column of a strength comparison: rounded in the defender's favour, clamped to the table (NAW 7.4, 7.6). */
function columnFor(board: Board, attack: number, defense: number): number {
  const crt = board.state.options.crt;
  return defense === 0 ? crt.columns.length - 1 : oddsColumn(crt, attack, defense).index;
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
    const hexMultiplier = terrainAt(board.state, board.ctx, d.hex).defense;
    const cover = coverOf(board, sides.attackers, d);
    const multiplier = multiplierOf(board, sides.attackers, d, cover);
    const why = multiplier === 1 ? '' : hexMultiplier >= multiplier ? board.ctx.map.terrainName(d.hex) : coverName(cover);
    return { unit: d.id, hex: grid.idOf(d.hex), strength: d.strength, multiplier, terrain: why };
  });
  const attack = attackerLines.reduce((sum, line) => sum + line.strength, 0);
  const defense = defenderLines.reduce((sum, line) => sum + line.strength * line.multiplier, 0);
  const column = columnFor(board, attack, defense);
  const label = board.state.options.crt.columns[column]!.label;
  return {
    breakdown: { attackers: attackerLines, defenders: defenderLines, attack, defense, computedOdds: label, odds: label },
    column,
  };
}
