// Modules the pool's workers import by URL in test/bots/pool/*.test.ts: a task function, a registry and a bot factory.
import { anyRuleset, botByName, createRegistry, randomBot, type BotFactory } from 'kriegsspiel';
import { napoleonAtWar } from 'kriegsspiel/rulesets/napoleon-at-war';

/** A seeded task: how many legal actions the first decision of a skirmish of this seed offers, and the worker's answer. */
export function firstDecision(seed: number): { readonly seed: number; readonly actions: number } {
  const setup = napoleonAtWar.setup('skirmish', {}, seed);
  if (!setup.ok) throw new Error(setup.violation.message);
  return { seed, actions: napoleonAtWar.legalActions(setup.state).length };
}

/** A task: the Node flags its worker started with. */
export function workerExecArgv(): readonly string[] {
  return process.execArgv;
}

/** A task that fails. */
export function fails(): never {
  throw new Error('this task always fails');
}

/** A registry holding Napoleon at War. */
export const registry = createRegistry([anyRuleset(napoleonAtWar)]);

/** A bot factory with one more name: `first-random`, the random bot under another name. */
export const botFactory: BotFactory = (name, seed, options) => (name === 'first-random' ? randomBot(seed) : botByName(name, seed, options));
