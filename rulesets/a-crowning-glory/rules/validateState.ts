import { violation, type Violation } from 'kriegsspiel';
import type { AcgContext } from '../context.js';
import { crtProblem } from '../setup.js';
import type { AcgState } from '../types.js';
import { VARIANTS } from '../variants.js';
import { stepOf } from './steps.js';
import { terrainOf } from './terrain.js';

/** A refusal of a state the rules cannot hold: the message starts with the field path. */
const bad = (path: string, problem: string): Violation => violation('invalid-state', 'core', `${path}: ${problem}`);

/**
 * Why a schema-valid A Crowning Glory state cannot be played in its scenario, or `null`: whole tables (9.6), the
 * order of battle and markers of the scenario, hexes on the map, one unit a hex (6.0), steps within strength (2.9),
 * indices that point at what they name, and a step with something to decide. `loadState` runs it.
 *
 * @example
 * ```ts
 * import { aCrowningGlory } from 'kriegsspiel/rulesets/a-crowning-glory';
 * const setup = aCrowningGlory.setup('austerlitz-intro', {}, 1);
 * if (setup.ok) aCrowningGlory.validate({ ...setup.state, turn: 99 }); // 'turn: 99 is past the last turn (6)'
 * ```
 */
export function validateState(ctx: AcgContext, state: AcgState): Violation | null {
  const table = crtProblem(state.options);
  if (table !== null) return bad(`options.${table.split(':')[0]}`, table.slice(table.indexOf(':') + 2));
  return checkUnits(ctx, state) ?? checkMarkers(ctx, state) ?? checkSequence(ctx, state);
}

function checkUnits(ctx: AcgContext, state: AcgState): Violation | null {
  const printed = ctx.scenario.units;
  const size = ctx.map.grid.size;
  if (state.units.length !== printed.length) return bad('units', `${state.units.length} units for the scenario's ${printed.length}`);
  const taken = new Uint8Array(size);
  for (const [i, unit] of state.units.entries()) {
    const p = printed[i]!;
    const at = `units[${i}]`;
    if (unit.id !== p.id || unit.side !== p.side || unit.arm !== p.arm) return bad(`${at}.id`, `not the scenario's unit ${p.id} (${p.side} ${p.arm})`);
    if (unit.steps > p.steps) return bad(`${at}.steps`, `${unit.steps} is more than its full strength ${p.steps}`);
    if ((unit.steps === 0) !== (unit.status === 'eliminated')) return bad(`${at}.steps`, `${unit.steps} steps for a unit that is ${unit.status}`);
    if ((unit.status === 'map') !== (unit.hex >= 0)) return bad(`${at}.hex`, `${unit.hex} for a unit that is ${unit.status}`);
    if (unit.hex < 0) continue;
    if (unit.hex >= size) return bad(`${at}.hex`, `${unit.hex} is not a hex of the map (0-${size - 1})`);
    if (state.options.terrain[terrainOf(ctx, unit.hex)].cost[unit.arm] === null) return bad(`${at}.hex`, `${ctx.hexIds[unit.hex]} is closed to ${unit.arm} (ACG 8.7)`);
    if (taken[unit.hex] === 1) return bad(`${at}.hex`, `two units in ${ctx.hexIds[unit.hex]} (ACG 6.0)`);
    taken[unit.hex] = 1;
  }
  return null;
}

function checkMarkers(ctx: AcgContext, state: AcgState): Violation | null {
  const printed = ctx.scenario.markers;
  if (state.markers.length !== printed.length) return bad('markers', `${state.markers.length} markers for the scenario's ${printed.length}`);
  for (const [i, m] of state.markers.entries()) {
    const p = printed[i]!;
    if (m.id !== p.id || m.side !== p.side || m.value !== p.value) return bad(`markers[${i}]`, `not the scenario's marker ${p.id} (${p.side} ${p.value})`);
  }
  for (const side of ['french', 'allied'] as const) {
    const held = state.variants[side];
    if (held !== null && VARIANTS[held.id] === undefined) return bad(`variants.${side}.id`, `${held.id} is not a Variant marker (${Object.keys(VARIANTS).join(', ')})`);
  }
  for (const key of Object.keys(state.control)) {
    if (!ctx.controlHexes.includes(ctx.map.grid.indexOf(key))) return bad(`control.${key}`, 'not a Town or Fortress hex of the map');
  }
  return null;
}

function checkSequence(ctx: AcgContext, state: AcgState): Violation | null {
  const { turns } = ctx.scenario;
  if (state.turn < turns.first || state.turn > turns.last) return bad('turn', `${state.turn} is past the last turn (${turns.last}) or before the first (${turns.first})`);
  const step = stepOf(ctx, state);
  if (step === 'move' && (state.units[state.moving]?.side !== state.toAct || !state.units[state.moving]?.active)) return bad('moving', `${state.moving} is not an Active unit of the side to move`);
  const stray = state.placing.findIndex((u) => state.units[u] === undefined);
  if (stray >= 0) return bad(`placing[${stray}]`, `${state.placing[stray]} names no unit`);
  if ((step === 'placement' || step === 'artillery') && state.placing.length === 0 && !state.choosingArtillery) return bad('placing', 'a placement with nothing to place');
  const combat = state.combat;
  if (combat !== null) {
    if (state.phase !== 'combat') return bad('combat', 'an attack outside the combat phase');
    if (state.units[combat.defender]?.side !== (combat.attacker === 'french' ? 'allied' : 'french')) return bad('combat.defender', `${combat.defender} is no enemy unit`);
    for (const [i, u] of combat.attackers.entries()) if (state.units[u]?.side !== combat.attacker) return bad(`combat.attackers[${i}]`, `${u} is no ${combat.attacker} unit`);
    if (combat.marker >= state.markers.length || combat.column >= state.options.crt[combat.attacker].columns.length) return bad('combat', 'marker or column out of range');
    if (combat.hex >= ctx.map.grid.size) return bad('combat.hex', `${combat.hex} is not a hex of the map`);
  }
  return null;
}
