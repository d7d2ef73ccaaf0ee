import type * as z from 'zod/mini';
import type { JdgOptions } from './options.js';
import type { activationSchema, battleSchema, DeepReadonly, formingSchema, pieceSchema, reactionSchema, reconSchema, stateSchema, withdrawalSchema } from './stateSchema.js';

/** A counter in play: general, combat unit or dummy. */
export type JdgPiece = DeepReadonly<z.infer<typeof pieceSchema>>;
/** The stack being formed. */
export type JdgForming = DeepReadonly<z.infer<typeof formingSchema>>;
/** The stack moving. */
export type JdgActivation = DeepReadonly<z.infer<typeof activationSchema>>;
/** A reaction being offered or made. */
export type JdgReaction = DeepReadonly<z.infer<typeof reactionSchema>>;
/** A reconnaissance being made (6.3). */
export type JdgRecon = DeepReadonly<z.infer<typeof reconSchema>>;
/** Cavalry withdrawing (6.3). */
export type JdgWithdrawal = DeepReadonly<z.infer<typeof withdrawalSchema>>;
/** The battle being fought. */
export type JdgBattle = DeepReadonly<z.infer<typeof battleSchema>>;
/** A whole Jours de Gloire game state: plain JSON data. */
export type JdgState = DeepReadonly<Omit<z.infer<typeof stateSchema>, 'options'>> & { readonly options: JdgOptions };
