import type { FrontEndQueries } from 'kriegsspiel';
import type { MibTypes } from '../mibTypes.js';
import { mibCombatPreview } from './mibCombatPreview.js';
import { mibMoves } from './mibMoves.js';
import { mibPrompt } from './mibPrompt.js';

/**
 * What a front end asks March into Battle before a decision is taken (`marchIntoBattle.queries`): the printed hex id
 * of a view's hex index (`unit.hex`, `hq`, a commander's hex, `combat.target`), the moves of the HQ, the active
 * formation's units and its commander, the attack before the CRT and CET dice, and the prompt of every step.
 *
 * @example
 * ```ts
 * import { marchIntoBattle } from 'kriegsspiel/rulesets/march-into-battle';
 * const setup = marchIntoBattle.setup('aspern', {}, 1);
 * const view = setup.ok ? marchIntoBattle.view(setup.state, 'french') : null;
 * if (view?.ok) marchIntoBattle.queries?.placeName(view.view, view.view.hq.french); // the French HQ's hex id
 * ```
 */
export const MIB_QUERIES: FrontEndQueries<MibTypes> = {
  placeName: (ctx, position) => ctx.hexIds[position] ?? null,
  moves: mibMoves,
  combatPreview: mibCombatPreview,
  prompt: mibPrompt,
};
