import { memoKey, type ActionSpace } from 'kriegsspiel';
import type { NawAction } from '../actions.js';
import { enemyControls, type Board } from '../board.js';
import type { NawContext } from '../context.js';
import type { NawOptions } from '../options.js';
import { canonicalOptions } from '../optionsKey.js';
import type { NawState } from '../types.js';
import { arrivalTurn } from './arrivals.js';
import { hexSet, setKey } from './hexSet.js';
import { undeployed } from './deployment.js';
import { movementBoard, type MovementBoard } from './movementCache.js';
import { weakMapSlot } from '../weakMapSlot.js';

/** One unit's share of the space: a move (or a set-up placement) to each of `hexes`, then an exit if it may exit. */
interface Block {
  readonly unit: string;
  readonly hexes: Int32Array;
  readonly exit: boolean;
  readonly type: 'move' | 'deploy';
}

/**
 * A cheap superset of the movement-phase actions (NAW 5.0) and of the set-up placements (Wagram 13.1: every unit
 * still to be set up on every hex of its area), for random play without listing every legal action; `null` in every
 * other phase or step. For each unit that may move now (the one that must make room, else each phasing
 * unit that has not moved, is not held by an enemy zone of control and, if a reinforcement, is due), a move to every
 * hex within the farthest distance its allowance could cover, an exit if its side has exits (Wagram 17.11), and
 * `endPhase` when no unit must make room. `check` decides which are legal.
 *
 * @example
 * ```ts
 * import { napoleonAtWar } from 'kriegsspiel/rulesets/napoleon-at-war';
 * const setup = napoleonAtWar.setup('skirmish', {}, 1);
 * if (!setup.ok) throw new Error(setup.violation.message);
 * const space = napoleonAtWar.actionSpace(setup.state); // the first movement phase
 * const candidate = space?.at(0); // a move of the first French unit, legal or not
 * if (candidate) napoleonAtWar.check(setup.state, candidate); // null when legal
 * ```
 */
export function actionSpace(ctx: NawContext, state: NawState): ActionSpace<NawAction> | null {
  if (state.phase === 'deployment') return deploymentSpace(ctx, state);
  if (state.phase !== 'movement' || state.combat !== null) return null;
  // Built once per board content, phasing side and unit that must move (kept with the board, see movementCache.ts).
  const { board, derived, previous } = movementBoard(ctx, state);
  const known = derived.get(SPACE) as KnownSpace | undefined;
  if (known !== undefined && known.side === state.phasing && known.mustMove === state.mustMove) return known.space;
  const base = afterMove(state, previous);
  // With no unit to make room, the space is its base; else the one unit's block, built (see movementSpace).
  const space = base !== undefined && state.mustMove === null ? base : movementSpace(ctx, state, board);
  const kept = base !== undefined ? base : state.mustMove === null && space instanceof BlockSpace ? space : null;
  derived.set(SPACE, { side: state.phasing, mustMove: state.mustMove, space, base: kept } satisfies KnownSpace);
  return space;
}

/** The name of the movement space among a board's derived values: the last one built on it, and for whom. */
const SPACE = 'movement space';
interface KnownSpace {
  readonly side: NawState['phasing'];
  readonly mustMove: string | null;
  readonly space: ActionSpace<NawAction> | null;
  /**
   * The space this board would give if no unit had to make room (NAW 5.32): the blocks of the phasing side's unmoved
   * units, each as built. The space itself when no unit must make room; `null` when not known.
   */
  readonly base: BlockSpace | null;
}

/**
 * The base (see `KnownSpace.base`) after a unit of the phasing side moved (nothing else changed, see
 * `MovementBoard.previous`): the base of the board before, without that unit's block. Every other block is as it
 * was: its unit, the enemy's zones and the game-turn are unchanged. `undefined` when the space must be built (another
 * change, no base known).
 */
function afterMove(state: NawState, previous: MovementBoard['previous']): BlockSpace | undefined {
  if (previous === null) return undefined;
  const before = previous.derived.get(SPACE) as KnownSpace | undefined;
  const unit = state.units[previous.changed]!;
  if (before === undefined || before.side !== state.phasing || before.base === null) return undefined;
  if (unit.side !== state.phasing || !unit.moved) return undefined;
  return before.base.without(unit.id);
}

/** The movement-phase superset (see {@link actionSpace}). */
function movementSpace(ctx: NawContext, state: NawState, board: Board): ActionSpace<NawAction> | null {
  const step = cheapestStep(ctx, state.options);
  if (!(step > 0)) return null; // free movement: no distance bounds a unit's reach
  const blocks: Block[] = [];
  const ends: number[] = []; // ends[k]: one past the last index of blocks[k]
  const last = ctx.memo.get(LAST_BLOCKS, newLastBlocks);
  let size = 0;
  for (const i of candidateMovers(ctx, state)) {
    const unit = state.units[i]!;
    let kind: number;
    let at: number;
    let radius: number;
    if (unit.status === 'active') {
      if (enemyControls(board, unit.hex, unit.side)) continue; // NAW 5.13: it may not leave the hex
      kind = 0;
      at = unit.hex;
      radius = Math.floor(unit.movement / step);
    } else if (unit.status === 'waiting' && arrivalTurn(ctx, state, i) <= state.turn) {
      kind = 1;
      at = i;
      radius = Math.max(Math.floor((unit.movement - 1) / step), -1); // NAW 14.3: one MP to be placed on the map
    } else continue;
    // The unit's block is the same object while its hex set is (blocks never change): no lookup, no allocation.
    const key = setKey(kind, at, radius);
    let block = key >= 0 && last.keys[i] === key ? last.blocks[i]! : undefined;
    if (block === undefined) {
      block = { unit: unit.id, hexes: hexSet(ctx, kind, at, radius), exit: ctx.exits[unit.side] !== null, type: 'move' };
      last.keys[i] = key;
      last.blocks[i] = block;
    }
    size += block.hexes.length + (block.exit ? 1 : 0);
    blocks.push(block);
    ends.push(size);
  }
  if (state.mustMove === null) size += 1; // the last index: endPhase
  return new BlockSpace(ctx, blocks, ends, size);
}

