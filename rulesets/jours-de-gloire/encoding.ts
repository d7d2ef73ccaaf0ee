/**
 * Jours de Gloire's AI encodings (contract §5): a fixed action index space per scenario and an observation built
 * from a side's view. The action families are declared once, in tables: a new action with a box or a counter for
 * its one argument is a row. See docs/encodings.md.
 *
 * @module
 */
import { memoKey, type ChanceAction, type EncodingHooks, type ObservationLayout, type ObservationPart } from 'kriegsspiel';
import type { JdgAction } from './actions.js';
import type { JdgContext } from './context.js';
import type { JdgTypes } from './jdgTypes.js';
import { JDG_STEPS, stepOf } from './rules/steps.js';
import { TACTICS, type Tactic } from './tables/battleArithmetic.js';
import { WEATHERS } from './tables/weatherTable.js';
import type { JdgState } from './types.js';
import type { JdgView } from './view.js';
import { ARMS, PHASES, SIDES, TERRAINS, enemyOf, type Side } from './vocabulary.js';

type Action = JdgAction | ChanceAction;
type Field = 'box' | 'to' | 'unit' | 'piece';

/** Actions whose one argument is a box, and its field. */
const BOX_ACTIONS = { place: 'box', force: 'box', unforce: 'box', form: 'box', move: 'to', battle: 'box', retreat: 'to', advance: 'to', 'destroy-bridge': 'to', 'repair-bridge': 'to', pontoon: 'to' } as const satisfies Partial<Record<JdgAction['type'], Field>>;
/** Actions whose one argument is a counter, and its field. */
const PIECE_ACTIONS = { reinforce: 'unit', add: 'piece', lose: 'piece', redeploy: 'piece', reveal: 'piece', withdraw: 'unit', call: 'unit' } as const satisfies Partial<Record<JdgAction['type'], Field>>;
/** Actions without arguments. */
const SINGLE = ['done', 'go', 'forced-march', 'entrench', 'stop', 'stay', 'shelter', 'defend', 'assault', 'besiege', 'sortie', 'hold', 'overrun', 'fight', 'break', 'keep', 'reconnoitre'] as const satisfies readonly JdgAction['type'][];
const BOX_TYPES = Object.keys(BOX_ACTIONS) as (keyof typeof BOX_ACTIONS)[];
const PIECE_TYPES = Object.keys(PIECE_ACTIONS) as (keyof typeof PIECE_ACTIONS)[];
const CHITS = Object.keys(TACTICS) as Tactic[];
const STEPS = Object.keys(JDG_STEPS);

/** The scenario's sizes and where each family of actions starts. */
interface Space {
  readonly boxes: number;
  readonly pieces: number;
  /** The counters a detachment can be made on (6.1: detachment counters and a scenario's named one), by piece index. */
  readonly counters: readonly number[];
  readonly maxPf: number;
  readonly box: number;
  readonly piece: number;
  readonly first: number;
  readonly chit: number;
  readonly detach: number;
  readonly join: number;
  readonly single: number;
  readonly chance: number;
  readonly size: number;
}

function spaceOf(ctx: JdgContext): Space {
  const boxes = ctx.map.size;
  const pieces = ctx.pieces.length;
  const named = ctx.scenario.special.namedDetachment?.piece;
  const counters = ctx.pieces.flatMap((p, i) => (p.detachment || p.id === named ? [i] : []));
  const maxPf = Math.max(1, ...ctx.pieces.map((p) => p.full));
  const box = 0;
  const piece = box + BOX_TYPES.length * boxes;
  const first = piece + PIECE_TYPES.length * pieces;
  const chit = first + SIDES.length;
  const detach = chit + SIDES.length * CHITS.length;
  const join = detach + pieces * counters.length * maxPf;
  const single = join + counters.length * pieces;
  const chance = single + SINGLE.length;
  return { boxes, pieces, counters, maxPf, box, piece, first, chit, detach, join, single, chance, size: chance + 6 };
}

const SPACE = memoKey<Space>('jdg encoding space');
const LAYOUT = memoKey<ObservationLayout>('jdg observation layout');
const space = (ctx: JdgContext): Space => ctx.memo.get(SPACE, () => spaceOf(ctx));

