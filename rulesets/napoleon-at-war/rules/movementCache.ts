import { memoKey } from 'kriegsspiel';
import { boardOf, type Board } from '../board.js';
import { movedBoard } from '../boardMove.js';
import type { NawContext } from '../context.js';
import type { NawOptions } from '../options.js';
import { canonicalOptions } from '../optionsKey.js';
import type { NawState, Side } from '../types.js';
import { liveVersion, versionAtPlayStart } from './liveVersion.js';
import { codeOf, hexOfPlace, isActivePlace, placeOf, samePlaceButWhere } from './movementCode.js';
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
  /**
   * When this board was derived from the one before it in the same environment and exactly one unit's movement code
   * differs between them (a move, typically): that board's derived values and the unit, so that a derived value can be
   * updated instead of built again (see `actionSpace`). `null` otherwise.
   */
  readonly previous: { readonly derived: Map<string, unknown>; readonly changed: number } | null;
}

/**
 * The last board the movement rules derived in a context, keyed by content: what the board and the reaches read
 * of a state, packed per unit (see `movementCode.ts`), with the game-turn, the rolled-in groups and the options
 * (by content, see `canonicalOptions`). A movement phase asks for the same board many times (the action space,
 * every sampled candidate's check, then the move itself) and for the same unit's reach on many boards: only the
 * phasing side moves, and a unit's reach depends only on the enemy's units, the game-turn (night, arrivals), the
 * options and the unit itself (except a reinforcement's, which also depends on who stands on its entry hexes: kept
 * for one board only).
 */
interface Cache {
  options: NawOptions | null;
  turn: number;
  rolled: { group: string; turn: number }[];
  codes: Float64Array;
  scratch: Float64Array;
  board: Board | null;
  generation: number;
  blocked: Record<Side, Uint8Array | null>;
  memo: CachedMemo | null;
  derived: Map<string, unknown>;
  previous: MovementBoard['previous'];
  reaches: (ReachCopy | null | undefined)[];
  /** Per unit: its code when its reach was searched. */
  reachCode: Float64Array;
  /** Per unit: the generation its reach is valid for, or -1 for any board with the same enemy units. */
  reachGeneration: Int32Array;
  /**
   * The buffers of the last boards derived, oldest first: a new board takes the oldest (see {@link RING}) instead of
   * allocating one (allocating and collecting a buffer per move cost a tenth of a random game).
   */
  buffers: ArrayBuffer[];
  /** Per buffer in `buffers`: the hexes its board's derivation changed from the board before (`null`: a full build). */
  touched: (number[] | null)[];
  /** The last answer, and the live state and version it is for (`null` when it was not a live state). */
  last: MovementBoard | null;
  live: NawState | null;
  liveVersion: number;
  /**
   * The unit the play under way (or just made) on the live state moves, as that move said when it read its board
   * (`movementBoard`'s `moving`, at the play's start); -1 when none did.
   */
  moving: number;
}

const CACHE = memoKey<Cache>('movement board cache');

function sameRolled(state: NawState, cache: Cache): boolean {
  const rolled = state.rolledIn;
  if (rolled.length !== cache.rolled.length) return false;
  for (let i = 0; i < rolled.length; i++) if (rolled[i]!.group !== cache.rolled[i]!.group || rolled[i]!.turn !== cache.rolled[i]!.turn) return false;
  return true;
}

/**
 * The board of a plain state (never a draft), with a reach memo that keeps reaches while they stay valid: derived
 * again only when the content the movement rules read has changed since the last call in this context (the cache
 * lives in the context's memo, owned by the ruleset instance), by patching the last board when one unit moved. The
 * board's `state` is always `state` itself. On the rollout path, asked again about the live state it last answered
 * for, unchanged since (the same object and version, see `liveVersion`), it answers at once without a content key;
 * with `atPlayStart`, also while a play that has changed nothing yet is under way (see `versionAtPlayStart`: only for
 * the first step's `apply`, before it writes). `moving` (with `atPlayStart`): the one unit that play moves, when it
 * changes nothing else the content key reads (a move): after the play, only that unit's code is compared.
 */
