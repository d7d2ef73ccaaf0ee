/**
 * The JSON format of point-to-point maps (boxes joined by connections), as
 * zod schemas. Cross-references are checked by `loadPointGraph`.
 *
 * @module
 */
import { z } from 'zod';
import { provenanceSchema } from './hexMapSchema.js';

/** One box (area, town, node) of a point-to-point map. */
export const boxSchema = z.strictObject({
  /** Stable id used in state and in connections, e.g. `"vienna"`. */
  id: z.string().min(1),
  /** Display name. */
  name: z.string().min(1),
  /** Free-form data for the ruleset: terrain kind, fortified city, victory points... */
  attributes: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).optional(),
  note: z.string().optional(),
});

/** One undirected connection between two boxes. */
export const connectionSchema = z.strictObject({
  between: z.tuple([z.string().min(1), z.string().min(1)]),
  /** What kind of link this is (plain, dotted, bridge, ford, major river...); the ruleset decides. */
  kind: z.string().min(1),
  /** Movement cost; prefer integers (e.g. half-points) for exact sums. */
  cost: z.number().min(0).refine(Number.isFinite, 'must be finite'),
  note: z.string().optional(),
});

/**
 * Schema of a point-to-point map file.
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
  $schema: z.string().optional(),
  id: z.string().min(1),
  name: z.string().min(1),
  provenance: provenanceSchema,
  boxes: z.array(boxSchema),
  connections: z.array(connectionSchema),
});

/** A point-to-point map file as plain JSON data (the input of `loadPointGraph`). */
export type PointGraphJson = z.infer<typeof pointGraphJsonSchema>;
