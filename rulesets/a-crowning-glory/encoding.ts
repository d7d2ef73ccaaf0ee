import { memoKey, type ChanceAction, type EncodingHooks, type ObservationLayout, type ObservationPart } from 'kriegsspiel';
import type { AcgAction } from './actions.js';
import type { AcgTypes, AcgView } from './acgTypes.js';
import { boardOf } from './board.js';
import { HILLCREST, POND, ROAD, STREAM, type AcgContext } from './context.js';
import { stepOf } from './rules/steps.js';
import type { AcgState } from './types.js';
import { ARMS, PHASES, SIDES, TERRAINS, type Side } from './vocabulary.js';

/** Losses per attacker in an apportion choice: 0..MAX_LOSS, base MAX_LOSS + 1 over the six attacker slots. */
const MAX_LOSS = 4;
const STEPS = ['artillery', 'placement', 'declaration', 'variable-roll', 'select', 'move', 'attack', 'combat-roll', 'attacker-losses', 'retreat', 'advance', 'regroup'] as const;
const FEATURES = [STREAM, HILLCREST, POND, ROAD] as const;
const SINGLE = ['exit', 'stay', 'pass', 'stand', 'decline', 'regroup', 'capitulate', 'variant'] as const;

/** Where each family of actions starts in a scenario's index space. */
interface Offsets {
  readonly units: number;
  readonly hexes: number;
  readonly markers: number;
  readonly place: number;
  readonly artillery: number;
  readonly declare: number;
  readonly select: number;
  readonly move: number;
  readonly attack: number;
  readonly apportion: number;
  readonly retreat: number;
  readonly advance: number;
  readonly single: number;
  readonly chance: number;
  readonly size: number;
}

function offsetsOf(ctx: AcgContext): Offsets {
  const units = ctx.scenario.units.length;
  const hexes = ctx.map.grid.size;
  const markers = ctx.scenario.markers.length;
  const place = 0;
  const artillery = place + units * hexes * 7;
  const declare = artillery + ctx.scenario.artilleryChoices.length;
  const select = declare + 2;
  const move = select + units;
  const attack = move + hexes;
  const apportion = attack + hexes * 64 * (markers + 1);
  const retreat = apportion + (MAX_LOSS + 1) ** 6;
  const advance = retreat + hexes;
  const single = advance + units;
  const chance = single + SINGLE.length;
  return { units, hexes, markers, place, artillery, declare, select, move, attack, apportion, retreat, advance, single, chance, size: chance + 6 };
}

const OFFSETS = memoKey<Offsets>('acg encoding offsets');
const LAYOUT = memoKey<ObservationLayout>('acg observation layout');
const offsets = (ctx: AcgContext): Offsets => ctx.memo.get(OFFSETS, () => offsetsOf(ctx));

function encodeAction(ctx: AcgContext, state: AcgState, action: AcgAction | ChanceAction): number {
  const o = offsets(ctx);
  const grid = ctx.map.grid;
  const unit = (id: string): number => ctx.unitIndex.get(id) ?? -1;
  const hex = (id: string): number => grid.indexOf(id);
  const at = (base: number, i: number, count: number): number => (i >= 0 && i < count ? base + i : -1);
  switch (action.type) {
    case 'chance':
      return at(o.chance, action.value - 1, 6);
    case 'place': {
      const [u, h] = [unit(action.unit), hex(action.to)];
      const k = action.displace === undefined ? 0 : grid.directionTo(h, hex(action.displace)) + 1;
      return u < 0 || h < 0 || k < 0 ? -1 : o.place + (u * o.hexes + h) * 7 + k;
    }
    case 'artillery':
      return at(o.artillery, ctx.scenario.artilleryChoices.findIndex((c) => c.length === action.markers.length && c.every((m, i) => m === action.markers[i])), ctx.scenario.artilleryChoices.length);
    case 'declare':
      return o.declare + (action.first === 'movement' ? 0 : 1);
    case 'select':
      return at(o.select, unit(action.unit), o.units);
    case 'move':
      return action.via === undefined ? at(o.move, hex(action.to), o.hexes) : -1; // a move naming its route has no index
    case 'attack': {
      const target = hex(action.target);
      let mask = 0;
      for (const id of action.attackers) {
        const from = state.units[unit(id)]?.hex ?? -1;
        const d = target < 0 || from < 0 ? -1 : grid.directionTo(target, from);
        if (d < 0) return -1;
        mask |= 1 << d;
      }
      const m = action.marker === undefined ? 0 : (ctx.markerIndex.get(action.marker) ?? -2) + 1;
      return target < 0 || m < 0 ? -1 : o.attack + (target * 64 + mask) * (o.markers + 1) + m;
    }
    case 'apportion': {
      const attackers = state.combat?.attackers ?? [];
      let index = 0;
      const losses = attackers.map((u) => action.losses.find((l) => l.unit === state.units[u]!.id)?.steps ?? 0);
      if (action.losses.some((l) => !attackers.includes(unit(l.unit))) || losses.some((n) => n > MAX_LOSS)) return -1;
      losses.forEach((n, i) => void (index += n * (MAX_LOSS + 1) ** i));
      return o.apportion + index;
    }
    case 'retreat':
      return at(o.retreat, hex(action.to), o.hexes);
    case 'advance':
      return at(o.advance, unit(action.unit), o.units);
    case 'exit':
      return action.via === undefined ? o.single : -1;
    default:
      return o.single + SINGLE.indexOf(action.type);
  }
}

