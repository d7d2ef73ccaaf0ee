import { memoKey, type ChanceAction, type EncodingHooks } from 'kriegsspiel';
import type { MibAction } from './actions.js';
import type { MibContext } from './context.js';
import type { MibTypes } from './mibTypes.js';
import { observationLayout, observe } from './observation.js';
import type { MibState } from './types.js';
import { ORDER_TYPES } from './vocabulary.js';

type Action = MibAction | ChanceAction;

/** One family of actions: its size in a scenario, and the local index of an action of its type (or -1), and back. */
interface Family {
  readonly type: Action['type'];
  size(ctx: MibContext): number;
  encode(ctx: MibContext, state: MibState, action: Action): number;
  decode(ctx: MibContext, state: MibState, local: number): Action | null;
}

const TARGET_CHOICES = ['keep', 'hold', 'advance', 'remove', 'retreat'] as const;
const hexesOf = (ctx: MibContext): number => ctx.map.grid.size;
const unitsOf = (ctx: MibContext): number => ctx.units.length;
const hexAt = (ctx: MibContext, id: string): number => ctx.map.grid.indexOf(id);
const unitAt = (ctx: MibContext, id: string): number => ctx.unitIndex.get(id) ?? -1;
const inRange = (i: number, n: number): number => (i >= 0 && i < n ? i : -1);
const pair = (a: number, b: number, n: number): number => (a < 0 || b < 0 ? -1 : a * n + b);

/** A family indexed by one hex (`hq`, `commander`, `evade`, `retreat`, `advance`). */
const byHex = (type: 'hq' | 'commander' | 'evade' | 'retreat' | 'advance'): Family => ({
  type,
  size: hexesOf,
  encode: (ctx, _s, a) => ('to' in a ? hexAt(ctx, a.to) : -1),
  decode: (ctx, _s, i) => ({ type, to: ctx.hexIds[i]! }),
});

/** A family indexed by one unit (`rest`, `recover`, `resupply`). */
const byUnit = (type: 'rest' | 'recover' | 'resupply'): Family => ({
  type,
  size: unitsOf,
  encode: (ctx, _s, a) => ('unit' in a ? unitAt(ctx, a.unit) : -1),
  decode: (ctx, _s, i) => ({ type, unit: ctx.units[i]!.id }),
});

/** A family of one action with no fields. */
const single = (type: 'done' | 'stop' | 'stand'): Family => ({ type, size: () => 1, encode: () => 0, decode: () => ({ type }) });

/**
 * The families, in index order (see docs/encodings.md): orders (formation × order × target hex), HQ and commander
 * moves, unit moves (unit × hex), facings (unit × 6), rest, recovery, resupply, bridges (unit × direction), attacks
 * (target × the directions of the attacking hexes × charge), the target choice, evasion, retreat and advance hexes,
 * losses (unit × kind), the three single choices, and chance outcomes (dice and chits).
 */
