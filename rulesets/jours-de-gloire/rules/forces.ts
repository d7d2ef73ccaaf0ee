/**
 * Force markers (JdG 7.2): at the start of his turn a player may put the counters of a box under a Force marker,
 * which the enemy sees instead of them, within the number of markers he has.
 *
 * @module
 */
import type { Draft, Emit } from 'kriegsspiel';
import type { JdgContext } from '../context.js';
import type { JdgEvent } from '../events.js';
import type { JdgState } from '../types.js';

/** The Force marker ids the phasing player has in use. */
const inUse = (state: JdgState): Set<number> => new Set(state.pieces.filter((p) => p.side === state.player && p.force >= 0).map((p) => p.force));

/** Boxes where a Force may be formed (two counters or more, none under a marker yet, a marker free), and boxes with one; each box once a phase. */
export function forceBoxes(state: JdgState): { readonly form: number[]; readonly dissolve: number[] } {
  const counts = new Map<number, { all: number; forced: number }>();
  for (const p of state.pieces) {
    if (p.status !== 'map' || p.side !== state.player) continue;
    const c = counts.get(p.box) ?? { all: 0, forced: 0 };
    c.all++;
    if (p.force >= 0) c.forced++;
    counts.set(p.box, c);
  }
  const free = inUse(state).size < state.options.forceMarkers && !state.options.solitaire;
  const form: number[] = [];
  const dissolve: number[] = [];
  for (const [box, c] of [...counts.entries()].sort((a, b) => a[0] - b[0])) {
    if (state.forcesChanged.includes(box)) continue;
    if (c.forced > 0) dissolve.push(box);
    else if (free && c.all >= 2) form.push(box);
  }
  return { form, dissolve };
}

/** Puts the phasing player's counters in `box` under the lowest free Force marker (7.2). */
export function formForce(ctx: JdgContext, draft: Draft<JdgState>, box: number, emit: Emit<JdgEvent>): void {
  const used = inUse(draft);
  let force = 0;
  while (used.has(force)) force++;
  const pieces: string[] = [];
  for (const p of draft.pieces) if (p.status === 'map' && p.side === draft.player && p.box === box) [p.force, pieces[pieces.length]] = [force, p.id];
  draft.forcesChanged.push(box);
  emit?.({ type: 'forceFormed', rule: 'JdG 7.2', side: draft.player, box: ctx.boxIds[box]!, force, pieces, count: pieces.length, secret: true });
}

/** Takes the counters of `box` out from under their Force marker. */
export function dissolveForce(draft: Draft<JdgState>, box: number): void {
  for (const p of draft.pieces) if (p.status === 'map' && p.side === draft.player && p.box === box) p.force = -1;
  draft.forcesChanged.push(box);
}
