import { describe, expect, it } from 'vitest';
import { napoleonAtWar, type NawState } from 'kriegsspiel/rulesets/napoleon-at-war';
import { hexOf, play, position, roll, refusal } from './position.js';

// 0505's neighbours: 0504, 0506, 0404, 0405, 0604, 0605.
const enemy = (id: string, hex: string, strength = 4) => [id, 'coalition', 'infantry', strength, 4, hex] as const;
const french = (id: string, hex: string, strength = 4, kind: 'infantry' | 'cavalry' | 'artillery' = 'infantry') =>
  [id, 'french', kind, strength, 4, hex] as const;

function resolveOptions(state: NawState): string[] {
  return napoleonAtWar.legalActions(state).flatMap((a) => (a.type === 'resolve' ? [a.odds] : []));
}

describe('Napoleon at War combat (7.x)', () => {
  it('NAW 7.0: 13 strength points against 4 is 3.25 to 1, rounded in the defender\'s favour to 3-1', () => {
    const s = position([french('A', '0404', 9), french('B', '0405', 4), enemy('D', '0505', 4)], {}, { phase: 'combat' });
    const { state } = play(s, { type: 'attack', hex: '0505' }, { type: 'addAttacker', unit: 'A' }, { type: 'addAttacker', unit: 'B' });
    expect(resolveOptions(state).at(-1)).toBe('3-1');
  });

  it('NAW 7.9: the attacker may resolve at a lower column but never a higher one', () => {
    const s = position([french('A', '0404', 9), french('B', '0405', 4), enemy('D', '0505', 4)], {}, { phase: 'combat' });
    const { state } = play(s, { type: 'attack', hex: '0505' }, { type: 'addAttacker', unit: 'A' }, { type: 'addAttacker', unit: 'B' });
    expect(resolveOptions(state)).toEqual(['1-5', '1-4', '1-3', '1-2', '1-1', '2-1', '3-1']);
    expect(refusal(state, { type: 'resolve', odds: '4-1' })).toBe('NAW 7.9');
    const { events } = play(state, { type: 'resolve', odds: '1-1' }, roll(4));
    expect(events.find((e) => e.type === 'combatResolved')).toMatchObject({ breakdown: { computedOdds: '3-1', odds: '1-1' }, roll: 4, result: 'Ar' });
  });

  it('NAW 7.4, 9.0: a defender in a town attacked through a stream hexside is doubled, not quadrupled', () => {
    const s = position([french('A', '0405', 8), enemy('D', '0505', 4)], {
      terrain: { town: ['0505'] },
      hexsides: [{ between: ['0405', '0505'], features: ['stream'] }],
    }, { phase: 'combat' });
    const { events } = play(s, { type: 'attack', hex: '0505' }, { type: 'addAttacker', unit: 'A' }, { type: 'resolve', odds: '1-1' }, roll(6));
    expect(events.find((e) => e.type === 'combatResolved')).toMatchObject({
      breakdown: { attack: 8, defense: 8, computedOdds: '1-1', defenders: [{ unit: 'D', multiplier: 2 }] },
    });
  });

  it('NAW 9.0: a defender is doubled only when attacked exclusively through stream hexsides', () => {
    const s = position([french('A', '0405', 4), french('B', '0404', 4), enemy('D', '0505', 4)], {
      hexsides: [{ between: ['0405', '0505'], features: ['stream'] }],
    }, { phase: 'combat' });
    const { state } = play(s, { type: 'attack', hex: '0505' }, { type: 'addAttacker', unit: 'A' }, { type: 'addAttacker', unit: 'B' });
    expect(resolveOptions(state).at(-1)).toBe('2-1'); // 8 vs 4: not doubled (B attacks across a clear hexside)
  });

  it('NAW 9.0: a defender attacked across a stream by one unit and across a bridge by another is not doubled (exclusively one kind)', () => {
    const board = { hexsides: [{ between: ['0405', '0505'], features: ['stream'] }, { between: ['0404', '0505'], features: ['stream', 'bridge'] }] };
    const pieces = [french('A', '0405', 4), french('B', '0404', 4), enemy('D', '0505', 4)] as const;
    const odds = (options: { hexsideDefense?: 'exclusive' | 'mixed' }) => {
      const s = position(pieces, board, { phase: 'combat', options });
      const { state } = play(s, { type: 'attack', hex: '0505' }, { type: 'addAttacker', unit: 'A' }, { type: 'addAttacker', unit: 'B' });
      return resolveOptions(state).at(-1);
    };
    expect(odds({})).toBe('2-1'); // 8 vs 4: the literal chart, the published default
    expect(odds({ hexsideDefense: 'mixed' })).toBe('1-1'); // 8 vs 8: the option keeps 0.1's reading
  });

  it('NAW 9.0: a defender uphill of slope hexsides is doubled against attacks from below', () => {
    const s = position([french('A', '0405', 8), enemy('D', '0505', 4)], {
      hexsides: [{ between: ['0405', '0505'], features: ['slope'], uphill: '0505' }],
    }, { phase: 'combat' });
    const { state } = play(s, { type: 'attack', hex: '0505' }, { type: 'addAttacker', unit: 'A' });
    expect(resolveOptions(state).at(-1)).toBe('1-1');
  });

  it('NAW 7.11-7.12: the combat phase cannot end while an engaged unit has not attacked', () => {
    const s = position([french('A', '0405'), enemy('D', '0505')], {}, { phase: 'combat' });
    expect(refusal(s, { type: 'endPhase' })).toBe('NAW 7.11');
    const { state } = play(s, { type: 'attack', hex: '0505' }, { type: 'addAttacker', unit: 'A' }, { type: 'resolve', odds: '1-1' }, roll(4));
    // Ar at 1-1 on a 4: A retreats; then the phase may end.
    const retreat = napoleonAtWar.legalActions(state).find((a) => a.type === 'retreat');
    const { state: after } = play(state, retreat!, { type: 'declineAdvance' });
    expect(refusal(after, { type: 'endPhase' })).toBeNull();
  });

  it('NAW 7.21: a unit next to two enemies may not leave one of them unattacked', () => {
    // A (0405) is adjacent to D1 (0505) and D2 (0406); nobody else can reach D2.
    const s = position([french('A', '0405'), enemy('D1', '0505'), enemy('D2', '0406')], {}, { phase: 'combat' });
    const { state } = play(s, { type: 'attack', hex: '0505' }, { type: 'addAttacker', unit: 'A' });
    expect(refusal(state, { type: 'resolve', odds: '1-1' })).toBe('NAW 7.21');
    const { state: both } = play(state, { type: 'addDefender', hex: '0406' });
    expect(resolveOptions(both).at(-1)).toBe('1-2');
  });

  it('NAW 7.12, 7.21: when two units can attack only the same enemy, both must join that combat', () => {
    const s = position([french('U1', '0504'), french('U2', '0506'), enemy('D', '0505')], {}, { phase: 'combat' });
    const { state } = play(s, { type: 'attack', hex: '0505' }, { type: 'addAttacker', unit: 'U1' });
    expect(refusal(state, { type: 'resolve', odds: '1-1' })).toBe('NAW 7.21'); // U2 would be left with nobody to attack
    const { state: both } = play(state, { type: 'addAttacker', unit: 'U2' });
    expect(resolveOptions(both).at(-1)).toBe('2-1');
  });

  it('NAW 7.14: no enemy unit may be attacked twice in a combat phase', () => {
    const s = position([french('A', '0405', 9), enemy('D', '0505', 1)], {}, { phase: 'combat' });
    const { state } = play(s, { type: 'attack', hex: '0505' }, { type: 'addAttacker', unit: 'A' }, { type: 'resolve', odds: '1-1' }, roll(5));
    // 1-1 on a 5: Ar; A retreats and D stays, already attacked.
    const retreat = napoleonAtWar.legalActions(state).find((a) => a.type === 'retreat');
    const { state: after } = play(state, retreat!, { type: 'declineAdvance' });
    expect(refusal(after, { type: 'attack', hex: '0505' })).toBe('NAW 7.14');
  });

  it('NAW 7.6 Ex: the attacker loses participants worth at least the defender\'s printed strength, and no more than needed', () => {
    const s = position([french('A', '0404', 6), french('B', '0405', 4), french('C', '0604', 2), enemy('D', '0505', 3)], {}, { phase: 'combat' });
    const { state } = play(
      s,
      { type: 'attack', hex: '0505' },
      { type: 'addAttacker', unit: 'A' },
      { type: 'addAttacker', unit: 'B' },
      { type: 'addAttacker', unit: 'C' },
      { type: 'resolve', odds: '4-1' },
      roll(6),
    );
    expect(state.units.find((u) => u.id === 'D')!.status).toBe('eliminated');
    const choices = napoleonAtWar.legalActions(state).map((a) => (a.type === 'exchange' ? [...a.units].sort().join('+') : a.type));
    expect(choices.sort()).toEqual(['A', 'B']);
    expect(refusal(state, { type: 'exchange', units: ['C'] })).toBe('NAW 7.6');
    expect(refusal(state, { type: 'exchange', units: ['B', 'C'] })).toBe('NAW 7.6');
    const { state: after } = play(state, { type: 'exchange', units: ['B'] });
    expect(after.losses).toEqual({ french: 4, coalition: 3 });
  });

  it('NAW 7.72: a unit with no hex open to retreat into is eliminated', () => {
    const s = position([french('A', '0404'), french('B', '0605'), french('C', '0506'), enemy('D', '0505')], {}, { phase: 'combat' });
    const { state } = play(
      s,
      { type: 'attack', hex: '0505' },
      { type: 'addAttacker', unit: 'A' },
      { type: 'addAttacker', unit: 'B' },
      { type: 'addAttacker', unit: 'C' },
      { type: 'resolve', odds: '3-1' },
      roll(1),
    );
    expect(napoleonAtWar.decision(state)).toMatchObject({ kind: 'side', side: 'coalition', step: 'retreat' });
    expect(napoleonAtWar.legalActions(state)).toEqual([{ type: 'retreat', unit: 'D', to: null }]);
    const { state: after, events } = play(state, { type: 'retreat', unit: 'D', to: null });
    expect(events).toContainEqual(expect.objectContaining({ type: 'eliminated', unit: 'D', rule: 'NAW 7.72' }));
    expect(after.points.french).toBe(4);
  });

  it('NAW 7.74: the hex of a defender eliminated for want of a retreat (7.72) is vacated: the attackers may advance into it', () => {
    const s = position([french('A', '0404'), french('B', '0605'), french('C', '0506'), enemy('D', '0505')], {}, { phase: 'combat' });
    const { state } = play(s, { type: 'attack', hex: '0505' }, { type: 'addAttacker', unit: 'A' }, { type: 'addAttacker', unit: 'B' }, { type: 'addAttacker', unit: 'C' }, { type: 'resolve', odds: '3-1' }, roll(1));
    const { state: after } = play(state, { type: 'retreat', unit: 'D', to: null });
    expect(napoleonAtWar.decision(after)).toMatchObject({ kind: 'side', side: 'french', step: 'advance' });
    expect(napoleonAtWar.legalActions(after)).toContainEqual({ type: 'advance', unit: 'A', to: '0505' });
    const { state: advanced } = play(after, { type: 'advance', unit: 'A', to: '0505' });
    expect(hexOf(advanced, 'A')).toBe('0505');
  });

  it('NAW 7.74-7.75: one victorious unit may advance into the vacated hex, and may not attack afterwards', () => {
    // B is also next to E (0306), which C (0206) will attack.
    const s = position([french('A', '0404', 8), french('B', '0405', 8), french('C', '0206', 4), enemy('D', '0505', 4), enemy('E', '0306', 4)], {}, { phase: 'combat' });
    const { state } = play(s, { type: 'attack', hex: '0505' }, { type: 'addAttacker', unit: 'A' }, { type: 'addAttacker', unit: 'B' }, { type: 'resolve', odds: '4-1' }, roll(2));
    const retreat = napoleonAtWar.legalActions(state).find((a) => a.type === 'retreat')!;
    const { state: advancing } = play(state, retreat);
    const advances = napoleonAtWar.legalActions(advancing).filter((a) => a.type === 'advance');
    expect(advances).toHaveLength(2); // A or B, not both
    const { state: after } = play(advancing, { type: 'advance', unit: 'B', to: '0505' });
    expect(hexOf(after, 'B')).toBe('0505');
    expect(after.combat).toBeNull();
    // B has advanced: it may not join the attack on E (C must make it).
    const { state: forming } = play(after, { type: 'attack', hex: '0306' });
    expect(refusal(forming, { type: 'addAttacker', unit: 'B' })).toBe('NAW 7.14');
  });
});

