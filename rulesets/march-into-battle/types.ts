import * as v from 'valibot';
import type { MibOptions } from './options.js';
import type { combatSchema, DeepReadonly, formationSchema, orderSchema, stateSchema, unitSchema } from './stateSchema.js';

/** A unit in play. */
export type MibUnit = DeepReadonly<v.InferOutput<typeof unitSchema>>;
/** A formation in play. */
export type MibFormation = DeepReadonly<v.InferOutput<typeof formationSchema>>;
/** An order and its target hex. */
export type MibOrder = DeepReadonly<v.InferOutput<typeof orderSchema>>;
/** The attack being resolved. */
export type MibCombat = DeepReadonly<v.InferOutput<typeof combatSchema>>;
/** A whole March into Battle game state: plain JSON data. */
export type MibState = DeepReadonly<Omit<v.InferOutput<typeof stateSchema>, 'options'>> & { readonly options: MibOptions };
