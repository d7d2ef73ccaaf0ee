/**
 * The small arithmetic of Jours de Gloire Campaign: The Danube's battles and victory: average cohesion (1.2.1), the
 * number of rounds from the tactic chits (8.2), the morale test threshold (8.6) and the victory points of the
 * losses (9.0).
 *
 * @module
 */

/** The tactic chits and their values (JdG 8.2). */
export const TACTICS = { decisive: 4, offensive: 3, screen: 2, skirmish: 1 } as const;
/** One tactic chit. */
export type Tactic = keyof typeof TACTICS;

/**
 * The average cohesion of units, rounded down (JdG 1.2.1).
 *
 * @example
 * ```ts
 * // averageCohesion([4, 4, 2]) === 3 (3.33 rounded down, the rule's example)
 * ```
 */
export function averageCohesion(cohesions: readonly number[]): number {
  if (cohesions.length === 0) return 0;
  return Math.floor(cohesions.reduce((a, b) => a + b, 0) / cohesions.length);
}

/**
 * The rounds a battle lasts (JdG 8.2): half the two chits' sum, rounded down, or up when exactly one side has a
 * general; snow takes one off (3.1); at least 1, at most 4.
 */
export function battleRounds(a: Tactic, b: Tactic, oneSideOnlyHasGeneral: boolean, snow: boolean): number {
  const half = (TACTICS[a] + TACTICS[b]) / 2;
  const rounds = (oneSideOnlyHasGeneral ? Math.ceil(half) : Math.floor(half)) - (snow ? 1 : 0);
  return Math.max(1, Math.min(4, rounds));
}

/** The morale modifier of the highest-ranking leader's tactical bonus (JdG 8.6): +2 for BT 3-4, +1 for BT 1-2. */
export const moraleBonus = (bt: number): number => (bt >= 3 ? 2 : bt >= 1 ? 1 : 0);

/** Whether a force's losses in a battle call for a morale test (JdG 8.6: 20 percent of its PF at the start). */
export const lossCallsForMorale = (startPf: number, lost: number): boolean => lost * 5 >= startPf;

/**
 * The victory points of the losses (JdG 9.0): 1 per 4 PF of difference, to the side that lost fewer.
 *
 * @example
 * ```ts
 * // lossVictoryPoints(7, 13) === { side: 'first', points: 1 }: the rule's example (a difference of 6)
 * ```
 */
export function lossVictoryPoints(firstLost: number, secondLost: number): { readonly side: 'first' | 'second' | null; readonly points: number } {
  const points = Math.floor(Math.abs(firstLost - secondLost) / 4);
  if (points === 0) return { side: null, points: 0 };
  return { side: firstLost < secondLost ? 'first' : 'second', points };
}

/** The result of a game on victory points (JdG 9.0): a difference of 2 or less is a draw. */
export const victoryOf = (firstPoints: number, secondPoints: number): 'first' | 'second' | 'draw' =>
  Math.abs(firstPoints - secondPoints) <= 2 ? 'draw' : firstPoints > secondPoints ? 'first' : 'second';
