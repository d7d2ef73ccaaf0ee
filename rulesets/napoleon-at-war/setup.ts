import { violation, type ChanceMode, type OptionsInput, type RngState, type SetupResult } from 'kriegsspiel';
import { compileScenario } from './context.js';
import { DEFAULT_OPTIONS, type NawOptions } from './options.js';
import type { NawScenario } from './scenario.js';
import type { NawState, NawUnit } from './types.js';

/**
 * The state at the start of game-turn 1: units on their deployment hexes, reinforcements waiting, the first player's
 * movement phase (NAW 3.0, 4.1). Refuses a scenario whose map, hexes or units do not fit, or that stacks two units.
 */
export function setup(scenario: NawScenario, overrides: OptionsInput<NawOptions>, rng: RngState, chanceMode: ChanceMode): SetupResult<NawState> {
  const options = layerOptions(DEFAULT_OPTIONS, scenario.options ?? {}, overrides);
  const compiled = compileScenario(scenario);
  if (!compiled.ok) return { ok: false, violation: violation('bad-scenario', 'NAW 3.0', `${compiled.path}: ${compiled.message}`) };
  const grid = compiled.context.map.grid;
  const taken = new Map<number, string>();
  const units: NawUnit[] = [];
  for (const [i, u] of scenario.units.entries()) {
    const hex = u.hex === undefined ? -1 : grid.indexOf(u.hex);
    const other = taken.get(hex);
    if (hex >= 0 && other !== undefined) {
      return { ok: false, violation: violation('stacked', 'NAW 5.32', `scenario.units[${i}].hex: ${u.id} and ${other} both deploy in ${u.hex}`) };
    }
    if (hex >= 0) taken.set(hex, u.id);
    units.push({
      id: u.id, side: u.side, kind: u.kind, strength: u.strength, movement: u.movement,
      status: hex >= 0 ? 'active' : 'waiting', hex, moved: false, engaged: false, advanced: false, silenced: false,
    });
  }
  const zero = { french: 0, coalition: 0 };
  return {
    ok: true,
    state: {
      rng, chanceMode, scenario: scenario.id, options, turn: 1, phasing: scenario.firstPlayer, phase: 'movement', units,
      mustMove: null, combat: null, losses: zero, exited: zero, points: zero,
      demoralized: { french: false, coalition: false }, awarded: [], over: false,
    },
  };
}

/** A fast deep copy of a state (its shape is known, so no generic cloning is needed). */
export function cloneState(state: NawState): NawState {
  const c = state.combat;
  return {
    ...state,
    rng: [...state.rng],
    units: state.units.map((u) => ({ ...u })),
    combat: c === null ? null : {
      ...c, defenderHexes: [...c.defenderHexes], attackers: [...c.attackers], bombarding: [...c.bombarding], defenders: [...c.defenders],
      retreating: [...c.retreating], mayRetreat: [...c.mayRetreat], vacated: [...c.vacated],
      displacing: c.displacing && { unit: c.displacing.unit, chain: [...c.displacing.chain] },
    },
    losses: { ...state.losses }, exited: { ...state.exited }, points: { ...state.points },
    demoralized: { ...state.demoralized }, awarded: [...state.awarded],
  };
}

/** The published defaults, overridden by the scenario's settings, overridden by the caller's (NAW 11.0: each game's exclusive rules amend the standard rules). */
function layerOptions(...layers: OptionsInput<NawOptions>[]): NawOptions {
  const out: Record<string, unknown> = {};
  for (const layer of layers) for (const [key, value] of Object.entries(layer)) if (value !== undefined) out[key] = value;
  return out as unknown as NawOptions;
}
