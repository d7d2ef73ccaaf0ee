// The conformance suite on A Crowning Glory's built-in scenarios (the test battle's runs are in conformance.test.ts).
import { describe, it } from 'vitest';
import { aCrowningGlory } from 'kriegsspiel/rulesets/a-crowning-glory';
import { runConformance, type Effort } from 'kriegsspiel/testing';
import { acgCandidates, acgInvariants, perturbVariant } from './invariants.js';

const effort = (process.env['KRIEGSSPIEL_EFFORT'] ?? 'ci') as Effort;

// The built-in scenarios: the introductory scenario (4 turns) in full; the battle (10 turns, ~55 units) with fewer games.
runConformance(
  { ruleset: aCrowningGlory, name: 'a-crowning-glory austerlitz-intro', scenarios: ['austerlitz-intro'], options: { capitulation: false }, effort, games: 200, maxPlies: 5000, invariants: acgInvariants, candidates: acgCandidates },
  { describe, it },
);
runConformance(
  {
    ruleset: aCrowningGlory, name: 'a-crowning-glory austerlitz', scenarios: ['austerlitz'], options: { capitulation: false, variants: true }, games: 12, gamesPerTest: 4,
    sampleGames: 1, legalityEvery: 10, numRuns: 5, maxPlies: 20000, invariants: acgInvariants, candidates: acgCandidates, perturbHidden: perturbVariant,
  },
  { describe, it },
);
