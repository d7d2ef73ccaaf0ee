import type * as z from 'zod/mini';
import type { MibOptions } from './options.js';
import type { combatSchema, DeepReadonly, formationSchema, orderSchema, stateSchema, unitSchema } from './stateSchema.js';

/** A unit in play. */
export type MibUnit = DeepReadonly<z.infer<typeof unitSchema>>;
/** A formation in play. */
export type MibFormation = DeepReadonly<z.infer<typeof formationSchema>>;
/** An order and its target hex. */
export type MibOrder = DeepReadonly<z.infer<typeof orderSchema>>;
/** The attack being resolved. */
export type MibCombat = DeepReadonly<z.infer<typeof combatSchema>>;
/** A whole March into Battle game state: plain JSON data. */
export type MibState = DeepReadonly<Omit<z.infer<typeof stateSchema>, 'options'>> & { readonly options: MibOptions };
