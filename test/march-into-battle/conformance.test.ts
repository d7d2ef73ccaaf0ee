// The conformance suite on March into Battle's test battle (the built-in scenario: conformanceScenarios.test.ts).
import { describe, it } from 'vitest';
import { marchIntoBattle } from 'kriegsspiel/rulesets/march-into-battle';
import { runConformance, type Effort } from 'kriegsspiel/testing';
import { testScenario } from './fixture.js';
import { mibCandidates, mibInvariants } from './invariants.js';

const effort = (process.env['KRIEGSSPIEL_EFFORT'] ?? 'ci') as Effort;
// CI's counts (the whole suite must fit CI's 30 minutes); `quick` and `soak` take the kit's presets.
const counts = (games: number) => (effort === 'ci' ? { games, sampleGames: 2 } : {});

runConformance(
  { ruleset: marchIntoBattle, name: 'march-into-battle test battle', scenarios: [testScenario()], effort, ...counts(60), legalityEvery: 3, maxPlies: 4000, invariants: mibInvariants, candidates: mibCandidates },
  { describe, it },
);

// The bridge rolled for (MiB 16.1, option `roll`).
runConformance(
  {
    ruleset: marchIntoBattle, name: 'march-into-battle test battle, bridge rolled', scenarios: [testScenario()], options: { bridgeBreaks: 'roll' },
    effort, ...counts(10), legalityEvery: 3, maxPlies: 4000, invariants: mibInvariants, candidates: mibCandidates,
  },
  { describe, it },
);
