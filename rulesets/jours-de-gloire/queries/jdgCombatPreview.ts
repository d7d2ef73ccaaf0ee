import { D6, type RngState, type CombatModifier, type CombatOutcome, type CombatPreview, type CombatantLine, type RoundPreview, type SideRoll } from 'kriegsspiel';
import type { JdgAction } from '../actions.js';
import type { JdgContext } from '../context.js';
import { forceUnits, leaderOf } from '../rules/battle/force.js';
import { roundFire, type FireModifier, type RoundFire } from '../rules/battle/round.js';
import { chitOptions } from '../rules/battle/start.js';
import { stepOf } from '../rules/steps.js';
import { sideName } from '../sideName.js';
import { battleRounds, type Tactic } from '../tables/battleArithmetic.js';
import { COMBAT_COLUMNS, combatColumn, combatResult } from '../tables/combatTable.js';
import { bandResult } from '../tables/smallTables.js';
import type { JdgState } from '../types.js';
import type { JdgView } from '../view.js';
import { enemyOf, SIDES, type Side } from '../vocabulary.js';
import { viewState } from './viewState.js';

/** The stages of a battle at which its rounds are still to be fought (JdG 8.1 P1-P5). */
const BEFORE_THE_DICE: readonly string[] = ['chits', 'roll', 'losses', 'morale'];

/** Outcomes of a die on a table, grouped by result (a fair D6). */
function outcomesOf(read: (face: number) => { readonly loss: number; readonly morale: boolean }, text: (loss: number, morale: boolean) => string): CombatOutcome[] {
  const out = new Map<string, { rolls: number[]; text: string }>();
  for (const face of D6) {
    const { loss, morale } = read(face);
    const result = `${loss}${morale ? '*' : ''}`;
    const entry = out.get(result) ?? { rolls: [], text: text(loss, morale) };
    entry.rolls.push(face);
    out.set(result, entry);
  }
  return [...out].map(([result, e]) => ({ result, probability: e.rolls.length / D6.length, rolls: e.rolls, text: e.text }));
}

const lossText = (loss: number, morale: boolean): string => `the enemy loses ${loss} PF${morale ? ' and tests its morale (JdG 8.6)' : ''}`;
const asModifiers = (list: readonly FireModifier[], kind: 'shift' | 'drm', who: string): CombatModifier[] => list.map((m) => ({ kind, value: m.value, what: `${who}: ${m.what}`, rule: m.rule }));

/** A side's combat die in a round (JdG 8.4), and on even rounds its artillery die (8.1 P4). */
function rollsOf(state: JdgState, side: Side, round: number, fire: RoundFire): SideRoll[] {
  const combat: SideRoll = {
    side,
    column: COMBAT_COLUMNS[fire.column]!.label,
    modifiers: [...asModifiers(fire.shifts, 'shift', side), ...asModifiers(fire.drms, 'drm', side)],
    outcomes: outcomesOf((face) => (fire.pf > 0 ? combatResult(fire.column, face + fire.modifier) : { loss: 0, morale: false }), lossText),
  };
  if (round % 2 !== 0) return [combat];
  const snow = state.weather === 'snow' ? 1 : 0;
  const artillery: SideRoll = {
    side,
    column: `artillery ${fire.artillery} BA`,
    modifiers: snow ? [{ kind: 'drm', value: -1, what: `${side}: snow`, rule: 'JdG 3.1' }] : [],
    outcomes: outcomesOf((face) => {
      const fired = bandResult(state.options.tables.artillery, fire.artillery, face - snow);
      return { loss: fired.result, morale: fired.morale };
    }, lossText),
  };
  return [combat, artillery];
}

/** The units of a side in the battle box as counted (JdG 8.3): PF now, fatigue and cavalry noted. */
function lines(ctx: JdgContext, state: JdgState, box: number, side: Side): CombatantLine[] {
  return forceUnits(state, box, side).map((i) => {
    const p = state.pieces[i]!;
    const notes = [...(p.fatigued ? ['fatigued: halved (JdG 8.4)'] : []), ...(p.arm === 'cavalry' ? ['cavalry'] : [])];
    return { unit: p.id, at: ctx.boxIds[box]!, strength: p.pf, ...(notes.length > 0 ? { note: notes.join(', ') } : {}) };
  });
}

/**
 * A battle as it can be foreseen (JdG 8.1-8.6), from what `side` sees, worked out by the rules' own `roundFire` (what
 * each round's dice are rolled with): once a battle has opened and shown its counters (8.1), both forces, their PF
 * after the multipliers (8.3), and for each round still to fight each side's column, shifts and die modifiers (8.5)
 * with its combat die's outcomes (the PF the enemy loses, `*` a morale test, 8.6) and on even rounds its artillery
 * die's (8.1 P4); the rounds as the chits fix them (8.2), or while the chits are secret the rounds each pair of chits
 * would give (the enemy's chit is never guessed). Strengths are those before the battle's losses: later rounds'
 * columns fall as losses are taken. With a `battle` action (the next battle to fight), what is known before it opens:
 * `side`'s own force; the enemy's face-down counters stay unknown. `null` otherwise.
 *
 * @example
 * ```ts
 * import { joursDeGloire } from 'kriegsspiel/rulesets/jours-de-gloire';
 * import { jdgCombatPreview } from './jdgCombatPreview.js';
 * const setup = joursDeGloire.setup('danube-s1', {}, 1);
 * const made = setup.ok ? joursDeGloire.contextOf(setup.state) : null;
 * const view = setup.ok ? joursDeGloire.view(setup.state, 'french') : null;
 * if (made?.ok && view?.ok) jdgCombatPreview(made.context, view.view, 'french'); // null: no battle at the start
 * ```
 */
