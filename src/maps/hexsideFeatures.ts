/**
 * The vocabulary of hexside features and its bitmask encoding.
 *
 * A hexside feature belongs to the side shared by two adjacent hexes. What
 * each one does (cost, combat effect, zone-of-control blocking) is up to the
 * ruleset; the map only records where they are.
 *
 * @module
 */

/**
 * Every hexside feature a map may declare. `road` and `trail` on a hexside
 * mean the road or trail crosses that side, joining the two hexes. `slope`,
 * `hillcrest` and `steep` (a steep slope) carry an uphill hex; `creek` is a
 * watercourse between a stream and a river. New features are appended, so
 * the bit of each existing one never changes.
 */
export const HEXSIDE_FEATURES = ['river', 'bridge', 'stream', 'slope', 'road', 'trail', 'pond', 'hillcrest', 'creek', 'steep'] as const;

/** One hexside feature name, e.g. `'river'`. */
export type HexsideFeature = (typeof HEXSIDE_FEATURES)[number];

/** The features whose hexside declares which of its two hexes is uphill. */
export const UPHILL_FEATURES: readonly HexsideFeature[] = ['slope', 'hillcrest', 'steep'];

/** True when `s` is a known hexside feature name. */
export function isHexsideFeature(s: string): s is HexsideFeature {
  return (HEXSIDE_FEATURES as readonly string[]).includes(s);
}

/**
 * The bit of a feature in a hexside bitmask: `1 << HEXSIDE_FEATURES.indexOf(f)`.
 *
 * @example
 * ```ts
 * import { featureBit } from 'kriegsspiel';
 * const mask = featureBit('stream') | featureBit('bridge');
 * (mask & featureBit('bridge')) !== 0; // true
 * ```
 */
export function featureBit(feature: HexsideFeature): number {
  return 1 << HEXSIDE_FEATURES.indexOf(feature);
}

/** The bitmask of a list of features. */
export function featureMask(features: Iterable<HexsideFeature>): number {
  let mask = 0;
  for (const f of features) mask |= featureBit(f);
  return mask;
}

/** The feature names set in a bitmask, in vocabulary order. */
export function featuresOf(mask: number): HexsideFeature[] {
  return HEXSIDE_FEATURES.filter((_f, bit) => (mask & (1 << bit)) !== 0);
}

/** A canonical key for the unordered pair of hexes sharing a hexside, e.g. `'0203-0204'`. */
export type HexsideKey = string & { readonly __brand: 'HexsideKey' };

/**
 * The key of the hexside between two hexes, the same whichever order they are
 * given in (the smaller id first): suitable for state such as blown bridges.
 *
 * @example
 * ```ts
 * import { hexsideKey } from 'kriegsspiel';
 * hexsideKey('0204', '0203'); // '0203-0204'
 * ```
 */
export function hexsideKey(a: string, b: string): HexsideKey {
  return (a < b ? `${a}-${b}` : `${b}-${a}`) as HexsideKey;
}
