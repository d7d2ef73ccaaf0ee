import { D6, violation, type Draft, type Emit, type StepTable, type Violation } from 'kriegsspiel';
import type { MibAction } from '../actions.js';
import { boardOf } from '../board.js';
import type { MibContext } from '../context.js';
import type { MibEvent } from '../events.js';
import type { MibTypes } from '../mibTypes.js';
import type { MibState } from '../types.js';
import { enemyOf, SIDES, type Side } from '../vocabulary.js';
import { activate, applyOrderCheck, chitPull, endActivation, orderCheckDie } from './activation.js';
import { applyBridge, bridgeActions, checkBridge } from './bridges.js';
import { advanceHexes, advanceStep, stopAdvance } from './combat/advance.js';
import { attackActions, checkAttack, declareAttack } from './combat/attacks.js';
import { applyChargeCheck, chargeCheckDie } from './combat/chargeChecks.js';
import { applyCet, applyCrt, applyLoss, cetDie, crtDie, lossTakers, nextLoss } from './combat/effects.js';
import { evadeHexes, evadeStep, stand } from './combat/evade.js';
import { applyGunCheck, applyLeaderCheck, gunDie, leaderDie } from './combat/finish.js';
import { applyPursuitEffects, applyPursuitRoll, pursuitDie, pursuitEffectsDie } from './combat/pursuit.js';
import { retreatHexes, retreatStep } from './combat/retreat.js';
import { advance, endOrders, reinforce, setBridge } from './flow.js';
import { applyHoldBroken, HOLD_BROKEN_ACTIONS } from './holdBroken.js';
import { hqDestinations, ordersIssued } from './hqMoves.js';
import { checkOrder, issueOrder, orderActions, setOrder } from './orders.js';
import { guardedHqs, overrun } from './overrun.js';
import { applySmashedCheck, applyUnitRoll, smashedToCheck, unitRollDie } from './unitRolls.js';
import { applyUnitAction, checkUnitAction, isUnitAction, unitActions } from './unitActions.js';
import { unitId } from './unitStatus.js';

type Step = StepTable<MibTypes>[string];

/** The choices when a unit reaches its formation's ATTACK or ADVANCE target (MiB AM line 1). */
const TARGET_ACTIONS: readonly MibAction[] = (['keep', 'hold', 'advance', 'remove'] as const).map((choice) => ({ type: 'target', choice }));

/** The step a March into Battle state is in (the names are `decision.step`); `null` once the game is over. */
export function stepOf(ctx: MibContext, state: MibState): string | null {
  if (state.phase === 'over') return null;
  if (state.holdBroken.length > 0) return 'hold-broken';
  if (state.roll !== null) return 'unit-roll';
  const combat = state.combat;
  if (combat !== null) {
    if (combat.stage === 'crt') return 'combat-roll';
    if (combat.stage === 'cet') return combat.losses !== null ? 'losses' : combat.leaders.length > 0 ? 'leader-check' : 'effects-roll';
    if (combat.stage === 'guns') return 'gun-check';
    if (combat.stage === 'checks') return 'charge-check';
    if (combat.stage === 'pursuit') return combat.stacks.length === 0 ? 'pursuit-roll' : 'pursuit-effects';
    return combat.stage;
  }
  if (state.phase === 'reinforcement') return 'bridge-roll';
  if (state.phase === 'orders') return 'orders';
  if (state.active < 0) return 'pull';
  if (!state.checked) return 'order-check';
  if (state.reached) return 'target';
  if (smashedToCheck(ctx, state) >= 0) return 'smashed-check';
  return 'act';
}

const wrong = (rule: string, what: string): Violation => violation('wrong-step', rule, `the game asks for ${what} now`);
const listed = (actions: readonly MibAction[], a: MibAction, rule: string, message: string): Violation | null =>
  actions.some((x) => JSON.stringify(x) === JSON.stringify(a)) ? null : violation('not-allowed', rule, message);
const activeSide = (ctx: MibContext, state: MibState): Side => SIDES[ctx.formationSide[state.active]!]!;
const attacker = (_ctx: MibContext, state: MibState): Side => state.combat!.attacker;
const defender = (_ctx: MibContext, state: MibState): Side => enemyOf(state.combat!.attacker);
const hex = (ctx: MibContext, id: string): number => ctx.map.grid.indexOf(id);

/** Runs a step's `apply`, then the overrun check (which needs the HQs' company before it) and `advance`. */
function settle(ctx: MibContext, draft: Draft<MibState>, emit: Emit<MibEvent>, apply: () => void): void {
  const guarded = guardedHqs(ctx, draft);
  apply();
  overrun(ctx, draft, guarded, emit);
  advance(ctx, draft, emit);
}

/** A chance step whose apply is settled (`settle`). */
const chance = (spec: Extract<Step, { kind: 'chance' }>['chance'], apply: Extract<Step, { kind: 'chance' }>['apply']): Step => ({
  kind: 'chance',
  chance: spec,
  apply: (ctx, draft, value, emit) => settle(ctx, draft, emit, () => apply(ctx, draft, value, emit)),
});

