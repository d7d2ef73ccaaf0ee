/**
 * The `kriegsspiel` command line.
 *
 * @example
 * ```sh
 * kriegsspiel play skirmish --seed 42 --record game.json
 * ```
 *
 * @module
 */
import { parseArgs } from 'node:util';
import { play } from './play.js';

const USAGE = `Usage:
  kriegsspiel play <scenario> [--seed N] [--record FILE]   play a full bot-vs-bot game`;

function main(argv: readonly string[]): number {
  const { positionals, values } = parseArgs({
    args: [...argv],
    allowPositionals: true,
    options: { seed: { type: 'string', default: '1' }, record: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
  const [command, scenario] = positionals;
  if (values.help || command !== 'play' || scenario === undefined) {
    console.log(USAGE);
    return values.help ? 0 : 2;
  }
  const seed = Number(values.seed);
  if (!Number.isInteger(seed)) {
    console.error(`--seed: expected an integer, got "${values.seed}"`);
    return 2;
  }
  const record = values.record;
  return play({ scenario, seed, print: (line) => console.log(line), ...(record === undefined ? {} : { record }) });
}

try {
  process.exitCode = main(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 2;
}
