import { violation, type Violation } from 'kriegsspiel';
import { terrainAt } from '../board.js';
import type { NawContext } from '../context.js';
import { tableProblem } from '../tableProblem.js';
import type { NawState } from '../types.js';

/** A refusal of a state the rules cannot hold: the message starts with the field path. */
const bad = (path: string, problem: string): Violation => violation('invalid-state', 'core', `${path}: ${problem}`);

/**
 * Why a schema-valid Napoleon at War state cannot be played in its scenario, or `null`: the checks the schema cannot
 * make because they need the scenario (the order of battle, the map, the roll groups) or several fields at once.
 * `loadState` runs it, so a corrupt save is refused naming its field instead of breaking the game later.
 *
 * @example
 * ```ts
 * import { napoleonAtWar } from 'kriegsspiel/rulesets/napoleon-at-war';
 * const setup = napoleonAtWar.setup('skirmish', {}, 1);
 * if (setup.ok) napoleonAtWar.validate({ ...setup.state, turn: 99 }); // 'turn: 99 is past the last game-turn (8)'
 * ```
 */
export function validateState(ctx: NawContext, state: NawState): Violation | null {
  const table = tableProblem(ctx, state.options);
  if (table !== null) return violation('invalid-state', 'core', `options.${table}`);
  return checkUnits(ctx, state) ?? checkSequence(ctx, state) ?? checkCombat(ctx, state);
}

function checkUnits(ctx: NawContext, state: NawState): Violation | null {
  const printed = ctx.scenario.units;
  const size = ctx.map.grid.size;
  if (state.units.length !== printed.length) return bad('units', `${state.units.length} units for the scenario's ${printed.length}`);
  const count = new Uint8Array(size);
  for (const [i, unit] of state.units.entries()) {
    const p = printed[i]!;
    const at = `units[${i}]`;
    if (unit.id !== p.id || unit.side !== p.side || unit.kind !== p.kind) return bad(`${at}.id`, `not the scenario's unit ${p.id} (${p.side} ${p.kind})`);
    if (unit.strength !== p.strength || unit.movement !== p.movement) return bad(`${at}.strength`, `printed values differ from the scenario's ${p.strength}-${p.movement}`);
    if (unit.status !== 'active') {
      if (unit.hex !== -1) return bad(`${at}.hex`, `a unit that is ${unit.status} is on no hex (-1)`);
      if (unit.status === 'undeployed' && state.phase !== 'deployment') return bad(`${at}.status`, 'undeployed after the set-up');
      continue;
    }
    if (unit.hex < 0 || unit.hex >= size) return bad(`${at}.hex`, `${unit.hex} is not a hex of the map (0-${size - 1})`);
    if (terrainAt(state, ctx, unit.hex).cost === null) return bad(`${at}.hex`, `${ctx.hexIds[unit.hex]} is prohibited terrain`);
    count[unit.hex]! += 1;
  }
  const crowded = count.findIndex((n) => n > 2);
  if (crowded >= 0) return bad('units', `three or more units in ${ctx.hexIds[crowded]} (NAW 5.32 allows two only in passing)`);
  return null;
}

function checkSequence(ctx: NawContext, state: NawState): Violation | null {
  const { scenario } = ctx;
  if (state.turn > scenario.turns) return bad('turn', `${state.turn} is past the last game-turn (${scenario.turns})`);
  if (state.phase === 'deployment' && !state.units.some((u) => u.status === 'undeployed')) return bad('phase', 'the set-up with nothing left to set up');
  if (state.mustMove !== null) {
    const unit = state.units[ctx.unitIndex.get(state.mustMove) ?? -1];
    if (unit === undefined || unit.status !== 'active' || unit.side !== state.phasing || state.phase !== 'movement') {
      return bad('mustMove', `${state.mustMove} is no active unit of the phasing side in a movement phase`);
    }
  }
  const groups = new Set(ctx.rollGroups.map((g) => g.group));
  const unknownRoll = state.pendingRolls.findIndex((group) => !groups.has(group));
  if (unknownRoll >= 0) return bad(`pendingRolls[${unknownRoll}]`, 'not a reinforcement group that arrives on a roll');
  const unknownArrival = state.rolledIn.findIndex(({ group }) => !groups.has(group));
  if (unknownArrival >= 0) return bad(`rolledIn[${unknownArrival}].group`, 'not a group that arrives on a roll');
  return null;
}

function checkCombat(ctx: NawContext, state: NawState): Violation | null {
  const combat = state.combat;
  if (combat === null) return null;
  const size = ctx.map.grid.size;
  const lists = { attackers: combat.attackers, bombarding: combat.bombarding, defenders: combat.defenders, retreating: combat.retreating, mayRetreat: combat.mayRetreat };
  for (const [name, ids] of Object.entries(lists)) {
    const stray = ids.findIndex((id) => !ctx.unitIndex.has(id));
    if (stray >= 0) return bad(`combat.${name}[${stray}]`, 'not a unit of the scenario');
  }
  if (combat.displacing && ![combat.displacing.unit, ...combat.displacing.chain].every((id) => ctx.unitIndex.has(id))) {
    return bad('combat.displacing', 'names a unit not in the scenario');
  }
  for (const [name, hexes] of Object.entries({ defenderHexes: combat.defenderHexes, vacated: combat.vacated })) {
    const off = hexes.findIndex((hex) => hex < 0 || hex >= size);
    if (off >= 0) return bad(`combat.${name}[${off}]`, 'not a hex of the map');
  }
  if (combat.column >= state.options.crt.columns.length) return bad('combat.column', 'past the last CRT column');
  const rolled = combat.stage !== 'forming' && combat.stage !== 'roll';
  if (rolled !== (combat.result !== null)) return bad('combat.result', `a ${combat.stage} stage ${rolled ? 'needs' : 'has no'} result`);
  if (combat.stage === 'retreat' && combat.retreating.length + combat.mayRetreat.length === 0 && combat.displacing === null) {
    return bad('combat.retreating', 'a retreat stage with nobody to retreat');
  }
  return null;
}
