import type { AspernRegion, OobSetupRow } from './oobTypes.js';

const row = (unit: string, turn: number, region: AspernRegion, provenance: string): OobSetupRow => ({ unit, turn, region, provenance });

const HILLER = '21 May 14:00 (turn 1): the columns marched at 12:00 [S4]; Hiller\'s vanguard under Nordmann attacked Stadlau and Hirschstetten at 14:30 [S4]';
const HILLER_REAR = '21 May 15:00 (turn 2): the rest of the 1st column behind its head [A]';
const BELLEGARDE = '21 May 15:00 (turn 2): the 2nd column came up beside Hiller during his third attack on Aspern [S4]; Wacquant\'s brigade stormed Aspern at 18:00 [S12]';
const BELLEGARDE_REAR = '21 May 16:00 (turn 3): the rest of the 2nd column [A]';
const HOHENZOLLERN = '21 May 15:00 (turn 2): the cannonade opened at 15:00 and the battle was general by then [S3][S19m]';
const HOHENZOLLERN_REAR = '21 May 16:00 (turn 3): the rest of the 3rd column [A]';
const DEDOVICH = '21 May 15:00 (turn 2): the 4th column via Raasdorf on Essling [S2], which it first attacked at 16:40 [S5]';
const ROSENBERG = '21 May 16:00 (turn 3): the 5th column\'s main body, wide on the left; it took Gross-Enzersdorf in the afternoon and then joined the 4th against Essling [S2]';
const LIECHTENSTEIN = '21 May 14:00 (turn 1): in the open centre between the 3rd and 4th columns [S2][S19l], early, since the French cuirassiers charged it in the afternoon [S2][S3]';
const GRENADIERS = '21 May 21:00 (turn 8). Judgement call: the reserve was not yet on the field during Hiller\'s afternoon attacks and Charles promised to bring it up [S4]; it was brought up from Breitenlee and sent against Essling on the 22nd [S2][S24]. Entering in the first night turn puts it in line at dawn without a fight on the 21st (no attacks at night, MiB 13.0)';

/**
 * When and where the Austrian columns enter (§1c, §3): all of them by road on the 21st between 14:00 and 16:00
 * (turns 1-3), each column on its own entry region (`austrian-entry-1` to `-5` for the 1st to 5th column, `-reserve`
 * for the centre behind the 3rd and 4th columns), the trains the hour after their column; no Austrian starts on the
 * map (Hiller's outposts had been driven off by 10:00 on the 21st [S4]).
 */
export const AUSTRIAN_SETUP: readonly OobSetupRow[] = [
  row('au-vi-nordmann', 1, 'austrian-entry-1', HILLER),
  row('au-vi-volunteers', 1, 'austrian-entry-1', `${HILLER}; the volunteers held the Gemeindeau for him [S4]`),
  row('au-vi-kottulinsky', 1, 'austrian-entry-1', HILLER),
  row('au-vi-vincent', 2, 'austrian-entry-1', HILLER_REAR),
  row('au-vi-brigade-batteries', 2, 'austrian-entry-1', HILLER_REAR),
  row('au-vi-position-batteries', 2, 'austrian-entry-1', HILLER_REAR),
  row('au-vi-train', 3, 'austrian-entry-1', '21 May 16:00 (turn 3): the wagons after the column [A]'),
  row('au-i-vecsey', 2, 'austrian-entry-2', BELLEGARDE),
  row('au-i-fresnel', 2, 'austrian-entry-2', BELLEGARDE),
  row('au-i-brigade-batteries', 2, 'austrian-entry-2', BELLEGARDE),
  row('au-i-vogelsang', 3, 'austrian-entry-2', BELLEGARDE_REAR),
  row('au-i-position-batteries', 3, 'austrian-entry-2', BELLEGARDE_REAR),
  row('au-i-train', 4, 'austrian-entry-2', '21 May 17:00 (turn 4): the wagons after the column [A]'),
  row('au-ii-oreilly', 1, 'austrian-entry-3', '21 May 14:00 (turn 1): the advance guard [S3], which met the French horse near Hirschstetten at 15:00 [S3]'),
  row('au-ii-first', 2, 'austrian-entry-3', HOHENZOLLERN),
  row('au-ii-brigade-batteries', 2, 'austrian-entry-3', HOHENZOLLERN),
  row('au-ii-second', 3, 'austrian-entry-3', HOHENZOLLERN_REAR),
  row('au-ii-position-batteries', 3, 'austrian-entry-3', HOHENZOLLERN_REAR),
  row('au-ii-train', 4, 'austrian-entry-3', '21 May 17:00 (turn 4): the wagons after the column [A]'),
  row('au-iv-dedovich', 2, 'austrian-entry-4', DEDOVICH),
  row('au-iv-fourth-artillery', 2, 'austrian-entry-4', DEDOVICH),
  row('au-iv-fourth-column', 3, 'austrian-entry-4', '21 May 16:00 (turn 3): the rest of the 4th column, in time for the 16:40 attack on Essling [S5] [A]'),
  row('au-iv-carneville', 2, 'austrian-entry-5', '21 May 15:00 (turn 2): the 5th column\'s vanguard [S11], on Gross-Enzersdorf [S2]'),
  row('au-iv-hohenlohe', 3, 'austrian-entry-5', ROSENBERG),
  row('au-iv-fifth-artillery', 3, 'austrian-entry-5', ROSENBERG),
  row('au-iv-train', 4, 'austrian-entry-4', '21 May 17:00 (turn 4): the corps\'s wagons behind the 4th column, the shorter road [A]'),
  row('au-cav-light', 1, 'austrian-entry-reserve', LIECHTENSTEIN),
  row('au-cav-horse-artillery', 1, 'austrian-entry-reserve', LIECHTENSTEIN),
  row('au-cav-cuirassiers', 2, 'austrian-entry-reserve', '21 May 15:00 (turn 2): the second line of the reserve cavalry [A]; the French horse\'s last attack on it failed about 19:00 [S2]'),
  row('au-cav-train', 3, 'austrian-entry-reserve', '21 May 16:00 (turn 3): the wagons after the cavalry [A]'),
  row('au-gren-first', 8, 'austrian-entry-reserve', GRENADIERS),
  row('au-gren-second', 8, 'austrian-entry-reserve', GRENADIERS),
  row('au-gren-artillery', 8, 'austrian-entry-reserve', GRENADIERS),
  row('au-gren-train', 9, 'austrian-entry-reserve', '22 May 00:00 (turn 9): the wagons after the grenadiers [A]'),
];
