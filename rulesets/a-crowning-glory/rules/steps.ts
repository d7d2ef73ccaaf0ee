import { D6, violation, type StepTable, type Violation } from 'kriegsspiel';
import type { AcgAction } from '../actions.js';
import type { AcgTypes } from '../acgTypes.js';
import { boardOf } from '../board.js';
import type { AcgContext } from '../context.js';
import type { AcgState } from '../types.js';
import { enemyOf, type Side } from '../vocabulary.js';
import { apportionActions, checkApportion } from './combat/apportion.js';
import { attackActions, checkAttack } from './combat/attackOptions.js';
import { applyCombatRoll, combatDie, declareAttack } from './combat/declareAttack.js';
import { advance, advancers, apportion, defenderLoses, endAttack, retreatChoice, retreatHexes } from './combat/resolution.js';
import { applyMove, checkMove, moveActions, selectable } from './movement.js';
import { applyArtillery, applyPlace, artilleryActions, checkPlace } from './placement.js';
import { placeActions } from './placesOf.js';
import { applyRegroup } from './regroup.js';
import { declare, nextAttacker } from './sequence.js';
import { mayPlayVariant, playVariant } from '../variants.js';
import { endGame } from './victory.js';

type Step = StepTable<AcgTypes>[string];
type SideStep = Extract<Step, { kind: 'side' }>;

/**
 * The step an A Crowning Glory state is in (the names are `decision.step`); `null` once the game is over.
 */
export function stepOf(_ctx: AcgContext, state: AcgState): string | null {
  switch (state.phase) {
    case 'over':
      return null;
    case 'setup':
      return state.choosingArtillery ? 'artillery' : 'placement';
    case 'movement':
      if (!state.rolled && state.units.some((u) => u.status === 'variable')) return 'variable-roll';
      return state.moving >= 0 ? 'move' : 'select';
    case 'combat':
      return state.combat === null ? 'attack' : state.combat.stage === 'roll' ? 'combat-roll' : state.combat.stage;
    default:
      return state.phase;
  }
}

/** One listed choice among `actions`, compared as JSON (for the steps whose lists are short). */
const listed = (actions: readonly AcgAction[], action: AcgAction, rule: string, message: string): Violation | null =>
  actions.some((a) => JSON.stringify(a) === JSON.stringify(action)) ? null : violation('not-allowed', rule, message);

/**
 * A step of one side, with two choices open at every decision: playing the side's Variant marker (11.0: the rules
 * say when a marker is drawn, not when it is played; an interpretation: at any of its holder's decisions), and
 * capitulating when the option is on (4.6).
 */
function sideStep(who: (ctx: AcgContext, state: AcgState) => Side, step: Omit<SideStep, 'kind' | 'who'>): SideStep {
  return {
    kind: 'side',
    who,
    legalActions: (ctx, state) => [
      ...step.legalActions(ctx, state),
      ...(mayPlayVariant(state, who(ctx, state)) ? [{ type: 'variant' } as const] : []),
      ...(state.options.capitulation ? [{ type: 'capitulate' } as const] : []),
    ],
    check(ctx, state, action) {
      if (action.type === 'capitulate') return state.options.capitulation ? null : violation('no-capitulation', 'ACG 4.6', 'capitulation is off in these options');
      if (action.type === 'variant') return mayPlayVariant(state, who(ctx, state)) ? null : violation('no-variant', 'ACG 11.0', 'no unplayed Variant marker of use to this side');
      return step.check(ctx, state, action) ?? null;
    },
    apply(ctx, draft, action, emit) {
      if (action.type === 'variant') return playVariant(ctx, draft, who(ctx, draft), emit);
      if (action.type !== 'capitulate') return step.apply(ctx, draft, action, emit);
      const loser = who(ctx, draft);
      const losers = loser === 'french' ? 'French' : 'Allies';
      endGame(draft, enemyOf(loser), { rule: 'ACG 4.6', grade: 'capitulation', summary: `The ${losers} capitulated`, reason: `the ${losers} capitulated` }, emit);
    },
  };
}

const french = (): Side => 'french';
const toAct = (_ctx: AcgContext, state: AcgState): Side => state.toAct;
const attacker = (_ctx: AcgContext, state: AcgState): Side => state.combat!.attacker;
const defender = (_ctx: AcgContext, state: AcgState): Side => enemyOf(state.combat!.attacker);
const wrong = (rule: string, what: string): Violation => violation('wrong-step', rule, `the game asks for ${what} now`);

/**
 * A Crowning Glory's decision steps, declared once: who decides each, its legal actions, its check and its apply.
 * Each stage of an attack is a step, so any state can be saved and resumed.
 */
