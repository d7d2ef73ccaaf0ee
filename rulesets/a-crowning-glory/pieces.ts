import type { Piece } from 'kriegsspiel';
import type { AcgView } from './acgTypes.js';
import type { AcgContext } from './context.js';

/**
 * The counters on the map in a view: each combat unit on its hex under its commander's name (ACG 2.3), its arm as the
 * symbol, its combat factor (its steps, 2.8), the face showing (Active or Passive, 2.10) and its steps left of its
 * full strength (2.9). Units off the map (Reserve, Variable group, reinforcements, eliminated, exited) and the
 * artillery bombardment markers (kept in their box, 9.13) are not drawn. Nothing on the map is hidden in this game,
 * so both sides' views give the same counters.
 *
 * @example
 * ```ts
 * import { aCrowningGlory } from 'kriegsspiel/rulesets/a-crowning-glory';
 * import { acgPieces } from './pieces.js';
 * const setup = aCrowningGlory.setup('austerlitz-intro', {}, 1);
 * const made = setup.ok ? aCrowningGlory.contextOf(setup.state) : null;
 * const view = setup.ok ? aCrowningGlory.view(setup.state, 'allied') : null;
 * if (made?.ok && view?.ok) acgPieces(made.context, view.view).map((p) => p.face); // 'Active' or 'Passive' each
 * ```
 */
export function acgPieces(ctx: AcgContext, view: AcgView): Piece[] {
  const out: Piece[] = [];
  view.units.forEach((u, i) => {
    if (u.status !== 'map' || u.hex < 0) return;
    const printed = ctx.scenario.units[i];
    out.push({
      id: u.id,
      side: u.side,
      at: ctx.hexIds[u.hex]!,
      label: printed?.name ?? u.id,
      kind: u.arm,
      values: String(u.steps),
      face: u.active ? 'Active' : 'Passive',
      steps: { left: u.steps, full: printed?.steps ?? u.steps },
    });
  });
  return out;
}
