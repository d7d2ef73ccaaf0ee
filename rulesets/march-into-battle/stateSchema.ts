import * as z from 'zod/mini';
import { LIMITS, optionsSchema } from './options.js';
import { CET_COLUMNS, ORDER_TYPES, PHASES, SIDES } from './vocabulary.js';

const bySide = <T extends z.ZodMiniType>(value: T) => z.strictObject({ french: value, austrian: value });
const index = z.int().check(z.minimum(-2), z.maximum(100_000));
const small = z.int().check(z.minimum(0), z.maximum(LIMITS.sp));
const indices = z.array(index).check(z.maxLength(LIMITS.units));
const hexside = z.string().check(z.regex(/^\d{4}-\d{4}$/, 'expected a hexside key such as 0305-0306'));

/** Schema of a unit in play (the source of `MibUnit`). */
export const unitSchema = z.strictObject({
  /** Dense map index of its hex; -1 before it arrives, -2 once eliminated. */
  hex: index,
  /** The hexside it faces, 0-5 (MiB 2.4). */
  facing: z.int().check(z.minimum(0), z.maximum(5)),
  /** Casualties (permanent) and stragglers (recoverable) taken (MiB CET, 9.2). */
  c: small,
  s: small,
  /** Fatigue level (MiB 10.1). */
  fatigue: z.int().check(z.minimum(0), z.maximum(20)),
  /** Disorganised (8.0), smashed (9.2), out of supply (11.2). */
  dis: z.boolean(),
  smashed: z.boolean(),
  oos: z.boolean(),
  /** SP of its organic cavalry left (7.13). */
  orgCav: small,
  /** In the current activation: 0 has not acted, 1 moved (with `mp` left), 2 done (MiB 4.0). */
  act: z.int().check(z.minimum(0), z.maximum(2)),
  mp: z.int().check(z.minimum(0), z.maximum(LIMITS.mp)),
});

/** Schema of an order (MiB 5.1): its type and target hex. */
export const orderSchema = z.strictObject({
  type: z.enum(ORDER_TYPES),
  target: index,
  /** A unit has reached the target and its owner chose to go on (MiB AM line 1). */
  reached: z.boolean(),
});

/** Schema of a formation's state (the source of `MibFormation`). */
export const formationSchema = z.strictObject({
  /** The order it follows, or none (MiB 5.1). */
  order: z.nullable(orderSchema),
  /** The order on its way, and its box: 0 Orders Received, 1-3 Transit (MiB OR). */
  pending: z.nullable(z.strictObject({ type: z.enum(ORDER_TYPES), target: index, box: z.int().check(z.minimum(0), z.maximum(3)) })),
  /** Its commander's hex (-1 before arriving), and his rating (a replacement rates 1 less, at least 1). */
  commander: index,
  rating: z.int().check(z.minimum(1), z.maximum(5)),
  /** Its chit was pulled this turn (MiB SoP); a new order was issued to it this orders phase (3.3). */
  activated: z.boolean(),
  ordered: z.boolean(),
  /** Its order check allows only rest actions this activation (MiB OC). */
  restOnly: z.boolean(),
  /** Its commander moved in this activation (2.5). */
  commanderMoved: z.boolean(),
});

/** Schema of the attack being resolved (the source of `MibCombat`, MiB 7.0-7.13). */
export const combatSchema = z.strictObject({
  stage: z.enum(['evade', 'checks', 'crt', 'cet', 'losses', 'leaders', 'retreat', 'guns', 'advance', 'pursuit']),
  attacker: z.enum(SIDES),
  /** The defended hex, the attacking hexes and units, and the defending units. */
  target: index,
  from: indices,
  attackers: indices,
  defenders: indices,
  charge: z.boolean(),
  hasty: z.boolean(),
  /**
   * Morale checks still to roll in a charge: a defending infantry unit's (`halve`, 7.12), a defending cavalry unit's
   * countercharge (`countercharge`, 7.12) or a division's organic cavalry's (`organic`, 7.13); then their outcomes
   * so far: every `halve` check passed, and the units whose countercharge (or organic cavalry's) succeeded.
   */
  checks: z.array(z.strictObject({ unit: index, kind: z.enum(['halve', 'countercharge', 'organic']) })).check(z.maxLength(LIMITS.units)),
  cavalryHalved: z.boolean(),
  countercharged: indices,
  /** The CRT row once rolled (-1 before). */
  row: z.int().check(z.minimum(-1), z.maximum(7)),
  /** Stacks still to roll on the CET, as hexes, and each one's column and DRM. */
  stacks: z.array(z.strictObject({ hex: index, units: indices, column: z.enum(CET_COLUMNS), drm: z.int().check(z.minimum(-20), z.maximum(20)) })).check(z.maxLength(12)),
  /** Losses the owner of `units` still allocates (MiB CET). */
  losses: z.nullable(z.strictObject({ units: indices, c: small, s: small })),
  /** Units already disorganised that the stack's D reached: smashed once its losses are allocated (MiB 9.2, CET). */
  smash: indices,
  /** Commanders (formation indices, or -1/-2 for the French/Austrian army commander) still to check (CET L). */
  leaders: indices,
  /** Hexes still to retreat, the retreating units, the hexes they left, and whether it took its extra hex out of a field of fire (MiB 7.3). */
  retreat: z.nullable(z.strictObject({ units: indices, left: small, path: indices, column: z.enum(CET_COLUMNS), extra: z.boolean() })),
  /** Artillery units still to check for gun losses (7.9). */
  guns: indices,
  /** Hexes the attacking stack may still advance, and which stacks have yet to choose (7.3). */
  advance: z.nullable(z.strictObject({ units: indices, left: small, hexes: indices })),
});