function encodeAction(ctx: JdgContext, _state: JdgState, action: Action): number {
  const s = space(ctx);
  const piece = (id: string): number => ctx.pieceIndex.get(id) ?? -1;
  const at = (base: number, i: number, count: number): number => (i >= 0 && i < count ? base + i : -1);
  if (action.type === 'chance') return at(s.chance, action.value - 1, 6);
  if (Object.hasOwn(BOX_ACTIONS, action.type)) {
    const type = action.type as keyof typeof BOX_ACTIONS;
    const b = ctx.map.indexOf((action as unknown as Record<Field, string>)[BOX_ACTIONS[type]]);
    return b < 0 ? -1 : s.box + BOX_TYPES.indexOf(type) * s.boxes + b;
  }
  if (Object.hasOwn(PIECE_ACTIONS, action.type)) {
    const type = action.type as keyof typeof PIECE_ACTIONS;
    const p = piece((action as unknown as Record<Field, string>)[PIECE_ACTIONS[type]]);
    return p < 0 ? -1 : s.piece + PIECE_TYPES.indexOf(type) * s.pieces + p;
  }
  switch (action.type) {
    case 'first':
      return s.first + SIDES.indexOf(action.side);
    case 'chit':
      return s.chit + SIDES.indexOf(action.side) * CHITS.length + CHITS.indexOf(action.tactic);
    case 'detach': {
      const [u, c] = [piece(action.unit), s.counters.indexOf(piece(action.counter))];
      return u < 0 || c < 0 || action.pf > s.maxPf ? -1 : s.detach + (u * s.counters.length + c) * s.maxPf + action.pf - 1;
    }
    case 'join': {
      const [d, u] = [s.counters.indexOf(piece(action.detachment)), piece(action.unit)];
      return d < 0 || u < 0 ? -1 : s.join + d * s.pieces + u;
    }
    default:
      return at(s.single, SINGLE.indexOf(action.type as (typeof SINGLE)[number]), SINGLE.length);
  }
}

function decodeAction(ctx: JdgContext, _state: JdgState, index: number): Action | null {
  const s = space(ctx);
  if (!Number.isInteger(index) || index < 0 || index >= s.size) return null;
  const pieceId = (i: number): string => ctx.pieces[i]!.id;
  if (index < s.piece) {
    const type = BOX_TYPES[Math.floor(index / s.boxes)]!;
    return { type, [BOX_ACTIONS[type]]: ctx.boxIds[index % s.boxes]! } as JdgAction;
  }
  if (index < s.first) {
    const type = PIECE_TYPES[Math.floor((index - s.piece) / s.pieces)]!;
    return { type, [PIECE_ACTIONS[type]]: pieceId((index - s.piece) % s.pieces) } as JdgAction;
  }
  if (index < s.chit) return { type: 'first', side: SIDES[index - s.first]! };
  if (index < s.detach) return { type: 'chit', side: SIDES[Math.floor((index - s.chit) / CHITS.length)]!, tactic: CHITS[(index - s.chit) % CHITS.length]! };
  if (index < s.join) {
    const rest = index - s.detach;
    const pf = (rest % s.maxPf) + 1;
    const pair = Math.floor(rest / s.maxPf);
    return { type: 'detach', unit: pieceId(Math.floor(pair / s.counters.length)), counter: pieceId(s.counters[pair % s.counters.length]!), pf };
  }
  if (index < s.single) {
    const rest = index - s.join;
    return { type: 'join', detachment: pieceId(s.counters[Math.floor(rest / s.pieces)]!), unit: pieceId(rest % s.pieces) };
  }
  if (index < s.chance) return { type: SINGLE[index - s.single]! };
  return { type: 'chance', value: index - s.chance + 1 };
}

/** The observation layout of a scenario: planes over the boxes, then scalars (see docs/encodings.md). */
function layoutOf(ctx: JdgContext): ObservationLayout {
  const boxes = ctx.map.size;
  const parts: ObservationPart[] = [];
  let offset = 0;
  const add = (name: string, shape: number[], description: string): void => {
    parts.push({ name, offset, shape, description });
    offset += shape.reduce((a, b) => a * b, 1);
  };
  add('strength', [4, boxes], "PF / 10 in each box: the observer's infantry, its cavalry, then the enemy's face-up infantry and cavalry (JdG 1.2)");
  add('counters', [4, boxes], "counters / 5 in each box: the observer's generals, its dummies, the enemy's face-up generals, the enemy's face-down markers (JdG 1.1, 1.3, 7.1, 7.2)");
  add('terrain', [TERRAINS.length + 1, boxes], `one-hot terrain (${TERRAINS.join(', ')}), then 1 for a fortified city (JdG 0.1, 8.8)`);
  add('victory', [3, boxes], "victory points / 10 of the box, and 1 where the observer, then the enemy, holds it (JdG 9.0)");
  add('markers', [6, boxes], "the observer's, then the enemy's, entrenchments (6.2), siege level / 2 (8.8) and Encircled markers (8.6)");
  add('focus', [4, boxes], 'the box of the stack being formed, of the active stack, of the reaction, of the battle');
  add('sequence', [STEPS.length + PHASES.length + WEATHERS.length + 2 * CHITS.length + 12], 'step one-hot, phase one-hot, weather one-hot, the observer\'s then the enemy\'s battle chit one-hot (the enemy\'s once revealed), turn / 20, observer to act, observer first, observer\'s command points / 10, PF lost / 50 (observer, enemy), VP scored / 20 (observer, enemy), movement points left / 10, battle rounds / 4, round / 4, mud next turn');
  return { size: offset, parts };
}

