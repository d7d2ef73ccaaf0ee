// S3's armistice (JdG S3 special rules): its declaration, the redeployment within the zones, breaking it and its
// penalties, its end by itself and the calendar's jump, the PF recovered, the counters replaced by S2's, the points.
import { describe, expect, it } from 'vitest';
import { seedRng } from 'kriegsspiel';
import { BUILT_IN_SCENARIOS, compileScenario, joursDeGloire, type JdgState, type Side } from 'kriegsspiel/rulesets/jours-de-gloire';
import { contextOf, jdgInvariants, perturbHidden } from './invariants.js';
import { boxOf, choices, eventsOf, play, position, type AnyEvent } from './position.js';

/** S3 in the French movement phase of `turn` (the French play first), the French holding `held`, with `moves`. */
function s3(turn: number, held: readonly string[] = ['ulm', 'munich'], moves: Parameters<typeof position>[0] = {}): JdgState {
  const base = position(moves, { scenario: 'danube-s3', phase: 'movement', pc: { rhin: 6 } });
  const state: JdgState = { ...base, turn, control: { ...base.control, ...Object.fromEntries(held.map((b) => [b, 'french'])) } };
  const invalid = joursDeGloire.validate(state);
  if (invalid !== null) throw new Error(invalid.message);
  return state;
}

/** The French end their movement phase: the rest of their player turn passes (no battle). */
const endFrenchTurn = (state: JdgState) => play(state, { type: 'done' });

/** `side` redeploys every counter it may still pick into `box`, then ends its redeployment. */
function redeployAll(state: JdgState, box: string): { state: JdgState; events: AnyEvent[] } {
  const events: AnyEvent[] = [];
  for (;;) {
    const pick = joursDeGloire.legalActions(state).find((a) => a.type === 'redeploy');
    if (pick === undefined) break;
    const done = play(state, pick, { type: 'place', box });
    [state] = [done.state, events.push(...done.events)];
  }
  const done = play(state, { type: 'done' });
  return { state: done.state, events: [...events, ...done.events] };
}

/** Declared on `turn`; the French stay where they are, the Austrians redeploy to Braunau: the next turn in armistice. */
function declaredOn(turn: number): JdgState {
  const declared = endFrenchTurn(s3(turn)).state;
  return redeployAll(play(declared, { type: 'done' }).state, 'braunau').state;
}

const pieceOf = (state: JdgState, id: string) => state.pieces.find((p) => p.id === id)!;

describe('JdG S3: the armistice is declared', () => {
  it('JdG S3: at the end of a player turn in which the French hold Ulm and Munich, movement and combat stop and the French redeploy first', () => {
    const { state, events } = endFrenchTurn(s3(1));
    expect(eventsOf(events, 'armistice')).toEqual([{ type: 'armistice', rule: 'JdG S3', stage: 'declared', side: 'french', turn: 1, resumes: null }]);
    expect(state.phase).toBe('armistice');
    expect(joursDeGloire.decision(state)).toMatchObject({ kind: 'side', side: 'french', step: 'redeploy' });
    // the Coalition's player turn does not come
    expect(eventsOf(events, 'phaseStarted').some((e) => e.player === 'coalition')).toBe(false);
  });

  it('JdG S3: with Ulm alone, no armistice: the Coalition player turn follows', () => {
    const { state, events } = endFrenchTurn(s3(1, ['ulm']));
    expect(eventsOf(events, 'armistice')).toEqual([]);
    expect(state.armistice).toBeNull();
    expect(state.player).toBe('coalition');
  });

  it('JdG S3: reached before July 1800 the French score 2 VP; from July on, nothing', () => {
    const early = endFrenchTurn(s3(5));
    expect(eventsOf(early.events, 'victoryPoints')).toEqual([{ type: 'victoryPoints', rule: 'JdG S3', side: 'french', points: 2, reason: 'the armistice reached early' }]);
    expect(early.state.vp.french).toBe(2);
    const july = endFrenchTurn(s3(6));
    expect(july.state.phase).toBe('armistice');
    expect(july.state.vp.french).toBe(0);
  });

  it('JdG S3: held on the beginning of November 1800 or later, no armistice (it would end at once)', () => {
    expect(endFrenchTurn(s3(14)).state.armistice).toBeNull();
    expect(endFrenchTurn(s3(13)).state.phase).toBe('armistice');
  });
});

