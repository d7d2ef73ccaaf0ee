import type * as z from 'zod/mini';
import type { AcgOptions } from './options.js';
import type { combatSchema, DeepReadonly, markerSchema, stateSchema, unitSchema } from './stateSchema.js';

/** A combat unit in play. */
export type AcgUnit = DeepReadonly<z.infer<typeof unitSchema>>;
/** An artillery bombardment marker in play. */
export type AcgMarker = DeepReadonly<z.infer<typeof markerSchema>>;
/** The attack being resolved. */
export type AcgCombat = DeepReadonly<z.infer<typeof combatSchema>>;
/** A whole A Crowning Glory game state: plain JSON data. */
export type AcgState = DeepReadonly<Omit<z.infer<typeof stateSchema>, 'options'>> & { readonly options: AcgOptions };
