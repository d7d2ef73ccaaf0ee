// Wagram 15.x special rules and 16.x demoralization on small test boards.
import { describe, expect, it } from 'vitest';
import { napoleonAtWar, type NawState, type ScenarioUnit } from 'kriegsspiel/rulesets/napoleon-at-war';
import { hexOf, moveTargets, play, position, refusal, roll, type Piece } from './position.js';

const end = { type: 'endPhase' } as const;
const wagramRules = { streamBarsCavalryAndArtillery: true };
/** Lakes at 0405 and 0605 close the ways around the stream between 0505 and 0506. */
const streamBoard = { terrain: { lake: ['0405', '0605'] }, hexsides: [{ between: ['0505', '0506'], features: ['stream'] }] };
const unit = (state: NawState, id: string) => state.units.find((u) => u.id === id)!;

describe('Wagram 15.x: special rules', () => {
  it('Wagram 15.1: cavalry and artillery may not cross an unbridged stream; infantry pays 2 MP more', () => {
    const pieces: Piece[] = [['C', 'french', 'cavalry', 2, 3, '0505'], ['X', 'coalition', 'infantry', 1, 1, '1010']];
    expect(moveTargets(position(pieces, streamBoard), 'C')).toContain('0506');
    expect(moveTargets(position(pieces, streamBoard, { options: wagramRules }), 'C')).not.toContain('0506');
    const gun = position([['G', 'french', 'artillery', 2, 3, '0505'], ['X', 'coalition', 'infantry', 1, 1, '1010']], streamBoard, { options: wagramRules });
    expect(moveTargets(gun, 'G')).not.toContain('0506');
    const foot = position([['I', 'french', 'infantry', 2, 3, '0505'], ['X', 'coalition', 'infantry', 1, 1, '1010']], streamBoard, { options: wagramRules });
    const { events } = play(foot, { type: 'move', unit: 'I', to: '0506' });
    expect(events).toContainEqual(expect.objectContaining({ type: 'moved', path: ['0505', '0506'], cost: 3 }));
  });

  it('Wagram 15.2: the zones of control of cavalry and artillery do not extend across an unbridged stream', () => {
    const enemyMoves = (kind: 'cavalry' | 'infantry') =>
      moveTargets(position([[kind, 'french', kind, 2, 4, '0505'], ['I', 'coalition', 'infantry', 2, 4, '0506']], streamBoard, {
        options: wagramRules, scenario: { firstPlayer: 'coalition' },
      }), 'I');
    expect(enemyMoves('cavalry').length).toBeGreaterThan(0);
    expect(enemyMoves('infantry')).toEqual([]); // NAW 5.13: an infantry zone crosses the stream
  });

  it('Wagram 15.2: cavalry and artillery may not attack across an unbridged stream, and are not bound to', () => {
    // C must fight J (no stream between them); I, across the stream, is neither attackable by C nor owed an attack.
    const state = position([['C', 'french', 'cavalry', 4, 6, '0505'], ['I', 'coalition', 'infantry', 2, 4, '0506'], ['J', 'coalition', 'infantry', 1, 4, '0504']], streamBoard, {
      phase: 'combat', options: wagramRules,
    });
    const attacks = napoleonAtWar.legalActions(state).flatMap((a) => (a.type === 'attack' ? [a.hex] : []));
    expect(attacks).toEqual(['0504']);
    expect(refusal(state, { type: 'attack', hex: '0506' })).not.toBeNull();
    const fought = play(state, { type: 'attack', hex: '0504' }, { type: 'addAttacker', unit: 'C' }, { type: 'resolve', odds: '4-1' }, roll(1), { type: 'declineAdvance' }).state;
    expect(refusal(fought, end)).toBeNull(); // NAW 7.11: nothing is owed against I
  });

  it('Wagram 15.2: cavalry or artillery beginning its movement phase held across a stream suffers an automatic Attacker Retreat', () => {
    for (const kind of ['cavalry', 'artillery'] as const) {
      const state = position([['I', 'coalition', 'infantry', 2, 4, '0506'], ['C', 'french', kind, 4, 6, '0505']], streamBoard, {
        options: wagramRules, scenario: { firstPlayer: 'coalition' },
      });
      const { state: held, events } = play(state, end, end);
      expect(events).toContainEqual({ type: 'forcedRetreat', rule: 'Wagram 15.2', units: ['C'] });
      expect(napoleonAtWar.decision(held)).toEqual({ kind: 'side', side: 'french', step: 'retreat' });
      expect(refusal(held, end)).toBe('NAW 7.71');
      const after = play(held, { type: 'retreat', unit: 'C', to: '0504' }).state;
      expect([after.combat, after.phase, hexOf(after, 'C')]).toEqual([null, 'movement', '0504']); // no advance by I
      expect(moveTargets(after, 'C')).toEqual([]); // the retreat was its move
    }
  });

  it('Wagram 15.2: no automatic retreat for a unit that can fight an enemy, nor at night', () => {
    const fighting = position([['C', 'french', 'cavalry', 4, 6, '0505'], ['I', 'coalition', 'infantry', 2, 4, '0506'], ['J', 'coalition', 'infantry', 2, 4, '0504']], streamBoard, {
      options: wagramRules,
    });
    expect([fighting.combat, napoleonAtWar.decision(fighting)]).toEqual([null, { kind: 'side', side: 'french', step: 'movement' }]);
    const night = position([['C', 'french', 'cavalry', 4, 6, '0505'], ['I', 'coalition', 'infantry', 2, 4, '0506']], streamBoard, {
      options: wagramRules, scenario: { nightTurns: [1] },
    });
    expect([night.combat, napoleonAtWar.decision(night)]).toEqual([null, { kind: 'side', side: 'french', step: 'movement' }]);
    const day = position([['C', 'french', 'cavalry', 4, 6, '0505'], ['I', 'coalition', 'infantry', 2, 4, '0506']], streamBoard, { options: wagramRules });
    expect(day.combat?.retreating).toEqual(['C']);
  });

  it('Wagram 15.3: the Lobau batteries may never leave Lobau Island', () => {
    const battery: ScenarioUnit = { id: 'L', side: 'french', kind: 'artillery', strength: 10, movement: 3, hex: '0505', confinedTo: 'lobau' };
    const state = position([], { regions: { lobau: ['0505', '0504', '0503'] } }, {
      scenario: { units: [battery, { id: 'X', side: 'coalition', kind: 'infantry', strength: 1, movement: 1, hex: '1010' }] },
    });
    expect(moveTargets(state, 'L')).toEqual(['0503', '0504']);
    expect(refusal(state, { type: 'move', unit: 'L', to: '0506' })).toBe('NAW 5.15');
  });
});

