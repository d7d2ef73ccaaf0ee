/**
 * The actions of Jours de Gloire Campaign: The Danube, one per kind of choice the rules give a player, with their
 * schema. Boxes and counters are named by id.
 *
 * @module
 */
import * as z from 'zod/mini';
import { TACTICS } from './tables/battleArithmetic.js';
import { SIDES } from './vocabulary.js';

const id = z.string().check(z.minLength(1), z.maxLength(200));
const tactic = z.enum(Object.keys(TACTICS) as [keyof typeof TACTICS, ...(keyof typeof TACTICS)[]]);

/** Schema of one Jours de Gloire action. */
export const actionSchema = z.discriminatedUnion('type', [
  /** Puts the counter whose box is being chosen in `box` (set-up choices, arrivals, dummies: 3.3, 7.1). */
  z.strictObject({ type: z.literal('place'), box: id }),
  /** The first player of the turn, chosen by the side with the initiative (3.2). */
  z.strictObject({ type: z.literal('first'), side: z.enum(SIDES) }),
  /** Gives one PF of reinforcements to a unit (3.3). */
  z.strictObject({ type: z.literal('reinforce'), unit: id }),
  /** Brings in an additional unit (S9's optional rule), with the turn's reinforcements; `done` brings none. */
  z.strictObject({ type: z.literal('call'), unit: id }),
  /** Puts the counters of a box under a Force marker, or takes them out (7.2). */
  z.strictObject({ type: z.literal('force'), box: id }),
  z.strictObject({ type: z.literal('unforce'), box: id }),
  /** Ends a stage of the phasing player's choices (reinforcements, forces, movement). */
  z.strictObject({ type: z.literal('done') }),
  /** Starts forming a stack in a box to activate (5.3), or adds a counter to the stack being formed. */
  z.strictObject({ type: z.literal('form'), box: id }),
  z.strictObject({ type: z.literal('add'), piece: id }),
  /** Activates the stack formed, paying its command points (4.4). */
  z.strictObject({ type: z.literal('go') }),
  /** Moves the active stack to a neighbouring box (5.1). */
  z.strictObject({ type: z.literal('move'), to: id }),
  /** Makes a detachment of `pf` PF from a unit of the active stack on `counter` (6.1; S5-S6: the Mortier counter). */
  z.strictObject({ type: z.literal('detach'), unit: id, counter: id, pf: z.int().check(z.minimum(1), z.maximum(60)) }),
  /** Gives a detachment of the active stack's box back to its unit, or an independent one to a unit of its arm (6.1). */
  z.strictObject({ type: z.literal('join'), detachment: id, unit: id }),
  /** Declares a forced march (5.4), builds entrenchments (6.2), ends the stack's activation. */
  z.strictObject({ type: z.literal('forced-march') }),
  z.strictObject({ type: z.literal('entrench') }),
  z.strictObject({ type: z.literal('stop') }),
  /** Picks the next battle to fight (8.0). */
  z.strictObject({ type: z.literal('battle'), box: id }),
  /** A side's secret tactic chit (8.2): simultaneous, each names its side. */
  z.strictObject({ type: z.literal('chit'), side: z.enum(SIDES), tactic }),
  /** Takes one PF of a battle's losses from a unit (8.4). */
  z.strictObject({ type: z.literal('lose'), piece: id }),
  /** Retreats a force to a box (8.6, 8.7), or stays (the victor, 8.7). */
  z.strictObject({ type: z.literal('retreat'), to: id }),
  z.strictObject({ type: z.literal('stay') }),
  /** Before a battle in a fortified city: the defender shelters in the citadel or defends normally (8.8). */
  z.strictObject({ type: z.literal('shelter') }),
  z.strictObject({ type: z.literal('defend') }),
  /** The attacker of a citadel assaults it or besieges it (8.8). */
  z.strictObject({ type: z.literal('assault') }),
  z.strictObject({ type: z.literal('besiege') }),
  /** The besieged attack their besiegers, or stay in the citadel (8.8). */
  z.strictObject({ type: z.literal('sortie') }),
  z.strictObject({ type: z.literal('hold') }),
  /** An attacker six times stronger attempts an overrun, or fights the battle (8.4). */
  z.strictObject({ type: z.literal('overrun') }),
  z.strictObject({ type: z.literal('fight') }),
  /** The active cavalry declares a reconnaissance of the enemy box it entered (6.3). */
  z.strictObject({ type: z.literal('reconnoitre') }),
  /** The reconnoitred player shows one of his counters (6.3). */
  z.strictObject({ type: z.literal('reveal'), piece: id }),
  /** A cavalry unit of the defender withdraws before the battle (6.3); its box is chosen next (`retreat`). */
  z.strictObject({ type: z.literal('withdraw'), unit: id }),
  /** Engineers of the active stack (6.4): destroy a bridge or pontoon, repair a destroyed bridge, lay pontoons, towards `to`. */
  z.strictObject({ type: z.literal('destroy-bridge'), to: id }),
  z.strictObject({ type: z.literal('repair-bridge'), to: id }),
  z.strictObject({ type: z.literal('pontoon'), to: id }),
  /** The overrunning force advances one box (8.4). */
  z.strictObject({ type: z.literal('advance'), to: id }),
  /** S3's armistice: picks a counter to redeploy (its box is then chosen by `place`); breaks the armistice or keeps it this turn. */
  z.strictObject({ type: z.literal('redeploy'), piece: id }),
  z.strictObject({ type: z.literal('break') }),
  z.strictObject({ type: z.literal('keep') }),
]);

/** One Jours de Gloire action. */
export type JdgAction = z.infer<typeof actionSchema>;
