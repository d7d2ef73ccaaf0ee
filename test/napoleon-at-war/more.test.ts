import { describe, expect, it } from 'vitest';
import { napoleonAtWar, type NawState } from 'kriegsspiel/rulesets/napoleon-at-war';
import { hexOf, moveTargets, play, position, roll, refusal } from './position.js';

const enemy = (id: string, hex: string, strength = 4, kind: 'infantry' | 'cavalry' | 'artillery' = 'infantry') =>
  [id, 'coalition', kind, strength, 4, hex] as const;
const french = (id: string, hex: string, strength = 4, kind: 'infantry' | 'cavalry' | 'artillery' = 'infantry', movement = 4) =>
  [id, 'french', kind, strength, movement, hex] as const;

describe('Napoleon at War: sequence of play', () => {
  it('NAW 4.1: each game-turn is the first player\'s movement and combat, then the second\'s; the game ends after the last', () => {
    const s = position([french('F', '0305'), enemy('X', '0909')], {}, { scenario: { turns: 2 } });
    const steps: string[] = [];
    let state = s;
    while (!napoleonAtWar.result(state).terminal) {
      steps.push(`${state.turn} ${state.phasing} ${state.phase}`);
      state = play(state, { type: 'endPhase' }).state;
    }
    expect(steps).toEqual([
      '1 french movement', '1 french combat', '1 coalition movement', '1 coalition combat',
      '2 french movement', '2 french combat', '2 coalition movement', '2 coalition combat',
    ]);
    expect(napoleonAtWar.legalActions(state)).toEqual([]);
  });

  it('NAW 5.14: no combat takes place during the movement phase', () => {
    const s = position([french('F', '0405'), enemy('X', '0505')]);
    expect(refusal(s, { type: 'attack', hex: '0505' })).toBe('NAW 4.1');
  });
});

describe('Napoleon at War: more movement cases', () => {
  it('NAW 5.11: only the phasing player moves, and only in his movement phase', () => {
    const s = position([french('F', '0305'), enemy('X', '0909')]);
    expect(refusal(s, { type: 'move', unit: 'X', to: '0908' })).toBe('NAW 5.11');
    const combat = position([french('F', '0305'), enemy('X', '0909')], {}, { phase: 'combat' });
    expect(refusal(combat, { type: 'move', unit: 'F', to: '0306' })).toBe('NAW 4.1');
  });

  it('NAW 5.23: trail hex to trail hex through a trail hexside costs 1 MP whatever the terrain', () => {
    const s = position([french('F', '0105', 4, 'infantry', 1), enemy('X', '1010')], {
      terrain: { forest: ['0205'] },
      hexsides: [{ between: ['0105', '0205'], features: ['trail'] }],
    });
    expect(moveTargets(s, 'F')).toContain('0205');
  });

  it('NAW 5.33-5.34: any number of friends may pass through a hex; friendly zones never hinder friends', () => {
    const s = position([french('F', '0305'), french('G', '0405'), french('H', '0504'), enemy('X', '1010')]);
    const first = play(s, { type: 'move', unit: 'F', to: '0605' }).state;
    expect(moveTargets(first, 'H')).toContain('0306'); // through G's hex and its zone, at no extra cost
  });

  it('NAW 6.2: entering an enemy-controlled hex costs no extra movement points', () => {
    const s = position([french('F', '0305', 4, 'infantry', 1), enemy('X', '0505')]);
    expect(moveTargets(s, 'F')).toContain('0405');
  });

  it('NAW 6.1, 6.4-6.5: zones of control are mutual and coexist in a hex', () => {
    // 0405 is controlled by X (0505) and by F (0304): F may still enter it and stop there.
    const s = position([french('F', '0304'), enemy('X', '0505')]);
    const { state } = play(s, { type: 'move', unit: 'F', to: '0405' });
    expect(moveTargets(state, 'F')).toEqual([]);
  });

  it('NAW 9.0: marsh may be entered only along a road', () => {
    const s = position([french('F', '0105', 4, 'infantry', 4), enemy('X', '1010')], {
      terrain: { marsh: ['0205', '0106'] },
      hexsides: [{ between: ['0105', '0205'], features: ['road'] }],
    });
    const targets = moveTargets(s, 'F');
    expect(targets).toContain('0205');
    expect(targets).not.toContain('0106');
  });

  it('NAW 14.4: a unit that would retreat off the map edge is eliminated', () => {
    // D stands on the west edge; the attackers' zones close the two on-map hexes behind it.
    const s = position([french('A', '0204'), french('B', '0103'), enemy('D', '0104')], {}, { phase: 'combat' });
    const { state } = play(s, { type: 'attack', hex: '0104' }, { type: 'addAttacker', unit: 'A' }, { type: 'addAttacker', unit: 'B' }, { type: 'resolve', odds: '2-1' }, roll(1));
    expect(napoleonAtWar.legalActions(state)).toEqual([{ type: 'retreat', unit: 'D', to: null }]);
  });
});

