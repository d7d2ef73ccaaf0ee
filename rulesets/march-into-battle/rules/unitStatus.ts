import type { MibContext } from '../context.js';
import type { MibOptions } from '../options.js';
import type { MibState, MibUnit } from '../types.js';
import { SIDES, UNIT_KINDS, type Side } from '../vocabulary.js';

const INFANTRY = UNIT_KINDS.indexOf('infantry');
const CAVALRY = UNIT_KINDS.indexOf('cavalry');
const ARTILLERY = UNIT_KINDS.indexOf('artillery');
const TRAIN = UNIT_KINDS.indexOf('train');

/** The unit kinds by index, for the hot paths. */
export const KIND = { infantry: INFANTRY, cavalry: CAVALRY, artillery: ARTILLERY, train: TRAIN, engineer: UNIT_KINDS.indexOf('engineer') } as const;

/** A combat unit: infantry, cavalry or artillery (MiB 2.2). */
export const isCombat = (ctx: MibContext, u: number): boolean => ctx.unitKind[u]! <= ARTILLERY;

/** The side of a unit. */
export const sideOfUnit = (ctx: MibContext, u: number): Side => SIDES[ctx.unitSide[u]!]!;

/** A unit's strength now: its SP less casualties and stragglers (MiB 2.2). */
export const strength = (ctx: MibContext, unit: MibUnit, u: number): number => Math.max(0, ctx.units[u]!.sp - unit.c - unit.s);

/** What a unit counts toward the stacking limit: a full train counts the option's value (MiB 6.8). */
export function stackingSp(ctx: MibContext, state: MibState, u: number): number {
  return ctx.unitKind[u] === TRAIN ? state.options.stacking.train : strength(ctx, state.units[u]!, u);
}

/** Tired and spent (MiB 10.1). */
export const isTired = (options: MibOptions, unit: MibUnit): boolean => unit.fatigue >= options.fatigue.tired && unit.fatigue < options.fatigue.spent;
export const isSpent = (options: MibOptions, unit: MibUnit): boolean => unit.fatigue >= options.fatigue.spent;

/** Whether the unit is on the map. */
export const onMap = (unit: MibUnit): boolean => unit.hex >= 0;

/**
 * A unit's movement allowance this activation (MiB 2.6): halved (rounded up) when tired, out of supply or
 * disorganised (OME, 8.0, 10.1, 11.2) or at night (13.0); 1 MP when spent (10.1).
 */
export function allowance(ctx: MibContext, state: MibState, u: number): number {
  const unit = state.units[u]!;
  const o = state.options;
  if (isSpent(o, unit)) return 1;
  const kind = UNIT_KINDS[ctx.unitKind[u]!]!;
  const base = kind === 'artillery' && ctx.units[u]!.horse === true ? o.allowance.horseArtillery : o.allowance[kind];
  const night = ctx.scenario.turns[state.turn - 1]?.night === true;
  return isTired(o, unit) || unit.oos || unit.dis || night ? Math.ceil(base / 2) : base;
}

/** The commander's id of a formation, and a printable name of a unit or formation. */
export const unitId = (ctx: MibContext, u: number): string => ctx.units[u]!.id;
export const formationId = (ctx: MibContext, f: number): string => ctx.scenario.formations[f]!.id;

/** Whether the current turn is a night turn (MiB 13.0). */
export const isNight = (ctx: MibContext, state: MibState): boolean => ctx.scenario.turns[state.turn - 1]?.night === true;
