import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { parseArgs } from 'node:util';
import { loadRecord, quote, replay, type AnyRuleset, type BaseState } from 'kriegsspiel';
import { renderState } from 'kriegsspiel/render';
import { BUILT_INS, namesOf } from './builtIns.js';

/** How to use `kriegsspiel render`. */
export const RENDER_USAGE = `Usage:
  kriegsspiel render <scenario> [--seed N] [--options JSON] [--side S] > board.svg     the start of a built-in scenario
  kriegsspiel render [<scenario>] --record FILE [--ply N] [--side S] > board.svg        a recorded game after N actions (default: all)
The board is an SVG document on stdout: the map, every counter (as an umpire sees them, or as side S sees them:
hidden stacks as markers), a title and a key.`;

/** Where `kriegsspiel render` writes: the SVG document, and error lines. */
export interface RenderIo {
  /** Receives the whole SVG document once. */
  readonly out: (svg: string) => void;
  /** Receives each error or usage line. */
  readonly err: (line: string) => void;
}

/** A position to draw, or what is wrong with the arguments. */
type Made = { readonly ok: true; readonly ruleset: AnyRuleset; readonly state: BaseState; readonly note: string } | { readonly ok: false; readonly message: string };
const failure = (message: string): Made => ({ ok: false, message });

/** The state a recorded game reached after `ply` actions (all of them by default), and its ruleset. */
function fromRecord(file: string, ply: string | undefined, scenario: string | undefined): Made {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    return failure(`--record: cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
  let id: unknown;
  try {
    id = (JSON.parse(text) as { ruleset?: unknown } | null)?.ruleset;
  } catch {
    id = undefined;
  }
  const ruleset = typeof id === 'string' ? BUILT_INS.ruleset(id) : BUILT_INS.rulesets[0];
  if (ruleset === undefined) return failure(`--record: ${file}: no ruleset ${quote(String(id))} (known: ${BUILT_INS.rulesets.map((r) => r.id).join(', ')})`);
  const loaded = loadRecord(ruleset, text);
  if (!loaded.ok) return failure(`--record: ${file}: ${loaded.error.message}`);
  const record = loaded.record;
  const recorded = typeof record.scenario === 'string' ? record.scenario : ruleset.definition.scenarioId(record.scenario);
  if (scenario !== undefined) {
    const found = BUILT_INS.findScenario(scenario);
    if (!found.ok || found.match.ruleset.id !== ruleset.id || found.match.scenario !== recorded) {
      return failure(`scenario: ${quote(scenario)} is not the record's scenario (${ruleset.id}/${recorded}); leave it out or name that one`);
    }
  }
  const total = record.actions.length;
  const n = ply === undefined ? total : Number(ply);
  if (!Number.isSafeInteger(n) || n < 0 || n > total) return failure(`--ply: expected a whole number from 0 to ${total} (the record's actions), got ${quote(String(ply))}`);
  const replayed = replay(ruleset, { ...record, actions: record.actions.slice(0, n) });
  if (!replayed.ok) return failure(`--record: ${file} does not replay: action ${replayed.error.index}: ${replayed.error.violation.rule} ${replayed.error.violation.message}`);
  return { ok: true, ruleset, state: replayed.final, note: `${basename(file)}: after ${n} of ${total} actions` };
}

/** The start of a built-in scenario. */
function fromScenario(scenario: string | undefined, seedText: string | undefined, optionsText: string | undefined): Made {
  if (scenario === undefined) return failure('scenario: name a built-in scenario (e.g. wagram) or give --record FILE');
  const found = BUILT_INS.findScenario(scenario);
  if (!found.ok) return failure(found.violation.message);
  const seed = seedText === undefined ? 1 : Number(seedText);
  if (!Number.isSafeInteger(seed)) return failure(`--seed: expected a safe integer, got ${quote(String(seedText))}`);
  let options: unknown = {};
  try {
    options = optionsText === undefined ? {} : JSON.parse(optionsText);
  } catch {
    options = null;
  }
  if (options === null || typeof options !== 'object' || Array.isArray(options)) return failure(`--options: expected a JSON object, got ${quote(String(optionsText))}`);
  const { ruleset } = found.match;
  const setup = ruleset.setup(found.match.scenario, options as Record<string, unknown>, seed);
  if (!setup.ok) return failure(`Cannot set up ${found.match.scenario}: ${setup.violation.message}`);
  return { ok: true, ruleset, state: setup.state, note: `start, seed ${seed}` };
}

/**
 * `kriegsspiel render`: the board of a built-in scenario's start, or of a recorded game after `--ply` actions, as an
 * SVG document (through `kriegsspiel/render` and the ruleset's presentation hooks); `--side` draws what that side
 * sees. Returns the exit code (2 on bad arguments or input, with a line naming the argument).
 *
 * @example
 * ```ts
 * import { renderCommand } from './render.js';
 * let svg = '';
 * renderCommand(['skirmish', '--side', 'french'], { out: (text) => (svg = text), err: console.error }); // 0
 * svg.startsWith('<svg'); // true
 * ```
 */
export function renderCommand(args: readonly string[], io: RenderIo): number {
  const options = { record: { type: 'string' }, ply: { type: 'string' }, side: { type: 'string' }, seed: { type: 'string' }, options: { type: 'string' }, help: { type: 'boolean', short: 'h' } } as const;
  let parsed: ReturnType<typeof parseArgs<{ args: string[]; allowPositionals: true; options: typeof options }>>;
  try {
    parsed = parseArgs({ args: [...args], allowPositionals: true, options });
  } catch (error) {
    io.err(error instanceof Error ? error.message : String(error));
    io.err(RENDER_USAGE);
    return 2;
  }
  const { positionals, values } = parsed;
  if (values.help) {
    io.err(RENDER_USAGE);
    return 0;
  }
  const [scenario, ...extra] = positionals;
  const made: Made =
    extra.length > 0
      ? failure(`render takes one scenario, got ${positionals.map((p) => quote(p)).join(' ')}`)
      : values.record !== undefined
        ? fromRecord(values.record, values.ply, scenario)
        : values.ply !== undefined
          ? failure('--ply: needs --record FILE')
          : fromScenario(scenario, values.seed, values.options);
  if (!made.ok) {
    io.err(made.message);
    return 2;
  }
  const { ruleset, state, note } = made;
  const side = values.side;
  if (side !== undefined && !(ruleset.sides as readonly string[]).includes(side)) {
    io.err(`--side: ${quote(side)} is not a side of ${ruleset.id} (${ruleset.sides.join(', ')})`);
    return 2;
  }
  const names = namesOf(ruleset, state);
  const seen = side === undefined ? '' : ` (as the ${names.sides[side] ?? side} player sees it)`;
  const drawn = renderState(ruleset, state, { subtitle: [`${names.turnLabel(state)}${seen}`, note], ...(side === undefined ? {} : { side }) });
  if (!drawn.ok) {
    io.err(`Cannot draw the board: ${drawn.violation.message}`);
    return 1;
  }
  io.out(drawn.svg);
  return 0;
}

/** `kriegsspiel render ...` on the process's stdout and stderr; returns the exit code. */
export function runRender(args: readonly string[]): number {
  return renderCommand(args, { out: (svg) => void process.stdout.write(svg), err: (line) => console.error(line) });
}
