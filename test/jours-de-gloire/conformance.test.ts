// The conformance suite on Jours de Gloire's nine scenarios, hidden-information checks included.
import { describe, it } from 'vitest';
import { joursDeGloire } from 'kriegsspiel/rulesets/jours-de-gloire';
import { runConformance, type Effort } from 'kriegsspiel/testing';
import { jdgCandidates, jdgInvariants, perturbHidden } from './invariants.js';

const effort = (process.env['KRIEGSSPIEL_EFFORT'] ?? 'ci') as Effort;

runConformance(
  {
    ruleset: joursDeGloire, name: 'jours-de-gloire S1-S9', effort, games: 36, gamesPerTest: 9, sampleGames: 2, legalityEvery: 5, numRuns: 5, maxPlies: 20000,
    invariants: jdgInvariants, candidates: jdgCandidates, perturbHidden,
  },
  { describe, it },
);
