import { violation, type ActionSpace, type StepTable, type Violation } from 'kriegsspiel';
import type { NawAction } from '../actions.js';
import { enemyOf } from '../board.js';
import { freshBoard } from './movementCache.js';
import type { NawContext } from '../context.js';
import type { NawTypes } from '../nawTypes.js';
import type { NawState, Side } from '../types.js';
import { advanceOptions, applyAdvance, endCombat } from './combat/advance.js';
import { applyArrivalRoll, arrivalDie } from './arrivals.js';
import { applyForming, checkForming } from './combat/combatFormation.js';
import { formingActions } from './combat/formingActions.js';
import { applyCombatRoll, applyExchange, combatDie, exchangeChoices } from './combat/combatResult.js';
import { applyDeploy, checkDeployment, deploymentActions } from './deployment.js';
import { applyMovement, checkMovement, movementActions } from './movement.js';
import { applyRetreat, checkRetreat, retreatActions } from './combat/retreatActions.js';
import { endPhase } from './sequence.js';

/**
 * The step a Napoleon at War state is in: an arrival roll due (Wagram 14.7), the set-up (13.1), a movement or
 * combat phase (NAW 4.1), or a stage of the combat in progress (7.0: the die, an exchange, retreats and
 * displacements, the advance); `null` once the last game-turn is over.
 */
export function stepOf(_ctx: NawContext, state: NawState): string | null {
  if (state.over) return null;
  if (state.pendingRolls.length > 0) return 'arrival-roll';
  const combat = state.combat;
  if (combat === null || combat.stage === 'forming') return state.phase;
  if (combat.stage === 'roll') return 'combat-roll';
  if (combat.stage === 'retreat' && combat.displacing) return 'displacement';
  return combat.stage;
}

/** The phasing side: it decides the set-up, movement, combat formation and exchange steps (NAW 4.1). */
const phasing = (_ctx: NawContext, state: NawState): Side => state.phasing;

/** The defending side: the one not phasing (NAW 7.0). */
const defender = (state: NawState): Side => enemyOf(state.phasing);

/** Whether the combat's result fell on the attacker (Ar, Ae): it retreats, and the defender may advance (7.71, 7.74). */
const attackerLost = (state: NawState): boolean => state.combat?.result === 'Ar' || state.combat?.result === 'Ae';

/** The exchange choices (NAW 7.6 Ex): sets of attackers whose printed strengths cover what is owed, none to spare. */
function exchangeActions(ctx: NawContext, state: NawState): NawAction[] {
  const combat = state.combat!;
  const strengths = combat.attackers.map((id) => state.units[ctx.unitIndex.get(id)!]!.strength);
  return exchangeChoices(strengths, combat.exchangeOwed).map((pick) => ({ type: 'exchange', units: pick.map((i) => combat.attackers[i]!) }));
}

/** The advances after combat (NAW 7.74): one victorious participant into a vacated hex, or none. */
function advanceActions(ctx: NawContext, state: NawState): NawAction[] {
  const out: NawAction[] = advanceOptions(freshBoard(ctx, state)).map((o) => ({ type: 'advance', unit: state.units[o.unit]!.id, to: ctx.hexIds[o.hex]! }));
  out.push({ type: 'declineAdvance' });
  return out;
}

const sameSet = (a: readonly string[], b: readonly string[]): boolean => a.length === b.length && a.every((x) => b.includes(x));

function checkExchange(ctx: NawContext, state: NawState, action: NawAction): Violation | null {
  if (action.type !== 'exchange') return violation('exchange-owed', 'NAW 7.6', 'choose the attacking units lost to the exchange first');
  if (exchangeActions(ctx, state).some((a) => a.type === 'exchange' && sameSet(a.units, action.units))) return null;
  return violation('bad-exchange', 'NAW 7.6', `units: the chosen attackers must have printed strengths of at least ${state.combat!.exchangeOwed}, with none to spare`);
}

function checkRetreatStep(ctx: NawContext, state: NawState, action: NawAction): Violation | null {
  if (action.type !== 'retreat' && action.type !== 'displace' && action.type !== 'declineRetreat') {
    return violation('retreat-owed', 'NAW 7.71', 'retreats must be carried out first');
  }
  return checkRetreat(ctx, state, action);
}

