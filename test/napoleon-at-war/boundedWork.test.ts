// Bounded inputs (issue 8): no input that passes validation costs more than its size. Scenarios, options and saved
// states with extreme-but-valid numbers (every limit of LIMITS, the cheapest costs, the largest grid MAP_LIMITS
// allows) set up, list and apply within a budget counted in work, never timed: the hexes the grid lists for radii,
// the legal actions and the action space, each bounded by units x hexes per decision.
import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadState, MAP_LIMITS, serializeState, type HexGrid } from 'kriegsspiel';
import { BUILT_IN_SCENARIOS, createNapoleonAtWar, LIMITS, type NawOptions, type NawScenario, type NawState } from 'kriegsspiel/rulesets/napoleon-at-war';

const SKIRMISH = BUILT_IN_SCENARIOS['skirmish']!;
const PLIES = 6;

/** The largest grid the map format allows (100 x 100 hexes), clear but for what the skirmish scenario names. */
const LARGEST_MAP = {
  id: 'largest',
  name: 'The largest map',
  provenance: { kind: 'test' },
  grid: { idFormat: 'CCRR', orientation: 'flat', shifted: 'even', columns: { first: 0, last: 99 }, rows: { first: 0, last: 99 } },
  terrainTypes: ['clear', 'forest'],
  defaultTerrain: 'clear',
  terrain: { forest: ['0505', '0506'] },
  places: [{ name: 'Dorf', hexes: ['0606'] }],
  regions: { heights: ['0909', '0910'] },
  edges: { west: 'firstColumn', east: 'lastColumn', north: 'firstRow', south: 'lastRow' },
};

/** Movement points in halves from `min` to `max`. */
const halves = (min: number, max: number) => fc.integer({ min: min * 2, max: max * 2 }).map((n) => n / 2);

/** Extreme-but-valid scenarios: every allowance, strength, radius and turn count up to its limit, on either map. */
const scenarios: fc.Arbitrary<NawScenario> = fc
  .record({
    largest: fc.boolean(),
    turns: fc.integer({ min: SKIRMISH.turns, max: LIMITS.turns }),
    movement: fc.array(fc.integer({ min: 1, max: LIMITS.movement }), { minLength: SKIRMISH.units.length, maxLength: SKIRMISH.units.length }),
    strength: fc.integer({ min: 0, max: LIMITS.strength }),
    radius: fc.option(fc.integer({ min: 0, max: LIMITS.radius })),
    exitCost: halves(LIMITS.minCost, LIMITS.cost),
  })
  .map(({ largest, turns, movement, strength, radius, exitCost }) => ({
    ...SKIRMISH,
    id: 'extreme',
    map: largest ? LARGEST_MAP : SKIRMISH.map,
    turns,
    exits: SKIRMISH.exits.map((exit) => ({ ...exit, cost: exitCost })),
    units: SKIRMISH.units.map((unit, i) => ({
      ...unit,
      movement: movement[i]!,
      strength: i === 0 ? strength : unit.strength,
      // The French set-up hexes become set-up areas of the radius (Wagram 13.1): the owner chooses within it.
      ...(radius !== null && unit.side === 'french' && unit.hex !== undefined ? { setupArea: { near: unit.hex, within: radius } } : {}),
    })),
  }));

/** Extreme-but-valid options: the cheapest entry costs (1/2), added costs from 0, the longest bombardment range. */
const options: fc.Arbitrary<Partial<NawOptions>> = fc.record({
  hexsideCosts: fc.record({ road: halves(LIMITS.minCost, LIMITS.cost), trail: halves(LIMITS.minCost, LIMITS.cost), stream: halves(0, LIMITS.cost), slope: halves(0, LIMITS.cost) }),
  terrain: fc.record({
    clear: fc.record({ cost: halves(LIMITS.minCost, LIMITS.cost), roadOnly: fc.constant(false), defense: fc.constant(1), blocksLineOfSight: fc.constant(false) }),
    forest: fc.record({ cost: halves(LIMITS.minCost, LIMITS.cost), roadOnly: fc.boolean(), defense: fc.integer({ min: 1, max: 10 }), blocksLineOfSight: fc.boolean() }),
  }),
  bombardmentRange: fc.integer({ min: 1, max: 10 }),
});

/** Counts the hexes the grid lists for radii (range and ring) from now on: the work radii from input cost. */
function countListedHexes(grid: HexGrid): () => number {
  let listed = 0;
  const { range, ring } = grid;
  Object.assign(grid, {
    range: (centre: number, radius: number) => { const out = range(centre, radius); listed += out.length; return out; },
    ring: (centre: number, radius: number) => { const out = ring(centre, radius); listed += out.length; return out; },
  });
  return () => listed;
}

