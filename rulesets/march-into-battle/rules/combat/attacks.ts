import type { Draft } from 'immer';
import { violation, type Emit, type Violation } from 'kriegsspiel';
import type { MibAction } from '../../actions.js';
import { BRIDGE, RIVER, TERRAIN, inFront, unitsIn, type Board } from '../../board.js';
import type { MibContext } from '../../context.js';
import type { MibEvent } from '../../events.js';
import { OTHER_MOVEMENT_EFFECTS } from '../../tables.js';
import type { MibCombat, MibState } from '../../types.js';
import { SIDES } from '../../vocabulary.js';
import { hexsideMask } from '../hexsideMask.js';
import { isCombat, isNight, isSpent, KIND, unitId } from '../unitStatus.js';
import { chargeRefusal } from './charge.js';
import { openCombat } from './evade.js';

type AttackAction = Extract<MibAction, { type: 'attack' }>;

/**
 * Whether a unit of the active formation is fit to attack (MiB 7.0, OCE, 8.0, 10.1, 11.2): infantry or cavalry, not
 * disorganised, smashed, spent or out of supply, by day, under an ATTACK, ADVANCE or HOLD order.
 */
export function fitToAttack(ctx: MibContext, state: MibState, u: number): boolean {
  const unit = state.units[u]!;
  const formation = state.formations[state.active]!;
  const order = formation.order?.type;
  if (unit.hex < 0 || formation.restOnly || isNight(ctx, state) || (order !== 'attack' && order !== 'advance' && order !== 'hold')) return false;
  if (ctx.unitKind[u] !== KIND.infantry && ctx.unitKind[u] !== KIND.cavalry) return false;
  return !(unit.dis || unit.smashed || unit.oos || isSpent(state.options, unit));
}

/** Whether a unit of the active formation may attack now (MiB 7.0, OME): fit to, and it has not acted or moved with 2 MP left. */
export function mayAttack(ctx: MibContext, state: MibState, u: number): boolean {
  const unit = state.units[u]!;
  return fitToAttack(ctx, state, u) && (unit.act === 0 || (unit.act === 1 && unit.mp >= OTHER_MOVEMENT_EFFECTS.attackAfterMove));
}

/** Whether units in `from` can attack the adjacent `target` across their hexside: not across unbridged river (TEC N/A). */
function attackable(ctx: MibContext, state: MibState, from: number, target: number): boolean {
  const dir = ctx.map.grid.directionTo(from, target);
  if (dir < 0 || ctx.terrain[target] === TERRAIN.river) return false;
  const mask = hexsideMask(ctx, state, from, dir);
  return (mask & RIVER) === 0 || (mask & BRIDGE) !== 0;
}

/** The units of the active formation in `from` that may attack `target` (in their front, MiB 2.4). */
export function attackersFrom(ctx: MibContext, state: MibState, board: Board, from: number, target: number): number[] {
  if (!attackable(ctx, state, from, target)) return [];
  const dir = ctx.map.grid.directionTo(from, target);
  return unitsIn(board, from).filter((u) => ctx.unitFormation[u] === state.active && mayAttack(ctx, state, u) && inFront(ctx, from, state.units[u]!.facing, dir));
}

/** The enemy hexes the active formation can attack, each with the hexes it can attack from (MiB 7.0). */
export function attackTargets(ctx: MibContext, state: MibState, board: Board): Map<number, number[]> {
  const enemy = 1 - ctx.formationSide[state.active]!;
  const out = new Map<number, number[]>();
  const from = new Set(ctx.formationUnits[state.active]!.filter((u) => mayAttack(ctx, state, u)).map((u) => state.units[u]!.hex));
  for (const h of [...from].sort((a, b) => a - b)) {
    for (let d = 0; d < 6; d++) {
      const t = ctx.map.grid.neighbor(h, d);
      if (t < 0 || board.owner[t] !== enemy || !unitsIn(board, t).some((v) => isCombat(ctx, v))) continue;
      if (attackersFrom(ctx, state, board, h, t).length === 0) continue;
      out.set(t, [...(out.get(t) ?? []), h]);
    }
  }
  return out;
}

