/**
 * Generals removed by a scenario (JdG 4.2): generals are otherwise never killed or captured but by encirclement or a
 * siege, yet a scenario may remove one on a stated turn (death, capture, sacking) and name his replacement, who takes
 * his box and his command (the army he answers to, and the command of that army if he held it: see `commanderOf`).
 * The removal happens at the start of the turn, before the weather. A removed general off the map (not yet arrived,
 * or already gone) is simply not replaced.
 *
 * @module
 */
import type { Draft, Emit } from 'kriegsspiel';
import type { JdgContext } from '../context.js';
import type { JdgEvent } from '../events.js';
import type { JdgState } from '../types.js';

/** Removes the generals the scenario removes this turn and brings in their replacements. */
export function removeGenerals(ctx: JdgContext, draft: Draft<JdgState>, emit: Emit<JdgEvent>): void {
  for (const r of ctx.scenario.special.removals ?? []) {
    if (r.turn !== draft.turn) continue;
    const p = draft.pieces[ctx.pieceIndex.get(r.general)!]!;
    if (p.status !== 'map') continue;
    const replacement = r.replacement === undefined ? null : draft.pieces[ctx.pieceIndex.get(r.replacement)!]!;
    if (replacement !== null && replacement.status === 'spare') {
      Object.assign(replacement, { status: 'map', box: p.box, army: p.army, revealed: p.revealed, force: p.force, acted: false, moved: false });
    }
    // the enemy learns who went and who came, not where a face-down general stood (7.0)
    emit?.({ type: 'generalRemoved', rule: 'JdG 4.2', side: p.side, general: p.id, replacement: replacement?.status === 'map' ? replacement.id : null });
    Object.assign(p, { status: 'eliminated', box: -1, force: -1 });
  }
}
