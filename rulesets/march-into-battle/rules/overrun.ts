import type { Draft } from 'immer';
import type { Emit } from 'kriegsspiel';
import { boardOf } from '../board.js';
import type { MibContext } from '../context.js';
import type { MibEvent } from '../events.js';
import { ARMY_MORALE } from '../tables.js';
import type { MibState } from '../types.js';
import { SIDES } from '../vocabulary.js';
import { changeArmyMorale } from './armyMorale.js';
import { isCombat } from './unitStatus.js';

/** Where combat units stand: by hex, bit `1 << side` set for each side with one there. */
function combatSides(ctx: MibContext, state: MibState): Map<number, number> {
  const out = new Map<number, number>();
  for (const [u, unit] of state.units.entries()) if (unit.hex >= 0 && isCombat(ctx, u)) out.set(unit.hex, (out.get(unit.hex) ?? 0) | (1 << ctx.unitSide[u]!));
  return out;
}

/** The hex of the combat unit nearest `hex` among `units` (the first in index order on a tie), or -1. */
function nearest(ctx: MibContext, state: MibState, hex: number, units: readonly number[]): number {
  let best = -1;
  let distance = Infinity;
  for (const u of units) {
    const h = state.units[u]!.hex;
    if (h < 0 || !isCombat(ctx, u)) continue;
    const d = ctx.map.grid.distance(hex, h);
    if (d < distance) [best, distance] = [h, d];
  }
  return best;
}

/** For each side index, whether its HQ stands with a friendly combat unit (taken before an action, for `overrun`). */
export function guardedHqs(ctx: MibContext, state: MibState): boolean[] {
  const sides = combatSides(ctx, state);
  return SIDES.map((side, s) => ((sides.get(state.hq[side]) ?? 0) & (1 << s)) !== 0);
}

/**
 * Overruns after an action (MiB AM, interpretation 2.5). An HQ is overrun when an enemy combat unit stands in its
 * hex, or when it stood with friendly combat units before the action (`guarded`) and now stands without them in an
 * enemy zone of control: it goes (the army commander with it) to the nearest friendly combat unit, and its side loses
 * 1 army morale. A formation commander whose hex an enemy combat unit enters goes to the nearest combat unit of his
 * formation, at no cost. One with nowhere to go stays.
 *
 * @example
 * ```ts
 * import type { Draft } from 'kriegsspiel';
 * import { marchIntoBattle, type MibState } from 'kriegsspiel/rulesets/march-into-battle';
 * import { guardedHqs, overrun } from './overrun.js';
 * const setup = marchIntoBattle.setup('aspern', {}, 1);
 * if (!setup.ok) throw new Error(setup.violation.message);
 * const made = marchIntoBattle.contextOf(setup.state);
 * if (!made.ok) throw new Error(made.violation.message);
 * const [ctx, state] = [made.context, setup.state];
 * const guarded = guardedHqs(ctx, state); // [false, true]: only the Austrian HQ stands with combat units
 * const draft = structuredClone(state) as Draft<MibState>; // then the action is applied to the draft, and:
 * overrun(ctx, draft, guarded, undefined);
 * draft.hq; // unchanged, { french: 29, austrian: 220 }: no enemy came near
 * ```
 */
export function overrun(ctx: MibContext, draft: Draft<MibState>, guarded: readonly boolean[], emit: Emit<MibEvent>): void {
  const sides = combatSides(ctx, draft);
  const combatIn = (hex: number, side: number): boolean => ((sides.get(hex) ?? 0) & (1 << side)) !== 0;
  for (const [s, side] of SIDES.entries()) {
    const from = draft.hq[side];
    if (from < 0 || combatIn(from, s)) continue;
    if (!combatIn(from, 1 - s) && !(guarded[s] === true && boardOf(ctx, draft).zoc[1 - s]![from] === 1)) continue;
    const to = nearest(ctx, draft, from, draft.units.flatMap((_u, u) => (ctx.unitSide[u] === s ? [u] : [])));
    if (to < 0) continue;
    draft.hq[side] = to;
    emit?.({ type: 'overrun', rule: 'MiB AM', side, piece: `hq-${side}`, from: ctx.hexIds[from]!, to: ctx.hexIds[to]! });
    changeArmyMorale(draft, side, ARMY_MORALE.hqOverrun, 'the HQ is overrun', emit);
  }
  for (const [f, formation] of draft.formations.entries()) {
    const from = formation.commander;
    const s = ctx.formationSide[f]!;
    if (from < 0 || !combatIn(from, 1 - s)) continue;
    const to = nearest(ctx, draft, from, ctx.formationUnits[f]!);
    if (to < 0) continue;
    formation.commander = to;
    emit?.({ type: 'overrun', rule: 'MiB 2.5', side: SIDES[s]!, piece: ctx.scenario.formations[f]!.commander.id, from: ctx.hexIds[from]!, to: ctx.hexIds[to]! });
  }
}
