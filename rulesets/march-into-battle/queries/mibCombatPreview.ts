import { D6, type CombatModifier, type CombatOutcome, type CombatPreview, type FollowUp } from 'kriegsspiel';
import type { MibAction } from '../actions.js';
import { boardOf } from '../board.js';
import type { MibContext } from '../context.js';
import { attackerStrength, defenderStrength, oddsOf } from '../rules/combat/odds.js';
import { checkAttack, plannedCombat } from '../rules/combat/attacks.js';
import { cetColumns } from '../rules/combat/effects.js';
import { stepOf } from '../rules/steps.js';
import { KIND, unitId } from '../rules/unitStatus.js';
import { cetRowOf, crtRowOf, type CetCell } from '../tables.js';
import type { MibCombat, MibState } from '../types.js';
import type { MibView } from '../view.js';
import { enemyOf, SIDES, type Side } from '../vocabulary.js';
import { viewState } from './viewState.js';

const signed = (n: number): string => (n >= 0 ? `+${n}` : String(n));

/** A CET cell as the aid prints it: `D` or `Dn`, casualties `c`, stragglers `s`, fatigue `F`, `L`; `-` for nothing. */
function cellLabel(cell: CetCell): string {
  const parts = [
    ...(cell.disorganise === 'all' ? ['D'] : cell.disorganise === null ? [] : [`D${cell.disorganise}`]),
    ...(cell.c > 0 ? [`${cell.c}c`] : []), ...(cell.s > 0 ? [`${cell.s}s`] : []), ...(cell.f > 0 ? [`F${cell.f}`] : []), ...(cell.leader ? ['L'] : []),
  ];
  return parts.length === 0 ? '-' : parts.join(' ');
}

/** A CRT row as words: the attacker's and the defender's CET columns and modifiers, and the hexes of an advance. */
function rowLabel(state: MibState, combat: MibCombat, row: number): string {
  const { attacker, defender } = cetColumns(state, combat, row);
  const hexes = state.options.crt[row]!.attacker.hexes;
  return `attacker ${attacker.column} ${signed(attacker.drm)}${hexes > 0 ? ` (${hexes} hex)` : ''}, defender ${defender.column} ${signed(defender.drm)}`;
}

/** The outcomes of a CET column rolled with a modifier (MiB CET), grouped by cell. */
function cetOutcomes(state: MibState, column: keyof MibState['options']['cet'], drm: number): CombatOutcome[] {
  const out = new Map<string, number[]>();
  for (const face of D6) {
    const label = cellLabel(state.options.cet[column][cetRowOf(face + drm)]!);
    out.set(label, [...(out.get(label) ?? []), face]);
  }
  return [...out].map(([result, rolls]) => ({ result, probability: rolls.length / D6.length, rolls }));
}

/**
 * An attack before the die (MiB 7.0-7.13, CM, CRT, CET), worked out by the rules' own `oddsOf` (the numbers the
 * `combatRolled` event reports): each unit's strength as counted (terrain, halvings, OCE), the totals and their
 * ratio, every die modifier with its case, each CRT row's probability, and for each row the CET roll of the attacking
 * stacks and of the defending stack with each cell's probability. With an `attack` action, the attack it would
 * declare (a charge's checks and a cavalry defender's retreat before combat, 7.6 and 7.12, come first and may change
 * it: noted); without, the attack whose CRT die is pending. `null` otherwise.
 *
 * @example
 * ```ts
 * import { marchIntoBattle } from 'kriegsspiel/rulesets/march-into-battle';
 * import { mibCombatPreview } from './mibCombatPreview.js';
 * const setup = marchIntoBattle.setup('aspern', {}, 1);
 * const made = setup.ok ? marchIntoBattle.contextOf(setup.state) : null;
 * const view = setup.ok ? marchIntoBattle.view(setup.state, 'french') : null;
 * if (made?.ok && view?.ok) mibCombatPreview(made.context, view.view, 'french'); // null: orders come first
 * ```
 */
export function mibCombatPreview(ctx: MibContext, view: MibView, side: Side, action?: MibAction): CombatPreview | null {
  const state = viewState(ctx, view, side);
  const board = boardOf(ctx, state);
  if (action !== undefined) {
    if (action.type !== 'attack' || stepOf(ctx, state) !== 'act' || SIDES[ctx.formationSide[state.active]!] !== side) return null;
    if (checkAttack(ctx, state, board, action) !== null) return null;
    const combat = plannedCombat(ctx, state, board, action);
    return preview(ctx, state, combat, true);
  }
  return state.combat?.stage === 'crt' ? preview(ctx, state, state.combat, false) : null;
}

function preview(ctx: MibContext, state: MibState, combat: MibCombat, declared: boolean): CombatPreview {
  const odds = oddsOf(ctx, state, combat);
  const at = (u: number): string => ctx.hexIds[state.units[u]!.hex]!;
  const modifiers: CombatModifier[] = odds.drms.map((d) => ({ kind: 'drm', value: d.value, what: d.what ?? d.rule, rule: d.rule }));
  const rows = new Map<number, number[]>();
  for (const face of D6) rows.set(crtRowOf(face + odds.drm), [...(rows.get(crtRowOf(face + odds.drm)) ?? []), face]);
  const outcomes: CombatOutcome[] = [...rows].map(([row, rolls]) => ({ result: rowLabel(state, combat, row), probability: rolls.length / D6.length, rolls }));
  const followUps: FollowUp[] = [...rows.keys()].map((row) => {
    const { attacker, defender } = cetColumns(state, combat, row);
    const roll = (who: Side, c: typeof attacker) => ({
      side: who, column: c.column, modifiers: [{ kind: 'drm' as const, value: c.drm, what: 'the CRT row', rule: 'MiB CRT' }], outcomes: cetOutcomes(state, c.column, c.drm),
    });
    return { result: rowLabel(state, combat, row), rolls: [roll(combat.attacker, attacker), roll(enemyOf(combat.attacker), defender)] };
  });
  const notes = [
    `${odds.attack}:${odds.defence}, total DRM ${signed(odds.drm)} on the CRT (MiB CRT); then each attacking stack and the defending stack roll on the CET (MiB CET)`,
    ...(declared && combat.charge ? ['a charge: the charge checks and any countercharge come before the CRT and may change the strengths (MiB 7.12)'] : []),
    ...(declared && combat.defenders.some((u) => ctx.unitKind[u] === KIND.cavalry) ? ['cavalry attacked may retreat before combat (MiB 7.6)'] : []),
    ...(combat.hasty ? ['a hasty attack (MiB 6.12)'] : []),
  ];
  return {
    rule: 'MiB CRT',
    at: [ctx.hexIds[combat.target]!],
    attackers: combat.attackers.filter((u) => state.units[u]!.hex >= 0).map((u) => ({ unit: unitId(ctx, u), at: at(u), strength: attackerStrength(ctx, state, combat, u) })),
    defenders: combat.defenders.filter((u) => state.units[u]!.hex === combat.target).map((u) => ({ unit: unitId(ctx, u), at: at(u), strength: defenderStrength(ctx, state, combat, u) })),
    attack: odds.attack,
    defense: odds.defence,
    modifiers,
    computed: `${odds.attack}:${odds.defence}`,
    column: `CRT ${signed(odds.drm)}`,
    outcomes,
    followUps,
    notes,
  };
}
