/**
 * The schema of a Jours de Gloire game state, the source of its types (types.ts): plain JSON, validated when a saved
 * game is loaded.
 *
 * @module
 */
import * as z from 'zod/mini';
import { optionsSchema } from './options.js';
import { TACTICS } from './tables/battleArithmetic.js';
import { WEATHERS } from './tables/weatherTable.js';
import { ARMS, MOVER_KINDS, PHASES, PIECE_KINDS, SIDES } from './vocabulary.js';

const bySide = <T extends z.ZodMiniType>(value: T) => z.strictObject({ french: value, coalition: value });
const index = z.int().check(z.minimum(-1), z.maximum(100_000));
const indices = z.array(index).check(z.maxLength(1000));
const id = z.string().check(z.minLength(1), z.maxLength(200));
const count = z.int().check(z.minimum(0), z.maximum(10_000));
const tally = z.int().check(z.minimum(-10_000), z.maximum(10_000));
const side = z.enum(SIDES);
const tactic = z.enum(Object.keys(TACTICS) as [keyof typeof TACTICS, ...(keyof typeof TACTICS)[]]);

/** Where a counter is: on the map, waiting to arrive (3.3), set aside (a dummy or detachment counter not in play), eliminated, or captured (a general, 8.7, 8.8). */
export const PIECE_STATUSES = ['map', 'waiting', 'spare', 'eliminated', 'captured'] as const;

/** Schema of a counter in play: a general, a combat unit (a detachment is one), or a dummy. */
export const pieceSchema = z.strictObject({
  /** `g:` and the roster id for a general; the roster id of a unit; the counter id of a detachment or dummy. */
  id,
  side,
  kind: z.enum(PIECE_KINDS),
  /** Infantry or cavalry (units and dummies); `null` for a general. */
  arm: z.nullable(z.enum(ARMS)),
  /** The army whose command points activate it (4.1, 4.4); `null` for a dummy. */
  army: z.nullable(id),
  /** A detachment's unit of origin (6.1), by piece index; -1 if none (independent, or not a detachment). */
  origin: index,
  status: z.enum(PIECE_STATUSES),
  /** Its box, or -1 off the map. */
  box: index,
  /** Strength points now (units; 0 for generals and dummies). */
  pf: count,
  /** Full strength (the roster's, or a detachment's when made): reinforcements never go beyond it (3.3, 6.1). */
  full: count,
  /** Stragglers, marked "/" on the roster: recoverable (5.4). */
  straggled: count,
  /** Shown face up to the enemy until its owner's next administrative phase (7.1, 7.2). */
  revealed: z.boolean(),
  /** The Force marker it is under (7.2), or -1. */
  force: index,
  /** Activated in this movement phase (5.1: each stack's movement ends before another's starts). */
  acted: z.boolean(),
  /** Movement points already spent this phase on actions before activation (6.1: making a detachment costs 1). */
  pmSpent: count,
  /** This game turn: moved (5.4), reacted (6.5), marched to the guns (6.5.2), force-marched (fatigue, 8.3). */
  moved: z.boolean(),
  reacted: z.boolean(),
  marched: z.boolean(),
  fatigued: z.boolean(),
  /** The box it entered its present box from this turn (8.1 P5), and by which connection (8.5), or -1. */
  from: index,
  via: index,
  /** It entered its box by an interception in this player turn (6.5.1): it does not hold a fortified city there (8.8). */
  intercepted: z.boolean(),
});

/** The stack being formed to act (5.3: activation; 6.5: a reaction), piece by piece. */
export const formingSchema = z.strictObject({
  purpose: z.enum(['activate', 'intercept', 'march']),
  box: index,
  pieces: indices,
});

/** The stack moving now (5.1-5.4). */
export const activationSchema = z.strictObject({
  box: index,
  pieces: indices,
  /** Movement points left (the slowest counter's, 5.3). */
  pm: tally,
  /** It has left its first box (5.3), or spent PM on an action there. */
  started: z.boolean(),
  /** A forced march (5.4: +2 PM, fatigue, stragglers) and a concentration (beyond 2 infantry + 1 cavalry, 5.4). */
  forced: z.boolean(),
  concentration: z.boolean(),
  /** It entered a box with enemy units and stops (5.2). */
  halted: z.boolean(),
  /** It has made its reconnaissance (6.3). */
  scouted: z.boolean(),
  /** The solitaire game's movement dice, one per kind of counter in the stack, `null` until rolled (10.0); empty otherwise. */
  dice: z.array(z.strictObject({ kind: z.enum(MOVER_KINDS), die: z.nullable(z.int().check(z.minimum(1), z.maximum(6))) })).check(z.maxLength(3)),
});

/**
 * A reaction of the non-phasing player (6.5): an interception of the stack that just entered `box` (6.5.1), offered
 * to the boxes next to it in turn; or a march to the sound of the guns towards the battle `box` (6.5.2). `from` is
 * the reacting stack's box once it is formed (-1 before).
 */
