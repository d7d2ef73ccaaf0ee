/**
 * A turn of armistice kept by both sides (JdG S3): the units (not the detachments) of both sides recover PF, up to
 * their roster strength with their detachments; after the scenario's number of such turns, the generals and combat
 * units of both sides leave the map and S2's take their place, face down, to be redeployed; from then on, no more PF
 * are recovered and no more reinforcements arrive.
 *
 * @module
 */
import type { Draft, Emit } from 'kriegsspiel';
import type { JdgContext } from '../context.js';
import type { JdgEvent } from '../events.js';
import { applyPlacement, sparePiece } from '../pieceSetup.js';
import type { JdgState } from '../types.js';
import { dropEntrenchments } from './entering.js';
import { detachedPf } from './pfReinforcements.js';

type D = Draft<JdgState>;

/** The turn of armistice is kept: recovery, or the counters replaced once enough turns have passed. */
export function armisticeTurnKept(ctx: JdgContext, draft: D, emit: Emit<JdgEvent>): void {
  const armistice = draft.armistice!;
  armistice.turns++;
  if (armistice.replaced) {
    armistice.stage = 'truce';
    return;
  }
  recoverPf(ctx, draft, emit);
  if (armistice.turns < ctx.scenario.special.armistice!.replaceAfter) {
    armistice.stage = 'truce';
    return;
  }
  replaceCounters(ctx, draft, emit);
  [armistice.stage, armistice.side, armistice.replaced] = ['redeploy', 'french', true];
}

/**
 * S3: each unit on the map (not a detachment) takes back the scenario's PF a turn, its stragglers first (5.4), never
 * beyond its roster strength counting the detachments attached to it.
 */
function recoverPf(ctx: JdgContext, draft: D, emit: Emit<JdgEvent>): void {
  const recovery = ctx.scenario.special.armistice!.recovery;
  draft.pieces.forEach((p, i) => {
    if (p.status !== 'map' || p.kind !== 'unit' || ctx.pieces[i]!.detachment) return;
    const change = Math.min(recovery, p.full - p.pf - detachedPf(draft, i));
    if (change <= 0) return;
    p.pf += change;
    p.straggled = Math.max(0, p.straggled - change);
    emit?.({ type: 'pfChanged', rule: 'JdG S3', side: p.side, piece: p.id, change, pf: p.pf, cause: 'recovered', secret: !p.revealed });
  });
}

/**
 * S3: every general and combat unit leaves the map (set aside; those eliminated or captured stay so), the counters
 * waiting to arrive are set aside and the PF reinforcements dropped; then S2's counters come in, face down, at their
 * strength, in their entry boxes. Dummies stay where they are.
 */
function replaceCounters(ctx: JdgContext, draft: D, emit: Emit<JdgEvent>): void {
  const boxes = new Set<number>();
  for (const p of draft.pieces) {
    if (p.kind === 'dummy' || (p.status !== 'map' && p.status !== 'waiting')) continue;
    if (p.box >= 0) boxes.add(p.box);
    [p.status, p.box, p.force, p.origin, p.revealed] = ['spare', -1, -1, -1, false];
  }
  draft.pfPool = [];
  for (const { piece, placement, box } of ctx.armistice!.replacement) {
    const fresh = sparePiece(ctx, piece);
    applyPlacement(ctx, fresh, placement);
    draft.pieces[piece] = { ...fresh, status: 'map', box };
  }
  for (const b of boxes) dropEntrenchments(draft, b);
  emit?.({ type: 'armistice', rule: 'JdG S3', stage: 'replaced', side: null, turn: draft.turn, resumes: null });
}
