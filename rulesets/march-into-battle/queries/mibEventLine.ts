import type { MibContext } from '../context.js';
import type { MibEvent } from '../events.js';
import type { Side } from '../vocabulary.js';

const NAMES: { readonly [S in Side]: string } = { french: 'French', austrian: 'Austrian' };
const signed = (n: number): string => (n >= 0 ? `+${n}` : String(n));
const FACINGS = ['north', 'north-east', 'south-east', 'south', 'south-west', 'north-west'];

/**
 * A line for every March into Battle event, for a front end's full log (`describeEvent` with `'full'`): turns, orders
 * issued (an enemy's without type or target, as its side sees it), moved and implemented, chits, every move with its
 * path and cost, facing, rest, fatigue, morale and supply, attacks with strengths and die modifiers, each CET roll
 * and loss, retreats and advances, army morale, bridges, overruns, the end; each ends with its rule case.
 *
 * @example
 * ```ts
 * import { marchIntoBattle } from 'kriegsspiel/rulesets/march-into-battle';
 * import { mibEventLine } from './mibEventLine.js';
 * const setup = marchIntoBattle.setup('aspern', {}, 1);
 * const made = setup.ok ? marchIntoBattle.contextOf(setup.state) : null;
 * if (made?.ok) mibEventLine(made.context, { type: 'hqMoved', rule: 'MiB 2.5', side: 'french', to: '2712' });
 * // 'French HQ moves to 2712 (MiB 2.5)'
 * ```
 */
export function mibEventLine(ctx: MibContext, event: MibEvent): string {
  const line = detail(ctx, event);
  return line.includes(`(${event.rule})`) ? line : `${line} (${event.rule})`;
}

/** A formation's name, or its id when unknown. */
const formationName = (ctx: MibContext, id: string): string => {
  const f = ctx.formationIndex.get(id);
  return f === undefined ? id : ctx.scenario.formations[f]!.name;
};

function detail(ctx: MibContext, event: MibEvent): string {
  switch (event.type) {
    case 'turnStarted':
      return `Turn ${event.turn} (${event.label})${event.night ? ', night' : ''}`;
    case 'arrived':
      return `${event.piece} arrives at ${event.hex}`;
    case 'bridge':
      return `the great bridge ${event.broken ? 'breaks' : 'is mended'}${event.roll === null ? '' : ` (rolled ${event.roll})`}`;
    case 'orderIssued':
      return `${NAMES[event.side]} order to ${formationName(ctx, event.formation)}: ${event.order === null ? 'hidden' : `${event.order.toUpperCase()} on ${event.target}`}, in box ${event.box}`;
    case 'orderMoved':
      return `the order to ${formationName(ctx, event.formation)} moves to box ${event.box}`;
    case 'orderImplemented':
      return `${formationName(ctx, event.formation)} now ${event.order === null ? 'without orders' : `under ${event.order.toUpperCase()} on ${event.target}`}`;
    case 'hqMoved':
      return `${NAMES[event.side]} HQ moves to ${event.to}`;
    case 'chitPulled':
      return `chit: ${formationName(ctx, event.formation)}`;
    case 'orderCheck':
      return `order check of ${formationName(ctx, event.formation)}: rolled ${event.roll} (${event.total}): ${event.result}`;
    case 'moved':
      return `${event.unit} moves ${event.path.join(' -> ')} (${event.cost} MP${event.forced ? ', forced march' : ''})`;
    case 'faced':
      return `${event.unit} faces ${FACINGS[event.facing] ?? event.facing}`;
    case 'rested':
      return `${event.unit} rests${event.night ? ' at night' : ''}`;
    case 'fatigue':
      return `${event.unit} at fatigue level ${event.level}`;
    case 'moraleCheck':
      return `${event.unit} morale check: rolled ${event.roll} against ${event.rating}, ${event.passed ? 'passed' : 'failed'}`;
    case 'stragglers':
      return `${event.unit} ${event.change >= 0 ? 'loses' : 'recovers'} ${Math.abs(event.change)} straggler(s)`;
    case 'supply':
      return `${event.unit} ${event.inSupply ? 'in supply' : 'out of supply'}`;
    case 'attackDeclared':
      return `${event.attackers.join('+')} ${event.charge ? 'charge' : 'attack'} ${event.defenders.join('+')} in ${event.target}${event.hasty ? ' (hasty)' : ''}`;
    case 'charge':
      return `charge: cavalry ${event.cavalry}${event.countercharged.length > 0 ? `, countercharged by ${event.countercharged.join(', ')}` : ''}`;
    case 'combatRolled':
      return `${event.attack}:${event.defence}, DRM ${signed(event.drm)} (${event.drms.map((d) => `${signed(d.value)} ${d.rule}`).join(', ') || 'none'}), rolled ${event.roll}: CRT row ${event.row}`;
    case 'effectRolled':
      return `CET ${event.column} for ${event.hex}: rolled ${event.roll} (${event.modified})`;
    case 'loss':
      return `${event.unit} takes a ${event.loss === 'c' ? 'casualty' : 'straggler'}`;
    case 'disorganised':
      return `${event.unit} disorganised`;
    case 'smashed':
      return event.cleared ? `${event.unit} rallies` : `${event.unit} smashed`;
    case 'eliminated':
      return `${event.unit} eliminated`;
    case 'retreated':
      return `${event.units.join('+')} retreat ${event.from} -> ${event.to}`;
    case 'advanced':
      return `${event.units.join('+')} advance ${event.from} -> ${event.to}`;
    case 'leaderCasualty':
      return `${event.leader} is a casualty`;
    case 'gunsLost':
      return `${event.unit} loses ${event.guns} gun(s)`;
    case 'armyMorale':
      return `${NAMES[event.side]} army morale ${signed(event.change)} -> ${event.value}: ${event.reason}`;
    case 'wagonsDestroyed':
      return `${event.units.join(', ')} destroyed by ${event.by}`;
    case 'bridgeWork':
      return `${event.unit} ${event.work === 'build' ? 'builds' : 'destroys'} the bridge at ${event.hexside}: ${event.done}/${event.needed}${event.built ? ', done' : ''}`;
    case 'overrun':
      return `${NAMES[event.side]} ${event.piece} overrun: ${event.from} -> ${event.to}`;
    case 'held':
      return `${NAMES[event.side]} hold ${event.hex}`;
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
