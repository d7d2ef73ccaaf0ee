// A random agent that plays an environment through its masks alone, and what it records on the way.
import { createHash } from 'node:crypto';
import { botRng, type EnvAgent, type Environment, type RulesetTypes } from 'kriegsspiel';

/** The indices a mask allows. */
export function allowed(mask: Uint8Array): number[] {
  const indices: number[] = [];
  for (let i = 0; i < mask.length; i++) if (mask[i] === 1) indices.push(i);
  return indices;
}

/** A short digest of an observation and a mask (to compare trajectories). */
export function digest(observation: Float32Array, mask: Uint8Array): string {
  return createHash('sha256').update(new Uint8Array(observation.buffer)).update(mask).digest('hex').slice(0, 16);
}

/** One step of a random game: who acted, what it saw, what it did, the rewards of the step. */
export interface TracedStep {
  readonly agent: string;
  readonly seen: string;
  readonly action: number | null;
  readonly rewards: Readonly<Record<string, number>>;
}

/** How a random game went: its steps, and each agent's rewards summed over all of them. */
export interface RandomGame {
  readonly trace: TracedStep[];
  readonly returns: Record<string, number>;
}

/**
 * Plays `env` from where it stands to the end with uniform random choices among the mask's ones (agents done are
 * stepped with `null`), reading only `last()`. `check` sees every `last()` before the step.
 */
export function playRandom<T extends RulesetTypes>(
  env: Environment<T>,
  seed: number,
  check?: (last: NonNullable<ReturnType<Environment<T>['last']>>, env: Environment<T>) => void,
  maxSteps = 20_000,
): RandomGame {
  const rng = botRng(seed);
  const trace: TracedStep[] = [];
  const returns: Record<string, number> = Object.fromEntries(env.possibleAgents.map((agent: EnvAgent<T['side']>) => [agent, 0]));
  for (const agent of env.agentIter(maxSteps)) {
    const last = env.last()!;
    check?.(last, env);
    const legal = allowed(last.actionMask);
    const action = last.termination || last.truncation ? null : legal[rng.draw(legal.length)]!;
    const stepped = env.step(action);
    if (!stepped.ok) throw new Error(`${agent}: ${stepped.violation.message}`);
    for (const a of env.possibleAgents) returns[a]! += env.rewards[a];
    trace.push({ agent, seen: digest(last.observation, last.actionMask), action, rewards: { ...env.rewards } });
  }
  return { trace, returns };
}
