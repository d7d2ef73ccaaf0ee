import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  arbitraryCorruption,
  arbitraryPlayout,
  arbitrarySeed,
  canonicalJson,
  ConformanceFailure,
  corruptJsonAt,
  createTestRng,
  deepFreeze,
  gameSpecs,
  jsonPaths,
  mutatedActions,
  randomGame,
  relatedPaths,
  runConformance,
} from 'kriegsspiel/testing';
import { chitPull } from '../fixtures/chitPull/chitPull.js';
import { hiddenUnits } from '../fixtures/hiddenUnits/hiddenUnits.js';

describe('canonicalJson', () => {
  it('ignores key order at every level', () => {
    expect(canonicalJson({ to: 3, type: 'move' })).toBe(canonicalJson({ type: 'move', to: 3 }));
    expect(canonicalJson({ a: [{ y: 1, x: 2 }] })).toBe('{"a":[{"x":2,"y":1}]}');
  });
});

describe('deepFreeze', () => {
  it('freezes nested objects and arrays in place', () => {
    const value = deepFreeze({ units: [{ hex: '0101' }] });
    expect(Object.isFrozen(value.units[0])).toBe(true);
    expect(() => {
      (value.units as { hex: string }[]).push({ hex: '0102' });
    }).toThrow(TypeError);
  });
});

describe('createTestRng', () => {
  it('is deterministic and stays in range', () => {
    const a = createTestRng(1);
    const b = createTestRng(1);
    const rolls = Array.from({ length: 50 }, () => a.int(1, 6));
    expect(rolls).toEqual(Array.from({ length: 50 }, () => b.int(1, 6)));
    expect(rolls.every((r) => r >= 1 && r <= 6)).toBe(true);
    expect(a.pick([])).toBeUndefined();
    expect(a.index(0)).toBe(0);
  });
});

describe('corruptJsonAt', () => {
  it('replaces one inner value with a value of a wrong kind, leaving the original alone', () => {
    const doc = { units: [{ hex: '0101' }] };
    expect(jsonPaths(doc)).toEqual([['units'], ['units', 0], ['units', 0, 'hex']]);
    const corrupted = corruptJsonAt(doc, 2, 0);
    expect(corrupted).toMatchObject({ value: { units: [{ hex: 0 }] }, at: 'units[0].hex', replacement: 0 });
    expect(doc.units[0]?.hex).toBe('0101');
    expect(corruptJsonAt({}, 0, 0)).toBeNull();
  });

  it('never puts a value of the same kind, nor null', () => {
    fc.assert(
      fc.property(arbitraryCorruption({ n: 1, s: 'x', b: true, z: null, a: [1], o: { k: 1 } }), (c) => {
        expect(c.replacement).not.toBeNull();
        const kind = (v: unknown) => (Array.isArray(v) ? 'array' : v === null ? 'null' : typeof v);
        let original: unknown = { n: 1, s: 'x', b: true, z: null, a: [1], o: { k: 1 } };
        for (const key of c.path) original = (original as Record<string | number, unknown>)[key];
        expect(kind(c.replacement)).not.toBe(kind(original));
      }),
    );
  });

  it('relates paths that name the same field or one inside the other', () => {
    expect(relatedPaths('state.units[3]', 'state.units[3].hex')).toBe(true);
    expect(relatedPaths('state.units', 'state.units[0]')).toBe(true);
    expect(relatedPaths('state.unit', 'state.units')).toBe(false);
    expect(relatedPaths('state.turn', 'state.units')).toBe(false);
  });
});

describe('mutatedActions', () => {
  it('makes fresh variants of the known actions, deterministically', () => {
    const known = [{ type: 'move', unit: 'f1', to: 1 }, { type: 'reconnoitre', unit: 'a2' }, { type: 'pass' }];
    const first = mutatedActions(known, createTestRng(5), 40);
    expect(first).toHaveLength(40);
    expect(first).toEqual(mutatedActions(known, createTestRng(5), 40));
    expect(first.some((a) => !known.some((k) => canonicalJson(k) === canonicalJson(a)))).toBe(true);
    expect(mutatedActions([], createTestRng(5), 10)).toEqual([]);
  });
});

describe('randomGame and arbitraryPlayout', () => {
  it('plays the same game from the same seed', () => {
    const a = randomGame(chitPull, { scenario: 'meeting', seed: 7, chanceMode: 'explicit' }, { maxPlies: 500 });
    const b = randomGame(chitPull, { scenario: 'meeting', seed: 7, chanceMode: 'explicit' }, { maxPlies: 500 });
    expect(a.actions).toEqual(b.actions);
    expect(a.result.terminal).toBe(true);
    expect(() => randomGame(chitPull, { scenario: 'nowhere', seed: 1 }, { maxPlies: 5 })).toThrow(/unknown-scenario/);
  });

  it('draws game prefixes with every state', () => {
    fc.assert(
      fc.property(arbitraryPlayout(hiddenUnits, { scenario: 'skirmish' }, { maxPlies: 30 }), (p) => {
        expect(p.states).toHaveLength(p.actions.length + 1);
        expect(p.states[0]).toBe(p.initial);
        expect(p.states.at(-1)).toBe(p.final);
        expect(hiddenUnits.view(p.final, 'french').ok).toBe(true);
      }),
      { numRuns: 20 },
    );
    fc.assert(fc.property(arbitrarySeed, (seed) => Number.isInteger(seed) && seed >= 0));
  });
});

describe('gameSpecs', () => {
  it('spreads games over the scenarios and both chance modes', () => {
    const specs = gameSpecs({ ruleset: chitPull, seed: 10 }, { count: 4 });
    expect(specs.map((g) => [g.scenario, g.seed, g.chanceMode])).toEqual([
      ['meeting', 10, 'auto'],
      ['skirmish', 11, 'auto'],
      ['meeting', 12, 'explicit'],
      ['skirmish', 13, 'explicit'],
    ]);
  });
});

describe('runConformance', () => {
  it('registers one named test per check with any runner, splitting the random games', () => {
    const names: string[] = [];
    let suite = '';
    runConformance(
      { ruleset: chitPull, games: 600, gamesPerTest: 250 },
      { describe: (name, body) => ((suite = name), body()), it: (name) => void names.push(name) },
    );
    expect(suite).toBe('conformance: fixture-chit-pull');
    expect(names.filter((n) => n.startsWith('random games'))).toEqual([
      'random games 1-250 end without errors or dead ends',
      'random games 251-500 end without errors or dead ends',
      'random games 501-600 end without errors or dead ends',
    ]);
    expect(names).toHaveLength(18);
  });

  it('fails with a message saying how to reproduce', () => {
    const failure = new ConformanceFailure('views', 'leak', {
      game: { scenario: 'x', label: '"x"', seed: 3, chanceMode: 'auto' },
      ply: 4,
      action: { type: 'pass' },
    });
    expect(failure.message).toBe('[views] leak (scenario "x", seed 3, auto chance, ply 4, action {"type":"pass"})');
    expect(failure).toBeInstanceOf(Error);
  });
});
