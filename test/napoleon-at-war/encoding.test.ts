// Napoleon at War's AI encodings: a fixed index space per scenario and an observation from a view alone.
import { describe, expect, it } from 'vitest';
import { randomGame } from 'kriegsspiel/testing';
import { napoleonAtWar, type NawState } from 'kriegsspiel/rulesets/napoleon-at-war';

function states(scenario: string, seed: number, plies: number): NawState[] {
  const out: NawState[] = [];
  randomGame(napoleonAtWar, { scenario, seed }, { maxPlies: plies, onStart: (s) => out.push(s), onPly: (r) => out.push(r.after) });
  return out;
}

describe('Napoleon at War encodings', () => {
  for (const scenario of ['skirmish', 'wagram']) {
    it(`${scenario}: every legal action has its own index and decodes back to itself; the mask is the legal actions`, () => {
      const visited = states(scenario, 4, scenario === 'wagram' ? 400 : 2000);
      const encoder = napoleonAtWar.encoder(visited[0]!)!;
      let checked = 0;
      for (const state of visited.filter((_, i) => i % 5 === 0)) {
        const legal = napoleonAtWar.legalActions(state);
        const indices = legal.map((action) => encoder.encode(state, action));
        expect(new Set(indices).size).toBe(legal.length);
        indices.forEach((index, i) => expect(encoder.decode(state, index)).toEqual(legal[i]));
        const mask = encoder.legalMask(state);
        expect(mask.reduce((a, b) => a + b, 0)).toBe(legal.length);
        expect(napoleonAtWar.encoder(state)!.actionSize).toBe(encoder.actionSize);
        checked += legal.length;
      }
      expect(checked).toBeGreaterThan(100);
    });
  }

  it('the observation follows its documented layout: strength planes, terrain one-hot, scalars', () => {
    const [start] = states('skirmish', 1, 0);
    const seen = napoleonAtWar.view(start!, 'french');
    if (!seen.ok) throw new Error(seen.violation.message);
    const encoder = napoleonAtWar.encoder(start!)!;
    const observation = encoder.observe(seen.view, 'french');
    const part = (name: string) => encoder.layout.parts.find((p) => p.name === name)!;
    const hexes = part('moved').shape[1]!;
    const total = (name: string, from = 0, count = part(name).shape.reduce((a, b) => a * b, 1)) =>
      observation.slice(part(name).offset + from, part(name).offset + from + count).reduce((a, b) => a + b, 0);
    const strength = (side: 'french' | 'coalition') =>
      start!.units.filter((u) => u.side === side && u.status === 'active').reduce((n, u) => n + u.strength, 0);
    expect(total('strength', 0, 3 * hexes)).toBe(strength('french'));
    expect(total('strength', 3 * hexes, 3 * hexes)).toBe(strength('coalition'));
    expect(total('terrain')).toBe(hexes); // one terrain per hex
    expect(observation.length).toBe(encoder.layout.size);
    const french = encoder.observe(seen.view, 'french');
    const coalition = encoder.observe(seen.view, 'coalition');
    expect(french).not.toEqual(coalition); // the observer one-hot differs
  });

  it('an unknown unit and an index outside the space have no action', () => {
    const [start] = states('skirmish', 1, 0);
    const encoder = napoleonAtWar.encoder(start!)!;
    expect(encoder.encode(start!, { type: 'move', unit: 'nobody', to: '0101' })).toBe(-1);
    expect(encoder.decode(start!, encoder.actionSize)).toBeNull();
    expect(encoder.decode(start!, -1)).toBeNull();
  });
});
