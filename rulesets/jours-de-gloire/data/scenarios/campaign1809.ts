import type { JdgScenario } from '../../scenario.js';
import { allAt, at, mountainBoxesNextTo, on } from './placements.js';

const DUMMIES = { french: { infantry: 6, cavalry: 4 }, coalition: { infantry: 5, cavalry: 3 } };
const PONTOONS = { french: 2, coalition: 1 };
const HOFER_NOTE = 'Hofer is always in command and gains 2 cohesion in a mountain box (the roster line carries both); he answers to the Army of Italy.';

/** S7 and S9's set-up. */
const APRIL_1809 = [
  ...allAt('strasbourg', 'g:napoleon', 'walther'),
  at('oudinot', 'augsbourg'),
  at('g:davout', 'ratisbonne'),
  at('davout', 'ratisbonne', { pf: 4 }),
  at('fr-A', 'amberg', { pf: 4, attachedTo: 'davout' }),
  at('fr-B', 'nuremberg', { pf: 4, attachedTo: 'davout' }),
  ...allAt('ulm', 'g:massena', 'massena'),
  at('vandamme', 'hall'),
  at('bessieres', 'neumarkt'),
  at('lefebvre', 'munich', { pf: 4 }),
  at('fr-C', 'landshut', { pf: 2, attachedTo: 'lefebvre' }),
  at('fr-D', 'straubing', { pf: 2, attachedTo: 'lefebvre' }),
  ...allAt('lobositz', 'g:bellegarde', 'bellegarde'),
  at('kollowrath', 'pilsen'),
  ...allAt('braunau', 'g:liechtenstein', 'hohenzollern'),
  at('rosenberg', 'braunau', { pf: 8 }),
  ...allAt('braunau', 'liechtenstein-inf', 'liechtenstein-cav'),
  at('co-A', 'passau', { pf: 1, attachedTo: 'rosenberg' }),
  ...allAt('laufen', 'g:charles', 'louis'),
  at('hiller', 'laufen', { pf: 9 }),
  ...allAt('laufen', 'kienmayer-inf', 'kienmayer-cav'),
  at('co-D', 'salzbourg', { pf: 3, attachedTo: 'hiller' }),
];

const TYROL = [at('hofer', mountainBoxesNextTo('innsbruck', 'kufstein')), at('co-F', 'brixen', { pf: 4, attachedTo: 'chasteler' })];
const ITALY = {
  french: [at('g:eugene', 'klagenfurt'), at('macdonald', 'klagenfurt', { pf: 4 }), at('grenier', 'klagenfurt', { pf: 4 }), at('baraguey', 'klagenfurt', { pf: 3 }), at('grouchy', 'klagenfurt', { pf: 2 })],
  coalition: [at('g:jean', 'volkermarkt'), at('chasteler', 'volkermarkt', { pf: 5 }), at('gyulai', 'volkermarkt', { pf: 7 })],
};
const JUNOT_DETACHMENT = at('fr-F', 'frankfurt', { pf: 2, attachedTo: 'junot' });
const VP_CONTROL = (boxes: readonly string[]) => Object.fromEntries(boxes.map((b) => [b, b === 'innsbruck' ? 'french' : 'coalition'] as const));

/** S7: Eckmühl. */
export const S7: JdgScenario = {
  id: 'danube-s7',
  name: 'S7 Eckmühl',
  campaign: 'W',
  map: 'danube',
  roster: 'W',
  first: { year: 1809, month: 4, half: 'beginning' },
  turns: 6,
  setup: APRIL_1809,
  reinforcements: [...on(3, [at('bernadotte', 'zwickau'), ...TYROL]), ...on(4, [...ITALY.french, ...ITALY.coalition])],
  pfReinforcements: [],
  victory: {
    boxes: [
      { box: 'ratisbonne', points: 1, for: 'both' },
      ...['linz', 'enns'].map((box) => ({ box, points: 2, for: 'both' }) as const),
      ...['salzbourg', 'innsbruck'].map((box) => ({ box, points: 3, for: 'both' }) as const),
      { box: 'vienne', points: 10, for: 'both' },
    ],
    control: VP_CONTROL(['ratisbonne', 'linz', 'enns', 'salzbourg', 'innsbruck', 'vienne']),
    crossings: [],
  },
  dummies: DUMMIES,
  pontoons: PONTOONS,
  bridges: { destroyed: [], pontoons: [] },
  special: {},
  provenance: `JdG S7. "Ems", paired with Linz for 2 PV, is read as Enns (the old French spelling "Ens"), not Hohenems. ${HOFER_NOTE} Detachment F is attached to de Chasteler, who arrives a turn later.`,
};

