// Golden files for Wagram: legal-action counts at the first decisions (perft-style) and a full recorded game.
// After a deliberate change of the rules or of the random bot, regenerate them with
//   npx vitest run test/napoleon-at-war/wagramGolden.test.ts --update
// twice (the first run rewrites the record, the second the summary of its replay), and explain the change in the commit.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { chancePlayer, createRecord, loadRecord, playGame, randomBot, replay, serializeRecord } from 'kriegsspiel';
import { napoleonAtWar, type NawState } from 'kriegsspiel/rulesets/napoleon-at-war';

const GAME = new URL('./golden/wagram-random-42.record.json', import.meta.url);

function start(options = {}): NawState {
  const made = napoleonAtWar.setup('wagram', options, 42);
  if (!made.ok) throw new Error(made.violation.message);
  return made.state;
}

/** The number of action sequences of length `depth` from `state` (chance outcomes count as actions). */
function perft(state: NawState, depth: number): number {
  if (depth === 0) return 1;
  const actions = napoleonAtWar.decision(state).kind === 'chance' ? napoleonAtWar.chanceOutcomes(state).map((o) => o.action) : napoleonAtWar.legalActions(state);
  if (depth === 1) return actions.length;
  let total = 0;
  for (const action of actions) {
    const next = napoleonAtWar.apply(state, action);
    if (!next.ok) throw new Error(next.violation.message);
    total += perft(next.state, depth - 1);
  }
  return total;
}

/** Legal-action counts at each of the first `plies` decisions of a seeded random game. */
function countsAlong(state: NawState, plies: number): number[] {
  const bot = randomBot(1);
  const dice = chancePlayer(1);
  const chooseFor = (state: NawState) => {
    const decision = napoleonAtWar.decision(state);
    if (decision.kind !== 'side') return dice.choose(napoleonAtWar, state);
    const seen = napoleonAtWar.view(state, decision.side);
    if (!seen.ok) throw new Error(seen.violation.message);
    return bot.choose(napoleonAtWar, seen.view, decision.side);
  };
  const out: number[] = [];
  let current = state;
  for (let ply = 0; ply < plies && napoleonAtWar.decision(current).kind !== 'terminal'; ply++) {
    out.push(napoleonAtWar.decision(current).kind === 'chance' ? -napoleonAtWar.chanceOutcomes(current).length : napoleonAtWar.legalActions(current).length);
    const applied = napoleonAtWar.apply(current, chooseFor(current));
    if (!applied.ok) throw new Error(applied.violation.message);
    current = applied.state;
  }
  return out;
}

describe('Wagram golden files', () => {
  it('Wagram 13.1, NAW 5.0: perft-style legal-action counts at the first decisions', async () => {
    const counts = {
      setUp: { perft1: perft(start(), 1), perft2: perft(start(), 2) },
      historical: { perft1: perft(start({ historicalDeployment: true }), 1) },
      alongRandomGame: countsAlong(start({ historicalDeployment: true }), 150),
    };
    const lines = Object.entries(counts).map(([key, value]) => `  ${JSON.stringify(key)}: ${JSON.stringify(value)}`);
    await expect(`{\n${lines.join(',\n')}\n}\n`).toMatchFileSnapshot('./golden/wagram-perft.json');
  });

  it('a recorded full random game (seed 42) is reproduced, then replayed from its file to the same events and result', async () => {
    const bots = { french: randomBot(85), coalition: randomBot(86) };
    const game = playGame(napoleonAtWar, start(), bots, { maxPlies: 100_000, chanceSeed: 42 });
    expect(game.result.terminal).toBe(true);
    const record = createRecord(napoleonAtWar, { scenario: 'wagram', seed: 42 }, game.actions);
    await expect(`${serializeRecord(record)}\n`).toMatchFileSnapshot('./golden/wagram-random-42.record.json');

    const loaded = loadRecord(napoleonAtWar, readFileSync(GAME, 'utf8'));
    if (!loaded.ok) throw new Error(loaded.error.message);
    const replayed = replay(napoleonAtWar, loaded.record, { events: true });
    if (!replayed.ok) throw new Error(`action ${replayed.error.index}: ${replayed.error.violation.message}`);
    const events = replayed.events!.flat();
    const byType: Record<string, number> = {};
    for (const event of events) byType[event.type] = (byType[event.type] ?? 0) + 1;
    const summary = {
      actions: replayed.actions,
      result: napoleonAtWar.result(replayed.final),
      eventsByType: byType,
      eventsSha256: createHash('sha256').update(JSON.stringify(events)).digest('hex'),
    };
    expect(summary.result).toEqual(game.result);
    await expect(`${JSON.stringify(summary, null, 1)}\n`).toMatchFileSnapshot('./golden/wagram-random-42.summary.json');
  });
});
