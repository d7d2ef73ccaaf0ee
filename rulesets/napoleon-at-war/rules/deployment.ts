import type { NawContext } from '../context.js';
import { memoKey, plainState, quote, violation, type Draft, type Emit, type Violation } from 'kriegsspiel';
import type { NawAction } from '../actions.js';
import { boardOf, terrainAt, type Board } from '../board.js';
import type { NawEvent } from '../events.js';
import type { NawState, Side } from '../types.js';
import { movementBoard } from './movementCache.js';
import { startGame } from './sequence.js';
import { weakMapSlot } from '../weakMapSlot.js';

/** A unit still to be set up and the hexes it may take now. */
interface DeploymentChoice {
  /** Unit index. */
  readonly unit: number;
  /** Hexes (dense indices) that leave room in their areas for every other unit still to be set up. */
  readonly hexes: readonly number[];
}

/** The units of `side` still to be set up. */
export function undeployed(state: NawState, side: Side): number[] {
  const out: number[] = [];
  const units = state.units;
  for (let i = 0; i < units.length; i++) if (units[i]!.side === side && units[i]!.status === 'undeployed') out.push(i);
  return out;
}

/** The empty hexes of a unit's set-up area that it could stand in (Wagram 13.1; NAW 9.0 prohibited terrain, 5.32). */
function openHexes(board: Board, unitIndex: number): number[] {
  const out: number[] = [];
  for (const hex of standable(board, unitIndex)) if (board.count[hex] === 0) out.push(hex);
  return out;
}

/** Per terrain chart (by identity) and unit index: the hexes of the unit's set-up area it may stand in at all. */
const STANDABLE = memoKey<WeakMap<object, Int32Array[]>>('standable set-up hexes');

/** The hexes of a unit's set-up area that are not prohibited terrain and lie within its confinement (static). */
function standable(board: Board, unitIndex: number): Int32Array {
  const { ctx, state } = board;
  const byChart = weakMapSlot(ctx.memo, STANDABLE);
  const chart = plainState(state.options.terrain);
  let lists = byChart.get(chart);
  if (lists === undefined) byChart.set(chart, (lists = []));
  let list = lists[unitIndex];
  if (list === undefined) {
    const confined = ctx.confinement[unitIndex];
    const area = Array.from(ctx.setupAreas[unitIndex] ?? []);
    lists[unitIndex] = list = Int32Array.from(area.filter((hex) => terrainAt(state, ctx, hex).cost !== null && (!confined || confined[hex] === 1)));
  }
  return list;
}

/** The units still to be set up, their open hexes, and a test of one placement against a maximum matching. */
interface Placements {
  /** Whether every unit still to be set up can have a hex of its area, one to a hex. */
  readonly complete: boolean;
  readonly units: readonly number[];
  readonly options: readonly (readonly number[])[];
  /** Whether unit `slot` (an index into `units`) may take `hex`, leaving a hex for every other unit; false if none fits. */
  feasible(slot: number, hex: number): boolean;
}

/**
 * Wagram 13.1 with overlapping areas: a placement is legal only if the units still to come can all be placed in
 * their areas, one to a hex. A maximum matching of units to hexes decides it: placing a unit on a hex another unit
 * holds in the matching is possible exactly when that unit finds another hex by an augmenting path.
 */
function placements(board: Board): Placements {
  const units = undeployed(board.state, board.state.phasing);
  const options: number[][] = [];
  for (const unit of units) options.push(openHexes(board, unit));
  const owner = new Int32Array(board.ctx.map.grid.size).fill(-1); // hex -> slot
  const held = new Int32Array(units.length).fill(-1); // slot -> hex
  const marks = seenMarks(board.ctx, board.ctx.map.grid.size);
  let complete = true;
  for (let slot = 0; slot < units.length && complete; slot++) complete = augment(options, marks, ++marks.pass, slot, owner);
  for (let hex = 0; hex < owner.length; hex++) if (owner[hex]! >= 0) held[owner[hex]!] = hex;
  const feasible = (slot: number, hex: number): boolean => {
    if (!complete || !options[slot]!.includes(hex)) return false;
    const displaced = owner[hex]!;
    if (displaced === slot || displaced < 0) return true;
    const own = owner.slice();
    own[held[slot]!] = -1;
    own[hex] = slot;
    const pass = ++marks.pass;
    marks.seen[hex] = pass;
    return augment(options, marks, pass, displaced, own);
  };
  return { complete, units, options, feasible };
}

/**
 * The hexes an augmenting search has visited: `seen[hex] === pass` (one stamp per search, no set to allocate). One
 * per context, kept in its memo: every search takes a new stamp, so placements of different boards may share it.
 */
