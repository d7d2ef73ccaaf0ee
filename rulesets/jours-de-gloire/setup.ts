/**
 * The state at the start of a scenario (JdG 3.3, scenarios): counters on their set-up boxes at the roster's strength
 * or the scenario's, detachments attached to their units, victory boxes held as the scenario says, bridges and
 * pontoons as set; then the set-up choices, or turn 1.
 *
 * @module
 */
import { violation, type BaseState, type Draft, type OptionsInput, type SetupResult } from 'kriegsspiel';
import type { JdgContext } from './context.js';
import { DEFAULT_OPTIONS, type JdgOptions } from './options.js';
import { applyPlacement, sparePiece } from './pieceSetup.js';
import { advance } from './rules/flow.js';
import type { JdgState } from './types.js';

/** The options in force: the defaults, then the caller's (each field replaced whole). */
export function layerOptions(...layers: readonly OptionsInput<JdgOptions>[]): JdgOptions {
  const out: Record<string, unknown> = { ...DEFAULT_OPTIONS };
  for (const layer of layers) for (const [key, value] of Object.entries(layer)) if (value !== undefined) out[key] = value;
  return out as unknown as JdgOptions;
}

/**
 * The initial state: set-up counters on the map, counters with a choice of box waiting for it, reinforcements
 * waiting, the rest spare; then the set-up choices or turn 1. Refuses a placement that names a counter twice, a
 * detachment without strength, or a unit and its detachments over the roster's strength, naming the field.
 */
export function setup(ctx: JdgContext, overrides: OptionsInput<JdgOptions>, base: BaseState): SetupResult<JdgState> {
  const scenario = ctx.scenario;
  const options = layerOptions(overrides);
  const pieces = ctx.pieces.map((_, i) => sparePiece(ctx, i));
  const placing: { piece: number; boxes: number[] }[] = [];
  const seen = new Set<number>();
  const bad = (path: string, message: string): SetupResult<JdgState> => ({ ok: false, violation: violation('invalid-scenario', 'JdG 3.3', `${path}: ${message}`) });
  for (const [list, name] of [[scenario.setup, 'setup'], [scenario.reinforcements, 'reinforcements']] as const) {
    for (const [k, p] of list.entries()) {
      const i = ctx.pieceIndex.get(p.piece)!;
      if (seen.has(i) && name === 'setup') return bad(`scenario.setup[${k}].piece`, `${p.piece} is placed twice`);
      seen.add(i);
      if (name === 'reinforcements') {
        // a counter that arrives later is set up only if it is not already on the map (S8: none is both)
        if (pieces[i]!.status === 'spare') pieces[i]!.status = 'waiting';
        continue;
      }
      const problem = applyPlacement(ctx, pieces[i]!, p);
      if (problem !== null) return bad(`scenario.setup[${k}].${problem.split(':')[0]}`, problem);
      const boxes = (typeof p.box === 'string' ? [p.box] : p.box).map((id) => ctx.map.indexOf(id));
      if (boxes.length === 1) [pieces[i]!.status, pieces[i]!.box] = ['map', boxes[0]!];
      else {
        pieces[i]!.status = 'waiting';
        placing.push({ piece: i, boxes });
      }
    }
  }
  for (const [i, p] of pieces.entries()) {
    if (p.kind !== 'unit' || ctx.pieces[i]!.detachment || p.status === 'spare') continue;
    const detached = pieces.reduce((sum, d) => sum + (d.origin === i && d.status !== 'spare' ? d.pf : 0), 0);
    if (p.pf + detached > p.full) return bad('scenario.setup', `${p.id} (${p.pf} PF) and its detachments (${detached} PF) are over its full strength of ${p.full}`);
  }
  for (const [k, r] of (ctx.armistice?.replacement ?? []).entries()) {
    const problem = applyPlacement(ctx, sparePiece(ctx, r.piece), r.placement);
    if (problem !== null) return bad(`scenario.special.armistice.replacement[${k}].${problem.split(':')[0]}`, problem);
  }
  const connection = (pair: readonly [string, string]) => ctx.map.connectionsBetween(ctx.map.indexOf(pair[0]), ctx.map.indexOf(pair[1]))[0]!;
  const state: JdgState = {
    scenario: base.scenario,
    rng: base.rng,
    privateRng: { french: base.privateRng?.['french'] ?? base.rng, coalition: base.privateRng?.['coalition'] ?? base.rng },
    chanceMode: base.chanceMode,
    options,
    turn: 1,
    phase: 'deploy',
    weather: 'clear',
    mudNext: false,
    initiative: { french: null, coalition: null },
    chooser: null,
    first: null,
    player: 'french',
    pc: {},
    placing,
    evictions: [],
    pfPool: [],
    reinforced: [],
    forcesChanged: [],
    optionalArrivals: { rolls: [], choosing: null, entering: [], lastUnit: { french: null, coalition: null }, extraPf: { french: 0, coalition: 0 } },
    pieces,
    forming: null,
    activation: null,
    reaction: null,
    recon: null,
    withdrawal: null,
    attrition: [],
    battles: [],
    battle: null,
    entrenchments: [],
    marches: [],
    sieges: [],
    encircled: [],
    destroyed: scenario.bridges.destroyed.map(connection),
    pontoons: scenario.bridges.pontoons.map((p) => ({ connection: connection(p.between), side: p.side })),
    control: { ...scenario.victory.control },
    vp: { french: 0, coalition: 0 },
    crossed: [],
    losses: { french: 0, coalition: 0 },
    armistice: null,
    winner: null,
    outcome: null,
  };
  // a fresh object: the first stages fill it in place, as they would a draft
  advance(ctx, state as Draft<JdgState>, undefined);
  return { ok: true, state };
}
