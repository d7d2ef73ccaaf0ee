import { memoKey, type ObservationLayout, type ObservationPart } from 'kriegsspiel';
import { boardOf, BRIDGE, CREEK, RIVER, ROAD, SLOPE, STEEP, STREAM, TRAIL } from './board.js';
import type { MibContext } from './context.js';
import { stepOf } from './rules/steps.js';
import { isNight, strength } from './rules/unitStatus.js';
import type { MibState } from './types.js';
import type { MibView } from './view.js';
import { ORDER_TYPES, PHASES, SIDES, TERRAINS, UNIT_KINDS, type Side } from './vocabulary.js';

const STEPS = ['bridge-roll', 'orders', 'pull', 'order-check', 'smashed-check', 'unit-roll', 'target', 'hold-broken', 'act', 'evade', 'charge-check', 'combat-roll', 'effects-roll', 'losses', 'leader-check', 'retreat', 'gun-check', 'pursuit-roll', 'pursuit-effects', 'advance'] as const;
const CHANCE_STEPS: readonly string[] = ['bridge-roll', 'pull', 'order-check', 'smashed-check', 'unit-roll', 'charge-check', 'combat-roll', 'effects-roll', 'leader-check', 'gun-check', 'pursuit-roll', 'pursuit-effects'];
const FEATURES = [RIVER, BRIDGE, STREAM, CREEK, SLOPE, STEEP, ROAD, TRAIL] as const;
const UNIT_FEATURES = 16;
const FORMATION_FEATURES = 12;
const LAYOUT = memoKey<ObservationLayout>('mib observation layout');

/** The observation layout of a scenario: planes over the map's hexes, units, formations, then scalars (docs/encodings.md). */
export function observationLayout(ctx: MibContext): ObservationLayout {
  return ctx.memo.get(LAYOUT, () => {
    const hexes = ctx.map.grid.size;
    const parts: ObservationPart[] = [];
    let offset = 0;
    const add = (name: string, shape: number[], description: string): void => {
      parts.push({ name, offset, shape, description });
      offset += shape.reduce((a, b) => a * b, 1);
    };
    add('strength', [2 * UNIT_KINDS.length, hexes], `SP/10 in each hex by kind (${UNIT_KINDS.join(', ')}): the observer's, then the enemy's (MiB 2.2)`);
    add('zoc', [4, hexes], "1 in the observer's zone of control, the enemy's, the observer's cavalry's, the enemy cavalry's (MiB 6.1)");
    add('terrain', [TERRAINS.length, hexes], `one-hot terrain: ${TERRAINS.join(', ')}`);
    add('hexsides', [FEATURES.length, hexes], 'share of the six hexsides with river, bridge, stream, creek, slope, steep slope, road, side road');
    add('held', [2, hexes], '1 on objective hexes the observer holds, then the enemy (MiB 16.2)');
    add('commanders', [4, hexes], "the observer's formation commanders, the enemy's, the observer's HQ, the enemy's (MiB 2.5)");
    add('focus', [4, hexes], "the observer's order targets, the attack's target, its attacking hexes, the retreat's path");
    add('units', [ctx.units.length, UNIT_FEATURES], "per unit of the scenario: on the map, the observer's, SP/10, organic cavalry/5, fatigue/max, disorganised, smashed, out of supply, acted (0, 0.5, 1), in the active formation, facing one-hot (6)");
    add('formations', [ctx.scenario.formations.length, FORMATION_FEATURES], "per formation: the observer's, active, activated this turn, order one-hot (attack, advance, hold, retreat, march), an order in transit, its box/3, commander rating/5, rest only");
    add('sequence', [STEPS.length + PHASES.length + 11], 'step one-hot, phase one-hot, turn/turns, night, observer to decide orders, army morale/start (observer, enemy), the bridge broken, guns lost/20 (observer, enemy), the CRT row/7, the observer attacks, a chance step');
    return { size: offset, parts };
  });
}

