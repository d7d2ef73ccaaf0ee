import { oddsColumn } from 'kriegsspiel';
import { terrainAt, type Board } from '../board.js';
import { BRIDGE, SLOPE, STREAM } from '../context.js';
import type { AttackerLine, CombatBreakdown, DefenderLine } from '../events.js';
import type { NawUnit } from '../types.js';

/** The units of a combat as the rules weigh them. */
export interface CombatSides {
  /** Units attacking from adjacent hexes. */
  readonly attackers: readonly NawUnit[];
  /** Artillery bombarding from a distance. */
  readonly bombarding: readonly NawUnit[];
  /** Units in the defending hexes. */
  readonly defenders: readonly NawUnit[];
}

/** The hexside kinds that can double a defender (NAW 9.0), in the order a reason is named. */
const COVER_KINDS = ['bridge', 'stream', 'slope'] as const;

/**
<<<<<<< Updated upstream
 * Why a defender's hexsides protect it (NAW 9.0): every unit attacking it from an adjacent hex attacks across a
 * stream, or every one across a bridge, or every one up a slope (option `hexsideDefense: 'exclusive'`, the default);
 * with `'mixed'`, each across one of the three in any mix. `''` when they do not (or when it is only bombarded).
=======
 * The hexside kinds an attack from `attacker` crosses that can protect `defender` (NAW 9.0), as bits of
 * {@link COVER_KINDS}: a bridge hexside (a bridged stream or river counts as a bridge, not as a stream), an unbridged
 * stream hexside, and a slope hexside climbed from its slope hex.
 */
function coverKinds(board: Board, attacker: NawUnit, defender: NawUnit): number {
  const dir = board.ctx.map.grid.directionTo(attacker.hex, defender.hex);
  const features = board.ctx.map.hexsideFeatures(attacker.hex, dir);
  let kinds = 0;
  if (features & BRIDGE) kinds |= 1;
  else if (features & STREAM) kinds |= 2;
  if ((features & SLOPE) !== 0 && board.ctx.map.uphillOf(attacker.hex, dir) === defender.hex) kinds |= 4;
  return kinds;
}

/**
 * Why a defender's hexsides protect it, or `''` when they do not (or when it is only bombarded): NAW 9.0 doubles a
 * defender attacked exclusively across stream hexsides, or exclusively across bridge hexsides, or exclusively up
 * slope hexsides from slope hexes (option `hexsideDefenseMix: 'exclusive'`, the default); with `'any'`, every unit
 * attacking it from an adjacent hex need only cross one of the three, in any mix.
>>>>>>> Stashed changes
 */
function hexsideCover(board: Board, attackers: readonly NawUnit[], defender: NawUnit): string {
  if (attackers.length === 0) return '';
  const exclusive = board.state.options.hexsideDefenseMix !== 'any';
  let common = 7;
  const named = new Set<string>();
  for (const attacker of attackers) {
    const kinds = coverKinds(board, attacker, defender);
    if (kinds === 0) return '';
    common &= kinds;
    named.add(COVER_KINDS[Math.log2(kinds & -kinds)]!); // the first kind this hexside offers
  }
<<<<<<< Updated upstream
  if (kinds.size > 1 && board.state.options.hexsideDefense === 'exclusive') return '';
  return [...kinds].sort().join('+');
=======
  if (!exclusive) return [...named].sort().join('+');
  const shared = COVER_KINDS.findIndex((_, bit) => (common & (1 << bit)) !== 0);
  return shared < 0 ? '' : COVER_KINDS[shared]!;
>>>>>>> Stashed changes
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
