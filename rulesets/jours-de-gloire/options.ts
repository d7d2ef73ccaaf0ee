/**
 * The typed configuration of Jours de Gloire Campaign: The Danube: the tables the copy lacks headings for, the
 * movement allowances, the limits of command, the optional rules; defaults are the published values or the
 * documented reconstructions. Scenarios and users override any field (each replaced whole).
 *
 * @module
 */
import * as z from 'zod/mini';
import { ARTILLERY_TABLE, FORCED_MARCH_TABLE, PURSUIT_TABLE, RECONNAISSANCE_TABLE, type BandTable } from './tables/smallTables.js';

/** Jours de Gloire's options. */
export interface JdgOptions {
  /** The Artillery (8.1 P4), Pursuit (P6), Forced March (5.4) and Reconnaissance (6.3) tables. */
  readonly tables: { readonly artillery: BandTable; readonly pursuit: BandTable; readonly forcedMarch: BandTable; readonly reconnaissance: BandTable };
  /** Movement points in clear weather (the Movement Table, 5.0). */
  readonly movement: { readonly general: number; readonly infantry: number; readonly cavalry: number };
  /** The longest line of communication, in movement points at infantry rates (4.3). */
  readonly ldcLimit: number;
  /** Force markers per side (7.2: the count is not in the copy; reconstructed). */
  readonly forceMarkers: number;
  /** The solitaire game (10.0): no dummies, no reconnaissance, nothing hidden, movement points rolled. */
  readonly solitaire: boolean;
  /** S9's optional rule: the reinforcements from Italy enter on a roll. */
  readonly italyReinforcements: boolean;
  /** S9's optional rule: additional reinforcements on a roll each turn from turn 4. */
  readonly additionalReinforcements: boolean;
}

/** The published defaults (and reconstructions, marked). */
export const DEFAULT_OPTIONS: JdgOptions = {
  tables: { artillery: ARTILLERY_TABLE, pursuit: PURSUIT_TABLE, forcedMarch: FORCED_MARCH_TABLE, reconnaissance: RECONNAISSANCE_TABLE },
  movement: { general: 8, infantry: 6, cavalry: 8 },
  ldcLimit: 4,
  // 7.2 gives no number: three a side, enough to hide a main army, its advance guard and a flank corps
  forceMarkers: 3,
  solitaire: false,
  italyReinforcements: false,
  additionalReinforcements: false,
};

const small = z.int().check(z.minimum(0), z.maximum(60));
const bandTable = z.strictObject({
  bands: z.array(small).check(z.minLength(1), z.maxLength(10)),
  labels: z.array(z.string().check(z.maxLength(40))).check(z.minLength(1), z.maxLength(10)),
  firstRoll: z.int().check(z.minimum(-10), z.maximum(10)),
  rows: z.array(z.array(z.string().check(z.regex(/^\d{1,2}\*?$/))).check(z.minLength(1), z.maxLength(10))).check(z.minLength(1), z.maxLength(20)),
  provenance: z.string().check(z.maxLength(2000)),
}).check(z.superRefine((t, ctx) => {
  if (t.labels.length !== t.bands.length) ctx.addIssue({ code: 'custom', path: ['labels'], message: 'one label per band' });
  t.rows.forEach((row, i) => row.length !== t.bands.length && ctx.addIssue({ code: 'custom', path: ['rows', i], message: 'one cell per band' }));
}));

/** Schema of the options in force (every field present). */
export const optionsSchema = z.strictObject({
  tables: z.strictObject({ artillery: bandTable, pursuit: bandTable, forcedMarch: bandTable, reconnaissance: bandTable }),
  movement: z.strictObject({ general: small.check(z.minimum(1)), infantry: small.check(z.minimum(1)), cavalry: small.check(z.minimum(1)) }),
  ldcLimit: small,
  forceMarkers: small.check(z.maximum(20)),
  solitaire: z.boolean(),
  italyReinforcements: z.boolean(),
  additionalReinforcements: z.boolean(),
});

/** Schema of option overrides (any subset). */
export const partialOptionsSchema = z.partial(optionsSchema);
