import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Piece } from 'kriegsspiel';
import { renderState, renderView } from 'kriegsspiel/render';
import { randomGame } from 'kriegsspiel/testing';
import { aCrowningGlory } from 'kriegsspiel/rulesets/a-crowning-glory';
import { joursDeGloire, type JdgState } from 'kriegsspiel/rulesets/jours-de-gloire';
import { marchIntoBattle } from 'kriegsspiel/rulesets/march-into-battle';
import { napoleonAtWar } from 'kriegsspiel/rulesets/napoleon-at-war';
import { pointToPoint } from '../fixtures/pointToPoint/pointToPoint.js';
import { count, tagsOf } from './wellFormed.js';

/** The board's part of a picture (the key draws sample counters too). */
const boardOf = (svg: string): string => svg.slice(svg.indexOf('<g class="board"'), svg.indexOf('<g class="key"'));
/** The pieces layer of a picture. */
const piecesOf = (svg: string): string => {
  const start = svg.indexOf('<g class="pieces"');
  return svg.slice(start, svg.indexOf('\n</g>', start) + 5);
};
function ok<T>(result: { ok: true; svg: string } | { ok: false; violation: { message: string } }, then: (svg: string) => T): T {
  if (!result.ok) throw new Error(result.violation.message);
  return then(result.svg);
}

function setup<S>(made: { ok: true; state: S } | { ok: false; violation: { message: string } }): S {
  if (!made.ok) throw new Error(made.violation.message);
  return made.state;
}

/** What `side` may not see of a Jours de Gloire state: the ids and counter names of the counters its view hides. */
function hiddenFrom(state: JdgState, side: 'french' | 'coalition'): { ids: string[]; labels: string[] } {
  const view = joursDeGloire.view(state, side);
  const other = joursDeGloire.view(state, side === 'french' ? 'coalition' : 'french');
  const made = joursDeGloire.contextOf(state);
  if (!view.ok || !other.ok || !made.ok) throw new Error('no view');
  const ids = view.view.pieces.filter((p) => p.hidden).map((p) => p.id);
  const theirs: readonly Piece[] = joursDeGloire.presentation!.pieces!(made.context, other.view);
  // A name the viewer's own counters also carry (each side's dummies read "Dummy") tells nothing.
  const shown = new Set(joursDeGloire.presentation!.pieces!(made.context, view.view).map((p) => p.label));
  return { ids, labels: theirs.filter((p) => p.id !== undefined && ids.includes(p.id) && !shown.has(p.label)).map((p) => p.label) };
}

/** Checks that a picture of `side`'s view shows none of the counters that view hides. */
function expectNothingHidden(svg: string, state: JdgState, side: 'french' | 'coalition'): void {
  const { ids, labels } = hiddenFrom(state, side);
  for (const id of ids) expect(svg, id).not.toContain(`data-id="${id}"`);
  for (const label of labels) {
    expect(svg, label).not.toContain(`>${label}</text>`);
    expect(svg, label).not.toContain(`<title>${label} (`);
  }
  expect(svg).not.toMatch(side === 'french' ? /co-dummy/ : /fr-dummy/);
}

