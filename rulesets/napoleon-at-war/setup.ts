import { violation, type BaseState, type Draft, type OptionsInput, type SetupResult } from 'kriegsspiel';
import { boardOf, enemyOf } from './board.js';
import { setupFits } from './rules/deployment.js';
import { layerOptions } from './layerOptions.js';
import { tableProblem } from './tableProblem.js';
import { beginPlayerTurn } from './rules/sequence.js';
import type { NawContext } from './context.js';
import { DEFAULT_OPTIONS, type NawOptions } from './options.js';
import type { NawState, NawUnit } from './types.js';

/**
 * The state at the start of play: units on their deployment hexes, reinforcements waiting, and either the set-up of
 * the units whose owner chooses their hexes (Wagram 13.1) or the first player's movement phase of game-turn 1 (NAW
 * 3.0, 4.1). Refuses options whose tables are not whole (`tableProblem`), and a scenario that stacks two units,
 * deploys one on prohibited terrain (NAW 9.0, under the options in force) or whose set-up areas cannot hold their units.
 */
export function setup(ctx: NawContext, overrides: OptionsInput<NawOptions>, base: BaseState): SetupResult<NawState> {
  const scenario = ctx.scenario;
  const options = layerOptions(DEFAULT_OPTIONS, scenario.options ?? {}, overrides);
  const grid = ctx.map.grid;
  const table = tableProblem(ctx, options);
  if (table !== null) return { ok: false, violation: violation('bad-options', 'NAW 9.0', `options.${table}`) };
  const taken = new Map<number, string>();
  const units: NawUnit[] = [];
  for (const [i, u] of scenario.units.entries()) {
    const chooses = u.setupArea !== undefined && !options.historicalDeployment; // Wagram 13.1
    if (u.setupArea !== undefined && u.hex === undefined && options.historicalDeployment) {
      return { ok: false, violation: violation('bad-scenario', 'Wagram 13.1', `scenario.units[${i}].hex: ${u.id} has no historical hex to set up at`) };
    }
    const hex = u.hex === undefined || chooses ? -1 : grid.indexOf(u.hex);
    const other = taken.get(hex);
    if (hex >= 0 && other !== undefined) {
      return { ok: false, violation: violation('stacked', 'NAW 5.32', `scenario.units[${i}].hex: ${u.id} and ${other} both deploy in ${u.hex}`) };
    }
    if (hex >= 0 && options.terrain[ctx.map.terrainName(hex)]!.cost === null) {
      return { ok: false, violation: violation('bad-scenario', 'NAW 9.0', `scenario.units[${i}].hex: ${u.id} deploys in ${u.hex}, prohibited terrain under these options`) };
    }
    if (hex >= 0) taken.set(hex, u.id);
    units.push({
      id: u.id, side: u.side, kind: u.kind, strength: u.strength, movement: u.movement,
      status: chooses ? 'undeployed' : hex >= 0 ? 'active' : 'waiting', hex,
      moved: false, arrived: false, engaged: false, advanced: false, silenced: false,
    });
  }
  const zero = { french: 0, coalition: 0 };
  const first = scenario.firstPlayer;
  // Wagram 13.1: the player moving second sets up first (an interpretation: Wagram has one side only to set up).
  const deploying = [enemyOf(first), first].find((side) => units.some((u) => u.side === side && u.status === 'undeployed'));
  const state: NawState = {
    ...base, options, turn: 1, phasing: deploying ?? first, phase: deploying ? 'deployment' : 'movement',
    units, mustMove: null, combat: null, losses: zero, exited: zero, points: zero,
    demoralized: { french: false, coalition: false }, pendingRolls: [], rolledIn: [], awarded: [], over: false,
  };
  if (deploying) {
    if (!setupFits(boardOf(ctx, state))) {
      return { ok: false, violation: violation('bad-scenario', 'Wagram 13.1', `scenario.units: the ${deploying} set-up areas cannot hold their units, one to a hex`) };
    }
  } else {
    beginPlayerTurn(ctx, state as Draft<NawState>, undefined);
  }
  return { ok: true, state };
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
    demoralized: { ...state.demoralized }, pendingRolls: [...state.pendingRolls], rolledIn: state.rolledIn.map((r) => ({ ...r })), awarded: [...state.awarded],
  };
}
