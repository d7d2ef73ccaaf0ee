/**
 * The words of Jours de Gloire Campaign: The Danube, as `as const` lists with the unions derived from them.
 *
 * @module
 */

/** The two sides: the French and their allies, and the Coalition (Austrians, and Russians in 1805). */
export const SIDES = ['french', 'coalition'] as const;
/** One side. */
export type Side = (typeof SIDES)[number];
/** One value per side. */
export type BySide<T> = { readonly [S in Side]: T };
/** The other side. */
export const enemyOf = (side: Side): Side => (side === 'french' ? 'coalition' : 'french');

/** The campaigns of the counter sheet (scenarios' letters): H 1800, A 1805, W 1809. */
export const CAMPAIGNS = ['H', 'A', 'W'] as const;
/** One campaign. */
export type Campaign = (typeof CAMPAIGNS)[number];

/** The arms of combat units and dummies (JdG 1.2.2, 1.3). */
export const ARMS = ['infantry', 'cavalry'] as const;
/** One arm. */
export type Arm = (typeof ARMS)[number];

/** The kinds of counter on the map: generals (1.1), combat units incl. detachments (1.2) and dummies (1.3). */
export const PIECE_KINDS = ['general', 'unit', 'dummy'] as const;
/** One kind of counter. */
export type PieceKind = (typeof PIECE_KINDS)[number];

/** The kinds of counter by their movement allowance (5.0) and, in the solitaire game, their movement die (10.0). */
export const MOVER_KINDS = ['general', 'infantry', 'cavalry'] as const;
/** One kind of mover. */
export type MoverKind = (typeof MOVER_KINDS)[number];

/** Box terrain (JdG 0.1, the Combat Table): clear, defensive or mountain. */
export const TERRAINS = ['clear', 'defensive', 'mountain'] as const;
/** One terrain. */
export type Terrain = (typeof TERRAINS)[number];

/**
 * The stages of play (JdG 2.0): set-up and arrival choices; the events phase (weather 3.1, initiative 3.2, the
 * rolls of S9's optional reinforcements, reinforcements 3.3); each player turn's administrative phase (forces 7.2),
 * command points (4.4), movement (5-6), the end-of-movement rolls (5.4), marching to the guns (6.5.2) and combat (8);
 * S3's armistice, which suspends them; `over` at the end.
 */
export const PHASES = ['deploy', 'weather', 'initiative', 'arrival-rolls', 'reinforcement', 'admin', 'command', 'movement', 'attrition', 'sound', 'combat', 'armistice', 'over'] as const;
/** One phase. */
export type Phase = (typeof PHASES)[number];

/**
 * The choices before a battle's chits (JdG 8.4, 8.8): the defender of a fortified city shelters in its citadel or
 * defends normally; the attacker of a citadel assaults or besieges it; the besieged make a sortie or hold; an attacker
 * six times stronger attempts an overrun or fights.
 */
export const ENGAGEMENTS = ['shelter', 'defend', 'assault', 'besiege', 'sortie', 'hold', 'overrun', 'fight'] as const;
/** One choice before a battle. */
export type Engagement = (typeof ENGAGEMENTS)[number];
