import { boardOf, enemyOf } from './board.js';
import { contextOf } from './context.js';
import { combatUnits } from './rules/combatFormation.js';
import { weighCombat } from './rules/odds.js';
import { finalScores } from './rules/scoring.js';
import type { CombatResult } from './tables.js';
import type { NawState, Side } from './types.js';

/** Weights of the evaluation terms, per strength or victory point. */
const WEIGHTS = { score: 1, material: 0.5, objectiveDistance: 0.05, prospect: 0.5 };

/** How much a CRT result is worth to the attacker, per attacking (a) and defending (d) strength point. */
const RESULT_VALUE: Readonly<Record<CombatResult, (a: number, d: number) => number>> = {
  De: (_a, d) => d,
  Ex: (a, d) => d - Math.min(a, d),
  Dr: (_a, d) => 0.25 * d,
  Ar: (a) => -0.25 * a,
  Ae: (a) => -a,
};

/**
 * A heuristic value of a Napoleon at War state for `side`, for bots: the victory-point margin as if the game ended
 * now (places held, strength on scoring regions), the strength-point margin of losses, how close the side's units
 * stand to the places and regions it scores, and the expected worth of the combat being formed (so that a one-ply
 * bot adds attackers and picks good odds). Not a rule: a designer may replace it.
 */
export function evaluate(state: NawState, side: Side): number {
  const enemy = enemyOf(side);
  const scores = finalScores(state.over ? state : { ...state, over: true }).scores;
  const score = scores[side] - scores[enemy];
  const material = state.losses[enemy] - state.losses[side];
  return WEIGHTS.score * score + WEIGHTS.material * material - WEIGHTS.objectiveDistance * objectiveDistance(state, side) + WEIGHTS.prospect * prospect(state, side);
}

/** Sum over the side's units on the map of the distance to its nearest objective hex (0 when it has none). */
function objectiveDistance(state: NawState, side: Side): number {
  const ctx = contextOf(state);
  const grid = ctx.map.grid;
  const targets: number[] = [];
  for (const award of ctx.scenario.victory.places) if (award.side === side) targets.push(...(ctx.map.place(award.place) ?? []));
  for (const award of ctx.scenario.victory.regionStrength) if (award.side === side) targets.push(...(ctx.map.region(award.region) ?? []));
  if (targets.length === 0) return 0;
  let total = 0;
  for (const unit of state.units) {
    if (unit.side !== side || unit.status !== 'active') continue;
    let nearest = Infinity;
    for (const hex of targets) nearest = Math.min(nearest, grid.distance(unit.hex, hex));
    total += nearest;
  }
  return total;
}

/** The expected worth, to `side`, of resolving the combat being formed at its best odds (0 when none is formed). */
function prospect(state: NawState, side: Side): number {
  const combat = state.combat;
  if (combat === null || combat.stage !== 'forming' || combat.attackers.length + combat.bombarding.length === 0) return 0;
  const board = boardOf(state);
  const units = combatUnits(board, combat);
  const { column } = weighCombat(board, units);
  const a = units.attackers.reduce((n, u) => n + u.strength, 0);
  const d = units.defenders.reduce((n, u) => n + u.strength, 0);
  const crt = state.options.crt;
  let value = 0;
  for (const row of crt.rows) value += RESULT_VALUE[row[column]!](a, d) / crt.rows.length;
  return state.phasing === side ? value : -value;
}
