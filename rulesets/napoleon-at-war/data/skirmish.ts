import type { NawScenario } from '../scenario.js';

/**
 * A small invented scenario on the skirmish test map: six units a side, a French reinforcement on turn 2, an allied
 * one on turn 3, a night turn, an exit, a town and a height worth points. It exercises every standard rule and is
 * the default game until the Wagram scenario lands. Not a historical battle (provenance: test).
 */
export const SKIRMISH: NawScenario = {
  id: 'skirmish',
  name: 'Skirmish at Dorf (test scenario)',
  provenance: 'test: invented to exercise the standard rules',
  map: 'naw-test-skirmish',
  sideNames: { french: 'French', coalition: 'Allied' },
  firstPlayer: 'french',
  turns: 6,
  nightTurns: [4],
  units: [
    { id: 'F1', side: 'french', kind: 'infantry', strength: 6, movement: 4, hex: '0304' },
    { id: 'F2', side: 'french', kind: 'infantry', strength: 6, movement: 4, hex: '0306' },
    { id: 'F3', side: 'french', kind: 'infantry', strength: 4, movement: 4, hex: '0405' },
    { id: 'F4', side: 'french', kind: 'cavalry', strength: 2, movement: 6, hex: '0207' },
    { id: 'F5', side: 'french', kind: 'artillery', strength: 6, movement: 4, hex: '0205' },
    { id: 'F6', side: 'french', kind: 'infantry', strength: 5, movement: 4, arrives: { turn: 2, entry: { edge: 'west' } } },
    { id: 'A1', side: 'coalition', kind: 'infantry', strength: 5, movement: 4, hex: '0805' },
    { id: 'A2', side: 'coalition', kind: 'infantry', strength: 5, movement: 4, hex: '0807' },
    { id: 'A3', side: 'coalition', kind: 'infantry', strength: 4, movement: 4, hex: '1003' },
    { id: 'A4', side: 'coalition', kind: 'cavalry', strength: 2, movement: 6, hex: '1007' },
    { id: 'A5', side: 'coalition', kind: 'artillery', strength: 4, movement: 4, hex: '1102' },
    { id: 'A6', side: 'coalition', kind: 'infantry', strength: 4, movement: 4, arrives: { turn: 3, entry: ['1204', '1205', '1206'] } },
  ],
  exits: [{ side: 'coalition', entry: { edge: 'west' }, cost: 1 }],
  victory: {
    eliminationPoints: true,
    places: [{ side: 'french', place: 'Dorf', points: 10, onEntry: true, atEnd: true }],
    exitPointsPerStrength: 1,
    regionStrength: [{ side: 'french', region: 'heights', perStrength: 1 }],
    minimum: null,
    grades: [
      { atLeast: 2, strictly: false, grade: 'decisive' },
      { atLeast: 1.5, strictly: false, grade: 'substantial' },
      { atLeast: 1, strictly: true, grade: 'marginal' },
    ],
  },
};
