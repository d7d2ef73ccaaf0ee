// Positions for March into Battle's rule tests: the test battle (fixture.ts) set up in explicit chance mode, its
// pieces placed by hand, and helpers to play actions and read events.
import type { ChanceAction, Draft } from 'kriegsspiel';
import {
  marchIntoBattle, type MibAction, type MibContext, type MibEvent, type MibOptions, type MibScenario, type MibState, type OrderType,
} from 'kriegsspiel/rulesets/march-into-battle';
import { testMap, testScenario } from './fixture.js';

/** A unit placed by a test: its hex and whatever of its state the test sets. */
export interface Piece {
  readonly hex: string;
  readonly facing?: number;
  readonly c?: number;
  readonly s?: number;
  readonly fatigue?: number;
  readonly dis?: boolean;
  readonly smashed?: boolean;
  readonly oos?: boolean;
  readonly orgCav?: number;
}

/** A hexside of a test map. */
export interface TestHexside {
  readonly between: readonly [string, string];
  readonly features: readonly string[];
  readonly uphill?: string;
}

/** Hexside features and hex terrains a test adds to the test map. */
export interface MapChanges {
  readonly hexsides?: readonly TestHexside[];
  readonly terrain?: Readonly<Record<string, readonly string[]>>;
}

/** What a test position sets besides its pieces. */
export interface Setting {
  readonly turn?: number;
  /** Each formation's order (type and target hex), by formation id. */
  readonly orders?: Readonly<Record<string, readonly [OrderType, string]>>;
  /** Each formation's commander hex, by formation id; the unnamed ones stand at `away`. */
  readonly commanders?: Readonly<Record<string, string>>;
  readonly hq?: { readonly french?: string; readonly austrian?: string };
  readonly options?: Partial<MibOptions>;
  readonly map?: MapChanges;
  /** Each side traces supply from every hex (the default, so units stay in supply), or from the test battle's regions. */
  readonly supply?: 'everywhere' | 'scenario';
  /** Changes to the test battle's scenario data (units, morale ...). */
  readonly scenario?: (scenario: MibScenario) => MibScenario;
}

/** Where commanders and HQs a test does not place stand: corners far from the action. */
const AWAY = { french: '1008', austrian: '1001' } as const;

/** Every hex id of the test map. */
export const EVERY_HEX = Array.from({ length: 80 }, (_, i) => `${String(1 + Math.floor(i / 8)).padStart(2, '0')}0${1 + (i % 8)}`);

/** The test battle with map changes, each side supplied from every hex unless `supply` is `scenario`. */
export function scenarioWith(map: MapChanges = {}, supply: Setting['supply'] = 'everywhere'): MibScenario {
  const scenario = testScenario();
  const terrain: Record<string, readonly string[]> = { ...testMap.terrain };
  for (const [name, hexes] of Object.entries(map.terrain ?? {})) terrain[name] = [...(terrain[name] ?? []), ...hexes];
  const regions = { ...testMap.regions, everywhere: EVERY_HEX };
  return {
    ...scenario,
    map: { ...testMap, terrain, regions, hexsides: [...testMap.hexsides, ...(map.hexsides ?? [])] } as unknown as Record<string, unknown>,
    supply: supply === 'everywhere' ? { french: 'everywhere', austrian: 'everywhere' } : scenario.supply,
  };
}

/** Hexside features on all six sides of `hex` (a hilltop when `uphill`). */
export function ring(hex: string, feature: string, uphill = false): TestHexside[] {
  const grid = ctxOf(position({})).map.grid;
  const h = grid.indexOf(hex);
  return [0, 1, 2, 3, 4, 5].flatMap((d) => {
    const j = grid.neighbor(h, d);
    return j < 0 ? [] : [{ between: [hex, grid.idOf(j) as string] as const, features: [feature], ...(uphill ? { uphill: hex } : {}) }];
  });
}

/** The compiled context of a state. */
export function ctxOf(state: MibState): MibContext {
  const compiled = marchIntoBattle.contextOf(state);
  if (!compiled.ok) throw new Error(compiled.violation.message);
  return compiled.context;
}

/** The dense index of a hex id, a unit id and a formation id. */
export const hexOf = (state: MibState, id: string): number => ctxOf(state).map.grid.indexOf(id);
export const unitOf = (state: MibState, id: string): number => ctxOf(state).unitIndex.get(id)!;
export const formationOf = (state: MibState, id: string): number => ctxOf(state).formationIndex.get(id)!;

/** A copy of `state` changed by `change` (states are frozen). */
export function edit(state: MibState, change: (draft: Draft<MibState>) => void): MibState {
  const draft = structuredClone(state) as Draft<MibState>;
  change(draft);
  return draft as MibState;
}

