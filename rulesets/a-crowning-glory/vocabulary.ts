/**
 * The words of A Crowning Glory, as `as const` lists with the unions derived from them.
 *
 * @module
 */

/** The two sides (ACG 1.1): the French (blue) and the Allies (Austrian and Russian, white). */
export const SIDES = ['french', 'allied'] as const;
/** One side. */
export type Side = (typeof SIDES)[number];
/** One value per side. */
export type BySide<T> = { readonly [S in Side]: T };

/** Counter colours (ACG 2.4, 2.5); no rule depends on them (1.5). */
export const NATIONS = ['french', 'austrian', 'russian'] as const;
/** One nation. */
export type Nation = (typeof NATIONS)[number];

/** The arms that move and fight on the map (ACG 2.6); artillery is the bombardment markers (9.13). */
export const ARMS = ['infantry', 'cavalry'] as const;
/** One arm. */
export type Arm = (typeof ARMS)[number];

/**
 * Where a unit is: on the map; waiting off it (a Reserve unit before 5.6, a Variable unit before its roll (5.7), an
 * introductory-scenario reinforcement before its turn (10.4)); arrived and free to enter the map (5.7); eliminated
 * (2.9); or gone off the east edge (4.8).
 */
export const UNIT_STATUSES = ['map', 'reserve', 'variable', 'waiting', 'arrived', 'eliminated', 'exited'] as const;
/** One unit status. */
export type UnitStatus = (typeof UNIT_STATUSES)[number];

/** Where an artillery bombardment marker is (ACG 3.1, 5.7, 9.13). */
export const MARKER_STATUSES = ['box', 'variable', 'unused'] as const;
/** One marker status. */
export type MarkerStatus = (typeof MARKER_STATUSES)[number];

/**
 * The stages of play a state can be in: the set-up choices of a scenario (10.4), the French declaration (5.2), a
 * movement or combat phase (5.3), placing units as they arrive (5.6, 10.4), the French regroup (5.5); `over` at the end.
 */
export const PHASES = ['setup', 'declaration', 'movement', 'combat', 'placement', 'regroup', 'over'] as const;
/** One phase. */
export type Phase = (typeof PHASES)[number];

/** The stages of one attack after it is declared (ACG 9.5): the die, the attacker's losses, the retreat, the advance. */
export const COMBAT_STAGES = ['roll', 'attacker-losses', 'retreat', 'advance'] as const;
/** One combat stage. */
export type CombatStage = (typeof COMBAT_STAGES)[number];

/** The terrain of a hex (ACG 8.3); partial ponds take the terrain of the rest of the hex (8.13). */
export const TERRAINS = ['clear', 'forest', 'marsh', 'town', 'fortress', 'all-pond'] as const;
/** One terrain. */
export type Terrain = (typeof TERRAINS)[number];

/** The other side. */
export const enemyOf = (side: Side): Side => (side === 'french' ? 'allied' : 'french');
