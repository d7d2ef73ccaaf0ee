/**
 * The schema of a Jours de Gloire game state, the source of its types (types.ts): plain JSON, validated when a saved
 * game is loaded.
 *
 * @module
 */
import * as v from 'valibot';
import { baseStateEntries, rngStateSchema } from 'kriegsspiel';
import { optionsSchema } from './options.js';
import { TACTICS } from './tables/battleArithmetic.js';
import { WEATHERS } from './tables/weatherTable.js';
import { ARMS, MOVER_KINDS, PHASES, PIECE_KINDS, SIDES } from './vocabulary.js';

const bySide = <T extends v.GenericSchema>(value: T) => v.strictObject({ french: value, coalition: value });
const index = v.pipe(v.number(), v.safeInteger(), v.minValue(-1), v.maxValue(100_000));
const indices = v.pipe(v.array(index), v.maxLength(1000));
const id = v.pipe(v.string(), v.minLength(1), v.maxLength(200));
const count = v.pipe(v.number(), v.safeInteger(), v.minValue(0), v.maxValue(10_000));
const tally = v.pipe(v.number(), v.safeInteger(), v.minValue(-10_000), v.maxValue(10_000));
const side = v.picklist(SIDES);
const tactic = v.picklist(Object.keys(TACTICS) as [keyof typeof TACTICS, ...(keyof typeof TACTICS)[]]);

/** Where a counter is: on the map, waiting to arrive (3.3), set aside (a dummy or detachment counter not in play), eliminated, or captured (a general, 8.7, 8.8). */
export const PIECE_STATUSES = ['map', 'waiting', 'spare', 'eliminated', 'captured'] as const;

/** Schema of a counter in play: a general, a combat unit (a detachment is one), or a dummy. */
export const pieceSchema = v.strictObject({
  /** `g:` and the roster id for a general; the roster id of a unit; the counter id of a detachment or dummy. */
  id,
  side,
  kind: v.picklist(PIECE_KINDS),
  /** Infantry or cavalry (units and dummies); `null` for a general. */
  arm: v.nullable(v.picklist(ARMS)),
  /** The army whose command points activate it (4.1, 4.4); `null` for a dummy. */
  army: v.nullable(id),
  /** A detachment's unit of origin (6.1), by piece index; -1 if none (independent, or not a detachment). */
  origin: index,
  status: v.picklist(PIECE_STATUSES),
  /** Its box, or -1 off the map. */
  box: index,
  /** Strength points now (units; 0 for generals and dummies). */
  pf: count,
  /** Full strength (the roster's, or a detachment's when made): reinforcements never go beyond it (3.3, 6.1). */
  full: count,
  /** Stragglers, marked "/" on the roster: recoverable (5.4). */
  straggled: count,
  /** Shown face up to the enemy until its owner's next administrative phase (7.1, 7.2). */
  revealed: v.boolean(),
  /** The Force marker it is under (7.2), or -1. */
  force: index,
  /** Activated in this movement phase (5.1: each stack's movement ends before another's starts). */
  acted: v.boolean(),
  /** Movement points already spent this phase on actions before activation (6.1: making a detachment costs 1). */
  pmSpent: count,
  /** This game turn: moved (5.4), reacted (6.5), marched to the guns (6.5.2), force-marched (fatigue, 8.3). */
  moved: v.boolean(),
  reacted: v.boolean(),
  marched: v.boolean(),
  fatigued: v.boolean(),
  /** The box it entered its present box from this turn (8.1 P5), and by which connection (8.5), or -1. */
  from: index,
  via: index,
  /** It entered its box by an interception in this player turn (6.5.1): it does not hold a fortified city there (8.8). */
  intercepted: v.boolean(),
});

/** The stack being formed to act (5.3: activation; 6.5: a reaction), piece by piece. */
export const formingSchema = v.strictObject({
  purpose: v.picklist(['activate', 'intercept', 'march']),
  box: index,
  pieces: indices,
});

