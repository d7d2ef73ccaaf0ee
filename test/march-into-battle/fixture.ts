// A small test battle for March into Battle: a 10 x 8 map with a village, a wood, a stream, a creek and a bridged
// river, two formations a side, reinforcements and a bridge that breaks.
import type { MibScenario } from 'kriegsspiel/rulesets/march-into-battle';

const ids = (cols: readonly number[], rows: readonly number[]) => cols.flatMap((c) => rows.map((r) => `${String(c).padStart(2, '0')}${String(r).padStart(2, '0')}`));

/** The test battle's map: French in the south (rows 7-8), Austrians entering from the north (row 1). */
export const testMap = {
  id: 'mib-test',
  name: 'March into Battle test map',
  provenance: { kind: 'test' },
  grid: { idFormat: 'CCRR', orientation: 'flat', shifted: 'even', columns: { first: 1, last: 10 }, rows: { first: 1, last: 8 } },
  terrainTypes: ['clear', 'forest', 'village', 'town', 'swamp', 'river'],
  defaultTerrain: 'clear',
  terrain: { village: ['0404'], town: ['0705'], forest: ['0203', '0303'], swamp: ['0906'] },
  hexsides: [
    { between: ['0505', '0506'], features: ['stream'] },
    { between: ['0605', '0606'], features: ['creek'] },
    { between: ['0306', '0307'], features: ['river', 'bridge'] },
    { between: ['0206', '0207'], features: ['river'] },
    { between: ['0406', '0407'], features: ['river'] },
    { between: ['0404', '0405'], features: ['slope'], uphill: '0404' },
    { between: ['0402', '0403'], features: ['road'] },
    { between: ['0403', '0404'], features: ['road'] },
  ],
  places: [
    { name: 'Church', hexes: ['0404'] },
    { name: 'Granary', hexes: ['0705'] },
    { name: 'Bridgehead', hexes: ['0307'] },
  ],
  regions: {
    'french-start': ids([3, 4, 5, 6, 7], [6]),
    'french-entry': ['0308'],
    'french-supply': ['0308', '0208'],
    'french-edge': ids([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], [8]),
    'austrian-entry': ids([2, 4, 6, 8], [1]),
    'austrian-supply': ids([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], [1]),
    'austrian-edge': ids([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], [1]),
  },
} as const;

const unit = (id: string, side: 'french' | 'austrian', formation: string, kind: 'infantry' | 'cavalry' | 'artillery' | 'train' | 'engineer', sp: number, morale: number, extra: object = {}) => ({
  id, name: id, side, formation, kind, sp, morale, ...extra,
});

/** The test battle (12 turns, two of them night turns). */
export function testScenario(): MibScenario {
  return {
    id: 'mib-test',
    name: 'March into Battle test battle',
    map: testMap as unknown as Record<string, unknown>,
    turns: [
      ...['14', '15', '16', '17', '18', '19'].map((h) => ({ label: `${h}:00`, night: false })),
      { label: '21:00', night: true },
      { label: '00:00', night: true },
      ...['03', '04', '05', '06'].map((h) => ({ label: `${h}:00`, night: false })),
    ],
    formations: [
      { id: 'IV', name: 'IV Corps', side: 'french', commander: { id: 'massena', name: 'Masséna', rating: 5 } },
      { id: 'CR', name: 'Cavalry Reserve', side: 'french', commander: { id: 'bessieres', name: 'Bessières', rating: 3 } },
      { id: 'VI', name: 'VI Korps', side: 'austrian', commander: { id: 'hiller', name: 'Hiller', rating: 5 } },
      { id: 'KR', name: 'Cavalry Reserve', side: 'austrian', commander: { id: 'liechtenstein', name: 'Liechtenstein', rating: 3 } },
    ],
    armyCommanders: { french: { id: 'napoleon', name: 'Napoleon', rating: 5 }, austrian: { id: 'charles', name: 'Charles', rating: 4 } },
    units: [
      unit('molitor', 'french', 'IV', 'infantry', 7, 4),
      unit('legrand', 'french', 'IV', 'infantry', 5, 4),
      unit('iv-art', 'french', 'IV', 'artillery', 3, 4),
      unit('iv-train', 'french', 'IV', 'train', 4, 2),
      unit('engineers', 'french', 'IV', 'engineer', 1, 3),
      unit('lasalle', 'french', 'CR', 'cavalry', 5, 4),
      unit('espagne', 'french', 'CR', 'cavalry', 5, 5),
      unit('guard', 'french', 'IV', 'infantry', 4, 6, { guard: true }),
      unit('kottulinsky', 'austrian', 'VI', 'infantry', 8, 3, { organicCavalry: 1 }),
      unit('vincent', 'austrian', 'VI', 'infantry', 7, 3),
      unit('volunteers', 'austrian', 'VI', 'infantry', 3, 2),
      unit('vi-art', 'austrian', 'VI', 'artillery', 4, 3),
      unit('vi-train', 'austrian', 'VI', 'train', 4, 2),
      unit('hessen', 'austrian', 'KR', 'cavalry', 6, 5),
      unit('kienmayer', 'austrian', 'KR', 'cavalry', 4, 4, { horse: undefined }),
    ],
    placements: [
      ...['molitor', 'legrand', 'iv-art', 'lasalle', 'espagne', 'massena', 'bessieres', 'hq-french'].map((piece) => ({ piece, turn: 0, region: 'french-start' })),
      { piece: 'iv-train', turn: 0, region: 'french-supply' },
      { piece: 'engineers', turn: 0, region: 'french-supply' },
      { piece: 'guard', turn: 5, region: 'french-entry' },
      ...['kottulinsky', 'vincent', 'vi-art', 'hiller', 'hq-austrian', 'vi-train'].map((piece) => ({ piece, turn: 1, region: 'austrian-entry' })),
      ...['hessen', 'kienmayer', 'liechtenstein', 'volunteers'].map((piece) => ({ piece, turn: 2, region: 'austrian-entry' })),
    ],
    facing: { french: 2, austrian: 5 },
    armyMorale: { french: 8, austrian: 10 },
    supply: { french: 'french-supply', austrian: 'austrian-supply' },
    friendlyEdge: { french: 'french-edge', austrian: 'austrian-edge' },
    targets: ['Church', 'Granary', 'Bridgehead'],
    bridge: { side: 'french', entry: 'french-entry', breaks: [{ turn: 4, repaired: 7 }, { turn: 10, repaired: null }] },
    objectives: { church: 'Church', granary: 'Granary', bridgehead: 'Bridgehead', minor: [] },
  };
}
