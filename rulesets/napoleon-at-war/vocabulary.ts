/** The two sides of every Napoleon at War battle: the French and the army opposing them (NAW 3.0). */
export const SIDES = ['french', 'coalition'] as const;
/** One of {@link SIDES}. */
export type Side = (typeof SIDES)[number];
/** A value per side. */
export type BySide<T> = { readonly [S in Side]: T };

/** The three arms of NAW 2.3. */
export const UNIT_KINDS = ['infantry', 'cavalry', 'artillery'] as const;
/** One of {@link UNIT_KINDS}. */
export type UnitKind = (typeof UNIT_KINDS)[number];

/**
 * Where a unit is: not yet set up (a set-up choice, Wagram 13.1), on the map, waiting to arrive as a reinforcement,
 * eliminated, or exited off the map.
 */
export const UNIT_STATUSES = ['undeployed', 'active', 'waiting', 'eliminated', 'exited'] as const;
/** One of {@link UNIT_STATUSES}. */
export type UnitStatus = (typeof UNIT_STATUSES)[number];

/** The phases of a player-turn (NAW 4.1), and the set-up before the first one (Wagram 13.1). */
export const PHASES = ['deployment', 'movement', 'combat'] as const;
/** One of {@link PHASES}. */
export type Phase = (typeof PHASES)[number];

/** The stages of one combat, from its formation to the advance after combat. */
export const COMBAT_STAGES = ['forming', 'roll', 'exchange', 'retreat', 'advance'] as const;
/** One of {@link COMBAT_STAGES}. */
export type CombatStage = (typeof COMBAT_STAGES)[number];
