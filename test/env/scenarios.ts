// One scenario of every ruleset, as environments of erased types (for tables of tests).
import { anyRuleset, createEnvironment, type AnyRuleset, type Environment, type EnvironmentOptions, type RulesetTypes } from 'kriegsspiel';
import { aCrowningGlory } from 'kriegsspiel/rulesets/a-crowning-glory';
import { joursDeGloire } from 'kriegsspiel/rulesets/jours-de-gloire';
import { marchIntoBattle } from 'kriegsspiel/rulesets/march-into-battle';
import { napoleonAtWar } from 'kriegsspiel/rulesets/napoleon-at-war';
import { testScenario } from '../march-into-battle/fixture.js';

/** A scenario an environment is made on. */
export interface EnvCase {
  readonly name: string;
  readonly ruleset: AnyRuleset;
  readonly scenario: unknown;
  /** The random agent's seed for the whole-game tests (A Crowning Glory's random French capitulate early: one whose game rolls a die). */
  readonly agentSeed: number;
}

/** Napoleon at War's skirmish, A Crowning Glory's introductory scenario, Jours de Gloire's S1 and March into Battle's test battle. */
export const CASES: readonly EnvCase[] = [
  { name: 'Napoleon at War, skirmish', ruleset: anyRuleset(napoleonAtWar), scenario: 'skirmish', agentSeed: 5 },
  { name: 'A Crowning Glory, austerlitz-intro', ruleset: anyRuleset(aCrowningGlory), scenario: 'austerlitz-intro', agentSeed: 10 },
  { name: 'Jours de Gloire, danube-s1', ruleset: anyRuleset(joursDeGloire), scenario: 'danube-s1', agentSeed: 5 },
  { name: 'March into Battle, test battle', ruleset: anyRuleset(marchIntoBattle), scenario: testScenario(), agentSeed: 5 },
];

/** The environment of a case; throws if it cannot be made. */
export function envOf(c: EnvCase, options: EnvironmentOptions<RulesetTypes> = {}): Environment<RulesetTypes> {
  const made = createEnvironment(c.ruleset, c.scenario as string, options);
  if (!made.ok) throw new Error(`${c.name}: ${made.violation.message}`);
  return made.env;
}