describe('JdG S3: the redeployment', () => {
  it('JdG S3: the French pick their own counters on the map, each once, and put each in a box of their zone (west of the Vils and the Isar)', () => {
    const declared = endFrenchTurn(s3(1, ['ulm', 'munich'], { 'st-cyr': 'hohenlinden' })).state;
    const picks = choices(declared).actions.filter((a) => a.includes('redeploy'));
    expect(picks).toEqual(['g:lecourbe', 'g:moreau', 'hautpoul', 'lecourbe', 'moreau', 'nansouty', 'sahuc', 'st-cyr', 'st-suzanne'].map((piece) => JSON.stringify({ type: 'redeploy', piece })).sort());
    // St Cyr east of the Isar: the French may not end their redeployment yet
    expect(choices(declared).actions).not.toContain(JSON.stringify({ type: 'done' }));
    const picked = play(declared, { type: 'redeploy', piece: 'st-cyr' }).state;
    expect(joursDeGloire.decision(picked)).toMatchObject({ side: 'french', step: 'redeploy-to' });
    const boxes = choices(picked).actions.map((a) => (JSON.parse(a) as { box: string }).box);
    expect(boxes).toEqual(expect.arrayContaining(['munich', 'freising', 'landshut', 'amberg', 'ulm', 'bregenz']));
    for (const east of ['hohenlinden', 'rosenheim', 'ratisbonne', 'straubing', 'salzbourg', 'innsbruck', 'hof']) expect(boxes).not.toContain(east);
    const refused = joursDeGloire.apply(picked, { type: 'place', box: 'hohenlinden' });
    expect(refused.ok ? null : refused.violation.rule).toBe('JdG S3');
    const moved = play(picked, { type: 'place', box: 'munich' });
    expect(boxOf(moved.state, 'st-cyr')).toBe('munich');
    expect(eventsOf(moved.events, 'moved')).toEqual([{ type: 'moved', rule: 'JdG S3', side: 'french', from: 'hohenlinden', to: 'munich', pieces: ['st-cyr'], count: 1, secret: true }]);
    // each counter once; now every French counter is in the zone
    const again = joursDeGloire.apply(moved.state, { type: 'redeploy', piece: 'st-cyr' });
    expect(again.ok ? null : again.violation.rule).toBe('JdG S3');
    const enemy = joursDeGloire.apply(moved.state, { type: 'redeploy', piece: 'g:kray' });
    expect(enemy.ok ? null : enemy.violation.rule).toBe('JdG S3');
    expect(choices(moved.state).actions).toContain(JSON.stringify({ type: 'done' }));
  });

  it('JdG S3: then the Austrians, not west of the Inn south of the Danube nor of Straubing-Cham-Pilsen-Prague north of it; then the turn ends', () => {
    const declared = endFrenchTurn(s3(1)).state;
    const austrians = play(declared, { type: 'done' }).state;
    expect(joursDeGloire.decision(austrians)).toMatchObject({ side: 'coalition', step: 'redeploy' });
    // every Austrian counter stands west of the lines: they must all move
    expect(choices(austrians).actions).not.toContain(JSON.stringify({ type: 'done' }));
    const picked = play(austrians, { type: 'redeploy', piece: 'g:kray' }).state;
    const boxes = choices(picked).actions.map((a) => (JSON.parse(a) as { box: string }).box);
    expect(boxes).toEqual(expect.arrayContaining(['braunau', 'salzbourg', 'passau', 'kufstein', 'innsbruck', 'cham', 'pilsen', 'prague', 'linz', 'vienne']));
    for (const west of ['munich', 'rosenheim', 'landshut', 'straubing', 'ratisbonne', 'amberg', 'eger', 'karlsbad']) expect(boxes).not.toContain(west);
    const { state, events } = redeployAll(austrians, 'salzbourg');
    expect(eventsOf(events, 'moved').length).toBe(8);
    expect(state.phase).toBe('armistice');
    expect(state.turn).toBe(2);
    expect(joursDeGloire.decision(state)).toMatchObject({ side: 'french', step: 'armistice' });
  });

  it('JdG S3: the enemy sees face-down markers move, never which counter; its view hides the counter being redeployed', () => {
    const declared = endFrenchTurn(s3(1)).state;
    const picked = play(declared, { type: 'redeploy', piece: 'moreau' });
    const seen = joursDeGloire.view(picked.state, 'coalition');
    if (!seen.ok) throw new Error(seen.violation.message);
    expect(seen.view.placing.map((p) => p.piece)).toEqual([-1]);
    expect(seen.view.armistice!.redeployed).toEqual([]);
    const own = joursDeGloire.view(picked.state, 'french');
    if (!own.ok) throw new Error(own.violation.message);
    expect(own.view.placing.map((p) => p.piece)).toEqual([contextOf(picked.state).pieceIndex.get('moreau')]);
    // a state sampled from the Coalition's view looks the same to it
    const sampled = joursDeGloire.determinize(seen.view, 'coalition', seedRng(7));
    if (!sampled.ok) throw new Error(sampled.violation.message);
    expect(joursDeGloire.view(sampled.state, 'coalition')).toEqual(seen);
    expect(joursDeGloire.validate(sampled.state)).toBeNull();
    const moved = play(picked.state, { type: 'place', box: 'augsbourg' });
    expect(joursDeGloire.eventsFor(moved.events as never, 'coalition')).toEqual([{ type: 'moved', rule: 'JdG S3', side: 'french', from: 'bale', to: 'augsbourg', pieces: [], count: 1, secret: true }]);
  });

  it('JdG S3: every counter is redeployed face down and leaves its Force marker', () => {
    const base = s3(1);
    const shown = { ...base, pieces: base.pieces.map((p) => (p.id === 'moreau' ? { ...p, revealed: true } : p)) };
    const declared = endFrenchTurn(shown).state;
    expect(declared.pieces.every((p) => !p.revealed && p.force === -1)).toBe(true);
  });
});

