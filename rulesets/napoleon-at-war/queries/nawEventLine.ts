import type { NawContext } from '../context.js';
import type { NawEvent } from '../events.js';
import type { Side } from '../types.js';

const turnOf = (ctx: NawContext, turn: number): string => `Turn ${turn}/${ctx.scenario.turns}`;
const nameOf = (ctx: NawContext, side: Side): string => ctx.scenario.sideNames[side];

/**
 * A line for every Napoleon at War event, for a front end's full log (`describeEvent` with `'full'`): the phases,
 * moves with their path and cost, combats with the odds computed and the column used, every retreat, displacement,
 * advance and elimination; each ends with its rule case.
 *
 * @example
 * ```ts
 * import { nawEventLine } from './nawEventLine.js';
 * import { napoleonAtWar } from 'kriegsspiel/rulesets/napoleon-at-war';
 * const setup = napoleonAtWar.setup('skirmish', {}, 1);
 * const made = setup.ok ? napoleonAtWar.contextOf(setup.state) : null;
 * if (made?.ok) nawEventLine(made.context, { type: 'moved', rule: 'NAW 5.0', unit: 'F1', from: '0304', to: '0405', path: ['0304', '0405'], cost: 1 });
 * // 'F1 moves 0304 -> 0405 (1 MP) (NAW 5.0)'
 * ```
 */
export function nawEventLine(ctx: NawContext, event: NawEvent): string {
  const line = detail(ctx, event);
  return line.includes(`(${event.rule})`) ? line : `${line} (${event.rule})`;
}

function detail(ctx: NawContext, event: NawEvent): string {
  switch (event.type) {
    case 'deployed':
      return `${event.unit} sets up in ${event.to}`;
    case 'forcedRetreat':
      return `${event.units.join(', ')} must retreat`;
    case 'moved':
      return event.from === null
        ? `${event.unit} enters the map at ${event.path[0] ?? event.to}${event.path.length > 1 ? ` and moves to ${event.to}` : ''} (${event.cost} MP)`
        : `${event.unit} moves ${event.path.join(' -> ')} (${event.cost} MP)`;
    case 'exited':
      return `${event.unit} leaves the map${event.from === null ? '' : ` from ${event.from}`} with ${event.strength} strength points`;
    case 'eliminated':
      return `${event.unit} eliminated${event.hex === '' ? '' : ` in ${event.hex}`} (${event.strength} strength points)`;
    case 'retreated':
      return `${event.unit} retreats ${event.from} -> ${event.to}`;
    case 'displaced':
      return `${event.unit} displaced ${event.from} -> ${event.to} by ${event.by}`;
    case 'advanced':
      return `${event.unit} advances ${event.from} -> ${event.to}`;
    case 'phaseStarted':
      return `${turnOf(ctx, event.turn)}${event.night ? ' (night)' : ''}: ${nameOf(ctx, event.side)} ${event.phase} phase`;
    case 'combatResolved': {
      const b = event.breakdown;
      const reduced = b.odds === b.computedOdds ? '' : `, reduced to ${b.odds} (NAW 7.9)`;
      const attackers = b.attackers.map((a) => `${a.unit} ${a.strength}${a.bombarding ? ' bombarding' : ''}`).join(' + ');
      const defenders = b.defenders.map((d) => `${d.unit} ${d.strength}${d.multiplier === 1 ? '' : ` x${d.multiplier} ${d.terrain}`}`).join(' + ');
      return `combat at ${b.defenders.map((d) => d.hex).join('+')}: ${attackers} = ${b.attack} against ${defenders} = ${b.defense}, odds ${b.computedOdds}${reduced}; rolled ${event.roll}: ${event.result}`;
    }
    case 'arrivalRolled':
      return `arrival roll for ${event.group}: ${event.roll}, ${event.arrived ? 'it arrives' : 'not yet'}`;
    case 'demoralized':
      return `the ${nameOf(ctx, event.side)} army is demoralized`;
    case 'pointsScored':
      return `${nameOf(ctx, event.side)} +${event.points} VP: ${event.reason}`;
    case 'gameEnded':
      return `game over: ${event.winner === null ? 'no winner' : `${nameOf(ctx, event.winner)} victory`}; ${nameOf(ctx, 'french')} ${event.scores.french} VP, ${nameOf(ctx, 'coalition')} ${event.scores.coalition} VP`;
    default:
      return unknownEvent(event);
  }
}

/** Every event type has a line above: a new one fails to compile here. */
function unknownEvent(event: never): string {
  return String((event as { type: string }).type);
}
