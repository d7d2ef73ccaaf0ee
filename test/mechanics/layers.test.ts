import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// Layer rule: src/maps imports only src/maps; src/mechanics imports only itself and src/maps.
// Also: no Math.random / Date.now, no `any`.
const dir = (name: string): URL => new URL(`../../src/${name}/`, import.meta.url);

function sources(name: string): Array<[string, string]> {
  return readdirSync(dir(name))
    .filter((f) => f.endsWith('.ts'))
    .map((f) => [`${name}/${f}`, readFileSync(new URL(f, dir(name)), 'utf8')]);
}

describe('layering of src/maps and src/mechanics', () => {
  for (const [layer, allowed] of [['maps', /^\.\/[\w]+\.js$/], ['mechanics', /^(\.\/[\w]+\.js|\.\.\/maps\/index\.js)$/]] as const) {
    it(`${layer} imports only what its layer may`, () => {
      for (const [file, text] of sources(layer)) {
        for (const m of text.matchAll(/^(?:import|export)\b[^\n]*\bfrom '([^']+)'/gm)) {
          // Statements at the start of a line only: doc-comment examples import the package as users do.
          const spec = m[1]!;
          if (!spec.startsWith('.')) {
            // Only the map loaders validate JSON with zod; mechanics import no packages.
            expect(layer === 'maps' && spec === 'zod', `${file} imports ${spec}`).toBe(true);
            continue;
          }
          expect(allowed.test(spec), `${file} imports ${spec}`).toBe(true);
        }
        expect(/Math\.random|Date\.now/.test(text), `${file} uses Math.random or Date.now`).toBe(false);
        expect(/[:<,]\s*any\b/.test(text), `${file} uses any`).toBe(false);
        expect(text.split('\n').length, `${file} is over 400 lines`).toBeLessThanOrEqual(400);
      }
    });
  }
});