describe('JdG S3: breaking the armistice', () => {
  const breakOn = (declared: number, by: Side): { state: JdgState; events: AnyEvent[] } => {
    const start = declaredOn(declared);
    return by === 'french' ? play(start, { type: 'break' }) : play(start, { type: 'keep' }, { type: 'break' });
  };

  it('JdG S3: at the start of each following turn the French choose first, then the Austrians', () => {
    const start = declaredOn(1);
    expect(choices(start)).toEqual({ who: 'french', actions: [JSON.stringify({ type: 'break' }), JSON.stringify({ type: 'keep' })] });
    expect(choices(play(start, { type: 'keep' }).state)).toEqual({ who: 'coalition', actions: [JSON.stringify({ type: 'break' }), JSON.stringify({ type: 'keep' })] });
  });

  it('JdG S3: broken before September 1800, -3 VP to the breaker; play resumes at the start of the next turn', () => {
    const { state, events } = breakOn(1, 'french');
    expect(eventsOf(events, 'armistice')).toEqual([{ type: 'armistice', rule: 'JdG S3', stage: 'broken', side: 'french', turn: 2, resumes: 3 }]);
    expect(eventsOf(events, 'victoryPoints')).toEqual([{ type: 'victoryPoints', rule: 'JdG S3', side: 'french', points: -3, reason: 'broke the armistice' }]);
    expect(state.vp.french).toBe(2 - 3);
    expect([state.turn, state.phase, state.armistice!.stage]).toEqual([3, 'weather', 'over']);
    // the end of August: still -3
    expect(breakOn(8, 'coalition').state.vp.coalition).toBe(-3);
  });

  it('JdG S3: broken in September or October 1800, -2 VP', () => {
    const september = breakOn(9, 'coalition');
    expect(september.state.turn).toBe(11);
    expect(september.state.vp).toEqual({ french: 0, coalition: -2 });
    expect(breakOn(12, 'french').state.vp).toEqual({ french: -2, coalition: 0 });
  });

  it('JdG S3: once over, the armistice is not declared again though the French still hold Ulm and Munich', () => {
    const broken = breakOn(1, 'french').state;
    const moving: JdgState = { ...broken, phase: 'movement', player: 'french', first: 'french', pc: { rhin: 6 } };
    expect(joursDeGloire.validate(moving)).toBeNull();
    const { state, events } = endFrenchTurn(moving);
    expect(eventsOf(events, 'armistice')).toEqual([]);
    expect(state.player).toBe('coalition');
    expect(state.armistice!.stage).toBe('over');
  });
});

