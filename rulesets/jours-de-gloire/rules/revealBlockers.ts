/**
 * Dummies that alone stand in a line of communication are revealed (JdG 7.1): where the only enemy counters in a box
 * are dummies and generals (which do not block, 4.3) and opening the box would change the command of any of `side`'s
 * counters, the dummies are shown and removed and the generals turned face up. Checked when the phasing player
 * checks his lines (2.B1) and after each of his stacks stops.
 *
 * @module
 */
import type { Draft, Emit } from 'kriegsspiel';
import { blocksLdc, commandLevels } from '../command.js';
import type { JdgContext } from '../context.js';
import type { JdgEvent } from '../events.js';
import type { JdgState } from '../types.js';
import { enemyOf, type Side } from '../vocabulary.js';
import { removeDummies } from './entering.js';

/** Reveals the enemy counters that alone block `side`'s lines of communication. */
export function revealBlockers(ctx: JdgContext, draft: Draft<JdgState>, side: Side, emit: Emit<JdgEvent>): void {
  const enemy = enemyOf(side);
  const suspects = [...new Set(draft.pieces.filter((p) => p.status === 'map' && p.side === enemy && !p.revealed).map((p) => p.box))].filter(
    (box) => blocksLdc(draft, box, side) && !draft.pieces.some((p) => p.status === 'map' && p.box === box && p.side === enemy && p.kind === 'unit'),
  );
  if (suspects.length === 0) return;
  const base = commandLevels(ctx, draft, side);
  for (const box of suspects) {
    const opened = commandLevels(ctx, draft, side, box);
    if (opened.every((level, i) => level === base[i])) continue;
    removeDummies(ctx, draft, box, enemy, 'JdG 7.1', emit);
    const shown: string[] = [];
    for (const p of draft.pieces) if (p.status === 'map' && p.box === box && p.side === enemy) [p.revealed, shown[shown.length]] = [true, p.id];
    if (shown.length > 0) emit?.({ type: 'revealed', rule: 'JdG 7.1', side: enemy, box: ctx.boxIds[box]!, pieces: shown });
  }
}
