import type { ScenarioMarker } from '../../scenario.js';

const marker = (id: string, side: 'french' | 'allied', nation: 'french' | 'austrian' | 'russian', value: number, provenance: string, variable = false): ScenarioMarker => ({
  id, side, nation, value, provenance, ...(variable ? { variable } : {}),
});

/**
 * The Artillery Bombardment markers (ACG 9.13), reconstructed: the values the rules name (10.4: a French 3, a 2
 * and three 1s; 10.5: an Austrian 4; 10.6: a Russian 4 and three 3s; 9.13.1: a 6; 9.13.2: a 2), one French
 * marker with the Variable group (3.1), totals in proportion to the guns (French 12 points for 139 guns, Allies 25
 * for 278 [S:WEN, S:XV]: about one point per 11-12 guns).
 */
export const MARKERS: readonly ScenarioMarker[] = [
  marker('f-3', 'french', 'french', 3, 'ACG 10.4: a 3-point marker; the Guard and IV Corps reserve guns'),
  marker('f-2', 'french', 'french', 2, 'ACG 10.4: a 2-point marker'),
  marker('f-2b', 'french', 'french', 2, 'to reach 12 French points (139 guns); V Corps guns'),
  marker('f-1a', 'french', 'french', 1, 'ACG 10.4: three 1-point markers'),
  marker('f-1b', 'french', 'french', 1, 'ACG 10.4'),
  marker('f-1c', 'french', 'french', 1, 'ACG 10.4'),
  marker('f-var', 'french', 'french', 2, "ACG 3.1, 5.7: the Variable group's marker; III Corps guns", true),
  marker('a-4', 'allied', 'austrian', 4, 'ACG 10.5: the Austrian 4-point marker'),
  marker('a-2', 'allied', 'austrian', 2, 'ACG 9.13.2 example 1: a 2-factor Allied marker'),
  marker('r-6', 'allied', 'russian', 6, 'ACG 9.13.1 example: a 6-factor Allied marker; the columns\' heavy batteries'),
  marker('r-4', 'allied', 'russian', 4, 'ACG 10.6: the Russian 4-point marker'),
  marker('r-3a', 'allied', 'russian', 3, 'ACG 10.6: three Russian 3-point markers'),
  marker('r-3b', 'allied', 'russian', 3, 'ACG 10.6'),
  marker('r-3c', 'allied', 'russian', 3, 'ACG 10.6'),
];

/**
 * The 216 counters of the sheet (ACG 2.0): one per step of every unit (2.9), the markers, the turn marker, the x1 and
 * x10 Steps Lost markers of each side (3.2), and the Variant markers (module 11, absent from the copy: taken as nine
 * per side, numbered 1-9, the highest number the rules cite being 9).
 */
export const COUNTER_SHEET = { steps: 179, artillery: MARKERS.length, turn: 1, stepsLost: 4, variants: 18 } as const;