/** The stack moving now (5.1-5.4). */
export const activationSchema = v.strictObject({
  box: index,
  pieces: indices,
  /** Movement points left (the slowest counter's, 5.3). */
  pm: tally,
  /** It has left its first box (5.3), or spent PM on an action there. */
  started: v.boolean(),
  /** A forced march (5.4: +2 PM, fatigue, stragglers) and a concentration (beyond 2 infantry + 1 cavalry, 5.4). */
  forced: v.boolean(),
  concentration: v.boolean(),
  /** It entered a box with enemy units and stops (5.2). */
  halted: v.boolean(),
  /** It has made its reconnaissance (6.3). */
  scouted: v.boolean(),
  /** The solitaire game's movement dice, one per kind of counter in the stack, `null` until rolled (10.0); empty otherwise. */
  dice: v.pipe(v.array(v.strictObject({ kind: v.picklist(MOVER_KINDS), die: v.nullable(v.pipe(v.number(), v.safeInteger(), v.minValue(1), v.maxValue(6))) })), v.maxLength(3)),
});

/**
 * A reaction of the non-phasing player (6.5): an interception of the stack that just entered `box` (6.5.1), offered
 * to the boxes next to it in turn; or a march to the sound of the guns towards the battle `box` (6.5.2). `from` is
 * the reacting stack's box once it is formed (-1 before).
 */
export const reactionSchema = v.strictObject({
  kind: v.picklist(['intercept', 'march']),
  box: index,
  from: index,
  /** Interception: the boxes still to be offered, in order; a march: the battle boxes in reach of the stack. */
  offered: indices,
  /** The reacting stack, once formed. */
  reactors: indices,
  stage: v.picklist(['choose', 'target', 'roll', 'effect']),
});

/**
 * A cavalry reconnaissance (6.3) of the enemy's `box`: the die (stage `roll`) on the column of the cavalry's PF or
 * their excess over the screen, with the cohesion modifier; the owner's choice of the counters it shows (`reveal`,
 * `owed` more); the scout's choice to withdraw (`withdraw`).
 */
export const reconSchema = v.strictObject({
  box: index,
  stage: v.picklist(['roll', 'reveal', 'withdraw']),
  column: count,
  modifier: tally,
  owed: count,
  /** Enemy cavalry screened the box (6.3: the withdrawal test is harder). */
  screened: v.boolean(),
});

/**
 * Cavalry withdrawing (6.3): after a reconnaissance, or from a battle box before the battle. `to` is -1 until its
 * owner chooses; `rolls` are the cavalry units still to roll the withdrawal test.
 */
export const withdrawalSchema = v.strictObject({ from: index, to: index, pieces: indices, rolls: indices, screened: v.boolean() });

/**
 * The stages of a battle (8.1): before the chits, the defender's cavalry withdrawals (6.3), his choice of the
 * citadel, the attacker's of an assault or a siege, the besieged's of a sortie (8.8) and the attacker's of an overrun (8.4), with the siege and overrun
 * dice; the tactic chits (P1), the dice of a round (P3-P4), taking losses (8.4), morale tests (8.6), the loser's
 * retreat and the victor's pursuit (P6, 8.7), the victor's choice to stay or fall back (8.7), an overrunning
 * attacker's advance (8.4).
 */
export const BATTLE_STAGES = ['withdraw', 'citadel', 'siege', 'sortie', 'overrun', 'siege-roll', 'overrun-roll', 'chits', 'roll', 'losses', 'morale', 'retreat', 'pursuit', 'victor', 'advance'] as const;

