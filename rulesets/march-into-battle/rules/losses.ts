import type { Draft } from 'immer';
import type { Emit } from 'kriegsspiel';
import type { MibContext } from '../context.js';
import type { MibEvent } from '../events.js';
import { ARMY_MORALE } from '../tables.js';
import type { MibState } from '../types.js';
import { changeArmyMorale } from './armyMorale.js';
import { isCombat, KIND, sideOfUnit, strength, unitId } from './unitStatus.js';

/** A division for army morale (MiB AM): an infantry or cavalry unit; small when it starts with 3 SP or fewer (2.2). */
const isDivision = (ctx: MibContext, u: number): boolean => ctx.unitKind[u] === KIND.infantry || ctx.unitKind[u] === KIND.cavalry;

/** Army morale for a division smashed or eliminated (MiB AM): −1, −2 for Guard infantry, −1 per two small ones. */
function divisionLost(ctx: MibContext, draft: Draft<MibState>, u: number, what: string, emit: Emit<MibEvent>): void {
  if (!isDivision(ctx, u)) return;
  const side = sideOfUnit(ctx, u);
  const unit = ctx.units[u]!;
  if (unit.guard === true && what === 'smashed') return changeArmyMorale(draft, side, ARMY_MORALE.smashedGuardDivision, `Guard division ${unit.id} ${what}`, emit);
  if (unit.sp > 3) return changeArmyMorale(draft, side, ARMY_MORALE.smashedOrEliminatedDivision, `division ${unit.id} ${what}`, emit);
  draft.smallLost[side]++;
  if (draft.smallLost[side] % 2 === 0) changeArmyMorale(draft, side, ARMY_MORALE.smashedOrEliminatedDivision, `a second small division ${what} (${unit.id})`, emit);
}

/** Removes a unit from play (MiB 9.2, CET), with its army morale unless it cost it already when smashed. */
export function eliminate(ctx: MibContext, draft: Draft<MibState>, u: number, rule: string, emit: Emit<MibEvent>): void {
  const unit = draft.units[u]!;
  if (unit.hex === -2) return;
  const counted = unit.smashed;
  unit.hex = -2;
  unit.smashed = false;
  emit?.({ type: 'eliminated', rule, unit: unitId(ctx, u) });
  if (!counted) divisionLost(ctx, draft, u, 'eliminated', emit);
}

/** Marks a unit smashed (MiB 9.2: a D result on a disorganised unit), with its army morale. */
export function smash(ctx: MibContext, draft: Draft<MibState>, u: number, rule: string, emit: Emit<MibEvent>): void {
  const unit = draft.units[u]!;
  if (unit.smashed || unit.hex < 0) return;
  unit.smashed = true;
  emit?.({ type: 'smashed', rule, unit: unitId(ctx, u), cleared: false });
  divisionLost(ctx, draft, u, 'smashed', emit);
}

/**
 * One casualty or straggler loss (MiB CET, 9.2): a smashed unit is eliminated by it; a unit left with no SP is
 * eliminated.
 */
export function takeLoss(ctx: MibContext, draft: Draft<MibState>, u: number, loss: 'c' | 's', rule: string, emit: Emit<MibEvent>): void {
  const unit = draft.units[u]!;
  if (unit.hex < 0) return;
  if (unit.smashed) return eliminate(ctx, draft, u, 'MiB 9.2', emit);
  unit[loss]++;
  emit?.({ type: loss === 'c' ? 'loss' : 'stragglers', rule, unit: unitId(ctx, u), ...(loss === 'c' ? { loss } : { change: 1 }) } as MibEvent);
  if (strength(ctx, unit, u) <= 0) eliminate(ctx, draft, u, rule, emit);
}

/** Disorganises a unit (MiB CET D, 8.0); a unit already disorganised is smashed instead (9.2). */
export function disorganise(ctx: MibContext, draft: Draft<MibState>, u: number, rule: string, emit: Emit<MibEvent>): void {
  const unit = draft.units[u]!;
  if (unit.hex < 0 || !isCombat(ctx, u)) return;
  if (unit.dis) return smash(ctx, draft, u, 'MiB 9.2', emit);
  unit.dis = true;
  emit?.({ type: 'disorganised', rule, unit: unitId(ctx, u) });
}

/**
 * Raises (or lowers) a unit's fatigue (MiB FE, 10.1); a rise past the top level costs 1 straggler per level
 * (interpretation 10).
 */
export function addFatigue(ctx: MibContext, draft: Draft<MibState>, u: number, levels: number, rule: string, emit: Emit<MibEvent>): void {
  const unit = draft.units[u]!;
  if (levels === 0 || unit.hex < 0) return;
  const max = draft.options.fatigue.max;
  const raised = unit.fatigue + levels;
  const before = unit.fatigue;
  unit.fatigue = Math.max(0, Math.min(max, raised));
  if (unit.fatigue !== before) emit?.({ type: 'fatigue', rule, unit: unitId(ctx, u), level: unit.fatigue });
  for (let over = raised - max; over > 0 && draft.units[u]!.hex >= 0; over--) takeLoss(ctx, draft, u, 's', 'MiB 10.1', emit);
}
