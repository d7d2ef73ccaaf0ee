import * as z from 'zod/mini';
import { LIMITS } from './limits.js';
import { optionsSchema, type NawOptions } from './options.js';
import { COMBAT_STAGES, PHASES, SIDES, UNIT_KINDS, UNIT_STATUSES } from './vocabulary.js';

const bySide = <T extends z.ZodMiniType>(value: T) => z.strictObject({ french: value, coalition: value });
const index = z.int().check(z.minimum(-1), z.maximum(1_000_000));
const id = z.string().check(z.maxLength(LIMITS.name));
const ids = z.array(id).check(z.maxLength(LIMITS.units));
const tally = z.int().check(z.minimum(-LIMITS.points * 100), z.maximum(LIMITS.points * 100));

/** Schema of a unit in play (the source of `NawUnit`). */
export const unitSchema = z.strictObject({
  /** Scenario-unique id (the counter's abbreviation, e.g. `'Clap'`). */
  id: id.check(z.minLength(1)),
  /** The owning side. */
  side: z.enum(SIDES),
  /** Infantry, cavalry or artillery. */
  kind: z.enum(UNIT_KINDS),
  /** Printed combat strength. */
  strength: z.int().check(z.nonnegative(), z.maximum(LIMITS.strength)),
  /** Printed movement allowance. */
  movement: z.int().check(z.positive(), z.maximum(LIMITS.movement)),
  /** Where it is. */
  status: z.enum(UNIT_STATUSES),
  /** Dense map index of its hex, or -1 when not on the map (see the map's `idOf`). */
  hex: index,
  /** Moved (or entered) this movement phase (NAW 5.17). */
  moved: z.boolean(),
  /** Entered the map as a reinforcement this movement phase: others may still enter through its hex (Wagram 14.3). */
  arrived: z.boolean(),
  /** Attacked, or was attacked, this combat phase (NAW 7.14). */
  engaged: z.boolean(),
  /** Advanced after combat this phase: may neither attack nor be attacked (NAW 7.74). */
  advanced: z.boolean(),
  /** Artillery displaced before firing: may not fire this combat phase (NAW 7.82). */
  silenced: z.boolean(),
});

/** Schema of a displacement in progress (the source of `Displacement`, NAW 7.8). */
export const displacementSchema = z.strictObject({
  /** The displaced unit's id. */
  unit: id,
  /** Ids of the units in this displacement chain so far (the first is the retreating unit). */
  chain: ids,
});

/** Schema of the combat being formed or resolved (the source of `CombatState`). */
export const combatSchema = z.strictObject({
  /** Where the combat stands. */
  stage: z.enum(COMBAT_STAGES),
  /** Defending hexes (dense indices), in the order they were named. */
  defenderHexes: z.array(index).check(z.maxLength(LIMITS.units)),
  /** Ids of attacking units that attack from adjacent hexes (and suffer results). */
  attackers: ids,
  /** Ids of artillery units bombarding from a distance (NAW 8.1; they suffer no results, 8.14). */
  bombarding: ids,
  /** Ids of the defending units, fixed when the combat is resolved. */
  defenders: ids,
  /** The CRT column index used, once resolved. */
  column: z.int().check(z.minimum(-1), z.maximum(32)),
  /** The result, once rolled. */
  result: z.nullable(z.enum(['Ae', 'Ar', 'Dr', 'De', 'Ex'])),
  /** Strength the attacker still owes after an exchange (NAW 7.6 Ex). */
  exchangeOwed: z.int().check(z.nonnegative(), z.maximum(LIMITS.points)),
  /** Units that still must retreat, and whose owner chooses where (NAW 7.71). */
  retreating: ids,
  /** Bombarding artillery that may still elect to retreat after an Ar (NAW 8.15). */
  mayRetreat: ids,
  /** The displacement being carried out, if any (NAW 7.8). */
  displacing: z.nullable(displacementSchema),
  /** Hexes vacated by this combat's results (NAW 7.74). */
  vacated: z.array(index).check(z.maxLength(LIMITS.units)),
});

/**
 * Schema of a Napoleon at War state, and the one source of its type: `NawState` and the types of its parts are
 * derived from it (read-only), so the two can never disagree.
 */
export const stateSchema = z.strictObject({
  rng: z.array(z.int()).check(z.length(4)),
  chanceMode: z.enum(['auto', 'explicit']),
  scenario: z.strictObject({ id: z.string().check(z.minLength(1), z.maxLength(200)), hash: z.string().check(z.regex(/^[0-9a-f]{26}$/)) }),
  /** The options in force. */
  options: optionsSchema,
  /** Game-turn, from 1. */
  turn: z.int().check(z.positive(), z.maximum(LIMITS.turns)),
  /** The phasing side (NAW 4.1). */
  phasing: z.enum(SIDES),
  /** Movement or combat. */
  phase: z.enum(PHASES),
  /** Every unit of the scenario, in scenario order. */
  units: z.array(unitSchema).check(z.maxLength(LIMITS.units)),
  /** A unit that must move next because another unit ended its move in its hex (NAW 5.32), else `null`. */
  mustMove: z.nullable(id),
  /** The combat in progress, else `null`. */
  combat: z.nullable(combatSchema),
  /** Combat strength points eliminated per side (NAW 14.4, 16.1). */
  losses: bySide(tally.check(z.nonnegative())),
  /** Combat strength points exited off the map per side (Wagram 17.11). */
  exited: bySide(tally.check(z.nonnegative())),
  /** Victory points scored during play per side (Wagram 17.11). */
  points: bySide(tally),
  /** Whether each army is demoralized (Wagram 16.0). */
  demoralized: bySide(z.boolean()),
  /** Reinforcement groups whose arrival roll is due now, in order (Wagram 14.7). */
  pendingRolls: ids,
  /** The game-turn on which each roll-dependent reinforcement group arrived (Wagram 14.7). */
  rolledIn: z.array(z.strictObject({ group: id, turn: z.int().check(z.positive(), z.maximum(LIMITS.turns)) })).check(z.maxLength(LIMITS.units)),
  /** One-time awards already made, by name (e.g. `'enter:Aspern'`). */
  awarded: z.array(z.string().check(z.maxLength(LIMITS.name * 2))).check(z.maxLength(LIMITS.list)),
  /** Set once the last game-turn is over. */
  over: z.boolean(),
});

/** A type with every property and array element read-only, all the way down. */
export type DeepReadonly<T> = T extends readonly (infer U)[] ? readonly DeepReadonly<U>[] : T extends object ? { readonly [K in keyof T]: DeepReadonly<T[K]> } : T;

/** A unit in play. Identity and printed values come from the scenario; the rest changes during play. */
export type NawUnit = DeepReadonly<z.output<typeof unitSchema>>;
/** A unit being pushed out of its hex by a retreating friendly unit (NAW 7.8). */
export type Displacement = DeepReadonly<z.output<typeof displacementSchema>>;
/** The combat being formed or resolved. */
export type CombatState = DeepReadonly<z.output<typeof combatSchema>>;
/** The whole state of a Napoleon at War game: plain JSON data, of the type its schema validates. */
export type NawState = DeepReadonly<Omit<z.output<typeof stateSchema>, 'options'>> & { readonly options: NawOptions };
