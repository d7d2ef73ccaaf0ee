// The conformance suite on Napoleon at War, playing the built-in scenarios.
import { describe, it } from 'vitest';
import { napoleonAtWar } from 'kriegsspiel/rulesets/napoleon-at-war';
import { runConformance } from 'kriegsspiel/testing';
import { nawCandidates, nawInvariants } from './invariants.js';

runConformance(
  { ruleset: napoleonAtWar, games: 1000, maxPlies: 4000, invariants: nawInvariants, candidates: nawCandidates },
  { describe, it },
);
