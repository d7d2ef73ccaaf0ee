/**
 * One worker of the baseline comparison (bench/baseline.ts): runs ONE commit's own Wagram code, found under
 * `task.root` (a checkout: the baseline's temporary worktree or this repository), in a fresh isolate. The worker
 * imports nothing of the engine itself: it loads `<root>/bench/wagramGames.ts` and
 * `<root>/rulesets/napoleon-at-war/index.ts`, whose `kriegsspiel` imports resolve through the tsconfig given to
 * bench/tsWorker.mjs (that checkout's). Two jobs:
 *
 * - `games`: that commit's own random Wagram game loop, `playWagram('rollout', wagramInitial(seed), seed)`, timed
 *   per game (setup outside the timer), after untimed warm-up games; returns the action lists.
 * - `trace` (untimed): replays action lists from setup and returns the state before every ply.
 * - `apply`: `napoleonAtWar.apply(state, action, { events: false })` on each traced position, only the calls
 *   timed; returns the time, the plies it refused and how many results equal the traced next state.
 */
import { createHash } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';
import { canonicalJson } from './canonicalJson.js';

/** An action as JSON (the two commits' action types are compatible: the rules did not change). */
type Action = { readonly type: string } & Record<string, unknown>;

/** What bench/baseline.ts asks a commit worker to do. */
export type CommitTask =
  | { readonly entry: string; readonly tsconfig: string; readonly root: string; readonly job: 'games'; readonly seeds: readonly number[]; readonly warmupSeeds: readonly number[] }
  | { readonly entry: string; readonly tsconfig: string; readonly root: string; readonly job: 'trace'; readonly games: readonly ReplayGame[] }
  | { readonly entry: string; readonly tsconfig: string; readonly root: string; readonly job: 'apply'; readonly games: readonly TracedGame[]; readonly passes: number };

/** A game replayed by one commit: its actions and the state before each of them, then the final state (JSON). */
export interface TracedGame {
  readonly seed: number;
  readonly actions: readonly Action[];
  readonly states: readonly string[];
}

/** One game to replay: its seed (for setup) and its actions. */
export interface ReplayGame {
  readonly seed: number;
  readonly actions: readonly Action[];
}

/** A played game: its seed, plies, wall time and actions, and a hash of its final state. */
export interface TimedGame {
  readonly seed: number;
  readonly plies: number;
  readonly millis: number;
  readonly actions: readonly Action[];
  readonly finalHash: string;
}

/** What a commit worker posts. */
export type CommitResult =
  | { readonly job: 'games'; readonly games: readonly TimedGame[] }
  | { readonly job: 'trace'; readonly games: readonly TracedGame[] }
  | {
      readonly job: 'apply';
      /** The fastest pass's summed `apply` time over the plies that this commit accepted. */
      readonly applyMillis: number;
      /** Per game, the plies refused (0-based). */
      readonly refused: readonly (readonly number[])[];
      /** The first refusal of the first game, for the log. */
      readonly firstRefusal: string | null;
      /** Plies whose result equals the next traced state (canonical JSON). */
      readonly sameResult: number;
      readonly plies: number;
    };

interface GamesModule {
  wagramInitial(seed: number): unknown;
  playWagram(kind: 'rollout', initial: unknown, seed: number): { actions: Action[]; final: unknown };
}
interface ApplyResult {
  ok: boolean;
  state?: unknown;
  violation?: { code: string; message: string };
}
interface RulesetModule {
  napoleonAtWar: { apply(state: unknown, action: Action, options: { events: false }): ApplyResult };
}


/** A state without its scenario reference and options, whose format changed between the commits. */
const rulesPart = (state: unknown): string => canonicalJson({ ...(state as object), scenario: null, options: null });
const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');
const fileUrl = (root: string, path: string): string => new URL(path, `file://${root.endsWith('/') ? root : `${root}/`}`).href;