const FAMILIES: readonly Family[] = [
  {
    type: 'order',
    size: (ctx) => ctx.scenario.formations.length * ORDER_TYPES.length * hexesOf(ctx),
    encode(ctx, _s, a) {
      if (a.type !== 'order') return -1;
      const f = ctx.formationIndex.get(a.formation) ?? -1;
      return pair(pair(f, ORDER_TYPES.indexOf(a.order), ORDER_TYPES.length), hexAt(ctx, a.target), hexesOf(ctx));
    },
    decode(ctx, _s, i) {
      const h = i % hexesOf(ctx);
      const rest = (i - h) / hexesOf(ctx);
      return { type: 'order', formation: ctx.scenario.formations[Math.floor(rest / ORDER_TYPES.length)]!.id, order: ORDER_TYPES[rest % ORDER_TYPES.length]!, target: ctx.hexIds[h]! };
    },
  },
  byHex('hq'),
  {
    type: 'move',
    size: (ctx) => unitsOf(ctx) * hexesOf(ctx),
    encode: (ctx, _s, a) => (a.type === 'move' ? pair(unitAt(ctx, a.unit), hexAt(ctx, a.to), hexesOf(ctx)) : -1),
    decode: (ctx, _s, i) => ({ type: 'move', unit: ctx.units[Math.floor(i / hexesOf(ctx))]!.id, to: ctx.hexIds[i % hexesOf(ctx)]! }),
  },
  byHex('commander'),
  {
    type: 'face',
    size: (ctx) => unitsOf(ctx) * 6,
    encode: (ctx, _s, a) => (a.type === 'face' ? pair(unitAt(ctx, a.unit), inRange(a.facing, 6), 6) : -1),
    decode: (ctx, _s, i) => ({ type: 'face', unit: ctx.units[Math.floor(i / 6)]!.id, facing: i % 6 }),
  },
  byUnit('rest'),
  byUnit('recover'),
  byUnit('resupply'),
  {
    type: 'bridge',
    size: (ctx) => unitsOf(ctx) * 6,
    encode(ctx, s, a) {
      if (a.type !== 'bridge') return -1;
      const u = unitAt(ctx, a.unit);
      const from = u < 0 ? -1 : s.units[u]!.hex;
      return pair(u, from < 0 ? -1 : ctx.map.grid.directionTo(from, hexAt(ctx, a.across)), 6);
    },
    decode(ctx, s, i) {
      const u = Math.floor(i / 6);
      const from = s.units[u]!.hex;
      const across = from < 0 ? -1 : ctx.map.grid.neighbor(from, i % 6);
      return across < 0 ? null : { type: 'bridge', unit: ctx.units[u]!.id, across: ctx.hexIds[across]! };
    },
  },
  {
    type: 'attack',
    size: (ctx) => hexesOf(ctx) * 64 * 2,
    encode(ctx, _s, a) {
      if (a.type !== 'attack') return -1;
      const target = hexAt(ctx, a.target);
      let mask = 0;
      for (const id of a.from) {
        const d = target < 0 ? -1 : ctx.map.grid.directionTo(target, hexAt(ctx, id));
        if (d < 0 || (mask & (1 << d)) !== 0) return -1;
        mask |= 1 << d;
      }
      return target < 0 ? -1 : (target * 64 + mask) * 2 + (a.charge ? 1 : 0);
    },
    decode(ctx, _s, i) {
      const [charge, mask, target] = [i % 2 === 1, Math.floor(i / 2) % 64, Math.floor(i / 128)];
      const from = [0, 1, 2, 3, 4, 5].filter((d) => (mask & (1 << d)) !== 0).map((d) => ctx.map.grid.neighbor(target, d));
      if (from.length === 0 || from.some((h) => h < 0)) return null;
      return { type: 'attack', target: ctx.hexIds[target]!, from: from.sort((x, y) => x - y).map((h) => ctx.hexIds[h]!), charge };
    },
  },
  {
    type: 'target',
    size: () => TARGET_CHOICES.length,
    encode: (_c, _s, a) => (a.type === 'target' ? TARGET_CHOICES.indexOf(a.choice) : -1),
    decode: (_c, _s, i) => ({ type: 'target', choice: TARGET_CHOICES[i]! }),
  },
  byHex('evade'),
  byHex('retreat'),
  byHex('advance'),
  {
    type: 'lose',
    size: (ctx) => unitsOf(ctx) * 2,
    encode: (ctx, _s, a) => (a.type === 'lose' ? pair(unitAt(ctx, a.unit), a.loss === 'c' ? 0 : 1, 2) : -1),
    decode: (ctx, _s, i) => ({ type: 'lose', unit: ctx.units[Math.floor(i / 2)]!.id, loss: i % 2 === 0 ? 'c' : 's' }),
  },
  single('done'),
  single('stop'),
  single('stand'),
  {
    // Dice show 1-6; a chit pull's values are formation indices.
    type: 'chance',
    size: (ctx) => Math.max(7, ctx.scenario.formations.length),
    encode: (ctx, _s, a) => (a.type === 'chance' ? inRange(a.value, Math.max(7, ctx.scenario.formations.length)) : -1),
    decode: (_c, _s, i) => ({ type: 'chance', value: i }),
  },
];

const OFFSETS = memoKey<readonly number[]>('mib encoding offsets');
const offsets = (ctx: MibContext): readonly number[] =>
  ctx.memo.get(OFFSETS, () => FAMILIES.reduce<number[]>((acc, f) => [...acc, acc[acc.length - 1]! + f.size(ctx)], [0]));

function encodeAction(ctx: MibContext, state: MibState, action: Action): number {
  const k = FAMILIES.findIndex((f) => f.type === action.type);
  if (k < 0) return -1;
  const local = FAMILIES[k]!.encode(ctx, state, action);
  return local < 0 ? -1 : offsets(ctx)[k]! + local;
}

function decodeAction(ctx: MibContext, state: MibState, index: number): Action | null {
  const o = offsets(ctx);
  if (!(index >= 0 && index < o[o.length - 1]!)) return null;
  let k = 0;
  while (o[k + 1]! <= index) k++;
  return FAMILIES[k]!.decode(ctx, state, index - o[k]!);
}

/**
 * March into Battle's AI encodings (docs/encodings.md): a fixed action index space per scenario, one block per action
 * family, and an observation of planes over the map's hexes, per-unit features and scalars, built from a side's view
 * alone and relative to the observer.
 *
 * @example
 * ```ts
 * import { marchIntoBattle } from 'kriegsspiel/rulesets/march-into-battle';
 * const setup = marchIntoBattle.setup('aspern', {}, 1);
 * if (!setup.ok) throw new Error(setup.violation.message);
 * const encoder = marchIntoBattle.encoder(setup.state)!;
 * const first = marchIntoBattle.legalActions(setup.state)[0]!;
 * encoder.decode(setup.state, encoder.encode(setup.state, first)); // the same action
 * ```
 */
export const MIB_ENCODING: EncodingHooks<MibTypes> = {
  version: '1',
  actionSize: (ctx) => offsets(ctx)[FAMILIES.length]!,
  encodeAction,
  decodeAction,
  observationLayout,
  observe,
};
