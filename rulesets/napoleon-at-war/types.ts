/**
 * The vocabulary and state types of Napoleon at War. The state's types are derived from its schema
 * (`stateSchema.ts`), the one source of truth; the vocabulary lists (`as const`) from `vocabulary.ts`.
 */
export { SIDES, UNIT_KINDS, UNIT_STATUSES, PHASES, COMBAT_STAGES } from './vocabulary.js';
export type { Side, BySide, UnitKind, UnitStatus, Phase, CombatStage } from './vocabulary.js';
export type { NawUnit, Displacement, CombatState, NawState } from './stateSchema.js';
