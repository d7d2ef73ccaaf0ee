import { crtOutcomes, D6, type CombatModifier, type CombatPreview } from 'kriegsspiel';
import type { AcgAction } from '../actions.js';
import type { AcgView } from '../acgTypes.js';
import { boardOf } from '../board.js';
import type { AcgContext } from '../context.js';
import { checkAttack } from '../rules/combat/attackOptions.js';
import { attackSum } from '../rules/combat/differential.js';
import { stepOf } from '../rules/steps.js';
import type { AcgState } from '../types.js';
import type { Side } from '../vocabulary.js';
import { viewState } from './viewState.js';

/** What each column shift stands for (ACG 9.9, 9.11, 9.12). */
const SHIFT_WHAT: Readonly<Record<string, string>> = {
  'ACG 9.9': 'defender in a Town or Fortress',
  'ACG 9.11': 'every attacker up a hillcrest',
  'ACG 9.12': 'enfilade',
};

const signed = (n: number): string => (n > 0 ? `+${n}` : String(n));

/**
 * The attack before the die (ACG 9.5-9.14), worked out by the rules' own `attackSum` (the numbers the `attacked`
 * event reports): each attacker's and the defender's combat factors, the artillery marker's factors after its limit
 * and doubling (9.13), the differential, its column (9.6), each shift with its case (9.9, 9.11, 9.12), the final
 * column on the attacker's row of the CRT and each result's probability (`a/d`: steps lost by attacker and defender;
 * a defender that retreats loses one step fewer, 9.17). With an `attack` action, the attack it would launch (`null`
 * if illegal); without, the attack whose die is pending. `null` otherwise.
 *
 * @example
 * ```ts
 * import { aCrowningGlory } from 'kriegsspiel/rulesets/a-crowning-glory';
 * import { acgCombatPreview } from './acgCombatPreview.js';
 * const setup = aCrowningGlory.setup('austerlitz-intro', {}, 1);
 * const made = setup.ok ? aCrowningGlory.contextOf(setup.state) : null;
 * const view = setup.ok ? aCrowningGlory.view(setup.state, 'french') : null;
 * if (made?.ok && view?.ok) acgCombatPreview(made.context, view.view, 'french'); // null: no attack pending at the set-up
 * ```
 */
export function acgCombatPreview(ctx: AcgContext, view: AcgView, side: Side, action?: AcgAction): CombatPreview | null {
  const state = viewState(ctx, view, side);
  const board = boardOf(ctx, state);
  if (action !== undefined) {
    if (action.type !== 'attack' || stepOf(ctx, state) !== 'attack' || state.toAct !== side || checkAttack(board, side, action) !== null) return null;
    const target = ctx.map.grid.indexOf(action.target);
    const attackers = action.attackers.map((id) => ctx.unitIndex.get(id)!);
    return preview(state, side, board, target, attackers, action.marker === undefined ? -1 : ctx.markerIndex.get(action.marker)!);
  }
  const combat = state.combat;
  if (combat === null || combat.stage !== 'roll') return null;
  return preview(state, combat.attacker, board, combat.hex, combat.attackers, combat.marker);
}

function preview(state: AcgState, side: Side, board: ReturnType<typeof boardOf>, target: number, attackers: readonly number[], marker: number): CombatPreview {
  const { breakdown: b, column } = attackSum(board, side, target, attackers, marker);
  const table = state.options.crt[side];
  const modifiers: CombatModifier[] = [
    ...(b.marker ? [{ kind: 'strength' as const, value: b.marker.added, what: `artillery marker ${b.marker.id} (${b.marker.value})`, rule: 'ACG 9.13' }] : []),
    ...b.shifts.map((s) => ({ kind: 'shift' as const, value: s.columns, what: SHIFT_WHAT[s.rule] ?? s.rule, rule: s.rule })),
  ];
  const outcomes = crtOutcomes({ rows: table.rows, dieFaces: D6 }, column).map((o) => {
    const [a, d] = o.result.split('/');
    return { ...o, text: `attacker loses ${a} step(s), defender ${d}` };
  });
  const attack = b.attackers.reduce((n, a) => n + a.steps, 0) + (b.marker?.added ?? 0);
  return {
    rule: 'ACG 9.14',
    at: [b.defender.hex],
    attackers: b.attackers.map((a) => ({ unit: a.unit, at: a.hex, strength: a.steps })),
    defenders: [{ unit: b.defender.unit, at: b.defender.hex, strength: b.defender.steps, multiplier: 1 }],
    attack,
    defense: b.defender.steps,
    modifiers,
    computed: signed(b.differential),
    column: b.finalColumn,
    outcomes,
    notes: [
      `the differential ${signed(b.differential)} falls in the ${b.column} column (ACG 9.6)${b.column === b.finalColumn ? '' : `, shifted to ${b.finalColumn} (ACG 9.7)`}`,
      'a defender that retreats one hex loses one step fewer (ACG 9.17)',
    ],
  };
}
