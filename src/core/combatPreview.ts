/** One unit counted in a combat, as a player tallies it by hand. */
export interface CombatantLine {
  /** The unit's id (absent for a counter the viewer may not identify). */
  readonly unit?: string;
  /** Its printed hex id or box id. */
  readonly at: string;
  /** The strength it counts with, before any multiplier. */
  readonly strength: number;
  /** The multiplier applied to it (terrain, hexside), 1 when none. */
  readonly multiplier?: number;
  /** Why, e.g. `'town'` or `'stream'`, or a note such as `'bombarding'`. */
  readonly note?: string;
}

/** A modifier of a combat: a multiplier, a column shift, a die-roll modifier or a strength change, with its rule. */
export interface CombatModifier {
  /** What it is: `'multiplier'` of a strength, `'shift'` of columns (negative: left), `'drm'` added to the die, `'strength'` added. */
  readonly kind: 'multiplier' | 'shift' | 'drm' | 'strength';
  /** Its value: the factor, the columns, the die modifier or the strength points. */
  readonly value: number;
  /** Whom or what it concerns, in words, e.g. `'defender in town'` or `'attacker across a bridge'`. */
  readonly what: string;
  /** The rule case, e.g. `'NAW 9.0'`. */
  readonly rule: string;
}

/** One possible result of the die on the column, with its exact probability and the rolls that give it. */
export interface CombatOutcome {
  /** The result as the table prints it, e.g. `'Dr'` or `'1/2'`. */
  readonly result: string;
  /** Its probability; the outcomes of a column sum to 1. */
  readonly probability: number;
  /** The (modified) die rolls that give it. */
  readonly rolls: readonly number[];
  /** What the result does, in words, e.g. `'defender retreats'` (optional). */
  readonly text?: string;
}

/** A column the attacker may choose instead (a voluntary reduction of odds, NAW 7.9), with its outcomes. */
export interface ColumnChoice {
  /** The column's label, e.g. `'2-1'`. */
  readonly column: string;
  /** Its outcomes. */
  readonly outcomes: readonly CombatOutcome[];
}

/**
 * One side's roll on a table: its fire in a round of a battle where both sides roll (Jours de Gloire 8.4), or the
 * effects it suffers on a second table (March into Battle's Combat Effects Table).
 */
export interface SideRoll {
  /** The side rolling. */
  readonly side: string;
  /** The column it rolls on, after shifts. */
  readonly column: string;
  /** Its shifts and die modifiers. */
  readonly modifiers: readonly CombatModifier[];
  /** What the roll gives, with probabilities (they sum to 1). */
  readonly outcomes: readonly CombatOutcome[];
}

/** One round of a multi-round battle as it can be foreseen: each side's roll. */
export interface RoundPreview {
  /** The round, from 1. */
  readonly round: number;
  /** Each side's roll. */
  readonly rolls: readonly SideRoll[];
}

/** What one result of the first table leads to on a second one (March into Battle: the CRT row, then the CET), side by side. */
export interface FollowUp {
  /** The result of the first table it follows (one of `outcomes`). */
  readonly result: string;
  /** Each side's roll on the second table after that result. */
  readonly rolls: readonly SideRoll[];
}

/**
 * A combat as it stands before the die: the units and their strengths, multipliers, shifts and die modifiers with
 * their rules, the odds or differential computed and the column used after reductions and shifts, and each result's
 * probability. Locations are printed hex ids or box ids. Nothing the viewer may not see is in it: a hidden strength
 * is left out and named in `unknown`.
 *
 * @example
 * ```ts
 * import type { CombatPreview } from 'kriegsspiel';
 * const preview: CombatPreview = {
 *   rule: 'NAW 7.6', at: ['0405'],
 *   attackers: [{ unit: 'F1', at: '0304', strength: 6 }, { unit: 'F2', at: '0404', strength: 7 }],
 *   defenders: [{ unit: 'C1', at: '0405', strength: 4, multiplier: 1 }],
 *   attack: 13, defense: 4, modifiers: [], computed: '3-1', column: '3-1',
 *   outcomes: [{ result: 'Dr', probability: 5 / 6, rolls: [1, 2, 3, 4, 5] }, { result: 'Ar', probability: 1 / 6, rolls: [6] }],
 * };
 * ```
 */
export interface CombatPreview {
  /** The rule case of the table used, e.g. `'NAW 7.6'`. */
  readonly rule: string;
  /** The defending locations (printed hex ids or box ids). */
  readonly at: readonly string[];
  /** The attacking units (and bombarding artillery). */
  readonly attackers: readonly CombatantLine[];
  /** The defending units. */
  readonly defenders: readonly CombatantLine[];
  /** The attack total the table is entered with. */
  readonly attack: number;
  /** The defense total, after multipliers. */
  readonly defense: number;
  /** Every multiplier, shift, die modifier and strength change, with its rule. */
  readonly modifiers: readonly CombatModifier[];
  /** The odds (`'3-1'`) or differential (`'+2'`) the strengths give, before any reduction or shift. */
  readonly computed: string;
  /** The column the die is rolled on, after any reduction and shifts. */
  readonly column: string;
  /** Each result on that column, with its probability (they sum to 1). */
  readonly outcomes: readonly CombatOutcome[];
  /** The other columns the attacker may still choose (voluntary reduction), each with its outcomes. */
  readonly choices?: readonly ColumnChoice[];
  /** For a battle of several rounds where both sides roll: each round as it can be foreseen. */
  readonly rounds?: readonly RoundPreview[];
  /** Where each result sends the sides to a second table: per result, each side's roll on it. */
  readonly followUps?: readonly FollowUp[];
  /** Further facts in words, each with its rule, e.g. `'the battle lasts 2 rounds with these chits (JdG 8.2)'`. */
  readonly notes?: readonly string[];
  /** What the viewer cannot know yet, in words (hidden strengths, the enemy's chit). */
  readonly unknown?: readonly string[];
}
