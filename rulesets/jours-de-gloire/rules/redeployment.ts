/**
 * The armistice's redeployment (JdG S3): the redeploying side picks its counters on the map one at a time (each at
 * most once) and puts each, face down, in a box of its zone; it is done once every counter it has on the map stands in
 * its zone. The French redeploy first, then the Austrians. The enemy sees face-down markers leave a box and arrive in
 * another, never which counter moved.
 *
 * @module
 */
import type { Draft, Emit } from 'kriegsspiel';
import type { JdgContext } from '../context.js';
import type { JdgEvent } from '../events.js';
import type { JdgState } from '../types.js';
import { dropEntrenchments } from './entering.js';

type D = Draft<JdgState>;

/** The redeploying side's counters on the map, in index order. */
const ownOnMap = (state: JdgState): number[] =>
  state.pieces.flatMap((p, i) => (p.status === 'map' && p.side === state.armistice!.side ? [i] : []));

/** The counters the redeploying side may still pick (each once). */
export const redeployable = (state: JdgState): number[] => ownOnMap(state).filter((i) => !state.armistice!.redeployed.includes(i));

/** Whether the redeploying side may end its redeployment: every counter it has on the map is inside its zone. */
export function mayEndRedeployment(ctx: JdgContext, state: JdgState): boolean {
  const zone = ctx.armistice!.inZone[state.armistice!.side];
  return ownOnMap(state).every((i) => zone[state.pieces[i]!.box] === 1);
}

/** Picks `piece` to redeploy: its box is chosen next, among its side's zone (the placing queue). */
export function pickCounter(ctx: JdgContext, draft: D, piece: number): void {
  draft.armistice!.redeployed.push(piece);
  draft.placing.push({ piece, boxes: [...ctx.armistice!.zones[draft.armistice!.side]] });
}

/** Puts the picked counter in `box`, face down (a move seen as a marker's: the enemy's copy names no counter). */
export function redeployTo(ctx: JdgContext, draft: D, box: number, emit: Emit<JdgEvent>): void {
  const { piece } = draft.placing.shift()!;
  const p = draft.pieces[piece]!;
  const from = p.box;
  [p.box, p.revealed, p.force] = [box, false, -1];
  dropEntrenchments(draft, from);
  emit?.({ type: 'moved', rule: 'JdG S3', side: p.side, from: ctx.boxIds[from]!, to: ctx.boxIds[box]!, pieces: [p.id], count: 1, secret: true });
}

/** The redeploying side is done: the Austrians' turn after the French, then the turn of armistice is over. */
export function endRedeployment(draft: D): void {
  const armistice = draft.armistice!;
  armistice.redeployed = [];
  if (armistice.side === 'french') armistice.side = 'coalition';
  else armistice.stage = 'truce';
}
