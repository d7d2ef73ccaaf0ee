// The conformance suite on a scenario that removes a general (JdG 4.2): S1 with Kray replaced by Archduke John on
// turn 2, hidden-information checks included.
import { describe, it } from 'vitest';
import { BUILT_IN_SCENARIOS, joursDeGloire, type JdgScenario } from 'kriegsspiel/rulesets/jours-de-gloire';
import { runConformance, type Effort } from 'kriegsspiel/testing';
import { jdgCandidates, jdgInvariants, perturbHidden } from './invariants.js';

const effort = (process.env['KRIEGSSPIEL_EFFORT'] ?? 'ci') as Effort;
const s1 = BUILT_IN_SCENARIOS['danube-s1']!;
const SACKED: JdgScenario = { ...s1, id: 'danube-s1-kray-sacked', special: { ...s1.special, removals: [{ turn: 2, general: 'g:kray', replacement: 'g:jean' }] } };

runConformance(
  {
    ruleset: joursDeGloire, name: 'jours-de-gloire removals', effort, scenarios: [SACKED],
    games: 4, gamesPerTest: 2, sampleGames: 1, legalityEvery: 7, numRuns: 2, maxPlies: 20000,
    invariants: jdgInvariants, candidates: jdgCandidates, perturbHidden,
  },
  { describe, it },
);
