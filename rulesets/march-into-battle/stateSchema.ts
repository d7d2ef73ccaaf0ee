import * as v from 'valibot';
import { baseStateEntries } from 'kriegsspiel';
import { LIMITS, optionsSchema } from './options.js';
import { CET_COLUMNS, ORDER_TYPES, PHASES, SIDES } from './vocabulary.js';

const bySide = <T extends v.GenericSchema>(value: T) => v.strictObject({ french: value, austrian: value });
const index = v.pipe(v.number(), v.safeInteger(), v.minValue(-2), v.maxValue(100_000));
const small = v.pipe(v.number(), v.safeInteger(), v.minValue(0), v.maxValue(LIMITS.sp));
const indices = v.pipe(v.array(index), v.maxLength(LIMITS.units));
const hexside = v.pipe(v.string(), v.regex(/^\d{4}-\d{4}$/, 'expected a hexside key such as 0305-0306'));

/** Schema of a unit in play (the source of `MibUnit`). */
export const unitSchema = v.strictObject({
  /** Dense map index of its hex; -1 before it arrives, -2 once eliminated. */
  hex: index,
  /** The hexside it faces, 0-5 (MiB 2.4). */
  facing: v.pipe(v.number(), v.safeInteger(), v.minValue(0), v.maxValue(5)),
  /** Casualties (permanent) and stragglers (recoverable) taken (MiB CET, 9.2). */
  c: small,
  s: small,
  /** Fatigue level (MiB 10.1). */
  fatigue: v.pipe(v.number(), v.safeInteger(), v.minValue(0), v.maxValue(20)),
  /** Disorganised (8.0), smashed (9.2), out of supply (11.2). */
  dis: v.boolean(),
  smashed: v.boolean(),
  oos: v.boolean(),
  /** SP of its organic cavalry left (7.13). */
  orgCav: small,
  /** In the current activation: 0 has not acted, 1 moved (with `mp` left), 2 done (MiB 4.0). */
  act: v.pipe(v.number(), v.safeInteger(), v.minValue(0), v.maxValue(2)),
  mp: v.pipe(v.number(), v.safeInteger(), v.minValue(0), v.maxValue(LIMITS.mp)),
});

/** Schema of an order (MiB 5.1): its type and target hex. */
export const orderSchema = v.strictObject({
  type: v.picklist(ORDER_TYPES),
  target: index,
  /** A unit has reached the target and its owner chose to go on (MiB AM line 1). */
  reached: v.boolean(),
});

/** Schema of a formation's state (the source of `MibFormation`). */
export const formationSchema = v.strictObject({
  /** The order it follows, or none (MiB 5.1). */
  order: v.nullable(orderSchema),
  /** The order on its way, and its box: 0 Orders Received, 1-3 Transit (MiB OR). */
  pending: v.nullable(v.strictObject({ type: v.picklist(ORDER_TYPES), target: index, box: v.pipe(v.number(), v.safeInteger(), v.minValue(0), v.maxValue(3)) })),
  /** Its commander's hex (-1 before arriving), and his rating (a replacement rates 1 less, at least 1). */
  commander: index,
  rating: v.pipe(v.number(), v.safeInteger(), v.minValue(1), v.maxValue(5)),
  /** Its chit was pulled this turn (MiB SoP); a new order was issued to it this orders phase (3.3). */
  activated: v.boolean(),
  ordered: v.boolean(),
  /** Its order check allows only rest actions this activation (MiB OC). */
  restOnly: v.boolean(),
  /** Its commander moved in this activation (2.5). */
  commanderMoved: v.boolean(),
});

/** Schema of the attack being resolved (the source of `MibCombat`, MiB 7.0-7.13). */
export const combatSchema = v.strictObject({
  stage: v.picklist(['evade', 'checks', 'crt', 'cet', 'losses', 'leaders', 'retreat', 'guns', 'advance', 'pursuit']),
  attacker: v.picklist(SIDES),
  /** The defended hex, the attacking hexes and units, and the defending units. */
  target: index,
  from: indices,
  attackers: indices,
  defenders: indices,
  charge: v.boolean(),
  hasty: v.boolean(),
  /**
   * Morale checks still to roll in a charge: a defending infantry unit's (`halve`, 7.12), a defending cavalry unit's
   * countercharge (`countercharge`, 7.12) or a division's organic cavalry's (`organic`, 7.13); then their outcomes
   * so far: every `halve` check passed, and the units whose countercharge (or organic cavalry's) succeeded.
   */
  checks: v.pipe(v.array(v.strictObject({ unit: index, kind: v.picklist(['halve', 'countercharge', 'organic']) })), v.maxLength(LIMITS.units)),
  cavalryHalved: v.boolean(),
  countercharged: indices,
  /** The CRT row once rolled (-1 before). */
  row: v.pipe(v.number(), v.safeInteger(), v.minValue(-1), v.maxValue(7)),
  /** Stacks still to roll on the CET, as hexes, and each one's column and DRM. */
  stacks: v.pipe(v.array(v.strictObject({ hex: index, units: indices, column: v.picklist(CET_COLUMNS), drm: v.pipe(v.number(), v.safeInteger(), v.minValue(-20), v.maxValue(20)) })), v.maxLength(12)),
  /** Losses the owner of `units` still allocates (MiB CET). */
  losses: v.nullable(v.strictObject({ units: indices, c: small, s: small })),
  /** Units already disorganised that the stack's D reached: smashed once its losses are allocated (MiB 9.2, CET). */
  smash: indices,
  /** Commanders (formation indices, or -1/-2 for the French/Austrian army commander) still to check (CET L). */
  leaders: indices,
  /** Hexes still to retreat, the retreating units, the hexes they left, and whether it took its extra hex out of a field of fire (MiB 7.3). */
  retreat: v.nullable(v.strictObject({ units: indices, left: small, path: indices, column: v.picklist(CET_COLUMNS), extra: v.boolean() })),
  /** Artillery units still to check for gun losses (7.9). */
  guns: indices,
  /** Hexes the attacking stack may still advance, and which stacks have yet to choose (7.3). */
  advance: v.nullable(v.strictObject({ units: indices, left: small, hexes: indices })),
});

