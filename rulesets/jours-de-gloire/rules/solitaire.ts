/**
 * Movement in the solitaire game (JdG 10.0): a stack's movement points are rolled when it is activated, one die per
 * kind of counter in it (generals, infantry, cavalry), plus a bonus by each counter's line of communication: units
 * with one to a general +2 (infantry) or +4 (cavalry), without +0 or +2; generals with one to their
 * commander-in-chief +4, without +2. A counter never has less than 1 PM; the stack moves at its slowest counter's
 * pace, after the weather (5.0), as in the two-player game.
 *
 * @module
 */
import { D6, type ChanceSpec, type Draft } from 'kriegsspiel';
import { commandLevels, type CommandLevel } from '../command.js';
import type { JdgContext } from '../context.js';
import type { JdgState } from '../types.js';
import { MOVER_KINDS, type MoverKind } from '../vocabulary.js';
import { stackAllowance } from './stacks.js';


const kindOf = (state: JdgState, i: number): MoverKind => (state.pieces[i]!.kind === 'general' ? 'general' : state.pieces[i]!.arm!);

/** The dice a stack rolls on activation: one per kind of counter in it, in the order of {@link MOVER_KINDS}. */
export function movementDice(state: JdgState, pieces: readonly number[]): { kind: MoverKind; die: number | null }[] {
  const kinds = new Set(pieces.map((i) => kindOf(state, i)));
  return MOVER_KINDS.filter((k) => kinds.has(k)).map((kind) => ({ kind, die: null }));
}

/**
 * A counter's movement points on `die`, by its command level (4.5).
 *
 * @example
 * ```ts
 * // rolledPm('cavalry', 3, 'general') === 7; rolledPm('infantry', 3, 'none') === 3; rolledPm('general', 3, 'general') === 5
 * ```
 */
export function rolledPm(kind: MoverKind, die: number, level: CommandLevel): number {
  if (kind === 'general') return die + (level === 'full' ? 4 : 2);
  const linked = level !== 'none';
  return die + (kind === 'infantry' ? (linked ? 2 : 0) : linked ? 4 : 2);
}

/** The next movement die of the active stack. */
export function movementDie(_ctx: JdgContext, state: JdgState): ChanceSpec {
  const next = state.activation!.dice.find((d) => d.die === null)!;
  return { what: `${next.kind} movement die`, rule: 'JdG 10.0', values: D6 };
}

/** Records a movement die; once all are rolled the stack's movement points are known. */
export function applyMovementDie(ctx: JdgContext, draft: Draft<JdgState>, value: number): void {
  const a = draft.activation!;
  a.dice.find((d) => d.die === null)!.die = value;
  if (a.dice.some((d) => d.die === null)) return;
  const levels = commandLevels(ctx, draft, draft.player);
  const dice = Object.fromEntries(a.dice.map((d) => [d.kind, d.die!]));
  a.pm = stackAllowance(draft, a.pieces, levels, (i) => rolledPm(kindOf(draft, i), dice[kindOf(draft, i)]!, levels[i]!));
}
