// Run as its own process (`tsx test/support/loadAndPlay.ts <save file>`): loads a saved state into a fresh
// Napoleon at War instance, plays 30 random plies on it and prints one JSON line with what it saw.
import { readFileSync } from 'node:fs';
import { loadState, playGame, randomBot } from 'kriegsspiel';
import { createNapoleonAtWar } from '../../rulesets/napoleon-at-war/index.js';

const ruleset = createNapoleonAtWar();
const loaded = loadState(ruleset, readFileSync(process.argv[2]!, 'utf8'));
if (!loaded.ok) {
  console.log(JSON.stringify({ ok: false, error: loaded.error }));
} else {
  const game = playGame(ruleset, loaded.state, { french: randomBot(1), coalition: randomBot(2) }, { maxPlies: 30 });
  console.log(JSON.stringify({ ok: true, scenario: loaded.state.scenario, turns: ruleset.contextOf(loaded.state).ok, plies: game.plies, refused: game.refused }));
}