/** A chance roll pending for one unit outside combat: straggler recovery, forced march, smashed check, bridge. */
export const rollSchema = v.strictObject({ kind: v.picklist(['recover', 'forced', 'smashed']), unit: index, extra: small });

/** Schema of a whole game state (the source of `MibState`). */
export const stateSchema = v.strictObject({
  ...baseStateEntries,
  options: optionsSchema,
  turn: v.pipe(v.number(), v.safeInteger(), v.minValue(1), v.maxValue(LIMITS.turns)),
  phase: v.picklist(PHASES),
  /** The side issuing orders in the orders phase (French first, MiB 3.3). */
  toAct: v.picklist(SIDES),
  /** The side's HQ moved in this orders phase. */
  hqMoved: v.boolean(),
  /** The formation whose chit was pulled, or -1 (MiB SoP). */
  active: index,
  /** Its order check is made (or was not needed). */
  checked: v.boolean(),
  /** A unit of the active formation reached its ATTACK or ADVANCE target: its owner chooses what next (MiB AM). */
  reached: v.boolean(),
  /**
   * Formations whose HOLD just broke (their commander left his hex by retreat, or a mandatory order check dropped the
   * order): their owner may set a RETREAT order now at no army morale cost, the first formation first (MiB AM line 5).
   */
  holdBroken: indices,
  units: v.pipe(v.array(unitSchema), v.maxLength(LIMITS.units)),
  formations: v.pipe(v.array(formationSchema), v.maxLength(50)),
  /** Each army's HQ hex, and whether its commander is still in the field (MiB 2.5, AM). */
  hq: bySide(index),
  armyCommander: bySide(v.boolean()),
  armyMorale: bySide(v.pipe(v.number(), v.safeInteger(), v.minValue(-1000), v.maxValue(1000))),
  /** Guns lost (MiB AM: 1 per five) and small divisions smashed or eliminated (AM footnote). */
  gunsLost: bySide(v.pipe(v.number(), v.safeInteger(), v.minValue(0), v.maxValue(10_000))),
  smallLost: bySide(v.pipe(v.number(), v.safeInteger(), v.minValue(0), v.maxValue(LIMITS.units))),
  /** The great bridge (MiB 16.1): broken, and the turn a rolled break is repaired on (0 = none pending). */
  bridge: v.strictObject({ broken: v.boolean(), repairTurn: v.pipe(v.number(), v.safeInteger(), v.minValue(0), v.maxValue(LIMITS.turns)) }),
  /**
   * Bridges on the map's hexsides (MiB 6.10, 6.11), by `hexsideKey`: those engineers built where the map has none,
   * the map's they destroyed, and each engineer's river bridge under way (its hex, the hexside, the activations done
   * and the turn of the last one).
   */
  bridges: v.strictObject({
    built: v.pipe(v.array(hexside), v.maxLength(LIMITS.units)),
    destroyed: v.pipe(v.array(hexside), v.maxLength(LIMITS.units)),
    work: v.pipe(v.array(v.strictObject({ unit: index, hex: index, hexside, done: small, turn: v.pipe(v.number(), v.safeInteger(), v.minValue(1), v.maxValue(LIMITS.turns)) })), v.maxLength(LIMITS.units)),
  }),
  /** Who last held each objective hex, in the order of the context's `objectiveHexes` (MiB 16.2). */
  held: v.pipe(v.array(v.nullable(v.picklist(SIDES))), v.maxLength(100)),
  combat: v.nullable(combatSchema),
  roll: v.nullable(rollSchema),
  /** The winner once over (`null` for a draw), and the rule and summary of the end. */
  winner: v.nullable(v.picklist(SIDES)),
  outcome: v.nullable(v.strictObject({ rule: v.pipe(v.string(), v.maxLength(LIMITS.name)), summary: v.pipe(v.string(), v.maxLength(LIMITS.text)) })),
});

/** Deeply read-only. */
export type DeepReadonly<T> = T extends readonly (infer U)[] ? readonly DeepReadonly<U>[] : T extends object ? { readonly [K in keyof T]: DeepReadonly<T[K]> } : T;