/** A side's step whose apply is settled (`settle`). */
const side = (who: (ctx: MibContext, state: MibState) => Side, step: Omit<Extract<Step, { kind: 'side' }>, 'kind' | 'who'>): Step => ({
  kind: 'side',
  who,
  legalActions: step.legalActions,
  check: step.check,
  apply: (ctx, draft, action, emit) => settle(ctx, draft, emit, () => step.apply(ctx, draft, action, emit)),
});

/**
 * March into Battle's decision steps, declared once (MiB SoP): the bridge roll, each side's orders, the chit pull,
 * order checks, the choices at a reached target or a broken HOLD (AM), the active formation's actions, and every stage of an attack, so any state can be saved and resumed.
 */
export const MIB_STEPS: StepTable<MibTypes> = {
  'bridge-roll': chance(
    () => ({ what: 'great bridge', rule: 'MiB 16.1', values: D6 }),
    (ctx, draft, roll, emit) => {
      if (roll === 6) {
        draft.bridge.repairTurn = draft.turn + draft.options.bridgeRepairTurns;
        setBridge(ctx, draft, true, roll, emit);
      }
      reinforce(ctx, draft, emit);
    },
  ),
  orders: side((_c, s) => s.toAct, {
    legalActions: (ctx, s) => [...orderActions(ctx, s, boardOf(ctx, s), s.toAct), ...hqDestinations(ctx, s, s.toAct).map((h) => ({ type: 'hq', to: ctx.hexIds[h]! }) as const), { type: 'done' }],
    check(ctx, s, a) {
      if (a.type === 'done') return null;
      if (a.type === 'order') return checkOrder(ctx, s, boardOf(ctx, s), s.toAct, a);
      if (a.type === 'hq' && ordersIssued(ctx, s, s.toAct)) return violation('hq-after-orders', 'MiB 3.3', `to: the HQ moves before the side's first order of the phase, not after`);
      if (a.type === 'hq') return hqDestinations(ctx, s, s.toAct).includes(hex(ctx, a.to)) ? null : violation('bad-hq-move', 'MiB 2.5', `to: ${a.to} is not within the HQ's reach this phase`);
      return wrong('MiB 3.3', 'an order, an HQ move or done');
    },
    apply(ctx, draft, a, emit) {
      if (a.type === 'order') issueOrder(ctx, draft, a, emit);
      else if (a.type === 'hq') {
        draft.hq[draft.toAct] = hex(ctx, a.to);
        draft.hqMoved = true;
        emit?.({ type: 'hqMoved', rule: 'MiB 2.5', side: draft.toAct, to: a.to });
      } else if (a.type === 'done') endOrders(draft);
    },
  }),
  pull: chance(chitPull, activate),
  'order-check': chance(orderCheckDie, applyOrderCheck),
  'smashed-check': chance(() => ({ what: 'smashed unit straggler check', rule: 'MiB 9.2', values: D6 }), applySmashedCheck),
  'unit-roll': chance((_c, s) => unitRollDie(s), applyUnitRoll),
  target: side(activeSide, {
    legalActions: () => [...TARGET_ACTIONS],
    check: (_c, _s, a) => (a.type === 'target' ? listed(TARGET_ACTIONS, a, 'MiB AM', `choice: ${a.choice} is not a choice at the target (keep, hold, advance, remove)`) : wrong('MiB AM', 'what the formation does at its target')),
    apply(ctx, draft, a, emit) {
      if (a.type !== 'target') return;
      draft.reached = false;
      const f = draft.active;
      const order = draft.formations[f]!.order!;
      const board = boardOf(ctx, draft);
      if (a.choice === 'keep') draft.formations[f]!.order = { ...order, reached: true };
      else if (a.choice === 'remove') setOrder(ctx, draft, board, f, null, 'MiB AM', emit, true);
      else setOrder(ctx, draft, board, f, { type: a.choice, target: order.target, reached: true }, 'MiB AM', emit, true);
    },
  }),
  'hold-broken': side((ctx, s) => SIDES[ctx.formationSide[s.holdBroken[0]!]!]!, {
    legalActions: () => [...HOLD_BROKEN_ACTIONS],
    check: (_c, _s, a) => (a.type === 'target' ? listed(HOLD_BROKEN_ACTIONS, a, 'MiB AM', `choice: ${a.choice} is not a choice when a HOLD breaks (retreat, keep)`) : wrong('MiB AM', 'whether the formation whose HOLD broke takes up RETREAT')),
    apply: (ctx, draft, a, emit) => void (a.type === 'target' && applyHoldBroken(ctx, draft, a, emit)),
  }),
  act: side(activeSide, {
    legalActions: (ctx, s) => {
      const board = boardOf(ctx, s);
      return [...unitActions(ctx, s, board), ...bridgeActions(ctx, s, board), ...attackActions(ctx, s, board), { type: 'done' }];
    },
    check(ctx, s, a) {
      if (a.type === 'done') return null;
      if (a.type === 'attack') return checkAttack(ctx, s, boardOf(ctx, s), a);
      if (a.type === 'bridge') return checkBridge(ctx, s, a);
      if (isUnitAction(a)) return checkUnitAction(ctx, s, a);
      return wrong('MiB 4.0', "an action of the active formation's units");
    },
    apply(ctx, draft, a, emit) {
      if (a.type === 'done') endActivation(ctx, draft, emit);
      else if (a.type === 'attack') declareAttack(ctx, draft, boardOf(ctx, draft), a, emit);
      else if (a.type === 'bridge') applyBridge(ctx, draft, a, emit);
      else if (isUnitAction(a)) applyUnitAction(ctx, draft, a, emit);
    },
  }),
  evade: side(defender, {
    legalActions: (ctx, s) => [...evadeHexes(ctx, s, boardOf(ctx, s)).map((h) => ({ type: 'evade', to: ctx.hexIds[h]! }) as const), { type: 'stand' }],
    check(ctx, s, a) {
      if (a.type === 'stand') return null;
      if (a.type !== 'evade') return wrong('MiB 7.6', 'a retreat before combat or a stand');
      return evadeHexes(ctx, s, boardOf(ctx, s)).includes(hex(ctx, a.to)) ? null : violation('bad-evade', 'MiB 7.6', `to: ${a.to} is not an adjacent hex farther from the attackers, passable, free of enemies and with room`);
    },
    apply: (ctx, draft, a, emit) => (a.type === 'evade' ? evadeStep(ctx, draft, hex(ctx, a.to), emit) : stand(ctx, draft, emit)),
  }),
  'charge-check': chance(chargeCheckDie, applyChargeCheck),
  'combat-roll': chance(crtDie, applyCrt),
  'effects-roll': chance((_c, s) => cetDie(s), applyCet),
  'leader-check': chance(leaderDie, applyLeaderCheck),
  'gun-check': chance(gunDie, applyGunCheck),
  'pursuit-roll': chance(pursuitDie, applyPursuitRoll),
  'pursuit-effects': chance((_c, s) => pursuitEffectsDie(s), applyPursuitEffects),
  losses: side((ctx, s) => SIDES[ctx.unitSide[s.combat!.losses!.units[0]!]!]!, {
    legalActions: (ctx, s) => lossTakers(ctx, s).map((u) => ({ type: 'lose', unit: unitId(ctx, u), loss: nextLoss(s) })),
    check: (ctx, s, a) => (a.type !== 'lose' ? wrong('MiB CET', 'a loss to allocate') : listed(lossTakers(ctx, s).map((u) => ({ type: 'lose', unit: unitId(ctx, u), loss: nextLoss(s) })), a, 'MiB CET', `unit: ${a.unit} cannot take the next ${nextLoss(s) === 'c' ? 'casualty' : 'straggler'} loss (organic cavalry takes casualties first, 7.13)`)),
    apply: (ctx, draft, a, emit) => void (a.type === 'lose' && applyLoss(ctx, draft, ctx.unitIndex.get(a.unit)!, emit)),
  }),
  retreat: side(defender, {
    legalActions: (ctx, s) => {
      const hexes = retreatHexes(ctx, s, boardOf(ctx, s));
      return hexes.length === 0 ? [{ type: 'stand' }] : hexes.map((h) => ({ type: 'retreat', to: ctx.hexIds[h]! }));
    },
    check(ctx, s, a) {
      const hexes = retreatHexes(ctx, s, boardOf(ctx, s));
      if (a.type === 'stand') return hexes.length === 0 ? null : violation('must-retreat', 'MiB 7.3', 'the stack must retreat while it can');
      if (a.type !== 'retreat') return wrong('MiB 7.3', 'the next hex of the retreat');
      return hexes.includes(hex(ctx, a.to)) ? null : violation('bad-retreat', 'MiB 7.3', `to: ${a.to} is not an adjacent hex farther from the attackers, passable, free of enemies and with room`);
    },
    apply: (ctx, draft, a, emit) => retreatStep(ctx, draft, a.type === 'retreat' ? hex(ctx, a.to) : -1, emit),
  }),
  advance: side(attacker, {
    legalActions: (ctx, s) => [...advanceHexes(ctx, s, boardOf(ctx, s)).map((h) => ({ type: 'advance', to: ctx.hexIds[h]! }) as const), { type: 'stop' }],
    check(ctx, s, a) {
      if (a.type === 'stop') return null;
      if (a.type !== 'advance') return wrong('MiB 7.3', 'an advance or a stop');
      return advanceHexes(ctx, s, boardOf(ctx, s)).includes(hex(ctx, a.to)) ? null : violation('bad-advance', 'MiB 7.3', `to: ${a.to} is not a hex the stack may advance into`);
    },
    apply(ctx, draft, a, emit) {
      if (a.type === 'advance') advanceStep(ctx, draft, hex(ctx, a.to), emit);
      else stopAdvance(ctx, draft, emit);
    },
  }),
};
