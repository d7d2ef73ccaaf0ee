// Wagram 14.x: reinforcements, the occupied-entry delay and Archduke John's roll.
import { describe, expect, it } from 'vitest';
import { napoleonAtWar, type NawState, type ScenarioUnit } from 'kriegsspiel/rulesets/napoleon-at-war';
import { contextOf, hexOf, moveTargets, play, position, refusal, roll, type Piece } from './position.js';

const end = { type: 'endPhase' } as const;

/** A test board with pieces on the map and reinforcements; the French move first. */
function withReinforcements(pieces: readonly Piece[], arriving: ScenarioUnit[], turns = 3): NawState {
  const onMap = pieces.map(([id, side, kind, strength, movement, hex]): ScenarioUnit => ({ id, side, kind, strength, movement, hex }));
  return position([], {}, { scenario: { turns, units: [...onMap, ...arriving] } });
}

const reinforcement = (id: string, side: ScenarioUnit['side'], entry: string[], extra: Partial<NonNullable<ScenarioUnit['arrives']>> = {}): ScenarioUnit =>
  ({ id, side, kind: 'infantry', strength: 3, movement: 4, arrives: { turn: 1, entry, ...extra } });

/** John-like reinforcements: roll from game-turn 1 to `lastTurn`, on a 1, avoiding French control, mandatory. */
const john = (id: string, entry: string[], lastTurn = 2): ScenarioUnit =>
  reinforcement(id, 'coalition', entry, { roll: { group: 'John', lastTurn, on: [1] }, avoidsEnemyControl: true, mandatory: true });

/** Plays the French player-turn (movement, combat) so that the Allied player-turn begins. */
const frenchTurn = (state: NawState): NawState => play(state, end, end).state;

