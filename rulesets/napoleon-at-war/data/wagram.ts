import type { NawScenario, ScenarioUnit } from '../scenario.js';

/*
 * Wagram (SPI 1975), the scenario of 5-6 July 1809, as data: Wagram exclusive rules 13.0-17.22 and the counter sheet.
 *
 * Unit ids are the counter abbreviations. Every cavalry id ends in '-c' and every artillery id in '-a' (the sheet
 * reuses designations across types: 'Gd' is both the Guard cavalry 'Gd-c' and the Guard artillery 'Gd-a', '1/Res' is
 * an Austrian infantry division '1/Res' and an Austrian cavalry division '1/Res-c' as well as a French Lobau battery
 * '1/Res-a'). The one clash left after the suffix, the II Corps artillery that both armies have, is resolved by
 * giving the French one an 'F-' prefix: 'F-II-a' (French, 8-4) and 'II-a' (Austrian, 9-4).
 *
 * Where the deployment chart and the counter sheet disagree, the chart wins: the counter sheet's OCR reads
 * 'I 8-4' / 'X 6-4' for the French II and IX artillery and '1/III 5-4' / '3/R' for the Austrian 3/III and the SR
 * cavalry and artillery.
 */

type Kind = ScenarioUnit['kind'];
const u = (side: ScenarioUnit['side'], kind: Kind) =>
  (id: string, strength: number, movement: number, hex: string): ScenarioUnit => ({ id, side, kind, strength, movement, hex });
const fi = u('french', 'infantry');
const fc = u('french', 'cavalry');
const fa = u('french', 'artillery');
const ai = u('coalition', 'infantry');
const ac = u('coalition', 'cavalry');
const aa = u('coalition', 'artillery');

type Area = NonNullable<ScenarioUnit['setupArea']>;
/** Gives each unit of a 13.1 group its set-up area. */
const within = (near: string, radius: number, units: ScenarioUnit[]): ScenarioUnit[] =>
  units.map((unit) => ({ ...unit, setupArea: { near, within: radius } satisfies Area }));
const onLobau = (units: ScenarioUnit[]): ScenarioUnit[] => units.map((unit) => ({ ...unit, setupArea: { region: 'lobau' } satisfies Area }));

/**
 * Wagram 13.1: the French army in its set-up areas. The French player sets each unit up within its area; each
 * unit's `hex` is the documented historical placement used with the option `historicalDeployment`, following the
 * afternoon of 5 July: Davout's divisions on the right facing Glinzendorf with the dragoons on the outer flank and the
 * guns in and beside Rutzendorf; Oudinot in the centre towards Baumersdorf; the Army of Italy at and north of
 * Raasdorf; the Guard in and round Gross Enzersdorf; Bernadotte in the woods north of it; Massena on the left at
 * Essling facing north-west; Marmont, Reynier, Wrede and the reserve cavalry on the north-east of Lobau, ready to
 * cross, with the three Lobau batteries on its eastern shore opposite Gross Enzersdorf.
 */
