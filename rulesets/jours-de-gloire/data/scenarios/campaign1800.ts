import type { JdgScenario } from '../../scenario.js';
import { allAt, at, boxesWhere } from './placements.js';

const NO_BRIDGES = { destroyed: [], pontoons: [] };

/** S1 and S3's set-up (both start on the same day). */
const SPRING_1800 = [
  ...allAt('bale', 'g:moreau', 'moreau', 'hautpoul'),
  ...allAt('zurich', 'g:lecourbe', 'lecourbe', 'nansouty'),
  ...allAt('colmar', 'st-cyr', 'sahuc'),
  at('st-suzanne', 'strasbourg'),
  ...allAt('donau-eschingen', 'g:kray', 'nauendorf-inf', 'nauendorf-cav'),
  at('sztaray-inf', 'heilbronn', { pf: 4 }),
  at('co-D', 'karlsruhe', { pf: 3, attachedTo: 'sztaray-inf' }),
  at('sztaray-cav', 'heidelberg'),
  at('reuss', 'kempfen', { pf: 5 }),
  at('co-E', 'bregenz', { pf: 5, attachedTo: 'reuss' }),
];

/** S1: Moreau's Offensive (spring 1800). */
export const S1: JdgScenario = {
  id: 'danube-s1',
  name: "S1 Moreau's Offensive (spring 1800)",
  campaign: 'H',
  map: 'danube',
  roster: 'H',
  first: { year: 1800, month: 4, half: 'end' },
  turns: 6,
  setup: SPRING_1800,
  reinforcements: [],
  pfReinforcements: [],
  victory: { boxes: [{ box: 'ulm', points: 3, for: 'both' }, { box: 'munich', points: 5, for: 'both' }], control: { ulm: 'coalition', munich: 'coalition' }, crossings: [] },
  dummies: { french: { infantry: 2, cavalry: 2 }, coalition: { infantry: 1, cavalry: 1 } },
  pontoons: { french: 1, coalition: 1 },
  bridges: NO_BRIDGES,
  special: {},
  provenance: 'JdG S1. "The box directly to the north of Baden" is Karlsruhe on the reconstructed map (data/MAP.md); the generals are the counters the set-up names twice (bold in the printed rules), d\'Hautpoul, Nansouty and Sahuc are cavalry units.',
};

/** S2: Hohenlinden. */
export const S2: JdgScenario = {
  id: 'danube-s2',
  name: 'S2 Hohenlinden',
  campaign: 'H',
  map: 'danube',
  roster: 'H',
  first: { year: 1800, month: 11, half: 'end' },
  turns: 3,
  setup: [
    ...allAt('munich', 'g:moreau', 'moreau', 'hautpoul'),
    ...allAt('freising', 'g:lecourbe', 'lecourbe', 'nansouty'),
    at('grenier', 'rosenheim'),
    ...allAt('braunau', 'g:jean', 'kollowrath-inf', 'kollowrath-cav', 'kienmayer'),
    at('hiller', 'salzbourg'),
    at('klenau', 'ratisbonne'),
  ],
  reinforcements: [],
  pfReinforcements: [],
  victory: {
    boxes: [{ box: 'munich', points: 5, for: 'coalition' }],
    control: { munich: 'french' },
    crossings: [
      // S2: across the Inn between Passau and Salzbourg, and the Traun between Linz and the box south of Wels
      { side: 'french', points: 2, boxes: ['braunau', 'laufen', 'salzbourg', 'ried'], label: 'crossed the Inn' },
      { side: 'french', points: 3, boxes: ['enns', 'steyer'], label: 'crossed the Traun' },
    ],
  },
  dummies: { french: { infantry: 2, cavalry: 2 }, coalition: { infantry: 1, cavalry: 1 } },
  pontoons: { french: 1, coalition: 1 },
  bridges: NO_BRIDGES,
  special: {},
  provenance: 'JdG S2. The Inn and Traun crossings are read as a French unit entering a box beyond the river: east of the Inn between Passau and Salzbourg (Braunau, Laufen, Salzbourg, Ried), east of the Traun between Linz and Gmunden (Enns, Steyr).',
};

/** S3: The Campaign of 1800 in Germany, with its armistice. */
export const S3: JdgScenario = {
  id: 'danube-s3',
  name: 'S3 The Campaign of 1800 in Germany',
  campaign: 'H',
  map: 'danube',
  roster: 'H',
  first: { year: 1800, month: 4, half: 'end' },
  turns: 17,
  setup: SPRING_1800,
  reinforcements: [],
  pfReinforcements: [],
  victory: {
    boxes: [
      { box: 'vienne', points: 10, for: 'french' },
      { box: 'ulm', points: 3, for: 'both' },
      { box: 'munich', points: 5, for: 'both' },
      { box: 'salzbourg', points: 3, for: 'both' },
    ],
    control: { vienne: 'coalition', ulm: 'coalition', munich: 'coalition', salzbourg: 'coalition' },
    crossings: [],
  },
  dummies: { french: { infantry: 3, cavalry: 2 }, coalition: { infantry: 2, cavalry: 1 } },
  pontoons: { french: 1, coalition: 1 },
  bridges: NO_BRIDGES,
  special: {
    armistice: {
      declaredWhen: { side: 'french', boxes: ['ulm', 'munich'] },
      zones: {
        // not east of the Vils (Amberg) and the Isar (Munich, Freising, Landshut); the Tyrol stays Austrian
        french: [...new Set([...boxesWhere((a) => a.lon <= 11.9 && !(a.terrain === 'mountain' && a.lat < 47.6)), 'landshut'])],
        // not west of the Inn south of the Danube, nor of Straubing-Cham-Pilsen-Prague north of it; the Tyrol's Inn valley
        coalition: [...new Set([...boxesWhere((a) => (a.danube === 'N' ? a.lon >= 12.57 : a.danube !== 'W' && a.lon >= 12.9)), 'kufstein', 'innsbruck', 'landeck', 'brixen'])],
      },
      endsOn: { year: 1800, month: 11, half: 'beginning' },
      resumesOn: { year: 1800, month: 11, half: 'end' },
      earlyBonus: { side: 'french', points: 2, before: { year: 1800, month: 7, half: 'beginning' } },
      penalties: [
        { before: { year: 1800, month: 9, half: 'beginning' }, points: 3 },
        { before: { year: 1800, month: 11, half: 'beginning' }, points: 2 },
      ],
      replaceAfter: 2,
      replaceWith: 'danube-s2',
      recovery: 1,
    },
  },
  provenance: 'JdG S3. "Same as Scenario S.1". The armistice zones are box lists read from the lines the rules draw (the Vils and the Isar; the Inn, and Straubing-Cham-Pilsen-Prague), by longitude on the reconstructed map.',
};
