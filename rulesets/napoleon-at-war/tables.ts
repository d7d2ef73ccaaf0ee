import type { OddsColumn, OddsTable } from 'kriegsspiel';

/** A CRT result (NAW 7.6): attacker or defender eliminated, retreated, or an exchange. */
export type CombatResult = 'Ae' | 'Ar' | 'Dr' | 'De' | 'Ex';

/** The odds-ratio Combat Results Table as data: columns from worst to best odds, one row of results per die face. */
export type NawCrt = OddsTable<CombatResult>;

const col = (attack: number, defense: number): OddsColumn => ({ attack, defense, label: `${attack}-${defense}` });

/**
 * The published Napoleon at War CRT (NAW 7.6): ten columns from 1-5 to 6-1; odds beyond either end use the end
 * column. Results: Ae/De attacker/defender eliminated, Ar/Dr attacker/defender retreat, Ex exchange.
 */
export const NAW_CRT: NawCrt = {
  dieFaces: [1, 2, 3, 4, 5, 6],
  columns: [col(1, 5), col(1, 4), col(1, 3), col(1, 2), col(1, 1), col(2, 1), col(3, 1), col(4, 1), col(5, 1), col(6, 1)],
  rows: [
    ['Ar', 'Ar', 'Dr', 'Dr', 'Dr', 'Dr', 'Dr', 'De', 'De', 'De'],
    ['Ar', 'Ar', 'Ar', 'Dr', 'Dr', 'Dr', 'Dr', 'Dr', 'De', 'De'],
    ['Ae', 'Ar', 'Ar', 'Ar', 'Dr', 'Dr', 'Dr', 'Dr', 'Dr', 'De'],
    ['Ae', 'Ar', 'Ar', 'Ar', 'Ar', 'Dr', 'Dr', 'Dr', 'Dr', 'Dr'],
    ['Ae', 'Ae', 'Ar', 'Ar', 'Ar', 'Ar', 'Dr', 'Dr', 'Ex', 'Ex'],
    ['Ae', 'Ae', 'Ae', 'Ar', 'Ar', 'Ar', 'Ar', 'Ex', 'Ex', 'Ex'],
  ],
};

/** What a kind of hex terrain does (NAW 9.0). */
export interface TerrainEffect {
  /** Movement points to enter, or `null` if units may not enter at all. Multiples of 1/2. */
  readonly cost: number | null;
  /** May be entered only by road-to-road movement (Battle of Nations marsh). */
  readonly roadOnly: boolean;
  /** Multiplier of a defender's strength in this hex (not cumulative with hexside doubling). */
  readonly defense: number;
  /** Blocks artillery line of sight (NAW 8.33). */
  readonly blocksLineOfSight: boolean;
}

/** The Terrain Effects Chart for hexes (NAW 9.0), keyed by the map's terrain names. */
export const NAW_TERRAIN: Readonly<Record<string, TerrainEffect>> = {
  clear: { cost: 1, roadOnly: false, defense: 1, blocksLineOfSight: false },
  forest: { cost: 2, roadOnly: false, defense: 1, blocksLineOfSight: true },
  rough: { cost: 2, roadOnly: false, defense: 2, blocksLineOfSight: false },
  marsh: { cost: 1, roadOnly: true, defense: 2, blocksLineOfSight: false },
  town: { cost: 1, roadOnly: false, defense: 2, blocksLineOfSight: true },
  lake: { cost: null, roadOnly: false, defense: 1, blocksLineOfSight: false },
};

/** Movement point costs of hexsides and roads (NAW 5.22-5.26, 9.0). Multiples of 1/2. */
export interface HexsideCosts {
  /** Road hex to road hex through a road hexside, whatever the terrain (5.22). */
  readonly road: number;
  /** Trail hex to trail hex through a trail hexside (5.23). */
  readonly trail: number;
  /** Additional cost of crossing an unbridged stream hexside (5.25). */
  readonly stream: number;
  /** Additional cost of crossing a slope hexside toward its uphill hex (5.26). */
  readonly slope: number;
}

/** The published hexside costs. */
export const NAW_HEXSIDE_COSTS: HexsideCosts = { road: 0.5, trail: 1, stream: 2, slope: 1 };
