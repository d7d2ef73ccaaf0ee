/**
 * Bot tables for docs/bots.md: plays every pairing of the named bots against each other from both sides (and, with
 * `--mirror`, each bot against itself), N games a pairing, per scenario, and prints markdown tables of wins, losses
 * and draws per side with the search budget used. Not part of the package.
 *
 * ```sh
 * npx tsx scripts/botTables.ts --scenarios skirmish --games 20 --iterations 100
 * npx tsx scripts/botTables.ts --scenarios skirmish,wagram --bots mcts,greedy --games 20 --time-ms 500 --mirror
 * ```
 *
 * `--max-plies N` stops each game after N plies (counted as unfinished): enough to measure the cost per decision of a
 * long scenario.
 *
 * Game `i` of a pairing uses seed `seed + i` (default seed 1), and its bots are seeded as on the command line
 * (`2 * seed + 1` for the first side, `2 * seed + 2` for the second), so a row is replayed by
 * `npx tsx src/cli/main.ts match <scenario> --bots A,B --games N --seed S --iterations K`.
 */
import { parseArgs } from 'node:util';
import { BOT_NAMES, playGame, type AnyRulesetBot } from 'kriegsspiel';
import { parseBudget, type BotBudget } from '../src/cli/parseBots.js';
import { BUILT_INS, namesOf } from '../src/cli/builtIns.js';
import { fieldBots } from '../src/cli/play.js';

/** The tally of one pairing: bot names in the ruleset's side order. */
interface Row {
  readonly scenario: string;
  readonly bots: readonly [string, string];
  sides: [string, string];
  games: number;
  firstWins: number;
  secondWins: number;
  draws: number;
  unfinished: number;
  plies: number;
  seconds: number;
  readonly scores: [number, number];
  /** Per side: decisions its bot was asked and the milliseconds it took. */
  readonly decisions: [number, number];
  readonly thinking: [number, number];
}

/** `bot`, counting its decisions and their time into `row` at side index `k`. */
function timed(bot: AnyRulesetBot, row: Row, k: 0 | 1): AnyRulesetBot {
  return {
    name: bot.name,
    choose(ruleset, view, side) {
      const started = performance.now();
      const action = bot.choose(ruleset, view, side);
      row.thinking[k] += performance.now() - started;
      row.decisions[k] += 1;
      return action;
    },
  };
}

function playPairing(scenarioName: string, bots: readonly [string, string], games: number, seed: number, budget: BotBudget, maxPlies: number, log: (line: string) => void): Row {
  const found = BUILT_INS.findScenario(scenarioName);
  if (!found.ok) throw new Error(found.violation.message);
  const { ruleset, scenario } = found.match;
  const [first, second] = ruleset.sides as readonly [string, string];
  const row: Row = { scenario: scenarioName, bots, sides: [first, second], games: 0, firstWins: 0, secondWins: 0, draws: 0, unfinished: 0, plies: 0, seconds: 0, scores: [0, 0], decisions: [0, 0], thinking: [0, 0] };
  for (let i = 0; i < games; i++) {
    const setup = ruleset.setup(scenario, {}, seed + i);
    if (!setup.ok) throw new Error(setup.violation.message);
    if (i === 0) {
      const names: Readonly<Record<string, string>> = namesOf(ruleset, setup.state).sides;
      row.sides = [names[first] ?? first, names[second] ?? second];
    }
    const started = performance.now();
    const fielded = fieldBots(ruleset, bots, seed + i, budget);
    const players = { [first]: timed(fielded[first]!, row, 0), [second]: timed(fielded[second]!, row, 1) };
    const game = playGame(ruleset, setup.state, players, { maxPlies, events: false });
    const seconds = (performance.now() - started) / 1000;
    const result = game.result;
    row.games++;
    row.plies += game.plies;
    row.seconds += seconds;
    row.scores[0] += result.scores[first] ?? 0;
    row.scores[1] += result.scores[second] ?? 0;
    if (game.refused || !result.terminal) row.unfinished++;
    else if (result.winner === first) row.firstWins++;
    else if (result.winner === second) row.secondWins++;
    else row.draws++;
    log(`${scenarioName} ${bots.join(' vs ')} seed ${seed + i}: ${result.winner ?? (game.refused ? `stopped (${game.refused.violation.message})` : 'draw')} ${first} ${result.scores[first]} - ${second} ${result.scores[second]}, ${game.plies} plies, ${seconds.toFixed(1)} s`);
  }
  return row;
}

