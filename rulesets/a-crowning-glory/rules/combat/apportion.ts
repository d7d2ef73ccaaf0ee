import { violation, type Violation } from 'kriegsspiel';
import type { AcgAction } from '../../actions.js';
import type { AcgContext } from '../../context.js';
import type { AcgState } from '../../types.js';

type Apportion = Extract<AcgAction, { type: 'apportion' }>;

/**
 * Every way to share the attacker's losses among its attacking units (ACG 9.16): each unit loses from 0 to all of
 * its steps, the total is what the CRT took. Units losing nothing are not listed.
 */
export function apportionActions(ctx: AcgContext, state: AcgState): Apportion[] {
  const combat = state.combat!;
  const units = combat.attackers.map((u) => ({ id: state.units[u]!.id, steps: state.units[u]!.steps }));
  const out: Apportion[] = [];
  const split = (i: number, left: number, chosen: { unit: string; steps: number }[]): void => {
    if (i === units.length) {
      if (left === 0) out.push({ type: 'apportion', losses: chosen });
      return;
    }
    for (let take = Math.min(left, units[i]!.steps); take >= 0; take--) {
      split(i + 1, left - take, take > 0 ? [...chosen, { unit: units[i]!.id, steps: take }] : chosen);
    }
  };
  split(0, combat.attackerLoss, []);
  return out;
}

/** Why a split is illegal, or `null` (agrees with {@link apportionActions}, in any order of units). */
export function checkApportion(ctx: AcgContext, state: AcgState, action: Apportion): Violation | null {
  const key = (a: Apportion) => a.losses.map((l) => `${l.unit}:${l.steps}`).sort().join(',');
  if (apportionActions(ctx, state).some((a) => key(a) === key(action))) return null;
  return violation('bad-apportion', 'ACG 9.16', `losses: the attacking units must lose exactly ${state.combat!.attackerLoss} steps between them, each at most what it has`);
}