function checkAdvance(ctx: NawContext, state: NawState, action: NawAction): Violation | null {
  if (action.type === 'declineAdvance') return null;
  if (action.type !== 'advance') return violation('advance-pending', 'NAW 7.74', 'advance or decline to advance first');
  const ok = advanceActions(ctx, state).some((a) => a.type === 'advance' && a.unit === action.unit && a.to === action.to);
  return ok ? null : violation('bad-advance', 'NAW 7.74', 'only one victorious participant may advance, one hex, into a hex this combat vacated');
}

const retreatStep = {
  kind: 'side',
  who: (_ctx, state) => (attackerLost(state) ? state.phasing : defender(state)),
  legalActions: retreatActions,
  check: checkRetreatStep,
  apply: applyRetreat,
} as const satisfies StepTable<NawTypes>[string];

/**
 * The action space of the movement and set-up steps (an AI hook: bots and encoders sample from it; see
 * `actionSpace` in rules/actionSpace.ts, which `napoleonAtWar` passes in).
 */
export type NawActionSpace = (ctx: NawContext, state: NawState) => ActionSpace<NawAction> | null;

/**
 * Napoleon at War's decision steps, declared once (the names are `decision.step`): who decides each, its legal
 * actions, its check and its apply. The combat procedure's stages are steps too, so any intermediate state can be
 * saved and resumed. The movement and set-up steps carry `actionSpace` when it is given (the full `napoleonAtWar`
 * passes it; the lean `napoleonAtWarRules` does not, so its `actionSpace(state)` is `null` and bots list the legal
 * actions instead).
 *
 * @example
 * ```ts
 * import { nawSteps } from './steps.js';
 * const rules = nawSteps(); // no AI hook: what the lean instance plays with
 * rules['movement']?.kind; // 'side'
 * ```
 */
export function nawSteps(actionSpace?: NawActionSpace): StepTable<NawTypes> {
  const space = actionSpace === undefined ? {} : { actionSpace };
  return {
    'arrival-roll': { kind: 'chance', chance: arrivalDie, apply: applyArrivalRoll },
    deployment: {
      kind: 'side',
      who: phasing,
      legalActions: deploymentActions,
      check: checkDeployment,
      apply: (ctx, draft, action, emit) => action.type === 'deploy' && applyDeploy(ctx, draft, action.unit, action.to, emit),
      ...space,
    },
    movement: {
      kind: 'side',
      who: phasing,
      legalActions: movementActions,
      check: checkMovement,
      apply(ctx, draft, action, emit) {
        if (action.type === 'move' || action.type === 'exit') applyMovement(ctx, draft, action, emit);
        else if (action.type === 'endPhase') endPhase(ctx, draft, emit);
      },
      ...space,
    },
    combat: {
      kind: 'side',
      who: phasing,
      legalActions: formingActions,
      check: checkForming,
      apply(ctx, draft, action, emit) {
        if (action.type === 'attack' || action.type === 'addDefender' || action.type === 'addAttacker' || action.type === 'resolve' || action.type === 'endPhase') {
          applyForming(ctx, draft, action, emit);
        }
      },
    },
    'combat-roll': { kind: 'chance', chance: combatDie, apply: applyCombatRoll },
    exchange: {
      kind: 'side',
      who: phasing,
      legalActions: exchangeActions,
      check: checkExchange,
      apply: (ctx, draft, action, emit) => action.type === 'exchange' && applyExchange(ctx, draft, action.units, emit),
    },
    retreat: retreatStep,
    displacement: retreatStep,
    advance: {
      kind: 'side',
      who: (_ctx, state) => (attackerLost(state) ? defender(state) : state.phasing),
      legalActions: advanceActions,
      check: checkAdvance,
      apply(ctx, draft, action, emit) {
        if (action.type === 'advance') applyAdvance(ctx, draft, action.unit, action.to, emit);
        else endCombat(ctx, draft);
      },
    },
  };
}