const FRENCH: ScenarioUnit[] = [
  // III Corps (Davout), Grandjean, the dragoons: within 3 of 0524.
  ...within('0524', 3, [
    fi('Fria', 6, 4, '0825'), fi('Mora', 6, 4, '0824'), fi('Gudi', 6, 4, '0823'), fi('Gran', 6, 4, '0822'),
    fi('Demo', 6, 4, '0723'), fc('Mont-c', 2, 6, '0726'), fc('Grou-c', 2, 6, '0626'), fc('Pull-c', 1, 6, '0625'),
    fa('1/III-a', 6, 4, '0724'), fa('2/III-a', 6, 4, '0725'),
  ]),
  // II Corps (Oudinot): within 1 of 1320.
  ...within('1320', 1, [fi('Clap', 9, 4, '1420'), fi('Thar', 9, 4, '1321'), fc('Colb-c', 1, 6, '1219'), fa('F-II-a', 8, 4, '1320')]),
  // Army of Italy: within 2 of 1417.
  ...within('1417', 2, [
    fi('DHil', 8, 4, '1617'), fi('Brou', 4, 4, '1616'), fi('Lecc', 4, 4, '1618'), fi('Pact', 4, 4, '1518'),
    fa('1/Ital-a', 6, 4, '1517'), fa('2/Ital-a', 6, 4, '1516'), fc('Gera-c', 1, 6, '1415'),
  ]),
  // Imperial Guard: within 1 of 0517.
  ...within('0517', 1, [fi('OlGd', 5, 4, '0517'), fi('YoGd', 3, 4, '0516'), fc('Gd-c', 4, 6, '0518'), fa('Gd-a', 10, 4, '0617')]),
  // IX Corps (Bernadotte): within 1 of 0514.
  ...within('0514', 1, [fi('Dupa', 8, 4, '0614'), fi('Sax', 8, 4, '0613'), fc('IX-c', 2, 6, '0515'), fa('IX-a', 6, 4, '0514')]),
  // IV Corps (Massena): within 2 of 0714.
  ...within('0714', 2, [
    fi('StCy', 6, 4, '0913'), fi('Legr', 6, 4, '0914'), fi('Moli', 6, 4, '0915'), fi('Boud', 6, 4, '0812'),
    fc('LaSa-c', 3, 6, '0712'), fa('1/IV-a', 8, 4, '0813'), fa('2/IV-a', 8, 4, '0814'),
  ]),
  // Lobau Island; the 10-1 batteries may never leave it (Wagram 15.3).
  ...onLobau([
    fi('Marm', 9, 4, '0415'), fi('Reyn', 6, 4, '0413'), fi('Wred', 5, 4, '0414'), fc('Res-c', 6, 6, '0412'),
    { ...fa('1/Res-a', 10, 1, '0316'), confinedTo: 'lobau' },
    { ...fa('2/Res-a', 10, 1, '0315'), confinedTo: 'lobau' },
    { ...fa('3/Res-a', 10, 1, '0314'), confinedTo: 'lobau' },
  ]),
];

/** Wagram 13.2: the Austrian army at its printed hexes. */
const AUSTRIAN: ScenarioUnit[] = [
  // Advanced Guard (Nordmann).
  ai('1/AG', 6, 4, '1926'), ai('2/AG', 6, 4, '2025'), ac('1/AG-c', 1, 6, '1233'), ac('2/AG-c', 2, 6, '1628'),
  aa('AG-a', 6, 4, '2026'),
  // II Corps (Hohenzollern).
  ai('1/II', 9, 4, '2220'), ai('2/II', 8, 4, '2123'), ai('3/II', 8, 4, '2124'), ac('1/II-c', 1, 6, '2323'),
  aa('II-a', 9, 4, '2322'),
  // I Corps (Bellegarde).
  ai('1/I', 7, 4, '2417'), ai('2/I', 7, 4, '2517'), ai('3/I', 6, 4, '2319'), aa('I-a', 9, 4, '2519'),
  // IV Corps (Rosenberg).
  ai('1/IV', 6, 4, '2223'), ai('2/IV', 6, 4, '2224'), ai('3/IV', 6, 4, '2225'), ac('IV-c', 1, 6, '2325'),
  aa('IV-a', 9, 4, '2326'),
  // VI Corps (Klenau).
  ai('1/VI', 6, 4, '2301'), ai('2/VI', 6, 4, '2202'), ai('3/VI', 5, 4, '2201'), ac('VI-c', 2, 6, '2302'),
  aa('VI-a', 9, 4, '2401'),
  // Army Reserve (Liechtenstein).
  ai('1/Res', 6, 4, '2908'), ai('2/Res', 6, 4, '2407'), ac('1/Res-c', 3, 6, '2710'), ac('2/Res-c', 3, 6, '2712'),
  ac('3/Res-c', 3, 6, '2913'), aa('Res-a', 6, 4, '2405'),
];