export const reactionSchema = z.strictObject({
  kind: z.enum(['intercept', 'march']),
  box: index,
  from: index,
  /** Interception: the boxes still to be offered, in order; a march: the battle boxes in reach of the stack. */
  offered: indices,
  /** The reacting stack, once formed. */
  reactors: indices,
  stage: z.enum(['choose', 'target', 'roll', 'effect']),
});

/**
 * A cavalry reconnaissance (6.3) of the enemy's `box`: the die (stage `roll`) on the column of the cavalry's PF or
 * their excess over the screen, with the cohesion modifier; the owner's choice of the counters it shows (`reveal`,
 * `owed` more); the scout's choice to withdraw (`withdraw`).
 */
export const reconSchema = z.strictObject({
  box: index,
  stage: z.enum(['roll', 'reveal', 'withdraw']),
  column: count,
  modifier: tally,
  owed: count,
  /** Enemy cavalry screened the box (6.3: the withdrawal test is harder). */
  screened: z.boolean(),
});

/**
 * Cavalry withdrawing (6.3): after a reconnaissance, or from a battle box before the battle. `to` is -1 until its
 * owner chooses; `rolls` are the cavalry units still to roll the withdrawal test.
 */
export const withdrawalSchema = z.strictObject({ from: index, to: index, pieces: indices, rolls: indices, screened: z.boolean() });

/**
 * The stages of a battle (8.1): before the chits, the defender's cavalry withdrawals (6.3), his choice of the
 * citadel, the attacker's of an assault or a siege, the besieged's of a sortie (8.8) and the attacker's of an overrun (8.4), with the siege and overrun
 * dice; the tactic chits (P1), the dice of a round (P3-P4), taking losses (8.4), morale tests (8.6), the loser's
 * retreat and the victor's pursuit (P6, 8.7), the victor's choice to stay or fall back (8.7), an overrunning
 * attacker's advance (8.4).
 */
export const BATTLE_STAGES = ['withdraw', 'citadel', 'siege', 'sortie', 'overrun', 'siege-roll', 'overrun-roll', 'chits', 'roll', 'losses', 'morale', 'retreat', 'pursuit', 'victor', 'advance'] as const;

/** A battle (8.1) being resolved. */
export const battleSchema = z.strictObject({
  box: index,
  attacker: side,
  stage: z.enum(BATTLE_STAGES),
  chits: bySide(z.nullable(tactic)),
  rounds: count,
  round: count,
  /** PF at the start (8.6's 20 percent) and lost so far (8.1 P5). */
  startPf: bySide(count),
  lost: bySide(count),
  /** This round's dice: combat, then artillery on even rounds (8.1 P4); `null` until rolled. */
  dice: bySide(z.strictObject({ combat: z.nullable(z.int()), artillery: z.nullable(z.int()) })),
  /** PF each side still has to take, the units that took one in this allocation (8.4: equitably), and whether a starred result calls for a morale test (8.6). */
  owed: bySide(count),
  taken: indices,
  starred: bySide(z.boolean()),
  /** Morale tests still to roll this round, and the sides that failed one (8.6). */
  morale: z.array(side).check(z.maxLength(2)),
  failed: bySide(z.boolean()),
  /** The defender holds the box's fortified city (8.8: defensive terrain to him), and shelters in its citadel. */
  city: z.boolean(),
  citadel: z.boolean(),
  /** The overrun's modified die once rolled (8.4), or `null`. */
  overrun: z.nullable(z.int()),
  /** The battle is decided (8.1 P5), the defeated side (`null`: indecisive), and the box its force retreated to (-1). */
  decided: z.boolean(),
  loser: z.nullable(side),
  retreatedTo: index,
  /** Stacks marching to the sound of the guns, and the round at whose end they join (6.5.2). */
  arrivals: z.array(z.strictObject({ pieces: indices, round: count })).check(z.maxLength(50)),
});

/**
 * S3's armistice once declared: the turn it was, its stage (a side redeploying, a side choosing whether to break it,
 * a turn of armistice over, or ended), the turns of armistice kept, whether the counters were replaced (S2's), and the
 * counters the redeploying side has redeployed (private to it).
 */
export const armisticeStateSchema = z.strictObject({
  declared: z.int().check(z.minimum(1), z.maximum(100)),
  stage: z.enum(['redeploy', 'break', 'truce', 'over']),
  side,
  turns: count,
  replaced: z.boolean(),
  redeployed: indices,
});

