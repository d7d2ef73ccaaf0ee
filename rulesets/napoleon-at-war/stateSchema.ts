import { z } from 'zod';
import { optionsSchema } from './options.js';
import { SIDES, UNIT_KINDS, UNIT_STATUSES, type NawState } from './types.js';

const bySide = <T extends z.ZodType>(value: T) => z.strictObject({ french: value, coalition: value });
const index = z.number().int().min(-1);

const unitSchema = z.strictObject({
  id: z.string().min(1),
  side: z.enum(SIDES),
  kind: z.enum(UNIT_KINDS),
  strength: z.number().int().nonnegative(),
  movement: z.number().int().positive(),
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
  defenderHexes: z.array(index),
  attackers: z.array(z.string()),
  bombarding: z.array(z.string()),
  defenders: z.array(z.string()),
  column: z.number().int().min(-1),
  result: z.enum(['Ae', 'Ar', 'Dr', 'De', 'Ex']).nullable(),
  exchangeOwed: z.number().int().nonnegative(),
  retreating: z.array(z.string()),
  mayRetreat: z.array(z.string()),
  displacing: z.strictObject({ unit: z.string(), chain: z.array(z.string()) }).nullable(),
  vacated: z.array(index),
});

/** Schema of a saved Napoleon at War state. */
export const stateSchema: z.ZodType<NawState> = z.strictObject({
  rng: z.array(z.number().int()).length(4),
  chanceMode: z.enum(['auto', 'explicit']),
  scenario: z.strictObject({ id: z.string().min(1).max(200), hash: z.string().regex(/^[0-9a-f]{26}$/) }),
  options: optionsSchema,
  turn: z.number().int().positive(),
  phasing: z.enum(SIDES),
  phase: z.enum(['deployment', 'movement', 'combat']),
  units: z.array(unitSchema),
  mustMove: z.string().nullable(),
  combat: combatSchema.nullable(),
  losses: bySide(z.number().int().nonnegative()),
  exited: bySide(z.number().int().nonnegative()),
  points: bySide(z.number().int()),
  demoralized: bySide(z.boolean()),
  pendingRolls: z.array(z.string()),
  rolledIn: z.array(z.strictObject({ group: z.string().max(200), turn: z.number().int().positive() })),
  awarded: z.array(z.string()),
  over: z.boolean(),
});
