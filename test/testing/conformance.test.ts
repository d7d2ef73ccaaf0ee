// The conformance suite on the four contract fixtures: each proves part of what later game systems need from the
// core (simultaneous secret choices, hidden units, point-to-point movement, weighted chance draws).
import { describe, it } from 'vitest';
import { runConformance } from 'kriegsspiel/testing';
import { chitPull } from '../fixtures/chitPull/chitPull.js';
import { chitPullInvariants } from '../fixtures/chitPull/chitPullChecks.js';
import { hiddenUnits } from '../fixtures/hiddenUnits/hiddenUnits.js';
import {
  hiddenUnitsCandidates,
  hiddenUnitsInvariants,
  perturbHiddenUnits,
} from '../fixtures/hiddenUnits/hiddenUnitsChecks.js';
import { pointToPoint } from '../fixtures/pointToPoint/pointToPoint.js';
import { pointToPointCandidates, pointToPointInvariants } from '../fixtures/pointToPoint/pointToPointChecks.js';
import { secretChoice } from '../fixtures/secretChoice/secretChoice.js';
import { perturbSecretChoice } from '../fixtures/secretChoice/secretChoiceChecks.js';

// The fixtures are tiny, so the per-state checks and properties can afford far more games than the defaults.
const effort = { sampleGames: 40, numRuns: 150 };

runConformance(
  {
    ...effort,
    ruleset: secretChoice,
    perturbHidden: (state, side, rng) => perturbSecretChoice(state, side, rng.index),
  },
  { describe, it },
);

runConformance(
  {
    ...effort,
    ruleset: hiddenUnits,
    candidates: hiddenUnitsCandidates,
    invariants: hiddenUnitsInvariants,
    perturbHidden: (state, side, rng) => perturbHiddenUnits(state, side, rng.index),
  },
  { describe, it },
);

runConformance({ ...effort, ruleset: chitPull, invariants: chitPullInvariants }, { describe, it });

runConformance(
  { ...effort, ruleset: pointToPoint, candidates: pointToPointCandidates, invariants: pointToPointInvariants },
  { describe, it },
);
