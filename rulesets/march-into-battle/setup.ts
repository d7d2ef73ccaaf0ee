import { violation, type BaseState, type Draft, type OptionsInput, type SetupResult } from 'kriegsspiel';
import type { MibContext } from './context.js';
import { DEFAULT_OPTIONS, type MibOptions } from './options.js';
import { startTurn } from './rules/flow.js';
import { placeArrivals } from './rules/reinforcements.js';
import type { MibState, MibUnit } from './types.js';

/** The options in force: the defaults, then the scenario's, then the caller's (each field replaced whole). */
export function layerOptions(...layers: readonly OptionsInput<MibOptions>[]): MibOptions {
  const out: Record<string, unknown> = { ...DEFAULT_OPTIONS };
  for (const layer of layers) for (const [key, value] of Object.entries(layer)) if (value !== undefined) out[key] = value;
  return out as unknown as MibOptions;
}

/**
 * The state at the start of play (MiB 3.0): the pieces due at turn 0 placed in their regions, nothing else on the
 * map, full strength, fresh, no orders; then turn 1 starts. Refuses a fatigue scale that does not climb (10.1).
 */
export function setup(ctx: MibContext, overrides: OptionsInput<MibOptions>, base: BaseState): SetupResult<MibState> {
  const scenario = ctx.scenario;
  const options = layerOptions(scenario.options ?? {}, overrides);
  const { tired, spent, max } = options.fatigue;
  if (!(tired <= spent && spent <= max)) return { ok: false, violation: violation('bad-options', 'MiB 10.1', `options.fatigue: tired (${tired}) <= spent (${spent}) <= max (${max}) is required`) };
  const units: MibUnit[] = scenario.units.map((u) => ({ hex: -1, facing: 0, c: 0, s: 0, fatigue: 0, dis: false, smashed: false, oos: false, orgCav: u.organicCavalry ?? 0, act: 2, mp: 0 }));
  const state: MibState = {
    ...base, options, turn: 1, phase: 'reinforcement', toAct: 'french', hqMoved: false, active: -1, checked: true, reached: false, holdBroken: [], units,
    formations: scenario.formations.map((f) => ({ order: null, pending: null, commander: -1, rating: f.commander.rating, activated: false, ordered: false, restOnly: false, commanderMoved: false })),
    hq: { french: -1, austrian: -1 }, armyCommander: { french: true, austrian: true }, armyMorale: { ...scenario.armyMorale },
    gunsLost: { french: 0, austrian: 0 }, smallLost: { french: 0, austrian: 0 }, bridge: { broken: false, repairTurn: 0 },
    bridges: { built: [], destroyed: [], work: [] },
    held: ctx.objectiveHexes.map(() => null), combat: null, roll: null, winner: null, outcome: null,
  };
  const draft = state as Draft<MibState>;
  draft.turn = 0;
  placeArrivals(ctx, draft, undefined);
  draft.turn = 1;
  startTurn(ctx, draft, undefined);
  return { ok: true, state };
}

/** A fast deep copy of a state of this known shape. */
export function cloneState(state: MibState): MibState {
  const c = state.combat;
  return {
    ...state,
    rng: [...state.rng],
    holdBroken: [...state.holdBroken],
    units: state.units.map((u) => ({ ...u })),
    formations: state.formations.map((f) => ({ ...f, order: f.order && { ...f.order }, pending: f.pending && { ...f.pending } })),
    hq: { ...state.hq },
    armyCommander: { ...state.armyCommander },
    armyMorale: { ...state.armyMorale },
    gunsLost: { ...state.gunsLost },
    smallLost: { ...state.smallLost },
    bridge: { ...state.bridge },
    bridges: { built: [...state.bridges.built], destroyed: [...state.bridges.destroyed], work: state.bridges.work.map((w) => ({ ...w })) },
    held: [...state.held],
    roll: state.roll && { ...state.roll },
    combat: c && {
      ...c,
      from: [...c.from], attackers: [...c.attackers], defenders: [...c.defenders], checks: c.checks.map((x) => ({ ...x })), countercharged: [...c.countercharged],
      stacks: c.stacks.map((s) => ({ ...s, units: [...s.units] })), losses: c.losses && { ...c.losses, units: [...c.losses.units] }, smash: [...c.smash], leaders: [...c.leaders],
      retreat: c.retreat && { ...c.retreat, units: [...c.retreat.units], path: [...c.retreat.path] }, guns: [...c.guns],
      advance: c.advance && { ...c.advance, units: [...c.advance.units], hexes: [...c.advance.hexes] },
    },
    outcome: state.outcome && { ...state.outcome },
  };
}