export function movementBoard(ctx: NawContext, state: NawState, atPlayStart = false, moving = -1): MovementBoard {
  const units = state.units;
  const cache = ctx.memo.get(CACHE, newCache);
  // The rollout path's live state, unchanged since the last answer (same object, same version): no key to build.
  const version = liveVersion(ctx, state);
  if (version !== undefined && cache.live === state && cache.liveVersion === version) return cache.last!;
  if (atPlayStart && cache.live === state && versionAtPlayStart(ctx, state) === cache.liveVersion) {
    cache.moving = moving;
    return cache.last!;
  }
  if (cache.codes.length !== units.length) Object.assign(cache, makeCache(units.length));
  const scratch = cache.scratch;
  let same = cache.board !== null;
  const options = canonicalOptions(ctx, state.options);
  const sameEnvironment = options === cache.options && state.turn === cache.turn && sameRolled(state, cache);
  // The live state one play after the last answer, a play that moved one unit and changed nothing else the key reads
  // (see `moving`): only that unit's code can differ.
  const sole = cache.live === state && version === cache.liveVersion + 1 && sameEnvironment ? cache.moving : -1;
  if (sole >= 0) {
    scratch.set(cache.codes);
    const code = codeOf(units[sole]!);
    scratch[sole] = code;
    if (code !== cache.codes[sole]) same = false;
  } else {
    for (let i = 0; i < units.length; i++) {
      const code = codeOf(units[i]!);
      scratch[i] = code;
      if (code !== cache.codes[i]) same = false;
    }
  }
  if (!(same && sameEnvironment)) rebuild(ctx, state, cache, sameEnvironment, options);
  const board = cache.board!.state === state ? cache.board! : { ...cache.board!, state };
  const answer = cache.last !== null && cache.last.board === board ? cache.last : { board, memo: cache.memo!, derived: cache.derived, previous: cache.previous };
  cache.last = answer;
  cache.live = version === undefined ? null : state;
  cache.liveVersion = version ?? -1;
  cache.moving = -1;
  return answer;
}

/** An empty cache (sized on first use). */
const newCache = (): Cache => makeCache(0);

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
    previous: null,
    buffers: [],
    touched: [],
    reaches: new Array<ReachCopy | null | undefined>(count).fill(undefined),
    reachCode: new Float64Array(count),
    reachGeneration: new Int32Array(count),
    last: null,
    live: null,
    liveVersion: -1,
    moving: -1,
  };
}

/**
 * Derives the board anew (by patching the last one when a single unit changed where it stands, see `movedBoard`);
 * keeps each reach whose unit and enemy units are where they were (same environment).
 */
function rebuild(ctx: NawContext, state: NawState, cache: Cache, sameEnvironment: boolean, options: NawOptions): void {
  const units = state.units;
  let frenchMoved = !sameEnvironment;
  let coalitionMoved = !sameEnvironment;
  let changed = -1; // the one unit whose place changed, -2 for several
  let sole = -1; // the one unit whose code changed, -2 for several
  for (let i = 0; i < units.length && sameEnvironment; i++) {
    if (cache.scratch[i] === cache.codes[i]) continue;
    sole = sole === -1 ? i : -2;
    if (placeOf(cache.scratch[i]!) === placeOf(cache.codes[i]!)) continue;
    if (units[i]!.side === 'french') frenchMoved = true;
    else coalitionMoved = true;
    changed = changed === -1 && samePlaceButWhere(cache.scratch[i]!, cache.codes[i]!) ? i : -2;
  }
  for (let i = 0; i < units.length; i++) {
    if (units[i]!.side === 'french' ? coalitionMoved : frenchMoved) cache.reaches[i] = undefined;
  }
  // The hexes a side may not enter depend on the enemy's units and the night only (see blockedMask).
  if (coalitionMoved) cache.blocked.french = null;
  if (frenchMoved) cache.blocked.coalition = null;
  const last = cache.board;
  if (last !== null && sameEnvironment && changed === -1) cache.board = { ...last, state }; // where units stand is unchanged
  else {
    const buffer = reusable(cache, ctx);
    if (last !== null && sameEnvironment && changed >= 0) {
      const before = placeOf(cache.codes[changed]!);
      // The reused buffer holds the board of two derivations ago: only the hexes changed since need copying.
      const stale = buffer !== undefined && !cache.touched.includes(null) ? (cache.touched as number[][]) : null;
      const touched: number[] = [];
      cache.board = movedBoard(last, state, changed, hexOfPlace(before), isActivePlace(before), buffer, { stale, touched });
      cache.touched.push(touched);
    } else {
      cache.board = boardOf(ctx, state, buffer);
      cache.touched.push(null);
    }
    cache.buffers.push(cache.board.occupant.buffer as ArrayBuffer); // (a board that shares its predecessor's is not)
  }
  cache.codes.set(cache.scratch);
  cache.options = options;
  cache.turn = state.turn;
  if (!sameEnvironment) cache.rolled = state.rolledIn.map((r) => ({ group: r.group, turn: r.turn })); // else equal
  cache.generation++;
  cache.memo = new CachedMemo(cache, cache.board);
  cache.previous = last !== null && sameEnvironment && sole >= 0 ? { derived: cache.derived, changed: sole } : null;
  cache.derived = new Map();
}

