import * as v from 'valibot';
import { baseStateEntries } from 'kriegsspiel';
import { LIMITS, optionsSchema } from './options.js';
import { ARMS, COMBAT_STAGES, MARKER_STATUSES, PHASES, SIDES, UNIT_STATUSES } from './vocabulary.js';

const bySide = <T extends v.GenericSchema>(value: T) => v.strictObject({ french: value, allied: value });
const index = v.pipe(v.number(), v.safeInteger(), v.minValue(-1), v.maxValue(100_000));
const id = v.pipe(v.string(), v.minLength(1), v.maxLength(LIMITS.name));
const steps = v.pipe(v.number(), v.safeInteger(), v.minValue(0), v.maxValue(LIMITS.steps));
const tally = v.pipe(v.number(), v.safeInteger(), v.minValue(-100_000), v.maxValue(100_000));

/** Schema of a combat unit in play (the source of `AcgUnit`). */
export const unitSchema = v.strictObject({
  /** The scenario's unit id. */
  id,
  side: v.picklist(SIDES),
  arm: v.picklist(ARMS),
  /** Current steps, which are its combat factor (ACG 2.8, 2.9); 0 once eliminated. */
  steps,
  /** Where it is (see `UNIT_STATUSES`). */
  status: v.picklist(UNIT_STATUSES),
  /** Dense map index of its hex, or -1 off the map. */
  hex: index,
  /** Showing its Active face (ACG 2.10). */
  active: v.boolean(),
});

/** Schema of an artillery bombardment marker (the source of `AcgMarker`, ACG 9.13). */
export const markerSchema = v.strictObject({
  id,
  side: v.picklist(SIDES),
  value: steps,
  /** In its side's box, still with the Variable group (5.7), or not in play in this scenario (10.4). */
  status: v.picklist(MARKER_STATUSES),
  /** Showing its Active face (9.13). */
  active: v.boolean(),
});

/** Schema of the attack being resolved (the source of `AcgCombat`, ACG 9.5). */
export const combatSchema = v.strictObject({
  stage: v.picklist(COMBAT_STAGES),
  /** The attacking side. */
  attacker: v.picklist(SIDES),
  /** The defender's unit index and hex. */
  defender: index,
  hex: index,
  /** Attacking unit indices. */
  attackers: v.pipe(v.array(index), v.maxLength(6)),
  /** The artillery marker's index, or -1. */
  marker: index,
  /** The final CRT column index, after shifts (9.7). */
  column: index,
  /** Steps each side must lose, once rolled (9.15). */
  attackerLoss: steps,
  defenderLoss: steps,
});

/** Schema of a whole game state (the source of `AcgState`). */
export const stateSchema = v.strictObject({
  ...baseStateEntries,
  options: optionsSchema,
  turn: v.pipe(v.number(), v.safeInteger(), v.minValue(1), v.maxValue(LIMITS.turns)),
  phase: v.picklist(PHASES),
  /** Which of the turn's two action phases this is: 0 = Phase II, 1 = Phase IV (ACG 5.1). */
  half: v.union([v.literal(0), v.literal(1)]),
  /** The French declaration for this turn (5.2): what Phase II is; `null` before it. */
  first: v.nullable(v.picklist(['movement', 'combat'])),
  /** The side whose turn it is to move a unit or attack (5.3, 9.1). */
  toAct: v.picklist(SIDES),
  /** The unit selected to move (8.2), or -1. */
  moving: index,
  /** Declines in a row in the combat phase (9.1: two end it). */
  passes: v.pipe(v.number(), v.safeInteger(), v.minValue(0), v.maxValue(2)),
  /** The Variable group's roll is made for this movement phase (5.7). */
  rolled: v.boolean(),
  /** Units still to be placed by their owner (set-up 10.4, Reserve 5.6, reinforcements 10.4), by index. */
  placing: v.pipe(v.array(index), v.maxLength(LIMITS.units)),
  /** The intro's French artillery choice is still to be made (10.4). */
  choosingArtillery: v.boolean(),
  units: v.pipe(v.array(unitSchema), v.maxLength(LIMITS.units)),
  markers: v.pipe(v.array(markerSchema), v.maxLength(LIMITS.markers)),
  combat: v.nullable(combatSchema),
  /** Who controls each Town and Fortress hex, by hex id (3.3). */
  control: v.record(v.pipe(v.string(), v.regex(/^\d{4}$/)), v.picklist(SIDES)),
  /** Steps lost per side, as on the Steps Lost track (3.2; regroup gives some back, 5.5). */
  lost: bySide(tally),
  demoralized: bySide(v.boolean()),
  /** The French lost their chance of a sudden-death victory (4.4). */
  suddenDeathGone: v.boolean(),
  /** The Variant marker each side drew (11.0), and whether it is played; a view shows 0 for an unplayed enemy marker. */
  variants: bySide(v.nullable(v.strictObject({ id: v.pipe(v.number(), v.safeInteger(), v.minValue(0), v.maxValue(99)), revealed: v.boolean() }))),
  /** The French have regrouped (5.5: once per game). */
  regrouped: v.boolean(),
  /** The winner once over (4.7: no draws in the battle; the intro may end in a stalemate). */
  winner: v.nullable(v.picklist(SIDES)),
  /** The case that ended the game, the victory level, a sentence and (when more than the level says why) the reason, once over. */
  outcome: v.nullable(v.strictObject({ rule: v.pipe(v.string(), v.maxLength(LIMITS.name)), grade: v.pipe(v.string(), v.maxLength(LIMITS.name)), summary: v.pipe(v.string(), v.maxLength(LIMITS.text)), reason: v.optional(v.pipe(v.string(), v.maxLength(LIMITS.text))) })),
});

/** Deeply read-only. */
export type DeepReadonly<T> = T extends readonly (infer U)[] ? readonly DeepReadonly<U>[] : T extends object ? { readonly [K in keyof T]: DeepReadonly<T[K]> } : T;
