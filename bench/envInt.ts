/**
 * An integer setting of the bench from the environment: `fallback` when unset or empty; throws naming the variable
 * when it is not an integer of at least `min`.
 *
 * @example
 * ```ts
 * import { envInt } from './envInt.js';
 * const rounds = envInt('BENCH_ROUNDS', 3); // 3 unless BENCH_ROUNDS is set
 * ```
 */
export function envInt(name: string, fallback: number, min = 1): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) throw new Error(`${name} must be an integer >= ${min}, got "${raw}"`);
  return value;
}
