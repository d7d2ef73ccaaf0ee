/**
 * The words of March into Battle, as `as const` lists with the unions derived from them.
 *
 * @module
 */

/** The two sides of the Aspern-Essling scenario (any scenario of the system pits a French army against an enemy). */
export const SIDES = ['french', 'austrian'] as const;
/** One side. */
export type Side = (typeof SIDES)[number];
/** One value per side. */
export type BySide<T> = { readonly [S in Side]: T };
/** The other side. */
export const enemyOf = (side: Side): Side => (side === 'french' ? 'austrian' : 'french');

/** Unit kinds (MiB 2.2): combat units, and the trains and bridge engineers of the aid's Trn/BE columns. */
export const UNIT_KINDS = ['infantry', 'cavalry', 'artillery', 'train', 'engineer'] as const;
/** One unit kind. */
export type UnitKind = (typeof UNIT_KINDS)[number];

/** Hex terrains of the aid's Terrain Effects (MiB TEC); `river` is wide water, `track` reads as clear. */
export const TERRAINS = ['clear', 'forest', 'village', 'town', 'swamp', 'river'] as const;
/** One hex terrain. */
export type Terrain = (typeof TERRAINS)[number];

/** The five orders of the aid (MiB 5.1). */
export const ORDER_TYPES = ['attack', 'advance', 'hold', 'retreat', 'march'] as const;
/** One order type. */
export type OrderType = (typeof ORDER_TYPES)[number];

/** The boxes an order marker passes through (MiB OR): 0 = Orders Received, 1-3 = Transit 1-3. */
export const ORDER_BOXES = ['received', 'transit-1', 'transit-2', 'transit-3'] as const;

/** The phases of a turn (MiB SoP), and `over` at the end. */
export const PHASES = ['reinforcement', 'orders', 'operations', 'over'] as const;
/** One phase. */
export type Phase = (typeof PHASES)[number];

/** The CET columns (MiB CET), which the CRT names for each side. */
export const CET_COLUMNS = ['advance', 'engaged', 'retreat'] as const;
/** One CET column. */
export type CetColumn = (typeof CET_COLUMNS)[number];
