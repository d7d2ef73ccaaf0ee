import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ChanceEvent } from '../../src/core/event.js';
import { createRecord, serializeRecord } from '../../src/serialization/gameRecord.js';
import { loadRecord } from '../../src/serialization/loadRecord.js';
import { replay } from '../../src/serialization/replay.js';
import { diceGame, type DiceEvent, type DiceState } from './diceGame.js';
import { arbPlay, playDice } from './playDice.js';

describe('replay', () => {
  it('reproduces every state and event of the original play from a saved record, in both chance modes', () => {
    fc.assert(
      fc.property(arbPlay(), (play) => {
        const loaded = loadRecord(diceGame, serializeRecord(createRecord(diceGame, play.setup, play.actions)));
        if (!loaded.ok) throw new Error(loaded.error.message);
        const replayed = replay(diceGame, loaded.record, { states: true, events: true });
        expect(replayed).toEqual({
          ok: true,
          initial: play.states[0],
          final: play.states.at(-1),
          actions: play.actions.length,
          states: play.states,
          events: play.events,
        });
        expect(replayed.ok && diceGame.result(replayed.final).terminal).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('keeps no arrays and builds no events unless asked', () => {
    const play = playDice({ scenario: 'standard', seed: 11, chanceMode: 'auto' }, [0, 1]);
    const replayed = replay(diceGame, createRecord(diceGame, play.setup, play.actions));
    expect(replayed.ok && Object.keys(replayed).sort()).toEqual(['actions', 'final', 'initial', 'ok']);
    expect(replayed.ok && replayed.final).toEqual(play.states.at(-1));
  });

  it('reports each step to onStep with its events', () => {
    const play = playDice({ scenario: 'quick', seed: 3, chanceMode: 'explicit', options: { sixBonus: 3 } }, [1, 0, 2, 5]);
    const steps: [number, DiceState, readonly (DiceEvent | ChanceEvent)[]][] = [];
    const replayed = replay(diceGame, createRecord(diceGame, play.setup, play.actions), {
      onStep: (index, state, events) => steps.push([index, state, events]),
    });
    expect(replayed.ok).toBe(true);
    expect(steps).toEqual(play.actions.map((_, i) => [i, play.states[i + 1], play.events[i]]));
  });

  it('stops at an action illegal at its point, with its index and violation', () => {
    const play = playDice({ scenario: 'standard', seed: 8, chanceMode: 'explicit' }, [0]);
    const rolls = play.actions.flatMap((a, i) => (a.type === 'chance' ? [i] : []));
    const at = rolls[1]!;
    const tampered = play.actions.map((a, i) => (i === at ? { type: 'chance' as const, value: 7 } : a));
    const replayed = replay(diceGame, createRecord(diceGame, play.setup, tampered));
    expect(replayed).toEqual({
      ok: false,
      error: {
        index: at,
        violation: { code: 'bad-chance-value', rule: 'core', message: 'value: 7 is not a possible outcome of the d6' },
        state: play.states[at],
      },
    });
    const early = [...play.actions.slice(0, 1), { type: 'stop' as const }];
    expect(replay(diceGame, createRecord(diceGame, play.setup, early))).toMatchObject({
      ok: false,
      error: { index: 1, violation: { code: 'awaiting-chance' } },
    });
    const afterEnd = [...play.actions, { type: 'stop' as const }];
    expect(replay(diceGame, createRecord(diceGame, play.setup, afterEnd))).toMatchObject({
      ok: false,
      error: { index: play.actions.length, violation: { code: 'game-over' } },
    });
  });

  it('refuses a record of another ruleset or with a scenario setup refuses', () => {
    const record = createRecord(diceGame, { scenario: 'standard' }, []);
    expect(replay(diceGame, { ...record, ruleset: 'chess' })).toMatchObject({
      ok: false,
      error: { index: -1, violation: { code: 'wrong-ruleset' }, state: null },
    });
    expect(replay(diceGame, { ...record, scenario: 'waterloo' })).toMatchObject({
      ok: false,
      error: { index: -1, violation: { code: 'unknown-scenario' }, state: null },
    });
  });
});
