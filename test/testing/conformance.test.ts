// The conformance suite on the four contract fixtures: each proves part of what later game systems need from the
// core (simultaneous secret choices, hidden units, point-to-point movement, weighted chance draws).
import { describe, it } from 'vitest';
import { runConformance } from 'kriegsspiel/testing';
import { chitPull } from '../fixtures/chitPull/chitPull.js';
import { chitPullInvariants } from '../fixtures/chitPull/chitPullChecks.js';
import { hiddenUnits } from '../fixtures/hiddenUnits/hiddenUnits.js';
import { hiddenUnitsCandidates, hiddenUnitsInvariants, perturbHiddenUnits } from '../fixtures/hiddenUnits/hiddenUnitsChecks.js';
import { secretChoice } from '../fixtures/secretChoice/secretChoice.js';
import { perturbSecretChoice } from '../fixtures/secretChoice/secretChoiceChecks.js';

runConformance(
  { ruleset: secretChoice, perturbHidden: (state, side, rng) => perturbSecretChoice(state, side, rng.index) },
  { describe, it },
);

runConformance(
  {
    ruleset: hiddenUnits,
    candidates: hiddenUnitsCandidates,
    invariants: hiddenUnitsInvariants,
    perturbHidden: (state, side, rng) => perturbHiddenUnits(state, side, rng.index),
  },
  { describe, it },
);

runConformance({ ruleset: chitPull, invariants: chitPullInvariants }, { describe, it });
