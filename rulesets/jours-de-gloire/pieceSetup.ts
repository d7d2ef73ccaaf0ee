/**
 * A counter's state before it enters play, and what a scenario placement sets on it (JdG 3.3, 6.1).
 *
 * @module
 */
import type { JdgContext } from './context.js';
import type { Placement } from './scenario.js';
import type { JdgPiece } from './types.js';

/** A counter's state with its fields writable. */
export type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/** A counter as it is before it enters play. */
export function sparePiece(ctx: JdgContext, i: number): Mutable<JdgPiece> {
  const info = ctx.pieces[i]!;
  return {
    id: info.id, side: info.side, kind: info.kind, arm: info.arm, army: info.army, origin: -1, status: 'spare', box: -1,
    pf: info.full, full: info.full, straggled: 0, revealed: false, force: -1,
    acted: false, pmSpent: 0, moved: false, reacted: false, marched: false, fatigued: false, from: -1, via: -1, intercepted: false,
  };
}

/** Sets a counter's strength, origin and army from a placement (3.3, 6.1); a problem as a message, or `null`. */
export function applyPlacement(ctx: JdgContext, piece: Mutable<JdgPiece>, p: Placement): string | null {
  const info = ctx.pieces[ctx.pieceIndex.get(p.piece)!]!;
  if (info.detachment) {
    if (p.pf === undefined || p.pf < 1) return 'pf: a detachment needs its strength';
    piece.pf = piece.full = p.pf;
  } else if (p.pf !== undefined) {
    if (info.kind !== 'unit') return 'pf: only combat units have strength points';
    if (p.pf > info.full) return `pf: ${p.pf} is more than the roster's ${info.full}`;
    piece.pf = p.pf;
  }
  if (p.attachedTo !== undefined) {
    const origin = ctx.pieceIndex.get(p.attachedTo)!;
    if (!info.detachment || ctx.pieces[origin]!.kind !== 'unit' || ctx.pieces[origin]!.detachment) return 'attachedTo: only a detachment is attached, to a combat unit';
    piece.origin = origin;
    piece.army = ctx.pieces[origin]!.army;
  }
  if (p.army !== undefined) piece.army = p.army;
  if (piece.kind === 'unit' && piece.army === null) return 'army: an independent detachment needs the army it answers to';
  return null;
}