describe('renderState and renderView over the rulesets', () => {
  it('draws the skirmish start: every unit on the map with its values (snapshot)', async () => {
    const state = setup(napoleonAtWar.setup('skirmish', {}, 1));
    const svg = ok(renderState(napoleonAtWar, state), (s) => s);
    tagsOf(svg);
    expect(svg).toContain('>Skirmish at Dorf (test scenario) (6 game-turns)</text>');
    expect(svg).toContain('>Turn 1/6: French movement</text>');
    expect(count(boardOf(svg), /<g class="piece"/g)).toBe(state.units.filter((u) => u.status === 'active').length);
    expect(boardOf(svg)).toMatch(/data-id="F1" data-side="french" data-at="0304" data-kind="infantry">.*>6-4<\/text>/);
    await expect(svg).toMatchFileSnapshot('__snapshots__/skirmish-start.svg');
  });

  it('a Jours de Gloire view shows the hidden stacks as markers and no hidden counter (snapshot of the counters)', async () => {
    const state = setup(joursDeGloire.setup('danube-s1', {}, 1));
    const view = joursDeGloire.view(state, 'french');
    if (!view.ok) throw new Error(view.violation.message);
    const svg = ok(renderView(joursDeGloire, view.view, 'french'), (s) => s);
    tagsOf(svg);
    const markers = view.view.faceDown.reduce((n, f) => n + f.markers.length, 0);
    expect(markers).toBeGreaterThan(0);
    const board = boardOf(svg);
    expect(count(board, /<g class="piece hidden"/g)).toBe(markers);
    expect(board).not.toMatch(/<g class="piece hidden" data-id/);
    for (const f of view.view.faceDown) expect(board).toContain(`<g class="piece hidden" data-side="coalition" data-at="${f.box}"`);
    expect(svg).toContain('(as the French player sees it)');
    expectNothingHidden(svg, state, 'french');
    await expect(piecesOf(svg)).toMatchFileSnapshot('__snapshots__/danube-s1-french-pieces.svg');
  });

  it('a state without a side is drawn as an umpire sees it: every counter, no marker', () => {
    const state = setup(joursDeGloire.setup('danube-s1', {}, 1));
    const board = ok(renderState(joursDeGloire, state), boardOf);
    expect(board).not.toContain('piece hidden');
    const onMap = state.pieces.filter((p) => p.status === 'map').length;
    expect(count(board, /<g class="piece"/g)).toBe(onMap);
  });

  it('draws A Crowning Glory faces and steps, and March into Battle leaders and HQs', () => {
    const acg = ok(renderState(aCrowningGlory, setup(aCrowningGlory.setup('austerlitz', {}, 1))), boardOf);
    expect(acg).toMatch(/data-face="(Active|Passive)"/);
    expect(acg).toMatch(/<circle [^>]*fill="#000000" stroke/);
    const mib = ok(renderState(marchIntoBattle, setup(marchIntoBattle.setup('aspern', {}, 1))), boardOf);
    expect(mib).toContain('data-kind="hq"');
    expect(mib).toContain('data-kind="leader"');
  });

  it('takes the board options: highlights, paths and odds on a ruleset view', () => {
    const state = setup(napoleonAtWar.setup('skirmish', {}, 1));
    const svg = ok(renderState(napoleonAtWar, state, { side: 'french', highlights: [{ at: '0404', label: '2' }], paths: [{ through: ['0304', '0404'] }], odds: [{ at: '0805', text: '3-1' }] }), (s) => s);
    expect(svg).toContain('class="highlight destination"');
    expect(svg).toContain('data-through="0304 0404"');
    expect(svg).toContain('>3-1</text>');
    expect(svg).toContain('(as the French player sees it)');
  });

  it('says why it cannot draw: no map hook, an unknown scenario', () => {
    const state = setup(pointToPoint.setup('campaign', {}, 1));
    const none = renderState(pointToPoint, state);
    expect(none.ok).toBe(false);
    if (!none.ok) expect(none.violation.code).toBe('no-board-map');
    const view = napoleonAtWar.view(setup(napoleonAtWar.setup('skirmish', {}, 1)), 'french');
    if (!view.ok) throw new Error(view.violation.message);
    const unknown = renderView(napoleonAtWar, { ...view.view, scenario: { id: 'nowhere', hash: '0'.repeat(26) } }, 'french');
    expect(unknown.ok).toBe(false);
  });

  it('property: along random Jours de Gloire games, neither side\'s picture shows a counter its view hides', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), (seed) => {
        const seen: JdgState[] = [];
        randomGame(joursDeGloire, { scenario: 'danube-s1', seed }, { maxPlies: 60, onPly: ({ ply, after }) => void (ply % 20 === 19 && seen.push(after)) });
        for (const state of seen) {
          for (const side of ['french', 'coalition'] as const) expectNothingHidden(ok(renderState(joursDeGloire, state, { side }), boardOf), state, side);
        }
      }),
      { numRuns: 4, seed: 13 },
    );
  });
});
