import type { OobBridgeBreak } from './oobTypes.js';

/**
 * The great bridge's historical breaks (MiB 16.1, the default `bridgeBreaks` timeline). Only the two certain breaks
 * are listed: §3 finds 2-4 defensible, Roberts's "several further bridge collapses" on the 21st [S5] being hours
 * nobody pins down, and the afternoon's halts are folded into the arrival hours of `FRENCH_SETUP`.
 */
export const BRIDGE_BREAKS: readonly OobBridgeBreak[] = [
  { turn: 7, repairedTurn: 8, provenance: 'broken on the evening of 21 May by burning vessels and ship-mills set loose on Charles\'s order [S2]: from 21 May 20:00 (turn 7), after Carra Saint-Cyr and St-Germain had crossed "in the evening" [S1]; mended about 22:00 [S5], inside the night turn 8 (21:00-24:00), so whole again from turn 8' },
  { turn: 15, repairedTurn: null, provenance: 'broken about 08:00-09:00 on 22 May (turn 15, 08:00) by heavy vessels, fire-ships and floating trees [S6][S13][S20]; not mended during the battle [S1], so Davout never crossed' },
];
