/**
 * Cavalry reconnaissance (JdG 6.3): a cavalry unit or a stack of cavalry units (generals may ride with it, dummies
 * not) that has just entered a box holding only the enemy shows itself and declares a reconnaissance. Without enemy
 * cavalry there, 1d6 on the Reconnaissance Table by its cavalry PF; with enemy cavalry, the screen is shown and the
 * table is read on the excess of the scouts' PF over the screen's, none failing at once, the die modified by the
 * difference of their average cohesions. The result is how many enemy counters are shown: dummies first, removed
 * (7.1), then combat units, the owner choosing which (an interpretation: the rules are silent). Afterwards the scouts
 * may withdraw to the box they came from (withdrawal.ts). None in the solitaire game (10.0).
 *
 * @module
 */
import { D6, violation, type ChanceSpec, type Draft, type Emit, type Violation } from 'kriegsspiel';
import { connectionCost, enemyCounters, totalPf, usable } from '../board.js';
import type { JdgContext } from '../context.js';
import type { JdgEvent } from '../events.js';
import { bandResult } from '../tables/smallTables.js';
import type { JdgState } from '../types.js';
import { enemyOf, type Side } from '../vocabulary.js';
import { forceCohesion } from './battle/force.js';
import { removeDummies } from './entering.js';

type D = Draft<JdgState>;

/**
 * Why the active stack may not reconnoitre now (6.3, 10.0), or `null`.
 *
 * @example
 * ```ts
 * // reconRefusal(ctx, state)?.code: 'not-cavalry' for a stack with infantry
 * ```
 */
export function reconRefusal(state: JdgState): Violation | null {
  const a = state.activation!;
  const refuse = (code: string, message: string) => violation(code, 'JdG 6.3', `reconnoitre: ${message}`);
  if (state.options.solitaire) return violation('solitaire', 'JdG 10.0', 'reconnoitre: there is no reconnaissance in the solitaire game');
  if (a.scouted) return refuse('already-scouted', 'this stack has made its reconnaissance');
  if (!a.started || !a.halted) return refuse('no-enemy-box', 'the stack must just have entered a box the enemy holds');
  const units = a.pieces.filter((i) => state.pieces[i]!.kind === 'unit');
  if (units.length === 0 || a.pieces.some((i) => state.pieces[i]!.kind === 'dummy' || (state.pieces[i]!.kind === 'unit' && state.pieces[i]!.arm !== 'cavalry'))) {
    return refuse('not-cavalry', 'only a cavalry unit or a stack of cavalry units (with its generals) reconnoitres');
  }
  if (state.pieces.some((p, i) => p.status === 'map' && p.box === a.box && p.side === state.player && p.kind === 'unit' && !a.pieces.includes(i))) {
    return refuse('not-enemy-box', 'the box must hold only enemy units');
  }
  return null;
}

/** Turns counters face up for the enemy to see, with their event. */
function show(ctx: JdgContext, draft: D, pieces: readonly number[], side: Side, box: number, emit: Emit<JdgEvent>): void {
  if (pieces.length === 0) return;
  for (const i of pieces) draft.pieces[i]!.revealed = true;
  emit?.({ type: 'revealed', rule: 'JdG 6.3', side, box: ctx.boxIds[box]!, pieces: pieces.map((i) => draft.pieces[i]!.id) });
}

/** `side`'s combat units in `box` still face down (the counters a reconnaissance may show). */
export function faceDownUnits(state: JdgState, box: number, side: Side): number[] {
  return state.pieces.flatMap((p, i) => (p.status === 'map' && p.box === box && p.side === side && p.kind === 'unit' && !p.revealed ? [i] : []));
}

