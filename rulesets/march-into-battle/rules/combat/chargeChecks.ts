import type { Draft } from 'immer';
import { D6, type ChanceSpec, type Emit } from 'kriegsspiel';
import type { MibContext } from '../../context.js';
import type { MibEvent } from '../../events.js';
import type { MibState } from '../../types.js';
import { addFatigue } from '../losses.js';
import { KIND, unitId } from '../unitStatus.js';
import { chargedUnits, chargeFactor, fresh, organicSp } from './chargeStrength.js';

/** A charge's morale check (MiB 7.12, 7.13, MC): passed on a roll at or below the unit's morale. */
export const chargeCheckDie = (ctx: MibContext, state: MibState): ChanceSpec => {
  const check = state.combat!.checks[0]!;
  return { what: `${check.kind} morale check, ${unitId(ctx, check.unit)}`, rule: check.kind === 'organic' ? 'MiB 7.13' : 'MiB 7.12', values: D6 };
};

/** The defending cavalry that countercharges (MiB 7.12, OCE: not tired, spent or disorganised). */
const counterchargers = (ctx: MibContext, state: MibState): number[] =>
  chargedUnits(state, state.combat!).filter((u) => ctx.unitKind[u] === KIND.cavalry && fresh(state, u));

/**
 * Starts the morale checks of a charge (MiB 7.12, 7.13): each non-disorganised defending infantry unit checks to
 * halve the cavalry, then each fresh defending cavalry unit and each fresh division's organic cavalry checks to
 * countercharge. An attack that is no charge, or a charge with no check to make, goes to the CRT roll.
 */
export function startChecks(ctx: MibContext, draft: Draft<MibState>, emit: Emit<MibEvent>): void {
  const combat = draft.combat!;
  if (combat.charge) {
    const charged = chargedUnits(draft, combat);
    const infantry = charged.filter((u) => ctx.unitKind[u] === KIND.infantry && !draft.units[u]!.dis && !draft.units[u]!.smashed);
    combat.checks = [
      ...infantry.map((unit) => ({ unit, kind: 'halve' as const })),
      ...counterchargers(ctx, draft).map((unit) => ({ unit, kind: 'countercharge' as const })),
      ...infantry.filter((u) => fresh(draft, u) && organicSp(ctx, draft, u) > 0).map((unit) => ({ unit, kind: 'organic' as const })),
    ];
    combat.cavalryHalved = infantry.length > 0;
  }
  combat.stage = combat.checks.length > 0 ? 'checks' : 'crt';
  if (combat.charge && combat.checks.length === 0) chargeOutcome(ctx, draft, emit);
}

/**
 * Resolves one morale check of a charge (MiB 7.12, 7.13, MC): an infantry unit failing spares the cavalry its
 * halving; a countercharge that passes doubles the cavalry (or the organic cavalry). The last check states the
 * charge's outcome, and the CRT roll follows.
 */
export function applyChargeCheck(ctx: MibContext, draft: Draft<MibState>, roll: number, emit: Emit<MibEvent>): void {
  const combat = draft.combat!;
  const { unit, kind } = combat.checks.shift()!;
  const rating = ctx.units[unit]!.morale;
  const passed = roll <= rating;
  emit?.({ type: 'moraleCheck', rule: kind === 'organic' ? 'MiB 7.13' : 'MiB 7.12', unit: unitId(ctx, unit), roll, rating, passed });
  if (kind === 'halve' && !passed) combat.cavalryHalved = false;
  if (kind !== 'halve' && passed) combat.countercharged.push(unit);
  if (combat.checks.length > 0) return;
  combat.stage = 'crt';
  chargeOutcome(ctx, draft, emit);
}

function chargeOutcome(ctx: MibContext, draft: Draft<MibState>, emit: Emit<MibEvent>): void {
  const combat = draft.combat!;
  const factor = chargeFactor(ctx, draft, combat);
  const cavalry = factor < 1 ? 'halved' : factor > 1 ? 'doubled' : 'full';
  emit?.({ type: 'charge', rule: 'MiB 7.12', cavalry, countercharged: combat.countercharged.map((u) => unitId(ctx, u)) });
}

/**
 * The fatigue of a charge, after the CRT roll (MiB 7.12): the charging cavalry rises one more level than cavalry in
 * combat does (FE), and so does each defending cavalry unit that made a countercharge check, passed or not.
 */
export function chargeFatigue(ctx: MibContext, draft: Draft<MibState>, emit: Emit<MibEvent>): void {
  const combat = draft.combat!;
  if (!combat.charge) return;
  for (const u of [...combat.attackers, ...counterchargers(ctx, draft)]) addFatigue(ctx, draft, u, 1, 'MiB 7.12', emit);
}
