import { napoleonAtWar, type NawAction, type NawContext, type NawOptions, type NawScenario, type NawState, type Side, type UnitKind } from 'kriegsspiel/rulesets/napoleon-at-war';
import { createSimulator, randomBot, type AnyRulesetBot, type ChanceAction } from 'kriegsspiel';

/** A unit on a test board: id, side, kind, strength, movement, hex. */
export type Piece = readonly [id: string, side: Side, kind: UnitKind, strength: number, movement: number, hex: string];

/** A hexside of a test board. */
export interface TestHexside {
  readonly between: readonly string[];
  readonly features: readonly string[];
  readonly uphill?: string;
}

/** Board features of a test position. */
export interface Board {
  readonly terrain?: Readonly<Record<string, readonly string[]>>;
  readonly hexsides?: readonly TestHexside[];
  readonly regions?: Readonly<Record<string, readonly string[]>>;
  readonly places?: readonly { readonly name: string; readonly hexes: readonly string[] }[];
}

let serial = 0;

/**
 * Sets up a position on a 10x10 clear test board (CCRR ids, flat-topped, even columns shifted down) with the given
 * pieces and features, French to move, in explicit chance mode so tests choose the die.
 */
export function position(
  pieces: readonly Piece[],
  board: Board = {},
  extra: { phase?: 'movement' | 'combat'; options?: Partial<NawOptions>; scenario?: Partial<NawScenario> } = {},
): NawState {
  const id = `test-${++serial}`;
  const scenario: NawScenario = {
    id,
    name: id,
    map: {
      id: `${id}-map`,
      name: 'test board',
      provenance: { kind: 'test' },
      grid: { idFormat: 'CCRR', orientation: 'flat', shifted: 'even', columns: { first: 1, last: 10 }, rows: { first: 1, last: 10 } },
      terrainTypes: ['clear', 'forest', 'town', 'lake', 'rough', 'marsh'],
      defaultTerrain: 'clear',
      terrain: board.terrain ?? {},
      hexsides: (board.hexsides ?? []) as never,
      regions: board.regions ?? {},
      places: board.places ?? [],
      edges: { west: 'firstColumn', east: 'lastColumn', north: 'firstRow', south: 'lastRow' },
    },
    sideNames: { french: 'French', coalition: 'Allied' },
    firstPlayer: 'french',
    turns: 3,
    nightTurns: [],
    units: pieces.map(([uid, side, kind, strength, movement, hex]) => ({ id: uid, side, kind, strength, movement, hex })),
    exits: [],
    victory: { eliminationPoints: true, places: [], exitPointsPerStrength: 0, regionStrength: [], minimum: null, grades: [] },
    ...extra.scenario,
  };
  const made = napoleonAtWar.setup(scenario, extra.options ?? {}, 1, 'explicit');
  if (!made.ok) throw new Error(made.violation.message);
  return extra.phase === 'combat' ? { ...made.state, phase: 'combat' } : made.state;
}

/** Applies actions in order, failing loudly on a refusal; returns the final state and all events. */
export function play(state: NawState, ...actions: (NawAction | ChanceAction)[]): { state: NawState; events: { type: string }[] } {
  let current = state;
  const events: { type: string }[] = [];
  for (const action of actions) {
    const applied = napoleonAtWar.apply(current, action);
    if (!applied.ok) throw new Error(`${JSON.stringify(action)} refused: ${applied.violation.rule} ${applied.violation.message}`);
    current = applied.state;
    events.push(...applied.events);
  }
  return { state: current, events };
}

/** The die roll action. */
export const roll = (value: number): ChanceAction => ({ type: 'chance', value });

/** The printed ids of the hexes a unit can move to. */
export function moveTargets(state: NawState, unit: string): string[] {
  return napoleonAtWar
    .legalActions(state)
    .flatMap((a) => (a.type === 'move' && a.unit === unit ? [a.to] : []))
    .sort();
}

/** The hex id where a unit stands ('' if off the map). */
export function hexOf(state: NawState, unit: string): string {
  const u = state.units.find((x) => x.id === unit)!;
  return u.hex < 0 ? '' : contextOf(state).map.grid.idOf(u.hex);
}

/** The rule case an action is refused with, or `null` if it is legal. */
export function refusal(state: NawState, action: NawAction | ChanceAction): string | null {
  const applied = napoleonAtWar.apply(state, action);
  return applied.ok ? null : applied.violation.rule;
}

/** The compiled context of a test state's scenario (the ruleset instance's one accessor; throws if it has none). */
export function contextOf(state: NawState): NawContext {
  const found = napoleonAtWar.contextOf(state);
  if (!found.ok) throw new Error(found.violation.message);
  return found.context;
}

/** What `bot` chooses in `state` for the side that decides, seeing only that side's view (as drivers hand it). */
export function botChoice(bot: AnyRulesetBot, state: NawState): NawAction {
  const decision = napoleonAtWar.decision(state);
  if (decision.kind !== 'side') throw new Error(`no side decides now (${decision.kind})`);
  const seen = napoleonAtWar.view(state, decision.side);
  if (!seen.ok) throw new Error(seen.violation.message);
  return bot.choose(napoleonAtWar, seen.view, decision.side);
}

/**
 * Copies of the positions of a random game of `scenario` on the rollout path (random bots seeded `seed` and `seed + 1`,
 * at most `plies` plies) that `keep` accepts, with the ply they were reached at.
 */
export function randomPositions(scenario: string, seed: number, plies: number, keep: (state: NawState, ply: number) => boolean): NawState[] {
  const made = napoleonAtWar.setup(scenario, {}, seed);
  if (!made.ok) throw new Error(made.violation.message);
  const sim = createSimulator(napoleonAtWar, made.state);
  const bots = { french: randomBot(seed), coalition: randomBot(seed + 1) };
  const out: NawState[] = [];
  for (let ply = 0; ply < plies; ply++) {
    const decision = sim.decision();
    if (decision.kind !== 'side') break;
    if (keep(sim.state, ply)) out.push(structuredClone(sim.state));
    sim.play(bots[decision.side].chooseIn(sim, decision.side));
  }
  return out;
}