/** The set-up superset (Wagram 13.1): every unit still to be set up, on every hex of its set-up area. */
function deploymentSpace(ctx: NawContext, state: NawState): ActionSpace<NawAction> {
  const blocks: Block[] = [];
  const ends: number[] = [];
  let size = 0;
  for (const i of undeployed(state, state.phasing)) {
    const hexes = ctx.setupAreas[i] ?? new Int32Array(0);
    size += hexes.length;
    blocks.push({ unit: state.units[i]!.id, hexes, exit: false, type: 'deploy' });
    ends.push(size);
  }
  return new BlockSpace(ctx, blocks, ends, size);
}

/** A space of blocks (a class: no closure to make per space). */
class BlockSpace implements ActionSpace<NawAction> {
  constructor(
    private readonly ctx: NawContext,
    private readonly blocks: readonly Block[],
    private readonly ends: readonly number[],
    readonly size: number,
  ) {}

  at(index: number): NawAction {
    return actionAt(this.ctx, this.blocks, this.ends, index);
  }

  /** This space without the block of `unit` (the same space when it has none); the last index stays `endPhase`. */
  without(unit: string): BlockSpace {
    const old = this.blocks;
    let k = 0;
    while (k < old.length && old[k]!.unit !== unit) k++;
    if (k === old.length) return this;
    const removed = this.ends[k]! - (k === 0 ? 0 : this.ends[k - 1]!);
    // Plain loops: no closure, no intermediate arrays (this runs after every move).
    const blocks: Block[] = [];
    const ends: number[] = [];
    for (let i = 0; i < old.length; i++) {
      if (i === k) continue;
      blocks.push(old[i]!);
      ends.push(i < k ? this.ends[i]! : this.ends[i]! - removed);
    }
    return new BlockSpace(this.ctx, blocks, ends, this.size - removed);
  }
}

/** The action at `index`: found by binary search over the blocks' end offsets. */
function actionAt(ctx: NawContext, blocks: readonly Block[], ends: readonly number[], index: number): NawAction {
  let low = 0;
  let high = blocks.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (ends[mid]! <= index) low = mid + 1;
    else high = mid;
  }
  const block = blocks[low];
  if (block === undefined) return { type: 'endPhase' };
  const offset = index - (ends[low]! - block.hexes.length - (block.exit ? 1 : 0));
  const hex = block.hexes[offset];
  return hex === undefined ? { type: 'exit', unit: block.unit } : { type: block.type, unit: block.unit, to: ctx.hexIds[hex]! };
}

/** The units that may move now: the one that must make room (NAW 5.32), else the phasing side's unmoved units. */
function candidateMovers(ctx: NawContext, state: NawState): number[] {
  if (state.mustMove !== null) return [state.units.findIndex((u) => u.id === state.mustMove)].filter((i) => i >= 0);
  const out: number[] = [];
  for (let i = 0; i < state.units.length; i++) {
    const u = state.units[i]!;
    if (u.side === state.phasing && !u.moved) out.push(i);
  }
  return out;
}

/**
 * The fewest movement points any step can cost under these options (NAW 5.21-5.23: a road hexside, a trail hexside
 * or a hex's terrain, at least `LIMITS.minCost`; 1 bounds it from above, which only widens the superset; stream and
 * slope costs only add).
 */
function cheapestStep(ctx: NawContext, drafted: NawOptions): number {
  const options = canonicalOptions(ctx, drafted);
  const known = weakMapSlot(ctx.memo, CHEAPEST).get(options);
  if (known !== undefined) return known;
  const least = leastStep(options);
  weakMapSlot(ctx.memo, CHEAPEST).set(options, least);
  return least;
}

/** Per options content (its canonical object, see `canonicalOptions`): {@link cheapestStep}. */
const CHEAPEST = memoKey<WeakMap<object, number>>('cheapest step');

function leastStep(options: NawOptions): number {
  let least = Math.min(1, options.hexsideCosts.road, options.hexsideCosts.trail);
  for (const effect of Object.values(options.terrain)) if (effect.cost !== null) least = Math.min(least, effect.cost);
  return least;
}

/** Per unit index: the key of the block last built for it, and that block (see `movementSpace`). */
const LAST_BLOCKS = memoKey<{ readonly keys: number[]; readonly blocks: Block[] }>('movement space blocks by unit');
const newLastBlocks = (): { keys: number[]; blocks: Block[] } => ({ keys: [], blocks: [] });