/** A battle (8.1) being resolved. */
export const battleSchema = v.strictObject({
  box: index,
  attacker: side,
  stage: v.picklist(BATTLE_STAGES),
  chits: bySide(v.nullable(tactic)),
  rounds: count,
  round: count,
  /** PF at the start (8.6's 20 percent) and lost so far (8.1 P5). */
  startPf: bySide(count),
  lost: bySide(count),
  /** This round's dice: combat, then artillery on even rounds (8.1 P4); `null` until rolled. */
  dice: bySide(v.strictObject({ combat: v.nullable(v.pipe(v.number(), v.safeInteger())), artillery: v.nullable(v.pipe(v.number(), v.safeInteger())) })),
  /** PF each side still has to take, the units that took one in this allocation (8.4: equitably), and whether a starred result calls for a morale test (8.6). */
  owed: bySide(count),
  taken: indices,
  starred: bySide(v.boolean()),
  /** Morale tests still to roll this round, and the sides that failed one (8.6). */
  morale: v.pipe(v.array(side), v.maxLength(2)),
  failed: bySide(v.boolean()),
  /** The defender holds the box's fortified city (8.8: defensive terrain to him), and shelters in its citadel. */
  city: v.boolean(),
  citadel: v.boolean(),
  /** The overrun's modified die once rolled (8.4), or `null`. */
  overrun: v.nullable(v.pipe(v.number(), v.safeInteger())),
  /** The battle is decided (8.1 P5), the defeated side (`null`: indecisive), and the box its force retreated to (-1). */
  decided: v.boolean(),
  loser: v.nullable(side),
  retreatedTo: index,
  /** Stacks marching to the sound of the guns, and the round at whose end they join (6.5.2). */
  arrivals: v.pipe(v.array(v.strictObject({ pieces: indices, round: count })), v.maxLength(50)),
});

/**
 * S3's armistice once declared: the turn it was, its stage (a side redeploying, a side choosing whether to break it,
 * a turn of armistice over, or ended), the turns of armistice kept, whether the counters were replaced (S2's), and the
 * counters the redeploying side has redeployed (private to it).
 */
export const armisticeStateSchema = v.strictObject({
  declared: v.pipe(v.number(), v.safeInteger(), v.minValue(1), v.maxValue(100)),
  stage: v.picklist(['redeploy', 'break', 'truce', 'over']),
  side,
  turns: count,
  replaced: v.boolean(),
  redeployed: indices,
});

