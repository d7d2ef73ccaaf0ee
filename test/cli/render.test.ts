// `kriegsspiel render`: the board of a scenario's start or of a recorded game, as SVG on stdout.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createRecord, serializeRecord } from 'kriegsspiel';
import { randomGame } from 'kriegsspiel/testing';
import { joursDeGloire } from 'kriegsspiel/rulesets/jours-de-gloire';
import { renderCommand } from '../../src/cli/render.js';

const ROOT = new URL('../..', import.meta.url).pathname;
const dir = mkdtempSync(join(tmpdir(), 'kriegsspiel-render-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs the command in process: its exit code, the SVG written and the error lines. */
function render(...args: string[]): { code: number; svg: string; errors: string[] } {
  let svg = '';
  const errors: string[] = [];
  const code = renderCommand(args, { out: (text) => (svg += text), err: (line) => errors.push(line) });
  return { code, svg, errors };
}

/** A recorded random game of Jours de Gloire S1 (the first 80 plies), written once. */
let written: { file: string; actions: number } | undefined;
function jdgRecord(): { file: string; actions: number } {
  if (written !== undefined) return written;
  const game = randomGame(joursDeGloire, { scenario: 'danube-s1', seed: 3 }, { maxPlies: 80 });
  const record = createRecord(joursDeGloire, { scenario: 'danube-s1', seed: 3 }, game.actions);
  const file = join(dir, 'jdg.json');
  writeFileSync(file, serializeRecord(record));
  written = { file, actions: game.actions.length };
  return written;
}

describe('kriegsspiel render', () => {
  it('draws a built-in scenario\'s start, as the umpire or as one side sees it', () => {
    const umpire = render('skirmish');
    expect(umpire.code).toBe(0);
    expect(umpire.svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(umpire.svg).toContain('>Turn 1/6: French movement</text>');
    expect(umpire.svg).toContain('>start, seed 1</text>');
    const french = render('napoleon-at-war/skirmish', '--side', 'french', '--seed', '4');
    expect(french.svg).toContain('(as the French player sees it)');
    expect(french.svg).toContain('>start, seed 4</text>');
  });

  it('draws a recorded game after N actions, hidden stacks as markers for a side', () => {
    const { file, actions } = jdgRecord();
    const end = render('--record', file);
    expect(end.code).toBe(0);
    expect(end.svg).toContain(`>jdg.json: after ${actions} of ${actions} actions</text>`);
    const french = render('danube-s1', '--record', file, '--ply', '10', '--side', 'french');
    expect(french.code).toBe(0);
    expect(french.svg).toContain(`>jdg.json: after 10 of ${actions} actions</text>`);
    expect(french.svg).toContain('<g class="piece hidden" data-side="coalition"');
    expect(render('--record', file, '--ply', '0').svg).toContain('>Turn 1/6');
  });

  it('refuses bad arguments with a line naming the argument, and draws nothing', () => {
    const { file, actions } = jdgRecord();
    const cases: [string[], RegExp][] = [
      [['nowhere'], /^scenario: no built-in scenario "nowhere" \(known: skirmish, /],
      [[], /^scenario: name a built-in scenario/],
      [['skirmish', 'wagram'], /^render takes one scenario/],
      [['skirmish', '--side', 'allied'], /^--side: "allied" is not a side of napoleon-at-war \(french, coalition\)$/],
      [['skirmish', '--ply', '3'], /^--ply: needs --record FILE$/],
      [['skirmish', '--seed', 'x'], /^--seed: expected a safe integer/],
      [['skirmish', '--options', '[1]'], /^--options: expected a JSON object/],
      [['--record', join(dir, 'missing.json')], /^--record: cannot read /],
      [['--record', file, '--ply', String(actions + 1)], new RegExp(`^--ply: expected a whole number from 0 to ${actions}`)],
      [['wagram', '--record', file], /^scenario: "wagram" is not the record's scenario \(jours-de-gloire\/danube-s1\)/],
      [['skirmish', '--colour', 'red'], /Unknown option '--colour'/],
    ];
    for (const [args, message] of cases) {
      const run = render(...args);
      expect(run.code, args.join(' ')).toBe(2);
      expect(run.svg, args.join(' ')).toBe('');
      expect(run.errors[0], args.join(' ')).toMatch(message);
    }
    expect(render('--help').code).toBe(0);
  });

  it('is a command of the kriegsspiel bin: the SVG alone on stdout', () => {
    const run = spawnSync(join(ROOT, 'node_modules/.bin/tsx'), ['src/cli/main.ts', 'render', 'skirmish', '--side', 'coalition'], { cwd: ROOT, encoding: 'utf8' });
    expect(run.status).toBe(0);
    expect(run.stdout.startsWith('<svg ')).toBe(true);
    expect(run.stdout.trimEnd().endsWith('</svg>')).toBe(true);
    expect(run.stdout).toContain('(as the Allied player sees it)');
  });
});
