/**
 * The decision steps of Jours de Gloire, declared once: who decides each, its legal actions, its check and its apply.
 * Every stage of a turn and of a battle is a step, so any state can be saved and resumed.
 *
 * @module
 */
import { D6, violation, type ChanceStep, type StepTable, type Violation } from 'kriegsspiel';
import type { JdgAction } from '../actions.js';
import type { JdgContext } from '../context.js';
import type { JdgTypes } from '../jdgTypes.js';
import type { JdgState } from '../types.js';
import { ENGAGEMENTS, SIDES, type Engagement, type Side } from '../vocabulary.js';
import { applyAttritionDie, attritionDie } from './attrition.js';
import { battleDone } from './battle/battleDone.js';
import { applyPursuitDie, fallsBackIntoCitadel, pursuitDie, retreat, retreatOptions, startPursuit, victorOptions, victorSide } from './battle/end.js';
import { engage, engagementOptions, engagingSide } from './battle/engage.js';
import { advanceForce, advanceOptions, afterOverrunRetreat, applyOverrunDie, overrunDie } from './battle/overrun.js';
import { applySiegeDie, siegeDie } from './sieges.js';
import { lossOptions, loseOne, owingSide } from './battle/losses.js';
import { applyMoraleDie, lossesTaken, moraleDie } from './battle/morale.js';
import { applyRoundDie, roundDie } from './battle/round.js';
import { chitOptions, chooseChit, owingChits, startBattle } from './battle/start.js';
import { dissolveForce, forceBoxes, formForce } from './forces.js';
import { activate, entrench, mayEntrench, mayForceMarch, moveOptions, moveStack, stopStack } from './movement.js';
import { deferReinforcements, reinforce, reinforceable, reinforcingSide } from './pfReinforcements.js';
import { place, placingSide } from './placing.js';
import { evict } from './evictions.js';
import { applyMovementDie, movementDie } from './solitaire.js';
import { revealBlockers } from './revealBlockers.js';
import { advance } from './flow.js';
import { detach, detachOptions, join, joinOptions } from './detachments.js';
import { adminDone, endMovement, rollCommandPoints, startCombat } from './playerTurn.js';
import { applyReactionDie, fallBackBoxes, interceptEffect, marchBoxes, reactingSide, reactionAddable, reactionDie, reactionFormed } from './reactions.js';
import { activationCost, addable, formBoxes, stackArmy } from './stacks.js';
import { chooseFirst, rollInitiative, rollWeather } from './turn.js';
import { breakArmistice, keepArmistice } from './armistice.js';
import { endRedeployment, mayEndRedeployment, pickCounter, redeployable, redeployTo } from './redeployment.js';
import { engineer, engineeringOptions, engineeringRefusal, WORKS, type Work } from './engineers.js';
import { afterRecon, applyReconDie, faceDownUnits, reconDie, reconnoitre, reconRefusal, revealOne, withdrawalBox } from './reconnaissance.js';
import { applyWithdrawalDie, withdrawalDie, withdrawalSide } from './withdrawal.js';
import { chooseWithdrawal, withdrawalsGoOn, withdrawalTargets, withdrawers } from './battle/withdrawBeforeBattle.js';
import { applyArrivalDie, arrivalDie, callable, callUnit } from './arrivalRolls.js';

type Step = StepTable<JdgTypes>[string];
type SideStep = Extract<Step, { kind: 'side' }>;

/** The step a state is in (the names are `decision.step`); `null` once the game is over. */
export function stepOf(_ctx: JdgContext, state: JdgState): string | null {
  if (state.phase === 'over') return null;
  if (state.evictions.length > 0) return 'evict';
  if (state.placing.length > 0) return state.phase === 'armistice' ? 'redeploy-to' : 'place';
  if (state.withdrawal !== null) return state.withdrawal.to < 0 ? 'withdrawal-target' : 'withdrawal-die';
  switch (state.phase) {
    case 'armistice':
      return state.armistice!.stage === 'break' ? 'armistice' : 'redeploy';
    case 'initiative':
      return state.chooser === null ? 'initiative' : 'first-player';
    case 'arrival-rolls':
      return state.optionalArrivals.choosing !== null ? 'call-unit' : 'arrival-die';
    case 'reinforcement':
      return 'reinforce';
    case 'admin':
      return 'forces';
    case 'command':
      return 'command-points';
    case 'movement':
    case 'sound':
      if (state.forming !== null && state.forming.purpose !== 'activate') return 'form-reaction';
      if (state.reaction !== null) return REACTION_STEPS[state.reaction.stage];
      if (state.phase === 'sound') return 'react';
      if (state.recon !== null) return RECON_STEPS[state.recon.stage];
      if (state.activation?.dice.some((d) => d.die === null)) return 'movement-die';
      return state.activation !== null ? 'move' : state.forming !== null ? 'form' : 'select';
    case 'combat':
      return state.battle === null ? 'battle' : BATTLE_STEPS[state.battle.stage];
    default:
      return state.phase;
  }
}

