// The conformance suite on A Crowning Glory: the test battle now; the built-in scenarios as they land.
import { describe, it } from 'vitest';
import { aCrowningGlory } from 'kriegsspiel/rulesets/a-crowning-glory';
import { runConformance, type Effort } from 'kriegsspiel/testing';
import { testScenario } from './fixture.js';
import { acgCandidates, acgInvariants, perturbVariant } from './invariants.js';

const effort = (process.env['KRIEGSSPIEL_EFFORT'] ?? 'ci') as Effort;

runConformance(
  { ruleset: aCrowningGlory, name: 'a-crowning-glory test battle', scenarios: [testScenario()], effort, maxPlies: 3000, invariants: acgInvariants, candidates: acgCandidates },
  { describe, it },
);

// Random players capitulate often (ACG 4.6 is open at every decision): a second run without it plays games out.
runConformance(
  {
    ruleset: aCrowningGlory, name: 'a-crowning-glory test battle, no capitulation', scenarios: [testScenario()], options: { capitulation: false },
    effort, maxPlies: 3000, invariants: acgInvariants, candidates: acgCandidates,
  },
  { describe, it },
);

// With the module 11 variants (11.0): each side's marker is hidden from the other until played.
runConformance(
  {
    ruleset: aCrowningGlory, name: 'a-crowning-glory test battle, variants', scenarios: [testScenario()], options: { capitulation: false, variants: true },
    effort, games: 200, maxPlies: 3000, invariants: acgInvariants, candidates: acgCandidates, perturbHidden: perturbVariant,
  },
  { describe, it },
);

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
