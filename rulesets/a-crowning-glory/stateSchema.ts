import * as z from 'zod/mini';
import { LIMITS, optionsSchema } from './options.js';
import { ARMS, COMBAT_STAGES, MARKER_STATUSES, PHASES, SIDES, UNIT_STATUSES } from './vocabulary.js';

const bySide = <T extends z.ZodMiniType>(value: T) => z.strictObject({ french: value, allied: value });
const index = z.int().check(z.minimum(-1), z.maximum(100_000));
const id = z.string().check(z.minLength(1), z.maxLength(LIMITS.name));
const steps = z.int().check(z.minimum(0), z.maximum(LIMITS.steps));
const tally = z.int().check(z.minimum(-100_000), z.maximum(100_000));

/** Schema of a combat unit in play (the source of `AcgUnit`). */
export const unitSchema = z.strictObject({
  /** The scenario's unit id. */
  id,
  side: z.enum(SIDES),
  arm: z.enum(ARMS),
  /** Current steps, which are its combat factor (ACG 2.8, 2.9); 0 once eliminated. */
  steps,
  /** Where it is (see `UNIT_STATUSES`). */
  status: z.enum(UNIT_STATUSES),
  /** Dense map index of its hex, or -1 off the map. */
  hex: index,
  /** Showing its Active face (ACG 2.10). */
  active: z.boolean(),
});

/** Schema of an artillery bombardment marker (the source of `AcgMarker`, ACG 9.13). */
export const markerSchema = z.strictObject({
  id,
  side: z.enum(SIDES),
  value: steps,
  /** In its side's box, still with the Variable group (5.7), or not in play in this scenario (10.4). */
  status: z.enum(MARKER_STATUSES),
  /** Showing its Active face (9.13). */
  active: z.boolean(),
});

/** Schema of the attack being resolved (the source of `AcgCombat`, ACG 9.5). */
export const combatSchema = z.strictObject({
  stage: z.enum(COMBAT_STAGES),
  /** The attacking side. */
  attacker: z.enum(SIDES),
  /** The defender's unit index and hex. */
  defender: index,
  hex: index,
  /** Attacking unit indices. */
  attackers: z.array(index).check(z.maxLength(6)),
  /** The artillery marker's index, or -1. */
  marker: index,
  /** The final CRT column index, after shifts (9.7). */
  column: index,
  /** Steps each side must lose, once rolled (9.15). */
  attackerLoss: steps,
  defenderLoss: steps,
});

/** Schema of a whole game state (the source of `AcgState`). */
export const stateSchema = z.strictObject({
  scenario: z.strictObject({ id: z.string().check(z.minLength(1), z.maxLength(LIMITS.name)), hash: z.string().check(z.regex(/^[0-9a-f]{26}$/)) }),
  rng: z.array(z.int()).check(z.length(4)),
  chanceMode: z.enum(['auto', 'explicit']),
  options: optionsSchema,
  turn: z.int().check(z.minimum(1), z.maximum(LIMITS.turns)),
  phase: z.enum(PHASES),
  /** Which of the turn's two action phases this is: 0 = Phase II, 1 = Phase IV (ACG 5.1). */
  half: z.union([z.literal(0), z.literal(1)]),
  /** The French declaration for this turn (5.2): what Phase II is; `null` before it. */
  first: z.nullable(z.enum(['movement', 'combat'])),
  /** The side whose turn it is to move a unit or attack (5.3, 9.1). */
  toAct: z.enum(SIDES),
  /** The unit selected to move (8.2), or -1. */
  moving: index,
  /** Declines in a row in the combat phase (9.1: two end it). */
  passes: z.int().check(z.minimum(0), z.maximum(2)),
  /** The Variable group's roll is made for this movement phase (5.7). */
  rolled: z.boolean(),
  /** Units still to be placed by their owner (set-up 10.4, Reserve 5.6, reinforcements 10.4), by index. */
  placing: z.array(index).check(z.maxLength(LIMITS.units)),
  /** The intro's French artillery choice is still to be made (10.4). */
  choosingArtillery: z.boolean(),
  units: z.array(unitSchema).check(z.maxLength(LIMITS.units)),
  markers: z.array(markerSchema).check(z.maxLength(LIMITS.markers)),
  combat: z.nullable(combatSchema),
  /** Who controls each Town and Fortress hex, by hex id (3.3). */
  control: z.record(z.string().check(z.regex(/^\d{4}$/)), z.enum(SIDES)),
  /** Steps lost per side, as on the Steps Lost track (3.2; regroup gives some back, 5.5). */
  lost: bySide(tally),
  demoralized: bySide(z.boolean()),
  /** The French lost their chance of a sudden-death victory (4.4). */
  suddenDeathGone: z.boolean(),
  /** The Variant marker each side drew (11.0), and whether it is played; a view shows 0 for an unplayed enemy marker. */
  variants: bySide(z.nullable(z.strictObject({ id: z.int().check(z.minimum(0), z.maximum(99)), revealed: z.boolean() }))),
  /** The French have regrouped (5.5: once per game). */
  regrouped: z.boolean(),
  /** The winner once over (4.7: no draws in the battle; the intro may end in a stalemate). */
  winner: z.nullable(z.enum(SIDES)),
  /** The case that ended the game, the victory level, a sentence and (when more than the level says why) the reason, once over. */
  outcome: z.nullable(z.strictObject({ rule: z.string().check(z.maxLength(LIMITS.name)), grade: z.string().check(z.maxLength(LIMITS.name)), summary: z.string().check(z.maxLength(LIMITS.text)), reason: z.optional(z.string().check(z.maxLength(LIMITS.text))) })),
});

/** Deeply read-only. */
export type DeepReadonly<T> = T extends readonly (infer U)[] ? readonly DeepReadonly<U>[] : T extends object ? { readonly [K in keyof T]: DeepReadonly<T[K]> } : T;
