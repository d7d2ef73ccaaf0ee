/**
 * The JSON format of hex maps, as valibot schemas. The shape is checked here;
 * cross-references (hexes on the map, adjacency, declared terrain) are
 * checked by `loadHexMap`.
 *
 * @module
 */
import * as v from 'valibot';
import { nameRecord, nameSchema, RESERVED_NAME } from '../core/names.js';
import { MAP_EDGES } from './hexGrid.js';
import { HEXSIDE_FEATURES } from './hexsideFeatures.js';
import { MAP_LIMITS } from './mapLimits.js';

/** A name in a map (terrain, place, region, edge): 1 to `MAP_LIMITS.name` characters, no control characters. */
const name = v.pipe(nameSchema(MAP_LIMITS.name), v.minLength(1));
/** A free-text note. */
const note = v.pipe(v.string(), v.maxLength(MAP_LIMITS.text));
/** A list of hexes: at most one per hex of the largest grid. */
const hexList = () => v.pipe(v.array(hexIdSchema), v.maxLength(MAP_LIMITS.hexes));

/** Where a map's data comes from: the printed game, a reconstruction, or a test fixture. */
export const PROVENANCE_KINDS = ['published', 'reconstructed', 'test'] as const;
/** One provenance kind. */
export type ProvenanceKind = (typeof PROVENANCE_KINDS)[number];

/** A printed four-digit hex id in JSON. */
export const hexIdSchema = v.pipe(v.string(), v.regex(/^\d{4}$/, 'must be a four-digit hex id such as "0809"'));

/** Provenance of map data; a `reconstructed` map must explain itself in `notes`. */
export const provenanceSchema = v.strictObject({
  kind: v.picklist(PROVENANCE_KINDS),
  notes: v.optional(note),
});

/** The provenance record of a map (`{ kind, notes? }`). */
export type MapProvenance = v.InferOutput<typeof provenanceSchema>;

const lineRange = v.strictObject({
  first: v.pipe(v.number(), v.safeInteger(), v.minValue(0), v.maxValue(99)),
  last: v.pipe(v.number(), v.safeInteger(), v.minValue(0), v.maxValue(99)),
});

/** Schema of a `HexGridDeclaration`. */
export const hexGridDeclarationSchema = v.strictObject({
  idFormat: v.picklist(['CCRR', 'RRCC']),
  orientation: v.picklist(['flat', 'pointy']),
  shifted: v.picklist(['even', 'odd']),
  columns: lineRange,
  rows: lineRange,
});

/** One hexside entry: the two hexes, their features, and the uphill hex for slopes. */
export const hexsideSchema = v.strictObject({
  between: v.strictTuple([hexIdSchema, hexIdSchema]),
  features: v.pipe(v.array(v.picklist(HEXSIDE_FEATURES)), v.minLength(1), v.maxLength(HEXSIDE_FEATURES.length)),
  /** Required with `slope` or `hillcrest`: which of the two hexes is uphill. */
  uphill: v.optional(hexIdSchema),
  /** Optional provenance note for this hexside. */
  note: v.optional(note),
});

/** A named place (town, village, bridge...) covering one or more hexes. */
export const placeSchema = v.strictObject({
  name,
  hexes: v.pipe(hexList(), v.minLength(1)),
  note: v.optional(note),
});

/**
 * Schema of a hex map file. Every string, list and record is bounded (`MAP_LIMITS`); names hold no control
 * characters, and a record keyed by names refuses the key `__proto__` (see `nameRecord`).
 *
 * @example
 * ```json
 * { "id": "test-1", "name": "Test map", "provenance": { "kind": "test" },
 *   "grid": { "idFormat": "CCRR", "orientation": "flat", "shifted": "even",
 *             "columns": { "first": 1, "last": 6 }, "rows": { "first": 1, "last": 6 } },
 *   "terrainTypes": ["clear", "forest", "town"], "defaultTerrain": "clear",
 *   "terrain": { "forest": ["0203", "0204"], "town": ["0305"] },
 *   "hexsides": [{ "between": ["0405", "0406"], "features": ["slope"], "uphill": "0406" }],
 *   "places": [{ "name": "Aspern", "hexes": ["0305"] }],
 *   "regions": { "lobau": ["0601", "0602"] },
 *   "edges": { "north": "firstRow" },
 *   "notes": { "0305": "church tower shown on the 1809 survey" } }
 * ```
 */
export const hexMapJsonSchema = v.strictObject({
  /** Optional JSON-schema reference for editors; ignored. */
  $schema: v.optional(v.pipe(v.string(), v.maxLength(MAP_LIMITS.text))),
  id: name,
  name,
  provenance: provenanceSchema,
  grid: hexGridDeclarationSchema,
  /** Terrain names; their meaning belongs to the ruleset. At most 256, none `__proto__`. */
  terrainTypes: v.pipe(v.array(v.pipe(name, v.check((t) => t !== RESERVED_NAME, `"${RESERVED_NAME}" is reserved: it cannot name a terrain`))), v.minLength(1), v.maxLength(MAP_LIMITS.terrainTypes)),
  /** Terrain of every hex not listed under `terrain`. */
  defaultTerrain: name,
  /** Terrain name -> hexes of that terrain. */
  terrain: v.optional(nameRecord(name, hexList(), MAP_LIMITS.terrainTypes)),
  hexsides: v.optional(v.pipe(v.array(hexsideSchema), v.maxLength(MAP_LIMITS.entries))),
  /** Disjoint named places. */
  places: v.optional(v.pipe(v.array(placeSchema), v.maxLength(MAP_LIMITS.hexes))),
  /** Named sets of hexes (may overlap), e.g. set-up areas. */
  regions: v.optional(nameRecord(name, hexList(), MAP_LIMITS.entries)),
  /** Names for the grid's edges, e.g. `{ "north": "firstRow" }`. */
  edges: v.optional(nameRecord(name, v.picklist(MAP_EDGES), MAP_LIMITS.entries)),
  /** Provenance notes for single hexes, by hex id. */
  notes: v.optional(nameRecord(hexIdSchema, note, MAP_LIMITS.hexes)),
});

/** A hex map file as plain JSON data (the input of `loadHexMap`). */
export type HexMapJson = v.InferOutput<typeof hexMapJsonSchema>;
