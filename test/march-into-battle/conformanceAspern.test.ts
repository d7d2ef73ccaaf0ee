// The conformance suite on the built-in Aspern-Essling scenario (the test battle: conformance.test.ts). Its games are
// long (about 2,000 plies) and its orders phases list about a thousand orders, so the close checks look at a sample.
import { describe, it } from 'vitest';
import { marchIntoBattle } from 'kriegsspiel/rulesets/march-into-battle';
import { runConformance, type Effort } from 'kriegsspiel/testing';
import { mibCandidates, mibInvariants } from './invariants.js';

const effort = (process.env['KRIEGSSPIEL_EFFORT'] ?? 'ci') as Effort;

runConformance(
  {
    ruleset: marchIntoBattle, name: 'march-into-battle aspern', scenarios: ['aspern'], effort,
    games: 10, gamesPerTest: 10, sampleGames: 1, legalityEvery: 25, numRuns: 3, maxPlies: 8000, invariants: mibInvariants, candidates: mibCandidates,
  },
  { describe, it },
);