/** Schema of a whole game state (the source of `JdgState`). */
export const stateSchema = v.strictObject({
  ...baseStateEntries,
  /** Each side's PRNG stream for its private rolls (stragglers, command points): see `RulesetDefinition.privateRolls`. */
  privateRng: bySide(rngStateSchema),
  options: optionsSchema,
  /** Turn 1 to the scenario's last (0.2). */
  turn: v.pipe(v.number(), v.safeInteger(), v.minValue(1), v.maxValue(100)),
  phase: v.picklist(PHASES),
  weather: v.picklist(WEATHERS),
  /** The next turn is mud without a roll (3.1: Rain*). */
  mudNext: v.boolean(),
  /** Initiative dice (3.2), while being rolled, and the side that chooses who plays first once known. */
  initiative: bySide(v.nullable(v.pipe(v.number(), v.safeInteger()))),
  chooser: v.nullable(side),
  /** Who plays first this turn (3.2), once chosen, and who is the phasing player now (2.B, 2.C). */
  first: v.nullable(side),
  player: side,
  /** Command points left per army of the phasing player (4.4), by army id. */
  pc: v.record(v.string(), tally),
  /** Placements waiting for their owner's choice of box (set-up choices, reinforcements, dummies: 3.3, 7.1). */
  placing: v.pipe(v.array(v.strictObject({ piece: index, boxes: indices })), v.maxLength(1000)),
  /** Arrival boxes a side must clear before the enemy's reinforcements are placed there (3.3): its choice of box for its counters. */
  evictions: v.pipe(v.array(v.strictObject({ box: index, side, boxes: indices })), v.maxLength(100)),
  /** PF reinforcements waiting to be given to units (3.3), from a turn on (those not given wait for the next turn). */
  pfPool: v.pipe(v.array(v.strictObject({ side, arm: v.picklist(ARMS), pf: count, army: v.nullable(id), unit: index, from: v.pipe(v.number(), v.safeInteger(), v.minValue(1), v.maxValue(100)) })), v.maxLength(100)),
  /** Pieces given a PF this turn (3.3: one each). */
  reinforced: indices,
  /** Boxes whose Force marker the phasing player placed or lifted in this administrative phase: once each (7.2). */
  forcesChanged: indices,
  /**
   * S9's optional reinforcements (see `specialRulesSchema`), all public: the dice still to roll this turn (`italy`,
   * or a side's additional reinforcements), the side choosing an additional unit, the counters entering this turn by
   * these rules, the last turn each side brought in an additional unit, and the PF given to a unit before it entered.
   */
  optionalArrivals: v.strictObject({
    rolls: v.pipe(v.array(v.picklist(['italy', ...SIDES])), v.maxLength(3)),
    choosing: v.nullable(side),
    entering: indices,
    lastUnit: bySide(v.nullable(v.pipe(v.number(), v.safeInteger(), v.minValue(1), v.maxValue(100)))),
    extraPf: bySide(count),
  }),
  pieces: v.pipe(v.array(pieceSchema), v.maxLength(1000)),
  forming: v.nullable(formingSchema),
  activation: v.nullable(activationSchema),
  reaction: v.nullable(reactionSchema),
  /** A reconnaissance being made, and cavalry withdrawing (6.3). */
  recon: v.nullable(reconSchema),
  withdrawal: v.nullable(withdrawalSchema),
  /** Rolls still to make at the end of a movement phase (5.4): stragglers of a forced march or concentration, and recovery. */
  attrition: v.pipe(v.array(v.strictObject({ piece: index, kind: v.picklist(['stragglers', 'recovery']) })), v.maxLength(1000)),
  /** Battle boxes of this combat phase still to fight, and the battle being fought (8.0). */
  battles: indices,
  battle: v.nullable(battleSchema),
  /** Box markers: entrenchments (6.2), sieges (8.8), encirclements (8.6). */
  /** An entrenchment is `real` when combat units built it; dummies alone only pretend to entrench (7.1): the enemy cannot tell which. */
  entrenchments: v.pipe(v.array(v.strictObject({ box: index, side, turn: count, real: v.boolean() })), v.maxLength(200)),
  /** Stacks that marched to the sound of the guns (6.5.2): the battle box and the round from which they fight. */
  marches: v.pipe(v.array(v.strictObject({ pieces: indices, box: index, round: count })), v.maxLength(100)),
  /** Siege markers (8.8): the besieged box, the besieging side, Siege 1 or 2. */
  sieges: v.pipe(v.array(v.strictObject({ box: index, besieger: side, level: v.union([v.literal(1), v.literal(2)]) })), v.maxLength(100)),
  encircled: v.pipe(v.array(v.strictObject({ box: index, side })), v.maxLength(200)),
  /** Connection states: destroyed bridges (6.4) and pontoons with their owner. */
  destroyed: indices,
  pontoons: v.pipe(v.array(v.strictObject({ connection: index, side })), v.maxLength(100)),
  /** Who controls each victory box (9.0), by box id. */
  control: v.record(v.string(), side),
  /** Victory points scored during play (battles, captures, crossings, 9.0), and the crossings already scored. */
  vp: bySide(tally),
  crossed: v.pipe(v.array(v.pipe(v.number(), v.safeInteger(), v.minValue(0), v.maxValue(100))), v.maxLength(100)),
  /** PF lost in play (9.0), not counting stragglers. */
  losses: bySide(count),
  /** S3's armistice, once declared (`null` before, and in other scenarios). */
  armistice: v.nullable(armisticeStateSchema),
  winner: v.nullable(side),
  outcome: v.nullable(v.strictObject({ rule: id, grade: id, summary: v.pipe(v.string(), v.maxLength(10_000)), reason: v.optional(v.pipe(v.string(), v.maxLength(10_000))) })),
});

/** Deeply read-only. */
export type DeepReadonly<T> = T extends readonly (infer U)[] ? readonly DeepReadonly<U>[] : T extends object ? { readonly [K in keyof T]: DeepReadonly<T[K]> } : T;
