import { memoKey, type ChanceAction, type EncodingHooks, type ObservationLayout, type ObservationPart } from 'kriegsspiel';
import type { NawAction } from './actions.js';
import { boardOf } from './board.js';
import { BRIDGE, RIVER, ROAD, SLOPE, STREAM, TRAIL, type NawContext } from './context.js';
import type { NawTypes, NawView } from './nawTypes.js';
import { stepOf } from './rules/steps.js';
import { SIDES, UNIT_KINDS, type NawState, type Side } from './types.js';

/** The largest CRT a custom table may have and still be encoded (the published one has 10 columns). */
const MAX_COLUMNS = 32;
/** Exchange choices are subsets of at most this many attackers (a hex has six neighbours). */
const MAX_EXCHANGE = 12;
/** Die faces 1..MAX_FACE. */
const MAX_FACE = 12;
/** The NAW decision steps, in the order of the observation's step one-hot. */
const STEPS = ['deployment', 'movement', 'combat', 'exchange', 'retreat', 'displacement', 'advance', 'arrival-roll', 'combat-roll'] as const;
const PHASES = ['deployment', 'movement', 'combat'] as const;
const FEATURES = [RIVER, BRIDGE, STREAM, SLOPE, ROAD, TRAIL] as const;

/** Where each family of actions starts in the index space of a scenario. */
interface Offsets {
  readonly units: number;
  readonly hexes: number;
  /** Unit to hex: deploy, move, retreat, displace or advance, by step (U × H). */
  readonly place: number;
  readonly eliminate: number;
  readonly exit: number;
  readonly addAttacker: number;
  readonly attack: number;
  readonly addDefender: number;
  readonly resolve: number;
  readonly exchange: number;
  readonly endPhase: number;
  readonly declineRetreat: number;
  readonly declineAdvance: number;
  readonly chance: number;
  readonly size: number;
}

function offsetsOf(ctx: NawContext): Offsets {
  const units = ctx.scenario.units.length;
  const hexes = ctx.map.grid.size;
  const place = 0;
  const eliminate = place + units * hexes;
  const exit = eliminate + units;
  const addAttacker = exit + units;
  const attack = addAttacker + units;
  const addDefender = attack + hexes;
  const resolve = addDefender + hexes;
  const exchange = resolve + MAX_COLUMNS;
  const endPhase = exchange + (1 << MAX_EXCHANGE);
  const chance = endPhase + 3;
  return { units, hexes, place, eliminate, exit, addAttacker, attack, addDefender, resolve, exchange, endPhase, declineRetreat: endPhase + 1, declineAdvance: endPhase + 2, chance, size: chance + MAX_FACE };
}

const OFFSETS = memoKey<Offsets>('encoding offsets');
const LAYOUT = memoKey<{ layout: ObservationLayout; terrains: readonly string[] }>('observation layout');

function encodeAction(ctx: NawContext, state: NawState, action: NawAction | ChanceAction): number {
  const o = ctx.memo.get(OFFSETS, () => offsetsOf(ctx));
  const unit = (id: string): number => ctx.unitIndex.get(id) ?? -1;
  const hex = (id: string): number => ctx.map.grid.indexOf(id);
  const at = (base: number, i: number, count: number): number => (i >= 0 && i < count ? base + i : -1);
  switch (action.type) {
    case 'chance':
      return at(o.chance, action.value - 1, MAX_FACE);
    case 'deploy':
    case 'move':
    case 'displace':
    case 'advance':
    case 'retreat': {
      if (action.type === 'move' && 'via' in action) return -1; // a move naming its route has no index of its own
      const u = unit(action.unit);
      if (action.to === null) return at(o.eliminate, u, o.units);
      const h = hex(action.to);
      return u < 0 || h < 0 ? -1 : o.place + u * o.hexes + h;
    }
    case 'exit':
      return at(o.exit, unit(action.unit), o.units);
    case 'addAttacker':
      return at(o.addAttacker, unit(action.unit), o.units);
    case 'attack':
      return at(o.attack, hex(action.hex), o.hexes);
    case 'addDefender':
      return at(o.addDefender, hex(action.hex), o.hexes);
    case 'resolve':
      return at(o.resolve, state.options.crt.columns.findIndex((c) => c.label === action.odds), MAX_COLUMNS);
    case 'exchange': {
      const attackers = state.combat?.attackers ?? [];
      let mask = 0;
      for (const id of action.units) {
        const i = attackers.indexOf(id);
        if (i < 0 || i >= MAX_EXCHANGE) return -1;
        mask |= 1 << i;
      }
      return o.exchange + mask;
    }
    case 'endPhase':
      return o.endPhase;
    case 'declineRetreat':
      return o.declineRetreat;
    case 'declineAdvance':
      return o.declineAdvance;
  }
}

