import type { Draft } from 'immer';
import type { Emit } from 'kriegsspiel';
import { boardOf, BRIDGE, CREEK, RIVER, TERRAIN, unitsIn, zoneHexes, type Board } from '../../board.js';
import type { MibContext } from '../../context.js';
import type { MibEvent } from '../../events.js';
import type { MibState } from '../../types.js';
import { SIDES } from '../../vocabulary.js';
import { breakHold } from '../armyMorale.js';
import { fireOn } from '../fieldOfFire.js';
import { hexsideMask } from '../hexsideMask.js';
import { addFatigue, disorganise, takeLoss } from '../losses.js';
import { stepCost } from '../moveCost.js';
import { isCombat, KIND, stackingSp, strength, unitId } from '../unitStatus.js';
import { endRetreat } from './finish.js';

const nearest = (ctx: MibContext, hex: number, hexes: readonly number[]): number => Math.min(...hexes.map((h) => ctx.map.grid.distance(hex, h)));

/**
 * The hexes the retreating stack may enter next (MiB 7.3): adjacent, farther from every attacking hex than where it
 * stands, not yet on its path, passable (no river without a bridge), held by no enemy, with room for the stack.
 */
export function retreatHexes(ctx: MibContext, state: MibState, board: Board): number[] {
  const combat = state.combat!;
  const r = combat.retreat!;
  const cur = r.path[r.path.length - 1]!;
  const side = ctx.unitSide[r.units[0]!]!;
  const units = r.units.filter((u) => state.units[u]!.hex === cur);
  const need = units.reduce((s, u) => s + stackingSp(ctx, state, u), 0);
  const here = nearest(ctx, cur, combat.from);
  const out: number[] = [];
  for (let d = 0; d < 6; d++) {
    const j = ctx.map.grid.neighbor(cur, d);
    if (j < 0 || r.path.includes(j) || board.owner[j] === 1 - side || nearest(ctx, j, combat.from) <= here) continue;
    if (ctx.terrain[j] === TERRAIN.river || stepCost(ctx, state, cur, d, false) === Infinity) continue;
    const friends = board.owner[j] === side ? board.sp[j]! : 0;
    if (friends + need <= state.options.stacking.limit) out.push(j);
  }
  return out;
}

/** The stack's strongest unit, which takes the losses of the retreat itself (interpretation 7.3). */
function strongest(ctx: MibContext, state: MibState, units: readonly number[]): number {
  return units.reduce((best, u) => (strength(ctx, state.units[u]!, u) > strength(ctx, state.units[best]!, best) ? u : best), units[0]!);
}

/** `n` losses of the retreat on the stack's strongest combat unit each, never on a train or an engineer (2.2). */
function lose(ctx: MibContext, draft: Draft<MibState>, units: readonly number[], loss: 'c' | 's', n: number, rule: string, emit: Emit<MibEvent>): void {
  for (let i = 0; i < n; i++) {
    const live = units.filter((u) => draft.units[u]!.hex >= 0 && isCombat(ctx, u));
    if (live.length > 0) takeLoss(ctx, draft, strongest(ctx, draft, live), loss, rule, emit);
  }
}

/**
 * Retreats the stack one hex into `to`, or (`to` = -1) finds it blocked (MiB 7.3): the penalties of the hex entered
 * (`stepBack`); blocked: 2c, D, and it stays.
 */
export function retreatStep(ctx: MibContext, draft: Draft<MibState>, to: number, emit: Emit<MibEvent>): void {
  const combat = draft.combat!;
  const r = combat.retreat!;
  const cur = r.path[r.path.length - 1]!;
  const units = r.units.filter((u) => draft.units[u]!.hex === cur);
  if (to < 0) {
    lose(ctx, draft, units, 'c', 2, 'MiB 7.3', emit);
    units.forEach((u) => disorganise(ctx, draft, u, 'MiB 7.3', emit));
    r.left = 0;
    return endRetreat(ctx, draft, emit);
  }
  stepBack(ctx, draft, units, cur, to, false, emit);
  r.path.push(to);
  r.left--;
  if (r.left === 0 && outOfFire(ctx, draft, emit)) return;
  if (r.left === 0 || !units.some((u) => draft.units[u]!.hex >= 0)) endRetreat(ctx, draft, emit);
}

/**
 * Moves a retreating stack one hex, from `cur` into `to`, with the reminder's penalties for the hex entered (MiB
 * 7.3): an enemy zone: D and 1s, 1c for a cavalry zone, whose cavalry rises a level; friends: D; a creek: D and 1s;
 * a bridged river or a swamp: D and 2c. The hex disorganises the stack once, however many of its penalties give a D
 * (interpretation 7.3). Commanders go with their units; a HOLD commander leaving his hex costs 1 army morale (AM). A
 * stack `evading` before combat (7.6) is already disorganised by its evasion: its path adds the losses, not a second D.
 */