interface SeenMarks {
  seen: Int32Array;
  pass: number;
}
const SEEN = memoKey<SeenMarks>('set-up matching marks');
const newMarks = (): SeenMarks => ({ seen: new Int32Array(0), pass: 0 });

function seenMarks(ctx: NawContext, size: number): SeenMarks {
  const marks = ctx.memo.get(SEEN, newMarks);
  if (marks.seen.length !== size || marks.pass > 0x3fffffff) {
    marks.seen = new Int32Array(size);
    marks.pass = 0;
  }
  return marks;
}

/** Finds `slot` a hex by an augmenting path over `own` (hex -> slot), marking visited hexes with `pass`. */
function augment(options: readonly (readonly number[])[], marks: SeenMarks, pass: number, slot: number, own: Int32Array): boolean {
  const seen = marks.seen;
  for (const hex of options[slot]!) {
    if (seen[hex] === pass) continue;
    seen[hex] = pass;
    const other = own[hex]!;
    if (other < 0 || augment(options, marks, pass, other, own)) {
      own[hex] = slot;
      return true;
    }
  }
  return false;
}

/** Whether the deploying side's set-up areas can hold all its units still to be set up, one to a hex (Wagram 13.1). */
export function setupFits(board: Board): boolean {
  return placements(board).complete;
}

/**
 * Where each unit of the deploying side may be set up now (Wagram 13.1): the hexes of its area that leave room for
 * every unit still to come. Empty lists for every unit mean the areas cannot hold the units at all.
 */
function deploymentChoices(board: Board): DeploymentChoice[] {
  const { units, options, feasible } = placements(board);
  return units.map((unit, slot) => ({ unit, hexes: options[slot]!.filter((hex) => feasible(slot, hex)) }));
}

/** Every legal set-up placement (Wagram 13.1). */
export function deploymentActions(ctx: NawContext, state: NawState): NawAction[] {
  const board = boardOf(ctx, state);
  const ids = board.ctx.hexIds;
  return deploymentChoices(board).flatMap(({ unit, hexes }) => hexes.map((hex): NawAction => ({ type: 'deploy', unit: state.units[unit]!.id, to: ids[hex]! })));
}

/** Why a set-up action is illegal, or `null`. */
export function checkDeployment(ctx: NawContext, state: NawState, action: NawAction): Violation | null {
  if (action.type !== 'deploy') return violation('deployment', 'Wagram 13.1', `"${action.type}" is not allowed before every unit is set up`);
  const { board, derived } = movementBoard(ctx, state); // derived once per board content while units are set up
  const index = board.ctx.unitIndex.get(action.unit);
  const unit = index === undefined ? undefined : state.units[index];
  if (index === undefined || unit === undefined) return violation('unknown-unit', 'NAW 2.3', `unit: no unit ${quote(action.unit)}`);
  if (unit.side !== state.phasing || unit.status !== 'undeployed') return violation('not-deploying', 'Wagram 13.1', `unit: ${unit.id} is not waiting to be set up`);
  const hex = board.ctx.map.grid.indexOf(action.to);
  if (hex < 0) return violation('off-map', 'NAW 2.1', `to: hex ${action.to} is not on the map`);
  if (!board.ctx.setupAreas[index]?.includes(hex)) return violation('outside-area', 'Wagram 13.1', `to: ${action.to} is outside ${unit.id}'s set-up area`);
  const key = `placements ${state.phasing}`;
  let known = derived.get(key) as Placements | undefined;
  if (known === undefined) derived.set(key, (known = placements(board)));
  const { units, feasible } = known;
  if (feasible(units.indexOf(index), hex)) return null;
  return board.count[hex] !== 0
    ? violation('stacked', 'NAW 5.32', `to: ${action.to} already holds a unit`)
    : violation('no-room', 'Wagram 13.1', `to: ${unit.id} may not stand in ${action.to}: prohibited terrain, or it would leave another unit no hex in its area`);
}

/** Sets a unit up; once the side has set up every unit, the next side sets up or the game begins. */
export function applyDeploy(ctx: NawContext, draft: Draft<NawState>, unitId: string, hexId: string, emit: Emit<NawEvent>): void {
  const unit = draft.units[ctx.unitIndex.get(unitId)!]!;
  unit.hex = ctx.map.grid.indexOf(hexId);
  unit.status = 'active';
  emit?.({ type: 'deployed', rule: 'Wagram 13.1', unit: unitId, to: hexId });
  if (undeployed(draft, draft.phasing).length > 0) return;
  const next = draft.units.find((u) => u.status === 'undeployed');
  if (next) {
    draft.phasing = next.side;
    emit?.({ type: 'phaseStarted', rule: 'Wagram 13.1', turn: draft.turn, side: next.side, phase: 'deployment', night: false });
    return;
  }
  startGame(ctx, draft, emit);
}