function decodeAction(ctx: AcgContext, state: AcgState, index: number): AcgAction | ChanceAction | null {
  const o = offsets(ctx);
  const grid = ctx.map.grid;
  const unitId = (i: number): string => ctx.scenario.units[i]!.id;
  if (index < 0 || index >= o.size) return null;
  if (index < o.artillery) {
    const k = index % 7;
    const rest = (index - k) / 7;
    const [u, h] = [Math.floor(rest / o.hexes), rest % o.hexes];
    const displaced = k === 0 ? -1 : grid.neighbor(h, k - 1);
    if (k > 0 && displaced < 0) return null;
    return { type: 'place', unit: unitId(u), to: ctx.hexIds[h]!, ...(k > 0 ? { displace: ctx.hexIds[displaced]! } : {}) };
  }
  if (index < o.declare) return { type: 'artillery', markers: [...ctx.scenario.artilleryChoices[index - o.artillery]!] };
  if (index < o.select) return { type: 'declare', first: index === o.declare ? 'movement' : 'combat' };
  if (index < o.move) return { type: 'select', unit: unitId(index - o.select) };
  if (index < o.attack) return { type: 'move', to: ctx.hexIds[index - o.move]! };
  if (index < o.apportion) {
    const rest = index - o.attack;
    const m = rest % (o.markers + 1);
    const mask = Math.floor(rest / (o.markers + 1)) % 64;
    const target = Math.floor(rest / (o.markers + 1) / 64);
    const attackers: string[] = [];
    for (let d = 0; d < 6; d++) {
      if ((mask & (1 << d)) === 0) continue;
      const n = grid.neighbor(target, d);
      const u = n < 0 ? -1 : state.units.findIndex((x) => x.status === 'map' && x.hex === n);
      if (u < 0) return null;
      attackers.push(state.units[u]!.id);
    }
    if (attackers.length === 0) return null;
    const marker = m === 0 ? undefined : ctx.scenario.markers[m - 1]!.id;
    return { type: 'attack', target: ctx.hexIds[target]!, attackers, ...(marker === undefined ? {} : { marker }) };
  }
  if (index < o.retreat) {
    const attackers = state.combat?.attackers ?? [];
    let rest = index - o.apportion;
    const losses: { unit: string; steps: number }[] = [];
    for (let i = 0; i < 6; i++, rest = Math.floor(rest / (MAX_LOSS + 1))) {
      const n = rest % (MAX_LOSS + 1);
      if (n === 0) continue;
      if (i >= attackers.length) return null;
      losses.push({ unit: state.units[attackers[i]!]!.id, steps: n });
    }
    return { type: 'apportion', losses };
  }
  if (index < o.advance) return { type: 'retreat', to: ctx.hexIds[index - o.retreat]! };
  if (index < o.single) return { type: 'advance', unit: unitId(index - o.advance) };
  if (index < o.chance) return { type: SINGLE[index - o.single]! };
  return { type: 'chance', value: index - o.chance + 1 };
}

/** The observation layout of a scenario: planes over the map's hexes, then scalars (see docs/encodings.md). */
function layoutOf(ctx: AcgContext): ObservationLayout {
  const hexes = ctx.map.grid.size;
  const parts: ObservationPart[] = [];
  let offset = 0;
  const add = (name: string, shape: number[], description: string): void => {
    parts.push({ name, offset, shape, description });
    offset += shape.reduce((a, b) => a * b, 1);
  };
  add('steps', [4, hexes], "steps of the unit in each hex: the observer's infantry, its cavalry, the enemy's infantry, its cavalry (ACG 2.8)");
  add('active', [2, hexes], "1 where the observer's unit, then the enemy's, shows its Active face (ACG 2.10)");
  add('zoc', [2, hexes], "number of the observer's units, then the enemy's, exerting a zone of control into each hex (ACG 7.0)");
  add('terrain', [TERRAINS.length, hexes], `one-hot terrain: ${TERRAINS.join(', ')}`);
  add('hexsides', [FEATURES.length, hexes], 'share of the six hexsides with a stream, hillcrest, pond, road');
  add('control', [2, hexes], "1 where the observer, then the enemy, controls a Town or Fortress hex (ACG 3.3)");
  add('frontLine', [1, hexes], '1 west of the initial front line (ACG 3.3, 4.4)');
  add('focus', [3, hexes], 'the selected unit, the attack\'s defender, its attackers');
  add('sequence', [STEPS.length + PHASES.length + 18], 'step one-hot, phase one-hot, turn/10, half, declared movement-first, observer to act, steps lost/50 (observer, enemy), demoralized (2), markers active (2), regrouped, sudden death gone, combat column/10, marker factors/10, Variant markers (11.0): the observer\'s number/10 and played, the enemy\'s number/10 once played (else 0) and played');
  return { size: offset, parts };
}