/** Wagram 14.6: III Corps (Kollowrat) arrives on game-turn 3 anywhere on the west edge. */
const TURN_THREE = ([['1/III', 6, 'infantry'], ['2/III', 6, 'infantry'], ['3/III', 5, 'infantry'], ['III-a', 8, 'artillery']] as const)
  .map(([id, strength, kind]): ScenarioUnit => ({ id, side: 'coalition', kind, strength, movement: 4, arrives: { turn: 3, entry: { edge: 'west' } } }));

/** Wagram 14.7: the east-edge hexes 1134 to 2934 (inclusive) where Archduke John's troops may come on. */
const EAST_ENTRY = Array.from({ length: 29 - 11 + 1 }, (_, k) => `${String(11 + k).padStart(2, '0')}34`);

/**
 * Wagram 14.7-14.75: Archduke John's special reinforcements. From game-turn 7 to 11 the Austrian player rolls a die
 * at the start of his player-turn; on a 1 they arrive that turn on east-edge hexes 1134-2934 not controlled by French
 * units (14.72), and must enter as soon as they can (14.74); held off the map while every such hex is controlled
 * (14.73). Otherwise treated like other reinforcements (14.75).
 */
const JOHN = ([['1/SR', 6, 'infantry', 4], ['2/SR', 6, 'infantry', 4], ['3/SR', 6, 'infantry', 4], ['SR-c', 5, 'cavalry', 6], ['SR-a', 7, 'artillery', 4]] as const)
  .map(([id, strength, kind, movement]): ScenarioUnit => ({
    id, side: 'coalition', kind, strength, movement,
    arrives: { turn: 7, entry: EAST_ENTRY, roll: { group: 'Archduke John', lastTurn: 11, on: [1] }, avoidsEnemyControl: true, mandatory: true },
  }));

/** The Wagram scenario (Wagram 12.0-17.22) on the reconstructed map 'wagram': the built-in scenario `'wagram'`. */
export const WAGRAM: NawScenario = {
  id: 'wagram',
  name: 'Wagram, 5-6 July 1809',
  provenance:
    'published: order of battle, set-up areas, reinforcements and victory conditions from SPI Wagram (1975) exclusive rules '
    + '13.0-17.22 and the counter sheet; the French units\' hexes are a documented historical placement inside the 13.1 areas '
    + '(option historicalDeployment); played on the '
    + 'reconstructed map (see data/wagram/README.md)',
  map: 'wagram',
  sideNames: { french: 'French', coalition: 'Austrian' },
  firstPlayer: 'french',
  turns: 14,
  nightTurns: [5, 6],
  units: [...FRENCH, ...AUSTRIAN, ...TURN_THREE, ...JOHN],
  exits: [{ side: 'coalition', entry: { edge: 'west' }, cost: 1 }],
  victory: {
    eliminationPoints: true,
    places: [
      { side: 'coalition', place: 'Aspern', points: 25, onEntry: true, atEnd: true },
      { side: 'coalition', place: 'Essling', points: 30, onEntry: true, atEnd: true },
      { side: 'coalition', place: 'Gross Enzersdorf', points: 35, onEntry: true, atEnd: true },
    ],
    exitPointsPerStrength: 1,
    regionStrength: [{ side: 'french', region: 'russbach-heights', perStrength: 1 }],
    minimum: { side: 'french', points: 75 },
    grades: [
      { atLeast: 2, strictly: false, grade: 'decisive' },
      { atLeast: 1.5, strictly: false, grade: 'substantial' },
      { atLeast: 1, strictly: true, grade: 'marginal' },
    ],
  },
  options: { streamBarsCavalryAndArtillery: true, demoralizedAt: { french: 50, coalition: 45 } },
};
