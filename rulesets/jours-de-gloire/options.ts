/**
 * The typed configuration of Jours de Gloire Campaign: The Danube: the tables the copy lacks headings for, the
 * movement allowances, the limits of command, the optional rules; defaults are the published values or the
 * documented reconstructions. Scenarios and users override any field (each replaced whole).
 *
 * @module
 */
import * as v from 'valibot';
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

const small = v.pipe(v.number(), v.safeInteger(), v.minValue(0), v.maxValue(60));
const bandTable = v.pipe(v.strictObject({
  bands: v.pipe(v.array(small), v.minLength(1), v.maxLength(10)),
  labels: v.pipe(v.array(v.pipe(v.string(), v.maxLength(40))), v.minLength(1), v.maxLength(10)),
  firstRoll: v.pipe(v.number(), v.safeInteger(), v.minValue(-10), v.maxValue(10)),
  rows: v.pipe(v.array(v.pipe(v.array(v.pipe(v.string(), v.regex(/^\d{1,2}\*?$/))), v.minLength(1), v.maxLength(10))), v.minLength(1), v.maxLength(20)),
  provenance: v.pipe(v.string(), v.maxLength(2000)),
}), v.rawCheck(({ dataset, addIssue }) => {
  if (!dataset.typed) return;
  const t = dataset.value;
  const at = (key: string | number, value: unknown, parent: unknown) => ({ type: 'object' as const, origin: 'value' as const, input: parent as Record<string, unknown>, key: String(key), value });
  if (t.labels.length !== t.bands.length) addIssue({ message: 'one label per band', path: [at('labels', t.labels, t)] });
  t.rows.forEach((row, i) => {
    if (row.length !== t.bands.length) addIssue({ message: 'one cell per band', path: [at('rows', t.rows, t), { type: 'array', origin: 'value', input: t.rows, key: i, value: row }] });
  });
}));

/** Schema of the options in force (every field present). */
export const optionsSchema = v.strictObject({
  tables: v.strictObject({ artillery: bandTable, pursuit: bandTable, forcedMarch: bandTable, reconnaissance: bandTable }),
  movement: v.strictObject({ general: v.pipe(small, v.minValue(1)), infantry: v.pipe(small, v.minValue(1)), cavalry: v.pipe(small, v.minValue(1)) }),
  ldcLimit: small,
  forceMarkers: v.pipe(small, v.maxValue(20)),
  solitaire: v.boolean(),
  italyReinforcements: v.boolean(),
  additionalReinforcements: v.boolean(),
});

/** Schema of option overrides (any subset). */
export const partialOptionsSchema = v.partial(optionsSchema);
