// The lean Napoleon at War ruleset (`kriegsspiel/rulesets/napoleon-at-war/rules`, no AI hooks, skirmish built in)
// against the full one: the same games, the same files, Wagram on demand (docs/performance.md, "Browser bundle").
// A random bot samples the full ruleset's action space but lists the lean one's legal actions, so the same seed gives
// different random games on the two: the lean instance is checked on the full one's games, action by action.
import { describe, expect, it } from 'vitest';
import { canonicalJson, createRecord, greedyBot, loadRecord, loadState, playGame, replay, serializeRecord, serializeState, type ChanceAction } from 'kriegsspiel';
import { randomGame } from 'kriegsspiel/testing';
import { BUILT_IN_CONTENT, napoleonAtWar, type NawAction, type NawScenario } from 'kriegsspiel/rulesets/napoleon-at-war';
import { createNapoleonAtWarRules, napoleonAtWarRules, SKIRMISH_CONTENT } from 'kriegsspiel/rulesets/napoleon-at-war/rules';
import { WAGRAM, WAGRAM_CONTENT } from 'kriegsspiel/rulesets/napoleon-at-war/wagram';

/** Plays a seeded random game on `ruleset`, keeping every ply's events. */
function played(ruleset: typeof napoleonAtWar, scenario: string | NawScenario, seed: number, maxPlies = 2000) {
  const events: string[] = [];
  const game = randomGame(ruleset, { scenario, seed }, { maxPlies, events: true, onPly: (ply) => void events.push(canonicalJson(ply.events)) });
  return { game, events };
}

/**
 * Plays `actions` on `lean` from its own set-up of `scenario` and `seed`: the events of each ply and the final state
 * (and, with `listLegal`, the legal actions before each ply), as canonical JSON, to compare with the full ruleset's.
 */
function replayed(lean: typeof napoleonAtWar, scenario: string | NawScenario, seed: number, actions: readonly (NawAction | ChanceAction)[], listLegal: boolean) {
  const setup = lean.setup(scenario, {}, seed);
  if (!setup.ok) throw new Error(setup.violation.message);
  let state = setup.state;
  const events: string[] = [];
  const legal: string[] = [];
  for (const action of actions) {
    if (listLegal) legal.push(canonicalJson(lean.legalActions(state)));
    const next = lean.apply(state, action);
    if (!next.ok) throw new Error(next.violation.message);
    events.push(canonicalJson(next.events));
    state = next.state;
  }
  return { events, legal, final: canonicalJson(state) };
}

