import type { AspernRegion, OobSetupRow } from './oobTypes.js';

const row = (unit: string, turn: number, region: AspernRegion, provenance: string): OobSetupRow => ({ unit, turn, region, provenance });

const WAGONS = 'the army\'s wagons stood on Lobau behind the small bridge [A]; a corps\'s wagons are placed on the left bank instead, where its divisions can trace supply to them (MiB 11.2: 8 infantry MP; from Lobau no French unit of the Marchfeld could) [A]';
const NIGHT_1 = '21 May 21:00 (turn 8): first over the mended bridge, whole again about 22:00 [S5]; Oudinot\'s corps in the night 21/22 [S2][S5]; 12,000 men in the two hours left, at the bridge\'s 6-7,000 an hour [S8]';
const NIGHT_2 = '22 May 00:00 (turn 9): the rest of the night crossing: Saint-Hilaire [S1], Guard battalions and more guns [S5]';
const DAWN = '22 May 03:00 (turn 10): "Demont, the rest of the Guard" early on the 22nd [S1], about 60,000 across in all [S1]';
const MORNING = '22 May 04:00 (turn 11)';

/**
 * Where the French start and when they cross the great bridge (§1b). Turn 0: what was on the left bank at 14:00 on
 * 21 May, in 3 infantry and 2 cavalry divisions [S1][S2][S9] plus Marulaz. Reinforcements enter at `french-entry`,
 * the end of the bridge, in the hour the reference gives (MiB 3.2); none is due while the bridge is broken
 * (`BRIDGE_BREAKS`). Davout's III Corps never crossed [S13] and is left out.
 */
export const FRENCH_SETUP: readonly OobSetupRow[] = [
  row('fr-iv-molitor', 0, 'french-start-aspern', 'on the left bank since the evening of 20 May [S2]; "four regiments in Aspern" [§1a]'),
  row('fr-iv-legrand', 0, 'french-start-aspern', 'crossed in the night 20/21 [S2]; behind Aspern, whence he counter-attacked at 20:00 [S12]'),
  row('fr-iv-marulaz', 0, 'french-start-centre', 'crossed 20/21 May [K]; on the plain north of the villages, where Hohenzollern\'s vanguard met French horse at 15:00 [S3]'),
  row('fr-iv-artillery', 0, 'french-start-aspern', 'with its divisions; Masséna held Aspern [S2]'),
  row('fr-iv-train', 0, 'french-start-centre', `${WAGONS}: behind the ditch between the villages, within 8 MP of Aspern and Essling`),
  row('fr-iv-pontonniers', 0, 'small-bridge', 'at the small bridge over the last arm, which they laid on 20 May [S2][S9]'),
  row('fr-ii-boudet', 0, 'french-start-essling', 'crossed in the night 20/21 [S2]; held Essling on the 21st [§1d]'),
  row('fr-cav-lasalle', 0, 'french-start-enzersdorf', 'first across on 20 May [S2][S8]; covering the right and Gross-Enzersdorf, occupied on the 20th [S4][S9] and weakly held when the 5th column took it [S2] [A]'),
  row('fr-cav-espagne', 0, 'french-start-centre', 'crossed on the morning of the 21st [S2]; charged in the centre in the afternoon [S2][S3]'),
  row('fr-cav-horse-artillery', 0, 'french-start-centre', 'with Espagne\'s and Lasalle\'s divisions [A]'),
  row('fr-cav-train', 0, 'bridgehead', `${WAGONS}: in the Mühlau bridgehead at the small bridge`),
  row('fr-iv-carra-saint-cyr', 5, 'french-entry', '21 May 18:00 (turn 5): "evening" [S1], "c. 6 p.m." per a weak web source [§1a]'),
  row('fr-iv-reserve-artillery', 5, 'french-entry', '21 May 18:00 (turn 5): with Carra Saint-Cyr [A]'),
  row('fr-cav-saint-germain', 6, 'french-entry', '21 May 19:00 (turn 6): "evening" with Carra Saint-Cyr, about 30,000 across [S1]; the hour after him and before the evening break (turn 7) [A]'),
  row('fr-ii-tharreau', 8, 'french-entry', NIGHT_1),
  row('fr-ii-claparede', 8, 'french-entry', NIGHT_1),
  row('fr-ii-artillery', 8, 'french-entry', `${NIGHT_1}; Oudinot's guns with his divisions [A]`),
  row('fr-ii-saint-hilaire', 9, 'french-entry', NIGHT_2),
  row('fr-ii-saint-hilaire-artillery', 9, 'french-entry', NIGHT_2),
  row('fr-guard-young', 9, 'french-entry', `${NIGHT_2}; the Young Guard first of the Guard [A], as it fought at Essling on the 22nd [S5]`),
  row('fr-guard-artillery', 9, 'french-entry', `${NIGHT_2}; 152 French guns across by the night of 21/22 [S5]`),
  row('fr-ii-demont', 10, 'french-entry', DAWN),
  row('fr-guard-old', 10, 'french-entry', DAWN),
  row('fr-ii-train', 10, 'french-entry', `${DAWN}; the wagons after the fighting troops [A]`),
  row('fr-cav-nansouty', 11, 'french-entry', `${MORNING}: the rest of the division "in the night or 22 May", only one regiment in the night [S13] [§1a]; in time to ride behind Lannes's 06:00-07:00 attack [S5][S1] [A]`),
  row('fr-cav-saint-sulpice', 11, 'french-entry', `${MORNING}: "22 May" [K, low]; Bessières's cuirassiers reached Breitenlee in Lannes's attack [S6], and these are taken to be among them [A]`),
  row('fr-guard-train', 11, 'french-entry', `${MORNING}: the wagons after the fighting troops [A]`),
];