const REACTION_STEPS = { choose: 'react', target: 'march-target', roll: 'reaction-roll', effect: 'intercept-effect' } as const;
const RECON_STEPS = { roll: 'recon-die', reveal: 'recon-reveal', withdraw: 'recon-withdraw' } as const;
const BATTLE_STEPS = {
  withdraw: 'withdraw', citadel: 'citadel', siege: 'siege', sortie: 'sortie', overrun: 'overrun', 'siege-roll': 'siege-die', 'overrun-roll': 'overrun-die', advance: 'advance',
  chits: 'chits', roll: 'combat-die', losses: 'losses', morale: 'morale-die', retreat: 'retreat', pursuit: 'pursuit-die', victor: 'victor' } as const;

/** One listed choice among `actions`, compared as JSON. */
const listed = (actions: readonly JdgAction[], action: JdgAction, rule: string, message: string): Violation | null =>
  actions.some((a) => JSON.stringify(a) === JSON.stringify(action)) ? null : violation('not-allowed', rule, message);

/** A side step whose legality is its list of legal actions (the lists are short). */
function listedStep(who: (ctx: JdgContext, state: JdgState) => Side, rule: string, what: string, legalActions: SideStep['legalActions'], apply: SideStep['apply']): SideStep {
  return { kind: 'side', who, legalActions, check: (ctx, s, a) => listed(legalActions(ctx, s), a, rule, `${what}: ${JSON.stringify(a)} is not one of the choices now`), apply };
}

const player = (_ctx: JdgContext, state: JdgState): Side => state.player;
const id = (ctx: JdgContext, box: number): string => ctx.boxIds[box]!;
const box = (ctx: JdgContext, boxId: string): number => ctx.map.indexOf(boxId);
const piece = (ctx: JdgContext, pieceId: string): number => ctx.pieceIndex.get(pieceId) ?? -1;

/** The side that retreats: the loser, or the attacker of an indecisive battle (8.1 P5). */
const retreatingSide = (state: JdgState): Side => state.battle!.loser ?? state.battle!.attacker;

/** A choice before the chits (8.4, 8.8): each choice is an action of its own name. */
function engagementStep(rule: string): SideStep {
  return listedStep(
    (_c, s) => engagingSide(s), rule, 'choice',
    (ctx, s) => engagementOptions(ctx, s).map((type) => ({ type })),
    (ctx, draft, a, emit) => void (isEngagement(a.type) && engage(ctx, draft, a.type, emit)),
  );
}

const isEngagement = (type: string): type is Engagement => (ENGAGEMENTS as readonly string[]).includes(type);
const isWork = (type: string): type is Work => (WORKS as readonly string[]).includes(type);

/** A step whose own refusals (citing their case and reason) come before its list's: `refuse` returns `undefined` for actions it does not judge. */
function refusing(step: SideStep, refuse: (ctx: JdgContext, state: JdgState, action: JdgAction) => Violation | null | undefined): SideStep {
  return { ...step, check: (ctx, s, a) => refuse(ctx, s, a) ?? step.check(ctx, s, a) };
}

/** Every step's apply followed by the flow of play (flow.ts), which opens what comes next. */
function withFlow(steps: StepTable<JdgTypes>): StepTable<JdgTypes> {
  return Object.fromEntries(
    Object.entries(steps).map(([name, step]): [string, Step] => {
      if (step.kind === 'chance') {
        const chance: ChanceStep<JdgTypes> = { ...step, apply: (ctx, draft, value, emit) => (step.apply(ctx, draft, value, emit), advance(ctx, draft, emit)) };
        return [name, chance];
      }
      const apply: SideStep['apply'] = (ctx, draft, action, emit) => (step.apply(ctx, draft, action, emit), advance(ctx, draft, emit));
      return [name, { ...step, apply }];
    }),
  );
}