export function stepBack(ctx: MibContext, draft: Draft<MibState>, units: readonly number[], cur: number, to: number, evading: boolean, emit: Emit<MibEvent>): void {
  const rule = evading ? 'MiB 7.6' : 'MiB 7.3';
  let struck = evading;
  const all = (r: string) => {
    if (struck) return;
    struck = true;
    units.forEach((u) => disorganise(ctx, draft, u, r, emit));
  };
  const board = boardOf(ctx, draft);
  const side = ctx.unitSide[units[0]!]!;
  const dir = ctx.map.grid.directionTo(cur, to);
  const mask = hexsideMask(ctx, draft, cur, dir);
  for (const u of units) draft.units[u]!.hex = to;
  moveCommanders(ctx, draft, units, cur, to, emit);
  emit?.({ type: 'retreated', rule, units: units.map((u) => unitId(ctx, u)), from: ctx.hexIds[cur]!, to: ctx.hexIds[to]! });
  if (board.zoc[1 - side]![to] === 1 && board.owner[to] !== side) {
    all('MiB 7.3');
    const cavalry = board.cavalryZoc[1 - side]![to] === 1;
    lose(ctx, draft, units, cavalry ? 'c' : 's', 1, 'MiB 7.3', emit);
    if (cavalry) for (const v of enemyCavalryAround(ctx, draft, board, to, 1 - side)) addFatigue(ctx, draft, v, 1, 'MiB 6.1', emit);
  }
  if (board.owner[to] === side) all('MiB 7.3');
  if ((mask & CREEK) !== 0 && (mask & BRIDGE) === 0) {
    all('MiB 7.3');
    lose(ctx, draft, units, 's', 1, 'MiB 7.3', emit);
  }
  if ((mask & RIVER) !== 0 || ctx.terrain[to] === TERRAIN.swamp) {
    all('MiB 7.3');
    lose(ctx, draft, units, 'c', 2, 'MiB 7.3', emit);
  }
}

/**
 * Out of the field of fire (MiB 7.3, 7.10): a stack whose retreat ends where enemy artillery covers it retreats one
 * more hex, once, when it has a hex to go to (its owner chooses it as any other), and each of its units rises 1
 * fatigue level. Returns whether the retreat goes on.
 */
function outOfFire(ctx: MibContext, draft: Draft<MibState>, emit: Emit<MibEvent>): boolean {
  const r = draft.combat!.retreat!;
  const cur = r.path[r.path.length - 1]!;
  const units = r.units.filter((u) => draft.units[u]!.hex === cur);
  if (r.extra || units.length === 0 || fireOn(ctx, draft, 1 - ctx.unitSide[units[0]!]!, [cur]) === 0) return false;
  if (retreatHexes(ctx, draft, boardOf(ctx, draft)).length === 0) return false;
  r.extra = true;
  r.left = 1;
  for (const u of units) addFatigue(ctx, draft, u, 1, 'MiB 7.3', emit);
  return units.some((u) => draft.units[u]!.hex >= 0);
}

/** Enemy cavalry whose zone reaches `hex` (MiB 6.1). */
function enemyCavalryAround(ctx: MibContext, state: MibState, board: Board, hex: number, side: number): number[] {
  const out: number[] = [];
  for (let d = 0; d < 6; d++) {
    const j = ctx.map.grid.neighbor(hex, d);
    if (j < 0 || board.owner[j] !== side) continue;
    for (const v of unitsIn(board, j)) if (ctx.unitKind[v] === KIND.cavalry && zoneHexes(ctx, state, v).includes(hex)) out.push(v);
  }
  return out;
}

function moveCommanders(ctx: MibContext, draft: Draft<MibState>, units: readonly number[], from: number, to: number, emit: Emit<MibEvent>): void {
  const side = SIDES[ctx.unitSide[units[0]!]!]!;
  if (draft.hq[side] === from) draft.hq[side] = to;
  for (const [f, formation] of draft.formations.entries()) {
    if (formation.commander !== from || ctx.formationSide[f] !== ctx.unitSide[units[0]!]!) continue;
    formation.commander = to;
    // AM line 5: once, as he leaves the hex he held (the defended hex), not at each hex of the retreat.
    if (formation.order?.type === 'hold' && from === draft.combat?.target) breakHold(draft, f, side, `${ctx.scenario.formations[f]!.commander.name}, under HOLD orders, leaves his hex by retreat`, emit);
  }
}