export const ACG_STEPS: StepTable<AcgTypes> = {
  artillery: sideStep(french, {
    legalActions: artilleryActions,
    check: (ctx, _s, a) => (a.type !== 'artillery' ? wrong('ACG 10.4', 'the French artillery choice') : listed(artilleryActions(ctx), { type: 'artillery', markers: a.markers }, 'ACG 10.4', 'markers: not one of the scenario\'s artillery sets')),
    apply: (ctx, draft, a, emit) => void (a.type === 'artillery' && applyArtillery(ctx, draft, a.markers, emit)),
  }),
  placement: sideStep(french, {
    legalActions: placeActions,
    check: (ctx, s, a) => (a.type !== 'place' ? wrong('ACG 5.6', 'a placement') : checkPlace(ctx, s, a)),
    apply: (ctx, draft, a, emit) => void (a.type === 'place' && applyPlace(ctx, draft, a, emit)),
  }),
  declaration: sideStep(french, {
    legalActions: () => [{ type: 'declare', first: 'movement' }, { type: 'declare', first: 'combat' }],
    check: (_c, _s, a) => (a.type !== 'declare' ? wrong('ACG 5.2', 'the French declaration of Phase II') : null),
    apply: (ctx, draft, a, emit) => void (a.type === 'declare' && declare(ctx, draft, a.first, emit)),
  }),
  'variable-roll': {
    kind: 'chance',
    chance: () => ({ what: 'Variable group arrival', rule: 'ACG 5.7', values: D6 }),
    apply(_ctx, draft, roll) {
      const faces = draft.turn === 1 ? draft.options.variableArrival.firstTurn : draft.options.variableArrival.laterTurns;
      draft.rolled = true;
      if (!faces.includes(roll)) return;
      for (const u of draft.units) if (u.status === 'variable') [u.status, u.active] = ['arrived', true];
      for (const m of draft.markers) if (m.status === 'variable') [m.status, m.active] = ['box', true];
    },
  },
  select: sideStep(toAct, {
    legalActions: (_c, s) => selectable(s).map((u) => ({ type: 'select', unit: s.units[u]!.id })),
    check(ctx, s, a) {
      if (a.type !== 'select') return wrong('ACG 8.2', 'the unit to move next');
      const u = ctx.unitIndex.get(a.unit);
      return u !== undefined && selectable(s).includes(u) ? null : violation('not-selectable', 'ACG 8.1', `unit: ${a.unit} is not an Active ${s.toAct} unit that can move`);
    },
    apply(ctx, draft, a, emit) {
      if (a.type !== 'select') return;
      draft.moving = ctx.unitIndex.get(a.unit)!;
      emit?.({ type: 'selected', rule: 'ACG 8.2', unit: a.unit });
    },
  }),
  move: sideStep(toAct, {
    legalActions: moveActions,
    check: (ctx, s, a) => (a.type === 'stay' ? null : a.type === 'move' || a.type === 'exit' ? checkMove(ctx, s, a) : wrong('ACG 8.1', "the selected unit's move")),
    apply: applyMove,
  }),
  attack: sideStep(toAct, {
    legalActions: (ctx, s) => [...attackActions(boardOf(ctx, s), s.toAct), { type: 'pass' }],
    check: (ctx, s, a) => (a.type === 'pass' ? null : a.type === 'attack' ? checkAttack(boardOf(ctx, s), s.toAct, a) : wrong('ACG 9.1', 'an attack or a pass')),
    apply(ctx, draft, a, emit) {
      if (a.type === 'attack') return declareAttack(ctx, draft, a, emit);
      if (a.type !== 'pass') return;
      emit?.({ type: 'passed', rule: 'ACG 9.1', side: draft.toAct });
      draft.passes++;
      draft.toAct = enemyOf(draft.toAct);
      nextAttacker(ctx, draft, emit);
    },
  }),
  'combat-roll': { kind: 'chance', chance: combatDie, apply: applyCombatRoll },
  'attacker-losses': sideStep(attacker, {
    legalActions: apportionActions,
    check: (ctx, s, a) => (a.type !== 'apportion' ? wrong('ACG 9.16', "the split of the attacker's losses") : checkApportion(ctx, s, a)),
    apply: (ctx, draft, a, emit) => void (a.type === 'apportion' && apportion(ctx, draft, a.losses, emit)),
  }),
  retreat: sideStep(defender, {
    legalActions: (ctx, s) => [
      ...retreatHexes(ctx, s).map((h) => ({ type: 'retreat', to: ctx.hexIds[h]! }) as const),
      ...(retreatChoice(ctx, s) === 'choose' ? [{ type: 'stand' } as const] : []),
    ],
    check(ctx, s, a) {
      if (a.type === 'stand') return retreatChoice(ctx, s) === 'choose' ? null : violation('must-retreat', 'ACG 4.8', 'a demoralized Allied army must retreat when it can');
      if (a.type !== 'retreat') return wrong('ACG 9.17', 'the retreat choice');
      const to = ctx.map.grid.indexOf(a.to);
      return retreatHexes(ctx, s).includes(to) ? null : violation('bad-retreat', 'ACG 9.17', `to: ${a.to} is not an empty hex next to the defender out of enemy zones of control`);
    },
    apply: (ctx, draft, a, emit) => void ((a.type === 'retreat' || a.type === 'stand') && defenderLoses(ctx, draft, a.type === 'retreat' ? ctx.map.grid.indexOf(a.to) : -1, emit)),
  }),
  advance: sideStep(attacker, {
    legalActions: (ctx, s) => [...advancers(ctx, s).map((u) => ({ type: 'advance', unit: s.units[u]!.id }) as const), { type: 'decline' }],
    check(ctx, s, a) {
      if (a.type === 'decline') return null;
      if (a.type !== 'advance') return wrong('ACG 9.18', 'the advance after combat');
      const u = ctx.unitIndex.get(a.unit);
      return u !== undefined && advancers(ctx, s).includes(u) ? null : violation('bad-advance', 'ACG 9.18', `unit: ${a.unit} is not a surviving attacker that may enter the vacated hex`);
    },
    apply(ctx, draft, a, emit) {
      if (a.type === 'advance') advance(ctx, draft, ctx.unitIndex.get(a.unit)!, emit);
      else if (a.type === 'decline') endAttack(ctx, draft, emit);
    },
  }),
  regroup: sideStep(french, {
    legalActions: () => [{ type: 'regroup' }, { type: 'decline' }],
    check: (_c, _s, a) => (a.type === 'regroup' || a.type === 'decline' ? null : wrong('ACG 5.5', 'the regroup decision')),
    apply: (ctx, draft, a, emit) => applyRegroup(ctx, draft, a.type === 'regroup', emit),
  }),
};