/** Jours de Gloire's decision steps. */
export const JDG_STEPS: StepTable<JdgTypes> = withFlow({
  place: listedStep(
    (_c, s) => placingSide(s), 'JdG 3.3', 'box',
    (ctx, s) => s.placing[0]!.boxes.map((b) => ({ type: 'place', box: id(ctx, b) })),
    (ctx, draft, a, emit) => void (a.type === 'place' && place(ctx, draft, box(ctx, a.box), emit)),
  ),
  evict: listedStep(
    (_c, s) => s.evictions[0]!.side, 'JdG 3.3', 'box',
    (ctx, s) => s.evictions[0]!.boxes.map((b) => ({ type: 'move', to: id(ctx, b) })),
    (ctx, draft, a, emit) => void (a.type === 'move' && evict(ctx, draft, box(ctx, a.to), emit)),
  ),
  weather: { kind: 'chance', chance: () => ({ what: 'weather', rule: 'JdG 3.1', values: D6 }), apply: rollWeather },
  initiative: {
    kind: 'chance',
    chance: (_c, s) => ({ what: `${s.initiative.french === null ? 'French' : 'Coalition'} initiative die`, rule: 'JdG 3.2', values: D6 }),
    apply: (ctx, draft, value) => rollInitiative(ctx, draft, draft.initiative.french === null ? 'french' : 'coalition', value),
  },
  'first-player': listedStep(
    (_c, s) => s.chooser!, 'JdG 3.2', 'first player',
    () => SIDES.map((side) => ({ type: 'first', side })),
    (ctx, draft, a, emit) => void (a.type === 'first' && chooseFirst(ctx, draft, a.side, emit)),
  ),
  'arrival-die': { kind: 'chance', chance: arrivalDie, apply: applyArrivalDie },
  'call-unit': listedStep(
    (_c, s) => s.optionalArrivals.choosing!, 'JdG S9', 'unit',
    (ctx, s) => [...callable(ctx, s, s.optionalArrivals.choosing!).map((i) => ({ type: 'call', unit: s.pieces[i]!.id }) as const), { type: 'done' }],
    (ctx, draft, a, emit) => callUnit(draft, a.type === 'call' ? piece(ctx, a.unit) : -1, emit),
  ),
  reinforce: listedStep(
    (_c, s) => reinforcingSide(s), 'JdG 3.3', 'unit',
    (ctx, s) => [...reinforceable(ctx, s).map((u) => ({ type: 'reinforce', unit: s.pieces[u]!.id }) as const), { type: 'done' }],
    (ctx, draft, a, emit) => (a.type === 'reinforce' ? reinforce(draft, piece(ctx, a.unit), emit) : deferReinforcements(draft)),
  ),
  forces: listedStep(
    player, 'JdG 7.2', 'Force marker',
    (ctx, s) => {
      const { form, dissolve } = forceBoxes(s);
      return [...form.map((b) => ({ type: 'force', box: id(ctx, b) }) as const), ...dissolve.map((b) => ({ type: 'unforce', box: id(ctx, b) }) as const), { type: 'done' }];
    },
    (ctx, draft, a, emit) => {
      if (a.type === 'force') formForce(ctx, draft, box(ctx, a.box), emit);
      else if (a.type === 'unforce') dissolveForce(draft, box(ctx, a.box));
      else {
        revealBlockers(ctx, draft, draft.player, emit);
        adminDone(draft, emit);
      }
    },
  ),
  // 4.4, 7.1: a player's command points are his own business (he may announce false expenditure)
  'command-points': { kind: 'chance', chance: (_c, s) => ({ what: 'command points', rule: 'JdG 4.4', values: D6, privateTo: s.player }), apply: rollCommandPoints },
  select: listedStep(
    player, 'JdG 5.1', 'stack',
    (ctx, s) => [...formBoxes(ctx, s).map((b) => ({ type: 'form', box: id(ctx, b) }) as const), { type: 'done' }],
    (ctx, draft, a, emit) => {
      if (a.type === 'form') draft.forming = { purpose: 'activate', box: box(ctx, a.box), pieces: [] };
      else endMovement(draft);
    },
  ),
  form: listedStep(
    player, 'JdG 5.3', 'stack',
    (ctx, s) => {
      const pieces = s.forming!.pieces;
      const army = stackArmy(s, pieces);
      const affordable = pieces.length > 0 && (army === null || activationCost(ctx, s, pieces) <= (s.pc[army] ?? 0));
      return [...addable(ctx, s).map((i) => ({ type: 'add', piece: s.pieces[i]!.id }) as const), ...(affordable ? [{ type: 'go' } as const] : [])];
    },
    (ctx, draft, a, emit) => {
      if (a.type === 'add') draft.forming!.pieces.push(piece(ctx, a.piece));
      else if (a.type === 'go') activate(ctx, draft, emit);
    },
  ),
  move: refusing(listedStep(
    player, 'JdG 5.1', 'movement',
    (ctx, s) => [
      ...moveOptions(ctx, s).map((o) => ({ type: 'move', to: id(ctx, o.to) }) as const),
      ...(reconRefusal(s) === null ? [{ type: 'reconnoitre' } as const] : []),
      ...engineeringOptions(ctx, s).map((o) => ({ type: o.work, to: id(ctx, o.to) })),
      ...detachOptions(ctx, s).map((o) => ({ type: 'detach', unit: s.pieces[o.unit]!.id, counter: s.pieces[o.counter]!.id, pf: o.pf }) as const),
      ...joinOptions(ctx, s).map((o) => ({ type: 'join', detachment: s.pieces[o.detachment]!.id, unit: s.pieces[o.unit]!.id }) as const),
      ...(mayForceMarch(ctx, s) ? [{ type: 'forced-march' } as const] : []),
      ...(mayEntrench(ctx, s) ? [{ type: 'entrench' } as const] : []),
      { type: 'stop' },
    ],
    (ctx, draft, a, emit) => {
      if (a.type === 'move') moveStack(ctx, draft, box(ctx, a.to), emit);
      else if (a.type === 'detach') detach(ctx, draft, piece(ctx, a.unit), piece(ctx, a.counter), a.pf, emit);
      else if (a.type === 'join') join(ctx, draft, piece(ctx, a.detachment), piece(ctx, a.unit), emit);
      else if (a.type === 'forced-march') [draft.activation!.forced, draft.activation!.pm] = [true, draft.activation!.pm + 2];
      else if (a.type === 'entrench') entrench(ctx, draft, emit);
      else if (a.type === 'reconnoitre') reconnoitre(ctx, draft, emit);
      else if (isWork(a.type) && 'to' in a) engineer(ctx, draft, a.type, box(ctx, a.to), emit);
      else {
        stopStack(draft);
        revealBlockers(ctx, draft, draft.player, emit);
      }
    },
  ), (ctx, s, a) => (a.type === 'reconnoitre' ? reconRefusal(s) : isWork(a.type) && 'to' in a ? engineeringRefusal(ctx, s, a.type, box(ctx, a.to)) : undefined)),
  'recon-die': { kind: 'chance', chance: reconDie, apply: applyReconDie },
  'recon-reveal': listedStep(
    (_c, s) => reactingSide(s), 'JdG 6.3', 'counter to show',
    (_c, s) => faceDownUnits(s, s.recon!.box, reactingSide(s)).map((i) => ({ type: 'reveal', piece: s.pieces[i]!.id })),
    (ctx, draft, a, emit) => void (a.type === 'reveal' && revealOne(ctx, draft, piece(ctx, a.piece), emit)),
  ),
  'recon-withdraw': listedStep(
    player, 'JdG 6.3', 'withdrawal',
    (ctx, s) => [{ type: 'retreat', to: id(ctx, withdrawalBox(ctx, s)) }, { type: 'stay' }],
    (ctx, draft, a) => afterRecon(ctx, draft, a.type === 'retreat'),
  ),
  'withdrawal-target': listedStep(
    (_c, s) => withdrawalSide(s), 'JdG 6.3', 'withdrawal',
    (ctx, s) => withdrawalTargets(ctx, s).map((b) => ({ type: 'retreat', to: id(ctx, b) })),
    (ctx, draft, a) => void (a.type === 'retreat' && (draft.withdrawal!.to = box(ctx, a.to))),
  ),
  'withdrawal-die': { kind: 'chance', chance: withdrawalDie, apply: applyWithdrawalDie },
  'movement-die': { kind: 'chance', chance: movementDie, apply: (ctx, draft, value) => applyMovementDie(ctx, draft, value) },
  react: listedStep(
    (_c, s) => reactingSide(s), 'JdG 6.5', 'reaction',
    (ctx, s) => [
      ...(s.reaction !== null ? s.reaction.offered : marchBoxes(ctx, s)).map((b) => ({ type: 'form', box: id(ctx, b) }) as const),
      { type: 'done' },
    ],
    (ctx, draft, a, emit) => {
      if (a.type === 'form') draft.forming = { purpose: draft.reaction !== null ? 'intercept' : 'march', box: box(ctx, a.box), pieces: [] };
      else if (draft.reaction !== null) draft.reaction = null;
      else startCombat(draft, emit);
    },
  ),
  'form-reaction': listedStep(
    (_c, s) => reactingSide(s), 'JdG 6.5', 'stack',
    (_c, s) => [
      ...reactionAddable(_c, s).map((i) => ({ type: 'add', piece: s.pieces[i]!.id }) as const),
      ...(s.forming!.pieces.some((i) => s.pieces[i]!.kind === 'unit') ? [{ type: 'go' } as const] : []),
    ],
    (ctx, draft, a) => {
      if (a.type === 'add') draft.forming!.pieces.push(piece(ctx, a.piece));
      else reactionFormed(ctx, draft);
    },
  ),
  'march-target': listedStep(
    (_c, s) => reactingSide(s), 'JdG 6.5.2', 'battle',
    (ctx, s) => s.reaction!.offered.map((b) => ({ type: 'battle', box: id(ctx, b) })),
    (ctx, draft, a) => void (a.type === 'battle' && ([draft.reaction!.box, draft.reaction!.stage] = [box(ctx, a.box), 'roll'])),
  ),
  'reaction-roll': { kind: 'chance', chance: reactionDie, apply: (ctx, draft, value) => applyReactionDie(ctx, draft, value) },
  'intercept-effect': listedStep(
    (_c, s) => reactingSide(s), 'JdG 6.5.1', 'interception',
    (ctx, s) => [{ type: 'move', to: id(ctx, s.reaction!.box) }, ...fallBackBoxes(ctx, s).map((b) => ({ type: 'retreat', to: id(ctx, b) }) as const)],
    (ctx, draft, a, emit) => void ((a.type === 'move' || a.type === 'retreat') && interceptEffect(ctx, draft, box(ctx, a.to), emit)),
  ),
  attrition: { kind: 'chance', chance: attritionDie, apply: applyAttritionDie },
  battle: listedStep(
    player, 'JdG 8.0', 'battle',
    (ctx, s) => s.battles.map((b) => ({ type: 'battle', box: id(ctx, b) })),
    (ctx, draft, a, emit) => void (a.type === 'battle' && startBattle(ctx, draft, box(ctx, a.box), emit)),
  ),
  withdraw: listedStep(
    (_c, s) => reactingSide(s), 'JdG 6.3', 'withdrawal',
    (ctx, s) => [...withdrawers(ctx, s).map((i) => ({ type: 'withdraw', unit: s.pieces[i]!.id }) as const), { type: 'done' }],
    (ctx, draft, a, emit) => (a.type === 'withdraw' ? chooseWithdrawal(draft, piece(ctx, a.unit)) : withdrawalsGoOn(ctx, draft, emit, true)),
  ),
  citadel: engagementStep('JdG 8.8'),
  siege: engagementStep('JdG 8.8'),
  sortie: engagementStep('JdG 8.8'),
  overrun: engagementStep('JdG 8.4'),
  'siege-die': { kind: 'chance', chance: siegeDie, apply: applySiegeDie },
  'overrun-die': { kind: 'chance', chance: overrunDie, apply: applyOverrunDie },
  chits: {
    kind: 'simultaneous',
    who: (_c, s) => owingChits(s),
    sideOf: (a) => (a.type === 'chit' ? a.side : null),
    legalActions: (ctx, s) => owingChits(s).flatMap((side) => chitOptions(ctx, s, side).map((tactic) => ({ type: 'chit', side, tactic }) as const)),
    check(ctx, s, a) {
      if (a.type !== 'chit') return violation('wrong-step', 'JdG 8.2', 'the game asks for tactic chits now');
      if (!owingChits(s).includes(a.side)) return violation('already-chosen', 'JdG 8.2', `side: ${a.side} has chosen its chit`);
      return chitOptions(ctx, s, a.side).includes(a.tactic) ? null : violation('chit-not-allowed', 'JdG 8.2', `tactic: ${a.tactic} needs a general (of 3 or 4 stars for Decisive) and 10 PF (15 for Decisive), and a detachment alone may only skirmish`);
    },
    apply: (ctx, draft, a, emit) => void (a.type === 'chit' && chooseChit(ctx, draft, a.side, a.tactic, emit)),
  },
  'combat-die': { kind: 'chance', chance: roundDie, apply: applyRoundDie },
  losses: listedStep(
    (_c, s) => owingSide(s)!, 'JdG 8.4', 'loss',
    (_c, s) => lossOptions(s, owingSide(s)!).map((i) => ({ type: 'lose', piece: s.pieces[i]!.id })),
    (ctx, draft, a, emit) => {
      if (a.type !== 'lose') return;
      loseOne(ctx, draft, owingSide(draft)!, piece(ctx, a.piece), draft.battle!.decided ? 'pursuit' : 'combat', emit);
      if (owingSide(draft) === null) lossesTaken(ctx, draft, emit);
    },
  ),
  'morale-die': { kind: 'chance', chance: moraleDie, apply: applyMoraleDie },
  retreat: listedStep(
    (_c, s) => retreatingSide(s), 'JdG 8.7', 'retreat',
    (ctx, s) => [
      ...retreatOptions(ctx, s, retreatingSide(s)).map((b) => ({ type: 'retreat', to: id(ctx, b) }) as const),
      ...(fallsBackIntoCitadel(s, retreatingSide(s)) ? [{ type: 'stay' } as const] : []),
    ],
    (ctx, draft, a, emit) => {
      if (a.type === 'retreat') retreat(ctx, draft, retreatingSide(draft), box(ctx, a.to), emit);
      if (draft.phase === 'over') return;
      if (draft.battle!.overrun !== null) afterOverrunRetreat(ctx, draft, emit);
      // 8.8: back into the citadel, out of the pursuers' reach
      else if (a.type === 'stay') draft.battle!.stage = 'victor';
      else startPursuit(ctx, draft, emit);
    },
  ),
  'pursuit-die': { kind: 'chance', chance: pursuitDie, apply: (ctx, draft, value) => applyPursuitDie(ctx, draft, value) },
  victor: listedStep(
    (_c, s) => victorSide(s), 'JdG 8.7', 'choice',
    (ctx, s) => [{ type: 'stay' }, ...victorOptions(ctx, s).map((b) => ({ type: 'retreat', to: id(ctx, b) }) as const)],
    (ctx, draft, a, emit) => {
      if (a.type === 'retreat') retreat(ctx, draft, victorSide(draft), box(ctx, a.to), emit);
      battleDone(ctx, draft, emit);
    },
  ),
  // S3: the armistice's redeployment, counter by counter, then box by box; each turn, the French then the Austrians keep or break it
  redeploy: listedStep(
    (_c, s) => s.armistice!.side, 'JdG S3', 'redeployment',
    (ctx, s) => [...redeployable(s).map((i) => ({ type: 'redeploy', piece: s.pieces[i]!.id }) as const), ...(mayEndRedeployment(ctx, s) ? [{ type: 'done' } as const] : [])],
    (ctx, draft, a) => (a.type === 'redeploy' ? pickCounter(ctx, draft, piece(ctx, a.piece)) : endRedeployment(draft)),
  ),
  'redeploy-to': listedStep(
    (_c, s) => placingSide(s), 'JdG S3', 'box of the zone',
    (ctx, s) => s.placing[0]!.boxes.map((b) => ({ type: 'place', box: id(ctx, b) })),
    (ctx, draft, a, emit) => void (a.type === 'place' && redeployTo(ctx, draft, box(ctx, a.box), emit)),
  ),
  armistice: listedStep(
    (_c, s) => s.armistice!.side, 'JdG S3', 'armistice',
    () => [{ type: 'keep' }, { type: 'break' }],
    (ctx, draft, a, emit) => (a.type === 'break' ? breakArmistice(ctx, draft, emit) : keepArmistice(ctx, draft, emit)),
  ),
  advance: listedStep(
    (_c, s) => s.battle!.attacker, 'JdG 8.4', 'advance',
    (ctx, s) => [{ type: 'stay' }, ...advanceOptions(ctx, s).map((b) => ({ type: 'advance', to: id(ctx, b) }) as const)],
    (ctx, draft, a, emit) => {
      if (a.type === 'advance') advanceForce(ctx, draft, box(ctx, a.to), emit);
      battleDone(ctx, draft, emit);
    },
  ),
});
