import { z } from 'zod';
import { LIMITS } from './limits.js';
import { optionsSchema } from './options.js';
import { SIDES, UNIT_KINDS, UNIT_STATUSES, type NawState } from './types.js';

const bySide = <T extends z.ZodType>(value: T) => z.strictObject({ french: value, coalition: value });
const index = z.number().int().min(-1).max(1_000_000);
const id = z.string().max(LIMITS.name);
const ids = z.array(id).max(LIMITS.units);
const tally = z.number().int().min(-LIMITS.points * 100).max(LIMITS.points * 100);

const unitSchema = z.strictObject({
  id: id.min(1),
  side: z.enum(SIDES),
  kind: z.enum(UNIT_KINDS),
  strength: z.number().int().nonnegative().max(LIMITS.strength),
  movement: z.number().int().positive().max(LIMITS.movement),
  status: z.enum(UNIT_STATUSES),
  hex: index,
  moved: z.boolean(),
  arrived: z.boolean(),
  engaged: z.boolean(),
  advanced: z.boolean(),
  silenced: z.boolean(),
});

const combatSchema = z.strictObject({
  stage: z.enum(['forming', 'roll', 'exchange', 'retreat', 'advance']),
  defenderHexes: z.array(index).max(LIMITS.units),
  attackers: ids,
  bombarding: ids,
  defenders: ids,
  column: z.number().int().min(-1).max(32),
  result: z.enum(['Ae', 'Ar', 'Dr', 'De', 'Ex']).nullable(),
  exchangeOwed: z.number().int().nonnegative().max(LIMITS.points),
  retreating: ids,
  mayRetreat: ids,
  displacing: z.strictObject({ unit: id, chain: ids }).nullable(),
  vacated: z.array(index).max(LIMITS.units),
});

/** Schema of a saved Napoleon at War state. */
export const stateSchema: z.ZodType<NawState> = z.strictObject({
  rng: z.array(z.number().int()).length(4),
  chanceMode: z.enum(['auto', 'explicit']),
  scenario: z.strictObject({ id: z.string().min(1).max(200), hash: z.string().regex(/^[0-9a-f]{26}$/) }),
  options: optionsSchema,
  turn: z.number().int().positive().max(LIMITS.turns),
  phasing: z.enum(SIDES),
  phase: z.enum(['deployment', 'movement', 'combat']),
  units: z.array(unitSchema).max(LIMITS.units),
  mustMove: id.nullable(),
  combat: combatSchema.nullable(),
  losses: bySide(tally.nonnegative()),
  exited: bySide(tally.nonnegative()),
  points: bySide(tally),
  demoralized: bySide(z.boolean()),
  pendingRolls: ids,
  rolledIn: z.array(z.strictObject({ group: id, turn: z.number().int().positive().max(LIMITS.turns) })).max(LIMITS.units),
  awarded: z.array(z.string().max(LIMITS.name * 2)).max(LIMITS.list),
  over: z.boolean(),
});