describe('the lean Napoleon at War ruleset', () => {
  it('plays the same skirmish games as napoleonAtWar: the same legal actions before each ply, events and final state', () => {
    for (const seed of [1, 2]) {
      const full = played(napoleonAtWar, 'skirmish', seed);
      expect(full.game.result.terminal).toBe(true);
      const reference = replayed(napoleonAtWar, 'skirmish', seed, full.game.actions, true);
      const lean = replayed(napoleonAtWarRules, 'skirmish', seed, full.game.actions, true);
      expect(lean.legal).toEqual(reference.legal);
      expect(lean.events).toEqual(full.events);
      expect(lean.final).toBe(canonicalJson(full.game.final));
    }
  });

  it('has no action space (bots list the legal actions); the full ruleset has one at a movement step', () => {
    const full = napoleonAtWar.setup('skirmish', {}, 1);
    const lean = napoleonAtWarRules.setup('skirmish', {}, 1);
    if (!full.ok || !lean.ok) throw new Error('skirmish sets up');
    expect(napoleonAtWar.decision(full.state)).toMatchObject({ kind: 'side', step: 'movement' });
    expect(napoleonAtWar.actionSpace(full.state)?.size).toBeGreaterThan(0);
    expect(napoleonAtWarRules.decision(lean.state)).toMatchObject({ kind: 'side', step: 'movement' });
    expect(napoleonAtWarRules.actionSpace(lean.state)).toBeNull();
    // A random game on the lean ruleset, whose bots list the legal actions, still plays to the end.
    expect(played(napoleonAtWarRules, 'skirmish', 1).game.result.terminal).toBe(true);
  });

  it('replays a record of the full ruleset to the same final state, and the full ruleset replays its records', () => {
    const full = played(napoleonAtWar, 'skirmish', 3).game;
    const record = createRecord(napoleonAtWar, { scenario: 'skirmish', seed: 3 }, full.actions);
    const loaded = loadRecord(napoleonAtWarRules, serializeRecord(record));
    if (!loaded.ok) throw new Error(loaded.error.message);
    const replayed = replay(napoleonAtWarRules, loaded.record);
    if (!replayed.ok) throw new Error(replayed.error.violation.message);
    expect(canonicalJson(replayed.final)).toBe(canonicalJson(full.final));
    const back = loadRecord(napoleonAtWar, serializeRecord(createRecord(napoleonAtWarRules, { scenario: 'skirmish', seed: 3 }, full.actions)));
    expect(back.ok).toBe(true);
  });

  it('has no AI hooks: no encoder, and the default evaluation (score difference); the full ruleset has both', () => {
    const setup = napoleonAtWarRules.setup('skirmish', {}, 1);
    if (!setup.ok) throw new Error(setup.violation.message);
    expect(napoleonAtWarRules.encoder(setup.state)).toBeNull();
    expect(napoleonAtWar.encoder(setup.state)).not.toBeNull();
    const { scores } = napoleonAtWarRules.result(setup.state);
    expect(napoleonAtWarRules.evaluate(setup.state, 'french')).toBe(scores.french - scores.coalition);
    // A bot that reads `evaluate` still plays on the lean ruleset.
    const bots = { french: greedyBot(1), coalition: greedyBot(2) };
    expect(playGame(napoleonAtWarRules, setup.state, bots, { maxPlies: 20 }).refused).toBeNull();
  });

  it('knows skirmish only, and names an unknown scenario id', () => {
    expect(Object.keys(SKIRMISH_CONTENT.scenarios)).toEqual(['skirmish']);
    const wagram = napoleonAtWarRules.setup('wagram', {}, 1);
    expect(wagram.ok ? null : wagram.violation.code).toBe('unknown-scenario');
  });
});

describe('Wagram on demand (kriegsspiel/rulesets/napoleon-at-war/wagram)', () => {
  const rules = createNapoleonAtWarRules({ content: [WAGRAM_CONTENT] });
  const full = napoleonAtWar.setup('wagram', {}, 5);
  if (!full.ok) throw new Error(full.violation.message);

  it('with WAGRAM_CONTENT a lean instance sets up and plays Wagram as napoleonAtWar does', () => {
    const reference = played(napoleonAtWar, 'wagram', 5, 40);
    const lean = replayed(rules, 'wagram', 5, reference.game.actions, false);
    expect(lean.events).toEqual(reference.events);
    expect(lean.final).toBe(canonicalJson(reference.game.final));
  });

  it('loads a saved Wagram game of the full ruleset, which names its scenario by id', () => {
    const text = serializeState(napoleonAtWar, full.state);
    expect(JSON.parse(text).scenario.data).toBeUndefined();
    const loaded = loadState(rules, text);
    if (!loaded.ok) throw new Error(loaded.error.message);
    expect(canonicalJson(loaded.state)).toBe(canonicalJson(full.state));
    expect(loadState(napoleonAtWarRules, text).ok).toBe(false); // the default lean instance does not know Wagram
  });

  it('the Wagram data with its map inline sets up on the default lean instance with the built-in content hash', () => {
    const inline: NawScenario = { ...WAGRAM, map: WAGRAM_CONTENT.maps['wagram'] as Record<string, unknown> };
    const made = napoleonAtWarRules.setup(inline, {}, 5);
    if (!made.ok) throw new Error(made.violation.message);
    expect(made.state.scenario).toEqual(full.state.scenario);
    expect(canonicalJson(made.state)).toBe(canonicalJson(full.state));
  });

  it('keys every built-in scenario and map by the id inside its data', () => {
    for (const [id, scenario] of Object.entries(BUILT_IN_CONTENT.scenarios)) expect(scenario.id).toBe(id);
    for (const [id, map] of Object.entries(BUILT_IN_CONTENT.maps)) expect((map as { id: string }).id).toBe(id);
  });
});
