// The core's binding of front-end queries (defineRuleset -> ruleset.queries): context resolved from the view, the
// side checked, and nothing thrown. The rulesets' own answers are tested in test/<ruleset>/queries.test.ts.
import { describe, expect, it } from 'vitest';
import { defineRuleset, type FrontEndQueries } from 'kriegsspiel';
import { nim, type NimTypes } from '../bots/nim.js';

const working: FrontEndQueries<NimTypes> = {
  placeName: (ctx, position) => (position >= 0 && position < ctx.pile ? `counter ${position + 1}` : null),
  moves: (_ctx, view, side) =>
    new Map(view.toMove === side ? [['pile', [1, 2, 3].filter((n) => n <= view.pile).map((n) => ({ to: String(view.pile - n), cost: n, path: [String(view.pile), String(view.pile - n)], actions: [{ type: 'take' as const, count: n }], rule: 'NIM 1' }))]] : []),
  combatPreview: () => null,
  prompt: (_ctx, view, side) => ({ side: view.toMove === side ? side : null, step: 'take', text: `take one to three of ${view.pile}`, rule: 'NIM 1' }),
};
const boom = (): never => {
  throw new Error('boom');
};
const broken: FrontEndQueries<NimTypes> = { placeName: boom, moves: boom, combatPreview: boom, prompt: boom };

const withQueries = (queries: FrontEndQueries<NimTypes>) => defineRuleset<NimTypes>({ ...nim.definition, queries });
const viewOf = () => {
  const setup = nim.setup('five', {}, 1);
  if (!setup.ok) throw new Error(setup.violation.message);
  const seen = nim.view(setup.state, 'first');
  if (!seen.ok) throw new Error(seen.violation.message);
  return seen.view;
};

describe('front-end queries in the contract', () => {
  it('are absent from a ruleset that does not define them', () => {
    expect(nim.queries).toBeUndefined();
  });

  it('resolve the context from the view and pass the hooks\' answers through', () => {
    const queries = withQueries(working).queries!;
    const view = viewOf();
    expect(queries.placeName(view, 0)).toBe('counter 1');
    expect(queries.placeName(view, 1.5)).toBeNull(); // not a position
    expect([...queries.moves(view, 'first').keys()]).toEqual(['pile']);
    expect(queries.moves(view, 'second').size).toBe(0);
    expect(queries.prompt(view, 'first')).toEqual({ side: 'first', step: 'take', text: 'take one to three of 5', rule: 'NIM 1' });
  });

  it('give a neutral answer, never a throw, for a side not in the game, an unknown scenario or a hook that throws', () => {
    const view = viewOf();
    const queries = withQueries(working).queries!;
    expect(queries.moves(view, 'third' as never).size).toBe(0);
    expect(queries.prompt(view, 'third' as never)).toMatchObject({ side: null, step: null, rule: 'core' });
    const lost = { ...view, scenario: { id: 'nowhere', hash: 'x' } };
    expect(queries.moves(lost, 'first').size).toBe(0);
    expect(queries.placeName(lost, 0)).toBeNull();
    expect(queries.combatPreview(lost, 'first')).toBeNull();
    const failing = withQueries(broken).queries!;
    expect(failing.moves(view, 'first').size).toBe(0);
    expect(failing.placeName(view, 0)).toBeNull();
    expect(failing.combatPreview(view, 'first', { type: 'take', count: 1 })).toBeNull();
    expect(failing.prompt(view, 'first')).toMatchObject({ side: null, rule: 'core', text: expect.stringContaining('prompt: internal error') });
  });
});
