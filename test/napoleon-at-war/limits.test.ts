// Bounded inputs: every number a schema accepts is bounded (LIMITS), so no accepted input makes the engine list an
// unbounded number of hexes; values past the limits are refused with the field path.
import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BUILT_IN_SCENARIOS, LIMITS, napoleonAtWar, type NawScenario } from 'kriegsspiel/rulesets/napoleon-at-war';

const SKIRMISH = BUILT_IN_SCENARIOS['skirmish']!;
const WAGRAM = BUILT_IN_SCENARIOS['wagram']!;

/** The work a state's decision can cost, bounded by the scenario's size: one action per unit and hex, plus a few. */
function actionBudget(scenario: NawScenario, hexes: number): number {
  return scenario.units.length * hexes + 64;
}

describe('bounded inputs (issue 8)', () => {
  it('refuses values past the limits, naming the field: a movement of 20,000, a cost of 1e-300, a radius of 100,000, a 1 MB id', () => {
    const units = SKIRMISH.units.map((u, i) => (i === 0 ? { ...u, movement: 20_000 } : u));
    expect(napoleonAtWar.setup({ ...SKIRMISH, units })).toMatchObject({ ok: false, violation: { message: expect.stringMatching(/^scenario\.units\[0\]\.movement: /) } });
    const costs = { road: 1e-300, trail: 1, stream: 2, slope: 1 };
    expect(napoleonAtWar.setup('skirmish', { hexsideCosts: costs })).toMatchObject({ ok: false, violation: { message: expect.stringMatching(/^options\.hexsideCosts\.road: /) } });
    const wide = WAGRAM.units.map((u) => (u.setupArea && 'near' in u.setupArea ? { ...u, setupArea: { ...u.setupArea, within: 100_000 } } : u));
    expect(napoleonAtWar.setup({ ...WAGRAM, units: wide })).toMatchObject({ ok: false, violation: { code: 'malformed-scenario' } });
    const huge = napoleonAtWar.setup({ ...SKIRMISH, id: 'x'.repeat(1_000_000) });
    expect(huge).toMatchObject({ ok: false, violation: { message: expect.stringMatching(/^scenario\.id: /) } });
    expect(!huge.ok && huge.violation.message.length).toBeLessThan(300);
  });

  it('extreme but valid scenarios cost no more than their size: the largest movement and set-up radius on Wagram', () => {
    const units = WAGRAM.units.map((u) => ({ ...u, movement: LIMITS.movement, ...(u.setupArea && 'near' in u.setupArea ? { setupArea: { ...u.setupArea, within: LIMITS.radius } } : {}) }));
    const made = napoleonAtWar.setup({ ...WAGRAM, id: 'wagram-extreme', units }, { historicalDeployment: true }, 1);
    if (!made.ok) throw new Error(made.violation.message);
    const context = napoleonAtWar.contextOf(made.state);
    if (!context.ok) throw new Error(context.violation.message);
    const hexes = context.context.map.grid.size;
    expect(context.context.setupAreas.every((area) => area === null || area.length <= hexes)).toBe(true);
    expect(napoleonAtWar.legalActions(made.state).length).toBeLessThanOrEqual(actionBudget(context.context.scenario, hexes));
  });

  it('any movement allowance within the limits keeps every decision within the scenario-size budget (fuzz)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: LIMITS.movement }), fc.nat(1000), (movement, seed) => {
        const units = SKIRMISH.units.map((u) => ({ ...u, movement }));
        const made = napoleonAtWar.setup({ ...SKIRMISH, id: `fuzz-${movement}`, units }, {}, seed);
        if (!made.ok) throw new Error(made.violation.message);
        const context = napoleonAtWar.contextOf(made.state);
        if (!context.ok) throw new Error(context.violation.message);
        const budget = actionBudget(context.context.scenario, context.context.map.grid.size);
        let state = made.state;
        for (let ply = 0; ply < 6 && napoleonAtWar.decision(state).kind !== 'terminal'; ply++) {
          const legal = napoleonAtWar.legalActions(state);
          expect(legal.length).toBeLessThanOrEqual(budget);
          const next = napoleonAtWar.apply(state, legal[seed % legal.length]!);
          if (!next.ok) throw new Error(next.violation.message);
          state = next.state;
        }
      }),
      { numRuns: 40 },
    );
  });
});
