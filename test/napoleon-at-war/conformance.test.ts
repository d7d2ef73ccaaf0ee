// The conformance suite on Napoleon at War, playing the built-in scenarios.
import { describe, it } from 'vitest';
import { napoleonAtWar } from 'kriegsspiel/rulesets/napoleon-at-war';
import { runConformance } from 'kriegsspiel/testing';
import { nawCandidates, nawInvariants } from './invariants.js';

runConformance(
  { ruleset: napoleonAtWar, name: 'napoleon-at-war skirmish', scenarios: ['skirmish'], games: 1000, maxPlies: 4000, invariants: nawInvariants, candidates: nawCandidates },
  { describe, it },
);

// Wagram games are long (43 + 39 units, 14 game-turns): fewer of them, in smaller tests.
runConformance(
  { ruleset: napoleonAtWar, name: 'napoleon-at-war wagram', scenarios: ['wagram'], games: 24, gamesPerTest: 4, sampleGames: 2, numRuns: 5, maxPlies: 20000, invariants: nawInvariants, candidates: nawCandidates },
  { describe, it },
);
