/**
 * What one side sees of a Jours de Gloire game (JdG 1.1, 1.3, 7.0, 8.2: the counters show flags on their backs): its
 * own counters, and of the enemy's only the face-down markers in each box (one per counter, or one per Force
 * marker, 7.2) until a rule reveals them; not the enemy's command points, the composition of the stack it is forming
 * or moving or reacting with, the stacks marching to the guns, the strength of its face-down units (its roster: the printed full strengths are public), nor its tactic
 * chit until both are chosen. No PRNG state, public or private. `determinize` samples a state consistent with a view.
 *
 * @module
 */
import { drawInt, hiddenMarker, rngStream, type HiddenMarker, type RngState } from 'kriegsspiel';
import type { JdgContext } from './context.js';
import { chitOptions } from './rules/battle/start.js';
import type { Tactic } from './tables/battleArithmetic.js';
import type { JdgBattle, JdgPiece, JdgState } from './types.js';
import { enemyOf, type Side } from './vocabulary.js';
import { commanderOf } from './chiefs.js';

/** A counter as a side sees it: hidden enemy counters keep their public roster line but no box or marks. */
export type ViewPiece = JdgPiece & { readonly hidden: boolean };

/** The face-down enemy counters of a box: one marker per counter, or per Force marker (7.2). */
export interface FaceDown {
  readonly box: string;
  readonly side: Side;
  readonly markers: readonly HiddenMarker[];
}

/** A battle as a side sees it: the enemy's chit `'hidden'` until both are chosen (8.1 P1). */
export type ViewBattle = Omit<JdgBattle, 'chits'> & { readonly chits: Readonly<Record<Side, Tactic | 'hidden' | null>> };

/** An entrenchment marker as a side sees it: whether the enemy's is real or pretended by dummies (7.1) is `null`, unknown. */
export type ViewEntrenchment = Omit<JdgState['entrenchments'][number], 'real'> & { readonly real: boolean | null };

/** What one side sees. */
export type JdgView = Omit<JdgState, 'rng' | 'privateRng' | 'pieces' | 'battle' | 'entrenchments'> & {
  readonly pieces: readonly ViewPiece[];
  readonly battle: ViewBattle | null;
  readonly entrenchments: readonly ViewEntrenchment[];
  readonly faceDown: readonly FaceDown[];
};

/** Whether `side` cannot see counter `p` (an enemy counter on the map, face down; nothing is hidden in the solitaire game, 10.0). */
export const hiddenFrom = (state: JdgState, p: JdgPiece, side: Side): boolean =>
  !state.options.solitaire && p.side !== side && p.status === 'map' && !p.revealed;

/** A hidden counter: its printed line only; a detachment's unit of origin, army and strength when made are its owner's (6.1). */
const blank = (ctx: JdgContext, i: number, p: JdgPiece): ViewPiece => ({
  ...p, box: -1, pf: 0, straggled: 0, force: -1, acted: false, pmSpent: 0, moved: false, reacted: false, marched: false, fatigued: false, from: -1, via: -1, intercepted: false, hidden: true,
  ...(ctx.pieces[i]!.detachment ? { status: 'spare', full: 0, origin: -1, army: null } : {}),
});

/** An enemy detachment counter not in play: shown as a hidden one, so that which are in play stays its owner's (6.1). */
const spareDetachment = (ctx: JdgContext, state: JdgState, p: JdgPiece, i: number, side: Side): boolean =>
  !state.options.solitaire && p.side !== side && p.status === 'spare' && ctx.pieces[i]!.detachment;

/**
 * What `side` sees.
 *
 * @example
 * ```ts
 * // viewOf(ctx, state, 'french').faceDown: the Coalition's counters as markers, box by box
 * ```
 */
