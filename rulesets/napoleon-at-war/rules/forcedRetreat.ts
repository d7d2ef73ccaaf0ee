import type { NawContext } from '../context.js';
import { memoKey, plainState, type Draft, type Emit } from 'kriegsspiel';
import { boardOf, enemyControls, enemyOf, type Board } from '../board.js';
import type { NawEvent } from '../events.js';
import type { NawState } from '../types.js';
import { mustFight } from './combat/combatants.js';

/**
 * The phasing cavalry and artillery held in an enemy-controlled hex with no enemy they may fight (Wagram 15.2): every
 * enemy unit controlling their hex stands across an unbridged stream, which they may neither cross nor attack
 * through. Such a unit could never move (NAW 5.13) nor fight (7.12); the rule retreats it instead.
 */
function heldByStream(board: Board): number[] {
  const { state } = board;
  const grid = board.ctx.map.grid;
  const out: number[] = [];
  state.units.forEach((unit, i) => {
    if (unit.side !== state.phasing || unit.status !== 'active' || unit.kind === 'infantry') return;
    if (!enemyControls(board, unit.hex, unit.side)) return;
    for (let dir = 0; dir < 6; dir++) {
      const hex = grid.neighbor(unit.hex, dir);
      const enemy = hex >= 0 ? state.units[board.occupant[hex]! - 1] : undefined;
      if (enemy && enemy.side === enemyOf(unit.side) && mustFight(board, unit, enemy)) return;
    }
    out.push(i);
  });
  return out;
}

/** The buffer of the board {@link startForcedRetreats} reads (allocating one at every player turn cost more than the rule). */
const BUFFER = memoKey<ArrayBuffer>('forced retreat board buffer');

/**
 * Wagram 15.2, last sentence: cavalry and artillery that begin their movement phase held by a stream (see
 * `heldByStream`) suffer an automatic Attacker Retreat in lieu of combat. The retreats are carried out first, by
 * their owner, under the usual retreat rules (NAW 7.7-7.8: eliminated if they cannot retreat); no one advances after
 * them, and the retreat is the unit's move for the phase. The caller skips night turns: with no combat (NAW 10.1)
 * there is no Attacker Retreat either (an interpretation).
 */
export function startForcedRetreats(ctx: NawContext, draft: Draft<NawState>, emit: Emit<NawEvent>): void {
  if (!draft.options.streamBarsCavalryAndArtillery) return;
  // A snapshot, read before the changes below, on a buffer of the context's (only this function reads that board).
  const buffer = ctx.memo.get(BUFFER, () => new ArrayBuffer(ctx.map.grid.size * 7));
  const held = heldByStream(boardOf(ctx, plainState(draft), buffer));
  if (held.length === 0) return;
  const ids = held.map((i) => draft.units[i]!.id);
  for (const i of held) draft.units[i]!.moved = true;
  draft.combat = {
    stage: 'retreat', defenderHexes: [], attackers: ids, bombarding: [], defenders: [], column: -1, result: 'Ar',
    exchangeOwed: 0, retreating: ids, mayRetreat: [], displacing: null, vacated: [],
  };
  emit?.({ type: 'forcedRetreat', rule: 'Wagram 15.2', units: ids });
}
