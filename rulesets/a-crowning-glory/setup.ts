import { checkDifferentialTable, D6, violation, type BaseState, type Draft, type OptionsInput, type SetupResult } from 'kriegsspiel';
import type { AcgContext } from './context.js';
import { DEFAULT_OPTIONS, type AcgOptions } from './options.js';
import { startTurn } from './rules/sequence.js';
import { terrainOf } from './rules/terrain.js';
import type { AcgMarker, AcgState, AcgUnit } from './types.js';
import { dealVariants } from './variants.js';
import { SIDES, type Side } from './vocabulary.js';

/** The options in force: the defaults, then the scenario's, then the caller's (each field replaced whole). */
export function layerOptions(...layers: readonly OptionsInput<AcgOptions>[]): AcgOptions {
  const out: Record<string, unknown> = { ...DEFAULT_OPTIONS };
  for (const layer of layers) for (const [key, value] of Object.entries(layer)) if (value !== undefined) out[key] = value;
  return out as unknown as AcgOptions;
}

/** What is wrong with a CRT row as a whole (ACG 9.6), as a field path and message, or `null`. */
export function crtProblem(options: AcgOptions): string | null {
  for (const side of SIDES) {
    const table = options.crt[side];
    const problems = checkDifferentialTable({ columns: table.columns, dieFaces: D6, rows: table.rows });
    if (problems.length > 0) return `crt.${side}: ${problems[0]}`;
  }
  return null;
}

/**
 * The state at the start of play (ACG 3.0): units on their set-up hexes with their Active faces up (3.1), the
 * Reserve and Variable counters set aside (3.1, 5.6, 5.7), reinforcements waiting (10.4), hexes controlled by the
 * side of the front line they lie on (3.3), no steps lost (3.2); then the scenario's set-up choices (10.4) or
 * turn 1's declaration (5.2). Refuses ragged tables, two units in one hex (6.0) and cavalry set up in an All-Pond
 * hex (8.7), naming the field.
 */
export function setup(ctx: AcgContext, overrides: OptionsInput<AcgOptions>, base: BaseState): SetupResult<AcgState> {
  const scenario = ctx.scenario;
  const options = layerOptions(scenario.options ?? {}, overrides);
  const table = crtProblem(options);
  if (table !== null) return { ok: false, violation: violation('bad-options', 'ACG 9.6', `options.${table}`) };
  const taken = new Map<number, string>();
  const units: AcgUnit[] = [];
  const placing: number[] = [];
  for (const [i, u] of scenario.units.entries()) {
    const hex = u.setup !== undefined && /^\d{4}$/.test(u.setup) ? ctx.map.grid.indexOf(u.setup) : -1;
    const path = `scenario.units[${i}].setup`;
    if (hex >= 0 && taken.has(hex)) return { ok: false, violation: violation('stacked', 'ACG 6.0', `${path}: ${u.id} and ${taken.get(hex)} both set up in ${u.setup}`) };
    if (hex >= 0 && options.terrain[terrainOf(ctx, hex)].cost[u.arm] === null) {
      return { ok: false, violation: violation('bad-scenario', 'ACG 8.7', `${path}: ${u.id} (${u.arm}) may not stand in ${u.setup}`) };
    }
    if (hex >= 0) taken.set(hex, u.id);
    if (u.setup === 'deploy') placing.push(i);
    const status = hex >= 0 ? 'map' : u.setup === 'reserve' ? 'reserve' : u.setup === 'variable' ? 'variable' : 'waiting';
    units.push({ id: u.id, side: u.side, arm: u.arm, steps: u.steps, status, hex, active: true });
  }
  const markers: AcgMarker[] = scenario.markers.map((m) => ({ id: m.id, side: m.side, value: m.value, status: m.variable ? 'variable' : 'box', active: true }));
  const control: Record<string, Side> = {};
  for (const h of ctx.controlHexes) control[ctx.hexIds[h]!] = ctx.westOfLine[h] === 1 ? 'french' : 'allied';
  for (const u of units) if (u.status === 'map' && control[ctx.hexIds[u.hex]!] !== undefined) control[ctx.hexIds[u.hex]!] = u.side;
  const dealt = options.variants ? dealVariants(options.variantPool, base.rng) : { french: null, allied: null, rng: base.rng };
  const held = (id: number | null) => (id === null ? null : { id, revealed: false });
  const state: AcgState = {
    ...base, rng: dealt.rng, variants: { french: held(dealt.french), allied: held(dealt.allied) }, options, turn: scenario.turns.first, phase: 'setup', half: 0, first: null, toAct: 'french', moving: -1, passes: 0,
    rolled: false, placing, choosingArtillery: scenario.artilleryChoices.length > 0, units, markers, combat: null, control,
    lost: { french: 0, allied: 0 }, demoralized: { french: false, allied: false }, suddenDeathGone: false, regrouped: false,
    winner: null, outcome: null,
  };
  if (placing.length === 0 && !state.choosingArtillery) startTurn(ctx, state as Draft<AcgState>, undefined);
  return { ok: true, state };
}

/** A fast deep copy of a state of this known shape. */
export function cloneState(state: AcgState): AcgState {
  return {
    ...state,
    rng: [...state.rng],
    placing: [...state.placing],
    units: state.units.map((u) => ({ ...u })),
    markers: state.markers.map((m) => ({ ...m })),
    combat: state.combat === null ? null : { ...state.combat, attackers: [...state.combat.attackers] },
    control: { ...state.control },
    variants: { french: state.variants.french && { ...state.variants.french }, allied: state.variants.allied && { ...state.variants.allied } },
    lost: { ...state.lost },
    demoralized: { ...state.demoralized },
  };
}
