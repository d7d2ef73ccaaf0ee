import type { Side } from './vocabulary.js';

/** The strengths, modifiers and column of one attack, as a player works them out by hand (ACG 9.5-9.13). */
export interface AttackBreakdown {
  /** Attacking units and their combat factors. */
  readonly attackers: readonly { readonly unit: string; readonly hex: string; readonly steps: number }[];
  /** The marker used and the artillery factors it added after 9.13.1, 9.13.2 and any variant. */
  readonly marker: { readonly id: string; readonly value: number; readonly added: number } | null;
  readonly defender: { readonly unit: string; readonly hex: string; readonly steps: number };
  /** Attack total minus defense (9.5). */
  readonly differential: number;
  /** The column the differential gives, and the final one after shifts (9.6, 9.7). */
  readonly column: string;
  readonly finalColumn: string;
  /** Each shift with its case: negative = left (9.9, 9.11), positive = right (9.12). */
  readonly shifts: readonly { readonly rule: string; readonly columns: number }[];
}

/** The events of A Crowning Glory, each citing its rule case. */
export type AcgEvent =
  | { readonly type: 'phaseStarted'; readonly rule: string; readonly turn: number; readonly phase: 'movement' | 'combat' | 'regroup' | 'placement' | 'declaration' | 'setup' }
  | { readonly type: 'declared'; readonly rule: string; readonly first: 'movement' | 'combat' }
  | { readonly type: 'recovered'; readonly rule: string }
  | { readonly type: 'arrivalRolled'; readonly rule: string; readonly roll: number; readonly arrived: boolean }
  | { readonly type: 'placed'; readonly rule: string; readonly unit: string; readonly to: string }
  | { readonly type: 'displaced'; readonly rule: string; readonly unit: string; readonly from: string; readonly to: string }
  | { readonly type: 'selected'; readonly rule: string; readonly unit: string }
  | { readonly type: 'moved'; readonly rule: string; readonly unit: string; readonly from: string | null; readonly to: string; readonly path: readonly string[]; readonly cost: number }
  | { readonly type: 'exited'; readonly rule: string; readonly unit: string; readonly from: string; readonly edge: 'west' | 'east' }
  | { readonly type: 'controlChanged'; readonly rule: string; readonly hex: string; readonly side: Side }
  | { readonly type: 'attacked'; readonly rule: string; readonly breakdown: AttackBreakdown }
  | { readonly type: 'combatResolved'; readonly rule: string; readonly roll: number; readonly attackerLoss: number; readonly defenderLoss: number }
  | { readonly type: 'stepsLost'; readonly rule: string; readonly unit: string; readonly steps: number; readonly left: number }
  | { readonly type: 'eliminated'; readonly rule: string; readonly unit: string; readonly hex: string }
  | { readonly type: 'retreated'; readonly rule: string; readonly unit: string; readonly from: string; readonly to: string }
  | { readonly type: 'advanced'; readonly rule: string; readonly unit: string; readonly from: string; readonly to: string }
  | { readonly type: 'passed'; readonly rule: string; readonly side: Side }
  | { readonly type: 'regrouped'; readonly rule: string; readonly steps: number }
  | { readonly type: 'variantPlayed'; readonly rule: string; readonly side: Side; readonly variant: number; readonly name: string }
  | { readonly type: 'demoralized'; readonly rule: string; readonly side: Side }
  | { readonly type: 'gameEnded'; readonly rule: string; readonly winner: Side | null; readonly grade: string; readonly summary: string };
