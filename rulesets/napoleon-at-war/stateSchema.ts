import * as v from 'valibot';
import { baseStateEntries } from 'kriegsspiel';
import { LIMITS } from './limits.js';
import { optionsSchema, type NawOptions } from './options.js';
import { COMBAT_STAGES, PHASES, SIDES, UNIT_KINDS, UNIT_STATUSES } from './vocabulary.js';

const bySide = <T extends v.GenericSchema>(value: T) => v.strictObject({ french: value, coalition: value });
const index = v.pipe(v.number(), v.safeInteger(), v.minValue(-1), v.maxValue(1_000_000));
const id = v.pipe(v.string(), v.maxLength(LIMITS.name));
const ids = v.pipe(v.array(id), v.maxLength(LIMITS.units));
const tally = v.pipe(v.number(), v.safeInteger(), v.minValue(-LIMITS.points * 100), v.maxValue(LIMITS.points * 100));

/** Schema of a unit in play (the source of `NawUnit`). */
export const unitSchema = v.strictObject({
  /** Scenario-unique id (the counter's abbreviation, e.g. `'Clap'`). */
  id: v.pipe(id, v.minLength(1)),
  /** The owning side. */
  side: v.picklist(SIDES),
  /** Infantry, cavalry or artillery. */
  kind: v.picklist(UNIT_KINDS),
  /** Printed combat strength. */
  strength: v.pipe(v.number(), v.safeInteger(), v.minValue(0), v.maxValue(LIMITS.strength)),
  /** Printed movement allowance. */
  movement: v.pipe(v.number(), v.safeInteger(), v.gtValue(0), v.maxValue(LIMITS.movement)),
  /** Where it is. */
  status: v.picklist(UNIT_STATUSES),
  /** Dense map index of its hex, or -1 when not on the map (see the map's `idOf`). */
  hex: index,
  /** Moved (or entered) this movement phase (NAW 5.17). */
  moved: v.boolean(),
  /** Entered the map as a reinforcement this movement phase: others may still enter through its hex (Wagram 14.3). */
  arrived: v.boolean(),
  /** Attacked, or was attacked, this combat phase (NAW 7.14). */
  engaged: v.boolean(),
  /** Advanced after combat this phase: may neither attack nor be attacked (NAW 7.74). */
  advanced: v.boolean(),
  /** Artillery displaced before firing: may not fire this combat phase (NAW 7.82). */
  silenced: v.boolean(),
});

/** Schema of a displacement in progress (the source of `Displacement`, NAW 7.8). */
export const displacementSchema = v.strictObject({
  /** The displaced unit's id. */
  unit: id,
  /** Ids of the units in this displacement chain so far (the first is the retreating unit). */
  chain: ids,
});

/** Schema of the combat being formed or resolved (the source of `CombatState`). */
export const combatSchema = v.strictObject({
  /** Where the combat stands. */
  stage: v.picklist(COMBAT_STAGES),
  /** Defending hexes (dense indices), in the order they were named. */
  defenderHexes: v.pipe(v.array(index), v.maxLength(LIMITS.units)),
  /** Ids of attacking units that attack from adjacent hexes (and suffer results). */
  attackers: ids,
  /** Ids of artillery units bombarding from a distance (NAW 8.1; they suffer no results, 8.14). */
  bombarding: ids,
  /** Ids of the defending units, fixed when the combat is resolved. */
  defenders: ids,
  /** The CRT column index used, once resolved. */
  column: v.pipe(v.number(), v.safeInteger(), v.minValue(-1), v.maxValue(32)),
  /** The result, once rolled. */
  result: v.nullable(v.picklist(['Ae', 'Ar', 'Dr', 'De', 'Ex'])),
  /** Strength the attacker still owes after an exchange (NAW 7.6 Ex). */
  exchangeOwed: v.pipe(v.number(), v.safeInteger(), v.minValue(0), v.maxValue(LIMITS.points)),
  /** Units that still must retreat, and whose owner chooses where (NAW 7.71). */
  retreating: ids,
  /** Bombarding artillery that may still elect to retreat after an Ar (NAW 8.15). */
  mayRetreat: ids,
  /** The displacement being carried out, if any (NAW 7.8). */
  displacing: v.nullable(displacementSchema),
  /** Hexes vacated by this combat's results (NAW 7.74). */
  vacated: v.pipe(v.array(index), v.maxLength(LIMITS.units)),
});

/**
 * Schema of a Napoleon at War state, and the one source of its type: `NawState` and the types of its parts are
 * derived from it (read-only), so the two can never disagree.
 */
export const stateSchema = v.strictObject({
  ...baseStateEntries,
  /** The options in force. */
  options: optionsSchema,
  /** Game-turn, from 1. */
  turn: v.pipe(v.number(), v.safeInteger(), v.gtValue(0), v.maxValue(LIMITS.turns)),
  /** The phasing side (NAW 4.1). */
  phasing: v.picklist(SIDES),
  /** Movement or combat. */
  phase: v.picklist(PHASES),
  /** Every unit of the scenario, in scenario order. */
  units: v.pipe(v.array(unitSchema), v.maxLength(LIMITS.units)),
  /** A unit that must move next because another unit ended its move in its hex (NAW 5.32), else `null`. */
  mustMove: v.nullable(id),
  /** The combat in progress, else `null`. */
  combat: v.nullable(combatSchema),
  /** Combat strength points eliminated per side (NAW 14.4, 16.1). */
  losses: bySide(v.pipe(tally, v.minValue(0))),
  /** Combat strength points exited off the map per side (Wagram 17.11). */
  exited: bySide(v.pipe(tally, v.minValue(0))),
  /** Victory points scored during play per side (Wagram 17.11). */
  points: bySide(tally),
  /** Whether each army is demoralized (Wagram 16.0). */
  demoralized: bySide(v.boolean()),
  /** Reinforcement groups whose arrival roll is due now, in order (Wagram 14.7). */
  pendingRolls: ids,
  /** The game-turn on which each roll-dependent reinforcement group arrived (Wagram 14.7). */
  rolledIn: v.pipe(v.array(v.strictObject({ group: id, turn: v.pipe(v.number(), v.safeInteger(), v.gtValue(0), v.maxValue(LIMITS.turns)) })), v.maxLength(LIMITS.units)),
  /** One-time awards already made, by name (e.g. `'enter:Aspern'`). */
  awarded: v.pipe(v.array(v.pipe(v.string(), v.maxLength(LIMITS.name * 2))), v.maxLength(LIMITS.list)),
  /** Set once the last game-turn is over. */
  over: v.boolean(),
});

/** A type with every property and array element read-only, all the way down. */
export type DeepReadonly<T> = T extends readonly (infer U)[] ? readonly DeepReadonly<U>[] : T extends object ? { readonly [K in keyof T]: DeepReadonly<T[K]> } : T;

/** A unit in play. Identity and printed values come from the scenario; the rest changes during play. */
export type NawUnit = DeepReadonly<v.InferOutput<typeof unitSchema>>;
/** A unit being pushed out of its hex by a retreating friendly unit (NAW 7.8). */
export type Displacement = DeepReadonly<v.InferOutput<typeof displacementSchema>>;
/** The combat being formed or resolved. */
export type CombatState = DeepReadonly<v.InferOutput<typeof combatSchema>>;
/** The whole state of a Napoleon at War game: plain JSON data, of the type its schema validates. */
export type NawState = DeepReadonly<Omit<v.InferOutput<typeof stateSchema>, 'options'>> & { readonly options: NawOptions };
