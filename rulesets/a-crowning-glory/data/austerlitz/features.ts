/**
 * The reconstructed features of the Austerlitz map, as the evidence gives them (generator data: not part of the
 * published ruleset). Hex ids are the game's (ACG 1.3, 2.1): XX = row 10-27 north to south, YY = column 01-26 east
 * to west. Positions come from the fit in `fit.ts` (places of `/shared/reference/austerlitz.md` §1 turned into hexes)
 * unless a rule fixes them; every choice carries its reason.
 */

/** A feature with the reason for it. */
export interface Sourced<T> {
  readonly value: T;
  readonly note: string;
}

/**
 * The Goldbach as a boundary: in each row, the first column (from the east) of the hexes on its north-west bank. The
 * stream runs along every hexside between those hexes and the rest, from 2326/2426 on the west edge (rows 24-27 lie
 * wholly south-east of it) to 1012/1013 on the north edge (ACG 10.4).
 */
export const GOLDBACH_WEST_BANK: Sourced<Readonly<Record<number, number>>> = {
  value: { 10: 13, 11: 13, 12: 12, 13: 12, 14: 14, 15: 15, 16: 16, 17: 17, 18: 17, 19: 18, 20: 19, 21: 20, 22: 21, 23: 22 },
  note:
    'ACG 10.4 fixes the ends (2326/2426, 1012/1013) and which side the introductory set-up hexes lie on (French 2323, 2121, 2223, 2020, 1918, 1518 north-west; Allied 2220, 2219, 2118, 2218, 2017 and rows 24-25 south-east). Between them the stream follows the villages it ran through in 1805 (fit.ts: Telnitz 2322, Sokolnitz 2121, the pheasantry 2020, Kobelnitz 1718, Puntowitz 1515, Girzikowitz 1312), each village kept on the west bank, as the French held them at dawn.',
};

/**
 * The initial front line (ACG 3.3, 4.4) as a boundary: in each row, the first column (from the east) of the hexes
 * west of it, from 2719/2720 on the south edge to 1004/1005 on the north edge.
 */
export const FRONT_LINE_WEST: Sourced<Readonly<Record<number, number>>> = {
  value: { 10: 5, 11: 6, 12: 8, 13: 10, 14: 11, 15: 12, 16: 14, 17: 16, 18: 16, 19: 16, 20: 17, 21: 17, 22: 18, 23: 18, 24: 19, 25: 19, 26: 19, 27: 20 },
  note:
    'ACG 3.3 and 4.4 fix the ends (2719/2720, 1004/1005). Between them the line runs between the armies of the morning of 2 December 1805: the French on the Goldbach villages (Telnitz, Sokolnitz, the castle, Kobelnitz, Puntowitz, Girzikowitz, Schlapanitz, Turas on its west side), the Allies on the Pratzen heights and at Pratzen, Blasowitz, Krug, Holubitz, Krzenowitz, Augezd and Hostieradek on its east side.',
};

/** The Pratzen plateau: the hexes above its crest, per row as [first, last] columns. */
export const PRATZEN_PLATEAU: Sourced<Readonly<Record<number, readonly [number, number]>>> = {
  value: { 17: [11, 14], 18: [11, 15], 19: [10, 13], 20: [10, 15], 21: [11, 15], 22: [11, 15], 23: [12, 15], 24: [13, 14] },
  note:
    'ACG 8.9 fixes one crest hexside, 2316|2315 with 2315 uphill. The plateau around it is drawn from the heights of the fit (Pratzeberg 324 m at 2115, Staré Vinohrady at 1911), above the Goldbach valley to the west, the Littawa to the south and east and Blasowitz to the north; Pratzen village (1914) lies in the hollow on its west side, below the crest.',
};

