import type { Tactic } from './tables/battleArithmetic.js';
import type { Weather } from './tables/weatherTable.js';
import type { Engagement, Phase, Side } from './vocabulary.js';

/**
 * The events of Jours de Gloire, each citing its rule case. An event with `secret: true` is about counters face down
 * to its `side`'s enemy: the enemy's copy lists no `pieces`, only their `count`, and shows nothing of a hidden
 * unit's strength (see `redactEvent`).
 */
export type JdgEvent =
  | { readonly type: 'phaseStarted'; readonly rule: string; readonly turn: number; readonly phase: Phase; readonly player: Side | null }
  | { readonly type: 'evicted'; readonly rule: string; readonly side: Side; readonly from: string; readonly to: string; readonly count: number }
  | { readonly type: 'generalRemoved'; readonly rule: string; readonly side: Side; readonly general: string; readonly replacement: string | null }
  | { readonly type: 'weather'; readonly rule: string; readonly weather: Weather; readonly mudNext: boolean }
  | { readonly type: 'firstPlayer'; readonly rule: string; readonly chooser: Side; readonly first: Side }
  | { readonly type: 'placed'; readonly rule: string; readonly side: Side; readonly box: string; readonly pieces: readonly string[]; readonly count: number; readonly secret: boolean }
  | { readonly type: 'arrivalRolled'; readonly rule: string; readonly roll: 'italy' | Side; readonly die: number; readonly outcome: 'enter' | 'choose' | 'pf' | 'none'; readonly pieces: readonly string[] }
  | { readonly type: 'unitCalled'; readonly rule: string; readonly side: Side; readonly piece: string }
  | { readonly type: 'reinforced'; readonly rule: string; readonly side: Side; readonly unit: string; readonly pf: number; readonly secret: boolean }
  | { readonly type: 'forceFormed'; readonly rule: string; readonly side: Side; readonly box: string; readonly force: number; readonly pieces: readonly string[]; readonly count: number; readonly secret: boolean }
  | { readonly type: 'commandPoints'; readonly rule: string; readonly side: Side; readonly army: string; readonly points: number; readonly secret: boolean }
  | { readonly type: 'activated'; readonly rule: string; readonly side: Side; readonly box: string; readonly pieces: readonly string[]; readonly count: number; readonly cost: number | null; readonly secret: boolean }
  | { readonly type: 'moved'; readonly rule: string; readonly side: Side; readonly from: string; readonly to: string; readonly pieces: readonly string[]; readonly count: number; readonly secret: boolean }
  | { readonly type: 'revealed'; readonly rule: string; readonly side: Side; readonly box: string; readonly pieces: readonly string[] }
  | { readonly type: 'dummiesRemoved'; readonly rule: string; readonly side: Side; readonly box: string; readonly count: number }
  | { readonly type: 'detached'; readonly rule: string; readonly side: Side; readonly box: string; readonly unit: string; readonly detachment: string; readonly pf: number; readonly secret: boolean }
  | { readonly type: 'joined'; readonly rule: string; readonly side: Side; readonly box: string; readonly unit: string; readonly detachment: string; readonly pf: number; readonly secret: boolean }
  | { readonly type: 'entrenched'; readonly rule: string; readonly side: Side; readonly box: string }
  | { readonly type: 'pfChanged'; readonly rule: string; readonly side: Side; readonly piece: string; readonly change: number; readonly pf: number; readonly cause: 'stragglers' | 'recovered' | 'combat' | 'artillery' | 'pursuit' | 'retreat' | 'withdrawal' | 'pontoon'; readonly secret?: boolean }
  | { readonly type: 'eliminated'; readonly rule: string; readonly side: Side; readonly piece: string; readonly box: string }
  | { readonly type: 'generalMoved'; readonly rule: string; readonly side: Side; readonly pieces: readonly string[]; readonly count: number; readonly from: string; readonly to: string; readonly secret: boolean }
  | { readonly type: 'captured'; readonly rule: string; readonly side: Side; readonly piece: string; readonly box: string }
  | { readonly type: 'battleStarted'; readonly rule: string; readonly box: string; readonly attacker: Side }
  | { readonly type: 'chitsRevealed'; readonly rule: string; readonly french: Tactic; readonly coalition: Tactic; readonly rounds: number }
  | { readonly type: 'roundFought'; readonly rule: string; readonly round: number; readonly pf: Readonly<Record<Side, number>>; readonly column: Readonly<Record<Side, string>>; readonly dice: Readonly<Record<Side, number>>; readonly modified: Readonly<Record<Side, number>>; readonly losses: Readonly<Record<Side, number>> }
  | { readonly type: 'moraleTested'; readonly rule: string; readonly side: Side; readonly roll: number; readonly target: number; readonly passed: boolean }
  | { readonly type: 'battleEnded'; readonly rule: string; readonly box: string; readonly loser: Side | null; readonly rounds: number; readonly vp: number }
  | { readonly type: 'retreated'; readonly rule: string; readonly side: Side; readonly from: string; readonly to: string; readonly pieces: readonly string[] }
  | { readonly type: 'encircled'; readonly rule: string; readonly side: Side; readonly box: string }
  | { readonly type: 'controlChanged'; readonly rule: string; readonly box: string; readonly side: Side }
  | { readonly type: 'victoryPoints'; readonly rule: string; readonly side: Side; readonly points: number; readonly reason: string }
  | { readonly type: 'engaged'; readonly rule: string; readonly box: string; readonly side: Side; readonly choice: Engagement }
  | { readonly type: 'siegeRolled'; readonly rule: string; readonly box: string; readonly besieger: Side; readonly level: 1 | 2; readonly roll: number; readonly fallen: boolean }
  | { readonly type: 'siegeLifted'; readonly rule: string; readonly box: string; readonly besieger: Side }
  | { readonly type: 'overrun'; readonly rule: string; readonly box: string; readonly attacker: Side; readonly roll: number; readonly modified: number; readonly result: 'retreat' | 'losses' | 'eliminated' }
  | { readonly type: 'armistice'; readonly rule: string; readonly stage: 'declared' | 'kept' | 'broken' | 'expired' | 'replaced'; readonly side: Side | null; readonly turn: number; readonly resumes: number | null }
  | { readonly type: 'reconnoitred'; readonly rule: string; readonly side: Side; readonly box: string; readonly pf: number; readonly screen: number; readonly failed: boolean }
  | { readonly type: 'reconnaissanceRolled'; readonly rule: string; readonly side: Side; readonly box: string; readonly roll: number; readonly modified: number; readonly column: number; readonly shown: number }
  | { readonly type: 'withdrew'; readonly rule: string; readonly side: Side; readonly from: string; readonly to: string; readonly pieces: readonly string[] }
  | { readonly type: 'engineered'; readonly rule: string; readonly side: Side; readonly work: 'destroyed' | 'repaired' | 'pontoon' | 'pontoonRemoved'; readonly between: readonly [string, string] }
  | { readonly type: 'gameEnded'; readonly rule: string; readonly winner: Side | null; readonly grade: string; readonly summary: string };
