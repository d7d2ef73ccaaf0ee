import type { FrontEndQueries } from 'kriegsspiel';
import type { NawTypes } from '../nawTypes.js';
import { nawCombatPreview } from './nawCombatPreview.js';
import { nawMoves } from './nawMoves.js';
import { nawPrompt } from './nawPrompt.js';

/**
 * What a front end asks Napoleon at War before a decision is taken (`napoleonAtWar.queries`): the printed hex id of
 * a view's hex index (`unit.hex`, `combat.defenderHexes`), each unit's destinations with cost and path in its
 * movement phase, the combat preview before the die, and the prompt of every step.
 *
 * @example
 * ```ts
 * import { napoleonAtWar } from 'kriegsspiel/rulesets/napoleon-at-war';
 * const setup = napoleonAtWar.setup('skirmish', {}, 1);
 * const view = setup.ok ? napoleonAtWar.view(setup.state, 'french') : null;
 * if (view?.ok) napoleonAtWar.queries?.placeName(view.view, view.view.units[0]!.hex); // '0304'
 * ```
 */
export const NAW_QUERIES: FrontEndQueries<NawTypes> = {
  placeName: (ctx, position) => ctx.hexIds[position] ?? null,
  moves: nawMoves,
  combatPreview: nawCombatPreview,
  prompt: nawPrompt,
};
