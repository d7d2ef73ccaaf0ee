// The conformance suite on A Crowning Glory's test battle (the built-in scenarios: conformanceScenarios.test.ts).
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

