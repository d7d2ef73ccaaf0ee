/**
 * The A Crowning Glory and Jours de Gloire parts of `npm run bench`: random-vs-random games of a ruleset's scenarios
 * on the immutable path (`legalActions` + `apply`) and on the rollout path (`createSimulator`), alternated on the
 * same seeds in one process, with the immutable `apply` per ply. Both paths must play the same games. See
 * docs/performance.md.
 */
import { performance } from 'node:perf_hooks';
import { createSimulator, drawInt, seedRng, type Ruleset, type RulesetTypes, type RngState } from 'kriegsspiel';

/** How much to measure. */
export interface RandomGamesSettings {
  /** Rounds of (rollout, immutable) over the same games; the best round of each path is reported. */
  readonly rounds: number;
  /** Games per round and scenario (seeds 1..games). */
  readonly games: number;
}

/** What to measure: a ruleset, the scenarios to play and the options to play them with. */
export interface RandomGamesTarget<T extends RulesetTypes> {
  /** The ruleset's name in the log. */
  readonly name: string;
  readonly ruleset: Ruleset<T>;
  readonly scenarios: readonly string[];
  readonly options?: Record<string, unknown>;
}

const round = (value: number, digits: number): number => Number(value.toFixed(digits));

function start<T extends RulesetTypes>(target: RandomGamesTarget<T>, scenario: string, seed: number): T['state'] {
  const made = target.ruleset.setup(scenario, (target.options ?? {}) as never, seed, 'auto');
  if (!made.ok) throw new Error(`${scenario}: ${made.violation.message}`);
  return made.state;
}

/** A random legal action with the chooser's own PRNG (never the game's dice). */
function pick<A>(legal: readonly A[], rng: RngState): { action: A; rng: RngState } {
  const drawn = drawInt(rng, 0, legal.length - 1);
  return { action: legal[drawn.value]!, rng: drawn.rng };
}

function immutable<T extends RulesetTypes>(target: RandomGamesTarget<T>, scenario: string, seed: number): { plies: number; final: string; applyMillis: number } {
  const { ruleset } = target;
  let state = start(target, scenario, seed);
  let rng = seedRng(seed * 7919);
  let plies = 0;
  let applyMillis = 0;
  while (ruleset.decision(state).kind !== 'terminal') {
    const chosen = pick(ruleset.legalActions(state), rng);
    rng = chosen.rng;
    const t = performance.now();
    const next = ruleset.apply(state, chosen.action, { events: false });
    applyMillis += performance.now() - t;
    if (!next.ok) throw new Error(`${scenario} seed ${seed}: ${next.violation.message}`);
    state = next.state;
    plies++;
  }
  return { plies, final: JSON.stringify(state), applyMillis };
}

function rollout<T extends RulesetTypes>(target: RandomGamesTarget<T>, scenario: string, seed: number): { plies: number; final: string } {
  const sim = createSimulator(target.ruleset, start(target, scenario, seed));
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
 * Measures each scenario of `target`, logging a line per scenario; returns the figures by scenario.
 *
 * @example
 * ```ts
 * import { aCrowningGlory } from 'kriegsspiel/rulesets/a-crowning-glory';
 * import { benchRandomGames } from './randomGames.js';
 * const target = { name: 'A Crowning Glory', ruleset: aCrowningGlory, scenarios: ['austerlitz-intro'], options: { capitulation: false } };
 * const figures = benchRandomGames(target, { rounds: 1, games: 2 }, console.log);
 * ```
 */
export function benchRandomGames<T extends RulesetTypes>(target: RandomGamesTarget<T>, settings: RandomGamesSettings, log: (line: string) => void) {
  const out: Record<string, unknown> = {};
  for (const scenario of target.scenarios) {
    let best = { rollout: Infinity, immutable: Infinity, apply: Infinity };
    let plies = 0;
    for (let r = 0; r < settings.rounds; r++) {
      let t = performance.now();
      const fast = Array.from({ length: settings.games }, (_, i) => rollout(target, scenario, i + 1));
      const rolloutMillis = performance.now() - t;
      t = performance.now();
      const slow = Array.from({ length: settings.games }, (_, i) => immutable(target, scenario, i + 1));
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
    log(`${target.name} ${scenario}: ${figures.meanPlies} plies a game; rollout ${figures.rolloutGamesPerSecond} games/s (${figures.rolloutPliesPerSecond} plies/s), immutable ${figures.immutableGamesPerSecond} games/s; apply ${figures.immutableApplyMicrosPerPly} µs/ply; rollout ${figures.rolloutSpeedup}x`);
    out[scenario] = figures;
  }
  return out;
}
