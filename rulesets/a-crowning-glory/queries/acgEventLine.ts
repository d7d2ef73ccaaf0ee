import type { AcgContext } from '../context.js';
import type { AcgEvent } from '../events.js';
import type { Side } from '../vocabulary.js';

const NAMES: { readonly [S in Side]: string } = { french: 'French', allied: 'Allied' };
const signed = (n: number): string => (n > 0 ? `+${n}` : String(n));

/**
 * A line for every A Crowning Glory event, for a front end's full log (`describeEvent` with `'full'`): phases,
 * placements, selections and moves with their path and cost, control changes, attacks with the differential, shifts
 * and column, each step lost, retreats and advances, Variant markers, the end; each ends with its rule case.
 *
 * @example
 * ```ts
 * import { aCrowningGlory } from 'kriegsspiel/rulesets/a-crowning-glory';
 * import { acgEventLine } from './acgEventLine.js';
 * const setup = aCrowningGlory.setup('austerlitz-intro', {}, 1);
 * const made = setup.ok ? aCrowningGlory.contextOf(setup.state) : null;
 * if (made?.ok) acgEventLine(made.context, { type: 'controlChanged', rule: 'ACG 3.3', hex: '1306', side: 'french' });
 * // 'French take control of 1306 (ACG 3.3)'
 * ```
 */
export function acgEventLine(ctx: AcgContext, event: AcgEvent): string {
  const line = detail(ctx, event);
  return line.includes(`(${event.rule})`) ? line : `${line} (${event.rule})`;
}

function detail(ctx: AcgContext, event: AcgEvent): string {
  switch (event.type) {
    case 'phaseStarted': {
      const label = ctx.scenario.turnLabels[event.turn - 1];
      return `Turn ${event.turn}${label === undefined ? '' : ` (${label})`}: ${event.phase}`;
    }
    case 'declared':
      return `the French declare ${event.first} first`;
    case 'recovered':
      return 'every unit and marker turns to its Active face';
    case 'arrivalRolled':
      return `Variable group roll: ${event.roll}, ${event.arrived ? 'it arrives' : 'still marching'}`;
    case 'placed':
      return `${event.unit} placed in ${event.to}`;
    case 'displaced':
      return `${event.unit} displaced ${event.from} -> ${event.to}`;
    case 'selected':
      return `${event.unit} selected to move`;
    case 'moved':
      return event.from === null
        ? `${event.unit} comes on at ${event.path[0] ?? event.to}${event.path.length > 1 ? ` and moves to ${event.to}` : ''} (${event.cost} MP)`
        : `${event.unit} moves ${[event.from, ...event.path].join(' -> ')} (${event.cost} MP)`;
    case 'exited':
      return `${event.unit} leaves the map from ${event.from} by the ${event.edge} edge`;
    case 'controlChanged':
      return `${NAMES[event.side]} take control of ${event.hex}`;
    case 'attacked': {
      const b = event.breakdown;
      const marker = b.marker ? ` + marker ${b.marker.id} ${b.marker.added}` : '';
      const shifts = b.shifts.map((s) => `${s.columns > 0 ? '+' : ''}${s.columns} (${s.rule})`).join(', ');
      return `${b.attackers.map((a) => `${a.unit} ${a.steps}`).join(' + ')}${marker} attack ${b.defender.unit} ${b.defender.steps} in ${b.defender.hex}: differential ${signed(b.differential)}, column ${b.column}${shifts ? `, shifts ${shifts}, final column ${b.finalColumn}` : ''}`;
    }
    case 'combatResolved':
      return `rolled ${event.roll}: attacker loses ${event.attackerLoss}, defender ${event.defenderLoss}`;
    case 'stepsLost':
      return `${event.unit} loses ${event.steps} step(s), ${event.left} left`;
    case 'eliminated':
      return `${event.unit} eliminated in ${event.hex}`;
    case 'retreated':
      return `${event.unit} retreats ${event.from} -> ${event.to}`;
    case 'advanced':
      return `${event.unit} advances ${event.from} -> ${event.to}`;
    case 'passed':
      return `${NAMES[event.side]} pass`;
    case 'regrouped':
      return `the French regroup: ${event.steps} steps back`;
    case 'variantPlayed':
      return `${NAMES[event.side]} play Variant ${event.variant}: ${event.name}`;
    case 'demoralized':
      return `the ${NAMES[event.side]} army is demoralized`;
    case 'gameEnded':
      return `game over: ${event.summary}`;
    default:
      return unknownEvent(event);
  }
}

/** Every event type has a line above: a new one fails to compile here. */
function unknownEvent(event: never): string {
  return String((event as { type: string }).type);
}