/** Declares the reconnaissance: the scouts and the screen are shown, the column found; no excess fails at once. */
export function reconnoitre(ctx: JdgContext, draft: D, emit: Emit<JdgEvent>): void {
  const a = draft.activation!;
  const [side, box] = [draft.player, a.box];
  a.scouted = true;
  show(ctx, draft, a.pieces, side, box, emit);
  const scouts = a.pieces.filter((i) => draft.pieces[i]!.kind === 'unit');
  const screen = draft.pieces.flatMap((p, i) => (p.status === 'map' && p.box === box && p.side !== side && p.kind === 'unit' && p.arm === 'cavalry' ? [i] : []));
  show(ctx, draft, screen.filter((i) => !draft.pieces[i]!.revealed), enemyOf(side), box, emit);
  const [pf, screenPf] = [totalPf(draft, scouts), totalPf(draft, screen)];
  const column = pf - screenPf;
  emit?.({ type: 'reconnoitred', rule: 'JdG 6.3', side, box: ctx.boxIds[box]!, pf, screen: screenPf, failed: column <= 0 });
  const modifier = screen.length > 0 ? forceCohesion(ctx, scouts, box) - forceCohesion(ctx, screen, box) : 0;
  draft.recon = { box, stage: 'roll', column: Math.max(0, column), modifier, owed: 0, screened: screen.length > 0 };
  if (column <= 0) offerWithdrawal(ctx, draft);
}

/** The reconnaissance die (6.3). */
export function reconDie(_ctx: JdgContext, _state: JdgState): ChanceSpec {
  return { what: 'reconnaissance', rule: 'JdG 6.3', values: D6 };
}

/** The die on the table: dummies shown and removed first, then the units, all of them if no more than owed. */
export function applyReconDie(ctx: JdgContext, draft: D, die: number, emit: Emit<JdgEvent>): void {
  const r = draft.recon!;
  const enemy = enemyOf(draft.player);
  const modified = die + r.modifier;
  const shown = bandResult(draft.options.tables.reconnaissance, r.column, modified).result;
  emit?.({ type: 'reconnaissanceRolled', rule: 'JdG 6.3', side: draft.player, box: ctx.boxIds[r.box]!, roll: die, modified, column: r.column, shown });
  r.owed = shown - removeDummies(ctx, draft, r.box, enemy, 'JdG 6.3', emit, shown);
  const units = faceDownUnits(draft, r.box, enemy);
  if (r.owed > 0 && units.length > r.owed) {
    r.stage = 'reveal';
    return;
  }
  if (r.owed > 0) show(ctx, draft, units, enemy, r.box, emit);
  offerWithdrawal(ctx, draft);
}

/** The owner shows one more unit of his choice (6.3). */
export function revealOne(ctx: JdgContext, draft: D, unit: number, emit: Emit<JdgEvent>): void {
  const r = draft.recon!;
  show(ctx, draft, [unit], enemyOf(draft.player), r.box, emit);
  r.owed--;
  if (r.owed === 0) offerWithdrawal(ctx, draft);
}

/**
 * Where the scouts may withdraw after their reconnaissance (6.3): back to the box they came from, over the connection
 * they used if it is still usable and they have the PM for it, never into a box with enemy counters; or -1.
 */
export function withdrawalBox(ctx: JdgContext, state: JdgState): number {
  const a = state.activation!;
  const { from, via } = state.pieces[a.pieces[0]!]!;
  if (from < 0 || via < 0 || !usable(ctx, state, via) || connectionCost(ctx, state, via) > a.pm) return -1;
  return enemyCounters(state, from, state.player) ? -1 : from;
}

/** The reconnaissance is over: the scouts' choice to withdraw, if they can. */
function offerWithdrawal(ctx: JdgContext, draft: D): void {
  if (withdrawalBox(ctx, draft) < 0) draft.recon = null;
  else draft.recon!.stage = 'withdraw';
}

/** The scouts withdraw (a test for each cavalry unit, withdrawal.ts) or stay to fight. */
export function afterRecon(ctx: JdgContext, draft: D, withdraw: boolean): void {
  const { screened } = draft.recon!;
  draft.recon = null;
  if (!withdraw) return;
  const a = draft.activation!;
  const rolls = a.pieces.filter((i) => draft.pieces[i]!.kind === 'unit');
  draft.withdrawal = { from: a.box, to: withdrawalBox(ctx, draft), pieces: [...a.pieces], rolls, screened };
}
