import type { AcgAction, AcgState } from 'kriegsspiel/rulesets/a-crowning-glory';
import { aCrowningGlory } from 'kriegsspiel/rulesets/a-crowning-glory';
import type { TestRng } from 'kriegsspiel/testing';

/** The compiled context of a state's scenario (tests only). */
export function contextOf(state: AcgState) {
  const found = aCrowningGlory.contextOf(state);
  if (!found.ok) throw new Error(found.violation.message);
  return found.context;
}

/**
 * The standing invariants of an A Crowning Glory state: one unit a hex, never two sides together (ACG 6.0); a unit
 * is on the map exactly when it has a hex; steps between 0 (eliminated) and full strength (2.9); every step lost is
 * on the track (3.2, 5.5: lost = full strength minus current steps, summed over the side).
 */
export function acgInvariants(state: AcgState): string | null {
  const ctx = contextOf(state);
  const seen = new Map<number, string>();
  const lost = { french: 0, allied: 0 };
  for (const [i, unit] of state.units.entries()) {
    if ((unit.status === 'map') !== unit.hex >= 0) return `${unit.id} is ${unit.status} but its hex is ${unit.hex}`;
    if ((unit.steps === 0) !== (unit.status === 'eliminated')) return `${unit.id} has ${unit.steps} steps and is ${unit.status}`;
    const full = ctx.scenario.units[i]!.steps;
    if (unit.steps > full) return `${unit.id} has ${unit.steps} steps, more than its ${full}`;
    lost[unit.side] += full - unit.steps;
    if (unit.hex < 0) continue;
    const other = seen.get(unit.hex);
    if (other !== undefined) return `${unit.id} and ${other} share ${ctx.hexIds[unit.hex]}`;
    seen.set(unit.hex, unit.id);
  }
  for (const side of ['french', 'allied'] as const) {
    if (lost[side] !== state.lost[side]) return `${side} steps lost ${state.lost[side]}, but the units are ${lost[side]} steps short`;
  }
  return null;
}

/**
 * A superset of plausible actions for the legality check, kept small enough to check at every state: every
 * selection, advance and placement by unit; moves within two hexes of the selected unit (without a route: like
 * Napoleon at War, `legalActions` lists one move per destination, and routes are tested in movement.test.ts); attacks by each unit on each neighbour; retreats around the attack in progress.
 */
export function acgCandidates(state: AcgState): AcgAction[] {
  const ctx = contextOf(state);
  const grid = ctx.map.grid;
  const out: AcgAction[] = [{ type: 'stay' }, { type: 'pass' }, { type: 'stand' }, { type: 'decline' }, { type: 'regroup' }, { type: 'exit' }, { type: 'capitulate' }, { type: 'variant' }];
  for (const unit of state.units) {
    out.push({ type: 'select', unit: unit.id }, { type: 'advance', unit: unit.id });
    if (unit.hex < 0) continue;
    for (const hex of grid.range(unit.hex, 1)) out.push({ type: 'attack', target: ctx.hexIds[hex]!, attackers: [unit.id] });
  }
  for (const u of state.placing) {
    const arrives = ctx.scenario.units[u]!.arrives;
    const near = arrives === undefined ? [] : grid.range(grid.indexOf(arrives.hex), 1);
    for (const hex of [...ctx.reserveHexes, ...near]) out.push({ type: 'place', unit: state.units[u]!.id, to: ctx.hexIds[hex]! });
  }
  const moving = state.units[state.moving];
  if (moving !== undefined && moving.hex >= 0) {
    for (const hex of grid.range(moving.hex, 2)) out.push({ type: 'move', to: ctx.hexIds[hex]! });
  }
  if (state.combat !== null) for (const hex of grid.range(state.combat.hex, 1)) out.push({ type: 'retreat', to: ctx.hexIds[hex]! });
  return out;
}

/** `state` with the enemy's unplayed Variant marker swapped for another of the pool: what `side` may not see (11.0). */
export function perturbVariant(state: AcgState, side: 'french' | 'allied', rng: TestRng): AcgState {
  const enemy = side === 'french' ? 'allied' : 'french';
  const theirs = state.variants[enemy];
  if (theirs === null || theirs.revealed) return state;
  const other = rng.pick(state.options.variantPool.filter((v) => v !== theirs.id));
  return other === undefined ? state : { ...state, variants: { ...state.variants, [enemy]: { id: other, revealed: false } } };
}