describe('no accepted input costs more than its size (issue 8, fuzz)', () => {
  it('extreme-but-valid scenarios, options and saved states set up, list and apply within units x hexes per decision', () => {
    fc.assert(
      fc.property(scenarios, options, fc.nat(1_000_000), (scenario, overrides, seed) => {
        const naw = createNapoleonAtWar(); // a fresh instance: its compiled context is this run's alone
        const made = naw.setup(scenario, overrides, seed);
        if (!made.ok) throw new Error(made.violation.message);
        const compiled = naw.contextOf(made.state);
        if (!compiled.ok) throw new Error(compiled.violation.message);
        const { map, setupAreas } = compiled.context;
        expect(map.size).toBeLessThanOrEqual(MAP_LIMITS.hexes);
        expect(setupAreas.every((area) => area === null || area.length <= map.size)).toBe(true);
        const budget = scenario.units.length * map.size + 64; // per decision: a move of each unit to each hex, and a few
        const listed = countListedHexes(map.grid);
        let state: NawState = made.state;
        let work = 0;
        for (let ply = 0; ply < PLIES && naw.decision(state).kind !== 'terminal'; ply++) {
          const legal = naw.legalActions(state);
          const space = naw.actionSpace(state)?.size ?? 0;
          expect(legal.length).toBeLessThanOrEqual(budget);
          expect(space).toBeLessThanOrEqual(budget);
          work += legal.length + space;
          const next = naw.apply(state, legal[(seed + ply) % legal.length]!);
          if (!next.ok) throw new Error(next.violation.message);
          state = next.state;
        }
        expect(work + listed()).toBeLessThanOrEqual(3 * PLIES * budget);
        // The state reached saves and loads (the scenario travels inline) and lists within the same budget.
        const loaded = loadState(naw, serializeState(naw, state));
        if (!loaded.ok) throw new Error(loaded.error.message);
        if (naw.decision(loaded.state).kind !== 'terminal') expect(naw.legalActions(loaded.state).length).toBeLessThanOrEqual(budget);
      }),
      { numRuns: 24, seed: 8 },
    );
  });
});

describe('values past LIMITS are refused, naming the field', () => {
  const unit0 = (change: object): NawScenario => ({ ...SKIRMISH, units: SKIRMISH.units.map((u, i) => (i === 0 ? { ...u, ...change } : u)) });
  const roll = { turn: 2, entry: ['0101'], roll: { group: 'g', lastTurn: 3, on: [1, 2, 3, 4, 5, 6, 6] } };
  const cases: readonly [string, NawScenario, Partial<NawOptions>, RegExp][] = [
    ['a movement allowance', unit0({ movement: LIMITS.movement + 1 }), {}, /^scenario\.units\[0\]\.movement: /],
    ['a strength', unit0({ strength: LIMITS.strength + 1 }), {}, /^scenario\.units\[0\]\.strength: /],
    ['a set-up radius', unit0({ setupArea: { near: '0304', within: LIMITS.radius + 1 } }), {}, /^scenario\.units\[0\]\.setupArea/],
    ['a unit id', unit0({ id: 'x'.repeat(LIMITS.name + 1) }), {}, /^scenario\.units\[0\]\.id: /],
    ['a unit name with a control character', unit0({ name: 'Lannes\u001b[2J' }), {}, /^scenario\.units\[0\]\.name: expected no control characters/],
    ['the die faces of a roll', unit0({ hex: undefined, arrives: roll }), {}, /^scenario\.units\[0\]\.arrives\.roll\.on: /],
    ['the turns', { ...SKIRMISH, turns: LIMITS.turns + 1 }, {}, /^scenario\.turns: /],
    ['the units', { ...SKIRMISH, units: Array.from({ length: LIMITS.units + 1 }, (_, i) => ({ ...SKIRMISH.units[0]!, id: `u${i}` })) }, {}, /^scenario\.units: /],
    ['an exit cost', { ...SKIRMISH, exits: [{ ...SKIRMISH.exits[0]!, cost: 0.25 }] }, {}, /^scenario\.exits\[0\]\.cost: /],
    ['the bombardment range', SKIRMISH, { bombardmentRange: 11 }, /^options\.bombardmentRange: /],
    ['a terrain cost', SKIRMISH, { terrain: { clear: { cost: LIMITS.cost + 0.5, roadOnly: false, defense: 1, blocksLineOfSight: false } } }, /^options\.terrain\.clear\.cost: /],
    ['the terrain chart', SKIRMISH, { terrain: Object.fromEntries(Array.from({ length: LIMITS.terrains + 1 }, (_, i) => [`t${i}`, { cost: 1, roadOnly: false, defense: 1, blocksLineOfSight: false }])) }, /^options\.terrain: 257 entries, at most 256/],
  ];

  it.each(cases)('%s', (_what, scenario, overrides, field) => {
    const made = createNapoleonAtWar().setup({ ...scenario, id: 'past-the-limits' }, overrides);
    expect(made.ok).toBe(false);
    if (!made.ok) expect(made.violation.message).toMatch(field);
  });
});
