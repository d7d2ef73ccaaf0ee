import type { NawContext } from '../context.js';
import { memoKey, plainState, type Draft, type Emit } from 'kriegsspiel';
import { boardOf, enemyControls, enemyOf, zocTables, type Board } from '../board.js';
import type { NawEvent } from '../events.js';
import type { NawState } from '../types.js';
import { controlsIn, mustFight, mustFightIn } from './combat/combatants.js';

/**
 * The phasing cavalry and artillery held in an enemy-controlled hex with no enemy they may fight (Wagram 15.2): every
 * enemy unit controlling their hex stands across an unbridged stream, which they may neither cross nor attack
 * through. Such a unit could never move (NAW 5.13) nor fight (7.12); the rule retreats it instead.
 *
 * Asked at the start of every player turn, so without a board (`boardOf` allocates one): who stands where is written
 * into a per-context array of unit indices by hex (kept in the context's memo and cleared after use), and only the
 * neighbours of each phasing cavalry or artillery unit are read. Where two units share a hex (never at the start of a
 * turn), the board is built instead.
 */
function heldByStream(ctx: NawContext, state: NawState): number[] {
  const units = state.units;
  const slot = ctx.memo.get(UNIT_AT, newUnitAt);
  const at = (slot.at ??= new Int32Array(ctx.map.grid.size));
  const written: number[] = [];
  const candidates: number[] = [];
  let shared = false;
  for (let i = 0; i < units.length; i++) {
    const unit = units[i]!;
    if (unit.status !== 'active') continue;
    if (at[unit.hex] !== 0) shared = true;
    at[unit.hex] = i + 1; // the last unit of a hex, as `boardOf`'s occupant
    written.push(unit.hex);
    if (unit.side === state.phasing && unit.kind !== 'infantry') candidates.push(i);
  }
  try {
    return shared ? heldOn(boardOf(ctx, state)) : heldAt(ctx, state, at, candidates);
  } finally {
    for (const hex of written) at[hex] = 0;
  }
}

/** Per context: an array of unit index plus one by hex, all 0 between calls of {@link heldByStream}. */
const UNIT_AT = memoKey<{ at: Int32Array | null }>('forced retreat units by hex');
const newUnitAt = (): { at: Int32Array | null } => ({ at: null });

/**
 * {@link heldByStream} from `at` (unit index plus one by hex, one unit per hex) for `candidates` (the phasing side's
 * active cavalry and artillery, in unit order): a unit is in the enemy's zone of control exactly when an enemy on a
 * neighbour hex reaches its hex (`enemyControls`, from the tables the board's zones are made of).
 */
function heldAt(ctx: NawContext, state: NawState, at: Int32Array, candidates: readonly number[]): number[] {
  const units = state.units;
  const neighbors = ctx.map.grid.neighbors; // `grid.neighbor(hex, dir)` is `neighbors[hex * 6 + dir]`
  const tables = zocTables(ctx, state.options);
  const out: number[] = [];
  for (const i of candidates) {
    const unit = units[i]!;
    let controlled = false;
    let fights = false;
    for (let dir = 0; dir < 6 && !fights; dir++) {
      const hex = neighbors[unit.hex * 6 + dir]!;
      const enemy = hex >= 0 ? units[at[hex]! - 1] : undefined;
      if (enemy === undefined || enemy.side === unit.side) continue;
      if (controlsIn(tables, enemy.kind, enemy.hex, unit.hex)) controlled = true;
      if (mustFightIn(tables, unit, enemy)) fights = true;
    }
    if (controlled && !fights) out.push(i);
  }
  return out;
}

/** {@link heldByStream} on a board (the rule as first written). */
function heldOn(board: Board): number[] {
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

/**
 * Wagram 15.2, last sentence: cavalry and artillery that begin their movement phase held by a stream (see
 * `heldByStream`) suffer an automatic Attacker Retreat in lieu of combat. The retreats are carried out first, by
 * their owner, under the usual retreat rules (NAW 7.7-7.8: eliminated if they cannot retreat); no one advances after
 * them, and the retreat is the unit's move for the phase. The caller skips night turns: with no combat (NAW 10.1)
 * there is no Attacker Retreat either (an interpretation).
 */
export function startForcedRetreats(ctx: NawContext, draft: Draft<NawState>, emit: Emit<NawEvent>): void {
  if (!draft.options.streamBarsCavalryAndArtillery) return;
  const held = heldByStream(ctx, plainState(draft)); // read before the changes below
  if (held.length === 0) return;
  const ids = held.map((i) => draft.units[i]!.id);
  for (const i of held) draft.units[i]!.moved = true;
  draft.combat = {
    stage: 'retreat', defenderHexes: [], attackers: ids, bombarding: [], defenders: [], column: -1, result: 'Ar',
    exchangeOwed: 0, retreating: ids, mayRetreat: [], displacing: null, vacated: [],
  };
  emit?.({ type: 'forcedRetreat', rule: 'Wagram 15.2', units: ids });
}
