/**
 * The side measurements behind docs/performance.md (not part of `npm run bench`; one process, so only the ratios
 * inside each line mean something):
 *
 *   npx tsx bench/facts.ts
 *
 * 1. Where an immutable `apply` spends its time: validation (`check`) against the whole call, with and without events.
 * 2. `legalActions` and one board derivation (`boardOf`) per state.
 * 3. The ruleset's hand-written `clone` against `structuredClone`.
 * 4. immer auto-freeze on and off (an instance made with `{ freeze: true }`): on the full apply, and on a produce
 *    with a one-unit recipe.
 * 5. The same rule functions fed immer drafts and plain objects in one isolate: rollout play before and after
 *    immutable games (what the bench's worker threads avoid).
 */
import { Immer } from 'immer';
import { createSimulator } from 'kriegsspiel';
import { createNapoleonAtWar, napoleonAtWar, type NawState } from 'kriegsspiel/rulesets/napoleon-at-war';
import { boardOf } from '../rulesets/napoleon-at-war/board.js';
import { initialState, playImmutable, playRollout, replayImmutable, replayRollout, type AnyAction } from './games.js';

const GAMES = 20;
const seeds = Array.from({ length: GAMES }, (_, i) => i + 1);
const initials = seeds.map((seed) => initialState(seed));

/** Best-of-`reps` mean time per item, in µs (the first run is a warm-up). */
function micros(reps: number, items: number, run: () => void): number {
  run();
  let bestMillis = Infinity;
  for (let r = 0; r < reps; r++) {
    const t0 = performance.now();
    run();
    bestMillis = Math.min(bestMillis, performance.now() - t0);
  }
  return (bestMillis * 1000) / items;
}
const f = (x: number): string => x.toFixed(1);

// 5 (first, while this isolate has only seen plain objects): rollout play, clean.
const recorded: AnyAction[][] = seeds.map((seed, i) => playRollout(initials[i]!, seed).actions);
const plies = recorded.reduce((n, a) => n + a.length, 0);
const rolloutPlay = (): void => seeds.forEach((_, i) => void replayRollout(createSimulator(napoleonAtWar, initials[i]!), recorded[i]!));
const playClean = micros(5, plies, rolloutPlay);

// Every state of the recorded games, for the per-state measurements.
const states: NawState[] = [];
const actions: AnyAction[] = [];
seeds.forEach((seed, i) => {
  let state = initials[i]!;
  for (const action of playImmutable(state, seed).actions) {
    states.push(state);
    actions.push(action);
    const next = napoleonAtWar.apply(state, action, { events: false });
    if (!next.ok) throw new Error(next.violation.message);
    state = next.state;
  }
});
const perState = (fn: (state: NawState, action: AnyAction) => unknown): number =>
  micros(3, states.length, () => states.forEach((s, i) => void fn(s, actions[i]!)));

console.log(`${GAMES} random 'skirmish' games, ${states.length} states; mean µs per state (best of 3 passes)\n`);
const apply = perState((s, a) => napoleonAtWar.apply(s, a, { events: false }));
const applyEvents = perState((s, a) => napoleonAtWar.apply(s, a));
const check = perState((s, a) => napoleonAtWar.check(s, a));
console.log(`1. apply (events: false) ${f(apply)} µs, with events ${f(applyEvents)} µs; of which check ${f(check)} µs (${f((100 * check) / apply)}%)`);
const legal = perState((s) => napoleonAtWar.legalActions(s));
const context = napoleonAtWar.contextOf(initials[0]!);
if (!context.ok) throw new Error(context.violation.message);
const board = perState((s) => boardOf(context.context, s));
console.log(`2. legalActions ${f(legal)} µs; one boardOf ${f(board)} µs`);
const clone = perState((s) => napoleonAtWar.definition.clone(s));
const structured = perState((s) => structuredClone(s));
console.log(`3. clone ${f(clone)} µs, structuredClone ${f(structured)} µs (${f(structured / clone)}x)`);

const frozen = createNapoleonAtWar({ freeze: true });
const replayAll = (): void => seeds.forEach((_, i) => void replayImmutable(initials[i]!, recorded[i]!));
const freezeOff = micros(2, plies, replayAll);
const freezeOn = micros(2, plies, () => seeds.forEach((_, i) => void replayImmutable(initials[i]!, recorded[i]!, frozen)));
const bases = states.map((s) => napoleonAtWar.definition.clone(s));
const oneUnit = (immer: Immer) => (): void =>
  bases.forEach((s, i) =>
    void immer.produce(s, (draft) => {
      const unit = draft.units[i % draft.units.length]!;
      unit.moved = !unit.moved;
    }),
  );
const produceOff = micros(3, bases.length, oneUnit(new Immer({ autoFreeze: false })));
const produceOn = micros(3, bases.length, oneUnit(new Immer({ autoFreeze: true })));
console.log(
  `4. auto-freeze: apply replay ${f(freezeOff)} -> ${f(freezeOn)} µs/ply (${(freezeOn / freezeOff).toFixed(2)}x); ` +
    `one-unit produce ${(produceOff).toFixed(2)} -> ${produceOn.toFixed(2)} µs (${(produceOn / produceOff).toFixed(2)}x)`,
);

const playMixed = micros(5, plies, rolloutPlay);
console.log(
  `5. rollout play ${f(playClean)} µs/ply in a clean isolate, ${f(playMixed)} µs/ply after immutable applies in the same isolate ` +
    `(${(playMixed / playClean).toFixed(2)}x)`,
);
