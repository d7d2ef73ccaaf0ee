/**
 * Forming a stack to activate (JdG 5.3, 5.4): which counters may join, the stacking limit of 2 infantry and 1
 * cavalry unless the commander-in-chief leads a concentration, and the command points the stack costs (4.4).
 *
 * @module
 */
import type { JdgContext } from '../context.js';
import { commandLevels, type CommandLevel } from '../command.js';
import type { JdgState } from '../types.js';
import { isBesieged } from './sieges.js';
import { hasUnits } from '../board.js';
import { enemyOf } from '../vocabulary.js';
import { commanderOf } from '../chiefs.js';

/** The army a stack acts for: that of its first general or unit (dummies act for none), or `null`. */
export function stackArmy(state: JdgState, pieces: readonly number[]): string | null {
  for (const i of pieces) if (state.pieces[i]!.army !== null && state.pieces[i]!.kind !== 'dummy') return state.pieces[i]!.army;
  return null;
}

/** Whether the stack holds its army's commander-in-chief (5.4: a concentration needs him, a subordinate will not do). */
export function hasChief(ctx: JdgContext, state: JdgState, pieces: readonly number[]): boolean {
  const army = stackArmy(state, pieces);
  return army !== null && pieces.includes(commanderOf(ctx, state, ctx.armies.get(army)!));
}

/** Infantry and cavalry counters of a stack (units and dummies; generals do not count, 5.3). */
export function stackCounts(state: JdgState, pieces: readonly number[]): { readonly infantry: number; readonly cavalry: number } {
  let infantry = 0;
  let cavalry = 0;
  for (const i of pieces) {
    const p = state.pieces[i]!;
    if (p.kind === 'general') continue;
    if (p.arm === 'cavalry') cavalry++;
    else infantry++;
  }
  return { infantry, cavalry };
}

/** Beyond 2 infantry and 1 cavalry (5.3): a concentration (5.4). */
export const isConcentration = (state: JdgState, pieces: readonly number[]): boolean => {
  const { infantry, cavalry } = stackCounts(state, pieces);
  return infantry > 2 || cavalry > 1;
};

/**
 * The phasing player's counters in `box` that have not been activated this phase; none shut in a besieged citadel
 * (8.8: an interpretation, they leave it only by a sortie), nor those S9's optional rules brought in this turn to
 * a box enemy units hold (S9: arriving together in Troppau, they must fight a battle there; an interpretation: they
 * stay for the battle of this player turn).
 */
export function movable(state: JdgState, box: number): number[] {
  const out: number[] = [];
  if (isBesieged(state, box, state.player)) return out;
  const pinned = hasUnits(state, box, enemyOf(state.player)) ? state.optionalArrivals.entering : [];
  state.pieces.forEach((p, i) => {
    if (p.status === 'map' && p.box === box && p.side === state.player && !p.acted && !pinned.includes(i)) out.push(i);
  });
  return out;
}

/**
 * The counters that may join a stack being formed in `box` from `pieces`: of its army (dummies join any), within 2
 * infantry and 1 cavalry unless the commander-in-chief is in it (5.3, 5.4), and only if the stack can still be paid
 * for (4.4): it costs no more than its army's command points, or a general who would make it free can still join.
 */
export function addable(
  ctx: JdgContext, state: JdgState, box: number = state.forming!.box, pieces: readonly number[] = state.forming!.pieces, levels: readonly CommandLevel[] = commandLevels(ctx, state, state.player),
): number[] {
  const candidates = movable(state, box).filter((i) => !pieces.includes(i));
  const fits = (i: number): boolean => {
    const p = state.pieces[i]!;
    const army = stackArmy(state, pieces);
    if (p.kind !== 'dummy' && army !== null && p.army !== army) return false;
    const chief = hasChief(ctx, state, pieces) || (p.army !== null && commanderOf(ctx, state, ctx.armies.get(p.army)!) === i);
    return chief || !isConcentration(state, [...pieces, i]);
  };
  return candidates.filter((i) => {
    if (!fits(i)) return false;
    const next = [...pieces, i];
    const army = stackArmy(state, next);
    if (army === null || activationCost(ctx, state, next, levels) <= (state.pc[army] ?? 0)) return true;
    // a general who would make the stack free (4.4) can still join it
    return candidates.some((g) => g !== i && state.pieces[g]!.kind === 'general' && state.pieces[g]!.army === army && activationCost(ctx, state, [...next, g], levels) === 0);
  });
}

/**
 * The command points a stack costs (4.4): nothing with its commander-in-chief, or with a subordinate general in LdC
 * to him; 1 with a general out of it; otherwise 1 if every unit is in command, 2 if any is not; dummies cost nothing
 * (7.1).
 */
export function activationCost(ctx: JdgContext, state: JdgState, pieces: readonly number[], levels: readonly CommandLevel[] = commandLevels(ctx, state, state.player)): number {
  const army = stackArmy(state, pieces);
  if (army === null) return 0;
  if (pieces.includes(commanderOf(ctx, state, ctx.armies.get(army)!))) return 0;
  const generals = pieces.filter((i) => state.pieces[i]!.kind === 'general');
  if (generals.some((g) => levels[g] === 'full')) return 0;
  if (generals.length > 0) return 1;
  return pieces.some((i) => state.pieces[i]!.kind === 'unit' && levels[i] !== 'full') ? 2 : 1;
}

/** The movement allowance of a stack (5.0, 5.3: the slowest counter's; 3.1 weather; 4.5 out of command -1). */
export function stackAllowance(state: JdgState, pieces: readonly number[], levels: readonly CommandLevel[], rolled?: (i: number) => number): number {
  const { movement } = state.options;
  const weather = state.weather;
  let pm = Infinity;
  for (const i of pieces) {
    const p = state.pieces[i]!;
    const kind = p.kind === 'general' ? 'general' : p.arm!;
    let own = rolled?.(i) ?? movement[kind];
    if (weather === 'mud') own -= kind === 'cavalry' ? 2 : 1;
    else if (weather !== 'clear') own -= 1;
    // out of command: 1 PM less (4.5); in the solitaire game the roll's bonus already counts the line (10.0), and a counter keeps at least 1 PM
    if (rolled === undefined && p.kind === 'unit' && levels[i] !== 'full') own -= 1;
    if (rolled !== undefined) own = Math.max(1, own);
    pm = Math.min(pm, own - p.pmSpent);
  }
  return pm === Infinity ? 0 : Math.max(0, pm);
}

/** The boxes where the phasing player can start forming a stack it can pay for (5.1, 4.4). */
export function formBoxes(ctx: JdgContext, state: JdgState): number[] {
  const boxes = [...new Set(state.pieces.flatMap((p) => (p.status === 'map' && p.side === state.player && !p.acted ? [p.box] : [])))].sort((a, b) => a - b);
  const levels = commandLevels(ctx, state, state.player);
  return boxes.filter((b) => addable(ctx, state, b, [], levels).length > 0);
}
