import type { Piece } from 'kriegsspiel';
import type { NawContext } from './context.js';
import type { NawView } from './nawTypes.js';

/**
 * The counters on the map in a view (NAW 2.3): each unit on its hex with its printed combat strength and movement
 * allowance (`6-4`), its arm as the symbol; units set up, waiting, eliminated or exited are off the map. Napoleon at
 * War hides nothing (NAW 2.0), so both sides' views give the same counters.
 *
 * @example
 * ```ts
 * import { napoleonAtWar } from 'kriegsspiel/rulesets/napoleon-at-war';
 * import { nawPieces } from './pieces.js';
 * const setup = napoleonAtWar.setup('skirmish', {}, 1);
 * const made = setup.ok ? napoleonAtWar.contextOf(setup.state) : null;
 * const view = setup.ok ? napoleonAtWar.view(setup.state, 'french') : null;
 * if (made?.ok && view?.ok) nawPieces(made.context, view.view)[0]; // { id: 'F1', side: 'french', at: '0304', label: 'F1', kind: 'infantry', values: '6-4' }
 * ```
 */
export function nawPieces(ctx: NawContext, view: NawView): Piece[] {
  const out: Piece[] = [];
  for (const u of view.units) {
    if (u.status !== 'active' || u.hex < 0) continue;
    const marks = [...(u.moved ? ['moved'] : []), ...(u.engaged ? ['engaged'] : []), ...(u.silenced ? ['silenced'] : [])];
    out.push({
      id: u.id,
      side: u.side,
      at: ctx.hexIds[u.hex]!,
      label: u.id,
      kind: u.kind,
      values: `${u.strength}-${u.movement}`,
      ...(marks.length > 0 ? { marks } : {}),
    });
  }
  return out;
}