describe('JdG S3: the end of the armistice by itself', () => {
  it('JdG S3: on the beginning of November 1800 it ends without penalty and play jumps to the end of November (turn 14 to 15)', () => {
    const start = declaredOn(12);
    expect(start.turn).toBe(13);
    const { state, events } = play(start, { type: 'keep' }, { type: 'keep' });
    expect(eventsOf(events, 'armistice')).toEqual([
      { type: 'armistice', rule: 'JdG S3', stage: 'kept', side: 'french', turn: 13, resumes: null },
      { type: 'armistice', rule: 'JdG S3', stage: 'kept', side: 'coalition', turn: 13, resumes: null },
      { type: 'armistice', rule: 'JdG S3', stage: 'expired', side: null, turn: 14, resumes: 15 },
    ]);
    expect(eventsOf(events, 'phaseStarted').map((e) => [e.turn, e.phase])).toEqual([[15, 'weather']]);
    expect([state.turn, state.phase, state.armistice!.stage]).toEqual([15, 'weather', 'over']);
    expect(state.vp).toEqual({ french: 0, coalition: 0 });
    expect(eventsOf(events, 'victoryPoints')).toEqual([]);
  });

  it('JdG S3: declared at the end of October, the next turn is already the end: play resumes at the end of November', () => {
    const declared = endFrenchTurn(s3(13)).state;
    const { state, events } = redeployAll(play(declared, { type: 'done' }).state, 'braunau');
    expect(eventsOf(events, 'armistice').map((e) => [e.stage, e.turn, e.resumes])).toEqual([['expired', 14, 15]]);
    expect(state.turn).toBe(15);
  });
});

