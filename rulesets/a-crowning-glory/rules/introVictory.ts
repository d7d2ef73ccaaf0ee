import type { AcgContext } from '../context.js';
import type { AcgState } from '../types.js';
import type { Side } from '../vocabulary.js';

const LEVELS = ['tactical', 'operational', 'strategic'] as const;

/**
 * The introductory scenario's victory levels at the end of the 12:00 turn (ACG 10.7). The Allies: strategic with
 * 10 steps on rows 15 or lower; operational or tactical when they control every hex of Telnitz, Sokolnitz and the
 * castle and have 5 steps on rows 16 or lower (operational) or 17 or lower (tactical). The French: tactical with one
 * unit in Telnitz, a hex of Sokolnitz or the castle; operational with two and strategic with three, when no Allied
 * unit is on row 18 or higher. Interpretation: when both sides reach a level, the higher level wins and equal levels
 * are a stalemate; no level is a stalemate.
 */
export function introOutcome(ctx: AcgContext, state: AcgState): { winner: Side | null; grade: string; summary: string } {
  const onMap = state.units.filter((u) => u.status === 'map');
  const alliedSteps = (maxRow: number) => onMap.filter((u) => u.side === 'allied' && ctx.row[u.hex]! <= maxRow).reduce((n, u) => n + u.steps, 0);
  const objectives = ctx.objectives.flat();
  const captured = objectives.every((h) => state.control[ctx.hexIds[h]!] === 'allied');
  const allied = alliedSteps(15) >= 10 ? 3 : captured && alliedSteps(16) >= 5 ? 2 : captured && alliedSteps(17) >= 5 ? 1 : 0;
  const held = onMap.filter((u) => u.side === 'french' && objectives.includes(u.hex)).length;
  const clear = !onMap.some((u) => u.side === 'allied' && ctx.row[u.hex]! >= 18);
  const french = held >= 3 && clear ? 3 : held >= 2 && clear ? 2 : held >= 1 ? 1 : 0;
  if (allied === french) return { winner: null, grade: 'stalemate', summary: 'Stalemate: neither side reached a higher level of victory' };
  const winner: Side = allied > french ? 'allied' : 'french';
  const level = LEVELS[Math.max(allied, french) - 1]!;
  return { winner, grade: level, summary: `${winner === 'allied' ? 'Allied' : 'French'} ${level} victory` };
}
