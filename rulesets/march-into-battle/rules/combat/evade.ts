import type { Draft } from 'immer';
import type { Emit } from 'kriegsspiel';
import { boardOf, type Board } from '../../board.js';
import type { MibContext } from '../../context.js';
import type { MibEvent } from '../../events.js';
import { FATIGUE_BY_ACTION } from '../../tables.js';
import type { MibState } from '../../types.js';
import { addFatigue, disorganise, takeLoss } from '../losses.js';
import { isSpent, KIND } from '../unitStatus.js';
import { startChecks } from './chargeChecks.js';
import { endCombat } from './finish.js';
import { retreatHexes, stepBack } from './retreat.js';

/** The most hexes a stack retreats before combat (MiB 7.6). */
const EVADE_HEXES = 4;

/**
 * Whether the defending stack may retreat before combat (MiB 7.6, 10.1): every defender is cavalry, none spent, and
 * no attacker is cavalry (cavalry cannot outrun cavalry: interpretation 7.6).
 */
function mayEvade(ctx: MibContext, state: MibState): boolean {
  const combat = state.combat!;
  const cavalry = (u: number) => ctx.unitKind[u] === KIND.cavalry;
  return combat.defenders.every((u) => cavalry(u) && !isSpent(state.options, state.units[u]!)) && !combat.attackers.some(cavalry);
}

/**
 * The hexes the stack may retreat into before combat (MiB 7.6): those of a retreat (7.3), from where it stands
 * after the hexes it has already gone, while it has gone fewer than 4.
 */
export function evadeHexes(ctx: MibContext, state: MibState, board: Board): number[] {
  return state.combat!.retreat!.left > 0 ? retreatHexes(ctx, state, board) : [];
}

/**
 * The first stage of a declared attack (MiB 7.6, 7.12): a stack of cavalry that may retreat before combat chooses
 * first, if it has anywhere to go; otherwise the charge's morale checks, or the CRT roll.
 *
 * @example
 * ```ts
 * import type { Draft } from 'kriegsspiel';
 * import { marchIntoBattle, type MibState } from 'kriegsspiel/rulesets/march-into-battle';
 * import { boardOf } from '../../board.js';
 * import { openCombat } from './evade.js';
 * const setup = marchIntoBattle.setup('aspern', {}, 1);
 * if (!setup.ok) throw new Error(setup.violation.message);
 * const made = marchIntoBattle.contextOf(setup.state);
 * if (!made.ok) throw new Error(made.violation.message);
 * const [ctx, state] = [made.context, setup.state];
 * const draft = structuredClone(state) as Draft<MibState>;
 * // declareAttack calls it once it has set draft.combat (there is none at the start, so this does nothing here):
 * if (draft.combat) openCombat(ctx, draft, boardOf(ctx, draft), undefined); // draft.combat.stage: 'evade', 'checks' or 'crt'
 * ```
 */
export function openCombat(ctx: MibContext, draft: Draft<MibState>, board: Board, emit: Emit<MibEvent>): void {
  const combat = draft.combat!;
  if (mayEvade(ctx, draft)) {
    combat.retreat = { units: [...combat.defenders], left: EVADE_HEXES, path: [combat.target], column: 'retreat', extra: true };
    if (evadeHexes(ctx, draft, board).length > 0) {
      combat.stage = 'evade';
      return;
    }
    combat.retreat = null;
  }
  startChecks(ctx, draft, emit);
}

/**
 * Retreats the stack one more hex before combat (MiB 7.6): on its first hex each unit rises a fatigue level (FE) and
 * is disorganised, or loses 1 straggler when already disorganised; each hex has the penalties of a retreat (7.3).
 * The attack ends when the stack has gone 4 hexes or can go no farther.
 */
export function evadeStep(ctx: MibContext, draft: Draft<MibState>, to: number, emit: Emit<MibEvent>): void {
  const r = draft.combat!.retreat!;
  const cur = r.path[r.path.length - 1]!;
  const units = r.units.filter((u) => draft.units[u]!.hex === cur);
  if (r.path.length === 1) {
    for (const u of units) {
      addFatigue(ctx, draft, u, FATIGUE_BY_ACTION.cavalryRetreatBeforeCombat, 'MiB 7.6', emit);
      if (draft.units[u]!.dis) takeLoss(ctx, draft, u, 's', 'MiB 7.6', emit);
      else disorganise(ctx, draft, u, 'MiB 7.6', emit);
    }
  }
  const moving = units.filter((u) => draft.units[u]!.hex === cur);
  if (moving.length === 0) return endCombat(ctx, draft, emit);
  stepBack(ctx, draft, moving, cur, to, true, emit);
  r.path.push(to);
  r.left--;
  if (!moving.some((u) => draft.units[u]!.hex >= 0) || evadeHexes(ctx, draft, boardOf(ctx, draft)).length === 0) endCombat(ctx, draft, emit);
}

/**
 * The stack stands (MiB 7.6): before retreating, it fights (the charge's checks or the CRT roll follow); after
 * retreating at least a hex, it stops there and the attack ends.
 */
export function stand(ctx: MibContext, draft: Draft<MibState>, emit: Emit<MibEvent>): void {
  const combat = draft.combat!;
  const evaded = combat.retreat!.path.length > 1;
  combat.retreat = null;
  if (evaded) endCombat(ctx, draft, emit);
  else startChecks(ctx, draft, emit);
}