describe('Wagram 14.x: reinforcements', () => {
  it('NAW 14.1-14.3: a reinforcement enters in its movement phase, one MP to be placed on the entry hex', () => {
    const state = withReinforcements([['X', 'coalition', 'infantry', 1, 1, '1010']], [reinforcement('R', 'french', ['0105'])]);
    expect(moveTargets(state, 'R')).toContain('0405'); // 1 MP to enter + 3 MP of clear
    expect(moveTargets(state, 'R')).not.toContain('0505');
    const { events } = play(state, { type: 'move', unit: 'R', to: '0405' });
    expect(events).toContainEqual(expect.objectContaining({ type: 'moved', rule: 'NAW 14.1', from: null, cost: 4 }));
  });

  it('Wagram 14.x, NAW 9.0: a reinforcement never enters on prohibited terrain (the Danube hexes of the west edge)', () => {
    const arriving = [reinforcement('R', 'french', ['0105', '0106'])];
    const state = position([['X', 'coalition', 'infantry', 1, 1, '1010']], { terrain: { lake: ['0105'] } }, { scenario: { turns: 3, units: arriving } });
    expect(moveTargets(state, 'R')).toContain('0106');
    expect(moveTargets(state, 'R')).not.toContain('0105');
    expect(refusal(state, { type: 'move', unit: 'R', to: '0105' })).not.toBeNull();
  });

  it('Wagram 14.6, NAW 9.0: III Corps may not arrive on the Danube hexes of the west edge (0101-1301)', () => {
    const made = napoleonAtWar.setup('wagram', { historicalDeployment: true }, 1);
    if (!made.ok) throw new Error(made.violation.message);
    const turn3: NawState = { ...made.state, turn: 3, phasing: 'coalition', phase: 'movement' };
    const map = contextOf(turn3).map;
    const danube = Array.from({ length: 13 }, (_, i) => `${String(i + 1).padStart(2, '0')}01`);
    expect(danube.every((id) => map.terrainName(map.grid.indexOf(id)) === 'lake')).toBe(true);
    for (const id of ['1/III', '2/III', '3/III', 'III-a']) {
      const targets = moveTargets(turn3, id);
      expect(targets.length, id).toBeGreaterThan(0);
      expect(targets.filter((hex) => map.terrainName(map.grid.indexOf(hex)) === 'lake'), id).toEqual([]);
    }
    for (const hex of danube) expect(refusal(turn3, { type: 'move', unit: '1/III', to: hex })).not.toBeNull();
  });

  it('Wagram 14.3: a second reinforcement may enter through the hex where one entered this phase, but not stop there', () => {
    const state = withReinforcements([['X', 'coalition', 'infantry', 1, 1, '1010']], [reinforcement('R', 'french', ['0105']), reinforcement('S', 'french', ['0105'])]);
    const after = play(state, { type: 'move', unit: 'R', to: '0105' }).state;
    expect(moveTargets(after, 'S')).toContain('0205');
    expect(moveTargets(after, 'S')).not.toContain('0105');
    expect(refusal(after, { type: 'move', unit: 'S', to: '0105' })).toBe('NAW 5.32');
  });

  it('Wagram 14.6: no entry by a hex any other unit holds; the reinforcement waits until it is vacant', () => {
    const state = withReinforcements([['F', 'french', 'infantry', 2, 4, '0105'], ['X', 'coalition', 'infantry', 1, 1, '1010']], [reinforcement('R', 'french', ['0105'])]);
    expect(moveTargets(state, 'R')).toEqual([]);
    expect(refusal(state, { type: 'move', unit: 'R', to: '0205' })).toBe('NAW 5.15');
    const vacated = play(state, { type: 'move', unit: 'F', to: '0305' }).state;
    expect(moveTargets(vacated, 'R')).toContain('0105');
    // Delayed, not lost: left off the map this turn, it still enters on a later turn.
    const later = play(state, end, end, end, end).state;
    expect(later.turn).toBe(2);
    expect(later.units.find((u) => u.id === 'R')!.status).toBe('waiting');
  });

  it('Wagram 14.6: reinforcements may enter an enemy-controlled entry hex (and stop there, NAW 6.0)', () => {
    const state = withReinforcements([['X', 'coalition', 'infantry', 1, 1, '0205']], [reinforcement('R', 'french', ['0105'])]);
    expect(moveTargets(state, 'R')).toEqual(['0105']);
  });

  it('Wagram 14.7: from the first roll turn the Austrian player rolls at the start of his player-turn; John arrives on a 1', () => {
    const state = frenchTurn(withReinforcements([['F', 'french', 'infantry', 2, 4, '0101']], [john('J', ['1005'])]));
    expect(napoleonAtWar.decision(state)).toEqual({ kind: 'chance', step: 'arrival-roll' });
    expect(napoleonAtWar.chanceOutcomes(state).map((o) => [o.action.value, o.probability])).toEqual([1, 2, 3, 4, 5, 6].map((v) => [v, 1 / 6]));
    expect(refusal(state, end)).toBe('core');
    const missed = play(state, roll(2));
    expect(missed.events).toContainEqual(expect.objectContaining({ type: 'arrivalRolled', rule: 'Wagram 14.7', group: 'John', roll: 2, arrived: false }));
    expect(moveTargets(missed.state, 'J')).toEqual([]);
    const nextTurn = frenchTurn(play(missed.state, end, end).state);
    expect([nextTurn.turn, napoleonAtWar.decision(nextTurn).kind]).toEqual([2, 'chance']);
    const arrived = play(nextTurn, roll(1));
    expect(arrived.events).toContainEqual(expect.objectContaining({ type: 'arrivalRolled', arrived: true }));
    expect(arrived.state.rolledIn).toEqual([{ group: 'John', turn: 2 }]);
    expect(moveTargets(arrived.state, 'J')).toContain('0905');
  });

  it('Wagram 14.7: after the last roll turn John never arrives', () => {
    let state = frenchTurn(withReinforcements([['F', 'french', 'infantry', 2, 4, '0101']], [john('J', ['1005'], 1)]));
    state = play(state, roll(6), end, end).state; // turn 1: missed
    state = frenchTurn(state);
    expect(state.turn).toBe(2);
    expect(napoleonAtWar.decision(state)).toEqual({ kind: 'side', side: 'coalition', step: 'movement' });
    expect(moveTargets(state, 'J')).toEqual([]);
  });

  it('Wagram 14.72-14.73: John enters only where the French do not control; held off the map while they control every hex', () => {
    const state = frenchTurn(withReinforcements([['F', 'french', 'infantry', 2, 4, '0905']], [john('J', ['1005', '1004'])]));
    const arrived = play(state, roll(1)).state;
    expect(moveTargets(arrived, 'J')).toEqual([]); // 0905 controls both entry hexes
    expect(refusal(arrived, { type: 'move', unit: 'J', to: '1005' })).toBe('NAW 5.15');
    const held = play(arrived, end, end).state; // 14.73: held, the Austrian may end his phase
    const freed = play(held, { type: 'move', unit: 'F', to: '0505' }, end, end).state;
    expect([freed.phasing, freed.turn]).toEqual(['coalition', 2]);
    expect(napoleonAtWar.decision(freed).kind).toBe('side'); // no second roll once John has arrived
    expect(moveTargets(freed, 'J')).toContain('1005');
  });

  it('Wagram 14.73 (interpretation): rolled in on the last roll turn but held off, John still enters on a later turn', () => {
    const state = frenchTurn(withReinforcements([['F', 'french', 'infantry', 2, 4, '0905']], [john('J', ['1005', '1004'], 1)]));
    const held = play(state, roll(1), end, end).state; // game-turn 1, the last roll turn: arrived, but F controls both hexes
    expect([held.turn, held.rolledIn]).toEqual([2, [{ group: 'John', turn: 1 }]]);
    const freed = play(held, { type: 'move', unit: 'F', to: '0505' }, end, end).state;
    expect([freed.turn, freed.phasing, napoleonAtWar.decision(freed).kind]).toEqual([2, 'coalition', 'side']);
    expect(moveTargets(freed, 'J')).toContain('1005');
    expect(refusal(freed, end)).toBe('Wagram 14.74');
  });

  it('names are data: a roll group named constructor (a prototype key) arrives like any other', () => {
    const oddlyNamed = reinforcement('J', 'coalition', ['1005'], { roll: { group: 'constructor', lastTurn: 3, on: [1] } });
    const state = frenchTurn(withReinforcements([['F', 'french', 'infantry', 2, 4, '0101']], [oddlyNamed]));
    const arrived = play(state, roll(1));
    expect(arrived.state.rolledIn).toEqual([{ group: 'constructor', turn: 1 }]);
    expect(moveTargets(arrived.state, 'J')).toContain('0905');
  });

  it('Wagram 14.74: John may not be delayed: the movement phase cannot end while he can enter', () => {
    const state = play(frenchTurn(withReinforcements([['F', 'french', 'infantry', 2, 4, '0101']], [john('J', ['1005']), john('K', ['1005'])])), roll(1)).state;
    expect(napoleonAtWar.legalActions(state)).not.toContainEqual(end);
    expect(refusal(state, end)).toBe('Wagram 14.74');
    const one = play(state, { type: 'move', unit: 'J', to: '0905' }).state;
    expect(refusal(one, end)).toBe('Wagram 14.74');
    const both = play(one, { type: 'move', unit: 'K', to: '0805' }).state;
    expect(refusal(both, end)).toBeNull();
    expect([hexOf(both, 'J'), hexOf(both, 'K')]).toEqual(['0905', '0805']);
  });
});