/** A chance roll pending for one unit outside combat: straggler recovery, forced march, smashed check, bridge. */
export const rollSchema = z.strictObject({ kind: z.enum(['recover', 'forced', 'smashed']), unit: index, extra: small });

/** Schema of a whole game state (the source of `MibState`). */
export const stateSchema = z.strictObject({
  scenario: z.strictObject({ id: z.string().check(z.minLength(1), z.maxLength(LIMITS.name)), hash: z.string().check(z.regex(/^[0-9a-f]{26}$/)) }),
  rng: z.array(z.int()).check(z.length(4)),
  chanceMode: z.enum(['auto', 'explicit']),
  options: optionsSchema,
  turn: z.int().check(z.minimum(1), z.maximum(LIMITS.turns)),
  phase: z.enum(PHASES),
  /** The side issuing orders in the orders phase (French first, MiB 3.3). */
  toAct: z.enum(SIDES),
  /** The side's HQ moved in this orders phase. */
  hqMoved: z.boolean(),
  /** The formation whose chit was pulled, or -1 (MiB SoP). */
  active: index,
  /** Its order check is made (or was not needed). */
  checked: z.boolean(),
  /** A unit of the active formation reached its ATTACK or ADVANCE target: its owner chooses what next (MiB AM). */
  reached: z.boolean(),
  /**
   * Formations whose HOLD just broke (their commander left his hex by retreat, or a mandatory order check dropped the
   * order): their owner may set a RETREAT order now at no army morale cost, the first formation first (MiB AM line 5).
   */
  holdBroken: indices,
  units: z.array(unitSchema).check(z.maxLength(LIMITS.units)),
  formations: z.array(formationSchema).check(z.maxLength(50)),
  /** Each army's HQ hex, and whether its commander is still in the field (MiB 2.5, AM). */
  hq: bySide(index),
  armyCommander: bySide(z.boolean()),
  armyMorale: bySide(z.int().check(z.minimum(-1000), z.maximum(1000))),
  /** Guns lost (MiB AM: 1 per five) and small divisions smashed or eliminated (AM footnote). */
  gunsLost: bySide(z.int().check(z.minimum(0), z.maximum(10_000))),
  smallLost: bySide(z.int().check(z.minimum(0), z.maximum(LIMITS.units))),
  /** The great bridge (MiB 16.1): broken, and the turn a rolled break is repaired on (0 = none pending). */
  bridge: z.strictObject({ broken: z.boolean(), repairTurn: z.int().check(z.minimum(0), z.maximum(LIMITS.turns)) }),
  /**
   * Bridges on the map's hexsides (MiB 6.10, 6.11), by `hexsideKey`: those engineers built where the map has none,
   * the map's they destroyed, and each engineer's river bridge under way (its hex, the hexside, the activations done
   * and the turn of the last one).
   */
  bridges: z.strictObject({
    built: z.array(hexside).check(z.maxLength(LIMITS.units)),
    destroyed: z.array(hexside).check(z.maxLength(LIMITS.units)),
    work: z.array(z.strictObject({ unit: index, hex: index, hexside, done: small, turn: z.int().check(z.minimum(1), z.maximum(LIMITS.turns)) })).check(z.maxLength(LIMITS.units)),
  }),
  /** Who last held each objective hex, in the order of the context's `objectiveHexes` (MiB 16.2). */
  held: z.array(z.nullable(z.enum(SIDES))).check(z.maxLength(100)),
  combat: z.nullable(combatSchema),
  roll: z.nullable(rollSchema),
  /** The winner once over (`null` for a draw), and the rule and summary of the end. */
  winner: z.nullable(z.enum(SIDES)),
  outcome: z.nullable(z.strictObject({ rule: z.string().check(z.maxLength(LIMITS.name)), summary: z.string().check(z.maxLength(LIMITS.text)) })),
});

/** Deeply read-only. */
export type DeepReadonly<T> = T extends readonly (infer U)[] ? readonly DeepReadonly<U>[] : T extends object ? { readonly [K in keyof T]: DeepReadonly<T[K]> } : T;
