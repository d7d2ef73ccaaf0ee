import type { Board } from '../../board.js';
import type { MibContext } from '../../context.js';
import type { MibCombat, MibState } from '../../types.js';
import { SIDES } from '../../vocabulary.js';
import { fireOn } from '../fieldOfFire.js';

/** The artillery of an attack (MiB 7.9): each side's field-of-fire strength and the DRM they give. */
export interface ArtilleryFire {
  /** The attacker's artillery covering the defended hex. */
  readonly attacker: number;
  /** The defender's artillery covering any attacking hex (its guns in the defended hex included). */
  readonly defender: number;
  /** The DRM: the difference, capped, doubled against squares, 0 up a slope. */
  readonly drm: number;
}

/**
 * The artillery DRM of an attack (MiB 7.9, TEC `*`): the attacker's fire on the defended hex less the defender's
 * fire on the attacking hexes, capped at ±`options.artillery.maxDrm`, then doubled when every stack in this attack of
 * the side with the inferior artillery (the defended hex, or every attacking hex) stands in the zone of control of
 * an enemy cavalry unit; none when `noDrm` (an attack up a slope).
 *
 * @example
 * ```ts
 * import { marchIntoBattle } from 'kriegsspiel/rulesets/march-into-battle';
 * import { boardOf } from '../../board.js';
 * import { artilleryFire } from './artilleryDrm.js';
 * const setup = marchIntoBattle.setup('aspern', {}, 1);
 * if (!setup.ok) throw new Error(setup.violation.message);
 * const made = marchIntoBattle.contextOf(setup.state);
 * if (!made.ok) throw new Error(made.violation.message);
 * const [ctx, state] = [made.context, setup.state];
 * // during an attack (there is none at the start, so this does nothing here):
 * if (state.combat) artilleryFire(ctx, state, boardOf(ctx, state), state.combat, false).drm; // +2 when the attacker's guns outweigh the defender's by 2 SP
 * ```
 */
export function artilleryFire(ctx: MibContext, state: MibState, board: Board, combat: MibCombat, noDrm: boolean): ArtilleryFire {
  const side = SIDES.indexOf(combat.attacker);
  const attacker = fireOn(ctx, state, side, [combat.target]);
  const defender = fireOn(ctx, state, 1 - side, combat.from);
  const cap = state.options.artillery.maxDrm;
  const capped = Math.max(-cap, Math.min(cap, Math.trunc(attacker - defender)));
  if (noDrm || capped === 0) return { attacker, defender, drm: 0 };
  // The inferior side's stacks in this attack, and the enemy whose cavalry would hold them in square.
  const [inferior, stacks] = capped > 0 ? [1 - side, [combat.target]] : [side, combat.from];
  const squares = stacks.every((h) => board.cavalryZoc[1 - inferior]![h] === 1);
  return { attacker, defender, drm: squares ? 2 * capped : capped };
}