/**
 * The test battle in the operations phase of `turn` (1 unless set), no chit pulled yet, with only `pieces` on the map
 * (every other unit waits off it), fresh and without orders unless set.
 */
export function position(pieces: Readonly<Record<string, Piece>>, setting: Setting = {}): MibState {
  const scenario = (setting.scenario ?? ((s) => s))(scenarioWith(setting.map, setting.supply));
  const made = marchIntoBattle.setup(scenario, setting.options ?? {}, 1, 'explicit');
  if (!made.ok) throw new Error(made.violation.message);
  const ctx = ctxOf(made.state);
  const hex = (id: string) => ctx.map.grid.indexOf(id);
  return edit(made.state, (s) => {
    s.turn = setting.turn ?? 1;
    s.phase = 'operations';
    s.active = -1;
    s.checked = true;
    for (const [u, unit] of s.units.entries()) {
      const piece = pieces[ctx.units[u]!.id];
      Object.assign(unit, { hex: -1, facing: 0, c: 0, s: 0, fatigue: 0, dis: false, smashed: false, oos: false, act: 2, mp: 0 });
      if (piece !== undefined) Object.assign(unit, { ...piece, hex: hex(piece.hex) });
    }
    for (const [f, formation] of s.formations.entries()) {
      const def = ctx.scenario.formations[f]!;
      const order = setting.orders?.[def.id];
      formation.order = order === undefined ? null : { type: order[0], target: hex(order[1]), reached: false };
      formation.pending = null;
      formation.commander = hex(setting.commanders?.[def.id] ?? AWAY[def.side]);
      Object.assign(formation, { activated: false, ordered: false, restOnly: false, commanderMoved: false });
    }
    s.hq = { french: hex(setting.hq?.french ?? AWAY.french), austrian: hex(setting.hq?.austrian ?? AWAY.austrian) };
  });
}

/** `state` moved on to the operations phase of `turn`, no chit pulled, every chit back in the cup (MiB SoP). */
export const atTurn = (state: MibState, turn: number): MibState =>
  edit(state, (s) => {
    Object.assign(s, { turn, phase: 'operations', active: -1, checked: true });
    for (const formation of s.formations) formation.activated = false;
  });

/** The die roll (or chit) action. */
export const roll = (value: number): ChanceAction => ({ type: 'chance', value });

/** Applies actions in order, failing loudly on a refusal; returns the last state and every event. */
export function play(state: MibState, ...actions: readonly (MibAction | ChanceAction)[]): { state: MibState; events: MibEvent[] } {
  let current = state;
  const events: MibEvent[] = [];
  for (const action of actions) {
    const applied = marchIntoBattle.apply(current, action);
    if (!applied.ok) throw new Error(`${JSON.stringify(action)} refused: ${applied.violation.rule} ${applied.violation.message}`);
    current = applied.state;
    events.push(...(applied.events as MibEvent[]));
  }
  return { state: current, events };
}

/** The rule case of the refusal of `action`, or `null` when it is legal. */
export function refusal(state: MibState, action: MibAction | ChanceAction): string | null {
  return marchIntoBattle.check(state, action)?.rule ?? null;
}

/** Pulls `formation`'s chit, and rolls `check` for its order check when one is due (MiB SoP, OC). */
export function activate(state: MibState, formation: string, check?: number): { state: MibState; events: MibEvent[] } {
  const pulled = play(state, roll(formationOf(state, formation)));
  if (check === undefined || stepNow(pulled.state) !== 'order-check') return pulled;
  const checked = play(pulled.state, roll(check));
  return { state: checked.state, events: [...pulled.events, ...checked.events] };
}

/** The events of one type. */
export function eventsOf<T extends MibEvent['type']>(events: readonly MibEvent[], type: T): Extract<MibEvent, { type: T }>[] {
  return events.filter((e): e is Extract<MibEvent, { type: T }> => e.type === type);
}

/** The legal actions of one type now. */
export function actionsOf<T extends MibAction['type']>(state: MibState, type: T): Extract<MibAction, { type: T }>[] {
  return marchIntoBattle.legalActions(state).filter((a): a is Extract<MibAction, { type: T }> => a.type === type);
}

/** The hexes a unit may move to now, as ids, sorted. */
export const moves = (state: MibState, unit: string): string[] => actionsOf(state, 'move').flatMap((a) => (a.unit === unit ? [a.to] : [])).sort();

/** A unit's state by id. */
export const unitState = (state: MibState, id: string) => state.units[unitOf(state, id)]!;

/** The step the game asks for now. */
export function stepNow(state: MibState): string {
  const d = marchIntoBattle.decision(state);
  return d.kind === 'terminal' ? 'terminal' : d.step;
}
