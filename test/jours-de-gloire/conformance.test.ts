// The conformance suite on Jours de Gloire's nine scenarios, hidden-information checks included.
import { describe, it } from 'vitest';
import { joursDeGloire } from 'kriegsspiel/rulesets/jours-de-gloire';
import { runConformance, type Effort } from 'kriegsspiel/testing';
import { jdgCandidates, jdgInvariants, perturbHidden } from './invariants.js';

const effort = (process.env['KRIEGSSPIEL_EFFORT'] ?? 'ci') as Effort;
// CI's counts: two games a scenario and one sample game (the whole suite must fit CI's 30 minutes); `quick` and
// `soak` take the kit's presets.
const counts = effort === 'ci' ? { games: 18, sampleGames: 1, numRuns: 5 } : {};

runConformance(
  {
    ruleset: joursDeGloire, name: 'jours-de-gloire S1-S9', effort, ...counts, gamesPerTest: 9, legalityEvery: 5, maxPlies: 20000,
    invariants: jdgInvariants, candidates: jdgCandidates, perturbHidden,
  },
  { describe, it },
);