function decodeAction(ctx: NawContext, state: NawState, index: number): NawAction | ChanceAction | null {
  const o = ctx.memo.get(OFFSETS, () => offsetsOf(ctx));
  const unitId = (i: number): string => ctx.scenario.units[i]!.id;
  if (index < o.eliminate) {
    const unit = unitId(Math.floor(index / o.hexes));
    const to = ctx.hexIds[index % o.hexes]!;
    switch (stepOf(ctx, state)) {
      case 'deployment':
        return { type: 'deploy', unit, to };
      case 'movement':
        return { type: 'move', unit, to };
      case 'retreat':
        return { type: 'retreat', unit, to };
      case 'displacement':
        return { type: 'displace', unit, to };
      case 'advance':
        return { type: 'advance', unit, to };
      default:
        return null;
    }
  }
  if (index < o.exit) return { type: 'retreat', unit: unitId(index - o.eliminate), to: null };
  if (index < o.addAttacker) return { type: 'exit', unit: unitId(index - o.exit) };
  if (index < o.attack) return { type: 'addAttacker', unit: unitId(index - o.addAttacker) };
  if (index < o.addDefender) return { type: 'attack', hex: ctx.hexIds[index - o.attack]! };
  if (index < o.resolve) return { type: 'addDefender', hex: ctx.hexIds[index - o.addDefender]! };
  if (index < o.exchange) {
    const column = state.options.crt.columns[index - o.resolve];
    return column === undefined ? null : { type: 'resolve', odds: column.label };
  }
  if (index < o.endPhase) {
    const mask = index - o.exchange;
    const attackers = state.combat?.attackers ?? [];
    if (mask >= 1 << attackers.length) return null;
    return { type: 'exchange', units: attackers.filter((_, i) => (mask & (1 << i)) !== 0) };
  }
  if (index === o.endPhase) return { type: 'endPhase' };
  if (index === o.declineRetreat) return { type: 'declineRetreat' };
  if (index === o.declineAdvance) return { type: 'declineAdvance' };
  return { type: 'chance', value: index - o.chance + 1 };
}

/** The observation layout of a scenario: planes over the map's hexes, then scalars (see docs/encodings.md). */
function layoutOf(ctx: NawContext): { layout: ObservationLayout; terrains: readonly string[] } {
  const hexes = ctx.map.grid.size;
  const terrains = [...new Set(Array.from({ length: hexes }, (_, h) => ctx.map.terrainName(h)))].sort();
  const parts: ObservationPart[] = [];
  let offset = 0;
  const add = (name: string, shape: number[], description: string): void => {
    parts.push({ name, offset, shape, description });
    offset += shape.reduce((a, b) => a * b, 1);
  };
  add('strength', [SIDES.length * UNIT_KINDS.length, hexes], 'strength points of active units per hex, one plane per side (french, coalition) and arm (infantry, cavalry, artillery)');
  add('moved', [1, hexes], '1 where a unit has moved this movement phase (NAW 5.17)');
  add('engaged', [1, hexes], '1 where a unit has fought this combat phase (NAW 7.14)');
  add('zoc', [SIDES.length, hexes], "1 where each side exerts a zone of control (NAW 6.0), french then coalition");
  add('terrain', [terrains.length, hexes], `one-hot hex terrain, in the order ${terrains.join(', ')}`);
  add('hexsides', [FEATURES.length, hexes], 'share of the six hexsides with river, bridge, stream, slope, road, trail');
  add('combat', [2, hexes], 'defending hexes of the combat in progress, then hexes of its attacking units');
  add('objectives', [1, hexes], 'victory points of the places in each hex, divided by 100 (Wagram 17.1)');
  add('sequence', [STEPS.length + PHASES.length + 12], 'step one-hot, phase one-hot, turn/turns, night, phasing side (2), observer (2), losses/100 (2), points/100 (2), demoralized (2)');
  return { layout: { size: offset, parts }, terrains };
}