describe('Napoleon at War: more combat cases', () => {
  it('NAW 7.22, 8.22: units in several hexes combine against one hex; artillery in range of one of several defending hexes joins', () => {
    const s = position([french('B', '0404', 4), french('C', '0306', 1), french('P', '0303', 6, 'artillery'), enemy('D', '0505', 2), enemy('E', '0504', 2)], {}, { phase: 'combat' });
    const { state } = play(s, { type: 'attack', hex: '0505' }, { type: 'addDefender', hex: '0504' }, { type: 'addAttacker', unit: 'B' }, { type: 'addAttacker', unit: 'P' });
    // B (0404) is adjacent to both 0505 and 0504; P reaches 0504 at range 2 only; C is adjacent to neither.
    expect(refusal(state, { type: 'addAttacker', unit: 'C' })).toBe('NAW 7.15');
    const resolved = play(state, { type: 'resolve', odds: '2-1' }, roll(1)).events.find((e) => e.type === 'combatResolved');
    expect(resolved).toMatchObject({ breakdown: { attack: 10, defense: 4, computedOdds: '2-1' } });
  });

  it('NAW 7.15: units attack only adjacent hexes (artillery excepted)', () => {
    const s = position([french('A', '0305'), enemy('D', '0505')], {}, { phase: 'combat' });
    expect(refusal(s, { type: 'attack', hex: '0505' })).toBe('NAW 7.15');
  });

  it('NAW 7.3: a unit\'s strength is never split between combats', () => {
    const s = position([french('A', '0405', 8), french('B', '0506', 4), enemy('D', '0505', 4), enemy('E', '0406', 4)], {}, { phase: 'combat' });
    const { state } = play(s, { type: 'attack', hex: '0505' }, { type: 'addAttacker', unit: 'A' });
    expect(refusal(state, { type: 'addAttacker', unit: 'A' })).toBe('NAW 7.3');
  });

  it('NAW 8.52: artillery that is attacked suffers results like any unit, even when bombarded', () => {
    const s = position([french('P', '0503', 6, 'artillery'), enemy('G', '0505', 1, 'artillery')], {}, { phase: 'combat' });
    const { state } = play(s, { type: 'attack', hex: '0505' }, { type: 'addAttacker', unit: 'P' }, { type: 'resolve', odds: '6-1' }, roll(1));
    expect(state.units.find((u) => u.id === 'G')!.status).toBe('eliminated');
  });

  it('NAW 7.74: the defender may advance into a hex vacated by retreating attackers', () => {
    const s = position([french('A', '0405', 1), enemy('D', '0505', 4)], {}, { phase: 'combat' });
    const { state } = play(s, { type: 'attack', hex: '0505' }, { type: 'addAttacker', unit: 'A' }, { type: 'resolve', odds: '1-4' }, roll(1));
    const retreat = napoleonAtWar.legalActions(state).find((a) => a.type === 'retreat')!;
    const { state: advancing } = play(state, retreat);
    expect(napoleonAtWar.decision(advancing)).toMatchObject({ side: 'coalition', step: 'advance' });
    const { state: after } = play(advancing, { type: 'advance', unit: 'D', to: '0405' });
    expect(hexOf(after, 'D')).toBe('0405');
  });

  it('Wagram 16.0 (hook): a demoralized army may not advance after combat', () => {
    const s = position([french('A', '0404', 8), french('B', '0405', 8), enemy('D', '0505', 4)], {}, { phase: 'combat', options: { demoralizedAt: { french: 1, coalition: null } } });
    const demoralized = { ...s, demoralized: { french: true, coalition: false } };
    const { state } = play(demoralized, { type: 'attack', hex: '0505' }, { type: 'addAttacker', unit: 'A' }, { type: 'addAttacker', unit: 'B' }, { type: 'resolve', odds: '4-1' }, roll(1));
    expect(state.combat).toBeNull(); // De: nobody may advance
  });
});
