import { lineOfSight, memoKey } from 'kriegsspiel';
import { enemyControls, terrainAt, zocTables, type Board } from '../../board.js';
import { RIVER, BRIDGE } from '../../context.js';
import { canonicalOptions } from '../../optionsKey.js';
import { weakMapSlot } from '../../weakMapSlot.js';
import type { NawUnit } from '../../types.js';

/** Whether a unit can still take part in an attack this combat phase (NAW 7.14, 7.74, 7.82). */
export function mayAttack(unit: NawUnit): boolean {
  return unit.status === 'active' && !unit.engaged && !unit.advanced && !unit.silenced;
}

/** Whether an enemy unit can still be attacked this combat phase (NAW 7.14, 7.74). */
export function mayBeAttacked(unit: NawUnit): boolean {
  return unit.status === 'active' && !unit.engaged && !unit.advanced;
}

/**
 * Whether the unit attacks by bombardment rather than from an adjacent hex: artillery not in an enemy-controlled
 * hex (NAW 8.1, 8.41: artillery in an enemy zone of control is treated like infantry and may not bombard).
 */
export function bombards(board: Board, unit: NawUnit): boolean {
  return unit.kind === 'artillery' && !enemyControls(board, unit.hex, unit.side);
}

/** Whether `unit` may attack the adjacent hex `target` (NAW 7.15; not across an unbridged river, 9.0; Wagram 15.2). */
export function canAttackAdjacent(board: Board, unit: NawUnit, target: number): boolean {
  if (!mayAttack(unit) || bombards(board, unit)) return false;
  return facesAcross(board, unit.kind, unit.hex, target);
}

/**
 * Whether a unit of `kind` in `from` is next to `to` across a hexside that does not bar it (`hexsideBars`): read from
 * the zone-of-control table, which holds exactly those neighbours (NAW 6.6, 9.0; Wagram 15.2).
 */
function facesAcross(board: Board, kind: NawUnit['kind'], from: number, to: number): boolean {
  if (to < 0 || from < 0) return false;
  const table = zocTables(board.ctx, board.state.options)[kind === 'infantry' ? 0 : 1];
  const base = from * 6;
  for (let dir = 0; dir < 6; dir++) if (table[base + dir] === to) return true;
  return false;
}

/**
 * Whether artillery may bombard `target`: within range counting the target hex but not its own (NAW 8.11-8.12),
 * with a clear line of sight (8.3: forest and town block; along a hexside only if both sides block), or adjacent
 * across an unbridged river (8.45).
 */
export function canBombard(board: Board, unit: NawUnit, target: number): boolean {
  if (!mayAttack(unit) || !bombards(board, unit)) return false;
  const size = board.ctx.map.grid.size;
  if (!(target >= 0 && target < size && unit.hex >= 0 && unit.hex < size)) return inRangeAndSight(board, unit, target);
  // Range and sight depend only on the two hexes, the map and the options: remember each answer per options content.
  const known = sightsOf(board);
  const key = unit.hex * size + target;
  let answer = known.get(key);
  if (answer === undefined) known.set(key, (answer = inRangeAndSight(board, unit, target)));
  return answer;
}

/** Whether a battery in one hex may bombard another, by hex pair (`from * size + to`): an answer once found. */
interface Sights {
  get(key: number): boolean | undefined;
  set(key: number, answer: boolean): void;
}

/** Per options content (its canonical object): the {@link Sights} answers. */
const SIGHTS = memoKey<WeakMap<object, Sights>>('bombardment range and sight');
/** The options object asked last and its answers (most calls ask with the same object as the call before). */
const LAST_SIGHTS = memoKey<{ options: object | null; sights: Sights | null }>('last bombardment range and sight');
const newLast = (): { options: object | null; sights: Sights | null } => ({ options: null, sights: null });

function sightsOf(board: Board): Sights {
  const last = board.ctx.memo.get(LAST_SIGHTS, newLast);
  if (last.options === board.state.options) return last.sights!;
  const byOptions = weakMapSlot(board.ctx.memo, SIGHTS);
  const options = canonicalOptions(board.ctx, board.state.options);
  let known = byOptions.get(options);
  if (known === undefined) byOptions.set(options, (known = newSights(board.ctx.map.grid.size)));
  last.options = board.state.options;
  last.sights = known;
  return known;
}

/** Answers in one byte per hex pair (0 unknown, 1 no, 2 yes) for maps of up to 2,048 hexes (4 MB), else a map. */
function newSights(size: number): Sights {
  if (size > 2048) return new Map<number, boolean>();
  const bytes = new Uint8Array(size * size);
  return {
    get: (key) => (bytes[key] === 0 ? undefined : bytes[key] === 2),
    set: (key, answer) => void (bytes[key] = answer ? 2 : 1),
  };
}

/** Whether a battery in `unit`'s hex has `target` in range and in sight (or adjacent across a river, NAW 8.45). */
function inRangeAndSight(board: Board, unit: NawUnit, target: number): boolean {
  const grid = board.ctx.map.grid;
  const distance = grid.distance(unit.hex, target);
  if (distance === 1) {
    const features = board.ctx.map.hexsideFeatures(unit.hex, grid.directionTo(unit.hex, target));
    return (features & RIVER) !== 0 && (features & BRIDGE) === 0; // NAW 8.45
  }
  if (distance > board.state.options.bombardmentRange) return false;
  return lineOfSight(grid, unit.hex, target, (hex) => terrainAt(board.state, board.ctx, hex).blocksLineOfSight).clear;
}

/** Whether `unit` may join an attack on `target` in either way. */
export function canAttack(board: Board, unit: NawUnit, target: number): boolean {
  return canAttackAdjacent(board, unit, target) || canBombard(board, unit, target);
}

/**
 * Whether the phasing unit is bound to fight the enemy unit (NAW 7.11-7.12): it stands in the enemy's zone of
 * control and could attack it. An enemy whose zone does not reach the unit, or that the unit may not attack across
 * the hexside between them, creates no obligation.
 */
export function mustFight(board: Board, unit: NawUnit, enemy: NawUnit): boolean {
  if (unit.status !== 'active' || enemy.status !== 'active' || unit.advanced || enemy.advanced || unit.silenced) return false;
  return facesAcross(board, enemy.kind, enemy.hex, unit.hex) && facesAcross(board, unit.kind, unit.hex, enemy.hex);
}
