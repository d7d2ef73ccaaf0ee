import { crtOutcomes, type CombatOutcome, type CombatPreview } from 'kriegsspiel';
import type { NawAction } from '../actions.js';
import { boardOf, type Board } from '../board.js';
import type { NawContext } from '../context.js';
import type { NawView } from '../nawTypes.js';
import { bombards, canAttackAdjacent, canBombard, mayAttack } from '../rules/combat/combatants.js';
import { checkForming, combatUnits } from '../rules/combat/combatFormation.js';
import { weighCombat } from '../rules/combat/odds.js';
import { stepOf } from '../rules/steps.js';
import type { CombatState, NawState, Side } from '../types.js';
import { viewState } from './viewState.js';

/** What each CRT result does (NAW 7.6). */
const RESULT_TEXT: Readonly<Record<string, string>> = {
  Ae: 'attackers eliminated', Ar: 'attackers retreat one hex', Dr: 'defenders retreat one hex', De: 'defenders eliminated',
  Ex: 'defenders eliminated; the attacker loses at least their printed strength',
};

/** A combat as the rules hold it, enough to weigh: its defending hexes and attacking units. */
type Plan = Pick<CombatState, 'defenderHexes' | 'attackers' | 'bombarding'>;

/**
 * The combat before the die (NAW 7.0-7.9, 8.1, 9.0), weighed by the rules' own `weighCombat` (the numbers the
 * `combatResolved` event reports): each unit's strength, each defender's terrain or hexside multiplier, the odds
 * computed and the column rolled on, each CRT result's probability, and the lower columns the attacker may choose
 * instead (7.9). Without `action`, the combat being formed or rolled; with `attack`, `addDefender` or `addAttacker`,
 * the combat as that (legal) action would leave it; with `resolve`, the combat on that column. While no attacking unit
 * has joined, every unit that could join is counted (noted). `null` when there is no such combat or the action is
 * illegal.
 *
 * @example
 * ```ts
 * import { napoleonAtWar } from 'kriegsspiel/rulesets/napoleon-at-war';
 * import { nawCombatPreview } from './nawCombatPreview.js';
 * const setup = napoleonAtWar.setup('skirmish', {}, 1);
 * const made = setup.ok ? napoleonAtWar.contextOf(setup.state) : null;
 * const view = setup.ok ? napoleonAtWar.view(setup.state, 'french') : null;
 * if (made?.ok && view?.ok) nawCombatPreview(made.context, view.view, 'french'); // null: no combat in a movement phase
 * ```
 */
export function nawCombatPreview(ctx: NawContext, view: NawView, side: Side, action?: NawAction): CombatPreview | null {
  const state = viewState(view);
  const combat = state.combat;
  let plan: Plan | null = combat;
  let column: string | null = combat?.stage === 'roll' ? state.options.crt.columns[combat.column]!.label : null;
  if (action !== undefined) {
    if (stepOf(ctx, state) !== 'combat' || state.phasing !== side || checkForming(ctx, state, action) !== null) return null;
    plan = planAfter(ctx, state, action);
    if (action.type === 'resolve') column = action.odds;
  } else if (combat === null || (combat.stage !== 'forming' && combat.stage !== 'roll')) return null;
  return plan === null ? null : weigh(boardOf(ctx, state), plan, column, combat?.stage !== 'roll');
}

/** The combat a legal combat-phase action leaves (the same as before for `resolve`), or `null` for `endPhase`. */
function planAfter(ctx: NawContext, state: NawState, action: NawAction): Plan | null {
  const combat = state.combat;
  const hex = (id: string): number => ctx.map.grid.indexOf(id);
  switch (action.type) {
    case 'attack':
      return { defenderHexes: [hex(action.hex)], attackers: [], bombarding: [] };
    case 'addDefender':
      return { ...combat!, defenderHexes: [...combat!.defenderHexes, hex(action.hex)] };
    case 'addAttacker': {
      const unit = state.units[ctx.unitIndex.get(action.unit)!]!;
      return bombards(boardOf(ctx, state), unit) ? { ...combat!, bombarding: [...combat!.bombarding, unit.id] } : { ...combat!, attackers: [...combat!.attackers, unit.id] };
    }
    case 'resolve':
      return combat;
    default:
      return null;
  }
}

/** Every unit of the attacker that could join an attack on all the plan's hexes (NAW 7.15, 7.21, 8.1-8.3). */
function everyJoiner(board: Board, plan: Plan): Plan {
  const { state } = board;
  const attackers: string[] = [];
  const bombarding: string[] = [];
  for (const u of state.units) {
    if (u.side !== state.phasing || !mayAttack(u)) continue;
    if (bombards(board, u)) {
      if (plan.defenderHexes.length === 1 && canBombard(board, u, plan.defenderHexes[0]!)) bombarding.push(u.id); // 8.13: one hex
    } else if (plan.defenderHexes.every((h) => canAttackAdjacent(board, u, h))) attackers.push(u.id);
  }
  return { ...plan, attackers, bombarding };
}

function weigh(board: Board, given: Plan, chosen: string | null, mayReduce: boolean): CombatPreview {
  const crt = board.state.options.crt;
  const joinAll = given.attackers.length + given.bombarding.length === 0;
  const plan = joinAll ? everyJoiner(board, given) : given;
  const { breakdown, column: computed } = weighCombat(board, combatUnits(board, plan as CombatState));
  const index = chosen === null ? computed : crt.columns.findIndex((c) => c.label === chosen);
  const outcomes = (c: number): CombatOutcome[] => crtOutcomes(crt, c).map((o) => ({ ...o, text: RESULT_TEXT[o.result] ?? o.result }));
  const choices = crt.columns.slice(0, computed + 1).flatMap((c, k) => (k === index ? [] : [{ column: c.label, outcomes: outcomes(k) }]));
  return {
    rule: 'NAW 7.6',
    at: breakdown.defenders.map((d) => d.hex),
    attackers: breakdown.attackers.map((a) => ({ unit: a.unit, at: a.hex, strength: a.strength, ...(a.bombarding ? { note: 'bombarding (NAW 8.1)' } : {}) })),
    defenders: breakdown.defenders.map((d) => ({ unit: d.unit, at: d.hex, strength: d.strength, multiplier: d.multiplier, ...(d.terrain ? { note: d.terrain } : {}) })),
    attack: breakdown.attack,
    defense: breakdown.defense,
    modifiers: breakdown.defenders
      .filter((d) => d.multiplier !== 1)
      .map((d) => ({ kind: 'multiplier' as const, value: d.multiplier, what: `${d.unit} in ${d.hex}: ${d.terrain}`, rule: 'NAW 9.0' })),
    computed: breakdown.computedOdds,
    column: crt.columns[index]!.label,
    outcomes: outcomes(index),
    ...(mayReduce && choices.length > 0 ? { choices } : {}),
    ...(joinAll ? { notes: ['no unit has joined yet: counted with every unit that could (NAW 7.13)'] } : {}),
  };
}