function budgetText(bots: readonly string[], budget: BotBudget): string {
  if (!bots.some((bot) => bot === 'mcts' || bot === 'ismcts')) return '-';
  const parts = [budget.iterations === undefined ? (budget.timeMs === undefined ? '200 it.' : null) : `${budget.iterations} it.`, budget.timeMs === undefined ? null : `${budget.timeMs} ms`];
  return parts.filter((p) => p !== null).join(', ');
}

function perDecision(row: Row, k: 0 | 1): string {
  return row.decisions[k] === 0 ? '-' : (row.thinking[k] / row.decisions[k]).toFixed(1);
}

function table(rows: readonly Row[], budget: BotBudget): string[] {
  const lines = [
    '| scenario | first side | second side | games | first side W-L-D | mean score (first-second) | budget | s/game | ms/decision (first, second) |',
    '| -------- | ---------- | ----------- | ----- | ---------------- | ------------------------- | ------ | ------ | --------------------------- |',
  ];
  for (const r of rows) {
    const unfinished = r.unfinished > 0 ? ` (${r.unfinished} unfinished)` : '';
    const mean = `${(r.scores[0] / r.games).toFixed(1)}-${(r.scores[1] / r.games).toFixed(1)}`;
    lines.push(`| ${r.scenario} | ${r.sides[0]} ${r.bots[0]} | ${r.sides[1]} ${r.bots[1]} | ${r.games} | ${r.firstWins}-${r.secondWins}-${r.draws}${unfinished} | ${mean} | ${budgetText(r.bots, budget)} | ${(r.seconds / r.games).toFixed(1)} | ${perDecision(r, 0)}, ${perDecision(r, 1)} |`);
  }
  return lines;
}

function main(): number {
  const { values } = parseArgs({
    options: {
      scenarios: { type: 'string', default: 'skirmish' },
      bots: { type: 'string', default: 'mcts,greedy,random' },
      games: { type: 'string', default: '20' },
      seed: { type: 'string', default: '1' },
      iterations: { type: 'string' },
      'time-ms': { type: 'string' },
      mirror: { type: 'boolean', default: false },
      'max-plies': { type: 'string', default: '1000000' },
      quiet: { type: 'boolean', default: false },
    },
  });
  const bots = values.bots.split(',').map((b) => b.trim());
  const unknown = bots.find((b) => !(BOT_NAMES as readonly string[]).includes(b));
  const budget = parseBudget(values.iterations, values['time-ms']);
  const games = Number(values.games);
  const seed = Number(values.seed);
  const maxPlies = Number(values['max-plies']);
  const problem = unknown !== undefined ? `--bots: unknown bot ${unknown}` : typeof budget === 'string' ? budget : !Number.isSafeInteger(games) || games < 1 ? '--games: a whole number of 1 or more' : !Number.isSafeInteger(seed) ? '--seed: a safe integer' : !Number.isSafeInteger(maxPlies) || maxPlies < 1 ? '--max-plies: a whole number of 1 or more' : null;
  if (problem !== null || typeof budget === 'string') {
    console.error(problem);
    return 2;
  }
  const pairings: [string, string][] = [];
  for (const a of bots) for (const b of bots) if (a !== b || values.mirror) pairings.push([a, b]);
  const rows: Row[] = [];
  const log = values.quiet ? () => {} : (line: string) => console.error(line);
  for (const scenario of values.scenarios.split(',').map((s) => s.trim())) {
    for (const pairing of pairings) rows.push(playPairing(scenario, pairing, games, seed, budget, maxPlies, log));
  }
  console.log(table(rows, budget).join('\n'));
  return 0;
}

process.exitCode = main();