describe('JdG S3: turns of armistice', () => {
  it('JdG S3: a kept turn gives each unit 1 PF (stragglers first), up to its roster strength with its detachments; detachments none', () => {
    const base = declaredOn(1);
    const start: JdgState = {
      ...base,
      pieces: base.pieces.map((p) => (p.id === 'moreau' ? { ...p, pf: p.full - 3, straggled: 1 } : p.id === 'lecourbe' ? { ...p, pf: p.full - 1 } : p)),
    };
    expect(joursDeGloire.validate(start)).toBeNull();
    const { state, events } = play(start, { type: 'keep' }, { type: 'keep' });
    const recovered = eventsOf(events, 'pfChanged');
    expect(recovered.map((e) => [e.piece, e.change, e.cause, e.rule]).sort()).toEqual([['lecourbe', 1, 'recovered', 'JdG S3'], ['moreau', 1, 'recovered', 'JdG S3']]);
    // Sztaray (4 PF) and its detachment D (3 PF) make its roster 7: no recovery; nor for the detachments
    expect(pieceOf(state, 'sztaray-inf').pf).toBe(4);
    expect(pieceOf(state, 'co-D').pf).toBe(3);
    expect([pieceOf(state, 'moreau').pf, pieceOf(state, 'moreau').straggled]).toEqual([pieceOf(base, 'moreau').full - 2, 0]);
    expect(pieceOf(state, 'lecourbe').pf).toBe(pieceOf(base, 'lecourbe').full);
    // the enemy sees no strength change of face-down units
    expect(joursDeGloire.eventsFor(events as never, 'coalition').filter((e) => e.type === 'pfChanged')).toEqual([]);
    expect(state.turn).toBe(3);
  });

  it('JdG S3: after two turns of armistice, the generals and combat units give way to S2\'s, face down in their zones, and both sides redeploy', () => {
    const start = declaredOn(1);
    const once = play(start, { type: 'keep' }, { type: 'keep' }).state;
    const { state, events } = play(once, { type: 'keep' }, { type: 'keep' });
    expect(eventsOf(events, 'armistice').map((e) => e.stage)).toEqual(['kept', 'kept', 'replaced']);
    for (const gone of ['g:kray', 'st-cyr', 'st-suzanne', 'sahuc', 'nauendorf-inf', 'sztaray-inf', 'co-D', 'reuss', 'co-E']) expect(pieceOf(state, gone).status).toBe('spare');
    for (const [id, box] of [['g:moreau', 'munich'], ['moreau', 'munich'], ['grenier', 'munich'], ['g:jean', 'braunau'], ['kollowrath-inf', 'braunau'], ['klenau', 'braunau'], ['hiller', 'braunau']] as const) {
      expect(boxOf(state, id)).toBe(box);
      expect(pieceOf(state, id).pf).toBe(pieceOf(state, id).full);
    }
    expect(state.pieces.filter((p) => p.status === 'map' && p.kind !== 'dummy').every((p) => !p.revealed)).toBe(true);
    expect(joursDeGloire.decision(state)).toMatchObject({ side: 'french', step: 'redeploy' });
    // the Coalition sees two boxes of markers, not which counters
    const seen = joursDeGloire.view(state, 'coalition');
    if (!seen.ok) throw new Error(seen.violation.message);
    expect(seen.view.faceDown.map((f) => [f.box, f.markers.length])).toEqual([['munich', 7]]);
    // redeployed, the next turn is a turn of armistice with no recovery and no second replacement
    const french = redeployAll(state, 'ulm').state;
    const next = redeployAll(french, 'salzbourg').state;
    expect([next.turn, next.phase]).toEqual([4, 'armistice']);
    const reduced: JdgState = { ...next, pieces: next.pieces.map((p) => (p.id === 'grenier' ? { ...p, pf: p.full - 2 } : p)) };
    const kept = play(reduced, { type: 'keep' }, { type: 'keep' });
    expect(eventsOf(kept.events, 'pfChanged')).toEqual([]);
    expect(eventsOf(kept.events, 'armistice').map((e) => e.stage)).toEqual(['kept', 'kept']);
    expect(kept.state.armistice).toMatchObject({ turns: 3, replaced: true, stage: 'break' });
  });
});

describe('JdG S3: victory points of the armistice', () => {
  it('JdG S3: the early bonus and the penalty count in the tally of 9.0 with the geographic points', () => {
    const { state } = play(declaredOn(1), { type: 'break' });
    const result = joursDeGloire.result(state);
    if (!('scores' in result)) throw new Error('no result');
    // the French hold Ulm (3) and Munich (5): 8, +2 for the armistice reached early, -3 for breaking it
    expect(result.scores).toEqual({ french: 8 + 2 - 3, coalition: 3 + 0 });
  });

  it('JdG S3: every choice of the armistice has an index in the AI encoding', () => {
    const declared = endFrenchTurn(s3(1)).state;
    for (const state of [declared, play(declared, { type: 'redeploy', piece: 'moreau' }).state, declaredOn(1)]) {
      const encoder = joursDeGloire.encoder(state)!;
      for (const action of joursDeGloire.legalActions(state)) expect(encoder.decode(state, encoder.encode(state, action))).toEqual(action);
    }
  });
});