export function jdgCombatPreview(ctx: JdgContext, view: JdgView, side: Side, action?: JdgAction, sample?: RngState): CombatPreview | null {
  const state = viewState(ctx, view, side, sample);
  if (action !== undefined) {
    if (action.type !== 'battle' || stepOf(ctx, state) !== 'battle' || state.player !== side) return null;
    const box = ctx.map.indexOf(action.box);
    return state.battles.includes(box) ? beforeOpening(ctx, view, state, side, box) : null;
  }
  const battle = view.battle;
  if (battle === null || !BEFORE_THE_DICE.includes(battle.stage) || (battle.rounds > 0 && battle.round > battle.rounds)) return null;
  return opened(ctx, view, state, side);
}

/** A battle that has shown its counters (JdG 8.1): both forces are known. */
function opened(ctx: JdgContext, view: JdgView, state: JdgState, side: Side): CombatPreview {
  const battle = state.battle!;
  const seen = view.battle!;
  const defender = enemyOf(battle.attacker);
  // an entrenchment is real where combat units built it (6.2, 7.1): the battle has shown who is there
  const entrenched = state.entrenchments.some((e) => e.box === battle.box && e.side === defender && e.real);
  const last = battle.rounds > 0 ? battle.rounds : 4;
  const first = Math.max(1, battle.round);
  const fires = (round: number) => Object.fromEntries(SIDES.map((s) => [s, roundFire(ctx, state, s, round, entrenched)])) as Record<Side, RoundFire>;
  const rounds: RoundPreview[] = [];
  for (let round = first; round <= last; round++) {
    const fire = fires(round);
    rounds.push({ round, rolls: [...rollsOf(state, battle.attacker, round, fire[battle.attacker]), ...rollsOf(state, defender, round, fire[defender])] });
  }
  const now = fires(first);
  const known = seen.chits[enemyOf(side)];
  const notes = battle.rounds > 0
    ? [`the chits give ${battle.rounds} round(s) (JdG 8.2)`]
    : [roundsByChits(ctx, state, side, known === 'hidden' || known === null ? null : known)];
  return {
    rule: 'JdG 8.4',
    at: [ctx.boxIds[battle.box]!],
    attackers: lines(ctx, state, battle.box, battle.attacker),
    defenders: lines(ctx, state, battle.box, defender),
    attack: now[battle.attacker].pf,
    defense: now[defender].pf,
    modifiers: [
      ...asModifiers(now[battle.attacker].shifts, 'shift', battle.attacker), ...asModifiers(now[battle.attacker].drms, 'drm', battle.attacker),
      ...asModifiers(now[defender].shifts, 'shift', defender), ...asModifiers(now[defender].drms, 'drm', defender),
    ],
    computed: `${now[battle.attacker].pf} PF against ${now[defender].pf} PF`,
    column: COMBAT_COLUMNS[now[battle.attacker].column]!.label,
    outcomes: rounds[0]!.rolls[0]!.outcomes,
    rounds,
    notes: [...notes, 'both sides fire each round, losses taken at once; strengths as they stand now: each round\'s losses lower the next columns (JdG 8.1 P3-P4)'],
    ...(battle.rounds > 0 ? {} : { unknown: ['the enemy\'s tactic chit, until both are chosen (JdG 8.2)'] }),
  };
}

/** The rounds each pair of chits gives (8.2: half their sum, rounded down or up when only one side has a general; snow one fewer). */
function roundsByChits(ctx: JdgContext, state: JdgState, side: Side, theirs: Tactic | null): string {
  const box = state.battle!.box;
  const enemy = enemyOf(side);
  const generals = SIDES.map((s) => leaderOf(ctx, state, box, s) >= 0);
  const mine = state.battle!.chits[side] !== null ? [state.battle!.chits[side]!] : chitOptions(ctx, state, side);
  const others = theirs !== null ? [theirs] : chitOptions(ctx, state, enemy);
  const pairs = mine.flatMap((m) => others.map((o) => `${m}/${o} ${battleRounds(side === 'french' ? m : o, side === 'french' ? o : m, generals[0] !== generals[1], state.weather === 'snow')}`));
  return `rounds by chits (${sideName(ctx, side)}/${sideName(ctx, enemy)}): ${pairs.join(', ')} (JdG 8.2)`;
}

/** A battle still to open (JdG 8.0): the enemy's counters face down, only `side`'s own force known. */
function beforeOpening(ctx: JdgContext, view: JdgView, state: JdgState, side: Side, box: number): CombatPreview {
  const units = forceUnits(state, box, side);
  const pf = units.reduce((n, i) => n + state.pieces[i]!.pf, 0);
  const hidden = view.faceDown.find((f) => f.box === ctx.boxIds[box])?.markers.length ?? 0;
  return {
    rule: 'JdG 8.4',
    at: [ctx.boxIds[box]!],
    attackers: lines(ctx, state, box, side),
    defenders: [],
    attack: pf,
    defense: 0,
    modifiers: [],
    computed: `${pf} PF against an unknown force`,
    column: `${COMBAT_COLUMNS[combatColumn(pf, 0)]!.label} before shifts`,
    outcomes: [{ result: '?', probability: 1, rolls: [...D6], text: 'unknown until the battle opens' }],
    unknown: [`the enemy's ${hidden} face-down counter(s) in ${ctx.boxIds[box]}: strength, column, cohesion and entrenchment, until the battle opens (JdG 8.1)`],
    notes: ['the battle opens with the dummies removed and every counter in the box shown (JdG 7.1, 8.1); the preview of the battle then gives both forces'],
  };
}
