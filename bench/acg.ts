/**
 * The A Crowning Glory part of `npm run bench`: random-vs-random games of each built-in scenario on the immutable
 * path (`legalActions` + `apply`) and on the rollout path (`createSimulator`), alternated on the same seeds in one
 * process, with the immutable `apply` per ply. Both paths must play the same games. See docs/performance.md.
 */
import { performance } from 'node:perf_hooks';
import { createSimulator, drawInt, seedRng, type ChanceAction, type RngState } from 'kriegsspiel';
import { aCrowningGlory, BUILT_IN_SCENARIOS, type AcgAction, type AcgState } from 'kriegsspiel/rulesets/a-crowning-glory';

type AnyAction = AcgAction | ChanceAction;

/** How much to measure. */
export interface AcgSettings {
  /** Rounds of (rollout, immutable) over the same games; the best round of each path is reported. */
  readonly rounds: number;
  /** Games per round and scenario (seeds 1..games). */
  readonly games: number;
}

const round = (value: number, digits: number): number => Number(value.toFixed(digits));
// Random players would capitulate in most games (ACG 4.6 is open at every decision): the bench plays games out.
const OPTIONS = { capitulation: false };

function start(scenario: string, seed: number): AcgState {
  const made = aCrowningGlory.setup(scenario, OPTIONS, seed, 'auto');
  if (!made.ok) throw new Error(`${scenario}: ${made.violation.message}`);
  return made.state;
}

/** A random legal action with the chooser's own PRNG (never the game's dice). */
function pick(legal: readonly AnyAction[], rng: RngState): { action: AnyAction; rng: RngState } {
  const drawn = drawInt(rng, 0, legal.length - 1);
  return { action: legal[drawn.value]!, rng: drawn.rng };
}

function immutable(scenario: string, seed: number): { plies: number; final: string; applyMillis: number } {
  let state = start(scenario, seed);
  let rng = seedRng(seed * 7919);
  let plies = 0;
  let applyMillis = 0;
  while (aCrowningGlory.decision(state).kind !== 'terminal') {
    const chosen = pick(aCrowningGlory.legalActions(state), rng);
    rng = chosen.rng;
    const t = performance.now();
    const next = aCrowningGlory.apply(state, chosen.action, { events: false });
    applyMillis += performance.now() - t;
    if (!next.ok) throw new Error(`${scenario} seed ${seed}: ${next.violation.message}`);
    state = next.state;
    plies++;
  }
  return { plies, final: JSON.stringify(state), applyMillis };
}

function rollout(scenario: string, seed: number): { plies: number; final: string } {
  const sim = createSimulator(aCrowningGlory, start(scenario, seed));
  let rng = seedRng(seed * 7919);
  let plies = 0;
  while (sim.decision().kind !== 'terminal') {
    const chosen = pick(sim.legalActions(), rng);
    rng = chosen.rng;
    sim.play(chosen.action);
    plies++;
  }
  return { plies, final: JSON.stringify(sim.state) };
}

/**
 * Measures every built-in A Crowning Glory scenario, logging a line per scenario; resolves with the figures.
 *
 * @example
 * ```ts
 * import { benchAcg } from './acg.js';
 * const figures = benchAcg({ rounds: 1, games: 2 }, console.log);
 * ```
 */
export function benchAcg(settings: AcgSettings, log: (line: string) => void) {
  const out: Record<string, unknown> = {};
  for (const scenario of Object.keys(BUILT_IN_SCENARIOS)) {
    let best = { rollout: Infinity, immutable: Infinity, apply: Infinity };
    let plies = 0;
    for (let r = 0; r < settings.rounds; r++) {
      let t = performance.now();
      const fast = Array.from({ length: settings.games }, (_, i) => rollout(scenario, i + 1));
      const rolloutMillis = performance.now() - t;
      t = performance.now();
      const slow = Array.from({ length: settings.games }, (_, i) => immutable(scenario, i + 1));
      const immutableMillis = performance.now() - t;
      slow.forEach((g, i) => {
        if (g.final !== fast[i]!.final) throw new Error(`${scenario} seed ${i + 1}: the two paths played different games`);
      });
      plies = slow.reduce((n, g) => n + g.plies, 0);
      const apply = slow.reduce((n, g) => n + g.applyMillis, 0);
      best = { rollout: Math.min(best.rollout, rolloutMillis), immutable: Math.min(best.immutable, immutableMillis), apply: Math.min(best.apply, apply) };
    }
    const figures = {
      games: settings.games,
      meanPlies: Math.round(plies / settings.games),
      rolloutGamesPerSecond: round((settings.games * 1000) / best.rollout, 3),
      immutableGamesPerSecond: round((settings.games * 1000) / best.immutable, 3),
      rolloutPliesPerSecond: Math.round((plies * 1000) / best.rollout),
      immutablePliesPerSecond: Math.round((plies * 1000) / best.immutable),
      immutableApplyMicrosPerPly: round((best.apply * 1000) / plies, 1),
      rolloutSpeedup: round(best.immutable / best.rollout, 2),
    };
    log(`A Crowning Glory ${scenario}: ${figures.meanPlies} plies a game; rollout ${figures.rolloutGamesPerSecond} games/s (${figures.rolloutPliesPerSecond} plies/s), immutable ${figures.immutableGamesPerSecond} games/s; apply ${figures.immutableApplyMicrosPerPly} µs/ply; rollout ${figures.rolloutSpeedup}x`);
    out[scenario] = figures;
  }
  return out;
}
