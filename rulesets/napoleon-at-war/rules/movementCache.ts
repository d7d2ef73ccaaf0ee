import { memoKey } from 'kriegsspiel';
import { boardOf, enemyOf, type Board } from '../board.js';
import type { NawContext } from '../context.js';
import type { NawOptions } from '../options.js';
import { canonicalOptions } from '../optionsKey.js';
import type { NawState, Side, UnitKind, UnitStatus } from '../types.js';
import { liveVersion } from './liveVersion.js';
import { blockedMask, newReachMemo, type ReachCopy, type ReachMemo } from './reachMemo.js';

/** A board and a memo of reaches for it, from {@link movementBoard}. */
export interface MovementBoard {
  readonly board: Board;
  readonly memo: ReachMemo;
  /**
   * Values derived from this board by other movement rules (e.g. the action space), by name: kept while the board
   * is, dropped with it. Store only what depends on nothing but the board's content and the name.
   */
  readonly derived: Map<string, unknown>;
}

/**
 * The last board the movement rules derived in a context, keyed by content: what the board and the reaches read
 * of a state, packed per unit (hex, status, moved, arrived), with the game-turn, the rolled-in groups and the options
 * (by content, see `canonicalOptions`). A movement phase asks for the same board many times (the action space, every sampled candidate's check,
 * then the move itself) and for the same unit's reach on many boards: only the phasing side moves, and a unit's reach
 * depends only on the enemy's units, the game-turn (night, arrivals), the options and the unit itself (except a
 * reinforcement's, which also depends on who stands on its entry hexes: kept for one board only).
 */
interface Cache {
  options: NawOptions | null;
  turn: number;
  rolled: string[];
  codes: Float64Array;
  scratch: Float64Array;
  board: Board | null;
  generation: number;
  blocked: Record<Side, Uint8Array | null>;
  memo: ReachMemo | null;
  derived: Map<string, unknown>;
  reaches: (ReachCopy | null | undefined)[];
  /** Per unit: its code when its reach was searched. */
  reachCode: Float64Array;
  /** Per unit: the generation its reach is valid for, or -1 for any board with the same enemy units. */
  reachGeneration: Int32Array;
  /** The last answer, and the live state and version it is for (`null` when it was not a live state). */
  last: MovementBoard | null;
  live: NawState | null;
  liveVersion: number;
}

const CACHE = memoKey<Cache>('movement board cache');
const statusOf = (status: UnitStatus): number =>
  status === 'active' ? 1 : status === 'waiting' ? 2 : status === 'eliminated' ? 3 : status === 'exited' ? 4 : 0;
const kindOf = (kind: UnitKind): number => (kind === 'infantry' ? 0 : kind === 'cavalry' ? 1 : 2);

/**
 * What the board and the reaches read of a unit, packed into one integer (exact in a double: at most 2^35): its hex,
 * status, allowance, kind and side (the "place", all an enemy's reach reads of it), then whether it has moved and
 * whether it arrived this phase.
 */
function codeOf(unit: NawState['units'][number]): number {
  const place = ((unit.hex + 2) * 8 + statusOf(unit.status)) * 512 + unit.movement * 8 + kindOf(unit.kind) * 2 + (unit.side === 'french' ? 0 : 1);
  return place * 4 + (unit.moved ? 2 : 0) + (unit.arrived ? 1 : 0);
}
/** The part of a code an enemy's reach reads (see {@link codeOf}). */
const placeOf = (code: number): number => Math.floor(code / 4);

function rolledOf(state: NawState): string[] {
  return state.rolledIn.map((r) => `${r.group}\u0000${r.turn}`);
}

const sameList = (a: readonly string[], b: readonly string[]): boolean => a.length === b.length && a.every((x, i) => x === b[i]);

/**
 * The board of a plain state (never a draft), with a reach memo that keeps reaches while they stay valid: derived
 * again only when the content the movement rules read has changed since the last call in this context (the cache
 * lives in the context's memo, owned by the ruleset instance). The board's `state` is always `state` itself. On the
 * rollout path, asked again about the live state it last answered for, unchanged since (the same object and version,
 * see `liveVersion`), it answers at once without building the content key.
 */