export function viewOf(ctx: JdgContext, state: JdgState, side: Side): JdgView {
  const { rng: _rng, privateRng: _private, ...rest } = state;
  const enemy = enemyOf(side);
  const pieces = state.pieces.map((p, i): ViewPiece => (hiddenFrom(state, p, side) || spareDetachment(ctx, state, p, i, side) ? blank(ctx, i, p) : { ...p, hidden: false }));
  const mine = (i: number) => state.pieces[i]!.side === side;
  // 7.1: a dummy comes back unseen; S3: the enemy cannot tell which counter he redeploys (all is seen in the solitaire game, 10.0)
  const redeploying = state.phase === 'armistice' && !state.options.solitaire;
  const secret = (i: number) => state.pieces[i]!.kind === 'dummy' || redeploying;
  return {
    ...rest,
    pieces,
    faceDown: faceDownOf(ctx, state, side),
    pc: state.player === side ? state.pc : {},
    entrenchments: state.entrenchments.map((e) => (e.side === side || state.options.solitaire ? e : { ...e, real: null })),
    placing: state.placing.map((p) => (mine(p.piece) || !secret(p.piece) ? p : { ...p, piece: -1 })),
    armistice: state.armistice === null || state.armistice.side === side || state.options.solitaire ? state.armistice : { ...state.armistice, redeployed: [] },
    forming: state.forming === null || (state.forming.purpose === 'activate') === (state.player === side) ? state.forming : { ...state.forming, pieces: [] },
    reaction: state.reaction === null || state.player !== side ? state.reaction : { ...state.reaction, reactors: [] },
    marches: state.player !== side ? state.marches : state.marches.map((m) => ({ ...m, pieces: [] })),
    activation: state.activation === null || state.player === side ? state.activation : { ...state.activation, pieces: [], pm: 0 },
    battle: state.battle === null ? null : { ...state.battle, arrivals: state.player === side ? state.battle.arrivals.map((m) => ({ ...m, pieces: [] })) : state.battle.arrivals, chits: { ...state.battle.chits, [enemy]: state.battle.chits[side] === null && state.battle.chits[enemy] !== null ? 'hidden' : state.battle.chits[enemy] } as ViewBattle['chits'] },
  };
}

/** The face-down counters of `side`'s enemy, box by box (markers numbered within the box; Forces by their marker). */
function faceDownOf(ctx: JdgContext, state: JdgState, side: Side): FaceDown[] {
  const byBox = new Map<number, { counters: number; forces: Set<number> }>();
  for (const p of state.pieces) {
    if (!hiddenFrom(state, p, side)) continue;
    const entry = byBox.get(p.box) ?? { counters: 0, forces: new Set<number>() };
    if (p.force >= 0) entry.forces.add(p.force);
    else entry.counters++;
    byBox.set(p.box, entry);
  }
  const enemy = enemyOf(side);
  return [...byBox.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([box, { counters, forces }]) => ({
      box: ctx.boxIds[box]!,
      side: enemy,
      markers: [
        ...Array.from({ length: counters }, (_, k) => hiddenMarker('counter', `${ctx.boxIds[box]}:${k + 1}`)),
        ...[...forces].sort((a, b) => a - b).map((f) => hiddenMarker('force', `force-${f}`)),
      ],
    }));
}

/**
 * A full state consistent with `side`'s view: the enemy's face-down counters dealt at random to the markers (each
 * marker one counter, each Force at least one, the rest to random Forces) at full strength (less their detachments),
 * the enemy's command points rolled (a die plus its commander's VC), its hidden chit drawn from those it may play, a
 * dummy it is placing picked at random, and in S3's armistice the counter it is redeploying one of its face-down
 * counters at random (the only one it has redeployed so far).
 */