function observe(ctx: JdgContext, view: JdgView, side: Side): Float32Array {
  const layout = ctx.memo.get(LAYOUT, () => layoutOf(ctx));
  const out = new Float32Array(layout.size);
  const boxes = ctx.map.size;
  const plane = (name: string, k = 0): number => layout.parts.find((p) => p.name === name)!.offset + k * boxes;
  const enemy = enemyOf(side);
  const mine = (s: Side): number => (s === side ? 0 : 1);
  for (const p of view.pieces) {
    if (p.hidden || p.status !== 'map' || p.box < 0) continue;
    if (p.kind === 'unit') out[plane('strength', mine(p.side) * 2 + ARMS.indexOf(p.arm!)) + p.box]! += p.pf / 10;
    else if (p.kind === 'general') out[plane('counters', mine(p.side) * 2) + p.box]! += 1 / 5;
    else if (p.side === side) out[plane('counters', 1) + p.box]! += 1 / 5;
  }
  for (const f of view.faceDown) out[plane('counters', 3) + ctx.map.indexOf(f.box)]! += f.markers.length / 5;
  for (let b = 0; b < boxes; b++) {
    out[plane('terrain', TERRAINS.indexOf(ctx.terrain[b]!)) + b] = 1;
    out[plane('terrain', TERRAINS.length) + b] = ctx.fortified[b]!;
  }
  for (const v of ctx.victoryBoxes) {
    out[plane('victory') + v.box]! += v.points / 10;
    const holder = view.control[ctx.boxIds[v.box]!];
    if (holder !== undefined) out[plane('victory', 1 + mine(holder)) + v.box] = 1;
  }
  for (const e of view.entrenchments) out[plane('markers', mine(e.side) * 3) + e.box] = 1;
  for (const s of view.sieges) out[plane('markers', mine(s.besieger) * 3 + 1) + s.box] = s.level / 2;
  for (const e of view.encircled) out[plane('markers', mine(e.side) * 3 + 2) + e.box] = 1;
  const focus = [view.forming?.box, view.activation?.box, view.reaction?.box, view.battle?.box];
  focus.forEach((b, k) => void (b !== undefined && b >= 0 && (out[plane('focus', k) + b] = 1)));
  const step = stepOf(ctx, view as unknown as JdgState);
  const chit = (s: Side) => CHITS.map((t) => (view.battle?.chits[s] === t ? 1 : 0));
  const ownPc = Object.values(view.player === side ? view.pc : {}).reduce((a, b) => a + b, 0);
  out.set(
    [
      ...STEPS.map((s) => (step === s ? 1 : 0)),
      ...PHASES.map((p) => (view.phase === p ? 1 : 0)),
      ...WEATHERS.map((w) => (view.weather === w ? 1 : 0)),
      ...chit(side), ...chit(enemy),
      view.turn / 20, view.player === side ? 1 : 0, view.first === side ? 1 : 0, ownPc / 10,
      view.losses[side] / 50, view.losses[enemy] / 50, view.vp[side] / 20, view.vp[enemy] / 20,
      (view.activation?.pm ?? 0) / 10, (view.battle?.rounds ?? 0) / 4, (view.battle?.round ?? 0) / 4, view.mudNext ? 1 : 0,
    ],
    plane('sequence'),
  );
  return out;
}

/**
 * Jours de Gloire's AI encodings: a fixed action index space per scenario (box actions by box, counter actions by
 * counter, the first player, chits by side and tactic, detachments by unit × counter × PF, joins, single choices and
 * the die) and an observation of planes over the boxes plus scalars, built from a side's view alone and relative to
 * the observer: the enemy's face-down counters count only as markers.
 *
 * @example
 * ```ts
 * import { joursDeGloire } from 'kriegsspiel/rulesets/jours-de-gloire';
 * const setup = joursDeGloire.setup('danube-s1', {}, 1);
 * if (!setup.ok) throw new Error(setup.violation.message);
 * const encoder = joursDeGloire.encoder(setup.state)!;
 * const first = joursDeGloire.legalActions(setup.state)[0]!;
 * encoder.decode(setup.state, encoder.encode(setup.state, first)); // the same action
 * ```
 */
export const JDG_ENCODING: EncodingHooks<JdgTypes> = {
  version: '2',
  actionSize: (ctx) => space(ctx).size,
  encodeAction,
  decodeAction,
  observationLayout: (ctx) => ctx.memo.get(LAYOUT, () => layoutOf(ctx)),
  observe,
};
