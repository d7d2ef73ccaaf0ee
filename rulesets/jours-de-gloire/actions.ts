/**
 * The actions of Jours de Gloire Campaign: The Danube, one per kind of choice the rules give a player, with their
 * schema. Boxes and counters are named by id.
 *
 * @module
 */
import * as v from 'valibot';
import { taggedVariant } from 'kriegsspiel';
import { TACTICS } from './tables/battleArithmetic.js';
import { SIDES } from './vocabulary.js';

const id = v.pipe(v.string(), v.minLength(1), v.maxLength(200));
const tactic = v.picklist(Object.keys(TACTICS) as [keyof typeof TACTICS, ...(keyof typeof TACTICS)[]]);

/** Schema of one Jours de Gloire action. */
export const actionSchema = taggedVariant('type', [
  /** Puts the counter whose box is being chosen in `box` (set-up choices, arrivals, dummies: 3.3, 7.1). */
  v.strictObject({ type: v.literal('place'), box: id }),
  /** The first player of the turn, chosen by the side with the initiative (3.2). */
  v.strictObject({ type: v.literal('first'), side: v.picklist(SIDES) }),
  /** Gives one PF of reinforcements to a unit (3.3). */
  v.strictObject({ type: v.literal('reinforce'), unit: id }),
  /** Brings in an additional unit (S9's optional rule), with the turn's reinforcements; `done` brings none. */
  v.strictObject({ type: v.literal('call'), unit: id }),
  /** Puts the counters of a box under a Force marker, or takes them out (7.2). */
  v.strictObject({ type: v.literal('force'), box: id }),
  v.strictObject({ type: v.literal('unforce'), box: id }),
  /** Ends a stage of the phasing player's choices (reinforcements, forces, movement). */
  v.strictObject({ type: v.literal('done') }),
  /** Starts forming a stack in a box to activate (5.3), or adds a counter to the stack being formed. */
  v.strictObject({ type: v.literal('form'), box: id }),
  v.strictObject({ type: v.literal('add'), piece: id }),
  /** Activates the stack formed, paying its command points (4.4). */
  v.strictObject({ type: v.literal('go') }),
  /** Moves the active stack to a neighbouring box (5.1). */
  v.strictObject({ type: v.literal('move'), to: id }),
  /** Makes a detachment of `pf` PF from a unit of the active stack on `counter` (6.1; S5-S6: the Mortier counter). */
  v.strictObject({ type: v.literal('detach'), unit: id, counter: id, pf: v.pipe(v.number(), v.safeInteger(), v.minValue(1), v.maxValue(60)) }),
  /** Gives a detachment of the active stack's box back to its unit, or an independent one to a unit of its arm (6.1). */
  v.strictObject({ type: v.literal('join'), detachment: id, unit: id }),
  /** Declares a forced march (5.4), builds entrenchments (6.2), ends the stack's activation. */
  v.strictObject({ type: v.literal('forced-march') }),
  v.strictObject({ type: v.literal('entrench') }),
  v.strictObject({ type: v.literal('stop') }),
  /** Picks the next battle to fight (8.0). */
  v.strictObject({ type: v.literal('battle'), box: id }),
  /** A side's secret tactic chit (8.2): simultaneous, each names its side. */
  v.strictObject({ type: v.literal('chit'), side: v.picklist(SIDES), tactic }),
  /** Takes one PF of a battle's losses from a unit (8.4). */
  v.strictObject({ type: v.literal('lose'), piece: id }),
  /** Retreats a force to a box (8.6, 8.7), or stays (the victor, 8.7). */
  v.strictObject({ type: v.literal('retreat'), to: id }),
  v.strictObject({ type: v.literal('stay') }),
  /** Before a battle in a fortified city: the defender shelters in the citadel or defends normally (8.8). */
  v.strictObject({ type: v.literal('shelter') }),
  v.strictObject({ type: v.literal('defend') }),
  /** The attacker of a citadel assaults it or besieges it (8.8). */
  v.strictObject({ type: v.literal('assault') }),
  v.strictObject({ type: v.literal('besiege') }),
  /** The besieged attack their besiegers, or stay in the citadel (8.8). */
  v.strictObject({ type: v.literal('sortie') }),
  v.strictObject({ type: v.literal('hold') }),
  /** An attacker six times stronger attempts an overrun, or fights the battle (8.4). */
  v.strictObject({ type: v.literal('overrun') }),
  v.strictObject({ type: v.literal('fight') }),
  /** The active cavalry declares a reconnaissance of the enemy box it entered (6.3). */
  v.strictObject({ type: v.literal('reconnoitre') }),
  /** The reconnoitred player shows one of his counters (6.3). */
  v.strictObject({ type: v.literal('reveal'), piece: id }),
  /** A cavalry unit of the defender withdraws before the battle (6.3); its box is chosen next (`retreat`). */
  v.strictObject({ type: v.literal('withdraw'), unit: id }),
  /** Engineers of the active stack (6.4): destroy a bridge or pontoon, repair a destroyed bridge, lay pontoons, towards `to`. */
  v.strictObject({ type: v.literal('destroy-bridge'), to: id }),
  v.strictObject({ type: v.literal('repair-bridge'), to: id }),
  v.strictObject({ type: v.literal('pontoon'), to: id }),
  /** The overrunning force advances one box (8.4). */
  v.strictObject({ type: v.literal('advance'), to: id }),
  /** S3's armistice: picks a counter to redeploy (its box is then chosen by `place`); breaks the armistice or keeps it this turn. */
  v.strictObject({ type: v.literal('redeploy'), piece: id }),
  v.strictObject({ type: v.literal('break') }),
  v.strictObject({ type: v.literal('keep') }),
]);

/** One Jours de Gloire action. */
export type JdgAction = v.InferOutput<typeof actionSchema>;
