import * as v from 'valibot';
import type { AcgOptions } from './options.js';
import type { combatSchema, DeepReadonly, markerSchema, stateSchema, unitSchema } from './stateSchema.js';

/** A combat unit in play. */
export type AcgUnit = DeepReadonly<v.InferOutput<typeof unitSchema>>;
/** An artillery bombardment marker in play. */
export type AcgMarker = DeepReadonly<v.InferOutput<typeof markerSchema>>;
/** The attack being resolved. */
export type AcgCombat = DeepReadonly<v.InferOutput<typeof combatSchema>>;
/** A whole A Crowning Glory game state: plain JSON data. */
export type AcgState = DeepReadonly<Omit<v.InferOutput<typeof stateSchema>, 'options'>> & { readonly options: AcgOptions };
