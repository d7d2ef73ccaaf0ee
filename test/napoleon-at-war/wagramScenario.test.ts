import { describe, expect, it } from 'vitest';
import { NAW_TERRAIN, WAGRAM, napoleonAtWar, type NawState } from 'kriegsspiel/rulesets/napoleon-at-war';
import { contextOf } from './position.js';

function start(): NawState {
  const made = napoleonAtWar.setup(WAGRAM, { historicalDeployment: true }, 1);
  if (!made.ok) throw new Error(made.violation.message);
  return made.state;
}
const state = start();
const map = contextOf(state).map;
const at = (id: string): number => map.grid.indexOf(id);
const unit = (id: string) => WAGRAM.units.find((u) => u.id === id);
const french = WAGRAM.units.filter((u) => u.side === 'french');
const austrian = WAGRAM.units.filter((u) => u.side === 'coalition');

describe('Wagram scenario (data)', () => {
  it('sets up on the reconstructed map with unique unit ids and the scenario options', () => {
    expect(WAGRAM.map).toBe(map.id);
    expect(new Set(WAGRAM.units.map((u) => u.id)).size).toBe(WAGRAM.units.length);
    expect(state.options.streamBarsCavalryAndArtillery).toBe(true);
    expect(state.options.demoralizedAt).toEqual({ french: 50, coalition: 45 });
  });

  it('Wagram 13.3, 14.8: French first, fourteen turns, turns 5 and 6 are night', () => {
    expect(state.phasing).toBe('french');
    expect(WAGRAM.turns).toBe(14);
    expect(WAGRAM.nightTurns).toEqual([5, 6]);
  });

  it('Wagram 13.1: 43 French units, each with its historical hex an enterable hex inside its set-up area', () => {
    expect(french).toHaveLength(43);
    const lobau = map.region('lobau')!;
    for (const u of french) {
      const hex = at(u.hex!);
      expect(hex, u.id).toBeGreaterThanOrEqual(0);
      expect(NAW_TERRAIN[map.terrainName(hex)]?.cost, `${u.id} on ${u.hex}`).not.toBeNull();
      const area = u.setupArea!;
      if ('region' in area) expect(lobau, `${u.id} on ${u.hex}`).toContain(hex);
      else expect(map.grid.distance(at(area.near), hex), `${u.id} on ${u.hex}`).toBeLessThanOrEqual(area.within);
    }
    const perArea = new Map<string, number>();
    for (const area of french.map((u) => u.setupArea!)) {
      const key = 'region' in area ? area.region : `${area.near}/${area.within}`;
      perArea.set(key, (perArea.get(key) ?? 0) + 1);
    }
    expect(Object.fromEntries(perArea)).toEqual({ '0524/3': 10, '1320/1': 4, '1417/2': 7, '0517/1': 4, '0514/1': 4, '0714/2': 7, lobau: 7 });
    expect(state.units.filter((u) => u.side === 'french' && u.status === 'active')).toHaveLength(43);
  });

  it('Wagram 13.2: 30 Austrian units at their printed hexes', () => {
    const deployed = austrian.filter((u) => u.hex !== undefined);
    expect(deployed).toHaveLength(30);
    expect(unit('1/AG')).toMatchObject({ kind: 'infantry', strength: 6, movement: 4, hex: '1926' });
    expect(unit('1/AG-c')).toMatchObject({ kind: 'cavalry', strength: 1, movement: 6, hex: '1233' });
    expect(unit('1/II')).toMatchObject({ kind: 'infantry', strength: 9, movement: 4, hex: '2220' });
    expect(unit('II-a')).toMatchObject({ side: 'coalition', kind: 'artillery', strength: 9, movement: 4, hex: '2322' });
    expect(unit('3/Res-c')).toMatchObject({ kind: 'cavalry', strength: 3, movement: 6, hex: '2913' });
    expect(unit('Res-a')).toMatchObject({ kind: 'artillery', strength: 6, movement: 4, hex: '2405' });
    const strength = deployed.reduce((s, u) => s + u.strength, 0);
    expect(strength).toBe(168);
  });

  it('Wagram 14.6: III Corps (four units) arrives on turn 3 on the west edge', () => {
    const waiting = austrian.filter((u) => u.arrives?.turn === 3);
    expect(waiting.map((u) => [u.id, u.kind, u.strength, u.movement])).toEqual([
      ['1/III', 'infantry', 6, 4], ['2/III', 'infantry', 6, 4], ['3/III', 'infantry', 5, 4], ['III-a', 'artillery', 8, 4],
    ]);
    for (const u of waiting) expect(u.arrives).toEqual({ turn: 3, entry: { edge: 'west' } });
    expect(state.units.filter((u) => u.status === 'waiting' && u.id.includes('III')).map((u) => u.id)).toEqual(waiting.map((u) => u.id));
  });

  it('Wagram 14.7: Archduke John\'s five units come on a roll of 1 from turn 7 to 11 by east-edge hexes 1134-2934', () => {
    const john = austrian.filter((u) => u.arrives?.roll !== undefined);
    expect(john.map((u) => [u.id, u.kind, u.strength, u.movement])).toEqual([
      ['1/SR', 'infantry', 6, 4], ['2/SR', 'infantry', 6, 4], ['3/SR', 'infantry', 6, 4], ['SR-c', 'cavalry', 5, 6], ['SR-a', 'artillery', 7, 4],
    ]);
    const east = map.edge('east')!;
    for (const u of john) {
      const { turn, entry, roll, avoidsEnemyControl, mandatory } = u.arrives!;
      expect([turn, roll, avoidsEnemyControl, mandatory]).toEqual([7, { group: 'Archduke John', lastTurn: 11, on: [1] }, true, true]);
      expect(entry).toHaveLength(19);
      expect([(entry as string[])[0], (entry as string[]).at(-1)]).toEqual(['1134', '2934']);
      for (const id of entry as string[]) expect(east, id).toContain(at(id));
    }
  });

  it('Wagram 15.3: the three 10-1 Lobau batteries are confined to Lobau, and start there', () => {
    const lobau = WAGRAM.units.filter((u) => u.movement === 1);
    expect(lobau.map((u) => [u.id, u.kind, u.strength, u.confinedTo])).toEqual([
      ['1/Res-a', 'artillery', 10, 'lobau'], ['2/Res-a', 'artillery', 10, 'lobau'], ['3/Res-a', 'artillery', 10, 'lobau'],
    ]);
    expect(WAGRAM.units.filter((u) => u.confinedTo !== undefined)).toHaveLength(3);
  });

  it('Wagram 17.11-17.22: victory points, exits, heights, the French minimum and the grades', () => {
    expect(WAGRAM.exits).toEqual([{ side: 'coalition', entry: { edge: 'west' }, cost: 1 }]);
    const v = WAGRAM.victory;
    expect(v.eliminationPoints).toBe(true);
    expect(v.places.map((p) => [p.side, p.place, p.points, p.onEntry, p.atEnd])).toEqual([
      ['coalition', 'Aspern', 25, true, true], ['coalition', 'Essling', 30, true, true], ['coalition', 'Gross Enzersdorf', 35, true, true],
    ]);
    expect(v.exitPointsPerStrength).toBe(1);
    expect(v.regionStrength).toEqual([{ side: 'french', region: 'russbach-heights', perStrength: 1 }]);
    expect(v.minimum).toEqual({ side: 'french', points: 75 });
    expect(v.grades.map((g) => [g.grade, g.atLeast, g.strictly])).toEqual([['decisive', 2, false], ['substantial', 1.5, false], ['marginal', 1, true]]);
  });

  it('plays a few hundred random legal actions without error', () => {
    let s = state;
    let seed = 12345;
    const next = (n: number): number => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    for (let k = 0; k < 300 && !s.over; k++) {
      const actions = napoleonAtWar.legalActions(s);
      expect(actions.length).toBeGreaterThan(0);
      const applied = napoleonAtWar.apply(s, actions[next(actions.length)]!);
      if (!applied.ok) throw new Error(applied.violation.message);
      s = applied.state;
    }
    for (const id of ['1/Res-a', '2/Res-a', '3/Res-a']) {
      const u = s.units.find((x) => x.id === id)!;
      if (u.hex >= 0) expect(map.region('lobau')).toContain(u.hex);
    }
  });
});
