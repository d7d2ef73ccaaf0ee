// The command line run in this process (runCommandLine): help and version, --json keeping stdout for JSON, replay
// of an unfinished record, a bad --record path, unknown scenarios, and stopping on the signal Ctrl-C aborts. The
// process wiring (a real SIGINT, a closed pipe, npx) is tested in its own files by spawning the command.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import packageJson from '../../package.json' with { type: 'json' };
import { runCommandLine } from '../../src/cli/commandLine.js';
import type { StopReason } from '../../src/cli/stopped.js';

const dir = mkdtempSync(join(tmpdir(), 'kriegsspiel-run-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** How {@link run} stops the command: at the first chunk `when` matches, with `reason`; `tty`: stdout is a terminal (a status line). */
interface Stop {
  readonly when: RegExp;
  readonly reason?: StopReason;
  readonly tty?: boolean;
}

/** Runs the command line on `args` with stdout and stderr captured as lines, aborting as `stop` says. */
async function run(args: readonly string[], stop?: Stop): Promise<{ code: number; out: string[]; err: string[] }> {
  const out: string[] = [];
  const err: string[] = [];
  const controller = new AbortController();
  const stream = (into: string[], tty = false) => ({
    isTTY: tty,
    columns: 80,
    write(chunk: string) {
      into.push(...chunk.split('\n').slice(0, -1));
      if (stop?.when.test(chunk) && !controller.signal.aborted) controller.abort(stop.reason ?? 'interrupted');
      return true;
    },
  });
  const code = await runCommandLine(args, { stdout: stream(out, stop?.tty), stderr: stream(err), signal: controller.signal });
  return { code, out, err };
}

describe('kriegsspiel help and --version', () => {
  it('--version prints the package version alone and exits 0', async () => {
    expect(await run(['--version'])).toEqual({ code: 0, out: [packageJson.version], err: [] });
  });

  it('help, --help and -h print the usage on stdout and exit 0; a command with --help too', async () => {
    for (const args of [['help'], ['--help'], ['-h'], ['play', '--help']]) {
      const { code, out, err } = await run(args);
      expect([code, out[0], err]).toEqual([0, 'Usage:', []]);
      expect(out).toContain('  napoleon-at-war: skirmish, wagram');
    }
  });

  it('no command, an unknown command or option, or a command without its argument: a message on stderr, exit 2', async () => {
    for (const [args, first] of [
      [[], 'Usage:'],
      [['fight', 'wagram'], 'Unknown command "fight".'],
      [['play', 'wagram', '--colour', 'red'], "Unknown option '--colour'"],
      [['play'], 'play: name a scenario, e.g. kriegsspiel play wagram'],
      [['replay'], 'replay: name a record file, e.g. kriegsspiel replay game.json'],
    ] as const) {
      const { code, out, err } = await run(args);
      expect([code, out]).toEqual([2, []]);
      expect(err[0]).toContain(first);
    }
  });
});

describe('kriegsspiel play, match and replay in this process', () => {
  it('an unknown scenario lists the known ones, by ruleset, on stderr (play and match), exit 2', async () => {
    for (const command of ['play', 'match']) {
      const { code, out, err } = await run([command, 'borodino']);
      expect([code, out]).toEqual([2, []]);
      expect(err).toEqual([
        'Unknown scenario "borodino". Known scenarios:',
        '  napoleon-at-war: skirmish, wagram',
        '  a-crowning-glory: austerlitz, austerlitz-intro',
        expect.stringMatching(/^ {2}jours-de-gloire: danube-s1, .*danube-s9$/),
        '  march-into-battle: aspern',
      ]);
    }
  });

  it('a --record path that cannot be written fails before the game starts (no game line printed), exit 2', async () => {
    const blocked = join(dir, 'a-directory');
    mkdirSync(blocked);
    for (const [path, why] of [[join(dir, 'missing', 'game.json'), `no directory ${join(dir, 'missing')}`], [blocked, 'it is a directory']] as const) {
      const { code, out, err } = await run(['play', 'skirmish', '--bots', 'random,random', '--record', path]);
      expect([code, out, err]).toEqual([2, [], [`--record: cannot write ${path}: ${why}`]]);
    }
  });

  it('with --json, stdout holds one JSON line (play, match, replay) and the progress goes to stderr', async () => {
    const record = join(dir, 'skirmish-3.json');
    const played = await run(['play', 'skirmish', '--seed', '3', '--bots', 'random,random', '--record', record, '--json']);
    expect(played.code).toBe(0);
    expect(played.out).toHaveLength(1);
    expect(JSON.parse(played.out[0]!)).toMatchObject({ ruleset: 'napoleon-at-war', scenario: 'skirmish', seed: 3, bots: ['random', 'random'], record, result: { terminal: true } });
    expect(played.err.at(-1)).toMatch(/^Result: /);

    const matched = await run(['match', 'skirmish', '--games', '2', '--bots', 'random,random', '--json']);
    expect(matched.code).toBe(0);
    expect(matched.out).toHaveLength(1);
    expect(Object.keys(JSON.parse(matched.out[0]!) as object)).toEqual(['games', 'wins', 'draws', 'meanPlies']);
    expect(matched.err.filter((line) => line.startsWith('Game '))).toHaveLength(2);

    const replayed = await run(['replay', record, '--json']);
    expect(replayed.code).toBe(0);
    expect(replayed.out).toHaveLength(1);
    expect(JSON.parse(replayed.out[0]!)).toMatchObject({ ruleset: 'napoleon-at-war', scenario: 'skirmish', finished: true, result: { terminal: true } });
  });

  it('replay of an unfinished record says it is unfinished, where it stops, and prints no result', async () => {
    const record = join(dir, 'skirmish-4.json');
    expect((await run(['play', 'skirmish', '--seed', '4', '--bots', 'random,random', '--record', record])).code).toBe(0);
    const doc = JSON.parse(readFileSync(record, 'utf8')) as { actions: unknown[] };
    const half = join(dir, 'skirmish-4-half.json');
    writeFileSync(half, JSON.stringify({ ...doc, actions: doc.actions.slice(0, 40) }));
    const { code, out, err } = await run(['replay', half]);
    expect([code, err]).toEqual([0, []]);
    expect(out).toEqual([
      'Replayed 40 actions of Skirmish at Dorf (test scenario) (6 game-turns): every action legal',
      expect.stringMatching(/^Unfinished: the record stops at Turn \d\/6.*, before the end of the game: no result$/),
    ]);
    const json = await run(['replay', half, '--json']);
    expect(JSON.parse(json.out[0]!)).toMatchObject({ actions: 40, finished: false, result: null });
  });

  it('play stops at the signal (Ctrl-C) before its next action: a line saying so on stderr, no result, exit 130', async () => {
    const { code, out, err } = await run(['play', 'skirmish', '--bots', 'random,random'], { when: /Turn 2\/6/ });
    expect(code).toBe(130);
    expect(out.at(-1)).toMatch(/^Turn 2\/6/); // nothing after the line that stopped it
    expect(out.some((line) => line.startsWith('Result:'))).toBe(false);
    expect(err).toEqual([expect.stringMatching(/^Interrupted: the game stopped after \d+ actions \(Turn 2\/6: .*\), before its end: no result$/)]);
  });

  it('match stops at the signal in the middle of its first game: no game line, no summary, exit 130', async () => {
    const { code, out, err } = await run(['match', 'skirmish', '--games', '5', '--bots', 'random,random'], { when: /game 1\/5/, tty: true });
    expect(code).toBe(130);
    expect(out.filter((line) => /Game \d|draws/.test(line))).toEqual([]);
    expect(err).toEqual([expect.stringMatching(/^Interrupted: the match stopped in game 1 of 5 \(seed 1\) after \d+ actions: no summary$/)]);
  });

  it('a closed output (the reader of a pipe left) stops the command quietly, exit 0', async () => {
    const { code, out, err } = await run(['play', 'skirmish', '--bots', 'random,random'], { when: /Turn 2\/6/, reason: 'output-closed' });
    expect([code, err]).toEqual([0, []]);
    expect(out.at(-1)).toMatch(/^Turn 2\/6/);
  });
});
