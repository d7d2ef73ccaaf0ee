// The conformance suite on S9 with its two optional rules on (JdG S9: reinforcements from Italy on a die, additional
// reinforcements): a few games, the dice and choices of the optional reinforcements among their states.
import { describe, it } from 'vitest';
import { joursDeGloire } from 'kriegsspiel/rulesets/jours-de-gloire';
import { runConformance, type Effort } from 'kriegsspiel/testing';
import { jdgCandidates, jdgInvariants } from './invariants.js';

const effort = (process.env['KRIEGSSPIEL_EFFORT'] ?? 'ci') as Effort;

runConformance(
  {
    ruleset: joursDeGloire, name: 'jours-de-gloire S9 optional rules', effort, scenarios: ['danube-s9'], options: { italyReinforcements: true, additionalReinforcements: true },
    games: 2, gamesPerTest: 2, sampleGames: 1, legalityEvery: 11, numRuns: 3, maxPlies: 20000,
    invariants: jdgInvariants, candidates: jdgCandidates,
  },
  { describe, it },
);
