// The conformance suite on the solitaire game (JdG 10.0: nothing hidden, movement points rolled) of S1, S5 and S9.
import { describe, it } from 'vitest';
import { joursDeGloire } from 'kriegsspiel/rulesets/jours-de-gloire';
import { runConformance, type Effort } from 'kriegsspiel/testing';
import { jdgCandidates, jdgInvariants } from './invariants.js';

const effort = (process.env['KRIEGSSPIEL_EFFORT'] ?? 'ci') as Effort;

runConformance(
  {
    ruleset: joursDeGloire, name: 'jours-de-gloire solitaire', effort, scenarios: ['danube-s1', 'danube-s5', 'danube-s9'], options: { solitaire: true },
    games: 6, gamesPerTest: 3, sampleGames: 1, legalityEvery: 7, numRuns: 3, maxPlies: 20000,
    invariants: jdgInvariants, candidates: jdgCandidates,
  },
  { describe, it },
);
