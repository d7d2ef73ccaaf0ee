import type { ScenarioUnit } from '../../scenario.js';

const unit = (id: string, name: string, arm: 'infantry' | 'cavalry', steps: number, setup: string, provenance: string): ScenarioUnit => ({
  id, name, side: 'french', nation: 'french', arm, steps, setup, provenance,
});

/**
 * The French order of battle at dawn on 2 December 1805, reconstructed (the copy lacks the counter sheet): brigades
 * and divisions named for their commanders (ACG 2.3), one step per about 1,000 infantry or 600 cavalry
 * (/shared/reference/austerlitz.md §3a, whose source keys are quoted), set-up hexes from the places of the morning
 * turned into hexes by the fit (data/austerlitz/fit.ts), all west of the front line. Total 84 steps: the 33 of
 * 4.2 are 39 percent of them.
 */
export const FRENCH_UNITS: readonly ScenarioUnit[] = [
  // IV Corps (Soult): Legrand's division on the Goldbach villages
  unit('merle', 'Merle', 'infantry', 3, '2323', "Legrand's div.: 26e Léger and tirailleurs, 2,300-2,600 men [S:TH, S:FS]; Telnitz, which it held at dawn"),
  unit('levasseur', 'Levasseur', 'infantry', 3, '2121', "Legrand's div.: 18e, 75e Ligne, ~3,000 [S:FS]; Sokolnitz (10.4 has it there at 9 am)"),
  unit('ferey', 'Ferey', 'infantry', 2, '2020', "Legrand's 3e Ligne, 1,600-1,900 [K]: the intro puts Ferey in the castle (10.4), so the game's Ferey is taken as the brigade some OOBs give Legrand, not Vandamme's"),
  unit('margaron', 'Margaron', 'cavalry', 2, '1819', 'light cavalry bde, 8e Hussards, 11e, 26e Chasseurs, 1,000-1,300 [S:DT, S:TH]; behind Kobelnitz'),
  // IV Corps: St-Hilaire's and Vandamme's divisions massed in the Goldbach valley for the Pratzen
  unit('morand', 'Morand', 'infantry', 2, '1617', "St-Hilaire's div.: 10e Léger [K]; below Puntowitz"),
  unit('thiebault', 'Thiebault', 'infantry', 3, '1618', "St-Hilaire's div.: 14e, 36e Ligne [K]"),
  unit('vare', 'Vare', 'infantry', 3, '1619', "St-Hilaire's div.: 43e, 55e Ligne [K]"),
  unit('schiner', 'Schiner', 'infantry', 2, '1414', "Vandamme's div.: 24e Léger [K]; by Girzikowitz"),
  unit('vandamme', 'Vandamme', 'infantry', 3, '1415', "Vandamme's div.: 4e, 28e Ligne (Ferey's brigade in most OOBs, named here for the division: see ferey) [K]"),
  unit('candras', 'Candras', 'infantry', 3, '1416', "Vandamme's div.: 46e, 57e Ligne [K]"),
  // I Corps (Bernadotte), behind Girzikowitz
  unit('rivaud', 'Rivaud', 'infantry', 6, '1217', '8e, 45e, 54e Ligne, 5,500-6,000 [S:WEN; K]'),
  unit('drouet', 'Drouet', 'infantry', 5, '1218', '94e, 95e Ligne, 27e Léger, 5,000-5,500 [S:WEN; K]'),
  // V Corps (Lannes) astride the Olmütz road by the Santon
  unit('claparede', 'Claparede', 'infantry', 1, '1010', "Suchet's div.: 17e Léger on the Santon [S:REGT]"),
  unit('beker', 'Beker', 'infantry', 3, '1108', "Suchet's div.: 34e, 40e Ligne [K]"),
  unit('valhubert', 'Valhubert', 'infantry', 3, '1109', "Suchet's div.: 64e, 88e Ligne [K]"),
  unit('demont', 'Demont', 'infantry', 2, '1111', "Caffarelli's div.: 17e, 30e Ligne [K]"),
  unit('debilly', 'Debilly', 'infantry', 3, '1112', "Caffarelli's div.: 51e, 61e Ligne [K]"),
  unit('eppler', 'Eppler', 'infantry', 1, '1012', "Caffarelli's div.: 13e Léger [K]"),
  // Cavalry Reserve (Murat) behind Lannes
  unit('kellermann', 'Kellermann', 'cavalry', 3, '1209', 'light cav. div., 1,300-1,850 [S:WEN, S:WFR]'),
  unit('walther', 'Walther', 'cavalry', 3, '1210', 'dragoon div., 1,600-2,000 [K]'),
  unit('nansouty', 'Nansouty', 'cavalry', 4, '1211', 'heavy div., carabiniers and cuirassiers, 2,000-2,400 [K]'),
  unit('hautpoul', "d'Hautpoul", 'cavalry', 2, '1212', 'cuirassier div., 1,100-1,400 [K]'),
  unit('milhaud', 'Milhaud', 'cavalry', 1, '1110', '16e, 22e Chasseurs, 600-700 [K]'),
  unit('treilhard', 'Treilhard', 'cavalry', 1, '1113', '9e, 10e Hussards, 700-800 [K]'),
  // ACG 5.6: the hidden Reserve behind the Zuran
  unit('hulin', 'Hulin', 'infantry', 4, 'reserve', 'Imperial Guard infantry, 4,088 [S:WFR]; Reserve (5.6): the Guard stood hidden by the Zuran'),
  unit('bessieres', 'Bessieres', 'cavalry', 2, 'reserve', 'Imperial Guard cavalry, 1,100-1,250 [S:PP, K]; Reserve'),
  unit('duroc', 'Duroc', 'infantry', 6, 'reserve', "Oudinot's grenadiers led by Duroc, 5,500-5,700 [S:DT, S:AO]; Reserve (the intro brings it on at 11:00, 10.4)"),
  // ACG 5.7: the Variable group: Davout's III Corps, force-marching from Vienna
  unit('friant', 'Friant', 'infantry', 4, 'variable', 'III Corps, ~9 bns after a 110-km march, 3,200-4,000 [S:TH, K]; Variable (5.7)'),
  unit('bourcier', 'Bourcier', 'cavalry', 4, 'variable', '4th Dragoon div., 2,000-2,500 [S:DT, K]; Variable: it came up with Davout'),
];
