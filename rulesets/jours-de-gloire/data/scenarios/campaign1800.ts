import type { JdgScenario } from '../../scenario.js';
import { allAt, at, boxesWhere, onOrEastOf } from './placements.js';

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

/** S2's counters, the French and the Austrians. */
const HOHENLINDEN_FRENCH = [...allAt('munich', 'g:moreau', 'moreau', 'hautpoul'), ...allAt('freising', 'g:lecourbe', 'lecourbe', 'nansouty'), at('grenier', 'rosenheim')];
const HOHENLINDEN_AUSTRIANS = [...allAt('braunau', 'g:jean', 'kollowrath-inf', 'kollowrath-cav', 'kienmayer'), at('hiller', 'salzbourg'), at('klenau', 'ratisbonne')];

/** S2: Hohenlinden. */
export const S2: JdgScenario = {
  id: 'danube-s2',
  name: 'S2 Hohenlinden',
  campaign: 'H',
  map: 'danube',
  roster: 'H',
  first: { year: 1800, month: 11, half: 'end' },
  turns: 3,
  setup: [...HOHENLINDEN_FRENCH, ...HOHENLINDEN_AUSTRIANS],
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

/**
 * S3's armistice zones. The Austrians: on or east of the Inn south of the Danube (Kufstein, Rosenheim, Braunau,
 * Passau; Rosenheim itself lies on its west bank), with the Tyrol of the Inn valley and beyond it; on or east of
 * Straubing-Cham-Pilsen-Prague north of it.
 * The French: on or west of the Vils (Amberg) and the Isar (Munich, Freising, Landshut), and none of the Austrians'.
 */
const AUSTRIAN_ZONE = [
  ...boxesWhere((a) => (a.danube === 'N' ? onOrEastOf('straubing', 'cham', 'pilsen', 'prague')(a) : a.danube !== 'W' && onOrEastOf('kufstein', 'rosenheim', 'braunau', 'passau')(a))),
  'innsbruck', 'landeck', 'brixen',
].filter((b) => b !== 'rosenheim');
const FRENCH_ZONE = [...boxesWhere((a) => a.lon <= 11.9), 'landshut'].filter((b) => !AUSTRIAN_ZONE.includes(b));

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
      zones: { french: FRENCH_ZONE, coalition: AUSTRIAN_ZONE },
      endsOn: { year: 1800, month: 11, half: 'beginning' },
      resumesOn: { year: 1800, month: 11, half: 'end' },
      earlyBonus: { side: 'french', points: 2, before: { year: 1800, month: 7, half: 'beginning' } },
      penalties: [
        { before: { year: 1800, month: 9, half: 'beginning' }, points: 3 },
        { before: { year: 1800, month: 11, half: 'beginning' }, points: 2 },
      ],
      replaceAfter: 2,
      // S2's counters, each side's in one box of its zone (S2's headquarters), face down: the enemy cannot tell them apart
      replacement: [...HOHENLINDEN_FRENCH.map((p) => ({ ...p, box: 'munich' })), ...HOHENLINDEN_AUSTRIANS.map((p) => ({ ...p, box: 'braunau' }))],
      recovery: 1,
    },
  },
  provenance:
    'JdG S3. "Same as Scenario S.1". The armistice zones are box lists read from the lines the rules draw on the reconstructed map: the Inn through Kufstein, Rosenheim (on its west bank: not Austrian), Braunau and Passau, the Tyrol (Innsbruck, Landeck, Brixen: the Inn valley and beyond) Austrian; Straubing-Cham-Pilsen-Prague, held north of Prague (Karlsbad, Lobositz and Saxony are west of it); the Vils at Amberg and the Isar down to Landshut, by longitude (11.9). Straubing and Ratisbonne, between the Isar, the Naab and the Inn, are in neither zone. The replacement counters are S2\'s at the roster\'s strength, brought in at Munich and Braunau (S2\'s headquarters) before they are redeployed.',
};
