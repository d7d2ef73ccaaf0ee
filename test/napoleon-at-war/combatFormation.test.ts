// The combat formation listing asks only some units (the targets found with the attackers' reach, the units next to
// the first attacker or defender, the artillery) and derives the reach from the defenders' side. Along random games,
// the listing must equal every candidate kept by `check`, in the candidates' order, and the reach must equal asking
// every phasing unit about every defending unit.
import { describe, expect, it } from 'vitest';
import { napoleonAtWar, type NawAction, type NawState } from 'kriegsspiel/rulesets/napoleon-at-war';
import { boardOf, type Board } from '../../rulesets/napoleon-at-war/board.js';
import { canAttackAdjacent, canBombard, mayAttack, mayBeAttacked } from '../../rulesets/napoleon-at-war/rules/combat/combatants.js';
import { ADJACENT, BOMBARDED, combatReach } from '../../rulesets/napoleon-at-war/rules/combat/combatReach.js';
import { contextOf, randomPositions } from './position.js';

/** The combat formation states of a random game on the rollout path (at most `plies` plies). */
const formingStates = (scenario: string, seed: number, plies: number): NawState[] =>
  randomPositions(scenario, seed, plies, (state) => state.phase === 'combat' && (state.combat === null || state.combat.stage === 'forming'));

/** Every candidate action of a combat formation state, in the listing's order, kept when `check` accepts it. */
function bruteListing(state: NawState): NawAction[] {
  const ctx = contextOf(state);
  const enemies = state.units.filter((u) => u.side !== state.phasing && u.status === 'active');
  const candidates: NawAction[] =
    state.combat === null
      ? [{ type: 'endPhase' }, ...enemies.map((u): NawAction => ({ type: 'attack', hex: ctx.hexIds[u.hex]! }))]
      : [
          ...enemies.map((u): NawAction => ({ type: 'addDefender', hex: ctx.hexIds[u.hex]! })),
          ...state.units.map((u): NawAction => ({ type: 'addAttacker', unit: u.id })),
          ...state.options.crt.columns.map((c): NawAction => ({ type: 'resolve', odds: c.label })),
        ];
  return candidates.filter((action) => napoleonAtWar.check(state, action) === null);
}

/** `combatReach` by asking every phasing unit about every defending unit. */
function bruteReach(board: Board): { of: number[]; targets: number[]; artillery: number[] } {
  const { state } = board;
  const units = state.units;
  const phasing = units.filter((u) => u.side === state.phasing);
  const of = units.map((u) => {
    if (u.side === state.phasing || u.status !== 'active') return 0;
    const occupant = units[board.occupant[u.hex]! - 1];
    if (occupant?.side !== state.phasing && phasing.some((a) => canAttackAdjacent(board, a, u.hex))) return ADJACENT;
    return phasing.some((a) => canBombard(board, a, u.hex)) ? BOMBARDED : 0;
  });
  const indices = units.map((_, i) => i);
  return {
    of,
    targets: indices.filter((i) => of[i] !== 0 && mayBeAttacked(units[i]!)),
    artillery: indices.filter((i) => units[i]!.side === state.phasing && units[i]!.kind === 'artillery' && mayAttack(units[i]!)),
  };
}

describe('combat formation listing', () => {
  it('NAW 7.0-7.2, 7.9, 8.1: along random games, the listing is every candidate check accepts, in order, and the reach asks every unit', () => {
    let states = 0;
    for (const [scenario, seed, plies] of [['wagram', 11, 900], ['skirmish', 4, 3000]] as const) {
      for (const state of formingStates(scenario, seed, plies)) {
        expect(napoleonAtWar.legalActions(state)).toEqual(bruteListing(state));
        const board = boardOf(contextOf(state), state);
        expect(combatReach(board)).toEqual(bruteReach(board));
        states++;
      }
    }
    expect(states).toBeGreaterThan(100);
  });
});