export function movementBoard(ctx: NawContext, state: NawState): MovementBoard {
  const units = state.units;
  const cache = ctx.memo.get(CACHE, () => makeCache(units.length));
  // The rollout path's live state, unchanged since the last answer (same object, same version): no key to build.
  const version = liveVersion(ctx, state);
  if (version !== undefined && cache.live === state && cache.liveVersion === version) return cache.last!;
  if (cache.codes.length !== units.length) Object.assign(cache, makeCache(units.length));
  const scratch = cache.scratch;
  let same = cache.board !== null;
  for (let i = 0; i < units.length; i++) {
    const code = codeOf(units[i]!);
    scratch[i] = code;
    if (code !== cache.codes[i]) same = false;
  }
  const options = canonicalOptions(ctx, state.options);
  const rolled = state.rolledIn.length === 0 && cache.rolled.length === 0 ? cache.rolled : rolledOf(state);
  const sameEnvironment = options === cache.options && state.turn === cache.turn && sameList(rolled, cache.rolled);
  if (!(same && sameEnvironment)) rebuild(ctx, state, cache, sameEnvironment, options, rolled);
  const board = cache.board!.state === state ? cache.board! : { ...cache.board!, state };
  const answer = { board, memo: cache.memo!, derived: cache.derived };
  cache.last = answer;
  cache.live = version === undefined ? null : state;
  cache.liveVersion = version ?? -1;
  return answer;
}

function makeCache(count: number): Cache {
  return {
    options: null,
    turn: 0,
    rolled: [],
    codes: new Float64Array(count),
    scratch: new Float64Array(count),
    board: null,
    generation: 0,
    blocked: { french: null, coalition: null },
    memo: null,
    derived: new Map(),
    reaches: new Array<ReachCopy | null | undefined>(count).fill(undefined),
    reachCode: new Float64Array(count),
    reachGeneration: new Int32Array(count),
    last: null,
    live: null,
    liveVersion: -1,
  };
}

/** Derives the board anew; keeps each reach whose unit and enemy units are where they were (same environment). */
function rebuild(ctx: NawContext, state: NawState, cache: Cache, sameEnvironment: boolean, options: NawOptions, rolled: string[]): void {
  const moved: Record<Side, boolean> = { french: !sameEnvironment, coalition: !sameEnvironment };
  for (let i = 0; i < state.units.length && sameEnvironment; i++) {
    if (placeOf(cache.scratch[i]!) !== placeOf(cache.codes[i]!)) moved[state.units[i]!.side] = true;
  }
  for (let i = 0; i < state.units.length; i++) {
    if (moved[enemyOf(state.units[i]!.side)]) cache.reaches[i] = undefined;
  }
  // The hexes a side may not enter depend on the enemy's units and the night only (see blockedMask).
  for (const side of ['french', 'coalition'] as const) if (moved[enemyOf(side)]) cache.blocked[side] = null;
  cache.codes.set(cache.scratch);
  cache.options = options;
  cache.turn = state.turn;
  cache.rolled = rolled;
  cache.board = boardOf(ctx, state);
  cache.generation++;
  cache.memo = cachedMemo(cache, cache.board);
  cache.derived = new Map();
}

/** The memo of the cache's current board: it reads and fills the cache while the cache still holds that board. */
function cachedMemo(cache: Cache, board: Board): ReachMemo {
  const generation = cache.generation;
  let own: ReachMemo | null = null; // once the cache has moved on to another board: a memo of this board alone
  const current = (): boolean => {
    if (own === null && cache.generation !== generation) own = newReachMemo(board);
    return own === null;
  };
  return {
    get(unitIndex) {
      if (!current()) return own!.get(unitIndex);
      const reach = cache.reaches[unitIndex];
      if (reach === undefined || cache.reachCode[unitIndex] !== cache.codes[unitIndex]) return undefined;
      const valid = cache.reachGeneration[unitIndex];
      return valid === -1 || valid === generation ? reach : undefined;
    },
    set(unitIndex, reach) {
      if (!current()) return own!.set(unitIndex, reach);
      cache.reaches[unitIndex] = reach;
      cache.reachCode[unitIndex] = cache.codes[unitIndex]!;
      // A reinforcement's reach depends on who stands on its entry hexes: valid on this board only.
      cache.reachGeneration[unitIndex] = reach !== null && reach.start === cache.board!.ctx.map.grid.size ? generation : -1;
    },
    blocked(side) {
      if (!current()) return own!.blocked(side);
      return (cache.blocked[side] ??= blockedMask(board, side));
    },
  };
}
