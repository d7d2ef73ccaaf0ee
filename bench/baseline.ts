/**
 * The side-by-side comparison with a baseline commit (6b5683d, the last reviewed before the AI kit): the bench checks
 * that commit out in a temporary worktree (bench/baselineTree.ts) and, round by round, alternates the baseline's own
 * random Wagram game loop with this commit's on the same seeds, each in a fresh worker (bench/commitWorker.ts). Then
 * both commits apply the same recorded actions to the same positions (this commit's games; replaying one list from
 * setup fails, since rules changed), timing only the immutable `apply`. See docs/performance.md,
 * "Against the baseline".
 */
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { baselineUnavailable, withBaselineTree } from './baselineTree.js';
import type { CommitResult, CommitTask, ReplayGame, TimedGame, TracedGame } from './commitWorker.js';
import { startWorker } from './startWorker.js';

/** How much to measure (bench/run.ts reads them from the environment). */
export interface BaselineSettings {
  /** The baseline commit. */
  readonly commit: string;
  /** Rounds; each runs both commits' games and both replays, the commit going first alternating. */
  readonly rounds: number;
  /** Measured random games per worker (seeds 1..games). */
  readonly games: number;
  /** Untimed warm-up games per game worker. */
  readonly warmup: number;
  /** Timed passes over the action lists per replay worker (the fastest counts). */
  readonly replayPasses: number;
}

/** One commit's figures: random games on its rollout path and its immutable `apply` per ply. */
export interface CommitFigures {
  readonly gamesPerSecond: number;
  readonly pliesPerSecond: number;
  readonly plies: number;
  readonly immutableApplyMicrosPerPly: number;
}

const HERE = fileURLToPath(new URL('.', import.meta.url));
const OUR_ROOT = join(HERE, '..');
const ENTRY = new URL('./commitWorker.ts', import.meta.url).href;
const round = (value: number, digits: number): number => Number(value.toFixed(digits));

type GamesResult = Extract<CommitResult, { job: 'games' }>;
type TraceResult = Extract<CommitResult, { job: 'trace' }>;
type ApplyResult = Extract<CommitResult, { job: 'apply' }>;

function runGames(root: string, seeds: number[], warmupSeeds: number[]): Promise<GamesResult> {
  const task: CommitTask = { entry: ENTRY, tsconfig: join(root, 'tsconfig.json'), root, job: 'games', seeds, warmupSeeds };
  return startWorker(`games at ${root}`, task);
}

function runTrace(root: string, games: readonly ReplayGame[]): Promise<TraceResult> {
  const task: CommitTask = { entry: ENTRY, tsconfig: join(root, 'tsconfig.json'), root, job: 'trace', games };
  return startWorker(`trace at ${root}`, task);
}

function runApply(root: string, games: readonly TracedGame[], passes: number): Promise<ApplyResult> {
  const task: CommitTask = { entry: ENTRY, tsconfig: join(root, 'tsconfig.json'), root, job: 'apply', games, passes };
  return startWorker(`apply at ${root}`, task);
}

/** Games and plies per second of one worker: its games over their summed wall time. */
function speed(games: readonly TimedGame[]) {
  const seconds = games.reduce((sum, g) => sum + g.millis, 0) / 1000;
  const plies = games.reduce((sum, g) => sum + g.plies, 0);
  return { gamesPerSecond: round(games.length / seconds, 3), pliesPerSecond: Math.round(plies / seconds), plies };
}

const sameGames = (a: readonly TimedGame[], b: readonly TimedGame[]): boolean =>
  a.length === b.length && a.every((g, i) => g.seed === b[i]!.seed && g.finalHash === b[i]!.finalHash && JSON.stringify(g.actions) === JSON.stringify(b[i]!.actions));

const micros = (r: ApplyResult): number => (r.applyMillis * 1000) / r.plies;
const refusals = (r: ApplyResult): number => r.refused.reduce((sum, plies) => sum + plies.length, 0);

/**
 * Runs the comparison, printing progress with `log`; resolves with the figures for latest.json, or with
 * `{ skipped }` and the reason when the baseline cannot be checked out (no git history).
 *
 * @example
 * ```ts
 * import { benchBaseline } from './baseline.js';
 * const figures = await benchBaseline({ commit: '6b5683d', rounds: 1, games: 1, warmup: 0, replayPasses: 1 }, console.log);
 * ```
 */
export async function benchBaseline(settings: BaselineSettings, log: (line: string) => void) {
  const why = baselineUnavailable(OUR_ROOT, settings.commit);
  if (why !== null) {
    log(`Wagram against the baseline ${settings.commit}: skipped, ${why}`);
    return { skipped: why, commit: settings.commit };
  }
  return withBaselineTree(OUR_ROOT, settings.commit, log, (root) => compare(root, settings, log));
}

