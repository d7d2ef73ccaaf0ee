import type { JdgScenario } from '../../scenario.js';
import { allAt, at, neighboursOf, on } from './placements.js';

const NO_BRIDGES = { destroyed: [], pontoons: [] };
const DUMMIES = { french: { infantry: 5, cavalry: 3 }, coalition: { infantry: 3, cavalry: 2 } };
const PONTOONS = { french: 2, coalition: 1 };
const ALEXANDER = { general: 'alexandre', army: 'russie' };
const MORTIER = { piece: 'mortier', side: 'french', maxPf: 2, from: { year: 1805, month: 11, half: 'beginning' } } as const;

/** S4 and S6's set-up. */
const ULM_1805 = [
  ...allAt('strasbourg', 'g:napoleon', 'bessieres', 'lannes', 'murat'),
  ...allAt('landau', 'g:ney', 'ney'),
  ...allAt('spire', 'g:soult', 'soult'),
  ...allAt('manheim', 'g:davout', 'davout'),
  at('marmont', 'mayence'),
  at('bernadotte', 'frankfurt'),
  at('deroi', 'bamberg'),
  // "at Ulm or in any adjacent space (free choice)": each counter's owner chooses
  ...['g:ferdinand', 'mack', 'schwarzenberg', 'riesch', 'werneck'].map((p) => at(p, ['ulm', ...neighboursOf('ulm')])),
  at('kienmayer', 'neuburg', { pf: 3 }),
  at('co-A', 'munich', { pf: 2, attachedTo: 'kienmayer' }),
  at('jellacic', 'ravensburg'),
  at('co-B', 'eger', { pf: 1, army: 'allemagne' }),
];

const KUTUZOV = (box: string) => [...allAt(box, 'g:koutousov', 'koutousov', 'bagration', 'constantine'), at('co-1R', box, { pf: 1, army: 'russie' })];

/** S4: Ulm. */
export const S4: JdgScenario = {
  id: 'danube-s4',
  name: 'S4 Ulm',
  campaign: 'A',
  map: 'danube',
  roster: 'A',
  first: { year: 1805, month: 9, half: 'end' },
  turns: 4,
  setup: ULM_1805,
  reinforcements: [...on(2, KUTUZOV('troppau')), ...on(4, [at('augereau', 'strasbourg')])],
  pfReinforcements: [],
  victory: {
    boxes: [
      { box: 'ulm', points: 1, for: 'both' },
      { box: 'augsbourg', points: 2, for: 'both' },
      ...['munich', 'innsbruck', 'salzbourg'].map((box) => ({ box, points: 3, for: 'both' }) as const),
      { box: 'vienne', points: 10, for: 'both' },
    ],
    control: Object.fromEntries(['ulm', 'augsbourg', 'munich', 'innsbruck', 'salzbourg', 'vienne'].map((b) => [b, 'coalition'])),
    crossings: [],
  },
  dummies: DUMMIES,
  pontoons: PONTOONS,
  bridges: NO_BRIDGES,
  special: {},
  provenance: 'JdG S4. Generals are the counters the set-up names twice, and Napoléon, Ferdinand and Koutousov; Bessières (the Guard), Lannes and Murat are units. Detachment B at Eger is independent and answers to the Armée d\'Allemagne (the scenario\'s note), as does 1R to the Russian army.',
};

/** S5: Austerlitz. */
export const S5: JdgScenario = {
  id: 'danube-s5',
  name: 'S5 Austerlitz',
  campaign: 'A',
  map: 'danube',
  roster: 'A',
  first: { year: 1805, month: 11, half: 'beginning' },
  turns: 4,
  setup: [
    ...allAt('molk', 'g:napoleon', 'bessieres', 'lannes', 'murat'),
    ...allAt('landsberg', 'g:ney', 'ney'),
    ...allAt('amstetten', 'g:soult', 'soult'),
    ...allAt('gaming', 'g:davout', 'davout'),
    at('marmont', 'st-ganing'),
    at('bernadotte', 'steyer'),
    at('deroi', 'salzbourg'),
    at('augereau', 'strasbourg'),
    at('g:ferdinand', 'prague'),
    at('co-A', 'prague', { pf: 5, army: 'allemagne' }),
    at('co-B', 'cham', { pf: 1, army: 'allemagne' }),
    at('jellacic', 'bregenz', { pf: 2 }),
    at('g:jean', 'kufstein'),
    at('co-C', 'kufstein', { pf: 2, army: 'allemagne' }),
    at('co-D', 'annaberg', { pf: 3, army: 'allemagne' }),
    at('co-E', 'vienne', { pf: 3, army: 'allemagne' }),
    at('liechtenstein', 'vienne'),
    ...KUTUZOV('tulln'),
  ],
  reinforcements: on(2, allAt('troppau', 'g:alexandre', 'buxhowden')),
  pfReinforcements: [],
  victory: { boxes: [{ box: 'vienne', points: 5, for: 'both' }], control: { vienne: 'french' }, crossings: [] },
  dummies: DUMMIES,
  pontoons: PONTOONS,
  bridges: NO_BRIDGES,
  special: { sovereign: ALEXANDER, namedDetachment: MORTIER },
  provenance: 'JdG S5. "The space between St Pölten and Vienne" is Tulln on the reconstructed map. Vienne is French at the start though Detachment E and Liechtenstein stand in it: the rules say so, and the battle there is fought on turn 1.',
};

/** S6: The Campaign of 1805. */
export const S6: JdgScenario = {
  id: 'danube-s6',
  name: 'S6 The Campaign of 1805',
  campaign: 'A',
  map: 'danube',
  roster: 'A',
  first: { year: 1805, month: 9, half: 'end' },
  turns: 7,
  setup: ULM_1805,
  reinforcements: [
    ...on(2, KUTUZOV('troppau')),
    ...on(3, [at('g:jean', 'brixen'), at('co-C', 'brixen', { pf: 2, army: 'tyrol' })]),
    ...on(4, [at('augereau', 'strasbourg'), at('liechtenstein', 'vienne', { otherwise: ['brunn', 'olmutz'] })]),
    ...on(5, allAt('troppau', 'g:alexandre', 'buxhowden')),
  ],
  pfReinforcements: [
    { turn: 3, side: 'french', arm: 'infantry', pf: 4 },
    { turn: 3, side: 'french', arm: 'cavalry', pf: 1 },
    { turn: 3, side: 'coalition', arm: 'infantry', pf: 3, army: 'allemagne' },
  ],
  victory: {
    boxes: [
      ...['ulm', 'augsbourg', 'munich', 'innsbruck', 'salzbourg', 'ratisbonne', 'passau'].map((box) => ({ box, points: 1, for: 'both' }) as const),
      { box: 'vienne', points: 3, for: 'both' },
    ],
    control: Object.fromEntries(['ulm', 'augsbourg', 'munich', 'innsbruck', 'salzbourg', 'ratisbonne', 'passau', 'vienne'].map((b) => [b, 'coalition'])),
    crossings: [],
  },
  dummies: DUMMIES,
  pontoons: PONTOONS,
  bridges: NO_BRIDGES,
  special: { sovereign: ALEXANDER, namedDetachment: MORTIER },
  provenance: 'JdG S6. Its set-up reads "same as scenario S.3 Ulm": Ulm is S4. Turn 3\'s "3 PF of Austrian infantry" go to the Armée d\'Allemagne; Archduke Jean\'s detachment answers to his own army.',
};