export function determinize(ctx: JdgContext, view: JdgView, side: Side, rng: RngState): JdgState {
  let r = rng;
  const draw = (lo: number, hi: number): number => {
    const d = drawInt(r, lo, hi);
    r = d.rng;
    return d.value;
  };
  const enemy = enemyOf(side);
  const pieces = view.pieces.map(({ hidden: _h, ...p }) => ({ ...p }));
  const shuffle = (list: number[]): number[] => {
    for (let k = list.length - 1; k > 0; k--) {
      const j = draw(0, k);
      [list[k], list[j]] = [list[j]!, list[k]!];
    }
    return list;
  };
  const unknown = shuffle(view.pieces.flatMap((p, i) => (p.hidden ? [i] : [])));
  const slots: { box: number; force: number }[] = [];
  const forces: { box: number; force: number }[] = [];
  for (const f of view.faceDown) {
    const box = ctx.map.indexOf(f.box);
    for (const m of f.markers) {
      const slot = { box, force: m.kind === 'force' ? Number(m.id.slice('force-'.length)) : -1 };
      slots.push(slot);
      if (slot.force >= 0) forces.push(slot);
    }
  }
  // the hidden counters fill the markers, units first; the detachment counters left over are not in play (6.1)
  const units = unknown.filter((i) => !ctx.pieces[i]!.detachment);
  const detachments = unknown.filter((i) => ctx.pieces[i]!.detachment);
  const inPlay = Math.max(0, slots.length - units.length);
  for (const i of detachments.slice(inPlay)) Object.assign(pieces[i]!, { status: 'spare', box: -1, force: -1, pf: 0, full: 0 });
  const hidden = shuffle([...units, ...detachments.slice(0, inPlay)]);
  hidden.forEach((i, k) => {
    const slot = k < slots.length ? slots[k]! : forces.length > 0 ? forces[draw(0, forces.length - 1)]! : slots[draw(0, slots.length - 1)]!;
    [pieces[i]!.status, pieces[i]!.box, pieces[i]!.force] = ['map', slot.box, slot.force];
  });
  // unseen detachments: independent, of the side's first army, of 1-3 PF (6.1: their origin and strength are their owner's)
  const firstArmy = [...ctx.armies.values()].find((a) => a.side === enemy)?.id ?? null;
  for (const i of hidden) {
    if (!ctx.pieces[i]!.detachment) continue;
    const strength = draw(1, 3);
    Object.assign(pieces[i]!, { full: strength, pf: strength, origin: -1, army: firstArmy });
  }
  // unseen strengths: a unit at its full strength less its detachments
  for (const i of hidden) {
    const p = pieces[i]!;
    if (p.kind !== 'unit' || ctx.pieces[i]!.detachment) continue;
    const detached = pieces.reduce((sum, d) => sum + (d.origin === i && d.status === 'map' ? d.full : 0), 0);
    p.pf = Math.max(1, p.full - detached);
  }
  const pc = view.player === enemy && Object.keys(view.pc).length === 0 && ['movement', 'attrition', 'sound', 'combat'].includes(view.phase)
    ? Object.fromEntries([...ctx.armies.values()].filter((a) => a.side === enemy).map((a) => {
        const chief = commanderOf(ctx, view, a);
        return [a.id, draw(1, 6) + (pieces[chief]!.status === 'map' ? ctx.pieces[chief]!.vc : 0)];
      }))
    : view.pc;
  const armistice = view.phase === 'armistice' && !view.options.solitaire;
  // the hidden counters are shuffled: the first is one at random
  const unseen = armistice ? hidden.slice(0, 1) : pieces.flatMap((p, i) => (p.side === enemy && p.kind === 'dummy' && p.status === 'waiting' ? [i] : []));
  const placing = view.placing.map((p) => (p.piece >= 0 ? p : { ...p, piece: unseen.shift() ?? -1 }));
  const redeploying = armistice && placing.length > 0 && placing[0]!.piece >= 0 && pieces[placing[0]!.piece]!.side === enemy;
  const { faceDown: _f, battle, ...rest } = view;
  const privateRng = { french: rngStream(r, 1), coalition: rngStream(r, 2) };
  // an enemy entrenchment is real where the sample has enemy combat units in its box (6.2), pretended where only dummies (7.1)
  const entrenchments = view.entrenchments.map((e) => ({ ...e, real: e.real ?? pieces.some((p) => p.status === 'map' && p.box === e.box && p.side === e.side && p.kind === 'unit') }));
  // the enemy's moving stack: his counters in its box that have not yet acted this phase (its composition is his, 5.3)
  const moving = view.activation;
  const activation = moving === null || moving.pieces.length > 0 || view.player !== enemy
    ? moving
    : { ...moving, pieces: pieces.flatMap((p, i) => (p.status === 'map' && p.box === moving.box && p.side === enemy && !p.acted ? [i] : [])) };
  const state: JdgState = { ...rest, rng: r, privateRng, pieces, pc, placing, entrenchments, activation, battle: null, armistice: redeploying ? { ...view.armistice!, redeployed: [placing[0]!.piece] } : view.armistice };
  if (battle === null) return state;
  const chits = { ...battle.chits };
  if (chits[enemy] === 'hidden') {
    const options = chitOptions(ctx, { ...state, battle: { ...battle, chits: { french: null, coalition: null } } }, enemy);
    chits[enemy] = options[draw(0, options.length - 1)]!;
  }
  return { ...state, rng: r, battle: { ...battle, chits: chits as JdgBattle['chits'] } };
}