/** S8: Wagram. */
export const S8: JdgScenario = {
  id: 'danube-s8',
  name: 'S8 Wagram',
  campaign: 'W',
  map: 'danube',
  roster: 'W',
  first: { year: 1809, month: 5, half: 'end' },
  turns: 6,
  setup: [
    ...allAt('vienne', 'g:napoleon', 'g:massena', 'walther', 'oudinot'),
    at('massena', 'vienne', { pf: 7 }),
    at('bessieres', 'vienne', { pf: 2 }),
    at('fr-1', ['essling', 'wiener-neustadt'], { pf: 1, attachedTo: 'bessieres' }),
    at('g:davout', 'st-polten'),
    at('davout', 'st-polten', { pf: 10 }),
    at('lefebvre', 'kufstein', { pf: 3 }),
    at('fr-A', 'salzbourg', { pf: 2, attachedTo: 'lefebvre' }),
    at('fr-B', 'st-johann', { pf: 1, attachedTo: 'lefebvre' }),
    at('vandamme', 'enns', { pf: 3 }),
    at('fr-E', 'ratisbonne', { pf: 1, attachedTo: 'vandamme' }),
    at('fr-D', 'passau', { pf: 1, attachedTo: 'vandamme' }),
    at('bernadotte', 'passau'),
    at('fr-2', 'augsbourg', { pf: 1, army: 'allemagne-fr' }),
    ...ITALY.french,
    at('kollowrath', 'budweiss', { pf: 7 }),
    ...allAt('wagram', 'g:charles', 'g:liechtenstein', 'g:bellegarde'),
    at('bellegarde', 'wagram', { pf: 8 }),
    at('hohenzollern', 'wagram', { pf: 6 }),
    at('rosenberg', 'wagram', { pf: 8 }),
    at('hiller', 'wagram', { pf: 4 }),
    at('liechtenstein-inf', 'wagram'),
    at('liechtenstein-cav', 'wagram', { pf: 3 }),
    at('kienmayer-inf', 'wagram'),
    at('louis', 'kollabrunn', { pf: 5 }),
    at('co-D', 'radstadt', { pf: 3, attachedTo: 'hiller' }),
    at('hofer', 'innsbruck'),
    at('co-F', 'innsbruck', { pf: 4, attachedTo: 'chasteler' }),
    ...ITALY.coalition,
  ],
  reinforcements: [...on(3, [JUNOT_DETACHMENT, at('hongrois', 'raab', { pf: 7 })]), ...on(4, [at('junot', 'frankfurt', { pf: 4 })])],
  pfReinforcements: [],
  victory: { boxes: [{ box: 'vienne', points: 5, for: 'both' }], control: { vienne: 'french' }, crossings: [] },
  dummies: DUMMIES,
  pontoons: PONTOONS,
  bridges: {
    destroyed: [['kollabrunn', 'tulln'], ['vienne', 'wagram'], ['krems', 'st-polten'], ['presbourg', 'altenburg']],
    pontoons: [{ side: 'french', between: ['essling', 'wiener-neustadt'] }],
  },
  special: {},
  provenance: `JdG S8. Detachment 1 "at Essling and Wiener-Neustadt" (the two ends of the pontoons) is placed in either, its owner's choice. The set-up already uses Detachment E (Vandamme's): Junot's turn-3 detachment, also called E, takes counter F. Strengths below the roster's are losses before the scenario. ${HOFER_NOTE}`,
};

/** S9: The Campaign of 1809. */
export const S9: JdgScenario = {
  id: 'danube-s9',
  name: 'S9 The Campaign of 1809',
  campaign: 'W',
  map: 'danube',
  roster: 'W',
  first: { year: 1809, month: 4, half: 'beginning' },
  turns: 8,
  setup: APRIL_1809,
  reinforcements: [
    ...on(3, [at('bernadotte', 'zwickau'), ...TYROL]),
    ...on(4, [...ITALY.french, ...ITALY.coalition]),
    ...on(6, [JUNOT_DETACHMENT, at('hongrois', 'raab', { pf: 7 })]),
    ...on(7, [at('junot', 'frankfurt', { pf: 4 })]),
  ],
  pfReinforcements: [],
  victory: {
    boxes: [
      ...['munich', 'innsbruck', 'salzbourg', 'radstadt', 'ratisbonne', 'passau', 'linz'].map((box) => ({ box, points: 1, for: 'both' }) as const),
      { box: 'vienne', points: 3, for: 'both' },
    ],
    control: VP_CONTROL(['munich', 'innsbruck', 'salzbourg', 'radstadt', 'ratisbonne', 'passau', 'linz', 'vienne']),
    crossings: [],
  },
  dummies: DUMMIES,
  pontoons: PONTOONS,
  bridges: { destroyed: [], pontoons: [] },
  special: {
    // the optional rules, read when their options are on: the Italy die (odd: John's group, 2 or 4: Eugène's, 6: neither)
    italyReinforcements: {
      from: 4,
      groups: [
        { side: 'coalition', pieces: ITALY.coalition.map((p) => p.piece), faces: [1, 3, 5] },
        { side: 'french', pieces: ITALY.french.map((p) => p.piece), faces: [2, 4] },
      ],
    },
    // the French first: a 1 brings in one of three corps; the Austrians: a 6 Ferdinand, odd 2 PF for the Hungarians
    additionalReinforcements: {
      from: 4,
      rolls: [
        { side: 'french', faces: [1], units: [at('jerome', 'freiberg'), at('poniatowski', 'troppau'), at('marmont', 'volkermarkt')], notTwoTurnsRunning: true },
        { side: 'coalition', faces: [6], units: [at('ferdinand', 'troppau')], notTwoTurnsRunning: false, pf: { faces: [1, 3, 5], unit: 'hongrois', pf: 2 } },
      ],
    },
  },
  provenance: `JdG S9: S7's set-up, three more turns. ${HOFER_NOTE} The optional rules are options (italyReinforcements, additionalReinforcements) reading this scenario's special data. Marmont enters "in the easternmost box of the southern edge of the map": on this reconstructed map the southern edge is its bottom row, the boxes within a quarter of a degree of latitude of the southernmost (Villach 46.61°N: Brixen, Villach, Klagenfurt, Völkermarkt; the next box north, Körmend at 47.01°N, is a box's spacing further), whose easternmost is Völkermarkt (14.63°E), on the road from Laibach to Graz Marmont took in June 1809; an owner of the printed map replaces the box. The rule's "(in Clear Weather, two units may not enter on two consecutive turns)" is read as a mistranslation of the French "en clair" (that is to say): the French do not roll the turn after an additional unit entered, whatever the weather.`,
};
