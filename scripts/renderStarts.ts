/**
 * Draws the start position of every built-in scenario into a folder, as SVG and, when `@resvg/resvg-js` can be
 * loaded, as PNG too: for a reviewer (or CI, which keeps the images) to look at each board. Not part of the package.
 *
 * ```sh
 * npx tsx scripts/renderStarts.ts out/starts            # out/starts/<ruleset>--<scenario>.svg (and .png)
 * npx tsx scripts/renderStarts.ts out/starts --seed 7   # set-up seed (default 1)
 * ```
 *
 * Each scenario is set up with its default options and drawn as an umpire sees it (every counter, from each side's
 * own view); where a side's view hides something (Jours de Gloire's face-down stacks), that side's view is drawn as
 * well (`<ruleset>--<scenario>--<side>.svg`). Wagram starts with the French set-up choice (13.1), so its French are not
 * on the board yet: it is also drawn with the historical set-up (`--historical`). PNGs need `@resvg/resvg-js` (a
 * devDependency) and a system font: text is set in DejaVu Sans (Debian's `fonts-dejavu-core`).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { renderState } from 'kriegsspiel/render';
import { BUILT_INS } from '../src/cli/builtIns.js';

/** The part of resvg-js this script uses. */
interface Resvg {
  new (svg: string, options: object): { render(): { asPng(): Uint8Array } };
}

/** resvg-js's renderer, or `null` when the package cannot be loaded (not installed, no binary for this platform). */
function loadResvg(): Resvg | null {
  try {
    return (createRequire(import.meta.url)('@resvg/resvg-js') as { Resvg: Resvg }).Resvg;
  } catch {
    return null;
  }
}

/** Scenarios drawn a second time with other options: Wagram with its historical set-up (NAW `historicalDeployment`). */
const EXTRAS: readonly { readonly ruleset: string; readonly scenario: string; readonly options: object; readonly name: string }[] = [
  { ruleset: 'napoleon-at-war', scenario: 'wagram', options: { historicalDeployment: true }, name: 'historical' },
];

/** The picture without its subtitle (which names the side), to tell whether a side's view shows less than the umpire's. */
const board = (svg: string): string => svg.replace(/<text class="subtitle"[^\n]*\n/g, '');

const { positionals, values } = parseArgs({ allowPositionals: true, options: { seed: { type: 'string', default: '1' } } });
const [dir] = positionals;
const seed = Number(values.seed);
if (dir === undefined || !Number.isSafeInteger(seed)) {
  console.error('usage: npx tsx scripts/renderStarts.ts <folder> [--seed N]');
  process.exit(2);
}
mkdirSync(dir, { recursive: true });
const Resvg = loadResvg();
if (Resvg === null) console.log('PNG: @resvg/resvg-js is not installed: SVG only (npm install --save-dev @resvg/resvg-js)');
const write = (name: string, svg: string): void => {
  writeFileSync(join(dir, `${name}.svg`), svg);
  const font = { loadSystemFonts: true, defaultFontFamily: 'DejaVu Sans', sansSerifFamily: 'DejaVu Sans' };
  const png = Resvg === null ? null : new Resvg(svg, { font }).render().asPng();
  if (png !== null) writeFileSync(join(dir, `${name}.png`), png);
  console.log(`${join(dir, name)}.svg${png === null ? '' : ' .png'}`);
};

const starts = BUILT_INS.rulesets.flatMap((ruleset) => [
  ...Object.keys(ruleset.definition.scenarios).map((scenario) => ({ ruleset, scenario, options: {}, name: `${ruleset.id}--${scenario}` })),
  ...EXTRAS.filter((e) => e.ruleset === ruleset.id).map((e) => ({ ruleset, scenario: e.scenario, options: e.options, name: `${ruleset.id}--${e.scenario}--${e.name}` })),
]);
let failures = 0;
for (const { ruleset, scenario, options, name } of starts) {
  const setup = ruleset.setup(scenario, options, seed);
  const umpire = setup.ok ? renderState(ruleset, setup.state) : null;
  if (!setup.ok || !umpire?.ok) {
    console.error(`${name}: ${setup.ok ? (umpire?.ok === false ? umpire.violation.message : '') : setup.violation.message}`);
    failures++;
    continue;
  }
  write(name, umpire.svg);
  for (const side of ruleset.sides) {
    const seen = renderState(ruleset, setup.state, { side });
    if (seen.ok && board(seen.svg) !== board(umpire.svg)) write(`${name}--${side}`, seen.svg);
  }
}
process.exit(failures === 0 ? 0 : 1);