describe('Napoleon at War displacement (7.8)', () => {
  // D (0505) is attacked from 0404, 0405 and 0504; its only open hex, 0605, holds a friend E.
  const base = [french('A', '0404'), french('B', '0405'), french('C', '0504'), enemy('D', '0505'), enemy('E', '0605')] as const;

  function afterDr(state: NawState): NawState {
    return play(
      state,
      { type: 'attack', hex: '0505' },
      { type: 'addAttacker', unit: 'A' },
      { type: 'addAttacker', unit: 'B' },
      { type: 'addAttacker', unit: 'C' },
      { type: 'resolve', odds: '3-1' },
      roll(1),
    ).state;
  }

  it('NAW 7.81-7.82: a displacement chain of length two, each displaced unit moved by its owner', () => {
    const s = position([...base, enemy('G', '0705'), enemy('H', '0606'), enemy('I', '0706')], { terrain: { lake: ['0806'] } }, { phase: 'combat' });
    let state = afterDr(s);
    expect(napoleonAtWar.legalActions(state)).toEqual([{ type: 'retreat', unit: 'D', to: '0605' }]);
    state = play(state, { type: 'retreat', unit: 'D', to: '0605' }).state;
    expect(napoleonAtWar.decision(state)).toMatchObject({ step: 'displacement', side: 'coalition' });
    const chain = play(state, { type: 'displace', unit: 'E', to: '0705' }, { type: 'displace', unit: 'G', to: '0805' });
    expect(chain.events.filter((e) => e.type === 'displaced')).toEqual([
      expect.objectContaining({ unit: 'E', from: '0605', to: '0705', by: 'D' }),
      expect.objectContaining({ unit: 'G', from: '0705', to: '0805', by: 'E' }),
    ]);
    expect([hexOf(chain.state, 'D'), hexOf(chain.state, 'E'), hexOf(chain.state, 'G')]).toEqual(['0605', '0705', '0805']);
  });

  it('NAW 7.81-7.82: a displaced unit may not push a friend whose only way out is the hex its pusher now holds', () => {
    // E attacks A (Dr); A retreats into B's hex. B's ways out: C, who could only step back into B's hex (which A
    // holds), or D, who can step aside to 0305. Only the second is a displacement that completes.
    const lakes = ['0404', '0506', '0605', '0704', '0705', '0406', '0306'];
    const s = position([french('E', '0503', 4), enemy('A', '0504', 2), enemy('B', '0505', 2), enemy('C', '0604', 2), enemy('D', '0405', 2)], { terrain: { lake: lakes } }, { phase: 'combat' });
    let state = play(s, { type: 'attack', hex: '0504' }, { type: 'addAttacker', unit: 'E' }, { type: 'resolve', odds: '2-1' }, roll(1)).state;
    expect(napoleonAtWar.legalActions(state)).toContainEqual({ type: 'retreat', unit: 'A', to: '0505' });
    state = play(state, { type: 'retreat', unit: 'A', to: '0505' }).state;
    expect(napoleonAtWar.legalActions(state)).toEqual([{ type: 'displace', unit: 'B', to: '0405' }]);
    state = play(state, { type: 'displace', unit: 'B', to: '0405' }).state;
    expect(napoleonAtWar.legalActions(state)).toEqual([{ type: 'displace', unit: 'D', to: '0305' }]);
  });

  it('NAW 7.82: if displacing would eliminate the friend, the retreating unit is eliminated instead', () => {
    const s = position([...base], { terrain: { lake: ['0606', '0705', '0706'] } }, { phase: 'combat' });
    const state = afterDr(s);
    expect(napoleonAtWar.legalActions(state)).toEqual([{ type: 'retreat', unit: 'D', to: null }]);
    const { state: after } = play(state, { type: 'retreat', unit: 'D', to: null });
    expect(after.units.find((u) => u.id === 'E')!.status).toBe('active');
    expect(after.units.find((u) => u.id === 'D')!.status).toBe('eliminated');
  });

  it('NAW 7.74: a defender eliminated because displacing would eliminate its friend (7.82) vacates its hex for the advance', () => {
    const state = afterDr(position([...base], { terrain: { lake: ['0606', '0705', '0706'] } }, { phase: 'combat' }));
    const { state: after } = play(state, { type: 'retreat', unit: 'D', to: null });
    expect(napoleonAtWar.decision(after)).toMatchObject({ side: 'french', step: 'advance' });
    expect(napoleonAtWar.legalActions(after)).toContainEqual({ type: 'advance', unit: 'B', to: '0505' });
  });

  it('NAW 7.81 (interpretation): after a Dr from bombardment alone the displaced friend may take the retreating unit\'s hex, a swap', () => {
    // P bombards D from two hexes away; D's only open hex holds its friend E, whose only open hex is D's own.
    const lakes = ['0504', '0506', '0404', '0405', '0604', '0606', '0705', '0706'];
    const s = position([french('P', '0305', 6, 'artillery'), enemy('D', '0505'), enemy('E', '0605')], { terrain: { lake: lakes } }, { phase: 'combat' });
    let state = play(s, { type: 'attack', hex: '0505' }, { type: 'addAttacker', unit: 'P' }, { type: 'resolve', odds: '1-1' }, roll(1)).state;
    expect(napoleonAtWar.legalActions(state)).toEqual([{ type: 'retreat', unit: 'D', to: '0605' }]);
    state = play(state, { type: 'retreat', unit: 'D', to: '0605' }).state;
    expect(napoleonAtWar.legalActions(state)).toEqual([{ type: 'displace', unit: 'E', to: '0505' }]);
    state = play(state, { type: 'displace', unit: 'E', to: '0505' }).state;
    expect([hexOf(state, 'D'), hexOf(state, 'E'), state.combat]).toEqual(['0605', '0505', null]);
  });

  it('NAW 7.73: a unit may not displace a friend while a vacant hex is open', () => {
    const s = position([french('A', '0404'), french('B', '0405'), enemy('D', '0505'), enemy('E', '0605')], {}, { phase: 'combat' });
    const state = play(s, { type: 'attack', hex: '0505' }, { type: 'addAttacker', unit: 'A' }, { type: 'addAttacker', unit: 'B' }, { type: 'resolve', odds: '2-1' }, roll(1)).state;
    const targets = napoleonAtWar.legalActions(state).flatMap((a) => (a.type === 'retreat' ? [a.to] : []));
    expect(targets).not.toContain('0605');
    expect(targets.length).toBeGreaterThan(0);
  });

  it('NAW 7.82: displaced artillery that has not fired may not fire that combat phase', () => {
    // A attacks D and must retreat; its only open hex holds the artillery P, which is pushed aside.
    const s = position([french('A', '0405', 2), french('P', '0305', 6, 'artillery'), enemy('D', '0505', 4)], { terrain: { lake: ['0406', '0306'] } }, { phase: 'combat' });
    let state = play(s, { type: 'attack', hex: '0505' }, { type: 'addAttacker', unit: 'A' }, { type: 'resolve', odds: '1-2' }, roll(3)).state;
    expect(napoleonAtWar.legalActions(state)).toEqual([{ type: 'retreat', unit: 'A', to: '0305' }]);
    state = play(state, { type: 'retreat', unit: 'A', to: '0305' }).state;
    const displace = napoleonAtWar.legalActions(state).find((a) => a.type === 'displace')!;
    state = play(state, displace).state;
    expect(state.units.find((u) => u.id === 'P')!.silenced).toBe(true);
  });
});
