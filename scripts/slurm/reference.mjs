// The reference for the Slurm check: the same games as the job array (scripts/slurm/kriegsspiel-array.sbatch),
// all played in ONE process through the built package's public API, each written as the game record that
// `kriegsspiel play --record` writes. scripts/slurm/single-node.sh then compares the files byte for byte.
//
//   node scripts/slurm/reference.mjs --out DIR --tasks 8 --scenarios skirmish,austerlitz --seed 1 --bots random,random
//
// Two rules are mirrored here and must stay equal to the command line's:
// - task i plays scenarios[i mod n] with seed `seed + i` (the sbatch script);
// - the bot of the side at index j is seeded `2 * seed + 1 + j` (`fieldBots` in src/cli/play.ts).
// If either changes on one side only, the check fails on every task and says so.
// Run from the repository after `npm run build`: `kriegsspiel` resolves to dist/ by the package's self-reference.
import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { anyRuleset, createRecord, createRegistry, greedyBot, playGame, randomBot, serializeRecord } from 'kriegsspiel';

const BOTS = { random: randomBot, greedy: greedyBot };

const { values } = parseArgs({
  options: {
    out: { type: 'string' },
    tasks: { type: 'string', default: '8' },
    scenarios: { type: 'string', default: 'skirmish' },
    seed: { type: 'string', default: '1' },
    bots: { type: 'string', default: 'random,random' },
  },
});
if (values.out === undefined) throw new Error('--out DIR is required');
const tasks = Number(values.tasks);
const base = Number(values.seed);
const scenarios = values.scenarios.split(',');
const botNames = values.bots.split(',');
for (const name of botNames) if (!(name in BOTS)) throw new Error(`--bots: unknown bot ${JSON.stringify(name)}`);

/**
 * Every ruleset the build ships (dist/rulesets/*.js), as the command line's registry holds them: the export named
 * after the file in camel case (`napoleon-at-war.js` exports `napoleonAtWar`), the full instance. A module may export
 * other instances of the same ruleset (Napoleon at War's lean `napoleonAtWarRules`, which has no action space, so its
 * random games differ), which the command line does not use.
 */
async function builtIns() {
  const dir = new URL('../../dist/rulesets/', import.meta.url);
  const found = [];
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.js')).sort()) {
    const id = file.slice(0, -3);
    const module = await import(`kriegsspiel/rulesets/${id}`);
    const ruleset = module[id.replace(/-(.)/g, (_, c) => c.toUpperCase())];
    if (ruleset?.id !== id) throw new Error(`dist/rulesets/${file} does not export its ruleset by its camel-case name`);
    found.push(anyRuleset(ruleset));
  }
  return createRegistry(found);
}

const registry = await builtIns();
for (let i = 0; i < tasks; i++) {
  const name = scenarios[i % scenarios.length];
  const seed = base + i;
  const found = registry.findScenario(name);
  if (!found.ok) throw new Error(found.violation.message);
  const { ruleset, scenario } = found.match;
  const setup = ruleset.setup(scenario, {}, seed);
  if (!setup.ok) throw new Error(`${name}: ${setup.violation.message}`);
  const bots = Object.fromEntries(ruleset.sides.map((side, j) => [side, BOTS[botNames[j] ?? 'random'](seed * 2 + 1 + j)]));
  const game = playGame(ruleset, setup.state, bots, { maxPlies: 1_000_000, events: false });
  if (game.refused || !game.result.terminal) throw new Error(`task ${i} (${name}, seed ${seed}): the game did not end normally`);
  writeFileSync(join(values.out, `task-${i}.json`), serializeRecord(createRecord(ruleset, { scenario, seed }, game.actions)));
}
console.log(`reference: ${tasks} games played in one process (pid ${process.pid})`);
