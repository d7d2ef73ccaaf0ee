import * as v from 'valibot';
import type { JdgOptions } from './options.js';
import type { activationSchema, battleSchema, DeepReadonly, formingSchema, pieceSchema, reactionSchema, reconSchema, stateSchema, withdrawalSchema } from './stateSchema.js';

/** A counter in play: general, combat unit or dummy. */
export type JdgPiece = DeepReadonly<v.InferOutput<typeof pieceSchema>>;
/** The stack being formed. */
export type JdgForming = DeepReadonly<v.InferOutput<typeof formingSchema>>;
/** The stack moving. */
export type JdgActivation = DeepReadonly<v.InferOutput<typeof activationSchema>>;
/** A reaction being offered or made. */
export type JdgReaction = DeepReadonly<v.InferOutput<typeof reactionSchema>>;
/** A reconnaissance being made (6.3). */
export type JdgRecon = DeepReadonly<v.InferOutput<typeof reconSchema>>;
/** Cavalry withdrawing (6.3). */
export type JdgWithdrawal = DeepReadonly<v.InferOutput<typeof withdrawalSchema>>;
/** The battle being fought. */
export type JdgBattle = DeepReadonly<v.InferOutput<typeof battleSchema>>;
/** A whole Jours de Gloire game state: plain JSON data. */
export type JdgState = DeepReadonly<Omit<v.InferOutput<typeof stateSchema>, 'options'>> & { readonly options: JdgOptions };
