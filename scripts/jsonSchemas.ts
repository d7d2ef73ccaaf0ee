/**
 * Generates the JSON Schema files in `schemas/` from the valibot schemas the engine validates with: maps, saved
 * states, game records, and each built-in ruleset's scenarios. `npm run schemas` writes them; a test checks the
 * committed files equal a fresh generation. Tooling, not part of the package (the files it writes are).
 *
 * What JSON Schema cannot say is left out of the files and still checked by the loaders: refinements written as code
 * (`v.check`, `v.rawCheck`: a name not `__proto__`, one label per band, a cost in half points) and cross-references
 * (a hex on the map, a unit in the order of battle). A document the files accept may so still be refused by
 * `loadHexMap`, `setup`, `loadState` or `loadRecord`, always with the path of the field.
 *
 * @example
 * ```sh
 * npm run schemas   # rewrites schemas/*.schema.json
 * ```
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { toJsonSchema, type ConversionConfig } from '@valibot/to-json-schema';
import { hexMapJsonSchema, pointGraphJsonSchema, type Schema } from 'kriegsspiel';
import { BUILT_INS } from '../src/cli/builtIns.js';
import { recordEnvelopeSchema } from '../src/serialization/loadRecord.js';
import { stateEnvelopeSchema } from '../src/serialization/loadState.js';

/** Where the files go, from the repository root. */
export const SCHEMAS_DIR = 'schemas';

/**
 * Left out of the JSON Schema (the loaders still check them): refinements written as code, and `finite` (JSON has no
 * infinite numbers to refuse).
 */
const CONFIG: ConversionConfig = { target: 'draft-07', errorMode: 'throw', ignoreActions: ['check', 'raw_check', 'finite'] };

type ValibotSchema = Parameters<typeof toJsonSchema>[0];

function file(schema: Schema, title: string, description: string): object {
  const { $schema, ...rest } = toJsonSchema(schema as ValibotSchema, CONFIG);
  return { $schema, title, description, ...rest };
}

/** Every schema file: its name in `schemas/` and its JSON content, in a stable order. */
export function jsonSchemas(): Readonly<Record<string, object>> {
  const files: Record<string, object> = {
    'hex-map.schema.json': file(hexMapJsonSchema, 'kriegsspiel hex map', 'A hex map file, the input of loadHexMap. Cross-references (hexes on the grid, declared terrain, adjacent hexsides) are checked by loadHexMap.'),
    'point-graph.schema.json': file(pointGraphJsonSchema, 'kriegsspiel point-to-point map', 'A point-to-point map file (boxes and connections), the input of loadPointGraph. Cross-references are checked by loadPointGraph.'),
    'saved-state.schema.json': file(stateEnvelopeSchema, 'kriegsspiel saved state', 'A saved state written by serializeState. The state itself is the ruleset\'s: loadState checks it with the ruleset\'s state schema.'),
    'game-record.schema.json': file(recordEnvelopeSchema, 'kriegsspiel game record', 'A game record written by serializeRecord. The scenario (a built-in name or scenario data), the options and the actions are the ruleset\'s: loadRecord checks them with its schemas.'),
  };
  for (const ruleset of BUILT_INS.rulesets) {
    files[`${ruleset.id}.scenario.schema.json`] = file(
      ruleset.definition.schemas.scenario,
      `kriegsspiel ${ruleset.id} scenario`,
      `A scenario of the ${ruleset.id} ruleset, as setup takes it. Cross-references (units, hexes, boxes on the map) are checked by setup.`,
    );
  }
  return files;
}

/** The text of a schema file as written (two-space JSON and a final newline). */
export function schemaText(content: object): string {
  return `${JSON.stringify(content, null, 2)}\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const [name, content] of Object.entries(jsonSchemas())) {
    writeFileSync(`${SCHEMAS_DIR}/${name}`, schemaText(content));
    console.log(`wrote ${SCHEMAS_DIR}/${name}`);
  }
}