describe('JdG S3: hidden information through the armistice', () => {
  it('JdG S3: along random redeployments, choices and replacement, no side\'s view, decision or choices depend on what it cannot see', () => {
    const rng = { state: 12345, int(lo: number, hi: number) { this.state = (this.state * 1103515245 + 12345) % 2 ** 31; return lo + (this.state % (hi - lo + 1)); } };
    let state = endFrenchTurn(s3(1)).state;
    let visited = 0;
    while (state.phase === 'armistice' && visited < 400) {
      expect(jdgInvariants(state)).toBeNull();
      expect(joursDeGloire.validate(state)).toBeNull();
      for (const side of ['french', 'coalition'] as const) {
        const perturbed = perturbHidden(state, side, rng as never);
        expect(joursDeGloire.validate(perturbed)).toBeNull();
        expect(joursDeGloire.view(perturbed, side)).toEqual(joursDeGloire.view(state, side));
        expect(joursDeGloire.decision(perturbed)).toEqual(joursDeGloire.decision(state));
        if (joursDeGloire.actorOf(state, joursDeGloire.legalActions(state)[0]!) === side) expect(joursDeGloire.legalActions(perturbed)).toEqual(joursDeGloire.legalActions(state));
      }
      const legal = joursDeGloire.legalActions(state);
      // keep the armistice (to reach the replacement), otherwise any choice
      const action = legal.find((a) => a.type === 'keep') ?? legal[rng.int(0, legal.length - 1)]!;
      const next = play(state, action);
      for (const side of ['french', 'coalition'] as const) {
        const other = joursDeGloire.apply(perturbHidden(state, side, rng as never), action);
        if (!other.ok || JSON.stringify(joursDeGloire.view(other.state, side)) !== JSON.stringify(joursDeGloire.view(next.state, side))) continue;
        expect(joursDeGloire.eventsFor(other.events, side)).toEqual(joursDeGloire.eventsFor(next.events as never, side));
      }
      state = next.state;
      visited++;
    }
    expect(state.armistice!.replaced).toBe(true);
    expect(state.turn).toBe(15);
  });
});

describe('JdG S3: the armistice as data', () => {
  const s3Data = BUILT_IN_SCENARIOS['danube-s3']!;
  const armistice = s3Data.special.armistice!;
  const compiled = (change: Partial<typeof armistice>) => {
    const made = compileScenario({ ...s3Data, special: { armistice: { ...armistice, ...change } } });
    return made.ok ? null : made.violation.message;
  };

  it('JdG S3: the zones do not meet: Ulm, Munich and Landshut French, Braunau, Salzbourg and Innsbruck Austrian, Ratisbonne and Straubing neither', () => {
    const { french, coalition } = armistice.zones;
    expect(french.filter((b) => coalition.includes(b))).toEqual([]);
    expect(french).toEqual(expect.arrayContaining(['ulm', 'munich', 'landshut', 'amberg', 'bregenz']));
    expect(coalition).toEqual(expect.arrayContaining(['braunau', 'salzbourg', 'innsbruck', 'kufstein', 'st-johann', 'cham', 'vienne']));
    for (const neither of ['ratisbonne', 'straubing', 'hohenlinden', 'rosenheim']) expect([...french, ...coalition]).not.toContain(neither);
  });

  it('JdG S3: a scenario whose zones share a box, whose armistice needs a box without a flag, or whose replacement comes in outside its zone is refused, naming the field', () => {
    expect(compiled({ zones: { french: armistice.zones.french, coalition: [...armistice.zones.coalition, 'munich'] } })).toMatch(/^scenario\.special\.armistice\.zones\.coalition\[\d+\]: "munich" is in both zones/);
    expect(compiled({ declaredWhen: { side: 'french', boxes: ['ulm', 'augsbourg'] } })).toMatch(/^scenario\.special\.armistice\.declaredWhen\.boxes\[1\]/);
    expect(compiled({ replacement: [{ piece: 'g:moreau', box: 'braunau' }] })).toMatch(/^scenario\.special\.armistice\.replacement\[0\]\.box/);
    expect(compiled({})).toBeNull();
  });

  it('JdG S3: a saved state in the armistice phase without an armistice declared is refused', () => {
    const state = s3(1);
    expect(joursDeGloire.validate({ ...state, phase: 'armistice' })?.message).toMatch(/^armistice:/);
    const declared = endFrenchTurn(state).state;
    expect(joursDeGloire.validate({ ...declared, phase: 'movement' })?.message).toMatch(/^armistice\.stage:/);
  });
});