/** Named places: towns (ACG 8.6) and the fortress, with their hexes. */
export const TOWNS: readonly Sourced<{ readonly name: string; readonly hexes: readonly string[]; readonly terrain: 'town' | 'fortress' }>[] = [
  { value: { name: 'Austerlitz', hexes: ['2401'], terrain: 'town' }, note: 'ACG 2.1: hex 2401' },
  { value: { name: 'Telnitz', hexes: ['2323'], terrain: 'town' }, note: 'ACG 9.8, 10.4: hex 2323, a town with a partial pond' },
  { value: { name: 'Sokolnitz', hexes: ['2121', '2122'], terrain: 'town' }, note: 'ACG 10.4 puts Levasseur in Sokolnitz at 2121; 10.7 speaks of "one hex of Sokolnitz": a second hex, 2122, west of it along the village street (fit: 20.8, 21.4)' },
  { value: { name: 'Sokolnitz Castle', hexes: ['2020'], terrain: 'fortress' }, note: 'ACG 10.4: the castle at 2020, the only Fortress hex' },
  { value: { name: 'Kobelnitz', hexes: ['1718'], terrain: 'town' }, note: 'fit 17.0, 18.1 (the reference\'s hex)' },
  { value: { name: 'Puntowitz', hexes: ['1516'], terrain: 'town' }, note: 'fit 15.1, 15.7: 1516, on the Goldbach\'s west bank' },
  { value: { name: 'Schlapanitz', hexes: ['1116'], terrain: 'town' }, note: 'fit 11.0, 15.8' },
  { value: { name: 'Girzikowitz', hexes: ['1313'], terrain: 'town' }, note: 'fit 13.4, 12.8' },
  { value: { name: 'Turas', hexes: ['1121'], terrain: 'town' }, note: 'fit 11.2, 20.6 (±0.6 km)' },
  { value: { name: 'Pratzen', hexes: ['1914'], terrain: 'town' }, note: 'fit 18.7, 14.3' },
  { value: { name: 'Blasowitz', hexes: ['1510'], terrain: 'town' }, note: 'fit 15.5, 9.9' },
  { value: { name: 'Krug', hexes: ['1508'], terrain: 'town' }, note: 'fit 15.3, 7.9 (±0.5 km)' },
  { value: { name: 'Holubitz', hexes: ['1506'], terrain: 'town' }, note: 'fit 15.1, 6.1' },
  { value: { name: 'Krzenowitz', hexes: ['2307'], terrain: 'town' }, note: 'fit 22.8, 7.4; the Allied headquarters' },
  { value: { name: 'Zbischow', hexes: ['2311'], terrain: 'town' }, note: 'fit 22.9, 11.0' },
  { value: { name: 'Hostieradek', hexes: ['2414'], terrain: 'town' }, note: 'fit 24.3, 14.4' },
  { value: { name: 'Augezd', hexes: ['2518'], terrain: 'town' }, note: 'fit 25.0, 18.5' },
  { value: { name: 'Kowalowitz', hexes: ['1002'], terrain: 'town' }, note: 'fit 10.3, 3.0, at the north-east corner' },
];

/** All-Pond hexes (ACG 8.7), partial ponds (8.13) and pond hexsides (8.10). */
export const PONDS = {
  allPond: { value: ['2620', '2621', '2524', '2525'], note: 'the Satschan pond (centre 25.7, 20.5 ±0.7 km) and the Menitz pond (24.4, 24.8), drained since: their deepest hexes' },
  partial: { value: ['2323', '1514', '1614', '1615', '2619', '2523'], note: 'ACG 9.8: Telnitz 2323 is a partial pond; 8.10: the ponds by 1514, 1614, 1615; the shores of the two southern ponds' },
  hexsides: { value: [['1514', '1614'], ['1514', '1615'], ['1614', '1615']] as const, note: 'ACG 8.10: 1514|1614 and 1514|1615 are pond hexsides; 1614|1615 closes the pond between the three' },
};

/** Forest (ACG 8.5) and marsh hexes. */
export const WOODS_AND_MARSH = {
  forest: { value: ['1919', '2019'], note: 'the walled Sokolnitz pheasantry, 600 x 300 m between Kobelnitz and Sokolnitz, the Goldbach running through it [S:MN, S:DP]; no other wood of 1805 is sourced' },
  marsh: { value: ['2324', '2325'], note: 'the wet meadows of the lower Goldbach below Telnitz, towards the Menitz pond [K]' },
};

/** The Littawa as a boundary: per column, the last row of the hexes north of it (columns 1-19; it ends in the Satschan pond). */
export const LITTAWA_NORTH: Sourced<Readonly<Record<number, number>>> = {
  value: { 1: 24, 2: 24, 3: 24, 4: 23, 5: 23, 6: 23, 7: 23, 8: 23, 9: 23, 10: 23, 11: 23, 12: 24, 13: 24, 14: 24, 15: 25, 16: 25, 17: 25, 18: 25, 19: 25 },
  note: 'the Littawa (Litava) from Austerlitz by Krzenowitz, Zbischow, Hostieradek and Augezd to the Satschan pond [K, fit.ts]; the villages on its north bank',
};

/** Roads as waypoints (hex ids); the generator joins consecutive waypoints by the hex line between them. */
export const ROADS: readonly Sourced<readonly string[]>[] = [
  { value: ['1010', '1108', '1305', '1402', '1501'], note: 'the Brünn-Olmütz highway: enters by the Santon (1010), by the Posoritz post house, leaves the east edge [K]' },
  { value: ['2323', '2122', '2121', '2020', '1718', '1516', '1313', '1116'], note: 'the Goldbach valley road through the villages, Telnitz to Schlapanitz [K]' },
  { value: ['2401', '2307', '1914', '1718'], note: 'Austerlitz by Krzenowitz and Pratzen over the heights to Kobelnitz [K]' },
  { value: ['2518', '2323'], note: 'Augezd to Telnitz [K]' },
  { value: ['1116', '1121'], note: 'Schlapanitz to Turas [K]' },
  { value: ['1510', '1313'], note: 'Blasowitz to Girzikowitz [K]' },
];

/** St. Anthony Chapel (ACG 8.12: no effect), on the hill about 0.6 km north of Augezd. */
export const CHAPEL: Sourced<string> = { value: '2417', note: 'ACG 8.12; about 0.6 km north of Augezd [K]' };
