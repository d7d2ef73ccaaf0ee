// The rollout path tells a ruleset when it changes its live state in place (RulesetDefinition.touched), so that a
// ruleset may key derived data by the state object and a version instead of by content.
import { describe, expect, it } from 'vitest';
import { createSimulator, defineRuleset } from 'kriegsspiel';
import { chitPull, type State } from '../fixtures/chitPull/chitPull.js';

function recorder() {
  const calls: { state: State; version: number | null }[] = [];
  const ruleset = defineRuleset({ ...chitPull.definition, touched: (_ctx, state, version) => void calls.push({ state, version }) });
  return { ruleset, calls };
}

function start(): State {
  const made = chitPull.setup('meeting', {}, 3, 'auto');
  if (!made.ok) throw new Error(made.violation.message);
  return made.state;
}

describe('Simulator and RulesetDefinition.touched', () => {
  it('gives the live copy a version at creation, null during each play and a new version after it', () => {
    const { ruleset, calls } = recorder();
    const sim = createSimulator(ruleset, start());
    expect(calls).toEqual([{ state: sim.state, version: 1 }]);
    sim.play(sim.legalActions()[0]!);
    expect(calls.slice(1)).toEqual([
      { state: sim.state, version: null },
      { state: sim.state, version: 2 },
    ]);
  });

  it('never gives one object the same version twice, also across a reset', () => {
    const { ruleset, calls } = recorder();
    const sim = createSimulator(ruleset, start());
    for (let ply = 0; ply < 6 && sim.decision().kind !== 'terminal'; ply++) sim.play(sim.legalActions()[0]!);
    const before = sim.state;
    sim.reset(start());
    expect(sim.state).not.toBe(before);
    sim.play(sim.legalActions()[0]!);
    const versions = calls.filter((c) => c.version !== null).map((c) => c.version);
    expect(new Set(versions).size).toBe(versions.length);
    expect(calls.every((c) => c.state === before || c.state === sim.state)).toBe(true);
    expect(calls.at(-1)).toEqual({ state: sim.state, version: versions.at(-1) });
  });

  it('is told nothing on the immutable path', () => {
    const { ruleset, calls } = recorder();
    const state = start();
    const next = ruleset.apply(state, ruleset.legalActions(state)[0]!);
    expect(next.ok).toBe(true);
    expect(calls).toEqual([]);
  });
});