/**
 * Every attack of the active formation: each target with each set of hexes it can be attacked from (MiB 7.0), and
 * as a charge too where one is allowed (7.12).
 */
export function attackActions(ctx: MibContext, state: MibState, board: Board): AttackAction[] {
  const out: AttackAction[] = [];
  for (const [target, hexes] of [...attackTargets(ctx, state, board)].sort((a, b) => a[0] - b[0])) {
    for (let mask = 1; mask < 1 << hexes.length; mask++) {
      const chosen = hexes.filter((_h, i) => (mask & (1 << i)) !== 0);
      const from = chosen.map((h) => ctx.hexIds[h]!);
      out.push({ type: 'attack', target: ctx.hexIds[target]!, from, charge: false });
      const attackers = chosen.flatMap((h) => attackersFrom(ctx, state, board, h, target));
      if (chargeRefusal(ctx, state, target, chosen, attackers) === null) out.push({ type: 'attack', target: ctx.hexIds[target]!, from, charge: true });
    }
  }
  return out;
}

/** Why an attack is illegal, or `null` (MiB 7.0, a charge 7.12). */
export function checkAttack(ctx: MibContext, state: MibState, board: Board, a: AttackAction): Violation | null {
  const target = ctx.map.grid.indexOf(a.target);
  const hexes = attackTargets(ctx, state, board).get(target);
  if (hexes === undefined) return violation('bad-target', 'MiB 7.0', `target: ${a.target} is not an enemy hex the active formation can attack`);
  const from = a.from.map((id) => ctx.map.grid.indexOf(id));
  if (from.some((h, i) => !hexes.includes(h) || (i > 0 && h <= from[i - 1]!))) {
    return violation('bad-attackers', 'MiB 7.0', `from: each hex once, in map order, among ${hexes.map((h) => ctx.hexIds[h]).join(', ')}`);
  }
  return a.charge ? chargeRefusal(ctx, state, target, from, from.flatMap((h) => attackersFrom(ctx, state, board, h, target))) : null;
}

/**
 * The combat a legal attack opens (MiB 7.0, 7.12, 6.12), before any unit is marked as done: its attackers (every
 * eligible unit of the active formation in `from`), every unit in the target hex, and whether it is hasty.
 */
export function plannedCombat(ctx: MibContext, state: MibState, board: Board, a: AttackAction): MibCombat {
  const target = ctx.map.grid.indexOf(a.target);
  const from = a.from.map((id) => ctx.map.grid.indexOf(id));
  const attackers = from.flatMap((h) => attackersFrom(ctx, state, board, h, target));
  const defenders = unitsIn(board, target);
  const hasty = attackers.some((u) => state.units[u]!.act === 1) || state.formations[state.active]!.order?.type === 'advance';
  return {
    stage: 'crt', attacker: SIDES[ctx.formationSide[state.active]!]!, target, from, attackers, defenders, charge: a.charge, hasty,
    checks: [], cavalryHalved: false, countercharged: [], row: -1, stacks: [], losses: null, smash: [], leaders: [], retreat: null, guns: [], advance: null,
  };
}

/**
 * Declares an attack (MiB 7.0), or a charge (7.12): every eligible unit of the active formation in `from` attacks
 * every unit in the target hex. It is hasty when an attacker moved this activation or the formation is under
 * ADVANCE (6.12). The attackers are done for the activation. Cavalry attacked may retreat before combat first (7.6).
 */
export function declareAttack(ctx: MibContext, draft: Draft<MibState>, board: Board, a: AttackAction, emit: Emit<MibEvent>): void {
  const combat = plannedCombat(ctx, draft, board, a);
  const { attackers, defenders, hasty } = combat;
  for (const u of attackers) draft.units[u]!.act = 2;
  draft.combat = combat as Draft<MibCombat>; // plain new data: its arrays are the draft's own
  const rule = a.charge ? 'MiB 7.12' : 'MiB 7.0';
  emit?.({ type: 'attackDeclared', rule, target: a.target, attackers: attackers.map((u) => unitId(ctx, u)), defenders: defenders.map((u) => unitId(ctx, u)), charge: a.charge, hasty });
  openCombat(ctx, draft, board, emit);
}