describe('Wagram 16.x: demoralization', () => {
  /** A French 36 next to an Allied 6 in the combat phase, with losses already counted. */
  const brink = (losses: { french: number; coalition: number }, demoralized = { french: false, coalition: false }): NawState => ({
    ...position([['A', 'french', 'infantry', 36, 4, '0404'], ['D', 'coalition', 'infantry', 6, 4, '0505']], {}, {
      phase: 'combat', options: { demoralizedAt: { french: 50, coalition: 45 } },
    }),
    losses,
    demoralized,
  });
  const destroyD = (state: NawState) => play(state, { type: 'attack', hex: '0505' }, { type: 'addAttacker', unit: 'A' }, { type: 'resolve', odds: '6-1' }, roll(1));

  it('Wagram 16.12, 16.21: the Austrians are demoralized the instant their losses reach 45, and stay so', () => {
    const reached = destroyD(brink({ french: 0, coalition: 39 }));
    expect(reached.events).toContainEqual({ type: 'demoralized', rule: 'Wagram 16.1', side: 'coalition' });
    expect(reached.state.demoralized).toEqual({ french: false, coalition: true });
    expect(destroyD(brink({ french: 0, coalition: 38 })).state.demoralized.coalition).toBe(false);
    const later = play(reached.state, { type: 'declineAdvance' }, end, end, end).state;
    expect(later.demoralized.coalition).toBe(true);
  });

  it('Wagram 16.11, 16.22: the French threshold is 50; both armies may be demoralized', () => {
    const state = brink({ french: 50, coalition: 39 }, { french: true, coalition: false });
    expect(destroyD(state).state.demoralized).toEqual({ french: true, coalition: true });
  });

  it('Wagram 16.0: a demoralized army may not advance after combat', () => {
    const state = position([['A', 'french', 'infantry', 8, 4, '0404'], ['D', 'coalition', 'infantry', 2, 4, '0505']], {}, { phase: 'combat' });
    const retreated = (s: NawState) => play(s, { type: 'attack', hex: '0505' }, { type: 'addAttacker', unit: 'A' }, { type: 'resolve', odds: '4-1' }, roll(2), { type: 'retreat', unit: 'D', to: '0605' }).state;
    expect(napoleonAtWar.decision(retreated(state))).toMatchObject({ step: 'advance' });
    expect(retreated({ ...state, demoralized: { french: true, coalition: false } }).combat).toBeNull();
  });
});
