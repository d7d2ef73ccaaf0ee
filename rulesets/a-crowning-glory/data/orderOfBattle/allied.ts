import type { ScenarioUnit } from '../../scenario.js';

const unit = (id: string, name: string, nation: 'austrian' | 'russian', arm: 'infantry' | 'cavalry', steps: number, setup: string, provenance: string): ScenarioUnit => ({
  id, name, side: 'allied', nation, arm, steps, setup, provenance,
});

/**
 * The Allied order of battle at dawn on 2 December 1805, reconstructed like the French (ACG 2.3-2.9;
 * /shared/reference/austerlitz.md §3b): Olsusiev's 6 steps are the rules' own (2.9); the others at about 1,000
 * infantry or 600 cavalry a step. Set-up hexes east of the front line: the columns on the Pratzen heights, Kienmayer
 * by Augezd, Liechtenstein's cavalry towards Blasowitz, Bagration astride the Olmütz road, the Guard before
 * Krzenowitz. Total 95 steps: the 29 of 4.8 are 31 percent of them.
 */
export const ALLIED_UNITS: readonly ScenarioUnit[] = [
  // Kienmayer's advance guard (Austrian and Cossacks), by Augezd
  unit('carneville', 'Carneville', 'austrian', 'infantry', 3, '2518', 'Szekler and Broder Grenz bns, 2,500-3,400 [S:DT, K]; Augezd'),
  unit('liechtenstein', 'Liechtenstein', 'austrian', 'cavalry', 2, '2517', 'GM Moritz Liechtenstein: Szekler Hussars, 900-1,200 [K]'),
  unit('stutterheim', 'Stutterheim', 'austrian', 'cavalry', 2, '2516', 'O\'Reilly Chevaulegers, 800-1,000 [K]'),
  unit('nostitz', 'Nostitz', 'austrian', 'cavalry', 1, '2616', 'Hessen-Homburg Hussars, 500-600 [K]'),
  unit('sysoev', 'Sysoev', 'russian', 'cavalry', 2, '2615', 'Cossacks, 10 sotnias, 800-1,000 [S:DT, K]'),
  // 1st column (Dokhturov), 2nd (Langeron), 3rd (Przybyszewski) on the southern heights
  unit('levis', 'Levis', 'russian', 'infantry', 4, '2317', '7th Jäger, New Ingermanland, 3,500-4,500 [K]'),
  unit('urusov', 'Urusov', 'russian', 'infantry', 9, '2316', 'the 1st column\'s main body, 8,000-9,500 [K]'),
  unit('olsusiev', 'Olsusiev', 'russian', 'infantry', 6, '2216', 'ACG 2.9: 6 steps; 8th Jäger, Vyborg, Perm, Kursk, 6,000-7,500 [S:MD, K]'),
  unit('kamensky', 'Kamensky', 'russian', 'infantry', 4, '2215', 'Ryazhsk, Fanagoria Grenadiers, 3,800 [S:FS]'),
  unit('przbyzowski', 'Przbyzowski', 'russian', 'infantry', 9, '2116', 'the 3rd column, 7,700-10,000 [K, S:DE]'),
  // 4th column (Miloradovich, Kolowrat) by Pratzen
  unit('miloradovich', 'Miloradovich', 'russian', 'infantry', 6, '1913', 'Novgorod, Apsheron, Smolensk, Little Russia Grenadiers, 5,000-6,000 [K]'),
  unit('rottermund', 'Rottermund', 'austrian', 'infantry', 4, '2012', 'IR 23 Salzburg and others, 4,000-5,000 [S:NS, K]'),
  unit('jurczik', 'Jurczik', 'austrian', 'infantry', 6, '2013', '6th battalions of several regiments, 4,000-6,000 [K]'),
  // 5th column (Johann Liechtenstein): the cavalry between the heights and the Olmütz road
  unit('hohenlohe', 'Hohenlohe', 'austrian', 'cavalry', 2, '1710', 'Kaiser, Nassau, Lothringen Cuirassiers, 1,170 [S:CA49]'),
  unit('essen', 'Essen', 'russian', 'cavalry', 4, '1709', 'Constantine Uhlans and Cossacks, ~2,400 [S:CA49]'),
  unit('uvarov', 'Uvarov', 'russian', 'cavalry', 3, '1608', 'Elisavetgrad Hussars, Kharkov and Chernigov Dragoons, sent towards Bagration [S:MD]'),
  // Bagration's advance guard, astride the Olmütz road
  unit('dolgorukov', 'Dolgorukov', 'russian', 'infantry', 2, '1105', '5th, 6th Jäger [S:JD]'),
  unit('kamensky-ii', 'Kamensky II', 'russian', 'infantry', 3, '1205', 'Arkhangelogorod [S:JD]'),
  unit('engelhardt', 'Engelhardt', 'russian', 'infantry', 4, '1204', 'Old Ingermanland, Pskov [S:JD]; by the Posoritz post house'),
  unit('wittgenstein', 'Wittgenstein', 'russian', 'cavalry', 3, '1304', 'Pavlograd, Mariupol Hussars [S:JD, S:MR]'),
  unit('voropaitsky', 'Voropaitsky', 'russian', 'cavalry', 4, '1303', 'Empress Cuirassiers, Tver, St Petersburg Dragoons [S:JD]'),
  // The Russian Imperial Guard (Grand Duke Constantine), before Krzenowitz
  unit('maliutin', 'Maliutin', 'russian', 'infantry', 4, '1907', 'Preobrazhensky, Semenovsky [S:ST9, K]'),
  unit('depreradovich', 'Depreradovich', 'russian', 'infantry', 2, '1908', 'Izmailovsky, Guard Jäger [K]'),
  unit('lobanov', 'Lobanov', 'russian', 'infantry', 2, '1906', 'Life Grenadiers [K]'),
  unit('kologrivov', 'Kologrivov', 'russian', 'cavalry', 2, '1806', 'Guard Hussars, Guard Cossacks [K]'),
  unit('jankovich', 'Jankovich', 'russian', 'cavalry', 2, '1807', 'Chevalier Guard, Life Guard Horse [K]'),
];