function observe(ctx: NawContext, view: NawView, side: Side): Float32Array {
  const { layout, terrains } = ctx.memo.get(LAYOUT, () => layoutOf(ctx));
  const out = new Float32Array(layout.size);
  const hexes = ctx.map.grid.size;
  const plane = (name: string, k = 0): number => layout.parts.find((p) => p.name === name)!.offset + k * hexes;
  const state: NawState = { ...view, rng: [] };
  for (const unit of view.units) {
    if (unit.status !== 'active') continue;
    out[plane('strength', SIDES.indexOf(unit.side) * UNIT_KINDS.length + UNIT_KINDS.indexOf(unit.kind)) + unit.hex]! += unit.strength;
    if (unit.moved) out[plane('moved') + unit.hex] = 1;
    if (unit.engaged) out[plane('engaged') + unit.hex] = 1;
  }
  const board = boardOf(ctx, state);
  for (let h = 0; h < hexes; h++) {
    SIDES.forEach((s, k) => void (out[plane('zoc', k) + h] = board.zoc[s][h]!));
    out[plane('terrain', terrains.indexOf(ctx.map.terrainName(h))) + h] = 1;
    for (let dir = 0; dir < 6; dir++) {
      const features = ctx.map.hexsideFeatures(h, dir);
      FEATURES.forEach((bit, k) => void ((features & bit) !== 0 && (out[plane('hexsides', k) + h]! += 1 / 6)));
    }
  }
  const combat = view.combat;
  for (const h of combat?.defenderHexes ?? []) out[plane('combat') + h] = 1;
  for (const id of combat?.attackers ?? []) {
    const hex = view.units[ctx.unitIndex.get(id) ?? -1]?.hex ?? -1;
    if (hex >= 0) out[plane('combat', 1) + hex] = 1;
  }
  for (const award of ctx.scenario.victory.places) for (const h of ctx.map.place(award.place) ?? []) out[plane('objectives') + h]! += award.points / 100;
  const scalars: number[] = [
    ...STEPS.map((s) => (stepOf(ctx, state) === s ? 1 : 0)),
    ...PHASES.map((p) => (view.phase === p ? 1 : 0)),
    view.turn / ctx.scenario.turns,
    ctx.scenario.nightTurns.includes(view.turn) ? 1 : 0,
    ...SIDES.map((s) => (view.phasing === s ? 1 : 0)),
    ...SIDES.map((s) => (side === s ? 1 : 0)),
    ...SIDES.map((s) => view.losses[s] / 100),
    ...SIDES.map((s) => view.points[s] / 100),
    ...SIDES.map((s) => (view.demoralized[s] ? 1 : 0)),
  ];
  out.set(scalars, plane('sequence'));
  return out;
}

/**
 * Napoleon at War's AI encodings: a fixed action index space per scenario (unit-to-hex choices share one block whose
 * meaning the step gives: deploy, move, retreat, displace or advance) and an observation of planes over the map's
 * hexes plus scalars, built from a side's view alone. The layout is documented in docs/encodings.md.
 *
 * @example
 * ```ts
 * import { napoleonAtWar } from 'kriegsspiel/rulesets/napoleon-at-war';
 * const setup = napoleonAtWar.setup('skirmish', {}, 1);
 * if (!setup.ok) throw new Error(setup.violation.message);
 * const encoder = napoleonAtWar.encoder(setup.state)!;
 * const index = encoder.encode(setup.state, { type: 'endPhase' });
 * encoder.decode(setup.state, index); // { type: 'endPhase' }
 * ```
 */
export const NAW_ENCODING: EncodingHooks<NawTypes> = {
  version: '1',
  actionSize: (ctx) => ctx.memo.get(OFFSETS, () => offsetsOf(ctx)).size,
  encodeAction,
  decodeAction,
  observationLayout: (ctx) => ctx.memo.get(LAYOUT, () => layoutOf(ctx)).layout,
  observe,
};