/** Schema of a whole game state (the source of `JdgState`). */
export const stateSchema = z.strictObject({
  scenario: z.strictObject({ id, hash: z.string().check(z.regex(/^[0-9a-f]{26}$/)) }),
  rng: z.array(z.int()).check(z.length(4)),
  /** Each side's PRNG stream for its private rolls (stragglers, command points): see `RulesetDefinition.privateRolls`. */
  privateRng: bySide(z.array(z.int()).check(z.length(4))),
  chanceMode: z.enum(['auto', 'explicit']),
  options: optionsSchema,
  /** Turn 1 to the scenario's last (0.2). */
  turn: z.int().check(z.minimum(1), z.maximum(100)),
  phase: z.enum(PHASES),
  weather: z.enum(WEATHERS),
  /** The next turn is mud without a roll (3.1: Rain*). */
  mudNext: z.boolean(),
  /** Initiative dice (3.2), while being rolled, and the side that chooses who plays first once known. */
  initiative: bySide(z.nullable(z.int())),
  chooser: z.nullable(side),
  /** Who plays first this turn (3.2), once chosen, and who is the phasing player now (2.B, 2.C). */
  first: z.nullable(side),
  player: side,
  /** Command points left per army of the phasing player (4.4), by army id. */
  pc: z.record(z.string(), tally),
  /** Placements waiting for their owner's choice of box (set-up choices, reinforcements, dummies: 3.3, 7.1). */
  placing: z.array(z.strictObject({ piece: index, boxes: indices })).check(z.maxLength(1000)),
  /** Arrival boxes a side must clear before the enemy's reinforcements are placed there (3.3): its choice of box for its counters. */
  evictions: z.array(z.strictObject({ box: index, side, boxes: indices })).check(z.maxLength(100)),
  /** PF reinforcements waiting to be given to units (3.3), from a turn on (those not given wait for the next turn). */
  pfPool: z.array(z.strictObject({ side, arm: z.enum(ARMS), pf: count, army: z.nullable(id), unit: index, from: z.int().check(z.minimum(1), z.maximum(100)) })).check(z.maxLength(100)),
  /** Pieces given a PF this turn (3.3: one each). */
  reinforced: indices,
  /** Boxes whose Force marker the phasing player placed or lifted in this administrative phase: once each (7.2). */
  forcesChanged: indices,
  /**
   * S9's optional reinforcements (see `specialRulesSchema`), all public: the dice still to roll this turn (`italy`,
   * or a side's additional reinforcements), the side choosing an additional unit, the counters entering this turn by
   * these rules, the last turn each side brought in an additional unit, and the PF given to a unit before it entered.
   */
  optionalArrivals: z.strictObject({
    rolls: z.array(z.enum(['italy', ...SIDES])).check(z.maxLength(3)),
    choosing: z.nullable(side),
    entering: indices,
    lastUnit: bySide(z.nullable(z.int().check(z.minimum(1), z.maximum(100)))),
    extraPf: bySide(count),
  }),
  pieces: z.array(pieceSchema).check(z.maxLength(1000)),
  forming: z.nullable(formingSchema),
  activation: z.nullable(activationSchema),
  reaction: z.nullable(reactionSchema),
  /** A reconnaissance being made, and cavalry withdrawing (6.3). */
  recon: z.nullable(reconSchema),
  withdrawal: z.nullable(withdrawalSchema),
  /** Rolls still to make at the end of a movement phase (5.4): stragglers of a forced march or concentration, and recovery. */
  attrition: z.array(z.strictObject({ piece: index, kind: z.enum(['stragglers', 'recovery']) })).check(z.maxLength(1000)),
  /** Battle boxes of this combat phase still to fight, and the battle being fought (8.0). */
  battles: indices,
  battle: z.nullable(battleSchema),
  /** Box markers: entrenchments (6.2), sieges (8.8), encirclements (8.6). */
  /** An entrenchment is `real` when combat units built it; dummies alone only pretend to entrench (7.1): the enemy cannot tell which. */
  entrenchments: z.array(z.strictObject({ box: index, side, turn: count, real: z.boolean() })).check(z.maxLength(200)),
  /** Stacks that marched to the sound of the guns (6.5.2): the battle box and the round from which they fight. */
  marches: z.array(z.strictObject({ pieces: indices, box: index, round: count })).check(z.maxLength(100)),
  /** Siege markers (8.8): the besieged box, the besieging side, Siege 1 or 2. */
  sieges: z.array(z.strictObject({ box: index, besieger: side, level: z.union([z.literal(1), z.literal(2)]) })).check(z.maxLength(100)),
  encircled: z.array(z.strictObject({ box: index, side })).check(z.maxLength(200)),
  /** Connection states: destroyed bridges (6.4) and pontoons with their owner. */
  destroyed: indices,
  pontoons: z.array(z.strictObject({ connection: index, side })).check(z.maxLength(100)),
  /** Who controls each victory box (9.0), by box id. */
  control: z.record(z.string(), side),
  /** Victory points scored during play (battles, captures, crossings, 9.0), and the crossings already scored. */
  vp: bySide(tally),
  crossed: z.array(z.int().check(z.minimum(0), z.maximum(100))).check(z.maxLength(100)),
  /** PF lost in play (9.0), not counting stragglers. */
  losses: bySide(count),
  /** S3's armistice, once declared (`null` before, and in other scenarios). */
  armistice: z.nullable(armisticeStateSchema),
  winner: z.nullable(side),
  outcome: z.nullable(z.strictObject({ rule: id, grade: id, summary: z.string().check(z.maxLength(10_000)), reason: z.optional(z.string().check(z.maxLength(10_000))) })),
});

/** Deeply read-only. */
export type DeepReadonly<T> = T extends readonly (infer U)[] ? readonly DeepReadonly<U>[] : T extends object ? { readonly [K in keyof T]: DeepReadonly<T[K]> } : T;
