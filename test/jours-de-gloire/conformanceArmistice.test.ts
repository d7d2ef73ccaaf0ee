// The conformance suite through S3's armistice (JdG S3): a variant of S3 whose French already hold Ulm and Munich,
// so that random games declare the armistice at the end of the first player turn and play its redeployment, its
// breaking or keeping, the counter swap and the calendar's jump, hidden-information checks included.
import { describe, it } from 'vitest';
import { BUILT_IN_SCENARIOS, joursDeGloire, type JdgScenario } from 'kriegsspiel/rulesets/jours-de-gloire';
import { runConformance, type Effort } from 'kriegsspiel/testing';
import { jdgCandidates, jdgInvariants, perturbHidden } from './invariants.js';

const effort = (process.env['KRIEGSSPIEL_EFFORT'] ?? 'ci') as Effort;
const s3 = BUILT_IN_SCENARIOS['danube-s3']!;
const ARMISTICE_NEAR: JdgScenario = { ...s3, id: 'danube-s3-armistice', victory: { ...s3.victory, control: { ...s3.victory.control, ulm: 'french', munich: 'french' } } };

runConformance(
  {
    ruleset: joursDeGloire, name: 'jours-de-gloire S3 armistice', effort, scenarios: [ARMISTICE_NEAR],
    games: 4, gamesPerTest: 2, sampleGames: 1, legalityEvery: 5, numRuns: 2, maxPlies: 20000,
    invariants: jdgInvariants, candidates: jdgCandidates, perturbHidden,
  },
  // The hidden-information check visits every state of its sample game, armistice included: about 110 s alone on a
  // quiet 2-core machine and up to 260 s in the whole suite, past the 120 s of vitest.config.ts. Its tests get 400 s.
  { describe, it: (name: string, body: () => void) => it(name, body, 400_000) },
);
