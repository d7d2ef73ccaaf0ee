/**
 * The shapes of the Aspern-Essling order of battle (MiB 2.1-2.5): formations and their commanders, units, and where
 * and when each piece enters. Plain data with local vocabularies, so the order of battle loads without the engine;
 * the lists repeat the ruleset's `SIDES` and `UNIT_KINDS` word for word.
 *
 * @module
 */

/** The two sides (the ruleset's `SIDES`). */
export const OOB_SIDES = ['french', 'austrian'] as const;
/** One side. */
export type OobSide = (typeof OOB_SIDES)[number];

/** Unit kinds (MiB 2.2; the ruleset's `UNIT_KINDS`). */
export const OOB_UNIT_KINDS = ['infantry', 'cavalry', 'artillery', 'train', 'engineer'] as const;
/** One unit kind. */
export type OobUnitKind = (typeof OOB_UNIT_KINDS)[number];

/** The Aspern map's set-up and entry regions: French start areas and Lobau, the great bridge, the Austrian roads. */
export const ASPERN_REGIONS = [
  'french-start-aspern',
  'french-start-essling',
  'french-start-centre',
  'french-start-enzersdorf',
  'lobau',
  'bridgehead',
  'small-bridge',
  'french-entry',
  'austrian-entry-1',
  'austrian-entry-2',
  'austrian-entry-3',
  'austrian-entry-4',
  'austrian-entry-5',
  'austrian-entry-reserve',
] as const;
/** One region. */
export type AspernRegion = (typeof ASPERN_REGIONS)[number];

/** A commander rated 1 (poor) to 5 (best) (MiB 2.5). */
export interface OobCommander {
  readonly id: string;
  readonly name: string;
  readonly rating: number;
  readonly provenance: string;
}

/** An army commander: his side, and the id of the HQ marker he issues orders from (MiB 2.5, OR). */
export interface OobArmyCommander extends OobCommander {
  readonly side: OobSide;
  readonly hq: string;
}

/** A formation: a corps or an army reserve with one commander and one chit (MiB 3.4). */
export interface OobFormation {
  readonly id: string;
  readonly name: string;
  readonly side: OobSide;
  readonly commander: OobCommander;
  readonly provenance: string;
}

/**
 * A unit (MiB 2.2). `sp` at about 1,000 infantry, 500 cavalry or 4 guns a point; `guard` marks Imperial Guard
 * infantry (AM: "Smashed Imperial Guard infantry division"), `horse` horse artillery (10 MP, MiB 2.6), and
 * `organicCavalry` the SP of an infantry division's attached light horse (MiB 7.13).
 */
export interface OobUnit {
  readonly id: string;
  readonly name: string;
  readonly side: OobSide;
  readonly formation: string;
  readonly kind: OobUnitKind;
  readonly sp: number;
  readonly morale: number;
  readonly guard?: true;
  readonly horse?: true;
  readonly organicCavalry?: number;
  readonly provenance: string;
}

/** Where a unit starts (`turn` 0) or enters (the turn of its reinforcement phase, MiB 3.2). */
export interface OobSetupRow {
  readonly unit: string;
  readonly turn: number;
  readonly region: AspernRegion;
  readonly provenance: string;
}

/** Where a commander or an HQ marker starts or enters, as `OobSetupRow` does for units. */
export interface OobLeaderSetupRow {
  readonly leader: string;
  readonly turn: number;
  readonly region: AspernRegion;
  readonly provenance: string;
}

/** A break of the great bridge (MiB 16.1): broken from `turn`, whole again from `repairedTurn` (`null`: never). */
export interface OobBridgeBreak {
  readonly turn: number;
  readonly repairedTurn: number | null;
  readonly provenance: string;
}
