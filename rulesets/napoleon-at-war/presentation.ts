import type { PresentationHooks } from 'kriegsspiel';
import type { NawContext } from './context.js';
import type { CombatBreakdown, NawEvent } from './events.js';
import type { NawTypes, NawView } from './nawTypes.js';
import { nawPieces } from './pieces.js';
import { nawEventLine } from './queries/nawEventLine.js';
import type { Side } from './types.js';

const turnOf = (ctx: NawContext, turn: number): string => `Turn ${turn}/${ctx.scenario.turns}`;
const nameOf = (ctx: NawContext, side: Side): string => ctx.scenario.sideNames[side];

/** Where a game stands: the game-turn, night, and who does what (NAW 4.1), e.g. `Turn 3/14: French movement`. */
function turnLabel(ctx: NawContext, view: NawView): string {
  if (view.over) return `${turnOf(ctx, view.turn)}: over`;
  const night = ctx.scenario.nightTurns.includes(view.turn) ? ' (night)' : '';
  const combat = view.combat;
  const step = combat === null || combat.stage === 'forming' ? view.phase : `combat ${combat.stage}`;
  return `${turnOf(ctx, view.turn)}${night}: ${nameOf(ctx, view.phasing)} ${step}`;
}

/**
 * A combat's arithmetic as a player checks it: the strengths, each doubled defender with why (NAW 7.4, 9.0), the odds
 * column they give (7.6) and, when the attacker chose a lower one, the column played (7.9), e.g.
 * `9 vs 6 (3x2 town) = 3-2, reduced to 1-5 by the attacker (NAW 7.9)`.
 */
function oddsText(b: CombatBreakdown): string {
  const doubled = b.defenders.filter((d) => d.multiplier > 1).map((d) => `${d.strength}x${d.multiplier} ${d.terrain}`);
  const defense = doubled.length > 0 ? `${b.defense} (${doubled.join(', ')})` : `${b.defense}`;
  const reduced = b.odds === b.computedOdds ? '' : `, reduced to ${b.odds} by the attacker (NAW 7.9)`;
  return `${b.attack} vs ${defense} = ${b.computedOdds}${reduced}`;
}

/**
 * The log line of an event worth a line in a game's progress: phases, combats and their results, set-up and
 * arrivals, points and the end; moves and single retreats are left to the status line (and to the full log,
 * `nawEventLine`).
 */
function describeEvent(ctx: NawContext, event: NawEvent): string | null {
  switch (event.type) {
    case 'phaseStarted':
      return `${turnOf(ctx, event.turn)}${event.night ? ' (night)' : ''}: ${nameOf(ctx, event.side)} ${event.phase}`;
    case 'combatResolved':
      return `  combat at ${event.breakdown.defenders.map((d) => d.hex).join('+')}: ${oddsText(event.breakdown)}, rolled ${event.roll}: ${event.result}`;
    case 'arrivalRolled':
      return `  arrival roll for ${event.group}: ${event.roll}, ${event.arrived ? 'arrives' : 'not yet'}`;
    case 'demoralized':
      return `  the ${nameOf(ctx, event.side)} army is demoralized (${event.rule})`;
    case 'pointsScored':
      return `  ${nameOf(ctx, event.side)} +${event.points} VP: ${event.reason}`;
    case 'gameEnded':
      return `Game over: ${nameOf(ctx, 'french')} ${event.scores.french} VP, ${nameOf(ctx, 'coalition')} ${event.scores.coalition} VP`;
    default:
      return null;
  }
}

/**
 * How Napoleon at War names its scenario, sides, turns and events for people (the command line prints through it),
 * and what a drawing of the board shows (its map and counters, for `kriegsspiel/render`).
 *
 * @example
 * ```ts
 * import { napoleonAtWar } from 'kriegsspiel/rulesets/napoleon-at-war';
 * const setup = napoleonAtWar.setup('wagram', {}, 1);
 * const context = setup.ok ? napoleonAtWar.contextOf(setup.state) : null;
 * if (context?.ok) napoleonAtWar.presentation?.sideName(context.context, 'coalition'); // 'Austrian'
 * ```
 */
export const NAW_PRESENTATION: PresentationHooks<NawTypes> = {
  title: (ctx) => `${ctx.scenario.name} (${ctx.scenario.turns} game-turns)`,
  sideName: nameOf,
  turnLabel,
  describeEvent: (ctx, event, detail = 'summary') => (detail === 'full' ? nawEventLine(ctx, event) : describeEvent(ctx, event)),
  map: (ctx) => ctx.map,
  pieces: nawPieces,
};
