// The conformance suite on Napoleon at War, playing the built-in scenarios.
import { describe, it } from 'vitest';
import { napoleonAtWar } from 'kriegsspiel/rulesets/napoleon-at-war';
import { runConformance, type Effort } from 'kriegsspiel/testing';
import { nawCandidates, nawInvariants } from './invariants.js';

// KRIEGSSPIEL_EFFORT=quick|ci|soak picks the effort of the skirmish run (default ci, what CI runs).
const effort = (process.env['KRIEGSSPIEL_EFFORT'] ?? 'ci') as Effort;

runConformance(
  { ruleset: napoleonAtWar, name: 'napoleon-at-war skirmish', scenarios: ['skirmish'], effort, maxPlies: 4000, invariants: nawInvariants, candidates: nawCandidates },
  { describe, it },
);

// Wagram games are long (43 French units to set up, 14 game-turns, ~1300 plies, ~1000 legal moves a state): fewer
// games, and legality checked at every 20th state of the sample game.
runConformance(
  {
    ruleset: napoleonAtWar, name: 'napoleon-at-war wagram', scenarios: ['wagram'], games: 16, gamesPerTest: 4, sampleGames: 1,
    legalityEvery: 20, numRuns: 5, maxPlies: 20000, invariants: nawInvariants, candidates: nawCandidates,
  },
  { describe, it },
);
