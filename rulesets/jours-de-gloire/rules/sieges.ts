/**
 * Fortified cities and sieges (JdG 4.5, 8.8): who holds a city, the siege markers, the siege die (S1-S3), and the end
 * of a siege when its besiegers are expelled or gone.
 *
 * @module
 */
import { D6, type ChanceSpec, type Draft, type Emit } from 'kriegsspiel';
import { hasUnits, piecesIn } from '../board.js';
import { commandLevels } from '../command.js';
import type { JdgContext } from '../context.js';
import type { JdgEvent } from '../events.js';
import type { JdgState } from '../types.js';
import { enemyOf, type Side } from '../vocabulary.js';
import { battleDone } from './battle/battleDone.js';
import { captureGenerals } from './battle/capture.js';
import { forceUnits } from './battle/force.js';
import { eliminate } from './battle/losses.js';

type D = Draft<JdgState>;

/** The lowest die that takes the city at Siege 1 (S2) and at Siege 2 (S3). */
const SIEGE_FALLS = { 1: 5, 2: 2 } as const;

/** The siege marker in `box`, or `null`. */
export const siegeAt = (state: JdgState, box: number): JdgState['sieges'][number] | null => state.sieges.find((s) => s.box === box) ?? null;

/** Whether `side`'s counters in `box` are shut in its citadel by an enemy siege (8.8). */
export const isBesieged = (state: JdgState, box: number, side: Side): boolean => state.sieges.some((s) => s.box === box && s.besieger !== side);

/**
 * Whether `side` holds the fortified city of `box` (8.8): the city is the side's that has a combat unit in it; with the
 * enemy there too, the side that was there first: never its besieger, nor a side whose units all came in this player
 * turn by intercepting an enemy stack that had entered (and so taken) the city.
 *
 * @example
 * ```ts
 * // holdsCity(ctx, state, ulm, 'coalition'): Austrians in Ulm that were there before the French came in
 * ```
 */
export function holdsCity(ctx: JdgContext, state: JdgState, box: number, side: Side): boolean {
  if (ctx.fortified[box] !== 1) return false;
  const siege = siegeAt(state, box);
  if (siege !== null) return siege.besieger !== side && hasUnits(state, box, side);
  return piecesIn(state, box, side).some((i) => state.pieces[i]!.kind === 'unit' && !state.pieces[i]!.intercepted);
}

/** 4.5: the attacker may besiege only with a unit in LdC to a general at least. */
export function mayBesiege(ctx: JdgContext, state: JdgState): boolean {
  const { box, attacker } = state.battle!;
  const levels = commandLevels(ctx, state, attacker);
  return forceUnits(state, box, attacker).some((i) => levels[i] !== 'none');
}

/** The siege die of the battle's box (S2 at Siege 1, S3 at Siege 2). */
export function siegeDie(_ctx: JdgContext, state: JdgState): ChanceSpec {
  return { what: `siege ${siegeAt(state, state.battle!.box)?.level ?? 1}`, rule: 'JdG 8.8', values: D6 };
}

/**
 * S1-S3: a new siege places Siege 1 and rolls at once; the city falls on 5-6 at Siege 1, 2-6 at Siege 2: the
 * besieged units are eliminated, their generals captured; otherwise the marker is (or stays) Siege 2.
 */
export function applySiegeDie(ctx: JdgContext, draft: D, roll: number, emit: Emit<JdgEvent>): void {
  const { box, attacker } = draft.battle!;
  const defender = enemyOf(attacker);
  if (siegeAt(draft, box) === null) draft.sieges.push({ box, besieger: attacker, level: 1 });
  const siege = draft.sieges.find((s) => s.box === box)!;
  const fallen = roll >= SIEGE_FALLS[siege.level];
  emit?.({ type: 'siegeRolled', rule: 'JdG 8.8', box: ctx.boxIds[box]!, besieger: attacker, level: siege.level, roll, fallen });
  if (!fallen) {
    siege.level = 2;
    return battleDone(ctx, draft, emit);
  }
  draft.sieges = draft.sieges.filter((s) => s.box !== box);
  for (const i of forceUnits(draft, box, defender)) eliminate(ctx, draft, i, 'JdG 8.8', emit);
  captureGenerals(ctx, draft, box, defender, 'JdG 8.8', emit);
  if (draft.phase !== 'over') battleDone(ctx, draft, emit);
}

/** Ends the siege of `box` (8.8: a besieger who comes back starts again at Siege 1). */
export function endSiege(ctx: JdgContext, draft: D, box: number, emit: Emit<JdgEvent>): void {
  const siege = siegeAt(draft, box);
  if (siege === null) return;
  draft.sieges = draft.sieges.filter((s) => s.box !== box);
  emit?.({ type: 'siegeLifted', rule: 'JdG 8.8', box: ctx.boxIds[box]!, besieger: siege.besieger });
}

/** 8.8: a siege ends as soon as its box no longer holds both sides' units (the besiegers gone, or the besieged). */
export function liftSieges(ctx: JdgContext, draft: D, emit: Emit<JdgEvent>): void {
  for (const s of [...draft.sieges]) if (!hasUnits(draft, s.box, s.besieger) || !hasUnits(draft, s.box, enemyOf(s.besieger))) endSiege(ctx, draft, s.box, emit);
}
