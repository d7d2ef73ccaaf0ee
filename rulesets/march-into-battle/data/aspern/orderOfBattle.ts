/**
 * The Aspern-Essling order of battle, both armies, for March into Battle (MiB 2.1-2.5, 3.2, 16.1), reconstructed from
 * /shared/reference/aspern-essling.md; the method, the tables and the departures are in ../ORDER_OF_BATTLE.md.
 *
 * @module
 */

import { AUSTRIAN_FORMATIONS, AUSTRIAN_UNITS } from './austrian.js';
import { AUSTRIAN_SETUP } from './austrianSetup.js';
import { FRENCH_FORMATIONS, FRENCH_UNITS } from './french.js';
import { FRENCH_SETUP } from './frenchSetup.js';
import type { OobFormation, OobSetupRow, OobUnit } from './oobTypes.js';

export { ARMY_COMMANDERS, LEADER_SETUP } from './leaders.js';
export { BRIDGE_BREAKS } from './bridgeBreaks.js';

/** Every formation, French then Austrian. */
export const FORMATIONS: readonly OobFormation[] = [...FRENCH_FORMATIONS, ...AUSTRIAN_FORMATIONS];

/**
 * Every unit, French then Austrian.
 *
 * @example
 * const molitor = UNITS.find((u) => u.id === 'fr-iv-molitor'); // 7 SP of IV Corps infantry, morale 4
 */
export const UNITS: readonly OobUnit[] = [...FRENCH_UNITS, ...AUSTRIAN_UNITS];

/**
 * Where every unit starts (turn 0) or enters.
 *
 * @example
 * const onTheMapAt14 = SETUP.filter((row) => row.turn === 0); // the 11 French pieces across at 14:00
 */
export const SETUP: readonly OobSetupRow[] = [...FRENCH_SETUP, ...AUSTRIAN_SETUP];
