/**
 * The AI kit's four headline figures (issue 12, "Speed"): gathered from the baseline comparison, the typed-array
 * floor and the worker pool's scaling, printed with their targets and whether each is met (printed, never failed).
 */

/** What bench/workerScaling.ts resolves with: at least the two-workers-over-one ratio. */
export interface WorkerScaling {
  /** Random Wagram games per second with two workers over one worker. */
  readonly workerScaling: number;
}

interface Target {
  readonly key: string;
  readonly what: string;
  readonly value: number | null;
  readonly target: number;
  /** 'min': met when value >= target; 'max': met when value <= target. */
  readonly sense: 'min' | 'max';
  readonly why?: string;
}

/**
 * The headline figures (the keys stored under `wagram` in bench/latest.json) and the lines that print them.
 *
 * @example
 * ```ts
 * import { headlines } from './headlines.js';
 * const { figures, lines } = headlines({ skipped: 'no git' }, { movementPlyOverTypedFloor: 2.5 }, null);
 * lines.forEach((line) => console.log(line)); // "wagram.movementPlyOverTypedFloor = 2.5 (target <= 3): met", ...
 * ```
 */
export function headlines(
  baseline: { readonly skipped: string } | { readonly rolloutSpeedupOverBaseline: number; readonly immutableSpeedupOverBaseline: number },
  floor: { readonly movementPlyOverTypedFloor: number },
  scaling: WorkerScaling | null,
) {
  const skipped = 'skipped' in baseline ? `skipped: ${baseline.skipped}` : undefined;
  const targets: Target[] = [
    { key: 'rolloutSpeedupOverBaseline', what: 'random Wagram games/s on the rollout path, now over the baseline', value: 'skipped' in baseline ? null : baseline.rolloutSpeedupOverBaseline, target: 10, sense: 'min', ...(skipped ? { why: skipped } : {}) },
    { key: 'movementPlyOverTypedFloor', what: 'the rollout path\'s Wagram movement ply over the typed-array floor\'s', value: floor.movementPlyOverTypedFloor, target: 3, sense: 'max' },
    { key: 'immutableSpeedupOverBaseline', what: 'immutable apply per Wagram ply, the baseline\'s over now', value: 'skipped' in baseline ? null : baseline.immutableSpeedupOverBaseline, target: 3, sense: 'min', ...(skipped ? { why: skipped } : {}) },
    { key: 'workerScaling', what: 'random Wagram games/s, two workers over one', value: scaling?.workerScaling ?? null, target: 1.8, sense: 'min', ...(scaling ? {} : { why: 'not measured: bench/workerScaling.ts is not there yet' }) },
  ];
  const lines = ['AI kit speed figures (issue 12; printed, not enforced):'];
  const figures: Record<string, number | null> = {};
  for (const t of targets) {
    figures[t.key] = t.value;
    const goal = `target ${t.sense === 'min' ? '>=' : '<='} ${t.target}x`;
    const met = t.value === null ? (t.why ?? 'not measured') : (t.sense === 'min' ? t.value >= t.target : t.value <= t.target) ? 'met' : 'NOT met';
    lines.push(`  wagram.${t.key} = ${t.value ?? '-'} (${goal}): ${met}  [${t.what}]`);
  }
  return { figures, lines };
}
