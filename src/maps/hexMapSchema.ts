/**
 * The JSON format of hex maps, as zod schemas. The shape is checked here;
 * cross-references (hexes on the map, adjacency, declared terrain) are
 * checked by `loadHexMap`.
 *
 * @module
 */
import * as z from 'zod/mini';
import { nameRecord, nameSchema, RESERVED_NAME } from '../core/names.js';
import { MAP_EDGES } from './hexGrid.js';
import { HEXSIDE_FEATURES } from './hexsideFeatures.js';
import { MAP_LIMITS } from './mapLimits.js';

/** A name in a map (terrain, place, region, edge): 1 to `MAP_LIMITS.name` characters, no control characters. */
const name = nameSchema(MAP_LIMITS.name).check(z.minLength(1));
/** A free-text note. */
const note = z.string().check(z.maxLength(MAP_LIMITS.text));
/** A list of hexes: at most one per hex of the largest grid. */
const hexList = () => z.array(hexIdSchema).check(z.maxLength(MAP_LIMITS.hexes));

/** Where a map's data comes from: the printed game, a reconstruction, or a test fixture. */
export const PROVENANCE_KINDS = ['published', 'reconstructed', 'test'] as const;
/** One provenance kind. */
export type ProvenanceKind = (typeof PROVENANCE_KINDS)[number];

/** A printed four-digit hex id in JSON. */
export const hexIdSchema = z.string().check(z.regex(/^\d{4}$/, 'must be a four-digit hex id such as "0809"'));

/** Provenance of map data; a `reconstructed` map must explain itself in `notes`. */
export const provenanceSchema = z.strictObject({
  kind: z.enum(PROVENANCE_KINDS),
  notes: z.optional(note),
});

/** The provenance record of a map (`{ kind, notes? }`). */
export type MapProvenance = z.infer<typeof provenanceSchema>;

const lineRange = z.strictObject({
  first: z.int().check(z.minimum(0), z.maximum(99)),
  last: z.int().check(z.minimum(0), z.maximum(99)),
});

/** Schema of a `HexGridDeclaration`. */
export const hexGridDeclarationSchema = z.strictObject({
  idFormat: z.enum(['CCRR', 'RRCC']),
  orientation: z.enum(['flat', 'pointy']),
  shifted: z.enum(['even', 'odd']),
  columns: lineRange,
  rows: lineRange,
});

/** One hexside entry: the two hexes, their features, and the uphill hex for slopes. */
export const hexsideSchema = z.strictObject({
  between: z.tuple([hexIdSchema, hexIdSchema]),
  features: z.array(z.enum(HEXSIDE_FEATURES)).check(z.minLength(1), z.maxLength(HEXSIDE_FEATURES.length)),
  /** Required with `slope` or `hillcrest`: which of the two hexes is uphill. */
  uphill: z.optional(hexIdSchema),
  /** Optional provenance note for this hexside. */
  note: z.optional(note),
});

/** A named place (town, village, bridge...) covering one or more hexes. */
export const placeSchema = z.strictObject({
  name,
  hexes: hexList().check(z.minLength(1)),
  note: z.optional(note),
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
export const hexMapJsonSchema = z.strictObject({
  /** Optional JSON-schema reference for editors; ignored. */
  $schema: z.optional(z.string().check(z.maxLength(MAP_LIMITS.text))),
  id: name,
  name,
  provenance: provenanceSchema,
  grid: hexGridDeclarationSchema,
  /** Terrain names; their meaning belongs to the ruleset. At most 256, none `__proto__`. */
  terrainTypes: z.array(name.check(z.refine((t) => t !== RESERVED_NAME, `"${RESERVED_NAME}" is reserved: it cannot name a terrain`))).check(z.minLength(1), z.maxLength(MAP_LIMITS.terrainTypes)),
  /** Terrain of every hex not listed under `terrain`. */
  defaultTerrain: name,
  /** Terrain name -> hexes of that terrain. */
  terrain: z.optional(nameRecord(name, hexList(), MAP_LIMITS.terrainTypes)),
  hexsides: z.optional(z.array(hexsideSchema).check(z.maxLength(MAP_LIMITS.entries))),
  /** Disjoint named places. */
  places: z.optional(z.array(placeSchema).check(z.maxLength(MAP_LIMITS.hexes))),
  /** Named sets of hexes (may overlap), e.g. set-up areas. */
  regions: z.optional(nameRecord(name, hexList(), MAP_LIMITS.entries)),
  /** Names for the grid's edges, e.g. `{ "north": "firstRow" }`. */
  edges: z.optional(nameRecord(name, z.enum(MAP_EDGES), MAP_LIMITS.entries)),
  /** Provenance notes for single hexes, by hex id. */
  notes: z.optional(nameRecord(hexIdSchema, note, MAP_LIMITS.hexes)),
});

/** A hex map file as plain JSON data (the input of `loadHexMap`). */
export type HexMapJson = z.infer<typeof hexMapJsonSchema>;
