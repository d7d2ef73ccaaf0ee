// The JSON Schema files shipped in schemas/: generated from the valibot schemas (never stale), and they accept the
// built-in data and the documents the library writes, and refuse a broken one naming its path.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import Ajv, { type ValidateFunction } from 'ajv';
import { createRecord, playGame, randomBot, serializeRecord, serializeState } from 'kriegsspiel';
import { napoleonAtWar } from 'kriegsspiel/rulesets/napoleon-at-war';
import { BUILT_INS } from '../../src/cli/builtIns.js';
import { jsonSchemas, schemaText, SCHEMAS_DIR } from '../../scripts/jsonSchemas.js';

const ajv = new Ajv({ allErrors: true });
const read = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'));
const validators = new Map<string, ValidateFunction>();
const validator = (name: string): ValidateFunction => {
  let found = validators.get(name);
  if (found === undefined) validators.set(name, (found = ajv.compile(read(`${SCHEMAS_DIR}/${name}`) as object)));
  return found;
};
/** ajv's errors as `path: message`, or `[]` when the document is valid. */
const errors = (name: string, doc: unknown): string[] => {
  const validate = validator(name);
  return validate(doc) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath}: ${e.message ?? ''}`);
};

const BUILT_IN_MAPS = readdirSync('rulesets').flatMap((r) =>
  readdirSync(`rulesets/${r}/data`).filter((f) => /Map\.json$/.test(f)).map((f) => `rulesets/${r}/data/${f}`),
);

describe('JSON Schema files', () => {
  it('equal a fresh generation from the valibot schemas (run `npm run schemas` after changing a schema)', () => {
    const fresh = jsonSchemas();
    expect(readdirSync(SCHEMAS_DIR).sort()).toEqual(Object.keys(fresh).sort());
    for (const [name, content] of Object.entries(fresh)) expect(readFileSync(`${SCHEMAS_DIR}/${name}`, 'utf8'), name).toBe(schemaText(content));
    expect(Object.keys(fresh)).toEqual(expect.arrayContaining(BUILT_INS.rulesets.map((r) => `${r.id}.scenario.schema.json`)));
  });

  it('accept every built-in map', () => {
    expect(BUILT_IN_MAPS.length).toBeGreaterThanOrEqual(5);
    for (const path of BUILT_IN_MAPS) {
      const map = read(path) as Record<string, unknown>;
      expect(errors('boxes' in map ? 'point-graph.schema.json' : 'hex-map.schema.json', map), path).toEqual([]);
    }
  });

  it('accept every built-in scenario of every built-in ruleset', () => {
    for (const ruleset of BUILT_INS.rulesets) {
      const scenarios = Object.entries(ruleset.definition.scenarios);
      expect(scenarios.length, ruleset.id).toBeGreaterThan(0);
      for (const [name, scenario] of scenarios) expect(errors(`${ruleset.id}.scenario.schema.json`, scenario), `${ruleset.id}/${name}`).toEqual([]);
    }
  });

  it('accept a saved state and the record of a short game', () => {
    const setup = napoleonAtWar.setup('skirmish', {}, 5);
    if (!setup.ok) throw new Error(setup.violation.message);
    expect(errors('saved-state.schema.json', JSON.parse(serializeState(napoleonAtWar, setup.state)))).toEqual([]);
    const game = playGame(napoleonAtWar, setup.state, { french: randomBot(1), coalition: randomBot(2) }, { maxPlies: 30 });
    expect(game.plies).toBe(30);
    const record = JSON.parse(serializeRecord(createRecord(napoleonAtWar, { scenario: 'skirmish', seed: 5 }, game.actions))) as { actions: unknown[] };
    expect(record.actions).toHaveLength(30);
    expect(errors('game-record.schema.json', record)).toEqual([]);
  });

  it('refuse a broken document, naming the path of the field', () => {
    const map = read('rulesets/napoleon-at-war/data/skirmishMap.json') as { terrain: Record<string, string[]>; grid: { columns: { first: unknown } } };
    const terrain = Object.keys(map.terrain)[0]!;
    map.terrain[terrain]![0] = '12';
    map.grid.columns.first = 'one';
    expect(errors('hex-map.schema.json', map)).toEqual(
      expect.arrayContaining([`/grid/columns/first: must be integer`, `/terrain/${terrain}/0: must match pattern "^\\d{4}$"`]),
    );
    const setup = napoleonAtWar.setup('skirmish', {}, 5);
    if (!setup.ok) throw new Error(setup.violation.message);
    const state = JSON.parse(serializeState(napoleonAtWar, setup.state)) as Record<string, unknown>;
    state['seed'] = 1;
    expect(errors('saved-state.schema.json', state)).toEqual([': must NOT have additional properties']);
    const wagram = structuredClone(napoleonAtWar.definition.scenarios['wagram']) as { turns: unknown };
    wagram.turns = -1;
    expect(errors('napoleon-at-war.scenario.schema.json', wagram)).toEqual(['/turns: must be > 0']);
  });
});
