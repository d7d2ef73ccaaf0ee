import type { AcgScenario, ScenarioUnit } from '../scenario.js';
import { ALLIED_UNITS } from './orderOfBattle/allied.js';
import { FRENCH_UNITS } from './orderOfBattle/french.js';
import { MARKERS } from './orderOfBattle/markers.js';

/** The clock of the turn track (ACG 1.2): turn 1 at 7 am, turn 10 at 4 pm. */
const TURN_LABELS = ['7a', '8a', '9a', '10a', '11a', '12m', '1p', '2p', '3p', '4p'];

/** Hex ids along a row or down a column. */
const alongRow = (row: number, [from, to]: [number, number]): string[] => Array.from({ length: to - from + 1 }, (_, i) => `${row}${String(from + i).padStart(2, '0')}`);
const downColumn = (col: number, [from, to]: [number, number]): string[] => Array.from({ length: to - from + 1 }, (_, i) => `${from + i}${String(col).padStart(2, '0')}`);

const PROVENANCE =
  'The rules of A Crowning Glory (LPS 2022) with a reconstructed map (data/MAP.md), order of battle and markers (data/ORDER_OF_BATTLE.md): every unit and marker carries its own provenance.';

/** The full battle (ACG 3.0-5.9): ten turns, every unit and marker; the Reserve and the Variable group set aside. */
export const AUSTERLITZ: AcgScenario = {
  id: 'austerlitz',
  name: 'Austerlitz, 2 December 1805',
  map: 'austerlitz',
  turns: { first: 1, last: 10 },
  turnLabels: TURN_LABELS,
  units: [...FRENCH_UNITS, ...ALLIED_UNITS],
  markers: [...MARKERS],
  reserveHexes: [...new Set([...alongRow(10, [13, 26]), ...downColumn(26, [10, 18])])], // ACG 5.6: 1013-1026, 1026-1826
  variableEntry: [...new Set([...alongRow(27, [20, 26]), ...downColumn(26, [10, 27])])], // ACG 5.7: 2720-2726, 1026-2726
  deployments: [],
  artilleryChoices: [],
  frenchControl: 'west-of-front-line',
  victory: 'battle',
  provenance: PROVENANCE,
};

/** ACG 10.4-10.6: the introductory scenario's units at their 9 am hexes. */
const INTRO_HEXES: Readonly<Record<string, string>> = {
  bourcier: '2323', levasseur: '2121', merle: '2223', ferey: '2020', margaron: '1918', friant: 'deploy',
  carneville: '2422', liechtenstein: '2421', stutterheim: '2521',
  levis: '2220', urusov: '2219', przbyzowski: '2118', kamensky: '2218', olsusiev: '2017',
};
const introUnit = ({ setup: _full, ...u }: ScenarioUnit): ScenarioUnit =>
  u.id === 'duroc' ? { ...u, arrives: { turn: 5, hex: '1518' } } : { ...u, setup: INTRO_HEXES[u.id]! }; // ACG 10.4: Duroc at 11:00
const INTRO_MARKERS = ['f-3', 'f-2', 'f-1a', 'f-1b', 'f-1c', 'a-4', 'r-4', 'r-3a', 'r-3b', 'r-3c'];

/**
 * The introductory scenario, the Allied southern attack (ACG 10.0-10.7): 9 am to noon (turns 3-6), movement within
 * rows 10-23 and columns 17-26 (10.2), Friant placed by the French north-west of the Goldbach (10.4), Duroc at 11:00,
 * the French artillery chosen as 3, 2+1 or 1+1+1 points; victory by 10.7's levels.
 */
export const AUSTERLITZ_INTRO: AcgScenario = {
  ...AUSTERLITZ,
  id: 'austerlitz-intro',
  name: 'Austerlitz: the Allied southern attack (introductory scenario)',
  turns: { first: 3, last: 6 },
  units: [...FRENCH_UNITS, ...ALLIED_UNITS].filter((u) => u.id in INTRO_HEXES || u.id === 'duroc').map(introUnit),
  markers: MARKERS.filter((m) => INTRO_MARKERS.includes(m.id)).map((m) => ({ ...m })),
  reserveHexes: [],
  variableEntry: [],
  deployments: [{ unit: 'friant', region: 'north-west-of-goldbach', neverDisplaces: ['bourcier'] }],
  artilleryChoices: [['f-3'], ['f-2', 'f-1a'], ['f-1a', 'f-1b', 'f-1c']],
  playArea: { rows: [10, 23], columns: [17, 26] },
  victory: 'introductory',
};

/** The built-in scenarios of A Crowning Glory, by id. */
export const BUILT_IN_SCENARIOS: Readonly<Record<string, AcgScenario>> = { austerlitz: AUSTERLITZ, 'austerlitz-intro': AUSTERLITZ_INTRO };
