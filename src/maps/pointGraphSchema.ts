/**
 * The JSON format of point-to-point maps (boxes joined by connections), as
 * valibot schemas. Cross-references are checked by `loadPointGraph`.
 *
 * @module
 */
import * as v from 'valibot';
import { nameRecord, nameSchema } from '../core/names.js';
import { provenanceSchema } from './hexMapSchema.js';
import { MAP_LIMITS } from './mapLimits.js';

/** An id, name or kind: 1 to `MAP_LIMITS.name` characters, no control characters. */
const boxName = v.pipe(nameSchema(MAP_LIMITS.name), v.minLength(1));
const note = v.pipe(v.string(), v.maxLength(MAP_LIMITS.text));

/** One box (area, town, node) of a point-to-point map. */
export const boxSchema = v.strictObject({
  /** Stable id used in state and in connections, e.g. `"vienna"`. */
  id: boxName,
  /** Display name. */
  name: boxName,
  /** Free-form data for the ruleset: terrain kind, fortified city, victory points... */
  attributes: v.optional(nameRecord(boxName, v.union([v.pipe(v.string(), v.maxLength(MAP_LIMITS.text)), v.pipe(v.number(), v.finite()), v.boolean()]), MAP_LIMITS.name)),
  note: v.optional(note),
});

/** One undirected connection between two boxes. */
export const connectionSchema = v.strictObject({
  between: v.strictTuple([boxName, boxName]),
  /** What kind of link this is (plain, dotted, bridge, ford, major river...); the ruleset decides. */
  kind: boxName,
  /** Movement cost, 0 to `MAP_LIMITS.cost`; prefer integers (e.g. half-points) for exact sums. */
  cost: v.pipe(v.number(), v.minValue(0), v.maxValue(MAP_LIMITS.cost)),
  note: v.optional(note),
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
export const pointGraphJsonSchema = v.strictObject({
  $schema: v.optional(v.pipe(v.string(), v.maxLength(MAP_LIMITS.text))),
  id: boxName,
  name: boxName,
  provenance: provenanceSchema,
  boxes: v.pipe(v.array(boxSchema), v.maxLength(MAP_LIMITS.hexes)),
  connections: v.pipe(v.array(connectionSchema), v.maxLength(MAP_LIMITS.entries)),
});

/** A point-to-point map file as plain JSON data (the input of `loadPointGraph`). */
export type PointGraphJson = v.InferOutput<typeof pointGraphJsonSchema>;