/** The observation of a view, relative to `side` (see {@link observationLayout}). */
export function observe(ctx: MibContext, view: MibView, side: Side): Float32Array {
  const layout = observationLayout(ctx);
  const out = new Float32Array(layout.size);
  const hexes = ctx.map.grid.size;
  const at = (name: string, k = 0, width = hexes): number => layout.parts.find((p) => p.name === name)!.offset + k * width;
  const me = SIDES.indexOf(side);
  const rel = (s: number): number => (s === me ? 0 : 1);
  const state = { ...view, rng: [] } as unknown as MibState;
  const active = view.active;
  view.units.forEach((unit, u) => {
    const mine = ctx.unitSide[u] === me;
    const sp = strength(ctx, unit, u);
    const base = at('units', u, UNIT_FEATURES);
    out.set([unit.hex >= 0 ? 1 : 0, mine ? 1 : 0, sp / 10, unit.orgCav / 5, unit.fatigue / view.options.fatigue.max, +unit.dis, +unit.smashed, +unit.oos, unit.act / 2, active >= 0 && ctx.unitFormation[u] === active ? 1 : 0], base);
    if (unit.hex < 0) return;
    out[base + 10 + unit.facing] = 1;
    out[at('strength', rel(ctx.unitSide[u]!) * UNIT_KINDS.length + ctx.unitKind[u]!) + unit.hex]! += sp / 10;
  });
  const board = boardOf(ctx, state);
  for (let h = 0; h < hexes; h++) {
    for (let s = 0; s < 2; s++) {
      out[at('zoc', rel(s)) + h] = board.zoc[s]![h]!;
      out[at('zoc', 2 + rel(s)) + h] = board.cavalryZoc[s]![h]!;
    }
    out[at('terrain', ctx.terrain[h]!) + h] = 1;
    for (let dir = 0; dir < 6; dir++) {
      const mask = ctx.map.hexsideFeatures(h, dir);
      FEATURES.forEach((bit, k) => void ((mask & bit) !== 0 && (out[at('hexsides', k) + h]! += 1 / 6)));
    }
  }
  ctx.objectiveHexes.forEach((h, i) => {
    const holder = view.held[i];
    if (holder != null) out[at('held', rel(SIDES.indexOf(holder))) + h] = 1;
  });
  view.formations.forEach((f, i) => {
    const s = ctx.formationSide[i]!;
    if (f.commander >= 0) out[at('commanders', rel(s)) + f.commander] = 1;
    if (s === me && f.order !== null) out[at('focus') + f.order.target] = 1;
    out.set(
      [s === me ? 1 : 0, i === active ? 1 : 0, +f.activated, ...ORDER_TYPES.map((t) => (f.order?.type === t ? 1 : 0)), f.pending === null ? 0 : 1, (f.pending?.box ?? 0) / 3, f.rating / 5, +f.restOnly],
      at('formations', i, FORMATION_FEATURES),
    );
  });
  SIDES.forEach((s, i) => void (view.hq[s] >= 0 && (out[at('commanders', 2 + rel(i)) + view.hq[s]] = 1)));
  const combat = view.combat;
  if (combat !== null) {
    out[at('focus', 1) + combat.target] = 1;
    for (const h of combat.from) out[at('focus', 2) + h] = 1;
    for (const h of combat.retreat?.path ?? []) out[at('focus', 3) + h] = 1;
  }
  const enemy = SIDES[1 - me]!;
  const step = stepOf(ctx, state);
  out.set(
    [
      ...STEPS.map((s) => (step === s ? 1 : 0)),
      ...PHASES.map((p) => (view.phase === p ? 1 : 0)),
      view.turn / ctx.scenario.turns.length, isNight(ctx, state) ? 1 : 0, view.phase === 'orders' && view.toAct === side ? 1 : 0,
      view.armyMorale[side] / ctx.scenario.armyMorale[side], view.armyMorale[enemy] / ctx.scenario.armyMorale[enemy], +view.bridge.broken,
      view.gunsLost[side] / 20, view.gunsLost[enemy] / 20, (combat?.row ?? 0) / 7, combat?.attacker === side ? 1 : 0,
      step !== null && CHANCE_STEPS.includes(step) ? 1 : 0,
    ],
    at('sequence'),
  );
  return out;
}
