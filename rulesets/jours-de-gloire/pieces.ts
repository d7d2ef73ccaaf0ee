import type { Piece } from 'kriegsspiel';
import type { JdgContext } from './context.js';
import type { JdgView } from './view.js';

/** A counter's short name: the roster's name without its note in brackets (`'Lecourbe (Right wing)'` -> `'Lecourbe'`). */
const shortName = (name: string): string => name.replace(/\s*\(.*\)\s*$/, '') || name;

/**
 * The counters in the boxes in a view (JdG 1.1-1.3, 7.0): the viewer's own counters (and any enemy counter a rule
 * has turned face up) by name (a detachment as `Det. D`): generals with their value of command, rank and tactical bonus, units with their
 * strength points now (stragglers as a mark, 5.4), the viewer's own dummies as dummies. The enemy's face-down
 * counters are markers only, one per counter or per Force marker (7.2), taken from the view's `faceDown`: no id, name
 * or strength of a hidden counter, so a dummy is never told apart from a unit. Counters off the map are not drawn.
 *
 * @example
 * ```ts
 * import { joursDeGloire } from 'kriegsspiel/rulesets/jours-de-gloire';
 * import { jdgPieces } from './pieces.js';
 * const setup = joursDeGloire.setup('danube-s1', {}, 1);
 * const made = setup.ok ? joursDeGloire.contextOf(setup.state) : null;
 * const view = setup.ok ? joursDeGloire.view(setup.state, 'french') : null;
 * if (made?.ok && view?.ok) jdgPieces(made.context, view.view).filter((p) => p.hidden).length; // the Coalition's markers
 * ```
 */
export function jdgPieces(ctx: JdgContext, view: JdgView): Piece[] {
  const out: Piece[] = [];
  view.pieces.forEach((p, i) => {
    if (p.hidden || p.status !== 'map' || p.box < 0) return;
    const info = ctx.pieces[i]!;
    const at = ctx.boxIds[p.box]!;
    if (p.kind === 'general') {
      out.push({ id: p.id, side: p.side, at, label: shortName(info.name), kind: 'leader', values: `${info.vc}-${info.rank}-${info.bt}` });
    } else if (p.kind === 'dummy') {
      out.push({ id: p.id, side: p.side, at, label: 'Dummy', kind: 'dummy' });
    } else {
      const marks = [...(p.straggled > 0 ? [`/${p.straggled}`] : []), ...(p.force >= 0 ? [`F${p.force}`] : [])];
      const label = info.detachment ? info.name.replace(/^Detachment\b/, 'Det.') : shortName(info.name);
      out.push({ id: p.id, side: p.side, at, label, kind: p.arm ?? 'infantry', values: String(p.pf), ...(marks.length > 0 ? { marks } : {}) });
    }
  });
  for (const f of view.faceDown) {
    for (const m of f.markers) out.push({ side: f.side, at: f.box, label: m.kind === 'force' ? 'Force' : '?', kind: m.kind, hidden: true });
  }
  return out;
}
