/**
 * A PettingZoo-style agent-environment-cycle (AEC) environment over any ruleset with encodings.
 *
 * @packageDocumentation
 */
export type {
  EnvAgent, EnvRewardMode, IllegalActionMode, EnvironmentOptions, EnvObservation, EnvChanceOutcome, EnvInfo, EnvLast, EnvResult, Environment,
} from './environment.js';
export type { CreateEnvironmentResult } from './createEnvironment.js';
export { createEnvironment } from './createEnvironment.js';
export { terminalRewards } from './terminalRewards.js';