async function compare(baseRoot: string, settings: BaselineSettings, log: (line: string) => void) {
  const seeds = Array.from({ length: settings.games }, (_, i) => i + 1);
  const warmupSeeds = Array.from({ length: settings.warmup }, (_, i) => 100_001 + i);
  log(
    `Wagram against the baseline ${settings.commit} (a temporary git worktree): ${settings.rounds} rounds, each both commits' own random ` +
      `game loop (rollout path; ${settings.games} games, seeds 1..${settings.games}, ${settings.warmup} warm-up) then both applying this commit's recorded actions to the same positions (immutable apply only)`,
  );
  const rounds: { base: ReturnType<typeof speed>; now: ReturnType<typeof speed>; baseApply: number; nowApply: number }[] = [];
  let firstBase: GamesResult | undefined;
  let firstNow: GamesResult | undefined;
  let traced: readonly TracedGame[] | undefined;
  let lastApply: { base: ApplyResult; now: ApplyResult } | undefined;
  for (let n = 1; n <= settings.rounds; n++) {
    const baseFirst = n % 2 === 1; // alternate who goes first
    const pair = async <T>(run: (root: string) => Promise<T>): Promise<[T, T]> => {
      if (baseFirst) {
        const base = await run(baseRoot);
        return [base, await run(OUR_ROOT)];
      }
      const now = await run(OUR_ROOT);
      return [await run(baseRoot), now];
    };
    const [base, now] = await pair((root) => runGames(root, seeds, warmupSeeds));
    if (firstBase && !sameGames(firstBase.games, base.games)) throw new Error('baseline: the baseline played different games in two rounds');
    if (firstNow && !sameGames(firstNow.games, now.games)) throw new Error('baseline: this commit played different games in two rounds');
    firstBase ??= base;
    firstNow ??= now;
    // The positions of this commit's games (the state before every ply), recorded once, untimed.
    traced ??= (await runTrace(OUR_ROOT, now.games.map((g) => ({ seed: g.seed, actions: g.actions })))).games;
    const [b, c] = await pair((root) => runApply(root, traced!, settings.replayPasses));
    if (refusals(c) > 0 || c.sameResult !== c.plies) throw new Error('baseline: this commit does not reproduce its own traced games');
    lastApply = { base: b, now: c };
    const figs = { base: speed(base.games), now: speed(now.games), baseApply: micros(b), nowApply: micros(c) };
    rounds.push(figs);
    log(
      `  round ${n} (${baseFirst ? 'baseline first' : 'this commit first'}): random games ${figs.base.gamesPerSecond} (baseline) vs ${figs.now.gamesPerSecond} (now) games/s, ` +
        `${(figs.now.gamesPerSecond / figs.base.gamesPerSecond).toFixed(2)}x; immutable apply ${figs.baseApply.toFixed(1)} vs ${figs.nowApply.toFixed(1)} µs/ply, ` +
        `${(figs.baseApply / figs.nowApply).toFixed(2)}x`,
    );
  }
  const same = sameGames(firstBase!.games, firstNow!.games);
  log(
    same
      ? `  both commits played the same ${settings.games} games (same actions, same final states)`
      : `  the two commits played different games on the same seeds (their random players differ): compare games/s and plies/s`,
  );
  const { base: b, now: c } = lastApply!;
  log(
    `  apply-only: both commits applied the same ${c.plies} actions to the same ${c.plies} positions (this commit's games); the baseline refused ` +
      `${refusals(b)} (left out of its time${b.firstRefusal ? `; first: ${b.firstRefusal}` : ''}) and its result equals this commit's on ${b.sameResult} of the ${b.plies} it accepted`,
  );
  const bestOf = (pick: (r: (typeof rounds)[number]) => ReturnType<typeof speed>) =>
    rounds.map(pick).reduce((a, b) => (b.gamesPerSecond > a.gamesPerSecond ? b : a));
  const figures = (s: ReturnType<typeof speed>, apply: number): CommitFigures => ({ ...s, immutableApplyMicrosPerPly: round(apply, 1) });
  const baseline = figures(bestOf((r) => r.base), Math.min(...rounds.map((r) => r.baseApply)));
  const now = figures(bestOf((r) => r.now), Math.min(...rounds.map((r) => r.nowApply)));
  const perRound = (f: (r: (typeof rounds)[number]) => number) => rounds.map((r) => round(f(r), 2));
  return {
    commit: settings.commit,
    sameGames: same,
    applyOnly: { positions: c.plies, refusedByBaseline: refusals(b), sameResultOnBaseline: b.sameResult },
    baseline,
    now,
    rolloutSpeedupOverBaseline: round(now.gamesPerSecond / baseline.gamesPerSecond, 2),
    rolloutPliesSpeedupOverBaseline: round(now.pliesPerSecond / baseline.pliesPerSecond, 2),
    immutableSpeedupOverBaseline: round(baseline.immutableApplyMicrosPerPly / now.immutableApplyMicrosPerPly, 2),
    perRound: {
      rolloutSpeedupOverBaseline: perRound((r) => r.now.gamesPerSecond / r.base.gamesPerSecond),
      immutableSpeedupOverBaseline: perRound((r) => r.baseApply / r.nowApply),
    },
    method: { rounds: settings.rounds, games: settings.games, warmupGames: settings.warmup, replayPasses: settings.replayPasses },
  };
}
