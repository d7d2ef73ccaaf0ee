import { CHANCE_MODES, type ChanceMode } from '../core/decision.js';
import { quote } from '../core/quote.js';
import { seedProblem } from '../core/rng.js';
import type { RulesetTypes } from '../core/rulesetTypes.js';
import { violation, type Violation } from '../core/violation.js';
import type { EnvironmentOptions, EnvRewardMode, IllegalActionMode } from './environment.js';

/** {@link EnvironmentOptions} with their defaults filled in and checked. */
export interface EnvSettings {
  readonly seed: number;
  readonly chanceMode: ChanceMode;
  readonly reward: EnvRewardMode;
  readonly shaping: number;
  readonly maxPlies: number;
  readonly illegalAction: IllegalActionMode;
  readonly illegalReward: number;
}

const REWARD_MODES: readonly EnvRewardMode[] = ['win-loss', 'score'];
const ILLEGAL_MODES: readonly IllegalActionMode[] = ['refuse', 'terminate'];

/** The settings of `options`, or a violation naming the first bad field (code `bad-env-option`). */
export function envSettings<T extends RulesetTypes>(options: EnvironmentOptions<T>): { readonly ok: true; readonly settings: EnvSettings } | { readonly ok: false; readonly violation: Violation } {
  const bad = (field: string, expected: string, value: unknown) => ({
    ok: false as const,
    violation: violation('bad-env-option', 'core', `${field}: expected ${expected}, received ${quote(value)}`),
  });
  const { seed = 0, chanceMode = 'auto', reward = 'win-loss', shaping = 0, maxPlies = Number.POSITIVE_INFINITY, illegalAction = 'refuse', illegalReward = -1 } = options;
  const seedIssue = seedProblem(seed);
  if (seedIssue !== null) return { ok: false, violation: violation('bad-seed', 'core', seedIssue) };
  if (!CHANCE_MODES.includes(chanceMode)) return bad('chanceMode', `one of ${CHANCE_MODES.join(', ')}`, chanceMode);
  if (!REWARD_MODES.includes(reward)) return bad('reward', `one of ${REWARD_MODES.join(', ')}`, reward);
  if (typeof shaping !== 'number' || !Number.isFinite(shaping)) return bad('shaping', 'a finite number', shaping);
  if (maxPlies !== Number.POSITIVE_INFINITY && !(Number.isSafeInteger(maxPlies) && maxPlies > 0)) return bad('maxPlies', 'a positive integer', maxPlies);
  if (!ILLEGAL_MODES.includes(illegalAction)) return bad('illegalAction', `one of ${ILLEGAL_MODES.join(', ')}`, illegalAction);
  if (typeof illegalReward !== 'number' || !Number.isFinite(illegalReward)) return bad('illegalReward', 'a finite number', illegalReward);
  return { ok: true, settings: { seed, chanceMode, reward, shaping, maxPlies, illegalAction, illegalReward } };
}