function observe(ctx: AcgContext, view: AcgView, side: Side): Float32Array {
  const layout = ctx.memo.get(LAYOUT, () => layoutOf(ctx));
  const out = new Float32Array(layout.size);
  const hexes = ctx.map.grid.size;
  const plane = (name: string, k = 0): number => layout.parts.find((p) => p.name === name)!.offset + k * hexes;
  const state: AcgState = { ...view, rng: [] };
  const mine = (s: Side): number => (s === side ? 0 : 1);
  for (const unit of view.units) {
    if (unit.status !== 'map') continue;
    out[plane('steps', mine(unit.side) * 2 + ARMS.indexOf(unit.arm)) + unit.hex] = unit.steps;
    if (unit.active) out[plane('active', mine(unit.side)) + unit.hex] = 1;
  }
  const board = boardOf(ctx, state);
  for (let h = 0; h < hexes; h++) {
    SIDES.forEach((s) => void (out[plane('zoc', mine(s)) + h] = board.zoc[s][h]!));
    out[plane('terrain', ctx.terrain[h]!) + h] = 1;
    out[plane('frontLine') + h] = ctx.westOfLine[h]!;
    for (let dir = 0; dir < 6; dir++) {
      const features = ctx.map.hexsideFeatures(h, dir);
      FEATURES.forEach((bit, k) => void ((features & bit) !== 0 && (out[plane('hexsides', k) + h]! += 1 / 6)));
    }
  }
  for (const h of ctx.controlHexes) out[plane('control', mine(view.control[ctx.hexIds[h]!] ?? side)) + h] = 1;
  if (view.moving >= 0 && view.units[view.moving]!.hex >= 0) out[plane('focus') + view.units[view.moving]!.hex] = 1;
  if (view.combat) {
    out[plane('focus', 1) + view.combat.hex] = 1;
    for (const u of view.combat.attackers) if (view.units[u]!.hex >= 0) out[plane('focus', 2) + view.units[u]!.hex] = 1;
  }
  const enemy: Side = side === 'french' ? 'allied' : 'french';
  const markersActive = (s: Side): number => view.markers.filter((m) => m.side === s && m.status === 'box' && m.active).reduce((n, m) => n + m.value, 0) / 10;
  const step = stepOf(ctx, state);
  out.set(
    [
      ...STEPS.map((s) => (step === s ? 1 : 0)),
      ...PHASES.map((p) => (view.phase === p ? 1 : 0)),
      view.turn / 10, view.half, view.first === 'movement' ? 1 : 0, view.toAct === side ? 1 : 0,
      view.lost[side] / 50, view.lost[enemy] / 50, view.demoralized[side] ? 1 : 0, view.demoralized[enemy] ? 1 : 0,
      markersActive(side), markersActive(enemy), view.regrouped ? 1 : 0, view.suddenDeathGone ? 1 : 0,
      (view.combat?.column ?? 0) / 10, view.combat && view.combat.marker >= 0 ? view.markers[view.combat.marker]!.value / 10 : 0,
      (view.variants[side]?.id ?? 0) / 10, view.variants[side]?.revealed ? 1 : 0,
      (view.variants[enemy]?.id ?? 0) / 10, view.variants[enemy]?.revealed ? 1 : 0,
    ],
    plane('sequence'),
  );
  return out;
}

/**
 * A Crowning Glory's AI encodings: a fixed action index space per scenario (see docs/encodings.md: placements, the
 * declaration, selections, moves by destination, attacks by target × attacker directions × marker, loss splits,
 * retreats, advances, single choices and the die) and an observation of planes over the map's hexes plus scalars,
 * built from a side's view alone and relative to the observer.
 *
 * @example
 * ```ts
 * import { aCrowningGlory } from 'kriegsspiel/rulesets/a-crowning-glory';
 * const setup = aCrowningGlory.setup('austerlitz-intro', {}, 1);
 * if (!setup.ok) throw new Error(setup.violation.message);
 * const encoder = aCrowningGlory.encoder(setup.state)!;
 * const first = aCrowningGlory.legalActions(setup.state)[0]!;
 * encoder.decode(setup.state, encoder.encode(setup.state, first)); // the same action
 * ```
 */
export const ACG_ENCODING: EncodingHooks<AcgTypes> = {
  version: '1',
  actionSize: (ctx) => offsets(ctx).size,
  encodeAction,
  decodeAction,
  observationLayout: (ctx) => ctx.memo.get(LAYOUT, () => layoutOf(ctx)),
  observe,
};
