import type { FrontEndQueries } from 'kriegsspiel';
import type { JdgTypes } from '../jdgTypes.js';
import { jdgCombatPreview } from './jdgCombatPreview.js';
import { jdgMoves } from './jdgMoves.js';
import { jdgPrompt } from './jdgPrompt.js';

/**
 * What a front end asks Jours de Gloire before a decision is taken (`joursDeGloire.queries`), from a side's view only:
 * the box id of a view's box index (`piece.box`, `activation.box`, `battle.box`), the active stack's next boxes,
 * the battle as it can be foreseen (forces, columns, modifiers and each round's dice), and the prompt of every step.
 *
 * @example
 * ```ts
 * import { joursDeGloire } from 'kriegsspiel/rulesets/jours-de-gloire';
 * const setup = joursDeGloire.setup('danube-s1', {}, 1);
 * const view = setup.ok ? joursDeGloire.view(setup.state, 'french') : null;
 * if (view?.ok) joursDeGloire.queries?.placeName(view.view, 0); // the id of box 0
 * ```
 */
export const JDG_QUERIES: FrontEndQueries<JdgTypes> = {
  placeName: (ctx, position) => ctx.boxIds[position] ?? null,
  moves: (ctx, view, side) => jdgMoves(ctx, view, side),
  combatPreview: (ctx, view, side, action) => jdgCombatPreview(ctx, view, side, action),
  prompt: jdgPrompt,
};
