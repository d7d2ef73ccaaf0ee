import type { FrontEndQueries } from 'kriegsspiel';
import type { AcgTypes } from '../acgTypes.js';
import { acgCombatPreview } from './acgCombatPreview.js';
import { acgMoves } from './acgMoves.js';
import { acgPrompt } from './acgPrompt.js';

/**
 * What a front end asks A Crowning Glory before a decision is taken (`aCrowningGlory.queries`): the printed hex id
 * of a view's hex index (`unit.hex`, `combat.hex`), each selectable unit's destinations with cost and path, the
 * attack before the die, and the prompt of every step.
 *
 * @example
 * ```ts
 * import { aCrowningGlory } from 'kriegsspiel/rulesets/a-crowning-glory';
 * const setup = aCrowningGlory.setup('austerlitz-intro', {}, 1);
 * const view = setup.ok ? aCrowningGlory.view(setup.state, 'french') : null;
 * if (view?.ok) aCrowningGlory.queries?.placeName(view.view, 0); // the printed id of hex index 0
 * ```
 */
export const ACG_QUERIES: FrontEndQueries<AcgTypes> = {
  placeName: (ctx, position) => ctx.hexIds[position] ?? null,
  moves: acgMoves,
  combatPreview: acgCombatPreview,
  prompt: acgPrompt,
};