/**
 * How many buffers the cache keeps before it reuses the oldest. Every rule reads a board it got from the cache
 * (`movementBoard`, `freshBoard`) within one call, and at most one other board is derived during that call (a rule
 * that changes the state and reads the board again, e.g. after a combat's retreats): so the board of the oldest of
 * three buffers, three derivations old at least (a board whose units stand where its predecessor's did shares its
 * buffer and adds none), is read by nobody. (Boards derived with `boardOf` elsewhere own their buffers.)
 */
const RING = 3;

/** A buffer for the next board: the oldest of the last {@link RING} boards' (read by no rule any more), else a new one. */
function reusable(cache: Cache, ctx: NawContext): ArrayBuffer | undefined {
  const size = ctx.map.grid.size * 7;
  if (cache.buffers.length < RING) return undefined;
  const oldest = cache.buffers.shift()!;
  cache.touched.shift();
  return oldest.byteLength === size ? oldest : undefined;
}

/** The memo of the cache's current board: it reads and fills the cache while the cache still holds that board. */
class CachedMemo implements ReachMemo {
  private readonly generation: number;
  /** Once the cache has moved on to another board: a memo of this board alone. */
  private own: ReachMemo | null = null;

  constructor(
    private readonly cache: Cache,
    private readonly board: Board,
  ) {
    this.generation = cache.generation;
  }

  private current(): boolean {
    if (this.own === null && this.cache.generation !== this.generation) this.own = newReachMemo(this.board);
    return this.own === null;
  }

  get(unitIndex: number): ReachCopy | null | undefined {
    if (!this.current()) return this.own!.get(unitIndex);
    const cache = this.cache;
    const reach = cache.reaches[unitIndex];
    if (reach === undefined || cache.reachCode[unitIndex] !== cache.codes[unitIndex]) return undefined;
    const valid = cache.reachGeneration[unitIndex];
    return valid === -1 || valid === this.generation ? reach : undefined;
  }

  set(unitIndex: number, reach: ReachCopy | null): void {
    if (!this.current()) return this.own!.set(unitIndex, reach);
    const cache = this.cache;
    cache.reaches[unitIndex] = reach;
    cache.reachCode[unitIndex] = cache.codes[unitIndex]!;
    // A reinforcement's reach depends on who stands on its entry hexes: valid on this board only.
    cache.reachGeneration[unitIndex] = reach !== null && reach.start === this.board.ctx.map.grid.size ? this.generation : -1;
  }

  blocked(side: Side): Uint8Array {
    if (!this.current()) return this.own!.blocked(side);
    return (this.cache.blocked[side] ??= blockedMask(this.board, side));
  }
}

/**
 * The board of a plain state (never a draft), equal to `boardOf(ctx, state)`: a new object (so that caches keyed by
 * board identity start afresh), over the arrays of the movement cache's board, which boards never change. Derives
 * nothing while the units stand where they stood (a combat being formed, its die roll), and patches one move. See
 * {@link movementBoard} for `atPlayStart`.
 */
export function freshBoard(ctx: NawContext, state: NawState, atPlayStart = false): Board {
  const { board } = movementBoard(ctx, state, atPlayStart);
  return { ctx: board.ctx, state, occupant: board.occupant, count: board.count, zoc: board.zoc };
}
