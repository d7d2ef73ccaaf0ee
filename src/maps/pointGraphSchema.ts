/**
 * The JSON format of point-to-point maps (boxes joined by connections), as
 * zod schemas. Cross-references are checked by `loadPointGraph`.
 *
 * @module
 */
import * as z from 'zod/mini';
import { nameRecord, nameSchema } from '../core/names.js';
import { provenanceSchema } from './hexMapSchema.js';
import { MAP_LIMITS } from './mapLimits.js';

/** An id, name or kind: 1 to `MAP_LIMITS.name` characters, no control characters. */
const name = nameSchema(MAP_LIMITS.name).check(z.minLength(1));
const note = z.string().check(z.maxLength(MAP_LIMITS.text));

/** One box (area, town, node) of a point-to-point map. */
export const boxSchema = z.strictObject({
  /** Stable id used in state and in connections, e.g. `"vienna"`. */
  id: name,
  /** Display name. */
  name,
  /** Free-form data for the ruleset: terrain kind, fortified city, victory points... */
  attributes: z.optional(nameRecord(name, z.union([z.string().check(z.maxLength(MAP_LIMITS.text)), z.number(), z.boolean()]), MAP_LIMITS.name)),
  note: z.optional(note),
});

/** One undirected connection between two boxes. */
export const connectionSchema = z.strictObject({
  between: z.tuple([name, name]),
  /** What kind of link this is (plain, dotted, bridge, ford, major river...); the ruleset decides. */
  kind: name,
  /** Movement cost, 0 to `MAP_LIMITS.cost`; prefer integers (e.g. half-points) for exact sums. */
  cost: z.number().check(z.minimum(0), z.maximum(MAP_LIMITS.cost)),
  note: z.optional(note),
});

/**
 * Schema of a point-to-point map file. Every string, list and record is bounded (`MAP_LIMITS`).
 *
 * @example
 * ```json
 * { "id": "danube-1809", "name": "Danube campaign", "provenance": { "kind": "test" },
 *   "boxes": [ { "id": "vienna", "name": "Vienna", "attributes": { "fortified": true } },
 *              { "id": "wagram", "name": "Wagram" } ],
 *   "connections": [ { "between": ["vienna", "wagram"], "kind": "plain", "cost": 1 } ] }
 * ```
 */
export const pointGraphJsonSchema = z.strictObject({
  $schema: z.optional(z.string().check(z.maxLength(MAP_LIMITS.text))),
  id: name,
  name,
  provenance: provenanceSchema,
  boxes: z.array(boxSchema).check(z.maxLength(MAP_LIMITS.hexes)),
  connections: z.array(connectionSchema).check(z.maxLength(MAP_LIMITS.entries)),
});

/** A point-to-point map file as plain JSON data (the input of `loadPointGraph`). */
export type PointGraphJson = z.infer<typeof pointGraphJsonSchema>;
