// Scenes for the rule tests of raids on wagons, bridges and overruns: the test battle (fixture.ts) in explicit chance
// mode in the operations phase, its pieces placed by hand, and helpers to play actions and read events.
import type { ChanceAction, Draft } from 'kriegsspiel';
import { marchIntoBattle, type MibAction, type MibContext, type MibEvent, type MibState, type OrderType } from 'kriegsspiel/rulesets/march-into-battle';
import { testMap, testScenario } from './fixture.js';

/** A unit placed by a test: its hex and whatever of its state the test sets. */
export type Piece = { readonly hex: string } & Partial<Pick<MibState['units'][number], 'facing' | 'c' | 's' | 'fatigue' | 'dis' | 'smashed' | 'oos'>>;

/** What a scene sets besides its pieces. */
export interface Setting {
  /** Each formation's order (type and target hex), by formation id. */
  readonly orders?: Readonly<Record<string, readonly [OrderType, string]>>;
  /** Each formation's commander hex, by formation id; the others stand in a far corner. */
  readonly commanders?: Readonly<Record<string, string>>;
  readonly hq?: { readonly french?: string; readonly austrian?: string };
  /** Hexside features added to the test map. */
  readonly hexsides?: readonly { readonly between: readonly [string, string]; readonly features: readonly string[] }[];
  /** Each side traces supply from every hex (the default), or from the test battle's regions. */
  readonly supply?: 'everywhere' | 'scenario';
}

/** Where commanders and HQs a scene does not place stand. */
const AWAY = { french: '1008', austrian: '1001' } as const;
const EVERY_HEX = Array.from({ length: 80 }, (_, i) => `${String(1 + Math.floor(i / 8)).padStart(2, '0')}0${1 + (i % 8)}`);

/** The compiled context of a state. */
export function ctxOf(state: MibState): MibContext {
  const compiled = marchIntoBattle.contextOf(state);
  if (!compiled.ok) throw new Error(compiled.violation.message);
  return compiled.context;
}

/** A copy of `state` changed by `change` (states are frozen). */
export function edit(state: MibState, change: (draft: Draft<MibState>) => void): MibState {
  const draft = structuredClone(state) as Draft<MibState>;
  change(draft);
  return draft as MibState;
}

/** The test battle in turn 1's operations phase, no chit pulled, with only `pieces` on the map, fresh, orders as set. */
export function scene(pieces: Readonly<Record<string, Piece>>, setting: Setting = {}): MibState {
  const base = testScenario();
  const everywhere = setting.supply !== 'scenario';
  const map = { ...testMap, regions: { ...testMap.regions, everywhere: EVERY_HEX }, hexsides: [...testMap.hexsides, ...(setting.hexsides ?? [])] };
  const scenario = { ...base, map: map as unknown as Record<string, unknown>, supply: everywhere ? { french: 'everywhere', austrian: 'everywhere' } : base.supply };
  const made = marchIntoBattle.setup(scenario, {}, 1, 'explicit');
  if (!made.ok) throw new Error(made.violation.message);
  const ctx = ctxOf(made.state);
  const hex = (id: string) => ctx.map.grid.indexOf(id);
  return edit(made.state, (s) => {
    Object.assign(s, { turn: 1, phase: 'operations', active: -1, checked: true });
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

/** A die roll (or chit) action. */
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

/**
 * Starts `formation`'s activation in turn `turn` (the current one unless set; every chit back in the cup when the
 * turn changes): its chit pulled, and its order check rolled as `check` when it has an order.
 */
export function activate(state: MibState, formation: string, check = 1, turn = state.turn): { state: MibState; events: MibEvent[] } {
  const f = ctxOf(state).formationIndex.get(formation)!;
  const ready = edit(state, (s) => {
    if (turn !== s.turn) for (const other of s.formations) other.activated = false;
    Object.assign(s, { turn, active: -1, checked: true });
  });
  return ready.formations[f]!.order === null ? play(ready, roll(f)) : play(ready, roll(f), roll(check));
}

/** The rule case of the refusal of `action`, or `null` when it is legal. */
export const refusal = (state: MibState, action: MibAction | ChanceAction): string | null => marchIntoBattle.check(state, action)?.rule ?? null;

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

/** A unit's index and state by id, and a hex's id and index. */
export const unitOf = (state: MibState, id: string): number => ctxOf(state).unitIndex.get(id)!;
export const unitState = (state: MibState, id: string) => state.units[unitOf(state, id)]!;
export const idOf = (state: MibState, hex: number): string => ctxOf(state).hexIds[hex]!;
export const hexOf = (state: MibState, id: string): number => ctxOf(state).map.grid.indexOf(id);