async function games(task: Extract<CommitTask, { job: 'games' }>): Promise<CommitResult> {
  const mod = (await import(fileUrl(task.root, 'bench/wagramGames.ts'))) as GamesModule;
  for (const seed of task.warmupSeeds) mod.playWagram('rollout', mod.wagramInitial(seed), seed);
  const out: TimedGame[] = [];
  for (const seed of task.seeds) {
    const initial = mod.wagramInitial(seed);
    const t0 = performance.now();
    const game = mod.playWagram('rollout', initial, seed);
    const millis = performance.now() - t0;
    out.push({ seed, plies: game.actions.length, millis, actions: game.actions, finalHash: sha256(canonicalJson(game.final)) });
  }
  return { job: 'games', games: out };
}

/** Replays each game's actions from its setup and returns the state before each action and the final one (untimed). */
async function trace(task: Extract<CommitTask, { job: 'trace' }>): Promise<CommitResult> {
  const mod = (await import(fileUrl(task.root, 'bench/wagramGames.ts'))) as GamesModule;
  const { napoleonAtWar } = (await import(fileUrl(task.root, 'rulesets/napoleon-at-war/index.ts'))) as RulesetModule;
  const games: TracedGame[] = [];
  for (const game of task.games) {
    let state = mod.wagramInitial(game.seed);
    const states = [canonicalJson(state)];
    for (const [i, action] of game.actions.entries()) {
      const next = napoleonAtWar.apply(state, action, { events: false });
      if (!next.ok) throw new Error(`seed ${game.seed} ply ${i + 1}: ${next.violation?.code}: ${next.violation?.message}`);
      state = next.state;
      states.push(canonicalJson(state));
    }
    games.push({ seed: game.seed, actions: game.actions, states });
  }
  return { job: 'trace', games };
}

/**
 * Times `apply(state, action, { events: false })` on every traced position: the state before each ply, parsed
 * before the timer. Each position takes its `scenario` reference and its `options` from this commit's own
 * `wagramInitial(seed)` (the same objects for every position, as in the states of one game): so this commit reads
 * them in its own format (they changed between the commits), and its caches keyed by them stay warm. Plies this
 * commit refuses are listed and left out of the time.
 */
async function apply(task: Extract<CommitTask, { job: 'apply' }>): Promise<CommitResult> {
  const mod = (await import(fileUrl(task.root, 'bench/wagramGames.ts'))) as GamesModule;
  const { napoleonAtWar } = (await import(fileUrl(task.root, 'rulesets/napoleon-at-war/index.ts'))) as RulesetModule;
  const positions = task.games.map((game) => {
    const own = mod.wagramInitial(game.seed) as { scenario: unknown; options: unknown };
    return game.states.slice(0, -1).map((json) => ({ ...(JSON.parse(json) as object), scenario: own.scenario, options: own.options }));
  });
  const refused = task.games.map(() => [] as number[]);
  let sameResult = 0;
  let plies = 0;
  let best = Infinity;
  let firstRefusal: string | null = null;
  for (let pass = 0; pass < task.passes; pass++) {
    let millis = 0;
    for (const [g, game] of task.games.entries()) {
      const states = positions[g]!;
      for (let i = 0; i < game.actions.length; i++) {
        const t0 = performance.now();
        const next = napoleonAtWar.apply(states[i], game.actions[i]!, { events: false });
        const spent = performance.now() - t0;
        if (!next.ok) {
          if (pass === 0 && refused[g]!.push(i) === 1 && g === 0) firstRefusal = `ply ${i + 1}: ${next.violation?.code}: ${next.violation?.message}`;
          continue;
        }
        millis += spent;
        if (pass === 0) {
          plies += 1;
          if (rulesPart(next.state) === rulesPart(JSON.parse(game.states[i + 1]!))) sameResult += 1;
        }
      }
    }
    best = Math.min(best, millis);
  }
  return { job: 'apply', applyMillis: best, refused, firstRefusal, sameResult, plies };
}

const task = workerData as CommitTask;
parentPort!.postMessage(await (task.job === 'games' ? games(task) : task.job === 'trace' ? trace(task) : apply(task)));
