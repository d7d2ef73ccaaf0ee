/**
 * A small test battlefield for A Crowning Glory's rule tests: rows 10-17, columns 01-10, on the same grid
 * conventions as the Austerlitz map (RRCC ids, pointy hexes, odd rows shifted toward higher columns; column 01 the
 * east edge), with one of each terrain and hexside the rules name.
 */
import type { AcgScenario, ScenarioUnit } from 'kriegsspiel/rulesets/a-crowning-glory';

const ids = (rows: [number, number], cols: [number, number]): string[] => {
  const out: string[] = [];
  for (let r = rows[0]; r <= rows[1]; r++) for (let c = cols[0]; c <= cols[1]; c++) out.push(`${r}${String(c).padStart(2, '0')}`);
  return out;
};

/** The test map: a town at 1306, the fortress 1406, a forest 1203, All-Pond 1608, a stream with a road crossing, a hillcrest, ponds. */
export const TEST_MAP = {
  id: 'acg-test',
  name: 'A Crowning Glory test field',
  provenance: { kind: 'test' },
  grid: { idFormat: 'RRCC', orientation: 'pointy', shifted: 'odd', rows: { first: 10, last: 17 }, columns: { first: 1, last: 10 } },
  terrainTypes: ['clear', 'forest', 'marsh', 'town', 'fortress', 'all-pond'],
  defaultTerrain: 'clear',
  terrain: { town: ['1306', '1002'], fortress: ['1406'], forest: ['1203'], marsh: ['1503'], 'all-pond': ['1608'] },
  hexsides: [
    { between: ['1304', '1305'], features: ['stream'] },
    { between: ['1404', '1405'], features: ['stream', 'road'] },
    { between: ['1103', '1104'], features: ['hillcrest'], uphill: '1103' },
    { between: ['1207', '1307'], features: ['pond'] },
  ],
  places: [{ name: 'Testburg', hexes: ['1306'] }],
  regions: { 'west-of-front-line': ids([10, 17], [6, 10]), 'west-half': ids([10, 17], [6, 10]) },
  edges: { north: 'firstRow', south: 'lastRow', east: 'firstColumn', west: 'lastColumn' },
};

const unit = (id: string, side: 'french' | 'allied', arm: 'infantry' | 'cavalry', steps: number, setup: ScenarioUnit['setup']): ScenarioUnit => ({
  id, name: id, side, nation: side === 'french' ? 'french' : 'russian', arm, steps, ...(setup === undefined ? {} : { setup }),
});

/** A three-turn battle on the test map. */
export function testScenario(overrides: Partial<AcgScenario> = {}): AcgScenario {
  return {
    id: 'acg-test-battle',
    name: 'Test battle',
    map: TEST_MAP as never,
    turns: { first: 1, last: 3 },
    turnLabels: ['7a', '8a', '9a'],
    units: [
      unit('f-inf', 'french', 'infantry', 4, '1306'),
      unit('f-cav', 'french', 'cavalry', 3, '1208'),
      unit('f-res', 'french', 'infantry', 3, 'reserve'),
      unit('a-inf', 'allied', 'infantry', 5, '1304'),
      unit('a-cav', 'allied', 'cavalry', 2, '1502'),
    ],
    markers: [
      { id: 'f-art', side: 'french', nation: 'french', value: 2 },
      { id: 'a-art', side: 'allied', nation: 'russian', value: 3 },
    ],
    reserveHexes: ['1010', '1110'],
    variableEntry: ['1710', '1610'],
    deployments: [],
    artilleryChoices: [],
    frenchControl: 'west-of-front-line',
    victory: 'battle',
    provenance: 'test fixture',
    ...overrides,
  };
}
