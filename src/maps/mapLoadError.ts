/**
 * Coded, field-named errors returned by the map loaders (they never throw).
 *
 * @module
 */

/** Every error code a map loader may return. */
export const MAP_ERROR_CODES = [
  /** The JSON does not have the required shape (wrong type, missing or unknown field). */
  'invalid-shape',
  /** The grid declaration is unusable (e.g. first row after last row). */
  'invalid-grid',
  /** A `reconstructed` map must say what was reconstructed and how. */
  'missing-provenance-notes',
  /** A printed hex id is well formed but not on this map. */
  'hex-not-on-map',
  /** A terrain name is used but not listed in `terrainTypes`. */
  'unknown-terrain',
  /** A name (terrain type, place, box id) is declared twice. */
  'duplicate-name',
  /** A hex is listed twice where it may appear once. */
  'duplicate-hex',
  /** The two hexes of a hexside are not adjacent. */
  'not-adjacent',
  /** A slope or hillcrest hexside does not say which hex is uphill. */
  'missing-uphill',
  /** `uphill` given on a hexside without slope or hillcrest. */
  'unexpected-uphill',
  /** `uphill` names a hex that is not one of the pair. */
  'uphill-not-in-pair',
  /** Two entries for the same hexside disagree about which hex is uphill. */
  'conflicting-uphill',
  /** A hex belongs to two named places (places are disjoint; regions may overlap). */
  'overlapping-places',
  /** A connection names a box that does not exist. */
  'unknown-box',
  /** A connection joins a box to itself. */
  'self-connection',
] as const;

/** One map loader error code. */
export type MapErrorCode = (typeof MAP_ERROR_CODES)[number];

/** A loader error: a code, the JSON field path, and a message starting with that path. */
export interface MapLoadError {
  readonly code: MapErrorCode;
  /** Field path in the input, e.g. `hexsides[3].between[1]`. */
  readonly path: string;
  /** Human-readable message, e.g. `hexsides[3].between[1]: hex 9999 is not on the map`. */
  readonly message: string;
}


/** Builds a {@link MapLoadError} whose message is prefixed by the path. */
export function mapLoadError(code: MapErrorCode, path: string, message: string): MapLoadError {
  return { code, path, message: path === '' || path === '(root)' ? message : `${path}: ${message}` };
}

/** Thrown internally by loaders to abort at the first error; never escapes them. */
export class MapLoadFailure extends Error {
  constructor(readonly error: MapLoadError) {
    super(error.message);
  }
}
